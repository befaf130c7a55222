//! Test cases of directed rounding with expectations from an exact model,
//! shared by the interpreter's tests (`ir::rounding`) and the PTX
//! simulator's (`ptx::sim::eval::round`): each engine is checked against
//! the model, not against the other.
//!
//! Rows are `(op, type, a, b, c, [rn, rz, rm, rp])` on bit patterns (`c`
//! only for `fma`). Printed by `python3 cases.py` (the two scripts below,
//! `model.py` then `cases.py`, in one folder): each exact result is a
//! `Fraction`, rounded once to binary32/binary64 by the IEEE 754 rules.
//!
//! ```python
//! # Exact model: each case's exact result as a Fraction, rounded once to
//! # binary32/binary64 by the IEEE 754 rules, printed as Rust test rows.
//! import struct
//! from fractions import Fraction as Fr
//!
//! FMT = {"f32": (24, -126, 128, "<I", "<f"), "f64": (53, -1022, 1024, "<Q", "<d")}
//!
//! def val(bits, t):
//!     p, emin, emax, ib, fb = FMT[t]
//!     x = struct.unpack(fb, struct.pack(ib, bits))[0]
//!     if x != x or x in (float("inf"), float("-inf")):
//!         return x
//!     return Fr(x)
//!
//! def neg0(bits, t):
//!     return bits == (0x80000000 if t == "f32" else 1 << 63)
//!
//! def encode(sign, mag, t):
//!     """bits of the float of magnitude `mag` (exactly representable or inf)"""
//!     p, emin, emax, ib, fb = FMT[t]
//!     if mag == "inf":
//!         x = float("inf")
//!     else:
//!         x = float(mag)
//!         assert Fr(x) == mag
//!     if sign:
//!         x = -x
//!     return struct.unpack(ib, struct.pack(fb, x))[0]
//!
//! def round_exact(q, mode, t):
//!     p, emin, emax, ib, fb = FMT[t]
//!     sign = q < 0
//!     m = abs(q)
//!     # exponent e with 2^e <= m < 2^(e+1), clamped at emin for subnormals
//!     e = m.numerator.bit_length() - m.denominator.bit_length()
//!     if Fr(2) ** e > m:
//!         e -= 1
//!     e = max(e, emin)
//!     ulp = Fr(2) ** (e - p + 1)
//!     k, rest = divmod(m, ulp)
//!     if rest == 0:
//!         up = False
//!     elif mode == "rn":
//!         up = rest > ulp / 2 or (rest == ulp / 2 and k % 2 == 1)
//!     elif mode == "rz":
//!         up = False
//!     elif mode == "rm":
//!         up = sign
//!     else:
//!         up = not sign
//!     mag = (k + (1 if up else 0)) * ulp
//!     maxf = (2 - Fr(2) ** (1 - p)) * Fr(2) ** (emax - 1)
//!     if mag > maxf:
//!         away = mode == "rn" or (mode == "rp" and not sign) or (mode == "rm" and sign)
//!         return encode(sign, "inf" if away else maxf, t)
//!     return encode(sign, mag, t)
//!
//! NAN = {"f32": 0x7FFFFFFF, "f64": 0x7FFFFFFFFFFFFFFF}
//!
//! def compute(op, mode, t, a, b, c):
//!     x, y, z = val(a, t), val(b, t), val(c, t)
//!     fl = lambda v: v if isinstance(v, float) else float(v)
//!     if any(isinstance(v, float) for v in (x, y, z)):
//!         # NaN and infinities: host IEEE arithmetic decides (no rounding involved)
//!         X, Y, Z = fl(x), fl(y), fl(z)
//!         r = {"add": X + Y, "sub": X - Y, "mul": X * Y, "fma": X * Y + Z}[op]
//!         if r != r:
//!             return NAN[t]
//!         if r in (float("inf"), float("-inf")):
//!             return encode(r < 0, "inf", t)
//!         # an infinite operand with a finite result cannot happen here
//!         raise Exception("unexpected")
//!     if op == "add":
//!         q, zs = x + y, (neg0(a, t), neg0(b, t))
//!     elif op == "sub":
//!         q, zs = x - y, (neg0(a, t), not neg0(b, t))
//!     elif op == "mul":
//!         q = x * y
//!         if q == 0:
//!             return encode(neg0(a, t) ^ neg0(b, t) ^ (x < 0) ^ (y < 0), Fr(0), t)
//!         return round_exact(q, mode, t)
//!     else:
//!         prod_neg = neg0(a, t) ^ neg0(b, t) ^ (x < 0) ^ (y < 0)
//!         q, zs = x * y + z, (prod_neg if x * y == 0 else x * y < 0, neg0(c, t) if z == 0 else z < 0)
//!     if q == 0:
//!         both_zero_terms = (op != "fma" and x == 0 and y == 0) or (op == "fma" and x * y == 0 and z == 0)
//!         if both_zero_terms and zs[0] == zs[1]:
//!             return encode(zs[0], Fr(0), t)
//!         return encode(mode == "rm", Fr(0), t)
//!     return round_exact(q, mode, t)
//! ```
//!
//! ```python
//! import random, struct, sys
//! sys.path.insert(0, "/tmp/rnd")
//! from model import compute
//! from fractions import Fraction as Fr
//!
//! def b32(x): return struct.unpack("<I", struct.pack("<f", x))[0]
//! def b64(x): return struct.unpack("<Q", struct.pack("<d", x))[0]
//! MAX32, MAX64 = 0x7F7FFFFF, 0x7FEFFFFFFFFFFFFF
//! NAN32, NAN64 = 0x7FC00000, 0x7FF8000000000000
//! INF32, INF64 = 0x7F800000, 0x7FF0000000000000
//! cases = [
//!   # ties and near-ties
//!   ("add", "f32", b32(1.0), b32(2.0**-24), 0),
//!   ("add", "f32", b32(1.0), b32(3*2.0**-25), 0),
//!   ("add", "f32", b32(-1.0), b32(-(2.0**-24)), 0),
//!   ("add", "f32", b32(1.0 + 2.0**-23), b32(2.0**-24), 0),
//!   ("sub", "f32", b32(1.0), b32(2.0**-30), 0),
//!   ("add", "f64", b64(1.0), b64(2.0**-53), 0),
//!   ("add", "f64", b64(-1.0), b64(-(2.0**-60)), 0),
//!   ("sub", "f64", b64(1.0), b64(2.0**-60), 0),
//!   # exact zeros and their signs
//!   ("add", "f32", b32(1.5), b32(-1.5), 0),
//!   ("sub", "f32", b32(2.0), b32(2.0), 0),
//!   ("add", "f32", 0x80000000, 0x80000000, 0),
//!   ("add", "f32", 0, 0x80000000, 0),
//!   ("sub", "f32", 0x80000000, 0, 0),
//!   ("add", "f64", b64(3.0), b64(-3.0), 0),
//!   ("add", "f64", 1 << 63, 1 << 63, 0),
//!   ("mul", "f32", 0x80000000, b32(5.0), 0),
//!   ("mul", "f64", 0, b64(-5.0), 0),
//!   # overflow per direction
//!   ("mul", "f32", b32(2.0**127), b32(4.0), 0),
//!   ("mul", "f32", b32(-(2.0**127)), b32(4.0), 0),
//!   ("add", "f32", MAX32, MAX32, 0),
//!   ("add", "f32", MAX32, b32(2.0**103), 0),
//!   ("mul", "f64", b64(2.0**1023), b64(-2.0), 0),
//!   ("add", "f64", MAX64, MAX64, 0),
//!   # subnormals
//!   ("mul", "f32", 1, b32(0.5), 0),
//!   ("mul", "f32", 1, b32(1.5), 0),
//!   ("mul", "f32", 3, b32(0.5), 0),
//!   ("mul", "f32", b32(2.0**-126), b32(-0.75), 0),
//!   ("add", "f32", 1, 0x80000002, 0),
//!   ("mul", "f64", 1, b64(0.5), 0),
//!   ("mul", "f64", 3, b64(-0.5), 0),
//!   ("mul", "f64", b64(2.0**-1000), b64(2.0**-60 * 1.3), 0),
//!   # NaN and infinities
//!   ("add", "f32", NAN32, b32(1.0), 0),
//!   ("add", "f32", INF32, INF32 | 0x80000000, 0),
//!   ("mul", "f32", INF32, 0, 0),
//!   ("sub", "f64", INF64, b64(1e300), 0),
//!   ("add", "f64", 0x7FF0000000000001, b64(1.0), 0),
//!   # fma: one rounding
//!   ("fma", "f32", b32(1 + 2.0**-23), b32(1 - 2.0**-23), 0),
//!   ("fma", "f32", b32(1 + 2.0**-23), b32(1 + 2.0**-23), b32(-1.0)),
//!   ("fma", "f32", b32(1.0), b32(1.0), b32(-1.0)),
//!   ("fma", "f32", 0x80000000, b32(1.0), 0),
//!   ("fma", "f32", 0x80000000, b32(1.0), 0x80000000),
//!   ("fma", "f32", 0, b32(-1.0), 0),
//!   ("fma", "f32", MAX32, b32(1.0), MAX32),
//!   ("fma", "f32", MAX32, b32(2.0), b32(-3.0e38)),
//!   ("fma", "f32", 1, b32(0.5), 0),
//!   ("fma", "f32", 1, b32(0.5), 0x80000000),
//!   ("fma", "f32", b32(2.0**-70), b32(2.0**-70), b32(-(2.0**-126))),
//!   ("fma", "f32", INF32, 0, b32(1.0)),
//!   ("fma", "f32", INF32, b32(1.0), b32(1.0)),
//!   ("fma", "f32", b32(1.0), b32(1.0), NAN32),
//!   ("fma", "f32", b32(3.0), b32(1.0/3.0), b32(-1.0)),
//!   ("fma", "f32", b32(2.0**64), b32(2.0**64), b32(1.0)),
//!   ("fma", "f32", b32(-(2.0**64)), b32(2.0**64), b32(1.0)),
//!   ("fma", "f64", b64(1 + 2.0**-52), b64(1 - 2.0**-52), 0),
//!   ("fma", "f64", b64(1 + 2.0**-52), b64(1 + 2.0**-52), b64(-1.0)),
//!   ("fma", "f64", b64(0.1), b64(10.0), b64(-1.0)),
//!   ("fma", "f64", b64(1.0), b64(-1.0), b64(1.0)),
//!   ("fma", "f64", 1 << 63, b64(2.0), 1 << 63),
//!   ("fma", "f64", MAX64, b64(1.5), b64(-(2.0**1023))),
//!   ("fma", "f64", MAX64, b64(-1.0), b64(-(2.0**970))),
//!   ("fma", "f64", 1, b64(0.5), 0),
//!   ("fma", "f64", 1, b64(-0.5), 1 << 63),
//!   ("fma", "f64", b64(2.0**-600), b64(2.0**-600), b64(2.0**-1022)),
//!   ("fma", "f64", b64(2.0**-600), b64(-(2.0**-600)), b64(2.0**-1022)),
//!   ("fma", "f64", b64(2.0**600), b64(2.0**400), b64(-1.0)),
//!   ("fma", "f64", b64(1e-300), b64(1e-300), b64(-1.0)),
//!   ("fma", "f64", INF64, 1 << 63, b64(1.0)),
//! ]
//! random.seed(18)
//! def rnd_float(t):
//!     if t == "f32":
//!         return b32(random.uniform(1, 2) * 2.0 ** random.randint(-20, 20) * random.choice([1, -1]))
//!     return b64(random.uniform(1, 2) * 2.0 ** random.randint(-40, 40) * random.choice([1, -1]))
//! for t in ("f32", "f64"):
//!     for _ in range(12):
//!         a, b = rnd_float(t), rnd_float(t)
//!         c = rnd_float(t)
//!         cases.append(("fma", t, a, b, c))
//! for t in ("f32", "f64"):
//!     for _ in range(4):
//!         cases.append(("add", t, rnd_float(t), rnd_float(t), 0))
//!         cases.append(("mul", t, rnd_float(t), rnd_float(t), 0))
//! print("// op, type, a, b, c, [rn, rz, rm, rp]")
//! for op, t, a, b, c in cases:
//!     w = 8 if t == "f32" else 16
//!     res = [compute(op, m, t, a, b, c) for m in ("rn", "rz", "rm", "rp")]
//!     h = lambda v: f"0x{v:0{w}x}"
//!     print(f"    ({op.capitalize()}, {t.upper()}, {h(a)}, {h(b)}, {h(c)}, [{', '.join(h(r) for r in res)}]),")
//! ```
//!
//! Division, square root and the conversions to float (`CONVERSIONS`)
//! come from a third script, `more_cases.py` beside the two above,
//! run as `python3 more_cases.py rust`:
//!
//! ```python
//! # Division, square root and conversions to float under rn rz rm rp:
//! # each exact result as a Python Fraction (an irrational root as a value
//! # strictly inside the same rounding interval), rounded once by model.py's
//! # IEEE 754 rules. Prints the Rust rows (`rust`) or the filetest (`plir`).
//! import math, random, struct, sys
//! sys.path.insert(0, "/tmp/rnd")
//! from model import round_exact, encode, val, NAN
//! from fractions import Fraction as Fr
//!
//! MODES = ("rn", "rz", "rm", "rp")
//! def b32(x): return struct.unpack("<I", struct.pack("<f", x))[0]
//! def b64(x): return struct.unpack("<Q", struct.pack("<d", x))[0]
//! def sign(bits, t): return bits >> (31 if t == "f32" else 63) == 1
//! def is_nan(bits, t):
//!     v = val(bits, t); return isinstance(v, float) and v != v
//! def is_inf(bits, t):
//!     v = val(bits, t); return isinstance(v, float) and v == v
//! def is_zero(bits, t): return not isinstance(val(bits, t), float) and val(bits, t) == 0
//!
//! def div(mode, t, a, b):
//!     neg = sign(a, t) != sign(b, t)
//!     if is_nan(a, t) or is_nan(b, t) or (is_inf(a, t) and is_inf(b, t)) or (is_zero(a, t) and is_zero(b, t)):
//!         return NAN[t]
//!     if is_inf(a, t) or is_zero(b, t):
//!         return encode(neg, "inf", t)
//!     if is_inf(b, t) or is_zero(a, t):
//!         return encode(neg, Fr(0), t)
//!     return round_exact(val(a, t) / val(b, t), mode, t)
//!
//! S = 1200  # 2^-S lies below every rounding boundary of f32/f64 results
//! def sqrt(mode, t, a):
//!     if is_nan(a, t) or (sign(a, t) and not is_zero(a, t)):
//!         return NAN[t]
//!     if is_zero(a, t) or is_inf(a, t):
//!         return a
//!     n = val(a, t) * 2 ** (2 * S)
//!     assert n.denominator == 1
//!     r = math.isqrt(n.numerator)
//!     q = Fr(r, 2 ** S) if r * r == n.numerator else Fr(2 * r + 1, 2 ** (S + 1))
//!     return round_exact(q, mode, t)
//!
//! def demote(mode, a):
//!     if is_nan(a, "f64"):
//!         return NAN["f32"]
//!     if is_inf(a, "f64"):
//!         return encode(sign(a, "f64"), "inf", "f32")
//!     if is_zero(a, "f64"):
//!         return encode(sign(a, "f64"), Fr(0), "f32")
//!     return round_exact(val(a, "f64"), mode, "f32")
//!
//! def from_int(mode, v, t):
//!     return 0 if v == 0 else round_exact(Fr(v), mode, t)
//!
//! MAX32, MAX64 = 0x7F7FFFFF, 0x7FEFFFFFFFFFFFFF
//! INF32, INF64 = 0x7F800000, 0x7FF0000000000000
//! NAN32, NAN64 = 0x7FC00000, 0x7FF8000000000000
//! div_cases = [
//!     ("f32", b32(1.0), b32(3.0)), ("f32", b32(2.0), b32(3.0)), ("f32", b32(-1.0), b32(3.0)),
//!     ("f32", b32(6.0), b32(3.0)), ("f32", b32(1.0), MAX32), ("f32", MAX32, b32(0.5)),
//!     ("f32", 1, b32(2.0)), ("f32", 3, b32(-2.0)), ("f32", b32(1.0), 0), ("f32", 0x80000000, 0),
//!     ("f32", INF32, INF32 | 0x80000000), ("f32", 0x80000000, b32(5.0)), ("f32", b32(5.0), INF32 | 0x80000000),
//!     ("f32", NAN32, b32(1.0)), ("f32", b32(-7.0), 0x80000000),
//!     ("f64", b64(1.0), b64(3.0)), ("f64", b64(-2.0), b64(3.0)), ("f64", b64(10.0), b64(4.0)),
//!     ("f64", b64(1.0), MAX64), ("f64", MAX64, b64(0.25)), ("f64", 1, b64(2.0)), ("f64", 3, b64(-2.0)),
//!     ("f64", b64(1.0), 1 << 63), ("f64", 0, 0), ("f64", INF64, b64(2.0)), ("f64", b64(2.0), INF64),
//!     ("f64", NAN64, b64(1.0)), ("f64", b64(2.0**-1000), b64(2.0**70 * 1.3)),
//! ]
//! sqrt_cases = [
//!     ("f32", b32(2.0)), ("f32", b32(3.0)), ("f32", b32(0.5)), ("f32", b32(4.0)), ("f32", 1), ("f32", 3),
//!     ("f32", MAX32), ("f32", b32(-1.0)), ("f32", 0x80000000), ("f32", INF32), ("f32", NAN32), ("f32", b32(1e-40)),
//!     ("f64", b64(2.0)), ("f64", b64(3.0)), ("f64", b64(0.1)), ("f64", b64(9.0)), ("f64", 1), ("f64", 5),
//!     ("f64", MAX64), ("f64", b64(-2.0)), ("f64", 1 << 63), ("f64", INF64), ("f64", NAN64), ("f64", INF64 | 1 << 63),
//! ]
//! random.seed(22)
//! def rnd_float(t):
//!     if t == "f32":
//!         return b32(random.uniform(1, 2) * 2.0 ** random.randint(-20, 20) * random.choice([1, -1]))
//!     return b64(random.uniform(1, 2) * 2.0 ** random.randint(-40, 40) * random.choice([1, -1]))
//! for t in ("f32", "f64"):
//!     for _ in range(6):
//!         div_cases.append((t, rnd_float(t), rnd_float(t)))
//!         sqrt_cases.append((t, rnd_float(t) & ~(1 << (31 if t == "f32" else 63))))
//! demote_cases = [b64(1/3), b64(-1/3), b64(1e39), b64(-1e39), b64(1e-46), b64(2.0**-150), b64(3 * 2.0**-150),
//!     b64(-(2.0**-149) * 1.5), b64(float(val(MAX32, "f32"))), b64(float(val(MAX32, "f32")) * (1 + 2.0**-25)),
//!     b64(0.1), b64(2.0**-126 * (1 - 2.0**-30)), NAN64, 1 << 63, INF64 | 1 << 63]
//! # (from type, signed, value)
//! int_cases = [("i32", True, 16777217), ("i32", True, -16777217), ("i32", True, 2**31 - 1), ("i32", True, -2**31),
//!     ("i32", True, 0), ("i32", True, -3), ("i32", False, 2**32 - 1), ("i32", False, 2**31 + 129),
//!     ("i64", True, 2**53 + 1), ("i64", True, -(2**53 + 1)), ("i64", True, 2**63 - 1), ("i64", True, -2**63),
//!     ("i64", True, 123456789012345678), ("i64", False, 2**64 - 1), ("i64", False, 2**63 + 2**10 + 1)]
//!
//! def hx(v, t): return f"0x{v:0{8 if t in ('f32', 'i32') else 16}x}"
//! if sys.argv[1] == "rust":
//!     print("// Div and Sqrt rows (b is 0 for Sqrt)")
//!     for t, a, b in div_cases:
//!         res = [div(m, t, a, b) for m in MODES]
//!         print(f"    (Div, {t.upper()}, {hx(a,t)}, {hx(b,t)}, {hx(0,t)}, [{', '.join(hx(r,t) for r in res)}]),")
//!     for t, a in sqrt_cases:
//!         res = [sqrt(m, t, a) for m in MODES]
//!         print(f"    (Sqrt, {t.upper()}, {hx(a,t)}, {hx(0,t)}, {hx(0,t)}, [{', '.join(hx(r,t) for r in res)}]),")
//!     print("// CONVERSIONS")
//!     for a in demote_cases:
//!         res = [demote(m, a) for m in MODES]
//!         print(f"    (Demote, F64, F32, {hx(a,'f64')}, [{', '.join(hx(r,'f32') for r in res)}]),")
//!     for fr, s, v in int_cases:
//!         bits = v & ((1 << (32 if fr == "i32" else 64)) - 1)
//!         for to in ("f32", "f64"):
//!             res = [from_int(m, v, to) for m in MODES]
//!             kind = "Sint" if s else "Uint"
//!             print(f"    ({kind}, {fr.upper()}, {to.upper()}, {hx(bits, fr)}, [{', '.join(hx(r,to) for r in res)}]),")
//! ```

