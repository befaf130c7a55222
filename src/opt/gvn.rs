//! Global value numbering: a pure instruction that computes what an
//! instruction dominating it already computed is replaced by that
//! instruction's result, and removed.
//!
//! ```text
//!   block2:                             block2:
//!     v61 = shared_addr.i64 sh1           v61 = shared_addr.i64 sh1
//!     v65 = imul_imm v60, 4               v65 = imul_imm v60, 4
//!     v70 = shared_addr.i64 sh1   ──>     (uses of v70 read v61)
//!     v74 = imul_imm v60, 4               (uses of v74 read v65)
//!     v75 = iadd v70, v74                 v75 = iadd v61, v65
//! ```
//!
//! Why: the LLVM importer makes one instruction per use of an address
//! base (`shared_addr`, `to_generic`, a scaled index), and the address
//! optimiser rebuilds each access's address on its own; without this pass
//! a loop reading `tile[k][i]` for eight `k`s keeps eight copies of the
//! same base live across the loop, where llc keeps one and addresses the
//! rest by immediate offsets.
//!
//! Takes a function and its dominator tree; changes only instructions
//! (blocks, branches, the CFG and the dominator tree stay valid) and
//! returns how many it removed. The key of an instruction is its
//! `InstData` with operands already renumbered, its result type and its
//! fast-math flags; the operands of a commutative binary operation are
//! ordered first. Only pure single-result instructions take part (`is_pure`:
//! no memory access, no trap, no rendezvous), and never one whose data
//! holds a value list (its key would name the list, not the values).
//! Leaves (instructions without value operands: constants, symbol
//! addresses, special registers) are not merged: one such register live
//! across a whole kernel would cost a register (a spill under a budget)
//! where making it again costs one instruction with no inputs; in keys,
//! though, equal leaves stand for the first, so `iadd x, c1` and
//! `iadd x, c2` of two equal constants are one value.
//! Blocks are visited in reverse post-order, so a dominating block's
//! instructions are numbered before the blocks they dominate; a later
//! instruction reuses an earlier one only if its block dominates the
//! later one's (the same block: the earlier one comes first), and in
//! budget mode ([`Reuse::SameBlock`]) only within a block: our allocator
//! spills a long live range where recomputing it would cost nothing, so
//! reuse across blocks grew budget frames (convolutionColumnsKernel at 32
//! registers: 0 -> 24 bytes) while it saves instructions and registers
//! where ptxas allocates.

use crate::analysis::DominatorTree;
use crate::ir::fast_math::FastMathFlags;
use crate::ir::{Block, Function, Inst, InstData, Opcode, Type, Value};
use cranelift_entity::SecondaryMap;
use hashbrown::HashMap;

/// Earlier instructions with one key that an instruction looks through
/// for one dominating it; past this many, later ones are kept as they
/// are (the bound keeps the pass linear on any input).
const MAX_CANDIDATES_PER_KEY: usize = 8;

/// What identifies the value an instruction computes.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    data: InstData,
    ty: Type,
    flags: FastMathFlags,
}

/// Which earlier instruction a later one may reuse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reuse {
    /// One in a dominating block (or earlier in the same block): virtual
    /// register mode, where ptxas allocates the longer live ranges.
    Dominating,
    /// One earlier in the same block only (the table starts empty in each
    /// block): budget mode, whose allocator spills rather than recomputes,
    /// so a value kept live across blocks would grow the frame.
    SameBlock,
}

