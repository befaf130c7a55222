"""Probes of the CUDA driver's PTX JIT on patterns ptxlift writes, found by
the hardware run of the corpus and fuzz programs (README.md).

    python3 jit_probes.py write DIR     # here: DIR/*.ptx
    python3 jit_probes.py run DIR       # on the GPU machine: prints results

1. Sub-word stores of a register a float instruction wrote: kernel NAME
   computes 0x637DFF03 (the float 4.6854018e21) into a .b32 register %r6
   in a different way, then stores its low byte, low 16 bits and all 32
   bits (`st.u8`, `st.u16`, `st.u32`); the bytes the PTX means are
   03 ff 03 ff 03 ff 7d 63 (an AA byte: not written). i_movf64_imm does
   the same with a .b64 register and 0d446FBFE06218DFFB (fb .. fb df ..).
2. Initialisers that name the variable itself (init1, init3, init4) or
   another one (init2): whether the module loads, and the value read
   through the address the initialiser holds (2 for init2, else 1)."""
import ctypes
import os
import struct
import sys

HEAD = '.version 7.0\n.target sm_80\n.address_size 64\n'
STORE_CASES = {
    'a_movf32_imm': 'mov.f32 %r6, 0f637DFF03;',
    'b_movb32_imm': 'mov.b32 %r6, 0f637DFF03;',
    'c_ldf32': 'ld.global.f32 %r6, [%rd1];',
    'd_addf32': 'ld.global.f32 %r5, [%rd1]; add.f32 %r6, %r5, 0f00000000;',
    'e_selpf32_imm': 'setp.ne.u64 %p1, %rd1, 0; selp.f32 %r6, 0f637DFF03, 0fF2264F4F, %p1;',
    'f_virtual_movb32': '{ .reg .f32 %f1; mov.f32 %f1, 0f637DFF03; mov.b32 %r6, %f1; }',
    'g_addf32_virtual': '{ .reg .f32 %f1, %f2; ld.global.f32 %f1, [%rd1]; add.f32 %f2, %f1, 0f00000000; mov.b32 %r6, %f2; }',
    'h_andb32_after_movf32': 'mov.f32 %r5, 0f637DFF03; and.b32 %r6, %r5, 4294967295;',
}
INIT_CASES = {
    'init1': '.global .align 8 .u64 ring[2] = {1, generic(ring)};',
    'init2': '.global .align 8 .u64 other[2] = {1, 2};\n.global .align 8 .u64 ring[2] = {1, generic(other)+8};',
    'init3': '.global .align 8 .u64 ring[2] = {1, generic(ring)+8};',
    'init4': '.global .align 8 .u64 ring[2] = {1, ring+8};',
}


def store_kernel(name, src):
    return f'''.visible .entry {name}(.param .u64 out, .param .u64 in)
{{
\t.reg .pred %p<2>;
\t.reg .b32 %r<8>;
\t.reg .b64 %rd<4>;
\tld.param.u64 %rd0, [out];
\tcvta.to.global.u64 %rd0, %rd0;
\tld.param.u64 %rd1, [in];
\tcvta.to.global.u64 %rd1, %rd1;
\t{src}
\tst.global.u8 [%rd0], %r6;
\tshr.u32 %r7, %r6, 8;
\tst.global.u8 [%rd0+1], %r7;
\tst.global.u16 [%rd0+2], %r6;
\tst.global.u32 [%rd0+4], %r6;
\tret;
}}
'''


F64_KERNEL = '''.visible .entry i_movf64_imm(.param .u64 out, .param .u64 in)
{
\t.reg .b64 %rd<8>;
\tld.param.u64 %rd0, [out];
\tcvta.to.global.u64 %rd0, %rd0;
\tmov.f64 %rd6, 0d446FBFE06218DFFB;
\tst.global.u8 [%rd0], %rd6;
\tst.global.u16 [%rd0+2], %rd6;
\tst.global.u32 [%rd0+4], %rd6;
\tret;
}
'''


def init_module(decl):
    return HEAD + decl + '''
.visible .entry k(.param .u64 out)
{
\t.reg .b64 %rd<4>;
\tld.param.u64 %rd0, [out];
\tcvta.to.global.u64 %rd0, %rd0;
\tld.global.u64 %rd1, [ring+8];
\tld.u64 %rd2, [%rd1];
\tst.global.u64 [%rd0], %rd2;
\tret;
}
'''


def write(d):
    os.makedirs(d, exist_ok=True)
    kernels = [store_kernel(n, s) for n, s in STORE_CASES.items()] + [F64_KERNEL]
    open(f'{d}/stores.ptx', 'w').write(HEAD + '\n'.join(kernels))
    for name, decl in INIT_CASES.items():
        open(f'{d}/{name}.ptx', 'w').write(init_module(decl))


def run(d):
    from cuda_driver import CudaError, context, cuda, load_module
    context()
    version = ctypes.c_int()
    cuda.cuDriverGetVersion(ctypes.byref(version))
    print('driver API', version.value)

    def load(path):
        try:
            return load_module(open(path).read()), None
        except CudaError as e:
            return None, str(e)

    def launch(mod, name, out_bytes, inp=0):
        fn = ctypes.c_void_p()
        cuda.cuModuleGetFunction(ctypes.byref(fn), mod, name.encode())
        out = ctypes.c_uint64()
        cuda.cuMemAlloc_v2(ctypes.byref(out), ctypes.c_size_t(out_bytes))
        cuda.cuMemsetD8_v2(out, ctypes.c_ubyte(0xAA), ctypes.c_size_t(out_bytes))
        a0, a1 = ctypes.c_uint64(out.value), ctypes.c_uint64(inp)
        args = (ctypes.c_void_p * 2)(ctypes.cast(ctypes.pointer(a0), ctypes.c_void_p), ctypes.cast(ctypes.pointer(a1), ctypes.c_void_p))
        cuda.cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, None, args, None)
        cuda.cuCtxSynchronize()
        buf = (ctypes.c_ubyte * out_bytes)()
        cuda.cuMemcpyDtoH_v2(buf, out, ctypes.c_size_t(out_bytes))
        return bytes(buf)

    mod, err = load(f'{d}/stores.ptx')
    if err:
        sys.exit(f'stores.ptx: {err}')
    inp = ctypes.c_uint64()
    cuda.cuMemAlloc_v2(ctypes.byref(inp), ctypes.c_size_t(8))
    cuda.cuMemcpyHtoD_v2(inp, struct.pack('<II', 0x637DFF03, 0x637DFF03), ctypes.c_size_t(8))
    for name in list(STORE_CASES) + ['i_movf64_imm']:
        print(f'{name:24s} {launch(mod, name, 8, inp.value).hex()}')
    for name in INIT_CASES:
        mod, err = load(f'{d}/{name}.ptx')
        if err:
            print(f'{name}: does not load: {err}')
        else:
            print(f'{name}: loads; read through the initialiser: {struct.unpack("<Q", launch(mod, "k", 8))[0]}')


if __name__ == '__main__':
    if len(sys.argv) != 3 or sys.argv[1] not in ('write', 'run'):
        sys.exit(__doc__)
    (write if sys.argv[1] == 'write' else run)(sys.argv[2])
