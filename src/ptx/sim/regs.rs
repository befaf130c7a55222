//! Register reads and writes: operand values (registers, immediates,
//! special registers, variable addresses) and width-extending writes.
//!
//! Invariant: a register always holds its value masked to its declared
//! width; a write of a narrower type sign-extends (`.s` types) or
//! zero-extends (others) into the register, as `ld` and `cvt` define.

use super::decode::RegInfo;
use super::eval::{mask, sext};
use super::exec::Frame;
use super::ops::Special;
use super::{Addr, Src};
use crate::ptx::parse::{ScalarType, TypeKind};

/// Writes `v` (a `ty` value) to register `d`, extending it to the register's width.
pub(super) fn set(frame: &mut Frame, regs: &[RegInfo], d: u32, v: u64, ty: ScalarType) {
    let w = regs.get(d as usize).map_or(64, |x| x.bits);
    let n = ty.bits();
    let v = if n < w && ty.kind() == TypeKind::Signed {
        sext(v, n) as u64
    } else {
        v & mask(n)
    };
    if let Some(slot) = frame.regs.get_mut(d as usize) {
        *slot = v & mask(w);
    }
}

/// What special registers and address reads need.
pub(super) struct Ctx {
    pub tid: [u32; 3],
    pub linear: u32,
    pub ntid: [u32; 3],
    pub ctaid: [u32; 3],
    pub nctaid: [u32; 3],
    pub threads: u64,
}

pub(super) fn bits_type(bits: u32) -> ScalarType {
    match bits {
        8 => ScalarType::B8,
        16 => ScalarType::B16,
        32 => ScalarType::B32,
        _ => ScalarType::B64,
    }
}

pub(super) fn read(frame: &Frame, cx: &Ctx, s: &Src) -> Result<u64, String> {
    let reg = |r: &u32| frame.regs.get(*r as usize).copied().ok_or("bad register");
    Ok(match s {
        Src::Reg(r) => reg(r)?,
        Src::NotReg(r) => (reg(r)? ^ 1) & 1,
        Src::Imm(v) => *v,
        Src::Special(sp) => {
            let at = |a: [u32; 3], d: usize| a.get(d).copied().unwrap_or(0) as u64;
            let lane = (cx.linear % 32) as u64;
            match *sp {
                Special::Tid(d) => at(cx.tid, d),
                Special::Ntid(d) => at(cx.ntid, d),
                Special::Ctaid(d) => at(cx.ctaid, d),
                Special::Nctaid(d) => at(cx.nctaid, d),
                Special::LaneId => lane,
                Special::WarpId => (cx.linear / 32) as u64,
                Special::NWarpId => cx.threads.div_ceil(32),
                Special::WarpSize => 32,
                Special::LaneMask(k) => {
                    let le = (1u64 << (lane + 1)) - 1;
                    let lt = (1u64 << lane) - 1;
                    match k {
                        0 => 1 << lane,
                        1 => le,
                        2 => lt,
                        3 => !lt & 0xffff_ffff,
                        _ => !le & 0xffff_ffff,
                    }
                }
            }
        }
        Src::Addr(a) => match a {
            Addr::Fixed { addr, .. } => *addr,
            Addr::Local(i) => frame.locals.get(*i as usize).copied().ok_or("bad local")?,
            Addr::ParamVar(_) => {
                return Err(
                    "the address of a .param variable of a device function is not supported".into(),
                )
            }
        },
    })
}
