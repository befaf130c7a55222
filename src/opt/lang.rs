//! The e-graph language of address arithmetic and its analysis.
//!
//! ```text
//!   AddrLang:  (+ a b)  (* a b)  (<< a k)  (uext64 a) (sext64 a)
//!              (uext32 a) (sext32 a)  (mulwu a b) (mulws a b)   -- 32x32->64
//!              k32:5 / k64:-1 (constants)   v7 (an IR value, a leaf)
//!   AddrData:  width, constant, signed range (intersection on merge)
//! ```
//!
//! Widths are not in `+`, `*`, `<<` (their operands' classes carry them and
//! both operands always have the result's width); constants and extensions
//! name theirs, so `k32:5` and `k64:5` are different classes. The range of a
//! class is the intersection of what every member proves, so it only
//! narrows as rewrites add members. A class with a known constant gets the
//! constant node added (`modify`), which is how constants fold.

use crate::analysis::Range;
use core::fmt;
use core::str::FromStr;
use egg::{Analysis, DidMerge, EGraph, Id};

/// An integer constant of a given width (value sign-wrapped to it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Konst {
    /// Width in bits: 8, 16, 32 or 64.
    pub bits: u8,
    /// The value, sign-extended from `bits`.
    pub value: i64,
}

impl Konst {
    /// `value` wrapped to `bits`.
    pub fn new(bits: u32, value: i128) -> Konst {
        let shift = 128 - bits.clamp(1, 64);
        Konst {
            bits: bits as u8,
            value: ((value << shift) >> shift) as i64,
        }
    }
}

impl fmt::Display for Konst {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "k{}:{}", self.bits, self.value)
    }
}

impl FromStr for Konst {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let rest = s.strip_prefix('k').ok_or("not a constant")?;
        let (bits, value) = rest.split_once(':').ok_or("not a constant")?;
        let bits: u32 = bits.parse().map_err(|_| "bad width")?;
        let value: i128 = value.parse().map_err(|_| "bad value")?;
        Ok(Konst::new(bits, value))
    }
}

/// An IR value used as an opaque leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Leaf(pub u32);

impl fmt::Display for Leaf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "v{}", self.0)
    }
}

impl FromStr for Leaf {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let n = s.strip_prefix('v').ok_or("not a leaf")?;
        n.parse().map(Leaf).map_err(|_| "bad leaf".to_string())
    }
}

// `define_language!` cannot document variants; they are listed in the
// module comment and on the enum.
#[allow(missing_docs)]
mod language {
    use super::{Id, Konst, Leaf};
    egg::define_language! {
        /// Address arithmetic: `+ * <<` (wrapping, operands of the node's
        /// width), `uext64 sext64 uext32 sext32`, `mulwu mulws` (32 x 32 ->
        /// 64-bit products), constants and IR values.
        pub enum AddrLang {
            "+" = Add([Id; 2]),
            "*" = Mul([Id; 2]),
            "<<" = Shl([Id; 2]),
            "uext64" = Uext64(Id),
            "sext64" = Sext64(Id),
            "uext32" = Uext32(Id),
            "sext32" = Sext32(Id),
            "mulwu" = MulWideU([Id; 2]),
            "mulws" = MulWideS([Id; 2]),
            Const(Konst),
            Leaf(Leaf),
        }
    }
}

pub use language::AddrLang;

/// What is known about an e-class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddrData {
    /// Width in bits.
    pub bits: u32,
    /// The value, when constant.
    pub constant: Option<i64>,
    /// Signed range of the value.
    pub range: Range,
}

/// The analysis: widths, constants, ranges. Leaves are looked up in the
/// function's [`ValueRanges`](crate::analysis::ValueRanges) through
/// `leaves` (filled before they are added).
#[derive(Default)]
pub struct AddrAnalysis {
    /// Width and range of each leaf, by value index.
    pub leaves: std::collections::HashMap<u32, (u32, Range)>,
}

fn data(egraph: &EGraph<AddrLang, AddrAnalysis>, id: Id) -> AddrData {
    egraph[id].data
}

impl Analysis<AddrLang> for AddrAnalysis {
    type Data = AddrData;

