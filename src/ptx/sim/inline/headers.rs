//! The instructions CUDA 12.x headers (`cuda_fp16.hpp`, `cuda_bf16.hpp`,
//! `sm_61_intrinsics.hpp`, cub), libdevice and Triton put in inline
//! assembly, run through the inline runner as those sources write them
//! (operands `%0`.. renamed `%aN`). Expected values come from the PTX ISA
//! text (cited per test) computed by hand, or from the Python shown
//! (numpy float16, `struct` for f32 bits; bfloat16 as the upper half of
//! f32 bits rounded with `(b + 0x7fff + ((b >> 16) & 1)) >> 16`).

use super::tests::{run, World};
use super::*;
use crate::interp::memory::to_generic;
use crate::ir::Space;
use ScalarType::*;

/// Three 16-bit operands (`"=h"`, `"h"`, `"h"`).
const H3: [(&str, ScalarType); 3] = [("a0", B16), ("a1", B16), ("a2", B16)];
/// Four 16-bit operands.
const H4: [(&str, ScalarType); 4] = [("a0", B16), ("a1", B16), ("a2", B16), ("a3", B16)];
/// Three 32-bit operands (`"=r"`, `"r"`, `"r"`).
const R3: [(&str, ScalarType); 3] = [("a0", B32), ("a1", B32), ("a2", B32)];
/// Four 32-bit operands.
const R4: [(&str, ScalarType); 4] = [("a0", B32), ("a1", B32), ("a2", B32), ("a3", B32)];

fn h3(text: &str, a: u64, b: u64) -> u64 {
    run(text, &H3, &[0, a, b])[0]
}

fn r3(text: &str, a: u64, b: u64) -> u64 {
    run(text, &R3, &[0, a, b])[0]
}

/// PTX ISA 9.7.4.1-3, `add/sub/mul{.rn}{.ftz}{.sat}.f16` as
/// `__BINARY_OP_HALF_MACRO` writes them. Python: `np.float16(x) +
/// np.float16(y)` (binary16 sums and products computed in binary32 and
/// rounded once more are correctly rounded).
#[test]
fn f16_add_sub_mul() {
    // 0.1 + 0.2 = 0x34cc; 65504 + 16 overflows to +inf.
    assert_eq!(h3("{add.f16 %a0,%a1,%a2;\n}", 0x2e66, 0x3266), 0x34cc);
    assert_eq!(h3("{add.rn.f16 %a0,%a1,%a2;\n}", 0x7bff, 0x4c00), 0x7c00);
    // 0.75 - 1.25 = -0.5 (0xb800); .sat clamps to +0.
    assert_eq!(h3("{sub.f16 %a0,%a1,%a2;\n}", 0x3a00, 0x3d00), 0xb800);
    assert_eq!(h3("{sub.sat.f16 %a0,%a1,%a2;\n}", 0x3a00, 0x3d00), 0);
    // 0.33325 * 3 = 0.99975.. rounds to 1.0; 2^-24 * 0.5 is a tie to 0.
    assert_eq!(h3("{mul.f16 %a0,%a1,%a2;\n}", 0x3555, 0x4200), 0x3c00);
    assert_eq!(h3("{mul.f16 %a0,%a1,%a2;\n}", 0x0001, 0x3800), 0);
    assert_eq!(h3("{mul.f16 %a0,%a1,%a2;\n}", 0x0003, 0x3800), 2);
    // .ftz flushes the subnormal input 2^-15 (0x0200): 0, not 2^-14.
    assert_eq!(h3("{mul.f16 %a0,%a1,%a2;\n}", 0x0200, 0x4000), 0x0400);
    assert_eq!(h3("{mul.ftz.f16 %a0,%a1,%a2;\n}", 0x0200, 0x4000), 0);
    // .sat on 1.5 * 1.5 = 2.25: 1.0. A NaN result with .sat is +0.
    assert_eq!(h3("{mul.sat.f16 %a0,%a1,%a2;\n}", 0x3e00, 0x3e00), 0x3c00);
    assert_eq!(h3("{mul.sat.f16 %a0,%a1,%a2;\n}", 0x7e00, 0x3e00), 0);
    // NaN results are the canonical NaN.
    assert_eq!(h3("{add.f16 %a0,%a1,%a2;\n}", 0x7c00, 0xfc00), 0x7fff);
    // f16x2, lane by lane: (0.1 + 0.2, 65504 + 16).
    let v = r3("{add.f16x2 %a0,%a1,%a2;\n}", 0x7bff_2e66, 0x4c00_3266);
    assert_eq!(v, 0x7c00_34cc);
    let v = r3("{mul.rn.f16x2 %a0,%a1,%a2;\n}", 0x3555_0001, 0x4200_3800);
    assert_eq!(v, 0x3c00_0000);
}

