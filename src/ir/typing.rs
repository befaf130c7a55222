//! Type rules of every opcode, in one place.
//!
//! [`result_types`] says what an instruction produces given its operands'
//! types (used by the builder, the parser and the verifier);
//! [`check_operands`] says whether the operand types, immediates and result
//! type are allowed (used by the verifier). Neither panics on malformed data.

use super::entities::{FuncRef, Value};
use super::function::ExtFuncData;
use super::types::Type;
use super::{AtomicRmwOp, InstData, Opcode, Space};
use cranelift_entity::PrimaryMap;

/// Largest alignment a load or store may state, in bytes.
pub const MAX_ACCESS_ALIGN: u32 = 16;

/// The result types of `data`. `ctrl` is the `.type` suffix of explicitly
/// typed opcodes; `type_of` gives operand types (`None` if not yet known).
/// Returns `None` when the types cannot be determined.
pub fn result_types(
    data: &InstData,
    ctrl: Option<Type>,
    func_refs: &PrimaryMap<FuncRef, ExtFuncData>,
    type_of: impl Fn(Value) -> Option<Type>,
) -> Option<Vec<Type>> {
    use InstData as D;
    let one = |t: Option<Type>| t.map(|t| vec![t]);
    match *data {
        D::UnaryImm { .. }
        | D::Load { .. }
        | D::StackAddr { .. }
        | D::SharedAddr { .. }
        | D::ConstAddr { .. } => one(ctrl),
        D::UnaryIeee32 { .. } => one(Some(Type::F32)),
        D::UnaryIeee64 { .. } => one(Some(Type::F64)),
        D::Unary { opcode, arg } => match opcode {
            Opcode::Fpromote => one(Some(Type::F64)),
            Opcode::Fdemote => one(Some(Type::F32)),
            op if op.has_explicit_type() => one(ctrl),
            _ => one(type_of(arg)),
        },
        D::Binary { args, .. } => one(type_of(args[0])),
        D::BinaryImm { arg, .. } => one(type_of(arg)),
        D::Ternary { opcode, args } => match opcode {
            Opcode::Select => one(type_of(args[1])),
            _ => one(type_of(args[0])),
        },
        D::IntCompare { .. } | D::IntCompareImm { .. } | D::FloatCompare { .. } => {
            one(Some(Type::I1))
        }
        D::Sreg { .. } => one(Some(Type::I32)),
        D::Cvta { opcode, .. } => match opcode {
            Opcode::ToGeneric => one(Some(Type::I64)),
            _ => one(ctrl),
        },
        D::AtomicRmw { args, .. } => one(type_of(args[1])),
        D::AtomicCas { args, .. } => one(type_of(args[1])),
        D::Call { func, .. } => func_refs.get(func).map(|d| d.signature.returns.clone()),
        D::Store { .. }
        | D::StackLifetime { .. }
        | D::Nullary { .. }
        | D::Fence { .. }
        | D::Jump { .. }
        | D::Brif { .. }
        | D::BrTable { .. }
        | D::MultiAry { .. } => Some(Vec::new()),
    }
}

