//! The rewrites of the address e-graph, applied eagerly as nodes are added
//! (Cranelift's acyclic e-graph discipline) rather than by equality
//! saturation: each new node is matched once against the rules, and every
//! right-hand side is added (and rewritten in turn, up to a depth limit) and
//! merged into the node's class.
//!
//! ```text
//!   add_rewritten(node) ──egg add (hash-consed)──> class
//!     new node? ──rewrite(node): match on it and its operand classes'
//!                 members──> equivalent nodes ──add_rewritten (depth+1)──>
//!     union with the class
//! ```
//!
//! The rules are targeted, in the manner of Cranelift's rule guide — no
//! general commutativity or associativity: identities (`x+0`, `x*1`,
//! `x<<0`); constants to the right and folded outward; `x<<k → x*2^k` (one
//! canonical form: the cost model prices a multiply by a power of two as a
//! shift, and lowering can still fuse the multiply into `mad.lo` or
//! `mul.wide`);
//! distribution of a constant multiply over a constant add;
//! `base+(x+c) → (base+x)+c` and `(x+c)+y → (x+y)+c` so `c` folds into
//! `[reg+imm]`; extensions pushed through `+ * <<` and pulled back out, only
//! when the value ranges prove the narrow operation cannot overflow;
//! `mul.wide` forms; and affine recurrences (SCEV): a recurrence plus or
//! times a loop-invariant value, plus a recurrence of the same loop, shifted
//! by a constant, or extended under a range proof, is again a recurrence.
//! Every condition reads only e-class analysis data (width, constant,
//! range, loop depth), so a rule fires exactly when its side condition is
//! proved.
//!
//! Operands are added before their users, so when a node is matched its
//! operand classes already hold every member they will get from their own
//! rewrites; a member merged in later (by a union further up) is not
//! re-matched, which is the price of one pass instead of a fixpoint.

use super::egraph::AddrGraph as Graph;
use super::lang::{AddrLang, Konst};
use core::cell::Cell;
use egg::Id;

/// Limits of one function's rewriting. All are counts, so the result
/// depends only on the input, never on the machine's speed or load.
pub struct Rewriter {
    /// Most rewrites deep a chain of right-hand sides may go.
    pub depth_limit: u32,
    /// Most e-nodes.
    pub node_limit: usize,
    /// Most work: nodes matched against the rules plus class members
    /// visited while matching.
    pub work_limit: u64,
    /// How many times a limit cut rewriting short.
    pub limits_hit: u32,
    /// Deepest rewrite chain reached.
    pub max_depth: u32,
    /// Work done so far (see `work_limit`).
    work: Cell<u64>,
    /// Right-hand sides waiting to be built (see `add_at`).
    rhs: Vec<Rhs>,
}

impl Default for Rewriter {
    fn default() -> Rewriter {
        Rewriter {
            depth_limit: super::DEPTH_LIMIT,
            node_limit: super::NODE_LIMIT,
            work_limit: super::WORK_LIMIT,
            limits_hit: 0,
            max_depth: 0,
            work: Cell::new(0),
            rhs: Vec::new(),
        }
    }
}

impl Rewriter {
    /// Starts rewriting a new function with these limits (the
    /// right-hand-side buffer is kept).
    pub fn reset(&mut self, depth_limit: u32, node_limit: usize, work_limit: u64) {
        self.depth_limit = depth_limit;
        self.node_limit = node_limit;
        self.work_limit = work_limit;
        self.limits_hit = 0;
        self.max_depth = 0;
        self.work.set(0);
        self.rhs.clear();
    }

    /// The work done so far: nodes matched plus members visited.
    pub fn work(&self) -> u64 {
        self.work.get()
    }

    /// Is there budget left for more rewriting? Counts the first time a
    /// limit stops it.
    fn has_budget(&mut self, g: &Graph, depth: u32) -> bool {
        if depth > self.depth_limit {
            return false;
        }
        let over = g.len() >= self.node_limit || self.work.get() >= self.work_limit;
        if over && self.limits_hit == 0 {
            self.limits_hit = 1;
        }
        !over && self.limits_hit == 0
    }

