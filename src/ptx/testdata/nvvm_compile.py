#!/usr/bin/env python3
"""Compiles an NVVM IR module to PTX with libnvvm, called through ctypes.

Takes: an NVVM IR file (LLVM text `.ll` or bitcode `.bc`), the output path,
and optionally the libnvvm shared library (`--libnvvm PATH`; by default the
first `libnvvm.so*` under `.tools/nvvm` at the repository root, where
`pip install --target .tools/nvvm --no-deps nvidia-nvvm==13.5.37` puts it).
With `--bitcode`, a text module is first assembled with `llvm-as-22`.
The libnvvm of nvidia-nvvm 13.5.37 compiles `-arch=compute_80` with an
NVVM based on LLVM 7: it reads LLVM 7 text (typed pointers) and refuses
LLVM 22 text (opaque pointers) and bitcode, so the nvvm_*.ll here are
typed-pointer text and need no `--bitcode`.

Gives: the PTX libnvvm produced (compiled with `-arch=compute_80`), written
to the output path; on stderr, the libnvvm and NVVM IR versions used. On a
libnvvm error it prints the program log and exits with status 1; nothing
is written then.

Usage:
    python3 src/ptx/testdata/nvvm_compile.py [--bitcode] [--libnvvm PATH] IN.ll OUT.ptx
"""

import argparse
import ctypes
import pathlib
import subprocess
import sys

ARCH_OPTION = b"-arch=compute_80"
LLVM_AS = "llvm-as-22"
NVVM_SUCCESS = 0
REPO_ROOT = pathlib.Path(__file__).resolve().parents[3]
DEFAULT_LIBNVVM_DIR = REPO_ROOT / ".tools" / "nvvm"


class NvvmError(Exception):
    """A libnvvm call failed; the message names the call and the log."""


def find_libnvvm(explicit):
    """The libnvvm shared library: `explicit`, or the first under .tools/nvvm."""
    if explicit:
        return pathlib.Path(explicit)
    found = sorted(DEFAULT_LIBNVVM_DIR.rglob("libnvvm.so*"))
    if not found:
        raise NvvmError(f"no libnvvm.so* under {DEFAULT_LIBNVVM_DIR}; pass --libnvvm")
    return found[0]


def load(path):
    """Loads libnvvm and declares the signatures of the functions used."""
    lib = ctypes.CDLL(str(path))
    prog_p = ctypes.POINTER(ctypes.c_void_p)
    size_p = ctypes.POINTER(ctypes.c_size_t)
    int_p = ctypes.POINTER(ctypes.c_int)
    signatures = {
        "nvvmGetErrorString": ([ctypes.c_int], ctypes.c_char_p),
        "nvvmVersion": ([int_p, int_p], ctypes.c_int),
        "nvvmIRVersion": ([int_p, int_p, int_p, int_p], ctypes.c_int),
        "nvvmCreateProgram": ([prog_p], ctypes.c_int),
        "nvvmDestroyProgram": ([prog_p], ctypes.c_int),
        "nvvmAddModuleToProgram": (
            [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p],
            ctypes.c_int,
        ),
        "nvvmCompileProgram": (
            [ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)],
            ctypes.c_int,
        ),
        "nvvmGetCompiledResultSize": ([ctypes.c_void_p, size_p], ctypes.c_int),
        "nvvmGetCompiledResult": ([ctypes.c_void_p, ctypes.c_char_p], ctypes.c_int),
        "nvvmGetProgramLogSize": ([ctypes.c_void_p, size_p], ctypes.c_int),
        "nvvmGetProgramLog": ([ctypes.c_void_p, ctypes.c_char_p], ctypes.c_int),
    }
    for name, (args, result) in signatures.items():
        fn = getattr(lib, name)
        fn.argtypes = args
        fn.restype = result
    return lib


def versions(lib):
    """(libnvvm major, minor, NVVM IR major, minor) as a short text."""
    major, minor = ctypes.c_int(), ctypes.c_int()
    ir = [ctypes.c_int() for _ in range(4)]
    lib.nvvmVersion(ctypes.byref(major), ctypes.byref(minor))
    lib.nvvmIRVersion(*(ctypes.byref(v) for v in ir))
    return (
        f"libnvvm {major.value}.{minor.value}, NVVM IR {ir[0].value}.{ir[1].value}"
        f" (debug metadata {ir[2].value}.{ir[3].value})"
    )


def log_of(lib, prog):
    """The program log (empty when libnvvm has none)."""
    size = ctypes.c_size_t()
    if lib.nvvmGetProgramLogSize(prog, ctypes.byref(size)) != NVVM_SUCCESS:
        return ""
    buf = ctypes.create_string_buffer(max(size.value, 1))
    if lib.nvvmGetProgramLog(prog, buf) != NVVM_SUCCESS:
        return ""
    return buf.value.decode(errors="replace")


def check(lib, prog, result, call):
    """Raises NvvmError with the log if `result` is not NVVM_SUCCESS."""
    if result != NVVM_SUCCESS:
        what = lib.nvvmGetErrorString(result).decode(errors="replace")
        raise NvvmError(f"{call}: {what}\n{log_of(lib, prog)}")


def compile_module(lib, module, name):
    """Compiles one module (bytes) to PTX text (bytes)."""
    prog = ctypes.c_void_p()
    check(lib, prog, lib.nvvmCreateProgram(ctypes.byref(prog)), "nvvmCreateProgram")
    try:
        check(
            lib,
            prog,
            lib.nvvmAddModuleToProgram(prog, module, len(module), name.encode()),
            "nvvmAddModuleToProgram",
        )
        options = (ctypes.c_char_p * 1)(ARCH_OPTION)
        check(lib, prog, lib.nvvmCompileProgram(prog, 1, options), "nvvmCompileProgram")
        size = ctypes.c_size_t()
        check(
            lib,
            prog,
            lib.nvvmGetCompiledResultSize(prog, ctypes.byref(size)),
            "nvvmGetCompiledResultSize",
        )
        buf = ctypes.create_string_buffer(max(size.value, 1))
        check(lib, prog, lib.nvvmGetCompiledResult(prog, buf), "nvvmGetCompiledResult")
        return buf.value
    finally:
        lib.nvvmDestroyProgram(ctypes.byref(prog))


def read_module(path, bitcode):
    """The module's bytes: the file, or its bitcode from llvm-as-22."""
    if not bitcode:
        return path.read_bytes()
    done = subprocess.run(
        [LLVM_AS, str(path), "-o", "-"], capture_output=True, check=False
    )
    if done.returncode != 0:
        raise NvvmError(f"{LLVM_AS} failed:\n{done.stderr.decode(errors='replace')}")
    return done.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input", type=pathlib.Path, help="NVVM IR (.ll or .bc)")
    parser.add_argument("output", type=pathlib.Path, help="PTX file to write")
    parser.add_argument("--libnvvm", help="path of libnvvm.so")
    parser.add_argument(
        "--bitcode", action="store_true", help=f"assemble text IR with {LLVM_AS} first"
    )
    args = parser.parse_args()
    try:
        lib = load(find_libnvvm(args.libnvvm))
        print(versions(lib), file=sys.stderr)
        module = read_module(args.input, args.bitcode)
        ptx = compile_module(lib, module, args.input.name)
    except (NvvmError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    args.output.write_bytes(ptx)
    return 0


if __name__ == "__main__":
    sys.exit(main())
