//! Opcodes and instruction data.
//!
//! An instruction is an [`InstData`]: one variant per *format* (the shape of
//! its operands), each carrying its [`Opcode`]. Values are referenced by index;
//! variable-length operand lists (call and return arguments, block-call
//! arguments) live in the function's `ListPool<Value>`, and `br_table` targets
//! in a [`JumpTableData`], so `InstData` is `Copy` and small.
//!
//! Invariants kept by construction (and checked by the verifier, since
//! `InstData` is public): an opcode only appears in its own format; memory
//! instructions carry their state space, byte offset and alignment; stack and
//! shared addresses name their slot entity rather than a byte offset.

use super::condcodes::{FloatCC, IntCC};
use super::entities::{Block, FuncRef, JumpTable, SharedVar, StackSlot, Value};
use super::immediates::{Ieee32, Ieee64};
use core::fmt;
use cranelift_entity::{EntityList, ListPool};

/// A list of values in the function's value-list pool.
pub type ValueList = EntityList<Value>;
/// The pool `ValueList`s live in.
pub type ValueListPool = ListPool<Value>;

/// Operand shapes. Each opcode has exactly one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstructionFormat {
    UnaryImm,
    UnaryIeee32,
    UnaryIeee64,
    Unary,
    Binary,
    BinaryImm,
    Ternary,
    IntCompare,
    IntCompareImm,
    FloatCompare,
    Sreg,
    Load,
    Store,
    StackAddr,
    SharedAddr,
    Cvta,
    AtomicRmw,
    AtomicCas,
    Nullary,
    Fence,
    Jump,
    Brif,
    BrTable,
    MultiAry,
    Call,
}

macro_rules! define_opcodes {
    ($($variant:ident = $name:literal : $format:ident,)*) => {
        /// An IR operation. See `docs/IR.md` for the semantics of each.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode { $($variant,)* }

        impl Opcode {
            /// Every opcode, in declaration order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The opcode's name in the text format.
            pub fn name(self) -> &'static str {
                match self { $(Opcode::$variant => $name,)* }
            }

            /// Looks an opcode up by its text name.
            pub fn from_name(name: &str) -> Option<Opcode> {
                match name { $($name => Some(Opcode::$variant),)* _ => None }
            }

            /// The format this opcode's `InstData` has.
            pub fn format(self) -> InstructionFormat {
                match self { $(Opcode::$variant => InstructionFormat::$format,)* }
            }
        }
    };
}