use super::RoundedOp::{self, Add, Div, Fma, Mul, Sqrt, Sub};
use crate::ir::Type;

const F32: Type = Type::F32;
const F64: Type = Type::F64;

/// One operation and its result under `rn rz rm rp`.
pub(crate) type Case = (RoundedOp, Type, u64, u64, u64, [u64; 4]);

#[rustfmt::skip]
pub(crate) const CASES: &[Case] = &[
    (Add, F32, 0x3f800000, 0x33800000, 0x00000000, [0x3f800000, 0x3f800000, 0x3f800000, 0x3f800001]),
    (Add, F32, 0x3f800000, 0x33c00000, 0x00000000, [0x3f800001, 0x3f800000, 0x3f800000, 0x3f800001]),
    (Add, F32, 0xbf800000, 0xb3800000, 0x00000000, [0xbf800000, 0xbf800000, 0xbf800001, 0xbf800000]),
    (Add, F32, 0x3f800001, 0x33800000, 0x00000000, [0x3f800002, 0x3f800001, 0x3f800001, 0x3f800002]),
    (Sub, F32, 0x3f800000, 0x30800000, 0x00000000, [0x3f800000, 0x3f7fffff, 0x3f7fffff, 0x3f800000]),
    (Add, F64, 0x3ff0000000000000, 0x3ca0000000000000, 0x0000000000000000, [0x3ff0000000000000, 0x3ff0000000000000, 0x3ff0000000000000, 0x3ff0000000000001]),
    (Add, F64, 0xbff0000000000000, 0xbc30000000000000, 0x0000000000000000, [0xbff0000000000000, 0xbff0000000000000, 0xbff0000000000001, 0xbff0000000000000]),
    (Sub, F64, 0x3ff0000000000000, 0x3c30000000000000, 0x0000000000000000, [0x3ff0000000000000, 0x3fefffffffffffff, 0x3fefffffffffffff, 0x3ff0000000000000]),
    (Add, F32, 0x3fc00000, 0xbfc00000, 0x00000000, [0x00000000, 0x00000000, 0x80000000, 0x00000000]),
    (Sub, F32, 0x40000000, 0x40000000, 0x00000000, [0x00000000, 0x00000000, 0x80000000, 0x00000000]),
    (Add, F32, 0x80000000, 0x80000000, 0x00000000, [0x80000000, 0x80000000, 0x80000000, 0x80000000]),
    (Add, F32, 0x00000000, 0x80000000, 0x00000000, [0x00000000, 0x00000000, 0x80000000, 0x00000000]),
    (Sub, F32, 0x80000000, 0x00000000, 0x00000000, [0x80000000, 0x80000000, 0x80000000, 0x80000000]),
    (Add, F64, 0x4008000000000000, 0xc008000000000000, 0x0000000000000000, [0x0000000000000000, 0x0000000000000000, 0x8000000000000000, 0x0000000000000000]),
    (Add, F64, 0x8000000000000000, 0x8000000000000000, 0x0000000000000000, [0x8000000000000000, 0x8000000000000000, 0x8000000000000000, 0x8000000000000000]),
    (Mul, F32, 0x80000000, 0x40a00000, 0x00000000, [0x80000000, 0x80000000, 0x80000000, 0x80000000]),
    (Mul, F64, 0x0000000000000000, 0xc014000000000000, 0x0000000000000000, [0x8000000000000000, 0x8000000000000000, 0x8000000000000000, 0x8000000000000000]),
    (Mul, F32, 0x7f000000, 0x40800000, 0x00000000, [0x7f800000, 0x7f7fffff, 0x7f7fffff, 0x7f800000]),
    (Mul, F32, 0xff000000, 0x40800000, 0x00000000, [0xff800000, 0xff7fffff, 0xff800000, 0xff7fffff]),
    (Add, F32, 0x7f7fffff, 0x7f7fffff, 0x00000000, [0x7f800000, 0x7f7fffff, 0x7f7fffff, 0x7f800000]),
    (Add, F32, 0x7f7fffff, 0x73000000, 0x00000000, [0x7f800000, 0x7f7fffff, 0x7f7fffff, 0x7f800000]),
    (Mul, F64, 0x7fe0000000000000, 0xc000000000000000, 0x0000000000000000, [0xfff0000000000000, 0xffefffffffffffff, 0xfff0000000000000, 0xffefffffffffffff]),
    (Add, F64, 0x7fefffffffffffff, 0x7fefffffffffffff, 0x0000000000000000, [0x7ff0000000000000, 0x7fefffffffffffff, 0x7fefffffffffffff, 0x7ff0000000000000]),
    (Mul, F32, 0x00000001, 0x3f000000, 0x00000000, [0x00000000, 0x00000000, 0x00000000, 0x00000001]),
    (Mul, F32, 0x00000001, 0x3fc00000, 0x00000000, [0x00000002, 0x00000001, 0x00000001, 0x00000002]),
    (Mul, F32, 0x00000003, 0x3f000000, 0x00000000, [0x00000002, 0x00000001, 0x00000001, 0x00000002]),
    (Mul, F32, 0x00800000, 0xbf400000, 0x00000000, [0x80600000, 0x80600000, 0x80600000, 0x80600000]),
    (Add, F32, 0x00000001, 0x80000002, 0x00000000, [0x80000001, 0x80000001, 0x80000001, 0x80000001]),
    (Mul, F64, 0x0000000000000001, 0x3fe0000000000000, 0x0000000000000000, [0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000001]),
    (Mul, F64, 0x0000000000000003, 0xbfe0000000000000, 0x0000000000000000, [0x8000000000000002, 0x8000000000000001, 0x8000000000000002, 0x8000000000000001]),
    (Mul, F64, 0x0170000000000000, 0x3c34cccccccccccd, 0x0000000000000000, [0x0000000000005333, 0x0000000000005333, 0x0000000000005333, 0x0000000000005334]),
    (Add, F32, 0x7fc00000, 0x3f800000, 0x00000000, [0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff]),
    (Add, F32, 0x7f800000, 0xff800000, 0x00000000, [0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff]),
    (Mul, F32, 0x7f800000, 0x00000000, 0x00000000, [0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff]),
    (Sub, F64, 0x7ff0000000000000, 0x7e37e43c8800759c, 0x0000000000000000, [0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000]),
    (Add, F64, 0x7ff0000000000001, 0x3ff0000000000000, 0x0000000000000000, [0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff]),
    (Fma, F32, 0x3f800001, 0x3f7ffffe, 0x00000000, [0x3f800000, 0x3f7fffff, 0x3f7fffff, 0x3f800000]),
    (Fma, F32, 0x3f800001, 0x3f800001, 0xbf800000, [0x34800000, 0x34800000, 0x34800000, 0x34800001]),
    (Fma, F32, 0x3f800000, 0x3f800000, 0xbf800000, [0x00000000, 0x00000000, 0x80000000, 0x00000000]),
    (Fma, F32, 0x80000000, 0x3f800000, 0x00000000, [0x00000000, 0x00000000, 0x80000000, 0x00000000]),
    (Fma, F32, 0x80000000, 0x3f800000, 0x80000000, [0x80000000, 0x80000000, 0x80000000, 0x80000000]),
    (Fma, F32, 0x00000000, 0xbf800000, 0x00000000, [0x00000000, 0x00000000, 0x80000000, 0x00000000]),
    (Fma, F32, 0x7f7fffff, 0x3f800000, 0x7f7fffff, [0x7f800000, 0x7f7fffff, 0x7f7fffff, 0x7f800000]),
    (Fma, F32, 0x7f7fffff, 0x40000000, 0xff61b1e6, [0x7f800000, 0x7f7fffff, 0x7f7fffff, 0x7f800000]),
    (Fma, F32, 0x00000001, 0x3f000000, 0x00000000, [0x00000000, 0x00000000, 0x00000000, 0x00000001]),
    (Fma, F32, 0x00000001, 0x3f000000, 0x80000000, [0x00000000, 0x00000000, 0x00000000, 0x00000001]),
    (Fma, F32, 0x1c800000, 0x1c800000, 0x80800000, [0x807ffe00, 0x807ffe00, 0x807ffe00, 0x807ffe00]),
    (Fma, F32, 0x7f800000, 0x00000000, 0x3f800000, [0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff]),
    (Fma, F32, 0x7f800000, 0x3f800000, 0x3f800000, [0x7f800000, 0x7f800000, 0x7f800000, 0x7f800000]),
    (Fma, F32, 0x3f800000, 0x3f800000, 0x7fc00000, [0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff]),
    (Fma, F32, 0x40400000, 0x3eaaaaab, 0xbf800000, [0x33000000, 0x33000000, 0x33000000, 0x33000000]),
    (Fma, F32, 0x5f800000, 0x5f800000, 0x3f800000, [0x7f800000, 0x7f7fffff, 0x7f7fffff, 0x7f800000]),
    (Fma, F32, 0xdf800000, 0x5f800000, 0x3f800000, [0xff800000, 0xff7fffff, 0xff800000, 0xff7fffff]),
    (Fma, F64, 0x3ff0000000000001, 0x3feffffffffffffe, 0x0000000000000000, [0x3ff0000000000000, 0x3fefffffffffffff, 0x3fefffffffffffff, 0x3ff0000000000000]),
    (Fma, F64, 0x3ff0000000000001, 0x3ff0000000000001, 0xbff0000000000000, [0x3cc0000000000000, 0x3cc0000000000000, 0x3cc0000000000000, 0x3cc0000000000001]),
    (Fma, F64, 0x3fb999999999999a, 0x4024000000000000, 0xbff0000000000000, [0x3c90000000000000, 0x3c90000000000000, 0x3c90000000000000, 0x3c90000000000000]),
    (Fma, F64, 0x3ff0000000000000, 0xbff0000000000000, 0x3ff0000000000000, [0x0000000000000000, 0x0000000000000000, 0x8000000000000000, 0x0000000000000000]),
    (Fma, F64, 0x8000000000000000, 0x4000000000000000, 0x8000000000000000, [0x8000000000000000, 0x8000000000000000, 0x8000000000000000, 0x8000000000000000]),
    (Fma, F64, 0x7fefffffffffffff, 0x3ff8000000000000, 0xffe0000000000000, [0x7feffffffffffffe, 0x7feffffffffffffe, 0x7feffffffffffffe, 0x7fefffffffffffff]),
    (Fma, F64, 0x7fefffffffffffff, 0xbff0000000000000, 0xfc90000000000000, [0xfff0000000000000, 0xffefffffffffffff, 0xfff0000000000000, 0xffefffffffffffff]),
    (Fma, F64, 0x0000000000000001, 0x3fe0000000000000, 0x0000000000000000, [0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000001]),
    (Fma, F64, 0x0000000000000001, 0xbfe0000000000000, 0x8000000000000000, [0x8000000000000000, 0x8000000000000000, 0x8000000000000001, 0x8000000000000000]),
    (Fma, F64, 0x1a70000000000000, 0x1a70000000000000, 0x0010000000000000, [0x0010000000000000, 0x0010000000000000, 0x0010000000000000, 0x0010000000000001]),
    (Fma, F64, 0x1a70000000000000, 0x9a70000000000000, 0x0010000000000000, [0x0010000000000000, 0x000fffffffffffff, 0x000fffffffffffff, 0x0010000000000000]),
    (Fma, F64, 0x6570000000000000, 0x58f0000000000000, 0xbff0000000000000, [0x7e70000000000000, 0x7e6fffffffffffff, 0x7e6fffffffffffff, 0x7e70000000000000]),
    (Fma, F64, 0x01a56e1fc2f8f359, 0x01a56e1fc2f8f359, 0xbff0000000000000, [0xbff0000000000000, 0xbfefffffffffffff, 0xbff0000000000000, 0xbfefffffffffffff]),
    (Fma, F64, 0x7ff0000000000000, 0x8000000000000000, 0x3ff0000000000000, [0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff]),
    (Fma, F32, 0xc39733b0, 0xc51ea7d0, 0xbe976bb2, [0x493b6a04, 0x493b6a03, 0x493b6a03, 0x493b6a04]),
    (Fma, F32, 0xbbf1844e, 0xb9731a16, 0x3b42d45e, [0x3b42f109, 0x3b42f109, 0x3b42f109, 0x3b42f10a]),
    (Fma, F32, 0xbb95a2b7, 0xbbc9ab66, 0xbf1ba90a, [0xbf1ba732, 0xbf1ba732, 0xbf1ba733, 0xbf1ba732]),
    (Fma, F32, 0x4200da55, 0xc262ca2b, 0xc64bf695, [0xc6688035, 0xc6688035, 0xc6688036, 0xc6688035]),
    (Fma, F32, 0xc8e9aaef, 0xbec6a305, 0x45c8b0c9, [0x483b9488, 0x483b9487, 0x483b9487, 0x483b9488]),
    (Fma, F32, 0x49bf7e03, 0x43184cf8, 0x44b418e1, [0x4d63d923, 0x4d63d923, 0x4d63d923, 0x4d63d924]),
    (Fma, F32, 0xbbf4c696, 0xc0446111, 0xba0b5a06, [0x3cb76a0a, 0x3cb76a0a, 0x3cb76a0a, 0x3cb76a0b]),
    (Fma, F32, 0x38137aec, 0xc6d2fbc8, 0xc99a184a, [0xc99a1852, 0xc99a1851, 0xc99a1852, 0xc99a1851]),
    (Fma, F32, 0x46e565a2, 0x39fe0bc1, 0x423d3bdf, [0x42762537, 0x42762536, 0x42762536, 0x42762537]),
    (Fma, F32, 0xb9b152fb, 0x415a8d01, 0xc92af499, [0xc92af499, 0xc92af499, 0xc92af49a, 0xc92af499]),
    (Fma, F32, 0x4374cda2, 0x4373064d, 0xc9625dc5, [0xc953d772, 0xc953d771, 0xc953d772, 0xc953d771]),
    (Fma, F32, 0xc700bb11, 0xb5c635a0, 0xc2360405, [0xc235d22f, 0xc235d22f, 0xc235d230, 0xc235d22f]),
    (Fma, F64, 0xc139c466e51de30b, 0x3ead611c57c09602, 0xbed2c1222bb53a9e, [0xbff7a8341a5536b4, 0xbff7a8341a5536b4, 0xbff7a8341a5536b5, 0xbff7a8341a5536b4]),
    (Fma, F64, 0xbfdbaf2a4941ae7b, 0xbe20efc5918f540a, 0x3edc234905148972, [0x3edc24337559d552, 0x3edc24337559d552, 0x3edc24337559d552, 0x3edc24337559d553]),
    (Fma, F64, 0x3f8ee1b0546c3b3a, 0x42029c7d51adccc4, 0x3fd215d68bda9906, [0x41a1f5f85c14e97f, 0x41a1f5f85c14e97f, 0x41a1f5f85c14e97f, 0x41a1f5f85c14e980]),
    (Fma, F64, 0xbdf96565e0bf6d88, 0xc24541883a2d7868, 0xbecefd4b0eb1f206, [0x4050de8ce00c592b, 0x4050de8ce00c592b, 0x4050de8ce00c592b, 0x4050de8ce00c592c]),
    (Fma, F64, 0xc18b2f571cd0da22, 0xbd8bdcfa710b3039, 0xbdcecef47ade62a2, [0x3f27abab3ddbbff8, 0x3f27abab3ddbbff7, 0x3f27abab3ddbbff7, 0x3f27abab3ddbbff8]),
    (Fma, F64, 0x3e266f8b8a8c08f3, 0x40648b88cc5319fd, 0x40fb1bf1575a1095, [0x40fb1bf1575a83d1, 0x40fb1bf1575a83d1, 0x40fb1bf1575a83d1, 0x40fb1bf1575a83d2]),
    (Fma, F64, 0xc001b69e77837571, 0xc1ec74a651a8d389, 0x3e287bda932538ba, [0x41ff80b96f1c087a, 0x41ff80b96f1c0879, 0x41ff80b96f1c0879, 0x41ff80b96f1c087a]),
    (Fma, F64, 0xc12b58016c26cfca, 0x3e2298fa7584c605, 0xc1b5d1cf03b945c2, [0xc1b5d1cf03b9c4e4, 0xc1b5d1cf03b9c4e3, 0xc1b5d1cf03b9c4e4, 0xc1b5d1cf03b9c4e3]),
    (Fma, F64, 0xc17879784b8aa544, 0xbfedbea0e0ce6d24, 0x418c1f475a0a8eb4, [0x4193bf9bff853be6, 0x4193bf9bff853be6, 0x4193bf9bff853be6, 0x4193bf9bff853be7]),
    (Fma, F64, 0x3f1a824a2bfe20f2, 0x405154c8e8cb516c, 0x3fa93cc8c6069ab7, [0x3facd3a5bc556088, 0x3facd3a5bc556088, 0x3facd3a5bc556088, 0x3facd3a5bc556089]),
    (Fma, F64, 0xbe83f15da313dc6e, 0x3e704b0697e3b9c4, 0xc10b78d13d6b785c, [0xc10b78d13d6b785c, 0xc10b78d13d6b785c, 0xc10b78d13d6b785d, 0xc10b78d13d6b785c]),
    (Fma, F64, 0x40d046449d0db8b7, 0xbe844bd590d45742, 0xc259cd853c7c1ae4, [0xc259cd853c7c1b0d, 0xc259cd853c7c1b0d, 0xc259cd853c7c1b0e, 0xc259cd853c7c1b0d]),
    (Add, F32, 0xc63cc59f, 0xc940d518, 0x00000000, [0xc943c82e, 0xc943c82e, 0xc943c82f, 0xc943c82e]),
    (Mul, F32, 0x3ea56b63, 0x499857ad, 0x00000000, [0x48c4e0d4, 0x48c4e0d4, 0x48c4e0d4, 0x48c4e0d5]),
    (Add, F32, 0x3f02e632, 0x37981e53, 0x00000000, [0x3f02e762, 0x3f02e762, 0x3f02e762, 0x3f02e763]),
    (Mul, F32, 0x4683be6a, 0xc53ad1da, 0x00000000, [0xcc4048af, 0xcc4048af, 0xcc4048b0, 0xcc4048af]),
    (Add, F32, 0xc39ab149, 0xc351bd2c, 0x00000000, [0xc401c7f0, 0xc401c7ef, 0xc401c7f0, 0xc401c7ef]),
    (Mul, F32, 0xc19100f0, 0xc75e20b9, 0x00000000, [0x497ba2b2, 0x497ba2b2, 0x497ba2b2, 0x497ba2b3]),
    (Add, F32, 0x4172933c, 0x37848791, 0x00000000, [0x4172934d, 0x4172934c, 0x4172934c, 0x4172934d]),
    (Mul, F32, 0xb8321571, 0xbdfa8f98, 0x00000000, [0x36ae4cd4, 0x36ae4cd4, 0x36ae4cd4, 0x36ae4cd5]),
    (Add, F64, 0x414f77ba8a6cc029, 0x405e2aa62e24a100, 0x0000000000000000, [0x414f77f6dfb91c72, 0x414f77f6dfb91c72, 0x414f77f6dfb91c72, 0x414f77f6dfb91c73]),
    (Mul, F64, 0xbd8572cd8cab22ae, 0xbdb59ad0a2663040, 0x0000000000000000, [0x3b4cf636712e0f20, 0x3b4cf636712e0f1f, 0x3b4cf636712e0f1f, 0x3b4cf636712e0f20]),
    (Add, F64, 0x3f535ad657a0f398, 0x4039d6274e4d7a78, 0x0000000000000000, [0x4039d674b9a6d8fc, 0x4039d674b9a6d8fb, 0x4039d674b9a6d8fb, 0x4039d674b9a6d8fc]),
    (Mul, F64, 0x3db054cc992dbb67, 0x4008f8323d9f5d62, 0x0000000000000000, [0x3dc97c8890f032ac, 0x3dc97c8890f032ac, 0x3dc97c8890f032ac, 0x3dc97c8890f032ad]),
    (Add, F64, 0xbeb0e19ee07b863a, 0xc1d4dc8dcd60d930, 0x0000000000000000, [0xc1d4dc8dcd60d934, 0xc1d4dc8dcd60d934, 0xc1d4dc8dcd60d935, 0xc1d4dc8dcd60d934]),
    (Mul, F64, 0xc00c7049c32b4846, 0xbfbdc2d4e48495d4, 0x0000000000000000, [0x3fda72e8cb0cfeca, 0x3fda72e8cb0cfeca, 0x3fda72e8cb0cfeca, 0x3fda72e8cb0cfecb]),
    (Add, F64, 0xc133bd20f7f977be, 0x4056afa0aed5b9c4, 0x0000000000000000, [0xc133bcc63976bc67, 0xc133bcc63976bc67, 0xc133bcc63976bc68, 0xc133bcc63976bc67]),
    (Mul, F64, 0x3ea462beeaee2d56, 0xbf47d881a0b8c43a, 0x0000000000000000, [0xbdfe61ccac041574, 0xbdfe61ccac041574, 0xbdfe61ccac041575, 0xbdfe61ccac041574]),
    (Div, F32, 0x3f800000, 0x40400000, 0x00000000, [0x3eaaaaab, 0x3eaaaaaa, 0x3eaaaaaa, 0x3eaaaaab]),
    (Div, F32, 0x40000000, 0x40400000, 0x00000000, [0x3f2aaaab, 0x3f2aaaaa, 0x3f2aaaaa, 0x3f2aaaab]),
    (Div, F32, 0xbf800000, 0x40400000, 0x00000000, [0xbeaaaaab, 0xbeaaaaaa, 0xbeaaaaab, 0xbeaaaaaa]),
    (Div, F32, 0x40c00000, 0x40400000, 0x00000000, [0x40000000, 0x40000000, 0x40000000, 0x40000000]),
    (Div, F32, 0x3f800000, 0x7f7fffff, 0x00000000, [0x00200000, 0x00200000, 0x00200000, 0x00200001]),
    (Div, F32, 0x7f7fffff, 0x3f000000, 0x00000000, [0x7f800000, 0x7f7fffff, 0x7f7fffff, 0x7f800000]),
    (Div, F32, 0x00000001, 0x40000000, 0x00000000, [0x00000000, 0x00000000, 0x00000000, 0x00000001]),
    (Div, F32, 0x00000003, 0xc0000000, 0x00000000, [0x80000002, 0x80000001, 0x80000002, 0x80000001]),
    (Div, F32, 0x3f800000, 0x00000000, 0x00000000, [0x7f800000, 0x7f800000, 0x7f800000, 0x7f800000]),
    (Div, F32, 0x80000000, 0x00000000, 0x00000000, [0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff]),
    (Div, F32, 0x7f800000, 0xff800000, 0x00000000, [0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff]),
    (Div, F32, 0x80000000, 0x40a00000, 0x00000000, [0x80000000, 0x80000000, 0x80000000, 0x80000000]),
    (Div, F32, 0x40a00000, 0xff800000, 0x00000000, [0x80000000, 0x80000000, 0x80000000, 0x80000000]),
    (Div, F32, 0x7fc00000, 0x3f800000, 0x00000000, [0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff]),
    (Div, F32, 0xc0e00000, 0x80000000, 0x00000000, [0x7f800000, 0x7f800000, 0x7f800000, 0x7f800000]),
    (Div, F64, 0x3ff0000000000000, 0x4008000000000000, 0x0000000000000000, [0x3fd5555555555555, 0x3fd5555555555555, 0x3fd5555555555555, 0x3fd5555555555556]),
    (Div, F64, 0xc000000000000000, 0x4008000000000000, 0x0000000000000000, [0xbfe5555555555555, 0xbfe5555555555555, 0xbfe5555555555556, 0xbfe5555555555555]),
    (Div, F64, 0x4024000000000000, 0x4010000000000000, 0x0000000000000000, [0x4004000000000000, 0x4004000000000000, 0x4004000000000000, 0x4004000000000000]),
    (Div, F64, 0x3ff0000000000000, 0x7fefffffffffffff, 0x0000000000000000, [0x0004000000000000, 0x0004000000000000, 0x0004000000000000, 0x0004000000000001]),
    (Div, F64, 0x7fefffffffffffff, 0x3fd0000000000000, 0x0000000000000000, [0x7ff0000000000000, 0x7fefffffffffffff, 0x7fefffffffffffff, 0x7ff0000000000000]),
    (Div, F64, 0x0000000000000001, 0x4000000000000000, 0x0000000000000000, [0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000001]),
    (Div, F64, 0x0000000000000003, 0xc000000000000000, 0x0000000000000000, [0x8000000000000002, 0x8000000000000001, 0x8000000000000002, 0x8000000000000001]),
    (Div, F64, 0x3ff0000000000000, 0x8000000000000000, 0x0000000000000000, [0xfff0000000000000, 0xfff0000000000000, 0xfff0000000000000, 0xfff0000000000000]),
    (Div, F64, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, [0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff]),
    (Div, F64, 0x7ff0000000000000, 0x4000000000000000, 0x0000000000000000, [0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000]),
    (Div, F64, 0x4000000000000000, 0x7ff0000000000000, 0x0000000000000000, [0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    (Div, F64, 0x7ff8000000000000, 0x3ff0000000000000, 0x0000000000000000, [0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff]),
    (Div, F64, 0x0170000000000000, 0x4454cccccccccccd, 0x0000000000000000, [0x000000000000000c, 0x000000000000000c, 0x000000000000000c, 0x000000000000000d]),
    (Div, F32, 0x39faa69b, 0x438305db, 0x00000000, [0x35f4de32, 0x35f4de32, 0x35f4de32, 0x35f4de33]),
    (Div, F32, 0xb71da9b5, 0xbb7cf105, 0x00000000, [0x3b1f91c1, 0x3b1f91c0, 0x3b1f91c0, 0x3b1f91c1]),
    (Div, F32, 0xbf4b7691, 0x39185646, 0x00000000, [0xc5aaf556, 0xc5aaf556, 0xc5aaf557, 0xc5aaf556]),
    (Div, F32, 0xc221139c, 0x45f34b30, 0x00000000, [0xbba97d30, 0xbba97d2f, 0xbba97d30, 0xbba97d2f]),
    (Div, F32, 0x403748d1, 0xbdb5ae74, 0x00000000, [0xc201211d, 0xc201211c, 0xc201211d, 0xc201211c]),
    (Div, F32, 0xbb549ba4, 0x4248194b, 0x00000000, [0xb888007e, 0xb888007d, 0xb888007e, 0xb888007d]),
    (Div, F64, 0xc1ac1ee8e558b29d, 0xc0f168e5762e5efd, 0x0000000000000000, [0x40a9d7fab9e96a6c, 0x40a9d7fab9e96a6c, 0x40a9d7fab9e96a6c, 0x40a9d7fab9e96a6d]),
    (Div, F64, 0x3f0edf3fc9aeaf69, 0xbe3669197a0375c2, 0x0000000000000000, [0xc0c60a858f0a669a, 0xc0c60a858f0a6699, 0xc0c60a858f0a669a, 0xc0c60a858f0a6699]),
    (Div, F64, 0x4038befaeec0a490, 0x404540aaf7d1cdf6, 0x0000000000000000, [0x3fe2a1482d9c5cb7, 0x3fe2a1482d9c5cb6, 0x3fe2a1482d9c5cb6, 0x3fe2a1482d9c5cb7]),
    (Div, F64, 0x3f0cbc09478ec463, 0x40b0d55e8263de1c, 0x0000000000000000, [0x3e4b4fd160b63466, 0x3e4b4fd160b63466, 0x3e4b4fd160b63466, 0x3e4b4fd160b63467]),
    (Div, F64, 0xbe60b10705b16ccc, 0xbe8b52789b0c43e5, 0x0000000000000000, [0x3fc38c9da58fe087, 0x3fc38c9da58fe086, 0x3fc38c9da58fe086, 0x3fc38c9da58fe087]),
    (Div, F64, 0x404ba2d51621b8eb, 0xc24d1de1919d8cae, 0x0000000000000000, [0xbdee5f6a808ff9a4, 0xbdee5f6a808ff9a4, 0xbdee5f6a808ff9a5, 0xbdee5f6a808ff9a4]),
    (Sqrt, F32, 0x40000000, 0x00000000, 0x00000000, [0x3fb504f3, 0x3fb504f3, 0x3fb504f3, 0x3fb504f4]),
    (Sqrt, F32, 0x40400000, 0x00000000, 0x00000000, [0x3fddb3d7, 0x3fddb3d7, 0x3fddb3d7, 0x3fddb3d8]),
    (Sqrt, F32, 0x3f000000, 0x00000000, 0x00000000, [0x3f3504f3, 0x3f3504f3, 0x3f3504f3, 0x3f3504f4]),
    (Sqrt, F32, 0x40800000, 0x00000000, 0x00000000, [0x40000000, 0x40000000, 0x40000000, 0x40000000]),
    (Sqrt, F32, 0x00000001, 0x00000000, 0x00000000, [0x1a3504f3, 0x1a3504f3, 0x1a3504f3, 0x1a3504f4]),
    (Sqrt, F32, 0x00000003, 0x00000000, 0x00000000, [0x1a9cc471, 0x1a9cc470, 0x1a9cc470, 0x1a9cc471]),
    (Sqrt, F32, 0x7f7fffff, 0x00000000, 0x00000000, [0x5f7fffff, 0x5f7fffff, 0x5f7fffff, 0x5f800000]),
    (Sqrt, F32, 0xbf800000, 0x00000000, 0x00000000, [0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff]),
    (Sqrt, F32, 0x80000000, 0x00000000, 0x00000000, [0x80000000, 0x80000000, 0x80000000, 0x80000000]),
    (Sqrt, F32, 0x7f800000, 0x00000000, 0x00000000, [0x7f800000, 0x7f800000, 0x7f800000, 0x7f800000]),
    (Sqrt, F32, 0x7fc00000, 0x00000000, 0x00000000, [0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff]),
    (Sqrt, F32, 0x000116c2, 0x00000000, 0x00000000, [0x1e3ce4e7, 0x1e3ce4e7, 0x1e3ce4e7, 0x1e3ce4e8]),
    (Sqrt, F64, 0x4000000000000000, 0x0000000000000000, 0x0000000000000000, [0x3ff6a09e667f3bcd, 0x3ff6a09e667f3bcc, 0x3ff6a09e667f3bcc, 0x3ff6a09e667f3bcd]),
    (Sqrt, F64, 0x4008000000000000, 0x0000000000000000, 0x0000000000000000, [0x3ffbb67ae8584caa, 0x3ffbb67ae8584caa, 0x3ffbb67ae8584caa, 0x3ffbb67ae8584cab]),
    (Sqrt, F64, 0x3fb999999999999a, 0x0000000000000000, 0x0000000000000000, [0x3fd43d136248490f, 0x3fd43d136248490f, 0x3fd43d136248490f, 0x3fd43d1362484910]),
    (Sqrt, F64, 0x4022000000000000, 0x0000000000000000, 0x0000000000000000, [0x4008000000000000, 0x4008000000000000, 0x4008000000000000, 0x4008000000000000]),
    (Sqrt, F64, 0x0000000000000001, 0x0000000000000000, 0x0000000000000000, [0x1e60000000000000, 0x1e60000000000000, 0x1e60000000000000, 0x1e60000000000000]),
    (Sqrt, F64, 0x0000000000000005, 0x0000000000000000, 0x0000000000000000, [0x1e71e3779b97f4a8, 0x1e71e3779b97f4a7, 0x1e71e3779b97f4a7, 0x1e71e3779b97f4a8]),
    (Sqrt, F64, 0x7fefffffffffffff, 0x0000000000000000, 0x0000000000000000, [0x5fefffffffffffff, 0x5fefffffffffffff, 0x5fefffffffffffff, 0x5ff0000000000000]),
    (Sqrt, F64, 0xc000000000000000, 0x0000000000000000, 0x0000000000000000, [0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff]),
    (Sqrt, F64, 0x8000000000000000, 0x0000000000000000, 0x0000000000000000, [0x8000000000000000, 0x8000000000000000, 0x8000000000000000, 0x8000000000000000]),
    (Sqrt, F64, 0x7ff0000000000000, 0x0000000000000000, 0x0000000000000000, [0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000, 0x7ff0000000000000]),
    (Sqrt, F64, 0x7ff8000000000000, 0x0000000000000000, 0x0000000000000000, [0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff]),
    (Sqrt, F64, 0xfff0000000000000, 0x0000000000000000, 0x0000000000000000, [0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff, 0x7fffffffffffffff]),
    (Sqrt, F32, 0x40d9d9a0, 0x00000000, 0x00000000, [0x4026fcca, 0x4026fcca, 0x4026fcca, 0x4026fccb]),
    (Sqrt, F32, 0x375aa383, 0x00000000, 0x00000000, [0x3b6c953f, 0x3b6c953e, 0x3b6c953e, 0x3b6c953f]),
    (Sqrt, F32, 0x495964b1, 0x00000000, 0x00000000, [0x446be882, 0x446be881, 0x446be881, 0x446be882]),
    (Sqrt, F32, 0x3e23c781, 0x00000000, 0x00000000, [0x3eccc317, 0x3eccc316, 0x3eccc316, 0x3eccc317]),
    (Sqrt, F32, 0x42c23745, 0x00000000, 0x00000000, [0x411dab5d, 0x411dab5c, 0x411dab5c, 0x411dab5d]),
    (Sqrt, F32, 0x48a60e88, 0x00000000, 0x00000000, [0x4411cab7, 0x4411cab7, 0x4411cab7, 0x4411cab8]),
    (Sqrt, F64, 0x40a193bf48dd0f8f, 0x0000000000000000, 0x0000000000000000, [0x4047b7670e823d92, 0x4047b7670e823d91, 0x4047b7670e823d91, 0x4047b7670e823d92]),
    (Sqrt, F64, 0x3ece53f83a630b08, 0x0000000000000000, 0x0000000000000000, [0x3f5f271d1e9bd67f, 0x3f5f271d1e9bd67e, 0x3f5f271d1e9bd67e, 0x3f5f271d1e9bd67f]),
    (Sqrt, F64, 0x3df718ec7412ee6b, 0x0000000000000000, 0x0000000000000000, [0x3ef339507b649944, 0x3ef339507b649943, 0x3ef339507b649943, 0x3ef339507b649944]),
    (Sqrt, F64, 0x422d3fe6924b8e04, 0x0000000000000000, 0x0000000000000000, [0x410e980ac22c6bc3, 0x410e980ac22c6bc3, 0x410e980ac22c6bc3, 0x410e980ac22c6bc4]),
    (Sqrt, F64, 0x413fdc4cef5e2223, 0x0000000000000000, 0x0000000000000000, [0x409693fbb99e33fe, 0x409693fbb99e33fe, 0x409693fbb99e33fe, 0x409693fbb99e33ff]),
    (Sqrt, F64, 0x3d9f1569c63d2cbc, 0x0000000000000000, 0x0000000000000000, [0x3ec64d13ce5df454, 0x3ec64d13ce5df454, 0x3ec64d13ce5df454, 0x3ec64d13ce5df455]),
];

/// What a conversion to float converts: an f64 (`fdemote`), or an
/// integer read signed (`fcvt_from_sint`) or unsigned (`fcvt_from_uint`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Convert {
    Demote,
    Sint,
    Uint,
}
use Convert::{Demote, Sint, Uint};

const I32: Type = Type::I32;
const I64: Type = Type::I64;

/// A conversion from one type to another and its result under `rn rz rm
/// rp`: `(kind, from, to, operand bits, results)`.
pub(crate) type ConvertCase = (Convert, Type, Type, u64, [u64; 4]);

#[rustfmt::skip]
pub(crate) const CONVERSIONS: &[ConvertCase] = &[
    (Demote, F64, F32, 0x3fd5555555555555, [0x3eaaaaab, 0x3eaaaaaa, 0x3eaaaaaa, 0x3eaaaaab]),
    (Demote, F64, F32, 0xbfd5555555555555, [0xbeaaaaab, 0xbeaaaaaa, 0xbeaaaaab, 0xbeaaaaaa]),
    (Demote, F64, F32, 0x48078287f49c4a1d, [0x7f800000, 0x7f7fffff, 0x7f7fffff, 0x7f800000]),
    (Demote, F64, F32, 0xc8078287f49c4a1d, [0xff800000, 0xff7fffff, 0xff800000, 0xff7fffff]),
    (Demote, F64, F32, 0x366244ce242c5561, [0x00000000, 0x00000000, 0x00000000, 0x00000001]),
    (Demote, F64, F32, 0x3690000000000000, [0x00000000, 0x00000000, 0x00000000, 0x00000001]),
    (Demote, F64, F32, 0x36a8000000000000, [0x00000002, 0x00000001, 0x00000001, 0x00000002]),
    (Demote, F64, F32, 0xb6a8000000000000, [0x80000002, 0x80000001, 0x80000002, 0x80000001]),
    (Demote, F64, F32, 0x47efffffe0000000, [0x7f7fffff, 0x7f7fffff, 0x7f7fffff, 0x7f7fffff]),
    (Demote, F64, F32, 0x47efffffeffffff0, [0x7f7fffff, 0x7f7fffff, 0x7f7fffff, 0x7f800000]),
    (Demote, F64, F32, 0x3fb999999999999a, [0x3dcccccd, 0x3dcccccc, 0x3dcccccc, 0x3dcccccd]),
    (Demote, F64, F32, 0x380fffffff800000, [0x00800000, 0x007fffff, 0x007fffff, 0x00800000]),
    (Demote, F64, F32, 0x7ff8000000000000, [0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff]),
    (Demote, F64, F32, 0x8000000000000000, [0x80000000, 0x80000000, 0x80000000, 0x80000000]),
    (Demote, F64, F32, 0xfff0000000000000, [0xff800000, 0xff800000, 0xff800000, 0xff800000]),
    (Sint, I32, F32, 0x01000001, [0x4b800000, 0x4b800000, 0x4b800000, 0x4b800001]),
    (Sint, I32, F64, 0x01000001, [0x4170000010000000, 0x4170000010000000, 0x4170000010000000, 0x4170000010000000]),
    (Sint, I32, F32, 0xfeffffff, [0xcb800000, 0xcb800000, 0xcb800001, 0xcb800000]),
    (Sint, I32, F64, 0xfeffffff, [0xc170000010000000, 0xc170000010000000, 0xc170000010000000, 0xc170000010000000]),
    (Sint, I32, F32, 0x7fffffff, [0x4f000000, 0x4effffff, 0x4effffff, 0x4f000000]),
    (Sint, I32, F64, 0x7fffffff, [0x41dfffffffc00000, 0x41dfffffffc00000, 0x41dfffffffc00000, 0x41dfffffffc00000]),
    (Sint, I32, F32, 0x80000000, [0xcf000000, 0xcf000000, 0xcf000000, 0xcf000000]),
    (Sint, I32, F64, 0x80000000, [0xc1e0000000000000, 0xc1e0000000000000, 0xc1e0000000000000, 0xc1e0000000000000]),
    (Sint, I32, F32, 0x00000000, [0x00000000, 0x00000000, 0x00000000, 0x00000000]),
    (Sint, I32, F64, 0x00000000, [0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000]),
    (Sint, I32, F32, 0xfffffffd, [0xc0400000, 0xc0400000, 0xc0400000, 0xc0400000]),
    (Sint, I32, F64, 0xfffffffd, [0xc008000000000000, 0xc008000000000000, 0xc008000000000000, 0xc008000000000000]),
    (Uint, I32, F32, 0xffffffff, [0x4f800000, 0x4f7fffff, 0x4f7fffff, 0x4f800000]),
    (Uint, I32, F64, 0xffffffff, [0x41efffffffe00000, 0x41efffffffe00000, 0x41efffffffe00000, 0x41efffffffe00000]),
    (Uint, I32, F32, 0x80000081, [0x4f000001, 0x4f000000, 0x4f000000, 0x4f000001]),
    (Uint, I32, F64, 0x80000081, [0x41e0000010200000, 0x41e0000010200000, 0x41e0000010200000, 0x41e0000010200000]),
    (Sint, I64, F32, 0x0020000000000001, [0x5a000000, 0x5a000000, 0x5a000000, 0x5a000001]),
    (Sint, I64, F64, 0x0020000000000001, [0x4340000000000000, 0x4340000000000000, 0x4340000000000000, 0x4340000000000001]),
    (Sint, I64, F32, 0xffdfffffffffffff, [0xda000000, 0xda000000, 0xda000001, 0xda000000]),
    (Sint, I64, F64, 0xffdfffffffffffff, [0xc340000000000000, 0xc340000000000000, 0xc340000000000001, 0xc340000000000000]),
    (Sint, I64, F32, 0x7fffffffffffffff, [0x5f000000, 0x5effffff, 0x5effffff, 0x5f000000]),
    (Sint, I64, F64, 0x7fffffffffffffff, [0x43e0000000000000, 0x43dfffffffffffff, 0x43dfffffffffffff, 0x43e0000000000000]),
    (Sint, I64, F32, 0x8000000000000000, [0xdf000000, 0xdf000000, 0xdf000000, 0xdf000000]),
    (Sint, I64, F64, 0x8000000000000000, [0xc3e0000000000000, 0xc3e0000000000000, 0xc3e0000000000000, 0xc3e0000000000000]),
    (Sint, I64, F32, 0x01b69b4ba630f34e, [0x5bdb4da6, 0x5bdb4da5, 0x5bdb4da5, 0x5bdb4da6]),
    (Sint, I64, F64, 0x01b69b4ba630f34e, [0x437b69b4ba630f35, 0x437b69b4ba630f34, 0x437b69b4ba630f34, 0x437b69b4ba630f35]),
    (Uint, I64, F32, 0xffffffffffffffff, [0x5f800000, 0x5f7fffff, 0x5f7fffff, 0x5f800000]),
    (Uint, I64, F64, 0xffffffffffffffff, [0x43f0000000000000, 0x43efffffffffffff, 0x43efffffffffffff, 0x43f0000000000000]),
    (Uint, I64, F32, 0x8000000000000401, [0x5f000000, 0x5f000000, 0x5f000000, 0x5f000001]),
    (Uint, I64, F64, 0x8000000000000401, [0x43e0000000000001, 0x43e0000000000000, 0x43e0000000000000, 0x43e0000000000001]),
];