/// 9.7.4.4, `fma.rn{.relu}{.sat}.f16/.f16x2` (`__hfma`, `__hfma_relu`).
/// Exact values: 0.33325195 * 3 - 1 = -1/4096 = 0x8c00 (Python:
/// `Fraction(float(h(0x3555))) * 3 - 1`); 1.5 * 1.5 - 2 = 0.25 = 0x3400.
#[test]
fn f16_fma() {
    let fma = |text: &str, a, b, c| run(text, &H4, &[0, a, b, c])[0];
    assert_eq!(
        fma("{fma.rn.f16 %a0,%a1,%a2,%a3;\n}", 0x3555, 0x4200, 0xbc00),
        0x8c00
    );
    assert_eq!(
        fma(
            "{fma.rn.relu.f16 %a0,%a1,%a2,%a3;\n}",
            0x3555,
            0x4200,
            0xbc00
        ),
        0
    );
    assert_eq!(
        fma(
            "{fma.rn.sat.f16 %a0,%a1,%a2,%a3;\n}",
            0x3e00,
            0x3e00,
            0xc000
        ),
        0x3400
    );
    assert_eq!(
        fma("{fma.rn.sat.f16 %a0,%a1,%a2,%a3;\n}", 0x3e00, 0x3e00, 0),
        0x3c00
    );
    let v = run(
        "{fma.rn.f16x2 %a0,%a1,%a2,%a3;\n}",
        &R4,
        &[0, 0x3e00_3555, 0x3e00_4200, 0xc000_bc00],
    );
    assert_eq!(v[0], 0x3400_8c00);
    // relu keeps NaN a (canonical) NaN.
    assert_eq!(
        fma("{fma.rn.relu.f16 %a0,%a1,%a2,%a3;\n}", 0x7e00, 0x3c00, 0),
        0x7fff
    );
}

/// 9.7.4.1-4 for `.bf16`/`.bf16x2`, as `cuda_bf16.hpp` writes them, with
/// its sm_80 fallback `a * 1.0 + b` through `fma.rn.bf16`. Exact values
/// (Python Fractions, each exactly an f32): 1.0 + 0.333984375 =
/// 683/512, rounds to 0x3fab; 1.5 * 1.5 = 0x4010; 0x3eab * 3 = 513/512
/// rounds to 0x3f80; 0x3eab * 3 - 1 = 1/512 = 0x3b00.
#[test]
fn bf16_arithmetic() {
    assert_eq!(h3("{ add.bf16 %a0,%a1,%a2; }\n", 0x3f80, 0x3eab), 0x3fab);
    assert_eq!(h3("{ add.rn.bf16 %a0,%a1,%a2; }\n", 0x3f80, 0x3eab), 0x3fab);
    let fallback = "{.reg .b16 c;\n  mov.b16 c, 0x3f80U;\n  fma.rn.bf16 %a0,%a1,c,%a2;}\n";
    assert_eq!(h3(fallback, 0x3f80, 0x3eab), 0x3fab);
    let v = r3("{ mul.bf16x2 %a0,%a1,%a2; }\n", 0x3eab_3fc0, 0x4040_3fc0);
    assert_eq!(v, 0x3f80_4010);
    let fma = |text: &str, a, b, c| run(text, &H4, &[0, a, b, c])[0];
    assert_eq!(
        fma("{fma.rn.bf16 %a0,%a1,%a2,%a3;\n}", 0x3eab, 0x4040, 0xbf80),
        0x3b00
    );
    assert_eq!(
        fma(
            "{ fma.rn.relu.bf16 %a0,%a1,%a2,%a3;\n}",
            0x3eab,
            0x4040,
            0xc000
        ),
        0
    );
    assert_eq!(h3("{ sub.bf16 %a0,%a1,%a2; }\n", 0x3f80, 0x3f80), 0);
    // The ISA has no .ftz or .sat on bf16 add.
    assert!(InlinePtx::parse("add.ftz.bf16 %a0,%a1,%a2;", &H3).is_err());
}

