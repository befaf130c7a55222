//! The PTX text of machine instructions, and VCode's `Display`.
//!
//! One formatter gives each [`MInst`] its PTX: mnemonic, modifiers, type
//! and operands, spelled by `ptx::isa`. What an instruction refers to is
//! named by the caller through [`Names`]: VCode's `Display` (`--emit
//! vcode`) names virtual registers `%vN`, blocks `vblockN` and frame
//! objects by what they are (`ss0`, `spill3`); the emitter names the
//! allocated registers, the placed frame objects and the module's symbols.
//!
//! ```text
//!   MInst ──write_inst(names)──> `mul.lo.s32 %v3, %v1, 4;`
//!   VCode ──Display──> `.reg` declarations of the registers used,
//!                      `vblockN:` labels (block parameters in a comment),
//!                      each instruction (a jump's arguments in a comment)
//! ```
//!
//! A few instructions have no PTX text before the frame and block layouts
//! exist: a lifetime marker prints as a `//` comment, a frame address or
//! spill as its object's name where the byte offset will be, a branch to
//! its block's label (the emitter threads jumps and elides fallthroughs
//! itself, and prints nothing for lifetime markers). An instruction that
//! expands to several PTX instructions gives them on lines joined by
//! `"\n\t"`; the caller indents the first and ends the last.

use super::{
    Addr, AsmArg, AsmArgKind, AsmText, BinOp, FrameRef, MInst, Precision, PtxType, Reg, Src,
    Symbol, VBlock, VCode,
};
use crate::abi::packed_offsets;
use crate::ir::{AccessMode, AsmClass, AsmModifier, FenceScope, FuncId, Opcode, Space};
use crate::ptx::isa::{
    self, AtomSem, ByteArray, CmpOp, F32Imm, F64Imm, IntImm, Mnemonic, Modifier, Rounding,
    SpaceQualifier, SpecialRegName,
};
use core::fmt::{self, Write};

/// The local-memory frame pointer: the depot's local address.
pub const SPL: &str = "%SPL";
/// The depot's generic address.
pub const SP: &str = "%SP";
/// The `.b32` scratch register through which budget mode spills predicates.
pub const PRED_SCRATCH: &str = "%rps";
/// The return parameter of a device function.
pub const RETVAL: &str = "__retval";

/// Argument `index` of call number `call`.
pub fn call_arg(call: u32, index: usize) -> String {
    format!("__p{call}_{index}")
}

/// The return parameter of call number `call`.
pub fn call_ret(call: u32) -> String {
    format!("__r{call}")
}

/// The declaration of a return parameter named `name` for results of
/// `types`: one value, or several packed into a `.b8` array as
/// `abi::packed_offsets` lays them out; `None` without results.
pub fn return_param(types: &[PtxType], name: &str) -> Option<String> {
    match (types, packed_offsets(types)) {
        ([], _) => None,
        (_, Some((_, size))) => {
            let array = ByteArray {
                space: Space::Param,
                align: 8,
                name,
                size: u64::from(size),
            };
            Some(array.to_string())
        }
        ([t, ..], None) => Some(format!("{} {t} {name}", SpaceQualifier(Space::Param))),
    }
}

/// Where a frame object is, as far as a printer knows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FramePlace {
    /// At this byte offset from `%SPL` (after frame layout).
    Offset(i64),
    /// Not placed: a dead object, never accessed.
    Unplaced,
    /// Not laid out yet: written as the object's name.
    Named,
}

/// How a printer names what instructions refer to.
pub trait Names {
    /// A register.
    fn reg(&self, r: Reg) -> String;
    /// Where frame object `f` is.
    fn frame(&self, f: FrameRef) -> FramePlace;
    /// A shared variable or constant object.
    fn symbol(&self, s: Symbol) -> String;
    /// Parameter `index` of the function being printed.
    fn param(&self, index: u32) -> String;
    /// A function called.
    fn callee(&self, f: FuncId) -> String;
    /// A block, as a branch target.
    fn label(&self, b: VBlock) -> String;
}

/// A frame object plus a byte offset, as an immediate: a number, or the
/// object's name plus the offset where the layout is not known.
struct FrameOffset {
    object: FrameRef,
    place: FramePlace,
    offset: i64,
}

