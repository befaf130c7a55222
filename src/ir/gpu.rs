//! The GPU-specific operand kinds of instructions: state spaces (with
//! their address widths and generic-address rules), a load's cache
//! coherence (`nc`), special registers,
//! atomic read-modify-write operations and memory-fence scopes. Each has a
//! text name, used by the parser and the printer alike.

use core::fmt;

/// A PTX state space.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    /// Device memory shared by all threads.
    Global,
    /// Per-CTA shared memory.
    Shared,
    /// Per-thread local memory.
    Local,
    /// Read-only constant memory.
    Const,
    /// Kernel parameter memory (`byval` parameters).
    Param,
    /// Any of the other spaces, through a generic address.
    Generic,
}

impl Space {
    /// Every state space.
    pub const ALL: [Space; 6] = [
        Space::Global,
        Space::Shared,
        Space::Local,
        Space::Const,
        Space::Param,
        Space::Generic,
    ];

    /// The space's name in the text format.
    pub fn name(self) -> &'static str {
        match self {
            Space::Global => "global",
            Space::Shared => "shared",
            Space::Local => "local",
            Space::Const => "const",
            Space::Param => "param",
            Space::Generic => "generic",
        }
    }

    /// Looks a space up by its text name.
    pub fn from_name(name: &str) -> Option<Space> {
        Space::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Does an address of this space lie in the generic window of `window`
    /// (the meaning of `in_space window`)? Its own, and for a kernel
    /// parameter also the global one: PTX's `.param` window lies within
    /// the `.global` window (`isspacep`).
    pub fn is_within(self, window: Space) -> bool {
        self == window || (window == Space::Global && self == Space::Param)
    }

    /// Can a program store to this space?
    pub fn is_writable(self) -> bool {
        !matches!(self, Space::Const | Space::Param)
    }

    /// May addresses in this space be 32-bit? Global and generic addresses
    /// are always 64-bit.
    pub fn allows_32bit_addr(self) -> bool {
        !matches!(self, Space::Global | Space::Generic)
    }
}

/// How a load or store reaches memory. A plain (`Coherent`) access sees
/// every write made while the kernel runs. A `NonCoherent` load reads
/// through the non-coherent read-only cache (PTX `ld.global.nc`): only on
/// global addresses, and only where the memory it reads is not written
/// while the kernel runs (the promise of a `noalias readonly` kernel
/// parameter, or LLVM's `!invariant.load`); there it reads what a
/// coherent load would. A `Volatile` access (C's and LLVM's `volatile`,
/// PTX `ld.volatile`/`st.volatile`) happens exactly as written: the
/// compiler neither removes, merges, splits nor reorders it with another
/// volatile access (another thread may be watching, as warp-synchronous
/// code and flags spun on do). The interpreter and the simulator run
/// threads one at a time, so all three read and write alike there.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum AccessMode {
    /// A plain load (the default; not printed).
    #[default]
    Coherent,
    /// A read-only load through the non-coherent cache (`nc`).
    NonCoherent,
    /// An access made exactly as written (`volatile`).
    Volatile,
}

impl AccessMode {
    /// The keyword in the text format (`nc`), if the mode prints one.
    pub fn keyword(self) -> Option<&'static str> {
        match self {
            AccessMode::Coherent => None,
            AccessMode::NonCoherent => Some("nc"),
            AccessMode::Volatile => Some("volatile"),
        }
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A PTX special register read by `sreg`. All are `i32`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpecialReg {
    /// Thread index in the CTA (`tid`).
    Tid(Dim),
    /// CTA shape (`ntid`).
    Ntid(Dim),
    /// CTA index in the grid (`ctaid`).
    Ctaid(Dim),
    /// Grid shape (`nctaid`).
    Nctaid(Dim),
    /// Linear thread index modulo 32 (`laneid`).
    LaneId,
    /// The warp size, the constant 32.
    WarpSize,
}

/// A grid or block dimension.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    /// The x dimension.
    X,
    /// The y dimension.
    Y,
    /// The z dimension.
    Z,
}

