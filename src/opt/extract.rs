//! Choosing the cheapest form of each address.
//!
//! ```text
//!   EGraph ──relax to a fixpoint: best (cost, node) per class──> Extractor
//!          (--chaos: then a random acyclic member per class instead)
//!   root class ──best_root (`+ const` at the root is free: [reg+imm])──> nodes
//! ```
//!
//! The cost model counts the SASS work of a node by width: a 32-bit add,
//! shift or extension is one operation, a 32-bit multiply or a 32×32→64
//! `mul.wide` one and a half (one IMAD, which issues at a lower rate on
//! some SMs), 64-bit adds and shifts twice their 32-bit forms, a 64×64
//! multiply four times a 32-bit one; constants and leaves cost nothing.
//! A recurrence costs one add (its increment at the latch). Each node's
//! cost is multiplied by [`LOOP_WEIGHT`] per loop level it runs at: the
//! depth of the innermost loop its operands vary in, which is where the
//! elaborator places it (invariant work is hoisted). A class with a known
//! constant is always taken as that constant. Costs are tree costs: a
//! subexpression shared by several roots counts once per root here, and
//! once in total after materialisation (the elaborator reuses values).

use super::egraph::AddrGraph as Graph;
use super::lang::{AddrLang, Leaf};
use crate::rng::splitmix64;
use egg::{Id, Language};

/// Cost of a 32-bit add or shift; 64-bit ones cost twice as much.
const ALU32_COST: u64 = 2;
/// Cost of a 32-bit multiply and of a 32×32→64 `mul.wide`.
const MUL32_COST: u64 = 3;
/// Cost of a 64×64 multiply.
const MUL64_COST: u64 = 12;
/// Cost of a width conversion.
const EXT_COST: u64 = 2;
/// How many times more an instruction one loop level deeper costs (a
/// guess at the trip count, as in LLVM's block-frequency default).
pub const LOOP_WEIGHT: u64 = 8;
/// Loop depths beyond this weigh as this one (keeps costs in range).
const MAX_WEIGHTED_DEPTH: u32 = 6;

/// The weight of work at loop depth `depth`.
fn loop_weight(depth: u32) -> u64 {
    LOOP_WEIGHT.pow(depth.min(MAX_WEIGHTED_DEPTH))
}

/// The cost of `node` alone (not its operands) run once, given the width
/// of its class. A multiply by a power of two is a shift.
fn node_cost(egraph: &Graph, node: &AddrLang, bits: u32) -> u64 {
    let wide = bits > 32;
    match node {
        AddrLang::Mul([_, k]) if is_power_of_two(egraph, *k) => {
            ALU32_COST * if wide { 2 } else { 1 }
        }
        AddrLang::Const(_) | AddrLang::Leaf(_) | AddrLang::Loop(_) => 0,
        AddrLang::Add(_) | AddrLang::Shl(_) | AddrLang::Rec(_) => {
            ALU32_COST * if wide { 2 } else { 1 }
        }
        AddrLang::Mul(_) => {
            if wide {
                MUL64_COST
            } else {
                MUL32_COST
            }
        }
        AddrLang::MulWideU(_) | AddrLang::MulWideS(_) => MUL32_COST,
        AddrLang::Uext64(_) | AddrLang::Sext64(_) | AddrLang::Uext32(_) | AddrLang::Sext32(_) => {
            EXT_COST
        }
    }
}

/// The loop depth `node` runs at once placed: its loop's for a
/// recurrence (the increment), else the deepest its operands vary in.
fn node_depth(egraph: &Graph, node: &AddrLang) -> u32 {
    let operands = node
        .children()
        .iter()
        .map(|c| egraph.data(*c).depth)
        .max()
        .unwrap_or(0);
    match node {
        AddrLang::Rec([l, _, _]) => egraph.loop_depth(*l).max(operands),
        _ => operands,
    }
}

/// The weighted cost of `node` alone in a class of `bits` bits.
fn weighted_cost(egraph: &Graph, node: &AddrLang, bits: u32) -> u64 {
    node_cost(egraph, node, bits).saturating_mul(loop_weight(node_depth(egraph, node)))
}

/// Is class `k` a constant power of two?
fn is_power_of_two(egraph: &Graph, k: Id) -> bool {
    egraph
        .data(k)
        .constant
        .is_some_and(|c| c > 0 && (c as u64).is_power_of_two())
}

/// A constant that a memory operand's `[reg+imm]` can absorb.
fn is_offset_constant(egraph: &Graph, id: Id) -> bool {
    egraph
        .data(id)
        .constant
        .is_some_and(|k| i32::try_from(k).is_ok())
}

