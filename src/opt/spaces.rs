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
//!   ──in_space T of an Addr(S) address: the constant S == T (true too for
//!     T global, S param: PTX's param window lies within the global one)
//!   ──rewrite: a generic access (or from_generic S) of an Addr(S) address:
//!     global: only the space changes (a global address is its generic one)
//!     shared / local / const / param: the access reads the value's twin, its
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
//! gives atomics (global, shared); stores only to writable spaces; loads
//! of a kernel's `byval` parameter (`to_generic param`) to `ld.param`, so
//! no generic param address (a PTX 7.7 `cvta.param`) is left.
//!
//! Takes a function; changes it in place, adding block parameters but no
//! block or branch (the CFG and dominator tree stay valid). Each twin is
//! placed right after the value it mirrors (a parameter's at the top of
//! its block), so it is defined wherever the original is.
//!
//! Layout: this file classifies values, builds twins and rewrites
//! accesses; `remat.rs` places the addresses the rewritten accesses and
//! other readers read; `nc.rs` marks non-coherent global loads.

mod nc;
mod params;
mod remat;

use super::dce::{eliminate_dead_code_of, DceBuffers};
use crate::analysis::ControlFlowGraph;
use crate::ir::canonical_imm;
use crate::ir::{Block, Function, Inst, InstData, Opcode, ParamKind, Space, Type, Value, ValueDef};
use cranelift_entity::SecondaryMap;
use nc::mark_non_coherent;
pub use params::specialize_pointer_params;
use remat::{
    keep_generic_where_live, rematerialise_frame_twins, rematerialise_generic_frame_addresses,
    rematerialise_twin_roots,
};

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
    /// Generic loads now in param space (a kernel's `byval` parameter).
    pub param: u32,
    /// Space addresses built beside generic ones (instructions and block
    /// parameters).
    pub twins: u32,
    /// Values whose space address had to be converted back with
    /// `from_generic` (parameters of br_table targets).
    pub conversions: u32,
    /// Global loads made non-coherent (`ld.global.nc`): their address
    /// reaches only `noalias readonly` kernel parameters.
    pub non_coherent: u32,
    /// `in_space` tests of addresses proved to lie in one space, now
    /// constants.
    pub space_tests: u32,
}

/// Infers address spaces in `func` and rewrites its generic accesses (see
/// the module comment).
pub fn infer_spaces(func: &mut Function, cfg: &ControlFlowGraph) -> SpacesStats {
    let mut stats = SpacesStats::default();
    let classes = classify(func);
    fold_space_tests(func, &classes, &mut stats);
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

/// Replaces each `in_space S a` whose `a` is proved to point into space
/// `A` by the constant `A.is_within(S)`, what PTX's `isspacep` gives.
fn fold_space_tests(
    func: &mut Function,
    classes: &SecondaryMap<Value, Class>,
    stats: &mut SpacesStats,
) {
    for inst in func.layout.insts() {
        let InstData::Cvta {
            opcode: Opcode::InSpace,
            space,
            arg,
        } = func.dfg.insts[inst]
        else {
            continue;
        };
        let Class::Addr(actual) = classes[arg] else {
            continue;
        };
        func.dfg.insts[inst] = InstData::UnaryImm {
            opcode: Opcode::Iconst,
            imm: canonical_imm(i64::from(actual.is_within(space)), 1),
        };
        stats.space_tests += 1;
    }
}

/// The space a generic access to `addr` may be rewritten to, if any.
fn access_space(classes: &SecondaryMap<Value, Class>, addr: Value, op: Opcode) -> Option<Space> {
    let Class::Addr(space) = classes[addr] else {
        return None;
    };
    let is_atomic = matches!(op, Opcode::AtomicRmw | Opcode::AtomicCas);
    let is_load = matches!(op, Opcode::Load | Opcode::LoadV2 | Opcode::LoadV4);
    let is_store = matches!(op, Opcode::Store | Opcode::StoreV2 | Opcode::StoreV4);
    let allowed = (is_load
        && matches!(
            space,
            Space::Global | Space::Shared | Space::Local | Space::Const | Space::Param
        ))
        || (is_store && matches!(space, Space::Global | Space::Shared | Space::Local))
        || (is_atomic && matches!(space, Space::Global | Space::Shared));
    allowed.then_some(space)
}

/// The address operand of `inst` (always its first), if it is a generic
/// memory access.
fn generic_address(data: &InstData) -> Option<Value> {
    let (InstData::Load {
        space: Space::Generic,
        arg: addr,
        ..
    }
    | InstData::LoadVec {
        space: Space::Generic,
        arg: addr,
        ..
    }
    | InstData::Store {
        space: Space::Generic,
        args: [addr, _],
        ..
    }
    | InstData::StoreV2 {
        space: Space::Generic,
        args: [addr, ..],
        ..
    }
    | InstData::StoreV4 {
        space: Space::Generic,
        args: [addr, ..],
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
        let Some(s) = data.space_mut() else {
            continue;
        };
        *s = space;
        data.arguments_mut(&mut func.dfg.value_lists)[0] = new_addr;
        func.dfg.insts[inst] = data;
        match space {
            Space::Global => stats.global += 1,
            Space::Shared => stats.shared += 1,
            Space::Local => stats.local += 1,
            Space::Param => stats.param += 1,
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
