//! Register allocation in the two modes of DESIGN.md.
//!
//! ```text
//!   virtual: every class of coalesced virtual registers (a block
//!            parameter and the arguments passed to it where their live
//!            ranges do not overlap: coalesce.rs) becomes one PTX register;
//!            the remaining block arguments become parallel copies before
//!            each `Jump` (sequenced, cycles broken with a temporary)
//!   budget:  regalloc2 (Ion) over three classes (.b32, .b64, .pred) with a
//!            per-class register budget; its moves, spills and reloads become
//!            `mov`, `st.local` and `ld.local` on spill slots in the frame
//! ```
//!
//! Both produce [`Allocated`]: the instruction stream rewritten so every
//! `Reg` indexes a [`RegFile`] entry with a PTX declaration and name.

use super::coalesce::coalesce_block_args;
use super::print::virtual_inst_text;
use super::{ra_class, Addr, FrameRef, MInst, PtxType, Reg, RegClass, RegKind, Role, Src, VCode};
use crate::ir::AccessMode;
use core::fmt::Write;
use std::ops::Range;

/// Largest register budget per class (regalloc2 allows 64 registers a class).
pub const MAX_REGS_PER_CLASS: u32 = 64;
/// Smallest `--max-regs` accepted.
pub const MIN_MAX_REGS: u32 = 8;
/// Fewest registers a class gets: one instruction may read three registers
/// of a class and write a fourth (`fma`, `mad.lo`), and regalloc2 keeps
/// read operands live through the instruction.
pub const MIN_REGS_PER_CLASS: u32 = 4;

/// How registers are assigned.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum RegMode {
    /// One PTX register per virtual register; `ptxas` allocates.
    #[default]
    Virtual,
    /// At most `max_regs` 32-bit register units (a 64-bit register counts
    /// twice), allocated by regalloc2; predicates get their own budget.
    Budget {
        /// The budget in 32-bit register units.
        max_regs: u32,
    },
}

/// Per-class budgets for `--max-regs n`: 64-bit registers take a quarter of
/// the units (two units each), 32-bit registers the rest, predicates a
/// quarter of `n`. Each class gets at least `MIN_REGS_PER_CLASS` (so a
/// budget below 12 units cannot be met exactly: `--max-regs 8` uses four
/// 32-bit and four 64-bit registers) and at most 64.
pub fn class_budgets(max_regs: u32) -> Result<[u32; 3], String> {
    if max_regs < MIN_MAX_REGS {
        return Err(format!(
            "--max-regs {max_regs} is too small; use at least {MIN_MAX_REGS}"
        ));
    }
    let b64 = (max_regs / 4).clamp(MIN_REGS_PER_CLASS, MAX_REGS_PER_CLASS);
    let b32 = max_regs
        .saturating_sub(2 * b64)
        .clamp(MIN_REGS_PER_CLASS, MAX_REGS_PER_CLASS);
    let pred = (max_regs / 4).clamp(MIN_REGS_PER_CLASS, MAX_REGS_PER_CLASS);
    Ok([b32, b64, pred])
}

/// The PTX registers of an allocated function.
#[derive(Clone, Debug, Default)]
pub struct RegFile {
    /// Kind and number of each register (`%r3` is `(B32, 3)`).
    pub regs: Vec<(RegKind, u32)>,
    /// Which entries the code refers to (all when empty).
    pub used: Vec<bool>,
}

impl RegFile {
    /// The PTX name of `reg`.
    pub fn name(&self, reg: Reg) -> String {
        let (kind, n) = self.regs[reg.index()];
        format!("%{}{n}", prefix(kind))
    }

    fn used_regs(&self) -> impl Iterator<Item = (RegKind, u32)> + '_ {
        self.regs
            .iter()
            .enumerate()
            .filter(|(i, _)| self.used.get(*i).copied().unwrap_or(true))
            .map(|(_, &r)| r)
    }

    /// `.reg` declarations, one line per kind used.
    pub fn declarations(&self) -> String {
        let mut out = String::new();
        for kind in RegKind::ALL {
            if let Some(max) = self
                .used_regs()
                .filter(|(k, _)| *k == kind)
                .map(|(_, n)| n)
                .max()
            {
                let _ = writeln!(
                    out,
                    "\t.reg {} %{}<{}>;",
                    kind.decl_type(),
                    prefix(kind),
                    max + 1
                );
            }
        }
        out
    }

    /// Distinct registers per class (32-bit, 64-bit, predicate).
    pub fn count_by_class(&self) -> [u32; 3] {
        let mut seen: Vec<(RegKind, u32)> = self.used_regs().collect();
        seen.sort();
        seen.dedup();
        let mut counts = [0; 3];
        for (k, _) in seen {
            counts[RegClass::ALL
                .iter()
                .position(|&c| c == k.class())
                .unwrap_or(0)] += 1;
        }
        counts
    }
}

