//! Parsing of function bodies: register and variable declarations, scopes,
//! labels, `.branchtargets`, and instructions with their operands.
//!
//! Invariant: names are classified as they are parsed (special register,
//! register, or symbol) using the registers declared so far in the function.

use super::lexer::{parse_int_literal, parse_number, Number, Tok};
use super::{
    AddrBase, Guard, Instruction, Linkage, Operand, PResult, Parser, PtxParseError, RegName,
    ScalarType, Statement,
};
use crate::ptx::isa::{space_from_name, Component, SpecialScalar, SpecialVector};

impl Parser {
    /// A function body after its `{`, up to and including the closing `}`.
    pub(super) fn body(&mut self) -> PResult<Vec<Statement>> {
        self.statements(false)
    }

    /// Statements up to the `}` that closes the body (consumed), or, for a
    /// bare `snippet` (inline assembly), up to the end of the input, where
    /// every `{` must be closed.
    pub(super) fn statements(&mut self, snippet: bool) -> PResult<Vec<Statement>> {
        let mut out = Vec::new();
        let mut depth = 0u32;
        let mut open_scopes = Vec::new();
        loop {
            let (line, col) = self.here();
            match self.peek().clone() {
                Tok::Eof if snippet && depth == 0 => return Ok(out),
                Tok::Eof if snippet => {
                    let (line, col) = open_scopes.last().copied().unwrap_or((line, col));
                    return Err(PtxParseError {
                        line,
                        col,
                        message: "this `{` is never closed".into(),
                    });
                }
                Tok::Eof => return self.err("unterminated function body"),
                Tok::Punct('{') => {
                    self.pos += 1;
                    depth += 1;
                    open_scopes.push((line, col));
                    out.push(Statement::OpenScope { line });
                }
                Tok::Punct('}') => {
                    if depth == 0 {
                        if snippet {
                            return self.err("`}` without a matching `{`");
                        }
                        self.pos += 1;
                        return Ok(out);
                    }
                    self.pos += 1;
                    depth -= 1;
                    open_scopes.pop();
                    out.push(Statement::CloseScope { line });
                }
                Tok::Dot(d) => match d.as_str() {
                    "reg" => {
                        self.pos += 1;
                        out.push(self.reg_decl(line)?);
                    }
                    "loc" | "file" => self.skip_line(),
                    "pragma" => self.skip_statement()?,
                    other => match space_from_name(other) {
                        Some(space) => {
                            self.pos += 1;
                            let vars = self.variables(space, Linkage::Internal, line, col)?;
                            out.extend(vars.into_iter().map(Statement::Var));
                        }
                        None => return self.err(format!("unknown directive `.{other}` in a body")),
                    },
                },
                Tok::Ident(name) if *self.peek_at(1) == Tok::Punct(':') => {
                    self.pos += 2;
                    match self.peek().clone() {
                        Tok::Dot(d) if d == "branchtargets" => {
                            self.pos += 1;
                            let mut targets = vec![self.ident("a label")?];
                            while self.eat_punct(',') {
                                targets.push(self.ident("a label")?);
                            }
                            self.expect_punct(';')?;
                            out.push(Statement::BranchTargets {
                                name,
                                targets,
                                line,
                            });
                        }
                        Tok::Dot(d) if d == "callprototype" || d == "calltargets" => {
                            self.skip_statement()?;
                        }
                        _ => out.push(Statement::Label { name, line, col }),
                    }
                }
                Tok::Ident(_) | Tok::Punct('@') => out.push(Statement::Inst(self.instruction()?)),
                _ => return self.err(format!("expected a statement, found {}", self.describe())),
            }
        }
    }

    fn reg_decl(&mut self, line: u32) -> PResult<Statement> {
        let (mut ty, mut vector) = (None, None);
        while let Tok::Dot(d) = self.peek().clone() {
            self.pos += 1;
            match d.as_str() {
                "v2" => vector = Some(2),
                "v4" => vector = Some(4),
                _ => match ScalarType::from_name(&d) {
                    Some(t) => ty = Some(t),
                    None => {
                        self.pos -= 1;
                        return self.err(format!("unexpected `.{d}` in a register declaration"));
                    }
                },
            }
        }
        let Some(ty) = ty else {
            return self.err("the register declaration has no type");
        };
        let mut names = Vec::new();
        loop {
            let name = self.ident("a register name")?;
            let count = if self.eat_punct('<') {
                let n = self.u32_value("a register count")?;
                self.expect_punct('>')?;
                Some(n)
            } else {
                None
            };
            self.regs.insert(name.clone());
            names.push(RegName { name, count });
            if !self.eat_punct(',') {
                break;
            }
        }
        self.expect_punct(';')?;
        Ok(Statement::Reg {
            ty,
            vector,
            names,
            line,
        })
    }

