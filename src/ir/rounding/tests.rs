use super::cases::CASES;
use super::{rounded, RoundingMode};

#[test]
fn every_mode_matches_the_exact_model() {
    for &(op, ty, a, b, c, expected) in CASES {
        for (mode, want) in RoundingMode::ALL.into_iter().zip(expected) {
            let got = rounded(op, mode, ty, a, b, c);
            assert_eq!(
                got, want,
                "{op:?}.{mode} {ty} {a:#x} {b:#x} {c:#x}: got {got:#x}, the model says {want:#x}"
            );
        }
    }
}

#[test]
fn names_round_trip() {
    for m in RoundingMode::ALL {
        assert_eq!(RoundingMode::from_name(m.name()), Some(m));
    }
    assert_eq!(RoundingMode::from_name("rni"), None);
    assert_eq!(RoundingMode::default(), RoundingMode::Rn);
}

#[test]
fn conversions_match_the_exact_model() {
    use super::cases::{Convert, CONVERSIONS};
    use super::{demote, from_int};
    use crate::ir::Type;
    for &(kind, from, to, bits, expected) in CONVERSIONS {
        for (mode, want) in RoundingMode::ALL.into_iter().zip(expected) {
            let got = match kind {
                Convert::Demote => demote(mode, bits),
                Convert::Sint if from == Type::I32 => {
                    from_int(mode, i128::from(bits as u32 as i32), to)
                }
                Convert::Sint => from_int(mode, i128::from(bits as i64), to),
                Convert::Uint => from_int(mode, i128::from(bits), to),
            };
            assert_eq!(
                got, want,
                "{kind:?}.{mode} {from} -> {to} {bits:#x}: got {got:#x}, the model says {want:#x}"
            );
        }
    }
}
