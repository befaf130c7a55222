//! The parsed form of an LLVM IR module: what the importer understands,
//! before any translation. Every instruction keeps its source line.

use crate::ir::LoopHint;
use std::collections::HashMap;

/// An LLVM type.
#[derive(Clone, Debug, PartialEq)]
pub enum Ty {
    /// `void`.
    Void,
    /// `iN`.
    Int(u32),
    /// `half`, `float`, `double` (by width).
    Float(u32),
    /// `ptr` / `ptr addrspace(N)`.
    Ptr(u32),
    /// `[N x T]`.
    Array(u64, Box<Ty>),
    /// `<N x T>`.
    Vector(u64, Box<Ty>),
    /// `{ T, ... }` (`packed`: `<{ ... }>`).
    Struct(Vec<Ty>, bool),
    /// `%name`: a named struct, defined at module level.
    Named(String),
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// A function type, `RET (ARGS...)` (only in `call` and declarations).
    Func(Box<Ty>, Vec<Ty>, bool),
}

/// The callee of a call of inline assembly.
#[derive(Clone, Debug, PartialEq)]
pub struct AsmCallee {
    /// The template (unescaped).
    pub template: String,
    /// The constraint string as LLVM writes it (clobbers included).
    pub constraints: String,
    /// `sideeffect`.
    pub side_effect: bool,
}

/// An operand.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    /// `%x`.
    Local(String),
    /// `@g`.
    Global(String),
    /// An integer constant (`true`/`false` are 1/0).
    Int(i128),
    /// A float constant as its bits in the operand's type (f64 bits for
    /// decimal and `0x` literals; converted when the type is known).
    Float(FloatLit),
    /// `null`.
    Null,
    /// `undef` / `poison`.
    Undef,
    /// `zeroinitializer`.
    Zero,
    /// A constant aggregate `[ ... ]`, `{ ... }`, `< ... >` or `c"..."`.
    Aggregate(Vec<(Ty, Operand)>),
    /// A byte string `c"..."`.
    Bytes(Vec<u8>),
    /// A constant expression.
    Expr(Box<ConstExpr>),
    /// `label %bb` targets in `br`/`switch` are kept as locals; metadata
    /// arguments of intrinsic calls are `Meta`.
    Meta(String),
}

/// A float literal as written.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FloatLit {
    /// A decimal literal.
    Decimal(f64),
    /// `0x` + 16 hex digits: an IEEE double's bits (also used for floats).
    HexDouble(u64),
    /// `0xH`/`0xK`/... forms (half, x86 long double, ...).
    Other(char, u128),
}

/// A constant expression (casts and `getelementptr`).
#[derive(Clone, Debug, PartialEq)]
pub enum ConstExpr {
    /// `OP (T V to T2)`.
    Cast(String, Ty, Operand, Ty),
    /// `getelementptr [inbounds] (T, PTR_T P, IDX...)`.
    Gep(Ty, Ty, Operand, Vec<(Ty, Operand)>),
}

/// A typed operand.
pub type Typed = (Ty, Operand);

/// One instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    /// The `%name` it defines, if any.
    pub result: Option<String>,
    /// What it does.
    pub op: Op,
    /// The ordering and scope of an atomic `load`/`store`, `atomicrmw`,
    /// `cmpxchg` or `fence`; `None` for every other instruction (and for
    /// plain loads and stores).
    pub atomic: Option<Atomic>,
    /// The `!llvm.loop !N` attachment of a loop's back-edge branch: the
    /// loop ID node's number (see [`Module::loop_hint`]).
    pub loop_md: Option<String>,
    /// The fast-math flags ptxlift keeps (`contract`, `afn`; `fast` is
    /// both); the others are dropped, which only forgoes a licence.
    pub fast_math: crate::ir::FastMathFlags,
    /// `nsw` on an integer operation: it does not overflow as a signed
    /// number (the result is poison if it does).
    pub no_signed_wrap: bool,
    /// The `!invariant.load` attachment of a `load`: the memory it reads
    /// does not change while the kernel runs (how clang 20+ writes
    /// `__ldg`).
    pub invariant_load: bool,
    /// Source line.
    pub line: u32,
}

