//! Benchmarks run as commands (`ptxlift bench-*`): whole-pipeline figures
//! on a corpus of kernels, measured the same way every time, printed as a
//! table a note or a document can quote.

pub mod addr;
pub mod frames;
pub mod import;
pub mod snapshot;

use std::path::PathBuf;
use std::time::Duration;

/// The files to measure: those named, and the files ending in `.ext` in
/// named directories (sorted); an error if there are none.
fn expand(paths: &[PathBuf], ext: &str) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(p)
                .map_err(|e| format!("{}: {e}", p.display()))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|f| f.extension().is_some_and(|x| x == ext))
                .collect();
            found.sort();
            out.extend(found);
        } else {
            out.push(p.clone());
        }
    }
    if out.is_empty() {
        return Err(format!("no .{ext} files to measure"));
    }
    Ok(out)
}

/// The median of `v` (zero when empty).
fn median(mut v: Vec<Duration>) -> Duration {
    v.sort_unstable();
    v.get(v.len() / 2).copied().unwrap_or_default()
}
