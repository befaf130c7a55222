//! Dead-code elimination after address optimisation: pure integer
//! arithmetic, address and special-register reads, and block parameters
//! nothing live reads.
//!
//! ```text
//!   live roots: operands of every instruction that is not removable
//!               arithmetic (memory, control, calls, ...), entry parameters
//!   live(v) ──v is a removable instruction's result──> its operands live
//!           ──v is parameter k of a block──> argument k of every branch
//!                                            to that block live
//!   remove: arithmetic with a dead result; dead parameters (not of the
//!           entry block or of a jump table's targets) and the arguments
//!           branches pass them
//! ```
//!
//! Parameters are followed through branch arguments, so a cycle of dead
//! values (an induction variable only its own increment reads) dies whole.

use crate::analysis::ControlFlowGraph;
use crate::ir::{Block, Function, Inst, InstData, Opcode, Value, ValueDef};
use cranelift_entity::SecondaryMap;

/// May `data` be deleted when nothing live reads its results? Only pure
/// instructions (the effects oracle, `Opcode::is_pure`), and of those the
/// kinds the address optimiser and the loop unroller leave behind: address
/// arithmetic, address and special-register reads, and folded exit tests.
/// (Other unused pure instructions cost nothing: lowering skips them.)
pub(super) fn is_removable(data: &InstData) -> bool {
    let op = data.opcode();
    op.is_pure()
        && matches!(
            op,
            Opcode::Iconst
                | Opcode::Iadd
                | Opcode::Imul
                | Opcode::Ishl
                | Opcode::IaddImm
                | Opcode::ImulImm
                | Opcode::IshlImm
                | Opcode::Uextend
                | Opcode::Sextend
                | Opcode::Icmp
                | Opcode::IcmpImm
                | Opcode::SharedAddr
                | Opcode::ConstAddr
                | Opcode::StackAddr
                | Opcode::Sreg
        )
}

/// The branches into `block`: its predecessors' terminators.
fn branches_to<'f>(
    func: &'f Function,
    cfg: &'f ControlFlowGraph,
    block: Block,
) -> impl Iterator<Item = Inst> + 'f {
    cfg.preds(block)
        .iter()
        .filter_map(|&p| func.layout.last_inst(p))
}

/// The buffers of [`eliminate_dead_code_with`], kept between calls.
#[derive(Default)]
pub struct DceBuffers {
    live: SecondaryMap<Value, bool>,
    work: Vec<Value>,
    blocks: Vec<Block>,
    branches: Vec<Inst>,
    params: Vec<Value>,
}

/// Removes dead arithmetic and dead block parameters; returns how many
/// instructions and parameters went.
pub fn eliminate_dead_code(func: &mut Function, cfg: &ControlFlowGraph) -> u32 {
    eliminate_dead_code_with(func, cfg, &mut DceBuffers::default())
}

/// [`eliminate_dead_code`] with buffers kept by the caller.
pub fn eliminate_dead_code_with(
    func: &mut Function,
    cfg: &ControlFlowGraph,
    bufs: &mut DceBuffers,
) -> u32 {
    eliminate_dead_code_of(func, cfg, bufs, is_removable)
}

/// [`eliminate_dead_code_with`], removing the dead instructions for which
/// `is_removable` holds (it must hold only for pure instructions).
pub(super) fn eliminate_dead_code_of(
    func: &mut Function,
    cfg: &ControlFlowGraph,
    bufs: &mut DceBuffers,
    is_removable: fn(&InstData) -> bool,
) -> u32 {
    let DceBuffers {
        live,
        work,
        blocks,
        branches,
        params,
    } = bufs;
    let entry = func.layout.entry_block();
    live.clear();
    work.clear();
    for &block in func.layout.blocks() {
        for &inst in func.layout.block_insts(block) {
            if !is_removable(&func.dfg.insts[inst]) {
                work.extend_from_slice(func.dfg.inst_args(inst));
            }
        }
    }
    if let Some(entry) = entry {
        work.extend_from_slice(func.dfg.block_params(entry));
    }
    while let Some(v) = work.pop() {
        if live[v] {
            continue;
        }
        live[v] = true;
        match func.dfg.value_def(v) {
            ValueDef::Result(inst, _) => {
                if is_removable(&func.dfg.insts[inst]) {
                    work.extend_from_slice(func.dfg.inst_args(inst));
                }
            }
            ValueDef::Param(block, k) => {
                for inst in branches_to(func, cfg, block) {
                    for call in func.dfg.branch_destinations(inst) {
                        if call.block == block {
                            if let Some(&a) = func.dfg.block_call_args(call).get(usize::from(k)) {
                                work.push(a);
                            }
                        }
                    }
                }
            }
        }
    }
    let mut removed = 0;
    blocks.clear();
    blocks.extend_from_slice(func.layout.blocks());
    let Function { layout, dfg, .. } = &mut *func;
    for &block in blocks.iter() {
        layout.remove_insts_if(block, |inst| {
            let is_dead =
                is_removable(&dfg.insts[inst]) && dfg.inst_results(inst).iter().all(|&r| !live[r]);
            removed += u32::from(is_dead);
            is_dead
        });
    }
    for &block in blocks.iter() {
        if Some(block) == entry || func.dfg.block_params(block).iter().all(|&p| live[p]) {
            continue;
        }
        // A jump table may be shared between branches: its targets keep
        // their parameters.
        branches.clear();
        branches.extend(branches_to(func, cfg, block));
        if branches
            .iter()
            .any(|&b| matches!(func.dfg.insts[b], InstData::BrTable { .. }))
        {
            continue;
        }
        params.clear();
        params.extend_from_slice(func.dfg.block_params(block));
        for (k, &p) in params.iter().enumerate().rev() {
            if live[p] {
                continue;
            }
            func.dfg.remove_block_param(block, k);
            for &inst in branches.iter() {
                func.dfg.remove_branch_arg(inst, block, k);
            }
            removed += 1;
        }
    }
    removed
}
