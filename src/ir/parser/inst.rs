//! Instruction lines: the opcode, its optional `.type` suffix and the
//! operands of its format, parsed into an `InstData`.
//!
//! The order of the operands comes from the format's syntax in the
//! instruction table: `parse_operands` is generated (`OUT_DIR/ir_parse.rs`)
//! and calls one `parse_*` function here per field kind.
//!
//! Runs with the parser limited to one line, so no rule can read into the
//! next; result names were already consumed by the pre-scan.

use super::{entity_number, InstLine, Names, PResult, Parser, Pending, PendingImm, TokenKind};
use crate::ir::immediates::{canonical_imm, int_fits, parse_float_bits, Ieee32, Ieee64};
use crate::ir::inline_asm::{escape, unescape};
use crate::ir::meta::ResultRule;
use crate::ir::rounding::RoundingMode;
use crate::ir::{
    AccessMode, AtomicOrder, AtomicOrdering, AtomicRmwOp, BlockCall, ConstRef, FenceScope, FuncRef,
    Inst, InstData, InstructionFormat, JumpTable, JumpTableData, Opcode, SharedVar, Space,
    SpecialReg, StackSlot, ValueList,
};
use crate::ir::{
    AsmRef, FastMathFlag, FastMathFlags, FloatCC, Function, InlineAsmData, IntCC, ParseError, Type,
    Value,
};

/// What parsing one instruction's operands needs besides the tokens.
pub(super) struct OperandCx<'a> {
    func: &'a mut Function,
    names: &'a Names,
    inst: Inst,
    /// The `.type` suffix.
    ctrl: Option<Type>,
    /// The lanes the instruction accesses (`Opcode::lanes`).
    lanes: u32,
    pending: &'a mut Pending,
}

include!(concat!(env!("OUT_DIR"), "/ir_parse.rs"));

impl Parser<'_, '_> {
    fn value(&mut self, names: &Names) -> PResult<Value> {
        let pos = self.pos;
        let t = self.expect_word("a value like `v1`")?;
        let n = entity_number(t.text, "v").ok_or_else(|| {
            self.err_at(
                pos,
                format!("expected a value like `v1`, found `{}`", t.text),
            )
        })?;
        names
            .values
            .get(&n)
            .copied()
            .ok_or_else(|| self.err_at(pos, format!("`v{n}` is not defined in this function")))
    }

    fn comma(&mut self) -> PResult<()> {
        self.expect(TokenKind::Comma, "`,`").map(|_| ())
    }

    fn word_in<T>(&mut self, what: &str, lookup: impl Fn(&str) -> Option<T>) -> PResult<T> {
        let pos = self.pos;
        let t = self.expect_word(what)?;
        lookup(t.text)
            .ok_or_else(|| self.err_at(pos, format!("expected {what}, found `{}`", t.text)))
    }

    fn space(&mut self) -> PResult<Space> {
        self.word_in(
            "a state space (global shared local const param generic)",
            Space::from_name,
        )
    }

    /// `+N` or `-N` after an address, or 0.
    fn offset(&mut self) -> PResult<i32> {
        let negative_number =
            self.is(TokenKind::Number) && self.peek().is_some_and(|t| t.text.starts_with('-'));
        if !self.eat(TokenKind::Plus) && !negative_number {
            return Ok(0);
        }
        let (v, ..) = self.parse_int_literal()?;
        i32::try_from(v)
            .map_err(|_| self.err_at(self.pos - 1, format!("offset {v} does not fit in i32")))
    }

    fn align(&mut self) -> PResult<Option<u8>> {
        if self.is_word("align") {
            self.pos += 1;
            let a = self.parse_u32("an alignment")?;
            return u8::try_from(a)
                .map(Some)
                .map_err(|_| self.err_at(self.pos - 1, format!("alignment {a} is too large")));
        }
        Ok(None)
    }

    fn block_call(&mut self, func: &mut Function, names: &Names) -> PResult<BlockCall> {
        let pos = self.pos;
        let t = self.expect_word("a block like `block1`")?;
        let n = entity_number(t.text, "block").ok_or_else(|| {
            self.err_at(
                pos,
                format!("expected a block like `block1`, found `{}`", t.text),
            )
        })?;
        let block = *names.blocks.get(&n).ok_or_else(|| {
            self.err_at(pos, format!("`block{n}` has no header in this function"))
        })?;
        let mut args = ValueList::new();
        if self.eat(TokenKind::LParen) && !self.eat(TokenKind::RParen) {
            loop {
                let v = self.value(names)?;
                args.push(v, &mut func.dfg.value_lists);
                if self.eat(TokenKind::RParen) {
                    break;
                }
                self.comma()?;
            }
        }
        Ok(BlockCall { block, args })
    }

