//! The PTX vocabulary: how PTX spells its types, instruction mnemonics,
//! modifiers (rounding, comparisons, atomic operations and the rest),
//! state spaces, special registers and immediates. Each spelling is
//! written once, here; the emitter and VCode's printer write them, the PTX
//! parser and the simulator's decoder read them.
//!
//! ```text
//!   ptx::isa ──names──> vcode::print ──> `--emit vcode`, ptx::emit ──> PTX text
//!            ──names──> ptx::parse (opcodes, types, spaces, special registers)
//!            ──names──> ptx::sim::decode (modifiers)
//! ```
//!
//! Only names live here. What an instruction means is written twice,
//! independently, on purpose: by lowering (which PTX an IR operation
//! becomes) and by the simulator (what the PTX computes), so that one
//! checks the other. Every enum's `name()` and `from_name()` round-trip
//! (tested below); names are written without their leading dot, and the
//! `Display` of a modifier or type includes the dot (`.rn`, `.u32`), so
//! that `format!("{}{}{}", Mnemonic::Mul, Modifier::Lo, ScalarType::U32)`
//! is `mul.lo.u32`.

use crate::ir::{AtomicOrder, AtomicOrdering, FenceScope, Space, SpecialReg};
use core::fmt;

/// An enum whose variants are PTX names: `name()`, `from_name()` and the
/// list of every variant, from one table.
macro_rules! spelled {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $($(#[$vmeta:meta])* $variant:ident = $text:literal,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(
                #[doc = concat!("`", $text, "`")]
                $(#[$vmeta])*
                $variant,
            )*
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The name as PTX writes it, without a leading dot.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }

            /// The value PTX writes as `name` (without a leading dot).
            pub fn from_name(name: &str) -> Option<$name> {
                match name {
                    $($text => Some($name::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

spelled! {
    /// A base instruction mnemonic of the PTX ISA (`ld`, `mad`, `setp`):
    /// every one, so the parser can tell an unknown instruction from one
    /// the simulator does not run.
    pub enum Mnemonic {
        Abs = "abs",
        Activemask = "activemask",
        Add = "add",
        Addc = "addc",
        Alloca = "alloca",
        And = "and",
        Applypriority = "applypriority",
        Atom = "atom",
        Bar = "bar",
        Barrier = "barrier",
        Bfe = "bfe",
        Bfi = "bfi",
        Bfind = "bfind",
        Bmsk = "bmsk",
        Bra = "bra",
        Brev = "brev",
        Brkpt = "brkpt",
        Brx = "brx",
        Call = "call",
        Clz = "clz",
        Clusterlaunchcontrol = "clusterlaunchcontrol",
        Cnot = "cnot",
        Copysign = "copysign",
        Cos = "cos",
        Cp = "cp",
        Createpolicy = "createpolicy",
        Cvt = "cvt",
        Cvta = "cvta",
        Discard = "discard",
        Div = "div",
        Dp2a = "dp2a",
        Dp4a = "dp4a",
        Elect = "elect",
        Ex2 = "ex2",
        Exit = "exit",
        Fence = "fence",
        Fma = "fma",
        Fns = "fns",
        Getctarank = "getctarank",
        Griddepcontrol = "griddepcontrol",
        Isspacep = "isspacep",
        Istypep = "istypep",
        Ld = "ld",
        Ldmatrix = "ldmatrix",
        Ldu = "ldu",
        Lg2 = "lg2",
        Lop3 = "lop3",
        Mad = "mad",
        Mad24 = "mad24",
        Madc = "madc",
        Mapa = "mapa",
        Match = "match",
        Max = "max",
        Mbarrier = "mbarrier",
        Membar = "membar",
        Min = "min",
        Mma = "mma",
        Mov = "mov",
        Movmatrix = "movmatrix",
        Mul = "mul",
        Mul24 = "mul24",
        Multimem = "multimem",
        Nanosleep = "nanosleep",
        Neg = "neg",
        Not = "not",
        Or = "or",
        Pmevent = "pmevent",
        Popc = "popc",
        Prefetch = "prefetch",
        Prefetchu = "prefetchu",
        Prmt = "prmt",
        Rcp = "rcp",
        Red = "red",
        Redux = "redux",
        Rem = "rem",
        Ret = "ret",
        Rsqrt = "rsqrt",
        Sad = "sad",
        Selp = "selp",
        Set = "set",
        Setmaxnreg = "setmaxnreg",
        Setp = "setp",
        Shf = "shf",
        Shfl = "shfl",
        Shl = "shl",
        Shr = "shr",
        Sin = "sin",
        Slct = "slct",
        Sqrt = "sqrt",
        St = "st",
        Stackrestore = "stackrestore",
        Stacksave = "stacksave",
        Stmatrix = "stmatrix",
        Sub = "sub",
        Subc = "subc",
        Suld = "suld",
        Suq = "suq",
        Sured = "sured",
        Sust = "sust",
        Szext = "szext",
        Tanh = "tanh",
        Tcgen05 = "tcgen05",
        Tensormap = "tensormap",
        Testp = "testp",
        Tex = "tex",
        Tld4 = "tld4",
        Trap = "trap",
        Txq = "txq",
        Vabsdiff = "vabsdiff",
        Vabsdiff2 = "vabsdiff2",
        Vabsdiff4 = "vabsdiff4",
        Vadd = "vadd",
        Vadd2 = "vadd2",
        Vadd4 = "vadd4",
        Vavrg2 = "vavrg2",
        Vavrg4 = "vavrg4",
        Vmad = "vmad",
        Vmax = "vmax",
        Vmax2 = "vmax2",
        Vmax4 = "vmax4",
        Vmin = "vmin",
        Vmin2 = "vmin2",
        Vmin4 = "vmin4",
        Vote = "vote",
        Vset = "vset",
        Vset2 = "vset2",
        Vset4 = "vset4",
        Vshl = "vshl",
        Vshr = "vshr",
        Vsub = "vsub",
        Vsub2 = "vsub2",
        Vsub4 = "vsub4",
        Wgmma = "wgmma",
        Wmma = "wmma",
        Xor = "xor",
    }
}

impl fmt::Display for Mnemonic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

spelled! {
    /// A fundamental PTX type (`.u32`, `.f64`, `.pred`, ...).
    pub enum ScalarType {
        Pred = "pred",
        B8 = "b8",
        B16 = "b16",
        B32 = "b32",
        B64 = "b64",
        B128 = "b128",
        U8 = "u8",
        U16 = "u16",
        U32 = "u32",
        U64 = "u64",
        S8 = "s8",
        S16 = "s16",
        S32 = "s32",
        S64 = "s64",
        F16 = "f16",
        F16x2 = "f16x2",
        Bf16 = "bf16",
        Bf16x2 = "bf16x2",
        F32 = "f32",
        F64 = "f64",
    }
}

/// The class of a [`ScalarType`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `.pred`.
    Pred,
    /// `.bN`.
    Bits,
    /// `.uN`.
    Unsigned,
    /// `.sN`.
    Signed,
    /// `.fN`.
    Float,
}

impl ScalarType {
    /// Width in bits (`.pred`: 1).
    pub fn bits(self) -> u32 {
        use ScalarType::*;
        match self {
            Pred => 1,
            B8 | U8 | S8 => 8,
            B16 | U16 | S16 | F16 | Bf16 => 16,
            B32 | U32 | S32 | F32 | F16x2 | Bf16x2 => 32,
            B64 | U64 | S64 | F64 => 64,
            B128 => 128,
        }
    }

    /// Size in memory in bytes (`.pred`: 1).
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8)
    }

    /// The class of the type.
    pub fn kind(self) -> TypeKind {
        use ScalarType::*;
        match self {
            Pred => TypeKind::Pred,
            B8 | B16 | B32 | B64 | B128 => TypeKind::Bits,
            U8 | U16 | U32 | U64 => TypeKind::Unsigned,
            S8 | S16 | S32 | S64 => TypeKind::Signed,
            F16 | F16x2 | Bf16 | Bf16x2 | F32 | F64 => TypeKind::Float,
        }
    }
}

spelled! {
    /// A rounding modifier: of float results (`.rn .rz .rm .rp`: to
    /// nearest even, toward zero, down, up) or to an integral value
    /// (`.rni .rzi .rmi .rpi`).
    pub enum Rounding {
        Rn = "rn",
        Rz = "rz",
        Rm = "rm",
        Rp = "rp",
        Rni = "rni",
        Rzi = "rzi",
        Rmi = "rmi",
        Rpi = "rpi",
    }
}

impl Rounding {
    /// Does it round to an integral value (the `i` forms)?
    pub fn is_integral(self) -> bool {
        matches!(
            self,
            Rounding::Rni | Rounding::Rzi | Rounding::Rmi | Rounding::Rpi
        )
    }
}

spelled! {
    /// A `setp`/`set` comparison: integer (`lo ls hi hs` unsigned) and
    /// float, ordered and unordered (`equ`..`geu`, `num`, `nan`).
    pub enum CmpOp {
        Eq = "eq",
        Ne = "ne",
        Lt = "lt",
        Le = "le",
        Gt = "gt",
        Ge = "ge",
        Lo = "lo",
        Ls = "ls",
        Hi = "hi",
        Hs = "hs",
        Equ = "equ",
        Neu = "neu",
        Ltu = "ltu",
        Leu = "leu",
        Gtu = "gtu",
        Geu = "geu",
        Num = "num",
        Nan = "nan",
    }
}

spelled! {
    /// The operation of an `atom`/`red`.
    pub enum AtomOp {
        Add = "add",
        Min = "min",
        Max = "max",
        And = "and",
        Or = "or",
        Xor = "xor",
        Exch = "exch",
        Cas = "cas",
        Inc = "inc",
        Dec = "dec",
    }
}

spelled! {
    /// The other instruction modifiers ptxlift writes: the half of a
    /// product, approximation, branch uniformity, conversion direction,
    /// barrier and `membar` levels, atomic orderings and scopes, funnel
    /// shift forms.
    pub enum Modifier {
        Lo = "lo",
        Hi = "hi",
        Wide = "wide",
        Approx = "approx",
        Uni = "uni",
        To = "to",
        Sync = "sync",
        Idx = "idx",
        Cta = "cta",
        Gl = "gl",
        Gpu = "gpu",
        Sys = "sys",
        Relaxed = "relaxed",
        Acquire = "acquire",
        Release = "release",
        AcqRel = "acq_rel",
        // A funnel shift's direction and amount mode (`shf.l.wrap`).
        ShfLWrap = "l.wrap",
        ShfRWrap = "r.wrap",
        ShfLClamp = "l.clamp",
        ShfRClamp = "r.clamp",
    }
}

/// Modifiers and types print with their leading dot.
macro_rules! dotted_display {
    ($($t:ty),*) => {
        $(impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, ".{}", self.name())
            }
        })*
    };
}

