//! Runs ptxlift's PTX on a real GPU and compares every buffer with the PTX
//! simulator (`ptxlift::runtest::hardware`). Two steps here, one on the GPU
//! machine between them:
//!
//! ```text
//!   gpu_plan plan PLAN.json [--max-regs N] [--exact] [--fuzz FIRST COUNT] FILES...
//!   python3 benches/gpu/run_plan.py PLAN.json RESULTS.json      (on the GPU)
//!   gpu_plan check PLAN.json RESULTS.json
//!   gpu_plan show fuzz:SEED                  (the program of a seed, as a .plir file)
//! ```
//!
//! FILES are `.plir` or `.ll` files with run directives; `--fuzz` adds the
//! programs of `ptxlift fuzz` seeds FIRST.. (named `fuzz:SEED`). `--exact`
//! leaves out files whose PTX has an approximate instruction (`.approx`:
//! the simulator computes those exactly, a GPU within the PTX ISA's
//! bounds, so they differ without a fault). `check`
//! rebuilds each file's PTX and simulator runs (the pipeline is
//! deterministic) and prints one line per launch; it exits with 1 when a
//! launch differs, failed, or its file did not load.
//!
//! Run: `cargo run --release --example gpu_plan -- plan plan.json tests/llvm/cuda/*.ll`

use ptxlift::runtest::hardware::{check_file, plan_file, HwFile, HwFileResult};
use ptxlift::runtest::{self, directives::Directive, RunLimits};
use ptxlift::{ir, Options, RegMode};
use serde::{Deserialize, Serialize};
use std::process::ExitCode;

/// The plan: how it was compiled, and the files.
#[derive(Serialize, Deserialize)]
struct Plan {
    max_regs: Option<u32>,
    files: Vec<HwFile>,
}

/// A file loaded for planning or checking.
struct Loaded {
    module: ir::Module,
    directives: Vec<Directive>,
    options: Options,
}

fn load(name: &str, max_regs: Option<u32>) -> Result<Loaded, String> {
    let mut options = Options {
        reg_mode: max_regs.map_or(RegMode::Virtual, |n| RegMode::Budget { max_regs: n }),
        ..Options::default()
    };
    let (module, text) = if let Some(seed) = name.strip_prefix("fuzz:") {
        let seed: u64 = seed.parse().map_err(|e| format!("{name}: {e}"))?;
        let g = ptxlift::fuzzgen::generate_from_seed(seed)?;
        let text = g.launch.directives();
        (g.module, text)
    } else {
        let text = std::fs::read_to_string(name).map_err(|e| format!("{name}: {e}"))?;
        let module = if name.ends_with(".ll") {
            ptxlift::llvm::import_module(&text).map_err(|e| format!("{name}:{e}"))?
        } else {
            ir::parse_module(&text).map_err(|e| format!("{name}:{e}"))?
        };
        if let Some(v) = runtest::directives::required_ptx(&text) {
            let sm = options.target.sm;
            options.target = ptxlift::Target::new(sm, Some(v.max(options.target.ptx)))?;
        }
        (module, text)
    };
    let directives = runtest::parse_directives(&text).map_err(|e| format!("{name}:{e}"))?;
    Ok(Loaded {
        module,
        directives,
        options,
    })
}

/// Compiles `l`; the PTX text and its parse.
fn compile(name: &str, l: &Loaded) -> Result<(String, ptxlift::ptx::parse::PtxModule), String> {
    let compiled = ptxlift::compile(&l.module, &l.options).map_err(|e| format!("{name}: {e:?}"))?;
    let parsed = ptxlift::ptx::parse::parse(&compiled.ptx).map_err(|e| format!("{name}: {e}"))?;
    Ok((compiled.ptx, parsed))
}

