//! Tests of the value semantics against the PTX ISA's definitions.

use super::*;
use ScalarType::*;

const F: FFlags = FFlags {
    ftz: false,
    sat: false,
    relu: false,
    satfinite: false,
    nan: false,
    xorsign_abs: false,
    rnd: None,
};
const FTZ: FFlags = FFlags { ftz: true, ..F };
const SAT: FFlags = FFlags { sat: true, ..F };

fn f32b(x: f32) -> u64 {
    x.to_bits() as u64
}

fn as_f32(b: u64) -> f32 {
    f32::from_bits(b as u32)
}

#[test]
fn integer_arithmetic() {
    assert_eq!(bin(BinOp::Add, U32, F, 0xffff_ffff, 1), Ok(0));
    assert_eq!(bin(BinOp::Sub, S16, F, 0, 1), Ok(0xffff));
    assert_eq!(bin(BinOp::AddSat, S32, F, 0x7fff_ffff, 5), Ok(0x7fff_ffff));
    assert_eq!(bin(BinOp::SubSat, S32, F, 0x8000_0000, 1), Ok(0x8000_0000));
    assert_eq!(bin(BinOp::Mul, U32, F, 0x1_0000, 0x1_0000), Ok(0));
    assert_eq!(
        bin(BinOp::MulHi, U32, F, 0xffff_ffff, 0xffff_ffff),
        Ok(0xffff_fffe)
    );
    assert_eq!(bin(BinOp::MulHi, S32, F, 0xffff_ffff, 0xffff_ffff), Ok(0));
    assert_eq!(bin(BinOp::MulHi, S64, F, u64::MAX, 2), Ok(u64::MAX));
    assert_eq!(bin(BinOp::MulHi, U64, F, u64::MAX, 2), Ok(1));
    assert_eq!(
        bin(BinOp::Div, S32, F, (-7i32) as u32 as u64, 2),
        Ok((-3i32) as u32 as u64)
    );
    assert_eq!(
        bin(BinOp::Rem, S32, F, (-7i32) as u32 as u64, 2),
        Ok((-1i32) as u32 as u64)
    );
    assert_eq!(bin(BinOp::Div, U32, F, 0xffff_fff9, 2), Ok(0x7fff_fffc));
    assert!(bin(BinOp::Div, U64, F, 1, 0)
        .unwrap_err()
        .contains("division by zero"));
    assert!(bin(BinOp::Rem, S64, F, 1 << 63, u64::MAX)
        .unwrap_err()
        .contains("overflow"));
    // Operands wider than the type use their low bits only.
    assert_eq!(
        bin(BinOp::Div, S16, F, 0xffff_8000, 0xffff),
        Err("signed division overflow (minimum value by -1)".into())
    );
    assert_eq!(bin(BinOp::Min, S32, F, 0xffff_ffff, 1), Ok(0xffff_ffff));
    assert_eq!(bin(BinOp::Min, U32, F, 0xffff_ffff, 1), Ok(1));
    assert_eq!(bin(BinOp::Max, S64, F, 1 << 63, 0), Ok(0));
}

#[test]
fn shifts_clamp_their_amount() {
    assert_eq!(bin(BinOp::Shl, B32, F, 1, 31), Ok(0x8000_0000));
    assert_eq!(bin(BinOp::Shl, B32, F, 1, 32), Ok(0));
    assert_eq!(bin(BinOp::Shl, B64, F, 1, 0xffff_ffff), Ok(0));
    assert_eq!(bin(BinOp::Shr, U32, F, 0x8000_0000, 40), Ok(0));
    assert_eq!(bin(BinOp::Shr, S32, F, 0x8000_0000, 40), Ok(0xffff_ffff));
    assert_eq!(bin(BinOp::Shr, S16, F, 0x8000, 4), Ok(0xf800));
    assert_eq!(bin(BinOp::Shr, B64, F, u64::MAX, 63), Ok(1));
    // The amount is read as u32: upper register bits do not count.
    assert_eq!(bin(BinOp::Shl, B64, F, 1, 1 << 32 | 3), Ok(8));
}

