//! Lowering: IR function -> VCode, driven by the ISLE rules in `isle/`.
//!
//! ```text
//!   BlockOrder (RPO + edge blocks; loop-nested emission layout)
//!   for each VCode block, last to first:
//!     for each instruction, last to first:
//!       lower it if it has effects or a lowered instruction used a result
//!       (ISLE `lower` / `lower_effect` -> PTX instructions)
//!   entry prologue: kernel/function parameters into registers
//!   resolve register aliases (a result is the register its rule produced)
//! ```
//!
//! Walking backwards means every use is seen before its definition (a
//! definition dominates its uses, and dominators come first in RPO), so a
//! pure instruction whose results nothing uses — including one folded into
//! its user by a rule — is never emitted. Each IR value gets one register;
//! the instruction defining it makes that register an alias of its result.
//! Errors (an instruction the target cannot express) are collected with the
//! instruction that caused them.

mod asm;
mod control;
mod isle;
mod order;
mod sequences;

pub use order::{BlockOrder, LoweredBlock};

use crate::abi::{param_type, reg_kind};
use crate::analysis::{ControlFlowGraph, DominatorTree};
use crate::ir::{
    printer::inst_to_string, FuncId, FuncRef, Function, Inst, InstData, InstructionFormat,
    LoopHint, Module, Opcode, ParamKind, Space, Type, Value,
};
use crate::target::Target;
use crate::vcode::{MInst, PtxType, Reg, RegKind, Src, VBlock, VBlockData, VCode};
use cranelift_entity::SecondaryMap;

/// A program the target cannot express, located at its instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    /// Function name without `%`.
    pub function: String,
    /// The instruction's text.
    pub inst: Option<String>,
    /// Source line, for parsed functions.
    pub line: Option<u32>,
    /// What the target lacks.
    pub message: String,
}

impl core::fmt::Display for LowerError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if let Some(l) = self.line {
            write!(f, "{l}: ")?;
        }
        write!(f, "function %{}", self.function)?;
        if let Some(i) = &self.inst {
            write!(f, ", `{i}`")?;
        }
        write!(f, ": {}", self.message)
    }
}

/// The state of lowering one function; the ISLE `Context`.
pub(crate) struct LowerCtx<'a> {
    func: &'a Function,
    target: &'a Target,
    order: &'a BlockOrder,
    vcode: VCode,
    /// Register of each IR value, created on first use or definition.
    value_regs: SecondaryMap<Value, Option<Reg>>,
    /// Registers whose value is another register's (resolved at the end).
    aliases: Vec<Option<Reg>>,
    /// Instructions emitted for the instruction being lowered.
    emitted: Vec<MInst>,
    /// The IR block being lowered, for branch targets.
    cur_block: crate::ir::Block,
    /// Arguments of the current block's `Jump`, if it passes any.
    jump_args: Vec<Reg>,
    /// Callee of each function reference.
    callees: SecondaryMap<FuncRef, Option<FuncId>>,
    errors: Vec<(Inst, String)>,
    cur_inst: Option<Inst>,
    /// Number of each call in layout order (names its `.param`s).
    call_numbers: SecondaryMap<Inst, u32>,
}

impl<'a> LowerCtx<'a> {
    /// The register of `v`, marking `v` used.
    fn value_reg(&mut self, v: Value) -> Reg {
        if let Some(r) = self.value_regs[v] {
            return r;
        }
        let r = self.new_reg(reg_kind(self.func.dfg.value_type(v)));
        self.value_regs[v] = Some(r);
        r
    }

    /// The register a branch passes for block argument `v`: a constant
    /// (`iconst`, `f32const`, `f64const`) is made again right before the
    /// branch, in a register of its own, as LLVM's rematerialisation does,
    /// rather than copied from the register of its one definition; the
    /// constant's register then does not live across the code between,
    /// and ptxas sees a loop's initial value as a constant (so it can
    /// count the loop's trips) even when another loop starts from the same
    /// constant.
    fn branch_arg_reg(&mut self, v: Value) -> Reg {
        if let crate::ir::ValueDef::Result(inst, _) = self.func.dfg.value_def(v) {
            if self.func.dfg.insts[inst].opcode().is_constant() {
                let cur = self.cur_inst.replace(inst);
                let reg = isle::lower(self, inst);
                self.cur_inst = cur;
                if let Some(reg) = reg {
                    return reg;
                }
            }
        }
        self.value_reg(v)
    }

    fn is_used(&self, v: Value) -> bool {
        self.value_regs[v].is_some()
    }

    fn new_reg(&mut self, kind: RegKind) -> Reg {
        self.aliases.push(None);
        self.vcode.new_reg(kind)
    }

