//! The formats: the fields of each `InstData` variant (after `opcode`) and
//! their text syntax. Plain data, read by the build script (see `meta.rs`).
//!
//! Adding a format means a row here; every field kind it uses must be one
//! of [`FieldKind`]'s, which the generated code knows how to type, parse,
//! print and visit.

use super::meta::{FieldDef, FieldKind as K, FormatDef, InstructionFormat as F, SyntaxItem as S};

const fn field(name: &'static str, kind: K, doc: &'static str) -> FieldDef {
    FieldDef { name, kind, doc }
}

const ARG: FieldDef = field("arg", K::Value, "The operand.");
const SPACE: FieldDef = field("space", K::Space, "The state space accessed.");
const OFFSET: FieldDef = field("offset", K::Offset, "Byte offset added to the address.");
const ORDER: FieldDef = field(
    "order",
    K::AtomicOrder,
    "The memory ordering and its scope.",
);
const ROUNDING: FieldDef = field("rounding", K::Rounding, "How the exact result is rounded.");

const MODE: FieldDef = field(
    "cache",
    K::AccessMode,
    "Plain, read-only through the non-coherent cache (loads), or volatile.",
);
const LOAD_FIELDS: &[FieldDef] = &[
    SPACE,
    MODE,
    OFFSET,
    field(
        "align",
        K::LoadAlign,
        "Promised alignment of the final address, in bytes.",
    ),
    field("arg", K::Value, "The address."),
];
const LOAD_SYNTAX: &[S] = &[
    S::Field("space"),
    S::Field("cache"),
    S::Field("arg"),
    S::Field("offset"),
    S::Field("align"),
];
const STORE_ALIGN: FieldDef = field(
    "align",
    K::StoreAlign,
    "Promised alignment of the final address, in bytes.",
);

