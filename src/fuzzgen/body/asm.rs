//! Inline assembly in generated bodies: templates of the shapes CUDA
//! headers and Triton write (scopes with their own registers, 16-bit
//! operands, tied and read-write operands, early clobbers, immediates,
//! predicates, packing), on the body's variables.
//!
//! Both executors run a template with the simulator's semantics, so what
//! the fuzzer checks here is the compiler's side: operand substitution,
//! the scope, the copies of 16-bit and tied operands, and register
//! allocation around the instruction in both modes. Every template is
//! defined for every input. Masked loads and stores (Triton's) access the
//! input buffer and the thread's scratch words at in-bounds, aligned
//! addresses under a generated predicate.

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

/// A Triton-style masked access: a load (with the value a disabled lane
/// gets, 0 or an operand) or a store of the body's values under a
/// predicate, on 32-bit words or pairs of them.
struct MaskedAccess {
    template: &'static str,
    constraints: &'static str,
    /// Bytes accessed (4 or 8; the address is aligned to it).
    bytes: u32,
    /// A store (`out`'s scratch words) rather than a load (the input).
    is_store: bool,
}

/// The masked accesses drawn from: operands are the values, then the
/// address, then the predicate (then the disabled lanes' value).
const MASKED: &[MaskedAccess] = &[
    MaskedAccess {
        template: "mov.u32 $0, 0x0;\n\t@$2 ld.global.b32 { $0 }, [ $1 + 0 ];",
        constraints: "=r,l,b",
        bytes: 4,
        is_store: false,
    },
    MaskedAccess {
        template: "mov.u32 $0, $3;\n\t@$2 ld.global.b32 { $0 }, [ $1 + 0 ];",
        constraints: "=r,l,b,r",
        bytes: 4,
        is_store: false,
    },
    MaskedAccess {
        template:
            "mov.u32 $0, 0x0;\n\tmov.u32 $1, 0x0;\n\t@$3 ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];",
        constraints: "=r,=r,l,b",
        bytes: 8,
        is_store: false,
    },
    MaskedAccess {
        template: "@$2 st.global.b32 [ $1 + 0 ], { $0 };",
        constraints: "r,l,b",
        bytes: 4,
        is_store: true,
    },
    MaskedAccess {
        template: "@$3 st.global.v2.b32 [ $2 + 0 ], { $0, $1 };",
        constraints: "r,r,l,b",
        bytes: 8,
        is_store: true,
    },
];

impl BodyGen<'_, '_, '_> {
    /// A masked load from the input buffer or a masked store to the
    /// thread's scratch words, as `asm_volatile` (Triton's memory access).
    pub(super) fn masked_access(&mut self) -> Result<()> {
        let Some((input, out)) = self.kernel.as_ref().map(|k| (k.input, k.out_slice)) else {
            return self.inline_asm();
        };
        let m = self.u.choose(MASKED)?;
        let Ok(data) = InlineAsmData::new(m.template, m.constraints) else {
            return Ok(()); // a table mistake; the unit test below catches it
        };
        let addr = if m.is_store {
            let word = self.u.int_in_range(0..=SCRATCH_WORDS - 1)? as i64 * 8;
            self.b.ins().iadd_imm(out, word)
        } else {
            let off = self.index(INPUT_WORDS * 4 / m.bytes, i64::from(m.bytes))?;
            self.b.ins().iadd(input, off)
        };
        let mask = self.var_of(Type::I1)?;
        let mut args = Vec::new();
        let stored = if m.is_store { m.bytes / 4 } else { 0 };
        for _ in 0..stored {
            args.push(self.var_of(Type::I32)?);
        }
        args.push(addr);
        args.push(mask);
        if data.operands().iter().filter(|o| o.arg.is_some()).count() > args.len() {
            args.push(self.var_of(Type::I32)?);
        }
        let inst = self.b.ins().asm_volatile(data, &args);
        let results = self.b.inst_results(inst).to_vec();
        for r in results {
            self.set(Type::I32, r)?;
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
        for m in MASKED {
            let d = InlineAsmData::new(m.template, m.constraints).expect(m.constraints);
            d.pieces().expect(m.template);
            let args = d.operands().iter().filter(|o| o.arg.is_some()).count();
            let results = d.result_types().len();
            // values, address, predicate (and the disabled lanes' value)
            let stored = if m.is_store { m.bytes / 4 } else { 0 } as usize;
            assert!(
                args == stored + 2 || (!m.is_store && args == 3),
                "{}",
                m.template
            );
            assert_eq!(results, if m.is_store { 0 } else { m.bytes as usize / 4 });
        }
    }
}
