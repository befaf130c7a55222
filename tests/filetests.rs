//! Filetest runner: every `tests/filetests/**/*.plir` file starts with one or
//! more `test KIND` lines.
//!
//! - `test verify`: the file must parse and verify, except that each line
//!   ending in `; error: TEXT` must produce a parse or verifier error on that
//!   line containing TEXT, and every error must be so announced.
//! - `test print`: `; check:`-style directives (the `filecheck` crate) run
//!   against the canonical print; the print must also round-trip:
//!   `parse(print(m)) == m` and printing again gives the same text.
//! - `test run [both [OPTIONS]]`: every run directive must pass, and there
//!   must be one; with `both`, on the interpreter and on the PTX simulator
//!   running the module compiled with `test compile`'s options, the two
//!   engines agreeing on every value.
//! - `test compile [sm=N] [ptx=X.Y] [max-regs=N] [no-promote]`: compiles
//!   the module to PTX (budget mode with `max-regs`; without local-memory
//!   promotion with `no-promote`, for tests of the frame itself) and runs
//!   the `; check:` directives on the PTX; or, when lines carry
//!   `; error: TEXT`, compilation must fail with those errors on those
//!   lines.
//! - `test optimize [tid-max=N] [promote]`: the address optimiser (then
//!   local-memory promotion) runs; its output must verify, match the
//!   `; check:` directives, and pass the run directives.
//!
//! Every opcode must also appear in some passing
//! `test run` file.
//!
//! Prints one line per file and exits non-zero if any fails.

mod common;

use ptxlift::ir;
use ptxlift::runtest;
use std::collections::HashSet;
use std::path::Path;

/// `(line, text)` of every `; error: TEXT` annotation.
fn expected_errors(text: &str) -> Vec<(u32, String)> {
    text.lines()
        .enumerate()
        .filter_map(|(i, l)| {
            let (_, note) = l.split_once("; error:")?;
            Some((i as u32 + 1, note.trim().to_string()))
        })
        .collect()
}

