//! `mul`, `fma`, `div`, `rcp` and `sqrt` on `.f64` with any rounding
//! (`.rn .rz .rm .rp`), computed exactly in integers: the PTX ISA's "the
//! infinitely precise result, rounded once" (9.7.3.4 `fma`, 9.7.3.3 `mul`,
//! 9.7.3.8 `div`, 9.7.3.12 `rcp`, 9.7.3.14 `sqrt`), for the directed modes
//! that the f64-plus-tail scheme of `round.rs` cannot reach (an f64
//! product needs 106 bits).
//!
//! ```text
//!   a, b, c ──decode──> (sign, m, e): value = ±m·2^e, m < 2^53
//!   a·b = ±(ma·mb)·2^(ea+eb)   (m < 2^106: a u128)
//!   + c: aligned in one u128 window, bits far below it kept as a sticky bit
//!   a / b: (ma·2^s) / mb, s filling 127 bits; a remainder is a sticky bit
//!   sqrt a: isqrt(ma·2^2k), 2k filling 126 bits; a remainder is a sticky bit
//!   ──round_to_f64(sign, M, E, rnd)──> bits
//! ```
//!
//! Invariants: the sum is formed exactly, or with the addend far below the
//! larger term replaced by a value strictly between the same two multiples
//! of 2^W, where W lies below every rounding boundary of the result (the
//! argument is at [`aligned_sum`]); an exact zero sum is -0 under `.rm`,
//! +0 otherwise, and keeps the sign when both terms are zeros of one sign;
//! overflow gives infinity or the largest finite value as the direction
//! says; NaN gives the canonical NaN. Written from the ISA and IEEE 754,
//! independently of the interpreter (`ir::rounding`, which uses APFloat).

use super::overflow;
use crate::ptx::sim::ops::Rounding;

/// PTX's canonical f64 NaN.
const NAN: u64 = 0x7fff_ffff_ffff_ffff;
const SIGN: u64 = 1 << 63;
const INFINITY: u64 = 0x7ff0_0000_0000_0000;
const MAX_FINITE: u64 = 0x7fef_ffff_ffff_ffff;
/// The exponent of the smallest subnormal's unit: 2^-1074.
const MIN_UNIT: i32 = -1074;
/// Fraction bits of f64.
const FRAC: i32 = 52;

/// A finite value `±m · 2^e`.
#[derive(Copy, Clone, Debug)]
struct Exact {
    negative: bool,
    m: u128,
    e: i32,
}

impl Exact {
    /// The position of the highest set bit, as a power of two (`m != 0`).
    fn top(self) -> i32 {
        self.e + 127 - self.m.leading_zeros() as i32
    }
}

fn is_nan(b: u64) -> bool {
    b & !SIGN > INFINITY
}

fn is_inf(b: u64) -> bool {
    b & !SIGN == INFINITY
}

/// A finite f64's sign, integer significand and exponent.
fn decode(b: u64) -> Exact {
    let biased = ((b >> FRAC) & 0x7ff) as i32;
    let frac = u128::from(b & ((1 << FRAC) - 1));
    let (m, e) = if biased == 0 {
        (frac, MIN_UNIT)
    } else {
        (frac | 1 << FRAC, biased - 1075)
    };
    Exact {
        negative: b & SIGN != 0,
        m,
        e,
    }
}

/// `a * b` (`c == None`) or `a * b + c`, rounded once with `rnd`.
pub(in crate::ptx::sim::eval) fn mul_add(
    rnd: Rounding,
    a: u64,
    b: u64,
    c: Option<u64>,
) -> Result<u64, String> {
    check_rounding(rnd)?;
    let product_negative = (a ^ b) & SIGN != 0;
    let addend = c.unwrap_or(0);
    if is_nan(a) || is_nan(b) || is_nan(addend) {
        return Ok(NAN);
    }
    let zero = |x: u64| x & !SIGN == 0;
    // Infinities: inf * 0 and inf - inf are invalid.
    if is_inf(a) || is_inf(b) {
        if zero(a) || zero(b) {
            return Ok(NAN);
        }
        if c.is_some() && is_inf(addend) && (addend & SIGN != 0) != product_negative {
            return Ok(NAN);
        }
        return Ok(INFINITY | if product_negative { SIGN } else { 0 });
    }
    if c.is_some() && is_inf(addend) {
        return Ok(addend);
    }
    let pa = decode(a);
    let pb = decode(b);
    let product = Exact {
        negative: product_negative,
        m: pa.m * pb.m,
        e: pa.e + pb.e,
    };
    let Some(c) = c else {
        if product.m == 0 {
            return Ok(if product_negative { SIGN } else { 0 });
        }
        return Ok(round_to_f64(product, rnd));
    };
    let addend = decode(c);
    match (product.m == 0, addend.m == 0) {
        // IEEE 754 6.3: zeros of one sign keep it; otherwise +0, but -0
        // when rounding toward minus infinity.
        (true, true) if product.negative == addend.negative => {
            Ok(if product.negative { SIGN } else { 0 })
        }
        (true, true) => Ok(if rnd == Rounding::Rm { SIGN } else { 0 }),
        (true, false) => Ok(c),
        (false, true) => Ok(round_to_f64(product, rnd)),
        (false, false) => match aligned_sum(product, addend) {
            Some(sum) => Ok(round_to_f64(sum, rnd)),
            None => Ok(if rnd == Rounding::Rm { SIGN } else { 0 }),
        },
    }
}

