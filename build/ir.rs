//! Generates the IR's instruction code from the instruction table
//! (`src/ir/instructions/{meta,formats,table}.rs`), as Cranelift's meta
//! crate does:
//!
//! ```text
//!   FORMATS + INSTRUCTIONS ──check──> ir_opcodes.rs    Opcode, ALL, name, from_name, def
//!                                 ──> ir_inst_data.rs  InstData, its accessors and operand walks
//!                                 ──> ir_parse.rs      the text parser of operands
//!                                 ──> ir_print.rs      their printer
//!                                 ──> ir_builder.rs    InstBuilder: one method per opcode
//!                                 ──> ir.isle          ISLE Opcode/InstData and one extractor per opcode
//! ```
//!
//! Every `match` written here lists every variant, so the generated code has
//! no catch-all arm on `Opcode` or `InstData`. The table is checked first;
//! a malformed row stops the build with a message naming it.

use crate::meta::{FieldKind, FormatDef, InstDef, InstructionFormat, OperandRule, SyntaxItem};
use std::fmt::Write;

type Out = Result<String, std::fmt::Error>;

/// The format definition of `f`.
fn format_def(formats: &[FormatDef], f: InstructionFormat) -> &FormatDef {
    formats
        .iter()
        .find(|d| d.format == f)
        .unwrap_or_else(|| panic!("instruction table: format {f:?} has no row in FORMATS"))
}

/// Number of value operands a field holds (`None`: variable).
fn value_count(kind: FieldKind) -> Option<usize> {
    match kind {
        FieldKind::Value => Some(1),
        FieldKind::Values(n) => Some(n),
        FieldKind::ValueList | FieldKind::ArgList => None,
        _ => Some(0),
    }
}

/// Panics (stopping the build) on a malformed table.
pub fn check(formats: &[FormatDef], insts: &[InstDef]) {
    for (i, f) in formats.iter().enumerate() {
        assert_eq!(
            f.format as usize, i,
            "instruction table: FORMATS must be in InstructionFormat order ({:?})",
            f.format
        );
        for item in f.syntax {
            let name = match item {
                SyntaxItem::Field(n) | SyntaxItem::Elem(n, _) => n,
                SyntaxItem::Comma => continue,
            };
            assert!(
                f.fields.iter().any(|d| d.name == *name),
                "instruction table: format {:?} syntax names unknown field `{name}`",
                f.format
            );
        }
    }
    let mut names = std::collections::HashSet::new();
    let mut variants = std::collections::HashSet::new();
    for d in insts {
        assert!(
            names.insert(d.name),
            "instruction table: `{}` twice",
            d.name
        );
        assert!(
            variants.insert(d.variant),
            "instruction table: {} twice",
            d.variant
        );
        let f = format_def(formats, d.format);
        let counts: Option<usize> = f.fields.iter().map(|x| value_count(x.kind)).sum();
        match counts {
            Some(n) => assert_eq!(
                n,
                d.operands.len(),
                "instruction table: `{}` has {} operand rules but its format {:?} holds {n} values",
                d.name,
                d.operands.len(),
                d.format
            ),
            None => assert!(
                d.operands.is_empty(),
                "instruction table: `{}` has a variable operand list; its operands are checked against signatures",
                d.name
            ),
        }
        assert!(
            d.operands.len() <= crate::meta::MAX_OPERAND_RULES,
            "instruction table: `{}` has more operand rules than MAX_OPERAND_RULES",
            d.name
        );
        for (i, o) in d.operands.iter().enumerate() {
            if let OperandRule::Same(k) = o.rule {
                assert!(
                    k < i,
                    "instruction table: `{}` operand {i} refers to a later operand",
                    d.name
                );
            }
        }
    }
}

/// The Rust type of a field kind.
fn rust_type(kind: FieldKind) -> String {
    match kind {
        FieldKind::Value => "Value".into(),
        FieldKind::Values(n) => format!("[Value; {n}]"),
        FieldKind::ValueList | FieldKind::ArgList => "ValueList".into(),
        FieldKind::CtrlImm | FieldKind::Imm => "i64".into(),
        FieldKind::Offset => "i32".into(),
        FieldKind::LoadAlign | FieldKind::StoreAlign => "u8".into(),
        FieldKind::BlockCalls(n) => format!("[BlockCall; {n}]"),
        FieldKind::InlineAsm => "AsmRef".into(),
        FieldKind::Rounding => "RoundingMode".into(),
        other => format!("{other:?}"),
    }
}

