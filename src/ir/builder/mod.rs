//! [`FunctionBuilder`]: build a function block by block with mutable
//! variables, in the style of `cranelift-frontend`.
//!
//! ```text
//!   declare_var(ty) ─> Variable      def_var(var, value)      use_var(var) ─> Value
//!   create_block / switch_to_block / ins().<opcode>(..) / seal_block / finalize
//! ```
//!
//! Variables are turned into SSA values on the fly (Braun et al., "Simple and
//! Efficient Construction of SSA Form", 2013): a use in a block with several
//! predecessors becomes a block parameter, and the predecessors' branches
//! get the matching arguments once the block is *sealed* (all its
//! predecessors known). [`FunctionBuilder::finalize`] removes parameters that
//! turned out to receive a single value.
//!
//! Misuse (inserting with no current block, adding a predecessor to a sealed
//! block, defining a variable with a value of another type) never panics: it
//! is recorded and returned by `finalize`, and the verifier sees the result.
//!
//! A front end that fills blocks in another order than their layout (the
//! LLVM importer translates in dominator order) lays them out at the end
//! with [`renumber_in_order`], which also numbers everything as the parser
//! would number the function's text.

mod inst_builder;
mod ssa;

pub use inst_builder::{BlockArg, InstBuilder, InstBuilderBase};
pub(crate) use ssa::SsaBuilder;

use crate::ir::typing::result_types;
use crate::ir::{
    Block, ConstRef, DataFlowGraph, FastMathFlags, FuncRef, Function, Inst, InstData, Layout,
    LoopHint, SharedVar, Signature, StackSlot, Type, Value, ValueDef,
};
use core::fmt;
use cranelift_entity::{entity_impl, PrimaryMap, SecondaryMap};

/// A mutable variable of the front end, turned into SSA values by the builder.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Variable(u32);
entity_impl!(Variable, "var");

/// A misuse of the builder, reported by [`FunctionBuilder::finalize`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuilderError {
    /// An instruction was inserted while no block was current.
    NoCurrentBlock(Inst),
    /// An instruction was inserted after the block's terminator.
    BlockFilled(Block, Inst),
    /// A branch to a block that was already sealed.
    PredecessorAfterSeal {
        /// The branch instruction.
        branch: Inst,
        /// The sealed block it targets.
        target: Block,
    },
    /// `def_var` or `use_var` of a variable that was never declared.
    UndeclaredVariable(Variable),
    /// `use_var` or `def_var` while no block was current.
    VariableOutsideBlock(Variable),
    /// `def_var` with a value whose type is not the variable's.
    TypeMismatch {
        /// The variable.
        var: Variable,
        /// The variable's declared type.
        expected: Type,
        /// The type of the value it was defined with.
        found: Type,
    },
    /// `finalize` found blocks that were never sealed.
    UnsealedBlocks(Vec<Block>),
}

impl fmt::Display for BuilderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuilderError::NoCurrentBlock(i) => write!(
                f,
                "{i} was inserted with no current block; call switch_to_block first"
            ),
            BuilderError::BlockFilled(b, i) => {
                write!(f, "{i} was inserted after the terminator of {b}")
            }
            BuilderError::PredecessorAfterSeal { branch, target } => {
                write!(f, "{branch} branches to {target}, which was already sealed; seal a block only after all its predecessors exist")
            }
            BuilderError::UndeclaredVariable(v) => write!(f, "{v} was used without declare_var"),
            BuilderError::VariableOutsideBlock(v) => write!(
                f,
                "{v} was used with no current block; call switch_to_block first"
            ),
            BuilderError::TypeMismatch {
                var,
                expected,
                found,
            } => write!(
                f,
                "{var} has type {expected} but was defined with a {found}"
            ),
            BuilderError::UnsealedBlocks(bs) => write!(
                f,
                "blocks {bs:?} were never sealed; call seal_block or seal_all_blocks"
            ),
        }
    }
}

impl std::error::Error for BuilderError {}

