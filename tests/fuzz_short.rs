//! A short differential fuzz on every test run: random programs through
//! the interpreter, the compiler (virtual registers with the address
//! optimiser, with its random `--chaos` choices, and without it, then a
//! 16-register budget), ptxas and the PTX
//! simulator, exactly as `ptxlift fuzz` runs
//! them. Any disagreement, panic, compile error or ptxas rejection fails
//! the test; its reproducer is written under the target directory.
//!
//! The environment variables `PTXLIFT_FUZZ_PROGRAMS` (default 500) and
//! `PTXLIFT_FUZZ_SEED` (default 1) change the run. Without ptxas the test
//! fails when `CI=true`, and otherwise fuzzes without assembling (saying so).

mod common;

use ptxlift::fuzzgen::harness::{run_fuzz, FailureClass, FuzzOptions};
use ptxlift::ir::Opcode;
use ptxlift::opt::AddrOptions;
use ptxlift::{Options, Pass, PassSet, RegMode};
use std::path::PathBuf;

/// Least share of IR opcodes the generated programs must use.
const MIN_OPCODE_COVERAGE: f64 = 0.95;

/// Programs of this test's default runs (register mode, seed) on which
/// ptxas 13.5 itself crashes at -O3 while assembling the same PTX at -O0:
/// ptxas's bugs, not ptxlift's. Each is kept in `tests/ptxas_findings/`,
/// whose test checks that ptxlift's PTX for it stays well formed. Any
/// other failure fails the test, and so does a listed crash that no
/// longer happens (drop it from the list then). Empty: the generator's
/// draws have moved past the one found so far (budget seed 375 at
/// 8d10a8d, `tests/ptxas_findings/crash_375.plir`).
const KNOWN_PTXAS_CRASHES: &[(&str, u64)] = &[];

fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v
            .parse()
            .unwrap_or_else(|_| panic!("{name}={v} is not a number")),
        Err(_) => default,
    }
}

#[test]
fn short_fuzz_finds_no_failures() {
    let programs = env_u64("PTXLIFT_FUZZ_PROGRAMS", 500);
    let seed = env_u64("PTXLIFT_FUZZ_SEED", 1);
    // Without ptxas (outside CI) the programs are simulated, not assembled.
    let ptxas = common::require_ptxas();
    let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fuzz-failures");
    // Three tenths with virtual registers (the address optimiser on, as by
    // default), one tenth without the optimiser, one fifth with its random
    // choices, the rest with a tight budget (spills, reloads and a
    // `__local_depot` in most programs).
    let virtual_share = programs * 3 / 10;
    let off_share = programs / 10;
    let chaos_share = programs / 5;
    let budget_share = programs - virtual_share - off_share - chaos_share;
    let default = (AddrOptions::default(), PassSet::EMPTY);
    let off = (AddrOptions::default(), PassSet::EMPTY.with(Pass::AddrOpt));
    let chaos = (
        AddrOptions {
            chaos: Some(seed),
            ..AddrOptions::default()
        },
        PassSet::EMPTY,
    );
    let mut next = seed;
    let mut take = |n: u64| {
        next += n;
        next - n
    };
    let runs = [
        (
            RegMode::Virtual,
            default,
            take(virtual_share),
            virtual_share,
        ),
        (RegMode::Virtual, off, take(off_share), off_share),
        (RegMode::Virtual, chaos, take(chaos_share), chaos_share),
        (
            RegMode::Budget { max_regs: 16 },
            default,
            take(budget_share),
            budget_share,
        ),
    ];
    let default_run = programs == 500 && seed == 1;
    for (reg_mode, (addr_opt, disabled), seed, iterations) in runs {
        let mode = match reg_mode {
            RegMode::Virtual => "virtual",
            RegMode::Budget { .. } => "budget",
        };
        let opts = FuzzOptions {
            iterations,
            seed,
            compile: Options {
                reg_mode,
                addr_opt,
                disabled,
                ..Options::default()
            },
            time_limit: None,
            ptxas: ptxas.clone(),
            out_dir: out_dir.clone(),
            minimize: true,
        };
        let summary = run_fuzz(&opts, |_| {});
        let report = summary.report();
        println!("{reg_mode:?} {addr_opt:?} {disabled:?}:\n{report}");
        let is_known = |f: &ptxlift::fuzzgen::harness::Failure| {
            default_run
                && f.class == FailureClass::PtxasCrash
                && f.detail.contains("ptxas -O0 assembles the same PTX")
                && KNOWN_PTXAS_CRASHES.contains(&(mode, f.seed))
        };
        let unknown: Vec<_> = summary.failures.iter().filter(|f| !is_known(f)).collect();
        assert!(
            unknown.is_empty(),
            "{reg_mode:?} {addr_opt:?} {disabled:?}:\n{report}"
        );
        let known = summary.failures.len() as u64;
        if default_run {
            let range = seed..seed + iterations;
            for &(m, s) in KNOWN_PTXAS_CRASHES {
                if m == mode && range.contains(&s) && ptxas.is_some() {
                    assert!(
                        summary.failures.iter().any(|f| f.seed == s),
                        "ptxas no longer crashes on {m} seed {s}: drop it from KNOWN_PTXAS_CRASHES"
                    );
                }
            }
        }
        assert_eq!(summary.programs, iterations, "{report}");
        // Programs the interpreter rejects are not compared: few may be.
        assert!(summary.skipped * 20 <= iterations, "{report}");
        if ptxas.is_some() {
            assert_eq!(
                summary.assembled + summary.skipped + known,
                iterations,
                "{report}"
            );
        }
        let coverage = summary.opcodes.len() as f64 / Opcode::ALL.len() as f64;
        assert!(coverage >= MIN_OPCODE_COVERAGE, "{report}");
    }
}