/// The ISLE type of a field kind.
fn isle_type(kind: FieldKind) -> String {
    match kind {
        FieldKind::Values(n) => format!("ValueArray{n}"),
        FieldKind::BlockCalls(n) => format!("BlockCallArray{n}"),
        other => rust_type(other),
    }
}

/// The suffix of the parser's `parse_*` and the printer's `print_*`
/// function for a field kind (or for one element of an array kind).
fn syntax_fn(kind: FieldKind) -> &'static str {
    match kind {
        FieldKind::Value | FieldKind::Values(_) => "value",
        FieldKind::ValueList => "value_list",
        FieldKind::ArgList => "arg_list",
        FieldKind::CtrlImm => "ctrl_imm",
        FieldKind::Imm => "imm",
        FieldKind::Ieee32 => "ieee32",
        FieldKind::Ieee64 => "ieee64",
        FieldKind::IntCC => "int_cc",
        FieldKind::FloatCC => "float_cc",
        FieldKind::Space => "space",
        FieldKind::SpecialReg => "special_reg",
        FieldKind::StackSlot => "stack_slot",
        FieldKind::SharedVar => "shared_var",
        FieldKind::ConstRef => "const_ref",
        FieldKind::FuncRef => "func_ref",
        FieldKind::Offset => "offset",
        FieldKind::AccessMode => "access_mode",
        FieldKind::LoadAlign => "load_align",
        FieldKind::StoreAlign => "store_align",
        FieldKind::AtomicRmwOp => "atomic_rmw_op",
        FieldKind::FenceScope => "fence_scope",
        FieldKind::AtomicOrder => "atomic_order",
        FieldKind::BlockCall | FieldKind::BlockCalls(_) => "block_call",
        FieldKind::JumpTable => "jump_table",
        FieldKind::InlineAsm => "inline_asm",
        FieldKind::Rounding => "rounding",
    }
}

fn field_kind(f: &FormatDef, name: &str) -> FieldKind {
    f.fields
        .iter()
        .find(|d| d.name == name)
        .map(|d| d.kind)
        .unwrap_or_else(|| panic!("format {:?} has no field `{name}`", f.format))
}

/// `Opcode`: the enum, its list and name lookups, and its table row.
pub fn opcodes(insts: &[InstDef]) -> Out {
    let mut s = String::new();
    writeln!(
        s,
        "/// An IR operation. See `docs/IR.md` for the semantics of each."
    )?;
    writeln!(
        s,
        "#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]"
    )?;
    writeln!(s, "pub enum Opcode {{")?;
    for d in insts {
        writeln!(s, "    /// {}\n    {},", d.doc, d.variant)?;
    }
    writeln!(s, "}}\n\nimpl Opcode {{")?;
    writeln!(
        s,
        "    /// Every opcode, in table order.\n    pub const ALL: &'static [Opcode] = &["
    )?;
    for d in insts {
        writeln!(s, "        Opcode::{},", d.variant)?;
    }
    writeln!(s, "    ];\n")?;
    writeln!(s, "    /// Looks an opcode up by its text name.")?;
    writeln!(
        s,
        "    pub fn from_name(name: &str) -> Option<Opcode> {{\n        match name {{"
    )?;
    for d in insts {
        writeln!(
            s,
            "            {:?} => Some(Opcode::{}),",
            d.name, d.variant
        )?;
    }
    writeln!(s, "            _ => None,\n        }}\n    }}")?;
    writeln!(s, "}}")?;
    Ok(s)
}

