//! Recursive-descent parser of textual LLVM IR into [`ast::Module`].
//!
//! ```text
//!   tokens ──module items──> target datalayout / triple, `%T = type {..}`,
//!                             `@g = ... global|constant T init`,
//!                             `declare` / `define ... { blocks }`,
//!                             `attributes #N = {..}` (skipped),
//!                             `!nvvm.annotations` (kernels), other metadata
//!                             (skipped)
//!   block  := [label ":"] inst* terminator
//!   inst   := [%x "="] opcode operands [, !md ...]*
//! ```
//!
//! What the parser accepts is the syntax clang and `opt` print for NVPTX
//! (LLVM 17–22, opaque pointers). Flags that do not change the meaning of
//! an operation for us (`nsw`, `nuw`, `exact`, `disjoint`, `nneg`,
//! fast-math flags, `inbounds`, `tail`, parameter attributes, `align` on
//! calls, metadata attachments, debug records) are read and dropped; of
//! the parameter attributes `byval(T)` and `readonly` are kept. Calling
//! conventions that are the PTX calling sequence (`ccc`, `fastcc`,
//! `coldcc`, `ptx_device`, `cc N` of those) are accepted, `ptx_kernel`
//! marks a kernel, any other is an error naming it. Anything else is an
//! [`ImportError`] at its line and column.

mod body;
mod types;

use super::ast::*;
use super::lexer::{Tok, Token};
use super::ImportError;
use crate::ir::{FastMathFlag, FastMathFlags};
use std::collections::HashMap;

type PResult<T> = Result<T, ImportError>;

/// Parses a whole module from its tokens.
pub fn parse(tokens: &[Token]) -> PResult<Module> {
    let mut p = Parser {
        tokens,
        pos: 0,
        nesting: 0,
        fast_math: FastMathFlags::NONE,
        no_signed_wrap: false,
        attr_groups: HashMap::new(),
        group_refs: Vec::new(),
    };
    let mut module = Module::default();
    while !p.at_end() {
        p.item(&mut module)?;
    }
    // Attribute groups may follow the functions that use them.
    for (f, refs) in module.functions.iter_mut().zip(&p.group_refs) {
        for n in refs {
            if let Some(attrs) = p.attr_groups.get(n) {
                f.string_attrs.extend(attrs.iter().cloned());
            }
        }
    }
    Ok(module)
}

struct Parser<'t> {
    tokens: &'t [Token],
    pos: usize,
    /// How deep the type or constant being read is nested.
    nesting: u32,
    /// The fast-math flags ptxlift keeps (`contract`, `afn`; `fast` gives
    /// both) seen on the instruction being read.
    fast_math: FastMathFlags,
    /// Whether the instruction being parsed has the `nsw` flag.
    no_signed_wrap: bool,
    /// The string attributes of each attribute group (`attributes #5 =
    /// { "nvvm.maxntid"="256" }`).
    attr_groups: HashMap<u32, Vec<(String, String)>>,
    /// The attribute groups each function of the module names, in order.
    group_refs: Vec<Vec<u32>>,
}

/// How deep types and constant aggregates may nest.
const MAX_NESTING: u32 = 64;
/// Most lanes a `splat` constant may have (the importer scalarises
/// vectors of at most 16 lanes; larger splats only serve error messages).
const MAX_SPLAT_LANES: u64 = 1 << 16;

/// Words that may precede `global`/`constant` or `define`/`declare` and
/// change nothing for a GPU kernel's meaning.
const LINKAGE_AND_FLAGS: &[&str] = &[
    "private",
    "internal",
    "external",
    "linkonce",
    "linkonce_odr",
    "weak",
    "weak_odr",
    "common",
    "appending",
    "extern_weak",
    "available_externally",
    "dso_local",
    "dso_preemptable",
    "hidden",
    "protected",
    "default",
    "unnamed_addr",
    "local_unnamed_addr",
    "externally_initialized",
    "thread_local",
    "dllimport",
    "dllexport",
];