define_opcodes! {
    Iconst = "iconst": UnaryImm,
    F32const = "f32const": UnaryIeee32,
    F64const = "f64const": UnaryIeee64,

    Iadd = "iadd": Binary,
    Isub = "isub": Binary,
    Imul = "imul": Binary,
    Smulhi = "smulhi": Binary,
    Umulhi = "umulhi": Binary,
    Sdiv = "sdiv": Binary,
    Udiv = "udiv": Binary,
    Srem = "srem": Binary,
    Urem = "urem": Binary,
    Smin = "smin": Binary,
    Smax = "smax": Binary,
    Umin = "umin": Binary,
    Umax = "umax": Binary,
    Band = "band": Binary,
    Bor = "bor": Binary,
    Bxor = "bxor": Binary,
    Ishl = "ishl": Binary,
    Ushr = "ushr": Binary,
    Sshr = "sshr": Binary,

    IaddImm = "iadd_imm": BinaryImm,
    ImulImm = "imul_imm": BinaryImm,
    BandImm = "band_imm": BinaryImm,
    BorImm = "bor_imm": BinaryImm,
    BxorImm = "bxor_imm": BinaryImm,
    IshlImm = "ishl_imm": BinaryImm,
    UshrImm = "ushr_imm": BinaryImm,
    SshrImm = "sshr_imm": BinaryImm,

    Ineg = "ineg": Unary,
    Iabs = "iabs": Unary,
    Bnot = "bnot": Unary,
    Popcnt = "popcnt": Unary,
    Clz = "clz": Unary,
    Ctz = "ctz": Unary,
    Bitrev = "bitrev": Unary,

    Fadd = "fadd": Binary,
    Fsub = "fsub": Binary,
    Fmul = "fmul": Binary,
    Fdiv = "fdiv": Binary,
    Fmin = "fmin": Binary,
    Fmax = "fmax": Binary,
    Fneg = "fneg": Unary,
    Fabs = "fabs": Unary,
    Sqrt = "sqrt": Unary,
    Floor = "floor": Unary,
    Ceil = "ceil": Unary,
    Trunc = "trunc": Unary,
    Nearest = "nearest": Unary,
    Rcp = "rcp": Unary,
    Rsqrt = "rsqrt": Unary,
    Sin = "sin": Unary,
    Cos = "cos": Unary,
    Ex2 = "ex2": Unary,
    Lg2 = "lg2": Unary,
    Fma = "fma": Ternary,

    Sextend = "sextend": Unary,
    Uextend = "uextend": Unary,
    Ireduce = "ireduce": Unary,
    FcvtToSint = "fcvt_to_sint": Unary,
    FcvtToUint = "fcvt_to_uint": Unary,
    FcvtFromSint = "fcvt_from_sint": Unary,
    FcvtFromUint = "fcvt_from_uint": Unary,
    Fpromote = "fpromote": Unary,
    Fdemote = "fdemote": Unary,
    Bitcast = "bitcast": Unary,

    Icmp = "icmp": IntCompare,
    IcmpImm = "icmp_imm": IntCompareImm,
    Fcmp = "fcmp": FloatCompare,
    Select = "select": Ternary,

    Sreg = "sreg": Sreg,

    Load = "load": Load,
    Store = "store": Store,
    StackAddr = "stack_addr": StackAddr,
    SharedAddr = "shared_addr": SharedAddr,
    ToGeneric = "to_generic": Cvta,
    FromGeneric = "from_generic": Cvta,

    Barrier = "barrier": Nullary,
    Fence = "fence": Fence,
    AtomicRmw = "atomic_rmw": AtomicRmw,
    AtomicCas = "atomic_cas": AtomicCas,

    Jump = "jump": Jump,
    Brif = "brif": Brif,
    BrTable = "br_table": BrTable,
    Return = "return": MultiAry,
    Trap = "trap": Nullary,
    Call = "call": Call,
}

impl Opcode {
    /// Does this opcode end a block?
    pub fn is_terminator(self) -> bool {
        matches!(
            self,
            Opcode::Jump | Opcode::Brif | Opcode::BrTable | Opcode::Return | Opcode::Trap
        )
    }

    /// Does this opcode transfer control to other blocks of the function?
    pub fn is_branch(self) -> bool {
        matches!(self, Opcode::Jump | Opcode::Brif | Opcode::BrTable)
    }

    /// Does the result type come from a `.type` suffix rather than operands?
    pub fn has_explicit_type(self) -> bool {
        matches!(
            self,
            Opcode::Iconst
                | Opcode::Load
                | Opcode::StackAddr
                | Opcode::SharedAddr
                | Opcode::FromGeneric
                | Opcode::Sextend
                | Opcode::Uextend
                | Opcode::Ireduce
                | Opcode::FcvtToSint
                | Opcode::FcvtToUint
                | Opcode::FcvtFromSint
                | Opcode::FcvtFromUint
                | Opcode::Bitcast
        )
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A PTX state space.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    Global,
    Shared,
    Local,
    Const,
    Param,
    Generic,
}

impl Space {
    pub const ALL: [Space; 6] = [
        Space::Global,
        Space::Shared,
        Space::Local,
        Space::Const,
        Space::Param,
        Space::Generic,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Space::Global => "global",
            Space::Shared => "shared",
            Space::Local => "local",
            Space::Const => "const",
            Space::Param => "param",
            Space::Generic => "generic",
        }
    }

