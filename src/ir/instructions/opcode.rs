//! The opcode: generated from the instruction table (`table.rs`) by the
//! build script, with the predicates the rest of the compiler asks, all
//! read from the opcode's row (`Opcode::def`).
//!
//! The effects predicates are the one oracle every pass consults before
//! removing, moving or duplicating an instruction:
//!
//! ```text
//!   is_pure                     no effect at all: remove if unused, move, duplicate
//!   can_fold_into_user          pure: computed where its user is (ISLE folding)
//!   is_removable_if_unused      no side effect, memory access or rendezvous;
//!                               may trap (a trapping division that nothing
//!                               reads is undefined behaviour either way)
//!   has_side_effects            must stay even when its results are unused
//!   is_convergent               threads rendezvous: never moved across control
//!                               flow, duplicated into divergent paths, or removed
//! ```
//!
//! Invariant: every opcode has exactly one row, a unique name and one
//! format (checked by the build script and the test below).

use super::meta::{Effects, InstDef};
use super::table::INSTRUCTIONS;
use super::InstructionFormat;
use core::fmt;

include!(concat!(env!("OUT_DIR"), "/ir_opcodes.rs"));

impl Opcode {
    /// The opcode's row of the instruction table.
    pub fn def(self) -> &'static InstDef {
        &INSTRUCTIONS[self as usize]
    }

    /// The opcode's name in the text format.
    pub fn name(self) -> &'static str {
        self.def().name
    }

    /// The format this opcode's `InstData` has.
    pub fn format(self) -> InstructionFormat {
        self.def().format
    }

    /// What executing it may do besides computing its results.
    pub fn effects(self) -> Effects {
        self.def().effects
    }

    /// Does this opcode end a block?
    pub fn is_terminator(self) -> bool {
        self.effects().terminator
    }

    /// Does this opcode transfer control to other blocks of the function?
    pub fn is_branch(self) -> bool {
        self.effects().branch
    }

    /// Does it call a function?
    pub fn is_call(self) -> bool {
        self.effects().call
    }

    /// Does the result type come from a `.type` suffix rather than operands?
    pub fn has_explicit_type(self) -> bool {
        self.def().has_explicit_type()
    }

    /// The lanes a memory access moves: 2 or 4 for `load_v2`/`store_v2`
    /// and `load_v4`/`store_v4`, 1 for every other instruction.
    pub fn lanes(self) -> u32 {
        self.def().lanes()
    }

    /// Is it a constant (`iconst`, `f32const`, `f64const`)?
    pub fn is_constant(self) -> bool {
        matches!(self, Opcode::Iconst | Opcode::F32const | Opcode::F64const)
    }

    /// Does it do nothing but compute its results, for every operand?
    pub fn is_pure(self) -> bool {
        self.effects() == Effects::PURE
    }

    /// May it be computed where its user is instead of where it is (an
    /// ISLE rule folding it into its user, a pass moving it)? Only pure
    /// operations: a trapping one would run on paths it did not run on.
    pub fn can_fold_into_user(self) -> bool {
        self.is_pure()
    }

    /// Must it stay even when nothing uses its results?
    pub fn has_side_effects(self) -> bool {
        let e = self.effects();
        e.side_effect || e.writes_memory || e.terminator || e.call || e.convergent
    }

    /// May it be dropped when nothing uses its results? Everything without
    /// a side effect, a memory access or a rendezvous; operations that can
    /// trap on some operands (division) may go, since the trap is undefined
    /// behaviour the program promises not to have.
    pub fn is_removable_if_unused(self) -> bool {
        !self.has_side_effects() && !self.effects().reads_memory
    }

    /// Do its threads rendezvous, so that it must not move across control
    /// flow, be duplicated into divergent paths, or be removed?
    pub fn is_convergent(self) -> bool {
        self.effects().convergent
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::gpu::SpecialReg;

    #[test]
    fn effects_predicates_are_consistent() {
        for &op in Opcode::ALL {
            let e = op.effects();
            // Never removed, moved or folded: what must happen stays.
            if op.is_convergent() || e.side_effect || e.writes_memory || e.call {
                assert!(op.has_side_effects(), "{op}");
                assert!(!op.is_removable_if_unused(), "{op}");
                assert!(!op.can_fold_into_user(), "{op}");
            }
            // A memory read may fault: kept when unused, not moved.
            if e.reads_memory {
                assert!(
                    !op.is_removable_if_unused() && !op.can_fold_into_user(),
                    "{op}"
                );
            }
            if op.can_fold_into_user() {
                assert!(op.is_pure() && op.is_removable_if_unused(), "{op}");
            }
            assert_eq!(op.is_branch(), e.branch);
            assert!(!e.branch || e.terminator, "{op}: a branch ends its block");
        }
        assert!(Opcode::Barrier.is_convergent());
        assert!(Opcode::Sdiv.is_removable_if_unused() && !Opcode::Sdiv.can_fold_into_user());
        assert!(!Opcode::Load.is_removable_if_unused());
        assert!(Opcode::Iadd.is_pure() && Opcode::Sreg.is_pure());
    }

    #[test]
    fn opcode_names_are_unique_and_round_trip() {
        for &op in Opcode::ALL {
            assert_eq!(Opcode::from_name(op.name()), Some(op));
        }
        let mut names: Vec<_> = Opcode::ALL.iter().map(|o| o.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Opcode::ALL.len());
        // `def()` indexes the table by discriminant: rows are in enum order.
        for &op in Opcode::ALL {
            assert_eq!(op.def().variant, format!("{op:?}"));
        }
        assert_eq!(SpecialReg::all().count(), 14);
        for r in SpecialReg::all() {
            assert_eq!(SpecialReg::from_name(&r.to_string()), Some(r));
        }
    }
}