impl FrameOffset {
    fn new(names: &impl Names, object: FrameRef, offset: i64) -> FrameOffset {
        FrameOffset {
            object,
            place: names.frame(object),
            offset,
        }
    }

    /// Is it the number 0?
    fn is_zero(&self) -> bool {
        match self.place {
            FramePlace::Offset(b) => b + self.offset == 0,
            FramePlace::Unplaced => self.offset == 0,
            FramePlace::Named => false,
        }
    }
}

impl fmt::Display for FrameOffset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.place {
            // Only placed (live) objects are accessed: an unplaced one's
            // offset is never used.
            FramePlace::Offset(b) => write!(f, "{}", b + self.offset),
            FramePlace::Unplaced => write!(f, "{}", self.offset),
            FramePlace::Named if self.offset == 0 => write!(f, "{}", self.object),
            FramePlace::Named if self.offset < 0 => write!(f, "{}{}", self.object, self.offset),
            FramePlace::Named => write!(f, "{}+{}", self.object, self.offset),
        }
    }
}

/// A source operand read as `ty`.
fn src_text(names: &impl Names, s: Src, ty: PtxType) -> String {
    match s {
        Src::Reg(r) => names.reg(r),
        Src::Imm(k) => IntImm(k, ty.scalar()).to_string(),
        Src::F32(bits) => F32Imm(bits).to_string(),
        Src::F64(bits) => F64Imm(bits).to_string(),
    }
}

/// A memory operand: `[base]` or `[base+offset]`.
fn addr_text(names: &impl Names, a: Addr) -> String {
    match a {
        Addr::Reg(r, 0) => format!("[{}]", names.reg(r)),
        Addr::Reg(r, off) => format!("[{}+{off}]", names.reg(r)),
        Addr::Frame(f, off) => {
            let offset = FrameOffset::new(names, f, i64::from(off));
            if offset.is_zero() {
                format!("[{SPL}]")
            } else {
                format!("[{SPL}+{offset}]")
            }
        }
        Addr::Symbol(sym, 0) => format!("[{}]", names.symbol(sym)),
        Addr::Symbol(sym, off) => format!("[{}+{off}]", names.symbol(sym)),
    }
}

/// `[name]` or `[name+offset]`: a slot of a `.param` variable.
fn param_slot(name: &str, offset: Option<u32>) -> String {
    match offset {
        Some(off) if off > 0 => format!("[{name}+{off}]"),
        _ => format!("[{name}]"),
    }
}

/// The modifier after a mnemonic, when there is one.
#[derive(Copy, Clone)]
enum Qualifier {
    None,
    Modifier(Modifier),
    Rounding(Rounding),
}

impl fmt::Display for Qualifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Qualifier::None => Ok(()),
            Qualifier::Modifier(m) => m.fmt(f),
            Qualifier::Rounding(r) => r.fmt(f),
        }
    }
}

impl From<Option<Precision>> for Qualifier {
    fn from(p: Option<Precision>) -> Qualifier {
        match p {
            None => Qualifier::None,
            Some(Precision::Round(r)) => Qualifier::Rounding(r),
            Some(Precision::Approx) => Qualifier::Modifier(Modifier::Approx),
        }
    }
}

/// The qualifier of an instruction: its operation's (`.lo`) or its
/// precision's (`.rn`, `.approx`).
fn qualifier(implied: Option<Modifier>, prec: Option<Precision>) -> Qualifier {
    implied.map_or_else(|| prec.into(), Qualifier::Modifier)
}

