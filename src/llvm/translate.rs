//! From [`ast::Module`] to an [`ir::Module`], one function at a time, each
//! built through a [`FunctionBuilder`].
//!
//! ```text
//!   LLVM                         ptxlift
//!   ptx_kernel / nvvm.annotations  kernel (pointer parameters: `global`)
//!   other definitions              function; callers declare it (FuncRef)
//!   block with phis                block with parameters; each branch passes
//!                                  the phi values of its edge
//!   %x (any SSA value)             one Value (a cast that changes nothing,
//!                                  `freeze`, ...: its operand's Value)
//!   constant operand               iconst / f32const / f64const before the use
//!   getelementptr                  base + Σ index × size (+ field offsets)
//!   alloca (entry block, sized)    stack slot; stack_addr; to_generic local
//!   llvm.lifetime.start/end        stack_start/stack_end of the alloca's slot
//!   addrspace(3) global            shared variable of the one function using it
//!   addrspace(4) global            module constant data; const_addr
//!   addrspace(1) / (0) global      module global data; global_addr (to_generic for 0)
//!   @llvm.used, llvm.metadata      ignored
//!   load/store in addrspace N      load/store in space generic/global/shared/
//!                                  const/local (0/1/3/4/5)
//!   intrinsics                     sreg, barrier, fma, sqrt, min/max, ...
//!   cmpxchg { old, ok }            two values; extractvalue picks one
//!   struct/array/vector values     one value per scalar member (phis: one
//!                                  block parameter each; aggregate.rs)
//!   aggregate parameters, byval    split into members (a byval's stored
//!                                  to the callee's copy); copied (params.rs)
//!   atomics with orderings         atomic_rmw/atomic_cas and fences
//!                                  (atomic loads and stores too: atomics.rs)
//!   memcpy/memmove/memset          unrolled, or loops in new blocks (memory.rs)
//! ```
//!
//! Order. Every LLVM block gets its IR block up front, so branches may
//! point forward. LLVM asks only that a definition dominate its uses, not
//! that it come first in the text, so the blocks are translated in an
//! order where each follows its immediate dominator (`order.rs`; LLVM's
//! own order wherever it already is one): every operand is then translated
//! before its use, and every value a branch passes to a phi before the
//! branch. A block's phis become its parameters when it is started. Blocks
//! the translation adds (`switch` compare chains, memory-intrinsic loops,
//! what follows a `trap`) follow their LLVM block. At the end the blocks
//! are laid out in LLVM's order and everything is renumbered in that order
//! (`builder::renumber_in_order`), which is how the IR parser numbers the
//! printed module.
//!
//! Invariants: every LLVM value maps to exactly one ptxlift value (a value
//! that is just another one is that one, never a copy); every instruction
//! records the `.ll` line it came from in the function's source map; every
//! error names the construct and carries the instruction's line and the
//! function.

mod aggregate;
mod asm;
mod atomics;
mod calls;
mod compare;
mod convert;
mod globals;
mod initialiser;
mod inst;
mod launch;
mod ldg;
mod lifetime;
mod memory;
mod operands;
mod order;
mod params;
mod rounding;
mod switch;

use super::ast::*;
use super::ImportError;
use crate::analysis::{ControlFlowGraph, DominatorTree};
use crate::ir::builder::{renumber_in_order, FuncInstBuilder};
use crate::ir::{
    self, AbiParam, Block, ConstRef, FuncRef, FunctionBuilder, FunctionBuilderContext,
    FunctionKind, ParamKind, SharedVar, Signature, SourceLoc, Space, Type, Value,
};
use cranelift_entity::EntityRef;
use std::collections::{HashMap, HashSet};

type TResult<T> = Result<T, ImportError>;

/// Most bytes one `alloca` may take: the per-thread local memory limit.
const MAX_ALLOCA_BYTES: u64 = 512 * 1024;

