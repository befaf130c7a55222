//! Parsing of run directives: comment lines in `.plir` files.
//!
//! ```text
//! ; run: %f(1, 2) == 3                    device function, one thread
//! ; run: %f(1.5) == 0.997 within 2 ulp    float results within a tolerance
//! ; run: %g(@b = i32[4] [1, 2, 3, 4]) == 10
//! ; run: %div(1, 0) error "division by zero"
//! ; launch: %saxpy grid=4 block=(256) shared=1024 fuel=1000000
//! ; arg: 1024                             scalar, typed by the kernel parameter
//! ; arg: @x = f32[1024] i * 0.5           new buffer: TYPE[LEN] INIT
//! ; arg: @y = f32[1024] random(7, -1, 1)  seeded random in [lo, hi)
//! ; arg: @x                               the same buffer again
//! ; expect: @y[i] == 2.5 * i + 1.0        every element, by an expression in i
//! ; expect: @h == [64, 64, 64, 64]        the whole buffer, listed
//! ; expect: error "barrier divergence"    the launch must fail so
//! ; print: @y                             show the buffer
//! ```
//!
//! `arg:`, `expect:` and `print:` lines belong to the closest `launch:`
//! above them. Errors carry the directive's line. A file that needs a newer
//! PTX ISA than its SM's lowest says so with `; requires: ptx X.Y` (or
//! `ptx=X.Y` on a `test compile` line): [`required_ptx`].

use super::expr::{parse_expr, Expr};
use crate::ir::parser::{tokenize, Token, TokenKind};
use crate::ir::{ParseError, Type};
use crate::target::PtxVersion;

/// The initial contents of a new buffer.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    /// Element `i` is the expression's value at `i`.
    Expr(Expr),
    /// Listed literals; the buffer length must match.
    List(Vec<String>),
    /// Seeded random values; `range` is `[lo, hi)` (as literals).
    Random {
        /// The random seed.
        seed: u64,
        /// The `[lo, hi)` range of the values, if given.
        range: Option<(String, String)>,
    },
}

/// One argument of a run or launch.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgSpec {
    /// A scalar literal, typed by the parameter.
    Literal(String),
    /// A new buffer.
    NewBuffer {
        /// The buffer's name, without `@`.
        name: String,
        /// The element type.
        ty: Type,
        /// Number of elements.
        len: u64,
        /// The initial contents.
        init: Init,
    },
    /// A buffer created by an earlier argument.
    Buffer(String),
}

/// What a buffer must hold after a launch.
#[derive(Clone, Debug, PartialEq)]
pub enum BufferCheck {
    /// Every element `i` equals the expression's value at `i`.
    Elementwise(Expr),
    /// The buffer holds exactly the listed literals.
    List(Vec<String>),
}

/// An `; expect: @name ...` line of a launch.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferExpect {
    /// Source line of the directive.
    pub line: u32,
    /// The buffer's name, without `@`.
    pub name: String,
    /// The element type written after the name (`@table: i32[i] == ...`):
    /// how to read a module variable, whose bytes have no type of their
    /// own; for a buffer it must be the buffer's type.
    pub elem: Option<Type>,
    /// What the buffer must hold.
    pub check: BufferCheck,
    /// Tolerance for float elements, in ulp (0 when no `within` is given).
    pub ulp: u64,
}

/// What a `; run:` expects.
#[derive(Clone, Debug, PartialEq)]
pub enum RunExpect {
    /// Just print the results.
    Print,
    /// The results must equal these literals.
    Values(Vec<String>),
    /// The call must fail with an error containing this text.
    Error(String),
}

/// A `; run:` directive: call a device function on one thread.
#[derive(Clone, Debug, PartialEq)]
pub struct RunDirective {
    /// Source line of the directive.
    pub line: u32,
    /// The function's name, without `%`.
    pub func: String,
    /// The arguments.
    pub args: Vec<ArgSpec>,
    /// The expected outcome.
    pub expect: RunExpect,
    /// Tolerance for float results, in ulp (0 when no `within` is given).
    pub ulp: u64,
}

