//! Random valid kernels (from `ptxlift::fuzzgen`): the IR interpreter's
//! output buffer must equal, bit for bit, the PTX simulator's on the
//! compiled code, in virtual mode and with a 16-register budget. The same
//! check as `ptxlift fuzz`, driven by libFuzzer's coverage instead of seeds
//! (ptxas is not run here; `ptxlift fuzz` runs it).
//!
//! Run: `cargo fuzz run differential`.

#![no_main]

use libfuzzer_sys::arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use ptxlift::fuzzgen::harness::{check_program, FuzzOptions, Outcome};
use ptxlift::{fuzzgen, Options, RegMode};

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(generated) = fuzzgen::generate(&mut u) else { return };
    for reg_mode in [RegMode::Virtual, RegMode::Budget { max_regs: 16 }] {
        let opts = FuzzOptions {
            iterations: 1,
            seed: 0,
            compile: Options {
                reg_mode,
                ..Options::default()
            },
            time_limit: None,
            ptxas: None,
            out_dir: std::env::temp_dir(),
            minimize: false,
        };
        if let Outcome::Fail(class, detail) =
            check_program(&generated.module, &generated.launch, &opts)
        {
            panic!(
                "{class:?} ({reg_mode:?}): {detail}\n{}{}",
                generated.module,
                generated.launch.directives()
            );
        }
    }
});