/// `InstData`: one variant per format, and the accessors every pass uses.
pub fn inst_data(formats: &[FormatDef]) -> Out {
    let mut s = String::new();
    writeln!(
        s,
        "/// The data of one instruction: one variant per format (see `InstructionFormat`)."
    )?;
    writeln!(
        s,
        "///\n/// Memory formats keep `offset` (bytes added to the address) and `align`"
    )?;
    writeln!(
        s,
        "/// (the alignment, in bytes, the program promises the final address has)."
    )?;
    writeln!(
        s,
        "#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]\npub enum InstData {{"
    )?;
    for f in formats {
        writeln!(s, "    /// See [`InstructionFormat::{:?}`].", f.format)?;
        writeln!(
            s,
            "    {:?} {{\n        /// The opcode.\n        opcode: Opcode,",
            f.format
        )?;
        for d in f.fields {
            writeln!(
                s,
                "        /// {}\n        {}: {},",
                d.doc,
                d.name,
                rust_type(d.kind)
            )?;
        }
        writeln!(s, "    }},")?;
    }
    writeln!(s, "}}\n\nimpl InstData {{")?;

    // opcode() and format().
    writeln!(s, "    /// The instruction's opcode.\n    pub fn opcode(&self) -> Opcode {{\n        match *self {{")?;
    for f in formats {
        writeln!(
            s,
            "            InstData::{:?} {{ opcode, .. }} => opcode,",
            f.format
        )?;
    }
    writeln!(s, "        }}\n    }}\n")?;
    writeln!(
        s,
        "    /// The format of this data (which must equal `self.opcode().format()`)."
    )?;
    writeln!(
        s,
        "    pub fn format(&self) -> InstructionFormat {{\n        match self {{"
    )?;
    for f in formats {
        writeln!(
            s,
            "            InstData::{0:?} {{ .. }} => InstructionFormat::{0:?},",
            f.format
        )?;
    }
    writeln!(s, "        }}\n    }}\n")?;

    // arguments() and arguments_mut().
    for (suffix, mutability, slice_of, list) in [
        ("", "", "core::slice::from_ref", "as_slice"),
        ("_mut", "mut ", "core::slice::from_mut", "as_mut_slice"),
    ] {
        if suffix.is_empty() {
            writeln!(
                s,
                "    /// The value operands, excluding branch arguments (see"
            )?;
            writeln!(
                s,
                "    /// [`branch_destinations`](Self::branch_destinations))."
            )?;
        } else {
            writeln!(
                s,
                "    /// Mutable view of the value operands (branch arguments excluded)."
            )?;
        }
        writeln!(
            s,
            "    pub fn arguments{suffix}<'a>(&'a {mutability}self, pool: &'a {mutability}ValueListPool) -> &'a {mutability}[Value] {{"
        )?;
        writeln!(s, "        let _ = &pool;\n        match self {{")?;
        for f in formats {
            let vals: Vec<_> = f
                .fields
                .iter()
                .filter(|d| value_count(d.kind) != Some(0))
                .collect();
            let body = match vals.as_slice() {
                [] => format!("&{mutability}[]"),
                [d] => match d.kind {
                    FieldKind::Value => format!("{slice_of}({})", d.name),
                    FieldKind::Values(_) => d.name.to_string(),
                    _ => format!(
                        "if {0}.is_valid(pool) {{ {0}.{list}(pool) }} else {{ &{mutability}[] }}",
                        d.name
                    ),
                },
                _ => panic!("format {:?} holds values in two fields", f.format),
            };
            let bind = vals
                .first()
                .map_or(String::new(), |d| format!("{}, ", d.name));
            writeln!(
                s,
                "            InstData::{:?} {{ {bind}.. }} => {body},",
                f.format
            )?;
        }
        writeln!(s, "        }}\n    }}\n")?;
    }

    // branch_destinations() and branch_destinations_mut().
    for (suffix, mutability, slice_of, get, entries) in [
        ("", "", "core::slice::from_ref", "get", "as_slice"),
        (
            "_mut",
            "mut ",
            "core::slice::from_mut",
            "get_mut",
            "as_mut_slice",
        ),
    ] {
        if suffix.is_empty() {
            writeln!(
                s,
                "    /// The branch targets of this instruction (empty for non-branches)."
            )?;
        } else {
            writeln!(s, "    /// Mutable view of the branch targets.")?;
        }
        writeln!(
            s,
            "    pub fn branch_destinations{suffix}<'a>(\n        &'a {mutability}self,"
        )?;
        writeln!(
            s,
            "        jump_tables: &'a {mutability}cranelift_entity::PrimaryMap<JumpTable, JumpTableData>,\n    ) -> &'a {mutability}[BlockCall] {{"
        )?;
        writeln!(s, "        let _ = &jump_tables;\n        match self {{")?;
        for f in formats {
            let d = f.fields.iter().find(|d| {
                matches!(
                    d.kind,
                    FieldKind::BlockCall | FieldKind::BlockCalls(_) | FieldKind::JumpTable
                )
            });
            let (bind, body) = match d.map(|d| (d.name, d.kind)) {
                None => (String::new(), format!("&{mutability}[]")),
                Some((n, FieldKind::BlockCall)) => (format!("{n}, "), format!("{slice_of}({n})")),
                Some((n, FieldKind::JumpTable)) => (
                    format!("{n}, "),
                    format!(
                        "jump_tables.{get}(*{n}).map(|t| t.entries.{entries}()).unwrap_or(&{mutability}[])"
                    ),
                ),
                Some((n, _)) => (format!("{n}, "), n.to_string()),
            };
            writeln!(
                s,
                "            InstData::{:?} {{ {bind}.. }} => {body},",
                f.format
            )?;
        }
        writeln!(s, "        }}\n    }}\n")?;
    }

    // Accessors of fields several formats share; the mutable ones are
    // for the fields passes rewrite in place: the state space
    // (address-space inference) and the access mode (the importer).
    for (name, ty, kinds, doc, is_mut) in [
        (
            "space",
            "Space",
            &[FieldKind::Space][..],
            "The state space, for formats that name one.",
            false,
        ),
        (
            "imm",
            "i64",
            &[FieldKind::CtrlImm, FieldKind::Imm][..],
            "The integer immediate, for formats that hold one.",
            false,
        ),
        (
            "align",
            "u8",
            &[FieldKind::LoadAlign, FieldKind::StoreAlign][..],
            "The promised alignment, for memory formats.",
            false,
        ),
        (
            "offset",
            "i32",
            &[FieldKind::Offset][..],
            "The byte offset, for formats that hold one.",
            false,
        ),
        (
            "rounding",
            "RoundingMode",
            &[FieldKind::Rounding][..],
            "The rounding mode, for float arithmetic that takes one.",
            false,
        ),
        (
            "atomic_rmw_op",
            "AtomicRmwOp",
            &[FieldKind::AtomicRmwOp][..],
            "The read-modify-write operation of `atomic_rmw`.",
            false,
        ),
        (
            "space_mut",
            "Space",
            &[FieldKind::Space][..],
            "The state space, mutable, for formats that name one.",
            true,
        ),
        (
            "access_mode_mut",
            "AccessMode",
            &[FieldKind::AccessMode][..],
            "The access mode, mutable, for the loads and stores.",
            true,
        ),
    ] {
        let (this, ret, scrutinee) = if is_mut {
            ("&mut self", format!("&mut {ty}"), "self")
        } else {
            ("&self", ty.to_string(), "*self")
        };
        writeln!(
            s,
            "    /// {doc}\n    pub fn {name}({this}) -> Option<{ret}> {{\n        match {scrutinee} {{"
        )?;
        for f in formats {
            match f.fields.iter().find(|d| kinds.contains(&d.kind)) {
                Some(d) => writeln!(
                    s,
                    "            InstData::{:?} {{ {}, .. }} => Some({}),",
                    f.format, d.name, d.name
                )?,
                None => writeln!(s, "            InstData::{:?} {{ .. }} => None,", f.format)?,
            }
        }
        writeln!(s, "        }}\n    }}\n")?;
    }
    writeln!(s, "}}")?;
    Ok(s)
}