#[test]
fn bit_operations() {
    assert_eq!(un(UnOp::Popc, B64, F, u64::MAX), Ok(64));
    assert_eq!(un(UnOp::Clz, B32, F, 0), Ok(32));
    assert_eq!(un(UnOp::Clz, B32, F, 1), Ok(31));
    assert_eq!(un(UnOp::Clz, B64, F, 1 << 40), Ok(23));
    assert_eq!(un(UnOp::Brev, B32, F, 1), Ok(0x8000_0000));
    assert_eq!(un(UnOp::Brev, B64, F, 1), Ok(1 << 63));
    assert_eq!(un(UnOp::Bfind, U32, F, 0), Ok(0xffff_ffff));
    assert_eq!(un(UnOp::Bfind, U32, F, 0x10), Ok(4));
    assert_eq!(un(UnOp::Bfind, S32, F, 0xffff_fff0), Ok(3));
    assert_eq!(un(UnOp::Abs, S32, F, 0x8000_0000), Ok(0x8000_0000));
    assert_eq!(un(UnOp::Neg, S64, F, 1), Ok(u64::MAX));
    assert_eq!(un(UnOp::Not, Pred, F, 1), Ok(0));
    assert_eq!(un(UnOp::Cnot, B32, F, 7), Ok(0));
    assert_eq!(bin(BinOp::Xor, Pred, F, 1, 1), Ok(0));
    assert_eq!(tern(TernOp::Bfe, U32, F, 0xabcd_1234, 8, 8), Ok(0x12));
    // bfi: insert the low `len` bits of a into b at `pos`, clipped at the width.
    assert_eq!(bfi(B32, 0xab, 0x1234_5678, 8, 8), 0x1234_ab78);
    assert_eq!(bfi(B32, 0xff, 0, 28, 8), 0xf000_0000);
    assert_eq!(bfi(B32, 0xff, 0x55, 0, 0), 0x55);
    assert_eq!(bfi(B64, 0xffff, 0, 56, 16), 0xff00_0000_0000_0000);
    assert_eq!(bfi(B32, 1, 0, 0x101, 1), 2);
    assert_eq!(
        tern(TernOp::Bfe, S32, F, 0x0000_8000, 12, 4),
        Ok(0xffff_fff8)
    );
    assert_eq!(
        tern(TernOp::Bfe, S32, F, 0x8000_0000, 40, 4),
        Ok(0xffff_ffff)
    );
    assert_eq!(tern(TernOp::Bfe, S32, F, 0x8000_0000, 4, 0), Ok(0));
    assert_eq!(
        tern(TernOp::ShfL(true), B32, F, 0x8000_0001, 0x1, 33),
        Ok(0x3)
    );
    assert_eq!(
        tern(TernOp::ShfL(false), B32, F, 0x8000_0001, 0x1, 40),
        Ok(0x8000_0001)
    );
    assert_eq!(
        tern(TernOp::ShfR(true), B32, F, 0x8000_0000, 0x1, 4),
        Ok(0x1800_0000)
    );
    assert_eq!(
        tern(TernOp::Prmt(None), B32, F, 0x4433_2211, 0x8877_6655, 0x0123),
        Ok(0x1122_3344)
    );
    assert_eq!(
        tern(TernOp::Prmt(None), B32, F, 0x0000_0080, 0, 0x8888),
        Ok(0xffff_ffff)
    );
    assert_eq!(tern(TernOp::MadLo, S32, F, 3, 4, 0xffff_ffff), Ok(11));
    assert_eq!(tern(TernOp::MadHi, U32, F, 0x8000_0000, 4, 1), Ok(3));
    assert_eq!(wide(S32, 0xffff_ffff, 3, 0), (-3i64) as u64);
    assert_eq!(wide(U32, 0xffff_ffff, 3, 1), 0x2_ffff_fffe);
    assert_eq!(wide(S16, 0x8000, 0x8000, 0), 0x4000_0000);
}

