//! The embedding API: [`Options`], [`Context`], [`compile`] and the reports
//! it returns.
//!
//! ```text
//!   compile(module, options)
//!     verify_module ─> per function: the IR passes (pipeline.rs: unroll,
//!       addr-opt, promote; verified after each with `verify`) ─> lower
//!       ─> regalloc (virtual | budget) ─> frame ─> emit module text
//! ```
//!
//! Every failure is an [`Error`] value naming the function and instruction
//! (verifier errors, instructions the target cannot express, bad options,
//! allocation failures) or the pass whose output does not verify. Nothing
//! here panics on user input.

mod pipeline;

pub use pipeline::{run_ir_passes, Pass, PassReport, PassSet, PassStats, SeededBug};

use crate::frame::{FrameLayout, FrameReport};
use crate::ir::{self, FuncId, Module, VerifierErrors};
use crate::lower::{lower_function_with, LowerError};
use crate::opt::{specialize_pointer_params, AddrOptions, AddrScratch, AddrStats, PromoteStats};
use crate::ptx::{emit_module, is_valid_identifier, FunctionCode};
use crate::target::Target;
use crate::vcode::edges::{hoist_edge_copies, invert_fall_through_tests};
use crate::vcode::regalloc::{
    allocate_budget, allocate_virtual, class_budgets, Allocated, RegMode, MIN_MAX_REGS,
};
use crate::vcode::VCode;
use core::fmt;
use pipeline::{run_ir_passes_in, Optimized};
use std::time::{Duration, Instant};

/// The register mode `func` compiles in: in budget mode a kernel's
/// `maxnreg` caps the budget (at least `MIN_MAX_REGS`); virtual mode stays
/// virtual and ptxas allocates within the kernel's `.maxnreg`, as for
/// llc's PTX (measured on spill_pressure, `"nvvm.maxnreg"="32"`: ptxas
/// spilling our virtual-register PTX gives 485 SASS instructions, our
/// budget allocator's spills 1,016).
fn function_reg_mode(mode: RegMode, bounds: &ir::LaunchBounds) -> RegMode {
    match (mode, bounds.maxnreg) {
        (RegMode::Budget { max_regs }, Some(n)) => RegMode::Budget {
            max_regs: max_regs.min(n.max(MIN_MAX_REGS)),
        },
        _ => mode,
    }
}

/// What to compile for and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The SM and PTX version to compile for.
    pub target: Target,
    /// How registers are assigned.
    pub reg_mode: RegMode,
    /// Run regalloc2's checker on every budget-mode allocation (tests).
    pub check_regalloc: bool,
    /// Warn about every function whose frame exceeds this many bytes (a
    /// function's `warn_stack_size` overrides it).
    pub warn_stack_size: Option<u32>,
    /// The address optimiser's limits and switches (the `addr-opt` pass).
    pub addr_opt: AddrOptions,
    /// IR passes not to run (`--disable-pass`; `--no-addr-opt` is
    /// `addr-opt`, `--no-promote` is [`PassSet::NO_PROMOTE`]). Only IR
    /// passes can be disabled; naming another is an [`Error::Option`].
    pub disabled: PassSet,
    /// End the pipeline after this pass (`--stop-after`): the `Context`
    /// keeps what was made up to there (IR, VCode, allocation); the PTX is
    /// empty unless the pass is `emit`.
    pub stop_after: Option<Pass>,
    /// Run the IR verifier after every IR pass; a failure is an
    /// [`Error::PassVerifier`] naming the pass. On by default in debug
    /// builds (tests) and always in the fuzz harness; off by default in
    /// release builds, where it adds about a fifth to compile time (+22%
    /// instructions over the corpus; docs/ARCHITECTURE.md gives the
    /// measurement).
    pub verify: bool,
    /// Testing only: a miscompile planted on purpose (see [`SeededBug`]).
    #[doc(hidden)]
    pub seeded_bug: Option<SeededBug>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            target: Target::default(),
            reg_mode: RegMode::default(),
            check_regalloc: false,
            warn_stack_size: None,
            addr_opt: AddrOptions::default(),
            disabled: PassSet::EMPTY,
            stop_after: None,
            verify: cfg!(debug_assertions),
            seeded_bug: None,
        }
    }
}

impl Options {
    /// Does the pipeline go on after `pass`?
    fn continues_after(&self, pass: Pass) -> bool {
        self.stop_after != Some(pass)
    }
}

