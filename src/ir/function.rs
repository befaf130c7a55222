//! Functions and modules.
//!
//! A [`Function`] is a kernel (`.entry`, no results) or a device function
//! (`.func`). It owns its DFG, layout, stack slots (per-thread local memory),
//! shared variables (per-CTA shared memory) and the declarations of the device
//! functions it calls, and the declarations of the module constant objects
//! it uses. A [`Module`] is an ordered list of functions plus its constant
//! data, and becomes one PTX file.
//!
//! Equality of functions (`==`) is structural *up to renumbering*: two
//! functions are equal when they print the same after renaming values and
//! blocks in layout order, so `parse(print(f)) == f` holds even when `f` was
//! built with gaps in its value numbering.

use super::const_data::{ConstData, ConstDecl, DataSpace};
use super::dfg::DataFlowGraph;
use super::entities::{
    AnyEntity, ConstDataId, ConstRef, FuncId, FuncRef, Inst, SharedVar, StackSlot,
};
use super::launch_bounds::LaunchBounds;
use super::layout::Layout;
use super::types::Type;
use super::Block;
use super::Space;
use core::fmt;
use cranelift_entity::{PrimaryMap, SecondaryMap};

/// Kernel or device function.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FunctionKind {
    /// A kernel: a PTX `.entry`, launched from the host, returns nothing.
    Kernel,
    /// A device function: a PTX `.func`, called from device code.
    Device,
}

impl FunctionKind {
    /// The keyword introducing the function in the text format (`kernel` or `function`).
    pub fn keyword(self) -> &'static str {
        match self {
            FunctionKind::Kernel => "kernel",
            FunctionKind::Device => "function",
        }
    }
}

/// What a parameter is, beyond its type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParamKind {
    /// A plain value.
    Value,
    /// A pointer into the given state space (`i64 global`, `i32 shared`).
    Pointer(Space),
    /// A kernel parameter passed by value as `size` bytes in the param state
    /// space; the SSA value is its param-space address (`i64 byval 16 align 8`).
    ByVal {
        /// Size of the aggregate in bytes.
        size: u32,
        /// Alignment of the aggregate in bytes.
        align: u32,
    },
}

/// One parameter of a signature.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AbiParam {
    /// The parameter's type.
    pub ty: Type,
    /// What the parameter is: a plain value, a pointer, or a by-value aggregate.
    pub kind: ParamKind,
    /// The caller's promise (LLVM's `noalias` + `readonly`, C's
    /// `const __restrict__`) that the memory this kernel `global` pointer
    /// reaches is not written while the kernel runs, neither through it nor
    /// otherwise: loads through it may read the non-coherent cache
    /// (`ld.global.nc`). Written `i64 global noalias readonly`. Not
    /// checked (as in LLVM, a store that breaks it is undefined).
    pub noalias_readonly: bool,
}

impl AbiParam {
    /// A plain-value parameter of type `ty`.
    pub fn new(ty: Type) -> Self {
        AbiParam {
            ty,
            kind: ParamKind::Value,
            noalias_readonly: false,
        }
    }

    /// A parameter of type `ty` pointing into `space`.
    pub fn pointer(ty: Type, space: Space) -> Self {
        AbiParam {
            ty,
            kind: ParamKind::Pointer(space),
            noalias_readonly: false,
        }
    }

    /// A parameter of type `ty` of kind `kind`, without promises.
    pub fn of_kind(ty: Type, kind: ParamKind) -> Self {
        AbiParam {
            ty,
            kind,
            noalias_readonly: false,
        }
    }
}

impl fmt::Display for AbiParam {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.ty)?;
        match self.kind {
            ParamKind::Value => Ok(()),
            ParamKind::Pointer(space) => write!(f, " {space}"),
            ParamKind::ByVal { size, align } => write!(f, " byval {size} align {align}"),
        }?;
        if self.noalias_readonly {
            f.write_str(" noalias readonly")?;
        }
        Ok(())
    }
}

/// Parameter and result types of a function.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Signature {
    /// The parameters, in order.
    pub params: Vec<AbiParam>,
    /// The result types, in order.
    pub returns: Vec<Type>,
}

