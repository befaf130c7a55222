//! Packing frame objects into the depot: categorised buckets, lifetime
//! sharing and a `trailing_zeros`-scanned byte bitmap.
//!
//! ```text
//!   objects ──for each order in LAYOUT_ORDERS──> place one by one:
//!     conflicts = placed objects whose lifetimes overlap (chunked point index)
//!     bitmap    = their bytes, one bit per byte in u64 words
//!     offset    = lowest multiple of align with `size` clear bits (tzcnt scan)
//!   ──keep the smallest frame──> Placement
//! ```
//!
//! Invariants of a [`Placement`]: every live object's offset is a multiple
//! of its alignment; two objects whose lifetimes overlap share no byte;
//! dead objects get no offset; `size` is the end of the last object rounded
//! up to `align`, the largest live alignment. Because the declaration order
//! is one of the orders tried and lowest-fit never places an object past
//! where the sequential layout would, `size` ≤ [`sequential_size`].

use super::object::FrameObject;
use core::ops::Range;

/// Program points per bucket of the index that finds placed objects whose
/// lifetimes may overlap a new one.
const CHUNK_POINTS: u32 = 64;

/// An order in which objects are offered to the packer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LayoutOrder {
    /// Buckets (large alignment first), larger objects first within one.
    CategoryThenSize,
    /// Buckets, then by first live point.
    CategoryThenStart,
    /// Alignment, then size, largest first.
    AlignThenSize,
    /// Buckets, then the longest-lived first.
    CategoryThenLongest,
    /// Declaration order (stack slots, then spill slots).
    Declaration,
    /// Size, largest first, whatever the alignment.
    Size,
    /// First live point, whatever the alignment.
    Start,
    /// Size × lifetime length, largest first.
    Area,
    /// A fixed pseudo-random shuffle (the number picks which).
    Shuffle(u32),
}

impl LayoutOrder {
    /// Its name in reports.
    pub fn name(self) -> &'static str {
        match self {
            LayoutOrder::CategoryThenSize => "category, size",
            LayoutOrder::CategoryThenStart => "category, start",
            LayoutOrder::AlignThenSize => "alignment, size",
            LayoutOrder::CategoryThenLongest => "category, lifetime length",
            LayoutOrder::Declaration => "declaration",
            LayoutOrder::Size => "size",
            LayoutOrder::Start => "start",
            LayoutOrder::Area => "size x lifetime",
            LayoutOrder::Shuffle(_) => "shuffled",
        }
    }
}

/// The orders tried, in order, until one reaches the lower bound (no layout
/// can beat it); the first smallest frame wins.
pub const LAYOUT_ORDERS: [LayoutOrder; 8] = [
    LayoutOrder::CategoryThenSize,
    LayoutOrder::CategoryThenStart,
    LayoutOrder::AlignThenSize,
    LayoutOrder::CategoryThenLongest,
    LayoutOrder::Declaration,
    LayoutOrder::Size,
    LayoutOrder::Start,
    LayoutOrder::Area,
];

/// Shuffled orders tried after [`LAYOUT_ORDERS`] when none reached the lower
/// bound, for frames of at most [`SHUFFLE_MAX_OBJECTS`] live objects.
pub const SHUFFLED_ORDERS: u32 = 24;
/// Frames with more live objects than this try no shuffled orders (their
/// cost grows with the square of the object count).
pub const SHUFFLE_MAX_OBJECTS: usize = 64;

/// Where each object went.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Placement {
    /// Byte offset of each object (`None` for dead objects).
    pub offsets: Vec<Option<u32>>,
    /// Depot size: the end of the last object rounded up to `align` (0 when
    /// no object is live).
    pub size: u32,
    /// Depot alignment: the largest alignment of a live object (1 if none).
    pub align: u32,
    /// The order that produced this placement (`None` when nothing is live).
    pub order: Option<LayoutOrder>,
    /// [`lower_bound`] of the objects (computed anyway to stop early).
    pub lower_bound: u32,
}

fn align_up(x: u32, a: u32) -> u32 {
    x.div_ceil(a.max(1)) * a.max(1)
}

/// Depot alignment of `objects`: the largest live alignment, at least 1.
pub fn depot_align(objects: &[FrameObject]) -> u32 {
    objects
        .iter()
        .filter(|o| !o.is_dead)
        .map(|o| o.align)
        .max()
        .unwrap_or(1)
}