    fn instruction(&mut self) -> PResult<Instruction> {
        let (line, col) = self.here();
        let guard = if self.eat_punct('@') {
            let negated = self.eat_punct('!');
            Some(Guard {
                reg: self.ident("a predicate register")?,
                negated,
            })
        } else {
            None
        };
        let op_pos = self.here();
        let opcode = self.ident("an opcode")?;
        if !super::is_known_opcode(&opcode) {
            return Err(PtxParseError {
                line: op_pos.0,
                col: op_pos.1,
                message: format!("unknown instruction `{opcode}`"),
            });
        }
        let mut modifiers = Vec::new();
        while let Tok::Dot(d) = self.peek().clone() {
            self.pos += 1;
            modifiers.push(d);
        }
        let mut operands = Vec::new();
        if !self.eat_punct(';') {
            loop {
                operands.push(self.operand(0)?);
                if self.eat_punct(';') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        Ok(Instruction {
            guard,
            opcode,
            modifiers,
            operands,
            line,
            col,
        })
    }

    /// Was `name` declared with `.reg` (also as `name<N>` for `nameK`)?
    fn is_reg(&self, name: &str) -> bool {
        self.regs.contains(name)
            || self
                .regs
                .contains(name.trim_end_matches(|c: char| c.is_ascii_digit()))
    }

    fn name_operand(&self, name: String) -> Operand {
        if SpecialScalar::from_name(&name).is_some() && !self.is_reg(&name) {
            Operand::Special(name)
        } else if name.starts_with('%') || self.is_reg(&name) {
            Operand::Reg(name)
        } else {
            Operand::Symbol(name)
        }
    }

    fn operand(&mut self, depth: u32) -> PResult<Operand> {
        if depth > 8 {
            return self.err("operand nested too deeply");
        }
        match self.next() {
            Tok::Punct('!') => Ok(Operand::NotReg(self.ident("a predicate register")?)),
            Tok::Punct('-') => match self.next() {
                Tok::Num(s) => self.number(&s, true),
                _ => {
                    self.pos -= 1;
                    self.err(format!(
                        "expected a number after `-`, found {}",
                        self.describe()
                    ))
                }
            },
            Tok::Num(s) => self.number(&s, false),
            Tok::Ident(name) => {
                if let Tok::Dot(c) = self.peek().clone() {
                    let is_special = SpecialVector::from_name(&name).is_some();
                    if is_special && Component::from_name(&c).is_some() {
                        self.pos += 1;
                        return Ok(Operand::Special(format!("{name}.{c}")));
                    }
                }
                if self.eat_punct('|') {
                    let other = self.ident("a predicate register")?;
                    return Ok(Operand::PredPair(name, other));
                }
                Ok(self.name_operand(name))
            }
            Tok::Punct('[') => self.address(),
            Tok::Punct(open @ ('{' | '(')) => {
                let close = if open == '{' { '}' } else { ')' };
                let mut items = Vec::new();
                if !self.eat_punct(close) {
                    loop {
                        items.push(self.operand(depth + 1)?);
                        if self.eat_punct(close) {
                            break;
                        }
                        self.expect_punct(',')?;
                    }
                }
                Ok(if open == '{' {
                    Operand::Vector(items)
                } else {
                    Operand::List(items)
                })
            }
            _ => {
                self.pos -= 1;
                self.err(format!("expected an operand, found {}", self.describe()))
            }
        }
    }

    fn number(&mut self, s: &str, neg: bool) -> PResult<Operand> {
        match parse_number(s) {
            Some(Number::Int(v)) => Ok(Operand::Int(if neg { v.wrapping_neg() } else { v })),
            Some(Number::F32(b)) => Ok(Operand::F32(if neg { b ^ 0x8000_0000 } else { b })),
            Some(Number::F64(b)) => Ok(Operand::F64(if neg { b ^ (1 << 63) } else { b })),
            None => {
                self.pos -= 1;
                self.err(format!("bad number `{s}`"))
            }
        }
    }

    /// After `[`: `reg`, `sym`, `imm`, each with an optional `+imm`, `+-imm` or `-imm`.
    fn address(&mut self) -> PResult<Operand> {
        let base = match self.next() {
            Tok::Ident(name) => match self.name_operand(name) {
                Operand::Reg(r) => AddrBase::Reg(r),
                Operand::Symbol(s) => AddrBase::Symbol(s),
                _ => {
                    self.pos -= 1;
                    return self.err("a special register cannot be an address");
                }
            },
            Tok::Num(s) => {
                let Some(v) = parse_int_literal(&s) else {
                    self.pos -= 1;
                    return self.err(format!("bad address `{s}`"));
                };
                self.expect_punct(']')?;
                return Ok(Operand::Address {
                    base: AddrBase::None,
                    offset: v as i64,
                });
            }
            _ => {
                self.pos -= 1;
                return self.err(format!("expected an address, found {}", self.describe()));
            }
        };
        let mut offset = 0i64;
        if !self.is_punct(']') {
            let mut neg = if self.eat_punct('+') {
                false
            } else if self.eat_punct('-') {
                true
            } else {
                return self.err(format!(
                    "expected `+`, `-` or `]`, found {}",
                    self.describe()
                ));
            };
            if self.eat_punct('-') {
                neg = !neg;
            }
            let v = self.uint("an offset")?;
            offset = if neg {
                (v as i64).wrapping_neg()
            } else {
                v as i64
            };
        }
        self.expect_punct(']')?;
        Ok(Operand::Address { base, offset })
    }
}