    fn value_list(
        &mut self,
        func: &mut Function,
        names: &Names,
        close: Option<TokenKind>,
    ) -> PResult<ValueList> {
        let mut list = ValueList::new();
        let at_close = |p: &Self| match close {
            Some(k) => p.is(k),
            None => p.peek().is_none(),
        };
        if at_close(self) {
            return Ok(list);
        }
        loop {
            let v = self.value(names)?;
            list.push(v, &mut func.dfg.value_lists);
            if at_close(self) {
                return Ok(list);
            }
            self.comma()?;
        }
    }

    pub(super) fn parse_inst(
        &mut self,
        func: &mut Function,
        names: &Names,
        line: &InstLine,
        pending: &mut Pending,
    ) -> PResult<(InstData, Option<Type>)> {
        let op_pos = self.pos;
        let t = self.expect_word("an opcode")?;
        let (name, suffix) = match t.text.split_once('.') {
            Some((n, s)) => (n, Some(s)),
            None => (t.text, None),
        };
        let opcode = Opcode::from_name(name)
            .ok_or_else(|| self.err_at(op_pos, format!("unknown opcode `{name}`")))?;
        let ctrl = match suffix {
            Some(s) => {
                let ty = Type::from_name(s).ok_or_else(|| {
                    self.err_at(op_pos, format!("`{s}` in `{}` is not a type", t.text))
                })?;
                if !opcode.has_explicit_type() {
                    return Err(self.err_at(
                        op_pos,
                        format!("`{name}` takes its type from its operands; write `{name}` without `.{s}`"),
                    ));
                }
                Some(ty)
            }
            None if opcode.has_explicit_type() => {
                return Err(self.err_at(
                    op_pos,
                    format!("`{name}` needs a result type, e.g. `{name}.i32`"),
                ));
            }
            None => None,
        };
        func.dfg.fast_math[line.inst] = self.parse_fast_math(opcode)?;
        let mut cx = OperandCx {
            func,
            names,
            inst: line.inst,
            ctrl,
            lanes: opcode.lanes(),
            pending,
        };
        let data = self.parse_operands(&mut cx, opcode)?;
        self.expect_line_end()?;
        let produced = match (opcode.def().result, data) {
            (ResultRule::Call, InstData::Call { func: fref, .. }) => cx
                .func
                .func_refs
                .get(fref)
                .map_or(0, |d| d.signature.returns.len()),
            (ResultRule::Asm, InstData::InlineAsm { asm, .. }) => cx
                .func
                .dfg
                .inline_asms
                .get(asm)
                .map_or(0, |d| d.result_types().len()),
            (ResultRule::None | ResultRule::Call | ResultRule::Asm, _) => 0,
            (
                ResultRule::Same(_)
                | ResultRule::Fixed(_)
                | ResultRule::Ctrl(_)
                | ResultRule::CtrlAddr,
                _,
            ) => 1,
            (ResultRule::Lanes(n, _), _) => n as usize,
        };
        if produced != line.result_count {
            let msg = match (produced, line.result_count) {
                (0, _) => format!("`{name}` produces no value; remove the result name"),
                (n, 0) => {
                    format!("`{name}` produces {n} value(s); name them, e.g. `v1 = {name} ...`")
                }
                (n, k) => format!("`{name}` produces {n} value(s) but {k} names are given"),
            };
            return Err(self.err_at(op_pos, msg));
        }
        Ok((data, ctrl))
    }

    /// The fast-math flags after the opcode (`fadd contract v1, v2`): words
    /// that name a flag (value operands are `vN`), each allowed on `opcode`.
    fn parse_fast_math(&mut self, opcode: Opcode) -> PResult<FastMathFlags> {
        let mut flags = FastMathFlags::NONE;
        while let Some(t) = self.peek().filter(|t| t.kind == TokenKind::Word) {
            let Some(flag) = FastMathFlag::from_name(t.text) else {
                break;
            };
            if !flag.allowed_on(opcode) {
                return Err(self.err_at(self.pos, flag.misplaced(opcode)));
            }
            flags = flags.with(flag);
            self.pos += 1;
        }
        Ok(flags)
    }

    fn parse_comma(&mut self) -> PResult<()> {
        self.comma()
    }

    fn parse_value(&mut self, cx: &mut OperandCx<'_>) -> PResult<Value> {
        self.value(cx.names)
    }

    fn parse_value_list(&mut self, cx: &mut OperandCx<'_>) -> PResult<ValueList> {
        self.value_list(cx.func, cx.names, None)
    }

