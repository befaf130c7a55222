//! On-the-fly SSA construction for [`FunctionBuilder`](super::FunctionBuilder).
//!
//! State per block: sealed (all predecessors known), filled (terminated), its
//! predecessor branches, and the parameters created for variables before it
//! was sealed. Reading a variable walks up single-predecessor chains
//! (iteratively, so deep chains cannot overflow the stack); at an unsealed
//! block or a merge it creates a block parameter. Each new parameter of a
//! sealed block immediately gets a placeholder argument in every predecessor
//! branch, so argument positions always match parameter positions; the real
//! argument is filled in from a work list.

use super::Variable;
use crate::ir::{Block, Function, Inst, InstData, Opcode, Type, Value};
use cranelift_entity::SecondaryMap;
use std::collections::HashMap;

#[derive(Clone, Default)]
struct BlockState {
    sealed: bool,
    filled: bool,
    /// Predecessor blocks and the branch in each that targets this block.
    preds: Vec<(Block, Inst)>,
    /// Parameters created while unsealed, awaiting arguments.
    incomplete: Vec<(Variable, Value)>,
    /// Every parameter this builder created (candidates for removal).
    ssa_params: Vec<Value>,
}

/// A parameter whose predecessor arguments still need computing.
struct PendingParam {
    var: Variable,
    ty: Type,
    block: Block,
    param: Value,
}

#[derive(Default)]
pub(crate) struct SsaBuilder {
    blocks: SecondaryMap<Block, BlockState>,
    defs: HashMap<(Variable, Block), Value>,
    pending: Vec<PendingParam>,
    /// Visit stamps for cycle detection in single-predecessor walks.
    visited: SecondaryMap<Block, u32>,
    stamp: u32,
}

impl SsaBuilder {
    pub fn clear(&mut self) {
        *self = SsaBuilder::default();
    }

    pub fn is_filled(&self, block: Block) -> bool {
        self.blocks[block].filled
    }

    pub fn set_filled(&mut self, block: Block) {
        self.blocks[block].filled = true;
    }

    pub fn is_sealed(&self, block: Block) -> bool {
        self.blocks[block].sealed
    }

    /// Records that `branch` in `pred` targets `block`. Returns false if
    /// `block` is already sealed.
    pub fn declare_predecessor(&mut self, block: Block, pred: Block, branch: Inst) -> bool {
        let state = &mut self.blocks[block];
        if !state.preds.contains(&(pred, branch)) {
            state.preds.push((pred, branch));
        }
        !state.sealed
    }

    pub fn def_var(&mut self, var: Variable, block: Block, value: Value) {
        self.defs.insert((var, block), value);
    }

    pub fn use_var(&mut self, func: &mut Function, var: Variable, ty: Type, block: Block) -> Value {
        let value = self.lookup(func, var, ty, block);
        self.run_pending(func);
        value
    }

    pub fn seal_block(&mut self, func: &mut Function, block: Block) {
        if self.blocks[block].sealed {
            return;
        }
        self.blocks[block].sealed = true;
        for (var, param) in core::mem::take(&mut self.blocks[block].incomplete) {
            let ty = func.dfg.value_type(param);
            self.add_placeholder_args(func, block, param);
            self.pending.push(PendingParam {
                var,
                ty,
                block,
                param,
            });
        }
        self.run_pending(func);
    }

    /// Finds (or creates) the value of `var` at the end of `block`.
    fn lookup(&mut self, func: &mut Function, var: Variable, ty: Type, block: Block) -> Value {
        self.stamp += 1;
        let mut chain = Vec::new();
        let mut b = block;
        let value = loop {
            if let Some(&v) = self.defs.get(&(var, b)) {
                break v;
            }
            let state = &self.blocks[b];
            if !state.sealed {
                let param = self.new_param(func, b, ty);
                self.blocks[b].incomplete.push((var, param));
                break param;
            }
            match state.preds.as_slice() {
                [] => break zero_at_top(func, b, ty),
                [(pred, _)] if self.visited[b] != self.stamp => {
                    self.visited[b] = self.stamp;
                    chain.push(b);
                    b = *pred;
                }
                _ => {
                    let param = self.new_param(func, b, ty);
                    self.defs.insert((var, b), param);
                    self.add_placeholder_args(func, b, param);
                    self.pending.push(PendingParam {
                        var,
                        ty,
                        block: b,
                        param,
                    });
                    break param;
                }
            }
        };
        self.defs.insert((var, b), value);
        for c in chain {
            self.defs.insert((var, c), value);
        }
        value
    }

    fn new_param(&mut self, func: &mut Function, block: Block, ty: Type) -> Value {
        let param = func.dfg.append_block_param(block, ty);
        self.blocks[block].ssa_params.push(param);
        param
    }

