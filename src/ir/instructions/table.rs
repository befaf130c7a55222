//! The instruction table: one row per opcode. Plain data, read by the build
//! script (see `meta.rs`) and, through `Opcode::def()`, by the type checker
//! and the effects predicates.
//!
//! A row gives the opcode's text name, its variant name, its format, one
//! sentence of meaning (the full semantics are in `docs/IR.md`), the type
//! rule of each value operand (named as the builder's parameters), the
//! result rule, and its [`Effects`]. Rows are in `Opcode` order; keep
//! related opcodes together (the fuzz generator draws from them in this
//! order). `docs/ADDING_AN_INSTRUCTION.md` lists what else a new row needs.

use super::meta::{
    Effects as E, ImmRule, InstDef, InstructionFormat as F, OperandDef, OperandRule, Relation,
    ResultRule as R, SpaceRule, TypeSet as T,
};

const fn op(name: &'static str, rule: OperandRule) -> OperandDef {
    OperandDef { name, rule }
}

const fn of(name: &'static str, set: T) -> OperandDef {
    op(name, OperandRule::Of(set))
}

const fn same(name: &'static str, k: usize) -> OperandDef {
    op(name, OperandRule::Same(k))
}

/// A row with no relation, immediate or space rule; `term` is the name.
const fn def(
    name: &'static str,
    variant: &'static str,
    format: F,
    doc: &'static str,
    operands: &'static [OperandDef],
    result: R,
    effects: E,
) -> InstDef {
    InstDef {
        name,
        variant,
        term: name,
        format,
        doc,
        operands,
        result,
        relation: Relation::None,
        imm: ImmRule::None,
        space: SpaceRule::Any,
        effects,
    }
}

impl InstDef {
    const fn imm(mut self, imm: ImmRule) -> Self {
        self.imm = imm;
        self
    }
    const fn relation(mut self, relation: Relation) -> Self {
        self.relation = relation;
        self
    }
    const fn space(mut self, space: SpaceRule) -> Self {
        self.space = space;
        self
    }
    const fn term(mut self, term: &'static str) -> Self {
        self.term = term;
        self
    }
}

const INT2: &[OperandDef] = &[of("x", T::IntArith), same("y", 0)];
const BITS2: &[OperandDef] = &[of("x", T::Int), same("y", 0)];
const SHIFT: &[OperandDef] = &[of("x", T::IntArith), of("amount", T::I32)];
const INT1: &[OperandDef] = &[of("x", T::IntArith)];
const FLOAT2: &[OperandDef] = &[of("x", T::Float), same("y", 0)];
const FLOAT1: &[OperandDef] = &[of("x", T::Float)];
const F32_1: &[OperandDef] = &[of("x", T::F32)];
const F32_2: &[OperandDef] = &[of("x", T::F32), same("y", 0)];
const ADDR: &[OperandDef] = &[op("addr", OperandRule::Addr)];
/// `sad`'s operands: two values and the addend, all of one word type.
const SAD: &[OperandDef] = &[of("x", T::IntWord), same("y", 0), same("z", 0)];
/// `bfe`'s operands: the value, the field's start and length.
const BITFIELD: &[OperandDef] = &[of("x", T::IntWord), of("pos", T::I32), of("len", T::I32)];
const I32_2: &[OperandDef] = &[of("x", T::I32), same("y", 0)];
/// A funnel shift's operands: the pair's high and low words, the amount.
const FUNNEL: &[OperandDef] = &[of("hi", T::I32), of("lo", T::I32), of("n", T::I32)];

