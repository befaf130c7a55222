"""Models of the floating-point kernels: half and bfloat16 arithmetic and
conversions, libdevice math, normalisation layers (see corpus.py for the
registration and expected.py for how they are checked).

Results that the kernel computes exactly (or with IEEE-rounded operations
in a fixed order) are emulated bit for bit: `f16`, `bf16`, `f32r` round
exact rational values. Results of approximate functions are the exact
mathematical value, rounded to nearest, with `within N ulp` from the first-
order error bound of numerics.error_bound over the kernel's formula. A
result narrowed to half or bfloat16 after approximate math must round the
same way anywhere in its error interval; `narrow` asserts that, so the
chosen data avoid rounding boundaries.
"""

import math
from fractions import Fraction as Q

from corpus import File, P
from numerics import (BF16, F16, ULP, bf16, bf16_bits, bits_bf16, bits_f16, error_bound, f16, f16_bits,
                      f32_word, f32r, ulps_needed, unambiguous)


def hv(b):
    """The value of a half held (signed) in an i16 buffer."""
    return bits_f16(b & 0xFFFF)


def bv(b):
    return bits_bf16(b & 0xFFFF)


def i16(bits):
    return P.wrap(bits, "i16")


class Tol:
    """The `within N ulp` of each output: the largest over its elements."""

    def __init__(self):
        self.n = {}

    def add(self, name, exact, bound, bits=32):
        self.n[name] = max(self.n.get(name, 0), ulps_needed(exact, bound, bits))


def narrow(exact, bound, fmt, where):
    """The bits of `exact` narrowed to half/bfloat16, which must not depend
    on errors within `bound`."""
    if not unambiguous(exact, bound, fmt):
        raise ValueError("%s: %r +- %g is too close to a rounding boundary; change the data"
                         % (where, exact, bound))
    return f16_bits(f16(exact)) if fmt is F16 else bf16_bits(bf16(exact))


def f32(x):
    return P.f32(x)


# ===========================================================================
# half_axpy

HALF_AXPY = File("half_axpy")


@HALF_AXPY.launch("haxpy_half2", grid=2, block=64, outputs=["y"], hexa=["y"], args=[
    "257", "0.3",
    "@x = i16[257] 0x2c00 + (i * 389) % 7168 + (i % 3 / 2) * 32768",
    "@y = i16[257] 0x3000 + (i * 631 + 17) % 5120 + (i % 5 / 3) * 32768"])
def haxpy_half2(L, G, n, alpha, x, y):
    a = f16(alpha)   # __float2half2_rn / __float2half_rn
    for j in range(n):   # pairs below n & ~1 by __hfma2, the odd tail by __hfma: one rounding each
        y.v[j] = i16(f16_bits(f16(Q(a) * Q(hv(x.v[j])) + Q(hv(y.v[j])))))


# x, scale and bias have few significant bits so that every x * scale is
# exact in half: the result does not depend on whether mul.f16 and add.f16
# are contracted.
@HALF_AXPY.launch("scale_bias_relu_half", grid=3, block=64, outputs=["out"], hexa=["out"], args=[
    "@x = i16[192] 0x3000 + ((i * 1103515245 >> 10) & 0x0fe0) + (i % 3 / 2) * 32768",
    "@scale = i16[8] 0x3800 + ((i * 2654435761 >> 7) & 0x07c0)",
    "@bias = i16[8] 0x3400 + (i * 97 % 8) * 0x40 + (i % 2) * 32768",
    "@out = i16[192] 0",
    "192", "8"])
def scale_bias_relu_half(L, G, x, scale, bias, out, n, channels):
    for i in range(n):
        c = i % channels
        prod = Q(hv(x.v[i])) * Q(hv(scale.v[c]))
        assert f16(prod) == prod, "x * scale is not exact in half"
        v = f16(prod + Q(hv(bias.v[c])))
        out.v[i] = i16(f16_bits(v if v > 0 else 0.0))


# ===========================================================================
# half_gelu

GELU = File("half_gelu")
K_ALPHA = f32(math.sqrt(0.5))
K_BETA = f32(1.4142135623730951 * float("1.12837916709551257390") * 0.5)
K_KAPPA = f32(0.044715)
# |x| < 4 for positive, < 2.5 for negative elements (odd i): far into the
# negative tail 1 + erf(x) cancels and the half result would depend on the
# last bits of erff.
GELU_IN = "@in = i16[256] 0x0400 + (i * 7927) % (16384 - (i % 2) * 768) + (i % 2) * 32768"


def gelu_erf(x, p):
    a = p(x * K_ALPHA, 0.5)
    s = p(1.0 + p(math.erf(a), ULP["erff"]), 0.5)
    return p(x * 0.5 * s, 0.5)


def gelu_tanh(x, p):
    cube = p(p(x * x, 0.5) * x, 0.5)
    inner = p(K_BETA * p(x + p(K_KAPPA * cube, 0.5), 0.5), 0.5)
    s = p(1.0 + p(math.tanh(inner), ULP["tanhf"]), 0.5)
    return p(0.5 * x * s, 0.5)


def gelu_model(formula):
    def model(L, G, inp, out, n):
        for i in range(n):
            x = hv(inp.v[i])
            r, b = error_bound(lambda p: formula(x, p))
            out.v[i] = i16(narrow(r, b, F16, "gelu[%d]" % i))

    return model


