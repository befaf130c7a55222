//! Scalar semantics of every pure IR operation, on raw bits.
//!
//! Values are `u64` bit patterns holding exactly the type's width (integers
//! zero-extended, `i1` is 0 or 1, floats as their IEEE bits). These functions
//! define what each opcode computes; `docs/IR.md` states the same rules in
//! prose. Integer arithmetic wraps; shifts clamp amounts at the width as PTX
//! does; float arithmetic is IEEE round-to-nearest-even with subnormals; a
//! NaN result is the canonical NaN (its payload is unspecified in the IR);
//! float-to-integer conversion truncates and saturates, NaN giving 0.

use crate::ir::{FloatCC, IntCC, Opcode, Type};

/// The NaN the interpreter produces for f32 arithmetic (PTX's canonical NaN).
pub const CANONICAL_NAN32: u32 = 0x7fff_ffff;
/// The NaN the interpreter produces for f64 arithmetic.
pub const CANONICAL_NAN64: u64 = 0x7fff_ffff_ffff_ffff;

/// A run-time fault of a pure operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvalError {
    DivisionByZero,
    /// `sdiv`/`srem` of the minimum value by -1.
    DivisionOverflow,
}

impl EvalError {
    pub fn message(self) -> &'static str {
        match self {
            EvalError::DivisionByZero => "integer division by zero",
            EvalError::DivisionOverflow => "signed division overflow (minimum value divided by -1)",
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

fn f32_out(x: f32) -> u64 {
    if x.is_nan() {
        CANONICAL_NAN32 as u64
    } else {
        x.to_bits() as u64
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

/// PTX `min`/`max` on floats: a NaN operand yields the other operand, two
/// NaNs yield NaN, and -0.0 orders below +0.0.
fn fminmax(a: f64, b: f64, is_max: bool) -> f64 {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => f64::NAN,
        (true, false) => b,
        (false, true) => a,
        _ if a == b => {
            // Equal, possibly zeros of opposite sign.
            if a.is_sign_negative() != is_max {
                a
            } else {
                b
            }
        }
        _ if (a < b) != is_max => a,
        _ => b,
    }
}

/// Evaluates a `Binary`-format opcode (also the `_imm` forms, given the
/// immediate as `b`). `amount` operands of shifts are i32 bits.
pub fn binary(op: Opcode, ty: Type, a: u64, b: u64) -> Result<u64, EvalError> {
    use Opcode as O;
    let bits = ty.bits();
    let (sa, sb) = (sext(ty, a), sext(ty, b));
    let r = match op {
        O::Iadd | O::IaddImm => a.wrapping_add(b),
        O::Isub => a.wrapping_sub(b),
        O::Imul | O::ImulImm => a.wrapping_mul(b),
        O::Smulhi => ((sa as i128 * sb as i128) >> bits) as u64,
        O::Umulhi => ((mask(ty, a) as u128 * mask(ty, b) as u128) >> bits) as u64,
        O::Sdiv | O::Srem => {
            if mask(ty, b) == 0 {
                return Err(EvalError::DivisionByZero);
            }
            if sb == -1 && sa == sext(ty, 1u64 << (bits - 1)) {
                return Err(EvalError::DivisionOverflow);
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
                return Err(EvalError::DivisionByZero);
            }
            if op == O::Udiv {
                ua / ub
            } else {
                ua % ub
            }
        }
        O::Smin => sa.min(sb) as u64,
        O::Smax => sa.max(sb) as u64,
        O::Umin => mask(ty, a).min(mask(ty, b)),
        O::Umax => mask(ty, a).max(mask(ty, b)),
        O::Band | O::BandImm => a & b,
        O::Bor | O::BorImm => a | b,
        O::Bxor | O::BxorImm => a ^ b,
        O::Ishl | O::IshlImm | O::Ushr | O::UshrImm | O::Sshr | O::SshrImm => {
            // The amount is an unsigned 32-bit value, clamped at the width.
            let amount = (b & 0xffff_ffff).min(bits as u64) as u32;
            match op {
                O::Ishl | O::IshlImm => a.checked_shl(amount).unwrap_or(0),
                O::Ushr | O::UshrImm => mask(ty, a).checked_shr(amount).unwrap_or(0),
                _ => (sa >> amount.min(63)) as u64,
            }
        }
        O::Fadd | O::Fsub | O::Fmul | O::Fdiv | O::Fmin | O::Fmax if ty == Type::F32 => {
            let (x, y) = (as_f32(a), as_f32(b));
            return Ok(f32_out(match op {
                O::Fadd => x + y,
                O::Fsub => x - y,
                O::Fmul => x * y,
                O::Fdiv => x / y,
                O::Fmin => fminmax(x as f64, y as f64, false) as f32,
                _ => fminmax(x as f64, y as f64, true) as f32,
            }));
        }
        O::Fadd | O::Fsub | O::Fmul | O::Fdiv | O::Fmin | O::Fmax => {
            let (x, y) = (as_f64(a), as_f64(b));
            return Ok(f64_out(match op {
                O::Fadd => x + y,
                O::Fsub => x - y,
                O::Fmul => x * y,
                O::Fdiv => x / y,
                O::Fmin => fminmax(x, y, false),
                _ => fminmax(x, y, true),
            }));
        }
        _ => 0,
    };
    Ok(mask(ty, r))
}

/// `fma a, b, c` = a * b + c with a single rounding.
pub fn fma(ty: Type, a: u64, b: u64, c: u64) -> u64 {
    if ty == Type::F32 {
        f32_out(as_f32(a).mul_add(as_f32(b), as_f32(c)))
    } else {
        f64_out(as_f64(a).mul_add(as_f64(b), as_f64(c)))
    }
}

/// Evaluates a `Unary`-format opcode from type `from` to type `to`.
pub fn unary(op: Opcode, from: Type, to: Type, a: u64) -> u64 {
    use Opcode as O;
    let bits = from.bits();
    let r = match op {
        O::Ineg => a.wrapping_neg(),
        O::Iabs => sext(from, a).wrapping_abs() as u64,
        O::Bnot => !a,
        O::Popcnt => mask(from, a).count_ones() as u64,
        O::Clz => (mask(from, a).leading_zeros() - (64 - bits)) as u64,
        O::Ctz => (mask(from, a).trailing_zeros()).min(bits) as u64,
        O::Bitrev => mask(from, a).reverse_bits() >> (64 - bits),
        O::Fneg => a ^ (1u64 << (bits - 1)),
        O::Fabs => a & !(1u64 << (bits - 1)),
        O::Sextend => sext(from, a) as u64,
        O::Uextend | O::Ireduce | O::Bitcast => a,
        O::Fpromote => f64_out(as_f32(a) as f64),
        O::Fdemote => f32_out(as_f64(a) as f32),
        O::FcvtToSint => {
            let x = float_value(from, a);
            let v = x as i64; // truncates; saturates at i64; NaN -> 0
            let (min, max) = (sext(to, 1u64 << (to.bits() - 1)), (to.mask() >> 1) as i64);
            v.clamp(min, max) as u64
        }
        O::FcvtToUint => {
            let x = float_value(from, a);
            (x as u64).min(to.mask()) // truncates; negative and NaN -> 0
        }
        O::FcvtFromSint => float_result(to, sext(from, a) as f64, sext(from, a) as f32),
        O::FcvtFromUint => float_result(to, mask(from, a) as f64, mask(from, a) as f32),
        _ => return float_unary(op, from, a),
    };
    mask(to, r)
}

fn float_value(ty: Type, a: u64) -> f64 {
    if ty == Type::F32 {
        as_f32(a) as f64
    } else {
        as_f64(a)
    }
}

/// Picks the f32 or f64 result; each is a correctly rounded conversion.
fn float_result(ty: Type, as64: f64, as32: f32) -> u64 {
    if ty == Type::F32 {
        f32_out(as32)
    } else {
        f64_out(as64)
    }
}

/// Float unary operations. The approximate ones (`rcp rsqrt sin cos ex2
/// lg2`) return the correctly rounded value of the exact function; PTX's
/// `.approx` instructions may differ by the bounds `docs/IR.md` states.
fn float_unary(op: Opcode, ty: Type, a: u64) -> u64 {
    use Opcode as O;
    if ty == Type::F32 {
        let x = as_f32(a);
        let r = match op {
            O::Sqrt => x.sqrt(),
            O::Floor => x.floor(),
            O::Ceil => x.ceil(),
            O::Trunc => x.trunc(),
            O::Nearest => x.round_ties_even(),
            O::Rcp => 1.0 / x,
            O::Rsqrt => (1.0 / (x as f64).sqrt()) as f32,
            O::Sin => (x as f64).sin() as f32,
            O::Cos => (x as f64).cos() as f32,
            O::Ex2 => (x as f64).exp2() as f32,
            O::Lg2 => (x as f64).log2() as f32,
            _ => return a,
        };
        f32_out(r)
    } else {
        let x = as_f64(a);
        let r = match op {
            O::Sqrt => x.sqrt(),
            O::Floor => x.floor(),
            O::Ceil => x.ceil(),
            O::Trunc => x.trunc(),
            O::Nearest => x.round_ties_even(),
            O::Rcp => 1.0 / x,
            O::Rsqrt => 1.0 / x.sqrt(),
            _ => return a,
        };
        f64_out(r)
    }
}

/// `icmp cond a, b`.
pub fn icmp(cond: IntCC, ty: Type, a: u64, b: u64) -> bool {
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
pub fn fcmp(cond: FloatCC, ty: Type, a: u64, b: u64) -> bool {
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

    #[test]
    fn integer_edge_cases() {
        assert_eq!(binary(O::Iadd, Type::I8, 0x7f, 1), Ok(0x80));
        assert_eq!(
            binary(O::Sdiv, Type::I32, (-7i32) as u32 as u64, 2),
            Ok((-3i32) as u32 as u64)
        );
        assert_eq!(
            binary(O::Srem, Type::I32, (-7i32) as u32 as u64, 2),
            Ok((-1i32) as u32 as u64)
        );
        assert_eq!(
            binary(O::Sdiv, Type::I32, 1, 0),
            Err(EvalError::DivisionByZero)
        );
        assert_eq!(
            binary(O::Sdiv, Type::I8, 0x80, 0xff),
            Err(EvalError::DivisionOverflow)
        );
        assert_eq!(binary(O::Udiv, Type::I8, 0x80, 0xff), Ok(0));
        assert_eq!(binary(O::Ishl, Type::I32, 1, 31), Ok(0x8000_0000));
        assert_eq!(binary(O::Ishl, Type::I32, 1, 32), Ok(0));
        assert_eq!(
            binary(O::Sshr, Type::I32, 0x8000_0000, 100),
            Ok(0xffff_ffff)
        );
        assert_eq!(binary(O::Ushr, Type::I16, 0x8000, 0xffff_ffff), Ok(0));
        assert_eq!(
            binary(O::Smulhi, Type::I32, (-2i32) as u32 as u64, 3),
            Ok(0xffff_ffff)
        );
        assert_eq!(
            binary(O::Umulhi, Type::I64, u64::MAX, u64::MAX),
            Ok(u64::MAX - 1)
        );
        assert_eq!(unary(O::Clz, Type::I16, Type::I16, 1), 15);
        assert_eq!(unary(O::Clz, Type::I32, Type::I32, 0), 32);
        assert_eq!(unary(O::Ctz, Type::I64, Type::I64, 0), 64);
        assert_eq!(unary(O::Bitrev, Type::I8, Type::I8, 1), 0x80);
        assert_eq!(
            unary(O::Iabs, Type::I32, Type::I32, 0x8000_0000),
            0x8000_0000
        );
        assert_eq!(unary(O::Sextend, Type::I1, Type::I32, 1), 0xffff_ffff);
        assert_eq!(unary(O::Ireduce, Type::I32, Type::I1, 3), 1);
    }

    #[test]
    fn float_edge_cases() {
        let f = |x: f32| x.to_bits() as u64;
        assert_eq!(binary(O::Fmin, Type::F32, f(f32::NAN), f(2.0)), Ok(f(2.0)));
        assert_eq!(binary(O::Fmax, Type::F32, f(0.0), f(-0.0)), Ok(f(0.0)));
        assert_eq!(binary(O::Fmin, Type::F32, f(0.0), f(-0.0)), Ok(f(-0.0)));
        assert_eq!(
            binary(O::Fadd, Type::F32, f(f32::INFINITY), f(f32::NEG_INFINITY)),
            Ok(CANONICAL_NAN32 as u64)
        );
        assert_eq!(unary(O::FcvtToSint, Type::F32, Type::I8, f(300.0)), 127);
        assert_eq!(
            unary(O::FcvtToSint, Type::F32, Type::I32, f(-2.9)),
            (-2i32) as u32 as u64
        );
        assert_eq!(unary(O::FcvtToUint, Type::F32, Type::I32, f(-5.0)), 0);
        assert_eq!(unary(O::FcvtToSint, Type::F32, Type::I64, f(f32::NAN)), 0);
        assert_eq!(
            unary(O::FcvtFromUint, Type::I64, Type::F32, u64::MAX),
            f(18446744073709551615.0)
        );
        assert_eq!(unary(O::Nearest, Type::F32, Type::F32, f(2.5)), f(2.0));
        assert_eq!(unary(O::Fneg, Type::F32, Type::F32, f(0.0)), f(-0.0));
        assert!(fcmp(FloatCC::Une, Type::F32, f(f32::NAN), f(1.0)));
        assert!(!fcmp(FloatCC::One, Type::F32, f(f32::NAN), f(1.0)));
    }
}
