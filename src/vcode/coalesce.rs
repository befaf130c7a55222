//! Copy coalescing for virtual mode: a block parameter and the arguments
//! passed to it share one PTX register wherever their live ranges do not
//! overlap, so the parallel copies on block edges disappear (and an edge
//! block left with only its jump is threaded away by the emitter).
//!
//! ```text
//!   loop:  %f95 <- param            loop:  %f6 <- param
//!          %f96 = fma a, b, %f95           %f6 = fma a, b, %f6
//!          ...                 ──>         ...
//!          %f6 = fma c, d, %f90            %f6 = fma c, d, %f6
//!          mov %f95, %f6; bra loop         @%p bra loop
//! ```
//!
//! Takes a [`VCode`] (SSA over virtual registers: one definition each,
//! block parameters defined on entry) and gives each virtual register its
//! class representative. Two registers join only when they have the same
//! kind and no member of one class is live where a member of the other is
//! defined (the SSA interference test: a value defined at a point where
//! another is live after it overlaps it), and two results of one
//! instruction (an asm's outputs) never join. A block parameter is defined at
//! its block's entry and at the end of each predecessor, after the copies
//! on that edge. Liveness is per block (live-out sets), refined within a
//! block by each register's last use. Pairs on back edges (a jump to a
//! block not after it) are tried first: loop-carried values gain most.
//! The result is exact in the sense that coalesced registers never hold
//! two live values at once, so the copies that remain (sequenced by the
//! allocator) compute what the uncoalesced ones did.

use super::{MInst, Reg, Role, VCode};
use hashbrown::HashMap;

/// Most registers one class may gather: interference checks compare every
/// pair of members, so a bound keeps a pathological function linear.
const MAX_CLASS_MEMBERS: usize = 64;

/// Where a register is defined: an instruction's index within its block,
/// or the block's entry (a block parameter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Def {
    Inst {
        block: u32,
        index: u32,
    },
    Param {
        block: u32,
    },
    /// Not defined in the code (e.g. read before any definition).
    None,
}

/// Per-block facts liveness needs.
struct Liveness {
    /// Registers live out of each block (block parameters of a successor
    /// excluded: they are defined on its entry).
    live_out: Vec<Vec<u64>>,
    /// The index of the last instruction of a block reading a register
    /// (branch arguments read at the terminator).
    last_use: HashMap<(u32, u32), u32>,
    defs: Vec<Def>,
    /// How many times each register is defined (lowering writes a few
    /// registers more than once, e.g. an address adjusted in place: those
    /// are not SSA values and never coalesce).
    def_count: Vec<u32>,
    /// Whether an instruction's definition happens at its start (it then
    /// overlaps the instruction's reads).
    is_early_def: HashMap<u32, bool>,
}

fn has(set: &[u64], r: u32) -> bool {
    set[(r / 64) as usize] >> (r % 64) & 1 == 1
}

fn insert(set: &mut [u64], r: u32) -> bool {
    let (word, bit) = ((r / 64) as usize, 1u64 << (r % 64));
    let fresh = set[word] & bit == 0;
    set[word] |= bit;
    fresh
}

impl Liveness {
    fn compute(vcode: &VCode) -> Liveness {
        let n_regs = vcode.regs.len();
        let words = n_regs.div_ceil(64);
        let n_blocks = vcode.blocks.len();
        let mut defs = vec![Def::None; n_regs];
        let mut def_count = vec![0u32; n_regs];
        let mut is_early_def = HashMap::new();
        let mut last_use = HashMap::new();
        // Upward-exposed uses and definitions of each block.
        let mut gen = vec![vec![0u64; words]; n_blocks];
        let mut kill = vec![vec![0u64; words]; n_blocks];
        for (b, data) in vcode.blocks.iter().enumerate() {
            for p in &data.params {
                defs[p.vreg()] = Def::Param { block: b as u32 };
                def_count[p.vreg()] += 1;
                insert(&mut kill[b], p.vreg() as u32);
            }
            let insts = vcode.block_insts(b);
            for (i, inst) in insts.iter().enumerate() {
                // The interpreter gives every asm operand a register of
                // its own, and a template may write an output before it
                // reads its last input: outputs share no register with
                // the asm's inputs.
                let is_asm = matches!(inst, MInst::InlineAsm { .. });
                let mut inst = inst.clone();
                inst.visit_regs(&mut |r, role| match role {
                    Role::Use => {
                        if !has(&kill[b], r.0) {
                            insert(&mut gen[b], r.0);
                        }
                        last_use.insert((b as u32, r.0), i as u32);
                    }
                    Role::Def | Role::EarlyDef | Role::ReuseDef(_) => {
                        defs[r.index()] = Def::Inst {
                            block: b as u32,
                            index: i as u32,
                        };
                        def_count[r.index()] += 1;
                        if role != Role::Def || is_asm {
                            is_early_def.insert(r.0, true);
                        }
                        insert(&mut kill[b], r.0);
                    }
                });
            }
            let term = insts.len().saturating_sub(1) as u32;
            for a in &data.branch_args {
                let r = a.vreg() as u32;
                if !has(&kill[b], r) {
                    insert(&mut gen[b], r);
                }
                last_use.insert((b as u32, r), term);
            }
        }
        // live_in = gen ∪ (live_out − kill); live_out = ∪ live_in(succ).
        let mut live_in = gen.clone();
        let mut live_out = vec![vec![0u64; words]; n_blocks];
        let mut changed = true;
        while changed {
            changed = false;
            for b in (0..n_blocks).rev() {
                let mut out = vec![0u64; words];
                for s in &vcode.blocks[b].succs {
                    for (o, i) in out.iter_mut().zip(&live_in[s.index()]) {
                        *o |= i;
                    }
                }
                for w in 0..words {
                    let inn = gen[b][w] | (out[w] & !kill[b][w]);
                    if inn != live_in[b][w] {
                        live_in[b][w] = inn;
                        changed = true;
                    }
                }
                live_out[b] = out;
            }
        }
        Liveness {
            live_out,
            last_use,
            defs,
            def_count,
            is_early_def,
        }
    }