dotted_display!(ScalarType, Rounding, CmpOp, AtomOp, Modifier);

/// The name of a state space (`global`, `shared`, ...); `None` for generic
/// addressing, which PTX writes without a qualifier.
pub fn space_name(space: Space) -> Option<&'static str> {
    match space {
        Space::Global => Some("global"),
        Space::Shared => Some("shared"),
        Space::Local => Some("local"),
        Space::Const => Some("const"),
        Space::Param => Some("param"),
        Space::Generic => None,
    }
}

/// Sub-qualified state-space names and the space each is in.
const SUB_SPACES: [(&str, Space); 3] = [
    ("shared::cta", Space::Shared),
    ("param::entry", Space::Param),
    ("param::func", Space::Param),
];

/// The state space a qualifier names (without the dot), sub-qualified
/// forms (`shared::cta`, `param::entry`) included.
pub fn space_from_name(name: &str) -> Option<Space> {
    Space::ALL
        .into_iter()
        .find(|&s| space_name(s) == Some(name))
        .or_else(|| SUB_SPACES.iter().find(|(n, _)| *n == name).map(|&(_, s)| s))
}

/// A state space's qualifier as an instruction writes it: `.global`, or
/// nothing for generic addressing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SpaceQualifier(pub Space);

impl fmt::Display for SpaceQualifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match space_name(self.0) {
            Some(name) => write!(f, ".{name}"),
            None => Ok(()),
        }
    }
}

