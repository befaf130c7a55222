//! Address optimisation with an e-graph.
//!
//! ```text
//!   Function ──ValueRanges──┐
//!   roots: address operands of loads, stores, atomics, `to_generic` /
//!          `from_generic` ──collect (iadd, imul, ishl, *_imm, uextend,
//!          sextend, iconst; anything else is a leaf)──> one EGraph
//!     ──Runner: rules::rules() within NODE_LIMIT / ITER_LIMIT / TIME_LIMIT──>
//!     ──extract per root (cost model; `+ const` at a root is free: it
//!       folds into `[reg+imm]`)──> cheaper than the original tree?
//!     ──materialise before the root's definition; uses of the root now
//!       read the new value──> Function (passes the verifier)
//! ```
//!
//! Invariants: every rewrite is an identity in wrapping arithmetic, or an
//! extension push-through proved by value ranges (see `rules`); the new
//! instructions go where the root was computed, and every leaf dominates
//! that point (leaves are operands of the root's own expression tree), so
//! the result is valid SSA. A root is rewritten only when the extracted
//! expression is strictly cheaper than its original tree, so the pass never
//! makes a root costlier by its own model. The old instructions become
//! dead and lowering skips them.
//!
//! Not yet here (issue 6): induction-variable (SCEV-style) alternatives,
//! sinking and hoisting across blocks, sharing-aware extraction.

mod extract;
mod lang;
mod rules;

pub use lang::{AddrAnalysis, AddrData, AddrLang, Konst, Leaf};

use crate::analysis::{ControlFlowGraph, DominatorTree, RangeOptions, ValueRanges};
use crate::ir::{Function, Inst, InstData, Opcode, Type, Value, ValueDef};
use core::time::Duration;
use egg::{EGraph, Id, Runner, StopReason};
use std::collections::HashMap;

/// Most e-nodes the e-graph of one function may grow to.
pub const NODE_LIMIT: usize = 20_000;
/// Most rewrite iterations per function.
pub const ITER_LIMIT: usize = 12;
/// Most time the rewrites of one function may take.
pub const TIME_LIMIT: Duration = Duration::from_millis(20);

/// Options of the address optimiser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddrOptions {
    /// Bounds of special registers for the range analysis.
    pub ranges: RangeOptions,
    /// E-node limit (default [`NODE_LIMIT`]).
    pub node_limit: usize,
    /// Iteration limit (default [`ITER_LIMIT`]).
    pub iter_limit: usize,
    /// Time limit (default [`TIME_LIMIT`]).
    pub time_limit: Duration,
}

impl Default for AddrOptions {
    fn default() -> Self {
        AddrOptions {
            ranges: RangeOptions::default(),
            node_limit: NODE_LIMIT,
            iter_limit: ITER_LIMIT,
            time_limit: TIME_LIMIT,
        }
    }
}

/// What the optimiser did to one function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AddrStats {
    /// Address roots found.
    pub roots: u32,
    /// Roots rewritten to a cheaper expression.
    pub rewritten: u32,
    /// E-nodes at the end.
    pub nodes: u32,
    /// Iterations run.
    pub iterations: u32,
    /// Times a limit (nodes, iterations or time) stopped the rewrites; the
    /// best expressions found so far are used.
    pub limits_hit: u32,
    /// Cost of the roots' trees before and after, by the cost model.
    pub cost_before: u64,
    /// See `cost_before`.
    pub cost_after: u64,
    /// Dead address instructions removed.
    pub removed: u32,
}

/// The address operand of `data`, if it is a memory access or conversion.
fn address_operand(data: &InstData) -> Option<Value> {
    match *data {
        InstData::Load { arg, .. } | InstData::Cvta { arg, .. } => Some(arg),
        InstData::Store { args, .. } | InstData::AtomicRmw { args, .. } => Some(args[0]),
        InstData::AtomicCas { args, .. } => Some(args[0]),
        _ => None,
    }
}

/// Is `ty` an integer type the e-graph models?
fn is_modelled(ty: Type) -> bool {
    matches!(ty, Type::I8 | Type::I16 | Type::I32 | Type::I64)
}

struct Collector<'a> {
    func: &'a Function,
    egraph: EGraph<AddrLang, AddrAnalysis>,
    ranges: &'a ValueRanges,
    ids: HashMap<Value, Id>,
    /// Each non-leaf class with the node it was added as, operands first
    /// (the original trees).
    added: Vec<(Id, AddrLang)>,
}

