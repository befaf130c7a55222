//! Aggregates in registers, one value per scalar member: structs,
//! arrays and vectors (`<N x T>`, scalarised lane by lane), nested, as
//! `Val` trees whose leaves are the members in data-layout order.
//!
//! ```text
//!   extractvalue/insertvalue   a member, by constant path (constant
//!                              aggregates too)
//!   phi, select, freeze        per member (translate.rs, inst.rs)
//!   undef/poison/zeroinit.     0 in every member
//!   load/store of a struct     one access per member at its data-layout
//!   or array                   offset
//!   load/store <N x T>         N loads/stores at offsets k * sizeof(T)
//!   binary op, cast            lane by lane
//!   <a, b, ...> constants      one value per lane; undef/poison lanes are 0
//!   extractelement/insert      a lane (a variable index selects)
//!   shufflevector              lanes of a:b picked by a constant mask
//!   ret / call / parameter     one result or parameter per scalar member,
//!                              in order (`flat_scalars`, params.rs)
//! ```
//!
//! Invariant: a `Val::Agg` of type T has exactly T's members, so
//! flattening it gives `flat_scalars(T)` in order.

use super::{scalar, space, FunctionTranslator, TResult, Val};
use crate::ir::typing::align_at;
use crate::ir::{AccessMode, InstBuilder, IntCC, Space, Type, Value};
use crate::llvm::ast::{Operand, Ty, Typed};
use crate::llvm::layout::{flat_layout, size_align, struct_fields};

/// Most lanes a vector may have.
const MAX_LANES: u64 = 16;

/// Most scalar members an aggregate passed to or returned from a device
/// function may have (each becomes one parameter or result).
const MAX_AGGREGATE_RESULTS: usize = 16;

/// Most scalar members an aggregate held in registers may have (a `phi`,
/// `select`, `load` or constant of an aggregate type: one value each).
const MAX_REGISTER_MEMBERS: usize = 64;

/// The scalar types of `ty`'s members in order (nested structs, arrays
/// and vectors flattened; a scalar is itself), or `None` if some member
/// is not a scalar or there are more than `MAX_AGGREGATE_RESULTS`.
pub(super) fn flat_scalars(ty: &Ty, types: &[(String, Ty)]) -> Option<Vec<Type>> {
    flat_types(ty, types, MAX_AGGREGATE_RESULTS)
}

/// [`flat_scalars`] with at most `limit` members.
fn flat_types(ty: &Ty, types: &[(String, Ty)], limit: usize) -> Option<Vec<Type>> {
    fn walk(ty: &Ty, types: &[(String, Ty)], limit: usize, out: &mut Vec<Type>) -> bool {
        if let Some(s) = scalar(ty) {
            out.push(s);
            return out.len() <= limit;
        }
        match member_types(ty, types) {
            Some(members) if !members.is_empty() => {
                members.iter().all(|m| walk(m, types, limit, out))
            }
            _ => false,
        }
    }
    let mut out = Vec::new();
    walk(ty, types, limit, &mut out).then_some(out)
}

/// The member types of aggregate type `ty`: struct fields, array
/// elements, vector lanes (`None` for a scalar, or an array or vector of
/// more than `MAX_REGISTER_MEMBERS`).
fn member_types(ty: &Ty, types: &[(String, Ty)]) -> Option<Vec<Ty>> {
    match ty {
        Ty::Array(n, elem) | Ty::Vector(n, elem) => {
            (*n <= MAX_REGISTER_MEMBERS as u64).then(|| vec![(**elem).clone(); *n as usize])
        }
        _ => struct_fields(ty, types).map(|(fields, _)| fields.to_vec()),
    }
}

/// One scalar member's access within an aggregate in memory: its type,
/// byte offset and alignment.
pub(super) type MemberAccess = (Type, i32, u8);

/// The scalar values of `v` in order.
fn leaves(v: &Val, out: &mut Vec<Value>) {
    match v {
        Val::One(x) => out.push(*x),
        Val::Agg(items) => items.iter().for_each(|i| leaves(i, out)),
    }
}

