//! One step of a thread: the effect of one decoded instruction that needs
//! no frame of its own (everything but `call`, `ret` and `exit`) on a
//! frame's registers, the memory it can reach and its condition code.
//!
//! ```text
//!   step(frame, code, ctx, mem, op) ──> Flow::{Next, Jump(pc), Barrier, Exit}
//!     registers: `regs` (read: operands; set: width-extending writes)
//!     values:    `eval` (pure functions of bits)
//!     memory:    `memory` (device, shared and local regions, .param variables)
//! ```
//!
//! Both executors use it: the thread loop of `exec` (which handles the
//! frame-changing instructions itself and interprets `Flow`), and the
//! inline-assembly runner of `inline`, so that each instruction has one
//! definition. Invariant: an error is a message (the caller adds the
//! location), never a panic.

use super::decode::FuncCode;
use super::eval::{self, mask, sext};
use super::exec::Frame;
use super::memory::{access, atomic, check_vector_align, locate, Mem};
use super::ops::{BinOp, FFlags, Op, UnOp};
use super::regs::{bits_type, read, set, Ctx};
use super::Src;
use crate::interp::memory::{decode_generic, from_generic, to_generic};
use crate::ir::Space;
use crate::ptx::parse::{ScalarType, TypeKind};

/// What the thread does after an instruction.
pub(super) enum Flow {
    /// The next instruction.
    Next,
    /// The instruction at this code index.
    Jump(usize),
    /// Wait at `bar.sync` (the thread loop synchronises the CTA).
    Barrier,
    /// The thread ended.
    Exit,
}