GELU.launch("gelu_erf_half", grid=2, block=64, outputs=["out"], hexa=["out"],
            args=[GELU_IN, "@out = i16[256] 0", "256"])(gelu_model(gelu_erf))
GELU.launch("gelu_tanh_half", grid=2, block=64, outputs=["out"], hexa=["out"],
            args=[GELU_IN, "@out = i16[256] 0", "256"])(gelu_model(gelu_tanh))


# ===========================================================================
# half_reduce

HALF_REDUCE = File("half_reduce")


def tree_sum_f32(vals):
    """The shared-memory tree `for (s = n/2; s > 0; s >>= 1) a[t] += a[t + s]`."""
    a = list(vals)
    s = len(a) // 2
    while s > 0:
        for t in range(s):
            a[t] = f32r(Q(a[t]) + Q(a[t + s]))
        s //= 2
    return a[0]


@HALF_REDUCE.launch("half_block_sum", grid=2, block=128, outputs=["block_sums", "block_sums_half"],
                    hexa=["block_sums_half"], args=[
                        "@in = i16[2048] 0x3c00 + (i * 37) % 1024 + (i % 5 / 4) * 32768",
                        "@block_sums = f32[2] 0", "@block_sums_half = i16[2] 0"])
def half_block_sum(L, G, inp, sums, sums_half):
    for b in range(L.grid[0]):
        partial = []
        for t in range(128):
            lo = hi = 0.0
            for k in range(4):
                pair = b * 512 + k * 128 + t
                lo = f16(Q(lo) + Q(hv(inp.v[2 * pair])))
                hi = f16(Q(hi) + Q(hv(inp.v[2 * pair + 1])))
            partial.append(f32r(Q(lo) + Q(hi)))
        total = tree_sum_f32(partial)
        sums.v[b] = total
        sums_half.v[b] = i16(f16_bits(f16(total)))


@HALF_REDUCE.launch("half_row_mean", grid=4, block=128, outputs=["mean"], hexa=["mean"], args=[
    "@in = i16[1024] 0x3400 + (i * 613) % 3072 + (i % 7 / 5) * 32768", "@mean = i16[4] 0", "256"])
def half_row_mean(L, G, inp, mean, cols):
    for r in range(L.grid[0]):
        partial = []
        for t in range(128):
            s = 0.0
            for c in range(t, cols, 128):
                s = f32r(Q(s) + Q(hv(inp.v[r * cols + c])))
            partial.append(s)
        total = tree_sum_f32(partial)
        mean.v[r] = i16(f16_bits(f16(f32r(Q(total) / cols))))


# ===========================================================================
# bf16_ops

BF16_OPS = File("bf16_ops")


@BF16_OPS.launch("bf16_residual_scale_relu", grid=2, block=64, outputs=["out"], hexa=["out"], args=[
    "@x = i16[256] 0x3e80 + (i * 131) % 512 + (i % 3 / 2) * 32768",
    "@residual = i16[256] 0x3e80 + (i * 197 + 55) % 512 + (i % 4 / 3) * 32768",
    "@out = i16[256] 0", "1.7", "256"])
def bf16_residual_scale_relu(L, G, x, res, out, scale, n):
    s = bf16(scale)
    for j in range(n):
        v = bf16(Q(bv(x.v[j])) + Q(bv(res.v[j])))
        v = bf16(Q(v) * Q(s))
        out.v[j] = i16(bf16_bits(v if v > 0 else 0.0))


@BF16_OPS.launch("bf16_cast_roundtrip", grid=2, block=64, outputs=["half_weights", "widened"],
                 hexa=["half_weights"], args=[
                     "@master = f32[129] (i * 0.0123 - 0.7) * (i % 7 - 3) + i * 1.5e-3",
                     "@half_weights = i16[129] 0", "@widened = f32[129] 0", "129"])
def bf16_cast_roundtrip(L, G, master, hw, wide, n):
    for j in range(n):
        b = bf16(master.v[j])
        hw.v[j] = i16(bf16_bits(b))
        wide.v[j] = b


# ===========================================================================
# bf16_rmsnorm

RMSNORM = File("bf16_rmsnorm")


@RMSNORM.launch("_Z19rmsnorm_bf16_kernelILi64EEvPK13__nv_bfloat16S2_PS0_Pfif", grid=4, block=64,
                outputs=["y", "inv_rms"], hexa=["y"], args=[
                    "@x = i16[1024] 0x3e80 + (i * 211) % 512 + (i % 3 / 2) * 32768",
                    "@weight = i16[256] 0x3f00 + (i * 53) % 256",
                    "@y = i16[1024] 0", "@inv_rms = f32[4] 0", "256", "1e-6"])
def rmsnorm(L, G, x, w, y, inv_out, hidden, eps):
    tol = Tol()
    for r in range(L.grid[0]):
        row = [bv(x.v[r * hidden + i]) for i in range(hidden)]
        partial = []
        for t in range(64):
            s = 0.0
            for i in range(t, hidden, 64):
                s = f32r(Q(s) + Q(row[i]) * Q(row[i]))   # v * v is exact: fused or not
            partial.append(s)
        arg = f32r(Q(f32r(Q(tree_sum_f32(partial)) / hidden)) + Q(eps))
        inv, b = error_bound(lambda p: p(1.0 / math.sqrt(arg), ULP["rsqrtf"]))
        inv_out.v[r] = f32(inv)
        tol.add("inv_rms", inv, b)
        for i in range(hidden):
            def f(p):
                g = p(1.0 / math.sqrt(arg), ULP["rsqrtf"])
                return p(p(row[i] * g, 0.5) * bv(w.v[i]), 0.5)

            v, vb = error_bound(f)
            y.v[r * hidden + i] = i16(narrow(v, vb, BF16, "rmsnorm[%d][%d]" % (r, i)))
    return tol.n


