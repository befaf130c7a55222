//! `ptxlift bench-frames`: the local-memory frame of every function of a
//! kernel corpus, as ptxlift and llc lay it out, and what ptxas makes of
//! each (issue 8, deliverable 2).
//!
//! ```text
//!   each .ll / .plir file ──ptxlift in process: virtual mode, budget 32,
//!       budget 64 (+ a `; frame-budget: N` header's budget), median of
//!       `runs` parse + compile──> depot bytes, lower bound (FrameReport), PTX
//!     ──llc -O2 -march=nvptx64 -mcpu=sm_XX on the .ll (a .plir is exported
//!       with llvm::export_module first; median of LLC_RUNS processes)──> PTX
//!       ──`__local_depotN[SIZE]` per .entry/.func──> llc depot bytes
//!     ──libnvvm in process on the module exported as NVVM IR (nvvm7;
//!       median API time of NVVM_RUNS compilations)──> PTX, depot bytes
//!     ──ptxas -v on every PTX──> stack frame, spill bytes, registers,
//!       cubin ──nvdisasm -c──> SASS counts (frames/sass.rs); again with a
//!       module-level `.pragma "nounroll";` ──> SASS instructions
//!   ──> Rows (one per function and compiler/mode) ──> results.csv,
//!       results.md, depot.svg in the output directory
//! ```
//!
//! Takes directories or files and [`Settings`]; gives [`Measured`]: rows
//! plus the files that could not be measured. Invariants: a missing peer
//! tool (llc, ptxas, nvdisasm, libnvvm) leaves its cells empty and is named in the
//! summary, never an error; a file ptxlift cannot compile in virtual mode
//! is listed as a failure and the others are still measured; every
//! function ptxlift compiles gets one row per compiler/mode, in module
//! order. Compile and ptxas times are per file (the whole module) and are
//! repeated on each of its functions' rows.

mod assemble;
mod libnvvm;
mod report;
pub mod sass;
mod sass_report;
mod svg;

pub use assemble::{find_nvdisasm, Tools, INSTALLED_NVDISASM, NVDISASM_ENV};
pub use libnvvm::NVVM_RUNS;
pub use report::{csv, markdown, CSV_HEADER};
pub use svg::depot_chart;

use super::median;
use crate::ir::{self, Module};
use crate::llvm::nvvm::{self, Libnvvm};
use crate::llvm::{export_module, import_module, Dialect};
use crate::ptx::ptxas::{self, PtxasUsage};
use crate::{Context, Options, RegMode};
use assemble::{assemble, suffixed, Assembled};
use sass::SassCounts;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The budgets (32-bit registers) every file is compiled with in budget mode.
pub const BUDGETS: [u32; 2] = [32, 64];
/// llc processes per file; the median wall time is reported.
pub const LLC_RUNS: usize = 3;
/// ptxlift compilations per file and mode by default (the median is reported).
pub const DEFAULT_RUNS: usize = 20;
/// The llc looked for on `PATH` when `--llc` is not given.
pub const DEFAULT_LLC: &str = "llc-22";
/// Directories measured when none is named: every kernel the project keeps
/// (the top level of each; tests/llvm/src holds the sources of tests/llvm).
pub const DEFAULT_DIRS: [&str; 4] = [
    "benches/frames",
    "benches/addr",
    "tests/llvm",
    "tests/llvm/cuda",
];
/// Where the results go when `--out` is not given.
pub const DEFAULT_OUT: &str = "target/bench-frames";
/// The header line that adds a budget for one file (spill_pressure).
pub const BUDGET_HEADER: &str = "; frame-budget:";

