//! Any byte string: parse it as a `.plir` module and verify it. Neither may
//! panic; a parse error must carry a line and column; a verified module
//! must print to text that parses back to an equal module.
//!
//! Run: `cargo fuzz run parse_verify` (seed corpus: `examples/`, `tests/filetests/`).

#![no_main]

use libfuzzer_sys::fuzz_target;
use ptxlift::ir;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match ir::parse_module(text) {
        Err(e) => assert!(e.line >= 1 && e.col >= 1, "parse error without a position: {e:?}"),
        Ok(module) => {
            if ir::verify_module(&module).is_ok() {
                let printed = module.to_string();
                let again = ir::parse_module(&printed).expect("printed module parses");
                assert!(again == module, "parse(print(m)) != m");
            }
        }
    }
});
