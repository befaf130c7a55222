//! Conversions and address arithmetic: LLVM casts, `getelementptr` (also
//! in constant expressions) and the `i32` shift amounts ptxlift shifts
//! take.
//!
//! ```text
//!   trunc/zext/sext        ireduce / uextend / sextend
//!   fp casts               fdemote fpromote fcvt_*
//!   ptrtoint/inttoptr      the value itself (i64), or narrowed / widened
//!   bitcast                the value itself, or bitcast.T between int and float
//!   addrspacecast          to_generic / from_generic; global <-> generic is
//!                          the value itself
//!   gep T, p, i0, i1 ...   p + i0*sizeof(T) + (field offsets | i*sizeof(elem)),
//!                          constant parts folded into one iadd_imm
//! ```
//!
//! A cast that changes nothing gives its operand's value: no instruction.

use super::{scalar, space, FunctionTranslator, TResult, Val};
use crate::ir::{InstBuilder, Type, Value};
use crate::llvm::ast::{Operand, Ty, Typed};
use crate::llvm::layout::{gep_step, GepStep};

/// An index of a `getelementptr`: an operand to translate, or the value of
/// one lane of a vector index (already translated).
#[derive(Clone, Copy)]
pub(super) enum Index<'a> {
    /// A typed operand.
    Operand(&'a Typed),
    /// A lane's value, of the given LLVM type.
    Lane(&'a Ty, Value),
}

impl<'m> FunctionTranslator<'m, '_> {
    /// A shift amount as the `i32` ptxlift shifts take.
    pub(super) fn shift_amount(&mut self, t: Type, y: Value) -> TResult<Value> {
        Ok(match t {
            Type::I32 => y,
            Type::I64 => self.ins().ireduce(Type::I32, y),
            Type::I8 | Type::I16 => self.ins().uextend(Type::I32, y),
            _ => return self.err("a shift of an unsupported type"),
        })
    }

    /// `sext x` to `t`; of an `add nsw y, k`, `sext y + k` (see
    /// `nsw_sums`; `y` may be such a sum too).
    fn sign_extended(&mut self, t: Type, x: Value) -> Value {
        match self.nsw_sums.get(&x) {
            Some(&(y, k)) => {
                let wide = self.sign_extended(t, y);
                self.ins().iadd_imm(wide, k)
            }
            None => self.ins().sextend(t, x),
        }
    }

    pub(super) fn cast(&mut self, op: &str, from: &Ty, x: Value, to: &Ty) -> TResult<Value> {
        let (Some(f), Some(t)) = (scalar(from), scalar(to)) else {
            return self.err(format!("`{op}` between unsupported types"));
        };
        Ok(match op {
            "trunc" => self.ins().ireduce(t, x),
            "zext" => self.ins().uextend(t, x),
            "sext" => self.sign_extended(t, x),
            "fptrunc" => self.ins().fdemote(x),
            "fpext" => self.ins().fpromote(x),
            // Conversions between floats and `i1` go through `i32` (true
            // is -1 as a signed `i1`).
            "fptoui" | "fptosi" if t == Type::I1 => {
                let wide = if op == "fptoui" {
                    self.ins().fcvt_to_uint(Type::I32, x)
                } else {
                    self.ins().fcvt_to_sint(Type::I32, x)
                };
                self.ins().ireduce(Type::I1, wide)
            }
            "uitofp" if f == Type::I1 => {
                let wide = self.ins().uextend(Type::I32, x);
                self.ins().fcvt_from_uint(t, wide)
            }
            "sitofp" if f == Type::I1 => {
                let wide = self.ins().sextend(Type::I32, x);
                self.ins().fcvt_from_sint(t, wide)
            }
            // LLVM's NaN (and out-of-range) result is poison: any value
            // will do, so the GPU's `cvt.rzi` as it is, as llc writes it.
            "fptoui" => self.ins().fcvt_to_uint_rzi(t, x),
            "fptosi" => self.ins().fcvt_to_sint_rzi(t, x),
            "uitofp" => self.ins().fcvt_from_uint(t, x),
            "sitofp" => self.ins().fcvt_from_sint(t, x),
            "ptrtoint" | "inttoptr" => match (f, t) {
                (a, b) if a == b => x,
                (Type::I64, _) => self.ins().ireduce(t, x),
                (_, Type::I64) => self.ins().uextend(Type::I64, x),
                _ => return self.err(format!("`{op}` from {f} to {t}")),
            },
            "bitcast" if f == t => x,
            "bitcast" => self.ins().bitcast(t, x),
            "addrspacecast" => {
                let (Ty::Ptr(a), Ty::Ptr(b)) = (from, to) else {
                    return self.err("addrspacecast between non-pointers");
                };
                match (*a, *b) {
                    (a, b) if a == b => x,
                    // Global addresses are their own generic addresses.
                    (1, 0) | (0, 1) => x,
                    // A `const` kernel parameter holds a const address.
                    (0, 4) if self.const_params.contains(&x) => x,
                    (s, 0) => {
                        let Some(sp) = space(s) else {
                            return self.err(format!("address space {s} is not supported"));
                        };
                        self.ins().to_generic(sp, x)
                    }
                    (0, s) => {
                        let Some(sp) = space(s) else {
                            return self.err(format!("address space {s} is not supported"));
                        };
                        self.ins().from_generic(Type::I64, sp, x)
                    }
                    (a, b) => {
                        return self.err(format!(
                            "addrspacecast from {a} to {b} (between two specific spaces)"
                        ))
                    }
                }
            }
            other => return self.err(format!("unsupported cast `{other}`")),
        })
    }

    /// A `getelementptr` over a vector of pointers or with vector indices:
    /// a vector of pointers, one scalar `gep` per lane (a scalar base or
    /// index serves every lane; a constant vector index gives each lane
    /// its constant, so struct fields stay constant).
    pub(super) fn vector_gep(
        &mut self,
        r: &'m Option<String>,
        elem: &Ty,
        (pty, p): &Typed,
        idx: &'m [Typed],
    ) -> TResult<()> {
        let vector_ty = core::iter::once(pty)
            .chain(idx.iter().map(|(t, _)| t))
            .find(|t| matches!(t, Ty::Vector(..)))
            .cloned()
            .unwrap_or(Ty::Void);
        let (n, _) = self.lanes_of(&vector_ty)?;
        let bases = match pty {
            Ty::Vector(..) => self.lanes(pty, p)?,
            _ => vec![self.operand(pty, p)?; n],
        };
        // Each index as `n` scalar indices.
        let mut per_lane: Vec<Vec<Index<'m>>> = vec![Vec::with_capacity(idx.len()); n];
        for typed @ (ity, i) in idx {
            let Ty::Vector(m, e) = ity else {
                per_lane
                    .iter_mut()
                    .for_each(|l| l.push(Index::Operand(typed)));
                continue;
            };
            if *m as usize != n {
                return self.err("getelementptr vectors of different lengths");
            }
            match i {
                Operand::Aggregate(items) if items.len() == n => {
                    for (l, item) in per_lane.iter_mut().zip(items) {
                        l.push(Index::Operand(item));
                    }
                }
                _ => {
                    let values = self.lanes(ity, i)?;
                    for (l, v) in per_lane.iter_mut().zip(values) {
                        l.push(Index::Lane(e, v));
                    }
                }
            }
        }
        let mut lanes = Vec::with_capacity(n);
        for (&base, lane_idx) in bases.iter().zip(&per_lane) {
            lanes.push(Val::One(self.gep(elem, base, lane_idx.iter().copied())?));
        }
        self.bind(r, Val::Agg(lanes))
    }

    /// `base + Σ index × size`, with constant parts folded into one offset.
    pub(super) fn gep<'i>(
        &mut self,
        elem: &Ty,
        base: Value,
        idx: impl IntoIterator<Item = Index<'i>>,
    ) -> TResult<Value> {
        let mut addr = base;
        let mut offset: i64 = 0;
        let mut cur = elem.clone();
        for (k, index) in idx.into_iter().enumerate() {
            let constant = match index {
                Index::Operand((_, Operand::Int(n))) => Some(*n),
                _ => None,
            };
            let size = match gep_step(&mut cur, k, constant, &self.m.types) {
                Ok(GepStep::Field(off)) => {
                    offset = offset.wrapping_add(off as i64);
                    continue;
                }
                Ok(GepStep::Element(size)) => size,
                Err(e) => return self.err(e),
            };
            if let Some(n) = constant {
                offset = offset.wrapping_add((n as i64).wrapping_mul(size as i64));
                continue;
            }
            let ity = match index {
                Index::Operand((ity, _)) | Index::Lane(ity, _) => ity,
            };
            let Some(it) = scalar(ity) else {
                return self.err("vector getelementptr indices are not supported yet");
            };
            let x = match index {
                Index::Operand((ity, i)) => self.operand(ity, i)?,
                Index::Lane(_, v) => v,
            };
            let wide = if it == Type::I64 {
                x
            } else {
                self.ins().sextend(Type::I64, x)
            };
            let scaled = if size == 1 {
                wide
            } else {
                self.ins().imul_imm(wide, size as i64)
            };
            addr = self.ins().iadd(addr, scaled);
        }
        if offset != 0 {
            addr = self.ins().iadd_imm(addr, offset);
        }
        Ok(addr)
    }
}
