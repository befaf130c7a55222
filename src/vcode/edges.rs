//! Edge copies moved up before their conditional branch, as LLVM's PHI
//! elimination places them: an edge block of a `CondBr` that holds only
//! register copies gives them to the branch's block when that changes
//! nothing on the other edge, and is left a bare jump, which the emitter
//! threads away.
//!
//! ```text
//!   B:  ...                           B:  ...
//!       @%p bra E_exit                    mov %r3, %r2      (on both edges)
//!   E_back: mov %r3, %r2       ──>        mov %r2, %r4      (dead on exit)
//!           mov %r2, %r4                  @!%p bra loop
//!           bra loop                  exit: ...
//!   E_exit: mov %r3, %r2
//!   exit:  ...
//! ```
//!
//! Takes [`Allocated`] code of either register mode (registers are PTX
//! registers by then, so one pass serves both) and changes no block and no
//! edge. Two steps per `CondBr` block `B` whose successors are edge blocks
//! (one predecessor, only `mov`s of registers or immediates and a `bra`):
//! 1. a copy both edge blocks make, which each could make first, is made
//!    once before the branch (it runs on both paths anyway);
//! 2. the remaining copies of one edge block that would need a `bra` of its
//!    own (its target is not laid out next) move before the branch when no
//!    register they write is live on entry to the other successor (nor the
//!    branch condition): the other path then never reads what they wrote.
//!
//! Liveness is a backward fixpoint over the allocated code's blocks;
//! the facts stay conservative after each move, since a moved copy only
//! reads values its block already held and writes registers dead on the
//! other path. Inline-assembly outputs do not count as kills (an output
//! may be left unwritten), which can only keep copies where they are.

use super::regalloc::Allocated;
use super::{CmpOp, MInst, PtxType, Reg, Role, Src};

/// A set of allocated registers, one bit each.
#[derive(Clone, PartialEq, Eq)]
struct RegSet(Vec<u64>);

impl RegSet {
    fn new(regs: usize) -> Self {
        RegSet(vec![0; regs.div_ceil(64)])
    }

    fn insert(&mut self, r: Reg) {
        if let Some(w) = self.0.get_mut(r.index() / 64) {
            *w |= 1 << (r.index() % 64);
        }
    }

    fn remove(&mut self, r: Reg) {
        if let Some(w) = self.0.get_mut(r.index() / 64) {
            *w &= !(1 << (r.index() % 64));
        }
    }

    fn contains(&self, r: Reg) -> bool {
        self.0
            .get(r.index() / 64)
            .is_some_and(|w| w & (1 << (r.index() % 64)) != 0)
    }
}

/// `live` before `inst`, given `live` after it.
fn step_back(inst: &MInst, live: &mut RegSet) {
    let kills = !matches!(inst, MInst::InlineAsm { .. });
    let mut uses = Vec::new();
    inst.clone().visit_regs(&mut |r, role| match role {
        Role::Use => uses.push(*r),
        Role::Def | Role::EarlyDef | Role::ReuseDef(_) if kills => live.remove(*r),
        _ => {}
    });
    for r in uses {
        live.insert(r);
    }
}

/// A copy an edge block may hold: a `mov` of a register or of an
/// immediate (a constant block argument, made again on the edge):
/// (destination, the register it reads, if any).
fn edge_copy(inst: &MInst) -> Option<(Reg, Option<Reg>)> {
    match inst {
        MInst::Mov { dst, src, .. } => Some((
            *dst,
            match src {
                Src::Reg(r) => Some(*r),
                Src::Imm(_) | Src::F32(_) | Src::F64(_) => None,
            },
        )),
        _ => None,
    }
}

/// Can copy `k` of `copies` run before those ahead of it (it reads and
/// writes nothing they write, and writes nothing they read)?
fn can_go_first(copies: &[MInst], k: usize) -> bool {
    let Some((dst, src)) = edge_copy(&copies[k]) else {
        return false;
    };
    copies[..k].iter().all(|c| match edge_copy(c) {
        Some((d, s)) => d != dst && Some(d) != src && s != Some(dst),
        None => false,
    })
}

