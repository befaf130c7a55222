#!/usr/bin/env python3
"""Independent expectations for the CUDA kernel corpus in tests/llvm/cuda.

Every kernel file NAME (src/NAME.cu, compiled by regen.sh to NAME.ll with
headers/NAME.txt prepended) has its launches and a Python model per launch
in models_float.py or models_int.py (registered through corpus.py). The
models compute the results from what each kernel is specified to do (with
numpy, the exact rounding helpers of numerics.py, zlib for CRC-32, the
published test vectors of MurmurHash3, xxHash32 and Philox), never from
ptxlift or from the IR. Float results of approximate math carry
`within N ulp`, N derived from the CUDA maximum-error tables (numerics.py).

    python3 tests/llvm/cuda/expected.py --check         every file's directives
    python3 tests/llvm/cuda/expected.py --emit NAME     print NAME's directives
    python3 tests/llvm/cuda/expected.py --write [NAME]  rewrite the directive block
                                                        of headers/NAME.txt (all
                                                        files when none is named)
    python3 tests/llvm/cuda/expected.py --list          files and their launches

`--check` recomputes every file's directive block (launch, arg and expect
lines) and compares it with the one in headers/NAME.txt, checks that NAME.ll
starts with that header and that src/NAME.cu exists, and that every .ll has
a model and every model a .ll. The scalar arguments are typed by the
kernel's parameters in NAME.ll, so run regen.sh before --write when a
kernel's signature changes. Exit status 1 on any mismatch.

Needs numpy (2.4.6 was used): on import failure, install it with
`python3 -m pip install --target DIR numpy==2.4.6` and set PYTHONPATH=DIR,
or put it in .tools/py at the top of the repository, which is searched.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, HERE)
if os.path.isdir(os.path.join(ROOT, ".tools", "py")):
    sys.path.append(os.path.join(ROOT, ".tools", "py"))
try:
    import numpy  # noqa: F401  (numerics.py needs it)
except ImportError:
    sys.exit("expected.py needs numpy (see the docstring: pip install --target DIR numpy==2.4.6)")

import numerics  # noqa: E402
from corpus import FILES, P, Geometry, dims, fmt_dims, materialise  # noqa: E402
import models_float  # noqa: E402,F401  (registers its files)
import models_int  # noqa: E402,F401

MASKS = {"i8": 0xFF, "i16": 0xFFFF, "i32": 0xFFFFFFFF, "i64": 0xFFFFFFFFFFFFFFFF}


def fmt(values, ty, hexa):
    if hexa:
        width = {"i8": 2, "i16": 4, "i32": 8, "i64": 16}[ty]
        return "[" + ", ".join("0x%0*x" % (width, v & MASKS[ty]) for v in values) + "]"
    return "[" + ", ".join(P.fmt_value(v, ty) for v in values) + "]"


def directives(spec):
    """The directive lines of a file, computed by its models."""
    ll = os.path.join(HERE, spec.name + ".ll")
    G = {n: list(init) for n, (_, init) in spec.module_vars.items()}
    lines = []
    for L in spec.launches:
        ptypes = P.kernel_param_types(ll, L.kernel)
        args, bufs = materialise(L.args, ptypes)
        geo = Geometry(dims(L.grid), dims(L.block), L.shared)
        tol = L.model(geo, G, *args) or {}
        head = "; launch: %%%s grid=%s block=%s" % (L.kernel, fmt_dims(L.grid), fmt_dims(L.block))
        if L.shared is not None:
            head += " shared=%d" % L.shared
        lines.append(head)
        lines.extend("; arg: " + a for a in L.args)
        for o in L.outputs:
            if o.startswith("@"):
                ty, values = spec.module_vars[o[1:]][0], G[o[1:]]
            else:
                ty, values = bufs[o].ty, bufs[o].v
            name = o.lstrip("@")
            ulps = tol.get(o, 0)
            if o in L.elem:
                e = P.Expr(P.tokenize(L.elem[o]))
                for i, got in enumerate(values):
                    want = e.eval_float(i) if ty.startswith("f") else e.eval_int(i)
                    want = P.f32(want) if ty == "f32" else want
                    if not P.same_value(want, got, ty):
                        raise ValueError("%s: @%s[%d] = %r, the element expression gives %r"
                                         % (spec.name, name, i, got, want))
                line = "; expect: @%s[i] == %s" % (name, L.elem[o])
            else:
                line = "; expect: @%s == %s" % (name, fmt(values, ty, o in L.hexa))
            if ulps:
                line += " within %d ulp" % ulps
            lines.append(line)
    return lines


def split_header(text):
    """(description lines, directive lines) of a header: the directives
    start at the first `; launch:` line."""
    lines = text.rstrip("\n").split("\n")
    for k, line in enumerate(lines):
        if line.startswith("; launch:"):
            return lines[:k], lines[k:]
    return lines, []


def header_path(name):
    return os.path.join(HERE, "headers", name + ".txt")


def kernel_files():
    """The kernel files' names; an sm_75 build NAME.sm75.ll (regen.sh) shares
    NAME's model and header."""
    return sorted(f[:-3] for f in os.listdir(HERE) if f.endswith(".ll") and ".sm75." not in f)


