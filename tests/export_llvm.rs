//! `ptxlift export-llvm`: every example, run filetest and address
//! benchmark is exported as LLVM IR; (a) `llc-22 -O2 -march=nvptx64
//! -mcpu=sm_80` compiles it and ptxas assembles llc's PTX for sm_80, and
//! (b) the export, imported again by ptxlift's own importer, runs the
//! file's run directives on the interpreter with the same results as the
//! original (every returned value and buffer bit for bit, and the same
//! directives pass); and (c) llc's PTX, run on ptxlift's PTX simulator,
//! agrees with the interpreter on the original module (`--engine both`'s
//! comparison), which checks the guarded forms on LLVM's side. The few known exceptions are listed with their
//! reasons and must still be exceptions, so the lists stay true.
//!
//! The same files exported in the `nvvm7` dialect are (d) compiled by
//! libNVVM (`-arch=compute_80`), its PTX assembled by ptxas and run on
//! the simulator against the interpreter, as llc's is.
//!
//! llc-22 is optional (the CI image installs ptxas only): without it the
//! llc part is skipped with a message, unless `PTXLIFT_REQUIRE_LLC=1`.
//! libnvvm (found as `bench-frames` finds it: `$LIBNVVM`, then
//! `.tools/nvvm`, where test.sh installs it) is required when `CI=true`;
//! elsewhere its test says it skipped.

mod common;

use ptxlift::ir::{self, Module};
use ptxlift::llvm::nvvm::{self, Libnvvm};
use ptxlift::llvm::{export_module, import_module, Dialect};
use ptxlift::runtest::directives::Directive;
use ptxlift::runtest::engine::{compare_executions, execute, Agreement, Executor};
use ptxlift::runtest::{parse_directives, run_directives, run_directives_with, Engines, RunLimits};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Files whose llc output ptxas rejects, with why. The program is in
/// error there (the IR has no defined behaviour), so any output would do,
/// but llc's is not valid PTX.
const KNOWN_PTXAS_FAILURES: &[(&str, &str)] = &[
    (
        "tests/filetests/mem/generic.plir",
        "%gen_const_write stores through a generic address of const memory \
         (an error in the IR); llc infers the space and writes st.const",
    ),
    (
        "tests/filetests/mem/const_data.plir",
        "%write stores through a generic address of constant data (an \
         error in the IR); llc infers the space and writes st.const",
    ),
];

/// Files LLVM's NVPTX back end (llc, libNVVM) cannot compile, with why;
/// the error must contain the text given.
const KNOWN_LLVM_COMPILE_FAILURES: &[(&str, &str, &str)] = &[(
    "tests/filetests/mem/data_self_address.plir",
    "Circular dependency found in global variable set",
    "a global whose initialiser holds its own address: LLVM's NVPTX printer \
     (llc-19, libNVVM 13.5) refuses it, though PTX and ptxas accept it (the \
     file runs on both engines with ptxlift's PTX)",
)];

/// Whether `err`, from compiling `name`'s export, is a known failure of
/// LLVM's back end; an error when a listed file compiles after all.
fn known_compile_failure(name: &str, err: Option<&str>) -> Result<bool, String> {
    let known = KNOWN_LLVM_COMPILE_FAILURES
        .iter()
        .find(|(f, ..)| *f == name);
    match (known, err) {
        (Some((_, text, _)), Some(e)) if e.contains(text) => Ok(true),
        (Some((_, _, why)), None) => Err(format!(
            "{name}: listed as a known LLVM compile failure ({why}) but compiles now; drop it from the list"
        )),
        _ => Ok(false),
    }
}

/// Directives whose libnvvm PTX the simulator cannot run, with why.
const KNOWN_NVVM_SIMULATOR_GAPS: &[(&str, &str)] = &[];

/// Directives whose llc PTX the simulator cannot run, with why.
const KNOWN_SIMULATOR_GAPS: &[(&str, &str)] = &[(
    "tests/filetests/cmp/select.plir",
    "llc takes the address of a device function's .param variable, which the simulator does not model",
)];

/// Directives (file, line of the directive) whose outcome differs after
/// the round trip, with why.
const KNOWN_ROUND_TRIP_DIFFERENCES: &[(&str, u32, &str)] = &[
    (
        "tests/filetests/mem/generic.plir",
        68,
        "the importer treats addrspacecast generic -> global as free, so \
         from_generic global no longer checks the space",
    ),
    (
        "tests/filetests/mem/byval.plir",
        55,
        "a kernel that writes its byval parameter gets a local copy from \
         the importer (LLVM's byval: the callee's own copy), so the store \
         through the param space's generic address is no longer an error",
    ),
];

