//! The ptxlift IR: SSA functions with block parameters, grouped in modules.
//!
//! ```text
//!   text ──parser──> Module ──printer──> text      FunctionBuilder ──> Function
//!                      │
//!                      └──verifier──> Ok(()) | Vec<VerifierError>
//! ```
//!
//! `fold` evaluates pure operations on constants (the interpreter's and
//! the unroller's arithmetic); `fast_math::resolve` turns fast-math flags
//! into the plain IR they stand for (the compiler's and the interpreter's
//! first step).
//!
//! See `docs/IR.md` for the text format and the meaning of every opcode.

pub mod builder;
mod condcodes;
pub mod const_data;
mod dfg;
mod entities;
mod equiv;
pub mod fast_math;
pub mod fold;
mod function;
mod gpu;
mod immediates;
pub mod inline_asm;
pub mod instructions;
mod launch_bounds;
mod layout;
mod loop_hint;
pub mod parser;
pub mod printer;
pub mod rounding;
mod types;
pub mod typing;
pub mod verifier;

pub use builder::{
    FunctionBuilder, FunctionBuilderContext, InstBuilder, InstBuilderBase, Variable,
};
pub use condcodes::{FloatCC, IntCC};
pub use const_data::{
    ConstData, ConstDecl, DataReloc, DataSpace, ADDR_BYTES, MAX_CONST_BYTES, MAX_GLOBAL_DATA_BYTES,
};
pub use dfg::{BlockData, DataFlowGraph, Renumbering, ValueData, ValueDef};
pub use entities::{
    AnyEntity, AsmRef, Block, ConstDataId, ConstRef, FuncId, FuncRef, Inst, JumpTable, SharedVar,
    StackSlot, Value,
};
pub use fast_math::{FastMathFlag, FastMathFlags};
pub use function::{
    AbiParam, ExtFuncData, Function, FunctionKind, Module, ParamKind, SharedVarData, Signature,
    SourceLoc, SourceMap, StackSlotData,
};
pub use gpu::{
    AccessMode, AtomicOrder, AtomicOrdering, AtomicRmwOp, Dim, FenceScope, Space, SpecialReg,
};
pub use immediates::{canonical_imm, parse_float_bits, parse_int, Ieee32, Ieee64};
pub use inline_asm::{AsmClass, AsmConstraint, AsmModifier, InlineAsmData};
pub use instructions::{
    meta, BlockCall, Effects, InstData, InstDef, InstructionFormat, JumpTableData, Opcode,
    ValueList, ValueListPool,
};
pub use launch_bounds::{LaunchBounds, MAX_REGISTERS_PER_THREAD, MAX_THREADS_PER_CTA};
pub use layout::Layout;
pub use loop_hint::LoopHint;
pub use parser::{parse_function, parse_module, ParseError};
pub use rounding::RoundingMode;
pub use types::Type;
pub use verifier::{
    verify_function, verify_function_in, verify_module, VerifierError, VerifierErrors,
    MAX_SHARED_PER_CTA,
};
