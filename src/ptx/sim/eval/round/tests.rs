//! Rounding to the narrow formats and directed-rounding arithmetic,
//! against an independent model: Python's `fractions.Fraction` for the
//! exact value, and numpy's float16 / float32 `nextafter` neighbours (or,
//! for bfloat16, the bit-level rounding of f32 bits), as each test says.

use super::super::{cvt, FFlags, ScalarType};
use super::*;
use ScalarType::*;

const RN: Option<Rounding> = Some(Rounding::Rn);

fn cvt16(dty: ScalarType, rnd: Rounding, f32_bits: u64) -> u64 {
    cvt(dty, F32, Some(rnd), FFlags::default(), f32_bits).unwrap()
}

/// `cvt.{rn,rz,rm,rp}.f16.f32`. Model: the f32 value as a Fraction, its
/// float16 neighbours from `np.float16(float(x))` and `np.nextafter`.
#[test]
fn f32_to_f16_in_every_direction() {
    let modes = [Rounding::Rn, Rounding::Rz, Rounding::Rm, Rounding::Rp];
    // (f32 bits, [rn, rz, rm, rp])
    let cases: [(u64, [u64; 4]); 6] = [
        (0x3eaa_aaab, [0x3555, 0x3555, 0x3555, 0x3556]), // 1/3
        (0xbeaa_aaab, [0xb555, 0xb555, 0xb556, 0xb555]), // -1/3
        (0x477f_f000, [0x7c00, 0x7bff, 0x7bff, 0x7c00]), // 65520: overflow
        (0x322b_cc77, [0x0000, 0x0000, 0x0000, 0x0001]), // 1e-8: below the subnormals
        (0x3300_0000, [0x0000, 0x0000, 0x0000, 0x0001]), // 2^-25: a tie, to even 0
        (0x33c0_0000, [0x0002, 0x0001, 0x0001, 0x0002]), // 3 * 2^-25: a tie, to even 2
    ];
    for (x, expected) in cases {
        for (rnd, e) in modes.iter().zip(expected) {
            assert_eq!(cvt16(F16, *rnd, x), e, "{x:#x} {rnd:?}");
        }
    }
    // NaN to the canonical NaN, -0 kept.
    assert_eq!(cvt16(F16, Rounding::Rn, 0x7fc0_0001), 0x7fff);
    assert_eq!(cvt16(F16, Rounding::Rz, 0x8000_0000), 0x8000);
}

/// One rounding from the exact source: 1 + 2^-11 + 2^-40 (an f64) lies
/// just above a binary16 midpoint. Python: `np.float16(x)` gives 0x3c01,
/// while rounding through f32 first (`np.float16(np.float32(x))`) gives
/// 0x3c00. A 64-bit integer above 2^53 likewise: 2^60 + 2^52 + 1 rounds up
/// to 2^60 + 2^53 = bfloat16 0x5d81, while `float(v)` alone is the
/// midpoint 2^60 + 2^52.
#[test]
fn no_double_rounding() {
    let x = 1.0f64 + 2f64.powi(-11) + 2f64.powi(-40);
    assert_eq!(
        cvt(F16, F64, RN, FFlags::default(), x.to_bits()),
        Ok(0x3c01)
    );
    let v = (1u64 << 60) + (1 << 52) + 1;
    assert_eq!(cvt(Bf16, U64, RN, FFlags::default(), v), Ok(0x5d81));
    assert_eq!(
        cvt(Bf16, U64, Some(Rounding::Rz), FFlags::default(), v),
        Ok(0x5d80)
    );
}

/// `cvt.rn/.rz.bf16.f32`: model `(b + 0x7fff + ((b >> 16) & 1)) >> 16`
/// (round to nearest even on the f32 bits) and `b >> 16` (truncation);
/// `cvt.f32.bf16` is exact (`b << 16`).
#[test]
fn bf16_conversions() {
    for (x, rn, rz) in [
        (0x3eaa_aaabu64, 0x3eab, 0x3eaa),
        (0xbeaa_aaab, 0xbeab, 0xbeaa),
        (0x4049_0fd0, 0x4049, 0x4049),
        (0x0001_16c2, 0x0001, 0x0001),
    ] {
        assert_eq!(cvt16(Bf16, Rounding::Rn, x), rn, "{x:#x}");
        assert_eq!(cvt16(Bf16, Rounding::Rz, x), rz, "{x:#x}");
    }
    assert_eq!(
        cvt(F32, Bf16, None, FFlags::default(), 0xbeab),
        Ok(0xbeab_0000)
    );
    // bf16 -> f16: 1/3 (0x3eab = 0.333984375) to binary16 nearest 0x3558
    // (Python: hex(np.float16(0.333984375).view(np.uint16)) == 0x3558).
    assert_eq!(cvt(F16, Bf16, RN, FFlags::default(), 0x3eab), Ok(0x3558));
    // bf16 -> s32 with .rzi: -2.5 (0xc020) -> -2.
    assert_eq!(
        cvt(S32, Bf16, Some(Rounding::Rzi), FFlags::default(), 0xc020),
        Ok(0xffff_fffe)
    );
}