    pub fn from_name(name: &str) -> Option<Space> {
        Space::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Can a program store to this space?
    pub fn is_writable(self) -> bool {
        !matches!(self, Space::Const | Space::Param)
    }

    /// May addresses in this space be 32-bit? Global and generic addresses
    /// are always 64-bit.
    pub fn allows_32bit_addr(self) -> bool {
        !matches!(self, Space::Global | Space::Generic)
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A PTX special register read by `sreg`. All are `i32`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpecialReg {
    Tid(Dim),
    Ntid(Dim),
    Ctaid(Dim),
    Nctaid(Dim),
    LaneId,
    /// The warp size, the constant 32.
    WarpSize,
}

/// A grid or block dimension.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    X,
    Y,
    Z,
}

impl Dim {
    pub const ALL: [Dim; 3] = [Dim::X, Dim::Y, Dim::Z];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["x", "y", "z"][self as usize]
    }
}

impl SpecialReg {
    /// Every special register.
    pub fn all() -> impl Iterator<Item = SpecialReg> {
        Dim::ALL
            .into_iter()
            .flat_map(|d| {
                [
                    SpecialReg::Tid(d),
                    SpecialReg::Ntid(d),
                    SpecialReg::Ctaid(d),
                    SpecialReg::Nctaid(d),
                ]
            })
            .chain([SpecialReg::LaneId, SpecialReg::WarpSize])
    }

    pub fn from_name(name: &str) -> Option<SpecialReg> {
        SpecialReg::all().find(|r| r.to_string() == name)
    }
}

impl fmt::Display for SpecialReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecialReg::Tid(d) => write!(f, "tid.{}", d.name()),
            SpecialReg::Ntid(d) => write!(f, "ntid.{}", d.name()),
            SpecialReg::Ctaid(d) => write!(f, "ctaid.{}", d.name()),
            SpecialReg::Nctaid(d) => write!(f, "nctaid.{}", d.name()),
            SpecialReg::LaneId => f.write_str("laneid"),
            SpecialReg::WarpSize => f.write_str("warpsize"),
        }
    }
}

/// The operation of an `atomic_rmw`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AtomicRmwOp {
    Add,
    Smin,
    Smax,
    Umin,
    Umax,
    And,
    Or,
    Xor,
    Xchg,
}

impl AtomicRmwOp {
    pub const ALL: [AtomicRmwOp; 9] = [
        AtomicRmwOp::Add,
        AtomicRmwOp::Smin,
        AtomicRmwOp::Smax,
        AtomicRmwOp::Umin,
        AtomicRmwOp::Umax,
        AtomicRmwOp::And,
        AtomicRmwOp::Or,
        AtomicRmwOp::Xor,
        AtomicRmwOp::Xchg,
    ];

    pub fn name(self) -> &'static str {
        match self {
            AtomicRmwOp::Add => "add",
            AtomicRmwOp::Smin => "smin",
            AtomicRmwOp::Smax => "smax",
            AtomicRmwOp::Umin => "umin",
            AtomicRmwOp::Umax => "umax",
            AtomicRmwOp::And => "and",
            AtomicRmwOp::Or => "or",
            AtomicRmwOp::Xor => "xor",
            AtomicRmwOp::Xchg => "xchg",
        }
    }

    pub fn from_name(name: &str) -> Option<AtomicRmwOp> {
        AtomicRmwOp::ALL.into_iter().find(|o| o.name() == name)
    }
}

/// The scope of a memory `fence` (PTX `membar.cta`, `.gl`, `.sys`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FenceScope {
    Cta,
    Gpu,
    Sys,
}

impl FenceScope {
    pub const ALL: [FenceScope; 3] = [FenceScope::Cta, FenceScope::Gpu, FenceScope::Sys];

