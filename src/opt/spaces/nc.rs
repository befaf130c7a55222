//! Non-coherent global loads: a global load whose address reaches only
//! `noalias readonly` kernel parameters (through offsets, selects and
//! block parameters) is marked `nc` (`ld.global.nc`): nothing the kernel
//! does writes what it reads.
//!
//! Takes the function and the spaces pass's address classes; changes only
//! the `nc` flag of loads.

use super::{incoming_args, Class, SpacesStats};
use crate::ir::{AccessMode, Function, Inst, InstData, Opcode, Space, Value, ValueDef};
use cranelift_entity::SecondaryMap;

/// Makes every global load whose address reaches only `noalias readonly`
/// kernel parameters non-coherent (`ld.global.nc`), as LLVM's
/// NVPTXTagInvariantLoads does: the parameter's promise is that nothing
/// writes that memory while the kernel runs.
pub(super) fn mark_non_coherent(
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
        }
        | InstData::LoadVec {
            space: Space::Global,
            ref mut cache,
            arg,
            ..
        } = func.dfg.insts[inst]
        {
            if read_only[arg] && *cache == AccessMode::Coherent {
                *cache = AccessMode::NonCoherent;
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