/// The command line of `ptxlift bench-frames`.
#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    /// Directories of .ll/.plir kernels, or files (default: benches/frames,
    /// benches/addr, tests/llvm and tests/llvm/cuda).
    pub dirs: Vec<PathBuf>,
    /// llc to compare with (default: llc-22 on PATH; without one the llc
    /// cells are empty).
    #[arg(long)]
    pub llc: Option<PathBuf>,
    /// libnvvm.so to compare with (default: $LIBNVVM, then the first
    /// libnvvm.so* under .tools/nvvm; without one the libnvvm cells are
    /// empty).
    #[arg(long)]
    pub libnvvm: Option<PathBuf>,
    /// ptxas for stack frames, spills and registers (default: $PTXAS,
    /// .tools/, then PATH; without one those cells are empty).
    #[arg(long)]
    pub ptxas: Option<PathBuf>,
    /// nvdisasm for the SASS columns (default: $NVDISASM,
    /// .tools/nvdisasm/nvidia/cu13/bin/nvdisasm, then PATH; without one, or
    /// without ptxas, the SASS cells are empty).
    #[arg(long)]
    pub nvdisasm: Option<PathBuf>,
    /// Target SM: 75, 80, 86, 89, 90, 100 or 120.
    #[arg(long, default_value = "80")]
    pub sm: String,
    /// Directory for results.csv, results.md, depot.svg and the PTX files.
    #[arg(long, default_value = DEFAULT_OUT)]
    pub out: PathBuf,
    /// ptxlift compilations per file and mode (the median time is reported).
    #[arg(long, default_value_t = DEFAULT_RUNS)]
    pub runs: usize,
}

/// Who compiled a row's PTX, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Compiler {
    /// ptxlift, one PTX register per value.
    PtxliftVirtual,
    /// ptxlift within a budget of 32-bit registers (spills join the frame).
    PtxliftBudget(u32),
    /// `llc -O2`.
    Llc,
    /// NVIDIA's libnvvm (in process, on the module exported as nvvm7).
    Libnvvm,
}

impl Compiler {
    /// The `compiler` column.
    pub fn name(self) -> &'static str {
        match self {
            Compiler::PtxliftVirtual | Compiler::PtxliftBudget(_) => "ptxlift",
            Compiler::Llc => "llc",
            Compiler::Libnvvm => "libnvvm",
        }
    }

    /// The `mode` column.
    pub fn mode(self) -> &'static str {
        match self {
            Compiler::PtxliftVirtual => "virtual",
            Compiler::PtxliftBudget(_) => "budget",
            Compiler::Llc => "O2",
            Compiler::Libnvvm => "opt3",
        }
    }

    /// A short label for tables and the chart.
    pub fn label(self) -> String {
        match self {
            Compiler::PtxliftVirtual => "ptxlift virtual".into(),
            Compiler::PtxliftBudget(n) => format!("ptxlift budget {n}"),
            Compiler::Llc => "llc -O2".into(),
            Compiler::Libnvvm => "libnvvm".into(),
        }
    }
}

/// One function compiled by one compiler/mode. `None` is a missing figure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The file's stem.
    pub kernel: String,
    /// The function's name.
    pub function: String,
    /// Who compiled it.
    pub compiler: Compiler,
    /// Bytes of the function's `__local_depot` (0: none).
    pub depot: Option<u32>,
    /// ptxlift's lower bound: most bytes live at one point, aligned.
    pub lower_bound: Option<u32>,
    /// What `ptxas -v` reports for the function.
    pub ptxas: Option<PtxasUsage>,
    /// The function's SASS figures (nvdisasm on ptxas's cubin).
    pub sass: Option<SassCounts>,
    /// SASS instructions with ptxas's unrolling disabled (a module-level
    /// `.pragma "nounroll";`).
    pub sass_nounroll: Option<u32>,
    /// Compile time of the whole file: ptxlift's in process (median of
    /// `runs`), llc's as a process (median of [`LLC_RUNS`]), libnvvm's
    /// API time (median of [`NVVM_RUNS`]).
    pub compile_time: Option<Duration>,
    /// ptxas's wall time on the whole file's PTX.
    pub ptxas_time: Option<Duration>,
    /// `ok`, `not run: …` or `failed: …`.
    pub status: String,
}

/// What was measured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Measured {
    /// One row per function and compiler/mode.
    pub rows: Vec<Row>,
    /// Files not measured, with why.
    pub failures: Vec<(String, String)>,
    /// The llc used, or why there is none.
    pub llc: Result<PathBuf, String>,
    /// The ptxas used, or why there is none.
    pub ptxas: Result<PathBuf, String>,
    /// The nvdisasm used, or why there is none.
    pub nvdisasm: Result<PathBuf, String>,
    /// The libnvvm used (path and versions), or why there is none.
    pub libnvvm: Result<String, String>,
    /// Every budget that was compiled, sorted.
    pub budgets: Vec<u32>,
    /// The functions (kernel, function) whose IR lets float operations
    /// contract (a `contract` flag): those the FMA comparison with llc
    /// covers (llc also fuses where the IR does not allow it).
    pub contracting: Vec<(String, String)>,
}

