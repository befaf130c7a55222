"""Runs a plan of `cargo run --example gpu_plan -- plan` on a GPU through the
CUDA driver API (ctypes; no other package) and writes what each launch left.

    python3 run_plan.py PLAN.json RESULTS.json

Per file: the PTX is loaded once (the driver compiles it for the GPU), and
the launches run in order, so module variables carry from one to the next.
Per launch: buffers are allocated with their initial bytes (a `byval`
buffer is passed as the parameter's bytes), the kernel runs, and every
buffer and listed module variable is read back. `gpu_plan check` compares
the result with the simulator."""
import ctypes
import json
import sys

from cuda_driver import CudaError, ck, context, cuda, load_module

P, U64, SZ, INT, UINT = ctypes.c_void_p, ctypes.c_uint64, ctypes.c_size_t, ctypes.c_int, ctypes.c_uint
for name, types in {
    'cuMemAlloc_v2': [P, SZ], 'cuMemFree_v2': [U64], 'cuMemcpyHtoD_v2': [U64, P, SZ],
    'cuMemcpyDtoH_v2': [P, U64, SZ], 'cuFuncGetParamInfo': [P, SZ, P, P],
    'cuFuncSetAttribute': [P, INT, INT], 'cuModuleGetGlobal_v2': [P, P, P, ctypes.c_char_p],
    'cuModuleGetFunction': [P, P, ctypes.c_char_p],
    'cuLaunchKernel': [P, UINT, UINT, UINT, UINT, UINT, UINT, UINT, P, P, P],
    'cuModuleLoadDataEx': [P, ctypes.c_char_p, UINT, P, P],
}.items():
    getattr(cuda, name).argtypes = types


# Sizes of a kernel's parameters, from the driver (CUDA 12.4 and later).
def param_sizes(fn):
    sizes = []
    while True:
        off, size = ctypes.c_size_t(), ctypes.c_size_t()
        if cuda.cuFuncGetParamInfo(fn, len(sizes), ctypes.byref(off), ctypes.byref(size)) != 0:
            return sizes
        sizes.append(size.value)


def run_launch(mod, fn, launch):
    bufs, ptrs = launch['buffers'], {}
    for i, b in enumerate(bufs):
        if b['module_var'] or not b['initial']:
            continue
        data = bytes.fromhex(b['initial'])
        p = ctypes.c_uint64()
        ck(cuda.cuMemAlloc_v2(ctypes.byref(p), max(len(data), 1)), 'cuMemAlloc')
        ck(cuda.cuMemcpyHtoD_v2(p, data, len(data)), 'cuMemcpyHtoD')
        ptrs[i] = p
    try:
        sizes = param_sizes(fn)
        if len(sizes) != len(launch['params']):
            raise CudaError(f"the kernel takes {len(sizes)} parameters, the plan gives {len(launch['params'])}")
        holders = []
        for (kind, v), size in zip(((k, v) for p in launch['params'] for k, v in p.items()), sizes):
            if kind == 'Scalar':
                raw = (v & ((1 << (8 * size)) - 1)).to_bytes(size, 'little')
            elif kind == 'Pointer':
                raw = ptrs[v].value.to_bytes(8, 'little')[:size]
            else:  # ByVal
                raw = bytes.fromhex(bufs[v]['initial'])[:size].ljust(size, b'\0')
            holders.append(ctypes.create_string_buffer(raw, max(size, 1)))
        args = (ctypes.c_void_p * len(holders))(*[ctypes.cast(h, ctypes.c_void_p) for h in holders])
        shared = launch['shared']
        if shared > 0:  # static and dynamic together past 48 KiB need the opt-in
            ck(cuda.cuFuncSetAttribute(fn, 8, shared), 'max dynamic shared memory')
        g, b = launch['grid'], launch['block']
        ck(cuda.cuLaunchKernel(fn, g[0], g[1], g[2], b[0], b[1], b[2], shared, None, args, None), 'cuLaunchKernel')
        ck(cuda.cuCtxSynchronize(), 'the kernel')
        out = []
        for i, buf in enumerate(bufs):
            if buf['module_var']:
                dptr, size = ctypes.c_uint64(), ctypes.c_size_t()
                if cuda.cuModuleGetGlobal_v2(ctypes.byref(dptr), ctypes.byref(size), mod, buf['name'].encode()) != 0:
                    out.append(None)
                    continue
                n = size.value
            elif i in ptrs:
                dptr, n = ptrs[i], len(buf['initial']) // 2
            else:  # byval: the kernel cannot change it
                out.append(buf['initial'])
                continue
            host = ctypes.create_string_buffer(max(n, 1))
            ck(cuda.cuMemcpyDtoH_v2(host, dptr, n), 'cuMemcpyDtoH')
            out.append(host.raw[:n].hex())
        return {'line': launch['line'], 'error': None, 'buffers': out}
    finally:
        for p in ptrs.values():
            cuda.cuMemFree_v2(p)


def main():
    plan = json.load(open(sys.argv[1]))
    dev, ctx = context()
    results, launches, failed = [], 0, 0
    for f in plan['files']:
        res = {'name': f['name'], 'load_error': None, 'launches': []}
        results.append(res)
        try:
            mod = load_module(f['ptx'])
        except CudaError as e:
            res['load_error'] = str(e)
            continue
        for launch in f['launches']:
            launches += 1
            fn = ctypes.c_void_p()
            try:
                ck(cuda.cuModuleGetFunction(ctypes.byref(fn), mod, launch['kernel'].encode()), 'cuModuleGetFunction')
                res['launches'].append(run_launch(mod, fn, launch))
            except CudaError as e:
                failed += 1
                res['launches'].append({'line': launch['line'], 'error': str(e), 'buffers': []})
                if 'the kernel' in str(e):  # a fault poisons the context: start a new one
                    cuda.cuCtxDestroy_v2(ctx)
                    ck(cuda.cuCtxCreate_v2(ctypes.byref(ctx), 0, dev), 'cuCtxCreate')
                    break
        cuda.cuModuleUnload(mod)
    json.dump(results, open(sys.argv[2], 'w'))
    print(f"{len(plan['files'])} files, {launches} launches, {failed} failed on the GPU")


main()
