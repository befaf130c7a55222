//! What the integration tests share: the project's `.plir` files, finding
//! ptxas the way CI requires, and running the `ptxlift` binary.
//!
//! Each test crate uses a part of this module, so unused items are allowed.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// Every `.plir` file below `dir`, sorted.
pub fn plir_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "plir") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out.sort();
    out
}

/// Path and text of every `.plir` file in `examples/` and
/// `tests/filetests/`, sorted by path.
pub fn plir_sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = plir_files(&root.join("examples"));
    paths.extend(plir_files(&root.join("tests/filetests")));
    paths
        .into_iter()
        .filter_map(|p| std::fs::read_to_string(&p).ok().map(|t| (p, t)))
        .collect()
}

/// Is `path` one of the bundled examples?
pub fn is_example(path: &Path) -> bool {
    path.components().any(|c| c.as_os_str() == "examples")
}

/// Does `text` have the header line `test KIND...`?
pub fn has_test_kind(text: &str, kind: &str) -> bool {
    text.lines().any(|l| {
        l.trim()
            .strip_prefix("test ")
            .is_some_and(|rest| rest.split_whitespace().next() == Some(kind))
    })
}

/// `ptxas`, or `None` after saying the test runs without it. With
/// `CI=true` a missing ptxas fails the test.
pub fn require_ptxas() -> Option<PathBuf> {
    let found = ptxlift::ptx::ptxas::find(None);
    if found.is_none() {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true");
        assert!(
            !ci,
            "ptxas not found (set PTXAS or run ./test.sh, which installs it); CI=true requires it"
        );
        eprintln!("WARNING: ptxas not found (set PTXAS or run ./test.sh to install it): skipped");
    }
    found
}

/// Runs `ptxlift ARGS`: success, stdout, stderr.
pub fn cli(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxlift"))
        .args(args)
        .output()
        .expect("run ptxlift");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