/// How to measure.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Base options (target, optimiser); the register mode is set per row.
    pub options: Options,
    /// llc, if found.
    pub llc: Option<PathBuf>,
    /// ptxas and nvdisasm, each if found.
    pub tools: Tools,
    /// libnvvm, loaded, or why there is none.
    pub libnvvm: Result<Arc<Libnvvm>, String>,
    /// ptxlift compilations per file and mode.
    pub runs: usize,
    /// Where the PTX files (and exported .ll files) are written.
    pub ptx_dir: PathBuf,
}

/// `ptxlift bench-frames`: measures, writes the three result files into
/// `args.out`; gives the summary to print, or an error sentence when the
/// options, the inputs or the output directory are unusable.
pub fn run_cli(args: &Args, options: Options) -> Result<String, String> {
    if args.runs == 0 {
        return Err("--runs 0: give at least 1 compilation per file and mode".into());
    }
    let llc = find_tool("--llc", args.llc.as_deref(), DEFAULT_LLC)?;
    let ptxas = match &args.ptxas {
        Some(p) if !p.is_file() => {
            return Err(format!(
                "--ptxas {}: no such file; give the path of ptxas or leave the option out",
                p.display()
            ))
        }
        p => ptxas::find(p.as_deref()),
    };
    let nvdisasm = match &args.nvdisasm {
        Some(p) if !p.is_file() => {
            return Err(format!(
                "--nvdisasm {}: no such file; give the path of nvdisasm or leave the option out",
                p.display()
            ))
        }
        p => find_nvdisasm(p.as_deref()),
    };
    let dirs: Vec<PathBuf> = if args.dirs.is_empty() {
        DEFAULT_DIRS.iter().map(PathBuf::from).collect()
    } else {
        args.dirs.clone()
    };
    let files = kernel_files(&dirs)?;
    let libnvvm = load_libnvvm(args.libnvvm.as_deref())?;
    let ptx_dir = args.out.join("ptx");
    std::fs::create_dir_all(&ptx_dir).map_err(|e| {
        format!(
            "--out {}: cannot create the directory: {e}; name a writable directory",
            args.out.display()
        )
    })?;
    let settings = Settings {
        options,
        llc,
        tools: Tools { ptxas, nvdisasm },
        libnvvm,
        runs: args.runs,
        ptx_dir,
    };
    let measured = run(&files, &settings);
    let md = markdown(&measured);
    for (name, text) in [
        ("results.csv", csv(&measured.rows)),
        ("results.md", md.clone()),
        ("depot.svg", depot_chart(&measured.rows)),
    ] {
        let path = args.out.join(name);
        std::fs::write(&path, text)
            .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    }
    let summary = md
        .split_once(report::SUMMARY_HEADING)
        .map_or(md.as_str(), |(_, s)| s);
    Ok(format!(
        "wrote {}/results.csv, results.md, depot.svg\n{}",
        args.out.display(),
        summary.trim_start()
    ))
}

/// libnvvm: a named `--libnvvm` must load (an error otherwise); else
/// `$LIBNVVM` or the first under `.tools/nvvm`, whose failure to load,
/// like its absence, only leaves the libnvvm cells empty.
fn load_libnvvm(explicit: Option<&Path>) -> Result<Result<Arc<Libnvvm>, String>, String> {
    let root = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let Some(path) = nvvm::find(explicit, &root) else {
        return Ok(Err(format!(
            "libnvvm not found (use --libnvvm or ${}; test.sh installs it into {})",
            nvvm::LIBNVVM_ENV,
            nvvm::DEFAULT_TOOLS_DIR
        )));
    };
    match (Libnvvm::load(&path), explicit) {
        (Ok(lib), _) => Ok(Ok(Arc::new(lib))),
        (Err(e), Some(_)) => Err(format!("--libnvvm: {e}")),
        (Err(e), None) => Ok(Err(e.to_string())),
    }
}