/// Translates a whole module.
pub fn translate(m: &Module) -> TResult<ir::Module> {
    if !m.triple.is_empty() && !m.triple.starts_with("nvptx") {
        return Err(ImportError::at(
            1,
            0,
            format!(
                "target triple `{}` is not NVPTX; compile the source for nvptx64-nvidia-cuda",
                m.triple
            ),
        ));
    }
    for g in m.globals.iter().filter(|g| !g.is_metadata()) {
        if !matches!(g.addrspace, 0 | 1 | 3 | 4) {
            return Err(ImportError::at(
                g.line,
                0,
                format!(
                    "global @{} in address space {}: only generic (0), global (1), shared (3) and constant (4) globals exist on NVPTX",
                    g.name, g.addrspace
                ),
            ));
        }
    }
    let shared_users = globals::shared_users(m);
    let consts = globals::const_globals(m)?;
    let mut module = ir::Module::new();
    for (data, line) in consts.data {
        let id = module.push_const_data(data);
        module.const_lines[id] = SourceLoc(line);
    }
    let function_names = device_function_names(m, consts.names.values());
    let mut ctx = FunctionBuilderContext::new();
    let mut names = HashSet::new();
    for f in m.functions.iter().filter(|f| !f.blocks.is_empty()) {
        if !names.insert(f.name.as_str()) {
            return Err(ImportError::at(
                f.line,
                0,
                format!("function @{} is defined twice", f.name),
            ));
        }
        let func = translate_function(
            m,
            f,
            &consts.names,
            &shared_users,
            &function_names,
            &mut ctx,
        )
        .map_err(|mut e| {
            e.function.get_or_insert_with(|| f.name.clone());
            e
        })?;
        module.push(func);
    }
    Ok(module)
}

/// The PTX names of device functions whose LLVM names cannot be PTX
/// symbols: not PTX identifiers (`f.cold.1`), or starting with `__` or
/// `$`, which ptxlift keeps for its own symbols (libdevice's
/// `__internal_*` and `__nv_*`). Each gets its name with the leading `_`
/// and `$` dropped and other characters made `_`, unique among the
/// module's functions, globals and constant data (`taken`). Kernels keep
/// their names: they are how a launch finds them.
fn device_function_names<'a>(
    m: &Module,
    taken: impl Iterator<Item = &'a String>,
) -> HashMap<String, String> {
    let is_ptx_name =
        |n: &str| crate::ptx::is_valid_identifier(n) && !n.starts_with("__") && !n.starts_with('$');
    let mut taken: HashSet<String> = taken
        .cloned()
        .chain(m.functions.iter().map(|f| f.name.clone()))
        .chain(m.globals.iter().map(|g| g.name.clone()))
        .collect();
    let mut renamed = HashMap::new();
    for f in &m.functions {
        if is_kernel(m, f) || is_ptx_name(&f.name) || f.name.starts_with("llvm.") {
            continue;
        }
        let cleaned: String = f
            .name
            .trim_start_matches(['_', '$'])
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let base = if cleaned.starts_with(|c: char| c.is_ascii_alphabetic()) {
            cleaned
        } else {
            format!("f{cleaned}")
        };
        renamed.insert(f.name.clone(), globals::claim_unique(base, &mut taken));
    }
    renamed
}

