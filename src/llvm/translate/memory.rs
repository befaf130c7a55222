//! Memory intrinsics: `llvm.memcpy`, `llvm.memmove` and `llvm.memset`.
//!
//! ```text
//!   constant length ≤ 256   unrolled byte loads and stores (a move loads
//!                           every byte before it stores any)
//!   any other length        a loop, in new blocks that split the current one:
//!
//!     pre:  n = length (i64); wide = the addresses are 8-aligned
//!           words = wide ? n & ~7 : 0      (bytes moved by i64 accesses)
//!     forward:   i64 words at 0, 8, .. < words, then bytes words .. < n
//!     backward:  bytes n-1 down to words, then i64 words down to 0
//!     memcpy, memset: forward; memmove: forward if dst <= src (as
//!     addresses of one space), else backward
//! ```
//!
//! The alignment test is made at run time on the addresses the accesses
//! use (the call's `align` attributes are not kept by the parser), so an
//! aligned copy moves 8 bytes per iteration and the rest (at most 7 bytes,
//! or everything when unaligned) one byte per iteration. A zero length
//! runs no iteration. `isvolatile` is ignored: the accesses are plain.
//!
//! Overlap: a forward copy reads each word or byte before the store that
//! could overwrite it when dst <= src, a backward copy when dst > src.
//! Addresses of one space compare directly; global and generic addresses
//! are the same numbers; a specific space against generic compares after
//! `to_generic`; two different specific spaces cannot overlap.

use super::{space, FunctionTranslator, TResult};
use crate::llvm::ast::{Operand, Ty, Typed};

/// Longest constant length expanded inline, without a loop (longer and
/// variable lengths loop).
const MAX_UNROLLED_BYTES: i128 = 256;

/// Bytes moved by one wide access of the loop (an `i64`).
const WORD_BYTES: i64 = 8;

/// What each iteration does at an offset.
enum Access {
    /// Copy from `src` (a pointer in space `.1`).
    Copy(String, &'static str),
    /// Store the byte `.0`, or its splat `.1` for a word.
    Set(String, String),
}

/// The destination: address and space.
struct Dest {
    addr: String,
    space: &'static str,
}

impl FunctionTranslator<'_> {
    /// `memcpy`/`memmove`/`memset`: unrolled for short constant lengths,
    /// otherwise a loop.
    pub(super) fn mem_intrinsic(&mut self, name: &str, args: &[Typed]) -> TResult<()> {
        let (Some((dty, dop)), Some((sty, sop)), Some((lty, lop))) =
            (args.first(), args.get(1), args.get(2))
        else {
            return self.err(format!(
                "@llvm.{name} needs a destination, a source or value, and a length"
            ));
        };
        let Ty::Ptr(das) = dty else {
            return self.err(format!("the destination of @llvm.{name} must be a pointer"));
        };
        let Some(dsp) = space(*das) else {
            return self.err(format!("address space {das} is not supported"));
        };
        if dsp == "const" {
            return self.err(format!(
                "@llvm.{name} into constant memory (address space 4), which is read-only"
            ));
        }
        if !matches!(lty, Ty::Int(32 | 64)) {
            return self.err(format!("the length of @llvm.{name} must be an i32 or i64"));
        }
        let is_set = name.starts_with("memset.");
        let dst = Dest {
            addr: self.operand(dty, dop)?,
            space: dsp,
        };
        let access = if is_set {
            if !matches!(sty, Ty::Int(8)) {
                return self.err(format!("the value of @llvm.{name} must be an i8"));
            }
            let byte = self.operand(sty, sop)?;
            Access::Set(byte, String::new())
        } else {
            let Ty::Ptr(sas) = sty else {
                return self.err(format!("the source of @llvm.{name} must be a pointer"));
            };
            let Some(ssp) = space(*sas) else {
                return self.err(format!("address space {sas} is not supported"));
            };
            Access::Copy(self.operand(sty, sop)?, ssp)
        };
        if let Operand::Int(len) = lop {
            if (0..=MAX_UNROLLED_BYTES).contains(len) {
                self.mem_unrolled(&dst, &access, *len);
                return Ok(());
            }
        }
        let access = match access {
            Access::Set(byte, _) => {
                let wide = self.def(&format!("uextend.i64 {byte}"));
                // 0x0101010101010101 × byte puts the byte in every lane.
                let splat = self.def(&format!("imul_imm {wide}, {}", 0x0101_0101_0101_0101_i64));
                Access::Set(byte, splat)
            }
            copy => copy,
        };
        let len = self.operand(lty, lop)?;
        let n = if matches!(lty, Ty::Int(32)) {
            self.def(&format!("uextend.i64 {len}"))
        } else {
            len
        };
        // The byte count moved by words: all whole words when every
        // address is word-aligned, none otherwise.
        let addrs = match &access {
            Access::Copy(src, _) => self.def(&format!("bor {}, {src}", dst.addr)),
            Access::Set(..) => dst.addr.clone(),
        };
        let low = self.def(&format!("band_imm {addrs}, {}", WORD_BYTES - 1));
        let aligned = self.def(&format!("icmp_imm eq {low}, 0"));
        let whole = self.def(&format!("band_imm {n}, {}", -WORD_BYTES));
        let zero = self.def("iconst.i64 0");
        let words = self.def(&format!("select {aligned}, {whole}, {zero}"));
        let exit = self.fresh_block();
        let forward = self.fresh_block();
        match (&access, name.starts_with("memmove.")) {
            (Access::Copy(src, ssp), true) => match self.comparable(&dst, src, ssp)? {
                Some((d, s)) => {
                    let backward = self.fresh_block();
                    let up = self.def(&format!("icmp ule {d}, {s}"));
                    self.emit(&format!("brif {up}, {forward}({zero}), {backward}({n})"));
                    self.copy_forward(&forward, &dst, &access, &n, &words, &exit);
                    self.copy_backward(&backward, &dst, &access, &words, &exit);
                }
                None => {
                    self.emit(&format!("jump {forward}({zero})"));
                    self.copy_forward(&forward, &dst, &access, &n, &words, &exit);
                }
            },
            _ => {
                self.emit(&format!("jump {forward}({zero})"));
                self.copy_forward(&forward, &dst, &access, &n, &words, &exit);
            }
        }
        // The rest of the LLVM block continues in the exit block.
        self.block_header(&format!("{exit}:"));
        Ok(())
    }

