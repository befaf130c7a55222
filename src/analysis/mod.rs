//! Analyses of a function's control flow and values, shared by the verifier
//! and later stages.
//!
//! ```text
//!   Function ──> ControlFlowGraph ──> DominatorTree ──┬──> LoopAnalysis
//!                                                     ├──> Liveness
//!                                    LoopAnalysis ──> InductionVars
//!   Function, InductionVars ──> ValueRanges (signed interval per value)
//! ```
//!
//! Each analysis is a plain value computed from the ones to its left; none
//! mutates the function, and none panics on unverified IR.

mod cfg;
mod domtree;
mod induction;
mod liveness;
mod loops;
mod ranges;

pub use cfg::ControlFlowGraph;
pub use domtree::DominatorTree;
pub use induction::{is_defined_in, BasicIv, ExitTest, InductionVars, IvBound, IvStep};
pub use liveness::{Liveness, ValueSet};
pub use loops::{Loop, LoopAnalysis, LoopData};
pub use ranges::{Range, RangeOptions, ValueRanges};
