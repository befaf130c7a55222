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
