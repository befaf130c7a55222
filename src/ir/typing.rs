//! Type rules of every opcode, read from the instruction table.
//!
//! ```text
//!   Opcode::def() ──operands (OperandRule per value), result (ResultRule),
//!                   relation of the .type suffix to operand 0, immediate
//!                   rule, space rule──> result_types / check_operands
//! ```
//!
//! [`result_types`] says what an instruction produces given its operands'
//! types (used by the builder, the parser and the verifier);
//! [`check_operands`] says whether the operand types, immediates, space,
//! alignment and result type are allowed (used by the verifier). Neither
//! panics on malformed data: operands the row does not describe (a
//! malformed `InstData`) are skipped, and the verifier reports the format.

use super::entities::{AsmRef, FuncRef, Value};
use super::function::ExtFuncData;
use super::inline_asm::InlineAsmData;
use super::instructions::meta::{
    ImmRule, OperandRule, Relation, ResultRule, SpaceRule, TypeSet, MAX_OPERAND_RULES,
};
use super::instructions::ValueListPool;
use super::types::Type;
use super::{AccessMode, AtomicRmwOp, InstData, Space};
use cranelift_entity::PrimaryMap;

/// Largest alignment a load or store may state, in bytes.
pub const MAX_ACCESS_ALIGN: u32 = 16;

/// Most bytes one vector access moves (PTX's `.v4.b32`, `.v2.b64`): the
/// `load_v4`/`store_v4` lane types are the ones four of which fit.
pub const MAX_VECTOR_BYTES: u32 = 16;

/// The alignment an address keeps `offset` bytes from an address aligned
/// to `align` (a power of two): `align`, up to the offset's lowest set bit.
pub fn align_at(align: u64, offset: i64) -> u64 {
    if offset == 0 {
        align
    } else {
        align.min(1 << offset.trailing_zeros().min(63))
    }
}

impl TypeSet {
    /// Is `t` in the set?
    pub fn contains(self, t: Type) -> bool {
        match self {
            TypeSet::Any => true,
            TypeSet::Int => t.is_int(),
            TypeSet::IntArith => t.is_arith_int(),
            TypeSet::IntWord | TypeSet::Addr => matches!(t, Type::I32 | Type::I64),
            TypeSet::Word => matches!(t, Type::I32 | Type::I64 | Type::F32 | Type::F64),
            TypeSet::Float => t.is_float(),
            TypeSet::I1 => t == Type::I1,
            TypeSet::I32 => t == Type::I32,
            TypeSet::I64 => t == Type::I64,
            TypeSet::F32 => t == Type::F32,
            TypeSet::F64 => t == Type::F64,
            TypeSet::Lane => t != Type::I1,
            TypeSet::Lane32 => t != Type::I1 && t.bits() <= 32,
        }
    }

    /// The one type of a one-type set.
    pub fn single(self) -> Option<Type> {
        match self {
            TypeSet::I1 => Some(Type::I1),
            TypeSet::I32 => Some(Type::I32),
            TypeSet::I64 => Some(Type::I64),
            TypeSet::F32 => Some(Type::F32),
            TypeSet::F64 => Some(Type::F64),
            TypeSet::Any
            | TypeSet::Int
            | TypeSet::IntArith
            | TypeSet::IntWord
            | TypeSet::Word
            | TypeSet::Float
            | TypeSet::Addr
            | TypeSet::Lane
            | TypeSet::Lane32 => None,
        }
    }
}

impl Relation {
    /// Does `from` → `to` keep the relation?
    pub fn holds(self, from: Type, to: Type) -> bool {
        match self {
            Relation::None => true,
            Relation::Wider => from.is_int() && to.is_int() && to.bits() > from.bits(),
            Relation::Narrower => from.is_int() && to.is_int() && to.bits() < from.bits(),
            Relation::Reinterpret => from.bits() == to.bits() && from.is_float() != to.is_float(),
        }
    }
}