/// The parser's `parse_operands`.
pub fn parser(formats: &[FormatDef]) -> Out {
    let mut s = String::new();
    writeln!(s, "impl Parser<'_, '_> {{")?;
    writeln!(
        s,
        "    /// Parses the operands of `opcode` after its name and `.type` suffix."
    )?;
    writeln!(
        s,
        "    pub(super) fn parse_operands(&mut self, cx: &mut OperandCx<'_>, opcode: Opcode) -> PResult<InstData> {{"
    )?;
    writeln!(s, "        Ok(match opcode.format() {{")?;
    for f in formats {
        writeln!(s, "            InstructionFormat::{:?} => {{", f.format)?;
        for item in f.syntax {
            match *item {
                SyntaxItem::Comma => writeln!(s, "                self.parse_comma()?;")?,
                SyntaxItem::Field(n) => writeln!(
                    s,
                    "                let {n} = self.parse_{}(cx)?;",
                    syntax_fn(field_kind(f, n))
                )?,
                SyntaxItem::Elem(n, i) => writeln!(
                    s,
                    "                let {n}_{i} = self.parse_{}(cx)?;",
                    syntax_fn(field_kind(f, n))
                )?,
            }
        }
        let fields: Vec<String> = f
            .fields
            .iter()
            .map(|d| match d.kind {
                FieldKind::Values(n) | FieldKind::BlockCalls(n) => {
                    let elems: Vec<String> = (0..n).map(|i| format!("{}_{i}", d.name)).collect();
                    format!("{}: [{}]", d.name, elems.join(", "))
                }
                _ => d.name.to_string(),
            })
            .collect();
        let sep = if fields.is_empty() { "" } else { ", " };
        writeln!(
            s,
            "                InstData::{:?} {{ opcode{sep}{} }}\n            }}",
            f.format,
            fields.join(", ")
        )?;
    }
    writeln!(s, "        }})\n    }}\n}}")?;
    Ok(s)
}

