#!/usr/bin/env python3
"""The run directives of the .ll kernels in this folder, derived by a
model that shares nothing with ptxlift: Python lists, whose slice
assignment copies the right-hand side first (so an overlapping move is
exact), and Python arithmetic for compares and selects.

    python3 tests/llvm_import/expected.py mem_intrinsics   # print the directives
    python3 tests/llvm_import/expected.py --check          # the files hold them

Each .ll file here starts with the directives this script printed for it,
followed by the LLVM IR (written by hand, as clang -O2 would print it).
"""
import math
import os
import struct
import sys
from fractions import Fraction


def lst(xs):
    return "[" + ", ".join(str(x) for x in xs) + "]"


class Out:
    def __init__(self):
        self.lines = []

    def launch(self, kernel, args, expects, block=1):
        self.lines.append(f"; launch: %{kernel} grid=1 block={block}")
        self.lines += [f"; arg: {a}" for a in args]
        self.lines += [f"; expect: {e}" for e in expects]


def mem_intrinsics():
    o = Out()
    # memmove inside one 64-byte buffer, b[i] = i; flag = n > 30 (a phi
    # after the block that holds the loop).
    for d, s, n in [(8, 0, 0), (8, 0, 1), (8, 0, 37), (0, 8, 45), (3, 1, 29),
                    (1, 4, 30), (16, 16, 20), (0, 32, 32), (32, 0, 32)]:
        b = list(range(64))
        if n > 30:
            b[d:d + n] = b[s:s + n]
        o.launch("move", ["@b = i8[64] i", "@flag = i8[1] 9", d, s, n],
                 ["@b == " + lst(b), f"@flag == [{int(n > 30)}]"])
    # memcpy with an i32 length between two buffers, at offsets.
    for d, s, n in [(0, 0, 0), (0, 0, 1), (0, 0, 13), (5, 2, 27), (0, 0, 1000),
                    (8, 16, 1001)]:
        src = [(3 * i + 1) % 128 for i in range(1024)]
        dst = [100] * 1024
        dst[d:d + n] = src[s:s + n]
        o.launch("copy", ["@dst = i8[1024] 100", "@src = i8[1024] (3 * i + 1) % 128",
                          d, s, n], ["@dst == " + lst(dst)])
    # memset through a generic pointer, then a store of the value to the
    # last byte through an address computed before the call.
    for d, v, n in [(0, 7, 0), (0, 7, 1), (8, 9, 31), (3, 11, 40), (0, 12, 300)]:
        b = [1] * 320
        b[d:d + n] = [v] * n
        b[319] = v
        o.launch("set", ["@b = i8[320] 1", d, v, n], ["@b == " + lst(b)])
    # Shared memory holding 0..63, moved with one side generic (the
    # other shared): overlapping in both directions.
    for kernel in ["shmove_gen_dst", "shmove_gen_src"]:
        for d, s, n in [(8, 0, 37), (0, 8, 45), (3, 1, 29), (1, 4, 30), (5, 5, 0)]:
            b = list(range(64))
            b[d:d + n] = b[s:s + n]
            o.launch(kernel, ["@out = i8[64] i", d, s, n], ["@out == " + lst(b)])
    # Global from shared (different spaces: no overlap, always forward).
    for n in [0, 5, 64]:
        b = [200 - i for i in range(64)]
        b[0:n] = list(range(n))
        o.launch("shared_to_global", ["@out = i8[64] 200 - i", n], ["@out == " + lst(b)], block=64)
    # A 300-byte local array: memset to 5 (a constant length over the
    # unrolled limit), memset of n bytes to 9, copied out (constant 300).
    for n in [0, 17, 300]:
        o.launch("local", ["@out = i8[300] 0", n],
                 ["@out == " + lst([9 if i < n else 5 for i in range(300)])])
    # 32 threads: thread t copies t + 8 bytes of row t (rows of 41 bytes,
    # so the alignment differs from row to row).
    src = [(5 * i) % 128 for i in range(32 * 41)]
    dst = [127] * (32 * 41)
    for t in range(32):
        dst[41 * t:41 * t + t + 8] = src[41 * t:41 * t + t + 8]
    o.launch("rows", ["@dst = i8[1312] 127", "@src = i8[1312] (5 * i) % 128"],
             ["@dst == " + lst(dst)], block=32)
    return o.lines


