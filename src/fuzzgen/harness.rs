//! The differential fuzzing loop behind `ptxlift fuzz`.
//!
//! ```text
//!   seed ──generate──> module + launch ──interp──> expected `out`
//!        ──compile──> PTX ──ptxas (when found)──> accepted?
//!        ──ptx::parse──> ──ptx::sim──> actual `out` ──compare (bit for bit)
//! ```
//!
//! Compilation runs with `Options::verify` (the verifier after every IR
//! pass). A disagreement, a panic in any stage, a compile error on a
//! verified module, a ptxas rejection or crash, or a PTX parse error is a
//! failure: the first pass at fault is named (see `blame`), the module is
//! written as a reproducer (`.plir` with its launch directives, the pass
//! and the failure in comments), minimised by deleting and constant-folding
//! instructions while the same failure stays, and the loop goes on.
//! Programs the interpreter itself rejects (e.g. out of fuel) are counted
//! and skipped.

use super::blame::{blame, Blame};
use super::{generate_from_seed, Generated, LaunchSpec, INPUT_WORDS};
use crate::interp::{self, ArgValue, DeviceMemory, LaunchConfig};
use crate::ir::{self, Module, Opcode, Space};
use crate::ptx::ptxas::{self, AssembleError};
use crate::{compile, Options};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Instructions one generated program may execute in the interpreter.
pub const FUZZ_FUEL: u64 = 5_000_000;
/// The simulator's fuel for a generated launch.
const SIM_FUEL: u64 = FUZZ_FUEL * crate::runtest::engine::PTX_FUEL_FACTOR;
/// Most candidate edits tried while minimising one failure.
const MAX_MINIMIZE_STEPS: usize = 2000;

/// What to fuzz and how.
#[derive(Clone, Debug)]
pub struct FuzzOptions {
    /// Programs to generate.
    pub iterations: u64,
    /// The first seed; program `i` uses `seed + i`.
    pub seed: u64,
    /// Compilation options (target, register mode).
    pub compile: Options,
    /// Stop after this long, even before `iterations`.
    pub time_limit: Option<Duration>,
    /// `ptxas` to assemble with, if any.
    pub ptxas: Option<PathBuf>,
    /// Where reproducers go.
    pub out_dir: PathBuf,
    /// Minimise each failure's reproducer (slow: up to
    /// `MAX_MINIMIZE_STEPS` more checks).
    pub minimize: bool,
}

/// Kinds of failure.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FailureClass {
    /// The generator produced a module the verifier rejects.
    InvalidProgram,
    /// A stage panicked.
    Panic,
    /// Compilation of a verified module failed.
    CompileError,
    /// ptxas rejected the PTX.
    PtxasReject,
    /// ptxas crashed or could not run.
    PtxasCrash,
    /// Our PTX parser rejected our own PTX.
    PtxParse,
    /// The simulator's result differs from the interpreter's.
    Disagreement,
}

impl FailureClass {
    fn slug(self) -> &'static str {
        match self {
            FailureClass::InvalidProgram => "invalid-program",
            FailureClass::Panic => "panic",
            FailureClass::CompileError => "compile-error",
            FailureClass::PtxasReject => "ptxas-reject",
            FailureClass::PtxasCrash => "ptxas-crash",
            FailureClass::PtxParse => "ptx-parse",
            FailureClass::Disagreement => "disagreement",
        }
    }
}

/// One failure found.
#[derive(Clone, Debug)]
pub struct Failure {
    /// Its kind.
    pub class: FailureClass,
    /// The program's seed.
    pub seed: u64,
    /// What went wrong.
    pub detail: String,
    /// The first pass at fault (`None`: no program was compiled, or the
    /// fault is outside compilation).
    pub blame: Option<Blame>,
    /// The reproducer and its minimised form.
    pub files: Vec<PathBuf>,
}

/// What a fuzzing run found.
#[derive(Clone, Debug, Default)]
pub struct FuzzSummary {
    /// Programs generated.
    pub programs: u64,
    /// Programs the interpreter rejected (not failures).
    pub skipped: u64,
    /// Programs assembled with ptxas.
    pub assembled: u64,
    /// Wall time.
    pub elapsed: Duration,
    /// How often each opcode appeared in generated modules.
    pub opcodes: BTreeMap<Opcode, u64>,
    /// Failures, in the order found.
    pub failures: Vec<Failure>,
}