    pub fn name(self) -> &'static str {
        match self {
            FenceScope::Cta => "cta",
            FenceScope::Gpu => "gpu",
            FenceScope::Sys => "sys",
        }
    }

    pub fn from_name(name: &str) -> Option<FenceScope> {
        FenceScope::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// A branch target with its arguments: `block3(v1, v2)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockCall {
    pub block: Block,
    pub args: ValueList,
}

impl BlockCall {
    pub fn new(block: Block, args: &[Value], pool: &mut ValueListPool) -> Self {
        BlockCall {
            block,
            args: ValueList::from_slice(args, pool),
        }
    }
}

/// The targets of a `br_table`: `entries[0]` is the default, `entries[1..]`
/// are indexed by the selector.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct JumpTableData {
    pub entries: Vec<BlockCall>,
}

impl JumpTableData {
    /// The default target, or `None` for a malformed empty table.
    pub fn default_target(&self) -> Option<&BlockCall> {
        self.entries.first()
    }

    /// The indexed targets.
    pub fn targets(&self) -> &[BlockCall] {
        self.entries.get(1..).unwrap_or(&[])
    }
}

/// The data of one instruction.
///
/// Memory formats keep `offset` (bytes added to the address) and `align`
/// (the alignment, in bytes, the program promises the final address has).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstData {
    UnaryImm {
        opcode: Opcode,
        imm: i64,
    },
    UnaryIeee32 {
        opcode: Opcode,
        imm: Ieee32,
    },
    UnaryIeee64 {
        opcode: Opcode,
        imm: Ieee64,
    },
    Unary {
        opcode: Opcode,
        arg: Value,
    },
    Binary {
        opcode: Opcode,
        args: [Value; 2],
    },
    BinaryImm {
        opcode: Opcode,
        arg: Value,
        imm: i64,
    },
    Ternary {
        opcode: Opcode,
        args: [Value; 3],
    },
    IntCompare {
        opcode: Opcode,
        cond: IntCC,
        args: [Value; 2],
    },
    IntCompareImm {
        opcode: Opcode,
        cond: IntCC,
        arg: Value,
        imm: i64,
    },
    FloatCompare {
        opcode: Opcode,
        cond: FloatCC,
        args: [Value; 2],
    },
    Sreg {
        opcode: Opcode,
        reg: SpecialReg,
    },
    /// `arg` is the address.
    Load {
        opcode: Opcode,
        space: Space,
        offset: i32,
        align: u8,
        arg: Value,
    },
    /// `args` are `[address, value]`.
    Store {
        opcode: Opcode,
        space: Space,
        offset: i32,
        align: u8,
        args: [Value; 2],
    },
    StackAddr {
        opcode: Opcode,
        slot: StackSlot,
        offset: i32,
    },
    SharedAddr {
        opcode: Opcode,
        var: SharedVar,
        offset: i32,
    },
    /// `to_generic`/`from_generic`: `space` is the non-generic side.
    Cvta {
        opcode: Opcode,
        space: Space,
        arg: Value,
    },
    /// `args` are `[address, operand]`.
    AtomicRmw {
        opcode: Opcode,
        op: AtomicRmwOp,
        space: Space,
        args: [Value; 2],
    },
    /// `args` are `[address, expected, replacement]`.
    AtomicCas {
        opcode: Opcode,
        space: Space,
        args: [Value; 3],
    },
    Nullary {
        opcode: Opcode,
    },
    Fence {
        opcode: Opcode,
        scope: FenceScope,
    },
    Jump {
        opcode: Opcode,
        dest: BlockCall,
    },
    /// `blocks` are `[then, else]`.
    Brif {
        opcode: Opcode,
        arg: Value,
        blocks: [BlockCall; 2],
    },
    BrTable {
        opcode: Opcode,
        arg: Value,
        table: JumpTable,
    },
    MultiAry {
        opcode: Opcode,
        args: ValueList,
    },
    Call {
        opcode: Opcode,
        func: FuncRef,
        args: ValueList,
    },
}

