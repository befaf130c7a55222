//! Constant evaluation: what every pure IR operation computes, on bit
//! patterns. One definition, used by the interpreter (each arithmetic
//! instruction it runs) and by the loop unroller (copies whose operands are
//! known constants), so the two agree by construction.
//!
//! ```text
//!   InstData ──fold_inst: each value operand's bits and type──> Operands
//!   (opcode, Operands) ──fold──> the result's bits | FoldError
//! ```
//!
//! Values are `u64` bit patterns holding exactly the type's width (integers
//! zero-extended, `i1` is 0 or 1, floats as their IEEE bits); results come
//! back masked to the result type. `docs/IR.md` states the same rules in
//! prose. Integer arithmetic wraps; shifts clamp amounts at the width as
//! PTX does; float arithmetic is IEEE with subnormals, rounded to nearest
//! even or, for `fadd fsub fmul fma`, as the instruction's mode says
//! (computed exactly in `ir::rounding`); a NaN result is the canonical NaN
//! (its payload is unspecified in the IR); float-to-integer conversion
//! truncates and saturates, NaN giving 0.
//!
//! Invariant: the match on the instruction's format and the match on its
//! opcode are exhaustive. A new opcode or format is a compile error here
//! until it is given a meaning or listed as not foldable (its value depends
//! on memory, the thread, control flow or a call).

use super::rounding::{demote, from_int, rounded, RoundedOp, RoundingMode};
use super::{FloatCC, InstData, IntCC, Opcode, Type, Value};

/// The NaN f32 arithmetic produces (PTX's canonical NaN).
pub const CANONICAL_NAN32: u32 = 0x7fff_ffff;
/// The NaN f64 arithmetic produces.
pub const CANONICAL_NAN64: u64 = 0x7fff_ffff_ffff_ffff;

/// Why an operation gives no constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldError {
    /// Its value depends on more than its operands: memory, the thread,
    /// control flow or a call.
    NotFoldable,
    /// A value operand is not a known constant.
    UnknownOperand,
    /// Integer division or remainder by zero.
    DivisionByZero,
    /// `sdiv`/`srem` of the minimum value by -1.
    DivisionOverflow,
}

impl FoldError {
    /// A sentence for diagnostics.
    pub fn message(self) -> &'static str {
        match self {
            FoldError::NotFoldable => "the operation has no constant value",
            FoldError::UnknownOperand => "an operand is not a known constant",
            FoldError::DivisionByZero => "integer division by zero",
            FoldError::DivisionOverflow => "signed division overflow (minimum value divided by -1)",
        }
    }
}

/// The condition of a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Condition {
    /// `icmp`, `icmp_imm`.
    Int(IntCC),
    /// `fcmp`.
    Float(FloatCC),
}

/// What one evaluation reads: the operands in order (an immediate in the
/// place of the value it replaces), the first operand's type (for
/// operations without value operands, the result type), the result type,
/// and the condition of a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operands {
    /// Operand bits; unused places are 0.
    pub args: [u64; 3],
    /// The type of the first operand.
    pub ty: Type,
    /// The type of the result.
    pub result: Type,
    /// The condition of a comparison.
    pub cond: Option<Condition>,
    /// How float arithmetic rounds (`fadd fsub fmul fma`).
    pub rounding: RoundingMode,
}

impl Operands {
    /// Two operands of type `ty` giving a `ty`.
    pub fn binary(ty: Type, a: u64, b: u64) -> Operands {
        Operands {
            args: [a, b, 0],
            ty,
            result: ty,
            cond: None,
            rounding: RoundingMode::Rn,
        }
    }
}

/// Sign-extends the low `ty.bits()` bits of `x` to `i64`.
pub fn sext(ty: Type, x: u64) -> i64 {
    let shift = 64 - ty.bits();
    ((x << shift) as i64) >> shift
}

/// Keeps the low `ty.bits()` bits of `x`.
pub fn mask(ty: Type, x: u64) -> u64 {
    x & ty.mask()
}

