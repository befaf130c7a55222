//! The ISLE glue: the generated rule code and the `Context` it calls.
//!
//! Extractors read the IR; constructors emit PTX instructions into
//! `LowerCtx::emitted` and return result registers. Narrow integers (`i8`,
//! `i16`) live in 32-bit registers whose upper bits are unspecified, so
//! constructors extend them (sign or zero, as the operation needs) before
//! any operation that reads those bits: division, comparison, right shift,
//! min/max, high multiply, bit counting, conversion.

use super::sequences::{
    bits_ty, bits_ty_any, float_ty, int_ty, is_narrow, kind_of, narrow_ty, offset_addr,
};
use super::LowerCtx;
use crate::abi::reg_kind;
use crate::ir::{
    AccessMode, AsmRef, AtomicOrder, AtomicOrdering, AtomicRmwOp, BlockCall, ConstRef, FenceScope,
    FloatCC, FuncRef, Ieee32, Ieee64, Inst, InstData, IntCC, Opcode, RoundingMode, SharedVar,
    Space, SpecialReg, StackSlot, Type, Value, ValueList,
};
use crate::vcode::{
    Addr, AtomOp, BinOp, CmpOp, FrameRef, MInst, Precision, PtxType, Reg, RegKind, Rounding, Src,
    Symbol, TernOp, UnOp,
};

#[allow(
    dead_code,
    unreachable_patterns,
    unused_variables,
    unused_imports,
    non_snake_case,
    clippy::all
)]
pub(super) mod generated {
    use super::*;
    include!(concat!(env!("OUT_DIR"), "/isle_lower.rs"));
}

pub(super) use generated::{
    constructor_lower as lower_raw, constructor_lower_effect as lower_effect_raw,
};

pub(super) fn lower(ctx: &mut LowerCtx<'_>, inst: Inst) -> Option<Reg> {
    lower_raw(ctx, inst)
}

pub(super) fn lower_effect(ctx: &mut LowerCtx<'_>, inst: Inst) -> bool {
    lower_effect_raw(ctx, inst).is_some()
}

type Unit = ();
type OptRounding = Option<Rounding>;
type OptPrecision = Option<Precision>;
type ValueArray2 = [Value; 2];
type ValueArray3 = [Value; 3];
type ValueArray5 = [Value; 5];
#[allow(dead_code)]
type BlockCallArray2 = [BlockCall; 2];
// The type constants the prelude declares (`$I32`, ...); rules use some.
#[allow(dead_code)]
const I1: Type = Type::I1;
#[allow(dead_code)]
const I8: Type = Type::I8;
#[allow(dead_code)]
const I16: Type = Type::I16;
#[allow(dead_code)]
const I32: Type = Type::I32;
#[allow(dead_code)]
const I64: Type = Type::I64;
#[allow(dead_code)]
const F32: Type = Type::F32;
#[allow(dead_code)]
const F64: Type = Type::F64;

