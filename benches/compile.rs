//! In-process compile latency: each example, in virtual mode and in budget
//! mode (`--max-regs 24`), from a parsed module to PTX text, with a reused
//! `Context` (as a JIT would hold one). Throughput is reported in IR
//! instructions per second.
//!
//! Run: `cargo bench --bench compile`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ptxlift::{ir, Context, Options, RegMode};
use std::hint::black_box;
use std::path::Path;

fn examples() -> Vec<(String, ir::Module)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    paths.retain(|p: &std::path::PathBuf| p.extension().is_some_and(|x| x == "plir"));
    paths.sort();
    paths
        .into_iter()
        .filter_map(|p| {
            let name = p.file_stem()?.to_string_lossy().into_owned();
            let module = ir::parse_module(&std::fs::read_to_string(&p).ok()?).ok()?;
            Some((name, module))
        })
        .collect()
}

fn compile_latency(c: &mut Criterion) {
    for (name, module) in examples() {
        let insts: usize = module
            .functions
            .values()
            .map(|f| f.layout.insts().count())
            .sum();
        let mut group = c.benchmark_group(format!("compile/{name}"));
        group.throughput(Throughput::Elements(insts as u64));
        for (mode_name, reg_mode) in [
            ("virtual", RegMode::Virtual),
            ("budget24", RegMode::Budget { max_regs: 24 }),
        ] {
            let options = Options {
                reg_mode,
                ..Options::default()
            };
            let mut ctx = Context::new();
            group.bench_function(mode_name, |b| {
                b.iter(|| {
                    ctx.compile(black_box(&module), &options)
                        .expect("examples compile")
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, compile_latency);
criterion_main!(benches);
