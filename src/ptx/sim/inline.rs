//! Inline PTX: runs the text of an inline-assembly snippet (an IR `asm`
//! template with its operands substituted) on one thread's registers and
//! memory, with the simulator's instruction semantics, so that the
//! interpreter and the simulator give each PTX instruction one meaning.
//!
//! ```text
//!   InlinePtx::parse(text, &[(name, type), ...])     once per template
//!     ptx::parse::parse_snippet ──> statements (scopes, .reg, labels, guards)
//!     decode::decode_snippet    ──> code over registers 0..n (the operands,
//!                                   in order), then the snippet's own .reg
//!   InlinePtx::run(&mut values, InlineEnv { memory, shared, local, thread, fuel })
//!     registers 0..n  <── values (bits, masked to each register's width)
//!     own registers   <── 0xcdcd.. (false for .pred), as in a fresh frame
//!     step::step per instruction, branches inside the snippet, fuel per
//!     instruction (also when its guard is false)
//!     values          <── registers 0..n
//! ```
//!
//! The text is what CUDA headers, libdevice, cub and Triton write: one or
//! several instructions separated by `;` and newlines, `{ }` scopes with
//! their own `.reg` declarations (`.reg .pred p;`, `.reg .b32 t<2>;`),
//! guards, labels and branches within the snippet, vector operands
//! (`mov.b32 %r, {%h0, %h1};`, `ld.global.v4.f32 {a,b,c,d}, [addr];`),
//! immediates and special registers (`%tid.x`, `%laneid`, `%lanemask_lt`,
//! ...). Operand `i` is named `regs[i].0` in the text; a name given without
//! `%` may be written with or without it; the names are distinct (a tied
//! operand is one register, listed once). Register types follow LLVM's
//! NVPTX constraints: `h` `.b16`, `r` `.b32`, `l` `.b64`, `f` `.f32`,
//! `d` `.f64`, `b` `.pred`; PTX's operand rules apply (a `.f32` register
//! cannot be a `.u32` operand, a `.b32` one can be either).
//!
//! Memory is the interpreter's: `DeviceMemory` for global, const and param
//! space, the CTA's shared [`Region`] and the thread's local [`Region`];
//! generic addresses are decoded with the shared windows, so a pointer the
//! interpreter computed reaches the same bytes here. The thread's position
//! gives the special registers (`%laneid` is the linear thread index modulo
//! 32, `%warpid` the linear index divided by 32, as the simulator defines
//! them).
//!
//! Invariants: parsing and running never panic. Every instruction of the
//! snippet must decode when it is parsed: an instruction the simulator
//! does not know, a malformed operand, a variable declaration other than
//! `.reg`, warp-collective instructions (`shfl`, `vote`, `match`,
//! `redux`, `bar.warp.sync`, ...), barriers and `call`/`ret`/`exit` are
//! [`InlineError`]s naming the instruction, with the line and column
//! within the snippet's text. Run-time faults (memory, division by zero,
//! `trap`, fuel) are errors at the instruction that hit them.

use super::decode::{decode_snippet, FuncCode};
use super::eval::mask;
use super::exec::{Frame, POISON};
use super::memory::Mem;
use super::regs::Ctx;
use super::step::{step, Flow};
use crate::interp::memory::Region;
use crate::interp::DeviceMemory;
use crate::ptx::parse::{parse_snippet, ScalarType};
use core::fmt;

/// An error of an inline-assembly snippet, located in its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineError {
    /// 1-based line within the snippet's text.
    pub line: u32,
    /// 1-based column within that line.
    pub col: u32,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for InlineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "inline asm {}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for InlineError {}

/// Where the executing thread is in the grid: what the special registers read.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ThreadPosition {
    /// `%tid`: the thread's index in its CTA.
    pub tid: [u32; 3],
    /// `%ntid`: the CTA's shape.
    pub ntid: [u32; 3],
    /// `%ctaid`: the CTA's index in the grid.
    pub ctaid: [u32; 3],
    /// `%nctaid`: the grid's shape.
    pub nctaid: [u32; 3],
}