#[test]
fn float_arithmetic() {
    let nan = f32b(f32::NAN);
    assert_eq!(bin(BinOp::Add, F32, F, f32b(1.0), nan), Ok(0x7fff_ffff));
    assert_eq!(
        bin(BinOp::Div, F64, F, 1f64.to_bits(), 0f64.to_bits()),
        Ok(f64::INFINITY.to_bits())
    );
    // fma rounds once: (1 + 2^-23)(1 - 2^-23) - 1 = -2^-46 exactly.
    let (a, b) = (1.0f32 + f32::EPSILON, 1.0f32 - f32::EPSILON);
    let r = tern(TernOp::Fma, F32, F, f32b(a), f32b(b), f32b(-1.0)).unwrap();
    assert_eq!(as_f32(r), -(2f32.powi(-46)));
    // min/max: NaN yields the other operand, -0 orders below +0.
    let (p0, n0) = (f32b(0.0), f32b(-0.0));
    assert_eq!(bin(BinOp::Min, F32, F, p0, n0), Ok(n0));
    assert_eq!(bin(BinOp::Max, F32, F, n0, p0), Ok(p0));
    assert_eq!(bin(BinOp::Min, F32, F, nan, f32b(2.0)), Ok(f32b(2.0)));
    assert_eq!(bin(BinOp::Max, F32, F, f32b(2.0), nan), Ok(f32b(2.0)));
    assert_eq!(bin(BinOp::Max, F32, F, nan, nan), Ok(0x7fff_ffff));
    // .ftz and .sat.
    let tiny = f32b(f32::from_bits(1));
    assert_eq!(bin(BinOp::Add, F32, FTZ, tiny, tiny), Ok(0));
    assert_eq!(bin(BinOp::Add, F32, F, tiny, tiny), Ok(2));
    assert_eq!(
        bin(BinOp::Mul, F32, SAT, f32b(3.0), f32b(2.0)),
        Ok(f32b(1.0))
    );
    assert_eq!(bin(BinOp::Mul, F32, SAT, f32b(-3.0), f32b(2.0)), Ok(0));
    assert_eq!(bin(BinOp::Mul, F32, SAT, nan, f32b(2.0)), Ok(0));
    // neg/abs only touch the sign bit.
    assert_eq!(un(UnOp::Neg, F32, F, nan), Ok(nan ^ 0x8000_0000));
    assert_eq!(un(UnOp::Abs, F64, F, (-2f64).to_bits()), Ok(2f64.to_bits()));
    assert_eq!(
        bin(BinOp::Copysign, F32, F, f32b(-1.0), f32b(3.0)),
        Ok(f32b(-3.0))
    );
    assert_eq!(un(UnOp::Sqrt, F32, F, f32b(2.0)), Ok(f32b(2f32.sqrt())));
    assert_eq!(un(UnOp::Sqrt, F32, F, f32b(-1.0)), Ok(0x7fff_ffff));
}

#[test]
fn approximate_functions() {
    assert_eq!(un(UnOp::Rcp, F32, F, f32b(3.0)), Ok(f32b(1.0 / 3.0)));
    assert_eq!(
        un(UnOp::Rcp, F32, F, f32b(-0.0)),
        Ok(f32b(f32::NEG_INFINITY))
    );
    assert_eq!(un(UnOp::Rsqrt, F32, F, f32b(4.0)), Ok(f32b(0.5)));
    assert_eq!(un(UnOp::Ex2, F32, F, f32b(10.0)), Ok(f32b(1024.0)));
    assert_eq!(
        un(UnOp::Lg2, F32, F, f32b(0.0)),
        Ok(f32b(f32::NEG_INFINITY))
    );
    assert_eq!(un(UnOp::Sin, F32, F, f32b(f32::INFINITY)), Ok(0x7fff_ffff));
    let c = as_f32(un(UnOp::Cos, F32, F, f32b(1.0)).unwrap());
    assert_eq!(c, 1f64.cos() as f32);
    // rcp.approx.ftz.f64: subnormal inputs flush to zero.
    let sub = f64::from_bits(1).to_bits();
    assert_eq!(un(UnOp::Rcp, F64, FTZ, sub), Ok(f64::INFINITY.to_bits()));
    assert_eq!(
        un(UnOp::Rsqrt, F64, FTZ, 4f64.to_bits()),
        Ok(0.5f64.to_bits())
    );
}

