//! Random valid modules (from `ptxlift::fuzzgen`) through the whole backend
//! in a register mode the input picks. Nothing may panic, and each stage's
//! check must pass: the verifier on the IR (after every IR pass),
//! regalloc2's checker on every budget-mode allocation, and the PTX parser
//! and the simulator's decoder on the emitted text.
//!
//! Run: `cargo fuzz run compile`.

#![no_main]

use libfuzzer_sys::arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use ptxlift::ptx::{parse, sim};
use ptxlift::{compile, fuzzgen, ir, Options, RegMode};

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(budget) = u.int_in_range(7u32..=40) else { return };
    let Ok(generated) = fuzzgen::generate(&mut u) else { return };
    let module = &generated.module;
    if let Err(e) = ir::verify_module(module) {
        panic!("the generator made an invalid module: {e}\n{module}");
    }
    // 7 stands for virtual registers; 8..=40 is a budget.
    let reg_mode = match budget {
        7 => RegMode::Virtual,
        max_regs => RegMode::Budget { max_regs },
    };
    let options = Options {
        reg_mode,
        check_regalloc: true,
        verify: true,
        ..Options::default()
    };
    let compiled = compile(module, &options)
        .unwrap_or_else(|e| panic!("a verified module does not compile: {e}\n{module}"));
    let ptx = parse::parse(&compiled.ptx)
        .unwrap_or_else(|e| panic!("our PTX does not parse: {e}\n{}", compiled.ptx));
    let errors = sim::check(&ptx);
    assert!(errors.is_empty(), "the simulator cannot decode our PTX: {errors:?}");
});
