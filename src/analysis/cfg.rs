//! Control-flow graph: predecessors and successors of every block.
//!
//! Built from the branch instructions in the layout. Successor lists are in
//! the order branches name them (`brif` then-block first) without
//! duplicates; predecessor lists are in layout order without duplicates.
//! Blocks outside the layout have no edges.

use crate::ir::{Block, Function};
use cranelift_entity::SecondaryMap;

/// Predecessors and successors of each block.
#[derive(Clone, Debug, Default)]
pub struct ControlFlowGraph {
    preds: SecondaryMap<Block, Vec<Block>>,
    succs: SecondaryMap<Block, Vec<Block>>,
}

impl ControlFlowGraph {
    /// Computes the CFG of `func`. Branches that name blocks outside the
    /// layout are ignored (the verifier reports them).
    pub fn new(func: &Function) -> Self {
        let mut cfg = ControlFlowGraph::default();
        for &block in func.layout.blocks() {
            for &inst in func.layout.block_insts(block) {
                let Some(data) = func.dfg.insts.get(inst) else {
                    continue;
                };
                for call in data.branch_destinations(&func.dfg.jump_tables) {
                    let succ = call.block;
                    if !func.dfg.block_is_valid(succ) || !func.layout.is_block_inserted(succ) {
                        continue;
                    }
                    if !cfg.succs[block].contains(&succ) {
                        cfg.succs[block].push(succ);
                        cfg.preds[succ].push(block);
                    }
                }
            }
        }
        cfg
    }

    /// Blocks that branch to `block`.
    pub fn preds(&self, block: Block) -> &[Block] {
        &self.preds[block]
    }

    /// Blocks `block` branches to.
    pub fn succs(&self, block: Block) -> &[Block] {
        &self.succs[block]
    }
}
