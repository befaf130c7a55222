//! Address-space inference: generic loads, stores and atomics whose
//! address is proved to point into one state space access that space
//! directly, through the space's own address (no `cvta`).
//!
//! ```text
//!   Function ──classify every i64 value (optimistic fixpoint over loops):
//!     to_generic S x, global_addr, a `global` pointer parameter ──> Addr(S)
//!     iconst, plain-value parameters, pure integer operations of
//!     offsets (imul_imm, ishl, uextend, ...)                    ──> Offset
//!     iadd Addr(S), Offset (either order) / isub Addr(S), Offset /
//!     iadd_imm Addr(S)                                          ──> Addr(S)
//!     select, block parameters: every arm / incoming argument agrees
//!     anything else (loads, calls, space addresses, ...)        ──> Unknown
//!   ──rewrite: a generic access (or from_generic S) of an Addr(S) address:
//!     global: only the space changes (a global address is its generic one)
//!     shared / local / const: the access reads the value's *twin*, its
//!       i64 space address, rebuilt beside it without a cvta:
//!         to_generic S x          twin x   (uextend.i64 x if x is i32)
//!         iadd a, o / isub a, o   iadd twin(a), o / isub twin(a), o
//!         iadd_imm a, k           iadd_imm twin(a), k
//!         select c, a, b          select c, twin(a), twin(b)
//!         block parameter p       a new parameter beside p; each branch
//!                                 passes its argument's twin
//!       (a parameter of a br_table target, whose arguments a shared jump
//!        table holds, gets `from_generic S p` instead)
//!   ──global loads whose address reaches only `noalias readonly` kernel
//!     parameters (offsets, selects, block parameters) become `nc`
//!   ──a slot's or shared variable's generic address (plus immediates)
//!     that something else reads (a call argument, a stored pointer) is
//!     copied right before each such reader, not kept live from the top
//!   ──dead generic arithmetic, to_generic and parameters go (DCE)
//!   ──an access whose generic address is still live (an escaping slot)
//!     reads a copy of its twin made right before it, when the twin is a
//!     stack or shared address plus immediates (no register across the
//!     generic value's range); else, when that address is `to_generic
//!     shared x`, its other uses read a conversion made right before each
//!     (only x stays live); else the access stays generic    ──> Function
//! ```
//!
//! Soundness rules (what "proved" means): a generic address keeps the
//! space of the address it was computed from when only an offset is added
//! or subtracted, as LLVM's address-space inference assumes of a GEP
//! (arithmetic that leaves the object it started in is outside the IR's
//! rules anyway: every access must fall inside one allocation). An offset
//! is a value built only from constants, plain-value parameters and pure
//! integer operations on offsets; a value loaded from memory, returned by
//! a call, or read from a generic pointer parameter may itself be an
//! address, so it is never an offset and never gets a space: what it
//! reaches stays generic. Atomics are rewritten only to the spaces PTX
//! gives atomics (global, shared); stores only to writable spaces; the
//! param space never (its addresses need PTX 7.7 conversions).
//!
//! Takes a function; changes it in place, adding block parameters but no
//! block or branch (the CFG and dominator tree stay valid). Each twin is
//! placed right after the value it mirrors (a parameter's at the top of
//! its block), so it is defined wherever the original is.

use super::dce::{eliminate_dead_code_of, DceBuffers};
use crate::analysis::ControlFlowGraph;
use crate::ir::{
    Block, Function, Inst, InstData, LoadCache, Opcode, ParamKind, Space, Type, Value, ValueDef,
};
use cranelift_entity::SecondaryMap;

/// What a value is, as an address. The lattice, from top to bottom:
/// `Unseen` (no evidence yet: the optimistic start for loops), then
/// `Offset` or `Addr(S)`, then `Unknown`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Class {
    /// Not classified yet.
    #[default]
    Unseen,
    /// An integer that is not an address.
    Offset,
    /// A generic address into the space.
    Addr(Space),
    /// Anything else: possibly an address, of no known space.
    Unknown,
}

impl Class {
    /// The meet of two classes (block parameters and selects).
    fn join(self, other: Class) -> Class {
        match (self, other) {
            (Class::Unseen, c) | (c, Class::Unseen) => c,
            (a, b) if a == b => a,
            _ => Class::Unknown,
        }
    }
}

