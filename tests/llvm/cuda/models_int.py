"""Models of the kernels whose results are exact: integer arithmetic,
hashing, random numbers, memory movement, atomics and `__device__`
variables, and float kernels whose data make every operation exact (small
integers and dyadic fractions), so that the order of operations and the
contraction of a*b+c into fma cannot change a bit. Float models compute
with Fraction and assert that each result is representable (`exact32`).
See corpus.py for the registration and expected.py for the checks.
"""

import zlib
from fractions import Fraction as Q

from corpus import File, P
from numerics import f32_word, f32r


def exact32(q):
    """An exact rational result as an f32, asserting that no rounding happens."""
    v = f32r(q)
    assert Q(v) == Q(q), "not exact in f32: %r" % (q,)
    return v


def exact64(q):
    v = float(q)
    assert Q(v) == Q(q), "not exact in f64: %r" % (q,)
    return v


def u32(x):
    return x & 0xFFFFFFFF


def s32(x):
    return P.wrap(x, "i32")


def rotl32(x, r):
    x = u32(x)
    return u32((x << r) | (x >> (32 - r)))


# ===========================================================================
# dp4a_gemv

DP4A = File("dp4a_gemv")


@DP4A.launch("gemv_int8_dp4a", grid=4, block=64, outputs=["acc", "y"], args=[
    "@W = i8[2048] (i * 37 + 11) % 255 - 127", "@x = i8[512] (i * 53 + 7) % 251 - 125",
    "@row_scale = f32[4] 0.01 * (i + 1)", "0.05", "128", "@acc = i32[4] 0", "@y = f32[4] 0"])
def gemv_int8(L, G, W, x, row_scale, x_scale, k4, acc, y):
    k = 4 * k4
    for r in range(L.grid[0]):
        total = sum(W.v[r * k + c] * x.v[c] for c in range(k))
        acc.v[r] = s32(total)
        y.v[r] = f32r(Q(f32r(total)) * Q(f32r(Q(row_scale.v[r]) * Q(x_scale))))


def bytes_of(word):
    return [(u32(word) >> (8 * b)) & 0xFF for b in range(4)]


@DP4A.launch("correlate_u8_dp4a", grid=1, block=64, outputs=["score"], args=[
    "@image = i32[67] i * 2654435761 + 12345",
    "@templ = i32[4] [0x01020304, 0x80ff7f10, 0x11223344, 0xfefdfcfb]",
    "@score = i32[64] 0", "64"])
def correlate_u8(L, G, image, templ, score, windows):
    for w in range(windows):
        acc = 0
        for k in range(4):
            acc += sum(a * b for a, b in zip(bytes_of(image.v[w + k]), bytes_of(templ.v[k])))
        score.v[w] = s32(acc)


# ===========================================================================
# reduce_dynsmem: reduce3<T>, two elements per thread, dynamic shared memory

REDUCE = File("reduce_dynsmem")


def reduce3_model(exact):
    def model(L, G, inp, out, n):
        per_block = 2 * L.block[0]
        for b in range(L.grid[0]):
            chunk = inp.v[b * per_block:min(n, (b + 1) * per_block)]
            total = sum(Q(v) for v in chunk)
            out.v[b] = exact(total) if exact else s32(int(total))

    return model


REDUCE.launch("_Z7reduce3IiEvPKT_PS0_j", grid=4, block=128, shared=512, outputs=["out"], args=[
    "@in = i32[1000] (i * 7919) % 2001 - 1000", "@out = i32[4] 0", "1000"])(reduce3_model(None))
REDUCE.launch("_Z7reduce3IfEvPKT_PS0_j", grid=6, block=64, shared=256, outputs=["out"], args=[
    "@in = f32[700] ((i * 37) % 41 - 20) * 0.25", "@out = f32[6] 0", "700"])(reduce3_model(exact32))
REDUCE.launch("_Z7reduce3IdEvPKT_PS0_j", grid=5, block=32, shared=256, outputs=["out"], args=[
    "@in = f64[300] ((i * 53) % 67 - 33) * 0.125", "@out = f64[5] 0", "300"])(reduce3_model(exact64))


# ===========================================================================
# scan_dynsmem

SCAN = File("scan_dynsmem")


@SCAN.launch("prescan", grid=2, block=64, shared=528, outputs=["out", "block_sums"], args=[
    "@out = i32[256] 0", "@in = i32[256] (i * 7) % 10", "@block_sums = i32[2] 0", "128"])
def prescan(L, G, out, inp, sums, n):
    for b in range(L.grid[0]):
        acc = 0
        for k in range(n):
            out.v[b * n + k] = acc
            acc += inp.v[b * n + k]
        sums.v[b] = acc


@SCAN.launch("compact_segments", grid=4, block=64, shared=512, outputs=["keys_out", "counts"], args=[
    "@keys_in = i32[256] (i * 2654435761) % 1000", "@keys_out = i32[256] 0", "@counts = i32[4] 0", "600"])
def compact_segments(L, G, keys_in, keys_out, counts, threshold):
    seg = L.block[0]
    for b in range(L.grid[0]):
        kept = [k for k in keys_in.v[b * seg:(b + 1) * seg] if u32(k) >= threshold]
        keys_out.v[b * seg:b * seg + len(kept)] = kept
        counts.v[b] = len(kept)


# ===========================================================================
# device_counter: __device__ counters across four launches

COUNTER = File("device_counter", retirementCount=("i32", [0]), g_selected=("i32", [0]),
               g_max_seen=("i32", [-2 ** 31]))


@COUNTER.launch("reduce_single_pass", grid=5, block=64, outputs=["partial", "total", "@retirementCount"], args=[
    "@in = i32[300] (i * 37) % 101 - 50", "@partial = i32[5] 0", "@total = i32[1] 0", "300"])
def reduce_single_pass(L, G, inp, partial, total, n):
    for b in range(L.grid[0]):
        partial.v[b] = sum(inp.v[b * 64:min(n, b * 64 + 64)])
    total.v[0] = sum(partial.v)
    G["retirementCount"][0] = 0   # tickets 0..grid-1; the last block resets it


