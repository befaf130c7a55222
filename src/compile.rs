//! The embedding API: [`Options`], [`Context`], [`compile`] and the reports
//! it returns.
//!
//! ```text
//!   compile(module, options)
//!     verify_module ─> per function: lower ─> allocate (virtual | budget)
//!       ─> frame layout ─> emit module text
//! ```
//!
//! Every failure is an [`Error`] value naming the function and instruction
//! (verifier errors, instructions the target cannot express, bad options,
//! allocation failures). Nothing here panics on user input.

use crate::analysis::{ControlFlowGraph, DominatorTree};
use crate::frame::{FrameLayout, FrameReport};
use crate::ir::{self, FuncId, Module, VerifierErrors};
use crate::lower::{lower_function_with, LowerError};
use crate::opt::{
    optimize_addresses_in, promote_slots, unroll_loops, AddrOptions, AddrScratch, AddrStats,
    PromoteStats,
};
use crate::ptx::{emit_module, is_valid_identifier, FunctionCode};
use crate::target::Target;
use crate::vcode::regalloc::{
    allocate_budget, allocate_virtual, class_budgets, Allocated, RegMode,
};
use crate::vcode::VCode;
use core::fmt;
use std::time::{Duration, Instant};

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
    /// The address optimiser and its limits (on by default); `None`
    /// (`--no-addr-opt`) leaves addresses as the IR computes them.
    pub addr_opt: Option<AddrOptions>,
    /// Local-memory promotion of stack slots accessed only at constant
    /// offsets, with the full unrolling of small counted loops that makes
    /// array indices constant (on by default; `--no-promote` turns both
    /// off).
    pub promote: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            target: Target::default(),
            reg_mode: RegMode::default(),
            check_regalloc: false,
            warn_stack_size: None,
            addr_opt: Some(AddrOptions::default()),
            promote: true,
        }
    }
}

/// Why compilation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The module does not pass the verifier.
    Verifier(VerifierErrors),
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
            Error::Lower(errs) => errs.iter().try_for_each(|e| writeln!(f, "{e}")),
            Error::Option(m) => write!(f, "{m}"),
            Error::Function { function, message } => write!(f, "function %{function}: {message}"),
            Error::ConstData { name, message } => write!(f, "const_data %{name}: {message}"),
        }
    }
}

impl std::error::Error for Error {}

/// Time spent in each stage of one function's compilation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StageTimes {
    /// Lowering IR to VCode.
    pub lower: Duration,
    /// The address optimiser.
    pub addr_opt: Duration,
    /// Local-memory promotion (loop unrolling included).
    pub promote: Duration,
    /// Register allocation.
    pub regalloc: Duration,
    /// Frame objects, lifetimes and layout.
    pub frame: Duration,
    /// This function's share of emitting the module's PTX text (split evenly).
    pub emit: Duration,
}

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
    /// What the address optimiser did.
    pub addr: AddrStats,
    /// What local-memory promotion did.
    pub promote: PromoteStats,
    /// Time spent in each stage.
    pub times: StageTimes,
}

