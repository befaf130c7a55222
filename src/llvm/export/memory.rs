//! Memory, synchronisation and atomics as LLVM IR. The IR's addresses are
//! integers; each access turns its address into a pointer of the access's
//! address space.
//!
//! ```text
//!   load.T SPACE x+OFF align A     %a = add x, OFF; %p = inttoptr %a to ptr addrspace(N)
//!                                  load T, ptr addrspace(N) %p, align A
//!   load.i1 / store of an i1       load i8 + icmp ne 0 / zext to i8 + store i8
//!   stack_addr.T ss0+OFF           ptrtoint (alloca in addrspace(5)) to T, + OFF
//!   const_addr.T cd0+OFF           ptrtoint (module addrspace(4) constant) to T, + OFF
//!   global_addr cd0+OFF            ptrtoint (module addrspace(1) variable) to i64, + OFF
//!   stack_start/stack_end ss0      llvm.lifetime.start/end.p0 of the alloca
//!   shared_addr.T sh0+OFF          ptrtoint @F.sh0 (addrspace(3)) to T, + OFF
//!                                  (a dynamic sh0: @__dynamic_shared_F_sh0, external [0 x i8])
//!   to_generic SPACE x             inttoptr, addrspacecast to ptr, ptrtoint (global: x)
//!   from_generic.T SPACE x         inttoptr, addrspacecast to addrspace(N), ptrtoint
//!   atomic_rmw OP SPACE x, y       atomicrmw OP ... syncscope("device") monotonic
//!   atomic_cas SPACE x, e, r       cmpxchg ... monotonic monotonic; extractvalue 0
//!   barrier                        llvm.nvvm.barrier.cta.sync.aligned.all(0)
//!   fence cta / gpu / sys          fence syncscope("block"/"device"/system) seq_cst
//! ```
//!
//! In `nvvm7` (typed pointers) the pointer of an access points to the
//! accessed type (`float addrspace(1)*`), slot bases keep their `[N x i8]`
//! type (`ptrtoint` takes any pointer), fences are `llvm.nvvm.membar.*`,
//! float `atomic_rmw add` is `llvm.nvvm.atomic.load.add.f32/f64.pNf32`
//! and float `xchg` exchanges the bits as an integer.
//!
//! Param space: LLVM gives a program no param-space address to compute
//! with, so a `byval` parameter's IR address is the generic address of
//! the LLVM `byval` argument, `load param` is a generic load and
//! `to_generic`/`from_generic param` are the identity. This needs the
//! address to be 64-bit; a 32-bit param address is an error.
//!
//! Takes one verified memory instruction; writes its lines. Invariant:
//! the pointer an access uses is exactly the IR's address `x + OFF`
//! (computed in the address's own width) in the access's space.

use super::dialect::addrspace;
use super::function::{bytes_ty, lty, mem_ty, shared_global, Emitter};
use super::ExportError;
use crate::ir::{
    AccessMode, AtomicOrder, AtomicOrdering, AtomicRmwOp, FenceScope, InstData, Space, Type, Value,
};

