//! The reference interpreter: what an IR program means.
//!
//! ```text
//!   launch(module, kernel, grid, block, args, &mut DeviceMemory)
//!     place the module's constant data in const memory (released after)
//!     for each CTA (in order): fresh shared memory
//!       threads run one at a time until they reach a barrier or exit;
//!       when all are at the same barrier, all continue; a barrier that only
//!       some threads reach is an error
//!   call(module, function, args, ...)   one thread, for device functions
//! ```
//!
//! Everything is checked: division by zero, signed division overflow,
//! out-of-bounds, misaligned, read-only and uninitialised accesses, `trap`,
//! barrier divergence, call depth and fuel exhaustion are errors that name
//! the instruction and the thread — never undefined behaviour, never a
//! panic. Execution order is fixed, so results are deterministic. The
//! module must pass the verifier first; its fast-math flags are resolved
//! (`ir::fast_math::resolve`) before it runs, as the compiler does. What
//! each pure operation computes is `ir::fold`'s, shared with the loop
//! unroller.

mod access;
mod asm;
mod exec;
pub mod memory;
mod module_data;

pub use crate::ir::fold::{CANONICAL_NAN32, CANONICAL_NAN64};
pub use memory::{decode_generic, MemError};
pub use module_data::place_module_data;

use crate::ir::{fast_math, FuncId, Module, ParamKind, Space};
use core::fmt;
use memory::Region;

/// Instructions a launch may execute unless told otherwise.
pub const DEFAULT_FUEL: u64 = 200_000_000;
/// Threads per CTA (PTX's limit).
pub const MAX_THREADS_PER_CTA: u64 = 1024;
/// Largest CTA dimensions (x, y, z).
pub const MAX_CTA_DIM: [u32; 3] = [1024, 1024, 64];
/// Largest grid dimensions (x, y, z).
pub const MAX_GRID_DIM: [u32; 3] = [i32::MAX as u32, 65535, 65535];
/// Deepest call nesting a thread may reach.
pub const MAX_CALL_DEPTH: usize = 1024;
/// Register memory (8 bytes per IR value per live call) all threads of a
/// CTA may hold at once; bounds what deep recursion in large CTAs takes.
pub const MAX_LIVE_REGISTER_BYTES: u64 = 1 << 30;

/// Grid and CTA shape of a launch, and its instruction budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    /// Grid dimensions in CTAs (x, y, z).
    pub grid: [u32; 3],
    /// CTA dimensions in threads (x, y, z).
    pub block: [u32; 3],
    /// Most instructions the launch may execute (over all threads).
    pub fuel: u64,
    /// Bytes of dynamic shared memory per CTA (`shared=`; CUDA's third
    /// launch parameter), placed after the static shared variables.
    pub dynamic_shared_bytes: u32,
    /// The most shared memory (static and dynamic) a CTA may use: the
    /// target SM's (`Sm::max_shared_per_cta`); a launch over it fails.
    pub max_shared_bytes: u64,
}

impl Default for LaunchConfig {
    fn default() -> Self {
        LaunchConfig {
            grid: [1, 1, 1],
            block: [1, 1, 1],
            fuel: DEFAULT_FUEL,
            dynamic_shared_bytes: 0,
            max_shared_bytes: crate::Target::default().sm.max_shared_per_cta(),
        }
    }
}

/// A buffer in device memory.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BufferId(usize);

#[derive(Clone, Copy, Debug)]
struct BufferInfo {
    space: Space,
    base: u64,
}

/// A module object placed in device memory (global data, CUDA's
/// `__device__` variables, in global memory; constant data in const
/// memory): one copy for every launch that uses this memory, placed before
/// the first and kept, as a GPU keeps a loaded module's variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleVar {
    /// Its name (the IR's and the PTX's).
    pub name: String,
    /// Its alignment in bytes.
    pub align: u64,
    /// The buffer holding it (in global or const memory).
    pub buffer: BufferId,
}

