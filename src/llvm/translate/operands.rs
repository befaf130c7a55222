//! Operands: SSA values, constants materialised before their use, global
//! addresses and constant expressions.
//!
//! ```text
//!   %x                 its value (numbered on first mention)
//!   42, 1.5, null      iconst / f32const / f64const
//!   @g                 shared_addr / const_addr (see globals.rs)
//!   (cast ...), (gep ...) constant expressions, translated like instructions
//! ```

use super::{scalar, FunctionTranslator, TResult, Val};
use crate::ir::{Ieee32, Ieee64};
use crate::llvm::ast::{ConstExpr, FloatLit, Operand, Ty};

impl FunctionTranslator<'_> {
    /// The value of an operand of type `ty` (constants are materialised).
    pub(super) fn operand(&mut self, ty: &Ty, op: &Operand) -> TResult<String> {
        match op {
            Operand::Local(n) => match self.locals.get(n) {
                Some(Val::Agg(_)) => self.err(format!("%{n} is an aggregate; use extractvalue")),
                _ => Ok(self.local(n)),
            },
            Operand::Int(k) => {
                let t = match ty {
                    Ty::Ptr(_) => "i64",
                    t => match scalar(t) {
                        Some(t) if t.starts_with('i') => t,
                        _ => return self.err("an integer constant of a non-integer type"),
                    },
                };
                let bits: u32 = t[1..].parse().unwrap_or(64);
                let fits = *k >= -(1i128 << (bits - 1).min(126)) && *k < (1i128 << bits.min(126));
                if !fits {
                    return self.err(format!("the constant {k} does not fit {t}"));
                }
                let k = if t == "i1" { *k & 1 } else { *k };
                Ok(self.def(&format!("iconst.{t} {k}")))
            }
            Operand::Null | Operand::Undef | Operand::Zero => match scalar(ty) {
                Some("f32") => Ok(self.def("f32const 0.0")),
                Some("f64") => Ok(self.def("f64const 0.0")),
                Some(t) => Ok(self.def(&format!("iconst.{t} 0"))),
                None => self.err("an undefined or zero aggregate operand"),
            },
            Operand::Float(lit) => {
                let text = match (ty, lit) {
                    (Ty::Float(32), FloatLit::HexDouble(bits)) => {
                        Ieee32(f32_bits_of_double_hex(*bits)).to_string()
                    }
                    (Ty::Float(32), FloatLit::Decimal(d)) => {
                        Ieee32((*d as f32).to_bits()).to_string()
                    }
                    (Ty::Float(64), FloatLit::HexDouble(bits)) => Ieee64(*bits).to_string(),
                    (Ty::Float(64), FloatLit::Decimal(d)) => Ieee64(d.to_bits()).to_string(),
                    _ => return self.err("a float constant of an unsupported type"),
                };
                Ok(match ty {
                    Ty::Float(32) => self.def(&format!("f32const {text}")),
                    _ => self.def(&format!("f64const {text}")),
                })
            }
            Operand::Global(name) => self.global_address(name),
            Operand::Expr(e) => self.const_expr(e),
            _ => self.err("an unsupported operand (aggregate constant or metadata)"),
        }
    }

    fn const_expr(&mut self, e: &ConstExpr) -> TResult<String> {
        match e {
            ConstExpr::Cast(op, from, v, to) => {
                let x = self.operand(from, v)?;
                self.cast(op, from, &x, to)
            }
            ConstExpr::Gep(elem, pty, p, idx) => {
                let base = self.operand(pty, p)?;
                self.gep(elem, &base, idx)
            }
        }
    }
}

/// The f32 bits of a float constant LLVM writes as a double's bits (the
/// value is exactly representable; a NaN keeps its sign and the top of
/// its payload).
pub(super) fn f32_bits_of_double_hex(bits: u64) -> u32 {
    let x = f64::from_bits(bits);
    if x.is_nan() {
        let sign = ((bits >> 63) as u32) << 31;
        sign | 0x7f80_0000 | ((bits >> 29) as u32 & 0x007f_ffff)
    } else {
        (x as f32).to_bits()
    }
}