impl<'m> FunctionTranslator<'m, '_> {
    /// The value of operand `op` of type `ty` as a tree of members: a
    /// scalar is `Val::One`; an aggregate local is what its definition
    /// built; `undef`, `poison` and `zeroinitializer` give zeros in every
    /// member; constant aggregates give their members.
    pub(super) fn agg_val(&mut self, ty: &Ty, op: &Operand) -> TResult<Val> {
        if scalar(ty).is_some() {
            return Ok(Val::One(self.operand(ty, op)?));
        }
        if flat_types(ty, &self.m.types, MAX_REGISTER_MEMBERS).is_none() {
            return self.err(format!(
                "an aggregate with members that are not integers, floats or pointers, or more than {MAX_REGISTER_MEMBERS} of them, is not supported in registers"
            ));
        }
        self.members(ty, op)
    }

    /// [`agg_val`](Self::agg_val) once the type is known to flatten.
    fn members(&mut self, ty: &Ty, op: &Operand) -> TResult<Val> {
        if scalar(ty).is_some() {
            return Ok(Val::One(self.operand(ty, op)?));
        }
        let member_tys = member_types(ty, &self.m.types).unwrap_or_default();
        let mut items = Vec::with_capacity(member_tys.len());
        match op {
            Operand::Local(n) => {
                return match self.locals.get(n.as_str()) {
                    Some(v @ Val::Agg(_)) => Ok(v.clone()),
                    Some(Val::One(_)) => {
                        self.err(format!("%{n} is a scalar, used as an aggregate"))
                    }
                    None => self.undefined(n),
                }
            }
            Operand::Undef | Operand::Zero => {
                for m in &member_tys {
                    items.push(self.members(m, op)?);
                }
            }
            Operand::Aggregate(consts) if consts.len() == member_tys.len() => {
                for (t, c) in consts {
                    items.push(self.members(t, c)?);
                }
            }
            Operand::Bytes(bytes) if bytes.len() == member_tys.len() => {
                for (m, &byte) in member_tys.iter().zip(bytes) {
                    items.push(self.members(m, &Operand::Int(i128::from(byte)))?);
                }
            }
            Operand::Aggregate(_) | Operand::Bytes(_) => {
                return self.err(format!(
                    "a constant aggregate whose member count is not its type's ({})",
                    member_tys.len()
                ))
            }
            _ => return self.err("an unsupported aggregate operand"),
        }
        Ok(Val::Agg(items))
    }

    pub(super) fn extract_value(
        &mut self,
        r: &'m Option<String>,
        (aty, agg): &Typed,
        idx: &[u64],
    ) -> TResult<()> {
        let mut v = self.agg_val(aty, agg)?;
        for &i in idx {
            v = match v {
                Val::Agg(mut items) if (i as usize) < items.len() => items.swap_remove(i as usize),
                Val::Agg(_) => return self.err("extractvalue index out of range"),
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
        let mut base = self.agg_val(aty, agg)?;
        let x = self.agg_val(vt, v)?;
        if !set_path(&mut base, idx, x) {
            return self.err("insertvalue index out of range");
        }
        self.bind(r, base)
    }

    /// `select` of two aggregates on one condition: member by member.
    pub(super) fn select_members(
        &mut self,
        r: &'m Option<String>,
        c: Value,
        (at, a): (&Ty, &Operand),
        (bt, b): (&Ty, &Operand),
    ) -> TResult<()> {
        let x = self.agg_val(at, a)?;
        let y = self.agg_val(bt, b)?;
        let mut xs = Vec::new();
        let mut ys = Vec::new();
        leaves(&x, &mut xs);
        leaves(&y, &mut ys);
        if xs.len() != ys.len() {
            return self.err("a select between aggregates of different types");
        }
        let mut out = Vec::with_capacity(xs.len());
        for (&x, &y) in xs.iter().zip(&ys) {
            out.push(self.ins().select(c, x, y));
        }
        let v = self.unflatten(at, &mut out.into_iter())?;
        self.bind(r, v)
    }

    /// The member values of aggregate operand `op` of type `ty`, flattened
    /// in order (for `ret`, phi edges, stores and call arguments).
    pub(super) fn flat_values(&mut self, ty: &Ty, op: &Operand) -> TResult<Vec<Value>> {
        let v = self.agg_val(ty, op)?;
        let mut out = Vec::new();
        leaves(&v, &mut out);
        Ok(out)
    }

    /// The IR types of the values an aggregate of type `ty` is held in
    /// (its scalar members in order), or the error that it cannot be.
    pub(super) fn register_members(&self, ty: &Ty) -> TResult<Vec<Type>> {
        match flat_types(ty, &self.m.types, MAX_REGISTER_MEMBERS) {
            Some(ts) => Ok(ts),
            None => self.err(format!(
                "an aggregate with members that are not integers, floats or pointers, or more than {MAX_REGISTER_MEMBERS} of them, is not supported in registers"
            )),
        }
    }

    /// The aggregate of type `ty` whose members, flattened in order, are
    /// `flat` (the results of a call, a phi's parameters, loaded members).
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
        let Some(members) = member_types(ty, &self.m.types) else {
            return self.err("an aggregate of an unsupported type");
        };
        let mut items = Vec::with_capacity(members.len());
        for m in &members {
            items.push(self.unflatten(m, flat)?);
        }
        Ok(Val::Agg(items))
    }

    /// The scalar members of an aggregate in memory with their offsets,
    /// and the space and alignment of an access of it through `pty`
    /// (`align`: LLVM's, 0 when none is written).
    pub(super) fn member_accesses(
        &self,
        ty: &Ty,
        pty: &Ty,
        align: u64,
    ) -> TResult<(Vec<MemberAccess>, Space)> {
        let Some(layout) = flat_layout(ty, &self.m.types, MAX_REGISTER_MEMBERS) else {
            return self.err(format!(
                "loads and stores of this aggregate are not supported (members without a memory layout, such as <N x i1>, or more than {MAX_REGISTER_MEMBERS} members)"
            ));
        };
        let Ty::Ptr(asp) = pty else {
            return self.err("an aggregate access through a non-pointer");
        };
        let Some(sp) = space(*asp) else {
            return self.err(format!("address space {asp} is not supported"));
        };
        let base_align = match (align, size_align(ty, &self.m.types)) {
            (0, Some((_, natural))) => natural,
            (a, _) => a,
        };
        let mut out = Vec::with_capacity(layout.len());
        for (mty, off) in layout {
            let (Some(t), Ok(off32)) = (scalar(&mty), i32::try_from(off)) else {
                return self.err("an aggregate member of an unsupported type or offset");
            };
            // The member's alignment: its natural one, as far as the
            // access's alignment and the offset guarantee it.
            let known = align_at(base_align, off as i64);
            let a = u64::from(t.bytes()).min(known).clamp(1, 128) as u8;
            out.push((t, off32, a));
        }
        Ok((out, sp))
    }

    /// `load` of a struct or array: one load per scalar member, each in
    /// access mode `mode`.
    pub(super) fn aggregate_load(
        &mut self,
        r: &'m Option<String>,
        ty: &Ty,
        (pty, p): &Typed,
        align: u64,
        mode: AccessMode,
    ) -> TResult<()> {
        let (accesses, sp) = self.member_accesses(ty, pty, align)?;
        let a = self.operand(pty, p)?;
        let mut out = Vec::with_capacity(accesses.len());
        for (t, off, al) in accesses {
            let v = self.ins().load_aligned(t, sp, a, off, al);
            self.set_load_mode(v, mode);
            out.push(v);
        }
        let v = self.unflatten(ty, &mut out.into_iter())?;
        self.bind(r, v)
    }

    /// `store` of a struct or array: one store per scalar member, each
    /// in access mode `mode`.
    pub(super) fn aggregate_store(
        &mut self,
        (vt, v): &Typed,
        (pty, p): &Typed,
        align: u64,
        mode: AccessMode,
    ) -> TResult<()> {
        let (accesses, sp) = self.member_accesses(vt, pty, align)?;
        if sp == Space::Const {
            return self.err("a store to constant memory");
        }
        let xs = self.flat_values(vt, v)?;
        let a = self.operand(pty, p)?;
        for ((_, off, al), x) in accesses.into_iter().zip(xs) {
            let inst = self.ins().store_aligned(sp, a, off, x, al);
            self.set_access_mode(inst, mode);
        }
        Ok(())
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

    /// A `<N x T>` load (see [`Self::load_lanes`]).
    pub(super) fn vector_load(
        &mut self,
        r: &'m Option<String>,
        ty: &Ty,
        (pty, p): &Typed,
        align: u64,
        mode: AccessMode,
    ) -> TResult<()> {
        let (n, t, size, sp) = self.lane_access(ty, pty)?;
        let a = self.operand(pty, p)?;
        let align = vector_align(align, n, size);
        let out = self.load_lanes(t, n, sp, a, align, mode);
        self.bind_lanes(r, out)
    }

    /// The `n` lanes of type `t` at `a` in `sp`, `align`-aligned:
    /// `load_v4`/`load_v2` for each run of lanes the alignment covers (16
    /// bytes at most), single loads for the rest (promotion splits those
    /// through a stack slot's address into lanes again), each in access
    /// mode `mode` (non-coherent only when `sp` is global).
    pub(super) fn load_lanes(
        &mut self,
        t: Type,
        n: usize,
        sp: Space,
        a: Value,
        align: u64,
        mode: AccessMode,
    ) -> Vec<Value> {
        let size = u64::from(t.bytes());
        let mut out = Vec::with_capacity(n);
        for run in lane_runs(n, size, align) {
            let off = (run.first as u64 * size) as i32;
            let v = match run.lanes {
                4 => {
                    let inst = self.ins().load_v4_aligned(t, sp, a, off, run.align);
                    self.b.func.dfg.inst_results(inst).to_vec()
                }
                2 => {
                    let inst = self.ins().load_v2_aligned(t, sp, a, off, run.align);
                    self.b.func.dfg.inst_results(inst).to_vec()
                }
                _ => vec![self.ins().load_aligned(t, sp, a, off, run.align)],
            };
            self.set_load_mode(v[0], mode);
            out.extend(v);
        }
        out
    }

    /// A `<N x T>` store, in runs as [`Self::vector_load`] reads them,
    /// each in access mode `mode`.
    pub(super) fn vector_store(
        &mut self,
        ty: &Ty,
        v: &Operand,
        (pty, p): &Typed,
        align: u64,
        mode: AccessMode,
    ) -> TResult<()> {
        let (n, _, size, sp) = self.lane_access(ty, pty)?;
        if sp == Space::Const {
            return self.err("a store to constant memory");
        }
        let xs = self.lanes(ty, v)?;
        let a = self.operand(pty, p)?;
        for run in lane_runs(n, size, vector_align(align, n, size)) {
            let off = (run.first as u64 * size) as i32;
            let lanes = &xs[run.first..run.first + run.lanes];
            let insts = match *lanes {
                [x0, x1, x2, x3] => {
                    vec![self
                        .ins()
                        .store_v4_aligned(sp, a, off, x0, x1, x2, x3, run.align)]
                }
                [x0, x1] => vec![self.ins().store_v2_aligned(sp, a, off, x0, x1, run.align)],
                _ => (0u64..)
                    .zip(lanes)
                    .map(|(k, &x)| {
                        let lane_off = off + (k * size) as i32;
                        self.ins().store_aligned(sp, a, lane_off, x, run.align)
                    })
                    .collect(),
            };
            for inst in insts {
                self.set_access_mode(inst, mode);
            }
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

/// Most bytes one vector access of the IR moves.
const MAX_VECTOR_BYTES: u64 = crate::ir::typing::MAX_VECTOR_BYTES as u64;

/// The alignment of an `<n x T>` access whose lanes have `size` bytes:
/// the stated one, or without one the vector's size (LLVM's natural
/// alignment of a vector), capped at what the IR states.
fn vector_align(stated: u64, n: usize, size: u64) -> u64 {
    let natural = (n as u64 * size).next_power_of_two();
    let align = if stated == 0 { natural } else { stated };
    align.min(MAX_VECTOR_BYTES)
}

/// Lanes `first..first + lanes` of a vector access, moved by one IR
/// access promising `align`.
struct LaneRun {
    first: usize,
    lanes: usize,
    align: u8,
}

/// The accesses of an `<n x T>` access aligned to `align`: from the first
/// lane, the widest of 4 and 2 lanes that fits the remaining lanes, 16
/// bytes and the alignment of its address, else one lane.
fn lane_runs(n: usize, size: u64, align: u64) -> Vec<LaneRun> {
    let mut runs = Vec::new();
    let mut first = 0;
    while first < n {
        let off = first as u64 * size;
        // The alignment the address of lane `first` keeps.
        let at = align_at(align, off as i64);
        let lanes = [4, 2]
            .into_iter()
            .find(|&c| {
                first + c <= n && c as u64 * size <= MAX_VECTOR_BYTES && c as u64 * size <= at
            })
            .unwrap_or(1);
        let align = if lanes == 1 { at.min(size) } else { at };
        runs.push(LaneRun {
            first,
            lanes,
            align: align as u8,
        });
        first += lanes;
    }
    runs
}