/// Memory that outlives a launch: global, const and param buffers, and the
/// module variables, which the first launch of a module places (with their
/// initial bytes) and later launches find by name.
#[derive(Clone, Debug)]
pub struct DeviceMemory {
    global: Region,
    constant: Region,
    param: Region,
    buffers: Vec<BufferInfo>,
    module_vars: Vec<ModuleVar>,
}

impl Default for DeviceMemory {
    fn default() -> Self {
        DeviceMemory {
            global: Region::new(Space::Global),
            constant: Region::new(Space::Const),
            param: Region::new(Space::Param),
            buffers: Vec::new(),
            module_vars: Vec::new(),
        }
    }
}

impl DeviceMemory {
    /// Creates device memory with no buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// Creates a buffer holding `bytes` in `space` (global, const or param),
    /// aligned as `cudaMalloc` aligns (256 bytes).
    pub fn alloc(&mut self, space: Space, bytes: Vec<u8>) -> Result<BufferId, InterpError> {
        self.alloc_aligned(space, bytes, memory::GLOBAL_BUFFER_ALIGN)
    }

    /// Like [`alloc`](Self::alloc), but aligned to exactly `align` bytes
    /// (for byval parameters, whose alignment the kernel declares).
    pub fn alloc_aligned(
        &mut self,
        space: Space,
        bytes: Vec<u8>,
        align: u64,
    ) -> Result<BufferId, InterpError> {
        let region = match space {
            Space::Global => &mut self.global,
            Space::Const => &mut self.constant,
            Space::Param => &mut self.param,
            other => {
                return Err(InterpError::new(format!(
                    "buffers live in global, const or param memory, not {other}"
                )))
            }
        };
        let base = if align == memory::GLOBAL_BUFFER_ALIGN {
            region.allocate_buffer(bytes)
        } else {
            let size = bytes.len() as u64;
            region.allocate(size, align, Some(bytes))
        }
        .map_err(|e| InterpError::new(e.message()))?;
        self.buffers.push(BufferInfo { space, base });
        Ok(BufferId(self.buffers.len() - 1))
    }

    /// The space a buffer lives in.
    pub fn space(&self, id: BufferId) -> Space {
        self.buffers[id.0].space
    }

    /// The buffer's address in its own space.
    pub fn address(&self, id: BufferId) -> u64 {
        self.buffers[id.0].base
    }

    /// The buffer's current contents.
    pub fn bytes(&self, id: BufferId) -> &[u8] {
        let info = &self.buffers[id.0];
        self.region(info.space).bytes_at(info.base).unwrap_or(&[])
    }

    /// The buffer's contents, to initialise (const buffers too).
    pub fn bytes_mut(&mut self, id: BufferId) -> &mut [u8] {
        let info = self.buffers[id.0];
        self.region_mut(info.space)
            .and_then(|r| r.bytes_at_mut(info.base))
            .unwrap_or(&mut [])
    }

    /// The address of module object `name` in its own space, if placed.
    pub fn module_var(&self, name: &str) -> Option<u64> {
        self.module_var_buffer(name).map(|b| self.address(b))
    }

    /// The buffer of module variable `name`, if placed.
    pub fn module_var_buffer(&self, name: &str) -> Option<BufferId> {
        self.module_vars
            .iter()
            .find(|v| v.name == name)
            .map(|v| v.buffer)
    }

    /// Places module object `name` in `space` (global or const) with
    /// `bytes` (its whole contents), aligned to exactly `align`; returns
    /// its address. An error if an object of that name is already placed.
    pub fn define_module_var(
        &mut self,
        name: &str,
        space: Space,
        align: u64,
        bytes: Vec<u8>,
    ) -> Result<u64, InterpError> {
        if self.module_var(name).is_some() {
            return Err(InterpError::new(format!(
                "module variable `%{name}` is placed twice"
            )));
        }
        let buffer = self.alloc_aligned(space, bytes, align)?;
        self.module_vars.push(ModuleVar {
            name: name.to_string(),
            align,
            buffer,
        });
        Ok(self.address(buffer))
    }

