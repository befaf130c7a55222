//! Condition codes of `icmp` and `fcmp`.
//!
//! Integer codes name the signedness (`slt` vs `ult`). Float codes follow
//! LLVM: `o*` codes are false when either operand is NaN, `u*` codes are true,
//! `ord`/`uno` test for NaN only. These map one to one onto PTX `setp`
//! comparisons (`lt` = `olt`, `ltu` = `ult`, `num` = `ord`, `nan` = `uno`).

use core::fmt;

/// An integer comparison.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntCC {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
    /// Signed less than.
    Slt,
    /// Signed less than or equal.
    Sle,
    /// Signed greater than.
    Sgt,
    /// Signed greater than or equal.
    Sge,
    /// Unsigned less than.
    Ult,
    /// Unsigned less than or equal.
    Ule,
    /// Unsigned greater than.
    Ugt,
    /// Unsigned greater than or equal.
    Uge,
}

impl IntCC {
    /// Every integer condition code.
    pub const ALL: [IntCC; 10] = [
        IntCC::Eq,
        IntCC::Ne,
        IntCC::Slt,
        IntCC::Sle,
        IntCC::Sgt,
        IntCC::Sge,
        IntCC::Ult,
        IntCC::Ule,
        IntCC::Ugt,
        IntCC::Uge,
    ];

    /// The code's name in the text format.
    pub fn name(self) -> &'static str {
        match self {
            IntCC::Eq => "eq",
            IntCC::Ne => "ne",
            IntCC::Slt => "slt",
            IntCC::Sle => "sle",
            IntCC::Sgt => "sgt",
            IntCC::Sge => "sge",
            IntCC::Ult => "ult",
            IntCC::Ule => "ule",
            IntCC::Ugt => "ugt",
            IntCC::Uge => "uge",
        }
    }

    /// Looks a condition code up by its text name.
    pub fn from_name(name: &str) -> Option<IntCC> {
        IntCC::ALL.into_iter().find(|c| c.name() == name)
    }

    /// Is this a signed comparison?
    pub fn is_signed(self) -> bool {
        matches!(self, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge)
    }
}

/// A floating-point comparison.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FloatCC {
    /// Ordered and equal.
    Oeq,
    /// Ordered and not equal.
    One,
    /// Ordered and less than.
    Olt,
    /// Ordered and less than or equal.
    Ole,
    /// Ordered and greater than.
    Ogt,
    /// Ordered and greater than or equal.
    Oge,
    /// Ordered: neither operand is NaN.
    Ord,
    /// Unordered or equal.
    Ueq,
    /// Unordered or not equal.
    Une,
    /// Unordered or less than.
    Ult,
    /// Unordered or less than or equal.
    Ule,
    /// Unordered or greater than.
    Ugt,
    /// Unordered or greater than or equal.
    Uge,
    /// Unordered: either operand is NaN.
    Uno,
}

impl FloatCC {
    /// Every float condition code.
    pub const ALL: [FloatCC; 14] = [
        FloatCC::Oeq,
        FloatCC::One,
        FloatCC::Olt,
        FloatCC::Ole,
        FloatCC::Ogt,
        FloatCC::Oge,
        FloatCC::Ord,
        FloatCC::Ueq,
        FloatCC::Une,
        FloatCC::Ult,
        FloatCC::Ule,
        FloatCC::Ugt,
        FloatCC::Uge,
        FloatCC::Uno,
    ];

    /// The code's name in the text format.
    pub fn name(self) -> &'static str {
        match self {
            FloatCC::Oeq => "oeq",
            FloatCC::One => "one",
            FloatCC::Olt => "olt",
            FloatCC::Ole => "ole",
            FloatCC::Ogt => "ogt",
            FloatCC::Oge => "oge",
            FloatCC::Ord => "ord",
            FloatCC::Ueq => "ueq",
            FloatCC::Une => "une",
            FloatCC::Ult => "ult",
            FloatCC::Ule => "ule",
            FloatCC::Ugt => "ugt",
            FloatCC::Uge => "uge",
            FloatCC::Uno => "uno",
        }
    }

    /// Looks a condition code up by its text name.
    pub fn from_name(name: &str) -> Option<FloatCC> {
        FloatCC::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl fmt::Display for IntCC {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for FloatCC {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
