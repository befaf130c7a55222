//! Decoding of an inline-assembly snippet: a bare statement list over
//! given operand registers, for `crate::ptx::sim::inline`.
//!
//! ```text
//!   [(name, type)] ──> registers 0.. (bound as `name`, and `%name`)
//!   statements     ──> labels (pass 1), then scopes, `.reg`, instructions
//!                      (pass 2, the function decoder's own passes)
//! ```
//!
//! Invariants: every instruction decodes, or the first that does not is
//! the error with its line and column; what a snippet cannot hold
//! (variable declarations, warp-collective instructions, barriers,
//! `call`/`ret`/`exit`) is refused by name before decoding; operand names
//! are distinct.

use super::{Binding, Builder, Decoder, FuncCode};
use crate::interp::memory::Region;
use crate::interp::DeviceMemory;
use crate::ir::Space;
use crate::ptx::parse::{Instruction, ScalarType, Statement};
use crate::ptx::sim::ops::Op;
use std::collections::{HashMap, HashSet};

/// Where a statement of an inline-assembly snippet is, and what is wrong.
pub(in crate::ptx::sim) struct SnippetError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

/// What an inline-assembly snippet cannot hold yet: `None` when the
/// instruction may be decoded.
fn refused_in_snippet(i: &Instruction) -> Option<String> {
    let name = i.opcode.as_str();
    let warp = matches!(
        name,
        "shfl"
            | "vote"
            | "match"
            | "redux"
            | "activemask"
            | "elect"
            | "mma"
            | "wmma"
            | "wgmma"
            | "ldmatrix"
            | "stmatrix"
            | "movmatrix"
    ) || (name == "bar" && i.modifiers.iter().any(|m| m == "warp"));
    if warp {
        return Some(format!(
            "`{name}` is a warp-collective instruction: not supported inside inline asm yet \
             (it needs the threads of a warp executed together)"
        ));
    }
    match name {
        "bar" | "barrier" | "mbarrier" => Some(format!(
            "`{name}` is a barrier: not supported inside inline asm yet"
        )),
        "call" | "ret" | "exit" => Some(format!(
            "`{name}` inside inline asm is not supported (it would leave the snippet)"
        )),
        _ => None,
    }
}

/// Decodes an inline-assembly snippet (see `crate::ptx::sim::inline`): `regs` are the
/// operand registers, registers 0.. of the code in order, bound by their
/// names (a name without `%` also as `%name`); the snippet's own `.reg`
/// declarations follow. Every instruction must decode: the first that does
/// not is the error, with its position in the snippet.
pub(in crate::ptx::sim) fn decode_snippet(
    body: &[Statement],
    regs: &[(&str, ScalarType)],
) -> Result<FuncCode, SnippetError> {
    let at = |line: u32, col: u32| move |message: String| SnippetError { line, col, message };
    let mut memory = DeviceMemory::new();
    let mut b = Builder {
        memory: &mut memory,
        shared: Region::new(Space::Shared),
        shared_bytes: 0,
        module_scope: HashMap::new(),
    };
    let mut d = Decoder::new("inline asm", false, true, 1);
    let mut seen = HashSet::new();
    for &(name, ty) in regs {
        let bare = name.trim_start_matches('%');
        if !seen.insert(bare) {
            return Err(at(1, 1)(format!(
                "operand register `{name}` is given twice: a tied operand is one register"
            )));
        }
        let r = d.declare_reg(name, ty).map_err(at(1, 1))?;
        if !name.starts_with('%') {
            d.bind(&format!("%{name}"), Binding::Reg(r));
        }
    }
    d.labels(body).map_err(at(1, 1))?;
    for s in body {
        let (line, col) = match s {
            Statement::Var(v) => {
                return Err(at(v.line, v.col)(format!(
                    "`{}`: variable declarations inside inline asm are not supported (only `.reg`)",
                    v.name
                )))
            }
            Statement::Inst(i) => {
                if let Some(m) = refused_in_snippet(i) {
                    return Err(at(i.line, i.col)(m));
                }
                (i.line, i.col)
            }
            Statement::Label { line, col, .. } => (*line, *col),
            Statement::Reg { line, .. }
            | Statement::BranchTargets { line, .. }
            | Statement::OpenScope { line }
            | Statement::CloseScope { line } => (*line, 1),
        };
        d.statement(&mut b, s).map_err(at(line, col))?;
        if let Some(Op::Invalid(m)) = d.code.code.last().map(|i| &i.op) {
            return Err(at(line, col)(m.clone()));
        }
    }
    Ok(d.code)
}
