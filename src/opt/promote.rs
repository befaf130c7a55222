//! Local-memory promotion: the fields of stack slots that are accessed
//! only at constant offsets become SSA values; what is accessed at
//! variable offsets stays in memory.
//!
//! ```text
//!   Function ──slot addresses: stack_addr ss+k, then iadd_imm / iadd of an
//!              iconst / iadd of a variable whose value range is proved
//!              (the offset becomes an interval) / to_generic local──>
//!   accesses: loads and stores through such an address, at a constant
//!             offset (a field: offset and type) or anywhere in an
//!             interval; any other use of a slot address (stored, passed,
//!             returned, compared, a branch argument, an unbounded offset)
//!             makes the slot escape
//!   field promotable: its slot does not escape, it lies inside the slot,
//!             and no other access overlaps it (the same field excepted;
//!             an interval access covers every byte it may touch)
//!     ──SSA construction (the builder's `SsaBuilder`): a variable per
//!       field; in reverse post-order a store defines it and a load reads
//!       it; a block is sealed once all its predecessors are done──>
//!   loads' uses read the SSA value, promoted loads and stores go, the
//!   address arithmetic dies (DCE) ──> Function (passes the verifier)
//! ```
//!
//! A slot all of whose accesses are promoted needs no bytes; one with some
//! fields promoted (partial promotion) keeps its size, with fewer memory
//! accesses.
//!
//! Invariants: a promoted field is accessed nowhere else (no escaping
//! address, no access in an unreachable block, no access whose proved
//! interval reaches it), so the SSA values carry exactly what memory would
//! have; local memory is private to the thread, so no other thread can
//! observe the difference. A read before any write (an error in the
//! interpreter) reads zero. The pass adds block parameters but no block or
//! branch, so the CFG stays valid.

use super::dce;
use crate::analysis::{
    ControlFlowGraph, DominatorTree, InductionVars, LoopAnalysis, Range, RangeOptions, ValueRanges,
};
use crate::ir::builder::{SsaBuilder, Variable};
use crate::ir::{Block, Function, Inst, InstData, Opcode, Space, StackSlot, Type, Value};
use cranelift_entity::{EntityRef, SecondaryMap};
use hashbrown::HashMap;

/// What the promotion did to one function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PromoteStats {
    /// Stack slots promoted completely (no access left: no bytes needed).
    pub slots: u32,
    /// Stack slots with some fields promoted and the rest, accessed at
    /// variable offsets or overlapping, left in memory.
    pub partial: u32,
    /// Fields (distinct offset and type) turned into SSA values.
    pub fields: u32,
    /// Bytes of those fields: local memory no longer needed.
    pub bytes: u32,
    /// Counted loops fully unrolled first (`unroll.rs`) so that their
    /// indices into a local array became constant.
    pub unrolled_loops: u32,
}

/// A value known to be a slot's address plus an offset in `lo..=hi`
/// (`lo == hi`: a constant offset).
#[derive(Clone, Copy, PartialEq, Eq)]
struct SlotAddr {
    slot: StackSlot,
    lo: i64,
    hi: i64,
    /// Converted to a generic address (`to_generic local`).
    is_generic: bool,
}

impl SlotAddr {
    /// The address plus an offset in `lo..=hi`.
    fn plus(self, lo: i64, hi: i64) -> SlotAddr {
        SlotAddr {
            lo: self.lo.saturating_add(lo),
            hi: self.hi.saturating_add(hi),
            ..self
        }
    }
}

/// A load or store through a slot address: at a constant offset (a field
/// access, `lo == hi`), or anywhere in `lo..=hi` (it may touch any byte
/// from `lo` to `hi + size`).
#[derive(Clone, Copy)]
struct Access {
    inst: Inst,
    slot: StackSlot,
    lo: i64,
    hi: i64,
    ty: Type,
}

/// The slot addresses and accesses of a function, and which slots escape.
struct Scan {
    accesses: Vec<Access>,
    escaped: SecondaryMap<StackSlot, bool>,
}

/// Value ranges, computed the first time an address adds a variable to a
/// slot's address.
struct LazyRanges<'a> {
    cfg: &'a ControlFlowGraph,
    domtree: &'a DominatorTree,
    ranges: Option<ValueRanges>,
}

