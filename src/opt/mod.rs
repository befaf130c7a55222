//! Address optimisation with an e-graph: strength reduction, hoisting and
//! narrowing of the integer arithmetic that computes addresses.
//!
//! ```text
//!   Function ──CFG, dominators, loops──> InductionVars ──> ValueRanges
//!   roots: address operands of loads, stores, atomics, `to_generic` /
//!          `from_generic`
//!     ──collect their trees (iadd, imul, ishl, *_imm, uextend, sextend,
//!       iconst; anything else is a leaf; a basic induction variable's leaf
//!       is made equal to its recurrence {init,+,step}) into one EGraph,
//!       each new node rewritten eagerly (rules, within NODE_LIMIT /
//!       DEPTH_LIMIT / WORK_LIMIT)──>
//!     ──extract: loop-weighted costs, shared classes split among roots;
//!       `+ const` at a root is free (it folds into `[reg+imm]`)──>
//!       cheaper than the original tree (or --chaos)?
//!     ──elaborate: hoist invariant work to loop preheaders, build pointer
//!       induction variables, reuse dominating values──>
//!     ──uses of each root read the new value; dead code (instructions and
//!       block parameters) removed──> Function (passes the verifier)
//! ```
//!
//! Invariants: every rewrite is an identity in wrapping arithmetic, or an
//! extension push-through proved by value ranges (see `rules`), or a
//! recurrence law that holds at every point its loop's header dominates;
//! the elaborator checks dominance for every value it places (see
//! `elaborate`), so the result is valid SSA. A root is rewritten only when
//! its extracted expression is strictly cheaper than its original tree by
//! the cost model (except under `chaos`, which tests that correctness does
//! not depend on the model). Hitting a limit keeps what was built so far
//! and is counted in [`AddrStats::limits_hit`].
//!
//! Buffers: everything the pass builds per function (roots, e-graph,
//! rewriter stack, value ranges, extraction tables, placement and
//! dead-code scratch) lives in an [`AddrScratch`] that a compile
//! `Context` keeps, cleared at the start of each function rather than
//! allocated again; nothing in it carries over from one function to the
//! next.

mod combine;
mod dce;
mod divconst;
mod egraph;
mod elaborate;
mod extract;
mod gvn;
mod lang;
mod promote;
mod rules;
mod simplify;
mod spaces;
mod unroll;
mod vectorize;

pub use egraph::AddrGraph;
pub use gvn::Reuse;
pub use lang::{AddrData, AddrLang, Konst, Leaf, LeafInfo, LoopTag};
pub use promote::{promote_slots, PromoteStats};
pub use simplify::{simplify, SimplifyStats};
pub use spaces::{infer_spaces, specialize_pointer_params, SpacesStats};
pub use unroll::{unroll_loops, MAX_UNROLLED_INSTS, MAX_UNROLLED_LOOPS, MAX_UNROLL_TRIPS};
pub use vectorize::{vectorize, VectorizeReach, VectorizeStats};

use crate::analysis::{
    ControlFlowGraph, DominatorTree, InductionVars, IvStep, LoopAnalysis, RangeOptions, ValueRanges,
};
use crate::ir::{Function, Inst, InstData, Opcode, Type, Value, ValueDef, ValueListPool};
use cranelift_entity::{EntityRef, SecondaryMap};
use dce::DceBuffers;
use egg::Id;
use elaborate::{leaf_kind, materialize, LeafKind, MaterializeBuffers, Materialized, Places};
use extract::{ExtractBuffers, OriginalCosts, OriginalNode};
use hashbrown::HashMap;
use rules::Rewriter;

/// Most e-nodes the e-graph of one function may grow to.
pub const NODE_LIMIT: usize = 20_000;
/// Most rewrites deep a chain of right-hand sides may go (the iteration
/// limit of eager rewriting: a rule's result is rewritten again at most
/// this many times).
pub const DEPTH_LIMIT: u32 = 6;
/// Most work the rewrites of one function may do, in nodes matched
/// against the rules plus class members visited while matching (the cost
/// of matching grows with class sizes, which the node limit does not
/// bound). A count, not a clock, so the PTX never depends on the
/// machine's speed or load. The whole corpus (examples, tests, benches
/// and 2,000 fuzz programs) needs at most 2,041 per function, so the limit
/// never cuts it; a chain of 5,000 dependent address additions
/// (`tests/determinism.rs`) reaches it at 15,202 e-nodes, below
/// [`NODE_LIMIT`] (the 20 ms clock this replaces cut that chain anywhere
/// between 6,000 and 18,000 e-nodes, depending on the machine's load).
pub const WORK_LIMIT: u64 = 200_000;

