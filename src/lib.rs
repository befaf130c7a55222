//! ptxlift: a Cranelift-style code generator from an SSA IR to NVIDIA PTX.
//!
//! ```text
//!   ir::Module ──verify──> per function, the passes of the pipeline:
//!     unroll ─> addr-opt ─> promote (IR passes) ─> lower (ISLE) ──> VCode
//!     ─> regalloc (virtual | budget) ─> frame ─> emit ──> PTX text
//! ```
//!
//! Embedding: build or parse a [`ir::Module`], then call [`compile`] (or
//! [`Context::compile`] to reuse buffers across compilations). Compilation
//! uses no global state; a `Context` is `Send`, so a runtime can compile on
//! many threads with one context each.
//!
//! ```
//! let module = ptxlift::ir::parse_module(
//!     "kernel %k(i64 global) {\nblock0(v0: i64):\n    v1 = iconst.i32 7\n    store global v0, v1\n    return\n}\n",
//! ).unwrap();
//! let out = ptxlift::compile(&module, &ptxlift::Options::default()).unwrap();
//! assert!(out.ptx.contains(".visible .entry k("));
//! ```

#![warn(missing_docs)]
extern crate alloc;

pub mod abi;
pub mod analysis;
pub mod bench;
pub mod frame;
pub mod fuzzgen;
pub mod interp;
pub mod ir;
pub mod llvm;
pub mod lower;
pub mod opt;
pub mod ptx;
pub mod rng;
pub mod runtest;
pub mod target;
pub mod vcode;

mod compile;

pub use compile::{
    compile, run_ir_passes, CompiledModule, Context, Error, FunctionReport, Options, Pass,
    PassReport, PassSet, PassStats, SeededBug,
};
pub use target::{PtxVersion, Sm, Target};
pub use vcode::regalloc::RegMode;