/// The result types of `data`. `ctrl` is the `.type` suffix of explicitly
/// typed opcodes; `type_of` gives operand types (`None` if not yet known).
/// Returns `None` when the types cannot be determined.
pub fn result_types(
    data: &InstData,
    ctrl: Option<Type>,
    pool: &ValueListPool,
    func_refs: &PrimaryMap<FuncRef, ExtFuncData>,
    inline_asms: &PrimaryMap<AsmRef, InlineAsmData>,
    type_of: impl Fn(Value) -> Option<Type>,
) -> Option<Vec<Type>> {
    let one = |t: Option<Type>| t.map(|t| vec![t]);
    match data.opcode().def().result {
        ResultRule::None => Some(Vec::new()),
        ResultRule::Same(k) => one(data.arguments(pool).get(k).and_then(|&v| type_of(v))),
        ResultRule::Fixed(set) => one(set.single()),
        ResultRule::Ctrl(_) | ResultRule::CtrlAddr => one(ctrl),
        ResultRule::Lanes(n, _) => ctrl.map(|t| vec![t; n as usize]),
        ResultRule::Call => {
            let InstData::Call { func, .. } = *data else {
                return None;
            };
            func_refs.get(func).map(|d| d.signature.returns.clone())
        }
        ResultRule::Asm => {
            let InstData::InlineAsm { asm, .. } = *data else {
                return None;
            };
            inline_asms.get(asm).map(InlineAsmData::result_types)
        }
    }
}

