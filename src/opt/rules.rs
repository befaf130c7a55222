//! The rewrites of the address e-graph: targeted, in the manner of
//! Cranelift's rule guide — no general commutativity or associativity, only
//! rules that move constants right and outward, trade multiplies and
//! shifts, distribute a constant multiply over a constant add, and push
//! extensions through arithmetic when the value ranges prove that the
//! narrow operation cannot overflow.
//!
//! Each rule is a searcher pattern plus a [`Compute`] applier: a function of
//! the match that either adds an equivalent expression (returning its class,
//! which is then merged with the matched one) or declines. Every condition
//! reads only e-class analysis data (width, constant, range), so a rule
//! fires exactly when its side condition is proved.

use super::lang::{AddrAnalysis, AddrLang, Konst};
use egg::{Applier, EGraph, Id, Pattern, PatternAst, Rewrite, Subst, Symbol, Var};

type Graph = EGraph<AddrLang, AddrAnalysis>;
type ComputeFn = fn(&mut Graph, &[Id]) -> Option<Id>;

/// An applier that computes the replacement from the matched classes.
struct Compute {
    vars: Vec<Var>,
    f: ComputeFn,
}

impl Applier<AddrLang, AddrAnalysis> for Compute {
    fn apply_one(
        &self,
        egraph: &mut Graph,
        eclass: Id,
        subst: &Subst,
        _searcher_ast: Option<&PatternAst<AddrLang>>,
        _rule_name: Symbol,
    ) -> Vec<Id> {
        let ids: Vec<Id> = self.vars.iter().map(|v| subst[*v]).collect();
        match (self.f)(egraph, &ids) {
            Some(new) if egraph.union(eclass, new) => vec![eclass],
            _ => vec![],
        }
    }
}

fn rule(
    name: &str,
    pattern: &str,
    vars: &[&str],
    f: ComputeFn,
) -> Option<Rewrite<AddrLang, AddrAnalysis>> {
    let searcher: Pattern<AddrLang> = pattern.parse().ok()?;
    let vars = vars.iter().filter_map(|v| v.parse().ok()).collect();
    Rewrite::new(name, searcher, Compute { vars, f }).ok()
}

fn bits(g: &Graph, id: Id) -> u32 {
    g[id].data.bits
}

fn constant(g: &Graph, id: Id) -> Option<i64> {
    g[id].data.constant
}

fn konst(g: &mut Graph, bits: u32, value: i128) -> Id {
    g.add(AddrLang::Const(Konst::new(bits, value)))
}

/// Does `a + b` stay within `bits` bits, unsigned (both non-negative)?
fn is_unsigned_add_exact(g: &Graph, a: Id, b: Id) -> bool {
    let (ra, rb, w) = (g[a].data.range, g[b].data.range, bits(g, a));
    ra.is_non_negative() && rb.is_non_negative() && ra.hi + rb.hi < (1i128 << w)
}

/// Does `a + b` stay within the signed range of `bits` bits?
fn is_signed_add_exact(g: &Graph, a: Id, b: Id) -> bool {
    let (ra, rb, w) = (g[a].data.range, g[b].data.range, bits(g, a));
    let half = 1i128 << (w - 1);
    ra.lo + rb.lo >= -half && ra.hi + rb.hi < half
}

/// Does `a * b` stay within `bits` bits, unsigned (both non-negative)?
fn is_unsigned_mul_exact(g: &Graph, a: Id, b: Id) -> bool {
    let (ra, rb, w) = (g[a].data.range, g[b].data.range, bits(g, a));
    ra.is_non_negative() && rb.is_non_negative() && ra.hi * rb.hi < (1i128 << w)
}

/// Does `a * b` stay within the signed range of `bits` bits?
fn is_signed_mul_exact(g: &Graph, a: Id, b: Id) -> bool {
    let (ra, rb, w) = (g[a].data.range, g[b].data.range, bits(g, a));
    let half = 1i128 << (w - 1);
    let c = [ra.lo * rb.lo, ra.lo * rb.hi, ra.hi * rb.lo, ra.hi * rb.hi];
    c.iter().all(|&x| x >= -half && x < half)
}

/// The rules, in a fixed order, built once per process (parsing the
/// patterns costs more than running them on a small function).
pub fn rules() -> &'static [Rewrite<AddrLang, AddrAnalysis>] {
    static RULES: std::sync::OnceLock<Vec<Rewrite<AddrLang, AddrAnalysis>>> =
        std::sync::OnceLock::new();
    RULES.get_or_init(build_rules)
}