impl LazyRanges<'_> {
    /// The range of `v`, if it is narrower than its type's.
    fn bounded(&mut self, func: &Function, v: Value) -> Option<(i64, i64)> {
        let (cfg, domtree) = (self.cfg, self.domtree);
        let ranges = self.ranges.get_or_insert_with(|| {
            let loops = LoopAnalysis::new(cfg, domtree);
            let ivs = InductionVars::new(func, cfg, domtree, &loops);
            ValueRanges::new(func, cfg, domtree, RangeOptions::default(), &ivs)
        });
        let r = ranges.range(func, v);
        let full = Range::full(func.dfg.value_type(v).bits());
        if r == full {
            return None;
        }
        Some((i64::try_from(r.lo).ok()?, i64::try_from(r.hi).ok()?))
    }
}

/// Finds the accesses of every slot (see the module comment).
fn scan(func: &Function, cfg: &ControlFlowGraph, domtree: &DominatorTree) -> Scan {
    let mut ranges = LazyRanges {
        cfg,
        domtree,
        ranges: None,
    };
    let mut addr: SecondaryMap<Value, Option<SlotAddr>> = SecondaryMap::new();
    let mut escaped: SecondaryMap<StackSlot, bool> = SecondaryMap::new();
    let mut accesses = Vec::new();
    let mut is_reachable: SecondaryMap<Block, bool> = SecondaryMap::new();
    for &block in domtree.rpo() {
        is_reachable[block] = true;
    }
    let constant = |v: Value| func.dfg.iconst_imm(v);
    // Reverse post-order: every operand's definition is seen before its use.
    for &block in domtree.rpo() {
        for &inst in func.layout.block_insts(block) {
            let result = func.dfg.first_result(inst);
            let data = func.dfg.insts[inst];
            let derived = if let InstData::StackAddr { slot, offset, .. } = data {
                Some(SlotAddr {
                    slot,
                    lo: i64::from(offset),
                    hi: i64::from(offset),
                    is_generic: false,
                })
            } else if let InstData::BinaryImm {
                opcode: Opcode::IaddImm,
                arg,
                imm,
            } = data
            {
                addr[arg].map(|a| a.plus(imm, imm))
            } else if let InstData::Binary {
                opcode: Opcode::Iadd,
                args: [x, y],
            } = data
            {
                // A variable offset: the slot address plus anything in the
                // variable's proved range.
                let (a, offset) = match (addr[x], addr[y]) {
                    (Some(a), None) => (Some(a), y),
                    (None, Some(a)) => (Some(a), x),
                    (Some(_), Some(_)) | (None, None) => (None, x),
                };
                a.and_then(|a| {
                    constant(offset)
                        .map(|k| (k, k))
                        .or_else(|| ranges.bounded(func, offset))
                        .map(|(lo, hi)| a.plus(lo, hi))
                })
            } else if let InstData::Cvta {
                opcode: Opcode::ToGeneric,
                space: Space::Local,
                arg,
            } = data
            {
                addr[arg].filter(|a| !a.is_generic).map(|a| SlotAddr {
                    is_generic: true,
                    ..a
                })
            } else {
                None
            };
            if let (Some(d), Some(r)) = (derived, result) {
                addr[r] = Some(d);
                continue;
            }
            // An access through a known address is a field access; every
            // other use of a slot address lets the slot escape.
            let access = if let InstData::Load {
                space, offset, arg, ..
            } = data
            {
                addr[arg]
                    .zip(result)
                    .map(|(a, r)| (a, space, offset, func.dfg.value_type(r), None::<Value>))
            } else if let InstData::Store {
                space,
                offset,
                args: [a, v],
                ..
            } = data
            {
                addr[a].map(|x| (x, space, offset, func.dfg.value_type(v), Some(v)))
            } else {
                None
            };
            let mut stored = None;
            match access {
                Some((a, space, offset, ty, value)) => {
                    let is_space_ok = space
                        == if a.is_generic {
                            Space::Generic
                        } else {
                            Space::Local
                        };
                    if is_space_ok {
                        let offset = i64::from(offset);
                        accesses.push(Access {
                            inst,
                            slot: a.slot,
                            lo: a.lo.saturating_add(offset),
                            hi: a.hi.saturating_add(offset),
                            ty,
                        });
                    } else {
                        escaped[a.slot] = true;
                    }
                    stored = value;
                }
                None => func.dfg.for_each_use(inst, |v| {
                    if let Some(a) = addr[v] {
                        escaped[a.slot] = true;
                    }
                }),
            }
            if let Some(a) = stored.and_then(|v| addr[v]) {
                escaped[a.slot] = true;
            }
        }
    }
    // Slots whose address is taken where the analysis does not look.
    for &block in func.layout.blocks() {
        if is_reachable[block] {
            continue;
        }
        for &inst in func.layout.block_insts(block) {
            if let InstData::StackAddr { slot, .. } = func.dfg.insts[inst] {
                escaped[slot] = true;
            }
            func.dfg.for_each_use(inst, |v| {
                if let Some(a) = addr[v] {
                    escaped[a.slot] = true;
                }
            });
        }
    }
    Scan { accesses, escaped }
}

