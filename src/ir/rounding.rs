//! Rounding modes of float arithmetic (`fadd fsub fmul fma`), and that
//! arithmetic computed exactly under every mode.
//!
//! ```text
//!   RoundingMode (rn rz rm rp; text `fma rm v1, v2, v3`, `rn` unwritten)
//!   (op, mode, f32/f64 bits) ──rounded()──> result bits (canonical NaN)
//! ```
//!
//! `rn` (to nearest, ties to even) is the default and what an instruction
//! without a mode in the text has. The directed modes are computed with
//! `rustc_apfloat` (LLVM's APFloat, ported: IEEE single and double with
//! every rounding mode and a fused multiply-add rounded once), never by
//! host float tricks that would round twice. It follows IEEE 754: an exact
//! zero sum is +0 except under `rm` (-0), or when both addends are -0;
//! overflow gives infinity when the mode rounds away from zero in that
//! direction (`rn`, `rp` for positive, `rm` for negative results), else
//! the largest finite value; subnormals are kept. A NaN result is the
//! canonical NaN, as every IR float operation gives. The PTX simulator
//! computes the same operations independently (`ptx::sim::eval::round`),
//! so the two engines check each other.

use core::fmt;
use rustc_apfloat::ieee::{Double, Single};
use rustc_apfloat::{Float, Round};

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
}

/// `op` on the bits `a`, `b`, `c` of type `ty` (`f32`, else `f64`),
/// rounded once with `mode`.
pub fn rounded(op: RoundedOp, mode: RoundingMode, ty: Type, a: u64, b: u64, c: u64) -> u64 {
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
        F: core::ops::Add<Output = F> + core::ops::Sub<Output = F> + core::ops::Mul<Output = F>,
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
    }
}

#[cfg(test)]
pub(crate) mod cases;
#[cfg(test)]
mod tests;
