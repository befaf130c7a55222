//! Static metrics of parsed PTX functions, for benchmarks: how many
//! instructions run inside innermost loops, how many of those only compute
//! addresses, and how many 64-bit integer operations there are.
//!
//! ```text
//!   parse::Function body ──split at labels and after branches──> blocks
//!     ──successors (bra, @p bra, brx.idx + .branchtargets, ret/exit)──> CFG
//!     ──dominators (iterative bit sets), back edges──> natural loops
//!     innermost loops: loops whose body holds no other loop's header
//!   address-only registers: the greatest set of integer-arithmetic results
//!     whose every use is inside `[...]` of a memory access or feeds
//!     another address-only result (flow-insensitive, by register name);
//!     address instructions compute one (copies `mov %a, %b` only pass one
//!     on and are not counted)
//! ```
//!
//! Works on any PTX the parser accepts (ours, llc's, NVVM's); unreachable
//! blocks count as outside every loop.

use super::parse::{AddrBase, Function, Instruction, Operand, Statement};
use std::collections::{HashMap, HashSet};

/// What [`function_metrics`] measures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PtxMetrics {
    /// Instructions in the body.
    pub instructions: u32,
    /// Natural loops (by header).
    pub loops: u32,
    /// Instructions in blocks of innermost loops.
    pub innermost_loop_instructions: u32,
    /// Of those, integer arithmetic whose result only computes addresses
    /// (register copies excluded: they are block-parameter moves that
    /// ptxas coalesces).
    pub innermost_loop_address_instructions: u32,
    /// 64-bit integer arithmetic and conversions (`mul.wide` excluded: it
    /// takes 32-bit operands).
    pub int64_instructions: u32,
}

/// Integer arithmetic opcodes whose first operand is the result.
const ARITHMETIC: &[&str] = &[
    "add", "sub", "mul", "mad", "shl", "shr", "and", "or", "xor", "neg", "min", "max", "cvt",
    "cvta", "mov", "not",
];

fn is_integer_type(m: &str) -> bool {
    matches!(
        m,
        "s8" | "s16" | "s32" | "s64" | "u8" | "u16" | "u32" | "u64" | "b8" | "b16" | "b32" | "b64"
    )
}

fn is_int64_type(m: &str) -> bool {
    matches!(m, "s64" | "u64" | "b64")
}

/// Is `inst` integer arithmetic producing a register?
fn is_integer_arithmetic(inst: &Instruction) -> bool {
    ARITHMETIC.contains(&inst.opcode.as_str())
        && (inst.opcode == "cvta" || inst.modifiers.iter().any(|m| is_integer_type(m)))
        && !inst.modifiers.iter().any(|m| m.starts_with('f'))
        && matches!(inst.operands.first(), Some(Operand::Reg(_)))
}

/// Does `inst` do 64-bit integer work?
fn is_int64(inst: &Instruction) -> bool {
    let arithmetic =
        ARITHMETIC.contains(&inst.opcode.as_str()) && inst.opcode != "mov" && inst.opcode != "cvta";
    arithmetic
        && !inst.modifiers.iter().any(|m| m == "wide")
        && inst.modifiers.iter().any(|m| is_int64_type(m))
        && inst
            .modifiers
            .iter()
            .filter(|m| m.len() > 1 && m.as_bytes()[1].is_ascii_digit())
            .all(|m| is_integer_type(m))
}

/// Registers read by `op`, with whether each is read as an address.
fn reads(op: &Operand, out: &mut Vec<(String, bool)>) {
    match op {
        Operand::Reg(r) | Operand::NotReg(r) => out.push((r.clone(), false)),
        Operand::Address {
            base: AddrBase::Reg(r),
            ..
        } => out.push((r.clone(), true)),
        Operand::Vector(v) | Operand::List(v) => v.iter().for_each(|o| reads(o, out)),
        _ => {}
    }
}

/// Does `inst` write its first operand (rather than read it)?
fn writes_first(inst: &Instruction) -> bool {
    !matches!(
        inst.opcode.as_str(),
        "st" | "red"
            | "bra"
            | "brx"
            | "ret"
            | "exit"
            | "bar"
            | "barrier"
            | "membar"
            | "fence"
            | "call"
            | "prefetch"
    )
}

