//! `ptxlift snapshot`: the PTX of a whole corpus in several compile modes,
//! written one file per input and mode, so that two builds of the compiler
//! can be compared byte for byte with `diff -r`.
//!
//! ```text
//!   files / dirs (.plir, .ll; recursive) ──load──> module ─┐
//!   fuzz seeds S..S+N ──fuzzgen──> module (+ its .plir) ──┴─> compile in each mode
//!        ──> OUT/<path>.<mode>.ptx   (or .err: the error text)
//! ```
//!
//! A refactoring that must not change the output (an issue's "PTX
//! byte-identical") is checked by snapshotting before and after and
//! diffing the two directories. Modes: `virtual` (the default options),
//! `budget16` (`--max-regs 16`) and `chaos` (`--chaos 1`: random e-class
//! members, which exercises the address optimiser's every path).
//! The output is deterministic: inputs sorted, one file per result.

use crate::{Options, RegMode};
use std::path::{Path, PathBuf};

/// The compile modes a snapshot covers, by name.
pub const MODES: [&str; 3] = ["virtual", "budget16", "chaos"];

/// The options of mode `name` (one of [`MODES`]) on top of `base`.
pub fn mode_options(name: &str, base: &Options) -> Option<Options> {
    let mut o = base.clone();
    match name {
        "virtual" => {}
        "budget16" => o.reg_mode = RegMode::Budget { max_regs: 16 },
        "chaos" => {
            o.addr_opt.chaos = Some(1);
        }
        _ => return None,
    }
    Some(o)
}

/// What one snapshot wrote.
#[derive(Clone, Debug, Default)]
pub struct SnapshotSummary {
    /// Inputs compiled (files and fuzz programs).
    pub inputs: usize,
    /// PTX files written.
    pub ptx: usize,
    /// Error files written (inputs that do not load or compile).
    pub errors: usize,
}

/// The `.plir` and `.ll` files under `paths` (recursively), sorted.
pub fn corpus_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    fn walk(p: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
        if p.is_dir() {
            let entries = std::fs::read_dir(p).map_err(|e| format!("{}: {e}", p.display()))?;
            for e in entries {
                let e = e.map_err(|e| format!("{}: {e}", p.display()))?;
                walk(&e.path(), out)?;
            }
        } else if p.extension().is_some_and(|x| x == "plir" || x == "ll") {
            out.push(p.to_path_buf());
        }
        Ok(())
    }
    let mut out = Vec::new();
    for p in paths {
        if !p.exists() {
            return Err(format!("{}: no such file or directory", p.display()));
        }
        walk(p, &mut out)?;
    }
    out.sort();
    Ok(out)
}

/// Compiles every file of `files` and `fuzz` generated programs (seeds
/// `fuzz_seed..`) in every mode of [`MODES`], writing the results under
/// `out_dir`.
pub fn snapshot(
    files: &[PathBuf],
    fuzz: u64,
    fuzz_seed: u64,
    base: &Options,
    out_dir: &Path,
) -> Result<SnapshotSummary, String> {
    let write = |path: PathBuf, text: &str| {
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
    };
    std::fs::create_dir_all(out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let mut summary = SnapshotSummary::default();
    let mut ctx = crate::Context::new();
    let mut emit = |stem: &str, module: Result<crate::ir::Module, String>, base: &Options| {
        summary.inputs += 1;
        for mode in MODES {
            let Some(opts) = mode_options(mode, base) else {
                continue;
            };
            let result = module
                .as_ref()
                .map_err(Clone::clone)
                .and_then(|m| ctx.compile(m, &opts).map_err(|e| e.to_string()));
            match result {
                Ok(c) => {
                    summary.ptx += 1;
                    write(out_dir.join(format!("{stem}.{mode}.ptx")), &c.ptx)?;
                }
                Err(e) => {
                    summary.errors += 1;
                    write(out_dir.join(format!("{stem}.{mode}.err")), &e)?;
                }
            }
        }
        Ok::<(), String>(())
    };
    for f in files {
        let text = std::fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display()))?;
        let module = if f.extension().is_some_and(|x| x == "ll") {
            crate::llvm::import_module(&text).map_err(|e| e.to_string())
        } else {
            crate::ir::parse_module(&text).map_err(|e| e.to_string())
        };
        let stem = f.display().to_string().replace(['/', '\\'], "__");
        // A file that asks for a newer PTX ISA (`; requires: ptx X.Y`) gets it.
        let mut opts = base.clone();
        if let Some(v) = crate::runtest::directives::required_ptx(&text) {
            if let Ok(t) = crate::Target::new(opts.target.sm, Some(v.max(opts.target.ptx))) {
                opts.target = t;
            }
        }
        emit(&stem, module, &opts)?;
    }
    if fuzz > 0 {
        let dir = out_dir.join("fuzz");
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for seed in fuzz_seed..fuzz_seed + fuzz {
            let generated = crate::fuzzgen::generate_from_seed(seed);
            if let Ok(g) = &generated {
                let text = format!("{}{}", g.launch.directives(), g.module);
                write(dir.join(format!("{seed}.plir")), &text)?;
            }
            emit(&format!("fuzz/{seed}"), generated.map(|g| g.module), base)?;
        }
    }
    Ok(summary)
}
