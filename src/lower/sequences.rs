//! The instruction sequences the ISLE constructors (`isle.rs`) share:
//! PTX types for IR types, operands (constants as immediates, registers),
//! extension of narrow integers, predicate/integer conversions, integer
//! comparisons, and loads and stores split by their alignment.
//!
//! Invariant: an `i8`/`i16` value's register has unspecified upper bits;
//! every helper that reads those bits extends first (`ext`).

use super::LowerCtx;
use crate::abi::reg_kind;
use crate::ir::{AccessMode, Space, Type, Value};
use crate::vcode::{
    Addr, BinOp, CmpOp, MInst, Precision, PtxType, Reg, RegKind, Rounding, Src, Symbol,
};

/// Is `ty` held in a 32-bit register with unspecified upper bits?
pub(super) fn is_narrow(ty: Type) -> bool {
    matches!(ty, Type::I8 | Type::I16)
}

/// The PTX integer type of width `ty` (32 or 64 bits in registers).
pub(super) fn int_ty(ty: Type, signed: bool) -> PtxType {
    match (ty == Type::I64, signed) {
        (true, true) => PtxType::S64,
        (true, false) => PtxType::U64,
        (false, true) => PtxType::S32,
        (false, false) => PtxType::U32,
    }
}

pub(super) fn bits_ty(ty: Type) -> PtxType {
    if ty == Type::I64 {
        PtxType::B64
    } else {
        PtxType::B32
    }
}

/// The register kind an instruction of PTX type `ty` defines.
pub(super) fn kind_of(ty: PtxType) -> RegKind {
    match ty {
        PtxType::Pred => RegKind::Pred,
        PtxType::F32 => RegKind::F32,
        PtxType::F64 => RegKind::F64,
        PtxType::B64 | PtxType::U64 | PtxType::S64 => RegKind::B64,
        PtxType::B8
        | PtxType::B16
        | PtxType::B32
        | PtxType::U8
        | PtxType::U16
        | PtxType::U32
        | PtxType::S8
        | PtxType::S16
        | PtxType::S32 => RegKind::B32,
    }
}

pub(super) fn float_ty(ty: Type) -> PtxType {
    if ty == Type::F64 {
        PtxType::F64
    } else {
        PtxType::F32
    }
}

