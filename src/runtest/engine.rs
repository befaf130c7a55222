//! Executors of run directives and the comparison of two executions.
//!
//! ```text
//!   directive ──build_args──> args + buffers (identical in every memory)
//!       ├──Executor::Interp (IR interpreter)──> Execution ─┐
//!       └──Executor::Ptx (PTX simulator)──────> Execution ─┴─compare_executions─> Agreement
//! ```
//!
//! An [`Execution`] holds what a run left behind: the device memory with
//! the directive's buffers, and the returned values (a launch returns none)
//! or the executor's error. Both executors get buffers with the same names,
//! contents and addresses, because the buffers are created by the same code
//! in a fresh [`DeviceMemory`] each time.
//!
//! The comparison: integers bit for bit; floats bit for bit (any NaN
//! equals any NaN, since PTX does not define NaN payloads) unless the
//! directive states `within N ulp`, the bound for its approximate
//! instructions. Where the IR fails, the IR's behaviour is undefined and the
//! PTX may do anything (a refinement): [`Agreement::OnlyIrFailed`].

use super::{build_args, format_bits, module_var_view, values_match, DirectiveBuffer, RunLimits};
use crate::abi::{packed_offsets, param_type};
use crate::interp::memory::to_generic;
use crate::interp::{self, ArgValue, DeviceMemory, LaunchConfig, DEFAULT_FUEL};
use crate::ir::{Module, ParamKind, Space, Type};
use crate::ptx::parse::PtxModule;
use crate::ptx::sim;
use crate::runtest::directives::{Directive, RunExpect};
use crate::vcode::PtxType;

/// The simulator's fuel is the directive's fuel times this: it counts PTX
/// instructions, several per IR instruction (fuel bounds run time; it is
/// no semantics).
pub(crate) const PTX_FUEL_FACTOR: u64 = 8;
/// Differing elements listed per buffer before the rest are counted.
const MAX_LISTED_DIFFERENCES: usize = 4;

/// What runs a directive.
#[derive(Clone, Copy)]
pub enum Executor<'a> {
    /// The reference interpreter on the IR.
    Interp(&'a Module),
    /// The PTX simulator on `ptx`, compiled from `module`.
    Ptx {
        /// The IR the PTX was compiled from (for signatures).
        module: &'a Module,
        /// The parsed PTX.
        ptx: &'a PtxModule,
    },
}

impl<'a> Executor<'a> {
    /// `IR` or `PTX`, to prefix messages.
    pub fn name(&self) -> &'static str {
        match self {
            Executor::Interp(_) => "IR",
            Executor::Ptx { .. } => "PTX",
        }
    }

    /// The IR module (the source of signatures and buffer types).
    pub fn module(&self) -> &'a Module {
        match *self {
            Executor::Interp(m) => m,
            Executor::Ptx { module, .. } => module,
        }
    }

    /// Is this the reference interpreter (whose error messages directives
    /// quote)?
    pub fn is_reference(&self) -> bool {
        matches!(self, Executor::Interp(_))
    }

    /// Places the module's data in `memory` (fresh), with its initial
    /// bytes: the interpreter from the IR, the simulator from the PTX.
    fn place_module_data(&self, memory: &mut DeviceMemory) -> Result<(), String> {
        match *self {
            Executor::Interp(m) => interp::place_module_data(m, memory).map_err(|e| e.to_string()),
            Executor::Ptx { ptx, .. } => {
                sim::place_module_vars(ptx, memory).map_err(|e| e.to_string())
            }
        }
    }

    /// Calls device function `func`; returns its results as raw bits.
    fn call(
        &self,
        func: &str,
        args: &[ArgValue],
        memory: &mut DeviceMemory,
        fuel: u64,
    ) -> Result<Vec<u64>, String> {
        match *self {
            Executor::Interp(m) => interp::call(m, func, args, memory, fuel)
                .map(|(values, _)| values)
                .map_err(|e| e.to_string()),
            Executor::Ptx { module, ptx } => {
                let raw = raw_args(module, func, args, memory);
                let fuel = fuel.saturating_mul(PTX_FUEL_FACTOR);
                let bytes = sim::call(ptx, func, &raw, memory, fuel).map_err(|e| e.to_string())?;
                Ok(unpack_results(&bytes, &returns(module, func)))
            }
        }
    }

    /// Launches kernel `kernel` over the grid of `config`.
    fn launch(
        &self,
        kernel: &str,
        config: &LaunchConfig,
        args: &[ArgValue],
        memory: &mut DeviceMemory,
    ) -> Result<(), String> {
        match *self {
            Executor::Interp(m) => interp::launch(m, kernel, config, args, memory)
                .map(|_| ())
                .map_err(|e| e.to_string()),
            Executor::Ptx { ptx, .. } => {
                let config = LaunchConfig {
                    fuel: config.fuel.saturating_mul(PTX_FUEL_FACTOR),
                    ..*config
                };
                sim::launch(ptx, kernel, &config, args, memory)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            }
        }
    }
}