/// Lays out `objects`, trying every order of [`LAYOUT_ORDERS`].
pub fn pack(objects: &[FrameObject]) -> Placement {
    let mut packer = Packer::default();
    let mut best: Option<Placement> = None;
    let live: Vec<u32> = (0..objects.len() as u32)
        .filter(|&i| !objects[i as usize].is_dead)
        .collect();
    if live.is_empty() {
        return Placement {
            offsets: vec![None; objects.len()],
            size: 0,
            align: 1,
            order: None,
            lower_bound: 0,
        };
    }
    let align = depot_align(objects);
    let bound = lower_bound(objects);
    let shuffles = if live.len() <= SHUFFLE_MAX_OBJECTS {
        SHUFFLED_ORDERS
    } else {
        0
    };
    let orders = LAYOUT_ORDERS
        .into_iter()
        .chain((0..shuffles).map(LayoutOrder::Shuffle));
    for order in orders {
        if best.as_ref().is_some_and(|b| b.size <= bound) {
            break;
        }
        let ids = sorted(objects, &live, order);
        let (offsets, end) = packer.place(objects, &ids);
        let size = align_up(end, align);
        if best.as_ref().is_none_or(|b| size < b.size) {
            best = Some(Placement {
                offsets,
                size,
                align,
                order: Some(order),
                lower_bound: bound,
            });
        }
    }
    best.unwrap_or_default()
}

fn sorted(objects: &[FrameObject], live: &[u32], order: LayoutOrder) -> Vec<u32> {
    let mut ids = live.to_vec();
    let o = |i: &u32| &objects[*i as usize];
    use core::cmp::Reverse;
    match order {
        LayoutOrder::CategoryThenSize => {
            ids.sort_by_key(|i| (Reverse(o(i).category), Reverse(o(i).size), *i))
        }
        LayoutOrder::CategoryThenStart => ids.sort_by_key(|i| {
            (
                Reverse(o(i).category),
                o(i).lifetime.start(),
                Reverse(o(i).size),
                *i,
            )
        }),
        LayoutOrder::AlignThenSize => {
            ids.sort_by_key(|i| (Reverse(o(i).align), Reverse(o(i).size), *i))
        }
        LayoutOrder::CategoryThenLongest => ids.sort_by_key(|i| {
            (
                Reverse(o(i).category),
                Reverse(o(i).lifetime.len()),
                Reverse(o(i).size),
                *i,
            )
        }),
        LayoutOrder::Declaration => {}
        LayoutOrder::Size => ids.sort_by_key(|i| (Reverse(o(i).size), *i)),
        LayoutOrder::Start => ids.sort_by_key(|i| (o(i).lifetime.start(), Reverse(o(i).size), *i)),
        LayoutOrder::Area => ids.sort_by_key(|i| {
            (
                Reverse(u64::from(o(i).size) * u64::from(o(i).lifetime.len())),
                *i,
            )
        }),
        LayoutOrder::Shuffle(k) => {
            // Fisher-Yates with a splitmix64 stream seeded by `k`.
            let mut state = 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(u64::from(k) + 1);
            for j in (1..ids.len()).rev() {
                let z = crate::rng::splitmix64(&mut state);
                ids.swap(j, (z % (j as u64 + 1)) as usize);
            }
        }
    }
    ids
}

/// Reusable buffers of the placement loop.
#[derive(Default)]
struct Packer {
    /// Placed objects whose lifetimes touch each chunk of CHUNK_POINTS points.
    chunks: Vec<Vec<u32>>,
    /// `stamp[i] == epoch` when object `i` was already seen in this query.
    stamp: Vec<u32>,
    epoch: u32,
    bitmap: Vec<u64>,
}

