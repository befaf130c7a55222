//! Fast-math flags (`contract`, `afn`) and what they mean: [`resolve`], the
//! one function that turns a function with flags into the plain IR it
//! stands for.
//!
//! ```text
//!   fadd/fsub contract (fmul contract x, y), z ──┐
//!   fdiv (f32const 1.0), (sqrt afn x)   [f32] ───┼─ resolve ─> fma / fneg+fma / rsqrt,
//!   sqrt afn x, fdiv afn x, y           [f32] ───┤            sqrt_approx, rcp / fdiv_approx,
//!   every other flag ────────────────────────────┘            no flag left anywhere
//! ```
//!
//! Flags are held beside the instructions, in `DataFlowGraph::fast_math`
//! (most instructions have none), and written after the opcode in the text
//! (`v3 = fadd contract v1, v2`). A flag only *permits* a rewrite; which
//! rewrites happen is fixed by [`resolve`], so a program's result is
//! deterministic: the compile pipeline resolves every function before its
//! first pass, and the interpreter resolves the functions it runs, so both
//! compute the same thing (the PTX simulator then checks the PTX against
//! it). After `resolve` no instruction has a flag, so no later pass can
//! create a new fusable pair (promotion forwarding a stored `fmul` into an
//! `fadd`, say). The rule mirrors what LLVM's NVPTX back end does with the
//! same flags (`DAGCombiner::visitFADDForFMACombine` with aggressive
//! fusion; the `rsqrt.approx.f32` pattern for `1/sqrt` with `afn`); the
//! full statement is in `docs/IR.md`.
//!
//! Invariants (checked by the verifier): `contract` only on `fadd fsub
//! fmul` with the default `rn` rounding (a fused result is rounded once,
//! to nearest); `afn` only on `sqrt` and `fdiv`.

use super::entities::{Inst, Value};
use super::function::{Function, Module};
use super::instructions::InstData;
use super::rounding::RoundingMode;
use super::{Opcode, Type, ValueDef};
use cranelift_entity::SecondaryMap;
use std::borrow::Cow;

/// The fast-math flags of one instruction: a set of [`FastMathFlag`]s.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FastMathFlags(u8);

/// One fast-math flag.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FastMathFlag {
    /// `contract`: an `fmul` may be fused with the `fadd`/`fsub` that uses
    /// it into one `fma` (one rounding). Both need the flag.
    Contract,
    /// `afn`: the operation may be approximated; on `sqrt` it lets
    /// `1.0 / sqrt x` (f32) become `rsqrt x`, and an f32 `sqrt` or `fdiv`
    /// become its approximate form.
    Afn,
}

impl FastMathFlag {
    /// Every flag, in text order.
    pub const ALL: [FastMathFlag; 2] = [FastMathFlag::Contract, FastMathFlag::Afn];

    /// The flag's name in the text format (LLVM's).
    pub fn name(self) -> &'static str {
        match self {
            FastMathFlag::Contract => "contract",
            FastMathFlag::Afn => "afn",
        }
    }

    /// Looks a flag up by its text name.
    pub fn from_name(name: &str) -> Option<FastMathFlag> {
        FastMathFlag::ALL.into_iter().find(|f| f.name() == name)
    }

    /// May `opcode` carry the flag?
    pub fn allowed_on(self, opcode: Opcode) -> bool {
        match self {
            FastMathFlag::Contract => matches!(opcode, Opcode::Fadd | Opcode::Fsub | Opcode::Fmul),
            FastMathFlag::Afn => matches!(opcode, Opcode::Sqrt | Opcode::Fdiv),
        }
    }

    /// Why the flag cannot go on `opcode` (for the parser and verifier).
    pub fn misplaced(self, opcode: Opcode) -> String {
        format!(
            "`{}` is not a flag of `{opcode}`; `contract` goes on `fadd fsub fmul`, `afn` on `sqrt fdiv`",
            self.name()
        )
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl FastMathFlags {
    /// No flag.
    pub const NONE: FastMathFlags = FastMathFlags(0);

    /// The set holding just `flag`.
    pub fn of(flag: FastMathFlag) -> FastMathFlags {
        FastMathFlags(flag.bit())
    }

    /// This set with `flag` added.
    pub fn with(self, flag: FastMathFlag) -> FastMathFlags {
        FastMathFlags(self.0 | flag.bit())
    }

    /// Does the set hold `flag`?
    pub fn contains(self, flag: FastMathFlag) -> bool {
        self.0 & flag.bit() != 0
    }

    /// Is the set empty?
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The flags in the set, in text order.
    pub fn iter(self) -> impl Iterator<Item = FastMathFlag> {
        FastMathFlag::ALL
            .into_iter()
            .filter(move |&f| self.contains(f))
    }
}

/// `module` with every function [`resolve`]d: what the interpreter runs
/// and the LLVM exporter writes. Copied only when some instruction has a
/// flag.
pub fn resolved_module(module: &Module) -> Cow<'_, Module> {
    let flagged = |f: &Function| f.dfg.fast_math.values().any(|flags| !flags.is_empty());
    if !module.functions.values().any(flagged) {
        return Cow::Borrowed(module);
    }
    let mut module = module.clone();
    for func in module.functions.values_mut() {
        resolve(func);
    }
    Cow::Owned(module)
}