/// 9.7.4.5-8: `neg`, `abs` change the sign bit; `min`/`max` (`.NaN`,
/// `.xorsign.abs`; -0 below +0), lane by lane.
#[test]
fn half_neg_abs_min_max() {
    let un = |text: &str, a| run(text, &R3[..2], &[0, a])[0];
    assert_eq!(un("{neg.f16x2 %a0,%a1;\n}", 0x3c00_bc00), 0xbc00_3c00);
    assert_eq!(un("{abs.bf16x2 %a0,%a1;\n}", 0xbf80_3f80), 0x3f80_3f80);
    assert_eq!(
        run("{neg.bf16 %a0,%a1;\n}", &H3[..2], &[0, 0x3f80])[0],
        0xbf80
    );
    assert_eq!(
        run("{abs.f16 %a0,%a1;\n}", &H3[..2], &[0, 0xbc00])[0],
        0x3c00
    );
    // A NaN operand gives the other; with .NaN, the canonical NaN.
    assert_eq!(h3("{min.f16 %a0,%a1,%a2;\n}", 0x7e00, 0x3c00), 0x3c00);
    assert_eq!(h3("{min.NaN.f16 %a0,%a1,%a2;\n}", 0x7e00, 0x3c00), 0x7fff);
    assert_eq!(h3("{ max.NaN.bf16 %a0,%a1,%a2;\n}", 0x3f80, 0xffc1), 0x7fff);
    assert_eq!(h3("{max.f16 %a0,%a1,%a2;\n}", 0x8000, 0x0000), 0x0000);
    assert_eq!(h3("{min.f16 %a0,%a1,%a2;\n}", 0x0000, 0x8000), 0x8000);
    // min(|-2|, |1|) = 1 with the sign of (-) xor (+): -1.0.
    assert_eq!(
        h3("min.xorsign.abs.f16 %a0,%a1,%a2;", 0xc000, 0x3c00),
        0xbc00
    );
    assert_eq!(
        h3("max.xorsign.abs.f16 %a0,%a1,%a2;", 0xc000, 0x3c00),
        0xc000
    );
    let v = r3("{ max.bf16x2 %a0,%a1,%a2;\n}", 0xbf80_4000, 0x3f80_3f80);
    assert_eq!(v, 0x3f80_4000);
    // .f32 has .NaN and .xorsign.abs too (9.7.3.10/11).
    let f = [("a0", F32), ("a1", F32), ("a2", F32)];
    assert_eq!(
        run(
            "min.NaN.f32 %a0, %a1, %a2;",
            &f,
            &[0, 0x7fc0_0000, 0x3f80_0000]
        )[0],
        0x7fff_ffff
    );
    assert_eq!(
        run("min.f32 %a0, %a1, %a2;", &f, &[0, 0x7fc0_0000, 0x3f80_0000])[0],
        0x3f80_0000
    );
    assert_eq!(
        run(
            "max.xorsign.abs.f32 %a0, %a1, %a2;",
            &f,
            &[0, 0xc000_0000, 0x3f80_0000]
        )[0],
        0xc000_0000
    );
}

/// 9.7.4.9/10 `tanh.approx` and `ex2.approx` on half types, computed as
/// the correctly rounded function. Python: `np.float16(2**0.5)` = 0x3da8,
/// `np.float16(math.tanh(1.0))` = 0x3a18, `np.float16(math.tanh(-0.5))`
/// = 0xb765; bfloat16 of tanh(1.0) = 0x3f43, of 2**0.5 = 0x3fb5.
#[test]
fn half_ex2_tanh() {
    let un = |text: &str, a| run(text, &H3[..2], &[0, a])[0];
    assert_eq!(un("ex2.approx.f16 %a0, %a1;", 0x3800), 0x3da8);
    assert_eq!(un("tanh.approx.f16 %a0, %a1;", 0x3c00), 0x3a18);
    assert_eq!(un("tanh.approx.bf16 %a0, %a1;", 0x3f80), 0x3f43);
    assert_eq!(un("ex2.approx.ftz.bf16 %a0, %a1;", 0x3f00), 0x3fb5);
    let v = run("tanh.approx.f16x2 %a0, %a1;", &R3[..2], &[0, 0xb800_3c00])[0];
    assert_eq!(v, 0xb765_3a18);
    let v = run("ex2.approx.f16x2 %a0, %a1;", &R3[..2], &[0, 0x3c00_3800])[0];
    assert_eq!(v, 0x4000_3da8);
    // ex2 on bf16 requires .ftz (the ISA's syntax).
    assert!(InlinePtx::parse("ex2.approx.bf16 %a0, %a1;", &H3[..2]).is_err());
}

