//! Differential test of the backend: every example and every `test run`
//! filetest is compiled with ptxlift (virtual mode and budget mode with
//! `--max-regs 24`), its PTX is parsed and executed by the PTX simulator
//! (`ptxlift::ptx::sim`), and each `; launch:` / `; run:` directive runs on
//! both the IR interpreter and the simulator with identical, freshly
//! created buffers. Every buffer (and every result of a `; run:`) must be
//! bit-identical, both NaN, or within the directive's `within N ulp`; a
//! directive that expects an error must fail on both.
//!
//! The simulator implements the PTX ISA independently of the interpreter,
//! so a disagreement points at a miscompile (or a simulator bug). Known
//! disagreements are listed in [`KNOWN`] with the reason; any other one
//! fails the test.

mod common;

use ptxlift::interp::{self, ArgValue, DeviceMemory};
use ptxlift::ir::{self, Module, ParamKind, Type};
use ptxlift::ptx::parse::{self, PtxModule};
use ptxlift::ptx::sim;
use ptxlift::runtest::directives::{required_ptx, Directive};
use ptxlift::runtest::engine::{
    compare_executions, execute, expects_error, unpack_results, Agreement, Executor,
};
use ptxlift::runtest::{self, RunLimits};
use ptxlift::{compile, Options, RegMode, Sm, Target};
use std::path::{Path, PathBuf};

/// Directives where the simulator and the interpreter are known to differ:
/// (file name suffix, directive line, why). Each is a refinement: the IR
/// makes the operation an error (undefined behaviour) and the compiled PTX
/// gives it a defined result, which any compiled program may do.
const KNOWN: &[(&str, u32, &str)] = &[
    (
        "int/sdiv_srem.plir",
        16,
        "i8 MIN / -1: PTX divides the sign-extended values in 32 bits",
    ),
    (
        "int/sdiv_srem.plir",
        29,
        "i8 MIN % -1: PTX divides the sign-extended values in 32 bits",
    ),
    (
        "int/sdiv_srem.plir",
        37,
        "i16 MIN / -1: PTX divides the sign-extended values in 32 bits",
    ),
    (
        "int/sdiv_srem.plir",
        46,
        "i16 MIN % -1: PTX divides the sign-extended values in 32 bits",
    ),
    (
        "mem/misaligned.plir",
        31,
        "a broken `align 8` promise on a 4-byte load: ld.u32 needs only 4",
    ),
    (
        "mem/uninit_local.plir",
        10,
        "local-memory promotion: the slot read before any write becomes a register that reads 0",
    ),
    (
        "mem/uninit_local.plir",
        52,
        "local-memory promotion: the callee's slot read before any write becomes a register that reads 0",
    ),
    (
        "mem/uninit_local.plir",
        63,
        "local-memory promotion: the callee's slot read before any write becomes a register that reads 0",
    ),
    (
        "calls/recursion_limits.plir",
        26,
        "local-memory promotion: the slot whose recursive copies exceed the interpreter's 16 MiB of local memory becomes a register",
    ),
    (
        "mem/straddle.plir",
        24,
        "the two stack slots share one __local_depot, so the split load stays inside it",
    ),
    (
        "mem/stack_lifetime.plir",
        16,
        "a load after `stack_end`: markers print nothing, the depot bytes still hold the store",
    ),
    (
        "mem/stack_lifetime.plir",
        28,
        "a store after `stack_end`: markers print nothing, the depot bytes are writable",
    ),
    (
        "mem/stack_lifetime.plir",
        41,
        "a load after `stack_start`: markers print nothing, the depot bytes still hold the store",
    ),
];

#[derive(Default)]
struct Tally {
    directives: usize,
    agreed: usize,
    both_failed: usize,
    known: Vec<String>,
    disagreements: Vec<String>,
    /// Expected errors whose simulator message lacks the expected text.
    other_messages: Vec<String>,
}

/// The examples and the `test run` filetests.
fn run_sources() -> Vec<(PathBuf, String)> {
    common::plir_sources()
        .into_iter()
        .filter(|(p, t)| common::is_example(p) || common::has_test_kind(t, "run"))
        .collect()
}

