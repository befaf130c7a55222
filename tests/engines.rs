//! `ptxlift run --engine ir|ptx|both`: every example passes on each engine
//! and register mode; the PTX engine holds the compiled code to the file's
//! expectations; `both` allows what the IR leaves undefined and reports a
//! changed PTX instruction as a difference.

mod common;

use common::cli;
use ptxlift::ir::parse_module;
use ptxlift::ptx::parse;
use ptxlift::runtest::{self, Engines, RunLimits};

fn examples() -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir("examples")
        .expect("examples/")
        .flatten()
        .map(|e| e.path().display().to_string())
        .filter(|p| p.ends_with(".plir"))
        .collect();
    files.sort();
    files
}

/// The number of `; run:` and `; launch:` directives in `files`, counted
/// from the text (not by the code under test).
fn directive_count(files: &[String]) -> usize {
    files
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(f).expect("read example");
            text.lines()
                .filter(|l| {
                    let l = l.trim_start();
                    l.starts_with("; run:") || l.starts_with("; launch:")
                })
                .count()
        })
        .sum()
}

#[test]
fn examples_pass_on_every_engine() {
    let files = examples();
    assert!(files.len() >= 5, "{files:?}");
    let summary = format!("{} passed, 0 failed", directive_count(&files));
    for extra in [&[][..], &["--max-regs", "8"][..]] {
        for engine in ["ir", "ptx", "both"] {
            if engine == "ir" && !extra.is_empty() {
                continue;
            }
            let mut args = vec!["run", "--engine", engine];
            args.extend_from_slice(extra);
            args.extend(files.iter().map(String::as_str));
            let (ok, out, err) = cli(&args);
            assert!(ok, "--engine {engine} {extra:?}:\n{out}{err}");
            assert!(out.ends_with(&format!("{summary}\n")), "{out}");
        }
    }
}

#[test]
fn undefined_behaviour_is_a_refinement_only_for_both() {
    let file = "tests/filetests/int/sdiv_srem.plir";
    let (ok, out, _) = cli(&["run", "--engine", "ir", file]);
    assert!(ok, "{out}");
    // i8 MIN / -1 overflows in the IR; the PTX divides in 32 bits.
    let (ok, out, _) = cli(&["run", "--engine", "ptx", file]);
    assert!(!ok, "{out}");
    assert!(
        out.contains("FAIL tests/filetests/int/sdiv_srem.plir:16")
            && out.contains("but it returned (-128)"),
        "{out}"
    );
    let (ok, out, _) = cli(&["run", "--engine", "both", file]);
    assert!(ok, "{out}");
    assert!(
        out.contains("note: the PTX runs where the IR's behaviour is undefined"),
        "{out}"
    );
}

#[test]
fn bad_run_options_are_errors() {
    let (ok, _, err) = cli(&[
        "run",
        "--engine",
        "ptx",
        "--sm",
        "70",
        "examples/saxpy.plir",
    ]);
    assert!(!ok && err.contains("unknown architecture"), "{err}");
    let (ok, _, err) = cli(&["run", "--engine", "gpu", "examples/saxpy.plir"]);
    assert!(!ok && err.contains("invalid value 'gpu'"), "{err}");
    // byval.plir says `; requires: ptx 7.7`; an explicit --ptx overrides it.
    let byval = "tests/filetests/mem/byval.plir";
    let (ok, out, err) = cli(&["run", "--engine", "both", byval]);
    assert!(ok, "{out}{err}");
    let (ok, out, err) = cli(&["run", "--engine", "both", "--ptx", "7.0", byval]);
    assert!(!ok && err.contains("(use --ptx 7.7)"), "{out}{err}");
}

/// `both` compares the two engines, not just each with the expectations:
/// a `; print:` directive has none, yet a changed instruction is caught.
#[test]
fn both_reports_a_changed_instruction() {
    let text = "kernel %k(i64 global) {\n\
                block0(v0: i64):\n\
                \x20   v1 = sreg tid.x\n\
                \x20   v2 = iadd_imm v1, 5\n\
                \x20   v3 = uextend.i64 v1\n\
                \x20   v4 = ishl_imm v3, 2\n\
                \x20   v5 = iadd v0, v4\n\
                \x20   store global v5, v2\n\
                \x20   return\n\
                }\n\
                ; launch: %k grid=1 block=4\n\
                ; arg: @out = i32[4] 0\n\
                ; print: @out\n";
    let module = parse_module(text).expect("parse");
    let directives = runtest::parse_directives(text).expect("directives");
    let compiled = ptxlift::compile(&module, &ptxlift::Options::default()).expect("compile");
    let run = |ptx_text: &str| {
        let ptx = parse::parse(ptx_text).expect("PTX parses");
        let engines = Engines::Both {
            module: &module,
            ptx: &ptx,
        };
        runtest::run_directives_with(engines, &directives, text, RunLimits::default())
    };
    let same = run(&compiled.ptx);
    assert_eq!(same.len(), 1);
    assert_eq!(same[0].failure, None, "{same:?}");
    assert!(
        same[0].output.iter().any(|l| l.contains("5, 6, 7, 8")),
        "{same:?}"
    );
    assert!(compiled.ptx.contains("add.s32"), "{}", compiled.ptx);
    let changed = run(&compiled.ptx.replacen("add.s32", "sub.s32", 1));
    let failure = changed[0].failure.as_deref().unwrap_or("");
    assert!(
        failure.contains("IR and PTX differ") && failure.contains("@out[0]: IR 5, PTX -5"),
        "{changed:?}"
    );
}
