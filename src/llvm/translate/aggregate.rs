//! Aggregates in registers, one value per member: small structs (the
//! `{ old, ok }` of `cmpxchg`, `*.with.overflow` results, `insertvalue`
//! chains) and vectors (`<N x T>`, scalarised lane by lane).
//!
//! ```text
//!   extractvalue/insertvalue   a member, by constant path
//!   load/store <N x T>         N loads/stores at offsets k * sizeof(T)
//!   binary op, cast            lane by lane
//!   <a, b, ...> constants      one value per lane; undef/poison lanes are 0
//!   extractelement/insert      a lane (a variable index selects)
//!   shufflevector              lanes of a:b picked by a constant mask
//!   ret / call of a struct     one result per scalar member, in order
//! ```

use super::{scalar, space, FunctionTranslator, TResult, Val};
use crate::ir::{InstBuilder, IntCC, Space, Type, Value};
use crate::llvm::ast::{Operand, Ty, Typed};
use crate::llvm::layout::{size_align, struct_fields};

/// Most lanes a vector may have.
const MAX_LANES: u64 = 16;

/// Most scalar members an aggregate returned from a device function may
/// have (each becomes one result of the call).
const MAX_AGGREGATE_RESULTS: usize = 16;

/// The scalar types of `ty`'s members in order (nested structs, arrays
/// and vectors flattened; a scalar is itself), or `None` if some member
/// is not a scalar or there are more than `MAX_AGGREGATE_RESULTS`.
pub(super) fn flat_scalars(ty: &Ty, types: &[(String, Ty)]) -> Option<Vec<Type>> {
    fn walk(ty: &Ty, types: &[(String, Ty)], out: &mut Vec<Type>) -> bool {
        if let Some(s) = scalar(ty) {
            out.push(s);
            return out.len() <= MAX_AGGREGATE_RESULTS;
        }
        match ty {
            Ty::Array(n, elem) | Ty::Vector(n, elem) if *n as usize <= MAX_AGGREGATE_RESULTS => {
                (0..*n).all(|_| walk(elem, types, out))
            }
            _ => match struct_fields(ty, types) {
                Some((fields, _)) => fields.iter().all(|f| walk(f, types, out)),
                None => false,
            },
        }
    }
    let mut out = Vec::new();
    walk(ty, types, &mut out).then_some(out)
}

