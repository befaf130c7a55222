//! Element expressions of run directives: `2.5 * i + 1.0`, `(i % 64) * 64 + i / 64`.
//!
//! `i` is the element index. Integer buffers evaluate in wrapping `i64`
//! arithmetic with C operator precedence (`* / %`, `+ -`, `<< >>`, `&`,
//! `^`, `|`); float buffers evaluate in `f64` (bitwise operators are
//! rejected) and the result is rounded to the element type.

use crate::ir::parser::{Token, TokenKind};

/// A parsed expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// The element index `i`.
    Index,
    /// An integer literal.
    Int(i128),
    /// A float literal.
    Float(f64),
    /// Negation of the operand.
    Neg(Box<Expr>),
    /// A binary operation on two operands.
    Bin(BinOp, Box<Expr>, Box<Expr>),
}

/// A binary operator of an expression.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// Addition (`+`).
    Add,
    /// Subtraction (`-`).
    Sub,
    /// Multiplication (`*`).
    Mul,
    /// Division (`/`).
    Div,
    /// Remainder (`%`).
    Rem,
    /// Shift left (`<<`, integers only).
    Shl,
    /// Shift right (`>>`, integers only).
    Shr,
    /// Bitwise and (`&`, integers only).
    And,
    /// Bitwise exclusive or (`^`, integers only).
    Xor,
    /// Bitwise or (`|`, integers only).
    Or,
}

/// Parses tokens into an expression; returns it and the tokens consumed.
pub fn parse_expr(tokens: &[Token<'_>]) -> Result<(Expr, usize), (usize, String)> {
    let mut p = ExprParser {
        tokens,
        pos: 0,
        depth: 0,
        operators: 0,
    };
    let e = p.level(0)?;
    Ok((e, p.pos))
}

struct ExprParser<'t, 'a> {
    tokens: &'t [Token<'a>],
    pos: usize,
    depth: usize,
    operators: usize,
}

const LEVELS: [&[(TokenKind, BinOp)]; 6] = [
    &[(TokenKind::Pipe, BinOp::Or)],
    &[(TokenKind::Caret, BinOp::Xor)],
    &[(TokenKind::Amp, BinOp::And)],
    &[(TokenKind::Shl, BinOp::Shl), (TokenKind::Shr, BinOp::Shr)],
    &[
        (TokenKind::Plus, BinOp::Add),
        (TokenKind::Minus, BinOp::Sub),
    ],
    &[
        (TokenKind::Star, BinOp::Mul),
        (TokenKind::Slash, BinOp::Div),
        (TokenKind::Percent, BinOp::Rem),
    ],
];

/// Deepest nesting of parentheses and unary minus accepted.
const MAX_DEPTH: usize = 64;
/// Most operators one expression may have (bounds evaluation and the depth
/// of the left-leaning tree a long flat expression builds).
const MAX_OPERATORS: usize = 1000;

impl ExprParser<'_, '_> {
    fn level(&mut self, n: usize) -> Result<Expr, (usize, String)> {
        if n == LEVELS.len() {
            return self.unary();
        }
        let mut lhs = self.level(n + 1)?;
        loop {
            let Some(t) = self.tokens.get(self.pos) else {
                return Ok(lhs);
            };
            // `i -1` lexes as `i` and the number `-1`: treat as subtraction.
            if n == 4 && t.kind == TokenKind::Number && t.text.starts_with('-') {
                self.count_operator()?;
                let rhs = self.level(n + 1)?;
                lhs = Expr::Bin(BinOp::Add, Box::new(lhs), Box::new(rhs));
                continue;
            }
            let Some(&(_, op)) = LEVELS[n].iter().find(|(k, _)| *k == t.kind) else {
                return Ok(lhs);
            };
            self.count_operator()?;
            self.pos += 1;
            let rhs = self.level(n + 1)?;
            lhs = Expr::Bin(op, Box::new(lhs), Box::new(rhs));
        }
    }

    fn count_operator(&mut self) -> Result<(), (usize, String)> {
        self.operators += 1;
        if self.operators > MAX_OPERATORS {
            return Err((
                self.pos,
                format!("expression has more than {MAX_OPERATORS} operators"),
            ));
        }
        Ok(())
    }