/// Runs `d` on both executors and compares them.
fn agreement(module: &Module, ptx: &PtxModule, d: &Directive) -> Agreement {
    let run = |e| execute(e, d, RunLimits::default());
    match (
        run(Executor::Interp(module)),
        run(Executor::Ptx { module, ptx }),
    ) {
        (Ok(i), Ok(p)) => compare_executions(module, d, &i, &p),
        // The same code sets up both runs: both fail alike.
        (Err(e), _) | (_, Err(e)) if expects_error(d).is_some() => Agreement::BothFailed(e),
        (Err(e), _) | (_, Err(e)) => Agreement::Differ(format!("directive setup failed: {e}")),
    }
}

fn run_mode(mode: RegMode) -> Tally {
    let mut tally = Tally::default();
    let sources = run_sources();
    assert!(sources.len() >= 50, "found only {} sources", sources.len());
    for (path, text) in &sources {
        let name = path.display().to_string();
        let fail = |tally: &mut Tally, m: String| tally.disagreements.push(format!("{name}: {m}"));
        let module = match ir::parse_module(text) {
            Ok(m) => m,
            Err(e) => {
                fail(&mut tally, format!("does not parse: {e}"));
                continue;
            }
        };
        let Ok(directives) = runtest::parse_directives(text) else {
            fail(&mut tally, "bad directives".into());
            continue;
        };
        let target = match Target::new(Sm::Sm80, required_ptx(text)) {
            Ok(t) => t,
            Err(e) => {
                fail(&mut tally, e);
                continue;
            }
        };
        let options = Options {
            target,
            reg_mode: mode,
            check_regalloc: false,
            ..Options::default()
        };
        let compiled = match compile(&module, &options) {
            Ok(c) => c,
            Err(e) => {
                fail(&mut tally, format!("does not compile: {e}"));
                continue;
            }
        };
        let ptx = match parse::parse(&compiled.ptx) {
            Ok(p) => p,
            Err(e) => {
                fail(&mut tally, format!("the PTX does not parse: {e}"));
                continue;
            }
        };
        for e in sim::check(&ptx) {
            fail(&mut tally, format!("the simulator cannot execute: {e}"));
        }
        for d in &directives {
            let line = d.line();
            tally.directives += 1;
            let disagreement = match agreement(&module, &ptx, d) {
                Agreement::Agree => {
                    tally.agreed += 1;
                    continue;
                }
                Agreement::BothFailed(got) => {
                    tally.both_failed += 1;
                    if let Some(want) = expects_error(d) {
                        if !got.contains(want) {
                            tally
                                .other_messages
                                .push(format!("{name}:{line}: expected \"{want}\", PTX: {got}"));
                        }
                    }
                    continue;
                }
                Agreement::OnlyIrFailed(e) => {
                    format!("the interpreter fails ({e}) but the PTX runs")
                }
                Agreement::Differ(m) => m,
            };
            let msg = format!("{name}:{line} ({mode:?}): {disagreement}");
            let known = KNOWN
                .iter()
                .find(|(f, l, _)| name.ends_with(f) && *l == line);
            match known {
                Some((_, _, why)) => tally.known.push(format!("{msg} [known: {why}]")),
                None => tally.disagreements.push(msg),
            }
        }
    }
    println!(
        "{mode:?}: {} directives: {} agree, {} fail on both, {} known disagreements, {} new disagreements",
        tally.directives,
        tally.agreed,
        tally.both_failed,
        tally.known.len(),
        tally.disagreements.len()
    );
    for k in &tally.known {
        println!("  known: {k}");
    }
    for m in &tally.other_messages {
        println!("  other message: {m}");
    }
    tally
}

fn check(mode: RegMode) {
    let tally = run_mode(mode);
    assert!(
        tally.disagreements.is_empty(),
        "{} disagreement(s) between the PTX simulator and the interpreter:\n{}",
        tally.disagreements.len(),
        tally.disagreements.join("\n")
    );
    assert!(
        tally.agreed > 100,
        "only {} directives agreed",
        tally.agreed
    );
}

#[test]
fn simulator_agrees_with_interpreter_virtual_registers() {
    check(RegMode::Virtual);
}

