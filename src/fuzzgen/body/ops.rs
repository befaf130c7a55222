//! Straight-line operations of generated bodies: integer, float and bit
//! operations, conversions and comparisons, with their operands guarded so
//! that both executors define the result (non-zero divisors, in-range
//! float-to-int inputs, canonical float bits).

use super::*;

impl BodyGen<'_, '_, '_> {
    pub(super) fn op(&mut self) -> Result<()> {
        use Opcode as O;
        match self.u.int_in_range(0..=11)? {
            0 | 1 => {
                let ty = *self.u.choose(&INT_TYPES)?;
                let op = *self.u.choose(&[
                    O::Iadd,
                    O::Isub,
                    O::Imul,
                    O::Smulhi,
                    O::Umulhi,
                    O::Smin,
                    O::Smax,
                    O::Umin,
                    O::Umax,
                    O::Band,
                    O::Bor,
                    O::Bxor,
                ])?;
                let (x, y) = (self.var_of(ty)?, self.var_of(ty)?);
                let r = self.b.ins().binary(op, x, y);
                self.set(ty, r)
            }
            2 => {
                let ty = *self.u.choose(&INT_TYPES)?;
                let op = *self.u.choose(&[O::Sdiv, O::Udiv, O::Srem, O::Urem])?;
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
                    let op = *self.u.choose(&[O::Ishl, O::Ushr, O::Sshr])?;
                    let amount = self.var_of(Type::I32)?;
                    let small = self.b.ins().band_imm(amount, 0x3f);
                    let amount = if self.u.arbitrary()? { small } else { amount };
                    self.b.ins().binary(op, x, amount)
                } else {
                    let op = *self.u.choose(&[O::IshlImm, O::UshrImm, O::SshrImm])?;
                    let k = self.u.int_in_range(0..=ty.bits() as i64 - 1)?;
                    self.b.ins().binary_imm(op, x, k)
                };
                self.set(ty, r)
            }
            4 => {
                let ty = *self.u.choose(&INT_TYPES)?;
                let op =
                    *self
                        .u
                        .choose(&[O::IaddImm, O::ImulImm, O::BandImm, O::BorImm, O::BxorImm])?;
                let x = self.var_of(ty)?;
                let k: i64 = self.u.arbitrary()?;
                let r = self.b.ins().binary_imm(op, x, k);
                self.set(ty, r)
            }
            5 => {
                let ty = *self.u.choose(&INT_TYPES)?;
                let op = *self.u.choose(&[
                    O::Ineg,
                    O::Iabs,
                    O::Bnot,
                    O::Popcnt,
                    O::Clz,
                    O::Ctz,
                    O::Bitrev,
                ])?;
                let x = self.var_of(ty)?;
                let r = self.b.ins().unary(op, x);
                self.set(ty, r)
            }
            6 => {
                let ty = *self.u.choose(&FLOAT_TYPES)?;
                let (x, y) = (self.var_of(ty)?, self.var_of(ty)?);
                let r = match self.u.int_in_range(0..=6)? {
                    6 => {
                        let z = self.var_of(ty)?;
                        self.b.ins().fma(x, y, z)
                    }
                    k => self.b.ins().binary(
                        [O::Fadd, O::Fsub, O::Fmul, O::Fdiv, O::Fmin, O::Fmax][k as usize],
                        x,
                        y,
                    ),
                };
                self.set(ty, r)
            }
            7 => {
                let ty = *self.u.choose(&FLOAT_TYPES)?;
                let mut ops = vec![
                    O::Fneg,
                    O::Fabs,
                    O::Sqrt,
                    O::Floor,
                    O::Ceil,
                    O::Trunc,
                    O::Nearest,
                    O::Rcp,
                    O::Rsqrt,
                ];
                if ty == Type::F32 {
                    ops.extend([O::Sin, O::Cos, O::Ex2, O::Lg2]);
                }
                let op = *self.u.choose(&ops)?;
                let x = self.var_of(ty)?;
                let r = self.b.ins().unary(op, x);
                self.set(ty, r)
            }
            8 => self.conversion(),
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
                let op = if self.u.arbitrary()? {
                    O::FcvtToSint
                } else {
                    O::FcvtToUint
                };
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
                let r = self.b.ins().convert(op, to, x);
                self.set(to, r)
            }
            4 => {
                if self.u.arbitrary()? {
                    let x = self.var_of(Type::F32)?;
                    let r = self.b.ins().fpromote(x);
                    self.set(Type::F64, r)
                } else {
                    let x = self.var_of(Type::F64)?;
                    let r = self.b.ins().fdemote(x);
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
