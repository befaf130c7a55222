//! `cvt` to and from `.f16` (IEEE binary16) and `.bf16` (bfloat16), and
//! `cvt.frnd2.f16x2.f32` / `.bf16x2.f32`, written from the PTX ISA's `cvt`
//! (9.7.9.21) and the IEEE 754 rounding rules, without a half-precision
//! library.
//!
//! Takes raw bits and the `cvt` modifiers; gives the destination's raw
//! bits. Invariants: widening a half value is exact (every one is an
//! f64); narrowing rounds once, from the exact value (integers above 2^53
//! as an f64 and an exact rest), with `.rn` (ties to even), `.rz`, `.rm`
//! or `.rp` (`round::round`); a NaN result is the format's canonical NaN
//! (`0x7fff`). `.ftz` flushes `.f32` subnormal inputs and results;
//! `.sat` clamps to [0, 1] with NaN giving +0; `.relu` makes a negative
//! result +0; `.satfinite` turns an infinite result into the largest
//! finite value of its sign. For `.f16x2`/`.bf16x2`, `a` goes to the
//! upper half and `b` to the lower.

use super::convert::float_to_int;
use super::round::{round, Format};
use super::{flush, int_value, FFlags, Fp, Rounding, ScalarType, TypeKind};

/// The half format of `ty` (`.f16`, `.bf16` and their pairs).
pub(super) fn half_format(ty: ScalarType) -> Option<Format> {
    match ty {
        ScalarType::F16 | ScalarType::F16x2 => Some(Format::F16),
        ScalarType::Bf16 | ScalarType::Bf16x2 => Some(Format::BF16),
        _ => None,
    }
}

/// The source of a conversion as an f64 and the exact rest (non-zero only
/// for 64-bit integers that f64 cannot hold).
fn source(sty: ScalarType, f: FFlags, a: u64) -> Result<(f64, f64), String> {
    if let Some(fmt) = half_format(sty) {
        return Ok((fmt.to_f64(a & 0xffff), 0.0));
    }
    Ok(match sty {
        ScalarType::F32 => (flush(f32::from_raw(a), f.ftz).to_f64(), 0.0),
        ScalarType::F64 => (f64::from_raw(a), 0.0),
        _ if sty.kind() == TypeKind::Float => return Err(format!("cvt from {sty}")),
        _ => {
            let v = int_value(sty, a);
            let hi = v as f64;
            // `hi` is within 2^11 of `v`, so the rest is exact.
            (hi, (v - hi as i128) as f64)
        }
    })
}

/// `cvt.rnd.dty.sty` where `dty` or `sty` is `.f16` or `.bf16`.
pub(super) fn cvt(
    dty: ScalarType,
    sty: ScalarType,
    rnd: Option<Rounding>,
    f: FFlags,
    a: u64,
) -> Result<u64, String> {
    let (mut hi, mut tail) = source(sty, f, a)?;
    if let Some(r) = rnd.filter(|r| r.is_integral()) {
        // Same-size float rounding to an integral value: exact.
        hi = hi.round_mode(r);
        tail = 0.0;
    }
    if let Some(fmt) = half_format(dty) {
        let r = rnd.filter(|r| !r.is_integral()).unwrap_or(Rounding::Rn);
        return Ok(fmt.finish(round(fmt, hi, tail, r)?, f));
    }
    match dty {
        ScalarType::F32 => Ok(super::finish(hi as f32, f)),
        ScalarType::F64 => Ok(super::finish(hi, f)),
        _ if dty.kind() == TypeKind::Float => Err(format!("cvt to {dty}")),
        // A NaN half gives 0 (measured for `cvt.rzi.s32.f16`, gpucheck).
        _ => float_to_int::<f64>(
            dty,
            rnd.unwrap_or(Rounding::Rzi),
            false,
            false,
            hi.to_bits(),
        ),
    }
}

/// `cvt.frnd2{.relu}{.satfinite}.f16x2.f32 d, a, b` (and `.bf16x2`):
/// `a` converted into the upper half, `b` into the lower.
pub(super) fn cvt_pair(
    dty: ScalarType,
    rnd: Rounding,
    f: FFlags,
    a: u64,
    b: u64,
) -> Result<u64, String> {
    let half = match dty {
        ScalarType::F16x2 => ScalarType::F16,
        ScalarType::Bf16x2 => ScalarType::Bf16,
        other => return Err(format!("cvt with two sources does not produce {other}")),
    };
    let hi = cvt(half, ScalarType::F32, Some(rnd), f, a)?;
    let lo = cvt(half, ScalarType::F32, Some(rnd), f, b)?;
    Ok(hi << 16 | lo)
}
