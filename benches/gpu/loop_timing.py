"""Times four loop kernels of the CUDA corpus, each compiled several ways,
on a GPU through the driver API (the driver's JIT compiles the PTX).

    python3 loop_timing.py DIR OUT VARIANT,VARIANT,...

DIR holds CASE.VARIANT.ptx (prepare_loops.sh writes them); OUT receives
timings.txt. Cases: crc32 (crc32_records), murmur (murmur_strings), spmv
(spmv_csr_ldg), embedding (embedding_bag), on inputs of about 10^6 threads
whose results are exact, so every variant's outputs must equal the first
variant's bit for bit; a sample is also checked against a host model
(zlib's CRC-32, a Python MurmurHash3, numpy). Per variant: registers, and
the median and best of 30 timed launches after 3 warm-ups (CUDA events).
"""
import ctypes, sys, os, zlib
import numpy as np
from cuda_driver import CudaError, ck, context, cuda, load_module
D = sys.argv[1]; OUT = sys.argv[2]
dev, ctx = context()
name = ctypes.create_string_buffer(256); cuda.cuDeviceGetName(name, 256, dev)
log = open(f'{OUT}/timings.txt', 'w')
def say(*a):
    s = ' '.join(str(x) for x in a); print(s, flush=True); log.write(s + '\n'); log.flush()
say('device', name.value.decode())
def dalloc(arr):
    p = ctypes.c_uint64(); ck(cuda.cuMemAlloc_v2(ctypes.byref(p), max(arr.nbytes, 1)), 'alloc')
    ck(cuda.cuMemcpyHtoD_v2(p, arr.ctypes.data_as(ctypes.c_void_p), arr.nbytes), 'h2d'); return p.value
def dget(p, like):
    out = np.empty_like(like); ck(cuda.cuMemcpyDtoH_v2(out.ctypes.data_as(ctypes.c_void_p), ctypes.c_uint64(p), out.nbytes), 'd2h'); return out
def dzero(p, nbytes): ck(cuda.cuMemsetD8_v2(ctypes.c_uint64(p), 0, nbytes), 'memset')
def func(mod, n):
    f = ctypes.c_void_p(); ck(cuda.cuModuleGetFunction(ctypes.byref(f), mod, n.encode()), 'fn ' + n); return f
def regs(f):
    v = ctypes.c_int(); cuda.cuFuncGetAttribute(ctypes.byref(v), 4, f); return v.value  # CU_FUNC_ATTRIBUTE_NUM_REGS
def launch(f, grid, block, args):
    cargs = []
    for kind, v in args:
        cargs.append({'u64': ctypes.c_uint64, 'i32': ctypes.c_int32, 'u32': ctypes.c_uint32}[kind](v))
    arr = (ctypes.c_void_p * len(cargs))(*[ctypes.cast(ctypes.pointer(a), ctypes.c_void_p) for a in cargs])
    ck(cuda.cuLaunchKernel(f, grid, 1, 1, block, 1, 1, 0, None, arr, None), 'launch')