fn test_verify(text: &str) -> Result<(), String> {
    let actual: Vec<(u32, String)> = match ir::parse_module(text) {
        Err(e) => vec![(e.line, e.message)],
        Ok(m) => match ir::verify_module(&m) {
            Ok(()) => Vec::new(),
            Err(errs) => errs
                .0
                .iter()
                .map(|e| (e.line.unwrap_or(0), e.to_string()))
                .collect(),
        },
    };
    let expected = expected_errors(text);
    let mut problems = Vec::new();
    for (line, want) in &expected {
        if !actual
            .iter()
            .any(|(l, msg)| l == line && msg.contains(want.as_str()))
        {
            problems.push(format!(
                "line {line}: expected an error containing \"{want}\""
            ));
        }
    }
    for (line, msg) in &actual {
        if !expected
            .iter()
            .any(|(l, want)| l == line && msg.contains(want.as_str()))
        {
            problems.push(format!("unexpected error at line {line}: {msg}"));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n    "))
    }
}

fn test_print(text: &str) -> Result<(), String> {
    let module = ir::parse_module(text).map_err(|e| format!("parse: {e}"))?;
    let printed = module.to_string();
    let reparsed =
        ir::parse_module(&printed).map_err(|e| format!("re-parse of the print: {e}\n{printed}"))?;
    if reparsed != module {
        return Err(format!("parse(print(m)) != m; print was:\n{printed}"));
    }
    if reparsed.to_string() != printed {
        return Err("printing is not idempotent".into());
    }
    file_check(text, &printed, "`test print` needs `; check:` directives")
}

/// Runs the `; check:` directives of `text` over `output`; `missing` is the
/// error when there are none.
fn file_check(text: &str, output: &str, missing: &str) -> Result<(), String> {
    let checker = filecheck::CheckerBuilder::new()
        .text(text)
        .map_err(|e| format!("bad check directives: {e}"))?
        .finish();
    if checker.is_empty() {
        return Err(missing.into());
    }
    match checker.check(output, filecheck::NO_VARIABLES) {
        Ok(true) => Ok(()),
        Ok(false) => {
            let (_, explain) = checker
                .explain(output, filecheck::NO_VARIABLES)
                .unwrap_or_default();
            Err(format!("filecheck failed:\n{explain}"))
        }
        Err(e) => Err(format!("filecheck error: {e}")),
    }
}

/// Options of a `test compile` line: `sm=90 ptx=7.8 max-regs=8 no-promote`.
fn compile_options(args: &[&str]) -> Result<ptxlift::Options, String> {
    let mut sm = ptxlift::Sm::Sm80;
    let mut ptx = None;
    let mut reg_mode = ptxlift::RegMode::Virtual;
    let mut disabled = ptxlift::PassSet::EMPTY;
    for a in args {
        if *a == "no-promote" {
            disabled = ptxlift::PassSet::NO_PROMOTE;
            continue;
        }
        let (k, v) = a
            .split_once('=')
            .ok_or_else(|| format!("bad option `{a}`"))?;
        match k {
            "sm" => sm = ptxlift::Sm::parse(v).ok_or_else(|| format!("bad sm `{v}`"))?,
            "ptx" => {
                ptx = Some(ptxlift::PtxVersion::parse(v).ok_or_else(|| format!("bad ptx `{v}`"))?)
            }
            "max-regs" => {
                reg_mode = ptxlift::RegMode::Budget {
                    max_regs: v.parse().map_err(|_| format!("bad max-regs `{v}`"))?,
                }
            }
            _ => return Err(format!("unknown option `{k}`")),
        }
    }
    let target = ptxlift::Target::new(sm, ptx)?;
    Ok(ptxlift::Options {
        target,
        reg_mode,
        check_regalloc: true,
        disabled,
        ..Default::default()
    })
}

fn test_compile(text: &str, args: &[&str]) -> Result<(), String> {
    let options = compile_options(args)?;
    let module = ir::parse_module(text).map_err(|e| format!("parse: {e}"))?;
    let expected = expected_errors(text);
    match ptxlift::compile(&module, &options) {
        Ok(out) if expected.is_empty() => file_check(
            text,
            &out.ptx,
            "`test compile` needs `; check:` directives or `; error:` annotations",
        ),
        Ok(_) => Err(format!(
            "expected compile errors at lines {:?}, but compilation succeeded",
            expected.iter().map(|e| e.0).collect::<Vec<_>>()
        )),
        Err(ptxlift::Error::Lower(errs)) => {
            let actual: Vec<(u32, String)> = errs
                .iter()
                .map(|e| (e.line.unwrap_or(0), e.to_string()))
                .collect();
            let mut problems = Vec::new();
            for (line, want) in &expected {
                if !actual
                    .iter()
                    .any(|(l, m)| l == line && m.contains(want.as_str()))
                {
                    problems.push(format!(
                        "line {line}: expected an error containing \"{want}\""
                    ));
                }
            }
            for (line, msg) in &actual {
                if !expected
                    .iter()
                    .any(|(l, w)| l == line && msg.contains(w.as_str()))
                {
                    problems.push(format!("unexpected error at line {line}: {msg}"));
                }
            }
            if problems.is_empty() {
                Ok(())
            } else {
                Err(problems.join("\n    "))
            }
        }
        Err(e) => Err(format!("compilation failed: {e}")),
    }
}

/// `test optimize [tid-max=N] [promote]`: the address optimiser's output
/// (with `promote`: after loop unrolling, then followed by local-memory
/// promotion; then simplification and address-space inference, not
/// vectorisation) verifies, matches the
/// `; check:` directives, and passes the file's run directives.
fn test_optimize(text: &str, args: &[&str]) -> Result<(), String> {
    let mut options = ptxlift::opt::AddrOptions::default();
    let mut promote = false;
    for a in args {
        match a.split_once('=') {
            Some(("tid-max", v)) => {
                options.ranges.tid_max = Some(v.parse().map_err(|_| format!("bad tid-max `{v}`"))?)
            }
            None if *a == "promote" => promote = true,
            _ => return Err(format!("unknown option `{a}`")),
        }
    }
    let input = ir::parse_module(text).map_err(|e| format!("parse: {e}"))?;
    // The optimisers as the compiler runs them, the verifier after each;
    // without `vectorize`, whose merged accesses `test compile` checks in
    // the PTX, so the checks here see the accesses these passes leave.
    let no_vectorize = ptxlift::PassSet::EMPTY.with(ptxlift::Pass::Vectorize);
    let options = ptxlift::Options {
        addr_opt: options,
        disabled: if promote {
            no_vectorize
        } else {
            ptxlift::PassSet::NO_PROMOTE.union(no_vectorize)
        },
        verify: true,
        ..ptxlift::Options::default()
    };
    let mut module = input.clone();
    for func in module.functions.values_mut() {
        ptxlift::run_ir_passes(func, &input, &options).map_err(|e| format!("{e}\n{input}"))?;
    }
    file_check(
        text,
        &module.to_string(),
        "`test optimize` needs `; check:` directives",
    )?;
    let directives = runtest::parse_directives(text).map_err(|e| e.to_string())?;
    let failures: Vec<String> = runtest::run_directives(&module, &directives, text)
        .iter()
        .filter_map(|o| {
            o.failure
                .as_ref()
                .map(|f| format!("line {} (optimised): {}: {f}", o.line, o.title))
        })
        .collect();
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n    "))
    }
}

