//! Instruction combining after constant folding: a pure instruction whose
//! operands' definitions form a known idiom is rewritten in place into the
//! shorter form PTX has an instruction for.
//!
//! ```text
//!   scaling chain     imul_imm (ishl_imm x, 2), 4               ──> imul_imm x, 16
//!   constant shift    ishl x, (iconst 2)                        ──> ishl_imm x, 2
//!   wide multiply     imul (sextend.i64 n), (iconst k)          ──> imul_imm (sextend.i64 n32), k
//!                     (n32 = n extended to i32: `mul.wide.s32`; `uextend`: `.u32`)
//!   min / max         select (icmp ult a, b), a, b              ──> umin a, b
//!   absolute value    select (icmp slt x, 0), (ineg x), x       ──> iabs x
//!   usub.sat          select (icmp ult a, b), 0, (isub a, b)    ──> isub (umax a, b), b
//!   uadd.sat, k const select (icmp ult s, a), -1, s   (s = a+k) ──> iadd (umin a, ~k), k
//!   uadd.sat i8/i16   the same, b not constant                  ──> ireduce (umin (ua + ub), MAX)
//!   sadd/ssub.sat     select (overflow of s), (a < 0 ? MIN : MAX), s       (i8/i16)
//!                                                ──> ireduce (smax (smin (sa ± sb), MAX), MIN)
//!   (ua, sa: a zero- or sign-extended to i32, where the sum cannot wrap)
//!   logical or/and    select.i1 c, true, y   ──> bor c, y      select.i1 c, x, false ──> band c, x
//!   (LLVM's poison-   select.i1 c, false, y  ──> band (bnot c), y
//!    safe `||`, `&&`) select.i1 c, x, true   ──> bor (bnot c), x
//! ```
//!
//! Takes a function whose selects and constants `simplify` has already
//! resolved; changes it in place. A rewritten instruction keeps its result
//! value (its uses are untouched); new instructions go just before it, and
//! operands it no longer reads stay for their other users (lowering skips
//! what nothing reads). Each rule holds for every input of every integer
//! type it accepts (wrap-around included: multiplying by `2^k` is shifting
//! by `k` modulo `2^bits`); comparisons of equal operands pick the same
//! value under either arm, so strict and non-strict conditions are one
//! case. Float selects are left alone (NaN makes them no min/max).

use cranelift_entity::SecondaryMap;

use crate::ir::{canonical_imm, Function, Inst, InstData, IntCC, Opcode, Type, Value, ValueDef};

/// The type narrow saturating arithmetic is widened to: the sum or
/// difference of two extended `i8`/`i16` values cannot wrap in it.
const WIDE: Type = Type::I32;

/// How many operands (branch arguments included) read each value.
type Uses = SecondaryMap<Value, u32>;

/// An operand of a comparison: a value, or an `icmp_imm`'s immediate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Operand {
    Val(Value),
    Imm(i64),
}

/// What a condition tests, as `lo < hi` (signed or unsigned); `inverted`
/// when the condition is its negation (`lo < hi` picks the false arm).
struct Less {
    signed: bool,
    lo: Operand,
    hi: Operand,
    inverted: bool,
}

/// Rewrites the idioms of the module comment in `func`; returns how many.
pub(super) fn combine(func: &mut Function) -> u32 {
    let insts: Vec<Inst> = func.layout.insts().collect();
    let mut uses = Uses::new();
    for &inst in &insts {
        func.dfg.map_uses(inst, |v| {
            uses[v] += 1;
            v
        });
    }
    let mut combined = 0;
    for inst in insts {
        let [result] = *func.dfg.inst_results(inst) else {
            continue;
        };
        let ty = func.dfg.value_type(result);
        let data = func.dfg.insts[inst];
        if ty == Type::I1 {
            if let Some(data) = logical_select(func, inst, &data) {
                func.dfg.insts[inst] = data;
                combined += 1;
            }
            continue;
        }
        if !ty.is_int() {
            continue;
        }
        let new = if let InstData::Ternary {
            opcode: Opcode::Select,
            args: [cond, t, f],
        } = data
        {
            combine_select(func, inst, ty, cond, t, f)
        } else {
            scale_of(func, &data, ty).and_then(|(x, m)| {
                let only_use = uses[x] == 1;
                combine_scale(func, ty, x, m, only_use)
                    .or_else(|| widen_scaled(func, inst, &data, ty, x, m, only_use))
                    .or_else(|| shift_imm(func, &data, ty))
            })
        };
        if let Some(data) = new {
            func.dfg.insts[inst] = data;
            combined += 1;
        }
    }
    combined
}

