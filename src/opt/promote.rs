//! Local-memory promotion: stack slots accessed only at constant offsets
//! become SSA values, so they need no bytes of the frame.
//!
//! ```text
//!   Function ──slot addresses: stack_addr ss+k, then iadd_imm / iadd of an
//!              iconst / to_generic local (the offset stays known)──>
//!   accesses: loads and stores through such an address, by (slot, offset,
//!             type); any other use of a slot address (stored, passed,
//!             returned, compared, a branch argument, an unknown offset)
//!             makes the slot escape
//!   slot promotable: it does not escape, every access is inside it, and
//!             two accesses are either the same field (offset and type) or
//!             touch disjoint bytes
//!     ──SSA construction (the builder's `SsaBuilder`): a variable per
//!       field; in reverse post-order a store defines it and a load reads
//!       it; a block is sealed once all its predecessors are done──>
//!   loads' uses read the SSA value, promoted loads and stores go, the
//!   address arithmetic dies (DCE) ──> Function (passes the verifier)
//! ```
//!
//! Invariants: a promoted slot is accessed nowhere else (no escaping
//! address, no access in an unreachable block), so the SSA values carry
//! exactly what memory would have; local memory is private to the thread,
//! so no other thread can observe the difference. A read before any
//! write (an error in the interpreter) reads zero. The pass adds block
//! parameters but no block or branch, so the CFG stays valid.

use super::dce;
use crate::analysis::{ControlFlowGraph, DominatorTree};
use crate::ir::builder::{SsaBuilder, Variable};
use crate::ir::{Block, Function, Inst, InstData, Opcode, Space, StackSlot, Type, Value, ValueDef};
use cranelift_entity::{EntityRef, SecondaryMap};
use hashbrown::HashMap;

/// What the promotion did to one function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PromoteStats {
    /// Stack slots promoted completely.
    pub slots: u32,
    /// Fields (distinct offset and type) turned into SSA values.
    pub fields: u32,
    /// Bytes of those fields: local memory no longer needed.
    pub bytes: u32,
    /// Counted loops fully unrolled first (`unroll.rs`) so that their
    /// indices into a local array became constant.
    pub unrolled_loops: u32,
}

/// A value known to be a slot's address plus a constant.
#[derive(Clone, Copy, PartialEq, Eq)]
struct SlotAddr {
    slot: StackSlot,
    offset: i64,
    /// Converted to a generic address (`to_generic local`).
    is_generic: bool,
}

/// A load or store at a known offset of a slot.
#[derive(Clone, Copy)]
struct Access {
    inst: Inst,
    slot: StackSlot,
    offset: i64,
    ty: Type,
}

/// The slot addresses and accesses of a function, and which slots escape.
struct Scan {
    accesses: Vec<Access>,
    escaped: SecondaryMap<StackSlot, bool>,
}