/// Writes the PTX text of `inst` (see the module documentation for the
/// instructions that have none yet).
pub fn write_inst<W: Write>(w: &mut W, inst: &MInst, names: &impl Names) -> fmt::Result {
    let reg = |r: &Reg| names.reg(*r);
    let src = |s: &Src, ty: PtxType| src_text(names, *s, ty);
    let addr = |a: &Addr| addr_text(names, *a);
    match inst {
        MInst::Bin {
            op,
            prec,
            ty,
            dst,
            a,
            b,
        } => {
            let (mn, implied) = op.spelling();
            let q = qualifier(implied, *prec);
            // Shift amounts are `.u32` whatever the instruction type.
            let bty = if matches!(op, BinOp::Shl | BinOp::Shr) {
                PtxType::U32
            } else {
                *ty
            };
            let (d, a, b) = (reg(dst), src(a, *ty), src(b, bty));
            write!(w, "{mn}{q}{ty} {d}, {a}, {b};")
        }
        MInst::Un {
            op,
            prec,
            ty,
            dst,
            a,
        } => {
            let (mn, implied) = op.spelling();
            let q = qualifier(implied, *prec);
            write!(w, "{mn}{q}{ty} {}, {};", reg(dst), src(a, *ty))
        }
        MInst::Tern {
            op,
            prec,
            ty,
            dst,
            a,
            b,
            c,
        } => {
            let (mn, implied) = op.spelling();
            let q = qualifier(implied, *prec);
            let (d, a, b, c) = (reg(dst), src(a, *ty), src(b, *ty), src(c, *ty));
            write!(w, "{mn}{q}{ty} {d}, {a}, {b}, {c};")
        }
        MInst::MulWide { signed, dst, a, b } => {
            let ty = if *signed { PtxType::S32 } else { PtxType::U32 };
            let (mn, wide) = (Mnemonic::Mul, Modifier::Wide);
            let (d, a, b) = (reg(dst), src(a, ty), src(b, ty));
            write!(w, "{mn}{wide}{ty} {d}, {a}, {b};")
        }
        MInst::Cvt {
            dst_ty,
            src_ty,
            rnd,
            dst,
            src: s,
        } => {
            let q = rnd.map_or(Qualifier::None, Qualifier::Rounding);
            let (d, s) = (reg(dst), src(s, *src_ty));
            write!(w, "{}{q}{dst_ty}{src_ty} {d}, {s};", Mnemonic::Cvt)
        }
        MInst::Mov { ty, dst, src: s } => {
            write!(w, "{}{ty} {}, {};", Mnemonic::Mov, reg(dst), src(s, *ty))
        }
        MInst::MovSreg { dst, reg: sreg } => {
            let (mn, ty) = (Mnemonic::Mov, PtxType::U32);
            write!(w, "{mn}{ty} {}, {};", reg(dst), SpecialRegName(*sreg))
        }
        MInst::MovSymbol {
            ty,
            dst,
            sym,
            offset,
        } => {
            let d = reg(dst);
            write!(w, "{}{ty} {d}, {};", Mnemonic::Mov, names.symbol(*sym))?;
            if *offset != 0 {
                let k = IntImm(i64::from(*offset), ty.scalar());
                write!(w, "\n\t{}{ty} {d}, {d}, {k};", Mnemonic::Add)?;
            }
            Ok(())
        }
        MInst::FrameAddr {
            generic,
            ty,
            dst,
            frame,
            offset,
        } => {
            let d = reg(dst);
            let off = FrameOffset::new(names, *frame, i64::from(*offset));
            let add = Mnemonic::Add;
            match (off.place, generic, ty) {
                // A dead object's address is never used for an access or
                // observed (that would make it live): any value does.
                (FramePlace::Unplaced, _, _) => write!(w, "{}{ty} {d}, 0;", Mnemonic::Mov),
                (_, true, _) => write!(w, "{add}{} {d}, {SP}, {off};", PtxType::U64),
                (_, false, PtxType::U64) => write!(w, "{add}{} {d}, {SPL}, {off};", PtxType::U64),
                (_, false, _) => {
                    let (u32, u64) = (PtxType::U32, PtxType::U64);
                    write!(w, "{}{u32}{u64} {d}, {SPL};", Mnemonic::Cvt)?;
                    write!(w, "\n\t{add}{u32} {d}, {d}, {off};")
                }
            }
        }
        MInst::Setp { cmp, ty, dst, a, b } => {
            let (d, a, b) = (reg(dst), src(a, *ty), src(b, *ty));
            write!(w, "{}{cmp}{ty} {d}, {a}, {b};", Mnemonic::Setp)
        }
        MInst::Selp {
            ty,
            dst,
            a,
            b,
            cond,
        } => {
            let (d, a, b, c) = (reg(dst), src(a, *ty), src(b, *ty), reg(cond));
            write!(w, "{}{ty} {d}, {a}, {b}, {c};", Mnemonic::Selp)
        }
        MInst::Ld {
            space,
            mode,
            ty,
            dst,
            addr: a,
        } => {
            let (sp, d, a) = (SpaceQualifier(*space), reg(dst), addr(a));
            let (vol, nc) = mode_qualifiers(*mode, *space);
            write!(w, "{}{vol}{sp}{nc}{ty} {d}, {a};", Mnemonic::Ld)
        }
        MInst::St {
            space,
            mode,
            ty,
            addr: a,
            src: s,
        } => {
            let (sp, a, s) = (SpaceQualifier(*space), addr(a), src(s, *ty));
            let (vol, _) = mode_qualifiers(*mode, *space);
            write!(w, "{}{vol}{sp}{ty} {a}, {s};", Mnemonic::St)
        }
        MInst::LdVec {
            space,
            mode,
            ty,
            dsts,
            addr: a,
        } => {
            let (sp, a) = (SpaceQualifier(*space), addr(a));
            let (vol, nc) = mode_qualifiers(*mode, *space);
            let ds: Vec<_> = dsts.iter().map(reg).collect();
            let n = ds.len();
            write!(
                w,
                "{}{vol}{sp}{nc}.v{n}{ty} {{{}}}, {a};",
                Mnemonic::Ld,
                ds.join(", ")
            )
        }
        MInst::StVec {
            space,
            mode,
            ty,
            addr: a,
            srcs,
        } => {
            let (sp, a) = (SpaceQualifier(*space), addr(a));
            let (vol, _) = mode_qualifiers(*mode, *space);
            let ss: Vec<_> = srcs.iter().map(|s| src(s, *ty)).collect();
            let n = ss.len();
            write!(
                w,
                "{}{vol}{sp}.v{n}{ty} {a}, {{{}}};",
                Mnemonic::St,
                ss.join(", ")
            )
        }
        MInst::Cvta {
            to_generic,
            space,
            dst,
            src: s,
        } => {
            let to = if *to_generic {
                Qualifier::None
            } else {
                Qualifier::Modifier(Modifier::To)
            };
            let (sp, ty) = (SpaceQualifier(*space), PtxType::U64);
            write!(
                w,
                "{}{to}{sp}{ty} {}, {};",
                Mnemonic::Cvta,
                reg(dst),
                reg(s)
            )
        }
        MInst::InSpace { space, dst, src } => write!(
            w,
            "{}{} {}, {};",
            Mnemonic::Isspacep,
            SpaceQualifier(*space),
            reg(dst),
            reg(src)
        ),
        MInst::Atom {
            op,
            order,
            space,
            ty,
            dst,
            addr: a,
            src: s,
        } => {
            let (sp, o, sem) = (SpaceQualifier(*space), op.isa(), AtomSem(*order));
            let (a, s) = (addr(a), src(s, *ty));
            match dst {
                Some(d) => write!(
                    w,
                    "{}{sem}{sp}{o}{ty} {}, {a}, {s};",
                    Mnemonic::Atom,
                    reg(d)
                ),
                None => write!(w, "{}{sem}{sp}{o}{ty} {a}, {s};", Mnemonic::Red),
            }
        }
        MInst::AtomCas {
            order,
            space,
            ty,
            dst,
            addr: a,
            cmp,
            new,
        } => {
            let (sp, o, sem) = (SpaceQualifier(*space), isa::AtomOp::Cas, AtomSem(*order));
            let (d, a) = (reg(dst), addr(a));
            let (c, n) = (src(cmp, *ty), src(new, *ty));
            write!(w, "{}{sem}{sp}{o}{ty} {d}, {a}, {c}, {n};", Mnemonic::Atom)
        }
        MInst::Bar => write!(w, "{}{} 0;", Mnemonic::Bar, Modifier::Sync),
        MInst::Membar { scope } => {
            let level = match scope {
                FenceScope::Cta => Modifier::Cta,
                FenceScope::Gpu => Modifier::Gl,
                FenceScope::Sys => Modifier::Sys,
            };
            write!(w, "{}{level};", Mnemonic::Membar)
        }
        MInst::Trap => write!(w, "{};", Mnemonic::Trap),
        MInst::SlotLifetime { slot, start } => {
            let marker = if *start {
                Opcode::StackStart
            } else {
                Opcode::StackEnd
            };
            write!(w, "// {marker} {slot}")
        }
        MInst::LdParam { ty, dst, index } => {
            let (sp, d) = (SpaceQualifier(Space::Param), reg(dst));
            write!(
                w,
                "{}{sp}{ty} {d}, [{}];",
                Mnemonic::Ld,
                names.param(*index)
            )
        }
        MInst::ParamAddr { dst, index } => {
            let (mn, ty) = (Mnemonic::Mov, PtxType::U64);
            write!(w, "{mn}{ty} {}, {};", reg(dst), names.param(*index))
        }
        MInst::StParam {
            call,
            index,
            ty,
            src: s,
        } => {
            let (sp, name) = (
                SpaceQualifier(Space::Param),
                call_arg(*call, *index as usize),
            );
            write!(
                w,
                "{sp} {ty} {name};\n\t{}{sp}{ty} [{name}], {};",
                Mnemonic::St,
                src(s, *ty)
            )
        }
        MInst::InlineAsm {
            pieces,
            operands,
            uid,
        } => write_inline_asm(w, pieces, operands, *uid, names),
        MInst::Call {
            call,
            callee,
            args,
            rets,
        } => {
            let callee = names.callee(*callee);
            let params: Vec<String> = (0..args.len()).map(|i| call_arg(*call, i)).collect();
            let (mn, uni) = (Mnemonic::Call, Modifier::Uni);
            match return_param(rets, &call_ret(*call)) {
                Some(decl) => write!(
                    w,
                    "{decl};\n\t{mn}{uni} ({}), {callee}, ({});",
                    call_ret(*call),
                    params.join(", ")
                ),
                None => write!(w, "{mn}{uni} {callee}, ({});", params.join(", ")),
            }
        }
        MInst::LdRetval {
            call,
            ty,
            dst,
            offset,
        } => {
            let (sp, d) = (SpaceQualifier(Space::Param), reg(dst));
            let slot = param_slot(&call_ret(*call), *offset);
            write!(w, "{}{sp}{ty} {d}, {slot};", Mnemonic::Ld)
        }
        MInst::StRetval { ty, src: s, offset } => {
            let sp = SpaceQualifier(Space::Param);
            let slot = param_slot(RETVAL, *offset);
            write!(w, "{}{sp}{ty} {slot}, {};", Mnemonic::St, src(s, *ty))
        }
        MInst::Ret => write!(w, "{};", Mnemonic::Ret),
        MInst::Jump { target } => {
            let (mn, uni) = (Mnemonic::Bra, Modifier::Uni);
            write!(w, "{mn}{uni} {};", names.label(*target))
        }
        MInst::CondBr {
            cond,
            taken,
            not_taken,
        } => {
            let (bra, uni) = (Mnemonic::Bra, Modifier::Uni);
            write!(w, "@{} {bra} {};", reg(cond), names.label(*taken))?;
            write!(w, "\n\t{bra}{uni} {};", names.label(*not_taken))
        }
        MInst::BrTable {
            index,
            out_of_range,
            default,
            targets,
        } => {
            let labels: Vec<String> = targets.iter().map(|&t| names.label(t)).collect();
            let (bra, brx, idx) = (Mnemonic::Bra, Mnemonic::Brx, Modifier::Idx);
            write!(w, "@{} {bra} {};", reg(out_of_range), names.label(*default))?;
            write!(w, "\n\t{brx}{idx} {}, [{}];", reg(index), labels.join(", "))
        }
        MInst::SpillPred { src: s, slot } => {
            let off = FrameOffset::new(names, FrameRef::Spill(*slot), 0);
            let (u32, u8) = (PtxType::U32, PtxType::U8);
            let local = SpaceQualifier(Space::Local);
            write!(
                w,
                "{}{u32} {PRED_SCRATCH}, 1, 0, {};",
                Mnemonic::Selp,
                reg(s)
            )?;
            write!(
                w,
                "\n\t{}{local}{u8} [{SPL}+{off}], {PRED_SCRATCH};",
                Mnemonic::St
            )
        }
        MInst::ReloadPred { dst, slot } => {
            let off = FrameOffset::new(names, FrameRef::Spill(*slot), 0);
            let (u32, u8) = (PtxType::U32, PtxType::U8);
            let local = SpaceQualifier(Space::Local);
            write!(
                w,
                "{}{local}{u8} {PRED_SCRATCH}, [{SPL}+{off}];",
                Mnemonic::Ld
            )?;
            let ne = CmpOp::Ne;
            write!(
                w,
                "\n\t{}{ne}{u32} {}, {PRED_SCRATCH}, 0;",
                Mnemonic::Setp,
                reg(dst)
            )
        }
    }
}

