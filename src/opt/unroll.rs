//! Full unrolling of small counted loops whose index into a local array is
//! the loop's counter, so that local-memory promotion (`promote.rs`) finds
//! only constant offsets afterwards. Nothing else is unrolled.
//!
//! ```text
//!   Function ──CFG, dominators, loops, induction variables──>
//!   candidate: an innermost loop whose blocks form one chain
//!       header ─jump─> b1 ─jump─> … ─> latch ─jump─> header
//!     with exactly one `brif` leaving it (in any block of the chain, e.g.
//!     the header for `for`, the latch for `do … while`); a basic
//!     induction variable i with an `iconst` init, a constant step and an
//!     exit test against a constant; a load or store whose address is a
//!     private slot's (`stack_addr` whose address only reaches `iadd`,
//!     `iadd_imm`, `to_generic local` and load/store addresses) and
//!     depends on i
//!     ──trace: run the chain at compile time from i = init, cloning each
//!       instruction with operands renamed (header parameters take the
//!       back edge's values), folding integer ops on constants to `iconst`
//!       (`ir::fold`, so the semantics are the interpreter's);
//!       each `brif` folds to its taken side; stop at the exit──>
//!   header: [copy 0][copy 1]…[copy n] jump exit(args)   other blocks gone
//!   uses after the loop read the last copy's values; DCE ──> Function
//! ```
//!
//! Limits: a loop is unrolled only when its latch runs at most
//! [`MAX_UNROLL_TRIPS`] times and the copies hold at most
//! [`MAX_UNROLLED_INSTS`] instructions; at most [`MAX_UNROLLED_LOOPS`]
//! loops per function. A trace that exceeds a limit or meets a `brif` that
//! does not fold leaves the function unchanged (the instructions it made are
//! never placed in the layout).
//!
//! Loop hints (the header's [`LoopHint`], from `#pragma unroll`): a
//! `nounroll` loop is never unrolled; `unroll full` drops the requirement
//! that the loop index a private slot and raises the limits to
//! [`MAX_FULL_UNROLL_TRIPS`] and [`MAX_FULL_UNROLLED_INSTS`]; `unroll N`
//! (partial unrolling by N, which this pass does not do) lowers the trip
//! limit to N, so only a loop that runs at most N times is unrolled, and
//! then completely, as LLVM would. An unrolled loop's header loses its
//! hint.
//!
//! Invariants: the copies execute exactly the instructions the loop would,
//! in the same order, with the same operand values, so the result is the
//! same program. Convergent operations (`Opcode::is_convergent`: barriers)
//! are copied like the rest: every branch of the chain folds to a
//! constant, so each thread runs every copy in the same straight line and
//! no copy lands on a path some threads skip; every value a copy uses is defined earlier in the straight
//! line or dominates the header, so the function stays valid SSA. The pass
//! changes blocks: callers recompute the CFG and dominator tree when it
//! reports a change.

use super::dce;
use crate::analysis::{
    BasicIv, ControlFlowGraph, DominatorTree, ExitTest, InductionVars, IvBound, IvStep, Loop,
    LoopAnalysis,
};
use crate::ir::fold;
use crate::ir::{
    canonical_imm, Block, BlockCall, Function, Inst, InstData, LoopHint, Opcode, Space, StackSlot,
    Type, Value, ValueList,
};
use cranelift_entity::SecondaryMap;
use hashbrown::HashMap;

/// Most times the latch of an unrolled loop may run: more copies than this
/// cost more code than the promoted registers save.
pub const MAX_UNROLL_TRIPS: u32 = 32;
/// Most instructions (terminators excluded) all copies of one unrolled loop
/// may hold together.
pub const MAX_UNROLLED_INSTS: usize = 256;
/// Most latch runs of a loop whose header asks `unroll full`, which
/// unrolls it whatever it indexes: the hard limit past the heuristic's
/// [`MAX_UNROLL_TRIPS`] (ptxas unrolls what is left, or not).
pub const MAX_FULL_UNROLL_TRIPS: u32 = 128;
/// Most instructions the copies of an `unroll full` loop may hold.
pub const MAX_FULL_UNROLLED_INSTS: usize = 1024;
/// Most loops unrolled in one function (bounds the pass's time and the
/// function's growth when loops nest).
pub const MAX_UNROLLED_LOOPS: u32 = 16;

