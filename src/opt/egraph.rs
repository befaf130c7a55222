//! The address e-graph: a dense, append-only store of e-nodes with a
//! union-find over them, in the manner of Cranelift's acyclic e-graph.
//!
//! ```text
//!   node id:   0     1     2     3     4  ...   (one AddrLang each, its
//!   nodes:    v7   k64:4  (* 0 1) (<< 0 k) ...   operands canonical when
//!   parent:    0     1     2     2     4         it was added)
//!   next:      0     1     3     2     4       ← circular member lists
//!   data:     [analysis of each class, valid at its root]
//!   memo:     canonical node ─> node id (hash-consing)
//! ```
//!
//! A node's id is also the id of the class it starts in; `union` links one
//! root under the other (the older, smaller id stays root, so operands keep
//! coming before their users) and splices the two circular member lists in
//! O(1). Nothing is ever removed or re-canonicalised: a node keeps the
//! operand ids it was added with, and readers canonicalise with `find`.
//! There is no congruence repair (egg's `rebuild`): two nodes that become
//! equal only through their operands' later unions stay in separate
//! classes, which loses sharing but never soundness — every class still
//! holds only equal expressions. Rewriting is eager (see `rules`), so
//! operands have their members before their users are matched.
//!
//! This replaces `egg::EGraph` for speed: egg allocates two vectors and two
//! hash-table entries per class and rebuilds in bulk, about 0.5 µs per node
//! here, which alone was most of the pass; these flat vectors cost a few
//! tens of nanoseconds per node. `egg` still provides the language
//! (`define_language!`, `Id`, `RecExpr`).
//!
//! The analysis (`AddrData`: width, constant, range, loop depth, frame
//! flag) is computed by `make` when a class is created and intersected by
//! `merge` on union; a class that becomes a known constant gets the
//! constant node as a member, which is how constants fold.

use super::lang::{AddrData, AddrLang, Konst, LeafInfo};
use crate::analysis::Range;
use core::hash::BuildHasher;
use egg::{Id, Language};
use hashbrown::{DefaultHashBuilder, HashTable};

/// The e-graph of one function's address arithmetic.
#[derive(Default)]
pub struct AddrGraph {
    /// Every node, by id, with the operand ids it was added with.
    nodes: Vec<AddrLang>,
    /// Union-find parent of each node id.
    parent: Vec<Id>,
    /// Next member of the same class (a circular list).
    next: Vec<Id>,
    /// Analysis data, valid at class roots.
    data: Vec<AddrData>,
    /// Hash-consing: the ids of all nodes, found by their node (each
    /// node is stored canonical as of when it was added).
    memo: HashTable<Id>,
    hasher: DefaultHashBuilder,
    /// What is known of each leaf, by IR value index (see `set_leaf`).
    leaves: Vec<Option<LeafInfo>>,
}

impl AddrGraph {
    /// An empty graph sized for about `nodes` nodes.
    pub fn with_capacity(nodes: usize) -> AddrGraph {
        AddrGraph {
            nodes: Vec::with_capacity(nodes),
            parent: Vec::with_capacity(nodes),
            next: Vec::with_capacity(nodes),
            data: Vec::with_capacity(nodes),
            memo: HashTable::with_capacity(nodes),
            hasher: DefaultHashBuilder::default(),
            leaves: Vec::new(),
        }
    }

