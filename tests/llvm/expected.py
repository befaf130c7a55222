#!/usr/bin/env python3
"""Independent reference for the LLVM IR kernel corpus in tests/llvm.

Every kernel `NAME` (tests/llvm/NAME.ll, hand-written source in
tests/llvm/src/NAME.ll) has a plain-Python model below, registered with
`@kernel(...)`, that takes the launch geometry and the arguments built from
the file's `; arg:` directives and computes the output buffers from the
mathematical definition of the kernel. No LLVM, ptxlift or compiler is
involved: the models are written from the kernels' descriptions, not
translated from the IR.

    python3 tests/llvm/expected.py --check        check every `; expect:` line
    python3 tests/llvm/expected.py --emit NAME    print the listed expectations
                                                  for NAME's output buffers
    python3 tests/llvm/expected.py --list         kernels and output buffers

`--check` parses the run directives of each tests/llvm/NAME.ll, builds the
argument buffers exactly as the directive syntax defines (element
expressions in wrapping i64 for integer buffers, in f64 rounded to the
element type for float buffers; listed literals), runs the model, and
compares every `; expect:` line bit for bit (f32/f64 by their bits, any NaN
equal to any NaN; integers modulo the element width). It also checks that
every output buffer the model declares has an expectation, that every
kernel file has a model, a source and a header (and starts with that
header), and that every model has a kernel file. Exit status 1 on any
mismatch.
"""

import math
import os
import re
import struct
import sys


HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------
# Scalar helpers: fixed-width integers and IEEE single precision.

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF


def u32(x):
    return x & M32