/// The value `data` computes with result type `result`, reading each value
/// operand's bits with `value` (`None`: not known) and its type with
/// `value_type`.
pub fn fold_inst(
    data: &InstData,
    result: Type,
    value: impl Fn(Value) -> Option<u64>,
    value_type: impl Fn(Value) -> Type,
) -> Result<u64, FoldError> {
    let known = |v: Value| value(v).ok_or(FoldError::UnknownOperand);
    let mut rounding = RoundingMode::Rn;
    let (args, ty, cond) = match *data {
        InstData::UnaryImm { imm, .. } => ([imm as u64, 0, 0], result, None),
        InstData::UnaryIeee32 { imm, .. } => ([u64::from(imm.0), 0, 0], result, None),
        InstData::UnaryIeee64 { imm, .. } => ([imm.0, 0, 0], result, None),
        InstData::Unary { arg, .. } => ([known(arg)?, 0, 0], value_type(arg), None),
        InstData::Binary { args: [x, y], .. } => ([known(x)?, known(y)?, 0], value_type(x), None),
        InstData::BinaryImm { arg, imm, .. } => {
            ([known(arg)?, imm as u64, 0], value_type(arg), None)
        }
        InstData::Ternary {
            args: [x, y, z], ..
        } => ([known(x)?, known(y)?, known(z)?], value_type(x), None),
        InstData::RoundedUnary {
            rounding: mode,
            arg,
            ..
        } => {
            rounding = mode;
            ([known(arg)?, 0, 0], value_type(arg), None)
        }
        InstData::RoundedBinary {
            rounding: mode,
            args: [x, y],
            ..
        } => {
            rounding = mode;
            ([known(x)?, known(y)?, 0], value_type(x), None)
        }
        InstData::RoundedTernary {
            rounding: mode,
            args: [x, y, z],
            ..
        } => {
            rounding = mode;
            ([known(x)?, known(y)?, known(z)?], value_type(x), None)
        }
        InstData::IntCompare {
            cond, args: [x, y], ..
        } => (
            [known(x)?, known(y)?, 0],
            value_type(x),
            Some(Condition::Int(cond)),
        ),
        InstData::IntCompareImm { cond, arg, imm, .. } => (
            [known(arg)?, imm as u64, 0],
            value_type(arg),
            Some(Condition::Int(cond)),
        ),
        InstData::FloatCompare {
            cond, args: [x, y], ..
        } => (
            [known(x)?, known(y)?, 0],
            value_type(x),
            Some(Condition::Float(cond)),
        ),
        InstData::Sreg { .. }
        | InstData::Load { .. }
        | InstData::Store { .. }
        | InstData::LoadVec { .. }
        | InstData::StoreV2 { .. }
        | InstData::StoreV4 { .. }
        | InstData::StackAddr { .. }
        | InstData::SharedAddr { .. }
        | InstData::StackLifetime { .. }
        | InstData::ConstAddr { .. }
        | InstData::Cvta { .. }
        | InstData::AtomicRmw { .. }
        | InstData::AtomicCas { .. }
        | InstData::Nullary { .. }
        | InstData::Fence { .. }
        | InstData::Jump { .. }
        | InstData::Brif { .. }
        | InstData::BrTable { .. }
        | InstData::MultiAry { .. }
        | InstData::Call { .. }
        | InstData::InlineAsm { .. } => return Err(FoldError::NotFoldable),
    };
    fold(
        data.opcode(),
        &Operands {
            args,
            ty,
            result,
            cond,
            rounding,
        },
    )
}