    /// Empties the graph for the next function, keeping its buffers.
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.parent.clear();
        self.next.clear();
        self.data.clear();
        self.memo.clear();
        self.leaves.clear();
    }

    /// Records what is known of the leaf for IR value index `leaf`, before
    /// the leaf is added.
    pub fn set_leaf(&mut self, leaf: u32, info: LeafInfo) {
        let i = leaf as usize;
        if self.leaves.len() <= i {
            self.leaves.resize(i + 1, None);
        }
        self.leaves[i] = Some(info);
    }

    /// How many nodes the graph holds.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Does the graph hold no node?
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The canonical id of `id`'s class.
    pub fn find(&self, mut id: Id) -> Id {
        while self.parent[usize::from(id)] != id {
            id = self.parent[usize::from(id)];
        }
        id
    }

    /// `find`, halving the path on the way.
    fn find_mut(&mut self, mut id: Id) -> Id {
        while self.parent[usize::from(id)] != id {
            let grand = self.parent[usize::from(self.parent[usize::from(id)])];
            self.parent[usize::from(id)] = grand;
            id = grand;
        }
        id
    }

    /// The analysis data of `id`'s class.
    pub fn data(&self, id: Id) -> &AddrData {
        &self.data[usize::from(self.find(id))]
    }

    /// The node with id `id` (as added: operands may not be canonical).
    pub fn node(&self, id: Id) -> &AddrLang {
        &self.nodes[usize::from(id)]
    }

    /// The members of `id`'s class.
    pub fn members(&self, id: Id) -> impl Iterator<Item = &AddrLang> + '_ {
        self.member_ids(id).map(|n| &self.nodes[usize::from(n)])
    }

    /// The node ids of the members of `id`'s class.
    pub fn member_ids(&self, id: Id) -> impl Iterator<Item = Id> + '_ {
        let start = self.find(id);
        let mut at = Some(start);
        core::iter::from_fn(move || {
            let this = at?;
            let next = self.next[usize::from(this)];
            at = (next != start).then_some(next);
            Some(this)
        })
    }

    /// The canonical ids of all classes, in increasing order.
    pub fn classes(&self) -> impl Iterator<Item = Id> + '_ {
        (0..self.nodes.len())
            .map(Id::from)
            .filter(|&id| self.parent[usize::from(id)] == id)
    }

    /// Adds `node` (hash-consed); returns its class and whether the node
    /// is new.
    pub fn add(&mut self, mut node: AddrLang) -> (Id, bool) {
        node.update_children(|c| self.find_mut(c));
        let hash = self.hasher.hash_one(&node);
        let nodes = &self.nodes;
        if let Some(&id) = self.memo.find(hash, |&id| nodes[usize::from(id)] == node) {
            return (self.find_mut(id), false);
        }
        let data = self.make(&node);
        let id = Id::from(self.nodes.len());
        let is_const = matches!(node, AddrLang::Const(_));
        self.nodes.push(node);
        self.parent.push(id);
        self.next.push(id);
        self.data.push(data);
        let (nodes, hasher) = (&self.nodes, &self.hasher);
        self.memo
            .insert_unique(hash, id, |&id| hasher.hash_one(&nodes[usize::from(id)]));
        if let (Some(k), false) = (data.constant, is_const) {
            self.add_constant(id, data.bits, k);
        }
        (self.find_mut(id), true)
    }

    /// Makes the classes of `a` and `b` one; returns its id.
    pub fn union(&mut self, a: Id, b: Id) -> Id {
        let (a, b) = (self.find_mut(a), self.find_mut(b));
        if a == b {
            return a;
        }
        let (root, other) = if a < b { (a, b) } else { (b, a) };
        let (r, o) = (usize::from(root), usize::from(other));
        self.parent[o] = root;
        self.next.swap(r, o);
        let before = self.data[r];
        let merged = merge(before, self.data[o]);
        self.data[r] = merged;
        if let (Some(k), None) = (merged.constant, before.constant) {
            self.add_constant(root, merged.bits, k);
        }
        self.find_mut(root)
    }

    /// Adds the constant `k` to class `id`.
    fn add_constant(&mut self, id: Id, bits: u32, k: i64) {
        let (c, _) = self.add(AddrLang::Const(Konst::new(bits, i128::from(k))));
        self.union(id, c);
    }

    /// The analysis of a new class holding only `node` (operands
    /// canonical).
    fn make(&self, node: &AddrLang) -> AddrData {
        let leaf = match node {
            AddrLang::Leaf(l) => self.leaves.get(l.0 as usize).copied().flatten(),
            _ => None,
        };
        let mut data = make_value(self, node, leaf);
        data.is_frame = match node {
            AddrLang::Leaf(_) => leaf.is_some_and(|l| l.is_frame),
            _ => node.children().iter().any(|&c| self.data(c).is_frame),
        };
        data.depth = match node {
            AddrLang::Leaf(_) => leaf.map_or(0, |l| l.depth),
            AddrLang::Loop(_) | AddrLang::Const(_) => 0,
            AddrLang::Rec([l, a, s]) => self
                .loop_depth(*l)
                .max(self.data(*a).depth)
                .max(self.data(*s).depth),
            _ => node
                .children()
                .iter()
                .map(|&c| self.data(c).depth)
                .max()
                .unwrap_or(0),
        };
        if data.constant.is_some() {
            data.depth = 0;
        }
        data
    }

    /// The depth of the loop in class `l` (0 if it holds none).
    pub fn loop_depth(&self, l: Id) -> u32 {
        self.members(l)
            .find_map(|n| match n {
                AddrLang::Loop(t) => Some(t.depth),
                _ => None,
            })
            .unwrap_or(0)
    }
}