impl FuzzSummary {
    /// The summary as printed by `ptxlift fuzz`.
    pub fn report(&self) -> String {
        let secs = self.elapsed.as_secs_f64().max(1e-9);
        let covered = self.opcodes.len();
        let total = Opcode::ALL.len();
        let missing: Vec<&str> = Opcode::ALL
            .iter()
            .filter(|o| !self.opcodes.contains_key(o))
            .map(|o| o.name())
            .collect();
        let mut out = format!(
            "programs: {} in {:.1} s ({:.1} programs/s); interpreter rejected {}; assembled with ptxas: {}\n",
            self.programs,
            secs,
            self.programs as f64 / secs,
            self.skipped,
            self.assembled
        );
        out += &format!(
            "opcode coverage: {covered} of {total} ({:.1}%)",
            100.0 * covered as f64 / total as f64
        );
        if !missing.is_empty() {
            out += &format!("; never generated: {}", missing.join(" "));
        }
        out += &format!("\nfailures: {}\n", self.failures.len());
        let mut by_class: BTreeMap<FailureClass, Vec<&Failure>> = BTreeMap::new();
        for f in &self.failures {
            by_class.entry(f.class).or_default().push(f);
        }
        for (class, fs) in by_class {
            out += &format!("  {}: {}\n", class.slug(), fs.len());
            for f in fs {
                let files: Vec<String> = f.files.iter().map(|p| p.display().to_string()).collect();
                out += &format!(
                    "    seed {}: {} [{}]\n",
                    f.seed,
                    first_line(&f.detail),
                    files.join(", ")
                );
                if let Some(b) = &f.blame {
                    out += &format!("      {b}\n");
                }
            }
        }
        out
    }
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

/// What checking one seed gave.
enum SeedResult {
    Generated(Box<Generated>, Outcome),
    NotGenerated(FailureClass, String),
}

/// The options of program `seed`: under --chaos each program gets its
/// own random choices, reproducible from the run's chaos seed and the
/// program seed.
fn seed_options(opts: &FuzzOptions, seed: u64) -> std::borrow::Cow<'_, FuzzOptions> {
    match opts.compile.addr_opt.chaos {
        Some(chaos) => {
            let mut o = opts.clone();
            o.compile.addr_opt.chaos = Some(chaos ^ seed);
            std::borrow::Cow::Owned(o)
        }
        None => std::borrow::Cow::Borrowed(opts),
    }
}

fn check_seed(seed: u64, opts: &FuzzOptions) -> SeedResult {
    match catch_unwind(|| generate_from_seed(seed)) {
        Ok(Ok(g)) => {
            let outcome = check_program(&g.module, &g.launch, &seed_options(opts, seed));
            SeedResult::Generated(Box::new(g), outcome)
        }
        Ok(Err(e)) => SeedResult::NotGenerated(FailureClass::InvalidProgram, e),
        Err(p) => SeedResult::NotGenerated(FailureClass::Panic, panic_text(p)),
    }
}