/// The generated programs exercise local-memory promotion: their record
/// slots (constant offsets only) are promoted in most of them, while the
/// dynamically indexed local arrays stay in memory.
#[test]
fn generated_programs_exercise_promotion() {
    let (mut programs, mut promoted) = (0, 0);
    for seed in 1..=40 {
        let Ok(generated) = ptxlift::fuzzgen::generate_from_seed(seed) else {
            continue;
        };
        let Ok(compiled) = ptxlift::compile(&generated.module, &Options::default()) else {
            continue;
        };
        programs += 1;
        if compiled.functions.iter().any(|f| f.promote().slots > 0) {
            promoted += 1;
        }
    }
    println!("{promoted} of {programs} generated programs had a slot promoted");
    assert!(
        programs >= 30,
        "only {programs} of 40 seeds generated and compiled"
    );
    assert!(
        promoted * 2 >= programs,
        "only {promoted} of {programs} programs had a slot promoted"
    );
}

/// The generated programs exercise the spaces pass's module step: device
/// functions with `i64 generic` pointer parameters, some called with
/// addresses of one space only (specialised), some with several (kept
/// generic).
#[test]
fn generated_programs_exercise_pointer_params() {
    use ptxlift::ir::{FunctionKind, ParamKind, Space};
    let generic = |m: &ptxlift::ir::Module| {
        m.functions
            .values()
            .filter(|f| f.kind == FunctionKind::Device)
            .flat_map(|f| &f.signature.params)
            .filter(|p| p.kind == ParamKind::Pointer(Space::Generic))
            .count()
    };
    let (mut with_pointers, mut specialised, mut kept) = (0, 0, 0);
    for seed in 1..=200 {
        let Ok(generated) = ptxlift::fuzzgen::generate_from_seed(seed) else {
            continue;
        };
        let before = generic(&generated.module);
        if before == 0 {
            continue;
        }
        with_pointers += 1;
        let after = ptxlift::opt::specialize_pointer_params(&generated.module)
            .map_or(before, |m| generic(&m));
        specialised += usize::from(after < before);
        kept += usize::from(after > 0);
    }
    println!("{with_pointers} programs with pointer parameters: {specialised} specialised, {kept} kept some generic");
    assert!(
        with_pointers >= 40,
        "only {with_pointers} of 200 programs had pointer parameters"
    );
    assert!(
        specialised >= 10,
        "only {specialised} of {with_pointers} programs specialised a parameter"
    );
    assert!(
        kept >= 10,
        "only {kept} of {with_pointers} programs kept a generic parameter"
    );
}
