//! NVVM's rounding-mode intrinsics, each made of IR instructions that
//! compute exactly what the PTX instruction it names computes.
//!
//! ```text
//!   llvm.nvvm.{add,mul,fma}.{rn,rz,rm,rp}.{f,d}   fadd / fmul / fma with that mode
//!   llvm.nvvm.{f,d}2{i,ui,ll,ull}.{rn,rz,rm,rp}   nearest / trunc / floor / ceil,
//!                                                 then fcvt_to_sint / fcvt_to_uint
//!   llvm.nvvm.round[.ftz].{f,d}                   llvm.round's sequence (calls.rs)
//!   llvm.nvvm.div.approx.f                        fdiv_approx
//!   llvm.nvvm.div.{rn,full}.f, div.rn.d           fdiv
//! ```
//!
//! `.ftz` forms: the IR has no flush-to-zero arithmetic, so a `.ftz` form
//! is accepted only where flushing cannot change the result (`round` and
//! the `.rn`/`.rz` conversions to integers: a subnormal input gives 0
//! either way); the others are refused with a located error naming the
//! intrinsic, never approximated.

use super::{FunctionTranslator, TResult};
use crate::ir::rounding::RoundedOp;
use crate::ir::{InstBuilder, RoundingMode, Type, Value};

/// What a rounding-mode intrinsic is.
enum Rounded {
    /// `add`, `mul` or `fma` with a mode.
    Arith(RoundedOp, RoundingMode),
    /// A conversion to an integer of `to` (signed or not) with a mode.
    ToInt {
        to: Type,
        signed: bool,
        mode: RoundingMode,
    },
    /// `round`: to nearest, halfway cases away from zero.
    Round,
    /// `div.approx`: `a * (1/b)`.
    DivApprox,
    /// An IEEE division (`div.rn`, or `div.full`: see below).
    Div,
}

/// Parses `name` (after `llvm.`): the intrinsic and whether it is `.ftz`,
/// or `None` when it is not one of this module's.
fn parse(name: &str) -> Option<(Rounded, bool)> {
    let rest = name.strip_prefix("nvvm.")?;
    let parts: Vec<&str> = rest.split('.').collect();
    let ftz = parts.contains(&"ftz");
    let parts: Vec<&str> = parts.into_iter().filter(|p| *p != "ftz").collect();
    let kind = match parts.as_slice() {
        [op @ ("add" | "mul" | "fma"), mode, "f" | "d"] => {
            let op = match *op {
                "add" => RoundedOp::Add,
                "mul" => RoundedOp::Mul,
                _ => RoundedOp::Fma,
            };
            Rounded::Arith(op, RoundingMode::from_name(mode)?)
        }
        ["round", "f" | "d"] => Rounded::Round,
        [conv, mode] => {
            let (to, signed) = match *conv {
                "f2i" | "d2i" => (Type::I32, true),
                "f2ui" | "d2ui" => (Type::I32, false),
                "f2ll" | "d2ll" => (Type::I64, true),
                "f2ull" | "d2ull" => (Type::I64, false),
                _ => return None,
            };
            Rounded::ToInt {
                to,
                signed,
                mode: RoundingMode::from_name(mode)?,
            }
        }
        ["div", "approx", "f"] => Rounded::DivApprox,
        ["div", "rn", "f" | "d"] | ["div", "full", "f"] => Rounded::Div,
        _ => return None,
    };
    Some((kind, ftz))
}

impl<'m, 'f> FunctionTranslator<'m, 'f> {
    /// Translates `llvm.NAME` if it is a rounding-mode intrinsic: its value,
    /// or `None` when `name` is not one.
    pub(super) fn rounding_intrinsic(
        &mut self,
        name: &str,
        vals: &[Value],
    ) -> TResult<Option<Value>> {
        let Some((kind, ftz)) = parse(name) else {
            return Ok(None);
        };
        // A subnormal input of `round` or of a conversion toward zero or to
        // nearest gives a zero result whether or not it is flushed first.
        let ftz_exact = matches!(
            kind,
            Rounded::Round
                | Rounded::ToInt {
                    mode: RoundingMode::Rn | RoundingMode::Rz,
                    ..
                }
        );
        if ftz && !ftz_exact {
            return self.err(format!(
                "intrinsic @llvm.{name} is not supported: the IR has no flush-to-zero \
                 arithmetic (use the form without `.ftz`)"
            ));
        }
        let arity = match kind {
            Rounded::Arith(RoundedOp::Fma, _) => 3,
            Rounded::Arith(..) | Rounded::DivApprox | Rounded::Div => 2,
            Rounded::ToInt { .. } | Rounded::Round => 1,
        };
        if vals.len() != arity {
            return self.err(format!(
                "@llvm.{name} takes {arity} operand(s), not {}",
                vals.len()
            ));
        }
        let x = vals[0];
        let v = match kind {
            Rounded::Arith(RoundedOp::Add, mode) => self.ins().fadd_rounded(mode, x, vals[1]),
            Rounded::Arith(RoundedOp::Sub, mode) => self.ins().fsub_rounded(mode, x, vals[1]),
            Rounded::Arith(RoundedOp::Mul, mode) => self.ins().fmul_rounded(mode, x, vals[1]),
            Rounded::Arith(RoundedOp::Fma, mode) => {
                self.ins().fma_rounded(mode, x, vals[1], vals[2])
            }
            // PTX's `cvt.rni.s32.f32` (and .rzi/.rmi/.rpi, every integer
            // type): round to an integral value, then "the result is
            // clamped to the destination range by default" (PTX ISA
            // 9.7.9.21 `cvt`, float-to-integer conversions). The IR rounds
            // with `nearest`/`trunc`/`floor`/`ceil` (exact: the result is
            // an integral float) and converts with `fcvt_to_sint_rzi`/
            // `fcvt_to_uint_rzi`, which truncate an integral value exactly
            // and saturate, and give a NaN the GPU's result (the ISA says
            // 0; the GPU gives 0x80..0 from f64 or to 64 bits), as the
            // instruction llc writes for the intrinsic does.
            Rounded::ToInt { to, signed, mode } => {
                let integral = match mode {
                    RoundingMode::Rn => self.ins().nearest(x),
                    RoundingMode::Rz => self.ins().trunc(x),
                    RoundingMode::Rm => self.ins().floor(x),
                    RoundingMode::Rp => self.ins().ceil(x),
                };
                if signed {
                    self.ins().fcvt_to_sint_rzi(to, integral)
                } else {
                    self.ins().fcvt_to_uint_rzi(to, integral)
                }
            }
            Rounded::Round => {
                let t = self.b.func.dfg.value_type(x);
                self.round(t, x)?
            }
            // The IR's operation of that meaning (`div.approx.f32`).
            Rounded::DivApprox => self.ins().fdiv_approx(x, vals[1]),
            // `div.rn` is the IEEE quotient; `div.full.f32` is an
            // approximation within 2 ulp over the full range, which the
            // correctly rounded quotient meets.
            Rounded::Div => self.ins().fdiv(x, vals[1]),
        };
        Ok(Some(v))
    }
}