/// How far one loop may be unrolled, from its header's hint.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Limits {
    /// Most latch runs.
    trips: u32,
    /// Most copied instructions.
    insts: usize,
    /// Only a loop that indexes a private slot with its counter (the
    /// heuristic: unrolling pays only through promotion).
    needs_index: bool,
}

impl Limits {
    /// The limits of a loop with `hint`; `None`: never unroll it.
    fn of(hint: Option<LoopHint>) -> Option<Limits> {
        let heuristic = Limits {
            trips: MAX_UNROLL_TRIPS,
            insts: MAX_UNROLLED_INSTS,
            needs_index: true,
        };
        match hint {
            None => Some(heuristic),
            Some(LoopHint::NoUnroll) => None,
            // Only full unrolling exists here: a loop that runs at most N
            // times unrolled by N is unrolled completely.
            Some(LoopHint::Count(n)) => Some(Limits {
                trips: n.min(MAX_UNROLL_TRIPS),
                ..heuristic
            }),
            Some(LoopHint::Full) => Some(Limits {
                trips: MAX_FULL_UNROLL_TRIPS,
                insts: MAX_FULL_UNROLLED_INSTS,
                needs_index: false,
            }),
        }
    }
}

/// Fully unrolls the loops of `func` described in the module comment;
/// returns how many it unrolled (0: the function is unchanged).
pub fn unroll_loops(func: &mut Function) -> u32 {
    let mut count = 0;
    let mut rejected: Vec<Block> = Vec::new();
    let asks_full = func
        .layout
        .blocks()
        .iter()
        .any(|&b| func.dfg.loop_hint(b) == Some(LoopHint::Full));
    if func.stack_slots.is_empty() && !asks_full {
        return 0;
    }
    while count < MAX_UNROLLED_LOOPS {
        let cfg = ControlFlowGraph::new(func);
        let domtree = DominatorTree::new(func, &cfg);
        let loops = LoopAnalysis::new(&cfg, &domtree);
        if loops.is_irreducible() {
            break;
        }
        let ivs = InductionVars::new(func, &cfg, &domtree, &loops);
        let private = private_slot_addrs(func, &domtree);
        let mut candidate = None;
        for (lp, data) in loops.loops() {
            if rejected.contains(&data.header) || !is_innermost(&loops, lp) {
                continue;
            }
            let found = Limits::of(func.dfg.loop_hint(data.header)).and_then(|limits| {
                let chain = chain_of(func, &loops, lp)?;
                let iv = counted_iv(func, &ivs, lp)?;
                let wanted = !limits.needs_index || is_indexed(func, &chain, &iv, &private);
                wanted.then_some((chain, iv, limits))
            });
            match found {
                Some(c) => {
                    candidate = Some(c);
                    break;
                }
                None => rejected.push(data.header),
            }
        }
        let Some((chain, iv, limits)) = candidate else {
            break;
        };
        match trace(func, &chain, &iv, limits) {
            Some(plan) => {
                apply(func, &chain, plan);
                count += 1;
            }
            None => rejected.push(chain.blocks[0]),
        }
    }
    if count > 0 {
        let cfg = ControlFlowGraph::new(func);
        dce::eliminate_dead_code(func, &cfg);
    }
    count
}

/// A loop's blocks in execution order, header first.
struct Chain {
    blocks: Vec<Block>,
}

/// Does no other loop nest inside `lp`?
fn is_innermost(loops: &LoopAnalysis, lp: Loop) -> bool {
    loops.loops().all(|(_, d)| d.parent != Some(lp))
}