/// Two classes' data made one: both ranges hold, so they intersect.
fn merge(a: AddrData, b: AddrData) -> AddrData {
    let range = Range {
        lo: a.range.lo.max(b.range.lo),
        hi: a.range.hi.min(b.range.hi),
    };
    // Members of one class are equal, so both bounds hold; an empty
    // intersection can only come from unreachable code: keep `a`'s.
    let range = if range.lo <= range.hi { range } else { a.range };
    let constant = a
        .constant
        .or(b.constant)
        .or(range.as_constant().map(|k| k as i64));
    AddrData {
        bits: a.bits,
        constant,
        range,
        depth: if constant.is_some() {
            0
        } else {
            a.depth.min(b.depth)
        },
        is_frame: a.is_frame || b.is_frame,
    }
}

/// Width, constant and range of `node` (depth and frame flag are filled
/// by the caller).
fn make_value(g: &AddrGraph, node: &AddrLang, leaf: Option<LeafInfo>) -> AddrData {
    let node_data = |bits: u32, range: Range| AddrData {
        bits,
        constant: range.as_constant().map(|k| k as i64),
        range,
        depth: 0,
        is_frame: false,
    };
    match node {
        AddrLang::Const(k) => node_data(u32::from(k.bits), Range::constant(i128::from(k.value))),
        AddrLang::Leaf(_) => {
            let (bits, range) = leaf.map_or((64, Range::full(64)), |l| (l.bits, l.range));
            node_data(bits, range)
        }
        AddrLang::Add([a, b]) => {
            let (a, b) = (g.data(*a), g.data(*b));
            node_data(
                a.bits,
                Range::fit(a.range.lo + b.range.lo, a.range.hi + b.range.hi, a.bits),
            )
        }
        AddrLang::Mul([a, b]) => {
            let (a, b) = (g.data(*a), g.data(*b));
            node_data(a.bits, mul_range(a.range, b.range, a.bits))
        }
        AddrLang::Shl([a, k]) => {
            let (a, k) = (g.data(*a), g.data(*k));
            let range = match k.constant {
                Some(k) if (0..i64::from(a.bits)).contains(&k) => {
                    Range::fit(a.range.lo << k, a.range.hi << k, a.bits)
                }
                _ => Range::full(a.bits),
            };
            node_data(a.bits, range)
        }
        AddrLang::Uext64(a) | AddrLang::Uext32(a) => {
            let bits = if matches!(node, AddrLang::Uext64(_)) {
                64
            } else {
                32
            };
            let a = g.data(*a);
            let range = if a.range.is_non_negative() {
                a.range
            } else {
                Range::fit(0, (1i128 << a.bits) - 1, bits)
            };
            node_data(bits, range)
        }
        AddrLang::Sext64(a) | AddrLang::Sext32(a) => {
            let bits = if matches!(node, AddrLang::Sext64(_)) {
                64
            } else {
                32
            };
            node_data(bits, g.data(*a).range)
        }
        AddrLang::MulWideU([a, b]) => {
            let (a, b) = (g.data(*a), g.data(*b));
            let unsigned = |r: Range, bits: u32| {
                if r.is_non_negative() {
                    r
                } else {
                    Range {
                        lo: 0,
                        hi: (1i128 << bits) - 1,
                    }
                }
            };
            node_data(
                64,
                mul_range(unsigned(a.range, a.bits), unsigned(b.range, b.bits), 64),
            )
        }
        AddrLang::MulWideS([a, b]) => {
            let (a, b) = (g.data(*a), g.data(*b));
            node_data(64, mul_range(a.range, b.range, 64))
        }
        // The range of a recurrence comes from the class it joins.
        AddrLang::Rec([_, a, _]) => {
            let bits = g.data(*a).bits;
            node_data(bits, Range::full(bits))
        }
        AddrLang::Loop(_) => AddrData {
            bits: 0,
            constant: None,
            range: Range::full(64),
            depth: 0,
            is_frame: false,
        },
    }
}