/// Rewrites `func` into the plain IR its flags stand for, then clears
/// every flag. In one pass over the input, each decision reading the
/// input's flags and use counts (so the order of rewriting does not
/// matter):
///
/// - an `fadd` with `contract` (rounding `rn`) of which an operand is an
///   `fmul` with `contract` (rounding `rn`) becomes `fma x, y, other`; when
///   both operands are such products, the one with fewer uses is fused
///   (LLVM's choice), the first on a tie. The `fmul` stays for its other
///   uses (a multi-use product is fused into every `fadd` that may).
/// - an `fsub` likewise: `x*y - z` becomes `fma x, y, (fneg z)`, and
///   `z - x*y` becomes `fma (fneg x), y, z` (both exact: `a - b` is
///   `a + (-b)` in IEEE 754, and `(-x)*y` is exactly `-(x*y)`); with two
///   products the one with fewer uses is fused, the minuend on a tie.
/// - an f32 `fdiv` of the constant 1.0 by a `sqrt` with `afn` becomes
///   `rsqrt` of the square root's operand.
/// - then an f32 `sqrt` with `afn` (one that other instructions still
///   read) becomes `sqrt_approx`, an f32 `fdiv` with `afn` `rcp` of the
///   divisor when the dividend is the constant 1.0 and `fdiv_approx`
///   otherwise (llc's `sqrt.approx.f32`, `rcp.approx.f32`,
///   `div.approx.f32` for `afn`).
///
/// New `fneg`s are placed right before their `fma` and take its source
/// line.
pub fn resolve(func: &mut Function) {
    if func.dfg.fast_math.values().all(|flags| flags.is_empty()) {
        return;
    }
    let uses = use_counts(func);
    let insts: Vec<Inst> = func.layout.insts().collect();
    for &inst in &insts {
        if let Some(fma) = contracted(func, inst, &uses) {
            func.dfg.insts[inst] = fma;
        } else if let Some(rsqrt) = reciprocal_sqrt(func, inst) {
            func.dfg.insts[inst] = rsqrt;
        }
    }
    // After the reciprocal square roots, which look for the `sqrt afn`
    // they replace.
    for inst in insts {
        if let Some(approx) = approximated(func, inst) {
            func.dfg.insts[inst] = approx;
        }
    }
    func.dfg.fast_math.clear();
}

/// The `fma` a `contract` `fadd`/`fsub` of a `contract` product becomes
/// (adding the `fneg` an `fsub` needs), or `None`.
fn contracted(
    func: &mut Function,
    inst: Inst,
    uses: &SecondaryMap<Value, u32>,
) -> Option<InstData> {
    let InstData::RoundedBinary {
        opcode,
        rounding: RoundingMode::Rn,
        args,
    } = func.dfg.insts[inst]
    else {
        return None;
    };
    if !matches!(opcode, Opcode::Fadd | Opcode::Fsub) || !has(func, inst, FastMathFlag::Contract) {
        return None;
    }
    let product = |k: usize| contractable_product(func, args[k]);
    // The operand to fuse: the product with fewer uses, the first on a tie.
    let (fused, [x, y]) = match (product(0), product(1)) {
        (Some(_), Some(second)) if uses[args[1]] < uses[args[0]] => (1, second),
        (Some(first), _) => (0, first),
        (None, Some(second)) => (1, second),
        (None, None) => return None,
    };
    let other = args[1 - fused];
    let args = match (opcode == Opcode::Fsub, fused) {
        (true, 0) => [x, y, negate(func, inst, other)],
        (true, _) => [negate(func, inst, x), y, other],
        (false, _) => [x, y, other],
    };
    Some(InstData::RoundedTernary {
        opcode: Opcode::Fma,
        rounding: RoundingMode::Rn,
        args,
    })
}