impl Signature {
    /// Do the parameter and return *types* agree (annotations ignored)?
    pub fn types_match(&self, other: &Signature) -> bool {
        self.returns == other.returns
            && self.params.len() == other.params.len()
            && self
                .params
                .iter()
                .zip(&other.params)
                .all(|(a, b)| a.ty == b.ty)
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        for (i, p) in self.params.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{p}")?;
        }
        f.write_str(")")?;
        if !self.returns.is_empty() {
            f.write_str(" -> ")?;
            for (i, t) in self.returns.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{t}")?;
            }
        }
        Ok(())
    }
}

/// A stack slot: `size` bytes of per-thread local memory aligned to `align`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct StackSlotData {
    /// Size in bytes.
    pub size: u32,
    /// Alignment in bytes.
    pub align: u32,
}

/// A shared variable: `size` bytes of per-CTA shared memory aligned to `align`,
/// or, when `dynamic`, the launch's dynamic shared memory (CUDA's
/// `extern __shared__`, PTX's `.extern .shared` array): its size is set at
/// launch, it starts after the static shared variables, and every dynamic
/// variable of a module starts at the same address (they alias).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SharedVarData {
    /// Size in bytes; 0 for a dynamic variable.
    pub size: u32,
    /// Alignment in bytes.
    pub align: u32,
    /// Dynamic shared memory (`shared_slot extern`), sized at launch.
    pub dynamic: bool,
}

/// The declaration of a called device function: its name and signature.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtFuncData {
    /// The function's name, without the `%` sigil.
    pub name: String,
    /// The function's signature as declared.
    pub signature: Signature,
}

/// A line in the source text (1-based); 0 means unknown.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SourceLoc(pub u32);

impl SourceLoc {
    /// The line number, or `None` if unknown.
    pub fn line(self) -> Option<u32> {
        (self.0 != 0).then_some(self.0)
    }
}

/// One function of a module.
#[derive(Clone, Debug)]
pub struct Function {
    /// Name without the `%` sigil.
    pub name: String,
    /// Kernel or device function.
    pub kind: FunctionKind,
    /// Parameter and result types.
    pub signature: Signature,
    /// The function's stack slots.
    pub stack_slots: PrimaryMap<StackSlot, StackSlotData>,
    /// The function's shared variables.
    pub shared_vars: PrimaryMap<SharedVar, SharedVarData>,
    /// The device functions it calls.
    pub func_refs: PrimaryMap<FuncRef, ExtFuncData>,
    /// The module constant objects it uses.
    pub const_refs: PrimaryMap<ConstRef, ConstDecl>,
    /// Warn when the function's local-memory frame exceeds this many bytes
    /// (`warn_stack_size = N` in the preamble; overrides the option).
    pub warn_stack_size: Option<u32>,
    /// A kernel's launch bounds (`maxntid = 256, 1, 1` and the like in
    /// the preamble).
    pub launch_bounds: LaunchBounds,
    /// Instructions, values and block parameters.
    pub dfg: DataFlowGraph,
    /// Order of blocks and instructions.
    pub layout: Layout,
    /// Where each part was written (parsed functions only).
    pub srcmap: SourceMap,
}

/// Source lines of a parsed function's parts, for diagnostics. Empty for
/// functions built through the API.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    /// The function header.
    pub function: SourceLoc,
    /// Line of each instruction.
    pub insts: SecondaryMap<Inst, SourceLoc>,
    /// Line of each block header.
    pub blocks: SecondaryMap<Block, SourceLoc>,
    /// Line of each stack slot declaration.
    pub stack_slots: SecondaryMap<StackSlot, SourceLoc>,
    /// Line of each shared variable declaration.
    pub shared_vars: SecondaryMap<SharedVar, SourceLoc>,
    /// Line of each function declaration.
    pub func_refs: SecondaryMap<FuncRef, SourceLoc>,
    /// Line of each constant-data declaration.
    pub const_refs: SecondaryMap<ConstRef, SourceLoc>,
}

impl SourceMap {
    /// The line `entity` was written on, falling back to the function header.
    pub fn line_of(&self, entity: AnyEntity) -> Option<u32> {
        let loc = match entity {
            AnyEntity::Inst(i) => self.insts.get(i).copied(),
            AnyEntity::Block(b) => self.blocks.get(b).copied(),
            AnyEntity::StackSlot(s) => self.stack_slots.get(s).copied(),
            AnyEntity::SharedVar(s) => self.shared_vars.get(s).copied(),
            AnyEntity::FuncRef(f) => self.func_refs.get(f).copied(),
            AnyEntity::ConstRef(c) => self.const_refs.get(c).copied(),
            AnyEntity::Function | AnyEntity::Value(_) => None,
        };
        loc.and_then(SourceLoc::line).or(self.function.line())
    }
}