def count_above(L, G, inp, threshold, n):
    sel = [v for v in inp.v[:n] if v > threshold]
    G["g_selected"][0] += len(sel)
    G["g_max_seen"][0] = max([G["g_max_seen"][0]] + sel)


COUNTER.launch("count_above", grid=2, block=64, outputs=["@g_selected", "@g_max_seen"], args=[
    "@in = i32[128] (i * 53) % 97 - 40", "20", "128"])(count_above)
COUNTER.launch("count_above", grid=1, block=64, outputs=["@g_selected", "@g_max_seen"], args=[
    "@in = i32[64] (i * 29) % 83 - 70", "0", "50"])(count_above)


@COUNTER.launch("read_counters", grid=1, block=32, outputs=["out"], args=["@out = i32[3] 0"])
def read_counters(L, G, out):
    out.v[:] = [G["g_selected"][0], G["g_max_seen"][0], G["retirementCount"][0]]


# ===========================================================================
# crc32_table: a __device__ table built by one launch and read by the next

CRC = File("crc32_table", crc_poly=("i32", [s32(0xEDB88320)]), crc_table=("i32", [0] * 256))


def crc_table_ref(poly):
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (poly ^ (c >> 1)) if c & 1 else c >> 1
        table.append(c)
    return table


@CRC.launch("crc32_build_table", grid=4, block=64, outputs=["@crc_table"], hexa=["@crc_table"], args=[])
def crc32_build_table(L, G):
    G["crc_table"][:] = [s32(c) for c in crc_table_ref(u32(G["crc_poly"][0]))]


@CRC.launch("crc32_records", grid=1, block=32, outputs=["crcs", "ones"], hexa=["crcs"], args=[
    "@data = i8[2048] (i * 2654435761) >> 11", "64", "@crcs = i32[32] 0", "@ones = i32[32] 0", "32"])
def crc32_records(L, G, data, record_len, crcs, ones, records):
    table = [u32(c) for c in G["crc_table"]]
    for r in range(records):
        rec = bytes(b & 0xFF for b in data.v[r * record_len:(r + 1) * record_len])
        crc = 0xFFFFFFFF
        for b in rec:
            crc = table[(crc ^ b) & 0xFF] ^ (crc >> 8)
        assert crc ^ 0xFFFFFFFF == zlib.crc32(rec)   # the table really is CRC-32's
        crcs.v[r] = s32(zlib.crc32(rec))
        ones.v[r] = sum(bin(b).count("1") for b in rec)


# ===========================================================================
# fir_constant

FIR = File("fir_constant")
TAPS = [Q(c, 256) for c in (1, 8, 28, 56, 70, 56, 28, 8, 1)]


@FIR.launch("fir_tiled", grid=4, block=64, outputs=["y"], args=[
    "@x = f32[200] (i * 37) % 19 - 9", "@y = f32[200] 0", "200"])
def fir_tiled(L, G, x, y, n):
    for g in range(n):
        acc = sum(TAPS[k] * Q(x.v[g + k - 4]) for k in range(9) if 0 <= g + k - 4 < n)
        y.v[g] = exact32(acc)


@FIR.launch("fir_polyphase_decimate", grid=1, block=64, outputs=["y"], args=[
    "@x = f32[200] (i * 37) % 19 - 9", "@y = f32[50] 0", "50", "200"])
def fir_polyphase(L, G, x, y, n_out, n_in):
    offsets, gains = [0, 3, 1, 2], [1, Q(1, 2), Q(1, 4), 2]
    for j in range(n_out):
        base = 4 * j + offsets[j & 3]
        acc = sum(TAPS[k] * Q(x.v[base + k]) for k in range(9) if base + k < n_in)
        y.v[j] = exact32(gains[j & 3] * exact32(acc))


# ===========================================================================
# conv_separable

CONV = File("conv_separable")
CONV_K = TAPS   # c_Kernel: the same binomial filter


@CONV.launch("convolutionRowsKernel", grid=(2, 2), block=(8, 4), outputs=["dst"], args=[
    "@dst = f32[256] 0", "@src = f32[256] (i * 7) % 13 - 6", "32", "8", "32"])
def conv_rows(L, G, dst, src, w, h, pitch):
    for yy in range(h):
        for xx in range(w):
            acc = sum(CONV_K[4 - j] * Q(src.v[yy * pitch + xx + j]) for j in range(-4, 5) if 0 <= xx + j < w)
            dst.v[yy * pitch + xx] = exact32(acc)


@CONV.launch("convolutionColumnsKernel", grid=(2, 2), block=(8, 4), outputs=["dst"], args=[
    "@dst = f32[256] 0", "@src = f32[256] (i * 11) % 17 - 8", "16", "16", "16"])
def conv_columns(L, G, dst, src, w, h, pitch):
    for yy in range(h):
        for xx in range(w):
            acc = sum(CONV_K[4 - j] * Q(src.v[(yy + j) * pitch + xx]) for j in range(-4, 5) if 0 <= yy + j < h)
            dst.v[yy * pitch + xx] = exact32(acc)


# ===========================================================================
# cub_block_reduce, cub_block_scan, cg_reduce (results are order-free)

CUB_REDUCE = File("cub_block_reduce")


@CUB_REDUCE.launch("block_stats_int", grid=2, block=128, outputs=["sums", "maxima"], args=[
    "@in = i32[1024] (i * 7919) % 2001 - 1000", "@sums = i32[2] 0", "@maxima = i32[2] 0"])
def block_stats_int(L, G, inp, sums, maxima):
    for b in range(L.grid[0]):
        tile = inp.v[b * 512:(b + 1) * 512]
        sums.v[b], maxima.v[b] = sum(tile), max(tile)


@CUB_REDUCE.launch("block_sum_float_raking", grid=3, block=128, outputs=["sums"], args=[
    "@in = f32[300] ((i * 37) % 41 - 20) * 0.5", "@sums = f32[3] 0", "300"])
def block_sum_float_raking(L, G, inp, sums, n):
    for b in range(L.grid[0]):
        sums.v[b] = exact32(sum(Q(v) for v in inp.v[b * 128:min(n, b * 128 + 128)]))