/// Numbers `func`'s values (see the module comment); returns the number
/// of instructions removed.
pub fn number_values(func: &mut Function, domtree: &DominatorTree, reuse: Reuse) -> u32 {
    let mut replaced: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    // The first leaf of each kind and type, which stands for the others
    // in keys only.
    let mut leaves: HashMap<(InstData, Type), Value> = HashMap::new();
    let mut same_leaf: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut table: HashMap<Key, Vec<(Value, Block)>> = HashMap::new();
    let mut is_removed: SecondaryMap<Inst, bool> = SecondaryMap::new();
    let mut removed = 0;
    for &block in domtree.rpo() {
        if reuse == Reuse::SameBlock {
            table.clear();
        }
        let removed_before = removed;
        let insts = func.layout.block_insts(block).to_vec();
        for inst in insts {
            func.dfg.map_uses(inst, |v| replaced[v].unwrap_or(v));
            let mut data = func.dfg.insts[inst];
            let opcode = data.opcode();
            let [result] = *func.dfg.inst_results(inst) else {
                continue;
            };
            if !opcode.is_pure() || has_value_list(&data) {
                continue;
            }
            let ty = func.dfg.value_type(result);
            if data.arguments(&func.dfg.value_lists).is_empty() {
                let first = *leaves.entry((data, ty)).or_insert(result);
                same_leaf[result] = Some(first);
                continue;
            }
            for v in data.arguments_mut(&mut func.dfg.value_lists) {
                *v = same_leaf[*v].unwrap_or(*v);
            }
            let key = Key {
                data: commuted(data),
                ty,
                flags: func.dfg.fast_math[inst],
            };
            let candidates = table.entry(key).or_default();
            let earlier = candidates
                .iter()
                .find(|&&(_, b)| domtree.dominates(b, block))
                .map(|&(v, _)| v);
            match earlier {
                Some(v) => {
                    replaced[result] = Some(v);
                    is_removed[inst] = true;
                    removed += 1;
                }
                None if candidates.len() < MAX_CANDIDATES_PER_KEY => {
                    candidates.push((result, block))
                }
                None => {}
            }
        }
        if removed > removed_before {
            func.layout.remove_insts_if(block, |i| is_removed[i]);
        }
    }
    removed
}

/// `data` with the operands of a commutative binary operation in index
/// order, so `iadd a, b` and `iadd b, a` share a key.
fn commuted(data: InstData) -> InstData {
    if let InstData::Binary {
        opcode:
            opcode @ (Opcode::Iadd
            | Opcode::Imul
            | Opcode::Band
            | Opcode::Bor
            | Opcode::Bxor
            | Opcode::Umin
            | Opcode::Umax
            | Opcode::Smin
            | Opcode::Smax),
        args: [a, b],
    } = data
    {
        if b < a {
            return InstData::Binary {
                opcode,
                args: [b, a],
            };
        }
    }
    data
}

/// Does `data` hold a value list, whose handle is not its values?
fn has_value_list(data: &InstData) -> bool {
    matches!(
        data,
        InstData::MultiAry { .. } | InstData::Call { .. } | InstData::InlineAsm { .. }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::ControlFlowGraph;
    use crate::ir::{parse_module, verify_function};

    /// `t * 4` computed in the entry block, again in the block it
    /// branches to (with its operands' constant written anew), and twice
    /// in that block; numbered with `reuse`, then printed.
    fn numbered(reuse: Reuse) -> (u32, String) {
        let text = "kernel %k(i64 global) {
block0(v0: i64):
    v1 = sreg tid.x
    v2 = iconst.i32 4
    v3 = imul v1, v2
    v4 = icmp_imm ult v1, 8
    brif v4, block1, block2
block1:
    v5 = iconst.i32 4
    v6 = imul v5, v1
    v7 = imul v1, v5
    v8 = iadd v6, v7
    v9 = iadd v8, v3
    store global v0, v9
    jump block2
block2:
    return
}";
        let module = parse_module(text).expect("test text parses");
        let mut func = module
            .functions
            .values()
            .next()
            .expect("one function")
            .clone();
        let cfg = ControlFlowGraph::new(&func);
        let domtree = DominatorTree::new(&func, &cfg);
        let removed = number_values(&mut func, &domtree, reuse);
        assert!(verify_function(&func).is_ok(), "{func}");
        (removed, func.to_string())
    }

    #[test]
    fn dominating_products_are_reused_across_blocks() {
        let (removed, text) = numbered(Reuse::Dominating);
        // v6 and v7 (equal constant, operands swapped) are block0's v3.
        assert_eq!(removed, 2, "{text}");
        assert!(text.contains("v8 = iadd v3, v3"), "{text}");
        // The leaf v5 is not merged (only keyed as v2).
        assert!(text.contains("v5 = iconst.i32 4"), "{text}");
    }

    #[test]
    fn budget_mode_reuses_only_within_a_block() {
        let (removed, text) = numbered(Reuse::SameBlock);
        // v7 is v6; block0's v3 is not reused in block1.
        assert_eq!(removed, 1, "{text}");
        assert!(text.contains("v6 = imul v5, v1"), "{text}");
        assert!(text.contains("v8 = iadd v6, v6"), "{text}");
    }
}
