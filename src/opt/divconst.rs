//! Division and remainder by a constant through a multiply-high, as llc
//! and Hacker's Delight (chapter 10) do: PTX's `div`/`rem` become a
//! long subroutine in SASS (ptxas does not strength-reduce them, not even
//! by an immediate), a multiply-high and shifts are a few instructions.
//!
//! ```text
//!   v9 = udiv v3, v7 (v7 = iconst.i32 7)
//!     ──>  m  = iconst.i32 0x24924925
//!          t  = umulhi v3, m
//!          d  = isub v3, t ; h = ushr_imm d, 1 ; s = iadd h, t
//!          v9 = ushr_imm s, 2
//!   urem/srem:  v = n - imul_imm(q, d)   (urem by 2^k: band_imm n, 2^k-1)
//! ```
//!
//! Takes a division or remainder (`i16`, `i32`, `i64`) whose divisor is a
//! known constant and rewrites it in place: the new instructions go before
//! it and the last one takes its place, so its result value is kept. The
//! rewrite is exact for every dividend (the multipliers satisfy the
//! Granlund–Montgomery bound, checked for every `i16` divisor in the tests),
//! so the function computes what it computed before. Divisors where the
//! division may trap (0; -1 for signed) or where the sequence would be no
//! shorter (1; unsigned divisors above half the range) are left alone.

use crate::ir::{canonical_imm, Function, Inst, InstData, Opcode, Type, Value, ValueDef};

/// How an unsigned quotient `n / d` is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UnsignedPlan {
    /// `n >> k` (d = 2^k).
    Shift(u32),
    /// `umulhi(n >> pre, m) >> post`.
    MulShift { pre: u32, m: u64, post: u32 },
    /// `t = umulhi(n, m); (((n - t) >> 1) + t) >> post`: the multiplier
    /// needs one bit more than the type has; the top bit is added back.
    MulAdd { m: u64, post: u32 },
}

/// How a signed quotient `n / d` is computed (truncating towards zero).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SignedPlan {
    /// `|d| = 2^k`: shift the dividend biased by `2^k - 1` when negative,
    /// negated when `d < 0`.
    Shift { k: u32, negative: bool },
    /// `q = smulhi(n, m)`, plus `n` when `d > 0 > m`, minus `n` when
    /// `d < 0 < m`, shifted right by `post`, plus its sign bit.
    Magic { m: u64, post: u32, add: i8 },
}

/// `ceil(log2(d))` for `d >= 2`.
fn ceil_log2(d: u64) -> u32 {
    64 - (d - 1).leading_zeros()
}

/// The unsigned plan for divisor `d` (`2 <= d <= 2^(bits-1)`) of a
/// `bits`-wide type.
fn unsigned_plan(d: u64, bits: u32) -> UnsignedPlan {
    if d.is_power_of_two() {
        return UnsignedPlan::Shift(d.trailing_zeros());
    }
    let width = 1u128 << bits;
    let mask = width - 1;
    // A multiplier that fits the type: m = ceil(2^(bits+s) / d) with
    // error e = m*d - 2^(bits+s); floor(m*n / 2^(bits+s)) = floor(n/d)
    // for every n <= n_max when e * n_max < 2^(bits+s). An even divisor
    // may shift its zeros out of the dividend first, shrinking n_max.
    let zeros = d.trailing_zeros();
    for pre in [0, zeros] {
        let divisor = u128::from(d >> pre);
        let n_max = mask >> pre;
        for post in 0..=ceil_log2(d >> pre) {
            let scale = 1u128 << (bits + post);
            let m = scale.div_ceil(divisor);
            if m >= width {
                break;
            }
            if (m * divisor - scale) * n_max < scale {
                return UnsignedPlan::MulShift {
                    pre,
                    m: m as u64,
                    post,
                };
            }
        }
    }
    // The (bits+1)-bit multiplier 2^bits + m of shift l = ceil(log2 d).
    let l = ceil_log2(d);
    let m = (1u128 << (bits + l)) / u128::from(d) + 1 - width;
    UnsignedPlan::MulAdd {
        m: m as u64,
        post: l - 1,
    }
}