/// The buffers of extraction, kept from one function to the next (see
/// [`Extractor::into_buffers`]) so that a reused compile context does not
/// allocate them again.
#[derive(Default)]
pub struct ExtractBuffers {
    flat: Flat,
    /// By canonical class id.
    best: Vec<Option<Best>>,
    built: Built,
    /// Scratch of `relax`: classes some node read, nodes on the work list.
    is_read: Vec<bool>,
    queued: Vec<bool>,
    work: Vec<u32>,
    /// Scratch of `shared`: roots reaching each class, last root seen.
    uses: Vec<u32>,
    seen: Vec<usize>,
    stack: Vec<Id>,
}

/// The chosen node of every class.
pub struct Extractor<'a> {
    egraph: &'a Graph,
    bufs: ExtractBuffers,
    /// Set by [`Extractor::chaos`]: roots are taken as chosen, whatever
    /// they cost.
    is_chaos: bool,
}

/// The node of each class in the expression being built, valid where its
/// stamp is the current one (so nothing is cleared between roots).
#[derive(Default)]
struct Built {
    stamp: u32,
    at: Vec<(u32, Id)>,
    /// Classes still to build (kept for its buffer).
    stack: Vec<(Id, bool)>,
}

impl Built {
    fn get(&self, class: Id) -> Option<Id> {
        self.at
            .get(usize::from(class))
            .and_then(|&(s, id)| (s == self.stamp).then_some(id))
    }
}

impl<'a> Extractor<'a> {
    /// Computes the cheapest node of every class of `egraph`, in `bufs`.
    pub fn new(egraph: &'a Graph, mut bufs: ExtractBuffers) -> Extractor<'a> {
        bufs.flat.fill(egraph);
        relax(egraph, &mut bufs, false);
        bufs.built.stamp = 0;
        bufs.built.at.clear();
        bufs.built.at.resize(egraph.len(), (0, Id::from(0usize)));
        Extractor {
            egraph,
            bufs,
            is_chaos: false,
        }
    }

    /// The buffers, for the next function.
    pub fn into_buffers(self) -> ExtractBuffers {
        self.bufs
    }

    /// Chooses again with sharing across `roots`: a class that the roots'
    /// current choices reach from `n` of them costs `1/n` of its work to
    /// each, so forms several addresses can share win over forms each
    /// computes alone. Tree costs (what each root pays alone) are kept for
    /// the decision to rewrite.
    pub fn shared(mut self, roots: &[Id]) -> Extractor<'a> {
        let egraph = self.egraph;
        let b = &mut self.bufs;
        b.uses.clear();
        b.uses.resize(b.best.len(), 0);
        b.seen.clear();
        b.seen.resize(b.best.len(), usize::MAX);
        for (r, &root) in roots.iter().enumerate() {
            b.stack.clear();
            b.stack.push(egraph.find(root));
            while let Some(c) = b.stack.pop() {
                let k = usize::from(c);
                if b.seen.get(k).is_none_or(|&s| s == r) {
                    continue;
                }
                b.seen[k] = r;
                b.uses[k] += 1;
                if let Some(best) = &b.best[k] {
                    let children = egraph.node(best.node).children();
                    b.stack.extend(children.iter().map(|c| egraph.find(*c)));
                }
            }
        }
        // Nothing shared: the choices stand.
        if b.uses.iter().any(|&n| n > 1) {
            relax(egraph, b, true);
        }
        self
    }