fn prefix(kind: RegKind) -> &'static str {
    match kind {
        RegKind::Pred => "p",
        RegKind::B32 => "r",
        RegKind::B64 => "rd",
        RegKind::F32 => "f",
        RegKind::F64 => "fd",
    }
}

/// A function after register allocation.
#[derive(Clone, Debug, Default)]
pub struct Allocated {
    /// The instructions, with registers rewritten and moves/spills added.
    pub insts: Vec<MInst>,
    /// Instruction range of each block.
    pub blocks: Vec<Range<u32>>,
    /// For each instruction, the index of the VCode instruction it was
    /// copied from, or [`INSERTED`] for moves, spills and reloads added here.
    pub origin: Vec<u32>,
    /// The PTX registers the instructions refer to.
    pub regs: RegFile,
    /// 4-byte spill slots the frame must hold.
    pub spill_slots: u32,
    /// Spill stores inserted.
    pub spills: u32,
    /// Reload loads inserted.
    pub reloads: u32,
    /// Does the code use the predicate-spill scratch register?
    pub uses_pred_scratch: bool,
    /// Per block: does it open with `.pragma "nounroll";` (VCode's
    /// `VBlockData::nounroll`)?
    pub nounroll: Vec<bool>,
    /// Block numbers in emission order (VCode's `layout`); empty means
    /// block order.
    pub layout: Vec<u32>,
}

impl Allocated {
    /// Block numbers in emission order: `layout` when it lists every block
    /// once with the entry first, block order otherwise.
    pub fn emission_order(&self) -> Vec<usize> {
        let n = self.blocks.len();
        let mut seen = vec![false; n];
        let is_permutation = self.layout.len() == n
            && self.layout.first().is_none_or(|&b| b == 0)
            && self.layout.iter().all(|&b| {
                seen.get_mut(b as usize)
                    .is_some_and(|s| !core::mem::replace(s, true))
            });
        if is_permutation {
            self.layout.iter().map(|&b| b as usize).collect()
        } else {
            (0..n).collect()
        }
    }

    /// Where the emitter prints each block: a block holding only a jump
    /// (lifetime markers print nothing) is skipped, and a branch to it
    /// goes where its chain of such jumps leads; the entry, a `nounroll`
    /// loop header (kept for its pragma) and `kept_block` (the frame setup
    /// block, once known) are printed whatever they hold, and so is a
    /// chain that loops back on itself. Gives each block's destination and
    /// the printed blocks in emission order.
    pub fn printed_layout(&self, kept_block: Option<usize>) -> (Vec<usize>, Vec<usize>) {
        let n = self.blocks.len();
        let bare_jump = |b: usize| -> Option<usize> {
            let r = &self.blocks[b];
            let mut printed = self.insts[r.start as usize..r.end as usize]
                .iter()
                .filter(|i| !matches!(i, MInst::SlotLifetime { .. }));
            match (printed.next(), printed.next()) {
                (Some(MInst::Jump { target }), None)
                    if b != 0
                        && Some(b) != kept_block
                        && !self.nounroll.get(b).copied().unwrap_or(false) =>
                {
                    Some(target.0 as usize)
                }
                _ => None,
            }
        };
        let dest: Vec<usize> = (0..n)
            .map(|b| {
                let mut t = b;
                for _ in 0..=n {
                    match bare_jump(t) {
                        Some(next) if next != t && next < n => t = next,
                        Some(_) => return b,
                        None => return t,
                    }
                }
                b
            })
            .collect();
        let printed = self
            .emission_order()
            .into_iter()
            .filter(|&b| bare_jump(b).is_none() || dest[b] == b)
            .collect();
        (dest, printed)
    }
}

/// [`Allocated::origin`] of an instruction the allocator inserted.
pub const INSERTED: u32 = u32::MAX;

/// The move instruction for registers of `kind`.
pub fn mov_type(kind: RegKind) -> PtxType {
    match kind {
        RegKind::Pred => PtxType::Pred,
        RegKind::B32 => PtxType::B32,
        RegKind::B64 => PtxType::B64,
        RegKind::F32 => PtxType::F32,
        RegKind::F64 => PtxType::F64,
    }
}

