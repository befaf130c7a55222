//! Elaboration: turning chosen expressions back into IR instructions, each
//! placed where it is cheapest to run.
//!
//! ```text
//!   nodes of one root's expression, their e-classes ──> for each node,
//!   operands first:
//!     a value of its class already emitted and dominating the use? reuse
//!     else place it at the use (the root's definition) and hoist it while
//!       the innermost loop around it computes none of its operands:
//!       to the end of the loop header's immediate dominator
//!     except an add of a constant, which is rematerialised (as Cranelift's
//!       elaborator does): placed at the use, reused only in its own block
//!       (one add where it is needed instead of a register kept live)
//!     a recurrence (rec L a s): a new parameter p of L's header; entry
//!       edges pass a, every latch passes p + s
//!   ──> the root's value
//! ```
//!
//! Invariants: every emitted instruction is dominated by its operands'
//! definitions (leaves are checked against the use before anything is
//! emitted; hoisting leaves a loop only when no operand is defined in it,
//! and an operand defined outside the loop that dominates the use also
//! dominates the header's immediate dominator); a recurrence is emitted
//! only for a use inside its loop, after checking that its start value
//! dominates every entry edge and its step every latch. Values are reused
//! per class only where they dominate the new use, one copy per place
//! (the role of `sunkaddr` in LLVM's CodeGenPrepare).

use super::lang::{AddrLang, Leaf, LoopTag};
use crate::analysis::{is_defined_in, ControlFlowGraph, DominatorTree, Loop, LoopAnalysis};
use crate::ir::{Block, Function, Inst, InstData, Opcode, Type, Value, ValueDef};
use cranelift_entity::EntityRef;
use egg::{Id, Language};
use hashbrown::HashMap;

/// Values already materialised for e-classes, reused where they dominate:
/// a list per class, oldest first, kept in one vector.
#[derive(Default)]
pub struct Materialized {
    /// First and last entry of each class's list.
    lists: HashMap<Id, (u32, u32)>,
    /// Each entry's value and the next entry of its list.
    entries: Vec<(Value, Option<u32>)>,
}

impl Materialized {
    /// Forgets every value (keeping the buffers).
    pub fn clear(&mut self) {
        self.lists.clear();
        self.entries.clear();
    }

    /// Appends `v` to the values of `class` (unless it is there).
    pub fn push(&mut self, class: Id, v: Value) {
        if self.values(class).any(|x| x == v) {
            return;
        }
        let new = self.entries.len() as u32;
        self.entries.push((v, None));
        match self.lists.get_mut(&class) {
            Some((_, last)) => {
                self.entries[*last as usize].1 = Some(new);
                *last = new;
            }
            None => {
                self.lists.insert(class, (new, new));
            }
        }
    }

    /// The values of `class`, oldest first.
    pub fn values(&self, class: Id) -> impl Iterator<Item = Value> + '_ {
        let mut at = self.lists.get(&class).map(|&(first, _)| first);
        core::iter::from_fn(move || {
            let (v, next) = self.entries[at? as usize];
            at = next;
            Some(v)
        })
    }
}

/// The analyses elaboration reads (none changes: new instructions and
/// block parameters leave the CFG as it is).
pub struct Places<'a> {
    /// Control-flow graph.
    pub cfg: &'a ControlFlowGraph,
    /// Dominator tree.
    pub domtree: &'a DominatorTree,
    /// Loop forest.
    pub loops: &'a LoopAnalysis,
}

/// How a leaf's value may be used away from its definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeafKind {
    /// Only where its definition dominates.
    Value,
    /// Anywhere: the instruction (a special register, a shared or constant
    /// address: no operands, no effects) is emitted again where needed.
    Remat(Inst),
    /// A stack slot's address (kept out of recurrences).
    Frame,
}