/// `test run [both [COMPILE OPTIONS]]`: the run directives on the
/// interpreter; with `both`, also on the PTX simulator running the module
/// compiled with the options of a `test compile` line (e.g. `max-regs=16`),
/// every value compared between the engines.
fn test_run(text: &str, args: &[&str]) -> Result<(), String> {
    let outcomes = match args.split_first() {
        None => runtest::run_source(text).map_err(|e| e.join("\n    "))?,
        Some((&"both", options)) => run_both_engines(text, &compile_options(options)?)?,
        Some((other, _)) => return Err(format!("unknown option `{other}` (did you mean `both`?)")),
    };
    if outcomes.is_empty() {
        return Err("`test run` needs `; run:` or `; launch:` directives".into());
    }
    let failures: Vec<String> = outcomes
        .iter()
        .filter_map(|o| {
            o.failure
                .as_ref()
                .map(|f| format!("line {}: {}: {f}", o.line, o.title))
        })
        .collect();
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n    "))
    }
}

/// The run directives of `text` on both engines, the PTX compiled with
/// `options`.
fn run_both_engines(
    text: &str,
    options: &ptxlift::Options,
) -> Result<Vec<runtest::Outcome>, String> {
    let module = ir::parse_module(text).map_err(|e| format!("parse: {e}"))?;
    ir::verify_module(&module).map_err(|e| format!("verify: {e}"))?;
    let directives = runtest::parse_directives(text).map_err(|e| e.to_string())?;
    let compiled = ptxlift::compile(&module, options).map_err(|e| format!("compile: {e}"))?;
    let ptx = ptxlift::ptx::parse::parse(&compiled.ptx)
        .map_err(|e| format!("the simulator cannot read the compiled PTX: {e}"))?;
    Ok(runtest::run_directives_with(
        runtest::Engines::Both {
            module: &module,
            ptx: &ptx,
        },
        &directives,
        text,
        runtest::RunLimits::for_target(options.target),
    ))
}

/// Opcodes used by the instructions of `text`, if it parses.
fn opcodes_in(text: &str) -> Vec<ir::Opcode> {
    let Ok(module) = ir::parse_module(text) else {
        return Vec::new();
    };
    module
        .functions
        .values()
        .flat_map(|f| {
            f.layout
                .insts()
                .map(|i| f.dfg.insts[i].opcode())
                .collect::<Vec<_>>()
        })
        .collect()
}

fn run_file(path: &Path, covered: &mut HashSet<ir::Opcode>) -> Result<usize, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let kinds: Vec<&str> = text
        .lines()
        .map(str::trim)
        .take_while(|l| l.starts_with("test ") || l.is_empty() || l.starts_with(';'))
        .filter_map(|l| l.strip_prefix("test "))
        .map(str::trim)
        .collect();
    if kinds.is_empty() {
        return Err("no `test KIND` line at the top".into());
    }
    for kind in &kinds {
        let words: Vec<&str> = kind.split_whitespace().collect();
        match words.first().copied().unwrap_or("") {
            "verify" => test_verify(&text),
            "print" => test_print(&text),
            "run" => test_run(&text, &words[1..]),
            "compile" => test_compile(&text, &words[1..]),
            "optimize" => test_optimize(&text, &words[1..]),
            other => Err(format!("unknown test kind `{other}`")),
        }
        .map_err(|e| format!("test {kind}: {e}"))?;
    }
    if kinds
        .iter()
        .any(|k| k.split_whitespace().next() == Some("run"))
    {
        covered.extend(opcodes_in(&text));
    }
    Ok(kinds.len())
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    let files = common::plir_files(&root);
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let mut failed = 0;
    let mut ran = 0;
    let mut covered = HashSet::new();
    for path in &files {
        let rel = path
            .strip_prefix(&root)
            .unwrap_or(path)
            .display()
            .to_string();
        if filter.as_ref().is_some_and(|f| !rel.contains(f.as_str())) {
            continue;
        }
        ran += 1;
        match run_file(path, &mut covered) {
            Ok(_) => println!("ok   {rel}"),
            Err(e) => {
                failed += 1;
                println!("FAIL {rel}\n    {e}");
            }
        }
    }
    println!("filetests: {ran} files, {failed} failed");
    // Every opcode must appear in some passing `test run` file.
    if filter.is_none() {
        let missing: Vec<&str> = ir::Opcode::ALL
            .iter()
            .filter(|o| !covered.contains(o))
            .map(|o| o.name())
            .collect();
        println!(
            "opcodes used in passing run tests: {} of {}",
            covered.len(),
            ir::Opcode::ALL.len()
        );
        if !missing.is_empty() {
            println!(
                "FAIL opcode coverage: no passing `test run` file uses {}",
                missing.join(", ")
            );
            failed += 1;
        }
    }
    if failed > 0 || ran == 0 {
        std::process::exit(1);
    }
}
