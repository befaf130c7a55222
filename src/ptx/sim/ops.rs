//! The executable form of PTX instructions: one [`Op`] per instruction,
//! with types and operands resolved.
//!
//! Invariants: operands are already checked by the decoder (register
//! widths fit the instruction type, branch targets are code indices), so
//! execution needs no name lookups. Operations whose result depends only on
//! their inputs are evaluated by `eval` (pure functions); `step` handles
//! memory and branches, `exec` calls, returns and barriers.

use super::{AddrOp, Src};
use crate::ir::Space;
use crate::ptx::isa::{Component, SpecialScalar, SpecialVector};
use crate::ptx::parse::ScalarType;

/// The names of comparisons, roundings and atomic operations are the PTX
/// vocabulary's; what they compute is `eval`'s.
pub(super) use crate::ptx::isa::{AtomOp, CmpOp, Rounding};

/// Two-operand arithmetic and logic (integer, predicate and float).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum BinOp {
    Add,
    Sub,
    /// `add.sat.s32` / `sub.sat.s32`.
    AddSat,
    SubSat,
    /// Integer `mul.lo`, float `mul`.
    Mul,
    MulHi,
    Div,
    Rem,
    Min,
    Max,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    Copysign,
    /// `mul24.lo` (false) / `mul24.hi` (true).
    Mul24(bool),
}

/// One-operand operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum UnOp {
    Abs,
    Neg,
    Not,
    Cnot,
    Popc,
    Clz,
    Brev,
    Bfind,
    /// `bfind.shiftamt`.
    BfindShiftAmt,
    Sqrt,
    Rcp,
    Rsqrt,
    Sin,
    Cos,
    Ex2,
    Lg2,
    Tanh,
}

/// Three-operand operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum TernOp {
    MadLo,
    MadHi,
    Fma,
    /// `bfe`: extract `c` bits at `b`.
    Bfe,
    /// `sad`: `c + |a - b|`.
    Sad,
    /// `shf.l` / `shf.r` with `.wrap` (true) or `.clamp`.
    ShfL(bool),
    ShfR(bool),
    /// `prmt.b32` in the default mode (`None`) or a named one.
    Prmt(Option<PrmtMode>),
    /// `dp4a.atype.btype`: whether `a` and `b` are signed.
    Dp4a {
        a_signed: bool,
        b_signed: bool,
    },
    /// `dp2a.lo/.hi.atype.btype`.
    Dp2a {
        hi: bool,
        a_signed: bool,
        b_signed: bool,
    },
    /// `mad24.lo/.hi{.sat}`.
    Mad24 {
        hi: bool,
        sat: bool,
    },
    /// `fns.b32 d, mask, base, offset`.
    Fns,
    /// `lop3.b32` with its look-up table `immLut`: bit `i` of the result is
    /// bit `4a_i + 2b_i + c_i` of the table.
    Lop3(u8),
}

/// The byte-selection modes of `prmt` (`.f4e .b4e .rc8 .ecl .ecr .rc16`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum PrmtMode {
    F4e,
    B4e,
    Rc8,
    Ecl,
    Ecr,
    Rc16,
}

impl PrmtMode {
    pub fn from_name(name: &str) -> Option<PrmtMode> {
        Some(match name {
            "f4e" => PrmtMode::F4e,
            "b4e" => PrmtMode::B4e,
            "rc8" => PrmtMode::Rc8,
            "ecl" => PrmtMode::Ecl,
            "ecr" => PrmtMode::Ecr,
            "rc16" => PrmtMode::Rc16,
            _ => return None,
        })
    }
}

/// Extended-precision arithmetic, which reads and writes the condition
/// code's carry flag `CC.CF`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum CarryOp {
    /// `add.cc` / `addc`: `a + b (+ CF)`, carry-out.
    Add,
    /// `sub.cc` / `subc`: `a - (b (+ CF))`, borrow-out.
    Sub,
    /// `mad.lo.cc` / `madc.lo`: low half of `a * b`, plus `c (+ CF)`.
    MadLo,
    /// `mad.hi.cc` / `madc.hi`: high half of `a * b`, plus `c (+ CF)`.
    MadHi,
}