/// State reusable across functions, to avoid reallocating.
#[derive(Default)]
pub struct FunctionBuilderContext {
    ssa: SsaBuilder,
    variables: PrimaryMap<Variable, Type>,
    errors: Vec<BuilderError>,
}

impl FunctionBuilderContext {
    /// Creates an empty context.
    pub fn new() -> Self {
        Self::default()
    }

    fn clear(&mut self) {
        self.ssa.clear();
        self.variables.clear();
        self.errors.clear();
    }
}

/// Builds one function; see the module documentation.
pub struct FunctionBuilder<'a> {
    /// The function being built.
    pub func: &'a mut Function,
    ctx: &'a mut FunctionBuilderContext,
    position: Option<Block>,
}

/// The [`InstBuilder`] returned by [`FunctionBuilder::ins`]: appends to the
/// current block.
pub struct FuncInstBuilder<'short, 'long> {
    builder: &'short mut FunctionBuilder<'long>,
}

impl<'short, 'long> InstBuilderBase<'short> for FuncInstBuilder<'short, 'long> {
    fn data_flow_graph_mut(&mut self) -> &mut DataFlowGraph {
        &mut self.builder.func.dfg
    }

    fn build(self, data: InstData, ctrl: Option<Type>) -> (Inst, &'short mut DataFlowGraph) {
        let b = self.builder;
        let func = &mut *b.func;
        let inst = func.dfg.make_inst(data);
        let dfg = &func.dfg;
        let types = result_types(
            &data,
            ctrl,
            &dfg.value_lists,
            &func.func_refs,
            &dfg.inline_asms,
            |v| dfg.try_value_type(v),
        )
        .unwrap_or_else(|| fallback_result_types(&data, ctrl));
        func.dfg.make_inst_results(inst, &types);
        match b.position {
            None => b.ctx.errors.push(BuilderError::NoCurrentBlock(inst)),
            Some(block) => {
                if b.ctx.ssa.is_filled(block) {
                    b.ctx.errors.push(BuilderError::BlockFilled(block, inst));
                }
                func.layout.append_inst(inst, block);
                let opcode = data.opcode();
                if opcode.is_branch() {
                    let targets: Vec<Block> = func
                        .dfg
                        .branch_destinations(inst)
                        .iter()
                        .map(|c| c.block)
                        .collect();
                    for target in targets {
                        if !b.ctx.ssa.declare_predecessor(target, block, inst) {
                            b.ctx.errors.push(BuilderError::PredecessorAfterSeal {
                                branch: inst,
                                target,
                            });
                        }
                    }
                }
                if opcode.is_terminator() {
                    b.ctx.ssa.set_filled(block);
                }
            }
        }
        (inst, &mut func.dfg)
    }
}

/// Result types when operands are malformed: one result for opcodes that
/// produce one, so `build_value` always has a value to return. The
/// verifier reports the underlying problem.
fn fallback_result_types(data: &InstData, ctrl: Option<Type>) -> Vec<Type> {
    use crate::ir::meta::ResultRule;
    match data.opcode().def().result {
        ResultRule::None | ResultRule::Call | ResultRule::Asm => Vec::new(),
        ResultRule::Same(_) | ResultRule::Fixed(_) | ResultRule::Ctrl(_) | ResultRule::CtrlAddr => {
            vec![ctrl.unwrap_or(Type::I32)]
        }
        ResultRule::Lanes(n, _) => vec![ctrl.unwrap_or(Type::I32); n as usize],
    }
}

impl<'a> FunctionBuilder<'a> {
    /// Starts building into `func`, which should be empty.
    pub fn new(func: &'a mut Function, ctx: &'a mut FunctionBuilderContext) -> Self {
        ctx.clear();
        FunctionBuilder {
            func,
            ctx,
            position: None,
        }
    }

    /// Creates a new block (placed in the layout when first switched to).
    pub fn create_block(&mut self) -> Block {
        self.func.dfg.make_block()
    }