/// The files exported: examples, `test run` filetests, address benchmarks.
fn sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out: Vec<(PathBuf, String)> = common::plir_sources()
        .into_iter()
        .filter(|(p, t)| common::is_example(p) || common::has_test_kind(t, "run"))
        .collect();
    for p in common::plir_files(&root.join("benches/addr")) {
        if let Ok(t) = std::fs::read_to_string(&p) {
            out.push((p, t));
        }
    }
    out
}

/// `path` relative to the crate, with `/` separators.
fn rel(path: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    path.strip_prefix(root)
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

fn parse_verified(path: &Path, text: &str) -> Module {
    let m = ir::parse_module(text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if let Err(e) = ir::verify_module(&m) {
        panic!("{}: {e:?}", path.display());
    }
    m
}

/// llc-22, or `None` after saying why the llc part is skipped.
fn require_llc() -> Option<PathBuf> {
    let found = Command::new("llc-22")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if found {
        return Some(PathBuf::from("llc-22"));
    }
    let required = std::env::var("PTXLIFT_REQUIRE_LLC").is_ok_and(|v| v == "1");
    assert!(
        !required,
        "llc-22 not found on PATH (Debian package llvm-22); PTXLIFT_REQUIRE_LLC=1 requires it"
    );
    eprintln!("WARNING: llc-22 not found on PATH (Debian package llvm-22): llc checks skipped");
    None
}

/// Runs llc on `ll`; gives its PTX or its error.
fn llc(llc: &Path, ll: &str, name: &str) -> Result<String, String> {
    let dir = std::env::temp_dir().join(format!("ptxlift-export-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let input = dir.join(format!("{}.ll", name.replace('/', "_")));
    std::fs::write(&input, ll).map_err(|e| format!("cannot write {}: {e}", input.display()))?;
    let out = Command::new(llc)
        .args(["-O2", "-march=nvptx64", "-mcpu=sm_80", "-o", "-"])
        .arg(&input)
        .output()
        .map_err(|e| format!("cannot run llc: {e}"))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Does directive `d` call a device function with several results, one of
/// them narrower than 32 bits? llc returns those as an LLVM struct (each
/// member at its natural offset); the simulator's call harness reads
/// ptxlift's own packing, so such results cannot be compared there.
fn struct_return_layout_differs(module: &Module, d: &Directive) -> bool {
    let Directive::Run(r) = d else {
        return false;
    };
    module
        .function_by_name(&r.func)
        .and_then(|id| module.functions.get(id))
        .is_some_and(|f| {
            let rets = &f.signature.returns;
            rets.len() > 1 && rets.iter().any(|t| t.bits() < 32)
        })
}

/// Runs the directives of `text` with the interpreter on `module` and the
/// simulator on llc's `ptx`; gives how many agree, or the disagreements.
/// The target a file's `test run both sm=N` line names (its directives'
/// shared-memory limits are that SM's), else the default.
fn file_target(text: &str) -> ptxlift::Target {
    let sm = text
        .lines()
        .filter(|l| l.starts_with("test run both"))
        .flat_map(|l| l.split_whitespace())
        .find_map(|w| w.strip_prefix("sm=").and_then(ptxlift::Sm::parse));
    sm.and_then(|sm| ptxlift::Target::new(sm, None).ok())
        .unwrap_or_default()
}

fn simulate(module: &Module, text: &str, ptx: &str) -> Result<usize, String> {
    let parsed = ptxlift::ptx::parse::parse(ptx).map_err(|e| format!("parse: {e}"))?;
    let directives: Vec<Directive> = parse_directives(text)
        .map_err(|e| e.to_string())?
        .into_iter()
        .filter(|d| !struct_return_layout_differs(module, d))
        .collect();
    let engines = Engines::Both {
        module,
        ptx: &parsed,
    };
    let limits = RunLimits::for_target(file_target(text));
    let outcomes = run_directives_with(engines, &directives, text, limits);
    let bad: Vec<String> = outcomes
        .iter()
        .filter_map(|o| o.failure.as_ref().map(|f| format!("{}: {f}", o.line)))
        .collect();
    if bad.is_empty() {
        Ok(outcomes.len())
    } else {
        Err(bad.join("; "))
    }
}

#[test]
fn llc_compiles_every_export_and_ptxas_assembles_it() {
    let Some(llc_path) = require_llc() else {
        return;
    };
    let ptxas = common::require_ptxas();
    let (mut compiled, mut assembled, mut failures) = (0, 0, Vec::new());
    let (mut known_seen, mut simulated, mut sim_known) = (Vec::new(), 0, Vec::new());
    let files = sources();
    for (path, text) in &files {
        let name = rel(path);
        let module = parse_verified(path, text);
        let ll = match export_module(&module, Dialect::Modern) {
            Ok(ll) => ll,
            Err(e) => {
                failures.push(format!("{name}: export: {e}"));
                continue;
            }
        };
        let ptx = match llc(&llc_path, &ll, &name) {
            Ok(p) => p,
            Err(e) => {
                if known_compile_failure(&name, Some(&e)) != Ok(true) {
                    failures.push(format!("{name}: llc: {e}"));
                }
                continue;
            }
        };
        if let Err(e) = known_compile_failure(&name, None) {
            failures.push(e);
        }
        compiled += 1;
        // llc's PTX on the simulator must agree with the interpreter on
        // the original module.
        match simulate(&module, text, &ptx) {
            Ok(n) => simulated += n,
            Err(e) if KNOWN_SIMULATOR_GAPS.iter().any(|(f, _)| *f == name) => {
                sim_known.push(format!("{name}: {e}"))
            }
            Err(e) => failures.push(format!("{name}: llc's PTX on the simulator: {e}")),
        }
        let Some(ptxas) = &ptxas else { continue };
        let known = KNOWN_PTXAS_FAILURES.iter().find(|(f, _)| *f == name);
        match (ptxlift::ptx::ptxas::assemble(ptxas, &ptx, ptxlift::Sm::Sm80), known) {
            (Ok(()), None) => assembled += 1,
            (Ok(()), Some((_, why))) => failures.push(format!(
                "{name}: listed as a known ptxas failure ({why}) but assembles now; drop it from the list"
            )),
            (Err(_), Some(_)) => known_seen.push(name.clone()),
            (Err(e), None) => failures.push(format!("{name}: ptxas: {e}")),
        }
    }
    eprintln!(
        "export-llvm: {compiled} of {} files compiled by llc-22, {assembled} assembled by ptxas, {} known ptxas failures; {simulated} directives of llc's PTX agree with the interpreter on the simulator, {} files known not to run there",
        files.len(),
        known_seen.len(),
        sim_known.len()
    );
    assert_eq!(sim_known.len(), KNOWN_SIMULATOR_GAPS.len(), "{sim_known:?}");
    assert!(
        files.len() > 100,
        "expected the whole corpus, found {}",
        files.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(compiled, files.len() - KNOWN_LLVM_COMPILE_FAILURES.len());
}

/// Exports, re-imports and runs each directive on both modules.
#[test]
fn exports_round_trip_through_the_importer() {
    let files = sources();
    let (mut files_ok, mut directives_ok, mut failures) = (0, 0, Vec::new());
    let mut known_seen = 0;
    for (path, text) in &files {
        let name = rel(path);
        let module = parse_verified(path, text);
        let imported = export_module(&module, Dialect::Modern)
            .map_err(|e| format!("export: {e}"))
            .and_then(|ll| import_module(&ll).map_err(|e| format!("import: {e}\n{ll}")))
            .and_then(|m| {
                ir::verify_module(&m).map_err(|e| format!("verify after import: {e:?}"))?;
                Ok(m)
            });
        let back = match imported {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let directives = parse_directives(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let before = run_directives(&module, &directives, text);
        let after = run_directives(&back, &directives, text);
        let mut file_ok = true;
        for ((d, b), a) in directives.iter().zip(&before).zip(&after) {
            let known = KNOWN_ROUND_TRIP_DIFFERENCES
                .iter()
                .find(|(f, line, _)| *f == name && a.line == *line);
            let x = execute(Executor::Interp(&module), d, RunLimits::default());
            let y = execute(Executor::Interp(&back), d, RunLimits::default());
            let agree = match (&x, &y) {
                (Ok(x), Ok(y)) => match compare_executions(&module, d, x, y) {
                    Agreement::Agree | Agreement::BothFailed(_) => Ok(()),
                    other => Err(format!("{other:?}")),
                },
                _ => Err("a directive did not run".to_string()),
            };
            let same = b.failure.is_none() == a.failure.is_none();
            match (agree.is_ok() && same, known) {
                (true, None) => directives_ok += 1,
                (false, Some(_)) => {
                    file_ok = false;
                    known_seen += 1;
                }
                (true, Some((_, line, why))) => {
                    file_ok = false;
                    failures.push(format!(
                        "{name}:{line}: `{}` is listed as a known difference ({why}) but agrees now; drop it from the list",
                        a.title
                    ));
                }
                (false, None) => {
                    file_ok = false;
                    failures.push(format!(
                        "{name}:{}: `{}`: before: {:?}, after: {:?}; {}",
                        a.line,
                        a.title,
                        b.failure,
                        a.failure,
                        agree.err().unwrap_or_default()
                    ));
                }
            }
        }
        if file_ok {
            files_ok += 1;
        }
    }
    eprintln!(
        "export-llvm round trip: {files_ok} of {} files agree in every directive; {directives_ok} directives agree, {known_seen} are known differences",
        files.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(known_seen, KNOWN_ROUND_TRIP_DIFFERENCES.len());
}

/// What LLVM cannot say is an error naming the function and the line.
#[test]
fn a_32_bit_param_address_is_a_located_error() {
    let text = "kernel %k(i64 byval 8 align 8, i64 global) {\nblock0(v0: i64, v1: i64):\n    v2 = to_generic param v0\n    v3 = from_generic.i32 param v2\n    v4 = load.i32 param v3\n    store global v1, v4\n    return\n}\n";
    let module = parse_verified(Path::new("inline"), text);
    let err = export_module(&module, Dialect::Modern).expect_err("a 32-bit param address");
    assert_eq!(err.function.as_deref(), Some("k"));
    assert_eq!(err.line, 4, "{err}");
    assert!(err.to_string().contains("from_generic param"), "{err}");
}

/// The command writes the file with the directives as comments; the
/// result runs; an unknown dialect is refused with the known ones.
#[test]
fn the_command_writes_a_runnable_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = root.join("tests/filetests/bits/shifts.plir");
    let out = std::env::temp_dir().join(format!("ptxlift-export-cli-{}.ll", std::process::id()));
    let (src_s, out_s) = (src.to_string_lossy(), out.to_string_lossy());
    let (ok, _, err) = common::cli(&["export-llvm", &src_s, "-o", &out_s]);
    assert!(ok, "{err}");
    let ll = std::fs::read_to_string(&out).expect("the output was written");
    assert!(ll.contains("target triple = \"nvptx64-nvidia-cuda\""));
    assert!(ll.contains("; run: %sh8(0x81, 1) == (2, 0x40, -64)"));
    // Shifts by the width or more are guarded (LLVM's are poison there).
    assert!(ll.contains("icmp uge i32"), "{ll}");
    let (ok, stdout, err) = common::cli(&["run", &out_s]);
    assert!(
        ok && stdout.contains("PASS") && !stdout.contains("FAIL"),
        "{stdout}{err}"
    );
    let (ok, _, err) = common::cli(&["export-llvm", &src_s, "--dialect", "nvvm4"]);
    assert!(
        !ok && err.contains("unknown dialect `nvvm4`") && err.contains("modern, nvvm7"),
        "{err}"
    );
    // The typed-pointer dialect: no opaque pointers, kernels in metadata.
    let (ok, ll, err) = common::cli(&["export-llvm", &src_s, "--dialect", "nvvm7"]);
    assert!(ok, "{err}");
    assert!(ll.contains("!nvvmir.version = !{!"), "{ll}");
    assert!(!ll.contains(" ptr ") && !ll.contains("poison"), "{ll}");
}

/// The libnvvm to test with, or `None` after saying why the libnvvm test
/// is skipped (a failure when CI=true).
fn require_libnvvm() -> Option<Libnvvm> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ci = std::env::var("CI").is_ok_and(|v| v == "true");
    let loaded = nvvm::find(None, root)
        .ok_or_else(|| "libnvvm not found ($LIBNVVM, .tools/nvvm)".to_string())
        .and_then(|p| Libnvvm::load(&p).map_err(|e| e.to_string()));
    match loaded {
        Ok(lib) => Some(lib),
        Err(e) => {
            assert!(
                !ci,
                "{e}: run ./test.sh, which installs nvidia-nvvm 13.5.37 into .tools/nvvm; CI=true requires it"
            );
            eprintln!("WARNING: {e}: the libnvvm test is skipped (./test.sh installs it)");
            None
        }
    }
}

#[test]
fn libnvvm_compiles_every_nvvm7_export_and_ptxas_assembles_it() {
    let Some(lib) = require_libnvvm() else {
        return;
    };
    let ptxas = common::require_ptxas();
    let arch = nvvm::arch_option(80);
    let (mut compiled, mut assembled, mut simulated) = (0, 0, 0);
    let (mut failures, mut sim_known) = (Vec::new(), Vec::new());
    let files = sources();
    for (path, text) in &files {
        let name = rel(path);
        let module = parse_verified(path, text);
        let ll = match export_module(&module, Dialect::Nvvm7) {
            Ok(ll) => ll,
            Err(e) => {
                failures.push(format!("{name}: export: {e}"));
                continue;
            }
        };
        assert!(
            !ll.contains(" ptr ") && !ll.contains("ptx_kernel") && ll.contains("!nvvmir.version"),
            "{name}: not typed-pointer NVVM IR"
        );
        // -fma=0: libnvvm would contract fmul + fadd, which the IR forbids.
        let ptx = match lib.compile(&ll, &name, &[arch.as_str(), nvvm::NO_CONTRACTION_OPTION]) {
            Ok(c) => c.ptx,
            Err(e) => {
                let e = e.to_string();
                if known_compile_failure(&name, Some(&e)) != Ok(true) {
                    failures.push(format!("{name}: libnvvm: {e}"));
                }
                continue;
            }
        };
        if let Err(e) = known_compile_failure(&name, None) {
            failures.push(e);
        }
        compiled += 1;
        match simulate(&module, text, &ptx) {
            Ok(n) => simulated += n,
            Err(e) if KNOWN_NVVM_SIMULATOR_GAPS.iter().any(|(f, _)| *f == name) => {
                sim_known.push(format!("{name}: {e}"))
            }
            Err(e) => failures.push(format!("{name}: libnvvm's PTX on the simulator: {e}")),
        }
        let Some(ptxas) = &ptxas else { continue };
        match ptxlift::ptx::ptxas::assemble(ptxas, &ptx, ptxlift::Sm::Sm80) {
            Ok(()) => assembled += 1,
            Err(e) => failures.push(format!("{name}: ptxas: {e}")),
        }
    }
    eprintln!(
        "export-llvm nvvm7 ({}): {compiled} of {} files compiled by libnvvm, {assembled} assembled by ptxas; {simulated} directives of libnvvm's PTX agree with the interpreter on the simulator, {} files known not to run there",
        lib.versions(),
        files.len(),
        sim_known.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(
        sim_known.len(),
        KNOWN_NVVM_SIMULATOR_GAPS.len(),
        "{sim_known:?}"
    );
    assert!(
        files.len() > 100,
        "expected the whole corpus, found {}",
        files.len()
    );
    assert_eq!(compiled, files.len() - KNOWN_LLVM_COMPILE_FAILURES.len());
    assert!(
        simulated > 100,
        "only {simulated} directives ran on the simulator"
    );
}

/// A kernel's launch bounds survive export in both dialects: as function
/// attributes in the modern one (imported again, every function has the
/// bounds it had), as `!nvvm.annotations` pairs in NVVM 7 (which the
/// importer does not read: libNVVM writes them as PTX directives).
#[test]
fn launch_bounds_survive_export_in_both_dialects() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests/compile/launch_bounds.plir");
    let text = std::fs::read_to_string(&path).expect("the launch-bounds filetest");
    let module = parse_verified(&path, &text);
    let bounds = |m: &Module| {
        m.functions
            .values()
            .map(|f| (f.name.clone(), f.launch_bounds))
            .collect::<Vec<_>>()
    };
    assert!(bounds(&module).iter().all(|(_, b)| !b.is_empty()));
    let ll = export_module(&module, Dialect::Modern).expect("export");
    let back = import_module(&ll).unwrap_or_else(|e| panic!("{e}\n{ll}"));
    assert_eq!(bounds(&back), bounds(&module), "{ll}");
    let Some(lib) = require_libnvvm() else {
        return;
    };
    let ll = export_module(&module, Dialect::Nvvm7).expect("export");
    let ptx = lib
        .compile(&ll, "launch_bounds", &[nvvm::arch_option(80).as_str()])
        .unwrap_or_else(|e| panic!("libnvvm: {e}\n{ll}"))
        .ptx;
    for directive in [
        ".maxntid 256, 1, 1",
        ".minnctapersm 2",
        ".reqntid 16, 16, 1",
        ".maxnreg 40",
    ] {
        assert!(ptx.contains(directive), "no `{directive}` in\n{ptx}");
    }
}
