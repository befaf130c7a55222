//! Operands: SSA values, constants materialised before their use, global
//! addresses and constant expressions.
//!
//! ```text
//!   %x                 its value
//!   42, 1.5, null      iconst / f32const / f64const
//!   @g                 shared_addr / const_addr (see globals.rs)
//!   (cast ...), (gep ...) constant expressions, translated like instructions
//! ```

use super::{convert::Index, scalar, FunctionTranslator, TResult, Val};
use crate::ir::{InstBuilder, Type, Value};
use crate::llvm::ast::{ConstExpr, FloatLit, Operand, Ty};

impl FunctionTranslator<'_, '_> {
    /// The value of an operand of type `ty` (constants are materialised).
    pub(super) fn operand(&mut self, ty: &Ty, op: &Operand) -> TResult<Value> {
        match op {
            Operand::Local(n) => match self.locals.get(n.as_str()) {
                Some(Val::One(v)) => Ok(*v),
                Some(Val::Agg(_)) => self.err(format!("%{n} is an aggregate; use extractvalue")),
                None => self.undefined(n),
            },
            Operand::Int(k) => {
                let t = match ty {
                    Ty::Ptr(_) => Type::I64,
                    t => match scalar(t) {
                        Some(t) if t.is_int() => t,
                        _ => return self.err("an integer constant of a non-integer type"),
                    },
                };
                self.int_const(t, *k)
            }
            Operand::Null | Operand::Undef | Operand::Zero => match scalar(ty) {
                Some(Type::F32) => Ok(self.ins().f32const(0.0)),
                Some(Type::F64) => Ok(self.ins().f64const(0.0)),
                Some(t) => Ok(self.ins().iconst(t, 0)),
                None => self.err("an undefined or zero aggregate operand"),
            },
            Operand::Float(lit) => match (ty, lit) {
                (Ty::Float(32), FloatLit::HexDouble(bits)) => {
                    let x = f32::from_bits(f32_bits_of_double_hex(*bits));
                    Ok(self.ins().f32const(x))
                }
                (Ty::Float(32), FloatLit::Decimal(d)) => Ok(self.ins().f32const(*d as f32)),
                (Ty::Float(64), FloatLit::HexDouble(bits)) => {
                    Ok(self.ins().f64const(f64::from_bits(*bits)))
                }
                (Ty::Float(64), FloatLit::Decimal(d)) => Ok(self.ins().f64const(*d)),
                _ => self.err("a float constant of an unsupported type"),
            },
            Operand::Global(name) => self.global_address(name),
            Operand::Expr(e) => self.const_expr(e),
            _ => self.err("an unsupported operand (aggregate constant or metadata)"),
        }
    }

    /// `iconst.t k`; `k` must fit `t`, signed or unsigned (an `i1` takes
    /// its low bit).
    pub(super) fn int_const(&mut self, t: Type, k: i128) -> TResult<Value> {
        let bits = t.bits();
        let fits = k >= -(1i128 << (bits - 1).min(126)) && k < (1i128 << bits.min(126));
        if !fits {
            return self.err(format!("the constant {k} does not fit {t}"));
        }
        let k = if t == Type::I1 { k & 1 } else { k };
        // Fits 64 bits: the builder keeps the low `bits` bits.
        Ok(self.ins().iconst(t, k as i64))
    }

    fn const_expr(&mut self, e: &ConstExpr) -> TResult<Value> {
        match e {
            ConstExpr::Cast(op, from, v, to) => {
                let x = self.operand(from, v)?;
                self.cast(op, from, x, to)
            }
            ConstExpr::Gep(elem, pty, p, idx) => {
                let base = self.operand(pty, p)?;
                self.gep(elem, base, idx.iter().map(Index::Operand))
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
