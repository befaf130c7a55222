# Bit-level model of PTX sad, mul24.lo, bfe and bfind, written from the
# PTX ISA's semantics text (9.7.1), printing the filetest's run lines.
import random
random.seed(7)

def sext(v, n):
    v &= (1 << n) - 1
    return v - (1 << n) if v >> (n - 1) else v

def sad(a, b, c, n, signed):
    if signed:
        a, b = sext(a, n), sext(b, n)
    else:
        a, b = a % (1 << n), b % (1 << n)
    return (c + (b - a if a < b else a - b)) % (1 << n)

def mul24(a, b, signed):
    a, b = a & 0xFFFFFF, b & 0xFFFFFF
    if signed:
        a, b = sext(a, 24), sext(b, 24)
    return (a * b) % (1 << 32)

def bfe(a, b, c, n, signed):
    msb = n - 1
    pos, ln = b & 0xFF, c & 0xFF
    a %= 1 << n
    sbit = 0 if (not signed or ln == 0) else (a >> min(pos + ln - 1, msb)) & 1
    d = 0
    for i in range(msb + 1):
        bit = (a >> (pos + i)) & 1 if (i < ln and pos + i <= msb) else sbit
        d |= bit << i
    return d

def bfind(a, n, signed):
    msb = n - 1
    a %= 1 << n
    if signed and (a >> msb) & 1:
        a = ~a & ((1 << n) - 1)
    for i in range(msb, -1, -1):
        if (a >> i) & 1:
            return i
    return 0xFFFFFFFF

def s(v, n):
    """As a run-line literal: signed decimal of the n-bit pattern."""
    return str(sext(v, n))

def words(n, k):
    edge = [0, 1, (1 << n) - 1, 1 << (n - 1), (1 << (n - 1)) - 1, 0x00800000, 0xFF7FFFFF & ((1 << n) - 1)]
    return edge + [random.getrandbits(n) for _ in range(k)]

out = []
for n in (32, 64):
    out.append(f"function %sad{n}(i{n}, i{n}, i{n}) -> i{n}, i{n} {{")
    out.append(f"block0(v0: i{n}, v1: i{n}, v2: i{n}):\n    v3 = usad v0, v1, v2\n    v4 = ssad v0, v1, v2\n    return v3, v4\n}}")
    xs = words(n, 6)
    for i in range(len(xs)):
        a, b, c = xs[i], xs[(i * 3 + 1) % len(xs)], xs[(i * 5 + 2) % len(xs)]
        out.append(f"; run: %sad{n}({s(a,n)}, {s(b,n)}, {s(c,n)}) == ({s(sad(a,b,c,n,False),n)}, {s(sad(a,b,c,n,True),n)})")
    out.append("")
out.append("function %mul24(i32, i32) -> i32, i32 {")
out.append("block0(v0: i32, v1: i32):\n    v2 = umul24 v0, v1\n    v3 = smul24 v0, v1\n    return v2, v3\n}")
xs = words(32, 6) + [0x7FFFFF, 0xFFFFFF, 0x12800001]
for i in range(len(xs)):
    a, b = xs[i], xs[(i * 7 + 3) % len(xs)]
    out.append(f"; run: %mul24({s(a,32)}, {s(b,32)}) == ({s(mul24(a,b,False),32)}, {s(mul24(a,b,True),32)})")
out.append("")
for n in (32, 64):
    out.append(f"function %bfe{n}(i{n}, i32, i32) -> i{n}, i{n} {{")
    out.append(f"block0(v0: i{n}, v1: i32, v2: i32):\n    v3 = ubfe v0, v1, v2\n    v4 = sbfe v0, v1, v2\n    return v3, v4\n}}")
    xs = words(n, 4)
    cases = [(0, 0), (0, n), (n - 1, 1), (n - 4, 8), (3, 5), (n, 3), (n + 5, 0), (200, 300), (0x105, 0x203), (7, n - 7)]
    for i, (p, l) in enumerate(cases):
        a = xs[i % len(xs)]
        out.append(f"; run: %bfe{n}({s(a,n)}, {s(p,32)}, {s(l,32)}) == ({s(bfe(a,p,l,n,False),n)}, {s(bfe(a,p,l,n,True),n)})")
    out.append("")
for n in (32, 64):
    out.append(f"function %bfind{n}(i{n}) -> i32, i32 {{")
    out.append(f"block0(v0: i{n}):\n    v1 = ubfind v0\n    v2 = sbfind v0\n    return v1, v2\n}}")
    for a in words(n, 5) + [2, (1 << n) - 2]:
        out.append(f"; run: %bfind{n}({s(a,n)}) == ({s(bfind(a,n,False),32)}, {s(bfind(a,n,True),32)})")
    out.append("")
# Constant start and length are read mod 256 too (ptxas takes immediates
# only in 0..255): 0x102 is 2 and -253 is 3.
out.append("function %bfe_const(i32) -> i32, i32 {")
out.append("block0(v0: i32):\n    v1 = iconst.i32 0x102\n    v2 = iconst.i32 -253\n    v3 = ubfe v0, v1, v2\n    v4 = sbfe v0, v1, v2\n    return v3, v4\n}")
for a in [0, 0x1C, 0x14, -1, 0x12345678]:
    out.append(f"; run: %bfe_const({a}) == ({s(bfe(a,0x102,-253,32,False),32)}, {s(bfe(a,0x102,-253,32,True),32)})")
out.append("")
print("\n".join(out))
