//! Type inference and the fix-ups that wait for it.
//!
//! Result types follow from operand types, which may be defined further
//! down the text; a work list processes each instruction once its operands'
//! types are known. Then immediates are range-checked against their
//! operand's width and stores without `align` get their natural alignment.

use super::{InstLine, PResult, Parser, Pending};
use crate::ir::immediates::{canonical_imm, int_fits};
use crate::ir::instructions::meta::ImmRule;
use crate::ir::instructions::InstData;
use crate::ir::{Function, Inst, ParseError, Type, Value};
use cranelift_entity::SecondaryMap;
use std::collections::{HashMap, VecDeque};

impl Parser<'_, '_> {
    pub(super) fn infer_types(
        &self,
        func: &mut Function,
        lines: &[InstLine],
        ctrl: &SecondaryMap<Inst, Option<Type>>,
    ) -> PResult<()> {
        let mut known: SecondaryMap<Value, Option<Type>> = SecondaryMap::new();
        for &block in func.layout.blocks() {
            for &p in func.dfg.block_params(block) {
                known[p] = Some(func.dfg.value_type(p));
            }
        }
        let mut queue: VecDeque<usize> = (0..lines.len()).collect();
        let mut waiting: HashMap<Value, Vec<usize>> = HashMap::new();
        let mut blocked: Vec<Option<Value>> = vec![None; lines.len()];
        while let Some(k) = queue.pop_front() {
            let inst = lines[k].inst;
            let data = func.dfg.insts[inst];
            let types = crate::ir::typing::result_types(
                &data,
                ctrl[inst],
                &func.dfg.value_lists,
                &func.func_refs,
                &func.dfg.inline_asms,
                |v| known[v],
            );
            match types {
                Some(types) => {
                    blocked[k] = None;
                    let results = func.dfg.inst_results(inst).to_vec();
                    for (&r, &ty) in results.iter().zip(&types) {
                        func.dfg.set_value_type(r, ty);
                        known[r] = Some(ty);
                        if let Some(ws) = waiting.remove(&r) {
                            queue.extend(ws);
                        }
                    }
                }
                None => {
                    let mut unknown = None;
                    func.dfg.for_each_use(inst, |v| {
                        if unknown.is_none() && known[v].is_none() {
                            unknown = Some(v);
                        }
                    });
                    if let Some(u) = unknown {
                        blocked[k] = Some(u);
                        waiting.entry(u).or_default().push(k);
                    }
                }
            }
        }
        if let Some((k, u)) = blocked
            .iter()
            .enumerate()
            .find_map(|(k, b)| b.map(|u| (k, u)))
        {
            return Err(self.err_at(
                lines[k].opcode_pos,
                format!("cannot determine the result type: operand `{u}` depends on this instruction's own result"),
            ));
        }
        Ok(())
    }
}

/// Resolves natural store alignment and range-checks `_imm` immediates now
/// that operand types are known.
pub(super) fn finish_pending(func: &mut Function, pending: &Pending) -> PResult<()> {
    let dfg = &mut func.dfg;
    for &inst in &pending.natural_stores {
        let data = dfg.insts[inst];
        let lanes = data.opcode().lanes();
        let Some(&stored) = data.arguments(&dfg.value_lists).last() else {
            continue;
        };
        let natural = (dfg.value_type(stored).bytes() * lanes) as u8;
        if let InstData::Store { align, .. }
        | InstData::StoreV2 { align, .. }
        | InstData::StoreV4 { align, .. } = &mut dfg.insts[inst]
        {
            *align = natural;
        }
    }
    for p in &pending.imms {
        let (InstData::BinaryImm { opcode, arg, .. } | InstData::IntCompareImm { opcode, arg, .. }) =
            dfg.insts[p.inst]
        else {
            continue;
        };
        let ty = dfg.value_type(arg);
        let is_shift = opcode.def().imm == ImmRule::ShiftAmount;
        let err = |message: String| ParseError {
            line: p.line,
            col: p.col,
            message,
        };
        // Shift amounts are range-checked by the verifier (0..width).
        let imm = if is_shift {
            i64::try_from(p.literal)
                .map_err(|_| err(format!("shift amount {} is out of range", p.literal)))?
        } else if int_fits(p.literal, ty.bits()) {
            canonical_imm(p.literal as i64, ty.bits())
        } else {
            return Err(err(format!("{} does not fit in {ty}", p.literal)));
        };
        if let InstData::BinaryImm { imm: slot, .. } | InstData::IntCompareImm { imm: slot, .. } =
            &mut dfg.insts[p.inst]
        {
            *slot = imm;
        }
    }
    Ok(())
}