/// The PTX type a narrow integer is stored as in memory or converted from.
pub(super) fn narrow_ty(ty: Type, signed: bool) -> PtxType {
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
    /// The address of a named object (shared variable, constant object)
    /// plus `off`, as an `i32` or `i64` of its space: `mov NAME` (+ `add`).
    pub(super) fn symbol_address(&mut self, ty: Type, sym: Symbol, off: i32) -> Reg {
        let dst = self.tmp(reg_kind(ty));
        let pty = if ty == Type::I64 {
            PtxType::U64
        } else {
            PtxType::U32
        };
        self.emit(MInst::MovSymbol {
            ty: pty,
            dst,
            sym,
            offset: off,
        });
        dst
    }

    pub(super) fn ty(&self, v: Value) -> Type {
        self.func.dfg.value_type(v)
    }

    pub(super) fn tmp(&mut self, kind: RegKind) -> Reg {
        self.new_reg(kind)
    }

    /// The constant `v` holds, if an `iconst` defines it.
    pub(super) fn const_of(&self, v: Value) -> Option<i64> {
        self.func.dfg.iconst_imm(v)
    }

    /// `v` as an operand: an immediate for constants, else its register.
    pub(super) fn src(&mut self, v: Value) -> Src {
        match self.const_of(v) {
            Some(k) => Src::Imm(k),
            None => Src::Reg(self.value_reg(v)),
        }
    }

    /// `v` in a register, materialising constants.
    pub(super) fn reg(&mut self, v: Value) -> Reg {
        self.value_reg(v)
    }

    /// `v` extended to its full register width (for narrow types).
    pub(super) fn ext(&mut self, v: Value, signed: bool) -> Src {
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
                prec: None,
                ty: PtxType::B32,
                dst,
                a: Src::Reg(r),
                b: Src::Imm(mask),
            });
        }
        Src::Reg(dst)
    }

    /// A source operand in a register (PTX wants registers in first positions).
    pub(super) fn in_reg(&mut self, s: Src, kind: RegKind, ty: PtxType) -> Reg {
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

    /// `op[.prec].ty d, a, b` into a new register of `kind`.
    pub(super) fn bin(
        &mut self,
        op: BinOp,
        prec: Option<Precision>,
        ty: PtxType,
        kind: RegKind,
        a: Src,
        b: Src,
    ) -> Reg {
        let dst = self.tmp(kind);
        self.emit(MInst::Bin {
            op,
            prec,
            ty,
            dst,
            a,
            b,
        });
        dst
    }

    pub(super) fn cvt(
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
    pub(super) fn pred_to_int(&mut self, p: Reg, signed: bool, wide: bool) -> Reg {
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
    pub(super) fn int_to_pred(&mut self, r: Src, ty: PtxType) -> Reg {
        let kind = if ty == PtxType::B64 {
            RegKind::B64
        } else {
            RegKind::B32
        };
        let bit = self.bin(BinOp::And, None, ty, kind, r, Src::Imm(1));
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
    pub(super) fn cmp_operand(&mut self, v: Value, signed: bool) -> Src {
        if self.ty(v) == Type::I1 {
            let p = self.value_reg(v);
            return Src::Reg(self.pred_to_int(p, signed, false));
        }
        self.ext(v, signed)
    }

    /// The memory type and register kind of a natural-size access.
    pub(super) fn mem_ty(ty: Type) -> (PtxType, RegKind) {
        match ty {
            Type::I1 | Type::I8 => (PtxType::U8, RegKind::B32),
            Type::I16 => (PtxType::U16, RegKind::B32),
            Type::I32 => (PtxType::U32, RegKind::B32),
            Type::I64 => (PtxType::U64, RegKind::B64),
            Type::F32 => (PtxType::F32, RegKind::F32),
            Type::F64 => (PtxType::F64, RegKind::F64),
        }
    }

    pub(super) fn check_space(&mut self, space: Space) {
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

pub(super) fn offset_addr(addr: Addr, delta: i32) -> Addr {
    match addr {
        Addr::Reg(r, o) => Addr::Reg(r, o.wrapping_add(delta)),
        Addr::Frame(f, o) => Addr::Frame(f, o.wrapping_add(delta)),
        Addr::Symbol(s, o) => Addr::Symbol(s, o.wrapping_add(delta)),
    }
}

pub(super) fn bits_ty_any(ty: Type) -> PtxType {
    if ty.bits() == 64 {
        PtxType::B64
    } else {
        PtxType::B32
    }
}

impl LowerCtx<'_> {
    /// A load of `ty` from `addr` aligned to only `align` bytes: pieces of
    /// `align` bytes, combined little-endian.
    pub(super) fn load_split(
        &mut self,
        ty: Type,
        space: Space,
        mode: AccessMode,
        addr: Addr,
        align: u32,
    ) -> Reg {
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
                mode,
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
                    None,
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
                    None,
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
    pub(super) fn store_split(
        &mut self,
        ty: Type,
        space: Space,
        mode: AccessMode,
        addr: Addr,
        align: u32,
        src: Reg,
    ) {
        let size = ty.bytes();
        let wide = size == 8;
        let (kind, bty) = if wide {
            (RegKind::B64, PtxType::B64)
        } else {
            (RegKind::B32, PtxType::B32)
        };
        // A float's bits through an integer instruction (`and` with all
        // ones, not a `mov` that budget mode's allocator may remove): the
        // CUDA 13.0 driver's JIT stores a float converted to an integer
        // when a `st.u8`/`st.u16` (or `st.u32` of 64 bits) reads a
        // register a float instruction wrote (measured on an H200:
        // benches/gpu/README.md); after an integer one it stores the bits.
        let bits = if ty.is_float() {
            self.bin(BinOp::And, None, bty, kind, Src::Reg(src), Src::Imm(-1))
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
                    None,
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
                mode,
                ty: piece_ty,
                addr: offset_addr(addr, (i * align) as i32),
                src: Src::Reg(piece),
            });
        }
    }
}