/// What a snippet may reach while it runs: the thread's memory, its
/// position and the fuel left.
pub struct InlineEnv<'a> {
    /// Global, const and param memory.
    pub memory: &'a mut DeviceMemory,
    /// The CTA's shared memory.
    pub shared: &'a mut Region,
    /// The thread's local memory.
    pub local: &'a mut Region,
    /// The thread's position (special registers).
    pub thread: ThreadPosition,
    /// Instructions left; each executed instruction takes one, and a snippet
    /// that finds none left is an error.
    pub fuel: &'a mut u64,
}

/// A decoded inline-assembly snippet, ready to run any number of times.
#[derive(Clone, Debug)]
pub struct InlinePtx {
    code: FuncCode,
    operands: usize,
}

impl InlinePtx {
    /// Parses and decodes `text`; operand `i` is register `regs[i]` (its
    /// name in the text and its PTX type).
    pub fn parse(text: &str, regs: &[(&str, ScalarType)]) -> Result<InlinePtx, InlineError> {
        let names: Vec<&str> = regs.iter().map(|&(n, _)| n).collect();
        let body = parse_snippet(text, &names).map_err(|e| InlineError {
            line: e.line,
            col: e.col,
            message: e.message,
        })?;
        let code = decode_snippet(&body, regs).map_err(|e| InlineError {
            line: e.line,
            col: e.col,
            message: e.message,
        })?;
        Ok(InlinePtx {
            code,
            operands: regs.len(),
        })
    }

    /// The number of operand registers (the length `run` expects).
    pub fn operand_count(&self) -> usize {
        self.operands
    }

    /// Runs the snippet once: `values[i]` is operand register `i`'s bits,
    /// read before and written back after (outputs and inputs alike).
    pub fn run(&self, values: &mut [u64], env: InlineEnv<'_>) -> Result<(), InlineError> {
        if values.len() != self.operands {
            return Err(InlineError {
                line: 1,
                col: 1,
                message: format!(
                    "the snippet has {} operand registers but {} values were given",
                    self.operands,
                    values.len()
                ),
            });
        }
        let mut regs: Vec<u64> = self
            .code
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
        for ((slot, info), &v) in regs.iter_mut().zip(&self.code.regs).zip(values.iter()) {
            *slot = v & mask(info.bits);
        }
        let mut frame = Frame::detached(regs);
        let ThreadPosition {
            tid,
            ntid,
            ctaid,
            nctaid,
        } = env.thread;
        let cx = Ctx {
            tid,
            linear: tid[0] + tid[1] * ntid[0] + tid[2] * ntid[0] * ntid[1],
            ntid,
            ctaid,
            nctaid,
            threads: ntid.iter().map(|&d| d as u64).product(),
        };
        let mut mem = Mem {
            device: env.memory,
            shared: env.shared,
            local: env.local,
        };
        let mut pc = 0usize;
        while let Some(inst) = self.code.code.get(pc) {
            let at = |message: String| InlineError {
                line: inst.line,
                col: inst.col,
                message,
            };
            if *env.fuel == 0 {
                return Err(at("out of fuel inside inline asm (an endless loop?)".into()));
            }
            *env.fuel -= 1;
            pc += 1;
            let guard = |p: u32| frame.regs.get(p as usize).copied().unwrap_or(0) & 1 == 1;
            if inst.guard.is_some_and(|(p, negated)| guard(p) == negated) {
                continue;
            }
            match step(&mut frame, &self.code, &cx, &mut mem, &inst.op).map_err(at)? {
                Flow::Next => {}
                Flow::Jump(target) => pc = target,
                Flow::Barrier | Flow::Exit => {
                    return Err(at(
                        "a barrier or exit inside inline asm is not supported".into()
                    ))
                }
            }
        }
        for (v, r) in values.iter_mut().zip(&frame.regs) {
            *v = *r;
        }
        Ok(())
    }
}

#[cfg(test)]
#[cfg(test)]
mod headers;
#[cfg(test)]
mod mutation;
#[cfg(test)]
mod tests;