    /// Adds `node` and, if it is new, everything the rules make equal to
    /// it; returns its class.
    pub fn add(&mut self, g: &mut Graph, node: AddrLang) -> Id {
        self.add_at(g, node, 0)
    }

    fn add_at(&mut self, g: &mut Graph, node: AddrLang, depth: u32) -> Id {
        let (mut id, is_new) = g.add(node.clone());
        // A known constant is already its best form: nothing to rewrite.
        if !is_new || g.data(id).constant.is_some() || !self.has_budget(g, depth) {
            return id;
        }
        self.max_depth = self.max_depth.max(depth);
        // The right-hand sides go on a stack shared by the nested calls:
        // each call reads its own slice and pops it when done.
        let base = self.rhs.len();
        self.work.set(self.work.get() + 1);
        rewrite(g, &node, &mut self.rhs, &self.work);
        for k in base..self.rhs.len() {
            let r = self.rhs[k];
            let new = self.build(g, r, depth + 1);
            id = g.union(id, new);
        }
        self.rhs.truncate(base);
        id
    }

    /// Adds a right-hand side, its new nodes rewritten in turn.
    fn build(&mut self, g: &mut Graph, r: Rhs, depth: u32) -> Id {
        match r {
            Rhs::Term(t) => self.term(g, t, depth),
            Rhs::Un(make, a) => {
                let a = self.term(g, a, depth);
                self.add_at(g, make(a), depth)
            }
            Rhs::Bin(make, a, b) => {
                let a = self.term(g, a, depth);
                let b = self.term(g, b, depth);
                self.add_at(g, make([a, b]), depth)
            }
            Rhs::Rec(l, a, s) => {
                let a = self.term(g, a, depth);
                let s = self.term(g, s, depth);
                self.add_at(g, AddrLang::Rec([l, a, s]), depth)
            }
        }
    }

    fn term(&mut self, g: &mut Graph, t: Term, depth: u32) -> Id {
        match t {
            Term::Class(id) => id,
            Term::Konst(k) => self.add_at(g, AddrLang::Const(k), depth),
            Term::Un(make, a) => self.add_at(g, make(a), depth),
            Term::Bin(make, a, b) => self.add_at(g, make([a, b]), depth),
        }
    }
}

type Unary = fn(Id) -> AddrLang;
type Binary = fn([Id; 2]) -> AddrLang;

/// An operand of a right-hand side: an existing class, a constant, or one
/// node over existing classes.
#[derive(Clone, Copy)]
enum Term {
    Class(Id),
    Konst(Konst),
    Un(Unary, Id),
    Bin(Binary, Id, Id),
}

/// A right-hand side: a term, or one node over terms (no rule needs
/// deeper ones, so no allocation).
#[derive(Clone, Copy)]
enum Rhs {
    Term(Term),
    Un(Unary, Term),
    Bin(Binary, Term, Term),
    Rec(Id, Term, Term),
}

fn class(id: Id) -> Term {
    Term::Class(id)
}

fn konst(bits: u32, value: i128) -> Term {
    Term::Konst(Konst::new(bits, value))
}

/// The node `a + b` over classes, as an operand.
fn sum(a: Id, b: Id) -> Term {
    Term::Bin(AddrLang::Add, a, b)
}

/// The node `a * b` over classes, as an operand.
fn product(a: Id, b: Id) -> Term {
    Term::Bin(AddrLang::Mul, a, b)
}

fn add(a: Term, b: Term) -> Rhs {
    Rhs::Bin(AddrLang::Add, a, b)
}

fn mul(a: Term, b: Term) -> Rhs {
    Rhs::Bin(AddrLang::Mul, a, b)
}

fn rec(l: Id, a: Term, s: Term) -> Rhs {
    Rhs::Rec(l, a, s)
}

fn bits(g: &Graph, id: Id) -> u32 {
    g.data(id).bits
}

fn constant(g: &Graph, id: Id) -> Option<i64> {
    g.data(id).constant
}

fn is_const(g: &Graph, id: Id) -> bool {
    constant(g, id).is_some()
}

/// Does `a + b` stay within `bits` bits, unsigned (both non-negative)?
fn is_unsigned_add_exact(g: &Graph, a: Id, b: Id) -> bool {
    let (ra, rb, w) = (g.data(a).range, g.data(b).range, bits(g, a));
    ra.is_non_negative() && rb.is_non_negative() && ra.hi + rb.hi < (1i128 << w)
}

