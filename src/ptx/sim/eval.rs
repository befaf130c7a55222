//! The value semantics of PTX instructions, written from the PTX ISA:
//! integer and float arithmetic, comparisons, conversions and atomic
//! updates on raw bits.
//!
//! Invariants: every function is total (errors are `Err` values, never
//! panics) and returns its result masked to the destination type's width.
//! Integer results wrap; division by zero and signed overflow of `div`/`rem`
//! are errors (PTX leaves them unspecified). Float NaN results are PTX's
//! canonical NaN. Approximate instructions (`.approx`, `ex2`, `lg2`, `sin`,
//! `cos`, `rsqrt`) are computed accurately (in f64, rounded to the type):
//! their results are to be compared with a tolerance. `.ftz` flushes
//! subnormal inputs and results to sign-preserving zero; `.sat` clamps to
//! [0, 1] with NaN giving +0.
//!
//! Layout: this file holds integer, `.f32` and `.f64` arithmetic,
//! comparisons and atomics, and dispatches the rest: `convert` (`cvt`
//! between integer, `.f32`, `.f64`), `half` (`cvt` with `.f16`/`.bf16`),
//! `packed` (half-precision arithmetic and comparisons, lane by lane),
//! `round` (the narrow formats as bits, one rounding from an exact value,
//! directed-rounding arithmetic) and `integer` (`prmt` modes, `dp4a`,
//! `dp2a`, `mul24`, `mad24`, `fns`).

use super::ops::{AtomOp, BinOp, CarryOp, CmpOp, FFlags, Rounding, TernOp, UnOp};
use crate::ptx::parse::{ScalarType, TypeKind};
use round::{Directed, Format};

mod convert;
pub(crate) use convert::nan_to_int;
mod half;
mod integer;
mod packed;
mod round;

pub(super) use convert::{cvt, cvt_pair};
use half::half_format;

/// Is `ty` a half-precision type (`.f16`, `.bf16` and their pairs)?
pub(super) fn is_half(ty: ScalarType) -> bool {
    half_format(ty).is_some()
}

pub(super) fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

pub(super) fn sext(v: u64, bits: u32) -> i64 {
    if bits == 0 || bits >= 64 {
        return v as i64;
    }
    let shift = 64 - bits;
    ((v << shift) as i64) >> shift
}

fn signed(ty: ScalarType) -> bool {
    ty.kind() == TypeKind::Signed
}

/// The integer value of the low `ty` bits of `v` (sign- or zero-extended).
pub(super) fn int_value(ty: ScalarType, v: u64) -> i128 {
    let n = ty.bits();
    if signed(ty) {
        sext(v, n) as i128
    } else {
        (v & mask(n)) as i128
    }
}

fn int_range(ty: ScalarType) -> (i128, i128) {
    let n = ty.bits().min(64);
    if signed(ty) {
        (-(1i128 << (n - 1)), (1i128 << (n - 1)) - 1)
    } else {
        (0, (1i128 << n) - 1)
    }
}

/// A binary floating-point format (f32 or f64) as raw bits.
trait Fp:
    Copy
    + PartialOrd
    + core::ops::Add<Output = Self>
    + core::ops::Sub<Output = Self>
    + core::ops::Mul<Output = Self>
    + core::ops::Div<Output = Self>
{
    const CANONICAL_NAN: u64;
    const SIGN: u64;
    const IS_F32: bool;
    /// Rounds to nearest even (directly, not through f64).
    fn from_int(v: i128) -> Self;
    fn from_raw(b: u64) -> Self;
    fn raw(self) -> u64;
    fn from_f64(x: f64) -> Self;
    fn to_f64(self) -> f64;
    fn is_nan(self) -> bool;
    fn is_subnormal(self) -> bool;
    fn sqrt(self) -> Self;
    fn fma(self, b: Self, c: Self) -> Self;
    fn round_mode(self, r: Rounding) -> Self;
    fn next_toward(self, up: bool) -> Self;
}

