//! The `ptxlift` command line.
//!
//! ```text
//!   ptxlift compile FILE [-o OUT] [--sm N] [--ptx X.Y] [--max-regs N] [--emit ptx|vcode|ir] [--report]
//!   ptxlift frame FILE [--json] [--svg OUT.svg] [--max-regs N] [--warn-stack-size N]
//!                            per function: frame objects, offsets, lifetimes, lower bound
//!   ptxlift verify FILE...   parse and verify; print every diagnostic
//!   ptxlift run FILE... [--engine ir|ptx|both] [--sm N] [--ptx X.Y] [--max-regs N]
//!                            run the `; run:` / `; launch:` directives
//!   ptxlift fuzz [--iterations N] [--seed S] [--max-regs N] [--time SECS] [--ptxas PATH]
//!                            differential fuzzing (see `fuzzgen::harness`)
//!   ptxlift bench-addr [FILES|DIRS...] [--runs N] [--ptxas PATH]
//!                            the address optimiser off and on, measured
//!   ptxlift bench-frames [DIRS...] [--llc PATH] [--libnvvm PATH] [--ptxas PATH] [--sm N] [--out DIR] [--runs N]
//!                            frames: ptxlift vs llc and libnvvm, with ptxas (docs/BENCHMARKS.md)
//!   ptxlift print FILE...    print the canonical text of each module
//!   ptxlift export-llvm FILE [--dialect modern|nvvm7] [-o OUT]
//!                            write the module as LLVM IR for llc or libnvvm (NVPTX)
//!   global: --no-addr-opt, --no-scev, --tid-max N, --chaos SEED
//! ```
//!
//! Exit status: 0 when everything passed, 1 when any file failed, 2 for a
//! usage error (from clap).

use clap::{Parser, Subcommand};
use ptxlift::ir;
use ptxlift::runtest;
use std::fmt::Display;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "ptxlift", version, about = "Compile an SSA IR to NVIDIA PTX")]
struct Cli {
    #[command(subcommand)]
    command: Command,
    #[command(flatten)]
    addr: AddrFlags,
}

/// Optimiser switches, accepted by every command that compiles.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
struct AddrFlags {
    /// Skip the address optimiser (e-graph rewrites proved by value
    /// ranges, induction variables, hoisting); it runs by default.
    #[arg(long, global = true)]
    no_addr_opt: bool,
    /// Keep the address optimiser from creating induction variables.
    #[arg(long, global = true)]
    no_scev: bool,
    /// Testing: the address optimiser takes a random member of each
    /// e-class (seeded) instead of the cheapest, and uses it everywhere.
    #[arg(long, global = true, value_name = "SEED")]
    chaos: Option<u64>,
    /// Assume at most N threads per CTA dimension (tid < N, ntid <= N) when
    /// proving address arithmetic cannot overflow.
    #[arg(long, global = true, value_name = "N")]
    tid_max: Option<u32>,
    /// Keep every stack slot in local memory (local-memory promotion of
    /// slots accessed only at constant offsets runs by default); also
    /// turns off the full unrolling of small counted loops, which exists
    /// only to make array indices constant for promotion.
    #[arg(long, global = true)]
    no_promote: bool,
}

/// What `compile`, `frame` and `bench-addr` compile for.
#[derive(clap::Args, Clone, Debug)]
struct BuildFlags {
    /// Target SM architecture: 75, 80, 86, 89, 90, 100 or 120.
    #[arg(long, default_value = "80")]
    sm: String,
    /// PTX ISA version (default: the lowest the SM needs).
    #[arg(long)]
    ptx: Option<String>,
    /// Allocate registers within this budget of 32-bit registers (budget
    /// mode; spill slots join the frame); without it each value gets its
    /// own PTX register.
    #[arg(long)]
    max_regs: Option<u32>,
    /// Warn about every function whose local-memory frame exceeds N bytes.
    #[arg(long, value_name = "N")]
    warn_stack_size: Option<u32>,
}

