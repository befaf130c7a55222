//! The pass pipeline: the named passes a function goes through, which of
//! them run, where the pipeline stops, and what each pass reports (its
//! time and its statistics).
//!
//! ```text
//!   per module, first: spaces' module step (device-function pointer
//!   parameters take the space every call passes; `opt::spaces::params`)
//!   per function (a copy; the input module is never changed), its
//!   fast-math flags resolved first (`ir::fast_math::resolve`: what they mean):
//!                ┌─────────── IR passes: each may be disabled ───────────┐
//!   Function ──> unroll ──> addr-opt ──> promote ──> simplify ──> spaces ──> vectorize ──> lower ──> regalloc ──> frame ──┐
//!                 │ verify     │ verify     │ verify     │ verify      │ verify     │ verify  (Options::verify)            │
//!   per module:                                                  emit (every function) ──> PTX
//! ```
//!
//! The IR passes run here ([`run_ir_passes`]); the backend passes run in
//! `compile` (they need the `Context`'s buffers), each timed the same way
//! and reported as a [`PassReport`]. `stop_after` ends the pipeline after
//! its pass (`--stop-after`): what the pipeline made up to there stays in
//! the `Context` for printing.
//!
//! Invariants: passes run in [`Pass::ALL`] order, each at most once per
//! function; a disabled pass leaves the function as it found it; with
//! `verify`, every IR pass's output passes the verifier or compilation
//! fails with [`Error::PassVerifier`] naming the pass. The CFG and
//! dominator tree are computed once per function before the IR passes
//! and again only after `unroll` changed the blocks (`addr-opt`,
//! `promote`, `simplify`, `spaces` and `vectorize` add no block or
//! branch), then handed to lowering.
//!
//! `spaces` (address-space inference) runs after the other IR passes
//! but `vectorize`:
//! promotion has then removed the stack slots it can (their accesses need
//! no space), simplification has folded the selects and constants that
//! would hide a pointer's origin, and the address optimiser has shaped
//! the address arithmetic (pointer induction variables included) that
//! `spaces` rebuilds on space addresses; nothing after it turns a space
//! address back into a generic one. `vectorize` comes last: it merges
//! only accesses of one space, so it sees the specific spaces, and the
//! slots promotion removed have no accesses left to merge.

use super::{Error, Options};
use crate::analysis::{ControlFlowGraph, DominatorTree};
use crate::ir::{self, Function, InstData, Module, Opcode, Type};
use crate::opt::{
    infer_spaces, optimize_addresses_in, promote_slots, simplify, unroll_loops, vectorize,
    AddrScratch, AddrStats, PromoteStats, Reuse, SimplifyStats, SpacesStats, VectorizeReach,
    VectorizeStats,
};
use crate::vcode::regalloc::RegMode;
use core::fmt;
use std::time::{Duration, Instant};

/// A pass of the pipeline, in pipeline order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Pass {
    /// Full unrolling of small counted loops indexing a local array
    /// (`opt::unroll_loops`), so that promotion sees constant indices.
    Unroll,
    /// The address optimiser (`opt::optimize_addresses_in`).
    AddrOpt,
    /// Local-memory promotion of stack slots (`opt::promote_slots`).
    Promote,
    /// Constant folding of integer results and selects that need no
    /// choice, value numbering, idioms and divisions by constants
    /// (`opt::simplify`).
    Simplify,
    /// Address-space inference: generic accesses to proved spaces
    /// (`opt::infer_spaces`).
    Spaces,
    /// Load/store vectorisation: adjacent scalar accesses to vector ones
    /// (`opt::vectorize`).
    Vectorize,
    /// Lowering to VCode with the ISLE rules.
    Lower,
    /// Register allocation (virtual or budget mode).
    Regalloc,
    /// Frame objects, lifetimes and layout.
    Frame,
    /// Printing the module's PTX.
    Emit,
}

impl Pass {
    /// Every pass, in pipeline order.
    pub const ALL: [Pass; 10] = [
        Pass::Unroll,
        Pass::AddrOpt,
        Pass::Promote,
        Pass::Simplify,
        Pass::Spaces,
        Pass::Vectorize,
        Pass::Lower,
        Pass::Regalloc,
        Pass::Frame,
        Pass::Emit,
    ];