    /// For testing that correctness does not depend on the cost model:
    /// every class takes a random member instead of its cheapest, among
    /// the members whose operands are lower in the extraction order (so
    /// expressions stay finite). Seeded, so a failure reproduces.
    pub fn chaos(mut self, seed: u64) -> Extractor<'a> {
        let egraph = self.egraph;
        // Height: 0 for leaves and constants, else 1 + the operands' least.
        let mut height: Vec<Option<u32>> = vec![None; egraph.len()];
        let of = |height: &[Option<u32>], c: Id| height[usize::from(egraph.find(c))];
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..egraph.len() {
                let node = egraph.node(Id::from(i));
                let h = node
                    .children()
                    .iter()
                    .map(|&c| of(&height, c).map(|h| h + 1))
                    .try_fold(0, |acc, h| h.map(|h| acc.max(h)));
                let class = usize::from(egraph.find(Id::from(i)));
                if let Some(h) = h {
                    if height[class].is_none_or(|old| h < old) {
                        height[class] = Some(h);
                        changed = true;
                    }
                }
            }
        }
        let mut state = seed;
        for class in egraph.classes() {
            let Some(h) = height[usize::from(class)] else {
                continue;
            };
            let acyclic: Vec<Id> = egraph
                .member_ids(class)
                .filter(|&n| {
                    egraph
                        .node(n)
                        .children()
                        .iter()
                        .all(|&c| of(&height, c).is_some_and(|ch| ch < h))
                })
                .collect();
            if acyclic.is_empty() {
                continue;
            }
            let pick = acyclic[(splitmix64(&mut state) % acyclic.len() as u64) as usize];
            let slot = &mut self.bufs.best[usize::from(class)];
            let (cost, tree) = slot.as_ref().map_or((0, 0), |b| (b.cost, b.tree));
            *slot = Some(Best {
                cost,
                tree,
                node: pick,
            });
        }
        self.is_chaos = true;
        self
    }

    /// Are the choices random (see [`Extractor::chaos`])?
    pub fn is_chaos(&self) -> bool {
        self.is_chaos
    }

    /// The cost of `id`'s chosen expression when computed alone.
    pub fn cost(&self, id: Id) -> u64 {
        self.slot(id).map_or(u64::MAX / 4, |b| b.tree)
    }

    /// What choices at a root minimise (see [`Extractor::shared`]).
    fn choice_cost(&self, id: Id) -> u64 {
        self.slot(id).map_or(u64::MAX / 4, |b| b.cost)
    }

    /// The cheapest expression for the root class `id`, where an added
    /// constant is free (it folds into the memory operand's offset): its
    /// cost alone, with `expr` set to its nodes (operands first, children
    /// indexing `expr`; the root last) and `classes` to the class of each
    /// (`None` for a root node that is not its class's choice).
    pub fn best_root(
        &mut self,
        id: Id,
        expr: &mut Vec<AddrLang>,
        classes: &mut Vec<Option<Id>>,
    ) -> Option<u64> {
        let id = self.egraph.find(id);
        let mut choice = (self.choice_cost(id), self.cost(id), None);
        if !self.is_chaos {
            for node in self.egraph.members(id) {
                if let AddrLang::Add([x, c]) = node {
                    if is_offset_constant(self.egraph, *c) && self.choice_cost(*x) < choice.0 {
                        choice = (self.choice_cost(*x), self.cost(*x), Some(node.clone()));
                    }
                }
            }
        }
        expr.clear();
        classes.clear();
        let mut done = core::mem::take(&mut self.bufs.built);
        done.stamp += 1;
        let (root, root_class) = match choice.2 {
            Some(node) => (node, None),
            None => (self.best_node(id), Some(id)),
        };
        let mut children = [Id::from(0usize); 3];
        for (k, &c) in root.children().iter().enumerate() {
            match self.build(c, expr, classes, &mut done) {
                Some(built) => children[k] = built,
                None => {
                    self.bufs.built = done;
                    return None;
                }
            }
        }
        self.bufs.built = done;
        let mut k = 0;
        let root = root.map_children(|_| {
            k += 1;
            children[k - 1]
        });
        expr.push(root);
        classes.push(root_class);
        Some(choice.1)
    }

    fn best_node(&self, id: Id) -> AddrLang {
        self.slot(id)
            .map(|b| self.egraph.node(b.node).clone())
            .unwrap_or(AddrLang::Leaf(Leaf(u32::MAX)))
    }

    fn slot(&self, id: Id) -> Option<&Best> {
        self.bufs
            .best
            .get(usize::from(self.egraph.find(id)))
            .and_then(Option::as_ref)
    }

    /// Adds the chosen expression of class `id` to `expr` (iteratively:
    /// the expression may be thousands of nodes deep), each class once
    /// (`done` maps a class to its node in `expr`); returns its node.
    fn build(
        &self,
        id: Id,
        expr: &mut Vec<AddrLang>,
        classes: &mut Vec<Option<Id>>,
        done: &mut Built,
    ) -> Option<Id> {
        let root = self.egraph.find(id);
        let mut stack = core::mem::take(&mut done.stack);
        stack.clear();
        stack.push((root, false));
        while let Some((class, expanded)) = stack.pop() {
            if done.get(class).is_some() {
                continue;
            }
            let node = self.best_node(class);
            if !expanded {
                stack.push((class, true));
                for c in node.children().iter().rev() {
                    stack.push((self.egraph.find(*c), false));
                }
                continue;
            }
            // Extraction chooses acyclically, so the operands are built;
            // if one is not, there is no expression to give.
            let mut operands = node
                .children()
                .iter()
                .map(|&c| done.get(self.egraph.find(c)));
            if operands.any(|o| o.is_none()) {
                done.stack = stack;
                return None;
            }
            let new = Id::from(expr.len());
            expr.push(
                node.map_children(|c| done.get(self.egraph.find(c)).unwrap_or(Id::from(0usize))),
            );
            classes.push(Some(class));
            done.at[usize::from(class)] = (done.stamp, new);
        }
        done.stack = stack;
        done.get(root)
    }
}