impl generated::Context for LowerCtx<'_> {
    fn inst_data(&mut self, inst: Inst) -> InstData {
        super::inst_data(self.func, inst)
    }

    fn result_type(&mut self, inst: Inst) -> Option<Type> {
        self.func
            .dfg
            .first_result(inst)
            .map(|v| self.func.dfg.value_type(v))
    }

    fn value_type(&mut self, v: Value) -> Type {
        self.ty(v)
    }

    fn def_inst(&mut self, v: Value) -> Option<Inst> {
        let crate::ir::ValueDef::Result(inst, _) = self.func.dfg.value_def(v) else {
            return None;
        };
        let op = self.func.dfg.insts[inst].opcode();
        op.can_fold_into_user().then_some(inst)
    }

    fn iconst_value(&mut self, v: Value) -> Option<i64> {
        self.const_of(v)
    }

    fn float_one(&mut self, v: Value) -> Option<()> {
        self.func.dfg.is_float_one(v).then_some(())
    }

    fn unpack_value_array_2(&mut self, a: ValueArray2) -> (Value, Value) {
        (a[0], a[1])
    }

    fn unpack_value_array_3(&mut self, a: ValueArray3) -> (Value, Value, Value) {
        (a[0], a[1], a[2])
    }

    fn unpack_value_array_5(&mut self, a: ValueArray5) -> (Value, Value, Value, Value, Value) {
        (a[0], a[1], a[2], a[3], a[4])
    }

    fn ty_arith(&mut self, ty: Type) -> Option<Type> {
        ty.is_arith_int().then_some(ty)
    }

    fn offset_add(&mut self, base: i32, k: i64) -> Option<i32> {
        i32::try_from(base as i64 + k).ok()
    }

    fn imm_i32(&mut self, k: i64) -> Option<i64> {
        i32::try_from(k).ok().map(i64::from)
    }

    fn imm_u32(&mut self, k: i64) -> Option<i64> {
        u32::try_from(k).ok().map(i64::from)
    }

    fn pow2(&mut self, k: i64, max_log2: i64) -> Option<i64> {
        (0..=max_log2).contains(&k).then(|| 1i64 << k)
    }

    fn i32_to_i64(&mut self, x: i32) -> i64 {
        x as i64
    }

    fn ty_narrow(&mut self, ty: Type) -> Option<Type> {
        is_narrow(ty).then_some(ty)
    }

    fn ty_word(&mut self, ty: Type) -> Option<Type> {
        matches!(ty, Type::I32 | Type::I64).then_some(ty)
    }

    fn ty_float(&mut self, ty: Type) -> Option<Type> {
        ty.is_float().then_some(ty)
    }

    fn put_in_reg(&mut self, v: Value) -> Reg {
        self.reg(v)
    }

    fn put_in_src(&mut self, v: Value) -> Src {
        self.src(v)
    }

    fn byte_src(&mut self, v: Value) -> Src {
        match self.const_of(v) {
            Some(k) => Src::Imm(k & 0xff),
            None => Src::Reg(self.reg(v)),
        }
    }

    fn ext_src(&mut self, v: Value, signed: bool) -> Src {
        self.ext(v, signed)
    }

    fn cmp_src(&mut self, v: Value, signed: bool) -> Src {
        self.cmp_operand(v, signed)
    }

    fn src_in_reg(&mut self, s: Src, ty: &PtxType) -> Reg {
        self.in_reg(s, kind_of(*ty), *ty)
    }

    fn ext_rhs(&mut self, b: Src, y: Value, signed: bool, ty: Type) -> Src {
        if !is_narrow(ty) {
            return b;
        }
        match b {
            Src::Imm(k) if !signed => Src::Imm(k & ((1 << ty.bits()) - 1)),
            Src::Reg(_) => self.ext(y, signed),
            Src::Imm(_) | Src::F32(_) | Src::F64(_) => b,
        }
    }

    fn pred_src(&mut self, b: Src) -> Src {
        match b {
            Src::Imm(k) => Src::Reg(self.ptx_pred_const(k)),
            Src::Reg(_) | Src::F32(_) | Src::F64(_) => b,
        }
    }

    fn reg_src(&mut self, r: Reg) -> Src {
        Src::Reg(r)
    }

    fn imm(&mut self, k: i64) -> Src {
        Src::Imm(k)
    }

    fn f32_imm(&mut self, x: Ieee32) -> Src {
        Src::F32(x.0)
    }

    fn f64_imm(&mut self, x: Ieee64) -> Src {
        Src::F64(x.0)
    }

    fn reg_kind(&mut self, ty: Type) -> RegKind {
        reg_kind(ty)
    }

    fn kind_of(&mut self, ty: &PtxType) -> RegKind {
        kind_of(*ty)
    }

    fn int_ty(&mut self, ty: Type, signed: bool) -> PtxType {
        int_ty(ty, signed)
    }

    fn bits_ty(&mut self, ty: Type) -> PtxType {
        bits_ty(ty)
    }

    fn bits_ty_any(&mut self, ty: Type) -> PtxType {
        bits_ty_any(ty)
    }

    fn float_ty(&mut self, ty: Type) -> PtxType {
        float_ty(ty)
    }

    fn narrow_ty(&mut self, ty: Type, signed: bool) -> PtxType {
        narrow_ty(ty, signed)
    }

    fn ty_bits(&mut self, ty: Type) -> i64 {
        i64::from(ty.bits())
    }

    fn unused_bits(&mut self, ty: Type) -> i64 {
        32 - i64::from(ty.bits())
    }

    fn bit_above(&mut self, ty: Type) -> i64 {
        1 << ty.bits()
    }

    fn low_mask(&mut self, ty: Type) -> i64 {
        (1i64 << ty.bits()) - 1
    }

    fn sign_bit(&mut self, ty: Type) -> i64 {
        if ty == Type::F64 {
            i64::MIN
        } else {
            0x8000_0000
        }
    }

    fn magnitude_bits(&mut self, ty: Type) -> i64 {
        !self.sign_bit(ty)
    }

    fn cmp_imm(&mut self, ty: Type, signed: bool, k: i64) -> i64 {
        let bits = ty.bits();
        if ty == Type::I1 {
            if signed && k & 1 != 0 {
                -1
            } else {
                k & 1
            }
        } else if signed || bits >= 64 {
            k
        } else {
            k & ((1i64 << bits) - 1)
        }
    }

    fn no_rounding(&mut self) -> OptRounding {
        None
    }

    fn rounding(&mut self, r: &Rounding) -> OptRounding {
        Some(*r)
    }

    fn exact(&mut self) -> OptPrecision {
        None
    }

    fn round(&mut self, r: &Rounding) -> OptPrecision {
        Some(Precision::Round(*r))
    }

    fn approx(&mut self) -> OptPrecision {
        Some(Precision::Approx)
    }

    fn ptx_bin(
        &mut self,
        kind: &RegKind,
        op: &BinOp,
        prec: OptPrecision,
        ty: &PtxType,
        a: Src,
        b: Src,
    ) -> Reg {
        self.bin(*op, prec, *ty, *kind, a, b)
    }

    fn ptx_un(
        &mut self,
        kind: &RegKind,
        op: &UnOp,
        prec: OptPrecision,
        ty: &PtxType,
        a: Src,
    ) -> Reg {
        let dst = self.tmp(*kind);
        self.emit(MInst::Un {
            op: *op,
            prec,
            ty: *ty,
            dst,
            a,
        });
        dst
    }

    #[allow(clippy::too_many_arguments)]
    fn ptx_tern(
        &mut self,
        kind: &RegKind,
        op: &TernOp,
        prec: OptPrecision,
        ty: &PtxType,
        a: Src,
        b: Src,
        c: Src,
    ) -> Reg {
        let dst = self.tmp(*kind);
        self.emit(MInst::Tern {
            op: *op,
            prec,
            ty: *ty,
            dst,
            a,
            b,
            c,
        });
        dst
    }

    fn ptx_cvt(
        &mut self,
        kind: &RegKind,
        to: &PtxType,
        from: &PtxType,
        rnd: OptRounding,
        a: Src,
    ) -> Reg {
        self.cvt(*to, *from, rnd, *kind, a)
    }

    fn ptx_mov(&mut self, kind: &RegKind, ty: &PtxType, a: Src) -> Reg {
        let dst = self.tmp(*kind);
        self.emit(MInst::Mov {
            ty: *ty,
            dst,
            src: a,
        });
        dst
    }

    fn ptx_setp(&mut self, cmp: &CmpOp, ty: &PtxType, a: Src, b: Src) -> Reg {
        let dst = self.tmp(RegKind::Pred);
        self.emit(MInst::Setp {
            cmp: *cmp,
            ty: *ty,
            dst,
            a,
            b,
        });
        dst
    }

    fn ptx_selp(&mut self, kind: &RegKind, ty: &PtxType, a: Src, b: Src, cond: Reg) -> Reg {
        let dst = self.tmp(*kind);
        self.emit(MInst::Selp {
            ty: *ty,
            dst,
            a,
            b,
            cond,
        });
        dst
    }

    fn ptx_mul_wide(&mut self, signed: bool, a: Src, b: Src) -> Reg {
        let dst = self.tmp(RegKind::B64);
        self.emit(MInst::MulWide { signed, dst, a, b });
        dst
    }

    fn ptx_mov_sreg(&mut self, reg: SpecialReg) -> Reg {
        let dst = self.tmp(RegKind::B32);
        self.emit(MInst::MovSreg { dst, reg });
        dst
    }

    /// `setp.ne.b32 p, 0, 0` (false) or `setp.eq` (true) on a zeroed register.
    fn ptx_pred_const(&mut self, k: i64) -> Reg {
        let dst = self.tmp(RegKind::Pred);
        let cmp = if k & 1 != 0 { CmpOp::Eq } else { CmpOp::Ne };
        let zero = self.tmp(RegKind::B32);
        self.emit(MInst::Mov {
            ty: PtxType::B32,
            dst: zero,
            src: Src::Imm(0),
        });
        self.emit(MInst::Setp {
            cmp,
            ty: PtxType::B32,
            dst,
            a: Src::Reg(zero),
            b: Src::Imm(0),
        });
        dst
    }

    fn addr_reg(&mut self, v: Value, off: i32) -> Addr {
        Addr::Reg(self.reg(v), off)
    }

    fn addr_frame(&mut self, slot: StackSlot, off: i32) -> Addr {
        Addr::Frame(FrameRef::Slot(slot), off)
    }

    fn addr_shared(&mut self, var: SharedVar, off: i32) -> Addr {
        Addr::Symbol(Symbol::Shared(var), off)
    }

    fn addr_const(&mut self, data: ConstRef, off: i32) -> Addr {
        Addr::Symbol(Symbol::Const(data), off)
    }

    fn ptx_ld(
        &mut self,
        ty: Type,
        space: &Space,
        cache: &AccessMode,
        addr: Addr,
        align: u8,
    ) -> Reg {
        let (space, mode) = (*space, *cache);
        let (mty, kind) = Self::mem_ty(ty);
        let size = ty.bytes();
        if (align as u32) < size {
            return self.load_split(ty, space, mode, addr, align as u32);
        }
        let dst = self.tmp(kind);
        self.emit(MInst::Ld {
            space,
            mode,
            ty: mty,
            dst,
            addr,
        });
        if ty == Type::I1 {
            let p = self.tmp(RegKind::Pred);
            self.emit(MInst::Setp {
                cmp: CmpOp::Ne,
                ty: PtxType::B32,
                dst: p,
                a: Src::Reg(dst),
                b: Src::Imm(0),
            });
            return p;
        }
        dst
    }

    fn ptx_st(
        &mut self,
        space: &Space,
        cache: &AccessMode,
        addr: Addr,
        v: Value,
        align: u8,
    ) -> Unit {
        let (space, mode) = (*space, *cache);
        let ty = self.ty(v);
        let (mty, _) = Self::mem_ty(ty);
        let mut src = self.value_reg(v);
        if ty == Type::I1 {
            src = self.pred_to_int(src, false, false);
        }
        if (align as u32) < ty.bytes() {
            return self.store_split(ty, space, mode, addr, align as u32, src);
        }
        self.emit(MInst::St {
            space,
            mode,
            ty: mty,
            addr,
            src: Src::Reg(src),
        });
    }

    fn ptx_ld_vec(&mut self, space: &Space, cache: &AccessMode, addr: Addr, align: u8) -> Unit {
        let Some(inst) = self.cur_inst else {
            return;
        };
        let results = self.func.dfg.inst_results(inst);
        let Some(&first) = results.first() else {
            return;
        };
        let ty = self.ty(first);
        let (mty, kind) = Self::mem_ty(ty);
        let size = ty.bytes();
        let per = lanes_per_access(results.len(), size, align);
        for (k, lanes) in (0u32..).zip(results.chunks(per)) {
            let at = offset_addr(addr, (k * per as u32 * size) as i32);
            if let [r] = *lanes {
                let reg = self.ptx_ld(ty, space, cache, at, (align as u32).min(size) as u8);
                self.define(r, reg);
                continue;
            }
            let dsts: Box<[Reg]> = lanes.iter().map(|_| self.tmp(kind)).collect();
            for (&r, &d) in lanes.iter().zip(dsts.iter()) {
                self.define(r, d);
            }
            self.emit(MInst::LdVec {
                space: *space,
                mode: *cache,
                ty: mty,
                dsts,
                addr: at,
            });
        }
    }

    fn ptx_st_vec(&mut self, space: &Space, cache: &AccessMode, addr: Addr, align: u8) -> Unit {
        let Some(inst) = self.cur_inst else {
            return;
        };
        let func = self.func;
        let args = func.dfg.insts[inst].arguments(&func.dfg.value_lists);
        let lanes = args.get(1..).unwrap_or(&[]);
        let Some(&first) = lanes.first() else {
            return;
        };
        let ty = self.ty(first);
        let (mty, _) = Self::mem_ty(ty);
        let size = ty.bytes();
        let per = lanes_per_access(lanes.len(), size, align);
        for (k, group) in (0u32..).zip(lanes.chunks(per)) {
            let at = offset_addr(addr, (k * per as u32 * size) as i32);
            if let [v] = *group {
                self.ptx_st(space, cache, at, v, (align as u32).min(size) as u8);
                continue;
            }
            let srcs = group.iter().map(|&v| Src::Reg(self.value_reg(v))).collect();
            self.emit(MInst::StVec {
                space: *space,
                mode: *cache,
                ty: mty,
                addr: at,
                srcs,
            });
        }
    }

    fn ptx_frame_addr(&mut self, ty: Type, slot: StackSlot, off: i32) -> Reg {
        let dst = self.tmp(reg_kind(ty));
        let pty = if ty == Type::I64 {
            PtxType::U64
        } else {
            PtxType::U32
        };
        self.emit(MInst::FrameAddr {
            generic: false,
            ty: pty,
            dst,
            frame: FrameRef::Slot(slot),
            offset: off,
        });
        dst
    }

    fn ptx_frame_generic_addr(&mut self, slot: StackSlot, off: i32) -> Reg {
        let dst = self.tmp(RegKind::B64);
        self.emit(MInst::FrameAddr {
            generic: true,
            ty: PtxType::U64,
            dst,
            frame: FrameRef::Slot(slot),
            offset: off,
        });
        dst
    }

    fn ptx_shared_addr(&mut self, ty: Type, var: SharedVar, off: i32) -> Reg {
        self.symbol_address(ty, Symbol::Shared(var), off)
    }

    fn ptx_const_addr(&mut self, ty: Type, data: ConstRef, off: i32) -> Reg {
        self.symbol_address(ty, Symbol::Const(data), off)
    }

    fn ptx_cvta(&mut self, space: &Space, x: Value) -> Reg {
        self.check_space(*space);
        let mut src = self.reg(x);
        if self.ty(x) == Type::I32 {
            src = self.cvt(
                PtxType::U64,
                PtxType::U32,
                None,
                RegKind::B64,
                Src::Reg(src),
            );
        }
        let dst = self.tmp(RegKind::B64);
        self.emit(MInst::Cvta {
            to_generic: true,
            space: *space,
            dst,
            src,
        });
        dst
    }

    fn ptx_cvta_to(&mut self, ty: Type, space: &Space, x: Value) -> Reg {
        self.check_space(*space);
        let src = self.reg(x);
        let dst = self.tmp(RegKind::B64);
        self.emit(MInst::Cvta {
            to_generic: false,
            space: *space,
            dst,
            src,
        });
        if ty == Type::I32 {
            return self.cvt(
                PtxType::U32,
                PtxType::U64,
                None,
                RegKind::B32,
                Src::Reg(dst),
            );
        }
        dst
    }

    fn ptx_tanh_approx(&mut self, x: Src) -> Reg {
        if let Err(e) = self
            .target
            .require_ptx(7, 0, "`tanh_approx` (tanh.approx.f32)")
        {
            self.error(e);
        }
        self.ptx_un(
            &RegKind::F32,
            &UnOp::Tanh,
            Some(Precision::Approx),
            &PtxType::F32,
            x,
        )
    }

    fn ptx_isspacep(&mut self, space: &Space, x: Value) -> Reg {
        self.check_space(*space);
        let src = self.reg(x);
        let dst = self.tmp(RegKind::Pred);
        self.emit(MInst::InSpace {
            space: *space,
            dst,
            src,
        });
        dst
    }

    fn ptx_atom(
        &mut self,
        op: &AtomicRmwOp,
        order: AtomicOrder,
        space: &Space,
        addr: Addr,
        v: Value,
    ) -> Reg {
        let ty = self.ty(v);
        let (aop, pty) = match op {
            AtomicRmwOp::Add if ty.is_float() => (AtomOp::Add, float_ty(ty)),
            AtomicRmwOp::Add => (AtomOp::Add, int_ty(ty, false)),
            AtomicRmwOp::Smin => (AtomOp::Min, int_ty(ty, true)),
            AtomicRmwOp::Smax => (AtomOp::Max, int_ty(ty, true)),
            AtomicRmwOp::Umin => (AtomOp::Min, int_ty(ty, false)),
            AtomicRmwOp::Umax => (AtomOp::Max, int_ty(ty, false)),
            AtomicRmwOp::And => (AtomOp::And, bits_ty_any(ty)),
            AtomicRmwOp::Or => (AtomOp::Or, bits_ty_any(ty)),
            AtomicRmwOp::Xor => (AtomOp::Xor, bits_ty_any(ty)),
            AtomicRmwOp::Xchg => (AtomOp::Exch, bits_ty_any(ty)),
            AtomicRmwOp::Inc => (AtomOp::Inc, int_ty(ty, false)),
            AtomicRmwOp::Dec => (AtomOp::Dec, int_ty(ty, false)),
        };
        let src = Src::Reg(self.reg(v));
        let dst = self.tmp(reg_kind(ty));
        // `red` where nothing reads the old value and the ordering is one
        // `red` has (relaxed or release: an acquire needs the read).
        let is_reduction = aop != AtomOp::Exch
            && matches!(
                order.ordering,
                AtomicOrdering::Relaxed | AtomicOrdering::Release
            )
            && !self
                .cur_inst
                .and_then(|inst| self.func.dfg.first_result(inst))
                .is_some_and(|r| self.is_used(r));
        self.emit(MInst::Atom {
            op: aop,
            order,
            space: *space,
            ty: pty,
            dst: (!is_reduction).then_some(dst),
            addr,
            src,
        });
        dst
    }

    fn ptx_atom_cas(
        &mut self,
        order: AtomicOrder,
        space: &Space,
        addr: Addr,
        e: Value,
        r: Value,
    ) -> Reg {
        let ty = self.ty(e);
        let (cmp, new) = (Src::Reg(self.reg(e)), Src::Reg(self.reg(r)));
        let dst = self.tmp(reg_kind(ty));
        self.emit(MInst::AtomCas {
            order,
            space: *space,
            ty: bits_ty(ty),
            dst,
            addr,
            cmp,
            new,
        });
        dst
    }

    fn ptx_bar_sync(&mut self) -> Unit {
        self.emit(MInst::Bar);
    }

    fn ptx_membar(&mut self, scope: &FenceScope) -> Unit {
        self.emit(MInst::Membar { scope: *scope });
    }

    fn emit_slot_lifetime(&mut self, slot: StackSlot, start: bool) -> Unit {
        self.emit(MInst::SlotLifetime { slot, start });
    }

    fn ptx_trap(&mut self) -> Unit {
        self.emit(MInst::Trap);
    }

    fn emit_call(&mut self, fref: FuncRef, args: ValueList) -> Unit {
        self.lower_call(fref, args);
    }

    fn emit_inline_asm(&mut self, asm: AsmRef, args: ValueList) -> Unit {
        self.lower_inline_asm(asm, args);
    }

    fn emit_jump(&mut self) -> Unit {
        self.lower_jump();
    }

    fn emit_cond_br(&mut self, c: Value) -> Unit {
        self.lower_cond_br(c);
    }

    fn emit_br_table(&mut self, idx: Value) -> Unit {
        self.lower_br_table(idx);
    }

    fn emit_return(&mut self, args: ValueList) -> Unit {
        self.lower_return(args);
    }
}

/// The lanes one PTX access of a vector moves: all `lanes` when `align`
/// covers the whole vector, else the most (2, then 1) that it covers; a
/// lane the alignment does not cover is split further by `ptx_ld`/`ptx_st`.
fn lanes_per_access(lanes: usize, size: u32, align: u8) -> usize {
    let mut per = lanes;
    while per > 1 && per as u32 * size > u32::from(align) {
        per /= 2;
    }
    per
}