def timeit(f, grid, block, args, reps=30):
    e0, e1 = ctypes.c_void_p(), ctypes.c_void_p()
    ck(cuda.cuEventCreate(ctypes.byref(e0), 0), 'ev'); ck(cuda.cuEventCreate(ctypes.byref(e1), 0), 'ev')
    for _ in range(3): launch(f, grid, block, args)
    ck(cuda.cuCtxSynchronize(), 'sync')
    ts = []
    for _ in range(reps):
        ck(cuda.cuEventRecord(e0, None), 'rec'); launch(f, grid, block, args); ck(cuda.cuEventRecord(e1, None), 'rec')
        ck(cuda.cuEventSynchronize(e1), 'evsync'); ms = ctypes.c_float(); cuda.cuEventElapsedTime(ctypes.byref(ms), e0, e1); ts.append(ms.value * 1000)
    ts.sort(); return ts[len(ts) // 2], ts[0]
rng = np.random.default_rng(7)
VARIANTS = sys.argv[3].split(',')
def run_case(case, mk):
    ref = None
    for v in VARIANTS:
        for suffix in ['.ptx']:
            path = f'{D}/{case}.{v}{suffix}'
            if not os.path.exists(path): say(case, v, 'missing'); continue
            try:
                mod = load_module(open(path).read())
            except CudaError as e:
                say(case, v, suffix, 'LOADFAIL', e); continue
            kernel, grid, block, args, outs, prep = mk(mod)
            f = func(mod, kernel)
            for (p, nb) in outs: dzero(p, nb)
            prep(); launch(f, grid, block, args); ck(cuda.cuCtxSynchronize(), 'sync')
            got = [dget(p, np.zeros(nb, np.uint8)) for (p, nb) in outs]
            same = 'ref' if ref is None else ('same' if all((a == b).all() for a, b in zip(got, ref)) else 'DIFFER')
            if ref is None: ref = got; check(case, got)
            med, best = timeit(f, grid, block, args)
            say(f'{case:16s} {kernel:16s} {v:22s} regs {regs(f):3d}  median {med:9.1f} us  best {best:9.1f} us  outputs {same}')
            cuda.cuModuleUnload(mod)
CHECKS = {}
def check(case, got):
    if case in CHECKS: say(case, 'host model:', CHECKS[case](got))
# crc32_records: 1M records of 64 bytes
NREC, RL = 1 << 20, 64
data = rng.integers(0, 256, NREC * RL, dtype=np.uint8)
d_data = dalloc(data); d_crcs = dalloc(np.zeros(NREC, np.uint32)); d_ones = dalloc(np.zeros(NREC, np.uint32))
def mk_crc(mod):
    fb = func(mod, 'crc32_build_table')
    return ('crc32_records', NREC // 256, 256, [('u64', d_data), ('i32', RL), ('u64', d_crcs), ('u64', d_ones), ('i32', NREC)],
            [(d_crcs, NREC * 4), (d_ones, NREC * 4)], lambda: (launch(fb, 4, 64, []), ck(cuda.cuCtxSynchronize(), 's')))
def chk_crc(got):
    c = got[0].view(np.uint32); o = got[1].view(np.uint32); bad = 0
    for r in range(0, NREC, 4099):
        rec = data[r * RL:(r + 1) * RL].tobytes()
        bad += c[r] != zlib.crc32(rec) or o[r] != sum(bin(b).count('1') for b in rec)
    return f'{bad} of {len(range(0, NREC, 4099))} sampled records wrong'
CHECKS['crc32'] = chk_crc
run_case('crc32', mk_crc)
# murmur_strings: 1M strings of 0..64 bytes
NS = 1 << 20
lens = rng.integers(0, 65, NS); offs = np.zeros(NS + 1, np.int32); offs[1:] = np.cumsum(lens)
sbytes = rng.integers(97, 123, int(offs[-1]), dtype=np.uint8)
d_b = dalloc(sbytes); d_o = dalloc(offs); d_h = dalloc(np.zeros(NS, np.uint32))
def murmur3(key, seed):
    M = 0xffffffff; h = seed; c1, c2 = 0xcc9e2d51, 0x1b873593; n = len(key)
    rotl = lambda x, r: ((x << r) | (x >> (32 - r))) & M
    for i in range(0, n - n % 4, 4):
        k = int.from_bytes(key[i:i + 4], 'little'); k = (k * c1) & M; k = rotl(k, 15); k = (k * c2) & M
        h ^= k; h = rotl(h, 13); h = (h * 5 + 0xe6546b64) & M
    t = key[n - n % 4:]; k = 0
    if len(t) >= 3: k ^= t[2] << 16
    if len(t) >= 2: k ^= t[1] << 8
    if len(t) >= 1:
        k ^= t[0]; k = (k * c1) & M; k = rotl(k, 15); k = (k * c2) & M; h ^= k
    h ^= n; h ^= h >> 16; h = (h * 0x85ebca6b) & M; h ^= h >> 13; h = (h * 0xc2b2ae35) & M; h ^= h >> 16; return h
SEED = 2538058380
def chk_mm(got):
    h = got[0].view(np.uint32); bad = 0; idx = range(0, NS, 3001)
    for i in idx: bad += h[i] != murmur3(sbytes[offs[i]:offs[i + 1]].tobytes(), SEED)
    return f'{bad} of {len(idx)} sampled strings wrong'
CHECKS['murmur'] = chk_mm
run_case('murmur', lambda mod: ('murmur_strings', NS // 256, 256, [('u64', d_b), ('u64', d_o), ('u32', SEED), ('u64', d_h), ('i32', NS)], [(d_h, NS * 4)], lambda: None))
# spmv_csr_ldg: 1M rows, 0..32 nonzeros, small dyadic values (exact sums)
NR = 1 << 20
nnz = rng.integers(0, 33, NR); rp = np.zeros(NR + 1, np.int32); rp[1:] = np.cumsum(nnz)
cols = rng.integers(0, NR, int(rp[-1]), dtype=np.int32); vals = (rng.integers(-8, 9, int(rp[-1])) * 0.5).astype(np.float64)
xv = (rng.integers(-16, 17, NR) * 0.25).astype(np.float64)
d_rp, d_c, d_v, d_x, d_y = dalloc(rp), dalloc(cols), dalloc(vals), dalloc(xv), dalloc(np.zeros(NR, np.float64))
def chk_spmv(got):
    y = got[0].view(np.float64); idx = np.arange(0, NR, 997)
    want = np.array([np.dot(vals[rp[r]:rp[r + 1]], xv[cols[rp[r]:rp[r + 1]]]) for r in idx])
    return f'{int((y[idx] != want).sum())} of {len(idx)} sampled rows wrong'
CHECKS['spmv'] = chk_spmv
run_case('spmv', lambda mod: ('spmv_csr_ldg', NR // 256, 256, [('i32', NR), ('u64', d_rp), ('u64', d_c), ('u64', d_v), ('u64', d_x), ('u64', d_y)], [(d_y, NR * 8)], lambda: None))
# embedding_bag: 64K rows of 32 float4, bags of 32, 8192 bags
ROWS, DIM4, BAG, NB = 1 << 16, 32, 32, 8192
table = (rng.integers(-64, 65, ROWS * DIM4 * 4) * 0.125).astype(np.float32)
ids = rng.integers(0, ROWS, NB * BAG, dtype=np.int32)
d_t, d_i, d_eo = dalloc(table), dalloc(ids), dalloc(np.zeros(NB * DIM4 * 4, np.float32))
def chk_emb(got):
    o = got[0].view(np.float32).reshape(NB, DIM4 * 4); t = table.reshape(ROWS, DIM4 * 4); idx = range(0, NB, 37)
    want = np.array([t[ids[b * BAG:(b + 1) * BAG]].sum(axis=0) for b in idx])
    return f'{int((o[list(idx)] != want).sum())} of {want.size} sampled elements wrong'
CHECKS['embedding'] = chk_emb
run_case('embedding', lambda mod: ('embedding_bag', NB * DIM4 // 256, 256, [('u64', d_t), ('u64', d_i), ('u64', d_eo), ('i32', BAG), ('i32', DIM4), ('i32', NB * DIM4)], [(d_eo, NB * DIM4 * 16)], lambda: None))
say('done')