/// 9.7.9.21 `cvt` as `cuda_fp16.hpp`/`cuda_bf16.hpp` write it: f32 <->
/// f16 and bf16, integers, the two-source pair forms (`a` into the upper
/// half), and `__bfloat162uchar_rz`'s `.b8` register packed with `mov`.
#[test]
fn half_conversions() {
    let hf = [("a0", B16), ("a1", F32)];
    let fh = [("a0", F32), ("a1", B16)];
    // 1/3 (0x3eaaaaab) -> 0x3555; back: 0x3eaaa000 (Python:
    // struct f32 bits of float(np.float16 0x3555)).
    assert_eq!(
        run("{  cvt.rn.f16.f32 %a0, %a1;}\n", &hf, &[0, 0x3eaa_aaab])[0],
        0x3555
    );
    assert_eq!(
        run("{  cvt.rp.f16.f32 %a0, %a1;}\n", &hf, &[0, 0x3eaa_aaab])[0],
        0x3556
    );
    assert_eq!(
        run("{  cvt.f32.f16 %a0, %a1;}\n", &fh, &[0, 0x3555])[0],
        0x3eaa_a000
    );
    assert_eq!(
        run("{ cvt.rn.bf16.f32 %a0, %a1;}\n", &hf, &[0, 0x3eaa_aaab])[0],
        0x3eab
    );
    assert_eq!(
        run("{ cvt.rz.bf16.f32 %a0, %a1;}\n", &hf, &[0, 0x3eaa_aaab])[0],
        0x3eaa
    );
    assert_eq!(
        run("{ cvt.f32.bf16 %a0, %a1;}\n", &fh, &[0, 0x3eab])[0],
        0x3eab_0000
    );
    // __floats2half2_rn(a, b): `cvt.rn.f16x2.f32 %0, %2, %1` puts b high.
    let pair = [("a0", B32), ("a1", F32), ("a2", F32)];
    let v = run(
        "{ cvt.rn.f16x2.f32 %a0, %a2, %a1; }\n",
        &pair,
        &[0, 0x3f80_0000, 0xc000_0000],
    );
    assert_eq!(v[0], 0xc000_3c00);
    let v = run(
        "{ cvt.rn.bf16x2.f32 %a0, %a2, %a1;}\n",
        &pair,
        &[0, 0x3eaa_aaab, 0x3f80_0000],
    );
    assert_eq!(v[0], 0x3f80_3eab);
    let v = run(
        "cvt.rn.relu.f16x2.f32 %a0, %a1, %a2;",
        &pair,
        &[0, 0xc000_0000, 0x3f80_0000],
    );
    assert_eq!(v[0], 0x0000_3c00);
    // Integers: -7.75 (0xc7c0) truncates to -7; 2049 and 2051 round to
    // even binary16 values 2048 (0x6800) and 2052 (0x6802).
    let si = [("a0", B32), ("a1", B16)];
    assert_eq!(
        run("cvt.rzi.s32.f16 %a0, %a1;", &si, &[0, 0xc7c0])[0],
        0xffff_fff9
    );
    let hs = [("a0", B16), ("a1", B32)];
    assert_eq!(run("cvt.rn.f16.s32 %a0, %a1;", &hs, &[0, 2049])[0], 0x6800);
    assert_eq!(run("cvt.rn.f16.s32 %a0, %a1;", &hs, &[0, 2051])[0], 0x6802);
    // __bfloat162uchar_rz: 200.0 (0x4348) -> 200, 300.0 -> 255, -5 -> 0.
    let uchar = "{ .reg.b8 myreg;\n cvt.rzi.u8.bf16 myreg, %a1;\n mov.b16 %a0, {myreg, 0};\n}";
    for (x, e) in [(0x4348, 200), (0x4396, 255), (0xc0a0, 0)] {
        assert_eq!(run(uchar, &H3[..2], &[0, x])[0], e, "{x:#x}");
    }
    // The ISA's pair forms take .f32 sources and .rn/.rz only.
    assert!(InlinePtx::parse("cvt.rm.f16x2.f32 %a0, %a1, %a2;", &pair).is_err());
}