/// Runs the loop on all cores; `progress` receives a line now and then.
/// Results are folded in seed order, so the summary is deterministic.
pub fn run_fuzz(opts: &FuzzOptions, mut progress: impl FnMut(&str)) -> FuzzSummary {
    let start = Instant::now();
    let mut summary = FuzzSummary::default();
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 16) as u64;
    let mut next = 0u64;
    while next < opts.iterations && opts.time_limit.is_none_or(|t| start.elapsed() < t) {
        // A batch of seeds, checked in parallel.
        let batch = (workers * 8).min(opts.iterations - next);
        let results: Vec<(u64, SeedResult)> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..workers)
                .map(|w| {
                    s.spawn(move || {
                        (w..batch)
                            .step_by(workers as usize)
                            .map(|k| {
                                let seed = opts.seed.wrapping_add(next + k);
                                (next + k, check_seed(seed, opts))
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            let mut all: Vec<(u64, SeedResult)> = handles
                .into_iter()
                .flat_map(|h| h.join().unwrap_or_default())
                .collect();
            all.sort_by_key(|(i, _)| *i);
            all
        });
        for (i, result) in results {
            let seed = opts.seed.wrapping_add(i);
            summary.programs += 1;
            match result {
                SeedResult::NotGenerated(class, detail) => {
                    record(opts, &mut summary, seed, class, detail, None)
                }
                SeedResult::Generated(g, outcome) => {
                    for f in g.module.functions.values() {
                        for inst in f.layout.insts() {
                            *summary
                                .opcodes
                                .entry(f.dfg.insts[inst].opcode())
                                .or_default() += 1;
                        }
                    }
                    match outcome {
                        Outcome::Pass { assembled } => summary.assembled += u64::from(assembled),
                        Outcome::Skipped => summary.skipped += 1,
                        Outcome::Fail(class, detail) => {
                            record(opts, &mut summary, seed, class, detail, Some(&g))
                        }
                    }
                }
            }
            if (i + 1) % 1000 == 0 {
                progress(&format!(
                    "{} programs, {} failures",
                    i + 1,
                    summary.failures.len()
                ));
            }
        }
        next += batch;
    }
    summary.elapsed = start.elapsed();
    summary
}

fn record(
    opts: &FuzzOptions,
    s: &mut FuzzSummary,
    seed: u64,
    class: FailureClass,
    detail: String,
    g: Option<&Generated>,
) {
    let mut files = Vec::new();
    let opts = seed_options(opts, seed);
    let blame = g.and_then(|g| blame(&g.module, &g.launch, &opts, class));
    if let Some(g) = g {
        let _ = std::fs::create_dir_all(&opts.out_dir);
        let base = opts.out_dir.join(format!("{}-{seed}", class.slug()));
        let note = match &blame {
            Some(b) => format!("{b}\n{detail}"),
            None => detail.clone(),
        };
        let full = base.with_extension("plir");
        if write_repro(&full, &g.module, &g.launch, &note).is_ok() {
            files.push(full);
        }
        if opts.minimize {
            let minimized = minimize(&g.module, &g.launch, &opts, class);
            let min_path = PathBuf::from(format!("{}-min.plir", base.display()));
            if write_repro(&min_path, &minimized, &g.launch, &note).is_ok() {
                files.push(min_path);
            }
        }
    }
    s.failures.push(Failure {
        class,
        seed,
        detail,
        blame,
        files,
    });
}

fn write_repro(
    path: &Path,
    module: &Module,
    launch: &LaunchSpec,
    detail: &str,
) -> std::io::Result<()> {
    let note: String = detail.lines().take(8).map(|l| format!("; {l}\n")).collect();
    std::fs::write(
        path,
        format!("test run\n{note}{module}{}", launch.directives()),
    )
}

/// What checking one program gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The PTX agrees with the interpreter; `assembled`: ptxas accepted it.
    Pass {
        /// ptxas ran and accepted the PTX.
        assembled: bool,
    },
    /// The interpreter rejected the program (e.g. out of fuel): not compared.
    Skipped,
    /// A failure of this class, and what went wrong.
    Fail(FailureClass, String),
}

fn panic_text(p: Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "panic".into())
}

/// The input and output buffers of a launch, in `memory`.
fn make_args(
    launch: &LaunchSpec,
    memory: &mut DeviceMemory,
) -> Result<(Vec<ArgValue>, interp::BufferId), String> {
    let mut state = launch.input_seed;
    let mut input = Vec::with_capacity(INPUT_WORDS as usize * 4);
    for _ in 0..INPUT_WORDS {
        let z = crate::rng::splitmix64(&mut state);
        input.extend_from_slice(&(z as u32).to_le_bytes());
    }
    let input = memory
        .alloc(Space::Global, input)
        .map_err(|e| e.to_string())?;
    let output = memory
        .alloc(Space::Global, vec![0; launch.output_words() as usize * 8])
        .map_err(|e| e.to_string())?;
    let args = vec![
        ArgValue::Buffer(input),
        ArgValue::Buffer(output),
        ArgValue::Scalar(launch.scalar as u32 as u64),
        ArgValue::Scalar(launch.float_bits as u64),
    ];
    Ok((args, output))
}

