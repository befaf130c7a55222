//! Binary floating-point formats narrower than f64 (`.f16`, `.bf16`,
//! `.f32`) as raw bits, and the one rounding every narrowing result goes
//! through: an exactly known value, given as `hi + tail` (`hi` the value
//! rounded to the nearest f64, `tail` the rest, of which only the sign
//! counts), rounded once to a format with `.rn`, `.rz`, `.rm` or `.rp`
//! (IEEE 754 rounding; PTX ISA 9.7.3 "Floating-Point Instructions",
//! rounding modifiers). Also the directed-rounding (`.rz .rm .rp`) forms of
//! `add`, `sub`, `mul` and `fma` on `.f32`, and of `add`/`sub` on `.f64`
//! (`mul` and `fma` on `.f64`: `double.rs`, in integers).
//!
//! ```text
//!   exact value ──two_sum / exact product──> (hi, tail) ──round(fmt, rnd)──> bits
//! ```
//!
//! Invariants: every value of the narrow formats, and every sum or product
//! of two of them, is an f64 or an f64 plus a tail that `two_sum` gives
//! exactly, so one rounding from `(hi, tail)` is the correctly rounded
//! result (no double rounding). Overflow gives infinity or the largest
//! finite value as the rounding direction says; NaN gives the format's
//! canonical NaN (all exponent and fraction bits set).

use super::{FFlags, Rounding};

/// A binary interchange format: fraction bits and exponent bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Format {
    frac: u32,
    exp_bits: u32,
}

impl Format {
    /// IEEE binary16 (`.f16`).
    pub const F16: Format = Format {
        frac: 10,
        exp_bits: 5,
    };
    /// bfloat16 (`.bf16`): f32's exponent, 7 fraction bits.
    pub const BF16: Format = Format {
        frac: 7,
        exp_bits: 8,
    };
    /// IEEE binary32 (`.f32`).
    pub const F32: Format = Format {
        frac: 23,
        exp_bits: 8,
    };

    fn bias(self) -> i32 {
        (1 << (self.exp_bits - 1)) - 1
    }

    /// The exponent of the smallest normal value.
    fn min_exp(self) -> i32 {
        1 - self.bias()
    }

    fn frac_mask(self) -> u64 {
        (1 << self.frac) - 1
    }

    /// The sign bit.
    pub fn sign(self) -> u64 {
        1 << (self.frac + self.exp_bits)
    }

    /// Positive infinity.
    pub fn infinity(self) -> u64 {
        ((1 << self.exp_bits) - 1) << self.frac
    }

    /// The largest finite value.
    pub fn max_finite(self) -> u64 {
        self.infinity() - 1
    }

    /// PTX's canonical NaN: every exponent and fraction bit set.
    pub fn canonical_nan(self) -> u64 {
        self.infinity() | self.frac_mask()
    }

    /// 1.0.
    pub fn one(self) -> u64 {
        (self.bias() as u64) << self.frac
    }

    pub fn is_nan(self, b: u64) -> bool {
        b & (self.sign() - 1) > self.infinity()
    }

    pub fn is_negative(self, b: u64) -> bool {
        b & self.sign() != 0
    }

    fn is_subnormal(self, b: u64) -> bool {
        b & self.infinity() == 0 && b & self.frac_mask() != 0
    }

    /// `.ftz`: a subnormal becomes zero of its sign.
    pub fn flush(self, b: u64, ftz: bool) -> u64 {
        if ftz && self.is_subnormal(b) {
            b & self.sign()
        } else {
            b
        }
    }

    /// The value of bits `b` (the format's width of low bits), exactly.
    pub fn to_f64(self, b: u64) -> f64 {
        let exp = ((b >> self.frac) & ((1 << self.exp_bits) - 1)) as i32;
        let fraction = (b & self.frac_mask()) as f64;
        let frac = self.frac as i32;
        let magnitude = if exp == 0 {
            fraction * pow2(self.min_exp() - frac)
        } else if exp == (1 << self.exp_bits) - 1 {
            if fraction == 0.0 {
                f64::INFINITY
            } else {
                f64::NAN
            }
        } else {
            (pow2(frac) + fraction) * pow2(exp - self.bias() - frac)
        };
        if self.is_negative(b) {
            -magnitude
        } else {
            magnitude
        }
    }

    /// `.sat`: clamps to [0, 1]; NaN gives +0.
    pub fn saturate(self, b: u64) -> u64 {
        if self.is_nan(b) || self.is_negative(b) {
            0
        } else if b > self.one() {
            self.one()
        } else {
            b
        }
    }