/// 9.7.9.10 `mov` packing and unpacking: `__lowhigh2highlow`, bf16 to
/// f32 as `mov.b32 %0, {0, %1}`, and 64 bits from four halves.
#[test]
fn mov_packing() {
    let swap = "{.reg .f16 low,high;\n  mov.b32 {low,high}, %a1;\n  mov.b32 %a0, {high,low};}\n";
    assert_eq!(run(swap, &R3[..2], &[0, 0x1234_5678])[0], 0x5678_1234);
    let widen = [("a0", F32), ("a1", B16)];
    assert_eq!(
        run("{ mov.b32 %a0, {0,%a1};}\n", &widen, &[0, 0x3eab])[0],
        0x3eab_0000
    );
    let regs = [
        ("a0", B64),
        ("a1", B16),
        ("a2", B16),
        ("a3", B16),
        ("a4", B16),
    ];
    let v = run(
        "mov.b64 %a0, {%a1, %a2, %a3, %a4};",
        &regs,
        &[0, 1, 2, 3, 4],
    );
    assert_eq!(v[0], 0x0004_0003_0002_0001);
    let v = run(
        "mov.b64 {%a1, _, %a3, _}, %a0;",
        &regs,
        &[0x0004_0003_0002_0001, 0, 0, 0, 0],
    );
    assert_eq!(v, vec![0x0004_0003_0002_0001, 1, 0, 3, 0]);
}

/// 9.7.7.1/2 half comparisons: `__COMPARISON_OP_HALF_MACRO` (setp into a
/// scoped predicate, then selp.u16), `set.eq.f16x2.f16x2` (1.0 per true
/// lane), `set.nan`, `setp` on pairs writing `p|q` per lane, `.and`, and
/// the sink `_`.
#[test]
fn half_comparisons() {
    let cmp = |op: &str, a, b| {
        let text = format!(
            "{{ .reg .pred __$temp3;\n  setp.{op}.f16  __$temp3, %a1, %a2;\n  selp.u16 %a0, 1, 0, __$temp3;}}"
        );
        h3(&text, a, b)
    };
    assert_eq!(cmp("lt", 0x3c00, 0x4000), 1);
    assert_eq!(cmp("lt", 0x4000, 0x3c00), 0);
    assert_eq!(cmp("ltu", 0x7e00, 0x3c00), 1);
    assert_eq!(cmp("lt", 0x7e00, 0x3c00), 0);
    assert_eq!(cmp("eq", 0x8000, 0x0000), 1);
    let v = r3(
        "{ set.eq.f16x2.f16x2 %a0,%a1,%a2;\n}",
        0x3c00_4000,
        0x3c00_3c00,
    );
    assert_eq!(v, 0x3c00_0000);
    let v = r3(
        "{ set.lt.u32.f16x2 %a0,%a1,%a2;\n}",
        0x3c00_4000,
        0x3c00_4400,
    );
    assert_eq!(v, 0x0000_ffff);
    assert_eq!(
        h3("{set.nan.f16.f16 %a0,%a1,%a2;\n}", 0x7e00, 0x3c00),
        0x3c00
    );
    assert_eq!(h3("{set.nan.bf16.bf16 %a0,%a1,%a2;\n}", 0x3f80, 0x3c00), 0);
    let f = [("a0", F32), ("a1", F32)];
    let nan_test = "{.reg .b32 a;\n mov.b32 a, %a1;\n set.nan.f32.f32 %a0, a, a;}\n";
    assert_eq!(run(nan_test, &f, &[0, 0x7fc0_0000])[0], 0x3f80_0000);
    assert_eq!(run(nan_test, &f, &[0, 0x3f80_0000])[0], 0);
    // Pairs: p = lane 0, q = lane 1, each combined with c.
    let regs = [
        ("p", Pred),
        ("q", Pred),
        ("a", B32),
        ("b", B32),
        ("c", Pred),
    ];
    let v = run(
        "setp.lt.f16x2 %p|%q, %a, %b;",
        &regs,
        &[0, 0, 0x4000_3c00, 0x3c00_4000, 0],
    );
    assert_eq!(&v[..2], &[1, 0]);
    let v = run(
        "setp.lt.or.bf16x2 %p|%q, %a, %b, %c;",
        &regs,
        &[0, 0, 0x4000_3f80, 0x3f80_4000, 1],
    );
    assert_eq!(&v[..2], &[1, 1]);
    let v = run(
        "setp.gt.f16x2 _|%q, %a, %b;",
        &regs,
        &[0, 0, 0x4000_3c00, 0x3c00_4000, 0],
    );
    assert_eq!(&v[..2], &[0, 1]);
    // Scalar setp: p is the comparison combined with c; the half types'
    // scalar forms have no second destination (9.7.7.2), `.u32` has
    // `q`, the complement combined with c (9.7.6.2).
    let scalar = [
        ("p", Pred),
        ("q", Pred),
        ("a", B16),
        ("b", B16),
        ("c", Pred),
    ];
    let v = run(
        "setp.gt.and.bf16 %p, %a, %b, %c;",
        &scalar,
        &[0, 0, 0x4000, 0x3f80, 1],
    );
    assert_eq!(&v[..2], &[1, 0]);
    assert!(InlinePtx::parse("setp.gt.bf16 %p|%q, %a, %b;", &scalar).is_err());
    let v = run(
        "setp.gt.and.u32 %p|%q, %a, %b, %c;",
        &regs,
        &[0, 0, 2, 1, 1],
    );
    assert_eq!(&v[..2], &[1, 0]);
    // Integer set (9.7.6.1): all ones for true.
    assert_eq!(
        r3("set.lt.u32.s32 %a0, %a1, %a2;", 0xffff_ffff, 0),
        0xffff_ffff
    );
    // setp on a pair needs p|q.
    assert!(InlinePtx::parse("setp.lt.f16x2 %p, %a, %b;", &regs).is_err());
}