/// The blocks of `lp` as one chain with a single exit `brif` (see the
/// module comment), or `None` for any other shape.
fn chain_of(func: &Function, loops: &LoopAnalysis, lp: Loop) -> Option<Chain> {
    let data = loops.loop_data(lp);
    let mut blocks = Vec::with_capacity(data.blocks.len());
    let mut has_exit = false;
    let mut b = data.header;
    loop {
        if blocks.len() >= data.blocks.len() || blocks.contains(&b) {
            return None;
        }
        blocks.push(b);
        let term = func.layout.last_inst(b)?;
        let data_term = func.dfg.insts[term];
        let next = if let InstData::Jump { dest, .. } = data_term {
            dest.block
        } else if let InstData::Brif { blocks: [t, e], .. } = data_term {
            let (t_in, e_in) = (loops.is_in_loop(t.block, lp), loops.is_in_loop(e.block, lp));
            if t_in == e_in || has_exit {
                return None;
            }
            has_exit = true;
            if t_in {
                t.block
            } else {
                e.block
            }
        } else {
            // A `br_table`, return or trap: not a chain.
            return None;
        };
        if !loops.is_in_loop(next, lp) {
            return None;
        }
        if next == data.header {
            break;
        }
        b = next;
    }
    (has_exit && blocks.len() == data.blocks.len()).then_some(Chain { blocks })
}

/// The value of `v` if an `iconst` defines it, in the interpreter's
/// representation (the low bits of its type: `iconst.i8 -1` is `0xff`).
fn iconst_of(func: &Function, v: Value) -> Option<u64> {
    let imm = func.dfg.iconst_imm(v)?;
    Some(fold::mask(func.dfg.value_type(v), imm as u64))
}

/// A basic induction variable of `lp` with a constant init, step and bound.
fn counted_iv(func: &Function, ivs: &InductionVars, lp: Loop) -> Option<BasicIv> {
    ivs.of_loop(lp)
        .find(|iv| {
            let is_bound_const = match iv.exit {
                Some(ExitTest {
                    bound: IvBound::Imm(_),
                    ..
                }) => true,
                Some(ExitTest {
                    bound: IvBound::Value(n),
                    ..
                }) => iconst_of(func, n).is_some(),
                None => false,
            };
            iconst_of(func, iv.init).is_some()
                && matches!(iv.step, IvStep::Const(_))
                && is_bound_const
        })
        .copied()
}

/// For every value that is an address inside a stack slot whose address
/// goes nowhere but into address arithmetic (`iadd`, `iadd_imm`,
/// `to_generic local`) and the address operand of loads and stores: the
/// slot.
fn private_slot_addrs(
    func: &Function,
    domtree: &DominatorTree,
) -> SecondaryMap<Value, Option<StackSlot>> {
    let mut addr: SecondaryMap<Value, Option<StackSlot>> = SecondaryMap::new();
    let mut escaped: SecondaryMap<StackSlot, bool> = SecondaryMap::new();
    let mut is_reachable: SecondaryMap<Block, bool> = SecondaryMap::new();
    for &block in domtree.rpo() {
        is_reachable[block] = true;
    }
    // Reverse post-order: an operand's definition comes before its use.
    for &block in domtree.rpo() {
        for &inst in func.layout.block_insts(block) {
            let data = func.dfg.insts[inst];
            let derived = if let InstData::StackAddr { slot, .. } = data {
                Some(slot)
            } else if let InstData::BinaryImm {
                opcode: Opcode::IaddImm,
                arg,
                ..
            }
            | InstData::Cvta {
                opcode: Opcode::ToGeneric,
                space: Space::Local,
                arg,
            } = data
            {
                addr[arg]
            } else if let InstData::Binary {
                opcode: Opcode::Iadd,
                args: [x, y],
            } = data
            {
                match (addr[x], addr[y]) {
                    (Some(s), None) | (None, Some(s)) => Some(s),
                    (Some(s), Some(t)) => {
                        escaped[s] = true;
                        escaped[t] = true;
                        None
                    }
                    (None, None) => None,
                }
            } else if let InstData::Load { .. } = data {
                None
            } else if let InstData::Store { args: [_, v], .. } = data {
                if let Some(s) = addr[v] {
                    escaped[s] = true;
                }
                None
            } else {
                // Any other use of a slot address lets the slot escape.
                func.dfg.for_each_use(inst, |v| {
                    if let Some(s) = addr[v] {
                        escaped[s] = true;
                    }
                });
                None
            };
            if let (Some(s), Some(r)) = (derived, func.dfg.first_result(inst)) {
                addr[r] = Some(s);
            }
        }
    }
    for &block in func.layout.blocks() {
        if is_reachable[block] {
            continue;
        }
        for &inst in func.layout.block_insts(block) {
            if let InstData::StackAddr { slot, .. } = func.dfg.insts[inst] {
                escaped[slot] = true;
            }
        }
    }
    let values: Vec<Value> = addr.keys().collect();
    for v in values {
        if addr[v].is_some_and(|s| escaped[s]) {
            addr[v] = None;
        }
    }
    addr
}

