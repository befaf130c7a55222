//! Decoding of comparisons: `setp` and `set` on integer, `.f32`, `.f64`
//! and half types (PTX ISA 9.7.6.1/2 and 9.7.7.1/2).
//!
//! Takes a parsed instruction and its sorted modifiers; gives an [`Op`].
//! Invariants: the comparison is one of the ISA's (`lo ls hi hs` for
//! integers only, the unordered ones and `num`/`nan` for floats only,
//! checked at execution by `eval`); `.and/.or/.xor` needs the fourth,
//! predicate operand and its absence forbids one; `.ftz` applies to
//! `.f32` and `.f16` types; `setp` on `.f16x2`/`.bf16x2` writes one
//! predicate per lane and so needs `p|q`; the sink `_` may stand for
//! either `setp` destination.

use super::{is_float, operands, Mods};
use crate::ptx::parse::{Instruction, Operand, ScalarType};
use crate::ptx::sim::decode::{Builder, Decoder};
use crate::ptx::sim::eval::is_half;
use crate::ptx::sim::ops::{BinOp, CmpOp, Op};
use crate::ptx::sim::Src;

/// A comparison's shared modifiers: the operator, the boolean
/// combination and `.ftz`.
fn comparison(m: &mut Mods) -> Result<(CmpOp, Option<BinOp>), String> {
    let cmp = m
        .words
        .iter()
        .find_map(|w| CmpOp::from_name(w))
        .ok_or("a comparison operator (.eq, .lt, ...) is missing")?;
    m.words.retain(|w| CmpOp::from_name(w).is_none());
    let bool_op = match m.take_one(&["and", "or", "xor"]) {
        Some("and") => Some(BinOp::And),
        Some("or") => Some(BinOp::Or),
        Some(_) => Some(BinOp::Xor),
        None => None,
    };
    Ok((cmp, bool_op))
}

/// The source type of a comparison: 16 to 64 bits, floats the simulator
/// computes; `.ftz` only where the ISA has it.
fn source_type(ty: ScalarType, ftz: bool) -> Result<(), String> {
    if ty == ScalarType::Pred || ty.bits() > 64 || ty.bits() < 16 {
        return Err(format!("a comparison does not take {ty}"));
    }
    let known_float = matches!(ty, ScalarType::F32 | ScalarType::F64) || is_half(ty);
    if is_float(ty) && !known_float {
        return Err(format!("comparisons of {ty} are not supported"));
    }
    if ftz && !matches!(ty, ScalarType::F32 | ScalarType::F16 | ScalarType::F16x2) {
        return Err(format!("a comparison of {ty} takes no .ftz"));
    }
    Ok(())
}

fn is_pair(ty: ScalarType) -> bool {
    matches!(ty, ScalarType::F16x2 | ScalarType::Bf16x2)
}

impl Decoder {
    /// The `.and/.or/.xor` operand, if the combination is asked for.
    fn combination(
        &self,
        b: &Builder<'_>,
        bool_op: Option<BinOp>,
        o: &[Operand],
        plain: usize,
    ) -> Result<Option<(BinOp, Src)>, String> {
        match (bool_op, o.len()) {
            (None, n) if n == plain => Ok(None),
            (Some(op), n) if n == plain + 1 => {
                Ok(Some((op, self.src(b, &o[plain], ScalarType::Pred)?)))
            }
            _ => Err(format!(
                "wrong number of operands ({}) for this comparison",
                o.len()
            )),
        }
    }

    /// A predicate destination, or `None` for the sink `_`.
    fn pred_or_sink(&self, name: &str) -> Result<Option<u32>, String> {
        if name == "_" {
            Ok(None)
        } else {
            self.pred_reg(name).map(Some)
        }
    }

    /// A predicate register operand.
    pub(super) fn pred_reg_operand(&self, o: &Operand) -> Result<u32, String> {
        match o {
            Operand::Reg(p) | Operand::Symbol(p) => self.pred_reg(p),
            other => Err(format!("expected a predicate register, found {other:?}")),
        }
    }

    /// `setp.CmpOp{.BoolOp}{.ftz}.type p{|q}, a, b{, {!}c}`.
    pub(super) fn setp(
        &self,
        b: &Builder<'_>,
        i: &Instruction,
        m: &mut Mods,
    ) -> Result<Op, String> {
        let (cmp, bool_op) = comparison(m)?;
        let ty = m.one_type()?;
        source_type(ty, m.ftz)?;
        let o = i.operands.as_slice();
        let (d, d2) = match o.first() {
            // The half types' scalar forms write `p` alone (9.7.7.2).
            Some(Operand::PredPair(..)) if is_half(ty) && !is_pair(ty) => {
                return Err(format!(
                    "setp.{} writes one predicate, not `p|q`",
                    ty.name()
                ))
            }
            Some(Operand::PredPair(p, q)) => (self.pred_or_sink(p)?, self.pred_or_sink(q)?),
            Some(Operand::Reg(p) | Operand::Symbol(p)) if !is_pair(ty) => {
                (Some(self.pred_reg(p)?), None)
            }
            _ if is_pair(ty) => {
                return Err(format!("setp.{} needs a `p|q` destination", ty.name()))
            }
            _ => return Err("setp needs a predicate destination".into()),
        };
        let combine = self.combination(b, bool_op, o, 3)?;
        Ok(Op::Setp {
            cmp,
            ty,
            ftz: m.ftz,
            combine,
            d,
            d2,
            a: self.src(b, &o[1], ty)?,
            b: self.src(b, &o[2], ty)?,
        })
    }

    /// `set.CmpOp{.BoolOp}{.ftz}.dtype.stype d, a, b{, {!}c}`.
    pub(super) fn set(&self, b: &Builder<'_>, i: &Instruction, m: &mut Mods) -> Result<Op, String> {
        let (cmp, bool_op) = comparison(m)?;
        let [dty, sty] = m.types[..] else {
            return Err("set takes a destination and a source type".into());
        };
        source_type(sty, m.ftz)?;
        let dty_ok = match sty {
            ScalarType::F16x2 => {
                matches!(dty, ScalarType::F16x2 | ScalarType::U32 | ScalarType::S32)
            }
            ScalarType::Bf16x2 => {
                matches!(dty, ScalarType::Bf16x2 | ScalarType::U32 | ScalarType::S32)
            }
            _ => matches!(
                dty,
                ScalarType::U32
                    | ScalarType::S32
                    | ScalarType::F32
                    | ScalarType::U16
                    | ScalarType::S16
                    | ScalarType::F16
                    | ScalarType::Bf16
            ),
        };
        if !dty_ok {
            return Err(format!(
                "set.{}.{} is not an instruction",
                dty.name(),
                sty.name()
            ));
        }
        let o = operands(i, if bool_op.is_some() { 4 } else { 3 })?;
        Ok(Op::Set {
            cmp,
            dty,
            sty,
            ftz: m.ftz,
            combine: self.combination(b, bool_op, o, 3)?,
            d: self.dst(&o[0], dty)?,
            a: self.src(b, &o[1], sty)?,
            b: self.src(b, &o[2], sty)?,
        })
    }
}
