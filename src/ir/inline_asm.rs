//! Inline PTX assembly: what an `asm` or `asm_volatile` instruction holds
//! besides its value operands, and the two small languages it carries.
//!
//! ```text
//!   constraints  "=r,=&l,r,f,0,n"  one per operand, in `$N` order
//!       =X   an output: one result of the instruction
//!       =&X  an output written before every input is read (early clobber)
//!       +X   an output that also reads its old value: a result and an argument
//!       X    an input: one argument
//!       K    (a number) an input tied to output K: an argument, in K's register
//!     X is the register class (LLVM's NVPTX letters):
//!       b .pred (i1)   c .b16 (i8)   h .b16 (i16)   r .b32 (i32)   l .b64 (i64)
//!       f .f32 (f32)   d .f64 (f64)   n an integer immediate (inputs only)
//!   template     PTX text; $N is operand N, $$ a dollar sign, ${N} operand N,
//!                ${N:m} operand N with a modifier (r: as is; on immediates
//!                only, a and c: as is, n: negated, s: as (32 - k) & 31),
//!                ${:uid} a number unique to the instruction (for labels)
//! ```
//!
//! The IR text writes both strings with LLVM's escapes (`\22` for `"`,
//! `\0A` for a newline, `\\` for a backslash): [`escape`] and [`unescape`].
//!
//! Takes: the two strings (from the text parser, the builder or the LLVM
//! importer). Gives: [`InlineAsmData`] with the constraints parsed, the
//! result types they imply, and the template split into [`AsmPiece`]s.
//! Invariants: an `InlineAsmData` always holds a valid constraint list (its
//! only constructor checks it); the template is checked on demand
//! ([`InlineAsmData::pieces`], which the verifier calls), so the text
//! parser can keep a bad template for the verifier to report with its
//! instruction.

use super::types::Type;
use core::fmt;

/// The register class (or immediate) one operand of an inline `asm` is in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AsmClass {
    /// `b`: a predicate (`.pred`), an `i1`.
    Pred,
    /// `c`: an `i8` in a 16-bit register (`.b16`).
    B8,
    /// `h`: an `i16` in a 16-bit register (`.b16`).
    B16,
    /// `r`: an `i32` in a 32-bit register.
    B32,
    /// `l`: an `i64` in a 64-bit register.
    B64,
    /// `f`: an `f32`.
    F32,
    /// `d`: an `f64`.
    F64,
    /// `n`: an integer immediate, written into the template as a number.
    Imm,
}

impl AsmClass {
    /// The class a constraint letter names.
    pub fn from_letter(c: char) -> Option<AsmClass> {
        Some(match c {
            'b' => AsmClass::Pred,
            'c' => AsmClass::B8,
            'h' => AsmClass::B16,
            'r' => AsmClass::B32,
            'l' => AsmClass::B64,
            'f' => AsmClass::F32,
            'd' => AsmClass::F64,
            'n' => AsmClass::Imm,
            _ => return None,
        })
    }

    /// The constraint letter.
    pub fn letter(self) -> char {
        match self {
            AsmClass::Pred => 'b',
            AsmClass::B8 => 'c',
            AsmClass::B16 => 'h',
            AsmClass::B32 => 'r',
            AsmClass::B64 => 'l',
            AsmClass::F32 => 'f',
            AsmClass::F64 => 'd',
            AsmClass::Imm => 'n',
        }
    }

    /// The IR type of a value in this class (`None` for an immediate,
    /// which may be any integer type).
    pub fn value_type(self) -> Option<Type> {
        Some(match self {
            AsmClass::Pred => Type::I1,
            AsmClass::B8 => Type::I8,
            AsmClass::B16 => Type::I16,
            AsmClass::B32 => Type::I32,
            AsmClass::B64 => Type::I64,
            AsmClass::F32 => Type::F32,
            AsmClass::F64 => Type::F64,
            AsmClass::Imm => return None,
        })
    }

    /// May a value of type `ty` be this operand?
    pub fn accepts(self, ty: Type) -> bool {
        match self.value_type() {
            Some(t) => t == ty,
            None => ty.is_int() && ty != Type::I1,
        }
    }
}