/// The launch of `launch` with `fuel`: [`FUZZ_FUEL`] for the interpreter,
/// that times the run directives' PTX factor for the simulator (it counts
/// PTX instructions, several per IR instruction: with equal fuel, a
/// program the interpreter finishes near the limit ran out in the
/// simulator, a disagreement that was none).
fn config(launch: &LaunchSpec, fuel: u64) -> LaunchConfig {
    LaunchConfig {
        grid: launch.grid,
        block: launch.block,
        fuel,
        dynamic_shared_bytes: launch.dynamic_shared_bytes,
        // The default target's limit: generated kernels ask for at most
        // 8 * MAX_THREADS + 256 bytes, far below every SM's.
        ..LaunchConfig::default()
    }
}

/// What a launch leaves that the engines must agree on: the `out`
/// buffer's bytes, then each module variable's, in order of placement.
fn results(mem: &DeviceMemory, out: interp::BufferId) -> Vec<u8> {
    let mut bytes = mem.bytes(out).to_vec();
    for v in mem.module_vars() {
        bytes.extend_from_slice(mem.bytes(v.buffer));
    }
    bytes
}

/// Runs `launch` of `module` in the interpreter; its [`results`].
pub(crate) fn interpret(module: &Module, launch: &LaunchSpec) -> Result<Vec<u8>, String> {
    let mut mem = DeviceMemory::new();
    let (args, out) = make_args(launch, &mut mem)?;
    interp::launch(
        module,
        &launch.kernel,
        &config(launch, FUZZ_FUEL),
        &args,
        &mut mem,
    )
    .map_err(|e| e.to_string())?;
    Ok(results(&mem, out))
}

/// Runs the whole pipeline on one program: verify, interpret, compile
/// (with the verifier after every IR pass), assemble (when `opts.ptxas`
/// is set), parse, simulate and compare. A panic in any stage is caught
/// and reported as [`FailureClass::Panic`].
pub fn check_program(module: &Module, launch: &LaunchSpec, opts: &FuzzOptions) -> Outcome {
    let r = catch_unwind(AssertUnwindSafe(|| check_unwinding(module, launch, opts)));
    r.unwrap_or_else(|p| Outcome::Fail(FailureClass::Panic, panic_text(p)))
}

fn check_unwinding(module: &Module, launch: &LaunchSpec, opts: &FuzzOptions) -> Outcome {
    if let Err(e) = ir::verify_module(module) {
        return Outcome::Fail(FailureClass::InvalidProgram, e.to_string());
    }
    let Ok(expected) = interpret(module, launch) else {
        return Outcome::Skipped;
    };
    let verified = Options {
        verify: true,
        ..opts.compile.clone()
    };
    let compiled = match compile(module, &verified) {
        Ok(c) => c,
        Err(e) => return Outcome::Fail(FailureClass::CompileError, e.to_string()),
    };
    let mut assembled = false;
    if let Some(ptxas) = &opts.ptxas {
        match assemble(ptxas, &compiled.ptx, opts) {
            Ok(()) => assembled = true,
            Err((class, msg)) => return Outcome::Fail(class, msg),
        }
    }
    let ptx = match crate::ptx::parse::parse(&compiled.ptx) {
        Ok(p) => p,
        Err(e) => return Outcome::Fail(FailureClass::PtxParse, e.to_string()),
    };
    let mut mem = DeviceMemory::new();
    let Ok((args, out)) = make_args(launch, &mut mem) else {
        return Outcome::Skipped;
    };
    if let Err(e) = crate::ptx::sim::launch(
        &ptx,
        &launch.kernel,
        &config(launch, SIM_FUEL),
        &args,
        &mut mem,
    ) {
        return Outcome::Fail(
            FailureClass::Disagreement,
            format!("the interpreter finished but the PTX simulator failed: {e}"),
        );
    }
    let actual = &results(&mem, out);
    if actual.len() != expected.len() {
        return Outcome::Fail(
            FailureClass::Disagreement,
            format!(
                "the interpreter left {} bytes of results (out and module variables), the PTX simulator {}",
                expected.len(),
                actual.len()
            ),
        );
    }
    if let Some(word) = expected
        .chunks(8)
        .zip(actual.chunks(8))
        .position(|(a, b)| a != b)
    {
        let get = |b: &[u8]| {
            b.get(word * 8..word * 8 + 8)
                .map(|w| u64::from_le_bytes(w.try_into().unwrap_or([0; 8])))
        };
        return Outcome::Fail(
            FailureClass::Disagreement,
            format!(
                "out[{word}]: interpreter {:#x}, PTX {:#x}",
                get(&expected).unwrap_or(0),
                get(actual).unwrap_or(0)
            ),
        );
    }
    Outcome::Pass { assembled }
}

