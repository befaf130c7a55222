//! The verifier's check of loop hints: a block carrying one
//! (`block2 nounroll:`) is a loop header, the target of a back edge (a
//! branch from a block it dominates), and a count is at least 2.

use super::*;
use crate::ir::loop_hint::count_below_two;
use crate::ir::LoopHint;

impl Verifier<'_> {
    pub(super) fn check_loop_hints(&mut self, cfg: &ControlFlowGraph, domtree: &DominatorTree) {
        let f = self.func;
        for &b in f.layout.blocks() {
            let Some(hint) = f.dfg.loop_hint(b) else {
                continue;
            };
            if let LoopHint::Count(n @ (0 | 1)) = hint {
                self.report(AnyEntity::Block(b), count_below_two(n));
            }
            let is_header =
                domtree.is_reachable(b) && cfg.preds(b).iter().any(|&p| domtree.dominates(b, p));
            if !is_header {
                self.report(
                    AnyEntity::Block(b),
                    format!(
                        "{b} has the loop hint `{hint}` but is not a loop header: no branch from a \
                         block it dominates targets it; put the hint on the loop's first block or remove it"
                    ),
                );
            }
        }
    }
}