impl Collector<'_> {
    /// The e-class of `v`, adding its expression tree (operands first, with
    /// an explicit stack: chains may be thousands of values long).
    fn add(&mut self, root: Value) -> Id {
        let mut stack = vec![root];
        while let Some(&v) = stack.last() {
            if self.ids.contains_key(&v) {
                stack.pop();
                continue;
            }
            let pending: Vec<Value> = self
                .operands(v)
                .iter()
                .copied()
                .filter(|o| !self.ids.contains_key(o))
                .collect();
            if !pending.is_empty() {
                stack.extend(pending);
                continue;
            }
            stack.pop();
            self.add_one(v);
        }
        self.ids.get(&root).copied().unwrap_or(Id::from(0usize))
    }

    /// The operands `node_of` may add for `v`.
    fn operands(&self, v: Value) -> &[Value] {
        let ValueDef::Result(inst, 0) = self.func.dfg.value_def(v) else {
            return &[];
        };
        match self.func.dfg.insts[inst].opcode() {
            Opcode::Iadd
            | Opcode::Imul
            | Opcode::IaddImm
            | Opcode::ImulImm
            | Opcode::IshlImm
            | Opcode::Uextend
            | Opcode::Sextend => self.func.dfg.inst_args(inst),
            _ => &[],
        }
    }

    /// Adds `v`, whose operands are already added.
    fn add_one(&mut self, v: Value) -> Id {
        let ty = self.func.dfg.value_type(v);
        let node = self.node_of(v, ty);
        let id = match node {
            Some(n) => {
                let id = self.egraph.add(n.clone());
                self.added.push((id, n));
                id
            }
            None => {
                let range = self.ranges.range(self.func, v);
                self.egraph
                    .analysis
                    .leaves
                    .insert(v.as_u32(), (ty.bits(), range));
                self.egraph.add(AddrLang::Leaf(Leaf(v.as_u32())))
            }
        };
        self.ids.insert(v, id);
        id
    }

    fn konst(&mut self, ty: Type, k: i64) -> Id {
        self.egraph
            .add(AddrLang::Const(Konst::new(ty.bits(), i128::from(k))))
    }

    /// The node defining `v`, or `None` for a leaf.
    fn node_of(&mut self, v: Value, ty: Type) -> Option<AddrLang> {
        if !is_modelled(ty) {
            return None;
        }
        let ValueDef::Result(inst, 0) = self.func.dfg.value_def(v) else {
            return None;
        };
        let data = self.func.dfg.insts[inst];
        let same = |f: &Function, x: Value| f.dfg.value_type(x) == ty;
        Some(match data {
            InstData::UnaryImm {
                opcode: Opcode::Iconst,
                imm,
            } => AddrLang::Const(Konst::new(ty.bits(), i128::from(imm))),
            InstData::Binary { opcode, args }
                if same(self.func, args[0]) && same(self.func, args[1]) =>
            {
                let (a, b) = (self.add(args[0]), self.add(args[1]));
                match opcode {
                    Opcode::Iadd => AddrLang::Add([a, b]),
                    Opcode::Imul => AddrLang::Mul([a, b]),
                    _ => return None,
                }
            }
            InstData::BinaryImm { opcode, arg, imm } if same(self.func, arg) => match opcode {
                Opcode::IaddImm => AddrLang::Add([self.add(arg), self.konst(ty, imm)]),
                Opcode::ImulImm => AddrLang::Mul([self.add(arg), self.konst(ty, imm)]),
                Opcode::IshlImm if (0..i64::from(ty.bits())).contains(&imm) => {
                    AddrLang::Shl([self.add(arg), self.konst(ty, imm)])
                }
                _ => return None,
            },
            InstData::Unary { opcode, arg } if is_modelled(self.func.dfg.value_type(arg)) => {
                let a = self.add(arg);
                match (opcode, ty) {
                    (Opcode::Uextend, Type::I64) => AddrLang::Uext64(a),
                    (Opcode::Sextend, Type::I64) => AddrLang::Sext64(a),
                    (Opcode::Uextend, Type::I32) => AddrLang::Uext32(a),
                    (Opcode::Sextend, Type::I32) => AddrLang::Sext32(a),
                    _ => return None,
                }
            }
            _ => return None,
        })
    }
}

