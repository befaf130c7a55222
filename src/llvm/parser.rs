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

use super::ast::*;
use super::lexer::{Tok, Token};
use super::ImportError;

type PResult<T> = Result<T, ImportError>;

/// Parses a whole module from its tokens.
pub fn parse(tokens: &[Token]) -> PResult<Module> {
    let mut p = Parser {
        tokens,
        pos: 0,
        nesting: 0,
    };
    let mut module = Module::default();
    while !p.at_end() {
        p.item(&mut module)?;
    }
    Ok(module)
}

struct Parser<'t> {
    tokens: &'t [Token],
    pos: usize,
    /// How deep the type or constant being read is nested.
    nesting: u32,
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
                    self.pos += 1; // #N
                    self.expect_punct("=")?;
                    self.skip_group()
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
                }
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
        if is_define {
            while !self.is_punct("{") {
                if self.at_end() {
                    return self.err("expected the function body `{`");
                }
                self.skip_group()?;
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
        Ok(Function {
            name,
            ret,
            params,
            param_attrs,
            is_ptx_kernel,
            blocks,
            line,
        })
    }

    /// Parameter (or return) attributes; what the importer needs of them
    /// is kept, the rest dropped.
    fn param_attrs(&mut self) -> PResult<ParamAttrs> {
        let mut attrs = ParamAttrs::default();
        loop {
            match self.peek() {
                Some(Tok::Word(w)) if PARAM_ATTRS.contains(&w.as_str()) => {
                    attrs.readonly |= w == "readonly" || w == "readnone";
                    self.pos += 1;
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

    // ---- types ----

    fn ty(&mut self) -> PResult<Ty> {
        if self.nesting >= MAX_NESTING {
            return self.err(format!("types nested more than {MAX_NESTING} deep"));
        }
        self.nesting += 1;
        let t = self.ty_inner();
        self.nesting -= 1;
        t
    }

    fn ty_inner(&mut self) -> PResult<Ty> {
        let base = match self.peek() {
            Some(Tok::Word(w)) => {
                let t = match w.as_str() {
                    "void" => Ty::Void,
                    "half" | "bfloat" => Ty::Float(16),
                    "float" => Ty::Float(32),
                    "double" => Ty::Float(64),
                    "label" => Ty::Label,
                    "metadata" => Ty::Metadata,
                    "ptr" => {
                        self.pos += 1;
                        let mut space = 0;
                        if self.eat_word("addrspace") {
                            self.expect_punct("(")?;
                            space = self.uint()? as u32;
                            self.expect_punct(")")?;
                        }
                        return self.func_suffix(Ty::Ptr(space));
                    }
                    w if w.starts_with('i') && w[1..].parse::<u32>().is_ok() => {
                        Ty::Int(w[1..].parse().unwrap_or(32))
                    }
                    w => return self.err(format!("unknown type `{w}`")),
                };
                self.pos += 1;
                t
            }
            Some(Tok::Local(n)) => {
                let t = Ty::Named(n.clone());
                self.pos += 1;
                t
            }
            Some(Tok::Punct("[")) => {
                self.pos += 1;
                let n = self.uint()?;
                self.expect_word("x")?;
                let elem = self.ty()?;
                self.expect_punct("]")?;
                Ty::Array(n, Box::new(elem))
            }
            Some(Tok::Punct("<")) => {
                self.pos += 1;
                if self.is_punct("{") {
                    let s = self.struct_body(true)?;
                    self.expect_punct(">")?;
                    s
                } else {
                    let n = self.uint()?;
                    self.expect_word("x")?;
                    let elem = self.ty()?;
                    self.expect_punct(">")?;
                    Ty::Vector(n, Box::new(elem))
                }
            }
            Some(Tok::Punct("{")) => self.struct_body(false)?,
            _ => return self.err("expected a type"),
        };
        self.func_suffix(base)
    }

    fn struct_body(&mut self, packed: bool) -> PResult<Ty> {
        self.expect_punct("{")?;
        let mut fields = Vec::new();
        while !self.eat_punct("}") {
            if !fields.is_empty() {
                self.expect_punct(",")?;
            }
            fields.push(self.ty()?);
        }
        Ok(Ty::Struct(fields, packed))
    }

    /// `T (args)` makes a function type (in `call` and `declare` only).
    fn func_suffix(&mut self, ret: Ty) -> PResult<Ty> {
        if !self.is_punct("(") || matches!(self.peek_at(1), Some(Tok::Int(_))) {
            return Ok(ret);
        }
        // Only a list of types follows: look for a type word or `)`/`...`.
        let looks_like_types = matches!(
            self.peek_at(1),
            Some(Tok::Punct(")"))
                | Some(Tok::Punct("..."))
                | Some(Tok::Punct("["))
                | Some(Tok::Punct("{"))
                | Some(Tok::Punct("<"))
        ) || matches!(self.peek_at(1), Some(Tok::Word(w)) if is_type_word(w))
            && !matches!(
                self.peek_at(2),
                Some(Tok::Local(_)) | Some(Tok::Global(_)) | Some(Tok::Int(_))
            );
        if !looks_like_types {
            return Ok(ret);
        }
        self.pos += 1;
        let mut args = Vec::new();
        let mut varargs = false;
        while !self.eat_punct(")") {
            if !args.is_empty() {
                self.expect_punct(",")?;
            }
            if self.eat_punct("...") {
                varargs = true;
                continue;
            }
            args.push(self.ty()?);
        }
        Ok(Ty::Func(Box::new(ret), args, varargs))
    }

    // ---- constants and operands ----

    /// A value of type `ty`: a local, global or constant.
    fn operand(&mut self, ty: &Ty) -> PResult<Operand> {
        match self.peek() {
            Some(Tok::Local(n)) => {
                self.pos += 1;
                Ok(Operand::Local(n.clone()))
            }
            _ => self.constant(ty),
        }
    }

    fn constant(&mut self, ty: &Ty) -> PResult<Operand> {
        if self.nesting >= MAX_NESTING {
            return self.err(format!("constants nested more than {MAX_NESTING} deep"));
        }
        self.nesting += 1;
        let c = self.constant_inner(ty);
        self.nesting -= 1;
        c
    }

    fn constant_inner(&mut self, ty: &Ty) -> PResult<Operand> {
        let t = self.peek().cloned();
        match t {
            Some(Tok::Int(n)) => {
                self.pos += 1;
                Ok(if matches!(ty, Ty::Float(_)) {
                    Operand::Float(FloatLit::Decimal(n as f64))
                } else {
                    Operand::Int(n)
                })
            }
            Some(Tok::Float(f)) => {
                self.pos += 1;
                Ok(Operand::Float(FloatLit::Decimal(f)))
            }
            Some(Tok::HexFloat(k, bits)) => {
                self.pos += 1;
                Ok(Operand::Float(match k {
                    'D' => FloatLit::HexDouble(bits as u64),
                    k => FloatLit::Other(k, bits),
                }))
            }
            Some(Tok::Global(n)) => {
                self.pos += 1;
                Ok(Operand::Global(n))
            }
            Some(Tok::Str(s)) => {
                self.pos += 1;
                Ok(Operand::Bytes(s))
            }
            Some(Tok::Meta(_)) => {
                // Metadata arguments (`metadata !"..."`, `!{}`).
                let name = match self.next() {
                    Some(Tok::Meta(n)) => n.clone(),
                    _ => String::new(),
                };
                if matches!(self.peek(), Some(Tok::Punct("{")) | Some(Tok::Str(_))) {
                    self.skip_group()?;
                }
                Ok(Operand::Meta(name))
            }
            Some(Tok::Punct(open @ ("[" | "{" | "<"))) => {
                self.pos += 1;
                // `<{ ... }>`: a packed struct's constant.
                let packed = open == "<" && self.eat_punct("{");
                let close = match open {
                    "[" => "]",
                    "{" => "}",
                    _ if packed => "}",
                    _ => ">",
                };
                let mut items = Vec::new();
                while !self.eat_punct(close) {
                    if !items.is_empty() {
                        self.expect_punct(",")?;
                    }
                    let t = self.ty()?;
                    let v = self.operand(&t)?;
                    items.push((t, v));
                }
                if packed {
                    self.expect_punct(">")?;
                }
                Ok(Operand::Aggregate(items))
            }
            Some(Tok::Word(w)) => {
                self.pos += 1;
                match w.as_str() {
                    "true" => Ok(Operand::Int(1)),
                    "false" => Ok(Operand::Int(0)),
                    "null" => Ok(Operand::Null),
                    "undef" | "poison" => Ok(Operand::Undef),
                    "zeroinitializer" => Ok(Operand::Zero),
                    // `splat (T v)`: every lane of a vector (or element
                    // of an array) is `v` (LLVM 20 and later print uniform
                    // vector constants this way).
                    "splat" => {
                        let n = match ty {
                            Ty::Vector(n, _) | Ty::Array(n, _) => *n,
                            _ => return self.err("`splat` of a non-vector type"),
                        };
                        if n > MAX_SPLAT_LANES {
                            return self.err(format!(
                                "`splat` of {n} lanes: at most {MAX_SPLAT_LANES} are supported"
                            ));
                        }
                        self.expect_punct("(")?;
                        let t = self.ty()?;
                        let v = self.operand(&t)?;
                        self.expect_punct(")")?;
                        Ok(Operand::Aggregate(vec![(t, v); n as usize]))
                    }
                    "getelementptr" => {
                        while matches!(self.peek(), Some(Tok::Word(w)) if INST_FLAGS.contains(&w.as_str()))
                            || self.is_word("inrange")
                        {
                            if self.eat_word("inrange") {
                                self.skip_group()?;
                            } else {
                                self.pos += 1;
                            }
                        }
                        self.expect_punct("(")?;
                        let elem = self.ty()?;
                        self.expect_punct(",")?;
                        let pty = self.ty()?;
                        let p = self.operand(&pty)?;
                        let mut idx = Vec::new();
                        while self.eat_punct(",") {
                            let t = self.ty()?;
                            let v = self.operand(&t)?;
                            idx.push((t, v));
                        }
                        self.expect_punct(")")?;
                        Ok(Operand::Expr(Box::new(ConstExpr::Gep(elem, pty, p, idx))))
                    }
                    "addrspacecast" | "bitcast" | "ptrtoint" | "inttoptr" | "trunc" | "zext"
                    | "sext" => {
                        self.expect_punct("(")?;
                        let from = self.ty()?;
                        let v = self.operand(&from)?;
                        self.expect_word("to")?;
                        let to = self.ty()?;
                        self.expect_punct(")")?;
                        Ok(Operand::Expr(Box::new(ConstExpr::Cast(w, from, v, to))))
                    }
                    w => self.err(format!("unsupported constant `{w}`")),
                }
            }
            _ => self.err("expected a value"),
        }
    }

    fn typed(&mut self) -> PResult<Typed> {
        let t = self.ty()?;
        self.param_attrs()?;
        let v = self.operand(&t)?;
        Ok((t, v))
    }

    fn flags(&mut self) {
        while matches!(self.peek(), Some(Tok::Word(w)) if INST_FLAGS.contains(&w.as_str())) {
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
mod tests {
    use super::super::lexer::tokenize;
    use super::*;

    fn module(text: &str) -> Module {
        parse(&tokenize(text).expect("lexes")).expect("parses")
    }

    #[test]
    fn a_kernel_with_phis_geps_and_metadata() {
        let m = module(
            r#"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.P = type { float, i32 }
@tile = internal addrspace(3) global [64 x float] undef, align 4
@tab = internal addrspace(4) constant [2 x i32] [i32 3, i32 5], align 4

define ptx_kernel void @k(ptr addrspace(1) noundef %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %loop, label %exit

loop:                                             ; preds = %entry, %loop
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds nuw %struct.P, ptr addrspace(1) %out, i64 1, i32 1
  store i32 %i, ptr addrspace(1) %p, align 4, !tbaa !3
  %i.next = add nuw nsw i32 %i, 1
  %d = icmp eq i32 %i.next, 8
  br i1 %d, label %exit, label %loop, !llvm.loop !7

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
attributes #0 = { nounwind "target-cpu"="sm_80" }
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!3 = !{!4, !4, i64 0}
"#,
        );
        assert_eq!(m.triple, "nvptx64-nvidia-cuda");
        assert_eq!(m.globals.len(), 2);
        assert_eq!(m.globals[0].addrspace, 3);
        assert!(m.globals[1].is_constant);
        let k = &m.functions[0];
        assert!(k.is_ptx_kernel);
        assert_eq!(k.params[0], (Ty::Ptr(1), "out".to_string()));
        assert_eq!(k.blocks.len(), 3);
        assert!(matches!(k.blocks[1].insts[0].op, Op::Phi(_, ref inc) if inc.len() == 2));
        assert_eq!(m.annotated_kernels, vec!["k".to_string()]);
        assert!(m.functions[1].blocks.is_empty());
    }

    #[test]
    fn unnamed_values_and_blocks_are_numbered() {
        let m = module(
            "define i32 @f(i32 %0) {\n  %2 = add i32 %0, 1\n  br label %3\n\n3:\n  ret i32 %2\n}\n",
        );
        let f = &m.functions[0];
        assert_eq!(f.blocks[0].label, "1");
        assert_eq!(f.blocks[1].label, "3");
    }

    /// Every calling convention that is the PTX calling sequence parses on
    /// definitions, declarations and calls, among the return, parameter
    /// and function attributes clang prints around it; `ptx_kernel` and
    /// `cc 71` make kernels.
    #[test]
    fn ptx_calling_conventions_and_attributes_parse() {
        let m = module(
            r#"
%struct.S = type { float, i32 }
define internal fastcc noundef nofpclass(nan inf) { double, i32 } @a(double noundef %0) unnamed_addr #0 {
  %2 = insertvalue { double, i32 } poison, double %0, 0
  ret { double, i32 } %2
}
define internal coldcc range(i32 0, 4) i32 @b(ptr nocapture noundef readonly byval(%struct.S) align 4 %0, i32 noundef signext %1) unnamed_addr {
  ret i32 %1
}
define ccc zeroext i1 @c(float nofpclass(nan) %x) {
  ret i1 true
}
define ptx_device float @d(ptr noalias nocapture noundef writeonly align 8 dereferenceable(16) %p) {
  ret float 1.0
}
define cc 8 void @e() { ret void }
define cc 9 void @f() { ret void }
define cc 72 void @g() { ret void }
define cc 0 void @h() { ret void }
define cc 71 void @kernel_by_number() { ret void }
define ptx_kernel void @k(ptr addrspace(1) noundef align 16 %out) {
  %1 = tail call fastcc { double, i32 } @a(double noundef 1.0) #1
  %2 = call coldcc range(i32 0, 4) i32 @b(ptr noundef nonnull byval(%struct.S) align 4 %out, i32 noundef signext 3)
  %3 = call ccc zeroext i1 @c(float nofpclass(nan) 2.0)
  %4 = call ptx_device noundef float @d(ptr noundef nonnull align 8 dereferenceable(16) %out) #1
  call cc 8 void @e()
  call cc 9 void @f()
  call cc 72 void @g()
  call cc 0 void @h()
  ret void
}
declare cc 72 float @decl(float noundef) local_unnamed_addr #0
attributes #0 = { noinline nounwind "target-cpu"="sm_80" }
"#,
        );
        let kernels: Vec<&str> = m
            .functions
            .iter()
            .filter(|f| f.is_ptx_kernel)
            .map(|f| f.name.as_str())
            .collect();
        assert_eq!(kernels, ["kernel_by_number", "k"]);
        let b = &m.functions[1];
        assert_eq!(b.ret, Ty::Int(32));
        assert_eq!(b.param_attrs[0].byval, Some(Ty::Named("struct.S".into())));
        assert!(b.param_attrs[0].readonly);
        assert_eq!(b.param_attrs[1], ParamAttrs::default());
        assert_eq!(
            m.functions[0].ret,
            Ty::Struct(vec![Ty::Float(64), Ty::Int(32)], false)
        );
        let calls = m.functions[9].blocks[0].insts.len();
        assert_eq!(calls, 9);
    }

    /// A calling convention that cannot be the PTX calling sequence is an
    /// error at its line and column that names it.
    #[test]
    fn foreign_calling_conventions_are_located_errors() {
        let cases = [
            (
                "define swiftcc void @f() {\n  ret void\n}\n",
                "1:8",
                "`swiftcc`",
            ),
            (
                "define tailcc void @f() {\n  ret void\n}\n",
                "1:8",
                "`tailcc`",
            ),
            (
                "declare x86_stdcallcc void @f()\n",
                "1:9",
                "`x86_stdcallcc`",
            ),
            (
                "define amdgpu_kernel void @f() {\n  ret void\n}\n",
                "1:8",
                "`amdgpu_kernel`",
            ),
            (
                "define cc 10 void @f() {\n  ret void\n}\n",
                "1:8",
                "`cc 10`",
            ),
            (
                "define void @f() {\n  call preserve_allcc void @g()\n  ret void\n}\n",
                "2:8",
                "`preserve_allcc`",
            ),
            (
                "define void @f() {\n  tail call cc 64 void @g()\n  ret void\n}\n",
                "2:13",
                "`cc 64`",
            ),
        ];
        for (text, at, name) in cases {
            let e = parse(&tokenize(text).expect("lexes")).expect_err(text);
            assert_eq!(format!("{}:{}", e.line, e.col), at, "{text}: {}", e.message);
            assert!(
                e.message.contains(name) && e.message.contains("fastcc"),
                "{text}: {}",
                e.message
            );
        }
    }

    #[test]
    fn errors_name_the_line() {
        let e =
            parse(&tokenize("define void @f() {\n  %x = frobnicate i32 1\n}\n").expect("lexes"))
                .expect_err("fails");
        assert_eq!(e.line, 2);
        assert!(e.message.contains("frobnicate"), "{}", e.message);
    }
}