/// Checks operand types, immediates and the result type of one instruction.
/// `result` is the type of its (single) result, if it has one. Every
/// value passed to `type_of` must exist. Returns one message per problem.
pub fn check_operands(
    data: &InstData,
    result: Option<Type>,
    type_of: impl Fn(Value) -> Type,
) -> Vec<String> {
    use InstData as D;
    let mut errs = Vec::new();
    let op = data.opcode();
    let mut need = |ok: bool, msg: String| {
        if !ok {
            errs.push(msg);
        }
    };
    match *data {
        D::UnaryImm { imm, .. } => {
            if let Some(t) = result {
                need(
                    t.is_int(),
                    format!("`iconst` needs an integer type, not {t}"),
                );
                if t.is_int() {
                    let canon = super::immediates::canonical_imm(imm, t.bits());
                    need(
                        canon == imm,
                        format!("immediate {imm} is not in canonical form for {t}"),
                    );
                }
            }
        }
        D::UnaryIeee32 { .. } | D::UnaryIeee64 { .. } | D::Sreg { .. } => {}
        D::Unary { arg, .. } => check_unary(op, type_of(arg), result, &mut need),
        D::Binary { args, .. } => {
            let (a, b) = (type_of(args[0]), type_of(args[1]));
            match op {
                Opcode::Ishl | Opcode::Ushr | Opcode::Sshr => {
                    need(
                        a.is_arith_int(),
                        format!("`{op}` shifts an integer of i8..i64, not {a}"),
                    );
                    need(
                        b == Type::I32,
                        format!("`{op}` takes an i32 shift amount, not {b}"),
                    );
                }
                _ => {
                    need(
                        a == b,
                        format!("`{op}` operands differ in type: {a} and {b}"),
                    );
                    let ok = match op {
                        Opcode::Band | Opcode::Bor | Opcode::Bxor => a.is_int(),
                        Opcode::Fadd
                        | Opcode::Fsub
                        | Opcode::Fmul
                        | Opcode::Fdiv
                        | Opcode::Fmin
                        | Opcode::Fmax => a.is_float(),
                        _ => a.is_arith_int(),
                    };
                    need(ok, format!("`{op}` does not accept {a}"));
                }
            }
        }
        D::BinaryImm { arg, imm, .. } => {
            let a = type_of(arg);
            need(
                a.is_arith_int(),
                format!("`{op}` needs an integer of i8..i64, not {a}"),
            );
            if a.is_arith_int() {
                match op {
                    Opcode::IshlImm | Opcode::UshrImm | Opcode::SshrImm => need(
                        (0..a.bits() as i64).contains(&imm),
                        format!("shift amount {imm} is out of range 0..{} for {a}", a.bits()),
                    ),
                    _ => need(
                        super::immediates::canonical_imm(imm, a.bits()) == imm,
                        format!("immediate {imm} is not in canonical form for {a}"),
                    ),
                }
            }
        }
        D::Ternary { args, .. } => {
            let (a, b, c) = (type_of(args[0]), type_of(args[1]), type_of(args[2]));
            if op == Opcode::Select {
                need(
                    a == Type::I1,
                    format!("`select` condition must be i1, not {a}"),
                );
                need(
                    b == c,
                    format!("`select` operands differ in type: {b} and {c}"),
                );
            } else {
                need(
                    a.is_float() && a == b && b == c,
                    format!("`fma` needs three operands of one float type, not {a}, {b}, {c}"),
                );
            }
        }
        D::IntCompare { args, .. } => {
            let (a, b) = (type_of(args[0]), type_of(args[1]));
            need(
                a.is_int() && a == b,
                format!("`icmp` needs two integers of one type, not {a} and {b}"),
            );
        }
        D::IntCompareImm { arg, imm, .. } => {
            let a = type_of(arg);
            need(a.is_int(), format!("`icmp_imm` needs an integer, not {a}"));
            if a.is_int() {
                need(
                    super::immediates::canonical_imm(imm, a.bits()) == imm,
                    format!("immediate {imm} is not in canonical form for {a}"),
                );
            }
        }
        D::FloatCompare { args, .. } => {
            let (a, b) = (type_of(args[0]), type_of(args[1]));
            need(
                a.is_float() && a == b,
                format!("`fcmp` needs two floats of one type, not {a} and {b}"),
            );
        }
        D::Load {
            space, align, arg, ..
        } => {
            check_addr_type(space, type_of(arg), &mut need);
            check_align(align, &mut need);
        }
        D::Store {
            space, align, args, ..
        } => {
            check_addr_type(space, type_of(args[0]), &mut need);
            check_align(align, &mut need);
            need(
                space.is_writable(),
                format!("cannot store to the read-only {space} space"),
            );
        }
        D::StackAddr { .. } | D::SharedAddr { .. } | D::ConstAddr { .. } => {
            if let Some(t) = result {
                need(t.is_addr(), format!("`{op}` produces i32 or i64, not {t}"));
            }
        }
        D::Cvta { space, arg, .. } => {
            need(
                space != Space::Generic,
                format!("`{op}` needs a non-generic space"),
            );
            let arg_ty = type_of(arg);
            let (space_addr, generic) = match op {
                Opcode::ToGeneric => (arg_ty, result.unwrap_or(Type::I64)),
                _ => (result.unwrap_or(Type::I64), arg_ty),
            };
            need(
                generic == Type::I64,
                format!("a generic address is i64, not {generic}"),
            );
            check_addr_type(space, space_addr, &mut need);
        }
        D::AtomicRmw {
            op: rmw,
            space,
            args,
            ..
        } => {
            check_atomic_space(space, &mut need);
            check_addr_type(space, type_of(args[0]), &mut need);
            let t = type_of(args[1]);
            let ok = match rmw {
                AtomicRmwOp::Add | AtomicRmwOp::Xchg => {
                    matches!(t, Type::I32 | Type::I64 | Type::F32 | Type::F64)
                }
                _ => matches!(t, Type::I32 | Type::I64),
            };
            need(
                ok,
                format!("`atomic_rmw {}` does not accept {t}", rmw.name()),
            );
        }
        D::AtomicCas { space, args, .. } => {
            check_atomic_space(space, &mut need);
            check_addr_type(space, type_of(args[0]), &mut need);
            let (e, r) = (type_of(args[1]), type_of(args[2]));
            need(
                matches!(e, Type::I32 | Type::I64) && e == r,
                format!("`atomic_cas` needs two i32 or two i64 operands, not {e} and {r}"),
            );
        }
        D::Brif { arg, .. } => {
            let t = type_of(arg);
            need(
                t == Type::I1,
                format!("`brif` condition must be i1, not {t}"),
            );
        }
        D::BrTable { arg, .. } => {
            let t = type_of(arg);
            need(
                t.is_arith_int(),
                format!("`br_table` index must be an integer of i8..i64, not {t}"),
            );
        }
        // Arity and types of calls, returns and branch arguments depend on
        // other entities; the verifier checks them (and that a lifetime
        // marker's slot exists).
        D::StackLifetime { .. }
        | D::Nullary { .. }
        | D::Fence { .. }
        | D::Jump { .. }
        | D::MultiAry { .. }
        | D::Call { .. } => {}
    }
    errs
}