/// The value `op` computes from `x`, masked to `x.result`. Shift amounts
/// are read as unsigned 32-bit values.
#[inline]
pub fn fold(op: Opcode, x: &Operands) -> Result<u64, FoldError> {
    use Opcode as O;
    let [a, b, c] = x.args;
    let ty = x.ty;
    // Computed in the arms that need them: most operations do not.
    let bits = || ty.bits();
    let signed = |v: u64| sext(ty, v);
    let r = match op {
        O::Iconst | O::F32const | O::F64const => a,
        O::Iadd | O::IaddImm => a.wrapping_add(b),
        O::Isub => a.wrapping_sub(b),
        O::Imul | O::ImulImm => a.wrapping_mul(b),
        O::Smulhi => ((signed(a) as i128 * signed(b) as i128) >> bits()) as u64,
        O::Umulhi => ((mask(ty, a) as u128 * mask(ty, b) as u128) >> bits()) as u64,
        O::Sdiv | O::Srem => {
            if mask(ty, b) == 0 {
                return Err(FoldError::DivisionByZero);
            }
            let (sa, sb) = (signed(a), signed(b));
            if sb == -1 && sa == signed(1u64 << (bits() - 1)) {
                return Err(FoldError::DivisionOverflow);
            }
            if op == O::Sdiv {
                (sa / sb) as u64
            } else {
                (sa % sb) as u64
            }
        }
        O::Udiv | O::Urem => {
            let (ua, ub) = (mask(ty, a), mask(ty, b));
            if ub == 0 {
                return Err(FoldError::DivisionByZero);
            }
            if op == O::Udiv {
                ua / ub
            } else {
                ua % ub
            }
        }
        O::Smin => signed(a).min(signed(b)) as u64,
        O::Smax => signed(a).max(signed(b)) as u64,
        O::Umin => mask(ty, a).min(mask(ty, b)),
        O::Umax => mask(ty, a).max(mask(ty, b)),
        O::Band | O::BandImm => a & b,
        O::Bor | O::BorImm => a | b,
        O::Bxor | O::BxorImm => a ^ b,
        O::Ishl | O::IshlImm => a.checked_shl(shift_amount(ty, b)).unwrap_or(0),
        O::Ushr | O::UshrImm => mask(ty, a).checked_shr(shift_amount(ty, b)).unwrap_or(0),
        O::Sshr | O::SshrImm => (signed(a) >> shift_amount(ty, b).min(63)) as u64,
        O::Ineg => a.wrapping_neg(),
        O::Iabs => signed(a).wrapping_abs() as u64,
        O::Bnot => !a,
        O::Popcnt => mask(ty, a).count_ones() as u64,
        O::Clz => (mask(ty, a).leading_zeros() - (64 - bits())) as u64,
        O::Ctz => (mask(ty, a).trailing_zeros()).min(bits()) as u64,
        O::Bitrev => mask(ty, a).reverse_bits() >> (64 - bits()),
        // PTX ISA 9.7.1: `sad`, `mul24`, `bfe`, `bfind`.
        O::Usad => {
            let (x, y) = (mask(ty, a), mask(ty, b));
            c.wrapping_add(x.abs_diff(y))
        }
        O::Ssad => c.wrapping_add(signed(a).abs_diff(signed(b))),
        O::Umul24 => (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff),
        O::Smul24 => {
            let low24 = |v: u64| i64::from(((v as u32) << 8) as i32 >> 8);
            low24(a).wrapping_mul(low24(b)) as u64
        }
        O::Ubfe | O::Sbfe => bit_field(op == O::Sbfe, bits(), a, b, c),
        O::Ubfind | O::Sbfind => {
            let v = mask(ty, a);
            let negative = op == O::Sbfind && v >> (bits() - 1) == 1;
            let v = if negative { !v & ty.mask() } else { v };
            if v == 0 {
                u64::from(u32::MAX)
            } else {
                u64::from(63 - v.leading_zeros())
            }
        }
        O::Fadd => rounded(RoundedOp::Add, x.rounding, ty, a, b, 0),
        O::Fsub => rounded(RoundedOp::Sub, x.rounding, ty, a, b, 0),
        O::Fmul => rounded(RoundedOp::Mul, x.rounding, ty, a, b, 0),
        O::Fdiv => rounded(RoundedOp::Div, x.rounding, ty, a, b, 0),
        // `fdiv_approx` as the approximate operations below: the correctly
        // rounded quotient.
        O::FdivApprox => float_binary(ty, a, b, |x, y| x / y, |x, y| x / y),
        O::Fmin => float_binary(
            ty,
            a,
            b,
            |x, y| fminmax(x as f64, y as f64, false) as f32,
            |x, y| fminmax(x, y, false),
        ),
        O::Fmax => float_binary(
            ty,
            a,
            b,
            |x, y| fminmax(x as f64, y as f64, true) as f32,
            |x, y| fminmax(x, y, true),
        ),
        O::Fneg => a ^ (1u64 << (bits() - 1)),
        O::Fabs => a & !(1u64 << (bits() - 1)),
        // The approximate operations (`rcp rsqrt sqrt_approx sin cos ex2
        // lg2`) give the
        // correctly rounded value of the exact function; PTX's `.approx`
        // instructions may differ by the bounds `docs/IR.md` states.
        O::Sqrt => rounded(RoundedOp::Sqrt, x.rounding, ty, a, 0, 0),
        O::SqrtApprox => float_unary(ty, a, f32::sqrt, f64::sqrt),
        O::Floor => float_unary(ty, a, f32::floor, f64::floor),
        O::Ceil => float_unary(ty, a, f32::ceil, f64::ceil),
        O::Trunc => float_unary(ty, a, f32::trunc, f64::trunc),
        O::Nearest => float_unary(ty, a, f32::round_ties_even, f64::round_ties_even),
        O::Rcp => float_unary(ty, a, |x| 1.0 / x, |x| 1.0 / x),
        O::Rsqrt => float_unary(
            ty,
            a,
            |x| (1.0 / (x as f64).sqrt()) as f32,
            |x| 1.0 / x.sqrt(),
        ),
        O::Sin => float_unary(ty, a, |x| (x as f64).sin() as f32, f64::sin),
        O::Cos => float_unary(ty, a, |x| (x as f64).cos() as f32, f64::cos),
        O::Ex2 => float_unary(ty, a, |x| (x as f64).exp2() as f32, f64::exp2),
        O::Lg2 => float_unary(ty, a, |x| (x as f64).log2() as f32, f64::log2),
        O::TanhApprox => float_unary(ty, a, |x| (x as f64).tanh() as f32, f64::tanh),
        O::Fma => rounded(RoundedOp::Fma, x.rounding, x.result, a, b, c),
        O::Prmt => byte_permute(a, b, c),
        O::Fshl => funnel(a, b, c & 31, true),
        O::Fshr => funnel(a, b, c & 31, false),
        O::FshlClamp => funnel(a, b, (c & 0xffff_ffff).min(32), true),
        O::FshrClamp => funnel(a, b, (c & 0xffff_ffff).min(32), false),
        O::Sextend => signed(a) as u64,
        O::Uextend | O::Ireduce | O::Bitcast => a,
        // The GPU's `cvt.rzi` of a NaN: the simulator's definition.
        O::FcvtToSintRzi | O::FcvtToUintRzi if float_value(ty, a).is_nan() => {
            crate::ptx::sim::nan_to_int(x.result.bits(), ty == Type::F64)
        }
        O::FcvtToSint | O::FcvtToSintRzi => {
            let to = x.result;
            let v = float_value(ty, a) as i64; // truncates; saturates at i64; NaN -> 0
            let (min, max) = (sext(to, 1u64 << (to.bits() - 1)), (to.mask() >> 1) as i64);
            v.clamp(min, max) as u64
        }
        O::FcvtToUint | O::FcvtToUintRzi => {
            // Truncates; negative and NaN give 0.
            (float_value(ty, a) as u64).min(x.result.mask())
        }
        O::FcvtFromSint => from_int(x.rounding, i128::from(signed(a)), x.result),
        O::FcvtFromUint => from_int(x.rounding, i128::from(mask(ty, a)), x.result),
        O::Fpromote => f64_out(as_f32(a) as f64),
        O::Fdemote => demote(x.rounding, a),
        O::Icmp | O::IcmpImm => match x.cond {
            Some(Condition::Int(cc)) => u64::from(icmp(cc, ty, a, b)),
            // Only a caller that builds `Operands` by hand can get here.
            Some(Condition::Float(_)) | None => return Err(FoldError::NotFoldable),
        },
        O::Fcmp => match x.cond {
            Some(Condition::Float(cc)) => u64::from(fcmp(cc, ty, a, b)),
            Some(Condition::Int(_)) | None => return Err(FoldError::NotFoldable),
        },
        O::Select => {
            if a & 1 != 0 {
                b
            } else {
                c
            }
        }
        O::Sreg
        | O::Load
        | O::Store
        | O::LoadV2
        | O::LoadV4
        | O::StoreV2
        | O::StoreV4
        | O::StackAddr
        | O::SharedAddr
        | O::StackStart
        | O::StackEnd
        | O::ConstAddr
        | O::GlobalAddr
        | O::ToGeneric
        | O::FromGeneric
        | O::InSpace
        | O::Barrier
        | O::Fence
        | O::AtomicRmw
        | O::AtomicCas
        | O::Jump
        | O::Brif
        | O::BrTable
        | O::Return
        | O::Trap
        | O::Call
        | O::Asm
        | O::AsmVolatile => return Err(FoldError::NotFoldable),
    };
    Ok(mask(x.result, r))
}