/// Finds the accesses of every slot (see the module comment).
fn scan(func: &Function, domtree: &DominatorTree) -> Scan {
    let mut addr: SecondaryMap<Value, Option<SlotAddr>> = SecondaryMap::new();
    let mut escaped: SecondaryMap<StackSlot, bool> = SecondaryMap::new();
    let mut accesses = Vec::new();
    let mut is_reachable: SecondaryMap<Block, bool> = SecondaryMap::new();
    for &block in domtree.rpo() {
        is_reachable[block] = true;
    }
    let constant = |v: Value| match func.dfg.value_def(v) {
        ValueDef::Result(inst, 0) => match func.dfg.insts[inst] {
            InstData::UnaryImm {
                opcode: Opcode::Iconst,
                imm,
            } => Some(imm),
            _ => None,
        },
        _ => None,
    };
    // Reverse post-order: every operand's definition is seen before its use.
    for &block in domtree.rpo() {
        for &inst in func.layout.block_insts(block) {
            let result = func.dfg.first_result(inst);
            let derived = match func.dfg.insts[inst] {
                InstData::StackAddr { slot, offset, .. } => Some(SlotAddr {
                    slot,
                    offset: i64::from(offset),
                    is_generic: false,
                }),
                InstData::BinaryImm {
                    opcode: Opcode::IaddImm,
                    arg,
                    imm,
                } => addr[arg].map(|a| SlotAddr {
                    offset: a.offset.saturating_add(imm),
                    ..a
                }),
                InstData::Binary {
                    opcode: Opcode::Iadd,
                    args: [x, y],
                } => match (addr[x], addr[y], constant(x), constant(y)) {
                    (Some(a), None, _, Some(k)) | (None, Some(a), Some(k), _) => Some(SlotAddr {
                        offset: a.offset.saturating_add(k),
                        ..a
                    }),
                    _ => None,
                },
                InstData::Cvta {
                    opcode: Opcode::ToGeneric,
                    space: Space::Local,
                    arg,
                } => addr[arg].filter(|a| !a.is_generic).map(|a| SlotAddr {
                    is_generic: true,
                    ..a
                }),
                _ => None,
            };
            if let (Some(d), Some(r)) = (derived, result) {
                addr[r] = Some(d);
                continue;
            }
            // An access through a known address is a field access; every
            // other use of a slot address lets the slot escape.
            let access = match func.dfg.insts[inst] {
                InstData::Load {
                    space, offset, arg, ..
                } => addr[arg]
                    .zip(result)
                    .map(|(a, r)| (a, space, offset, func.dfg.value_type(r), None::<Value>)),
                InstData::Store {
                    space,
                    offset,
                    args: [a, v],
                    ..
                } => addr[a].map(|x| (x, space, offset, func.dfg.value_type(v), Some(v))),
                _ => None,
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
                        accesses.push(Access {
                            inst,
                            slot: a.slot,
                            offset: a.offset.saturating_add(i64::from(offset)),
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

/// The fields of the slots that can be promoted: `(slot, offset, type)`
/// in a dense order, each a variable.
fn promotable_fields(func: &Function, scan: &Scan) -> Vec<(StackSlot, i64, Type)> {
    let mut by_slot: SecondaryMap<StackSlot, Vec<(i64, Type)>> = SecondaryMap::new();
    for a in &scan.accesses {
        by_slot[a.slot].push((a.offset, a.ty));
    }
    let mut fields = Vec::new();
    for (slot, data) in func.stack_slots.iter() {
        let list = &mut by_slot[slot];
        if scan.escaped[slot] || list.is_empty() {
            continue;
        }
        list.sort_by_key(|&(offset, ty)| (offset, ty.bytes()));
        list.dedup();
        let size = i64::from(data.size);
        let is_inside = list
            .iter()
            .all(|&(o, ty)| o >= 0 && o + i64::from(ty.bytes()) <= size);
        // Sorted by offset and deduplicated: two fields overlap exactly
        // when one starts before its predecessor ends (same offset with
        // another type included).
        let is_disjoint = list
            .windows(2)
            .all(|w| w[0].0 + i64::from(w[0].1.bytes()) <= w[1].0);
        if is_inside && is_disjoint {
            fields.extend(list.iter().map(|&(o, ty)| (slot, o, ty)));
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
    let scan = scan(func, domtree);
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
        .filter_map(|a| Some((a.inst, *var_of.get(&(a.slot, a.offset, a.ty))?)))
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
            match func.dfg.insts[inst] {
                InstData::Store { args: [_, v], .. } => {
                    let v = resolve(&subst, v);
                    ssa.def_var(var, block, v);
                }
                _ => {
                    let Some(r) = func.dfg.first_result(inst) else {
                        continue;
                    };
                    let ty = func.dfg.value_type(r);
                    let v = ssa.use_var(func, var, ty, block);
                    subst.insert(r, v);
                }
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
    let mut slots: Vec<StackSlot> = fields.iter().map(|f| f.0).collect();
    slots.dedup();
    stats.slots = slots.len() as u32;
    stats.fields = fields.len() as u32;
    stats.bytes = fields.iter().map(|f| f.2.bytes()).sum();
    stats
}
