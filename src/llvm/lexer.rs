//! Tokens of textual LLVM IR (`.ll`), each with its line and column.
//!
//! ```text
//!   %x %0 %"a b"  -> Local      @f @0     -> Global     !0 !tbaa -> Meta
//!   #0            -> AttrRef    42 -7     -> Int        1.5e+00  -> Float
//!   0x3FF0...     -> HexFloat (LLVM writes every non-trivial float in hex)
//!   "text" c"..." -> Str        define i32 x nsw ... -> Word
//!   ( ) [ ] { } < > , = * : ...            -> Punct
//! ```
//!
//! Comments (`;` to the end of the line) are skipped. A character that
//! starts no token is an error with its location; the lexer never panics.

use super::ImportError;

/// What a token is.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// `%name`: a local value, block label or named type.
    Local(String),
    /// `@name`: a global or function.
    Global(String),
    /// `!name` or `!N`; a lone `!` (as in `!{`) has an empty name.
    Meta(String),
    /// `#N`: an attribute group.
    AttrRef(u32),
    /// A decimal integer.
    Int(i128),
    /// A decimal float.
    Float(f64),
    /// `0x...` (a double's bits; `0xH`/`0xK`/`0xL`/`0xM`/`0xR` forms are
    /// kept as their raw text's value and the prefix letter).
    HexFloat(char, u128),
    /// A string literal, escapes decoded (`c"..."` too).
    Str(Vec<u8>),
    /// A bare word: keywords, types, opcodes, flags, `label:` names.
    Word(String),
    /// Punctuation, including `...`.
    Punct(&'static str),
}

/// A token and where it starts (1-based).
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Line.
    pub line: u32,
    /// Column.
    pub col: u32,
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-')
}

/// Splits `text` into tokens.
pub fn tokenize(text: &str) -> Result<Vec<Token>, ImportError> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::with_capacity(text.len() / 4);
    let (mut i, mut line, mut line_start) = (0usize, 1u32, 0usize);
    while i < bytes.len() {
        let c = bytes[i];
        let col = (i - line_start + 1) as u32;
        let err = |message: String| ImportError::at(line, col, message);
        match c {
            b'\n' => {
                i += 1;
                line += 1;
                line_start = i;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b';' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            _ => {}
        }
        let start = i;
        let tok = match c {
            b'%' | b'@' | b'!' => {
                i += 1;
                let name = if i < bytes.len() && bytes[i] == b'"' {
                    let (s, next) = string(bytes, i).map_err(|m| err(m.to_string()))?;
                    i = next;
                    String::from_utf8_lossy(&s).into_owned()
                } else {
                    let from = i;
                    while i < bytes.len() && (is_ident_char(bytes[i]) || bytes[i] == b'\\') {
                        i += 1;
                    }
                    text[from..i].to_string()
                };
                match c {
                    b'%' if name.is_empty() => return Err(err("`%` without a name".into())),
                    b'%' => Tok::Local(name),
                    b'@' if name.is_empty() => return Err(err("`@` without a name".into())),
                    b'@' => Tok::Global(name),
                    _ => Tok::Meta(name),
                }
            }
            b'#' if bytes.get(i + 1).is_some_and(|b| b.is_ascii_alphabetic()) => {
                // A debug record, `#dbg_value(...)`.
                i += 1;
                while i < bytes.len() && is_ident_char(bytes[i]) {
                    i += 1;
                }
                Tok::Word(text[start..i].to_string())
            }
            b'#' => {
                i += 1;
                let from = i;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                let n = text[from..i]
                    .parse()
                    .map_err(|_| err("`#` must be followed by an attribute group number".into()))?;
                Tok::AttrRef(n)
            }
            b'"' => {
                let (s, next) = string(bytes, i).map_err(|m| err(m.to_string()))?;
                i = next;
                Tok::Str(s)
            }
            b'c' if bytes.get(i + 1) == Some(&b'"') => {
                let (s, next) = string(bytes, i + 1).map_err(|m| err(m.to_string()))?;
                i = next;
                Tok::Str(s)
            }
            b'0' if bytes.get(i + 1) == Some(&b'x') => {
                i += 2;
                let kind = match bytes.get(i) {
                    Some(&k @ (b'H' | b'K' | b'L' | b'M' | b'R')) => {
                        i += 1;
                        k as char
                    }
                    _ => 'D',
                };
                let from = i;
                while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
                    i += 1;
                }
                let bits = u128::from_str_radix(&text[from..i], 16)
                    .map_err(|_| err("a hexadecimal float needs hex digits".into()))?;
                Tok::HexFloat(kind, bits)
            }
            b'-' | b'+' | b'0'..=b'9' => {
                let from = i;
                i += 1;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                let mut is_float = false;
                if i < bytes.len() && bytes[i] == b'.' {
                    is_float = true;
                    i += 1;
                    while i < bytes.len() && bytes[i].is_ascii_digit() {
                        i += 1;
                    }
                }
                if i < bytes.len() && (bytes[i] == b'e' || bytes[i] == b'E') {
                    is_float = true;
                    i += 1;
                    if i < bytes.len() && (bytes[i] == b'+' || bytes[i] == b'-') {
                        i += 1;
                    }
                    while i < bytes.len() && bytes[i].is_ascii_digit() {
                        i += 1;
                    }
                }
                // `-12:` is no label; a word glued to digits (`0abc`) is one
                // word, as LLVM allows for labels.
                if i < bytes.len() && is_ident_char(bytes[i]) && !is_float {
                    while i < bytes.len() && is_ident_char(bytes[i]) {
                        i += 1;
                    }
                    Tok::Word(text[from..i].to_string())
                } else if is_float {
                    Tok::Float(
                        text[from..i]
                            .parse()
                            .map_err(|_| err(format!("`{}` is not a number", &text[from..i])))?,
                    )
                } else {
                    Tok::Int(
                        text[from..i]
                            .parse()
                            .map_err(|_| err(format!("`{}` is not a number", &text[from..i])))?,
                    )
                }
            }
            b'.' if bytes[i..].starts_with(b"...") => {
                i += 3;
                Tok::Punct("...")
            }
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b',' | b'=' | b'*' | b':'
            | b'|' => {
                i += 1;
                Tok::Punct(match c {
                    b'(' => "(",
                    b')' => ")",
                    b'[' => "[",
                    b']' => "]",
                    b'{' => "{",
                    b'}' => "}",
                    b'<' => "<",
                    b'>' => ">",
                    b',' => ",",
                    b'=' => "=",
                    b'*' => "*",
                    b':' => ":",
                    _ => "|",
                })
            }
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c == b'.' => {
                while i < bytes.len() && is_ident_char(bytes[i]) {
                    i += 1;
                }
                Tok::Word(text[start..i].to_string())
            }
            _ => {
                return Err(err(format!(
                    "unexpected character `{}`",
                    text[i..].chars().next().unwrap_or('?')
                )))
            }
        };
        tokens.push(Token { tok, line, col });
    }
    Ok(tokens)
}

