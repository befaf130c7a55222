//! PTX machine instructions over virtual registers.
//!
//! One [`MInst`] is one PTX instruction (or a short fixed sequence the
//! emitter expands, such as a call's `.param` block). Registers are [`Reg`]
//! indices: virtual before allocation, physical after budget-mode
//! allocation. [`MInst::visit_regs`] walks every register operand in a fixed
//! order with its role; register allocation collects operands with it and
//! rewrites them with it, so the two can never disagree.

use super::operands::*;
use crate::ir::{
    AccessMode, AsmClass, AsmModifier, AtomicOrder, FenceScope, FuncId, Space, SpecialReg,
    StackSlot,
};

/// A PTX instruction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MInst {
    /// `op[.prec].ty dst, a, b`.
    Bin {
        /// The operation.
        op: BinOp,
        /// Its rounding or approximation qualifier (floats).
        prec: Option<Precision>,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// First operand.
        a: Src,
        /// Second operand.
        b: Src,
    },
    /// `op[.prec].ty dst, a`.
    Un {
        /// The operation.
        op: UnOp,
        /// Its rounding or approximation qualifier (floats).
        prec: Option<Precision>,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// First operand.
        a: Src,
    },
    /// `op[.prec].ty dst, a, b, c`.
    Tern {
        /// The operation.
        op: TernOp,
        /// Its rounding qualifier (`fma`).
        prec: Option<Precision>,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// First operand.
        a: Src,
        /// Second operand.
        b: Src,
        /// Third operand.
        c: Src,
    },
    /// `mul.wide.s32`/`.u32`: 32 x 32 -> 64 bits.
    MulWide {
        /// Signed (`.s32`) or unsigned (`.u32`) operands.
        signed: bool,
        /// Destination register.
        dst: Reg,
        /// First operand.
        a: Src,
        /// Second operand.
        b: Src,
    },
    /// `cvt.rnd.dst_ty.src_ty dst, src`.
    Cvt {
        /// Destination type.
        dst_ty: PtxType,
        /// Source type.
        src_ty: PtxType,
        /// Rounding modifier, if any.
        rnd: Option<Rounding>,
        /// Destination register.
        dst: Reg,
        /// Source operand.
        src: Src,
    },
    /// `mov.ty dst, src`.
    Mov {
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// Source operand.
        src: Src,
    },
    /// `mov.u32 dst, %special`.
    MovSreg {
        /// Destination register.
        dst: Reg,
        /// The special register.
        reg: SpecialReg,
    },
    /// `mov.u32`/`.u64 dst, symbol` (+ `add` when `offset` is not 0).
    MovSymbol {
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// The symbol.
        sym: Symbol,
        /// Byte offset added to the address.
        offset: i32,
    },
    /// The address of a frame object plus `offset`: local (`%SPL+off`), or
    /// generic (`%SP+off`, `ty` is `u64`) where the IR converts it with
    /// `to_generic`.
    FrameAddr {
        /// Generic rather than local address.
        generic: bool,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// The frame object.
        frame: FrameRef,
        /// Byte offset added to the address.
        offset: i32,
    },
    /// `setp.cmp.ty dst, a, b`.
    Setp {
        /// The comparison (for `atom.cas`: the expected value).
        cmp: CmpOp,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// First operand.
        a: Src,
        /// Second operand.
        b: Src,
    },
    /// `selp.ty dst, a, b, cond`.
    Selp {
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// First operand.
        a: Src,
        /// Second operand.
        b: Src,
        /// The predicate selecting `a` (true) or `b`.
        cond: Reg,
    },
    /// `ld.space.ty dst, [addr]` (`ld.global.nc.ty` when non-coherent,
    /// `ld.volatile.space.ty` when volatile).
    Ld {
        /// State space accessed.
        space: Space,
        /// Plain, through the non-coherent cache (only in global space), or
        /// volatile.
        mode: AccessMode,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// Memory operand.
        addr: Addr,
    },
    /// `st.space.ty [addr], src` (`st.volatile.space.ty` when volatile).
    St {
        /// State space accessed.
        space: Space,
        /// Plain or volatile.
        mode: AccessMode,
        /// The instruction type.
        ty: PtxType,
        /// Memory operand.
        addr: Addr,
        /// Source operand.
        src: Src,
    },
    /// `ld.space.vN.ty {d0, ..}, [addr]`: `dsts.len()` (2 or 4) adjacent
    /// lanes (`ld.global.nc.vN.ty` when non-coherent, `ld.volatile` when
    /// volatile).
    LdVec {
        /// State space accessed.
        space: Space,
        /// As `Ld`'s.
        mode: AccessMode,
        /// The type of one lane.
        ty: PtxType,
        /// A destination register per lane.
        dsts: Box<[Reg]>,
        /// Memory operand.
        addr: Addr,
    },
    /// `st.space.vN.ty [addr], {s0, ..}`: `srcs.len()` (2 or 4) adjacent
    /// lanes.
    StVec {
        /// State space accessed.
        space: Space,
        /// Plain or volatile.
        mode: AccessMode,
        /// The type of one lane.
        ty: PtxType,
        /// Memory operand.
        addr: Addr,
        /// A source operand per lane.
        srcs: Box<[Src]>,
    },
    /// `cvta.SPACE.u64` (`to_generic`) or `cvta.to.SPACE.u64`.
    Cvta {
        /// True for `cvta` (to generic), false for `cvta.to`.
        to_generic: bool,
        /// State space accessed.
        space: Space,
        /// Destination register.
        dst: Reg,
        /// Source operand.
        src: Reg,
    },
    /// `isspacep.SPACE dst, src`: does generic address `src` point into
    /// `space`?
    InSpace {
        /// State space tested.
        space: Space,
        /// Destination predicate.
        dst: Reg,
        /// The generic address.
        src: Reg,
    },
    /// `atom.sem.scope.space.op.ty dst, [addr], src` (`.sem.scope` only
    /// when not relaxed at GPU scope, PTX's default).
    Atom {
        /// The operation.
        op: AtomOp,
        /// The memory ordering and scope.
        order: AtomicOrder,
        /// State space accessed.
        space: Space,
        /// The instruction type.
        ty: PtxType,
        /// Destination register; `None` for `red`, the reduction that
        /// returns nothing (an unused result, relaxed or releasing).
        dst: Option<Reg>,
        /// Memory operand.
        addr: Addr,
        /// Source operand.
        src: Src,
    },
    /// `atom.sem.scope.space.cas.ty dst, [addr], cmp, new`.
    AtomCas {
        /// The memory ordering and scope.
        order: AtomicOrder,
        /// State space accessed.
        space: Space,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// Memory operand.
        addr: Addr,
        /// The comparison (for `atom.cas`: the expected value).
        cmp: Src,
        /// Value stored when the comparison succeeds.
        new: Src,
    },
    /// `bar.sync 0`.
    Bar,
    /// `membar.cta`, `.gl` or `.sys`.
    Membar {
        /// Fence scope.
        scope: FenceScope,
    },
    /// `trap`.
    Trap,
    /// A stack slot's lifetime starts (`stack_start`) or ends
    /// (`stack_end`). Emits nothing and has no register operands; the frame
    /// layout reads it as the end of everything the slot held before.
    SlotLifetime {
        /// The stack slot.
        slot: StackSlot,
        /// `stack_start` rather than `stack_end`.
        start: bool,
    },
    /// Reads parameter `index` of the function being compiled.
    LdParam {
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// Parameter, argument or table index register.
        index: u32,
    },
    /// The param-space address of (byval) kernel parameter `index`.
    ParamAddr {
        /// Destination register.
        dst: Reg,
        /// Parameter, argument or table index register.
        index: u32,
    },
    /// Declares argument `index` of call number `call` and stores `src` to it.
    StParam {
        /// Number of the call in the function (names its `.param`s).
        call: u32,
        /// Parameter, argument or table index register.
        index: u32,
        /// The instruction type.
        ty: PtxType,
        /// Source operand.
        src: Src,
    },
    /// Inline assembly: the template with its operands substituted, in its
    /// own `{ }` scope (see [`AsmArg`]).
    InlineAsm {
        /// The template's pieces.
        pieces: Box<[AsmText]>,
        /// Operand `$N` of the template, for each `N`.
        operands: Box<[AsmArg]>,
        /// A number unique in the function (the template's `${:uid}`).
        uid: u32,
    },
    /// Calls `callee` with the arguments stored by this call's `StParam`s.
    Call {
        /// Number of the call in the function (names its `.param`s).
        call: u32,
        /// The called function.
        callee: FuncId,
        /// Types of the arguments.
        args: Box<[PtxType]>,
        /// Types of the results.
        rets: Box<[PtxType]>,
    },
    /// Reads a result of call number `call` (at `offset` when results are packed).
    LdRetval {
        /// Number of the call in the function (names its `.param`s).
        call: u32,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// Byte offset added to the address.
        offset: Option<u32>,
    },
    /// Stores a return value (at `offset` when results are packed).
    StRetval {
        /// The instruction type.
        ty: PtxType,
        /// Source operand.
        src: Src,
        /// Byte offset added to the address.
        offset: Option<u32>,
    },
    /// `ret`.
    Ret,
    /// `bra.uni target` (elided when it falls through).
    Jump {
        /// Branch target.
        target: VBlock,
    },
    /// `@cond bra taken; bra not_taken` (the second elided on fallthrough).
    CondBr {
        /// The predicate selecting `a` (true) or `b`.
        cond: Reg,
        /// Target when the predicate is true.
        taken: VBlock,
        /// Target when the predicate is false.
        not_taken: VBlock,
    },
    /// `@out_of_range bra default; brx.idx index, [targets]`.
    BrTable {
        /// Parameter, argument or table index register.
        index: Reg,
        /// Predicate true when the index is out of range.
        out_of_range: Reg,
        /// Target for an out-of-range index.
        default: VBlock,
        /// Targets by index.
        targets: Box<[VBlock]>,
    },
    /// Budget mode: saves a predicate to a spill slot through a scratch register.
    SpillPred {
        /// Source operand.
        src: Reg,
        /// Spill slot.
        slot: u32,
    },
    /// Budget mode: restores a predicate from a spill slot.
    ReloadPred {
        /// Destination register.
        dst: Reg,
        /// Spill slot.
        slot: u32,
    },
}