#[test]
fn comparisons() {
    let nan = f32b(f32::NAN);
    let one = f32b(1.0);
    let ordered = [
        CmpOp::Eq,
        CmpOp::Ne,
        CmpOp::Lt,
        CmpOp::Le,
        CmpOp::Gt,
        CmpOp::Ge,
        CmpOp::Num,
    ];
    let unordered = [
        CmpOp::Equ,
        CmpOp::Neu,
        CmpOp::Ltu,
        CmpOp::Leu,
        CmpOp::Gtu,
        CmpOp::Geu,
        CmpOp::Nan,
    ];
    for c in ordered {
        assert_eq!(compare(c, F32, false, nan, one), Ok(false), "{c:?}");
    }
    for c in unordered {
        assert_eq!(compare(c, F32, false, one, nan), Ok(true), "{c:?}");
    }
    assert_eq!(
        compare(CmpOp::Eq, F64, false, 0, (-0f64).to_bits()),
        Ok(true)
    );
    assert_eq!(compare(CmpOp::Ne, F32, false, one, f32b(2.0)), Ok(true));
    assert_eq!(compare(CmpOp::Lt, S32, false, 0xffff_ffff, 0), Ok(true));
    assert_eq!(compare(CmpOp::Lt, U32, false, 0xffff_ffff, 0), Ok(false));
    assert_eq!(compare(CmpOp::Lo, S32, false, 0, 0xffff_ffff), Ok(true));
    assert_eq!(compare(CmpOp::Hs, B64, false, 5, 5), Ok(true));
    assert_eq!(compare(CmpOp::Gt, S16, false, 0x7fff, 0x8000), Ok(true));
    assert!(compare(CmpOp::Equ, U32, false, 0, 0).is_err());
    assert!(compare(CmpOp::Lo, F32, false, 0, 0).is_err());
}

