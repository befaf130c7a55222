//! Parser for the `.plir` text format (grammar in `docs/IR.md`).
//!
//! ```text
//!   text ──tokenize──> tokens ──per function──┐
//!     0. module level: `const_data %name = ...` / `global_data %name = ...`
//!        lines between functions
//!     1. header, signature, preamble (ss/sh/fn/cd declarations)
//!     2. pre-scan each body line: block headers create blocks and their
//!        typed parameters; `vA, vB =` creates the instruction and results
//!     3. parse each instruction's operands (forward references resolve)
//!     4. infer result types from operand types (a worklist, so a use may
//!        precede its definition in the text), then canonicalise immediates
//! ```
//!
//! The format is line-based: one block header or instruction per line.
//! A file may start with `test KIND` lines (filetest headers); they are
//! skipped.
//! Entities are numbered in order of definition, so `print(parse(text))` is
//! canonical. Every error is a [`ParseError`] with a line and column; the
//! parser never panics. Semantic checks (dominance, operand types) are the
//! verifier's; the parser checks only what it needs to build the IR.

mod infer;
mod inst;
mod lexer;

pub(crate) use lexer::{tokenize, Token, TokenKind};

use super::const_data::{parse_hex, ConstData, DataReloc, DataSpace};
use super::entities::{Block, ConstRef, FuncRef, Inst, SharedVar, StackSlot, Value};
use super::function::{AbiParam, Function, FunctionKind, Module, ParamKind, Signature, SourceLoc};
use super::immediates::parse_int;
use super::loop_hint::count_below_two;
use super::types::Type;
use crate::ir::{InstData, LoopHint, Opcode, Space};
use core::fmt;
use cranelift_entity::SecondaryMap;
use std::collections::HashMap;

/// A syntax error at a line and column (both 1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Line of the error (1-based).
    pub line: u32,
    /// Column of the error (1-based).
    pub col: u32,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

type PResult<T> = Result<T, ParseError>;

/// Parses a whole module.
pub fn parse_module(text: &str) -> PResult<Module> {
    let tokens = tokenize(text);
    let mut p = Parser::new(&tokens, text);
    let mut module = Module::new();
    p.skip_test_header();
    while !p.at_end() {
        if p.is_word("const_data") || p.is_word("global_data") {
            p.parse_const_data(&mut module)?;
            continue;
        }
        let func = p.parse_function()?;
        if module.function_by_name(&func.name).is_some() {
            return Err(ParseError {
                line: func.srcmap.function.0,
                col: 1,
                message: format!("function `%{}` is defined twice", func.name),
            });
        }
        module.push(func);
    }
    Ok(module)
}

/// Parses text that holds exactly one function.
pub fn parse_function(text: &str) -> PResult<Function> {
    let mut module = parse_module(text)?;
    let count = module.functions.len();
    let mut funcs = core::mem::take(&mut module.functions).into_iter();
    match (funcs.next(), count) {
        (Some((_, f)), 1) => Ok(f),
        _ => Err(ParseError {
            line: 1,
            col: 1,
            message: format!("expected exactly one function, found {count}"),
        }),
    }
}

/// The number after `prefix` in an entity name like `v12`.
pub(crate) fn entity_number(text: &str, prefix: &str) -> Option<u32> {
    let digits = text.strip_prefix(prefix)?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

struct Parser<'t, 'a> {
    tokens: &'t [Token<'a>],
    pos: usize,
    /// Tokens at or past `limit` are invisible: set to the end of the line
    /// being parsed, so no rule can run into the next line.
    limit: usize,
    /// Position reported for "unexpected end of input".
    end_line: u32,
}

/// Per-function name tables: text number -> entity.
#[derive(Default)]
struct Names {
    values: HashMap<u32, Value>,
    blocks: HashMap<u32, Block>,
    slots: HashMap<u32, StackSlot>,
    shared: HashMap<u32, SharedVar>,
    funcs: HashMap<u32, FuncRef>,
    consts: HashMap<u32, ConstRef>,
}

/// An instruction line found by the pre-scan.
struct InstLine {
    inst: Inst,
    block: Block,
    /// Token index of the opcode.
    opcode_pos: usize,
    /// Token index one past the line's last token.
    end: usize,
    result_count: usize,
}

/// An integer immediate whose range check waits for type inference.
struct PendingImm {
    inst: Inst,
    literal: i128,
    line: u32,
    col: u32,
}

