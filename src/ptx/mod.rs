//! PTX text: the module header, declarations, and every function's body.
//!
//! ```text
//!   .version / .target / .address_size 64
//!   prototypes of device functions (calls may precede definitions)
//!   .shared arrays
//!   per function: signature with .param declarations
//!     { .local depot, .reg declarations, %SPL setup, instructions }
//! ```
//!
//! Labels are printed only for blocks some emitted branch targets; a jump to
//! the next block is elided and a conditional branch whose taken side is the
//! next block is inverted. Output depends only on the input, so it is
//! deterministic.
//!
//! `isa` is the PTX vocabulary (names of types, mnemonics, modifiers,
//! spaces, special registers) that the emitter, VCode's printer, the parser
//! and the simulator's decoder share; `parse` and `sim` are the test
//! oracle's PTX reader and executor.

mod emit;
pub mod isa;
pub mod metrics;
pub mod parse;
pub mod ptxas;
pub mod sim;

pub use emit::{emit_module, FunctionCode};

/// Is `name` usable as a PTX identifier (`[A-Za-z][A-Za-z0-9_$]*` or
/// `[_$%][A-Za-z0-9_$]+`)?
pub fn is_valid_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    let rest_ok = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    if first.is_ascii_alphabetic() {
        chars.all(rest_ok)
    } else if first == '_' || first == '$' {
        let rest: Vec<char> = chars.collect();
        !rest.is_empty() && rest.into_iter().all(rest_ok)
    } else {
        false
    }
}
