//! The order VCode blocks are laid out in, and the edge blocks that split
//! critical edges.
//!
//! ```text
//!   IR blocks in reverse post-order (unreachable ones dropped), each
//!   followed by the edge blocks of its outgoing edges:
//!     block0, block1, edge(block1 -> block3, then), block2, block3, ...
//! ```
//!
//! An edge of a `brif`/`br_table` gets its own edge block when it carries
//! block arguments or is critical (its target has several predecessors).
//! Edge blocks hold a single `jump` with the branch's arguments, so after
//! lowering only `Jump` terminators pass arguments and no critical edge
//! remains — both as regalloc2 requires.

use crate::analysis::{ControlFlowGraph, DominatorTree};
use crate::ir::{Block, Function, Inst};
use crate::vcode::VBlock;
use cranelift_entity::SecondaryMap;

/// What a VCode block stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LoweredBlock {
    /// An IR block.
    Orig(Block),
    /// The edge from `branch` (in its block) through destination `succ`
    /// (its index in the branch's destination list) to `target`.
    Edge {
        /// The branch instruction.
        branch: Inst,
        /// Index of the destination in the branch's list.
        succ: usize,
        /// The IR block the edge leads to.
        target: Block,
    },
}

/// Lowering order of one function.
#[derive(Clone, Debug, Default)]
pub struct BlockOrder {
    /// VCode blocks in layout order.
    pub blocks: Vec<LoweredBlock>,
    /// VCode block of each reachable IR block.
    orig: SecondaryMap<Block, Option<VBlock>>,
    /// For each IR block, the VCode block each destination of its
    /// terminator goes to (an edge block or the target itself).
    succs: SecondaryMap<Block, Vec<VBlock>>,
}

impl BlockOrder {
    /// Computes the order for `func`.
    pub fn new(func: &Function, cfg: &ControlFlowGraph, domtree: &DominatorTree) -> Self {
        let mut order = BlockOrder::default();
        // First pass: number IR blocks and edge blocks.
        let mut pending: Vec<(Block, Vec<Option<usize>>)> = Vec::new();
        for &block in domtree.rpo() {
            order.orig[block] = Some(VBlock(order.blocks.len() as u32));
            order.blocks.push(LoweredBlock::Orig(block));
            let Some(term) = func.layout.last_inst(block) else {
                continue;
            };
            let dests = func.dfg.branch_destinations(term);
            // A `br_table` is a multi-way branch even with only its default.
            let multi =
                dests.len() > 1 || func.dfg.insts[term].opcode() == crate::ir::Opcode::BrTable;
            let mut slots = Vec::with_capacity(dests.len());
            for (succ, call) in dests.iter().enumerate() {
                let has_args = !func.dfg.block_call_args(call).is_empty();
                let critical = multi && cfg.preds(call.block).len() > 1;
                if multi && (has_args || critical) {
                    slots.push(Some(order.blocks.len()));
                    order.blocks.push(LoweredBlock::Edge {
                        branch: term,
                        succ,
                        target: call.block,
                    });
                } else {
                    slots.push(None);
                }
            }
            pending.push((block, slots));
        }
        // Second pass: resolve destinations now that every block has a number.
        for (block, slots) in pending {
            let Some(term) = func.layout.last_inst(block) else {
                continue;
            };
            let dests = func.dfg.branch_destinations(term);
            let resolved = dests
                .iter()
                .zip(slots)
                .map(|(call, slot)| match slot {
                    Some(edge) => VBlock(edge as u32),
                    None => order.orig[call.block].unwrap_or(VBlock(0)),
                })
                .collect();
            order.succs[block] = resolved;
        }
        order
    }

    /// The VCode block of IR block `block`, if reachable.
    pub fn vblock_of(&self, block: Block) -> Option<VBlock> {
        self.orig[block]
    }

    /// Where each destination of `block`'s terminator goes in VCode.
    pub fn succs_of(&self, block: Block) -> &[VBlock] {
        &self.succs[block]
    }
}