# ===========================================================================
# int8_quant

QUANT = File("int8_quant")


@QUANT.launch("quantize_rows_int8", grid=4, block=64, outputs=["q", "scales"], args=[
    "@x = f32[1024] ((i * 7919) % 2001 - 1000) * 0.0037", "@q = i8[1024] 0", "@scales = f32[4] 0", "256"])
def quantize_rows(L, G, x, q, scales, cols):
    for r in range(L.grid[0]):
        row = x.v[r * cols:(r + 1) * cols]
        absmax = max(abs(v) for v in row)
        scale = f32r(Q(absmax) / 127) if absmax > 0 else 1.0
        scales.v[r] = scale
        for c, v in enumerate(row):
            qv = round(f32r(Q(v) / Q(scale)))   # __float2int_rn: nearest, ties to even
            q.v[r * cols + c] = max(-127, min(127, qv))


# ===========================================================================
# activations

ACT = File("activations")
ACT_NAMES = ["Identity", "ReLU", "LeakyReLU", "GELU", "SiLU", "Tanh", "Sigmoid", "Softplus"]
K_GELU = f32(0.70710678118654752)


def activation(act, x, p):
    if act == 0:
        return x
    if act == 1:
        return max(x, 0.0)
    if act == 2:
        return x if x > 0 else 0.125 * x
    if act == 3:
        e = p(math.erf(p(x * K_GELU, 0.5)), ULP["erff"])
        return p(0.5 * x * p(1.0 + e, 0.5), 0.5)
    if act in (4, 6):
        sig = p(1.0 / p(1.0 + p(math.exp(-x), ULP["expf"]), 0.5), 0.5)
        return p(x * sig, 0.5) if act == 4 else sig
    if act == 5:
        return p(math.tanh(x), ULP["tanhf"])
    if act == 7:
        return x if x > 20.0 else p(math.log1p(p(math.exp(x), ULP["expf"])), ULP["log1pf"])
    raise ValueError(act)


def activation_model(L, G, inp, bias, out, rows, cols, act):
    tol = Tol()
    for idx in range(rows * cols):
        x = f32r(Q(inp.v[idx]) + Q(bias.v[idx % cols]))
        r, b = error_bound(lambda p: activation(act, x, p))
        out.v[idx] = f32(r)
        if b:
            tol.add("out", r, b)
    return tol.n


for _act, _name in enumerate(ACT_NAMES):
    # GELU's input stops at -2 (see half_gelu); the others span [-4.5, 5).
    _in = ("@in = f32[128] ((i * 37) % 97) * 0.0517 - 1.5" if _name == "GELU"
           else "@in = f32[128] ((i * 37) % 97) * 0.09375 - 4.0")
    ACT.launch("bias_activation", grid=2, block=64, outputs=["out"], args=[
        _in, "@bias = f32[32] (i % 8) * 0.125 - 0.5", "@out = f32[128] 0", "4", "32", str(_act)
    ])(activation_model)


# ===========================================================================
# blackscholes

BS = File("blackscholes")
A1, A2, A3, A4, A5 = (f32(0.31938153), f32(-0.356563782), f32(1.781477937), f32(-1.821255978),
                      f32(1.330274429))
RSQRT2PI = f32(0.39894228040143267793994605993438)
K_CND = f32(0.2316419)


def fast_exp(x, p):
    """__expf: 2 + floor(|1.173 x|) ulp (guide, intrinsic functions)."""
    return p(math.exp(x), 2 + math.floor(abs(1.173 * x)))


def fast_log(x, p):
    """__logf: 2^-21.41 absolute in [0.5, 2], otherwise 3 ulp."""
    if 0.5 <= x <= 2.0:
        return p.abs(math.log(x), 2.0 ** -21.41)
    return p(math.log(x), 3)


def cnd(d, p):
    k = p(1.0 / p(1.0 + p(K_CND * abs(d), 0.5), 0.5), ULP["__fdividef"])
    poly = p(A4 + p(k * A5, 0.5), 0.5)
    poly = p(A3 + p(k * poly, 0.5), 0.5)
    poly = p(A2 + p(k * poly, 0.5), 0.5)
    poly = p(A1 + p(k * poly, 0.5), 0.5)
    poly = p(k * poly, 0.5)
    e = fast_exp(p(-0.5 * d * d, 0.5), p)
    c = p(p(RSQRT2PI * e, 0.5) * poly, 0.5)
    return p(1.0 - c, 0.5) if d > 0 else c


def black_scholes(S, X, T, R, V, p):
    sqrt_t = p(1.0 / p(1.0 / math.sqrt(T), ULP["rsqrtf"]), ULP["__fdividef"])
    num = p(fast_log(p(S / X, 0.5), p) + p(p(R + p(0.5 * V * V, 0.5), 0.5) * T, 0.5), 0.5)
    vs = p(V * sqrt_t, 0.5)
    d1 = p(num / vs, ULP["__fdividef"])
    d2 = p(d1 - vs, 0.5)
    c1, c2 = cnd(d1, p), cnd(d2, p)
    ert = fast_exp(p(-R * T, 0.5), p)
    xe = p(X * ert, 0.5)
    call = p(p(S * c1, 0.5) - p(xe * c2, 0.5), 0.5)
    put = p(p(xe * p(1.0 - c2, 0.5), 0.5) - p(S * p(1.0 - c1, 0.5), 0.5), 0.5)
    return [call, put]


