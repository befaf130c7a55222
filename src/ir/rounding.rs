//! Rounding modes of float arithmetic (`fadd fsub fmul fdiv fma sqrt`) and
//! of the conversions to float (`fdemote`, `fcvt_from_sint/uint`), and
//! those operations computed exactly under every mode.
//!
//! ```text
//!   RoundingMode (rn rz rm rp; text `fma rm v1, v2, v3`, `rn` unwritten)
//!   (op, mode, f32/f64 bits) ──rounded()──> result bits (canonical NaN)
//!   (mode, value, to)        ──demote() / from_int()──> result bits
//! ```
//!
//! `rn` (to nearest, ties to even) is the default and what an instruction
//! without a mode in the text has. The directed modes are computed with
//! `rustc_apfloat` (LLVM's APFloat, ported: IEEE single and double with
//! every rounding mode, division, conversions and a fused multiply-add
//! rounded once), never by host float tricks that would round twice.
//! APFloat has no square root: the host's (correctly rounded to nearest)
//! is moved one step when its exact square, formed in APFloat's quad
//! precision, lies on the wrong side.
//!
//! Every operation follows IEEE 754: an exact zero sum is +0 except under `rm` (-0), or when both addends are -0;
//! overflow gives infinity when the mode rounds away from zero in that
//! direction (`rn`, `rp` for positive, `rm` for negative results), else
//! the largest finite value; subnormals are kept. A NaN result is the
//! canonical NaN, as every IR float operation gives. The PTX simulator
//! computes the same operations independently (`ptx::sim::eval::round`),
//! so the two engines check each other.

use core::fmt;
use rustc_apfloat::ieee::{Double, Quad, Single};
use rustc_apfloat::{Float, FloatConvert, Round};

use super::fold::{CANONICAL_NAN32, CANONICAL_NAN64};
use super::Type;

/// How a float operation rounds its exact result (IEEE 754 4.3; PTX's
/// `.rn .rz .rm .rp`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum RoundingMode {
    /// To nearest, ties to even (the default).
    #[default]
    Rn,
    /// Toward zero.
    Rz,
    /// Toward minus infinity.
    Rm,
    /// Toward plus infinity.
    Rp,
}

impl RoundingMode {
    /// Every mode.
    pub const ALL: [RoundingMode; 4] = [
        RoundingMode::Rn,
        RoundingMode::Rz,
        RoundingMode::Rm,
        RoundingMode::Rp,
    ];

    /// The mode's name in the text format (and PTX's, without the dot).
    pub fn name(self) -> &'static str {
        match self {
            RoundingMode::Rn => "rn",
            RoundingMode::Rz => "rz",
            RoundingMode::Rm => "rm",
            RoundingMode::Rp => "rp",
        }
    }

    /// Looks a mode up by its text name.
    pub fn from_name(name: &str) -> Option<RoundingMode> {
        RoundingMode::ALL.into_iter().find(|m| m.name() == name)
    }

    fn apfloat(self) -> Round {
        match self {
            RoundingMode::Rn => Round::NearestTiesToEven,
            RoundingMode::Rz => Round::TowardZero,
            RoundingMode::Rm => Round::TowardNegative,
            RoundingMode::Rp => Round::TowardPositive,
        }
    }
}