/// The instruction data defining `v`, if an instruction does.
fn def(func: &Function, v: Value) -> Option<InstData> {
    match func.dfg.try_value_def(v)? {
        ValueDef::Result(inst, 0) => Some(func.dfg.insts[inst]),
        _ => None,
    }
}

/// Does `v` hold the constant `k` of `v`'s type?
fn is_const(func: &Function, v: Value, k: i64) -> bool {
    let bits = func.dfg.value_type(v).bits();
    func.dfg.iconst_imm(v) == Some(canonical_imm(k, bits))
}

/// Is `op` the value `v` (or the constant `v` holds)?
fn same(func: &Function, op: Operand, v: Value) -> bool {
    match op {
        Operand::Val(x) => x == v,
        Operand::Imm(k) => is_const(func, v, k),
    }
}

fn is_zero(func: &Function, op: Operand) -> bool {
    match op {
        Operand::Val(v) => is_const(func, v, 0),
        Operand::Imm(k) => k == 0,
    }
}

/// The integer comparison defining `cond` as a `Less` (equality tests
/// are none).
fn less(func: &Function, cond: Value) -> Option<Less> {
    let data = def(func, cond)?;
    let (cc, x, y) = if let InstData::IntCompare {
        opcode: Opcode::Icmp,
        cond,
        args: [x, y],
    } = data
    {
        (cond, Operand::Val(x), Operand::Val(y))
    } else if let InstData::IntCompareImm {
        opcode: Opcode::IcmpImm,
        cond,
        arg,
        imm,
    } = data
    {
        let bits = func.dfg.value_type(arg).bits();
        (
            cond,
            Operand::Val(arg),
            Operand::Imm(canonical_imm(imm, bits)),
        )
    } else {
        return None;
    };
    // x < y; x > y is y < x; x <= y is not y < x; x >= y is not x < y.
    let (signed, swap, inverted) = match cc {
        IntCC::Slt => (true, false, false),
        IntCC::Sgt => (true, true, false),
        IntCC::Sle => (true, true, true),
        IntCC::Sge => (true, false, true),
        IntCC::Ult => (false, false, false),
        IntCC::Ugt => (false, true, false),
        IntCC::Ule => (false, true, true),
        IntCC::Uge => (false, false, true),
        IntCC::Eq | IntCC::Ne => return None,
    };
    let (lo, hi) = if swap { (y, x) } else { (x, y) };
    Some(Less {
        signed,
        lo,
        hi,
        inverted,
    })
}

/// The operands of a two-operand instruction with `opcode` defining `v`.
fn binary(func: &Function, v: Value, opcode: Opcode) -> Option<[Value; 2]> {
    let InstData::Binary { opcode: o, args } = def(func, v)? else {
        return None;
    };
    (o == opcode).then_some(args)
}

/// Is `v` `x ^ y` (in either order)?
fn is_xor_of(func: &Function, v: Value, x: Value, y: Value) -> bool {
    binary(func, v, Opcode::Bxor).is_some_and(|[p, q]| (p, q) == (x, y) || (p, q) == (y, x))
}

/// An `i1` select with a constant arm as the `and`/`or` it is (lowered
/// to one predicate instruction instead of three and a constant).
fn logical_select(func: &mut Function, inst: Inst, data: &InstData) -> Option<InstData> {
    let InstData::Ternary {
        opcode: Opcode::Select,
        args: [cond, t, f],
    } = *data
    else {
        return None;
    };
    let constant = |v: Value| func.dfg.iconst_imm(v).map(|k| k != 0);
    // (negate the condition, opcode, the other arm)
    let (negate, opcode, other) = match (constant(t), constant(f)) {
        (Some(true), _) => (false, Opcode::Bor, f),
        (_, Some(false)) => (false, Opcode::Band, t),
        (Some(false), _) => (true, Opcode::Band, f),
        (_, Some(true)) => (true, Opcode::Bor, t),
        (None, None) => return None,
    };
    let cond = if negate {
        let bnot = InstData::Unary {
            opcode: Opcode::Bnot,
            arg: cond,
        };
        push(func, inst, Type::I1, bnot)
    } else {
        cond
    };
    Some(InstData::Binary {
        opcode,
        args: [cond, other],
    })
}