/// One operand's constraint.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AsmConstraint {
    /// `=X` (or `=&X` with `early_clobber`): written by the template, one
    /// result of the instruction.
    Output {
        /// Its class.
        class: AsmClass,
        /// Written before the inputs are all read: never shares an input's
        /// register.
        early_clobber: bool,
    },
    /// `+X`: read and written; one result and one argument.
    ReadWrite(AsmClass),
    /// `X`: read; one argument.
    Input(AsmClass),
    /// `K`: read, in output `K`'s register (its operand number); one
    /// argument of that output's class.
    Tied(u16),
}

impl AsmConstraint {
    /// Does the operand give the instruction a result?
    pub fn is_output(self) -> bool {
        matches!(
            self,
            AsmConstraint::Output { .. } | AsmConstraint::ReadWrite(_)
        )
    }

    /// Does the operand take one of the instruction's arguments?
    pub fn is_input(self) -> bool {
        !matches!(self, AsmConstraint::Output { .. })
    }
}

/// Where the template's operand `$N` gets its register or value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AsmOperand {
    /// Its class (a tied input's is its output's).
    pub class: AsmClass,
    /// The result it defines, if an output.
    pub result: Option<usize>,
    /// The argument it reads, if an input.
    pub arg: Option<usize>,
    /// The operand whose register it shares (a tied input's output), if any.
    pub tied_to: Option<usize>,
}

/// A located problem in a constraint list or a template: `offset` is a
/// byte offset into the unescaped string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    /// Where in the string.
    pub offset: usize,
    /// What is wrong, as a sentence.
    pub message: String,
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

fn asm_err(offset: usize, message: impl Into<String>) -> AsmError {
    AsmError {
        offset,
        message: message.into(),
    }
}

/// Most operands one inline `asm` may have (LLVM allows no more either in
/// practice; it bounds the `$N` numbers).
pub const MAX_ASM_OPERANDS: usize = 64;

/// The data of one inline `asm`: its template and constraints.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct InlineAsmData {
    template: String,
    constraints: Vec<AsmConstraint>,
}

/// A piece of a template.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AsmPiece<'a> {
    /// Text copied as it is (a `$$` gives a piece `"$"`).
    Text(&'a str),
    /// Operand `$N`, or `${N:m}` with a modifier.
    Operand(usize, AsmModifier),
    /// `${:uid}`: a number unique to this instruction in the output.
    Uid,
}

/// How `${N:m}` prints operand N: the modifiers LLVM's NVPTX printer
/// accepts (`r`, and the generic `a c n s` of its `AsmPrinter`, which
/// print immediates only: `a` on a register would be a memory operand,
/// which NVPTX inline asm cannot have, and libnvvm rejects it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AsmModifier {
    /// `$N`, `${N}`, `${N:r}`; `${N:c}` and `${N:a}` of an immediate.
    Plain,
    /// `${N:n}`: an immediate negated.
    Negated,
    /// `${N:s}`: an immediate `k` as `(32 - k) & 31`.
    ShiftComplement,
}

impl AsmModifier {
    /// The modifier a letter names, and whether it applies to immediates
    /// (`n` operands) only.
    fn from_letter(letter: &str) -> Option<(AsmModifier, bool)> {
        Some(match letter {
            "r" => (AsmModifier::Plain, false),
            "a" | "c" => (AsmModifier::Plain, true),
            "n" => (AsmModifier::Negated, true),
            "s" => (AsmModifier::ShiftComplement, true),
            _ => return None,
        })
    }

    /// The operand's text under this modifier: `Ok(k)` for an immediate,
    /// `Err(register)` for a register.
    pub fn render(self, operand: Result<i64, &str>) -> String {
        match (self, operand) {
            (AsmModifier::Plain, Ok(k)) => k.to_string(),
            (AsmModifier::Negated, Ok(k)) => k.wrapping_neg().to_string(),
            (AsmModifier::ShiftComplement, Ok(k)) => (32i64.wrapping_sub(k) & 31).to_string(),
            (_, Err(reg)) => reg.to_string(),
        }
    }
}

impl InlineAsmData {
    /// Parses `constraints` (unescaped, comma-separated) for `template`.
    pub fn new(template: &str, constraints: &str) -> Result<InlineAsmData, AsmError> {
        let constraints = parse_constraints(constraints)?;
        Ok(InlineAsmData {
            template: template.to_string(),
            constraints,
        })
    }

