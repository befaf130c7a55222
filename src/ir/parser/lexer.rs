//! Tokens of the `.plir` text format.
//!
//! The lexer turns text into a flat token list with 1-based line and column
//! numbers. `;` starts a comment that runs to the end of the line (run
//! directives live in comments and are read separately). Words include dots
//! (`load.i32`, `tid.x`); numbers include a leading `-`, hex and float forms.
//! Never fails: an unexpected character becomes an `Error` token, which the
//! parser reports with its position.

/// What a token is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// `iadd`, `v3`, `block1`, `load.f32`, `tid.x`, `nan`, `-inf`, `nan:0x7fc00001`.
    Word,
    /// `12`, `-3`, `0xff`, `1.5`, `-2e-3`.
    Number,
    /// `%name` (text excludes the `%`).
    FuncName,
    /// `@name` (text excludes the `@`).
    BufferName,
    /// `"text"` (text excludes the quotes; no escapes).
    String,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Comma,
    Colon,
    Equal,
    EqualEqual,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Amp,
    Pipe,
    Caret,
    Shl,
    Shr,
    Arrow,
    /// A character that starts no token.
    Error,
}

/// One token and where it starts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    pub kind: TokenKind,
    pub text: &'a str,
    pub line: u32,
    pub col: u32,
}

impl Token<'_> {
    /// How the token reads in an "expected X, found Y" message.
    pub fn describe(&self) -> String {
        match self.kind {
            TokenKind::FuncName => format!("`%{}`", self.text),
            TokenKind::BufferName => format!("`@{}`", self.text),
            TokenKind::String => format!("\"{}\"", self.text),
            _ => format!("`{}`", self.text),
        }
    }
}

fn is_word_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.'
}

fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$'
}

/// Length of a number starting at `s[0]` (a digit).
fn number_len(s: &[u8]) -> usize {
    if s.len() > 1 && s[0] == b'0' && (s[1] == b'x' || s[1] == b'X') {
        let mut i = 2;
        while i < s.len() && s[i].is_ascii_hexdigit() {
            i += 1;
        }
        return i;
    }
    let mut i = 0;
    while i < s.len() && s[i].is_ascii_digit() {
        i += 1;
    }
    if i + 1 < s.len() && s[i] == b'.' && s[i + 1].is_ascii_digit() {
        i += 1;
        while i < s.len() && s[i].is_ascii_digit() {
            i += 1;
        }
    }
    if i < s.len() && (s[i] == b'e' || s[i] == b'E') {
        let mut j = i + 1;
        if j < s.len() && (s[j] == b'+' || s[j] == b'-') {
            j += 1;
        }
        if j < s.len() && s[j].is_ascii_digit() {
            while j < s.len() && s[j].is_ascii_digit() {
                j += 1;
            }
            i = j;
        }
    }
    i
}

/// Length of `nan:0xHEX` at the start of `s`, if present.
fn nan_payload_len(s: &[u8]) -> Option<usize> {
    if s.starts_with(b"nan:0x") {
        let mut i = 6;
        while i < s.len() && s[i].is_ascii_hexdigit() {
            i += 1;
        }
        (i > 6).then_some(i)
    } else {
        None
    }
}

