//! The SASS part of results.md: a table with one line per function and
//! compiler/mode (the counts of frames/sass.rs), and the summary lines that
//! compare ptxlift with llc: geometric means of ptxlift/llc, the functions
//! where ptxlift is larger, generic accesses llc does not have, FMA counts,
//! and the functions where ptxlift is largest relative to llc.
//!
//! Takes the functions with their rows by compiler (report.rs) and the
//! compilers to show; gives Markdown text. Invariants: a ratio is taken
//! only where both figures exist and llc's is positive (a device function
//! llc inlined has no SASS of its own and is left out); a missing figure
//! is `—`, never 0.

use super::report::{dash, ByCompiler};
use super::sass::{geometric_mean, Accesses, SassCounts};
use super::{Compiler, Row};
use std::fmt::Write as _;

/// The heading of the SASS table in results.md.
pub const SASS_HEADING: &str = "## SASS";
/// Functions listed where ptxlift's SASS is largest relative to llc's.
const TOP_LARGEST: usize = 10;
/// Relative difference within which ptxlift's FMA count matches llc's.
const FMA_TOLERANCE: f64 = 0.05;

/// A function's name and its rows by compiler.
type Function<'a> = ((&'a str, &'a str), ByCompiler<'a>);

/// A function that has SASS from ptxlift's virtual mode and from llc.
struct Pair<'a> {
    kernel: &'a str,
    function: &'a str,
    /// ptxlift's counts.
    p: SassCounts,
    /// llc's counts.
    l: SassCounts,
    /// SASS instructions with unrolling disabled: ptxlift's, llc's.
    nounroll: (Option<u32>, Option<u32>),
}

/// `loads/stores/atomics`.
fn accesses(a: &Accesses) -> String {
    format!("{}/{}/{}", a.loads, a.stores, a.atomics)
}

