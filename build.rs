//! Build script: generates the IR's instruction code from the instruction
//! table (`build/ir.rs`, reading `src/ir/instructions/{meta,formats,table}.rs`)
//! and compiles the ISLE lowering rules (the generated `ir.isle` and
//! `isle/*.isle`) with the `cranelift-isle` crate. Everything goes to
//! `OUT_DIR`; `src/ir/instructions/mod.rs`, `src/ir/builder/inst_builder.rs`,
//! `src/ir/parser/inst.rs`, `src/ir/printer.rs` and `src/lower/isle.rs`
//! include it.

use std::path::{Path, PathBuf};

#[allow(dead_code)]
#[path = "src/ir/instructions/meta.rs"]
mod meta;

#[allow(dead_code)]
#[path = "src/ir/instructions/formats.rs"]
mod formats;

#[allow(dead_code)]
#[path = "src/ir/instructions/table.rs"]
mod table;

#[path = "build/ir.rs"]
mod ir;

fn write(path: &Path, text: Result<String, std::fmt::Error>) {
    let text = text.unwrap_or_else(|e| panic!("generating {}: {e}", path.display()));
    std::fs::write(path, text).unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
}

fn main() {
    let inputs = [
        "build/ir.rs",
        "src/ir/instructions/meta.rs",
        "src/ir/instructions/formats.rs",
        "src/ir/instructions/table.rs",
        "isle/prelude.isle",
        "isle/ptx.isle",
        "isle/lower.isle",
    ];
    for f in inputs {
        println!("cargo:rerun-if-changed={f}");
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let (fmts, insts) = (formats::FORMATS, table::INSTRUCTIONS);
    ir::check(fmts, insts);
    write(&out.join("ir_opcodes.rs"), ir::opcodes(insts));
    write(&out.join("ir_inst_data.rs"), ir::inst_data(fmts));
    write(&out.join("ir_parse.rs"), ir::parser(fmts));
    write(&out.join("ir_print.rs"), ir::printer(fmts));
    write(&out.join("ir_builder.rs"), ir::builder(fmts, insts));
    let ir_isle = out.join("ir.isle");
    write(&ir_isle, ir::isle(fmts, insts));

    let files = [
        ir_isle,
        PathBuf::from("isle/prelude.isle"),
        PathBuf::from("isle/ptx.isle"),
        PathBuf::from("isle/lower.isle"),
    ];
    let options = cranelift_isle::codegen::CodegenOptions {
        exclude_global_allow_pragmas: true,
        ..Default::default()
    };
    match cranelift_isle::compile::from_files(&files, &options) {
        Ok(code) => write(&out.join("isle_lower.rs"), Ok(code)),
        Err(errors) => {
            eprintln!("{errors}");
            panic!("ISLE compilation failed");
        }
    }
}