/// Why compilation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The module does not pass the verifier.
    Verifier(VerifierErrors),
    /// The IR an IR pass made does not pass the verifier (a bug of the
    /// pass; only checked with [`Options::verify`]).
    PassVerifier {
        /// The pass.
        pass: Pass,
        /// What the verifier found.
        errors: VerifierErrors,
    },
    /// Instructions the target cannot express.
    Lower(Vec<LowerError>),
    /// An option is invalid (e.g. `--max-regs 2`).
    Option(String),
    /// A function name PTX cannot use, or another problem with one function.
    Function {
        /// The function's name.
        function: String,
        /// What is wrong.
        message: String,
    },
    /// A constant object whose name PTX cannot use.
    ConstData {
        /// The object's name.
        name: String,
        /// What is wrong.
        message: String,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Verifier(errs) => write!(f, "{errs}"),
            Error::PassVerifier { pass, errors } => errors.0.iter().try_for_each(|e| {
                writeln!(
                    f,
                    "IR after pass `{pass}` does not verify (a ptxlift bug; `--disable-pass {pass}` avoids it): {e}"
                )
            }),
            Error::Lower(errs) => errs.iter().try_for_each(|e| writeln!(f, "{e}")),
            Error::Option(m) => write!(f, "{m}"),
            Error::Function { function, message } => write!(f, "function %{function}: {message}"),
            Error::ConstData { name, message } => write!(f, "const_data %{name}: {message}"),
        }
    }
}

impl std::error::Error for Error {}

/// What compiling one function produced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionReport {
    /// The function's name.
    pub name: String,
    /// Registers used per class: 32-bit, 64-bit, predicate.
    pub registers: [u32; 3],
    /// Bytes of the function's `__local_depot` (0 when it has none).
    pub local_bytes: u32,
    /// Spill stores and reload loads inserted by budget-mode allocation.
    pub spills: u32,
    /// Reload loads inserted by budget-mode allocation.
    pub reloads: u32,
    /// Spill slots (4 bytes each) in the frame.
    pub spill_slots: u32,
    /// The frame: objects, offsets, lifetimes, lower bound.
    pub frame: FrameReport,
    /// Every pass that ran on the function, in pipeline order, with its
    /// time and statistics.
    pub passes: Vec<PassReport>,
}

impl FunctionReport {
    /// The report of `pass`, if it ran.
    pub fn pass(&self, pass: Pass) -> Option<&PassReport> {
        self.passes.iter().find(|r| r.pass == pass)
    }

    /// The time `pass` took (zero when it did not run).
    pub fn time(&self, pass: Pass) -> Duration {
        self.pass(pass).map_or(Duration::ZERO, |r| r.time)
    }

    /// The time the verifier took after the IR passes.
    pub fn verify_time(&self) -> Duration {
        self.passes.iter().map(|r| r.verify_time).sum()
    }

    /// What the address optimiser did (nothing when it did not run).
    pub fn addr(&self) -> AddrStats {
        match self.pass(Pass::AddrOpt).map(|r| r.stats) {
            Some(PassStats::AddrOpt(s)) => s,
            _ => AddrStats::default(),
        }
    }

    /// What local-memory promotion did, with the loops `unroll` unrolled
    /// for it.
    pub fn promote(&self) -> PromoteStats {
        let mut stats = match self.pass(Pass::Promote).map(|r| r.stats) {
            Some(PassStats::Promote(s)) => s,
            _ => PromoteStats::default(),
        };
        if let Some(PassStats::Unroll { loops }) = self.pass(Pass::Unroll).map(|r| r.stats) {
            stats.unrolled_loops = loops;
        }
        stats
    }
}

/// PTX text and a report per function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CompiledModule {
    /// The PTX text of the whole module (empty when `stop_after` ended
    /// the pipeline before `emit`).
    pub ptx: String,
    /// One report per function, in module order.
    pub functions: Vec<FunctionReport>,
    /// Warnings (e.g. a frame above its `warn_stack_size`), one sentence each.
    pub warnings: Vec<String>,
}

/// Reusable compilation state. Holding one across compilations avoids
/// reallocating; [`Context::clear`] drops what the last one kept.
#[derive(Default)]
pub struct Context {
    functions: Vec<ir::Function>,
    vcodes: Vec<VCode>,
    allocated: Vec<Allocated>,
    frames: Vec<FrameLayout>,
    /// The address optimiser's buffers, reused for every function.
    addr_scratch: AddrScratch,
}

impl Context {
    /// Creates an empty context.
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets the previous compilation's intermediate results.
    pub fn clear(&mut self) {
        self.functions.clear();
        self.vcodes.clear();
        self.allocated.clear();
        self.frames.clear();
    }

    /// The IR of each function after the IR passes (up to `stop_after`)
    /// of the last compilation: what was lowered.
    pub fn functions(&self) -> &[ir::Function] {
        &self.functions
    }

    /// The VCode of each function of the last compilation (none when it
    /// stopped before `lower`).
    pub fn vcodes(&self) -> &[VCode] {
        &self.vcodes
    }