#[test]
fn conversions() {
    let rzi = Some(Rounding::Rzi);
    // Float to int: truncate, saturate, NaN gives 0; narrow results.
    assert_eq!(cvt(S8, F32, rzi, F, f32b(-300.0)), Ok(0x80));
    assert_eq!(cvt(U8, F32, rzi, F, f32b(-3.0)), Ok(0));
    assert_eq!(cvt(U16, F32, rzi, F, f32b(70000.0)), Ok(0xffff));
    assert_eq!(cvt(S32, F32, rzi, F, f32b(f32::NAN)), Ok(0));
    assert_eq!(
        cvt(S64, F64, rzi, F, f64::INFINITY.to_bits()),
        Ok(i64::MAX as u64)
    );
    assert_eq!(cvt(U64, F64, rzi, F, (-1.5f64).to_bits()), Ok(0));
    assert_eq!(cvt(S32, F32, Some(Rounding::Rni), F, f32b(2.5)), Ok(2));
    assert_eq!(
        cvt(S32, F32, Some(Rounding::Rmi), F, f32b(-2.5)),
        Ok((-3i32) as u32 as u64)
    );
    assert_eq!(cvt(S32, F32, Some(Rounding::Rpi), F, f32b(2.1)), Ok(3));
    // Int to int: narrow sources read their low bits, .sat clamps.
    assert_eq!(cvt(S32, S8, None, F, 0x1ff), Ok(0xffff_ffff));
    assert_eq!(cvt(U64, U16, None, F, 0xdead_beef), Ok(0xbeef));
    assert_eq!(cvt(U32, U64, None, F, 0x1_0000_0005), Ok(5));
    assert_eq!(cvt(S8, S32, None, SAT, 1000), Ok(0x7f));
    assert_eq!(cvt(U8, S32, None, SAT, 0xffff_ffff), Ok(0));
    // Int to float with every rounding.
    let big = (1u64 << 24) + 1;
    assert_eq!(
        cvt(F32, U64, Some(Rounding::Rn), F, big),
        Ok(f32b(16777216.0))
    );
    assert_eq!(
        cvt(F32, U64, Some(Rounding::Rp), F, big),
        Ok(f32b(16777218.0))
    );
    assert_eq!(
        cvt(F32, S64, Some(Rounding::Rz), F, (-(big as i64)) as u64),
        Ok(f32b(-16777216.0))
    );
    assert_eq!(
        cvt(F32, S64, Some(Rounding::Rm), F, (-(big as i64)) as u64),
        Ok(f32b(-16777218.0))
    );
    assert_eq!(
        cvt(F32, U64, Some(Rounding::Rn), F, u64::MAX),
        Ok(f32b(1.8446744e19))
    );
    assert_eq!(
        cvt(F64, S8, Some(Rounding::Rn), F, 0x80),
        Ok((-128f64).to_bits())
    );
    // Float to float.
    let third = 1f64 / 3.0;
    assert_eq!(
        cvt(F32, F64, Some(Rounding::Rn), F, third.to_bits()),
        Ok(f32b(third as f32))
    );
    let rz = as_f32(cvt(F32, F64, Some(Rounding::Rz), F, third.to_bits()).unwrap());
    let rp = as_f32(cvt(F32, F64, Some(Rounding::Rp), F, third.to_bits()).unwrap());
    assert!((rz as f64) < third && (rp as f64) > third);
    assert_eq!(
        cvt(F32, F64, Some(Rounding::Rz), F, 1e300f64.to_bits()),
        Ok(f32b(f32::MAX))
    );
    assert_eq!(
        cvt(F64, F32, None, F, f32b(0.1)),
        Ok((0.1f32 as f64).to_bits())
    );
    assert_eq!(
        cvt(F64, F32, None, F, f32b(f32::NAN)),
        Ok(0x7fff_ffff_ffff_ffff)
    );
    assert_eq!(
        cvt(F32, F32, Some(Rounding::Rni), F, f32b(-2.5)),
        Ok(f32b(-2.0))
    );
    assert_eq!(
        cvt(F64, F64, Some(Rounding::Rzi), F, (-2.7f64).to_bits()),
        Ok((-2f64).to_bits())
    );
    assert_eq!(
        cvt(F32, F32, Some(Rounding::Rpi), F, f32b(-0.5)),
        Ok(f32b(-0.0))
    );
    assert!(cvt(S32, F32, Some(Rounding::Rn), F, 0).is_err());
}

#[test]
fn atomics() {
    assert_eq!(atom(AtomOp::Add, U32, false, 0xffff_ffff, 2, 0), Ok(1));
    assert_eq!(
        atom(AtomOp::Min, S32, false, 5, 0xffff_ffff, 0),
        Ok(0xffff_ffff)
    );
    assert_eq!(atom(AtomOp::Max, U64, false, 5, u64::MAX, 0), Ok(u64::MAX));
    assert_eq!(atom(AtomOp::Exch, B32, false, 5, 7, 0), Ok(7));
    assert_eq!(atom(AtomOp::Cas, B64, false, 5, 5, 9), Ok(9));
    assert_eq!(atom(AtomOp::Cas, B32, false, 5, 6, 9), Ok(5));
    assert_eq!(atom(AtomOp::Inc, U32, false, 3, 3, 0), Ok(0));
    assert_eq!(atom(AtomOp::Inc, U32, false, 2, 3, 0), Ok(3));
    assert_eq!(atom(AtomOp::Dec, U32, false, 0, 3, 0), Ok(3));
    assert_eq!(atom(AtomOp::Dec, U32, false, 2, 3, 0), Ok(1));
    let tiny = 1u64;
    assert_eq!(atom(AtomOp::Add, F32, true, tiny, tiny, 0), Ok(0));
    assert_eq!(atom(AtomOp::Add, F32, false, tiny, tiny, 0), Ok(2));
    assert_eq!(
        atom(AtomOp::Add, F64, false, 1f64.to_bits(), 2f64.to_bits(), 0),
        Ok(3f64.to_bits())
    );
}

