//! Sizes, alignments and field offsets of LLVM types under the NVPTX data
//! layout (`e-i64:64-i128:128-v16:16-v32:32-n16:32:64`): every scalar is
//! aligned to its size, pointers are 64-bit (32-bit in address space 6,
//! which ptxlift does not use), structs lay out fields at their natural
//! alignment (no padding when packed) and round their size up to their
//! alignment, arrays repeat the element's padded size.

use super::ast::Ty;

/// How deep types may nest (named structs included), which also stops a
/// struct that contains itself.
const MAX_TYPE_DEPTH: u32 = 64;

/// Size and alignment of `ty`, or `None` for types without a size
/// (`void`, labels, functions, unknown or self-containing named structs,
/// vectors of `i1`, sizes beyond `u64`).
pub fn size_align(ty: &Ty, types: &[(String, Ty)]) -> Option<(u64, u64)> {
    size_align_at(ty, types, 0)
}

fn size_align_at(ty: &Ty, types: &[(String, Ty)], depth: u32) -> Option<(u64, u64)> {
    if depth > MAX_TYPE_DEPTH {
        return None;
    }
    Some(match ty {
        Ty::Int(bits) => {
            let bytes = u64::from(bits.div_ceil(8)).checked_next_power_of_two()?;
            (bytes, bytes.min(16))
        }
        Ty::Float(bits) => (u64::from(*bits) / 8, u64::from(*bits) / 8),
        Ty::Ptr(6) => (4, 4),
        Ty::Ptr(_) => (8, 8),
        Ty::Array(n, elem) => {
            let (size, align) = size_align_at(elem, types, depth + 1)?;
            (size.checked_mul(*n)?, align)
        }
        // A vector is stored as its elements, rounded up to its
        // alignment (the next power of two of that size); `<N x i1>` packs
        // bits and is not supported.
        Ty::Vector(_, elem) if **elem == Ty::Int(1) => return None,
        Ty::Vector(n, elem) => {
            let (size, _) = size_align_at(elem, types, depth + 1)?;
            let align = size.checked_mul(*n)?.checked_next_power_of_two()?;
            (align, align)
        }
        Ty::Struct(fields, packed) => {
            let (_, size, align) = struct_layout_at(fields, *packed, types, depth + 1)?;
            (size, align)
        }
        Ty::Named(name) => {
            let (_, t) = types.iter().find(|(n, _)| n == name)?;
            return size_align_at(t, types, depth + 1);
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
    struct_layout_at(fields, packed, types, 0)
}

fn struct_layout_at(
    fields: &[Ty],
    packed: bool,
    types: &[(String, Ty)],
    depth: u32,
) -> Option<(Vec<u64>, u64, u64)> {
    let mut offsets = Vec::with_capacity(fields.len());
    let (mut at, mut align) = (0u64, 1u64);
    for f in fields {
        let (size, a) = size_align_at(f, types, depth + 1)?;
        let a = if packed { 1 } else { a };
        at = at.div_ceil(a).checked_mul(a)?;
        offsets.push(at);
        at = at.checked_add(size)?;
        align = align.max(a);
    }
    Some((offsets, at.div_ceil(align).checked_mul(align)?, align))
}

/// The scalar members (integers, floats, pointers) of `ty` with their
/// byte offsets, in order: struct fields, array elements and vector lanes
/// flattened (a scalar is itself at 0). `None` if some member has no
/// layout or there are more than `limit`.
pub fn flat_layout(ty: &Ty, types: &[(String, Ty)], limit: usize) -> Option<Vec<(Ty, u64)>> {
    fn walk(
        ty: &Ty,
        at: u64,
        types: &[(String, Ty)],
        limit: usize,
        depth: u32,
        out: &mut Vec<(Ty, u64)>,
    ) -> Option<()> {
        if depth > MAX_TYPE_DEPTH {
            return None;
        }
        match ty {
            Ty::Int(_) | Ty::Float(_) | Ty::Ptr(_) if out.len() < limit => {
                out.push((ty.clone(), at))
            }
            Ty::Int(_) | Ty::Float(_) | Ty::Ptr(_) => return None,
            Ty::Array(n, elem) | Ty::Vector(n, elem) => {
                let (size, _) = size_align(elem, types)?;
                // A vector of i1 packs bits: no layout.
                size_align(ty, types)?;
                for k in 0..*n {
                    walk(
                        elem,
                        at.checked_add(size.checked_mul(k)?)?,
                        types,
                        limit,
                        depth + 1,
                        out,
                    )?;
                }
            }
            _ => {
                let (fields, packed) = struct_fields(ty, types)?;
                let (offsets, _, _) = struct_layout(fields, packed, types)?;
                for (f, off) in fields.iter().zip(offsets) {
                    walk(f, at.checked_add(off)?, types, limit, depth + 1, out)?;
                }
            }
        }
        Some(())
    }
    let mut out = Vec::new();
    walk(ty, 0, types, limit, 0, &mut out)?;
    Some(out)
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

/// What one `getelementptr` index does to the address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GepStep {
    /// Enters a struct field: add this many bytes.
    Field(u64),
    /// Steps over elements of this many bytes: add index × size.
    Element(u64),
}

/// The step of index `k` (0 first) of a `getelementptr` whose current type
/// is `cur` (the source element type before the first index), given the
/// index's value when it is a constant; moves `cur` to the selected type.
/// The first index steps over whole `cur`s; later ones enter the current
/// aggregate, where a struct field index must be a constant.
pub fn gep_step(
    cur: &mut Ty,
    k: usize,
    constant: Option<i128>,
    types: &[(String, Ty)],
) -> Result<GepStep, &'static str> {
    if k > 0 {
        if let Some((fields, packed)) = struct_fields(cur, types) {
            let f = constant.ok_or("a struct field index must be a constant")?;
            let (offsets, _, _) =
                struct_layout(fields, packed, types).ok_or("a struct without a size")?;
            let f = usize::try_from(f).map_err(|_| "struct field index out of range")?;
            let off = *offsets.get(f).ok_or("struct field index out of range")?;
            *cur = fields[f].clone();
            return Ok(GepStep::Field(off));
        }
        match cur {
            Ty::Array(_, e) | Ty::Vector(_, e) => *cur = (**e).clone(),
            _ => return Err("getelementptr index into a non-aggregate"),
        }
    }
    let (size, _) = size_align(cur, types).ok_or("getelementptr over a type without a size")?;
    Ok(GepStep::Element(size))
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
        // <3 x float> takes 16 bytes, as LLVM allocates it.
        assert_eq!(
            size_align(&Ty::Vector(3, Box::new(Ty::Float(32))), &[]),
            Some((16, 16))
        );
        // A struct containing itself has no size (and no stack overflow).
        let types = vec![(
            "T".to_string(),
            Ty::Struct(vec![Ty::Int(32), Ty::Named("T".into())], false),
        )];
        assert_eq!(size_align(&Ty::Named("T".into()), &types), None);
        assert_eq!(
            size_align(&Ty::Array(u64::MAX, Box::new(Ty::Int(64))), &[]),
            None
        );
    }
}