/// What the pass rewrote.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpacesStats {
    /// Generic accesses (loads, stores, atomics) now in global space.
    pub global: u32,
    /// Generic accesses now in shared space.
    pub shared: u32,
    /// Generic accesses now in local space.
    pub local: u32,
    /// Generic loads now in const space.
    pub constant: u32,
    /// Space addresses built beside generic ones (instructions and block
    /// parameters).
    pub twins: u32,
    /// Values whose space address had to be converted back with
    /// `from_generic` (parameters of br_table targets).
    pub conversions: u32,
    /// Global loads made non-coherent (`ld.global.nc`): their address
    /// reaches only `noalias readonly` kernel parameters.
    pub non_coherent: u32,
}

/// Infers address spaces in `func` and rewrites its generic accesses (see
/// the module comment).
pub fn infer_spaces(func: &mut Function, cfg: &ControlFlowGraph) -> SpacesStats {
    let mut stats = SpacesStats::default();
    let classes = classify(func);
    let mut needed = needed_twins(func, &classes);
    if needed.is_empty() && !has_global_access(func, &classes) {
        mark_non_coherent(func, &classes, &mut stats);
        return stats;
    }
    needed.sort_unstable();
    needed.dedup();
    let twins = build_twins(func, cfg, &classes, &needed, &mut stats);
    let moved = rewrite_accesses(func, &classes, &twins, &mut stats);
    let computed = rematerialise_frame_twins(func, &moved);
    rematerialise_twin_roots(func, &twins);
    rematerialise_generic_frame_addresses(func);
    mark_non_coherent(func, &classes, &mut stats);
    let mut dce = DceBuffers::default();
    eliminate_dead_code_of(func, cfg, &mut dce, is_removable);
    if keep_generic_where_live(func, &computed, &mut stats) {
        eliminate_dead_code_of(func, cfg, &mut dce, is_removable);
    }
    stats
}