    /// The PTX template (unescaped).
    pub fn template(&self) -> &str {
        &self.template
    }

    /// The constraints, in operand order.
    pub fn constraints(&self) -> &[AsmConstraint] {
        &self.constraints
    }

    /// The constraint list as text (`=r,r,0`).
    pub fn constraint_text(&self) -> String {
        let parts: Vec<String> = self
            .constraints
            .iter()
            .map(|c| match *c {
                AsmConstraint::Output {
                    class,
                    early_clobber,
                } => format!(
                    "={}{}",
                    if early_clobber { "&" } else { "" },
                    class.letter()
                ),
                AsmConstraint::ReadWrite(class) => format!("+{}", class.letter()),
                AsmConstraint::Input(class) => class.letter().to_string(),
                AsmConstraint::Tied(k) => k.to_string(),
            })
            .collect();
        parts.join(",")
    }

    /// The types of the instruction's results, one per output.
    pub fn result_types(&self) -> Vec<Type> {
        self.operands()
            .iter()
            .filter(|o| o.result.is_some())
            .filter_map(|o| o.class.value_type())
            .collect()
    }

    /// How many arguments the instruction takes.
    pub fn num_args(&self) -> usize {
        self.constraints.iter().filter(|c| c.is_input()).count()
    }

    /// Each operand `$N`: its class, and the result and argument it stands
    /// for.
    pub fn operands(&self) -> Vec<AsmOperand> {
        let (mut results, mut args) = (0, 0);
        let mut out: Vec<AsmOperand> = Vec::with_capacity(self.constraints.len());
        for c in &self.constraints {
            let next = |n: &mut usize| {
                *n += 1;
                Some(*n - 1)
            };
            let operand = match *c {
                AsmConstraint::Output { class, .. } => AsmOperand {
                    class,
                    result: next(&mut results),
                    arg: None,
                    tied_to: None,
                },
                AsmConstraint::ReadWrite(class) => AsmOperand {
                    class,
                    result: next(&mut results),
                    arg: next(&mut args),
                    tied_to: None,
                },
                AsmConstraint::Input(class) => AsmOperand {
                    class,
                    result: None,
                    arg: next(&mut args),
                    tied_to: None,
                },
                AsmConstraint::Tied(k) => AsmOperand {
                    // `parse_constraints` checked that `k` is an earlier output.
                    class: out.get(usize::from(k)).map_or(AsmClass::B32, |o| o.class),
                    result: None,
                    arg: next(&mut args),
                    tied_to: Some(usize::from(k)),
                },
            };
            out.push(operand);
        }
        out
    }

    /// The template split into pieces; an error for a malformed `$`
    /// reference or an operand number out of range.
    pub fn pieces(&self) -> Result<Vec<AsmPiece<'_>>, AsmError> {
        let classes: Vec<AsmClass> = self.operands().iter().map(|o| o.class).collect();
        parse_template(&self.template, &classes)
    }
}