    /// The IR passes (those that may be disabled), in pipeline order.
    pub const IR: [Pass; 6] = [
        Pass::Unroll,
        Pass::AddrOpt,
        Pass::Promote,
        Pass::Simplify,
        Pass::Spaces,
        Pass::Vectorize,
    ];

    /// The name used by `--disable-pass` and `--stop-after`.
    pub fn name(self) -> &'static str {
        match self {
            Pass::Unroll => "unroll",
            Pass::AddrOpt => "addr-opt",
            Pass::Promote => "promote",
            Pass::Simplify => "simplify",
            Pass::Spaces => "spaces",
            Pass::Vectorize => "vectorize",
            Pass::Lower => "lower",
            Pass::Regalloc => "regalloc",
            Pass::Frame => "frame",
            Pass::Emit => "emit",
        }
    }

    /// Does the pass rewrite IR (and so may be disabled and is verified)?
    pub fn is_ir(self) -> bool {
        matches!(
            self,
            Pass::Unroll
                | Pass::AddrOpt
                | Pass::Promote
                | Pass::Simplify
                | Pass::Spaces
                | Pass::Vectorize
        )
    }

    /// The pass called `name`; the error lists the valid names.
    pub fn from_name(name: &str) -> Result<Pass, String> {
        Pass::ALL
            .into_iter()
            .find(|p| p.name() == name)
            .ok_or_else(|| {
                format!(
                    "unknown pass `{name}`; the passes are {}",
                    names(&Pass::ALL)
                )
            })
    }

    /// The IR pass called `name`; the error says why another name cannot
    /// be disabled.
    pub fn disableable(name: &str) -> Result<Pass, String> {
        let pass = Pass::from_name(name)?;
        if pass.is_ir() {
            Ok(pass)
        } else {
            Err(cannot_disable(pass))
        }
    }
}

impl fmt::Display for Pass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Pass {
    type Err = String;
    fn from_str(name: &str) -> Result<Pass, String> {
        Pass::from_name(name)
    }
}

/// `a, b and c` of the passes' names.
fn names(passes: &[Pass]) -> String {
    let quoted: Vec<String> = passes.iter().map(|p| format!("`{p}`")).collect();
    match quoted.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => quoted.join(""),
    }
}

/// Why `pass` (not an IR pass) cannot be disabled.
pub(crate) fn cannot_disable(pass: Pass) -> String {
    format!(
        "pass `{pass}` cannot be disabled: PTX cannot be made without it; only the IR passes {} can",
        names(&Pass::IR)
    )
}

/// A set of passes (the ones `Options::disabled` turns off).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PassSet(u16);

impl PassSet {
    /// No pass.
    pub const EMPTY: PassSet = PassSet(0);
    /// What `--no-promote` disables: promotion and the unrolling that
    /// exists only to serve it.
    pub const NO_PROMOTE: PassSet = PassSet::EMPTY.with(Pass::Unroll).with(Pass::Promote);

    /// This set and `pass`.
    pub const fn with(self, pass: Pass) -> PassSet {
        PassSet(self.0 | 1 << pass as u16)
    }

    /// The passes of both sets.
    pub const fn union(self, other: PassSet) -> PassSet {
        PassSet(self.0 | other.0)
    }

    /// Adds `pass`.
    pub fn insert(&mut self, pass: Pass) {
        *self = self.with(pass);
    }

    /// Is `pass` in the set?
    pub fn contains(self, pass: Pass) -> bool {
        self.0 & 1 << pass as u16 != 0
    }

    /// The passes of the set, in pipeline order.
    pub fn iter(self) -> impl Iterator<Item = Pass> {
        Pass::ALL.into_iter().filter(move |&p| self.contains(p))
    }
}

impl FromIterator<Pass> for PassSet {
    fn from_iter<I: IntoIterator<Item = Pass>>(passes: I) -> PassSet {
        passes.into_iter().fold(PassSet::EMPTY, PassSet::with)
    }
}

