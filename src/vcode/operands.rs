//! The operands of PTX machine instructions: registers and their kinds and
//! classes, PTX types, sources (register or immediate), the operation
//! enums of each instruction family, comparison and rounding modifiers,
//! memory operands and block indices. Their PTX spellings are
//! `ptx::isa`'s (the comparison and rounding enums are the ISA's own);
//! `print.rs` writes them.

use crate::ir::{ConstRef, SharedVar, StackSlot};
use crate::ptx::isa::{self, ScalarType};
use core::fmt;

pub use crate::ptx::isa::{CmpOp, Rounding};

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
    /// The type its `.reg` declaration names.
    pub fn decl_type(self) -> ScalarType {
        match self {
            RegKind::Pred => ScalarType::Pred,
            RegKind::B32 => ScalarType::B32,
            RegKind::B64 => ScalarType::B64,
            RegKind::F32 => ScalarType::F32,
            RegKind::F64 => ScalarType::F64,
        }
    }

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

    /// Its PTX type name (`.b32`).
    pub fn name(self) -> &'static str {
        match self {
            RegClass::B32 => ".b32",
            RegClass::B64 => ".b64",
            RegClass::Pred => ".pred",
        }
    }
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
    /// The ISA's type of this name.
    pub fn scalar(self) -> ScalarType {
        match self {
            PtxType::Pred => ScalarType::Pred,
            PtxType::B8 => ScalarType::B8,
            PtxType::B16 => ScalarType::B16,
            PtxType::B32 => ScalarType::B32,
            PtxType::B64 => ScalarType::B64,
            PtxType::U8 => ScalarType::U8,
            PtxType::U16 => ScalarType::U16,
            PtxType::U32 => ScalarType::U32,
            PtxType::U64 => ScalarType::U64,
            PtxType::S8 => ScalarType::S8,
            PtxType::S16 => ScalarType::S16,
            PtxType::S32 => ScalarType::S32,
            PtxType::S64 => ScalarType::S64,
            PtxType::F32 => ScalarType::F32,
            PtxType::F64 => ScalarType::F64,
        }
    }

    /// Is this `.f32` or `.f64`?
    pub fn is_float(self) -> bool {
        matches!(self, PtxType::F32 | PtxType::F64)
    }

    /// Size in bytes in memory.
    pub fn bytes(self) -> u32 {
        self.scalar().bytes()
    }
}

/// `.b32`, `.f64`, ...: with the leading dot, as after a mnemonic.
impl fmt::Display for PtxType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.scalar().fmt(f)
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

/// How a float operation rounds, as its lowering rule chose: to a PTX
/// rounding mode (`add.rn`: `.rn` also keeps ptxas from contracting it
/// into an `fma`) or approximately (`sin.approx`). Instructions without one
/// (integers; `min`, `max`) carry `None`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Precision {
    /// `.rn`, `.rz`, `.rm`, `.rp`.
    Round(Rounding),
    /// `.approx`.
    Approx,
}

/// An enum of machine operations, each with its PTX spelling: the mnemonic
/// and the modifier the operation itself implies (`mul.lo`), from one table.
macro_rules! machine_ops {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $($(#[$vmeta:meta])* $variant:ident = $mnemonic:ident $(. $modifier:ident)?,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)*
        }

        impl $name {
            /// The mnemonic, and the modifier the operation implies.
            pub fn spelling(self) -> (isa::Mnemonic, Option<isa::Modifier>) {
                match self {
                    $($name::$variant => (
                        isa::Mnemonic::$mnemonic,
                        None$(.or(Some(isa::Modifier::$modifier)))?,
                    ),)*
                }
            }
        }
    };
}

machine_ops! {
    /// Two-operand operations.
    pub enum BinOp {
        /// `add`.
        Add = Add,
        /// `sub`.
        Sub = Sub,
        /// `mul.lo`: the low half of an integer product.
        MulLo = Mul.Lo,
        /// `mul`: a float product.
        Mul = Mul,
        /// `mul.hi`: the high half of an integer product.
        MulHi = Mul.Hi,
        /// `mul24.lo`: the low 32 bits of the product of the low 24 bits.
        Mul24Lo = Mul24.Lo,
        /// `div`.
        Div = Div,
        /// `rem`.
        Rem = Rem,
        /// `min`.
        Min = Min,
        /// `max`.
        Max = Max,
        /// `and`.
        And = And,
        /// `or`.
        Or = Or,
        /// `xor`.
        Xor = Xor,
        /// `shl`.
        Shl = Shl,
        /// `shr`.
        Shr = Shr,
    }
}