/// Splits `text` into tokens, dropping whitespace and `;` comments.
pub fn tokenize(text: &str) -> Vec<Token<'_>> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let (mut i, mut line, mut line_start) = (0usize, 1u32, 0usize);
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'\n' {
            line += 1;
            i += 1;
            line_start = i;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b';' {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        let col = (start - line_start) as u32 + 1;
        let rest = &bytes[i..];
        let (kind, len, skip) = if let Some(n) = nan_payload_len(rest) {
            (TokenKind::Word, n, 0)
        } else if is_word_start(c) {
            let n = rest.iter().take_while(|&&b| is_word_char(b)).count();
            (TokenKind::Word, n, 0)
        } else if c.is_ascii_digit() {
            (TokenKind::Number, number_len(rest), 0)
        } else if c == b'-' && rest.len() > 1 && rest[1].is_ascii_digit() {
            (TokenKind::Number, 1 + number_len(&rest[1..]), 0)
        } else if c == b'-' && (rest[1..].starts_with(b"inf") || rest[1..].starts_with(b"nan")) {
            let n = 1 + rest[1..].iter().take_while(|&&b| is_word_char(b)).count();
            (TokenKind::Word, n, 0)
        } else if (c == b'%' || c == b'@') && rest.len() > 1 && is_name_char(rest[1]) {
            let n = 1 + rest[1..].iter().take_while(|&&b| is_name_char(b)).count();
            let kind = if c == b'%' {
                TokenKind::FuncName
            } else {
                TokenKind::BufferName
            };
            (kind, n, 1)
        } else if c == b'"' {
            let n = rest[1..]
                .iter()
                .take_while(|&&b| b != b'"' && b != b'\n')
                .count();
            if rest.get(1 + n) == Some(&b'"') {
                (TokenKind::String, n + 2, 1)
            } else {
                (TokenKind::Error, 1, 0)
            }
        } else {
            let two = rest.get(..2).unwrap_or(&[]);
            match two {
                b"->" => (TokenKind::Arrow, 2, 0),
                b"==" => (TokenKind::EqualEqual, 2, 0),
                b"<<" => (TokenKind::Shl, 2, 0),
                b">>" => (TokenKind::Shr, 2, 0),
                _ => {
                    let kind = match c {
                        b'(' => TokenKind::LParen,
                        b')' => TokenKind::RParen,
                        b'[' => TokenKind::LBracket,
                        b']' => TokenKind::RBracket,
                        b'{' => TokenKind::LBrace,
                        b'}' => TokenKind::RBrace,
                        b',' => TokenKind::Comma,
                        b':' => TokenKind::Colon,
                        b'=' => TokenKind::Equal,
                        b'+' => TokenKind::Plus,
                        b'-' => TokenKind::Minus,
                        b'*' => TokenKind::Star,
                        b'/' => TokenKind::Slash,
                        b'%' => TokenKind::Percent,
                        b'&' => TokenKind::Amp,
                        b'|' => TokenKind::Pipe,
                        b'^' => TokenKind::Caret,
                        _ => TokenKind::Error,
                    };
                    (kind, 1, 0)
                }
            }
        };
        // A non-ASCII character is one token of its full UTF-8 length.
        let len = if kind == TokenKind::Error {
            text[start..].chars().next().map_or(1, char::len_utf8)
        } else {
            len
        };
        let text_slice = match kind {
            TokenKind::String => &text[start + skip..start + len - 1],
            _ => &text[start + skip..start + len],
        };
        tokens.push(Token {
            kind,
            text: text_slice,
            line,
            col,
        });
        i = start + len;
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(TokenKind, &str)> {
        tokenize(text)
            .into_iter()
            .map(|t| (t.kind, t.text))
            .collect()
    }

    #[test]
    fn words_numbers_and_punctuation() {
        use TokenKind::*;
        assert_eq!(
            kinds("v3 = load.f32 global v1+8 ; comment\n  -1.5e3 0xff -inf nan:0x7fc00001 %f(@b) \"s\" -> =="),
            vec![
                (Word, "v3"),
                (Equal, "="),
                (Word, "load.f32"),
                (Word, "global"),
                (Word, "v1"),
                (Plus, "+"),
                (Number, "8"),
                (Number, "-1.5e3"),
                (Number, "0xff"),
                (Word, "-inf"),
                (Word, "nan:0x7fc00001"),
                (FuncName, "f"),
                (LParen, "("),
                (BufferName, "b"),
                (RParen, ")"),
                (String, "s"),
                (Arrow, "->"),
                (EqualEqual, "=="),
            ]
        );
        let t = tokenize("a\n  b");
        assert_eq!((t[1].line, t[1].col), (2, 3));
        assert_eq!(kinds("v1-8"), vec![(Word, "v1"), (Number, "-8")]);
        assert_eq!(kinds("é")[0].0, Error);
        assert_eq!(kinds("\"open")[0].0, Error);
    }
}
