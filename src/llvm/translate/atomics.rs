//! Atomics: `load atomic`, `store atomic`, `atomicrmw`, `cmpxchg` and
//! `fence`, with their orderings.
//!
//! The IR has atomic read-modify-writes (`atomic_rmw`, `atomic_cas`: PTX
//! `atom`) carrying an ordering (relaxed, acquire, release, acq_rel) and a
//! scope (cta, gpu, sys), and one fence (`fence cta|gpu|sys`: PTX
//! `membar`, which is `fence.sc`), but no atomic or volatile loads and
//! stores. The mapping is the PTX atomics ABI's ("PTX Writer's Guide to
//! Interoperability", Atomics Application Binary Interface), on
//! read-modify-writes where it names a load or a store:
//!
//! ```text
//!   load atomic T (32/64 bits)   atomic_rmw or p, 0     (the old value; floats
//!                                                        through bitcast)
//!   store atomic T v             atomic_rmw xchg p, v   (the old value unused)
//!   local / const memory, and    a plain load / store: no other thread can
//!   generic addresses of allocas write there (fenced as below: fence.sc
//!                                before a releasing one, after an acquiring one)
//!
//!   LLVM ordering                the atomic's ordering   fence
//!   unordered, monotonic         relaxed
//!   acquire                      acquire
//!   release                      release
//!   acq_rel                      acq_rel
//!   seq_cst load, rmw, cmpxchg   acquire                 fence.sc before
//!   seq_cst store                relaxed                 fence.sc before
//!   fence (any ordering)                                 fence.sc
//! ```
//!
//! A `cmpxchg`'s ordering is the join of its success and failure
//! orderings (the parser's). The scope follows `syncscope`: `block` is
//! `cta`; `device` and `cluster` are `gpu`; the default (system) is `sys`;
//! `singlethread` needs no other thread to see anything and gets `cta`.
//! Both the atomic and its fence take it.
//!
//! Limits, each a located error: atomic loads and stores of 8 or 16 bits
//! (the IR's atomics are 32 and 64 bits), of less than natural alignment,
//! of vectors or aggregates. An atomic load is a read-modify-write that
//! writes back the value it read: it needs writable global or shared
//! memory, as `atomicrmw` does (through a generic address too: one known
//! to address an `alloca` gets a plain access instead). An atomic store
//! is an exchange, which reads the old value: the interpreter reports
//! memory never written before as an error there.

use super::{scalar, space, FunctionTranslator, TResult, Val};
use crate::ir::{
    AtomicOrder, AtomicOrdering, AtomicRmwOp, FenceScope, InstBuilder, Space, Type, Value,
};
use crate::llvm::ast::{Atomic, Ordering, Ty, Typed};

/// Widest atomic access the IR has, in bytes (`atomic_rmw` on `i64`).
const MAX_ATOMIC_BYTES: u64 = 8;

/// The IR fence for an LLVM `syncscope`.
fn fence_scope(scope: &str) -> FenceScope {
    match scope {
        "block" | "cta" | "singlethread" => FenceScope::Cta,
        "device" | "cluster" => FenceScope::Gpu,
        _ => FenceScope::Sys,
    }
}

/// Does `o` order earlier accesses before a plain (local or const)
/// access standing for an atomic (a fence before it)?
fn fence_before(o: Ordering) -> bool {
    matches!(o, Ordering::Release | Ordering::AcqRel | Ordering::SeqCst)
}

/// Does `o` order later accesses after a plain load standing for an
/// atomic one (a fence after it)? Stores need no fence after them.
fn fence_after(o: Ordering) -> bool {
    matches!(o, Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst)
}

/// The IR atomic for LLVM's atomic `a` (of a store when `is_store`), and
/// whether a `fence` goes before it (seq_cst: the ABI's `fence.sc`).
fn atomic_order(a: &Atomic, is_store: bool) -> (AtomicOrder, bool) {
    let ordering = match a.ordering {
        Ordering::Unordered | Ordering::Monotonic => AtomicOrdering::Relaxed,
        Ordering::Acquire => AtomicOrdering::Acquire,
        Ordering::Release => AtomicOrdering::Release,
        Ordering::AcqRel => AtomicOrdering::AcqRel,
        Ordering::SeqCst if is_store => AtomicOrdering::Relaxed,
        Ordering::SeqCst => AtomicOrdering::Acquire,
    };
    let order = AtomicOrder::new(ordering, fence_scope(&a.scope));
    (order, a.ordering == Ordering::SeqCst)
}

