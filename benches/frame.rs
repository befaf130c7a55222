//! Frame-layout packing time: `ptxlift::frame::pack` on 100, 1,000 and
//! 10,000 objects with local lifetimes, as a large function's spill slots
//! would have. The program has 4·n points; each object is live from a
//! random start for 1..=64 points (one in ten has a second such range
//! within 64 points after the first), so the number of objects live at a
//! point stays bounded as n grows. Sizes are 4..=256 bytes, alignments 4, 8
//! or 16. Before measuring each size, the frame size, lower bound, bitmap
//! words (frame size / 64) and peak live objects are printed so the growth
//! of the work per object can be judged.
//!
//! Run: `cargo bench --bench frame`

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ptxlift::frame::{lower_bound, pack, FrameObject, FrameObjectKind, Lifetime};
use ptxlift::rng::SplitMix64;
use std::hint::black_box;
use std::ops::Range;

/// `n` objects over a program of `4·n` points with local lifetimes.
fn objects(n: u32, seed: u64) -> Vec<FrameObject> {
    let mut rng = SplitMix64(seed);
    let points = 4 * n;
    (0..n)
        .map(|i| {
            let start = rng.below(points);
            let len = 1 + rng.below(64);
            let mut ranges: Vec<Range<u32>> = Vec::with_capacity(2);
            ranges.push(start..(start + len).min(points));
            if rng.below(10) == 0 {
                let second = start + len + 1 + rng.below(64);
                let len2 = 1 + rng.below(64);
                if second < points {
                    ranges.push(second..(second + len2).min(points));
                }
            }
            let size = 4 + rng.below(253);
            let align = [4, 8, 16][rng.below(3) as usize];
            FrameObject::new(
                FrameObjectKind::SpillSlot(i),
                size,
                align,
                Lifetime::from_ranges(ranges),
            )
        })
        .collect()
}

/// The most objects live at one point.
fn peak_live(objects: &[FrameObject]) -> usize {
    let mut events: Vec<(u32, i32)> = objects
        .iter()
        .flat_map(|o| o.lifetime.ranges().iter())
        .flat_map(|r| [(r.start, 1), (r.end, -1)])
        .collect();
    events.sort_unstable();
    let (mut live, mut peak) = (0i32, 0i32);
    for (_, d) in events {
        live += d;
        peak = peak.max(live);
    }
    peak as usize
}

fn pack_scaling(c: &mut Criterion) {
    let mut group = c.benchmark_group("frame/pack");
    for n in [100u32, 1_000, 10_000] {
        let objs = objects(n, 0xF4A3_0000 ^ u64::from(n));
        let placement = pack(&objs);
        eprintln!(
            "frame/pack n={n}: frame size {} bytes, lower bound {}, bitmap words {}, \
             peak live objects {}, order {:?}",
            placement.size,
            lower_bound(&objs),
            placement.size.div_ceil(64),
            peak_live(&objs),
            placement.order
        );
        group.throughput(Throughput::Elements(u64::from(n)));
        group.bench_with_input(BenchmarkId::from_parameter(n), &objs, |b, objs| {
            b.iter(|| pack(black_box(objs)))
        });
    }
    group.finish();
}

criterion_group!(benches, pack_scaling);
criterion_main!(benches);
