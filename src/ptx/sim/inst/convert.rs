//! Decoding of `cvt` (PTX ISA 9.7.9.21): between integer, `.f16`, `.bf16`,
//! `.f32` and `.f64` types, and the two-source `.f16x2`/`.bf16x2` forms.
//!
//! Takes a parsed instruction and its sorted modifiers; gives an [`Op`].
//! Invariants: `.relu` and `.satfinite` only on `.f16`/`.bf16` (and pair)
//! destinations from `.f32`; the pair forms take `.rn` or `.rz` and two
//! `.f32` sources; formats the simulator does not compute (`.tf32`, the
//! 8-, 6- and 4-bit ones, `.b128`) are errors naming the type.

use super::{is_float, operands, Mods};
use crate::ptx::parse::{Instruction, ScalarType};
use crate::ptx::sim::decode::{Builder, Decoder};
use crate::ptx::sim::eval::is_half;
use crate::ptx::sim::ops::{FFlags, Op, Rounding};

impl Decoder {
    /// `cvt{.rnd}{.ftz}{.sat}{.relu}{.satfinite}.dtype.atype d, a{, b}`.
    pub(super) fn cvt(&self, b: &Builder<'_>, i: &Instruction, m: &mut Mods) -> Result<Op, String> {
        let [dty, sty] = m.types[..] else {
            return Err("cvt takes two types".into());
        };
        for t in [dty, sty] {
            let float_ok =
                !is_float(t) || matches!(t, ScalarType::F32 | ScalarType::F64) || is_half(t);
            if t == ScalarType::Pred || t.bits() > 64 || !float_ok {
                return Err(format!("cvt with {t} is not supported"));
            }
        }
        let f = FFlags {
            ftz: m.ftz,
            sat: m.sat,
            relu: m.take("relu"),
            satfinite: m.take("satfinite"),
            ..FFlags::default()
        };
        if matches!(dty, ScalarType::F16x2 | ScalarType::Bf16x2) {
            if sty != ScalarType::F32 {
                return Err(format!("cvt to {dty} converts two .f32 values, not {sty}"));
            }
            let rnd = match m.rnd {
                Some(r @ (Rounding::Rn | Rounding::Rz)) => r,
                _ => return Err(format!("cvt to {dty} needs .rn or .rz")),
            };
            let o = operands(i, 3)?;
            return Ok(Op::CvtPair {
                dty,
                rnd,
                f,
                d: self.dst(&o[0], dty)?,
                a: self.src(b, &o[1], sty)?,
                b: self.src(b, &o[2], sty)?,
            });
        }
        if matches!(sty, ScalarType::F16x2 | ScalarType::Bf16x2) {
            return Err(format!("cvt from {sty} is not an instruction"));
        }
        if (f.relu || f.satfinite) && !(is_half(dty) && sty == ScalarType::F32) {
            return Err(".relu and .satfinite apply to .f16/.bf16 results from .f32".into());
        }
        let o = operands(i, 2)?;
        Ok(Op::Cvt {
            dty,
            sty,
            rnd: m.rnd,
            f,
            d: self.dst(&o[0], dty)?,
            a: self.src(b, &o[1], sty)?,
        })
    }
}
