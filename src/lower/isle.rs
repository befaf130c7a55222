//! The ISLE glue: the generated rule code and the `Context` it calls.
//!
//! Extractors read the IR; constructors emit PTX instructions into
//! `LowerCtx::emitted` and return result registers. Narrow integers (`i8`,
//! `i16`) live in 32-bit registers whose upper bits are unspecified, so
//! constructors extend them (sign or zero, as the operation needs) before
//! any operation that reads those bits: division, comparison, right shift,
//! min/max, high multiply, bit counting, conversion.

use super::sequences::{bits_ty, bits_ty_any, float_ty, int_ty, is_narrow, narrow_ty};
use super::LowerCtx;
use crate::abi::reg_kind;
use crate::ir::{
    AtomicRmwOp, BlockCall, ConstRef, FenceScope, FloatCC, FuncRef, Ieee32, Ieee64, Inst, InstData,
    IntCC, Opcode, SharedVar, Space, SpecialReg, StackSlot, Type, Value, ValueList,
};
use crate::vcode::{
    Addr, AtomOp, BinOp, CmpOp, FrameRef, MInst, PtxType, Reg, RegKind, Rounding, Src, Symbol,
    TernOp, UnOp,
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
type ValueArray2 = [Value; 2];
type ValueArray3 = [Value; 3];
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

    fn unpack_value_array_2(&mut self, a: ValueArray2) -> (Value, Value) {
        (a[0], a[1])
    }

    fn unpack_value_array_3(&mut self, a: ValueArray3) -> (Value, Value, Value) {
        (a[0], a[1], a[2])
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

    fn const_int(&mut self, ty: Type, k: i64) -> Reg {
        if ty == Type::I1 {
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
            return dst;
        }
        let dst = self.tmp(reg_kind(ty));
        self.emit(MInst::Mov {
            ty: bits_ty(ty),
            dst,
            src: Src::Imm(k),
        });
        dst
    }

    fn const_f32(&mut self, x: Ieee32) -> Reg {
        let dst = self.tmp(RegKind::F32);
        self.emit(MInst::Mov {
            ty: PtxType::F32,
            dst,
            src: Src::F32(x.0),
        });
        dst
    }

    fn const_f64(&mut self, x: Ieee64) -> Reg {
        let dst = self.tmp(RegKind::F64);
        self.emit(MInst::Mov {
            ty: PtxType::F64,
            dst,
            src: Src::F64(x.0),
        });
        dst
    }

    fn int_binary(&mut self, op: &Opcode, ty: Type, x: Value, y: Value) -> Reg {
        let b = self.src(y);
        self.int_binary_src(*op, ty, x, y, b)
    }

    fn int_binary_imm(&mut self, op: &Opcode, ty: Type, x: Value, k: i64) -> Reg {
        let base = match op {
            Opcode::IaddImm => Opcode::Iadd,
            Opcode::ImulImm => Opcode::Imul,
            Opcode::BandImm => Opcode::Band,
            Opcode::BorImm => Opcode::Bor,
            Opcode::BxorImm => Opcode::Bxor,
            Opcode::IshlImm => Opcode::Ishl,
            Opcode::UshrImm => Opcode::Ushr,
            _ => Opcode::Sshr,
        };
        self.int_binary_src(base, ty, x, x, Src::Imm(k))
    }

    fn int_unary(&mut self, op: &Opcode, ty: Type, x: Value) -> Reg {
        let kind = reg_kind(ty);
        let wide = ty == Type::I64;
        let bits = ty.bits() as i64;
        match op {
            Opcode::Bnot if ty == Type::I1 => {
                let p = self.reg(x);
                self.un(UnOp::Not, PtxType::Pred, RegKind::Pred, Src::Reg(p))
            }
            Opcode::Bnot => {
                let a = self.reg(x);
                self.un(UnOp::Not, bits_ty(ty), kind, Src::Reg(a))
            }
            Opcode::Ineg => {
                let a = self.reg(x);
                self.un(UnOp::Neg, int_ty(ty, true), kind, Src::Reg(a))
            }
            Opcode::Iabs => {
                let a = self.ext(x, true);
                self.un(UnOp::Abs, int_ty(ty, true), kind, a)
            }
            Opcode::Popcnt | Opcode::Clz | Opcode::Ctz => {
                let mut a = self.ext(x, false);
                if *op == Opcode::Ctz {
                    if is_narrow(ty) {
                        // A bit just above the width caps the count at the width.
                        a = Src::Reg(self.bin(
                            BinOp::Or,
                            PtxType::B32,
                            RegKind::B32,
                            a,
                            Src::Imm(1 << bits),
                        ));
                    }
                    a = Src::Reg(self.un(UnOp::Brev, bits_ty(ty), kind, a));
                }
                let uop = if *op == Opcode::Popcnt {
                    UnOp::Popc
                } else {
                    UnOp::Clz
                };
                let count = self.un(uop, bits_ty(ty), RegKind::B32, a);
                if wide {
                    self.cvt(
                        PtxType::U64,
                        PtxType::U32,
                        None,
                        RegKind::B64,
                        Src::Reg(count),
                    )
                } else if is_narrow(ty) && *op == Opcode::Clz {
                    self.bin(
                        BinOp::Sub,
                        PtxType::S32,
                        RegKind::B32,
                        Src::Reg(count),
                        Src::Imm(32 - bits),
                    )
                } else {
                    count
                }
            }
            _ => {
                // Bitrev.
                let a = self.reg(x);
                let r = self.un(UnOp::Brev, bits_ty(ty), kind, Src::Reg(a));
                if is_narrow(ty) {
                    self.bin(
                        BinOp::Shr,
                        PtxType::U32,
                        RegKind::B32,
                        Src::Reg(r),
                        Src::Imm(32 - bits),
                    )
                } else {
                    r
                }
            }
        }
    }

    fn mad_lo(&mut self, ty: Type, a: Value, b: Value, c: Value) -> Reg {
        let (ra, sb, sc) = (self.reg(a), self.src(b), self.src(c));
        let dst = self.tmp(reg_kind(ty));
        self.emit(MInst::Tern {
            op: TernOp::MadLo,
            ty: int_ty(ty, true),
            dst,
            a: Src::Reg(ra),
            b: sb,
            c: sc,
        });
        dst
    }

    fn mul_wide(&mut self, signed: bool, a: Value, b: Value) -> Reg {
        let (ra, rb) = (self.reg(a), self.src(b));
        let dst = self.tmp(RegKind::B64);
        self.emit(MInst::MulWide {
            signed,
            dst,
            a: Src::Reg(ra),
            b: rb,
        });
        dst
    }

    fn mul_wide_imm(&mut self, signed: bool, a: Value, k: i64) -> Reg {
        let ra = self.reg(a);
        let dst = self.tmp(RegKind::B64);
        self.emit(MInst::MulWide {
            signed,
            dst,
            a: Src::Reg(ra),
            b: Src::Imm(k),
        });
        dst
    }

    fn float_binary(&mut self, op: &Opcode, ty: Type, x: Value, y: Value) -> Reg {
        let bop = match op {
            Opcode::Fadd => BinOp::Add,
            Opcode::Fsub => BinOp::Sub,
            Opcode::Fmul => BinOp::Mul,
            Opcode::Fdiv => BinOp::Div,
            Opcode::Fmin => BinOp::Min,
            _ => BinOp::Max,
        };
        let (a, b) = (self.reg(x), self.reg(y));
        self.bin(bop, float_ty(ty), reg_kind(ty), Src::Reg(a), Src::Reg(b))
    }

    fn float_unary(&mut self, op: &Opcode, ty: Type, x: Value) -> Reg {
        let a = Src::Reg(self.reg(x));
        let (pty, kind) = (float_ty(ty), reg_kind(ty));
        let round = |r| Some(r);
        let sign = if ty == Type::F64 {
            i64::MIN
        } else {
            0x8000_0000
        };
        match op {
            // Sign-bit operations: `neg`/`abs` would canonicalise NaNs.
            Opcode::Fneg => self.bin(BinOp::Xor, bits_ty_any(ty), kind, a, Src::Imm(sign)),
            Opcode::Fabs => self.bin(BinOp::And, bits_ty_any(ty), kind, a, Src::Imm(!sign)),
            Opcode::Floor => self.cvt(pty, pty, round(Rounding::Rmi), kind, a),
            Opcode::Ceil => self.cvt(pty, pty, round(Rounding::Rpi), kind, a),
            Opcode::Trunc => self.cvt(pty, pty, round(Rounding::Rzi), kind, a),
            Opcode::Nearest => self.cvt(pty, pty, round(Rounding::Rni), kind, a),
            _ => {
                let uop = match op {
                    Opcode::Sqrt => UnOp::Sqrt,
                    Opcode::Rcp => UnOp::Rcp,
                    Opcode::Rsqrt => UnOp::Rsqrt,
                    Opcode::Sin => UnOp::Sin,
                    Opcode::Cos => UnOp::Cos,
                    Opcode::Ex2 => UnOp::Ex2,
                    _ => UnOp::Lg2,
                };
                self.un(uop, pty, kind, a)
            }
        }
    }

    fn fma_rn(&mut self, ty: Type, a: Value, b: Value, c: Value) -> Reg {
        let (ra, rb, rc) = (self.reg(a), self.reg(b), self.reg(c));
        let dst = self.tmp(reg_kind(ty));
        self.emit(MInst::Tern {
            op: TernOp::Fma,
            ty: float_ty(ty),
            dst,
            a: Src::Reg(ra),
            b: Src::Reg(rb),
            c: Src::Reg(rc),
        });
        dst
    }

    fn convert(&mut self, op: &Opcode, to: Type, x: Value) -> Reg {
        let from = self.ty(x);
        let kind = reg_kind(to);
        match op {
            Opcode::Sextend | Opcode::Uextend => {
                let signed = *op == Opcode::Sextend;
                if from == Type::I1 {
                    let p = self.reg(x);
                    return self.pred_to_int(p, signed, to == Type::I64);
                }
                let r = Src::Reg(self.reg(x));
                if to == Type::I64 {
                    self.cvt(int_ty(to, signed), narrow_ty(from, signed), None, kind, r)
                } else if signed {
                    self.cvt(PtxType::S32, narrow_ty(from, true), None, kind, r)
                } else {
                    let mask = (1i64 << from.bits()) - 1;
                    self.bin(BinOp::And, PtxType::B32, kind, r, Src::Imm(mask))
                }
            }
            Opcode::Ireduce => {
                let r = Src::Reg(self.reg(x));
                if to == Type::I1 {
                    self.int_to_pred(r, bits_ty(from))
                } else if from == Type::I64 {
                    self.cvt(PtxType::U32, PtxType::U64, None, kind, r)
                } else {
                    // Narrowing within a 32-bit register keeps the low bits.
                    self.reg(x)
                }
            }
            Opcode::FcvtToSint | Opcode::FcvtToUint => {
                let signed = *op == Opcode::FcvtToSint;
                let r = Src::Reg(self.reg(x));
                self.cvt(
                    narrow_ty(to, signed),
                    float_ty(from),
                    Some(Rounding::Rzi),
                    kind,
                    r,
                )
            }
            Opcode::FcvtFromSint | Opcode::FcvtFromUint => {
                let signed = *op == Opcode::FcvtFromSint;
                let r = Src::Reg(self.reg(x));
                self.cvt(
                    float_ty(to),
                    narrow_ty(from, signed),
                    Some(Rounding::Rn),
                    kind,
                    r,
                )
            }
            Opcode::Fpromote => {
                let r = Src::Reg(self.reg(x));
                self.cvt(PtxType::F64, PtxType::F32, None, kind, r)
            }
            Opcode::Fdemote => {
                let r = Src::Reg(self.reg(x));
                self.cvt(PtxType::F32, PtxType::F64, Some(Rounding::Rn), kind, r)
            }
            _ => {
                // Bitcast.
                let r = Src::Reg(self.reg(x));
                let dst = self.tmp(kind);
                let ty = if to.bits() == 64 {
                    PtxType::B64
                } else {
                    PtxType::B32
                };
                self.emit(MInst::Mov { ty, dst, src: r });
                dst
            }
        }
    }

    fn int_compare(&mut self, cc: &IntCC, x: Value, y: Value) -> Reg {
        let signed = cc.is_signed();
        let ty = self.ty(x);
        let a = self.cmp_operand(x, signed);
        let b = self.cmp_operand(y, signed);
        self.emit_compare(*cc, ty, a, b)
    }

    fn int_compare_imm(&mut self, cc: &IntCC, x: Value, k: i64) -> Reg {
        let signed = cc.is_signed();
        let ty = self.ty(x);
        let a = self.cmp_operand(x, signed);
        let bits = ty.bits();
        let k = if ty == Type::I1 {
            if signed && k & 1 != 0 {
                -1
            } else {
                k & 1
            }
        } else if signed || bits >= 64 {
            k
        } else {
            k & ((1i64 << bits) - 1)
        };
        self.emit_compare(*cc, ty, a, Src::Imm(k))
    }

    fn float_compare(&mut self, cc: &FloatCC, x: Value, y: Value) -> Reg {
        let cmp = match cc {
            FloatCC::Oeq => CmpOp::Eq,
            FloatCC::One => CmpOp::Ne,
            FloatCC::Olt => CmpOp::Lt,
            FloatCC::Ole => CmpOp::Le,
            FloatCC::Ogt => CmpOp::Gt,
            FloatCC::Oge => CmpOp::Ge,
            FloatCC::Ord => CmpOp::Num,
            FloatCC::Ueq => CmpOp::Equ,
            FloatCC::Une => CmpOp::Neu,
            FloatCC::Ult => CmpOp::Ltu,
            FloatCC::Ule => CmpOp::Leu,
            FloatCC::Ugt => CmpOp::Gtu,
            FloatCC::Uge => CmpOp::Geu,
            FloatCC::Uno => CmpOp::Nan,
        };
        let ty = float_ty(self.ty(x));
        let (a, b) = (self.reg(x), self.reg(y));
        let dst = self.tmp(RegKind::Pred);
        self.emit(MInst::Setp {
            cmp,
            ty,
            dst,
            a: Src::Reg(a),
            b: Src::Reg(b),
        });
        dst
    }

    fn select_value(&mut self, ty: Type, c: Value, x: Value, y: Value) -> Reg {
        let cond = self.reg(c);
        if ty == Type::I1 {
            let (a, b) = (self.reg(x), self.reg(y));
            let t1 = self.bin(
                BinOp::And,
                PtxType::Pred,
                RegKind::Pred,
                Src::Reg(cond),
                Src::Reg(a),
            );
            let nc = self.un(UnOp::Not, PtxType::Pred, RegKind::Pred, Src::Reg(cond));
            let t2 = self.bin(
                BinOp::And,
                PtxType::Pred,
                RegKind::Pred,
                Src::Reg(nc),
                Src::Reg(b),
            );
            return self.bin(
                BinOp::Or,
                PtxType::Pred,
                RegKind::Pred,
                Src::Reg(t1),
                Src::Reg(t2),
            );
        }
        let pty = if ty.is_float() {
            float_ty(ty)
        } else {
            bits_ty(ty)
        };
        let (a, b) = (self.src(x), self.src(y));
        let dst = self.tmp(reg_kind(ty));
        self.emit(MInst::Selp {
            ty: pty,
            dst,
            a,
            b,
            cond,
        });
        dst
    }

    fn special_reg(&mut self, reg: SpecialReg) -> Reg {
        let dst = self.tmp(RegKind::B32);
        self.emit(MInst::MovSreg { dst, reg });
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

    fn load_value(&mut self, ty: Type, space: &Space, addr: Addr, align: u8) -> Reg {
        let space = *space;
        let (mty, kind) = Self::mem_ty(ty);
        let size = ty.bytes();
        if (align as u32) < size {
            return self.load_split(ty, space, addr, align as u32);
        }
        let dst = self.tmp(kind);
        self.emit(MInst::Ld {
            space,
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

    fn store_value(&mut self, space: &Space, addr: Addr, v: Value, align: u8) -> Unit {
        let space = *space;
        let ty = self.ty(v);
        let (mty, _) = Self::mem_ty(ty);
        let mut src = self.value_reg(v);
        if ty == Type::I1 {
            src = self.pred_to_int(src, false, false);
        }
        if (align as u32) < ty.bytes() {
            return self.store_split(ty, space, addr, align as u32, src);
        }
        self.emit(MInst::St {
            space,
            ty: mty,
            addr,
            src: Src::Reg(src),
        });
    }

    fn stack_address(&mut self, ty: Type, slot: StackSlot, off: i32) -> Reg {
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

    fn frame_generic_address(&mut self, slot: StackSlot, off: i32) -> Reg {
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

    fn shared_address(&mut self, ty: Type, var: SharedVar, off: i32) -> Reg {
        self.symbol_address(ty, Symbol::Shared(var), off)
    }

    fn const_address(&mut self, ty: Type, data: ConstRef, off: i32) -> Reg {
        self.symbol_address(ty, Symbol::Const(data), off)
    }

    fn cvta_to_generic(&mut self, space: &Space, x: Value) -> Reg {
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

    fn cvta_from_generic(&mut self, ty: Type, space: &Space, x: Value) -> Reg {
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

    fn atomic_rmw_op(&mut self, op: &AtomicRmwOp, space: &Space, addr: Addr, v: Value) -> Reg {
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
        };
        let src = Src::Reg(self.reg(v));
        let dst = self.tmp(reg_kind(ty));
        self.emit(MInst::Atom {
            op: aop,
            space: *space,
            ty: pty,
            dst,
            addr,
            src,
        });
        dst
    }

    fn atomic_cas_op(&mut self, space: &Space, addr: Addr, e: Value, r: Value) -> Reg {
        let ty = self.ty(e);
        let (cmp, new) = (Src::Reg(self.reg(e)), Src::Reg(self.reg(r)));
        let dst = self.tmp(reg_kind(ty));
        self.emit(MInst::AtomCas {
            space: *space,
            ty: bits_ty(ty),
            dst,
            addr,
            cmp,
            new,
        });
        dst
    }

    fn emit_barrier(&mut self) -> Unit {
        self.emit(MInst::Bar);
    }

    fn emit_fence(&mut self, scope: &FenceScope) -> Unit {
        self.emit(MInst::Membar { scope: *scope });
    }

    fn emit_slot_lifetime(&mut self, slot: StackSlot, start: bool) -> Unit {
        self.emit(MInst::SlotLifetime { slot, start });
    }

    fn emit_trap(&mut self) -> Unit {
        self.emit(MInst::Trap);
    }

    fn emit_call(&mut self, fref: FuncRef, args: ValueList) -> Unit {
        self.lower_call(fref, args);
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
