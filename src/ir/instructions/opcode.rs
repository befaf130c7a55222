//! Instruction formats and the opcode table.
//!
//! [`InstructionFormat`] names the operand shapes; [`Opcode`] is generated
//! from one table (`define_opcodes!`) giving each opcode its text name and
//! its format, so `name`, `from_name` and `format` cannot disagree. Gives
//! the opcode predicates the rest of the IR asks (`is_terminator`,
//! `is_branch`, `has_explicit_type`). Invariant: every opcode has exactly
//! one format and a unique name (checked by the test below).

use core::fmt;

/// Operand shapes. Each opcode has exactly one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstructionFormat {
    /// `iconst`: an integer immediate.
    UnaryImm,
    /// `f32const`: an `f32` immediate.
    UnaryIeee32,
    /// `f64const`: an `f64` immediate.
    UnaryIeee64,
    /// One value operand.
    Unary,
    /// Two value operands.
    Binary,
    /// One value operand and an integer immediate.
    BinaryImm,
    /// Three value operands.
    Ternary,
    /// `icmp`: a condition code and two values.
    IntCompare,
    /// `icmp_imm`: a condition code, a value and an integer immediate.
    IntCompareImm,
    /// `fcmp`: a condition code and two values.
    FloatCompare,
    /// `sreg`: a special register.
    Sreg,
    /// `load`: space, address, offset and alignment.
    Load,
    /// `store`: space, address, value, offset and alignment.
    Store,
    /// `stack_addr`: a stack slot and an offset.
    StackAddr,
    /// `shared_addr`: a shared variable and an offset.
    SharedAddr,
    /// `stack_start` / `stack_end`: a stack slot, no result.
    StackLifetime,
    /// `const_addr`: a constant-data declaration and an offset.
    ConstAddr,
    /// `to_generic` / `from_generic`: a space and an address.
    Cvta,
    /// `atomic_rmw`: an operation, a space, an address and an operand.
    AtomicRmw,
    /// `atomic_cas`: a space, an address, the expected and the replacement value.
    AtomicCas,
    /// No operands (`barrier`, `trap`).
    Nullary,
    /// `fence`: a scope.
    Fence,
    /// `jump`: one block call.
    Jump,
    /// `brif`: a condition and two block calls.
    Brif,
    /// `br_table`: a selector and a jump table.
    BrTable,
    /// A variable-length list of values (`return`).
    MultiAry,
    /// `call`: a function reference and its arguments.
    Call,
}

