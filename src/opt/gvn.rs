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
//! Blocks are visited in reverse post-order, so a dominating block's
//! instructions are numbered before the blocks they dominate; a later
//! instruction reuses an earlier one only if its block dominates the
//! later one's (the same block: the earlier one comes first).

use crate::analysis::DominatorTree;
use crate::ir::fast_math::FastMathFlags;
use crate::ir::{Block, Function, InstData, Opcode, Type, Value};
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

/// Numbers `func`'s values (see the module comment); returns the number
/// of instructions removed.
pub fn number_values(func: &mut Function, domtree: &DominatorTree) -> u32 {
    let mut replaced: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut table: HashMap<Key, Vec<(Value, Block)>> = HashMap::new();
    let mut removed = 0;
    for &block in domtree.rpo() {
        let insts = func.layout.block_insts(block).to_vec();
        for inst in insts {
            func.dfg.map_uses(inst, |v| replaced[v].unwrap_or(v));
            let data = func.dfg.insts[inst];
            let opcode = data.opcode();
            let [result] = *func.dfg.inst_results(inst) else {
                continue;
            };
            if !opcode.is_pure() || has_value_list(&data) {
                continue;
            }
            let key = Key {
                data: commuted(data),
                ty: func.dfg.value_type(result),
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
                    func.layout.remove_inst(inst);
                    removed += 1;
                }
                None if candidates.len() < MAX_CANDIDATES_PER_KEY => {
                    candidates.push((result, block))
                }
                None => {}
            }
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
