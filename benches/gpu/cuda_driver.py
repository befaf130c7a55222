"""The CUDA driver API through ctypes, for the scripts in this folder: the
library, failed calls as exceptions, a context on device 0, and loading a
module with the JIT's error log."""
import ctypes

cuda = ctypes.CDLL('libcuda.so.1')
JIT_LOG_BYTES = 8192


class CudaError(Exception):
    """A driver call that did not return CUDA_SUCCESS."""


def error_text(r):
    s = ctypes.c_char_p()
    cuda.cuGetErrorString(r, ctypes.byref(s))
    return f'{r} {s.value.decode() if s.value else ""}'


def ck(r, what):
    if r != 0:
        raise CudaError(f'{what}: {error_text(r)}')


def context():
    """Initialises the driver: device 0 and a new context on it."""
    ck(cuda.cuInit(0), 'cuInit')
    dev = ctypes.c_int()
    ck(cuda.cuDeviceGet(ctypes.byref(dev), 0), 'cuDeviceGet')
    ctx = ctypes.c_void_p()
    ck(cuda.cuCtxCreate_v2(ctypes.byref(ctx), 0, dev), 'cuCtxCreate')
    return dev, ctx


def load_module(image):
    """Loads PTX text (str) or a cubin (bytes): the module, or a CudaError
    with the JIT's log."""
    data = image.encode() + b'\0' if isinstance(image, str) else image
    log = ctypes.create_string_buffer(JIT_LOG_BYTES)
    opts = (ctypes.c_int * 2)(5, 6)  # CU_JIT_ERROR_LOG_BUFFER, its size
    vals = (ctypes.c_void_p * 2)(ctypes.cast(log, ctypes.c_void_p), ctypes.c_void_p(JIT_LOG_BYTES))
    mod = ctypes.c_void_p()
    r = cuda.cuModuleLoadDataEx(ctypes.byref(mod), data, 2, opts, vals)
    if r != 0:
        raise CudaError(f'{error_text(r)}: {log.value.decode(errors="replace").strip()[:2000]}')
    return mod
