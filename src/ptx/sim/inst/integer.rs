//! Decoding of `dp4a`, `dp2a` (PTX ISA 9.7.1.23/24), `mul24`, `mad24`
//! (9.7.1.5/6) and `fns` (9.7.1.16).
//!
//! Takes a parsed instruction and its sorted modifiers; gives an [`Op`].
//! Invariants: the types are the ISA's (`.u32`/`.s32` for the dot
//! products and 24-bit products, `.b32` for `fns`); `dp2a` needs `.lo` or
//! `.hi`, `mul24`/`mad24` need `.lo` or `.hi`, and `.sat` is
//! `mad24.hi.sat.s32` only.

use super::{operands, Mods};
use crate::ptx::parse::{Instruction, ScalarType};
use crate::ptx::sim::decode::{Builder, Decoder};
use crate::ptx::sim::ops::{BinOp, FFlags, Op, TernOp};

/// `.u32` (false) or `.s32` (true).
fn signed32(ty: ScalarType) -> Result<bool, String> {
    match ty {
        ScalarType::U32 => Ok(false),
        ScalarType::S32 => Ok(true),
        other => Err(format!("expected .u32 or .s32, found {other}")),
    }
}

impl Decoder {
    /// `op` with destination and first source of type `ty`, the other
    /// sources of type `bc`.
    fn ternary(
        &self,
        b: &Builder<'_>,
        i: &Instruction,
        op: TernOp,
        ty: ScalarType,
        bc: ScalarType,
    ) -> Result<Op, String> {
        let o = operands(i, 4)?;
        Ok(Op::Tern {
            op,
            ty,
            f: FFlags::default(),
            d: self.dst(&o[0], ty)?,
            a: self.src(b, &o[1], ty)?,
            b: self.src(b, &o[2], bc)?,
            c: self.src(b, &o[3], bc)?,
        })
    }

    /// `dp4a.atype.btype d, a, b, c` and `dp2a.mode.atype.btype d, a, b, c`.
    pub(super) fn dot(&self, b: &Builder<'_>, i: &Instruction, m: &mut Mods) -> Result<Op, String> {
        let [aty, bty] = m.types[..] else {
            return Err(format!("`{}` takes two types", i.opcode));
        };
        let (a_signed, b_signed) = (signed32(aty)?, signed32(bty)?);
        // `c` and `d` are .u32 when both sources are, else .s32.
        let ty = if a_signed || b_signed {
            ScalarType::S32
        } else {
            ScalarType::U32
        };
        let op = if i.opcode == "dp4a" {
            TernOp::Dp4a { a_signed, b_signed }
        } else {
            let hi = match m.take_one(&["lo", "hi"]) {
                Some(mode) => mode == "hi",
                None => return Err("dp2a needs .lo or .hi".into()),
            };
            TernOp::Dp2a {
                hi,
                a_signed,
                b_signed,
            }
        };
        // `a` and `b` are 32-bit packed values of their own types.
        let o = operands(i, 4)?;
        Ok(Op::Tern {
            op,
            ty,
            f: FFlags::default(),
            d: self.dst(&o[0], ty)?,
            a: self.src(b, &o[1], aty)?,
            b: self.src(b, &o[2], bty)?,
            c: self.src(b, &o[3], ty)?,
        })
    }

    /// `mul24.mode.type d, a, b` and `mad24.mode{.sat}.type d, a, b, c`.
    pub(super) fn mul24(
        &self,
        b: &Builder<'_>,
        i: &Instruction,
        m: &mut Mods,
    ) -> Result<Op, String> {
        let ty = m.one_type()?;
        let signed = signed32(ty)?;
        let hi = match m.take_one(&["lo", "hi"]) {
            Some(mode) => mode == "hi",
            None => return Err(format!("`{}` needs .lo or .hi", i.opcode)),
        };
        if i.opcode == "mul24" {
            let o = operands(i, 3)?;
            return Ok(Op::Bin {
                op: BinOp::Mul24(hi),
                ty,
                f: FFlags::default(),
                d: self.dst(&o[0], ty)?,
                a: self.src(b, &o[1], ty)?,
                b: self.src(b, &o[2], ty)?,
            });
        }
        let sat = m.sat;
        m.sat = false;
        if sat && !(hi && signed) {
            return Err("mad24 takes .sat only as mad24.hi.sat.s32".into());
        }
        self.ternary(b, i, TernOp::Mad24 { hi, sat }, ty, ty)
    }

    /// `fns.b32 d, mask, base, offset`.
    pub(super) fn fns(&self, b: &Builder<'_>, i: &Instruction, m: &Mods) -> Result<Op, String> {
        if m.one_type()? != ScalarType::B32 {
            return Err("fns takes .b32".into());
        }
        self.ternary(b, i, TernOp::Fns, ScalarType::B32, ScalarType::B32)
    }
}