    /// Appends an explicit parameter to `block`. Declare explicit parameters
    /// before using variables in the block.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        self.func.dfg.append_block_param(block, ty)
    }

    /// Gives `block` one parameter per function parameter (for the entry).
    pub fn append_block_params_for_function_params(&mut self, block: Block) {
        let types: Vec<Type> = self.func.signature.params.iter().map(|p| p.ty).collect();
        for ty in types {
            self.func.dfg.append_block_param(block, ty);
        }
    }

    /// The parameters of `block`.
    pub fn block_params(&self, block: Block) -> &[Value] {
        self.func.dfg.block_params(block)
    }

    /// Gives `block`, the header of a loop, the source's unrolling hint
    /// (the verifier checks that it heads a loop).
    pub fn set_loop_hint(&mut self, block: Block, hint: LoopHint) {
        self.func.dfg.set_loop_hint(block, Some(hint));
    }

    /// Makes `block` current: instructions are appended to it.
    pub fn switch_to_block(&mut self, block: Block) {
        self.func.layout.append_block(block);
        self.position = Some(block);
    }

    /// The block instructions are appended to, if any.
    pub fn current_block(&self) -> Option<Block> {
        self.position
    }

    /// Has the current block received its terminator?
    pub fn is_filled(&self) -> bool {
        self.position.is_some_and(|b| self.ctx.ssa.is_filled(b))
    }

    /// Declares that every predecessor of `block` now exists.
    pub fn seal_block(&mut self, block: Block) {
        self.ctx.ssa.seal_block(self.func, block);
    }

    /// Seals every block created so far.
    pub fn seal_all_blocks(&mut self) {
        for block in self.func.layout.blocks().to_vec() {
            self.ctx.ssa.seal_block(self.func, block);
        }
    }

    /// Declares a variable of type `ty`.
    pub fn declare_var(&mut self, ty: Type) -> Variable {
        self.ctx.variables.push(ty)
    }

    /// Assigns `value` to `var` at the current position.
    pub fn def_var(&mut self, var: Variable, value: Value) {
        let Some(&expected) = self.ctx.variables.get(var) else {
            self.ctx.errors.push(BuilderError::UndeclaredVariable(var));
            return;
        };
        let found = self.func.dfg.try_value_type(value).unwrap_or(expected);
        if found != expected {
            self.ctx.errors.push(BuilderError::TypeMismatch {
                var,
                expected,
                found,
            });
            return;
        }
        match self.position {
            Some(block) => self.ctx.ssa.def_var(var, block, value),
            None => self
                .ctx
                .errors
                .push(BuilderError::VariableOutsideBlock(var)),
        }
    }

    /// The value of `var` at the current position. A variable read before
    /// any definition reads zero (as in `cranelift-frontend`).
    pub fn use_var(&mut self, var: Variable) -> Value {
        self.try_use_var(var).unwrap_or_else(|e| {
            self.ctx.errors.push(e);
            // An unplaced zero so building can go on; `finalize` reports the
            // misuse and the verifier rejects the use.
            let ty = self.ctx.variables.get(var).copied().unwrap_or(Type::I32);
            let inst = self.func.dfg.make_inst(InstData::UnaryImm {
                opcode: crate::ir::Opcode::Iconst,
                imm: 0,
            });
            self.func.dfg.make_inst_results(inst, &[ty]);
            self.func.dfg.inst_results(inst)[0]
        })
    }

    /// Like [`use_var`](Self::use_var), but returns misuse as an error.
    pub fn try_use_var(&mut self, var: Variable) -> Result<Value, BuilderError> {
        let Some(&ty) = self.ctx.variables.get(var) else {
            return Err(BuilderError::UndeclaredVariable(var));
        };
        let Some(block) = self.position else {
            return Err(BuilderError::VariableOutsideBlock(var));
        };
        Ok(self.ctx.ssa.use_var(self.func, var, ty, block))
    }

    /// An [`InstBuilder`] appending to the current block.
    pub fn ins<'short>(&'short mut self) -> FuncInstBuilder<'short, 'a> {
        FuncInstBuilder { builder: self }
    }

    /// Gives the instruction that defined `value` the fast-math `flags`
    /// and returns `value` (`let p = b.ins().fmul(x, y);
    /// b.set_fast_math(p, contract)`); a block parameter has no
    /// instruction and is left alone. The verifier checks the flags suit
    /// the opcode.
    pub fn set_fast_math(&mut self, value: Value, flags: FastMathFlags) -> Value {
        if let Some(ValueDef::Result(inst, _)) = self.func.dfg.try_value_def(value) {
            self.func.dfg.fast_math[inst] = flags;
        }
        value
    }

    /// The results of `inst` (for calls).
    pub fn inst_results(&self, inst: Inst) -> &[Value] {
        self.func.dfg.inst_results(inst)
    }

    /// Adds a stack slot of `size` bytes aligned to `align` to the function.
    pub fn create_stack_slot(&mut self, size: u32, align: u32) -> StackSlot {
        self.func.create_stack_slot(size, align)
    }

    /// Adds a shared variable of `size` bytes aligned to `align` to the function.
    pub fn create_shared_var(&mut self, size: u32, align: u32) -> SharedVar {
        self.func.create_shared_var(size, align)
    }

    /// Adds a dynamic shared variable (the launch's dynamic shared memory,
    /// CUDA's `extern __shared__`) aligned to `align` to the function.
    pub fn create_dynamic_shared_var(&mut self, align: u32) -> SharedVar {
        self.func.create_dynamic_shared_var(align)
    }

    /// Declares a device function the function calls.
    pub fn import_function(&mut self, name: &str, signature: Signature) -> FuncRef {
        self.func.import_function(name, signature)
    }

    /// Declares a module constant object (by name) the function uses.
    pub fn declare_const_data(&mut self, name: &str) -> ConstRef {
        self.func.declare_const_data(name)
    }

    /// Declares a module global variable (by name) the function uses.
    pub fn declare_global_data(&mut self, name: &str) -> ConstRef {
        self.func.declare_data(name, crate::ir::DataSpace::Global)
    }

    /// Finishes the function: removes redundant SSA block parameters and
    /// reports any misuse. Every block must be sealed.
    pub fn finalize(self) -> Result<(), Vec<BuilderError>> {
        let unsealed: Vec<Block> = self
            .func
            .layout
            .blocks()
            .iter()
            .copied()
            .filter(|&b| !self.ctx.ssa.is_sealed(b))
            .collect();
        if !unsealed.is_empty() {
            self.ctx.errors.push(BuilderError::UnsealedBlocks(unsealed));
        }
        self.ctx.ssa.remove_redundant_params(self.func);
        if self.ctx.errors.is_empty() {
            Ok(())
        } else {
            Err(core::mem::take(&mut self.ctx.errors))
        }
    }
}

/// Lays `func`'s blocks out in `order` (blocks of `func`, each listed once),
/// each with its instructions in their present order, and renumbers
/// blocks, values and instructions in that program order (see
/// [`DataFlowGraph::renumber`]), the source map's block and instruction
/// lines with them. Blocks not in `order` are dropped with their
/// instructions.
pub fn renumber_in_order(func: &mut Function, order: &[Block]) {
    let old = core::mem::take(&mut func.layout);
    let renumbering = func.dfg.renumber(order, |b| old.block_insts(b));
    let mut layout = Layout::new();
    let mut block_lines = SecondaryMap::new();
    let mut inst_lines = SecondaryMap::new();
    for &block in order {
        let Some(new_block) = renumbering.blocks[block].expand() else {
            continue;
        };
        layout.append_block(new_block);
        block_lines[new_block] = func.srcmap.blocks[block];
        for &inst in old.block_insts(block) {
            if let Some(new_inst) = renumbering.insts[inst].expand() {
                layout.append_inst(new_inst, new_block);
                inst_lines[new_inst] = func.srcmap.insts[inst];
            }
        }
    }
    func.layout = layout;
    func.srcmap.blocks = block_lines;
    func.srcmap.insts = inst_lines;
}
