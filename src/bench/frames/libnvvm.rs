//! The libnvvm rows of `bench-frames`: each file's module exported as
//! NVVM IR (`export_module(.., Dialect::Nvvm7)`; a `.ll` input has been
//! imported first, a `.plir` parsed), compiled in process by libNVVM
//! (`-arch=compute_XX -fma=0`: libnvvm's default `-opt=3`, without
//! contracting `fmul` + `fadd` into `fma`, which the IR does not allow), its `__local_depot`
//! per function read from the PTX, and ptxas and nvdisasm run on it
//! (frames/assemble.rs).
//!
//! Takes the file's module, its function names and the [`Settings`];
//! gives one [`Row`] per function. Invariants: a missing libnvvm gives
//! empty rows with status `not run: …`; an export or compilation failure
//! of one file gives that file's rows empty with status `failed: …` (the
//! summary lists them), never an abort; the time is the median libNVVM
//! API time (program creation to result) over [`NVVM_RUNS`]
//! compilations.

use super::assemble::{assemble, suffixed};
use super::{assembled_row, empty_rows, llc_depots, one_line, Compiler, Row, Settings};
use crate::bench::median;
use crate::ir::Module;
use crate::llvm::nvvm::{arch_option, Libnvvm, NO_CONTRACTION_OPTION};
use crate::llvm::{export_module, Dialect};
use std::collections::HashSet;

/// libNVVM compilations per file; the median API time is reported.
pub const NVVM_RUNS: usize = 3;

/// libnvvm's rows for `functions` of `module` (file stem `kernel`).
pub(super) fn libnvvm_rows(
    kernel: &str,
    module: &Module,
    functions: &[String],
    settings: &Settings,
) -> Vec<Row> {
    let all = |status: &str| empty_rows(kernel, functions, Compiler::Libnvvm, status);
    let lib: &Libnvvm = match &settings.libnvvm {
        Ok(lib) => lib,
        Err(why) => return all(&format!("not run: {why}")),
    };
    let ir = match export_module(module, Dialect::Nvvm7) {
        Ok(t) => t,
        Err(e) => {
            return all(&format!(
                "failed: export-llvm --dialect nvvm7: {}",
                one_line(&e.to_string())
            ))
        }
    };
    let _ = std::fs::write(settings.ptx_dir.join(format!("{kernel}.nvvm7.ll")), &ir);
    let sm = settings.options.target.sm;
    let arch = arch_option(sm.number());
    let mut times = Vec::with_capacity(NVVM_RUNS);
    let mut ptx = String::new();
    for _ in 0..NVVM_RUNS {
        let options = [arch.as_str(), NO_CONTRACTION_OPTION];
        match lib.compile(&ir, &format!("{kernel}.nvvm7.ll"), &options) {
            Ok(c) => {
                times.push(c.api_time);
                ptx = c.ptx;
            }
            Err(e) => return all(&format!("failed: libnvvm: {}", one_line(&e.to_string()))),
        }
    }
    let stem = settings
        .ptx_dir
        .join(format!("{kernel}.{}", super::file_tag(Compiler::Libnvvm)));
    let _ = std::fs::write(suffixed(&stem, ".ptx"), &ptx);
    let depots = llc_depots(&ptx);
    let a = assemble(&settings.tools, &ptx, sm, &stem);
    let time = median(times);
    let defined: HashSet<String> = ptx.lines().filter_map(super::function_name).collect();
    functions
        .iter()
        .map(|f| {
            // A function libnvvm did not emit (inlined and dropped) has no
            // frame of its own to compare.
            let here = defined.contains(f);
            let row = assembled_row(kernel, f, Compiler::Libnvvm, &a);
            Row {
                depot: here.then(|| depots.get(f).copied().unwrap_or(0)),
                compile_time: Some(time),
                status: if here {
                    row.status.clone()
                } else {
                    "ok (not in libnvvm's PTX: inlined)".into()
                },
                ..row
            }
        })
        .collect()
}