@BS.launch("BlackScholesGPU", grid=2, block=64, outputs=["call", "put"], args=[
    "@call = f32[256] 0", "@put = f32[256] 0",
    "@price = f32[256] 5.0 + (i * 37 % 101) * 0.25",
    "@strike = f32[256] (5.0 + (i * 37 % 101) * 0.25) * (0.85 + (i * 13 % 31) * 0.01)",
    "@years = f32[256] 2.0 + (i * 29 % 40) * 0.25",
    "0.02", "0.30", "256"])
def blackscholes(L, G, call, put, S, X, T, R, V, n):
    tol = Tol()
    for j in range(n):
        (c, pu), (bc, bp) = error_bound(lambda p: black_scholes(S.v[j], X.v[j], T.v[j], R, V, p))
        call.v[j], put.v[j] = f32(c), f32(pu)
        tol.add("call", c, bc)
        tol.add("put", pu, bp)
    return tol.n


# ===========================================================================
# twiddle_sincos

TWIDDLE = File("twiddle_sincos")
K_TWO_PI = f32(6.28318530717958647692)


def sincospi(y):
    """(sin(pi y), cos(pi y)) for a dyadic y, exact at the multiples of 1/2."""
    r = Q(y) % 2
    if r.denominator <= 2:
        k = int(r * 2)
        return [(0.0, 1.0), (1.0, 0.0), (0.0, -1.0), (-1.0, 0.0)][k]
    a = math.pi * float(r)
    return math.sin(a), math.cos(a)


@TWIDDLE.launch("make_twiddles", grid=1, block=64, outputs=["tw", "tw_pi"], args=[
    "@tw = f32[128] 0", "@tw_pi = f32[128] 0", "64"])
def make_twiddles(L, G, tw, tw_pi, n):
    tol = Tol()
    for k in range(n):
        angle = f32r(Q(f32r(Q(-K_TWO_PI) * k)) / n)
        (c, s), (bc, bs) = error_bound(lambda p: [p(math.cos(angle), ULP["sincosf"]),
                                                  p(math.sin(angle), ULP["sincosf"])])
        tw.v[2 * k], tw.v[2 * k + 1] = f32(c), f32(s)
        tol.add("tw", c, bc)
        tol.add("tw", s, bs)
        sp, cp = sincospi(f32r(Q(-2 * k) / n))
        tw_pi.v[2 * k], tw_pi.v[2 * k + 1] = cp, sp
        for v in (cp, sp):
            if v not in (0.0, 1.0, -1.0):
                tol.add("tw_pi", v, ULP["sincospif"] * float(abs(v)) * 2.0 ** -23)
    return tol.n


@TWIDDLE.launch("polar_to_cartesian", grid=1, block=64, outputs=["x", "y"], args=[
    "@r = f32[64] 0.5 + i * 0.25",
    "@theta = f32[64] i * 0.37 - 12.0 + (i - i % 60) * 2057.6",
    "@x = f32[64] 0", "@y = f32[64] 0", "64"])
def polar_to_cartesian(L, G, r, theta, x, y, n):
    tol = Tol()
    for i in range(n):
        th = theta.v[i]
        (a, b), (ba, bb) = error_bound(lambda p: [p(r.v[i] * p(math.cos(th), ULP["sincosf"]), 0.5),
                                                  p(r.v[i] * p(math.sin(th), ULP["sincosf"]), 0.5)])
        x.v[i], y.v[i] = f32(a), f32(b)
        tol.add("x", a, ba)
        tol.add("y", b, bb)
    return tol.n


# ===========================================================================
# tonemap

TONEMAP = File("tonemap")
LUM = (f32(0.2126), f32(0.7152), f32(0.0722))
LN2 = f32(0.69314718055994531)


def luminance(c, p):
    return p(p(p(LUM[0] * c[0], 0.5) + p(LUM[1] * c[1], 0.5), 0.5) + p(LUM[2] * c[2], 0.5), 0.5)


# Colours in [0.5, 4.5): the log-average term log(1e-4 + L) stays away from
# L = 1, where its relative error would be unbounded.
TONE_IMG = "@img = f32[192] 0.5 + ((i * 37) % 101) * 0.04"


@TONEMAP.launch("log_luminance", grid=1, block=64, outputs=["log_lum"], args=[
    TONE_IMG, "@log_lum = f32[64] 0", "64"])
def log_luminance(L, G, img, out, n):
    tol = Tol()
    for i in range(n):
        c = img.v[3 * i:3 * i + 3]
        r, b = error_bound(lambda p: p(math.log(p(f32(1e-4) + luminance(c, p), 0.5)), ULP["logf"]))
        out.v[i] = f32(r)
        tol.add("log_lum", r, b)
    return tol.n


