//! Import of textual LLVM IR (`.ll`, as clang, `opt` and other front ends
//! print it for `nvptx64-nvidia-cuda`) into a ptxlift [`Module`].
//!
//! ```text
//!   .ll text ──lexer──> tokens ──parser──> ast::Module
//!            ──translate: phis → block parameters, GEPs → byte offsets by
//!              the NVPTX data layout, allocas → stack slots, shared
//!              globals → shared slots, constant globals → constant data,
//!              intrinsics → instructions──> .plir text
//!            ──ir::parse_module──> Module (then the verifier, as for .plir)
//! ```
//!
//! The translation goes through the `.plir` text so that `ptxlift import`
//! can show exactly what was understood, and so that the IR parser's
//! forward references resolve LLVM's (values used in phis before their
//! definition). Every construct outside the supported set is an
//! [`ImportError`] naming it, with its line (and the function); nothing is
//! dropped silently and nothing panics. The supported set and what is
//! still missing are listed in `docs/LLVM.md`.
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

use crate::ir::{parse_module, Module, SourceLoc};
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

/// Translates LLVM IR text to ptxlift IR text (what `ptxlift import`
/// prints).
pub fn import_to_text(text: &str) -> Result<String, ImportError> {
    translated(text).map(|(plir, _)| plir)
}

fn translated(text: &str) -> Result<(String, Vec<u32>), ImportError> {
    let tokens = lexer::tokenize(text)?;
    let module = parser::parse(&tokens)?;
    translate::translate(&module)
}

/// Imports LLVM IR text as a ptxlift module (not yet verified). Source
/// locations in the module are lines of the `.ll` text, so verifier
/// diagnostics point there.
pub fn import_module(text: &str) -> Result<Module, ImportError> {
    let (plir, lines) = translated(text)?;
    let mut module = parse_module(&plir).map_err(|e| ImportError {
        line: (e.line as usize)
            .checked_sub(1)
            .and_then(|k| lines.get(k))
            .copied()
            .unwrap_or(0),
        col: 0,
        function: None,
        message: format!(
            "internal error: the translated IR does not parse ({e}); please report this input"
        ),
    })?;
    let to_ll = |loc: &mut SourceLoc| {
        if let Some(&l) = loc.line().and_then(|l| lines.get(l as usize - 1)) {
            // (`line()` is never 0, so `l - 1` does not underflow.)
            *loc = SourceLoc(l);
        }
    };
    for (_, loc) in module.const_lines.iter_mut() {
        to_ll(loc);
    }
    for func in module.functions.values_mut() {
        let locs = &mut func.srcmap;
        to_ll(&mut locs.function);
        for (_, loc) in locs.insts.iter_mut() {
            to_ll(loc);
        }
        for (_, loc) in locs.blocks.iter_mut() {
            to_ll(loc);
        }
    }
    Ok(module)
}