/// VCode's names: registers by `reg_name` (`%vN` before allocation, the
/// PTX names after), blocks `vblockN`, frame objects, symbols and callees
/// by their IR names, parameters `paramN`.
struct VirtualNames<F: Fn(Reg) -> String>(F);

impl<F: Fn(Reg) -> String> Names for VirtualNames<F> {
    fn reg(&self, r: Reg) -> String {
        (self.0)(r)
    }

    fn frame(&self, _: FrameRef) -> FramePlace {
        FramePlace::Named
    }

    fn symbol(&self, s: Symbol) -> String {
        match s {
            Symbol::Shared(v) => v.to_string(),
            Symbol::Const(c) => c.to_string(),
        }
    }

    fn param(&self, index: u32) -> String {
        format!("param{index}")
    }

    fn callee(&self, f: FuncId) -> String {
        f.to_string()
    }

    fn label(&self, b: VBlock) -> String {
        format!("vblock{}", b.0)
    }
}

/// PTX-like text over virtual registers: the declarations of the
/// registers the code uses (one `.reg` line per kind), then each block's
/// label and instructions.
impl fmt::Display for VCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = VirtualNames(|r: Reg| format!("%v{}", r.0));
        let vreg = |v: &regalloc2::VReg| names.reg(Reg(v.vreg() as u32));
        let mut used = vec![false; self.regs.len()];
        for inst in &self.insts {
            inst.clone().visit_regs(&mut |r, _| used[r.index()] = true);
        }
        for b in &self.blocks {
            for v in b.params.iter().chain(&b.branch_args) {
                used[v.vreg()] = true;
            }
        }
        for kind in super::RegKind::ALL {
            let regs: Vec<String> = (0..self.regs.len())
                .filter(|&i| used[i] && self.regs[i] == kind)
                .map(|i| names.reg(Reg(i as u32)))
                .collect();
            if !regs.is_empty() {
                writeln!(f, "\t.reg {} {};", kind.decl_type(), regs.join(", "))?;
            }
        }
        for (b, data) in self.blocks.iter().enumerate() {
            write!(f, "{}:", names.label(VBlock(b as u32)))?;
            if !data.params.is_empty() {
                let params: Vec<String> = data.params.iter().map(vreg).collect();
                write!(f, "\t// params {}", params.join(", "))?;
            }
            writeln!(f)?;
            if data.nounroll {
                writeln!(f, "\t.pragma \"nounroll\";")?;
            }
            let insts = self.block_insts(b);
            for (i, inst) in insts.iter().enumerate() {
                f.write_char('\t')?;
                write_inst(f, inst, &names)?;
                if i + 1 == insts.len() && !data.branch_args.is_empty() {
                    let args: Vec<String> = data.branch_args.iter().map(vreg).collect();
                    write!(f, "\t// args {}", args.join(", "))?;
                }
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

/// The name of the scope's `k`-th 16-bit register (`c` and `h` operands
/// live in 32-bit registers outside the `asm`).
fn asm_b16(k: usize) -> String {
    format!("%asmh{k}")
}

/// An inline `asm` in its own scope:
///
/// ```text
///   {
///   .reg .b16 %asmh<2>;            16-bit operands, when there are any
///   cvt.u16.u32 %asmh0, %r3;       their inputs
///   mov.b32 %r5, %r4;              initial values of read-write and tied outputs
///   TEMPLATE                       `$N` replaced by operand N's register or immediate
///   cvt.u32.u16 %r6, %asmh1;       16-bit outputs
///   }
/// ```
fn write_inline_asm<W: Write>(
    w: &mut W,
    pieces: &[AsmText],
    operands: &[AsmArg],
    uid: u32,
    names: &impl Names,
) -> fmt::Result {
    let is_b16 = |a: &AsmArg| matches!(a.class, AsmClass::B8 | AsmClass::B16);
    // The scope's 16-bit register of each 16-bit operand (tied inputs use their output's).
    let mut b16 = vec![None; operands.len()];
    let mut count = 0;
    for (n, a) in operands.iter().enumerate() {
        if is_b16(a) && !matches!(a.kind, AsmArgKind::TiedTo(_)) {
            b16[n] = Some(asm_b16(count));
            count += 1;
        }
    }
    let ty_of = |class: AsmClass| match class {
        AsmClass::Pred => PtxType::Pred,
        AsmClass::B64 | AsmClass::F64 => PtxType::B64,
        AsmClass::B8 | AsmClass::B16 | AsmClass::B32 | AsmClass::F32 | AsmClass::Imm => {
            PtxType::B32
        }
    };
    let text_of = |n: usize, m: AsmModifier| -> String {
        let k = match operands.get(n).map(|a| a.kind) {
            Some(AsmArgKind::TiedTo(k)) => k,
            _ => n,
        };
        if let Some(Some(h)) = b16.get(k) {
            return m.render(Err(h));
        }
        match operands.get(k).map(|a| (a.kind, a.class)) {
            Some((AsmArgKind::In(Src::Imm(i)), AsmClass::Imm)) => m.render(Ok(i)),
            Some((AsmArgKind::In(s), class)) => m.render(Err(&src_text(names, s, ty_of(class)))),
            Some((AsmArgKind::Out { out: r, .. } | AsmArgKind::InOut { out: r, .. }, _)) => {
                m.render(Err(&names.reg(r)))
            }
            Some((AsmArgKind::TiedTo(_), _)) | None => format!("${n}"),
        }
    };
    let (mov, cvt) = (Mnemonic::Mov, Mnemonic::Cvt);
    let (u16t, u32t) = (PtxType::U16, PtxType::U32);
    write!(w, "{{")?;
    if count > 0 {
        write!(w, "\n\t.reg {} %asmh<{count}>;", PtxType::B16)?;
    }
    for (n, a) in operands.iter().enumerate() {
        let init = match a.kind {
            AsmArgKind::In(s) if is_b16(a) => s,
            AsmArgKind::InOut { init, .. } => init,
            AsmArgKind::In(_) | AsmArgKind::Out { .. } | AsmArgKind::TiedTo(_) => continue,
        };
        let init = src_text(names, init, ty_of(a.class));
        match (&b16[n], a.kind) {
            (Some(h), _) => write!(w, "\n\t{cvt}{u16t}{u32t} {h}, {init};")?,
            // Budget mode allocates the output in its initial value's register.
            (None, AsmArgKind::InOut { out, .. }) if names.reg(out) != init => {
                write!(w, "\n\t{mov}{} {}, {init};", ty_of(a.class), names.reg(out))?
            }
            (None, _) => {}
        }
    }
    write!(w, "\n\t")?;
    for p in pieces {
        match p {
            AsmText::Text(t) => w.write_str(t)?,
            AsmText::Operand(n, m) => w.write_str(&text_of(*n, *m))?,
            AsmText::Uid => write!(w, "{uid}")?,
        }
    }
    for (n, a) in operands.iter().enumerate() {
        if let (Some(h), AsmArgKind::Out { out: r, .. } | AsmArgKind::InOut { out: r, .. }) =
            (&b16[n], a.kind)
        {
            write!(w, "\n\t{cvt}{u32t}{u16t} {}, {h};", names.reg(r))?;
        }
    }
    write!(w, "\n\t}}")
}

/// One instruction's text with virtual register names (`%v3`), for
/// diagnostics.
pub fn virtual_inst_text(inst: &MInst) -> String {
    let mut text = String::new();
    let _ = write_inst(
        &mut text,
        inst,
        &VirtualNames(|r: Reg| format!("%v{}", r.0)),
    );
    text
}

/// One allocated instruction (`--stop-after regalloc`): its PTX text with
/// the registers' PTX names and the frame objects not yet placed.
pub fn allocated_inst_text(inst: &MInst, regs: &super::regalloc::RegFile) -> String {
    let mut text = String::new();
    let _ = write_inst(&mut text, inst, &VirtualNames(|r| regs.name(r)));
    text
}

/// The `.volatile` (before the space) and `.nc` (after it) of an access:
/// `.volatile` only where PTX takes it, global, shared and generic memory
/// (ptxas refuses it on `.const`, and on `.local` before PTX 9.1); a
/// volatile access elsewhere reaches memory no other thread can watch
/// (local) or change (const, param), so it is a plain one.
fn mode_qualifiers(mode: AccessMode, space: Space) -> (&'static str, &'static str) {
    match mode {
        AccessMode::Volatile if matches!(space, Space::Global | Space::Shared | Space::Generic) => {
            (".volatile", "")
        }
        AccessMode::NonCoherent => ("", ".nc"),
        AccessMode::Coherent | AccessMode::Volatile => ("", ""),
    }
}
