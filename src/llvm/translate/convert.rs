//! Conversions and address arithmetic: LLVM casts, `getelementptr` (also
//! in constant expressions) and the `i32` shift amounts ptxlift shifts
//! take.
//!
//! ```text
//!   trunc/zext/sext        ireduce / uextend / sextend
//!   fp casts               fdemote fpromote fcvt_*
//!   ptrtoint/inttoptr      the value (i64), or narrowed / widened
//!   bitcast                the value, or bitcast.T between int and float
//!   addrspacecast          to_generic / from_generic; global <-> generic free
//!   gep T, p, i0, i1 ...   p + i0*sizeof(T) + (field offsets | i*sizeof(elem)),
//!                          constant parts folded into one iadd_imm
//! ```

use super::{scalar, space, FunctionTranslator, TResult, Val};
use crate::llvm::ast::{Operand, Ty, Typed};
use crate::llvm::layout::{size_align, struct_fields, struct_layout};

impl FunctionTranslator<'_> {
    /// A shift amount as the `i32` ptxlift shifts take.
    pub(super) fn shift_amount(&mut self, t: &str, y: &str) -> TResult<String> {
        Ok(match t {
            "i32" => y.to_string(),
            "i64" => self.def(&format!("ireduce.i32 {y}")),
            "i8" | "i16" => self.def(&format!("uextend.i32 {y}")),
            _ => return self.err("a shift of an unsupported type"),
        })
    }

    pub(super) fn cast(&mut self, op: &str, from: &Ty, x: &str, to: &Ty) -> TResult<String> {
        let (Some(f), Some(t)) = (scalar(from), scalar(to)) else {
            return self.err(format!("`{op}` between unsupported types"));
        };
        Ok(match op {
            "trunc" => self.def(&format!("ireduce.{t} {x}")),
            "zext" => self.def(&format!("uextend.{t} {x}")),
            "sext" => self.def(&format!("sextend.{t} {x}")),
            "fptrunc" => self.def(&format!("fdemote {x}")),
            "fpext" => self.def(&format!("fpromote {x}")),
            // Conversions between floats and `i1` go through `i32` (true
            // is -1 as a signed `i1`).
            "fptoui" | "fptosi" if t == "i1" => {
                let kind = if op == "fptoui" { "uint" } else { "sint" };
                let wide = self.def(&format!("fcvt_to_{kind}.i32 {x}"));
                self.def(&format!("ireduce.i1 {wide}"))
            }
            "uitofp" | "sitofp" if f == "i1" => {
                let (ext, kind) = if op == "uitofp" {
                    ("uextend", "uint")
                } else {
                    ("sextend", "sint")
                };
                let wide = self.def(&format!("{ext}.i32 {x}"));
                self.def(&format!("fcvt_from_{kind}.{t} {wide}"))
            }
            "fptoui" => self.def(&format!("fcvt_to_uint.{t} {x}")),
            "fptosi" => self.def(&format!("fcvt_to_sint.{t} {x}")),
            "uitofp" => self.def(&format!("fcvt_from_uint.{t} {x}")),
            "sitofp" => self.def(&format!("fcvt_from_sint.{t} {x}")),
            "ptrtoint" | "inttoptr" => match (f, t) {
                (a, b) if a == b => x.to_string(),
                ("i64", _) => self.def(&format!("ireduce.{t} {x}")),
                (_, "i64") => self.def(&format!("uextend.i64 {x}")),
                _ => return self.err(format!("`{op}` from {f} to {t}")),
            },
            "bitcast" => match (f, t) {
                (a, b) if a == b => x.to_string(),
                _ => self.def(&format!("bitcast.{t} {x}")),
            },
            "addrspacecast" => {
                let (Ty::Ptr(a), Ty::Ptr(b)) = (from, to) else {
                    return self.err("addrspacecast between non-pointers");
                };
                match (*a, *b) {
                    (a, b) if a == b => x.to_string(),
                    // Global addresses are their own generic addresses.
                    (1, 0) | (0, 1) => x.to_string(),
                    // A `const` kernel parameter holds a const address.
                    (0, 4) if self.const_params.contains(x) => x.to_string(),
                    (s, 0) => {
                        let Some(sp) = space(s) else {
                            return self.err(format!("address space {s} is not supported"));
                        };
                        self.def(&format!("to_generic {sp} {x}"))
                    }
                    (0, s) => {
                        let Some(sp) = space(s) else {
                            return self.err(format!("address space {s} is not supported"));
                        };
                        self.def(&format!("from_generic.i64 {sp} {x}"))
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
        r: &Option<String>,
        elem: &Ty,
        (pty, p): &Typed,
        idx: &[Typed],
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
        // Each index as `n` scalar operands.
        let mut per_lane: Vec<Vec<Typed>> = vec![Vec::with_capacity(idx.len()); n];
        for (ity, i) in idx {
            let Ty::Vector(m, e) = ity else {
                per_lane
                    .iter_mut()
                    .for_each(|l| l.push((ity.clone(), i.clone())));
                continue;
            };
            if *m as usize != n {
                return self.err("getelementptr vectors of different lengths");
            }
            match i {
                Operand::Aggregate(items) if items.len() == n => {
                    for (l, item) in per_lane.iter_mut().zip(items) {
                        l.push(item.clone());
                    }
                }
                _ => {
                    let values = self.lanes(ity, i)?;
                    for (l, v) in per_lane.iter_mut().zip(values) {
                        // The lane's value under a name no LLVM local has.
                        let name = format!(" lane {v}");
                        self.locals.insert(name.clone(), Val::One(v));
                        l.push(((**e).clone(), Operand::Local(name)));
                    }
                }
            }
        }
        let mut lanes = Vec::with_capacity(n);
        for (base, lane_idx) in bases.iter().zip(&per_lane) {
            lanes.push(Val::One(self.gep(elem, base, lane_idx)?));
        }
        self.bind(r, Val::Agg(lanes))
    }

    /// `base + Σ index × size`, with constant parts folded into one offset.
    pub(super) fn gep(&mut self, elem: &Ty, base: &str, idx: &[Typed]) -> TResult<String> {
        let mut addr = base.to_string();
        let mut offset: i64 = 0;
        let mut cur = elem.clone();
        for (k, (ity, i)) in idx.iter().enumerate() {
            // The first index steps over whole `elem`s; later ones enter
            // the current aggregate.
            let step_ty = if k == 0 {
                cur.clone()
            } else if let Some((fields, packed)) = struct_fields(&cur, &self.m.types) {
                let Operand::Int(f) = i else {
                    return self.err("a struct field index must be a constant");
                };
                let fields = fields.to_vec();
                let Some((offsets, _, _)) = struct_layout(&fields, packed, &self.m.types) else {
                    return self.err("a struct without a size");
                };
                let Some(&off) = offsets.get(*f as usize) else {
                    return self.err("struct field index out of range");
                };
                offset = offset.wrapping_add(off as i64);
                cur = fields[*f as usize].clone();
                continue;
            } else {
                match &cur {
                    Ty::Array(_, e) | Ty::Vector(_, e) => {
                        let e = (**e).clone();
                        cur = e.clone();
                        e
                    }
                    _ => return self.err("getelementptr index into a non-aggregate"),
                }
            };
            let Some((size, _)) = size_align(&step_ty, &self.m.types) else {
                return self.err("getelementptr over a type without a size");
            };
            match i {
                Operand::Int(n) => {
                    offset = offset.wrapping_add((*n as i64).wrapping_mul(size as i64));
                }
                _ => {
                    let Some(it) = scalar(ity) else {
                        return self.err("vector getelementptr indices are not supported yet");
                    };
                    let x = self.operand(ity, i)?;
                    let wide = if it == "i64" {
                        x
                    } else {
                        self.def(&format!("sextend.i64 {x}"))
                    };
                    let scaled = if size == 1 {
                        wide
                    } else {
                        self.def(&format!("imul_imm {wide}, {size}"))
                    };
                    addr = self.def(&format!("iadd {addr}, {scaled}"));
                }
            }
        }
        if offset != 0 {
            addr = self.def(&format!("iadd_imm {addr}, {offset}"));
        }
        Ok(addr)
    }
}
