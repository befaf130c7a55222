//! Where the spaces pass's rewritten accesses get their addresses: twins
//! that are a frame or shared address plus immediates are copied right
//! before each access (no register held across the generic value's
//! range), as are generic frame and shared addresses before their other
//! readers; an access whose computed twin would keep a second 64-bit
//! address live beside a still-live generic one goes back to generic
//! (or, for `to_generic shared x`, the other readers get their own
//! conversions).
//!
//! Takes the function after `rewrite_accesses`; adds instructions only
//! before the instruction that reads them, so every copy is defined where
//! it is used. Leaves dead originals for the pass's DCE.

use super::SpacesStats;
use crate::ir::{Function, Inst, InstData, Opcode, Space, Type, Value, ValueDef};
use cranelift_entity::SecondaryMap;

/// An access whose twin is computed (a variable offset added, a select, a
/// block parameter) while the generic address it replaced stays live
/// anyway (another use the pass could not rewrite: a call, a store of the
/// pointer) would keep two 64-bit addresses live where one was: frames
/// grew under a register budget. Such an access goes back to its generic
/// address. Did any?
pub(super) fn keep_generic_where_live(
    func: &mut Function,
    computed: &[(Inst, Value)],
    stats: &mut SpacesStats,
) -> bool {
    if computed.is_empty() {
        return false;
    }
    let mut used: SecondaryMap<Value, bool> = SecondaryMap::new();
    let insts: Vec<Inst> = func.layout.insts().collect();
    for &inst in &insts {
        func.dfg.map_uses(inst, |v| {
            used[v] = true;
            v
        });
    }
    let converted = convert_at_other_uses(func, computed, &used);
    let mut reverted = converted;
    for &(access, generic) in computed {
        if !used[generic]
            || converted_here(func, generic)
            || func.layout.inst_block(access).is_none()
        {
            continue;
        }
        let mut data = func.dfg.insts[access];
        let Some(space) = data.space_mut() else {
            continue;
        };
        match *space {
            Space::Shared => stats.shared -= 1,
            Space::Local => stats.local -= 1,
            Space::Param => stats.param -= 1,
            _ => stats.constant -= 1,
        }
        *space = Space::Generic;
        data.arguments_mut(&mut func.dfg.value_lists)[0] = generic;
        func.dfg.insts[access] = data;
        reverted = true;
    }
    reverted
}

/// Whether generic address `generic` is a conversion, `to_generic S x`,
/// whose other uses [`convert_at_other_uses`] gives copies of their own.
fn converted_here(func: &Function, generic: Value) -> bool {
    let ValueDef::Result(def, _) = func.dfg.value_def(generic) else {
        return false;
    };
    matches!(
        func.dfg.insts[def],
        InstData::Cvta {
            opcode: Opcode::ToGeneric,
            space: Space::Shared,
            ..
        }
    )
}

/// A generic address that is itself a conversion, `to_generic S x`, and
/// stays live beside its twin only for other uses (a pointer compared,
/// subtracted, stored or passed) is converted again right before each of
/// them: the accesses keep their space and only `x` stays live, one
/// register as with the generic one alone. The original conversion
/// dies. Did any? Shared only: for local addresses (an escaping slot at
/// a variable offset) the same rewrite grew the frames of 34 of 2,000
/// fuzz programs under `--max-regs 16` (the register allocator's choices
/// moved), so those accesses stay generic as before.
fn convert_at_other_uses(
    func: &mut Function,
    computed: &[(Inst, Value)],
    used: &SecondaryMap<Value, bool>,
) -> bool {
    let mut convert: SecondaryMap<Value, bool> = SecondaryMap::new();
    let mut any = false;
    for &(_, generic) in computed {
        if used[generic] && converted_here(func, generic) {
            convert[generic] = true;
            any = true;
        }
    }
    if !any {
        return false;
    }
    let insts: Vec<Inst> = func.layout.insts().collect();
    for user in insts {
        let mut read = Vec::new();
        func.dfg.map_uses(user, |v| {
            if convert[v] && !read.contains(&v) {
                read.push(v);
            }
            v
        });
        for generic in read {
            let ValueDef::Result(def, _) = func.dfg.value_def(generic) else {
                continue;
            };
            let copy = func.dfg.make_inst(func.dfg.insts[def]);
            func.dfg.make_inst_results(copy, &[Type::I64]);
            func.layout.insert_inst_before(copy, user);
            if let Some(c) = func.dfg.first_result(copy) {
                func.dfg
                    .map_uses(user, |v| if v == generic { c } else { v });
            }
        }
    }
    true
}

/// The most instructions a rematerialised twin is copied from (a
/// `stack_addr`/`shared_addr` and `iadd_imm`s on it).
const MAX_REMAT_CHAIN: usize = 4;

/// A twin that is a frame or shared address plus immediates costs no
/// register where an access reads it (it folds into `[%SPL+k]` /
/// `[sym+k]`), but its root, placed beside the generic address it
/// mirrors, is a 64-bit register live from there to the last access, and
/// where the generic address stays live too (an escaping slot: a call
/// takes it) both are: frames grew under a register budget. So every
/// access reads a copy of such a twin made right before it, and the
/// originals, if nothing else reads them, go with the dead code.
/// Returns the other accesses (whose twins are computed), each with the
/// generic address it replaced.
pub(super) fn rematerialise_frame_twins(
    func: &mut Function,
    moved: &[(Inst, Value)],
) -> Vec<(Inst, Value)> {
    let mut computed = Vec::new();
    for &(access, generic) in moved {
        let addr = func.dfg.inst_args(access)[0];
        let Some(chain) = address_chain(func, addr, false) else {
            computed.push((access, generic));
            continue;
        };
        let copy = copy_chain_before(func, &chain, access);
        func.dfg.insts[access].arguments_mut(&mut func.dfg.value_lists)[0] = copy;
    }
    computed
}