def reinhard(c, ev, white, inv_gamma, p):
    scale = p(math.exp(p(ev * LN2, 0.5)), ULP["expf"])
    lum = p(luminance(c, p) * scale, 0.5)
    ld = p(p(lum * p(1.0 + p(lum / p(white * white, 0.5), 0.5), 0.5), 0.5) / p(1.0 + lum, 0.5), 0.5)
    k = p(p(ld / max(lum, f32(1e-6)), 0.5) * scale, 0.5)
    out = []
    for ch in c:
        m = min(p(ch * k, 0.5), 1.0)
        out.append(1.0 if m == 1.0 else p(m ** inv_gamma, ULP["powf"]))
    return out


@TONEMAP.launch("tonemap_reinhard", grid=1, block=64, outputs=["out"], args=[
    TONE_IMG, "@out = f32[192] 0", "64", "@params = f32[3] [0.5, 2.0, 0.45454545]"])
def tonemap_reinhard(L, G, img, out, n, prm):
    tol = Tol()
    ev, white, g = prm.v
    for i in range(n):
        c = img.v[3 * i:3 * i + 3]
        rs, bs = error_bound(lambda p: reinhard(c, ev, white, g, p))
        for ch in range(3):
            out.v[3 * i + ch] = f32(rs[ch])
            if bs[ch]:
                tol.add("out", rs[ch], bs[ch])
    return tol.n


# ===========================================================================
# double_math

DMATH = File("double_math")


def oscillator_model(L, G, t, omega, phase, s, c, n):
    tol = Tol()
    for i in range(n):
        arg = omega * t.v[i] + phase   # the product is exact or phase is 0: fused or not, one rounding
        sv, cv = math.sin(arg), math.cos(arg)
        s.v[i], c.v[i] = sv, cv
        tol.add("s", sv, ULP["sin"] * float(abs(sv)) * 2.0 ** -52, 64)
        tol.add("c", cv, ULP["cos"] * float(abs(cv)) * 2.0 ** -52, 64)
    return tol.n


# Phases beyond 2^31 * pi / 2 take libdevice's Payne-Hanek slow path.
DMATH.launch("oscillator", grid=1, block=64, outputs=["s", "c"], args=[
    "@t = f64[64] (i - i % 32) * 1.0e8 + i * 0.731", "3.0", "0.0",
    "@s = f64[64] 0", "@c = f64[64] 0", "64"])(oscillator_model)
DMATH.launch("oscillator", grid=1, block=64, outputs=["s", "c"], args=[
    "@t = f64[64] i * 0.25", "0.125", "0.5", "@s = f64[64] 0", "@c = f64[64] 0", "64"])(oscillator_model)

INV_SQRT_2PI = 0.39894228040143267794


@DMATH.launch("gaussian_pdf", grid=1, block=64, outputs=["pdf"], args=[
    "@x = f64[64] i * 0.125 - 4.0", "0.5", "1.25", "@pdf = f64[64] 0", "64"])
def gaussian_pdf(L, G, x, mu, sigma, pdf, n):
    tol = Tol()
    for i in range(n):
        def f(p):
            z = p(p(x.v[i] - mu, 0.5, 64) / sigma, 0.5, 64)
            e = p(math.exp(p(-0.5 * z * z, 0.5, 64)), ULP["exp"], 64)
            return p(p(INV_SQRT_2PI / sigma, 0.5, 64) * e, 0.5, 64)

        r, b = error_bound(f)
        pdf.v[i] = r
        tol.add("pdf", r, b, 64)
    return tol.n


DEG = 0.017453292519943295
EARTH_KM = 6371.0088


def haversine(a_lat, a_lon, b_lat, b_lon, p):
    dlat = p(p(b_lat - a_lat, 0.5, 64) * DEG, 0.5, 64)
    dlon = p(p(b_lon - a_lon, 0.5, 64) * DEG, 0.5, 64)
    s1 = p(math.sin(0.5 * dlat), ULP["sin"], 64)
    s2 = p(math.sin(0.5 * dlon), ULP["sin"], 64)
    ca = p(math.cos(p(a_lat * DEG, 0.5, 64)), ULP["cos"], 64)
    cb = p(math.cos(p(b_lat * DEG, 0.5, 64)), ULP["cos"], 64)
    h = p(p(s1 * s1, 0.5, 64) + p(p(p(ca * cb, 0.5, 64) * s2, 0.5, 64) * s2, 0.5, 64), 0.5, 64)
    return p(2.0 * EARTH_KM * p(math.asin(p(math.sqrt(h), 0.5, 64)), ULP["asin"], 64), 0.5, 64)


@DMATH.launch("distances_to", grid=1, block=64, outputs=["km"], args=[
    "@points = f64[128] (i % 2) * ((i * 97) % 359 - 179.5) + (1 - i % 2) * ((i * 37) % 121 - 60.25)",
    "@origin = f64[2] [48.8566, 2.3522]", "@km = f64[64] 0", "64"])
def distances_to(L, G, pts, origin, km, n):
    tol = Tol()
    o_lat, o_lon = origin.v
    for i in range(n):
        r, b = error_bound(lambda p: haversine(pts.v[2 * i], pts.v[2 * i + 1], o_lat, o_lon, p))
        km.v[i] = r
        tol.add("km", r, b, 64)
    return tol.n


# ===========================================================================
# softmax_smem and softmax_warp

SOFTMAX = File("softmax_smem")
SOFTMAX_IN = "@in = f32[512] ((i * 37) % 61) * 0.125 - 4.0"