/// Checks operand types, immediates, the state space, the alignment and
/// the result type of one instruction. `result` is the type of its
/// (single) result, if it has one. Every value passed to `type_of` must
/// exist. Returns one message per problem.
pub fn check_operands(
    data: &InstData,
    result: Option<Type>,
    pool: &ValueListPool,
    type_of: impl Fn(Value) -> Type,
) -> Vec<String> {
    let mut errs = Vec::new();
    // The message is built only for a failed rule (verification is hot).
    let mut need = |ok: bool, msg: &dyn Fn() -> String| {
        if !ok {
            errs.push(msg());
        }
    };
    let op = data.opcode();
    let def = op.def();
    let args = data.arguments(pool);
    let space = data.space().unwrap_or(Space::Generic);
    // Calls and returns have no operand rules: the verifier checks them
    // against signatures.
    let n = def.operands.len().min(args.len()).min(MAX_OPERAND_RULES);
    let mut types = [Type::I1; MAX_OPERAND_RULES];
    for (slot, &v) in types.iter_mut().zip(&args[..n]) {
        *slot = type_of(v);
    }
    let types = &types[..n];
    let conversion = def.has_explicit_type() && matches!(def.operands, [_]);
    for (o, &t) in def.operands.iter().zip(types) {
        match o.rule {
            OperandRule::Of(set) if conversion => {
                if let (Some(r), ResultRule::Ctrl(to)) = (result, def.result) {
                    let ok = set.contains(t) && to.contains(r) && def.relation.holds(t, r);
                    need(ok, &|| {
                        let what = match def.relation {
                            Relation::Wider => "widens an integer".to_string(),
                            Relation::Narrower => "narrows an integer".to_string(),
                            Relation::Reinterpret => {
                                "converts between an integer and a float of one size".to_string()
                            }
                            Relation::None => {
                                format!("converts {} to {}", set.describe(), to.describe())
                            }
                        };
                        format!("`{op}` {what}; cannot go from {t} to {r}")
                    });
                }
            }
            OperandRule::Of(set) => need(set.contains(t), &|| {
                // A one-letter name (`x`) is worth giving only when
                // another operand has a rule of its own (`prmt a, b, s`).
                let others = def
                    .operands
                    .iter()
                    .filter(|p| matches!(p.rule, OperandRule::Of(_)));
                if o.name.len() == 1 && others.count() == 1 {
                    format!("`{op}` needs {}, not {t}", set.describe())
                } else {
                    format!("`{op}` needs {} for `{}`, not {t}", set.describe(), o.name)
                }
            }),
            OperandRule::Same(k) => {
                let other = types.get(k).copied().unwrap_or(t);
                need(t == other, &|| {
                    format!("`{op}` operands differ in type: {other} and {t}")
                });
            }
            OperandRule::Addr => check_addr_type(space, t, &mut need),
            OperandRule::Generic => need(t == Type::I64, &|| {
                format!("a generic address is i64, not {t}")
            }),
            OperandRule::AtomicOperand => {
                let rmw = data.atomic_rmw_op().unwrap_or(AtomicRmwOp::Add);
                need(rmw.accepts(t), &|| {
                    format!("`atomic_rmw {}` does not accept {t}", rmw.name())
                });
            }
        }
    }
    if let Some(r) = result {
        match def.result {
            ResultRule::Ctrl(set) | ResultRule::Lanes(_, set) if !conversion => {
                need(set.contains(r), &|| {
                    format!("`{op}` produces {}, not {r}", set.describe())
                })
            }
            ResultRule::CtrlAddr => check_addr_type(space, r, &mut need),
            ResultRule::Ctrl(_)
            | ResultRule::Lanes(..)
            | ResultRule::None
            | ResultRule::Same(_)
            | ResultRule::Fixed(_)
            | ResultRule::Call
            | ResultRule::Asm => {}
        }
    }
    if let Some(imm) = data.imm() {
        // The immediate has the type of the result (`iconst`) or operand 0.
        let ty = if def.has_explicit_type() {
            result
        } else {
            types.first().copied()
        };
        match (def.imm, ty) {
            (ImmRule::Canonical, Some(t)) if t.is_int() => need(
                super::immediates::canonical_imm(imm, t.bits()) == imm,
                &|| format!("immediate {imm} is not in canonical form for {t}"),
            ),
            (ImmRule::ShiftAmount, Some(t)) if t.is_arith_int() => {
                need((0..t.bits() as i64).contains(&imm), &|| {
                    format!("shift amount {imm} is out of range 0..{} for {t}", t.bits())
                })
            }
            (ImmRule::Canonical | ImmRule::ShiftAmount | ImmRule::None, _) => {}
        }
    }
    if data.space().is_some() {
        match def.space {
            SpaceRule::Any => {}
            SpaceRule::Writable => need(space.is_writable(), &|| {
                format!("cannot store to the read-only {space} space")
            }),
            SpaceRule::Atomic => need(
                matches!(space, Space::Global | Space::Shared | Space::Generic),
                &|| format!("atomics work on global, shared or generic addresses, not {space}"),
            ),
            SpaceRule::NonGeneric => need(space != Space::Generic, &|| {
                format!("`{op}` needs a non-generic space")
            }),
        }
    }
    if let InstData::Load {
        cache: AccessMode::NonCoherent,
        ..
    }
    | InstData::LoadVec {
        cache: AccessMode::NonCoherent,
        ..
    } = *data
    {
        need(space == Space::Global, &|| {
            format!("a non-coherent (`nc`) load reads global memory, not {space}")
        });
    }
    if let InstData::Store {
        cache: AccessMode::NonCoherent,
        ..
    }
    | InstData::StoreV2 {
        cache: AccessMode::NonCoherent,
        ..
    }
    | InstData::StoreV4 {
        cache: AccessMode::NonCoherent,
        ..
    } = *data
    {
        need(false, &|| {
            "a store cannot be non-coherent (`nc`): only loads read through the read-only cache"
                .to_string()
        });
    }
    if let Some(align) = data.align() {
        let a = align as u32;
        need(a.is_power_of_two() && a <= MAX_ACCESS_ALIGN, &|| {
            format!("alignment {a} is not a power of two up to {MAX_ACCESS_ALIGN}")
        });
    }
    errs
}

fn check_addr_type(space: Space, t: Type, need: &mut impl FnMut(bool, &dyn Fn() -> String)) {
    if space.allows_32bit_addr() {
        need(t.is_addr(), &|| {
            format!("a {space} address is i32 or i64, not {t}")
        });
    } else {
        need(t == Type::I64, &|| {
            format!("a {space} address is i64, not {t}")
        });
    }
}
