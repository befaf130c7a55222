//! Finding and running NVIDIA's `ptxas`, the external judge of whether
//! ptxlift's PTX is well formed (`ptxlift fuzz` and the test suite use it).
//!
//! ```text
//!   find(--ptxas) : the given path, $PTXAS, ./.tools/cuda/nvidia/cu13/bin/ptxas
//!                   (where ./test.sh installs the pinned wheel), then PATH
//!   assemble(ptxas, ptx, sm) : write a unique temporary .ptx, run
//!                   `ptxas -arch=sm_XX f.ptx -o f.cubin`, remove both files
//!   assemble_to(ptxas, ptx, sm, args, cubin) : the same, keeping the cubin
//!                   at `cubin` (bench-frames disassembles it)
//! ```
//!
//! Invariants: `assemble` is safe to call from many threads at once (each
//! call has its own files) and never panics; a non-zero exit status is
//! [`AssembleError::Rejected`], death by a signal or failure to start is
//! [`AssembleError::Crashed`].

use crate::target::Sm;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

/// Where `./test.sh` installs the pinned ptxas, relative to the project.
pub const INSTALLED_PTXAS: &str = ".tools/cuda/nvidia/cu13/bin/ptxas";
/// Lines of ptxas's diagnostics kept in an error.
const MAX_DIAGNOSTIC_LINES: usize = 8;

/// The ptxas to use: `explicit`, `$PTXAS`, [`INSTALLED_PTXAS`] under the
/// current directory, then `ptxas` on `PATH` if it runs.
pub fn find(explicit: Option<&Path>) -> Option<PathBuf> {
    let candidates = [
        explicit.map(Path::to_path_buf),
        std::env::var_os("PTXAS").map(PathBuf::from),
        Some(PathBuf::from(INSTALLED_PTXAS)),
    ];
    if let Some(p) = candidates.into_iter().flatten().find(|p| p.is_file()) {
        return Some(p);
    }
    let runs = Command::new("ptxas")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    runs.then(|| PathBuf::from("ptxas"))
}

/// Why ptxas did not produce a cubin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AssembleError {
    /// ptxas ran and rejected the PTX; its diagnostics.
    Rejected(String),
    /// ptxas could not run or died by a signal.
    Crashed(String),
}

impl std::fmt::Display for AssembleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AssembleError::Rejected(m) => write!(f, "ptxas rejects the PTX: {m}"),
            AssembleError::Crashed(m) => write!(f, "ptxas crashed: {m}"),
        }
    }
}

/// Assembles `ptx` for `sm` with `ptxas` (at its default `-O3`). When
/// ptxas crashes, the error says whether `-O0` assembles the same text: if
/// it does, the PTX is well formed and the crash is ptxas's optimiser's.
pub fn assemble(ptxas: &Path, ptx: &str, sm: Sm) -> Result<(), AssembleError> {
    match assemble_with(ptxas, ptx, sm, &[]) {
        Err(AssembleError::Crashed(m)) => {
            let at_o0 = match assemble_with(ptxas, ptx, sm, &["-O0"]) {
                Ok(()) => "ptxas -O0 assembles the same PTX",
                Err(AssembleError::Rejected(_)) => "ptxas -O0 rejects the same PTX",
                Err(AssembleError::Crashed(_)) => "ptxas -O0 crashes too",
            };
            Err(AssembleError::Crashed(format!("{m} ({at_o0})")))
        }
        other => other,
    }
}

/// Assembles `ptx` for `sm` with `ptxas` and extra options `args`.
pub fn assemble_with(ptxas: &Path, ptx: &str, sm: Sm, args: &[&str]) -> Result<(), AssembleError> {
    run(ptxas, ptx, sm, args, None).map(|_| ())
}

/// What `ptxas -v` reports for one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PtxasUsage {
    /// The function's name.
    pub name: String,
    /// Registers per thread (reported for kernels only).
    pub registers: Option<u32>,
    /// Stack frame bytes.
    pub stack_frame: u32,
    /// Spill store bytes.
    pub spill_stores: u32,
    /// Spill load bytes.
    pub spill_loads: u32,
}

/// Assembles `ptx` with `ptxas -v` and returns each function's resource
/// usage, in the order ptxas reports them.
pub fn usage(ptxas: &Path, ptx: &str, sm: Sm) -> Result<Vec<PtxasUsage>, AssembleError> {
    Ok(parse_usage(&run(ptxas, ptx, sm, &["-v"], None)?))
}

