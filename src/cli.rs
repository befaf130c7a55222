//! The commands of the `ptxlift` command line: each takes the parsed
//! arguments of one subcommand (see `main.rs`), does the work through the
//! library, prints results to stdout and diagnostics to stderr, and
//! returns whether everything passed. Nothing here panics on user input:
//! every failure is a message naming the file (and line, where the library
//! gives one).

use crate::{BuildFlags, PassFlags};
use ptxlift::ir;
use ptxlift::runtest;
use ptxlift::{Pass, PassSet};
use std::fmt::Display;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `text` to stdout. If that fails the program ends at once: with
/// status 141 for a closed pipe (`ptxlift print f | head`, as a shell reports
/// SIGPIPE), 1 otherwise — never a panic, never a false success.
pub(crate) fn out(text: impl Display) {
    if let Err(e) = write!(std::io::stdout(), "{text}") {
        let code = if e.kind() == std::io::ErrorKind::BrokenPipe {
            141
        } else {
            1
        };
        std::process::exit(code);
    }
}

pub(crate) fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))
}

/// Is `path` LLVM IR (by its `.ll` extension)?
pub(crate) fn is_llvm(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "ll")
}

/// Parses `.plir`, or imports `.ll`; the error is prefixed with the file
/// name and located in the file.
pub(crate) fn parse_input(path: &Path, text: &str) -> Result<ir::Module, String> {
    let name = path.display();
    if is_llvm(path) {
        ptxlift::llvm::import_module(text).map_err(|e| format!("{name}:{e}"))
    } else {
        ir::parse_module(text).map_err(|e| format!("{name}:{e}"))
    }
}

