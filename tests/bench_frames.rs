//! `ptxlift bench-frames` on the benches/frames corpus: the three result
//! files exist; results.csv has one row per function of every kernel and
//! per compiler/mode, with the documented columns, and its ptxlift figures
//! equal those of `ptxlift::compile` run here (its llc depot equals the
//! `__local_depot` of llc's PTX, its ptxas stack that of `ptxas -v`);
//! results.md's summary counts add up; depot.svg is well-formed SVG text.
//!
//! With ptxas and nvdisasm, every ptxlift row has SASS figures, and the
//! instruction count of staggered_lifetimes equals the instruction lines
//! of the listing this test makes, less NOPs and the self-branch.
//!
//! llc (llc-22) missing: its cells must be empty, and the test fails only
//! when PTXLIFT_REQUIRE_LLC=1. ptxas, nvdisasm or libnvvm missing: a
//! warning (their cells are empty), a failure when CI=true. With libnvvm, its depot of
//! staggered_lifetimes equals the one in the PTX libnvvm gives this test.

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;

use ptxlift::llvm::nvvm::{self, Libnvvm};
use ptxlift::llvm::{export_module, import_module, Dialect};
use ptxlift::ptx::ptxas;
use ptxlift::{compile, Options, RegMode};

/// The columns results.csv must have, in order (written out here, not
/// taken from the library).
const COLUMNS: [&str; 29] = [
    "kernel",
    "function",
    "compiler",
    "mode",
    "max_regs",
    "depot_bytes",
    "lower_bound_bytes",
    "ptxas_stack_bytes",
    "ptxas_spill_store_bytes",
    "ptxas_spill_load_bytes",
    "ptxas_registers",
    "compile_us",
    "ptxas_us",
    "sass_instructions",
    "sass_nounroll_instructions",
    "sass_loop_instructions",
    "sass_global_loads",
    "sass_global_stores",
    "sass_global_atomics",
    "sass_local_loads",
    "sass_local_stores",
    "sass_shared_loads",
    "sass_shared_stores",
    "sass_shared_atomics",
    "sass_generic_loads",
    "sass_generic_stores",
    "sass_generic_atomics",
    "sass_fma",
    "status",
];

/// (compiler, mode, max_regs) of every row a function must have.
const MODES: [(&str, &str, &str); 5] = [
    ("ptxlift", "virtual", ""),
    ("ptxlift", "budget", "32"),
    ("ptxlift", "budget", "64"),
    ("llc", "O2", ""),
    ("libnvvm", "opt3", ""),
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `ptxlift ARGS` in the project directory: success, stdout, stderr.
fn cli(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxlift"))
        .current_dir(root())
        .args(args)
        .output()
        .expect("run ptxlift");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn llc_found() -> bool {
    let found = Command::new("llc-22")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(
            !std::env::var("PTXLIFT_REQUIRE_LLC").is_ok_and(|v| v == "1"),
            "llc-22 not found and PTXLIFT_REQUIRE_LLC=1"
        );
        eprintln!("WARNING: llc-22 not found: the llc columns must be empty");
    }
    found
}

fn libnvvm_found() -> Option<Libnvvm> {
    let loaded = nvvm::find(None, &root())
        .ok_or_else(|| "libnvvm not found".to_string())
        .and_then(|p| Libnvvm::load(&p).map_err(|e| e.to_string()));
    match loaded {
        Ok(lib) => Some(lib),
        Err(e) => {
            let ci = std::env::var("CI").is_ok_and(|v| v == "true");
            assert!(
                !ci,
                "{e} (set LIBNVVM or run ./test.sh); CI=true requires it"
            );
            eprintln!("WARNING: {e}: the libnvvm columns must be empty");
            None
        }
    }
}

fn ptxas_found() -> Option<PathBuf> {
    let found = ptxas::find(None);
    if found.is_none() {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true");
        assert!(!ci, "ptxas not found (set PTXAS); CI=true requires it");
        eprintln!("WARNING: ptxas not found: the ptxas columns are not checked");
    }
    found
}

fn nvdisasm_found() -> Option<PathBuf> {
    let found = ptxlift::bench::frames::find_nvdisasm(None);
    if found.is_none() {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true");
        assert!(
            !ci,
            "nvdisasm not found (set NVDISASM or run ./test.sh, which installs it); CI=true requires it"
        );
        eprintln!("WARNING: nvdisasm not found: the SASS columns must be empty");
    }
    found
}

/// SASS instructions of the one kernel in `ptx`, counted here on the
/// listing: instruction lines (`/*ADDR*/`) that are not `NOP` nor a `BRA`
/// to the label just above it.
fn sass_instructions(ptxas: &std::path::Path, nvdisasm: &std::path::Path, ptx: &str) -> u32 {
    let dir = std::env::temp_dir().join(format!("ptxlift-bf-sass-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("k.ptx"), ptx).unwrap();
    let ok = Command::new(ptxas)
        .args(["-arch=sm_80", "-o"])
        .arg(dir.join("k.cubin"))
        .arg(dir.join("k.ptx"))
        .status()
        .expect("run ptxas")
        .success();
    assert!(ok, "ptxas accepts the PTX");
    let out = Command::new(nvdisasm)
        .arg("-c")
        .arg(dir.join("k.cubin"))
        .output()
        .expect("run nvdisasm");
    let _ = std::fs::remove_dir_all(&dir);
    let listing = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut count = 0;
    let mut label = String::new();
    for line in listing.lines().map(str::trim) {
        if let Some(l) = line.strip_suffix(':') {
            label = l.to_string();
        } else if line.starts_with("/*") {
            let text = line.split("*/").nth(1).unwrap().trim();
            let self_branch = text.starts_with("BRA") && text.contains(&format!("`({label})"));
            if !text.starts_with("NOP") && !self_branch {
                count += 1;
            }
        }
    }
    count
}

/// Splits one CSV line (fields may be quoted, `""` inside quotes).
fn csv_fields(line: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                out.last_mut().unwrap().push('"');
            }
            ('"', _) => quoted = !quoted,
            (',', false) => out.push(String::new()),
            (c, _) => out.last_mut().unwrap().push(c),
        }
    }
    out
}

