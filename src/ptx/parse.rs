//! A parser for PTX text: what ptxlift, `llc-22 -march=nvptx64` and
//! libnvvm emit for simple kernels (see `testdata/`).
//!
//! ```text
//!   text ──lexer──> tokens ──Parser──> PtxModule
//!     .version / .target / .address_size
//!     module variables (.global .shared .const .local: align, type, array, initializer)
//!     functions (.entry / .func: return and value parameters, body or prototype)
//!       body: .reg (incl. %r<N>), .local/.shared/.param variables, { } scopes,
//!             labels, .branchtargets, instructions (guard, opcode, modifiers, operands)
//!   snippet ──lexer──> tokens ──Parser──> Vec<Statement>   (parse_snippet: a bare
//!             body, as inline assembly writes it, up to the end of the text)
//! ```
//!
//! Invariants: parsing never panics; every error is a [`PtxParseError`] with
//! the 1-based line and column of the offending token. Opcodes are checked
//! against the PTX instruction set ([`is_known_opcode`]): an unknown opcode
//! is an error at its position. Names are classified while parsing: `%tid.x`
//! style and the fixed special registers (`%laneid`, `WARP_SZ`, ...) become
//! [`Operand::Special`], names starting with `%` or declared with `.reg` in
//! the function become [`Operand::Reg`], anything else [`Operand::Symbol`].
//! `.loc`, `.file`, `.section`, `.pragma` and performance directives
//! (`.maxntid`, ...) are skipped. In a kernel parameter, `.align N` after
//! `.ptr` is the pointee's alignment ([`Param::ptr_align`]), not the
//! parameter's.
//!
//! Layout: this file holds the AST and the token cursor; `lexer` the
//! tokens and literals; `decl` module-level declarations and function
//! headers; `body` function bodies and operands. The names of opcodes,
//! types, state spaces and special registers are `ptx::isa`'s.

mod body;
mod decl;
mod lexer;

pub use super::isa::{ScalarType, TypeKind};
use crate::ir::Space;
use core::fmt;
use lexer::{parse_int_literal, Tok, Token};
use std::collections::HashSet;

/// A parse error with its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PtxParseError {
    /// 1-based source line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for PtxParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for PtxParseError {}

/// Linkage of a module-scope declaration.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Linkage {
    #[default]
    /// No linkage directive.
    Internal,
    /// `.visible`.
    Visible,
    /// `.extern`.
    Extern,
    /// `.weak`.
    Weak,
    /// `.common`.
    Common,
}

/// One element of a variable's initializer.
#[derive(Clone, Debug, PartialEq)]
pub enum InitItem {
    /// An integer (two's complement bits).
    Int(u64),
    /// `0fXXXXXXXX`.
    F32(u32),
    /// `0dXXXXXXXXXXXXXXXX` or a decimal float.
    F64(u64),
    /// The address of a variable (`sym`, `sym+4`, `generic(sym)`), or some
    /// of its bytes (`0xFF00(generic(sym)+4)`, the mask form PTX 7.1 added
    /// for addresses in byte arrays).
    Symbol {
        /// The name.
        name: String,
        /// `generic(sym)`.
        generic: bool,
        /// The byte offset.
        offset: i64,
        /// `MASK(...)`: only the masked bits, shifted down to bit 0.
        mask: Option<u64>,
    },
}

/// A variable declaration (`.global .align 4 .b8 gv[16] = {...};`).
#[derive(Clone, Debug, PartialEq)]
pub struct Variable {
    /// The state space.
    pub space: Space,
    /// Linkage of a module-scope declaration.
    pub linkage: Linkage,
    /// `.align N`.
    pub align: Option<u32>,
    /// The (element) type.
    pub ty: ScalarType,
    /// `.v2` / `.v4` element vectors.
    pub vector: Option<u32>,
    /// The name.
    pub name: String,
    /// Array dimensions; `None` for `[]` (extern size).
    pub dims: Vec<Option<u64>>,
    /// The initializer, flattened.
    pub init: Option<Vec<InitItem>>,
    /// 1-based source line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

impl Variable {
    /// Size in bytes (an unsized array has 0), or `None` on overflow.
    pub fn size(&self) -> Option<u64> {
        let mut n = self.ty.bytes() as u64 * self.vector.unwrap_or(1) as u64;
        for d in &self.dims {
            n = n.checked_mul(d.unwrap_or(0))?;
        }
        Some(n)
    }