/// What a pass counted, beyond its time. The backend passes' results are
/// fields of the `FunctionReport` (registers and spills: `regalloc`;
/// depot bytes and the frame: `frame`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PassStats {
    /// Nothing beyond the function report's fields.
    #[default]
    None,
    /// Loops fully unrolled.
    Unroll {
        /// How many.
        loops: u32,
    },
    /// What the address optimiser did.
    AddrOpt(AddrStats),
    /// What local-memory promotion did (its `unrolled_loops` is 0: the
    /// count is `unroll`'s).
    Promote(PromoteStats),
    /// What simplification did.
    Simplify(SimplifyStats),
    /// What address-space inference rewrote.
    Spaces(SpacesStats),
    /// What load/store vectorisation merged.
    Vectorize(VectorizeStats),
    /// The VCode lowering made.
    Lower {
        /// Instructions.
        insts: u32,
        /// Virtual registers.
        vregs: u32,
    },
}

/// One pass's run on one function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassReport {
    /// The pass.
    pub pass: Pass,
    /// Time it took (`emit`: the function's even share of the module's).
    pub time: Duration,
    /// Time the verifier took on its output (IR passes with
    /// `Options::verify`; zero otherwise).
    pub verify_time: Duration,
    /// What it counted.
    pub stats: PassStats,
}

/// A function after the IR passes, with the CFG and dominator tree of
/// its final form (what lowering needs).
pub(crate) struct Optimized {
    pub func: Function,
    pub cfg: ControlFlowGraph,
    pub domtree: DominatorTree,
    /// Time spent copying the function and computing its CFG and
    /// dominator tree the first time (counted as lowering's, which needs
    /// them anyway).
    pub analysis_time: Duration,
}

/// Runs the enabled IR passes of `options` on a copy of `func` (a
/// function of `module`), up to `options.stop_after`, appending one
/// report per pass that ran to `reports`.
pub(crate) fn run_ir_passes_in(
    func: &Function,
    module: &Module,
    options: &Options,
    scratch: &mut AddrScratch,
    reports: &mut Vec<PassReport>,
) -> Result<Optimized, Error> {
    let start = Instant::now();
    let mut func = func.clone();
    // Part of the IR's meaning, not an optimisation: never disabled.
    ir::fast_math::resolve(&mut func);
    let mut cfg = ControlFlowGraph::new(&func);
    let mut domtree = DominatorTree::new(&func, &cfg);
    let analysis_time = start.elapsed();
    for pass in Pass::IR {
        if !options.disabled.contains(pass) {
            let start = Instant::now();
            let stats = match pass {
                Pass::Unroll => {
                    let loops = unroll_loops(&mut func);
                    if loops > 0 {
                        cfg = ControlFlowGraph::new(&func);
                        domtree = DominatorTree::new(&func, &cfg);
                    }
                    PassStats::Unroll { loops }
                }
                Pass::AddrOpt => PassStats::AddrOpt(optimize_addresses_in(
                    &mut func,
                    &cfg,
                    &domtree,
                    &options.addr_opt,
                    scratch,
                )),
                Pass::Promote => PassStats::Promote(promote_slots(&mut func, &cfg, &domtree)),
                Pass::Simplify => {
                    let reuse = match options.reg_mode {
                        RegMode::Virtual => Reuse::Dominating,
                        RegMode::Budget { .. } => Reuse::SameBlock,
                    };
                    PassStats::Simplify(simplify(&mut func, &domtree, reuse))
                }
                Pass::Spaces => PassStats::Spaces(infer_spaces(&mut func, &cfg)),
                Pass::Vectorize => {
                    let reach = match options.reg_mode {
                        RegMode::Virtual => VectorizeReach::Window,
                        RegMode::Budget { .. } => VectorizeReach::Adjacent,
                    };
                    PassStats::Vectorize(vectorize(&mut func, reach))
                }
                // Not in `Pass::IR`.
                Pass::Lower | Pass::Regalloc | Pass::Frame | Pass::Emit => PassStats::None,
            };
            let time = start.elapsed();
            if let Some(bug) = options.seeded_bug.filter(|b| b.pass() == pass) {
                bug.plant(&mut func);
            }
            let mut verify_time = Duration::ZERO;
            if options.verify {
                let start = Instant::now();
                ir::verify_function_in(&func, module)
                    .map_err(|errors| Error::PassVerifier { pass, errors })?;
                verify_time = start.elapsed();
            }
            reports.push(PassReport {
                pass,
                time,
                verify_time,
                stats,
            });
        }
        if options.stop_after == Some(pass) {
            break;
        }
    }
    Ok(Optimized {
        func,
        cfg,
        domtree,
        analysis_time,
    })
}