    /// The two addresses as comparable numbers (same space, or both made
    /// generic); `None` when they are in different specific spaces and so
    /// cannot overlap.
    fn comparable(
        &mut self,
        dst: &Dest,
        src: &str,
        ssp: &'static str,
    ) -> TResult<Option<(String, String)>> {
        let d = dst.addr.clone();
        Ok(match (dst.space, ssp) {
            (a, b) if a == b => Some((d, src.to_string())),
            // Global addresses are their own generic addresses.
            ("generic", "global") | ("global", "generic") => Some((d, src.to_string())),
            ("generic", s) => Some((d, self.def(&format!("to_generic {s} {src}")))),
            (s, "generic") => Some((self.def(&format!("to_generic {s} {d}")), src.to_string())),
            _ => None,
        })
    }

    /// One iteration's access at byte offset `off`: an `i64` word when
    /// `wide`, else a byte.
    fn mem_access(&mut self, dst: &Dest, access: &Access, off: &str, wide: bool) {
        let t = if wide { "i64" } else { "i8" };
        let value = match access {
            Access::Copy(src, ssp) => {
                let from = self.def(&format!("iadd {src}, {off}"));
                self.def(&format!("load.{t} {ssp} {from}"))
            }
            Access::Set(byte, splat) => {
                if wide {
                    splat.clone()
                } else {
                    byte.clone()
                }
            }
        };
        let to = self.def(&format!("iadd {}, {off}", dst.addr));
        self.emit(&format!("store {} {to}, {value}", dst.space));
    }

    /// Blocks `head`(i) .. `exit`: words at i = 0, 8, .. below `words`,
    /// then bytes up to `n`.
    fn copy_forward(
        &mut self,
        head: &str,
        dst: &Dest,
        access: &Access,
        n: &str,
        words: &str,
        exit: &str,
    ) {
        let word_body = self.fresh_block();
        let byte_head = self.fresh_block();
        let byte_body = self.fresh_block();
        let i = self.fresh();
        self.block_header(&format!("{head}({i}: i64):"));
        let more = self.def(&format!("icmp ult {i}, {words}"));
        self.emit(&format!("brif {more}, {word_body}, {byte_head}({i})"));
        self.block_header(&format!("{word_body}:"));
        self.mem_access(dst, access, &i, true);
        let next = self.def(&format!("iadd_imm {i}, {WORD_BYTES}"));
        self.emit(&format!("jump {head}({next})"));
        let j = self.fresh();
        self.block_header(&format!("{byte_head}({j}: i64):"));
        let more = self.def(&format!("icmp ult {j}, {n}"));
        self.emit(&format!("brif {more}, {byte_body}, {exit}"));
        self.block_header(&format!("{byte_body}:"));
        self.mem_access(dst, access, &j, false);
        let next = self.def(&format!("iadd_imm {j}, 1"));
        self.emit(&format!("jump {byte_head}({next})"));
    }

    /// Blocks `head`(j = n) .. `exit`: bytes j-1 down to `words`, then
    /// words down to 0.
    fn copy_backward(&mut self, head: &str, dst: &Dest, access: &Access, words: &str, exit: &str) {
        let byte_body = self.fresh_block();
        let word_head = self.fresh_block();
        let word_body = self.fresh_block();
        let j = self.fresh();
        self.block_header(&format!("{head}({j}: i64):"));
        let more = self.def(&format!("icmp ugt {j}, {words}"));
        self.emit(&format!("brif {more}, {byte_body}, {word_head}({j})"));
        self.block_header(&format!("{byte_body}:"));
        let k = self.def(&format!("iadd_imm {j}, -1"));
        self.mem_access(dst, access, &k, false);
        self.emit(&format!("jump {head}({k})"));
        let i = self.fresh();
        self.block_header(&format!("{word_head}({i}: i64):"));
        let more = self.def(&format!("icmp_imm ne {i}, 0"));
        self.emit(&format!("brif {more}, {word_body}, {exit}"));
        self.block_header(&format!("{word_body}:"));
        let k = self.def(&format!("iadd_imm {i}, {}", -WORD_BYTES));
        self.mem_access(dst, access, &k, true);
        self.emit(&format!("jump {word_head}({k})"));
    }

    /// A constant length up to [`MAX_UNROLLED_BYTES`], byte by byte (a
    /// move loads every byte before it stores any, so overlap is safe).
    fn mem_unrolled(&mut self, dst: &Dest, access: &Access, len: i128) {
        let bytes: Vec<String> = match access {
            Access::Copy(src, ssp) => (0..len)
                .map(|k| self.def(&format!("load.i8 {ssp} {src}+{k}")))
                .collect(),
            Access::Set(byte, _) => (0..len).map(|_| byte.clone()).collect(),
        };
        for (k, b) in bytes.iter().enumerate() {
            self.emit(&format!("store {} {}+{k}, {b}", dst.space, dst.addr));
        }
    }
}