    /// The declared alignment, or the natural one of the element.
    pub fn alignment(&self) -> u64 {
        self.align
            .map(|a| a as u64)
            .unwrap_or(self.ty.bytes() as u64 * self.vector.unwrap_or(1) as u64)
            .max(1)
    }
}

/// A parameter of a function (`.param .u64 k_param_0`, `.param .align 8 .b8 p[16]`).
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// `.reg` parameter (old-style) rather than `.param`.
    pub is_reg: bool,
    /// The (element) type.
    pub ty: ScalarType,
    /// `.align N`.
    pub align: Option<u32>,
    /// `.ptr .global`-style pointee space annotation.
    pub ptr_space: Option<Space>,
    /// `.ptr .align N`: the alignment of the memory pointed to (not of
    /// the parameter itself).
    pub ptr_align: Option<u32>,
    /// The name.
    pub name: String,
    /// Element count of a `[N]` array.
    pub array: Option<u64>,
    /// 1-based source line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

impl Param {
    /// Size in bytes.
    pub fn size(&self) -> u64 {
        (self.ty.bytes() as u64).saturating_mul(self.array.unwrap_or(1))
    }

    /// The declared alignment, or the natural one of the element (at least 1).
    pub fn alignment(&self) -> u64 {
        self.align
            .map_or(self.ty.bytes() as u64, |a| a as u64)
            .max(1)
    }
}

/// A function: `.entry` (kernel) or `.func`.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// The name.
    pub name: String,
    /// `.entry` (a kernel) rather than `.func`.
    pub is_entry: bool,
    /// Linkage of a module-scope declaration.
    pub linkage: Linkage,
    /// The return parameter list (`.func` only).
    pub returns: Vec<Param>,
    /// The parameter list.
    pub params: Vec<Param>,
    /// `None` for a prototype.
    pub body: Option<Vec<Statement>>,
    /// `.reqntid`, `.maxntid`, `.minnctapersm` and `.maxnreg` before the
    /// body (the simulator checks launches against the first two).
    pub launch_bounds: crate::ir::LaunchBounds,
    /// 1-based source line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

/// One register name of a `.reg` declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegName {
    /// The name.
    pub name: String,
    /// `%r<N>` declares `%r0` .. `%r{N-1}`.
    pub count: Option<u32>,
}

/// A statement of a function body.
#[derive(Clone, Debug, PartialEq)]
pub enum Statement {
    /// A register.
    Reg {
        /// The (element) type.
        ty: ScalarType,
        /// `.v2`/`.v4`.
        vector: Option<u32>,
        /// The declared names.
        names: Vec<RegName>,
        /// 1-based source line.
        line: u32,
    },
    /// `.local`, `.shared`, `.param`, `.const` or `.global` declared in a body.
    Var(Variable),
    /// A label.
    Label {
        /// The name.
        name: String,
        /// 1-based source line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// `name: .branchtargets L1, L2;`
    BranchTargets {
        /// The name.
        name: String,
        /// The labels, in order.
        targets: Vec<String>,
        /// 1-based source line.
        line: u32,
    },
    /// An instruction.
    Inst(Instruction),
    /// `{`: the start of a nested scope.
    OpenScope {
        /// 1-based source line.
        line: u32,
    },
    /// `}`: the end of a nested scope.
    CloseScope {
        /// 1-based source line.
        line: u32,
    },
}

/// A guard predicate: `@%p` or `@!%p`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guard {
    /// The predicate register.
    pub reg: String,
    /// `@!%p`.
    pub negated: bool,
}

/// An instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// The guard predicate.
    pub guard: Option<Guard>,
    /// The base opcode (`ld`).
    pub opcode: String,
    /// Modifiers in order, without dots (`["global", "u32"]`).
    pub modifiers: Vec<String>,
    /// The operands in order.
    pub operands: Vec<Operand>,
    /// 1-based source line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

/// The base of an address operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddrBase {
    /// A register.
    Reg(String),
    /// A variable, function or label name.
    Symbol(String),
    /// `[imm]`: an absolute address (the offset).
    None,
}

/// An instruction operand.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    /// A register.
    Reg(String),
    /// `!%p`.
    NotReg(String),
    /// `%p|%q` (the two destinations of `setp`).
    PredPair(String, String),
    /// `%tid.x`, `%laneid`, `WARP_SZ`, ...
    Special(String),
    /// An integer immediate (two's complement bits of the value).
    Int(u64),
    /// `0fXXXXXXXX` (bits).
    F32(u32),
    /// `0dXXXXXXXXXXXXXXXX` or a decimal float (bits).
    F64(u64),
    /// A variable, function or label name.
    Symbol(String),
    /// `[base+offset]`.
    Address {
        /// The base.
        base: AddrBase,
        /// The byte offset.
        offset: i64,
    },
    /// `{a, b}`.
    Vector(Vec<Operand>),
    /// `(a, b)`: call return and argument lists.
    List(Vec<Operand>),
}

/// A parsed PTX module.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PtxModule {
    /// `.version X.Y`.
    pub version: Option<(u32, u32)>,
    /// `.target` names.
    pub target: Vec<String>,
    /// `.address_size N`.
    pub address_size: Option<u32>,
    /// Module-scope variables.
    pub variables: Vec<Variable>,
    /// Functions, prototypes included, in order.
    pub functions: Vec<Function>,
}

