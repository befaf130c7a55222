//! Straight-line operations of generated bodies: integer, float and bit
//! operations, conversions and comparisons, with their operands guarded so
//! that both executors define the result (non-zero divisors, in-range
//! float-to-int inputs, canonical float bits); rounded-to-nearest float
//! arithmetic carries `contract` on a share, with products made to fuse.
//!
//! The arithmetic drawn from comes from the instruction table: every opcode
//! whose operand and result rules fit one of [`Signatures`]' shapes, in
//! table order, so a new row of an existing shape is fuzzed without a
//! change here.

use super::*;
use crate::ir::meta::{ImmRule, InstDef, InstructionFormat as F, OperandRule, ResultRule, TypeSet};
use crate::ir::{FastMathFlag, FastMathFlags, RoundingMode};
use std::sync::OnceLock;

/// The opcodes of each shape the generator draws arithmetic from.
struct Signatures {
    /// `x op y` on two integers of one type, defined for every input.
    int_binary: Vec<Opcode>,
    /// `x op y` on two integers of one type that traps for some divisors.
    int_division: Vec<Opcode>,
    /// `x op amount` with an `i32` amount.
    shifts: Vec<Opcode>,
    /// `x op imm` with a shift amount.
    shift_imms: Vec<Opcode>,
    /// `x op imm` with an immediate of `x`'s type.
    int_imms: Vec<Opcode>,
    /// `op x` on an integer.
    int_unary: Vec<Opcode>,
    /// `x op y` on two floats of one type.
    float_binary: Vec<Opcode>,
    /// `x op y` on two floats of one type, with a rounding mode.
    rounded_binary: Vec<Opcode>,
    /// `op mode x` on any float type (`sqrt`).
    rounded_unary: Vec<Opcode>,
    /// `op x` on any float type.
    float_unary: Vec<Opcode>,
    /// `op x` on `f32` only.
    f32_unary: Vec<Opcode>,
    /// `x op y` on two `f32` only.
    f32_binary: Vec<Opcode>,
    /// `op a b c` on three `i32` with an `i32` result (`prmt`).
    i32_ternary: Vec<Opcode>,
    /// `op x y z` on three `i32` or three `i64` (`sad`).
    word_ternary: Vec<Opcode>,
    /// `op x pos len`: an `i32` or `i64` and two `i32` (`bfe`).
    bit_fields: Vec<Opcode>,
    /// `op x` of an `i32` or `i64` giving an `i32` (`bfind`).
    word_to_i32: Vec<Opcode>,
    /// `x op y` on two `i32` only (`mul24`).
    i32_binary: Vec<Opcode>,
}