    /// The module variables placed so far, in order of placement.
    pub fn module_vars(&self) -> &[ModuleVar] {
        &self.module_vars
    }

    /// The allocations of a device-wide space (global, const or param),
    /// for other executors of the same launch (the PTX simulator).
    pub fn region_mut(&mut self, space: Space) -> Option<&mut Region> {
        match space {
            Space::Global => Some(&mut self.global),
            Space::Const => Some(&mut self.constant),
            Space::Param => Some(&mut self.param),
            _ => None,
        }
    }

    fn region(&self, space: Space) -> &Region {
        match space {
            Space::Const => &self.constant,
            Space::Param => &self.param,
            _ => &self.global,
        }
    }
}

/// An argument of a launch or call.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArgValue {
    /// Raw bits of a scalar of the parameter's type.
    Scalar(u64),
    /// A buffer; the parameter receives its address in the parameter's space
    /// (generic for unannotated or `generic` parameters).
    Buffer(BufferId),
}

/// Which thread hit an error.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ThreadId {
    /// CTA index in the grid (x, y, z).
    pub ctaid: [u32; 3],
    /// Thread index in the CTA (x, y, z).
    pub tid: [u32; 3],
}

/// Where an error happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ErrorSite {
    /// Name of the function, without `%`.
    pub function: String,
    /// The block, as printed (`block3`).
    pub block: String,
    /// The instruction's text (empty if none).
    pub inst: String,
    /// The instruction's source line, for parsed functions.
    pub line: Option<u32>,
}

/// A run-time error of the program or of the launch description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterpError {
    /// What went wrong.
    pub message: String,
    /// The instruction at fault, if any.
    pub site: Option<Box<ErrorSite>>,
    /// The thread at fault, if any.
    pub thread: Option<ThreadId>,
}