def arch_builds(name):
    """NAME.ll and, where regen.sh makes one, NAME.sm75.ll."""
    return [f for f in (name + ".ll", name + ".sm75.ll") if os.path.exists(os.path.join(HERE, f))]


def check():
    failures = 0
    print("PASS numerics self-test: %d half and bfloat16 roundings" % numerics.selftest())
    names = kernel_files()
    for n in names:
        if n not in FILES:
            print("FAIL %s: no model" % n)
            failures += 1
    for n in sorted(FILES):
        if n not in names:
            print("FAIL %s: model without %s.ll" % (n, n))
            failures += 1
            continue
        problems = []
        if not os.path.exists(os.path.join(HERE, "src", n + ".cu")):
            problems.append("no src/%s.cu" % n)
        if not os.path.exists(header_path(n)):
            problems.append("no headers/%s.txt" % n)
        else:
            header = open(header_path(n)).read()
            for ll in arch_builds(n):
                if not open(os.path.join(HERE, ll)).read().startswith(header):
                    problems.append("%s does not start with headers/%s.txt (run regen.sh)" % (ll, n))
            try:
                want = directives(FILES[n])
            except Exception as e:  # a broken model or directive is a failure, not a crash
                problems.append("%s: %s" % (type(e).__name__, e))
            else:
                have = split_header(header)[1]
                if have != want:
                    bad = [k for k in range(max(len(have), len(want)))
                           if k >= len(have) or k >= len(want) or have[k] != want[k]]
                    problems.append("directive line %d differs from the model's (expected.py --write %s)"
                                    % (bad[0] + 1, n))
        for p in problems:
            print("FAIL %s: %s" % (n, p))
        if problems:
            failures += 1
        else:
            print("PASS %s: %d launches" % (n, len(FILES[n].launches)))
    print("%d files, %d failures" % (len(names), failures))
    return failures == 0


def write(names):
    for n in names or sorted(FILES):
        desc, _ = split_header(open(header_path(n)).read())
        while desc and desc[-1].strip() in ("", ";"):
            desc.pop()
        text = "\n".join(desc + [";"] + directives(FILES[n])) + "\n"
        with open(header_path(n), "w") as f:
            f.write(text)
        print("wrote headers/%s.txt" % n)


def main(argv):
    if argv[1:2] == ["--check"]:
        return 0 if check() else 1
    if len(argv) == 3 and argv[1] == "--emit":
        print("\n".join(directives(FILES[argv[2]])))
        return 0
    if argv[1:2] == ["--write"]:
        write(argv[2:])
        return 0
    if argv[1:2] == ["--list"]:
        for n in sorted(FILES):
            print("%-20s %s" % (n, " ".join(L.kernel for L in FILES[n].launches)))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