/// Options of the address optimiser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddrOptions {
    /// Bounds of special registers for the range analysis.
    pub ranges: RangeOptions,
    /// E-node limit (default [`NODE_LIMIT`]).
    pub node_limit: usize,
    /// Rewrite depth limit (default [`DEPTH_LIMIT`]).
    pub depth_limit: u32,
    /// Rewrite work limit (default [`WORK_LIMIT`]).
    pub work_limit: u64,
    /// Offer induction-variable (affine recurrence) forms of addresses.
    pub scev: bool,
    /// For testing: extract a random member of each class (seeded) and
    /// rewrite every root with it, whatever it costs.
    pub chaos: Option<u64>,
}

impl Default for AddrOptions {
    fn default() -> Self {
        AddrOptions {
            ranges: RangeOptions::default(),
            node_limit: NODE_LIMIT,
            depth_limit: DEPTH_LIMIT,
            work_limit: WORK_LIMIT,
            scev: true,
            chaos: None,
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
    /// Deepest chain of rewrites reached.
    pub depth: u32,
    /// Times a limit (nodes or work) stopped the rewrites; the
    /// best expressions found so far are used.
    pub limits_hit: u32,
    /// Cost of the roots' trees before and after, by the cost model.
    pub cost_before: u64,
    /// See `cost_before`.
    pub cost_after: u64,
    /// Induction variables (header parameters) created for recurrences.
    pub ivs_created: u32,
    /// Dead arithmetic instructions and block parameters removed.
    pub removed: u32,
    /// Rewrite work done (see [`WORK_LIMIT`]).
    pub work: u64,
}

/// The address operand of `data`, if it is a memory access or conversion.
fn address_operand(data: &InstData, pool: &ValueListPool) -> Option<Value> {
    data.arguments(pool).get(data.address_index()?).copied()
}

/// Sets the address operand of `data` (see [`address_operand`]) to `v`.
fn set_address_operand(data: &mut InstData, pool: &mut ValueListPool, v: Value) {
    if let Some(i) = data.address_index() {
        if let Some(a) = data.arguments_mut(pool).get_mut(i) {
            *a = v;
        }
    }
}

/// An address the function computes: its definition, the value, and the
/// instructions using it as their address (a range of [`Roots::uses`]).
struct Root {
    def: Inst,
    value: Value,
    uses: core::ops::Range<u32>,
    /// Is the value used other than as an address (so the original stays)?
    has_other_use: bool,
}

/// The roots of one function and their buffers.
#[derive(Default)]
struct Roots {
    roots: Vec<Root>,
    /// The address uses of every root, grouped by root, each group in
    /// layout order (so the uses in one block are adjacent).
    uses: Vec<Inst>,
    /// Scratch of `find`: the root of each address value, (root, use)
    /// pairs in layout order, values used other than as an address.
    index: SecondaryMap<Value, Option<u32>>,
    pairs: Vec<(u32, Inst)>,
    other_uses: Vec<Value>,
    /// Where each root's new form goes (see `sites`).
    sites: Vec<(Inst, core::ops::Range<u32>)>,
}

impl Roots {
    /// Finds the addresses of `func`'s memory accesses and conversions
    /// that an instruction computes.
    fn find(&mut self, func: &Function) {
        let Roots {
            roots,
            uses,
            index,
            pairs,
            other_uses,
            ..
        } = self;
        roots.clear();
        index.clear();
        pairs.clear();
        other_uses.clear();
        for inst in func.layout.insts() {
            let addr = address_operand(&func.dfg.insts[inst], &func.dfg.value_lists);
            let mut addr_seen = false;
            func.dfg.for_each_use(inst, |v| {
                if Some(v) == addr && !addr_seen {
                    addr_seen = true;
                } else {
                    other_uses.push(v);
                }
            });
            let Some(addr) = addr else { continue };
            let ValueDef::Result(def, 0) = func.dfg.value_def(addr) else {
                continue;
            };
            let k = match index[addr] {
                Some(k) => k,
                None => {
                    let k = roots.len() as u32;
                    index[addr] = Some(k);
                    roots.push(Root {
                        def,
                        value: addr,
                        uses: 0..0,
                        has_other_use: false,
                    });
                    k
                }
            };
            roots[k as usize].uses.end += 1;
            pairs.push((k, inst));
        }
        for &v in other_uses.iter() {
            if let Some(k) = index[v] {
                roots[k as usize].has_other_use = true;
            }
        }
        // Group the uses by root (a counting sort keeps layout order).
        let mut start = 0;
        for r in roots.iter_mut() {
            let n = r.uses.end;
            r.uses = start..start;
            start += n;
        }
        uses.clear();
        uses.resize(start as usize, Inst::from_u32(0));
        for &(k, inst) in pairs.iter() {
            let r = &mut roots[k as usize];
            uses[r.uses.end as usize] = inst;
            r.uses.end += 1;
        }
    }

    /// Sets `sites` to where root `k`'s new form goes: `(at, uses)`: one
    /// site at its definition for all its uses (an empty range), or, when
    /// only addresses use it, one per block of its uses (sinking into the
    /// blocks that need it), before the first use there, or at the
    /// definition in the definition's own block.
    fn find_sites(&mut self, func: &Function, k: usize) {
        let root = &self.roots[k];
        let uses = &self.uses[root.uses.start as usize..root.uses.end as usize];
        let def_block = func.layout.inst_block(root.def);
        let is_local = uses.iter().all(|&u| func.layout.inst_block(u) == def_block);
        self.sites.clear();
        if root.has_other_use || is_local {
            self.sites.push((root.def, 0..0));
            return;
        }
        // Uses in one block are adjacent (layout order).
        let mut i = 0;
        while i < uses.len() {
            let block = func.layout.inst_block(uses[i]);
            let mut j = i + 1;
            while j < uses.len() && func.layout.inst_block(uses[j]) == block {
                j += 1;
            }
            let at = if block == def_block {
                root.def
            } else {
                uses[i]
            };
            let base = root.uses.start;
            self.sites.push((at, base + i as u32..base + j as u32));
            i = j;
        }
    }
}

/// The address optimiser's buffers, kept from one function to the next:
/// the compiler's `Context` holds one, so compiling again allocates little
/// (as Cranelift's context keeps its analyses' storage).
#[derive(Default)]
pub struct AddrScratch {
    roots: Roots,
    ranges: ValueRanges,
    egraph: AddrGraph,
    rewriter: Rewriter,
    ids: SecondaryMap<Value, Option<Id>>,
    remat: HashMap<(InstData, Type), Id>,
    added: Vec<OriginalNode>,
    stack: Vec<Value>,
    costs: OriginalCosts,
    root_ids: Vec<Id>,
    before: Vec<u64>,
    value_costs: Vec<(Value, Id, u64)>,
    extract: ExtractBuffers,
    memo: Materialized,
    expr: Vec<AddrLang>,
    classes: Vec<Option<Id>>,
    materialize: MaterializeBuffers,
    replace: HashMap<Value, Value>,
    sunk: Vec<(Inst, Value)>,
    dce: DceBuffers,
}

/// Is `ty` an integer type the e-graph models?
fn is_modelled(ty: Type) -> bool {
    matches!(ty, Type::I8 | Type::I16 | Type::I32 | Type::I64)
}

struct Collector<'a> {
    func: &'a Function,
    egraph: &'a mut AddrGraph,
    rewriter: &'a mut Rewriter,
    ranges: &'a ValueRanges,
    loops: &'a LoopAnalysis,
    /// Induction variables to offer as recurrences (`None`: --no-scev).
    ivs: Option<&'a InductionVars>,
    /// The class of each collected value, by value index.
    ids: &'a mut SecondaryMap<Value, Option<Id>>,
    /// The class of each rematerialisable leaf, by its instruction and
    /// result type: equal instructions of one type are one class (an
    /// `i32` and an `i64` address of one object are not).
    remat: &'a mut HashMap<(InstData, Type), Id>,
    /// Each non-leaf class with the node it was added as, operands first
    /// (the original trees).
    added: &'a mut Vec<OriginalNode>,
    /// Values waiting to be added (kept between calls for its buffer).
    stack: &'a mut Vec<Value>,
}

impl Collector<'_> {
    /// The e-class of `v`, adding its expression tree (operands first, with
    /// an explicit stack: chains may be thousands of values long).
    fn add(&mut self, root: Value) -> Id {
        let mut stack = core::mem::take(self.stack);
        stack.push(root);
        while let Some(&v) = stack.last() {
            if self.ids[v].is_some() {
                stack.pop();
                continue;
            }
            let depth = stack.len();
            for &o in self.operands(v) {
                if self.ids[o].is_none() {
                    stack.push(o);
                }
            }
            if stack.len() == depth {
                stack.pop();
                self.add_one(v);
            }
        }
        *self.stack = stack;
        self.ids[root].unwrap_or(Id::from(0usize))
    }