/// `select cond, t, f` of integer type `ty` in a shorter form.
fn combine_select(
    func: &mut Function,
    inst: Inst,
    ty: Type,
    cond: Value,
    t: Value,
    f: Value,
) -> Option<InstData> {
    let test = less(func, cond)?;
    // The value when lo < hi, and the value otherwise.
    let (yes, no) = if test.inverted { (f, t) } else { (t, f) };
    let (lo, hi) = (test.lo, test.hi);
    let signed = test.signed;
    let bin = |opcode, a, b| InstData::Binary {
        opcode,
        args: [a, b],
    };
    if same(func, lo, yes) && same(func, hi, no) {
        return Some(bin(
            if signed { Opcode::Smin } else { Opcode::Umin },
            yes,
            no,
        ));
    }
    if same(func, hi, yes) && same(func, lo, no) {
        return Some(bin(
            if signed { Opcode::Smax } else { Opcode::Umax },
            yes,
            no,
        ));
    }
    if signed {
        // x < 0 ? -x : x, and 0 < x ? x : -x.
        let is_neg_of = |v: Value, x: Value| {
            let is_ineg = matches!(
                def(func, v),
                Some(InstData::Unary { opcode: Opcode::Ineg, arg }) if arg == x
            );
            is_ineg
                || binary(func, v, Opcode::Isub)
                    .is_some_and(|[z, a]| a == x && is_const(func, z, 0))
        };
        let abs_of = if is_zero(func, hi) && same(func, lo, no) && is_neg_of(yes, no) {
            Some(no)
        } else if is_zero(func, lo) && same(func, hi, yes) && is_neg_of(no, yes) {
            Some(yes)
        } else {
            None
        };
        if let Some(x) = abs_of {
            return Some(InstData::Unary {
                opcode: Opcode::Iabs,
                arg: x,
            });
        }
        return signed_saturation(func, inst, ty, lo, hi, yes, no);
    }
    // usub.sat: a < b ? 0 : a - b.
    if let Some([a, b]) = binary(func, no, Opcode::Isub) {
        if is_const(func, yes, 0) && same(func, lo, a) && same(func, hi, b) {
            let max = push(func, inst, ty, bin(Opcode::Umax, a, b));
            return Some(bin(Opcode::Isub, max, b));
        }
    }
    // uadd.sat: s = a + b; s < a (or s < b) ? all ones : s.
    let [a, b] = binary(func, no, Opcode::Iadd)?;
    let overflows = same(func, lo, no) && (same(func, hi, a) || same(func, hi, b));
    if !overflows || !is_const(func, yes, -1) {
        return None;
    }
    let (x, k) = match (func.dfg.iconst_imm(a), func.dfg.iconst_imm(b)) {
        (_, Some(k)) => (a, Some(k)),
        (Some(k), None) => (b, Some(k)),
        (None, None) => (a, None),
    };
    if let Some(k) = k {
        // a + k overflows exactly when a > ~k: then ~k + k is all ones.
        let not_k = push_iconst(func, inst, ty, !k);
        let kv = push_iconst(func, inst, ty, k);
        let min = push(func, inst, ty, bin(Opcode::Umin, x, not_k));
        return Some(bin(Opcode::Iadd, min, kv));
    }
    if !is_narrow(ty) {
        return None;
    }
    let wa = widen(func, inst, a, false);
    let wb = widen(func, inst, b, false);
    let sum = push(func, inst, WIDE, bin(Opcode::Iadd, wa, wb));
    let max = push_iconst(func, inst, WIDE, ty.mask() as i64);
    let clamped = push(func, inst, WIDE, bin(Opcode::Umin, sum, max));
    Some(InstData::Unary {
        opcode: Opcode::Ireduce,
        arg: clamped,
    })
}

