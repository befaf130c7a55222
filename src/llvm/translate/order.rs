//! The order in which a function's blocks are translated: each block after
//! its immediate dominator, so that every value is translated before its
//! uses (LLVM asks only that a definition dominate its uses; the text may
//! name a value above its definition).
//!
//! ```text
//!   successors ──DFS──> postorder ──Cooper–Harvey–Kennedy──> idom
//!     ──> the dominator tree walked by a min-heap of layout positions:
//!         next = the earliest block whose dominator is done
//!     ──> then the unreachable blocks, in layout order
//! ```
//!
//! Where LLVM's layout already puts every block after its dominator (what
//! clang and `opt` usually print), the result is the layout itself.
//! Unreachable blocks have no dominator; they come last, each seeing every
//! reachable value and those of the unreachable blocks before it.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Not yet numbered / no dominator.
const NONE: usize = usize::MAX;

/// The translation order of blocks `0..succs.len()` (block 0 is the entry;
/// `succs[b]`: the blocks `b` branches to).
pub(super) fn translation_order(succs: &[Vec<usize>]) -> Vec<usize> {
    let n = succs.len();
    if n == 0 {
        return Vec::new();
    }
    // Postorder numbers by an iterative depth-first search from the entry.
    let mut postorder = Vec::with_capacity(n);
    let mut number = vec![NONE; n];
    let mut visited = vec![false; n];
    let mut stack = vec![(0, 0)];
    visited[0] = true;
    while let Some((b, next)) = stack.last_mut() {
        if let Some(&s) = succs[*b].get(*next) {
            *next += 1;
            if !visited[s] {
                visited[s] = true;
                stack.push((s, 0));
            }
        } else {
            number[*b] = postorder.len();
            postorder.push(*b);
            stack.pop();
        }
    }
    let mut preds = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(b);
        }
    }
    // Immediate dominators (Cooper, Harvey, Kennedy: "A Simple, Fast
    // Dominance Algorithm"), over reverse postorder to a fixpoint.
    let mut idom = vec![NONE; n];
    idom[0] = 0;
    let intersect = |idom: &[usize], mut a: usize, mut b: usize| {
        while a != b {
            while number[a] < number[b] {
                a = idom[a];
            }
            while number[b] < number[a] {
                b = idom[b];
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in postorder.iter().rev().skip(1) {
            let mut new = NONE;
            for &p in &preds[b] {
                if idom[p] != NONE {
                    new = if new == NONE {
                        p
                    } else {
                        intersect(&idom, p, new)
                    };
                }
            }
            if idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    let mut children = vec![Vec::new(); n];
    for b in 1..n {
        if idom[b] != NONE {
            children[idom[b]].push(b);
        }
    }
    let mut order = Vec::with_capacity(n);
    let mut ready = BinaryHeap::from([Reverse(0)]);
    while let Some(Reverse(b)) = ready.pop() {
        order.push(b);
        ready.extend(children[b].iter().map(|&c| Reverse(c)));
    }
    order.extend((0..n).filter(|&b| !visited[b]));
    order
}

#[cfg(test)]
mod tests {
    use super::translation_order;

    #[test]
    fn a_layout_with_dominators_first_is_kept() {
        // 0 -> 1 -> {2, 3} -> 4, 4 -> 1 (a loop); 5 unreachable.
        let succs = vec![vec![1], vec![2, 3], vec![4], vec![4], vec![1], vec![4]];
        assert_eq!(translation_order(&succs), [0, 1, 2, 3, 4, 5]);
    }

    #[test]
    fn a_block_laid_out_before_its_dominator_follows_it() {
        // 0 -> 2 -> 1 -> 3: block 1 uses what 2 defines, so 2 goes first;
        // 4 is dominated by 0 only and keeps its place among the ready.
        let succs = vec![vec![2, 4], vec![3], vec![1], vec![], vec![]];
        assert_eq!(translation_order(&succs), [0, 2, 1, 3, 4]);
    }

    #[test]
    fn unreachable_blocks_come_last_in_layout_order() {
        let succs = vec![vec![2], vec![0], vec![], vec![1]];
        assert_eq!(translation_order(&succs), [0, 2, 1, 3]);
    }
}