/// Translates one function definition.
fn translate_function(
    m: &Module,
    f: &Function,
    const_names: &HashMap<String, String>,
    shared_users: &HashMap<String, Vec<String>>,
    function_names: &HashMap<String, String>,
    ctx: &mut FunctionBuilderContext,
) -> TResult<ir::Function> {
    let kind = if is_kernel(m, f) {
        FunctionKind::Kernel
    } else {
        FunctionKind::Device
    };
    let name = function_names.get(&f.name).unwrap_or(&f.name).clone();
    let mut func = ir::Function::new(name, kind, Signature::default());
    func.srcmap.function = SourceLoc(f.line);
    if kind == FunctionKind::Kernel {
        func.launch_bounds = launch::launch_bounds(m, f).map_err(|message| ImportError {
            line: f.line,
            col: 0,
            function: Some(f.name.clone()),
            message,
        })?;
    }
    let mut translator = FunctionTranslator {
        m,
        f,
        b: FunctionBuilder::new(&mut func, ctx),
        locals: HashMap::new(),
        labels: HashMap::new(),
        blocks: Vec::new(),
        phis: Vec::new(),
        segments: Vec::new(),
        current: 0,
        shared: HashMap::new(),
        shared_users,
        shared_args: HashMap::new(),
        const_names,
        consts: HashMap::new(),
        callees: HashMap::new(),
        function_names,
        line: f.line,
        allocas: lifetime::AllocaSlots::default(),
        local_ptrs: HashSet::new(),
        const_params: HashSet::new(),
        nsw_sums: HashMap::new(),
        byval_params: Vec::new(),
        loop_latches: Vec::new(),
    };
    translator.run()?;
    let layout: Vec<Block> = translator.segments.concat();
    let loop_latches = core::mem::take(&mut translator.loop_latches);
    let mut b = translator.b;
    b.seal_all_blocks();
    if let Err(errors) = b.finalize() {
        // The translation makes only what the builder accepts; should it
        // not, say where.
        let first = errors.first().map(ToString::to_string).unwrap_or_default();
        let line = errors
            .iter()
            .find_map(|e| match e {
                ir::builder::BuilderError::NoCurrentBlock(i)
                | ir::builder::BuilderError::BlockFilled(_, i) => func.inst_line(*i),
                _ => None,
            })
            .unwrap_or(f.line);
        return Err(ImportError {
            line,
            col: 0,
            function: Some(f.name.clone()),
            message: format!(
                "internal error: the translation misused the IR builder ({first}); please report this input"
            ),
        });
    }
    mark_loop_headers(&mut func, &loop_latches);
    renumber_in_order(&mut func, &layout);
    Ok(func)
}

/// Gives each hinted loop's header its hint: of a latch's branch targets,
/// the one that dominates the latch (LLVM attaches `!llvm.loop` to the
/// back-edge branch; the IR keeps the hint on the header, where NVPTX's
/// AsmPrinter puts `.pragma "nounroll"`). A branch to no such target heads
/// no loop, and its hint is dropped, as LLVM's printer would.
fn mark_loop_headers(func: &mut ir::Function, latches: &[(Block, ir::LoopHint, Vec<Block>)]) {
    if latches.is_empty() {
        return;
    }
    let cfg = ControlFlowGraph::new(func);
    let domtree = DominatorTree::new(func, &cfg);
    for (latch, hint, targets) in latches {
        if let Some(&header) = targets.iter().find(|&&t| domtree.dominates(t, *latch)) {
            func.dfg.set_loop_hint(header, Some(*hint));
        }
    }
}

/// Is `f` a kernel?
fn is_kernel(m: &Module, f: &Function) -> bool {
    f.is_ptx_kernel || m.annotated_kernels.contains(&f.name)
}

/// The ptxlift type of a scalar LLVM type.
fn scalar(ty: &Ty) -> Option<Type> {
    Some(match ty {
        Ty::Int(1) => Type::I1,
        Ty::Int(8) => Type::I8,
        Ty::Int(16) => Type::I16,
        Ty::Int(32) => Type::I32,
        Ty::Int(64) => Type::I64,
        Ty::Float(32) => Type::F32,
        Ty::Float(64) => Type::F64,
        Ty::Ptr(_) => Type::I64,
        _ => return None,
    })
}

/// What a pointer parameter points to. A kernel's generic pointers point
/// to global memory (CUDA passes device buffers); kernels take no shared
/// or local pointers.
fn param_kind(ty: &Ty, kernel: bool) -> ParamKind {
    match ty {
        Ty::Ptr(1) => ParamKind::Pointer(Space::Global),
        Ty::Ptr(0) if kernel => ParamKind::Pointer(Space::Global),
        Ty::Ptr(0) => ParamKind::Pointer(Space::Generic),
        Ty::Ptr(3) if !kernel => ParamKind::Pointer(Space::Shared),
        Ty::Ptr(4) => ParamKind::Pointer(Space::Const),
        Ty::Ptr(5) if !kernel => ParamKind::Pointer(Space::Local),
        _ => ParamKind::Value,
    }
}