    fn parse_arg_list(&mut self, cx: &mut OperandCx<'_>) -> PResult<ValueList> {
        self.expect(TokenKind::LParen, "`(`")?;
        let args = self.value_list(cx.func, cx.names, Some(TokenKind::RParen))?;
        self.expect(TokenKind::RParen, "`)`")?;
        Ok(args)
    }

    fn parse_ctrl_imm(&mut self, cx: &mut OperandCx<'_>) -> PResult<i64> {
        let ty = cx.ctrl.unwrap_or(Type::I32);
        let (v, line, col) = self.parse_int_literal()?;
        if !ty.is_int() || !int_fits(v, ty.bits()) {
            return Err(ParseError {
                line,
                col,
                message: format!("{v} does not fit in {ty}"),
            });
        }
        Ok(canonical_imm(v as i64, ty.bits()))
    }

    /// An immediate whose range is checked once its operand's type is known.
    fn parse_imm(&mut self, cx: &mut OperandCx<'_>) -> PResult<i64> {
        let (literal, line, col) = self.parse_int_literal()?;
        cx.pending.imms.push(PendingImm {
            inst: cx.inst,
            literal,
            line,
            col,
        });
        Ok(literal as i64)
    }

    fn parse_float(&mut self, bits: u32) -> PResult<u64> {
        let pos = self.pos;
        let Some(&t) = self.peek() else {
            return Err(self.expected("a float literal"));
        };
        self.pos += 1;
        (matches!(t.kind, TokenKind::Number | TokenKind::Word))
            .then(|| parse_float_bits(t.text, bits))
            .flatten()
            .ok_or_else(|| {
                self.err_at(
                    pos,
                    format!(
                        "expected an f{bits} literal like `1.5`, `-inf` or `nan` (finite values must fit f{bits}), found {}",
                        t.describe()
                    ),
                )
            })
    }

    fn parse_ieee32(&mut self, _: &mut OperandCx<'_>) -> PResult<Ieee32> {
        self.parse_float(32).map(|raw| Ieee32(raw as u32))
    }

    fn parse_ieee64(&mut self, _: &mut OperandCx<'_>) -> PResult<Ieee64> {
        self.parse_float(64).map(Ieee64)
    }

    fn parse_int_cc(&mut self, _: &mut OperandCx<'_>) -> PResult<IntCC> {
        self.word_in(
            "an integer condition (eq ne slt sle sgt sge ult ule ugt uge)",
            IntCC::from_name,
        )
    }

    fn parse_float_cc(&mut self, _: &mut OperandCx<'_>) -> PResult<FloatCC> {
        self.word_in(
            "a float condition (oeq one olt ole ogt oge ord ueq une ult ule ugt uge uno)",
            FloatCC::from_name,
        )
    }

    fn parse_space(&mut self, _: &mut OperandCx<'_>) -> PResult<Space> {
        self.space()
    }

    fn parse_special_reg(&mut self, _: &mut OperandCx<'_>) -> PResult<SpecialReg> {
        self.word_in("a special register like `tid.x`", SpecialReg::from_name)
    }

    /// An entity reference like `ss0`, looked up in `table`.
    fn entity<E: Copy>(
        &mut self,
        prefix: &str,
        what: &str,
        table: &std::collections::HashMap<u32, E>,
    ) -> PResult<E> {
        let pos = self.pos;
        let n = self.word_in(&format!("{what} like `{prefix}0`"), |w| {
            entity_number(w, prefix)
        })?;
        table.get(&n).copied().ok_or_else(|| {
            self.err_at(
                pos,
                format!("`{prefix}{n}` is not declared in this function"),
            )
        })
    }

    fn parse_stack_slot(&mut self, cx: &mut OperandCx<'_>) -> PResult<StackSlot> {
        self.entity("ss", "a stack slot", &cx.names.slots)
    }

    fn parse_shared_var(&mut self, cx: &mut OperandCx<'_>) -> PResult<SharedVar> {
        self.entity("sh", "a shared variable", &cx.names.shared)
    }

    fn parse_const_ref(&mut self, cx: &mut OperandCx<'_>) -> PResult<ConstRef> {
        self.entity("cd", "a constant declaration", &cx.names.consts)
    }

    fn parse_func_ref(&mut self, cx: &mut OperandCx<'_>) -> PResult<FuncRef> {
        self.entity("fn", "a function reference", &cx.names.funcs)
    }

    fn parse_offset(&mut self, _: &mut OperandCx<'_>) -> PResult<i32> {
        self.offset()
    }

    /// An access's `nc` (non-coherent) or `volatile`, or a plain access.
    fn parse_access_mode(&mut self, _: &mut OperandCx<'_>) -> PResult<AccessMode> {
        for mode in [AccessMode::NonCoherent, AccessMode::Volatile] {
            if mode.keyword().is_some_and(|k| self.is_word(k)) {
                self.pos += 1;
                return Ok(mode);
            }
        }
        Ok(AccessMode::Coherent)
    }