/// Float modifiers.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct FFlags {
    /// `.ftz`: subnormal inputs and results flushed to zero of their sign.
    pub ftz: bool,
    /// `.sat`: the result clamped to [0, 1], NaN to +0.
    pub sat: bool,
    /// `.relu`: a negative result becomes +0, NaN the canonical NaN.
    pub relu: bool,
    /// `.satfinite`: an infinite result becomes the largest finite value.
    pub satfinite: bool,
    /// `min`/`max` `.NaN`: a NaN operand gives the canonical NaN.
    pub nan: bool,
    /// `min`/`max` `.xorsign.abs`: compare magnitudes, the result's sign
    /// is the XOR of the operands' signs.
    pub xorsign_abs: bool,
    /// The rounding of an arithmetic result (`None`: `.rn`); `cvt`
    /// carries its own.
    pub rnd: Option<Rounding>,
}

/// Special registers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Special {
    Tid(usize),
    Ntid(usize),
    Ctaid(usize),
    Nctaid(usize),
    LaneId,
    WarpId,
    NWarpId,
    WarpSize,
    /// `%lanemask_eq/le/lt/ge/gt`.
    LaneMask(u8),
}

impl Special {
    /// The special register PTX names `name` (`%tid.x`, `%laneid`), if the
    /// simulator reads it.
    pub fn from_name(name: &str) -> Option<Special> {
        if let Some((base, c)) = name.split_once('.') {
            let d = Component::from_name(c)?.index();
            return match SpecialVector::from_name(base)? {
                SpecialVector::Tid => Some(Special::Tid(d)),
                SpecialVector::Ntid => Some(Special::Ntid(d)),
                SpecialVector::Ctaid => Some(Special::Ctaid(d)),
                SpecialVector::Nctaid => Some(Special::Nctaid(d)),
                SpecialVector::Clusterid
                | SpecialVector::Nclusterid
                | SpecialVector::ClusterCtaid
                | SpecialVector::ClusterNctaid => None,
            };
        }
        Some(match SpecialScalar::from_name(name)? {
            SpecialScalar::Laneid => Special::LaneId,
            SpecialScalar::Warpid => Special::WarpId,
            SpecialScalar::Nwarpid => Special::NWarpId,
            SpecialScalar::WarpSz => Special::WarpSize,
            SpecialScalar::LanemaskEq => Special::LaneMask(0),
            SpecialScalar::LanemaskLe => Special::LaneMask(1),
            SpecialScalar::LanemaskLt => Special::LaneMask(2),
            SpecialScalar::LanemaskGe => Special::LaneMask(3),
            SpecialScalar::LanemaskGt => Special::LaneMask(4),
            SpecialScalar::Smid
            | SpecialScalar::Nsmid
            | SpecialScalar::Gridid
            | SpecialScalar::Clock
            | SpecialScalar::ClockHi
            | SpecialScalar::Clock64
            | SpecialScalar::Globaltimer
            | SpecialScalar::GlobaltimerLo
            | SpecialScalar::GlobaltimerHi
            | SpecialScalar::DynamicSmemSize
            | SpecialScalar::TotalSmemSize => return None,
        })
    }
}

/// An argument of `call`.
#[derive(Clone, Debug)]
pub(super) enum CallArg {
    /// A caller `.param` variable.
    Param(u32),
    /// A register or immediate of the given size in bytes.
    Value(Src, u32),
}

