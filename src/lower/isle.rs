//! The ISLE glue: the generated rule code and the `Context` it calls.
//!
//! Extractors read the IR; constructors emit PTX instructions into
//! `LowerCtx::emitted` and return result registers. Narrow integers (`i8`,
//! `i16`) live in 32-bit registers whose upper bits are unspecified, so
//! constructors extend them (sign or zero, as the operation needs) before
//! any operation that reads those bits: division, comparison, right shift,
//! min/max, high multiply, bit counting, conversion.

use super::{param_type, reg_kind, LowerCtx};
use crate::ir::{
    AtomicRmwOp, BlockCall, FenceScope, FloatCC, FuncRef, Ieee32, Ieee64, Inst, InstData, IntCC,
    Opcode, SharedVar, Space, SpecialReg, StackSlot, Type, Value, ValueList,
};
use crate::vcode::{
    Addr, AtomOp, BinOp, CmpOp, FrameRef, MInst, PtxType, Reg, RegKind, Rounding, Src, Symbol,
    TernOp, UnOp, VBlock,
};

#[allow(
    dead_code,
    unreachable_patterns,
    unused_variables,
    unused_imports,
    non_snake_case,
    clippy::all
)]
mod generated {
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

/// Is `ty` held in a 32-bit register with unspecified upper bits?
fn is_narrow(ty: Type) -> bool {
    matches!(ty, Type::I8 | Type::I16)
}

/// The PTX integer type of width `ty` (32 or 64 bits in registers).
fn int_ty(ty: Type, signed: bool) -> PtxType {
    match (ty == Type::I64, signed) {
        (true, true) => PtxType::S64,
        (true, false) => PtxType::U64,
        (false, true) => PtxType::S32,
        (false, false) => PtxType::U32,
    }
}

fn bits_ty(ty: Type) -> PtxType {
    if ty == Type::I64 {
        PtxType::B64
    } else {
        PtxType::B32
    }
}

fn float_ty(ty: Type) -> PtxType {
    if ty == Type::F64 {
        PtxType::F64
    } else {
        PtxType::F32
    }
}

/// The PTX type a narrow integer is stored as in memory or converted from.
fn narrow_ty(ty: Type, signed: bool) -> PtxType {
    match (ty, signed) {
        (Type::I8, true) => PtxType::S8,
        (Type::I8, false) => PtxType::U8,
        (Type::I16, true) => PtxType::S16,
        (Type::I16, false) => PtxType::U16,
        (Type::I64, s) => int_ty(Type::I64, s),
        (_, s) => int_ty(Type::I32, s),
    }
}

impl LowerCtx<'_> {
    fn ty(&self, v: Value) -> Type {
        self.func.dfg.value_type(v)
    }

    fn tmp(&mut self, kind: RegKind) -> Reg {
        self.new_reg(kind)
    }

    /// The constant `v` holds, if an `iconst` defines it.
    fn const_of(&self, v: Value) -> Option<i64> {
        let crate::ir::ValueDef::Result(inst, 0) = self.func.dfg.value_def(v) else {
            return None;
        };
        match self.func.dfg.insts[inst] {
            InstData::UnaryImm {
                opcode: Opcode::Iconst,
                imm,
            } => Some(imm),
            _ => None,
        }
    }

    /// `v` as an operand: an immediate for constants, else its register.
    fn src(&mut self, v: Value) -> Src {
        match self.const_of(v) {
            Some(k) => Src::Imm(k),
            None => Src::Reg(self.value_reg(v)),
        }
    }

    /// `v` in a register, materialising constants.
    fn reg(&mut self, v: Value) -> Reg {
        self.value_reg(v)
    }

    /// `v` extended to its full register width (for narrow types).
    fn ext(&mut self, v: Value, signed: bool) -> Src {
        let ty = self.ty(v);
        if let Some(k) = self.const_of(v) {
            let bits = ty.bits();
            let k = if signed || bits >= 64 {
                k
            } else {
                k & ((1i64 << bits) - 1)
            };
            return Src::Imm(k);
        }
        let r = self.value_reg(v);
        if !is_narrow(ty) {
            return Src::Reg(r);
        }
        let dst = self.tmp(RegKind::B32);
        if signed {
            let src_ty = narrow_ty(ty, true);
            self.emit(MInst::Cvt {
                dst_ty: PtxType::S32,
                src_ty,
                rnd: None,
                dst,
                src: Src::Reg(r),
            });
        } else {
            let mask = (1i64 << ty.bits()) - 1;
            self.emit(MInst::Bin {
                op: BinOp::And,
                ty: PtxType::B32,
                dst,
                a: Src::Reg(r),
                b: Src::Imm(mask),
            });
        }
        Src::Reg(dst)
    }

