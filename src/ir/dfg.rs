//! The data-flow graph: instructions, values, blocks' parameters, and the
//! pools their operand lists live in.
//!
//! ```text
//!   insts[Inst] ── InstData (opcode, operands as Value indices)
//!   results[Inst] ── ValueList ──> values[Value] = { ty, def: Result(inst, n) }
//!   blocks[Block].params ─ ValueList ──> values[Value] = { ty, def: Param(block, n) }
//! ```
//!
//! The DFG knows nothing of order; [`Layout`](super::Layout) places blocks and
//! instructions. Invariant: a value's `def` points back at the instruction or
//! block whose result/parameter list contains it at that index.
//!
//! [`DataFlowGraph::renumber`] renumbers everything in a given program
//! order, the numbering the parser gives a function's text; a front end that
//! creates blocks and values in another order than their layout's uses it
//! (through `builder::renumber_in_order`).

use super::entities::{AsmRef, Block, Inst, JumpTable, Value};
use super::fast_math::FastMathFlags;
use super::inline_asm::InlineAsmData;
use super::instructions::{BlockCall, InstData, JumpTableData, ValueList, ValueListPool};
use super::loop_hint::LoopHint;
use super::types::Type;
use cranelift_entity::packed_option::{PackedOption, ReservedValue};
use cranelift_entity::{PrimaryMap, SecondaryMap};

/// Where a value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// The `n`th result of an instruction.
    Result(Inst, u16),
    /// The `n`th parameter of a block.
    Param(Block, u16),
}

/// A value's type and definition.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ValueData {
    /// The value's type.
    pub ty: Type,
    /// The instruction result or block parameter that defines it.
    pub def: ValueDef,
}

/// Per-block data held by the DFG: the block's parameters and, for a loop
/// header, the source's unrolling hint.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BlockData {
    /// The block's parameters, in order.
    pub params: ValueList,
    /// The hint of the loop this block heads (`nounroll`, `unroll N`,
    /// `unroll full`); the verifier requires a loop header.
    pub loop_hint: Option<LoopHint>,
}

/// The new numbers [`DataFlowGraph::renumber`] gave blocks and
/// instructions (`None`: not in the order, dropped).
#[derive(Clone, Debug, Default)]
pub struct Renumbering {
    /// Old block → new block.
    pub blocks: SecondaryMap<Block, PackedOption<Block>>,
    /// Old instruction → new instruction.
    pub insts: SecondaryMap<Inst, PackedOption<Inst>>,
}

/// Instructions, values and block parameters of one function.
#[derive(Clone, Debug, Default)]
pub struct DataFlowGraph {
    /// The data of every instruction ever created.
    pub insts: PrimaryMap<Inst, InstData>,
    results: SecondaryMap<Inst, ValueList>,
    pub(crate) values: PrimaryMap<Value, ValueData>,
    pub(crate) blocks: PrimaryMap<Block, BlockData>,
    /// The pool holding value lists (results, parameters, operand lists).
    pub value_lists: ValueListPool,
    /// The `br_table` jump tables.
    pub jump_tables: PrimaryMap<JumpTable, JumpTableData>,
    /// The templates and constraints of inline `asm` instructions.
    pub inline_asms: PrimaryMap<AsmRef, InlineAsmData>,
    /// The fast-math flags of each instruction (none for most; see
    /// `ir::fast_math`, whose `resolve` clears them).
    pub fast_math: SecondaryMap<Inst, FastMathFlags>,
}

impl DataFlowGraph {
    /// Creates an empty data-flow graph.
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of values ever created (the bound of `Value` indices).
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// Number of blocks ever created.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Number of instructions ever created.
    pub fn num_insts(&self) -> usize {
        self.insts.len()
    }

    /// Does `v` exist in this DFG?
    pub fn value_is_valid(&self, v: Value) -> bool {
        self.values.is_valid(v)
    }

    /// Does `b` exist in this DFG?
    pub fn block_is_valid(&self, b: Block) -> bool {
        self.blocks.is_valid(b)
    }

    /// Does `i` exist in this DFG?
    pub fn inst_is_valid(&self, i: Inst) -> bool {
        self.insts.is_valid(i)
    }