/// Checks that every tag of `svg` is closed in order.
fn tags_balance(svg: &str) -> Result<usize, String> {
    let mut stack: Vec<String> = Vec::new();
    let mut count = 0;
    let mut rest = svg;
    while let Some(start) = rest.find('<') {
        let end = rest[start..].find('>').ok_or("a `<` without `>`")? + start;
        let tag = &rest[start + 1..end];
        rest = &rest[end + 1..];
        count += 1;
        if let Some(name) = tag.strip_prefix('/') {
            let open = stack.pop().ok_or(format!("`</{name}>` closes nothing"))?;
            if open != name.trim() {
                return Err(format!("`<{open}>` closed by `</{name}>`"));
            }
        } else if !tag.ends_with('/') {
            let name = tag.split_whitespace().next().unwrap_or("").to_string();
            stack.push(name);
        }
    }
    if stack.is_empty() {
        Ok(count)
    } else {
        Err(format!("unclosed: {stack:?}"))
    }
}

/// The `__local_depot` size declared in `ptx` (single-function modules).
fn first_depot(ptx: &str) -> u32 {
    ptx.lines()
        .find(|l| l.contains(".local") && l.contains("__local_depot"))
        .and_then(|l| l.split('[').nth(1))
        .and_then(|r| r.split(']').next())
        .map_or(0, |n| n.parse().expect("depot size is a number"))
}