fn plan(out: &str, args: &[String]) -> Result<(), String> {
    let mut max_regs = None;
    let mut exact = false;
    let mut names = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--max-regs" => {
                let n = it.next().ok_or("--max-regs needs N")?;
                max_regs = Some(n.parse().map_err(|e| format!("--max-regs {n}: {e}"))?);
            }
            "--exact" => exact = true,
            "--fuzz" => {
                let (first, count) = (it.next(), it.next());
                let (Some(first), Some(count)) = (first, count) else {
                    return Err("--fuzz needs FIRST and COUNT".into());
                };
                let first: u64 = first.parse().map_err(|e| format!("--fuzz {first}: {e}"))?;
                let count: u64 = count.parse().map_err(|e| format!("--fuzz {count}: {e}"))?;
                names.extend((first..first + count).map(|s| format!("fuzz:{s}")));
            }
            _ => names.push(a.clone()),
        }
    }
    let mut files = Vec::new();
    for name in &names {
        let planned = load(name, max_regs).and_then(|l| {
            let (text, ptx) = compile(name, &l)?;
            if exact && text.contains(".approx") {
                return Err("its PTX has an approximate instruction (--exact)".into());
            }
            let limits = RunLimits::for_target(l.options.target);
            Ok(plan_file(
                name,
                &l.module,
                &text,
                &ptx,
                &l.directives,
                limits,
            ))
        });
        match planned {
            Ok(f) => {
                let skipped = f.skipped.len();
                eprintln!("{name}: {} launches, {skipped} skipped", f.launches.len());
                files.push(f);
            }
            Err(e) => eprintln!("{name}: not planned: {e}"),
        }
    }
    let json = serde_json::to_string(&Plan { max_regs, files }).map_err(|e| e.to_string())?;
    std::fs::write(out, json).map_err(|e| format!("{out}: {e}"))
}

fn check(plan_path: &str, results_path: &str) -> Result<bool, String> {
    let read = |p: &str| std::fs::read_to_string(p).map_err(|e| format!("{p}: {e}"));
    let plan: Plan = serde_json::from_str(&read(plan_path)?).map_err(|e| e.to_string())?;
    let results: Vec<HwFileResult> =
        serde_json::from_str(&read(results_path)?).map_err(|e| e.to_string())?;
    let (mut ok, mut bad) = (0usize, 0usize);
    for f in &plan.files {
        let Some(r) = results.iter().find(|r| r.name == f.name) else {
            println!("{}: no result", f.name);
            bad += 1;
            continue;
        };
        let l = load(&f.name, plan.max_regs)?;
        let (_, ptx) = compile(&f.name, &l)?;
        let limits = RunLimits::for_target(l.options.target);
        for line in check_file(f, r, &l.module, &ptx, &l.directives, limits) {
            match line {
                Ok(m) => {
                    ok += 1;
                    println!("{m}");
                }
                Err(m) => {
                    bad += 1;
                    println!("DIFFERS {m}");
                }
            }
        }
    }
    println!("{ok} launches agree with the simulator, {bad} do not");
    Ok(bad == 0)
}

/// Prints a fuzz seed's program with its run directives (a `.plir` file
/// that `ptxlift run` takes), to study a launch that differs.
fn show(name: &str) -> Result<(), String> {
    let seed = name.strip_prefix("fuzz:").ok_or("show takes fuzz:SEED")?;
    let seed: u64 = seed.parse().map_err(|e| format!("{name}: {e}"))?;
    let g = ptxlift::fuzzgen::generate_from_seed(seed)?;
    print!("test run\n{}{}", g.module, g.launch.directives());
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("plan") if args.len() >= 2 => plan(&args[1], &args[2..]).map(|()| true),
        Some("check") if args.len() == 3 => check(&args[1], &args[2]),
        Some("show") if args.len() == 2 => show(&args[1]).map(|()| true),
        _ => Err("usage: gpu_plan plan PLAN.json [--max-regs N] [--exact] [--fuzz FIRST COUNT] FILES... | gpu_plan check PLAN.json RESULTS.json | gpu_plan show fuzz:SEED".into()),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