impl<'m> FunctionTranslator<'m, '_> {
    /// The atomic description of the instruction being translated.
    fn atomic_of<'a>(&self, atomic: Option<&'a Atomic>, what: &str) -> TResult<&'a Atomic> {
        match atomic {
            Some(a) => Ok(a),
            None => self.err(format!("{what} without a memory ordering")),
        }
    }

    fn fence_for(&mut self, a: &Atomic) {
        self.ins().fence(fence_scope(&a.scope));
    }

    /// `atomic_rmw op` with LLVM's atomic `a` (of a store when
    /// `is_store`), after a fence when it is seq_cst.
    fn ordered_rmw(
        &mut self,
        a: &Atomic,
        is_store: bool,
        op: AtomicRmwOp,
        space: Space,
        addr: Value,
        x: Value,
    ) -> Value {
        let (order, fence) = atomic_order(a, is_store);
        if fence {
            self.fence_for(a);
        }
        self.ins().atomic_rmw_ordered(op, order, space, addr, x)
    }

    /// The state space of an atomic access to `addr` through `pty`, and
    /// whether the IR's atomics work there (global, shared, generic) or a
    /// plain access is atomic anyway (local memory, also through the
    /// generic address of an `alloca`, and const: only this thread, or
    /// nobody, writes there).
    fn atomic_space(&self, pty: &Ty, addr: Value, what: &str) -> TResult<(Space, bool)> {
        let Ty::Ptr(asp) = pty else {
            return self.err(format!("{what} through a non-pointer"));
        };
        match space(*asp) {
            Some(Space::Generic) if self.local_ptrs.contains(&addr) => Ok((Space::Generic, false)),
            Some(s @ (Space::Global | Space::Shared | Space::Generic)) => Ok((s, true)),
            Some(s @ (Space::Local | Space::Const)) => Ok((s, false)),
            _ => self.err(format!("{what} in address space {asp} is not supported")),
        }
    }

    /// The IR type of an atomic load or store of `ty` aligned to `align`.
    fn atomic_access_type(&self, ty: &Ty, align: u64, what: &str) -> TResult<Type> {
        let t = match scalar(ty) {
            Some(t @ (Type::I32 | Type::I64 | Type::F32 | Type::F64)) => t,
            Some(t) => {
                return self.err(format!(
                    "{what} of {t}: only 32- and 64-bit atomic accesses are supported (the IR's atomics)"
                ))
            }
            None => {
                return self.err(format!(
                    "{what} of a vector or aggregate is not supported"
                ))
            }
        };
        let size: u64 = if t.bits() == 32 { 4 } else { MAX_ATOMIC_BYTES };
        if align != 0 && align < size {
            return self.err(format!(
                "{what} of {size} bytes aligned to {align}: atomic accesses must be naturally aligned"
            ));
        }
        Ok(t)
    }

    /// `load atomic T, ptr p ORDERING, align N`.
    pub(super) fn atomic_load(
        &mut self,
        r: &'m Option<String>,
        atomic: Option<&Atomic>,
        ty: &Ty,
        (pty, p): &Typed,
        align: u64,
    ) -> TResult<()> {
        let what = "an atomic load";
        let a = self.atomic_of(atomic, what)?;
        if matches!(a.ordering, Ordering::Release | Ordering::AcqRel) {
            return self.err(format!(
                "an atomic load cannot be `{}` (LLVM allows unordered, monotonic, acquire, seq_cst)",
                a.ordering.name()
            ));
        }
        let t = self.atomic_access_type(ty, align, what)?;
        let addr = self.operand(pty, p)?;
        let (sp, rmw) = self.atomic_space(pty, addr, what)?;
        let v = if rmw {
            // or with 0: reads atomically and writes back what it read.
            let it = if t.bits() == 32 { Type::I32 } else { Type::I64 };
            let zero = self.ins().iconst(it, 0);
            let bits = self.ordered_rmw(a, false, AtomicRmwOp::Or, sp, addr, zero);
            if t.is_float() {
                self.ins().bitcast(t, bits)
            } else {
                bits
            }
        } else {
            if fence_before(a.ordering) {
                self.fence_for(a);
            }
            let v = self.ins().load(t, sp, addr, 0);
            if fence_after(a.ordering) {
                self.fence_for(a);
            }
            v
        };
        self.bind(r, Val::One(v))
    }

    /// `store atomic T v, ptr p ORDERING, align N`.
    pub(super) fn atomic_store(
        &mut self,
        atomic: Option<&Atomic>,
        (vt, v): &Typed,
        (pty, p): &Typed,
        align: u64,
    ) -> TResult<()> {
        let what = "an atomic store";
        let a = self.atomic_of(atomic, what)?;
        if matches!(a.ordering, Ordering::Acquire | Ordering::AcqRel) {
            return self.err(format!(
                "an atomic store cannot be `{}` (LLVM allows unordered, monotonic, release, seq_cst)",
                a.ordering.name()
            ));
        }
        self.atomic_access_type(vt, align, what)?;
        let x = self.operand(vt, v)?;
        let addr = self.operand(pty, p)?;
        let (sp, rmw) = self.atomic_space(pty, addr, what)?;
        if sp == Space::Const {
            return self.err("a store to constant memory");
        }
        if rmw {
            self.ordered_rmw(a, true, AtomicRmwOp::Xchg, sp, addr, x);
        } else {
            if fence_before(a.ordering) {
                self.fence_for(a);
            }
            self.ins().store(sp, addr, 0, x);
        }
        Ok(())
    }

    /// `atomicrmw OP ptr p, T v ORDERING`.
    pub(super) fn atomic_rmw(
        &mut self,
        r: &'m Option<String>,
        atomic: Option<&Atomic>,
        op: &str,
        (pty, p): &Typed,
        (vt, v): &Typed,
    ) -> TResult<()> {
        let a = self.atomic_of(atomic, "atomicrmw")?;
        let Ty::Ptr(asp) = pty else {
            return self.err("atomicrmw on a non-pointer");
        };
        let sp = match space(*asp) {
            Some(s @ (Space::Global | Space::Shared | Space::Generic)) => s,
            _ => return self.err(format!("atomicrmw in address space {asp} is not supported")),
        };
        let rmw_op = match op {
            "add" | "fadd" | "sub" | "fsub" => AtomicRmwOp::Add,
            "min" => AtomicRmwOp::Smin,
            "max" => AtomicRmwOp::Smax,
            "umin" => AtomicRmwOp::Umin,
            "umax" => AtomicRmwOp::Umax,
            "and" => AtomicRmwOp::And,
            "or" => AtomicRmwOp::Or,
            "xor" => AtomicRmwOp::Xor,
            "xchg" => AtomicRmwOp::Xchg,
            "uinc_wrap" if *vt == Ty::Int(32) => AtomicRmwOp::Inc,
            "udec_wrap" if *vt == Ty::Int(32) => AtomicRmwOp::Dec,
            other => {
                return self.err(format!(
                    "atomicrmw `{other}` is not supported (`uinc_wrap` and `udec_wrap` on i32 only)"
                ))
            }
        };
        let addr = self.operand(pty, p)?;
        let x = self.operand(vt, v)?;
        // Subtraction is the addition of the negation.
        let x = match op {
            "sub" => self.ins().ineg(x),
            "fsub" => self.ins().fneg(x),
            _ => x,
        };
        let v = self.ordered_rmw(a, false, rmw_op, sp, addr, x);
        self.bind(r, Val::One(v))
    }

    /// `cmpxchg ptr p, T cmp, T new SUCCESS FAILURE`: `{ old, ok }`.
    pub(super) fn cmpxchg(
        &mut self,
        r: &'m Option<String>,
        atomic: Option<&Atomic>,
        (pty, p): &Typed,
        (ct, c): &Typed,
        (nt, n): &Typed,
    ) -> TResult<()> {
        let a = self.atomic_of(atomic, "cmpxchg")?;
        let Ty::Ptr(asp) = pty else {
            return self.err("cmpxchg on a non-pointer");
        };
        let sp = match space(*asp) {
            Some(s @ (Space::Global | Space::Shared | Space::Generic)) => s,
            _ => return self.err(format!("cmpxchg in address space {asp} is not supported")),
        };
        let addr = self.operand(pty, p)?;
        let e = self.operand(ct, c)?;
        let x = self.operand(nt, n)?;
        let (order, fence) = atomic_order(a, false);
        if fence {
            self.fence_for(a);
        }
        let old = self.ins().atomic_cas_ordered(order, sp, addr, e, x);
        let ok = self.ins().icmp(crate::ir::IntCC::Eq, old, e);
        self.bind(r, Val::Agg(vec![Val::One(old), Val::One(ok)]))
    }

    /// `fence [syncscope("S")] ORDERING`: the IR's fence (`fence.sc`) of
    /// that scope, whatever the ordering (it is the strongest).
    pub(super) fn fence(&mut self, atomic: Option<&Atomic>, scope: &str) {
        let scope = atomic.map_or(scope, |a| a.scope.as_str());
        self.ins().fence(fence_scope(scope));
    }
}
