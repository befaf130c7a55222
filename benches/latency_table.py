#!/usr/bin/env python3
"""The table of `cargo bench --bench latency` for docs/BENCHMARKS.md.

Reads criterion's estimates of the last run (TARGET/criterion/latency_*/
{cold,reused}/new/estimates.json; TARGET is $CARGO_TARGET_DIR or ./target)
and prints one markdown row per kernel, the median cold and reused compile
times in microseconds and their ratio, then the median of the ratios over
the kernels measured both ways.

    python3 benches/latency_table.py
"""

import json
import os
import statistics
import sys


def median_us(path):
    with open(path) as f:
        return json.load(f)["median"]["point_estimate"] / 1000.0


def main():
    target = os.environ.get("CARGO_TARGET_DIR", "target")
    root = os.path.join(target, "criterion")
    if not os.path.isdir(root):
        print("no criterion results under %s: run cargo bench --bench latency" % root)
        return 1
    rows, ratios = [], []
    for d in sorted(os.listdir(root)):
        if not d.startswith("latency_"):
            continue
        times = {}
        for mode in ("cold", "reused"):
            p = os.path.join(root, d, mode, "new", "estimates.json")
            if os.path.exists(p):
                times[mode] = median_us(p)
        if len(times) != 2:
            continue
        ratio = times["reused"] / times["cold"]
        ratios.append(ratio)
        rows.append((d[len("latency_"):], times["cold"], times["reused"], ratio))
    print("| kernel | cold µs | reused µs | reused/cold |")
    print("|---|---:|---:|---:|")
    for name, cold, reused, ratio in rows:
        print("| %s | %.1f | %.1f | %.3f |" % (name, cold, reused, ratio))
    if ratios:
        print()
        print("median reused/cold over %d kernels: %.3f (range %.3f–%.3f)"
              % (len(ratios), statistics.median(ratios), min(ratios), max(ratios)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