    /// Records that IR value `v` is held in `reg`.
    fn define(&mut self, v: Value, reg: Reg) {
        match self.value_regs[v] {
            Some(vr) if vr != reg => self.aliases[vr.index()] = Some(reg),
            Some(_) => {}
            None => self.value_regs[v] = Some(reg),
        }
    }

    fn emit(&mut self, inst: MInst) {
        self.emitted.push(inst);
    }

    fn error(&mut self, message: String) {
        if let Some(inst) = self.cur_inst {
            self.errors.push((inst, message));
        }
    }

    fn resolve(&self, mut r: Reg) -> Reg {
        while let Some(next) = self.aliases[r.index()] {
            r = next;
        }
        r
    }
}

/// Lowers `func` (which must have passed the verifier) to VCode.
pub fn lower_function(
    func: &Function,
    module: &Module,
    target: &Target,
) -> Result<VCode, Vec<LowerError>> {
    let cfg = ControlFlowGraph::new(func);
    let domtree = DominatorTree::new(func, &cfg);
    lower_function_with(func, module, target, &cfg, &domtree)
}

/// [`lower_function`] with `func`'s CFG and dominator tree computed by
/// the caller.
pub fn lower_function_with(
    func: &Function,
    module: &Module,
    target: &Target,
    cfg: &ControlFlowGraph,
    domtree: &DominatorTree,
) -> Result<VCode, Vec<LowerError>> {
    let order = BlockOrder::new(func, cfg, domtree);
    let mut callees = SecondaryMap::new();
    for (fref, decl) in func.func_refs.iter() {
        callees[fref] = module.function_by_name(&decl.name);
    }
    let mut ctx = LowerCtx {
        func,
        target,
        order: &order,
        vcode: VCode::new(),
        value_regs: SecondaryMap::new(),
        aliases: Vec::new(),
        emitted: Vec::new(),
        cur_block: func
            .layout
            .entry_block()
            .unwrap_or(crate::ir::Block::from_u32(0)),
        jump_args: Vec::new(),
        callees,
        errors: Vec::new(),
        cur_inst: None,
        call_numbers: SecondaryMap::new(),
    };
    for (n, inst) in func
        .layout
        .insts()
        .filter(|&i| func.dfg.insts[i].opcode() == Opcode::Call)
        .enumerate()
    {
        ctx.call_numbers[inst] = n as u32;
    }
    let nblocks = order.blocks.len();
    let mut block_insts: Vec<Vec<MInst>> = vec![Vec::new(); nblocks];
    let mut block_params: Vec<Vec<Reg>> = vec![Vec::new(); nblocks];
    let mut block_args: Vec<Vec<Reg>> = vec![Vec::new(); nblocks];
    let mut nounroll = vec![false; nblocks];

    for (vb, lb) in order.blocks.iter().enumerate().rev() {
        match *lb {
            LoweredBlock::Edge {
                branch,
                succ,
                target,
            } => {
                let call = func.dfg.branch_destinations(branch)[succ];
                let args: Vec<Reg> = func
                    .dfg
                    .block_call_args(&call)
                    .iter()
                    .map(|&v| ctx.branch_arg_reg(v))
                    .collect();
                block_args[vb] = args;
                let to = order.vblock_of(target).unwrap_or(VBlock(0));
                block_insts[vb] = core::mem::take(&mut ctx.emitted);
                block_insts[vb].push(MInst::Jump { target: to });
            }
            LoweredBlock::Orig(block) => {
                ctx.cur_block = block;
                let mut seqs: Vec<Vec<MInst>> = Vec::new();
                for &inst in func.layout.block_insts(block).iter().rev() {
                    ctx.jump_args.clear();
                    if !lower_inst(&mut ctx, inst) {
                        continue;
                    }
                    if !ctx.jump_args.is_empty() {
                        block_args[vb] = core::mem::take(&mut ctx.jump_args);
                    }
                    seqs.push(core::mem::take(&mut ctx.emitted));
                }
                if vb != 0 {
                    block_params[vb] = func
                        .dfg
                        .block_params(block)
                        .iter()
                        .map(|&v| ctx.value_reg(v))
                        .collect();
                }
                block_insts[vb] = seqs.into_iter().rev().flatten().collect();
                nounroll[vb] = func.dfg.loop_hint(block) == Some(LoopHint::NoUnroll);
            }
        }
    }
    // The entry prologue defines the entry block's parameters.
    if let Some(entry) = func.layout.entry_block() {
        let prologue = entry_prologue(&mut ctx, entry);
        block_insts[0].splice(0..0, prologue);
    }
    if !ctx.errors.is_empty() {
        return Err(ctx
            .errors
            .iter()
            .map(|(inst, message)| LowerError {
                function: func.name.clone(),
                inst: Some(inst_to_string(func, *inst)),
                line: func.inst_line(*inst),
                message: message.clone(),
            })
            .collect());
    }
    // Assemble, resolving aliases.
    let mut vcode = core::mem::take(&mut ctx.vcode);
    for b in 0..nblocks {
        let start = vcode.insts.len() as u32;
        for mut inst in core::mem::take(&mut block_insts[b]) {
            inst.visit_regs(&mut |r, _| *r = ctx.resolve(*r));
            vcode.insts.push(inst);
        }
        let end = vcode.insts.len() as u32;
        let params = block_params[b]
            .iter()
            .map(|&r| vcode.vreg(ctx.resolve(r)))
            .collect();
        let branch_args = block_args[b]
            .iter()
            .map(|&r| vcode.vreg(ctx.resolve(r)))
            .collect();
        vcode.blocks.push(VBlockData {
            insts: start..end,
            params,
            branch_args,
            nounroll: nounroll[b],
            ..Default::default()
        });
    }
    vcode.layout = order.layout.iter().map(|b| b.0).collect();
    vcode.compute_cfg();
    Ok(vcode)
}

