//! The text outputs of `bench-frames`: `results.csv` (one row per function
//! and compiler/mode) and `results.md` (one table row per function, then
//! the summary).
//!
//! Takes [`Row`]s / [`Measured`]; gives text. Invariants: a missing figure
//! is an empty CSV cell and `—` in Markdown, never 0; the summary's
//! smaller / equal / larger counts add up to the functions compared (those
//! with both a ptxlift virtual-mode depot and an llc depot).

use super::{Compiler, Measured, Row};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;

/// The heading that starts the summary in results.md.
pub const SUMMARY_HEADING: &str = "## Summary";

/// The columns of results.csv.
pub const CSV_HEADER: &str = "kernel,function,compiler,mode,max_regs,depot_bytes,lower_bound_bytes,\
ptxas_stack_bytes,ptxas_spill_store_bytes,ptxas_spill_load_bytes,ptxas_registers,compile_us,ptxas_us,status";

/// results.csv: [`CSV_HEADER`], then one line per row.
pub fn csv(rows: &[Row]) -> String {
    let mut s = format!("{CSV_HEADER}\n");
    let num = |v: Option<u32>| v.map_or(String::new(), |n| n.to_string());
    let us = |d: Option<Duration>| d.map_or(String::new(), |d| format!("{:.1}", micros(d)));
    for r in rows {
        let max_regs = match r.compiler {
            Compiler::PtxliftBudget(n) => Some(n),
            _ => None,
        };
        let p = r.ptxas.as_ref();
        let cells = [
            field(&r.kernel),
            field(&r.function),
            r.compiler.name().to_string(),
            r.compiler.mode().to_string(),
            num(max_regs),
            num(r.depot),
            num(r.lower_bound),
            num(p.map(|u| u.stack_frame)),
            num(p.map(|u| u.spill_stores)),
            num(p.map(|u| u.spill_loads)),
            num(p.and_then(|u| u.registers)),
            us(r.compile_time),
            us(r.ptxas_time),
            field(&r.status),
        ];
        let _ = writeln!(s, "{}", cells.join(","));
    }
    s
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

/// The rows of one function, by compiler.
type ByCompiler<'a> = BTreeMap<Compiler, &'a Row>;

/// Functions in measurement order, each with its rows by compiler.
fn functions(rows: &[Row]) -> Vec<((&str, &str), ByCompiler<'_>)> {
    let mut out: Vec<((&str, &str), ByCompiler<'_>)> = Vec::new();
    for r in rows {
        let key = (r.kernel.as_str(), r.function.as_str());
        match out.iter_mut().find(|(k, _)| *k == key) {
            Some((_, m)) => {
                m.insert(r.compiler, r);
            }
            None => out.push((key, BTreeMap::from([(r.compiler, r)]))),
        }
    }
    out
}

/// results.md: the table, then [`SUMMARY_HEADING`] and the summary.
pub fn markdown(m: &Measured) -> String {
    let mut compilers = vec![Compiler::PtxliftVirtual];
    compilers.extend(m.budgets.iter().map(|&n| Compiler::PtxliftBudget(n)));
    compilers.push(Compiler::Llc);
    compilers.push(Compiler::Libnvvm);
    let mut s = String::from("# bench-frames results\n\n");
    s.push_str(
        "Depot: `__local_depot` bytes. ptxas: stack frame bytes (spill store/load bytes). \
         Times: the whole file; ptxlift in process (median), llc as a process (median of 3), \
         ptxas on ptxlift's virtual-mode PTX. `—`: not measured.\n\n",
    );
    let mut head = String::from("| kernel | function |");
    let mut rule = String::from("|---|---|");
    for c in &compilers {
        let _ = write!(head, " depot {} |", c.label());
        rule.push_str("---:|");
    }
    head.push_str(" lower bound |");
    rule.push_str("---:|");
    for c in &compilers {
        let _ = write!(head, " ptxas {} |", c.label());
        rule.push_str("---:|");
    }
    head.push_str(" ptxlift µs | llc ms | ptxas ms |");
    rule.push_str("---:|---:|---:|");
    let _ = writeln!(s, "{head}\n{rule}");
    let funcs = functions(&m.rows);
    for ((kernel, function), by) in &funcs {
        let get = |c: &Compiler| by.get(c).copied();
        let _ = write!(s, "| {kernel} | {function} |");
        for c in &compilers {
            let _ = write!(s, " {} |", dash(get(c).and_then(|r| r.depot)));
        }
        let lb = get(&Compiler::PtxliftVirtual).and_then(|r| r.lower_bound);
        let _ = write!(s, " {} |", dash(lb));
        for c in &compilers {
            let cell = get(c)
                .and_then(|r| r.ptxas.as_ref())
                .map_or("—".into(), |u| {
                    format!("{} ({}/{})", u.stack_frame, u.spill_stores, u.spill_loads)
                });
            let _ = write!(s, " {cell} |");
        }
        let t = |c: Compiler, scale: f64, digits: usize| {
            get(&c)
                .and_then(|r| r.compile_time)
                .map_or("—".into(), |d| {
                    format!("{:.*}", digits, d.as_secs_f64() * scale)
                })
        };
        let pt = get(&Compiler::PtxliftVirtual)
            .and_then(|r| r.ptxas_time)
            .map_or("—".into(), |d| format!("{:.1}", d.as_secs_f64() * 1e3));
        let _ = writeln!(
            s,
            " {} | {} | {pt} |",
            t(Compiler::PtxliftVirtual, 1e6, 0),
            t(Compiler::Llc, 1e3, 1)
        );
    }
    s.push('\n');
    s.push_str(SUMMARY_HEADING);
    s.push_str("\n\n");
    s.push_str(&summary(m, &funcs));
    s
}

fn dash(v: Option<u32>) -> String {
    v.map_or("—".into(), |n| n.to_string())
}

/// The summary: tools, depot comparison, time ratio, larger functions,
/// failures.
fn summary(m: &Measured, funcs: &[((&str, &str), ByCompiler<'_>)]) -> String {
    let mut s = String::new();
    match &m.llc {
        Ok(p) => {
            let _ = writeln!(s, "- llc: {}", p.display());
        }
        Err(e) => {
            let _ = writeln!(s, "- llc: not run ({e})");
        }
    }
    match &m.ptxas {
        Ok(p) => {
            let _ = writeln!(s, "- ptxas: {}", p.display());
        }
        Err(e) => {
            let _ = writeln!(s, "- ptxas: not run ({e})");
        }
    }
    s.push_str("- libnvvm: not run\n");
    let kernels = funcs
        .iter()
        .map(|((k, _), _)| *k)
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    let _ = writeln!(
        s,
        "- measured: {} functions in {kernels} files; budgets: {}",
        funcs.len(),
        m.budgets
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    );
    let (mut smaller, mut equal, mut larger) = (0, 0, Vec::new());
    for ((kernel, function), by) in funcs {
        let depot = |c| by.get(&c).and_then(|r| r.depot);
        let (Some(ours), Some(theirs)) = (depot(Compiler::PtxliftVirtual), depot(Compiler::Llc))
        else {
            continue;
        };
        match ours.cmp(&theirs) {
            std::cmp::Ordering::Less => smaller += 1,
            std::cmp::Ordering::Equal => equal += 1,
            std::cmp::Ordering::Greater => larger.push((kernel, function, ours, theirs)),
        }
    }
    let compared = smaller + equal + larger.len();
    let _ = writeln!(
        s,
        "- depot, ptxlift virtual vs llc: compared {compared}; smaller {smaller}; equal {equal}; larger {}",
        larger.len()
    );
    // One time ratio per file (every function of a file has its times).
    let mut ratios = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for ((kernel, _), by) in funcs {
        let time = |c| by.get(&c).and_then(|r| r.compile_time);
        if let (Some(p), Some(l)) = (time(Compiler::PtxliftVirtual), time(Compiler::Llc)) {
            if seen.insert(*kernel) {
                ratios.push(p.as_secs_f64() / l.as_secs_f64().max(1e-9));
            }
        }
    }
    ratios.sort_by(f64::total_cmp);
    match ratios.get(ratios.len() / 2) {
        Some(mid) => {
            let _ = writeln!(
                s,
                "- compile time, ptxlift in process / llc process: median {mid:.4} over {} files (range {:.4}–{:.4}; llc takes {:.0}× as long)",
                ratios.len(),
                ratios.first().copied().unwrap_or(0.0),
                ratios.last().copied().unwrap_or(0.0),
                1.0 / mid.max(1e-12)
            );
        }
        None => s.push_str("- compile time ratio: not measured (no llc times)\n"),
    }
    if larger.is_empty() {
        s.push_str("- functions where ptxlift's depot is larger than llc's: none\n");
    } else {
        s.push_str("- functions where ptxlift's depot is larger than llc's:\n");
        for (kernel, function, ours, theirs) in &larger {
            let _ = writeln!(
                s,
                "  - {kernel} / {function}: ptxlift {ours} bytes, llc {theirs} bytes (+{})",
                ours - theirs
            );
        }
    }
    for (kernel, e) in &m.failures {
        let _ = writeln!(s, "- not measured: {kernel}: {e}");
    }
    s
}
