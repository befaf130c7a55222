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
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl IntCC {
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
    Oeq,
    One,
    Olt,
    Ole,
    Ogt,
    Oge,
    Ord,
    Ueq,
    Une,
    Ult,
    Ule,
    Ugt,
    Uge,
    Uno,
}

impl FloatCC {
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
