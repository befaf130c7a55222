//! The e-graph language of address arithmetic and its analysis.
//!
//! ```text
//!   AddrLang:  (+ a b)  (* a b)  (<< a k)  (uext64 a) (sext64 a)
//!              (uext32 a) (sext32 a)  (mulwu a b) (mulws a b)   -- 32x32->64
//!              k32:5 / k64:-1 (constants)   v7 (an IR value, a leaf)
//!              (rec L2.1 a s): the affine recurrence {a,+,s} of loop 2
//!              (depth 1): `a` on the first iteration, `s` more each next
//!   AddrData:  width, constant, signed range (intersection on merge),
//!              loop depth at which the value varies (min on merge)
//! ```
//!
//! A recurrence is equal to its class's other members only at program
//! points inside its loop (or dominated by its header); the materialiser
//! emits one only for a use inside the loop.
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
use egg::{Analysis, DidMerge, EGraph, Id, Language};

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

/// A loop of the function, by index, with its depth (1 = outermost).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LoopTag {
    /// The loop's index in the function's loop analysis.
    pub index: u32,
    /// Its nesting depth.
    pub depth: u32,
}

/// What the analysis knows of a leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeafInfo {
    /// Width in bits.
    pub bits: u32,
    /// Signed range.
    pub range: Range,
    /// Loop depth it varies at (0 for values that can be recomputed
    /// anywhere: special registers, shared addresses).
    pub depth: u32,
    /// Is it a stack slot's address?
    pub is_frame: bool,
}

impl fmt::Display for LoopTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "L{}.{}", self.index, self.depth)
    }
}

impl FromStr for LoopTag {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let rest = s.strip_prefix('L').ok_or("not a loop")?;
        let (index, depth) = rest.split_once('.').ok_or("not a loop")?;
        Ok(LoopTag {
            index: index.parse().map_err(|_| "bad loop index")?,
            depth: depth.parse().map_err(|_| "bad loop depth")?,
        })
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
    use super::{Id, Konst, Leaf, LoopTag};
    egg::define_language! {
        /// Address arithmetic: `+ * <<` (wrapping, operands of the node's
        /// width), `uext64 sext64 uext32 sext32`, `mulwu mulws` (32 x 32 ->
        /// 64-bit products), `rec` (loop, start, step), constants, loops
        /// and IR values.
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
            "rec" = Rec([Id; 3]),
            Const(Konst),
            Loop(LoopTag),
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
    /// Depth of the innermost loop the value varies in (0: invariant in
    /// every loop). A value is invariant in a loop of greater depth.
    pub depth: u32,
    /// Does some member read a stack slot's address? Such values are kept
    /// out of recurrences: a slot address carried by a block parameter
    /// would make the frame layout treat the slot as escaping.
    pub is_frame: bool,
}

/// The analysis: widths, constants, ranges. Leaves are looked up in the
/// function's [`ValueRanges`](crate::analysis::ValueRanges) through
/// `leaves` (filled before they are added).
#[derive(Default)]
pub struct AddrAnalysis {
    /// What is known of each leaf, by value index.
    pub leaves: hashbrown::HashMap<u32, LeafInfo>,
}

fn data(egraph: &EGraph<AddrLang, AddrAnalysis>, id: Id) -> AddrData {
    egraph[id].data
}

impl Analysis<AddrLang> for AddrAnalysis {
    type Data = AddrData;

    fn make(egraph: &mut EGraph<AddrLang, Self>, enode: &AddrLang, _id: Id) -> AddrData {
        let mut data = make_value(egraph, enode);
        data.is_frame = match enode {
            AddrLang::Leaf(l) => egraph.analysis.leaves.get(&l.0).is_some_and(|l| l.is_frame),
            _ => enode.children().iter().any(|c| egraph[*c].data.is_frame),
        };
        data.depth = match enode {
            AddrLang::Leaf(l) => egraph.analysis.leaves.get(&l.0).map_or(0, |l| l.depth),
            AddrLang::Loop(_) | AddrLang::Const(_) => 0,
            AddrLang::Rec([l, a, s]) => loop_depth(egraph, *l)
                .max(egraph[*a].data.depth)
                .max(egraph[*s].data.depth),
            _ => enode
                .children()
                .iter()
                .map(|c| egraph[*c].data.depth)
                .max()
                .unwrap_or(0),
        };
        if data.constant.is_some() {
            data.depth = 0;
        }
        data
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
            depth: if constant.is_some() {
                0
            } else {
                a.depth.min(b.depth)
            },
            is_frame: a.is_frame || b.is_frame,
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

/// Width, constant and range of `enode` (depth is filled by the caller).
fn make_value(egraph: &EGraph<AddrLang, AddrAnalysis>, enode: &AddrLang) -> AddrData {
    let node_data = |bits: u32, range: Range| AddrData {
        bits,
        constant: range.as_constant().map(|k| k as i64),
        range,
        depth: 0,
        is_frame: false,
    };
    match enode {
        AddrLang::Const(k) => node_data(u32::from(k.bits), Range::constant(i128::from(k.value))),
        AddrLang::Leaf(l) => {
            let (bits, range) = egraph
                .analysis
                .leaves
                .get(&l.0)
                .map_or((64, Range::full(64)), |l| (l.bits, l.range));
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
        // The range of a recurrence comes from the class it joins.
        AddrLang::Rec([_, a, _]) => {
            let bits = data(egraph, *a).bits;
            node_data(bits, Range::full(bits))
        }
        AddrLang::Loop(_) => AddrData {
            bits: 0,
            constant: None,
            range: Range::full(64),
            depth: 0,
            is_frame: false,
        },
    }
}

/// The depth of the loop in class `l` (0 if it holds none).
pub fn loop_depth(egraph: &EGraph<AddrLang, AddrAnalysis>, l: Id) -> u32 {
    egraph[l]
        .nodes
        .iter()
        .find_map(|n| match n {
            AddrLang::Loop(t) => Some(t.depth),
            _ => None,
        })
        .unwrap_or(0)
}

/// The range of `a * b` in `bits` (full when it may overflow).
fn mul_range(a: Range, b: Range, bits: u32) -> Range {
    let c = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi];
    let lo = c.iter().copied().min().unwrap_or(0);
    let hi = c.iter().copied().max().unwrap_or(0);
    Range::fit(lo, hi, bits)
}