fn assemble(ptxas: &Path, ptx: &str, opts: &FuzzOptions) -> Result<(), (FailureClass, String)> {
    ptxas::assemble(ptxas, ptx, opts.compile.target.sm).map_err(|e| match e {
        AssembleError::Rejected(m) => (FailureClass::PtxasReject, m),
        AssembleError::Crashed(m) => (FailureClass::PtxasCrash, m),
    })
}

/// Shrinks `module` while the failure of class `class` persists: deletes
/// instruction lines and replaces instructions by constants of their type.
fn minimize(
    module: &Module,
    launch: &LaunchSpec,
    opts: &FuzzOptions,
    class: FailureClass,
) -> Module {
    // Only ptxas failures need ptxas to reproduce; skipping it is much faster.
    let needs_ptxas = matches!(class, FailureClass::PtxasReject | FailureClass::PtxasCrash);
    let opts = FuzzOptions {
        ptxas: if needs_ptxas {
            opts.ptxas.clone()
        } else {
            None
        },
        ..opts.clone()
    };
    let fails =
        |m: &Module| matches!(check_program(m, launch, &opts), Outcome::Fail(c, _) if c == class);
    let mut lines: Vec<String> = module.to_string().lines().map(str::to_string).collect();
    let mut steps = 0;
    let mut changed = true;
    while changed && steps < MAX_MINIMIZE_STEPS {
        changed = false;
        let mut i = lines.len();
        while i > 0 && steps < MAX_MINIMIZE_STEPS {
            i -= 1;
            let line = lines[i].trim().to_string();
            if !is_candidate(&line) {
                continue;
            }
            for replacement in candidates(&line, module) {
                steps += 1;
                let mut trial = lines.clone();
                match &replacement {
                    Some(r) => trial[i] = format!("    {r}"),
                    None => {
                        trial.remove(i);
                    }
                }
                let Ok(m) = ir::parse_module(&trial.join("\n")) else {
                    continue;
                };
                if ir::verify_module(&m).is_ok() && fails(&m) {
                    lines = trial;
                    changed = true;
                    break;
                }
            }
        }
    }
    ir::parse_module(&lines.join("\n")).unwrap_or_else(|_| module.clone())
}

fn is_candidate(line: &str) -> bool {
    !(line.is_empty()
        || line.ends_with(':')
        || line.ends_with('{')
        || line == "}"
        || line.starts_with("return")
        || line.starts_with("jump")
        || line.starts_with("brif")
        || line.starts_with("br_table")
        || line.contains("_slot "))
}

/// Edits to try on one instruction line: delete it, or (for a single
/// result) replace it by a constant of the result's type.
fn candidates(line: &str, _module: &Module) -> Vec<Option<String>> {
    let mut out = vec![None];
    if let Some((lhs, rhs)) = line.split_once(" = ") {
        if !lhs.contains(',')
            && !rhs.starts_with("iconst")
            && !rhs.starts_with("f32const")
            && !rhs.starts_with("f64const")
        {
            for c in [
                "iconst.i32 0",
                "iconst.i64 0",
                "iconst.i8 0",
                "iconst.i16 0",
                "iconst.i1 0",
                "f32const 0.0",
                "f64const 0.0",
            ] {
                out.push(Some(format!("{lhs} = {c}")));
            }
        }
    }
    out
}
