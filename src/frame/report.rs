//! The frame report: per function, its objects (kind, size, alignment,
//! category, offset, lifetime), the depot size beside the lower bound and
//! the no-sharing size, and padding; as text, JSON (serde) or an SVG
//! picture (program points across, byte offsets down, one rectangle per
//! object).
//!
//! ```text
//!   FrameLayout + name ──FrameReport::new──> FrameReport ──to_text / serde / svg
//! ```

use super::{FrameLayout, FrameObjectKind};
use core::fmt::Write;
use serde::Serialize;

/// One frame object in a report.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ObjectReport {
    /// `ss0` for a stack slot, `spill4` for spill slots starting at slot 4.
    pub name: String,
    /// `stack` or `spill`.
    pub kind: &'static str,
    /// Size in bytes.
    pub size: u32,
    /// Alignment in bytes.
    pub align: u32,
    /// Layout bucket: 3 (alignment ≥ 16), 2 (8) or 1.
    pub category: u8,
    /// Byte offset in the depot; `None` when the object is dead.
    pub offset: Option<u32>,
    /// Does its address escape (live at every point)?
    pub is_whole_function: bool,
    /// Program points it occupies, as half-open ranges.
    pub lifetime: Vec<[u32; 2]>,
}

/// One function's frame.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct FrameReport {
    /// The function's name.
    pub function: String,
    /// Depot bytes.
    pub size: u32,
    /// Depot alignment.
    pub align: u32,
    /// Most bytes live at one program point, rounded up to `align`.
    pub lower_bound: u32,
    /// Depot bytes without sharing (live objects one after another).
    pub sequential_size: u32,
    /// Depot bytes no object covers.
    pub padding: u32,
    /// The object order the packer kept.
    pub order: Option<&'static str>,
    /// Program points (allocated instructions) of the function.
    pub points: u32,
    /// Block whose start sets up `%SPL`/`%SP` (`None`: no frame code).
    pub setup_block: Option<u32>,
    /// The objects: stack slots in declaration order, then spill groups.
    pub objects: Vec<ObjectReport>,
    /// Stack slots local-memory promotion turned into SSA values
    /// completely (they are dead objects here).
    pub promoted_slots: u32,
    /// Bytes of the fields it promoted (of these slots and of slots
    /// promoted in part).
    pub promoted_bytes: u32,
    /// Counted loops fully unrolled so that their indices into local
    /// arrays became constant (and the arrays promotable).
    pub unrolled_loops: u32,
}

impl FrameReport {
    /// The report for `function`'s `frame`, over `points` program points.
    pub fn new(function: &str, frame: &FrameLayout, points: u32) -> FrameReport {
        let objects = frame
            .objects
            .iter()
            .zip(&frame.offsets)
            .map(|(o, off)| {
                let (name, kind) = match o.kind {
                    FrameObjectKind::StackSlot(s) => (s.to_string(), "stack"),
                    FrameObjectKind::SpillSlot(k) => (format!("spill{k}"), "spill"),
                };
                ObjectReport {
                    name,
                    kind,
                    size: o.size,
                    align: o.align,
                    category: o.category as u8,
                    offset: *off,
                    is_whole_function: points > 0 && o.lifetime.len() == points,
                    lifetime: o
                        .lifetime
                        .ranges()
                        .iter()
                        .map(|r| [r.start, r.end])
                        .collect(),
                }
            })
            .collect();
        FrameReport {
            function: function.to_string(),
            size: frame.size,
            align: frame.align,
            lower_bound: frame.lower_bound,
            sequential_size: frame.sequential_size,
            padding: frame.padding,
            order: frame.order.map(|o| o.name()),
            points,
            setup_block: frame.setup_block,
            objects,
            promoted_slots: 0,
            promoted_bytes: 0,
            unrolled_loops: 0,
        }
    }