/// The twins that are frame or shared addresses themselves (`stack_addr`,
/// `shared_addr`: the `to_generic` they fed is gone or stays generic) are
/// copied right before each instruction (but branches) that reads them,
/// as the address optimiser rematerialises shared addresses: one root
/// kept at the top, beside the generic address it mirrors, would hold a
/// register across every twin built on it.
pub(super) fn rematerialise_twin_roots(
    func: &mut Function,
    twins: &SecondaryMap<Value, Option<Value>>,
) {
    let mut is_root: SecondaryMap<Value, bool> = SecondaryMap::new();
    let mut any = false;
    for &t in twins.values().flatten() {
        if let ValueDef::Result(inst, _) = func.dfg.value_def(t) {
            if matches!(
                func.dfg.insts[inst],
                InstData::StackAddr { .. } | InstData::SharedAddr { .. }
            ) {
                is_root[t] = true;
                any = true;
            }
        }
    }
    if !any {
        return;
    }
    let insts: Vec<Inst> = func.layout.insts().collect();
    for user in insts {
        if func.dfg.insts[user].opcode().is_branch() {
            continue;
        }
        let args: Vec<Value> = func.dfg.inst_args(user).to_vec();
        for (k, root) in args.into_iter().enumerate() {
            if !is_root[root] {
                continue;
            }
            let ValueDef::Result(def, _) = func.dfg.value_def(root) else {
                continue;
            };
            let copy = func.dfg.make_inst(func.dfg.insts[def]);
            func.dfg
                .make_inst_results(copy, &[func.dfg.value_type(root)]);
            func.layout.insert_inst_before(copy, user);
            if let Some(c) = func.dfg.first_result(copy) {
                func.dfg.insts[user].arguments_mut(&mut func.dfg.value_lists)[k] = c;
            }
        }
    }
}

/// A generic address of a stack slot or shared variable plus immediates
/// (`to_generic S (stack_addr|shared_addr)`, then `iadd_imm`s) that stays
/// generic because something other than an access reads it (a call
/// argument, a stored pointer) is copied right before each such reader
/// (but branches), as the twins are: one computed at the top and read far
/// below holds a 64-bit register across everything between (frames grew
/// under a register budget where a slot's generic address was live across
/// a loop only to reach a call after it).
pub(super) fn rematerialise_generic_frame_addresses(func: &mut Function) {
    let insts: Vec<Inst> = func.layout.insts().collect();
    for user in insts {
        let data = func.dfg.insts[user];
        if data.opcode().is_branch() {
            continue;
        }
        // A link of a chain is copied with the chain at its reader.
        if let Some(r) = func.dfg.first_result(user) {
            if address_chain(func, r, true).is_some() {
                continue;
            }
        }
        let args: Vec<Value> = func.dfg.inst_args(user).to_vec();
        for (k, arg) in args.into_iter().enumerate() {
            let Some(chain) = address_chain(func, arg, true) else {
                continue;
            };
            let copy = copy_chain_before(func, &chain, user);
            func.dfg.insts[user].arguments_mut(&mut func.dfg.value_lists)[k] = copy;
        }
    }
}

/// Copies `chain` (outermost first, each link reading the next one's
/// result) right before `before`, innermost first; the outermost copy's
/// result.
fn copy_chain_before(func: &mut Function, chain: &[Inst], before: Inst) -> Value {
    let mut prev: Option<Value> = None;
    for &inst in chain.iter().rev() {
        let mut data = func.dfg.insts[inst];
        if let Some(p) = prev {
            if let Some(a) = data.arguments_mut(&mut func.dfg.value_lists).first_mut() {
                *a = p;
            }
        }
        let copy = func.dfg.make_inst(data);
        let ty = func.dfg.value_type(func.dfg.inst_results(inst)[0]);
        func.dfg.make_inst_results(copy, &[ty]);
        func.layout.insert_inst_before(copy, before);
        prev = func.dfg.first_result(copy);
    }
    prev.unwrap_or_else(|| func.dfg.inst_results(chain[0])[0])
}

/// The instructions that compute `addr` from a frame or shared address
/// and immediates (outermost first), if it is so computed; with
/// `through_generic`, from `to_generic` of such an address (directly) and
/// immediates.
fn address_chain(func: &Function, mut addr: Value, through_generic: bool) -> Option<Vec<Inst>> {
    let mut chain = Vec::new();
    let mut converted = false;
    while chain.len() < MAX_REMAT_CHAIN + usize::from(through_generic) {
        let ValueDef::Result(inst, _) = func.dfg.value_def(addr) else {
            return None;
        };
        chain.push(inst);
        let data = func.dfg.insts[inst];
        if matches!(
            data,
            InstData::StackAddr { .. } | InstData::SharedAddr { .. }
        ) {
            return (converted == through_generic).then_some(chain);
        }
        if converted {
            return None;
        }
        if let InstData::Cvta {
            opcode: Opcode::ToGeneric,
            arg,
            ..
        } = data
        {
            if !through_generic {
                return None;
            }
            converted = true;
            addr = arg;
            continue;
        }
        let InstData::BinaryImm {
            opcode: Opcode::IaddImm,
            arg,
            ..
        } = data
        else {
            return None;
        };
        addr = arg;
    }
    None
}