/// `explicit` if it runs (an error if it does not), else `default` on
/// `PATH` if it runs, else `None`.
fn find_tool(
    option: &str,
    explicit: Option<&Path>,
    default: &str,
) -> Result<Option<PathBuf>, String> {
    let runs = |p: &Path| {
        Command::new(p)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    match explicit {
        Some(p) if runs(p) => Ok(Some(p.to_path_buf())),
        Some(p) => Err(format!(
            "{option} {}: cannot run it; give the path of a working binary or leave the option out",
            p.display()
        )),
        None => Ok(runs(Path::new(default)).then(|| PathBuf::from(default))),
    }
}

/// The kernels to measure: named files, and the `.ll`/`.plir` files of
/// named directories (sorted per directory).
pub fn kernel_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let is_kernel = |f: &Path| f.extension().is_some_and(|x| x == "ll" || x == "plir");
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(p)
                .map_err(|e| format!("{}: cannot list: {e}", p.display()))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|f| f.is_file() && is_kernel(f))
                .collect();
            found.sort();
            out.extend(found);
        } else if p.is_file() {
            out.push(p.clone());
        } else {
            return Err(format!(
                "{}: no such file or directory; name directories of .ll/.plir kernels",
                p.display()
            ));
        }
    }
    if out.is_empty() {
        return Err("no .ll or .plir files to measure in the directories named".into());
    }
    Ok(out)
}

/// The budget of a `; frame-budget: N` header line, if the file has one.
pub fn header_budget(text: &str) -> Option<u32> {
    text.lines()
        .find_map(|l| l.strip_prefix(BUDGET_HEADER))
        .and_then(|n| n.trim().parse().ok())
}

/// The `__local_depot` bytes of each function defined in `ptx` (functions
/// without one are absent).
pub fn llc_depots(ptx: &str) -> HashMap<String, u32> {
    let mut out = HashMap::new();
    let mut current: Option<String> = None;
    for line in ptx.lines() {
        if let Some(name) = function_name(line) {
            current = Some(name);
        } else if let (Some(f), Some(at)) = (&current, line.find("__local_depot")) {
            let rest = &line[at..];
            let size = rest
                .split_once('[')
                .and_then(|(_, r)| r.split_once(']'))
                .and_then(|(n, _)| n.trim().parse::<u32>().ok());
            if let Some(size) = size {
                out.insert(f.clone(), size);
            }
        }
    }
    out
}

/// The name declared by a `.entry` or `.func` line.
fn function_name(line: &str) -> Option<String> {
    let at = [".entry", ".func"].iter().find_map(|k| {
        line.split_whitespace()
            .position(|w| w == *k)
            .map(|_| line.find(k).map(|i| i + k.len()))
    })??;
    let mut rest = line[at..].trim_start();
    if rest.starts_with('(') {
        rest = rest[rest.find(')')? + 1..].trim_start();
    }
    let name: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '$')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// Measures every file of `files`.
pub fn run(files: &[PathBuf], settings: &Settings) -> Measured {
    let mut m = Measured {
        llc: settings
            .llc
            .clone()
            .ok_or_else(|| format!("{DEFAULT_LLC} not found (use --llc)")),
        ptxas: settings
            .tools
            .ptxas
            .clone()
            .ok_or_else(|| "not found (use --ptxas or $PTXAS)".to_string()),
        nvdisasm: settings.tools.nvdisasm.clone().ok_or_else(|| {
            format!("not found (use --nvdisasm or ${NVDISASM_ENV}; test.sh installs it into {INSTALLED_NVDISASM})")
        }),
        libnvvm: match &settings.libnvvm {
            Ok(lib) => Ok(format!("{} ({})", lib.path().display(), lib.versions())),
            Err(e) => Err(e.clone()),
        },
        rows: Vec::new(),
        failures: Vec::new(),
        budgets: Vec::new(),
        contracting: Vec::new(),
    };
    let mut budgets: Vec<u32> = BUDGETS.to_vec();
    for path in files {
        let kernel = path.file_stem().map_or_else(
            || path.display().to_string(),
            |s| s.to_string_lossy().into_owned(),
        );
        match measure_file(path, &kernel, settings) {
            Ok((rows, b, contracting)) => {
                budgets.extend(b);
                m.rows.extend(rows);
                m.contracting
                    .extend(contracting.into_iter().map(|f| (kernel.clone(), f)));
            }
            Err(e) => m.failures.push((kernel, e)),
        }
    }
    budgets.sort_unstable();
    budgets.dedup();
    m.budgets = budgets;
    m
}

/// Does `func` let float operations contract: a `contract` flag (LLVM's
/// `contract` or `fast`, as clang writes CUDA's default
/// `-ffp-contract=fast`)? An explicit `fma` is not a licence.
fn allows_contraction(func: &ir::Function) -> bool {
    func.layout
        .insts()
        .any(|inst| func.dfg.fast_math[inst].contains(ir::FastMathFlag::Contract))
}