/// Parameter and return attributes (with no argument).
const PARAM_ATTRS: &[&str] = &[
    "noundef",
    "nonnull",
    "noalias",
    "nocapture",
    "readonly",
    "writeonly",
    "readnone",
    "signext",
    "zeroext",
    "inreg",
    "returned",
    "nofree",
    "noinline",
    "immarg",
    "nest",
    "swiftself",
    "swifterror",
    "allocalign",
    "allocptr",
    "writable",
    "dead_on_unwind",
];

/// What a calling convention means for the importer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CallingConvention {
    /// A kernel's entry (`ptx_kernel`, `cc 71`).
    Kernel,
    /// The PTX calling sequence of a device function (`.func`).
    Device,
}

/// Calling conventions that are the PTX calling sequence of a device
/// function: the NVPTX back end gives every one the same `.func` call.
const PTX_DEVICE_CCS: &[&str] = &["ccc", "fastcc", "coldcc", "ptx_device"];

/// `cc N` numbers of those: C (0), fast (8), cold (9), PTX_Device (72).
const PTX_DEVICE_CC_NUMBERS: &[i128] = &[0, 8, 9, 72];

/// `cc N` of `ptx_kernel`.
const PTX_KERNEL_CC: i128 = 71;

/// LLVM's other named calling conventions (of other targets, or with a
/// guarantee the PTX sequence does not give: `tailcc`, `swifttailcc`
/// guaranteed tail calls; `preserve_*`, `anyregcc`, `ghccc` register
/// contracts). Target-prefixed names (`x86_*`, `amdgpu_*`, ...) are
/// recognised by prefix.
const FOREIGN_CCS: &[&str] = &[
    "tailcc",
    "swiftcc",
    "swifttailcc",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "preserve_nonecc",
    "ghccc",
    "hhvmcc",
    "hhvm_ccc",
    "cxx_fast_tlscc",
    "webkit_jscc",
    "cfguard_checkcc",
    "intel_ocl_bicc",
    "win64cc",
    "graalcc",
];

/// Prefixes of LLVM's target-specific calling conventions.
const FOREIGN_CC_PREFIXES: &[&str] = &[
    "x86_", "arm_", "aarch64_", "amdgpu_", "spir_", "riscv_", "avr_", "msp430_", "m68k_",
];

/// What to use instead of a calling convention the importer refuses.
const CC_ADVICE: &str =
    "device functions and calls take ccc, fastcc, coldcc or ptx_device, kernels ptx_kernel";

/// Fast-math and wrap flags on instructions.
const INST_FLAGS: &[&str] = &[
    "nsw", "nuw", "exact", "disjoint", "nneg", "nnan", "ninf", "nsz", "arcp", "contract", "afn",
    "reassoc", "fast", "inbounds", "nusw", "samesign", "tail", "musttail", "notail",
];

impl<'t> Parser<'t> {
    fn at_end(&self) -> bool {
        self.pos >= self.tokens.len()
    }

