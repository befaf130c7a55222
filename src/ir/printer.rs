//! The text form of the IR (`.plir`), as documented in `docs/IR.md`.
//!
//! The operands of each format are printed in the order its syntax in the
//! instruction table gives (`write_operands`, generated into
//! `OUT_DIR/ir_print.rs`), by one `print_*` function per field kind, each
//! writing its own leading separator.
//!
//! Printing is total: malformed IR (dangling references, wrong formats)
//! still prints, so diagnostics can show the offending instruction. Entity
//! numbers are printed as they are; the parser numbers entities in order of
//! definition, so `print(parse(text))` is the canonical form of `text`.

use super::const_data::to_hex;
use super::entities::{Block, Inst};
use super::function::{Function, Module};
use super::inline_asm::escape;
use super::instructions::{BlockCall, InstData, ValueList};
use super::rounding::RoundingMode;
use super::AsmRef;
use super::{
    AccessMode, AtomicOrder, AtomicRmwOp, ConstRef, FenceScope, FloatCC, FuncRef, Ieee32, Ieee64,
    IntCC, JumpTable, SharedVar, Space, SpecialReg, StackSlot, Type, Value,
};
use core::fmt::{self, Write};

/// Writes a whole module: its constant and global data first, then the
/// functions.
pub fn write_module(w: &mut dyn Write, module: &Module) -> fmt::Result {
    for d in module.const_data.values() {
        let keyword = d.space.keyword();
        write!(w, "{keyword} %{} = {}, align {}", d.name, d.size, d.align)?;
        if !d.init.is_empty() {
            write!(w, ", init \"{}\"", to_hex(&d.init))?;
        }
        for r in &d.relocs {
            write!(w, ", addr {} = {r}", r.offset)?;
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
    if !func.launch_bounds.is_empty() {
        func.launch_bounds.write_lines(w, "    ", " = ")?;
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
        if data.dynamic {
            writeln!(w, "    {var} = shared_slot extern, align {}", data.align)?;
        } else {
            writeln!(
                w,
                "    {var} = shared_slot {}, align {}",
                data.size, data.align
            )?;
        }
        has_preamble = true;
    }
    for (fref, data) in func.func_refs.iter() {
        writeln!(w, "    {fref} = %{}{}", data.name, data.signature)?;
        has_preamble = true;
    }
    for (cref, data) in func.const_refs.iter() {
        writeln!(w, "    {cref} = {} %{}", data.space.keyword(), data.name)?;
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

/// Writes `block3(v1: i32, v2: f32):`, with the block's loop hint before
/// the colon (`block3(v1: i32) nounroll:`).
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
    if let Some(hint) = func.dfg.loop_hint(block) {
        write!(w, " {hint}")?;
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
    for flag in dfg.fast_math[inst].iter() {
        write!(w, " {}", flag.name())?;
    }
    write_operands(
        w,
        &PrintCx {
            func,
            data,
            result_ty,
        },
        data,
    )
}

/// What printing one instruction's operands needs.
struct PrintCx<'a> {
    func: &'a Function,
    data: &'a InstData,
    /// The type of the first result.
    result_ty: Option<Type>,
}

include!(concat!(env!("OUT_DIR"), "/ir_print.rs"));

fn print_comma_separated(w: &mut dyn Write, values: &[Value]) -> fmt::Result {
    for (i, v) in values.iter().enumerate() {
        write!(w, "{}{v}", if i > 0 { ", " } else { "" })?;
    }
    Ok(())
}

fn print_value(w: &mut dyn Write, _: &PrintCx<'_>, v: Value) -> fmt::Result {
    write!(w, " {v}")
}

fn print_value_list(w: &mut dyn Write, cx: &PrintCx<'_>, list: ValueList) -> fmt::Result {
    let pool = &cx.func.dfg.value_lists;
    if list.is_valid(pool) && !list.is_empty() {
        write!(w, " ")?;
        print_comma_separated(w, list.as_slice(pool))?;
    }
    Ok(())
}

fn print_arg_list(w: &mut dyn Write, cx: &PrintCx<'_>, list: ValueList) -> fmt::Result {
    let pool = &cx.func.dfg.value_lists;
    write!(w, "(")?;
    if list.is_valid(pool) {
        print_comma_separated(w, list.as_slice(pool))?;
    }
    write!(w, ")")
}

fn print_ctrl_imm(w: &mut dyn Write, _: &PrintCx<'_>, imm: i64) -> fmt::Result {
    write!(w, " {imm}")
}

fn print_imm(w: &mut dyn Write, _: &PrintCx<'_>, imm: i64) -> fmt::Result {
    write!(w, " {imm}")
}

fn print_ieee32(w: &mut dyn Write, _: &PrintCx<'_>, imm: Ieee32) -> fmt::Result {
    write!(w, " {imm}")
}

fn print_ieee64(w: &mut dyn Write, _: &PrintCx<'_>, imm: Ieee64) -> fmt::Result {
    write!(w, " {imm}")
}

fn print_int_cc(w: &mut dyn Write, _: &PrintCx<'_>, cc: IntCC) -> fmt::Result {
    write!(w, " {cc}")
}

fn print_float_cc(w: &mut dyn Write, _: &PrintCx<'_>, cc: FloatCC) -> fmt::Result {
    write!(w, " {cc}")
}

fn print_space(w: &mut dyn Write, _: &PrintCx<'_>, space: Space) -> fmt::Result {
    write!(w, " {space}")
}

fn print_special_reg(w: &mut dyn Write, _: &PrintCx<'_>, reg: SpecialReg) -> fmt::Result {
    write!(w, " {reg}")
}

fn print_stack_slot(w: &mut dyn Write, _: &PrintCx<'_>, slot: StackSlot) -> fmt::Result {
    write!(w, " {slot}")
}

fn print_shared_var(w: &mut dyn Write, _: &PrintCx<'_>, var: SharedVar) -> fmt::Result {
    write!(w, " {var}")
}

fn print_const_ref(w: &mut dyn Write, _: &PrintCx<'_>, data: ConstRef) -> fmt::Result {
    write!(w, " {data}")
}

fn print_func_ref(w: &mut dyn Write, _: &PrintCx<'_>, func: FuncRef) -> fmt::Result {
    write!(w, " {func}")
}

fn print_offset(w: &mut dyn Write, _: &PrintCx<'_>, offset: i32) -> fmt::Result {
    match offset {
        0 => Ok(()),
        o if o > 0 => write!(w, "+{o}"),
        o => write!(w, "{o}"),
    }
}

/// ` align N`, unless `N` is the natural alignment of `natural_ty`.
/// ` align N` unless `align` is the natural alignment of `lanes` adjacent
/// values of `natural_ty`.
fn print_align(w: &mut dyn Write, align: u8, lanes: u32, natural_ty: Option<Type>) -> fmt::Result {
    if natural_ty.map(|t| t.bytes() * lanes) == Some(align as u32) {
        Ok(())
    } else {
        write!(w, " align {align}")
    }
}

/// ` nc` for a non-coherent load; nothing for a plain one.
fn print_access_mode(w: &mut dyn Write, _: &PrintCx<'_>, cache: AccessMode) -> fmt::Result {
    match cache.keyword() {
        Some(k) => write!(w, " {k}"),
        None => Ok(()),
    }
}

fn print_load_align(w: &mut dyn Write, cx: &PrintCx<'_>, align: u8) -> fmt::Result {
    print_align(w, align, cx.data.opcode().lanes(), cx.result_ty)
}

/// A store's alignment: natural for its last operand, the stored value.
fn print_store_align(w: &mut dyn Write, cx: &PrintCx<'_>, align: u8) -> fmt::Result {
    let dfg = &cx.func.dfg;
    let stored = cx.data.arguments(&dfg.value_lists).last();
    let lanes = cx.data.opcode().lanes();
    print_align(w, align, lanes, stored.and_then(|&v| dfg.try_value_type(v)))
}

/// An atomic's ordering and scope other than the default relaxed `gpu`
/// (which is not written).
fn print_atomic_order(w: &mut dyn Write, _: &PrintCx<'_>, order: AtomicOrder) -> fmt::Result {
    if order.is_default() {
        Ok(())
    } else {
        write!(w, " {order}")
    }
}

fn print_atomic_rmw_op(w: &mut dyn Write, _: &PrintCx<'_>, op: AtomicRmwOp) -> fmt::Result {
    write!(w, " {}", op.name())
}

/// A rounding mode other than the default `rn` (which is not written).
fn print_rounding(w: &mut dyn Write, _: &PrintCx<'_>, mode: RoundingMode) -> fmt::Result {
    if mode == RoundingMode::Rn {
        Ok(())
    } else {
        write!(w, " {mode}")
    }
}

fn print_fence_scope(w: &mut dyn Write, _: &PrintCx<'_>, scope: FenceScope) -> fmt::Result {
    write!(w, " {}", scope.name())
}

fn print_block_call(w: &mut dyn Write, cx: &PrintCx<'_>, call: BlockCall) -> fmt::Result {
    write!(w, " ")?;
    write_block_call(w, cx.func, &call)
}

/// ` "TEMPLATE", "CONSTRAINTS"` with LLVM's escapes.
fn print_inline_asm(w: &mut dyn Write, cx: &PrintCx<'_>, asm: AsmRef) -> fmt::Result {
    let Some(data) = cx.func.dfg.inline_asms.get(asm) else {
        return write!(w, " <invalid {asm}>");
    };
    write!(
        w,
        " \"{}\", \"{}\"",
        escape(data.template()),
        escape(&data.constraint_text())
    )
}

/// ` block1, [block2, block3]`: the default target, then the others.
fn print_jump_table(w: &mut dyn Write, cx: &PrintCx<'_>, table: JumpTable) -> fmt::Result {
    let Some(jt) = cx.func.dfg.jump_tables.get(table) else {
        return write!(w, " <invalid {table}>");
    };
    match jt.default_target() {
        Some(d) => print_block_call(w, cx, *d)?,
        None => write!(w, " <no default>")?,
    }
    write!(w, ", [")?;
    for (i, t) in jt.targets().iter().enumerate() {
        if i > 0 {
            write!(w, ", ")?;
        }
        write_block_call(w, cx.func, t)?;
    }
    write!(w, "]")
}

fn write_block_call(w: &mut dyn Write, func: &Function, call: &BlockCall) -> fmt::Result {
    write!(w, "{}", call.block)?;
    let args = func.dfg.block_call_args(call);
    if !args.is_empty() {
        write!(w, "(")?;
        print_comma_separated(w, args)?;
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