CUB_SCAN = File("cub_block_scan")


@CUB_SCAN.launch("select_if_tile", grid=2, block=64, outputs=["out", "counts"], args=[
    "@in = i32[512] (i * 7919) % 1000", "@out = i32[512] 0", "@counts = i32[2] 0", "500"])
def select_if_tile(L, G, inp, out, counts, threshold):
    for b in range(L.grid[0]):
        kept = [v for v in inp.v[b * 256:(b + 1) * 256] if v > threshold]
        out.v[b * 256:b * 256 + len(kept)] = kept
        counts.v[b] = len(kept)


@CUB_SCAN.launch("running_max", grid=2, block=64, outputs=["out"], args=[
    "@in = i32[128] (i * 7919) % 2001 - 1000", "@out = i32[128] 0"])
def running_max(L, G, inp, out):
    for b in range(L.grid[0]):
        m = None
        for t in range(64):
            v = inp.v[b * 64 + t]
            m = v if m is None else max(m, v)
            out.v[b * 64 + t] = m


CG = File("cg_reduce")


@CG.launch("cg_block_sum", grid=2, block=128, outputs=["out", "imax"], args=[
    "@in = f32[256] (i * 37) % 41 - 20", "@out = f32[2] 0", "@imax = i32[2] 0"])
def cg_block_sum(L, G, inp, out, imax):
    for b in range(L.grid[0]):
        tile = inp.v[b * 128:(b + 1) * 128]
        out.v[b] = exact32(sum(Q(v) for v in tile))
        imax.v[b] = int(max(tile))


@CG.launch("cg_tile16_sum", grid=2, block=64, outputs=["out"], args=[
    "@in = i32[128] (i * 13) % 31 - 15", "@out = i32[8] 0"])
def cg_tile16_sum(L, G, inp, out):
    for t in range(8):
        out.v[t] = sum(inp.v[16 * t:16 * t + 16])


# ===========================================================================
# particles_struct

PARTICLES = File("particles_struct")
SIM = {"gravity": (0.0, -2.0, 0.5), "dt": 0.0625, "damping": 0.5,
       "box_min": (-1.0, -1.0, -1.0), "box_max": (1.0, 1.0, 1.0), "steps": 8}
SIM_WORDS = ([f32_word(v) for v in SIM["gravity"]] + [f32_word(SIM["dt"]), f32_word(SIM["damping"])]
             + [f32_word(v) for v in SIM["box_min"] + SIM["box_max"]] + [SIM["steps"]])


def particle_init(k):
    field, i = k % 6, k // 6
    if field < 3:
        return ((i * 37 + field * 11) % 128 - 64) * 0.015625
    return ((i * 53 + field * 7) % 33 - 16) * 0.125


PARTICLES_IN = "@particles = f32[384] [%s]" % ", ".join(repr(particle_init(k)) for k in range(384))
PARAMS_IN = "@params = i32[12] [%s]" % ", ".join(str(w) for w in SIM_WORDS)


@PARTICLES.launch("integrate_particles", grid=1, block=64, outputs=["particles", "wall_hits", "energy"], args=[
    PARTICLES_IN, PARAMS_IN, "@wall_hits = i32[64] 0", "@energy = f32[64] 0", "64"])
def integrate_particles(L, G, parts, params, hits, energy, n):
    g = [Q(v) for v in SIM["gravity"]]
    dt, damping = Q(SIM["dt"]), Q(SIM["damping"])
    lo, hi = SIM["box_min"], SIM["box_max"]
    for i in range(n):
        pos = [Q(v) for v in parts.v[6 * i:6 * i + 3]]
        vel = [Q(v) for v in parts.v[6 * i + 3:6 * i + 6]]
        count = 0
        for _ in range(SIM["steps"]):
            vel = [exact32(vel[a] + exact32(g[a] * dt)) for a in range(3)]
            pos = [exact32(pos[a] + exact32(vel[a] * dt)) for a in range(3)]
            for a in range(3):
                if pos[a] < lo[a]:
                    pos[a], vel[a] = exact32(lo[a] + exact32(lo[a] - pos[a])), exact32(-vel[a] * damping)
                    count += 1
                elif pos[a] > hi[a]:
                    pos[a], vel[a] = exact32(hi[a] - exact32(pos[a] - hi[a])), exact32(-vel[a] * damping)
                    count += 1
        parts.v[6 * i:6 * i + 6] = [float(v) for v in pos + vel]
        hits.v[i] = count
        dot = exact32(exact32(exact32(vel[0] * vel[0]) + exact32(vel[1] * vel[1])) + exact32(vel[2] * vel[2]))
        energy.v[i] = exact32(Q(1, 2) * Q(dot))


@PARTICLES.launch("time_to_wall", grid=1, block=64, outputs=["t", "wall"], args=[
    PARTICLES_IN, PARAMS_IN, "@t = f32[64] 0", "@wall = i32[64] 0", "64"])
def time_to_wall(L, G, parts, params, t, wall, n):
    for i in range(n):
        p, v = parts.v[6 * i], parts.v[6 * i + 3]
        side = 0 if v < 0 else 1
        gap = Q((SIM["box_min"], SIM["box_max"])[side][0]) - Q(p)   # exact: dyadic values
        # one IEEE division; v = 0 (moving toward the high wall) gives +inf
        t.v[i] = f32r(gap / Q(v)) if v != 0 else float("inf")
        wall.v[i] = side


# ===========================================================================
# histogram_smem

HIST = File("histogram_smem")


@HIST.launch("histogram256Kernel", grid=2, block=64, outputs=["hist"], args=[
    "@hist = i32[256] 0", "@data = i32[300] i * 2654435761 + 12345", "300"])
def histogram256(L, G, hist, data, count):
    for w in data.v[:count]:
        for b in bytes_of(w):
            hist.v[b] += 1


# ===========================================================================
# transpose_tiled

TRANSPOSE = File("transpose_tiled")