/// The signed plan for divisor `d` (sign-extended; `|d| >= 2`, not the
/// minimum value) of a `bits`-wide type: Hacker's Delight's magic
/// number search, figure 10-1, on 128-bit integers.
fn signed_plan(d: i64, bits: u32) -> SignedPlan {
    let ad = d.unsigned_abs();
    if ad.is_power_of_two() {
        return SignedPlan::Shift {
            k: ad.trailing_zeros(),
            negative: d < 0,
        };
    }
    let ad = u128::from(ad);
    let two_n1 = 1u128 << (bits - 1);
    // |nc|: the largest dividend with remainder ad - 1 (negative d: one more).
    let t = two_n1 + u128::from(d < 0);
    let anc = t - 1 - t % ad;
    let mut p = bits - 1;
    let (mut q1, mut r1) = (two_n1 / anc, two_n1 % anc);
    let (mut q2, mut r2) = (two_n1 / ad, two_n1 % ad);
    loop {
        p += 1;
        q1 *= 2;
        r1 *= 2;
        if r1 >= anc {
            q1 += 1;
            r1 -= anc;
        }
        q2 *= 2;
        r2 *= 2;
        if r2 >= ad {
            q2 += 1;
            r2 -= ad;
        }
        let delta = ad - r2;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    let mask = (1u128 << bits) - 1;
    let mut m = ((q2 + 1) & mask) as u64;
    if d < 0 {
        m = (m.wrapping_neg()) & mask as u64;
    }
    let m_negative = m >> (bits - 1) & 1 == 1;
    let add = match (d > 0, m_negative) {
        (true, true) => 1,
        (false, false) => -1,
        _ => 0,
    };
    SignedPlan::Magic {
        m,
        post: p - bits,
        add,
    }
}

/// Emits instructions before one instruction, all of one type.
struct Sequence<'f> {
    func: &'f mut Function,
    before: Inst,
    ty: Type,
}

impl Sequence<'_> {
    fn push(&mut self, data: InstData) -> Value {
        let inst = self.func.dfg.make_inst(data);
        self.func.dfg.make_inst_results(inst, &[self.ty]);
        self.func.layout.insert_inst_before(inst, self.before);
        self.func.dfg.inst_results(inst)[0]
    }

    /// Takes back the instruction defining `v`, the last one pushed (no
    /// other uses `v`), so that it can replace the rewritten one.
    fn take_last(&mut self, v: Value) -> InstData {
        let ValueDef::Result(last, _) = self.func.dfg.value_def(v) else {
            unreachable!("every plan pushes at least one instruction");
        };
        self.func.layout.remove_inst(last);
        self.func.dfg.insts[last]
    }

    fn imm(&self, k: u64) -> i64 {
        canonical_imm(k as i64, self.ty.bits())
    }

    fn iconst(&mut self, k: u64) -> Value {
        let imm = self.imm(k);
        self.push(InstData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        })
    }

    fn binary(&mut self, opcode: Opcode, a: Value, b: Value) -> Value {
        self.push(InstData::Binary {
            opcode,
            args: [a, b],
        })
    }

    fn with_imm(&mut self, opcode: Opcode, arg: Value, k: u64) -> Value {
        let imm = self.imm(k);
        self.push(InstData::BinaryImm { opcode, arg, imm })
    }

    /// `arg >> k` (logical or arithmetic), or `arg` itself for `k = 0`.
    fn shift(&mut self, opcode: Opcode, arg: Value, k: u32) -> Value {
        if k == 0 {
            arg
        } else {
            self.with_imm(opcode, arg, u64::from(k))
        }
    }

    fn unsigned_quotient(&mut self, n: Value, plan: UnsignedPlan) -> Value {
        match plan {
            UnsignedPlan::Shift(k) => self.shift(Opcode::UshrImm, n, k),
            UnsignedPlan::MulShift { pre, m, post } => {
                let shifted = self.shift(Opcode::UshrImm, n, pre);
                let m = self.iconst(m);
                let high = self.binary(Opcode::Umulhi, shifted, m);
                self.shift(Opcode::UshrImm, high, post)
            }
            UnsignedPlan::MulAdd { m, post } => {
                let m = self.iconst(m);
                let t = self.binary(Opcode::Umulhi, n, m);
                let rest = self.binary(Opcode::Isub, n, t);
                let half = self.shift(Opcode::UshrImm, rest, 1);
                let sum = self.binary(Opcode::Iadd, half, t);
                self.shift(Opcode::UshrImm, sum, post)
            }
        }
    }

    fn signed_quotient(&mut self, n: Value, plan: SignedPlan) -> Value {
        let bits = self.ty.bits();
        match plan {
            SignedPlan::Shift { k, negative } => {
                // n + (n < 0 ? 2^k - 1 : 0), then an arithmetic shift.
                let sign = self.shift(Opcode::SshrImm, n, k - 1);
                let bias = self.shift(Opcode::UshrImm, sign, bits - k);
                let biased = self.binary(Opcode::Iadd, n, bias);
                let q = self.shift(Opcode::SshrImm, biased, k);
                if negative {
                    self.push(InstData::Unary {
                        opcode: Opcode::Ineg,
                        arg: q,
                    })
                } else {
                    q
                }
            }
            SignedPlan::Magic { m, post, add } => {
                let m = self.iconst(m);
                let mut q = self.binary(Opcode::Smulhi, n, m);
                match add {
                    1 => q = self.binary(Opcode::Iadd, q, n),
                    -1 => q = self.binary(Opcode::Isub, q, n),
                    _ => {}
                }
                q = self.shift(Opcode::SshrImm, q, post);
                // Truncation towards zero: a negative quotient gains one.
                let sign = self.shift(Opcode::UshrImm, q, bits - 1);
                self.binary(Opcode::Iadd, q, sign)
            }
        }
    }
}