    fn make(egraph: &mut EGraph<AddrLang, Self>, enode: &AddrLang, _id: Id) -> AddrData {
        let node_data = |bits: u32, range: Range| AddrData {
            bits,
            constant: range.as_constant().map(|k| k as i64),
            range,
        };
        match enode {
            AddrLang::Const(k) => {
                node_data(u32::from(k.bits), Range::constant(i128::from(k.value)))
            }
            AddrLang::Leaf(l) => {
                let (bits, range) = egraph
                    .analysis
                    .leaves
                    .get(&l.0)
                    .copied()
                    .unwrap_or((64, Range::full(64)));
                node_data(bits, range)
            }
            AddrLang::Add([a, b]) => {
                let (a, b) = (data(egraph, *a), data(egraph, *b));
                node_data(
                    a.bits,
                    Range::fit(a.range.lo + b.range.lo, a.range.hi + b.range.hi, a.bits),
                )
            }
            AddrLang::Mul([a, b]) => {
                let (a, b) = (data(egraph, *a), data(egraph, *b));
                node_data(a.bits, mul_range(a.range, b.range, a.bits))
            }
            AddrLang::Shl([a, k]) => {
                let (a, k) = (data(egraph, *a), data(egraph, *k));
                let range = match k.constant {
                    Some(k) if (0..i64::from(a.bits)).contains(&k) => {
                        Range::fit(a.range.lo << k, a.range.hi << k, a.bits)
                    }
                    _ => Range::full(a.bits),
                };
                node_data(a.bits, range)
            }
            AddrLang::Uext64(a) | AddrLang::Uext32(a) => {
                let bits = if matches!(enode, AddrLang::Uext64(_)) {
                    64
                } else {
                    32
                };
                let a = data(egraph, *a);
                let range = if a.range.is_non_negative() {
                    a.range
                } else {
                    Range::fit(0, (1i128 << a.bits) - 1, bits)
                };
                node_data(bits, range)
            }
            AddrLang::Sext64(a) | AddrLang::Sext32(a) => {
                let bits = if matches!(enode, AddrLang::Sext64(_)) {
                    64
                } else {
                    32
                };
                node_data(bits, data(egraph, *a).range)
            }
            AddrLang::MulWideU([a, b]) => {
                let (a, b) = (data(egraph, *a), data(egraph, *b));
                let u = |r: Range, bits: u32| {
                    if r.is_non_negative() {
                        r
                    } else {
                        Range {
                            lo: 0,
                            hi: (1i128 << bits) - 1,
                        }
                    }
                };
                node_data(64, mul_range(u(a.range, a.bits), u(b.range, b.bits), 64))
            }
            AddrLang::MulWideS([a, b]) => {
                let (a, b) = (data(egraph, *a), data(egraph, *b));
                node_data(64, mul_range(a.range, b.range, 64))
            }
        }
    }

    fn merge(&mut self, a: &mut AddrData, b: AddrData) -> DidMerge {
        let range = Range {
            lo: a.range.lo.max(b.range.lo),
            hi: a.range.hi.min(b.range.hi),
        };
        // Members of one class are equal, so both bounds hold; an empty
        // intersection can only come from unreachable code: keep `a`'s.
        let range = if range.lo <= range.hi { range } else { a.range };
        let constant = a
            .constant
            .or(b.constant)
            .or(range.as_constant().map(|k| k as i64));
        let merged = AddrData {
            bits: a.bits,
            constant,
            range,
        };
        let changed_a = merged != *a;
        let changed_b = merged != b;
        *a = merged;
        DidMerge(changed_a, changed_b)
    }

    fn modify(egraph: &mut EGraph<AddrLang, Self>, id: Id) {
        let d = egraph[id].data;
        if let Some(k) = d.constant {
            let c = egraph.add(AddrLang::Const(Konst::new(d.bits, i128::from(k))));
            egraph.union(id, c);
        }
    }
}

/// The range of `a * b` in `bits` (full when it may overflow).
fn mul_range(a: Range, b: Range, bits: u32) -> Range {
    let c = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi];
    let lo = c.iter().copied().min().unwrap_or(0);
    let hi = c.iter().copied().max().unwrap_or(0);
    Range::fit(lo, hi, bits)
}
