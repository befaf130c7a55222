//! Front-end speed: parsing, verifying and printing the bundled examples,
//! and building a kernel through the builder API — the part of a JIT's
//! compile latency this layer contributes. Run: `cargo bench --bench frontend`.

use criterion::{criterion_group, criterion_main, Criterion};
use ptxlift::ir;
use std::hint::black_box;
use std::path::Path;

fn examples() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p: &std::path::PathBuf| p.extension().is_some_and(|x| x == "plir"));
    files.sort();
    files
        .into_iter()
        .filter_map(|p| {
            let name = p.file_stem()?.to_string_lossy().into_owned();
            Some((name, std::fs::read_to_string(&p).ok()?))
        })
        .collect()
}

fn frontend(c: &mut Criterion) {
    let sources = examples();
    let all: String = sources
        .iter()
        .map(|(_, t)| t.as_str())
        .collect::<Vec<_>>()
        .join("\n");
    c.bench_function("parse all examples", |b| {
        b.iter(|| ir::parse_module(black_box(&all)))
    });
    let module = ir::parse_module(&all).expect("examples parse");
    c.bench_function("verify all examples", |b| {
        b.iter(|| ir::verify_module(black_box(&module)))
    });
    c.bench_function("print all examples", |b| {
        b.iter(|| black_box(&module).to_string())
    });
    for (name, text) in &sources {
        c.bench_function(&format!("parse+verify {name}"), |b| {
            b.iter(|| {
                let m = ir::parse_module(black_box(text)).expect("parses");
                ir::verify_module(&m).expect("verifies");
            })
        });
    }
}

criterion_group!(benches, frontend);
criterion_main!(benches);
