//! The text outputs of `bench-frames`: `results.csv` (one row per function
//! and compiler/mode) and `results.md` (one table row per function, the
//! SASS table of frames/sass_report.rs, then the summary).
//!
//! Takes [`Row`]s / [`Measured`]; gives text. Invariants: a missing figure
//! is an empty CSV cell and `—` in Markdown, never 0; the summary's
//! smaller / equal / larger counts add up to the functions compared (those
//! with a ptxlift virtual-mode depot and a depot from the peer: llc,
//! libnvvm, or the best of those two that have one).

use super::sass_report::{sass_summary, sass_table};
use super::{Compiler, Measured, Row};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;

/// The heading that starts the summary in results.md.
pub const SUMMARY_HEADING: &str = "## Summary";

/// The columns of results.csv.
pub const CSV_HEADER: &str = "kernel,function,compiler,mode,max_regs,depot_bytes,lower_bound_bytes,\
ptxas_stack_bytes,ptxas_spill_store_bytes,ptxas_spill_load_bytes,ptxas_registers,compile_us,ptxas_us,\
sass_instructions,sass_nounroll_instructions,sass_loop_instructions,\
sass_global_loads,sass_global_stores,sass_global_atomics,sass_local_loads,sass_local_stores,\
sass_shared_loads,sass_shared_stores,sass_shared_atomics,\
sass_generic_loads,sass_generic_stores,sass_generic_atomics,sass_fma,status";

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
        let sass = |f: fn(&super::SassCounts) -> u32| num(r.sass.as_ref().map(f));
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
            sass(|c| c.instructions),
            num(r.sass_nounroll),
            sass(|c| c.loop_instructions),
            sass(|c| c.global.loads),
            sass(|c| c.global.stores),
            sass(|c| c.global.atomics),
            sass(|c| c.local.loads),
            sass(|c| c.local.stores),
            sass(|c| c.shared.loads),
            sass(|c| c.shared.stores),
            sass(|c| c.shared.atomics),
            sass(|c| c.generic.loads),
            sass(|c| c.generic.stores),
            sass(|c| c.generic.atomics),
            sass(|c| c.fma),
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
pub(super) type ByCompiler<'a> = BTreeMap<Compiler, &'a Row>;

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

/// results.md: the frame table, the SASS table, then [`SUMMARY_HEADING`]
/// and the summary.
pub fn markdown(m: &Measured) -> String {
    let mut compilers = vec![Compiler::PtxliftVirtual];
    compilers.extend(m.budgets.iter().map(|&n| Compiler::PtxliftBudget(n)));
    compilers.push(Compiler::Llc);
    compilers.push(Compiler::Libnvvm);
    let mut s = String::from("# bench-frames results\n\n");
    s.push_str(
        "Depot: `__local_depot` bytes. ptxas: stack frame bytes (spill store/load bytes). \
         Times: the whole file; ptxlift in process (median), llc as a process (median of 3), \
         libnvvm's API time in process (median of 3), ptxas on ptxlift's virtual-mode PTX. \
         `—`: not measured.\n\n",
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
    head.push_str(" ptxlift µs | llc ms | libnvvm ms | ptxas ms |");
    rule.push_str("---:|---:|---:|---:|");
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
            " {} | {} | {} | {pt} |",
            t(Compiler::PtxliftVirtual, 1e6, 0),
            t(Compiler::Llc, 1e3, 1),
            t(Compiler::Libnvvm, 1e3, 1)
        );
    }
    s.push('\n');
    s.push_str(&sass_table(&funcs, &compilers));
    s.push_str(SUMMARY_HEADING);
    s.push_str("\n\n");
    s.push_str(&summary(m, &funcs));
    s.push_str(&sass_summary(
        &funcs,
        &compilers[..=m.budgets.len()],
        &m.contracting,
    ));
    s
}

/// A figure, or `—` when missing.
pub(super) fn dash(v: Option<u32>) -> String {
    v.map_or("—".into(), |n| n.to_string())
}

/// Whom ptxlift's depot is compared with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Peer {
    /// The smaller depot of llc and libnvvm (whichever have one).
    Best,
    /// One compiler.
    One(Compiler),
}

impl Peer {
    fn label(self) -> String {
        match self {
            Peer::Best => "best peer (min of llc, libnvvm)".into(),
            Peer::One(c) => c.name().into(),
        }
    }
}

/// A function where ptxlift's depot is larger: kernel, function, ptxlift's
/// bytes, the peer's bytes, the peer's name.
type Worse<'a> = (&'a str, &'a str, u32, u32, &'static str);