/// The kind of leaf `v` is.
pub fn leaf_kind(func: &Function, v: Value) -> LeafKind {
    let ValueDef::Result(inst, 0) = func.dfg.value_def(v) else {
        return LeafKind::Value;
    };
    let data = func.dfg.insts[inst];
    // Rematerialising moves the computation: only pure reads qualify.
    let is_cheap_read = matches!(
        data,
        InstData::SharedAddr { .. } | InstData::ConstAddr { .. } | InstData::Sreg { .. }
    );
    if is_cheap_read && data.opcode().can_fold_into_user() {
        LeafKind::Remat(inst)
    } else if matches!(data, InstData::StackAddr { .. }) {
        LeafKind::Frame
    } else {
        LeafKind::Value
    }
}

/// Does the definition of `v` dominate `inst`?
fn dominates(func: &Function, domtree: &DominatorTree, v: Value, inst: Inst) -> bool {
    let Some(block) = func.layout.inst_block(inst) else {
        return false;
    };
    match func.dfg.value_def(v) {
        ValueDef::Param(b, _) => domtree.dominates(b, block),
        ValueDef::Result(def, _) => def != inst && domtree.inst_dominates(func, def, inst),
    }
}

/// The buffers of [`materialize`], kept between calls.
#[derive(Default)]
pub struct MaterializeBuffers {
    /// The value of each node, once known.
    values: Vec<Option<Value>>,
    /// Is each node's value needed?
    needed: Vec<bool>,
    /// The width of each node.
    bits: Vec<u32>,
    /// Copies of rematerialised leaves: (leaf, where) -> copy.
    copies: HashMap<(Value, Inst), Value>,
}

/// Emits `nodes` (an expression: operands first, children indexing
/// `nodes`, the root last) for a use at `before`, reusing a value in
/// `memo` for a node's class where that value dominates `before`; returns
/// the root's value, or `None` when a leaf does not dominate `before` or a
/// recurrence cannot be built (what was emitted by then is left dead).
pub fn materialize(
    func: &mut Function,
    places: &Places<'_>,
    nodes: &[AddrLang],
    classes: &[Option<Id>],
    memo: &mut Materialized,
    before: Inst,
    bufs: &mut MaterializeBuffers,
) -> Option<Value> {
    for node in nodes {
        if let AddrLang::Leaf(Leaf(v)) = node {
            let v = Value::from_u32(*v);
            if !func.dfg.value_is_valid(v) {
                return None;
            }
            let is_remat = matches!(leaf_kind(func, v), LeafKind::Remat(_));
            if !is_remat && !dominates(func, places.domtree, v, before) {
                return None;
            }
        }
    }
    let use_block = func.layout.inst_block(before)?;
    let MaterializeBuffers {
        values,
        needed,
        bits,
        copies,
    } = bufs;
    values.clear();
    values.resize(nodes.len(), None);
    for (i, class) in classes.iter().enumerate() {
        // A rematerialisable leaf is placed with its user, never reused
        // from where it happens to be (that would pin its user there).
        if matches!(nodes[i], AddrLang::Leaf(Leaf(v)) if matches!(leaf_kind(func, Value::from_u32(v)), LeafKind::Remat(_)))
        {
            continue;
        }
        // An add of a constant is reused only within its block (see
        // `is_remat_node`).
        let is_remat = is_remat_node(nodes, i);
        values[i] = class.and_then(|c| {
            memo.values(c).find(|&v| {
                dominates(func, places.domtree, v, before)
                    && (!is_remat || value_block(func, v) == Some(use_block))
            })
        });
    }
    // Nodes needed: the root, and the operands of needed nodes that are
    // not reused (children come before parents in a RecExpr).
    needed.clear();
    needed.resize(nodes.len(), false);
    needed[nodes.len() - 1] = true;
    for i in (0..nodes.len()).rev() {
        if needed[i] && values[i].is_none() {
            for c in nodes[i].children() {
                needed[usize::from(*c)] = true;
            }
        }
    }
    node_bits(func, nodes, bits);
    copies.clear();
    let mut emitter = Emitter {
        func,
        places,
        use_block,
        before,
        values,
        bits,
        copies,
    };
    for i in 0..nodes.len() {
        // Constants and rematerialisable leaves are emitted only where an
        // instruction needs them as a register (most constants become
        // immediates).
        let is_data = match nodes[i] {
            AddrLang::Const(_) | AddrLang::Loop(_) => true,
            AddrLang::Leaf(Leaf(v)) => {
                matches!(
                    leaf_kind(emitter.func, Value::from_u32(v)),
                    LeafKind::Remat(_)
                )
            }
            _ => false,
        };
        if needed[i] && emitter.values[i].is_none() && !is_data {
            let v = emitter.node(nodes, i)?;
            emitter.values[i] = Some(v);
        }
    }
    let root = match emitter.values[nodes.len() - 1] {
        Some(v) => v,
        None => emitter.operand(nodes, nodes.len() - 1, before)?,
    };
    for (class, value) in classes.iter().zip(emitter.values.iter()) {
        if let (Some(c), Some(v)) = (class, value) {
            memo.push(*c, *v);
        }
    }
    Some(root)
}

