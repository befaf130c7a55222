//! `ptxlift compile --emit vcode` prints PTX-like text over virtual
//! registers: `.reg` declarations, block labels, PTX mnemonics with their
//! modifiers and types, immediates, memory operands, frame objects by name
//! where the frame layout will put byte offsets, lifetime markers, block
//! parameters and jump arguments as comments.
//!
//! The expected text below is written by hand from the PTX ISA's
//! spellings and the lowering rules, not copied from the output. Virtual
//! register numbers are an accident of lowering order, so both texts are
//! compared after renumbering registers in order of first appearance in
//! the code (the `.reg` lines are renumbered with them and sorted).

use std::collections::HashMap;
use std::process::Command;

/// A kernel with a special register, an integer unary operation, a stack
/// slot accessed at a constant offset between lifetime markers, a
/// comparison with an immediate, a conditional branch passing an argument
/// (an edge block) and one to a join (a critical edge), a float constant
/// and multiply, and global stores with and without an offset.
const KERNEL: &str = "\
kernel %k(i64 global, f32) {
    ss0 = explicit_slot 8, align 4
block0(v0: i64, v1: f32):
    v2 = sreg tid.x
    v3 = popcnt v2
    v4 = stack_addr.i64 ss0
    stack_start ss0
    store local v4+4, v3
    v5 = load.i32 local v4+4
    stack_end ss0
    v6 = icmp_imm ult v5, 3
    brif v6, block1(v5), block2

block1(v7: i32):
    v8 = f32const 1.5
    v9 = fmul v1, v8
    store global v0+8, v9
    store global v0, v7
    jump block2

block2:
    return
}
";

/// Block order: block0, its two edge blocks (to block1 with an argument;
/// to block2, which has two predecessors), block1, block2. Kernel
/// parameters: the global pointer arrives generic and is converted once;
/// the f32 is read as `.f32`. `ult` is `setp.lt.u32`; `fmul` is
/// `mul.rn.f32`; 1.5 is 0x3FC00000; i32 memory accesses are `.u32`.
const EXPECTED: &str = "\
function %k:
\t.reg .pred %v6;
\t.reg .b32 %v3, %v4, %v5, %v7;
\t.reg .b64 %v0, %v1;
\t.reg .f32 %v2, %v8;
vblock0:
\tld.param.u64 %v0, [param0];
\tcvta.to.global.u64 %v1, %v0;
\tld.param.f32 %v2, [param1];
\tmov.u32 %v3, %tid.x;
\tpopc.b32 %v4, %v3;
\t// stack_start ss0
\tst.local.u32 [%SPL+ss0+4], %v4;
\tld.local.u32 %v5, [%SPL+ss0+4];
\t// stack_end ss0
\tsetp.lt.u32 %v6, %v5, 3;
\t@%v6 bra vblock1;
\tbra.uni vblock2;
vblock1:
\tbra.uni vblock3;\t// args %v5
vblock2:
\tbra.uni vblock4;
vblock3:\t// params %v7
\tmul.rn.f32 %v8, %v2, 0f3FC00000;
\tst.global.f32 [%v1+8], %v8;
\tst.global.u32 [%v1], %v7;
\tbra.uni vblock4;
vblock4:
\tret;
";

/// Every `%vN` in `line`, as (byte range, N).
fn registers(line: &str) -> Vec<(usize, usize, u32)> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i + 2 < bytes.len() {
        if bytes[i] == b'%' && bytes[i + 1] == b'v' && bytes[i + 2].is_ascii_digit() {
            let start = i;
            i += 2;
            let digits = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            out.push((start, i, line[digits..i].parse().expect("digits")));
        } else {
            i += 1;
        }
    }
    out
}

/// Registers renumbered in order of first appearance outside the `.reg`
/// lines; the `.reg` lists sorted.
fn normalize(text: &str) -> String {
    let is_decl = |l: &str| l.trim_start().starts_with(".reg");
    let mut order: HashMap<u32, u32> = HashMap::new();
    for line in text.lines().filter(|l| !is_decl(l)) {
        for (_, _, n) in registers(line) {
            let next = order.len() as u32;
            order.entry(n).or_insert(next);
        }
    }
    let mut out = String::new();
    for line in text.lines() {
        let mut renamed = String::new();
        let mut last = 0;
        let mut numbers = Vec::new();
        for (start, end, n) in registers(line) {
            let m = order.get(&n).copied().unwrap_or(u32::MAX);
            numbers.push(m);
            renamed.push_str(&line[last..start]);
            renamed.push_str(&format!("%v{m}"));
            last = end;
        }
        renamed.push_str(&line[last..]);
        if is_decl(line) {
            numbers.sort_unstable();
            let head = renamed.split(" %v").next().unwrap_or_default().to_string();
            let list: Vec<String> = numbers.iter().map(|m| format!("%v{m}")).collect();
            renamed = format!("{head} {};", list.join(", "));
        }
        out.push_str(&renamed);
        out.push('\n');
    }
    out
}

#[test]
fn emit_vcode_prints_ptx_over_virtual_registers() {
    let path = std::env::temp_dir().join(format!("ptxlift-vcode-{}.plir", std::process::id()));
    std::fs::write(&path, KERNEL).expect("temp file is writable");
    let out = Command::new(env!("CARGO_BIN_EXE_ptxlift"))
        .args(["compile", "--emit", "vcode", "--no-promote"])
        .arg(&path)
        .output()
        .expect("ptxlift runs");
    let _ = std::fs::remove_file(&path);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    assert_eq!(
        normalize(&text),
        normalize(EXPECTED),
        "--emit vcode printed:\n{text}"
    );
}

/// The normalisation itself: first appearance in the code decides.
#[test]
fn normalize_renumbers_by_first_use() {
    let text = "\t.reg .b32 %v9, %v4;\nvblock0:\n\tadd.s32 %v9, %v4, %v4;\n";
    assert_eq!(
        normalize(text),
        "\t.reg .b32 %v0, %v1;\nvblock0:\n\tadd.s32 %v0, %v1, %v1;\n"
    );
}