macro_rules! impl_fp {
    ($t:ty, $bits:ty, $nan:expr, $sign:expr, $is32:expr) => {
        impl Fp for $t {
            const CANONICAL_NAN: u64 = $nan;
            const SIGN: u64 = $sign;
            const IS_F32: bool = $is32;
            fn from_int(v: i128) -> Self {
                v as $t
            }
            fn from_raw(b: u64) -> Self {
                <$t>::from_bits(b as $bits)
            }
            fn raw(self) -> u64 {
                self.to_bits() as u64
            }
            fn from_f64(x: f64) -> Self {
                x as $t
            }
            fn to_f64(self) -> f64 {
                self as f64
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn is_subnormal(self) -> bool {
                <$t>::is_subnormal(self)
            }
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            fn fma(self, b: Self, c: Self) -> Self {
                <$t>::mul_add(self, b, c)
            }
            fn round_mode(self, r: Rounding) -> Self {
                match r {
                    Rounding::Rni => self.round_ties_even(),
                    Rounding::Rzi => self.trunc(),
                    Rounding::Rmi => self.floor(),
                    Rounding::Rpi => self.ceil(),
                    _ => self,
                }
            }
            fn next_toward(self, up: bool) -> Self {
                if up {
                    self.next_up()
                } else {
                    self.next_down()
                }
            }
        }
    };
}

impl_fp!(f32, u32, 0x7fff_ffff, 0x8000_0000, true);
impl_fp!(
    f64,
    u64,
    0x7fff_ffff_ffff_ffff,
    0x8000_0000_0000_0000,
    false
);

fn flush<F: Fp>(x: F, ftz: bool) -> F {
    if ftz && x.is_subnormal() {
        F::from_raw(x.raw() & F::SIGN)
    } else {
        x
    }
}

/// Canonical NaN, `.ftz` on the result and `.sat`.
fn finish<F: Fp>(r: F, f: FFlags) -> u64 {
    if r.is_nan() {
        return if f.sat { 0 } else { F::CANONICAL_NAN };
    }
    let r = flush(r, f.ftz);
    if f.sat {
        if r.raw() & F::SIGN != 0 || r.raw() == 0 {
            return 0;
        }
        if r.to_f64() > 1.0 {
            return F::from_f64(1.0).raw();
        }
    }
    r.raw()
}

/// `min`/`max`: a NaN operand yields the other; -0.0 orders below +0.0.
fn min_max<F: Fp>(x: F, y: F, max: bool) -> F {
    match (x.is_nan(), y.is_nan()) {
        (true, true) => F::from_raw(F::CANONICAL_NAN),
        (true, false) => y,
        (false, true) => x,
        _ => {
            let x_neg = x.raw() & F::SIGN != 0;
            let x_below = x < y || (x == y && x_neg);
            if x_below != max {
                x
            } else {
                y
            }
        }
    }
}

fn float_bin_t<F: Fp>(op: BinOp, f: FFlags, a: u64, b: u64) -> Result<u64, String> {
    let (x, y) = (flush(F::from_raw(a), f.ftz), flush(F::from_raw(b), f.ftz));
    let r = match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div => x / y,
        BinOp::Min | BinOp::Max => {
            let r = min_max(x, y, op == BinOp::Max);
            return Ok(if r.is_nan() {
                F::CANONICAL_NAN
            } else {
                flush(r, f.ftz).raw()
            });
        }
        // copysign d, a, b: the magnitude of b with the sign of a.
        BinOp::Copysign => return Ok((b & !F::SIGN) | (a & F::SIGN)),
        other => return Err(format!("{other:?} is not a float operation")),
    };
    Ok(finish(r, f))
}

fn float_un_t<F: Fp>(op: UnOp, f: FFlags, a: u64) -> Result<u64, String> {
    let x = flush(F::from_raw(a), f.ftz);
    let via = |g: fn(f64) -> f64| F::from_f64(g(x.to_f64()));
    let r = match op {
        UnOp::Abs => return Ok(x.raw() & !F::SIGN),
        UnOp::Neg => return Ok(x.raw() ^ F::SIGN),
        UnOp::Sqrt => x.sqrt(),
        UnOp::Rcp => F::from_f64(1.0) / x,
        UnOp::Rsqrt => {
            if F::IS_F32 {
                via(|v| 1.0 / v.sqrt())
            } else {
                F::from_f64(1.0) / x.sqrt()
            }
        }
        UnOp::Sin => via(f64::sin),
        UnOp::Cos => via(f64::cos),
        UnOp::Ex2 => via(f64::exp2),
        UnOp::Lg2 => via(f64::log2),
        UnOp::Tanh => via(f64::tanh),
        other => return Err(format!("{other:?} is not a float operation")),
    };
    Ok(finish(r, f))
}

/// The directed rounding (`.rz .rm .rp`) an arithmetic instruction asks for.
fn directed(f: FFlags) -> Option<Rounding> {
    f.rnd
        .filter(|r| matches!(r, Rounding::Rz | Rounding::Rm | Rounding::Rp))
}

