//! Natural-loop forest: loops, their nesting, depth and preheaders.
//!
//! A loop is identified by its header `h`: a block with a predecessor `p`
//! that `h` dominates (a back edge `p -> h`). The loop body is every block
//! that reaches a back-edge source without passing through `h`. Loops with
//! distinct headers are nested or disjoint; a loop's parent is the innermost
//! loop containing its header. Depth counts from 1 for an outermost loop;
//! blocks outside every loop have depth 0.
//!
//! A *preheader* is the unique predecessor of the header outside the loop,
//! when that block has the header as its only successor (the place to hoist
//! loop-invariant code). Cycles entered at more than one block (irreducible
//! control flow) form no natural loop; [`LoopAnalysis::is_irreducible`]
//! reports them.

use super::cfg::ControlFlowGraph;
use super::domtree::DominatorTree;
use crate::ir::Block;
use cranelift_entity::{entity_impl, PrimaryMap, SecondaryMap};

/// A natural loop.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loop(u32);
entity_impl!(Loop, "loop");

/// What is known about one loop.
#[derive(Clone, Debug)]
pub struct LoopData {
    /// The loop header: the block every back edge targets.
    pub header: Block,
    /// The innermost enclosing loop, if any.
    pub parent: Option<Loop>,
    /// 1 for an outermost loop.
    pub depth: u32,
    /// Blocks of the loop, inner loops' blocks included, in RPO order.
    pub blocks: Vec<Block>,
    /// The loop's preheader, if it has one (see the module documentation).
    pub preheader: Option<Block>,
}

/// The loop forest of one function.
#[derive(Clone, Debug, Default)]
pub struct LoopAnalysis {
    loops: PrimaryMap<Loop, LoopData>,
    /// Innermost loop containing each block.
    innermost: SecondaryMap<Block, Option<Loop>>,
    irreducible_edges: Vec<(Block, Block)>,
}

impl LoopAnalysis {
    /// Finds the natural loops of a function from its CFG and dominator tree.
    pub fn new(cfg: &ControlFlowGraph, domtree: &DominatorTree) -> Self {
        let mut la = LoopAnalysis::default();
        // Headers in RPO order: outer headers come before inner ones.
        for &(from, to) in domtree.retreating_edges() {
            if !domtree.dominates(to, from) {
                la.irreducible_edges.push((from, to));
            }
        }
        for &h in domtree.rpo() {
            let is_header = cfg
                .preds(h)
                .iter()
                .any(|&p| domtree.is_reachable(p) && domtree.dominates(h, p));
            if is_header {
                la.loops.push(LoopData {
                    header: h,
                    parent: None,
                    depth: 0,
                    blocks: Vec::new(),
                    preheader: None,
                });
            }
        }
        // Bodies, outer loops first, so inner loops overwrite `innermost`.
        let mut in_body: SecondaryMap<Block, u32> = SecondaryMap::with_default(u32::MAX);
        let loop_ids: Vec<Loop> = la.loops.keys().collect();
        for &lp in &loop_ids {
            let h = la.loops[lp].header;
            let mut body = vec![h];
            in_body[h] = lp.as_u32();
            let mut work: Vec<Block> = cfg
                .preds(h)
                .iter()
                .copied()
                .filter(|&p| domtree.is_reachable(p) && domtree.dominates(h, p))
                .collect();
            while let Some(b) = work.pop() {
                if in_body[b] == lp.as_u32() {
                    continue;
                }
                in_body[b] = lp.as_u32();
                body.push(b);
                work.extend(
                    cfg.preds(b)
                        .iter()
                        .copied()
                        .filter(|&p| domtree.is_reachable(p)),
                );
            }
            body.sort_by_key(|&b| domtree.rpo_number(b));
            // The parent is the innermost already-processed loop holding `h`.
            let parent = la.innermost[h];
            let depth = parent.map_or(1, |p| la.loops[p].depth + 1);
            for &b in &body {
                la.innermost[b] = Some(lp);
            }
            let outside: Vec<Block> = cfg
                .preds(h)
                .iter()
                .copied()
                .filter(|&p| in_body[p] != lp.as_u32())
                .collect();
            let preheader = match outside.as_slice() {
                [p] if cfg.succs(*p) == [h] => Some(*p),
                _ => None,
            };
            let data = &mut la.loops[lp];
            data.blocks = body;
            data.parent = parent;
            data.depth = depth;
            data.preheader = preheader;
        }
        la
    }

    /// All loops, outer before inner.
    pub fn loops(&self) -> impl Iterator<Item = (Loop, &LoopData)> {
        self.loops.iter()
    }

    /// Is `lp` a loop of this analysis?
    pub fn is_valid(&self, lp: Loop) -> bool {
        self.loops.is_valid(lp)
    }

    /// What is known about loop `lp`.
    pub fn loop_data(&self, lp: Loop) -> &LoopData {
        &self.loops[lp]
    }

    /// The innermost loop containing `block`.
    pub fn innermost_loop(&self, block: Block) -> Option<Loop> {
        self.innermost[block]
    }

    /// Loop depth of `block`: 0 outside loops.
    pub fn loop_depth(&self, block: Block) -> u32 {
        self.innermost[block].map_or(0, |l| self.loops[l].depth)
    }

    /// Is `block` a loop header?
    pub fn is_loop_header(&self, block: Block) -> Option<Loop> {
        self.innermost[block].filter(|&l| self.loops[l].header == block)
    }

    /// Is `block` inside `lp` (or a loop nested in it)?
    pub fn is_in_loop(&self, block: Block, lp: Loop) -> bool {
        let mut cur = self.innermost[block];
        while let Some(l) = cur {
            if l == lp {
                return true;
            }
            cur = self.loops[l].parent;
        }
        false
    }

    /// Does the function have a cycle with more than one entry?
    pub fn is_irreducible(&self) -> bool {
        !self.irreducible_edges.is_empty()
    }

    /// Retreating edges that are not back edges of natural loops.
    pub fn irreducible_edges(&self) -> &[(Block, Block)] {
        &self.irreducible_edges
    }
}
