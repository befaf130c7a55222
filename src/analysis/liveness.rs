//! Liveness of SSA values at block boundaries.
//!
//! A value is live-in at block `B` if some path from `B`'s entry uses it
//! before any redefinition (in SSA: before `B` defines it). Block parameters
//! are defined at the top of their block; branch arguments are uses at the
//! branch. Classic backward data flow over bit sets, iterated in post-order
//! to a fixpoint:
//!
//! ```text
//!   live_out(B) = ∪ live_in(S) for S in succs(B)
//!   live_in(B)  = uses(B) ∪ (live_out(B) − defs(B))
//! ```

use super::cfg::ControlFlowGraph;
use super::domtree::DominatorTree;
use crate::ir::{Block, Function, Value};
use cranelift_entity::{EntityRef, SecondaryMap};

/// A dense set of values.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ValueSet {
    words: Vec<u64>,
}

impl ValueSet {
    fn with_capacity(n: usize) -> Self {
        ValueSet {
            words: vec![0; n.div_ceil(64)],
        }
    }

    /// Is `v` in the set?
    pub fn contains(&self, v: Value) -> bool {
        let i = v.index();
        self.words
            .get(i / 64)
            .is_some_and(|w| w >> (i % 64) & 1 != 0)
    }

    fn insert(&mut self, v: Value) {
        let i = v.index();
        if let Some(w) = self.words.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }

    fn remove(&mut self, v: Value) {
        let i = v.index();
        if let Some(w) = self.words.get_mut(i / 64) {
            *w &= !(1 << (i % 64));
        }
    }

    /// `self |= other`; returns whether `self` changed.
    fn union_with(&mut self, other: &ValueSet) -> bool {
        let mut changed = false;
        for (a, &b) in self.words.iter_mut().zip(&other.words) {
            let n = *a | b;
            changed |= n != *a;
            *a = n;
        }
        changed
    }

    /// The values in the set, in index order.
    pub fn iter(&self) -> impl Iterator<Item = Value> + '_ {
        self.words.iter().enumerate().flat_map(|(wi, &w)| {
            let mut bits = w;
            core::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(Value::new(wi * 64 + b))
            })
        })
    }

    /// Number of values in the set.
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Is the set empty?
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }
}

/// Live-in and live-out sets of every reachable block.
#[derive(Clone, Debug, Default)]
pub struct Liveness {
    live_in: SecondaryMap<Block, ValueSet>,
    live_out: SecondaryMap<Block, ValueSet>,
}

impl Liveness {
    /// Computes liveness of the reachable blocks of `func`.
    pub fn new(func: &Function, cfg: &ControlFlowGraph, domtree: &DominatorTree) -> Self {
        let n = func.dfg.num_values();
        let mut uses: SecondaryMap<Block, ValueSet> = SecondaryMap::new();
        let mut defs: SecondaryMap<Block, ValueSet> = SecondaryMap::new();
        for &b in domtree.rpo() {
            let (mut u, mut d) = (ValueSet::with_capacity(n), ValueSet::with_capacity(n));
            for &p in func.dfg.block_params(b) {
                d.insert(p);
            }
            for &inst in func.layout.block_insts(b) {
                func.dfg.for_each_use(inst, |v| {
                    if !d.contains(v) {
                        u.insert(v);
                    }
                });
                for &r in func.dfg.inst_results(inst) {
                    d.insert(r);
                }
            }
            uses[b] = u;
            defs[b] = d;
        }
        let mut live = Liveness::default();
        for &b in domtree.rpo() {
            live.live_in[b] = uses[b].clone();
            live.live_out[b] = ValueSet::with_capacity(n);
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in domtree.rpo().iter().rev() {
                let mut out = core::mem::take(&mut live.live_out[b]);
                for &s in cfg.succs(b) {
                    if domtree.is_reachable(s) {
                        out.union_with(&live.live_in[s]);
                    }
                }
                let mut through = out.clone();
                for v in defs[b].iter() {
                    through.remove(v);
                }
                changed |= live.live_in[b].union_with(&through);
                live.live_out[b] = out;
            }
        }
        live
    }

    /// Values live on entry to `block`.
    pub fn live_in(&self, block: Block) -> &ValueSet {
        &self.live_in[block]
    }

    /// Values live on exit from `block`.
    pub fn live_out(&self, block: Block) -> &ValueSet {
        &self.live_out[block]
    }

    /// Is `v` live on entry to `block`?
    pub fn is_live_in(&self, v: Value, block: Block) -> bool {
        self.live_in[block].contains(v)
    }

    /// Is `v` live on exit from `block`?
    pub fn is_live_out(&self, v: Value, block: Block) -> bool {
        self.live_out[block].contains(v)
    }
}
