//! A PTX simulator: runs parsed PTX kernels and device functions on the CPU
//! with the memory model of the IR interpreter, so that ptxlift's output can
//! be compared bit for bit with the interpreter's results.
//!
//! ```text
//!   launch(module, kernel, config, args, &mut DeviceMemory)
//!     place module .global variables not yet in device memory (they stay:
//!     later launches see what earlier ones wrote), then module .const
//!     variables and the kernel's parameters (released again at the end);
//!     decode every function
//!     for each CTA (in order): a fresh shared region (.shared variables,
//!       then the launch's dynamic shared memory: every .extern .shared array)
//!       threads (linear order, x fastest) run until bar.sync or exit;
//!       when all wait at the same bar.sync, all continue
//!   call(module, function, raw args, ...)   one thread, for device functions
//! ```
//!
//! Layout: `decode` and `inst` turn the AST into `ops::Op`s with every
//! name resolved; `step` is one instruction's effect on a frame; `exec`
//! runs threads and calls around it; `regs` and `memory` read and write
//! registers and memory; `eval` holds the value semantics; `inline` runs
//! an inline-assembly snippet on the interpreter's registers and memory
//! with the same `step` (one meaning per PTX instruction).
//!
//! Semantics follow the PTX ISA, independent of the IR interpreter; only the
//! memory model ([`DeviceMemory`], [`Region`], the generic-address windows)
//! is shared. Invariants: never a panic and never undefined behaviour on any
//! input — malformed PTX, unsupported instructions, division by zero,
//! out-of-bounds, misaligned, read-only or uninitialised accesses, `trap`,
//! barrier divergence, call depth and fuel exhaustion are [`SimError`]s
//! naming the function, PTX source line and thread. Execution order is
//! fixed, so results are deterministic. Registers start with the
//! recognisable pattern `0xcdcd...` (reading one before writing it is not
//! an error: LLVM emits such reads for `undef`); `.local` and `.shared`
//! memory starts uninitialised, and reading it before writing is an error.

mod decode;
mod eval;
pub(crate) use eval::nan_to_int;
mod exec;
pub mod inline;
mod inst;
mod memory;
mod ops;
mod regs;
mod shared_use;
mod step;

use crate::interp::memory::{to_generic, Region};
use crate::interp::{
    ArgValue, DeviceMemory, LaunchConfig, RunStats, ThreadId, MAX_CTA_DIM, MAX_GRID_DIM,
    MAX_THREADS_PER_CTA,
};
use crate::ir::{Space, MAX_SHARED_PER_CTA};
use crate::ptx::parse::{Function, Linkage, PtxModule, Variable};
use core::fmt;
use decode::{decode_function, layout, Builder, FuncCode, MAX_PARAM_BYTES};
use exec::{Cta, Machine, Stop, Thread};
use ops::Special;
use std::collections::HashMap;

/// All module-scope `.local` variables together (every thread copies them).
const MAX_MODULE_LOCAL_BYTES: u64 = 1 << 16;

/// A run-time error of the PTX program or of the launch description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimError {
    /// What went wrong.
    pub message: String,
    /// The PTX function it happened in.
    pub function: Option<String>,
    /// The PTX source line.
    pub line: Option<u32>,
    /// The thread that hit it.
    pub thread: Option<ThreadId>,
}

