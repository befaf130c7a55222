//! Lowering of inline `asm`: one [`MInst::InlineAsm`] whose operands are
//! the registers of the instruction's arguments and results.
//!
//! ```text
//!   v5, v6 = asm "…", "=r,+l,r,0,n" (v1, v2, v3, v4)
//!     ─> InlineAsm { $0: InOut(%r5 ← v3's reg), $1: InOut(%rd6 ← v1's reg),
//!                    $2: In(v2's reg), $3: TiedTo(0), $4: In(imm v4) }
//! ```
//!
//! Invariants: every input except an immediate (`n`) is in a register of
//! its class; every output gets a fresh register, defined early (it never
//! shares a register with an input, so the scope can copy a tied input
//! into it first); an input tied to output `k` makes `k` an `InOut`.

use super::LowerCtx;
use crate::abi::reg_kind;
use crate::ir::inline_asm::AsmPiece;
use crate::ir::{AsmClass, AsmConstraint, AsmRef, Value, ValueList};
use crate::vcode::regalloc::mov_type;
use crate::vcode::{AsmArg, AsmArgKind, AsmText, MInst, Src};

impl LowerCtx<'_> {
    /// Lowers the current instruction, an inline `asm` of `asm` on `args`.
    pub(super) fn lower_inline_asm(&mut self, asm: AsmRef, args: ValueList) {
        let func = self.func;
        let Some(data) = func.dfg.inline_asms.get(asm) else {
            self.error(format!("{asm} does not exist"));
            return;
        };
        let pieces: Vec<AsmText> = match data.pieces() {
            Ok(pieces) => pieces
                .into_iter()
                .map(|p| match p {
                    AsmPiece::Text(t) => AsmText::Text(t.into()),
                    AsmPiece::Operand(n, m) => AsmText::Operand(n, m),
                    AsmPiece::Uid => AsmText::Uid,
                })
                .collect(),
            Err(e) => {
                self.error(format!(
                    "the asm template at byte {}: {}",
                    e.offset, e.message
                ));
                return;
            }
        };
        let Some(inst) = self.cur_inst else {
            self.error("inline asm lowered outside an instruction".to_string());
            return;
        };
        let args: Vec<Value> = args.as_slice(&func.dfg.value_lists).to_vec();
        let results: Vec<Value> = func.dfg.inst_results(inst).to_vec();
        let described = data.operands();
        let mut operands: Vec<AsmArg> = Vec::with_capacity(described.len());
        for (n, o) in described.iter().enumerate() {
            // An output's initial value (`+X`, a tied input) is copied to a
            // register of its own, which the output takes over.
            let is_initial = o.tied_to.is_some() || o.result.is_some();
            let input = match o.arg.and_then(|k| args.get(k)) {
                Some(&v) if o.class == AsmClass::Imm => self.src(v),
                Some(&v) if is_initial => {
                    let kind = reg_kind(self.ty(v));
                    let src = Src::Reg(self.reg(v));
                    let dst = self.tmp(kind);
                    let ty = mov_type(kind);
                    self.emit(MInst::Mov { ty, dst, src });
                    Src::Reg(dst)
                }
                Some(&v) => Src::Reg(self.reg(v)),
                None => Src::Imm(0),
            };
            let kind = match (o.result.and_then(|k| results.get(k)), o.tied_to) {
                (Some(&r), _) => {
                    let out = self.tmp(reg_kind(self.ty(r)));
                    self.define(r, out);
                    let early = matches!(
                        data.constraints().get(n),
                        Some(AsmConstraint::Output {
                            early_clobber: true,
                            ..
                        })
                    );
                    if o.arg.is_some() {
                        AsmArgKind::InOut { out, init: input }
                    } else {
                        AsmArgKind::Out { out, early }
                    }
                }
                (None, Some(k)) => {
                    // The output starts with this input's value.
                    if let Some(AsmArg {
                        kind: AsmArgKind::Out { out, .. },
                        ..
                    }) = operands.get(k).copied()
                    {
                        operands[k].kind = AsmArgKind::InOut { out, init: input };
                    }
                    AsmArgKind::TiedTo(k)
                }
                (None, None) => AsmArgKind::In(input),
            };
            operands.push(AsmArg {
                class: o.class,
                kind,
            });
        }
        self.emit(MInst::InlineAsm {
            pieces: pieces.into(),
            operands: operands.into(),
            uid: inst.as_u32(),
        });
    }
}
