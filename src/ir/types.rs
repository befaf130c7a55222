//! Scalar value types of the IR.
//!
//! Every SSA value has exactly one [`Type`]. Integers carry no signedness: the
//! instruction says how bits are interpreted (`sdiv` vs `udiv`, `slt` vs
//! `ult`). `i1` is the predicate type produced by comparisons; pointers are
//! plain `i64` (or `i32` for 32-bit shared/local/const/param addresses).

use core::fmt;

/// A scalar type: `i1 i8 i16 i32 i64 f32 f64`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Type {
    /// A 1-bit predicate (0 or 1).
    I1,
    /// An 8-bit integer.
    I8,
    /// A 16-bit integer.
    I16,
    /// A 32-bit integer.
    I32,
    /// A 64-bit integer.
    I64,
    /// An IEEE-754 binary32 float.
    F32,
    /// An IEEE-754 binary64 float.
    F64,
}

impl Type {
    /// Every type, in printing order.
    pub const ALL: [Type; 7] = [
        Type::I1,
        Type::I8,
        Type::I16,
        Type::I32,
        Type::I64,
        Type::F32,
        Type::F64,
    ];

    /// Width in bits (`i1` is 1).
    pub fn bits(self) -> u32 {
        match self {
            Type::I1 => 1,
            Type::I8 => 8,
            Type::I16 => 16,
            Type::I32 | Type::F32 => 32,
            Type::I64 | Type::F64 => 64,
        }
    }

    /// Size in bytes when stored to memory (`i1` occupies one byte).
    pub fn bytes(self) -> u32 {
        match self {
            Type::I1 | Type::I8 => 1,
            _ => self.bits() / 8,
        }
    }

    /// Is this any integer type, `i1` included?
    pub fn is_int(self) -> bool {
        !self.is_float()
    }

    /// Is this an integer type an arithmetic instruction accepts (`i8`..`i64`)?
    pub fn is_arith_int(self) -> bool {
        matches!(self, Type::I8 | Type::I16 | Type::I32 | Type::I64)
    }

    /// Is this `f32` or `f64`?
    pub fn is_float(self) -> bool {
        matches!(self, Type::F32 | Type::F64)
    }

    /// Is this a type an address may have (`i32` or `i64`)?
    pub fn is_addr(self) -> bool {
        matches!(self, Type::I32 | Type::I64)
    }

    /// All-ones mask of this type's width, as `u64`.
    pub fn mask(self) -> u64 {
        match self.bits() {
            64 => u64::MAX,
            b => (1u64 << b) - 1,
        }
    }

    /// The type's name as written in the text format.
    pub fn name(self) -> &'static str {
        match self {
            Type::I1 => "i1",
            Type::I8 => "i8",
            Type::I16 => "i16",
            Type::I32 => "i32",
            Type::I64 => "i64",
            Type::F32 => "f32",
            Type::F64 => "f64",
        }
    }

    /// Parses a type name (`"i32"`), or `None`.
    pub fn from_name(name: &str) -> Option<Type> {
        Type::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_sizes() {
        for t in Type::ALL {
            assert_eq!(Type::from_name(t.name()), Some(t));
        }
        assert_eq!(Type::from_name("i128"), None);
        assert_eq!(Type::I1.bytes(), 1);
        assert_eq!(Type::I16.bytes(), 2);
        assert_eq!(Type::F64.bytes(), 8);
        assert_eq!(Type::I8.mask(), 0xff);
        assert_eq!(Type::I64.mask(), u64::MAX);
        assert!(Type::I1.is_int() && !Type::I1.is_arith_int());
    }
}