/// A `; launch:` directive with its `arg:`, `expect:` and `print:` lines.
#[derive(Clone, Debug, PartialEq)]
pub struct LaunchDirective {
    /// Source line of the directive.
    pub line: u32,
    /// The kernel's name, without `%`.
    pub kernel: String,
    /// Grid dimensions in CTAs (missing dimensions are 1).
    pub grid: [u32; 3],
    /// CTA dimensions in threads (missing dimensions are 1).
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory per CTA, if given (`shared=`; 0
    /// without it).
    pub shared: Option<u32>,
    /// Instruction budget, if given (`fuel=`).
    pub fuel: Option<u64>,
    /// The `; arg:` lines, in order.
    pub args: Vec<ArgSpec>,
    /// The `; expect: @buffer ...` lines.
    pub expects: Vec<BufferExpect>,
    /// Buffers to print (`; print:`), without `@`.
    pub prints: Vec<String>,
    /// The text a launch error must contain (`; expect: error "..."`), if any.
    pub expect_error: Option<String>,
}

/// A run directive.
#[derive(Clone, Debug, PartialEq)]
pub enum Directive {
    /// A `; run:` directive.
    Run(RunDirective),
    /// A `; launch:` directive with the lines that follow it.
    Launch(LaunchDirective),
}

impl Directive {
    /// Source line of the directive.
    pub fn line(&self) -> u32 {
        match self {
            Directive::Run(r) => r.line,
            Directive::Launch(l) => l.line,
        }
    }
}

/// The PTX ISA version `text` asks for: `; requires: ptx X.Y`, or `ptx=X.Y`
/// on its `test compile` line.
pub fn required_ptx(text: &str) -> Option<PtxVersion> {
    text.lines().find_map(|l| {
        let l = l.trim_start();
        let version = match l.strip_prefix("; requires: ptx ") {
            Some(rest) => rest.split_whitespace().next(),
            None if l.starts_with("test compile") => {
                l.split_whitespace().find_map(|w| w.strip_prefix("ptx="))
            }
            None => None,
        };
        version.and_then(PtxVersion::parse)
    })
}

/// Finds and parses every directive in `text`.
pub fn parse_directives(text: &str) -> Result<Vec<Directive>, ParseError> {
    let mut out: Vec<Directive> = Vec::new();
    for (idx, raw) in text.lines().enumerate() {
        let line = idx as u32 + 1;
        let Some(body) = raw.trim_start().strip_prefix(';') else {
            continue;
        };
        let body = body.trim_start();
        let offset = (raw.len() - body.len()) as u32;
        let Some((key, rest)) = body.split_once(':') else {
            continue;
        };
        if !matches!(key, "run" | "launch" | "arg" | "expect" | "print") {
            continue;
        }
        let rest_offset = offset + key.len() as u32 + 1;
        let tokens: Vec<Token<'_>> = tokenize(rest)
            .into_iter()
            .map(|t| Token {
                line,
                col: t.col + rest_offset,
                ..t
            })
            .collect();
        let mut p = DirectiveParser {
            tokens: &tokens,
            pos: 0,
            line,
        };
        match key {
            "run" => out.push(Directive::Run(p.run()?)),
            "launch" => out.push(Directive::Launch(p.launch()?)),
            _ => {
                let Some(Directive::Launch(launch)) = out.last_mut() else {
                    return Err(ParseError {
                        line,
                        col: 1,
                        message: format!("`{key}:` must follow a `; launch:` directive"),
                    });
                };
                match key {
                    "arg" => launch.args.push(p.arg()?),
                    "print" => launch.prints.push(p.buffer_name()?),
                    _ => p.expect_line(launch)?,
                }
            }
        }
        p.end()?;
    }
    Ok(out)
}

struct DirectiveParser<'t, 'a> {
    tokens: &'t [Token<'a>],
    pos: usize,
    line: u32,
}