/// binary16 encodings worked out by hand: sign, 5 exponent bits (bias 15),
/// 10 fraction bits.
#[test]
fn half_precision_conversions() {
    let rn = Some(Rounding::Rn);
    let to_half = |x: f32, r: Rounding| cvt(F16, F32, Some(r), F, f32b(x));
    // 1.0 = 0x3c00; -3.0 = -1.5 * 2^1 = 0xc200; 65504 is the largest finite.
    assert_eq!(to_half(1.0, Rounding::Rn), Ok(0x3c00));
    assert_eq!(to_half(-3.0, Rounding::Rn), Ok(0xc200));
    assert_eq!(to_half(65504.0, Rounding::Rn), Ok(0x7bff));
    assert_eq!(to_half(-0.0, Rounding::Rn), Ok(0x8000));
    // Ties to even: 1 + 2^-11 lies halfway between 0x3c00 and 0x3c01;
    // 1 + 3 * 2^-11 halfway between 0x3c01 and 0x3c02.
    assert_eq!(to_half(1.0 + 2f32.powi(-11), Rounding::Rn), Ok(0x3c00));
    assert_eq!(
        to_half(1.0 + 3.0 * 2f32.powi(-11), Rounding::Rn),
        Ok(0x3c02)
    );
    // 65520 is halfway between 65504 and 65536 (which overflows): even is infinity.
    assert_eq!(to_half(65519.0, Rounding::Rn), Ok(0x7bff));
    assert_eq!(to_half(65520.0, Rounding::Rn), Ok(0x7c00));
    // Directed rounding, also on overflow.
    assert_eq!(to_half(1.9999, Rounding::Rz), Ok(0x3fff));
    assert_eq!(to_half(1.000_000_1, Rounding::Rp), Ok(0x3c01));
    assert_eq!(to_half(1.000_000_1, Rounding::Rm), Ok(0x3c00));
    assert_eq!(to_half(-1.000_000_1, Rounding::Rm), Ok(0xbc01));
    assert_eq!(to_half(1e6, Rounding::Rz), Ok(0x7bff));
    assert_eq!(to_half(-1e6, Rounding::Rm), Ok(0xfc00));
    assert_eq!(to_half(-1e6, Rounding::Rp), Ok(0xfbff));
    // Subnormals: 2^-24 is 0x0001; 2^-25 ties to 0; 3 * 2^-25 ties to 2.
    assert_eq!(to_half(2f32.powi(-24), Rounding::Rn), Ok(0x0001));
    assert_eq!(to_half(2f32.powi(-25), Rounding::Rn), Ok(0x0000));
    assert_eq!(to_half(3.0 * 2f32.powi(-25), Rounding::Rn), Ok(0x0002));
    assert_eq!(to_half(2f32.powi(-25), Rounding::Rp), Ok(0x0001));
    // Just below the smallest normal 2^-14 rounds up to it (0x0400).
    assert_eq!(
        to_half(2f32.powi(-14) - 2f32.powi(-30), Rounding::Rn),
        Ok(0x0400)
    );
    assert_eq!(to_half(f32::NAN, Rounding::Rn), Ok(0x7fff));
    assert_eq!(to_half(f32::NEG_INFINITY, Rounding::Rz), Ok(0xfc00));
    assert_eq!(cvt(F16, F32, rn, SAT, f32b(2.0)), Ok(0x3c00));
    assert_eq!(cvt(F16, F32, rn, SAT, f32b(-1.0)), Ok(0));
    assert_eq!(cvt(F16, F64, rn, F, 0.1f64.to_bits()), Ok(0x2e66));
    // Widening is exact: 0x3555 = 1365 / 4096; 0x0001 = 2^-24 (f32 0x33800000).
    assert_eq!(cvt(F32, F16, None, F, 0x3555), Ok(f32b(1365.0 / 4096.0)));
    assert_eq!(cvt(F32, F16, None, F, 0x0001), Ok(0x3380_0000));
    assert_eq!(
        cvt(F64, F16, None, F, 0xfc00),
        Ok(f64::NEG_INFINITY.to_bits())
    );
    assert_eq!(cvt(F32, F16, None, F, 0x7e00), Ok(0x7fff_ffff));
    // Integers: -3 = 0xc200; 70000 overflows; -3.3125 = 0xc2a0 truncates to -3.
    assert_eq!(cvt(F16, S32, rn, F, (-3i32) as u32 as u64), Ok(0xc200));
    assert_eq!(cvt(F16, U32, rn, F, 70000), Ok(0x7c00));
    assert_eq!(cvt(F16, U32, Some(Rounding::Rz), F, 70000), Ok(0x7bff));
    assert_eq!(
        cvt(S32, F16, Some(Rounding::Rzi), F, 0xc2a0),
        Ok(0xffff_fffd)
    );
    assert_eq!(cvt(U8, F16, Some(Rounding::Rni), F, 0x7bff), Ok(0xff));
    // An integral rounding first (2.5 to 2), then the conversion.
    assert_eq!(cvt(F16, F32, Some(Rounding::Rni), F, f32b(2.5)), Ok(0x4000));
}

