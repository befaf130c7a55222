//! Randomised and hand-checked tests of the frame-layout packer
//! (`ptxlift::frame::pack`).
//!
//! The random test draws 10,000 object sets from a fixed-seed splitmix64
//! generator (1..=24 objects, sizes 1..=512, alignments 1/2/4/8/16,
//! lifetimes over 1..=200 program points: ~5% dead, ~5% live everywhere,
//! the rest one or two uniformly drawn half-open ranges). For every set it
//! checks the packer's own `placement_errors` and, independently from the
//! raw ranges it generated, alignment, byte sharing between objects live
//! at the same point, dead objects, bounds, `lower_bound`,
//! `sequential_size` and `padding`. It then reports how often the frame
//! equals the lower bound and the mean ratio of frame size to lower bound.
//! A second test finds the exact optimum of the sets with at most 7 live
//! objects (lowest-fit over *all* placement orders, which is exact; see
//! `exact_optimum`), to tell how much of the gap is the packer's and how
//! much the bound's.
//!
//! Issue 5 set a target of 80% of sets at the lower bound. On this
//! distribution it is out of reach for any packer: even on the small sets
//! the bound equals the exact optimum in under 80% of them (the bound
//! ignores alignment and the shape of lifetimes), while the packer finds
//! the optimum in almost all of them. The assertions therefore guard
//! what was measured (see the constants) and the mean ratio target.
//!
//! Run: `cargo test --test frame_layout -- --nocapture`

use core::ops::Range;
use ptxlift::frame::{
    lower_bound, pack, padding, placement_errors, sequential_size, FrameObject, FrameObjectKind,
    Lifetime, Placement,
};
use ptxlift::rng::SplitMix64;

/// Number of random object sets.
const SETS: u64 = 10_000;
/// Base seed; set `s` uses `BASE_SEED ^ s` (see [`set_seed`]).
const BASE_SEED: u64 = 0x5EED_F4A3_E000_0001;
/// Least share of sets packed to the lower bound: a regression guard just
/// under the measured 0.369 (the target of 0.80 is not reached; see
/// the module comment).
const MIN_SHARE_AT_LOWER_BOUND: f64 = 0.35;
/// Target on the mean of frame size / lower bound (measured 1.018).
const TARGET_MEAN_RATIO: f64 = 1.05;
/// Least share of small sets the packer lays out optimally (measured 0.986).
const MIN_SHARE_AT_OPTIMUM: f64 = 0.95;

fn set_seed(set: u64) -> u64 {
    BASE_SEED ^ set
}

/// One generated object: what is handed to the packer plus the raw ranges
/// it was built from (the independent checks use only the latter).
struct Generated {
    points: u32,
    objects: Vec<FrameObject>,
    raw: Vec<Vec<Range<u32>>>,
}

fn generate(seed: u64) -> Generated {
    let mut rng = SplitMix64(seed);
    let points = 1 + rng.below(200);
    let count = 1 + rng.below(24) as usize;
    let mut objects = Vec::with_capacity(count);
    let mut raw = Vec::with_capacity(count);
    for i in 0..count {
        let size = 1 + rng.below(512);
        let align = [1, 2, 4, 8, 16][rng.below(5) as usize];
        let kind = rng.below(100);
        let ranges: Vec<Range<u32>> = if kind < 5 {
            Vec::new()
        } else if kind < 10 {
            std::iter::once(0..points).collect()
        } else {
            let n = 1 + rng.below(2);
            (0..n)
                .map(|_| {
                    let (a, b) = (rng.below(points), rng.below(points));
                    a.min(b)..a.max(b) + 1
                })
                .collect()
        };
        let lifetime = if ranges.is_empty() {
            Lifetime::empty()
        } else {
            Lifetime::from_ranges(ranges.iter().cloned())
        };
        objects.push(FrameObject::new(
            FrameObjectKind::SpillSlot(i as u32),
            size,
            align,
            lifetime,
        ));
        raw.push(ranges);
    }
    Generated {
        points,
        objects,
        raw,
    }
}