    fn nest(&mut self) -> Result<(), (usize, String)> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err((self.pos, "expression nests too deeply".into()));
        }
        Ok(())
    }

    fn unary(&mut self) -> Result<Expr, (usize, String)> {
        let Some(t) = self.tokens.get(self.pos).copied() else {
            return Err((self.pos, "expected an expression, found end of line".into()));
        };
        self.pos += 1;
        match t.kind {
            TokenKind::Minus => {
                self.nest()?;
                let e = self.unary()?;
                self.depth -= 1;
                Ok(Expr::Neg(Box::new(e)))
            }
            TokenKind::Word if t.text == "i" => Ok(Expr::Index),
            TokenKind::Word if matches!(t.text, "inf" | "-inf" | "nan" | "-nan") => {
                let bits = crate::ir::parse_float_bits(t.text, 64).unwrap_or(0);
                Ok(Expr::Float(f64::from_bits(bits)))
            }
            TokenKind::Number => {
                if let Some(v) = crate::ir::parse_int(t.text) {
                    Ok(Expr::Int(v))
                } else if let Ok(x) = t.text.parse::<f64>() {
                    Ok(Expr::Float(x))
                } else {
                    Err((self.pos - 1, format!("`{}` is not a number", t.text)))
                }
            }
            TokenKind::LParen => {
                self.nest()?;
                let inner = self.level(0)?;
                self.depth -= 1;
                match self.tokens.get(self.pos) {
                    Some(t) if t.kind == TokenKind::RParen => {
                        self.pos += 1;
                        Ok(inner)
                    }
                    _ => Err((self.pos, "expected `)`".into())),
                }
            }
            _ => Err((
                self.pos - 1,
                format!("expected a number, `i` or `(`, found {}", t.describe()),
            )),
        }
    }
}

impl Expr {
    /// Evaluates in integer mode.
    pub fn eval_int(&self, i: u64) -> Result<i64, String> {
        Ok(match self {
            Expr::Index => i as i64,
            Expr::Int(v) => *v as i64,
            Expr::Float(x) => return Err(format!("float {x} in an integer expression")),
            Expr::Neg(e) => e.eval_int(i)?.wrapping_neg(),
            Expr::Bin(op, a, b) => {
                let (a, b) = (a.eval_int(i)?, b.eval_int(i)?);
                match op {
                    BinOp::Add => a.wrapping_add(b),
                    BinOp::Sub => a.wrapping_sub(b),
                    BinOp::Mul => a.wrapping_mul(b),
                    BinOp::Div | BinOp::Rem if b == 0 => {
                        return Err("division by zero in an expression".into())
                    }
                    BinOp::Div => a.wrapping_div(b),
                    BinOp::Rem => a.wrapping_rem(b),
                    BinOp::Shl => a.wrapping_shl(b as u32),
                    BinOp::Shr => a.wrapping_shr(b as u32),
                    BinOp::And => a & b,
                    BinOp::Xor => a ^ b,
                    BinOp::Or => a | b,
                }
            }
        })
    }

    /// Evaluates in float mode.
    pub fn eval_float(&self, i: u64) -> Result<f64, String> {
        Ok(match self {
            Expr::Index => i as f64,
            Expr::Int(v) => *v as f64,
            Expr::Float(x) => *x,
            Expr::Neg(e) => -e.eval_float(i)?,
            Expr::Bin(op, a, b) => {
                let (a, b) = (a.eval_float(i)?, b.eval_float(i)?);
                match op {
                    BinOp::Add => a + b,
                    BinOp::Sub => a - b,
                    BinOp::Mul => a * b,
                    BinOp::Div => a / b,
                    BinOp::Rem => a % b,
                    _ => return Err("bitwise operators need an integer buffer".into()),
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parser::tokenize;

    fn int(text: &str, i: u64) -> i64 {
        let toks = tokenize(text);
        let (e, n) = parse_expr(&toks).unwrap();
        assert_eq!(n, toks.len(), "{text}");
        e.eval_int(i).unwrap()
    }

    #[test]
    fn precedence_and_minus() {
        assert_eq!(int("(i % 64) * 64 + i / 64", 65), 65);
        assert_eq!(int("1 + 2 * 3", 0), 7);
        assert_eq!(int("i -1", 5), 4);
        assert_eq!(int("-i", 5), -5);
        assert_eq!(int("1 << 4 | 1", 0), 17);
        assert_eq!(int("0xff & i ^ 1", 3), 2);
        let toks = tokenize("2.5 * i + 1.0");
        let (e, _) = parse_expr(&toks).unwrap();
        assert_eq!(e.eval_float(2).unwrap(), 6.0);
        assert!(parse_expr(&tokenize("(1 + ")).is_err());
        let long = vec!["1"; 5000].join("+");
        assert!(parse_expr(&tokenize(&long)).is_err());
        assert!(
            Expr::Bin(BinOp::Div, Box::new(Expr::Int(1)), Box::new(Expr::Int(0)))
                .eval_int(0)
                .is_err()
        );
    }
}