#[test]
fn results_cover_every_function_and_match_the_compiler() {
    let out = std::env::temp_dir().join(format!("ptxlift-bench-frames-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let out_s = out.to_str().expect("utf-8 temp dir");
    let llc = llc_found();
    let ptxas_bin = ptxas_found();
    let libnvvm = libnvvm_found();
    let nvdisasm = nvdisasm_found();
    let (ok, stdout, stderr) = cli(&[
        "bench-frames",
        "benches/frames",
        "--runs",
        "1",
        "--out",
        out_s,
    ]);
    assert!(ok, "bench-frames failed:\n{stderr}");
    assert_eq!(
        stdout.contains("libnvvm: not run"),
        libnvvm.is_none(),
        "{stdout}"
    );
    for f in ["results.csv", "results.md", "depot.svg"] {
        assert!(out.join(f).is_file(), "{f} is missing");
    }

    // results.csv: header, then rows keyed by (kernel, function, compiler, mode, max_regs).
    let csv = std::fs::read_to_string(out.join("results.csv")).expect("read csv");
    let mut lines = csv.lines();
    assert_eq!(csv_fields(lines.next().expect("a header")), COLUMNS);
    let mut rows: HashMap<(String, String, String, String, String), Vec<String>> = HashMap::new();
    for line in lines {
        let f = csv_fields(line);
        assert_eq!(f.len(), COLUMNS.len(), "row has the wrong columns: {line}");
        let key = (
            f[0].clone(),
            f[1].clone(),
            f[2].clone(),
            f[3].clone(),
            f[4].clone(),
        );
        assert!(rows.insert(key, f).is_none(), "duplicate row: {line}");
    }
    let col = |name: &str| COLUMNS.iter().position(|c| *c == name).expect("a column");
    let num = |cell: &str| -> Option<u32> {
        (!cell.is_empty()).then(|| {
            cell.parse()
                .unwrap_or_else(|_| panic!("not a number: {cell}"))
        })
    };

    // Every function of every kernel, compiled here.
    let mut kernels: Vec<PathBuf> = std::fs::read_dir(root().join("benches/frames"))
        .expect("list benches/frames")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    kernels.sort();
    assert!(kernels.len() >= 10, "the corpus has at least 10 kernels");
    let mut functions = 0;
    for path in &kernels {
        let kernel = path.file_stem().unwrap().to_string_lossy().into_owned();
        let module = import_module(&std::fs::read_to_string(path).unwrap()).expect("imports");
        for (mode, max_regs) in [
            (RegMode::Virtual, ""),
            (RegMode::Budget { max_regs: 32 }, "32"),
            (RegMode::Budget { max_regs: 64 }, "64"),
        ] {
            let options = Options {
                reg_mode: mode,
                ..Options::default()
            };
            let compiled = compile(&module, &options).expect("compiles");
            let usage = ptxas_bin
                .as_deref()
                .map(|p| ptxas::usage(p, &compiled.ptx, options.target.sm).expect("ptxas accepts"));
            let mode_name = if max_regs.is_empty() {
                "virtual"
            } else {
                "budget"
            };
            for f in &compiled.functions {
                let key = (
                    kernel.clone(),
                    f.name.clone(),
                    "ptxlift".into(),
                    mode_name.into(),
                    max_regs.into(),
                );
                let row = rows.get(&key).unwrap_or_else(|| panic!("no row {key:?}"));
                assert_eq!(
                    num(&row[col("depot_bytes")]),
                    Some(f.local_bytes),
                    "{key:?}"
                );
                assert_eq!(
                    num(&row[col("lower_bound_bytes")]),
                    Some(f.frame.lower_bound),
                    "{key:?}"
                );
                let sass = num(&row[col("sass_instructions")]);
                let nounroll = num(&row[col("sass_nounroll_instructions")]);
                if ptxas_bin.is_some() && nvdisasm.is_some() {
                    assert!(sass.is_some_and(|n| n > 0), "{key:?}: {row:?}");
                    assert!(nounroll.is_some_and(|n| n > 0), "{key:?}: {row:?}");
                } else {
                    assert_eq!((sass, nounroll), (None, None), "{key:?}");
                }
                if let (Some(p), Some(n), "staggered_lifetimes", RegMode::Virtual) =
                    (&ptxas_bin, &nvdisasm, kernel.as_str(), mode)
                {
                    assert_eq!(sass, Some(sass_instructions(p, n, &compiled.ptx)));
                }
                let us: f64 = row[col("compile_us")]
                    .parse()
                    .expect("compile_us is a number");
                assert!(us > 0.0, "{key:?}");
                if let Some(usage) = &usage {
                    let u = usage
                        .iter()
                        .find(|u| u.name == f.name)
                        .expect("ptxas reports it");
                    assert_eq!(
                        num(&row[col("ptxas_stack_bytes")]),
                        Some(u.stack_frame),
                        "{key:?}"
                    );
                    assert_eq!(
                        num(&row[col("ptxas_spill_store_bytes")]),
                        Some(u.spill_stores),
                        "{key:?}"
                    );
                }
            }
            if mode != RegMode::Virtual {
                continue;
            }
            functions += compiled.functions.len();
            for f in &compiled.functions {
                for (c, m, r) in MODES {
                    let key = (kernel.clone(), f.name.clone(), c.into(), m.into(), r.into());
                    let row = rows.get(&key).unwrap_or_else(|| panic!("no row {key:?}"));
                    if (c == "libnvvm" && libnvvm.is_none()) || (c == "llc" && !llc) {
                        assert!(
                            row[col("depot_bytes")..col("status")]
                                .iter()
                                .all(String::is_empty),
                            "{key:?}: {row:?}"
                        );
                    } else {
                        assert!(num(&row[col("depot_bytes")]).is_some(), "{key:?}: {row:?}");
                    }
                }
            }
        }
    }
    assert_eq!(
        rows.len(),
        functions * MODES.len(),
        "one row per function and compiler/mode"
    );

    // llc's depot, read here from llc's own PTX (staggered_lifetimes: llc keeps all 480 bytes).
    if llc {
        let ll = root().join("benches/frames/staggered_lifetimes.ll");
        let o = Command::new("llc-22")
            .args(["-O2", "-march=nvptx64", "-mcpu=sm_80", "-o", "-"])
            .arg(&ll)
            .output()
            .expect("run llc");
        let depot = first_depot(&String::from_utf8_lossy(&o.stdout));
        assert_eq!(depot, 480);
        let key = (
            "staggered_lifetimes".into(),
            "staggered_lifetimes".into(),
            "llc".into(),
            "O2".into(),
            String::new(),
        );
        assert_eq!(num(&rows[&key][col("depot_bytes")]), Some(depot));
    }

    // libnvvm's depot, read here from the PTX libnvvm gives this test.
    if let Some(lib) = &libnvvm {
        let ll = root().join("benches/frames/staggered_lifetimes.ll");
        let module = import_module(&std::fs::read_to_string(&ll).expect("read")).expect("imports");
        let ir = export_module(&module, Dialect::Nvvm7).expect("exports");
        let ptx = lib
            .compile(
                &ir,
                "staggered_lifetimes",
                &[&nvvm::arch_option(80), nvvm::NO_CONTRACTION_OPTION],
            )
            .expect("libnvvm compiles it")
            .ptx;
        let key = (
            "staggered_lifetimes".into(),
            "staggered_lifetimes".into(),
            "libnvvm".into(),
            "opt3".into(),
            String::new(),
        );
        assert_eq!(
            num(&rows[&key][col("depot_bytes")]),
            Some(first_depot(&ptx))
        );
        let t: f64 = rows[&key][col("compile_us")].parse().expect("a time");
        assert!(t > 0.0);
    }

    // results.md: a table row per function; the summary counts add up.
    let md = std::fs::read_to_string(out.join("results.md")).expect("read md");
    let (frames, rest) = md.split_once("## SASS").expect("a SASS section");
    let table_rows = frames
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| kernel"))
        .count();
    assert_eq!(table_rows, functions);
    let sass_rows = rest
        .split("## Summary")
        .next()
        .unwrap_or("")
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| kernel"))
        .count();
    assert_eq!(sass_rows, functions * MODES.len());
    assert!(md.contains("| ptxlift virtual | "), "{md}");
    assert_eq!(md.contains("nvdisasm: not run"), nvdisasm.is_none());
    assert_eq!(md.contains("libnvvm: not run"), libnvvm.is_none());
    let line = md
        .lines()
        .find(|l| l.contains("compared "))
        .expect("a comparison line");
    let figure = |word: &str| -> usize {
        line.split(word)
            .nth(1)
            .and_then(|r| r.trim().split(';').next())
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or_else(|| panic!("no `{word}` in {line}"))
    };
    let compared = figure("compared");
    assert_eq!(
        figure("smaller") + figure("equal") + figure("larger"),
        compared,
        "{line}"
    );
    assert!(line.contains("best peer"), "{line}");
    let peers = llc || libnvvm.is_some();
    assert_eq!(compared, if peers { functions } else { 0 }, "{line}");

    // depot.svg: SVG text with balanced tags and a bar per figure.
    let svg = std::fs::read_to_string(out.join("depot.svg")).expect("read svg");
    assert!(svg.starts_with("<svg"), "{}", &svg[..svg.len().min(80)]);
    let tags = tags_balance(&svg).unwrap_or_else(|e| panic!("depot.svg: {e}"));
    assert!(tags > kernels.len() * 3);
    assert!(svg.contains("staggered_lifetimes, ptxlift virtual: 256 bytes"));
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn bad_options_are_errors_that_say_what_to_do() {
    let (ok, _, err) = cli(&[
        "bench-frames",
        "benches/frames",
        "--runs",
        "0",
        "--out",
        "/tmp/x-unused",
    ]);
    assert!(!ok);
    assert!(
        err.contains("--runs 0") && err.contains("at least 1"),
        "{err}"
    );
    let (ok, _, err) = cli(&["bench-frames", "no/such/dir", "--runs", "1"]);
    assert!(!ok);
    assert!(
        err.contains("no/such/dir") && err.contains("no such file or directory"),
        "{err}"
    );
    let (ok, _, err) = cli(&[
        "bench-frames",
        "benches/frames",
        "--llc",
        "/no/llc",
        "--runs",
        "1",
    ]);
    assert!(!ok);
    assert!(
        err.contains("--llc /no/llc") && err.contains("cannot run"),
        "{err}"
    );
    let (ok, _, err) = cli(&[
        "bench-frames",
        "benches/frames",
        "--nvdisasm",
        "/no/nvdisasm",
        "--runs",
        "1",
    ]);
    assert!(!ok);
    assert!(
        err.contains("--nvdisasm /no/nvdisasm: no such file"),
        "{err}"
    );
    let (ok, _, err) = cli(&[
        "bench-frames",
        "benches/frames",
        "--libnvvm",
        "/no/libnvvm.so",
        "--runs",
        "1",
    ]);
    assert!(!ok);
    assert!(
        err.contains("--libnvvm") && err.contains("/no/libnvvm.so: no such file"),
        "{err}"
    );
}
