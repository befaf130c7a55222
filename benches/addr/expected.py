#!/usr/bin/env python3
"""Independent reference for the `; expect: @buf == [...]` lists in benches/addr.

Each function below recomputes one embedded list from the mathematical
definition of the kernel (plain Python on integers, no ptxlift involved), and
`python3 benches/addr/expected.py` prints them all, labelled by file. All the
data used with listed expectations are small integers, so every result is
exact in f32/f64 whatever the order of the additions, and Python's integer
arithmetic gives the exact values.

The closed-form `expect: @x[i] == ...` lines are derived in the comments of
each .plir file; `check_closed_forms()` cross-checks them against the same
reference code.

`python3 benches/addr/expected.py --check` also checks that every list
appears verbatim in its .plir file (the label's first word names the file).
"""

import os
import sys


def fmt(xs):
    return "[" + ", ".join(str(x) for x in xs) + "]"


def matmul(M, N, K, A, B):
    return [sum(A[r * K + k] * B[k * N + c] for k in range(K)) for r in range(M) for c in range(N)]


def gemm_tiled():
    M, N, K = 13, 11, 9
    A = [(i * 7) % 11 - 5 for i in range(M * K)]
    B = [(i * 5) % 13 - 6 for i in range(K * N)]
    return {"gemm_tiled C (13x11x9)": matmul(M, N, K, A, B)}


def stencil2d_ref(W, H, inp):
    out = [-1] * (W * H)
    for y in range(1, H - 1):
        for x in range(1, W - 1):
            i = y * W + x
            out[i] = 4 * inp[i] + inp[i - 1] + 2 * inp[i + 1] + 3 * inp[i - W] + 5 * inp[i + W]
    return out


def stencil2d():
    return {
        "stencil2d out (24x12)": stencil2d_ref(24, 12, [(i * 37) % 101 - 50 for i in range(288)]),
        "stencil2d out (5x30)": stencil2d_ref(5, 30, [(i * i) % 23 - 11 for i in range(150)]),
    }


def stencil3d_ref(NX, NY, NZ, inp):
    out = [-1] * (NX * NY * NZ)
    P = NX * NY
    for z in range(1, NZ - 1):
        for y in range(1, NY - 1):
            for x in range(1, NX - 1):
                i = (z * NY + y) * NX + x
                out[i] = (-6 * inp[i] + inp[i - 1] + 2 * inp[i + 1] + 3 * inp[i - NX]
                          + 4 * inp[i + NX] + 5 * inp[i - P] + 7 * inp[i + P])
    return out


def stencil3d():
    return {
        "stencil3d out (10x7x6)": stencil3d_ref(10, 7, 6, [(i * 53) % 97 - 48 for i in range(420)]),
        "stencil3d out (4x5x9)": stencil3d_ref(4, 5, 9, [(i * i) % 31 - 15 for i in range(180)]),
    }


def conv3x3_ref(W, H, inp, filt):
    out = []
    for y in range(H):
        for x in range(W):
            acc = 0
            for fy in range(3):
                for fx in range(3):
                    iy, ix = y + fy - 1, x + fx - 1
                    if 0 <= iy < H and 0 <= ix < W:
                        acc += filt[fy * 3 + fx] * inp[iy * W + ix]
            out.append(acc)
    return out


def conv2d():
    return {
        "conv2d out (13x9)": conv3x3_ref(13, 9, [(i * 17) % 23 - 11 for i in range(117)],
                                         [1, -2, 3, -4, 5, -6, 7, -8, 9]),
        "conv2d out (5x20)": conv3x3_ref(5, 20, [(i * i) % 19 - 9 for i in range(100)],
                                         [0, 1, 0, 2, -3, 4, 0, 5, 0]),
    }