/// The string starting at the `"` at `i`, escapes (`\5C`, `\\`) decoded,
/// and the index after its closing quote.
fn string(bytes: &[u8], i: usize) -> Result<(Vec<u8>, usize), &'static str> {
    let mut out = Vec::new();
    let mut j = i + 1;
    loop {
        match bytes.get(j) {
            None | Some(b'\n') => return Err("unterminated string"),
            Some(b'"') => return Ok((out, j + 1)),
            Some(b'\\') => {
                if bytes.get(j + 1) == Some(&b'\\') {
                    out.push(b'\\');
                    j += 2;
                } else {
                    let hex = bytes.get(j + 1..j + 3).ok_or("bad escape in string")?;
                    let s = core::str::from_utf8(hex).map_err(|_| "bad escape in string")?;
                    out.push(u8::from_str_radix(s, 16).map_err(|_| "bad escape in string")?);
                    j += 3;
                }
            }
            Some(&b) => {
                out.push(b);
                j += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        tokenize(s)
            .expect("lexes")
            .into_iter()
            .map(|t| t.tok)
            .collect()
    }

    #[test]
    fn the_kinds_of_token() {
        assert_eq!(
            toks("%x = add nsw i32 %0, -7 ; comment\n"),
            vec![
                Tok::Local("x".into()),
                Tok::Punct("="),
                Tok::Word("add".into()),
                Tok::Word("nsw".into()),
                Tok::Word("i32".into()),
                Tok::Local("0".into()),
                Tok::Punct(","),
                Tok::Int(-7),
            ]
        );
        assert_eq!(
            toks("@g !0 !{ #3 0x3FF0000000000000 1.5e+00 c\"ab\\00\" ..."),
            vec![
                Tok::Global("g".into()),
                Tok::Meta("0".into()),
                Tok::Meta(String::new()),
                Tok::Punct("{"),
                Tok::AttrRef(3),
                Tok::HexFloat('D', 0x3FF0000000000000),
                Tok::Float(1.5),
                Tok::Str(b"ab\0".to_vec()),
                Tok::Punct("..."),
            ]
        );
        assert_eq!(
            toks("entry:"),
            vec![Tok::Word("entry".into()), Tok::Punct(":")]
        );
    }

    #[test]
    fn errors_have_locations() {
        let e = tokenize("define void @f() {\n  ^\n}").expect_err("fails");
        assert_eq!((e.line, e.col), (2, 3));
        assert!(tokenize("\"open").is_err());
    }
}
