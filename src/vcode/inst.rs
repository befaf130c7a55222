//! PTX machine instructions over virtual registers.
//!
//! One [`MInst`] is one PTX instruction (or a short fixed sequence the
//! emitter expands, such as a call's `.param` block). Registers are [`Reg`]
//! indices: virtual before allocation, physical after budget-mode
//! allocation. [`MInst::visit_regs`] walks every register operand in a fixed
//! order with its role; register allocation collects operands with it and
//! rewrites them with it, so the two can never disagree.

use crate::ir::{FenceScope, FuncId, SharedVar, Space, SpecialReg, StackSlot};
use core::fmt;

/// A register: an index into the function's register table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg(pub u32);

impl Reg {
    /// The index into the register table.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The kind of a virtual register, which fixes its PTX declaration.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegKind {
    /// `.pred`: `i1`.
    Pred,
    /// `.b32`: `i8`, `i16` (in the low bits) and `i32`.
    B32,
    /// `.b64`: `i64`.
    B64,
    /// `.f32`.
    F32,
    /// `.f64`.
    F64,
}

impl RegKind {
    /// Every value, in declaration order.
    pub const ALL: [RegKind; 5] = [
        RegKind::Pred,
        RegKind::B32,
        RegKind::B64,
        RegKind::F32,
        RegKind::F64,
    ];

    /// Register-allocation class: 32-bit, 64-bit or predicate.
    pub fn class(self) -> RegClass {
        match self {
            RegKind::Pred => RegClass::Pred,
            RegKind::B32 | RegKind::F32 => RegClass::B32,
            RegKind::B64 | RegKind::F64 => RegClass::B64,
        }
    }
}

/// The three register files of budget mode.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegClass {
    /// `.b32`.
    B32,
    /// `.b64`.
    B64,
    /// `.pred`: a predicate.
    Pred,
}

impl RegClass {
    /// Every value, in declaration order.
    pub const ALL: [RegClass; 3] = [RegClass::B32, RegClass::B64, RegClass::Pred];
}

/// PTX operand types (instruction suffixes).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PtxType {
    /// `.pred`: a predicate.
    Pred,
    /// `.b8`.
    B8,
    /// `.b16`.
    B16,
    /// `.b32`.
    B32,
    /// `.b64`.
    B64,
    /// `.u8`.
    U8,
    /// `.u16`.
    U16,
    /// `.u32`.
    U32,
    /// `.u64`.
    U64,
    /// `.s8`.
    S8,
    /// `.s16`.
    S16,
    /// `.s32`.
    S32,
    /// `.s64`.
    S64,
    /// `.f32`.
    F32,
    /// `.f64`.
    F64,
}

impl PtxType {
    /// The name as PTX writes it.
    pub fn name(self) -> &'static str {
        match self {
            PtxType::Pred => "pred",
            PtxType::B8 => "b8",
            PtxType::B16 => "b16",
            PtxType::B32 => "b32",
            PtxType::B64 => "b64",
            PtxType::U8 => "u8",
            PtxType::U16 => "u16",
            PtxType::U32 => "u32",
            PtxType::U64 => "u64",
            PtxType::S8 => "s8",
            PtxType::S16 => "s16",
            PtxType::S32 => "s32",
            PtxType::S64 => "s64",
            PtxType::F32 => "f32",
            PtxType::F64 => "f64",
        }
    }

    /// Is this `.f32` or `.f64`?
    pub fn is_float(self) -> bool {
        matches!(self, PtxType::F32 | PtxType::F64)
    }

    /// Size in bytes in memory.
    pub fn bytes(self) -> u32 {
        match self {
            PtxType::Pred | PtxType::B8 | PtxType::U8 | PtxType::S8 => 1,
            PtxType::B16 | PtxType::U16 | PtxType::S16 => 2,
            PtxType::B32 | PtxType::U32 | PtxType::S32 | PtxType::F32 => 4,
            PtxType::B64 | PtxType::U64 | PtxType::S64 | PtxType::F64 => 8,
        }
    }
}

impl fmt::Display for PtxType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A source operand: a register or an immediate.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Src {
    /// A register.
    Reg(Reg),
    /// An integer immediate.
    Imm(i64),
    /// An f32 immediate, as bits (`0f3F800000`).
    F32(u32),
    /// An f64 immediate, as bits (`0d3FF0000000000000`).
    F64(u64),
}

impl From<Reg> for Src {
    fn from(r: Reg) -> Src {
        Src::Reg(r)
    }
}

/// Two-operand operations. Float forms print with `.rn` where PTX would
/// otherwise allow fusing (`add.rn.f32`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `add`.
    Add,
    /// `sub`.
    Sub,
    /// `mul.lo` for integers, `mul.rn` for floats.
    Mul,
    /// `mul.hi`.
    MulHi,
    /// `div`.
    Div,
    /// `rem`.
    Rem,
    /// `min`.
    Min,
    /// `max`.
    Max,
    /// `and`.
    And,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
    /// `shl`.
    Shl,
    /// `shr`.
    Shr,
}

/// One-operand operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// `neg`.
    Neg,
    /// `abs`.
    Abs,
    /// `not`.
    Not,
    /// Population count; the result is always `.u32`.
    Popc,
    /// Leading zeros; the result is always `.u32`.
    Clz,
    /// `brev`.
    Brev,
    /// `sqrt`.
    Sqrt,
    /// `rcp`.
    Rcp,
    /// `rsqrt`.
    Rsqrt,
    /// `sin`.
    Sin,
    /// `cos`.
    Cos,
    /// `ex2`.
    Ex2,
    /// `lg2`.
    Lg2,
}