/// Executes `op` on `frame`: `code` declares the frame's registers and
/// `.param` variables, `cx` gives the special registers, `mem` the memory.
pub(super) fn step(
    frame: &mut Frame,
    code: &FuncCode,
    cx: &Ctx,
    mem: &mut Mem<'_>,
    op: &Op,
) -> Result<Flow, String> {
    let regs = &code.regs;
    match op {
        Op::Bin { op, ty, f, d, a, b } => {
            let v = eval::bin(*op, *ty, *f, read(frame, cx, a)?, read(frame, cx, b)?)?;
            set(frame, regs, *d, v, *ty);
        }
        Op::Un { op, ty, f, d, a } => {
            let v = eval::un(*op, *ty, *f, read(frame, cx, a)?)?;
            let dty = if matches!(
                op,
                UnOp::Popc | UnOp::Clz | UnOp::Bfind | UnOp::BfindShiftAmt
            ) {
                ScalarType::U32
            } else {
                *ty
            };
            set(frame, regs, *d, v, dty);
        }
        Op::Tern {
            op,
            ty,
            f,
            d,
            a,
            b,
            c,
        } => {
            let (x, y, z) = (
                read(frame, cx, a)?,
                read(frame, cx, b)?,
                read(frame, cx, c)?,
            );
            let v = eval::tern(*op, *ty, *f, x, y, z)?;
            set(frame, regs, *d, v, *ty);
        }
        Op::Lop3Pred {
            lut,
            bool_op,
            d,
            p,
            a,
            b,
            c,
            q,
        } => {
            let [x, y, z, w] = [a, b, c, q].map(|s| read(frame, cx, s));
            let (v, pv) = eval::lop3_pred(*lut, *bool_op, x?, y?, z?, w?)?;
            if let Some(d) = d {
                set(frame, regs, *d, v, ScalarType::B32);
            }
            set(frame, regs, *p, pv, ScalarType::Pred);
        }
        Op::Carry {
            op,
            ty,
            carry_in,
            carry_out,
            d,
            a,
            b,
            c,
        } => {
            let z = match c {
                Some(c) => read(frame, cx, c)?,
                None => 0,
            };
            let cf = u64::from(*carry_in && frame.carry);
            let (v, out) = eval::carry(*op, *ty, read(frame, cx, a)?, read(frame, cx, b)?, z, cf)?;
            if *carry_out {
                frame.carry = out;
            }
            set(frame, regs, *d, v, *ty);
        }
        Op::Wide { ty, d, a, b, c } => {
            let z = match c {
                Some(c) => read(frame, cx, c)?,
                None => 0,
            };
            let v = eval::wide(*ty, read(frame, cx, a)?, read(frame, cx, b)?, z);
            let wide = if ty.kind() == TypeKind::Signed {
                ScalarType::S64
            } else {
                ScalarType::U64
            };
            set(frame, regs, *d, v & mask(2 * ty.bits()), wide);
        }
        Op::Setp {
            cmp,
            ty,
            ftz,
            combine,
            d,
            d2,
            a,
            b,
        } => {
            let (x, y) = (read(frame, cx, a)?, read(frame, cx, b)?);
            // `p` and `q`: the comparison and its complement, or (pairs)
            // each lane's comparison.
            let (t, u) = if matches!(ty, ScalarType::F16x2 | ScalarType::Bf16x2) {
                eval::compare_lanes(*cmp, *ty, *ftz, x, y)?
            } else {
                let r = eval::compare(*cmp, *ty, *ftz, x, y)?;
                (r, !r)
            };
            let (p, q) = combined(frame, cx, combine, t, u)?;
            if let Some(d) = d {
                set(frame, regs, *d, p, ScalarType::Pred);
            }
            if let Some(d2) = d2 {
                set(frame, regs, *d2, q, ScalarType::Pred);
            }
        }
        Op::Set {
            cmp,
            dty,
            sty,
            ftz,
            combine,
            d,
            a,
            b,
        } => {
            let (x, y) = (read(frame, cx, a)?, read(frame, cx, b)?);
            let v = if matches!(sty, ScalarType::F16x2 | ScalarType::Bf16x2) {
                // Per lane: 1.0 in a pair destination, all ones otherwise.
                let (t0, t1) = eval::compare_lanes(*cmp, *sty, *ftz, x, y)?;
                let (p0, p1) = combined(frame, cx, combine, t0, t1)?;
                let one = if dty == sty {
                    eval::set_true(*sty)?
                } else {
                    0xffff
                };
                (p0 * one) | ((p1 * one) << 16)
            } else {
                let t = eval::compare(*cmp, *sty, *ftz, x, y)?;
                combined(frame, cx, combine, t, t)?.0 * eval::set_true(*dty)?
            };
            set(frame, regs, *d, v, *dty);
        }
        Op::Bfi {
            ty,
            d,
            a,
            b,
            pos,
            len,
        } => {
            let (x, y) = (read(frame, cx, a)?, read(frame, cx, b)?);
            let (p, n) = (read(frame, cx, pos)?, read(frame, cx, len)?);
            set(frame, regs, *d, eval::bfi(*ty, x, y, p, n), *ty);
        }
        Op::Selp { ty, d, a, b, c } => {
            let v = if read(frame, cx, c)? & 1 == 1 {
                read(frame, cx, a)?
            } else {
                read(frame, cx, b)?
            };
            set(frame, regs, *d, v, *ty);
        }
        Op::Slct {
            ty,
            cty,
            d,
            a,
            b,
            c,
        } => {
            let cv = read(frame, cx, c)?;
            let ge = if *cty == ScalarType::F32 {
                f32::from_bits(cv as u32) >= 0.0
            } else {
                sext(cv, 32) >= 0
            };
            let v = if ge {
                read(frame, cx, a)?
            } else {
                read(frame, cx, b)?
            };
            set(frame, regs, *d, v, *ty);
        }
        Op::Mov { ty, d, a } => {
            let v = read(frame, cx, a)?;
            set(frame, regs, *d, v, *ty);
        }
        Op::Pack {
            ty,
            part_bits,
            d,
            parts,
        } => {
            let mut v = 0u64;
            for (k, p) in parts.iter().enumerate() {
                v |= (read(frame, cx, p)? & mask(*part_bits)) << (k as u32 * part_bits);
            }
            set(frame, regs, *d, v, *ty);
        }
        Op::Unpack {
            part_bits, ds, a, ..
        } => {
            let v = read(frame, cx, a)?;
            for (k, d) in ds.iter().enumerate() {
                if let Some(d) = d {
                    let part = (v >> (k as u32 * part_bits)) & mask(*part_bits);
                    set(frame, regs, *d, part, bits_type(*part_bits));
                }
            }
        }
        Op::Cvt {
            dty,
            sty,
            rnd,
            f,
            d,
            a,
        } => {
            let v = eval::cvt(*dty, *sty, *rnd, *f, read(frame, cx, a)?)?;
            set(frame, regs, *d, v, *dty);
        }
        Op::CvtPair {
            dty,
            rnd,
            f,
            d,
            a,
            b,
        } => {
            let v = eval::cvt_pair(*dty, *rnd, *f, read(frame, cx, a)?, read(frame, cx, b)?)?;
            set(frame, regs, *d, v, ScalarType::B32);
        }
        Op::Isspacep { space, d, a } => {
            let (actual, _) = decode_generic(read(frame, cx, a)?);
            // "isspacep.global returns 1 for Kernel Function Parameters as
            // .param window is contained within the .global window" (ISA).
            let within = actual == *space || (*space == Space::Global && actual == Space::Param);
            set(frame, regs, *d, u64::from(within), ScalarType::Pred);
        }
        Op::Cvta {
            to,
            space,
            ty,
            d,
            a,
        } => {
            let x = read(frame, cx, a)? & mask(ty.bits());
            let v = if *to {
                from_generic(*space, x).map_err(|e| e.message())?
            } else {
                to_generic(*space, x)
            };
            set(frame, regs, *d, v, *ty);
        }
        Op::Ld {
            space,
            ty,
            ds,
            addr,
        } => {
            let loc = locate(frame, *space, addr)?;
            let size = ty.bytes();
            check_vector_align(&loc, size, ds.len())?;
            for (k, d) in ds.iter().enumerate() {
                let v = access(mem, frame, code, &loc, k as u64 * size as u64, size, None)?;
                set(frame, regs, *d, v, *ty);
            }
        }
        Op::St {
            space,
            ty,
            srcs,
            addr,
        } => {
            let loc = locate(frame, *space, addr)?;
            let size = ty.bytes();
            check_vector_align(&loc, size, srcs.len())?;
            for (k, s) in srcs.iter().enumerate() {
                let v = read(frame, cx, s)? & mask(ty.bits());
                access(
                    mem,
                    frame,
                    code,
                    &loc,
                    k as u64 * size as u64,
                    size,
                    Some(v),
                )?;
            }
        }
        Op::Atom {
            space,
            op,
            ty,
            d,
            addr,
            b,
            c,
        } => {
            let (bv, cv) = (
                read(frame, cx, b)?,
                match c {
                    Some(c) => read(frame, cx, c)?,
                    None => 0,
                },
            );
            let old = atomic(mem, frame, *space, addr, *op, *ty, bv, cv)?;
            if let Some(d) = d {
                set(frame, regs, *d, old, *ty);
            }
        }
        Op::Bar => return Ok(Flow::Barrier),
        Op::ResetParam(v) => {
            if let Some(p) = frame.params.get_mut(*v as usize) {
                p.written.iter_mut().for_each(|w| *w = false);
            }
        }
        Op::Nop => {}
        Op::Trap => return Err("trap: the program executed `trap`".into()),
        Op::Bra(target) => return Ok(Flow::Jump(*target)),
        Op::BrxIdx { index, targets } => {
            let i = read(frame, cx, index)? & 0xffff_ffff;
            let target = targets.get(i as usize).ok_or_else(|| {
                format!("brx.idx index {i} is outside its {} targets", targets.len())
            })?;
            return Ok(Flow::Jump(*target));
        }
        Op::Invalid(m) => return Err(format!("cannot execute this instruction: {m}")),
        Op::Call { .. } | Op::Ret | Op::Exit => {
            return Err(format!(
                "{op:?} changes frames: the thread loop executes it, not the step"
            ))
        }
    }
    Ok(Flow::Next)
}

/// `.and/.or/.xor` of two comparison results with the predicate operand
/// (both unchanged without one), as 0 or 1.
fn combined(
    frame: &Frame,
    cx: &Ctx,
    combine: &Option<(BinOp, Src)>,
    t: bool,
    u: bool,
) -> Result<(u64, u64), String> {
    let (t, u) = (u64::from(t), u64::from(u));
    let Some((op, c)) = combine else {
        return Ok((t, u));
    };
    let c = read(frame, cx, c)? & 1;
    let f = FFlags::default();
    Ok((
        eval::bin(*op, ScalarType::Pred, f, t, c)?,
        eval::bin(*op, ScalarType::Pred, f, u, c)?,
    ))
}