/// The 64-bit pair `hi:lo` shifted by `n` (at most 32) bits: its high
/// word after a left shift, its low word after a right shift (PTX's
/// `shf.l`/`shf.r` once the amount is wrapped or clamped).
fn funnel(hi: u64, lo: u64, n: u64, left: bool) -> u64 {
    let pair = ((hi & 0xffff_ffff) << 32) | (lo & 0xffff_ffff);
    if left {
        (pair << n) >> 32
    } else {
        pair >> n
    }
}

/// `prmt.b32` in its default mode: the eight bytes of `b:a` (a's the low
/// four), result byte `i` chosen by selector nibble `i` (its low three
/// bits index the byte, its high bit replaces it with copies of the
/// byte's sign bit).
fn byte_permute(a: u64, b: u64, selector: u64) -> u64 {
    let pair = ((b & 0xffff_ffff) << 32) | (a & 0xffff_ffff);
    (0..4).fold(0, |out, i| {
        let nibble = selector >> (4 * i) & 0xf;
        let byte = pair >> (8 * (nibble & 7)) & 0xff;
        let byte = match (nibble & 8 != 0, byte & 0x80 != 0) {
            (true, true) => 0xff,
            (true, false) => 0,
            (false, _) => byte,
        };
        out | byte << (8 * i)
    })
}