/// The range of `a * b` in `bits` (full when it may overflow).
fn mul_range(a: Range, b: Range, bits: u32) -> Range {
    let c = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi];
    let lo = c.iter().copied().min().unwrap_or(0);
    let hi = c.iter().copied().max().unwrap_or(0);
    Range::fit(lo, hi, bits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::opt::lang::Leaf;

    fn leaf(g: &mut AddrGraph, v: u32, bits: u32, lo: i128, hi: i128) -> Id {
        g.set_leaf(
            v,
            LeafInfo {
                bits,
                range: Range { lo, hi },
                depth: 0,
                is_frame: false,
            },
        );
        g.add(AddrLang::Leaf(Leaf(v))).0
    }

    #[test]
    fn hash_consing_and_union() {
        let mut g = AddrGraph::default();
        let x = leaf(&mut g, 1, 32, 0, 10);
        let y = leaf(&mut g, 2, 32, 0, 20);
        let (a, new_a) = g.add(AddrLang::Add([x, y]));
        let (b, new_b) = g.add(AddrLang::Add([x, y]));
        assert!(new_a && !new_b);
        assert_eq!(a, b);
        let (c, _) = g.add(AddrLang::Add([y, x]));
        assert_ne!(g.find(a), g.find(c));
        let u = g.union(c, a);
        assert_eq!(u, g.find(c));
        assert_eq!(g.members(a).count(), 2);
        // Ranges intersect on merge: both are [0, 30].
        assert_eq!(g.data(a).range, Range { lo: 0, hi: 30 });
        assert_eq!(g.classes().count(), 3);
    }

    #[test]
    fn a_class_proved_constant_gets_the_constant() {
        let mut g = AddrGraph::default();
        let x = leaf(&mut g, 1, 32, 0, 10);
        let (k, _) = g.add(AddrLang::Const(Konst::new(32, 0)));
        let (m, _) = g.add(AddrLang::Mul([x, k]));
        assert_eq!(g.data(m).constant, Some(0));
        assert_eq!(g.find(m), g.find(k));
        // Merging two classes whose ranges meet in one value adds it.
        let y = leaf(&mut g, 2, 32, 0, 5);
        let z = leaf(&mut g, 3, 32, 5, 9);
        assert_eq!(g.data(z).constant, None);
        g.union(y, z);
        assert_eq!(g.data(z).constant, Some(5));
        assert!(g
            .members(z)
            .any(|n| matches!(n, AddrLang::Const(k) if k.value == 5)));
    }
}
