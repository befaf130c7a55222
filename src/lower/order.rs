//! The two orders of a function's VCode blocks, and the edge blocks that
//! split critical edges.
//!
//! ```text
//!   lowering / allocation order (VCode block numbers): IR blocks in
//!   reverse post-order (unreachable ones dropped), each followed by the
//!   edge blocks of its outgoing edges:
//!     block0, block1, edge(block1 -> block3, then), block2, block3, ...
//!
//!   emission layout: IR blocks loop-nested, each followed by its edge
//!   blocks (the one into the next laid-out block last, so it falls
//!   through):
//!     entry, guard, [ header, body, [ inner header, inner body ], latch ],
//!     exit, ...          (each [ ] a loop: contiguous, entered at its header)
//! ```
//!
//! The layout is a reverse post-order of each loop's blocks with its inner
//! loops collapsed to one node (Turbofan's "special RPO"): a loop's blocks
//! are contiguous, its header first and inner loops nested inside, and its
//! exits come after it, so a header's test falls through into the body and
//! only the exit is a branch (as LLVM's MachineBlockPlacement lays loops
//! out, which lets ptxas recognise and unroll them). Successors are visited
//! in the dominator tree's order, so code without loops keeps the plain
//! reverse post-order. Irreducible control flow keeps it too.
//!
//! Lowering and register allocation keep the reverse post-order: the
//! backward lowering walk needs uses before definitions, and regalloc2's
//! spill decisions (so budget-mode frames) depend on the block order, which
//! the layout must not change. Blocks always end in an explicit branch, so
//! the emitter may print them in any order.
//!
//! An edge of a `brif`/`br_table` gets its own edge block when it carries
//! block arguments or is critical (its target has several predecessors).
//! Edge blocks hold a single `jump` with the branch's arguments, so after
//! lowering only `Jump` terminators pass arguments and no critical edge
//! remains — both as regalloc2 requires. The allocated code may later move
//! an edge's copies up before the branch (`vcode::edges`).

use crate::analysis::{ControlFlowGraph, DominatorTree, Loop, LoopAnalysis};
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
    /// VCode blocks in lowering and allocation order: IR blocks in reverse
    /// post-order, each followed by its edge blocks.
    pub blocks: Vec<LoweredBlock>,
    /// VCode blocks in emission order (see the module documentation).
    pub layout: Vec<VBlock>,
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
        // The emission layout: IR blocks loop-nested, each followed by its
        // edge blocks, the one into the next laid-out block last.
        let ir_layout = loop_nested_order(cfg, domtree);
        for (k, &block) in ir_layout.iter().enumerate() {
            let Some(vb) = order.orig[block] else {
                continue;
            };
            order.layout.push(vb);
            let next = ir_layout.get(k + 1).copied();
            let first_edge = order.layout.len();
            for (index, lowered) in order.blocks.iter().enumerate().skip(vb.0 as usize + 1) {
                let LoweredBlock::Edge { target, .. } = *lowered else {
                    break;
                };
                let edge = VBlock(index as u32);
                if Some(target) == next {
                    order.layout.push(edge);
                } else {
                    order.layout.insert(first_edge, edge);
                }
            }
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

/// The IR blocks in layout order: a reverse post-order of the function in
/// which every loop is contiguous (see the module documentation); the plain
/// reverse post-order when control flow is irreducible.
fn loop_nested_order(cfg: &ControlFlowGraph, domtree: &DominatorTree) -> Vec<Block> {
    let loops = LoopAnalysis::new(cfg, domtree);
    let Some(&entry) = domtree.rpo().first() else {
        return Vec::new();
    };
    if loops.is_irreducible() {
        return domtree.rpo().to_vec();
    }
    let mut out = Vec::with_capacity(domtree.rpo().len());
    let mut seen = SecondaryMap::new();
    lay_out_region(cfg, &loops, None, entry, &mut seen, &mut out);
    out
}

/// The node standing for `block` in `region` (a loop, or the whole
/// function for `None`): `block` itself when its innermost loop is the
/// region, the header of the loop directly inside the region that holds
/// it, or `None` when `block` lies outside the region.
fn region_node(loops: &LoopAnalysis, region: Option<Loop>, block: Block) -> Option<Block> {
    let (mut node, mut lp) = (block, loops.innermost_loop(block));
    loop {
        if lp == region {
            return Some(node);
        }
        let data = loops.loop_data(lp?);
        (node, lp) = (data.header, data.parent);
    }
}

/// Appends the blocks of `region` (entered at `start`) to `out`: a reverse
/// post-order of the region's nodes along its forward edges (back edges to
/// its header and exits left out), each loop directly inside it expanded
/// in place by the same rule. `seen` marks the nodes visited so far (a
/// block is a node of one region only; a loop header, of the region around
/// its loop, where it stands for the loop, and of its own as its start).
fn lay_out_region(
    cfg: &ControlFlowGraph,
    loops: &LoopAnalysis,
    region: Option<Loop>,
    start: Block,
    seen: &mut SecondaryMap<Block, bool>,
    out: &mut Vec<Block>,
) {
    // The successors of a node: a block's own, or a nested loop's exits.
    let node_succs = |node: Block| -> Vec<Block> {
        let nested = loops.is_loop_header(node).filter(|&l| Some(l) != region);
        let raw: Vec<Block> = match nested {
            Some(l) => loops
                .loop_data(l)
                .blocks
                .iter()
                .flat_map(|&b| cfg.succs(b))
                .copied()
                .filter(|&s| !loops.is_in_loop(s, l))
                .collect(),
            None => cfg.succs(node).to_vec(),
        };
        let mut succs: Vec<Block> = Vec::with_capacity(raw.len());
        for s in raw {
            match region_node(loops, region, s) {
                Some(n) if n != start && n != node && !succs.contains(&n) => succs.push(n),
                _ => {}
            }
        }
        succs
    };
    // Iterative depth-first search; post-order, reversed at the end.
    let mut post: Vec<Block> = Vec::new();
    seen[start] = true;
    let mut stack: Vec<(Block, Vec<Block>, usize)> = vec![(start, node_succs(start), 0)];
    while let Some((node, succs, next)) = stack.last_mut() {
        if let Some(&s) = succs.get(*next) {
            *next += 1;
            if !seen[s] {
                seen[s] = true;
                stack.push((s, node_succs(s), 0));
            }
        } else {
            post.push(*node);
            stack.pop();
        }
    }
    for &node in post.iter().rev() {
        match loops.is_loop_header(node).filter(|&l| Some(l) != region) {
            Some(l) => lay_out_region(cfg, loops, Some(l), node, seen, out),
            None => out.push(node),
        }
    }
}
