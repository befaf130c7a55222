//! A bug planted on purpose in one pass (`Options::seeded_bug`, testing
//! only) is found by the fuzz harness, and every failure report names
//! that pass: the harness runs the IR after each pass in the interpreter
//! and blames the first whose results differ from the input's.

use ptxlift::fuzzgen::harness::{run_fuzz, FailureClass, FuzzOptions, FuzzSummary};
use ptxlift::{Options, Pass, RegMode, SeededBug};
use std::path::PathBuf;

/// Programs fuzzed per planted bug: enough for several to compute an
/// `isub` whose result reaches the output.
const PROGRAMS: u64 = 16;

fn fuzz_with_bug(after: Pass, reg_mode: RegMode) -> FuzzSummary {
    let opts = FuzzOptions {
        iterations: PROGRAMS,
        seed: 1,
        compile: Options {
            reg_mode,
            seeded_bug: Some(SeededBug::FirstI32AddSubtracts { after }),
            ..Options::default()
        },
        time_limit: None,
        ptxas: None,
        out_dir: PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("blame-{after}")),
        minimize: false,
    };
    run_fuzz(&opts, |_| {})
}

fn assert_every_failure_names(summary: &FuzzSummary, pass: Pass) {
    let report = summary.report();
    println!("bug planted after `{pass}`:\n{report}");
    assert!(
        summary.failures.len() >= 2,
        "the planted bug was found only {} times:\n{report}",
        summary.failures.len()
    );
    for f in &summary.failures {
        assert_eq!(f.class, FailureClass::Disagreement, "{report}");
        let blame = f.blame.as_ref().expect("a pass is blamed");
        assert_eq!(blame.pass, pass, "{report}");
        // Wrong results, or a fault the input does not have.
        assert!(blame.evidence.starts_with("the IR after it "), "{report}");
    }
    let named = format!("first failing pass `{pass}`: the IR after it ");
    assert_eq!(
        report.matches(&named).count(),
        summary.failures.len(),
        "{report}"
    );
}

#[test]
fn a_bug_planted_in_promote_is_blamed_on_promote() {
    let summary = fuzz_with_bug(Pass::Promote, RegMode::Virtual);
    assert_every_failure_names(&summary, Pass::Promote);
}

#[test]
fn a_bug_planted_in_addr_opt_is_blamed_on_addr_opt_in_budget_mode_too() {
    let summary = fuzz_with_bug(Pass::AddrOpt, RegMode::Budget { max_regs: 16 });
    assert_every_failure_names(&summary, Pass::AddrOpt);
}

#[test]
fn without_a_planted_bug_the_same_programs_pass() {
    let opts = FuzzOptions {
        iterations: PROGRAMS,
        seed: 1,
        compile: Options::default(),
        time_limit: None,
        ptxas: None,
        out_dir: PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("blame-none"),
        minimize: false,
    };
    let summary = run_fuzz(&opts, |_| {});
    assert!(summary.failures.is_empty(), "{}", summary.report());
}

#[test]
fn a_bug_planted_in_lowering_is_blamed_on_lower_in_both_register_modes() {
    // The IR after every IR pass is right; the code lowered from it is
    // not, with virtual registers as with a budget.
    for reg_mode in [RegMode::Virtual, RegMode::Budget { max_regs: 16 }] {
        let summary = fuzz_with_bug(Pass::Lower, reg_mode);
        let report = summary.report();
        println!("bug planted in lowering ({reg_mode:?}):\n{report}");
        assert!(summary.failures.len() >= 2, "{report}");
        for f in &summary.failures {
            let blame = f.blame.as_ref().expect("a pass is blamed");
            assert_eq!(blame.pass, Pass::Lower, "{report}");
            assert!(
                blame
                    .evidence
                    .starts_with("the IR after every IR pass gives the input's results"),
                "{report}"
            );
        }
    }
}

#[test]
fn ir_a_pass_breaks_is_a_compile_error_blamed_on_that_pass() {
    let opts = FuzzOptions {
        iterations: PROGRAMS,
        seed: 1,
        compile: Options {
            seeded_bug: Some(SeededBug::FirstIsubReadsItself {
                after: Pass::Unroll,
            }),
            ..Options::default()
        },
        time_limit: None,
        ptxas: None,
        out_dir: PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("blame-verify"),
        minimize: false,
    };
    let summary = run_fuzz(&opts, |_| {});
    let report = summary.report();
    println!("{report}");
    assert!(summary.failures.len() >= 2, "{report}");
    for f in &summary.failures {
        assert_eq!(f.class, FailureClass::CompileError, "{report}");
        assert!(
            f.detail
                .starts_with("IR after pass `unroll` does not verify"),
            "{report}"
        );
        let blame = f.blame.as_ref().expect("a pass is blamed");
        assert_eq!(blame.pass, Pass::Unroll, "{report}");
        assert!(
            blame.evidence.starts_with("compiling up to it fails"),
            "{report}"
        );
    }
}
