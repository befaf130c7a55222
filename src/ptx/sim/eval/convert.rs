//! `cvt` between integer, `.f32` and `.f64` types (PTX ISA 9.7.9.21);
//! conversions involving the half types are `half`'s.
//!
//! Takes raw bits and the `cvt` modifiers; gives the destination's raw
//! bits. Invariants: int-to-float rounds with `.rn .rz .rm .rp` from the
//! exact integer; float-to-int needs an integral rounding and saturates,
//! a NaN giving what the hardware gives (`nan_to_int`); float-to-float
//! narrowing rounds once from the exact value; `.ftz` flushes `.f32`
//! subnormals, `.sat` clamps floats to [0, 1] and integers to the
//! destination's range.

use super::half::{self, half_format};
use super::{finish, flush, int_range, int_value, is_f64, mask, FFlags, Fp, Rounding};
use crate::ptx::parse::{ScalarType, TypeKind};

/// An integer converted to a float type with rounding `rnd` (.rn .rz .rm .rp).
fn int_to_float<F: Fp>(v: i128, rnd: Rounding) -> Result<u64, String> {
    // `as` rounds to nearest even; the result is integral, so `as i128` is exact.
    let near = F::from_int(v);
    let back = near.to_f64() as i128;
    let adjusted = match rnd {
        Rounding::Rn => near,
        Rounding::Rz if back.abs() > v.abs() => near.next_toward(v < 0),
        Rounding::Rm if back > v => near.next_toward(false),
        Rounding::Rp if back < v => near.next_toward(true),
        Rounding::Rz | Rounding::Rm | Rounding::Rp => near,
        other => {
            return Err(format!(
                "rounding {other:?} does not apply to int-to-float cvt"
            ))
        }
    };
    Ok(adjusted.raw())
}

/// The raw float `a` of type `F` converted to integer type `dty`
/// (`half.rs` passes half types widened to `f64`); `from_f64`: the
/// source is `.f64`, which decides what a NaN gives (`nan_to_int`).
pub(super) fn float_to_int<F: Fp>(
    dty: ScalarType,
    rnd: Rounding,
    ftz: bool,
    from_f64: bool,
    a: u64,
) -> Result<u64, String> {
    let x = flush(F::from_raw(a), ftz).to_f64();
    if x.is_nan() {
        return Ok(nan_to_int(dty.bits(), from_f64));
    }
    let r = match rnd {
        Rounding::Rni => x.round_ties_even(),
        Rounding::Rzi => x.trunc(),
        Rounding::Rmi => x.floor(),
        Rounding::Rpi => x.ceil(),
        other => {
            return Err(format!(
                "float-to-int cvt needs .rni/.rzi/.rmi/.rpi, not {other:?}"
            ))
        }
    };
    // `as` saturates.
    let (lo, hi) = int_range(dty);
    Ok(((r as i128).clamp(lo, hi) as u64) & mask(dty.bits()))
}

/// The bits a NaN converts to in an integer of `bits` bits: 0 from `.f32`
/// (or a half type) to 32 bits or fewer; from `.f64` (`from_f64`), or to
/// 64 bits, the bits of the smallest signed value (`0x80..0`, for
/// unsigned types too). Measured on an NVIDIA H200 for every `cvt.rzi`
/// width from `.f32` and `.f64` (src/ptx/testdata/gpucheck); the PTX ISA
/// leaves it unsaid. The IR's `fcvt_to_sint_rzi`/`fcvt_to_uint_rzi` fold
/// through it.
pub(crate) fn nan_to_int(bits: u32, from_f64: bool) -> u64 {
    if from_f64 || bits == 64 {
        1 << (bits - 1)
    } else {
        0
    }
}

fn float_to_float(
    dty: ScalarType,
    sty: ScalarType,
    rnd: Option<Rounding>,
    f: FFlags,
    a: u64,
) -> Result<u64, String> {
    let x = if is_f64(sty) {
        flush(f64::from_raw(a), f.ftz)
    } else {
        flush(f32::from_raw(a), f.ftz).to_f64()
    };
    let x = match rnd {
        Some(r) if r.is_integral() => x.round_mode(r),
        _ => x,
    };
    if is_f64(dty) {
        return Ok(finish(x, f));
    }
    let near = x as f32;
    let back = near as f64;
    let r = match rnd {
        Some(Rounding::Rz) if back.abs() > x.abs() => near.next_toward(x < 0.0),
        Some(Rounding::Rm) if back > x => near.next_down(),
        Some(Rounding::Rp) if back < x => near.next_up(),
        _ => near,
    };
    Ok(finish(r, f))
}

/// `cvt.frnd2.f16x2.f32 d, a, b` / `.bf16x2`: see `half::cvt_pair`.
pub(in crate::ptx::sim) fn cvt_pair(
    dty: ScalarType,
    rnd: Rounding,
    f: FFlags,
    a: u64,
    b: u64,
) -> Result<u64, String> {
    half::cvt_pair(dty, rnd, f, a, b)
}

/// `cvt.rnd.dty.sty`: the source is the low `sty` bits of `a`.
pub(in crate::ptx::sim) fn cvt(
    dty: ScalarType,
    sty: ScalarType,
    rnd: Option<Rounding>,
    f: FFlags,
    a: u64,
) -> Result<u64, String> {
    if half_format(dty).is_some() || half_format(sty).is_some() {
        return half::cvt(dty, sty, rnd, f, a);
    }
    let (df, sf) = (dty.kind() == TypeKind::Float, sty.kind() == TypeKind::Float);
    match (df, sf) {
        (false, false) => {
            let v = int_value(sty, a);
            let v = if f.sat {
                let (lo, hi) = int_range(dty);
                v.clamp(lo, hi)
            } else {
                v
            };
            Ok(v as u64 & mask(dty.bits()))
        }
        (true, false) => {
            let v = int_value(sty, a);
            let rnd = rnd.unwrap_or(Rounding::Rn);
            let bits = if is_f64(dty) {
                int_to_float::<f64>(v, rnd)?
            } else {
                int_to_float::<f32>(v, rnd)?
            };
            Ok(if is_f64(dty) {
                finish(f64::from_raw(bits), f)
            } else {
                finish(f32::from_raw(bits), f)
            })
        }
        (false, true) => {
            let rnd = rnd.unwrap_or(Rounding::Rzi);
            if is_f64(sty) {
                float_to_int::<f64>(dty, rnd, f.ftz, true, a)
            } else {
                float_to_int::<f32>(dty, rnd, f.ftz, false, a)
            }
        }
        (true, true) => float_to_float(dty, sty, rnd, f, a),
    }
}
