//! CFG, dominator tree, loop forest and liveness on hand-made control flow:
//! straight lines, diamonds, nested loops, irreducible cycles and
//! unreachable blocks. Expected facts are worked out by hand from each CFG
//! drawn in the comments.

use cranelift_entity::EntityRef;
use ptxlift::analysis::{ControlFlowGraph, DominatorTree, Liveness, LoopAnalysis};
use ptxlift::ir::{parse_function, Block, Function, Value};

fn b(n: usize) -> Block {
    Block::new(n)
}

fn v(n: usize) -> Value {
    Value::new(n)
}

struct Analyses {
    cfg: ControlFlowGraph,
    dt: DominatorTree,
    loops: LoopAnalysis,
    live: Liveness,
}

fn analyse(text: &str) -> (Function, Analyses) {
    let f = parse_function(text).expect("test IR parses");
    ptxlift::ir::verify_function(&f).expect("test IR verifies");
    let cfg = ControlFlowGraph::new(&f);
    let dt = DominatorTree::new(&f, &cfg);
    let loops = LoopAnalysis::new(&cfg, &dt);
    let live = Liveness::new(&f, &cfg, &dt);
    (
        f,
        Analyses {
            cfg,
            dt,
            loops,
            live,
        },
    )
}

/// Two nested loops:
/// ```text
///   b0 -> b1 (outer header) -> b2 (inner header) -> b3 (inner latch) -> b2
///                                                   b3 -> b4 (outer latch) -> b1
///                              b1 -> b5 (exit)
/// ```
const NESTED: &str = "
function %nested(i32) -> i32 {
block0(v0: i32):
    v1 = iconst.i32 0
    jump block1(v1, v1)
block1(v2: i32, v3: i32):
    v4 = icmp slt v2, v0
    brif v4, block2(v1, v3), block5
block2(v5: i32, v6: i32):
    v7 = icmp slt v5, v0
    brif v7, block3, block4
block3:
    v8 = iadd v6, v5
    v9 = iadd_imm v5, 1
    jump block2(v9, v8)
block4:
    v10 = iadd_imm v2, 1
    jump block1(v10, v6)
block5:
    return v3
}
; run: %nested(3) == 9
";

#[test]
fn nested_loops_form_a_two_level_forest() {
    let (_f, a) = analyse(NESTED);
    assert_eq!(a.cfg.succs(b(1)), &[b(2), b(5)]);
    assert_eq!(a.cfg.preds(b(2)), &[b(1), b(3)]);
    assert_eq!(a.dt.idom(b(2)), Some(b(1)));
    assert_eq!(a.dt.idom(b(4)), Some(b(2)));
    assert_eq!(a.dt.idom(b(5)), Some(b(1)));
    assert!(a.dt.dominates(b(1), b(3)));
    assert!(!a.dt.dominates(b(3), b(4)));
    assert!(!a.loops.is_irreducible());

    let loops: Vec<_> = a.loops.loops().map(|(l, d)| (l, d.clone())).collect();
    assert_eq!(loops.len(), 2);
    let (outer, od) = &loops[0];
    let (inner, id) = &loops[1];
    assert_eq!((od.header, od.depth, od.parent), (b(1), 1, None));
    assert_eq!((id.header, id.depth, id.parent), (b(2), 2, Some(*outer)));
    // Bodies are listed in RPO; compare them as sets.
    let sorted = |mut v: Vec<Block>| {
        v.sort();
        v
    };
    assert_eq!(sorted(od.blocks.clone()), vec![b(1), b(2), b(3), b(4)]);
    assert_eq!(sorted(id.blocks.clone()), vec![b(2), b(3)]);
    // block0 jumps only to block1: a preheader. block1 branches two ways,
    // so the inner loop has none.
    assert_eq!(od.preheader, Some(b(0)));
    assert_eq!(id.preheader, None);
    assert_eq!(a.loops.loop_depth(b(3)), 2);
    assert_eq!(a.loops.loop_depth(b(4)), 1);
    assert_eq!(a.loops.loop_depth(b(5)), 0);
    assert!(a.loops.is_in_loop(b(3), *outer));
    assert!(!a.loops.is_in_loop(b(4), *inner));
    assert_eq!(a.loops.is_loop_header(b(2)), Some(*inner));

    // v0 (n) is live around both loops; v1 (zero) only until block2's entry
    // argument in block1; v3 (outer sum) is live into block2 via the args.
    assert!(a.live.is_live_in(v(0), b(3)));
    assert!(a.live.is_live_out(v(0), b(4)));
    assert!(a.live.is_live_in(v(1), b(1)));
    assert!(
        a.live.is_live_in(v(2), b(3)),
        "outer counter live through the inner loop"
    );
    assert!(
        !a.live.is_live_in(v(8), b(2)),
        "v8 is passed as an argument, not live-in"
    );
    assert!(!a.live.is_live_out(v(0), b(5)));
    assert!(a.live.live_in(b(0)).is_empty());
}