/// An access whose twin is computed (a variable offset added, a select, a
/// block parameter) while the generic address it replaced stays live
/// anyway (another use the pass could not rewrite: a call, a store of the
/// pointer) would keep two 64-bit addresses live where one was: frames
/// grew under a register budget. Such an access goes back to its generic
/// address. Did any?
fn keep_generic_where_live(
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
        let (InstData::Load { space, .. }
        | InstData::Store { space, .. }
        | InstData::AtomicRmw { space, .. }
        | InstData::AtomicCas { space, .. }) = &mut data
        else {
            continue;
        };
        match *space {
            Space::Shared => stats.shared -= 1,
            Space::Local => stats.local -= 1,
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
fn rematerialise_frame_twins(func: &mut Function, moved: &[(Inst, Value)]) -> Vec<(Inst, Value)> {
    let mut computed = Vec::new();
    for &(access, generic) in moved {
        let addr = func.dfg.inst_args(access)[0];
        let Some(chain) = constant_address_chain(func, addr) else {
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
fn rematerialise_twin_roots(func: &mut Function, twins: &SecondaryMap<Value, Option<Value>>) {
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
fn rematerialise_generic_frame_addresses(func: &mut Function) {
    let insts: Vec<Inst> = func.layout.insts().collect();
    for user in insts {
        let data = func.dfg.insts[user];
        if data.opcode().is_branch() {
            continue;
        }
        // A link of a chain is copied with the chain at its reader.
        if let Some(r) = func.dfg.first_result(user) {
            if generic_frame_chain(func, r).is_some() {
                continue;
            }
        }
        let args: Vec<Value> = func.dfg.inst_args(user).to_vec();
        for (k, arg) in args.into_iter().enumerate() {
            let Some(chain) = generic_frame_chain(func, arg) else {
                continue;
            };
            let copy = copy_chain_before(func, &chain, user);
            func.dfg.insts[user].arguments_mut(&mut func.dfg.value_lists)[k] = copy;
        }
    }
}

/// The instructions (outermost first) that compute generic address `addr`
/// as `to_generic` of a frame or shared address, plus immediates.
fn generic_frame_chain(func: &Function, mut addr: Value) -> Option<Vec<Inst>> {
    let mut chain = Vec::new();
    while chain.len() < MAX_REMAT_CHAIN {
        let ValueDef::Result(inst, _) = func.dfg.value_def(addr) else {
            return None;
        };
        chain.push(inst);
        match func.dfg.insts[inst] {
            InstData::BinaryImm {
                opcode: Opcode::IaddImm,
                arg,
                ..
            } => addr = arg,
            InstData::Cvta {
                opcode: Opcode::ToGeneric,
                arg,
                ..
            } => {
                let ValueDef::Result(root, _) = func.dfg.value_def(arg) else {
                    return None;
                };
                if !matches!(
                    func.dfg.insts[root],
                    InstData::StackAddr { .. } | InstData::SharedAddr { .. }
                ) {
                    return None;
                }
                chain.push(root);
                return Some(chain);
            }
            _ => return None,
        }
    }
    None
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
/// and immediates (outermost first), if it is so computed.
fn constant_address_chain(func: &Function, mut addr: Value) -> Option<Vec<Inst>> {
    let mut chain = Vec::new();
    while chain.len() < MAX_REMAT_CHAIN {
        let ValueDef::Result(inst, _) = func.dfg.value_def(addr) else {
            return None;
        };
        chain.push(inst);
        let data = func.dfg.insts[inst];
        if matches!(
            data,
            InstData::StackAddr { .. } | InstData::SharedAddr { .. }
        ) {
            return Some(chain);
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

/// The dead instructions this pass leaves (the generic arithmetic its
/// twins replaced, the conversions that started it) and others like
/// them: pure address arithmetic.
fn is_removable(data: &InstData) -> bool {
    super::dce::is_removable(data)
        || matches!(
            data.opcode(),
            Opcode::ToGeneric | Opcode::Isub | Opcode::Select | Opcode::GlobalAddr
        )
}

/// The class of every value, at the fixpoint.
fn classify(func: &Function) -> SecondaryMap<Value, Class> {
    let mut classes: SecondaryMap<Value, Class> = SecondaryMap::new();
    if let Some(entry) = func.layout.entry_block() {
        for (&v, p) in func
            .dfg
            .block_params(entry)
            .iter()
            .zip(&func.signature.params)
        {
            classes[v] = match p.kind {
                ParamKind::Pointer(Space::Global) if p.ty == Type::I64 => {
                    Class::Addr(Space::Global)
                }
                ParamKind::Value => Class::Offset,
                _ => Class::Unknown,
            };
        }
    }
    // Optimistic rounds until nothing changes; then what no evidence
    // reached (a cycle of parameters with no source) becomes Unknown and
    // the rounds go on. Classes only move down the lattice, so it ends.
    loop {
        while classify_round(func, &mut classes) {}
        let mut changed = false;
        for &block in func.layout.blocks() {
            for &p in func.dfg.block_params(block) {
                if classes[p] == Class::Unseen {
                    classes[p] = Class::Unknown;
                    changed = true;
                }
            }
        }
        if !changed {
            return classes;
        }
    }
}

/// One round over the function; did any class change?
fn classify_round(func: &Function, classes: &mut SecondaryMap<Value, Class>) -> bool {
    let mut changed = false;
    for inst in func.layout.insts() {
        if let [result] = *func.dfg.inst_results(inst) {
            let class = transfer(func, inst, classes);
            if classes[result] != class {
                classes[result] = class;
                changed = true;
            }
        }
        for call in func.dfg.branch_destinations(inst) {
            let params = func.dfg.block_params(call.block);
            for (&p, &a) in params.iter().zip(func.dfg.block_call_args(call)) {
                let class = classes[p].join(classes[a]);
                if classes[p] != class {
                    classes[p] = class;
                    changed = true;
                }
            }
        }
    }
    changed
}

/// The class of `inst`'s single result, from its operands' classes.
fn transfer(func: &Function, inst: Inst, classes: &SecondaryMap<Value, Class>) -> Class {
    let data = &func.dfg.insts[inst];
    let args = func.dfg.inst_args(inst);
    let class_of = |v: Value| classes[v];
    if let InstData::Cvta {
        opcode: Opcode::ToGeneric,
        space,
        ..
    } = *data
    {
        return Class::Addr(space);
    }
    if let InstData::ConstAddr {
        opcode: Opcode::GlobalAddr,
        ..
    } = *data
    {
        return Class::Addr(Space::Global);
    }
    if let InstData::Binary {
        opcode: opcode @ (Opcode::Iadd | Opcode::Isub),
        args: [a, b],
    } = *data
    {
        return match (class_of(a), class_of(b)) {
            (Class::Unseen, _) | (_, Class::Unseen) => Class::Unseen,
            (Class::Offset, Class::Offset) => Class::Offset,
            (Class::Addr(s), Class::Offset) => Class::Addr(s),
            (Class::Offset, Class::Addr(s)) if opcode == Opcode::Iadd => Class::Addr(s),
            _ => Class::Unknown,
        };
    }
    if let InstData::BinaryImm {
        opcode: Opcode::IaddImm,
        arg,
        ..
    } = *data
    {
        return class_of(arg);
    }
    if let InstData::Ternary {
        opcode: Opcode::Select,
        args: [_, a, b],
    } = *data
    {
        return class_of(a).join(class_of(b));
    }
    if !is_offset_op(data.opcode()) {
        return Class::Unknown;
    }
    // An offset when every 64-bit operand is one (narrower operands
    // cannot be generic addresses).
    args.iter()
        .filter(|&&v| func.dfg.value_type(v) == Type::I64)
        .fold(Class::Offset, |acc, &v| match (acc, class_of(v)) {
            (Class::Unknown, _) | (_, Class::Unknown | Class::Addr(_)) => Class::Unknown,
            (_, Class::Unseen) | (Class::Unseen, _) => Class::Unseen,
            _ => Class::Offset,
        })
}

/// May `op` compute an offset from offsets? Pure operations but those
/// that make or convert addresses.
fn is_offset_op(op: Opcode) -> bool {
    op.is_pure()
        && !matches!(
            op,
            Opcode::StackAddr
                | Opcode::SharedAddr
                | Opcode::ConstAddr
                | Opcode::GlobalAddr
                | Opcode::ToGeneric
                | Opcode::FromGeneric
        )
}

/// The space a generic access to `addr` may be rewritten to, if any.
fn access_space(classes: &SecondaryMap<Value, Class>, addr: Value, op: Opcode) -> Option<Space> {
    let Class::Addr(space) = classes[addr] else {
        return None;
    };
    let is_atomic = matches!(op, Opcode::AtomicRmw | Opcode::AtomicCas);
    let allowed = (op == Opcode::Load
        && matches!(
            space,
            Space::Global | Space::Shared | Space::Local | Space::Const
        ))
        || (op == Opcode::Store && matches!(space, Space::Global | Space::Shared | Space::Local))
        || (is_atomic && matches!(space, Space::Global | Space::Shared));
    allowed.then_some(space)
}

/// The address operand of `inst` (always its first), if it is a generic
/// access.
fn generic_address(data: &InstData) -> Option<Value> {
    let (InstData::Load {
        space: Space::Generic,
        arg: addr,
        ..
    }
    | InstData::Store {
        space: Space::Generic,
        args: [addr, _],
        ..
    }
    | InstData::AtomicRmw {
        space: Space::Generic,
        args: [addr, _],
        ..
    }
    | InstData::AtomicCas {
        space: Space::Generic,
        args: [addr, _, _],
        ..
    }) = *data
    else {
        return None;
    };
    Some(addr)
}

/// The space address that replaces `from_generic` instruction `data` with
/// result `result`: the argument's twin, when the argument is proved to
/// point into the converted-to space and the result is 64-bit (a 32-bit
/// space address is not the twin's type).
fn from_generic_arg(
    func: &Function,
    classes: &SecondaryMap<Value, Class>,
    data: &InstData,
    result: Value,
) -> Option<Value> {
    let InstData::Cvta {
        opcode: Opcode::FromGeneric,
        space,
        arg,
    } = *data
    else {
        return None;
    };
    (classes[arg] == Class::Addr(space) && func.dfg.value_type(result) == Type::I64).then_some(arg)
}

/// Does a generic access of `func` have a global address?
fn has_global_access(func: &Function, classes: &SecondaryMap<Value, Class>) -> bool {
    func.layout.insts().any(|inst| {
        let data = &func.dfg.insts[inst];
        generic_address(data)
            .and_then(|a| access_space(classes, a, data.opcode()))
            .is_some()
    })
}

/// Does a value of space `space` need a space address of its own (every
/// space but global, whose addresses are their generic form)?
fn has_twin(space: Space) -> bool {
    space != Space::Global
}

/// The values whose twins the rewrite needs: the addresses of rewritable
/// accesses and conversions, and what their twins are built from.
fn needed_twins(func: &Function, classes: &SecondaryMap<Value, Class>) -> Vec<Value> {
    let mut work = Vec::new();
    for inst in func.layout.insts() {
        let data = &func.dfg.insts[inst];
        let converted = func
            .dfg
            .inst_results(inst)
            .first()
            .and_then(|&r| from_generic_arg(func, classes, data, r));
        let addr = converted.or_else(|| {
            generic_address(data).filter(|&a| access_space(classes, a, data.opcode()).is_some())
        });
        if let Some(a) = addr.filter(|&a| matches!(classes[a], Class::Addr(s) if has_twin(s))) {
            work.push(a);
        }
    }
    let mut needed = Vec::new();
    let mut seen: SecondaryMap<Value, bool> = SecondaryMap::new();
    let incoming = incoming_args(func);
    while let Some(v) = work.pop() {
        if std::mem::replace(&mut seen[v], true) {
            continue;
        }
        needed.push(v);
        match func.dfg.value_def(v) {
            ValueDef::Result(inst, _) => {
                for &a in func.dfg.inst_args(inst) {
                    if matches!(classes[a], Class::Addr(_)) {
                        work.push(a);
                    }
                }
            }
            ValueDef::Param(..) => work.extend(incoming[v].iter().copied()),
        }
    }
    needed
}

/// Every block parameter's incoming arguments.
fn incoming_args(func: &Function) -> SecondaryMap<Value, Vec<Value>> {
    let mut incoming: SecondaryMap<Value, Vec<Value>> = SecondaryMap::new();
    for inst in func.layout.insts() {
        for call in func.dfg.branch_destinations(inst) {
            let params = func.dfg.block_params(call.block);
            for (&p, &a) in params.iter().zip(func.dfg.block_call_args(call)) {
                incoming[p].push(a);
            }
        }
    }
    incoming
}

/// Is `block` a target of a `br_table` (whose jump table may be shared, so
/// its arguments cannot grow per branch)?
fn is_table_target(func: &Function, cfg: &ControlFlowGraph, block: Block) -> bool {
    cfg.preds(block).iter().any(|&p| {
        func.layout
            .last_inst(p)
            .is_some_and(|i| matches!(func.dfg.insts[i], InstData::BrTable { .. }))
    })
}

/// Builds the twin (i64 space address) of every needed value; returns the
/// map from each value to its twin.
fn build_twins(
    func: &mut Function,
    cfg: &ControlFlowGraph,
    classes: &SecondaryMap<Value, Class>,
    needed: &[Value],
    stats: &mut SpacesStats,
) -> SecondaryMap<Value, Option<Value>> {
    let mut twins: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    // Instructions to place after an instruction, or at a block's top.
    let mut after: SecondaryMap<Inst, Option<Inst>> = SecondaryMap::new();
    let mut at_top: SecondaryMap<Block, Vec<Inst>> = SecondaryMap::new();
    // Twin parameters whose branch arguments are appended once every twin
    // exists: (block, original parameter's index).
    let mut params = Vec::new();
    // First every twin value, then (once all exist) their operands.
    let mut filled = Vec::new();
    for &v in needed {
        let Class::Addr(space) = classes[v] else {
            continue;
        };
        match func.dfg.value_def(v) {
            ValueDef::Param(block, _) if is_table_target(func, cfg, block) => {
                let inst = func.dfg.make_inst(InstData::Cvta {
                    opcode: Opcode::FromGeneric,
                    space,
                    arg: v,
                });
                func.dfg.make_inst_results(inst, &[Type::I64]);
                at_top[block].push(inst);
                twins[v] = func.dfg.first_result(inst);
                stats.conversions += 1;
            }
            ValueDef::Param(block, k) => {
                twins[v] = Some(func.dfg.append_block_param(block, Type::I64));
                params.push((block, usize::from(k)));
                stats.twins += 1;
            }
            ValueDef::Result(inst, _) => {
                let data = func.dfg.insts[inst];
                if let InstData::Cvta {
                    opcode: Opcode::ToGeneric,
                    arg,
                    ..
                } = data
                {
                    if func.dfg.value_type(arg) == Type::I64 {
                        twins[v] = Some(arg);
                        continue;
                    }
                }
                let twin = func.dfg.make_inst(data);
                func.dfg.make_inst_results(twin, &[Type::I64]);
                after[inst] = Some(twin);
                twins[v] = func.dfg.first_result(twin);
                filled.push((twin, data));
                stats.twins += 1;
            }
        }
    }
    let twin_of = |v: Value| twins[v].unwrap_or(v);
    for (twin, data) in filled {
        func.dfg.insts[twin] = if let InstData::Cvta { arg, .. } = data {
            InstData::Unary {
                opcode: Opcode::Uextend,
                arg,
            }
        } else {
            let mut data = data;
            for a in data.arguments_mut(&mut func.dfg.value_lists) {
                if matches!(classes[*a], Class::Addr(_)) {
                    *a = twin_of(*a);
                }
            }
            data
        };
    }
    for (block, k) in params {
        let mut branches: Vec<Inst> = cfg
            .preds(block)
            .iter()
            .filter_map(|&p| func.layout.last_inst(p))
            .collect();
        branches.sort_unstable();
        branches.dedup();
        for inst in branches {
            let arg = func
                .dfg
                .branch_destinations(inst)
                .iter()
                .find(|c| c.block == block)
                .and_then(|c| func.dfg.block_call_args(c).get(k).copied());
            if let Some(arg) = arg {
                func.dfg.append_branch_arg(inst, block, twin_of(arg));
            }
        }
    }
    place(func, &after, &mut at_top);
    twins
}

/// Puts the twins in the layout: `after[i]` right after `i`, `at_top[b]`
/// first in `b`.
fn place(
    func: &mut Function,
    after: &SecondaryMap<Inst, Option<Inst>>,
    at_top: &mut SecondaryMap<Block, Vec<Inst>>,
) {
    let blocks: Vec<Block> = func.layout.blocks().to_vec();
    for block in blocks {
        let old = func.layout.block_insts(block);
        let mut list = std::mem::take(&mut at_top[block]);
        if list.is_empty() && old.iter().all(|&i| after[i].is_none()) {
            continue;
        }
        for &i in old {
            list.push(i);
            list.extend(after[i]);
        }
        func.layout.set_block_insts(block, list);
    }
}

/// Rewrites the generic accesses and conversions whose space is proved;
/// returns the accesses now reading a twin, each with the generic address
/// it replaced.
fn rewrite_accesses(
    func: &mut Function,
    classes: &SecondaryMap<Value, Class>,
    twins: &SecondaryMap<Value, Option<Value>>,
    stats: &mut SpacesStats,
) -> Vec<(Inst, Value)> {
    let mut moved = Vec::new();
    let mut subst: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let insts: Vec<Inst> = func.layout.insts().collect();
    for &inst in &insts {
        let data = func.dfg.insts[inst];
        if let [result] = *func.dfg.inst_results(inst) {
            if let Some(arg) = from_generic_arg(func, classes, &data, result) {
                subst[result] = twins[arg];
                continue;
            }
        }
        let Some(addr) = generic_address(&data) else {
            continue;
        };
        let Some(space) = access_space(classes, addr, data.opcode()) else {
            continue;
        };
        let new_addr = if has_twin(space) {
            match twins[addr] {
                Some(t) => {
                    moved.push((inst, addr));
                    t
                }
                None => continue,
            }
        } else {
            addr
        };
        let mut data = data;
        let (InstData::Load { space: s, .. }
        | InstData::Store { space: s, .. }
        | InstData::AtomicRmw { space: s, .. }
        | InstData::AtomicCas { space: s, .. }) = &mut data
        else {
            continue;
        };
        *s = space;
        data.arguments_mut(&mut func.dfg.value_lists)[0] = new_addr;
        func.dfg.insts[inst] = data;
        match space {
            Space::Global => stats.global += 1,
            Space::Shared => stats.shared += 1,
            Space::Local => stats.local += 1,
            _ => stats.constant += 1,
        }
    }
    if subst.values().any(Option::is_some) {
        for &inst in &insts {
            func.dfg.map_uses(inst, |v| subst[v].unwrap_or(v));
        }
    }
    moved
}

/// Makes every global load whose address reaches only `noalias readonly`
/// kernel parameters non-coherent (`ld.global.nc`), as LLVM's
/// NVPTXTagInvariantLoads does: the parameter's promise is that nothing
/// writes that memory while the kernel runs.
fn mark_non_coherent(
    func: &mut Function,
    classes: &SecondaryMap<Value, Class>,
    stats: &mut SpacesStats,
) {
    let read_only = read_only_addresses(func, classes);
    if read_only.values().all(|&r| !r) {
        return;
    }
    let insts: Vec<Inst> = func.layout.insts().collect();
    for inst in insts {
        if let InstData::Load {
            space: Space::Global,
            ref mut cache,
            arg,
            ..
        } = func.dfg.insts[inst]
        {
            if read_only[arg] && *cache == LoadCache::Coherent {
                *cache = LoadCache::NonCoherent;
                stats.non_coherent += 1;
            }
        }
    }
}

/// The global addresses every underlying object of which is a `noalias
/// readonly` kernel parameter: the greatest fixpoint (all start true and
/// only fall), so a loop's address parameter fed by itself and by such a
/// parameter stays read-only.
fn read_only_addresses(
    func: &Function,
    classes: &SecondaryMap<Value, Class>,
) -> SecondaryMap<Value, bool> {
    let mut read_only: SecondaryMap<Value, bool> = SecondaryMap::new();
    let Some(entry) = func.layout.entry_block() else {
        return read_only;
    };
    if !func.signature.params.iter().any(|p| p.noalias_readonly) {
        return read_only;
    }
    let is_global = |v: Value| classes[v] == Class::Addr(Space::Global);
    // The candidates, in layout order (definitions before most uses, so
    // few rounds are needed).
    let mut candidates = Vec::new();
    for &block in func.layout.blocks() {
        candidates.extend(func.dfg.block_params(block));
        for &inst in func.layout.block_insts(block) {
            candidates.extend(func.dfg.inst_results(inst));
        }
    }
    candidates.retain(|&v| is_global(v));
    for &v in &candidates {
        read_only[v] = true;
    }
    let incoming = incoming_args(func);
    let mut changed = true;
    while changed {
        changed = false;
        for &v in &candidates {
            if !read_only[v] {
                continue;
            }
            let keep = match func.dfg.value_def(v) {
                ValueDef::Param(block, k) if block == entry => func
                    .signature
                    .params
                    .get(usize::from(k))
                    .is_some_and(|p| p.noalias_readonly),
                ValueDef::Param(..) => incoming[v].iter().all(|&a| read_only[a]),
                ValueDef::Result(inst, _) => {
                    read_only_result(&func.dfg.insts[inst], &read_only, is_global)
                }
            };
            if !keep {
                read_only[v] = false;
                changed = true;
            }
        }
    }
    read_only
}

/// Does the address an instruction computes reach only read-only kernel
/// parameters (through offsets and selects), given its operands' facts?
fn read_only_result(
    data: &InstData,
    read_only: &SecondaryMap<Value, bool>,
    is_global: impl Fn(Value) -> bool,
) -> bool {
    if let InstData::Binary {
        opcode: Opcode::Iadd | Opcode::Isub,
        args,
    } = data
    {
        return args
            .iter()
            .filter(|&&a| is_global(a))
            .all(|&a| read_only[a]);
    }
    if let InstData::BinaryImm {
        opcode: Opcode::IaddImm,
        arg,
        ..
    } = *data
    {
        return read_only[arg];
    }
    matches!(*data, InstData::Ternary {
        opcode: Opcode::Select,
        args: [_, a, b],
    } if read_only[a] && read_only[b])
}