impl InterpError {
    /// An error with only a message (no site or thread).
    pub fn new(message: impl Into<String>) -> Self {
        InterpError {
            message: message.into(),
            site: None,
            thread: None,
        }
    }
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(t) = self.thread {
            let [cx, cy, cz] = t.ctaid;
            let [tx, ty, tz] = t.tid;
            write!(f, "thread ctaid=({cx},{cy},{cz}) tid=({tx},{ty},{tz}): ")?;
        }
        if let Some(s) = &self.site {
            write!(f, "%{} {}", s.function, s.block)?;
            if let Some(l) = s.line {
                write!(f, " (line {l})")?;
            }
            write!(f, " `{}`: ", s.inst)?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for InterpError {}

/// What a successful run did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunStats {
    /// Instructions executed, over all threads.
    pub instructions: u64,
    /// Barriers passed (counted once per CTA-wide release).
    pub barriers: u64,
}

/// Runs `kernel` over the grid. Buffers in `memory` hold the results.
pub fn launch(
    module: &Module,
    kernel: &str,
    config: &LaunchConfig,
    args: &[ArgValue],
    memory: &mut DeviceMemory,
) -> Result<RunStats, InterpError> {
    let id = find_function(module, kernel)?;
    if !module.functions[id].is_kernel() {
        return Err(InterpError::new(format!(
            "`%{kernel}` is a device function; use `call` (a `; run:` directive)"
        )));
    }
    check_shape(config)?;
    module.functions[id]
        .launch_bounds
        .check_launch(config.block)
        .map_err(InterpError::new)?;
    let params = param_values(module, id, args, memory)?;
    let module = fast_math::resolved_module(module);
    exec::Engine::new(&module, id, config, memory)?.launch(id, &params)
}

/// Calls device function `function` on a single thread and returns its
/// results as raw bits.
pub fn call(
    module: &Module,
    function: &str,
    args: &[ArgValue],
    memory: &mut DeviceMemory,
    fuel: u64,
) -> Result<(Vec<u64>, RunStats), InterpError> {
    let id = find_function(module, function)?;
    if module.functions[id].is_kernel() {
        return Err(InterpError::new(format!(
            "`%{function}` is a kernel; use a `; launch:` directive"
        )));
    }
    let params = param_values(module, id, args, memory)?;
    let config = LaunchConfig {
        fuel,
        ..LaunchConfig::default()
    };
    let module = fast_math::resolved_module(module);
    exec::Engine::new(&module, id, &config, memory)?.call(id, &params)
}

fn find_function(module: &Module, name: &str) -> Result<FuncId, InterpError> {
    module
        .function_by_name(name)
        .ok_or_else(|| InterpError::new(format!("no function `%{name}` in the module")))
}

fn check_shape(config: &LaunchConfig) -> Result<(), InterpError> {
    for d in 0..3 {
        if config.block[d] == 0 || config.block[d] > MAX_CTA_DIM[d] {
            return Err(InterpError::new(format!(
                "block dimension {} is {}; it must be 1..={}",
                ["x", "y", "z"][d],
                config.block[d],
                MAX_CTA_DIM[d]
            )));
        }
        if config.grid[d] == 0 || config.grid[d] > MAX_GRID_DIM[d] {
            return Err(InterpError::new(format!(
                "grid dimension {} is {}; it must be 1..={}",
                ["x", "y", "z"][d],
                config.grid[d],
                MAX_GRID_DIM[d]
            )));
        }
    }
    let threads: u64 = config.block.iter().map(|&d| d as u64).product();
    if threads > MAX_THREADS_PER_CTA {
        return Err(InterpError::new(format!(
            "a CTA of {threads} threads exceeds the limit of {MAX_THREADS_PER_CTA}"
        )));
    }
    Ok(())
}

/// Turns arguments into the bits each parameter receives.
fn param_values(
    module: &Module,
    id: FuncId,
    args: &[ArgValue],
    memory: &DeviceMemory,
) -> Result<Vec<u64>, InterpError> {
    let func = &module.functions[id];
    let params = &func.signature.params;
    if params.len() != args.len() {
        return Err(InterpError::new(format!(
            "`%{}` takes {} arguments but {} were given",
            func.name,
            params.len(),
            args.len()
        )));
    }
    let mut out = Vec::with_capacity(args.len());
    for (i, (p, a)) in params.iter().zip(args).enumerate() {
        let v = match *a {
            ArgValue::Scalar(bits) => {
                if matches!(p.kind, ParamKind::ByVal { .. }) {
                    return Err(InterpError::new(format!(
                        "argument {i} is byval: pass a buffer"
                    )));
                }
                bits & p.ty.mask()
            }
            ArgValue::Buffer(b) => {
                let space = memory.space(b);
                let addr = memory.address(b);
                if let ParamKind::ByVal { size, .. } = p.kind {
                    let len = memory.bytes(b).len();
                    if len != size as usize {
                        return Err(InterpError::new(format!(
                            "argument {i} is byval {size} bytes, but the buffer has {len} bytes"
                        )));
                    }
                }
                let expected = match p.kind {
                    ParamKind::ByVal { .. } => Some(Space::Param),
                    ParamKind::Pointer(s) if s != Space::Generic => Some(s),
                    _ => None,
                };
                match expected {
                    Some(s) if s != space => {
                        return Err(InterpError::new(format!(
                            "argument {i} expects a {s} buffer, but the buffer is in {space} memory"
                        )))
                    }
                    Some(_) => addr,
                    None => memory::to_generic(space, addr),
                }
            }
        };
        if p.ty.bits() < 64 && v > p.ty.mask() {
            return Err(InterpError::new(format!(
                "argument {i}: address {v:#x} does not fit in {}",
                p.ty
            )));
        }
        out.push(v);
    }
    Ok(out)
}
