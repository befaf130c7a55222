//! Choosing and materialising the cheapest form of each address.
//!
//! ```text
//!   EGraph ──relax to a fixpoint: best (cost, node) per class──> Extractor
//!   root class ──best_root (`+ const` at the root is free: [reg+imm])──> RecExpr
//!   RecExpr ──materialize: IR instructions before the root's definition──> Value
//! ```
//!
//! The cost model counts the PTX integer work of a node by width: 64-bit
//! adds, shifts and multiplies cost twice their 32-bit forms (two SASS
//! operations or more), a 32×32→64 `mul.wide` costs what a 32-bit multiply
//! does, an extension costs one conversion, constants and leaves nothing.
//! A class with a known constant is always taken as that constant. Costs are
//! tree costs (a shared subexpression counts once per use).

use super::lang::{AddrAnalysis, AddrLang, Konst, Leaf};
use crate::analysis::DominatorTree;
use crate::ir::{Function, Inst, InstData, Opcode, Type, Value, ValueDef};
use egg::{EGraph, Id, Language, RecExpr};
use std::collections::HashMap;

type Graph = EGraph<AddrLang, AddrAnalysis>;

/// Cost of a 32-bit add or shift; 64-bit ones cost twice as much.
const ALU32_COST: u64 = 1;
/// Cost of a 32-bit multiply and of a 32×32→64 `mul.wide`.
const MUL32_COST: u64 = 2;
/// Cost of a 64×64 multiply.
const MUL64_COST: u64 = 4;
/// Cost of a width conversion.
const EXT_COST: u64 = 1;

