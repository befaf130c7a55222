//! Lowering of calls and control flow: the `.param` calling sequence
//! (arguments, `call`, results; `i1` crosses as a 32-bit 0 or 1), jumps
//! (block arguments become copies on the edge), conditional branches, jump
//! tables and returns. Successors come from the block order (`order.rs`),
//! where critical edges and edges with arguments have their own blocks.

use super::LowerCtx;
use crate::abi::{packed_offsets, param_type, reg_kind};
use crate::ir::{FuncRef, Inst, Type, Value, ValueList};
use crate::vcode::{CmpOp, MInst, PtxType, RegKind, Src, VBlock};

impl LowerCtx<'_> {
    /// A call: arguments to `.param`s, `call`, results from the return parameter
    /// (several results packed into one, as `packed_offsets` lays them out).
    pub(super) fn lower_call(&mut self, fref: FuncRef, args: ValueList) {
        let Some(callee) = self.callees[fref] else {
            self.error(format!("{fref} names no function of the module"));
            return;
        };
        let inst = self.cur_inst.unwrap_or(Inst::from_u32(0));
        let values: Vec<Value> = args.as_slice(&self.func.dfg.value_lists).to_vec();
        let mut call_args = Vec::with_capacity(values.len());
        for v in values {
            let ty = self.ty(v);
            let mut r = self.reg(v);
            if ty == Type::I1 {
                r = self.pred_to_int(r, false, false);
            }
            call_args.push((Src::Reg(r), param_type(ty)));
        }
        let call = self.call_numbers[inst];
        let arg_types: Vec<PtxType> = call_args.iter().map(|&(_, t)| t).collect();
        for (index, (src, ty)) in call_args.into_iter().enumerate() {
            self.emit(MInst::StParam {
                call,
                index: index as u32,
                ty,
                src,
            });
        }
        let results: Vec<Value> = self.func.dfg.inst_results(inst).to_vec();
        let ret_types: Vec<PtxType> = results.iter().map(|&v| param_type(self.ty(v))).collect();
        self.emit(MInst::Call {
            call,
            callee,
            args: arg_types.into(),
            rets: ret_types.clone().into(),
        });
        let offsets = packed_offsets(&ret_types).map(|(o, _)| o);
        for (i, &res) in results.iter().enumerate() {
            let ty = self.ty(res);
            let offset = offsets.as_ref().map(|o| o[i]);
            let kind = if ty == Type::I1 {
                RegKind::B32
            } else {
                reg_kind(ty)
            };
            let dst = self.tmp(kind);
            self.emit(MInst::LdRetval {
                call,
                ty: ret_types[i],
                dst,
                offset,
            });
            let reg = if ty == Type::I1 {
                self.int_to_pred(Src::Reg(dst), PtxType::B32)
            } else {
                dst
            };
            self.define(res, reg);
        }
    }

    /// A jump; its block arguments are recorded for the edge copies.
    pub(super) fn lower_jump(&mut self) {
        let target = self
            .order
            .succs_of(self.cur_block)
            .first()
            .copied()
            .unwrap_or(VBlock(0));
        let inst = self.cur_inst.unwrap_or(Inst::from_u32(0));
        let call = self.func.dfg.branch_destinations(inst)[0];
        let args: Vec<Value> = self.func.dfg.block_call_args(&call).to_vec();
        self.jump_args = args.iter().map(|&v| self.branch_arg_reg(v)).collect();
        self.emit(MInst::Jump { target });
    }

    /// A two-way branch on predicate `c`.
    pub(super) fn lower_cond_br(&mut self, c: Value) {
        let cond = self.reg(c);
        let succs = self.order.succs_of(self.cur_block);
        let (taken, not_taken) = (succs[0], succs[1]);
        self.emit(MInst::CondBr {
            cond,
            taken,
            not_taken,
        });
    }

    /// A jump table: an unsigned range check to the default, then `brx.idx`.
    pub(super) fn lower_br_table(&mut self, idx: Value) {
        let succs = self.order.succs_of(self.cur_block).to_vec();
        if succs.len() == 1 {
            // Only the default: a jump (its arguments travel in an edge block).
            self.emit(MInst::Jump { target: succs[0] });
            return;
        }
        let n = (succs.len() - 1) as i64;
        let ty = self.ty(idx);
        let index = self.ext(idx, false);
        let (pty, kind) = if ty == Type::I64 {
            (PtxType::U64, RegKind::B64)
        } else {
            (PtxType::U32, RegKind::B32)
        };
        let index = self.in_reg(index, kind, pty);
        let out_of_range = self.tmp(RegKind::Pred);
        self.emit(MInst::Setp {
            cmp: CmpOp::Ge,
            ty: pty,
            dst: out_of_range,
            a: Src::Reg(index),
            b: Src::Imm(n),
        });
        let index32 = if ty == Type::I64 {
            self.cvt(
                PtxType::U32,
                PtxType::U64,
                None,
                RegKind::B32,
                Src::Reg(index),
            )
        } else {
            index
        };
        self.emit(MInst::BrTable {
            index: index32,
            out_of_range,
            default: succs[0],
            targets: succs[1..].into(),
        });
    }

    /// A return: results into the return parameter, then `ret`.
    pub(super) fn lower_return(&mut self, args: ValueList) {
        let values: Vec<Value> = args.as_slice(&self.func.dfg.value_lists).to_vec();
        let types: Vec<PtxType> = values.iter().map(|&v| param_type(self.ty(v))).collect();
        let offsets = packed_offsets(&types).map(|(o, _)| o);
        for (i, v) in values.into_iter().enumerate() {
            let mut r = self.reg(v);
            if self.ty(v) == Type::I1 {
                r = self.pred_to_int(r, false, false);
            }
            let offset = offsets.as_ref().map(|o| o[i]);
            self.emit(MInst::StRetval {
                ty: types[i],
                src: Src::Reg(r),
                offset,
            });
        }
        self.emit(MInst::Ret);
    }
}
