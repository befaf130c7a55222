//! Pointer parameters of device functions that every call fills with an
//! address into one state space take that space's address: the callee
//! accesses the space directly (`ld.local`, `ld.global`), as it would if
//! the pointer had been declared in that space.
//!
//! ```text
//!   Module ──for each device function's `i64 generic` parameter: the join
//!            of the classes (spaces.rs) of the argument every call passes──>
//!     Addr(global)                  the parameter becomes `i64 global`
//!     Addr(S), S local/shared/const the parameter becomes `i64 S`; the
//!                                   callee reads `to_generic S p` where it
//!                                   read p; each call passes
//!                                   `from_generic S a` where it passed a
//!   ──again, until no parameter changes (an argument may itself be a
//!     parameter just specialised)──> Module (a copy; None if unchanged)
//! ```
//!
//! The per-function pass then treats `to_generic S p` as any address of
//! the space (its accesses read p itself) and `from_generic S a` as the
//! space address a was computed from, so neither conversion is left.
//!
//! Why it is sound: every device function of a module is internal (PTX
//! `.func` without `.visible`: no other module calls it) and called only
//! by name (the IR has no function pointers), so the calls in the module
//! are all its calls, and a class the per-function analysis proves for
//! an argument holds at every call. A function no call reaches keeps its
//! signature. A local address stays valid in a callee: every frame of a
//! thread lives in the same local window (as llc relies on for `byval`
//! arguments).

use super::{classify, Class};
use crate::ir::{
    FuncId, Function, FunctionKind, Inst, InstData, Module, Opcode, ParamKind, Space, Type, Value,
};
use hashbrown::HashMap;

/// One device-function parameter to specialise: the function, the
/// parameter's index and the space of every argument passed to it.
type Specialisation = (FuncId, usize, Space);

/// The module with the pointer parameters of its device functions
/// specialised to the space every call passes (see the module comment),
/// or `None` when no parameter changes.
pub fn specialize_pointer_params(module: &Module) -> Option<Module> {
    let mut out: Option<Module> = None;
    loop {
        let found = param_spaces(out.as_ref().unwrap_or(module));
        if found.is_empty() {
            return out;
        }
        let specialised = out.get_or_insert_with(|| module.clone());
        for (callee, index, space) in found {
            specialise(specialised, callee, index, space);
        }
    }
}

/// Is parameter `index` of `func` an `i64 generic` pointer (a candidate)?
fn is_generic_pointer(func: &Function, index: usize) -> bool {
    func.signature
        .params
        .get(index)
        .is_some_and(|p| p.kind == ParamKind::Pointer(Space::Generic) && p.ty == Type::I64)
}

/// The generic pointer parameters every call fills with addresses of one
/// space (which PTX lets a callee address: not param).
fn param_spaces(module: &Module) -> Vec<Specialisation> {
    let candidates: HashMap<&str, FuncId> = module
        .functions
        .iter()
        .filter(|(_, f)| {
            f.kind == FunctionKind::Device
                && (0..f.signature.params.len()).any(|i| is_generic_pointer(f, i))
        })
        .map(|(id, f)| (f.name.as_str(), id))
        .collect();
    if candidates.is_empty() {
        return Vec::new();
    }
    let mut joins: HashMap<(FuncId, usize), Class> = HashMap::new();
    for caller in module.functions.values() {
        if !caller
            .func_refs
            .values()
            .any(|r| candidates.contains_key(r.name.as_str()))
        {
            continue;
        }
        let classes = classify(caller);
        for inst in caller.layout.insts() {
            let InstData::Call { func, .. } = caller.dfg.insts[inst] else {
                continue;
            };
            let Some(&callee) = candidates.get(caller.func_refs[func].name.as_str()) else {
                continue;
            };
            let target = &module.functions[callee];
            for (index, &arg) in caller.dfg.inst_args(inst).iter().enumerate() {
                if is_generic_pointer(target, index) {
                    let join = joins.entry((callee, index)).or_default();
                    *join = join.join(classes[arg]);
                }
            }
        }
    }
    let mut found: Vec<Specialisation> = joins
        .into_iter()
        .filter_map(|((callee, index), class)| match class {
            Class::Addr(space @ (Space::Global | Space::Shared | Space::Local | Space::Const)) => {
                Some((callee, index, space))
            }
            _ => None,
        })
        .collect();
    // Deterministic order (the map's is not).
    found.sort_unstable_by_key(|&(callee, index, _)| (callee, index));
    found
}

/// Makes parameter `index` of `callee` an `i64 space` pointer: the callee
/// converts it back where it used it, every call converts its argument
/// (a global address is its own generic address: no conversion).
fn specialise(module: &mut Module, callee: FuncId, index: usize, space: Space) {
    let converts = space != Space::Global;
    let func = &mut module.functions[callee];
    func.signature.params[index].kind = ParamKind::Pointer(space);
    let name = func.name.clone();
    if converts {
        if let Some(entry) = func.layout.entry_block() {
            let param = func.dfg.block_params(entry)[index];
            let generic = insert_cvta(func, Opcode::ToGeneric, space, param, None);
            let users: Vec<_> = func.layout.insts().collect();
            for user in users {
                if func.dfg.first_result(user) != Some(generic) {
                    func.dfg
                        .map_uses(user, |v| if v == param { generic } else { v });
                }
            }
        }
    }
    for caller in module.functions.values_mut() {
        let refs: Vec<_> = caller
            .func_refs
            .iter_mut()
            .filter(|(_, r)| r.name == name)
            .map(|(fref, r)| {
                r.signature.params[index].kind = ParamKind::Pointer(space);
                fref
            })
            .collect();
        if refs.is_empty() || !converts {
            continue;
        }
        let calls: Vec<_> = caller
            .layout
            .insts()
            .filter(|&i| matches!(caller.dfg.insts[i], InstData::Call { func, .. } if refs.contains(&func)))
            .collect();
        for call in calls {
            let arg = caller.dfg.inst_args(call)[index];
            let converted = insert_cvta(caller, Opcode::FromGeneric, space, arg, Some(call));
            let mut data = caller.dfg.insts[call];
            data.arguments_mut(&mut caller.dfg.value_lists)[index] = converted;
            caller.dfg.insts[call] = data;
        }
    }
}

/// Inserts `opcode space arg` (an i64 result) before `before`, or first in
/// the entry block; returns its result.
fn insert_cvta(
    func: &mut Function,
    opcode: Opcode,
    space: Space,
    arg: Value,
    before: Option<Inst>,
) -> Value {
    let inst = func.dfg.make_inst(InstData::Cvta { opcode, space, arg });
    func.dfg.make_inst_results(inst, &[Type::I64]);
    match before {
        Some(before) => func.layout.insert_inst_before(inst, before),
        None => {
            if let Some(entry) = func.layout.entry_block() {
                func.layout.insert_inst_at(inst, entry, 0);
            }
        }
    }
    func.dfg.inst_results(inst)[0]
}
