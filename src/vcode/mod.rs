//! VCode: a function as PTX instructions over virtual registers, blocks in
//! allocation order with the emission order beside them, ready for
//! register allocation and emission.
//!
//! ```text
//!   insts:  [ MInst; n ]                      flat, block by block
//!   blocks: [ VBlockData { insts, succs, preds, params } ]
//!   branch_args[block] = arguments of its terminator's single successor
//!   regs:   [ RegKind ]                       one per virtual register
//! ```
//!
//! Invariants: every block ends with exactly one terminator; the CFG has no
//! critical edges; only `Jump` terminators pass block arguments (lowering
//! routes arguments on other edges through edge blocks). VCode implements
//! `regalloc2::Function` for budget mode. `print.rs` writes VCode as
//! PTX-like text (`--emit vcode`) and gives the emitter each instruction's
//! PTX.

mod coalesce;
pub mod edges;
mod inst;
mod operands;
pub mod print;
pub mod regalloc;

pub use inst::*;
pub use operands::*;

use std::ops::Range;

/// One VCode block.
#[derive(Clone, Debug, Default)]
pub struct VBlockData {
    /// Range of the block's instructions in `VCode::insts`.
    pub insts: Range<u32>,
    /// Successor blocks.
    pub succs: Vec<regalloc2::Block>,
    /// Predecessor blocks.
    pub preds: Vec<regalloc2::Block>,
    /// Block parameters.
    pub params: Vec<regalloc2::VReg>,
    /// Arguments passed by this block's `Jump` (empty otherwise).
    pub branch_args: Vec<regalloc2::VReg>,
    /// The block heads a loop whose IR header has the `nounroll` hint: the
    /// emitter opens it with `.pragma "nounroll";` (kept outside the
    /// instructions, so the register allocator sees the same code).
    pub nounroll: bool,
}

/// A function in VCode form.
#[derive(Clone, Debug, Default)]
pub struct VCode {
    /// All instructions, block by block.
    pub insts: Vec<MInst>,
    /// The blocks, in allocation order (block 0 is the entry).
    pub blocks: Vec<VBlockData>,
    /// Block numbers in emission order (`lower::BlockOrder::layout`); empty
    /// means allocation order.
    pub layout: Vec<u32>,
    /// Kind of each virtual register.
    pub regs: Vec<RegKind>,
    /// regalloc2 operands, filled by [`VCode::compute_operands`].
    operands: Vec<regalloc2::Operand>,
    operand_ranges: Vec<Range<u32>>,
}

/// regalloc2 register class of each of our classes.
pub fn ra_class(class: RegClass) -> regalloc2::RegClass {
    match class {
        RegClass::B32 => regalloc2::RegClass::Int,
        RegClass::B64 => regalloc2::RegClass::Float,
        RegClass::Pred => regalloc2::RegClass::Vector,
    }
}

impl VCode {
    /// An empty function.
    pub fn new() -> Self {
        Self::default()
    }

    /// A fresh virtual register of `kind`.
    pub fn new_reg(&mut self, kind: RegKind) -> Reg {
        self.regs.push(kind);
        Reg(self.regs.len() as u32 - 1)
    }

    /// The regalloc2 name of `reg`.
    pub fn vreg(&self, reg: Reg) -> regalloc2::VReg {
        regalloc2::VReg::new(reg.index(), ra_class(self.regs[reg.index()].class()))
    }

    /// Instructions of `block`.
    pub fn block_insts(&self, block: usize) -> &[MInst] {
        let r = &self.blocks[block].insts;
        &self.insts[r.start as usize..r.end as usize]
    }

    /// Fills the CFG edges (successors from terminators, deduplicated;
    /// predecessors from successors).
    pub fn compute_cfg(&mut self) {
        let n = self.blocks.len();
        let mut preds = vec![Vec::new(); n];
        for b in 0..n {
            let end = self.blocks[b].insts.end as usize;
            let mut succs: Vec<regalloc2::Block> = Vec::new();
            if end > 0 {
                for VBlock(s) in self.insts[end - 1].successors() {
                    let s = regalloc2::Block::new(s as usize);
                    if !succs.contains(&s) {
                        succs.push(s);
                    }
                }
            }
            for s in &succs {
                preds[s.index()].push(regalloc2::Block::new(b));
            }
            self.blocks[b].succs = succs;
        }
        for (b, p) in preds.into_iter().enumerate() {
            self.blocks[b].preds = p;
        }
    }

    /// Collects regalloc2 operands from every instruction.
    pub fn compute_operands(&mut self) {
        self.operands.clear();
        self.operand_ranges.clear();
        let regs = &self.regs;
        for inst in &mut self.insts {
            let start = self.operands.len() as u32;
            let ops = &mut self.operands;
            inst.visit_regs(&mut |r, role| {
                let v = regalloc2::VReg::new(r.index(), ra_class(regs[r.index()].class()));
                ops.push(match role {
                    Role::Use => regalloc2::Operand::reg_use(v),
                    Role::Def => regalloc2::Operand::reg_def(v),
                    Role::EarlyDef => regalloc2::Operand::reg_def_at_start(v),
                    Role::ReuseDef(k) => regalloc2::Operand::reg_reuse_def(v, k),
                });
            });
            self.operand_ranges.push(start..self.operands.len() as u32);
        }
    }
}

impl regalloc2::Function for VCode {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }

    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    fn entry_block(&self) -> regalloc2::Block {
        regalloc2::Block::new(0)
    }

    fn block_insns(&self, block: regalloc2::Block) -> regalloc2::InstRange {
        let r = &self.blocks[block.index()].insts;
        regalloc2::InstRange::new(
            regalloc2::Inst::new(r.start as usize),
            regalloc2::Inst::new(r.end as usize),
        )
    }

    fn block_succs(&self, block: regalloc2::Block) -> &[regalloc2::Block] {
        &self.blocks[block.index()].succs
    }

    fn block_preds(&self, block: regalloc2::Block) -> &[regalloc2::Block] {
        &self.blocks[block.index()].preds
    }

    fn block_params(&self, block: regalloc2::Block) -> &[regalloc2::VReg] {
        &self.blocks[block.index()].params
    }

    fn is_ret(&self, insn: regalloc2::Inst) -> bool {
        matches!(self.insts[insn.index()], MInst::Ret | MInst::Trap)
    }

    fn is_branch(&self, insn: regalloc2::Inst) -> bool {
        matches!(
            self.insts[insn.index()],
            MInst::Jump { .. } | MInst::CondBr { .. } | MInst::BrTable { .. }
        )
    }

    fn branch_blockparams(
        &self,
        block: regalloc2::Block,
        _insn: regalloc2::Inst,
        _succ: usize,
    ) -> &[regalloc2::VReg] {
        &self.blocks[block.index()].branch_args
    }

    fn inst_operands(&self, insn: regalloc2::Inst) -> &[regalloc2::Operand] {
        let r = &self.operand_ranges[insn.index()];
        &self.operands[r.start as usize..r.end as usize]
    }

    fn inst_clobbers(&self, _insn: regalloc2::Inst) -> regalloc2::PRegSet {
        // PTX registers are per function; a call clobbers none of the caller's.
        regalloc2::PRegSet::empty()
    }

    fn num_vregs(&self) -> usize {
        self.regs.len()
    }

    fn spillslot_size(&self, class: regalloc2::RegClass) -> usize {
        // Slots are 4 bytes; a 64-bit value takes two.
        match class {
            regalloc2::RegClass::Float => 2,
            _ => 1,
        }
    }
}
