//! Sizes, alignments and field offsets of LLVM types under the NVPTX data
//! layout (`e-i64:64-i128:128-v16:16-v32:32-n16:32:64`): every scalar is
//! aligned to its size, pointers are 64-bit (32-bit in address space 6,
//! which ptxlift does not use), structs lay out fields at their natural
//! alignment (no padding when packed) and round their size up to their
//! alignment, arrays repeat the element's padded size.

use super::ast::Ty;

/// Size and alignment of `ty`, or `None` for types without a size
/// (`void`, labels, functions, unknown named structs).
pub fn size_align(ty: &Ty, types: &[(String, Ty)]) -> Option<(u64, u64)> {
    Some(match ty {
        Ty::Int(bits) => {
            let bytes = u64::from(bits.div_ceil(8)).next_power_of_two();
            (bytes, bytes.min(16))
        }
        Ty::Float(bits) => (u64::from(*bits) / 8, u64::from(*bits) / 8),
        Ty::Ptr(6) => (4, 4),
        Ty::Ptr(_) => (8, 8),
        Ty::Array(n, elem) => {
            let (size, align) = size_align(elem, types)?;
            (size.checked_mul(*n)?, align)
        }
        Ty::Vector(n, elem) => {
            let (size, _) = size_align(elem, types)?;
            let total = size.checked_mul(*n)?;
            (total, total.next_power_of_two())
        }
        Ty::Struct(fields, packed) => {
            let (offsets, size, align) = struct_layout(fields, *packed, types)?;
            let _ = offsets;
            (size, align)
        }
        Ty::Named(name) => {
            let (_, t) = types.iter().find(|(n, _)| n == name)?;
            return size_align(t, types);
        }
        Ty::Void | Ty::Label | Ty::Metadata | Ty::Func(..) => return None,
    })
}

/// Field offsets, size and alignment of a struct.
pub fn struct_layout(
    fields: &[Ty],
    packed: bool,
    types: &[(String, Ty)],
) -> Option<(Vec<u64>, u64, u64)> {
    let mut offsets = Vec::with_capacity(fields.len());
    let (mut at, mut align) = (0u64, 1u64);
    for f in fields {
        let (size, a) = size_align(f, types)?;
        let a = if packed { 1 } else { a };
        at = at.div_ceil(a) * a;
        offsets.push(at);
        at = at.checked_add(size)?;
        align = align.max(a);
    }
    Some((offsets, at.div_ceil(align) * align, align))
}

/// The fields of `ty` if it is a struct (named ones resolved).
pub fn struct_fields<'a>(ty: &'a Ty, types: &'a [(String, Ty)]) -> Option<(&'a [Ty], bool)> {
    match ty {
        Ty::Struct(fields, packed) => Some((fields, *packed)),
        Ty::Named(name) => {
            let (_, t) = types.iter().find(|(n, _)| n == name)?;
            struct_fields(t, types)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn structs_pad_fields_to_their_alignment() {
        let s = Ty::Struct(vec![Ty::Int(8), Ty::Float(64), Ty::Int(32)], false);
        let (offsets, size, align) = struct_layout(
            match &s {
                Ty::Struct(f, _) => f,
                _ => unreachable!("a struct"),
            },
            false,
            &[],
        )
        .expect("sized");
        assert_eq!((offsets, size, align), (vec![0, 8, 16], 24, 8));
        let arr = Ty::Array(3, Box::new(s));
        assert_eq!(size_align(&arr, &[]), Some((72, 8)));
        assert_eq!(size_align(&Ty::Int(1), &[]), Some((1, 1)));
        assert_eq!(
            size_align(&Ty::Vector(4, Box::new(Ty::Float(32))), &[]),
            Some((16, 16))
        );
    }
}
