//! Export of a ptxlift [`Module`] as textual LLVM IR for NVPTX
//! (`ptxlift export-llvm`), the reverse of the importer.
//!
//! ```text
//!   Module ──verify──> constant data → internal addrspace(4) constants,
//!     global data → internal addrspace(1) variables;
//!     per function: params (pointer annotations → typed
//!     pointers), stack slots → allocas in addrspace(5), shared slots →
//!     module addrspace(3) globals, blocks in reverse postorder (block
//!     parameters → phis, edge blocks where one terminator reaches a block
//!     twice), instructions → LLVM instructions and intrinsics
//!   ──> header + globals + functions + intrinsic declarations (text)
//! ```
//!
//! Takes a module (verified here first) and a [`Dialect`]; gives `.ll`
//! text: `modern` is what `llc-22 -march=nvptx64 -mcpu=sm_80` compiles
//! and `ptxlift import` reads back; `nvvm7` (typed pointers, LLVM 7
//! syntax, `!nvvm.annotations`) is what libNVVM 13.5 compiles (see
//! `nvvm.rs`). Invariants: every instruction keeps exactly the
//! IR's semantics — where LLVM's plain instruction is poison or undefined
//! for inputs the IR defines (shifts by the width or more, float to
//! integer conversions out of range, `fmin`/`fmax` of zeros and NaNs,
//! `i1` in memory), the guarded or intrinsic form is written; where the
//! IR itself has no defined result (division by zero) the plain LLVM
//! instruction is. What cannot be written is an [`ExportError`] naming
//! the function and instruction, never a panic. Fast-math flags are not
//! written: the module is exported as `ir::fast_math::resolve` makes it
//! (`fma`, `rsqrt`), so llc cannot fuse otherwise than the interpreter.
//! The mapping is documented in `docs/LLVM.md`.

mod asm;
mod data;
mod dialect;
mod function;
mod inst;
mod memory;

pub use dialect::{
    addrspace, Dialect, NVPTX64_DATALAYOUT, NVPTX64_TRIPLE, NVVM7_DATALAYOUT, NVVM_IR_VERSION,
};

use crate::ir::{self, Module};
use core::fmt;
use std::collections::BTreeMap;

/// An export failure: the function and source line (when known) and what
/// cannot be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportError {
    /// The function, when the failure is inside one.
    pub function: Option<String>,
    /// The source line of the instruction (0 when unknown).
    pub line: u32,
    /// What is wrong, as a sentence.
    pub message: String,
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, &self.function) {
            (0, Some(func)) => write!(f, "in %{func}: {}", self.message),
            (0, None) => f.write_str(&self.message),
            (l, Some(func)) => write!(f, "{l}: in %{func}: {}", self.message),
            (l, None) => write!(f, "{l}: {}", self.message),
        }
    }
}

impl std::error::Error for ExportError {}

/// Writes `module` as LLVM IR text in `dialect`. The module is verified
/// first; verifier diagnostics come back as one error.
pub fn export_module(module: &Module, dialect: Dialect) -> Result<String, ExportError> {
    ir::verify_module(module).map_err(|errs| ExportError {
        function: None,
        line: 0,
        message: format!(
            "the module does not verify, so it is not exported: {}",
            errs.0
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("; ")
        ),
    })?;
    // What the flags mean, written out (fma, rsqrt), so that llc computes
    // exactly what the interpreter does rather than fusing by its own rule.
    let module = &*ir::fast_math::resolved_module(module);
    let mut globals = data::module_data(module, dialect);
    let mut bodies = String::new();
    // Intrinsic name → its `declare` line, sorted for a stable output.
    let mut decls: BTreeMap<String, String> = BTreeMap::new();
    let mut kernels = Vec::new();
    // Loop metadata is numbered after the kernel trailer's nodes.
    let kernel_count = module.functions.values().filter(|f| f.is_kernel()).count();
    let mut loops = function::LoopMetadata::new(dialect.trailer_nodes(kernel_count));
    for (_, func) in module.functions.iter() {
        let out = function::emit_function(module, func, dialect, &mut decls, &mut loops)?;
        globals.push_str(&out.globals);
        bodies.push_str(&out.body);
        bodies.push('\n');
        if func.is_kernel() {
            kernels.push((global_name(&func.name), out.fn_ty, func.launch_bounds));
        }
    }
    let mut text = String::from("; exported by ptxlift export-llvm\n");
    text.push_str(&dialect.header());
    text.push('\n');
    if !globals.is_empty() {
        text.push_str(&globals);
        text.push('\n');
    }
    text.push_str(&bodies);
    for decl in decls.values() {
        text.push_str(decl);
        text.push('\n');
    }
    text.push_str(&dialect.kernel_trailer(&kernels));
    if !loops.text.is_empty() {
        text.push('\n');
        text.push_str(&loops.text);
    }
    Ok(text)
}

/// The run-directive comment lines of a `.plir` text (`; run:`,
/// `; launch:`, `; arg:`, `; expect:`, `; print:`, `; requires:`), in
/// order, so an exported file can be run as its source was.
pub fn directive_lines(text: &str) -> String {
    const KEYS: [&str; 6] = ["run:", "launch:", "arg:", "expect:", "print:", "requires:"];
    let mut out = String::new();
    for line in text.lines() {
        let Some(body) = line.trim_start().strip_prefix(';') else {
            continue;
        };
        if KEYS.iter().any(|k| body.trim_start().starts_with(k)) {
            out.push_str(line.trim_start());
            out.push('\n');
        }
    }
    out
}

/// An LLVM global or function name for an IR name: bare when LLVM's
/// identifier syntax allows it, quoted otherwise (a leading digit).
pub(crate) fn global_name(name: &str) -> String {
    let bare = name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'))
        && !name.starts_with(|c: char| c.is_ascii_digit());
    if bare && !name.is_empty() {
        format!("@{name}")
    } else {
        format!("@\"{name}\"")
    }
}