def vector_compares():
    o = Out()
    # 8 threads, thread t on lanes 4t..4t+3 of a and b.
    a = [(i * 37) % 23 - 11 for i in range(32)]
    b = [(i * 11) % 19 - 9 for i in range(32)]
    u32 = lambda x: x % (1 << 32)
    lt = [a[i] < b[i] for i in range(32)]
    ult = [u32(a[i]) < u32(b[i]) for i in range(32)]
    mn = [a[i] if lt[i] else b[i] for i in range(32)]
    zu = [int(x) for x in ult]
    sl = [-int(x) for x in lt]
    # e[t]: lane t % 4 of not(lt and ult); e2[t]: lane 2 of lt.
    e = [int(not (lt[4 * t + t % 4] and ult[4 * t + t % 4])) for t in range(8)]
    e2 = [int(lt[4 * t + 2]) for t in range(8)]
    # pick: a's lanes for even threads, b's for odd ones.
    pick = [a[i] if (i // 4) % 2 == 0 else b[i] for i in range(32)]
    o.launch("ints", ["@a = i32[32] (i * 37) % 23 - 11", "@b = i32[32] (i * 11) % 19 - 9",
                      "@min = i32[32] 0", "@u = i32[32] 7", "@s = i32[32] 7",
                      "@e = i32[8] 7", "@e2 = i32[8] 7", "@pick = i32[32] 0"],
             ["@min == " + lst(mn), "@u == " + lst(zu), "@s == " + lst(sl),
              "@e == " + lst(e), "@e2 == " + lst(e2), "@pick == " + lst(pick)], block=8)
    # 4 threads on <2 x float> lanes 2t, 2t+1, with NaNs, zeros, infinities.
    nan = float("nan")
    inf = float("inf")
    x = [1.0, nan, -0.0, 3.0, 2.0, inf, nan, -1.0]
    y = [2.0, 1.0, 0.0, nan, 2.0, -inf, nan, -2.0]
    un = lambda i: x[i] != x[i] or y[i] != y[i]
    flags = [int(x[i] < y[i]) + 2 * int(un(i)) + 4 * int(un(i) or x[i] == y[i]) + 8
             for i in range(8)]
    sel = [x[i] if x[i] > y[i] else y[i] for i in range(8)]
    fmt = lambda v: "nan" if v != v else ("-inf" if v == -inf else ("inf" if v == inf else repr(v)))
    o.launch("floats", ["@x = f32[8] " + "[" + ", ".join(map(fmt, x)) + "]",
                        "@y = f32[8] " + "[" + ", ".join(map(fmt, y)) + "]",
                        "@flags = i32[8] 0", "@sel = f32[8] 0"],
             ["@flags == " + lst(flags), "@sel == [" + ", ".join(map(fmt, sel)) + "]"],
             block=4)
    # A <4 x i1> phi: lane j of thread t is set when t + j == 3k for some
    # k < n.
    for n in [0, 1, 4]:
        m = [int(any(3 * k == t + j for k in range(n))) for t in range(8) for j in range(4)]
        o.launch("phimask", ["@out = i32[32] 7", n], ["@out == " + lst(m)], block=8)
    return o.lines


def atomics():
    o = Out()
    # Message passing: thread 0 writes data[k] = 10k + 7 (plain stores),
    # then sets the flag with a release store; the other threads wait for
    # it with acquire loads and read data[t % 4]; thread 0 reads data[0]
    # back with a seq_cst load. (Threads run in order on both engines,
    # so the waits end.)
    out = [[10 * k + 7 for k in range(4)][t % 4] for t in range(32)]
    o.launch("message", ["@data = i32[4] 0", "@flag = i32[1] 0", "@out = i32[32] -1"],
             ["@data == " + lst([10 * k + 7 for k in range(4)]), "@flag == [1]",
              "@out == " + lst(out)], block=32)
    # Every type, space and ordering on one thread (see the kernel's
    # comments for the order of the steps).
    a = 123456789012
    o.launch("types", [f"@i64 = i64[2] [{a}, 0]", "@f32 = f32[4] [1.5, 0, 1e-40, 0]",
                       "@f64 = f64[2] [-2.25, 0]", "@ptrs = i64[1] 0", "@out = i64[4] 0"],
             ["@i64 == [5, 77]", "@f32 == [1.5, 3.0, 1e-40, 1e-40]", "@f64 == [-2.25, -2.25]",
              f"@out == [{a}, 43, 9, {a}]"])
    return o.lines


def prmt(a, b, s):
    """prmt.b32, default mode, as the PTX ISA describes it: the bytes of
    {b, a} numbered 0..7 (a holds 0..3); selector nibble i picks result
    byte i by its low three bits, and its high bit replaces the byte with
    eight copies of the byte's sign bit."""
    pair, r = (b << 32) | a, 0
    for i in range(4):
        n = (s >> 4 * i) & 0xF
        byte = (pair >> 8 * (n & 7)) & 0xFF
        if n & 8:
            byte = 0xFF if byte & 0x80 else 0
        r |= byte << 8 * i
    return r


def signed32(x):
    return x - (1 << 32) if x & 0x80000000 else x


def byte_perm():
    o = Out()
    # SHA-256's big-endian message words: 4 threads, 16 words each.
    msg = [(i * 0x9E3779B9 + 0x01234567) & 0xFFFFFFFF for i in range(64)]
    w = [signed32(prmt(x, 0, 0x0123)) for x in msg]
    o.launch("load_be", ["@msg = i32[64] " + lst(map(signed32, msg)), "@w = i32[64] 0", 4],
             ["@w == " + lst(w)], block=4)
    # A run-time selector per thread, sign replication included.
    a = [(i * 0x2545F491 + 0x80FF7F01) & 0xFFFFFFFF for i in range(16)]
    b = [(i * 0x61C88647 + 0x00800080) & 0xFFFFFFFF for i in range(16)]
    sel = [0x0123, 0x5140, 0x7654, 0x3210, 0x8888, 0x9ABC, 0xFEDC, 0xFFFF0000,
           0x4321, 0x0000, 0x7777, 0xB3A2, 0x1F2E, 0x6C5D, 0x0246, 0xEEEE]
    out = [signed32(prmt(a[i], b[i], sel[i])) for i in range(16)]
    o.launch("perm", ["@a = i32[16] " + lst(map(signed32, a)),
                      "@b = i32[16] " + lst(map(signed32, b)),
                      "@sel = i32[16] " + lst(map(signed32, sel)), "@out = i32[16] 0"],
             ["@out == " + lst(out)], block=16)
    # __sad, __usad, __mul24, __umul24 (PTX sad / mul24.lo semantics).
    out = []
    for i in range(16):
        x, y = signed32(a[i]), signed32(b[i])
        ux, uy = a[i], b[i]
        s24 = lambda v: ((v & 0xFFFFFF) ^ 0x800000) - 0x800000
        out += [signed32((7 + abs(x - y)) & 0xFFFFFFFF), signed32((3 + abs(ux - uy)) & 0xFFFFFFFF),
                signed32((s24(ux) * s24(uy)) & 0xFFFFFFFF),
                signed32(((ux & 0xFFFFFF) * (uy & 0xFFFFFF)) & 0xFFFFFFFF)]
    o.launch("sad_mul24", ["@a = i32[16] " + lst(map(signed32, a)),
                           "@b = i32[16] " + lst(map(signed32, b)), "@out = i32[64] 0"],
             ["@out == " + lst(out)], block=16)
    return o.lines


def f32(x):
    """x rounded to nearest f32 (x already an f32 value: exact)."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def round_f32(q, mode, precision=24, emin=-126, emax=127):
    """The exact Fraction q (non-zero, in the format's normal range: f32 by
    default) rounded toward nearest-even, zero, -inf or +inf."""
    m = abs(q)
    e = m.numerator.bit_length() - m.denominator.bit_length()
    if Fraction(2) ** e > m:
        e -= 1
    assert emin <= e <= emax, q
    ulp = Fraction(2) ** (e - precision + 1)
    k, rest = divmod(m, ulp)
    up = rest != 0 and {"rn": rest > ulp / 2 or (rest == ulp / 2 and k % 2 == 1),
                        "rz": False, "rm": q < 0, "rp": q > 0}[mode]
    r = float((k + up) * ulp)
    return -r if q < 0 else r


def round_f64(q, mode):
    """As round_f32, to f64."""
    return round_f32(q, mode, 53, -1022, 1023)


def sqrt_q(x):
    """sqrt(x) for a dyadic Fraction x > 0: exact for a square, else a value
    strictly inside the same interval between f32/f64 rounding boundaries
    (a bracket 2^-1200 wide)."""
    n = x * Fraction(2) ** 2400
    assert n.denominator == 1
    r = math.isqrt(n.numerator)
    return Fraction(r, 2 ** 1200) if r * r == n.numerator else Fraction(2 * r + 1, 2 ** 1201)


def to_int(x, mode, lo, hi):
    """PTX cvt.r{n,z,m,p}i to an integer in [lo, hi]: round, clamp, NaN to 0."""
    if x != x:
        return 0
    if x in (math.inf, -math.inf):
        return hi if x > 0 else lo
    q = Fraction(x)
    r = {"rn": round(q), "rz": math.trunc(q), "rm": math.floor(q), "rp": math.ceil(q)}[mode]
    return max(lo, min(hi, r))


def round_away(x):
    """llvm.round: to nearest, halfway cases away from zero; zeros keep x's sign."""
    if x != x or x in (math.inf, -math.inf):
        return x
    r = math.floor(abs(Fraction(x)) + Fraction(1, 2))
    return math.copysign(float(r), x)


def flit(v):
    if v != v:
        return "nan"
    if v in (math.inf, -math.inf):
        return "inf" if v > 0 else "-inf"
    return repr(v)


def rounding_intrinsics():
    o = Out()
    i32 = (-(1 << 31), (1 << 31) - 1)
    u32 = (0, (1 << 32) - 1)
    i64 = (-(1 << 63), (1 << 63) - 1)
    # Ties to even and away, saturation, NaN, infinities, subnormals.
    x = [2.5, -2.5, 3.5, -0.5, f32(0.49999997), 1.5, -1.5, 2147483520.0,
         3e9, -3e9, math.nan, math.inf, -math.inf, f32(1e-45), f32(-1e-45), -7.25]
    out = []
    for v in x:
        out += [to_int(v, m, *i32) for m in ("rn", "rz", "rm", "rp")]
        out += [signed32(to_int(v, m, *u32)) for m in ("rn", "rm")]
        # d2ll.rp's i64, truncated to its low 32 bits.
        out += [to_int(v, "rn", *i32), (to_int(v, "rp", *i64) + (1 << 31)) % (1 << 32) - (1 << 31)]
    o.launch("to_int", ["@x = f32[16] [" + ", ".join(map(flit, x)) + "]", "@out = i32[128] 7"],
             ["@out == " + lst(out)], block=16)
    # Halfway cases, -0.4 to -0.0, values past 2^23 (already integers), NaN.
    x = [0.5, 1.5, 2.5, -0.5, -2.5, f32(-0.4), f32(0.49999997), f32(-0.49999997),
         8388607.5, 8388608.0, 16777216.0, f32(1e30), f32(-1e30), math.nan, math.inf, -0.0]
    out = [r for v in x for r in (round_away(v), round_away(v))]
    o.launch("round_half_away", ["@x = f32[16] [" + ", ".join(map(flit, x)) + "]",
                                 "@out = f32[32] 7.0", "@dout = f64[16] 7.0"],
             ["@out == [" + ", ".join(map(flit, out)) + "]",
              "@dout == [" + ", ".join(flit(round_away(v)) for v in x) + "]"], block=16)
    # Conversions to float in each direction, sqrt.rz/.rp, rcp.rm.d.
    ints = [16777217, -16777217, 2147483647, -2147483648, 33554435, -3, 1, 123456789]
    longs = [(1 << 53) + 1, -((1 << 53) + 1), (1 << 63) - 1, -(1 << 62) - 3,
             123456789012345678, -7, 1 << 40, -(1 << 63) + 12345]
    ds = [1 / 3, -1 / 3, 0.1, -2.5, 1e-30, 3.0000000000000004, -1e10 / 7, 6.25]
    out, dout = [], []
    for iv, lv, d in zip(ints, longs, ds):
        D = Fraction(d)
        u32v = iv % (1 << 32)
        u64v = lv % (1 << 64)
        dn = round_f32(D, "rn")
        out += [round_f32(Fraction(iv), "rz"), round_f32(Fraction(u32v), "rm"),
                round_f32(Fraction(lv), "rp"), round_f32(Fraction(u64v), "rz"),
                round_f32(D, "rz"), round_f32(D, "rm"), round_f32(D, "rp"),
                round_f32(sqrt_q(abs(Fraction(dn))), "rz")]
        dout += [round_f64(Fraction(lv), "rm"), round_f64(Fraction(u64v), "rp"),
                 round_f64(sqrt_q(abs(D)), "rp"), round_f64(1 / D, "rm")]
    o.launch("to_float", ["@i = i32[8] " + lst(ints), "@l = i64[8] " + lst(longs),
                          "@d = f64[8] [" + ", ".join(map(flit, ds)) + "]",
                          "@out = f32[64] 7.0", "@dout = f64[32] 7.0"],
             ["@out == [" + ", ".join(map(flit, out)) + "]",
              "@dout == [" + ", ".join(map(flit, dout)) + "]"], block=8)
    # fma(a, b, 1) in each mode, add.rz/rm, mul.rp, div.approx by 4.
    a = [3.0, f32(1 + 2 ** -12), 1.5, f32(-0.1), f32(1e10), f32(7.0 / 3.0), -2.0, f32(0.3)]
    b = [f32(1 / 3), f32(1 + 2 ** -12), -1.5, f32(0.7), f32(3e-7), f32(-1e-8), 2.0, f32(-0.3)]
    out = []
    for x, y in zip(a, b):
        X, Y = Fraction(x), Fraction(y)
        out += [round_f32(X * Y + 1, m) for m in ("rn", "rz", "rm", "rp")]
        for m in ("rz", "rm"):
            out.append(round_f32(X + Y, m) if X + Y != 0 else (-0.0 if m == "rm" else 0.0))
        out += [round_f32(X * Y, "rp"), x / 4]
    o.launch("arith_modes", ["@a = f32[8] [" + ", ".join(map(flit, a)) + "]",
                             "@b = f32[8] [" + ", ".join(map(flit, b)) + "]",
                             "@out = f32[64] 7.0"],
             ["@out == [" + ", ".join(map(flit, out)) + "]"], block=8)
    return o.lines


def f32_bits(x):
    """The bits of float32 `x` as a signed 32-bit integer (`x` must be
    exact in float32: asserted)."""
    b = struct.pack("<f", x)
    assert struct.unpack("<f", b)[0] == x, x
    return struct.unpack("<i", b)[0]


def struct_calls():
    o = Out()
    # reduce_all: x > 100 keeps (x, 7); otherwise subtract or add 1.5 until
    # x lies in [0, 1.5), counting the steps; the quadrant is the count & 3.
    # Multiples of 1/8 stay exact in doubles, so Python's floats give the
    # exact results.
    xs = [-7.25, 3.0, 100.5, 250.0, 0.0, 1.5, -0.5, 12.375, 1.375, -1.5,
          101.0, 6.125, -100.0, 44.25, 2.0, 5.0]
    n = 14
    r, q = [9.0] * 16, [9] * 16
    for i in range(n):
        v = xs[i]
        if v > 100.0:
            r[i], q[i] = v, 7
            continue
        k = 0
        while v >= 1.5:
            v -= 1.5
            k += 1
        while v < 0.0:
            v += 1.5
            k -= 1
        r[i], q[i] = v, k & 3
    o.launch("reduce_all", ["@x = f64[16] " + lst(xs), "@r = f64[16] 9.0",
                            "@q = i32[16] 9", n],
             ["@r == " + lst(r), "@q == " + lst(q)], block=16)
    # stats_rows: per row (one thread each) the running min, max and count
    # through the by-value `widen`; `pick` returns the row's stats on odd
    # rows and {0, 0, -row} on even ones; `make_box` nests the stats with
    # their sum and difference; `twice` bumps its own copy (count + 20,
    # hi + 1) and leaves the caller's alone. Values are multiples of 1/8
    # below 16, so every float operation is exact.
    rows = 8
    for cols in [5, 2]:
        a = [((i * 37) % 29 - 14) / 8 for i in range(rows * cols)]
        out, boxes, counts, his = [], [], [], []
        for row in range(rows):
            lo = hi = a[row * cols]
            count = 0
            for c in range(cols):
                v = a[row * cols + c]
                lo = v if lo > v else lo
                hi = v if hi < v else hi
                count += 1
            picked = [f32_bits(lo), f32_bits(hi), count] if row & 1 else [0, 0, -row]
            out += picked
            boxes += [f32_bits(lo), f32_bits(hi), count, f32_bits(lo + hi), f32_bits(lo - hi)]
            counts.append((count + 20) * 1000 + count)
            his.append((hi + 0.5 + 0.5) - hi)
        o.launch("stats_rows", [f"@a = f32[{rows * cols}] " + lst(a), cols,
                                f"@out = i32[{3 * rows}] 7", f"@boxes = i32[{5 * rows}] 7",
                                f"@counts = i32[{rows}] 7", f"@his = f32[{rows}] 7.0"],
                 ["@out == " + lst(out), "@boxes == " + lst(boxes),
                  "@counts == " + lst(counts), "@his == " + lst(his)], block=rows)
    return o.lines


def aggregates():
    o = Out()
    # Samples { float x, i32 k, [2 x i16] h } as words: x's bits, k, and
    # h[0] | h[1] << 16. x: multiples of 1/8 (exact sums), k small.
    def sample(i):
        x = ((i * 13) % 23 - 11) / 8
        return x, (i * 7) % 5 - 2, [(i * 3) % 7, (i * 5) % 11 + 1]

    def words(samples):
        out = []
        for x, k, h in samples:
            out += [f32_bits(x), k, h[0] | h[1] << 16]
        return out
    # accumulate: thread t visits samples t, t + 8, ... below n; the
    # record { { count, { sum, max } }, last sample, pair } per thread:
    # count sums k, sum adds x, max starts at 0 and keeps the largest x;
    # pair starts [0, 1] and becomes [p1, p1 + h[1]] at each sample.
    for n in [8, 21]:
        samples = [sample(i) for i in range(n)]
        out = []
        for t in range(8):
            count, total, mx, last, pair = 0, 0.0, 0.0, None, [0, 1]
            for i in range(t, n, 8):
                x, k, h = samples[i]
                count += k
                total += x
                mx = x if x > mx else mx
                last = samples[i]
                pair = [pair[1], pair[1] + h[1]]
            out += [count, f32_bits(total), f32_bits(mx)] + words([last]) + pair
        o.launch("accumulate", [f"@in = i32[{3 * n}] " + lst(words(samples)),
                                "@out = i32[64] 7", n],
                 ["@out == " + lst(out)], block=8)
    # stage: per thread, (x, k) becomes (lim, k + 100) when x > lim; the
    # lanes x, 2x, -x, 1 compared with lim give a 4-bit mask; the record
    # { sample with the new x, [k', mask, 5] }.
    samples = [sample(i) for i in range(8)]
    for lim in [0.5, -1.0]:
        out = []
        for x, k, h in samples:
            cx, ck = (lim, k + 100) if x > lim else (x, k)
            mask = sum(1 << j for j, lane in enumerate([x, 2 * x, -x, 1.0]) if lane > lim)
            out += words([(cx, k, h)]) + [ck, mask, 5]
        o.launch("stage", ["@samples = i32[24] " + lst(words(samples)), "@out = i32[48] 7", lim],
                 ["@out == " + lst(out)], block=8)
    # isolate: thread t's { i8 t, double 1.5 t } goes byval to a function
    # that doubles the double and increments the byte of its own copy and
    # returns their sum; the caller's struct keeps 1.5 t and t.
    out = []
    for t in range(4):
        out += [1.5 * t, 3.0 * t + (t + 1), float(t)]
    o.launch("isolate", ["@out = f64[12] 9.0"], ["@out == " + lst(out)], block=4)
    return o.lines


def main():
    gens = {"mem_intrinsics": mem_intrinsics, "vector_compares": vector_compares,
            "atomics": atomics, "byte_perm": byte_perm,
            "rounding_intrinsics": rounding_intrinsics, "struct_calls": struct_calls,
            "aggregates": aggregates}
    which = sys.argv[1] if len(sys.argv) > 1 else ""
    if which == "--check":
        # Each NAME.ll must hold exactly the directives NAME() prints.
        here = os.path.dirname(os.path.abspath(__file__))
        bad = []
        for name, gen in gens.items():
            with open(os.path.join(here, name + ".ll")) as f:
                have = [l.rstrip("\n") for l in f
                        if l.startswith(("; launch:", "; arg:", "; expect:"))]
            if have != [str(x) for x in gen()]:
                bad.append(name + ".ll")
        if bad:
            sys.exit("directives differ from the model: " + ", ".join(bad))
        print(f"{len(gens)} files match the model")
        return
    if which not in gens:
        sys.exit(f"usage: expected.py --check | {'|'.join(gens)}")
    print("\n".join(str(x) for x in gens[which]()))


if __name__ == "__main__":
    main()