/// 9.7.1.23/24 `dp4a`, `dp2a` as `sm_61_intrinsics.hpp` writes them.
/// Python, with a = 0xff020304 (bytes 4, 3, 2, 0xff), b = 0x05fa0708,
/// c = 100: `c + sum(x * y)` over the bytes, zero- or sign-extended:
/// u32.u32 0x788, s32.s32 0x88, u32.s32 0x588; dp2a with a = 0xfffe0003
/// (halves 3, 0xfffe): lo u/u 0x7006e, s/s 0x6e; hi u/u 0x50348, s/s 0x48.
#[test]
fn dot_products() {
    let dot = |text: &str, a, b| run(text, &R4, &[0, a, b, 100])[0];
    let (a, b) = (0xff02_0304, 0x05fa_0708);
    assert_eq!(dot("dp4a.u32.u32 %a0, %a1, %a2, %a3;", a, b), 0x788);
    assert_eq!(dot("dp4a.s32.s32 %a0, %a1, %a2, %a3;", a, b), 0x88);
    assert_eq!(dot("dp4a.u32.s32 %a0, %a1, %a2, %a3;", a, b), 0x588);
    let a = 0xfffe_0003;
    assert_eq!(dot("dp2a.lo.u32.u32 %a0, %a1, %a2, %a3;", a, b), 0x7006e);
    assert_eq!(dot("dp2a.lo.s32.s32 %a0, %a1, %a2, %a3;", a, b), 0x6e);
    assert_eq!(dot("dp2a.hi.u32.u32 %a0, %a1, %a2, %a3;", a, b), 0x50348);
    assert_eq!(dot("dp2a.hi.s32.s32 %a0, %a1, %a2, %a3;", a, b), 0x48);
    assert!(InlinePtx::parse("dp2a.u32.u32 %a0, %a1, %a2, %a3;", &R4).is_err());
}

/// 9.7.9.7 `prmt` in each mode, with a = 0x03020100 and b = 0x07060504 so
/// that byte i of {b, a} is i: the result's bytes are the ISA table's row
/// read left to right (d.b3 .. d.b0).
#[test]
fn prmt_modes() {
    let (a, b) = (0x0302_0100, 0x0706_0504);
    let prmt = |mode: &str, sel| {
        run(
            &format!("prmt.b32{mode} %a0, %a1, %a2, %a3;"),
            &R4,
            &[0, a, b, sel],
        )[0]
    };
    assert_eq!(prmt(".f4e", 1), 0x0403_0201);
    assert_eq!(prmt(".f4e", 3), 0x0605_0403);
    assert_eq!(prmt(".b4e", 0), 0x0506_0700);
    assert_eq!(prmt(".b4e", 2), 0x0700_0102);
    assert_eq!(prmt(".rc8", 2), 0x0202_0202);
    assert_eq!(prmt(".ecl", 1), 0x0302_0101);
    assert_eq!(prmt(".ecr", 2), 0x0202_0100);
    assert_eq!(prmt(".rc16", 1), 0x0302_0302);
    // Only c[1:0] selects the row.
    assert_eq!(prmt(".rc16", 0xfffc), 0x0100_0100);
    // The default mode (cub's `prmt.b32 %0, %1, %2, %3;`): selectors 1,
    // 0xa, 0xf, 7 give byte 1, the sign of byte 2 (0), the sign of byte 7
    // (0), byte 7.
    assert_eq!(prmt("", 0x7fa1), 0x0700_0001);
}