struct Cfg {
    /// Instructions of each block.
    blocks: Vec<Vec<Instruction>>,
    succs: Vec<Vec<usize>>,
}

fn build_cfg(body: &[Statement]) -> Cfg {
    let mut blocks: Vec<Vec<Instruction>> = vec![Vec::new()];
    let mut labels: HashMap<String, usize> = HashMap::new();
    let mut targets: HashMap<String, Vec<String>> = HashMap::new();
    // Whether control falls from each block into the next.
    let mut falls: Vec<bool> = vec![true];
    for st in body {
        match st {
            Statement::Label { name, .. } => {
                if !blocks.last().is_some_and(Vec::is_empty) {
                    blocks.push(Vec::new());
                    falls.push(true);
                }
                labels.insert(name.clone(), blocks.len() - 1);
            }
            Statement::BranchTargets {
                name,
                targets: list,
                ..
            } => {
                targets.insert(name.clone(), list.clone());
            }
            Statement::Inst(inst) => {
                let ends = matches!(inst.opcode.as_str(), "bra" | "brx" | "ret" | "exit");
                if let Some(b) = blocks.last_mut() {
                    b.push(inst.clone());
                }
                if ends {
                    if let Some(f) = falls.last_mut() {
                        *f = inst.guard.is_some();
                    }
                    blocks.push(Vec::new());
                    falls.push(true);
                }
            }
            _ => {}
        }
    }
    let n = blocks.len();
    let mut succs = vec![Vec::new(); n];
    for (b, insts) in blocks.iter().enumerate() {
        if let Some(last) = insts.last() {
            let names: Vec<String> = match last.opcode.as_str() {
                "bra" => last
                    .operands
                    .iter()
                    .filter_map(|o| match o {
                        Operand::Symbol(s) => Some(s.clone()),
                        _ => None,
                    })
                    .collect(),
                "brx" => last
                    .operands
                    .iter()
                    .filter_map(|o| match o {
                        Operand::Symbol(s) => targets.get(s).cloned(),
                        _ => None,
                    })
                    .flatten()
                    .collect(),
                _ => Vec::new(),
            };
            succs[b].extend(names.iter().filter_map(|l| labels.get(l)));
        }
        if falls[b] && b + 1 < n {
            succs[b].push(b + 1);
        }
    }
    Cfg { blocks, succs }
}

/// Dominator sets (bit `d` of `dom[b]`: `d` dominates `b`); unreachable
/// blocks dominate nothing and are dominated by everything.
fn dominators(cfg: &Cfg) -> Vec<Vec<bool>> {
    let n = cfg.blocks.len();
    let mut preds = vec![Vec::new(); n];
    for (b, ss) in cfg.succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(b);
        }
    }
    let mut dom = vec![vec![true; n]; n];
    if n > 0 {
        dom[0] = vec![false; n];
        dom[0][0] = true;
    }
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            let mut new = vec![true; n];
            for &p in &preds[b] {
                for (x, d) in new.iter_mut().zip(&dom[p]) {
                    *x &= *d;
                }
            }
            new[b] = true;
            if new != dom[b] {
                dom[b] = new;
                changed = true;
            }
        }
    }
    dom
}

/// Natural loops: header -> body blocks.
fn natural_loops(cfg: &Cfg, dom: &[Vec<bool>]) -> HashMap<usize, HashSet<usize>> {
    let n = cfg.blocks.len();
    let mut preds = vec![Vec::new(); n];
    for (b, ss) in cfg.succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(b);
        }
    }
    let reachable = |b: usize| !(b > 0 && dom[b].iter().all(|&d| d));
    let mut loops: HashMap<usize, HashSet<usize>> = HashMap::new();
    for (t, ss) in cfg.succs.iter().enumerate() {
        for &h in ss {
            if reachable(t) && dom[t][h] {
                let body = loops.entry(h).or_insert_with(|| HashSet::from([h]));
                let mut work = vec![t];
                while let Some(b) = work.pop() {
                    if body.insert(b) {
                        work.extend(preds[b].iter().copied());
                    }
                }
            }
        }
    }
    loops
}