impl Function {
    /// Creates an empty function (no blocks) with the given name, kind and signature.
    pub fn new(name: impl Into<String>, kind: FunctionKind, signature: Signature) -> Self {
        Function {
            name: name.into(),
            kind,
            signature,
            stack_slots: PrimaryMap::new(),
            shared_vars: PrimaryMap::new(),
            func_refs: PrimaryMap::new(),
            const_refs: PrimaryMap::new(),
            warn_stack_size: None,
            launch_bounds: LaunchBounds::default(),
            dfg: DataFlowGraph::new(),
            layout: Layout::new(),
            srcmap: SourceMap::default(),
        }
    }

    /// Is this a kernel?
    pub fn is_kernel(&self) -> bool {
        self.kind == FunctionKind::Kernel
    }

    /// Adds a stack slot of `size` bytes aligned to `align`.
    pub fn create_stack_slot(&mut self, size: u32, align: u32) -> StackSlot {
        self.stack_slots.push(StackSlotData { size, align })
    }

    /// Adds a shared variable of `size` bytes aligned to `align`.
    pub fn create_shared_var(&mut self, size: u32, align: u32) -> SharedVar {
        self.shared_vars.push(SharedVarData {
            size,
            align,
            dynamic: false,
        })
    }

    /// Adds a dynamic shared variable (the launch's dynamic shared memory,
    /// sized at launch) aligned to `align`.
    pub fn create_dynamic_shared_var(&mut self, align: u32) -> SharedVar {
        self.shared_vars.push(SharedVarData {
            size: 0,
            align,
            dynamic: true,
        })
    }

    /// Declares a device function this function calls.
    pub fn import_function(&mut self, name: impl Into<String>, signature: Signature) -> FuncRef {
        self.func_refs.push(ExtFuncData {
            name: name.into(),
            signature,
        })
    }

    /// Declares a module constant object (by name) this function uses.
    pub fn declare_const_data(&mut self, name: impl Into<String>) -> ConstRef {
        self.declare_data(name, DataSpace::Const)
    }

    /// Declares a module object (by name) in `space` this function uses.
    pub fn declare_data(&mut self, name: impl Into<String>, space: DataSpace) -> ConstRef {
        self.const_refs.push(ConstDecl {
            name: name.into(),
            space,
        })
    }

    /// The source line of `inst`, if the function was parsed.
    pub fn inst_line(&self, inst: Inst) -> Option<u32> {
        self.srcmap.insts.get(inst).and_then(|l| l.line())
    }
}

impl PartialEq for Function {
    fn eq(&self, other: &Self) -> bool {
        super::equiv::functions_equivalent(self, other)
    }
}

/// A module: kernels and device functions that form one PTX file, and the
/// constant and global data they share.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// The functions, in order.
    pub functions: PrimaryMap<FuncId, Function>,
    /// The module objects (`.const` and `.global` arrays), in order.
    pub const_data: PrimaryMap<ConstDataId, ConstData>,
    /// Where each module object was defined (parsed modules only).
    pub const_lines: SecondaryMap<ConstDataId, SourceLoc>,
}

/// Equal functions and constant data; source lines do not count.
impl PartialEq for Module {
    fn eq(&self, other: &Self) -> bool {
        self.functions == other.functions && self.const_data == other.const_data
    }
}

impl Module {
    /// Creates an empty module.
    pub fn new() -> Self {
        Self::default()
    }

    /// Appends a function.
    pub fn push(&mut self, func: Function) -> FuncId {
        self.functions.push(func)
    }

    /// Adds a module object (constant or global data).
    pub fn push_const_data(&mut self, data: ConstData) -> ConstDataId {
        self.const_data.push(data)
    }

    /// The module object named `name` (without `%`).
    pub fn const_data_by_name(&self, name: &str) -> Option<ConstDataId> {
        self.const_data
            .iter()
            .find(|(_, d)| d.name == name)
            .map(|(id, _)| id)
    }

    /// The function named `name` (without `%`).
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.functions
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(id, _)| id)
    }
}
