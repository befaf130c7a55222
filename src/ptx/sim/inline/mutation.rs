//! The inline runner never panics and locates every error: 2,000 mutants
//! of real templates (CUDA headers, libdevice, cub, a Triton-style
//! guarded load) — bytes replaced, digits changed, text cut short,
//! tokens swapped, replaced, duplicated or dropped — go through `InlinePtx::parse` and, when they
//! parse, `run` on registers pointing into real memory.

use super::tests::World;
use super::*;
use crate::interp::memory::to_generic;
use crate::ir::Space;
use crate::rng::SplitMix64;
use ScalarType::*;

/// Mutants to try.
const MUTANTS: usize = 2000;

/// The templates, with `$N` already substituted by `%aN`, and the types
/// of their operands.
const TEMPLATES: [(&str, &[ScalarType]); 7] = [
    (
        "{\n\t.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\n\tmov.b64 {alo,ahi}, %a2;\n\
         \tmov.b64 {blo,bhi}, %a3;\n\tmul.lo.u32 r0, alo, blo;\n\tmul.hi.u32 r1, alo, blo;\n\
         \tmad.lo.cc.u32 r1, alo, bhi, r1;\n\tmadc.hi.u32 r2, alo, bhi, 0;\n\
         \tmad.lo.cc.u32 r1, ahi, blo, r1;\n\tmadc.hi.cc.u32 r2, ahi, blo, r2;\n\
         \tmadc.hi.u32 r3, ahi, bhi, 0;\n\tmad.lo.cc.u32 r2, ahi, bhi, r2;\n\
         \taddc.u32 r3, r3, 0;\n\tmov.b64 %a0, {r0,r1};\n\tmov.b64 %a1, {r2,r3};\n\t}",
        &[B64, B64, B64, B64],
    ),
    (
        "{.reg.b32 f, C, nZ;\n  .reg.b16 h,r;\n  mov.b16 h,%a1;\n  cvt.f32.f16 f,h;\n\
         mov.b32 C, 0x3fb8aa3bU;\n  mov.b32 nZ, 0x80000000U;\n  fma.rn.f32 f,f,C,nZ;\n\
         ex2.approx.ftz.f32 f,f;\n  cvt.rn.f16.f32 r,f;\n  mov.b16 %a0,r;\n}",
        &[B16, B16],
    ),
    (
        "{.reg .b16 c;\n  mov.b16 c, 0x3f80U;\n  fma.rn.bf16 %a0,%a1,c,%a2;}\n",
        &[B16, B16, B16],
    ),
    (
        "{ .reg .pred __$temp3;\n  setp.lt.f16x2  __$temp3|_, %a1, %a2;\n  \
         selp.u16 %a0, 1, 0, __$temp3;}",
        &[B16, B32, B32],
    ),
    (
        "{ .reg.b8 myreg;\n cvt.rzi.u8.bf16 myreg, %a1;\n mov.b16 %a0, {myreg, 0};\n}",
        &[B16, B16],
    ),
    (
        "mov.u32 %a0, 0x0;\n\t@%a3 ld.global.v2.b32 { %a0, %a1 }, [ %a2 + 0 ];\n\
         \tprmt.b32.f4e %a0, %a0, %a1, 1;\n\tdp4a.s32.u32 %a0, %a0, %a1, %a0;",
        &[B32, B32, B64, Pred],
    ),
    (
        "{ .reg .pred p; .reg .b32 t;\n mov.b32 t, 0;\nL1:\n setp.ge.u32 p, t, %a1;\n\
         @p bra L2;\n add.u32 %a0, %a0, t;\n add.u32 t, t, 1;\n bra L1;\nL2:\n}",
        &[B32, B32],
    ),
];

/// Replacement tokens: registers, immediates, modifiers, punctuation.
const WORDS: [&str; 16] = [
    "%a0",
    "%a1",
    "_",
    "0",
    "-1",
    "0x7fffU",
    "{",
    "}",
    ";",
    ",",
    "[%a2+4]",
    ".f16x2",
    "@!%a3",
    "shfl.sync.idx.b32",
    "0f3F800000",
    "L1:",
];

