//! The frame-benchmark corpus in `benches/frames/`: kernels written to
//! stress the local-memory frame (arrays with disjoint and overlapping
//! lifetimes, spills under a register budget, escaping slots, device
//! functions with frames of their own, structs, mixed alignments).
//!
//! Every `benches/frames/*.ll` (and its unoptimised source `src/NAME.ll`
//! with the same directives) must import, run on both engines with its
//! `; expect:` lines met (computed by the independent Python model
//! `benches/frames/expected.py`, which is checked here too), compile with a
//! non-empty frame, and assemble with ptxas for sm_80. A kernel whose
//! header has `; frame-budget: N` is also run and assembled with
//! `--max-regs N`. Without ptxas the assembly is skipped with a warning,
//! and fails when `CI=true`.

use std::path::{Path, PathBuf};
use std::process::Command;

use ptxlift::ptx::ptxas;
use ptxlift::{compile, Options, RegMode, Sm, Target};

/// Runs `ptxlift ARGS`: success, stdout, stderr.
fn cli(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxlift"))
        .args(args)
        .output()
        .expect("run ptxlift");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `ptxas`, or `None` after saying the assembly is skipped. With `CI=true`
/// a missing ptxas fails the test.
fn require_ptxas() -> Option<PathBuf> {
    let found = ptxas::find(None);
    if found.is_none() {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true");
        assert!(
            !ci,
            "ptxas not found (set PTXAS or run ./test.sh, which installs it); CI=true requires it"
        );
        eprintln!("WARNING: ptxas not found (set PTXAS or run ./test.sh to install it): skipped");
    }
    found
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/frames")
}

/// Every `benches/frames/*.ll`, sorted.
fn corpus() -> Vec<PathBuf> {
    let entries = std::fs::read_dir(corpus_dir()).expect("benches/frames is readable");
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files
}

/// The register budget named by a `; frame-budget: N` header line.
fn frame_budget(text: &str) -> Option<u32> {
    text.lines()
        .find_map(|l| l.strip_prefix("; frame-budget:"))
        .map(|n| n.trim().parse().expect("a frame-budget is a number"))
}

/// The corpus has at least this many kernels (a ratchet).
const KERNELS_AT_LEAST: usize = 10;

#[test]
fn expectations_come_from_the_python_model() {
    let check = Command::new("python3")
        .arg(corpus_dir().join("expected.py"))
        .arg("--check")
        .output()
        .expect("python3 runs (the README's set-up needs it)");
    assert!(
        check.status.success(),
        "benches/frames/expected.py --check: {}{}",
        String::from_utf8_lossy(&check.stdout),
        String::from_utf8_lossy(&check.stderr)
    );
}

#[test]
fn every_kernel_imports_and_runs_on_both_engines() {
    let files = corpus();
    assert!(
        files.len() >= KERNELS_AT_LEAST,
        "expected at least {KERNELS_AT_LEAST} kernels in benches/frames, found {}",
        files.len()
    );
    let names: Vec<String> = files.iter().map(|p| p.display().to_string()).collect();
    for (path, name) in files.iter().zip(&names) {
        let text = std::fs::read_to_string(path).expect("readable");
        if let Err(e) = ptxlift::llvm::import_module(&text) {
            panic!("{name}: {e}");
        }
        assert!(
            text.contains("; expect: "),
            "{name} has no expectation to check"
        );
    }
    // The hand-written sources (src/NAME.ll, before opt -O2) with the same
    // directives run too: the benchmark may measure them as well.
    let scratch = std::env::temp_dir().join(format!("ptxlift-frames-src-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&scratch);
    let mut runs = names.clone();
    for path in &files {
        let file = path.file_name().expect("a file name");
        let src = corpus_dir().join("src").join(file);
        let header = corpus_dir()
            .join("headers")
            .join(file)
            .with_extension("txt");
        let text = std::fs::read_to_string(&header).expect("every kernel has a header")
            + &std::fs::read_to_string(&src).expect("every kernel has a source");
        let out = scratch.join(file);
        std::fs::write(&out, text).expect("the temporary directory is writable");
        runs.push(out.display().to_string());
    }
    let mut args = vec!["run", "--engine", "both"];
    args.extend(runs.iter().map(String::as_str));
    let (ok, out, err) = cli(&args);
    let summary = format!("{} passed, 0 failed", runs.len());
    assert!(ok && out.contains(&summary), "{out}\n{err}");
    // The kernels that name a register budget also run within it.
    for (path, name) in files.iter().zip(&names) {
        let text = std::fs::read_to_string(path).expect("readable");
        let Some(regs) = frame_budget(&text) else {
            continue;
        };
        let regs = regs.to_string();
        let (ok, out, err) = cli(&["run", "--engine", "both", "--max-regs", &regs, name]);
        assert!(ok && out.contains("1 passed, 0 failed"), "{out}\n{err}");
    }
}

#[test]
fn every_kernel_has_a_frame_and_assembles_for_sm80() {
    let ptxas = require_ptxas();
    let target = Target::new(Sm::Sm80, None).expect("sm_80 is a target");
    let mut assembled = 0;
    for path in corpus() {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).expect("readable");
        let module = ptxlift::llvm::import_module(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut modes = vec![RegMode::Virtual];
        if let Some(max_regs) = frame_budget(&text) {
            modes.push(RegMode::Budget { max_regs });
        }
        for mode in modes {
            let options = Options {
                target,
                reg_mode: mode,
                check_regalloc: true,
                ..Options::default()
            };
            let out = compile(&module, &options).unwrap_or_else(|e| panic!("{name} {mode:?}: {e}"));
            // The corpus exists to measure frames: every file has one.
            let local: u32 = out.functions.iter().map(|f| f.local_bytes).sum();
            assert!(local > 0, "{name} {mode:?}: no local memory at all");
            if let RegMode::Budget { .. } = mode {
                let spills: u32 = out.functions.iter().map(|f| f.spills).sum();
                assert!(spills > 0, "{name} {mode:?}: the budget forces no spill");
            }
            if let Some(ptxas) = &ptxas {
                ptxas::assemble(ptxas, &out.ptx, Sm::Sm80)
                    .unwrap_or_else(|e| panic!("{name} {mode:?}: ptxas: {e}"));
                assembled += 1;
            }
        }
    }
    if ptxas.is_some() {
        eprintln!("ptxas sm_80 assembled {assembled} compilations of benches/frames");
    }
}
