//! Frame objects and their lifetimes.
//!
//! A [`FrameObject`] is one thing that needs bytes of a function's
//! `__local_depot`: an IR stack slot or a register-allocator spill slot.
//! Its [`Lifetime`] is the set of program points (indices of the final,
//! allocated instructions) at which its bytes must hold its contents or are
//! accessed. Two objects may share bytes exactly when their lifetimes are
//! disjoint.
//!
//! Invariant: a `Lifetime`'s ranges are sorted, non-empty, disjoint and not
//! adjacent (adjacent ranges are merged), so equal sets compare equal.

use crate::ir::StackSlot;
use core::ops::Range;

/// What a frame object holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FrameObjectKind {
    /// An IR stack slot (`explicit_slot`).
    StackSlot(StackSlot),
    /// Register-allocator spill slots starting at this 4-byte slot index
    /// (one slot for a 32-bit or predicate value, two for 64 bits).
    SpillSlot(u32),
}

/// Layout priority bucket, by alignment (see the reference on NVIDIA's
/// PrologEpilogInserter): buckets are laid out from `Large` down to `Small`
/// so large alignments come first and leave no padding before them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    /// Alignment below 8.
    Small = 1,
    /// Alignment 8.
    Medium = 2,
    /// Alignment 16 or more.
    Large = 3,
}

impl Category {
    /// The bucket of an object aligned to `align` bytes.
    pub fn of_align(align: u32) -> Category {
        match align {
            16.. => Category::Large,
            8..=15 => Category::Medium,
            _ => Category::Small,
        }
    }
}

/// One object of a function's frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameObject {
    /// Size in bytes (positive).
    pub size: u32,
    /// Alignment in bytes (a power of two).
    pub align: u32,
    /// What it holds.
    pub kind: FrameObjectKind,
    /// Its layout bucket (from `align`).
    pub category: Category,
    /// Never accessed: it gets no bytes.
    pub is_dead: bool,
    /// Program points at which it occupies its bytes.
    pub lifetime: Lifetime,
}

impl FrameObject {
    /// An object of `size` bytes aligned to `align`, live during `lifetime`
    /// (dead when the lifetime is empty).
    pub fn new(kind: FrameObjectKind, size: u32, align: u32, lifetime: Lifetime) -> FrameObject {
        let align = align.max(1);
        FrameObject {
            size,
            align,
            kind,
            category: Category::of_align(align),
            is_dead: lifetime.is_empty(),
            lifetime,
        }
    }
}

/// A set of program points, as sorted disjoint ranges.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lifetime {
    ranges: Vec<Range<u32>>,
}

impl Lifetime {
    /// The empty set.
    pub fn empty() -> Lifetime {
        Lifetime::default()
    }

    /// Every point of a function with `points` program points.
    pub fn whole(points: u32) -> Lifetime {
        Lifetime::span(0, points)
    }

    /// The points `start..end`.
    pub fn span(start: u32, end: u32) -> Lifetime {
        Lifetime::from_ranges(core::iter::once(start..end))
    }

    /// The union of `ranges` (in any order; empty ranges are ignored).
    pub fn from_ranges(ranges: impl IntoIterator<Item = Range<u32>>) -> Lifetime {
        let mut rs: Vec<Range<u32>> = ranges.into_iter().filter(|r| r.start < r.end).collect();
        rs.sort_unstable_by_key(|r| r.start);
        let mut merged: Vec<Range<u32>> = Vec::with_capacity(rs.len());
        for r in rs {
            match merged.last_mut() {
                Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
                _ => merged.push(r),
            }
        }
        Lifetime { ranges: merged }
    }

    /// The points whose bits are set in `words` (bit `p % 64` of word `p / 64`).
    pub fn from_bits(words: &[u64]) -> Lifetime {
        let mut ranges = Vec::new();
        let mut start: Option<u32> = None;
        for (w, &word) in words.iter().enumerate() {
            if word == 0 && start.is_none() {
                continue;
            }
            if word == u64::MAX && start.is_some() {
                continue;
            }
            for bit in 0..64u32 {
                let p = w as u32 * 64 + bit;
                match (word >> bit & 1 == 1, start) {
                    (true, None) => start = Some(p),
                    (false, Some(s)) => {
                        ranges.push(s..p);
                        start = None;
                    }
                    _ => {}
                }
            }
        }
        if let Some(s) = start {
            ranges.push(s..words.len() as u32 * 64);
        }
        Lifetime { ranges }
    }

    /// The ranges, sorted and disjoint.
    pub fn ranges(&self) -> &[Range<u32>] {
        &self.ranges
    }

    /// Is the set empty?
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    /// The first point, if any.
    pub fn start(&self) -> Option<u32> {
        self.ranges.first().map(|r| r.start)
    }

    /// One past the last point (0 when empty).
    pub fn end(&self) -> u32 {
        self.ranges.last().map_or(0, |r| r.end)
    }

    /// Number of points in the set.
    pub fn len(&self) -> u32 {
        self.ranges.iter().map(|r| r.end - r.start).sum()
    }

    /// Does the set contain `point`?
    pub fn contains(&self, point: u32) -> bool {
        let i = self.ranges.partition_point(|r| r.end <= point);
        self.ranges.get(i).is_some_and(|r| r.start <= point)
    }

    /// Do the two sets share a point? Linear in the number of ranges.
    pub fn overlaps(&self, other: &Lifetime) -> bool {
        let (mut i, mut j) = (0, 0);
        let (a, b) = (&self.ranges, &other.ranges);
        while i < a.len() && j < b.len() {
            if a[i].end <= b[j].start {
                i += 1;
            } else if b[j].end <= a[i].start {
                j += 1;
            } else {
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lifetimes_merge_and_overlap() {
        let a = Lifetime::from_ranges([5..8, 0..2, 2..3, 10..10]);
        assert_eq!(a.ranges(), &[0..3, 5..8]);
        assert_eq!((a.start(), a.end(), a.len()), (Some(0), 8, 6));
        assert!(a.contains(7) && !a.contains(3) && !a.contains(8));
        assert!(!a.overlaps(&Lifetime::from_ranges([3..5, 8..9])));
        assert!(a.overlaps(&Lifetime::span(3, 6)));
        assert!(!a.overlaps(&Lifetime::empty()));
        let bits = [0b1110_0001u64, u64::MAX, 1];
        assert_eq!(Lifetime::from_bits(&bits).ranges(), &[0..1, 5..8, 64..129]);
        assert_eq!(Category::of_align(16), Category::Large);
        assert_eq!(Category::of_align(8), Category::Medium);
        assert_eq!(Category::of_align(4), Category::Small);
    }
}
