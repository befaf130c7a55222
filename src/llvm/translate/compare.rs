//! Comparisons and selects, of scalars and of vectors (lane by lane).
//!
//! ```text
//!   icmp/fcmp PRED T a, b            icmp/fcmp PRED (true/false: a constant)
//!   icmp/fcmp PRED <N x T> a, b      N compares: an <N x i1> of N i1 values
//!   select <N x i1> c, <N x T> ..    N selects, lane k by lane k of c
//!   select i1 c, <N x T> a, b        N selects on the one condition
//! ```
//!
//! LLVM and the IR spell the predicates alike (`eq` .. `uge`, `oeq` ..
//! `uno`). `<N x i1>` values live in registers only (one `i1` per lane);
//! in memory they are an error (their bit-packed layout is not modelled).

use super::{FunctionTranslator, TResult};
use crate::ir::{FloatCC, InstBuilder, IntCC, Type, Value};
use crate::llvm::ast::{Operand, Ty, Typed};

/// The value of a predicate that ignores its operands (`fcmp true` and
/// `fcmp false`).
pub(super) fn constant_predicate(pred: &str) -> Option<bool> {
    match pred {
        "true" => Some(true),
        "false" => Some(false),
        _ => None,
    }
}

impl<'m> FunctionTranslator<'m, '_> {
    /// The `i1` result of comparing scalar values `x` and `y` by `pred`
    /// (`x` and `y` are not read for `true` and `false`).
    pub(super) fn compare(
        &mut self,
        is_float: bool,
        pred: &str,
        x: Value,
        y: Value,
    ) -> TResult<Value> {
        if let Some(k) = constant_predicate(pred) {
            return Ok(self.ins().iconst(Type::I1, i64::from(k)));
        }
        if is_float {
            match FloatCC::from_name(pred) {
                Some(cc) => Ok(self.ins().fcmp(cc, x, y)),
                None => self.err(format!("unknown comparison `{pred}`")),
            }
        } else {
            match IntCC::from_name(pred) {
                Some(cc) => Ok(self.ins().icmp(cc, x, y)),
                None => self.err(format!("unknown comparison `{pred}`")),
            }
        }
    }

    /// A vector compare: one `i1` per lane.
    pub(super) fn vector_cmp(
        &mut self,
        r: &'m Option<String>,
        is_float: bool,
        pred: &str,
        ty: &Ty,
        a: &Operand,
        b: &Operand,
    ) -> TResult<()> {
        let xs = self.lanes(ty, a)?;
        let ys = self.lanes(ty, b)?;
        let mut out = Vec::with_capacity(xs.len());
        for (&x, &y) in xs.iter().zip(&ys) {
            out.push(self.compare(is_float, pred, x, y)?);
        }
        self.bind_lanes(r, out)
    }

    /// A select of vectors, on a vector of conditions or on one.
    pub(super) fn vector_select(
        &mut self,
        r: &'m Option<String>,
        (ct, c): &Typed,
        (at, a): (&Ty, &Operand),
        (bt, b): (&Ty, &Operand),
    ) -> TResult<()> {
        let xs = self.lanes(at, a)?;
        let ys = self.lanes(bt, b)?;
        if xs.len() != ys.len() {
            return self.err("a select between vectors of different lengths");
        }
        let conds = match ct {
            Ty::Vector(..) => {
                let (_, elem) = self.lanes_of(ct)?;
                if elem != Ty::Int(1) {
                    return self.err("a select condition must be i1 or <N x i1>");
                }
                self.lanes(ct, c)?
            }
            Ty::Int(1) => vec![self.operand(ct, c)?; xs.len()],
            _ => return self.err("a select condition must be i1 or <N x i1>"),
        };
        if conds.len() != xs.len() {
            return self.err(format!(
                "a select of {}-lane vectors on {} conditions",
                xs.len(),
                conds.len()
            ));
        }
        let mut out = Vec::with_capacity(xs.len());
        for ((&c, &x), &y) in conds.iter().zip(&xs).zip(&ys) {
            out.push(self.ins().select(c, x, y));
        }
        self.bind_lanes(r, out)
    }
}