/// Lowers one instruction into `ctx.emitted`; false if it was skipped.
fn lower_inst(ctx: &mut LowerCtx<'_>, inst: Inst) -> bool {
    let func = ctx.func;
    let op = func.dfg.insts[inst].opcode();
    let results = func.dfg.inst_results(inst);
    if op.is_removable_if_unused() && !results.iter().any(|&r| ctx.is_used(r)) {
        return false;
    }
    ctx.cur_inst = Some(inst);
    let is_multi_result = matches!(
        op.format(),
        InstructionFormat::Call | InstructionFormat::InlineAsm
    );
    let ok = if results.len() == 1 && !is_multi_result {
        match isle::lower(ctx, inst) {
            Some(reg) => {
                ctx.define(results[0], reg);
                true
            }
            None => false,
        }
    } else {
        isle::lower_effect(ctx, inst)
    };
    if !ok {
        ctx.error(format!("no lowering rule matches `{op}`"));
    }
    true
}

/// Loads every parameter of the function into its entry-block register.
fn entry_prologue(ctx: &mut LowerCtx<'_>, entry: crate::ir::Block) -> Vec<MInst> {
    let func = ctx.func;
    let params: Vec<Value> = func.dfg.block_params(entry).to_vec();
    let mut out = Vec::new();
    for (i, (&v, abi)) in params.iter().zip(&func.signature.params).enumerate() {
        if !ctx.is_used(v) {
            continue;
        }
        let index = i as u32;
        let dst = ctx.value_reg(v);
        let ty = abi.ty;
        match abi.kind {
            ParamKind::ByVal { .. } => out.push(MInst::ParamAddr { dst, index }),
            ParamKind::Pointer(space @ (Space::Global | Space::Const)) if func.is_kernel() => {
                // Kernel pointers arrive as generic addresses.
                let raw = ctx.new_reg(RegKind::B64);
                out.push(MInst::LdParam {
                    ty: PtxType::U64,
                    dst: raw,
                    index,
                });
                if ty == Type::I32 {
                    let wide = ctx.new_reg(RegKind::B64);
                    out.push(MInst::Cvta {
                        to_generic: false,
                        space,
                        dst: wide,
                        src: raw,
                    });
                    out.push(MInst::Cvt {
                        dst_ty: PtxType::U32,
                        src_ty: PtxType::U64,
                        rnd: None,
                        dst,
                        src: Src::Reg(wide),
                    });
                } else {
                    out.push(MInst::Cvta {
                        to_generic: false,
                        space,
                        dst,
                        src: raw,
                    });
                }
            }
            _ if ty == Type::I1 => {
                let raw = ctx.new_reg(RegKind::B32);
                out.push(MInst::LdParam {
                    ty: PtxType::B32,
                    dst: raw,
                    index,
                });
                out.push(MInst::Setp {
                    cmp: crate::vcode::CmpOp::Ne,
                    ty: PtxType::B32,
                    dst,
                    a: Src::Reg(raw),
                    b: Src::Imm(0),
                });
            }
            _ => out.push(MInst::LdParam {
                ty: param_type(ty),
                dst,
                index,
            }),
        }
    }
    out
}

/// Which instruction data `inst` has (for the ISLE glue).
pub(crate) fn inst_data(func: &Function, inst: Inst) -> InstData {
    func.dfg.insts[inst]
}