#[derive(Subcommand)]
enum Command {
    /// Compile a .plir module to PTX.
    Compile {
        file: PathBuf,
        /// Write the output here instead of standard output.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
        #[command(flatten)]
        build: BuildFlags,
        /// What to print: the PTX, or the VCode for debugging.
        #[arg(long, value_enum, default_value = "ptx")]
        emit: Emit,
        /// Print a per-function report (registers, local memory, spills, times) to stderr.
        #[arg(long)]
        report: bool,
    },
    /// Report each function's frame: objects (kind, size, alignment,
    /// category, offset, lifetime), the depot size, its lower bound, the
    /// size without sharing, and padding.
    Frame {
        file: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Also draw the frames (program points across, bytes down) to this SVG file.
        #[arg(long, value_name = "OUT.svg")]
        svg: Option<PathBuf>,
        #[command(flatten)]
        build: BuildFlags,
    },
    /// Differential fuzzing: random programs through the interpreter, the
    /// compiler, ptxas and the PTX simulator.
    Fuzz {
        /// Programs to generate.
        #[arg(long, default_value_t = 1000)]
        iterations: u64,
        /// The first program's seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Compile in budget mode with this many registers.
        #[arg(long)]
        max_regs: Option<u32>,
        /// Stop after this many seconds.
        #[arg(long)]
        time: Option<u64>,
        /// ptxas to assemble with (default: $PTXAS, .tools/, then PATH).
        #[arg(long)]
        ptxas: Option<PathBuf>,
        /// Target SM.
        #[arg(long, default_value = "80")]
        sm: String,
        /// Where reproducers of failures are written.
        #[arg(long, default_value = "fuzz-failures")]
        out: PathBuf,
    },
    /// Measure the address optimiser on kernels: innermost-loop and address
    /// instructions, 64-bit integer operations, ptxas registers and compile
    /// time, with the optimiser off and on.
    BenchAddr {
        /// .plir files, or directories of them (default: benches/addr).
        files: Vec<PathBuf>,
        /// Compilations per kernel and mode (the median time is reported).
        #[arg(long, default_value_t = 50)]
        runs: usize,
        /// ptxas for register counts (default: $PTXAS, .tools/, then PATH).
        #[arg(long)]
        ptxas: Option<PathBuf>,
        #[command(flatten)]
        build: BuildFlags,
    },
    /// Measure LLVM IR import plus compilation (in process) against
    /// `llc -O2` (as a process) on .ll files.
    BenchImport {
        /// .ll files, or directories of them (default: tests/llvm).
        files: Vec<PathBuf>,
        /// Imports and compilations per file (the median time is reported).
        #[arg(long, default_value_t = 50)]
        runs: usize,
        /// llc to compare with (default: llc-22 on PATH; without one the
        /// llc column is empty).
        #[arg(long)]
        llc: Option<PathBuf>,
        /// llc processes per file (the median time is reported).
        #[arg(long, default_value_t = 5)]
        llc_runs: usize,
        #[command(flatten)]
        build: BuildFlags,
    },
    /// Measure local-memory frames (depot, lower bound, ptxas stack and
    /// spills, times) of ptxlift (virtual, budget 32/64) and llc -O2;
    /// writes results.csv, results.md and depot.svg.
    BenchFrames(ptxlift::bench::frames::Args),
    /// Parse and verify .plir files.
    Verify {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Execute the run directives of .plir files.
    Run {
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// `ir`: the reference interpreter; `ptx`: compile and run the PTX
        /// in the simulator; `both`: run both and compare every buffer and
        /// returned value.
        #[arg(long, value_enum, default_value = "ir")]
        engine: Engine,
        /// Target SM for the `ptx` and `both` engines.
        #[arg(long, default_value = "80")]
        sm: String,
        /// PTX ISA version for the `ptx` and `both` engines (default: the
        /// SM's lowest, or a file's `; requires: ptx X.Y`).
        #[arg(long)]
        ptx: Option<String>,
        /// Compile in budget mode with this many registers (`ptx`, `both`).
        #[arg(long)]
        max_regs: Option<u32>,
    },
    /// Print .plir files in canonical form (.ll files are imported first).
    Print {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Translate an LLVM IR file (.ll, for nvptx64-nvidia-cuda) to ptxlift
    /// IR and print it, so what the importer understood can be read and
    /// tested. `compile`, `run`, `verify` and `frame` import .ll files
    /// themselves.
    Import { file: PathBuf },
    /// Write a module (.plir or .ll) as LLVM IR for llc or libnvvm (docs/LLVM.md).
    ExportLlvm {
        file: PathBuf,
        /// The LLVM IR dialect (`modern`: opaque pointers, for llc; `nvvm7`: typed, for libnvvm).
        #[arg(long, default_value = "modern")]
        dialect: String,
        /// Output file (default: stdout).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

/// Writes `text` to stdout. If that fails the program ends at once: with
/// status 141 for a closed pipe (`ptxlift print f | head`, as a shell reports
/// SIGPIPE), 1 otherwise — never a panic, never a false success.
fn out(text: impl Display) {
    if let Err(e) = write!(std::io::stdout(), "{text}") {
        let code = if e.kind() == std::io::ErrorKind::BrokenPipe {
            141
        } else {
            1
        };
        std::process::exit(code);
    }
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))
}

/// Is `path` LLVM IR (by its `.ll` extension)?
fn is_llvm(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "ll")
}

/// Parses `.plir`, or imports `.ll`; the error is prefixed with the file
/// name and located in the file.
fn parse_input(path: &Path, text: &str) -> Result<ir::Module, String> {
    let name = path.display();
    if is_llvm(path) {
        ptxlift::llvm::import_module(text).map_err(|e| format!("{name}:{e}"))
    } else {
        ir::parse_module(text).map_err(|e| format!("{name}:{e}"))
    }
}

/// Parses (or imports) and verifies; returns diagnostics prefixed with the
/// file name.
fn load(path: &Path, text: &str) -> Result<ir::Module, Vec<String>> {
    let name = path.display().to_string();
    let module = parse_input(path, text).map_err(|e| vec![e])?;
    ir::verify_module(&module).map_err(|errs| {
        errs.0
            .iter()
            .map(|e| e.with_file(&name))
            .collect::<Vec<_>>()
    })?;
    Ok(module)
}

fn verify(files: &[PathBuf]) -> bool {
    let mut ok = true;
    for path in files {
        let result = read(path)
            .map_err(|e| vec![e])
            .and_then(|t| load(path, &t).map(|_| ()));
        match result {
            Ok(()) => out(format!("{}: ok\n", path.display())),
            Err(msgs) => {
                ok = false;
                msgs.iter().for_each(|m| eprintln!("{m}"));
            }
        }
    }
    ok
}

fn run(
    files: &[PathBuf],
    engine: Engine,
    sm: &str,
    ptx: Option<&str>,
    max_regs: Option<u32>,
    addr: AddrFlags,
) -> bool {
    let Some(opts) = options_or_report(sm, ptx, max_regs, addr) else {
        return false;
    };
    let (mut passed, mut failed) = (0usize, 0usize);
    for path in files {
        let name = path.display().to_string();
        let outcomes = read(path)
            .map_err(|e| vec![e])
            .and_then(|text| load(path, &text).map(|m| (m, text)))
            .and_then(|(module, text)| {
                let directives =
                    runtest::parse_directives(&text).map_err(|e| vec![format!("{name}:{e}")])?;
                let mut opts = opts.clone();
                if let (None, Some(v)) = (ptx, runtest::directives::required_ptx(&text)) {
                    let sm = opts.target.sm;
                    opts.target = ptxlift::Target::new(sm, Some(v.max(opts.target.ptx)))
                        .map_err(|e| vec![format!("{name}: `; requires: ptx {v}`: {e}")])?;
                }
                run_engine(&name, &module, &directives, &text, engine, &opts)
            });
        let outcomes = match outcomes {
            Ok(o) => o,
            Err(msgs) => {
                msgs.iter().for_each(|m| eprintln!("{m}"));
                failed += 1;
                continue;
            }
        };
        if outcomes.is_empty() {
            out(format!("{name}: no run directives\n"));
        }
        for o in outcomes {
            match &o.failure {
                None => {
                    passed += 1;
                    out(format!("PASS {name}:{}: {}\n", o.line, o.title));
                }
                Some(why) => {
                    failed += 1;
                    out(format!("FAIL {name}:{}: {}\n     {why}\n", o.line, o.title));
                }
            }
            for line in &o.output {
                out(format!("     {line}\n"));
            }
        }
    }
    out(format!("{passed} passed, {failed} failed\n"));
    failed == 0
}

/// Runs `directives` of `module` on `engine`, compiling it with `opts`
/// for the simulator.
fn run_engine(
    name: &str,
    module: &ir::Module,
    directives: &[runtest::directives::Directive],
    text: &str,
    engine: Engine,
    opts: &ptxlift::Options,
) -> Result<Vec<runtest::Outcome>, Vec<String>> {
    use ptxlift::runtest::{engine::Executor, Engines, RunLimits};
    if engine == Engine::Ir {
        return Ok(runtest::run_directives(module, directives, text));
    }
    let compiled = ptxlift::compile(module, opts).map_err(|e| compile_errors(name, e))?;
    let ptx = ptxlift::ptx::parse::parse(&compiled.ptx).map_err(|e| {
        vec![format!(
            "{name}: the simulator cannot read the compiled PTX (a ptxlift bug): {e}"
        )]
    })?;
    let engines = match engine {
        Engine::Both => Engines::Both { module, ptx: &ptx },
        _ => Engines::One(Executor::Ptx { module, ptx: &ptx }),
    };
    Ok(runtest::run_directives_with(
        engines,
        directives,
        text,
        RunLimits::default(),
    ))
}

fn import(file: &Path) -> bool {
    match read(file).and_then(|t| {
        ptxlift::llvm::import_to_text(&t).map_err(|e| format!("{}:{e}", file.display()))
    }) {
        Ok(text) => {
            out(text);
            true
        }
        Err(e) => {
            eprintln!("{e}");
            false
        }
    }
}

/// `ptxlift export-llvm`: load (and verify), export, write.
fn export_llvm(file: &Path, dialect: &str, output: Option<&Path>) -> bool {
    use ptxlift::llvm::export;
    let ll = export::Dialect::parse(dialect)
        .map_err(|e| vec![e])
        .and_then(|d| {
            let text = read(file).map_err(|e| vec![e])?;
            let ll = export::export_module(&load(file, &text)?, d);
            let ll = ll.map_err(|e| vec![format!("{}:{e}", file.display())])?;
            Ok(export::directive_lines(&text) + &ll)
        });
    let written = ll.and_then(|ll| match output {
        Some(o) => std::fs::write(o, ll).map_err(|e| vec![format!("{}: {e}", o.display())]),
        None => {
            out(ll);
            Ok(())
        }
    });
    written
        .map_err(|m| m.iter().for_each(|m| eprintln!("{m}")))
        .is_ok()
}

fn print(files: &[PathBuf]) -> bool {
    let mut ok = true;
    for path in files {
        match read(path).and_then(|t| parse_input(path, &t)) {
            Ok(m) => out(&m),
            Err(e) => {
                ok = false;
                eprintln!("{e}");
            }
        }
    }
    ok
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Engine {
    Ir,
    Ptx,
    Both,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Emit {
    Ptx,
    Vcode,
    /// The IR after the optimisers (addresses, local-memory promotion).
    Ir,
}

fn options(
    sm: &str,
    ptx: Option<&str>,
    max_regs: Option<u32>,
    addr: AddrFlags,
) -> Result<ptxlift::Options, String> {
    let sm = ptxlift::Sm::parse(sm).ok_or_else(|| {
        format!("--sm {sm}: unknown architecture; use one of 75, 80, 86, 89, 90, 100, 120")
    })?;
    let ptx = match ptx {
        Some(p) => Some(
            ptxlift::PtxVersion::parse(p)
                .ok_or_else(|| format!("--ptx {p}: write the version as X.Y, e.g. 7.8"))?,
        ),
        None => None,
    };
    let target = ptxlift::Target::new(sm, ptx)?;
    let reg_mode = match max_regs {
        Some(n) => ptxlift::RegMode::Budget { max_regs: n },
        None => ptxlift::RegMode::Virtual,
    };
    if addr.tid_max == Some(0) {
        return Err("--tid-max 0: a CTA has at least one thread; give N >= 1".into());
    }
    let addr_opt = (!addr.no_addr_opt).then(|| {
        let mut o = ptxlift::opt::AddrOptions::default();
        o.ranges.tid_max = addr.tid_max;
        o.scev = !addr.no_scev;
        o.chaos = addr.chaos;
        o
    });
    Ok(ptxlift::Options {
        target,
        reg_mode,
        addr_opt,
        promote: !addr.no_promote,
        ..Default::default()
    })
}

/// [`options`], printing the error when there is one.
fn options_or_report(
    sm: &str,
    ptx: Option<&str>,
    max_regs: Option<u32>,
    addr: AddrFlags,
) -> Option<ptxlift::Options> {
    options(sm, ptx, max_regs, addr)
        .map_err(|e| eprintln!("error: {e}"))
        .ok()
}

fn compile(
    file: &Path,
    output: Option<&Path>,
    build: &BuildFlags,
    emit: Emit,
    report: bool,
    addr: AddrFlags,
) -> bool {
    let mut ctx = ptxlift::Context::new();
    let Some((module, compiled)) = compile_file(&mut ctx, file, build, addr) else {
        return false;
    };
    let text = match emit {
        Emit::Ptx => compiled.ptx.clone(),
        Emit::Ir => {
            let mut module = module;
            if let Ok(o) = options(&build.sm, build.ptx.as_deref(), build.max_regs, addr) {
                for f in module.functions.values_mut() {
                    ptxlift::opt::optimize(f, o.addr_opt.as_ref(), o.promote);
                }
            }
            module.to_string()
        }
        Emit::Vcode => module
            .functions
            .values()
            .zip(ctx.vcodes())
            .map(|(f, v)| format!("function %{}:\n{v}", f.name))
            .collect::<Vec<_>>()
            .join("\n"),
    };
    if report {
        for r in &compiled.functions {
            eprintln!(
                "%{}: registers b32={} b64={} pred={}, local {} bytes (lower bound {}), {} spills, {} reloads, \
                 addresses {}/{} rewritten (cost {} -> {}, {} induction variables, {} e-nodes{}), \
                 {} slot(s) promoted, {} partly ({} bytes, {} loop(s) unrolled), \
                 addr-opt {:?}, promote {:?}, lower {:?}, regalloc {:?}, frame {:?}, emit {:?}",
                r.name, r.registers[0], r.registers[1], r.registers[2], r.local_bytes, r.frame.lower_bound,
                r.spills, r.reloads, r.addr.rewritten, r.addr.roots, r.addr.cost_before, r.addr.cost_after,
                r.addr.ivs_created, r.addr.nodes, if r.addr.limits_hit > 0 { ", limit hit" } else { "" },
                r.promote.slots, r.promote.partial, r.promote.bytes, r.promote.unrolled_loops,
                r.times.addr_opt, r.times.promote, r.times.lower, r.times.regalloc, r.times.frame, r.times.emit
            );
        }
    }
    match output {
        Some(path) => match std::fs::write(path, text) {
            Ok(()) => true,
            Err(e) => {
                eprintln!("{}: cannot write: {e}", path.display());
                false
            }
        },
        None => {
            out(text);
            true
        }
    }
}

/// Reads, parses and compiles `file`, printing diagnostics and warnings to
/// stderr; `None` when it fails.
fn compile_file(
    ctx: &mut ptxlift::Context,
    file: &Path,
    build: &BuildFlags,
    addr: AddrFlags,
) -> Option<(ir::Module, ptxlift::CompiledModule)> {
    let name = file.display().to_string();
    let mut opts = options(&build.sm, build.ptx.as_deref(), build.max_regs, addr)
        .map_err(|e| eprintln!("error: {e}"))
        .ok()?;
    opts.warn_stack_size = build.warn_stack_size;
    let text = read(file).map_err(|e| eprintln!("{e}")).ok()?;
    let module = parse_input(file, &text)
        .map_err(|e| eprintln!("{e}"))
        .ok()?;
    let compiled = ctx
        .compile(&module, &opts)
        .map_err(|e| {
            compile_errors(&name, e)
                .iter()
                .for_each(|m| eprintln!("{m}"))
        })
        .ok()?;
    for w in &compiled.warnings {
        eprintln!("{name}: warning: {w}");
    }
    Some((module, compiled))
}

/// `ptxlift frame`: the frame report of every function of `file`.
fn frame(file: &Path, json: bool, svg: Option<&Path>, build: &BuildFlags, addr: AddrFlags) -> bool {
    let mut ctx = ptxlift::Context::new();
    let Some((_, compiled)) = compile_file(&mut ctx, file, build, addr) else {
        return false;
    };
    let reports: Vec<ptxlift::frame::FrameReport> =
        compiled.functions.into_iter().map(|f| f.frame).collect();
    if json {
        match serde_json::to_string_pretty(&reports) {
            Ok(s) => out(format!("{s}\n")),
            Err(e) => {
                eprintln!("error: cannot write JSON: {e}");
                return false;
            }
        }
    } else {
        reports.iter().for_each(|r| out(r.to_text()));
    }
    if let Some(path) = svg {
        if let Err(e) = std::fs::write(path, ptxlift::frame::to_svg(&reports)) {
            eprintln!("{}: cannot write: {e}", path.display());
            return false;
        }
    }
    true
}

/// The diagnostics of a failed compilation of file `name`, one per line.
fn compile_errors(name: &str, e: ptxlift::Error) -> Vec<String> {
    match e {
        ptxlift::Error::Verifier(errs) => errs.0.iter().map(|e| e.with_file(name)).collect(),
        ptxlift::Error::Lower(errs) => errs.iter().map(|e| format!("{name}:{e}")).collect(),
        e => vec![format!("{name}: {e}")],
    }
}

#[allow(clippy::too_many_arguments)]
fn fuzz(
    iterations: u64,
    seed: u64,
    max_regs: Option<u32>,
    time: Option<u64>,
    ptxas: Option<&Path>,
    sm: &str,
    out_dir: &Path,
    addr: AddrFlags,
) -> bool {
    let Some(compile) = options_or_report(sm, None, max_regs, addr) else {
        return false;
    };
    let ptxas = ptxlift::ptx::ptxas::find(ptxas);
    if ptxas.is_none() {
        eprintln!(
            "warning: ptxas not found (use --ptxas or $PTXAS); PTX is simulated but not assembled"
        );
    }
    let opts = ptxlift::fuzzgen::harness::FuzzOptions {
        iterations,
        seed,
        compile,
        time_limit: time.map(std::time::Duration::from_secs),
        ptxas,
        out_dir: out_dir.to_path_buf(),
    };
    let summary = ptxlift::fuzzgen::harness::run_fuzz(&opts, |line| eprintln!("{line}"));
    out(summary.report());
    summary.failures.is_empty()
}

/// `ptxlift bench-addr`: prints the table of `ptxlift::bench::addr`.
fn bench_import(
    files: &[PathBuf],
    runs: usize,
    llc: Option<&Path>,
    llc_runs: usize,
    build: &BuildFlags,
    addr: AddrFlags,
) -> bool {
    let Some(opts) = options_or_report(&build.sm, build.ptx.as_deref(), build.max_regs, addr)
    else {
        return false;
    };
    let llc = llc.map(Path::to_path_buf).or_else(|| {
        let found = std::process::Command::new("llc-22")
            .arg("--version")
            .output();
        found
            .is_ok_and(|o| o.status.success())
            .then(|| PathBuf::from("llc-22"))
    });
    if llc.is_none() {
        eprintln!("warning: llc-22 not found (use --llc); no llc column");
    }
    let default_dir = [PathBuf::from("tests/llvm")];
    let files = if files.is_empty() {
        &default_dir[..]
    } else {
        files
    };
    match ptxlift::bench::import::run(files, &opts, llc.as_deref(), runs, llc_runs) {
        Ok(rows) => {
            out(ptxlift::bench::import::report(&rows));
            true
        }
        Err(e) => {
            eprintln!("error: {e}");
            false
        }
    }
}

fn bench_addr(
    files: &[PathBuf],
    runs: usize,
    ptxas: Option<&Path>,
    build: &BuildFlags,
    addr: AddrFlags,
) -> bool {
    if addr.no_addr_opt {
        eprintln!("error: bench-addr compares the optimiser off and on; drop --no-addr-opt");
        return false;
    }
    let Some(opts) = options_or_report(&build.sm, build.ptx.as_deref(), build.max_regs, addr)
    else {
        return false;
    };
    let ptxas = ptxlift::ptx::ptxas::find(ptxas);
    if ptxas.is_none() {
        eprintln!("warning: ptxas not found (use --ptxas or $PTXAS); no register counts");
    }
    let default_dir = [PathBuf::from("benches/addr")];
    let files = if files.is_empty() {
        &default_dir[..]
    } else {
        files
    };
    match ptxlift::bench::addr::run(files, &opts, ptxas.as_deref(), runs) {
        Ok(rows) => {
            out(ptxlift::bench::addr::report(&rows));
            true
        }
        Err(e) => {
            eprintln!("error: {e}");
            false
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let ok = match &cli.command {
        Command::Compile {
            file,
            output,
            build,
            emit,
            report,
        } => compile(file, output.as_deref(), build, *emit, *report, cli.addr),
        Command::Frame {
            file,
            json,
            svg,
            build,
        } => frame(file, *json, svg.as_deref(), build, cli.addr),
        Command::Fuzz {
            iterations,
            seed,
            max_regs,
            time,
            ptxas,
            sm,
            out,
        } => fuzz(
            *iterations,
            *seed,
            *max_regs,
            *time,
            ptxas.as_deref(),
            sm,
            out,
            cli.addr,
        ),
        Command::Verify { files } => verify(files),
        Command::BenchAddr {
            files,
            runs,
            ptxas,
            build,
        } => bench_addr(files, *runs, ptxas.as_deref(), build, cli.addr),
        Command::Run {
            files,
            engine,
            sm,
            ptx,
            max_regs,
        } => run(files, *engine, sm, ptx.as_deref(), *max_regs, cli.addr),
        Command::Print { files } => print(files),
        Command::Import { file } => import(file),
        Command::ExportLlvm {
            file,
            dialect,
            output,
        } => export_llvm(file, dialect, output.as_deref()),
        Command::BenchImport {
            files,
            runs,
            llc,
            llc_runs,
            build,
        } => bench_import(files, *runs, llc.as_deref(), *llc_runs, build, cli.addr),
        Command::BenchFrames(args) => options_or_report(&args.sm, None, None, cli.addr)
            .is_some_and(|o| match ptxlift::bench::frames::run_cli(args, o) {
                Ok(summary) => {
                    out(format!("{summary}\n"));
                    true
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    false
                }
            }),
    };
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