impl InstData {
    pub fn opcode(&self) -> Opcode {
        match *self {
            InstData::UnaryImm { opcode, .. }
            | InstData::UnaryIeee32 { opcode, .. }
            | InstData::UnaryIeee64 { opcode, .. }
            | InstData::Unary { opcode, .. }
            | InstData::Binary { opcode, .. }
            | InstData::BinaryImm { opcode, .. }
            | InstData::Ternary { opcode, .. }
            | InstData::IntCompare { opcode, .. }
            | InstData::IntCompareImm { opcode, .. }
            | InstData::FloatCompare { opcode, .. }
            | InstData::Sreg { opcode, .. }
            | InstData::Load { opcode, .. }
            | InstData::Store { opcode, .. }
            | InstData::StackAddr { opcode, .. }
            | InstData::SharedAddr { opcode, .. }
            | InstData::Cvta { opcode, .. }
            | InstData::AtomicRmw { opcode, .. }
            | InstData::AtomicCas { opcode, .. }
            | InstData::Nullary { opcode }
            | InstData::Fence { opcode, .. }
            | InstData::Jump { opcode, .. }
            | InstData::Brif { opcode, .. }
            | InstData::BrTable { opcode, .. }
            | InstData::MultiAry { opcode, .. }
            | InstData::Call { opcode, .. } => opcode,
        }
    }

    /// The format of this data (which must equal `self.opcode().format()`).
    pub fn format(&self) -> InstructionFormat {
        match self {
            InstData::UnaryImm { .. } => InstructionFormat::UnaryImm,
            InstData::UnaryIeee32 { .. } => InstructionFormat::UnaryIeee32,
            InstData::UnaryIeee64 { .. } => InstructionFormat::UnaryIeee64,
            InstData::Unary { .. } => InstructionFormat::Unary,
            InstData::Binary { .. } => InstructionFormat::Binary,
            InstData::BinaryImm { .. } => InstructionFormat::BinaryImm,
            InstData::Ternary { .. } => InstructionFormat::Ternary,
            InstData::IntCompare { .. } => InstructionFormat::IntCompare,
            InstData::IntCompareImm { .. } => InstructionFormat::IntCompareImm,
            InstData::FloatCompare { .. } => InstructionFormat::FloatCompare,
            InstData::Sreg { .. } => InstructionFormat::Sreg,
            InstData::Load { .. } => InstructionFormat::Load,
            InstData::Store { .. } => InstructionFormat::Store,
            InstData::StackAddr { .. } => InstructionFormat::StackAddr,
            InstData::SharedAddr { .. } => InstructionFormat::SharedAddr,
            InstData::Cvta { .. } => InstructionFormat::Cvta,
            InstData::AtomicRmw { .. } => InstructionFormat::AtomicRmw,
            InstData::AtomicCas { .. } => InstructionFormat::AtomicCas,
            InstData::Nullary { .. } => InstructionFormat::Nullary,
            InstData::Fence { .. } => InstructionFormat::Fence,
            InstData::Jump { .. } => InstructionFormat::Jump,
            InstData::Brif { .. } => InstructionFormat::Brif,
            InstData::BrTable { .. } => InstructionFormat::BrTable,
            InstData::MultiAry { .. } => InstructionFormat::MultiAry,
            InstData::Call { .. } => InstructionFormat::Call,
        }
    }