/// 9.7.1.5/6 `mul24`, `mad24`; 9.7.1.16 `fns` (the ISA's own examples);
/// 9.7.1.15 `bfind.shiftamt` (libdevice); 9.7.1.1 `mul.hi`, `mad.hi`.
/// Python for the 24-bit products with a = 0xff800001, b = 0x00400003:
/// unsigned `t = 0x800001 * 0x400003`: lo 0x1c00003, hi 0x200001c0;
/// signed (low 24 bits sign-extended) lo 0xfec00003, hi 0xdffffec0.
#[test]
fn integer_extras() {
    let (a, b) = (0xff80_0001, 0x0040_0003);
    assert_eq!(r3("mul24.lo.u32 %a0, %a1, %a2;", a, b), 0x01c0_0003);
    assert_eq!(r3("mul24.hi.u32 %a0, %a1, %a2;", a, b), 0x2000_01c0);
    assert_eq!(r3("mul24.lo.s32 %a0, %a1, %a2;", a, b), 0xfec0_0003);
    assert_eq!(r3("mul24.hi.s32 %a0, %a1, %a2;", a, b), 0xdfff_fec0);
    // 0x7fffff^2 >> 16 = 0x3fffff00, + 0x7fffff00 overflows: .sat clamps.
    let mad = |text: &str| run(text, &R4, &[0, 0x7f_ffff, 0x7f_ffff, 0x7fff_ff00])[0];
    assert_eq!(mad("mad24.hi.sat.s32 %a0, %a1, %a2, %a3;"), 0x7fff_ffff);
    assert_eq!(mad("mad24.hi.s32 %a0, %a1, %a2, %a3;"), 0xbfff_fe00);
    assert!(InlinePtx::parse("mad24.lo.sat.s32 %a0, %a1, %a2, %a3;", &R4).is_err());
    for (base, offset, e) in [(3, 1, 3), (3, -1i32, 3), (2, 1, 3), (2, -1, 1)] {
        let v = run(
            "fns.b32 %a0, 0xaaaaaaaa, %a1, %a2;",
            &R3,
            &[0, base, offset as u32 as u64],
        );
        assert_eq!(v[0], e, "fns base {base} offset {offset}");
    }
    assert_eq!(r3("fns.b32 %a0, 0x1, %a1, %a2;", 0, 2), 0xffff_ffff);
    let un = |text: &str, a| run(text, &R3[..2], &[0, a])[0];
    assert_eq!(un("bfind.shiftamt.u32 %a0, %a1;", 0x0001_0000), 15);
    assert_eq!(un("bfind.shiftamt.u32 %a0, %a1;", 0), 0xffff_ffff);
    assert_eq!(un("bfind.u32 %a0, %a1;", 0x0001_0000), 16);
    assert_eq!(
        r3("mul.hi.u32 %a0, %a1, %a2;", 0xffff_ffff, 0xffff_ffff),
        0xffff_fffe
    );
}