/// A piece of an inline `asm` template.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AsmText {
    /// Text copied as it is.
    Text(Box<str>),
    /// Operand `$N` (with its modifier).
    Operand(usize, AsmModifier),
    /// `${:uid}`.
    Uid,
}

/// One operand of an inline `asm`. An output may share a register with an
/// input the template has read by then (GCC's and LLVM's rule), unless it
/// is an early clobber (`=&`); an output with an initial value (`+X`, or a
/// tied input) takes its initial value's register.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AsmArg {
    /// Its register class (16-bit classes go through a `.b16` register of
    /// the scope).
    pub class: AsmClass,
    /// Where its value comes from or goes.
    pub kind: AsmArgKind,
}

/// See [`AsmArg`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AsmArgKind {
    /// An input: a register, or an immediate (`n`).
    In(Src),
    /// An output register.
    Out {
        /// The register.
        out: Reg,
        /// Written before every input is read (`=&`): never shares an
        /// input's register.
        early: bool,
    },
    /// An output register that starts with `init`'s value (a read-write
    /// operand, or an output an input is tied to).
    InOut {
        /// The output.
        out: Reg,
        /// Its initial value.
        init: Src,
    },
    /// An input tied to operand `k`: printed as operand `k`.
    TiedTo(usize),
}

fn visit_src(s: &mut Src, f: &mut impl FnMut(&mut Reg, Role)) {
    if let Src::Reg(r) = s {
        f(r, Role::Use);
    }
}

