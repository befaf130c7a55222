//! The integer instructions that CUDA's headers reach through inline
//! assembly and that have no simpler neighbour in `eval`: `prmt` in every
//! mode (PTX ISA 9.7.9.7), `dp4a` and `dp2a` (9.7.1.23/24), `mul24` and
//! `mad24` (9.7.1.5/6), `fns` (9.7.1.16) and `bfind.shiftamt` (9.7.1.15).
//!
//! Takes raw bits; gives the 32-bit result. Invariants: total functions
//! (no input panics); products and sums wrap at 32 bits as the ISA's
//! `.u32`/`.s32` destinations do, except `mad24.hi.sat`, which clamps.

use super::{mask, sext};
use crate::ptx::sim::ops::PrmtMode;

/// Byte `i` (0..8) of the 8-byte source `{b, a}`.
fn byte(source: u64, i: u64) -> u64 {
    (source >> (8 * (i & 7))) & 0xff
}

/// `prmt.b32{.mode} d, a, b, c`: four bytes picked from `{b, a}`. Without
/// a mode each byte of `c`'s low 16 bits is a 4-bit selector (bit 3:
/// replicate the chosen byte's sign); with a mode, `c[1:0]` selects a row
/// of the mode's table (d.b0 .. d.b3 sources).
pub(super) fn prmt(mode: Option<PrmtMode>, a: u64, b: u64, c: u64) -> u64 {
    let source = ((b & 0xffff_ffff) << 32) | (a & 0xffff_ffff);
    let Some(mode) = mode else {
        return (0..4).fold(0, |d, i| {
            let sel = (c >> (4 * i)) & 0xf;
            let mut v = byte(source, sel);
            if sel & 8 != 0 {
                v = if v & 0x80 != 0 { 0xff } else { 0 };
            }
            d | v << (8 * i)
        });
    };
    // The ISA's table, per mode and selector: sources of d.b0, d.b1, d.b2, d.b3.
    let rows: [[u64; 4]; 4] = match mode {
        PrmtMode::F4e => [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]],
        PrmtMode::B4e => [[0, 7, 6, 5], [1, 0, 7, 6], [2, 1, 0, 7], [3, 2, 1, 0]],
        PrmtMode::Rc8 => [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]],
        PrmtMode::Ecl => [[0, 1, 2, 3], [1, 1, 2, 3], [2, 2, 2, 3], [3, 3, 3, 3]],
        PrmtMode::Ecr => [[0, 0, 0, 0], [0, 1, 1, 1], [0, 1, 2, 2], [0, 1, 2, 3]],
        PrmtMode::Rc16 => [[0, 1, 0, 1], [2, 3, 2, 3], [0, 1, 0, 1], [2, 3, 2, 3]],
    };
    let row = rows[(c & 3) as usize];
    (0..4).fold(0, |d, i| d | byte(source, row[i]) << (8 * i))
}

/// Field `i` of `bits` wide of `v`, sign- or zero-extended.
fn field(v: u64, i: u32, bits: u32, signed: bool) -> i64 {
    let x = (v >> (i * bits)) & mask(bits);
    if signed {
        sext(x, bits)
    } else {
        x as i64
    }
}

/// `dp4a.atype.btype d, a, b, c`: `c` plus the dot product of the four
/// bytes of `a` and of `b`.
pub(super) fn dp4a(a_signed: bool, b_signed: bool, a: u64, b: u64, c: u64) -> u64 {
    let sum = (0..4).fold(c as i64, |d, i| {
        d.wrapping_add(field(a, i, 8, a_signed) * field(b, i, 8, b_signed))
    });
    sum as u64 & 0xffff_ffff
}

/// `dp2a.mode.atype.btype d, a, b, c`: `c` plus the dot product of the
/// two 16-bit halves of `a` with bytes 0, 1 (`.lo`) or 2, 3 (`.hi`) of `b`.
pub(super) fn dp2a(hi: bool, a_signed: bool, b_signed: bool, a: u64, b: u64, c: u64) -> u64 {
    let first = if hi { 2 } else { 0 };
    let sum = (0..2).fold(c as i64, |d, i| {
        d.wrapping_add(field(a, i, 16, a_signed) * field(b, first + i, 8, b_signed))
    });
    sum as u64 & 0xffff_ffff
}

/// The 48-bit product of the low 24 bits of `a` and `b` (sign-extended
/// for `.s32`).
fn product24(signed: bool, a: u64, b: u64) -> i64 {
    field(a, 0, 24, signed) * field(b, 0, 24, signed)
}

/// `mul24.lo/.hi`: bits 0..32 or 16..48 of the 48-bit product.
pub(super) fn mul24(hi: bool, signed: bool, a: u64, b: u64) -> u64 {
    let t = product24(signed, a, b);
    let part = if hi { t >> 16 } else { t };
    part as u64 & 0xffff_ffff
}

/// `mad24.lo/.hi{.sat}`: `mul24` plus `c`; `.sat` (`.hi.s32` only)
/// clamps the signed sum to the 32-bit range.
pub(super) fn mad24(hi: bool, signed: bool, sat: bool, a: u64, b: u64, c: u64) -> u64 {
    let part = mul24(hi, signed, a, b);
    if sat {
        let sum = sext(part, 32) + sext(c, 32);
        return sum.clamp(i32::MIN as i64, i32::MAX as i64) as u64 & 0xffff_ffff;
    }
    part.wrapping_add(c) & 0xffff_ffff
}

/// `fns.b32 d, mask, base, offset`: the position of the `|offset|`-th set
/// bit of `mask` counting from bit `base` upwards (`offset > 0`) or
/// downwards (`offset < 0`), `base` itself when `offset` is 0 and that bit
/// is set; `0xffffffff` when there is none. `base` above 31 (undefined in
/// the ISA) finds nothing.
pub(super) fn fns(mask_bits: u64, base: u64, offset: u64) -> u64 {
    const NOT_FOUND: u64 = 0xffff_ffff;
    let base = base & 0xffff_ffff;
    let offset = sext(offset, 32);
    let set = |pos: i64| (mask_bits >> pos) & 1 == 1;
    if base > 31 {
        return NOT_FOUND;
    }
    let base = base as i64;
    if offset == 0 {
        return if set(base) { base as u64 } else { NOT_FOUND };
    }
    let step = offset.signum();
    let mut count = offset.unsigned_abs() - 1;
    let mut pos = base;
    while (0..32).contains(&pos) {
        if set(pos) {
            if count == 0 {
                return pos as u64;
            }
            count -= 1;
        }
        pos += step;
    }
    NOT_FOUND
}