@TRANSPOSE.launch("transposeNoBankConflicts", grid=(2, 2), block=(32, 8), outputs=["odata"],
                  elem={"odata": "(i % 64) * 64 + (i - i % 64) / 64"},
                  args=["@odata = f32[4096] 0", "@idata = f32[4096] i * 1.0"])
def transpose(L, G, odata, idata):
    for r in range(64):
        for c in range(64):
            odata.v[r * 64 + c] = idata.v[c * 64 + r]


@TRANSPOSE.launch("copySharedMem", grid=(2, 2), block=(32, 8), outputs=["odata"], elem={"odata": "i * 0.5"},
                  args=["@odata = f32[4096] 0", "@idata = f32[4096] i * 0.5"])
def copy_shared(L, G, odata, idata):
    odata.v[:] = idata.v


# ===========================================================================
# hash_murmur

HASH = File("hash_murmur", g_table_keys=("i32", [0] * 128), g_table_vals=("i32", [0] * 128))


def murmur3_32(data, seed):
    """MurmurHash3_x86_32 (Austin Appleby's reference)."""
    c1, c2 = 0xCC9E2D51, 0x1B873593
    h = seed
    n = len(data) // 4
    for i in range(n):
        k = int.from_bytes(data[4 * i:4 * i + 4], "little")
        k = u32(rotl32(u32(k * c1), 15) * c2)
        h = u32(rotl32(h ^ k, 13) * 5 + 0xE6546B64)
    tail = data[4 * n:]
    k = 0
    for j in reversed(range(len(tail))):
        k ^= tail[j] << (8 * j)
    if tail:
        h ^= u32(rotl32(u32(k * c1), 15) * c2)
    h ^= len(data)
    return fmix32(h)


def fmix32(h):
    h ^= h >> 16
    h = u32(h * 0x85EBCA6B)
    h ^= h >> 13
    h = u32(h * 0xC2B2AE35)
    return h ^ (h >> 16)


# Published vectors of MurmurHash3_x86_32.
assert murmur3_32(b"", 0) == 0
assert murmur3_32(b"", 1) == 0x514E28B7
assert murmur3_32(b"hello", 0) == 0x248BFA47
assert murmur3_32(b"The quick brown fox jumps over the lazy dog", 0) == 0x2E4FF723

STR_LENS = [(k * 5) % 13 for k in range(24)]
STR_OFFSETS = [sum(STR_LENS[:k]) for k in range(25)]


@HASH.launch("murmur_strings", grid=1, block=32, outputs=["hashes"], hexa=["hashes"], args=[
    "@bytes = i8[%d] (i * 7 + 3) %% 26 + 97" % STR_OFFSETS[-1],
    "@offsets = i32[25] [%s]" % ", ".join(str(o) for o in STR_OFFSETS),
    "2538058380", "@hashes = i32[24] 0", "24"])
def murmur_strings(L, G, data, offsets, seed, hashes, count):
    raw = bytes(b & 0xFF for b in data.v)
    for i in range(count):
        hashes.v[i] = s32(murmur3_32(raw[offsets.v[i]:offsets.v[i + 1]], u32(seed)))


XXP1, XXP2, XXP3, XXP4, XXP5 = 0x9E3779B1, 0x85EBCA77, 0xC2B2AE3D, 0x27D4EB2F, 0x165667B1


def xxh32(data, seed):
    """xxHash32 (Yann Collet's specification), any length."""
    def rnd(acc, lane):
        return u32(rotl32(u32(acc + lane * XXP2), 13) * XXP1)

    n = len(data)
    i = 0
    if n >= 16:
        v = [u32(seed + XXP1 + XXP2), u32(seed + XXP2), seed, u32(seed - XXP1)]
        while i + 16 <= n:
            v = [rnd(v[j], int.from_bytes(data[i + 4 * j:i + 4 * j + 4], "little")) for j in range(4)]
            i += 16
        h = u32(rotl32(v[0], 1) + rotl32(v[1], 7) + rotl32(v[2], 12) + rotl32(v[3], 18))
    else:
        h = u32(seed + XXP5)
    h = u32(h + n)
    while i + 4 <= n:
        h = u32(rotl32(u32(h + int.from_bytes(data[i:i + 4], "little") * XXP3), 17) * XXP4)
        i += 4
    while i < n:
        h = u32(rotl32(u32(h + data[i] * XXP5), 11) * XXP1)
        i += 1
    h ^= h >> 15
    h = u32(h * XXP2)
    h ^= h >> 13
    h = u32(h * XXP3)
    return h ^ (h >> 16)


assert xxh32(b"", 0) == 0x02CC5D05
assert xxh32(b"abc", 0) == 0x32D153FF


@HASH.launch("xxhash32_records", grid=1, block=32, outputs=["hashes"], hexa=["hashes"], args=[
    "@records = i32[128] i * 2654435761 ^ 1540483477", "0", "@hashes = i32[32] 0", "32"])
def xxhash32_records(L, G, records, seed, hashes, count):
    for i in range(count):
        rec = b"".join(u32(w).to_bytes(4, "little") for w in records.v[4 * i:4 * i + 4])
        hashes.v[i] = s32(xxh32(rec, seed))


@HASH.launch("hash_clear", grid=1, block=64, outputs=["@g_table_keys", "@g_table_vals"],
             hexa=["@g_table_keys"], args=[])
def hash_clear(L, G):
    G["g_table_keys"][:] = [-1] * 128
    G["g_table_vals"][:] = [0] * 128


HASH_KEYS = "(i * 2654435761) % 100000 + 1"


@HASH.launch("hash_insert", grid=1, block=64, outputs=[], args=[
    "@keys = i32[48] " + HASH_KEYS, "@vals = i32[48] i * 3 + 1", "48"])
def hash_insert(L, G, keys, vals, n):
    assert len(set(keys.v[:n])) == n
    # Slots depend on the order of colliding inserts; only lookups are checked.
    G["inserted"] = dict(zip(keys.v[:n], vals.v[:n]))


@HASH.launch("hash_lookup", grid=1, block=64, outputs=["found"], hexa=["found"], args=[
    "@queries = i32[64] ((i * 13) % 48 * 2654435761) % 100000 + 1 + (i / 48) * 200000",
    "@found = i32[64] 0", "64"])