fn is_f64(ty: ScalarType) -> bool {
    ty.bits() == 64
}

pub(super) fn bin(op: BinOp, ty: ScalarType, f: FFlags, a: u64, b: u64) -> Result<u64, String> {
    if half_format(ty).is_some() {
        return packed::bin(op, ty, f, a, b);
    }
    if let Some(rnd) = directed(f) {
        return match (ty, op) {
            (ScalarType::F32, BinOp::Add) => round::directed_f32(Directed::Add, rnd, f, a, b, 0),
            (ScalarType::F32, BinOp::Sub) => round::directed_f32(Directed::Sub, rnd, f, a, b, 0),
            (ScalarType::F32, BinOp::Mul) => round::directed_f32(Directed::Mul, rnd, f, a, b, 0),
            (ScalarType::F64, BinOp::Add) => {
                round::directed_f64_sum(rnd, f64::from_raw(a), f64::from_raw(b))
            }
            (ScalarType::F64, BinOp::Sub) => {
                round::directed_f64_sum(rnd, f64::from_raw(a), -f64::from_raw(b))
            }
            (ScalarType::F64, BinOp::Mul) => round::double::mul_add(rnd, a, b, None),
            (ScalarType::F32, BinOp::Div) => round::directed_f32(Directed::Div, rnd, f, a, b, 0),
            (ScalarType::F64, BinOp::Div) => round::double::div(rnd, a, b),
            _ => Err(format!(
                "{op:?}.{} with {rnd:?} is not supported",
                ty.name()
            )),
        };
    }
    if ty == ScalarType::F32 && matches!(op, BinOp::Min | BinOp::Max) && (f.nan || f.xorsign_abs) {
        return Ok(packed::min_max(
            Format::F32,
            f,
            op == BinOp::Max,
            a & 0xffff_ffff,
            b & 0xffff_ffff,
        ));
    }
    if ty.kind() == TypeKind::Float {
        return if is_f64(ty) {
            float_bin_t::<f64>(op, f, a, b)
        } else {
            float_bin_t::<f32>(op, f, a, b)
        };
    }
    let n = ty.bits();
    let m = mask(n);
    let a = a & m;
    let b = if matches!(op, BinOp::Shl | BinOp::Shr) {
        b & 0xffff_ffff
    } else {
        b & m
    };
    let (sa, sb) = (sext(a, n), sext(b, n));
    let s = signed(ty);
    let (lo, hi) = int_range(ty);
    let r = match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::AddSat => (sa as i128 + sb as i128).clamp(lo, hi) as u64,
        BinOp::SubSat => (sa as i128 - sb as i128).clamp(lo, hi) as u64,
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::MulHi if s => ((sa as i128 * sb as i128) >> n) as u64,
        BinOp::MulHi => ((a as u128 * b as u128) >> n) as u64,
        BinOp::Div | BinOp::Rem => {
            if b == 0 {
                return Err("division by zero".into());
            }
            if s && sb == -1 && sa == lo as i64 {
                return Err("signed division overflow (minimum value by -1)".into());
            }
            match (op, s) {
                (BinOp::Div, true) => sa.wrapping_div(sb) as u64,
                (BinOp::Div, false) => a / b,
                (_, true) => sa.wrapping_rem(sb) as u64,
                _ => a % b,
            }
        }
        BinOp::Min | BinOp::Max => {
            let a_below = if s { sa < sb } else { a < b };
            if a_below == (op == BinOp::Min) {
                a
            } else {
                b
            }
        }
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::Shl if b >= n as u64 => 0,
        BinOp::Shl => a << b,
        BinOp::Shr if s => (sa >> b.min(n as u64 - 1)) as u64,
        BinOp::Shr if b >= n as u64 => 0,
        BinOp::Shr => a >> b,
        BinOp::Copysign => return Err("copysign takes float types".into()),
        BinOp::Mul24(hi) => integer::mul24(hi, s, a, b),
    };
    Ok(r & m)
}