/// Work that waits for operand types: immediates to range-check and stores
/// without `align`, whose natural alignment is their value's size.
#[derive(Default)]
struct Pending {
    imms: Vec<PendingImm>,
    natural_stores: Vec<Inst>,
}

impl<'t, 'a> Parser<'t, 'a> {
    fn new(tokens: &'t [Token<'a>], text: &str) -> Self {
        let end_line = text.lines().count().max(1) as u32;
        Parser {
            tokens,
            pos: 0,
            limit: tokens.len(),
            end_line,
        }
    }

    /// Skips the `test KIND` lines a filetest starts with.
    fn skip_test_header(&mut self) {
        while self.is_word("test") {
            let line = self.tokens[self.pos].line;
            while self.peek().is_some_and(|t| t.line == line) {
                self.pos += 1;
            }
        }
    }

    fn at_end(&self) -> bool {
        self.pos >= self.tokens.len()
    }

    fn peek(&self) -> Option<&Token<'a>> {
        self.tokens[..self.limit].get(self.pos)
    }

    /// Restricts parsing to tokens before `end` (the end of a line).
    fn set_line_end(&mut self, end: usize) {
        self.limit = end;
    }

    fn clear_line_end(&mut self) {
        self.limit = self.tokens.len();
    }

    fn err_at(&self, pos: usize, message: impl Into<String>) -> ParseError {
        if pos >= self.limit && self.limit > 0 && self.limit < self.tokens.len() {
            // At the end of a line: just after its last token.
            let last = self.tokens[self.limit - 1];
            return ParseError {
                line: last.line,
                col: last.col + last.text.len() as u32,
                message: message.into(),
            };
        }
        match self.tokens.get(pos) {
            Some(t) => ParseError {
                line: t.line,
                col: t.col,
                message: message.into(),
            },
            None => ParseError {
                line: self.end_line,
                col: 1,
                message: message.into(),
            },
        }
    }

    fn found(&self) -> String {
        match self.peek() {
            Some(t) => t.describe(),
            None if self.limit < self.tokens.len() => "end of line".to_string(),
            None => "end of input".to_string(),
        }
    }

    fn expected(&self, what: &str) -> ParseError {
        self.err_at(self.pos, format!("expected {what}, found {}", self.found()))
    }

    fn is(&self, kind: TokenKind) -> bool {
        self.peek().is_some_and(|t| t.kind == kind)
    }

    fn is_word(&self, word: &str) -> bool {
        self.peek()
            .is_some_and(|t| t.kind == TokenKind::Word && t.text == word)
    }

    fn eat(&mut self, kind: TokenKind) -> bool {
        if self.is(kind) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, kind: TokenKind, what: &str) -> PResult<Token<'a>> {
        match self.peek() {
            Some(t) if t.kind == kind => {
                let t = *t;
                self.pos += 1;
                Ok(t)
            }
            _ => Err(self.expected(what)),
        }
    }

    fn expect_word(&mut self, what: &str) -> PResult<Token<'a>> {
        self.expect(TokenKind::Word, what)
    }

    fn expect_keyword(&mut self, word: &str) -> PResult<()> {
        if self.is_word(word) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.expected(&format!("`{word}`")))
        }
    }

    fn parse_type(&mut self) -> PResult<Type> {
        let t = self.expect_word("a type (i1 i8 i16 i32 i64 f32 f64)")?;
        Type::from_name(t.text).ok_or_else(|| {
            self.err_at(
                self.pos - 1,
                format!(
                    "expected a type (i1 i8 i16 i32 i64 f32 f64), found `{}`",
                    t.text
                ),
            )
        })
    }

    fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        let t = self.expect(TokenKind::Number, what)?;
        parse_int(t.text)
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| {
                self.err_at(self.pos - 1, format!("expected {what}, found `{}`", t.text))
            })
    }

    /// A CTA shape `X[, Y[, Z]]`; missing dimensions are 1, as in PTX.
    fn parse_cta_shape(&mut self) -> PResult<[u32; 3]> {
        let mut dims = [1; 3];
        for (i, dim) in dims.iter_mut().enumerate() {
            if i > 0 && !self.eat(TokenKind::Comma) {
                break;
            }
            *dim = self.parse_u32("a number of threads")?;
        }
        Ok(dims)
    }

    fn parse_int_literal(&mut self) -> PResult<(i128, u32, u32)> {
        let t = self.expect(TokenKind::Number, "an integer")?;
        let v = parse_int(t.text).ok_or_else(|| {
            self.err_at(
                self.pos - 1,
                format!("`{}` is not an integer that fits in 64 bits", t.text),
            )
        })?;
        Ok((v, t.line, t.col))
    }

    // ---- signatures and headers --------------------------------------------

    fn parse_param(&mut self) -> PResult<AbiParam> {
        let ty = self.parse_type()?;
        let kind = if self.is_word("byval") {
            self.pos += 1;
            let size = self.parse_u32("a byval size in bytes")?;
            self.expect_keyword("align")?;
            let align = self.parse_u32("an alignment")?;
            ParamKind::ByVal { size, align }
        } else if self.is_word("param") {
            return Err(self.err_at(
                self.pos,
                "a param-space parameter is written `i64 byval SIZE align A`",
            ));
        } else if let Some(space) = self
            .peek()
            .filter(|t| t.kind == TokenKind::Word)
            .and_then(|t| Space::from_name(t.text))
        {
            self.pos += 1;
            ParamKind::Pointer(space)
        } else {
            ParamKind::Value
        };
        let noalias_readonly = self.is_word("noalias");
        if noalias_readonly {
            self.pos += 1;
            self.expect_keyword("readonly")?;
        }
        Ok(AbiParam {
            ty,
            kind,
            noalias_readonly,
        })
    }

    fn parse_signature(&mut self) -> PResult<Signature> {
        self.expect(TokenKind::LParen, "`(`")?;
        let mut sig = Signature::default();
        if !self.eat(TokenKind::RParen) {
            loop {
                sig.params.push(self.parse_param()?);
                if self.eat(TokenKind::RParen) {
                    break;
                }
                self.expect(TokenKind::Comma, "`,` or `)`")?;
            }
        }
        if self.eat(TokenKind::Arrow) {
            loop {
                sig.returns.push(self.parse_type()?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        Ok(sig)
    }

    fn parse_function(&mut self) -> PResult<Function> {
        let kw = self.expect_word("`kernel` or `function`")?;
        let kind = match kw.text {
            "kernel" => FunctionKind::Kernel,
            "function" => FunctionKind::Device,
            _ => {
                return Err(self.err_at(
                    self.pos - 1,
                    format!("expected `kernel` or `function`, found `{}`", kw.text),
                ))
            }
        };
        let name = self.expect(TokenKind::FuncName, "a function name like `%saxpy`")?;
        let signature = self.parse_signature()?;
        let mut func = Function::new(name.text, kind, signature);
        func.srcmap.function = SourceLoc(kw.line);
        self.expect(TokenKind::LBrace, "`{`")?;
        let mut names = Names::default();
        self.parse_preamble(&mut func, &mut names)?;
        let body_start = self.pos;
        let body_end = self.tokens[body_start..]
            .iter()
            .position(|t| t.kind == TokenKind::RBrace || t.kind == TokenKind::LBrace)
            .map(|i| body_start + i);
        let body_end = match body_end {
            Some(i) if self.tokens[i].kind == TokenKind::RBrace => i,
            Some(i) => return Err(self.err_at(i, "expected `}` to close the function, found `{`")),
            None => {
                return Err(self.err_at(self.tokens.len(), "expected `}` to close the function"))
            }
        };
        let lines = self.prescan_body(&mut func, &mut names, body_start, body_end)?;
        let mut ctrl: SecondaryMap<Inst, Option<Type>> = SecondaryMap::new();
        let mut pending = Pending::default();
        for line in &lines {
            self.pos = line.opcode_pos;
            self.set_line_end(line.end);
            let (data, ty) = self.parse_inst(&mut func, &names, line, &mut pending)?;
            self.clear_line_end();
            func.dfg.insts[line.inst] = data;
            ctrl[line.inst] = ty;
            func.layout.append_inst(line.inst, line.block);
            func.srcmap.insts[line.inst] = SourceLoc(self.tokens[line.opcode_pos].line);
        }
        self.infer_types(&mut func, &lines, &ctrl)?;
        infer::finish_pending(&mut func, &pending)?;
        self.pos = body_end + 1;
        Ok(func)
    }

    fn parse_preamble(&mut self, func: &mut Function, names: &mut Names) -> PResult<()> {
        loop {
            let Some(t) = self.peek().copied() else {
                return Ok(());
            };
            let next_is_eq = self
                .tokens
                .get(self.pos + 1)
                .is_some_and(|n| n.kind == TokenKind::Equal);
            if t.kind != TokenKind::Word || !next_is_eq {
                return Ok(());
            }
            let decl_pos = self.pos;
            let duplicate = if let Some(n) = entity_number(t.text, "ss") {
                self.pos += 2;
                self.expect_keyword("explicit_slot")?;
                let (size, align) = self.parse_size_align()?;
                let slot = func.create_stack_slot(size, align);
                func.srcmap.stack_slots[slot] = SourceLoc(t.line);
                names.slots.insert(n, slot).is_some()
            } else if let Some(n) = entity_number(t.text, "sh") {
                self.pos += 2;
                self.expect_keyword("shared_slot")?;
                let var = if self.is_word("extern") {
                    self.pos += 1;
                    if self.is(TokenKind::Number) {
                        return Err(self.err_at(
                            self.pos,
                            "a dynamic shared slot (`shared_slot extern`) has no size: the launch gives it one (`shared=` on a `; launch:` line); write `shared_slot extern, align N`",
                        ));
                    }
                    let align = self.parse_align()?;
                    func.create_dynamic_shared_var(align)
                } else {
                    let (size, align) = self.parse_size_align()?;
                    func.create_shared_var(size, align)
                };
                func.srcmap.shared_vars[var] = SourceLoc(t.line);
                names.shared.insert(n, var).is_some()
            } else if t.text == "warn_stack_size" {
                self.pos += 2;
                let n = self.parse_u32("a frame size in bytes")?;
                func.warn_stack_size.replace(n).is_some()
            } else if matches!(t.text, "reqntid" | "maxntid") {
                self.pos += 2;
                let dims = self.parse_cta_shape()?;
                let bounds = &mut func.launch_bounds;
                let bound = if t.text == "reqntid" {
                    &mut bounds.reqntid
                } else {
                    &mut bounds.maxntid
                };
                bound.replace(dims).is_some()
            } else if matches!(t.text, "minnctapersm" | "maxnreg") {
                self.pos += 2;
                let bounds = &mut func.launch_bounds;
                let (bound, what) = if t.text == "maxnreg" {
                    (&mut bounds.maxnreg, "a register count")
                } else {
                    (&mut bounds.minnctapersm, "a number of CTAs")
                };
                let n = self.parse_u32(what)?;
                bound.replace(n).is_some()
            } else if let Some(n) = entity_number(t.text, "fn") {
                self.pos += 2;
                let callee = self.expect(TokenKind::FuncName, "a function name like `%helper`")?;
                let sig = self.parse_signature()?;
                let fref = func.import_function(callee.text, sig);
                func.srcmap.func_refs[fref] = SourceLoc(t.line);
                names.funcs.insert(n, fref).is_some()
            } else if let Some(n) = entity_number(t.text, "cd") {
                self.pos += 2;
                let space = if self.is_word("global_data") {
                    self.pos += 1;
                    DataSpace::Global
                } else {
                    self.expect_keyword("const_data")?;
                    DataSpace::Const
                };
                let name = self.expect(TokenKind::FuncName, "an object name like `%table`")?;
                let cref = func.declare_data(name.text, space);
                func.srcmap.const_refs[cref] = SourceLoc(t.line);
                names.consts.insert(n, cref).is_some()
            } else {
                return Ok(());
            };
            if duplicate {
                return Err(self.err_at(decl_pos, format!("`{}` is declared twice", t.text)));
            }
        }
    }

    /// `const_data %NAME = SIZE, align A, init "HEX", addr OFF = ...`
    /// (align, init and addresses optional, in this order), on one line;
    /// `global_data` likewise.
    fn parse_const_data(&mut self, module: &mut Module) -> PResult<()> {
        let kw = self.tokens[self.pos];
        let space = if kw.text == "global_data" {
            DataSpace::Global
        } else {
            DataSpace::Const
        };
        let line_end = self.tokens[self.pos..]
            .iter()
            .position(|t| t.line != kw.line)
            .map_or(self.tokens.len(), |i| self.pos + i);
        self.set_line_end(line_end);
        self.pos += 1;
        let name = self.expect(TokenKind::FuncName, "an object name like `%table`")?;
        self.expect(TokenKind::Equal, "`=`")?;
        let size = self.parse_u32("a size in bytes")?;
        let mut align = 1;
        let mut init = Vec::new();
        let mut more = self.eat(TokenKind::Comma);
        if more && self.is_word("align") {
            self.pos += 1;
            align = self.parse_u32("an alignment")?;
            more = self.eat(TokenKind::Comma);
        }
        if more && self.is_word("init") {
            self.pos += 1;
            let t = self.expect(TokenKind::String, "a hex string like \"0a0b\"")?;
            init = parse_hex(t.text).map_err(|(i, msg)| ParseError {
                line: t.line,
                col: t.col + 1 + i as u32,
                message: msg,
            })?;
            if init.len() > size as usize {
                return Err(self.err_at(
                    self.pos - 1,
                    format!(
                        "the initialiser has {} bytes but the object only {size}",
                        init.len()
                    ),
                ));
            }
            more = self.eat(TokenKind::Comma);
        }
        let mut relocs = Vec::new();
        while more {
            relocs.push(self.parse_reloc()?);
            more = self.eat(TokenKind::Comma);
        }
        self.expect_line_end()?;
        self.clear_line_end();
        if module.const_data_by_name(name.text).is_some() {
            return Err(ParseError {
                line: kw.line,
                col: name.col,
                message: format!(
                    "{} `%{}` is defined twice",
                    match space {
                        DataSpace::Const => "constant",
                        DataSpace::Global => "global variable",
                    },
                    name.text
                ),
            });
        }
        let id = module.push_const_data(ConstData {
            name: name.text.to_string(),
            space,
            align,
            size,
            init,
            relocs,
        });
        module.const_lines[id] = SourceLoc(kw.line);
        Ok(())
    }

    /// `addr OFFSET = [generic] %NAME[+ADDEND]`: an address stored in a
    /// module object's bytes.
    fn parse_reloc(&mut self) -> PResult<DataReloc> {
        if !self.is_word("addr") {
            return Err(self.expected("`align`, `init` or `addr OFFSET = %object`, in this order"));
        }
        self.pos += 1;
        let offset = self.parse_u32("the byte offset of the address")?;
        self.expect(TokenKind::Equal, "`=`")?;
        let generic = self.is_word("generic");
        if generic {
            self.pos += 1;
        }
        let target = self.expect(TokenKind::FuncName, "an object name like `%table`")?;
        let addend = if self.eat(TokenKind::Plus) {
            self.parse_u32("a byte offset into the object")?
        } else {
            0
        };
        Ok(DataReloc {
            offset,
            target: target.text.to_string(),
            addend,
            generic,
        })
    }

    fn parse_size_align(&mut self) -> PResult<(u32, u32)> {
        let size = self.parse_u32("a size in bytes")?;
        Ok((size, self.parse_align()?))
    }

    /// An optional `, align N` (default 1).
    fn parse_align(&mut self) -> PResult<u32> {
        if self.eat(TokenKind::Comma) {
            self.expect_keyword("align")?;
            self.parse_u32("an alignment")
        } else {
            Ok(1)
        }
    }

    // ---- pre-scan ----------------------------------------------------------

    /// Creates blocks, block parameters, instructions and result values for
    /// the body tokens `start..end`, so operands may refer forward.
    fn prescan_body(
        &mut self,
        func: &mut Function,
        names: &mut Names,
        start: usize,
        end: usize,
    ) -> PResult<Vec<InstLine>> {
        let mut lines = Vec::new();
        let mut current: Option<Block> = None;
        let mut i = start;
        while i < end {
            let line_no = self.tokens[i].line;
            let line_end = (i..end)
                .find(|&j| self.tokens[j].line != line_no)
                .unwrap_or(end);
            let first = self.tokens[i];
            let is_header = first.kind == TokenKind::Word
                && entity_number(first.text, "block").is_some()
                && self.tokens.get(i + 1).is_some_and(|t| {
                    t.line == line_no
                        && (matches!(t.kind, TokenKind::Colon | TokenKind::LParen)
                            || matches!(t.text, "nounroll" | "unroll"))
                });
            if is_header {
                self.pos = i;
                self.set_line_end(line_end);
                let block = self.parse_block_header(func, names)?;
                self.clear_line_end();
                func.layout.append_block(block);
                current = Some(block);
            } else {
                let Some(block) = current else {
                    return Err(self.err_at(
                        i,
                        "expected a block header like `block0:` before the first instruction",
                    ));
                };
                self.pos = i;
                self.set_line_end(line_end);
                let results = self.scan_results()?;
                self.clear_line_end();
                let inst = func.dfg.make_inst(InstData::Nullary {
                    opcode: Opcode::Trap,
                });
                func.dfg
                    .make_inst_results(inst, &vec![Type::I32; results.len()]);
                for (k, &(n, pos)) in results.iter().enumerate() {
                    let v = func.dfg.inst_results(inst)[k];
                    if names.values.insert(n, v).is_some() {
                        return Err(self.err_at(pos, format!("`v{n}` is defined twice")));
                    }
                }
                lines.push(InstLine {
                    inst,
                    block,
                    opcode_pos: self.pos,
                    end: line_end,
                    result_count: results.len(),
                });
            }
            i = line_end;
        }
        Ok(lines)
    }

    fn parse_block_header(&mut self, func: &mut Function, names: &mut Names) -> PResult<Block> {
        let t = self.tokens[self.pos];
        let n = entity_number(t.text, "block").unwrap_or(0);
        let block = func.dfg.make_block();
        if names.blocks.insert(n, block).is_some() {
            return Err(self.err_at(self.pos, format!("`{}` is defined twice", t.text)));
        }
        func.srcmap.blocks[block] = SourceLoc(t.line);
        self.pos += 1;
        if self.eat(TokenKind::LParen) && !self.eat(TokenKind::RParen) {
            loop {
                let vpos = self.pos;
                let v = self.expect_word("a parameter like `v0: i32`")?;
                let vn = entity_number(v.text, "v").ok_or_else(|| {
                    self.err_at(
                        vpos,
                        format!("expected a value name like `v0`, found `{}`", v.text),
                    )
                })?;
                self.expect(TokenKind::Colon, "`:` and a type")?;
                let ty = self.parse_type()?;
                let value = func.dfg.append_block_param(block, ty);
                if names.values.insert(vn, value).is_some() {
                    return Err(self.err_at(vpos, format!("`v{vn}` is defined twice")));
                }
                if self.eat(TokenKind::RParen) {
                    break;
                }
                self.expect(TokenKind::Comma, "`,` or `)`")?;
            }
        }
        if let Some(hint) = self.parse_loop_hint()? {
            func.dfg.set_loop_hint(block, Some(hint));
        }
        self.expect(TokenKind::Colon, "`:` after the block header")?;
        self.expect_line_end()?;
        Ok(block)
    }

    /// Reads a block's loop hint (`nounroll`, `unroll N` with N ≥ 2,
    /// `unroll full`), if present.
    fn parse_loop_hint(&mut self) -> PResult<Option<LoopHint>> {
        match self.peek().map(|t| t.text) {
            Some("nounroll") => {
                self.pos += 1;
                return Ok(Some(LoopHint::NoUnroll));
            }
            Some("unroll") => self.pos += 1,
            _ => return Ok(None),
        }
        if self.peek().is_some_and(|t| t.text == "full") {
            self.pos += 1;
            return Ok(Some(LoopHint::Full));
        }
        let pos = self.pos;
        let n = self.parse_u32("an unroll count or `full`")?;
        if n < 2 {
            return Err(self.err_at(pos, count_below_two(n)));
        }
        Ok(Some(LoopHint::Count(n)))
    }

    /// Reads `vA, vB =` at the start of an instruction line, if present.
    fn scan_results(&mut self) -> PResult<Vec<(u32, usize)>> {
        let has_eq = self.tokens[self.pos..self.limit]
            .iter()
            .any(|t| t.kind == TokenKind::Equal);
        let mut results = Vec::new();
        if !has_eq {
            return Ok(results);
        }
        loop {
            let pos = self.pos;
            let t = self.expect_word("a result name like `v1`")?;
            let n = entity_number(t.text, "v").ok_or_else(|| {
                self.err_at(
                    pos,
                    format!("expected a result name like `v1`, found `{}`", t.text),
                )
            })?;
            results.push((n, pos));
            if self.eat(TokenKind::Equal) {
                return Ok(results);
            }
            self.expect(TokenKind::Comma, "`,` or `=`")?;
        }
    }

    fn expect_line_end(&self) -> PResult<()> {
        if self.peek().is_some() {
            Err(self.err_at(
                self.pos,
                format!("unexpected {} at the end of the line", self.found()),
            ))
        } else {
            Ok(())
        }
    }
}