def softmax_row(x, nthreads, p, divide):
    """Row softmax with the per-thread strided sums and a pairwise tree,
    as the kernels compute it; divide: y = e / s, else y = e * (1 / s)."""
    m = max(x)
    e = [p(math.exp(p(v - m, 0.5)), ULP["expf"]) for v in x]
    part = []
    for t in range(nthreads):
        s = 0.0
        for c in range(t, len(x), nthreads):
            s = p(s + e[c], 0.5)
        part.append(s)
    while len(part) > 1:
        h = len(part) // 2
        part = [p(part[t] + part[t + h], 0.5) for t in range(h)]
    s = part[0]
    if divide:
        return [p(v / s, 0.5) for v in e]
    inv = p(1.0 / s, 0.5)
    return [p(p(math.exp(p(v - m, 0.5)), ULP["expf"]) * inv, 0.5) for v in x]


@SOFTMAX.launch("softmax_rows", grid=4, block=64, outputs=["out"], args=[
    SOFTMAX_IN, "@out = f32[512] 0", "128"])
def softmax_rows(L, G, inp, out, cols):
    tol = Tol()
    for r in range(L.grid[0]):
        x = inp.v[r * cols:(r + 1) * cols]
        ys, bs = error_bound(lambda p: softmax_row(x, 64, p, divide=False))
        for c in range(cols):
            out.v[r * cols + c] = f32(ys[c])
            tol.add("out", ys[c], bs[c])
    return tol.n


SOFTMAX_WARP = File("softmax_warp")


@SOFTMAX_WARP.launch("_Z12warp_softmaxILi64EEvPKfPfi", grid=2, block=64, outputs=["out"], args=[
    "@in = f32[256] ((i * 37) % 61) * 0.125 - 4.0", "@out = f32[256] 0", "4"])
def warp_softmax(L, G, inp, out, rows):
    tol = Tol()
    for r in range(rows):
        x = inp.v[r * 64:(r + 1) * 64]
        # lane l holds columns l and 32 + l; the xor butterfly is a pairwise tree
        ys, bs = error_bound(lambda p: softmax_row(x, 32, p, divide=True))
        for c in range(64):
            out.v[r * 64 + c] = f32(ys[c])
            tol.add("out", ys[c], bs[c])
    return tol.n


# ===========================================================================
# layernorm_smem and layernorm_warp

LN = File("layernorm_smem")
LN_ARGS = ["@x = f32[512] ((i * 53) % 67) * 0.0625 - 2.0",
           "@gamma = f32[128] 1.0 + (i % 5) * 0.125",
           "@beta = f32[128] (i % 7) * 0.0625 + 4.0"]


def layernorm_row(x, gamma, beta, eps, p):
    cols = len(x)

    def block_sum(vals):
        part = []
        for t in range(64):
            s = 0.0
            for c in range(t, cols, 64):
                s = p(s + vals[c], 0.5)
            part.append(s)
        while len(part) > 1:
            h = len(part) // 2
            part = [p(part[t] + part[t + h], 0.5) for t in range(h)]
        return part[0]

    mean = p(block_sum(x) / cols, 0.5)
    d = [p(v - mean, 0.5) for v in x]
    var = p(block_sum([p(v * v, 0.5) for v in d]) / cols, 0.5)
    rstd = p(1.0 / math.sqrt(p(var + eps, 0.5)), ULP["rsqrtf"])
    ys = [p(p(p(d[c] * rstd, 0.5) * gamma[c], 0.5) + beta[c], 0.5) for c in range(cols)]
    return ys + [mean, rstd]


@LN.launch("layernorm_fwd", grid=4, block=64, outputs=["y", "mean", "rstd"], args=LN_ARGS + [
    "@y = f32[512] 0", "@mean = f32[4] 0", "@rstd = f32[4] 0", "128", "1e-5"])
def layernorm_fwd(L, G, x, gamma, beta, y, mean, rstd, cols, eps):
    tol = Tol()
    for r in range(L.grid[0]):
        row = x.v[r * cols:(r + 1) * cols]
        vs, bs = error_bound(lambda p: layernorm_row(row, gamma.v, beta.v, eps, p))
        for c in range(cols):
            y.v[r * cols + c] = f32(vs[c])
            tol.add("y", vs[c], bs[c])
        mean.v[r], rstd.v[r] = f32(vs[cols]), f32(vs[cols + 1])
        if bs[cols]:
            tol.add("mean", vs[cols], bs[cols])
        tol.add("rstd", vs[cols + 1], bs[cols + 1])
    return tol.n


LN_WARP = File("layernorm_warp")


def welford_row(x, gamma, beta, eps, p):
    """Per-lane Welford over columns lane, lane + 32, ..., merged by the
    __shfl_down_sync tree (lane l with lane l + offset), then normalised
    with lane 0's statistics, which depend on lanes below each offset only."""
    cols = len(x)
    lanes = []
    for lane in range(32):
        mean = m2 = count = 0.0
        for c in range(lane, cols, 32):
            count += 1.0
            delta = p(x[c] - mean, 0.5)
            mean = p(mean + p(delta / count, 0.5), 0.5)
            m2 = p(m2 + p(delta * p(x[c] - mean, 0.5), 0.5), 0.5)
        lanes.append((mean, m2, count))
    offset = 16
    while offset > 0:   # only the lanes that lane 0 reads later
        new = []
        for lane in range(offset):
            a, b = lanes[lane], lanes[lane + offset]
            if b[2] == 0.0:
                new.append(a)
                continue
            count = a[2] + b[2]
            delta = p(b[0] - a[0], 0.5)
            nb = p(b[2] / count, 0.5)
            mean = p(a[0] + p(delta * nb, 0.5), 0.5)
            m2 = p(p(a[1] + b[1], 0.5) + p(p(p(delta * delta, 0.5) * a[2], 0.5) * nb, 0.5), 0.5)
            new.append((mean, m2, count))
        lanes = new
        offset //= 2
    mean, m2, _ = lanes[0]
    rstd = p(1.0 / math.sqrt(p(p(m2 / cols, 0.5) + eps, 0.5)), ULP["rsqrtf"])
    return [p(p(p(p(x[c] - mean, 0.5) * rstd, 0.5) * gamma[c], 0.5) + beta[c], 0.5) for c in range(cols)]