pub(super) fn un(op: UnOp, ty: ScalarType, f: FFlags, a: u64) -> Result<u64, String> {
    if half_format(ty).is_some() {
        return packed::un(op, ty, f, a);
    }
    if let Some(rnd) = directed(f).filter(|_| matches!(op, UnOp::Sqrt | UnOp::Rcp)) {
        return match (ty, op) {
            (ScalarType::F32, UnOp::Sqrt) => round::directed_f32(Directed::Sqrt, rnd, f, a, 0, 0),
            (ScalarType::F32, _) => {
                round::directed_f32(Directed::Div, rnd, f, u64::from(1f32.to_bits()), a, 0)
            }
            (ScalarType::F64, UnOp::Sqrt) => round::double::sqrt(rnd, a),
            (ScalarType::F64, _) => round::double::div(rnd, 1f64.to_bits(), a),
            _ => Err(format!(
                "{op:?}.{} with {rnd:?} is not supported",
                ty.name()
            )),
        };
    }
    if ty.kind() == TypeKind::Float {
        return if is_f64(ty) {
            float_un_t::<f64>(op, f, a)
        } else {
            float_un_t::<f32>(op, f, a)
        };
    }
    let n = ty.bits();
    let m = mask(n);
    let a = a & m;
    let msb = |x: u64| {
        if x == 0 {
            0xffff_ffff
        } else {
            63 - x.leading_zeros() as u64
        }
    };
    let r = match op {
        UnOp::Abs => sext(a, n).wrapping_abs() as u64,
        UnOp::Neg => a.wrapping_neg(),
        UnOp::Not => !a,
        UnOp::Cnot => u64::from(a == 0),
        UnOp::Popc => return Ok(a.count_ones() as u64),
        UnOp::Clz => return Ok((a.leading_zeros() - (64 - n)) as u64),
        UnOp::Brev => a.reverse_bits() >> (64 - n),
        UnOp::Bfind if signed(ty) && sext(a, n) < 0 => return Ok(msb(!a & m)),
        UnOp::Bfind => return Ok(msb(a)),
        // The shift that moves the found bit to the most significant position.
        UnOp::BfindShiftAmt => {
            let pos = un(UnOp::Bfind, ty, f, a)?;
            return Ok(if pos == 0xffff_ffff {
                pos
            } else {
                (n as u64 - 1) - pos
            });
        }
        other => return Err(format!("{other:?} is not an integer operation")),
    };
    Ok(r & m)
}

/// `bfi.TYPE`: `b` with bits `pos..pos+len` (both taken modulo 256,
/// clipped at the width) replaced by the low bits of `a`.
pub(super) fn bfi(ty: ScalarType, a: u64, b: u64, pos: u64, len: u64) -> u64 {
    let n = ty.bits();
    let (pos, len) = ((pos & 0xff) as u32, (len & 0xff) as u32);
    let mut f = b & mask(n);
    for i in 0..len {
        let at = pos + i;
        if at >= n {
            break;
        }
        f = (f & !(1 << at)) | (((a >> i) & 1) << at);
    }
    f
}

pub(super) fn tern(
    op: TernOp,
    ty: ScalarType,
    f: FFlags,
    a: u64,
    b: u64,
    c: u64,
) -> Result<u64, String> {
    if half_format(ty).is_some() {
        return packed::tern(op, ty, f, a, b, c);
    }
    if let (TernOp::Fma, Some(rnd)) = (op, directed(f)) {
        return match ty {
            ScalarType::F32 => round::directed_f32(Directed::Fma, rnd, f, a, b, c),
            ScalarType::F64 => round::double::mul_add(rnd, a, b, Some(c)),
            _ => Err(format!("fma.{} with {rnd:?} is not supported", ty.name())),
        };
    }
    let n = ty.bits();
    let m = mask(n);
    Ok(match op {
        TernOp::Fma if is_f64(ty) => {
            let g = |v| flush(f64::from_raw(v), f.ftz);
            finish(g(a).fma(g(b), g(c)), f)
        }
        TernOp::Fma => {
            let g = |v| flush(f32::from_raw(v), f.ftz);
            finish(g(a).fma(g(b), g(c)), f)
        }
        TernOp::MadLo => bin(BinOp::Mul, ty, f, a, b)?.wrapping_add(c) & m,
        TernOp::MadHi => bin(BinOp::MulHi, ty, f, a, b)?.wrapping_add(c) & m,
        TernOp::Bfe => {
            let msb = n - 1;
            let (pos, len) = ((b & 0xff) as u32, (c & 0xff) as u32);
            let bit = |i: u32| (a >> i) & 1;
            let sbit = if !signed(ty) || len == 0 {
                0
            } else {
                bit((pos + len - 1).min(msb))
            };
            let mut d = 0u64;
            for i in 0..=msb {
                let v = if i < len && pos + i <= msb {
                    bit(pos + i)
                } else {
                    sbit
                };
                d |= v << i;
            }
            d
        }
        TernOp::ShfL(wrap) | TernOp::ShfR(wrap) => {
            let sh = if wrap { c & 31 } else { c.min(32) } as u32;
            let both = ((b & 0xffff_ffff) << 32) | (a & 0xffff_ffff);
            if matches!(op, TernOp::ShfL(_)) {
                (both << sh) >> 32
            } else {
                (both >> sh) & 0xffff_ffff
            }
        }
        TernOp::Prmt(mode) => integer::prmt(mode, a, b, c),
        TernOp::Dp4a { a_signed, b_signed } => integer::dp4a(a_signed, b_signed, a, b, c),
        TernOp::Dp2a {
            hi,
            a_signed,
            b_signed,
        } => integer::dp2a(hi, a_signed, b_signed, a, b, c),
        TernOp::Mad24 { hi, sat } => integer::mad24(hi, signed(ty), sat, a, b, c),
        TernOp::Fns => integer::fns(a, b, c),
        // PTX ISA 9.7.1.6: d = c + ((a < b) ? b - a : a - b).
        TernOp::Sad => {
            let diff = if signed(ty) {
                sext(a, n).abs_diff(sext(b, n))
            } else {
                (a & m).abs_diff(b & m)
            };
            c.wrapping_add(diff) & m
        }
        TernOp::Lop3(lut) => (0..n).fold(0u64, |d, i| {
            let index = ((a >> i) & 1) << 2 | ((b >> i) & 1) << 1 | ((c >> i) & 1);
            d | ((u64::from(lut) >> index) & 1) << i
        }),
    })
}

