//! Value ranges: for every integer value of a function, an interval its
//! *signed* value lies in on every execution.
//!
//! ```text
//!   sources: iconst, special registers (PTX limits, narrowed by --tid-max),
//!            masks, shifts, unsigned min / remainder, extensions, counted
//!            loops (InductionVars: a variable's exit test bounds it, and the
//!            trip count it implies bounds the loop's other stepped variables)
//!   ──forward transfer per instruction in reverse post-order, other block
//!     parameters = union of the incoming arguments, iterated from the first
//!     block a back edge enters to a fixpoint (widened to the full range
//!     after WIDEN_AFTER growths)──> ValueRanges
//! ```
//!
//! Invariant: the range of a value of width `w` lies within
//! `[-2^(w-1), 2^(w-1) - 1]`; a range with `lo ≥ 0` bounds the unsigned value
//! too. The address optimiser uses ranges to prove that a narrow addition,
//! multiplication or shift does not overflow, which is what makes pushing an
//! extension through it sound; anything unproved stays as it is. Results of
//! loads, calls, parameters and float conversions get the full range.

use super::induction::{BasicIv, InductionVars, IvBound, IvStep};
use super::{ControlFlowGraph, DominatorTree};
use crate::ir::{Dim, Function, InstData, IntCC, Opcode, SpecialReg, Type, Value};
use cranelift_entity::SecondaryMap;

/// Exclusive bounds of the special registers from the PTX ISA: threads per
/// CTA ≤ 1024 (x, y) and ≤ 64 (z); grid x < 2^31, y and z < 65536.
const TID_XY_LIMIT: i128 = 1024;
const TID_Z_LIMIT: i128 = 64;
const CTAID_X_LIMIT: i128 = 1 << 31;
const CTAID_YZ_LIMIT: i128 = 65536;
/// Threads per warp; `laneid` is below it.
const WARP_SIZE: i128 = 32;
/// A block parameter whose range grew this many times is widened to its
/// type's full range (loops that count up would otherwise never settle).
const WIDEN_AFTER: u32 = 3;

/// Options of the analysis.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RangeOptions {
    /// Threads per CTA dimension are at most this (like NVIDIA's
    /// `scev-cgp-tid-max-value`): `tid.* < N`, `ntid.* ≤ N`.
    pub tid_max: Option<u32>,
}

/// A closed interval of signed values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Range {
    /// Least value.
    pub lo: i128,
    /// Greatest value.
    pub hi: i128,
}

impl Range {
    /// The single value `k`.
    pub fn constant(k: i128) -> Range {
        Range { lo: k, hi: k }
    }

    /// Every value of a `bits`-wide integer.
    pub fn full(bits: u32) -> Range {
        let half = 1i128 << (bits.clamp(1, 64) - 1);
        Range {
            lo: -half,
            hi: half - 1,
        }
    }

    /// `[lo, hi]` if it fits `bits`, else the full range.
    pub fn fit(lo: i128, hi: i128, bits: u32) -> Range {
        let full = Range::full(bits);
        if lo >= full.lo && hi <= full.hi && lo <= hi {
            Range { lo, hi }
        } else {
            full
        }
    }

    /// Are all values non-negative (so the unsigned value is bounded too)?
    pub fn is_non_negative(self) -> bool {
        self.lo >= 0
    }

    /// The smallest range holding both.
    pub fn union(self, other: Range) -> Range {
        Range {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }

    /// The constant, if the range holds one value.
    pub fn as_constant(self) -> Option<i128> {
        (self.lo == self.hi).then_some(self.lo)
    }
}

/// The range of every integer value of one function.
#[derive(Clone, Debug, Default)]
pub struct ValueRanges {
    ranges: SecondaryMap<Value, Option<Range>>,
    /// Scratch of `compute`: how often each block parameter's range grew.
    growths: SecondaryMap<Value, u32>,
}

impl ValueRanges {
    /// Computes the ranges of `func`'s values; `ivs` bounds the counted
    /// loops' variables by their exit tests. Blocks are visited in reverse
    /// post-order; the first sweep settles every block before the first
    /// one entered by a back edge (all its predecessors come earlier), so
    /// later sweeps start there. Unreachable blocks are not visited (their
    /// values keep the full range).
    pub fn new(
        func: &Function,
        cfg: &ControlFlowGraph,
        domtree: &DominatorTree,
        options: RangeOptions,
        ivs: &InductionVars,
    ) -> ValueRanges {
        let mut vr = ValueRanges::default();
        vr.compute(func, cfg, domtree, options, ivs);
        vr
    }

