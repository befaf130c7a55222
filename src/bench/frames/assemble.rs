//! ptxas and nvdisasm on one PTX file of `bench-frames`: what `ptxas -v`
//! reports per function, and the SASS counts of the cubin it writes, once
//! as the PTX is and once with a module-level `.pragma "nounroll";`.
//!
//! ```text
//!   PTX ──ptxas -arch=sm_XX -v (default -O3)──> usage per function, wall time,
//!        │                                      TAG.cubin ──nvdisasm -c──> TAG.sass
//!        │                                                 ──sass::parse_listing──> counts
//!        └─with_nounroll──ptxas──> TAG.nounroll.cubin ──nvdisasm -c──> TAG.nounroll.sass
//!                                                      ──> instructions per function
//! ```
//!
//! Takes the tools found (each may be missing), the PTX and the path stem
//! of the files to write; gives an [`Assembled`]. Invariants: a missing
//! ptxas leaves everything empty, a missing nvdisasm the SASS figures; a
//! tool that fails leaves its figures empty and says so in the status,
//! never an error; the listings stay next to the PTX for reading.

use super::one_line;
use super::sass::{self, SassCounts};
use crate::ptx::ptxas::{self, PtxasUsage};
use crate::Sm;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Where `./test.sh` installs the pinned nvdisasm, relative to the project.
pub const INSTALLED_NVDISASM: &str = ".tools/nvdisasm/nvidia/cu13/bin/nvdisasm";
/// The environment variable naming nvdisasm.
pub const NVDISASM_ENV: &str = "NVDISASM";

/// The nvdisasm to use: `explicit`, `$NVDISASM`, [`INSTALLED_NVDISASM`]
/// under the current directory, then `nvdisasm` on `PATH` if it runs.
pub fn find_nvdisasm(explicit: Option<&Path>) -> Option<PathBuf> {
    let candidates = [
        explicit.map(Path::to_path_buf),
        std::env::var_os(NVDISASM_ENV).map(PathBuf::from),
        Some(PathBuf::from(INSTALLED_NVDISASM)),
    ];
    if let Some(p) = candidates.into_iter().flatten().find(|p| p.is_file()) {
        return Some(p);
    }
    let runs = Command::new("nvdisasm")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    runs.then(|| PathBuf::from("nvdisasm"))
}

/// The tools, each if found.
#[derive(Clone, Debug, Default)]
pub struct Tools {
    /// ptxas.
    pub ptxas: Option<PathBuf>,
    /// nvdisasm.
    pub nvdisasm: Option<PathBuf>,
}

/// What ptxas and nvdisasm made of one PTX file.
#[derive(Clone, Debug, Default)]
pub struct Assembled {
    /// `ptxas -v`'s report per function.
    pub usage: HashMap<String, PtxasUsage>,
    /// ptxas's wall time (the `-v` run).
    pub time: Option<Duration>,
    /// The SASS counts per function.
    pub sass: HashMap<String, SassCounts>,
    /// SASS instructions per function with ptxas unrolling disabled.
    pub nounroll: HashMap<String, u32>,
    /// `ok`, or what failed.
    pub status: String,
}

/// ptxas (and nvdisasm) on `ptx` for `sm`; the cubins and listings are
/// written as `STEM.cubin`, `STEM.sass`, `STEM.nounroll.cubin` and
/// `STEM.nounroll.sass`.
pub fn assemble(tools: &Tools, ptx: &str, sm: Sm, stem: &Path) -> Assembled {
    let Some(ptxas) = &tools.ptxas else {
        return Assembled {
            status: "ok (ptxas not run)".into(),
            ..Assembled::default()
        };
    };
    let file = |suffix: &str| suffixed(stem, suffix);
    let t = Instant::now();
    let report = match ptxas::assemble_to(ptxas, ptx, sm, &["-v"], &file(".cubin")) {
        Ok(r) => r,
        Err(e) => {
            return Assembled {
                status: format!("ptxas failed: {}", one_line(&e.to_string())),
                ..Assembled::default()
            }
        }
    };
    let mut out = Assembled {
        usage: ptxas::parse_usage(&report)
            .into_iter()
            .map(|u| (u.name.clone(), u))
            .collect(),
        time: Some(t.elapsed()),
        status: "ok".into(),
        ..Assembled::default()
    };
    let Some(nvdisasm) = &tools.nvdisasm else {
        return out;
    };
    match disassemble(nvdisasm, &file(".cubin"), &file(".sass")) {
        Ok(counts) => out.sass = counts,
        Err(e) => {
            out.status = format!("ok; {e}");
            return out;
        }
    }
    let nounroll = sass::with_nounroll(ptx);
    let counts = ptxas::assemble_to(ptxas, &nounroll, sm, &[], &file(".nounroll.cubin"))
        .map_err(|e| format!("ptxas failed with nounroll: {}", one_line(&e.to_string())))
        .and_then(|_| disassemble(nvdisasm, &file(".nounroll.cubin"), &file(".nounroll.sass")));
    match counts {
        Ok(counts) => {
            out.nounroll = counts
                .into_iter()
                .map(|(f, c)| (f, c.instructions))
                .collect()
        }
        Err(e) => out.status = format!("ok; {e}"),
    }
    out
}

/// `stem` with `suffix` appended (`k.llc-O2` + `.ptx`; a stem may hold
/// dots, so this is not `with_extension`).
pub(super) fn suffixed(stem: &Path, suffix: &str) -> PathBuf {
    let mut name = stem.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// `nvdisasm -c cubin` written to `listing`, counted per function.
fn disassemble(
    nvdisasm: &Path,
    cubin: &Path,
    listing: &Path,
) -> Result<HashMap<String, SassCounts>, String> {
    let out = Command::new(nvdisasm)
        .arg("-c")
        .arg(cubin)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", nvdisasm.display()))?;
    if !out.status.success() {
        return Err(format!(
            "nvdisasm failed on {}: {}",
            cubin.display(),
            one_line(&String::from_utf8_lossy(&out.stderr))
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let _ = std::fs::write(listing, text.as_bytes());
    Ok(sass::parse_listing(&text).into_iter().collect())
}