/// One executable instruction.
#[derive(Clone, Debug)]
pub(super) enum Op {
    Bin {
        op: BinOp,
        ty: ScalarType,
        f: FFlags,
        d: u32,
        a: Src,
        b: Src,
    },
    Un {
        op: UnOp,
        ty: ScalarType,
        f: FFlags,
        d: u32,
        a: Src,
    },
    Tern {
        op: TernOp,
        ty: ScalarType,
        f: FFlags,
        d: u32,
        a: Src,
        b: Src,
        c: Src,
    },
    /// `lop3.BoolOp.b32 d|p, a, b, c, immLut, q`: `d` as `lop3.b32`
    /// (`None` for the sink `_`), `p = (d != 0) BoolOp q`.
    Lop3Pred {
        lut: u8,
        /// `BinOp::And` or `BinOp::Or`.
        bool_op: BinOp,
        d: Option<u32>,
        p: u32,
        a: Src,
        b: Src,
        c: Src,
        q: Src,
    },
    /// `add.cc`, `addc{.cc}`, `sub.cc`, `subc{.cc}`, `mad{.lo,.hi}.cc`,
    /// `madc{.lo,.hi}{.cc}`: `carry_in` adds (subtracts) `CC.CF`,
    /// `carry_out` writes it; `c` is the addend of the `mad` forms.
    Carry {
        op: CarryOp,
        ty: ScalarType,
        carry_in: bool,
        carry_out: bool,
        d: u32,
        a: Src,
        b: Src,
        c: Option<Src>,
    },
    /// `mul.wide` / `mad.wide`: `ty` is the source type; `c` the addend.
    Wide {
        ty: ScalarType,
        d: u32,
        a: Src,
        b: Src,
        c: Option<Src>,
    },
    /// `setp.cmp{.bool}.ty p|q, a, b{, c}`: `p` (and `q`, `None` for the
    /// sink `_` or no second destination) get the comparison combined
    /// with `c`; for `.f16x2`/`.bf16x2`, `p` gets lane 0's and `q` lane
    /// 1's, otherwise `q` the complement's.
    Setp {
        cmp: CmpOp,
        ty: ScalarType,
        ftz: bool,
        /// `.and`/`.or`/`.xor` with a predicate.
        combine: Option<(BinOp, Src)>,
        d: Option<u32>,
        d2: Option<u32>,
        a: Src,
        b: Src,
    },
    /// `set.cmp{.bool}.dty.sty d, a, b{, c}`: all ones (`.u`/`.s`) or 1.0
    /// (float `dty`) when the combined comparison holds, else 0; per lane
    /// for `.f16x2`/`.bf16x2` sources.
    Set {
        cmp: CmpOp,
        dty: ScalarType,
        sty: ScalarType,
        ftz: bool,
        combine: Option<(BinOp, Src)>,
        d: u32,
        a: Src,
        b: Src,
    },
    Selp {
        ty: ScalarType,
        d: u32,
        a: Src,
        b: Src,
        c: Src,
    },
    /// `bfi`: `len` low bits of `a` inserted into `b` at `pos`.
    Bfi {
        ty: ScalarType,
        d: u32,
        a: Src,
        b: Src,
        pos: Src,
        len: Src,
    },
    Slct {
        ty: ScalarType,
        cty: ScalarType,
        d: u32,
        a: Src,
        b: Src,
        c: Src,
    },
    Mov {
        ty: ScalarType,
        d: u32,
        a: Src,
    },
    /// `mov.b64 %rd, {%r1, %r2}`: parts from the low end.
    Pack {
        ty: ScalarType,
        part_bits: u32,
        d: u32,
        parts: Vec<Src>,
    },
    /// `mov.b64 {%r1, %r2}, %rd`.
    Unpack {
        part_bits: u32,
        ds: Vec<Option<u32>>,
        a: Src,
    },
    Cvt {
        dty: ScalarType,
        sty: ScalarType,
        rnd: Option<Rounding>,
        f: FFlags,
        d: u32,
        a: Src,
    },
    /// `cvt.frnd2{.relu}{.satfinite}.f16x2.f32 d, a, b` (and `.bf16x2`):
    /// `a` into the upper half, `b` into the lower.
    CvtPair {
        dty: ScalarType,
        rnd: Rounding,
        f: FFlags,
        d: u32,
        a: Src,
        b: Src,
    },
    /// `isspacep.space p, a`: whether generic address `a` is in `space`.
    Isspacep {
        space: Space,
        d: u32,
        a: Src,
    },
    Cvta {
        to: bool,
        space: Space,
        ty: ScalarType,
        d: u32,
        a: Src,
    },
    Ld {
        space: Space,
        ty: ScalarType,
        ds: Vec<u32>,
        addr: AddrOp,
    },
    St {
        space: Space,
        ty: ScalarType,
        srcs: Vec<Src>,
        addr: AddrOp,
    },
    Atom {
        space: Space,
        op: AtomOp,
        ty: ScalarType,
        d: Option<u32>,
        addr: AddrOp,
        b: Src,
        c: Option<Src>,
    },
    Bar,
    Nop,
    Trap,
    Exit,
    Ret,
    Bra(usize),
    BrxIdx {
        index: Src,
        targets: Vec<usize>,
    },
    Call {
        func: u32,
        ret: Option<u32>,
        args: Vec<CallArg>,
    },
    /// A `.param` declaration in a body: the variable starts unwritten.
    ResetParam(u32),
    /// Could not be decoded: an error when executed.
    Invalid(String),
}