/// A memory ordering of LLVM's atomics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ordering {
    /// `unordered`.
    Unordered,
    /// `monotonic` (C++ relaxed).
    Monotonic,
    /// `acquire`.
    Acquire,
    /// `release`.
    Release,
    /// `acq_rel`.
    AcqRel,
    /// `seq_cst`.
    SeqCst,
}

impl Ordering {
    /// Its LLVM spelling.
    pub fn name(self) -> &'static str {
        match self {
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }

    /// The ordering that has the guarantees of both (`cmpxchg` gives a
    /// success and a failure ordering).
    pub fn join(self, other: Ordering) -> Ordering {
        use Ordering::*;
        let acquire = |o| matches!(o, Acquire | AcqRel | SeqCst);
        let release = |o| matches!(o, Release | AcqRel | SeqCst);
        match (self, other) {
            (SeqCst, _) | (_, SeqCst) => SeqCst,
            (a, b) if (acquire(a) || acquire(b)) && (release(a) || release(b)) => AcqRel,
            (a, b) if acquire(a) || acquire(b) => Acquire,
            (a, b) if release(a) || release(b) => Release,
            (Monotonic, _) | (_, Monotonic) => Monotonic,
            _ => Unordered,
        }
    }
}

/// What an atomic instruction promises: its ordering and its
/// `syncscope` (empty: the whole system).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Atomic {
    /// The ordering (for `cmpxchg`, the join of success and failure).
    pub ordering: Ordering,
    /// The `syncscope("...")` name, or empty.
    pub scope: String,
}

/// An instruction's operation and operands.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// `add sub mul sdiv ... fadd ...` with the result type.
    Binary(String, Ty, Operand, Operand),
    /// `fneg T x`.
    Fneg(Ty, Operand),
    /// `icmp PRED T a, b` (`is_float`: `fcmp`).
    Cmp(bool, String, Ty, Operand, Operand),
    /// `select i1 c, T a, T b`.
    Select(Typed, Typed, Typed),
    /// `phi T [v, %bb], ...`.
    Phi(Ty, Vec<(Operand, String)>),
    /// `OP T x to T2`.
    Cast(String, Ty, Operand, Ty),
    /// `freeze T x`.
    Freeze(Ty, Operand),
    /// `getelementptr T, PTR_T p, (T idx)*`.
    Gep(Ty, Typed, Vec<Typed>),
    /// `load [volatile] T, PTR_T p [, align N]`.
    Load {
        /// Loaded type.
        ty: Ty,
        /// Address.
        ptr: Typed,
        /// Alignment (0: none written).
        align: u64,
        /// `volatile`.
        volatile: bool,
    },
    /// `store [volatile] T v, PTR_T p [, align N]`.
    Store {
        /// Stored value.
        value: Typed,
        /// Address.
        ptr: Typed,
        /// Alignment (0: none written).
        align: u64,
        /// `volatile`.
        volatile: bool,
    },
    /// `alloca T [, i32 N] [, align N] [, addrspace(N)]`: type, count,
    /// alignment, address space.
    Alloca(Ty, Option<Typed>, u64, u32),
    /// `call RET @f(args)`, with each argument's `align` attribute.
    Call(Ty, Operand, Vec<Typed>, Vec<Option<u64>>),
    /// `call RET asm [sideeffect] "TEMPLATE", "CONSTRAINTS"(args)`.
    CallAsm(Ty, AsmCallee, Vec<Typed>),
    /// `br label %b`.
    Br(String),
    /// `br i1 c, label %t, label %f`.
    CondBr(Operand, String, String),
    /// `switch T v, label %default [ T k, label %b ... ]`.
    Switch(Typed, String, Vec<(i128, String)>),
    /// `ret void` / `ret T v`.
    Ret(Option<Typed>),
    /// `unreachable`.
    Unreachable,
    /// `extractvalue T v, i...`.
    ExtractValue(Typed, Vec<u64>),
    /// `insertvalue T agg, T v, i...`.
    InsertValue(Typed, Typed, Vec<u64>),
    /// `extractelement <N x T> v, T idx`.
    ExtractElement(Typed, Typed),
    /// `insertelement <N x T> v, T e, T idx`.
    InsertElement(Typed, Typed, Typed),
    /// `shufflevector T a, T b, <N x i32> mask`.
    Shuffle(Typed, Typed, Typed),
    /// `atomicrmw OP ptr p, T v ORDERING`.
    AtomicRmw(String, Typed, Typed),
    /// `cmpxchg ptr p, T cmp, T new ORDERINGS`.
    CmpXchg(Typed, Typed, Typed),
    /// `fence [syncscope("S")] ORDERING`: the scope.
    Fence(String),
}