/// Does `a + b` stay within the signed range of `bits` bits?
fn is_signed_add_exact(g: &Graph, a: Id, b: Id) -> bool {
    let (ra, rb, w) = (g.data(a).range, g.data(b).range, bits(g, a));
    let half = 1i128 << (w - 1);
    ra.lo + rb.lo >= -half && ra.hi + rb.hi < half
}

/// Does `a * b` stay within `bits` bits, unsigned (both non-negative)?
fn is_unsigned_mul_exact(g: &Graph, a: Id, b: Id) -> bool {
    let (ra, rb, w) = (g.data(a).range, g.data(b).range, bits(g, a));
    ra.is_non_negative() && rb.is_non_negative() && ra.hi * rb.hi < (1i128 << w)
}

/// Does `a * b` stay within the signed range of `bits` bits?
fn is_signed_mul_exact(g: &Graph, a: Id, b: Id) -> bool {
    let (ra, rb, w) = (g.data(a).range, g.data(b).range, bits(g, a));
    let half = 1i128 << (w - 1);
    let c = [ra.lo * rb.lo, ra.lo * rb.hi, ra.hi * rb.lo, ra.hi * rb.hi];
    c.iter().all(|&x| x >= -half && x < half)
}

/// Does `a * 2^k` stay within range (unsigned or signed)?
fn is_shl_exact(g: &Graph, a: Id, k: i64, signed: bool) -> bool {
    let (r, w) = (g.data(a).range, bits(g, a));
    if !(0..i64::from(w)).contains(&k) {
        return false;
    }
    let m = 1i128 << k;
    if signed {
        let half = 1i128 << (w - 1);
        r.lo * m >= -half && r.hi * m < half
    } else {
        r.is_non_negative() && r.hi * m < (1i128 << w)
    }
}

/// Is class `x` invariant in the loop of class `l`?
fn is_invariant(g: &Graph, x: Id, l: Id) -> bool {
    g.data(x).depth < g.loop_depth(l) && !g.data(x).is_frame
}

/// The members of class `id` matching `f` (no allocation), each one
/// visited counted in `work`.
fn members<'g, T>(
    g: &'g Graph,
    id: Id,
    work: &'g Cell<u64>,
    f: impl Fn(&AddrLang) -> Option<T> + 'g,
) -> impl Iterator<Item = T> + 'g {
    visit(g, id, work).filter_map(f)
}

/// The members of class `id`, each one visited counted in `work`.
fn visit<'g>(g: &'g Graph, id: Id, work: &'g Cell<u64>) -> impl Iterator<Item = &'g AddrLang> {
    g.members(id).inspect(move |_| work.set(work.get() + 1))
}

fn recs<'g>(g: &'g Graph, id: Id, work: &'g Cell<u64>) -> impl Iterator<Item = [Id; 3]> + 'g {
    members(g, id, work, |n| match n {
        AddrLang::Rec(r) => Some(*r),
        _ => None,
    })
}

fn adds<'g>(g: &'g Graph, id: Id, work: &'g Cell<u64>) -> impl Iterator<Item = [Id; 2]> + 'g {
    members(g, id, work, |n| match n {
        AddrLang::Add(r) => Some(*r),
        _ => None,
    })
}