/// The cost of `node` alone (not its operands), given the width of its
/// class.
pub fn node_cost(node: &AddrLang, bits: u32) -> u64 {
    let wide = bits > 32;
    match node {
        AddrLang::Const(_) | AddrLang::Leaf(_) => 0,
        AddrLang::Add(_) | AddrLang::Shl(_) => ALU32_COST * if wide { 2 } else { 1 },
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

/// A constant that a memory operand's `[reg+imm]` can absorb.
fn is_offset_constant(egraph: &Graph, id: Id) -> bool {
    egraph[id]
        .data
        .constant
        .is_some_and(|k| i32::try_from(k).is_ok())
}

/// The cheapest node of every class.
pub struct Extractor<'a> {
    egraph: &'a Graph,
    best: HashMap<Id, (u64, AddrLang)>,
}

impl<'a> Extractor<'a> {
    /// Computes the cheapest node of every class of `egraph`.
    pub fn new(egraph: &'a Graph) -> Extractor<'a> {
        let mut best: HashMap<Id, (u64, AddrLang)> = HashMap::new();
        for class in egraph.classes() {
            if let Some(k) = class.data.constant {
                let node = AddrLang::Const(Konst::new(class.data.bits, i128::from(k)));
                best.insert(class.id, (0, node));
            }
        }
        // Classes in id order: operands mostly come before their users, so
        // few rounds reach the fixpoint.
        let mut order: Vec<&egg::EClass<AddrLang, super::lang::AddrData>> =
            egraph.classes().collect();
        order.sort_unstable_by_key(|c| c.id);
        let mut changed = true;
        while changed {
            changed = false;
            for class in &order {
                for node in &class.nodes {
                    let children: Option<u64> = node
                        .children()
                        .iter()
                        .map(|c| best.get(&egraph.find(*c)).map(|b| b.0))
                        .sum();
                    let Some(children) = children else { continue };
                    let cost = node_cost(node, class.data.bits).saturating_add(children);
                    if best.get(&class.id).is_none_or(|b| cost < b.0) {
                        best.insert(class.id, (cost, node.clone()));
                        changed = true;
                    }
                }
            }
        }
        Extractor { egraph, best }
    }

    /// The cost of `id`'s best expression.
    pub fn cost(&self, id: Id) -> u64 {
        self.best
            .get(&self.egraph.find(id))
            .map_or(u64::MAX / 4, |b| b.0)
    }

    /// The cheapest expression for the root class `id`, where an added
    /// constant is free (it folds into the memory operand's offset), and
    /// the class of each of its nodes (`None` for a root node that is not
    /// its class's cheapest).
    pub fn best_root(&self, id: Id) -> (u64, RecExpr<AddrLang>, Vec<Option<Id>>) {
        let id = self.egraph.find(id);
        let mut choice = (self.cost(id), None);
        for node in &self.egraph[id].nodes {
            if let AddrLang::Add([x, c]) = node {
                if is_offset_constant(self.egraph, *c) && self.cost(*x) < choice.0 {
                    choice = (self.cost(*x), Some(node.clone()));
                }
            }
        }
        let mut expr = RecExpr::default();
        let mut classes = Vec::new();
        let (root, root_class) = match choice.1 {
            Some(node) => (node, None),
            None => (self.best_node(id), Some(id)),
        };
        let children: Vec<Id> = root
            .children()
            .iter()
            .map(|c| self.build(*c, &mut expr, &mut classes))
            .collect();
        let mut k = 0;
        let root = root.map_children(|_| {
            k += 1;
            children[k - 1]
        });
        expr.add(root);
        classes.push(root_class);
        (choice.0, expr, classes)
    }

    fn best_node(&self, id: Id) -> AddrLang {
        self.best
            .get(&self.egraph.find(id))
            .map(|b| b.1.clone())
            .unwrap_or(AddrLang::Leaf(Leaf(u32::MAX)))
    }

    /// Adds the best expression of class `id` to `expr` (iteratively: the
    /// expression may be thousands of nodes deep); returns its node.
    fn build(&self, id: Id, expr: &mut RecExpr<AddrLang>, classes: &mut Vec<Option<Id>>) -> Id {
        let mut stack = vec![(self.egraph.find(id), false)];
        let mut built: Vec<Id> = Vec::new();
        while let Some((class, expanded)) = stack.pop() {
            let node = self.best_node(class);
            if !expanded {
                stack.push((class, true));
                for c in node.children().iter().rev() {
                    stack.push((self.egraph.find(*c), false));
                }
                continue;
            }
            let operands = built.split_off(built.len().saturating_sub(node.children().len()));
            let mut k = 0;
            let new = expr.add(node.map_children(|_| {
                k += 1;
                operands[k - 1]
            }));
            classes.push(Some(class));
            built.push(new);
        }
        built.pop().unwrap_or(Id::from(0usize))
    }
}

/// The cost of every original expression tree, alone and as a root (with
/// the root rule of [`Extractor::best_root`]: an added offset constant is
/// free). `added` lists each collected class with the node it was added
/// as, operands first. A 64-bit multiply or shift of an extended 32-bit
/// value costs what lowering makes of it: one `mul.wide`.
pub fn original_costs(egraph: &Graph, added: &[(Id, AddrLang)]) -> HashMap<Id, (u64, u64)> {
    let nodes: HashMap<Id, &AddrLang> = added.iter().map(|(id, n)| (*id, n)).collect();
    let mut costs: HashMap<Id, (u64, u64)> = HashMap::new();
    let extended32 = |id: Id| match nodes.get(&id) {
        Some(AddrLang::Uext64(x) | AddrLang::Sext64(x)) if egraph[*x].data.bits == 32 => Some(*x),
        _ => None,
    };
    for (id, node) in added {
        let of = |c: Id| costs.get(&c).map_or(0, |c| c.0);
        let cost = if egraph[*id].data.constant.is_some() {
            0
        } else {
            let wide = match node {
                AddrLang::Mul([a, b]) | AddrLang::Shl([a, b]) => extended32(*a).and_then(|x| {
                    if egraph[*b].data.constant.is_some() {
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
                Some(operands) => MUL32_COST.saturating_add(operands),
                None => node
                    .children()
                    .iter()
                    .fold(node_cost(node, egraph[*id].data.bits), |acc, c| {
                        acc.saturating_add(of(*c))
                    }),
            }
        };
        let as_root = match node {
            AddrLang::Add([x, c]) if is_offset_constant(egraph, *c) => of(*x),
            _ => cost,
        };
        costs.insert(*id, (cost, as_root));
    }
    costs
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

/// Values already materialised for e-classes: reused where they dominate.
pub type Materialized = HashMap<Id, Vec<Value>>;

/// Emits `expr` as IR instructions before `before`, reusing a value in
/// `memo` for a node's class where that value dominates `before`; returns
/// the root's value, or `None` (emitting nothing) when a leaf does not
/// dominate `before`.
pub fn materialize(
    func: &mut Function,
    domtree: &DominatorTree,
    expr: &RecExpr<AddrLang>,
    classes: &[Option<Id>],
    memo: &mut Materialized,
    before: Inst,
) -> Option<Value> {
    let nodes = expr.as_ref();
    for node in nodes {
        if let AddrLang::Leaf(Leaf(v)) = node {
            let v = Value::from_u32(*v);
            if !func.dfg.value_is_valid(v) || !dominates(func, domtree, v, before) {
                return None;
            }
        }
    }
    let mut values = vec![None; nodes.len()];
    for (i, class) in classes.iter().enumerate() {
        let reusable = class
            .and_then(|c| memo.get(&c))
            .and_then(|vs| vs.iter().find(|&&v| dominates(func, domtree, v, before)));
        values[i] = reusable.copied();
    }
    // Nodes needed: the root, and the operands of needed nodes that are
    // not reused (children come before parents in a RecExpr).
    let mut needed = vec![false; nodes.len()];
    needed[nodes.len() - 1] = true;
    for i in (0..nodes.len()).rev() {
        if needed[i] && values[i].is_none() {
            for c in nodes[i].children() {
                needed[usize::from(*c)] = true;
            }
        }
    }
    let bits = node_bits(func, nodes);
    let mut emitter = Emitter {
        func,
        before,
        values,
        bits,
    };
    for i in 0..nodes.len() {
        // Constants are emitted only where an instruction needs them as a
        // register (most become immediates).
        if needed[i] && emitter.values[i].is_none() && !matches!(nodes[i], AddrLang::Const(_)) {
            let v = emitter.node(nodes, i)?;
            emitter.values[i] = Some(v);
        }
    }
    let root = emitter.operand(nodes, nodes.len() - 1)?;
    for (class, value) in classes.iter().zip(&emitter.values) {
        if let (Some(c), Some(v)) = (class, value) {
            let known = memo.entry(*c).or_default();
            if !known.contains(v) {
                known.push(*v);
            }
        }
    }
    Some(root)
}

/// The width of every node of `nodes` (children come first).
fn node_bits(func: &Function, nodes: &[AddrLang]) -> Vec<u32> {
    let mut bits: Vec<u32> = Vec::with_capacity(nodes.len());
    for node in nodes {
        let b = match node {
            AddrLang::Const(k) => u32::from(k.bits),
            AddrLang::Leaf(Leaf(v)) => func.dfg.value_type(Value::from_u32(*v)).bits(),
            AddrLang::Add([a, _]) | AddrLang::Mul([a, _]) | AddrLang::Shl([a, _]) => {
                bits.get(usize::from(*a)).copied().unwrap_or(0)
            }
            AddrLang::Uext64(_) | AddrLang::Sext64(_) => 64,
            AddrLang::MulWideU(_) | AddrLang::MulWideS(_) => 64,
            AddrLang::Uext32(_) | AddrLang::Sext32(_) => 32,
        };
        bits.push(b);
    }
    bits
}

struct Emitter<'a> {
    func: &'a mut Function,
    before: Inst,
    values: Vec<Option<Value>>,
    bits: Vec<u32>,
}

impl Emitter<'_> {
    fn emit(&mut self, data: InstData, ty: Type) -> Value {
        let inst = self.func.dfg.make_inst(data);
        self.func.dfg.make_inst_results(inst, &[ty]);
        self.func.layout.insert_inst_before(inst, self.before);
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

    /// The value of node `i` as an instruction operand: computed already,
    /// or a constant materialised now.
    fn operand(&mut self, nodes: &[AddrLang], i: usize) -> Option<Value> {
        if let Some(v) = self.values[i] {
            return Some(v);
        }
        let AddrLang::Const(k) = nodes[i] else {
            return None;
        };
        let ty = self.ty(i)?;
        let v = self.emit(
            InstData::UnaryImm {
                opcode: Opcode::Iconst,
                imm: k.value,
            },
            ty,
        );
        self.values[i] = Some(v);
        Some(v)
    }

    /// Emits node `i` (its operands have values or are constants).
    fn node(&mut self, nodes: &[AddrLang], i: usize) -> Option<Value> {
        let ty = self.ty(i)?;
        let konst = |j: Id| match nodes[usize::from(j)] {
            AddrLang::Const(k) => Some(k),
            _ => None,
        };
        Some(match nodes[i] {
            AddrLang::Leaf(Leaf(v)) => Value::from_u32(v),
            AddrLang::Const(_) => self.operand(nodes, i)?,
            AddrLang::Add([a, b]) | AddrLang::Mul([a, b]) | AddrLang::Shl([a, b]) => {
                let (op, op_imm) = match nodes[i] {
                    AddrLang::Add(_) => (Opcode::Iadd, Opcode::IaddImm),
                    AddrLang::Mul(_) => (Opcode::Imul, Opcode::ImulImm),
                    _ => (Opcode::Ishl, Opcode::IshlImm),
                };
                let x = self.operand(nodes, usize::from(a))?;
                match konst(b) {
                    Some(k) => self.emit(
                        InstData::BinaryImm {
                            opcode: op_imm,
                            arg: x,
                            imm: k.value,
                        },
                        ty,
                    ),
                    None => {
                        let y = self.operand(nodes, usize::from(b))?;
                        self.emit(
                            InstData::Binary {
                                opcode: op,
                                args: [x, y],
                            },
                            ty,
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
                let x = self.operand(nodes, usize::from(a))?;
                self.emit(InstData::Unary { opcode, arg: x }, ty)
            }
            // Extend both to 64 bits and multiply: lowering selects mul.wide.
            AddrLang::MulWideU([a, b]) | AddrLang::MulWideS([a, b]) => {
                let signed = matches!(nodes[i], AddrLang::MulWideS(_));
                let ext = if signed {
                    Opcode::Sextend
                } else {
                    Opcode::Uextend
                };
                let x = self.operand(nodes, usize::from(a))?;
                let xw = self.emit(
                    InstData::Unary {
                        opcode: ext,
                        arg: x,
                    },
                    Type::I64,
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
                        )
                    }
                    None => {
                        let y = self.operand(nodes, usize::from(b))?;
                        let yw = self.emit(
                            InstData::Unary {
                                opcode: ext,
                                arg: y,
                            },
                            Type::I64,
                        );
                        self.emit(
                            InstData::Binary {
                                opcode: Opcode::Imul,
                                args: [xw, yw],
                            },
                            Type::I64,
                        )
                    }
                }
            }
        })
    }
}
