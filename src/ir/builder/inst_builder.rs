//! [`InstBuilder`]: one method per opcode, so front ends write
//! `builder.ins().iadd(a, b)` instead of assembling `InstData` by hand.
//!
//! ```text
//!   InstBuilderBase (here): build, build_value, and the conversions of
//!     parameters into fields that need the DFG (block calls, value lists,
//!     jump tables, natural alignment, canonical immediates)
//!   InstBuilder (generated from the instruction table, OUT_DIR/ir_builder.rs):
//!     iadd(x, y), load(ty, space, addr, offset), ... and binary(opcode, x, y),
//!     unary, convert, binary_imm for an opcode chosen at run time;
//!     every InstBuilderBase has it
//! ```
//!
//! Implementors provide `build`, which creates the instruction, its results
//! (typed by [`result_types`](crate::ir::typing::result_types)) and places it.
//! Integer immediates are canonicalised to their operand's width here, so
//! `iadd_imm(x_i8, 255)` and `iadd_imm(x_i8, -1)` build the same instruction;
//! shift amounts are kept as given (the verifier checks their range).

use crate::ir::immediates::canonical_imm;
use crate::ir::meta::ImmRule;
use crate::ir::rounding::RoundingMode;
use crate::ir::{
    AccessMode, AsmRef, AtomicOrder, AtomicRmwOp, Block, BlockCall, ConstRef, DataFlowGraph,
    FenceScope, FloatCC, FuncRef, Ieee32, Ieee64, InlineAsmData, Inst, InstData, IntCC, JumpTable,
    JumpTableData, Opcode, SharedVar, Space, SpecialReg, StackSlot, Type, Value, ValueList,
};

/// A branch target and the arguments passed to its parameters.
pub type BlockArg<'a> = (Block, &'a [Value]);

/// What every instruction builder provides; [`InstBuilder`] adds a method
/// per opcode on top.
pub trait InstBuilderBase<'f>: Sized {
    /// The DFG operands and value lists are created in.
    fn data_flow_graph_mut(&mut self) -> &mut DataFlowGraph;

    /// Creates and places `data`. `ctrl` is the result type of explicitly
    /// typed opcodes (`iconst.i32`, `load.f32`, conversions).
    fn build(self, data: InstData, ctrl: Option<Type>) -> (Inst, &'f mut DataFlowGraph);

    /// Builds `data` and returns its first result.
    fn build_value(self, data: InstData, ctrl: Option<Type>) -> Value {
        let (inst, dfg) = self.build(data, ctrl);
        dfg.inst_results(inst)[0]
    }

    /// A branch target: `block` with `args` in the value-list pool.
    fn block_call(&mut self, block: Block, args: &[Value]) -> BlockCall {
        BlockCall::new(block, args, &mut self.data_flow_graph_mut().value_lists)
    }

    /// `values` as a list in the value-list pool.
    fn value_list(&mut self, values: &[Value]) -> ValueList {
        ValueList::from_slice(values, &mut self.data_flow_graph_mut().value_lists)
    }

    /// A jump table of `default` followed by `targets`.
    fn jump_table(&mut self, default: BlockArg<'_>, targets: &[BlockArg<'_>]) -> JumpTable {
        let dfg = self.data_flow_graph_mut();
        let entries = core::iter::once(&default)
            .chain(targets)
            .map(|&(b, args)| BlockCall::new(b, args, &mut dfg.value_lists))
            .collect();
        dfg.make_jump_table(JumpTableData { entries })
    }

    /// Records an inline `asm`'s template and constraints.
    fn inline_asm(&mut self, data: InlineAsmData) -> AsmRef {
        self.data_flow_graph_mut().make_inline_asm(data)
    }

    /// The natural alignment of an access of `value` (its size; 1 when its
    /// type is unknown, which the verifier reports).
    fn natural_align(&mut self, value: Value) -> u8 {
        self.data_flow_graph_mut()
            .try_value_type(value)
            .map_or(1, |t| t.bytes() as u8)
    }

    /// `imm` as `opcode` keeps it for operand `x`: canonical for `x`'s width
    /// (shift amounts as given).
    fn operand_imm(&mut self, opcode: Opcode, x: Value, imm: i64) -> i64 {
        match (
            opcode.def().imm,
            self.data_flow_graph_mut().try_value_type(x),
        ) {
            (ImmRule::Canonical, Some(ty)) => canonical_imm(imm, ty.bits()),
            (ImmRule::Canonical | ImmRule::ShiftAmount | ImmRule::None, _) => imm,
        }
    }
}

include!(concat!(env!("OUT_DIR"), "/ir_builder.rs"));
