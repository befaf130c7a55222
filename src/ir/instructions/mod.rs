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
//! shared addresses, and the `stack_start`/`stack_end` lifetime markers,
//! name their slot entity, and constant addresses their declaration,
//! rather than a byte offset.

use super::condcodes::{FloatCC, IntCC};
use super::entities::{Block, ConstRef, FuncRef, JumpTable, SharedVar, StackSlot, Value};
use super::gpu::{AtomicRmwOp, FenceScope, Space, SpecialReg};
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
    /// `iconst`: an integer immediate.
    UnaryImm,
    /// `f32const`: an `f32` immediate.
    UnaryIeee32,
    /// `f64const`: an `f64` immediate.
    UnaryIeee64,
    /// One value operand.
    Unary,
    /// Two value operands.
    Binary,
    /// One value operand and an integer immediate.
    BinaryImm,
    /// Three value operands.
    Ternary,
    /// `icmp`: a condition code and two values.
    IntCompare,
    /// `icmp_imm`: a condition code, a value and an integer immediate.
    IntCompareImm,
    /// `fcmp`: a condition code and two values.
    FloatCompare,
    /// `sreg`: a special register.
    Sreg,
    /// `load`: space, address, offset and alignment.
    Load,
    /// `store`: space, address, value, offset and alignment.
    Store,
    /// `stack_addr`: a stack slot and an offset.
    StackAddr,
    /// `shared_addr`: a shared variable and an offset.
    SharedAddr,
    /// `stack_start` / `stack_end`: a stack slot, no result.
    StackLifetime,
    /// `const_addr`: a constant-data declaration and an offset.
    ConstAddr,
    /// `to_generic` / `from_generic`: a space and an address.
    Cvta,
    /// `atomic_rmw`: an operation, a space, an address and an operand.
    AtomicRmw,
    /// `atomic_cas`: a space, an address, the expected and the replacement value.
    AtomicCas,
    /// No operands (`barrier`, `trap`).
    Nullary,
    /// `fence`: a scope.
    Fence,
    /// `jump`: one block call.
    Jump,
    /// `brif`: a condition and two block calls.
    Brif,
    /// `br_table`: a selector and a jump table.
    BrTable,
    /// A variable-length list of values (`return`).
    MultiAry,
    /// `call`: a function reference and its arguments.
    Call,
}