    /// [`ValueRanges::new`] into `self`, reusing its storage.
    pub fn compute(
        &mut self,
        func: &Function,
        cfg: &ControlFlowGraph,
        domtree: &DominatorTree,
        options: RangeOptions,
        ivs: &InductionVars,
    ) {
        let vr = self;
        vr.ranges.clear();
        let mut growths = core::mem::take(&mut vr.growths);
        growths.clear();
        let rpo = domtree.rpo();
        let settled = rpo
            .iter()
            .enumerate()
            .position(|(i, &b)| {
                cfg.preds(b)
                    .iter()
                    .any(|&p| domtree.rpo_number(p).is_some_and(|n| n as usize >= i))
            })
            .unwrap_or(rpo.len());
        let mut sweep = rpo;
        loop {
            let mut changed = false;
            for &block in sweep {
                for &inst in func.layout.block_insts(block) {
                    let data = func.dfg.insts[inst];
                    if let Some(&v) = func.dfg.inst_results(inst).first() {
                        let ty = func.dfg.value_type(v);
                        if ty.is_int() && ty != Type::I1 {
                            let r = vr.transfer(func, &data, ty, options);
                            changed |= vr.set(v, r);
                        }
                    }
                    for call in func.dfg.branch_destinations(inst) {
                        let params = func.dfg.block_params(call.block);
                        for (&p, &a) in params.iter().zip(func.dfg.block_call_args(call)) {
                            let ty = func.dfg.value_type(p);
                            if !ty.is_int() || ty == Type::I1 {
                                continue;
                            }
                            let incoming = vr.get(a, ty);
                            let counted = ivs.get(p).and_then(|iv| {
                                vr.counted_range(iv, ty)
                                    .or_else(|| vr.stepped_range(func, ivs, iv, ty))
                            });
                            let r = match (counted, vr.ranges[p]) {
                                (Some(counted), _) => counted,
                                (None, Some(old)) => old.union(incoming),
                                (None, None) => incoming,
                            };
                            if vr.ranges[p] != Some(r) {
                                growths[p] += 1;
                                let r = if growths[p] > WIDEN_AFTER {
                                    Range::full(ty.bits())
                                } else {
                                    r
                                };
                                changed |= vr.set(p, r);
                            }
                        }
                    }
                }
            }
            if !changed || settled == rpo.len() {
                break;
            }
            sweep = &rpo[settled..];
        }
        // Entry parameters (function arguments) are unknown.
        if let Some(entry) = func.layout.entry_block() {
            for &p in func.dfg.block_params(entry) {
                let ty = func.dfg.value_type(p);
                vr.ranges[p] = Some(Range::full(ty.bits()));
            }
        }
        vr.growths = growths;
    }