/// An atomic's `.sem.scope` qualifiers (`.acquire.gpu`), written only when
/// the order is not relaxed at GPU scope, which is what `atom` without
/// them means (PTX ISA, "atom": `.relaxed` and `.gpu` are the defaults).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AtomSem(pub AtomicOrder);

impl fmt::Display for AtomSem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_default() {
            return Ok(());
        }
        let sem = match self.0.ordering {
            AtomicOrdering::Relaxed => Modifier::Relaxed,
            AtomicOrdering::Acquire => Modifier::Acquire,
            AtomicOrdering::Release => Modifier::Release,
            AtomicOrdering::AcqRel => Modifier::AcqRel,
        };
        let scope = match self.0.scope {
            FenceScope::Cta => Modifier::Cta,
            FenceScope::Gpu => Modifier::Gpu,
            FenceScope::Sys => Modifier::Sys,
        };
        write!(f, "{sem}{scope}")
    }
}

/// The declaration of a byte array in a state space:
/// `.shared .align 4 .b8 name[16]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ByteArray<'a> {
    /// The state space.
    pub space: Space,
    /// The alignment in bytes.
    pub align: u64,
    /// The array's name.
    pub name: &'a str,
    /// The size in bytes.
    pub size: u64,
}

impl fmt::Display for ByteArray<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ByteArray {
            space,
            align,
            name,
            size,
        } = *self;
        let space = SpaceQualifier(space);
        write!(
            f,
            "{space} .align {align} {} {name}[{size}]",
            ScalarType::B8
        )
    }
}