fn build_rules() -> Vec<Rewrite<AddrLang, AddrAnalysis>> {
    let list = [
        // Constants to the right.
        rule("add-const-right", "(+ ?c ?x)", &["?c", "?x"], |g, v| {
            (constant(g, v[0]).is_some() && constant(g, v[1]).is_none())
                .then(|| g.add(AddrLang::Add([v[1], v[0]])))
        }),
        rule("mul-const-right", "(* ?c ?x)", &["?c", "?x"], |g, v| {
            (constant(g, v[0]).is_some() && constant(g, v[1]).is_none())
                .then(|| g.add(AddrLang::Mul([v[1], v[0]])))
        }),
        // (x + c1) + c2 -> x + (c1 + c2).
        rule(
            "add-const-reassoc",
            "(+ (+ ?x ?c1) ?c2)",
            &["?x", "?c1", "?c2"],
            |g, v| {
                let (c1, c2) = (constant(g, v[1])?, constant(g, v[2])?);
                let k = konst(g, bits(g, v[0]), i128::from(c1) + i128::from(c2));
                Some(g.add(AddrLang::Add([v[0], k])))
            },
        ),
        // (x * c1) * c2 -> x * (c1 * c2).
        rule(
            "mul-const-reassoc",
            "(* (* ?x ?c1) ?c2)",
            &["?x", "?c1", "?c2"],
            |g, v| {
                let (c1, c2) = (constant(g, v[1])?, constant(g, v[2])?);
                let k = konst(g, bits(g, v[0]), i128::from(c1) * i128::from(c2));
                Some(g.add(AddrLang::Mul([v[0], k])))
            },
        ),
        // x * 2^k <-> x << k.
        rule("mul-pow2-shl", "(* ?x ?c)", &["?x", "?c"], |g, v| {
            let c = constant(g, v[1])?;
            let w = bits(g, v[0]);
            let k = (c > 0 && (c as u64).is_power_of_two()).then(|| c.trailing_zeros())?;
            (k < w).then(|| {
                let k = konst(g, w, i128::from(k));
                g.add(AddrLang::Shl([v[0], k]))
            })
        }),
        rule("shl-mul-pow2", "(<< ?x ?k)", &["?x", "?k"], |g, v| {
            let k = constant(g, v[1])?;
            let w = bits(g, v[0]);
            (0..i64::from(w)).contains(&k).then(|| {
                let m = konst(g, w, 1i128 << k);
                g.add(AddrLang::Mul([v[0], m]))
            })
        }),
        // (x + c1) * c2 -> x * c2 + c1 * c2 (exact in wrapping arithmetic).
        rule(
            "mul-distribute-const",
            "(* (+ ?x ?c1) ?c2)",
            &["?x", "?c1", "?c2"],
            |g, v| {
                let (c1, c2) = (constant(g, v[1])?, constant(g, v[2])?);
                let w = bits(g, v[0]);
                let m = g.add(AddrLang::Mul([v[0], v[2]]));
                let k = konst(g, w, i128::from(c1) * i128::from(c2));
                Some(g.add(AddrLang::Add([m, k])))
            },
        ),
        // base + (x + c) -> (base + x) + c, so c can fold into [reg+imm].
        rule(
            "add-split-const",
            "(+ ?b (+ ?x ?c))",
            &["?b", "?x", "?c"],
            |g, v| {
                (constant(g, v[2]).is_some()
                    && constant(g, v[1]).is_none()
                    && constant(g, v[0]).is_none())
                .then(|| {
                    let inner = g.add(AddrLang::Add([v[0], v[1]]));
                    g.add(AddrLang::Add([inner, v[2]]))
                })
            },
        ),
        rule(
            "add-lift-const",
            "(+ (+ ?x ?c) ?y)",
            &["?x", "?c", "?y"],
            |g, v| {
                (constant(g, v[1]).is_some()
                    && constant(g, v[0]).is_none()
                    && constant(g, v[2]).is_none())
                .then(|| {
                    let inner = g.add(AddrLang::Add([v[0], v[2]]));
                    g.add(AddrLang::Add([inner, v[1]]))
                })
            },
        ),
        // Extensions through arithmetic, only under a range proof.
        rule("uext-add", "(uext64 (+ ?a ?b))", &["?a", "?b"], |g, v| {
            is_unsigned_add_exact(g, v[0], v[1]).then(|| {
                let (a, b) = (g.add(AddrLang::Uext64(v[0])), g.add(AddrLang::Uext64(v[1])));
                g.add(AddrLang::Add([a, b]))
            })
        }),
        rule("sext-add", "(sext64 (+ ?a ?b))", &["?a", "?b"], |g, v| {
            is_signed_add_exact(g, v[0], v[1]).then(|| {
                let (a, b) = (g.add(AddrLang::Sext64(v[0])), g.add(AddrLang::Sext64(v[1])));
                g.add(AddrLang::Add([a, b]))
            })
        }),
        rule("uext-mul", "(uext64 (* ?a ?b))", &["?a", "?b"], |g, v| {
            (bits(g, v[0]) == 32 && is_unsigned_mul_exact(g, v[0], v[1]))
                .then(|| g.add(AddrLang::MulWideU([v[0], v[1]])))
        }),
        rule("sext-mul", "(sext64 (* ?a ?b))", &["?a", "?b"], |g, v| {
            (bits(g, v[0]) == 32 && is_signed_mul_exact(g, v[0], v[1]))
                .then(|| g.add(AddrLang::MulWideS([v[0], v[1]])))
        }),
        rule("uext-shl", "(uext64 (<< ?a ?k))", &["?a", "?k"], |g, v| {
            let k = constant(g, v[1])?;
            let w = bits(g, v[0]);
            let m = konst(g, w, 1i128 << k.clamp(0, 62));
            ((0..i64::from(w)).contains(&k) && is_unsigned_mul_exact(g, v[0], m)).then(|| {
                let a = g.add(AddrLang::Uext64(v[0]));
                let k64 = konst(g, 64, i128::from(k));
                g.add(AddrLang::Shl([a, k64]))
            })
        }),
        rule("sext-shl", "(sext64 (<< ?a ?k))", &["?a", "?k"], |g, v| {
            let k = constant(g, v[1])?;
            let w = bits(g, v[0]);
            let m = konst(g, w, 1i128 << k.clamp(0, 62));
            ((0..i64::from(w)).contains(&k) && is_signed_mul_exact(g, v[0], m)).then(|| {
                let a = g.add(AddrLang::Sext64(v[0]));
                let k64 = konst(g, 64, i128::from(k));
                g.add(AddrLang::Shl([a, k64]))
            })
        }),
        // ... and back out, so 64-bit math on extended values can become
        // 32-bit math extended once.
        rule(
            "uext-add-pull",
            "(+ (uext64 ?a) (uext64 ?b))",
            &["?a", "?b"],
            |g, v| {
                (bits(g, v[0]) == bits(g, v[1]) && is_unsigned_add_exact(g, v[0], v[1])).then(
                    || {
                        let sum = g.add(AddrLang::Add([v[0], v[1]]));
                        g.add(AddrLang::Uext64(sum))
                    },
                )
            },
        ),
        rule(
            "sext-add-pull",
            "(+ (sext64 ?a) (sext64 ?b))",
            &["?a", "?b"],
            |g, v| {
                (bits(g, v[0]) == bits(g, v[1]) && is_signed_add_exact(g, v[0], v[1])).then(|| {
                    let sum = g.add(AddrLang::Add([v[0], v[1]]));
                    g.add(AddrLang::Sext64(sum))
                })
            },
        ),
        rule("uext-mul-pull", "(mulwu ?a ?b)", &["?a", "?b"], |g, v| {
            (bits(g, v[0]) == 32 && bits(g, v[1]) == 32 && is_unsigned_mul_exact(g, v[0], v[1]))
                .then(|| {
                    let product = g.add(AddrLang::Mul([v[0], v[1]]));
                    g.add(AddrLang::Uext64(product))
                })
        }),
        rule("sext-mul-pull", "(mulws ?a ?b)", &["?a", "?b"], |g, v| {
            (bits(g, v[0]) == 32 && bits(g, v[1]) == 32 && is_signed_mul_exact(g, v[0], v[1])).then(
                || {
                    let product = g.add(AddrLang::Mul([v[0], v[1]]));
                    g.add(AddrLang::Sext64(product))
                },
            )
        }),
        // 32 x 32 -> 64 products are one `mul.wide`.
        rule(
            "mulwide-u",
            "(* (uext64 ?a) (uext64 ?b))",
            &["?a", "?b"],
            |g, v| {
                (bits(g, v[0]) == 32 && bits(g, v[1]) == 32)
                    .then(|| g.add(AddrLang::MulWideU([v[0], v[1]])))
            },
        ),
        rule(
            "mulwide-s",
            "(* (sext64 ?a) (sext64 ?b))",
            &["?a", "?b"],
            |g, v| {
                (bits(g, v[0]) == 32 && bits(g, v[1]) == 32)
                    .then(|| g.add(AddrLang::MulWideS([v[0], v[1]])))
            },
        ),
        rule(
            "mulwide-u-const",
            "(* (uext64 ?a) ?c)",
            &["?a", "?c"],
            |g, v| {
                let c = constant(g, v[1])?;
                (bits(g, v[0]) == 32 && (0..=i64::from(u32::MAX)).contains(&c)).then(|| {
                    let k = konst(g, 32, i128::from(c));
                    g.add(AddrLang::MulWideU([v[0], k]))
                })
            },
        ),
        rule(
            "mulwide-s-const",
            "(* (sext64 ?a) ?c)",
            &["?a", "?c"],
            |g, v| {
                let c = constant(g, v[1])?;
                (bits(g, v[0]) == 32 && (i64::from(i32::MIN)..=i64::from(i32::MAX)).contains(&c))
                    .then(|| {
                        let k = konst(g, 32, i128::from(c));
                        g.add(AddrLang::MulWideS([v[0], k]))
                    })
            },
        ),
    ];
    list.into_iter().flatten().collect()
}