/// Measures one function (zeros for a prototype).
pub fn function_metrics(f: &Function) -> PtxMetrics {
    let Some(body) = &f.body else {
        return PtxMetrics::default();
    };
    let cfg = build_cfg(body);
    let dom = dominators(&cfg);
    let loops = natural_loops(&cfg, &dom);
    let mut innermost: HashSet<usize> = HashSet::new();
    for (h, body) in &loops {
        let holds_other = loops.keys().any(|h2| h2 != h && body.contains(h2));
        if !holds_other {
            innermost.extend(body.iter().copied());
        }
    }
    let all: Vec<(usize, &Instruction)> = cfg
        .blocks
        .iter()
        .enumerate()
        .flat_map(|(b, insts)| insts.iter().map(move |i| (b, i)))
        .collect();
    // Uses of each register: (reader index, read as an address).
    let mut uses: HashMap<String, Vec<(usize, bool)>> = HashMap::new();
    let mut dest: Vec<Option<String>> = Vec::with_capacity(all.len());
    for (k, (_, inst)) in all.iter().enumerate() {
        let mut regs = Vec::new();
        let skip = usize::from(writes_first(inst));
        inst.operands
            .iter()
            .skip(skip)
            .for_each(|o| reads(o, &mut regs));
        if let Some(g) = &inst.guard {
            regs.push((g.reg.clone(), false));
        }
        for (r, is_addr) in regs {
            uses.entry(r).or_default().push((k, is_addr));
        }
        dest.push(match (is_integer_arithmetic(inst), inst.operands.first()) {
            (true, Some(Operand::Reg(r))) => Some(r.clone()),
            _ => None,
        });
    }
    let mut address_only: HashSet<String> = dest.iter().flatten().cloned().collect();
    let mut changed = true;
    while changed {
        changed = false;
        let dropped: Vec<String> = address_only
            .iter()
            .filter(|r| {
                uses.get(*r).is_some_and(|us| {
                    us.iter().any(|&(k, is_addr)| {
                        !is_addr && !dest[k].as_ref().is_some_and(|d| address_only.contains(d))
                    })
                })
            })
            .cloned()
            .collect();
        for r in dropped {
            address_only.remove(&r);
            changed = true;
        }
    }
    let mut m = PtxMetrics {
        instructions: all.len() as u32,
        loops: loops.len() as u32,
        ..PtxMetrics::default()
    };
    for (k, (b, inst)) in all.iter().enumerate() {
        m.int64_instructions += u32::from(is_int64(inst));
        if innermost.contains(b) {
            m.innermost_loop_instructions += 1;
            let is_copy =
                inst.opcode == "mov" && matches!(inst.operands.get(1), Some(Operand::Reg(_)));
            let is_address = dest[k].as_ref().is_some_and(|d| address_only.contains(d));
            let is_address = is_address && !is_copy;
            m.innermost_loop_address_instructions += u32::from(is_address);
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ptx::parse::parse;

    #[test]
    fn a_loop_with_pointer_arithmetic() {
        // Block 0 sets up, $L1 is a loop of six instructions: a pointer
        // increment and its 64-bit add (address work), a load, the counter
        // increment, the compare and the branch.
        let text = "
.version 7.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<6>;
    .reg .pred %p<2>;
    ld.param.u64 %rd1, [p];
    mov.u32 %r1, 0;
    mov.u32 %r2, 0;
$L1:
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    ld.global.u32 %r3, [%rd3+4];
    add.s32 %r1, %r1, 1;
    setp.lt.u32 %p1, %r1, 8;
    @%p1 bra $L1;
    st.global.u32 [%rd1], %r3;
    ret;
}
";
        let module = parse(text).expect("parses");
        let m = function_metrics(&module.functions[0]);
        assert_eq!(m.loops, 1);
        assert_eq!(m.instructions, 11);
        assert_eq!(m.innermost_loop_instructions, 6);
        // %r1 also feeds the compare, so its increment is not address-only.
        assert_eq!(m.innermost_loop_address_instructions, 2);
        assert_eq!(m.int64_instructions, 1);
    }
}