    /// The type of `v`. `v` must be valid.
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }

    /// The type of `v`, or `None` if `v` does not exist.
    pub fn try_value_type(&self, v: Value) -> Option<Type> {
        self.values.get(v).map(|d| d.ty)
    }

    /// Where `v` is defined. `v` must be valid.
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }

    /// Where `v` is defined, or `None` if `v` does not exist.
    pub fn try_value_def(&self, v: Value) -> Option<ValueDef> {
        self.values.get(v).map(|d| d.def)
    }

    pub(crate) fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }

    // ---- blocks ------------------------------------------------------------

    /// Creates a block with no parameters (not yet in the layout).
    pub fn make_block(&mut self) -> Block {
        self.blocks.push(BlockData::default())
    }

    /// Appends a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        let num = self.blocks[block].params.len(&self.value_lists) as u16;
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::Param(block, num),
        });
        self.blocks[block].params.push(v, &mut self.value_lists);
        v
    }

    /// Removes the parameter at `index` of `block` (its value becomes
    /// detached; later parameters shift down).
    pub fn remove_block_param(&mut self, block: Block, index: usize) {
        let mut params = self.blocks[block].params;
        params.remove(index, &mut self.value_lists);
        self.blocks[block].params = params;
        for (i, &p) in params
            .as_slice(&self.value_lists)
            .iter()
            .enumerate()
            .skip(index)
        {
            self.values[p].def = ValueDef::Param(block, i as u16);
        }
    }

    /// The parameters of `block` (empty for an invalid block).
    pub fn block_params(&self, block: Block) -> &[Value] {
        match self.blocks.get(block) {
            Some(data) => data.params.as_slice(&self.value_lists),
            None => &[],
        }
    }

    /// The loop hint of `block` (`None` for an invalid block or a block
    /// without one).
    pub fn loop_hint(&self, block: Block) -> Option<LoopHint> {
        self.blocks.get(block).and_then(|data| data.loop_hint)
    }

    /// Sets (or with `None` clears) the loop hint of `block`, a loop header.
    pub fn set_loop_hint(&mut self, block: Block, hint: Option<LoopHint>) {
        self.blocks[block].loop_hint = hint;
    }

    // ---- instructions ------------------------------------------------------

    /// Creates an instruction with no results (not yet in the layout).
    pub fn make_inst(&mut self, data: InstData) -> Inst {
        self.insts.push(data)
    }

    /// Creates one result of type `ty` for each entry of `types`.
    pub fn make_inst_results(&mut self, inst: Inst, types: &[Type]) {
        let mut list = ValueList::new();
        for (n, &ty) in types.iter().enumerate() {
            let v = self.values.push(ValueData {
                ty,
                def: ValueDef::Result(inst, n as u16),
            });
            list.push(v, &mut self.value_lists);
        }
        self.results[inst] = list;
    }

    /// The results of `inst` (empty for an invalid instruction).
    pub fn inst_results(&self, inst: Inst) -> &[Value] {
        if self.insts.is_valid(inst) {
            self.results[inst].as_slice(&self.value_lists)
        } else {
            &[]
        }
    }

    /// The first result of `inst`, if any.
    pub fn first_result(&self, inst: Inst) -> Option<Value> {
        self.inst_results(inst).first().copied()
    }

    /// The immediate of the `iconst` defining `v` (canonical for its
    /// type: sign-extended from its width), if an `iconst` defines it.
    pub fn iconst_imm(&self, v: Value) -> Option<i64> {
        let ValueDef::Result(inst, 0) = self.value_def(v) else {
            return None;
        };
        let InstData::UnaryImm {
            opcode: super::Opcode::Iconst,
            imm,
        } = self.insts[inst]
        else {
            return None;
        };
        Some(imm)
    }

    /// Is `v` defined by an `f32const` or `f64const` of 1.0?
    pub fn is_float_one(&self, v: Value) -> bool {
        let ValueDef::Result(inst, 0) = self.value_def(v) else {
            return false;
        };
        if let InstData::UnaryIeee32 { imm, .. } = self.insts[inst] {
            return imm.0 == 1f32.to_bits();
        }
        matches!(self.insts[inst], InstData::UnaryIeee64 { imm, .. } if imm.0 == 1f64.to_bits())
    }

    /// The value operands of `inst`, branch arguments excluded.
    pub fn inst_args(&self, inst: Inst) -> &[Value] {
        self.insts[inst].arguments(&self.value_lists)
    }

    /// The branch targets of `inst`.
    pub fn branch_destinations(&self, inst: Inst) -> &[BlockCall] {
        self.insts[inst].branch_destinations(&self.jump_tables)
    }

    /// The arguments a block call passes (empty for an invalid list).
    pub fn block_call_args(&self, call: &BlockCall) -> &[Value] {
        if call.args.is_valid(&self.value_lists) {
            call.args.as_slice(&self.value_lists)
        } else {
            &[]
        }
    }

    /// Calls `f` on every value `inst` uses: operands, then branch arguments.
    pub fn for_each_use(&self, inst: Inst, mut f: impl FnMut(Value)) {
        let data = &self.insts[inst];
        data.arguments(&self.value_lists).iter().for_each(|&v| f(v));
        for call in data.branch_destinations(&self.jump_tables) {
            self.block_call_args(call).iter().for_each(|&v| f(v));
        }
    }

    /// Replaces every value `inst` uses by `f(value)`.
    pub fn map_uses(&mut self, inst: Inst, mut f: impl FnMut(Value) -> Value) {
        let data = &mut self.insts[inst];
        for v in data.arguments_mut(&mut self.value_lists) {
            *v = f(*v);
        }
        let pool = &mut self.value_lists;
        for call in data.branch_destinations_mut(&mut self.jump_tables) {
            if call.args.is_valid(pool) {
                for v in call.args.as_mut_slice(pool) {
                    *v = f(*v);
                }
            }
        }
    }

    /// Appends `v` to the arguments of every target of branch `inst` that
    /// is `block` (after a parameter was appended to `block`).
    pub fn append_branch_arg(&mut self, inst: Inst, block: Block, v: Value) {
        let pool = &mut self.value_lists;
        for call in self.insts[inst].branch_destinations_mut(&mut self.jump_tables) {
            if call.block == block {
                call.args.push(v, pool);
            }
        }
    }

    /// Removes argument `index` of every target of branch `inst` that is
    /// `block` (after parameter `index` of `block` was removed).
    pub fn remove_branch_arg(&mut self, inst: Inst, block: Block, index: usize) {
        let pool = &mut self.value_lists;
        for call in self.insts[inst].branch_destinations_mut(&mut self.jump_tables) {
            if call.block == block && index < call.args.len(pool) {
                call.args.remove(index, pool);
            }
        }
    }

    /// Renumbers blocks, values and instructions densely in program order:
    /// the blocks as `order` lists them, and in each block its parameters,
    /// then the instructions `insts_of(block)` lists, each followed by its
    /// results. This is how the parser numbers a function's text, so a
    /// function built in another order prints as its text parses. Blocks,
    /// instructions and values the order does not reach are dropped; a use
    /// of a dropped value or a branch to a dropped block becomes an invalid
    /// reference, which the verifier reports. Value lists are rewritten in
    /// place, so each (and each jump table) must have one owner, as the
    /// builder and the parser make them.
    pub fn renumber<'l>(
        &mut self,
        order: &[Block],
        insts_of: impl Fn(Block) -> &'l [Inst],
    ) -> Renumbering {
        let pool = &mut self.value_lists;
        let mut renumbering = Renumbering::default();
        let mut new_value: SecondaryMap<Value, PackedOption<Value>> =
            SecondaryMap::with_capacity(self.values.len());
        let mut values: PrimaryMap<Value, ValueData> = PrimaryMap::with_capacity(self.values.len());
        let mut blocks: PrimaryMap<Block, BlockData> = PrimaryMap::with_capacity(order.len());
        let mut insts: PrimaryMap<Inst, InstData> = PrimaryMap::with_capacity(self.insts.len());
        let mut results = SecondaryMap::with_capacity(self.insts.len());
        let mut fast_math = SecondaryMap::new();
        let mut define = |old: &mut Value, def: ValueDef| {
            let new = values.push(ValueData {
                ty: self.values[*old].ty,
                def,
            });
            new_value[*old] = new.into();
            *old = new;
        };
        for &block in order {
            let mut data = self.blocks[block];
            let new_block = blocks.push(data);
            renumbering.blocks[block] = new_block.into();
            for (n, p) in data.params.as_mut_slice(pool).iter_mut().enumerate() {
                define(p, ValueDef::Param(new_block, n as u16));
            }
            for &inst in insts_of(block) {
                let new_inst = insts.push(self.insts[inst]);
                renumbering.insts[inst] = new_inst.into();
                if !self.fast_math[inst].is_empty() {
                    fast_math[new_inst] = self.fast_math[inst];
                }
                let mut list = self.results[inst];
                results[new_inst] = list;
                for (n, r) in list.as_mut_slice(pool).iter_mut().enumerate() {
                    define(r, ValueDef::Result(new_inst, n as u16));
                }
            }
        }
        self.values = values;
        self.blocks = blocks;
        self.insts = insts;
        self.results = results;
        self.fast_math = fast_math;
        // Operands last: a use may come before its definition in the order.
        let value = |v: Value| new_value[v].expand().unwrap_or(Value::reserved_value());
        for inst in self.insts.keys() {
            self.map_uses(inst, value);
            for call in self.insts[inst].branch_destinations_mut(&mut self.jump_tables) {
                call.block = renumbering.blocks[call.block]
                    .expand()
                    .unwrap_or(Block::reserved_value());
            }
        }
        renumbering
    }

    /// Creates a jump table.
    pub fn make_jump_table(&mut self, data: JumpTableData) -> JumpTable {
        self.jump_tables.push(data)
    }

    /// Records an inline `asm`'s template and constraints.
    pub fn make_inline_asm(&mut self, data: InlineAsmData) -> AsmRef {
        self.inline_asms.push(data)
    }
}
