//! One LLVM instruction to IR instructions: the scalar arithmetic,
//! memory and control-flow instructions here, the rest dispatched to the
//! sibling files (vectors and aggregates, comparisons, casts and GEPs,
//! calls and intrinsics, atomics).
//!
//! ```text
//!   add sub mul ... fadd ...   iadd isub imul ... fadd ... (shift amounts i32)
//!   load / store               load / store in the pointer's space, LLVM's
//!                              alignment (natural when none is written);
//!                              of an aggregate, one per scalar member
//!   alloca                     stack slot; stack_addr (local); to_generic
//!   br / br i1                 jump / brif
//!   switch                     br_table when dense, else a chain of compares
//!                              in new blocks after the LLVM block (switch.rs)
//!   ret / unreachable          return / trap
//! ```

use super::{compare, convert, scalar, space, FunctionTranslator, TResult, Val, MAX_ALLOCA_BYTES};
use crate::ir::{AccessMode, InstBuilder, SourceLoc, Space, Type, Value};
use crate::llvm::ast::{Inst, Op, Operand, Ty};
use crate::llvm::layout::size_align;

impl<'m> FunctionTranslator<'m, '_> {
    pub(super) fn inst(&mut self, inst: &'m Inst, block: &str) -> TResult<()> {
        let r = &inst.result;
        match &inst.op {
            Op::Binary(op, ty, a, b) => {
                if let Ty::Vector(_, elem) = ty {
                    return self.vector_binary(r, op, ty, elem, a, b);
                }
                let Some(t) = scalar(ty) else {
                    return self.err(format!("`{op}` on an unsupported type"));
                };
                let x = self.operand(ty, a)?;
                let y = self.operand(ty, b)?;
                let v = self.binary(op, t, x, y)?;
                if let (true, "add", Operand::Int(k)) = (inst.no_signed_wrap, op.as_str(), b) {
                    if let Ok(k) = i64::try_from(*k) {
                        self.nsw_sums.insert(v, (x, k));
                    }
                }
                self.bind(r, Val::One(v))
            }
            Op::Fneg(ty, a) => {
                let x = self.operand(ty, a)?;
                let v = self.ins().fneg(x);
                self.bind(r, Val::One(v))
            }
            Op::Cmp(is_float, pred, ty, a, b) => {
                if let Ty::Vector(..) = ty {
                    return self.vector_cmp(r, *is_float, pred, ty, a, b);
                }
                if scalar(ty).is_none() {
                    return self.err("comparisons of aggregates are not supported");
                }
                let v = match compare::constant_predicate(pred) {
                    Some(k) => self.ins().iconst(Type::I1, i64::from(k)),
                    None => {
                        let x = self.operand(ty, a)?;
                        let y = self.operand(ty, b)?;
                        self.compare(*is_float, pred, x, y)?
                    }
                };
                self.bind(r, Val::One(v))
            }
            Op::Select(c, (at, a), (bt, b)) => {
                if let Ty::Vector(..) = at {
                    return self.vector_select(r, c, (at, a), (bt, b));
                }
                let (ct, c) = c;
                if let Ty::Vector(..) = ct {
                    return self.err("a select with a vector condition needs vector operands");
                }
                let c = self.operand(ct, c)?;
                if scalar(at).is_none() {
                    return self.select_members(r, c, (at, a), (bt, b));
                }
                let x = self.operand(at, a)?;
                let y = self.operand(bt, b)?;
                let v = self.ins().select(c, x, y);
                self.bind(r, Val::One(v))
            }
            Op::Cast(op, from, a, to) => {
                if let (Ty::Vector(..), Ty::Vector(..)) = (from, to) {
                    return self.vector_cast(r, op, from, a, to);
                }
                let x = self.operand(from, a)?;
                let v = self.cast(op, from, x, to)?;
                self.bind(r, Val::One(v))
            }
            Op::Freeze(ty, a) => {
                let x = self.agg_val(ty, a)?;
                self.bind(r, x)
            }
            Op::Gep(elem, ptr, idx)
                if matches!(ptr.0, Ty::Vector(..))
                    || idx.iter().any(|(t, _)| matches!(t, Ty::Vector(..))) =>
            {
                self.vector_gep(r, elem, ptr, idx)
            }
            Op::Gep(elem, (pty, p), idx) => {
                let base = self.operand(pty, p)?;
                let v = self.gep(elem, base, idx.iter().map(convert::Index::Operand))?;
                if self.local_ptrs.contains(&base) {
                    self.local_ptrs.insert(v);
                }
                self.bind(r, Val::One(v))
            }
            Op::Load {
                ty,
                ptr,
                align,
                volatile,
            } => {
                if inst.atomic.is_some() {
                    return self.atomic_load(r, inst.atomic.as_ref(), ty, ptr, *align);
                }
                let (pty, p) = ptr;
                // `!invariant.load` of global memory reads the
                // non-coherent cache, as llc makes it `ld.global.nc`; a
                // volatile load stays exactly as written.
                let mode = if *volatile {
                    AccessMode::Volatile
                } else if inst.invariant_load && *pty == Ty::Ptr(1) {
                    AccessMode::NonCoherent
                } else {
                    AccessMode::Coherent
                };
                if let Ty::Vector(..) = ty {
                    return self.vector_load(r, ty, ptr, *align, mode);
                }
                let Some(t) = scalar(ty) else {
                    return self.aggregate_load(r, ty, ptr, *align, mode);
                };
                let Ty::Ptr(asp) = pty else {
                    return self.err("load from a non-pointer");
                };
                let Some(sp) = space(*asp) else {
                    return self.err(format!("address space {asp} is not supported"));
                };
                let a = self.operand(pty, p)?;
                let align = self.access_align(*align, t)?;
                let v = self.ins().load_aligned(t, sp, a, 0, align);
                self.set_load_mode(v, mode);
                self.bind(r, Val::One(v))
            }
            Op::Store {
                value,
                ptr,
                align,
                volatile,
            } => {
                if inst.atomic.is_some() {
                    return self.atomic_store(inst.atomic.as_ref(), value, ptr, *align);
                }
                let ((vt, v), (pty, p)) = (value, ptr);
                let mode = if *volatile {
                    AccessMode::Volatile
                } else {
                    AccessMode::Coherent
                };
                if let Ty::Vector(..) = vt {
                    return self.vector_store(vt, v, ptr, *align, mode);
                }
                let Some(t) = scalar(vt) else {
                    return self.aggregate_store(value, ptr, *align, mode);
                };
                let Ty::Ptr(asp) = pty else {
                    return self.err("store to a non-pointer");
                };
                let Some(sp) = space(*asp) else {
                    return self.err(format!("address space {asp} is not supported"));
                };
                if sp == Space::Const {
                    return self.err("a store to constant memory");
                }
                let x = self.operand(vt, v)?;
                let a = self.operand(pty, p)?;
                let align = self.access_align(*align, t)?;
                let store = self.ins().store_aligned(sp, a, 0, x, align);
                self.set_access_mode(store, mode);
                Ok(())
            }
            Op::Alloca(ty, count, align, addrspace) => {
                let Some((size, natural)) = size_align(ty, &self.m.types) else {
                    return self.err("alloca of a type without a size");
                };
                let n = match count {
                    None => 1,
                    Some((_, Operand::Int(n))) if *n > 0 => *n as u64,
                    Some(_) => return self.err("alloca with a variable count is not supported"),
                };
                if block != self.f.blocks[0].label {
                    return self.err("alloca outside the entry block is not supported");
                }
                let bytes = match size.checked_mul(n) {
                    Some(b) if b <= MAX_ALLOCA_BYTES => b.max(1),
                    _ => {
                        return self.err(format!(
                            "alloca of more than {MAX_ALLOCA_BYTES} bytes (the per-thread local memory limit)"
                        ))
                    }
                };
                let align = if *align > 0 { *align } else { natural }.clamp(1, 128);
                // Both fit: `bytes` is at most MAX_ALLOCA_BYTES, `align` 128.
                let ss = self.b.create_stack_slot(bytes as u32, align as u32);
                self.b.func.srcmap.stack_slots[ss] = SourceLoc(self.f.line);
                self.allocas.record(r, ss, bytes);
                let local = self.ins().stack_addr(Type::I64, ss, 0);
                // An alloca in the local address space is a local address;
                // the default (0) is a generic one.
                let v = match addrspace {
                    5 => local,
                    0 => self.ins().to_generic(Space::Local, local),
                    s => return self.err(format!("alloca in address space {s}")),
                };
                self.local_ptrs.insert(v);
                self.bind(r, Val::One(v))
            }
            Op::Call(ret, callee, args, aligns) => self.call(r, ret, callee, args, aligns),
            Op::CallAsm(ret, asm, args) => self.call_asm(r, ret, asm, args),
            Op::Br(to) => {
                let (t, args) = self.edge(block, to)?;
                self.note_loop_hint(inst, &[t]);
                self.ins().jump(t, &args);
                Ok(())
            }
            Op::CondBr(c, t, f) => {
                let c = self.operand(&Ty::Int(1), c)?;
                let (t, targs) = self.edge(block, t)?;
                let (f, fargs) = self.edge(block, f)?;
                self.note_loop_hint(inst, &[t, f]);
                self.ins().brif(c, t, &targs, f, &fargs);
                Ok(())
            }
            Op::Switch((ty, v), default, cases) => {
                let Some(t) = scalar(ty) else {
                    return self.err("switch on a non-integer");
                };
                let x = self.operand(ty, v)?;
                self.switch(t, x, block, default, cases)
            }
            Op::Ret(None) => {
                self.ins().return_(&[]);
                Ok(())
            }
            Op::Ret(Some((ty, v))) => {
                let xs = self.flat_values(ty, v)?;
                self.ins().return_(&xs);
                Ok(())
            }
            Op::Unreachable => {
                self.ins().trap();
                Ok(())
            }
            Op::ExtractValue(agg, idx) => self.extract_value(r, agg, idx),
            Op::InsertValue(agg, v, idx) => self.insert_value(r, agg, v, idx),
            Op::AtomicRmw(op, ptr, v) => self.atomic_rmw(r, inst.atomic.as_ref(), op, ptr, v),
            Op::CmpXchg(ptr, c, n) => self.cmpxchg(r, inst.atomic.as_ref(), ptr, c, n),
            Op::Fence(scope) => {
                self.fence(inst.atomic.as_ref(), scope);
                Ok(())
            }
            Op::Phi(..) => Ok(()),
            Op::ExtractElement(v, i) => self.extract_element(r, v, i),
            Op::InsertElement(v, e, i) => self.insert_element(r, v, e, i),
            Op::Shuffle(a, b, m) => self.shuffle(r, a, b, m),
        }
    }

    /// The scalar binary operation `op` of LLVM on `t` values.
    pub(super) fn binary(&mut self, op: &str, t: Type, x: Value, y: Value) -> TResult<Value> {
        Ok(match op {
            "add" => self.ins().iadd(x, y),
            "sub" => self.ins().isub(x, y),
            "mul" => self.ins().imul(x, y),
            "sdiv" => self.ins().sdiv(x, y),
            "udiv" => self.ins().udiv(x, y),
            "srem" => self.ins().srem(x, y),
            "urem" => self.ins().urem(x, y),
            "and" => self.ins().band(x, y),
            "or" => self.ins().bor(x, y),
            "xor" => self.ins().bxor(x, y),
            "fadd" => self.ins().fadd(x, y),
            "fsub" => self.ins().fsub(x, y),
            "fmul" => self.ins().fmul(x, y),
            "fdiv" => self.ins().fdiv(x, y),
            "shl" | "lshr" | "ashr" => {
                let amount = self.shift_amount(t, y)?;
                match op {
                    "shl" => self.ins().ishl(x, amount),
                    "lshr" => self.ins().ushr(x, amount),
                    _ => self.ins().sshr(x, amount),
                }
            }
            other => return self.err(format!("`{other}` is not supported")),
        })
    }

    /// The alignment a load or store of `t` states: LLVM's, or the natural
    /// one when LLVM gives none.
    fn access_align(&self, align: u64, t: Type) -> TResult<u8> {
        if align == 0 {
            return Ok(t.bytes() as u8);
        }
        match u8::try_from(align) {
            Ok(a) => Ok(a),
            Err(_) => self.err(format!(
                "a load or store aligned to {align} bytes, more than the IR can state"
            )),
        }
    }
}
