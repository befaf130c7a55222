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
//! narrows as rewrites add members (see `egraph` for how it is kept).

use crate::analysis::Range;
use core::fmt;
use core::str::FromStr;
use egg::Id;

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