impl<'a> DirectiveParser<'_, 'a> {
    fn err(&self, message: impl Into<String>) -> ParseError {
        let col = self.tokens.get(self.pos).map_or(1, |t| t.col);
        ParseError {
            line: self.line,
            col,
            message: message.into(),
        }
    }

    fn peek(&self) -> Option<Token<'a>> {
        self.tokens.get(self.pos).copied()
    }

    fn found(&self) -> String {
        self.peek().map_or("end of line".into(), |t| t.describe())
    }

    fn eat(&mut self, kind: TokenKind) -> bool {
        if self.peek().is_some_and(|t| t.kind == kind) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, kind: TokenKind, what: &str) -> Result<Token<'a>, ParseError> {
        match self.peek() {
            Some(t) if t.kind == kind => {
                self.pos += 1;
                Ok(t)
            }
            _ => Err(self.err(format!("expected {what}, found {}", self.found()))),
        }
    }

    fn is_word(&self, w: &str) -> bool {
        self.peek()
            .is_some_and(|t| t.kind == TokenKind::Word && t.text == w)
    }

    /// `word=NUMBER` if the directive goes on with `word`.
    fn option<T: TryFrom<i128>>(
        &mut self,
        word: &str,
        what: &str,
    ) -> Result<Option<T>, ParseError> {
        if !self.is_word(word) {
            return Ok(None);
        }
        self.pos += 1;
        self.expect(TokenKind::Equal, "`=`")?;
        self.number(what).map(Some)
    }

    /// An element type: `f32`, `i8`, ...
    fn elem_type(&mut self) -> Result<Type, ParseError> {
        let t = self.expect(TokenKind::Word, "an element type like `f32`")?;
        Type::from_name(t.text).ok_or_else(|| ParseError {
            line: self.line,
            col: t.col,
            message: format!("`{}` is not a type", t.text),
        })
    }

    fn end(&self) -> Result<(), ParseError> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(self.err(format!(
                "unexpected {} at the end of the directive",
                t.describe()
            ))),
        }
    }

    fn number<T: TryFrom<i128>>(&mut self, what: &str) -> Result<T, ParseError> {
        let t = self.expect(TokenKind::Number, what)?;
        crate::ir::parse_int(t.text)
            .and_then(|v| T::try_from(v).ok())
            .ok_or_else(|| ParseError {
                line: self.line,
                col: t.col,
                message: format!("`{}` is not a valid {what}", t.text),
            })
    }

    /// A literal: number, `inf`/`nan` words, `true`/`false`.
    fn literal(&mut self) -> Result<String, ParseError> {
        match self.peek() {
            Some(t) if t.kind == TokenKind::Number || t.kind == TokenKind::Word => {
                self.pos += 1;
                Ok(t.text.to_string())
            }
            Some(t) if t.kind == TokenKind::Minus => {
                // `- 1` written with a space; one sign only.
                self.pos += 1;
                match self.peek() {
                    Some(t) if t.kind == TokenKind::Number || t.kind == TokenKind::Word => {
                        self.pos += 1;
                        Ok(format!("-{}", t.text))
                    }
                    _ => Err(self.err(format!(
                        "expected a value after `-`, found {}",
                        self.found()
                    ))),
                }
            }
            _ => Err(self.err(format!("expected a value, found {}", self.found()))),
        }
    }

    fn literal_list(&mut self) -> Result<Vec<String>, ParseError> {
        self.expect(TokenKind::LBracket, "`[`")?;
        let mut items = Vec::new();
        if self.eat(TokenKind::RBracket) {
            return Ok(items);
        }
        loop {
            items.push(self.literal()?);
            if self.eat(TokenKind::RBracket) {
                return Ok(items);
            }
            self.expect(TokenKind::Comma, "`,` or `]`")?;
        }
    }

    fn buffer_name(&mut self) -> Result<String, ParseError> {
        Ok(self
            .expect(TokenKind::BufferName, "a buffer name like `@x`")?
            .text
            .to_string())
    }

    fn expr(&mut self) -> Result<Expr, ParseError> {
        let (e, n) = parse_expr(&self.tokens[self.pos..]).map_err(|(p, m)| {
            let col = self.tokens.get(self.pos + p).map_or(1, |t| t.col);
            ParseError {
                line: self.line,
                col,
                message: m,
            }
        })?;
        self.pos += n;
        Ok(e)
    }

    fn arg(&mut self) -> Result<ArgSpec, ParseError> {
        if self.peek().is_some_and(|t| t.kind == TokenKind::BufferName) {
            let name = self.buffer_name()?;
            if !self.eat(TokenKind::Equal) {
                return Ok(ArgSpec::Buffer(name));
            }
            let ty = self.elem_type()?;
            self.expect(TokenKind::LBracket, "`[` and a length")?;
            let len: u64 = self.number("buffer length")?;
            self.expect(TokenKind::RBracket, "`]`")?;
            let init = if self.peek().is_some_and(|t| t.kind == TokenKind::LBracket) {
                Init::List(self.literal_list()?)
            } else if self.is_word("random") {
                self.pos += 1;
                self.expect(TokenKind::LParen, "`(`")?;
                let seed: u64 = self.number("seed")?;
                let range = if self.eat(TokenKind::Comma) {
                    let lo = self.literal()?;
                    self.expect(TokenKind::Comma, "`,`")?;
                    Some((lo, self.literal()?))
                } else {
                    None
                };
                self.expect(TokenKind::RParen, "`)`")?;
                Init::Random { seed, range }
            } else {
                Init::Expr(self.expr()?)
            };
            Ok(ArgSpec::NewBuffer {
                name,
                ty,
                len,
                init,
            })
        } else {
            Ok(ArgSpec::Literal(self.literal()?))
        }
    }

    fn ulp(&mut self) -> Result<u64, ParseError> {
        if !self.is_word("within") {
            return Ok(0);
        }
        self.pos += 1;
        let n = self.number("ulp count")?;
        if !self.is_word("ulp") {
            return Err(self.err(format!("expected `ulp`, found {}", self.found())));
        }
        self.pos += 1;
        Ok(n)
    }

    fn error_text(&mut self) -> Result<String, ParseError> {
        Ok(self
            .expect(TokenKind::String, "a quoted error message")?
            .text
            .to_string())
    }

    fn run(&mut self) -> Result<RunDirective, ParseError> {
        let func = self
            .expect(TokenKind::FuncName, "a function like `%f`")?
            .text
            .to_string();
        self.expect(TokenKind::LParen, "`(`")?;
        let mut args = Vec::new();
        if !self.eat(TokenKind::RParen) {
            loop {
                args.push(self.arg()?);
                if self.eat(TokenKind::RParen) {
                    break;
                }
                self.expect(TokenKind::Comma, "`,` or `)`")?;
            }
        }
        let expect = if self.eat(TokenKind::EqualEqual) {
            if self.eat(TokenKind::LParen) {
                let mut values = vec![self.literal()?];
                while self.eat(TokenKind::Comma) {
                    values.push(self.literal()?);
                }
                self.expect(TokenKind::RParen, "`)`")?;
                RunExpect::Values(values)
            } else {
                RunExpect::Values(vec![self.literal()?])
            }
        } else if self.is_word("error") {
            self.pos += 1;
            RunExpect::Error(self.error_text()?)
        } else {
            RunExpect::Print
        };
        let ulp = self.ulp()?;
        Ok(RunDirective {
            line: self.line,
            func,
            args,
            expect,
            ulp,
        })
    }

    fn dims(&mut self, what: &str) -> Result<[u32; 3], ParseError> {
        if !self.is_word(what) {
            return Err(self.err(format!("expected `{what}=`, found {}", self.found())));
        }
        self.pos += 1;
        self.expect(TokenKind::Equal, "`=`")?;
        let mut d = [1u32; 3];
        if self.eat(TokenKind::LParen) {
            for (k, slot) in d.iter_mut().enumerate() {
                *slot = self.number("dimension")?;
                if self.eat(TokenKind::RParen) {
                    return Ok(d);
                }
                if k < 2 {
                    self.expect(TokenKind::Comma, "`,` or `)`")?;
                }
            }
            self.expect(TokenKind::RParen, "`)`")?;
        } else {
            d[0] = self.number("dimension")?;
        }
        Ok(d)
    }

    fn launch(&mut self) -> Result<LaunchDirective, ParseError> {
        let kernel = self
            .expect(TokenKind::FuncName, "a kernel like `%k`")?
            .text
            .to_string();
        let grid = self.dims("grid")?;
        let block = self.dims("block")?;
        let shared = self.option("shared", "dynamic shared memory size in bytes")?;
        let fuel = self.option("fuel", "fuel")?;
        Ok(LaunchDirective {
            line: self.line,
            kernel,
            grid,
            block,
            shared,
            fuel,
            args: Vec::new(),
            expects: Vec::new(),
            prints: Vec::new(),
            expect_error: None,
        })
    }

    fn expect_line(&mut self, launch: &mut LaunchDirective) -> Result<(), ParseError> {
        if self.is_word("error") {
            self.pos += 1;
            launch.expect_error = Some(self.error_text()?);
            return Ok(());
        }
        let name = self.buffer_name()?;
        let elem = if self.eat(TokenKind::Colon) {
            Some(self.elem_type()?)
        } else {
            None
        };
        let check = if self.eat(TokenKind::LBracket) {
            if !self.is_word("i") {
                return Err(self.err("expected `i` (as in `@y[i] == ...`)"));
            }
            self.pos += 1;
            self.expect(TokenKind::RBracket, "`]`")?;
            self.expect(TokenKind::EqualEqual, "`==`")?;
            BufferCheck::Elementwise(self.expr()?)
        } else {
            self.expect(TokenKind::EqualEqual, "`==`")?;
            BufferCheck::List(self.literal_list()?)
        };
        let ulp = self.ulp()?;
        launch.expects.push(BufferExpect {
            line: self.line,
            name,
            elem,
            check,
            ulp,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_run_and_launch_groups() {
        let text = "; run: %f(1, -2.5) == 3\n; run: %g(@b = i32[2] [1, 2]) error \"x\"\n\
                    ; launch: %k grid=(2, 2) block=64 shared=512 fuel=99\n; arg: @x = f32[8] i * 0.5\n\
                    ; arg: @x\n; expect: @x[i] == i within 1 ulp\n; print: @x\n";
        let d = parse_directives(text).unwrap();
        assert_eq!(d.len(), 3);
        let Directive::Run(r) = &d[0] else { panic!() };
        assert_eq!(
            r.args,
            vec![
                ArgSpec::Literal("1".into()),
                ArgSpec::Literal("-2.5".into())
            ]
        );
        assert_eq!(r.expect, RunExpect::Values(vec!["3".into()]));
        let Directive::Launch(l) = &d[2] else {
            panic!()
        };
        assert_eq!(
            (l.grid, l.block, l.shared, l.fuel),
            ([2, 2, 1], [64, 1, 1], Some(512), Some(99))
        );
        assert_eq!(l.args.len(), 2);
        assert_eq!(l.expects[0].ulp, 1);
        assert_eq!(l.prints, vec!["x".to_string()]);
        let e = parse_directives("; arg: 1").unwrap_err();
        assert_eq!(e.line, 1);
        let e = parse_directives("\n; run: %f(1) == ").unwrap_err();
        assert_eq!((e.line, e.message.contains("expected a value")), (2, true));
    }
}