def s32(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def u64(x):
    return x & M64


def s64(x):
    x &= M64
    return x - (1 << 64) if x >> 63 else x


def u8(x):
    return x & 0xFF


def s8(x):
    x &= 0xFF
    return x - 256 if x >> 7 else x


def u16(x):
    return x & 0xFFFF


def s16(x):
    x &= 0xFFFF
    return x - 65536 if x >> 15 else x


def rotl32(x, r):
    x = u32(x)
    r &= 31
    return u32((x << r) | (x >> (32 - r))) if r else x


def f32(x):
    """Round a Python float (f64) to the nearest f32 (ties to even)."""
    if math.isnan(x):
        return x
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", f32(x)))[0]


def bits_f32(b):
    return struct.unpack("<f", struct.pack("<I", b & M32))[0]


def f64_bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def bits_f64(b):
    return struct.unpack("<d", struct.pack("<Q", b & M64))[0]


def tdiv(a, b):
    """C (truncating) division."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def trem(a, b):
    return a - b * tdiv(a, b)


def signed_zero(r, x):
    """IEEE rounding functions keep the sign of x on a zero result."""
    return math.copysign(r, x) if r == 0 else r


def rne(x):
    """Round half to even (llvm.rint / llvm.roundeven in the default mode)."""
    return signed_zero(float(round(x)), x)


def round_away(x):
    """Round half away from zero (llvm.round)."""
    return math.copysign(math.floor(abs(x) + 0.5), x)


# --------------------------------------------------------------------------
# Run directives: the same syntax as ptxlift's src/runtest/directives.rs.


TYPES = {"i8": 8, "i16": 16, "i32": 32, "i64": 64, "f32": 32, "f64": 64}


_TOKEN = re.compile(
    r"\s*(?:(0[xX][0-9a-fA-F]+)|(\d+\.\d*(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+|\.\d+(?:[eE][+-]?\d+)?)"
    r"|(\d+)|([A-Za-z_][A-Za-z_0-9]*)|(<<|>>|[-+*/%&^|()\[\],=]))"
)


def tokenize(text):
    out = []
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ValueError("cannot tokenize %r" % text[pos:])
        hexnum, flt, num, word, punct = m.groups()
        if hexnum:
            out.append(("int", int(hexnum, 16)))
        elif flt:
            out.append(("float", float(flt)))
        elif num:
            out.append(("int", int(num)))
        elif word:
            out.append(("word", word))
        else:
            out.append(("p", punct))
        pos = m.end()
    return out


LEVELS = [["|"], ["^"], ["&"], ["<<", ">>"], ["+", "-"], ["*", "/", "%"]]


class Expr:
    """Element expression: C precedence, `i` is the element index."""

    def __init__(self, toks):
        self.toks = toks
        self.pos = 0
        self.tree = self.level(0)
        if self.pos != len(toks):
            raise ValueError("trailing tokens in expression: %r" % (toks[self.pos:],))

    def peek(self):
        return self.toks[self.pos] if self.pos < len(self.toks) else (None, None)

    def level(self, n):
        if n == len(LEVELS):
            return self.unary()
        lhs = self.level(n + 1)
        while True:
            kind, val = self.peek()
            if kind == "p" and val in LEVELS[n]:
                self.pos += 1
                lhs = (val, lhs, self.level(n + 1))
            else:
                return lhs

    def unary(self):
        kind, val = self.peek()
        self.pos += 1
        if kind == "p" and val == "-":
            return ("neg", self.unary())
        if kind == "word" and val == "i":
            return ("i",)
        if kind == "word" and val in ("inf", "nan"):
            return ("num", math.inf if val == "inf" else math.nan)
        if kind in ("int", "float"):
            return ("num", val)
        if kind == "p" and val == "(":
            e = self.level(0)
            if self.peek() != ("p", ")"):
                raise ValueError("expected )")
            self.pos += 1
            return e
        raise ValueError("bad expression token %r" % (val,))

    def eval_int(self, i, t=None):
        t = self.tree if t is None else t
        op = t[0]
        if op == "i":
            return i
        if op == "num":
            if isinstance(t[1], float):
                raise ValueError("float in an integer expression")
            return s64(t[1])
        if op == "neg":
            return s64(-self.eval_int(i, t[1]))
        a, b = self.eval_int(i, t[1]), self.eval_int(i, t[2])
        if op == "+":
            return s64(a + b)
        if op == "-":
            return s64(a - b)
        if op == "*":
            return s64(a * b)
        if op == "/":
            return s64(tdiv(a, b))
        if op == "%":
            return s64(trem(a, b))
        if op == "<<":
            return s64(a << (b & 63))
        if op == ">>":
            return a >> (b & 63)
        if op == "&":
            return s64(a & b)
        if op == "^":
            return s64(a ^ b)
        if op == "|":
            return s64(a | b)
        raise ValueError(op)

    def eval_float(self, i, t=None):
        t = self.tree if t is None else t
        op = t[0]
        if op == "i":
            return float(i)
        if op == "num":
            return float(t[1])
        if op == "neg":
            return -self.eval_float(i, t[1])
        a, b = self.eval_float(i, t[1]), self.eval_float(i, t[2])
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op == "/":
            return a / b
        if op == "%":
            return math.fmod(a, b)
        raise ValueError("bitwise operator in a float expression")


def parse_literal(text, ty):
    """A listed literal as the Python value of element type `ty`."""
    if ty.startswith("f"):
        v = float(text)
        return f32(v) if ty == "f32" else v
    v = int(text, 0) if not text.startswith("-") else -int(text[1:], 0)
    return wrap(v, ty)


def wrap(v, ty):
    bits = TYPES[ty]
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def split_list(text):
    text = text.strip()
    assert text[0] == "[" and text[-1] == "]", text
    body = text[1:-1].strip()
    return [x.strip() for x in body.split(",")] if body else []


class Buf:
    """A buffer argument: element type and Python values (ints signed)."""

    def __init__(self, name, ty, values):
        self.name, self.ty, self.v = name, ty, values

    def __len__(self):
        return len(self.v)


def build_buffer(name, ty, n, init):
    init = init.strip()
    if init.startswith("["):
        items = split_list(init)
        if len(items) != n:
            raise ValueError("@%s lists %d values for %d" % (name, len(items), n))
        return Buf(name, ty, [parse_literal(x, ty) for x in items])
    if init.startswith("random"):
        raise ValueError("random() inputs are not modelled by this reference")
    e = Expr(tokenize(init))
    if ty.startswith("f"):
        vals = [e.eval_float(i) for i in range(n)]
        return Buf(name, ty, [f32(x) if ty == "f32" else x for x in vals])
    return Buf(name, ty, [wrap(e.eval_int(i), ty) for i in range(n)])


def parse_dims(text):
    text = text.strip()
    if text.startswith("("):
        dims = [int(x) for x in text[1:-1].split(",")]
    else:
        dims = [int(text)]
    return tuple(dims + [1] * (3 - len(dims)))


class Launch:
    def __init__(self, kernel, grid, block, fuel):
        self.kernel, self.grid, self.block, self.fuel = kernel, grid, block, fuel
        self.args = []  # ("scalar", text) | ("buf", name, ty, n, init) | ("again", name)
        self.expects = []  # (line, name, kind, payload)

    @property
    def nthreads(self):
        return self.block[0] * self.block[1] * self.block[2]

    @property
    def nblocks(self):
        return self.grid[0] * self.grid[1] * self.grid[2]


_LAUNCH = re.compile(r"^%(\w+)\s+grid=(\(.*?\)|\d+)\s+block=(\(.*?\)|\d+)(?:\s+fuel=(\d+))?\s*$")


def parse_directives(path):
    launches = []
    with open(path) as f:
        lines = f.read().split("\n")
    for no, raw in enumerate(lines, 1):
        s = raw.strip()
        if not s.startswith(";"):
            continue
        body = s[1:].strip()
        if ":" not in body:
            continue
        key, rest = body.split(":", 1)
        rest = rest.strip()
        if key == "launch":
            m = _LAUNCH.match(rest)
            if not m:
                raise ValueError("%s:%d: bad launch directive" % (path, no))
            fuel = int(m.group(4)) if m.group(4) else None
            launches.append(Launch(m.group(1), parse_dims(m.group(2)), parse_dims(m.group(3)), fuel))
        elif key == "arg":
            m = re.match(r"^@(\w+)\s*=\s*(\w+)\[(\d+)\]\s*(.*)$", rest)
            if m:
                launches[-1].args.append(("buf", m.group(1), m.group(2), int(m.group(3)), m.group(4)))
            elif re.match(r"^@\w+$", rest):
                launches[-1].args.append(("again", rest[1:]))
            else:
                launches[-1].args.append(("scalar", rest))
        elif key == "expect":
            m = re.match(r"^@(\w+)(\[i\])?\s*==\s*(.*)$", rest)
            if not m:
                raise ValueError("%s:%d: unsupported expect line" % (path, no))
            kind = "elem" if m.group(2) else "list"
            launches[-1].expects.append((no, m.group(1), kind, m.group(3)))
        elif key in ("run", "print"):
            raise ValueError("%s:%d: `%s:` is not used in this corpus" % (path, no, key))
    return launches


def scalar_value(text, ptype):
    if ptype in ("float", "double"):
        v = float(text)
        return f32(v) if ptype == "float" else v
    return int(text, 0) if not text.startswith("-") else -int(text[1:], 0)


def kernel_param_types(path, name):
    """The parameter types of `define ... @name(...)` in an .ll file."""
    with open(path) as f:
        text = f.read()
    m = re.search(r"^define\b[^\n]*?@%s\(" % re.escape(name), text, re.M)
    if not m:
        raise ValueError("%s: no definition of @%s" % (path, name))
    depth, pos = 1, m.end()
    while depth:
        depth += {"(": 1, ")": -1}.get(text[pos], 0)
        pos += 1
    params = split_params(text[m.end():pos - 1])
    types = []
    for p in params:
        p = p.strip()
        if p.startswith("ptr"):
            types.append("ptr")
        else:
            types.append(p.split()[0])
    return types


def split_params(text):
    out, depth, cur = [], 0, ""
    for c in text:
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur)
    return out


def materialise(launch, ptypes):
    """The argument list of a launch: Python scalars and Buf objects."""
    bufs = {}
    args = []
    if len(launch.args) != len(ptypes):
        raise ValueError("%d arg lines for %d parameters" % (len(launch.args), len(ptypes)))
    for a, pt in zip(launch.args, ptypes):
        if a[0] == "scalar":
            if pt == "ptr":
                raise ValueError("scalar given for a pointer parameter")
            args.append(scalar_value(a[1], pt))
        elif a[0] == "again":
            args.append(bufs[a[1]])
        else:
            if pt != "ptr":
                raise ValueError("buffer given for a %s parameter" % pt)
            b = build_buffer(a[1], a[2], a[3], a[4])
            bufs[b.name] = b
            args.append(b)
    return args, bufs


def same_value(want, got, ty):
    if ty == "f32":
        if math.isnan(want) and math.isnan(got):
            return True
        return f32_bits(want) == f32_bits(got)
    if ty == "f64":
        if math.isnan(want) and math.isnan(got):
            return True
        return f64_bits(want) == f64_bits(got)
    return wrap(want, ty) == wrap(got, ty)


def fmt_value(v, ty):
    if ty.startswith("f"):
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        if v == int(v) and abs(v) < 2**53:
            s = "%d.0" % int(v) if v != 0 or math.copysign(1, v) > 0 else "-0.0"
            return s
        return repr(v)
    return str(wrap(v, ty))


def fmt_list(buf):
    return "[" + ", ".join(fmt_value(x, buf.ty) for x in buf.v) + "]"


# --------------------------------------------------------------------------
# Thread geometry helpers for the models.


def threads(L):
    """Every (ctaid, tid) of a launch, CTAs and threads in x-major order."""
    gx, gy, gz = L.grid
    bx, by, bz = L.block
    for cz in range(gz):
        for cy in range(gy):
            for cx in range(gx):
                for tz in range(bz):
                    for ty in range(by):
                        for tx in range(bx):
                            yield (cx, cy, cz), (tx, ty, tz)


def gtids(L):
    """Global linear x index of every thread of a 1-D launch."""
    return range(L.grid[0] * L.block[0])


KERNELS = {}


def kernel(*outputs):
    def reg(fn):
        KERNELS[fn.__name__] = (fn, outputs)
        return fn

    return reg


# ==========================================================================
# The models, one per kernel, in the order they were written (the header of
# each tests/llvm/NAME.ll says what the kernel computes).
# ==========================================================================

@kernel("out")
def local_prefix(L, inp, out, n):
    for t in gtids(L):
        seg = inp.v[t * 16:t * 16 + n]
        pre, acc = [], 0
        for x in seg:
            acc = s32(acc + x)
            pre.append(acc)
        for k in range(n):
            out.v[t * 16 + k] = pre[trem(7 * k + t, n)]


@kernel("bins")
def histogram_global(L, data, bins, n):
    for i in range(n):
        v = u32(data.v[i])
        h = u32(v * 2654435761) >> 28
        bins.v[h] += 1
        bins.v[16 + v % 7] += v & 3


@kernel("bins")
def histogram_shared(L, data, bins, n):
    for i in range(n):
        bins.v[u8(data.v[i]) >> 2] += 1


@kernel("acc", "slots", "old", "fsum")
def atomic_mix(L, vals, acc, slots, old, fsum):
    a = acc.v
    for g in gtids(L):
        v = vals.v[g]
        a[0] = max(a[0], v)
        a[1] = min(a[1], v)
        a[2] = s32(max(u32(a[2]), u32(v)))
        a[3] = s32(min(u32(a[3]), u32(v)))
        a[4] = s32(a[4] & (v | 0xFF00FF00))
        a[5] = s32(a[5] | (v & 0x0F0F0F0F))
        a[6] = s32(a[6] ^ v)
        a[7] = s32(a[7] - (v & 255))
        old.v[g], slots.v[g] = slots.v[g], v
        fsum.v[g & 1] = f32(fsum.v[g & 1] + (v & 15))
        seen, success = a[8 + (g & 1)], 0      # the slot never holds -7
        a[10 + (g & 1)] = s32(a[10 + (g & 1)] + seen + success)


def det3(a):
    return (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
            - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
            + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))


@kernel("C", "det")
def matrix3x3(L, A, B, C, det):
    for t in gtids(L):
        a = [[A.v[t * 9 + r * 3 + c] for c in range(3)] for r in range(3)]
        b = [[B.v[t * 9 + r * 3 + c] for c in range(3)] for r in range(3)]
        for r in range(3):
            for c in range(3):
                C.v[t * 9 + r * 3 + c] = float(sum(a[r][k] * b[k][c] for k in range(3)))
        det.v[t] = float(det3(a))


@kernel("out", "iout")
def mat4_vec4(L, M, V, out, iout):
    for t in gtids(L):
        x = V.v[4 * t:4 * t + 4]
        y = [sum(M.v[16 * t + 4 * r + c] * x[c] for c in range(4)) for r in range(4)]
        out.v[4 * t:4 * t + 4] = [float(v) for v in reversed(y)]
        iout.v[2 * t] = int(y[0]) + 1
        iout.v[2 * t + 1] = int(y[2]) - 1


@kernel("out")
def bitonic_local(L, inp, out, n):
    for t in gtids(L):
        out.v[t * n:(t + 1) * n] = sorted(inp.v[t * n:(t + 1) * n])


@kernel("out")
def bitonic_shared(L, inp, out):
    for b in range(L.grid[0]):
        seg = sorted(inp.v[256 * b:256 * (b + 1)], key=u32)
        out.v[256 * b:256 * (b + 1)] = seg


@kernel("ore", "oim")
def fft_shared(L, re, im, ore, oim):
    """The exact DFT (in f64) of each CTA's 64 points, rounded half away."""
    N = 64
    for b in range(L.grid[0]):
        x = [complex(re.v[b * N + n], im.v[b * N + n]) for n in range(N)]
        for k in range(N):
            X = sum(x[n] * complex(math.cos(2 * math.pi * k * n / N), -math.sin(2 * math.pi * k * n / N))
                    for n in range(N))
            for part, dst in ((X.real, ore), (X.imag, oim)):
                frac = abs(part) - math.floor(abs(part))
                assert abs(frac - 0.5) > 0.05, "fft input too close to a rounding boundary"
                dst.v[b * N + k] = int(round_away(part))


def chacha20_block(key, counter, nonce):
    def qr(x, a, b, c, d):
        x[a] = u32(x[a] + x[b]); x[d] = rotl32(x[d] ^ x[a], 16)
        x[c] = u32(x[c] + x[d]); x[b] = rotl32(x[b] ^ x[c], 12)
        x[a] = u32(x[a] + x[b]); x[d] = rotl32(x[d] ^ x[a], 8)
        x[c] = u32(x[c] + x[d]); x[b] = rotl32(x[b] ^ x[c], 7)
    s = [0x61707865, 0x3320646E, 0x79622D32, 0x6B206574] + [u32(k) for k in key] + [u32(counter)] + [u32(n) for n in nonce]
    x = s[:]
    for _ in range(10):
        qr(x, 0, 4, 8, 12); qr(x, 1, 5, 9, 13); qr(x, 2, 6, 10, 14); qr(x, 3, 7, 11, 15)
        qr(x, 0, 5, 10, 15); qr(x, 1, 6, 11, 12); qr(x, 2, 7, 8, 13); qr(x, 3, 4, 9, 14)
    return [u32(a + b) for a, b in zip(x, s)]


# RFC 8439 section 2.3.2 test vector
assert chacha20_block([0x03020100 + 0x04040404 * i for i in range(8)], 1, [0x09000000, 0x4A000000, 0])[:4] == \
    [0xE4E7F110, 0x15593BD1, 0x1FDD0F50, 0xC47120A3]


@kernel("out")
def chacha_block(L, key, nonce, counter0, out):
    for g in gtids(L):
        out.v[16 * g:16 * g + 16] = [s32(w) for w in chacha20_block(key.v, counter0 + g, nonce.v)]


TEA_KEY = [0xA56BABCD, 0x0000FFFF, 0xABCDEF01, 0x12345678]


def tea_encrypt(v0, v1, rounds, k=TEA_KEY):
    s = 0
    for _ in range(rounds):
        s = u32(s + 0x9E3779B9)
        v0 = u32(v0 + ((u32(v1 << 4) + k[0]) ^ (v1 + s) ^ ((v1 >> 5) + k[1])))
        v1 = u32(v1 + ((u32(v0 << 4) + k[2]) ^ (v0 + s) ^ ((v0 >> 5) + k[3])))
    return v0, v1


def tea_decrypt(v0, v1, rounds, k=TEA_KEY):
    s = u32(0x9E3779B9 * rounds)
    for _ in range(rounds):
        v1 = u32(v1 - ((u32(v0 << 4) + k[2]) ^ (v0 + s) ^ ((v0 >> 5) + k[3])))
        v0 = u32(v0 - ((u32(v1 << 4) + k[0]) ^ (v1 + s) ^ ((v1 >> 5) + k[1])))
        s = u32(s - 0x9E3779B9)
    return v0, v1


@kernel("enc", "dec")
def tea_cipher(L, inp, enc, dec, rounds):
    for g in gtids(L):
        v0, v1 = u32(inp.v[2 * g]), u32(inp.v[2 * g + 1])
        e0, e1 = tea_encrypt(v0, v1, rounds)
        enc.v[2 * g], enc.v[2 * g + 1] = s32(e0), s32(e1)
        d0, d1 = tea_decrypt(e0, e1, rounds)
        dec.v[2 * g], dec.v[2 * g + 1] = s32(d0), s32(d1)


@kernel("hits", "total")
def xorshift_pi(L, hits, total, iters):
    def step(x):
        x ^= u32(x << 13)
        x ^= x >> 17
        return x ^ u32(x << 5)
    for g in gtids(L):
        x = u32((g + 1) * 2654435761)
        n = 0
        for _ in range(iters):
            x = step(x)
            px = x >> 22
            x = step(x)
            py = x >> 22
            n += px * px + py * py < 1 << 20
        hits.v[g] = n
        total.v[0] += n


def gf_mul(a, b):
    p = 0
    for _ in range(8):
        if b & 1:
            p ^= a
        a = ((a << 1) ^ (0x1B if a & 0x80 else 0)) & 0xFF
        b >>= 1
    return p


def aes_sbox():
    box = []
    for a in range(256):
        b = next((x for x in range(1, 256) if gf_mul(a, x) == 1), 0)
        r = 0x63
        for i in range(5):
            r ^= ((b << i) | (b >> (8 - i))) & 0xFF
        box.append(r)
    return box


AES_SBOX = aes_sbox()


def aes_round_ref(state, rk):
    t = [AES_SBOX[state[r + 4 * ((c + r) % 4)]] for c in range(4) for r in range(4)]
    out = []
    for c in range(4):
        col = t[4 * c:4 * c + 4]
        mixed = [gf_mul(col[r], 2) ^ gf_mul(col[(r + 1) % 4], 3) ^ col[(r + 2) % 4] ^ col[(r + 3) % 4]
                 for r in range(4)]
        out += [m ^ k for m, k in zip(mixed, rk[4 * c:4 * c + 4])]
    return out


# FIPS-197 Appendix B: start of round 1 -> start of round 2
assert aes_round_ref(list(bytes.fromhex("193de3bea0f4e22b9ac68d2ae9f84808")),
                     list(bytes.fromhex("a0fafe1788542cb123a339392a6c7605"))) == \
    list(bytes.fromhex("a49c7ff2689f352b6b5bea43026a5049"))


@kernel("out")
def aes_round(L, inp, rk, out):
    for g in gtids(L):
        res = aes_round_ref([u8(x) for x in inp.v[16 * g:16 * g + 16]], [u8(x) for x in rk.v])
        out.v[16 * g:16 * g + 16] = [s8(x) for x in res]


def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


@kernel("dist")
def edit_distance(L, A, B, la, dist):
    for g in gtids(L):
        lb = 3 + g % 6
        dist.v[g] = levenshtein(A.v[8 * g:8 * g + la], B.v[8 * g:8 * g + lb])


@kernel("count", "sum")
def bst_traverse(L, tree, lo, hi, count, sumb):
    nodes = [tree.v[4 * k:4 * k + 4] for k in range(len(tree.v) // 4)]

    def walk(k, a, b):
        """(count, sum) of the keys in [a, b) in the subtree of node k."""
        if k < 0:
            return 0, 0
        key, left, right, value = nodes[k]
        n, s = 0, 0
        if key >= a:
            n2, s2 = walk(left, a, b)
            n, s = n + n2, s + s2
        if key < b:
            n2, s2 = walk(right, a, b)
            n, s = n + n2, s + s2
        if a <= key < b:
            n, s = n + 1, s + value
        return n, s

    def height(k):
        return 0 if k < 0 else 1 + max(height(nodes[k][1]), height(nodes[k][2]))
    assert 2 * height(0) < 32, "the kernel's stack holds 32 entries"
    for g in gtids(L):
        count.v[g], sumb.v[g] = walk(0, lo.v[g], hi.v[g])


@kernel("out")
def stack_vm(L, xs, out):
    for g in gtids(L):
        x = xs.v[g]
        out.v[g] = s32(3 + sum(k * k - 5 * k for k in range(1, x + 1)))


@kernel("C")
def tiled_matmul(L, A, B, C, K, N):
    M = len(C.v) // N
    for r in range(M):
        for c in range(N):
            C.v[r * N + c] = float(sum(A.v[r * K + k] * B.v[k * N + c] for k in range(K)))


@kernel("partial", "total")
def reduce_sum(L, inp, partial, total):
    for b in range(L.grid[0]):
        s = float(sum(inp.v[256 * b:256 * (b + 1)]))
        partial.v[b] = s
        total.v[0] += s


@kernel("res")
def reduce_minmax(L, inp, res):
    v = inp.v
    res.v[0] = min([res.v[0]] + v)
    res.v[1] = max([res.v[1]] + v)
    res.v[2] = s32(min([u32(res.v[2])] + [u32(x) for x in v]))
    res.v[3] = s32(max([u32(res.v[3])] + [u32(x) for x in v]))
    res.v[4] = s32(res.v[4] + sum(abs(x) for x in v))


@kernel("out", "totals")
def scan_shared(L, inp, out, totals):
    n = L.block[0]
    for b in range(L.grid[0]):
        acc = 0
        for t in range(n):
            acc += inp.v[b * n + t]
            out.v[b * n + t] = acc
        totals.v[b] = acc


@kernel("out")
def math_nvvm(L, x, k, out):
    for i in gtids(L):
        p = 2.0 ** k.v[i]
        xv = x.v[i]
        out.v[12 * i:12 * i + 12] = [
            p, 1 / p, float(k.v[i]), 1 / p, float(i), p,
            xv * 0.5, xv + 0.25, min(max(xv / 16, 0.0), 1.0), abs(xv),
            min(xv, 3.5), max(xv, -7.25)]


@kernel("out", "dout", "qout")
def math_llvm(L, inp, out, din, dout, qout):
    for i in gtids(L):
        x = inp.v[i]
        out.v[12 * i:12 * i + 12] = [
            signed_zero(float(math.floor(x)), x), signed_zero(float(math.ceil(x)), x),
            signed_zero(float(math.trunc(x)), x), rne(x), round_away(x),
            math.copysign(3.0, x), abs(x), min(x, 1.5), max(x, -1.5), f32(math.sqrt(abs(x))),
            x * x - 2.0, -x]
        d = din.v[i]
        dout.v[2 * i] = d * d - 0.5
        dout.v[2 * i + 1] = x * 4.0 + 1.0
        den = abs(f32(d)) + 3.0
        assert f32(x * den) == x * den
        qout.v[i] = x


@kernel("o32", "o64", "oi64", "of32")
def double_bits(L, inp, o32, o64, oi64, of32):
    for i in gtids(L):
        d = inp.v[i]
        b = f64_bits(d)
        o32.v[4 * i:4 * i + 4] = [s32(b), s32(b >> 32), (b >> 52) & 0x7FF, int(d)]
        o64.v[4 * i:4 * i + 4] = [-d, f32(d), float((b >> 12) & 0xFFFFFFFFFF), (i - 40) / 8]
        oi64.v[2 * i:2 * i + 2] = [int(abs(d) * 1024.0), int(d * -1000.0)]
        of32.v[2 * i:2 * i + 2] = [f32(float(u32(i * 40000000))), (i - 32) * 0.125]


@kernel("mask", "sel")
def int_compare(L, a, b, c, mask, sel):
    for i in gtids(L):
        x, y, w = a.v[i], b.v[i], c.v[i]
        ux, uy, uw = u32(x), u32(y), u32(w)
        bits = [x == y, x != w and y <= w, ux > uy, ux >= uw or uy <= uw, ux < uy, ux <= uw and y != w,
                x > y, x >= w and uy >= uw, x < y, x <= w or y >= w,
                3 * x > 5 * y, s8(x) < s8(y), u8(x) > u8(y)]
        mask.v[i] = sum(int(c) << k for k, c in enumerate(bits))
        sel.v[i] = s32(y - x) if x < y else (12345 if x == y else x)


@kernel("mask", "pick")
def float_compare(L, a, b, mask, pick):
    for i in gtids(L):
        x, y = a.v[i], b.v[i]
        uno = math.isnan(x) or math.isnan(y)
        o = not uno
        bits = [o and x == y, o and x > y, o and x >= y, o and x < y, o and x <= y, o and x != y, o,
                uno or x == y, uno or x > y, uno or x >= y, uno or x < y, uno or x <= y, uno or x != y, uno,
                math.isnan(x), x == 0.0, o and x < y]
        mask.v[i] = sum(int(c) << k for k, c in enumerate(bits))
        pick.v[i] = x if (o and x > y) else (y if not math.isnan(y) else 1.0)


@kernel("o")
def int_arith(L, A, B, S, o):
    for i in gtids(L):
        x, y, s = A.v[i], B.v[i], S.v[i] & 31
        assert y != 0 and not (x == -2**31 and y == -1)
        ux, uy = u32(x), u32(y)
        prod = ux * uy
        q64 = tdiv(x * 1000003, y)
        o.v[20 * i:20 * i + 20] = [
            x + y, x - y, x * y, tdiv(x, y), ux // uy, trem(x, y), ux % uy,
            x << s, ux >> s, x >> s, x & y, x | y, x ^ y, ~x + s,
            (x * y) >> 32, prod, int(prod >> 32 != 0),
            s16(s16(x) * 3 + s16(y)), u8(x) // (u8(y) | 1), trem(q64, 65521)]


def clz(x, bits):
    return bits - x.bit_length()


def ctz(x, bits):
    return bits if x == 0 else (x & -x).bit_length() - 1


@kernel("o")
def bit_ops(L, A, B, o):
    for i in gtids(L):
        x, y = A.v[i], B.v[i]
        ux, uy, s = u32(x), u32(y), y & 31
        cat = (uy << 32) | ux                       # fshl/fshr(y, x): y is the high half
        o.v[16 * i:16 * i + 16] = [
            bin(ux).count("1"), clz(ux, 32), ctz(ux, 32), abs(x),
            (cat << s) >> 32, cat >> s, int.from_bytes(ux.to_bytes(4, "little"), "big"),
            int(format(ux, "032b")[::-1], 2),
            min(ux + uy, M32), max(ux - uy, 0), min(max(x + y, -2**31), 2**31 - 1),
            min(max(x - y, -2**31), 2**31 - 1), min(u16(x) + u16(y), 0xFFFF),
            clz((ux << 7) | 1, 64), bin(u16(x)).count("1"), int(not -2**31 <= x + y < 2**31)]


@kernel("ps", "cells")
def particles(L, ps, cells, steps, dt):
    def exact(v):
        assert f32(v) == v, "particles: a value is not exact in f32"
        return v
    for g in gtids(L):
        px, py, vx, vy = ps.v[4 * g:4 * g + 4]
        for _ in range(steps):
            vy = exact(vy - dt)
            px = exact(px + vx * dt)
            py = exact(py + vy * dt)
            if py < 0:
                py, vy = -py, -vy * 0.5
            if px < 0 or px > 4:
                vx = -vx
        ps.v[4 * g:4 * g + 4] = [px, py, vx, vy]
        cx = min(max(int(px), 0), 3)
        cy = min(max(int(py), 0), 3)
        c = cy * 4 + cx
        cells.v[2 * c] += 1
        cells.v[2 * c + 1] = max(cells.v[2 * c + 1], g)


@kernel("dst", "dst2")
def memops(L, src, dst, dst2):
    pattern = list(b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/")
    for g in gtids(L):
        buf = [ord(".")] * 64
        n = 8 + g % 17
        buf[4:4 + n] = src.v[32 * g:32 * g + n]
        buf[6:6 + n] = buf[4:4 + n]                  # memmove: copy of the source first
        buf[0:4] = pattern[g % 60:g % 60 + 4]
        dst.v[64 * g:64 * g + 64] = [s8(x) for x in buf]
        row = [ord("Z")] * 16
        row[:g % 16] = [s8(g)] * (g % 16)
        row[1:13] = row[0:12]                        # memmove: copy of the source first
        dst2.v[16 * g:16 * g + 16] = row


@kernel("out")
def conv1d_const(L, inp, out, n, taps):
    f = [1, -2, 3, 4, 3, -2, 1][:taps]
    x = lambda j: inp.v[j] if 0 <= j < n else 0.0
    for g in range(n):
        out.v[g] = float(sum(f[k] * x(g + k - 3) for k in range(taps)))


@kernel("out", "fout")
def device_calls(L, A, B, out, fout):
    for g in gtids(L):
        a, b = u32(A.v[g]), u32(B.v[g])
        q, r = a // b, a % b
        out.v[5 * g:5 * g + 5] = [math.gcd(a, b), q, r, math.isqrt(a), math.isqrt(u32(q * r))]
        x = g % 7 - 3
        fout.v[g] = 2.0 - x + x * x / 2 + x ** 3 / 4


@kernel("steps", "peak", "stats")
def collatz(L, start, steps, peak, stats):
    for g in gtids(L):
        n = top = start + g
        s = 0
        while n != 1:
            n = 3 * n + 1 if n & 1 else n >> 1
            top = max(top, n)
            s += 1
        steps.v[g], peak.v[g] = s, top
        stats.v[0] = max(stats.v[0], s)
        stats.v[1] += s


@kernel("out", "offs", "gen")
def ptr_casts(L, inp, out, offs, gen):
    n = L.block[0]
    for b in range(L.grid[0]):
        for t in range(n):
            g = b * n + t
            neighbour = 3 * inp.v[b * n + (t + 1) % n]
            k = (5 * g) % 128
            out.v[g] = neighbour + inp.v[k] + 3 * inp.v[g]
            offs.v[g] = 4 * t
            gen.v[g] = k


@kernel("out", "chk")
def block3d_index(L, out, chk):
    bx, by, bz = L.block
    gx = L.grid[0]
    w = [1 * 1, 10 * 2, 100 * 3, 1000 * 4]
    for (cx, cy, _), (tx, ty, tz) in threads(L):
        lin = (cy * gx + cx) * bx * by * bz + (tz * by + ty) * bx + tx
        out.v[lin] = tx | ty << 4 | tz << 8 | cx << 12 | cy << 16
        chk.v[lin] = w[tx] + w[3 - tx] + w[tz]


@kernel("out", "wide")
def pixel_sat(L, img, delta, out, wide):
    sat = lambda v, lo, hi: min(max(v, lo), hi)
    for g in gtids(L):
        p, d = u8(img.v[g]), s8(delta.v[g])
        out.v[4 * g:4 * g + 4] = [s8(sat(p + 40, 0, 255)), s8(sat(p - 100, 0, 255)),
                                  s8(sat(s8(p) + d, -128, 127)), s8((p + u8(d) + 1) >> 1)]
        w = sat(s16(p * 200) + d * 100, -32768, 32767)
        if g % 3 == 0:
            w = sat(w - 30000, -32768, 32767)
        wide.v[g] = w




# --------------------------------------------------------------------------


# The checker and command line below serve any corpus laid out like this
# one (NAME.ll with its src/NAME.ll and headers/NAME.txt, models registered
# in a dict NAME -> (function, output buffers)): benches/frames/expected.py
# calls main() with its own directory, models and usage text.

ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))


def kernel_files(corpus=HERE):
    """The kernel names of `corpus`: its NAME.ll files, sorted."""
    names = []
    for f in sorted(os.listdir(corpus)):
        if f.endswith(".ll"):
            names.append(f[:-3])
    return names


def run_model(name, path=None, corpus=HERE, models=None):
    """Parses NAME.ll's directives and runs the model: (launch, bufs) list."""
    models = KERNELS if models is None else models
    path = path or os.path.join(corpus, name + ".ll")
    fn, outputs = models[name]
    results = []
    for L in parse_directives(path):
        ptypes = kernel_param_types(path, L.kernel)
        args, bufs = materialise(L, ptypes)
        fn(L, *args)
        results.append((L, bufs, outputs))
    return results


def check(corpus=HERE, models=None):
    """Checks every expectation of `corpus` against `models` (default: this
    file's); prints PASS/FAIL lines and a summary; True when all pass."""
    models = KERNELS if models is None else models
    label = os.path.relpath(corpus, ROOT)
    failures = 0
    names = kernel_files(corpus)
    for n in names:
        if n not in models:
            print("FAIL %s: no model in expected.py" % n)
            failures += 1
    for n in models:
        if n not in names:
            print("FAIL %s: model without %s/%s.ll" % (n, label, n))
            failures += 1
    total = 0
    for name in names:
        if name not in models:
            continue
        path = os.path.join(corpus, name + ".ll")
        if not os.path.exists(os.path.join(corpus, "src", name + ".ll")):
            print("FAIL %s: no src/%s.ll" % (name, name))
            failures += 1
        header = os.path.join(corpus, "headers", name + ".txt")
        if not os.path.exists(header):
            print("FAIL %s: no headers/%s.txt" % (name, name))
            failures += 1
        else:
            with open(header) as h, open(path) as f:
                if not f.read().startswith(h.read()):
                    print("FAIL %s: %s.ll does not start with headers/%s.txt (run regen.sh)" % (name, name, name))
                    failures += 1
        try:
            results = run_model(name, path, corpus, models)
        except Exception as e:  # a broken directive is a failure, not a crash
            print("FAIL %s: %s: %s" % (name, type(e).__name__, e))
            failures += 1
            continue
        if not results:
            print("FAIL %s: no launch directive" % name)
            failures += 1
        for L, bufs, outputs in results:
            seen = set()
            for line, bname, kind, payload in L.expects:
                total += 1
                b = bufs.get(bname)
                if b is None:
                    print("FAIL %s.ll:%d: no buffer @%s" % (name, line, bname))
                    failures += 1
                    continue
                seen.add(bname)
                bad = []
                if kind == "list":
                    items = split_list(payload)
                    if len(items) != len(b.v):
                        bad.append("lists %d values for %d" % (len(items), len(b.v)))
                    else:
                        for i, (t, got) in enumerate(zip(items, b.v)):
                            if not same_value(parse_literal(t, b.ty), got, b.ty):
                                bad.append("[%d] expected %s, model %s" % (i, t, fmt_value(got, b.ty)))
                else:
                    e = Expr(tokenize(payload))
                    for i, got in enumerate(b.v):
                        if b.ty.startswith("f"):
                            want = e.eval_float(i)
                            want = f32(want) if b.ty == "f32" else want
                        else:
                            want = e.eval_int(i)
                        if not same_value(want, got, b.ty):
                            bad.append("[%d] expected %s, model %s" % (i, fmt_value(want, b.ty), fmt_value(got, b.ty)))
                if bad:
                    failures += 1
                    print("FAIL %s.ll:%d: @%s: %s%s" % (name, line, bname, ", ".join(bad[:6]),
                                                       " (and %d more)" % (len(bad) - 6) if len(bad) > 6 else ""))
                else:
                    print("PASS %s.ll:%d: @%s" % (name, line, bname))
            for o in outputs:
                if o not in seen:
                    print("FAIL %s: output @%s has no expectation" % (name, o))
                    failures += 1
    print("%d expectations in %d files, %d failures" % (total, len(names), failures))
    return failures == 0


def emit(name, corpus=HERE, models=None):
    for L, bufs, outputs in run_model(name, None, corpus, models):
        for o in outputs:
            print("; expect: @%s == %s" % (o, fmt_list(bufs[o])))


def main(argv, corpus=HERE, models=None, usage=__doc__):
    """The command line (`--check`, `--emit NAME`, `--list`) over `corpus`
    and `models` (default: this corpus and this file's models)."""
    models = KERNELS if models is None else models
    if len(argv) >= 2 and argv[1] == "--check":
        return 0 if check(corpus, models) else 1
    if len(argv) == 3 and argv[1] == "--emit":
        emit(argv[2], corpus, models)
        return 0
    if len(argv) == 2 and argv[1] == "--list":
        for n, (fn, outs) in sorted(models.items()):
            print("%-20s %s" % (n, " ".join("@" + o for o in outs)))
        return 0
    print(usage)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