impl Dim {
    /// Every dimension, in order.
    pub const ALL: [Dim; 3] = [Dim::X, Dim::Y, Dim::Z];

    /// The dimension's index: 0 for x, 1 for y, 2 for z.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The dimension's name: `x`, `y` or `z`.
    pub fn name(self) -> &'static str {
        ["x", "y", "z"][self as usize]
    }
}

impl SpecialReg {
    /// Every special register.
    pub fn all() -> impl Iterator<Item = SpecialReg> {
        Dim::ALL
            .into_iter()
            .flat_map(|d| {
                [
                    SpecialReg::Tid(d),
                    SpecialReg::Ntid(d),
                    SpecialReg::Ctaid(d),
                    SpecialReg::Nctaid(d),
                ]
            })
            .chain([SpecialReg::LaneId, SpecialReg::WarpSize])
    }

    /// Looks a special register up by its text name (e.g. `tid.x`).
    pub fn from_name(name: &str) -> Option<SpecialReg> {
        SpecialReg::all().find(|r| r.to_string() == name)
    }
}

impl fmt::Display for SpecialReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecialReg::Tid(d) => write!(f, "tid.{}", d.name()),
            SpecialReg::Ntid(d) => write!(f, "ntid.{}", d.name()),
            SpecialReg::Ctaid(d) => write!(f, "ctaid.{}", d.name()),
            SpecialReg::Nctaid(d) => write!(f, "nctaid.{}", d.name()),
            SpecialReg::LaneId => f.write_str("laneid"),
            SpecialReg::WarpSize => f.write_str("warpsize"),
        }
    }
}

/// The operation of an `atomic_rmw`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AtomicRmwOp {
    /// Addition (integer or float).
    Add,
    /// Signed minimum.
    Smin,
    /// Signed maximum.
    Smax,
    /// Unsigned minimum.
    Umin,
    /// Unsigned maximum.
    Umax,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise exclusive or.
    Xor,
    /// Exchange: store the operand.
    Xchg,
    /// Wrapping increment (CUDA's `atomicInc`, PTX `atom.inc.u32`): store
    /// `old >= x ? 0 : old + 1`, unsigned.
    Inc,
    /// Wrapping decrement (CUDA's `atomicDec`, PTX `atom.dec.u32`): store
    /// `old == 0 || old > x ? x : old - 1`, unsigned.
    Dec,
}

impl AtomicRmwOp {
    /// Does the operation accept operands of type `t`? All but `inc` and
    /// `dec` (`i32` only, as PTX) take `i32` and `i64`; `add` and `xchg`
    /// also `f32` and `f64`.
    pub fn accepts(self, t: crate::ir::Type) -> bool {
        use crate::ir::Type;
        match self {
            AtomicRmwOp::Add | AtomicRmwOp::Xchg => {
                matches!(t, Type::I32 | Type::I64 | Type::F32 | Type::F64)
            }
            AtomicRmwOp::Smin
            | AtomicRmwOp::Smax
            | AtomicRmwOp::Umin
            | AtomicRmwOp::Umax
            | AtomicRmwOp::And
            | AtomicRmwOp::Or
            | AtomicRmwOp::Xor => matches!(t, Type::I32 | Type::I64),
            AtomicRmwOp::Inc | AtomicRmwOp::Dec => t == Type::I32,
        }
    }

    /// Every operation.
    pub const ALL: [AtomicRmwOp; 11] = [
        AtomicRmwOp::Add,
        AtomicRmwOp::Smin,
        AtomicRmwOp::Smax,
        AtomicRmwOp::Umin,
        AtomicRmwOp::Umax,
        AtomicRmwOp::And,
        AtomicRmwOp::Or,
        AtomicRmwOp::Xor,
        AtomicRmwOp::Xchg,
        AtomicRmwOp::Inc,
        AtomicRmwOp::Dec,
    ];

