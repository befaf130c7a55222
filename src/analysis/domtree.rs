//! Dominator tree (Cooper, Harvey and Kennedy's iterative algorithm over the
//! reverse post-order), with O(1) dominance queries.
//!
//! ```text
//!   CFG ──DFS from entry──> RPO ──iterate idom to a fixpoint──> idom[block]
//!       ──DFS of the tree──> (pre, post) numbers: a dom b ⇔ pre[a] ≤ pre[b] ∧ post[b] ≤ post[a]
//! ```
//!
//! Also records the DFS's *retreating* edges (to a block still on the DFS
//! stack); the loop analysis uses them to spot irreducible control flow.
//! Unreachable blocks have no idom and dominate nothing, and nothing
//! dominates them.

use super::cfg::ControlFlowGraph;
use crate::ir::{Block, Function, Inst};
use cranelift_entity::{EntityRef, SecondaryMap};

const UNDEF: u32 = u32::MAX;

/// The dominator tree of a function.
#[derive(Clone, Debug, Default)]
pub struct DominatorTree {
    rpo: Vec<Block>,
    /// Index in `rpo`, or `UNDEF` when unreachable.
    rpo_number: SecondaryMap<Block, u32>,
    idom: SecondaryMap<Block, Option<Block>>,
    /// Children of block `b` in the tree: `children[child_start[b]..child_start[b + 1]]`.
    child_start: Vec<u32>,
    children: Vec<Block>,
    pre: SecondaryMap<Block, u32>,
    post: SecondaryMap<Block, u32>,
    retreating: Vec<(Block, Block)>,
}

impl DominatorTree {
    /// Computes the tree for `func` rooted at its entry block.
    pub fn new(func: &Function, cfg: &ControlFlowGraph) -> Self {
        let n = func.dfg.num_blocks();
        let mut dt = DominatorTree {
            rpo_number: SecondaryMap::with_default(UNDEF),
            ..Default::default()
        };
        dt.rpo_number.resize(n);
        dt.idom.resize(n);
        dt.pre.resize(n);
        dt.post.resize(n);
        let Some(entry) = func.layout.entry_block() else {
            return dt;
        };
        dt.compute_rpo(entry, cfg, n);
        dt.compute_idoms(cfg);
        dt.number_tree(entry, n);
        dt
    }

    fn compute_rpo(&mut self, entry: Block, cfg: &ControlFlowGraph, n: usize) {
        // 0 = unvisited, 1 = on stack, 2 = done.
        let mut state: SecondaryMap<Block, u8> = SecondaryMap::with_capacity(n);
        let mut postorder = Vec::with_capacity(n);
        let mut stack = vec![(entry, 0usize)];
        state[entry] = 1;
        while let Some(&mut (block, ref mut next)) = stack.last_mut() {
            let succs = cfg.succs(block);
            if *next < succs.len() {
                let succ = succs[*next];
                *next += 1;
                match state[succ] {
                    0 => {
                        state[succ] = 1;
                        stack.push((succ, 0));
                    }
                    1 => self.retreating.push((block, succ)),
                    _ => {}
                }
            } else {
                state[block] = 2;
                postorder.push(block);
                stack.pop();
            }
        }
        postorder.reverse();
        for (i, &b) in postorder.iter().enumerate() {
            self.rpo_number[b] = i as u32;
        }
        self.rpo = postorder;
    }

    fn compute_idoms(&mut self, cfg: &ControlFlowGraph) {
        let entry = self.rpo[0];
        self.idom[entry] = Some(entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in &self.rpo[1..] {
                let mut new_idom: Option<Block> = None;
                for &p in cfg.preds(b) {
                    if self.idom[p].is_none() {
                        continue; // unreachable or not yet processed
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => self.intersect(cur, p),
                    });
                }
                if new_idom.is_some() && self.idom[b] != new_idom {
                    self.idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        self.idom[entry] = None;
    }

    fn intersect(&self, mut a: Block, mut b: Block) -> Block {
        let entry = self.rpo[0];
        while a != b {
            while self.rpo_number[a] > self.rpo_number[b] {
                a = if a == entry {
                    return entry;
                } else {
                    self.idom[a].unwrap_or(entry)
                };
            }
            while self.rpo_number[b] > self.rpo_number[a] {
                b = if b == entry {
                    return entry;
                } else {
                    self.idom[b].unwrap_or(entry)
                };
            }
        }
        a
    }

    fn number_tree(&mut self, entry: Block, n: usize) {
        // Children grouped by parent, in reverse post-order.
        let mut start = vec![0u32; n + 1];
        for &b in &self.rpo[1..] {
            if let Some(d) = self.idom[b] {
                start[d.index() + 1] += 1;
            }
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        self.children = vec![entry; start[n] as usize];
        for &b in &self.rpo[1..] {
            if let Some(d) = self.idom[b] {
                self.children[fill[d.index()] as usize] = b;
                fill[d.index()] += 1;
            }
        }
        self.child_start = start;
        let mut counter = 0;
        let mut stack = vec![(entry, 0usize)];
        self.pre[entry] = counter;
        while let Some(&mut (block, ref mut next)) = stack.last_mut() {
            if let Some(&child) = self.children(block).get(*next) {
                *next += 1;
                counter += 1;
                self.pre[child] = counter;
                stack.push((child, 0));
            } else {
                counter += 1;
                self.post[block] = counter;
                stack.pop();
            }
        }
    }

    /// Reachable blocks in reverse post-order (entry first).
    pub fn rpo(&self) -> &[Block] {
        &self.rpo
    }

    /// Position of `block` in [`rpo`](Self::rpo), if reachable.
    pub fn rpo_number(&self, block: Block) -> Option<u32> {
        let n = self.rpo_number[block];
        (n != UNDEF).then_some(n)
    }

    /// Is `block` reachable from the entry block?
    pub fn is_reachable(&self, block: Block) -> bool {
        self.rpo_number[block] != UNDEF
    }

    /// The immediate dominator (`None` for the entry and unreachable blocks).
    pub fn idom(&self, block: Block) -> Option<Block> {
        self.idom[block]
    }

    /// Blocks immediately dominated by `block`.
    pub fn children(&self, block: Block) -> &[Block] {
        let i = block.index();
        match (self.child_start.get(i), self.child_start.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.children[a as usize..b as usize],
            _ => &[],
        }
    }

    /// Does `a` dominate `b` (reflexive)? False if either is unreachable.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        self.is_reachable(a)
            && self.is_reachable(b)
            && self.pre[a] <= self.pre[b]
            && self.post[b] <= self.post[a]
    }

    /// Edges `(from, to)` that the DFS found going to a block on its stack:
    /// back edges of loops, plus any edge entering an irreducible cycle.
    pub fn retreating_edges(&self) -> &[(Block, Block)] {
        &self.retreating
    }

    /// Does instruction `a` dominate instruction `b` (reflexive)? Both must be
    /// in the layout.
    pub fn inst_dominates(&self, func: &Function, a: Inst, b: Inst) -> bool {
        let (Some(ba), Some(bb)) = (func.layout.inst_block(a), func.layout.inst_block(b)) else {
            return false;
        };
        if ba != bb {
            return self.dominates(ba, bb);
        }
        let insts = func.layout.block_insts(ba);
        let pos = |i| insts.iter().position(|&x| x == i);
        pos(a) <= pos(b)
    }
}