impl Packer {
    /// Places `ids` in that order; returns the offsets and the end of the
    /// highest object.
    fn place(&mut self, objects: &[FrameObject], ids: &[u32]) -> (Vec<Option<u32>>, u32) {
        let chunk_count = objects
            .iter()
            .map(|o| o.lifetime.end().div_ceil(CHUNK_POINTS))
            .max()
            .unwrap_or(0) as usize;
        self.chunks.iter_mut().for_each(Vec::clear);
        self.chunks.resize_with(chunk_count, Vec::new);
        self.stamp.clear();
        self.stamp.resize(objects.len(), 0);
        self.epoch = 0;
        let mut offsets = vec![None; objects.len()];
        let mut end = 0;
        for &id in ids {
            let obj = &objects[id as usize];
            self.epoch += 1;
            // The bytes of placed objects live at the same time as this one.
            self.bitmap.clear();
            for r in obj.lifetime.ranges() {
                for c in chunk_range(r) {
                    for &other in &self.chunks[c] {
                        if self.stamp[other as usize] == self.epoch {
                            continue;
                        }
                        self.stamp[other as usize] = self.epoch;
                        let o = &objects[other as usize];
                        if let (Some(off), true) =
                            (offsets[other as usize], o.lifetime.overlaps(&obj.lifetime))
                        {
                            set_bits(&mut self.bitmap, off, off + o.size);
                        }
                    }
                }
            }
            let off = lowest_free(&self.bitmap, obj.size, obj.align);
            offsets[id as usize] = Some(off);
            end = end.max(off + obj.size);
            for r in obj.lifetime.ranges() {
                for c in chunk_range(r) {
                    self.chunks[c].push(id);
                }
            }
        }
        (offsets, end)
    }
}

fn chunk_range(r: &Range<u32>) -> Range<usize> {
    (r.start / CHUNK_POINTS) as usize..r.end.div_ceil(CHUNK_POINTS) as usize
}

/// Sets bits `from..to` of `bits`, growing it as needed.
fn set_bits(bits: &mut Vec<u64>, from: u32, to: u32) {
    let words = to.div_ceil(64) as usize;
    if bits.len() < words {
        bits.resize(words, 0);
    }
    let mut p = from;
    while p < to {
        let (w, b) = ((p / 64) as usize, p % 64);
        let n = (to - p).min(64 - b);
        let mask = if n == 64 {
            u64::MAX
        } else {
            ((1u64 << n) - 1) << b
        };
        bits[w] |= mask;
        p += n;
    }
}

/// The first set bit at or after `from`.
fn next_set(bits: &[u64], from: u32) -> Option<u32> {
    let mut w = (from / 64) as usize;
    let mut word = bits.get(w)? & (u64::MAX << (from % 64));
    loop {
        if word != 0 {
            return Some(w as u32 * 64 + word.trailing_zeros());
        }
        w += 1;
        word = *bits.get(w)?;
    }
}

/// The first clear bit at or after `from` (bits past the end are clear).
fn next_clear(bits: &[u64], from: u32) -> u32 {
    let mut w = (from / 64) as usize;
    let Some(first) = bits.get(w) else {
        return from;
    };
    let mut word = !first & (u64::MAX << (from % 64));
    loop {
        if word != 0 {
            return w as u32 * 64 + word.trailing_zeros();
        }
        w += 1;
        match bits.get(w) {
            Some(x) => word = !x,
            None => return w as u32 * 64,
        }
    }
}

/// The lowest multiple of `align` at which `size` bits of `bits` are clear.
pub fn lowest_free(bits: &[u64], size: u32, align: u32) -> u32 {
    let mut x = 0;
    loop {
        match next_set(bits, x) {
            Some(s) if s < x + size => x = align_up(next_clear(bits, s), align),
            _ => return x,
        }
    }
}

/// The smallest depot any layout could have: the most bytes live at one
/// program point, rounded up to the depot alignment.
pub fn lower_bound(objects: &[FrameObject]) -> u32 {
    // (point, is_start, size): ends sort before starts at the same point.
    let mut events: Vec<(u32, bool, u32)> = Vec::new();
    for o in objects.iter().filter(|o| !o.is_dead) {
        for r in o.lifetime.ranges() {
            events.push((r.start, true, o.size));
            events.push((r.end, false, o.size));
        }
    }
    events.sort_unstable();
    let (mut live, mut peak) = (0u64, 0u64);
    for (_, is_start, size) in events {
        if is_start {
            live += size as u64;
            peak = peak.max(live);
        } else {
            live -= size as u64;
        }
    }
    align_up(peak.min(u32::MAX as u64) as u32, depot_align(objects))
}

