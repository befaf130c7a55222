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
//!   ptxlift bench-frames [DIRS...] [--llc PATH] [--libnvvm PATH] [--ptxas PATH] [--nvdisasm PATH] [--sm N] [--out DIR] [--runs N]
//!                            frames: ptxlift vs llc and libnvvm, with ptxas (docs/BENCHMARKS.md)
//!   ptxlift snapshot [FILES|DIRS...] --out DIR [--fuzz N] [--fuzz-seed S]
//!                            the corpus's PTX in three modes, for `diff -r` between builds
//!   ptxlift print FILE...    print the canonical text of each module
//!   ptxlift import FILE.ll   the LLVM IR translated to ptxlift IR, printed
//!   ptxlift bench-import [FILES|DIRS...] [--runs N] [--llc PATH]
//!                            LLVM IR import alone and with compilation, against llc
//!   ptxlift export-llvm FILE [--dialect modern|nvvm7] [-o OUT]
//!                            write the module as LLVM IR for llc or libnvvm (NVPTX)
//!   global: --no-addr-opt, --no-scev, --tid-max N, --chaos SEED, --no-promote,
//!           --no-vectorize, --disable-pass NAME (repeatable), --stop-after NAME
//!           (`compile` only), --verify (the IR verifier after every IR pass)
//!           passes: unroll addr-opt promote simplify spaces vectorize (IR; may be
//!           disabled) lower regalloc frame emit
//! ```
//!
//! Exit status: 0 when everything passed, 1 when any file failed, 2 for a
//! usage error (from clap).

mod cli;

use clap::{Parser, Subcommand};
use cli::{
    bench_addr, bench_import, compile, export_llvm, fuzz, import, options_or_report, out, print,
    run, verify, Emit, Engine,
};
use ptxlift::Pass;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "ptxlift", version, about = "Compile an SSA IR to NVIDIA PTX")]
struct Cli {
    #[command(subcommand)]
    command: Command,
    #[command(flatten)]
    passes: PassFlags,
}

/// Pipeline and optimiser switches, accepted by every command that
/// compiles.
#[derive(clap::Args, Clone, Debug, Default)]
struct PassFlags {
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
    /// Keep scalar accesses scalar: no merging of adjacent loads or stores
    /// into vector ones (`ld.v2`/`.v4`; the `vectorize` pass, on by
    /// default). Vector accesses the input writes stay vectors.
    #[arg(long, global = true)]
    no_vectorize: bool,
    /// Skip an IR pass: unroll, addr-opt, promote, simplify, spaces or vectorize (repeatable).
    #[arg(long, global = true, value_name = "NAME", value_parser = Pass::disableable)]
    disable_pass: Vec<Pass>,
    /// `compile`: end the pipeline after this pass and print what it made:
    /// the IR after unroll, addr-opt, promote, simplify, spaces or vectorize; the VCode after lower;
    /// the allocated code after regalloc; the frames after frame.
    #[arg(long, global = true, value_name = "NAME", value_parser = Pass::from_name)]
    stop_after: Option<Pass>,
    /// Run the IR verifier after every IR pass, so a pass that breaks the
    /// IR is named (always on in debug builds and in `fuzz`; off by
    /// default in release builds for its cost, docs/ARCHITECTURE.md).
    #[arg(long, global = true)]
    verify: bool,
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
    /// mode; spill slots join the frame; kernels tell ptxas with `.maxnreg
    /// N`, raised to 24, the least ptxas takes); without it each value gets
    /// its own PTX register (a kernel's `maxnreg` bound, `"nvvm.maxnreg"`,
    /// then goes to ptxas as `.maxnreg`; with a budget, the kernel gets the
    /// smaller of the two).
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
        /// Compile in budget mode with this many registers (kernels get
        /// `.maxnreg N`, at least 24).
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
    /// Measure LLVM IR import alone and import plus compilation (in
    /// process) against `llc -O2` (as a process) on .ll files.
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
    /// Write the PTX of a corpus in the virtual, budget-16 and chaos modes,
    /// one file per input and mode, to compare two builds with `diff -r`.
    Snapshot {
        /// .plir/.ll files or directories, searched recursively (default:
        /// examples, tests, benches).
        files: Vec<PathBuf>,
        /// Where the PTX (and error) files go.
        #[arg(long)]
        out: PathBuf,
        /// Also this many generated fuzz programs (their .plir is written
        /// too, under OUT/fuzz).
        #[arg(long, default_value_t = 0)]
        fuzz: u64,
        /// The first fuzz program's seed.
        #[arg(long, default_value_t = 1)]
        fuzz_seed: u64,
    },
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
        /// Compile in budget mode with this many registers (`ptx`, `both`;
        /// kernels get `.maxnreg N`, at least 24).
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let (Some(pass), false) = (
        cli.passes.stop_after,
        matches!(cli.command, Command::Compile { .. }),
    ) {
        eprintln!(
            "error: --stop-after {pass}: only `ptxlift compile` stops early (it prints what the pipeline made up to the pass); drop it here"
        );
        return ExitCode::from(2);
    }
    let ok = match &cli.command {
        Command::Compile {
            file,
            output,
            build,
            emit,
            report,
        } => compile(file, output.as_deref(), build, *emit, *report, &cli.passes),
        Command::Frame {
            file,
            json,
            svg,
            build,
        } => cli::frame(file, *json, svg.as_deref(), build, &cli.passes),
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
            &cli.passes,
        ),
        Command::Snapshot {
            files,
            out,
            fuzz,
            fuzz_seed,
        } => cli::snapshot(files, out, *fuzz, *fuzz_seed, &cli.passes),
        Command::Verify { files } => verify(files),
        Command::BenchAddr {
            files,
            runs,
            ptxas,
            build,
        } => bench_addr(files, *runs, ptxas.as_deref(), build, &cli.passes),
        Command::Run {
            files,
            engine,
            sm,
            ptx,
            max_regs,
        } => run(files, *engine, sm, ptx.as_deref(), *max_regs, &cli.passes),
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
        } => bench_import(files, *runs, llc.as_deref(), *llc_runs, build, &cli.passes),
        Command::BenchFrames(args) => options_or_report(&args.sm, None, None, &cli.passes)
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