    /// A human-readable table.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "function %{}: depot {} bytes (align {}), lower bound {}, no sharing {}, padding {}",
            self.function,
            self.size,
            self.align,
            self.lower_bound,
            self.sequential_size,
            self.padding
        );
        if let Some(order) = self.order {
            let _ = writeln!(s, "  order: {order}");
        }
        if self.promoted_bytes > 0 {
            let _ = writeln!(
                s,
                "  promoted to registers: {} bytes, {} slot(s) completely",
                self.promoted_bytes, self.promoted_slots
            );
        }
        if self.unrolled_loops > 0 {
            let _ = writeln!(
                s,
                "  unrolled loops: {} (their local-array indices became constant)",
                self.unrolled_loops
            );
        }
        match self.setup_block {
            Some(b) => {
                let _ = writeln!(s, "  %SPL set up at the start of block {b}");
            }
            None => s.push_str("  no frame setup\n"),
        }
        if self.objects.is_empty() {
            return s;
        }
        let _ = writeln!(
            s,
            "  {:<10} {:>6} {:>5} {:>3} {:>7}  lifetime (of {} points)",
            "object", "size", "align", "cat", "offset", self.points
        );
        for o in &self.objects {
            let offset = o.offset.map_or("dead".to_string(), |x| x.to_string());
            let lifetime = if o.is_whole_function {
                "whole function".to_string()
            } else if o.lifetime.is_empty() {
                "-".to_string()
            } else {
                o.lifetime
                    .iter()
                    .map(|[a, b]| format!("{a}..{b}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let _ = writeln!(
                s,
                "  {:<10} {:>6} {:>5} {:>3} {:>7}  {lifetime}",
                o.name, o.size, o.align, o.category, offset
            );
        }
        s
    }
}

/// Width of the SVG drawing area in pixels.
const SVG_WIDTH: f64 = 720.0;
/// Height of one function's drawing area in pixels.
const SVG_FRAME_HEIGHT: f64 = 240.0;
/// Margin around and between drawings.
const SVG_MARGIN: f64 = 40.0;

/// Draws every report: program points across, byte offsets down, one
/// rectangle per (object, lifetime range), stack slots blue, spills orange.
pub fn to_svg(reports: &[FrameReport]) -> String {
    let height = SVG_MARGIN + reports.len() as f64 * (SVG_FRAME_HEIGHT + 2.0 * SVG_MARGIN);
    let width = SVG_WIDTH + 2.0 * SVG_MARGIN;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="monospace" font-size="11">"#
    );
    for (i, r) in reports.iter().enumerate() {
        let top = SVG_MARGIN + i as f64 * (SVG_FRAME_HEIGHT + 2.0 * SVG_MARGIN);
        let _ = writeln!(
            s,
            r#"<text x="{SVG_MARGIN}" y="{:.1}">%{}: {} bytes (lower bound {}, no sharing {})</text>"#,
            top - 8.0,
            xml_escape(&r.function),
            r.size,
            r.lower_bound,
            r.sequential_size
        );
        let _ = writeln!(
            s,
            r##"<rect x="{SVG_MARGIN}" y="{top:.1}" width="{SVG_WIDTH}" height="{SVG_FRAME_HEIGHT}" fill="none" stroke="#888"/>"##
        );
        let x_scale = SVG_WIDTH / r.points.max(1) as f64;
        let y_scale = SVG_FRAME_HEIGHT / r.size.max(1) as f64;
        for o in &r.objects {
            let Some(off) = o.offset else { continue };
            let color = if o.kind == "stack" {
                "#4e79a7"
            } else {
                "#f28e2b"
            };
            for [a, b] in &o.lifetime {
                let _ = writeln!(
                    s,
                    r##"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{color}" fill-opacity="0.7" stroke="#222"><title>{} ({} bytes at {off}, points {a}..{b})</title></rect>"##,
                    SVG_MARGIN + *a as f64 * x_scale,
                    top + off as f64 * y_scale,
                    ((b - a) as f64 * x_scale).max(1.0),
                    (o.size as f64 * y_scale).max(1.0),
                    o.name,
                    o.size
                );
            }
        }
        let _ = writeln!(
            s,
            r#"<text x="{SVG_MARGIN}" y="{:.1}">program points 0..{} across; byte offsets 0..{} down</text>"#,
            top + SVG_FRAME_HEIGHT + 16.0,
            r.points,
            r.size
        );
    }
    s.push_str("</svg>\n");
    s
}

fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