/// Parses `.plir` or imports `.ll`.
fn load(path: &Path, text: &str) -> Result<Module, String> {
    let llvm = path.extension().is_some_and(|e| e == "ll");
    let module = if llvm {
        import_module(text).map_err(|e| e.to_string())
    } else {
        ir::parse_module(text).map_err(|e| e.to_string())
    };
    module.map_err(|e| format!("{}:{e}", path.display()))
}

/// What one file gives: its rows, the budgets it was compiled at and its
/// functions that allow contraction.
type FileMeasures = (Vec<Row>, Vec<u32>, Vec<String>);

/// Measures one file (see [`FileMeasures`]).
fn measure_file(path: &Path, kernel: &str, settings: &Settings) -> Result<FileMeasures, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    let module = load(path, &text)?;
    let contracting = module
        .functions
        .values()
        .filter(|f| allows_contraction(f))
        .map(|f| f.name.clone())
        .collect();
    let mut budgets = BUDGETS.to_vec();
    if let Some(b) = header_budget(&text) {
        if !budgets.contains(&b) {
            budgets.push(b);
        }
    }
    let mut modes = vec![Compiler::PtxliftVirtual];
    modes.extend(budgets.iter().map(|&n| Compiler::PtxliftBudget(n)));
    let sm = settings.options.target.sm;
    let mut rows = Vec::new();
    let mut functions: Vec<String> = Vec::new();
    for mode in modes {
        let options = Options {
            reg_mode: match mode {
                Compiler::PtxliftBudget(max_regs) => RegMode::Budget { max_regs },
                _ => RegMode::Virtual,
            },
            ..settings.options.clone()
        };
        let compiled = match compile_timed(path, &text, &module, &options, settings.runs) {
            Ok(c) => c,
            Err(e) if mode == Compiler::PtxliftVirtual => return Err(e),
            Err(e) => {
                rows.extend(
                    functions
                        .iter()
                        .map(|f| empty_row(kernel, f, mode, &format!("failed: {}", one_line(&e)))),
                );
                continue;
            }
        };
        let (out, time) = compiled;
        if functions.is_empty() {
            functions = out.functions.iter().map(|f| f.name.clone()).collect();
        }
        let stem = settings
            .ptx_dir
            .join(format!("{kernel}.{}", file_tag(mode)));
        let _ = std::fs::write(suffixed(&stem, ".ptx"), &out.ptx);
        let a = assemble(&settings.tools, &out.ptx, sm, &stem);
        for f in &out.functions {
            rows.push(Row {
                depot: Some(f.local_bytes),
                lower_bound: Some(f.frame.lower_bound),
                compile_time: Some(time),
                ..assembled_row(kernel, &f.name, mode, &a)
            });
        }
    }
    rows.extend(llc_rows(path, kernel, &module, &functions, settings));
    rows.extend(libnvvm::libnvvm_rows(kernel, &module, &functions, settings));
    Ok((rows, budgets, contracting))
}

/// Median time of `runs` parse + compile; the last compilation's output.
fn compile_timed(
    path: &Path,
    text: &str,
    module: &Module,
    options: &Options,
    runs: usize,
) -> Result<(crate::CompiledModule, Duration), String> {
    let mut ctx = Context::new();
    let out = ctx
        .compile(module, options)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let m = load(path, text)?;
        ctx.compile(&m, options)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        times.push(t.elapsed());
    }
    Ok((out, median(times)))
}

/// The row of `function` with what ptxas and nvdisasm gave (`a`); the
/// depot, lower bound and compile time are left for the caller.
pub(super) fn assembled_row(
    kernel: &str,
    function: &str,
    compiler: Compiler,
    a: &Assembled,
) -> Row {
    Row {
        ptxas: a.usage.get(function).cloned(),
        sass: a.sass.get(function).copied(),
        sass_nounroll: a.nounroll.get(function).copied(),
        ptxas_time: a.time,
        ..empty_row(kernel, function, compiler, &a.status)
    }
}

