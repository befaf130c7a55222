//! Local simplification before lowering: pure instructions whose operands
//! are all constants become constants, and selects that need no choice go.
//!
//! ```text
//!   v7 = iconst.i32 7; v9 = iconst.i32 9
//!   v8 = icmp ult v7, v9          (known: 1)
//!   v5 = select v3, v4, v4        ──> uses of v5 read v4
//!   v10 = select v8, v5, v1       ──> uses of v10 read v5, then v4
//!   v11 = iadd v7, v9             ──> v11 = iconst.i32 16
//! ```
//!
//! Takes a function; changes it in place, keeping its blocks and branches
//! (the CFG and dominator tree stay valid). Constants are computed by
//! `ir::fold::fold_inst`, the interpreter's own definition of every pure
//! operation, so the rewritten function computes exactly what the original
//! does; an operation that traps (division by zero, `sdiv` overflow) is not
//! folded and keeps its trap. Only integer results are folded (float
//! operands may feed them, as in a comparison): an integer result becomes
//! an `iconst`; an `i1` result keeps its instruction (its known value still
//! decides selects). Float results are left to ptxas, so an approximate
//! operation (`sin`, `ex2`, ...) keeps the hardware's value rather than the
//! interpreter's model of it. A select with equal arms, or whose condition
//! is known, is replaced by the arm it picks in every use (the dead select
//! costs nothing: lowering skips unused pure instructions). Then a pure
//! instruction that a dominating one already computes is removed (`gvn`,
//! which needs the dominator tree the function came with). Then idioms
//! whose operands' definitions allow a shorter form are rewritten
//! (`combine`: constant scaling chains, min/max/abs selects, saturating
//! arithmetic). Last, a division or remainder by a constant that is still
//! one becomes a multiply-high and shifts (`divconst`).

use super::combine::combine;
use super::divconst::expand_division;
use super::gvn::{number_values, Reuse};
use crate::analysis::DominatorTree;
use crate::ir::fold;
use crate::ir::{canonical_imm, Effects, Function, Inst, InstData, Opcode, Type, Value, ValueDef};
use cranelift_entity::SecondaryMap;

/// The constant bits of values found so far.
type Known = SecondaryMap<Value, Option<u64>>;
/// The value each replaced select's uses read instead.
type Subst = SecondaryMap<Value, Option<Value>>;

/// Rounds over the function before the last substitution: each round
/// sees what earlier ones found (a layout that does not follow dominance
/// may need more than one); the bound only limits how much is found.
const MAX_ROUNDS: u32 = 4;

/// Longest chain of replaced selects followed to its end (selects of
/// selects); a longer chain only stops simplification short.
const MAX_SUBST_CHAIN: u32 = 1 << 16;

/// What `simplify` changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SimplifyStats {
    /// Instructions turned into `iconst`s.
    pub folded: u32,
    /// Selects whose uses now read the chosen arm.
    pub selects: u32,
    /// Instructions removed because a dominating one computes the same
    /// value (`gvn`).
    pub numbered: u32,
    /// Idioms rewritten into a shorter form (`combine`).
    pub combined: u32,
    /// Divisions and remainders by a constant expanded (`divconst`).
    pub divisions: u32,
}

/// Simplifies `func` in place (see the module comment).
pub fn simplify(func: &mut Function, domtree: &DominatorTree, reuse: Reuse) -> SimplifyStats {
    let mut stats = SimplifyStats::default();
    let mut known = Known::new();
    let mut subst = Subst::new();
    let insts: Vec<Inst> = func.layout.insts().collect();
    for _ in 0..MAX_ROUNDS {
        let before = stats;
        for &inst in &insts {
            if stats.selects > 0 {
                func.dfg.map_uses(inst, |v| resolve(&subst, v));
            }
            simplify_inst(func, inst, &mut known, &mut subst, &mut stats);
        }
        if stats == before {
            break;
        }
    }
    if stats.selects > 0 {
        for &inst in &insts {
            func.dfg.map_uses(inst, |v| resolve(&subst, v));
        }
    }
    stats.numbered = number_values(func, domtree, reuse);
    stats.combined = combine(func);
    let insts: Vec<Inst> = func.layout.insts().collect();
    for &inst in &insts {
        let InstData::Binary {
            opcode: Opcode::Udiv | Opcode::Urem | Opcode::Sdiv | Opcode::Srem,
            args: [n, d],
        } = func.dfg.insts[inst]
        else {
            continue;
        };
        let Some(divisor) = constant(func, &known, d) else {
            continue;
        };
        if known[n].is_none() && expand_division(func, inst, n, divisor) {
            stats.divisions += 1;
        }
    }
    stats
}

/// `v` after every substitution recorded for it.
fn resolve(subst: &Subst, mut v: Value) -> Value {
    // Each substitution maps a select to one of its operands, which
    // dominates it, so the chain ends; the bound guards it anyway.
    for _ in 0..MAX_SUBST_CHAIN {
        match subst[v] {
            Some(next) => v = next,
            None => break,
        }
    }
    v
}

/// The constant bits of `v`, if known: a constant instruction's or a
/// folded one's.
fn constant(func: &Function, known: &Known, v: Value) -> Option<u64> {
    if let Some(bits) = known[v] {
        return Some(bits);
    }
    let ValueDef::Result(inst, _) = func.dfg.try_value_def(v)? else {
        return None;
    };
    // A constant instruction folds to its value.
    let data = &func.dfg.insts[inst];
    let is_constant = data.opcode().is_constant();
    let no_operand = |_: Value| None;
    is_constant
        .then(|| fold::fold_inst(data, func.dfg.value_type(v), no_operand, |_| Type::I64).ok())
        .flatten()
}

fn simplify_inst(
    func: &mut Function,
    inst: Inst,
    known: &mut Known,
    subst: &mut Subst,
    stats: &mut SimplifyStats,
) {
    let data = func.dfg.insts[inst];
    let [result] = *func.dfg.inst_results(inst) else {
        return;
    };
    if known[result].is_some() || subst[result].is_some() {
        return;
    }
    if let InstData::Ternary {
        opcode: Opcode::Select,
        args: [cond, a, b],
    } = data
    {
        let pick = if a == b {
            Some(a)
        } else {
            constant(func, known, cond).map(|c| if c & 1 != 0 { a } else { b })
        };
        if let Some(arm) = pick {
            subst[result] = Some(arm);
            stats.selects += 1;
            return;
        }
    }
    let ty = func.dfg.value_type(result);
    // Pure operations, and integer division, which is pure but for the
    // operands where it traps (and `fold_inst` refuses to fold those).
    let effects = data.opcode().effects();
    let is_foldable = effects == Effects::PURE || effects == Effects::TRAPS;
    if !ty.is_int() || !is_foldable || data.opcode() == Opcode::Iconst {
        return;
    }
    let value = |v: Value| constant(func, known, v);
    let Ok(bits) = fold::fold_inst(&data, ty, value, |v| func.dfg.value_type(v)) else {
        return;
    };
    known[result] = Some(bits);
    if ty != Type::I1 {
        func.dfg.insts[inst] = InstData::UnaryImm {
            opcode: Opcode::Iconst,
            imm: canonical_imm(bits as i64, ty.bits()),
        };
        stats.folded += 1;
    }
}
