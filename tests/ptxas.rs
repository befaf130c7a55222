//! NVIDIA's `ptxas` must accept the PTX ptxlift writes.
//!
//! Every example and every `test run` / `test compile` filetest (except
//! compile tests that expect an error) is compiled for sm_75, sm_80 and
//! sm_90, in virtual mode and in budget mode with `--max-regs 24` (with
//! regalloc2's checker), and assembled with `ptxas -arch=sm_XX`. A file that
//! needs a newer PTX ISA says so with `; requires: ptx X.Y`.
//!
//! Programs on which the fuzzer found ptxas itself crashing live in
//! `tests/ptxas_findings/`; their PTX must stay well formed (`-O0`).
//!
//! `ptxas` is found through `$PTXAS`, then `.tools/cuda/nvidia/cu13/bin/ptxas`
//! (where `./test.sh` installs it), then `PATH`. Without it the tests fail
//! when `CI=true` and say loudly that they were skipped otherwise.

mod common;

use common::require_ptxas;
use ptxlift::ptx::ptxas;
use ptxlift::runtest::directives::required_ptx;
use ptxlift::{compile, Options, RegMode, Sm, Target};
use std::path::{Path, PathBuf};

/// The examples, the `test run` filetests and the `test compile` ones that
/// expect no error.
fn sources() -> Vec<(PathBuf, String)> {
    common::plir_sources()
        .into_iter()
        .filter(|(p, t)| {
            let compiles_ok = common::has_test_kind(t, "compile") && !t.contains("; error:");
            common::is_example(p) || common::has_test_kind(t, "run") || compiles_ok
        })
        .collect()
}

#[test]
fn ptxas_accepts_examples_and_filetests() {
    let Some(ptxas) = require_ptxas() else { return };
    let sources = sources();
    assert!(
        sources.len() >= 50,
        "expected the examples and filetests, found {}",
        sources.len()
    );
    let modes = [RegMode::Virtual, RegMode::Budget { max_regs: 24 }];
    let sms = [Sm::Sm75, Sm::Sm80, Sm::Sm90];
    let mut jobs = Vec::new();
    for (path, text) in &sources {
        for sm in sms {
            for mode in modes {
                jobs.push((path, text, sm, mode));
            }
        }
    }
    let failures = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(2, 8);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(&(path, text, sm, mode)) = jobs.get(k) else {
                    break;
                };
                let ptx_version = required_ptx(text).map(|v| v.max(sm.min_ptx()));
                let result = Target::new(sm, ptx_version)
                    .map_err(|e| e.to_string())
                    .and_then(|target| {
                        let module = ptxlift::ir::parse_module(text).map_err(|e| e.to_string())?;
                        let options = Options {
                            target,
                            reg_mode: mode,
                            check_regalloc: true,
                            ..Options::default()
                        };
                        compile(&module, &options).map_err(|e| e.to_string())
                    })
                    .and_then(|out| {
                        ptxas::assemble(&ptxas, &out.ptx, sm).map_err(|e| e.to_string())
                    });
                if let Err(e) = result {
                    failures
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .push(format!("{} {sm} {mode:?}: {e}", path.display()));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap_or_default();
    println!(
        "ptxas: {} files x {} targets x {} modes = {} assemblies, {} failed",
        sources.len(),
        sms.len(),
        modes.len(),
        jobs.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// More values live at once than `--max-regs 8` allows: the allocator must
/// spill into a non-empty `__local_depot`, the checker must accept the
/// allocation, and ptxas the PTX.
#[test]
fn tight_budget_spills_into_the_depot() {
    let mut text = String::from("kernel %k(i64 global) {\nblock0(v0: i64):\n");
    for i in 1..=16 {
        text += &format!("    v{i} = load.i32 global v0+{}\n", 4 * i);
    }
    // Sum in reverse so all sixteen loads are live together.
    text += "    v17 = iadd v16, v15\n";
    for i in 18..=31 {
        text += &format!("    v{i} = iadd v{}, v{}\n", i - 1, 32 - i);
    }
    text += "    store global v0, v31\n    return\n}\n";
    let module = ptxlift::ir::parse_module(&text).expect("parses");
    let options = Options {
        reg_mode: RegMode::Budget { max_regs: 8 },
        check_regalloc: true,
        ..Options::default()
    };
    let out = compile(&module, &options).expect("compiles");
    let report = &out.functions[0];
    println!("budget 8: {report:?}");
    assert!(report.spills > 0 && report.reloads > 0, "{report:?}");
    assert!(report.local_bytes > 0, "{report:?}");
    assert!(
        report.registers[0] <= 4,
        "b32 budget of 4 exceeded: {report:?}"
    );
    assert!(
        out.ptx.contains("__local_depot0[") && out.ptx.contains("st.local.b32"),
        "{}",
        out.ptx
    );
    if let Some(ptxas) = require_ptxas() {
        ptxas::assemble(&ptxas, &out.ptx, Sm::Sm80).expect("ptxas accepts the spill code");
    }
}

/// Programs on which the fuzzer found ptxas itself crashing
/// (`tests/ptxas_findings/`, each saying `; max-regs: N`, or `none` for
/// virtual registers): ptxlift's PTX
/// for them must stay well formed, which ptxas shows by assembling it at
/// `-O0`. Whether the optimising ptxas still crashes is reported.
#[test]
fn ptxas_crash_reproducers_are_well_formed() {
    let Some(ptxas) = require_ptxas() else { return };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ptxas_findings");
    let files = common::plir_files(&dir);
    assert!(!files.is_empty(), "no reproducers in {}", dir.display());
    for path in files {
        let text = std::fs::read_to_string(&path).expect("read reproducer");
        let max_regs = text
            .lines()
            .find_map(|l| l.strip_prefix("; max-regs: "))
            .map(|n| n.trim())
            .unwrap_or_else(|| panic!("{}: no `; max-regs: N|none` line", path.display()));
        let reg_mode = match max_regs {
            "none" => RegMode::Virtual,
            n => RegMode::Budget {
                max_regs: n
                    .parse()
                    .unwrap_or_else(|_| panic!("{}: max-regs {n}", path.display())),
            },
        };
        let module = ptxlift::ir::parse_module(&text).expect("reproducer parses");
        let options = Options {
            reg_mode,
            check_regalloc: true,
            ..Options::default()
        };
        let out = compile(&module, &options).expect("reproducer compiles");
        let sm = options.target.sm;
        if let Err(e) = ptxas::assemble_with(&ptxas, &out.ptx, sm, &["-O0"]) {
            panic!("{}: ptxas -O0: {e}", path.display());
        }
        let optimised = match ptxas::assemble(&ptxas, &out.ptx, sm) {
            Ok(()) => "assembles (fixed in this ptxas?)".to_string(),
            Err(e) => e.to_string(),
        };
        println!("{}: -O0 assembles; -O3 {optimised}", path.display());
    }
}