    /// A source operand in a register (PTX wants registers in first positions).
    fn in_reg(&mut self, s: Src, kind: RegKind, ty: PtxType) -> Reg {
        match s {
            Src::Reg(r) => r,
            other => {
                let dst = self.tmp(kind);
                self.emit(MInst::Mov {
                    ty,
                    dst,
                    src: other,
                });
                dst
            }
        }
    }

    fn bin(&mut self, op: BinOp, ty: PtxType, kind: RegKind, a: Src, b: Src) -> Reg {
        let dst = self.tmp(kind);
        self.emit(MInst::Bin { op, ty, dst, a, b });
        dst
    }

    fn un(&mut self, op: UnOp, ty: PtxType, kind: RegKind, a: Src) -> Reg {
        let dst = self.tmp(kind);
        self.emit(MInst::Un { op, ty, dst, a });
        dst
    }

    fn cvt(
        &mut self,
        dst_ty: PtxType,
        src_ty: PtxType,
        rnd: Option<Rounding>,
        kind: RegKind,
        src: Src,
    ) -> Reg {
        let dst = self.tmp(kind);
        self.emit(MInst::Cvt {
            dst_ty,
            src_ty,
            rnd,
            dst,
            src,
        });
        dst
    }

    /// A predicate as a 32-bit 0/1 (or 0/-1 when `signed`).
    fn pred_to_int(&mut self, p: Reg, signed: bool, wide: bool) -> Reg {
        let (kind, ty) = if wide {
            (RegKind::B64, PtxType::B64)
        } else {
            (RegKind::B32, PtxType::B32)
        };
        let dst = self.tmp(kind);
        let one = if signed { -1 } else { 1 };
        self.emit(MInst::Selp {
            ty,
            dst,
            a: Src::Imm(one),
            b: Src::Imm(0),
            cond: p,
        });
        dst
    }

    /// A 32/64-bit register's low bit as a predicate.
    fn int_to_pred(&mut self, r: Src, ty: PtxType) -> Reg {
        let kind = if ty == PtxType::B64 {
            RegKind::B64
        } else {
            RegKind::B32
        };
        let bit = self.bin(BinOp::And, ty, kind, r, Src::Imm(1));
        let dst = self.tmp(RegKind::Pred);
        self.emit(MInst::Setp {
            cmp: CmpOp::Ne,
            ty,
            dst,
            a: Src::Reg(bit),
            b: Src::Imm(0),
        });
        dst
    }

    /// Operand of an integer comparison, prepared for `cc`.
    fn cmp_operand(&mut self, v: Value, signed: bool) -> Src {
        if self.ty(v) == Type::I1 {
            let p = self.value_reg(v);
            return Src::Reg(self.pred_to_int(p, signed, false));
        }
        self.ext(v, signed)
    }

    fn emit_compare(&mut self, cc: IntCC, ty: Type, a: Src, b: Src) -> Reg {
        let signed = cc.is_signed();
        let cmp = match cc {
            IntCC::Eq => CmpOp::Eq,
            IntCC::Ne => CmpOp::Ne,
            IntCC::Slt | IntCC::Ult => CmpOp::Lt,
            IntCC::Sle | IntCC::Ule => CmpOp::Le,
            IntCC::Sgt | IntCC::Ugt => CmpOp::Gt,
            IntCC::Sge | IntCC::Uge => CmpOp::Ge,
        };
        let pty = if ty == Type::I1 {
            int_ty(Type::I32, signed)
        } else {
            int_ty(ty, signed)
        };
        let kind = if pty == PtxType::S64 || pty == PtxType::U64 {
            RegKind::B64
        } else {
            RegKind::B32
        };
        let a = Src::Reg(self.in_reg(a, kind, pty));
        let dst = self.tmp(RegKind::Pred);
        self.emit(MInst::Setp {
            cmp,
            ty: pty,
            dst,
            a,
            b,
        });
        dst
    }

    /// The memory type and register kind of a natural-size access.
    fn mem_ty(ty: Type) -> (PtxType, RegKind) {
        match ty {
            Type::I1 | Type::I8 => (PtxType::U8, RegKind::B32),
            Type::I16 => (PtxType::U16, RegKind::B32),
            Type::I32 => (PtxType::U32, RegKind::B32),
            Type::I64 => (PtxType::U64, RegKind::B64),
            Type::F32 => (PtxType::F32, RegKind::F32),
            Type::F64 => (PtxType::F64, RegKind::F64),
        }
    }