/// A shift amount: an unsigned 32-bit value, clamped at the width.
fn shift_amount(ty: Type, b: u64) -> u32 {
    (b & 0xffff_ffff).min(u64::from(ty.bits())) as u32
}

fn f32_out(x: f32) -> u64 {
    if x.is_nan() {
        u64::from(CANONICAL_NAN32)
    } else {
        u64::from(x.to_bits())
    }
}

fn f64_out(x: f64) -> u64 {
    if x.is_nan() {
        CANONICAL_NAN64
    } else {
        x.to_bits()
    }
}

fn as_f32(x: u64) -> f32 {
    f32::from_bits(x as u32)
}

fn as_f64(x: u64) -> f64 {
    f64::from_bits(x)
}

fn float_value(ty: Type, a: u64) -> f64 {
    if ty == Type::F32 {
        as_f32(a) as f64
    } else {
        as_f64(a)
    }
}

/// PTX's `bfe` on a `width`-bit `x` (ISA 9.7.1.19): the `len` bits from
/// `pos` (each read mod 256), padded with the sign bit: 0 when unsigned
/// or `len` is 0, else bit `min(pos + len - 1, width - 1)` of `x`.
fn bit_field(signed: bool, width: u32, x: u64, pos: u64, len: u64) -> u64 {
    let (pos, len) = ((pos & 0xff) as u32, (len & 0xff) as u32);
    let msb = width - 1;
    let sbit = signed && len != 0 && (x >> (pos + len - 1).min(msb)) & 1 == 1;
    let mut d = 0u64;
    for i in 0..width {
        let bit = if i < len && pos + i <= msb {
            (x >> (pos + i)) & 1 == 1
        } else {
            sbit
        };
        d |= u64::from(bit) << i;
    }
    d
}

/// `f32` or `f64` (any other type is read as `f64`) applied to `a`.
fn float_unary(ty: Type, a: u64, single: fn(f32) -> f32, double: fn(f64) -> f64) -> u64 {
    if ty == Type::F32 {
        f32_out(single(as_f32(a)))
    } else {
        f64_out(double(as_f64(a)))
    }
}

/// `f32` or `f64` (any other type is read as `f64`) applied to `a`, `b`.
fn float_binary(
    ty: Type,
    a: u64,
    b: u64,
    single: fn(f32, f32) -> f32,
    double: fn(f64, f64) -> f64,
) -> u64 {
    if ty == Type::F32 {
        f32_out(single(as_f32(a), as_f32(b)))
    } else {
        f64_out(double(as_f64(a), as_f64(b)))
    }
}

/// PTX `min`/`max` on floats: a NaN operand yields the other operand, two
/// NaNs yield NaN, and -0.0 orders below +0.0.
fn fminmax(a: f64, b: f64, is_max: bool) -> f64 {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => f64::NAN,
        (true, false) => b,
        (false, true) => a,
        (false, false) if a == b => {
            // Equal, possibly zeros of opposite sign.
            if a.is_sign_negative() != is_max {
                a
            } else {
                b
            }
        }
        (false, false) if (a < b) != is_max => a,
        (false, false) => b,
    }
}