/// Optimises the address arithmetic of `func` in place.
pub fn optimize_addresses(func: &mut Function, options: &AddrOptions) -> AddrStats {
    let mut stats = AddrStats::default();
    // Roots: (the instruction computing the address, the address value).
    let mut roots: Vec<(Inst, Value)> = Vec::new();
    for inst in func.layout.insts() {
        let Some(addr) = address_operand(&func.dfg.insts[inst]) else {
            continue;
        };
        if let ValueDef::Result(def, 0) = func.dfg.value_def(addr) {
            if !roots.iter().any(|&(_, v)| v == addr) {
                roots.push((def, addr));
            }
        }
    }
    if roots.is_empty() {
        return stats;
    }
    let ranges = ValueRanges::new(func, options.ranges);
    let mut collector = Collector {
        func,
        egraph: EGraph::new(AddrAnalysis::default()),
        ranges: &ranges,
        ids: HashMap::new(),
        added: Vec::new(),
    };
    let root_ids: Vec<Id> = roots.iter().map(|&(_, v)| collector.add(v)).collect();
    collector.egraph.rebuild();
    // The original trees' costs: of each root, for the before/after
    // comparison, and of every collected value, to know which are already
    // as cheap as they can be.
    let costs = extract::original_costs(&collector.egraph, &collector.added);
    let before: Vec<u64> = root_ids
        .iter()
        .map(|id| costs.get(id).map_or(0, |c| c.1))
        .collect();
    let value_costs: Vec<(Value, Id, u64)> = collector
        .ids
        .iter()
        .map(|(&v, &id)| (v, id, costs.get(&id).map_or(0, |c| c.0)))
        .collect();
    let Collector { egraph, .. } = collector;
    let runner = Runner::default()
        .with_scheduler(egg::SimpleScheduler)
        .with_egraph(egraph)
        .with_node_limit(options.node_limit)
        .with_iter_limit(options.iter_limit)
        .with_time_limit(options.time_limit)
        .run(rules::rules());
    stats.roots = roots.len() as u32;
    stats.iterations = runner.iterations.len() as u32;
    stats.nodes = runner.egraph.total_number_of_nodes() as u32;
    if !matches!(runner.stop_reason, Some(StopReason::Saturated) | None) {
        stats.limits_hit += 1;
    }
    let egraph = runner.egraph;
    let extractor = extract::Extractor::new(&egraph);
    let cfg = ControlFlowGraph::new(func);
    let domtree = DominatorTree::new(func, &cfg);
    let mut replace: HashMap<Value, Value> = HashMap::new();
    // Values the function already computes in their cheapest form are
    // reused where they dominate.
    let mut memo = extract::Materialized::new();
    for &(v, id, cost) in &value_costs {
        if extractor.cost(id) >= cost {
            memo.entry(egraph.find(id)).or_default().push(v);
        }
    }
    for values in memo.values_mut() {
        values.sort_unstable();
    }
    for (((def, root), id), &before) in roots.iter().zip(&root_ids).zip(&before) {
        let (after, best, classes) = extractor.best_root(*id);
        stats.cost_before += before;
        let new = (after < before)
            .then(|| extract::materialize(func, &domtree, &best, &classes, &mut memo, *def))
            .flatten();
        match new {
            Some(new) => {
                stats.cost_after += after;
                stats.rewritten += 1;
                replace.insert(*root, new);
            }
            None => stats.cost_after += before,
        }
    }
    if !replace.is_empty() {
        let insts: Vec<Inst> = func.layout.insts().collect();
        for inst in insts {
            func.dfg
                .map_uses(inst, |v| replace.get(&v).copied().unwrap_or(v));
        }
        stats.removed = remove_dead_arithmetic(func);
    }
    stats
}

/// Removes the integer arithmetic instructions (the kinds the e-graph
/// models) whose results nothing uses; returns how many.
fn remove_dead_arithmetic(func: &mut Function) -> u32 {
    let is_removable = |data: &InstData| {
        matches!(
            data.opcode(),
            Opcode::Iconst
                | Opcode::Iadd
                | Opcode::Imul
                | Opcode::IaddImm
                | Opcode::ImulImm
                | Opcode::IshlImm
                | Opcode::Uextend
                | Opcode::Sextend
        )
    };
    let mut uses: HashMap<Value, u32> = HashMap::new();
    let insts: Vec<Inst> = func.layout.insts().collect();
    for &inst in &insts {
        func.dfg
            .for_each_use(inst, |v| *uses.entry(v).or_default() += 1);
    }
    let mut removed = 0;
    // Users come after their operands' definitions in a block and in
    // dominance order across blocks, so one backward sweep frees chains.
    for &inst in insts.iter().rev() {
        if !is_removable(&func.dfg.insts[inst]) {
            continue;
        }
        let Some(&result) = func.dfg.inst_results(inst).first() else {
            continue;
        };
        if uses.get(&result).copied().unwrap_or(0) > 0 {
            continue;
        }
        func.dfg.for_each_use(inst, |v| {
            if let Some(n) = uses.get_mut(&v) {
                *n -= 1;
            }
        });
        func.layout.remove_inst(inst);
        removed += 1;
    }
    removed
}
