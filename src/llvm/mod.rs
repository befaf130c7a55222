//! Import of textual LLVM IR (`.ll`, as clang, `opt` and other front ends
//! print it for `nvptx64-nvidia-cuda`) into a ptxlift [`Module`].
//!
//! ```text
//!   .ll text ──lexer──> tokens ──parser──> ast::Module
//!            ──translate (FunctionBuilder): phis → block parameters, GEPs →
//!              byte offsets by the NVPTX data layout, allocas → stack
//!              slots, shared globals → shared variables, constant globals
//!              → constant data, intrinsics → instructions──> Module
//!            (then the verifier, as for .plir)
//! ```
//!
//! The translation builds the IR directly, each instruction with the `.ll`
//! line it came from in its function's source map, so verifier and
//! lowering diagnostics point into the `.ll` file; `ptxlift import` prints
//! the module built ([`import_to_text`]). Every construct outside the
//! supported set is an [`ImportError`] naming it, with its line (and the
//! function); nothing is dropped silently and nothing panics. The
//! supported set and what is still missing are listed in `docs/LLVM.md`.
//!
//! We parse the text ourselves rather than link LLVM: the library stays
//! free of a C++ dependency, and the Rust crates for `.ll` that exist are
//! young (0.0.x/0.1.x) and would still need this translation.

mod ast;
pub mod export;
mod layout;
mod lexer;
pub mod nvvm;
mod parser;
mod translate;

pub use export::{export_module, Dialect, ExportError};

use crate::ir::Module;
use core::fmt;

/// An import failure: where (line, column in the `.ll` text; the function
/// when inside one) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// Line (1-based).
    pub line: u32,
    /// Column (1-based; 0 when only the line is known).
    pub col: u32,
    /// The function being imported, if any.
    pub function: Option<String>,
    /// What is wrong, as a sentence.
    pub message: String,
}

impl ImportError {
    fn at(line: u32, col: u32, message: String) -> ImportError {
        ImportError {
            line,
            col,
            function: None,
            message,
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.col, &self.function) {
            (0, Some(func)) => write!(f, "{}: in @{func}: {}", self.line, self.message),
            (0, None) => write!(f, "{}: {}", self.line, self.message),
            (c, Some(func)) => write!(f, "{}:{c}: in @{func}: {}", self.line, self.message),
            (c, None) => write!(f, "{}:{c}: {}", self.line, self.message),
        }
    }
}

impl std::error::Error for ImportError {}

/// Imports LLVM IR text and prints the module built, as `.plir` text
/// (what `ptxlift import` prints).
pub fn import_to_text(text: &str) -> Result<String, ImportError> {
    import_module(text).map(|m| m.to_string())
}

/// Imports LLVM IR text as a ptxlift module (not yet verified). Source
/// locations in the module are lines of the `.ll` text, so verifier
/// diagnostics point there.
pub fn import_module(text: &str) -> Result<Module, ImportError> {
    let tokens = lexer::tokenize(text)?;
    let module = parser::parse(&tokens)?;
    translate::translate(&module)
}
