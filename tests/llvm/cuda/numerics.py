"""Floating-point helpers for the models of tests/llvm/cuda/expected.py.

What it gives:

- exact rounding of a rational (or float) value to binary16 (half),
  bfloat16, binary32 and binary64, in the four IEEE directions, with
  overflow handled as IEEE-754 says (`round_binary`, `f16`, `bf16`, ...),
  and the bit patterns of those formats;
- first-order error bounds for a float formula (`error_bound`): the formula
  is written once, in exact (f64) arithmetic, with every rounding and every
  approximate library call wrapped in `p(value, ulps)`; the bound is the sum
  over those places of |d result / d error| * (their error), which is the
  largest change their errors can make to first order (the linearised
  formula is maximal at a corner of the error box, and this sum is that
  maximum);
- the tolerance a `; expect: ... within N ulp` line needs (`ulps_needed`)
  and the check that a narrowing to half or bfloat16 cannot go either way
  (`unambiguous`).

The per-function maximum errors are those of the CUDA C++ Programming
Guide's tables (appendix "Mathematical functions", maximum ulp error of the
single- and double-precision standard functions and of the intrinsics),
with PTX ISA figures for the approximate instructions clang-19 emits where
the guide names none; see ULP below.

                 formula(p) ──p(v, k): v + tiny nudge, one place at a time──┐
  error_bound ──>  r0 = formula(no nudge)                                   │
                   B  = sum_k |formula(nudge k) - r0| * (k's error / nudge) <┘
  ulps_needed(r_exact, B) = ulp distance from f32(r_exact) to the farthest
                            f32 in [r_exact - B, r_exact + B], plus 1 for the
                            model's own f64 evaluation
"""

import math
import struct
from fractions import Fraction

import numpy as np

# Maximum errors, in ulps of the result (CUDA C++ Programming Guide,
# "Standard Functions" tables; single precision unless marked).
ULP = {
    "expf": 2,
    "exp2f": 2,
    "tanhf": 2,
    "erff": 2,
    "logf": 1,
    "log1pf": 1,
    "powf": 8,
    "sincosf": 2,
    "sincospif": 2,
    "rsqrtf": 3,   # guide: 2 ulp; PTX ISA rsqrt.approx.f32: rel. error 2^-22.9 (< 2.2 ulp)
    "sqrtf": 2,    # clang-19 emits sqrt.approx.f32 (no prec-sqrt): PTX ISA rel. error 2^-23
    "__fdividef": 2,
    "rcp_approx": 1,  # rcp.approx.ftz.f32, PTX ISA max rel. error 2^-23 (1 ulp)
    # double precision
    "sin": 2,      # guide tables give 1 or 2 ulp depending on the edition; 2 is used
    "cos": 2,
    "exp": 1,
    "asin": 2,
    "sqrt": 0,
}

# Relative size of the nudge, in units of the place's own ulp: small enough
# to stay linear, large enough to stand out of the f64 evaluation's noise
# (2^-52): an f32 place moves by 2^-29 of its value, an f64 place by 2^-32.
_NUDGE = {32: 2.0 ** -6, 64: 2.0 ** 20}


# ---------------------------------------------------------------------------
# Rounding to binary formats.

class Fmt:
    """A binary floating-point format: precision p (significand bits, with
    the implicit one), smallest and largest normal exponent."""

    def __init__(self, p, emin, emax):
        self.p, self.emin, self.emax = p, emin, emax
        self.max_finite = (2 - Fraction(2) ** (1 - p)) * Fraction(2) ** emax


F16 = Fmt(11, -14, 15)
BF16 = Fmt(8, -126, 127)
F32 = Fmt(24, -126, 127)
F64 = Fmt(53, -1022, 1023)