/// The declaration of an external byte array whose size is set elsewhere
/// (dynamic shared memory: its size is given at launch):
/// `.extern .shared .align 4 .b8 name[]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ExternByteArray<'a> {
    /// The state space.
    pub space: Space,
    /// The alignment in bytes.
    pub align: u64,
    /// The array's name.
    pub name: &'a str,
}

impl fmt::Display for ExternByteArray<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ExternByteArray { space, align, name } = *self;
        let space = SpaceQualifier(space);
        write!(
            f,
            ".extern {space} .align {align} {} {name}[]",
            ScalarType::B8
        )
    }
}

spelled! {
    /// Special registers read with a `.x`/`.y`/`.z` component.
    pub enum SpecialVector {
        Tid = "%tid",
        Ntid = "%ntid",
        Ctaid = "%ctaid",
        Nctaid = "%nctaid",
        Clusterid = "%clusterid",
        Nclusterid = "%nclusterid",
        ClusterCtaid = "%cluster_ctaid",
        ClusterNctaid = "%cluster_nctaid",
    }
}

spelled! {
    /// Special registers read whole (and the `WARP_SZ` constant).
    pub enum SpecialScalar {
        Laneid = "%laneid",
        Warpid = "%warpid",
        Nwarpid = "%nwarpid",
        Smid = "%smid",
        Nsmid = "%nsmid",
        Gridid = "%gridid",
        Clock = "%clock",
        ClockHi = "%clock_hi",
        Clock64 = "%clock64",
        LanemaskEq = "%lanemask_eq",
        LanemaskLe = "%lanemask_le",
        LanemaskLt = "%lanemask_lt",
        LanemaskGe = "%lanemask_ge",
        LanemaskGt = "%lanemask_gt",
        Globaltimer = "%globaltimer",
        GlobaltimerLo = "%globaltimer_lo",
        GlobaltimerHi = "%globaltimer_hi",
        DynamicSmemSize = "%dynamic_smem_size",
        TotalSmemSize = "%total_smem_size",
        WarpSz = "WARP_SZ",
    }
}

spelled! {
    /// The component of a [`SpecialVector`] register.
    pub enum Component {
        X = "x",
        Y = "y",
        Z = "z",
    }
}

impl Component {
    /// 0 for `x`, 1 for `y`, 2 for `z`.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The PTX name of an IR special register (`%tid.x`, `%laneid`, `WARP_SZ`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SpecialRegName(pub SpecialReg);

impl fmt::Display for SpecialRegName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (vector, dim) = match self.0 {
            SpecialReg::Tid(d) => (SpecialVector::Tid, d),
            SpecialReg::Ntid(d) => (SpecialVector::Ntid, d),
            SpecialReg::Ctaid(d) => (SpecialVector::Ctaid, d),
            SpecialReg::Nctaid(d) => (SpecialVector::Nctaid, d),
            SpecialReg::LaneId => return f.write_str(SpecialScalar::Laneid.name()),
            SpecialReg::WarpSize => return f.write_str(SpecialScalar::WarpSz.name()),
        };
        let component = Component::ALL[dim.index()];
        write!(f, "{}.{}", vector.name(), component.name())
    }
}

/// An integer immediate for an operand of type `ty`, as PTX reads it: the
/// value in the type's range (signed types signed, the others unsigned);
/// for a float type, the value converted, as float bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct IntImm(pub i64, pub ScalarType);

impl fmt::Display for IntImm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let IntImm(k, ty) = *self;
        match ty {
            ScalarType::S8 => write!(f, "{}", k as i8),
            ScalarType::S16 => write!(f, "{}", k as i16),
            ScalarType::S32 => write!(f, "{}", k as i32),
            ScalarType::S64 => write!(f, "{k}"),
            ScalarType::U8 | ScalarType::B8 => write!(f, "{}", k as u8),
            ScalarType::U16 | ScalarType::B16 | ScalarType::F16 | ScalarType::Bf16 => {
                write!(f, "{}", k as u16)
            }
            ScalarType::U32 | ScalarType::B32 | ScalarType::F16x2 | ScalarType::Bf16x2 => {
                write!(f, "{}", k as u32)
            }
            ScalarType::F32 => F32Imm((k as f32).to_bits()).fmt(f),
            ScalarType::F64 => F64Imm((k as f64).to_bits()).fmt(f),
            ScalarType::Pred | ScalarType::U64 | ScalarType::B64 | ScalarType::B128 => {
                write!(f, "{}", k as u64)
            }
        }
    }
}