impl Signatures {
    fn get() -> &'static Signatures {
        static SIGNATURES: OnceLock<Signatures> = OnceLock::new();
        SIGNATURES.get_or_init(|| {
            let rule = |d: &InstDef, i: usize| d.operands.get(i).map(|o| o.rule);
            let is_int = |r| matches!(r, Some(OperandRule::Of(TypeSet::IntArith | TypeSet::Int)));
            let is_float = |r| r == Some(OperandRule::Of(TypeSet::Float));
            let same_as_0 = |d: &InstDef| {
                d.result == ResultRule::Same(0) && rule(d, 1) == Some(OperandRule::Same(0))
            };
            let ops = |f: &dyn Fn(&InstDef) -> bool| -> Vec<Opcode> {
                Opcode::ALL.iter().copied().filter(|o| f(o.def())).collect()
            };
            let pure = |d: &InstDef| d.effects == crate::ir::Effects::PURE;
            let unary =
                |d: &InstDef| d.format == F::Unary && d.result == ResultRule::Same(0) && pure(d);
            Signatures {
                int_binary: ops(&|d| {
                    d.format == F::Binary && is_int(rule(d, 0)) && same_as_0(d) && pure(d)
                }),
                int_division: ops(&|d| {
                    d.format == F::Binary
                        && is_int(rule(d, 0))
                        && same_as_0(d)
                        && d.effects.can_trap
                        && !d.effects.reads_memory
                }),
                shifts: ops(&|d| {
                    d.format == F::Binary
                        && is_int(rule(d, 0))
                        && rule(d, 1) == Some(OperandRule::Of(TypeSet::I32))
                        && pure(d)
                }),
                shift_imms: ops(&|d| d.format == F::BinaryImm && d.imm == ImmRule::ShiftAmount),
                int_imms: ops(&|d| d.format == F::BinaryImm && d.imm == ImmRule::Canonical),
                int_unary: ops(&|d| unary(d) && is_int(rule(d, 0))),
                float_binary: ops(&|d| {
                    d.format == F::Binary && is_float(rule(d, 0)) && same_as_0(d)
                }),
                rounded_binary: ops(&|d| {
                    d.format == F::RoundedBinary && is_float(rule(d, 0)) && same_as_0(d)
                }),
                rounded_unary: ops(&|d| {
                    d.format == F::RoundedUnary
                        && is_float(rule(d, 0))
                        && d.result == ResultRule::Same(0)
                }),
                float_unary: ops(&|d| unary(d) && is_float(rule(d, 0))),
                f32_unary: ops(&|d| unary(d) && rule(d, 0) == Some(OperandRule::Of(TypeSet::F32))),
                f32_binary: ops(&|d| {
                    d.format == F::Binary
                        && rule(d, 0) == Some(OperandRule::Of(TypeSet::F32))
                        && same_as_0(d)
                }),
                i32_ternary: ops(&|d| {
                    let i32 = Some(OperandRule::Of(TypeSet::I32));
                    d.format == F::Ternary
                        && d.result == ResultRule::Fixed(TypeSet::I32)
                        && (0..3).all(|i| rule(d, i) == i32)
                        && pure(d)
                }),
                word_ternary: ops(&|d| {
                    d.format == F::Ternary
                        && rule(d, 0) == Some(OperandRule::Of(TypeSet::IntWord))
                        && same_as_0(d)
                        && rule(d, 2) == Some(OperandRule::Same(0))
                        && pure(d)
                }),
                bit_fields: ops(&|d| {
                    let i32 = Some(OperandRule::Of(TypeSet::I32));
                    d.format == F::Ternary
                        && rule(d, 0) == Some(OperandRule::Of(TypeSet::IntWord))
                        && rule(d, 1) == i32
                        && rule(d, 2) == i32
                        && d.result == ResultRule::Same(0)
                        && pure(d)
                }),
                word_to_i32: ops(&|d| {
                    d.format == F::Unary
                        && rule(d, 0) == Some(OperandRule::Of(TypeSet::IntWord))
                        && d.result == ResultRule::Fixed(TypeSet::I32)
                        && pure(d)
                }),
                i32_binary: ops(&|d| {
                    d.format == F::Binary
                        && rule(d, 0) == Some(OperandRule::Of(TypeSet::I32))
                        && same_as_0(d)
                        && pure(d)
                }),
            }
        })
    }
}

