//! NVVM's rounding-mode intrinsics, each made of IR instructions that
//! compute exactly what the PTX instruction it names computes.
//!
//! ```text
//!   llvm.nvvm.{add,mul,fma,div}.{rn,rz,rm,rp}.{f,d}  fadd / fmul / fma / fdiv with that mode
//!   llvm.nvvm.sqrt.{rn,rz,rm,rp}.{f,d}            sqrt with that mode
//!   llvm.nvvm.rcp.{rn,rz,rm,rp}.{f,d}             fdiv of 1.0 with that mode
//!   llvm.nvvm.{f,d}2{i,ui,ll,ull}.{rn,rz,rm,rp}   nearest / trunc / floor / ceil,
//!                                                 then fcvt_to_sint / fcvt_to_uint
//!   llvm.nvvm.{i,ui,ll,ull}2{f,d}.{rn,rz,rm,rp}   fcvt_from_sint / fcvt_from_uint with that mode
//!   llvm.nvvm.d2f.{rn,rz,rm,rp}                   fdemote with that mode
//!   llvm.nvvm.round[.ftz].{f,d}                   llvm.round's sequence (calls.rs)
//!   llvm.nvvm.div.approx.f                        fdiv_approx
//!   llvm.nvvm.div.full.f                          fdiv
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
    /// `add`, `mul`, `fma`, `div` or `sqrt` with a mode.
    Arith(RoundedOp, RoundingMode),
    /// `rcp`: `1 / x` with a mode.
    Rcp(RoundingMode),
    /// `d2f`: f64 to f32 with a mode.
    Demote(RoundingMode),
    /// A conversion of an integer (signed or not) to the float type `to`.
    FromInt {
        to: Type,
        signed: bool,
        mode: RoundingMode,
    },
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
    /// `div.full`: see below.
    DivFull,
}

/// Parses `name` (after `llvm.`): the intrinsic and whether it is `.ftz`,
/// or `None` when it is not one of this module's.
fn parse(name: &str) -> Option<(Rounded, bool)> {
    let rest = name.strip_prefix("nvvm.")?;
    let parts: Vec<&str> = rest.split('.').collect();
    let ftz = parts.contains(&"ftz");
    let parts: Vec<&str> = parts.into_iter().filter(|p| *p != "ftz").collect();
    let kind = match parts.as_slice() {
        ["div", "approx", "f"] => Rounded::DivApprox,
        ["div", "full", "f"] => Rounded::DivFull,
        [op @ ("add" | "mul" | "fma" | "div" | "sqrt"), mode, "f" | "d"] => {
            let op = match *op {
                "add" => RoundedOp::Add,
                "mul" => RoundedOp::Mul,
                "fma" => RoundedOp::Fma,
                "div" => RoundedOp::Div,
                _ => RoundedOp::Sqrt,
            };
            Rounded::Arith(op, RoundingMode::from_name(mode)?)
        }
        ["rcp", mode, "f" | "d"] => Rounded::Rcp(RoundingMode::from_name(mode)?),
        ["round", "f" | "d"] => Rounded::Round,
        ["d2f", mode] => Rounded::Demote(RoundingMode::from_name(mode)?),
        [conv @ ("i2f" | "ui2f" | "ll2f" | "ull2f" | "i2d" | "ui2d" | "ll2d" | "ull2d"), mode] => {
            Rounded::FromInt {
                to: if conv.ends_with('f') {
                    Type::F32
                } else {
                    Type::F64
                },
                signed: !conv.starts_with('u'),
                mode: RoundingMode::from_name(mode)?,
            }
        }
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
            Rounded::Arith(RoundedOp::Sqrt, _)
            | Rounded::Rcp(_)
            | Rounded::Demote(_)
            | Rounded::FromInt { .. }
            | Rounded::ToInt { .. }
            | Rounded::Round => 1,
            Rounded::Arith(..) | Rounded::DivApprox | Rounded::DivFull => 2,
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
            Rounded::Arith(RoundedOp::Div, mode) => self.ins().fdiv_rounded(mode, x, vals[1]),
            Rounded::Arith(RoundedOp::Sqrt, mode) => self.ins().sqrt_rounded(mode, x),
            Rounded::Rcp(mode) => {
                let t = self.b.func.dfg.value_type(x);
                let one = self.float_const(t, 1.0);
                self.ins().fdiv_rounded(mode, one, x)
            }
            Rounded::Demote(mode) => self.ins().fdemote_rounded(mode, x),
            Rounded::FromInt { to, signed, mode } => {
                if signed {
                    self.ins().fcvt_from_sint_rounded(to, mode, x)
                } else {
                    self.ins().fcvt_from_uint_rounded(to, mode, x)
                }
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
            // `div.full.f32` is an approximation within 2 ulp over the
            // full range, which the correctly rounded quotient meets.
            Rounded::DivFull => self.ins().fdiv(x, vals[1]),
        };
        Ok(Some(v))
    }
}
