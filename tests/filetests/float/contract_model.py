"""Independent model of the expected values in tests/filetests/float/contract.plir:
exact rational arithmetic (fractions), rounded once to nearest even in the
target format. No ptxlift code involved."""
import math, struct
from fractions import Fraction as Q

def round_to(q, mant_bits, emin):
    """q rounded to nearest even with mant_bits significand bits (normal and subnormal)."""
    if q == 0:
        return q
    sign = -1 if q < 0 else 1
    a = abs(q)
    e = math.floor(math.log2(a.numerator) - math.log2(a.denominator))
    while Q(2) ** e > a: e -= 1
    while Q(2) ** (e + 1) <= a: e += 1
    e = max(e, emin)
    ulp = Q(2) ** (e - mant_bits + 1)
    n = a / ulp
    fl = math.floor(n); rem = n - fl
    if rem > Q(1, 2) or (rem == Q(1, 2) and fl % 2 == 1):
        fl += 1
    return sign * fl * ulp

def f32(q): return struct.unpack('f', struct.pack('f', float(round_to(Q(q), 24, -126))))[0]
def f64(q): return float(round_to(Q(q), 53, -1022))
def fma32(x, y, z): return f32(Q(x) * Q(y) + Q(z))
def fma64(x, y, z): return f64(Q(x) * Q(y) + Q(z))
def mul_add32(x, y, z): return f32(Q(f32(Q(x) * Q(y))) + Q(z))
def mul_add64(x, y, z): return f64(Q(f64(Q(x) * Q(y))) + Q(z))

x, z = 1.000244140625, 1.00048828125
print("f32 x*x - z fused   ", repr(fma32(x, x, -z)), " unfused", repr(mul_add32(x, x, -z)))
print("f32 z - x*x fused   ", repr(fma32(-x, x, z)))
print("f32 x*x + (-z) fused", repr(fma32(x, x, -z)))
a, c = 1.0000000074505806, 1.0000000149011612
print("f64 a*a - c fused   ", repr(fma64(a, a, -c)), " unfused", repr(mul_add64(a, a, -c)))
print("f64 c - a*a fused   ", repr(fma64(-a, a, c)))
# multi_use32: fma(x, x, -z) + round(x*x), the sum rounded
print("f32 multi_use       ", repr(f32(Q(fma32(x, x, -z)) + Q(f32(Q(x) * Q(x))))))
print("f32 2*3+4 + 2*3     ", repr(f32(Q(fma32(2, 3, 4)) + 6)))
# 1/sqrt(v) in f32: the rsqrt of the IR (exact 1/sqrt rounded once) vs
# sqrt then divide, each rounded.
for v in [4.0, 6.0]:
    # 1/sqrt in f64 (within 1 ulp of f64), then to f32: the f32 rounding
    # is safe when the f64 value is not within an f64 ulp of an f32 tie,
    # as for the values the test uses.
    r = f32(Q(1 / math.sqrt(v)))
    s = f32(Q(math.sqrt(v)))
    plain = f32(Q(1) / Q(s))
    print("f32 1/sqrt", v, "rsqrt", repr(r), "div(sqrt)", repr(plain))
# A value where the two differ, so a run shows which one was computed.
for k in range(2, 400):
    v = float(k)
    r = f32(Q(1 / math.sqrt(v)))
    s = f32(Q(math.sqrt(v)))
    plain = f32(Q(1) / Q(s))
    if r != plain:
        print("differs at", v, "rsqrt", repr(r), "div(sqrt)", repr(plain))
        break