/// `lop3.BoolOp.b32`: the `lop3` result `d` and `p = (d != 0) BoolOp q`.
pub(super) fn lop3_pred(
    lut: u8,
    bool_op: BinOp,
    a: u64,
    b: u64,
    c: u64,
    q: u64,
) -> Result<(u64, u64), String> {
    let d = tern(
        TernOp::Lop3(lut),
        ScalarType::B32,
        FFlags::default(),
        a,
        b,
        c,
    )?;
    let p = bin(
        bool_op,
        ScalarType::Pred,
        FFlags::default(),
        u64::from(d != 0),
        q & 1,
    )?;
    Ok((d, p))
}

/// The extended-precision `op` on `ty` values with carry (borrow) in
/// `carry` (0 or 1): the result and the carry (borrow) out. The `mad`
/// forms add `c` to the low or high half of `a * b`.
pub(super) fn carry(
    op: CarryOp,
    ty: ScalarType,
    a: u64,
    b: u64,
    c: u64,
    carry: u64,
) -> Result<(u64, bool), String> {
    let n = ty.bits();
    let m = mask(n);
    let add = |x: u64, y: u64| {
        let sum = u128::from(x & m) + u128::from(y & m) + u128::from(carry & 1);
        ((sum as u64) & m, sum >> n != 0)
    };
    Ok(match op {
        CarryOp::Add => add(a, b),
        CarryOp::Sub => {
            let taken = u128::from(b & m) + u128::from(carry & 1);
            let d = (a & m).wrapping_sub(b & m).wrapping_sub(carry & 1) & m;
            (d, u128::from(a & m) < taken)
        }
        CarryOp::MadLo => add(bin(BinOp::Mul, ty, FFlags::default(), a, b)?, c),
        CarryOp::MadHi => add(bin(BinOp::MulHi, ty, FFlags::default(), a, b)?, c),
    })
}

/// `mul.wide` / `mad.wide`: `ty` is the source type; the result has twice its width.
pub(super) fn wide(ty: ScalarType, a: u64, b: u64, c: u64) -> u64 {
    let n = ty.bits();
    let m2 = mask(2 * n);
    let p = if signed(ty) {
        int_value(ty, a).wrapping_mul(int_value(ty, b)) as u64
    } else {
        (a & mask(n)).wrapping_mul(b & mask(n))
    };
    p.wrapping_add(c) & m2
}

