//! Frame layout: where each local-memory object of a function lives in its
//! `__local_depot`.
//!
//! This first layout is sequential: IR stack slots in declaration order,
//! each at its alignment, then the register allocator's spill slots (4-byte
//! units, 8-byte aligned). The depot's alignment is the largest object
//! alignment and its size is rounded up to it. (Lifetime-aware packing
//! replaces this in a later stage.)

use crate::ir::Function;
use crate::vcode::FrameRef;
use cranelift_entity::EntityRef;

/// Byte size of one register-allocator spill slot.
pub const SPILL_SLOT_BYTES: u32 = 4;
/// Alignment of the spill area (a 64-bit value takes two aligned slots).
pub const SPILL_AREA_ALIGN: u32 = 8;

/// Offsets of every frame object.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrameLayout {
    /// Depot size in bytes (0 when the function needs no local memory).
    pub size: u32,
    /// Depot alignment in bytes.
    pub align: u32,
    slot_offsets: Vec<u32>,
    spill_base: u32,
}

fn align_up(x: u32, a: u32) -> u32 {
    x.div_ceil(a.max(1)) * a.max(1)
}

impl FrameLayout {
    /// Lays out `func`'s stack slots and `spill_slots` spill slots.
    pub fn sequential(func: &Function, spill_slots: u32) -> FrameLayout {
        let mut offset = 0u32;
        let mut align = 1u32;
        let mut slot_offsets = Vec::with_capacity(func.stack_slots.len());
        for data in func.stack_slots.values() {
            offset = align_up(offset, data.align);
            slot_offsets.push(offset);
            offset += data.size;
            align = align.max(data.align);
        }
        let mut spill_base = offset;
        if spill_slots > 0 {
            spill_base = align_up(offset, SPILL_AREA_ALIGN);
            offset = spill_base + spill_slots * SPILL_SLOT_BYTES;
            align = align.max(SPILL_AREA_ALIGN);
        }
        FrameLayout {
            size: align_up(offset, align),
            align,
            slot_offsets,
            spill_base,
        }
    }

    /// Byte offset of `object` in the depot.
    pub fn offset(&self, object: FrameRef) -> u32 {
        match object {
            FrameRef::Slot(s) => self.slot_offsets.get(s.index()).copied().unwrap_or(0),
            FrameRef::Spill(k) => self.spill_base + k * SPILL_SLOT_BYTES,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Function, FunctionKind, Signature, StackSlot};

    #[test]
    fn sequential_layout_aligns_each_object() {
        let mut f = Function::new("f", FunctionKind::Device, Signature::default());
        f.create_stack_slot(3, 1);
        f.create_stack_slot(8, 8);
        f.create_stack_slot(4, 4);
        let l = FrameLayout::sequential(&f, 3);
        assert_eq!(l.offset(FrameRef::Slot(StackSlot::new(0))), 0);
        assert_eq!(l.offset(FrameRef::Slot(StackSlot::new(1))), 8);
        assert_eq!(l.offset(FrameRef::Slot(StackSlot::new(2))), 16);
        assert_eq!(l.offset(FrameRef::Spill(0)), 24);
        assert_eq!(l.offset(FrameRef::Spill(2)), 32);
        assert_eq!((l.size, l.align), (40, 8));
        let empty = FrameLayout::sequential(
            &Function::new("g", FunctionKind::Device, Signature::default()),
            0,
        );
        assert_eq!(empty.size, 0);
    }
}