    /// The range of a counted loop's variable: from its first value up to
    /// the last value its exit test lets through, plus one step when the
    /// test is on the variable itself. `None` unless the step is a positive
    /// constant and no value on the way can wrap.
    fn counted_range(&self, iv: &BasicIv, ty: Type) -> Option<Range> {
        let exit = iv.exit?;
        let bits = ty.bits();
        let max = Range::full(bits).hi;
        let IvStep::Const(c) = iv.step else {
            return None;
        };
        let c = sign_wrap(i128::from(c), bits);
        if c <= 0 {
            return None;
        }
        let init = self.get(iv.init, ty);
        let n = match exit.bound {
            IvBound::Imm(k) => Range::constant(sign_wrap(i128::from(k), bits)),
            IvBound::Value(v) => self.get(v, ty),
        };
        // The greatest tested value that continues the loop; an unsigned
        // test also keeps it non-negative.
        let (xmax, unsigned) = match exit.cond {
            IntCC::Slt => (n.hi - 1, false),
            IntCC::Sle => (n.hi, false),
            IntCC::Ult if n.is_non_negative() => (n.hi - 1, true),
            IntCC::Ule if n.is_non_negative() => (n.hi, true),
            _ => return None,
        };
        let (lo_back, hi_back) = if exit.tested == iv.param {
            // The body sees param ≤ xmax; back edges pass param + c.
            let lo = if unsigned { c } else { init.lo + c };
            (lo, xmax + c)
        } else {
            // Back edges pass next ≤ xmax; next = param + c must not wrap,
            // and param never exceeds max(init, xmax).
            if init.hi.max(xmax) + c > max {
                return None;
            }
            let lo = if unsigned { 0 } else { init.lo + c };
            (lo, xmax)
        };
        (hi_back <= max).then(|| Range {
            lo: init.lo.min(lo_back),
            hi: init.hi.max(hi_back),
        })
    }

    /// The most times the back edges of `iv`'s loop can be taken, from a
    /// counted variable of the same loop: it advances by `c > 0` from at
    /// least its first value and continues only up to its test's bound.
    fn trip_bound(&self, func: &Function, ivs: &InductionVars, iv: &BasicIv) -> Option<i128> {
        ivs.of_loop(iv.lp)
            .filter_map(|counter| {
                let ty = func.dfg.value_type(counter.param);
                let range = self.counted_range(counter, ty)?;
                let IvStep::Const(c) = counter.step else {
                    return None;
                };
                let c = sign_wrap(i128::from(c), ty.bits());
                let first = self.get(counter.init, ty).lo;
                // The header sees first, first + c, ..., up to range.hi.
                Some(((range.hi - first) / c).max(0))
            })
            .min()
    }

    /// The range of a variable with a constant step but no exit test of
    /// its own, from its loop's trip bound: `init + k*step` for
    /// `0 <= k <= trips`.
    fn stepped_range(
        &self,
        func: &Function,
        ivs: &InductionVars,
        iv: &BasicIv,
        ty: Type,
    ) -> Option<Range> {
        let IvStep::Const(s) = iv.step else {
            return None;
        };
        let s = sign_wrap(i128::from(s), ty.bits());
        let trips = self.trip_bound(func, ivs, iv)?;
        let init = self.get(iv.init, ty);
        let reach = s * trips;
        let (lo, hi) = (init.lo + reach.min(0), init.hi + reach.max(0));
        let full = Range::full(ty.bits());
        (lo >= full.lo && hi <= full.hi).then_some(Range { lo, hi })
    }

    fn set(&mut self, v: Value, r: Range) -> bool {
        let changed = self.ranges[v] != Some(r);
        self.ranges[v] = Some(r);
        changed
    }

    /// The range of `v`, an integer of type `ty` (full when unknown).
    pub fn get(&self, v: Value, ty: Type) -> Range {
        self.ranges
            .get(v)
            .copied()
            .flatten()
            .unwrap_or_else(|| Range::full(ty.bits()))
    }

    /// The range of `v` as computed for `func`.
    pub fn range(&self, func: &Function, v: Value) -> Range {
        self.get(v, func.dfg.value_type(v))
    }