/// The printer's `write_operands`.
pub fn printer(formats: &[FormatDef]) -> Out {
    let mut s = String::new();
    writeln!(
        s,
        "/// Writes the operands of `data` (what follows its name and `.type` suffix)."
    )?;
    writeln!(
        s,
        "fn write_operands(w: &mut dyn Write, cx: &PrintCx<'_>, data: &InstData) -> fmt::Result {{"
    )?;
    writeln!(s, "    match *data {{")?;
    for f in formats {
        let names: Vec<&str> = f.fields.iter().map(|d| d.name).collect();
        let bind = if names.is_empty() {
            "..".to_string()
        } else {
            format!("{}, ..", names.join(", "))
        };
        writeln!(s, "        InstData::{:?} {{ {bind} }} => {{", f.format)?;
        for item in f.syntax {
            match *item {
                SyntaxItem::Comma => writeln!(s, "            w.write_str(\",\")?;")?,
                SyntaxItem::Field(n) => writeln!(
                    s,
                    "            print_{}(w, cx, {n})?;",
                    syntax_fn(field_kind(f, n))
                )?,
                SyntaxItem::Elem(n, i) => writeln!(
                    s,
                    "            print_{}(w, cx, {n}[{i}])?;",
                    syntax_fn(field_kind(f, n))
                )?,
            }
        }
        writeln!(s, "            Ok(())\n        }}")?;
    }
    writeln!(s, "    }}\n}}")?;
    Ok(s)
}

/// One builder parameter list and the field expressions built from it.
struct BuilderShape {
    params: Vec<String>,
    /// Statements computing fields that need the DFG, before `build`.
    setup: Vec<String>,
    fields: Vec<String>,
}