impl PtxModule {
    /// The function named `name` (the definition if there is one).
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions
            .iter()
            .filter(|f| f.name == name)
            .max_by_key(|f| f.body.is_some())
    }
}

/// Is `op` a PTX base opcode?
pub fn is_known_opcode(op: &str) -> bool {
    super::isa::Mnemonic::from_name(op).is_some()
}

/// Parses a whole PTX module.
pub fn parse(text: &str) -> Result<PtxModule, PtxParseError> {
    let toks = lexer::tokenize(text)?;
    let mut p = Parser {
        toks,
        pos: 0,
        regs: HashSet::new(),
    };
    p.module()
}
/// Parses a bare list of body statements: the text of an inline-assembly
/// snippet (instructions separated by `;` and newlines, `{ }` scopes with
/// their own `.reg` declarations, labels, guards), with no function around
/// it. `registers` are names the snippet may use without declaring them
/// (the operands substituted into the template); names starting with `%`
/// are registers anyway. Errors carry the line and column within `text`.
pub fn parse_snippet(text: &str, registers: &[&str]) -> Result<Vec<Statement>, PtxParseError> {
    let toks = lexer::tokenize(text)?;
    let mut p = Parser {
        toks,
        pos: 0,
        regs: registers.iter().map(|r| r.to_string()).collect(),
    };
    p.statements(true)
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    /// Registers declared in the current function (exact names and `%r<N>` prefixes).
    regs: HashSet<String>,
}

type PResult<T> = Result<T, PtxParseError>;

impl Parser {
    fn peek(&self) -> &Tok {
        self.toks.get(self.pos).map_or(&Tok::Eof, |t| &t.tok)
    }

    fn peek_at(&self, k: usize) -> &Tok {
        self.toks.get(self.pos + k).map_or(&Tok::Eof, |t| &t.tok)
    }

    fn pos_of(&self, k: usize) -> (u32, u32) {
        self.toks
            .get(k)
            .or_else(|| self.toks.last())
            .map_or((1, 1), |t| (t.line, t.col))
    }

    fn here(&self) -> (u32, u32) {
        self.pos_of(self.pos)
    }

    fn next(&mut self) -> Tok {
        let t = self.peek().clone();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn err<T>(&self, message: impl Into<String>) -> PResult<T> {
        let (line, col) = self.here();
        Err(PtxParseError {
            line,
            col,
            message: message.into(),
        })
    }

    fn describe(&self) -> String {
        match self.peek() {
            Tok::Ident(s) => format!("`{s}`"),
            Tok::Dot(s) => format!("`.{s}`"),
            Tok::Num(s) => format!("`{s}`"),
            Tok::Str(s) => format!("\"{s}\""),
            Tok::Punct(c) => format!("`{c}`"),
            Tok::Eof => "end of input".into(),
        }
    }

    fn is_punct(&self, c: char) -> bool {
        *self.peek() == Tok::Punct(c)
    }

    fn eat_punct(&mut self, c: char) -> bool {
        let found = self.is_punct(c);
        if found {
            self.pos += 1;
        }
        found
    }

    fn expect_punct(&mut self, c: char) -> PResult<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            self.err(format!("expected `{c}`, found {}", self.describe()))
        }
    }

    fn ident(&mut self, what: &str) -> PResult<String> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.pos += 1;
                Ok(s)
            }
            _ => self.err(format!("expected {what}, found {}", self.describe())),
        }
    }

    fn uint(&mut self, what: &str) -> PResult<u64> {
        if let Tok::Num(s) = self.peek().clone() {
            if let Some(v) = parse_int_literal(&s) {
                self.pos += 1;
                return Ok(v);
            }
        }
        self.err(format!("expected {what}, found {}", self.describe()))
    }

    fn u32_value(&mut self, what: &str) -> PResult<u32> {
        let v = self.uint(what)?;
        u32::try_from(v).or_else(|_| self.err(format!("{what} {v} is too large")))
    }

    /// Skips the rest of the current token's line (for `.loc`, `.file`).
    fn skip_line(&mut self) {
        let line = self.here().0;
        while *self.peek() != Tok::Eof && self.here().0 == line {
            self.pos += 1;
        }
    }

    /// Skips up to and including the next `;`.
    fn skip_statement(&mut self) -> PResult<()> {
        while !self.eat_punct(';') {
            if *self.peek() == Tok::Eof {
                return self.err("expected `;`, found end of input");
            }
            self.pos += 1;
        }
        Ok(())
    }

    /// Skips a `{ ... }` group (of `.section`).
    fn skip_braces(&mut self) -> PResult<()> {
        while !self.is_punct('{') {
            if *self.peek() == Tok::Eof {
                return self.err("expected `{`");
            }
            self.pos += 1;
        }
        let mut depth = 0u32;
        loop {
            match self.next() {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Tok::Eof => return self.err("unterminated `{`"),
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests;