/// The `rsqrt x` an f32 `fdiv 1.0, (sqrt afn x)` becomes, or `None`.
fn reciprocal_sqrt(func: &Function, inst: Inst) -> Option<InstData> {
    let InstData::RoundedBinary {
        opcode: Opcode::Fdiv,
        rounding: RoundingMode::Rn,
        args: [one, root],
    } = func.dfg.insts[inst]
    else {
        return None;
    };
    if !is_f32_one(func, one) {
        return None;
    }
    let arg = approximable_sqrt(func, root)?;
    Some(InstData::Unary {
        opcode: Opcode::Rsqrt,
        arg,
    })
}

/// The approximate operation an f32 `sqrt afn` or `fdiv afn` becomes
/// (llc's choices for the flag): `sqrt_approx x`; `rcp y` for `1.0 / y`,
/// else `fdiv_approx x, y`.
fn approximated(func: &Function, inst: Inst) -> Option<InstData> {
    let result = func.dfg.first_result(inst)?;
    if func.dfg.value_type(result) != Type::F32 || !has(func, inst, FastMathFlag::Afn) {
        return None;
    }
    let data = func.dfg.insts[inst];
    if let InstData::RoundedUnary {
        opcode: Opcode::Sqrt,
        rounding: RoundingMode::Rn,
        arg,
    } = data
    {
        return Some(InstData::Unary {
            opcode: Opcode::SqrtApprox,
            arg,
        });
    }
    let InstData::RoundedBinary {
        opcode: Opcode::Fdiv,
        rounding: RoundingMode::Rn,
        args: [x, y],
    } = data
    else {
        return None;
    };
    Some(if is_f32_one(func, x) {
        InstData::Unary {
            opcode: Opcode::Rcp,
            arg: y,
        }
    } else {
        InstData::Binary {
            opcode: Opcode::FdivApprox,
            args: [x, y],
        }
    })
}

fn has(func: &Function, inst: Inst, flag: FastMathFlag) -> bool {
    func.dfg.fast_math[inst].contains(flag)
}

/// The instruction defining `v`, if an instruction result.
fn def_inst(func: &Function, v: Value) -> Option<Inst> {
    match func.dfg.try_value_def(v)? {
        ValueDef::Result(inst, 0) => Some(inst),
        _ => None,
    }
}

/// The operands of `v`'s definition if it is an `fmul` with `contract`
/// (rounding `rn`).
fn contractable_product(func: &Function, v: Value) -> Option<[Value; 2]> {
    let inst = def_inst(func, v)?;
    let InstData::RoundedBinary {
        opcode: Opcode::Fmul,
        rounding: RoundingMode::Rn,
        args,
    } = func.dfg.insts[inst]
    else {
        return None;
    };
    has(func, inst, FastMathFlag::Contract).then_some(args)
}

/// The operand of `v`'s definition if it is a `sqrt` with `afn`.
fn approximable_sqrt(func: &Function, v: Value) -> Option<Value> {
    let inst = def_inst(func, v)?;
    let InstData::RoundedUnary {
        opcode: Opcode::Sqrt,
        rounding: RoundingMode::Rn,
        arg,
    } = func.dfg.insts[inst]
    else {
        return None;
    };
    has(func, inst, FastMathFlag::Afn).then_some(arg)
}

fn is_f32_one(func: &Function, v: Value) -> bool {
    func.dfg.value_type(v) == Type::F32 && func.dfg.is_float_one(v)
}

/// Adds `fneg v` before `before` and returns its result.
fn negate(func: &mut Function, before: Inst, v: Value) -> Value {
    let ty = func.dfg.value_type(v);
    let neg = func.dfg.make_inst(InstData::Unary {
        opcode: Opcode::Fneg,
        arg: v,
    });
    func.dfg.make_inst_results(neg, &[ty]);
    func.layout.insert_inst_before(neg, before);
    func.srcmap.insts[neg] = func.srcmap.insts[before];
    func.dfg.inst_results(neg)[0]
}

/// How many times each value is used (operands and branch arguments) by
/// the instructions in the layout.
fn use_counts(func: &Function) -> SecondaryMap<Value, u32> {
    let mut uses = SecondaryMap::new();
    for inst in func.layout.insts() {
        func.dfg.for_each_use(inst, |v| uses[v] += 1);
    }
    uses
}

#[cfg(test)]
mod tests;