/// Virtual mode: coalesce block parameters with their arguments, number
/// the registers left per kind and turn the remaining block arguments
/// into sequenced parallel copies.
pub fn allocate_virtual(vcode: &VCode) -> Allocated {
    let mut kinds = vcode.regs.clone();
    let rep = coalesce_block_args(vcode);
    let renamed = |r: Reg| rep[r.index()];
    let mut out = Allocated {
        nounroll: vcode.blocks.iter().map(|b| b.nounroll).collect(),
        layout: vcode.layout.clone(),
        ..Default::default()
    };
    for b in 0..vcode.blocks.len() {
        let start = out.insts.len() as u32;
        let insts = vcode.block_insts(b);
        let (body, term) = insts.split_at(insts.len().saturating_sub(1));
        let first = vcode.blocks[b].insts.start;
        out.insts.extend_from_slice(body);
        out.origin.extend(first..first + body.len() as u32);
        let data = &vcode.blocks[b];
        if let (Some(MInst::Jump { target }), false) = (term.first(), data.branch_args.is_empty()) {
            let params = &vcode.blocks[target.0 as usize].params;
            let copies = data
                .branch_args
                .iter()
                .zip(params)
                .map(|(a, p)| (renamed(Reg(p.vreg() as u32)), renamed(Reg(a.vreg() as u32))))
                .collect();
            sequence_copies(copies, &mut kinds, &mut out.insts);
            out.origin.resize(out.insts.len(), INSERTED);
        }
        out.insts.extend_from_slice(term);
        out.origin
            .extend((first..).skip(body.len()).take(term.len()));
        out.blocks.push(start..out.insts.len() as u32);
    }
    for inst in &mut out.insts {
        inst.visit_regs(&mut |r, _| {
            if let Some(&to) = rep.get(r.index()) {
                *r = to;
            }
        });
    }
    // Representatives (and copy temporaries) are numbered per kind; a
    // coalesced register is named as its representative.
    let mut counters = [0u32; 5];
    let mut regs: Vec<(RegKind, u32)> = Vec::with_capacity(kinds.len());
    for (i, &k) in kinds.iter().enumerate() {
        let is_coalesced = rep.get(i).is_some_and(|to| to.index() != i);
        let n = if is_coalesced {
            0
        } else {
            let slot = RegKind::ALL.iter().position(|&x| x == k).unwrap_or(0);
            counters[slot] += 1;
            counters[slot]
        };
        regs.push((k, n));
    }
    for (i, &to) in rep.iter().enumerate() {
        regs[i] = regs[to.index()];
    }
    out.regs.regs = regs;
    out
}

/// Emits `dst <- src` for all `copies` as if simultaneously.
fn sequence_copies(mut copies: Vec<(Reg, Reg)>, kinds: &mut Vec<RegKind>, out: &mut Vec<MInst>) {
    copies.retain(|(d, s)| d != s);
    while !copies.is_empty() {
        let ready = (0..copies.len()).find(|&i| {
            let d = copies[i].0;
            !copies.iter().any(|&(_, s)| s == d)
        });
        match ready {
            Some(i) => {
                let (dst, src) = copies.remove(i);
                let kind = kinds[dst.index()];
                out.push(MInst::Mov {
                    ty: mov_type(kind),
                    dst,
                    src: Src::Reg(src),
                });
            }
            None => {
                // Every destination is still needed as a source: a cycle.
                // Save one destination's value and read the copy from there.
                let d = copies[0].0;
                let kind = kinds[d.index()];
                kinds.push(kind);
                let tmp = Reg(kinds.len() as u32 - 1);
                out.push(MInst::Mov {
                    ty: mov_type(kind),
                    dst: tmp,
                    src: Src::Reg(d),
                });
                for c in &mut copies {
                    if c.1 == d {
                        c.1 = tmp;
                    }
                }
            }
        }
    }
}