/// The right-hand sides equal to `node`.
fn rewrite(g: &Graph, node: &AddrLang, out: &mut Vec<Rhs>, work: &Cell<u64>) {
    match *node {
        AddrLang::Add([a, b]) => rewrite_add(g, a, b, out, work),
        AddrLang::Mul([a, b]) => rewrite_mul(g, a, b, out, work),
        AddrLang::Shl([a, k]) => {
            let Some(kv) = constant(g, k) else { return };
            let w = bits(g, a);
            if kv == 0 {
                out.push(Rhs::Term(class(a)));
            }
            if (0..i64::from(w)).contains(&kv) {
                out.push(mul(class(a), konst(w, 1i128 << kv)));
            }
            for [l, s0, st] in recs(g, a, work) {
                out.push(rec(
                    l,
                    Term::Bin(AddrLang::Shl, s0, k),
                    Term::Bin(AddrLang::Shl, st, k),
                ));
            }
        }
        AddrLang::Uext64(e) => rewrite_extend(g, e, false, out, work),
        AddrLang::Sext64(e) => rewrite_extend(g, e, true, out, work),
        // mul.wide back to a narrow product extended once, when exact.
        AddrLang::MulWideU([a, b])
            if bits(g, a) == 32 && bits(g, b) == 32 && is_unsigned_mul_exact(g, a, b) =>
        {
            out.push(Rhs::Un(AddrLang::Uext64, product(a, b)));
        }
        AddrLang::MulWideS([a, b])
            if bits(g, a) == 32 && bits(g, b) == 32 && is_signed_mul_exact(g, a, b) =>
        {
            out.push(Rhs::Un(AddrLang::Sext64, product(a, b)));
        }
        _ => {}
    }
}

fn rewrite_add(g: &Graph, a: Id, b: Id, out: &mut Vec<Rhs>, work: &Cell<u64>) {
    let w = bits(g, a);
    match (constant(g, a), constant(g, b)) {
        (_, Some(0)) => out.push(Rhs::Term(class(a))),
        (Some(_), None) => out.push(add(class(b), class(a))),
        _ => {}
    }
    if let Some(c2) = constant(g, b) {
        // (x + c1) + c2 -> x + (c1 + c2).
        for [x, c1] in adds(g, a, work) {
            if let Some(c1) = constant(g, c1) {
                out.push(add(class(x), konst(w, i128::from(c1) + i128::from(c2))));
            }
        }
    } else if !is_const(g, a) {
        // base + (x + c) -> (base + x) + c.
        for [x, c] in adds(g, b, work) {
            if is_const(g, c) && !is_const(g, x) {
                out.push(add(sum(a, x), class(c)));
            }
        }
        // (x + c) + y -> (x + y) + c.
        for [x, c] in adds(g, a, work) {
            if is_const(g, c) && !is_const(g, x) {
                out.push(add(sum(x, b), class(c)));
            }
        }
    }
    // ext(x) + ext(y) -> ext(x + y) when exact.
    for (x, sx) in extensions(g, a, work) {
        for (y, sy) in extensions(g, b, work) {
            let exact = if sx {
                is_signed_add_exact(g, x, y)
            } else {
                is_unsigned_add_exact(g, x, y)
            };
            if sx == sy && bits(g, x) == bits(g, y) && exact {
                let ext = if sx {
                    AddrLang::Sext64
                } else {
                    AddrLang::Uext64
                };
                out.push(Rhs::Un(ext, sum(x, y)));
            }
        }
    }
    // Recurrences.
    for [l, s0, st] in recs(g, a, work) {
        if is_invariant(g, b, l) {
            out.push(rec(l, sum(s0, b), class(st)));
        }
        for [l2, t0, tt] in recs(g, b, work) {
            if l2 == l {
                out.push(rec(l, sum(s0, t0), sum(st, tt)));
            }
        }
    }
    for [l, s0, st] in recs(g, b, work) {
        if is_invariant(g, a, l) {
            out.push(rec(l, sum(s0, a), class(st)));
        }
    }
}

/// The 32-bit operands of the 64-bit extensions in class `id`, with
/// whether each is signed.
fn extensions<'g>(
    g: &'g Graph,
    id: Id,
    work: &'g Cell<u64>,
) -> impl Iterator<Item = (Id, bool)> + 'g {
    members(g, id, work, |n| match n {
        AddrLang::Uext64(x) => Some((*x, false)),
        AddrLang::Sext64(x) => Some((*x, true)),
        _ => None,
    })
}

