//! Loop hints from real clang output: `tests/llvm_loops/loop_pragmas.ll`
//! (clang-19 -O2 of `src/loop_pragmas.cu`, with `#pragma unroll 1` and
//! `#pragma unroll 4` loops) imports with a `nounroll` hint on each of its
//! three loop headers, runs on both engines as its hand-derived
//! directives say, and compiles to one `.pragma "nounroll";` per loop,
//! right after the header's label (as llc-22 writes, which is compared
//! where it is installed); its export carries the hints back as
//! `!llvm.loop` metadata that imports to the same hints.

mod common;

use ptxlift::ir::{LoopHint, Module};
use std::path::PathBuf;
use std::process::Command;

fn source() -> (PathBuf, String) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/llvm_loops/loop_pragmas.ll");
    let text =
        std::fs::read_to_string(&path).expect("tests/llvm_loops/loop_pragmas.ll is readable");
    (path, text)
}

/// Each function's hinted blocks, in order.
fn hints(module: &Module) -> Vec<(String, Vec<LoopHint>)> {
    module
        .functions
        .values()
        .map(|f| {
            let hs = f.layout.blocks().iter().filter_map(|&b| f.dfg.loop_hint(b));
            (f.name.clone(), hs.collect())
        })
        .collect()
}

fn nounroll_pragmas(ptx: &str) -> usize {
    ptx.lines()
        .filter(|l| l.trim() == ".pragma \"nounroll\";")
        .count()
}

#[test]
fn clang_loop_pragmas_become_nounroll_hints_and_ptx_pragmas() {
    let (path, text) = source();
    let module = ptxlift::llvm::import_module(&text).expect("imports");
    ptxlift::ir::verify_module(&module).expect("the hinted blocks head loops");
    // Every loop of the source asks to stay rolled by the time clang is
    // done: `unroll 1` twice, and the remainder-free loop clang unrolled by 4.
    for (name, hs) in hints(&module) {
        assert_eq!(hs, [LoopHint::NoUnroll], "{name}");
    }
    let ptx = ptxlift::compile(&module, &ptxlift::Options::default())
        .expect("compiles")
        .ptx;
    assert_eq!(nounroll_pragmas(&ptx), 3, "{ptx}");
    // Each pragma opens a block that a later branch goes back to.
    let lines: Vec<&str> = ptx.lines().collect();
    for (k, l) in lines.iter().enumerate() {
        if l.trim() != ".pragma \"nounroll\";" {
            continue;
        }
        let label = lines[k - 1].trim().trim_end_matches(':');
        assert!(label.starts_with("$L__BB"), "{}", lines[k - 1]);
        let back = lines[k..]
            .iter()
            .any(|b| b.contains("bra") && b.trim_end().ends_with(&format!("{label};")));
        assert!(back, "no branch back to {label}:\n{ptx}");
    }
    let (ok, out, err) = common::cli(&["run", "--engine", "both", &path.display().to_string()]);
    assert!(ok && out.contains("3 passed, 0 failed"), "{out}\n{err}");
    if let Some(ptxas) = common::require_ptxas() {
        ptxlift::ptx::ptxas::assemble(&ptxas, &ptx, ptxlift::Sm::Sm80).expect("ptxas accepts it");
    }
    match Command::new("llc-22")
        .args([
            "-O2",
            "-mtriple=nvptx64-nvidia-cuda",
            "-mcpu=sm_80",
            "-o",
            "-",
        ])
        .arg(&path)
        .output()
    {
        Ok(o) if o.status.success() => {
            let llc_ptx = String::from_utf8_lossy(&o.stdout);
            assert_eq!(nounroll_pragmas(&llc_ptx), 3, "{llc_ptx}");
        }
        _ => eprintln!(
            "WARNING: llc-22 not found on PATH (Debian package llvm-22): llc check skipped"
        ),
    }
}

#[test]
fn exported_hints_import_again() {
    let (_, text) = source();
    let module = ptxlift::llvm::import_module(&text).expect("imports");
    for dialect in [
        ptxlift::llvm::Dialect::Modern,
        ptxlift::llvm::Dialect::Nvvm7,
    ] {
        let exported = ptxlift::llvm::export_module(&module, dialect).expect("exports");
        assert_eq!(exported.matches("!llvm.loop !").count(), 3, "{exported}");
        if dialect == ptxlift::llvm::Dialect::Modern {
            let again = ptxlift::llvm::import_module(&exported).expect("imports again");
            assert_eq!(hints(&again), hints(&module));
        }
    }
}