impl<'m> FunctionTranslator<'m, '_> {
    pub(super) fn extract_value(
        &mut self,
        r: &'m Option<String>,
        (_, agg): &Typed,
        idx: &[u64],
    ) -> TResult<()> {
        let Operand::Local(n) = agg else {
            return self.err("extractvalue of a constant is not supported");
        };
        let mut v = match self.locals.get(n.as_str()) {
            Some(v) => v.clone(),
            None => {
                return self.err(format!(
                    "extractvalue of %{n}, which is not an aggregate the importer built"
                ))
            }
        };
        for &i in idx {
            v = match v {
                Val::Agg(items) => match items.get(i as usize) {
                    Some(x) => x.clone(),
                    None => return self.err("extractvalue index out of range"),
                },
                Val::One(_) => return self.err("extractvalue of a scalar"),
            };
        }
        self.bind(r, v)
    }

    pub(super) fn insert_value(
        &mut self,
        r: &'m Option<String>,
        (aty, agg): &Typed,
        (vt, v): &Typed,
        idx: &[u64],
    ) -> TResult<()> {
        let mut base = match agg {
            Operand::Local(n) => match self.locals.get(n.as_str()) {
                Some(v @ Val::Agg(_)) => v.clone(),
                _ => {
                    return self.err(format!(
                        "insertvalue into %{n}, which is not an aggregate the importer built"
                    ))
                }
            },
            Operand::Undef | Operand::Zero => self.zero_agg(aty)?,
            _ => return self.err("insertvalue into a constant aggregate is not supported"),
        };
        let x = self.operand(vt, v)?;
        if !set_path(&mut base, idx, Val::One(x)) {
            return self.err("insertvalue index out of range");
        }
        self.bind(r, base)
    }

    fn zero_agg(&mut self, ty: &Ty) -> TResult<Val> {
        if let Some((fields, _)) = struct_fields(ty, &self.m.types) {
            let fields = fields.to_vec();
            let mut items = Vec::new();
            for f in &fields {
                items.push(self.zero_agg(f)?);
            }
            return Ok(Val::Agg(items));
        }
        if let Ty::Array(n, elem) = ty {
            if *n > 64 {
                return self
                    .err("aggregates of more than 64 elements in registers are not supported");
            }
            let mut items = Vec::new();
            for _ in 0..*n {
                items.push(self.zero_agg(elem)?);
            }
            return Ok(Val::Agg(items));
        }
        Ok(Val::One(self.operand(ty, &Operand::Zero)?))
    }

    /// The member values of aggregate operand `op` of type `ty`, flattened
    /// in order (for `ret`).
    pub(super) fn flat_values(&mut self, ty: &Ty, op: &Operand) -> TResult<Vec<Value>> {
        let v = match op {
            Operand::Local(n) => match self.locals.get(n.as_str()) {
                Some(v @ Val::Agg(_)) => v.clone(),
                _ => {
                    return self.err(format!(
                    "%{n} is not an aggregate the importer built (returned before its definition?)"
                ))
                }
            },
            Operand::Undef | Operand::Zero => self.zero_agg(ty)?,
            Operand::Aggregate(items) => {
                let mut out = Vec::new();
                for (t, item) in items {
                    match scalar(t) {
                        Some(_) => out.push(self.operand(t, item)?),
                        None => out.extend(self.flat_values(t, item)?),
                    }
                }
                return Ok(out);
            }
            _ => return self.err("an unsupported aggregate operand"),
        };
        fn leaves(v: &Val, out: &mut Vec<Value>) {
            match v {
                Val::One(x) => out.push(*x),
                Val::Agg(items) => items.iter().for_each(|i| leaves(i, out)),
            }
        }
        let mut out = Vec::new();
        leaves(&v, &mut out);
        Ok(out)
    }

    /// The aggregate of type `ty` whose members, flattened in order, are
    /// `flat` (the results of a call).
    pub(super) fn unflatten(
        &self,
        ty: &Ty,
        flat: &mut impl Iterator<Item = Value>,
    ) -> TResult<Val> {
        if scalar(ty).is_some() {
            return match flat.next() {
                Some(v) => Ok(Val::One(v)),
                None => self.err("an aggregate result with too few members"),
            };
        }
        let members: Vec<Ty> = match ty {
            Ty::Array(n, elem) | Ty::Vector(n, elem) => vec![(**elem).clone(); *n as usize],
            _ => match struct_fields(ty, &self.m.types) {
                Some((fields, _)) => fields.to_vec(),
                None => return self.err("an aggregate of an unsupported type"),
            },
        };
        let mut items = Vec::with_capacity(members.len());
        for m in &members {
            items.push(self.unflatten(m, flat)?);
        }
        Ok(Val::Agg(items))
    }

    /// The lanes of a vector type: count and element type.
    pub(super) fn lanes_of(&self, ty: &Ty) -> TResult<(usize, Ty)> {
        match ty {
            Ty::Vector(n, elem) if (1..=MAX_LANES).contains(n) && scalar(elem).is_some() => {
                Ok((*n as usize, (**elem).clone()))
            }
            Ty::Vector(..) => self.err(format!(
                "vectors of no lanes, of more than {MAX_LANES} lanes or of non-scalar elements are not supported"
            )),
            _ => self.err("a vector operation on a non-vector"),
        }
    }

    /// The lane values of vector operand `op` of type `ty`.
    pub(super) fn lanes(&mut self, ty: &Ty, op: &Operand) -> TResult<Vec<Value>> {
        let (n, elem) = self.lanes_of(ty)?;
        let vals: Vec<Value> = match op {
            Operand::Local(name) => match self.locals.get(name.as_str()) {
                Some(Val::Agg(items)) => {
                    let mut out = Vec::with_capacity(items.len());
                    for item in items {
                        match item {
                            Val::One(v) => out.push(*v),
                            Val::Agg(_) => return self.err("a vector of aggregates"),
                        }
                    }
                    out
                }
                _ => return self.err(format!("%{name} is used as a vector before its definition")),
            },
            Operand::Aggregate(items) => {
                let mut out = Vec::with_capacity(items.len());
                for (t, v) in items {
                    out.push(self.operand(t, v)?);
                }
                out
            }
            Operand::Undef | Operand::Zero => {
                let mut out = Vec::with_capacity(n);
                for _ in 0..n {
                    out.push(self.operand(&elem, &Operand::Zero)?);
                }
                out
            }
            _ => return self.err("an unsupported vector operand"),
        };
        if vals.len() != n {
            return self.err(format!(
                "a vector constant with {} lanes for {n}",
                vals.len()
            ));
        }
        Ok(vals)
    }

    pub(super) fn bind_lanes(&mut self, r: &'m Option<String>, lanes: Vec<Value>) -> TResult<()> {
        self.bind(r, Val::Agg(lanes.into_iter().map(Val::One).collect()))
    }

    pub(super) fn vector_binary(
        &mut self,
        r: &'m Option<String>,
        op: &str,
        ty: &Ty,
        elem: &Ty,
        a: &Operand,
        b: &Operand,
    ) -> TResult<()> {
        let Some(t) = scalar(elem) else {
            return self.err("a vector of an unsupported element type");
        };
        let xs = self.lanes(ty, a)?;
        let ys = self.lanes(ty, b)?;
        let mut out = Vec::with_capacity(xs.len());
        for (&x, &y) in xs.iter().zip(&ys) {
            out.push(self.binary(op, t, x, y)?);
        }
        self.bind_lanes(r, out)
    }

    pub(super) fn vector_cast(
        &mut self,
        r: &'m Option<String>,
        op: &str,
        from: &Ty,
        a: &Operand,
        to: &Ty,
    ) -> TResult<()> {
        let (n, fe) = self.lanes_of(from)?;
        let (m, te) = self.lanes_of(to)?;
        if n != m {
            return self.err(format!("`{op}` between vectors of {n} and {m} lanes"));
        }
        let xs = self.lanes(from, a)?;
        let mut out = Vec::with_capacity(n);
        for &x in &xs {
            out.push(self.cast(op, &fe, x, &te)?);
        }
        self.bind_lanes(r, out)
    }

    /// The element count, the element's IR type and size, and the space
    /// of a vector access through `pty`.
    fn lane_access(&self, ty: &Ty, pty: &Ty) -> TResult<(usize, Type, u64, Space)> {
        let (n, elem) = self.lanes_of(ty)?;
        let Some(t) = scalar(&elem) else {
            return self.err("a vector of an unsupported element type");
        };
        if matches!(elem, Ty::Int(1)) {
            return self.err("memory accesses of <N x i1> vectors are not supported");
        }
        let Some((size, _)) = size_align(&elem, &self.m.types) else {
            return self.err("a vector element without a size");
        };
        let Ty::Ptr(asp) = pty else {
            return self.err("a vector access through a non-pointer");
        };
        let Some(sp) = space(*asp) else {
            return self.err(format!("address space {asp} is not supported"));
        };
        Ok((n, t, size, sp))
    }

    pub(super) fn vector_load(
        &mut self,
        r: &'m Option<String>,
        ty: &Ty,
        pty: &Ty,
        p: &Operand,
    ) -> TResult<()> {
        let (n, t, size, sp) = self.lane_access(ty, pty)?;
        let a = self.operand(pty, p)?;
        let mut out = Vec::with_capacity(n);
        for k in 0..n {
            // At most MAX_LANES lanes of 8 bytes: the offset fits.
            out.push(self.ins().load(t, sp, a, (k as u64 * size) as i32));
        }
        self.bind_lanes(r, out)
    }

    pub(super) fn vector_store(
        &mut self,
        ty: &Ty,
        v: &Operand,
        pty: &Ty,
        p: &Operand,
    ) -> TResult<()> {
        let (_, _, size, sp) = self.lane_access(ty, pty)?;
        if sp == Space::Const {
            return self.err("a store to constant memory");
        }
        let xs = self.lanes(ty, v)?;
        let a = self.operand(pty, p)?;
        for (k, &x) in xs.iter().enumerate() {
            self.ins().store(sp, a, (k as u64 * size) as i32, x);
        }
        Ok(())
    }

    /// `is_lane[k]`: is the index `i` equal to `k`, for each of `n` lanes
    /// (a variable index; a constant one is resolved by the caller).
    fn lane_tests(&mut self, (it, i): &Typed, n: usize) -> TResult<Vec<Value>> {
        let Some(t) = scalar(it) else {
            return self.err("a vector lane index of an unsupported type");
        };
        let x = self.operand(it, i)?;
        let mut tests = Vec::with_capacity(n);
        for k in 0..n {
            let kv = self.int_const(t, k as i128)?;
            tests.push(self.ins().icmp(IntCC::Eq, x, kv));
        }
        Ok(tests)
    }

    /// A constant lane index, if `i` is one (out of range is an error).
    fn const_lane(&self, i: &Typed, n: usize) -> TResult<Option<usize>> {
        match i.1 {
            Operand::Int(k) if (0..n as i128).contains(&k) => Ok(Some(k as usize)),
            Operand::Int(k) => self.err(format!("lane {k} of a vector of {n}")),
            _ => Ok(None),
        }
    }

    /// `extractelement`; a variable index selects among the lanes (an
    /// index out of range gives lane 0, where LLVM gives poison).
    pub(super) fn extract_element(
        &mut self,
        r: &'m Option<String>,
        (ty, v): &Typed,
        i: &Typed,
    ) -> TResult<()> {
        let xs = self.lanes(ty, v)?;
        if let Some(k) = self.const_lane(i, xs.len())? {
            return self.bind(r, Val::One(xs[k]));
        }
        let tests = self.lane_tests(i, xs.len())?;
        let mut acc = xs[0];
        for (&test, &x) in tests.iter().zip(&xs).skip(1) {
            acc = self.ins().select(test, x, acc);
        }
        self.bind(r, Val::One(acc))
    }

    /// `insertelement`; a variable index replaces the lane it equals (none
    /// when out of range, where LLVM gives poison).
    pub(super) fn insert_element(
        &mut self,
        r: &'m Option<String>,
        (ty, v): &Typed,
        (et, e): &Typed,
        i: &Typed,
    ) -> TResult<()> {
        let mut xs = self.lanes(ty, v)?;
        let x = self.operand(et, e)?;
        if let Some(k) = self.const_lane(i, xs.len())? {
            xs[k] = x;
            return self.bind_lanes(r, xs);
        }
        let tests = self.lane_tests(i, xs.len())?;
        for (&test, lane) in tests.iter().zip(xs.iter_mut()) {
            *lane = self.ins().select(test, x, *lane);
        }
        self.bind_lanes(r, xs)
    }

    pub(super) fn shuffle(
        &mut self,
        r: &'m Option<String>,
        (at, a): &Typed,
        (bt, b): &Typed,
        (mt, mask): &Typed,
    ) -> TResult<()> {
        let mut both = self.lanes(at, a)?;
        both.extend(self.lanes(bt, b)?);
        let (m, _) = self.lanes_of(mt)?;
        let (_, elem) = self.lanes_of(at)?;
        let picks: Vec<Option<i128>> = match mask {
            Operand::Aggregate(items) => items
                .iter()
                .map(|(_, v)| match v {
                    Operand::Int(k) => Some(*k),
                    _ => None,
                })
                .collect(),
            Operand::Zero => vec![Some(0); m],
            Operand::Undef => vec![None; m],
            _ => return self.err("a shufflevector mask must be a constant"),
        };
        let mut out = Vec::with_capacity(m);
        for pick in picks {
            out.push(match pick {
                Some(k) if (0..both.len() as i128).contains(&k) => both[k as usize],
                Some(k) => return self.err(format!("shufflevector lane {k} out of range")),
                // An undefined lane: any value will do.
                None => self.operand(&elem, &Operand::Zero)?,
            });
        }
        self.bind_lanes(r, out)
    }
}

/// Sets the member of `agg` at `path` to `v`; false if the path is bad.
fn set_path(agg: &mut Val, path: &[u64], v: Val) -> bool {
    match path.split_first() {
        None => {
            *agg = v;
            true
        }
        Some((&i, rest)) => match agg {
            Val::Agg(items) => match items.get_mut(i as usize) {
                Some(item) => set_path(item, rest, v),
                None => false,
            },
            Val::One(_) => false,
        },
    }
}