/// An f32 immediate from its bits: `0f3F800000`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct F32Imm(pub u32);

impl fmt::Display for F32Imm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0f{:08X}", self.0)
    }
}

/// An f64 immediate from its bits: `0d3FF0000000000000`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct F64Imm(pub u64);

impl fmt::Display for F64Imm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0d{:016X}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Dim;

    /// `name` and `from_name` are inverse, and no two values share a name.
    fn round_trips<T: Copy + PartialEq + core::fmt::Debug>(
        all: &[T],
        name: fn(T) -> &'static str,
        from_name: fn(&str) -> Option<T>,
    ) {
        let mut names: Vec<&str> = all.iter().map(|&x| name(x)).collect();
        for &x in all {
            assert_eq!(from_name(name(x)), Some(x));
        }
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), all.len());
    }

    #[test]
    fn names_round_trip() {
        round_trips(Mnemonic::ALL, Mnemonic::name, Mnemonic::from_name);
        round_trips(ScalarType::ALL, ScalarType::name, ScalarType::from_name);
        round_trips(Rounding::ALL, Rounding::name, Rounding::from_name);
        round_trips(CmpOp::ALL, CmpOp::name, CmpOp::from_name);
        round_trips(AtomOp::ALL, AtomOp::name, AtomOp::from_name);
        round_trips(Modifier::ALL, Modifier::name, Modifier::from_name);
        round_trips(
            SpecialVector::ALL,
            SpecialVector::name,
            SpecialVector::from_name,
        );
        round_trips(
            SpecialScalar::ALL,
            SpecialScalar::name,
            SpecialScalar::from_name,
        );
        for s in Space::ALL {
            match space_name(s) {
                Some(n) => assert_eq!(space_from_name(n), Some(s)),
                None => assert_eq!(s, Space::Generic),
            }
        }
        assert_eq!(space_from_name("shared::cta"), Some(Space::Shared));
        assert_eq!(space_from_name("generic"), None);
        assert_eq!(Mnemonic::from_name("mad.lo"), None);
    }

    /// Spellings as the PTX ISA manual writes them.
    #[test]
    fn spellings() {
        let head = format!("{}{}{}", Mnemonic::Mul, Modifier::Lo, ScalarType::U32);
        assert_eq!(head, "mul.lo.u32");
        let cvt = format!("{}{}{}", Mnemonic::Cvt, Rounding::Rzi, ScalarType::F32);
        assert_eq!(cvt, "cvt.rzi.f32");
        let st = format!("st{}.b8", SpaceQualifier(Space::Shared));
        assert_eq!(st, "st.shared.b8");
        assert_eq!(format!("ld{}.u8", SpaceQualifier(Space::Generic)), "ld.u8");
        assert_eq!(
            SpecialRegName(SpecialReg::Ctaid(Dim::Y)).to_string(),
            "%ctaid.y"
        );
        assert_eq!(SpecialRegName(SpecialReg::WarpSize).to_string(), "WARP_SZ");
        assert_eq!(IntImm(-1, ScalarType::U16).to_string(), "65535");
        assert_eq!(IntImm(-1, ScalarType::S16).to_string(), "-1");
        assert_eq!(IntImm(1, ScalarType::F32).to_string(), "0f3F800000");
        assert_eq!(F64Imm(1.0f64.to_bits()).to_string(), "0d3FF0000000000000");
        let array = ByteArray {
            space: Space::Local,
            align: 8,
            name: "d",
            size: 24,
        };
        assert_eq!(array.to_string(), ".local .align 8 .b8 d[24]");
        let dynamic = ExternByteArray {
            space: Space::Shared,
            align: 16,
            name: "s",
        };
        assert_eq!(dynamic.to_string(), ".extern .shared .align 16 .b8 s[]");
        assert!(Rounding::Rmi.is_integral() && !Rounding::Rm.is_integral());
        assert_eq!(ScalarType::F16x2.bits(), 32);
        assert_eq!(ScalarType::Pred.bytes(), 1);
    }
}
