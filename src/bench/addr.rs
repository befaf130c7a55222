//! `ptxlift bench-addr`: the address optimiser's effect on a corpus.
//!
//! ```text
//!   each .plir file ──compile with the optimiser off, then on (in process,
//!   median of `runs` compilations)──> PTX
//!     ──parse + ptx::metrics──> innermost-loop instructions, address-only
//!                               instructions among them, 64-bit integer ops
//!     ──ptxas -v (if found)──> registers per kernel
//!   ──> one row per file; totals; the pass's share of compile time
//! ```
//!
//! Figures are summed over a file's functions; registers are the largest
//! any kernel of the file uses.

use super::{expand, median};
use crate::ir::{self, Module};
use crate::ptx::metrics::{function_metrics, PtxMetrics};
use crate::ptx::{parse, ptxas};
use crate::{Context, Options, Pass};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Figures of one file compiled one way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ModeFigures {
    /// PTX metrics, summed over the functions.
    pub metrics: PtxMetrics,
    /// The most registers a kernel uses, by `ptxas -v`.
    pub registers: Option<u32>,
    /// Median in-process compile time of the whole module.
    pub compile: Duration,
    /// Median time of the address optimiser within it.
    pub addr_opt: Duration,
}

/// One file's figures with the optimiser off and on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The file's name.
    pub name: String,
    /// `--no-addr-opt`.
    pub off: ModeFigures,
    /// The optimiser as configured.
    pub on: ModeFigures,
}

/// Measures `files` (or the `.plir` files of directories among them).
pub fn run(
    files: &[PathBuf],
    options: &Options,
    ptxas: Option<&Path>,
    runs: usize,
) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for path in expand(files, "plir")? {
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
        let module = ir::parse_module(&text).map_err(|e| format!("{}:{e}", path.display()))?;
        let off = Options {
            disabled: options.disabled.with(Pass::AddrOpt),
            ..options.clone()
        };
        let name = path.file_stem().map_or_else(
            || path.display().to_string(),
            |s| s.to_string_lossy().into_owned(),
        );
        rows.push(Row {
            off: measure(&module, &off, ptxas, runs).map_err(|e| format!("{name}: {e}"))?,
            on: measure(&module, options, ptxas, runs).map_err(|e| format!("{name}: {e}"))?,
            name,
        });
    }
    Ok(rows)
}

fn measure(
    module: &Module,
    options: &Options,
    ptxas: Option<&Path>,
    runs: usize,
) -> Result<ModeFigures, String> {
    let mut ctx = Context::new();
    let mut totals = Vec::with_capacity(runs);
    let mut addr = Vec::with_capacity(runs);
    let mut ptx = String::new();
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let compiled = ctx.compile(module, options).map_err(|e| e.to_string())?;
        totals.push(t.elapsed());
        addr.push(
            compiled
                .functions
                .iter()
                .map(|f| f.time(Pass::AddrOpt))
                .sum(),
        );
        ptx = compiled.ptx;
    }
    let parsed = parse::parse(&ptx).map_err(|e| format!("our PTX does not parse: {e}"))?;
    let mut metrics = PtxMetrics::default();
    for f in &parsed.functions {
        let m = function_metrics(f);
        metrics.instructions += m.instructions;
        metrics.loops += m.loops;
        metrics.innermost_loop_instructions += m.innermost_loop_instructions;
        metrics.innermost_loop_address_instructions += m.innermost_loop_address_instructions;
        metrics.int64_instructions += m.int64_instructions;
    }
    let registers = match ptxas {
        Some(p) => ptxas::usage(p, &ptx, options.target.sm)
            .map_err(|e| format!("ptxas: {e}"))?
            .iter()
            .filter_map(|u| u.registers)
            .max(),
        None => None,
    };
    Ok(ModeFigures {
        metrics,
        registers,
        compile: median(totals),
        addr_opt: median(addr),
    })
}

/// The rows as a Markdown table with a summary.
pub fn report(rows: &[Row]) -> String {
    let mut s = String::from(
        "| kernel | innermost-loop insts | of which address | 64-bit int ops | ptxas regs | compile µs | pass share |\n\
         |---|---|---|---|---|---|---|\n",
    );
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    let regs = |r: Option<u32>| r.map_or("-".to_string(), |r| r.to_string());
    let (mut addr_off, mut addr_on, mut loop_off, mut loop_on) = (0, 0, 0, 0);
    let (mut no_worse, mut with_regs) = (0, 0);
    let mut shares: Vec<f64> = Vec::new();
    let (mut pass_total, mut compile_total) = (0.0, 0.0);
    for r in rows {
        pass_total += us(r.on.addr_opt);
        compile_total += us(r.on.compile);
        let (a, b) = (&r.off.metrics, &r.on.metrics);
        let share = us(r.on.addr_opt) / us(r.on.compile).max(1e-9);
        shares.push(share);
        let _ = writeln!(
            s,
            "| {} | {} → {} | {} → {} | {} → {} | {} → {} | {:.0} → {:.0} | {:.0}% |",
            r.name,
            a.innermost_loop_instructions,
            b.innermost_loop_instructions,
            a.innermost_loop_address_instructions,
            b.innermost_loop_address_instructions,
            a.int64_instructions,
            b.int64_instructions,
            regs(r.off.registers),
            regs(r.on.registers),
            us(r.off.compile),
            us(r.on.compile),
            share * 100.0
        );
        addr_off += a.innermost_loop_address_instructions;
        addr_on += b.innermost_loop_address_instructions;
        loop_off += a.innermost_loop_instructions;
        loop_on += b.innermost_loop_instructions;
        if let (Some(x), Some(y)) = (r.off.registers, r.on.registers) {
            with_regs += 1;
            no_worse += u32::from(y <= x);
        }
    }
    let change = |off: u32, on: u32| {
        if off == 0 {
            0.0
        } else {
            100.0 * (f64::from(on) - f64::from(off)) / f64::from(off)
        }
    };
    shares.sort_by(f64::total_cmp);
    let _ = writeln!(
        s,
        "\nInnermost-loop address instructions {addr_off} → {addr_on} ({:+.1}%); all innermost-loop instructions {loop_off} → {loop_on} ({:+.1}%).",
        change(addr_off, addr_on),
        change(loop_off, loop_on)
    );
    if with_regs > 0 {
        let _ = writeln!(
            s,
            "ptxas registers no worse on {no_worse} of {with_regs} files."
        );
    }
    if let (Some(mid), Some(max)) = (shares.get(shares.len() / 2), shares.last()) {
        let _ = writeln!(
            s,
            "The optimiser's share of compile time: median {:.0}%, largest {:.0}%; of the whole set's compile time {:.0}%.",
            mid * 100.0,
            max * 100.0,
            100.0 * pass_total / compile_total.max(1e-9)
        );
    }
    s
}
