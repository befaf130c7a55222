//! Tokens of PTX text, numeric literals, and the directives the parser
//! skips. (The names of opcodes, types, spaces and special registers are
//! `ptx::isa`'s.)
//!
//! ```text
//!   identifiers   foo  %r1  $L__BB0_2  _Z3fooi  __local_depot0
//!   directives    .reg  .u32  .shared::cta  .L2::cache_hint  (one token, without the dot)
//!   numbers       42  0x1F  0f3F800000  0d3FF0000000000000  7.0  1.5e-3  12U  (raw text)
//!   strings       "nounroll"
//!   punctuation   , ; : ( ) [ ] { } < > + - = @ ! |
//! ```
//!
//! `//` and `/* */` comments are dropped. Every token carries its 1-based
//! line and column. Tokenizing never panics: anything unexpected (a stray
//! character, an unterminated comment or string) is a [`PtxParseError`].

use super::PtxParseError;

/// What a token is.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Tok {
    Ident(String),
    /// A directive or modifier, without its leading dot.
    Dot(String),
    /// A number as written (interpreted by the parser, which knows the context).
    Num(String),
    Str(String),
    Punct(char),
    Eof,
}

#[derive(Clone, Debug, PartialEq)]
pub(super) struct Token {
    pub tok: Tok,
    pub line: u32,
    pub col: u32,
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '$' || c == '%'
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$'
}

/// Splits `text` into tokens, ending with one `Tok::Eof`.
pub(super) fn tokenize(text: &str) -> Result<Vec<Token>, PtxParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    let at = |k: usize| chars.get(k).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = at(i);
        let (tline, tcol) = (line, col);
        let start = i;
        let err = |message: String| PtxParseError {
            line: tline,
            col: tcol,
            message,
        };
        if c == '\n' {
            i += 1;
            line += 1;
            col = 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            col += 1;
            continue;
        }
        if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && at(i) != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && at(i + 1) == '*' {
            i += 2;
            col += 2;
            loop {
                if i >= chars.len() {
                    return Err(err("unterminated `/*` comment".into()));
                }
                if at(i) == '*' && at(i + 1) == '/' {
                    i += 2;
                    col += 2;
                    break;
                }
                if at(i) == '\n' {
                    line += 1;
                    col = 1;
                } else {
                    col += 1;
                }
                i += 1;
            }
            continue;
        }
        let tok = if is_ident_start(c) {
            i += 1;
            while is_ident_char(at(i)) {
                i += 1;
            }
            let s: String = chars[start..i].iter().collect();
            if s == "%" {
                return Err(err("`%` must be followed by a name".into()));
            }
            Tok::Ident(s)
        } else if c == '.' {
            i += 1;
            if !is_ident_char(at(i)) {
                return Err(err(
                    "`.` must be followed by a directive or modifier name".into()
                ));
            }
            loop {
                while is_ident_char(at(i)) {
                    i += 1;
                }
                if at(i) == ':' && at(i + 1) == ':' && is_ident_char(at(i + 2)) {
                    i += 2;
                } else {
                    break;
                }
            }
            Tok::Dot(chars[start + 1..i].iter().collect())
        } else if c.is_ascii_digit() {
            i = number_end(&chars, i);
            Tok::Num(chars[start..i].iter().collect())
        } else if c == '"' {
            i += 1;
            let mut s = String::new();
            loop {
                match at(i) {
                    '"' => {
                        i += 1;
                        break;
                    }
                    '\n' | '\0' if i >= chars.len() || at(i) == '\n' => {
                        return Err(err("unterminated string".into()))
                    }
                    '\\' => {
                        s.push(at(i + 1));
                        i += 2;
                    }
                    ch => {
                        s.push(ch);
                        i += 1;
                    }
                }
            }
            Tok::Str(s)
        } else if ",;:()[]{}<>+-=@!|".contains(c) {
            i += 1;
            Tok::Punct(c)
        } else {
            return Err(err(format!("unexpected character `{c}`")));
        };
        col += (i - start) as u32;
        out.push(Token {
            tok,
            line: tline,
            col: tcol,
        });
    }
    out.push(Token {
        tok: Tok::Eof,
        line,
        col,
    });
    Ok(out)
}