/// `.relu` (negative to +0, NaN to the canonical NaN) and `.satfinite`
/// (infinity to the largest finite value, PTX ISA 9.7.9.21).
#[test]
fn relu_and_satfinite() {
    let relu = FFlags {
        relu: true,
        ..FFlags::default()
    };
    let satfinite = FFlags {
        satfinite: true,
        ..FFlags::default()
    };
    // -2.5f -> +0; 2.5f -> 0x4100; NaN -> 0x7fff.
    assert_eq!(cvt(F16, F32, RN, relu, 0xc020_0000), Ok(0));
    assert_eq!(cvt(F16, F32, RN, relu, 0x4020_0000), Ok(0x4100));
    assert_eq!(cvt(F16, F32, RN, relu, 0x7fc0_0000), Ok(0x7fff));
    // 1e6f overflows binary16: 0x7bff (65504), -inf -> 0xfbff, NaN stays NaN.
    assert_eq!(cvt(F16, F32, RN, satfinite, 0x4974_2400), Ok(0x7bff));
    assert_eq!(cvt(F16, F32, RN, satfinite, 0xff80_0000), Ok(0xfbff));
    assert_eq!(cvt(F16, F32, RN, satfinite, 0x7fc0_0000), Ok(0x7fff));
    // bf16: f32::MAX rounds up to infinity in bf16 (0x7f80); satfinite 0x7f7f.
    assert_eq!(
        cvt(Bf16, F32, RN, FFlags::default(), 0x7f7f_ffff),
        Ok(0x7f80)
    );
    assert_eq!(cvt(Bf16, F32, RN, satfinite, 0x7f7f_ffff), Ok(0x7f7f));
}

/// `add/mul/fma.{rz,rm,rp}.f32`. Model: the exact Fraction of the
/// operands' f32 values, neighbours from `np.float32` and `np.nextafter`.
#[test]
fn directed_f32_arithmetic() {
    let f = FFlags::default();
    let d = |op, rnd, a, b, c| directed_f32(op, rnd, f, a, b, c).unwrap();
    let tiny = 0x3080_0000; // 2^-30
                            // 1 + 2^-30: rz, rm 1.0; rp the next float.
    assert_eq!(
        d(Directed::Add, Rounding::Rz, 0x3f80_0000, tiny, 0),
        0x3f80_0000
    );
    assert_eq!(
        d(Directed::Add, Rounding::Rm, 0x3f80_0000, tiny, 0),
        0x3f80_0000
    );
    assert_eq!(
        d(Directed::Add, Rounding::Rp, 0x3f80_0000, tiny, 0),
        0x3f80_0001
    );
    // -1 - 2^-30 = (-1) - (2^-30): rz -1, rm the next below, rp -1.
    assert_eq!(
        d(Directed::Sub, Rounding::Rz, 0xbf80_0000, tiny, 0),
        0xbf80_0000
    );
    assert_eq!(
        d(Directed::Sub, Rounding::Rm, 0xbf80_0000, tiny, 0),
        0xbf80_0001
    );
    assert_eq!(
        d(Directed::Sub, Rounding::Rp, 0xbf80_0000, tiny, 0),
        0xbf80_0000
    );
    // 0x3eaaaaab * 3 (a little above 1): rz/rm 1.0, rp 0x3f800001.
    assert_eq!(
        d(Directed::Mul, Rounding::Rz, 0x3eaa_aaab, 0x4040_0000, 0),
        0x3f80_0000
    );
    assert_eq!(
        d(Directed::Mul, Rounding::Rp, 0x3eaa_aaab, 0x4040_0000, 0),
        0x3f80_0001
    );
    // (1 + 2^-23)^2 - 1 = 2^-22 + 2^-46: rz 0x34800000, rp 0x34800001.
    let a = 0x3f80_0001;
    assert_eq!(
        d(Directed::Fma, Rounding::Rz, a, a, 0xbf80_0000),
        0x3480_0000
    );
    assert_eq!(
        d(Directed::Fma, Rounding::Rp, a, a, 0xbf80_0000),
        0x3480_0001
    );
    // Negated: -(2^-22 + 2^-46): rm away from zero, rp toward it.
    assert_eq!(
        d(Directed::Fma, Rounding::Rm, a, 0xbf80_0001, 0x3f80_0000),
        0xb480_0001
    );
    assert_eq!(
        d(Directed::Fma, Rounding::Rp, a, 0xbf80_0001, 0x3f80_0000),
        0xb480_0000
    );
    // x - x is +0, but -0 under .rm (IEEE 754 6.3).
    assert_eq!(d(Directed::Sub, Rounding::Rz, a, a, 0), 0);
    assert_eq!(d(Directed::Sub, Rounding::Rm, a, a, 0), 0x8000_0000);
    // Overflow: MAX + MAX is MAX toward zero, infinity upward.
    let max = 0x7f7f_ffff;
    assert_eq!(d(Directed::Add, Rounding::Rz, max, max, 0), max);
    assert_eq!(d(Directed::Add, Rounding::Rp, max, max, 0), 0x7f80_0000);
    assert_eq!(d(Directed::Add, Rounding::Rm, max, max, 0), max);
    // NaN in, canonical NaN out.
    assert_eq!(
        d(Directed::Mul, Rounding::Rz, 0x7fc0_0001, a, 0),
        0x7fff_ffff
    );
}

