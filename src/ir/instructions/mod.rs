//! Instruction data: what one IR instruction holds.
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
//!
//! The formats and the opcode table live in `opcode.rs` and are re-exported
//! here, so `ir::instructions::{Opcode, InstructionFormat}` keep their paths.

mod opcode;

pub use opcode::{InstructionFormat, Opcode};

use super::condcodes::{FloatCC, IntCC};
use super::entities::{Block, ConstRef, FuncRef, JumpTable, SharedVar, StackSlot, Value};
use super::gpu::{AtomicRmwOp, FenceScope, Space, SpecialReg};
use super::immediates::{Ieee32, Ieee64};
use cranelift_entity::{EntityList, ListPool};

/// A list of values in the function's value-list pool.
pub type ValueList = EntityList<Value>;
/// The pool `ValueList`s live in.
pub type ValueListPool = ListPool<Value>;

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