impl Op {
    /// Calls `f` on each operand the instruction reads (not the labels
    /// it names).
    pub fn for_each_operand<'a>(&'a self, mut f: impl FnMut(&'a Operand)) {
        match self {
            Op::Binary(_, _, a, b) | Op::Cmp(_, _, _, a, b) => {
                f(a);
                f(b);
            }
            Op::Fneg(_, a) | Op::Cast(_, _, a, _) | Op::Freeze(_, a) | Op::CondBr(a, _, _) => f(a),
            Op::Select(a, b, c)
            | Op::InsertElement(a, b, c)
            | Op::Shuffle(a, b, c)
            | Op::CmpXchg(a, b, c) => {
                f(&a.1);
                f(&b.1);
                f(&c.1);
            }
            Op::Phi(_, incoming) => incoming.iter().for_each(|(v, _)| f(v)),
            Op::Gep(_, p, indices) => {
                f(&p.1);
                indices.iter().for_each(|i| f(&i.1));
            }
            Op::Load { ptr, .. } => f(&ptr.1),
            Op::Store { value, ptr, .. } => {
                f(&value.1);
                f(&ptr.1);
            }
            Op::Alloca(_, count, _, _) => count.iter().for_each(|c| f(&c.1)),
            Op::Call(_, callee, args, _) => {
                f(callee);
                args.iter().for_each(|a| f(&a.1));
            }
            Op::CallAsm(_, _, args) => args.iter().for_each(|a| f(&a.1)),
            Op::Switch(v, _, _) | Op::ExtractValue(v, _) => f(&v.1),
            Op::Ret(v) => v.iter().for_each(|v| f(&v.1)),
            Op::InsertValue(a, b, _) | Op::ExtractElement(a, b) | Op::AtomicRmw(_, a, b) => {
                f(&a.1);
                f(&b.1);
            }
            Op::Br(_) | Op::Unreachable | Op::Fence(_) => {}
        }
    }
}

/// A basic block.
#[derive(Clone, Debug, PartialEq)]
pub struct BasicBlock {
    /// Its label (LLVM numbers unnamed ones).
    pub label: String,
    /// Its instructions, the terminator last.
    pub insts: Vec<Inst>,
}

/// A function definition or declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Name without `@`.
    pub name: String,
    /// Return type.
    pub ret: Ty,
    /// Parameters: type and name (LLVM numbers unnamed ones).
    pub params: Vec<(Ty, String)>,
    /// What the importer keeps of each parameter's attributes.
    pub param_attrs: Vec<ParamAttrs>,
    /// `ptx_kernel` calling convention.
    pub is_ptx_kernel: bool,
    /// The function's string attributes (`"nvvm.maxntid"="256"`), written
    /// inline or through its attribute groups (`#5`).
    pub string_attrs: Vec<(String, String)>,
    /// The body; empty for a declaration.
    pub blocks: Vec<BasicBlock>,
    /// Line of `define`/`declare`.
    pub line: u32,
}