/// Every format, in `InstructionFormat` order.
pub const FORMATS: &[FormatDef] = &[
    FormatDef {
        format: F::UnaryImm,
        fields: &[field("imm", K::CtrlImm, "The integer immediate.")],
        syntax: &[S::Field("imm")],
    },
    FormatDef {
        format: F::UnaryIeee32,
        fields: &[field("imm", K::Ieee32, "The `f32` immediate.")],
        syntax: &[S::Field("imm")],
    },
    FormatDef {
        format: F::UnaryIeee64,
        fields: &[field("imm", K::Ieee64, "The `f64` immediate.")],
        syntax: &[S::Field("imm")],
    },
    FormatDef {
        format: F::Unary,
        fields: &[ARG],
        syntax: &[S::Field("arg")],
    },
    FormatDef {
        format: F::Binary,
        fields: &[field("args", K::Values(2), "The two operands.")],
        syntax: &[S::Elem("args", 0), S::Comma, S::Elem("args", 1)],
    },
    FormatDef {
        format: F::BinaryImm,
        fields: &[
            field("arg", K::Value, "The value operand."),
            field("imm", K::Imm, "The integer immediate."),
        ],
        syntax: &[S::Field("arg"), S::Comma, S::Field("imm")],
    },
    FormatDef {
        format: F::Ternary,
        fields: &[field("args", K::Values(3), "The three operands.")],
        syntax: &[
            S::Elem("args", 0),
            S::Comma,
            S::Elem("args", 1),
            S::Comma,
            S::Elem("args", 2),
        ],
    },
    FormatDef {
        format: F::RoundedUnary,
        fields: &[ROUNDING, ARG],
        syntax: &[S::Field("rounding"), S::Field("arg")],
    },
    FormatDef {
        format: F::RoundedBinary,
        fields: &[ROUNDING, field("args", K::Values(2), "The two operands.")],
        syntax: &[
            S::Field("rounding"),
            S::Elem("args", 0),
            S::Comma,
            S::Elem("args", 1),
        ],
    },
    FormatDef {
        format: F::RoundedTernary,
        fields: &[ROUNDING, field("args", K::Values(3), "The three operands.")],
        syntax: &[
            S::Field("rounding"),
            S::Elem("args", 0),
            S::Comma,
            S::Elem("args", 1),
            S::Comma,
            S::Elem("args", 2),
        ],
    },
    FormatDef {
        format: F::IntCompare,
        fields: &[
            field("cond", K::IntCC, "The condition code."),
            field("args", K::Values(2), "The two compared values."),
        ],
        syntax: &[
            S::Field("cond"),
            S::Elem("args", 0),
            S::Comma,
            S::Elem("args", 1),
        ],
    },
    FormatDef {
        format: F::IntCompareImm,
        fields: &[
            field("cond", K::IntCC, "The condition code."),
            field("arg", K::Value, "The compared value."),
            field("imm", K::Imm, "The immediate it is compared with."),
        ],
        syntax: &[S::Field("cond"), S::Field("arg"), S::Comma, S::Field("imm")],
    },
    FormatDef {
        format: F::FloatCompare,
        fields: &[
            field("cond", K::FloatCC, "The condition code."),
            field("args", K::Values(2), "The two compared values."),
        ],
        syntax: &[
            S::Field("cond"),
            S::Elem("args", 0),
            S::Comma,
            S::Elem("args", 1),
        ],
    },
    FormatDef {
        format: F::Sreg,
        fields: &[field("reg", K::SpecialReg, "The special register read.")],
        syntax: &[S::Field("reg")],
    },
    FormatDef {
        format: F::Load,
        fields: LOAD_FIELDS,
        syntax: LOAD_SYNTAX,
    },
    FormatDef {
        format: F::Store,
        fields: &[
            SPACE,
            MODE,
            OFFSET,
            STORE_ALIGN,
            field("args", K::Values(2), "The address and the stored value."),
        ],
        syntax: &[
            S::Field("space"),
            S::Field("cache"),
            S::Elem("args", 0),
            S::Field("offset"),
            S::Comma,
            S::Elem("args", 1),
            S::Field("align"),
        ],
    },
    FormatDef {
        format: F::LoadVec,
        fields: LOAD_FIELDS,
        syntax: LOAD_SYNTAX,
    },
    FormatDef {
        format: F::StoreV2,
        fields: &[
            SPACE,
            MODE,
            OFFSET,
            STORE_ALIGN,
            field(
                "args",
                K::Values(3),
                "The address and the two lanes stored.",
            ),
        ],
        syntax: &[
            S::Field("space"),
            S::Field("cache"),
            S::Elem("args", 0),
            S::Field("offset"),
            S::Comma,
            S::Elem("args", 1),
            S::Comma,
            S::Elem("args", 2),
            S::Field("align"),
        ],
    },
    FormatDef {
        format: F::StoreV4,
        fields: &[
            SPACE,
            MODE,
            OFFSET,
            STORE_ALIGN,
            field(
                "args",
                K::Values(5),
                "The address and the four lanes stored.",
            ),
        ],
        syntax: &[
            S::Field("space"),
            S::Field("cache"),
            S::Elem("args", 0),
            S::Field("offset"),
            S::Comma,
            S::Elem("args", 1),
            S::Comma,
            S::Elem("args", 2),
            S::Comma,
            S::Elem("args", 3),
            S::Comma,
            S::Elem("args", 4),
            S::Field("align"),
        ],
    },
    FormatDef {
        format: F::StackAddr,
        fields: &[
            field("slot", K::StackSlot, "The stack slot."),
            field(
                "offset",
                K::Offset,
                "Byte offset added to the slot's address.",
            ),
        ],
        syntax: &[S::Field("slot"), S::Field("offset")],
    },
    FormatDef {
        format: F::SharedAddr,
        fields: &[
            field("var", K::SharedVar, "The shared variable."),
            field(
                "offset",
                K::Offset,
                "Byte offset added to the variable's address.",
            ),
        ],
        syntax: &[S::Field("var"), S::Field("offset")],
    },
    FormatDef {
        format: F::StackLifetime,
        fields: &[field(
            "slot",
            K::StackSlot,
            "The stack slot whose lifetime starts or ends.",
        )],
        syntax: &[S::Field("slot")],
    },
    FormatDef {
        format: F::ConstAddr,
        fields: &[
            field("data", K::ConstRef, "The constant-data declaration."),
            field(
                "offset",
                K::Offset,
                "Byte offset added to the object's address.",
            ),
        ],
        syntax: &[S::Field("data"), S::Field("offset")],
    },
    FormatDef {
        format: F::Cvta,
        fields: &[
            field("space", K::Space, "The non-generic state space."),
            field("arg", K::Value, "The address converted."),
        ],
        syntax: &[S::Field("space"), S::Field("arg")],
    },
    FormatDef {
        format: F::AtomicRmw,
        fields: &[
            field("op", K::AtomicRmwOp, "The read-modify-write operation."),
            ORDER,
            SPACE,
            field("args", K::Values(2), "The address and the operand."),
        ],
        syntax: &[
            S::Field("op"),
            S::Field("order"),
            S::Field("space"),
            S::Elem("args", 0),
            S::Comma,
            S::Elem("args", 1),
        ],
    },
    FormatDef {
        format: F::AtomicCas,
        fields: &[
            ORDER,
            SPACE,
            field(
                "args",
                K::Values(3),
                "The address, the expected value and the replacement.",
            ),
        ],
        syntax: &[
            S::Field("order"),
            S::Field("space"),
            S::Elem("args", 0),
            S::Comma,
            S::Elem("args", 1),
            S::Comma,
            S::Elem("args", 2),
        ],
    },
    FormatDef {
        format: F::Nullary,
        fields: &[],
        syntax: &[],
    },
    FormatDef {
        format: F::Fence,
        fields: &[field("scope", K::FenceScope, "The fence's scope.")],
        syntax: &[S::Field("scope")],
    },
    FormatDef {
        format: F::Jump,
        fields: &[field("dest", K::BlockCall, "The target and its arguments.")],
        syntax: &[S::Field("dest")],
    },
    FormatDef {
        format: F::Brif,
        fields: &[
            field("arg", K::Value, "The `i1` condition."),
            field(
                "blocks",
                K::BlockCalls(2),
                "The targets taken when the condition is 1 and when it is 0.",
            ),
        ],
        syntax: &[
            S::Field("arg"),
            S::Comma,
            S::Elem("blocks", 0),
            S::Comma,
            S::Elem("blocks", 1),
        ],
    },
    FormatDef {
        format: F::BrTable,
        fields: &[
            field("arg", K::Value, "The index selecting the target."),
            field("table", K::JumpTable, "The jump table holding the targets."),
        ],
        syntax: &[S::Field("arg"), S::Comma, S::Field("table")],
    },
    FormatDef {
        format: F::MultiAry,
        fields: &[field(
            "args",
            K::ValueList,
            "The values (for `return`, the returned values).",
        )],
        syntax: &[S::Field("args")],
    },
    FormatDef {
        format: F::Call,
        fields: &[
            field("func", K::FuncRef, "The called function."),
            field("args", K::ArgList, "The call arguments."),
        ],
        syntax: &[S::Field("func"), S::Field("args")],
    },
    FormatDef {
        format: F::InlineAsm,
        fields: &[
            field(
                "asm",
                K::InlineAsm,
                "The template and constraints (the function's `inline_asms`).",
            ),
            field("args", K::ArgList, "The inputs, in constraint order."),
        ],
        syntax: &[S::Field("asm"), S::Field("args")],
    },
];