/// `icmp cond a, b`.
fn icmp(cond: IntCC, ty: Type, a: u64, b: u64) -> bool {
    let (ua, ub) = (mask(ty, a), mask(ty, b));
    let (sa, sb) = (sext(ty, a), sext(ty, b));
    match cond {
        IntCC::Eq => ua == ub,
        IntCC::Ne => ua != ub,
        IntCC::Slt => sa < sb,
        IntCC::Sle => sa <= sb,
        IntCC::Sgt => sa > sb,
        IntCC::Sge => sa >= sb,
        IntCC::Ult => ua < ub,
        IntCC::Ule => ua <= ub,
        IntCC::Ugt => ua > ub,
        IntCC::Uge => ua >= ub,
    }
}

/// `fcmp cond a, b`.
fn fcmp(cond: FloatCC, ty: Type, a: u64, b: u64) -> bool {
    let (x, y) = (float_value(ty, a), float_value(ty, b));
    let unordered = x.is_nan() || y.is_nan();
    match cond {
        FloatCC::Oeq => x == y,
        FloatCC::One => !unordered && x != y,
        FloatCC::Olt => x < y,
        FloatCC::Ole => x <= y,
        FloatCC::Ogt => x > y,
        FloatCC::Oge => x >= y,
        FloatCC::Ord => !unordered,
        FloatCC::Ueq => unordered || x == y,
        FloatCC::Une => unordered || x != y,
        FloatCC::Ult => unordered || x < y,
        FloatCC::Ule => unordered || x <= y,
        FloatCC::Ugt => unordered || x > y,
        FloatCC::Uge => unordered || x >= y,
        FloatCC::Uno => unordered,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Opcode as O;

    fn bin(op: Opcode, ty: Type, a: u64, b: u64) -> Result<u64, FoldError> {
        fold(op, &Operands::binary(ty, a, b))
    }

    fn un(op: Opcode, from: Type, to: Type, a: u64) -> u64 {
        let x = Operands {
            args: [a, 0, 0],
            ty: from,
            result: to,
            cond: None,
            rounding: RoundingMode::Rn,
        };
        fold(op, &x).unwrap_or(u64::MAX)
    }

    #[test]
    fn integer_edge_cases() {
        assert_eq!(bin(O::Iadd, Type::I8, 0x7f, 1), Ok(0x80));
        assert_eq!(
            bin(O::Sdiv, Type::I32, (-7i32) as u32 as u64, 2),
            Ok((-3i32) as u32 as u64)
        );
        assert_eq!(
            bin(O::Srem, Type::I32, (-7i32) as u32 as u64, 2),
            Ok((-1i32) as u32 as u64)
        );
        assert_eq!(
            bin(O::Sdiv, Type::I32, 1, 0),
            Err(FoldError::DivisionByZero)
        );
        assert_eq!(
            bin(O::Sdiv, Type::I8, 0x80, 0xff),
            Err(FoldError::DivisionOverflow)
        );
        assert_eq!(bin(O::Udiv, Type::I8, 0x80, 0xff), Ok(0));
        assert_eq!(bin(O::Ishl, Type::I32, 1, 31), Ok(0x8000_0000));
        assert_eq!(bin(O::Ishl, Type::I32, 1, 32), Ok(0));
        assert_eq!(bin(O::Sshr, Type::I32, 0x8000_0000, 100), Ok(0xffff_ffff));
        assert_eq!(bin(O::Ushr, Type::I16, 0x8000, 0xffff_ffff), Ok(0));
        assert_eq!(
            bin(O::Smulhi, Type::I32, (-2i32) as u32 as u64, 3),
            Ok(0xffff_ffff)
        );
        assert_eq!(
            bin(O::Umulhi, Type::I64, u64::MAX, u64::MAX),
            Ok(u64::MAX - 1)
        );
        assert_eq!(un(O::Clz, Type::I16, Type::I16, 1), 15);
        assert_eq!(un(O::Clz, Type::I32, Type::I32, 0), 32);
        assert_eq!(un(O::Ctz, Type::I64, Type::I64, 0), 64);
        assert_eq!(un(O::Bitrev, Type::I8, Type::I8, 1), 0x80);
        assert_eq!(un(O::Iabs, Type::I32, Type::I32, 0x8000_0000), 0x8000_0000);
        assert_eq!(un(O::Sextend, Type::I1, Type::I32, 1), 0xffff_ffff);
        assert_eq!(un(O::Ireduce, Type::I32, Type::I1, 3), 1);
    }

    #[test]
    fn float_edge_cases() {
        let f = |x: f32| x.to_bits() as u64;
        assert_eq!(bin(O::Fmin, Type::F32, f(f32::NAN), f(2.0)), Ok(f(2.0)));
        assert_eq!(bin(O::Fmax, Type::F32, f(0.0), f(-0.0)), Ok(f(0.0)));
        assert_eq!(bin(O::Fmin, Type::F32, f(0.0), f(-0.0)), Ok(f(-0.0)));
        assert_eq!(
            bin(O::Fadd, Type::F32, f(f32::INFINITY), f(f32::NEG_INFINITY)),
            Ok(CANONICAL_NAN32 as u64)
        );
        assert_eq!(un(O::FcvtToSint, Type::F32, Type::I8, f(300.0)), 127);
        assert_eq!(
            un(O::FcvtToSint, Type::F32, Type::I32, f(-2.9)),
            (-2i32) as u32 as u64
        );
        assert_eq!(un(O::FcvtToUint, Type::F32, Type::I32, f(-5.0)), 0);
        assert_eq!(un(O::FcvtToSint, Type::F32, Type::I64, f(f32::NAN)), 0);
        // The GPU's NaN results (gpucheck, forms 74 to 89).
        let d = |x: f64| x.to_bits();
        assert_eq!(un(O::FcvtToSintRzi, Type::F32, Type::I32, f(f32::NAN)), 0);
        assert_eq!(un(O::FcvtToUintRzi, Type::F32, Type::I8, f(f32::NAN)), 0);
        assert_eq!(
            un(O::FcvtToSintRzi, Type::F32, Type::I64, f(f32::NAN)),
            1 << 63
        );
        assert_eq!(
            un(O::FcvtToUintRzi, Type::F64, Type::I32, d(f64::NAN)),
            1 << 31
        );
        assert_eq!(un(O::FcvtToUintRzi, Type::F64, Type::I8, d(f64::NAN)), 0x80);
        assert_eq!(un(O::FcvtToSintRzi, Type::F64, Type::I16, d(-1e9)), 0x8000);
        assert_eq!(un(O::FcvtToUintRzi, Type::F64, Type::I16, d(1e9)), 0xffff);
        assert_eq!(
            un(O::FcvtFromUint, Type::I64, Type::F32, u64::MAX),
            f(18446744073709551615.0)
        );
        assert_eq!(un(O::Nearest, Type::F32, Type::F32, f(2.5)), f(2.0));
        assert_eq!(un(O::Fneg, Type::F32, Type::F32, f(0.0)), f(-0.0));
        let cmp = |cc, a, b| {
            let x = Operands {
                args: [a, b, 0],
                ty: Type::F32,
                result: Type::I1,
                cond: Some(Condition::Float(cc)),
                rounding: RoundingMode::Rn,
            };
            fold(O::Fcmp, &x)
        };
        assert_eq!(cmp(FloatCC::Une, f(f32::NAN), f(1.0)), Ok(1));
        assert_eq!(cmp(FloatCC::One, f(f32::NAN), f(1.0)), Ok(0));
    }

    /// Operations whose value is not a function of their operands are
    /// refused, and so is an unknown operand.
    #[test]
    fn refusals() {
        let x = Operands::binary(Type::I32, 1, 2);
        for op in [O::Load, O::Sreg, O::AtomicRmw, O::Call, O::Barrier, O::Brif] {
            assert_eq!(fold(op, &x), Err(FoldError::NotFoldable), "{op}");
        }
        // An `icmp` without its condition is no comparison.
        assert_eq!(fold(O::Icmp, &x), Err(FoldError::NotFoldable));
        let v = |n| Value::from_u32(n);
        let add = InstData::Binary {
            opcode: O::Iadd,
            args: [v(0), v(1)],
        };
        let known = |k: Value| (k == v(0)).then_some(5);
        assert_eq!(
            fold_inst(&add, Type::I32, known, |_| Type::I32),
            Err(FoldError::UnknownOperand)
        );
        assert_eq!(
            fold_inst(&add, Type::I32, |_| Some(0xffff_ffff), |_| Type::I32),
            Ok(0xffff_fffe)
        );
        let select = InstData::Ternary {
            opcode: O::Select,
            args: [v(0), v(1), v(2)],
        };
        let bits = |k: Value| Some([0, 7, 9][k.as_u32() as usize]);
        let ty = |k: Value| if k == v(0) { Type::I1 } else { Type::I32 };
        assert_eq!(fold_inst(&select, Type::I32, bits, ty), Ok(9));
    }
}
