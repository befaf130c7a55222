//! Control-flow graph: predecessors and successors of every block.
//!
//! Built from the branch instructions in the layout. Successor lists are in
//! the order branches name them (`brif` then-block first) without
//! duplicates; predecessor lists are in layout order without duplicates.
//! Blocks outside the layout have no edges.

use crate::ir::{Block, Function};
use cranelift_entity::EntityRef;

/// Predecessors and successors of each block, stored flat: the edges of
/// block `b` are `edges[start[b]..start[b + 1]]` (one allocation per list
/// kind, not one per block).
#[derive(Clone, Debug, Default)]
pub struct ControlFlowGraph {
    preds: Adjacency,
    succs: Adjacency,
}

/// Edge lists of every block, indexed by block number.
#[derive(Clone, Debug, Default)]
struct Adjacency {
    start: Vec<u32>,
    edges: Vec<Block>,
}

impl Adjacency {
    /// The lists of `n` blocks from `(from, to)` pairs grouped by `from`
    /// in the order given.
    fn new(n: usize, pairs: impl Iterator<Item = (Block, Block)> + Clone) -> Adjacency {
        let mut start = vec![0u32; n + 1];
        for (from, _) in pairs.clone() {
            start[from.index() + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut edges = vec![Block::from_u32(0); start[n] as usize];
        for (from, to) in pairs {
            let slot = &mut fill[from.index()];
            edges[*slot as usize] = to;
            *slot += 1;
        }
        Adjacency { start, edges }
    }

    fn get(&self, block: Block) -> &[Block] {
        let i = block.index();
        match (self.start.get(i), self.start.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.edges[a as usize..b as usize],
            _ => &[],
        }
    }
}

impl ControlFlowGraph {
    /// Computes the CFG of `func`. Branches that name blocks outside the
    /// layout are ignored (the verifier reports them).
    pub fn new(func: &Function) -> Self {
        // Edges in layout order of their source, each once.
        let mut edges: Vec<(Block, Block)> = Vec::new();
        for &block in func.layout.blocks() {
            let first = edges.len();
            for &inst in func.layout.block_insts(block) {
                let Some(data) = func.dfg.insts.get(inst) else {
                    continue;
                };
                for call in data.branch_destinations(&func.dfg.jump_tables) {
                    let succ = call.block;
                    if !func.dfg.block_is_valid(succ) || !func.layout.is_block_inserted(succ) {
                        continue;
                    }
                    if !edges[first..].iter().any(|&(_, s)| s == succ) {
                        edges.push((block, succ));
                    }
                }
            }
        }
        let n = func.dfg.num_blocks();
        ControlFlowGraph {
            succs: Adjacency::new(n, edges.iter().copied()),
            preds: Adjacency::new(n, edges.iter().map(|&(from, to)| (to, from))),
        }
    }

    /// Blocks that branch to `block`, in layout order.
    pub fn preds(&self, block: Block) -> &[Block] {
        self.preds.get(block)
    }

    /// Blocks `block` branches to.
    pub fn succs(&self, block: Block) -> &[Block] {
        self.succs.get(block)
    }
}