/// The rounding modes of a float result.
fn check_rounding(rnd: Rounding) -> Result<(), String> {
    if matches!(
        rnd,
        Rounding::Rn | Rounding::Rz | Rounding::Rm | Rounding::Rp
    ) {
        Ok(())
    } else {
        Err(format!("rounding {rnd:?} does not apply to a float result"))
    }
}

/// `a / b` rounded once with `rnd` (`rcp` is `1.0 / b`).
///
/// The dividend's significand is shifted up to fill 127 bits, so the
/// integer quotient has at least 74 bits, and the result's rounding unit
/// lies at least 21 bits above its lowest: a non-zero remainder, set as
/// that lowest bit (the quotient is odd then), keeps the value inside the
/// same open interval between rounding boundaries.
pub(in crate::ptx::sim::eval) fn div(rnd: Rounding, a: u64, b: u64) -> Result<u64, String> {
    check_rounding(rnd)?;
    let negative = (a ^ b) & SIGN != 0;
    let sign = if negative { SIGN } else { 0 };
    let zero = |x: u64| x & !SIGN == 0;
    if is_nan(a) || is_nan(b) || (is_inf(a) && is_inf(b)) || (zero(a) && zero(b)) {
        return Ok(NAN);
    }
    if is_inf(a) || zero(b) {
        return Ok(sign | INFINITY);
    }
    if is_inf(b) || zero(a) {
        return Ok(sign);
    }
    let (x, y) = (decode(a), decode(b));
    let shift = x.m.leading_zeros() - 1;
    let n = x.m << shift;
    let (q, r) = (n / y.m, n % y.m);
    Ok(round_to_f64(
        Exact {
            negative,
            m: q | u128::from(r != 0),
            e: x.e - shift as i32 - y.e,
        },
        rnd,
    ))
}

/// The square root of `a` rounded once with `rnd`: a NaN for a negative
/// operand (not -0, which is its own root).
///
/// With the exponent made even, the significand is shifted up by an even
/// count to fill 125 or 126 bits, so the integer root has 63 bits and the
/// result's rounding unit lies 10 bits above its lowest: a non-zero
/// remainder becomes that lowest bit, as in [`div`].
pub(in crate::ptx::sim::eval) fn sqrt(rnd: Rounding, a: u64) -> Result<u64, String> {
    check_rounding(rnd)?;
    if is_nan(a) || (a & SIGN != 0 && a != SIGN) {
        return Ok(NAN);
    }
    if a & !SIGN == 0 || is_inf(a) {
        return Ok(a);
    }
    let x = decode(a);
    let (m, e) = if x.e % 2 != 0 {
        (x.m << 1, x.e - 1)
    } else {
        (x.m, x.e)
    };
    let shift = (m.leading_zeros() - 2) & !1;
    let n = m << shift;
    let root = n.isqrt();
    Ok(round_to_f64(
        Exact {
            negative: false,
            m: root | u128::from(root * root != n),
            e: (e - shift as i32) / 2,
        },
        rnd,
    ))
}

/// Bits below this many places under the larger term's top bit may be
/// folded into a sticky bit (see [`aligned_sum`]); 120 + 2 bits fit a u128.
const WINDOW: i32 = 120;