impl SimError {
    fn new(message: impl Into<String>) -> SimError {
        SimError {
            message: message.into(),
            function: None,
            line: None,
            thread: None,
        }
    }
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(t) = self.thread {
            let [cx, cy, cz] = t.ctaid;
            let [tx, ty, tz] = t.tid;
            write!(f, "thread ctaid=({cx},{cy},{cz}) tid=({tx},{ty},{tz}): ")?;
        }
        if let Some(func) = &self.function {
            write!(f, "{func}")?;
            if let Some(l) = self.line {
                write!(f, " (PTX line {l})")?;
            }
            write!(f, ": ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for SimError {}

/// A location named by a symbol.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Addr {
    /// An address in a space's region (variables, kernel parameters).
    Fixed { space: Space, addr: u64 },
    /// A `.local` variable of the current frame.
    Local(u32),
    /// A `.param` variable of the current frame (no address of its own).
    ParamVar(u32),
}

/// A value operand.
#[derive(Copy, Clone, Debug)]
enum Src {
    Reg(u32),
    /// `!%p`.
    NotReg(u32),
    Imm(u64),
    Special(Special),
    /// The address of a variable.
    Addr(Addr),
}

/// A memory operand.
#[derive(Copy, Clone, Debug)]
enum AddrOp {
    Reg(u32, i64),
    Sym(Addr, i64),
    Abs(u64),
}

/// The decoded module of one launch or call.
struct Program {
    funcs: Vec<FuncCode>,
    /// Shared memory of a fresh CTA: every `.shared` variable placed.
    shared: Region,
    /// Local memory of a fresh thread: module-scope `.local` variables
    /// (at most 64 KiB).
    local: Region,
    by_name: HashMap<String, u32>,
}

/// A launch's dynamic shared memory, the static shared memory of its
/// kernel (the variables it reaches) and the most shared memory its CTAs
/// may use.
#[derive(Copy, Clone)]
struct SharedBudget {
    dynamic: u64,
    static_bytes: u64,
    limit: u64,
}

impl SharedBudget {
    /// No dynamic shared memory (calls, checks), under the largest limit.
    const NONE: SharedBudget = SharedBudget {
        dynamic: 0,
        static_bytes: 0,
        limit: MAX_SHARED_PER_CTA,
    };
}

/// Decodes `module`; `kernel` is the launched kernel and the param-space
/// addresses of its parameters.
fn build(
    module: &PtxModule,
    memory: &mut DeviceMemory,
    kernel: Option<(usize, &[u64])>,
    shared: SharedBudget,
) -> Result<Program, SimError> {
    let mut b = Builder {
        memory,
        shared: Region::new(Space::Shared),
        shared_bytes: 0,
        module_scope: HashMap::new(),
    };
    let mut by_name = HashMap::new();
    // Definitions win over prototypes.
    let order = (0..module.functions.len()).filter(|&i| {
        module
            .functions
            .get(i)
            .is_some_and(|f: &Function| f.body.is_some())
    });
    let rest = (0..module.functions.len()).filter(|&i| {
        module
            .functions
            .get(i)
            .is_some_and(|f: &Function| f.body.is_none())
    });
    for i in order.chain(rest) {
        if let Some(f) = module.functions.get(i) {
            b.bind_function(&f.name, i as u32);
            by_name.entry(f.name.clone()).or_insert(i as u32);
        }
    }
    let mut local = Region::new(Space::Local);
    let mut local_bytes = 0u64;
    let mut dynamic = Vec::new();
    for v in &module.variables {
        let err = |m: String| SimError {
            line: Some(v.line),
            ..SimError::new(m)
        };
        if is_dynamic_shared(v) {
            dynamic.push(v);
            continue;
        }
        let module_var = matches!(v.space, Space::Global | Space::Const)
            .then(|| b.memory.module_var(&v.name))
            .flatten();
        let addr = if let Some(base) = module_var {
            decode::fixed(v.space, base)
        } else if v.space == Space::Local {
            let max = MAX_MODULE_LOCAL_BYTES.saturating_sub(local_bytes);
            let (size, align) = layout(&v.name, v.size(), v.alignment(), max).map_err(err)?;
            local_bytes += size;
            let a = local
                .allocate(size, align, None)
                .map_err(|e| err(e.message()))?;
            decode::fixed(Space::Local, a)
        } else {
            b.place(v).map_err(err)?
        };
        b.bind(&v.name, addr);
    }
    place_dynamic_shared(&mut b, &dynamic, shared)?;
    let mut funcs = Vec::with_capacity(module.functions.len());
    for (i, f) in module.functions.iter().enumerate() {
        let params = kernel.and_then(|(k, p)| (k == i).then_some(p));
        let code = decode_function(&mut b, f, params).map_err(|m| SimError {
            function: Some(f.name.clone()),
            line: Some(f.line),
            ..SimError::new(m)
        })?;
        funcs.push(code);
    }
    Ok(Program {
        funcs,
        shared: b.shared,
        local,
        by_name,
    })
}

/// Is `v` an `.extern .shared` array without a size (dynamic shared memory)?
fn is_dynamic_shared(v: &Variable) -> bool {
    v.space == Space::Shared && v.linkage == Linkage::Extern && v.dims.contains(&None)
}

/// Places the launch's dynamic shared memory (`bytes` of it) after the
/// module-scope static `.shared` variables, as the GPU does, and binds every
/// `.extern .shared` array to its start (they alias), aligned to the largest
/// alignment any of them declares. A launch whose static and dynamic shared
/// memory together exceed a CTA's limit is an error.
fn place_dynamic_shared(
    b: &mut Builder<'_>,
    dynamic: &[&Variable],
    SharedBudget {
        dynamic: bytes,
        static_bytes,
        limit,
    }: SharedBudget,
) -> Result<(), SimError> {
    if bytes > 0 && static_bytes + bytes > limit {
        return Err(SimError::new(format!(
            "the launch asks for {bytes} bytes of dynamic shared memory besides \
             {static_bytes} bytes of static .shared variables of the kernel; a CTA may have \
             at most {limit} bytes of shared memory on the target"
        )));
    }
    let Some(first) = dynamic.first() else {
        return Ok(());
    };
    let mut align = 1;
    for v in dynamic {
        let (_, a) = layout(&v.name, Some(0), v.alignment(), 0).map_err(|m| SimError {
            line: Some(v.line),
            ..SimError::new(m)
        })?;
        align = align.max(a);
    }
    let base = b
        .shared
        .allocate_dynamic(bytes, align)
        .map_err(|e| SimError {
            line: Some(first.line),
            ..SimError::new(e.message())
        })?;
    b.shared_bytes += bytes;
    for v in dynamic {
        b.bind(&v.name, decode::fixed(Space::Shared, base));
    }
    Ok(())
}

/// Every instruction of `module` the simulator cannot execute (unsupported
/// or malformed), with its function and line: empty when all decode.
pub fn check(module: &PtxModule) -> Vec<SimError> {
    let mut memory = DeviceMemory::new();
    if let Err(e) = place_module_vars(module, &mut memory) {
        return vec![e];
    }
    let prog = match build(module, &mut memory, None, SharedBudget::NONE) {
        Ok(p) => p,
        Err(e) => return vec![e],
    };
    let mut out = Vec::new();
    for f in &prog.funcs {
        for i in &f.code {
            if let ops::Op::Invalid(m) = &i.op {
                out.push(SimError {
                    function: Some(f.name.clone()),
                    line: Some(i.line),
                    ..SimError::new(m.clone())
                });
            }
        }
    }
    out
}

fn check_shape(config: &LaunchConfig) -> Result<(), SimError> {
    for d in 0..3 {
        let (b, g) = (config.block[d], config.grid[d]);
        let (bmax, gmax) = (MAX_CTA_DIM[d], MAX_GRID_DIM[d]);
        let axis = ["x", "y", "z"][d];
        if b == 0 || b > bmax {
            return Err(SimError::new(format!(
                "block dimension {axis} is {b}; it must be 1..={bmax}"
            )));
        }
        if g == 0 || g > gmax {
            return Err(SimError::new(format!(
                "grid dimension {axis} is {g}; it must be 1..={gmax}"
            )));
        }
    }
    let threads: u64 = config.block.iter().map(|&d| d as u64).product();
    if threads > MAX_THREADS_PER_CTA {
        return Err(SimError::new(format!(
            "a CTA of {threads} threads exceeds the limit of {MAX_THREADS_PER_CTA}"
        )));
    }
    Ok(())
}

/// The bytes and alignment each kernel parameter starts with, or the
/// address of the param buffer backing a byval array parameter.
enum KernelParam {
    Bytes(Vec<u8>, u64),
    Buffer(u64),
}

fn kernel_params(
    f: &Function,
    args: &[ArgValue],
    memory: &DeviceMemory,
) -> Result<Vec<KernelParam>, SimError> {
    if f.params.len() != args.len() {
        return Err(SimError::new(format!(
            "`{}` takes {} arguments but {} were given",
            f.name,
            f.params.len(),
            args.len()
        )));
    }
    let mut out = Vec::new();
    for (i, (p, a)) in f.params.iter().zip(args).enumerate() {
        let (size, align) = layout(&p.name, Some(p.size()), p.alignment(), MAX_PARAM_BYTES)
            .map_err(SimError::new)?;
        let bytes = match *a {
            ArgValue::Scalar(_) if p.array.is_some() => {
                return Err(SimError::new(format!(
                    "argument {i} is byval: pass a buffer"
                )))
            }
            ArgValue::Scalar(bits) => {
                if size > 8 {
                    return Err(SimError::new(format!("parameter {i} has {size} bytes")));
                }
                bits.to_le_bytes()
                    .get(..size as usize)
                    .unwrap_or(&[])
                    .to_vec()
            }
            ArgValue::Buffer(b) => {
                let (space, addr) = (memory.space(b), memory.address(b));
                if p.array.is_some() {
                    let len = memory.bytes(b).len() as u64;
                    if space != Space::Param {
                        return Err(SimError::new(format!(
                            "argument {i} expects a param buffer, but the buffer is in {space} memory"
                        )));
                    }
                    if len != size {
                        return Err(SimError::new(format!(
                            "argument {i} is byval {size} bytes, but the buffer has {len} bytes"
                        )));
                    }
                    out.push(KernelParam::Buffer(addr));
                    continue;
                }
                if size != 8 {
                    return Err(SimError::new(format!(
                        "argument {i}: a buffer address does not fit in {size} bytes"
                    )));
                }
                to_generic(space, addr).to_le_bytes().to_vec()
            }
        };
        out.push(KernelParam::Bytes(bytes, align));
    }
    Ok(out)
}

/// Places every module-scope `.global` and `.const` variable `memory`
/// does not hold yet as a module variable, initialised from the PTX,
/// before a launch takes its marks: such variables persist across the
/// launches and calls that share `memory`, as on a GPU they persist across
/// the launches of one loaded module. They are placed in the order the
/// PTX declares them (the interpreter places the IR's objects in the same
/// order, so both engines give each the same address).
pub fn place_module_vars(module: &PtxModule, memory: &mut DeviceMemory) -> Result<(), SimError> {
    let new: Vec<&Variable> = module
        .variables
        .iter()
        .filter(|v| matches!(v.space, Space::Global | Space::Const))
        .filter(|v| memory.module_var(&v.name).is_none())
        .collect();
    decode::place_module_vars(memory, &new).map_err(|(line, m)| SimError {
        line: Some(line),
        ..SimError::new(m)
    })
}

/// Marks of the device-wide regions, to release what a launch placed.
fn marks(memory: &mut DeviceMemory) -> [u64; 3] {
    [Space::Global, Space::Const, Space::Param]
        .map(|s| memory.region_mut(s).map_or(0, |r| r.mark()))
}

fn release(memory: &mut DeviceMemory, marks: [u64; 3]) {
    for (s, m) in [Space::Global, Space::Const, Space::Param]
        .into_iter()
        .zip(marks)
    {
        if let Some(r) = memory.region_mut(s) {
            r.release_to(m);
        }
    }
}

/// Runs `kernel` over the grid. Buffers in `memory` hold the results.
pub fn launch(
    module: &PtxModule,
    kernel: &str,
    config: &LaunchConfig,
    args: &[ArgValue],
    memory: &mut DeviceMemory,
) -> Result<RunStats, SimError> {
    let (k, f) = module
        .functions
        .iter()
        .enumerate()
        .find(|(_, f)| f.name == kernel && f.body.is_some())
        .ok_or_else(|| SimError::new(format!("no kernel `{kernel}` with a body in the module")))?;
    if !f.is_entry {
        return Err(SimError::new(format!(
            "`{kernel}` is a device function (.func); use `call`"
        )));
    }
    check_shape(config)?;
    f.launch_bounds
        .check_launch(config.block)
        .map_err(SimError::new)?;
    place_module_vars(module, memory)?;
    let params = kernel_params(f, args, memory)?;
    let saved = marks(memory);
    let result = launch_placed(module, k, &params, config, memory);
    release(memory, saved);
    result
}

fn launch_placed(
    module: &PtxModule,
    k: usize,
    params: &[KernelParam],
    config: &LaunchConfig,
    memory: &mut DeviceMemory,
) -> Result<RunStats, SimError> {
    let mut addrs = Vec::with_capacity(params.len());
    for p in params {
        addrs.push(match p {
            KernelParam::Buffer(a) => *a,
            KernelParam::Bytes(bytes, align) => {
                let region = memory
                    .region_mut(Space::Param)
                    .ok_or_else(|| SimError::new("no param region"))?;
                region
                    .allocate(bytes.len() as u64, *align, Some(bytes.clone()))
                    .map_err(|e| SimError::new(e.message()))?
            }
        });
    }
    let prog = build(
        module,
        memory,
        Some((k, &addrs)),
        SharedBudget {
            dynamic: config.dynamic_shared_bytes.into(),
            static_bytes: shared_use::reachable_static_shared(module, k),
            limit: config.max_shared_bytes,
        },
    )?;
    let mut m = Machine::new(&prog, memory, config.fuel);
    let [gx, gy, gz] = config.grid;
    for cz in 0..gz {
        for cy in 0..gy {
            for cx in 0..gx {
                let mut cta = Cta::new(&prog, [cx, cy, cz], config.block, config.grid);
                let mut threads = Vec::new();
                for tz in 0..config.block[2] {
                    for ty in 0..config.block[1] {
                        for tx in 0..config.block[0] {
                            let linear = threads.len() as u32;
                            let mut t = Thread::new(&prog, [cx, cy, cz], [tx, ty, tz], linear);
                            m.enter(&mut cta, &mut t, k as u32, &[])
                                .map_err(|e| m.error(e, &t, None))?;
                            threads.push(t);
                        }
                    }
                }
                run_cta(&mut m, &mut cta, &mut threads)?;
            }
        }
    }
    Ok(m.stats())
}

/// Runs the threads of one CTA to completion, synchronising at barriers.
fn run_cta(m: &mut Machine<'_>, cta: &mut Cta, threads: &mut [Thread]) -> Result<(), SimError> {
    loop {
        for t in threads.iter_mut() {
            if t.stop.is_none() {
                t.stop = Some(m.run_thread(cta, t)?);
            }
        }
        let mut waiting = threads
            .iter()
            .filter(|t| matches!(t.stop, Some(Stop::Barrier { .. })));
        let Some(first) = waiting.next() else {
            return Ok(());
        };
        let Some(Stop::Barrier { func, line, .. }) = first.stop else {
            return Ok(());
        };
        if let Some(other) = waiting.find(|t| t.stop != first.stop) {
            let other_line = match other.stop {
                Some(Stop::Barrier { line, .. }) => line,
                _ => 0,
            };
            let msg =
                format!("threads wait at different barriers (PTX lines {line} and {other_line})");
            return Err(m.error(msg, other, Some((func, line))));
        }
        if let Some(gone) = threads.iter().find(|t| t.stop == Some(Stop::Exit)) {
            let msg = format!(
                "barrier divergence: this thread exited while others wait at bar.sync (PTX line {line})"
            );
            return Err(m.error(msg, gone, Some((func, line))));
        }
        m.barrier_released();
        for t in threads.iter_mut() {
            t.stop = None;
        }
    }
}

/// Calls device function `function` on one thread. `args` are the raw bits
/// of each `.param` in order (narrower parameters take the low bits).
/// Returns the bytes of the function's return parameter (empty if none).
pub fn call(
    module: &PtxModule,
    function: &str,
    args: &[u64],
    memory: &mut DeviceMemory,
    fuel: u64,
) -> Result<Vec<u8>, SimError> {
    place_module_vars(module, memory)?;
    let saved = marks(memory);
    let result = call_placed(module, function, args, memory, fuel);
    release(memory, saved);
    result
}

fn call_placed(
    module: &PtxModule,
    function: &str,
    args: &[u64],
    memory: &mut DeviceMemory,
    fuel: u64,
) -> Result<Vec<u8>, SimError> {
    let prog = build(module, memory, None, SharedBudget::NONE)?;
    let idx = *prog
        .by_name
        .get(function)
        .ok_or_else(|| SimError::new(format!("no function `{function}` in the module")))?;
    let m_func = prog
        .funcs
        .get(idx as usize)
        .ok_or_else(|| SimError::new("bad index"))?;
    if m_func.is_entry {
        return Err(SimError::new(format!(
            "`{function}` is a kernel (.entry); use `launch`"
        )));
    }
    let mut m = Machine::new(&prog, memory, fuel);
    let mut cta = Cta::new(&prog, [0; 3], [1; 3], [1; 3]);
    let mut t = Thread::new(&prog, [0; 3], [0; 3], 0);
    m.enter(&mut cta, &mut t, idx, args)
        .map_err(|e| m.error(e, &t, None))?;
    let mut threads = vec![t];
    run_cta(&mut m, &mut cta, &mut threads)?;
    Ok(threads.pop().and_then(|t| t.retval).unwrap_or_default())
}

#[cfg(test)]
mod compiled_tests;
#[cfg(test)]
mod tests;