/// [smaller, equal, larger] counts of ptxlift's virtual-mode depot
/// against `peer`'s, and the larger cases.
fn compare_depots<'a>(
    funcs: &'a [((&'a str, &'a str), ByCompiler<'a>)],
    peer: Peer,
) -> ([usize; 3], Vec<Worse<'a>>) {
    let mut counts = [0; 3];
    let mut larger = Vec::new();
    for ((kernel, function), by) in funcs {
        let depot = |c| by.get(&c).and_then(|r| r.depot);
        let theirs = match peer {
            Peer::One(c) => depot(c).map(|d| (d, c.name())),
            Peer::Best => [Compiler::Llc, Compiler::Libnvvm]
                .into_iter()
                .filter_map(|c| depot(c).map(|d| (d, c.name())))
                .min_by_key(|(d, _)| *d),
        };
        let (Some(ours), Some((theirs, who))) = (depot(Compiler::PtxliftVirtual), theirs) else {
            continue;
        };
        match ours.cmp(&theirs) {
            std::cmp::Ordering::Less => counts[0] += 1,
            std::cmp::Ordering::Equal => counts[1] += 1,
            std::cmp::Ordering::Greater => {
                counts[2] += 1;
                larger.push((*kernel, *function, ours, theirs, who));
            }
        }
    }
    (counts, larger)
}

/// The summary line of ptxlift's in-process compile time over `peer`'s
/// (llc: process wall time; libnvvm: API time), one ratio per file.
fn time_ratio(funcs: &[((&str, &str), ByCompiler<'_>)], peer: Compiler) -> String {
    let what = match peer {
        Compiler::Libnvvm => "libnvvm API time",
        _ => "llc process",
    };
    let mut ratios = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for ((kernel, _), by) in funcs {
        let time = |c| by.get(&c).and_then(|r| r.compile_time);
        if let (Some(p), Some(l)) = (time(Compiler::PtxliftVirtual), time(peer)) {
            if seen.insert(*kernel) {
                ratios.push(p.as_secs_f64() / l.as_secs_f64().max(1e-9));
            }
        }
    }
    ratios.sort_by(f64::total_cmp);
    match ratios.get(ratios.len() / 2) {
        Some(mid) => format!(
            "- compile time, ptxlift in process / {what}: median {mid:.4} over {} files (range {:.4}–{:.4}; {} takes {:.0}× as long)\n",
            ratios.len(),
            ratios.first().copied().unwrap_or(0.0),
            ratios.last().copied().unwrap_or(0.0),
            peer.name(),
            1.0 / mid.max(1e-12)
        ),
        None => format!(
            "- compile time, ptxlift / {what}: not measured (no {} times)\n",
            peer.name()
        ),
    }
}

/// The summary: tools, depot comparisons, time ratios, larger functions,
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
    match &m.nvdisasm {
        Ok(p) => {
            let _ = writeln!(s, "- nvdisasm: {}", p.display());
        }
        Err(e) => {
            let _ = writeln!(s, "- nvdisasm: not run ({e})");
        }
    }
    match &m.libnvvm {
        Ok(p) => {
            let _ = writeln!(s, "- libnvvm: {p}");
        }
        Err(e) => {
            let _ = writeln!(s, "- libnvvm: not run ({e})");
        }
    }
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
    let mut larger = Vec::new();
    for peer in [
        Peer::Best,
        Peer::One(Compiler::Llc),
        Peer::One(Compiler::Libnvvm),
    ] {
        let (counts, worse) = compare_depots(funcs, peer);
        let _ = writeln!(
            s,
            "- depot, ptxlift virtual vs {}: compared {}; smaller {}; equal {}; larger {}",
            peer.label(),
            counts[0] + counts[1] + counts[2],
            counts[0],
            counts[1],
            counts[2]
        );
        if peer == Peer::Best {
            larger = worse;
        }
    }
    for peer in [Compiler::Llc, Compiler::Libnvvm] {
        s.push_str(&time_ratio(funcs, peer));
    }
    if larger.is_empty() {
        s.push_str("- functions where ptxlift's depot is larger than the best peer's: none\n");
    } else {
        s.push_str("- functions where ptxlift's depot is larger than the best peer's:\n");
        for (kernel, function, ours, theirs, who) in &larger {
            let _ = writeln!(
                s,
                "  - {kernel} / {function}: ptxlift {ours} bytes, {who} {theirs} bytes (+{})",
                ours - theirs
            );
        }
    }
    // One line per file where a peer failed (its cells are empty).
    let mut seen = std::collections::BTreeSet::new();
    for ((kernel, _), by) in funcs {
        for c in [Compiler::Llc, Compiler::Libnvvm] {
            if let Some(r) = by.get(&c).filter(|r| r.status.starts_with("failed")) {
                if seen.insert((*kernel, c)) {
                    let _ = writeln!(s, "- {} failed on {kernel}: {}", c.name(), r.status);
                }
            }
        }
    }
    for (kernel, e) in &m.failures {
        let _ = writeln!(s, "- not measured: {kernel}: {e}");
    }
    s
}