impl Emitter<'_> {
    /// `load.T SPACE x+OFF`; an `i1` is a byte, true when not zero.
    pub(super) fn load(&mut self, data: &InstData, r: Option<Value>) -> Result<(), ExportError> {
        let (
            InstData::Load {
                space,
                cache,
                offset,
                align,
                arg,
                ..
            },
            Some(r),
        ) = (*data, r)
        else {
            return self.malformed(data);
        };
        let t = self.ty(r);
        let p = self.pointer(space, arg, offset, mem_ty(t))?;
        let pt = self.d.ptr_ty(addrspace(space), mem_ty(t));
        let vol = volatile(cache);
        if t == Type::I1 {
            // A byte in memory; any non-zero byte is true.
            let b = self.tmp(&format!("load {vol}i8, {pt} {p}, align {align}"));
            self.def(r, &format!("icmp ne i8 {b}, 0"));
        } else {
            self.def(r, &format!("load {vol}{}, {pt} {p}, align {align}", lty(t)));
        }
        Ok(())
    }

    /// `store SPACE x+OFF, v`; an `i1` is stored as a byte.
    pub(super) fn store(&mut self, data: &InstData) -> Result<(), ExportError> {
        let InstData::Store {
            space,
            cache,
            offset,
            align,
            args,
            ..
        } = *data
        else {
            return self.malformed(data);
        };
        let t = self.ty(args[1]);
        let p = self.pointer(space, args[0], offset, mem_ty(t))?;
        let pt = self.d.ptr_ty(addrspace(space), mem_ty(t));
        let v = if t == Type::I1 {
            let tv = self.typed(args[1]);
            let z = self.tmp(&format!("zext {tv} to i8"));
            format!("i8 {z}")
        } else {
            self.typed(args[1])
        };
        let vol = volatile(cache);
        self.line_out(&format!("store {vol}{v}, {pt} {p}, align {align}"));
        Ok(())
    }

    /// `load_vN.T SPACE x+OFF`: one `<N x T>` load, a lane extracted for
    /// each result.
    pub(super) fn load_vec(
        &mut self,
        data: &InstData,
        results: &[Value],
    ) -> Result<(), ExportError> {
        let InstData::LoadVec {
            space,
            cache,
            offset,
            align,
            arg,
            ..
        } = *data
        else {
            return self.malformed(data);
        };
        let Some(&first) = results.first() else {
            return self.malformed(data);
        };
        let vt = format!("<{} x {}>", results.len(), lty(self.ty(first)));
        let p = self.pointer(space, arg, offset, &vt)?;
        let pt = self.d.ptr_ty(addrspace(space), &vt);
        let vol = volatile(cache);
        let v = self.tmp(&format!("load {vol}{vt}, {pt} {p}, align {align}"));
        for (lane, &r) in results.iter().enumerate() {
            self.def(r, &format!("extractelement {vt} {v}, i32 {lane}"));
        }
        Ok(())
    }

    /// `store_vN SPACE x+OFF, x0, ..`: the lanes inserted into an
    /// `<N x T>`, stored with one `store`.
    pub(super) fn store_vec(&mut self, data: &InstData) -> Result<(), ExportError> {
        let (InstData::StoreV2 {
            space,
            cache,
            offset,
            align,
            ..
        }
        | InstData::StoreV4 {
            space,
            cache,
            offset,
            align,
            ..
        }) = *data
        else {
            return self.malformed(data);
        };
        let f = self.f;
        let args = data.arguments(&f.dfg.value_lists);
        let (Some(&addr), Some(&first)) = (args.first(), args.get(1)) else {
            return self.malformed(data);
        };
        let lanes = &args[1..];
        let vt = format!("<{} x {}>", lanes.len(), lty(self.ty(first)));
        let mut v = self.d.poison().to_string();
        for (lane, &x) in lanes.iter().enumerate() {
            let xs = self.typed(x);
            v = self.tmp(&format!("insertelement {vt} {v}, {xs}, i32 {lane}"));
        }
        let p = self.pointer(space, addr, offset, &vt)?;
        let pt = self.d.ptr_ty(addrspace(space), &vt);
        let vol = volatile(cache);
        self.line_out(&format!("store {vol}{vt} {v}, {pt} {p}, align {align}"));
        Ok(())
    }

    /// `stack_addr.T ssN+OFF`: the slot's alloca as an integer.
    pub(super) fn stack_addr(
        &mut self,
        data: &InstData,
        r: Option<Value>,
    ) -> Result<(), ExportError> {
        let (InstData::StackAddr { slot, offset, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let pt = self.d.ptr_ty(5, &bytes_ty(self.f.stack_slots[slot].size));
        let base = format!("%{slot}");
        self.slot_address(r, &pt, &base, offset);
        Ok(())
    }

    /// `shared_addr.T shN+OFF`: the variable's module global as an integer.
    pub(super) fn shared_addr(
        &mut self,
        data: &InstData,
        r: Option<Value>,
    ) -> Result<(), ExportError> {
        let (InstData::SharedAddr { var, offset, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let pt = self.d.ptr_ty(3, &bytes_ty(self.f.shared_vars[var].size));
        let base = shared_global(self.f, var);
        self.slot_address(r, &pt, &base, offset);
        Ok(())
    }

    /// `const_addr.T cdN+OFF` / `global_addr cdN+OFF`: the module object
    /// as an integer.
    pub(super) fn const_addr(
        &mut self,
        data: &InstData,
        r: Option<Value>,
    ) -> Result<(), ExportError> {
        let (
            InstData::ConstAddr {
                data: cd, offset, ..
            },
            Some(r),
        ) = (*data, r)
        else {
            return self.malformed(data);
        };
        let name = &self.f.const_refs[cd].name;
        let Some(d) = self
            .m
            .const_data_by_name(name)
            .map(|id| &self.m.const_data[id])
        else {
            return self.err(format!("module data %{name} is not in the module"));
        };
        let pt = self.d.ptr_ty(addrspace(d.space.space()), &bytes_ty(d.size));
        let base = super::data::data_ref(self.m, d, self.d);
        self.slot_address(r, &pt, &base, offset);
        Ok(())
    }

    /// `stack_start` (`start`) or `stack_end` of a slot: the lifetime
    /// intrinsic on the alloca itself (LLVM 22's one-operand form; LLVM
    /// 7's takes the size and an i8*).
    pub(super) fn lifetime(&mut self, data: &InstData, start: bool) -> Result<(), ExportError> {
        let InstData::StackLifetime { slot, .. } = *data else {
            return self.malformed(data);
        };
        let (name, sized) = self.d.lifetime(start);
        let size = self.f.stack_slots[slot].size;
        let agg = self.d.ptr_ty(0, &bytes_ty(size));
        let gp = self.d.ptr_ty(0, "i8");
        let p = if agg == gp {
            format!("%{slot}.g")
        } else {
            self.tmp(&format!("bitcast {agg} %{slot}.g to {gp}"))
        };
        let mut args = vec![(gp.as_str(), p)];
        if sized {
            args.insert(0, ("i64", size.to_string()));
        }
        let call = self.intrinsic("void", name, &args);
        self.line_out(&call);
        Ok(())
    }

    /// `atomic_rmw OP ORDER SPACE x, y`: `atomicrmw` with the order's
    /// ordering and `syncscope`, or the dialect's float add or inc/dec
    /// intrinsic (which has no ordering: fences around it give it one), or
    /// (without float `xchg`) an exchange of the bits.
    pub(super) fn atomic_rmw(
        &mut self,
        data: &InstData,
        r: Option<Value>,
    ) -> Result<(), ExportError> {
        let (
            InstData::AtomicRmw {
                op,
                order,
                space,
                args,
                ..
            },
            Some(r),
        ) = (*data, r)
        else {
            return self.malformed(data);
        };
        let t = self.ty(args[1]);
        let p = self.pointer(space, args[0], 0, mem_ty(t))?;
        let pt = self.d.ptr_ty(addrspace(space), lty(t));
        if let (AtomicRmwOp::Add, true, Some(intr)) = (
            op,
            t.is_float(),
            self.d.atomic_fadd(lty(t), addrspace(space)),
        ) {
            let v = self.val(args[1]);
            let call = self.intrinsic(lty(t), &intr, &[(pt.as_str(), p), (lty(t), v)]);
            self.fenced(order, |e| e.def(r, &call));
            return Ok(());
        }
        if let (AtomicRmwOp::Inc | AtomicRmwOp::Dec, Some(intr)) = (
            op,
            self.d
                .atomic_inc_dec(op == AtomicRmwOp::Inc, addrspace(space)),
        ) {
            let v = self.val(args[1]);
            let call = self.intrinsic(lty(t), &intr, &[(pt.as_str(), p), (lty(t), v)]);
            self.fenced(order, |e| e.def(r, &call));
            return Ok(());
        }
        let name = match op {
            AtomicRmwOp::Add if t.is_float() => "fadd",
            AtomicRmwOp::Add => "add",
            AtomicRmwOp::Smin => "min",
            AtomicRmwOp::Smax => "max",
            AtomicRmwOp::Umin => "umin",
            AtomicRmwOp::Umax => "umax",
            AtomicRmwOp::And => "and",
            AtomicRmwOp::Or => "or",
            AtomicRmwOp::Xor => "xor",
            AtomicRmwOp::Xchg => "xchg",
            AtomicRmwOp::Inc => "uinc_wrap",
            AtomicRmwOp::Dec => "udec_wrap",
        };
        let v = self.typed(args[1]);
        let align = self.d.atomic_align(t.bytes());
        let (scope, ordering) = (syncscope(order.scope), rmw_ordering(order.ordering));
        if t.is_float() && !self.d.has_float_xchg() {
            // Exchange the bits as an integer of the same width.
            let it = if t == Type::F64 { "i64" } else { "i32" };
            let ipt = self.d.ptr_ty(addrspace(space), it);
            let ip = self.tmp(&format!("bitcast {pt} {p} to {ipt}"));
            let iv = self.tmp(&format!("bitcast {v} to {it}"));
            let old = self.tmp(&format!(
                "atomicrmw {name} {ipt} {ip}, {it} {iv} {scope}{ordering}{align}"
            ));
            self.def(r, &format!("bitcast {it} {old} to {}", lty(t)));
            return Ok(());
        }
        self.def(
            r,
            &format!("atomicrmw {name} {pt} {p}, {v} {scope}{ordering}{align}"),
        );
        Ok(())
    }

    /// `atomic_cas ORDER SPACE x, e, n`: `cmpxchg` with the order's
    /// ordering on success and its acquire part on failure (a failed
    /// exchange stores nothing to release), its old value.
    pub(super) fn atomic_cas(
        &mut self,
        data: &InstData,
        r: Option<Value>,
    ) -> Result<(), ExportError> {
        let (
            InstData::AtomicCas {
                order, space, args, ..
            },
            Some(r),
        ) = (*data, r)
        else {
            return self.malformed(data);
        };
        let t = self.ty(args[1]);
        let p = self.pointer(space, args[0], 0, mem_ty(t))?;
        let pt = self.d.ptr_ty(addrspace(space), lty(t));
        let (e, n) = (self.typed(args[1]), self.typed(args[2]));
        let (scope, success) = (syncscope(order.scope), rmw_ordering(order.ordering));
        let failure = if order.ordering.acquires() {
            "acquire"
        } else {
            "monotonic"
        };
        let pair = self.tmp(&format!(
            "cmpxchg {pt} {p}, {e}, {n} {scope}{success} {failure}{}",
            self.d.atomic_align(t.bytes())
        ));
        self.def(r, &format!("extractvalue {{ {}, i1 }} {pair}, 0", lty(t)));
        Ok(())
    }

    /// `barrier`: the dialect's CTA-wide barrier 0.
    pub(super) fn barrier(&mut self) -> Result<(), ExportError> {
        let (name, args) = self.d.barrier();
        let args: Vec<(&str, String)> = args.iter().map(|(t, a)| (*t, a.to_string())).collect();
        let call = self.intrinsic("void", name, &args);
        self.line_out(&call);
        Ok(())
    }

    /// `fence SCOPE`: `fence ... seq_cst`, or the dialect's intrinsic.
    pub(super) fn fence(&mut self, data: &InstData) -> Result<(), ExportError> {
        let InstData::Fence { scope, .. } = *data else {
            return self.malformed(data);
        };
        self.fence_line(scope, "seq_cst");
        Ok(())
    }

    /// A fence of `ordering` at `scope`: the dialect's intrinsic (a full
    /// fence) where it has one, else `fence`.
    fn fence_line(&mut self, scope: FenceScope, ordering: &str) {
        if let Some(name) = self.d.fence_intrinsic(scope) {
            let call = self.intrinsic("void", name, &[]);
            self.line_out(&call);
            return;
        }
        self.line_out(&format!("fence {}{ordering}", syncscope(scope)));
    }

    /// Writes an atomic that has no ordering of its own with `order`'s:
    /// a release fence before it, an acquire fence after it.
    fn fenced(&mut self, order: AtomicOrder, write: impl FnOnce(&mut Self)) {
        if order.ordering.releases() {
            self.fence_line(order.scope, "release");
        }
        write(self);
        if order.ordering.acquires() {
            self.fence_line(order.scope, "acquire");
        }
    }

    /// The pointer for an access of a `t` at `x + offset` in `space`.
    fn pointer(
        &mut self,
        space: Space,
        x: Value,
        offset: i32,
        pointee: &str,
    ) -> Result<String, ExportError> {
        let at = self.ty(x);
        if space == Space::Param && at != Type::I64 {
            return self.err(
                "a 32-bit param-space address: exported param addresses are generic (64-bit); use an i64 address",
            );
        }
        let xs = self.val(x);
        let a = if offset == 0 {
            xs
        } else {
            self.tmp(&format!("add {} {xs}, {offset}", lty(at)))
        };
        let pt = self.d.ptr_ty(addrspace(space), pointee);
        Ok(self.tmp(&format!("inttoptr {} {a} to {pt}", lty(at))))
    }

    /// `r = ptrtoint base + offset` for a slot's address.
    fn slot_address(&mut self, r: Value, pt: &str, base: &str, offset: i32) {
        let t = lty(self.ty(r));
        if offset == 0 {
            self.def(r, &format!("ptrtoint {pt} {base} to {t}"));
        } else {
            let a = self.tmp(&format!("ptrtoint {pt} {base} to {t}"));
            self.def(r, &format!("add {t} {a}, {offset}"));
        }
    }

    /// `to_generic SPACE x` (`to_generic`) or `from_generic.T SPACE x`.
    pub(super) fn cvta(
        &mut self,
        data: &InstData,
        r: Option<Value>,
        to_generic: bool,
    ) -> Result<(), ExportError> {
        let (InstData::Cvta { space, arg: x, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let opcode = data.opcode();
        let (at, rt) = (self.ty(x), self.ty(r));
        // Global addresses are their own generic addresses; param addresses
        // are exported as generic ones (see the module comment).
        if matches!(space, Space::Global | Space::Param | Space::Generic) {
            if at != rt {
                return self.err(format!(
                    "`{opcode} {space}` between {at} and {rt}: exported {space} addresses are generic, which needs i64"
                ));
            }
            let xs = self.val(x);
            self.alias(r, xs);
            return Ok(());
        }
        let sp = self.d.ptr_ty(addrspace(space), "i8");
        let gp = self.d.ptr_ty(0, "i8");
        let xs = self.typed(x);
        if to_generic {
            let p = self.tmp(&format!("inttoptr {xs} to {sp}"));
            let g = self.tmp(&format!("addrspacecast {sp} {p} to {gp}"));
            self.def(r, &format!("ptrtoint {gp} {g} to {}", lty(rt)));
        } else {
            let g = self.tmp(&format!("inttoptr {xs} to {gp}"));
            let p = self.tmp(&format!("addrspacecast {gp} {g} to {sp}"));
            self.def(r, &format!("ptrtoint {sp} {p} to {}", lty(rt)));
        }
        Ok(())
    }

    /// `in_space S x`: `llvm.nvvm.isspacep.S` of `x` as a generic pointer
    /// (NVVM has the test for global, shared, local and const memory).
    pub(super) fn in_space(
        &mut self,
        data: &InstData,
        r: Option<Value>,
    ) -> Result<(), ExportError> {
        let (InstData::Cvta { space, arg: x, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        if matches!(space, Space::Param | Space::Generic) {
            return self.err(format!(
                "`in_space {space}` has no NVVM intrinsic (isspacep tests global, shared, local and const)"
            ));
        }
        let gp = self.d.ptr_ty(0, "i8");
        let xs = self.typed(x);
        let g = self.tmp(&format!("inttoptr {xs} to {gp}"));
        let call = self.intrinsic(
            "i1",
            &format!("llvm.nvvm.isspacep.{space}"),
            &[(gp.as_str(), g)],
        );
        self.def(r, &call);
        Ok(())
    }
}

/// LLVM's `syncscope` for a scope, with its trailing space (none for the
/// system, LLVM's default).
fn syncscope(scope: FenceScope) -> &'static str {
    match scope {
        FenceScope::Cta => "syncscope(\"block\") ",
        FenceScope::Gpu => "syncscope(\"device\") ",
        FenceScope::Sys => "",
    }
}

/// LLVM's name for an atomic's ordering.
fn rmw_ordering(ordering: AtomicOrdering) -> &'static str {
    match ordering {
        AtomicOrdering::Relaxed => "monotonic",
        AtomicOrdering::Acquire => "acquire",
        AtomicOrdering::Release => "release",
        AtomicOrdering::AcqRel => "acq_rel",
    }
}

/// `volatile ` for a volatile access (after `load`/`store`), else
/// nothing: a non-coherent load is exported as a plain load, which reads
/// the same values.
fn volatile(mode: AccessMode) -> &'static str {
    match mode {
        AccessMode::Volatile => "volatile ",
        AccessMode::Coherent | AccessMode::NonCoherent => "",
    }
}
