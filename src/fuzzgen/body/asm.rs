//! Inline assembly in generated bodies: templates of the shapes CUDA
//! headers and Triton write (scopes with their own registers, 16-bit
//! operands, tied and read-write operands, early clobbers, immediates,
//! predicates, packing), on the body's variables.
//!
//! Both executors run a template with the simulator's semantics, so what
//! the fuzzer checks here is the compiler's side: operand substitution,
//! the scope, the copies of 16-bit and tied operands, and register
//! allocation around the instruction in both modes. Every template is
//! defined for every input.

use super::*;
use crate::ir::InlineAsmData;

/// One template: its text, constraints, whether it has side effects, and
/// the range of its immediate (`n`) operands.
struct AsmShape {
    template: &'static str,
    constraints: &'static str,
    volatile: bool,
    imm: (i64, i64),
}

const fn shape(template: &'static str, constraints: &'static str) -> AsmShape {
    AsmShape {
        template,
        constraints,
        volatile: false,
        imm: (0, 0),
    }
}

/// The templates drawn from.
const SHAPES: &[AsmShape] = &[
    shape("add.s32 $0, $1, $2;", "=r,r,r"),
    shape("mad.lo.s32 $0, $1, $2, $3;", "=r,r,r,r"),
    AsmShape {
        imm: (0, 31),
        ..shape(
            "{\n\t.reg .b32 t;\n\txor.b32 t, $1, $2;\n\tshf.l.wrap.b32 $0, t, t, $3;\n\t}",
            "=r,r,r,n",
        )
    },
    shape("add.s32 $0, $0, $1;", "=r,r,0"),
    shape("add.s64 $0, $1, $2;\n\tsub.s64 $1, $1, $2;", "=l,+l,l"),
    shape(
        "mul.lo.u32 $0, $2, $3;\n\tmul.hi.u32 $1, $2, $3;",
        "=&r,=r,r,r",
    ),
    shape("mov.b32 $0, $1;\n\tadd.s32 $0, $0, $2;", "=&r,r,r"),
    shape("setp.lt.s32 $0, $1, $2;", "=b,r,r"),
    shape("selp.b32 $0, $1, $2, $3;", "=r,r,r,b"),
    shape("mov.b64 {$0, $1}, $2;", "=r,=r,l"),
    shape("mov.b64 $0, {$1, $2};", "=l,r,r"),
    shape("add.s16 $0, $1, $2;", "=h,h,h"),
    shape("add.s16 $0, $1, $2;", "=c,c,c"),
    shape("{  cvt.rn.f16.f32 $0, $1;}\n", "=h,f"),
    shape("{  cvt.f32.f16 $0, $1;}\n", "=f,h"),
    shape("fma.rn.f32 $0, $1, $2, $3;", "=f,f,f,f"),
    shape("add.rn.f64 $0, $1, $2;", "=d,d,d"),
    AsmShape {
        imm: (0, 0xffff),
        ..shape("prmt.b32 $0, $1, $2, $3;", "=r,r,r,n")
    },
    shape("mov.u32 $0, %tid.x;", "=r"),
    AsmShape {
        volatile: true,
        ..shape("mov.u32 $0, %laneid;", "=r")
    },
];

impl BodyGen<'_, '_, '_> {
    /// An inline `asm` on the body's variables; its results become
    /// variables.
    pub(super) fn inline_asm(&mut self) -> Result<()> {
        let s = self.u.choose(SHAPES)?;
        let Ok(data) = InlineAsmData::new(s.template, s.constraints) else {
            return Ok(()); // a table mistake; the unit test below catches it
        };
        let mut args = Vec::new();
        for o in data.operands().iter().filter(|o| o.arg.is_some()) {
            let v = match o.class.value_type() {
                Some(ty) => self.var_of(ty)?,
                None => {
                    let k = self.u.int_in_range(s.imm.0..=s.imm.1)?;
                    self.b.ins().iconst(Type::I32, k)
                }
            };
            args.push(v);
        }
        let types = data.result_types();
        let inst = if s.volatile {
            self.b.ins().asm_volatile(data, &args)
        } else {
            self.b.ins().asm(data, &args)
        };
        let results = self.b.inst_results(inst).to_vec();
        for (r, ty) in results.into_iter().zip(types) {
            self.set(ty, r)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_is_valid() {
        for s in SHAPES {
            let d = InlineAsmData::new(s.template, s.constraints).expect(s.constraints);
            d.pieces().expect(s.template);
        }
    }
}