/// Does a load or store in `chain` address a private slot through a value
/// that depends on `iv`?
fn is_indexed(
    func: &Function,
    chain: &Chain,
    iv: &BasicIv,
    private: &SecondaryMap<Value, Option<StackSlot>>,
) -> bool {
    let mut depends: SecondaryMap<Value, bool> = SecondaryMap::new();
    depends[iv.param] = true;
    for &block in &chain.blocks {
        for &inst in func.layout.block_insts(block) {
            let data = func.dfg.insts[inst];
            let address = if let InstData::Load { arg, .. } = data {
                Some(arg)
            } else if let InstData::Store { args: [a, _], .. } = data {
                Some(a)
            } else {
                None
            };
            if let Some(a) = address {
                if depends[a] && private[a].is_some() {
                    return true;
                }
            }
            let mut any = false;
            func.dfg.for_each_use(inst, |v| any |= depends[v]);
            if any {
                for &r in func.dfg.inst_results(inst) {
                    depends[r] = true;
                }
            }
        }
    }
    false
}

/// The unrolled code: new instructions for the header (the last a jump to
/// the exit) and, for every loop value, its value in the last copy.
struct Plan {
    insts: Vec<Inst>,
    last: HashMap<Value, Value>,
}

/// The value of `v` if it is a known constant.
fn konst(func: &Function, known: &HashMap<Value, u64>, v: Value) -> Option<u64> {
    known.get(&v).copied().or_else(|| iconst_of(func, v))
}

/// The constant an integer instruction computes from constant operands
/// (`ir::fold`'s semantics). Only the integer operations an index
/// computation uses are folded; the rest run as they are.
fn fold_index_op(
    func: &Function,
    known: &HashMap<Value, u64>,
    data: &InstData,
    ty: Type,
) -> Option<u64> {
    use Opcode as O;
    let is_index_arithmetic = matches!(
        data.opcode(),
        O::Iconst
            | O::Iadd
            | O::Isub
            | O::Imul
            | O::Band
            | O::Bor
            | O::Bxor
            | O::Ishl
            | O::Ushr
            | O::Sshr
            | O::Smin
            | O::Smax
            | O::Umin
            | O::Umax
            | O::IaddImm
            | O::ImulImm
            | O::BandImm
            | O::BorImm
            | O::BxorImm
            | O::IshlImm
            | O::UshrImm
            | O::SshrImm
            | O::Sextend
            | O::Uextend
            | O::Ireduce
            | O::Icmp
            | O::IcmpImm
    );
    if !is_index_arithmetic {
        return None;
    }
    let value = |v: Value| konst(func, known, v);
    fold::fold_inst(data, ty, value, |v| func.dfg.value_type(v)).ok()
}