fn rewrite_mul(g: &Graph, a: Id, b: Id, out: &mut Vec<Rhs>, work: &Cell<u64>) {
    let w = bits(g, a);
    match (constant(g, a), constant(g, b)) {
        (_, Some(1)) => out.push(Rhs::Term(class(a))),
        (Some(_), None) => out.push(mul(class(b), class(a))),
        _ => {}
    }
    if let Some(c2) = constant(g, b) {
        for [x, c1] in members(g, a, work, |n| match n {
            AddrLang::Mul(r) => Some(*r),
            _ => None,
        }) {
            // (x * c1) * c2 -> x * (c1 * c2).
            if let Some(c1) = constant(g, c1) {
                out.push(mul(class(x), konst(w, i128::from(c1) * i128::from(c2))));
            }
        }
        // (x + c1) * c2 -> x * c2 + c1 * c2.
        for [x, c1] in adds(g, a, work) {
            if let Some(c1) = constant(g, c1) {
                out.push(add(
                    product(x, b),
                    konst(w, i128::from(c1) * i128::from(c2)),
                ));
            }
        }
        // ext32(x) * c -> mul.wide x, c.
        for (x, signed) in extensions(g, a, work) {
            let fits = if signed {
                i32::try_from(c2).is_ok()
            } else {
                u32::try_from(c2).is_ok()
            };
            if bits(g, x) == 32 && fits {
                let wide = if signed {
                    AddrLang::MulWideS
                } else {
                    AddrLang::MulWideU
                };
                out.push(Rhs::Bin(wide, class(x), konst(32, i128::from(c2))));
            }
        }
    } else {
        // ext32(x) * ext32(y) -> mul.wide x, y.
        for (x, sx) in extensions(g, a, work) {
            for (y, sy) in extensions(g, b, work) {
                if sx == sy && bits(g, x) == 32 && bits(g, y) == 32 {
                    let wide = if sx {
                        AddrLang::MulWideS
                    } else {
                        AddrLang::MulWideU
                    };
                    out.push(Rhs::Bin(wide, class(x), class(y)));
                }
            }
        }
    }
    for [l, s0, st] in recs(g, a, work) {
        if is_invariant(g, b, l) {
            out.push(rec(l, product(s0, b), product(st, b)));
        }
    }
    for [l, s0, st] in recs(g, b, work) {
        if is_invariant(g, a, l) {
            out.push(rec(l, product(s0, a), product(st, a)));
        }
    }
}

/// Rewrites of `ext64(e)` (`signed`: `sext64`).
fn rewrite_extend(g: &Graph, e: Id, signed: bool, out: &mut Vec<Rhs>, work: &Cell<u64>) {
    let ext: fn(Id) -> AddrLang = if signed {
        AddrLang::Sext64
    } else {
        AddrLang::Uext64
    };
    let ext_of = |id: Id| Term::Un(ext, id);
    for node in visit(g, e, work) {
        match *node {
            // ext(a + b) -> ext(a) + ext(b) when exact.
            AddrLang::Add([a, b]) => {
                let exact = if signed {
                    is_signed_add_exact(g, a, b)
                } else {
                    is_unsigned_add_exact(g, a, b)
                };
                if exact {
                    out.push(add(ext_of(a), ext_of(b)));
                }
            }
            // ext(a * b) -> mul.wide a, b when exact.
            AddrLang::Mul([a, b]) => {
                let exact = if signed {
                    is_signed_mul_exact(g, a, b)
                } else {
                    is_unsigned_mul_exact(g, a, b)
                };
                if bits(g, a) == 32 && exact {
                    let wide = if signed {
                        AddrLang::MulWideS
                    } else {
                        AddrLang::MulWideU
                    };
                    out.push(Rhs::Bin(wide, class(a), class(b)));
                }
            }
            // ext(a << k) -> ext(a) << k when exact.
            AddrLang::Shl([a, k]) => {
                if let Some(kv) = constant(g, k) {
                    if is_shl_exact(g, a, kv, signed) {
                        out.push(Rhs::Bin(
                            AddrLang::Shl,
                            ext_of(a),
                            konst(64, i128::from(kv)),
                        ));
                    }
                }
            }
            // ext({a,+,s}) -> {ext a,+,ext s} when every value plus one
            // step stays in range, so each iteration's extension is the
            // previous one's plus the extended step.
            AddrLang::Rec([l, a, s]) => {
                let exact = if signed {
                    is_signed_add_exact(g, e, s)
                } else {
                    is_unsigned_add_exact(g, e, s)
                };
                if bits(g, e) == 32 && exact {
                    out.push(rec(l, ext_of(a), ext_of(s)));
                }
            }
            _ => {}
        }
    }
}