    fn transfer(&self, func: &Function, data: &InstData, ty: Type, options: RangeOptions) -> Range {
        let bits = ty.bits();
        let full = Range::full(bits);
        let arg = |v: Value| self.get(v, func.dfg.value_type(v));
        let wrap = |k: i64| sign_wrap(k as i128, bits);
        // Opcodes not recognised here may produce any value of their type.
        if let InstData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } = *data
        {
            Range::constant(wrap(imm))
        } else if let InstData::Sreg { reg, .. } = *data {
            special_reg(reg, options)
        } else if let InstData::Binary { opcode, args } = *data {
            binary(opcode, arg(args[0]), arg(args[1]), bits)
        } else if let InstData::BinaryImm {
            opcode,
            arg: a,
            imm,
        } = *data
        {
            let op = if opcode == Opcode::IaddImm {
                Opcode::Iadd
            } else if opcode == Opcode::ImulImm {
                Opcode::Imul
            } else if opcode == Opcode::BandImm {
                Opcode::Band
            } else if opcode == Opcode::IshlImm {
                Opcode::Ishl
            } else if opcode == Opcode::UshrImm {
                Opcode::Ushr
            } else if opcode == Opcode::SshrImm {
                Opcode::Sshr
            } else {
                return full;
            };
            binary(op, arg(a), Range::constant(wrap(imm)), bits)
        } else if let InstData::Unary { opcode, arg: a } = *data {
            let src = arg(a);
            let src_bits = func.dfg.value_type(a).bits();
            let is_uext = opcode == Opcode::Uextend;
            if opcode == Opcode::Sextend || (is_uext && src.is_non_negative()) {
                src
            } else if is_uext {
                Range::fit(0, (1i128 << src_bits) - 1, bits)
            } else if opcode == Opcode::Ireduce {
                Range::fit(src.lo, src.hi, bits)
            } else if matches!(opcode, Opcode::Popcnt | Opcode::Clz | Opcode::Ctz) {
                Range::fit(0, bits as i128, bits)
            } else {
                full
            }
        } else if let InstData::Ternary {
            opcode: Opcode::Select,
            args,
        } = *data
        {
            arg(args[1]).union(arg(args[2]))
        } else {
            full
        }
    }
}

/// `k` as a signed `bits`-wide value.
fn sign_wrap(k: i128, bits: u32) -> i128 {
    let shift = 128 - bits.clamp(1, 64);
    (k << shift) >> shift
}

fn special_reg(reg: SpecialReg, options: RangeOptions) -> Range {
    let tid_max = |limit: i128| match options.tid_max {
        Some(n) => limit.min(i128::from(n.max(1))),
        None => limit,
    };
    let below = |n: i128| Range { lo: 0, hi: n - 1 };
    let upto = |n: i128| Range { lo: 1, hi: n };
    match reg {
        SpecialReg::Tid(Dim::Z) => below(tid_max(TID_Z_LIMIT)),
        SpecialReg::Tid(_) => below(tid_max(TID_XY_LIMIT)),
        SpecialReg::Ntid(Dim::Z) => upto(tid_max(TID_Z_LIMIT)),
        SpecialReg::Ntid(_) => upto(tid_max(TID_XY_LIMIT)),
        SpecialReg::Ctaid(Dim::X) => below(CTAID_X_LIMIT),
        SpecialReg::Ctaid(_) => below(CTAID_YZ_LIMIT),
        SpecialReg::Nctaid(Dim::X) => Range {
            lo: 1,
            hi: CTAID_X_LIMIT - 1,
        },
        SpecialReg::Nctaid(_) => upto(CTAID_YZ_LIMIT - 1),
        SpecialReg::LaneId => below(WARP_SIZE),
        SpecialReg::WarpSize => Range::constant(WARP_SIZE),
    }
}