/// Clones `inst` with its operands renamed by `map`; an integer result
/// computed from constants becomes an `iconst` (an `i1` keeps its
/// instruction, its value is only recorded in `known`).
fn clone_inst(
    func: &mut Function,
    inst: Inst,
    map: &HashMap<Value, Value>,
    known: &mut HashMap<Value, u64>,
) -> Inst {
    let mut data = func.dfg.insts[inst];
    let pool = &mut func.dfg.value_lists;
    if let InstData::MultiAry { args, .. }
    | InstData::Call { args, .. }
    | InstData::InlineAsm { args, .. } = &mut data
    {
        let list: Vec<Value> = if args.is_valid(pool) {
            args.as_slice(pool).to_vec()
        } else {
            Vec::new()
        };
        *args = ValueList::from_slice(&list, pool);
    }
    for a in data.arguments_mut(pool) {
        *a = map.get(a).copied().unwrap_or(*a);
    }
    let types: Vec<Type> = func
        .dfg
        .inst_results(inst)
        .iter()
        .map(|&r| func.dfg.value_type(r))
        .collect();
    let folded = match types.as_slice() {
        [ty] if ty.is_int() => fold_index_op(func, known, &data, *ty).map(|c| (c, *ty)),
        _ => None,
    };
    if let Some((c, ty)) = folded {
        if ty != Type::I1 {
            data = InstData::UnaryImm {
                opcode: Opcode::Iconst,
                imm: canonical_imm(c as i64, ty.bits()),
            };
        }
    }
    let new = func.dfg.make_inst(data);
    func.dfg.make_inst_results(new, &types);
    if let (Some((c, _)), Some(r)) = (folded, func.dfg.first_result(new)) {
        known.insert(r, c);
    }
    new
}

/// Runs the chain at compile time from `iv`'s init (see the module
/// comment); `None` when a limit is exceeded or a `brif` does not fold.
fn trace(func: &mut Function, chain: &Chain, iv: &BasicIv, limits: Limits) -> Option<Plan> {
    let header = chain.blocks[0];
    let last_pos = chain.blocks.len() - 1;
    let mut map: HashMap<Value, Value> = HashMap::new();
    let mut known: HashMap<Value, u64> = HashMap::new();
    let mut insts = Vec::new();
    let (mut trips, mut cloned) = (0u32, 0usize);
    map.insert(iv.param, iv.init);
    loop {
        for (pos, &block) in chain.blocks.iter().enumerate() {
            let body = func.layout.block_insts(block).to_vec();
            let (&term, body) = body.split_last()?;
            cloned += body.len();
            if cloned > limits.insts {
                return None;
            }
            for &inst in body {
                let new = clone_inst(func, inst, &map, &mut known);
                let olds = func.dfg.inst_results(inst).to_vec();
                let news = func.dfg.inst_results(new).to_vec();
                map.extend(olds.into_iter().zip(news));
                insts.push(new);
            }
            if pos == last_pos {
                trips += 1;
                if trips > limits.trips {
                    return None;
                }
            }
            // The chain's terminators: jumps, and `brif`s on a known condition.
            let call: BlockCall = if let InstData::Jump { dest, .. } = func.dfg.insts[term] {
                dest
            } else if let InstData::Brif { arg, blocks, .. } = func.dfg.insts[term] {
                let c = konst(func, &known, map.get(&arg).copied().unwrap_or(arg))?;
                blocks[usize::from(c & 1 == 0)]
            } else {
                return None;
            };
            let args: Vec<Value> = func
                .dfg
                .block_call_args(&call)
                .iter()
                .map(|v| map.get(v).copied().unwrap_or(*v))
                .collect();
            if !chain.blocks.contains(&call.block) {
                let pool = &mut func.dfg.value_lists;
                let dest = BlockCall::new(call.block, &args, pool);
                let jump = func.dfg.make_inst(InstData::Jump {
                    opcode: Opcode::Jump,
                    dest,
                });
                insts.push(jump);
                return Some(Plan { insts, last: map });
            }
            let params = func.dfg.block_params(call.block).to_vec();
            if params.len() != args.len() {
                return None;
            }
            map.extend(params.into_iter().zip(args));
            if call.block == header && pos != last_pos {
                return None;
            }
        }
    }
}