def hash_lookup(L, G, queries, found, n):
    table = G["inserted"]
    for i in range(n):
        found.v[i] = table.get(queries.v[i], -1)


# ===========================================================================
# philox_montecarlo

PHILOX = File("philox_montecarlo")
PHILOX_W = (0x9E3779B9, 0xBB67AE85)
PHILOX_M = (0xD2511F53, 0xCD9E8D57)


def philox4x32_10(ctr, key):
    """Philox4x32 with 10 rounds (Salmon et al., SC'11; Random123)."""
    c, k = list(ctr), list(key)
    for r in range(10):
        if r:
            k = [u32(k[0] + PHILOX_W[0]), u32(k[1] + PHILOX_W[1])]
        p0, p1 = PHILOX_M[0] * c[0], PHILOX_M[1] * c[2]
        c = [u32((p1 >> 32) ^ c[1] ^ k[0]), u32(p1), u32((p0 >> 32) ^ c[3] ^ k[1]), u32(p0)]
    return c


# Random123's known-answer vectors.
assert philox4x32_10([0, 0, 0, 0], [0, 0]) == [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]
assert philox4x32_10([0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344], [0xA4093822, 0x299F31D0]) == \
    [0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1]


class Philox:
    """curand's Philox4_32_10 state: a 128-bit counter (subsequence in the
    upper 64 bits), the seed as key, and the position in the current
    4-word block; curand_init(seed, subsequence, offset)."""

    def __init__(self, seed, subsequence, offset):
        self.key = [u32(seed), u32(seed >> 32)]
        self.ctr = (subsequence << 64) + offset // 4
        self.state = offset % 4

    def block(self, ctr):
        words = [(ctr >> (32 * j)) & 0xFFFFFFFF for j in range(4)]
        return philox4x32_10(words, self.key)

    def next(self):
        v = self.block(self.ctr)[self.state]
        self.state += 1
        if self.state == 4:
            self.state, self.ctr = 0, self.ctr + 1
        return v

    def next4(self):
        return [self.next() for _ in range(4)]


@PHILOX.launch("pi_philox", grid=2, block=64, outputs=["hits", "first_draw"], hexa=["first_draw"], args=[
    "1234", "6", "16", "@hits = i32[128] 0", "@first_draw = i32[128] 0"])
def pi_philox(L, G, seed, offset, rounds, hits, first):
    for tid in range(L.grid[0] * L.block[0]):
        st = Philox(seed, tid, offset)
        inside = 0
        for r in range(rounds):
            v = st.next4()
            if r == 0:
                first.v[tid] = s32(v[0])
            x0, y0, x1, y1 = (w >> 16 for w in v)
            inside += (x0 * x0 + y0 * y0 < 2 ** 32) + (x1 * x1 + y1 * y1 < 2 ** 32)
        hits.v[tid] = inside


@PHILOX.launch("uniform_histogram", grid=2, block=64, outputs=["bins", "samples"], args=[
    "42", "8", "@bins = i32[8] 0", "@samples = f32[128] 0"])
def uniform_histogram(L, G, seed, draws, bins, samples):
    for tid in range(L.grid[0] * L.block[0]):
        st = Philox(seed, tid, 0)
        for d in range(draws):
            # x * 2^-32 + 2^-33 in f32: the product is exact, one rounding
            u = f32r(Q(f32r(st.next())) * Q(1, 2 ** 32) + Q(1, 2 ** 33))
            if d == 0:
                samples.v[tid] = u
            bins.v[min(7, int(u * 8.0))] += 1


# ===========================================================================
# sgemm_tiled

SGEMM = File("sgemm_tiled")


@SGEMM.launch("sgemm_2x2", grid=(2, 1), block=256, outputs=["C"], args=[
    "32", "64", "16", "0.5", "@A = f32[512] (i * 7) % 9 - 4", "@B = f32[1024] (i * 5) % 7 - 3",
    "2.0", "@C = f32[2048] i % 11 - 5"])
def sgemm(L, G, M, N, K, alpha, A, B, beta, C):
    for r in range(M):
        for c in range(N):
            acc = sum(Q(A.v[r * K + k]) * Q(B.v[k * N + c]) for k in range(K))
            C.v[r * N + c] = exact32(Q(alpha) * exact32(acc) + Q(beta) * Q(C.v[r * N + c]))


# ===========================================================================
# pointer_tables: pointers to module data inside module data

PTAB = File("pointer_tables", ws_passes=("i32", [0]))
FILTER_BANK = [
    ([Q(1, 4), Q(1, 2), Q(1, 4)], 1, b"binomial3"),
    ([Q(1, 16), Q(1, 4), Q(3, 8), Q(1, 4), Q(1, 16)], 2, b"binomial5"),
    ([Q(-1, 2), Q(0), Q(1, 2)], 1, b"central-difference"),
]


def apply_filter(which, x, i, n):
    taps, r, _ = FILTER_BANK[which]
    return sum(taps[k + r] * Q(x[min(max(i + k, 0), n - 1)]) for k in range(-r, r + 1))


def filter_rows(L, G, inp, out, n, which):
    for i in range(n):
        out.v[i] = exact32(apply_filter(which, inp.v, i, n))


for _which in range(3):
    PTAB.launch("filter_rows", grid=2, block=32, outputs=["out"], args=[
        "@in = f32[60] (i * 7) % 13 - 6", "@out = f32[60] 0", "60", str(_which)])(filter_rows)


def filter_name(L, G, which, out, cap):
    name = FILTER_BANK[which][2]
    k = min(len(name), cap - 1)
    out.v[:k] = list(name[:k])
    out.v[k] = 0


PTAB.launch("filter_name", grid=1, block=32, outputs=["out"], args=[
    "2", "@out = i8[24] 0", "24"])(filter_name)
PTAB.launch("filter_name", grid=1, block=32, outputs=["out"], args=[
    "1", "@out = i8[6] 0", "6"])(filter_name)


def stages(G):
    """The __device__ pipeline's (filter, gain) list as set_stage leaves it."""
    return G.setdefault("_stages", [[0, Q(1)], [2, Q(2)], [1, Q(1, 2)]])