fn cmp_float<F: Fp>(cmp: CmpOp, ftz: bool, a: u64, b: u64) -> Result<bool, String> {
    let (x, y) = (flush(F::from_raw(a), ftz), flush(F::from_raw(b), ftz));
    let u = x.is_nan() || y.is_nan();
    Ok(match cmp {
        CmpOp::Eq => !u && x == y,
        CmpOp::Ne => !u && x != y,
        CmpOp::Lt => !u && x < y,
        CmpOp::Le => !u && x <= y,
        CmpOp::Gt => !u && x > y,
        CmpOp::Ge => !u && x >= y,
        CmpOp::Equ => u || x == y,
        CmpOp::Neu => u || x != y,
        CmpOp::Ltu => u || x < y,
        CmpOp::Leu => u || x <= y,
        CmpOp::Gtu => u || x > y,
        CmpOp::Geu => u || x >= y,
        CmpOp::Num => !u,
        CmpOp::Nan => u,
        other => return Err(format!("comparison {other:?} does not apply to floats")),
    })
}

pub(super) fn compare(
    cmp: CmpOp,
    ty: ScalarType,
    ftz: bool,
    a: u64,
    b: u64,
) -> Result<bool, String> {
    if half_format(ty).is_some() {
        return Ok(packed::compare(cmp, ty, ftz, a, b)?.0);
    }
    if ty.kind() == TypeKind::Float {
        return if is_f64(ty) {
            cmp_float::<f64>(cmp, ftz, a, b)
        } else {
            cmp_float::<f32>(cmp, ftz, a, b)
        };
    }
    let (x, y) = (int_value(ty, a), int_value(ty, b));
    let n = ty.bits();
    let (ux, uy) = (a & mask(n), b & mask(n));
    Ok(match cmp {
        CmpOp::Eq => x == y,
        CmpOp::Ne => x != y,
        CmpOp::Lt => x < y,
        CmpOp::Le => x <= y,
        CmpOp::Gt => x > y,
        CmpOp::Ge => x >= y,
        CmpOp::Lo => ux < uy,
        CmpOp::Ls => ux <= uy,
        CmpOp::Hi => ux > uy,
        CmpOp::Hs => ux >= uy,
        other => return Err(format!("comparison {other:?} does not apply to integers")),
    })
}

/// Each lane's comparison of a `.f16x2`/`.bf16x2` pair (lane 0, lane 1).
pub(super) fn compare_lanes(
    cmp: CmpOp,
    ty: ScalarType,
    ftz: bool,
    a: u64,
    b: u64,
) -> Result<(bool, bool), String> {
    packed::compare(cmp, ty, ftz, a, b)
}

/// The bits `set` writes for "true" in a `dty` destination (per lane for
/// the pair types).
pub(super) fn set_true(dty: ScalarType) -> Result<u64, String> {
    Ok(match dty {
        ScalarType::U32 | ScalarType::S32 => 0xffff_ffff,
        ScalarType::U16 | ScalarType::S16 => 0xffff,
        ScalarType::F32 => Format::F32.one(),
        _ => match half_format(dty) {
            Some(fmt) => fmt.one(),
            None => return Err(format!("set does not write {dty}")),
        },
    })
}

/// The new memory value of `atom.op.ty` on `old` (`c`: the `cas` new value).
pub(super) fn atom(
    op: AtomOp,
    ty: ScalarType,
    ftz: bool,
    old: u64,
    b: u64,
    c: u64,
) -> Result<u64, String> {
    let n = ty.bits();
    let m = mask(n);
    let f = FFlags {
        ftz,
        ..FFlags::default()
    };
    let float = ty.kind() == TypeKind::Float;
    if half_format(ty).is_some() {
        return match op {
            AtomOp::Add => packed::bin(BinOp::Add, ty, FFlags::default(), old, b),
            _ => Err(format!("atom.{} does not take {ty}", op.name())),
        };
    }
    Ok(match op {
        AtomOp::Add if float => bin(BinOp::Add, ty, f, old, b)?,
        AtomOp::Add => old.wrapping_add(b) & m,
        AtomOp::Min | AtomOp::Max if float => {
            return Err("float atom.min/max is not supported".into())
        }
        AtomOp::Min => bin(BinOp::Min, ty, f, old, b)?,
        AtomOp::Max => bin(BinOp::Max, ty, f, old, b)?,
        AtomOp::And => old & b & m,
        AtomOp::Or => (old | b) & m,
        AtomOp::Xor => (old ^ b) & m,
        AtomOp::Exch => b & m,
        AtomOp::Cas => {
            if old & m == b & m {
                c & m
            } else {
                old & m
            }
        }
        AtomOp::Inc => {
            if old & m >= b & m {
                0
            } else {
                old.wrapping_add(1) & m
            }
        }
        AtomOp::Dec => {
            if old & m == 0 || old & m > b & m {
                b & m
            } else {
                (old & m) - 1
            }
        }
    })
}

#[cfg(test)]
mod tests;