/// The SASS table: one line per function and compiler with SASS figures
/// or registers.
pub fn sass_table(funcs: &[Function<'_>], compilers: &[Compiler]) -> String {
    let mut s = format!("{SASS_HEADING}\n\n");
    s.push_str(
        "SASS of ptxas's cubin (`nvdisasm -c`): instructions without NOPs and the \
         trailing self-branch; nounroll: the same with a module-level \
         `.pragma \"nounroll\";`; in loop: inside a back-edge range; accesses as \
         loads/stores/atomics; FMA: FFMA, DFMA, HFMA2 (not the RZ moves). \
         See docs/BENCHMARKS.md.\n\n",
    );
    s.push_str(
        "| kernel | function | compiler | SASS | nounroll | in loop | global | local | shared \
         | generic | FMA | registers |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for ((kernel, function), by) in funcs {
        for c in compilers {
            let Some(r) = by.get(c) else { continue };
            let regs = r.ptxas.as_ref().and_then(|u| u.registers);
            let cell = |f: &dyn Fn(&SassCounts) -> String| r.sass.as_ref().map_or("—".into(), f);
            let _ = writeln!(
                s,
                "| {kernel} | {function} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                c.label(),
                cell(&|c| c.instructions.to_string()),
                dash(r.sass_nounroll),
                cell(&|c| c.loop_instructions.to_string()),
                cell(&|c| accesses(&c.global)),
                cell(&|c| format!("{}/{}", c.local.loads, c.local.stores)),
                cell(&|c| accesses(&c.shared)),
                cell(&|c| accesses(&c.generic)),
                cell(&|c| c.fma.to_string()),
                dash(regs),
            );
        }
    }
    s.push('\n');
    s
}

/// ptxlift's figure over llc's for each function having both (llc's
/// positive), and how many of them ptxlift's is larger on.
fn ratios(
    funcs: &[Function<'_>],
    ours: Compiler,
    figure: impl Fn(&Row) -> Option<u32>,
) -> (Vec<f64>, usize) {
    let mut out = Vec::new();
    let mut larger = 0;
    for (_, by) in funcs {
        let get = |c| by.get(&c).and_then(|r| figure(r));
        if let (Some(p), Some(l)) = (get(ours), get(Compiler::Llc)) {
            if l > 0 {
                out.push(f64::from(p) / f64::from(l));
                larger += usize::from(p > l);
            }
        }
    }
    (out, larger)
}

/// `1.234 (larger on 5 of 60)` or `—`.
fn mean_cell(
    funcs: &[Function<'_>],
    ours: Compiler,
    figure: impl Fn(&Row) -> Option<u32>,
) -> String {
    let (r, larger) = ratios(funcs, ours, figure);
    geometric_mean(&r).map_or("—".into(), |g| {
        format!("{g:.3} (larger on {larger} of {})", r.len())
    })
}

/// The SASS summary lines: the geometric means for each ptxlift mode, then
/// generic accesses, FMA and the largest ratios for virtual mode.
pub fn sass_summary(
    funcs: &[Function<'_>],
    ptxlift_modes: &[Compiler],
    contracting: &[(String, String)],
) -> String {
    let mut s = String::new();
    s.push_str(
        "- SASS, ptxlift / llc, geometric mean over the functions both have \
         (and on how many ptxlift's is larger):\n\n\
         | ptxlift mode | SASS instructions | SASS, ptxas unrolling disabled | registers |\n\
         |---|---:|---:|---:|\n",
    );
    for &mode in ptxlift_modes {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} |",
            mode.label(),
            mean_cell(funcs, mode, |r| r.sass.map(|c| c.instructions)),
            mean_cell(funcs, mode, |r| r.sass_nounroll),
            mean_cell(funcs, mode, |r| r.ptxas.as_ref().and_then(|u| u.registers)),
        );
    }
    s.push('\n');
    let pairs: Vec<Pair<'_>> = funcs
        .iter()
        .filter_map(|((kernel, function), by)| {
            let (ours, llc) = (by.get(&Compiler::PtxliftVirtual)?, by.get(&Compiler::Llc)?);
            Some(Pair {
                kernel,
                function,
                p: ours.sass?,
                l: llc.sass?,
                nounroll: (ours.sass_nounroll, llc.sass_nounroll),
            })
        })
        .collect();
    let generic: Vec<String> = pairs
        .iter()
        .filter(|x| x.p.generic.total() > 0 && x.l.generic.total() == 0)
        .map(|x| format!("{}/{} ({})", x.kernel, x.function, x.p.generic.total()))
        .collect();
    let _ = writeln!(
        s,
        "- generic accesses (LD/ST/ATOM), ptxlift virtual, where llc has none: {} of {} functions{}{}",
        generic.len(),
        pairs.len(),
        if generic.is_empty() { "" } else { ": " },
        generic.join(", ")
    );
    // llc fuses `fmul` + `fadd` even without `contract` (its NVPTX back
    // end's default), which the IR's rounding forbids: only functions
    // whose IR allows contraction are compared.
    let allows = |x: &&Pair<'_>| {
        contracting
            .iter()
            .any(|(k, f)| k == x.kernel && f == x.function)
    };
    let with_fma: Vec<&Pair<'_>> = pairs
        .iter()
        .filter(|x| (x.p.fma > 0 || x.l.fma > 0) && allows(x))
        .collect();
    let (within, outside): (Vec<&Pair<'_>>, Vec<&Pair<'_>>) = with_fma
        .iter()
        .partition(|x| f64::from(x.p.fma.abs_diff(x.l.fma)) <= FMA_TOLERANCE * f64::from(x.l.fma));
    let outside: Vec<String> = outside
        .iter()
        .map(|x| format!("{}/{} ({} vs {})", x.kernel, x.function, x.p.fma, x.l.fma))
        .collect();
    let _ = writeln!(
        s,
        "- FMA, ptxlift virtual vs llc, functions whose IR allows contraction: within {:.0}% of llc's on {} of the {} where either has one (in all: ptxlift {}, llc {}){}{}",
        FMA_TOLERANCE * 100.0,
        within.len(),
        with_fma.len(),
        with_fma.iter().map(|x| x.p.fma).sum::<u32>(),
        with_fma.iter().map(|x| x.l.fma).sum::<u32>(),
        if outside.is_empty() { "" } else { "; outside: " },
        outside.join(", ")
    );
    let mut largest: Vec<(f64, &Pair<'_>)> = pairs
        .iter()
        .filter(|x| x.l.instructions > 0)
        .map(|x| (f64::from(x.p.instructions) / f64::from(x.l.instructions), x))
        .collect();
    largest.sort_by(|a, b| b.0.total_cmp(&a.0));
    s.push_str(
        "- largest SASS, ptxlift virtual / llc (SASS; nounroll SASS; FMA; generic; local accesses; ptxlift vs llc):\n",
    );
    for (ratio, x) in largest.iter().take(TOP_LARGEST) {
        let (p, l) = (&x.p, &x.l);
        let _ = writeln!(
            s,
            "  - {}/{}: {ratio:.2}×: SASS {} vs {}; nounroll {} vs {}; FMA {} vs {}; generic {} vs {}; local {} vs {}",
            x.kernel,
            x.function,
            p.instructions,
            l.instructions,
            dash(x.nounroll.0),
            dash(x.nounroll.1),
            p.fma,
            l.fma,
            p.generic.total(),
            l.generic.total(),
            p.local.total(),
            l.local.total(),
        );
    }
    s
}