/// Replaces the loop by the plan: the header holds the copies (and loses
/// its loop hint: it heads no loop now), the other blocks leave the
/// layout, uses after the loop read the last copy.
fn apply(func: &mut Function, chain: &Chain, plan: Plan) {
    let header = chain.blocks[0];
    func.dfg.set_loop_hint(header, None);
    for &b in &chain.blocks[1..] {
        func.layout.remove_block(b);
    }
    func.layout.remove_insts_if(header, |_| true);
    let Function { layout, dfg, .. } = &mut *func;
    for &block in layout.blocks() {
        for &inst in layout.block_insts(block) {
            dfg.map_uses(inst, |v| plan.last.get(&v).copied().unwrap_or(v));
        }
    }
    for inst in plan.insts {
        func.layout.append_inst(inst, header);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{parse_module, verify_function};

    /// A kernel whose loop runs `trips` times (the test at the bottom) and
    /// stores `i` to `a[i]` of a slot of `trips` words; `tail` is the code
    /// after the loop (ending the function), `v2` is the slot's address.
    fn counted(trips: u32, tail: &str) -> Function {
        let text = format!(
            "kernel %k(i64 global) {{
    ss0 = explicit_slot {size}, align 4
block0(v0: i64):
    v2 = stack_addr.i64 ss0
    v3 = iconst.i32 0
    jump block1(v3)
block1(v4: i32):
    v5 = sextend.i64 v4
    v6 = ishl_imm v5, 2
    v7 = iadd v2, v6
    store local v7, v4
    v9 = iadd_imm v4, 1
    v10 = icmp_imm slt v9, {trips}
    brif v10, block1(v9), block2
block2:
{tail}
}}",
            size = trips * 4
        );
        let module = parse_module(&text).expect("test text parses");
        let func = module.functions.values().next().expect("one function");
        func.clone()
    }

    fn unrolled(mut func: Function) -> (u32, Function) {
        let n = unroll_loops(&mut func);
        assert!(verify_function(&func).is_ok(), "{func}");
        (n, func)
    }

    #[test]
    fn unrolls_a_counted_loop_into_constant_offsets() {
        let (n, func) = unrolled(counted(
            4,
            "    v11 = load.i32 local v2+8\n    store global v0, v11\n    return",
        ));
        assert_eq!(n, 1);
        // The entry, the former header holding the copies, the exit.
        assert_eq!(func.layout.blocks().len(), 3, "{func}");
        let text = func.to_string();
        assert!(!text.contains("brif") && !text.contains("ishl"), "{text}");
        assert!(!text.contains("icmp"), "dead exit tests stay: {text}");
        // Four stores at offsets 0, 4, 8, 12 of the slot, values 0..4.
        for k in 0..4 {
            assert!(text.contains(&format!("iconst.i64 {}", 4 * k)), "{text}");
        }
        assert_eq!(text.matches("store local").count(), 4, "{text}");
    }

    #[test]
    fn leaves_escaping_slots_and_unindexed_loops_alone() {
        // The slot's address is stored to memory: promotion could not use
        // the constant indices, so the loop stays.
        let (n, _) = unrolled(counted(4, "    store global v0, v2\n    return"));
        assert_eq!(n, 0);
        // A counted loop that touches no local array is not unrolled.
        let text = "kernel %k(i64 global) {
    ss0 = explicit_slot 4, align 4
block0(v0: i64):
    v3 = iconst.i32 0
    jump block1(v3)
block1(v4: i32):
    store global v0, v4
    v9 = iadd_imm v4, 1
    v10 = icmp_imm slt v9, 4
    brif v10, block1(v9), block2
block2:
    return
}";
        let module = parse_module(text).expect("test text parses");
        let func = module.functions.values().next().expect("one function");
        assert_eq!(unrolled(func.clone()).0, 0);
    }

    #[test]
    fn respects_the_trip_limit() {
        let tail = "    v11 = load.i32 local v2\n    store global v0, v11\n    return";
        assert_eq!(unrolled(counted(MAX_UNROLL_TRIPS, tail)).0, 1);
        assert_eq!(unrolled(counted(MAX_UNROLL_TRIPS + 1, tail)).0, 0);
    }
}