impl fmt::Display for RoundingMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An operation that takes a rounding mode.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RoundedOp {
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a * b`.
    Mul,
    /// `a * b + c`, rounded once.
    Fma,
    /// `a / b`.
    Div,
    /// The square root of `a`.
    Sqrt,
}

/// `op` on the bits `a`, `b`, `c` of type `ty` (`f32`, else `f64`),
/// rounded once with `mode`.
pub fn rounded(op: RoundedOp, mode: RoundingMode, ty: Type, a: u64, b: u64, c: u64) -> u64 {
    if op == RoundedOp::Sqrt {
        return sqrt(mode, ty, a);
    }
    if mode == RoundingMode::Rn {
        return nearest(op, ty, a, b, c);
    }
    if ty == Type::F32 {
        let v = |x: u64| Single::from_bits(u128::from(x as u32));
        let r = apply(op, mode, v(a), v(b), v(c));
        if r.is_nan() {
            u64::from(CANONICAL_NAN32)
        } else {
            r.to_bits() as u64
        }
    } else {
        let v = |x: u64| Double::from_bits(u128::from(x));
        let r = apply(op, mode, v(a), v(b), v(c));
        if r.is_nan() {
            CANONICAL_NAN64
        } else {
            r.to_bits() as u64
        }
    }
}

/// `rn` on the host: each of these operations is one IEEE operation,
/// correctly rounded to nearest even (and faster than `apply`).
fn nearest(op: RoundedOp, ty: Type, a: u64, b: u64, c: u64) -> u64 {
    fn run<
        F: core::ops::Add<Output = F>
            + core::ops::Sub<Output = F>
            + core::ops::Mul<Output = F>
            + core::ops::Div<Output = F>,
    >(
        op: RoundedOp,
        fma: fn(F, F, F) -> F,
        a: F,
        b: F,
        c: F,
    ) -> F {
        match op {
            RoundedOp::Add => a + b,
            RoundedOp::Sub => a - b,
            RoundedOp::Mul => a * b,
            RoundedOp::Fma => fma(a, b, c),
            RoundedOp::Div => a / b,
            // `rounded` takes square roots elsewhere.
            RoundedOp::Sqrt => a,
        }
    }
    if ty == Type::F32 {
        let v = |x: u64| f32::from_bits(x as u32);
        let r = run(op, f32::mul_add, v(a), v(b), v(c));
        if r.is_nan() {
            u64::from(CANONICAL_NAN32)
        } else {
            u64::from(r.to_bits())
        }
    } else {
        let r = run(
            op,
            f64::mul_add,
            f64::from_bits(a),
            f64::from_bits(b),
            f64::from_bits(c),
        );
        if r.is_nan() {
            CANONICAL_NAN64
        } else {
            r.to_bits()
        }
    }
}

fn apply<F: Float>(op: RoundedOp, mode: RoundingMode, a: F, b: F, c: F) -> F {
    let round = mode.apfloat();
    match op {
        RoundedOp::Add => a.add_r(b, round).value,
        RoundedOp::Sub => a.sub_r(b, round).value,
        RoundedOp::Mul => a.mul_r(b, round).value,
        RoundedOp::Fma => a.mul_add_r(b, c, round).value,
        RoundedOp::Div => a.div_r(b, round).value,
        // `rounded` takes square roots elsewhere.
        RoundedOp::Sqrt => a,
    }
}

/// The square root of the bits `a` (`f32` or `f64`) rounded with `mode`:
/// the host's root, to nearest, moved down (`rz`, `rm`: the root is
/// positive) when its exact square exceeds `a`, up (`rp`) when it falls
/// short. A negative operand gives the canonical NaN; -0 gives -0.
fn sqrt(mode: RoundingMode, ty: Type, a: u64) -> u64 {
    use core::cmp::Ordering;
    let is_f32 = ty == Type::F32;
    // The operand and the host's root in the type, both held as f64s.
    let (x, r) = if is_f32 {
        let x = f32::from_bits(a as u32);
        (f64::from(x), f64::from(x.sqrt()))
    } else {
        let x = f64::from_bits(a);
        (x, x.sqrt())
    };
    if r.is_nan() {
        return if is_f32 {
            u64::from(CANONICAL_NAN32)
        } else {
            CANONICAL_NAN64
        };
    }
    let (mut down, mut up) = (false, false);
    if mode != RoundingMode::Rn && r != 0.0 && r.is_finite() {
        // The root's square is exact in quad precision (113 bits).
        let quad = |v: f64| -> Quad {
            Double::from_bits(u128::from(v.to_bits()))
                .convert(&mut false)
                .value
        };
        let order = (quad(r) * quad(r)).value.partial_cmp(&quad(x));
        down = order == Some(Ordering::Greater) && mode != RoundingMode::Rp;
        up = order == Some(Ordering::Less) && mode == RoundingMode::Rp;
    }
    if is_f32 {
        let r = r as f32; // exact: r is an f32 value
        let r = if down {
            r.next_down()
        } else if up {
            r.next_up()
        } else {
            r
        };
        u64::from(r.to_bits())
    } else if down {
        r.next_down().to_bits()
    } else if up {
        r.next_up().to_bits()
    } else {
        r.to_bits()
    }
}

/// The f64 bits `a` converted to f32 bits, rounded with `mode` (`fdemote`).
pub fn demote(mode: RoundingMode, a: u64) -> u64 {
    let x = f64::from_bits(a);
    if x.is_nan() {
        return u64::from(CANONICAL_NAN32);
    }
    if mode == RoundingMode::Rn {
        return u64::from((x as f32).to_bits());
    }
    let r: Single = Double::from_bits(u128::from(a))
        .convert_r(mode.apfloat(), &mut false)
        .value;
    r.to_bits() as u64
}

/// The integer `v` converted to the float type `to`, rounded with `mode`
/// (`fcvt_from_sint`, `fcvt_from_uint`: the caller reads the operand
/// signed or not).
pub fn from_int(mode: RoundingMode, v: i128, to: Type) -> u64 {
    if mode == RoundingMode::Rn {
        // The host's conversions round to nearest even.
        return if to == Type::F32 {
            u64::from((v as f32).to_bits())
        } else {
            (v as f64).to_bits()
        };
    }
    if to == Type::F32 {
        Single::from_i128_r(v, mode.apfloat()).value.to_bits() as u64
    } else {
        Double::from_i128_r(v, mode.apfloat()).value.to_bits() as u64
    }
}

#[cfg(test)]
pub(crate) mod cases;
#[cfg(test)]
mod tests;