def run_pipeline(L, G, inp, out, n):
    src = [Q(v) for v in inp.v[:n]]
    for which, gain in stages(G):
        src = [Q(exact32(gain * Q(exact32(apply_filter(which, src, i, n))))) for i in range(n)]
        G["ws_passes"][0] += 1
    out.v[:n] = [exact32(v) for v in src]


PTAB.launch("run_pipeline", grid=1, block=64, outputs=["out", "@ws_passes"], args=[
    "@in = f32[100] (i * 11) % 17 - 8", "@out = f32[100] 0", "100"])(run_pipeline)


@PTAB.launch("set_stage", grid=1, block=32, outputs=[], args=["1", "0", "4.0"])
def set_stage(L, G, stage, which, gain):
    stages(G)[stage] = [which, Q(gain)]


PTAB.launch("run_pipeline", grid=1, block=64, outputs=["out", "@ws_passes"], args=[
    "@in = f32[100] (i * 11) % 17 - 8", "@out = f32[100] 0", "100"])(run_pipeline)


# ===========================================================================
# geometry_byval

GEOMETRY = File("geometry_byval")
GEO_N = 60


def geo_point(k):
    return ((k * 37 + 11) % 32 - 16) * 0.125


def geo_quat(k):
    return ((k * 29 + 5) % 16 - 8) * 0.125


@GEOMETRY.launch("geometry", grid=1, block=64, outputs=["out_vec", "out_scalar"], args=[
    "@pts = f32[192] [%s]" % ", ".join(repr(geo_point(k)) for k in range(192)),
    "@quats = f32[256] [%s]" % ", ".join(repr(geo_quat(k)) for k in range(256)),
    "@out_vec = f32[192] 0", "@out_scalar = f32[384] 0", str(GEO_N)])
def geometry(L, G, pts, quats, out_vec, out_scalar, n):
    for i in range(n):
        j = (i + 1) % n
        a = [Q(v) for v in pts.v[3 * i:3 * i + 3]]
        b = [Q(v) for v in pts.v[3 * j:3 * j + 3]]
        cross = [exact32(a[1] * b[2] - a[2] * b[1]), exact32(a[2] * b[0] - a[0] * b[2]),
                 exact32(a[0] * b[1] - a[1] * b[0])]
        s = [exact32(exact32(c * Q(1, 2)) + x) for c, x in zip(cross, a)]
        out_vec.v[3 * i:3 * i + 3] = [float(min(max(x, Q(-1)), Q(1))) for x in s]
        # reflecting a about the plane of normal e_(i % 3) negates that component
        r = [-x if k == i % 3 else x for k, x in enumerate(a)]
        w0, x0, y0, z0 = [Q(v) for v in quats.v[4 * i:4 * i + 4]]
        w1, x1, y1, z1 = [Q(v) for v in quats.v[4 * j:4 * j + 4]]
        pq = [w0 * w1 - x0 * x1 - y0 * y1 - z0 * z1, w0 * x1 + x0 * w1 + y0 * z1 - z0 * y1,
              w0 * y1 - x0 * z1 + y0 * w1 + z0 * x1, w0 * z1 + x0 * y1 - y0 * x1 + z0 * w1]
        out_scalar.v[6 * i:6 * i + 6] = [exact32(sum(x * y for x, y in zip(a, b))),
                                         exact32(sum(r))] + [exact32(v) for v in pq]


@GEOMETRY.launch("records", grid=2, block=32, outputs=["out_w", "out_p"], args=[
    "@ids = i32[64] (i * 7) % 23 - 11", "@weights = f64[64] ((i * 13) % 17 - 8) * 0.25",
    "@coef = f32[256] ((i * 11 + 3) % 15 - 7) * 0.25", "@out_w = f64[64] 0", "@out_p = f32[64] 0", "64"])
def records(L, G, ids, weights, coef, out_w, out_p, n):
    for i in range(n):
        out_w.v[i] = exact64(Q(weights.v[i]) * Q(i, 4) + ids.v[i])
        c = [Q(v) for v in coef.v[4 * i:4 * i + 4]]
        out_p.v[i] = exact32(sum(c[k] * Q(1, 2) ** k for k in range(i % 4 + 1)))


# ===========================================================================
# ldg_gather: __ldg gathers

LDG = File("ldg_gather")


@LDG.launch("embedding_bag", grid=2, block=64, outputs=["out"], args=[
    "@table = f32[256] ((i * 7) % 23 - 11) * 0.25", "@ids = i32[24] (i * 5 + 3) % 16",
    "@out = f32[128] 0", "3", "4", "32"])
def embedding_bag(L, G, table, ids, out, bag_size, dim4, n):
    # table: 16 rows of dim4 float4s; thread t sums rows ids[bag*3 + k], float4 column t % dim4.
    for t in range(n):
        bag, col = t // dim4, t % dim4
        for lane in range(4):
            acc = sum(Q(table.v[(ids.v[bag * bag_size + k] * dim4 + col) * 4 + lane])
                      for k in range(bag_size))
            out.v[4 * t + lane] = exact32(acc)


@LDG.launch("spmv_csr_ldg", grid=1, block=32, outputs=["y"], args=[
    "20", "@row_ptr = i32[21] i * 3 - ((i + 5) >> 4) * (i - 10)", "@cols = i32[60] (i * 11) % 20",
    "@vals = f64[60] (i % 9 - 4) * 0.5", "@x = f64[20] i - 7", "@y = f64[20] 0"])
def spmv_csr_ldg(L, G, rows, row_ptr, cols, vals, x, y):
    for r in range(rows):
        acc = sum(Q(vals.v[j]) * Q(x.v[cols.v[j]]) for j in range(row_ptr.v[r], row_ptr.v[r + 1]))
        y.v[r] = exact64(acc)


@LDG.launch("key_lookup", grid=1, block=64, outputs=["found"], hexa=["found"], args=[
    "@keys = i64[64] i * 0x7F4A7C159E3779B9 + 1", "@slot = i32[48] (i * 13) % 64",
    "@found = i64[48] 0", "0x5bd1e9955bd1e995", "48"])