/// The parameters and field expressions of a builder method for an opcode
/// of format `f` with operand names `operands` (`opcode` is the expression
/// naming the opcode; `full`: take the fields that otherwise get their
/// default, the alignment, the rounding mode and the atomic order, as
/// parameters).
fn builder_shape(f: &FormatDef, operands: &[&str], opcode: &str, full: bool) -> BuilderShape {
    let mut shape = BuilderShape {
        params: Vec::new(),
        setup: Vec::new(),
        fields: Vec::new(),
    };
    let operand_name = |i: usize| {
        operands
            .get(i)
            .copied()
            .unwrap_or_else(|| ["x", "y", "z"][i])
    };
    // Value operands are numbered in field order (arguments() order).
    let mut value_index = std::collections::HashMap::new();
    let mut next = 0;
    for d in f.fields {
        if let Some(n) = value_count(d.kind) {
            value_index.insert(d.name, next);
            next += n;
        }
    }
    // Parameters follow the text syntax.
    for item in f.syntax {
        let (name, elem) = match *item {
            SyntaxItem::Comma => continue,
            SyntaxItem::Field(n) => (n, None),
            SyntaxItem::Elem(n, i) => (n, Some(i)),
        };
        let kind = field_kind(f, name);
        let base = value_index.get(name).copied().unwrap_or(0) + elem.unwrap_or(0);
        match kind {
            FieldKind::Value | FieldKind::Values(_) => {
                shape.params.push(format!("{}: Value", operand_name(base)))
            }
            FieldKind::ValueList => shape.params.push("values: &[Value]".into()),
            FieldKind::ArgList => shape.params.push("args: &[Value]".into()),
            FieldKind::CtrlImm | FieldKind::Imm => shape.params.push("imm: i64".into()),
            FieldKind::Ieee32 => shape.params.push("x: f32".into()),
            FieldKind::Ieee64 => shape.params.push("x: f64".into()),
            FieldKind::BlockCall => shape.params.push("block: Block, args: &[Value]".into()),
            FieldKind::BlockCalls(_) => {
                let i = elem.unwrap_or(0);
                shape
                    .params
                    .push(format!("{name}{i}: Block, {name}{i}_args: &[Value]"));
            }
            FieldKind::JumpTable => shape
                .params
                .push("default: BlockArg<'_>, targets: &[BlockArg<'_>]".into()),
            FieldKind::InlineAsm => shape.params.push("asm: InlineAsmData".into()),
            FieldKind::LoadAlign | FieldKind::StoreAlign => {
                if full {
                    shape.params.push("align: u8".into());
                }
            }
            // Always coherent from the builder; passes that prove a load
            // read-only set it (`opt::spaces`).
            FieldKind::AccessMode => {}
            FieldKind::Rounding => {
                if full {
                    shape.params.push("rounding: RoundingMode".into());
                }
            }
            FieldKind::AtomicOrder => {
                if full {
                    shape.params.push("order: AtomicOrder".into());
                }
            }
            other => shape.params.push(format!("{name}: {}", rust_type(other))),
        }
    }
    for d in f.fields {
        let n = d.name;
        let expr = match d.kind {
            FieldKind::Value => format!("{n}: {}", operand_name(value_index[n])),
            FieldKind::Values(k) => {
                let names: Vec<&str> = (0..k).map(|i| operand_name(value_index[n] + i)).collect();
                format!("{n}: [{}]", names.join(", "))
            }
            FieldKind::ValueList => {
                shape
                    .setup
                    .push(format!("let {n} = self.value_list(values);"));
                n.to_string()
            }
            FieldKind::ArgList => {
                shape
                    .setup
                    .push(format!("let {n} = self.value_list(args);"));
                n.to_string()
            }
            FieldKind::CtrlImm => {
                shape
                    .setup
                    .push("let imm = canonical_imm(imm, ty.bits());".into());
                n.to_string()
            }
            FieldKind::Imm => {
                shape.setup.push(format!(
                    "let imm = self.operand_imm({opcode}, {}, imm);",
                    operand_name(0)
                ));
                n.to_string()
            }
            FieldKind::Ieee32 => format!("{n}: Ieee32::from_f32(x)"),
            FieldKind::Ieee64 => format!("{n}: Ieee64::from_f64(x)"),
            FieldKind::BlockCall => {
                shape
                    .setup
                    .push(format!("let {n} = self.block_call(block, args);"));
                n.to_string()
            }
            FieldKind::BlockCalls(k) => {
                let calls: Vec<String> = (0..k)
                    .map(|i| format!("self.block_call({n}{i}, {n}{i}_args)"))
                    .collect();
                shape
                    .setup
                    .push(format!("let {n} = [{}];", calls.join(", ")));
                n.to_string()
            }
            FieldKind::JumpTable => {
                shape
                    .setup
                    .push(format!("let {n} = self.jump_table(default, targets);"));
                n.to_string()
            }
            FieldKind::InlineAsm => {
                shape.setup.push(format!("let {n} = self.inline_asm(asm);"));
                n.to_string()
            }
            FieldKind::LoadAlign if !full => format!("{n}: (ty.bytes() * {opcode}.lanes()) as u8"),
            FieldKind::AccessMode => format!("{n}: AccessMode::Coherent"),
            FieldKind::Rounding if !full => format!("{n}: RoundingMode::Rn"),
            FieldKind::AtomicOrder if !full => format!("{n}: AtomicOrder::RELAXED_GPU"),
            FieldKind::StoreAlign if !full => {
                let value = operand_name(value_index["args"] + 1);
                shape.setup.push(format!(
                    "let align = self.natural_align({value}) * {opcode}.lanes() as u8;"
                ));
                n.to_string()
            }
            _ => n.to_string(),
        };
        shape.fields.push(expr);
    }
    shape
}

/// One generated builder method.
struct BuilderMethod<'a> {
    doc: String,
    name: String,
    /// The opcode expression: `Opcode::Iadd`, or `opcode` for a method
    /// taking the opcode as its first parameter.
    opcode: &'a str,
    format: &'a FormatDef,
    operands: &'a [&'a str],
    /// Takes the result type (`ty`) as a parameter.
    explicit: bool,
    returns_value: bool,
    /// Takes the fields that otherwise get their default as parameters
    /// (the `_aligned`, `_rounded` and `_ordered` variants).
    full: bool,
}

