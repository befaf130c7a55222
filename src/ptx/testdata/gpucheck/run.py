# Runs every generated kernel on the GPU through the driver API; writes gpu{idx}.txt.
import ctypes, sys, os
d = sys.argv[1]; out = sys.argv[2]
cuda = ctypes.CDLL('libcuda.so.1')
def ck(r, what):
    if r != 0:
        s = ctypes.c_char_p(); cuda.cuGetErrorString(r, ctypes.byref(s)); raise RuntimeError(f'{what}: {r} {s.value}')
ck(cuda.cuInit(0), 'init')
dev = ctypes.c_int(); ck(cuda.cuDeviceGet(ctypes.byref(dev), 0), 'dev')
ctx = ctypes.c_void_p(); ck(cuda.cuCtxCreate_v2(ctypes.byref(ctx), 0, dev), 'ctx')
for line in open(f'{d}/forms.txt'):
    idx, types, fmts, snippet = line.rstrip('\n').split('\t')
    rows = [[int(x, 16) for x in l.split()] for l in open(f'{d}/in{idx}.txt')]
    n, nops = len(rows), len(types)
    ptx = open(f'{d}/k{idx}.ptx', 'rb').read() + b'\0'
    mod = ctypes.c_void_p()
    r = cuda.cuModuleLoadData(ctypes.byref(mod), ptx)
    if r != 0:
        print('LOADFAIL', idx, snippet, r); continue
    fn = ctypes.c_void_p(); ck(cuda.cuModuleGetFunction(ctypes.byref(fn), mod, f'k{idx}'.encode()), 'fn')
    buf = (ctypes.c_uint64 * (n * nops))(*[v for row in rows for v in row])
    dptr = ctypes.c_uint64(); ck(cuda.cuMemAlloc_v2(ctypes.byref(dptr), ctypes.sizeof(buf)), 'alloc')
    ck(cuda.cuMemcpyHtoD_v2(dptr, buf, ctypes.sizeof(buf)), 'h2d')
    arg = ctypes.c_uint64(dptr.value); args = (ctypes.c_void_p * 1)(ctypes.cast(ctypes.pointer(arg), ctypes.c_void_p))
    ck(cuda.cuLaunchKernel(fn, 1, 1, 1, n, 1, 1, 0, None, args, None), 'launch')
    ck(cuda.cuCtxSynchronize(), 'sync')
    ck(cuda.cuMemcpyDtoH_v2(buf, dptr, ctypes.sizeof(buf)), 'd2h')
    cuda.cuMemFree_v2(dptr); cuda.cuModuleUnload(mod)
    with open(f'{out}/gpu{idx}.txt', 'w') as f:
        for k in range(n): f.write(' '.join(f'{buf[k * nops + j]:x}' for j in range(nops)) + '\n')
print('done')
