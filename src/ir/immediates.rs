//! Immediate operands: IEEE floats stored as bits, and the canonical text form
//! of integer and float literals.
//!
//! Floats are kept as bit patterns so that equality, hashing and printing are
//! exact (`-0.0 != 0.0`, NaN payloads survive a text round trip).
//!
//! Text forms: finite values print in Rust's shortest round-trip decimal
//! (`1.5`, `-0.0`, `1e-30`); `inf`, `-inf`; the default quiet NaN prints as
//! `nan` (`-nan` with the sign bit); any other NaN as `nan:0xBITS`.

use core::fmt;

/// An `f32` immediate, as its bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ieee32(pub u32);

/// An `f64` immediate, as its bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ieee64(pub u64);

impl Ieee32 {
    /// The immediate with the bits of `x`.
    pub fn from_f32(x: f32) -> Self {
        Ieee32(x.to_bits())
    }
    /// The immediate as an `f32`.
    pub fn as_f32(self) -> f32 {
        f32::from_bits(self.0)
    }
}

impl Ieee64 {
    /// The immediate with the bits of `x`.
    pub fn from_f64(x: f64) -> Self {
        Ieee64(x.to_bits())
    }
    /// The immediate as an `f64`.
    pub fn as_f64(self) -> f64 {
        f64::from_bits(self.0)
    }
}

/// The quiet NaN that `nan` denotes in text, as f32 bits.
pub const DEFAULT_NAN32: u32 = 0x7fc0_0000;
/// The quiet NaN that `nan` denotes in text, as f64 bits.
pub const DEFAULT_NAN64: u64 = 0x7ff8_0000_0000_0000;

impl fmt::Display for Ieee32 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let x = self.as_f32();
        if x.is_nan() {
            match self.0 {
                DEFAULT_NAN32 => f.write_str("nan"),
                b if b == DEFAULT_NAN32 | 0x8000_0000 => f.write_str("-nan"),
                b => write!(f, "nan:{b:#010x}"),
            }
        } else {
            write_finite_or_inf(f, x.is_infinite(), x.is_sign_negative(), &format!("{x:?}"))
        }
    }
}

impl fmt::Display for Ieee64 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let x = self.as_f64();
        if x.is_nan() {
            match self.0 {
                DEFAULT_NAN64 => f.write_str("nan"),
                b if b == DEFAULT_NAN64 | (1 << 63) => f.write_str("-nan"),
                b => write!(f, "nan:{b:#018x}"),
            }
        } else {
            write_finite_or_inf(f, x.is_infinite(), x.is_sign_negative(), &format!("{x:?}"))
        }
    }
}

fn write_finite_or_inf(
    f: &mut fmt::Formatter<'_>,
    inf: bool,
    neg: bool,
    debug: &str,
) -> fmt::Result {
    match (inf, neg) {
        (true, false) => f.write_str("inf"),
        (true, true) => f.write_str("-inf"),
        _ => f.write_str(debug),
    }
}