    /// The operation's name in the text format.
    pub fn name(self) -> &'static str {
        match self {
            AtomicRmwOp::Add => "add",
            AtomicRmwOp::Smin => "smin",
            AtomicRmwOp::Smax => "smax",
            AtomicRmwOp::Umin => "umin",
            AtomicRmwOp::Umax => "umax",
            AtomicRmwOp::And => "and",
            AtomicRmwOp::Or => "or",
            AtomicRmwOp::Xor => "xor",
            AtomicRmwOp::Xchg => "xchg",
            AtomicRmwOp::Inc => "inc",
            AtomicRmwOp::Dec => "dec",
        }
    }

    /// Looks an operation up by its text name.
    pub fn from_name(name: &str) -> Option<AtomicRmwOp> {
        AtomicRmwOp::ALL.into_iter().find(|o| o.name() == name)
    }
}

/// The scope of a memory `fence` (PTX `membar.cta`, `.gl`, `.sys`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FenceScope {
    /// The CTA (`membar.cta`).
    Cta,
    /// The whole GPU (`membar.gl`).
    Gpu,
    /// The system (`membar.sys`).
    Sys,
}

impl FenceScope {
    /// Every scope.
    pub const ALL: [FenceScope; 3] = [FenceScope::Cta, FenceScope::Gpu, FenceScope::Sys];

    /// The scope's name in the text format.
    pub fn name(self) -> &'static str {
        match self {
            FenceScope::Cta => "cta",
            FenceScope::Gpu => "gpu",
            FenceScope::Sys => "sys",
        }
    }

    /// Looks a scope up by its text name.
    pub fn from_name(name: &str) -> Option<FenceScope> {
        FenceScope::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// What an atomic read-modify-write orders among the thread's other memory
/// accesses (PTX `.sem`). Sequential consistency is not one of them: it is
/// a `fence` before an `Acquire` atomic, as the PTX atomics ABI writes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOrdering {
    /// Orders nothing but the atomic itself (PTX's plain `atom`).
    Relaxed,
    /// Later accesses stay after it (`.acquire`).
    Acquire,
    /// Earlier accesses stay before it (`.release`).
    Release,
    /// Both (`.acq_rel`).
    AcqRel,
}

impl AtomicOrdering {
    /// Every ordering.
    pub const ALL: [AtomicOrdering; 4] = [
        AtomicOrdering::Relaxed,
        AtomicOrdering::Acquire,
        AtomicOrdering::Release,
        AtomicOrdering::AcqRel,
    ];

    /// The ordering's name in the text format (and PTX's, without the dot).
    pub fn name(self) -> &'static str {
        match self {
            AtomicOrdering::Relaxed => "relaxed",
            AtomicOrdering::Acquire => "acquire",
            AtomicOrdering::Release => "release",
            AtomicOrdering::AcqRel => "acq_rel",
        }
    }

    /// Does it keep later accesses after the atomic?
    pub fn acquires(self) -> bool {
        matches!(self, AtomicOrdering::Acquire | AtomicOrdering::AcqRel)
    }

    /// Does it keep earlier accesses before the atomic?
    pub fn releases(self) -> bool {
        matches!(self, AtomicOrdering::Release | AtomicOrdering::AcqRel)
    }
}

/// An atomic's memory ordering and the scope of the threads it
/// synchronises with (PTX `atom.sem.scope`). The default, relaxed at GPU
/// scope, is what PTX's plain `atom` means; the text format and PTX leave
/// it unwritten.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AtomicOrder {
    /// What it orders.
    pub ordering: AtomicOrdering,
    /// With whom.
    pub scope: FenceScope,
}

impl AtomicOrder {
    /// Relaxed at GPU scope: PTX's plain `atom`, and the builder's default.
    pub const RELAXED_GPU: AtomicOrder = AtomicOrder {
        ordering: AtomicOrdering::Relaxed,
        scope: FenceScope::Gpu,
    };

    /// `ordering` at `scope`.
    pub fn new(ordering: AtomicOrdering, scope: FenceScope) -> AtomicOrder {
        AtomicOrder { ordering, scope }
    }

    /// Is it the default, which is not written?
    pub fn is_default(self) -> bool {
        self == AtomicOrder::RELAXED_GPU
    }
}

impl fmt::Display for AtomicOrder {
    /// `acquire sys`: the ordering and the scope.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.ordering.name(), self.scope.name())
    }
}