/// Is node `i` an add of a constant? Like Cranelift's elaborator, such a
/// node is rematerialised in each block that uses it rather than hoisted
/// or reused from another block: recomputing it costs one add, keeping it
/// live across a loop costs a register.
fn is_remat_node(nodes: &[AddrLang], i: usize) -> bool {
    matches!(nodes[i], AddrLang::Add([_, b]) if matches!(nodes[usize::from(b)], AddrLang::Const(_)))
}

/// The block defining `v`.
fn value_block(func: &Function, v: Value) -> Option<Block> {
    match func.dfg.value_def(v) {
        ValueDef::Param(b, _) => Some(b),
        ValueDef::Result(inst, _) => func.layout.inst_block(inst),
    }
}

/// Sets `bits` to the width of every node of `nodes` (children come
/// first; 0 for loops).
fn node_bits(func: &Function, nodes: &[AddrLang], bits: &mut Vec<u32>) {
    bits.clear();
    for node in nodes {
        let of = |i: &Id| bits.get(usize::from(*i)).copied().unwrap_or(0);
        let b = match node {
            AddrLang::Const(k) => u32::from(k.bits),
            AddrLang::Leaf(Leaf(v)) => func.dfg.value_type(Value::from_u32(*v)).bits(),
            AddrLang::Add([a, _]) | AddrLang::Mul([a, _]) | AddrLang::Shl([a, _]) => of(a),
            AddrLang::Rec([_, a, _]) => of(a),
            AddrLang::Uext64(_) | AddrLang::Sext64(_) => 64,
            AddrLang::MulWideU(_) | AddrLang::MulWideS(_) => 64,
            AddrLang::Uext32(_) | AddrLang::Sext32(_) => 32,
            AddrLang::Loop(_) => 0,
        };
        bits.push(b);
    }
}

/// A recurrence's step as the latch adds it.
#[derive(Clone, Copy)]
enum Step {
    Imm(i64),
    Value(Value),
}

struct Emitter<'a, 'p> {
    func: &'a mut Function,
    places: &'a Places<'p>,
    use_block: Block,
    /// The use: the root's definition.
    before: Inst,
    values: &'a mut Vec<Option<Value>>,
    bits: &'a [u32],
    /// Copies of rematerialised leaves: (leaf, where) -> copy.
    copies: &'a mut HashMap<(Value, Inst), Value>,
}

impl Emitter<'_, '_> {
    fn emit(&mut self, data: InstData, ty: Type, before: Inst) -> Value {
        let inst = self.func.dfg.make_inst(data);
        self.func.dfg.make_inst_results(inst, &[ty]);
        self.func.layout.insert_inst_before(inst, before);
        self.func.dfg.inst_results(inst)[0]
    }

    fn ty(&self, i: usize) -> Option<Type> {
        match self.bits.get(i) {
            Some(8) => Some(Type::I8),
            Some(16) => Some(Type::I16),
            Some(32) => Some(Type::I32),
            Some(64) => Some(Type::I64),
            _ => None,
        }
    }

