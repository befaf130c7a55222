//! Decoding of float arithmetic: `add sub mul mad fma div min max abs neg
//! copysign` and the unary functions (`sqrt rcp rsqrt sin cos ex2 lg2
//! tanh`) on `.f32` and `.f64` (PTX ISA 9.7.3) and on `.f16`, `.f16x2`,
//! `.bf16`, `.bf16x2` (9.7.4), with the modifiers each allows.
//!
//! Takes a parsed instruction whose type is a float type and its sorted
//! modifiers; gives an [`Op`]. Invariants (the ISA's syntax tables):
//! rounding is `.rn` for half types and `div`/`min`/`max`/unary functions;
//! `.rz .rm .rp` for `add sub mul mad fma` on `.f32` and `.f64`; `fma`
//! needs a rounding; `.ftz` applies to `.f32` and
//! `.f16`/`.f16x2` (and `ex2` on `.bf16`); `.sat` to `.f32` and `.f16`
//! types; `.relu` to half `fma`; `.NaN` and `.xorsign.abs` to `min`/`max`
//! on `.f32` and half types; unary functions on half types are `ex2` and
//! `tanh` only.

use super::{operands, Mods};
use crate::ptx::parse::{Instruction, ScalarType};
use crate::ptx::sim::decode::{Builder, Decoder};
use crate::ptx::sim::eval::is_half;
use crate::ptx::sim::ops::{BinOp, FFlags, Op, Rounding, TernOp, UnOp};

impl Decoder {
    /// `name.ty` where `ty` is a float type.
    pub(super) fn float_op(
        &self,
        b: &Builder<'_>,
        i: &Instruction,
        m: &mut Mods,
        ty: ScalarType,
    ) -> Result<Op, String> {
        use ScalarType::{Bf16, Bf16x2, F16x2, F16, F32, F64};
        let name = i.opcode.as_str();
        if !matches!(ty, F32 | F64) && !is_half(ty) {
            return Err(format!("{ty} arithmetic is not supported"));
        }
        let ftz_ok = matches!(ty, F32 | F16 | F16x2)
            || (name == "ex2" && is_half(ty))
            || (ty == F64 && matches!(name, "rcp" | "rsqrt"));
        if m.ftz && !ftz_ok {
            return Err(format!("`{name}` takes no .ftz with {ty}"));
        }
        let sat_ok = matches!(ty, F32 | F16 | F16x2)
            && matches!(name, "add" | "sub" | "mul" | "mad" | "fma");
        if m.sat && !sat_ok {
            return Err(format!("`{name}` takes no .sat with {ty}"));
        }
        let mut f = FFlags {
            ftz: m.ftz,
            sat: m.sat,
            rnd: m.rnd,
            ..FFlags::default()
        };
        let directed = matches!(m.rnd, Some(Rounding::Rz | Rounding::Rm | Rounding::Rp));
        let rounding_ok = match (name, ty) {
            (_, _) if m.rnd.is_some_and(|r| r.is_integral()) => false,
            ("add" | "sub" | "mul" | "mad" | "fma" | "div" | "sqrt" | "rcp", F32 | F64) => true,
            _ => !directed,
        };
        if !rounding_ok {
            return Err(format!(
                "`{name}.{}` with rounding {:?} is not supported",
                ty.name(),
                m.rnd
            ));
        }
        let op3 = |op: BinOp, f: FFlags| -> Result<Op, String> {
            let o = operands(i, 3)?;
            Ok(Op::Bin {
                op,
                ty,
                f,
                d: self.dst(&o[0], ty)?,
                a: self.src(b, &o[1], ty)?,
                b: self.src(b, &o[2], ty)?,
            })
        };
        let op2 = |op: UnOp, f: FFlags| -> Result<Op, String> {
            let o = operands(i, 2)?;
            Ok(Op::Un {
                op,
                ty,
                f,
                d: self.dst(&o[0], ty)?,
                a: self.src(b, &o[1], ty)?,
            })
        };
        match name {
            "add" => op3(BinOp::Add, f),
            "sub" => op3(BinOp::Sub, f),
            "mul" => op3(BinOp::Mul, f),
            "mad" | "fma" => {
                if name == "mad" && is_half(ty) {
                    return Err(format!("`mad` does not take {ty}: use fma"));
                }
                if name == "fma" && m.rnd.is_none() {
                    return Err("fma needs a rounding modifier (.rn)".into());
                }
                f.relu = m.take("relu");
                if f.relu && !is_half(ty) {
                    return Err(format!("`fma.relu` does not take {ty}"));
                }
                let o = operands(i, 4)?;
                Ok(Op::Tern {
                    op: TernOp::Fma,
                    ty,
                    f,
                    d: self.dst(&o[0], ty)?,
                    a: self.src(b, &o[1], ty)?,
                    b: self.src(b, &o[2], ty)?,
                    c: self.src(b, &o[3], ty)?,
                })
            }
            "min" | "max" => {
                f.nan = m.take("NaN");
                let (xorsign, abs) = (m.take("xorsign"), m.take("abs"));
                if xorsign != abs {
                    return Err("`.xorsign` and `.abs` go together".into());
                }
                f.xorsign_abs = xorsign;
                if (f.nan || xorsign) && ty == F64 {
                    return Err(format!("`{name}.NaN`/`.xorsign.abs` do not take .f64"));
                }
                let op = if name == "min" {
                    BinOp::Min
                } else {
                    BinOp::Max
                };
                op3(op, f)
            }
            "div" | "copysign" if !is_half(ty) => {
                let op = if name == "div" {
                    BinOp::Div
                } else {
                    BinOp::Copysign
                };
                op3(op, f)
            }
            "abs" => op2(UnOp::Abs, f),
            "neg" => op2(UnOp::Neg, f),
            "ex2" | "tanh" => {
                let op = if name == "ex2" { UnOp::Ex2 } else { UnOp::Tanh };
                if matches!(ty, Bf16 | Bf16x2) && name == "ex2" && !m.ftz {
                    return Err("ex2 on .bf16 needs .ftz".into());
                }
                op2(op, f)
            }
            "sqrt" | "rcp" | "rsqrt" | "sin" | "cos" | "lg2" if !is_half(ty) => {
                let op = match name {
                    "sqrt" => UnOp::Sqrt,
                    "rcp" => UnOp::Rcp,
                    "rsqrt" => UnOp::Rsqrt,
                    "sin" => UnOp::Sin,
                    "cos" => UnOp::Cos,
                    _ => UnOp::Lg2,
                };
                op2(op, f)
            }
            other => Err(format!("`{other}` does not take {ty}")),
        }
    }
}
