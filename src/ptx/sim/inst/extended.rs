//! Decoding of the extended-precision instructions (`add.cc`, `addc`,
//! `sub.cc`, `subc`, `mad.cc`, `madc`), which pass a carry through the
//! condition code `CC.CF`, and of `lop3` (PTX ISA 9.7.2 and 9.7.8.6).
//!
//! Takes a parsed instruction and its sorted modifiers; gives an [`Op`].
//! Invariants: the carry forms take `.u32`, `.s32`, `.u64` or `.s64`
//! only, `mad`/`madc` need `.lo` or `.hi`; `lop3` takes `.b32` and an
//! integer `immLut` of 0..=255, and its `.and`/`.or` form a `d|p`
//! destination pair whose `d` may be the sink `_`.

use super::{operands, Mods};
use crate::ptx::parse::{Instruction, Operand, ScalarType};
use crate::ptx::sim::decode::{Builder, Decoder};
use crate::ptx::sim::ops::{BinOp, CarryOp, FFlags, Op, TernOp};

/// The largest `immLut` (an 8-bit table).
const MAX_LOP3_LUT: u64 = 0xff;

impl Decoder {
    /// `add.cc`, `addc{.cc}`, `sub.cc`, `subc{.cc}`, `mad{.lo,.hi}.cc`,
    /// `madc{.lo,.hi}{.cc}`.
    pub(super) fn carry(
        &self,
        b: &Builder<'_>,
        i: &Instruction,
        m: &mut Mods,
    ) -> Result<Op, String> {
        let name = i.opcode.as_str();
        let carry_out = m.take("cc");
        let carry_in = matches!(name, "addc" | "subc" | "madc");
        if m.sat || m.ftz || m.rnd.is_some() {
            return Err(format!(
                "`{name}` with a carry takes no .sat, .ftz or rounding: not supported"
            ));
        }
        let ty = m.one_type()?;
        if !matches!(
            ty,
            ScalarType::U32 | ScalarType::S32 | ScalarType::U64 | ScalarType::S64
        ) {
            return Err(format!("`{name}` with a carry does not take {ty}"));
        }
        let op = match name {
            "add" | "addc" => CarryOp::Add,
            "sub" | "subc" => CarryOp::Sub,
            _ => match m.take_one(&["lo", "hi"]) {
                Some("lo") => CarryOp::MadLo,
                Some(_) => CarryOp::MadHi,
                None => return Err(format!("`{name}` needs .lo or .hi")),
            },
        };
        let is_mad = matches!(op, CarryOp::MadLo | CarryOp::MadHi);
        let o = operands(i, if is_mad { 4 } else { 3 })?;
        Ok(Op::Carry {
            op,
            ty,
            carry_in,
            carry_out,
            d: self.dst(&o[0], ty)?,
            a: self.src(b, &o[1], ty)?,
            b: self.src(b, &o[2], ty)?,
            c: match o.get(3) {
                Some(c) => Some(self.src(b, c, ty)?),
                None => None,
            },
        })
    }

    /// `lop3.b32 d, a, b, c, immLut` and `lop3.BoolOp.b32 d|p, a, b, c, immLut, q`.
    pub(super) fn lop3(
        &self,
        b: &Builder<'_>,
        i: &Instruction,
        m: &mut Mods,
    ) -> Result<Op, String> {
        plain_integer(m, "lop3")?;
        let bool_op = match m.take_one(&["and", "or"]) {
            Some("and") => Some(BinOp::And),
            Some(_) => Some(BinOp::Or),
            None => None,
        };
        let ty = m.one_type()?;
        if ty != ScalarType::B32 {
            return Err(format!("lop3 does not take {ty}"));
        }
        let Some(bool_op) = bool_op else {
            let o = operands(i, 5)?;
            return Ok(Op::Tern {
                op: TernOp::Lop3(lut(&o[4])?),
                ty,
                f: FFlags::default(),
                d: self.dst(&o[0], ty)?,
                a: self.src(b, &o[1], ty)?,
                b: self.src(b, &o[2], ty)?,
                c: self.src(b, &o[3], ty)?,
            });
        };
        let o = operands(i, 6)?;
        let Operand::PredPair(d, p) = &o[0] else {
            return Err("lop3 with .and/.or needs a `d|p` destination".into());
        };
        let d = if d == "_" {
            None
        } else {
            Some(self.dst(&Operand::Reg(d.clone()), ty)?)
        };
        Ok(Op::Lop3Pred {
            lut: lut(&o[4])?,
            bool_op,
            d,
            p: self.pred_reg(p)?,
            a: self.src(b, &o[1], ty)?,
            b: self.src(b, &o[2], ty)?,
            c: self.src(b, &o[3], ty)?,
            q: self.src(b, &o[5], ScalarType::Pred)?,
        })
    }
}

/// No `.sat`, `.ftz` or rounding modifier (none applies to `name`).
fn plain_integer(m: &Mods, name: &str) -> Result<(), String> {
    if m.sat || m.ftz || m.rnd.is_some() {
        return Err(format!(
            "`{name}` takes no .sat, .ftz or rounding modifier: not supported"
        ));
    }
    Ok(())
}

/// The `immLut` operand: an integer constant of 0..=255.
fn lut(o: &Operand) -> Result<u8, String> {
    match o {
        Operand::Int(v) if *v <= MAX_LOP3_LUT => Ok(*v as u8),
        _ => Err(format!(
            "lop3's immLut must be an integer constant of 0..={MAX_LOP3_LUT}"
        )),
    }
}