/// The range of `a op b` for `bits`-wide operands.
fn binary(op: Opcode, a: Range, b: Range, bits: u32) -> Range {
    let full = Range::full(bits);
    let corners = |f: fn(i128, i128) -> i128| {
        let c = [f(a.lo, b.lo), f(a.lo, b.hi), f(a.hi, b.lo), f(a.hi, b.hi)];
        let (lo, hi) = (c.iter().min(), c.iter().max());
        Range::fit(*lo.unwrap_or(&full.lo), *hi.unwrap_or(&full.hi), bits)
    };
    let non_neg = a.is_non_negative() && b.is_non_negative();
    // Opcodes not recognised here may produce any `bits`-wide value.
    let shift = b.as_constant().filter(|k| (0..bits as i128).contains(k));
    if op == Opcode::Iadd {
        Range::fit(a.lo + b.lo, a.hi + b.hi, bits)
    } else if op == Opcode::Isub {
        Range::fit(a.lo - b.hi, a.hi - b.lo, bits)
    } else if op == Opcode::Imul {
        corners(|x, y| x * y)
    } else if op == Opcode::Ishl {
        shift.map_or(full, |k| Range::fit(a.lo << k, a.hi << k, bits))
    } else if op == Opcode::Ushr {
        match shift {
            Some(k) if a.is_non_negative() => Range {
                lo: a.lo >> k,
                hi: a.hi >> k,
            },
            Some(k) if k >= 1 => Range {
                lo: 0,
                hi: ((1i128 << bits) - 1) >> k,
            },
            Some(_) | None => full,
        }
    } else if op == Opcode::Sshr {
        shift.map_or(full, |k| Range {
            lo: a.lo >> k,
            hi: a.hi >> k,
        })
    } else if op == Opcode::Band {
        // x & m with one side non-negative lies in [0, that side's max].
        match (a.is_non_negative(), b.is_non_negative()) {
            (true, true) => Range {
                lo: 0,
                hi: a.hi.min(b.hi),
            },
            (true, false) => Range { lo: 0, hi: a.hi },
            (false, true) => Range { lo: 0, hi: b.hi },
            (false, false) => full,
        }
    } else if op == Opcode::Umin {
        match (a.is_non_negative(), b.is_non_negative()) {
            (true, true) => Range {
                lo: a.lo.min(b.lo),
                hi: a.hi.min(b.hi),
            },
            (true, false) => Range { lo: 0, hi: a.hi },
            (false, true) => Range { lo: 0, hi: b.hi },
            (false, false) => full,
        }
    } else if op == Opcode::Umax && non_neg {
        Range {
            lo: a.lo.max(b.lo),
            hi: a.hi.max(b.hi),
        }
    } else if op == Opcode::Smin {
        Range {
            lo: a.lo.min(b.lo),
            hi: a.hi.min(b.hi),
        }
    } else if op == Opcode::Smax {
        Range {
            lo: a.lo.max(b.lo),
            hi: a.hi.max(b.hi),
        }
    } else if op == Opcode::Urem && b.lo > 0 {
        // x % c < c for a positive divisor; x / c ≤ x.
        let hi = if a.is_non_negative() {
            a.hi.min(b.hi - 1)
        } else {
            b.hi - 1
        };
        Range { lo: 0, hi }
    } else if op == Opcode::Udiv && non_neg && b.lo > 0 {
        Range {
            lo: a.lo / b.hi,
            hi: a.hi / b.lo,
        }
    } else {
        full
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{ControlFlowGraph, DominatorTree, LoopAnalysis};
    use crate::ir::parse_function;
    use cranelift_entity::EntityRef;

    fn ranges_of(text: &str, options: RangeOptions) -> Vec<(u32, Range)> {
        let func = parse_function(text).expect("parses");
        let cfg = ControlFlowGraph::new(&func);
        let domtree = DominatorTree::new(&func, &cfg);
        let loops = LoopAnalysis::new(&cfg, &domtree);
        let ivs = InductionVars::new(&func, &cfg, &domtree, &loops);
        let vr = ValueRanges::new(&func, &cfg, &domtree, options, &ivs);
        (0..func.dfg.num_values())
            .map(Value::new)
            .filter(|&v| {
                let ty = func.dfg.value_type(v);
                ty.is_int() && ty != Type::I1
            })
            .map(|v| (v.index() as u32, vr.range(&func, v)))
            .collect()
    }

    fn r(lo: i128, hi: i128) -> Range {
        Range { lo, hi }
    }

    #[test]
    fn thread_indices_and_arithmetic() {
        let text = "kernel %k(i32) {
block0(v0: i32):
    v1 = sreg tid.x
    v2 = sreg ctaid.x
    v3 = sreg ntid.x
    v4 = imul v2, v3
    v5 = iadd v4, v1
    v6 = band_imm v0, 255
    v7 = ishl_imm v6, 2
    v8 = uextend.i64 v7
    v9 = urem v0, v3
    v10 = ushr_imm v0, 28
    v11 = iconst.i32 -4
    v12 = imul v1, v11
    return
}";
        let got = ranges_of(text, RangeOptions::default());
        let want = [
            (0, Range::full(32)),
            (1, r(0, 1023)),
            (2, r(0, (1 << 31) - 1)),
            (3, r(1, 1024)),
            // ctaid.x * ntid.x may overflow 32 bits: full.
            (4, Range::full(32)),
            (5, Range::full(32)),
            (6, r(0, 255)),
            (7, r(0, 1020)),
            (8, r(0, 1020)),
            (9, r(0, 1023)),
            (10, r(0, 15)),
            (11, r(-4, -4)),
            (12, r(-4092, 0)),
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn tid_max_narrows_and_loops_widen() {
        let text = "kernel %k(i32) {
block0(v0: i32):
    v1 = sreg tid.y
    v2 = sreg ntid.x
    v3 = iconst.i32 0
    jump block1(v3)
block1(v4: i32):
    v5 = iadd_imm v4, 1
    v6 = icmp ult v5, v0
    brif v6, block1(v5), block2
block2:
    return
}";
        let got = ranges_of(text, RangeOptions { tid_max: Some(256) });
        assert_eq!(got[1], (1, r(0, 255)));
        assert_eq!(got[2], (2, r(1, 256)));
        // The counter's range grows each round: widened, never a false bound.
        assert_eq!(got[4], (4, Range::full(32)));
    }

    #[test]
    fn counted_loops_are_bounded_by_their_exit_tests() {
        // Header test on the variable: k runs 0..8, the header sees 8 last.
        // Latch test on the incremented value: j's back edges pass < 100.
        // A test that lets the increment wrap proves nothing.
        let text = "kernel %k(i32) {
block0(v0: i32):
    v1 = iconst.i32 0
    jump block1(v1)
block1(v2: i32):
    v3 = icmp_imm slt v2, 8
    brif v3, block2, block3(v1)
block2:
    v4 = iadd_imm v2, 1
    jump block1(v4)
block3(v5: i32):
    v6 = iadd_imm v5, 4
    v7 = icmp_imm ult v6, 100
    brif v7, block3(v6), block4(v1)
block4(v8: i32):
    v9 = iadd_imm v8, 1
    v10 = icmp_imm sle v8, 2147483647
    brif v10, block4(v9), block5
block5:
    return
}";
        let got = ranges_of(text, RangeOptions::default());
        let of = |v: u32| got.iter().find(|g| g.0 == v).map(|g| g.1);
        assert_eq!(of(2), Some(r(0, 8)));
        // Not path-sensitive: the increment's range is the header's plus 1.
        assert_eq!(of(4), Some(r(1, 9)));
        assert_eq!(of(5), Some(r(0, 99)));
        assert_eq!(of(8), Some(Range::full(32)));
    }

    #[test]
    fn a_second_variable_is_bounded_by_the_loops_trip_count() {
        // i counts 0..8 (the header sees at most 8: eight back edges); j
        // starts at 100 and goes down by 3 each time: 100 - 3*8 = 76.
        let text = "kernel %k() {
block0:
    v0 = iconst.i32 0
    v1 = iconst.i32 100
    jump block1(v0, v1)
block1(v2: i32, v3: i32):
    v4 = icmp_imm slt v2, 8
    brif v4, block2, block3
block2:
    v5 = iadd_imm v2, 1
    v6 = iadd_imm v3, -3
    jump block1(v5, v6)
block3:
    return
}";
        let got = ranges_of(text, RangeOptions::default());
        let of = |v: u32| got.iter().find(|g| g.0 == v).map(|g| g.1);
        assert_eq!(of(2), Some(r(0, 8)));
        assert_eq!(of(3), Some(r(76, 100)));
    }
}
