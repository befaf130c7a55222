#!/usr/bin/env python3
"""Independent reference for the frame-benchmark corpus in benches/frames.

Every kernel `NAME` (benches/frames/NAME.ll, hand-written source in
benches/frames/src/NAME.ll) has a plain-Python model below, registered with
`@kernel(...)`, that takes the launch geometry and the arguments built from
the file's `; arg:` directives and computes the output buffers from the
specification of the kernel (its CUDA sketch and header). No LLVM, ptxlift
or compiler is involved: the models are written from the kernels'
descriptions, not translated from the IR or copied from any output.

    python3 benches/frames/expected.py --check        check every `; expect:` line
    python3 benches/frames/expected.py --emit NAME    print the listed expectations
                                                      for NAME's output buffers
    python3 benches/frames/expected.py --list         kernels and output buffers

`--check` parses the run directives of each benches/frames/NAME.ll, builds
the argument buffers exactly as the directive syntax defines (element
expressions in wrapping i64 for integer buffers, in f64 rounded to the
element type for float buffers; listed literals), runs the model, and
compares every `; expect:` line bit for bit (f32/f64 by their bits, any NaN
equal to any NaN; integers modulo the element width). It also checks that
every output buffer the model declares has an expectation, that every
kernel file has a model, a source and a header (and starts with that
header), and that every model has a kernel file. Exit status 1 on any
mismatch.

The directive parser, the value helpers and the checker (`main`, run here
over this directory and this file's models) are tests/llvm/expected.py's;
the models and their registry are this corpus's own.
"""

import math
import os
import re
import struct
import sys


HERE = os.path.dirname(os.path.abspath(__file__))

# The value helpers, the directive parser, the argument builder and the
# checker are tests/llvm/expected.py's (one implementation of the directive
# syntax and of --check); the models and their registry below are this
# corpus's own.
sys.path.insert(0, os.path.join(HERE, "..", "..", "tests", "llvm"))
from expected import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))  # this corpus, not tests/llvm


KERNELS = {}


def kernel(*outputs):
    def reg(fn):
        KERNELS[fn.__name__] = (fn, outputs)
        return fn

    return reg


# ==========================================================================
# The models, one per kernel (the header of each benches/frames/NAME.ll
# says what the kernel computes).
# ==========================================================================


@kernel("out", "wide")
def disjoint_phases(L, inp, out, wide, n):
    for t in gtids(L):
        seg = inp.v[32 * t:32 * t + 32]
        a = [seg[k] * 3 + k for k in range(n)]
        s = sum(a[(5 * k + t) % n] * (k + 1) for k in range(n))
        b = [None] * n
        for k in range(n):
            b[(7 * k + t) % n] = ((s ^ k) & 1023) / 4
        s += sum(int(b[k] * 4) * (k & 3) for k in range(n))
        h = n // 2
        c = [s * (k + 1) + seg[k] for k in range(h)]
        for k in range(h):
            wide.v[16 * t + k] = c[(3 * k + t) % h] ^ k
        out.v[t] = s


@kernel("out")
def staggered_lifetimes(L, inp, out, na, nb, nd):
    for t in gtids(L):
        A = inp.v[24 * t:24 * t + na]
        B = [A[(7 * k + t) % na] * (k + 1) for k in range(nb)]
        C = [B[(11 * k + t) % nb] - B[(k + t) % nb] for k in range(na)]
        D = [C[(5 * k + t) % na] * C[(13 * k + t + 1) % na] + k for k in range(nd)]
        for k in range(nd):
            out.v[16 * t + k] = D[(3 * k + t) % nd] + D[k]


@kernel("out")
def spill_pressure(L, inp, out, rounds):
    for t in gtids(L):
        row = [u32(v) for v in inp.v[40 * t:40 * t + 40]]
        tab = [u32(row[k] * (k + 1)) for k in range(16)]
        x = row[:]
        for r in range(rounds):
            d = tab[(x[0] ^ r) & 15]
            x = [u32(3 * x[j] + x[(j + 1) % 40] + d) for j in range(40)]
            tab[r & 15] = x[5]
        out.v[40 * t:40 * t + 40] = [s32(v) for v in x]


@kernel("out")
def escape_calls(L, inp, out, n):
    def fill(n, seed):
        return [s32(seed * (k + 1)) ^ (7 * k) for k in range(n)]

    def dot(u, ustride, w, t):
        return s32(sum(u[(k * ustride + t) % len(u)] * w[k % len(w)] for k in range(len(u))))
    for t in gtids(L):
        a = fill(n, inp.v[t])
        b = fill(n, 3 * t + 1)
        out.v[2 * t] = dot(a, 5, b, t)
        a[t % n] = -1
        out.v[2 * t + 1] = dot(b, 1, a, t)