/// sadd.sat / ssub.sat of `i8`/`i16`, as the LLVM importer writes them:
/// `select (both < 0), (x < 0 ? MIN : MAX), s` where `s = a + b` and
/// `both = (s ^ a) & (s ^ b)` (for `s = a - b`: `(s ^ a) & (a ^ b)`), and
/// `x` is `a` (or `b` for an addition: both have its sign on overflow).
fn signed_saturation(
    func: &mut Function,
    inst: Inst,
    ty: Type,
    lo: Operand,
    hi: Operand,
    yes: Value,
    s: Value,
) -> Option<InstData> {
    if !is_narrow(ty) || !is_zero(func, hi) {
        return None;
    }
    let Operand::Val(both) = lo else {
        return None;
    };
    let InstData::Binary {
        opcode: opcode @ (Opcode::Iadd | Opcode::Isub),
        args: [a, b],
    } = def(func, s)?
    else {
        return None;
    };
    let [p, q] = binary(func, both, Opcode::Band)?;
    let other = if opcode == Opcode::Iadd {
        (s, b)
    } else {
        (a, b)
    };
    let is_overflow_test =
        |p: Value, q: Value| is_xor_of(func, p, s, a) && is_xor_of(func, q, other.0, other.1);
    if !(is_overflow_test(p, q) || is_overflow_test(q, p)) {
        return None;
    }
    // The clamp: x < 0 ? MIN : MAX.
    let InstData::Ternary {
        opcode: Opcode::Select,
        args: [c, t, f],
    } = def(func, yes)?
    else {
        return None;
    };
    let clamp = less(func, c)?;
    let (neg, pos) = if clamp.inverted { (f, t) } else { (t, f) };
    let max = (ty.mask() >> 1) as i64;
    let min = -max - 1;
    let on_sign_of = same(func, clamp.lo, a) || (opcode == Opcode::Iadd && same(func, clamp.lo, b));
    if !clamp.signed
        || !is_zero(func, clamp.hi)
        || !on_sign_of
        || !is_const(func, neg, min)
        || !is_const(func, pos, max)
    {
        return None;
    }
    let wa = widen(func, inst, a, true);
    let wb = widen(func, inst, b, true);
    let wide = push(
        func,
        inst,
        WIDE,
        InstData::Binary {
            opcode,
            args: [wa, wb],
        },
    );
    let max = push_iconst(func, inst, WIDE, max);
    let min = push_iconst(func, inst, WIDE, min);
    let upper = push(
        func,
        inst,
        WIDE,
        InstData::Binary {
            opcode: Opcode::Smin,
            args: [wide, max],
        },
    );
    let clamped = push(
        func,
        inst,
        WIDE,
        InstData::Binary {
            opcode: Opcode::Smax,
            args: [upper, min],
        },
    );
    Some(InstData::Unary {
        opcode: Opcode::Ireduce,
        arg: clamped,
    })
}

fn is_narrow(ty: Type) -> bool {
    matches!(ty, Type::I8 | Type::I16)
}

/// A new instruction of result type `ty` before `before`; its result.
fn push(func: &mut Function, before: Inst, ty: Type, data: InstData) -> Value {
    let inst = func.dfg.make_inst(data);
    func.dfg.make_inst_results(inst, &[ty]);
    func.layout.insert_inst_before(inst, before);
    func.dfg.inst_results(inst)[0]
}

fn push_iconst(func: &mut Function, before: Inst, ty: Type, k: i64) -> Value {
    let imm = canonical_imm(k, ty.bits());
    push(
        func,
        before,
        ty,
        InstData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        },
    )
}

/// Narrow `v` extended to `WIDE` (a constant as a wide constant).
fn widen(func: &mut Function, before: Inst, v: Value, signed: bool) -> Value {
    let ty = func.dfg.value_type(v);
    if let Some(k) = func.dfg.iconst_imm(v) {
        let k = if signed { k } else { k & ty.mask() as i64 };
        return push_iconst(func, before, WIDE, k);
    }
    let opcode = if signed {
        Opcode::Sextend
    } else {
        Opcode::Uextend
    };
    push(func, before, WIDE, InstData::Unary { opcode, arg: v })
}

/// `data` as `x * m` (modulo `2^bits` of `ty`): a multiply by a constant or
/// a left shift by a constant below the width.
fn scale_of(func: &Function, data: &InstData, ty: Type) -> Option<(Value, u64)> {
    let bits = ty.bits();
    let shift = |k: i64| (0..i64::from(bits)).contains(&k).then(|| 1u64 << k);
    if let InstData::BinaryImm {
        opcode: opcode @ (Opcode::ImulImm | Opcode::IshlImm),
        arg,
        imm,
    } = *data
    {
        return if opcode == Opcode::ImulImm {
            Some((arg, imm as u64))
        } else {
            Some((arg, shift(imm)?))
        };
    }
    let InstData::Binary {
        opcode: opcode @ (Opcode::Imul | Opcode::Ishl),
        args: [x, y],
    } = *data
    else {
        return None;
    };
    if opcode == Opcode::Ishl {
        return Some((x, shift(func.dfg.iconst_imm(y)?)?));
    }
    match (func.dfg.iconst_imm(x), func.dfg.iconst_imm(y)) {
        (_, Some(k)) => Some((x, k as u64)),
        (Some(k), None) => Some((y, k as u64)),
        (None, None) => None,
    }
}