/// Every opcode, in `Opcode` order.
#[rustfmt::skip]
pub const INSTRUCTIONS: &[InstDef] = &[
    // Constants.
    def("iconst", "Iconst", F::UnaryImm, "An integer constant of the suffix type.", &[], R::Ctrl(T::Int), E::PURE)
        .imm(ImmRule::Canonical),
    def("f32const", "F32const", F::UnaryIeee32, "An `f32` constant.", &[], R::Fixed(T::F32), E::PURE),
    def("f64const", "F64const", F::UnaryIeee64, "An `f64` constant.", &[], R::Fixed(T::F64), E::PURE),
    // Integer arithmetic.
    def("iadd", "Iadd", F::Binary, "Wrapping addition.", INT2, R::Same(0), E::PURE),
    def("isub", "Isub", F::Binary, "Wrapping subtraction.", INT2, R::Same(0), E::PURE),
    def("imul", "Imul", F::Binary, "Wrapping multiplication (low half).", INT2, R::Same(0), E::PURE),
    def("smulhi", "Smulhi", F::Binary, "High half of the signed double-width product.", INT2, R::Same(0), E::PURE),
    def("umulhi", "Umulhi", F::Binary, "High half of the unsigned double-width product.", INT2, R::Same(0), E::PURE),
    def("sdiv", "Sdiv", F::Binary, "Signed division rounding toward zero.", INT2, R::Same(0), E::TRAPS),
    def("udiv", "Udiv", F::Binary, "Unsigned division.", INT2, R::Same(0), E::TRAPS),
    def("srem", "Srem", F::Binary, "Signed remainder (sign of the dividend).", INT2, R::Same(0), E::TRAPS),
    def("urem", "Urem", F::Binary, "Unsigned remainder.", INT2, R::Same(0), E::TRAPS),
    def("smin", "Smin", F::Binary, "Signed minimum.", INT2, R::Same(0), E::PURE),
    def("smax", "Smax", F::Binary, "Signed maximum.", INT2, R::Same(0), E::PURE),
    def("umin", "Umin", F::Binary, "Unsigned minimum.", INT2, R::Same(0), E::PURE),
    def("umax", "Umax", F::Binary, "Unsigned maximum.", INT2, R::Same(0), E::PURE),
    def("band", "Band", F::Binary, "Bitwise and.", BITS2, R::Same(0), E::PURE),
    def("bor", "Bor", F::Binary, "Bitwise or.", BITS2, R::Same(0), E::PURE),
    def("bxor", "Bxor", F::Binary, "Bitwise exclusive or.", BITS2, R::Same(0), E::PURE),
    def("ishl", "Ishl", F::Binary, "Shift left; amounts at or above the width give 0.", SHIFT, R::Same(0), E::PURE),
    def("ushr", "Ushr", F::Binary, "Logical shift right; amounts at or above the width give 0.", SHIFT, R::Same(0), E::PURE),
    def("sshr", "Sshr", F::Binary, "Arithmetic shift right; amounts at or above the width give all sign bits.", SHIFT, R::Same(0), E::PURE),
    // Integer operations with an immediate.
    def("iadd_imm", "IaddImm", F::BinaryImm, "`iadd` with an immediate.", INT1, R::Same(0), E::PURE)
        .imm(ImmRule::Canonical),
    def("imul_imm", "ImulImm", F::BinaryImm, "`imul` with an immediate.", INT1, R::Same(0), E::PURE)
        .imm(ImmRule::Canonical),
    def("band_imm", "BandImm", F::BinaryImm, "`band` with an immediate.", INT1, R::Same(0), E::PURE)
        .imm(ImmRule::Canonical),
    def("bor_imm", "BorImm", F::BinaryImm, "`bor` with an immediate.", INT1, R::Same(0), E::PURE)
        .imm(ImmRule::Canonical),
    def("bxor_imm", "BxorImm", F::BinaryImm, "`bxor` with an immediate.", INT1, R::Same(0), E::PURE)
        .imm(ImmRule::Canonical),
    def("ishl_imm", "IshlImm", F::BinaryImm, "`ishl` by an immediate amount.", INT1, R::Same(0), E::PURE)
        .imm(ImmRule::ShiftAmount),
    def("ushr_imm", "UshrImm", F::BinaryImm, "`ushr` by an immediate amount.", INT1, R::Same(0), E::PURE)
        .imm(ImmRule::ShiftAmount),
    def("sshr_imm", "SshrImm", F::BinaryImm, "`sshr` by an immediate amount.", INT1, R::Same(0), E::PURE)
        .imm(ImmRule::ShiftAmount),
    // Integer unary operations.
    def("ineg", "Ineg", F::Unary, "Two's-complement negation.", INT1, R::Same(0), E::PURE),
    def("iabs", "Iabs", F::Unary, "Absolute value (the minimum value maps to itself).", INT1, R::Same(0), E::PURE),
    def("bnot", "Bnot", F::Unary, "Bitwise complement.", &[of("x", T::Int)], R::Same(0), E::PURE),
    def("popcnt", "Popcnt", F::Unary, "Number of one bits.", INT1, R::Same(0), E::PURE),
    def("clz", "Clz", F::Unary, "Number of leading zero bits.", INT1, R::Same(0), E::PURE),
    def("ctz", "Ctz", F::Unary, "Number of trailing zero bits.", INT1, R::Same(0), E::PURE),
    def("bitrev", "Bitrev", F::Unary, "Bits in reverse order.", INT1, R::Same(0), E::PURE),
    // PTX's word-sized integer operations.
    def("usad", "Usad", F::Ternary, "Sum of absolute difference: z + |x - y|, x and y unsigned, wrapping (PTX `sad.u32`/`.u64`).",
        SAD, R::Same(0), E::PURE),
    def("ssad", "Ssad", F::Ternary, "Sum of absolute difference: z + |x - y|, x and y signed, wrapping (PTX `sad.s32`/`.s64`).",
        SAD, R::Same(0), E::PURE),
    def("umul24", "Umul24", F::Binary, "The low 32 bits of the product of the low 24 bits of x and y, unsigned (PTX `mul24.lo.u32`).",
        I32_2, R::Same(0), E::PURE),
    def("smul24", "Smul24", F::Binary, "The low 32 bits of the product of the low 24 bits of x and y, each sign-extended from bit 23 (PTX `mul24.lo.s32`).",
        I32_2, R::Same(0), E::PURE),
    def("ubfe", "Ubfe", F::Ternary,
        "Bit field extract: the len bits of x from bit pos, zero-extended; pos and len are read mod 256, bits past the top read as 0 (PTX `bfe.u32`/`.u64`).",
        BITFIELD, R::Same(0), E::PURE),
    def("sbfe", "Sbfe", F::Ternary,
        "Bit field extract, sign-extended from the field's top bit (x's top bit when the field runs past it); len 0 gives 0 (PTX `bfe.s32`/`.s64`).",
        BITFIELD, R::Same(0), E::PURE),
    def("ubfind", "Ubfind", F::Unary, "Position of the most significant one bit as an i32, or -1 for 0 (PTX `bfind.u32`/`.u64`).",
        &[of("x", T::IntWord)], R::Fixed(T::I32), E::PURE),
    def("sbfind", "Sbfind", F::Unary,
        "Position of the most significant bit that differs from the sign bit as an i32, or -1 for 0 and -1 (PTX `bfind.s32`/`.s64`).",
        &[of("x", T::IntWord)], R::Fixed(T::I32), E::PURE),
    def("prmt", "Prmt", F::Ternary,
        "Byte permute: byte i of the result is the byte of the pair (b:a) that nibble i of the selector names, its sign replicated when the nibble's high bit is set.",
        &[of("a", T::I32), of("b", T::I32), of("selector", T::I32)], R::Fixed(T::I32), E::PURE),
    def("fshl", "Fshl", F::Ternary,
        "Funnel shift left: the high word of the pair (hi:lo) shifted left by n mod 32 (LLVM's `fshl`, PTX's `shf.l.wrap`).",
        FUNNEL, R::Fixed(T::I32), E::PURE),
    def("fshr", "Fshr", F::Ternary,
        "Funnel shift right: the low word of the pair (hi:lo) shifted right by n mod 32 (LLVM's `fshr`, PTX's `shf.r.wrap`).",
        FUNNEL, R::Fixed(T::I32), E::PURE),
    def("fshl_clamp", "FshlClamp", F::Ternary,
        "Funnel shift left by min(n, 32) (PTX's `shf.l.clamp`): n of 32 or more gives lo.",
        FUNNEL, R::Fixed(T::I32), E::PURE),
    def("fshr_clamp", "FshrClamp", F::Ternary,
        "Funnel shift right by min(n, 32) (PTX's `shf.r.clamp`): n of 32 or more gives hi.",
        FUNNEL, R::Fixed(T::I32), E::PURE),
    // Floating point.
    def("fadd", "Fadd", F::RoundedBinary, "IEEE addition, rounded as its mode says (`rn` by default).", FLOAT2, R::Same(0), E::PURE),
    def("fsub", "Fsub", F::RoundedBinary, "IEEE subtraction, rounded as its mode says.", FLOAT2, R::Same(0), E::PURE),
    def("fmul", "Fmul", F::RoundedBinary, "IEEE multiplication, rounded as its mode says.", FLOAT2, R::Same(0), E::PURE),
    def("fdiv", "Fdiv", F::RoundedBinary, "IEEE division, rounded as its mode says.", FLOAT2, R::Same(0), E::PURE),
    def("fdiv_approx", "FdivApprox", F::Binary,
        "Approximate division (f32): x times an approximate reciprocal of y, within 2 ulp for |y| in [2^-126, 2^126].",
        F32_2, R::Same(0), E::PURE),
    def("fmin", "Fmin", F::Binary, "Minimum; a NaN operand yields the other operand.", FLOAT2, R::Same(0), E::PURE),
    def("fmax", "Fmax", F::Binary, "Maximum; a NaN operand yields the other operand.", FLOAT2, R::Same(0), E::PURE),
    def("fneg", "Fneg", F::Unary, "Flips the sign bit.", FLOAT1, R::Same(0), E::PURE),
    def("fabs", "Fabs", F::Unary, "Clears the sign bit.", FLOAT1, R::Same(0), E::PURE),
    def("sqrt", "Sqrt", F::RoundedUnary, "IEEE square root, rounded as its mode says.", FLOAT1, R::Same(0), E::PURE),
    def("floor", "Floor", F::Unary, "Round down to an integral value.", FLOAT1, R::Same(0), E::PURE),
    def("ceil", "Ceil", F::Unary, "Round up to an integral value.", FLOAT1, R::Same(0), E::PURE),
    def("trunc", "Trunc", F::Unary, "Round toward zero to an integral value.", FLOAT1, R::Same(0), E::PURE),
    def("nearest", "Nearest", F::Unary, "Round to the nearest integral value, ties to even.", FLOAT1, R::Same(0), E::PURE),
    def("rcp", "Rcp", F::Unary, "Approximate reciprocal.", FLOAT1, R::Same(0), E::PURE),
    def("rsqrt", "Rsqrt", F::Unary, "Approximate reciprocal square root.", FLOAT1, R::Same(0), E::PURE),
    def("sqrt_approx", "SqrtApprox", F::Unary, "Approximate square root (f32).", F32_1, R::Same(0), E::PURE),
    def("sin", "Sin", F::Unary, "Approximate sine (f32).", F32_1, R::Same(0), E::PURE),
    def("cos", "Cos", F::Unary, "Approximate cosine (f32).", F32_1, R::Same(0), E::PURE),
    def("ex2", "Ex2", F::Unary, "Approximate 2^x (f32).", F32_1, R::Same(0), E::PURE),
    def("lg2", "Lg2", F::Unary, "Approximate log2 x (f32).", F32_1, R::Same(0), E::PURE),
    def("tanh_approx", "TanhApprox", F::Unary, "Approximate hyperbolic tangent (f32; PTX `tanh.approx.f32`, PTX 7.0).",
        F32_1, R::Same(0), E::PURE),
    def("fma", "Fma", F::RoundedTernary, "Fused multiply-add with one rounding, as its mode says.",
        &[of("a", T::Float), same("b", 0), same("c", 0)], R::Same(0), E::PURE),
    // Conversions.
    def("sextend", "Sextend", F::Unary, "Sign-extend to a wider integer.", &[of("x", T::Int)], R::Ctrl(T::Int), E::PURE)
        .relation(Relation::Wider),
    def("uextend", "Uextend", F::Unary, "Zero-extend to a wider integer.", &[of("x", T::Int)], R::Ctrl(T::Int), E::PURE)
        .relation(Relation::Wider),
    def("ireduce", "Ireduce", F::Unary, "Keep the low bits of an integer.", &[of("x", T::Int)], R::Ctrl(T::Int), E::PURE)
        .relation(Relation::Narrower),
    def("fcvt_to_sint", "FcvtToSint", F::Unary, "Float to signed integer: truncate, saturate, NaN gives 0.",
        FLOAT1, R::Ctrl(T::IntArith), E::PURE),
    def("fcvt_to_uint", "FcvtToUint", F::Unary, "Float to unsigned integer: truncate, saturate, NaN gives 0.",
        FLOAT1, R::Ctrl(T::IntArith), E::PURE),
    def("fcvt_to_sint_rzi", "FcvtToSintRzi", F::Unary,
        "Float to signed integer as the GPU's `cvt.rzi` gives it: truncate, saturate; a NaN gives 0 from f32 to at most 32 bits, else the bits 0x80..0.",
        FLOAT1, R::Ctrl(T::IntArith), E::PURE),
    def("fcvt_to_uint_rzi", "FcvtToUintRzi", F::Unary,
        "Float to unsigned integer as the GPU's `cvt.rzi` gives it: truncate, saturate; a NaN gives 0 from f32 to at most 32 bits, else the bits 0x80..0.",
        FLOAT1, R::Ctrl(T::IntArith), E::PURE),
    def("fcvt_from_sint", "FcvtFromSint", F::RoundedUnary, "Signed integer to float, rounded as its mode says.",
        INT1, R::Ctrl(T::Float), E::PURE),
    def("fcvt_from_uint", "FcvtFromUint", F::RoundedUnary, "Unsigned integer to float, rounded as its mode says.",
        INT1, R::Ctrl(T::Float), E::PURE),
    def("fpromote", "Fpromote", F::Unary, "f32 to f64.", F32_1, R::Fixed(T::F64), E::PURE),
    def("fdemote", "Fdemote", F::RoundedUnary, "f64 to f32, rounded as its mode says.", &[of("x", T::F64)], R::Fixed(T::F32), E::PURE),
    def("bitcast", "Bitcast", F::Unary, "Reinterpret the bits as another type of one size.",
        &[of("x", T::Any)], R::Ctrl(T::Any), E::PURE)
        .relation(Relation::Reinterpret),
    // Comparisons and selection.
    def("icmp", "Icmp", F::IntCompare, "Integer comparison.", BITS2, R::Fixed(T::I1), E::PURE),
    def("icmp_imm", "IcmpImm", F::IntCompareImm, "Integer comparison with an immediate.",
        &[of("x", T::Int)], R::Fixed(T::I1), E::PURE)
        .imm(ImmRule::Canonical),
    def("fcmp", "Fcmp", F::FloatCompare, "Float comparison.", FLOAT2, R::Fixed(T::I1), E::PURE),
    def("select", "Select", F::Ternary, "Choose between two values by an `i1`.",
        &[of("cond", T::I1), of("if_true", T::Any), same("if_false", 1)], R::Same(1), E::PURE),
    // Special registers.
    def("sreg", "Sreg", F::Sreg, "Read a special register.", &[], R::Fixed(T::I32), E::PURE),
    // Memory.
    def("load", "Load", F::Load, "Load from memory.", ADDR, R::Ctrl(T::Any), E::LOAD),
    def("store", "Store", F::Store, "Store to memory.",
        &[op("addr", OperandRule::Addr), of("value", T::Any)], R::None, E::STORE)
        .space(SpaceRule::Writable),
    def("load_v2", "LoadV2", F::LoadVec, "Load two adjacent lanes (`ld.v2`); one result per lane.",
        ADDR, R::Lanes(2, T::Lane), E::LOAD),
    def("load_v4", "LoadV4", F::LoadVec, "Load four adjacent lanes (`ld.v4`); one result per lane.",
        ADDR, R::Lanes(4, T::Lane32), E::LOAD),
    def("store_v2", "StoreV2", F::StoreV2, "Store two adjacent lanes (`st.v2`).",
        &[op("addr", OperandRule::Addr), of("x0", T::Lane), same("x1", 1)], R::None, E::STORE)
        .space(SpaceRule::Writable),
    def("store_v4", "StoreV4", F::StoreV4, "Store four adjacent lanes (`st.v4`).",
        &[op("addr", OperandRule::Addr), of("x0", T::Lane32), same("x1", 1), same("x2", 1), same("x3", 1)],
        R::None, E::STORE)
        .space(SpaceRule::Writable),
    def("stack_addr", "StackAddr", F::StackAddr, "Local address of a stack slot.", &[], R::Ctrl(T::Addr), E::PURE),
    def("shared_addr", "SharedAddr", F::SharedAddr, "Shared address of a shared variable.", &[], R::Ctrl(T::Addr), E::PURE),
    def("stack_start", "StackStart", F::StackLifetime, "A stack slot's lifetime begins: its contents are undefined.",
        &[], R::None, E::SIDE_EFFECT),
    def("stack_end", "StackEnd", F::StackLifetime, "A stack slot's lifetime ends: no access until the next `stack_start`.",
        &[], R::None, E::SIDE_EFFECT),
    def("const_addr", "ConstAddr", F::ConstAddr, "Const address of a module constant object.", &[], R::Ctrl(T::Addr), E::PURE),
    def("global_addr", "GlobalAddr", F::ConstAddr, "Global address of a module global variable.", &[], R::Fixed(T::I64), E::PURE),
    def("to_generic", "ToGeneric", F::Cvta, "Convert an address to a generic one.", ADDR, R::Fixed(T::I64), E::PURE)
        .space(SpaceRule::NonGeneric),
    def("from_generic", "FromGeneric", F::Cvta, "Convert a generic address to a space address.",
        &[op("addr", OperandRule::Generic)], R::CtrlAddr, E::PURE)
        .space(SpaceRule::NonGeneric),
    def("in_space", "InSpace", F::Cvta, "Does a generic address point into the space (PTX `isspacep`)?",
        &[op("addr", OperandRule::Generic)], R::Fixed(T::I1), E::PURE)
        .space(SpaceRule::NonGeneric),
    // Synchronisation and atomics.
    def("barrier", "Barrier", F::Nullary, "CTA-wide barrier (`bar.sync 0`).", &[], R::None, E::BARRIER),
    def("fence", "Fence", F::Fence, "Memory fence.", &[], R::None, E::FENCE),
    def("atomic_rmw", "AtomicRmw", F::AtomicRmw, "Atomic read-modify-write.",
        &[op("addr", OperandRule::Addr), op("operand", OperandRule::AtomicOperand)], R::Same(1), E::ATOMIC)
        .space(SpaceRule::Atomic),
    def("atomic_cas", "AtomicCas", F::AtomicCas, "Atomic compare-and-swap.",
        &[op("addr", OperandRule::Addr), of("expected", T::IntWord), same("replacement", 1)], R::Same(1), E::ATOMIC)
        .space(SpaceRule::Atomic),
    // Control flow.
    def("jump", "Jump", F::Jump, "Unconditional branch.", &[], R::None, E::BRANCH),
    def("brif", "Brif", F::Brif, "Two-way conditional branch.", &[of("cond", T::I1)], R::None, E::BRANCH),
    def("br_table", "BrTable", F::BrTable, "Indexed branch through a jump table.",
        &[of("index", T::IntArith)], R::None, E::BRANCH),
    def("return", "Return", F::MultiAry, "Return from the function.", &[], R::None, E::RETURN).term("return_"),
    def("trap", "Trap", F::Nullary, "Stop with an error.", &[], R::None, E::TRAP),
    def("call", "Call", F::Call, "Call a device function.", &[], R::Call, E::CALL),
    // Inline PTX assembly: operands checked against the constraints.
    def("asm", "Asm", F::InlineAsm,
        "Inline PTX assembly without side effects: its results depend only on its inputs.",
        &[], R::Asm, E::PURE),
    def("asm_volatile", "AsmVolatile", F::InlineAsm,
        "Inline PTX assembly with side effects: it may read or write memory, synchronise or trap.",
        &[], R::Asm, E::ASM_VOLATILE),
];
