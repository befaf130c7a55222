//! Instruction lines: the opcode, its optional `.type` suffix and the
//! operands of its format, parsed into an `InstData`.
//!
//! Runs with the parser limited to one line, so no rule can read into the
//! next; result names were already consumed by the pre-scan.

use super::{entity_number, InstLine, Names, PResult, Parser, Pending, PendingImm, TokenKind};
use crate::ir::immediates::{canonical_imm, int_fits, parse_float_bits, Ieee32, Ieee64};
use crate::ir::{
    AtomicRmwOp, BlockCall, FenceScope, InstData, InstructionFormat, JumpTableData, Opcode, Space,
    SpecialReg, ValueList,
};
use crate::ir::{FloatCC, Function, IntCC, ParseError, Type, Value};

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
        let data = self.parse_operands(func, names, line, opcode, ctrl, pending)?;
        self.expect_line_end()?;
        let produced = match data {
            InstData::Call { func: fref, .. } => func
                .func_refs
                .get(fref)
                .map_or(0, |d| d.signature.returns.len()),
            _ => usize::from(has_result(opcode.format())),
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

    fn parse_operands(
        &mut self,
        func: &mut Function,
        names: &Names,
        line: &InstLine,
        opcode: Opcode,
        ctrl: Option<Type>,
        pending: &mut Pending,
    ) -> PResult<InstData> {
        let inst = line.inst;
        use InstructionFormat as F;
        Ok(match opcode.format() {
            F::UnaryImm => {
                let ty = ctrl.unwrap_or(Type::I32);
                let (v, line, col) = self.parse_int_literal()?;
                if !ty.is_int() || !int_fits(v, ty.bits()) {
                    return Err(ParseError {
                        line,
                        col,
                        message: format!("{v} does not fit in {ty}"),
                    });
                }
                InstData::UnaryImm {
                    opcode,
                    imm: canonical_imm(v as i64, ty.bits()),
                }
            }
            F::UnaryIeee32 | F::UnaryIeee64 => {
                let bits = if opcode.format() == F::UnaryIeee32 {
                    32
                } else {
                    64
                };
                let pos = self.pos;
                let Some(&t) = self.peek() else {
                    return Err(self.expected("a float literal"));
                };
                self.pos += 1;
                let raw = (matches!(t.kind, TokenKind::Number | TokenKind::Word))
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
                    })?;
                if bits == 32 {
                    InstData::UnaryIeee32 {
                        opcode,
                        imm: Ieee32(raw as u32),
                    }
                } else {
                    InstData::UnaryIeee64 {
                        opcode,
                        imm: Ieee64(raw),
                    }
                }
            }
            F::Unary => InstData::Unary {
                opcode,
                arg: self.value(names)?,
            },
            F::Binary => {
                let a = self.value(names)?;
                self.comma()?;
                InstData::Binary {
                    opcode,
                    args: [a, self.value(names)?],
                }
            }
            F::BinaryImm => {
                let arg = self.value(names)?;
                self.comma()?;
                let (literal, line, col) = self.parse_int_literal()?;
                pending.imms.push(PendingImm {
                    inst,
                    literal,
                    line,
                    col,
                });
                InstData::BinaryImm {
                    opcode,
                    arg,
                    imm: literal as i64,
                }
            }
            F::Ternary => {
                let a = self.value(names)?;
                self.comma()?;
                let b = self.value(names)?;
                self.comma()?;
                InstData::Ternary {
                    opcode,
                    args: [a, b, self.value(names)?],
                }
            }
            F::IntCompare | F::IntCompareImm => {
                let cond = self.word_in(
                    "an integer condition (eq ne slt sle sgt sge ult ule ugt uge)",
                    IntCC::from_name,
                )?;
                let a = self.value(names)?;
                self.comma()?;
                if opcode.format() == F::IntCompare {
                    InstData::IntCompare {
                        opcode,
                        cond,
                        args: [a, self.value(names)?],
                    }
                } else {
                    let (literal, line, col) = self.parse_int_literal()?;
                    pending.imms.push(PendingImm {
                        inst,
                        literal,
                        line,
                        col,
                    });
                    InstData::IntCompareImm {
                        opcode,
                        cond,
                        arg: a,
                        imm: literal as i64,
                    }
                }
            }
            F::FloatCompare => {
                let cond = self.word_in(
                    "a float condition (oeq one olt ole ogt oge ord ueq une ult ule ugt uge uno)",
                    FloatCC::from_name,
                )?;
                let a = self.value(names)?;
                self.comma()?;
                InstData::FloatCompare {
                    opcode,
                    cond,
                    args: [a, self.value(names)?],
                }
            }
            F::Sreg => {
                let reg = self.word_in("a special register like `tid.x`", SpecialReg::from_name)?;
                InstData::Sreg { opcode, reg }
            }
            F::Load => {
                let space = self.space()?;
                let arg = self.value(names)?;
                let offset = self.offset()?;
                let natural = ctrl.map_or(1, |t| t.bytes() as u8);
                let align = self.align()?.unwrap_or(natural);
                InstData::Load {
                    opcode,
                    space,
                    offset,
                    align,
                    arg,
                }
            }
            F::Store => {
                let space = self.space()?;
                let addr = self.value(names)?;
                let offset = self.offset()?;
                self.comma()?;
                let value = self.value(names)?;
                let align = match self.align()? {
                    Some(a) => a,
                    None => {
                        pending.natural_stores.push(inst);
                        0 // set in `finish_pending` once the value's type is known
                    }
                };
                InstData::Store {
                    opcode,
                    space,
                    offset,
                    align,
                    args: [addr, value],
                }
            }
            F::StackAddr => {
                let pos = self.pos;
                let slot = self.word_in("a stack slot like `ss0`", |w| entity_number(w, "ss"))?;
                let slot = *names.slots.get(&slot).ok_or_else(|| {
                    self.err_at(pos, format!("`ss{slot}` is not declared in this function"))
                })?;
                InstData::StackAddr {
                    opcode,
                    slot,
                    offset: self.offset()?,
                }
            }
            F::StackLifetime => {
                let pos = self.pos;
                let slot = self.word_in("a stack slot like `ss0`", |w| entity_number(w, "ss"))?;
                let slot = *names.slots.get(&slot).ok_or_else(|| {
                    self.err_at(pos, format!("`ss{slot}` is not declared in this function"))
                })?;
                InstData::StackLifetime { opcode, slot }
            }
            F::SharedAddr => {
                let pos = self.pos;
                let var =
                    self.word_in("a shared variable like `sh0`", |w| entity_number(w, "sh"))?;
                let var = *names.shared.get(&var).ok_or_else(|| {
                    self.err_at(pos, format!("`sh{var}` is not declared in this function"))
                })?;
                InstData::SharedAddr {
                    opcode,
                    var,
                    offset: self.offset()?,
                }
            }
            F::ConstAddr => {
                let pos = self.pos;
                let n = self.word_in("a constant declaration like `cd0`", |w| {
                    entity_number(w, "cd")
                })?;
                let data = *names.consts.get(&n).ok_or_else(|| {
                    self.err_at(pos, format!("`cd{n}` is not declared in this function"))
                })?;
                InstData::ConstAddr {
                    opcode,
                    data,
                    offset: self.offset()?,
                }
            }
            F::Cvta => {
                let space = self.space()?;
                InstData::Cvta {
                    opcode,
                    space,
                    arg: self.value(names)?,
                }
            }
            F::AtomicRmw => {
                let op = self.word_in(
                    "an atomic operation (add smin smax umin umax and or xor xchg)",
                    AtomicRmwOp::from_name,
                )?;
                let space = self.space()?;
                let addr = self.value(names)?;
                self.comma()?;
                InstData::AtomicRmw {
                    opcode,
                    op,
                    space,
                    args: [addr, self.value(names)?],
                }
            }
            F::AtomicCas => {
                let space = self.space()?;
                let addr = self.value(names)?;
                self.comma()?;
                let expected = self.value(names)?;
                self.comma()?;
                InstData::AtomicCas {
                    opcode,
                    space,
                    args: [addr, expected, self.value(names)?],
                }
            }
            F::Nullary => InstData::Nullary { opcode },
            F::Fence => {
                let scope = self.word_in("a fence scope (cta gpu sys)", FenceScope::from_name)?;
                InstData::Fence { opcode, scope }
            }
            F::Jump => InstData::Jump {
                opcode,
                dest: self.block_call(func, names)?,
            },
            F::Brif => {
                let arg = self.value(names)?;
                self.comma()?;
                let then = self.block_call(func, names)?;
                self.comma()?;
                InstData::Brif {
                    opcode,
                    arg,
                    blocks: [then, self.block_call(func, names)?],
                }
            }
            F::BrTable => {
                let arg = self.value(names)?;
                self.comma()?;
                let mut entries = vec![self.block_call(func, names)?];
                self.comma()?;
                self.expect(TokenKind::LBracket, "`[`")?;
                if !self.eat(TokenKind::RBracket) {
                    loop {
                        entries.push(self.block_call(func, names)?);
                        if self.eat(TokenKind::RBracket) {
                            break;
                        }
                        self.comma()?;
                    }
                }
                let table = func.dfg.make_jump_table(JumpTableData { entries });
                InstData::BrTable { opcode, arg, table }
            }
            F::MultiAry => InstData::MultiAry {
                opcode,
                args: self.value_list(func, names, None)?,
            },
            F::Call => {
                let pos = self.pos;
                let n = self.word_in("a function reference like `fn0`", |w| {
                    entity_number(w, "fn")
                })?;
                let fref = *names.funcs.get(&n).ok_or_else(|| {
                    self.err_at(pos, format!("`fn{n}` is not declared in this function"))
                })?;
                self.expect(TokenKind::LParen, "`(`")?;
                let args = self.value_list(func, names, Some(TokenKind::RParen))?;
                self.expect(TokenKind::RParen, "`)`")?;
                InstData::Call {
                    opcode,
                    func: fref,
                    args,
                }
            }
        })
    }
}

/// Does an instruction of this format define one value? (Calls define as
/// many as the callee returns.)
pub(super) fn has_result(format: InstructionFormat) -> bool {
    use InstructionFormat as F;
    !matches!(
        format,
        F::Store
            | F::StackLifetime
            | F::Nullary
            | F::Fence
            | F::Jump
            | F::Brif
            | F::BrTable
            | F::MultiAry
            | F::Call
    )
}