def key_lookup(L, G, keys, slot, found, salt, n):
    for t in range(n):
        found.v[t] = P.wrap(keys.v[slot.v[t]] ^ salt, "i64")


# ===========================================================================
# vector_memory: float4 / uchar4 / double2 / short4 accesses

VEC = File("vector_memory")


@VEC.launch("copy_float4", grid=2, block=32, outputs=["out"], args=[
    "@in = f32[400] i * 0.25 - 50", "@out = f32[400] 0", "90"])
def copy_float4(L, G, inp, out, n4):
    # Every float4 below n4 copied by the grid-stride loop; the rest untouched.
    for k in range(4 * n4):
        out.v[k] = inp.v[k]


@VEC.launch("reduce_float4", grid=2, block=128, outputs=["partial"], args=[
    "@x = f32[1200] ((i * 13) % 29 - 14) * 0.5", "@partial = f32[2] 0", "300"])
def reduce_float4(L, G, x, partial, n4):
    threads = L.grid[0] * L.block[0]
    for b in range(L.grid[0]):
        total = Q(0)
        for t in range(L.block[0]):
            for i in range(b * L.block[0] + t, n4, threads):
                total += sum(Q(x.v[4 * i + lane]) for lane in range(4))
        partial.v[b] = exact32(total)


@VEC.launch("rgba8_to_float4", grid=1, block=64, outputs=["out"], args=[
    "@in = i8[256] (i * 37 + 5) % 256 - 128", "@out = f32[256] 0", "0.75", "60"])
def rgba8_to_float4(L, G, inp, out, scale, n):
    # uchar4 lanes: the bytes read as unsigned; colour * (1/256) * scale.
    for i in range(n):
        for lane in range(4):
            byte = inp.v[4 * i + lane] & 0xFF
            value = Q(byte, 256) * (Q(scale) if lane < 3 else 1)
            out.v[4 * i + lane] = exact32(value)


@VEC.launch("axpy_double2", grid=1, block=32, outputs=["y"], args=[
    "@x = f64[64] i * 0.5 - 8", "@y = f64[64] (i % 7) * 0.25", "1.5", "30"])
def axpy_double2(L, G, x, y, a, n):
    for k in range(2 * n):
        y.v[k] = exact64(Q(y.v[k]) + Q(a) * Q(x.v[k]))


@VEC.launch("pack_short4", grid=1, block=32, outputs=["out"], args=[
    "@in = i16[128] (i * 1237) % 20011 - 10005", "@out = i32[64] 0", "30"])
def pack_short4(L, G, inp, out, n):
    for i in range(n):
        sx, sy, sz, sw = inp.v[4 * i:4 * i + 4]
        out.v[2 * i] = sx + sy
        out.v[2 * i + 1] = sz - sw


# ===========================================================================
# interval_bounds: directed rounding (__fadd_rd, __fdiv_ru, __dsqrt_rd, ...)
#
# Every result is exactly determined: the real-number result of each
# operation (a Fraction; a square root bracketed as `root_q` says) rounded
# once in the intrinsic's direction by numerics.round_binary.

from numerics import F32 as FMT32, F64 as FMT64, round_binary  # noqa: E402

IB = File("interval_bounds")

# Square roots are irrational: 2^-ROOT_BITS lies below every rounding
# boundary of an f32 or f64 result, so a value strictly inside the
# bracket [s, s + 2^-ROOT_BITS] of the root rounds as the root does.
ROOT_BITS = 1200


def root_q(x):
    """sqrt(x) for a Fraction x >= 0, exact when x is a square of a dyadic,
    else a value strictly between the same rounding boundaries."""
    import math
    n = Q(x) * Q(2) ** (2 * ROOT_BITS)
    assert n.denominator == 1, "not a dyadic rational: %r" % (x,)
    s = math.isqrt(n.numerator)
    if s * s == n.numerator:
        return Q(s, 2 ** ROOT_BITS)
    return Q(2 * s + 1, 2 ** (ROOT_BITS + 1))


def r32(q, mode):
    return round_binary(q, FMT32, mode)


def r64(q, mode):
    return round_binary(q, FMT64, mode)


@IB.launch("interval_eval", grid=1, block=96, outputs=["lo", "hi", "inv_width"], args=[
    "@x = f32[80] ((i * 29) % 83) * 0.0625 - 1.2", "0.01", "0.75",
    "@lo = f32[80] 0", "@hi = f32[80] 0", "@inv_width = f32[80] 0", "80"])
def interval_eval(L, G, x, r, c, lo, hi, inv_width, n):
    r, c = Q(r), Q(c)
    for i in range(n):
        xi = Q(x.v[i])
        X = (Q(r32(xi - r, "rd")), Q(r32(xi + r, "ru")))
        # isqr: the square's enclosure, by the sign of the interval.
        l2, h2 = r32(X[0] * X[0], "rd"), r32(X[1] * X[1], "rd")
        l2u, h2u = r32(X[0] * X[0], "ru"), r32(X[1] * X[1], "ru")
        if X[0] >= 0:
            sq = (l2, h2u)
        elif X[1] <= 0:
            sq = (h2, l2u)
        else:
            sq = (0.0, max(l2u, h2u))
        s1 = (Q(r32(Q(sq[0]) + 1, "rd")), Q(r32(Q(sq[1]) + 1, "ru")))
        num = (Q(r32(root_q(max(s1[0], Q(0))), "rd")), Q(r32(root_q(s1[1]), "ru")))
        den = (Q(r32(X[0] + 2, "rd")), Q(r32(X[1] + 2, "ru")))
        ql = r32(num[0] / (den[1] if num[0] >= 0 else den[0]), "rd")
        qh = r32(num[1] / (den[0] if num[1] >= 0 else den[1]), "ru")
        f_lo = r32(c * X[0] + Q(ql), "rd")
        f_hi = r32(c * X[1] + Q(qh), "ru")
        lo.v[i], hi.v[i] = f_lo, f_hi
        width = Q(r32(Q(f_hi) - Q(f_lo), "ru"))
        inv_width.v[i] = r32(1 / width, "rd")


