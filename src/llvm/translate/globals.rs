//! Module globals: shared-memory variables become shared slots of the one
//! function that uses each (a shared variable used by two functions would
//! need one slot for both, which the IR cannot say yet, so it is refused).

use super::{FunctionTranslator, TResult};
use crate::llvm::ast::{ConstExpr, Module, Op, Operand, Typed};
use crate::llvm::layout::size_align;
use crate::llvm::ImportError;
use std::collections::HashMap;

/// Refuses a shared global that more than one function uses.
pub(super) fn check_shared_users(m: &Module) -> Result<(), ImportError> {
    let mut user: HashMap<&str, &str> = HashMap::new();
    for f in m.functions.iter().filter(|f| !f.blocks.is_empty()) {
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            let mut globals = Vec::new();
            op_globals(&inst.op, &mut globals);
            for g in globals {
                if !m.globals.iter().any(|x| x.name == g) {
                    continue;
                }
                match user.insert(g, &f.name) {
                    Some(other) if other != f.name => {
                        return Err(ImportError {
                            line: inst.line,
                            col: 0,
                            function: Some(f.name.clone()),
                            message: format!(
                                "shared global @{g} is used by @{other} and @{}: a shared global used by several functions is not supported yet",
                                f.name
                            ),
                        });
                    }
                    _ => {}
                }
            }
        }
    }
    Ok(())
}

impl FunctionTranslator<'_> {
    /// The address of global `@name` (a shared variable).
    pub(super) fn global_address(&mut self, name: &str) -> TResult<String> {
        let Some(g) = self.m.globals.iter().find(|g| g.name == name) else {
            return self.err(format!("@{name} is not a global variable of this module"));
        };
        let sh = match self.shared.get(name) {
            Some(sh) => sh.clone(),
            None => {
                let Some((size, align)) = size_align(&g.ty, &self.m.types) else {
                    return self.err(format!("@{name} has a type without a size"));
                };
                // `extern __shared__` (dynamic shared memory) has no size
                // of its own.
                if g.init.is_none() || size == 0 {
                    return self.err(format!(
                        "@{name} is dynamic (external or zero-size) shared memory, which is not supported yet"
                    ));
                }
                let sh = format!("sh{}", self.shared.len());
                let align = if g.align > 0 { g.align } else { align }.clamp(1, 128);
                self.preamble
                    .push(format!("{sh} = shared_slot {size}, align {align}"));
                self.shared.insert(name.to_string(), sh.clone());
                sh
            }
        };
        Ok(self.def(&format!("shared_addr.i64 {sh}")))
    }
}

/// The globals an instruction's operands name (inside constant
/// expressions too).
fn op_globals<'a>(op: &'a Op, out: &mut Vec<&'a str>) {
    fn operand<'a>(o: &'a Operand, out: &mut Vec<&'a str>) {
        match o {
            Operand::Global(g) => out.push(g),
            Operand::Expr(e) => match &**e {
                ConstExpr::Cast(_, _, v, _) => operand(v, out),
                ConstExpr::Gep(_, _, p, idx) => {
                    operand(p, out);
                    idx.iter().for_each(|(_, v)| operand(v, out));
                }
            },
            Operand::Aggregate(items) => items.iter().for_each(|(_, v)| operand(v, out)),
            _ => {}
        }
    }
    let typed = |t: &'a Typed, out: &mut Vec<&'a str>| operand(&t.1, out);
    match op {
        Op::Binary(_, _, a, b) | Op::Cmp(_, _, _, a, b) => {
            operand(a, out);
            operand(b, out);
        }
        Op::Fneg(_, a) | Op::Cast(_, _, a, _) | Op::Freeze(_, a) | Op::CondBr(a, _, _) => {
            operand(a, out)
        }
        Op::Select(a, b, c)
        | Op::CmpXchg(a, b, c)
        | Op::InsertElement(a, b, c)
        | Op::Shuffle(a, b, c) => {
            typed(a, out);
            typed(b, out);
            typed(c, out);
        }
        Op::Phi(_, inc) => inc.iter().for_each(|(v, _)| operand(v, out)),
        Op::Gep(_, base, idx) => {
            typed(base, out);
            idx.iter().for_each(|t| typed(t, out));
        }
        Op::Load { ptr, .. } => typed(ptr, out),
        Op::Store { value, ptr, .. } => {
            typed(value, out);
            typed(ptr, out);
        }
        Op::Call(_, _, args) => args.iter().for_each(|t| typed(t, out)),
        Op::Switch(v, _, _) | Op::ExtractValue(v, _) => typed(v, out),
        Op::Ret(Some(v)) => typed(v, out),
        Op::InsertValue(a, b, _) | Op::ExtractElement(a, b) | Op::AtomicRmw(_, a, b) => {
            typed(a, out);
            typed(b, out);
        }
        Op::Alloca(..) | Op::Br(_) | Op::Ret(None) | Op::Unreachable | Op::Fence(_) => {}
    }
}
