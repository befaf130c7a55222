//! The text form of the IR (`.plir`), as documented in `docs/IR.md`.
//!
//! Printing is total: malformed IR (dangling references, wrong formats)
//! still prints, so diagnostics can show the offending instruction. Entity
//! numbers are printed as they are; the parser numbers entities in order of
//! definition, so `print(parse(text))` is the canonical form of `text`.

use super::const_data::to_hex;
use super::entities::{Block, Inst};
use super::function::{Function, Module};
use super::instructions::{BlockCall, InstData};
use core::fmt::{self, Write};

/// Writes a whole module: its constant data first, then the functions.
pub fn write_module(w: &mut dyn Write, module: &Module) -> fmt::Result {
    for d in module.const_data.values() {
        write!(w, "const_data %{} = {}, align {}", d.name, d.size, d.align)?;
        if !d.init.is_empty() {
            write!(w, ", init \"{}\"", to_hex(&d.init))?;
        }
        writeln!(w)?;
    }
    for (i, func) in module.functions.values().enumerate() {
        if i > 0 || !module.const_data.is_empty() {
            writeln!(w)?;
        }
        write_function(w, func)?;
    }
    Ok(())
}

/// Writes one function.
pub fn write_function(w: &mut dyn Write, func: &Function) -> fmt::Result {
    writeln!(
        w,
        "{} %{}{} {{",
        func.kind.keyword(),
        func.name,
        func.signature
    )?;
    let mut has_preamble = false;
    if let Some(n) = func.warn_stack_size {
        writeln!(w, "    warn_stack_size = {n}")?;
        has_preamble = true;
    }
    for (slot, data) in func.stack_slots.iter() {
        writeln!(
            w,
            "    {slot} = explicit_slot {}, align {}",
            data.size, data.align
        )?;
        has_preamble = true;
    }
    for (var, data) in func.shared_vars.iter() {
        writeln!(
            w,
            "    {var} = shared_slot {}, align {}",
            data.size, data.align
        )?;
        has_preamble = true;
    }
    for (fref, data) in func.func_refs.iter() {
        writeln!(w, "    {fref} = %{}{}", data.name, data.signature)?;
        has_preamble = true;
    }
    for (cref, data) in func.const_refs.iter() {
        writeln!(w, "    {cref} = const_data %{}", data.name)?;
        has_preamble = true;
    }
    for (i, &block) in func.layout.blocks().iter().enumerate() {
        if i > 0 || has_preamble {
            writeln!(w)?;
        }
        write_block_header(w, func, block)?;
        writeln!(w)?;
        for &inst in func.layout.block_insts(block) {
            write!(w, "    ")?;
            write_inst(w, func, inst)?;
            writeln!(w)?;
        }
    }
    writeln!(w, "}}")
}

/// Writes `block3(v1: i32, v2: f32):`.
pub fn write_block_header(w: &mut dyn Write, func: &Function, block: Block) -> fmt::Result {
    write!(w, "{block}")?;
    let params = func.dfg.block_params(block);
    if !params.is_empty() {
        write!(w, "(")?;
        for (i, &p) in params.iter().enumerate() {
            if i > 0 {
                write!(w, ", ")?;
            }
            match func.dfg.try_value_type(p) {
                Some(ty) => write!(w, "{p}: {ty}")?,
                None => write!(w, "{p}: ?")?,
            }
        }
        write!(w, ")")?;
    }
    write!(w, ":")
}

