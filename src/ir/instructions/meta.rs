//! The vocabulary of the instruction table: what a format and an
//! instruction definition say.
//!
//! ```text
//!   formats.rs: FORMATS       (fields of each InstData variant, text syntax)
//!   table.rs:   INSTRUCTIONS  (one InstDef per opcode: format, operand and
//!                              result type rules, immediates, effects)
//!        │  read by build.rs (this file and those two are plain data with no
//!        │  crate dependencies, so the build script includes them too)
//!        v
//!   OUT_DIR: Opcode, InstData and their accessors, the text parser and
//!   printer of operands, the InstBuilder methods, the ISLE declarations
//! ```
//!
//! At run time the same rows answer questions about an opcode
//! (`Opcode::def()`): the type checker (`ir::typing`) interprets the type
//! rules, and the effects predicates (`Opcode::is_pure`, ...) read
//! [`Effects`]. Invariant: a row's operand rules describe exactly the values
//! its format's `arguments()` returns, in that order (checked by the build
//! script), except for variadic formats (calls and returns), whose operands
//! the verifier checks against signatures.

/// Operand shapes: one per `InstData` variant. Each opcode has exactly one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
    /// A rounding mode and one value operand (`sqrt rp v1`, `fdemote rz v1`).
    RoundedUnary,
    /// A rounding mode and two value operands (`fadd rz v1, v2`).
    RoundedBinary,
    /// A rounding mode and three value operands (`fma rm v1, v2, v3`).
    RoundedTernary,
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
    /// `load_v2` / `load_v4`: a `load`'s fields, a result per lane.
    LoadVec,
    /// `store_v2`: space, address, two lane values, offset and alignment.
    StoreV2,
    /// `store_v4`: space, address, four lane values, offset and alignment.
    StoreV4,
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
    /// Inline PTX assembly (`asm`).
    InlineAsm,
}

/// What one field of an `InstData` variant holds, and so how it is typed
/// in Rust and ISLE, parsed, printed and visited.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// One value operand (`Value`).
    Value,
    /// A fixed number of value operands (`[Value; N]`).
    Values(usize),
    /// Value operands to the end of the line, comma-separated (`return`).
    ValueList,
    /// Value operands in parentheses (`call fn0(v1, v2)`).
    ArgList,
    /// An integer immediate checked against the `.type` suffix (`iconst`).
    CtrlImm,
    /// An integer immediate checked against the operand's type.
    Imm,
    /// An `f32` immediate.
    Ieee32,
    /// An `f64` immediate.
    Ieee64,
    /// An integer condition code.
    IntCC,
    /// A float condition code.
    FloatCC,
    /// A state space.
    Space,
    /// A special register.
    SpecialReg,
    /// A stack slot (`ss0`).
    StackSlot,
    /// A shared variable (`sh0`).
    SharedVar,
    /// A constant-data declaration (`cd0`).
    ConstRef,
    /// A function reference (`fn0`).
    FuncRef,
    /// A byte offset (`+8`, `-4`, or nothing for 0).
    Offset,
    /// How an access reaches memory: `nc` (non-coherent, loads only),
    /// `volatile`, or nothing for a plain access.
    AccessMode,
    /// A load's alignment (`align N`, natural for the result type when absent).
    LoadAlign,
    /// A store's alignment (`align N`, natural for the stored value when absent).
    StoreAlign,
    /// An atomic read-modify-write operation.
    AtomicRmwOp,
    /// A fence scope.
    FenceScope,
    /// An atomic's memory ordering and scope (`acquire sys`; relaxed at
    /// GPU scope when absent, and then not printed).
    AtomicOrder,
    /// A float rounding mode (`rz`, `rm`, `rp`; `rn` when absent, and
    /// then not printed).
    Rounding,
    /// One branch target with its arguments.
    BlockCall,
    /// A fixed number of branch targets (`[BlockCall; N]`).
    BlockCalls(usize),
    /// A `br_table`'s default target and target list.
    JumpTable,
    /// An inline assembly's template and constraints (`"TEMPLATE", "CONSTRAINTS"`).
    InlineAsm,
}

/// One field of an `InstData` variant.
#[derive(Copy, Clone, Debug)]
pub struct FieldDef {
    /// The Rust field name.
    pub name: &'static str,
    /// What it holds.
    pub kind: FieldKind,
    /// Its documentation.
    pub doc: &'static str,
}

