//! Execution of decoded PTX: threads, call frames, the instruction loop,
//! control flow and the `.param` calling sequence (register access is in
//! `regs`, memory access in `memory`, values in `eval`).
//!
//! Invariants: `.param` variables of a frame are byte arrays with per-byte
//! "written" flags, copied in by `call` and out by `ret`; a frame's
//! `.local` variables are released when it returns; the call depth, the
//! CTA's live registers and its local variables are bounded. Fuel counts
//! every executed instruction (also when its guard is false, and an
//! implicit return at the end of a body), not declarations.

use super::decode::{Formal, FuncCode, Inst};
use super::eval::mask;
use super::memory::Mem;
use super::ops::{CallArg, Op};
use super::regs::{read, set, Ctx};
use super::step::{step, Flow};
use super::{Program, SimError};
use crate::interp::memory::Region;
use crate::interp::{DeviceMemory, RunStats, ThreadId, MAX_CALL_DEPTH, MAX_LIVE_REGISTER_BYTES};

/// What registers hold before they are written (`.pred`: false).
pub(super) const POISON: u64 = 0xcdcd_cdcd_cdcd_cdcd;
/// `.local` variables of all active frames of all threads of a CTA.
const MAX_CTA_LOCAL_BYTES: u64 = 1 << 30;

/// Why a thread stopped running.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Stop {
    Barrier { func: u32, pc: usize, line: u32 },
    Exit,
}

/// A `.param` variable's storage.
#[derive(Clone, Debug)]
pub(super) struct ParamStore {
    pub bytes: Vec<u8>,
    pub written: Vec<bool>,
}

pub(super) struct Frame {
    func: u32,
    pc: usize,
    pub regs: Vec<u64>,
    pub params: Vec<ParamStore>,
    pub locals: Vec<u64>,
    /// Local-region mark before this frame's `.local` variables.
    mark: u64,
    /// The bytes of those variables.
    local_bytes: u64,
    /// The caller's `.param` variable receiving the return value.
    ret_to: Option<u32>,
    /// The condition code's carry flag `CC.CF` (extended-precision
    /// arithmetic); not preserved across calls, clear in a new frame.
    pub carry: bool,
}

impl Frame {
    /// A frame of its own for an inline-assembly snippet: the registers
    /// `regs`, no `.param` or `.local` variables, the carry flag clear.
    pub fn detached(regs: Vec<u64>) -> Frame {
        Frame {
            func: 0,
            pc: 0,
            regs,
            params: Vec::new(),
            locals: Vec::new(),
            mark: 0,
            local_bytes: 0,
            ret_to: None,
            carry: false,
        }
    }
}

pub(super) struct Thread {
    ctaid: [u32; 3],
    tid: [u32; 3],
    linear: u32,
    frames: Vec<Frame>,
    local: Region,
    pub stop: Option<Stop>,
    /// The bytes of the return parameter when the bottom frame returned.
    pub retval: Option<Vec<u8>>,
}

impl Thread {
    pub fn new(prog: &Program, ctaid: [u32; 3], tid: [u32; 3], linear: u32) -> Thread {
        Thread {
            ctaid,
            tid,
            linear,
            frames: Vec::new(),
            local: prog.local.clone(),
            stop: None,
            retval: None,
        }
    }

    pub fn id(&self) -> ThreadId {
        ThreadId {
            ctaid: self.ctaid,
            tid: self.tid,
        }
    }
}

pub(super) struct Cta {
    ctaid: [u32; 3],
    ntid: [u32; 3],
    nctaid: [u32; 3],
    shared: Region,
    reg_bytes: u64,
    local_bytes: u64,
}

impl Cta {
    pub fn new(prog: &Program, ctaid: [u32; 3], ntid: [u32; 3], nctaid: [u32; 3]) -> Cta {
        Cta {
            ctaid,
            ntid,
            nctaid,
            shared: prog.shared.clone(),
            reg_bytes: 0,
            local_bytes: 0,
        }
    }

    fn threads(&self) -> u64 {
        self.ntid.iter().map(|&d| d as u64).product()
    }
}