/// `sub.{rz,rm,rp}.f64` (libdevice's `__dsub_r*`): 1 - 2^-60. Python:
/// `math.nextafter(1.0, 0)` is 0x3fefffffffffffff.
#[test]
fn directed_f64_sums() {
    let x = 2f64.powi(-60);
    let sub = |rnd| directed_f64_sum(rnd, 1.0, -x).unwrap();
    assert_eq!(sub(Rounding::Rz), 0x3fef_ffff_ffff_ffff);
    assert_eq!(sub(Rounding::Rm), 0x3fef_ffff_ffff_ffff);
    assert_eq!(sub(Rounding::Rp), 0x3ff0_0000_0000_0000);
    assert_eq!(sub(Rounding::Rn), 0x3ff0_0000_0000_0000);
    assert_eq!(
        directed_f64_sum(Rounding::Rz, f64::MAX, f64::MAX),
        Ok(f64::MAX.to_bits())
    );
    assert_eq!(
        directed_f64_sum(Rounding::Rm, -f64::MAX, -f64::MAX),
        Ok(f64::NEG_INFINITY.to_bits())
    );
    assert_eq!(
        directed_f64_sum(Rounding::Rm, 1.5, -1.5),
        Ok((-0.0f64).to_bits())
    );
}

/// The formats' constants and exact widening.
#[test]
fn formats() {
    assert_eq!(Format::F16.canonical_nan(), 0x7fff);
    assert_eq!(Format::BF16.canonical_nan(), 0x7fff);
    assert_eq!(Format::F32.canonical_nan(), 0x7fff_ffff);
    assert_eq!(Format::F16.one(), 0x3c00);
    assert_eq!(Format::BF16.one(), 0x3f80);
    assert_eq!(Format::F16.max_finite(), 0x7bff);
    // The smallest binary16 subnormal is 2^-24, bfloat16's 2^-133.
    assert_eq!(Format::F16.to_f64(1), 2f64.powi(-24));
    assert_eq!(Format::BF16.to_f64(0x8001), -(2f64.powi(-133)));
    assert!(Format::F16.to_f64(0x7c01).is_nan());
    assert_eq!(Format::F16.to_f64(0xfc00), f64::NEG_INFINITY);
}

/// `div`, `rcp` and `sqrt` `.rn .rz .rm .rp` on `.f32` and `.f64`, and
/// `cvt` to float in every direction, against the rows of the shared
/// table (`ir/rounding/cases.rs`), whose expectations come from an exact
/// model (Python `Fraction`s), not from the interpreter.
#[test]
fn division_roots_and_conversions_match_the_exact_model() {
    use super::super::{bin, un, BinOp, UnOp};
    use crate::ir::rounding::cases::{Convert, CASES, CONVERSIONS};
    use crate::ir::rounding::RoundedOp;
    use crate::ir::Type;
    let modes = [Rounding::Rn, Rounding::Rz, Rounding::Rm, Rounding::Rp];
    let ptx_ty = |t: Type| match t {
        Type::F32 => F32,
        Type::F64 => F64,
        Type::I32 => S32,
        _ => S64,
    };
    let mut checked = 0;
    for &(op, ty, a, b, _, expected) in CASES {
        for (rnd, want) in modes.into_iter().zip(expected) {
            let f = FFlags {
                rnd: Some(rnd),
                ..FFlags::default()
            };
            let one = if ty == Type::F32 {
                u64::from(1f32.to_bits())
            } else {
                1f64.to_bits()
            };
            let got = match op {
                RoundedOp::Div => {
                    if a == one {
                        assert_eq!(
                            un(UnOp::Rcp, ptx_ty(ty), f, b),
                            Ok(want),
                            "rcp {rnd:?} {b:#x}"
                        );
                    }
                    bin(BinOp::Div, ptx_ty(ty), f, a, b)
                }
                RoundedOp::Sqrt => un(UnOp::Sqrt, ptx_ty(ty), f, a),
                _ => continue,
            };
            assert_eq!(got, Ok(want), "{op:?} {rnd:?} {a:#x} {b:#x}");
            checked += 1;
        }
    }
    for &(kind, from, to, bits, expected) in CONVERSIONS {
        let sty = match kind {
            Convert::Demote => F64,
            Convert::Sint => ptx_ty(from),
            Convert::Uint if from == Type::I32 => U32,
            Convert::Uint => U64,
        };
        for (rnd, want) in modes.into_iter().zip(expected) {
            let got = cvt(ptx_ty(to), sty, Some(rnd), FFlags::default(), bits);
            assert_eq!(got, Ok(want), "cvt {kind:?} {rnd:?} {bits:#x}");
            checked += 1;
        }
    }
    assert!(checked > 300, "only {checked} cases");
}