/// Parses a comma-separated constraint list (no clobbers: the importer
/// turns `~{memory}` into `asm_volatile` and drops the others).
fn parse_constraints(text: &str) -> Result<Vec<AsmConstraint>, AsmError> {
    let mut out: Vec<AsmConstraint> = Vec::new();
    if text.is_empty() {
        return Ok(out);
    }
    let mut offset = 0;
    for part in text.split(',') {
        if out.len() == MAX_ASM_OPERANDS {
            return Err(asm_err(
                offset,
                format!("an inline asm takes at most {MAX_ASM_OPERANDS} operands"),
            ));
        }
        let class_at = |rest: &str, at: usize| -> Result<AsmClass, AsmError> {
            let mut chars = rest.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => AsmClass::from_letter(c).ok_or_else(|| {
                    asm_err(
                        at,
                        format!("`{c}` is not a register class; use b, c, h, r, l, f, d or n"),
                    )
                }),
                (None, _) => Err(asm_err(at, "a constraint needs a register class letter")),
                (Some(_), Some(_)) => Err(asm_err(
                    at,
                    format!(
                        "`{rest}` is not one constraint (one class letter after `=`, `=&` or `+`)"
                    ),
                )),
            }
        };
        let has_input = out.iter().any(|c| !c.is_output());
        let constraint = if let Some(rest) = part.strip_prefix("=&") {
            AsmConstraint::Output {
                class: class_at(rest, offset + 2)?,
                early_clobber: true,
            }
        } else if let Some(rest) = part.strip_prefix('=') {
            AsmConstraint::Output {
                class: class_at(rest, offset + 1)?,
                early_clobber: false,
            }
        } else if let Some(rest) = part.strip_prefix('+') {
            AsmConstraint::ReadWrite(class_at(rest, offset + 1)?)
        } else if !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()) {
            let k: usize = part
                .parse()
                .map_err(|_| asm_err(offset, "a tied operand number is too large"))?;
            match out.get(k) {
                Some(c) if c.is_output() => AsmConstraint::Tied(k as u16),
                _ => {
                    return Err(asm_err(
                        offset,
                        format!(
                            "`{k}` ties an input to operand {k}, which is not an earlier output"
                        ),
                    ))
                }
            }
        } else if part.starts_with('~') {
            return Err(asm_err(
                offset,
                "clobbers (`~{...}`) are not constraints: a memory clobber makes the instruction `asm_volatile`",
            ));
        } else {
            AsmConstraint::Input(class_at(part, offset)?)
        };
        if constraint.is_output() && has_input {
            return Err(asm_err(
                offset,
                "outputs (`=X`, `+X`) must come before every input",
            ));
        }
        if let AsmConstraint::Output {
            class: AsmClass::Imm,
            ..
        }
        | AsmConstraint::ReadWrite(AsmClass::Imm) = constraint
        {
            return Err(asm_err(offset, "an immediate (`n`) can only be an input"));
        }
        out.push(constraint);
        offset += part.len() + 1;
    }
    Ok(out)
}

/// Splits `template` into pieces, checking every `$` reference against
/// the operands' `classes`.
fn parse_template<'a>(
    template: &'a str,
    classes: &[AsmClass],
) -> Result<Vec<AsmPiece<'a>>, AsmError> {
    let operands = classes.len();
    let mut pieces = Vec::new();
    let bytes = template.as_bytes();
    let (mut i, mut text_start) = (0, 0);
    let operand = |digits: &str, at: usize| -> Result<usize, AsmError> {
        let n: usize = digits
            .parse()
            .map_err(|_| asm_err(at, format!("`{digits}` is not an operand number")))?;
        if n >= operands {
            return Err(asm_err(
                at,
                format!("operand ${n} does not exist: the constraints give {operands} operand(s)"),
            ));
        }
        Ok(n)
    };
    while i < bytes.len() {
        if bytes[i] != b'$' {
            i += 1;
            continue;
        }
        if text_start < i {
            pieces.push(AsmPiece::Text(&template[text_start..i]));
        }
        let at = i;
        match bytes.get(i + 1) {
            Some(b'$') => {
                pieces.push(AsmPiece::Text("$"));
                i += 2;
            }
            Some(b) if b.is_ascii_digit() => {
                let len = bytes[i + 1..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                pieces.push(AsmPiece::Operand(
                    operand(&template[i + 1..i + 1 + len], at)?,
                    AsmModifier::Plain,
                ));
                i += 1 + len;
            }
            Some(b'{') => {
                let close = template[i..]
                    .find('}')
                    .ok_or_else(|| asm_err(at, "`${` has no closing `}`"))?;
                let inner = &template[i + 2..i + close];
                if inner == ":uid" {
                    pieces.push(AsmPiece::Uid);
                } else if let Some((digits, letter)) = inner.split_once(':') {
                    let n = operand(digits, at)?;
                    let Some((modifier, imm_only)) = AsmModifier::from_letter(letter) else {
                        return Err(asm_err(
                            at,
                            format!("the operand modifier `:{letter}` is not one of NVPTX's (`r`, `a`, `c`, `n`, `s`)"),
                        ));
                    };
                    if imm_only && classes[n] != AsmClass::Imm {
                        return Err(asm_err(
                            at,
                            format!("the modifier `:{letter}` applies to an immediate (`n`) operand only, and ${n} is not one"),
                        ));
                    }
                    pieces.push(AsmPiece::Operand(n, modifier));
                } else {
                    pieces.push(AsmPiece::Operand(operand(inner, at)?, AsmModifier::Plain));
                }
                i += close + 1;
            }
            _ => return Err(asm_err(
                at,
                "`$` must start `$N`, `${N}`, `${N:m}`, `${:uid}` or `$$` (a literal dollar sign)",
            )),
        }
        text_start = i;
    }
    if text_start < bytes.len() {
        pieces.push(AsmPiece::Text(&template[text_start..]));
    }
    Ok(pieces)
}