/// `text` with one random change.
fn mutate(text: &str, rng: &mut SplitMix64) -> String {
    let bytes = text.as_bytes();
    let at = |rng: &mut SplitMix64| rng.below(bytes.len() as u32 + 1) as usize;
    match rng.below(7) {
        5 | 6 => {
            // An operand changed: one digit replaced by another, so that
            // registers, immediates and labels change but stay tokens.
            let digits: Vec<usize> = (0..bytes.len())
                .filter(|&i| bytes[i].is_ascii_digit())
                .collect();
            let mut b = bytes.to_vec();
            if !digits.is_empty() {
                let i = digits[rng.below(digits.len() as u32) as usize];
                b[i] = b'0' + rng.below(10) as u8;
            }
            String::from_utf8_lossy(&b).into_owned()
        }
        0 => {
            // A byte replaced by a printable ASCII character or a newline.
            let i = at(rng).min(bytes.len().saturating_sub(1));
            let c = match rng.below(97) {
                96 => b'\n',
                k => b' ' + k as u8,
            };
            let mut b = bytes.to_vec();
            if let Some(slot) = b.get_mut(i) {
                *slot = c;
            }
            String::from_utf8_lossy(&b).into_owned()
        }
        1 => String::from_utf8_lossy(&bytes[..at(rng)]).into_owned(),
        k => {
            let mut toks: Vec<String> = text.split(' ').map(String::from).collect();
            let n = toks.len() as u32;
            let (i, j) = (rng.below(n) as usize, rng.below(n) as usize);
            match k {
                2 => toks.swap(i, j),
                3 => {
                    let w = WORDS[rng.below(WORDS.len() as u32) as usize];
                    toks[i] = w.to_string();
                }
                _ => {
                    let t = toks.remove(i);
                    if rng.below(2) == 0 {
                        toks.insert(j.min(toks.len()), t.clone());
                        toks.insert(j.min(toks.len()), t);
                    }
                }
            }
            toks.join(" ")
        }
    }
}

/// Is the error's position inside `text` (or just past its end)?
fn located(e: &InlineError, text: &str) -> bool {
    let lines = text.split('\n').count() as u32;
    e.line >= 1 && e.col >= 1 && e.line <= lines + 1 && !e.message.is_empty()
}

#[test]
fn mutated_templates_never_panic_and_errors_are_located() {
    let mut rng = SplitMix64(0x5eed_1a2b_3c4d_5e6f);
    let regs_of = |types: &[ScalarType]| -> Vec<(String, ScalarType)> {
        types
            .iter()
            .enumerate()
            .map(|(i, &t)| (format!("a{i}"), t))
            .collect()
    };
    // Unmutated, every template parses and runs.
    for (template, types) in TEMPLATES {
        let owned = regs_of(types);
        let regs: Vec<(&str, ScalarType)> = owned.iter().map(|(n, t)| (n.as_str(), *t)).collect();
        let snippet =
            InlinePtx::parse(template, &regs).unwrap_or_else(|e| panic!("{e}\n{template}"));
        let mut world = World::new();
        let buf = world.memory.alloc(Space::Global, vec![7; 64]).unwrap();
        let pointer = to_generic(Space::Global, world.memory.address(buf));
        let mut values: Vec<u64> = types
            .iter()
            .map(|t| if *t == B64 { pointer } else { 1 })
            .collect();
        snippet
            .run(&mut values, world.env())
            .unwrap_or_else(|e| panic!("{e}\n{template}"));
    }
    let (mut parsed, mut ran) = (0, 0);
    for k in 0..MUTANTS {
        let (template, types) = TEMPLATES[k % TEMPLATES.len()];
        let mut text = mutate(template, &mut rng);
        if rng.below(5) == 0 {
            text = mutate(&text, &mut rng);
        }
        let owned = regs_of(types);
        let regs: Vec<(&str, ScalarType)> = owned.iter().map(|(n, t)| (n.as_str(), *t)).collect();
        let snippet = match InlinePtx::parse(&text, &regs) {
            Ok(s) => s,
            Err(e) => {
                assert!(located(&e, &text), "unlocated parse error {e:?} in\n{text}");
                continue;
            }
        };
        parsed += 1;
        let mut world = World::new();
        world.fuel = 2_000;
        let buf = world.memory.alloc(Space::Global, vec![7; 64]).unwrap();
        let pointer = to_generic(Space::Global, world.memory.address(buf));
        let mut values: Vec<u64> = types
            .iter()
            .map(|t| match t {
                B64 => pointer,
                Pred => 1,
                _ => rng.next_u64(),
            })
            .collect();
        match snippet.run(&mut values, world.env()) {
            Ok(()) => ran += 1,
            Err(e) => assert!(located(&e, &text), "unlocated run error {e:?} in\n{text}"),
        }
    }
    // The mutants exercise both parsing and running.
    assert!(parsed > MUTANTS / 10, "only {parsed} mutants parsed");
    assert!(ran > MUTANTS / 20, "only {ran} mutants ran");
}
