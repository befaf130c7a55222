//! Loop hints: what the source asked of a loop's unrolling (LLVM's
//! `llvm.loop.unroll.*` metadata, CUDA's `#pragma unroll`).
//!
//! A hint is an attribute of a loop's header block ([`BlockData`]'s
//! `loop_hint`), written after the block's parameters in the text format:
//!
//! ```text
//!   block2(v3: i32) nounroll:       never unroll (PTX `.pragma "nounroll";`)
//!   block2(v3: i32) unroll 4:       unroll by 4 (N ≥ 2; 1 is `nounroll`)
//!   block2(v3: i32) unroll full:    unroll completely
//! ```
//!
//! Invariant (the verifier's): a block with a hint is a loop header, the
//! target of a branch from a block it dominates. Passes that remove a loop
//! (full unrolling) clear its header's hint.
//!
//! [`BlockData`]: super::BlockData

use core::fmt;

/// What the source asked of a loop's unrolling.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LoopHint {
    /// Never unroll (`llvm.loop.unroll.disable`, or `unroll.count` 1).
    NoUnroll,
    /// Unroll by this factor, at least 2 (`llvm.loop.unroll.count N`).
    Count(u32),
    /// Unroll completely (`llvm.loop.unroll.full`).
    Full,
}

impl LoopHint {
    /// The hint `llvm.loop.unroll.count N` asks for: 1 is `nounroll`, 0
    /// asks for nothing.
    pub fn from_count(n: u32) -> Option<LoopHint> {
        match n {
            0 => None,
            1 => Some(LoopHint::NoUnroll),
            n => Some(LoopHint::Count(n)),
        }
    }
}

/// The error for `unroll N` with N below 2, which is no `Count` hint (the
/// parser's and the verifier's words).
pub fn count_below_two(n: u32) -> String {
    format!("`unroll {n}` is not a hint: write `nounroll` for 1, or a count of 2 or more")
}

/// The text form: `nounroll`, `unroll N`, `unroll full`.
impl fmt::Display for LoopHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopHint::NoUnroll => f.write_str("nounroll"),
            LoopHint::Count(n) => write!(f, "unroll {n}"),
            LoopHint::Full => f.write_str("unroll full"),
        }
    }
}