/// The fields that can be promoted: `(slot, offset, type)`, each a
/// variable. A field is a constant-offset access inside its slot that no
/// other access overlaps unless it is the same field (same offset and
/// type); accesses at variable offsets cover every byte they may touch.
/// A slot whose address escapes has none.
fn promotable_fields(func: &Function, scan: &Scan) -> Vec<(StackSlot, i64, Type)> {
    // Per slot: constant fields, and the byte intervals `[lo, hi)` of the
    // accesses at variable offsets.
    let mut fixed: SecondaryMap<StackSlot, Vec<(i64, Type)>> = SecondaryMap::new();
    let mut spans: SecondaryMap<StackSlot, Vec<(i64, i64)>> = SecondaryMap::new();
    for a in &scan.accesses {
        let size = i64::from(a.ty.bytes());
        if a.lo == a.hi {
            fixed[a.slot].push((a.lo, a.ty));
        } else {
            spans[a.slot].push((a.lo, a.hi.saturating_add(size)));
        }
    }
    let mut fields = Vec::new();
    for (slot, data) in func.stack_slots.iter() {
        let list = &mut fixed[slot];
        if scan.escaped[slot] || list.is_empty() {
            continue;
        }
        list.sort_by_key(|&(offset, ty)| (offset, ty.bytes()));
        list.dedup();
        let size = i64::from(data.size);
        let end = |(o, ty): (i64, Type)| o.saturating_add(i64::from(ty.bytes()));
        // The furthest end of the fields before the current one.
        let mut reach = i64::MIN;
        for (k, &field) in list.iter().enumerate() {
            let (o, e) = (field.0, end(field));
            let is_inside = o >= 0 && e <= size;
            // Sorted by offset: an earlier field overlaps when it reaches
            // past `o`; a later one when the next one starts before `e`.
            let is_apart = reach <= o && list.get(k + 1).is_none_or(|&n| e <= n.0);
            reach = reach.max(e);
            let is_untouched = spans[slot].iter().all(|&(lo, hi)| hi <= o || e <= lo);
            if is_inside && is_apart && is_untouched {
                fields.push((slot, o, field.1));
            }
        }
    }
    fields
}

/// Do two branches share a jump table? (SSA construction appends block
/// arguments per branch, which a shared table would get twice.)
fn has_shared_jump_table(func: &Function) -> bool {
    let mut seen = SecondaryMap::new();
    for inst in func.layout.insts() {
        if let InstData::BrTable { table, .. } = func.dfg.insts[inst] {
            if core::mem::replace(&mut seen[table], true) {
                return true;
            }
        }
    }
    false
}

