//! Shrink-wrapped frame setup: the block whose start executes
//! `mov.u64 %SPL, __local_depotN` (and `cvta.local.u64 %SP, %SPL`).
//!
//! ```text
//!   blocks using the frame ──nearest common dominator──> B
//!     ──while B lies on a cycle: B = idom(B)──> setup block
//! ```
//!
//! The setup block dominates every use, so `%SPL` is set on every path to
//! one; it is outside every loop, so it runs once; and a function whose
//! frame is used only on one path pays nothing on the others. Dominators
//! are Cooper, Harvey and Kennedy's iteration over the reverse post-order of
//! the allocated code's CFG (the VCode's, since allocation adds no blocks).

use super::FrameLayout;
use crate::vcode::regalloc::Allocated;
use crate::vcode::{Addr, MInst, VCode};

const UNDEF: u32 = u32::MAX;

/// The block to set up the frame in (`None` when no instruction uses a
/// placed frame object), and whether any instruction needs `%SP`.
pub fn setup_block(vcode: &VCode, alloc: &Allocated, frame: &FrameLayout) -> (Option<u32>, bool) {
    let mut users: Vec<u32> = Vec::new();
    let mut uses_sp = false;
    for (b, r) in alloc.blocks.iter().enumerate() {
        let mut is_user = false;
        for inst in &alloc.insts[r.start as usize..r.end as usize] {
            is_user |= uses_frame(inst, frame);
            uses_sp |= matches!(inst, MInst::FrameAddr { generic: true, frame: f, .. } if frame.is_placed(*f));
        }
        if is_user {
            users.push(b as u32);
        }
    }
    (setup_block_of(vcode, alloc, &users), uses_sp)
}

/// The nearest common dominator of `users`, moved off cycles.
fn setup_block_of(vcode: &VCode, alloc: &Allocated, users: &[u32]) -> Option<u32> {
    if users.is_empty() {
        return None;
    }
    let succs = |b: u32| -> &[regalloc2::Block] {
        vcode
            .blocks
            .get(b as usize)
            .map_or(&[], |d| d.succs.as_slice())
    };
    let n = alloc.blocks.len();
    // Reverse post-order from the entry.
    let mut post = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack = vec![(0u32, 0usize)];
    seen[0] = true;
    while let Some((b, i)) = stack.pop() {
        if let Some(s) = succs(b).get(i).map(|s| s.index() as u32) {
            stack.push((b, i + 1));
            if !seen[s as usize] {
                seen[s as usize] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    let mut rpo_number = vec![UNDEF; n];
    for (k, &b) in post.iter().rev().enumerate() {
        rpo_number[b as usize] = k as u32;
    }
    let mut idom = vec![UNDEF; n];
    idom[0] = 0;
    let intersect = |idom: &[u32], mut a: u32, mut b: u32| {
        while a != b {
            while rpo_number[a as usize] > rpo_number[b as usize] {
                a = idom[a as usize];
            }
            while rpo_number[b as usize] > rpo_number[a as usize] {
                b = idom[b as usize];
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().rev().skip(1) {
            let preds = &vcode.blocks[b as usize].preds;
            let mut new = UNDEF;
            for p in preds.iter().map(|p| p.index() as u32) {
                if idom[p as usize] == UNDEF {
                    continue;
                }
                new = if new == UNDEF {
                    p
                } else {
                    intersect(&idom, p, new)
                };
            }
            if new != UNDEF && idom[b as usize] != new {
                idom[b as usize] = new;
                changed = true;
            }
        }
    }
    let mut reachable_users = users.iter().filter(|&&u| idom[u as usize] != UNDEF);
    // Only unreachable blocks use the frame: set it up at the entry.
    let Some(&first) = reachable_users.next() else {
        return Some(0);
    };
    let block = reachable_users.fold(first, |b, &u| intersect(&idom, b, u));
    let mut block = block;
    while block != 0 && is_on_cycle(block, &succs, n) {
        block = idom[block as usize];
    }
    Some(block)
}

/// Does some path lead from `block` back to itself?
fn is_on_cycle<'a>(block: u32, succs: &impl Fn(u32) -> &'a [regalloc2::Block], n: usize) -> bool {
    let mut seen = vec![false; n];
    let mut stack: Vec<u32> = succs(block).iter().map(|s| s.index() as u32).collect();
    while let Some(b) = stack.pop() {
        if b == block {
            return true;
        }
        if !std::mem::replace(&mut seen[b as usize], true) {
            stack.extend(succs(b).iter().map(|s| s.index() as u32));
        }
    }
    false
}

/// Does `inst` refer to `%SPL` or `%SP` (a placed frame object)?
pub fn uses_frame(inst: &MInst, frame: &FrameLayout) -> bool {
    let placed = |a: &Addr| matches!(a, Addr::Frame(f, _) if frame.is_placed(*f));
    match inst {
        MInst::FrameAddr { frame: f, .. } => frame.is_placed(*f),
        MInst::SpillPred { .. } | MInst::ReloadPred { .. } => true,
        MInst::Ld { addr, .. }
        | MInst::St { addr, .. }
        | MInst::LdVec { addr, .. }
        | MInst::StVec { addr, .. }
        | MInst::Atom { addr, .. }
        | MInst::AtomCas { addr, .. } => placed(addr),
        _ => false,
    }
}
