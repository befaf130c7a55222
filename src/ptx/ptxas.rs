//! Finding and running NVIDIA's `ptxas`, the external judge of whether
//! ptxlift's PTX is well formed (`ptxlift fuzz` and the test suite use it).
//!
//! ```text
//!   find(--ptxas) : the given path, $PTXAS, ./.tools/cuda/nvidia/cu13/bin/ptxas
//!                   (where ./test.sh installs the pinned wheel), then PATH
//!   assemble(ptxas, ptx, sm) : write a unique temporary .ptx, run
//!                   `ptxas -arch=sm_XX f.ptx -o f.cubin`, remove both files
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
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let stem = std::env::temp_dir().join(format!("ptxlift-{}-{n}", std::process::id()));
    let (ptx_file, cubin) = (stem.with_extension("ptx"), stem.with_extension("cubin"));
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
    let _ = std::fs::remove_file(&cubin);
    let out =
        out.map_err(|e| AssembleError::Crashed(format!("cannot run {}: {e}", ptxas.display())))?;
    let diagnostics = String::from_utf8_lossy(&out.stderr)
        .lines()
        .take(MAX_DIAGNOSTIC_LINES)
        .collect::<Vec<_>>()
        .join("\n");
    match out.status.code() {
        Some(0) => Ok(()),
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