    /// The allocated code of each function of the last compilation (none
    /// when it stopped before `regalloc`).
    pub fn allocated(&self) -> &[Allocated] {
        &self.allocated
    }

    /// Compiles `module`.
    pub fn compile(&mut self, module: &Module, options: &Options) -> Result<CompiledModule, Error> {
        self.clear();
        // Checks `--max-regs` once, whatever the functions ask for.
        if let RegMode::Budget { max_regs } = options.reg_mode {
            class_budgets(max_regs).map_err(Error::Option)?;
        }
        if let Some(pass) = options.disabled.iter().find(|p| !p.is_ir()) {
            return Err(Error::Option(pipeline::cannot_disable(pass)));
        }
        ir::verify_module(module).map_err(Error::Verifier)?;
        // Address-space inference's module step: device-function pointer
        // parameters take the space every call passes.
        let runs_spaces = !options.disabled.contains(Pass::Spaces)
            && options.stop_after.is_none_or(|p| p >= Pass::Spaces);
        let specialized = runs_spaces
            .then(|| specialize_pointer_params(module))
            .flatten();
        let module = specialized.as_ref().unwrap_or(module);
        let mut reports = Vec::with_capacity(module.functions.len());
        let mut reg_modes = Vec::with_capacity(module.functions.len());
        let mut warnings = Vec::new();
        let mut lower_errors = Vec::new();
        // Constant objects keep their names in PTX, under the rules of
        // function names (the verifier keeps the two apart).
        for d in module.const_data.values() {
            if let Some(message) = ptx_name_problem(&d.name) {
                return Err(Error::ConstData {
                    name: d.name.clone(),
                    message: message.into(),
                });
            }
        }
        for func in module.functions.values() {
            if let Some(message) = ptx_name_problem(&func.name) {
                return Err(Error::Function {
                    function: func.name.clone(),
                    message: message.into(),
                });
            }
            let mut report = FunctionReport {
                name: func.name.clone(),
                passes: Vec::with_capacity(Pass::ALL.len()),
                ..FunctionReport::default()
            };
            let reg_mode = function_reg_mode(options.reg_mode, &func.launch_bounds);
            let budgets = match reg_mode {
                RegMode::Virtual => None,
                RegMode::Budget { max_regs } => {
                    Some(class_budgets(max_regs).map_err(Error::Option)?)
                }
            };
            let own_options = (reg_mode != options.reg_mode).then(|| Options {
                reg_mode,
                ..options.clone()
            });
            let options = own_options.as_ref().unwrap_or(options);
            reg_modes.push(reg_mode);
            let optimized = run_ir_passes_in(
                func,
                module,
                options,
                &mut self.addr_scratch,
                &mut report.passes,
            )?;
            if !options.stop_after.is_some_and(Pass::is_ir) {
                let inputs = BackendInputs {
                    module,
                    options,
                    budgets,
                };
                if let Err(errs) = self.backend(&optimized, inputs, &mut report, &mut warnings)? {
                    lower_errors.extend(errs);
                    continue;
                }
            }
            reports.push(report);
            self.functions.push(optimized.func);
        }
        if !lower_errors.is_empty() {
            return Err(Error::Lower(lower_errors));
        }
        if options.stop_after.is_some_and(|p| p != Pass::Emit) {
            return Ok(CompiledModule {
                ptx: String::new(),
                functions: reports,
                warnings,
            });
        }
        let start = Instant::now();
        let codes: Vec<FunctionCode<'_>> = module
            .functions
            .iter()
            .zip(self.allocated.iter().zip(&self.frames))
            .zip(&reg_modes)
            .map(|(((id, func), (alloc, frame)), reg_mode)| FunctionCode {
                id,
                func,
                alloc,
                frame,
                max_regs: match *reg_mode {
                    RegMode::Virtual => func.launch_bounds.maxnreg,
                    RegMode::Budget { max_regs } => Some(max_regs),
                },
            })
            .collect();
        let ptx = emit_module(module, &codes, &options.target);
        // Each function's share of the module's time.
        let share = timed(Pass::Emit, start);
        let share = PassReport {
            time: share.time / reports.len().max(1) as u32,
            ..share
        };
        for r in &mut reports {
            r.passes.push(share);
        }
        Ok(CompiledModule {
            ptx,
            functions: reports,
            warnings,
        })
    }
}

/// What the backend passes of every function share.
#[derive(Clone, Copy)]
struct BackendInputs<'a> {
    module: &'a Module,
    options: &'a Options,
    /// Register budgets per class (budget mode).
    budgets: Option<[u32; 3]>,
}