/// The parameter attributes that change what a parameter means.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParamAttrs {
    /// `byval(T)`: the callee owns a copy of the `T` the pointer points to.
    pub byval: Option<Ty>,
    /// `readonly` (or `readnone`): nothing is written through the pointer.
    pub readonly: bool,
    /// `noalias`: no other pointer the function sees reaches the memory
    /// this one reaches (C's `__restrict__`).
    pub noalias: bool,
    /// `align N`: the pointer is a multiple of `N`.
    pub align: Option<u64>,
}

/// A global variable.
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    /// Name without `@`.
    pub name: String,
    /// Address space.
    pub addrspace: u32,
    /// Value type.
    pub ty: Ty,
    /// Initialiser (`None` for an external declaration).
    pub init: Option<Operand>,
    /// `constant` rather than `global`.
    pub is_constant: bool,
    /// Alignment (0: none written).
    pub align: u64,
    /// `section "..."`, if written.
    pub section: Option<String>,
    /// Line.
    pub line: u32,
}

impl Global {
    /// Is this a global LLVM keeps for itself (`@llvm.used`,
    /// `@llvm.compiler.used`, anything in `section "llvm.metadata"`): no
    /// memory of the program, so the importer ignores it.
    pub fn is_metadata(&self) -> bool {
        self.section.as_deref() == Some("llvm.metadata")
            || self.name == "llvm.used"
            || self.name == "llvm.compiler.used"
    }
}

/// A module.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    /// `target datalayout`.
    pub datalayout: String,
    /// `target triple`.
    pub triple: String,
    /// Named struct types.
    pub types: Vec<(String, Ty)>,
    /// Globals.
    pub globals: Vec<Global>,
    /// Functions, defined and declared.
    pub functions: Vec<Function>,
    /// Functions named as kernels by `!nvvm.annotations`.
    pub annotated_kernels: Vec<String>,
    /// The other `!nvvm.annotations` of functions with an integer value
    /// (`!{ptr @k, !"maxntidx", i32 256}`): function, key, value.
    pub annotations: Vec<(String, String, u64)>,
    /// Numbered metadata nodes made of plain operands (`!N = distinct
    /// !{!N, !M}`, `!M = !{!"llvm.loop.unroll.count", i32 4}`), by number:
    /// what loop hints need; nodes with other operands are left out.
    pub md_nodes: HashMap<String, Vec<MdOperand>>,
}

/// One operand of a metadata node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MdOperand {
    /// `!12` (a node) or `!"text"` (a string): the lexer spells both as a
    /// metadata name.
    Name(String),
    /// `i32 4`.
    Int(i128),
}

impl Module {
    /// The unrolling hint of the loop ID node `id` (LLVM's
    /// `llvm.loop.unroll.disable`, `.count N`, `.full`; NVPTX's
    /// `isLoopHeaderOfNoUnroll` reads the first two); `None` when it asks
    /// none. Other properties (`llvm.loop.mustprogress`, vectoriser hints)
    /// are ignored.
    pub fn loop_hint(&self, id: &str) -> Option<LoopHint> {
        let mut hint = None;
        for op in self.md_nodes.get(id)? {
            let MdOperand::Name(name) = op else { continue };
            let Some(property) = self.md_nodes.get(name).filter(|_| name != id) else {
                continue;
            };
            let this = match property.as_slice() {
                [MdOperand::Name(tag)] if tag == "llvm.loop.unroll.disable" => {
                    Some(LoopHint::NoUnroll)
                }
                [MdOperand::Name(tag)] if tag == "llvm.loop.unroll.full" => Some(LoopHint::Full),
                [MdOperand::Name(tag), MdOperand::Int(n)] if tag == "llvm.loop.unroll.count" => {
                    u32::try_from(*n).ok().and_then(LoopHint::from_count)
                }
                _ => None,
            };
            // `unroll.disable` wins over a count or `full` beside it.
            if hint != Some(LoopHint::NoUnroll) {
                hint = this.or(hint);
            }
        }
        hint
    }
}