/// `s` with LLVM's string escapes: `\\` for a backslash, `\XX` (two
/// upper-case hex digits) for `"` and every byte outside printable ASCII.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out
}

/// Undoes [`escape`] (`\\` and `\XX` with hex digits of either case). The
/// result must be UTF-8.
pub fn unescape(s: &str) -> Result<String, AsmError> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'\\' {
            out.push(bytes[i]);
            i += 1;
            continue;
        }
        if bytes.get(i + 1) == Some(&b'\\') {
            out.push(b'\\');
            i += 2;
            continue;
        }
        let hex = s
            .get(i + 1..i + 3)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .ok_or_else(|| {
                asm_err(
                    i,
                    "`\\` must start `\\\\` or a two-digit hex escape such as `\\0A`",
                )
            })?;
        out.push(hex);
        i += 3;
    }
    String::from_utf8(out).map_err(|e| {
        asm_err(
            e.utf8_error().valid_up_to(),
            "the escaped bytes are not UTF-8",
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraints_give_operands_results_and_arguments() {
        let d = InlineAsmData::new("", "=r,=&l,+f,r,1,n").expect("valid");
        assert_eq!(d.result_types(), vec![Type::I32, Type::I64, Type::F32]);
        assert_eq!(d.num_args(), 4);
        let ops = d.operands();
        assert_eq!(ops[2].result, Some(2));
        assert_eq!(ops[2].arg, Some(0));
        assert_eq!(ops[4].class, AsmClass::B64);
        assert_eq!(ops[4].tied_to, Some(1));
        assert_eq!(ops[4].arg, Some(2));
        assert_eq!(ops[5].arg, Some(3));
        assert_eq!(d.constraint_text(), "=r,=&l,+f,r,1,n");
        assert!(InlineAsmData::new("", "")
            .expect("none")
            .constraints()
            .is_empty());
    }

    #[test]
    fn bad_constraints_are_located() {
        for (text, offset, needle) in [
            ("=r,x", 3, "not a register class"),
            ("r,=r", 2, "before every input"),
            ("=r,2", 3, "not an earlier output"),
            ("=r,r,1", 5, "not an earlier output"),
            ("=n", 0, "only be an input"),
            ("=r,~{memory}", 3, "clobbers"),
            ("=rr", 1, "not one constraint"),
            ("=", 1, "needs a register class"),
        ] {
            let e = InlineAsmData::new("", text).expect_err(text);
            assert_eq!(e.offset, offset, "{text}: {e}");
            assert!(e.message.contains(needle), "{text}: {e}");
        }
    }

    #[test]
    fn templates_split_into_pieces() {
        let d =
            InlineAsmData::new("add.s32 $0, ${1}, $2; // $$ L${:uid}", "=r,r,r").expect("valid");
        let p = d.pieces().expect("valid template");
        assert_eq!(
            p,
            vec![
                AsmPiece::Text("add.s32 "),
                AsmPiece::Operand(0, AsmModifier::Plain),
                AsmPiece::Text(", "),
                AsmPiece::Operand(1, AsmModifier::Plain),
                AsmPiece::Text(", "),
                AsmPiece::Operand(2, AsmModifier::Plain),
                AsmPiece::Text("; // "),
                AsmPiece::Text("$"),
                AsmPiece::Text(" L"),
                AsmPiece::Uid,
            ]
        );
        for (t, offset) in [
            ("mov $3;", 4),
            ("a $x", 2),
            ("${0", 0),
            ("${0:x}", 0),
            ("a ${1:c}", 2),
            ("${1:a}", 0),
            ("${1:rr}", 0),
            ("$", 0),
        ] {
            let d = InlineAsmData::new(t, "=r,r").expect("constraints");
            let e = d.pieces().expect_err(t);
            assert_eq!(e.offset, offset, "{t}: {e}");
        }
    }

    #[test]
    fn operand_modifiers_follow_llvm() {
        let d = InlineAsmData::new(
            "shf.l.wrap.b32 ${0:r}, ${1:r}, ${2:n}, ${2:s} ${2:c} ${2:a}",
            "=r,l,n",
        )
        .expect("valid");
        let modifiers: Vec<AsmModifier> = d
            .pieces()
            .expect("valid template")
            .into_iter()
            .filter_map(|p| match p {
                AsmPiece::Operand(_, m) => Some(m),
                _ => None,
            })
            .collect();
        use AsmModifier::*;
        assert_eq!(
            modifiers,
            [Plain, Plain, Negated, ShiftComplement, Plain, Plain]
        );
        // LLVM's AsmPrinter: `n` prints -k, `s` prints (32 - k) & 31.
        assert_eq!(Negated.render(Ok(5)), "-5");
        assert_eq!(ShiftComplement.render(Ok(5)), "27");
        assert_eq!(ShiftComplement.render(Ok(0)), "0");
        assert_eq!(Plain.render(Err("%r1")), "%r1");
    }

    /// 2,000 mutants of real templates and constraint lists (bytes
    /// replaced, deleted, inserted or the text cut): no panic, and every
    /// error's offset lies within the text it describes.
    #[test]
    fn mutants_never_panic_and_errors_are_located() {
        const SEEDS: &[(&str, &str)] = &[
            ("{  cvt.rn.f16.f32 $0, $1;}\n", "=h,f"),
            (
                "mov.u32 $0, 0x0;\n\t@$2 ld.global.b32 { $0 }, [ $1 + 0 ];",
                "=r,l,b",
            ),
            (
                "add.cc.u32 $0, $2, $4;\n\taddc.u32 $1, $3, $5;",
                "=r,=r,r,r,r,r",
            ),
            (
                "{\n\t.reg .b32 t;\n\tshf.l.wrap.b32 $0, $1, $1, ${2};\n\t}",
                "=&r,r,n",
            ),
            ("add.s64 $0, $0, $1; // $$ L${:uid}", "=l,l,0"),
            ("mov.b64 {$0, $1}, $2;", "=r,+r,l"),
        ];
        const ALPHABET: &[u8] = b"$${}:=&+,0123456789rlhcbfdnx ~";
        let mut state = 0x5eed_u64;
        let mut mutate = |text: &str| -> String {
            let mut bytes = text.as_bytes().to_vec();
            for _ in 0..1 + crate::rng::splitmix64(&mut state) % 3 {
                let r = crate::rng::splitmix64(&mut state);
                let at = (r >> 8) as usize % (bytes.len() + 1);
                let b = ALPHABET[(r >> 40) as usize % ALPHABET.len()];
                match r % 4 {
                    0 if at < bytes.len() => bytes[at] = b,
                    1 if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    2 => bytes.insert(at, b),
                    _ => bytes.truncate(at),
                }
            }
            String::from_utf8_lossy(&bytes).into_owned()
        };
        let (mut errors, mut valid) = (0, 0);
        for i in 0..2000 {
            let (template, constraints) = SEEDS[i % SEEDS.len()];
            let (template, constraints) = if i % 2 == 0 {
                (mutate(template), constraints.to_string())
            } else {
                (template.to_string(), mutate(constraints))
            };
            match InlineAsmData::new(&template, &constraints) {
                Err(e) => {
                    assert!(e.offset <= constraints.len(), "{constraints:?}: {e}");
                    errors += 1;
                }
                Ok(d) => match d.pieces() {
                    Err(e) => {
                        assert!(e.offset <= template.len(), "{template:?}: {e}");
                        errors += 1;
                    }
                    Ok(_) => {
                        let _ = (d.result_types(), d.operands(), d.constraint_text());
                        valid += 1;
                    }
                },
            }
        }
        assert!(
            errors > 200 && valid > 200,
            "{errors} errors, {valid} valid"
        );
    }

    #[test]
    fn escapes_round_trip() {
        let s = "mov.b32 $0, \"x\";\n\t\\ é";
        let e = escape(s);
        assert_eq!(e, "mov.b32 $0, \\22x\\22;\\0A\\09\\\\ \\C3\\A9");
        assert_eq!(unescape(&e).expect("valid"), s);
        assert_eq!(unescape("a\\0a").expect("lower case"), "a\n");
        assert_eq!(unescape("a\\g0").expect_err("bad").offset, 1);
        assert_eq!(unescape("\\FF").expect_err("not utf-8").offset, 0);
    }
}