machine_ops! {
    /// One-operand operations.
    pub enum UnOp {
        /// `neg`.
        Neg = Neg,
        /// `abs`.
        Abs = Abs,
        /// `not`.
        Not = Not,
        /// Population count; the result is always `.u32`.
        Popc = Popc,
        /// Leading zeros; the result is always `.u32`.
        Clz = Clz,
        /// Position of the most significant non-sign bit; the result is
        /// always `.u32`.
        Bfind = Bfind,
        /// `brev`.
        Brev = Brev,
        /// `sqrt`.
        Sqrt = Sqrt,
        /// `rcp`.
        Rcp = Rcp,
        /// `rsqrt`.
        Rsqrt = Rsqrt,
        /// `sin`.
        Sin = Sin,
        /// `cos`.
        Cos = Cos,
        /// `ex2`.
        Ex2 = Ex2,
        /// `lg2`.
        Lg2 = Lg2,
        /// `tanh`.
        Tanh = Tanh,
    }
}

machine_ops! {
    /// Three-operand operations.
    pub enum TernOp {
        /// `mad.lo`: `a * b + c`, low half.
        MadLo = Mad.Lo,
        /// `fma`: `a * b + c` rounded once.
        Fma = Fma,
        /// `prmt`: byte permute (default mode).
        Prmt = Prmt,
        /// `shf.l.wrap`: funnel shift left, the amount mod 32.
        ShfLWrap = Shf.ShfLWrap,
        /// `shf.r.wrap`: funnel shift right, the amount mod 32.
        ShfRWrap = Shf.ShfRWrap,
        /// `shf.l.clamp`: funnel shift left, the amount at most 32.
        ShfLClamp = Shf.ShfLClamp,
        /// `shf.r.clamp`: funnel shift right, the amount at most 32.
        ShfRClamp = Shf.ShfRClamp,
        /// `sad`: `c + |a - b|`.
        Sad = Sad,
        /// `bfe`: bit field extract (`b`, `c`: `.u32` start and length).
        Bfe = Bfe,
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
    /// `inc` (wrapping increment, `.u32`).
    Inc,
    /// `dec` (wrapping decrement, `.u32`).
    Dec,
}

impl AtomOp {
    /// The ISA's operation of this name.
    pub fn isa(self) -> isa::AtomOp {
        match self {
            AtomOp::Add => isa::AtomOp::Add,
            AtomOp::Min => isa::AtomOp::Min,
            AtomOp::Max => isa::AtomOp::Max,
            AtomOp::And => isa::AtomOp::And,
            AtomOp::Or => isa::AtomOp::Or,
            AtomOp::Xor => isa::AtomOp::Xor,
            AtomOp::Exch => isa::AtomOp::Exch,
            AtomOp::Inc => isa::AtomOp::Inc,
            AtomOp::Dec => isa::AtomOp::Dec,
        }
    }
}

/// Something with an address the emitter knows by name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// A shared variable of the function being compiled.
    Shared(SharedVar),
    /// A module constant object, as the function declares it.
    Const(ConstRef),
}

/// A frame object, placed by the frame layout.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FrameRef {
    /// An IR stack slot.
    Slot(StackSlot),
    /// A register-allocator spill slot.
    Spill(u32),
}

/// `ss0` (the IR's name of the slot), `spill3`.
impl fmt::Display for FrameRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameRef::Slot(slot) => write!(f, "{slot}"),
            FrameRef::Spill(n) => write!(f, "spill{n}"),
        }
    }
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
    /// The operand is written before the instruction's inputs are all read
    /// (an inline `asm` output with `=&`): it never shares a register with
    /// them.
    EarlyDef,
    /// The operand is written in the register of the instruction's `k`-th
    /// register use (the tied input of an inline `asm` output).
    ReuseDef(usize),
}