macro_rules! define_opcodes {
    ($($(#[$doc:meta])* $variant:ident = $name:literal : $format:ident,)*) => {
        /// An IR operation. See `docs/IR.md` for the semantics of each.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode { $($(#[$doc])* $variant,)* }

        impl Opcode {
            /// Every opcode, in declaration order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The opcode's name in the text format.
            pub fn name(self) -> &'static str {
                match self { $(Opcode::$variant => $name,)* }
            }

            /// Looks an opcode up by its text name.
            pub fn from_name(name: &str) -> Option<Opcode> {
                match name { $($name => Some(Opcode::$variant),)* _ => None }
            }

            /// The format this opcode's `InstData` has.
            pub fn format(self) -> InstructionFormat {
                match self { $(Opcode::$variant => InstructionFormat::$format,)* }
            }
        }
    };
}

define_opcodes! {
    /// An integer constant of the suffix type.
    Iconst = "iconst": UnaryImm,
    /// An `f32` constant.
    F32const = "f32const": UnaryIeee32,
    /// An `f64` constant.
    F64const = "f64const": UnaryIeee64,

    /// Wrapping addition.
    Iadd = "iadd": Binary,
    /// Wrapping subtraction.
    Isub = "isub": Binary,
    /// Wrapping multiplication (low half).
    Imul = "imul": Binary,
    /// High half of the signed double-width product.
    Smulhi = "smulhi": Binary,
    /// High half of the unsigned double-width product.
    Umulhi = "umulhi": Binary,
    /// Signed division rounding toward zero.
    Sdiv = "sdiv": Binary,
    /// Unsigned division.
    Udiv = "udiv": Binary,
    /// Signed remainder (sign of the dividend).
    Srem = "srem": Binary,
    /// Unsigned remainder.
    Urem = "urem": Binary,
    /// Signed minimum.
    Smin = "smin": Binary,
    /// Signed maximum.
    Smax = "smax": Binary,
    /// Unsigned minimum.
    Umin = "umin": Binary,
    /// Unsigned maximum.
    Umax = "umax": Binary,
    /// Bitwise and.
    Band = "band": Binary,
    /// Bitwise or.
    Bor = "bor": Binary,
    /// Bitwise exclusive or.
    Bxor = "bxor": Binary,
    /// Shift left; amounts at or above the width give 0.
    Ishl = "ishl": Binary,
    /// Logical shift right; amounts at or above the width give 0.
    Ushr = "ushr": Binary,
    /// Arithmetic shift right; amounts at or above the width give all sign bits.
    Sshr = "sshr": Binary,

    /// `iadd` with an immediate.
    IaddImm = "iadd_imm": BinaryImm,
    /// `imul` with an immediate.
    ImulImm = "imul_imm": BinaryImm,
    /// `band` with an immediate.
    BandImm = "band_imm": BinaryImm,
    /// `bor` with an immediate.
    BorImm = "bor_imm": BinaryImm,
    /// `bxor` with an immediate.
    BxorImm = "bxor_imm": BinaryImm,
    /// `ishl` by an immediate amount.
    IshlImm = "ishl_imm": BinaryImm,
    /// `ushr` by an immediate amount.
    UshrImm = "ushr_imm": BinaryImm,
    /// `sshr` by an immediate amount.
    SshrImm = "sshr_imm": BinaryImm,

    /// Two's-complement negation.
    Ineg = "ineg": Unary,
    /// Absolute value (the minimum value maps to itself).
    Iabs = "iabs": Unary,
    /// Bitwise complement.
    Bnot = "bnot": Unary,
    /// Number of one bits.
    Popcnt = "popcnt": Unary,
    /// Number of leading zero bits.
    Clz = "clz": Unary,
    /// Number of trailing zero bits.
    Ctz = "ctz": Unary,
    /// Bits in reverse order.
    Bitrev = "bitrev": Unary,

    /// IEEE addition, round to nearest even.
    Fadd = "fadd": Binary,
    /// IEEE subtraction.
    Fsub = "fsub": Binary,
    /// IEEE multiplication.
    Fmul = "fmul": Binary,
    /// IEEE division.
    Fdiv = "fdiv": Binary,
    /// Minimum; a NaN operand yields the other operand.
    Fmin = "fmin": Binary,
    /// Maximum; a NaN operand yields the other operand.
    Fmax = "fmax": Binary,
    /// Flips the sign bit.
    Fneg = "fneg": Unary,
    /// Clears the sign bit.
    Fabs = "fabs": Unary,
    /// Correctly rounded square root.
    Sqrt = "sqrt": Unary,
    /// Round down to an integral value.
    Floor = "floor": Unary,
    /// Round up to an integral value.
    Ceil = "ceil": Unary,
    /// Round toward zero to an integral value.
    Trunc = "trunc": Unary,
    /// Round to the nearest integral value, ties to even.
    Nearest = "nearest": Unary,
    /// Approximate reciprocal.
    Rcp = "rcp": Unary,
    /// Approximate reciprocal square root.
    Rsqrt = "rsqrt": Unary,
    /// Approximate sine (f32).
    Sin = "sin": Unary,
    /// Approximate cosine (f32).
    Cos = "cos": Unary,
    /// Approximate 2^x (f32).
    Ex2 = "ex2": Unary,
    /// Approximate log2 x (f32).
    Lg2 = "lg2": Unary,
    /// Fused multiply-add with one rounding.
    Fma = "fma": Ternary,

    /// Sign-extend to a wider integer.
    Sextend = "sextend": Unary,
    /// Zero-extend to a wider integer.
    Uextend = "uextend": Unary,
    /// Keep the low bits of an integer.
    Ireduce = "ireduce": Unary,
    /// Float to signed integer: truncate, saturate, NaN gives 0.
    FcvtToSint = "fcvt_to_sint": Unary,
    /// Float to unsigned integer: truncate, saturate, NaN gives 0.
    FcvtToUint = "fcvt_to_uint": Unary,
    /// Signed integer to float, round to nearest even.
    FcvtFromSint = "fcvt_from_sint": Unary,
    /// Unsigned integer to float, round to nearest even.
    FcvtFromUint = "fcvt_from_uint": Unary,
    /// f32 to f64.
    Fpromote = "fpromote": Unary,
    /// f64 to f32, round to nearest even.
    Fdemote = "fdemote": Unary,
    /// Reinterpret the bits as another type of one size.
    Bitcast = "bitcast": Unary,

    /// Integer comparison.
    Icmp = "icmp": IntCompare,
    /// Integer comparison with an immediate.
    IcmpImm = "icmp_imm": IntCompareImm,
    /// Float comparison.
    Fcmp = "fcmp": FloatCompare,
    /// Choose between two values by an `i1`.
    Select = "select": Ternary,

    /// Read a special register.
    Sreg = "sreg": Sreg,

    /// Load from memory.
    Load = "load": Load,
    /// Store to memory.
    Store = "store": Store,
    /// Local address of a stack slot.
    StackAddr = "stack_addr": StackAddr,
    /// Shared address of a shared variable.
    SharedAddr = "shared_addr": SharedAddr,
    /// A stack slot's lifetime begins: its contents are undefined.
    StackStart = "stack_start": StackLifetime,
    /// A stack slot's lifetime ends: no access until the next `stack_start`.
    StackEnd = "stack_end": StackLifetime,
    /// Const address of a module constant object.
    ConstAddr = "const_addr": ConstAddr,
    /// Convert an address to a generic one.
    ToGeneric = "to_generic": Cvta,
    /// Convert a generic address to a space address.
    FromGeneric = "from_generic": Cvta,

    /// CTA-wide barrier (`bar.sync 0`).
    Barrier = "barrier": Nullary,
    /// Memory fence.
    Fence = "fence": Fence,
    /// Atomic read-modify-write.
    AtomicRmw = "atomic_rmw": AtomicRmw,
    /// Atomic compare-and-swap.
    AtomicCas = "atomic_cas": AtomicCas,

    /// Unconditional branch.
    Jump = "jump": Jump,
    /// Two-way conditional branch.
    Brif = "brif": Brif,
    /// Indexed branch through a jump table.
    BrTable = "br_table": BrTable,
    /// Return from the function.
    Return = "return": MultiAry,
    /// Stop with an error.
    Trap = "trap": Nullary,
    /// Call a device function.
    Call = "call": Call,
}

impl Opcode {
    /// Does this opcode end a block?
    pub fn is_terminator(self) -> bool {
        matches!(
            self,
            Opcode::Jump | Opcode::Brif | Opcode::BrTable | Opcode::Return | Opcode::Trap
        )
    }

    /// Does this opcode transfer control to other blocks of the function?
    pub fn is_branch(self) -> bool {
        matches!(self, Opcode::Jump | Opcode::Brif | Opcode::BrTable)
    }

    /// Does the result type come from a `.type` suffix rather than operands?
    pub fn has_explicit_type(self) -> bool {
        matches!(
            self,
            Opcode::Iconst
                | Opcode::Load
                | Opcode::StackAddr
                | Opcode::SharedAddr
                | Opcode::ConstAddr
                | Opcode::FromGeneric
                | Opcode::Sextend
                | Opcode::Uextend
                | Opcode::Ireduce
                | Opcode::FcvtToSint
                | Opcode::FcvtToUint
                | Opcode::FcvtFromSint
                | Opcode::FcvtFromUint
                | Opcode::Bitcast
        )
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::gpu::SpecialReg;

    #[test]
    fn opcode_names_are_unique_and_round_trip() {
        for &op in Opcode::ALL {
            assert_eq!(Opcode::from_name(op.name()), Some(op));
        }
        let mut names: Vec<_> = Opcode::ALL.iter().map(|o| o.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Opcode::ALL.len());
        assert_eq!(SpecialReg::all().count(), 14);
        for r in SpecialReg::all() {
            assert_eq!(SpecialReg::from_name(&r.to_string()), Some(r));
        }
    }
}
