//! Basic induction variables: loop-header parameters that advance by a
//! loop-invariant step, and the exit test that bounds them.
//!
//! ```text
//!   header h(i) of loop L
//!     every edge from outside L passes the same `init`
//!     every back edge passes `next` = iadd_imm i, c   (step c)
//!                                  or iadd i, s      (s defined outside L)
//!   exit test: a `brif` on `icmp cc x, n` (x is i or next, n an immediate
//!     or defined outside L) in a block dominating every latch, one target
//!     inside L and one outside; normalised to the condition under which
//!     the loop continues, `x cc n`, cc ∈ {slt, sle, ult, ule}
//! ```
//!
//! Consumers: [`ValueRanges`](super::ValueRanges) bounds counted loops with
//! the exit test; the address optimiser expresses addresses as affine
//! recurrences `{init,+,step}` over these variables. Nothing here is
//! assumed about wrapping: a consumer proves what it needs from ranges.

use super::cfg::ControlFlowGraph;
use super::domtree::DominatorTree;
use super::loops::{Loop, LoopAnalysis};
use crate::ir::{Block, Function, InstData, IntCC, Opcode, Type, Value, ValueDef};
use cranelift_entity::SecondaryMap;

/// How a basic induction variable advances per iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IvStep {
    /// By a constant.
    Const(i64),
    /// By a value defined outside the loop.
    Value(Value),
}

/// Right-hand side of an exit test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IvBound {
    /// An immediate (sign-wrapped to the variable's width).
    Imm(i64),
    /// A value defined outside the loop.
    Value(Value),
}

/// The test that keeps a loop running: `tested cond bound`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExitTest {
    /// The variable's parameter or its `next` value.
    pub tested: Value,
    /// One of `slt`, `sle`, `ult`, `ule`.
    pub cond: IntCC,
    /// What it is compared with.
    pub bound: IvBound,
}

/// A basic induction variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BasicIv {
    /// The loop it counts.
    pub lp: Loop,
    /// The header parameter.
    pub param: Value,
    /// The value every entry edge passes.
    pub init: Value,
    /// The advance per iteration.
    pub step: IvStep,
    /// The value every back edge passes (`param + step`).
    pub next: Value,
    /// The exit test, if one was recognised.
    pub exit: Option<ExitTest>,
}

/// The basic induction variables of one function, by header parameter.
#[derive(Clone, Debug, Default)]
pub struct InductionVars {
    by_param: SecondaryMap<Value, Option<BasicIv>>,
    /// Every variable, loop by loop.
    all: Vec<BasicIv>,
}

impl InductionVars {
    /// Finds the basic induction variables of `func`.
    pub fn new(
        func: &Function,
        cfg: &ControlFlowGraph,
        domtree: &DominatorTree,
        loops: &LoopAnalysis,
    ) -> InductionVars {
        let mut ivs = InductionVars::default();
        for (lp, data) in loops.loops() {
            let h = data.header;
            let latches: Vec<Block> = cfg
                .preds(h)
                .iter()
                .copied()
                .filter(|&p| loops.is_in_loop(p, lp))
                .collect();
            for (k, &param) in func.dfg.block_params(h).iter().enumerate() {
                let ty = func.dfg.value_type(param);
                if !ty.is_int() || ty == Type::I1 {
                    continue;
                }
                let Some((init, next)) = edge_values(func, cfg, loops, lp, h, k) else {
                    continue;
                };
                let Some(step) = step_of(func, loops, lp, param, next) else {
                    continue;
                };
                let exit = exit_test(func, domtree, loops, lp, &latches, param, next);
                let iv = BasicIv {
                    lp,
                    param,
                    init,
                    step,
                    next,
                    exit,
                };
                ivs.by_param[param] = Some(iv);
                ivs.all.push(iv);
            }
        }
        ivs
    }

    /// The basic induction variable whose header parameter is `v`.
    pub fn get(&self, v: Value) -> Option<&BasicIv> {
        self.by_param.get(v).and_then(Option::as_ref)
    }

    /// The basic induction variables of loop `lp`.
    pub fn of_loop(&self, lp: Loop) -> impl Iterator<Item = &BasicIv> {
        self.all.iter().filter(move |iv| iv.lp == lp)
    }
}

/// Is `v` defined inside `lp`?
pub fn is_defined_in(func: &Function, loops: &LoopAnalysis, v: Value, lp: Loop) -> bool {
    let block = match func.dfg.value_def(v) {
        ValueDef::Param(b, _) => Some(b),
        ValueDef::Result(inst, _) => func.layout.inst_block(inst),
    };
    block.is_none_or(|b| loops.is_in_loop(b, lp))
}