macro_rules! define_opcodes {
    ($($(#[$doc:meta])* $variant:ident = $name:literal : $format:ident,)*) => {
        /// An IR operation. See `docs/IR.md` for the semantics of each.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode { $($(#[$doc])* $variant,)* }

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
    /// An integer constant of the suffix type.
    Iconst = "iconst": UnaryImm,
    /// An `f32` constant.
    F32const = "f32const": UnaryIeee32,
    /// An `f64` constant.
    F64const = "f64const": UnaryIeee64,

    /// Wrapping addition.
    Iadd = "iadd": Binary,
    /// Wrapping subtraction.
    Isub = "isub": Binary,
    /// Wrapping multiplication (low half).
    Imul = "imul": Binary,
    /// High half of the signed double-width product.
    Smulhi = "smulhi": Binary,
    /// High half of the unsigned double-width product.
    Umulhi = "umulhi": Binary,
    /// Signed division rounding toward zero.
    Sdiv = "sdiv": Binary,
    /// Unsigned division.
    Udiv = "udiv": Binary,
    /// Signed remainder (sign of the dividend).
    Srem = "srem": Binary,
    /// Unsigned remainder.
    Urem = "urem": Binary,
    /// Signed minimum.
    Smin = "smin": Binary,
    /// Signed maximum.
    Smax = "smax": Binary,
    /// Unsigned minimum.
    Umin = "umin": Binary,
    /// Unsigned maximum.
    Umax = "umax": Binary,
    /// Bitwise and.
    Band = "band": Binary,
    /// Bitwise or.
    Bor = "bor": Binary,
    /// Bitwise exclusive or.
    Bxor = "bxor": Binary,
    /// Shift left; amounts at or above the width give 0.
    Ishl = "ishl": Binary,
    /// Logical shift right; amounts at or above the width give 0.
    Ushr = "ushr": Binary,
    /// Arithmetic shift right; amounts at or above the width give all sign bits.
    Sshr = "sshr": Binary,

    /// `iadd` with an immediate.
    IaddImm = "iadd_imm": BinaryImm,
    /// `imul` with an immediate.
    ImulImm = "imul_imm": BinaryImm,
    /// `band` with an immediate.
    BandImm = "band_imm": BinaryImm,
    /// `bor` with an immediate.
    BorImm = "bor_imm": BinaryImm,
    /// `bxor` with an immediate.
    BxorImm = "bxor_imm": BinaryImm,
    /// `ishl` by an immediate amount.
    IshlImm = "ishl_imm": BinaryImm,
    /// `ushr` by an immediate amount.
    UshrImm = "ushr_imm": BinaryImm,
    /// `sshr` by an immediate amount.
    SshrImm = "sshr_imm": BinaryImm,

    /// Two's-complement negation.
    Ineg = "ineg": Unary,
    /// Absolute value (the minimum value maps to itself).
    Iabs = "iabs": Unary,
    /// Bitwise complement.
    Bnot = "bnot": Unary,
    /// Number of one bits.
    Popcnt = "popcnt": Unary,
    /// Number of leading zero bits.
    Clz = "clz": Unary,
    /// Number of trailing zero bits.
    Ctz = "ctz": Unary,
    /// Bits in reverse order.
    Bitrev = "bitrev": Unary,

    /// IEEE addition, round to nearest even.
    Fadd = "fadd": Binary,
    /// IEEE subtraction.
    Fsub = "fsub": Binary,
    /// IEEE multiplication.
    Fmul = "fmul": Binary,
    /// IEEE division.
    Fdiv = "fdiv": Binary,
    /// Minimum; a NaN operand yields the other operand.
    Fmin = "fmin": Binary,
    /// Maximum; a NaN operand yields the other operand.
    Fmax = "fmax": Binary,
    /// Flips the sign bit.
    Fneg = "fneg": Unary,
    /// Clears the sign bit.
    Fabs = "fabs": Unary,
    /// Correctly rounded square root.
    Sqrt = "sqrt": Unary,
    /// Round down to an integral value.
    Floor = "floor": Unary,
    /// Round up to an integral value.
    Ceil = "ceil": Unary,
    /// Round toward zero to an integral value.
    Trunc = "trunc": Unary,
    /// Round to the nearest integral value, ties to even.
    Nearest = "nearest": Unary,
    /// Approximate reciprocal.
    Rcp = "rcp": Unary,
    /// Approximate reciprocal square root.
    Rsqrt = "rsqrt": Unary,
    /// Approximate sine (f32).
    Sin = "sin": Unary,
    /// Approximate cosine (f32).
    Cos = "cos": Unary,
    /// Approximate 2^x (f32).
    Ex2 = "ex2": Unary,
    /// Approximate log2 x (f32).
    Lg2 = "lg2": Unary,
    /// Fused multiply-add with one rounding.
    Fma = "fma": Ternary,

    /// Sign-extend to a wider integer.
    Sextend = "sextend": Unary,
    /// Zero-extend to a wider integer.
    Uextend = "uextend": Unary,
    /// Keep the low bits of an integer.
    Ireduce = "ireduce": Unary,
    /// Float to signed integer: truncate, saturate, NaN gives 0.
    FcvtToSint = "fcvt_to_sint": Unary,
    /// Float to unsigned integer: truncate, saturate, NaN gives 0.
    FcvtToUint = "fcvt_to_uint": Unary,
    /// Signed integer to float, round to nearest even.
    FcvtFromSint = "fcvt_from_sint": Unary,
    /// Unsigned integer to float, round to nearest even.
    FcvtFromUint = "fcvt_from_uint": Unary,
    /// f32 to f64.
    Fpromote = "fpromote": Unary,
    /// f64 to f32, round to nearest even.
    Fdemote = "fdemote": Unary,
    /// Reinterpret the bits as another type of one size.
    Bitcast = "bitcast": Unary,

    /// Integer comparison.
    Icmp = "icmp": IntCompare,
    /// Integer comparison with an immediate.
    IcmpImm = "icmp_imm": IntCompareImm,
    /// Float comparison.
    Fcmp = "fcmp": FloatCompare,
    /// Choose between two values by an `i1`.
    Select = "select": Ternary,

    /// Read a special register.
    Sreg = "sreg": Sreg,

    /// Load from memory.
    Load = "load": Load,
    /// Store to memory.
    Store = "store": Store,
    /// Local address of a stack slot.
    StackAddr = "stack_addr": StackAddr,
    /// Shared address of a shared variable.
    SharedAddr = "shared_addr": SharedAddr,
    /// A stack slot's lifetime begins: its contents are undefined.
    StackStart = "stack_start": StackLifetime,
    /// A stack slot's lifetime ends: no access until the next `stack_start`.
    StackEnd = "stack_end": StackLifetime,
    /// Const address of a module constant object.
    ConstAddr = "const_addr": ConstAddr,
    /// Convert an address to a generic one.
    ToGeneric = "to_generic": Cvta,
    /// Convert a generic address to a space address.
    FromGeneric = "from_generic": Cvta,

    /// CTA-wide barrier (`bar.sync 0`).
    Barrier = "barrier": Nullary,
    /// Memory fence.
    Fence = "fence": Fence,
    /// Atomic read-modify-write.
    AtomicRmw = "atomic_rmw": AtomicRmw,
    /// Atomic compare-and-swap.
    AtomicCas = "atomic_cas": AtomicCas,

    /// Unconditional branch.
    Jump = "jump": Jump,
    /// Two-way conditional branch.
    Brif = "brif": Brif,
    /// Indexed branch through a jump table.
    BrTable = "br_table": BrTable,
    /// Return from the function.
    Return = "return": MultiAry,
    /// Stop with an error.
    Trap = "trap": Nullary,
    /// Call a device function.
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
                | Opcode::ConstAddr
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

/// A branch target with its arguments: `block3(v1, v2)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockCall {
    /// The target block.
    pub block: Block,
    /// The arguments bound to the target's parameters.
    pub args: ValueList,
}

impl BlockCall {
    /// Makes a block call, putting `args` in `pool`.
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
    /// The targets; the first is the default.
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
    /// See [`InstructionFormat::UnaryImm`].
    UnaryImm {
        /// The opcode.
        opcode: Opcode,
        /// The integer immediate.
        imm: i64,
    },
    /// See [`InstructionFormat::UnaryIeee32`].
    UnaryIeee32 {
        /// The opcode.
        opcode: Opcode,
        /// The `f32` immediate.
        imm: Ieee32,
    },
    /// See [`InstructionFormat::UnaryIeee64`].
    UnaryIeee64 {
        /// The opcode.
        opcode: Opcode,
        /// The `f64` immediate.
        imm: Ieee64,
    },
    /// See [`InstructionFormat::Unary`].
    Unary {
        /// The opcode.
        opcode: Opcode,
        /// The operand.
        arg: Value,
    },
    /// See [`InstructionFormat::Binary`].
    Binary {
        /// The opcode.
        opcode: Opcode,
        /// The two operands.
        args: [Value; 2],
    },
    /// See [`InstructionFormat::BinaryImm`].
    BinaryImm {
        /// The opcode.
        opcode: Opcode,
        /// The value operand.
        arg: Value,
        /// The integer immediate.
        imm: i64,
    },
    /// See [`InstructionFormat::Ternary`].
    Ternary {
        /// The opcode.
        opcode: Opcode,
        /// The three operands.
        args: [Value; 3],
    },
    /// See [`InstructionFormat::IntCompare`].
    IntCompare {
        /// The opcode.
        opcode: Opcode,
        /// The condition code.
        cond: IntCC,
        /// The two compared values.
        args: [Value; 2],
    },
    /// See [`InstructionFormat::IntCompareImm`].
    IntCompareImm {
        /// The opcode.
        opcode: Opcode,
        /// The condition code.
        cond: IntCC,
        /// The compared value.
        arg: Value,
        /// The immediate it is compared with.
        imm: i64,
    },
    /// See [`InstructionFormat::FloatCompare`].
    FloatCompare {
        /// The opcode.
        opcode: Opcode,
        /// The condition code.
        cond: FloatCC,
        /// The two compared values.
        args: [Value; 2],
    },
    /// See [`InstructionFormat::Sreg`].
    Sreg {
        /// The opcode.
        opcode: Opcode,
        /// The special register read.
        reg: SpecialReg,
    },
    /// `arg` is the address.
    Load {
        /// The opcode.
        opcode: Opcode,
        /// The state space accessed.
        space: Space,
        /// Byte offset added to the address.
        offset: i32,
        /// Promised alignment of the final address, in bytes.
        align: u8,
        /// The address.
        arg: Value,
    },
    /// `args` are `[address, value]`.
    Store {
        /// The opcode.
        opcode: Opcode,
        /// The state space accessed.
        space: Space,
        /// Byte offset added to the address.
        offset: i32,
        /// Promised alignment of the final address, in bytes.
        align: u8,
        /// The address and the stored value.
        args: [Value; 2],
    },
    /// See [`InstructionFormat::StackAddr`].
    StackAddr {
        /// The opcode.
        opcode: Opcode,
        /// The stack slot.
        slot: StackSlot,
        /// Byte offset added to the slot's address.
        offset: i32,
    },
    /// See [`InstructionFormat::SharedAddr`].
    SharedAddr {
        /// The opcode.
        opcode: Opcode,
        /// The shared variable.
        var: SharedVar,
        /// Byte offset added to the variable's address.
        offset: i32,
    },
    /// See [`InstructionFormat::StackLifetime`].
    StackLifetime {
        /// The opcode.
        opcode: Opcode,
        /// The stack slot whose lifetime starts or ends.
        slot: StackSlot,
    },
    /// See [`InstructionFormat::ConstAddr`].
    ConstAddr {
        /// The opcode.
        opcode: Opcode,
        /// The constant-data declaration.
        data: ConstRef,
        /// Byte offset added to the object's address.
        offset: i32,
    },
    /// `to_generic`/`from_generic`: `space` is the non-generic side.
    Cvta {
        /// The opcode.
        opcode: Opcode,
        /// The non-generic state space.
        space: Space,
        /// The address converted.
        arg: Value,
    },
    /// `args` are `[address, operand]`.
    AtomicRmw {
        /// The opcode.
        opcode: Opcode,
        /// The read-modify-write operation.
        op: AtomicRmwOp,
        /// The state space accessed.
        space: Space,
        /// The address and the operand.
        args: [Value; 2],
    },
    /// `args` are `[address, expected, replacement]`.
    AtomicCas {
        /// The opcode.
        opcode: Opcode,
        /// The state space accessed.
        space: Space,
        /// The address, the expected value and the replacement.
        args: [Value; 3],
    },
    /// See [`InstructionFormat::Nullary`].
    Nullary {
        /// The opcode.
        opcode: Opcode,
    },
    /// See [`InstructionFormat::Fence`].
    Fence {
        /// The opcode.
        opcode: Opcode,
        /// The fence's scope.
        scope: FenceScope,
    },
    /// See [`InstructionFormat::Jump`].
    Jump {
        /// The opcode.
        opcode: Opcode,
        /// The target and its arguments.
        dest: BlockCall,
    },
    /// `blocks` are `[then, else]`.
    Brif {
        /// The opcode.
        opcode: Opcode,
        /// The `i1` condition.
        arg: Value,
        /// The targets taken when the condition is 1 and when it is 0.
        blocks: [BlockCall; 2],
    },
    /// See [`InstructionFormat::BrTable`].
    BrTable {
        /// The opcode.
        opcode: Opcode,
        /// The index selecting the target.
        arg: Value,
        /// The jump table holding the targets.
        table: JumpTable,
    },
    /// See [`InstructionFormat::MultiAry`].
    MultiAry {
        /// The opcode.
        opcode: Opcode,
        /// The values (for `return`, the returned values).
        args: ValueList,
    },
    /// See [`InstructionFormat::Call`].
    Call {
        /// The opcode.
        opcode: Opcode,
        /// The called function.
        func: FuncRef,
        /// The call arguments.
        args: ValueList,
    },
}

impl InstData {
    /// The instruction's opcode.
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
            | InstData::StackLifetime { opcode, .. }
            | InstData::ConstAddr { opcode, .. }
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
            InstData::StackLifetime { .. } => InstructionFormat::StackLifetime,
            InstData::ConstAddr { .. } => InstructionFormat::ConstAddr,
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
            | InstData::StackLifetime { .. }
            | InstData::ConstAddr { .. }
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