    fn check_space(&mut self, space: Space) {
        if space == Space::Param {
            if let Err(e) =
                self.target
                    .require_ptx(7, 7, "a generic param-space address (`cvta.param`)")
            {
                self.error(e);
            }
        }
    }
}

fn offset_addr(addr: Addr, delta: i32) -> Addr {
    match addr {
        Addr::Reg(r, o) => Addr::Reg(r, o.wrapping_add(delta)),
        Addr::Frame(f, o) => Addr::Frame(f, o.wrapping_add(delta)),
        Addr::Symbol(s, o) => Addr::Symbol(s, o.wrapping_add(delta)),
    }
}

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
        let pure = !super::has_effect(op)
            && !matches!(
                op,
                Opcode::Sdiv | Opcode::Udiv | Opcode::Srem | Opcode::Urem | Opcode::Call
            );
        pure.then_some(inst)
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
            ty: pty,
            dst,
            frame: FrameRef::Slot(slot),
            offset: off,
        });
        dst
    }

    fn shared_address(&mut self, ty: Type, var: SharedVar, off: i32) -> Reg {
        let dst = self.tmp(reg_kind(ty));
        let pty = if ty == Type::I64 {
            PtxType::U64
        } else {
            PtxType::U32
        };
        self.emit(MInst::MovSymbol {
            ty: pty,
            dst,
            sym: Symbol::Shared(var),
            offset: off,
        });
        dst
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

    fn emit_trap(&mut self) -> Unit {
        self.emit(MInst::Trap);
    }

    fn emit_call(&mut self, fref: FuncRef, args: ValueList) -> Unit {
        let Some(callee) = self.callees[fref] else {
            self.error(format!("{fref} names no function of the module"));
            return;
        };
        let inst = self.cur_inst.unwrap_or(Inst::from_u32(0));
        let values: Vec<Value> = args.as_slice(&self.func.dfg.value_lists).to_vec();
        let mut call_args = Vec::with_capacity(values.len());
        for v in values {
            let ty = self.ty(v);
            let mut r = self.reg(v);
            if ty == Type::I1 {
                r = self.pred_to_int(r, false, false);
            }
            call_args.push((Src::Reg(r), param_type(ty)));
        }
        let call = self.call_numbers[inst];
        let arg_types: Vec<PtxType> = call_args.iter().map(|&(_, t)| t).collect();
        for (index, (src, ty)) in call_args.into_iter().enumerate() {
            self.emit(MInst::StParam {
                call,
                index: index as u32,
                ty,
                src,
            });
        }
        let results: Vec<Value> = self.func.dfg.inst_results(inst).to_vec();
        let ret_types: Vec<PtxType> = results.iter().map(|&v| param_type(self.ty(v))).collect();
        self.emit(MInst::Call {
            call,
            callee,
            args: arg_types.into(),
            rets: ret_types.clone().into(),
        });
        let offsets = super::packed_offsets(&ret_types).map(|(o, _)| o);
        for (i, &res) in results.iter().enumerate() {
            let ty = self.ty(res);
            let offset = offsets.as_ref().map(|o| o[i]);
            let kind = if ty == Type::I1 {
                RegKind::B32
            } else {
                reg_kind(ty)
            };
            let dst = self.tmp(kind);
            self.emit(MInst::LdRetval {
                call,
                ty: ret_types[i],
                dst,
                offset,
            });
            let reg = if ty == Type::I1 {
                self.int_to_pred(Src::Reg(dst), PtxType::B32)
            } else {
                dst
            };
            self.define(res, reg);
        }
    }

    fn emit_jump(&mut self) -> Unit {
        let target = self
            .order
            .succs_of(self.cur_block)
            .first()
            .copied()
            .unwrap_or(VBlock(0));
        let inst = self.cur_inst.unwrap_or(Inst::from_u32(0));
        let call = self.func.dfg.branch_destinations(inst)[0];
        let args: Vec<Value> = self.func.dfg.block_call_args(&call).to_vec();
        self.jump_args = args.iter().map(|&v| self.value_reg(v)).collect();
        self.emit(MInst::Jump { target });
    }

    fn emit_cond_br(&mut self, c: Value) -> Unit {
        let cond = self.reg(c);
        let succs = self.order.succs_of(self.cur_block);
        let (taken, not_taken) = (succs[0], succs[1]);
        self.emit(MInst::CondBr {
            cond,
            taken,
            not_taken,
        });
    }

    fn emit_br_table(&mut self, idx: Value) -> Unit {
        let succs = self.order.succs_of(self.cur_block).to_vec();
        if succs.len() == 1 {
            // Only the default: a jump (its arguments travel in an edge block).
            self.emit(MInst::Jump { target: succs[0] });
            return;
        }
        let n = (succs.len() - 1) as i64;
        let ty = self.ty(idx);
        let index = self.ext(idx, false);
        let (pty, kind) = if ty == Type::I64 {
            (PtxType::U64, RegKind::B64)
        } else {
            (PtxType::U32, RegKind::B32)
        };
        let index = self.in_reg(index, kind, pty);
        let out_of_range = self.tmp(RegKind::Pred);
        self.emit(MInst::Setp {
            cmp: CmpOp::Ge,
            ty: pty,
            dst: out_of_range,
            a: Src::Reg(index),
            b: Src::Imm(n),
        });
        let index32 = if ty == Type::I64 {
            self.cvt(
                PtxType::U32,
                PtxType::U64,
                None,
                RegKind::B32,
                Src::Reg(index),
            )
        } else {
            index
        };
        self.emit(MInst::BrTable {
            index: index32,
            out_of_range,
            default: succs[0],
            targets: succs[1..].into(),
        });
    }

    fn emit_return(&mut self, args: ValueList) -> Unit {
        let values: Vec<Value> = args.as_slice(&self.func.dfg.value_lists).to_vec();
        let types: Vec<PtxType> = values.iter().map(|&v| param_type(self.ty(v))).collect();
        let offsets = super::packed_offsets(&types).map(|(o, _)| o);
        for (i, v) in values.into_iter().enumerate() {
            let mut r = self.reg(v);
            if self.ty(v) == Type::I1 {
                r = self.pred_to_int(r, false, false);
            }
            let offset = offsets.as_ref().map(|o| o[i]);
            self.emit(MInst::StRetval {
                ty: types[i],
                src: Src::Reg(r),
                offset,
            });
        }
        self.emit(MInst::Ret);
    }
}