def round_binary(x, fmt, mode="rn"):
    """x (a float or Fraction, taken exactly) rounded to `fmt` in mode
    rn (nearest, ties to even), rz, rd (toward -inf) or ru; a float.
    Overflow follows IEEE-754: rn goes to infinity, rz to the largest
    finite value, rd/ru by the sign. NaN and infinities pass through."""
    if isinstance(x, float) and (math.isnan(x) or math.isinf(x)):
        return x
    q = Fraction(x)
    if q == 0:
        return math.copysign(0.0, x) if isinstance(x, float) else 0.0
    neg = q < 0
    a = -q if neg else q
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    if Fraction(2) ** (e + 1) <= a:
        e += 1
    quantum = Fraction(2) ** (max(e, fmt.emin) - (fmt.p - 1))
    n = a / quantum
    whole = n.numerator // n.denominator
    rest = n - whole
    if mode == "rn":
        up = rest > Fraction(1, 2) or (rest == Fraction(1, 2) and whole % 2 == 1)
    elif mode == "rz":
        up = False
    elif mode == "ru":
        up = rest > 0 and not neg
    elif mode == "rd":
        up = rest > 0 and neg
    else:
        raise ValueError(mode)
    r = (whole + (1 if up else 0)) * quantum
    if r > fmt.max_finite:
        to_inf = mode == "rn" or (mode == "ru" and not neg) or (mode == "rd" and neg)
        v = math.inf if to_inf else float(fmt.max_finite)
    else:
        v = float(r)
    return -v if neg else v


def f16(x, mode="rn"):
    return round_binary(x, F16, mode)


def bf16(x, mode="rn"):
    return round_binary(x, BF16, mode)


def f32r(x, mode="rn"):
    return round_binary(x, F32, mode)


def f16_bits(v):
    """The binary16 bits of a value representable in binary16 (NaN: 0x7fff)."""
    if math.isnan(v):
        return 0x7FFF
    h = np.float16(v)
    assert float(h) == v or (v == 0), v
    return int(np.array([h], dtype=np.float16).view(np.uint16)[0])


def bits_f16(b):
    return float(np.array([b & 0xFFFF], dtype=np.uint16).view(np.float16)[0])


def bf16_bits(v):
    """The bfloat16 bits of a value representable in bfloat16."""
    if math.isnan(v):
        return 0x7FFF
    b = struct.unpack("<I", struct.pack("<f", v))[0]
    assert b & 0xFFFF == 0, v
    return b >> 16


def bits_bf16(b):
    return struct.unpack("<f", struct.pack("<I", (b & 0xFFFF) << 16))[0]


def f32_word(x):
    """The bits of float x (rounded to f32) as a signed 32-bit integer: how
    a float field of a struct that also holds ints is written into an i32
    buffer."""
    b = struct.unpack("<I", struct.pack("<f", x))[0]
    return b - 2 ** 32 if b >> 31 else b


# ---------------------------------------------------------------------------
# Ulps.

def spacing(v, bits):
    """The ulp of v in binary32 or binary64 (v taken as a value of that format)."""
    fmt = F32 if bits == 32 else F64
    if v == 0 or math.isinf(v) or math.isnan(v):
        return 2.0 ** (fmt.emin - fmt.p + 1)
    e = math.frexp(abs(v))[1] - 1   # 2^e <= |v| < 2^(e+1)
    return 2.0 ** (max(e, fmt.emin) - fmt.p + 1)


def _key(v, bits):
    """Order-preserving integer of a float (as ptxlift's ulp distance)."""
    if bits == 32:
        b = struct.unpack("<I", struct.pack("<f", v))[0]
        return -(b & 0x7FFFFFFF) if b >> 31 else b
    b = struct.unpack("<Q", struct.pack("<d", v))[0]
    return -(b & 0x7FFFFFFFFFFFFFFF) if b >> 63 else b


def ulp_distance(a, b, bits):
    return abs(_key(a, bits) - _key(b, bits))


def ulps_needed(exact, bound, bits=32):
    """N for `within N ulp`: the listed value is `exact` rounded to nearest;
    the computed one lies within `bound` of `exact`. N is the ulp distance
    from the listed value to the farthest representable value of the
    interval, plus 1 for the model's own (f64) evaluation."""
    fmt = F32 if bits == 32 else F64
    listed = round_binary(exact, fmt)
    lo = round_binary(Fraction(exact) - Fraction(bound), fmt, "rd")
    hi = round_binary(Fraction(exact) + Fraction(bound), fmt, "ru")
    return max(ulp_distance(listed, lo, bits), ulp_distance(listed, hi, bits)) + 1