/// The generic pointer parameters of kernel `f` that are only ever cast
/// to the constant space: they point to constant memory (a generic
/// address of a `__constant__` object, or ptxlift's own export of a
/// `const` kernel pointer), so they are `const` parameters. One pass over
/// the body.
fn const_space_params(f: &Function) -> HashSet<&str> {
    // Each generic pointer parameter: is every use so far such a cast, and
    // has there been one?
    let mut state: HashMap<&str, (bool, bool)> = f
        .params
        .iter()
        .filter(|(ty, _)| *ty == Ty::Ptr(0))
        .map(|(_, name)| (name.as_str(), (true, false)))
        .collect();
    if state.is_empty() {
        return HashSet::new();
    }
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        match &inst.op {
            Op::Cast(op, _, Operand::Local(x), Ty::Ptr(4)) if op == "addrspacecast" => {
                if let Some(s) = state.get_mut(x.as_str()) {
                    s.1 = true;
                }
            }
            op => op.for_each_operand(|o| {
                if let Operand::Local(x) = o {
                    if let Some(s) = state.get_mut(x.as_str()) {
                        s.0 = false;
                    }
                }
            }),
        }
    }
    state
        .into_iter()
        .filter(|&(_, (only_casts, cast))| only_casts && cast)
        .map(|(name, _)| name)
        .collect()
}

/// The state space of an address space number.
fn space(addrspace: u32) -> Option<Space> {
    Some(match addrspace {
        0 => Space::Generic,
        1 => Space::Global,
        3 => Space::Shared,
        4 => Space::Const,
        5 => Space::Local,
        _ => return None,
    })
}

/// A value the translation refers to: an SSA value, or an aggregate of
/// values (results of `cmpxchg`, `insertvalue` chains, vector lanes).
#[derive(Clone, Debug)]
enum Val {
    One(Value),
    Agg(Vec<Val>),
}

/// A phi: its result, its incoming (value, block) pairs, its type.
type PhiInfo<'m> = (&'m str, &'m [(Operand, String)], &'m Ty);

struct FunctionTranslator<'m, 'f> {
    m: &'m Module,
    f: &'m Function,
    /// The function being built.
    b: FunctionBuilder<'f>,
    /// LLVM local → value (each defined once).
    locals: HashMap<&'m str, Val>,
    /// LLVM block label → its index in `f.blocks`.
    labels: HashMap<&'m str, usize>,
    /// The IR block of each LLVM block.
    blocks: Vec<Block>,
    /// Phis of each LLVM block, in order.
    phis: Vec<Vec<PhiInfo<'m>>>,
    /// The IR blocks of each LLVM block in layout order: its own, then
    /// those its translation started (see the module comment).
    segments: Vec<Vec<Block>>,
    /// The LLVM block being translated.
    current: usize,
    /// Shared globals → the kernel's or function's own shared variables.
    shared: HashMap<String, SharedVar>,
    /// The shared globals each device function reaches (module-wide; see
    /// `globals::shared_users`).
    shared_users: &'m HashMap<String, Vec<String>>,
    /// In a device function: shared globals → the hidden parameter
    /// holding their address.
    shared_args: HashMap<String, Value>,
    /// Constant globals → their constant-data names (module-wide).
    const_names: &'m HashMap<String, String>,
    /// Constant globals used here → their declarations.
    consts: HashMap<String, ConstRef>,
    /// Device functions called → their declarations.
    callees: HashMap<String, FuncRef>,
    /// Device functions renamed for PTX (see `device_function_names`).
    function_names: &'m HashMap<String, String>,
    /// Line of the instruction being translated.
    line: u32,
    /// Each alloca's slot, for lifetime markers.
    allocas: lifetime::AllocaSlots,
    /// Values known to address an `alloca` (generic or local addresses,
    /// and `getelementptr`s of them): memory no other thread can access,
    /// where atomic loads and stores can be plain ones.
    local_ptrs: HashSet<Value>,
    /// `byval` parameters the function copies at its entry (see
    /// `params.rs`).
    byval_params: Vec<params::ByvalParam<'m>>,
    /// Branches with a loop hint (`!llvm.loop` asking one): the IR block
    /// holding the branch, the hint, the branch's targets.
    loop_latches: Vec<(Block, ir::LoopHint, Vec<Block>)>,
    /// Kernel parameters that are `const` pointers (see
    /// `const_space_params`): casting one to `addrspace(4)` is the
    /// identity.
    const_params: HashSet<Value>,
    /// Sums `add nsw x, k` of a constant `k`: the value → (`x`, `k`). Their
    /// sign extension is `sext x + k` (the sum cannot overflow), the form
    /// in which the address optimiser folds `k` into an access's offset,
    /// as LLVM does with the same flag.
    nsw_sums: HashMap<Value, (Value, i64)>,
}