def dot_gridstride_ref(n, S, B, x, y):
    tsum = [sum(x[i] * y[i] for i in range(g, n, S)) for g in range(S)]
    bsum = [sum(tsum[b * B:(b + 1) * B]) for b in range(S // B)]
    return tsum, bsum


def gridstride_dot():
    tsum, bsum = dot_gridstride_ref(1000, 192, 64, [(i * 7) % 13 - 6 for i in range(1000)],
                                    [i % 5 - 2 for i in range(1000)])
    tsum3, _ = dot_gridstride_ref(100, 256, 128, [1] * 100, [i + 1 for i in range(100)])
    return {"gridstride_dot tsum (n=1000)": tsum, "gridstride_dot bsum (n=1000)": bsum,
            "gridstride_dot tsum (n=100)": tsum3}


def batched_mm4_ref(nb, A, B):
    C = []
    for b in range(nb):
        C += matmul(4, 4, 4, A[16 * b:16 * b + 16], B[16 * b:16 * b + 16])
    return C


def batched_mm4():
    return {"batched_mm4 C (7 matrices)": batched_mm4_ref(7, [(e * 5) % 17 - 8 for e in range(112)],
                                                         [(e * 11) % 19 - 9 for e in range(112)])}


def gather_scatter_ref(n, gidx, sidx, src, dst):
    dst = list(dst)
    for i in range(n):
        g, t = gidx[i], sidx[i]
        dst[t] = src[4 * g] + src[4 * g + 2]
    return dst


def gather_scatter():
    return {"gather_scatter dst (n=100)": gather_scatter_ref(
        100, [(i * i) % 100 for i in range(100)], [3 * i + 1 for i in range(100)],
        [(k * 7) % 23 - 11 for k in range(400)], [-1] * 300)}


def scan_ref(length, chunk, inp):
    out, sums = [], []
    for base in range(0, length, chunk):
        acc = 0
        for i in range(base, min(base + chunk, length)):
            out.append(acc)
            acc += inp[i]
        sums.append(acc)
    return out, sums


def scan_blelloch():
    out, sums = scan_ref(300, 64, [(i * i) % 13 - 6 for i in range(300)])
    return {"scan_blelloch out (len=300)": out, "scan_blelloch sums (len=300)": sums}


def spmv_ref(nrows, rowptr, colidx, val, x):
    return [sum(val[j] * x[colidx[j]] for j in range(rowptr[r], rowptr[r + 1])) for r in range(nrows)]


def spmv_csr():
    nrows = 37
    rowptr = [0]
    for r in range(nrows):
        rowptr.append(rowptr[-1] + r % 5)
    nnz = rowptr[-1]
    assert nnz == 71
    colidx = [(j * 11) % 29 for j in range(nnz)]
    val = [j % 7 - 3 for j in range(nnz)]
    x = [c % 9 - 4 for c in range(29)]
    return {"spmv_csr rowptr (37 rows)": rowptr, "spmv_csr y (37 rows)": spmv_ref(nrows, rowptr, colidx, val, x)}


def check_closed_forms():
    # gemm_tiled launch 1
    M, N, K = 24, 16, 20
    A = [2 * (i // 20) + i % 20 for i in range(M * K)]
    B = [i // 16 - 2 * (i % 16) for i in range(K * N)]
    C = matmul(M, N, K, A, B)
    assert C == [380 * (i // 16) - 80 * (i // 16) * (i % 16) + 2470 - 380 * (i % 16) for i in range(M * N)]
    # stencil2d launch 3: interior 15 i + 1 + 2 W, boundary untouched (prefilled with the same form)
    out = stencil2d_ref(16, 16, list(range(256)))
    assert all(o == 15 * i + 33 for i, o in enumerate(out) if o != -1)
    # stencil3d launch 3: interior 16 i + 1 + NX + 2 NX NY
    out = stencil3d_ref(6, 6, 6, list(range(216)))
    assert all(o == 16 * i + 79 for i, o in enumerate(out) if o != -1)
    assert sum(o != -1 for o in out) == 64
    # transpose_tiled
    for R, C, f in [(64, 48, lambda k: k), (37, 21, lambda k: (k * k) % 1009 - 500), (3, 50, lambda k: k)]:
        inp = [f(k) for k in range(R * C)]
        out = [inp[(i % R) * C + i // R] for i in range(R * C)]
        assert all(out[r * R + c] == inp[c * C + r] for r in range(C) for c in range(R))
    # gridstride_dot launches 1 and 3
    tsum, bsum = dot_gridstride_ref(1536, 256, 64, list(range(1536)), [2] * 1536)
    assert tsum == [12 * g + 7680 for g in range(256)]
    assert bsum == [49152 * b + 515712 for b in range(4)]
    assert max(bsum) < 2 ** 24
    tsum, bsum = dot_gridstride_ref(100, 256, 128, [1] * 100, [i + 1 for i in range(100)])
    assert bsum == [5050, 0]
    # batched_mm4 launch 1
    C = batched_mm4_ref(200, list(range(3200)), [e % 16 - 8 + 2 * (e // 16) for e in range(3200)])

    def cf(e):
        P, q = e - e % 4, e % 4 - 8 + 2 * (e // 16)
        return 24 * P + 4 * P * q + 56 + 6 * q
    assert C == [cf(e) for e in range(3200)]
    assert max(abs(c) for c in C) < 2 ** 23
    # gather_scatter launch 1
    dst = gather_scatter_ref(999, [(7 * i + 3) % 999 for i in range(999)], [(5 * i + 1) % 999 for i in range(999)],
                             list(range(3996)), [-1] * 999)
    assert dst == [8 * ((401 * m + 601) % 999) + 2 for m in range(999)]
    # scan_blelloch launches 1, 2, 4 and 5
    out, sums = scan_ref(1024, 256, list(range(1024)))
    assert out == [(i % 256) * (2 * (i - i % 256) + i % 256 - 1) // 2 for i in range(1024)]
    assert all((i % 256) * (2 * (i - i % 256) + i % 256 - 1) % 2 == 0 for i in range(1024))
    assert sums == [65536 * b + 32640 for b in range(4)]
    out, sums = scan_ref(700, 128, [1] * 700)
    assert out == [i % 128 for i in range(700)] and sums == [128] * 5 + [60]
    assert scan_ref(2, 2, [5, -9]) == ([0, 5], [-4])
    out, sums = scan_ref(45, 32, [i + 1 for i in range(45)])
    assert out == [(i % 32) * (2 * (i - i % 32) + i % 32 + 1) // 2 for i in range(45)] and sums == [528, 507]
    # spmv_csr launch 1
    colidx = [(7 * (j // 4) + 13 * (j % 4)) % 733 for j in range(400)]
    assert max(7 * (j // 4) + 13 * (j % 4) for j in range(400)) == 732
    y = spmv_ref(100, [4 * r for r in range(101)], colidx, [j % 4 + 1 for j in range(400)], list(range(733)))
    assert y == [70 * r + 260 for r in range(100)]
    # conv2d launches 3 and 4
    inp = [(i * 13) % 29 - 14 for i in range(240)]
    assert conv3x3_ref(24, 10, inp, [0, 0, 0, 0, 2, 0, 0, 0, 0]) == [2 * v for v in inp]
    assert conv3x3_ref(6, 4, [1] * 24, [1] * 9) == [4, 6, 6, 6, 6, 4, 6, 9, 9, 9, 9, 6, 6, 9, 9, 9, 9, 6, 4, 6, 6, 6, 6, 4]


if __name__ == "__main__":
    check_closed_forms()
    here = os.path.dirname(os.path.abspath(__file__))
    for f in [gemm_tiled, stencil2d, stencil3d, conv2d, gridstride_dot, batched_mm4, gather_scatter, scan_blelloch,
              spmv_csr]:
        for label, xs in f().items():
            if "--check" in sys.argv:
                with open(os.path.join(here, label.split()[0] + ".plir")) as plir:
                    assert fmt(xs) in plir.read(), f"{label}: list not found in the .plir file"
            else:
                print(f"; {label}: {len(xs)} values")
                print(fmt(xs))
    if "--check" in sys.argv:
        print("all lists and closed forms check")