#[test]
fn lop3_look_up_tables() {
    let lop3 = |lut: u8, a: u64, b: u64, c: u64| tern(TernOp::Lop3(lut), B32, F, a, b, c);
    // The PTX ISA's definition: F(0xF0, 0xCC, 0xAA) is the table itself in
    // the low byte; the bits above have a = b = c = 0: the table's bit 0.
    for lut in [0x00, 0x1a, 0x80, 0x96, 0xfe, 0xff] {
        let high = if lut & 1 == 1 { 0xffff_ff00 } else { 0 };
        assert_eq!(lop3(lut, 0xf0, 0xcc, 0xaa), Ok(high | u64::from(lut)));
    }
    let (a, b, c) = (0xffff_0000, 0xff00_ff00, 0xf0f0_f0f0);
    // a & b & c, a ^ b ^ c, and (a & b) | (~a & c) (select).
    assert_eq!(lop3(0x80, a, b, c), Ok(0xf000_0000));
    assert_eq!(lop3(0x96, a, b, c), Ok(0xf00f_0ff0));
    assert_eq!(lop3(0xca, a, b, c), Ok(0xff00_f0f0));
    assert_eq!(lop3(0xff, 0, 0, 0), Ok(0xffff_ffff));
}

#[test]
fn carry_arithmetic() {
    use CarryOp::{Add, MadHi, MadLo, Sub};
    // u32: 0xffffffff + 1 carries out; 1 + 2 + carry-in 1 = 4.
    assert_eq!(carry(Add, U32, 0xffff_ffff, 1, 0, 0), Ok((0, true)));
    assert_eq!(carry(Add, S32, 1, 2, 0, 1), Ok((4, false)));
    assert_eq!(carry(Add, U64, u64::MAX, 0, 0, 1), Ok((0, true)));
    // Borrow: 0 - 1 borrows; 5 - (3 + 1) = 1; 3 - (3 + 1) borrows.
    assert_eq!(carry(Sub, U32, 0, 1, 0, 0), Ok((0xffff_ffff, true)));
    assert_eq!(carry(Sub, U32, 5, 3, 0, 1), Ok((1, false)));
    assert_eq!(carry(Sub, U32, 3, 3, 0, 1), Ok((0xffff_ffff, true)));
    assert_eq!(carry(Sub, U64, 7, 7, 0, 0), Ok((0, false)));
    // mad: 2^16 * 2^16 = 2^32: low half 0, high half 1.
    assert_eq!(
        carry(MadLo, U32, 0x1_0000, 0x1_0000, 0xffff_ffff, 1),
        Ok((0, true))
    );
    assert_eq!(carry(MadHi, U32, 0x1_0000, 0x1_0000, 2, 0), Ok((3, false)));
    // Signed high half: -1 * 1 = -1, high half 0xffffffff; + 1 carries.
    assert_eq!(carry(MadHi, S32, 0xffff_ffff, 1, 1, 0), Ok((0, true)));
}