/// What one executor's run of a directive left behind.
pub struct Execution {
    /// Device memory after the run.
    pub memory: DeviceMemory,
    /// The directive's buffers, sorted by name.
    pub buffers: Vec<DirectiveBuffer>,
    /// The returned values (none for a launch), or the executor's error.
    pub result: Result<Vec<u64>, String>,
}

impl Execution {
    /// The buffer named `name` (without `@`).
    pub fn buffer(&self, name: &str) -> Option<&DirectiveBuffer> {
        self.buffers.iter().find(|b| b.name == name)
    }

    /// The elements of buffer `b` as raw bits, masked to its type.
    pub fn elements<'m>(&'m self, b: &DirectiveBuffer) -> impl Iterator<Item = u64> + 'm {
        let size = b.ty.bytes() as usize;
        let mask = b.ty.mask();
        self.memory.bytes(b.id).chunks_exact(size).map(move |c| {
            let mut buf = [0u8; 8];
            buf[..size].copy_from_slice(c);
            u64::from_le_bytes(buf) & mask
        })
    }
}

/// The module's data (global variables and constants) one executor's
/// directives left behind, carried into its next directive: the
/// directives of a file run in order and share the module's variables, as
/// the launches of one loaded module do on a GPU. Empty before the first
/// directive, whose executor places the data with its initial bytes (the
/// interpreter from the IR, the simulator from the PTX).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModuleVarState {
    /// Name, space, alignment and contents of each object, in order of
    /// placement.
    vars: Vec<(String, Space, u64, Vec<u8>)>,
}