/// llc's rows for `functions`: depot bytes from its PTX, ptxas on it.
fn llc_rows(
    path: &Path,
    kernel: &str,
    module: &Module,
    functions: &[String],
    settings: &Settings,
) -> Vec<Row> {
    let all = |status: &str| empty_rows(kernel, functions, Compiler::Llc, status);
    let Some(llc) = &settings.llc else {
        return all("not run: llc not found");
    };
    // llc reads a .ll as it is; a .plir goes through export-llvm first.
    let input = if path.extension().is_some_and(|e| e == "ll") {
        path.to_path_buf()
    } else {
        let exported = match export_module(module, Dialect::Modern) {
            Ok(t) => t,
            Err(e) => {
                return all(&format!(
                    "failed: export-llvm: {}",
                    one_line(&e.to_string())
                ))
            }
        };
        let file = settings.ptx_dir.join(format!("{kernel}.export.ll"));
        if let Err(e) = std::fs::write(&file, exported) {
            return all(&format!("failed: cannot write {}: {e}", file.display()));
        }
        file
    };
    let sm = settings.options.target.sm;
    let stem = settings
        .ptx_dir
        .join(format!("{kernel}.{}", file_tag(Compiler::Llc)));
    let ptx_file = suffixed(&stem, ".ptx");
    let mut times = Vec::with_capacity(LLC_RUNS);
    for _ in 0..LLC_RUNS {
        let t = Instant::now();
        let out = Command::new(llc)
            .args(["-O2", "-march=nvptx64"])
            .arg(format!("-mcpu={sm}"))
            .arg(&input)
            .arg("-o")
            .arg(&ptx_file)
            .output();
        match out {
            Ok(o) if o.status.success() => times.push(t.elapsed()),
            Ok(o) => {
                let err = String::from_utf8_lossy(&o.stderr);
                return all(&format!("failed: llc: {}", one_line(&err)));
            }
            Err(e) => return all(&format!("failed: cannot run {}: {e}", llc.display())),
        }
    }
    let ptx = match std::fs::read_to_string(&ptx_file) {
        Ok(p) => p,
        Err(e) => return all(&format!("failed: cannot read {}: {e}", ptx_file.display())),
    };
    let depots = llc_depots(&ptx);
    let a = assemble(&settings.tools, &ptx, sm, &stem);
    let time = median(times);
    functions
        .iter()
        .map(|f| Row {
            depot: Some(depots.get(f).copied().unwrap_or(0)),
            compile_time: Some(time),
            ..assembled_row(kernel, f, Compiler::Llc, &a)
        })
        .collect()
}

/// An empty row with `status` for each of `functions`.
fn empty_rows(kernel: &str, functions: &[String], compiler: Compiler, status: &str) -> Vec<Row> {
    functions
        .iter()
        .map(|f| empty_row(kernel, f, compiler, status))
        .collect()
}

/// A row with every figure missing.
fn empty_row(kernel: &str, function: &str, compiler: Compiler, status: &str) -> Row {
    Row {
        kernel: kernel.to_string(),
        function: function.to_string(),
        compiler,
        depot: None,
        lower_bound: None,
        ptxas: None,
        sass: None,
        sass_nounroll: None,
        compile_time: None,
        ptxas_time: None,
        status: status.to_string(),
    }
}

/// The part of a PTX file's name that says who wrote it.
fn file_tag(c: Compiler) -> String {
    match c {
        Compiler::PtxliftBudget(n) => format!("ptxlift-budget{n}"),
        c => format!("{}-{}", c.name(), c.mode()),
    }
}

/// The first line of `s`, trimmed.
fn one_line(s: &str) -> String {
    s.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("")
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llc_depots_are_read_per_function() {
        let ptx = "
.visible .func  (.param .b32 func_retval0) digit_score(
\t.param .b64 p
)
{
\t.local .align 4 .b8 \t__local_depot0[40];
\tmov.b64 \t%SPL, __local_depot0;
}
.visible .entry k(
)
{
\t.local .align 8 .b8 \t__local_depot1[480];
}
.func plain()
{
}
";
        let d = llc_depots(ptx);
        assert_eq!(d.get("digit_score"), Some(&40));
        assert_eq!(d.get("k"), Some(&480));
        assert_eq!(d.get("plain"), None);
        assert_eq!(d.len(), 2);
    }

    #[test]
    fn budget_header_is_read() {
        assert_eq!(header_budget("; x\n; frame-budget: 48\n"), Some(48));
        assert_eq!(header_budget("; frame-budget: lots\n"), None);
        assert_eq!(header_budget("define void @k()"), None);
    }
}