/// Moves edge copies before conditional branches (see the module
/// documentation); returns how many copies moved.
pub fn hoist_edge_copies(alloc: &mut Allocated) -> u32 {
    let n = alloc.blocks.len();
    let mut blocks = block_insts(alloc);
    let mut origins: Vec<Vec<u32>> = (0..n)
        .map(|b| {
            let r = &alloc.blocks[b];
            alloc.origin[r.start as usize..r.end as usize].to_vec()
        })
        .collect();
    let succs = successors(&blocks);
    let mut preds = vec![0u32; n];
    for s in succs.iter().flatten() {
        if let Some(p) = preds.get_mut(*s) {
            *p += 1;
        }
    }
    // An edge block: one predecessor, register copies, then a jump.
    // (Moving copies out of one keeps it an edge block.)
    let is_edge: Vec<bool> = (0..n)
        .map(|b| {
            let Some((term, copies)) = blocks[b].split_last() else {
                return false;
            };
            b != 0
                && preds[b] == 1
                && matches!(term, MInst::Jump { .. })
                && copies.iter().all(|c| edge_copy(c).is_some())
        })
        .collect();
    let is_edge_block = |b: usize| is_edge[b];
    let branches: Vec<usize> = (0..n)
        .filter(|&b| {
            matches!(blocks[b].last(), Some(MInst::CondBr { taken, not_taken, .. })
            if taken != not_taken
                && [taken, not_taken].iter().any(|s| {
                    let s = s.0 as usize;
                    s < n && s != b && is_edge_block(s) && blocks[s].len() > 1
                }))
        })
        .collect();
    if branches.is_empty() {
        return 0;
    }
    let live_in = live_in_sets(&blocks, &succs, alloc.regs.regs.len());
    let order = alloc.emission_order();
    let mut position = vec![0; n];
    for (k, &b) in order.iter().enumerate() {
        position[b] = k;
    }
    let mut moved = 0;
    for b in branches {
        let Some(MInst::CondBr {
            cond,
            taken,
            not_taken,
        }) = blocks[b].last().cloned()
        else {
            continue;
        };
        let sides = [taken.0 as usize, not_taken.0 as usize];
        let edge = sides.map(|s| s < n && s != b && is_edge_block(s));
        // The copies moved, with their origins.
        let mut hoisted: Vec<(MInst, u32)> = Vec::new();
        // Step 1: copies both edges make.
        if edge[0] && edge[1] {
            'common: loop {
                let (first, second) = (&blocks[sides[0]], &blocks[sides[1]]);
                for i in 0..first.len() - 1 {
                    let same = (0..second.len() - 1).find(|&j| second[j] == first[i]);
                    let Some(j) = same else { continue };
                    let writes_cond = edge_copy(&first[i]).is_some_and(|(d, _)| d == cond);
                    if !writes_cond && can_go_first(first, i) && can_go_first(second, j) {
                        let copy = blocks[sides[0]].remove(i);
                        hoisted.push((copy, origins[sides[0]].remove(i)));
                        blocks[sides[1]].remove(j);
                        origins[sides[1]].remove(j);
                        continue 'common;
                    }
                }
                break;
            }
        }
        // Step 2: one edge's remaining copies, if dead on the other edge.
        for k in 0..2 {
            let (side, other) = (sides[k], sides[1 - k]);
            if !edge[k] || blocks[side].len() < 2 || falls_through(&blocks, &order, &position, side)
            {
                continue;
            }
            let mut other_live = match succs[other].as_slice() {
                [next] if edge[1 - k] => live_in[*next].clone(),
                _ => live_in[other].clone(),
            };
            if edge[1 - k] {
                for inst in blocks[other].iter().rev() {
                    step_back(inst, &mut other_live);
                }
            }
            let copies = &blocks[side][..blocks[side].len() - 1];
            let dead_elsewhere = copies
                .iter()
                .all(|c| edge_copy(c).is_some_and(|(d, _)| d != cond && !other_live.contains(d)));
            if dead_elsewhere {
                let count = copies.len();
                hoisted.extend(
                    blocks[side]
                        .drain(..count)
                        .zip(origins[side].drain(..count)),
                );
                break;
            }
        }
        if !hoisted.is_empty() {
            moved += hoisted.len() as u32;
            let at = blocks[b].len() - 1;
            let (copies, from): (Vec<MInst>, Vec<u32>) = hoisted.into_iter().unzip();
            blocks[b].splice(at..at, copies);
            origins[b].splice(at..at, from);
        }
    }
    // Reassemble the flat instruction list.
    alloc.insts.clear();
    alloc.origin.clear();
    for (b, (insts, origin)) in blocks.into_iter().zip(origins).enumerate() {
        let start = alloc.insts.len() as u32;
        alloc.insts.extend(insts);
        alloc.origin.extend(origin);
        alloc.blocks[b] = start..alloc.insts.len() as u32;
    }
    moved
}

/// Each block's instructions, copied out of the flat list.
fn block_insts(alloc: &Allocated) -> Vec<Vec<MInst>> {
    alloc
        .blocks
        .iter()
        .map(|r| alloc.insts[r.start as usize..r.end as usize].to_vec())
        .collect()
}

/// Each block's successors, read off its terminator.
fn successors(blocks: &[Vec<MInst>]) -> Vec<Vec<usize>> {
    blocks
        .iter()
        .map(|insts| {
            insts
                .last()
                .map(|t| t.successors().iter().map(|s| s.0 as usize).collect())
                .unwrap_or_default()
        })
        .collect()
}

/// Does the edge block `side` fall through into its target (the target is
/// laid out after it with only bare jumps, which the emitter drops,
/// between)? `position` is each block's place in the emission order.
fn falls_through(blocks: &[Vec<MInst>], order: &[usize], position: &[usize], side: usize) -> bool {
    let Some(MInst::Jump { target }) = blocks[side].last() else {
        return false;
    };
    let (from, to) = (position[side], position.get(target.0 as usize).copied());
    to.is_some_and(|to| {
        to > from
            && order[from + 1..to]
                .iter()
                .all(|&b| matches!(blocks[b].as_slice(), [MInst::Jump { .. }]))
    })
}