impl BuilderMethod<'_> {
    fn write(&self, s: &mut String) -> std::fmt::Result {
        let shape = builder_shape(self.format, self.operands, self.opcode, self.full);
        let mut params = Vec::new();
        let opcode_param = self.opcode == "opcode";
        if opcode_param {
            params.push("opcode: Opcode".to_string());
        }
        if self.explicit {
            params.push("ty: Type".to_string());
        }
        params.extend(shape.params);
        let needs_mut = shape.setup.iter().any(|l| l.contains("self."));
        let ret = if self.returns_value { "Value" } else { "Inst" };
        writeln!(s, "    /// {}", self.doc)?;
        if self.name == "from_generic" {
            writeln!(s, "    #[allow(clippy::wrong_self_convention)]")?;
        }
        // `store_v4`: an address, an offset and four lanes (and the
        // alignment), as the text has them.
        if params.len() + 1 > 7 {
            writeln!(s, "    #[allow(clippy::too_many_arguments)]")?;
        }
        writeln!(
            s,
            "    fn {}({}self, {}) -> {ret} {{",
            self.name,
            if needs_mut { "mut " } else { "" },
            params.join(", ")
        )?;
        for line in shape.setup {
            writeln!(s, "        {line}")?;
        }
        let opcode = if opcode_param {
            "opcode".to_string()
        } else {
            format!("opcode: {}", self.opcode)
        };
        let sep = if shape.fields.is_empty() { "" } else { ", " };
        let data = format!(
            "InstData::{:?} {{ {opcode}{sep}{} }}",
            self.format.format,
            shape.fields.join(", ")
        );
        let ctrl = if self.explicit { "Some(ty)" } else { "None" };
        if self.returns_value {
            writeln!(s, "        self.build_value({data}, {ctrl})")?;
        } else {
            writeln!(s, "        self.build({data}, {ctrl}).0")?;
        }
        writeln!(s, "    }}")
    }
}

/// `InstBuilder`: a method per opcode (and per format for any opcode of
/// it), on top of the hand-written `InstBuilderBase`.
pub fn builder(formats: &[FormatDef], insts: &[InstDef]) -> Out {
    use crate::meta::ResultRule;
    let mut s = String::new();
    writeln!(
        s,
        "/// Builds instructions: one method per opcode, named after it, so front"
    )?;
    writeln!(
        s,
        "/// ends write `builder.ins().iadd(a, b)`. Generated from the instruction"
    )?;
    writeln!(
        s,
        "/// table; every type implementing [`InstBuilderBase`] has it."
    )?;
    writeln!(s, "pub trait InstBuilder<'f>: InstBuilderBase<'f> {{")?;
    for d in insts {
        let f = format_def(formats, d.format);
        let names: Vec<&str> = d.operands.iter().map(|o| o.name).collect();
        let opcode = format!("Opcode::{}", d.variant);
        let returns_value = !matches!(
            d.result,
            ResultRule::None | ResultRule::Call | ResultRule::Asm | ResultRule::Lanes(..)
        );
        let has_align = f
            .fields
            .iter()
            .any(|x| matches!(x.kind, FieldKind::LoadAlign | FieldKind::StoreAlign));
        let mut method = BuilderMethod {
            doc: format!("`{}`: {}", d.name, d.doc),
            name: d.term.to_string(),
            opcode: &opcode,
            format: f,
            operands: &names,
            explicit: d.has_explicit_type(),
            returns_value,
            full: false,
        };
        method.write(&mut s)?;
        let has_rounding = f.fields.iter().any(|x| x.kind == FieldKind::Rounding);
        if has_align {
            method.doc = format!("`{}` with the promised alignment `align`.", d.name);
            method.name = format!("{}_aligned", d.term);
            method.full = true;
            method.write(&mut s)?;
        }
        if has_rounding {
            method.doc = format!("`{}` rounded with `rounding`.", d.name);
            method.name = format!("{}_rounded", d.term);
            method.full = true;
            method.write(&mut s)?;
        }
        if f.fields.iter().any(|x| x.kind == FieldKind::AtomicOrder) {
            method.doc = format!("`{}` with the memory ordering and scope `order`.", d.name);
            method.name = format!("{}_ordered", d.term);
            method.full = true;
            method.write(&mut s)?;
        }
    }
    // Any opcode of a value format, chosen at run time (fuzzers, importers).
    for (method, format, explicit, full, doc) in [
        (
            "unary",
            InstructionFormat::Unary,
            false,
            false,
            "Any opcode of the `Unary` format without an explicit type.",
        ),
        (
            "convert",
            InstructionFormat::Unary,
            true,
            false,
            "A conversion to `ty` (`sextend`, `fcvt_to_sint`, `bitcast`, ...).",
        ),
        (
            "binary",
            InstructionFormat::Binary,
            false,
            false,
            "Any opcode of the `Binary` format.",
        ),
        (
            "rounded_unary",
            InstructionFormat::RoundedUnary,
            false,
            true,
            "Any opcode of the `RoundedUnary` format without an explicit type, rounded with `rounding`.",
        ),
        (
            "rounded_convert",
            InstructionFormat::RoundedUnary,
            true,
            true,
            "A rounded conversion to `ty` (`fcvt_from_sint`, `fcvt_from_uint`), rounded with `rounding`.",
        ),
        (
            "rounded_binary",
            InstructionFormat::RoundedBinary,
            false,
            true,
            "Any opcode of the `RoundedBinary` format, rounded with `rounding`.",
        ),
        (
            "ternary",
            InstructionFormat::Ternary,
            false,
            false,
            "Any opcode of the `Ternary` format.",
        ),
        (
            "binary_imm",
            InstructionFormat::BinaryImm,
            false,
            false,
            "Any opcode of the `BinaryImm` format; `imm` is canonicalised to `x`'s width.",
        ),
    ] {
        BuilderMethod {
            doc: doc.to_string(),
            name: method.to_string(),
            opcode: "opcode",
            format: format_def(formats, format),
            operands: &[],
            explicit,
            returns_value: true,
            full,
        }
        .write(&mut s)?;
    }
    writeln!(
        s,
        "}}\n\nimpl<'f, T: InstBuilderBase<'f>> InstBuilder<'f> for T {{}}"
    )?;
    Ok(s)
}