fn align_up(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

/// Per object, the program points it is live at, from its raw ranges.
fn live_points(g: &Generated) -> Vec<Vec<bool>> {
    g.raw
        .iter()
        .map(|ranges| {
            let mut live = vec![false; g.points as usize];
            for r in ranges {
                for p in r.clone() {
                    live[p as usize] = true;
                }
            }
            live
        })
        .collect()
}

/// The figures of one set that the summary needs.
struct Outcome {
    size: u32,
    lower_bound: u32,
}

/// Checks one set; panics with `what` (naming the seed) on any violation.
fn check(g: &Generated, p: &Placement, what: &str) -> Outcome {
    let objs = &g.objects;
    let errors = placement_errors(objs, p);
    assert!(errors.is_empty(), "{what}: placement_errors: {errors:?}");
    assert_eq!(p.offsets.len(), objs.len(), "{what}: one offset per object");

    let live = live_points(g);
    // The lifetime the packer sees is the set of points we generated.
    for (i, o) in objs.iter().enumerate() {
        for pt in 0..g.points {
            assert_eq!(
                o.lifetime.contains(pt),
                live[i][pt as usize],
                "{what}: object {i}'s lifetime differs from its ranges at point {pt}"
            );
        }
        assert_eq!(o.is_dead, g.raw[i].is_empty(), "{what}: object {i} is_dead");
    }

    // Offsets: dead ones have none; live ones are aligned and in bounds.
    for (i, (o, off)) in objs.iter().zip(&p.offsets).enumerate() {
        match off {
            None => assert!(o.is_dead, "{what}: live object {i} has no offset"),
            Some(off) => {
                assert!(!o.is_dead, "{what}: dead object {i} has offset {off}");
                assert_eq!(
                    off % o.align,
                    0,
                    "{what}: object {i} at {off} not {}-aligned",
                    o.align
                );
                assert!(
                    u64::from(*off) + u64::from(o.size) <= u64::from(p.size),
                    "{what}: object {i} at {off}+{} ends past the frame ({})",
                    o.size,
                    p.size
                );
            }
        }
    }

    // No two objects live at a common point share a byte.
    for i in 0..objs.len() {
        for j in i + 1..objs.len() {
            let (Some(a), Some(b)) = (p.offsets[i], p.offsets[j]) else {
                continue;
            };
            let together = (0..g.points as usize).any(|pt| live[i][pt] && live[j][pt]);
            let (ea, eb) = (a + objs[i].size, b + objs[j].size);
            let share = a < eb && b < ea;
            assert!(
                !(together && share),
                "{what}: objects {i} ({a}..{ea}) and {j} ({b}..{eb}) are live together and share bytes"
            );
        }
    }

    // Independent lower bound: peak live bytes over points, rounded up to
    // the largest live alignment.
    let depot_align = objs
        .iter()
        .filter(|o| !o.is_dead)
        .map(|o| o.align)
        .max()
        .unwrap_or(1);
    assert_eq!(p.align, depot_align, "{what}: depot alignment");
    let peak = (0..g.points as usize)
        .map(|pt| {
            objs.iter()
                .enumerate()
                .filter(|(i, _)| live[*i][pt])
                .map(|(_, o)| u64::from(o.size))
                .sum::<u64>()
        })
        .max()
        .unwrap_or(0);
    let my_lower = align_up(peak, u64::from(depot_align));
    let lb = lower_bound(objs);
    assert_eq!(u64::from(lb), my_lower, "{what}: lower_bound");

    // Independent sequential size.
    let mut end = 0u64;
    for o in objs.iter().filter(|o| !o.is_dead) {
        end = align_up(end, u64::from(o.align)) + u64::from(o.size);
    }
    let my_seq = align_up(end, u64::from(depot_align));
    let seq = sequential_size(objs);
    assert_eq!(u64::from(seq), my_seq, "{what}: sequential_size");

    // Frame size.
    assert!(p.size >= lb, "{what}: size {} < lower bound {lb}", p.size);
    assert!(
        p.size <= seq,
        "{what}: size {} > sequential size {seq}",
        p.size
    );
    assert_eq!(
        p.size % p.align,
        0,
        "{what}: size {} not a multiple of {}",
        p.size,
        p.align
    );
    let max_end = objs
        .iter()
        .zip(&p.offsets)
        .filter_map(|(o, off)| off.map(|off| u64::from(off + o.size)))
        .max()
        .unwrap_or(0);
    assert_eq!(
        u64::from(p.size),
        align_up(max_end, u64::from(depot_align)),
        "{what}: size is the end of the highest object rounded up to the depot alignment"
    );
    if max_end == 0 {
        assert!(p.order.is_none(), "{what}: an empty frame has no order");
    } else {
        assert!(
            p.order.is_some(),
            "{what}: a non-empty frame names its order"
        );
    }

    // Independent padding: depot bytes no live object covers.
    let mut covered = vec![false; p.size as usize];
    for (o, off) in objs.iter().zip(&p.offsets) {
        if let Some(off) = off {
            covered[*off as usize..(off + o.size) as usize].fill(true);
        }
    }
    let uncovered = covered.iter().filter(|c| !**c).count() as u32;
    assert_eq!(
        padding(objs, &p.offsets, p.size),
        uncovered,
        "{what}: padding"
    );

    Outcome {
        size: p.size,
        lower_bound: lb,
    }
}

#[test]
fn random_object_sets_pack_soundly_and_tightly() {
    let mut with_bound = 0u64;
    let mut optimal = 0u64;
    let mut ratio_sum = 0f64;
    let mut worst: (f64, u64) = (1.0, 0);
    let (mut objects_total, mut dead_total, mut whole_total) = (0u64, 0u64, 0u64);
    for set in 0..SETS {
        let seed = set_seed(set);
        let g = generate(seed);
        objects_total += g.objects.len() as u64;
        dead_total += g.raw.iter().filter(|r| r.is_empty()).count() as u64;
        whole_total += g
            .raw
            .iter()
            .filter(|r| r.len() == 1 && r[0] == (0..g.points))
            .count() as u64;
        let p = pack(&g.objects);
        let what = format!("set {set} (seed {seed:#018x})");
        let out = check(&g, &p, &what);
        if out.lower_bound > 0 {
            with_bound += 1;
            if out.size == out.lower_bound {
                optimal += 1;
            }
            let ratio = f64::from(out.size) / f64::from(out.lower_bound);
            ratio_sum += ratio;
            if ratio > worst.0 {
                worst = (ratio, seed);
            }
        } else {
            assert_eq!(out.size, 0, "{what}: nothing live but size {}", out.size);
        }
    }
    assert!(with_bound > 0);
    let share = optimal as f64 / with_bound as f64;
    let mean = ratio_sum / with_bound as f64;
    eprintln!(
        "frame_layout: {SETS} sets, {objects_total} objects ({dead_total} dead, \
         {whole_total} live everywhere), {with_bound} sets with a non-zero lower bound"
    );
    eprintln!(
        "frame_layout: size == lower bound in {optimal}/{with_bound} sets = {share:.4}; \
         mean size/lower bound = {mean:.4}; worst {:.4} (seed {:#018x})",
        worst.0, worst.1
    );
    assert!(
        share >= MIN_SHARE_AT_LOWER_BOUND,
        "share of sets packed to the lower bound {share:.4} < {MIN_SHARE_AT_LOWER_BOUND}"
    );
    assert!(
        mean <= TARGET_MEAN_RATIO,
        "mean size/lower bound {mean:.4} > target {TARGET_MEAN_RATIO}"
    );
}

/// An object live over the half-open ranges `start..end` of `ranges`.
fn obj(index: u32, size: u32, align: u32, ranges: &[(u32, u32)]) -> FrameObject {
    FrameObject::new(
        FrameObjectKind::SpillSlot(index),
        size,
        align,
        Lifetime::from_ranges(ranges.iter().map(|&(a, b)| a..b)),
    )
}

fn pack_checked(objs: &[FrameObject]) -> Placement {
    let p = pack(objs);
    let errors = placement_errors(objs, &p);
    assert!(errors.is_empty(), "{errors:?}");
    p
}

#[test]
fn disjoint_lifetimes_share_bytes() {
    // Half-open: 0..10 and 10..20 have no point in common.
    let objs = [obj(0, 64, 8, &[(0, 10)]), obj(1, 64, 8, &[(10, 20)])];
    let p = pack_checked(&objs);
    assert_eq!((p.size, p.align), (64, 8));
    assert_eq!(p.offsets, [Some(0), Some(0)]);
    assert_eq!(lower_bound(&objs), 64);
    assert_eq!(sequential_size(&objs), 128);
}

#[test]
fn overlapping_lifetimes_do_not_share() {
    // One common point (9) is enough to forbid sharing.
    let objs = [obj(0, 64, 8, &[(0, 10)]), obj(1, 64, 8, &[(9, 20)])];
    let p = pack_checked(&objs);
    assert_eq!((p.size, p.align), (128, 8));
    let mut offs: Vec<_> = p.offsets.iter().map(|o| o.unwrap()).collect();
    offs.sort_unstable();
    assert_eq!(offs, [0, 64]);
    assert_eq!(lower_bound(&objs), 128);
}

#[test]
fn two_range_lifetime_shares_with_the_gap() {
    // Object 0 is live before and after object 1, never at the same time.
    let objs = [
        obj(0, 32, 4, &[(0, 5), (20, 25)]),
        obj(1, 32, 4, &[(5, 20)]),
    ];
    let p = pack_checked(&objs);
    assert_eq!(p.size, 32);
    assert_eq!(p.offsets, [Some(0), Some(0)]);
}

#[test]
fn sixteen_aligned_object_after_a_byte() {
    // Declared: a 1-byte object, then a 16-byte object aligned 16, both live
    // together. Sequential: byte at 0, the 16-byte one at 16, end 32. Packed:
    // the aligned one first (large bucket) at 0, the byte at 16: end 17,
    // rounded to the depot alignment 16 → 32.
    let objs = [obj(0, 1, 1, &[(0, 4)]), obj(1, 16, 16, &[(0, 4)])];
    let p = pack_checked(&objs);
    assert_eq!((p.size, p.align), (32, 16));
    assert_eq!(p.offsets, [Some(16), Some(0)]);
    assert_eq!(lower_bound(&objs), 32);
    assert_eq!(sequential_size(&objs), 32);
    assert_eq!(padding(&objs, &p.offsets, p.size), 15);

    // Also after a 1-byte object that is not live at the same time: the
    // aligned object may then take offset 0.
    let objs = [obj(0, 1, 1, &[(0, 4)]), obj(1, 16, 16, &[(4, 8)])];
    let p = pack_checked(&objs);
    assert_eq!((p.size, p.align), (16, 16));
    assert_eq!(p.offsets, [Some(0), Some(0)]);
}

#[test]
fn dead_objects_get_no_bytes() {
    let objs = [
        FrameObject::new(FrameObjectKind::SpillSlot(0), 64, 16, Lifetime::empty()),
        obj(1, 8, 4, &[(0, 3)]),
    ];
    let p = pack_checked(&objs);
    assert_eq!(p.offsets, [None, Some(0)]);
    assert_eq!((p.size, p.align), (8, 4));
    assert_eq!(sequential_size(&objs), 8);

    let all_dead = [FrameObject::new(
        FrameObjectKind::SpillSlot(0),
        64,
        16,
        Lifetime::empty(),
    )];
    let p = pack_checked(&all_dead);
    assert_eq!(p.offsets, [None]);
    assert_eq!((p.size, p.align, p.order), (0, 1, None));
    assert_eq!(lower_bound(&all_dead), 0);
    assert_eq!(sequential_size(&all_dead), 0);
}

/// Smallest frame over every order of the live objects, each placed at its
/// lowest aligned offset clear of the conflicting objects already placed.
/// This is the exact optimum: given any valid layout, placing its objects
/// lowest-first in order of their offsets puts each at or below its offset
/// there. Only for small sets (`live.len()!` orders).
fn exact_optimum(g: &Generated, live: &[usize], conflict: &[Vec<bool>]) -> u64 {
    fn place(g: &Generated, order: &[usize], conflict: &[Vec<bool>], offs: &mut [u64]) -> u64 {
        let mut end = 0;
        for (k, &i) in order.iter().enumerate() {
            let (size, align) = (u64::from(g.objects[i].size), u64::from(g.objects[i].align));
            let mut x = 0;
            while let Some(&j) = order[..k].iter().find(|&&j| {
                conflict[i][j] && offs[j] < x + size && x < offs[j] + u64::from(g.objects[j].size)
            }) {
                x = align_up(offs[j] + u64::from(g.objects[j].size), align);
            }
            offs[i] = x;
            end = end.max(x + size);
        }
        end
    }
    let mut order = live.to_vec();
    let mut offs = vec![0u64; g.objects.len()];
    let mut best = place(g, &order, conflict, &mut offs);
    // Heap's algorithm over the remaining orders.
    let n = order.len();
    let mut c = vec![0usize; n];
    let mut i = 1;
    while i < n {
        if c[i] < i {
            order.swap(if i % 2 == 0 { 0 } else { c[i] }, i);
            best = best.min(place(g, &order, conflict, &mut offs));
            c[i] += 1;
            i = 1;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
    best
}

/// How far `pack` is from the exact optimum (not just the lower bound) on
/// the random sets with at most `MAX_LIVE` live objects. Asserts lower
/// bound ≤ optimum ≤ packed size, and that the packer is optimal in at
/// least `MIN_SHARE_AT_OPTIMUM` of the sets.
#[test]
fn random_small_sets_against_exact_optimum() {
    const MAX_LIVE: usize = 7;
    let (mut sets, mut pack_opt, mut bound_opt, mut pack_bound) = (0u64, 0u64, 0u64, 0u64);
    let mut ratio_sum = 0f64;
    for set in 0..SETS {
        let seed = set_seed(set);
        let g = generate(seed);
        let live: Vec<usize> = (0..g.objects.len())
            .filter(|&i| !g.objects[i].is_dead)
            .collect();
        if live.is_empty() || live.len() > MAX_LIVE {
            continue;
        }
        let points = live_points(&g);
        let conflict: Vec<Vec<bool>> = (0..g.objects.len())
            .map(|i| {
                (0..g.objects.len())
                    .map(|j| (0..g.points as usize).any(|pt| points[i][pt] && points[j][pt]))
                    .collect()
            })
            .collect();
        let depot_align = live
            .iter()
            .map(|&i| u64::from(g.objects[i].align))
            .max()
            .unwrap_or(1);
        let opt = align_up(exact_optimum(&g, &live, &conflict), depot_align);
        let size = u64::from(pack(&g.objects).size);
        let lb = u64::from(lower_bound(&g.objects));
        let what = format!("set {set} (seed {seed:#018x})");
        assert!(lb <= opt, "{what}: lower bound {lb} > exact optimum {opt}");
        assert!(opt <= size, "{what}: packed {size} < exact optimum {opt}");
        sets += 1;
        pack_opt += u64::from(size == opt);
        bound_opt += u64::from(lb == opt);
        pack_bound += u64::from(size == lb);
        ratio_sum += size as f64 / opt as f64;
    }
    assert!(sets > 0);
    eprintln!(
        "frame_layout (sets with 1..={MAX_LIVE} live objects: {sets}): \
         size == exact optimum in {:.4}, lower bound == exact optimum in {:.4}, \
         size == lower bound in {:.4}, mean size/optimum = {:.4}",
        pack_opt as f64 / sets as f64,
        bound_opt as f64 / sets as f64,
        pack_bound as f64 / sets as f64,
        ratio_sum / sets as f64
    );
    let share = pack_opt as f64 / sets as f64;
    assert!(
        share >= MIN_SHARE_AT_OPTIMUM,
        "packer is optimal in {share:.4} < {MIN_SHARE_AT_OPTIMUM} of small sets"
    );
}
