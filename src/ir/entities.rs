//! Entity references: dense `u32` indices into the tables of a
//! [`Function`](super::Function) or [`Module`](super::Module).
//!
//! Entities never hold references to each other; every relation is an index
//! into a `PrimaryMap` (the owner) or a `SecondaryMap` (side data). They print
//! as a prefix and the index: `block3`, `v7`, `ss0`, `sh1`, `fn2`, `cd0`.

use core::fmt;
use cranelift_entity::entity_impl;

/// A basic block.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "block");

/// An SSA value: an instruction result or a block parameter.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "v");

/// An instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// A per-thread stack slot in local memory (`ss0 = explicit_slot 16, align 4`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StackSlot(u32);
entity_impl!(StackSlot, "ss");

/// A per-CTA array in shared memory (`sh0 = shared_slot 1024, align 4`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SharedVar(u32);
entity_impl!(SharedVar, "sh");

/// A device function this function calls (`fn0 = %name(i32) -> i32`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncRef(u32);
entity_impl!(FuncRef, "fn");

/// A module constant object this function refers to (`cd0 = const_data %table`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstRef(u32);
entity_impl!(ConstRef, "cd");

/// A constant object of a [`Module`](super::Module) (`const_data %table = ...`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstDataId(u32);
entity_impl!(ConstDataId, "const");

/// The target table of one `br_table` instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct JumpTable(u32);
entity_impl!(JumpTable, "jt");

/// The template and constraints of one inline `asm` instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AsmRef(u32);
entity_impl!(AsmRef, "asm");

/// A function of a [`Module`](super::Module).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(u32);
entity_impl!(FuncId, "func");

/// Any entity, for naming the subject of a diagnostic.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AnyEntity {
    /// The function as a whole.
    Function,
    /// A block.
    Block(Block),
    /// An instruction.
    Inst(Inst),
    /// A value.
    Value(Value),
    /// A stack slot.
    StackSlot(StackSlot),
    /// A shared variable.
    SharedVar(SharedVar),
    /// A function reference.
    FuncRef(FuncRef),
    /// A constant-data declaration.
    ConstRef(ConstRef),
}

impl fmt::Display for AnyEntity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyEntity::Function => f.write_str("function"),
            AnyEntity::Block(e) => e.fmt(f),
            AnyEntity::Inst(e) => e.fmt(f),
            AnyEntity::Value(e) => e.fmt(f),
            AnyEntity::StackSlot(e) => e.fmt(f),
            AnyEntity::SharedVar(e) => e.fmt(f),
            AnyEntity::FuncRef(e) => e.fmt(f),
            AnyEntity::ConstRef(e) => e.fmt(f),
        }
    }
}