    /// What the modifiers do to a result: NaN to the canonical NaN, `.ftz`,
    /// `.sat` (NaN to +0), `.relu` (negative to +0), `.satfinite`
    /// (infinity to the largest finite value of its sign).
    pub fn finish(self, b: u64, f: FFlags) -> u64 {
        if self.is_nan(b) {
            return if f.sat { 0 } else { self.canonical_nan() };
        }
        let b = self.flush(b, f.ftz);
        let b = if f.sat { self.saturate(b) } else { b };
        let b = if f.relu && self.is_negative(b) { 0 } else { b };
        if f.satfinite && b & !self.sign() == self.infinity() {
            (b & self.sign()) | self.max_finite()
        } else {
            b
        }
    }
}

/// 2^k for -1022 <= k <= 1023 (exact).
pub(super) fn pow2(k: i32) -> f64 {
    f64::from_bits(((k.clamp(-1022, 1023) + 1023) as u64) << 52)
}

/// `a + b` as the nearest f64 and the exact rest (Knuth's TwoSum). An
/// overflowing sum has no rest.
pub(super) fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let hi = a + b;
    if !hi.is_finite() {
        return (hi, 0.0);
    }
    let bb = hi - a;
    (hi, (a - (hi - bb)) + (b - bb))
}

/// Where the discarded part of a magnitude lies between two neighbours.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Rest {
    Zero,
    BelowHalf,
    Half,
    AboveHalf,
}

/// `hi + tail` rounded to `fmt` with `rnd` (`.rn .rz .rm .rp`); `tail`
/// is below half an f64 unit of `hi` (only its sign counts).
pub(super) fn round(fmt: Format, hi: f64, tail: f64, rnd: Rounding) -> Result<u64, String> {
    if hi.is_nan() {
        return Ok(fmt.canonical_nan());
    }
    let negative = hi.is_sign_negative();
    let sign = if negative { fmt.sign() } else { 0 };
    let m = hi.abs();
    if m.is_infinite() {
        return Ok(sign | fmt.infinity());
    }
    if m == 0.0 {
        // Sums and products of these formats never underflow f64: an
        // exact zero.
        return Ok(sign);
    }
    // +1: the exact magnitude is a little above `m`; -1: a little below.
    let t = match (tail == 0.0, (tail < 0.0) == negative) {
        (true, _) => 0,
        (false, true) => 1,
        (false, false) => -1,
    };
    let min_exp = fmt.min_exp();
    let e_hi = ((m.to_bits() >> 52) as i32) - 1023;
    let mut exp = e_hi.max(min_exp);
    // Just below a power of two, the spacing is half as large.
    if t < 0 && exp == e_hi && exp > min_exp && m == pow2(e_hi) {
        exp -= 1;
    }
    // `m` in units of the result's spacing: below 2^(frac + 2), exact.
    let scaled = m * pow2(fmt.frac as i32 - exp);
    let mut whole = scaled.floor();
    let rest = scaled - whole;
    let class = if rest == 0.0 {
        match t {
            0 => Rest::Zero,
            1 => Rest::BelowHalf,
            _ => {
                whole -= 1.0;
                Rest::AboveHalf
            }
        }
    } else if rest < 0.5 {
        Rest::BelowHalf
    } else if rest > 0.5 {
        Rest::AboveHalf
    } else {
        match t {
            0 => Rest::Half,
            1 => Rest::AboveHalf,
            _ => Rest::BelowHalf,
        }
    };
    let inexact = class != Rest::Zero;
    let up = match rnd {
        Rounding::Rn => class == Rest::AboveHalf || (class == Rest::Half && whole % 2.0 == 1.0),
        Rounding::Rz => false,
        Rounding::Rm => negative && inexact,
        Rounding::Rp => !negative && inexact,
        other => {
            return Err(format!(
                "rounding {other:?} does not apply to a float result"
            ))
        }
    };
    // Normal and subnormal encodings line up: 2^frac units at the smallest
    // exponent is the smallest normal, 2^(frac + 1) carry into the exponent.
    let bits = (((exp - min_exp) as u64) << fmt.frac) + whole as u64 + u64::from(up);
    if bits >= fmt.infinity() {
        return Ok(sign | overflow(fmt.infinity(), fmt.max_finite(), negative, rnd));
    }
    Ok(sign | bits)
}

/// The magnitude an overflowing result takes: infinity when rounding
/// away from zero in its direction (or to nearest), else the largest
/// finite value.
fn overflow<T>(infinity: T, max: T, negative: bool, rnd: Rounding) -> T {
    let to_infinity = match rnd {
        Rounding::Rm => negative,
        Rounding::Rp => !negative,
        Rounding::Rz => false,
        _ => true,
    };
    if to_infinity {
        infinity
    } else {
        max
    }
}