    /// Is `x` live just after position `at` of `block` (`None`: the
    /// block's entry; `Some(len)`: its end, after the edge copies)?
    fn is_live_after(&self, x: u32, block: u32, at: Option<u32>) -> bool {
        if let Def::Inst { block: b, index } = self.defs[x as usize] {
            // Defined later in this block: not yet live (SSA: a value is
            // never live into its own defining block).
            if b == block && at.is_none_or(|at| index > at) {
                return false;
            }
        }
        if has(&self.live_out[block as usize], x) {
            return true;
        }
        match (self.last_use.get(&(block, x)), at) {
            (Some(_), None) => true,
            (Some(&last), Some(at)) => last > at,
            (None, _) => false,
        }
    }

    /// Is `x` live where `y` is defined?
    fn is_live_at_def(&self, vcode: &VCode, x: u32, y: u32) -> bool {
        match self.defs[y as usize] {
            Def::Inst { block, index } => {
                let at = if self.is_early_def.contains_key(&y) {
                    index.checked_sub(1)
                } else {
                    Some(index)
                };
                self.is_live_after(x, block, at)
            }
            Def::Param { block } => {
                self.is_live_after(x, block, None)
                    || vcode.blocks[block as usize].preds.iter().any(|p| {
                        let end = vcode.block_insts(p.index()).len() as u32;
                        self.is_live_after(x, p.index() as u32, Some(end))
                    })
            }
            Def::None => true,
        }
    }

    fn interfere(&self, vcode: &VCode, x: u32, y: u32) -> bool {
        // Two results of one instruction (an asm's outputs) are written
        // by it together: they never share a register, even when one is
        // dead or neither is live at the other's definition.
        let is_same_def = matches!(self.defs[x as usize], Def::Inst { .. })
            && self.defs[x as usize] == self.defs[y as usize];
        is_same_def || self.is_live_at_def(vcode, x, y) || self.is_live_at_def(vcode, y, x)
    }
}

/// The representative register of each virtual register (itself when it
/// joined no class); see the module comment.
pub(super) fn coalesce_block_args(vcode: &VCode) -> Vec<Reg> {
    let n = vcode.regs.len();
    let mut rep: Vec<u32> = (0..n as u32).collect();
    let mut members: Vec<Vec<u32>> = (0..n as u32).map(|r| vec![r]).collect();
    // (param, argument) pairs of every jump, back edges first.
    let mut pairs: Vec<(bool, u32, u32)> = Vec::new();
    for (b, data) in vcode.blocks.iter().enumerate() {
        let Some(MInst::Jump { target }) = vcode.block_insts(b).last() else {
            continue;
        };
        let params = &vcode.blocks[target.0 as usize].params;
        let is_back_edge = target.0 as usize <= b;
        for (p, a) in params.iter().zip(&data.branch_args) {
            pairs.push((!is_back_edge, p.vreg() as u32, a.vreg() as u32));
        }
    }
    if pairs.is_empty() {
        return (0..n as u32).map(Reg).collect();
    }
    pairs.sort_by_key(|&(is_forward, ..)| is_forward);
    let live = Liveness::compute(vcode);
    for (_, p, a) in pairs {
        let (rp, ra) = (rep[p as usize], rep[a as usize]);
        let is_ssa = |r: u32| live.def_count[r as usize] == 1;
        if rp == ra || vcode.regs[p as usize] != vcode.regs[a as usize] || !is_ssa(p) || !is_ssa(a)
        {
            continue;
        }
        let (mp, ma) = (&members[rp as usize], &members[ra as usize]);
        if mp.len() + ma.len() > MAX_CLASS_MEMBERS {
            continue;
        }
        let overlaps = mp
            .iter()
            .any(|&x| ma.iter().any(|&y| live.interfere(vcode, x, y)));
        if overlaps {
            continue;
        }
        let moved = std::mem::take(&mut members[ra as usize]);
        for &r in &moved {
            rep[r as usize] = rp;
        }
        members[rp as usize].extend(moved);
    }
    rep.into_iter().map(Reg).collect()
}
