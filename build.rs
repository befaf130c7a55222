//! Compiles the ISLE lowering rules (`isle/*.isle`) into Rust in `OUT_DIR`;
//! `src/lower/isle.rs` includes the result. Any change to an `.isle` file
//! reruns this script.

use std::path::PathBuf;

fn main() {
    let files = [
        PathBuf::from("isle/prelude.isle"),
        PathBuf::from("isle/lower.isle"),
    ];
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
    }
    let options = cranelift_isle::codegen::CodegenOptions {
        exclude_global_allow_pragmas: true,
        ..Default::default()
    };
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    match cranelift_isle::compile::from_files(&files, &options) {
        Ok(code) => {
            std::fs::write(out.join("isle_lower.rs"), code)
                .expect("write the generated lowering code");
        }
        Err(errors) => {
            eprintln!("{errors}");
            panic!("ISLE compilation failed");
        }
    }
}