/// The chosen node of a class.
#[derive(Clone, Copy, Debug)]
struct Best {
    /// What choices minimise (the tree cost, or its share under sharing).
    cost: u64,
    /// Cost of the chosen tree when one root computes it alone.
    tree: u64,
    /// The node's id in the e-graph.
    node: Id,
}

/// The e-graph flattened for extraction: every node with its class, its
/// own weighted cost and its operands' canonical classes, computed once.
#[derive(Default)]
struct Flat {
    nodes: Vec<FlatNode>,
    /// Operand classes of all nodes, in order.
    kids: Vec<u32>,
    /// The nodes reading class `c`: `readers[reader_start[c]..reader_start[c + 1]]`.
    reader_start: Vec<u32>,
    readers: Vec<u32>,
    /// Scratch of `fill`: the next free reader slot of each class.
    next_reader: Vec<u32>,
}

struct FlatNode {
    class: u32,
    own: u64,
    kids: core::ops::Range<u32>,
}

impl Flat {
    /// Flattens `egraph`. Nodes stay in id order (operands mostly come
    /// before their users), node `i` being e-node `i`.
    fn fill(&mut self, egraph: &Graph) {
        let size = egraph.len();
        self.nodes.clear();
        self.kids.clear();
        for i in 0..size {
            let node = egraph.node(Id::from(i));
            let class = egraph.find(Id::from(i));
            let start = self.kids.len() as u32;
            self.kids.extend(
                node.children()
                    .iter()
                    .map(|c| usize::from(egraph.find(*c)) as u32),
            );
            self.nodes.push(FlatNode {
                class: usize::from(class) as u32,
                own: weighted_cost(egraph, node, egraph.data(class).bits),
                kids: start..self.kids.len() as u32,
            });
        }
        self.reader_start.clear();
        self.reader_start.resize(size + 1, 0);
        for &c in &self.kids {
            self.reader_start[c as usize + 1] += 1;
        }
        for c in 0..size {
            self.reader_start[c + 1] += self.reader_start[c];
        }
        self.next_reader.clear();
        self.next_reader.extend_from_slice(&self.reader_start);
        self.readers.clear();
        self.readers.resize(self.kids.len(), 0);
        for (i, n) in self.nodes.iter().enumerate() {
            for &c in &self.kids[n.kids.start as usize..n.kids.end as usize] {
                let slot = &mut self.next_reader[c as usize];
                self.readers[*slot as usize] = i as u32;
                *slot += 1;
            }
        }
    }

    fn kids(&self, n: &FlatNode) -> &[u32] {
        &self.kids[n.kids.start as usize..n.kids.end as usize]
    }

    fn readers(&self, class: usize) -> &[u32] {
        &self.readers[self.reader_start[class] as usize..self.reader_start[class + 1] as usize]
    }
}