/// One item of a format's text syntax, after the opcode.
#[derive(Copy, Clone, Debug)]
pub enum SyntaxItem {
    /// A field, printed with its own leading separator.
    Field(&'static str),
    /// Element `i` of an array field (`Values(N)` or `BlockCalls(N)`).
    Elem(&'static str, usize),
    /// A `,`.
    Comma,
}

/// A format: its fields (after `opcode`, which every variant has) and its
/// text syntax.
#[derive(Copy, Clone, Debug)]
pub struct FormatDef {
    /// The format.
    pub format: InstructionFormat,
    /// The fields, in declaration order.
    pub fields: &'static [FieldDef],
    /// The text after the opcode (and its `.type` suffix).
    pub syntax: &'static [SyntaxItem],
}

/// A set of IR types an operand or result may have.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeSet {
    /// Any type.
    Any,
    /// `i1 i8 i16 i32 i64`.
    Int,
    /// `i8 i16 i32 i64`: the integers arithmetic accepts.
    IntArith,
    /// `i32 i64`.
    IntWord,
    /// `i32 i64 f32 f64`.
    Word,
    /// `f32 f64`.
    Float,
    /// `i32 i64` as an address.
    Addr,
    /// `i1`.
    I1,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `i8 i16 i32 i64 f32 f64`: a lane of a 2-lane vector access.
    Lane,
    /// `i8 i16 i32 f32`: a lane of a 4-lane vector access (128 bits at
    /// most, as PTX's `.v4`).
    Lane32,
}

/// The type rule of one value operand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OperandRule {
    /// A type of the set.
    Of(TypeSet),
    /// The type of operand `k` (an earlier one).
    Same(usize),
    /// An address in the instruction's state space: `i64`, or `i32`/`i64`
    /// where the space allows 32-bit addresses.
    Addr,
    /// A generic address: `i64`.
    Generic,
    /// An `atomic_rmw` operand: the types its operation accepts.
    AtomicOperand,
}

/// Most value operands a row gives rules for (the type checker keeps their
/// types on the stack; the build script refuses a row with more): a
/// `store_v4`'s address and four lanes.
pub const MAX_OPERAND_RULES: usize = 5;

/// One value operand: the builder's parameter name and its type rule.
#[derive(Copy, Clone, Debug)]
pub struct OperandDef {
    /// The name: the builder's parameter, and in diagnostics unless it
    /// has one letter (`x`, `a`: an operand like the others).
    pub name: &'static str,
    /// Its type rule.
    pub rule: OperandRule,
}

/// The rule giving an instruction's results.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ResultRule {
    /// No result.
    None,
    /// One result of operand `k`'s type.
    Same(usize),
    /// One result of a fixed type (a one-type set).
    Fixed(TypeSet),
    /// One result of the `.type` suffix, which must be in the set.
    Ctrl(TypeSet),
    /// One result of the `.type` suffix, an address in the instruction's
    /// state space (`from_generic`).
    CtrlAddr,
    /// The callee's results.
    Call,
    /// One result per output constraint of an inline `asm`.
    Asm,
    /// `N` results of the `.type` suffix, which must be in the set (a
    /// vector load's lanes).
    Lanes(u8, TypeSet),
}

/// How the `.type` suffix relates to operand 0 (conversions).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Relation {
    /// No relation.
    None,
    /// Both integers, the result wider.
    Wider,
    /// Both integers, the result narrower.
    Narrower,
    /// The same size, one an integer and the other a float.
    Reinterpret,
}

/// The rule of an integer immediate operand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ImmRule {
    /// No integer immediate.
    None,
    /// In canonical form for the type (sign-extended from its width).
    Canonical,
    /// A shift amount: `0 .. bits`.
    ShiftAmount,
}

/// The state spaces an instruction's `space` field may name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SpaceRule {
    /// No space field, or any space.
    Any,
    /// A space that can be written.
    Writable,
    /// `global`, `shared` or `generic`: where atomics work.
    Atomic,
    /// Any space but `generic` (the non-generic side of a conversion).
    NonGeneric,
}

/// What executing an instruction may do besides computing its results.
/// An instruction with none of these is pure: it may be removed when
/// unused, moved and duplicated freely.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Effects {
    /// Observable beyond its results (synchronisation, lifetime markers,
    /// trapping on purpose): never removed, never moved across another
    /// effect.
    pub side_effect: bool,
    /// Undefined for some operands (division by zero, a bad address): never
    /// moved where it would run on more paths than in the program.
    pub can_trap: bool,
    /// Reads memory.
    pub reads_memory: bool,
    /// Writes memory.
    pub writes_memory: bool,
    /// Ends a block.
    pub terminator: bool,
    /// Transfers control to blocks of the function.
    pub branch: bool,
    /// Its threads rendezvous (a barrier, later warp operations): never
    /// moved across control flow, duplicated into divergent paths, or
    /// removed.
    pub convergent: bool,
    /// Calls a function (whose effects are unknown here).
    pub call: bool,
}