    /// The operands `node_of` may add for `v`.
    fn operands(&self, v: Value) -> &[Value] {
        let ValueDef::Result(inst, 0) = self.func.dfg.value_def(v) else {
            return &[];
        };
        let is_addr_arith = matches!(
            self.func.dfg.insts[inst].opcode(),
            Opcode::Iadd
                | Opcode::Imul
                | Opcode::IaddImm
                | Opcode::ImulImm
                | Opcode::IshlImm
                | Opcode::Uextend
                | Opcode::Sextend
        );
        if is_addr_arith {
            self.func.dfg.inst_args(inst)
        } else {
            &[]
        }
    }

    /// The loop depth of the block defining `v`.
    fn def_depth(&self, v: Value) -> u32 {
        let block = match self.func.dfg.value_def(v) {
            ValueDef::Param(b, _) => Some(b),
            ValueDef::Result(inst, _) => self.func.layout.inst_block(inst),
        };
        block.map_or(0, |b| self.loops.loop_depth(b))
    }

    /// Adds `v`, whose operands are already added.
    fn add_one(&mut self, v: Value) -> Id {
        let ty = self.func.dfg.value_type(v);
        let node = self.node_of(v, ty);
        let depth = self.def_depth(v);
        let id = match node {
            Some(node) => {
                let id = self.rewriter.add(self.egraph, node.clone());
                self.added.push(OriginalNode { id, node, depth });
                id
            }
            None => {
                let kind = leaf_kind(self.func, v);
                let key = match kind {
                    LeafKind::Remat(inst) => Some((self.func.dfg.insts[inst], ty)),
                    _ => None,
                };
                if let Some(&id) = key.as_ref().and_then(|k| self.remat.get(k)) {
                    self.ids[v] = Some(id);
                    return id;
                }
                let info = LeafInfo {
                    bits: ty.bits(),
                    range: self.ranges.range(self.func, v),
                    depth: if matches!(kind, LeafKind::Remat(_)) {
                        0
                    } else {
                        depth
                    },
                    is_frame: matches!(kind, LeafKind::Frame),
                };
                self.egraph.set_leaf(v.as_u32(), info);
                let (id, _) = self.egraph.add(AddrLang::Leaf(Leaf(v.as_u32())));
                if let Some(key) = key {
                    self.remat.insert(key, id);
                }
                if is_modelled(ty) {
                    self.add_recurrence(v, id);
                }
                id
            }
        };
        self.ids[v] = Some(id);
        id
    }