    fn peek(&self) -> Option<&'t Tok> {
        self.tokens.get(self.pos).map(|t| &t.tok)
    }

    fn peek_at(&self, k: usize) -> Option<&'t Tok> {
        self.tokens.get(self.pos + k).map(|t| &t.tok)
    }

    fn line(&self) -> u32 {
        self.tokens
            .get(self.pos)
            .or(self.tokens.last())
            .map_or(1, |t| t.line)
    }

    fn err<T>(&self, message: impl Into<String>) -> PResult<T> {
        let (line, col) = self
            .tokens
            .get(self.pos)
            .or(self.tokens.last())
            .map_or((1, 1), |t| (t.line, t.col));
        Err(ImportError::at(line, col, message.into()))
    }

    fn next(&mut self) -> Option<&'t Tok> {
        let t = self.peek();
        self.pos += 1;
        t
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Word(x)) if x == w)
    }

    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Some(Tok::Punct(x)) if *x == p)
    }

    fn eat_word(&mut self, w: &str) -> bool {
        let is = self.is_word(w);
        if is {
            self.pos += 1;
        }
        is
    }

    fn eat_punct(&mut self, p: &str) -> bool {
        let is = self.is_punct(p);
        if is {
            self.pos += 1;
        }
        is
    }

    fn expect_punct(&mut self, p: &str) -> PResult<()> {
        if self.eat_punct(p) {
            Ok(())
        } else {
            self.err(format!("expected `{p}`"))
        }
    }

    fn expect_word(&mut self, w: &str) -> PResult<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.err(format!("expected `{w}`"))
        }
    }

    fn word(&mut self) -> PResult<&'t str> {
        match self.peek() {
            Some(Tok::Word(w)) => {
                self.pos += 1;
                Ok(w)
            }
            _ => self.err("expected a keyword"),
        }
    }

    fn int(&mut self) -> PResult<i128> {
        match self.peek() {
            Some(Tok::Int(n)) => {
                self.pos += 1;
                Ok(*n)
            }
            _ => self.err("expected an integer"),
        }
    }

    fn uint(&mut self) -> PResult<u64> {
        let n = self.int()?;
        u64::try_from(n).or_else(|_| self.err("expected a non-negative integer"))
    }

    fn local(&mut self) -> PResult<String> {
        match self.peek() {
            Some(Tok::Local(n)) => {
                self.pos += 1;
                Ok(n.clone())
            }
            _ => self.err("expected a `%name`"),
        }
    }

    /// Skips a balanced group opened by the current token (`(`, `[`, `{`,
    /// `<`), or one token.
    fn skip_group(&mut self) -> PResult<()> {
        let open = match self.peek() {
            Some(Tok::Punct(p @ ("(" | "[" | "{" | "<"))) => *p,
            _ => {
                self.pos += 1;
                return Ok(());
            }
        };
        let close = match open {
            "(" => ")",
            "[" => "]",
            "{" => "}",
            _ => ">",
        };
        let mut depth = 0usize;
        while let Some(t) = self.next() {
            match t {
                Tok::Punct(p) if *p == open => depth += 1,
                Tok::Punct(p) if *p == close => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                _ => {}
            }
        }
        self.err(format!("unclosed `{open}`"))
    }

    /// Skips tokens to the end of the current line.
    fn skip_line(&mut self) {
        let line = self.line();
        while self.tokens.get(self.pos).is_some_and(|t| t.line == line) {
            self.pos += 1;
        }
    }

    // ---- module items ----

    fn item(&mut self, m: &mut Module) -> PResult<()> {
        match self.peek() {
            Some(Tok::Word(w)) => match w.as_str() {
                "source_filename" => {
                    self.skip_line();
                    Ok(())
                }
                "target" => {
                    self.pos += 1;
                    let which = self.word()?;
                    self.expect_punct("=")?;
                    let s = match self.next() {
                        Some(Tok::Str(s)) => String::from_utf8_lossy(s).into_owned(),
                        _ => return self.err("expected a string"),
                    };
                    match which {
                        "datalayout" => m.datalayout = s,
                        "triple" => m.triple = s,
                        _ => {}
                    }
                    Ok(())
                }
                "define" | "declare" => {
                    let f = self.function()?;
                    m.functions.push(f);
                    Ok(())
                }
                "attributes" => {
                    self.pos += 1;
                    let Some(&Tok::AttrRef(n)) = self.peek() else {
                        return self.err("expected an attribute group number `#N`");
                    };
                    self.pos += 1;
                    self.expect_punct("=")?;
                    self.expect_punct("{")?;
                    let mut attrs = Vec::new();
                    while !self.eat_punct("}") {
                        if self.at_end() {
                            return self.err("expected `}` closing the attribute group");
                        }
                        if let Some(pair) = self.string_attr() {
                            attrs.push(pair);
                        } else {
                            self.skip_group()?;
                        }
                    }
                    self.attr_groups.insert(n, attrs);
                    Ok(())
                }
                // `$name = comdat any` and other lines without meaning here.
                w if w.starts_with('$')
                    || matches!(w, "module" | "uselistorder" | "uselistorder_bb") =>
                {
                    self.skip_line();
                    Ok(())
                }
                _ => self.err(format!("unexpected `{w}` at module level")),
            },
            Some(Tok::Local(name)) => {
                // %T = type { ... }
                let name = name.clone();
                self.pos += 1;
                self.expect_punct("=")?;
                self.expect_word("type")?;
                if self.eat_word("opaque") {
                    m.types.push((name, Ty::Struct(Vec::new(), false)));
                } else {
                    let ty = self.ty()?;
                    m.types.push((name, ty));
                }
                Ok(())
            }
            Some(Tok::Global(name)) => {
                let g = self.global(name.clone())?;
                m.globals.push(g);
                Ok(())
            }
            Some(Tok::Meta(name)) => {
                let name = name.clone();
                self.metadata_item(&name, m)
            }
            None => self.err("unexpected end of input"),
            _ => self.err("unexpected token at module level"),
        }
    }

    fn metadata_item(&mut self, name: &str, m: &mut Module) -> PResult<()> {
        self.pos += 1;
        self.expect_punct("=")?;
        if name == "nvvm.annotations" {
            // !nvvm.annotations = !{!0, !1}: remember the node numbers and
            // resolve them when the nodes are read.
            self.skip_line();
            return Ok(());
        }
        self.eat_word("distinct");
        // A node `!{ptr @k, !"kernel", i32 1}` names a kernel whatever
        // list it is in; clang puts such nodes only in !nvvm.annotations.
        if matches!(self.peek(), Some(Tok::Meta(n)) if n.is_empty())
            && matches!(self.peek_at(1), Some(Tok::Punct("{")))
        {
            self.pos += 1;
            let mut depth = 0usize;
            let mut fields: Vec<&Tok> = Vec::new();
            while let Some(t) = self.next() {
                match t {
                    Tok::Punct("{") => depth += 1,
                    Tok::Punct("}") => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => fields.push(t),
                }
            }
            // (`!"kernel"` lexes as one metadata token named `kernel`.)
            if let [Tok::Word(p), Tok::Global(f), Tok::Punct(","), Tok::Meta(k), ..] =
                fields.as_slice()
            {
                if p == "ptr" && k == "kernel" {
                    m.annotated_kernels.push(f.clone());
                } else if let (true, [Tok::Punct(","), Tok::Word(t), Tok::Int(v), ..]) =
                    (p == "ptr", &fields[4..])
                {
                    if t.starts_with('i') {
                        if let Ok(v) = u64::try_from(*v) {
                            m.annotations.push((f.clone(), k.clone(), v));
                        }
                    }
                }
            }
            if let Some(operands) = md_operands(&fields) {
                m.md_nodes.insert(name.to_string(), operands);
            }
            return Ok(());
        }
        self.skip_line();
        Ok(())
    }

    fn global(&mut self, name: String) -> PResult<Global> {
        let line = self.line();
        self.pos += 1;
        self.expect_punct("=")?;
        let mut addrspace = 0;
        loop {
            if self.eat_word("addrspace") {
                self.expect_punct("(")?;
                addrspace = self.uint()? as u32;
                self.expect_punct(")")?;
            } else if matches!(self.peek(), Some(Tok::Word(w)) if LINKAGE_AND_FLAGS.contains(&w.as_str()))
            {
                self.pos += 1;
            } else {
                break;
            }
        }
        let is_constant = match self.word()? {
            "global" => false,
            "constant" => true,
            w => return self.err(format!("expected `global` or `constant`, found `{w}`")),
        };
        let ty = self.ty()?;
        let init = if self.is_punct(",") || self.at_end() || self.next_is_new_item(line) {
            None
        } else {
            Some(self.constant(&ty)?)
        };
        let mut align = 0;
        let mut section = None;
        while self.eat_punct(",") {
            if self.eat_word("align") {
                align = self.uint()?;
            } else if self.eat_word("section") {
                let Some(Tok::Str(name)) = self.peek() else {
                    return self.err("expected the section's name in quotes".to_string());
                };
                section = Some(String::from_utf8_lossy(name).into_owned());
                self.pos += 1;
            } else {
                // section "...", !dbg !N, ...
                self.pos += 1;
                if !self.is_punct(",") && self.tokens.get(self.pos).is_some_and(|t| t.line == line)
                {
                    self.skip_group()?;
                }
            }
        }
        Ok(Global {
            name,
            addrspace,
            ty,
            init,
            is_constant,
            align,
            section,
            line,
        })
    }

    fn next_is_new_item(&self, line: u32) -> bool {
        self.tokens.get(self.pos).is_none_or(|t| t.line != line)
    }

    fn function(&mut self) -> PResult<Function> {
        let line = self.line();
        let is_define = self.word()? == "define";
        let mut is_ptx_kernel = false;
        // Linkage, visibility, calling convention, return attributes.
        loop {
            let at = self.pos;
            match self.calling_convention()? {
                Some(CallingConvention::Kernel) => is_ptx_kernel = true,
                Some(CallingConvention::Device) => {}
                None => {
                    if matches!(self.peek(), Some(Tok::Word(w)) if LINKAGE_AND_FLAGS.contains(&w.as_str()))
                    {
                        self.pos += 1;
                    }
                    self.param_attrs()?;
                }
            }
            if self.pos == at {
                break;
            }
        }
        let ret = self.ty()?;
        let name = match self.next() {
            Some(Tok::Global(n)) => n.clone(),
            _ => return self.err("expected the function's `@name`"),
        };
        self.expect_punct("(")?;
        let mut params = Vec::new();
        let mut param_attrs = Vec::new();
        let mut unnamed = 0u32;
        while !self.eat_punct(")") {
            if !params.is_empty() {
                self.expect_punct(",")?;
            }
            if self.eat_punct("...") {
                return self.err(format!("@{name}: variadic functions are not supported"));
            }
            let ty = self.ty()?;
            let attrs = self.param_attrs()?;
            let pname = match self.peek() {
                Some(Tok::Local(n)) => {
                    self.pos += 1;
                    n.clone()
                }
                _ => {
                    unnamed += 1;
                    (unnamed - 1).to_string()
                }
            };
            params.push((ty, pname));
            param_attrs.push(attrs);
        }
        // Function attributes up to the body (or the end of a declaration).
        let mut blocks = Vec::new();
        let mut string_attrs = Vec::new();
        let mut groups = Vec::new();
        if is_define {
            while !self.is_punct("{") {
                if self.at_end() {
                    return self.err("expected the function body `{`");
                }
                if let Some(&Tok::AttrRef(n)) = self.peek() {
                    groups.push(n);
                    self.pos += 1;
                } else if let Some(pair) = self.string_attr() {
                    string_attrs.push(pair);
                } else {
                    self.skip_group()?;
                }
            }
            self.expect_punct("{")?;
            // Parameters written `%0`, `%1` are unnamed too.
            let numbered = params
                .iter()
                .filter(|(_, n)| n.parse::<u32>().is_ok())
                .count();
            blocks = self.body(numbered as u32)?;
        } else {
            while self.tokens.get(self.pos).is_some_and(|t| t.line == line) {
                self.skip_group()?;
            }
        }
        self.group_refs.push(groups);
        Ok(Function {
            name,
            ret,
            params,
            param_attrs,
            is_ptx_kernel,
            string_attrs,
            blocks,
            line,
        })
    }

    /// A `"key"="value"` attribute, if one is next (consumed).
    fn string_attr(&mut self) -> Option<(String, String)> {
        let (Some(Tok::Str(k)), Some(Tok::Punct("=")), Some(Tok::Str(v))) =
            (self.peek(), self.peek_at(1), self.peek_at(2))
        else {
            return None;
        };
        let pair = (
            String::from_utf8_lossy(k).into_owned(),
            String::from_utf8_lossy(v).into_owned(),
        );
        self.pos += 3;
        Some(pair)
    }

    /// Parameter (or return) attributes; what the importer needs of them
    /// is kept, the rest dropped.
    fn param_attrs(&mut self) -> PResult<ParamAttrs> {
        let mut attrs = ParamAttrs::default();
        loop {
            match self.peek() {
                Some(Tok::Word(w)) if PARAM_ATTRS.contains(&w.as_str()) => {
                    attrs.readonly |= w == "readonly" || w == "readnone";
                    attrs.noalias |= w == "noalias";
                    self.pos += 1;
                }
                Some(Tok::Word(w))
                    if w == "align" && matches!(self.peek_at(1), Some(Tok::Int(_))) =>
                {
                    self.pos += 1;
                    attrs.align = Some(self.uint()?);
                }
                Some(Tok::Word(w))
                    if w == "byval" && matches!(self.peek_at(1), Some(Tok::Punct("("))) =>
                {
                    self.pos += 2;
                    attrs.byval = Some(self.ty()?);
                    self.expect_punct(")")?;
                }
                Some(Tok::Word(w))
                    if matches!(
                        w.as_str(),
                        "align"
                            | "dereferenceable"
                            | "dereferenceable_or_null"
                            | "byval"
                            | "byref"
                            | "sret"
                            | "elementtype"
                            | "range"
                            | "nofpclass"
                            | "captures"
                            | "initializes"
                    ) =>
                {
                    self.pos += 1;
                    if self.is_punct("(") {
                        self.skip_group()?;
                    } else if matches!(self.peek(), Some(Tok::Int(_))) {
                        self.pos += 1;
                    }
                }
                Some(Tok::Str(_)) => {
                    // "key"="value" string attributes.
                    self.pos += 1;
                    if self.eat_punct("=") {
                        self.pos += 1;
                    }
                }
                _ => return Ok(attrs),
            }
        }
    }

    /// A calling convention, if one is next: the PTX calling sequence of a
    /// device function or a kernel's entry. Conventions of other targets
    /// (or with guarantees PTX cannot give) are errors naming them.
    fn calling_convention(&mut self) -> PResult<Option<CallingConvention>> {
        let Some(Tok::Word(w)) = self.peek() else {
            return Ok(None);
        };
        if w == "cc" {
            self.pos += 1;
            let n = self.int()?;
            return match n {
                PTX_KERNEL_CC => Ok(Some(CallingConvention::Kernel)),
                n if PTX_DEVICE_CC_NUMBERS.contains(&n) => Ok(Some(CallingConvention::Device)),
                n => {
                    self.pos -= 2;
                    self.err(format!(
                        "calling convention `cc {n}` cannot be the PTX calling sequence; {CC_ADVICE}"
                    ))
                }
            };
        }
        if w == "ptx_kernel" {
            self.pos += 1;
            return Ok(Some(CallingConvention::Kernel));
        }
        if PTX_DEVICE_CCS.contains(&w.as_str()) {
            self.pos += 1;
            return Ok(Some(CallingConvention::Device));
        }
        if FOREIGN_CCS.contains(&w.as_str()) || FOREIGN_CC_PREFIXES.iter().any(|p| w.starts_with(p))
        {
            return self.err(format!(
                "calling convention `{w}` cannot be the PTX calling sequence; {CC_ADVICE}"
            ));
        }
        Ok(None)
    }

    /// Skips instruction flags, noting the fast-math ones ptxlift keeps
    /// and `nsw`.
    fn flags(&mut self) {
        while let Some(Tok::Word(w)) = self.peek() {
            if !INST_FLAGS.contains(&w.as_str()) {
                break;
            }
            if w == "nsw" {
                self.no_signed_wrap = true;
            } else if w == "fast" {
                for flag in FastMathFlag::ALL {
                    self.fast_math = self.fast_math.with(flag);
                }
            } else if let Some(flag) = FastMathFlag::from_name(w) {
                self.fast_math = self.fast_math.with(flag);
            }
            self.pos += 1;
        }
    }
}

fn is_type_word(w: &str) -> bool {
    matches!(
        w,
        "void" | "half" | "bfloat" | "float" | "double" | "ptr" | "label" | "metadata"
    ) || (w.starts_with('i') && w[1..].parse::<u32>().is_ok())
}

#[cfg(test)]
mod tests;

/// The operands of a metadata node's fields (the tokens between its
/// braces) when each is `!N`, `!"text"` or `i32 K` (`i64 K`), the
/// operands loop IDs and their properties have; `None` for any other node.
fn md_operands(fields: &[&Tok]) -> Option<Vec<MdOperand>> {
    fields
        .split(|t| matches!(t, Tok::Punct(",")))
        .filter(|op| !op.is_empty())
        .map(|op| match op {
            [Tok::Meta(n)] => Some(MdOperand::Name(n.clone())),
            [Tok::Word(ty), Tok::Int(k)] if ty.starts_with('i') => Some(MdOperand::Int(*k)),
            _ => None,
        })
        .collect()
}
