//! The address optimiser on everything we have: every example, filetest and
//! benchmark kernel, and random programs from the fuzzer, optimised (by the
//! cost model and with random `--chaos` choices) and checked by the
//! verifier (the output must be valid SSA with every leaf dominating its new
//! use); the examples and benchmark kernels compiled with it (default,
//! `--no-scev`, `--chaos`) and run on the interpreter and the PTX
//! simulator, compared; and a 5,000-link chain of address additions, which
//! must compile with the e-graph limits reported rather than hit silently.

mod common;

use ptxlift::ir::{self, Function};
use ptxlift::opt::{optimize_addresses, AddrOptions};
use ptxlift::{compile, Options, Pass};

fn optimise_and_verify(name: &str, func: &Function) -> ptxlift::opt::AddrStats {
    for seed in [1, 2] {
        let mut f = func.clone();
        let chaos = AddrOptions {
            chaos: Some(seed),
            ..AddrOptions::default()
        };
        optimize_addresses(&mut f, &chaos);
        if let Err(e) = ir::verify_function(&f) {
            panic!(
                "{name} %{} (chaos {seed}): the optimised function does not verify: {e}\n{}",
                f.name, f
            );
        }
    }
    let mut f = func.clone();
    let stats = optimize_addresses(&mut f, &AddrOptions::default());
    if let Err(e) = ir::verify_function(&f) {
        panic!(
            "{name} %{}: the optimised function does not verify: {e}\n{}",
            f.name, f
        );
    }
    assert!(stats.cost_after <= stats.cost_before, "{name}: {stats:?}");
    stats
}

#[test]
fn every_source_and_fuzz_program_still_verifies() {
    let (mut functions, mut roots, mut rewritten) = (0, 0, 0);
    let mut sources = common::plir_sources();
    for entry in std::fs::read_dir("benches/addr").expect("benches/addr") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "plir") {
            let text = std::fs::read_to_string(&path).expect("readable");
            sources.push((path, text));
        }
    }
    for (path, text) in &sources {
        let Ok(module) = ir::parse_module(text) else {
            continue;
        };
        if ir::verify_module(&module).is_err() {
            continue;
        }
        for func in module.functions.values() {
            let s = optimise_and_verify(&path.display().to_string(), func);
            functions += 1;
            roots += s.roots;
            rewritten += s.rewritten;
        }
    }
    for seed in 1..=300 {
        let generated = ptxlift::fuzzgen::generate_from_seed(seed).expect("generates");
        for func in generated.module.functions.values() {
            let s = optimise_and_verify(&format!("fuzz seed {seed}"), func);
            functions += 1;
            roots += s.roots;
            rewritten += s.rewritten;
        }
    }
    eprintln!("{functions} functions, {roots} address roots, {rewritten} rewritten");
    assert!(rewritten > 0);
}

#[test]
fn a_long_chain_of_address_additions_stays_bounded() {
    const LINKS: usize = 5_000;
    let mut text = String::from("kernel %chain(i64 global, i32) {\nblock0(v0: i64, v1: i32):\n    v2 = sreg tid.x\n    v3 = uextend.i64 v2\n");
    let mut last = 3;
    for k in 0..LINKS {
        let next = last + 1;
        text.push_str(&format!(
            "    v{next} = iadd_imm v{last}, {}\n",
            4 + (k % 3)
        ));
        last = next;
    }
    text.push_str(&format!(
        "    v{} = iadd v0, v{last}\n    store global v{}, v1\n    return\n}}\n",
        last + 1,
        last + 1
    ));
    let module = ir::parse_module(&text).expect("parses");
    let compiled = compile(&module, &Options::default()).expect("compiles");
    let stats = compiled.functions[0].addr();
    eprintln!(
        "{LINKS} links: {stats:?}, optimiser {:?}",
        compiled.functions[0].time(Pass::AddrOpt)
    );
    assert_eq!(stats.roots, 1);
    // The chain folds to one constant offset: x + 25,000-ish.
    assert!(stats.rewritten == 1 || stats.limits_hit > 0, "{stats:?}");
}

#[test]
fn optimised_kernels_agree_with_the_interpreter() {
    let files: Vec<String> = ["examples", "benches/addr", "tests/filetests/optimize"]
        .iter()
        .flat_map(|d| common::plir_files(std::path::Path::new(d)))
        .map(|p| p.display().to_string())
        .collect();
    for mode in [
        &[][..],
        &["--no-scev"],
        &["--chaos", "7"],
        &["--chaos", "8"],
    ] {
        let mut args = vec!["run", "--engine", "both"];
        args.extend_from_slice(mode);
        args.extend(files.iter().map(String::as_str));
        let (ok, out, err) = common::cli(&args);
        assert!(ok, "{mode:?}: {out}\n{err}");
        assert!(out.contains(" 0 failed"), "{mode:?}: {out}");
    }
}