/// Refuses an instruction that needs more registers of a class at once
/// than `budgets` gives it (only an inline `asm` can): its distinct inputs
/// and early outputs live together at its start, its outputs at its end.
fn check_instruction_demand(vcode: &VCode, budgets: [u32; 3]) -> Result<(), String> {
    for inst in &vcode.insts {
        let (mut early, mut late) = ([0u32; 3], [0u32; 3]);
        let mut seen: Vec<Reg> = Vec::new();
        inst.clone().visit_regs(&mut |r, role| {
            let class = vcode.regs[r.index()].class() as usize;
            match role {
                Role::Use if !seen.contains(r) => {
                    seen.push(*r);
                    early[class] += 1;
                }
                Role::Use => {}
                Role::EarlyDef => {
                    early[class] += 1;
                    late[class] += 1;
                }
                Role::Def | Role::ReuseDef(_) => late[class] += 1,
            }
        });
        for (k, class) in RegClass::ALL.iter().enumerate() {
            let need = early[k].max(late[k]);
            if need > budgets[k] {
                let text = virtual_inst_text(inst);
                let first = text
                    .lines()
                    .find(|l| !l.trim().is_empty() && l.trim() != "{");
                return Err(format!(
                    "`{}` needs {need} {} registers at once, but the register budget gives {}; raise --max-regs",
                    first.map_or("", str::trim),
                    class.name(),
                    budgets[k]
                ));
            }
        }
    }
    Ok(())
}

/// Budget mode: allocate with regalloc2 within `budgets` (per class:
/// .b32, .b64, .pred). With `check`, regalloc2's checker validates the
/// result.
pub fn allocate_budget(
    vcode: &mut VCode,
    budgets: [u32; 3],
    check: bool,
) -> Result<Allocated, String> {
    check_instruction_demand(vcode, budgets)?;
    vcode.compute_operands();
    let mut env = regalloc2::MachineEnv {
        preferred_regs_by_class: [regalloc2::PRegSet::empty(); 3],
        non_preferred_regs_by_class: [regalloc2::PRegSet::empty(); 3],
        scratch_by_class: [None; 3],
        fixed_stack_slots: Vec::new(),
    };
    for (class, &n) in RegClass::ALL.iter().zip(&budgets) {
        let rc = ra_class(*class);
        for i in 0..n.min(MAX_REGS_PER_CLASS) {
            env.preferred_regs_by_class[rc as usize].add(regalloc2::PReg::new(i as usize, rc));
        }
    }
    let options = regalloc2::RegallocOptions {
        verbose_log: false,
        validate_ssa: check,
        algorithm: regalloc2::Algorithm::Ion,
    };
    let output = regalloc2::run(&*vcode, &env, &options)
        .map_err(|e| format!("register allocation failed: {e:?}"))?;
    if check {
        let mut checker = regalloc2::checker::Checker::new(&*vcode, &env);
        checker.prepare(&output);
        checker
            .run()
            .map_err(|e| format!("regalloc2's checker rejected the allocation: {e:?}"))?;
    }
    let phys = |p: regalloc2::PReg| -> Reg {
        let class = match p.class() {
            regalloc2::RegClass::Int => 0,
            regalloc2::RegClass::Float => 1,
            regalloc2::RegClass::Vector => 2,
        };
        Reg(class * MAX_REGS_PER_CLASS + p.hw_enc() as u32)
    };
    let mut out = Allocated {
        spill_slots: output.num_spillslots as u32,
        nounroll: vcode.blocks.iter().map(|b| b.nounroll).collect(),
        layout: vcode.layout.clone(),
        ..Default::default()
    };
    for b in 0..vcode.blocks.len() {
        let start = out.insts.len() as u32;
        for item in output.block_insts_and_edits(&*vcode, regalloc2::Block::new(b)) {
            match item {
                regalloc2::InstOrEdit::Inst(i) => {
                    let mut inst = vcode.insts[i.index()].clone();
                    let allocs = output.inst_allocs(i);
                    let mut k = 0;
                    inst.visit_regs(&mut |r, _| {
                        if let Some(p) = allocs.get(k).and_then(|a| a.as_reg()) {
                            *r = phys(p);
                        }
                        k += 1;
                    });
                    // A copy the allocator coalesced (both ends in one
                    // register) is no instruction at all.
                    if matches!(inst, MInst::Mov { dst, src: Src::Reg(src), .. } if dst == src) {
                        continue;
                    }
                    out.insts.push(inst);
                    out.origin.push(i.index() as u32);
                }
                regalloc2::InstOrEdit::Edit(regalloc2::Edit::Move { from, to }) => {
                    let class = from.as_reg().or(to.as_reg()).map(|p| p.class());
                    let move_inst =
                        match (from.as_reg(), to.as_reg(), from.as_stack(), to.as_stack()) {
                            (Some(f), Some(t), _, _) => {
                                let kind = class_kind(f.class());
                                MInst::Mov {
                                    ty: mov_type(kind),
                                    dst: phys(t),
                                    src: Src::Reg(phys(f)),
                                }
                            }
                            (Some(f), None, _, Some(slot)) => {
                                out.spills += 1;
                                spill(
                                    class_kind(f.class()),
                                    phys(f),
                                    slot.index() as u32,
                                    &mut out.uses_pred_scratch,
                                )
                            }
                            (None, Some(t), Some(slot), _) => {
                                out.reloads += 1;
                                reload(
                                    class_kind(t.class()),
                                    phys(t),
                                    slot.index() as u32,
                                    &mut out.uses_pred_scratch,
                                )
                            }
                            _ => {
                                return Err(format!(
                                    "register allocation produced an unsupported move ({class:?})"
                                ))
                            }
                        };
                    out.insts.push(move_inst);
                    out.origin.push(INSERTED);
                }
            }
        }
        out.blocks.push(start..out.insts.len() as u32);
    }
    // Physical register file: class c, hardware index i.
    let kinds = [RegKind::B32, RegKind::B64, RegKind::Pred];
    out.regs.regs = (0..3 * MAX_REGS_PER_CLASS)
        .map(|id| {
            (
                kinds[(id / MAX_REGS_PER_CLASS) as usize],
                id % MAX_REGS_PER_CLASS,
            )
        })
        .collect();
    let mut used = vec![false; out.regs.regs.len()];
    for inst in &mut out.insts {
        inst.visit_regs(&mut |r, _| used[r.index()] = true);
    }
    out.regs.used = used;
    Ok(out)
}