fn check_unary(op: Opcode, a: Type, result: Option<Type>, need: &mut impl FnMut(bool, String)) {
    let r = result.unwrap_or(a);
    match op {
        Opcode::Ineg | Opcode::Iabs | Opcode::Popcnt | Opcode::Clz | Opcode::Ctz | Opcode::Bitrev => {
            need(a.is_arith_int(), format!("`{op}` needs an integer of i8..i64, not {a}"))
        }
        Opcode::Bnot => need(a.is_int(), format!("`bnot` needs an integer, not {a}")),
        Opcode::Fneg
        | Opcode::Fabs
        | Opcode::Sqrt
        | Opcode::Floor
        | Opcode::Ceil
        | Opcode::Trunc
        | Opcode::Nearest
        | Opcode::Rcp
        | Opcode::Rsqrt => need(a.is_float(), format!("`{op}` needs a float, not {a}")),
        Opcode::Sin | Opcode::Cos | Opcode::Ex2 | Opcode::Lg2 => {
            need(a == Type::F32, format!("`{op}` exists only for f32 (PTX `{op}.approx.f32`), not {a}"))
        }
        Opcode::Sextend | Opcode::Uextend => need(
            a.is_int() && r.is_int() && r.bits() > a.bits(),
            format!("`{op}` widens an integer; cannot go from {a} to {r}"),
        ),
        Opcode::Ireduce => need(
            a.is_int() && r.is_int() && r.bits() < a.bits(),
            format!("`ireduce` narrows an integer; cannot go from {a} to {r}"),
        ),
        Opcode::FcvtToSint | Opcode::FcvtToUint => need(
            a.is_float() && r.is_arith_int(),
            format!("`{op}` converts a float to an integer of i8..i64; cannot go from {a} to {r}"),
        ),
        Opcode::FcvtFromSint | Opcode::FcvtFromUint => need(
            a.is_arith_int() && r.is_float(),
            format!("`{op}` converts an integer of i8..i64 to a float; cannot go from {a} to {r}"),
        ),
        Opcode::Fpromote => need(a == Type::F32, format!("`fpromote` takes f32, not {a}")),
        Opcode::Fdemote => need(a == Type::F64, format!("`fdemote` takes f64, not {a}")),
        Opcode::Bitcast => need(
            a.bits() == r.bits() && a.is_float() != r.is_float(),
            format!("`bitcast` converts between an integer and a float of one size; cannot go from {a} to {r}"),
        ),
        _ => need(false, format!("`{op}` is not a unary opcode")),
    }
}

fn check_addr_type(space: Space, t: Type, need: &mut impl FnMut(bool, String)) {
    if space.allows_32bit_addr() {
        need(
            t.is_addr(),
            format!("a {space} address is i32 or i64, not {t}"),
        );
    } else {
        need(t == Type::I64, format!("a {space} address is i64, not {t}"));
    }
}

fn check_align(align: u8, need: &mut impl FnMut(bool, String)) {
    let a = align as u32;
    need(
        a.is_power_of_two() && a <= MAX_ACCESS_ALIGN,
        format!("alignment {a} is not a power of two up to {MAX_ACCESS_ALIGN}"),
    );
}

fn check_atomic_space(space: Space, need: &mut impl FnMut(bool, String)) {
    need(
        matches!(space, Space::Global | Space::Shared | Space::Generic),
        format!("atomics work on global, shared or generic addresses, not {space}"),
    );
}