/// The depot with no sharing: every live object in declaration order at its
/// alignment, rounded up to the depot alignment.
pub fn sequential_size(objects: &[FrameObject]) -> u32 {
    let end = objects
        .iter()
        .filter(|o| !o.is_dead)
        .fold(0, |end, o| align_up(end, o.align) + o.size);
    align_up(end, depot_align(objects))
}

/// Bytes of a depot of `size` that no live object covers.
pub fn padding(objects: &[FrameObject], offsets: &[Option<u32>], size: u32) -> u32 {
    let mut bits = Vec::new();
    for (o, off) in objects.iter().zip(offsets) {
        if let Some(off) = off {
            set_bits(&mut bits, *off, off + o.size);
        }
    }
    let covered: u32 = bits.iter().map(|w| w.count_ones()).sum();
    size.saturating_sub(covered)
}

/// Do the object and the lifetime-sharing rules allow this placement? Used
/// by tests: alignment, and no shared byte between overlapping lifetimes.
pub fn placement_errors(objects: &[FrameObject], p: &Placement) -> Vec<String> {
    let mut errors = Vec::new();
    if p.offsets.len() != objects.len() {
        errors.push(format!(
            "{} offsets for {} objects",
            p.offsets.len(),
            objects.len()
        ));
    }
    if !p.size.is_multiple_of(p.align.max(1)) {
        errors.push(format!(
            "size {} is not a multiple of the alignment {}",
            p.size, p.align
        ));
    }
    for (i, (o, off)) in objects.iter().zip(&p.offsets).enumerate() {
        match off {
            None if !o.is_dead => errors.push(format!("object {i} is live but has no offset")),
            Some(_) if o.is_dead => errors.push(format!("object {i} is dead but has an offset")),
            Some(off) if off % o.align != 0 => {
                errors.push(format!("object {i} at {off} is not {}-aligned", o.align))
            }
            Some(off) if off + o.size > p.size => {
                errors.push(format!("object {i} at {off} ends past the frame"))
            }
            _ => {}
        }
    }
    let placed: Vec<(usize, u32, &FrameObject)> = objects
        .iter()
        .zip(&p.offsets)
        .enumerate()
        .filter_map(|(i, (o, off))| off.map(|off| (i, off, o)))
        .collect();
    for (k, &(i, a, oa)) in placed.iter().enumerate() {
        for &(j, b, ob) in &placed[k + 1..] {
            let bytes_overlap = a < b + ob.size && b < a + oa.size;
            if bytes_overlap && oa.lifetime.overlaps(&ob.lifetime) {
                errors.push(format!(
                    "objects {i} and {j} are live together and share bytes"
                ));
            }
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::{FrameObjectKind, Lifetime};

    fn object_with(size: u32, align: u32, index: u32, lifetime: Lifetime) -> FrameObject {
        FrameObject::new(FrameObjectKind::SpillSlot(index), size, align, lifetime)
    }

    #[test]
    fn bitmap_scan_finds_the_lowest_aligned_hole() {
        let mut bits = Vec::new();
        set_bits(&mut bits, 0, 3);
        set_bits(&mut bits, 8, 70);
        assert_eq!(next_set(&bits, 3), Some(8));
        assert_eq!(next_clear(&bits, 8), 70);
        assert_eq!(next_clear(&bits, 200), 200);
        assert_eq!(lowest_free(&bits, 4, 4), 4);
        assert_eq!(lowest_free(&bits, 5, 4), 72);
        assert_eq!(lowest_free(&bits, 5, 1), 3);
        assert_eq!(lowest_free(&[], 9, 16), 0);
    }

    #[test]
    fn disjoint_lifetimes_share_and_overlapping_ones_do_not() {
        let objs = [
            object_with(64, 4, 0, Lifetime::span(0, 10)),
            object_with(32, 4, 1, Lifetime::span(10, 20)),
            object_with(8, 8, 2, Lifetime::span(5, 15)),
            object_with(16, 4, 3, Lifetime::empty()),
        ];
        let p = pack(&objs);
        assert!(placement_errors(&objs, &p).is_empty());
        assert_eq!(p.offsets[3], None);
        // 8 + 64 live at point 5..10; the 32 fits in the 64's bytes later.
        assert_eq!((p.size, p.align), (72, 8));
        assert_eq!(lower_bound(&objs), 72);
        assert_eq!(sequential_size(&objs), 104);
        assert_eq!(padding(&objs, &p.offsets, p.size), 0);
    }
}