/// `x * m` in i64 where `x` extends an i8/i16/i32 `n` and `m` fits the
/// immediate of `mul.wide`: `imul_imm (ext.i64 (ext.i32 n)), m`, the form
/// the lowering rules make one `mul.wide.s32`/`.u32` (an i8/i16 is
/// extended to i32 first, which extends it to i64 the same way; a multiply
/// by a constant operand would otherwise be a 64-bit `mad.lo` of an added
/// value). An i32 operand already shifted or multiplied by an immediate is
/// left as it is, and so is an i8/i16 extension read elsewhere too
/// (`only_use`; its new extensions would be extra instructions).
fn widen_scaled(
    func: &mut Function,
    inst: Inst,
    data: &InstData,
    ty: Type,
    x: Value,
    m: u64,
    only_use: bool,
) -> Option<InstData> {
    let InstData::Unary {
        opcode: ext @ (Opcode::Sextend | Opcode::Uextend),
        arg: n,
    } = def(func, x)?
    else {
        return None;
    };
    let from = func.dfg.value_type(n);
    let fits = if ext == Opcode::Sextend {
        i32::try_from(m as i64).is_ok()
    } else {
        u32::try_from(m).is_ok()
    };
    let is_imm_form = matches!(data, InstData::BinaryImm { .. });
    if ty != Type::I64 || !fits || !matches!(from, Type::I8 | Type::I16 | Type::I32) {
        return None;
    }
    let wide = if from == Type::I32 {
        if is_imm_form {
            return None;
        }
        x
    } else {
        if !only_use {
            return None;
        }
        let word = push(
            func,
            inst,
            WIDE,
            InstData::Unary {
                opcode: ext,
                arg: n,
            },
        );
        push(
            func,
            inst,
            ty,
            InstData::Unary {
                opcode: ext,
                arg: word,
            },
        )
    };
    Some(InstData::BinaryImm {
        opcode: Opcode::ImulImm,
        arg: wide,
        imm: m as i64,
    })
}

/// `ishl x, k` by a constant below the width as `ishl_imm x, k`, the form
/// the lowering rules fold (`mul.wide` of an extended index).
fn shift_imm(func: &Function, data: &InstData, ty: Type) -> Option<InstData> {
    let InstData::Binary {
        opcode: Opcode::Ishl,
        args: [x, y],
    } = *data
    else {
        return None;
    };
    let k = func.dfg.iconst_imm(y)?;
    (0..i64::from(ty.bits()))
        .contains(&k)
        .then_some(InstData::BinaryImm {
            opcode: Opcode::IshlImm,
            arg: x,
            imm: k,
        })
}

/// `x * m` where `x` is itself a scaled value: one multiply of its
/// operand. Only when `x` is read nowhere else (`only_use`; otherwise both
/// its operand and `x` would stay live), or when that operand is an i64
/// extension of an i32 and the product fits `mul.wide`'s immediate: the
/// product is then one `mul.wide` of the i32,
/// which the other readers of `x` keep live anyway, as llc scales
/// `a[i][j]` and `b[i]` from `i` each in one `mul.wide`.
fn combine_scale(func: &Function, ty: Type, x: Value, m: u64, only_use: bool) -> Option<InstData> {
    let inner = def(func, x)?;
    let (y, m1) = scale_of(func, &inner, ty)?;
    let product = canonical_imm(m1.wrapping_mul(m) as i64, ty.bits());
    let is_wide = is_i32_extension(func, y) && i32::try_from(product).is_ok();
    if !only_use && !is_wide {
        return None;
    }
    Some(InstData::BinaryImm {
        opcode: Opcode::ImulImm,
        arg: y,
        imm: product,
    })
}

/// Is `v` an i64 `sextend`/`uextend` of an i32?
fn is_i32_extension(func: &Function, v: Value) -> bool {
    let Some(InstData::Unary {
        opcode: Opcode::Sextend | Opcode::Uextend,
        arg,
    }) = def(func, v)
    else {
        return false;
    };
    func.dfg.value_type(v) == Type::I64 && func.dfg.value_type(arg) == Type::I32
}