/// Irreducible: the cycle b1 <-> b2 has two entries from b0.
/// ```text
///   b0 -> b1, b0 -> b2, b1 -> b2, b2 -> b1, b2 -> b3
/// ```
const IRREDUCIBLE: &str = "
function %irreducible(i1, i32) -> i32 {
block0(v0: i1, v1: i32):
    brif v0, block1(v1), block2(v1)
block1(v2: i32):
    v3 = iadd_imm v2, 1
    jump block2(v3)
block2(v4: i32):
    v5 = icmp_imm slt v4, 10
    brif v5, block1(v4), block3
block3:
    return v4
}
; run: %irreducible(1, 0) == 10
";

#[test]
fn irreducible_cycle_has_no_natural_loop() {
    let (_f, a) = analyse(IRREDUCIBLE);
    assert_eq!(a.dt.idom(b(1)), Some(b(0)));
    assert_eq!(a.dt.idom(b(2)), Some(b(0)));
    assert!(!a.dt.dominates(b(1), b(2)) && !a.dt.dominates(b(2), b(1)));
    assert_eq!(a.loops.loops().count(), 0);
    assert!(a.loops.is_irreducible());
    assert_eq!(a.loops.irreducible_edges().len(), 1);
    assert_eq!(a.loops.loop_depth(b(1)), 0);
    assert!(
        a.live.live_in(b(0)).is_empty(),
        "parameters are defined at the entry"
    );
    assert!(
        a.live.is_live_out(v(4), b(2)),
        "v4 reaches the return in block3"
    );
}

/// A diamond plus an unreachable block that branches into the join.
const DIAMOND: &str = "
function %diamond(i1, i32, i32) -> i32 {
block0(v0: i1, v1: i32, v2: i32):
    brif v0, block1, block2
block1:
    v3 = iadd v1, v2
    jump block3(v3)
block2:
    v4 = isub v1, v2
    jump block3(v4)
block3(v5: i32):
    return v5
block4:
    v6 = iconst.i32 7
    jump block3(v6)
}
";

#[test]
fn diamond_with_unreachable_block() {
    let (_f, a) = analyse(DIAMOND);
    assert_eq!(
        a.dt.idom(b(3)),
        Some(b(0)),
        "the unreachable pred does not count"
    );
    assert!(!a.dt.is_reachable(b(4)));
    assert!(!a.dt.dominates(b(4), b(3)));
    assert_eq!(a.dt.rpo().len(), 4);
    assert_eq!(a.dt.rpo()[0], b(0));
    assert!(a.cfg.preds(b(3)).contains(&b(4)));
    assert!(a.live.is_live_in(v(1), b(1)) && a.live.is_live_in(v(2), b(2)));
    assert!(!a.live.is_live_in(v(1), b(3)));
    assert_eq!(a.live.live_out(b(3)).len(), 0);
}

/// A self loop: b1 -> b1, and a loop whose header has a dedicated preheader.
const SELF_LOOP: &str = "
function %self(i32) -> i32 {
block0(v0: i32):
    jump block1(v0)
block1(v1: i32):
    v2 = iadd_imm v1, -1
    v3 = icmp_imm sgt v2, 0
    brif v3, block1(v2), block2
block2:
    return v2
}
";

#[test]
fn self_loop() {
    let (_f, a) = analyse(SELF_LOOP);
    let loops: Vec<_> = a.loops.loops().collect();
    assert_eq!(loops.len(), 1);
    assert_eq!(loops[0].1.header, b(1));
    assert_eq!(loops[0].1.blocks, vec![b(1)]);
    assert_eq!(loops[0].1.preheader, Some(b(0)));
    assert!(a.live.is_live_out(v(2), b(1)));
    assert!(!a.live.is_live_in(v(0), b(1)));
}

#[test]
fn analyses_accept_unverified_ir() {
    // A block with no terminator and a branch to a block outside the layout:
    // analyses must not panic.
    let mut f = parse_function(SELF_LOOP).unwrap();
    let last = f.layout.blocks()[2];
    let ret = f.layout.last_inst(last).unwrap();
    f.layout.remove_inst(ret);
    let cfg = ControlFlowGraph::new(&f);
    let dt = DominatorTree::new(&f, &cfg);
    let _ = LoopAnalysis::new(&cfg, &dt);
    let _ = Liveness::new(&f, &cfg, &dt);
    let empty =
        ptxlift::ir::Function::new("e", ptxlift::ir::FunctionKind::Device, Default::default());
    let cfg = ControlFlowGraph::new(&empty);
    let dt = DominatorTree::new(&empty, &cfg);
    assert!(dt.rpo().is_empty());
}
