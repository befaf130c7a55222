//! Same input, same options, same PTX, whatever the machine's load: the
//! whole corpus (every `.plir` and `.ll` under examples, tests and
//! benches: examples, filetests, `tests/llvm`, the bench kernels) and a
//! chain of address additions long enough to reach the address
//! optimiser's work limit are compiled once on a quiet machine and once
//! while busy threads keep every core loaded, and the results (PTX or
//! error text) compared byte for byte. The optimiser's limits are counts,
//! not a clock, so a slower run must not stop it earlier.

use ptxlift::bench::snapshot::corpus_files;
use ptxlift::{ir, runtest, Context, Options, Target};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

/// Busy threads per core while the corpus compiles the second time.
const BUSY_THREADS_PER_CORE: usize = 2;
/// Links of the long address chain (reaches a rewrite limit).
const CHAIN_LINKS: usize = 5_000;

/// Each corpus input that loads: its name, module and options.
fn corpus() -> Vec<(String, ir::Module, Options)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dirs = ["examples", "tests", "benches"].map(|d| root.join(d));
    let files = corpus_files(&dirs).expect("the corpus is readable");
    let mut inputs = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let module = if path.extension().is_some_and(|x| x == "ll") {
            ptxlift::llvm::import_module(&text).map_err(|e| e.to_string())
        } else {
            ir::parse_module(&text).map_err(|e| e.to_string())
        };
        // Files that do not load are tests of the parser or importer.
        let Ok(module) = module else { continue };
        let mut options = Options::default();
        if let Some(v) = runtest::directives::required_ptx(&text) {
            if let Ok(t) = Target::new(options.target.sm, Some(v.max(options.target.ptx))) {
                options.target = t;
            }
        }
        inputs.push((path.display().to_string(), module, options));
    }
    inputs.push(("address chain".into(), chain(), Options::default()));
    inputs
}

/// A kernel storing to `base + tid + 4 + 5 + 6 + 4 + ...`, one `iadd_imm`
/// per link.
fn chain() -> ir::Module {
    let mut text = String::from(
        "kernel %chain(i64 global, i32) {\nblock0(v0: i64, v1: i32):\n    v2 = sreg tid.x\n    v3 = uextend.i64 v2\n",
    );
    for k in 0..CHAIN_LINKS {
        text += &format!("    v{} = iadd_imm v{}, {}\n", k + 4, k + 3, 4 + k % 3);
    }
    let (last, sum) = (CHAIN_LINKS + 3, CHAIN_LINKS + 4);
    text +=
        &format!("    v{sum} = iadd v0, v{last}\n    store global v{sum}, v1\n    return\n}}\n");
    ir::parse_module(&text).expect("the chain parses")
}

/// The PTX (or the error) of every input, in order.
fn compile_all(inputs: &[(String, ir::Module, Options)]) -> Vec<Result<String, String>> {
    let mut ctx = Context::new();
    inputs
        .iter()
        .map(|(_, module, options)| {
            ctx.compile(module, options)
                .map(|c| c.ptx)
                .map_err(|e| e.to_string())
        })
        .collect()
}

/// Sets its flag when dropped.
struct StopOnDrop<'a>(&'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

#[test]
fn the_corpus_compiles_to_the_same_bytes_on_a_loaded_machine() {
    let inputs = corpus();
    assert!(inputs.len() > 200, "only {} inputs", inputs.len());
    // The chain must reach a limit, or it tests nothing.
    let chain = inputs.last().expect("the chain");
    let compiled = ptxlift::compile(&chain.1, &chain.2).expect("the chain compiles");
    assert!(
        compiled.functions[0].addr().limits_hit > 0,
        "{:?}",
        compiled.functions[0].addr()
    );

    let quiet = compile_all(&inputs);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let stop = AtomicBool::new(false);
    let loaded = std::thread::scope(|s| {
        for _ in 0..cores * BUSY_THREADS_PER_CORE {
            s.spawn(|| {
                let mut x = 1u64;
                while !stop.load(Ordering::Relaxed) {
                    for _ in 0..10_000 {
                        x = std::hint::black_box(
                            x.wrapping_mul(6364136223846793005).wrapping_add(1),
                        );
                    }
                }
            });
        }
        // Stops the busy threads however the compilation ends.
        let _stop = StopOnDrop(&stop);
        compile_all(&inputs)
    });
    for ((name, _, _), (a, b)) in inputs.iter().zip(quiet.iter().zip(&loaded)) {
        assert!(a == b, "{name}: the output differs under load");
    }
    let ptx = quiet.iter().filter(|r| r.is_ok()).count();
    assert!(ptx > 200, "only {ptx} inputs compiled");
}