/// Promotes the promotable stack slots of `func` to SSA values.
pub fn promote_slots(
    func: &mut Function,
    cfg: &ControlFlowGraph,
    domtree: &DominatorTree,
) -> PromoteStats {
    let mut stats = PromoteStats::default();
    if func.stack_slots.is_empty() || has_shared_jump_table(func) {
        return stats;
    }
    // A slot's fields are promoted lane by lane (`vectorize` merges what
    // stays in memory again).
    super::vectorize::split_slot_vectors(func);
    let scan = scan(func, cfg, domtree);
    let fields = promotable_fields(func, &scan);
    if fields.is_empty() {
        return stats;
    }
    let var_of: HashMap<(StackSlot, i64, Type), Variable> = fields
        .iter()
        .enumerate()
        .map(|(k, &f)| (f, Variable::new(k)))
        .collect();
    let mut ssa = SsaBuilder::default();
    for &block in func.layout.blocks() {
        if let Some(branch) = func.layout.last_inst(block) {
            for call in func.dfg.branch_destinations(branch) {
                ssa.declare_predecessor(call.block, block, branch);
            }
        }
    }
    // Blocks outside the reverse post-order hold no promoted access: they
    // count as done from the start.
    let mut is_done: SecondaryMap<Block, bool> = SecondaryMap::new();
    for &block in func.layout.blocks() {
        is_done[block] = domtree.rpo_number(block).is_none();
    }
    let mut subst: HashMap<Value, Value> = HashMap::new();
    let resolve = |subst: &HashMap<Value, Value>, mut v: Value| {
        while let Some(&n) = subst.get(&v) {
            v = n;
        }
        v
    };
    let access_of: HashMap<Inst, Variable> = scan
        .accesses
        .iter()
        .filter(|a| a.lo == a.hi)
        .filter_map(|a| Some((a.inst, *var_of.get(&(a.slot, a.lo, a.ty))?)))
        .collect();
    let mut removed: Vec<Inst> = Vec::with_capacity(access_of.len());
    for &block in domtree.rpo() {
        let is_sealable =
            |done: &SecondaryMap<Block, bool>, b: Block| cfg.preds(b).iter().all(|&p| done[p]);
        if is_sealable(&is_done, block) {
            ssa.seal_block(func, block);
        }
        let insts = func.layout.block_insts(block).to_vec();
        for inst in insts {
            let Some(&var) = access_of.get(&inst) else {
                continue;
            };
            // A promoted access is a store or a load.
            if let InstData::Store { args: [_, v], .. } = func.dfg.insts[inst] {
                let v = resolve(&subst, v);
                ssa.def_var(var, block, v);
            } else {
                let Some(r) = func.dfg.first_result(inst) else {
                    continue;
                };
                let ty = func.dfg.value_type(r);
                let v = ssa.use_var(func, var, ty, block);
                subst.insert(r, v);
            }
            removed.push(inst);
        }
        is_done[block] = true;
        for &succ in cfg.succs(block) {
            if is_sealable(&is_done, succ) {
                ssa.seal_block(func, succ);
            }
        }
    }
    let blocks: Vec<Block> = func.layout.blocks().to_vec();
    for &block in &blocks {
        ssa.seal_block(func, block);
    }
    let mut is_removed: SecondaryMap<Inst, bool> = SecondaryMap::new();
    for &inst in &removed {
        is_removed[inst] = true;
    }
    for block in blocks {
        func.layout.remove_insts_if(block, |inst| is_removed[inst]);
    }
    if !subst.is_empty() {
        let Function { layout, dfg, .. } = &mut *func;
        for &block in layout.blocks() {
            for &inst in layout.block_insts(block) {
                dfg.map_uses(inst, |v| resolve(&subst, v));
            }
        }
    }
    ssa.remove_redundant_params(func);
    dce::eliminate_dead_code(func, cfg);
    // A slot is promoted completely when every access of it went.
    let mut kept: SecondaryMap<StackSlot, bool> = SecondaryMap::new();
    for a in &scan.accesses {
        if !access_of.contains_key(&a.inst) {
            kept[a.slot] = true;
        }
    }
    let mut slots: Vec<StackSlot> = fields.iter().map(|f| f.0).collect();
    slots.dedup();
    stats.slots = slots.iter().filter(|&&s| !kept[s]).count() as u32;
    stats.partial = slots.len() as u32 - stats.slots;
    stats.fields = fields.len() as u32;
    stats.bytes = fields.iter().map(|f| f.2.bytes()).sum();
    stats
}
