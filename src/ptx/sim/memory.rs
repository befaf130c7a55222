//! Memory accesses of the simulator: resolving address operands, natural
//! alignment checks, and loads, stores and atomics on device, shared, local
//! and `.param` storage.
//!
//! Invariants: an access is checked for natural alignment (of the whole
//! vector for `.v2`/`.v4`) before it reaches a [`Region`], which checks
//! bounds, initialisation and writability; generic addresses are decoded
//! with the interpreter's windows; `.param` variables of a frame are reached
//! only by name and track which bytes were written; atomics reach only
//! global and shared memory.

use super::decode::FuncCode;
use super::eval;
use super::exec::Frame;
use super::ops::AtomOp;
use super::{Addr, AddrOp};
use crate::interp::memory::{decode_generic, to_generic, MemError, Region};
use crate::interp::DeviceMemory;
use crate::ir::Space;
use crate::ptx::parse::ScalarType;

/// Where an access goes.
pub(super) enum Loc {
    Mem(Space, u64),
    Param(u32, u64),
}

/// The location of a memory operand for an access in `space`.
pub(super) fn locate(frame: &Frame, space: Space, op: &AddrOp) -> Result<Loc, String> {
    let (sym_space, base, off) = match *op {
        AddrOp::Reg(r, off) => {
            let v = frame.regs.get(r as usize).copied().ok_or("bad register")?;
            return Ok(Loc::Mem(space, v.wrapping_add(off as u64)));
        }
        AddrOp::Abs(a) => return Ok(Loc::Mem(space, a)),
        AddrOp::Sym(Addr::ParamVar(v), off) => {
            if space != Space::Param {
                return Err(format!("a .param variable accessed as {space} memory"));
            }
            return Ok(Loc::Param(v, off as u64));
        }
        AddrOp::Sym(Addr::Fixed { space: s, addr }, off) => (s, addr, off),
        AddrOp::Sym(Addr::Local(i), off) => {
            let a = frame.locals.get(i as usize).copied().ok_or("bad local")?;
            (Space::Local, a, off)
        }
    };
    let addr = base.wrapping_add(off as u64);
    if space == Space::Generic {
        Ok(Loc::Mem(Space::Generic, to_generic(sym_space, addr)))
    } else if space == sym_space {
        Ok(Loc::Mem(space, addr))
    } else {
        Err(format!("a {sym_space} variable accessed as {space} memory"))
    }
}

pub(super) fn check_vector_align(loc: &Loc, size: u32, n: usize) -> Result<(), String> {
    let total = size as u64 * n as u64;
    match *loc {
        Loc::Mem(_, a) if n > 1 && a % total != 0 => Err(MemError::Misaligned {
            addr: a,
            align: total as u32,
        }
        .message()),
        _ => Ok(()),
    }
}

pub(super) struct Mem<'x> {
    pub device: &'x mut DeviceMemory,
    pub shared: &'x mut Region,
    pub local: &'x mut Region,
}

impl Mem<'_> {
    /// The region and space address of an access (generic addresses decoded).
    fn region(&mut self, space: Space, addr: u64) -> Result<(&mut Region, Space, u64), String> {
        let (space, addr) = if space == Space::Generic {
            decode_generic(addr)
        } else {
            (space, addr)
        };
        let r = match space {
            Space::Shared => &mut *self.shared,
            Space::Local => &mut *self.local,
            s => self.device.region_mut(s).ok_or("no such region")?,
        };
        Ok((r, space, addr))
    }
}

/// Reads (`value` None) or writes `size` bytes at `loc + off`.
pub(super) fn access(
    mem: &mut Mem<'_>,
    frame: &mut Frame,
    code: &FuncCode,
    loc: &Loc,
    off: u64,
    size: u32,
    value: Option<u64>,
) -> Result<u64, String> {
    match *loc {
        Loc::Mem(space, base) => {
            let (region, _, addr) = mem.region(space, base.wrapping_add(off))?;
            if addr % size as u64 != 0 {
                return Err(MemError::Misaligned { addr, align: size }.message());
            }
            match value {
                None => region.read(addr, size).map_err(|e| e.message()),
                Some(v) => region
                    .write(addr, size, v)
                    .map(|()| 0)
                    .map_err(|e| e.message()),
            }
        }
        Loc::Param(v, base) => {
            let name = code
                .param_vars
                .get(v as usize)
                .map_or("?", |p| p.name.as_str());
            let p = frame.params.get_mut(v as usize).ok_or("bad param")?;
            let start = base.wrapping_add(off);
            let range = start as usize..start.saturating_add(size as u64) as usize;
            if start > p.bytes.len() as u64 || range.end > p.bytes.len() {
                return Err(format!(
                    "{size}-byte access at offset {start} is outside .param `{name}` ({} bytes)",
                    p.bytes.len()
                ));
            }
            match value {
                None => {
                    let mut buf = [0u8; 8];
                    let (bytes, written) = (p.bytes.get(range.clone()), p.written.get(range));
                    if !written.is_some_and(|w| w.iter().all(|&x| x)) {
                        return Err(format!(
                            "{size}-byte load at offset {start} of .param `{name}` reads memory never written"
                        ));
                    }
                    for (d, s) in buf.iter_mut().zip(bytes.unwrap_or(&[])) {
                        *d = *s;
                    }
                    Ok(u64::from_le_bytes(buf))
                }
                Some(x) => {
                    let le = x.to_le_bytes();
                    if let Some(dst) = p.bytes.get_mut(range.clone()) {
                        for (d, s) in dst.iter_mut().zip(le.iter()) {
                            *d = *s;
                        }
                    }
                    if let Some(w) = p.written.get_mut(range) {
                        w.iter_mut().for_each(|x| *x = true);
                    }
                    Ok(0)
                }
            }
        }
    }
}

/// `atom`: the old value; the address must be naturally aligned, in global or shared memory.
#[allow(clippy::too_many_arguments)]
pub(super) fn atomic(
    mem: &mut Mem<'_>,
    frame: &Frame,
    space: Space,
    addr: &AddrOp,
    op: AtomOp,
    ty: ScalarType,
    b: u64,
    c: u64,
) -> Result<u64, String> {
    let Loc::Mem(space, a) = locate(frame, space, addr)? else {
        return Err("atomics work on global or shared memory, not .param variables".into());
    };
    let size = ty.bytes();
    let (region, actual, a) = mem.region(space, a)?;
    if !matches!(actual, Space::Global | Space::Shared) {
        return Err(format!(
            "atomics work on global or shared memory, but the address points into {actual} memory"
        ));
    }
    if a % size as u64 != 0 {
        return Err(MemError::Misaligned {
            addr: a,
            align: size,
        }
        .message());
    }
    let old = region.read(a, size).map_err(|e| e.message())?;
    // atom.add.f32 on global memory flushes subnormal inputs and results.
    let ftz = actual == Space::Global && ty == ScalarType::F32;
    let new = eval::atom(op, ty, ftz, old, b, c)?;
    region.write(a, size, new).map_err(|e| e.message())?;
    Ok(old)
}