fn class_kind(class: regalloc2::RegClass) -> RegKind {
    match class {
        regalloc2::RegClass::Int => RegKind::B32,
        regalloc2::RegClass::Float => RegKind::B64,
        regalloc2::RegClass::Vector => RegKind::Pred,
    }
}

fn spill(kind: RegKind, src: Reg, slot: u32, uses_scratch: &mut bool) -> MInst {
    let addr = Addr::Frame(FrameRef::Spill(slot), 0);
    match kind {
        RegKind::Pred => {
            *uses_scratch = true;
            MInst::SpillPred { src, slot }
        }
        RegKind::B64 | RegKind::F64 => MInst::St {
            space: crate::ir::Space::Local,
            mode: AccessMode::Coherent,
            ty: PtxType::B64,
            addr,
            src: Src::Reg(src),
        },
        _ => MInst::St {
            space: crate::ir::Space::Local,
            mode: AccessMode::Coherent,
            ty: PtxType::B32,
            addr,
            src: Src::Reg(src),
        },
    }
}

fn reload(kind: RegKind, dst: Reg, slot: u32, uses_scratch: &mut bool) -> MInst {
    let addr = Addr::Frame(FrameRef::Spill(slot), 0);
    match kind {
        RegKind::Pred => {
            *uses_scratch = true;
            MInst::ReloadPred { dst, slot }
        }
        RegKind::B64 | RegKind::F64 => MInst::Ld {
            space: crate::ir::Space::Local,
            mode: AccessMode::Coherent,
            ty: PtxType::B64,
            dst,
            addr,
        },
        _ => MInst::Ld {
            space: crate::ir::Space::Local,
            mode: AccessMode::Coherent,
            ty: PtxType::B32,
            dst,
            addr,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_and_copy_cycles() {
        assert_eq!(class_budgets(8), Ok([4, 4, 4]));
        assert_eq!(class_budgets(24), Ok([12, 6, 6]));
        assert_eq!(class_budgets(1000), Ok([64, 64, 64]));
        assert!(class_budgets(4).is_err());
        // (a, b) <- (b, a): a swap needs one temporary.
        let mut kinds = vec![RegKind::B32, RegKind::B32];
        let mut out = Vec::new();
        sequence_copies(
            vec![(Reg(0), Reg(1)), (Reg(1), Reg(0))],
            &mut kinds,
            &mut out,
        );
        assert_eq!(out.len(), 3);
        assert_eq!(kinds.len(), 3);
        // Simulate: r0 = 10, r1 = 20.
        let mut vals = [10, 20, 0];
        for m in &out {
            if let MInst::Mov {
                dst,
                src: Src::Reg(s),
                ..
            } = m
            {
                vals[dst.index()] = vals[s.index()];
            }
        }
        assert_eq!(&vals[..2], &[20, 10]);
    }
}