impl BodyGen<'_, '_, '_> {
    pub(super) fn op(&mut self) -> Result<()> {
        use Opcode as O;
        let sigs = Signatures::get();
        match self.u.int_in_range(0..=13)? {
            0 | 1 => {
                let ty = *self.u.choose(&INT_TYPES)?;
                let op = *self.u.choose(&sigs.int_binary)?;
                let (x, y) = (self.var_of(ty)?, self.var_of(ty)?);
                let r = self.b.ins().binary(op, x, y);
                self.set(ty, r)
            }
            2 => {
                let ty = *self.u.choose(&INT_TYPES)?;
                let op = *self.u.choose(&sigs.int_division)?;
                let (x, y) = (self.var_of(ty)?, self.var_of(ty)?);
                let d = if matches!(op, O::Sdiv | O::Srem) {
                    let half = self.b.ins().ushr_imm(y, 1);
                    self.b.ins().bor_imm(half, 1)
                } else {
                    self.b.ins().bor_imm(y, 1)
                };
                let r = self.b.ins().binary(op, x, d);
                self.set(ty, r)
            }
            3 => {
                let ty = *self.u.choose(&INT_TYPES)?;
                let x = self.var_of(ty)?;
                let r = if self.u.arbitrary()? {
                    let op = *self.u.choose(&sigs.shifts)?;
                    let amount = self.var_of(Type::I32)?;
                    let small = self.b.ins().band_imm(amount, 0x3f);
                    let amount = if self.u.arbitrary()? { small } else { amount };
                    self.b.ins().binary(op, x, amount)
                } else {
                    let op = *self.u.choose(&sigs.shift_imms)?;
                    let k = self.u.int_in_range(0..=ty.bits() as i64 - 1)?;
                    self.b.ins().binary_imm(op, x, k)
                };
                self.set(ty, r)
            }
            4 => {
                let ty = *self.u.choose(&INT_TYPES)?;
                let op = *self.u.choose(&sigs.int_imms)?;
                let x = self.var_of(ty)?;
                let k: i64 = self.u.arbitrary()?;
                let r = self.b.ins().binary_imm(op, x, k);
                self.set(ty, r)
            }
            5 => {
                let ty = *self.u.choose(&INT_TYPES)?;
                let op = *self.u.choose(&sigs.int_unary)?;
                let x = self.var_of(ty)?;
                let r = self.b.ins().unary(op, x);
                self.set(ty, r)
            }
            6 => {
                let ty = *self.u.choose(&FLOAT_TYPES)?;
                let (x, y) = (self.var_of(ty)?, self.var_of(ty)?);
                let (plain, rounded) = (&sigs.float_binary, &sigs.rounded_binary);
                let f32_only: &[Opcode] = if ty == Type::F32 {
                    &sigs.f32_binary
                } else {
                    &[]
                };
                let n = plain.len() + rounded.len();
                let r = match self.u.int_in_range(0..=n + f32_only.len())? {
                    k if k < plain.len() => self.b.ins().binary(plain[k], x, y),
                    k if k < n => {
                        let mode = *self.u.choose(&RoundingMode::ALL)?;
                        self.rounded_binary(rounded[k - plain.len()], mode, x, y)
                    }
                    k if k > n => self.b.ins().binary(f32_only[k - n - 1], x, y),
                    _ => {
                        let mode = *self.u.choose(&RoundingMode::ALL)?;
                        let z = self.var_of(ty)?;
                        self.b.ins().fma_rounded(mode, x, y, z)
                    }
                };
                self.set(ty, r)
            }
            7 => {
                let ty = *self.u.choose(&FLOAT_TYPES)?;
                let (all, rounded) = (&sigs.float_unary, &sigs.rounded_unary);
                let f32_only: &[Opcode] = if ty == Type::F32 {
                    &sigs.f32_unary
                } else {
                    &[]
                };
                let x = self.var_of(ty)?;
                let n = all.len() + rounded.len();
                let r = match self.u.choose_index(n + f32_only.len())? {
                    k if k < all.len() => self.b.ins().unary(all[k], x),
                    k if k < n => {
                        let op = rounded[k - all.len()];
                        let mode = *self.u.choose(&RoundingMode::ALL)?;
                        let r = self.b.ins().rounded_unary(op, mode, x);
                        self.maybe_afn(op, mode, r)
                    }
                    k => self.b.ins().unary(f32_only[k - n], x),
                };
                self.set(ty, r)
            }
            8 => self.conversion(),
            12 => self.inline_asm(),
            11 => self.word_op(),
            9 => self.compare(),
            10 => {
                let ty = *self.u.choose(&Type::ALL)?;
                let c = self.var_of(Type::I1)?;
                let (x, y) = (self.var_of(ty)?, self.var_of(ty)?);
                let r = self.b.ins().select(c, x, y);
                self.set(ty, r)
            }
            _ => {
                if self.u.arbitrary()? {
                    let reg = *self.u.choose(&[
                        SpecialReg::Tid(Dim::X),
                        SpecialReg::Ntid(Dim::X),
                        SpecialReg::Ctaid(Dim::X),
                        SpecialReg::Nctaid(Dim::X),
                        SpecialReg::Tid(Dim::Y),
                        SpecialReg::LaneId,
                        SpecialReg::WarpSize,
                    ])?;
                    let r = self.b.ins().sreg(reg);
                    self.set(Type::I32, r)
                } else {
                    let ty = *self.u.choose(&Type::ALL)?;
                    let c = self.constant(ty)?;
                    self.set(ty, c)
                }
            }
        }
    }

    /// `op mode x, y` (`fadd fsub fmul fdiv`). An `fdiv` rounding to
    /// nearest may carry `afn` (as `maybe_afn` says). Of the others
    /// rounding to nearest, every other one carries `contract`, and every
    /// other such `fadd`/`fsub` takes a
    /// `contract` product of its operands (`x*y op y` or `y op x*y`), so
    /// that fusion is exercised; which ones is decided by the number of
    /// instructions so far, not by a draw, so programs draw as they did
    /// before flags existed.
    fn rounded_binary(&mut self, op: Opcode, mode: RoundingMode, x: Value, y: Value) -> Value {
        let n = self.b.func.dfg.num_insts();
        if op == Opcode::Fdiv {
            let r = self.b.ins().rounded_binary(op, mode, x, y);
            return self.maybe_afn(op, mode, r);
        }
        if mode != RoundingMode::Rn || n.is_multiple_of(2) {
            return self.b.ins().rounded_binary(op, mode, x, y);
        }
        let contract = FastMathFlags::of(FastMathFlag::Contract);
        let (x, y) = if op != Opcode::Fmul && n % 4 == 1 {
            let p = self.b.ins().fmul(x, y);
            let p = self.b.set_fast_math(p, contract);
            if n % 8 == 1 {
                (p, y)
            } else {
                (y, p)
            }
        } else {
            (x, y)
        };
        let r = self.b.ins().rounded_binary(op, mode, x, y);
        self.b.set_fast_math(r, contract)
    }

    /// `r`, with `afn` when its opcode takes it (`sqrt`, `fdiv`), it rounds
    /// to nearest (an approximation has no other mode) and the number of
    /// instructions so far is odd (a count, not a draw, as for
    /// `contract`), so that the approximate forms `resolve` makes of them
    /// are exercised.
    fn maybe_afn(&mut self, op: Opcode, mode: RoundingMode, r: Value) -> Value {
        let afn = FastMathFlag::Afn;
        if afn.allowed_on(op) && mode == RoundingMode::Rn && self.b.func.dfg.num_insts() % 2 == 1 {
            self.b.set_fast_math(r, FastMathFlags::of(afn))
        } else {
            r
        }
    }

    /// One of PTX's word-sized integer operations: a `prmt`-shaped `i32`
    /// ternary, `sad` or `bfe` on `i32` or `i64`, `bfind`, `mul24`.
    fn word_op(&mut self) -> Result<()> {
        let sigs = Signatures::get();
        let ty = *self.u.choose(&[Type::I32, Type::I64])?;
        match self.u.int_in_range(0..=4)? {
            0 => {
                let op = *self.u.choose(&sigs.i32_ternary)?;
                let (a, b, c) = (
                    self.var_of(Type::I32)?,
                    self.var_of(Type::I32)?,
                    self.var_of(Type::I32)?,
                );
                let r = self.b.ins().ternary(op, a, b, c);
                self.set(Type::I32, r)
            }
            1 => {
                let op = *self.u.choose(&sigs.word_ternary)?;
                let (x, y, z) = (self.var_of(ty)?, self.var_of(ty)?, self.var_of(ty)?);
                let r = self.b.ins().ternary(op, x, y, z);
                self.set(ty, r)
            }
            2 => {
                let op = *self.u.choose(&sigs.bit_fields)?;
                let x = self.var_of(ty)?;
                let (pos, len) = (self.var_of(Type::I32)?, self.var_of(Type::I32)?);
                let r = self.b.ins().ternary(op, x, pos, len);
                self.set(ty, r)
            }
            3 => {
                let op = *self.u.choose(&sigs.word_to_i32)?;
                let x = self.var_of(ty)?;
                let r = self.b.ins().unary(op, x);
                self.set(Type::I32, r)
            }
            _ => {
                let op = *self.u.choose(&sigs.i32_binary)?;
                let (x, y) = (self.var_of(Type::I32)?, self.var_of(Type::I32)?);
                let r = self.b.ins().binary(op, x, y);
                self.set(Type::I32, r)
            }
        }
    }

    fn conversion(&mut self) -> Result<()> {
        use Opcode as O;
        let all_ints = [Type::I1, Type::I8, Type::I16, Type::I32, Type::I64];
        match self.u.int_in_range(0..=5)? {
            0 => {
                let from = *self.u.choose(&all_ints[..4])?;
                let wider: Vec<Type> = INT_TYPES
                    .iter()
                    .copied()
                    .filter(|t| t.bits() > from.bits())
                    .collect();
                let to = *self.u.choose(&wider)?;
                let x = self.var_of(from)?;
                let op = if self.u.arbitrary()? {
                    O::Sextend
                } else {
                    O::Uextend
                };
                let r = self.b.ins().convert(op, to, x);
                self.set(to, r)
            }
            1 => {
                let from = *self.u.choose(&INT_TYPES[1..])?;
                let narrower: Vec<Type> = all_ints
                    .iter()
                    .copied()
                    .filter(|t| t.bits() < from.bits())
                    .collect();
                let to = *self.u.choose(&narrower)?;
                let x = self.var_of(from)?;
                let r = self.b.ins().ireduce(to, x);
                self.set(to, r)
            }
            2 => {
                let from = *self.u.choose(&FLOAT_TYPES)?;
                let to = *self.u.choose(&INT_TYPES)?;
                let x = self.var_of(from)?;
                let op = *self.u.choose(&[
                    O::FcvtToSint,
                    O::FcvtToUint,
                    O::FcvtToSintRzi,
                    O::FcvtToUintRzi,
                ])?;
                let r = self.b.ins().convert(op, to, x);
                self.set(to, r)
            }
            3 => {
                let from = *self.u.choose(&INT_TYPES)?;
                let to = *self.u.choose(&FLOAT_TYPES)?;
                let x = self.var_of(from)?;
                let op = if self.u.arbitrary()? {
                    O::FcvtFromSint
                } else {
                    O::FcvtFromUint
                };
                let mode = *self.u.choose(&RoundingMode::ALL)?;
                let r = self.b.ins().rounded_convert(op, to, mode, x);
                self.set(to, r)
            }
            4 => {
                if self.u.arbitrary()? {
                    let x = self.var_of(Type::F32)?;
                    let r = self.b.ins().fpromote(x);
                    self.set(Type::F64, r)
                } else {
                    let x = self.var_of(Type::F64)?;
                    let mode = *self.u.choose(&RoundingMode::ALL)?;
                    let r = self.b.ins().fdemote_rounded(mode, x);
                    self.set(Type::F32, r)
                }
            }
            _ => {
                let (from, to) = *self.u.choose(&[
                    (Type::I32, Type::F32),
                    (Type::F32, Type::I32),
                    (Type::I64, Type::F64),
                    (Type::F64, Type::I64),
                ])?;
                let x = self.var_of(from)?;
                let x = if from.is_float() {
                    self.canonical(from, x)
                } else {
                    x
                };
                let r = self.b.ins().bitcast(to, x);
                self.set(to, r)
            }
        }
    }

    fn compare(&mut self) -> Result<()> {
        let r = match self.u.int_in_range(0..=2)? {
            0 => {
                let ty = *self
                    .u
                    .choose(&[Type::I1, Type::I8, Type::I16, Type::I32, Type::I64])?;
                let cc = *self.u.choose(&IntCC::ALL)?;
                let (x, y) = (self.var_of(ty)?, self.var_of(ty)?);
                self.b.ins().icmp(cc, x, y)
            }
            1 => {
                let ty = *self.u.choose(&INT_TYPES)?;
                let cc = *self.u.choose(&IntCC::ALL)?;
                let x = self.var_of(ty)?;
                let k: i64 = *self.u.choose(&[0, 1, -1, 100, i64::MAX])?;
                self.b.ins().icmp_imm(cc, x, k)
            }
            _ => {
                let ty = *self.u.choose(&FLOAT_TYPES)?;
                let cc = *self.u.choose(&FloatCC::ALL)?;
                let (x, y) = (self.var_of(ty)?, self.var_of(ty)?);
                self.b.ins().fcmp(cc, x, y)
            }
        };
        if self.u.ratio(1, 4)? {
            let n = self.b.ins().bnot(r);
            return self.set(Type::I1, n);
        }
        self.set(Type::I1, r)
    }
}
