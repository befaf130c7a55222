//! Calls of inline assembly: `call T asm [sideeffect] "TEMPLATE",
//! "CONSTRAINTS"(args)` to the IR's `asm` or `asm_volatile`.
//!
//! ```text
//!   constraints  clobbers (`~{...}`) are dropped, `~{memory}` making the
//!                instruction `asm_volatile`; `i` (an immediate) is the IR's `n`;
//!                the rest (=X, =&X, X, K) carry over unchanged
//!   sideeffect   asm_volatile
//!   arguments    each converted to its class's type: a float in an integer
//!                class (`r`, `l`) or an integer in a float class (`f`, `d`)
//!                by bitcast, a narrower integer by zero extension
//!   results      the class types, converted back to the LLVM types the
//!                same way; a struct result is one value per member, read
//!                by `extractvalue`
//! ```
//!
//! The template is kept as written: `$N`, `${N}`, `$$` and `${:uid}` mean
//! the same in both; the verifier reports any other `$` form at the
//! call's `.ll` line.

use super::aggregate::flat_scalars;
use super::{scalar, FunctionTranslator, TResult, Val};
use crate::ir::{AsmClass, InlineAsmData, InstBuilder, Type, Value};
use crate::llvm::ast::{AsmCallee, Ty, Typed};

/// The IR constraint list and whether the asm clobbers memory, from
/// LLVM's constraint string.
fn ir_constraints(llvm: &str) -> Result<(String, bool), String> {
    let mut parts = Vec::new();
    let mut clobbers_memory = false;
    for part in llvm.split(',').filter(|p| !p.is_empty()) {
        if let Some(clobber) = part.strip_prefix('~') {
            clobbers_memory |= clobber == "{memory}";
            continue;
        }
        if part.contains('m') {
            return Err(format!(
                "the asm constraint `{part}` is a memory operand, which NVPTX does not have"
            ));
        }
        if part.contains('|') || part.contains('{') {
            return Err(format!(
                "the asm constraint `{part}` (alternatives or a fixed register) is not supported"
            ));
        }
        parts.push(match part {
            "i" => "n".to_string(),
            p => p.to_string(),
        });
    }
    Ok((parts.join(","), clobbers_memory))
}

impl<'m> FunctionTranslator<'m, '_> {
    /// `r = call ret asm ...(args)`.
    pub(super) fn call_asm(
        &mut self,
        r: &'m Option<String>,
        ret: &Ty,
        asm: &AsmCallee,
        args: &[Typed],
    ) -> TResult<()> {
        let (constraints, clobbers_memory) = match ir_constraints(&asm.constraints) {
            Ok(c) => c,
            Err(e) => return self.err(e),
        };
        let data = match InlineAsmData::new(&asm.template, &constraints) {
            Ok(d) => d,
            Err(e) => {
                return self.err(format!(
                    "asm constraints \"{}\": {}",
                    asm.constraints, e.message
                ))
            }
        };
        let operands = data.operands();
        let inputs: Vec<AsmClass> = operands
            .iter()
            .filter(|o| o.arg.is_some())
            .map(|o| o.class)
            .collect();
        if inputs.len() != args.len() {
            return self.err(format!(
                "the asm constraints \"{}\" take {} argument(s) but the call passes {}",
                asm.constraints,
                inputs.len(),
                args.len()
            ));
        }
        let mut vals = Vec::with_capacity(args.len());
        for ((t, a), class) in args.iter().zip(&inputs) {
            let v = self.operand(t, a)?;
            vals.push(self.in_class(v, *class)?);
        }
        let volatile = asm.side_effect || clobbers_memory;
        let result_types = data.result_types();
        let inst = if volatile {
            self.ins().asm_volatile(data, &vals)
        } else {
            self.ins().asm(data, &vals)
        };
        let results = self.b.inst_results(inst).to_vec();
        if matches!(ret, Ty::Void) {
            return if results.is_empty() {
                Ok(())
            } else {
                self.err("the asm constraints have outputs but the call returns void")
            };
        }
        let Some(wanted) = flat_scalars(ret, &self.m.types) else {
            return self.err("an asm call returning an unsupported type");
        };
        if wanted.len() != results.len() {
            return self.err(format!(
                "the asm constraints give {} output(s) but the call returns {}",
                results.len(),
                wanted.len()
            ));
        }
        let mut converted = Vec::with_capacity(results.len());
        for ((&v, &from), &to) in results.iter().zip(&result_types).zip(&wanted) {
            converted.push(self.convert_scalar(v, from, to)?);
        }
        if scalar(ret).is_some() {
            return match converted.first() {
                Some(&v) => self.bind(r, Val::One(v)),
                None => self.err("the asm call has no output"),
            };
        }
        let v = self.unflatten(ret, &mut converted.into_iter())?;
        self.bind(r, v)
    }

    /// `v` as a value of `class`'s type.
    fn in_class(&mut self, v: Value, class: AsmClass) -> TResult<Value> {
        let from = self.b.func.dfg.value_type(v);
        match class.value_type() {
            Some(to) => self.convert_scalar(v, from, to),
            None if from.is_int() && from != Type::I1 => Ok(v),
            None => self.err(format!(
                "an immediate asm operand (`n`) must be an integer, not {from}"
            )),
        }
    }

    /// `v` of type `from` as a `to`: the same bits (bitcast between an
    /// integer and a float of one size), or zero-extended or truncated.
    fn convert_scalar(&mut self, v: Value, from: Type, to: Type) -> TResult<Value> {
        use crate::ir::Opcode;
        Ok(if from == to {
            v
        } else if from.bits() == to.bits() && from.is_float() != to.is_float() {
            self.ins().bitcast(to, v)
        } else if from.is_int() && to.is_int() && from.bits() < to.bits() {
            self.ins().convert(Opcode::Uextend, to, v)
        } else if from.is_int() && to.is_int() {
            self.ins().ireduce(to, v)
        } else {
            return self.err(format!(
                "an asm operand of type {from} cannot be passed as {to}"
            ));
        })
    }
}
