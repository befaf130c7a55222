//! `ptxlift bench-import`: LLVM IR import plus compilation, in process,
//! against `llc` compiling the same `.ll` as a process.
//!
//! ```text
//!   each .ll file ──import (parse + translate), then compile; `runs` times,
//!                   in process──> median µs of the import alone and of both
//!                 ──llc -O2 -march=nvptx64 -mcpu=sm_SM (median of
//!                   `llc_runs` processes, wall clock)──> ms
//!   ──> one row per file that imports; files that do not are listed with
//!       the importer's error; the totals of the medians; the median ratio
//! ```
//!
//! llc's time includes starting its process, which is what a caller of
//! llc pays; ptxlift's is a library call.

use super::{expand, median};
use crate::llvm::import_module;
use crate::{Context, Options};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// One file's figures.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The file's name.
    pub name: String,
    /// Median in-process times: the import alone (the `.ll` text to a
    /// `Module`, not verified), and import + compile; `Err` holds why it
    /// failed.
    pub ptxlift: Result<Times, String>,
    /// Median llc process time, if llc was given and succeeded.
    pub llc: Option<Duration>,
}

/// One file's in-process medians.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Times {
    /// Import only: lexing, parsing and translating the `.ll` text.
    pub import: Duration,
    /// Import and compilation to PTX.
    pub total: Duration,
}

/// Measures `files` (or the `.ll` files of directories among them).
pub fn run(
    files: &[PathBuf],
    options: &Options,
    llc: Option<&Path>,
    runs: usize,
    llc_runs: usize,
) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for path in expand(files, "ll")? {
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |s| s.to_string_lossy().into_owned(),
        );
        let ptxlift = measure(&text, options, runs);
        let llc = match (&ptxlift, llc) {
            (Ok(_), Some(llc)) => time_llc(llc, &path, options, llc_runs)?,
            _ => None,
        };
        rows.push(Row { name, ptxlift, llc });
    }
    Ok(rows)
}

/// Median times of importing `text`, and of importing and compiling it
/// (each run times both), or the first error.
fn measure(text: &str, options: &Options, runs: usize) -> Result<Times, String> {
    let mut ctx = Context::new();
    let mut imports = Vec::with_capacity(runs);
    let mut totals = Vec::with_capacity(runs);
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let module = import_module(text).map_err(|e| e.to_string())?;
        imports.push(t.elapsed());
        ctx.compile(&module, options).map_err(|e| e.to_string())?;
        totals.push(t.elapsed());
    }
    Ok(Times {
        import: median(imports),
        total: median(totals),
    })
}

/// Median wall time of `llc -O2` on `path` as a process.
fn time_llc(
    llc: &Path,
    path: &Path,
    options: &Options,
    runs: usize,
) -> Result<Option<Duration>, String> {
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let out = Command::new(llc)
            .args(["-O2", "-march=nvptx64"])
            .arg(format!("-mcpu={}", options.target.sm))
            .arg(path)
            .args(["-o", "/dev/null"])
            .output()
            .map_err(|e| format!("{}: cannot run: {e}", llc.display()))?;
        if !out.status.success() {
            return Ok(None);
        }
        times.push(t.elapsed());
    }
    Ok(Some(median(times)))
}

/// The table (Markdown) and a summary line.
pub fn report(rows: &[Row]) -> String {
    let mut s = String::from(
        "| kernel | ptxlift import µs | ptxlift import + compile µs | llc -O2 ms (process) | ratio |\n|---|---|---|---|---|\n",
    );
    let mut ratios = Vec::new();
    let mut failed = Vec::new();
    let (mut import_sum, mut total_sum) = (Duration::ZERO, Duration::ZERO);
    for r in rows {
        let Ok(p) = &r.ptxlift else {
            failed.push(r);
            continue;
        };
        import_sum += p.import;
        total_sum += p.total;
        let import_us = p.import.as_secs_f64() * 1e6;
        let us = p.total.as_secs_f64() * 1e6;
        match r.llc {
            Some(l) => {
                let ratio = l.as_secs_f64() / p.total.as_secs_f64().max(1e-9);
                ratios.push(ratio);
                let _ = writeln!(
                    s,
                    "| {} | {import_us:.1} | {us:.0} | {:.1} | {ratio:.0}× |",
                    r.name,
                    l.as_secs_f64() * 1e3
                );
            }
            None => {
                let _ = writeln!(s, "| {} | {import_us:.1} | {us:.0} | — | — |", r.name);
            }
        }
    }
    ratios.sort_by(f64::total_cmp);
    let _ = writeln!(
        s,
        "\n{} of {} files import and compile.",
        rows.len() - failed.len(),
        rows.len()
    );
    let _ = writeln!(
        s,
        "Totals of the medians: import {:.1} µs, import + compile {:.0} µs.",
        import_sum.as_secs_f64() * 1e6,
        total_sum.as_secs_f64() * 1e6
    );
    if let Some(mid) = ratios.get(ratios.len() / 2) {
        let _ = writeln!(
            s,
            "llc time / ptxlift time: median {mid:.0}× over {} files (range {:.0}–{:.0}×).",
            ratios.len(),
            ratios.first().copied().unwrap_or(0.0),
            ratios.last().copied().unwrap_or(0.0)
        );
    }
    for r in failed {
        if let Err(e) = &r.ptxlift {
            let _ = writeln!(s, "not imported: {}: {e}", r.name);
        }
    }
    s
}