/// The end of the number starting at `i` (a digit).
fn number_end(chars: &[char], mut i: usize) -> usize {
    let at = |k: usize| chars.get(k).copied().unwrap_or('\0');
    let prefixed = at(i) == '0' && "xXfFdDbB".contains(at(i + 1)) && at(i + 1) != '\0';
    if prefixed {
        i += 2;
        while at(i).is_ascii_alphanumeric() {
            i += 1;
        }
        return i;
    }
    while at(i).is_ascii_digit() {
        i += 1;
    }
    if at(i) == '.' && at(i + 1).is_ascii_digit() {
        i += 1;
        while at(i).is_ascii_digit() {
            i += 1;
        }
    }
    if (at(i) == 'e' || at(i) == 'E')
        && (at(i + 1).is_ascii_digit()
            || ((at(i + 1) == '+' || at(i + 1) == '-') && at(i + 2).is_ascii_digit()))
    {
        i += 2;
        while at(i).is_ascii_digit() {
            i += 1;
        }
    }
    if at(i) == 'U' {
        i += 1;
    }
    i
}

/// Is `name` one of the space-separated `list`?
pub(super) fn listed(list: &str, name: &str) -> bool {
    list.split_whitespace().any(|x| x == name)
}

/// Performance-tuning and other directives before a body (the launch
/// bounds are recorded, the others skipped).
pub(super) const SKIPPED_FUNC_DIRECTIVES: &str = "maxntid reqntid minnctapersm maxnctapersm \
     maxnreg noreturn maxclusterrank reqnctapercluster explicitcluster blocksareclusters";

/// The value of an integer literal (decimal, `0x`, `0b`, octal `0NNN`, optional `U`).
pub(super) fn parse_int_literal(text: &str) -> Option<u64> {
    let t = text.strip_suffix('U').unwrap_or(text);
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        u64::from_str_radix(b, 2).ok()
    } else if t.len() > 1 && t.starts_with('0') {
        u64::from_str_radix(&t[1..], 8).ok()
    } else {
        t.parse().ok()
    }
}

/// A numeric literal: an integer, `0f`/`0d` float bits, or a decimal float (f64).
pub(super) enum Number {
    Int(u64),
    F32(u32),
    F64(u64),
}

pub(super) fn parse_number(text: &str) -> Option<Number> {
    let hex = |s: &str, n: usize| (s.len() == n).then(|| u64::from_str_radix(s, 16).ok())?;
    if let Some(h) = text.strip_prefix("0f").or_else(|| text.strip_prefix("0F")) {
        return hex(h, 8).map(|b| Number::F32(b as u32));
    }
    if let Some(h) = text.strip_prefix("0d").or_else(|| text.strip_prefix("0D")) {
        return hex(h, 16).map(Number::F64);
    }
    if text.contains(['.', 'e', 'E']) && !text.starts_with("0x") && !text.starts_with("0X") {
        return text.parse::<f64>().ok().map(|f| Number::F64(f.to_bits()));
    }
    parse_int_literal(text).map(Number::Int)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        tokenize(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn tokens() {
        assert_eq!(
            toks("ld.shared::cta.u32 %r1, [%rd2+-4]; // x"),
            vec![
                Tok::Ident("ld".into()),
                Tok::Dot("shared::cta".into()),
                Tok::Dot("u32".into()),
                Tok::Ident("%r1".into()),
                Tok::Punct(','),
                Tok::Punct('['),
                Tok::Ident("%rd2".into()),
                Tok::Punct('+'),
                Tok::Punct('-'),
                Tok::Num("4".into()),
                Tok::Punct(']'),
                Tok::Punct(';'),
                Tok::Eof
            ]
        );
        assert_eq!(
            toks("0f3F800000 7.0 1.5e-3 /* c\n */ 0x1fU"),
            vec![
                Tok::Num("0f3F800000".into()),
                Tok::Num("7.0".into()),
                Tok::Num("1.5e-3".into()),
                Tok::Num("0x1fU".into()),
                Tok::Eof
            ]
        );
        let t = tokenize("a\n  b").unwrap();
        assert_eq!((t[1].line, t[1].col), (2, 3));
        assert!(tokenize("/* open").is_err());
        assert!(tokenize("\"open").is_err());
        assert!(tokenize("a # b").is_err());
        assert!(tokenize(". x").is_err());
        assert!(tokenize("%").is_err());
    }
}