LN_WARP_ARGS = ["@x = f32[256] ((i * 53) % 67) * 0.0625 - 2.0",
                "@gamma = f32[64] 1.0 + (i % 5) * 0.125",
                "@beta = f32[64] (i % 7) * 0.0625 + 4.0",
                "@y = f32[256] 0", "4", "64", "1e-5"]


def two_pass_warp_row(x, gamma, beta, eps, p):
    """Strided per-lane sums and the xor butterfly (a pairwise tree whose
    total every lane holds), mean, then the same for the squares."""
    cols = len(x)

    def warp_sum(vals):
        part = []
        for lane in range(32):
            s = 0.0
            for c in range(lane, cols, 32):
                s = p(s + vals[c], 0.5)
            part.append(s)
        while len(part) > 1:
            h = len(part) // 2
            part = [p(part[t] + part[t + h], 0.5) for t in range(h)]
        return part[0]

    mean = p(warp_sum(x) / cols, 0.5)
    d = [p(v - mean, 0.5) for v in x]
    rstd = p(1.0 / math.sqrt(p(p(warp_sum([p(v * v, 0.5) for v in d]) / cols, 0.5) + eps, 0.5)),
             ULP["rsqrtf"])
    return [p(p(p(d[c] * rstd, 0.5) * gamma[c], 0.5) + beta[c], 0.5) for c in range(cols)]


def warp_layernorm_model(row_formula):
    def model(L, G, x, gamma, beta, y, rows, cols, eps):
        tol = Tol()
        for r in range(rows):
            row = x.v[r * cols:(r + 1) * cols]
            vs, bs = error_bound(lambda p: row_formula(row, gamma.v, beta.v, eps, p))
            for c in range(cols):
                y.v[r * cols + c] = f32(vs[c])
                tol.add("y", vs[c], bs[c])
        return tol.n

    return model


LN_WARP.launch("layernorm_warp_xor", grid=2, block=64, outputs=["y"],
               args=LN_WARP_ARGS)(warp_layernorm_model(two_pass_warp_row))
LN_WARP.launch("layernorm_warp_welford", grid=2, block=64, outputs=["y"],
               args=LN_WARP_ARGS)(warp_layernorm_model(welford_row))


# ===========================================================================
# half_convert

CONVERT = File("half_convert")
# Special and boundary values first, then a sweep of ordinary ones.
CAST_SPECIALS = ["0.0", "-0.0", "1.0", "-1.0", "65504.0", "65519.996", "65520.0", "100000.0", "-100000.0",
                 "inf", "-inf", "5.9604645e-08", "2.9802322e-08", "2.9802326e-08", "4.4703484e-08",
                 "1e-08", "6.097555e-05", "6.1035156e-05", "0.1", "0.33333334", "-0.6666667",
                 "3.4028235e+38", "1.0009766", "1.0004883", "1.0014648", "-2.0019531", "1.1754944e-38",
                 "-1.4e-45", "2049.0", "-3.1415927", "2.7182817", "1000.123"]
CAST_IN = "@in = f32[64] [%s]" % ", ".join(CAST_SPECIALS + [
    repr(P.f32((k * 0.731 - 11.0) * 2.0 ** (k % 11 - 5))) for k in range(32)])


@CONVERT.launch("cast_f32_to_f16_modes", grid=1, block=64, outputs=["rn", "rz", "rd", "ru"],
                hexa=["rn", "rz", "rd", "ru"], args=[
                    CAST_IN, "@rn = i16[64] 0", "@rz = i16[64] 0", "@rd = i16[64] 0", "@ru = i16[64] 0", "64"])
def cast_f32_to_f16(L, G, inp, rn, rz, rd, ru, n):
    for i in range(n):
        for buf, mode in ((rn, "rn"), (rz, "rz"), (rd, "rd"), (ru, "ru")):
            buf.v[i] = i16(f16_bits(f16(inp.v[i], mode)))


@CONVERT.launch("cast_f32_to_bf16", grid=1, block=64, outputs=["rn", "rz", "back"], hexa=["rn", "rz"],
                args=[CAST_IN, "@rn = i16[64] 0", "@rz = i16[64] 0", "@back = f32[64] 0", "64"])
def cast_f32_to_bf16(L, G, inp, rn, rz, back, n):
    for i in range(n):
        b = bf16(inp.v[i])
        rn.v[i] = i16(bf16_bits(b))
        rz.v[i] = i16(bf16_bits(bf16(inp.v[i], "rz")))
        back.v[i] = b


HALF_PAIRS_IN = ("@in = i16[64] [0x0000, 0x8000, 0x3c00, 0xbc00, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x0001, "
                 "0x8001, 0x03ff, 0x0400, 0x5555, 0xd555, 0x2e66, 0x3555" + "".join(
                     ", 0x%04x" % ((0x1000 + k * 0x0a3b) & 0x7bff | ((k % 3 == 1) << 15)) for k in range(48)) + "]")