    /// If `v` is a basic induction variable, makes its class equal to its
    /// recurrence `{init,+,step}`.
    fn add_recurrence(&mut self, v: Value, id: Id) {
        let Some(iv) = self.ivs.and_then(|ivs| ivs.get(v)).copied() else {
            return;
        };
        let ty = self.func.dfg.value_type(v);
        if self.func.dfg.value_type(iv.init) != ty {
            return;
        }
        let tag = LoopTag {
            index: iv.lp.index() as u32,
            depth: self.loops.loop_data(iv.lp).depth,
        };
        let init = self.add(iv.init);
        let step = match iv.step {
            IvStep::Const(k) => self.konst(ty, k),
            IvStep::Value(s) if self.func.dfg.value_type(s) == ty => self.add(s),
            IvStep::Value(_) => return,
        };
        let (tag, _) = self.egraph.add(AddrLang::Loop(tag));
        let rec = self
            .rewriter
            .add(self.egraph, AddrLang::Rec([tag, init, step]));
        self.egraph.union(id, rec);
    }

    fn konst(&mut self, ty: Type, k: i64) -> Id {
        self.egraph
            .add(AddrLang::Const(Konst::new(ty.bits(), i128::from(k))))
            .0
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
        // What is not recognised here is a leaf of the expression.
        if let InstData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } = data
        {
            return Some(AddrLang::Const(Konst::new(ty.bits(), i128::from(imm))));
        }
        if let InstData::Binary { opcode, args } = data {
            if !same(self.func, args[0]) || !same(self.func, args[1]) {
                return None;
            }
            // The operands join the e-graph even when the operation is not
            // modelled (they may be addresses themselves).
            let (a, b) = (self.add(args[0]), self.add(args[1]));
            return if opcode == Opcode::Iadd {
                Some(AddrLang::Add([a, b]))
            } else if opcode == Opcode::Imul {
                Some(AddrLang::Mul([a, b]))
            } else {
                None
            };
        }
        if let InstData::BinaryImm { opcode, arg, imm } = data {
            if !same(self.func, arg) {
                return None;
            }
            return if opcode == Opcode::IaddImm {
                Some(AddrLang::Add([self.add(arg), self.konst(ty, imm)]))
            } else if opcode == Opcode::ImulImm {
                Some(AddrLang::Mul([self.add(arg), self.konst(ty, imm)]))
            } else if opcode == Opcode::IshlImm && (0..i64::from(ty.bits())).contains(&imm) {
                Some(AddrLang::Shl([self.add(arg), self.konst(ty, imm)]))
            } else {
                None
            };
        }
        let InstData::Unary { opcode, arg } = data else {
            return None;
        };
        if !is_modelled(self.func.dfg.value_type(arg)) {
            return None;
        }
        let a = self.add(arg);
        let signed = opcode == Opcode::Sextend;
        if !signed && opcode != Opcode::Uextend {
            return None;
        }
        match (signed, ty) {
            (false, Type::I64) => Some(AddrLang::Uext64(a)),
            (true, Type::I64) => Some(AddrLang::Sext64(a)),
            (false, Type::I32) => Some(AddrLang::Uext32(a)),
            (true, Type::I32) => Some(AddrLang::Sext32(a)),
            (_, Type::I1 | Type::I8 | Type::I16 | Type::F32 | Type::F64) => None,
        }
    }
}