    /// A load's `align N`, or the natural alignment of its `.type`.
    fn parse_load_align(&mut self, cx: &mut OperandCx<'_>) -> PResult<u8> {
        let natural = cx.ctrl.map_or(1, |t| (t.bytes() * cx.lanes) as u8);
        Ok(self.align()?.unwrap_or(natural))
    }

    /// A store's `align N`; without one, the natural alignment is set once
    /// the stored value's type is known (`finish_pending`).
    fn parse_store_align(&mut self, cx: &mut OperandCx<'_>) -> PResult<u8> {
        Ok(match self.align()? {
            Some(a) => a,
            None => {
                cx.pending.natural_stores.push(cx.inst);
                0
            }
        })
    }

    fn parse_atomic_rmw_op(&mut self, _: &mut OperandCx<'_>) -> PResult<AtomicRmwOp> {
        self.word_in(
            "an atomic operation (add smin smax umin umax and or xor xchg)",
            AtomicRmwOp::from_name,
        )
    }

    /// A rounding mode (`rz`, `rm`, `rp`, or `rn` written out), or `rn`
    /// when the next word is not one (value operands are `vN`).
    fn parse_rounding(&mut self, _: &mut OperandCx<'_>) -> PResult<RoundingMode> {
        let mode = self.peek().and_then(|t| match t.kind {
            TokenKind::Word => RoundingMode::from_name(t.text),
            _ => None,
        });
        if mode.is_some() {
            self.pos += 1;
        }
        Ok(mode.unwrap_or_default())
    }

    /// An atomic's `ORDERING SCOPE` (`acquire sys`), or relaxed at GPU
    /// scope when no ordering is written.
    fn parse_atomic_order(&mut self, _: &mut OperandCx<'_>) -> PResult<AtomicOrder> {
        let written = AtomicOrdering::ALL
            .into_iter()
            .find(|o| self.is_word(o.name()));
        let Some(ordering) = written else {
            return Ok(AtomicOrder::RELAXED_GPU);
        };
        self.pos += 1;
        let scope = self.word_in(
            "the scope of the atomic's ordering (cta gpu sys)",
            FenceScope::from_name,
        )?;
        Ok(AtomicOrder::new(ordering, scope))
    }

    fn parse_fence_scope(&mut self, _: &mut OperandCx<'_>) -> PResult<FenceScope> {
        self.word_in("a fence scope (cta gpu sys)", FenceScope::from_name)
    }

    fn parse_block_call(&mut self, cx: &mut OperandCx<'_>) -> PResult<BlockCall> {
        self.block_call(cx.func, cx.names)
    }

    /// `"TEMPLATE", "CONSTRAINTS"` (LLVM's escapes): checks the
    /// constraints; the template is checked by the verifier.
    fn parse_inline_asm(&mut self, cx: &mut OperandCx<'_>) -> PResult<AsmRef> {
        let mut strings = Vec::with_capacity(2);
        for what in ["the template string", "the constraint string"] {
            if !strings.is_empty() {
                self.comma()?;
            }
            let t = self.expect(TokenKind::String, what)?;
            let text = unescape(t.text).map_err(|e| ParseError {
                line: t.line,
                col: t.col + 1 + e.offset as u32,
                message: format!("{what}: {}", e.message),
            })?;
            strings.push((t, text));
        }
        let [(_, template), (t, constraints)] = <[_; 2]>::try_from(strings)
            .map_err(|_| self.expected("a template and a constraint string"))?;
        let data = InlineAsmData::new(&template, &constraints).map_err(|e| {
            // The error's offset is in the unescaped text; the column, in the escaped.
            let escaped = constraints.get(..e.offset).map_or(0, |p| escape(p).len());
            ParseError {
                line: t.line,
                col: t.col + 1 + escaped as u32,
                message: format!("constraint string: {}", e.message),
            }
        })?;
        Ok(cx.func.dfg.make_inline_asm(data))
    }

    /// `block1, [block2, block3]`: the default target and the table.
    fn parse_jump_table(&mut self, cx: &mut OperandCx<'_>) -> PResult<JumpTable> {
        let mut entries = vec![self.block_call(cx.func, cx.names)?];
        self.comma()?;
        self.expect(TokenKind::LBracket, "`[`")?;
        if !self.eat(TokenKind::RBracket) {
            loop {
                entries.push(self.block_call(cx.func, cx.names)?);
                if self.eat(TokenKind::RBracket) {
                    break;
                }
                self.comma()?;
            }
        }
        Ok(cx.func.dfg.make_jump_table(JumpTableData { entries }))
    }
}