@kernel("out")
def callee_frames(L, inp, out, n):
    def digit_score(x):
        x = u32(x)
        digits = [int(c) for c in str(x)]
        return sum((d + 1) * digits.count(d) for d in range(10))

    def rotate_median(src, n, off):
        w = sorted(src[(k + off) % n] for k in range(n))
        return w[n // 2] * 4 + digit_score(w[n - 1])
    for t in gtids(L):
        keep = inp.v[16 * t:16 * t + n]
        md = rotate_median(keep, n, t) + digit_score(keep[t % n])
        for k in range(n):
            out.v[16 * t + k] = keep[(5 * k + t) % n] * 2 + md


@kernel("okey", "otag", "oval", "ow")
def struct_records(L, keys, okey, otag, oval, ow, n):
    for t in gtids(L):
        recs = []
        for k in range(n):
            x = keys.v[12 * t + k]
            recs.append((trem(x, 10), k + ord("A") + 32 * (x & 1), s16(3 * x), x * 0.5))
        recs.sort(key=lambda r: r[0])          # Python's sort is stable
        for k, (key, tag, w, val) in enumerate(recs):
            o = 12 * t + k
            okey.v[o], otag.v[o], ow.v[o], oval.v[o] = key, s8(tag), w, val + w


@kernel("out", "fout")
def mixed_align(L, inp, out, fout, n):
    for t in gtids(L):
        by, h, w, q, d, fl = [0] * 13, [0] * 7, [0] * 5, [0] * 3, [0.0] * 3, [0] * 3
        v = [[0.0] * 4 for _ in range(3)]
        for k in range(n):
            x = inp.v[16 * t + k]
            by[x % 13] = u8(by[x % 13] + k + 1)
            h[(x >> 2) % 7] = s16(h[(x >> 2) % 7] + x)
            w[(x + k) % 5] ^= s32(x << (k & 7))
            q[k % 3] += x * x
            d[(x >> 3) % 3] += x / 4
            fl[x % 3] |= 1 << (k & 7)
            v[(x + t) % 3] = [a + b for a, b in zip(v[(x + t) % 3], (x, k, x - k, 1))]
        out.v[4 * t] = sum(b * (j + 1) for j, b in enumerate(by))
        out.v[4 * t + 1] = sum(a * (j + 1) for j, a in enumerate(h)) + sum(f << (8 * j) for j, f in enumerate(fl))
        out.v[4 * t + 2] = sum(a * (j + 1) for j, a in enumerate(w))
        out.v[4 * t + 3] = sum(q) + int(d[0] * 4 + d[1] * 8 + d[2] * 16)
        for c in range(4):
            fout.v[4 * t + c] = f32(v[t % 3][c] + 2 * v[(t + 1) % 3][c] + 4 * v[(t + 2) % 3][c])


@kernel("out")
def big_and_small(L, inp, out, n, steps):
    for t in gtids(L):
        m = 2 * inp.v[t] + 1
        big = [(k * m + t) & 255 for k in range(n)]
        assert sorted(big) == list(range(256)), "a permutation"
        acc, seen, x = [0] * 4, [0] * 6, t & 255
        for _ in range(steps):
            x = big[x]
            acc[x & 3] += x
            seen[x % 6] += 1
        tail = [0] * 16
        for k in range(16):
            tail[(5 * k + t) & 15] = s16(acc[k & 3] * (k + 1))
        for j in range(4):
            out.v[6 * t + j] = acc[j] + tail[j] * tail[15 - j]
        out.v[6 * t + 4] = sum(c << (8 * j) for j, c in enumerate(seen))
        out.v[6 * t + 5] = x


@kernel("out")
def loop_scoped(L, inp, out, n, rounds):
    for t in gtids(L):
        across = inp.v[16 * t:16 * t + n]
        for r in range(rounds):
            tmp = [across[(k + r + t) % n] * (r + 1) + k for k in range(n)]
            across = [tmp[(3 * k + t) % n] - tdiv(tmp[k], 2) for k in range(n)]
        for r in range(rounds):
            hist = [0] * 12
            for k in range(n):
                hist[(across[k] & 0x7FFFFFFF) % 12] += k + r
            across = [s32(across[k] + hist[(k + t) % 12]) for k in range(n)]
        out.v[16 * t:16 * t + n] = across


@kernel("out", "depth")
def quicksort_stack(L, inp, out, depth, n):
    def max_stack(a):
        """The deepest stack pointer of the explicit-stack quicksort on a."""
        a = a[:]
        stack, top = [(0, len(a) - 1)], 1
        while stack:
            lo, hi = stack.pop()
            if lo >= hi:
                continue
            p, i = a[hi], lo
            for j in range(lo, hi):
                if a[j] < p:
                    a[i], a[j] = a[j], a[i]
                    i += 1
            a[i], a[hi] = a[hi], a[i]
            first, second = ((lo, i - 1), (i + 1, hi)) if i - lo > hi - i else ((i + 1, hi), (lo, i - 1))
            stack += [first, second]
            top = max(top, len(stack))
        assert a == sorted(a) and top <= 16
        return top
    for t in gtids(L):
        seg = inp.v[32 * t:32 * t + n]
        out.v[32 * t:32 * t + n] = sorted(seg)
        depth.v[t] = max_stack(seg)


# END OF MODELS

# --------------------------------------------------------------------------


if __name__ == "__main__":
    # The checker and command line are tests/llvm/expected.py's, run over
    # this directory and this file's models.
    sys.exit(main(sys.argv, corpus=HERE, models=KERNELS, usage=__doc__))