def unambiguous(exact, bound, fmt):
    """Does every value within `bound` of `exact` (plus one f32 ulp of the
    model's own error) round to the same `fmt` (half, bfloat16) value?"""
    slack = bound + spacing(exact, 32)
    return round_binary(exact - slack, fmt) == round_binary(exact + slack, fmt)


# ---------------------------------------------------------------------------
# First-order error bounds.

class _Places:
    """The `p` a formula calls at each rounding or approximate function:
    p(v, ulps, bits=32) returns v, or v nudged when it is the place being
    probed; p.abs(v, err) is the same with an absolute error. The first
    (unprobed) run records each place's error and nudge; a probing run
    nudges place `probe` by the size recorded for it."""

    def __init__(self, recorded=None, probe=None):
        self.recorded = recorded
        self.probe = probe
        self.count = 0
        self.sizes = []   # per place: (error size, nudge), on the recording run

    def __call__(self, v, ulps, bits=32):
        i = self.count
        self.count += 1
        if self.recorded is not None:
            return v + self.recorded[i][1] if i == self.probe else v
        err = ulps * spacing(v, bits)
        self.sizes.append((err, err * _NUDGE[bits]))
        return v

    def abs(self, v, err, bits=32):
        i = self.count
        self.count += 1
        if self.recorded is not None:
            return v + self.recorded[i][1] if i == self.probe else v
        self.sizes.append((err, err * _NUDGE[bits]))
        return v


def error_bound(formula):
    """formula(p) -> a float or a list of floats, written in exact (f64)
    arithmetic with p(...) at every place that rounds or approximates.
    Returns (values, bounds): the unperturbed values and, for each, the
    first-order bound on how far the errors of all places can move it."""
    base = _Places()
    r0 = formula(base)
    scalar = not isinstance(r0, (list, tuple))
    r0 = [r0] if scalar else list(r0)
    bounds = [0.0] * len(r0)
    for k, (err, nudge) in enumerate(base.sizes):
        if err == 0:
            continue
        r = formula(_Places(base.sizes, k))
        r = [r] if scalar else list(r)
        for j, (a, b) in enumerate(zip(r, r0)):
            bounds[j] += abs(a - b) / nudge * err
    return (r0[0], bounds[0]) if scalar else (r0, bounds)


# ---------------------------------------------------------------------------
# Self-check of the rounding against two independent references.

def selftest(count=4000):
    """round_binary against numpy's float64 -> float16 conversion, and the
    bfloat16 rounding against the usual bit formula on the f32 bits
    (add 0x7fff plus the lowest kept bit, truncate); values from a fixed
    LCG over the whole half range, subnormals, ties and overflow included.
    Returns the number of values checked; raises on a mismatch."""
    state = 12345
    for k in range(count):
        state = (state * 6364136223846793005 + 1442695040888963407) & (2 ** 64 - 1)
        bits = state >> 40                                # 24 random bits
        exp = (state >> 20) % 44 - 28                     # 2^-28 .. 2^15
        sign = -1.0 if state & 1 else 1.0
        x = sign * (1 + bits / 2.0 ** 24) * 2.0 ** exp
        if k % 7 == 0:                                    # an exact half tie
            x = sign * (float(np.float16(x)) + spacing16(x) / 2)
        want = float(np.float16(x)) if abs(x) < 65520 else math.copysign(math.inf, x)
        got = f16(x)
        assert got == want or (math.isinf(want) and math.isinf(got)), (x, got, want)
        v = float(np.float32(x))
        b = struct.unpack("<I", struct.pack("<f", v))[0]
        ref = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) & 0xFFFF
        assert bf16_bits(bf16(v)) == ref, (v, hex(ref))
    return count


def spacing16(x):
    return float(np.spacing(np.float16(abs(x))))