/// The sign of an exact zero sum `a + b` under `rnd` (IEEE 754 6.3):
/// negative when both operands are -0, or under `.rm` unless both are +0.
fn zero_sum_is_negative(a: f64, b: f64, rnd: Rounding) -> bool {
    let both = |neg: bool| {
        a == 0.0 && b == 0.0 && a.is_sign_negative() == neg && b.is_sign_negative() == neg
    };
    both(true) || (rnd == Rounding::Rm && !both(false))
}

/// `x + y` rounded to `fmt` with `rnd`, exact zeros signed as IEEE says.
pub(super) fn round_sum(fmt: Format, x: f64, y: f64, rnd: Rounding) -> Result<u64, String> {
    let (hi, tail) = two_sum(x, y);
    if hi == 0.0 && tail == 0.0 {
        let neg = zero_sum_is_negative(x, y, rnd);
        return Ok(if neg { fmt.sign() } else { 0 });
    }
    round(fmt, hi, tail, rnd)
}

/// The operation of a directed-rounding float instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Directed {
    Add,
    Sub,
    Mul,
    Fma,
    Div,
    Sqrt,
}

/// `add`/`sub`/`mul`/`fma`/`div`/`sqrt` `.rz/.rm/.rp` on `.f32` bits (`c`:
/// the addend of `fma`; `sqrt` reads `a` only): inputs flushed with
/// `.ftz`, the exact result rounded once, then `.ftz` and `.sat` on the
/// result.
pub(super) fn directed_f32(
    op: Directed,
    rnd: Rounding,
    f: FFlags,
    a: u64,
    b: u64,
    c: u64,
) -> Result<u64, String> {
    let fmt = Format::F32;
    let v = |bits: u64| fmt.to_f64(fmt.flush(bits & 0xffff_ffff, f.ftz));
    let (x, y, z) = (v(a), v(b), v(c));
    // Products of two f32 values are exact in f64.
    let bits = match op {
        Directed::Add => round_sum(fmt, x, y, rnd)?,
        Directed::Sub => round_sum(fmt, x, -y, rnd)?,
        Directed::Mul => round(fmt, x * y, 0.0, rnd)?,
        Directed::Fma => round_sum(fmt, x * y, z, rnd)?,
        Directed::Div => {
            let q = x / y;
            // The quotient's rest has the sign of `x - q·y` over `y`; the
            // residual is exact in one fused step (no f32 quotient's
            // residual is small enough to underflow f64).
            let rest = if q.is_finite() && q != 0.0 {
                (-q).mul_add(y, x) * y.signum()
            } else {
                0.0
            };
            round(fmt, q, rest, rnd)?
        }
        Directed::Sqrt => {
            let r = x.sqrt();
            // The root's rest has the sign of `x - r²`, exact as above.
            let rest = if r.is_finite() && r != 0.0 {
                (-r).mul_add(r, x)
            } else {
                0.0
            };
            round(fmt, r, rest, rnd)?
        }
    };
    Ok(fmt.finish(bits, f))
}

/// `add`/`sub` `.rz/.rm/.rp` on `.f64` bits: the nearest sum moved one
/// step when its exact rest points the other way.
pub(super) fn directed_f64_sum(rnd: Rounding, x: f64, y: f64) -> Result<u64, String> {
    let (hi, tail) = two_sum(x, y);
    if hi.is_nan() {
        return Ok(<f64 as super::Fp>::CANONICAL_NAN);
    }
    if hi.is_infinite() && x.is_finite() && y.is_finite() {
        let negative = hi < 0.0;
        let m = overflow(f64::INFINITY, f64::MAX, negative, rnd);
        return Ok(if negative { -m } else { m }.to_bits());
    }
    if hi == 0.0 && tail == 0.0 {
        let neg = zero_sum_is_negative(x, y, rnd);
        return Ok(if neg { -0.0f64 } else { 0.0f64 }.to_bits());
    }
    let r = match rnd {
        Rounding::Rz if tail != 0.0 && (tail < 0.0) != (hi < 0.0) => {
            if hi > 0.0 {
                hi.next_down()
            } else {
                hi.next_up()
            }
        }
        Rounding::Rm if tail < 0.0 => hi.next_down(),
        Rounding::Rp if tail > 0.0 => hi.next_up(),
        Rounding::Rn | Rounding::Rz | Rounding::Rm | Rounding::Rp => hi,
        other => return Err(format!("rounding {other:?} does not apply to add.f64")),
    };
    Ok(r.to_bits())
}

pub(super) mod double;
#[cfg(test)]
mod tests;