impl<'m, 'f> FunctionTranslator<'m, 'f> {
    fn err<T>(&self, message: impl Into<String>) -> TResult<T> {
        Err(ImportError {
            line: self.line,
            col: 0,
            function: Some(self.f.name.clone()),
            message: message.into(),
        })
    }

    /// Appends instructions to the current block.
    fn ins(&mut self) -> FuncInstBuilder<'_, 'f> {
        self.b.ins()
    }

    /// A new block for the translation's own control flow (`switch`
    /// chains, the loops of memory intrinsics); started with
    /// [`start_block`](Self::start_block) it follows the LLVM block being
    /// translated in the layout.
    fn fresh_block(&mut self) -> Block {
        self.b.create_block()
    }

    /// Makes `block` current; it is laid out with the LLVM block being
    /// translated, after the blocks started before it.
    fn start_block(&mut self, block: Block) {
        self.b.switch_to_block(block);
        self.b.func.srcmap.blocks[block] = SourceLoc(self.line);
        self.segments[self.current].push(block);
    }

    /// Binds the instruction's result, if it has one, to `v`.
    fn bind(&mut self, result: &'m Option<String>, v: Val) -> TResult<()> {
        match result {
            Some(r) => self.define(r, v),
            None => Ok(()),
        }
    }

    /// Defines `%name` (a result, parameter or phi) as `v`; a second
    /// definition of the same name is an error.
    fn define(&mut self, name: &'m str, v: Val) -> TResult<()> {
        if self.locals.insert(name, v).is_some() {
            return self.err(format!("%{name} is defined twice"));
        }
        Ok(())
    }

    /// The error for a use of `%name`, which has no value yet: it is never
    /// defined (reported at its earliest use, with any other such name), or
    /// its definition does not come first (it does not dominate the use,
    /// which only unreachable code may do).
    fn undefined<T>(&self, name: &str) -> TResult<T> {
        let f = self.f;
        let insts = || f.blocks.iter().flat_map(|b| &b.insts);
        let defined: HashSet<&str> = f
            .params
            .iter()
            .map(|(_, p)| p.as_str())
            .chain(insts().filter_map(|i| i.result.as_deref()))
            .collect();
        if defined.contains(name) {
            return self.err(format!(
                "%{name} is used in a block its definition does not dominate (in unreachable code the importer needs the definition in an earlier block)"
            ));
        }
        let mut first: Option<(u32, &str)> = None;
        for inst in insts() {
            inst.op.for_each_operand(|o| {
                if let Operand::Local(x) = o {
                    if !defined.contains(x.as_str())
                        && first.is_none_or(|best| (inst.line, x.as_str()) < best)
                    {
                        first = Some((inst.line, x));
                    }
                }
            });
        }
        let (line, name) = first.unwrap_or((self.line, name));
        Err(ImportError {
            line,
            col: 0,
            function: Some(self.f.name.clone()),
            message: format!("%{name} is used but never defined"),
        })
    }

    // ---- the function ----