/// Budget mode with 24 registers, or `PTX_SIM_MAX_REGS`.
#[test]
fn simulator_agrees_with_interpreter_budget() {
    let max_regs = std::env::var("PTX_SIM_MAX_REGS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(24);
    check(RegMode::Budget { max_regs });
}

/// Textual mutations of ptxlift's PTX, each a plausible miscompile (each
/// changes the meaning: `selp.b32` -> `selp.u32`, for example, would not).
const MUTATIONS: &[(&str, &str)] = &[
    ("add.s32", "sub.s32"),
    ("setp.lt.u32", "setp.le.u32"),
    ("shl.b32", "shr.u32"),
    ("bar.sync 0;", "membar.cta;"),
    ("cvt.s32.s8", "cvt.u32.u8"),
    ("+4]", "+0]"),
    ("and.b32", "or.b32"),
    ("min.s32", "min.u32"),
    ("shr.s32", "shr.u32"),
    ("atom.global.add.u32", "atom.global.exch.b32"),
    ("mul.wide.u32", "mul.wide.s32"),
    ("mul.wide.s32", "mul.wide.u32"),
];

/// Does any directive of `text` disagree when its PTX is mutated?
fn detects(text: &str, from: &str, to: &str) -> Option<bool> {
    let module = ir::parse_module(text).ok()?;
    let directives = runtest::parse_directives(text).ok()?;
    let target = Target::new(Sm::Sm80, required_ptx(text)).ok()?;
    let options = Options {
        target,
        ..Options::default()
    };
    let compiled = compile(&module, &options).ok()?;
    if !compiled.ptx.contains(from) {
        return None;
    }
    let ptx = parse::parse(&compiled.ptx.replacen(from, to, 1)).ok()?;
    Some(
        directives
            .iter()
            .any(|d| matches!(agreement(&module, &ptx, d), Agreement::Differ(_))),
    )
}

/// The oracle has teeth: each mutation, applied to the first place it
/// matches in each file's PTX, makes some directive disagree.
#[test]
fn mutated_ptx_is_caught() {
    let sources = run_sources();
    let mut missed = Vec::new();
    let mut applied_any = 0;
    for (from, to) in MUTATIONS {
        let (mut applied, mut caught) = (0, 0);
        for (_, text) in &sources {
            if let Some(d) = detects(text, from, to) {
                applied += 1;
                caught += usize::from(d);
            }
        }
        println!("{from} -> {to}: caught in {caught} of {applied} files");
        applied_any += usize::from(applied > 0);
        if applied > 0 && caught == 0 {
            missed.push(format!(
                "{from} -> {to}: caught in {caught} of {applied} files"
            ));
        }
    }
    assert!(
        missed.is_empty(),
        "mutations not caught:\n{}",
        missed.join("\n")
    );
    assert!(
        applied_any >= 6,
        "only {applied_any} mutations apply to the PTX"
    );
}

/// Interesting values of `ty` (raw bits), then `extra` seeded random ones.
fn sample_values(ty: Type, state: &mut u64, extra: usize) -> Vec<u64> {
    let mut next = || {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    };
    let mut v: Vec<u64> = match ty {
        Type::I1 => vec![0, 1],
        Type::F32 => [
            0.0f32, -0.0, 1.0, -1.5, 0.5, 2.5, -2.5, 1e-40, -1e-45, 3.4e38,
        ]
        .iter()
        .map(|f| f.to_bits() as u64)
        .chain([
            0x7f80_0000,
            0xff80_0000,
            0x7fc0_0000,
            0x4f00_0000,
            0xcf00_0000,
        ])
        .collect(),
        Type::F64 => [
            0.0f64, -0.0, 1.0, -1.5, 0.5, 2.5, -2.5, 1e-310, 1e300, -9.3e18,
        ]
        .iter()
        .map(|f| f.to_bits())
        .chain([0x7ff0 << 48, 0xfff0 << 48, 0x7ff8 << 48, 0x43e0 << 48])
        .collect(),
        _ => {
            let bits = ty.bits();
            let min = 1u64 << (bits - 1);
            vec![
                0,
                1,
                2,
                7,
                u64::MAX,
                min,
                min - 1,
                min + 1,
                0x55,
                31,
                32,
                33,
                63,
                64,
            ]
        }
    };
    for _ in 0..extra {
        let r = next();
        v.push(match ty {
            Type::F32 => match r % 3 {
                0 => (((r >> 8) % 20001) as f32 / 100.0 - 100.0).to_bits() as u64,
                _ => r >> 32,
            },
            Type::F64 => match r % 3 {
                0 => (((r >> 8) % 20001) as f64 / 100.0 - 100.0).to_bits(),
                _ => r,
            },
            _ => r >> (r % 64),
        });
    }
    v.into_iter().map(|x| x & ty.mask()).collect()
}

/// Calls device functions with only scalar parameters (those a `; run:`
/// directive exercises, or all with `all`) with edge-case and random
/// arguments, on both executors. Where the interpreter fails (undefined
/// behaviour, such as a division by zero) anything goes; otherwise the
/// results must match (within the function's largest directive `ulp`).
fn random_calls_in(
    path: &Path,
    text: &str,
    mode: RegMode,
    all: bool,
    state: &mut u64,
) -> (usize, Vec<String>) {
    let (mut compared, mut problems) = (0, Vec::new());
    let (Ok(module), Ok(directives), Ok(target)) = (
        ir::parse_module(text),
        runtest::parse_directives(text),
        Target::new(Sm::Sm80, required_ptx(text)),
    ) else {
        return (0, vec![format!("{}: cannot read", path.display())]);
    };
    let options = Options {
        target,
        reg_mode: mode,
        check_regalloc: false,
        ..Options::default()
    };
    let ptx = match compile(&module, &options).map(|c| parse::parse(&c.ptx)) {
        Ok(Ok(p)) => p,
        _ => return (0, vec![format!("{}: cannot compile", path.display())]),
    };
    for func in module.functions.values() {
        let ulps: Vec<u64> = directives
            .iter()
            .filter_map(|d| match d {
                Directive::Run(x) if x.func == func.name => Some(x.ulp),
                _ => None,
            })
            .collect();
        let sig = &func.signature;
        let scalar = sig.params.iter().all(|p| p.kind == ParamKind::Value);
        if func.is_kernel() || !scalar || (!all && ulps.is_empty()) {
            continue;
        }
        let ulp = ulps.into_iter().max().unwrap_or(0);
        let columns: Vec<Vec<u64>> = sig
            .params
            .iter()
            .map(|p| sample_values(p.ty, state, 24))
            .collect();
        for k in 0..40 {
            let args: Vec<u64> = columns
                .iter()
                .enumerate()
                .map(|(j, c)| c[(k * (j + 1) + k / c.len()) % c.len()])
                .collect();
            let ia: Vec<ArgValue> = args.iter().map(|&a| ArgValue::Scalar(a)).collect();
            let (mut mi, mut ms) = (DeviceMemory::new(), DeviceMemory::new());
            let fuel = 1_000_000;
            let Ok((want, _)) = interp::call(&module, &func.name, &ia, &mut mi, fuel) else {
                continue;
            };
            compared += 1;
            let site = format!("{}: %{}({args:x?}) ({mode:?})", path.display(), func.name);
            // PTX takes more instructions than the IR: fuel is no semantics.
            let got = match sim::call(&ptx, &func.name, &args, &mut ms, 16 * fuel) {
                Ok(bytes) => unpack_results(&bytes, &sig.returns),
                Err(e) => {
                    problems.push(format!("{site}: the PTX fails: {e}"));
                    continue;
                }
            };
            for ((w, g), ty) in want.iter().zip(&got).zip(&sig.returns) {
                if !runtest::values_match(*w, *g, *ty, ulp) {
                    problems.push(format!(
                        "{site}: interpreter {}, PTX {}",
                        runtest::format_bits(*w, *ty),
                        runtest::format_bits(*g, *ty)
                    ));
                }
            }
        }
    }
    (compared, problems)
}

fn report_random(mode: RegMode, compared: usize, problems: &[String]) {
    println!(
        "{mode:?}: {compared} random calls compared, {} differ",
        problems.len()
    );
    assert!(
        problems.is_empty(),
        "{} random calls differ:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn random_arguments_agree() {
    for mode in [RegMode::Virtual, RegMode::Budget { max_regs: 24 }] {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let (mut compared, mut problems) = (0, Vec::new());
        for (path, text) in run_sources() {
            let (c, p) = random_calls_in(&path, &text, mode, false, &mut state);
            compared += c;
            problems.extend(p);
        }
        assert!(compared > 1000, "only {compared} calls compared");
        report_random(mode, compared, &problems);
    }
}

/// `PTX_SIM_EXTRA=a.plir:b.plir cargo test --test ptx_sim extra -- --nocapture`
/// runs every scalar device function of the given files with random
/// arguments on both executors (a tool for hunting miscompiles).
#[test]
fn extra_files_agree() {
    let Some(files) = std::env::var_os("PTX_SIM_EXTRA") else {
        return;
    };
    for path in std::env::split_paths(&files) {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for mode in [RegMode::Virtual, RegMode::Budget { max_regs: 24 }] {
            let mut state = 0x9e37_79b9_7f4a_7c15u64;
            let (compared, problems) = random_calls_in(&path, &text, mode, true, &mut state);
            report_random(mode, compared, &problems);
        }
    }
}
