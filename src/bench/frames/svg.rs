//! `depot.svg`: a grouped bar chart of depot bytes, one group per kernel
//! file (the sum over its functions), one bar per compiler/mode that has a
//! figure, with a y axis, tick labels, kernel labels and a legend.
//!
//! Takes [`Row`]s; gives SVG text written by hand. Invariants: every text
//! is XML-escaped; every element is closed; missing figures draw no bar
//! (a peer that was not run, or failed on a file, has no bar there).

use super::{Compiler, Row};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Left margin (room for the y tick labels).
const MARGIN_LEFT: f64 = 70.0;
/// Top margin (room for the title and legend).
const MARGIN_TOP: f64 = 60.0;
/// Bottom margin (room for the rotated kernel names).
const MARGIN_BOTTOM: f64 = 170.0;
/// Right margin.
const MARGIN_RIGHT: f64 = 20.0;
/// Height of the plot area.
const PLOT_HEIGHT: f64 = 360.0;
/// Width of one bar.
const BAR_WIDTH: f64 = 10.0;
/// Space between two kernel groups.
const GROUP_GAP: f64 = 14.0;
/// Ticks on the y axis (besides 0).
const Y_TICKS: u32 = 5;
/// Bar colours, one per compiler in legend order (cycled).
const COLORS: [&str; 6] = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#b07aa1",
];

/// Escapes `s` for XML text and attribute values.
pub fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// The chart of `rows`.
pub fn depot_chart(rows: &[Row]) -> String {
    // kernel (in order of appearance) -> compiler -> bytes summed.
    let mut kernels: Vec<(&str, BTreeMap<Compiler, u64>)> = Vec::new();
    for r in rows {
        let Some(d) = r.depot else { continue };
        let i = match kernels.iter().position(|(k, _)| *k == r.kernel) {
            Some(i) => i,
            None => {
                kernels.push((&r.kernel, BTreeMap::new()));
                kernels.len() - 1
            }
        };
        *kernels[i].1.entry(r.compiler).or_default() += u64::from(d);
    }
    let mut compilers: Vec<Compiler> = kernels
        .iter()
        .flat_map(|(_, m)| m.keys().copied())
        .collect();
    compilers.sort_unstable();
    compilers.dedup();
    let max = kernels
        .iter()
        .flat_map(|(_, m)| m.values().copied())
        .max()
        .unwrap_or(0)
        .max(1);
    let step = nice_step(max);
    let top = step * max.div_ceil(step);
    let group_width = compilers.len().max(1) as f64 * BAR_WIDTH + GROUP_GAP;
    let plot_width = (kernels.len().max(1) as f64 * group_width).max(300.0);
    let width = MARGIN_LEFT + plot_width + MARGIN_RIGHT;
    let height = MARGIN_TOP + PLOT_HEIGHT + MARGIN_BOTTOM;
    let base = MARGIN_TOP + PLOT_HEIGHT;
    let y = |v: u64| base - PLOT_HEIGHT * v as f64 / top as f64;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" font-family="sans-serif" font-size="11">"#
    );
    let _ = writeln!(
        s,
        r#"<text x="{MARGIN_LEFT}" y="18" font-size="14">{}</text>"#,
        xml_escape("Depot bytes per kernel file (sum over its functions) by compiler")
    );
    // Legend.
    let mut lx = MARGIN_LEFT;
    for (i, c) in compilers.iter().enumerate() {
        let color = COLORS[i % COLORS.len()];
        let _ = writeln!(
            s,
            r#"<rect x="{lx:.1}" y="30" width="10" height="10" fill="{color}"/>"#
        );
        let label = xml_escape(&c.label());
        let _ = writeln!(s, r#"<text x="{:.1}" y="39">{label}</text>"#, lx + 14.0);
        lx += 14.0 + 7.0 * c.label().len() as f64 + 16.0;
    }
    // Grid lines and y ticks, then the axes over them.
    let mut v = 0;
    while v <= top {
        let ty = y(v);
        let _ = writeln!(
            s,
            r##"<line x1="{:.1}" y1="{ty:.1}" x2="{:.1}" y2="{ty:.1}" stroke="#ddd"/>"##,
            MARGIN_LEFT,
            MARGIN_LEFT + plot_width
        );
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{v}</text>"#,
            MARGIN_LEFT - 4.0,
            ty + 4.0
        );
        v += step;
    }
    let _ = writeln!(
        s,
        r##"<line x1="{MARGIN_LEFT}" y1="{MARGIN_TOP}" x2="{MARGIN_LEFT}" y2="{base}" stroke="#333"/>"##
    );
    let _ = writeln!(
        s,
        r##"<line x1="{MARGIN_LEFT}" y1="{base}" x2="{:.1}" y2="{base}" stroke="#333"/>"##,
        MARGIN_LEFT + plot_width
    );
    let _ = writeln!(
        s,
        r#"<text x="14" y="{:.1}" transform="rotate(-90 14 {:.1})" text-anchor="middle">{}</text>"#,
        MARGIN_TOP + PLOT_HEIGHT / 2.0,
        MARGIN_TOP + PLOT_HEIGHT / 2.0,
        xml_escape("depot bytes")
    );
    // Bars and kernel labels.
    for (k, (kernel, figures)) in kernels.iter().enumerate() {
        let gx = MARGIN_LEFT + GROUP_GAP / 2.0 + k as f64 * group_width;
        for (i, c) in compilers.iter().enumerate() {
            let Some(&bytes) = figures.get(c) else {
                continue;
            };
            let bx = gx + i as f64 * BAR_WIDTH;
            let by = y(bytes);
            let _ = writeln!(
                s,
                r#"<rect x="{bx:.1}" y="{by:.1}" width="{BAR_WIDTH}" height="{:.1}" fill="{}"><title>{}</title></rect>"#,
                base - by,
                COLORS[i % COLORS.len()],
                xml_escape(&format!("{kernel}, {}: {bytes} bytes", c.label()))
            );
        }
        let lx = gx + (group_width - GROUP_GAP) / 2.0;
        let ly = base + 10.0;
        let _ = writeln!(
            s,
            r#"<text x="{lx:.1}" y="{ly:.1}" transform="rotate(60 {lx:.1} {ly:.1})">{}</text>"#,
            xml_escape(kernel)
        );
    }
    s.push_str("</svg>\n");
    s
}

/// A round tick step (1, 2 or 5 times a power of ten) giving about
/// [`Y_TICKS`] ticks up to `max`.
fn nice_step(max: u64) -> u64 {
    let raw = max.div_ceil(u64::from(Y_TICKS)).max(1);
    let mut p = 1u64;
    while p * 10 <= raw {
        p *= 10;
    }
    [1, 2, 5, 10]
        .into_iter()
        .map(|m| m * p)
        .find(|&s| s >= raw)
        .unwrap_or(10 * p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_round_and_cover_the_maximum() {
        assert_eq!(nice_step(1064), 500);
        assert_eq!(nice_step(5), 1);
        assert_eq!(nice_step(480), 100);
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(xml_escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }
}