/// Runs the enabled IR passes of `options` on `func`, a function of
/// `module`, up to `options.stop_after` (as `compile` does: with
/// `options.verify`, the verifier after each); returns each pass's
/// report. For tools that want one function's optimised IR (filetests'
/// `test optimize`); `compile` with `stop_after` gives a whole module's.
pub fn run_ir_passes(
    func: &mut Function,
    module: &Module,
    options: &Options,
) -> Result<Vec<PassReport>, Error> {
    let mut reports = Vec::new();
    let optimized = run_ir_passes_in(
        func,
        module,
        options,
        &mut AddrScratch::default(),
        &mut reports,
    )?;
    *func = optimized.func;
    Ok(reports)
}

/// A bug planted on purpose, to test that the fuzz harness and the
/// verifier name the pass at fault. Testing only: nothing but a test sets
/// it, and no command-line flag reaches it. `after` is an IR pass (the
/// bug is in the IR that pass leaves) or `lower` (the bug is in what
/// lowering reads, not in the IR the pipeline keeps: a lowering bug);
/// other passes plant nothing.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeededBug {
    /// After IR pass `after` runs, the first 32-bit `iadd` of each
    /// function (in layout order) subtracts instead: valid IR, wrong
    /// results.
    FirstI32AddSubtracts {
        /// The pass the bug hides in.
        after: Pass,
    },
    /// After IR pass `after` runs, the first 32-bit `isub` of each
    /// function reads its own result: IR the verifier rejects.
    FirstIsubReadsItself {
        /// The pass the bug hides in.
        after: Pass,
    },
}

impl SeededBug {
    /// The pass the bug hides in.
    pub(crate) fn pass(self) -> Pass {
        match self {
            SeededBug::FirstI32AddSubtracts { after }
            | SeededBug::FirstIsubReadsItself { after } => after,
        }
    }

    /// Plants the bug in `func`.
    pub(crate) fn plant(self, func: &mut Function) {
        let target = match self {
            SeededBug::FirstI32AddSubtracts { .. } => Opcode::Iadd,
            SeededBug::FirstIsubReadsItself { .. } => Opcode::Isub,
        };
        let found = func.layout.insts().find(|&i| {
            if let InstData::Binary { opcode, args } = func.dfg.insts[i] {
                opcode == target && func.dfg.value_type(args[0]) == Type::I32
            } else {
                false
            }
        });
        let Some(inst) = found else { return };
        let result = func.dfg.first_result(inst);
        if let InstData::Binary { opcode, args } = &mut func.dfg.insts[inst] {
            match (self, result) {
                (SeededBug::FirstI32AddSubtracts { .. }, _) => *opcode = Opcode::Isub,
                (SeededBug::FirstIsubReadsItself { .. }, Some(v)) => args[0] = v,
                (SeededBug::FirstIsubReadsItself { .. }, None) => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pass_names_round_trip_and_unknown_names_list_the_passes() {
        for p in Pass::ALL {
            assert_eq!(Pass::from_name(p.name()), Ok(p));
        }
        let err = Pass::from_name("dce").unwrap_err();
        assert_eq!(
            err,
            "unknown pass `dce`; the passes are `unroll`, `addr-opt`, `promote`, `simplify`, \
             `spaces`, `vectorize`, `lower`, `regalloc`, `frame` and `emit`"
        );
    }

    #[test]
    fn only_ir_passes_can_be_disabled() {
        assert_eq!(Pass::disableable("addr-opt"), Ok(Pass::AddrOpt));
        let err = Pass::disableable("regalloc").unwrap_err();
        assert!(
            err.starts_with("pass `regalloc` cannot be disabled"),
            "{err}"
        );
        assert!(
            err.ends_with(
                "`unroll`, `addr-opt`, `promote`, `simplify`, `spaces` and `vectorize` can"
            ),
            "{err}"
        );
    }

    #[test]
    fn pass_sets_hold_what_was_added() {
        let set: PassSet = [Pass::Promote, Pass::Unroll].into_iter().collect();
        assert_eq!(set, PassSet::NO_PROMOTE);
        assert!(set.contains(Pass::Unroll) && !set.contains(Pass::AddrOpt));
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            [Pass::Unroll, Pass::Promote]
        );
    }
}