    /// Where an instruction reading `operands` goes: at the use, hoisted
    /// out of every enclosing loop that defines none of them (to the end
    /// of the header's immediate dominator, when that block is in the
    /// loop's parent, so hoisting never enters another loop).
    fn place(&self, operands: &[Value]) -> Inst {
        let (func, loops, domtree) = (&*self.func, self.places.loops, self.places.domtree);
        let mut block = self.use_block;
        let mut before = self.before;
        while let Some(lp) = loops.innermost_loop(block) {
            if operands.iter().any(|&v| is_defined_in(func, loops, v, lp)) {
                break;
            }
            let data = loops.loop_data(lp);
            let Some(d) = domtree.idom(data.header) else {
                break;
            };
            let Some(term) = func.layout.last_inst(d) else {
                break;
            };
            if loops.innermost_loop(d) != data.parent {
                break;
            }
            block = d;
            before = term;
        }
        before
    }

    /// The value of node `i` as an instruction operand at `before`:
    /// computed already, or a constant or rematerialised leaf emitted there.
    fn operand(&mut self, nodes: &[AddrLang], i: usize, before: Inst) -> Option<Value> {
        if let Some(v) = self.values[i] {
            return Some(v);
        }
        if let AddrLang::Leaf(Leaf(v)) = nodes[i] {
            let v = Value::from_u32(v);
            let LeafKind::Remat(inst) = leaf_kind(self.func, v) else {
                return None;
            };
            if dominates(self.func, self.places.domtree, v, before) {
                return Some(v);
            }
            if let Some(&copy) = self.copies.get(&(v, before)) {
                return Some(copy);
            }
            let data = self.func.dfg.insts[inst];
            let copy = self.emit(data, self.func.dfg.value_type(v), before);
            self.copies.insert((v, before), copy);
            return Some(copy);
        }
        let AddrLang::Const(k) = nodes[i] else {
            return None;
        };
        let ty = self.ty(i)?;
        Some(self.emit(
            InstData::UnaryImm {
                opcode: Opcode::Iconst,
                imm: k.value,
            },
            ty,
            before,
        ))
    }

    /// Emits node `i` (its operands have values or are constants).
    fn node(&mut self, nodes: &[AddrLang], i: usize) -> Option<Value> {
        let ty = self.ty(i)?;
        if let AddrLang::Leaf(Leaf(v)) = nodes[i] {
            return Some(Value::from_u32(v));
        }
        if let AddrLang::Rec([l, a, s]) = nodes[i] {
            return self.recurrence(nodes, l, a, s, ty);
        }
        let konst = |j: Id| match nodes[usize::from(j)] {
            AddrLang::Const(k) => Some(k),
            _ => None,
        };
        // The operands computed already (a node has at most three).
        let mut computed = [Value::from_u32(0); 3];
        let mut n = 0;
        for c in nodes[i].children() {
            if let Some(v) = self.values[usize::from(*c)] {
                computed[n] = v;
                n += 1;
            }
        }
        let at = if is_remat_node(nodes, i) {
            self.before
        } else {
            self.place(&computed[..n])
        };
        Some(match nodes[i] {
            AddrLang::Add([a, b]) | AddrLang::Mul([a, b]) | AddrLang::Shl([a, b]) => {
                let (op, op_imm) = match nodes[i] {
                    AddrLang::Add(_) => (Opcode::Iadd, Opcode::IaddImm),
                    AddrLang::Mul(_) => (Opcode::Imul, Opcode::ImulImm),
                    _ => (Opcode::Ishl, Opcode::IshlImm),
                };
                let x = self.operand(nodes, usize::from(a), at)?;
                match konst(b) {
                    Some(k) => self.emit(
                        InstData::BinaryImm {
                            opcode: op_imm,
                            arg: x,
                            imm: k.value,
                        },
                        ty,
                        at,
                    ),
                    None => {
                        let y = self.operand(nodes, usize::from(b), at)?;
                        self.emit(
                            InstData::Binary {
                                opcode: op,
                                args: [x, y],
                            },
                            ty,
                            at,
                        )
                    }
                }
            }
            AddrLang::Uext64(a)
            | AddrLang::Uext32(a)
            | AddrLang::Sext64(a)
            | AddrLang::Sext32(a) => {
                let opcode = match nodes[i] {
                    AddrLang::Uext64(_) | AddrLang::Uext32(_) => Opcode::Uextend,
                    _ => Opcode::Sextend,
                };
                let x = self.operand(nodes, usize::from(a), at)?;
                self.emit(InstData::Unary { opcode, arg: x }, ty, at)
            }
            // Extend both to 64 bits and multiply: lowering selects mul.wide.
            AddrLang::MulWideU([a, b]) | AddrLang::MulWideS([a, b]) => {
                let signed = matches!(nodes[i], AddrLang::MulWideS(_));
                let ext = if signed {
                    Opcode::Sextend
                } else {
                    Opcode::Uextend
                };
                let x = self.operand(nodes, usize::from(a), at)?;
                let xw = self.emit(
                    InstData::Unary {
                        opcode: ext,
                        arg: x,
                    },
                    Type::I64,
                    at,
                );
                match konst(b) {
                    Some(k) => {
                        let imm = if signed {
                            k.value as i32 as i64
                        } else {
                            k.value as u32 as i64
                        };
                        self.emit(
                            InstData::BinaryImm {
                                opcode: Opcode::ImulImm,
                                arg: xw,
                                imm,
                            },
                            Type::I64,
                            at,
                        )
                    }
                    None => {
                        let y = self.operand(nodes, usize::from(b), at)?;
                        let yw = self.emit(
                            InstData::Unary {
                                opcode: ext,
                                arg: y,
                            },
                            Type::I64,
                            at,
                        );
                        self.emit(
                            InstData::Binary {
                                opcode: Opcode::Imul,
                                args: [xw, yw],
                            },
                            Type::I64,
                            at,
                        )
                    }
                }
            }
            AddrLang::Const(_) | AddrLang::Loop(_) | AddrLang::Leaf(_) | AddrLang::Rec(_) => {
                return None
            }
        })
    }