fn visit_addr(a: &mut Addr, f: &mut impl FnMut(&mut Reg, Role)) {
    if let Addr::Reg(r, _) = a {
        f(r, Role::Use);
    }
}

impl MInst {
    /// Calls `f` on every register operand: uses first, then definitions.
    pub fn visit_regs(&mut self, f: &mut impl FnMut(&mut Reg, Role)) {
        match self {
            MInst::Bin { dst, a, b, .. }
            | MInst::MulWide { dst, a, b, .. }
            | MInst::Setp { dst, a, b, .. } => {
                visit_src(a, f);
                visit_src(b, f);
                f(dst, Role::Def);
            }
            MInst::Un { dst, a, .. }
            | MInst::Cvt { dst, src: a, .. }
            | MInst::Mov { dst, src: a, .. } => {
                visit_src(a, f);
                f(dst, Role::Def);
            }
            MInst::Tern { dst, a, b, c, .. } => {
                visit_src(a, f);
                visit_src(b, f);
                visit_src(c, f);
                f(dst, Role::Def);
            }
            MInst::MovSreg { dst, .. }
            | MInst::MovSymbol { dst, .. }
            | MInst::FrameAddr { dst, .. }
            | MInst::LdParam { dst, .. }
            | MInst::ParamAddr { dst, .. }
            | MInst::ReloadPred { dst, .. } => f(dst, Role::Def),
            MInst::Selp {
                dst, a, b, cond, ..
            } => {
                visit_src(a, f);
                visit_src(b, f);
                f(cond, Role::Use);
                f(dst, Role::Def);
            }
            MInst::Ld { dst, addr, .. } => {
                visit_addr(addr, f);
                f(dst, Role::Def);
            }
            MInst::St { addr, src, .. } => {
                visit_addr(addr, f);
                visit_src(src, f);
            }
            MInst::LdVec { dsts, addr, .. } => {
                visit_addr(addr, f);
                for d in dsts.iter_mut() {
                    f(d, Role::Def);
                }
            }
            MInst::StVec { addr, srcs, .. } => {
                visit_addr(addr, f);
                for s in srcs.iter_mut() {
                    visit_src(s, f);
                }
            }
            MInst::Cvta { dst, src, .. } | MInst::InSpace { dst, src, .. } => {
                f(src, Role::Use);
                f(dst, Role::Def);
            }
            MInst::Atom { dst, addr, src, .. } => {
                visit_addr(addr, f);
                visit_src(src, f);
                if let Some(dst) = dst {
                    f(dst, Role::Def);
                }
            }
            MInst::AtomCas {
                dst,
                addr,
                cmp,
                new,
                ..
            } => {
                visit_addr(addr, f);
                visit_src(cmp, f);
                visit_src(new, f);
                f(dst, Role::Def);
            }
            MInst::StParam { src, .. } | MInst::StRetval { src, .. } => visit_src(src, f),
            MInst::LdRetval { dst, .. } => f(dst, Role::Def),
            MInst::InlineAsm { operands, .. } => {
                // Uses first, numbered as they are visited, so an output
                // can name the use whose register it takes.
                let mut uses = 0;
                let mut init_use = vec![None; operands.len()];
                for (n, a) in operands.iter_mut().enumerate() {
                    let src = match &mut a.kind {
                        AsmArgKind::In(src) => src,
                        AsmArgKind::InOut { init, .. } => {
                            init_use[n] = matches!(init, Src::Reg(_)).then_some(uses);
                            init
                        }
                        AsmArgKind::Out { .. } | AsmArgKind::TiedTo(_) => continue,
                    };
                    if let Src::Reg(r) = src {
                        f(r, Role::Use);
                        uses += 1;
                    }
                }
                for (n, a) in operands.iter_mut().enumerate() {
                    match &mut a.kind {
                        AsmArgKind::Out { out, early: true } => f(out, Role::EarlyDef),
                        AsmArgKind::Out { out, early: false } => f(out, Role::Def),
                        AsmArgKind::InOut { out, .. } => match init_use[n] {
                            Some(k) => f(out, Role::ReuseDef(k)),
                            None => f(out, Role::EarlyDef),
                        },
                        AsmArgKind::In(_) | AsmArgKind::TiedTo(_) => {}
                    }
                }
            }
            MInst::CondBr { cond, .. } => f(cond, Role::Use),
            MInst::BrTable {
                index,
                out_of_range,
                ..
            } => {
                f(index, Role::Use);
                f(out_of_range, Role::Use);
            }
            MInst::SpillPred { src, .. } => f(src, Role::Use),
            MInst::Bar
            | MInst::Membar { .. }
            | MInst::SlotLifetime { .. }
            | MInst::Trap
            | MInst::Jump { .. }
            | MInst::Call { .. }
            | MInst::Ret => {}
        }
    }

    /// Does this instruction end a block?
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            MInst::Jump { .. }
                | MInst::CondBr { .. }
                | MInst::BrTable { .. }
                | MInst::Ret
                | MInst::Trap
        )
    }

    /// Blocks this terminator may continue at, in successor order.
    pub fn successors(&self) -> Vec<VBlock> {
        match self {
            MInst::Jump { target } => vec![*target],
            MInst::CondBr {
                taken, not_taken, ..
            } => vec![*taken, *not_taken],
            MInst::BrTable {
                default, targets, ..
            } => {
                let mut v = vec![*default];
                v.extend(targets.iter().copied());
                v
            }
            _ => Vec::new(),
        }
    }
}