/// Parses (or imports) and verifies; returns diagnostics prefixed with the
/// file name.
pub(crate) fn load(path: &Path, text: &str) -> Result<ir::Module, Vec<String>> {
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

pub(crate) fn verify(files: &[PathBuf]) -> bool {
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

pub(crate) fn run(
    files: &[PathBuf],
    engine: Engine,
    sm: &str,
    ptx: Option<&str>,
    max_regs: Option<u32>,
    flags: &PassFlags,
) -> bool {
    let Some(opts) = options_or_report(sm, ptx, max_regs, flags) else {
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
pub(crate) fn run_engine(
    name: &str,
    module: &ir::Module,
    directives: &[runtest::directives::Directive],
    text: &str,
    engine: Engine,
    opts: &ptxlift::Options,
) -> Result<Vec<runtest::Outcome>, Vec<String>> {
    use ptxlift::runtest::{engine::Executor, Engines, RunLimits};
    let limits = RunLimits::for_target(opts.target);
    if engine == Engine::Ir {
        let engines = Engines::One(Executor::Interp(module));
        return Ok(runtest::run_directives_with(
            engines, directives, text, limits,
        ));
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
        engines, directives, text, limits,
    ))
}

pub(crate) fn import(file: &Path) -> bool {
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
pub(crate) fn export_llvm(file: &Path, dialect: &str, output: Option<&Path>) -> bool {
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

pub(crate) fn print(files: &[PathBuf]) -> bool {
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
pub(crate) enum Engine {
    Ir,
    Ptx,
    Both,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Emit {
    Ptx,
    /// The VCode: PTX over virtual registers, before register allocation.
    Vcode,
    /// The IR after the optimisers (addresses, local-memory promotion).
    Ir,
}

pub(crate) fn options(
    sm: &str,
    ptx: Option<&str>,
    max_regs: Option<u32>,
    flags: &PassFlags,
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
    if flags.tid_max == Some(0) {
        return Err("--tid-max 0: a CTA has at least one thread; give N >= 1".into());
    }
    let mut addr_opt = ptxlift::opt::AddrOptions::default();
    addr_opt.ranges.tid_max = flags.tid_max;
    addr_opt.scev = !flags.no_scev;
    addr_opt.chaos = flags.chaos;
    let mut disabled: PassSet = flags.disable_pass.iter().copied().collect();
    if flags.no_addr_opt {
        disabled.insert(Pass::AddrOpt);
    }
    if flags.no_promote {
        disabled = disabled.union(PassSet::NO_PROMOTE);
    }
    if flags.no_vectorize {
        disabled.insert(Pass::Vectorize);
    }
    Ok(ptxlift::Options {
        target,
        reg_mode,
        addr_opt,
        disabled,
        stop_after: flags.stop_after,
        verify: flags.verify || ptxlift::Options::default().verify,
        ..Default::default()
    })
}

/// [`options`], printing the error when there is one.
pub(crate) fn options_or_report(
    sm: &str,
    ptx: Option<&str>,
    max_regs: Option<u32>,
    flags: &PassFlags,
) -> Option<ptxlift::Options> {
    options(sm, ptx, max_regs, flags)
        .map_err(|e| eprintln!("error: {e}"))
        .ok()
}

pub(crate) fn compile(
    file: &Path,
    output: Option<&Path>,
    build: &BuildFlags,
    emit: Emit,
    report: bool,
    flags: &PassFlags,
) -> bool {
    // What to print: the output of this pass.
    let printed = match (flags.stop_after, emit) {
        (Some(pass), Emit::Ptx) => pass,
        (None, Emit::Ptx) => Pass::Emit,
        (None, Emit::Ir) => Pass::Vectorize,
        (None, Emit::Vcode) => Pass::Lower,
        (Some(pass), _) => {
            eprintln!("error: --emit and --stop-after {pass} both choose what to print; give one");
            return false;
        }
    };
    let mut ctx = ptxlift::Context::new();
    let Some((module, compiled)) = compile_file(&mut ctx, file, build, flags) else {
        return false;
    };
    let text = match printed {
        Pass::Unroll
        | Pass::AddrOpt
        | Pass::Promote
        | Pass::Simplify
        | Pass::Spaces
        | Pass::Vectorize => {
            let mut module = module;
            for (f, optimized) in module.functions.values_mut().zip(ctx.functions()) {
                f.clone_from(optimized);
            }
            module.to_string()
        }
        Pass::Lower => module
            .functions
            .values()
            .zip(ctx.vcodes())
            .map(|(f, v)| format!("function %{}:\n{v}", f.name))
            .collect::<Vec<_>>()
            .join("\n"),
        Pass::Regalloc => module
            .functions
            .values()
            .zip(ctx.allocated())
            .map(|(f, a)| format!("function %{}:\n{}", f.name, allocated_text(a)))
            .collect::<Vec<_>>()
            .join("\n"),
        Pass::Frame => compiled
            .functions
            .iter()
            .map(|r| r.frame.to_text())
            .collect(),
        Pass::Emit => compiled.ptx.clone(),
    };
    if report {
        compiled
            .functions
            .iter()
            .for_each(|r| eprintln!("{}", report_line(r)));
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

/// The allocated code of one function, for `--stop-after regalloc`: its
/// blocks and instructions over PTX registers, with the moves, spills and
/// reloads the allocator added.
fn allocated_text(alloc: &ptxlift::vcode::regalloc::Allocated) -> String {
    let mut text = String::new();
    for (b, range) in alloc.blocks.iter().enumerate() {
        text += &format!("vblock{b}:\n");
        for inst in alloc
            .insts
            .get(range.start as usize..range.end as usize)
            .unwrap_or(&[])
        {
            text += &format!(
                "    {}\n",
                ptxlift::vcode::print::allocated_inst_text(inst, &alloc.regs)
            );
        }
    }
    text
}

/// One function's `--report` line: registers, frame, what the optimisers
/// did, and each pass's time.
fn report_line(r: &ptxlift::FunctionReport) -> String {
    let (addr, promote) = (r.addr(), r.promote());
    let passes: Vec<String> = r
        .passes
        .iter()
        .map(|p| format!("{} {:?}", p.pass, p.time))
        .collect();
    let mut line = format!(
        "%{}: registers b32={} b64={} pred={}, local {} bytes (lower bound {}), {} spills, {} reloads, \
         addresses {}/{} rewritten (cost {} -> {}, {} induction variables, {} e-nodes, work {}{}), \
         {} slot(s) promoted, {} partly ({} bytes, {} loop(s) unrolled); passes: {}",
        r.name, r.registers[0], r.registers[1], r.registers[2], r.local_bytes, r.frame.lower_bound,
        r.spills, r.reloads, addr.rewritten, addr.roots, addr.cost_before, addr.cost_after,
        addr.ivs_created, addr.nodes, addr.work, if addr.limits_hit > 0 { ", limit hit" } else { "" },
        promote.slots, promote.partial, promote.bytes, promote.unrolled_loops, passes.join(", ")
    );
    if r.verify_time() > std::time::Duration::ZERO {
        line += &format!("; verifier after the IR passes {:?}", r.verify_time());
    }
    line
}

/// Reads, parses and compiles `file`, printing diagnostics and warnings to
/// stderr; `None` when it fails.
pub(crate) fn compile_file(
    ctx: &mut ptxlift::Context,
    file: &Path,
    build: &BuildFlags,
    flags: &PassFlags,
) -> Option<(ir::Module, ptxlift::CompiledModule)> {
    let name = file.display().to_string();
    let mut opts = options(&build.sm, build.ptx.as_deref(), build.max_regs, flags)
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
pub(crate) fn frame(
    file: &Path,
    json: bool,
    svg: Option<&Path>,
    build: &BuildFlags,
    flags: &PassFlags,
) -> bool {
    let mut ctx = ptxlift::Context::new();
    let Some((_, compiled)) = compile_file(&mut ctx, file, build, flags) else {
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
pub(crate) fn compile_errors(name: &str, e: ptxlift::Error) -> Vec<String> {
    match e {
        ptxlift::Error::Verifier(errs) => errs.0.iter().map(|e| e.with_file(name)).collect(),
        ptxlift::Error::Lower(errs) => errs.iter().map(|e| format!("{name}:{e}")).collect(),
        e => vec![format!("{name}: {e}")],
    }
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn fuzz(
    iterations: u64,
    seed: u64,
    max_regs: Option<u32>,
    time: Option<u64>,
    ptxas: Option<&Path>,
    sm: &str,
    out_dir: &Path,
    flags: &PassFlags,
) -> bool {
    let Some(compile) = options_or_report(sm, None, max_regs, flags) else {
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
        minimize: true,
    };
    let summary = ptxlift::fuzzgen::harness::run_fuzz(&opts, |line| eprintln!("{line}"));
    out(summary.report());
    summary.failures.is_empty()
}

/// `ptxlift bench-addr`: prints the table of `ptxlift::bench::addr`.
pub(crate) fn bench_import(
    files: &[PathBuf],
    runs: usize,
    llc: Option<&Path>,
    llc_runs: usize,
    build: &BuildFlags,
    flags: &PassFlags,
) -> bool {
    let Some(opts) = options_or_report(&build.sm, build.ptx.as_deref(), build.max_regs, flags)
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

pub(crate) fn bench_addr(
    files: &[PathBuf],
    runs: usize,
    ptxas: Option<&Path>,
    build: &BuildFlags,
    flags: &PassFlags,
) -> bool {
    if flags.no_addr_opt || flags.disable_pass.contains(&Pass::AddrOpt) {
        eprintln!("error: bench-addr compares the optimiser off and on; drop --no-addr-opt");
        return false;
    }
    let Some(opts) = options_or_report(&build.sm, build.ptx.as_deref(), build.max_regs, flags)
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

/// `ptxlift snapshot`: the corpus's PTX in every mode, one file each.
pub(crate) fn snapshot(
    files: &[PathBuf],
    out_dir: &Path,
    fuzz: u64,
    fuzz_seed: u64,
    flags: &PassFlags,
) -> bool {
    use ptxlift::bench::snapshot;
    let Some(opts) = options_or_report("80", None, None, flags) else {
        return false;
    };
    let roots: Vec<PathBuf> = if files.is_empty() {
        ["examples", "tests", "benches"].map(PathBuf::from).to_vec()
    } else {
        files.to_vec()
    };
    let result = snapshot::corpus_files(&roots)
        .and_then(|f| snapshot::snapshot(&f, fuzz, fuzz_seed, &opts, out_dir));
    match result {
        Ok(s) => {
            out(format!(
                "{} inputs: {} PTX files, {} errors, in {}\n",
                s.inputs,
                s.ptx,
                s.errors,
                out_dir.display()
            ));
            true
        }
        Err(e) => {
            eprintln!("error: {e}");
            false
        }
    }
}