    /// Translates the body into `self.b`; the blocks' layout is then
    /// `segments` in LLVM's order.
    fn run(&mut self) -> TResult<()> {
        let f = self.f;
        let kernel = is_kernel(self.m, f);
        // Blocks first (branches may point forward).
        for (k, b) in f.blocks.iter().enumerate() {
            self.labels.insert(&b.label, k);
            let block = self.b.create_block();
            self.blocks.push(block);
            self.segments.push(Vec::new());
            let phis: Vec<_> = b
                .insts
                .iter()
                .map_while(|i| match (&i.op, &i.result) {
                    (Op::Phi(ty, inc), Some(r)) => Some((r.as_str(), inc.as_slice(), ty)),
                    _ => None,
                })
                .collect();
            self.phis.push(phis);
        }
        // Signature, and the entry block's parameters.
        let entry = self.blocks[0];
        let mut signature = Signature::default();
        let const_params = if kernel {
            const_space_params(f)
        } else {
            HashSet::new()
        };
        for (k, (ty, name)) in f.params.iter().enumerate() {
            if !kernel && self.byval_member_params(k, name, &mut signature) {
                continue;
            }
            if kernel && self.kernel_byval_param(k, name, &mut signature)? {
                continue;
            }
            let Some(t) = scalar(ty) else {
                self.aggregate_param(kernel, name, ty, &mut signature)?;
                continue;
            };
            let is_const = const_params.contains(name.as_str());
            let kind = if is_const {
                ParamKind::Pointer(Space::Const)
            } else {
                param_kind(ty, kernel)
            };
            // `noalias` + `readonly` on a kernel's global pointer: the
            // memory is not written while the kernel runs (LLVM's
            // NVPTXTagInvariantLoads reads them so), so its loads may be
            // non-coherent.
            let attrs = f.param_attrs.get(k);
            let noalias_readonly = kernel
                && kind == ParamKind::Pointer(Space::Global)
                && attrs.is_some_and(|a| a.noalias && a.readonly);
            signature.params.push(AbiParam {
                ty: t,
                kind,
                noalias_readonly,
            });
            let v = self.b.append_block_param(entry, t);
            if is_const {
                self.const_params.insert(v);
            }
            if let Some(pointee) = self.byval_to_copy(k).filter(|_| !kernel) {
                // Named when the entry block copies it.
                self.byval_params.push(params::ByvalParam {
                    name,
                    pointee,
                    align: attrs.and_then(|a| a.align),
                    incoming: params::ByvalIncoming::Pointer(v),
                });
                continue;
            }
            self.define(name, Val::One(v))?;
        }
        // Hidden parameters: the shared globals this device function
        // reaches (see `globals::shared_users`).
        if !kernel {
            for g in self.shared_users.get(&f.name).into_iter().flatten() {
                signature
                    .params
                    .push(AbiParam::pointer(Type::I64, Space::Shared));
                let v = self.b.append_block_param(entry, Type::I64);
                self.shared_args.insert(g.clone(), v);
            }
        }
        match &f.ret {
            Ty::Void => {}
            _ if kernel => return self.err("a kernel must return void"),
            t => match aggregate::flat_scalars(t, &self.m.types) {
                Some(ts) => signature.returns = ts,
                None => return self.err(
                    "the return type is not supported (only scalars and aggregates of at most 16 scalars)",
                ),
            },
        }
        self.b.func.signature = signature;
        // The entry block cannot be a branch target in ptxlift: if LLVM's
        // is, a fresh entry jumps to it.
        let entry_label = f.blocks[0].label.as_str();
        let entry_is_target = f.blocks.iter().any(|b| {
            b.insts
                .last()
                .is_some_and(|t| successors(&t.op).any(|l| l == entry_label))
        });
        if entry_is_target {
            return self.err("the entry block is a branch target; this is not supported yet");
        }
        let succs: Vec<Vec<usize>> = f
            .blocks
            .iter()
            .map(|b| {
                b.insts.last().map_or_else(Vec::new, |t| {
                    successors(&t.op)
                        .filter_map(|l| self.labels.get(l).copied())
                        .collect()
                })
            })
            .collect();
        for k in order::translation_order(&succs) {
            self.block(k)?;
        }
        Ok(())
    }

    /// Translates LLVM block `k`: its phis become the block's parameters.
    fn block(&mut self, k: usize) -> TResult<()> {
        let f = self.f;
        let b = &f.blocks[k];
        let block = self.blocks[k];
        self.current = k;
        self.line = b.insts.first().map_or(self.line, |i| i.line);
        if k > 0 {
            for i in 0..self.phis[k].len() {
                let (r, _, ty) = self.phis[k][i];
                let v = match scalar(ty) {
                    Some(t) => Val::One(self.b.append_block_param(block, t)),
                    // An aggregate: one parameter per scalar member.
                    None => {
                        let params: Vec<Value> = self
                            .register_members(ty)?
                            .into_iter()
                            .map(|t| self.b.append_block_param(block, t))
                            .collect();
                        self.unflatten(ty, &mut params.into_iter())?
                    }
                };
                self.define(r, v)?;
            }
        }
        self.start_block(block);
        if k == 0 {
            self.copy_byval_params()?;
        }
        for inst in &b.insts {
            self.line = inst.line;
            if matches!(inst.op, Op::Phi(..)) {
                continue;
            }
            let first = self.b.func.dfg.num_insts();
            self.inst(inst, &b.label)?;
            let line = SourceLoc(self.line);
            let func = &mut *self.b.func;
            let flags = kept_fast_math(inst);
            for i in first..func.dfg.num_insts() {
                let made = ir::Inst::new(i);
                func.srcmap.insts[made] = line;
                if let Some((opcode, flags)) = flags {
                    if func.dfg.insts[made].opcode() == opcode {
                        func.dfg.fast_math[made] = flags;
                    }
                }
            }
        }
        Ok(())
    }