@CONVERT.launch("cast_half2_pairs", grid=1, block=32, outputs=["wide", "narrow", "as_bf16"],
                hexa=["narrow", "as_bf16"], args=[
                    HALF_PAIRS_IN, "@wide = f32[64] 0", "@narrow = i16[64] 0", "@as_bf16 = i16[64] 0", "32"])
def cast_half2_pairs(L, G, inp, wide, narrow_, as_bf16, pairs):
    for j in range(2 * pairs):
        f = hv(inp.v[j])
        wide.v[j] = f
        narrow_.v[j] = i16(f16_bits(f16(f32r(Q(f) * 3) if math.isfinite(f) and f != 0 else f * 3)))
        as_bf16.v[j] = i16(bf16_bits(bf16(f)))


@CONVERT.launch("cast_half_int", grid=1, block=32, outputs=["h_to_int", "int_to_h"], hexa=["int_to_h"], args=[
    "@h = i16[32] [0x7e00, 0x7c00, 0xfc00, 0x7bff, 0xfbff, 0x4100, 0x4300, 0xc100, 0x37d7, 0x0001, 0x8000, "
    "0x3c00, 0x3e00, 0xbe00, 0x6400, 0x6401, 0x6402, 0x63ff, 0x5a3c, 0xda3c, 0x4248, 0xc7a0, 0x3800, 0xb800, "
    "0x3a00, 0x4880, 0x4d00, 0x5001, 0x7000, 0xf000, 0x0400, 0x3bff]",
    "@ints = i32[32] [0, 1, -1, 2049, 2051, 4097, 4099, 65504, 65519, 65520, 100000, -100000, 2147483647, "
    "-2147483648, 2048, -2050, 1023, 1025, 12345, -12345, 8191, 8193, 32767, -32768, 65535, 300, 301, 302, "
    "303, 7, -7, 16]",
    "@h_to_int = i32[32] 0", "@int_to_h = i16[32] 0", "32"])
def cast_half_int(L, G, h, ints, h_to_int, int_to_h, n):
    for i in range(n):
        v = hv(h.v[i])
        if math.isnan(v):
            h_to_int.v[i] = 0   # cvt.rni.s32.f16: NaN gives 0
        elif math.isinf(v):
            h_to_int.v[i] = 2 ** 31 - 1 if v > 0 else -2 ** 31   # saturates
        else:
            h_to_int.v[i] = round(v)   # nearest, ties to even
        int_to_h.v[i] = i16(f16_bits(f16(ints.v[i])))


# ===========================================================================
# adam_fused

ADAM = File("adam_fused")
ADAM_HP = (1e-3, 0.9, 0.999, 1e-8, 0.01, 1.0 / 1024, 1000)


def adam(p0, m0, v0, g, hp, p):
    lr, b1, b2, eps, wd, inv_scale, step = hp
    bc1 = p(1.0 - p(b1 ** step, ULP["powf"]), 0.5)
    bc2 = p(1.0 - p(b2 ** step, ULP["powf"]), 0.5)
    grad = p(p(g * inv_scale, 0.5) + p(wd * p0, 0.5), 0.5)
    mi = p(p(b1 * m0, 0.5) + p(p(1.0 - b1, 0.5) * grad, 0.5), 0.5)
    vi = p(p(b2 * v0, 0.5) + p(p(p(1.0 - b2, 0.5) * grad, 0.5) * grad, 0.5), 0.5)
    denom = p(p(math.sqrt(p(vi / bc2, 0.5)), ULP["sqrtf"]) + eps, 0.5)
    new_p = p(p0 - p(p(lr * p(mi / bc1, 0.5), 0.5) / denom, 0.5), 0.5)
    return [new_p, mi, vi]


@ADAM.launch("adam_step", grid=2, block=64, outputs=["p", "m", "v", "p16"], hexa=["p16"], args=[
    "@p = f32[128] ((i * 37) % 101) * 0.02 - 1.0",
    "@m = f32[128] ((i * 17) % 23 - 11) * 0.001",
    "@v = f32[128] ((i * 13) % 29 + 1) * 1e-5",
    "@g16 = i16[128] 0x5400 + (i * 389) % 4096 + (i % 3 / 2) * 32768",
    "@p16 = i16[128] 0",
    "@hp = i32[7] [%s]" % ", ".join([str(f32_word(v)) for v in ADAM_HP[:6]] + [str(ADAM_HP[6])]),
    "128"])
def adam_step(L, G, pb, mb, vb, g16, p16, hp_buf, n):
    hp = [P.f32(P.bits_f32(b)) for b in hp_buf.v[:6]] + [hp_buf.v[6]]
    tol = Tol()
    for i in range(n):
        g = hv(g16.v[i])
        (np_, mi, vi), (bp, bm, bv_) = error_bound(lambda p: adam(pb.v[i], mb.v[i], vb.v[i], g, hp, p))
        pb.v[i], mb.v[i], vb.v[i] = f32(np_), f32(mi), f32(vi)
        tol.add("p", np_, bp)
        tol.add("m", mi, bm)
        tol.add("v", vi, bv_)
        p16.v[i] = i16(narrow(np_, bp, F16, "adam p16[%d]" % i))
    return tol.n