/// The ISLE view of the IR: `Opcode`, `InstData` and one extractor per opcode.
pub fn isle(formats: &[FormatDef], insts: &[InstDef]) -> Out {
    let mut s = String::new();
    writeln!(
        s,
        ";; Generated by build.rs from src/ir/instructions/{{formats,table}}.rs: the IR"
    )?;
    writeln!(
        s,
        ";; as ISLE sees it. `(iadd x y)` matches an `iadd` instruction.\n"
    )?;
    let variants: Vec<String> = insts.iter().map(|d| format!("({})", d.variant)).collect();
    writeln!(s, "(type Opcode extern (enum {}))\n", variants.join(" "))?;
    writeln!(s, "(type InstData extern (enum")?;
    for f in formats {
        let fields: Vec<String> = f
            .fields
            .iter()
            .map(|d| format!(" ({} {})", d.name, isle_type(d.kind)))
            .collect();
        writeln!(s, "  ({:?} (opcode Opcode){})", f.format, fields.concat())?;
    }
    writeln!(s, "))\n")?;
    // Enough for the widest format, `store_v4`: space, mode, offset,
    // alignment, address and four lanes.
    const LETTERS: &[&str] = &["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];
    for d in insts {
        let f = format_def(formats, d.format);
        let mut params = Vec::new();
        let mut types = Vec::new();
        let mut pattern = Vec::new();
        let mut fresh = LETTERS.iter();
        for x in f.fields {
            match x.kind {
                FieldKind::Values(n) => {
                    let names: Vec<&str> = (0..n).filter_map(|_| fresh.next().copied()).collect();
                    params.extend(names.iter().map(|n| n.to_string()));
                    types.extend((0..n).map(|_| "Value".to_string()));
                    pattern.push(format!("(value_array_{n} {})", names.join(" ")));
                }
                kind => {
                    let n = fresh.next().copied().unwrap_or("z");
                    params.push(n.to_string());
                    types.push(isle_type(kind));
                    pattern.push(n.to_string());
                }
            }
        }
        let sep = if pattern.is_empty() { "" } else { " " };
        writeln!(s, "(decl {} ({}) Inst)", d.term, types.join(" "))?;
        writeln!(
            s,
            "(extractor ({}{}{}) (inst_data (InstData.{:?} (Opcode.{}){sep}{})))",
            d.term,
            if params.is_empty() { "" } else { " " },
            params.join(" "),
            f.format,
            d.variant,
            pattern.join(" ")
        )?;
    }
    Ok(s)
}