/// Writes one instruction without indentation or newline.
pub fn write_inst(w: &mut dyn Write, func: &Function, inst: Inst) -> fmt::Result {
    let dfg = &func.dfg;
    let Some(data) = dfg.insts.get(inst) else {
        return write!(w, "<invalid {inst}>");
    };
    let results = dfg.inst_results(inst);
    for (i, r) in results.iter().enumerate() {
        write!(w, "{}{r}", if i > 0 { ", " } else { "" })?;
    }
    if !results.is_empty() {
        write!(w, " = ")?;
    }
    let opcode = data.opcode();
    write!(w, "{opcode}")?;
    let result_ty = results.first().and_then(|&r| dfg.try_value_type(r));
    if opcode.has_explicit_type() {
        if let Some(ty) = result_ty {
            write!(w, ".{ty}")?;
        }
    }
    let pool = &dfg.value_lists;
    let natural = |v| dfg.try_value_type(v).map(|t| t.bytes());
    match *data {
        InstData::UnaryImm { imm, .. } => write!(w, " {imm}"),
        InstData::UnaryIeee32 { imm, .. } => write!(w, " {imm}"),
        InstData::UnaryIeee64 { imm, .. } => write!(w, " {imm}"),
        InstData::Unary { arg, .. } => write!(w, " {arg}"),
        InstData::Binary { args, .. } => write!(w, " {}, {}", args[0], args[1]),
        InstData::BinaryImm { arg, imm, .. } => write!(w, " {arg}, {imm}"),
        InstData::Ternary { args, .. } => write!(w, " {}, {}, {}", args[0], args[1], args[2]),
        InstData::IntCompare { cond, args, .. } => write!(w, " {cond} {}, {}", args[0], args[1]),
        InstData::IntCompareImm { cond, arg, imm, .. } => write!(w, " {cond} {arg}, {imm}"),
        InstData::FloatCompare { cond, args, .. } => write!(w, " {cond} {}, {}", args[0], args[1]),
        InstData::Sreg { reg, .. } => write!(w, " {reg}"),
        InstData::Load {
            space,
            offset,
            align,
            arg,
            ..
        } => {
            write!(w, " {space} {arg}")?;
            write_offset(w, offset)?;
            write_align(w, align, result_ty.map(|t| t.bytes()))
        }
        InstData::Store {
            space,
            offset,
            align,
            args,
            ..
        } => {
            write!(w, " {space} {}", args[0])?;
            write_offset(w, offset)?;
            write!(w, ", {}", args[1])?;
            write_align(w, align, natural(args[1]))
        }
        InstData::StackAddr { slot, offset, .. } => {
            write!(w, " {slot}")?;
            write_offset(w, offset)
        }
        InstData::StackLifetime { slot, .. } => write!(w, " {slot}"),
        InstData::SharedAddr { var, offset, .. } => {
            write!(w, " {var}")?;
            write_offset(w, offset)
        }
        InstData::ConstAddr { data, offset, .. } => {
            write!(w, " {data}")?;
            write_offset(w, offset)
        }
        InstData::Cvta { space, arg, .. } => write!(w, " {space} {arg}"),
        InstData::AtomicRmw {
            op, space, args, ..
        } => {
            write!(w, " {} {space} {}, {}", op.name(), args[0], args[1])
        }
        InstData::AtomicCas { space, args, .. } => {
            write!(w, " {space} {}, {}, {}", args[0], args[1], args[2])
        }
        InstData::Nullary { .. } => Ok(()),
        InstData::Fence { scope, .. } => write!(w, " {}", scope.name()),
        InstData::Jump { dest, .. } => {
            write!(w, " ")?;
            write_block_call(w, func, &dest)
        }
        InstData::Brif { arg, blocks, .. } => {
            write!(w, " {arg}, ")?;
            write_block_call(w, func, &blocks[0])?;
            write!(w, ", ")?;
            write_block_call(w, func, &blocks[1])
        }
        InstData::BrTable { arg, table, .. } => {
            write!(w, " {arg}, ")?;
            let Some(jt) = dfg.jump_tables.get(table) else {
                return write!(w, "<invalid {table}>");
            };
            match jt.default_target() {
                Some(d) => write_block_call(w, func, d)?,
                None => write!(w, "<no default>")?,
            }
            write!(w, ", [")?;
            for (i, t) in jt.targets().iter().enumerate() {
                if i > 0 {
                    write!(w, ", ")?;
                }
                write_block_call(w, func, t)?;
            }
            write!(w, "]")
        }
        InstData::MultiAry { args, .. } => {
            if args.is_valid(pool) {
                for (i, a) in args.as_slice(pool).iter().enumerate() {
                    write!(w, "{}{a}", if i > 0 { ", " } else { " " })?;
                }
            }
            Ok(())
        }
        InstData::Call {
            func: fref, args, ..
        } => {
            write!(w, " {fref}(")?;
            if args.is_valid(pool) {
                write_value_list(w, args.as_slice(pool))?;
            }
            write!(w, ")")
        }
    }
}

fn write_offset(w: &mut dyn Write, offset: i32) -> fmt::Result {
    match offset {
        0 => Ok(()),
        o if o > 0 => write!(w, "+{o}"),
        o => write!(w, "{o}"),
    }
}

fn write_align(w: &mut dyn Write, align: u8, natural: Option<u32>) -> fmt::Result {
    if natural == Some(align as u32) {
        Ok(())
    } else {
        write!(w, " align {align}")
    }
}

fn write_value_list(w: &mut dyn Write, values: &[super::Value]) -> fmt::Result {
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            write!(w, ", ")?;
        }
        write!(w, "{v}")?;
    }
    Ok(())
}

fn write_block_call(w: &mut dyn Write, func: &Function, call: &BlockCall) -> fmt::Result {
    write!(w, "{}", call.block)?;
    let args = func.dfg.block_call_args(call);
    if !args.is_empty() {
        write!(w, "(")?;
        write_value_list(w, args)?;
        write!(w, ")")?;
    }
    Ok(())
}

/// The text of one instruction, for diagnostics.
pub fn inst_to_string(func: &Function, inst: Inst) -> String {
    let mut s = String::new();
    let _ = write_inst(&mut s, func, inst);
    s
}

impl fmt::Display for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_function(f, self)
    }
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_module(f, self)
    }
}