/// Rewrites division or remainder `inst` (`opcode` of dividend `n` by the
/// constant `divisor`, in its type's bits) as described in the module
/// comment; false (and nothing changed) for a divisor it leaves alone.
pub(super) fn expand_division(func: &mut Function, inst: Inst, n: Value, divisor: u64) -> bool {
    let opcode = func.dfg.insts[inst].opcode();
    let Some(&result) = func.dfg.inst_results(inst).first() else {
        return false;
    };
    let ty = func.dfg.value_type(result);
    if !matches!(ty, Type::I16 | Type::I32 | Type::I64) {
        return false;
    }
    let bits = ty.bits();
    let d = divisor & ty.mask();
    let signed_d = canonical_imm(d as i64, bits);
    let is_signed = matches!(opcode, Opcode::Sdiv | Opcode::Srem);
    let has_plan = if is_signed {
        signed_d.unsigned_abs() >= 2 && signed_d != canonical_imm(1i64 << (bits - 1), bits)
    } else {
        d >= 2 && d <= 1u64 << (bits - 1)
    };
    if !has_plan {
        return false;
    }
    let mut seq = Sequence {
        func,
        before: inst,
        ty,
    };
    let q = if is_signed {
        seq.signed_quotient(n, signed_plan(signed_d, bits))
    } else {
        seq.unsigned_quotient(n, unsigned_plan(d, bits))
    };
    let last = if matches!(opcode, Opcode::Udiv | Opcode::Sdiv) {
        seq.take_last(q)
    } else if opcode == Opcode::Urem && d.is_power_of_two() {
        // A power of two's remainder is the low bits: the shift goes.
        seq.take_last(q);
        InstData::BinaryImm {
            opcode: Opcode::BandImm,
            arg: n,
            imm: seq.imm(d - 1),
        }
    } else {
        let product = seq.with_imm(Opcode::ImulImm, q, d);
        InstData::Binary {
            opcode: Opcode::Isub,
            args: [n, product],
        }
    };
    seq.func.dfg.insts[inst] = last;
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Quotient of `n` by the plan, in `bits`-wide arithmetic (the IR
    /// operations' definitions, written out on u128 here).
    fn run_unsigned(plan: UnsignedPlan, n: u64, bits: u32) -> u64 {
        let mulhi = |a: u64, b: u64| ((u128::from(a) * u128::from(b)) >> bits) as u64;
        match plan {
            UnsignedPlan::Shift(k) => n >> k,
            UnsignedPlan::MulShift { pre, m, post } => mulhi(n >> pre, m) >> post,
            UnsignedPlan::MulAdd { m, post } => {
                let t = mulhi(n, m);
                ((n - t) / 2 + t) >> post
            }
        }
    }

    fn run_signed(plan: SignedPlan, n: i64, bits: u32) -> i64 {
        let wrap = |v: i64| canonical_imm(v, bits);
        match plan {
            SignedPlan::Shift { k, negative } => {
                let bias = if n < 0 { (1i64 << k) - 1 } else { 0 };
                let q = (n + bias) >> k;
                if negative {
                    -q
                } else {
                    q
                }
            }
            SignedPlan::Magic { m, post, add } => {
                let m = canonical_imm(m as i64, bits);
                let mut q = ((i128::from(n) * i128::from(m)) >> bits) as i64;
                // The IR adds in wrapping `bits`-wide arithmetic.
                q = wrap(q.wrapping_add(i64::from(add).wrapping_mul(n)));
                q >>= post;
                q + i64::from(q < 0)
            }
        }
    }

    /// The `i16` dividends checked for divisor `d`: all of them for small
    /// divisors; otherwise the ends of the range and the values around
    /// every multiple of `d` (where a wrong multiplier first shows).
    fn i16_dividends(d: u64) -> Vec<u64> {
        const EXHAUSTIVE_BELOW: u64 = 1 << 9;
        if d < EXHAUSTIVE_BELOW {
            return (0..=u64::from(u16::MAX)).collect();
        }
        let mut ns: Vec<u64> = (0..64)
            .chain(u64::from(u16::MAX) - 64..=u64::from(u16::MAX))
            .collect();
        for k in 1..=u64::from(u16::MAX) / d {
            ns.extend([k * d - 1, k * d, k * d + d - 1]);
        }
        ns.retain(|&n| n <= u64::from(u16::MAX));
        ns
    }

    #[test]
    fn every_i16_unsigned_divisor() {
        for d in 2..=1u64 << 15 {
            let plan = unsigned_plan(d, 16);
            for n in i16_dividends(d) {
                assert_eq!(run_unsigned(plan, n, 16), n / d, "{n} / {d} by {plan:?}");
            }
        }
    }

    #[test]
    fn every_i16_signed_divisor() {
        for d in i64::from(i16::MIN) + 1..=i64::from(i16::MAX) {
            if d.abs() < 2 {
                continue;
            }
            let plan = signed_plan(d, 16);
            for n in i16_dividends(d.unsigned_abs()) {
                for n in [n as i64 + i64::from(i16::MIN), -(n as i64), n as i64] {
                    let Ok(n) = i16::try_from(n) else { continue };
                    let n = i64::from(n);
                    // Rust's `/` truncates towards zero, as sdiv does.
                    assert_eq!(run_signed(plan, n, 16), n / d, "{n} / {d} by {plan:?}");
                }
            }
        }
    }

    /// Edge dividends of the wide types for a spread of divisors.
    #[test]
    fn wide_divisors_at_edge_dividends() {
        let divisors: Vec<u64> = (2..300)
            .chain([641, 1000, 6700417, 0x7fff_ffff, 0x8000_0001, 1 << 31])
            .collect();
        for bits in [32u32, 64] {
            let max = if bits == 64 {
                u64::MAX
            } else {
                u64::from(u32::MAX)
            };
            let edges = [
                0,
                1,
                2,
                3,
                6,
                7,
                999,
                max / 3,
                max / 2,
                max / 2 + 1,
                max - 1,
                max,
            ];
            for &d in divisors.iter().filter(|&&d| d <= 1 << (bits - 1)) {
                let plan = unsigned_plan(d, bits);
                for &n in &edges {
                    for n in [n, n.wrapping_mul(2654435761) & max] {
                        assert_eq!(run_unsigned(plan, n, bits), n / d, "{n} / {d} ({bits})");
                    }
                }
                let sd = d as i64;
                for sd in [sd, -sd] {
                    if sd.unsigned_abs() >= 1 << (bits - 1) {
                        continue;
                    }
                    let plan = signed_plan(sd, bits);
                    for &n in &edges {
                        let n = canonical_imm(n as i64, bits);
                        let expected = i64::try_from(i128::from(n) / i128::from(sd)).unwrap();
                        assert_eq!(run_signed(plan, n, bits), expected, "{n} / {sd} ({bits})");
                    }
                }
            }
        }
    }

    /// Hacker's Delight's tables (10-1, 10-2) for 32 bits.
    #[test]
    fn textbook_multipliers() {
        assert_eq!(
            unsigned_plan(7, 32),
            UnsignedPlan::MulAdd {
                m: 0x2492_4925,
                post: 2
            }
        );
        assert_eq!(
            signed_plan(7, 32),
            SignedPlan::Magic {
                m: 0x9249_2493,
                post: 2,
                add: 1
            }
        );
        assert_eq!(
            signed_plan(3, 32),
            SignedPlan::Magic {
                m: 0x5555_5556,
                post: 0,
                add: 0
            }
        );
    }
}
