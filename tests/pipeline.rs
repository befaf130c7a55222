//! The pass pipeline: per-pass reports, disabling passes, stopping after
//! one, the verifier after every IR pass, and the command-line flags.

mod common;

use common::cli;
use ptxlift::ir::{self, Opcode};
use ptxlift::{compile, Context, Error, Options, Pass, PassSet, PassStats, SeededBug};

/// A kernel that every IR pass changes: a counted loop fills a local
/// array (unroll makes its indices constant, promote turns it into
/// values), and an address computed from the thread index with an `isub`
/// (the address optimiser rewrites it).
const KERNEL: &str = "kernel %k(i64 global) {
    ss0 = explicit_slot 16, align 4

block0(v0: i64):
    v1 = sreg tid.x
    v2 = iconst.i32 0
    jump block1(v2)

block1(v3: i32):
    v4 = stack_addr.i32 ss0
    v5 = ishl_imm v3, 2
    v6 = iadd v4, v5
    store local v6, v3
    v7 = iadd_imm v3, 1
    v8 = icmp_imm slt v7, 4
    brif v8, block1(v7), block2

block2:
    v9 = stack_addr.i32 ss0
    v10 = iadd_imm v9, 8
    v11 = load.i32 local v10
    v12 = isub v11, v1
    v13 = uextend.i64 v1
    v14 = ishl_imm v13, 2
    v15 = iadd v0, v14
    v16 = iadd_imm v15, 4
    store global v16, v12
    return
}
";

fn module() -> ir::Module {
    ir::parse_module(KERNEL).expect("parses")
}

/// Instructions of `opcode` in `functions`.
fn count(functions: &[ir::Function], opcode: Opcode) -> usize {
    functions
        .iter()
        .map(|f| {
            f.layout
                .insts()
                .filter(|&i| f.dfg.insts[i].opcode() == opcode)
                .count()
        })
        .sum()
}

#[test]
fn every_pass_reports_its_time_and_stats_in_pipeline_order() {
    let compiled = compile(&module(), &Options::default()).expect("compiles");
    let report = &compiled.functions[0];
    let passes: Vec<Pass> = report.passes.iter().map(|r| r.pass).collect();
    assert_eq!(passes, Pass::ALL);
    assert_eq!(
        report.pass(Pass::Unroll).map(|r| r.stats),
        Some(PassStats::Unroll { loops: 1 })
    );
    assert!(report.addr().roots > 0, "{:?}", report.addr());
    assert_eq!(report.promote().unrolled_loops, 1);
    assert_eq!(report.promote().slots, 1, "{:?}", report.promote());
    assert!(matches!(
        report.pass(Pass::Lower).map(|r| r.stats),
        Some(PassStats::Lower { insts, vregs }) if insts > 0 && vregs > 0
    ));
    // Debug builds (tests) verify after every IR pass, and time it.
    assert!(Options::default().verify);
    assert!(report
        .passes
        .iter()
        .all(|r| r.pass.is_ir() || r.verify_time.is_zero()));
}

#[test]
fn a_disabled_pass_does_not_run_and_is_not_reported() {
    let options = Options {
        disabled: PassSet::NO_PROMOTE,
        ..Options::default()
    };
    let mut ctx = Context::new();
    let compiled = ctx.compile(&module(), &options).expect("compiles");
    let passes: Vec<Pass> = compiled.functions[0]
        .passes
        .iter()
        .map(|r| r.pass)
        .collect();
    assert_eq!(
        passes,
        [
            Pass::AddrOpt,
            Pass::Simplify,
            Pass::Spaces,
            Pass::Vectorize,
            Pass::Lower,
            Pass::Regalloc,
            Pass::Frame,
            Pass::Emit
        ]
    );
    // The loop and the slot stay: 16 bytes of depot.
    assert_eq!(compiled.functions[0].local_bytes, 16);
    assert_eq!(count(ctx.functions(), Opcode::Brif), 1);
}

#[test]
fn only_ir_passes_can_be_disabled() {
    let options = Options {
        disabled: PassSet::EMPTY.with(Pass::Regalloc),
        ..Options::default()
    };
    let err = compile(&module(), &options).expect_err("refused");
    assert!(matches!(err, Error::Option(_)), "{err:?}");
    assert!(
        err.to_string()
            .starts_with("pass `regalloc` cannot be disabled"),
        "{err}"
    );
}

#[test]
fn stopping_after_a_pass_keeps_what_the_pipeline_made_up_to_it() {
    let module = module();
    let mut ctx = Context::new();
    // After unroll: the loop is gone, the slot is still there (its
    // address taken once per unrolled store and once for the load).
    let stop = |pass| Options {
        stop_after: Some(pass),
        ..Options::default()
    };
    let out = ctx.compile(&module, &stop(Pass::Unroll)).expect("compiles");
    assert!(out.ptx.is_empty());
    assert_eq!(out.functions[0].passes.len(), 1);
    assert_eq!(count(ctx.functions(), Opcode::Brif), 0);
    assert_eq!(count(ctx.functions(), Opcode::StackAddr), 5);
    assert!(ctx.vcodes().is_empty());
    // After promote: no stack address left.
    ctx.compile(&module, &stop(Pass::Promote))
        .expect("compiles");
    assert_eq!(count(ctx.functions(), Opcode::StackAddr), 0);
    // After lower: VCode, no allocation.
    let out = ctx.compile(&module, &stop(Pass::Lower)).expect("compiles");
    assert_eq!(ctx.vcodes().len(), 1);
    assert!(ctx.allocated().is_empty());
    assert!(out.ptx.is_empty());
    // After emit: the whole PTX, as without stopping.
    let out = ctx.compile(&module, &stop(Pass::Emit)).expect("compiles");
    let full = compile(&module, &Options::default()).expect("compiles");
    assert_eq!(out.ptx, full.ptx);
}