@IB.launch("exact_ops", grid=1, block=64, outputs=["out"], args=[
    "@a = f32[48] ((i * 37) % 53 - 26) * 0.1", "@b = f32[48] ((i * 11) % 17 + 1) * 0.3",
    "@out = f32[384] 0", "48"])
def exact_ops(L, G, a, b, out, n):
    for i in range(n):
        x, y = Q(a.v[i]), Q(b.v[i])
        rows = [
            r32(x / y, "rn"),
            r32(x * y, "rz"),
            r32(root_q(abs(x)), "rd"),
            r32(1 / y, "rn"),
            r32(root_q(abs(y)), "rn"),
            r32(x / y, "rz"),
            r32(x + y, "rz"),
            r32(x * y + 1, "rz"),
        ]
        for k, v in enumerate(rows):
            out.v[k * n + i] = v


@IB.launch("bound_rows", grid=1, block=32, outputs=[
    "sum_lo", "sum_hi", "rms_lo", "rms_hi", "count_lo", "count_hi"], args=[
    "@v = f64[120] ((i * 71) % 97 - 48) * 0.013", "@count = i64[20] (i * 123456789) * 1000003 + 7",
    "@sum_lo = f32[20] 0", "@sum_hi = f32[20] 0", "@rms_lo = f32[20] 0", "@rms_hi = f32[20] 0",
    "@count_lo = f32[20] 0", "@count_hi = f32[20] 0", "20", "6"])
def bound_rows(L, G, v, count, sum_lo, sum_hi, rms_lo, rms_hi, count_lo, count_hi, rows, cols):
    for row in range(rows):
        s_lo = s_hi = q_lo = q_hi = Q(0)
        for k in range(cols):
            e = Q(v.v[row * cols + k])
            s_lo, s_hi = Q(r64(s_lo + e, "rd")), Q(r64(s_hi + e, "ru"))
            q_lo, q_hi = Q(r64(e * e + q_lo, "rd")), Q(r64(e * e + q_hi, "ru"))
        n = Q(cols)
        sum_lo.v[row], sum_hi.v[row] = r32(s_lo, "rd"), r32(s_hi, "ru")
        mean_lo, mean_hi = Q(r64(q_lo / n, "rd")), Q(r64(q_hi / n, "ru"))
        rms_lo.v[row] = r32(Q(r64(root_q(mean_lo), "rd")), "rd")
        rms_hi.v[row] = r32(Q(r64(root_q(mean_hi), "ru")), "ru")
        c = Q(count.v[row])
        # __uint2float_rz / __int2float_rz of the row arrive as plain
        # conversions (exact for these rows); the sums round to nearest.
        count_lo.v[row] = r32(Q(r32(c, "rd")) + row, "rn")
        count_hi.v[row] = r32(Q(r32(c, "ru")) + row, "rn")


# ===========================================================================
# sync_atomics: a libcu++ spin lock, double atomicAdd, atomicInc, 64-bit
# atomics and a CAS loop. Every result is independent of the schedule.

SYNC = File("sync_atomics", g_lock=("i32", [0]), g_head=("i32", [0]),
            g_bits=("i64", [-1, 0, 0, 0]))


@SYNC.launch("locked_accumulate", grid=4, block=128, outputs=["total", "blocks_done", "@g_lock"],
             args=["@in = i32[500] (i * 37) % 101 - 50", "@total = i64[1] 0",
                   "@blocks_done = i32[1] 0", "500"])
def locked_accumulate(L, G, inp, total, blocks_done, n):
    total.v[0] += sum(inp.v[:n])
    blocks_done.v[0] += L.grid[0]
    G["g_lock"][0] = 0


@SYNC.launch("histogram_double", grid=2, block=64, outputs=["hist"],
             args=["@w = f64[300] ((i * 13) % 17) * 0.125", "@bin = i32[300] (i * 7) % 10",
                   "@hist = f64[10] 0", "300"])
def histogram_double(L, G, w, bins, hist, n):
    sums = [Q(h) for h in hist.v]
    for i in range(n):
        sums[bins.v[i]] += Q(w.v[i])
    hist.v[:] = [exact64(s) for s in sums]


@SYNC.launch("ring_claim", grid=2, block=64, outputs=["uses", "@g_head"],
             args=["@uses = i32[16] 0", "16", "100"])
def ring_claim(L, G, uses, cap, n):
    # atomicInc returns the old head and stores old >= cap - 1 ? 0 : old + 1:
    # the k-th claim, in whatever order, gets slot k % cap.
    head = G["g_head"][0]
    for _ in range(n):
        uses.v[head] += 1
        head = 0 if head >= cap - 1 else head + 1
    G["g_head"][0] = head


@SYNC.launch("key_stats", grid=2, block=32, hexa=["min_key", "max_key", "@g_bits"],
             outputs=["max_x", "min_key", "max_key", "@g_bits"],
             args=["@keys = i64[60] i * 0x9E3779B97F4A7C15 + 0x1234567", "@x = f64[60] ((i * 29) % 31 - 15) * 0.75",
                   "@max_x = f64[1] -1000", "@min_key = i64[1] -1", "@max_key = i64[1] 0", "60"])
def key_stats(L, G, keys, x, max_x, min_key, max_key, n):
    u64 = lambda v: v & 0xFFFFFFFFFFFFFFFF
    ks = [u64(k) for k in keys.v[:n]]
    max_x.v[0] = max([max_x.v[0]] + x.v[:n])
    min_key.v[0] = P.wrap(min([u64(min_key.v[0])] + ks), "i64")
    max_key.v[0] = P.wrap(max([u64(max_key.v[0])] + ks), "i64")
    b = [u64(v) for v in G["g_bits"]]
    for k in ks:
        b[0] &= k | 0xF0F0F0F0F0F0F0F0
        b[1] |= k & 0x0FF00FF00FF00FF0
        b[2] ^= k
        b[3] = u64(b[3] + (k >> 32))
    G["g_bits"] = [P.wrap(v, "i64") for v in b]