fn bits_ty_any(ty: Type) -> PtxType {
    if ty.bits() == 64 {
        PtxType::B64
    } else {
        PtxType::B32
    }
}

impl LowerCtx<'_> {
    /// A binary integer operation with `b` already an operand.
    fn int_binary_src(&mut self, op: Opcode, ty: Type, x: Value, y: Value, b: Src) -> Reg {
        let kind = reg_kind(ty);
        if ty == Type::I1 {
            let bop = match op {
                Opcode::Band => BinOp::And,
                Opcode::Bor => BinOp::Or,
                _ => BinOp::Xor,
            };
            let a = self.reg(x);
            let b = match b {
                Src::Reg(r) => r,
                // `band` with a constant i1: materialise the predicate.
                Src::Imm(k) => generated::Context::const_int(self, Type::I1, k),
                _ => a,
            };
            return self.bin(bop, PtxType::Pred, RegKind::Pred, Src::Reg(a), Src::Reg(b));
        }
        let bits = ty.bits() as i64;
        // (PTX operation, signedness the operands must be extended with)
        let (bop, ext): (BinOp, Option<bool>) = match op {
            Opcode::Iadd => (BinOp::Add, None),
            Opcode::Isub => (BinOp::Sub, None),
            Opcode::Imul => (BinOp::Mul, None),
            Opcode::Band => (BinOp::And, None),
            Opcode::Bor => (BinOp::Or, None),
            Opcode::Bxor => (BinOp::Xor, None),
            Opcode::Ishl => (BinOp::Shl, None),
            Opcode::Sdiv => (BinOp::Div, Some(true)),
            Opcode::Srem => (BinOp::Rem, Some(true)),
            Opcode::Smin => (BinOp::Min, Some(true)),
            Opcode::Smax => (BinOp::Max, Some(true)),
            Opcode::Smulhi => (BinOp::MulHi, Some(true)),
            Opcode::Sshr => (BinOp::Shr, Some(true)),
            Opcode::Udiv => (BinOp::Div, Some(false)),
            Opcode::Urem => (BinOp::Rem, Some(false)),
            Opcode::Umin => (BinOp::Min, Some(false)),
            Opcode::Umax => (BinOp::Max, Some(false)),
            Opcode::Umulhi => (BinOp::MulHi, Some(false)),
            _ => (BinOp::Shr, Some(false)),
        };
        let is_shift = matches!(bop, BinOp::Shl | BinOp::Shr);
        let signed = ext.unwrap_or(true);
        let pty = match bop {
            BinOp::And | BinOp::Or | BinOp::Xor | BinOp::Shl => bits_ty(ty),
            _ => int_ty(ty, signed),
        };
        let a = match ext {
            Some(s) => self.ext(x, s),
            None => Src::Reg(self.reg(x)),
        };
        let a = Src::Reg(self.in_reg(a, kind, pty));
        // The second operand: shift amounts are u32 as they are; others are
        // extended like the first.
        let b = match (b, ext, is_shift) {
            (Src::Imm(k), Some(false), false) if is_narrow(ty) => Src::Imm(k & ((1 << bits) - 1)),
            (Src::Reg(_), Some(s), false) if is_narrow(ty) => self.ext(y, s),
            (b, _, _) => b,
        };
        if bop == BinOp::MulHi && is_narrow(ty) {
            // The high half of a narrow product is in bits [bits, 2*bits).
            let p = self.bin(BinOp::Mul, PtxType::S32, RegKind::B32, a, b);
            let shr_ty = if signed { PtxType::S32 } else { PtxType::U32 };
            return self.bin(
                BinOp::Shr,
                shr_ty,
                RegKind::B32,
                Src::Reg(p),
                Src::Imm(bits),
            );
        }
        self.bin(bop, pty, kind, a, b)
    }

    /// A load of `ty` from `addr` aligned to only `align` bytes: pieces of
    /// `align` bytes, combined little-endian.
    fn load_split(&mut self, ty: Type, space: Space, addr: Addr, align: u32) -> Reg {
        let size = ty.bytes();
        let wide = size == 8;
        let (acc_kind, acc_ty) = if wide {
            (RegKind::B64, PtxType::B64)
        } else {
            (RegKind::B32, PtxType::B32)
        };
        let piece_ty = match align {
            1 => PtxType::U8,
            2 => PtxType::U16,
            _ => PtxType::U32,
        };
        let mut acc: Option<Reg> = None;
        for i in 0..size / align {
            let piece = self.tmp(RegKind::B32);
            self.emit(MInst::Ld {
                space,
                ty: piece_ty,
                dst: piece,
                addr: offset_addr(addr, (i * align) as i32),
            });
            let piece = if wide {
                self.cvt(
                    PtxType::U64,
                    PtxType::U32,
                    None,
                    RegKind::B64,
                    Src::Reg(piece),
                )
            } else {
                piece
            };
            let shifted = if i == 0 {
                piece
            } else {
                self.bin(
                    BinOp::Shl,
                    acc_ty,
                    acc_kind,
                    Src::Reg(piece),
                    Src::Imm((i * align * 8) as i64),
                )
            };
            acc = Some(match acc {
                None => shifted,
                Some(prev) => self.bin(
                    BinOp::Or,
                    acc_ty,
                    acc_kind,
                    Src::Reg(prev),
                    Src::Reg(shifted),
                ),
            });
        }
        let bits = acc.unwrap_or_else(|| self.tmp(acc_kind));
        if ty.is_float() {
            let dst = self.tmp(reg_kind(ty));
            self.emit(MInst::Mov {
                ty: acc_ty,
                dst,
                src: Src::Reg(bits),
            });
            dst
        } else {
            bits
        }
    }

    /// A store of `ty` aligned to only `align` bytes: pieces of `align` bytes.
    fn store_split(&mut self, ty: Type, space: Space, addr: Addr, align: u32, src: Reg) {
        let size = ty.bytes();
        let wide = size == 8;
        let (kind, bty) = if wide {
            (RegKind::B64, PtxType::B64)
        } else {
            (RegKind::B32, PtxType::B32)
        };
        let bits = if ty.is_float() {
            let dst = self.tmp(kind);
            self.emit(MInst::Mov {
                ty: bty,
                dst,
                src: Src::Reg(src),
            });
            dst
        } else {
            src
        };
        let piece_ty = match align {
            1 => PtxType::U8,
            2 => PtxType::U16,
            _ => PtxType::U32,
        };
        for i in 0..size / align {
            let shifted = if i == 0 {
                bits
            } else {
                self.bin(
                    BinOp::Shr,
                    if wide { PtxType::U64 } else { PtxType::U32 },
                    kind,
                    Src::Reg(bits),
                    Src::Imm((i * align * 8) as i64),
                )
            };
            let piece = if wide {
                self.cvt(
                    PtxType::U32,
                    PtxType::U64,
                    None,
                    RegKind::B32,
                    Src::Reg(shifted),
                )
            } else {
                shifted
            };
            self.emit(MInst::St {
                space,
                ty: piece_ty,
                addr: offset_addr(addr, (i * align) as i32),
                src: Src::Reg(piece),
            });
        }
    }
}