#[test]
fn ir_a_pass_breaks_is_an_error_naming_the_pass() {
    for pass in Pass::IR {
        let options = Options {
            seeded_bug: Some(SeededBug::FirstIsubReadsItself { after: pass }),
            ..Options::default()
        };
        let err = compile(&module(), &options).expect_err("the verifier refuses");
        assert!(
            matches!(err, Error::PassVerifier { pass: p, .. } if p == pass),
            "{err:?}"
        );
        let text = err.to_string();
        assert!(
            text.starts_with(&format!("IR after pass `{pass}` does not verify")),
            "{text}"
        );
        assert!(text.contains("function %k"), "{text}");
    }
}

#[test]
fn the_command_line_disables_stops_and_explains_bad_names() {
    let dir = std::env::temp_dir().join(format!("ptxlift-pipeline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("k.plir");
    std::fs::write(&file, KERNEL).expect("write");
    let file = file.to_str().expect("utf-8 path");

    // The IR after unroll: no loop left.
    let (ok, out, err) = cli(&["compile", file, "--stop-after", "unroll"]);
    assert!(ok, "{err}");
    assert!(out.contains("kernel %k") && !out.contains("brif"), "{out}");
    // --no-promote is disabling unroll and promote: the loop stays.
    let (ok, out, err) = cli(&["compile", file, "--no-promote", "--stop-after", "promote"]);
    assert!(ok, "{err}");
    assert!(out.contains("brif"), "{out}");
    let (_, same, _) = cli(&[
        "compile",
        file,
        "--disable-pass",
        "unroll",
        "--disable-pass",
        "promote",
        "--stop-after",
        "promote",
    ]);
    assert_eq!(out, same);
    // VCode after lower, PTX registers after regalloc.
    let (ok, out, err) = cli(&["compile", file, "--stop-after", "lower"]);
    assert!(
        ok && out.contains("vblock0") && out.contains("%v"),
        "{out}{err}"
    );
    let (ok, out, err) = cli(&["compile", file, "--stop-after", "regalloc"]);
    assert!(
        ok && out.contains("vblock0") && out.contains("%r"),
        "{out}{err}"
    );
    // Per-pass times in the report.
    let (ok, _, err) = cli(&["compile", file, "--report", "-o", "/dev/null"]);
    assert!(ok, "{err}");
    assert!(
        err.contains("passes: unroll ") && err.contains(", emit "),
        "{err}"
    );

    let (ok, _, err) = cli(&["compile", file, "--disable-pass", "dce"]);
    assert!(!ok);
    assert!(
        err.contains("unknown pass `dce`; the passes are `unroll`, `addr-opt`, `promote`, `simplify`, `spaces`, `vectorize`, `lower`, `regalloc`, `frame` and `emit`"),
        "{err}"
    );
    let (ok, _, err) = cli(&["compile", file, "--disable-pass", "emit"]);
    assert!(!ok);
    assert!(err.contains("pass `emit` cannot be disabled"), "{err}");
    let (ok, _, err) = cli(&["run", file, "--stop-after", "lower"]);
    assert!(!ok);
    assert!(err.contains("only `ptxlift compile` stops early"), "{err}");
    let (ok, _, err) = cli(&["compile", file, "--stop-after", "lower", "--emit", "ir"]);
    assert!(!ok);
    assert!(err.contains("--emit and --stop-after lower"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--no-vectorize` (and `--disable-pass vectorize`) keeps a float4
/// read field by field as four loads; by default they are one
/// `ld.global.v4.f32`, and its four lanes read what the scalars did.
#[test]
fn no_vectorize_keeps_scalar_accesses_scalar() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/filetests/optimize/vectorize.plir"
    );
    let (ok, merged, err) = cli(&["compile", file]);
    assert!(ok, "{err}");
    assert!(merged.contains("ld.global.v4.f32"), "{merged}");
    for flags in [
        &["--no-vectorize"][..],
        &["--disable-pass", "vectorize"][..],
    ] {
        let mut args = vec!["compile", file];
        args.extend_from_slice(flags);
        let (ok, scalar, err) = cli(&args);
        assert!(ok, "{err}");
        assert!(
            !scalar.contains(".v4.") && !scalar.contains(".v2."),
            "{scalar}"
        );
        assert_eq!(scalar.matches("ld.global.f32").count(), 4, "{scalar}");
        let mut run = vec!["run", "--engine", "both", file];
        run.extend_from_slice(flags);
        let (ok, out, err) = cli(&run);
        assert!(ok && out.contains(" 0 failed"), "{out}{err}");
    }
    // The IR printed after the pass names the vector load.
    let (ok, ir, err) = cli(&["compile", file, "--stop-after", "vectorize"]);
    assert!(ok && ir.contains("= load_v4.f32 global"), "{ir}{err}");
}
