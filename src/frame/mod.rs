//! Frame layout: where each local-memory object of a function lives in its
//! `__local_depot`, and where the depot pointer is set up.
//!
//! ```text
//!   VCode + Allocated ──liveness──> FrameObjects (stack slots, spill groups,
//!        lifetimes over final program points; dead and escaping ones marked)
//!     ──layout::pack (buckets 3,2,1; lifetime-aware tzcnt bitmap; best of
//!        several orders)──> offsets, size, align
//!     ──setup::setup_block──> the block that sets %SPL (and %SP)
//! ```
//!
//! The emitter turns every frame reference into `[%SPL+offset]`, or
//! `%SP+offset` where the IR takes a slot's generic address, using
//! [`FrameLayout::offset`]. Invariants: objects whose lifetimes overlap
//! share no byte; every offset is aligned; `size` is a multiple of `align`
//! and at least [`FrameLayout::lower_bound`].

mod layout;
mod liveness;
mod object;
mod report;
mod setup;

pub use layout::{
    lower_bound, pack, padding, placement_errors, sequential_size, LayoutOrder, Placement,
    LAYOUT_ORDERS,
};
pub use liveness::{frame_objects, FrameObjects};
pub use object::{Category, FrameObject, FrameObjectKind, Lifetime};
pub use report::{to_svg, FrameReport, ObjectReport};
pub use setup::setup_block;

use crate::ir::Function;
use crate::vcode::regalloc::Allocated;
use crate::vcode::{FrameRef, VCode};
use cranelift_entity::EntityRef;

/// A function's frame: its objects, their offsets and the figures the
/// report gives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrameLayout {
    /// Depot size in bytes (0 when no object is live).
    pub size: u32,
    /// Depot alignment in bytes.
    pub align: u32,
    /// The objects: stack slots in declaration order, then spill groups.
    pub objects: Vec<FrameObject>,
    /// Offset of each object (`None` for dead ones).
    pub offsets: Vec<Option<u32>>,
    /// The order the packer kept.
    pub order: Option<LayoutOrder>,
    /// The most bytes live at one point, rounded up to `align`.
    pub lower_bound: u32,
    /// The depot with no sharing (live objects one after another).
    pub sequential_size: u32,
    /// Depot bytes no object covers.
    pub padding: u32,
    /// The block (index into `Allocated::blocks`) whose start sets up
    /// `%SPL`/`%SP`; `None` when nothing uses the frame.
    pub setup_block: Option<u32>,
    /// Does the code take a generic frame address (`%SP+off`)?
    pub uses_sp: bool,
    /// Per spill slot: object and byte offset within it.
    spill_objects: Vec<Option<(u32, u32)>>,
}

impl FrameLayout {
    /// Computes the frame of `func`, given its VCode before allocation and
    /// the allocated code.
    pub fn compute(func: &Function, vcode: &VCode, alloc: &Allocated) -> FrameLayout {
        let FrameObjects {
            objects,
            spill_objects,
        } = frame_objects(func, vcode, alloc);
        let placement = pack(&objects);
        let mut frame = FrameLayout {
            size: placement.size,
            align: placement.align,
            lower_bound: placement.lower_bound,
            sequential_size: sequential_size(&objects),
            padding: padding(&objects, &placement.offsets, placement.size),
            offsets: placement.offsets,
            order: placement.order,
            objects,
            setup_block: None,
            uses_sp: false,
            spill_objects,
        };
        (frame.setup_block, frame.uses_sp) = setup_block(vcode, alloc, &frame);
        frame
    }

    /// The object `frame` refers to and the byte offset within it.
    fn object_of(&self, frame: FrameRef) -> Option<(usize, u32)> {
        match frame {
            FrameRef::Slot(s) => Some((s.index(), 0)),
            FrameRef::Spill(k) => self
                .spill_objects
                .get(k as usize)
                .copied()
                .flatten()
                .map(|(o, within)| (o as usize, within)),
        }
    }

    /// Byte offset of `frame` in the depot, or `None` when it refers to a
    /// dead object (whose address is never used for an access).
    pub fn offset(&self, frame: FrameRef) -> Option<u32> {
        let (o, within) = self.object_of(frame)?;
        Some(self.offsets.get(o).copied().flatten()? + within)
    }

    /// Does `frame` have bytes in the depot?
    pub fn is_placed(&self, frame: FrameRef) -> bool {
        self.offset(frame).is_some()
    }
}
