//! Export of inline `asm`: LLVM's `call T asm [sideeffect] "TEMPLATE",
//! "CONSTRAINTS"(args)`, which both dialects spell the same way.
//!
//! ```text
//!   v1, v2 = asm_volatile "...", "=r,+l,r" (v3, v4)
//!     ─> %t = call { i32, i64 } asm sideeffect "...", "=r,=l,r,1,~{memory}"(i32 %v4, i64 %v3)
//!        %v1 = extractvalue { i32, i64 } %t, 0
//!        %v2 = extractvalue { i32, i64 } %t, 1
//! ```
//!
//! LLVM IR has no `+X` constraint: a read-write operand becomes an output
//! and an input tied to it, appended after the other inputs, so every
//! `$N` of the template keeps its number. `asm_volatile` is `sideeffect`
//! with a memory clobber (it may read and write memory).

use super::function::{lty, struct_ty, Emitter};
use super::ExportError;
use crate::ir::inline_asm::escape;
use crate::ir::{AsmConstraint, InstData, Opcode, Value};

impl Emitter<'_> {
    /// `results = asm ...` / `asm_volatile ...`.
    pub(super) fn inline_asm(
        &mut self,
        data: &InstData,
        results: &[Value],
    ) -> Result<(), ExportError> {
        let InstData::InlineAsm {
            opcode, asm, args, ..
        } = *data
        else {
            return self.malformed(data);
        };
        let Some(d) = self.f.dfg.inline_asms.get(asm) else {
            return self.err(format!("{asm} does not exist"));
        };
        let args = args.as_slice(&self.f.dfg.value_lists).to_vec();
        let (mut outputs, mut inputs, mut tied) = (Vec::new(), Vec::new(), Vec::new());
        let (mut ordered, mut read_write) = (Vec::new(), Vec::new());
        for (n, (c, o)) in d.constraints().iter().zip(d.operands()).enumerate() {
            let arg = o.arg.and_then(|k| args.get(k).copied());
            match *c {
                AsmConstraint::Output {
                    class,
                    early_clobber,
                } => outputs.push(format!(
                    "={}{}",
                    if early_clobber { "&" } else { "" },
                    class.letter()
                )),
                AsmConstraint::ReadWrite(class) => {
                    outputs.push(format!("={}", class.letter()));
                    tied.push(n.to_string());
                    read_write.extend(arg);
                }
                AsmConstraint::Input(class) => {
                    inputs.push(class.letter().to_string());
                    ordered.extend(arg);
                }
                AsmConstraint::Tied(k) => {
                    inputs.push(k.to_string());
                    ordered.extend(arg);
                }
            }
        }
        let volatile = opcode == Opcode::AsmVolatile;
        let mut constraints: Vec<String> = outputs;
        constraints.extend(inputs);
        constraints.extend(tied);
        if volatile {
            constraints.push("~{memory}".to_string());
        }
        ordered.extend(read_write);
        let ops: Vec<String> = ordered.iter().map(|&v| self.typed(v)).collect();
        let callee = format!(
            "asm {}\"{}\", \"{}\"({})",
            if volatile { "sideeffect " } else { "" },
            escape(d.template()),
            escape(&constraints.join(",")),
            ops.join(", ")
        );
        match results {
            [] => self.line_out(&format!("call void {callee}")),
            [r] => {
                let t = lty(self.ty(*r));
                self.def(*r, &format!("call {t} {callee}"));
            }
            rs => {
                let st = struct_ty(&rs.iter().map(|&r| self.ty(r)).collect::<Vec<_>>());
                let agg = self.tmp(&format!("call {st} {callee}"));
                for (k, &r) in rs.iter().enumerate() {
                    self.def(r, &format!("extractvalue {st} {agg}, {k}"));
                }
            }
        }
        Ok(())
    }
}