/// Assembles `ptx` for `sm` with `ptxas` and extra options `args`, and
/// keeps the cubin at `cubin`; gives ptxas's report (standard error).
pub fn assemble_to(
    ptxas: &Path,
    ptx: &str,
    sm: Sm,
    args: &[&str],
    cubin: &Path,
) -> Result<String, AssembleError> {
    run(ptxas, ptx, sm, args, Some(cubin))
}

/// Parses the `ptxas -v` report.
pub fn parse_usage(report: &str) -> Vec<PtxasUsage> {
    let mut out: Vec<PtxasUsage> = Vec::new();
    let number_before = |line: &str, what: &str| -> Option<u32> {
        let end = line.find(what)?;
        line[..end].split_whitespace().last()?.parse().ok()
    };
    for line in report.lines() {
        if let Some(rest) = line.split("Function properties for ").nth(1) {
            let name = rest.trim().to_string();
            if !out.iter().any(|u| u.name == name) {
                out.push(PtxasUsage {
                    name,
                    ..PtxasUsage::default()
                });
            }
        } else if let Some(last) = out.last_mut() {
            if let Some(n) = number_before(line, "bytes stack frame") {
                last.stack_frame = n;
                last.spill_stores = number_before(line, "bytes spill stores").unwrap_or(0);
                last.spill_loads = number_before(line, "bytes spill loads").unwrap_or(0);
            } else if let Some(n) = number_before(line, "registers") {
                last.registers = Some(n);
            }
        }
    }
    out
}

/// Runs `ptxas` on `ptx`; returns its standard error (its report). The
/// cubin goes to `keep` if given, else to a temporary file removed after.
fn run(
    ptxas: &Path,
    ptx: &str,
    sm: Sm,
    args: &[&str],
    keep: Option<&Path>,
) -> Result<String, AssembleError> {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let stem = std::env::temp_dir().join(format!("ptxlift-{}-{n}", std::process::id()));
    let ptx_file = stem.with_extension("ptx");
    let cubin = keep.map_or_else(|| stem.with_extension("cubin"), Path::to_path_buf);
    std::fs::write(&ptx_file, ptx)
        .map_err(|e| AssembleError::Crashed(format!("cannot write {}: {e}", ptx_file.display())))?;
    let out = Command::new(ptxas)
        .arg(format!("-arch={sm}"))
        .args(args)
        .arg(&ptx_file)
        .arg("-o")
        .arg(&cubin)
        .output();
    let _ = std::fs::remove_file(&ptx_file);
    if keep.is_none() {
        let _ = std::fs::remove_file(&cubin);
    }
    let out =
        out.map_err(|e| AssembleError::Crashed(format!("cannot run {}: {e}", ptxas.display())))?;
    let report = String::from_utf8_lossy(&out.stderr);
    let diagnostics = report
        .lines()
        .take(MAX_DIAGNOSTIC_LINES)
        .collect::<Vec<_>>()
        .join("\n");
    match out.status.code() {
        Some(0) => Ok(report.into_owned()),
        Some(_) => Err(AssembleError::Rejected(diagnostics)),
        None => {
            let signal = out
                .status
                .signal()
                .map_or("a signal".to_string(), |s| format!("signal {s}"));
            Err(AssembleError::Crashed(format!(
                "killed by {signal}{}{diagnostics}",
                if diagnostics.is_empty() { "" } else { ": " }
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usage_report_is_parsed_per_function() {
        // As ptxas 13.5 prints it for a kernel calling a device function.
        let report = "ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'fib_table' for 'sm_80'
ptxas info    : Function properties for fib_table
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 24 registers, used 0 barriers, 368 bytes cmem[0]
ptxas info    : Compile time = 3.091 ms
ptxas info    : Function properties for fib
    24 bytes stack frame, 20 bytes spill stores, 16 bytes spill loads
";
        let got = parse_usage(report);
        assert_eq!(
            got,
            vec![
                PtxasUsage {
                    name: "fib_table".into(),
                    registers: Some(24),
                    ..PtxasUsage::default()
                },
                PtxasUsage {
                    name: "fib".into(),
                    registers: None,
                    stack_frame: 24,
                    spill_stores: 20,
                    spill_loads: 16,
                },
            ]
        );
    }
}