/// The single value all entry edges pass to parameter `k` of `h`, and the
/// single value all back edges pass.
fn edge_values(
    func: &Function,
    cfg: &ControlFlowGraph,
    loops: &LoopAnalysis,
    lp: Loop,
    h: Block,
    k: usize,
) -> Option<(Value, Value)> {
    let (mut init, mut next) = (None, None);
    for &p in cfg.preds(h) {
        let term = func.layout.last_inst(p)?;
        let slot = if loops.is_in_loop(p, lp) {
            &mut next
        } else {
            &mut init
        };
        for call in func.dfg.branch_destinations(term) {
            if call.block != h {
                continue;
            }
            let arg = *func.dfg.block_call_args(call).get(k)?;
            match *slot {
                Some(v) if v != arg => return None,
                _ => *slot = Some(arg),
            }
        }
    }
    Some((init?, next?))
}

/// The step of `next`, if it is `param` plus a constant or a value
/// defined outside `lp`.
fn step_of(
    func: &Function,
    loops: &LoopAnalysis,
    lp: Loop,
    param: Value,
    next: Value,
) -> Option<IvStep> {
    let ValueDef::Result(inst, 0) = func.dfg.value_def(next) else {
        return None;
    };
    let data = func.dfg.insts[inst];
    if let InstData::BinaryImm {
        opcode: Opcode::IaddImm,
        arg,
        imm,
    } = data
    {
        return (arg == param).then_some(IvStep::Const(imm));
    }
    let InstData::Binary {
        opcode: Opcode::Iadd,
        args: [a, b],
    } = data
    else {
        return None;
    };
    let s = if a == param {
        b
    } else if b == param {
        a
    } else {
        return None;
    };
    (!is_defined_in(func, loops, s, lp)).then_some(IvStep::Value(s))
}

/// The exit test of `lp` on `param` or `next`, if one is recognised.
fn exit_test(
    func: &Function,
    domtree: &DominatorTree,
    loops: &LoopAnalysis,
    lp: Loop,
    latches: &[Block],
    param: Value,
    next: Value,
) -> Option<ExitTest> {
    for &b in &loops.loop_data(lp).blocks {
        if !latches.iter().all(|&l| domtree.dominates(b, l)) {
            continue;
        }
        let Some(term) = func.layout.last_inst(b) else {
            continue;
        };
        let InstData::Brif { arg, blocks, .. } = func.dfg.insts[term] else {
            continue;
        };
        let (t_in, f_in) = (
            loops.is_in_loop(blocks[0].block, lp),
            loops.is_in_loop(blocks[1].block, lp),
        );
        if t_in == f_in {
            continue;
        }
        let ValueDef::Result(cmp, 0) = func.dfg.value_def(arg) else {
            continue;
        };
        let (cond, x, bound) = if let InstData::IntCompare { cond, args, .. } = func.dfg.insts[cmp]
        {
            if args[0] == param || args[0] == next {
                (cond, args[0], IvBound::Value(args[1]))
            } else {
                (reverse(cond), args[1], IvBound::Value(args[0]))
            }
        } else if let InstData::IntCompareImm { cond, arg, imm, .. } = func.dfg.insts[cmp] {
            (cond, arg, IvBound::Imm(imm))
        } else {
            continue;
        };
        if x != param && x != next {
            continue;
        }
        if let IvBound::Value(n) = bound {
            if is_defined_in(func, loops, n, lp) {
                continue;
            }
        }
        let cond = if t_in { cond } else { invert(cond) };
        if matches!(cond, IntCC::Slt | IntCC::Sle | IntCC::Ult | IntCC::Ule) {
            return Some(ExitTest {
                tested: x,
                cond,
                bound,
            });
        }
    }
    None
}

/// The code with operands swapped: `a cc b` ⇔ `b reverse(cc) a`.
fn reverse(cc: IntCC) -> IntCC {
    match cc {
        IntCC::Slt => IntCC::Sgt,
        IntCC::Sle => IntCC::Sge,
        IntCC::Sgt => IntCC::Slt,
        IntCC::Sge => IntCC::Sle,
        IntCC::Ult => IntCC::Ugt,
        IntCC::Ule => IntCC::Uge,
        IntCC::Ugt => IntCC::Ult,
        IntCC::Uge => IntCC::Ule,
        IntCC::Eq | IntCC::Ne => cc,
    }
}

/// The negated code: `!(a cc b)` ⇔ `a invert(cc) b`.
fn invert(cc: IntCC) -> IntCC {
    match cc {
        IntCC::Eq => IntCC::Ne,
        IntCC::Ne => IntCC::Eq,
        IntCC::Slt => IntCC::Sge,
        IntCC::Sge => IntCC::Slt,
        IntCC::Sle => IntCC::Sgt,
        IntCC::Sgt => IntCC::Sle,
        IntCC::Ult => IntCC::Uge,
        IntCC::Uge => IntCC::Ult,
        IntCC::Ule => IntCC::Ugt,
        IntCC::Ugt => IntCC::Ule,
    }
}
