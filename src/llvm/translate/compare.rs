//! Comparisons and selects, of scalars and of vectors (lane by lane).
//!
//! ```text
//!   icmp/fcmp PRED T a, b            icmp/fcmp PRED (true/false: a constant)
//!   icmp/fcmp PRED <N x T> a, b      N compares: an <N x i1> of N i1 values
//!   select <N x i1> c, <N x T> ..    N selects, lane k by lane k of c
//!   select i1 c, <N x T> a, b        N selects on the one condition
//! ```
//!
//! `<N x i1>` values live in registers only (one `i1` per lane); in
//! memory they are an error (their bit-packed layout is not modelled).

use super::{FunctionTranslator, TResult};
use crate::llvm::ast::{Operand, Ty, Typed};

/// Integer comparison predicates, as LLVM and the IR both spell them.
const INT_PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// Float comparison predicates the IR has (`true`/`false` are constants).
const FLOAT_PREDICATES: [&str; 14] = [
    "oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ult", "ule", "ugt", "uge", "ord",
    "uno",
];

impl FunctionTranslator<'_> {
    /// The `i1` result of comparing scalar values `x` and `y` by `pred`
    /// (`x` and `y` are not read for `true` and `false`).
    pub(super) fn compare(
        &mut self,
        is_float: bool,
        pred: &str,
        x: &str,
        y: &str,
    ) -> TResult<String> {
        match pred {
            "true" => return Ok(self.def("iconst.i1 1")),
            "false" => return Ok(self.def("iconst.i1 0")),
            _ => {}
        }
        let known = if is_float {
            FLOAT_PREDICATES.contains(&pred)
        } else {
            INT_PREDICATES.contains(&pred)
        };
        if !known {
            return self.err(format!("unknown comparison `{pred}`"));
        }
        let name = if is_float { "fcmp" } else { "icmp" };
        Ok(self.def(&format!("{name} {pred} {x}, {y}")))
    }

    /// A vector compare: one `i1` per lane.
    pub(super) fn vector_cmp(
        &mut self,
        r: &Option<String>,
        is_float: bool,
        pred: &str,
        ty: &Ty,
        a: &Operand,
        b: &Operand,
    ) -> TResult<()> {
        let xs = self.lanes(ty, a)?;
        let ys = self.lanes(ty, b)?;
        let mut out = Vec::with_capacity(xs.len());
        for (x, y) in xs.iter().zip(&ys) {
            out.push(self.compare(is_float, pred, x, y)?);
        }
        self.bind_lanes(r, out)
    }

    /// A select of vectors, on a vector of conditions or on one.
    pub(super) fn vector_select(
        &mut self,
        r: &Option<String>,
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
        for ((c, x), y) in conds.iter().zip(&xs).zip(&ys) {
            out.push(self.def(&format!("select {c}, {x}, {y}")));
        }
        self.bind_lanes(r, out)
    }
}