/// Registers live on entry to each block: the backward fixpoint
/// `in = uses ∪ (out − defs)`, `out = ∪ in(successors)`.
fn live_in_sets(blocks: &[Vec<MInst>], succs: &[Vec<usize>], regs: usize) -> Vec<RegSet> {
    let mut live_in = vec![RegSet::new(regs); blocks.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..blocks.len()).rev() {
            let mut live = RegSet::new(regs);
            for &s in &succs[b] {
                if let Some(inn) = live_in.get(s) {
                    for (w, x) in live.0.iter_mut().zip(&inn.0) {
                        *w |= x;
                    }
                }
            }
            for inst in blocks[b].iter().rev() {
                step_back(inst, &mut live);
            }
            if live != live_in[b] {
                live_in[b] = live;
                changed = true;
            }
        }
    }
    live_in
}

/// The comparison that is true exactly where `cmp` on `ty` is false, if
/// PTX has one (floats: the unordered form of the opposite test, so NaN
/// operands still take the other way).
fn inverse_cmp(cmp: CmpOp, ty: PtxType) -> Option<CmpOp> {
    use CmpOp::*;
    Some(if ty.is_float() {
        match cmp {
            Eq => Neu,
            Ne => Equ,
            Lt => Geu,
            Le => Gtu,
            Gt => Leu,
            Ge => Ltu,
            Equ => Ne,
            Neu => Eq,
            Ltu => Ge,
            Leu => Gt,
            Gtu => Le,
            Geu => Lt,
            Num => Nan,
            Nan => Num,
            Lo | Ls | Hi | Hs => return None,
        }
    } else {
        match cmp {
            Eq => Ne,
            Ne => Eq,
            Lt => Ge,
            Le => Gt,
            Gt => Le,
            Ge => Lt,
            Lo => Hs,
            Ls => Hi,
            Hi => Ls,
            Hs => Lo,
            Equ | Neu | Ltu | Leu | Gtu | Geu | Num | Nan => return None,
        }
    })
}

/// Turns `setp p; @!p bra exit` (the emitter's form of a branch whose
/// taken side is printed next) into `setp !p; @p bra exit` when the
/// predicate serves only this branch: ptxas recognises and unrolls loops
/// whose exit test is a plain predicated branch, not a negated one (a
/// counted loop of `batched_mm4` went from one FMA in SASS to llc's 64).
/// Returns how many tests were inverted.
pub fn invert_fall_through_tests(alloc: &mut Allocated) -> u32 {
    // The frame setup block, chosen later, is not known here.
    let (dest, kept) = alloc.printed_layout(None);
    // (block, index of its `CondBr`) where the taken side is printed next.
    let candidates: Vec<(usize, usize)> = kept
        .iter()
        .enumerate()
        .filter_map(|(k, &b)| {
            let r = &alloc.blocks[b];
            let term_at = r.end.checked_sub(1)? as usize;
            let Some(MInst::CondBr {
                taken, not_taken, ..
            }) = alloc.insts.get(term_at)
            else {
                return None;
            };
            let next = kept.get(k + 1).copied();
            let (t, f) = (dest.get(taken.0 as usize)?, dest.get(not_taken.0 as usize)?);
            (Some(*t) == next && Some(*f) != next && r.end > r.start + 1).then_some((b, term_at))
        })
        .collect();
    if candidates.is_empty() {
        return 0;
    }
    let blocks = block_insts(alloc);
    let succs = successors(&blocks);
    let live_in = live_in_sets(&blocks, &succs, alloc.regs.regs.len());
    let mut inverted = 0;
    for (b, term_at) in candidates {
        let Some(MInst::CondBr {
            cond,
            taken,
            not_taken,
        }) = alloc.insts.get(term_at).cloned()
        else {
            continue;
        };
        let live_after = [taken, not_taken]
            .iter()
            .any(|s| live_in.get(s.0 as usize).is_some_and(|l| l.contains(cond)));
        if live_after {
            continue;
        }
        // The last instruction of the block before the branch that touches
        // the predicate must be its `setp`.
        let start = alloc.blocks[b].start as usize;
        let touching = (start..term_at).rev().find(|&i| {
            let mut touches = false;
            alloc.insts[i]
                .clone()
                .visit_regs(&mut |r, _| touches |= *r == cond);
            touches
        });
        let Some(i) = touching else { continue };
        let MInst::Setp { cmp, ty, dst, .. } = &mut alloc.insts[i] else {
            continue;
        };
        let Some(inverse) = inverse_cmp(*cmp, *ty).filter(|_| *dst == cond) else {
            continue;
        };
        *cmp = inverse;
        alloc.insts[term_at] = MInst::CondBr {
            cond,
            taken: not_taken,
            not_taken: taken,
        };
        inverted += 1;
    }
    inverted
}