/// Sets `bufs.best` to the cheapest node of every class, to a fixpoint;
/// with `shared`, each class's own work is divided among the roots using
/// it (`bufs.uses`). Classes with a known constant take it.
fn relax(egraph: &Graph, bufs: &mut ExtractBuffers, shared: bool) {
    let ExtractBuffers {
        flat,
        best,
        is_read,
        queued,
        work,
        uses,
        ..
    } = bufs;
    let uses: Option<&[u32]> = shared.then_some(uses.as_slice());
    let size = egraph.len();
    best.clear();
    best.resize(size, None);
    for class in egraph.classes() {
        if egraph.data(class).constant.is_none() {
            continue;
        }
        // A class with a known constant holds the constant's node.
        if let Some(node) = egraph
            .member_ids(class)
            .find(|&n| matches!(egraph.node(n), AddrLang::Const(_)))
        {
            best[usize::from(class)] = Some(Best {
                cost: 0,
                tree: 0,
                node,
            });
        }
    }
    // One sweep in node order, then, for each class that improved after
    // some node read it, its readers again until nothing improves (costs
    // only fall, so this ends).
    is_read.clear();
    is_read.resize(size, false);
    queued.clear();
    queued.resize(flat.nodes.len(), false);
    work.clear();
    let evaluate = |i: usize, best: &mut [Option<Best>], is_read: &mut [bool]| -> Option<usize> {
        let n = &flat.nodes[i];
        let k = n.class as usize;
        let mut children = Some((0u64, 0u64));
        for &c in flat.kids(n) {
            is_read[c as usize] = true;
            children = match (children, &best[c as usize]) {
                (Some((cost, tree)), Some(b)) => {
                    Some((cost.saturating_add(b.cost), tree.saturating_add(b.tree)))
                }
                _ => None,
            };
        }
        let (cost, tree) = children?;
        let share = uses
            .and_then(|u| u.get(k))
            .map_or(1, |&u| u64::from(u.max(1)));
        let cost = n.own.div_ceil(share).saturating_add(cost);
        let slot = &mut best[k];
        if slot.as_ref().is_some_and(|b| cost >= b.cost) {
            return None;
        }
        *slot = Some(Best {
            cost,
            tree: n.own.saturating_add(tree),
            node: Id::from(i),
        });
        Some(k)
    };
    let enqueue = |k: usize, work: &mut Vec<u32>, queued: &mut [bool]| {
        for &r in flat.readers(k) {
            if !queued[r as usize] {
                queued[r as usize] = true;
                work.push(r);
            }
        }
    };
    for i in 0..flat.nodes.len() {
        if let Some(k) = evaluate(i, best, is_read) {
            if is_read[k] {
                enqueue(k, work, queued);
            }
        }
    }
    while let Some(i) = work.pop() {
        let i = i as usize;
        queued[i] = false;
        if let Some(k) = evaluate(i, best, is_read) {
            enqueue(k, work, queued);
        }
    }
}

/// One collected node of the original code: its class, the node, and the
/// loop depth of the block that computes it.
pub struct OriginalNode {
    /// The e-class.
    pub id: Id,
    /// The node as collected.
    pub node: AddrLang,
    /// Loop depth where the function computes it.
    pub depth: u32,
}

/// The cost of every original expression tree, alone and as a root (with
/// the root rule of [`Extractor::best_root`]: an added offset constant is
/// free), each node weighted by the loop depth where the function computes
/// it, written to `costs`. `added` lists the collected classes operands
/// first. A 64-bit multiply or shift of an extended 32-bit value costs
/// what lowering makes of it: one `mul.wide`.
pub fn original_costs(egraph: &Graph, added: &[OriginalNode], costs: &mut OriginalCosts) {
    // Which entry of `added` each class was collected as.
    let OriginalCosts { costs, node_of } = costs;
    node_of.clear();
    node_of.resize(egraph.len(), None);
    for (k, n) in added.iter().enumerate() {
        node_of[usize::from(n.id)] = Some(k as u32);
    }
    costs.clear();
    costs.resize(egraph.len(), None);
    let extended32 = |id: Id| match node_of[usize::from(id)].map(|k| &added[k as usize].node) {
        Some(AddrLang::Uext64(x) | AddrLang::Sext64(x)) if egraph.data(*x).bits == 32 => Some(*x),
        _ => None,
    };
    for OriginalNode { id, node, depth } in added {
        let of = |c: Id| costs[usize::from(c)].map_or(0, |c| c.0);
        let weight = loop_weight(*depth);
        let cost = if egraph.data(*id).constant.is_some() {
            0
        } else {
            let wide = match node {
                AddrLang::Mul([a, b]) | AddrLang::Shl([a, b]) => extended32(*a).and_then(|x| {
                    if egraph.data(*b).constant.is_some() {
                        Some(of(x))
                    } else if let (AddrLang::Mul(_), Some(y)) = (node, extended32(*b)) {
                        Some(of(x).saturating_add(of(y)))
                    } else {
                        None
                    }
                }),
                _ => None,
            };
            match wide {
                Some(operands) => (MUL32_COST * weight).saturating_add(operands),
                None => node.children().iter().fold(
                    node_cost(egraph, node, egraph.data(*id).bits).saturating_mul(weight),
                    |acc, c| acc.saturating_add(of(*c)),
                ),
            }
        };
        let as_root = match node {
            AddrLang::Add([x, c]) if is_offset_constant(egraph, *c) => of(*x),
            _ => cost,
        };
        costs[usize::from(*id)] = Some((cost, as_root));
    }
}

/// The costs [`original_costs`] gives, by the class id each tree was
/// collected as (and its buffers).
#[derive(Default)]
pub struct OriginalCosts {
    costs: Vec<Option<(u64, u64)>>,
    node_of: Vec<Option<u32>>,
}

impl OriginalCosts {
    /// The tree's cost alone and as a root, if `id` was collected.
    pub fn get(&self, id: Id) -> Option<(u64, u64)> {
        self.costs.get(usize::from(id)).copied().flatten()
    }
}