    /// Records the loop hint of branch `inst` (its `!llvm.loop` node),
    /// branching from the current block to `targets`, for
    /// [`mark_loop_headers`].
    fn note_loop_hint(&mut self, inst: &Inst, targets: &[Block]) {
        let hint = inst.loop_md.as_deref().and_then(|id| self.m.loop_hint(id));
        if let (Some(hint), Some(latch)) = (hint, self.b.current_block()) {
            self.loop_latches.push((latch, hint, targets.to_vec()));
        }
    }

    /// The target block and branch arguments for the edge `from` → `to`
    /// (the values of `to`'s phis on it).
    fn edge(&mut self, from: &str, to: &str) -> TResult<(Block, Vec<Value>)> {
        let Some(&k) = self.labels.get(to) else {
            return self.err(format!("branch to unknown block %{to}"));
        };
        let mut args = Vec::new();
        for i in 0..self.phis[k].len() {
            let (r, incoming, ty) = self.phis[k][i];
            let Some((v, _)) = incoming.iter().find(|(_, b)| b == from) else {
                return self.err(format!("phi %{r} has no value for the edge from %{from}"));
            };
            args.extend(self.flat_values(ty, v)?);
        }
        Ok((self.blocks[k], args))
    }
}

/// The labels a terminator branches to.
fn successors(op: &Op) -> impl Iterator<Item = &str> {
    let (first, second, rest): (Option<&String>, Option<&String>, &[(i128, String)]) = match op {
        Op::Br(l) => (Some(l), None, &[]),
        Op::CondBr(_, a, b) => (Some(a), Some(b), &[]),
        Op::Switch(_, d, cases) => (Some(d), None, cases),
        _ => (None, None, &[]),
    };
    first
        .into_iter()
        .chain(second)
        .chain(rest.iter().map(|(_, l)| l))
        .map(String::as_str)
}

/// The fast-math flags `inst` passes on, and the IR opcode that takes
/// them: `contract` from an LLVM `fadd fsub fmul` to the IR operation of
/// that name (a vector's lanes, or the f32 operation of a half one, each),
/// `afn` from `fdiv` to `fdiv` and from `llvm.sqrt` to `sqrt`, where
/// `llvm.nvvm.sqrt.approx.*` has it by name. Flags of other instructions mean nothing to the IR and are
/// dropped (a flag only permits, so dropping it is always exact).
fn kept_fast_math(inst: &Inst) -> Option<(ir::Opcode, ir::FastMathFlags)> {
    use ir::{FastMathFlag, FastMathFlags, Opcode};
    let (opcode, flag, given) = match &inst.op {
        Op::Binary(name, ..) => match name.as_str() {
            "fadd" => (Opcode::Fadd, FastMathFlag::Contract, false),
            "fsub" => (Opcode::Fsub, FastMathFlag::Contract, false),
            "fmul" => (Opcode::Fmul, FastMathFlag::Contract, false),
            "fdiv" => (Opcode::Fdiv, FastMathFlag::Afn, false),
            _ => return None,
        },
        Op::Call(_, Operand::Global(callee), ..) if callee.starts_with("llvm.sqrt.") => {
            (Opcode::Sqrt, FastMathFlag::Afn, false)
        }
        Op::Call(_, Operand::Global(callee), ..)
            if callee.starts_with("llvm.nvvm.sqrt.approx.") =>
        {
            (Opcode::Sqrt, FastMathFlag::Afn, true)
        }
        _ => return None,
    };
    (given || inst.fast_math.contains(flag)).then(|| (opcode, FastMathFlags::of(flag)))
}