impl Context {
    /// The backend passes of one function after its IR passes, up to
    /// `stop_after`: lowering, register allocation and frame layout, each
    /// result kept in the context and reported in `report`. The inner
    /// error is lowering's (collected for the whole module).
    fn backend(
        &mut self,
        optimized: &Optimized,
        inputs: BackendInputs<'_>,
        report: &mut FunctionReport,
        warnings: &mut Vec<String>,
    ) -> Result<Result<(), Vec<LowerError>>, Error> {
        let BackendInputs {
            module,
            options,
            budgets,
        } = inputs;
        let func = &optimized.func;
        let start = Instant::now();
        let planted;
        let to_lower = match options.seeded_bug.filter(|b| b.pass() == Pass::Lower) {
            Some(bug) => {
                let mut f = func.clone();
                bug.plant(&mut f);
                planted = f;
                &planted
            }
            None => func,
        };
        let lowered = lower_function_with(
            to_lower,
            module,
            &options.target,
            &optimized.cfg,
            &optimized.domtree,
        );
        let mut vcode = match lowered {
            Ok(v) => v,
            Err(errs) => return Ok(Err(errs)),
        };
        report.passes.push(PassReport {
            pass: Pass::Lower,
            time: start.elapsed() + optimized.analysis_time,
            verify_time: Duration::ZERO,
            stats: PassStats::Lower {
                insts: vcode.insts.len() as u32,
                vregs: vcode.regs.len() as u32,
            },
        });
        if options.continues_after(Pass::Lower) {
            let start = Instant::now();
            let mut alloc =
                match budgets {
                    None => allocate_virtual(&vcode),
                    Some(b) => allocate_budget(&mut vcode, b, options.check_regalloc).map_err(
                        |message| Error::Function {
                            function: func.name.clone(),
                            message,
                        },
                    )?,
                };
            hoist_edge_copies(&mut alloc);
            invert_fall_through_tests(&mut alloc);
            report.passes.push(timed(Pass::Regalloc, start));
            report.registers = alloc.regs.count_by_class();
            report.spills = alloc.spills;
            report.reloads = alloc.reloads;
            report.spill_slots = alloc.spill_slots;
            if options.continues_after(Pass::Regalloc) {
                let start = Instant::now();
                let frame = FrameLayout::compute(func, &vcode, &alloc);
                report.passes.push(timed(Pass::Frame, start));
                if let Some(limit) = func.warn_stack_size.or(options.warn_stack_size) {
                    if frame.size > limit {
                        warnings.push(stack_size_warning(func, frame.size, limit));
                    }
                }
                let promote = report.promote();
                report.local_bytes = frame.size;
                report.frame = FrameReport::new(&func.name, &frame, alloc.insts.len() as u32);
                report.frame.promoted_slots = promote.slots;
                report.frame.promoted_bytes = promote.bytes;
                report.frame.unrolled_loops = promote.unrolled_loops;
                self.frames.push(frame);
            }
            self.allocated.push(alloc);
        }
        self.vcodes.push(vcode);
        Ok(Ok(()))
    }
}

/// The report of `pass`, begun at `start`, which counts nothing but time.
fn timed(pass: Pass, start: Instant) -> PassReport {
    PassReport {
        pass,
        time: start.elapsed(),
        verify_time: Duration::ZERO,
        stats: PassStats::None,
    }
}

/// Why `name` cannot be a PTX symbol of the module, if it cannot.
fn ptx_name_problem(name: &str) -> Option<&'static str> {
    if !is_valid_identifier(name) {
        Some("the name is not a valid PTX identifier (letters, digits, `_`, `$`; not starting with a digit)")
    } else if name.starts_with("__") || name.starts_with('$') {
        Some("names starting with `__` or `$` are reserved for the symbols ptxlift generates")
    } else {
        None
    }
}

/// The warning for `func`'s frame of `size` bytes above `limit`.
fn stack_size_warning(func: &ir::Function, size: u32, limit: u32) -> String {
    let at = func
        .srcmap
        .function
        .line()
        .map_or(String::new(), |l| format!(" (line {l})"));
    let source = if func.warn_stack_size.is_some() {
        "its warn_stack_size"
    } else {
        "--warn-stack-size"
    };
    format!(
        "function %{}{at}: stack frame size {size} bytes exceeds {source} threshold of {limit} bytes (see `ptxlift frame` for the objects)",
        func.name
    )
}

/// Compiles `module` with a fresh [`Context`].
pub fn compile(module: &Module, options: &Options) -> Result<CompiledModule, Error> {
    Context::new().compile(module, options)
}

#[allow(dead_code)]
fn assert_send() {
    fn is_send<T: Send>() {}
    is_send::<Context>();
    is_send::<FuncId>();
}
