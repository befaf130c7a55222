//! Inline `asm` in the interpreter: the template runs with the PTX
//! simulator's instruction semantics (one meaning per PTX instruction,
//! shared by design, since the compiler passes the text through).
//!
//! ```text
//!   "add.s32 $0, $0, $1;", "=r,r,0" (v1, v2)
//!     ─prepare─> "add.s32 %asm0, %asm0, %asm1;"  registers asm0 (.b32: v2, then
//!                                                 result 0), asm1 (.b32: v1)
//!     ─run─> InlinePtx::run on the thread's memory ─> results masked to their types
//! ```
//!
//! Each operand that is not an immediate or a tied input gets a register
//! of its class (`c` and `h`: `.b16`); a tied input is its output's
//! register, which starts with the input's value; an immediate is written
//! into the text. Prepared once per instruction, run each time it executes.

use crate::ir::fold;
use crate::ir::inline_asm::AsmPiece;
use crate::ir::{AsmClass, InlineAsmData, Type};
use crate::ptx::parse::ScalarType;
use crate::ptx::sim::inline::{InlineEnv, InlinePtx};

/// A prepared inline `asm`: its decoded text and where each operand is.
pub(super) struct AsmProgram {
    code: InlinePtx,
    /// Each register's initial value: the argument it starts with.
    init: Vec<Option<usize>>,
    /// Each result's register and type.
    results: Vec<(usize, Type)>,
}

fn register_type(class: AsmClass) -> ScalarType {
    match class {
        AsmClass::Pred => ScalarType::Pred,
        AsmClass::B8 | AsmClass::B16 => ScalarType::B16,
        AsmClass::B32 | AsmClass::Imm => ScalarType::B32,
        AsmClass::B64 => ScalarType::B64,
        AsmClass::F32 => ScalarType::F32,
        AsmClass::F64 => ScalarType::F64,
    }
}

/// Substitutes the operands of `data` (`imms`: the constant of each `n`
/// argument) and decodes the text; `uid` is `${:uid}`.
pub(super) fn prepare(
    data: &InlineAsmData,
    imms: &[Option<i64>],
    uid: u32,
) -> Result<AsmProgram, String> {
    let operands = data.operands();
    let mut reg_of: Vec<Option<usize>> = Vec::with_capacity(operands.len());
    let mut regs: Vec<(String, ScalarType)> = Vec::new();
    let mut init: Vec<Option<usize>> = Vec::new();
    for o in &operands {
        let reg = match (o.class, o.tied_to) {
            (AsmClass::Imm, _) => None,
            (_, Some(k)) => {
                let r = reg_of.get(k).copied().flatten();
                if let (Some(r), Some(arg)) = (r, o.arg) {
                    init[r] = Some(arg);
                }
                r
            }
            (class, None) => {
                regs.push((format!("%asm{}", regs.len()), register_type(class)));
                init.push(o.arg);
                Some(regs.len() - 1)
            }
        };
        reg_of.push(reg);
    }
    let pieces = data
        .pieces()
        .map_err(|e| format!("the asm template at byte {}: {}", e.offset, e.message))?;
    let mut text = String::new();
    for p in pieces {
        match p {
            AsmPiece::Text(t) => text.push_str(t),
            AsmPiece::Uid => text.push_str(&uid.to_string()),
            AsmPiece::Operand(n, m) => match (reg_of.get(n).copied().flatten(), operands.get(n)) {
                (Some(r), _) => text.push_str(&m.render(Err(&regs[r].0))),
                (None, Some(o)) => {
                    let imm = o.arg.and_then(|k| imms.get(k).copied().flatten());
                    let Some(k) = imm else {
                        return Err(format!("asm operand ${n} (`n`) is not a constant"));
                    };
                    text.push_str(&m.render(Ok(k)));
                }
                (None, None) => return Err(format!("asm operand ${n} does not exist")),
            },
        }
    }
    let named: Vec<(&str, ScalarType)> = regs.iter().map(|(n, t)| (n.as_str(), *t)).collect();
    let code = InlinePtx::parse(&text, &named).map_err(|e| e.to_string())?;
    let results = operands
        .iter()
        .zip(&reg_of)
        .filter_map(|(o, r)| {
            let ty = o.class.value_type()?;
            o.result.and(*r).map(|r| (r, ty))
        })
        .collect();
    Ok(AsmProgram {
        code,
        init,
        results,
    })
}

impl AsmProgram {
    /// Runs the program on the instruction's argument values; gives its
    /// results' values.
    pub(super) fn run(&self, args: &[u64], env: InlineEnv<'_>) -> Result<Vec<u64>, String> {
        let mut values: Vec<u64> = self
            .init
            .iter()
            .map(|a| a.and_then(|k| args.get(k).copied()).unwrap_or(0))
            .collect();
        self.code.run(&mut values, env).map_err(|e| e.to_string())?;
        Ok(self
            .results
            .iter()
            .map(|&(r, ty)| fold::mask(ty, values.get(r).copied().unwrap_or(0)))
            .collect())
    }
}
