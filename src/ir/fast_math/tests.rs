//! `resolve` on small functions: which pairs fuse, the fsub shapes, the
//! choice between two products, rsqrt, and that no flag is left.

use super::*;
use crate::ir::{parse_function, printer};

fn resolved(text: &str) -> String {
    let mut func = parse_function(text).expect("test input parses");
    resolve(&mut func);
    assert!(func.dfg.fast_math.values().all(|f| f.is_empty()));
    let mut out = String::new();
    printer::write_function(&mut out, &func).expect("printing to a string");
    out
}

fn body(text: &str) -> Vec<String> {
    resolved(text)
        .lines()
        .filter(|l| l.starts_with("    "))
        .map(|l| l.trim().to_string())
        .collect()
}

#[test]
fn contract_pair_fuses_and_keeps_the_product_for_other_uses() {
    let b = body(
        "function %f(f32, f32, f32) -> f32, f32 {
block0(v0: f32, v1: f32, v2: f32):
    v3 = fmul contract v0, v1
    v4 = fadd contract v2, v3
    return v4, v3
}",
    );
    assert_eq!(
        b,
        ["v3 = fmul v0, v1", "v4 = fma v0, v1, v2", "return v4, v3"]
    );
}

#[test]
fn both_flags_are_needed() {
    for (m, a) in [("", " contract"), (" contract", ""), ("", "")] {
        let b = body(&format!(
            "function %f(f64, f64, f64) -> f64 {{
block0(v0: f64, v1: f64, v2: f64):
    v3 = fmul{m} v0, v1
    v4 = fadd{a} v3, v2
    return v4
}}"
        ));
        assert_eq!(b[1], "v4 = fadd v3, v2", "fmul{m} / fadd{a}");
    }
}

#[test]
fn directed_rounding_is_never_fused() {
    // The verifier rejects `contract` with `rz`; resolve leaves it alone.
    let b = body(
        "function %f(f32, f32, f32) -> f32 {
block0(v0: f32, v1: f32, v2: f32):
    v3 = fmul contract v0, v1
    v4 = fadd rz v3, v2
    return v4
}",
    );
    assert_eq!(b[1], "v4 = fadd rz v3, v2");
}

#[test]
fn fsub_shapes_negate_the_right_operand() {
    let b = body(
        "function %f(f32, f32, f32) -> f32, f32 {
block0(v0: f32, v1: f32, v2: f32):
    v3 = fmul contract v0, v1
    v4 = fsub contract v3, v2
    v5 = fsub contract v2, v3
    return v4, v5
}",
    );
    assert_eq!(
        b,
        [
            "v3 = fmul v0, v1",
            "v6 = fneg v2",
            "v4 = fma v0, v1, v6",
            "v7 = fneg v0",
            "v5 = fma v7, v1, v2",
            "return v4, v5"
        ]
    );
}

#[test]
fn of_two_products_the_one_with_fewer_uses_fuses() {
    let b = body(
        "function %f(f32, f32, f32, f32) -> f32, f32, f32 {
block0(v0: f32, v1: f32, v2: f32, v3: f32):
    v4 = fmul contract v0, v1
    v5 = fmul contract v2, v3
    v6 = fadd contract v4, v5
    v7 = fadd contract v5, v4
    v8 = fsub contract v4, v5
    return v6, v7, v8
}",
    );
    // Both have three uses: the first (the minuend) wins on the tie.
    assert_eq!(b[2], "v6 = fma v0, v1, v5");
    assert_eq!(b[3], "v7 = fma v2, v3, v4");
    let b = body(
        "function %f(f32, f32, f32, f32) -> f32, f32 {
block0(v0: f32, v1: f32, v2: f32, v3: f32):
    v4 = fmul contract v0, v1
    v5 = fmul contract v2, v3
    v6 = fsub contract v4, v5
    return v6, v4
}",
    );
    // v4 has two uses, v5 one: the subtrahend fuses, negated (the new
    // `fneg` takes the next free number; the printer does not renumber).
    assert_eq!(b[2..4], ["v7 = fneg v2", "v6 = fma v7, v3, v4"]);
}

#[test]
fn one_over_approximable_sqrt_becomes_rsqrt_in_f32_only() {
    let b = body(
        "function %f(f32, f64) -> f32, f32, f64 {
block0(v0: f32, v1: f64):
    v2 = f32const 1.0
    v3 = sqrt afn v0
    v4 = fdiv v2, v3
    v5 = sqrt v0
    v6 = fdiv v2, v5
    v7 = f64const 1.0
    v8 = sqrt afn v1
    v9 = fdiv v7, v8
    return v4, v6, v9
}",
    );
    assert_eq!(b[2], "v4 = rsqrt v0");
    assert_eq!(b[4], "v6 = fdiv v2, v5");
    assert_eq!(b[7], "v9 = fdiv v7, v8");
}

/// An f32 `sqrt afn` that something other than `1 /` reads becomes
/// `sqrt_approx` (also when a reciprocal of it became `rsqrt`); f64 has
/// no approximate square root and stays correctly rounded.
#[test]
fn approximable_f32_sqrt_becomes_sqrt_approx() {
    let b = body(
        "function %f(f32, f64) -> f32, f32, f64 {
block0(v0: f32, v1: f64):
    v2 = f32const 1.0
    v3 = sqrt afn v0
    v4 = fdiv v2, v3
    v5 = fadd v3, v4
    v6 = sqrt v0
    v7 = sqrt afn v1
    return v5, v6, v7
}",
    );
    assert_eq!(b[1], "v3 = sqrt_approx v0");
    assert_eq!(b[2], "v4 = rsqrt v0");
    assert_eq!(b[4], "v6 = sqrt v0");
    assert_eq!(b[5], "v7 = sqrt v1");
}

/// An f32 `fdiv afn` becomes `rcp` of the divisor when the dividend is
/// 1.0 and `fdiv_approx` otherwise (llc's `rcp.approx.f32` and
/// `div.approx.f32`); without the flag, or in f64, it stays IEEE.
#[test]
fn approximable_f32_division_becomes_rcp_or_fdiv_approx() {
    let b = body(
        "function %f(f32, f32, f64) -> f32, f32, f32, f64 {
block0(v0: f32, v1: f32, v2: f64):
    v3 = f32const 1.0
    v4 = fdiv afn v3, v1
    v5 = fdiv afn v0, v1
    v6 = fdiv v0, v1
    v7 = fdiv afn v2, v2
    return v4, v5, v6, v7
}",
    );
    assert_eq!(b[1], "v4 = rcp v1");
    assert_eq!(b[2], "v5 = fdiv_approx v0, v1");
    assert_eq!(b[3], "v6 = fdiv v0, v1");
    assert_eq!(b[4], "v7 = fdiv v2, v2");
}

#[test]
fn flags_print_and_parse_back() {
    let text = "function %f(f32, f32) -> f32 {
block0(v0: f32, v1: f32):
    v2 = fmul contract v0, v1
    v3 = sqrt afn v2
    return v3
}
";
    let func = parse_function(text).expect("parses");
    let mut out = String::new();
    printer::write_function(&mut out, &func).expect("printing to a string");
    assert_eq!(out, text);
}

#[test]
fn a_flag_on_the_wrong_opcode_is_a_parse_error() {
    let err = parse_function(
        "function %f(f32) -> f32 {
block0(v0: f32):
    v1 = fneg contract v0
    return v1
}",
    )
    .expect_err("contract on fneg");
    assert!(
        err.to_string()
            .contains("`contract` is not a flag of `fneg`"),
        "{err}"
    );
}