    /// The value operands, excluding branch arguments (see
    /// [`branch_destinations`](Self::branch_destinations)).
    pub fn arguments<'a>(&'a self, pool: &'a ValueListPool) -> &'a [Value] {
        match self {
            InstData::Unary { arg, .. }
            | InstData::BinaryImm { arg, .. }
            | InstData::IntCompareImm { arg, .. }
            | InstData::Load { arg, .. }
            | InstData::Cvta { arg, .. }
            | InstData::Brif { arg, .. }
            | InstData::BrTable { arg, .. } => core::slice::from_ref(arg),
            InstData::Binary { args, .. }
            | InstData::IntCompare { args, .. }
            | InstData::FloatCompare { args, .. }
            | InstData::Store { args, .. }
            | InstData::AtomicRmw { args, .. } => args,
            InstData::Ternary { args, .. } | InstData::AtomicCas { args, .. } => args,
            InstData::MultiAry { args, .. } | InstData::Call { args, .. } => {
                if args.is_valid(pool) {
                    args.as_slice(pool)
                } else {
                    &[]
                }
            }
            InstData::UnaryImm { .. }
            | InstData::UnaryIeee32 { .. }
            | InstData::UnaryIeee64 { .. }
            | InstData::Sreg { .. }
            | InstData::StackAddr { .. }
            | InstData::SharedAddr { .. }
            | InstData::Nullary { .. }
            | InstData::Fence { .. }
            | InstData::Jump { .. } => &[],
        }
    }

    /// Mutable view of the value operands (branch arguments excluded).
    pub fn arguments_mut<'a>(&'a mut self, pool: &'a mut ValueListPool) -> &'a mut [Value] {
        match self {
            InstData::Unary { arg, .. }
            | InstData::BinaryImm { arg, .. }
            | InstData::IntCompareImm { arg, .. }
            | InstData::Load { arg, .. }
            | InstData::Cvta { arg, .. }
            | InstData::Brif { arg, .. }
            | InstData::BrTable { arg, .. } => core::slice::from_mut(arg),
            InstData::Binary { args, .. }
            | InstData::IntCompare { args, .. }
            | InstData::FloatCompare { args, .. }
            | InstData::Store { args, .. }
            | InstData::AtomicRmw { args, .. } => args,
            InstData::Ternary { args, .. } | InstData::AtomicCas { args, .. } => args,
            InstData::MultiAry { args, .. } | InstData::Call { args, .. } => {
                if args.is_valid(pool) {
                    args.as_mut_slice(pool)
                } else {
                    &mut []
                }
            }
            _ => &mut [],
        }
    }

    /// The branch targets of this instruction (empty for non-branches).
    pub fn branch_destinations<'a>(
        &'a self,
        jump_tables: &'a cranelift_entity::PrimaryMap<JumpTable, JumpTableData>,
    ) -> &'a [BlockCall] {
        match self {
            InstData::Jump { dest, .. } => core::slice::from_ref(dest),
            InstData::Brif { blocks, .. } => blocks,
            InstData::BrTable { table, .. } => jump_tables
                .get(*table)
                .map(|t| t.entries.as_slice())
                .unwrap_or(&[]),
            _ => &[],
        }
    }

    /// Mutable view of the branch targets.
    pub fn branch_destinations_mut<'a>(
        &'a mut self,
        jump_tables: &'a mut cranelift_entity::PrimaryMap<JumpTable, JumpTableData>,
    ) -> &'a mut [BlockCall] {
        match self {
            InstData::Jump { dest, .. } => core::slice::from_mut(dest),
            InstData::Brif { blocks, .. } => blocks,
            InstData::BrTable { table, .. } => jump_tables
                .get_mut(*table)
                .map(|t| t.entries.as_mut_slice())
                .unwrap_or(&mut []),
            _ => &mut [],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opcode_names_are_unique_and_round_trip() {
        for &op in Opcode::ALL {
            assert_eq!(Opcode::from_name(op.name()), Some(op));
        }
        let mut names: Vec<_> = Opcode::ALL.iter().map(|o| o.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Opcode::ALL.len());
        assert_eq!(SpecialReg::all().count(), 14);
        for r in SpecialReg::all() {
            assert_eq!(SpecialReg::from_name(&r.to_string()), Some(r));
        }
    }
}