    /// Appends `param` itself as a placeholder argument to every branch
    /// into `block`.
    fn add_placeholder_args(&mut self, func: &mut Function, block: Block, param: Value) {
        let dfg = &mut func.dfg;
        for &(_, branch) in &self.blocks[block].preds {
            for call in dfg.insts[branch].branch_destinations_mut(&mut dfg.jump_tables) {
                if call.block == block {
                    call.args.push(param, &mut dfg.value_lists);
                }
            }
        }
    }

    fn run_pending(&mut self, func: &mut Function) {
        while let Some(p) = self.pending.pop() {
            let Some(index) = func
                .dfg
                .block_params(p.block)
                .iter()
                .position(|&v| v == p.param)
            else {
                continue;
            };
            let preds = self.blocks[p.block].preds.clone();
            for (pred, branch) in preds {
                let value = self.lookup(func, p.var, p.ty, pred);
                set_branch_arg(func, branch, p.block, index, value);
            }
        }
    }

    /// Removes SSA parameters that receive one value (besides themselves),
    /// to a fixpoint, and rewrites their uses.
    pub fn remove_redundant_params(&mut self, func: &mut Function) {
        let mut subst: HashMap<Value, Value> = HashMap::new();
        let resolve = |subst: &HashMap<Value, Value>, mut v: Value| {
            while let Some(&n) = subst.get(&v) {
                v = n;
            }
            v
        };
        let blocks: Vec<Block> = func.layout.blocks().to_vec();
        let mut changed = true;
        while changed {
            changed = false;
            for &block in &blocks {
                let candidates = self.blocks[block].ssa_params.clone();
                for param in candidates {
                    let Some(index) = func
                        .dfg
                        .block_params(block)
                        .iter()
                        .position(|&v| v == param)
                    else {
                        continue;
                    };
                    let mut unique = None;
                    let mut trivial = true;
                    for &(_, branch) in &self.blocks[block].preds {
                        for call in func.dfg.branch_destinations(branch) {
                            if call.block != block {
                                continue;
                            }
                            let Some(&arg) = func.dfg.block_call_args(call).get(index) else {
                                trivial = false;
                                continue;
                            };
                            let arg = resolve(&subst, arg);
                            if arg == param || unique == Some(arg) {
                                continue;
                            }
                            if unique.is_some() {
                                trivial = false;
                            }
                            unique = Some(arg);
                        }
                    }
                    let Some(replacement) = unique.filter(|_| trivial) else {
                        continue;
                    };
                    subst.insert(param, replacement);
                    func.dfg.remove_block_param(block, index);
                    for &(_, branch) in &self.blocks[block].preds {
                        remove_branch_arg(func, branch, block, index);
                    }
                    self.blocks[block].ssa_params.retain(|&p| p != param);
                    changed = true;
                }
            }
        }
        if subst.is_empty() {
            return;
        }
        let insts: Vec<Inst> = func.layout.insts().collect();
        for inst in insts {
            func.dfg.map_uses(inst, |v| resolve(&subst, v));
        }
    }
}

/// A zero of type `ty` at the top of `block` (for a variable read before
/// any definition).
fn zero_at_top(func: &mut Function, block: Block, ty: Type) -> Value {
    let data = match ty {
        Type::F32 => InstData::UnaryIeee32 {
            opcode: Opcode::F32const,
            imm: crate::ir::Ieee32(0),
        },
        Type::F64 => InstData::UnaryIeee64 {
            opcode: Opcode::F64const,
            imm: crate::ir::Ieee64(0),
        },
        _ => InstData::UnaryImm {
            opcode: Opcode::Iconst,
            imm: 0,
        },
    };
    let inst = func.dfg.make_inst(data);
    func.dfg.make_inst_results(inst, &[ty]);
    func.layout.insert_inst_at(inst, block, 0);
    func.dfg.inst_results(inst)[0]
}

fn set_branch_arg(func: &mut Function, branch: Inst, target: Block, index: usize, value: Value) {
    let dfg = &mut func.dfg;
    for call in dfg.insts[branch].branch_destinations_mut(&mut dfg.jump_tables) {
        if call.block == target {
            if let Some(slot) = call.args.get_mut(index, &mut dfg.value_lists) {
                *slot = value;
            }
        }
    }
}

fn remove_branch_arg(func: &mut Function, branch: Inst, target: Block, index: usize) {
    let dfg = &mut func.dfg;
    for call in dfg.insts[branch].branch_destinations_mut(&mut dfg.jump_tables) {
        if call.block == target && index < call.args.len(&dfg.value_lists) {
            call.args.remove(index, &mut dfg.value_lists);
        }
    }
}