pub(super) struct Machine<'a> {
    prog: &'a Program,
    memory: &'a mut DeviceMemory,
    fuel: u64,
    used: u64,
    barriers: u64,
}

impl<'a> Machine<'a> {
    pub fn new(prog: &'a Program, memory: &'a mut DeviceMemory, fuel: u64) -> Machine<'a> {
        Machine {
            prog,
            memory,
            fuel,
            used: 0,
            barriers: 0,
        }
    }

    pub fn stats(&self) -> RunStats {
        RunStats {
            instructions: self.used,
            barriers: self.barriers,
        }
    }

    pub fn barrier_released(&mut self) {
        self.barriers += 1;
    }

    fn func(&self, i: u32) -> Result<&'a FuncCode, String> {
        let prog: &'a Program = self.prog;
        prog.funcs
            .get(i as usize)
            .ok_or_else(|| format!("no function #{i}"))
    }

    /// An error of thread `t`, at `site` (function, line) or where it stands.
    pub fn error(&self, message: String, t: &Thread, site: Option<(u32, u32)>) -> SimError {
        let site = site.or_else(|| {
            let f = t.frames.last()?;
            let line = self
                .func(f.func)
                .ok()
                .and_then(|c| c.code.get(f.pc.saturating_sub(1)).map(|i| i.line))
                .unwrap_or(0);
            Some((f.func, line))
        });
        SimError {
            message,
            function: site.and_then(|(f, _)| self.func(f).ok().map(|c| c.name.clone())),
            line: site.map(|(_, l)| l),
            thread: Some(t.id()),
        }
    }

    /// Pushes a frame for `func`; `raw` are the raw bits of its parameters
    /// (for `call`; kernels take theirs from param memory).
    pub fn enter(
        &mut self,
        cta: &mut Cta,
        t: &mut Thread,
        func: u32,
        raw: &[u64],
    ) -> Result<(), String> {
        let code = self.func(func)?;
        let mut frame = self.new_frame(cta, t, func)?;
        let formals = code.formals.iter().filter(|f| !matches!(f, Formal::Fixed));
        if formals.clone().count() != raw.len() {
            return Err(format!(
                "`{}` takes {} arguments but {} were given",
                code.name,
                formals.count(),
                raw.len()
            ));
        }
        for (k, (formal, &bits)) in formals.zip(raw).enumerate() {
            match formal {
                Formal::ParamVar(v) => {
                    let store = frame.params.get_mut(*v as usize).ok_or("bad param")?;
                    let size = store.bytes.len();
                    if size > 8 {
                        return Err(format!("parameter {k} has {size} bytes; pass at most 8"));
                    }
                    store
                        .bytes
                        .copy_from_slice(bits.to_le_bytes().get(..size).unwrap_or(&[]));
                    store.written.iter_mut().for_each(|w| *w = true);
                }
                Formal::Reg(r, ty) => set(&mut frame, &code.regs, *r, bits, *ty),
                Formal::Fixed => {}
            }
        }
        t.frames.push(frame);
        Ok(())
    }

    fn new_frame(&mut self, cta: &mut Cta, t: &mut Thread, func: u32) -> Result<Frame, String> {
        let code = self.func(func)?;
        if !code.has_body {
            return Err(format!("`{}` has no body (an extern function)", code.name));
        }
        if t.frames.len() >= MAX_CALL_DEPTH {
            return Err(format!("call depth exceeds {MAX_CALL_DEPTH}"));
        }
        let bytes = code.regs.len() as u64 * 8;
        if cta.reg_bytes + bytes > MAX_LIVE_REGISTER_BYTES {
            return Err(format!(
                "the CTA's live registers exceed {MAX_LIVE_REGISTER_BYTES} bytes"
            ));
        }
        let regs = code
            .regs
            .iter()
            .map(|r| {
                if r.bits == 1 {
                    0
                } else {
                    POISON & mask(r.bits)
                }
            })
            .collect();
        let params = code
            .param_vars
            .iter()
            .map(|p| ParamStore {
                bytes: vec![0; p.size as usize],
                written: vec![false; p.size as usize],
            })
            .collect();
        let local_bytes = code.locals.iter().fold(0u64, |a, l| a.saturating_add(l.0));
        if cta.local_bytes.saturating_add(local_bytes) > MAX_CTA_LOCAL_BYTES {
            return Err(format!(
                "the CTA's local variables exceed {MAX_CTA_LOCAL_BYTES} bytes"
            ));
        }
        let mark = t.local.mark();
        let mut locals = Vec::with_capacity(code.locals.len());
        for &(size, align) in &code.locals {
            match t.local.allocate(size, align, None) {
                Ok(a) => locals.push(a),
                Err(e) => {
                    t.local.release_to(mark);
                    return Err(e.message());
                }
            }
        }
        cta.reg_bytes += bytes;
        cta.local_bytes += local_bytes;
        Ok(Frame {
            func,
            pc: 0,
            regs,
            params,
            locals,
            mark,
            local_bytes,
            ret_to: None,
            carry: false,
        })
    }

    /// Runs `t` until it reaches a barrier or exits.
    pub fn run_thread(&mut self, cta: &mut Cta, t: &mut Thread) -> Result<Stop, SimError> {
        loop {
            let Some(frame) = t.frames.last_mut() else {
                return Ok(Stop::Exit);
            };
            let (fidx, pc) = (frame.func, frame.pc);
            frame.pc += 1;
            let guard = |p: u32| frame.regs.get(p as usize).copied().unwrap_or(0) & 1 == 1;
            let code = match self.func(fidx) {
                Ok(c) => c,
                Err(m) => return Err(self.error(m, t, None)),
            };
            let Some(inst) = code.code.get(pc) else {
                // Falling off the end of a body returns (one unit of fuel).
                self.used += 1;
                if self.used > self.fuel {
                    let m = format!("out of fuel after {} instructions", self.fuel);
                    return Err(self.error(m, t, Some((fidx, code.line))));
                }
                match self.ret(cta, t) {
                    Ok(Flow::Exit) => return Ok(Stop::Exit),
                    Ok(_) => continue,
                    Err(m) => return Err(self.error(m, t, Some((fidx, code.line)))),
                }
            };
            let skip = inst.guard.is_some_and(|(p, negated)| guard(p) == negated);
            if inst.counts {
                self.used += 1;
                if self.used > self.fuel {
                    let m = format!("out of fuel after {} instructions", self.fuel);
                    return Err(self.error(m, t, Some((fidx, inst.line))));
                }
            }
            if skip {
                continue;
            }
            match self.exec(cta, t, code, inst) {
                Ok(Flow::Next) => {}
                Ok(Flow::Jump(target)) => {
                    if let Some(f) = t.frames.last_mut() {
                        f.pc = target;
                    }
                }
                Ok(Flow::Barrier) => {
                    let pc = t.frames.last().map_or(0, |f| f.pc.saturating_sub(1));
                    return Ok(Stop::Barrier {
                        func: fidx,
                        pc,
                        line: inst.line,
                    });
                }
                Ok(Flow::Exit) => return Ok(Stop::Exit),
                Err(m) => return Err(self.error(m, t, Some((fidx, inst.line)))),
            }
        }
    }

    fn exec(
        &mut self,
        cta: &mut Cta,
        t: &mut Thread,
        code: &FuncCode,
        inst: &Inst,
    ) -> Result<Flow, String> {
        match &inst.op {
            Op::Call { func, ret, args } => return self.call(cta, t, *func, *ret, args),
            Op::Ret => return self.ret(cta, t),
            Op::Exit => {
                while !t.frames.is_empty() {
                    self.ret(cta, t)?;
                }
                return Ok(Flow::Exit);
            }
            _ => {}
        }
        let cx = Ctx {
            tid: t.tid,
            linear: t.linear,
            ntid: cta.ntid,
            ctaid: cta.ctaid,
            nctaid: cta.nctaid,
            threads: cta.threads(),
        };
        let Thread { frames, local, .. } = t;
        let frame = frames.last_mut().ok_or("no frame")?;
        let mut mem = Mem {
            device: &mut *self.memory,
            shared: &mut cta.shared,
            local,
        };
        step(frame, code, &cx, &mut mem, &inst.op)
    }

    fn call(
        &mut self,
        cta: &mut Cta,
        t: &mut Thread,
        func: u32,
        ret: Option<u32>,
        args: &[CallArg],
    ) -> Result<Flow, String> {
        let callee = self.func(func)?;
        if callee.is_entry {
            return Err(format!(
                "`{}` is a kernel and cannot be called",
                callee.name
            ));
        }
        if args.len() != callee.formals.len() {
            return Err(format!(
                "`{}` takes {} arguments but the call passes {}",
                callee.name,
                callee.formals.len(),
                args.len()
            ));
        }
        if ret.is_some() && callee.ret.is_none() {
            return Err(format!("`{}` has no return parameter", callee.name));
        }
        let mut frame = self.new_frame(cta, t, func)?;
        frame.ret_to = ret;
        let cx = Ctx {
            tid: t.tid,
            linear: t.linear,
            ntid: cta.ntid,
            ctaid: cta.ctaid,
            nctaid: cta.nctaid,
            threads: cta.threads(),
        };
        let caller = t.frames.last().ok_or("no caller frame")?;
        for (k, (arg, formal)) in args.iter().zip(&callee.formals).enumerate() {
            let (bytes, written): (Vec<u8>, Vec<bool>) = match arg {
                CallArg::Param(v) => {
                    let p = caller.params.get(*v as usize).ok_or("bad param")?;
                    (p.bytes.clone(), p.written.clone())
                }
                CallArg::Value(s, size) => {
                    let v = read(caller, &cx, s)?;
                    let b = v
                        .to_le_bytes()
                        .get(..*size as usize)
                        .unwrap_or(&[])
                        .to_vec();
                    let n = b.len();
                    (b, vec![true; n])
                }
            };
            match formal {
                Formal::ParamVar(cv) => {
                    let dst = frame.params.get_mut(*cv as usize).ok_or("bad param")?;
                    if dst.bytes.len() != bytes.len() {
                        return Err(format!(
                            "argument {k} of `{}` has {} bytes, but the parameter has {}",
                            callee.name,
                            bytes.len(),
                            dst.bytes.len()
                        ));
                    }
                    dst.bytes = bytes;
                    dst.written = written;
                }
                Formal::Reg(r, ty) => {
                    if !written.iter().all(|&w| w) {
                        return Err(format!(
                            "argument {k} of `{}` was never written",
                            callee.name
                        ));
                    }
                    let mut buf = [0u8; 8];
                    for (d, s) in buf.iter_mut().zip(&bytes) {
                        *d = *s;
                    }
                    set(&mut frame, &callee.regs, *r, u64::from_le_bytes(buf), *ty);
                }
                Formal::Fixed => return Err("cannot call a kernel".into()),
            }
        }
        t.frames.push(frame);
        Ok(Flow::Next)
    }

    /// Returns from the top frame; the bottom frame's return ends the thread.
    fn ret(&mut self, cta: &mut Cta, t: &mut Thread) -> Result<Flow, String> {
        let frame = t.frames.pop().ok_or("return without a frame")?;
        let code = self.func(frame.func)?;
        cta.reg_bytes = cta.reg_bytes.saturating_sub(code.regs.len() as u64 * 8);
        cta.local_bytes = cta.local_bytes.saturating_sub(frame.local_bytes);
        t.local.release_to(frame.mark);
        let retval = code.ret.and_then(|r| frame.params.get(r as usize));
        let Some(caller) = t.frames.last_mut() else {
            t.retval = retval.map(|p| p.bytes.clone());
            return Ok(Flow::Exit);
        };
        if let (Some(to), Some(val)) = (frame.ret_to, retval) {
            let dst = caller
                .params
                .get_mut(to as usize)
                .ok_or("bad return param")?;
            if dst.bytes.len() != val.bytes.len() {
                return Err(format!(
                    "the return value of `{}` has {} bytes, but the caller's parameter has {}",
                    code.name,
                    val.bytes.len(),
                    dst.bytes.len()
                ));
            }
            dst.bytes.clone_from(&val.bytes);
            dst.written.clone_from(&val.written);
        }
        Ok(Flow::Next)
    }
}
