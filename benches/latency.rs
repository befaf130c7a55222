//! In-process compile latency per kernel of the frame corpus, with a cold
//! `Context` and a reused one.
//!
//! Takes the kernels `ptxlift bench-frames` measures by default
//! (`ptxlift::bench::frames::kernel_files` over
//! `ptxlift::bench::frames::DEFAULT_DIRS`: the `.ll`/`.plir` files of
//! `benches/frames` and `tests/llvm`; for `tests/llvm` these are the
//! `opt -O2` forms, not the sources under `tests/llvm/src`). Each file is
//! parsed or imported once, outside the timing; then, in virtual mode with
//! the default options, two benchmarks per kernel, named
//! `latency/KERNEL/cold` and `latency/KERNEL/reused`:
//!
//! - `cold`: `Context::new()` then `compile` (and dropping both) on every
//!   iteration, as a caller without a context would pay;
//! - `reused`: `compile` with one `Context` held across iterations, as a
//!   JIT would hold one.
//!
//! A kernel that fails to load or compile is reported on stderr and
//! skipped. Measurement times are short (0.3 s warm-up, 1 s measurement,
//! 10 samples) so that the whole corpus runs in a few minutes.
//!
//! Run: `cargo bench --bench latency` (one kernel: `-- aes_round`).

use criterion::{criterion_group, criterion_main, Criterion};
use ptxlift::bench::frames::{kernel_files, DEFAULT_DIRS};
use ptxlift::{ir, llvm, Context, Options};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The corpus, each kernel loaded: (name, module).
fn corpus() -> Vec<(String, ir::Module)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dirs: Vec<PathBuf> = DEFAULT_DIRS.iter().map(|d| root.join(d)).collect();
    let files = match kernel_files(&dirs) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("latency: {e}");
            return Vec::new();
        }
    };
    files
        .into_iter()
        .filter_map(|p| match load(&p) {
            Ok(m) => Some((p.file_stem()?.to_string_lossy().into_owned(), m)),
            Err(e) => {
                eprintln!("latency: skipped {e}");
                None
            }
        })
        .collect()
}

/// Parses a `.plir` file or imports a `.ll` file.
fn load(path: &Path) -> Result<ir::Module, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let module = if path.extension().is_some_and(|x| x == "ll") {
        llvm::import_module(&text).map_err(|e| e.to_string())
    } else {
        ir::parse_module(&text).map_err(|e| e.to_string())
    };
    module.map_err(|e| format!("{}:{e}", path.display()))
}

fn latency(c: &mut Criterion) {
    let options = Options::default();
    for (name, module) in corpus() {
        if let Err(e) = Context::new().compile(&module, &options) {
            eprintln!("latency: skipped {name}: {e}");
            continue;
        }
        let mut group = c.benchmark_group(format!("latency/{name}"));
        group.bench_function("cold", |b| {
            b.iter(|| Context::new().compile(black_box(&module), &options))
        });
        let mut ctx = Context::new();
        group.bench_function("reused", |b| {
            b.iter(|| ctx.compile(black_box(&module), &options))
        });
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(10);
    targets = latency
}
criterion_main!(benches);