/// Directed rounding as cub (`mul.rz.f32`, `fma.rz.f32`) and libdevice
/// (`sub.rz/.rm/.rp.f32/.f64`) write it. 0x3eaaaaab * 3 is a little
/// above 1: `.rz` gives 1.0; (1 + 2^-23)^2 - 1 = 2^-22 + 2^-46 (Python
/// Fractions; neighbours by `np.nextafter`).
#[test]
fn directed_rounding() {
    let f = [("a0", F32), ("a1", F32), ("a2", F32), ("a3", F32)];
    let v = run(
        "mul.rz.f32 %a0, %a1, %a2;",
        &f[..3],
        &[0, 0x3eaa_aaab, 0x4040_0000],
    );
    assert_eq!(v[0], 0x3f80_0000);
    let v = run(
        "mul.rp.f32 %a0, %a1, %a2;",
        &f[..3],
        &[0, 0x3eaa_aaab, 0x4040_0000],
    );
    assert_eq!(v[0], 0x3f80_0001);
    let v = run(
        "fma.rz.f32 %a0, %a1, %a2, %a3;",
        &f,
        &[0, 0x3f80_0001, 0x3f80_0001, 0xbf80_0000],
    );
    assert_eq!(v[0], 0x3480_0000);
    let v = run(
        "sub.rm.ftz.f32 %a0, %a1, %a2;",
        &f[..3],
        &[0, 0x3f80_0000, 0x3f80_0000],
    );
    assert_eq!(v[0], 0x8000_0000);
    let d = [("a0", F64), ("a1", F64), ("a2", F64)];
    let tiny = 2f64.powi(-60).to_bits();
    let v = run("sub.rz.f64 %a0, %a1, %a2;", &d, &[0, 1f64.to_bits(), tiny]);
    assert_eq!(v[0], 0x3fef_ffff_ffff_ffff);
    let v = run("sub.rp.f64 %a0, %a1, %a2;", &d, &[0, 1f64.to_bits(), tiny]);
    assert_eq!(v[0], 1f64.to_bits());
    // Directed f64 products: (1 + 2^-52)^2 = 1 + 2^-51 + 2^-104 exactly.
    let x = 0x3ff0_0000_0000_0001;
    let v = run("mul.rz.f64 %a0, %a1, %a2;", &d, &[0, x, x]);
    assert_eq!(v[0], 0x3ff0_0000_0000_0002);
    let v = run("mul.rp.f64 %a0, %a1, %a2;", &d, &[0, x, x]);
    assert_eq!(v[0], 0x3ff0_0000_0000_0003);
    // libdevice's approximate reciprocals: computed accurately.
    let v = run(
        "rsqrt.approx.ftz.f64 %a0, %a1;",
        &d[..2],
        &[0, 4f64.to_bits()],
    );
    assert_eq!(v[0], 0.5f64.to_bits());
    let v = run("rcp.approx.ftz.f32 %a0,%a1;", &f[..2], &[0, 0x4000_0000]);
    assert_eq!(v[0], 0x3f00_0000);
}

/// Memory forms the headers use: `atom.add.noftz.f16` (`atomicAdd` on
/// `__half`, 9.7.13.5), `ld.global.nc` with `.L2::cache_hint` and its
/// cache-policy operand, `isspacep`.
#[test]
fn memory_forms() {
    let mut world = World::new();
    let buf = world
        .memory
        .alloc(Space::Global, vec![0x00, 0x3c, 0x00, 0x40, 0, 0, 0, 0])
        .unwrap();
    let g = to_generic(Space::Global, world.memory.address(buf));
    let regs = [("a0", B16), ("a1", B64), ("a2", B16)];
    let s = InlinePtx::parse("{ atom.add.noftz.f16 %a0,[%a1],%a2; }\n", &regs).unwrap();
    let mut v = [0, g, 0x3c00];
    s.run(&mut v, world.env()).unwrap();
    assert_eq!(v[0], 0x3c00);
    assert_eq!(&world.memory.bytes(buf)[..2], &[0x00, 0x40]);
    let regs = [("a0", B32), ("a1", B64), ("a2", B64), ("p", Pred)];
    let s = InlinePtx::parse(
        "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 %a0, [%a1], %a2;\n\
         isspacep.global %p, %a1;",
        &regs,
    )
    .unwrap();
    let mut v = [0, g, 0x1234, 0];
    s.run(&mut v, world.env()).unwrap();
    // Bytes 0..2 hold the sum 2.0, bytes 2..4 the original 2.0.
    assert_eq!(v[0], 0x4000_4000);
    assert_eq!(v[3], 1);
    let shared = to_generic(Space::Shared, world.shared.allocate(4, 4, None).unwrap());
    let s = InlinePtx::parse("isspacep.global %p, %a1;", &regs).unwrap();
    let mut v = [0, shared, 0, 1];
    s.run(&mut v, world.env()).unwrap();
    assert_eq!(v[3], 0);
    // atom on half types is add.noftz only.
    let e = InlinePtx::parse("atom.add.f16 %a0,[%a1],%a0;", &regs).unwrap_err();
    assert!(e.message.contains("noftz"), "{e}");
}