impl ModuleVarState {
    /// Places the module's data in `memory`, fresh, before anything else,
    /// so every directive and executor has each object at one address
    /// (the addresses objects hold stay true): the carried objects, or,
    /// before the first directive, the module's own.
    pub(super) fn restore(
        &self,
        executor: &Executor<'_>,
        memory: &mut DeviceMemory,
    ) -> Result<(), String> {
        if self.vars.is_empty() {
            return executor.place_module_data(memory);
        }
        for (name, space, align, bytes) in &self.vars {
            memory
                .define_module_var(name, *space, *align, bytes.clone())
                .map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    /// The objects `memory` holds now.
    fn save(memory: &DeviceMemory) -> Self {
        let vars = memory.module_vars().iter().map(|v| {
            let bytes = memory.bytes(v.buffer).to_vec();
            (v.name.clone(), memory.space(v.buffer), v.align, bytes)
        });
        ModuleVarState {
            vars: vars.collect(),
        }
    }
}

/// Runs directive `d` with `executor` in a fresh device memory whose
/// module variables start with their initial bytes. An `Err` is a
/// directive the executor never ran: an unknown function, a bad literal, a
/// buffer over the limits.
pub fn execute(
    executor: Executor<'_>,
    d: &Directive,
    limits: RunLimits,
) -> Result<Execution, String> {
    execute_after(executor, d, limits, &mut ModuleVarState::default())
}

/// Like [`execute`], but the module variables start as `vars` holds them
/// (what the executor's earlier directives left) and `vars` receives what
/// this directive leaves.
pub fn execute_after(
    executor: Executor<'_>,
    d: &Directive,
    limits: RunLimits,
    vars: &mut ModuleVarState,
) -> Result<Execution, String> {
    let module = executor.module();
    let mut memory = DeviceMemory::new();
    let (func, specs) = match d {
        Directive::Run(r) => (&r.func, &r.args),
        Directive::Launch(l) => (&l.kernel, &l.args),
    };
    vars.restore(&executor, &mut memory)?;
    let (args, buffers) = build_args(module, func, specs, limits, &mut memory)?;
    let result = match d {
        Directive::Run(r) => {
            executor.call(&r.func, &args, &mut memory, DEFAULT_FUEL.min(limits.fuel))
        }
        Directive::Launch(l) => {
            let config = LaunchConfig {
                grid: l.grid,
                block: l.block,
                fuel: l.fuel.unwrap_or(DEFAULT_FUEL).min(limits.fuel),
                dynamic_shared_bytes: l.shared.unwrap_or(0),
                max_shared_bytes: limits.shared_bytes,
            };
            executor
                .launch(&l.kernel, &config, &args, &mut memory)
                .map(|()| Vec::new())
        }
    };
    *vars = ModuleVarState::save(&memory);
    Ok(Execution {
        memory,
        buffers,
        result,
    })
}

/// How two executions of one directive relate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Agreement {
    /// Both ran, and every returned value and buffer element matches.
    Agree,
    /// Both failed; the second executor's error.
    BothFailed(String),
    /// The IR fails (undefined behaviour), the PTX runs: allowed. The IR's error.
    OnlyIrFailed(String),
    /// A miscompile or an oracle bug: what differs.
    Differ(String),
}

/// Compares `ir`, the reference interpreter's execution of `d`, with `ptx`,
/// the simulator's.
pub fn compare_executions(
    module: &Module,
    d: &Directive,
    ir: &Execution,
    ptx: &Execution,
) -> Agreement {
    let (vi, vp) = match (&ir.result, &ptx.result) {
        (Err(_), Err(e)) => return Agreement::BothFailed(e.clone()),
        (Err(e), Ok(_)) => return Agreement::OnlyIrFailed(e.clone()),
        (Ok(_), Err(e)) => return Agreement::Differ(format!("the IR runs but the PTX fails: {e}")),
        (Ok(vi), Ok(vp)) => (vi, vp),
    };
    let mut problems = Vec::new();
    if let Directive::Run(r) = d {
        for ((&a, &b), &ty) in vi.iter().zip(vp).zip(&returns(module, &r.func)) {
            if !values_match(a, b, ty, r.ulp) {
                problems.push(format!(
                    "returned IR {}, PTX {}",
                    format_bits(a, ty),
                    format_bits(b, ty)
                ));
            }
        }
    }
    // The module variables, typed as the directive's expectations list
    // them (bytes compare exactly without one).
    let mut vars = Vec::new();
    for v in ir.memory.module_vars() {
        let expect = match d {
            Directive::Launch(l) => l.expects.iter().find(|e| e.name == v.name),
            Directive::Run(_) => None,
        };
        let view = |x: &Execution| {
            module_var_view(x, &v.name, expect).or_else(|_| module_var_view(x, &v.name, None))
        };
        match (view(ir), view(ptx)) {
            (Ok(a), Ok(b)) if a.len == b.len => vars.push((a, b)),
            _ => problems.push(format!(
                "module variable @{} is missing or of another size in the PTX",
                v.name
            )),
        }
    }
    let pairs = ir.buffers.iter().zip(&ptx.buffers);
    for (x, y) in pairs.chain(vars.iter().map(|(a, b)| (a, b))) {
        let ulp = match d {
            Directive::Run(r) => r.ulp,
            Directive::Launch(l) => l
                .expects
                .iter()
                .filter(|e| e.name == x.name)
                .map(|e| e.ulp)
                .max()
                .unwrap_or(0),
        };
        let differing: Vec<String> = ir
            .elements(x)
            .zip(ptx.elements(y))
            .enumerate()
            .filter(|(_, (a, b))| !values_match(*a, *b, x.ty, ulp))
            .map(|(i, (a, b))| {
                format!(
                    "@{}[{i}]: IR {}, PTX {}",
                    x.name,
                    format_bits(a, x.ty),
                    format_bits(b, x.ty)
                )
            })
            .collect();
        if !differing.is_empty() {
            let n = differing.len();
            let listed: Vec<String> = differing.into_iter().take(MAX_LISTED_DIFFERENCES).collect();
            problems.push(format!("{} ({n} elements differ)", listed.join(", ")));
        }
    }
    if problems.is_empty() {
        Agreement::Agree
    } else {
        Agreement::Differ(problems.join("; "))
    }
}

/// The result types of `func` (none if there is no such function).
fn returns(module: &Module, func: &str) -> Vec<Type> {
    module
        .function_by_name(func)
        .map(|id| module.functions[id].signature.returns.clone())
        .unwrap_or_default()
}

/// The raw bits the simulator's `call` takes for each argument: scalars as
/// they are, buffers as their address (generic unless the parameter is a
/// pointer into a specific space).
fn raw_args(module: &Module, func: &str, args: &[ArgValue], memory: &DeviceMemory) -> Vec<u64> {
    let kinds: Vec<ParamKind> = module
        .function_by_name(func)
        .map(|id| {
            let params = &module.functions[id].signature.params;
            params.iter().map(|p| p.kind).collect()
        })
        .unwrap_or_default();
    args.iter()
        .enumerate()
        .map(|(i, a)| match *a {
            ArgValue::Scalar(bits) => bits,
            ArgValue::Buffer(b) => {
                let (space, addr) = (memory.space(b), memory.address(b));
                match kinds.get(i) {
                    Some(ParamKind::Pointer(s)) if *s != Space::Generic => addr,
                    _ => to_generic(space, addr),
                }
            }
        })
        .collect()
}

/// The results in the bytes of a function's return parameter: one value,
/// or several packed as `abi::packed_offsets` lays them out.
pub fn unpack_results(bytes: &[u8], types: &[Type]) -> Vec<u64> {
    let ptx: Vec<PtxType> = types.iter().map(|&t| param_type(t)).collect();
    let offsets = match packed_offsets(&ptx) {
        Some((o, _)) => o,
        None => vec![0; types.len()],
    };
    types
        .iter()
        .zip(&ptx)
        .zip(offsets)
        .map(|((ty, p), off)| {
            let mut buf = [0u8; 8];
            let (off, size) = (off as usize, p.bytes() as usize);
            if let Some(src) = bytes.get(off..off + size) {
                buf[..size].copy_from_slice(src);
            }
            u64::from_le_bytes(buf) & ty.mask()
        })
        .collect()
}

/// Is `d` expected to fail?
pub fn expects_error(d: &Directive) -> Option<&str> {
    match d {
        Directive::Run(r) => match &r.expect {
            RunExpect::Error(w) => Some(w),
            _ => None,
        },
        Directive::Launch(l) => l.expect_error.as_deref(),
    }
}
