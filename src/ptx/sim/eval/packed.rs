//! Half-precision arithmetic (PTX ISA 9.7.4 "Half Precision
//! Floating-Point Instructions", 9.7.7 "Half Precision Comparison
//! Instructions"): `add`, `sub`, `mul`, `fma`, `neg`, `abs`, `min`, `max`,
//! `ex2`, `tanh` and comparisons on `.f16` and `.bf16`, and lane by lane
//! on `.f16x2` and `.bf16x2` (lane 0 in bits 0..16, lane 1 in bits 16..32).
//!
//! Takes raw bits and the float modifiers; gives raw bits. Invariants:
//! results are rounded once from the exact value (`round`), `.rn` only as
//! the ISA allows; `.ftz` (`.f16` only) flushes subnormal inputs and
//! results; `.sat` clamps to [0, 1] with NaN giving +0; `.relu` (`fma`)
//! makes negative results +0; NaN results are the canonical NaN `0x7fff`
//! ("an unspecified NaN" in the ISA). `neg` and `abs` change only the sign
//! bit. Approximate `ex2` and `tanh` are the f64 function rounded to the
//! format (as the simulator computes every `.approx` instruction).

use super::half::half_format;
use super::round::{round, round_sum, Format};
use super::{BinOp, CmpOp, FFlags, Rounding, ScalarType, TernOp, UnOp};

/// The lanes of `ty`: its format and how many 16-bit lanes it has.
fn lanes(ty: ScalarType) -> Result<(Format, u32), String> {
    let fmt = half_format(ty).ok_or_else(|| format!("{ty} is not a half-precision type"))?;
    let n = if matches!(ty, ScalarType::F16x2 | ScalarType::Bf16x2) {
        2
    } else {
        1
    };
    Ok((fmt, n))
}

/// Lane `i` of `v`.
fn lane(v: u64, i: u32) -> u64 {
    (v >> (16 * i)) & 0xffff
}

/// `op` applied to each lane of `a`, `b`, `c`, packed again.
fn per_lane(
    ty: ScalarType,
    a: u64,
    b: u64,
    c: u64,
    op: impl Fn(Format, u64, u64, u64) -> Result<u64, String>,
) -> Result<u64, String> {
    let (fmt, n) = lanes(ty)?;
    let mut d = 0;
    for i in 0..n {
        d |= (op(fmt, lane(a, i), lane(b, i), lane(c, i))? & 0xffff) << (16 * i);
    }
    Ok(d)
}

/// `min`/`max` of two lanes (9.7.4.7/8): a NaN operand gives the other
/// (both NaN, or either with `.NaN`: the canonical NaN); -0 orders below
/// +0; `.xorsign.abs` compares magnitudes and gives the result the XOR of
/// the operands' signs.
pub(super) fn min_max(fmt: Format, f: FFlags, max: bool, a: u64, b: u64) -> u64 {
    let (mut a, mut b) = (fmt.flush(a, f.ftz), fmt.flush(b, f.ftz));
    let xor_sign = (a ^ b) & fmt.sign();
    if f.xorsign_abs {
        a &= !fmt.sign();
        b &= !fmt.sign();
    }
    let (a_nan, b_nan) = (fmt.is_nan(a), fmt.is_nan(b));
    let d = match (a_nan, b_nan) {
        (true, true) => return fmt.canonical_nan(),
        _ if f.nan && (a_nan || b_nan) => return fmt.canonical_nan(),
        (true, false) => b,
        (false, true) => a,
        _ => {
            let (x, y) = (fmt.to_f64(a), fmt.to_f64(b));
            let a_below = x < y || (x == y && fmt.is_negative(a));
            if a_below != max {
                a
            } else {
                b
            }
        }
    };
    if f.xorsign_abs {
        (d & !fmt.sign()) | xor_sign
    } else {
        d
    }
}

/// `add`, `sub`, `mul`, `min`, `max` on a half type.
pub(super) fn bin(op: BinOp, ty: ScalarType, f: FFlags, a: u64, b: u64) -> Result<u64, String> {
    let rnd = f.rnd.unwrap_or(Rounding::Rn);
    per_lane(ty, a, b, 0, |fmt, a, b, _| {
        let (x, y) = (
            fmt.to_f64(fmt.flush(a, f.ftz)),
            fmt.to_f64(fmt.flush(b, f.ftz)),
        );
        // Sums go through two_sum; products of two half values are exact.
        let r = match op {
            BinOp::Add => round_sum(fmt, x, y, rnd)?,
            BinOp::Sub => round_sum(fmt, x, -y, rnd)?,
            BinOp::Mul => round(fmt, x * y, 0.0, rnd)?,
            BinOp::Min | BinOp::Max => return Ok(min_max(fmt, f, op == BinOp::Max, a, b)),
            other => return Err(format!("{other:?} does not take {ty}")),
        };
        Ok(fmt.finish(r, f))
    })
}

/// `fma` on a half type: `a * b + c` rounded once.
pub(super) fn tern(
    op: TernOp,
    ty: ScalarType,
    f: FFlags,
    a: u64,
    b: u64,
    c: u64,
) -> Result<u64, String> {
    if op != TernOp::Fma {
        return Err(format!("{op:?} does not take {ty}"));
    }
    let rnd = f.rnd.unwrap_or(Rounding::Rn);
    per_lane(ty, a, b, c, |fmt, a, b, c| {
        let v = |x: u64| fmt.to_f64(fmt.flush(x, f.ftz));
        Ok(fmt.finish(round_sum(fmt, v(a) * v(b), v(c), rnd)?, f))
    })
}

/// `neg`, `abs`, `ex2`, `tanh` on a half type.
pub(super) fn un(op: UnOp, ty: ScalarType, f: FFlags, a: u64) -> Result<u64, String> {
    per_lane(ty, a, 0, 0, |fmt, a, _, _| {
        let a = fmt.flush(a, f.ftz);
        let via = |g: fn(f64) -> f64| -> Result<u64, String> {
            Ok(fmt.finish(round(fmt, g(fmt.to_f64(a)), 0.0, Rounding::Rn)?, f))
        };
        match op {
            UnOp::Neg => Ok(a ^ fmt.sign()),
            UnOp::Abs => Ok(a & !fmt.sign()),
            UnOp::Ex2 => via(f64::exp2),
            UnOp::Tanh => via(f64::tanh),
            other => Err(format!("{other:?} does not take {ty}")),
        }
    })
}

/// A comparison of each lane (9.7.7): lane 0's result, and lane 1's (the
/// same as lane 0's for a scalar type).
pub(super) fn compare(
    cmp: CmpOp,
    ty: ScalarType,
    ftz: bool,
    a: u64,
    b: u64,
) -> Result<(bool, bool), String> {
    let (fmt, n) = lanes(ty)?;
    let one = |i: u32| {
        let v = |x: u64| fmt.to_f64(fmt.flush(lane(x, i), ftz)).to_bits();
        super::cmp_float::<f64>(cmp, false, v(a), v(b))
    };
    let t0 = one(0)?;
    let t1 = if n == 2 { one(1)? } else { t0 };
    Ok((t0, t1))
}