/// Parses a float literal as f64 bits widened from the text: `1.5`, `-2e3`,
/// `inf`, `-inf`, `nan`, `-nan`, `nan:0x7fc00001`. Integers (`3`) are accepted.
/// `bits` is the width of the target type (32 or 64). Returns the bit pattern.
pub fn parse_float_bits(text: &str, bits: u32) -> Option<u64> {
    let (neg, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let sign32 = if neg { 0x8000_0000u64 } else { 0 };
    let sign64 = if neg { 1u64 << 63 } else { 0 };
    if body == "nan" {
        return Some(if bits == 32 {
            DEFAULT_NAN32 as u64 | sign32
        } else {
            DEFAULT_NAN64 | sign64
        });
    }
    if let Some(hex) = body.strip_prefix("nan:0x") {
        let raw = u64::from_str_radix(hex, 16).ok()?;
        let is_nan = if bits == 32 {
            raw <= u32::MAX as u64 && f32::from_bits(raw as u32).is_nan()
        } else {
            f64::from_bits(raw).is_nan()
        };
        if neg || !is_nan {
            return None;
        }
        return Some(raw);
    }
    if body == "inf" {
        return Some(if bits == 32 {
            f32::INFINITY.to_bits() as u64 | sign32
        } else {
            f64::INFINITY.to_bits() | sign64
        });
    }
    // Only plain decimal syntax: digits, '.', exponent. Rust's parser also
    // accepts "infinity" and "NaN"; those are not our syntax.
    if body.is_empty()
        || !body
            .bytes()
            .all(|b| b.is_ascii_digit() || b"._eE+-".contains(&b))
    {
        return None;
    }
    if !body.as_bytes()[0].is_ascii_digit() {
        return None;
    }
    // A finite literal too large for the type is an error, not infinity.
    if bits == 32 {
        let x: f32 = body.parse().ok().filter(|x: &f32| x.is_finite())?;
        Some(((if neg { -x } else { x }).to_bits()) as u64)
    } else {
        let x: f64 = body.parse().ok().filter(|x: &f64| x.is_finite())?;
        Some((if neg { -x } else { x }).to_bits())
    }
}

/// Parses an integer literal: decimal with optional sign, or `0x` hex (with
/// optional `-`). Returns the value as `i128` so range checks are exact.
pub fn parse_int(text: &str) -> Option<i128> {
    let (neg, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let magnitude = if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        if hex.is_empty() || hex.len() > 16 {
            return None;
        }
        u64::from_str_radix(hex, 16).ok()? as i128
    } else {
        if body.is_empty() || body.len() > 20 || !body.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        body.parse::<u64>().ok()? as i128
    };
    Some(if neg { -magnitude } else { magnitude })
}

/// Does `value` fit in `bits` bits as either a signed or an unsigned number?
pub fn int_fits(value: i128, bits: u32) -> bool {
    let min = -(1i128 << (bits - 1));
    let max = (1i128 << bits) - 1;
    (min..=max).contains(&value)
}

/// The canonical storage of an integer immediate of width `bits`: the low
/// `bits` bits, sign-extended to 64 (`iconst.i8 255` and `iconst.i8 -1` are
/// the same instruction) — except `i1`, whose immediates are 0 or 1.
pub fn canonical_imm(value: i64, bits: u32) -> i64 {
    if bits >= 64 {
        value
    } else if bits == 1 {
        value & 1
    } else {
        let shift = 64 - bits;
        (value << shift) >> shift
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_text_round_trips() {
        for x in [
            0.0f32,
            -0.0,
            1.5,
            0.1,
            1e-30,
            3.4028235e38,
            f32::MIN_POSITIVE / 4.0,
        ] {
            let s = Ieee32::from_f32(x).to_string();
            assert_eq!(parse_float_bits(&s, 32), Some(x.to_bits() as u64), "{s}");
        }
        for bits in [DEFAULT_NAN32, 0x7fc0_0001, 0xffc0_0000, 0x7f80_0001] {
            let s = Ieee32(bits).to_string();
            assert_eq!(parse_float_bits(&s, 32), Some(bits as u64), "{s}");
        }
        for x in [0.0f64, -0.0, 0.1, 1e300, f64::INFINITY, f64::NEG_INFINITY] {
            let s = Ieee64::from_f64(x).to_string();
            assert_eq!(parse_float_bits(&s, 64), Some(x.to_bits()), "{s}");
        }
        assert_eq!(Ieee32::from_f32(-0.0).to_string(), "-0.0");
        assert_eq!(Ieee32::from_f32(2.0).to_string(), "2.0");
        assert_eq!(parse_float_bits("3", 32), Some(3.0f32.to_bits() as u64));
        assert_eq!(parse_float_bits("infinity", 32), None);
        assert_eq!(parse_float_bits("nan:0x3f800000", 32), None);
        assert_eq!(parse_float_bits(".5", 32), None);
        assert_eq!(parse_float_bits("1e39", 32), None);
        assert_eq!(parse_float_bits("1e39", 64), Some(1e39f64.to_bits()));
    }

    #[test]
    fn int_literals_and_ranges() {
        assert_eq!(parse_int("-12"), Some(-12));
        assert_eq!(parse_int("0xff"), Some(255));
        assert_eq!(parse_int("18446744073709551615"), Some(u64::MAX as i128));
        assert_eq!(parse_int("18446744073709551616"), None);
        assert_eq!(parse_int("1x"), None);
        assert!(int_fits(255, 8) && int_fits(-128, 8) && !int_fits(256, 8) && !int_fits(-129, 8));
        assert!(int_fits(1, 1) && int_fits(-1, 1) && !int_fits(2, 1));
        assert_eq!(canonical_imm(255, 8), -1);
        assert_eq!(canonical_imm(0xffff_ffff, 32), -1);
        assert_eq!(canonical_imm(127, 8), 127);
        assert_eq!(canonical_imm(-1, 1), 1);
    }
}