/// Three-operand operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TernOp {
    /// `mad.lo`: `a * b + c`, low half.
    MadLo,
    /// `fma.rn`.
    Fma,
}

/// `cvt` rounding modifiers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Rounding {
    /// Round to nearest even.
    Rn,
    /// Round to integral values: nearest even, toward zero, down, up.
    Rni,
    /// Round toward zero to an integer.
    Rzi,
    /// Round down to an integer.
    Rmi,
    /// Round up to an integer.
    Rpi,
}

impl Rounding {
    /// The name as PTX writes it.
    pub fn name(self) -> &'static str {
        match self {
            Rounding::Rn => "rn",
            Rounding::Rni => "rni",
            Rounding::Rzi => "rzi",
            Rounding::Rmi => "rmi",
            Rounding::Rpi => "rpi",
        }
    }
}

/// `setp` comparisons (integer and float, ordered and unordered).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    /// `eq`.
    Eq,
    /// `ne`.
    Ne,
    /// `lt`.
    Lt,
    /// `le`.
    Le,
    /// `gt`.
    Gt,
    /// `ge`.
    Ge,
    /// `lo`: unsigned less than.
    Lo,
    /// `ls`: unsigned less or equal.
    Ls,
    /// `hi`: unsigned greater than.
    Hi,
    /// `hs`: unsigned greater or equal.
    Hs,
    /// `equ`: equal or unordered.
    Equ,
    /// `neu`: not equal or unordered.
    Neu,
    /// `ltu`: less than or unordered.
    Ltu,
    /// `leu`: less or equal, or unordered.
    Leu,
    /// `gtu`: greater than or unordered.
    Gtu,
    /// `geu`: greater or equal, or unordered.
    Geu,
    /// `num`: neither operand is NaN.
    Num,
    /// `nan`: either operand is NaN.
    Nan,
}

impl CmpOp {
    /// The name as PTX writes it.
    pub fn name(self) -> &'static str {
        match self {
            CmpOp::Eq => "eq",
            CmpOp::Ne => "ne",
            CmpOp::Lt => "lt",
            CmpOp::Le => "le",
            CmpOp::Gt => "gt",
            CmpOp::Ge => "ge",
            CmpOp::Lo => "lo",
            CmpOp::Ls => "ls",
            CmpOp::Hi => "hi",
            CmpOp::Hs => "hs",
            CmpOp::Equ => "equ",
            CmpOp::Neu => "neu",
            CmpOp::Ltu => "ltu",
            CmpOp::Leu => "leu",
            CmpOp::Gtu => "gtu",
            CmpOp::Geu => "geu",
            CmpOp::Num => "num",
            CmpOp::Nan => "nan",
        }
    }
}

/// `atom` operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AtomOp {
    /// `add`.
    Add,
    /// `min`.
    Min,
    /// `max`.
    Max,
    /// `and`.
    And,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
    /// `exch` (exchange).
    Exch,
}

/// Something with an address the emitter knows by name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// A shared variable of the function being compiled.
    Shared(SharedVar),
}

/// A frame object, placed by the frame layout.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FrameRef {
    /// An IR stack slot.
    Slot(StackSlot),
    /// A register-allocator spill slot.
    Spill(u32),
}

/// A memory operand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Addr {
    /// `[reg+offset]`.
    Reg(Reg, i32),
    /// `[%SPL+frame offset+offset]`: local memory of this function's frame.
    Frame(FrameRef, i32),
    /// `[symbol+offset]`.
    Symbol(Symbol, i32),
}

/// A VCode block index.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VBlock(pub u32);

/// How an operand is used.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// The operand is read.
    Use,
    /// The operand is written.
    Def,
}

/// A PTX instruction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MInst {
    /// `op.ty dst, a, b`.
    Bin {
        /// The operation.
        op: BinOp,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// First operand.
        a: Src,
        /// Second operand.
        b: Src,
    },
    /// `op.ty dst, a`.
    Un {
        /// The operation.
        op: UnOp,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// First operand.
        a: Src,
    },
    /// `op.ty dst, a, b, c`.
    Tern {
        /// The operation.
        op: TernOp,
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
    /// The local address of a frame object plus `offset`.
    FrameAddr {
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
    /// `ld.space.ty dst, [addr]`.
    Ld {
        /// State space accessed.
        space: Space,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// Memory operand.
        addr: Addr,
    },
    /// `st.space.ty [addr], src`.
    St {
        /// State space accessed.
        space: Space,
        /// The instruction type.
        ty: PtxType,
        /// Memory operand.
        addr: Addr,
        /// Source operand.
        src: Src,
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
    /// `atom.space.op.ty dst, [addr], src`.
    Atom {
        /// The operation.
        op: AtomOp,
        /// State space accessed.
        space: Space,
        /// The instruction type.
        ty: PtxType,
        /// Destination register.
        dst: Reg,
        /// Memory operand.
        addr: Addr,
        /// Source operand.
        src: Src,
    },
    /// `atom.space.cas.ty dst, [addr], cmp, new`.
    AtomCas {
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
            MInst::Cvta { dst, src, .. } => {
                f(src, Role::Use);
                f(dst, Role::Def);
            }
            MInst::Atom { dst, addr, src, .. } => {
                visit_addr(addr, f);
                visit_src(src, f);
                f(dst, Role::Def);
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
