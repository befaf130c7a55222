"""The registry of the CUDA corpus: which launches each kernel file makes,
with which arguments, and which model computes the expected results.

A file NAME (src/NAME.cu, NAME.ll) is declared with `spec = File("NAME",
GLOBAL=(type, [initial values]), ...)`, listing the `__device__` variables
the models read or check (their LLVM global names). Each launch is
declared by decorating its model:

    @spec.launch("kernel", grid=2, block=64, shared=512,
                 args=["257", "0.3", "@x = i16[257] i * 3"],
                 outputs=["y", "@counter"], hexa=["y"])
    def model(L, G, n, alpha, x, y): ...

`args` are the `; arg:` texts, exactly as written to the file. The model
gets the launch geometry `L` (grid, block as 3-tuples), the module
variables `G` (name -> list of values; they persist across the launches of
a file, in order) and the arguments built from the texts as ptxlift builds
them (buffers as `Buf` with `.v` lists, scalars typed by the kernel's
parameters in NAME.ll). It fills the output buffers and may return
{output: ulps} for float outputs that need `within N ulp`. `outputs` names
the buffers, and the module variables (with `@`), that get `; expect:`
lines; `hexa` lists those printed in hexadecimal (half and bfloat16 bit
patterns, hashes); `elem` maps an output to an element expression in `i`
printed as `@name[i] == EXPR` instead of the list (checked against the
model element by element).

The argument builder and the expression evaluator are those of
tests/llvm/expected.py (the same semantics as ptxlift's run directives).
"""

import importlib.util
import os
import re
import types

HERE = os.path.dirname(os.path.abspath(__file__))


def _load_parent():
    path = os.path.join(HERE, "..", "expected.py")
    spec = importlib.util.spec_from_file_location("llvm_corpus_expected", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


P = _load_parent()

FILES = {}


class Geometry:
    """What a model knows of its launch: grid and block as 3-tuples, the
    dynamic shared-memory size (or None)."""

    def __init__(self, grid, block, shared):
        self.grid, self.block, self.shared = grid, block, shared


class Launch:
    def __init__(self, kernel, grid, block, shared, args, outputs, hexa, elem, model):
        self.kernel, self.grid, self.block = kernel, grid, block
        self.shared, self.args = shared, args
        self.outputs, self.hexa, self.elem, self.model = outputs, set(hexa), dict(elem), model


def dims(d):
    t = tuple(d) if isinstance(d, (tuple, list)) else (d,)
    return t + (1,) * (3 - len(t))


def fmt_dims(d):
    return str(d) if isinstance(d, int) else "(" + ", ".join(str(x) for x in d) + ")"


class File:
    def __init__(self, name, **module_vars):
        self.name = name
        self.module_vars = module_vars   # name -> (type, initial list)
        self.launches = []
        FILES[name] = self

    def launch(self, kernel, grid, block, args, outputs, shared=None, hexa=(), elem=()):
        def reg(model):
            self.launches.append(Launch(kernel, grid, block, shared, list(args),
                                        list(outputs), hexa, dict(elem), model))
            return model

        return reg


def materialise(text_args, ptypes):
    """The argument list of a launch from its `; arg:` texts and the kernel's
    parameter types (tests/llvm/expected.py's rules)."""
    parsed = []
    for a in text_args:
        m = re.match(r"^@(\w+)\s*=\s*(\w+)\[(\d+)\]\s*(.*)$", a)
        if m:
            parsed.append(("buf", m.group(1), m.group(2), int(m.group(3)), m.group(4)))
        elif re.match(r"^@\w+$", a):
            parsed.append(("again", a[1:]))
        else:
            parsed.append(("scalar", a))
    return P.materialise(types.SimpleNamespace(args=parsed), ptypes)