/// Optimises the address arithmetic of `func` in place.
pub fn optimize_addresses(func: &mut Function, options: &AddrOptions) -> AddrStats {
    let cfg = ControlFlowGraph::new(func);
    let domtree = DominatorTree::new(func, &cfg);
    optimize_addresses_with(func, &cfg, &domtree, options)
}

/// [`optimize_addresses`] with the function's CFG and dominator tree
/// computed by the caller. The pass adds instructions and block
/// parameters but no block or branch, so both stay valid for later
/// stages (the compiler hands them on to lowering).
pub fn optimize_addresses_with(
    func: &mut Function,
    cfg: &ControlFlowGraph,
    domtree: &DominatorTree,
    options: &AddrOptions,
) -> AddrStats {
    optimize_addresses_in(func, cfg, domtree, options, &mut AddrScratch::default())
}

/// [`optimize_addresses_with`] using (and keeping) the buffers in
/// `scratch`.
pub fn optimize_addresses_in(
    func: &mut Function,
    cfg: &ControlFlowGraph,
    domtree: &DominatorTree,
    options: &AddrOptions,
    scratch: &mut AddrScratch,
) -> AddrStats {
    let mut stats = AddrStats::default();
    let AddrScratch {
        roots,
        ranges,
        egraph,
        rewriter,
        ids,
        remat,
        added,
        stack,
        costs,
        root_ids,
        before,
        value_costs,
        extract,
        memo,
        expr,
        classes,
        materialize: materialize_bufs,
        replace,
        sunk,
        dce,
    } = scratch;
    roots.find(func);
    if roots.roots.is_empty() {
        return stats;
    }
    let loops = LoopAnalysis::new(cfg, domtree);
    let ivs = InductionVars::new(func, cfg, domtree, &loops);
    ranges.compute(func, cfg, domtree, options.ranges, &ivs);
    let ranges: &ValueRanges = ranges;
    egraph.clear();
    rewriter.reset(options.depth_limit, options.node_limit, options.work_limit);
    ids.clear();
    remat.clear();
    added.clear();
    stack.clear();
    let mut collector = Collector {
        func,
        egraph,
        rewriter,
        ranges,
        loops: &loops,
        ivs: options.scev.then_some(&ivs),
        ids,
        remat,
        added,
        stack,
    };
    root_ids.clear();
    root_ids.extend(roots.roots.iter().map(|r| collector.add(r.value)));
    // The original trees' costs: of each root, for the before/after
    // comparison, and of every collected value, to know which are already
    // as cheap as they can be.
    extract::original_costs(collector.egraph, collector.added, costs);
    before.clear();
    before.extend(root_ids.iter().map(|&id| costs.get(id).map_or(0, |c| c.1)));
    value_costs.clear();
    value_costs.extend(
        ids.iter()
            .filter_map(|(v, &id)| Some((v, id?, costs.get(id?).map_or(0, |c| c.0)))),
    );
    let egraph: &AddrGraph = egraph;
    stats.roots = roots.roots.len() as u32;
    stats.depth = rewriter.max_depth;
    stats.nodes = egraph.len() as u32;
    stats.limits_hit = rewriter.limits_hit;
    stats.work = rewriter.work();
    let buffers = core::mem::take(extract);
    let mut extractor = match options.chaos {
        Some(seed) => extract::Extractor::new(egraph, buffers).chaos(seed),
        None => extract::Extractor::new(egraph, buffers).shared(root_ids),
    };
    let places = Places {
        cfg,
        domtree,
        loops: &loops,
    };
    replace.clear();
    // Values the function already computes in their cheapest form are
    // reused where they dominate.
    // (`value_costs` is in value order, so each class's values are
    // tried oldest first.)
    memo.clear();
    if !extractor.is_chaos() {
        for &(v, id, cost) in value_costs.iter() {
            if extractor.cost(id) >= cost {
                memo.push(egraph.find(id), v);
            }
        }
    }
    let params_before = count_block_params(func);
    let insts_before = func.dfg.insts.len();
    // Uses to point at a sunk copy: (use, new address).
    sunk.clear();
    for k in 0..roots.roots.len() {
        let (id, before) = (root_ids[k], before[k]);
        stats.cost_before += before;
        let after = extractor
            .best_root(id, expr, classes)
            .filter(|&after| after < before || extractor.is_chaos());
        let Some(after) = after else {
            stats.cost_after += before;
            continue;
        };
        let mut rewritten = false;
        roots.find_sites(func, k);
        let value = roots.roots[k].value;
        for (at, uses) in &roots.sites {
            let new = materialize(func, &places, expr, classes, memo, *at, materialize_bufs)
                .filter(|&new| new != value);
            let Some(new) = new else { continue };
            rewritten = true;
            if uses.is_empty() {
                replace.insert(value, new);
            } else {
                let uses = &roots.uses[uses.start as usize..uses.end as usize];
                sunk.extend(uses.iter().map(|&u| (u, new)));
            }
        }
        if rewritten {
            stats.cost_after += after;
            stats.rewritten += 1;
        } else {
            stats.cost_after += before;
        }
    }
    *extract = extractor.into_buffers();
    stats.ivs_created = (count_block_params(func) - params_before) as u32;
    if !replace.is_empty() {
        let Function { layout, dfg, .. } = func;
        for &block in layout.blocks() {
            for &inst in layout.block_insts(block) {
                dfg.map_uses(inst, |v| replace.get(&v).copied().unwrap_or(v));
            }
        }
    }
    for &(inst, new) in sunk.iter() {
        let dfg = &mut func.dfg;
        set_address_operand(&mut dfg.insts[inst], &mut dfg.value_lists, new);
    }
    // Only what this pass emitted or replaced can have died.
    if func.dfg.insts.len() != insts_before || !replace.is_empty() || !sunk.is_empty() {
        stats.removed = dce::eliminate_dead_code_with(func, cfg, dce);
    }
    stats
}

/// How many block parameters `func` has.
fn count_block_params(func: &Function) -> usize {
    func.layout
        .blocks()
        .iter()
        .map(|&b| func.dfg.block_params(b).len())
        .sum()
}
