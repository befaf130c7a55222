//! `cvt` to and from `.f16` (IEEE 754 binary16: 1 sign bit, 5 exponent
//! bits with bias 15, 10 fraction bits), written from the PTX ISA's `cvt`
//! and the IEEE 754 rounding rules, without a half-precision library.
//!
//! Takes raw bits and the `cvt` modifiers; gives the destination's raw
//! bits. Invariants: widening an `.f16` is exact (every binary16 value is
//! an f64); narrowing rounds once, from the exact f64 value, with `.rn`
//! (ties to even), `.rz`, `.rm` or `.rp`; overflow gives infinity or the
//! largest finite value as the rounding direction says; a NaN result is
//! the canonical `.f16` NaN `0x7fff`. `.ftz` flushes `.f32` subnormal
//! inputs (binary16 results keep their subnormals, and widened binary16
//! values are never f32 subnormals); `.sat` clamps the result to [0, 1]
//! with NaN giving +0.

use super::{float_to_int, flush, int_value, FFlags, Fp, Rounding, ScalarType, TypeKind};

/// PTX's canonical `.f16` NaN.
pub(super) const F16_CANONICAL_NAN: u64 = 0x7fff;
const F16_SIGN: u64 = 0x8000;
const F16_INFINITY: u64 = 0x7c00;
/// The largest finite binary16 value, 65504.
const F16_MAX_FINITE: u64 = 0x7bff;
/// 1.0 in binary16.
const F16_ONE: u64 = 0x3c00;
/// Fraction bits of binary16.
const F16_FRACTION_BITS: i32 = 10;
/// The exponent of the smallest normal binary16 value (2^-14).
const F16_MIN_EXPONENT: i32 = -14;

/// The value of binary16 bits `h` (low 16 bits), exactly.
pub(super) fn f16_to_f64(h: u64) -> f64 {
    let exp = ((h >> 10) & 0x1f) as i32;
    let frac = (h & 0x3ff) as f64;
    let magnitude = match exp {
        0 => frac * pow2(F16_MIN_EXPONENT - F16_FRACTION_BITS),
        0x1f if frac == 0.0 => f64::INFINITY,
        0x1f => f64::NAN,
        _ => (1024.0 + frac) * pow2(exp - 15 - F16_FRACTION_BITS),
    };
    if h & F16_SIGN != 0 {
        -magnitude
    } else {
        magnitude
    }
}

/// 2^k for -1022 <= k <= 1023 (exact).
fn pow2(k: i32) -> f64 {
    f64::from_bits(((k.clamp(-1022, 1023) + 1023) as u64) << 52)
}

/// `x` rounded to binary16 with `rnd` (`.rn`, `.rz`, `.rm`, `.rp`).
pub(super) fn f64_to_f16(x: f64, rnd: Rounding) -> Result<u64, String> {
    if x.is_nan() {
        return Ok(F16_CANONICAL_NAN);
    }
    let negative = x.is_sign_negative();
    let sign = if negative { F16_SIGN } else { 0 };
    let a = x.abs();
    if a.is_infinite() {
        return Ok(sign | F16_INFINITY);
    }
    if a == 0.0 {
        return Ok(sign);
    }
    // The exponent of `a` (f64 subnormals are far below binary16's range),
    // at least that of the subnormals, whose spacing is 2^-24.
    let exp = (((a.to_bits() >> 52) as i32) - 1023).max(F16_MIN_EXPONENT);
    // `a` in units of the result's spacing: below 2^11, so its fraction
    // is exact in f64.
    let scaled = a * pow2(F16_FRACTION_BITS - exp);
    let whole = scaled.floor();
    let rest = scaled - whole;
    let up = match rnd {
        Rounding::Rn => rest > 0.5 || (rest == 0.5 && whole % 2.0 == 1.0),
        Rounding::Rz => false,
        Rounding::Rm => negative && rest > 0.0,
        Rounding::Rp => !negative && rest > 0.0,
        other => {
            return Err(format!(
                "rounding {other:?} does not apply to an .f16 result"
            ))
        }
    };
    let units = whole as i64 + i64::from(up);
    // Normal and subnormal encodings line up: 1024 units at the smallest
    // exponent is the smallest normal, 2048 units carry into the exponent.
    let bits = (((exp - F16_MIN_EXPONENT) as i64) << F16_FRACTION_BITS) + units;
    if bits >= F16_INFINITY as i64 {
        let to_infinity = match rnd {
            Rounding::Rn => true,
            Rounding::Rm => negative,
            Rounding::Rp => !negative,
            _ => false,
        };
        return Ok(sign
            | if to_infinity {
                F16_INFINITY
            } else {
                F16_MAX_FINITE
            });
    }
    Ok(sign | bits as u64)
}

/// `.sat` on binary16 bits: [0, 1], NaN giving +0.
fn saturate(h: u64) -> u64 {
    let is_nan = h & 0x7c00 == 0x7c00 && h & 0x3ff != 0;
    if is_nan || h & F16_SIGN != 0 || h == 0 {
        0
    } else if h > F16_ONE {
        F16_ONE
    } else {
        h
    }
}

/// `cvt.rnd.dty.sty` where `dty` or `sty` is `.f16`.
pub(super) fn cvt(
    dty: ScalarType,
    sty: ScalarType,
    rnd: Option<Rounding>,
    f: FFlags,
    a: u64,
) -> Result<u64, String> {
    let source = match sty {
        ScalarType::F16 => f16_to_f64(a),
        ScalarType::F32 => flush(f32::from_raw(a), f.ftz).to_f64(),
        ScalarType::F64 => f64::from_raw(a),
        _ if sty.kind() == TypeKind::Float => return Err(format!("cvt from {sty}")),
        // Integers above 2^53 are rounded here, but they are far beyond
        // binary16's range, where every rounding direction gives the same.
        _ => int_value(sty, a) as f64,
    };
    let source = match rnd {
        Some(r) if r.is_integral() => source.round_mode(r),
        _ => source,
    };
    match dty {
        ScalarType::F16 => {
            let r = match rnd {
                Some(r) if !r.is_integral() => r,
                _ => Rounding::Rn,
            };
            let h = f64_to_f16(source, r)?;
            Ok(if f.sat { saturate(h) } else { h })
        }
        ScalarType::F32 => Ok(super::finish(source as f32, f)),
        ScalarType::F64 => Ok(super::finish(source, f)),
        _ if dty.kind() == TypeKind::Float => Err(format!("cvt to {dty}")),
        _ => float_to_int::<f64>(dty, rnd.unwrap_or(Rounding::Rzi), false, source.to_bits()),
    }
}