/// PTX text and a report per function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CompiledModule {
    /// The PTX text of the whole module.
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
        self.vcodes.clear();
        self.allocated.clear();
        self.frames.clear();
    }

    /// The VCode of each function of the last successful compilation.
    pub fn vcodes(&self) -> &[VCode] {
        &self.vcodes
    }

    /// Compiles `module`.
    pub fn compile(&mut self, module: &Module, options: &Options) -> Result<CompiledModule, Error> {
        self.clear();
        let budgets = match options.reg_mode {
            RegMode::Virtual => None,
            RegMode::Budget { max_regs } => Some(class_budgets(max_regs).map_err(Error::Option)?),
        };
        ir::verify_module(module).map_err(Error::Verifier)?;
        let mut reports = Vec::with_capacity(module.functions.len());
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
            // The CFG and dominator tree serve the address optimiser and
            // lowering alike (the optimiser changes no block or branch;
            // unrolling does, and they are recomputed after it); their
            // time counts as lowering's, which needs them anyway.
            let t_cfg = Instant::now();
            let mut cfg = ControlFlowGraph::new(func);
            let mut domtree = DominatorTree::new(func, &cfg);
            let t_opt = Instant::now();
            let mut addr = AddrStats::default();
            let mut promote = PromoteStats::default();
            let optimized;
            let mut t_promote = t_opt;
            let mut t_promote_early = Duration::ZERO;
            let func = if options.addr_opt.is_some() || options.promote {
                let mut f = func.clone();
                // The copy is promotion's when it runs (it needs one with
                // or without the address optimiser), else the optimiser's.
                if options.promote {
                    t_promote_early = t_opt.elapsed();
                }
                // Unrolling exists only to make indices constant for
                // promotion, and runs first so that the address optimiser
                // does not turn those indices into pointer increments.
                if options.promote {
                    let t = Instant::now();
                    let unrolled = unroll_loops(&mut f);
                    if unrolled > 0 {
                        cfg = ControlFlowGraph::new(&f);
                        domtree = DominatorTree::new(&f, &cfg);
                    }
                    t_promote_early += t.elapsed();
                    promote.unrolled_loops = unrolled;
                }
                if let Some(o) = &options.addr_opt {
                    addr = optimize_addresses_in(&mut f, &cfg, &domtree, o, &mut self.addr_scratch);
                }
                t_promote = Instant::now();
                if options.promote {
                    promote = PromoteStats {
                        unrolled_loops: promote.unrolled_loops,
                        ..promote_slots(&mut f, &cfg, &domtree)
                    };
                }
                optimized = f;
                &optimized
            } else {
                func
            };
            let t0 = Instant::now();
            let mut vcode = match lower_function_with(func, module, &options.target, &cfg, &domtree)
            {
                Ok(v) => v,
                Err(errs) => {
                    lower_errors.extend(errs);
                    continue;
                }
            };
            let t1 = Instant::now();
            let alloc =
                match budgets {
                    None => allocate_virtual(&vcode),
                    Some(b) => allocate_budget(&mut vcode, b, options.check_regalloc).map_err(
                        |message| Error::Function {
                            function: func.name.clone(),
                            message,
                        },
                    )?,
                };
            let t2 = Instant::now();
            let frame = FrameLayout::compute(func, &vcode, &alloc);
            let t3 = Instant::now();
            if let Some(limit) = func.warn_stack_size.or(options.warn_stack_size) {
                if frame.size > limit {
                    warnings.push(stack_size_warning(func, frame.size, limit));
                }
            }
            let mut frame_report = FrameReport::new(&func.name, &frame, alloc.insts.len() as u32);
            frame_report.promoted_slots = promote.slots;
            frame_report.promoted_bytes = promote.bytes;
            frame_report.unrolled_loops = promote.unrolled_loops;
            reports.push(FunctionReport {
                frame: frame_report,
                addr,
                promote,
                name: func.name.clone(),
                registers: alloc.regs.count_by_class(),
                local_bytes: frame.size,
                spills: alloc.spills,
                reloads: alloc.reloads,
                spill_slots: alloc.spill_slots,
                times: StageTimes {
                    addr_opt: (t_promote - t_opt).saturating_sub(t_promote_early),
                    promote: (t0 - t_promote) + t_promote_early,
                    lower: (t1 - t0) + (t_opt - t_cfg),
                    regalloc: t2 - t1,
                    frame: t3 - t2,
                    emit: Duration::ZERO,
                },
            });
            self.vcodes.push(vcode);
            self.allocated.push(alloc);
            self.frames.push(frame);
        }
        if !lower_errors.is_empty() {
            return Err(Error::Lower(lower_errors));
        }
        let t0 = Instant::now();
        let codes: Vec<FunctionCode<'_>> = module
            .functions
            .iter()
            .zip(self.allocated.iter().zip(&self.frames))
            .map(|((id, func), (alloc, frame))| FunctionCode {
                id,
                func,
                alloc,
                frame,
            })
            .collect();
        let ptx = emit_module(module, &codes, &options.target);
        let emit = t0.elapsed();
        let n = reports.len().max(1) as u32;
        for r in &mut reports {
            r.times.emit = emit / n;
        }
        Ok(CompiledModule {
            ptx,
            functions: reports,
            warnings,
        })
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