/// `x + y` (both non-zero, significands below 2^106) as one exact value,
/// or `None` when it is exactly zero.
///
/// Let `big` be the term with the higher top bit, `T` that bit, and
/// `W = T - WINDOW`. `big` has at most 106 bits, so none below W. If the
/// other term, `small`, has bits below W, its top bit is below T - 14, so
/// the sum's top bit is at least T - 1 and its rounding unit (normal or
/// subnormal) at least 2^(T - 54): every rounding boundary (a multiple of
/// half a unit) is a multiple of 2^W. `small`'s bits below W are worth
/// between 0 and 2^W exclusive; replacing them by 2^(W - 1) (a sticky
/// bit) moves the sum within the same open interval between multiples of
/// 2^W, so it rounds the same in every direction.
fn aligned_sum(x: Exact, y: Exact) -> Option<Exact> {
    let (big, mut small) = if x.top() >= y.top() { (x, y) } else { (y, x) };
    let w = big.top() - WINDOW;
    if small.e < w {
        let shift = (w - small.e) as u32;
        let (kept, lost) = if shift >= 128 {
            (0, small.m != 0)
        } else {
            (small.m >> shift, small.m & ((1 << shift) - 1) != 0)
        };
        small = Exact {
            negative: small.negative,
            m: kept << 1 | u128::from(lost),
            e: w - 1,
        };
    }
    let e = big.e.min(small.e);
    let bm = big.m << (big.e - e);
    let sm = small.m << (small.e - e);
    let (negative, m) = if big.negative == small.negative {
        (big.negative, bm + sm)
    } else if bm >= sm {
        (big.negative, bm - sm)
    } else {
        (small.negative, sm - bm)
    };
    (m != 0).then_some(Exact { negative, m, e })
}

/// `±m·2^e` (`m != 0`) rounded to f64 with `rnd`.
fn round_to_f64(x: Exact, rnd: Rounding) -> u64 {
    let sign = if x.negative { SIGN } else { 0 };
    // The result's unit: 53 significant bits, but never below 2^-1074.
    let unit = (x.top() - FRAC).max(MIN_UNIT);
    let (mut q, up) = if unit <= x.e {
        // Exact: the significand shifted up to the unit.
        let shift = (x.e - unit) as u32;
        (x.m << shift, false)
    } else {
        let shift = (unit - x.e) as u32;
        let (q, rest, half) = if shift >= 128 {
            (0, x.m, None)
        } else {
            (
                x.m >> shift,
                x.m & ((1 << shift) - 1),
                Some(1u128 << (shift - 1)),
            )
        };
        // Compare the rest with half a unit (beyond 128 bits, the rest is
        // below half).
        let order = half.map_or(core::cmp::Ordering::Less, |h| rest.cmp(&h));
        let inexact = rest != 0;
        let up = match rnd {
            Rounding::Rz => false,
            Rounding::Rm => x.negative && inexact,
            Rounding::Rp => !x.negative && inexact,
            _ => order.is_gt() || (order.is_eq() && q & 1 == 1),
        };
        (q, up)
    };
    q += u128::from(up);
    // A carry to 2^53 is the next binade's 2^52 units; subnormal and
    // normal encodings line up, so the biased exponent follows from `unit`.
    let mut unit = unit;
    if q == 1 << (FRAC + 1) {
        q >>= 1;
        unit += 1;
    }
    let biased = if q >> FRAC == 0 {
        0
    } else {
        i64::from(unit - MIN_UNIT + 1)
    };
    if biased >= 0x7ff {
        return sign | overflow(INFINITY, MAX_FINITE, x.negative, rnd);
    }
    sign | (biased as u64) << FRAC | (q as u64 & ((1 << FRAC) - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::rounding::cases::CASES;
    use crate::ir::rounding::RoundedOp;
    use crate::ir::Type;

    /// The f64 `mul` and `fma` rows of the shared table, whose expectations
    /// come from an exact model (Python `Fraction`s, the script in
    /// `ir/rounding/cases.rs`), not from the interpreter.
    #[test]
    fn f64_products_match_the_exact_model() {
        let modes = [Rounding::Rn, Rounding::Rz, Rounding::Rm, Rounding::Rp];
        let mut checked = 0;
        for &(op, ty, a, b, c, expected) in CASES {
            let c = match (ty, op) {
                (Type::F64, RoundedOp::Mul) => None,
                (Type::F64, RoundedOp::Fma) => Some(c),
                _ => continue,
            };
            for (rnd, want) in modes.into_iter().zip(expected) {
                let got = mul_add(rnd, a, b, c).unwrap();
                assert_eq!(
                    got, want,
                    "{op:?} {rnd:?} {a:#x} {b:#x} {c:?}: got {got:#x}"
                );
                checked += 1;
            }
        }
        assert!(checked > 100, "only {checked} cases");
    }
}
