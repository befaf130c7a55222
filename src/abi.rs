//! The calling convention and value representation: the facts lowering,
//! the emitter and `runtest` must agree on.
//!
//! ```text
//!   ir::Type ──reg_kind──> RegKind    the register a value lives in
//!            ──param_type──> PtxType  the `.param` type it crosses a call as
//!   [PtxType] ──packed_offsets──> byte offsets in one `.b8` return array
//! ```
//!
//! `i1` lives in a `.pred` register but crosses calls as a 32-bit 0 or 1;
//! `i8`/`i16` live in (and cross calls as) 32-bit values. A PTX function has
//! at most one return parameter, so several results are packed into one
//! `.b8` array, each at its natural alignment, the array's size rounded up
//! to 8 bytes.

use crate::ir::Type;
use crate::vcode::{PtxType, RegKind};

/// The register kind holding a value of type `ty`.
pub fn reg_kind(ty: Type) -> RegKind {
    match ty {
        Type::I1 => RegKind::Pred,
        Type::I8 | Type::I16 | Type::I32 => RegKind::B32,
        Type::I64 => RegKind::B64,
        Type::F32 => RegKind::F32,
        Type::F64 => RegKind::F64,
    }
}

/// The `.param` type a value of type `ty` crosses a call boundary as.
pub fn param_type(ty: Type) -> PtxType {
    match ty {
        Type::I1 | Type::I8 | Type::I16 | Type::I32 => PtxType::B32,
        Type::I64 => PtxType::B64,
        Type::F32 => PtxType::F32,
        Type::F64 => PtxType::F64,
    }
}

/// Byte offsets of several results packed into one return parameter, and
/// the parameter's size; `None` for zero or one result.
pub fn packed_offsets(types: &[PtxType]) -> Option<(Vec<u32>, u32)> {
    if types.len() < 2 {
        return None;
    }
    let mut offsets = Vec::with_capacity(types.len());
    let mut end = 0u32;
    for t in types {
        let size = t.bytes();
        let off = end.div_ceil(size) * size;
        offsets.push(off);
        end = off + size;
    }
    Some((offsets, end.div_ceil(8) * 8))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_pack_at_natural_alignment() {
        assert_eq!(packed_offsets(&[]), None);
        assert_eq!(packed_offsets(&[PtxType::B64]), None);
        // b32 at 0, b64 aligned up to 8, b32 at 16; 20 bytes round up to 24.
        assert_eq!(
            packed_offsets(&[PtxType::B32, PtxType::B64, PtxType::B32]),
            Some((vec![0, 8, 16], 24))
        );
        assert_eq!(
            packed_offsets(&[PtxType::B32, PtxType::B32]),
            Some((vec![0, 4], 8))
        );
        assert_eq!(param_type(Type::I1), PtxType::B32);
        assert_eq!(reg_kind(Type::I1), RegKind::Pred);
    }
}