impl Effects {
    /// No effect.
    pub const PURE: Effects = Effects {
        side_effect: false,
        can_trap: false,
        reads_memory: false,
        writes_memory: false,
        terminator: false,
        branch: false,
        convergent: false,
        call: false,
    };
    /// Undefined for some operands, otherwise pure (integer division).
    pub const TRAPS: Effects = Effects {
        can_trap: true,
        ..Effects::PURE
    };
    /// A memory read.
    pub const LOAD: Effects = Effects {
        can_trap: true,
        reads_memory: true,
        ..Effects::PURE
    };
    /// A memory write.
    pub const STORE: Effects = Effects {
        can_trap: true,
        writes_memory: true,
        ..Effects::PURE
    };
    /// An atomic read-modify-write.
    pub const ATOMIC: Effects = Effects {
        can_trap: true,
        reads_memory: true,
        writes_memory: true,
        ..Effects::PURE
    };
    /// A side effect with no memory access of its own (lifetime markers).
    pub const SIDE_EFFECT: Effects = Effects {
        side_effect: true,
        ..Effects::PURE
    };
    /// A memory-ordering fence.
    pub const FENCE: Effects = Effects {
        side_effect: true,
        reads_memory: true,
        writes_memory: true,
        ..Effects::PURE
    };
    /// A CTA barrier: a fence its threads rendezvous at.
    pub const BARRIER: Effects = Effects {
        convergent: true,
        ..Effects::FENCE
    };
    /// A branch to blocks of the function.
    pub const BRANCH: Effects = Effects {
        terminator: true,
        branch: true,
        ..Effects::PURE
    };
    /// A return.
    pub const RETURN: Effects = Effects {
        terminator: true,
        ..Effects::PURE
    };
    /// A deliberate trap: ends the block and the thread.
    pub const TRAP: Effects = Effects {
        side_effect: true,
        can_trap: true,
        terminator: true,
        ..Effects::PURE
    };
    /// A call of a device function.
    pub const CALL: Effects = Effects {
        side_effect: true,
        can_trap: true,
        reads_memory: true,
        writes_memory: true,
        call: true,
        ..Effects::PURE
    };
    /// Inline assembly with side effects (`asm_volatile`): anything an
    /// instruction may do, a warp or CTA rendezvous included.
    pub const ASM_VOLATILE: Effects = Effects {
        side_effect: true,
        can_trap: true,
        reads_memory: true,
        writes_memory: true,
        convergent: true,
        ..Effects::PURE
    };
}

/// One opcode: one row of the instruction table.
#[derive(Copy, Clone, Debug)]
pub struct InstDef {
    /// The opcode's text name (`iadd`).
    pub name: &'static str,
    /// The Rust and ISLE variant name (`Iadd`).
    pub variant: &'static str,
    /// The builder method and ISLE extractor name (the text name, but
    /// `return_` for `return`).
    pub term: &'static str,
    /// Its format.
    pub format: InstructionFormat,
    /// What it does, one sentence (the `Opcode` variant's documentation).
    pub doc: &'static str,
    /// The value operands, in `arguments()` order.
    pub operands: &'static [OperandDef],
    /// Its results.
    pub result: ResultRule,
    /// How a `.type` suffix relates to operand 0.
    pub relation: Relation,
    /// Its integer immediate, if any.
    pub imm: ImmRule,
    /// The spaces its `space` field may name.
    pub space: SpaceRule,
    /// What it does besides computing results.
    pub effects: Effects,
}

impl TypeSet {
    /// The set in words, for diagnostics ("an integer of i8..i64").
    pub const fn describe(self) -> &'static str {
        match self {
            TypeSet::Any => "any type",
            TypeSet::Int => "an integer",
            TypeSet::IntArith => "an integer of i8..i64",
            TypeSet::IntWord => "i32 or i64",
            TypeSet::Word => "i32, i64, f32 or f64",
            TypeSet::Float => "a float",
            TypeSet::Addr => "i32 or i64",
            TypeSet::I1 => "i1",
            TypeSet::I32 => "i32",
            TypeSet::I64 => "i64",
            TypeSet::F32 => "f32",
            TypeSet::F64 => "f64",
            TypeSet::Lane => "one of i8 i16 i32 i64 f32 f64",
            TypeSet::Lane32 => "one of i8 i16 i32 f32 (four lanes are 128 bits at most)",
        }
    }
}

impl InstDef {
    /// Does the result type come from a `.type` suffix rather than from
    /// the operands?
    pub const fn has_explicit_type(&self) -> bool {
        matches!(
            self.result,
            ResultRule::Ctrl(_) | ResultRule::CtrlAddr | ResultRule::Lanes(..)
        )
    }

    /// The lanes a memory access moves: 2 or 4 for the vector loads and
    /// stores, 1 for every other instruction.
    pub const fn lanes(&self) -> u32 {
        match (self.result, self.format) {
            (ResultRule::Lanes(n, _), _) => n as u32,
            (_, InstructionFormat::StoreV2) => 2,
            (_, InstructionFormat::StoreV4) => 4,
            _ => 1,
        }
    }
}