    /// Emits the recurrence `{a,+,s}` of the loop in node `l` as a new
    /// parameter of its header, or declines (emitting no parameter).
    fn recurrence(&mut self, nodes: &[AddrLang], l: Id, a: Id, s: Id, ty: Type) -> Option<Value> {
        let AddrLang::Loop(LoopTag { index, .. }) = nodes[usize::from(l)] else {
            return None;
        };
        let lp = Loop::new(index as usize);
        let loops = self.places.loops;
        if !loops.is_valid(lp) || !loops.is_in_loop(self.use_block, lp) {
            return None;
        }
        let header = loops.loop_data(lp).header;
        let d = self.places.domtree.idom(header)?;
        let d_end = self.func.layout.last_inst(d)?;
        let start = self.operand(nodes, usize::from(a), d_end)?;
        let step = match nodes[usize::from(s)] {
            AddrLang::Const(k) => Step::Imm(k.value),
            _ => Step::Value(self.values[usize::from(s)]?),
        };
        // Every edge into the header must see its value: the start on
        // entry edges, the step on latches.
        let mut preds: Vec<Block> = self.places.cfg.preds(header).to_vec();
        preds.sort_unstable();
        preds.dedup();
        for &p in &preds {
            let term = self.func.layout.last_inst(p)?;
            // Jump tables may be shared between branches: leave their
            // targets' parameters alone.
            if matches!(self.func.dfg.insts[term], InstData::BrTable { .. }) {
                return None;
            }
            let v = if loops.is_in_loop(p, lp) {
                match step {
                    Step::Value(v) => Some(v),
                    Step::Imm(_) => None,
                }
            } else {
                Some(start)
            };
            if let Some(v) = v {
                if is_defined_in(self.func, loops, v, lp)
                    || !dominates(self.func, self.places.domtree, v, term)
                {
                    return None;
                }
            }
        }
        let param = self.func.dfg.append_block_param(header, ty);
        for &p in &preds {
            let Some(term) = self.func.layout.last_inst(p) else {
                continue;
            };
            let arg = if loops.is_in_loop(p, lp) {
                let data = match step {
                    Step::Imm(k) => InstData::BinaryImm {
                        opcode: Opcode::IaddImm,
                        arg: param,
                        imm: k,
                    },
                    Step::Value(s) => InstData::Binary {
                        opcode: Opcode::Iadd,
                        args: [param, s],
                    },
                };
                self.emit(data, ty, term)
            } else {
                start
            };
            self.func.dfg.append_branch_arg(term, header, arg);
        }
        Some(param)
    }
}
