//! Read-only global loads: the `llvm.nvvm.ldg.global.*` and
//! `llvm.nvvm.ldu.global.*` intrinsics (how clang up to 19 writes CUDA's
//! `__ldg` and `__ldu`) become non-coherent global loads, one per lane.
//!
//! ```text
//!   %v = call T @llvm.nvvm.ldg.global.K.S.pN(ptr %p, i32 A)
//!     K: i (integer), f (float), p (pointer); S: the result type,
//!     `i32`, `f64`, `p0`, or a vector `v4f32`, `v2i64`, ...
//!   ──> load.T global nc %p (align min(A, size)), or for a vector
//!       load_v4/load_v2.T global nc %p for the lanes A covers, single
//!       loads for the rest (`load_lanes`)
//! ```
//!
//! The pointer is taken as a global address whatever its LLVM address
//! space: the intrinsics read global memory only (a generic address of
//! global memory is the same number). `ldu` (a load of data uniform
//! across the warp, which must be read-only too) is read the same way:
//! the value is what a plain load gives. `!invariant.load` loads of
//! global memory are marked in `inst.rs` with `set_load_mode`.

use super::{scalar, FunctionTranslator, TResult, Val};
use crate::ir::{AccessMode, Inst, Space, Type, Value, ValueDef};
use crate::llvm::ast::{Operand, Ty, Typed};

/// Most lanes of an `ldg` vector (`v4f32`, `v4i32`; `v2f64`, `v2i64`).
const MAX_LDG_LANES: u32 = 4;

/// The LLVM type a `K.S` suffix (`f.v4f32`, `i.i64`, `p.p1`) names.
fn result_type(kind: &str, suffix: &str) -> Option<Ty> {
    let (lanes, elem) = match suffix.strip_prefix('v') {
        Some(rest) => {
            let digits = rest.chars().take_while(char::is_ascii_digit).count();
            let n: u32 = rest[..digits].parse().ok()?;
            (Some(n), &rest[digits..])
        }
        None => (None, suffix),
    };
    let elem = match (kind, elem.as_bytes().first()) {
        ("i", Some(b'i')) => Ty::Int(elem[1..].parse().ok()?),
        ("f", Some(b'f')) => Ty::Float(elem[1..].parse().ok()?),
        ("p", Some(b'p')) => Ty::Ptr(elem[1..].parse().ok()?),
        _ => return None,
    };
    match lanes {
        Some(n) if (2..=MAX_LDG_LANES).contains(&n) => {
            Some(Ty::Vector(u64::from(n), Box::new(elem)))
        }
        Some(_) => None,
        None => Some(elem),
    }
}

impl<'m> FunctionTranslator<'m, '_> {
    /// `llvm.nvvm.ldg.global.*` / `ldu.global.*` (see the module comment).
    pub(super) fn ldg(&mut self, r: &'m Option<String>, name: &str, args: &[Typed]) -> TResult<()> {
        // nvvm . ldg|ldu . global . K . S . pN
        let parts: Vec<&str> = name.split('.').collect();
        let ty = match parts.as_slice() {
            [_, _, _, kind, suffix, _] => result_type(kind, suffix),
            _ => None,
        };
        let Some(ty) = ty else {
            return self.err(format!(
                "@llvm.{name}: not a result type `ldg` has (i8..i64, f32, f64, a pointer, or 2 or 4 lanes of them)"
            ));
        };
        let [(pty @ Ty::Ptr(_), p), (Ty::Int(32), Operand::Int(align))] = args else {
            return self.err(format!(
                "@llvm.{name} takes a pointer and an i32 constant alignment"
            ));
        };
        let a = self.operand(pty, p)?;
        let (lanes, elem) = match &ty {
            Ty::Vector(n, elem) => (*n as usize, (**elem).clone()),
            t => (1, t.clone()),
        };
        let Some(t) = scalar(&elem).filter(|t| *t != Type::I1) else {
            return self.err(format!("@llvm.{name}: an element type loads cannot have"));
        };
        let align = match u8::try_from(*align) {
            Ok(al) if al.is_power_of_two() => u64::from(al).min(16),
            _ => {
                return self.err(format!(
                    "@llvm.{name}: alignment {align} is not a power of two up to 128"
                ))
            }
        };
        let out = self.load_lanes(t, lanes, Space::Global, a, align, AccessMode::NonCoherent);
        match ty {
            Ty::Vector(..) => self.bind_lanes(r, out),
            _ => self.bind(r, Val::One(out[0])),
        }
    }

    /// Gives the load defining `v` the access mode `mode` (`nc`:
    /// `ld.global.nc`; `volatile`).
    pub(super) fn set_load_mode(&mut self, v: Value, mode: AccessMode) {
        if let ValueDef::Result(inst, _) = self.b.func.dfg.value_def(v) {
            self.set_access_mode(inst, mode);
        }
    }

    /// Gives the load or store `inst` the access mode `mode`.
    pub(super) fn set_access_mode(&mut self, inst: Inst, mode: AccessMode) {
        if let Some(m) = self.b.func.dfg.insts[inst].access_mode_mut() {
            *m = mode;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_types_come_from_the_suffix() {
        assert_eq!(result_type("f", "f32"), Some(Ty::Float(32)));
        assert_eq!(result_type("i", "i64"), Some(Ty::Int(64)));
        assert_eq!(result_type("p", "p1"), Some(Ty::Ptr(1)));
        assert_eq!(
            result_type("f", "v4f32"),
            Some(Ty::Vector(4, Box::new(Ty::Float(32))))
        );
        assert_eq!(
            result_type("i", "v2i64"),
            Some(Ty::Vector(2, Box::new(Ty::Int(64))))
        );
        assert_eq!(result_type("f", "v8f32"), None);
        assert_eq!(result_type("f", "i32"), None);
        assert_eq!(result_type("i", "ix"), None);
    }
}
