//! Memory intrinsics: `llvm.memcpy`, `llvm.memmove` and `llvm.memset`.
//!
//! ```text
//!   constant length ≤ 256   unrolled loads and stores (a move loads
//!                           everything before it stores anything), as
//!                           wide as the `align` attributes of the
//!                           pointers allow (up to 8 bytes), else bytes
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
//! The loop's alignment test is made at run time on the addresses the
//! accesses use, so an aligned copy moves 8 bytes per iteration and the rest (at most 7 bytes,
//! or everything when unaligned) one byte per iteration. A zero length
//! runs no iteration. `isvolatile` is ignored: the accesses are plain.
//!
//! Overlap: a forward copy reads each word or byte before the store that
//! could overwrite it when dst <= src, a backward copy when dst > src.
//! Addresses of one space compare directly; global and generic addresses
//! are the same numbers; a specific space against generic compares after
//! `to_generic`; two different specific spaces cannot overlap.

use super::{space, FunctionTranslator, TResult};
use crate::ir::typing::align_at;
use crate::ir::{Block, InstBuilder, IntCC, Space, Type, Value};
use crate::llvm::ast::{Operand, Ty, Typed};

/// Longest constant length expanded inline, without a loop (longer and
/// variable lengths loop).
const MAX_UNROLLED_BYTES: i128 = 256;

/// Bytes moved by one wide access of the loop (an `i64`).
const WORD_BYTES: i64 = 8;

/// What each iteration does at an offset.
enum Access {
    /// Copy from the address `.0` in space `.1`.
    Copy(Value, Space),
    /// Store the byte `.0`, or for a word its splat `.1` (made before a
    /// loop; unrolled stores need none).
    Set(Value, Option<Value>),
}

/// The destination: address and space.
struct Dest {
    addr: Value,
    space: Space,
}

impl FunctionTranslator<'_, '_> {
    /// `memcpy`/`memmove`/`memset`: unrolled for short constant lengths,
    /// otherwise a loop.
    pub(super) fn mem_intrinsic(
        &mut self,
        name: &str,
        args: &[Typed],
        aligns: &[Option<u64>],
    ) -> TResult<()> {
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
        if dsp == Space::Const {
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
            Access::Set(byte, None)
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
                // LLVM's `align` promises: what both pointers share.
                let align_of = |i: usize| aligns.get(i).copied().flatten().unwrap_or(1);
                let shared = match access {
                    Access::Copy(..) => align_of(0).min(align_of(1)),
                    Access::Set(..) => align_of(0),
                };
                let width = shared.clamp(1, WORD_BYTES as u64) as i32;
                let promised = Promised {
                    dst: align_of(0),
                    src: align_of(1),
                };
                self.mem_unrolled(&dst, &access, *len as i32, width, promised);
                return Ok(());
            }
        }
        let access = match access {
            Access::Set(byte, _) => {
                let wide = self.ins().uextend(Type::I64, byte);
                // 0x0101010101010101 × byte puts the byte in every lane.
                let splat = self.ins().imul_imm(wide, 0x0101_0101_0101_0101_i64);
                Access::Set(byte, Some(splat))
            }
            copy => copy,
        };
        let len = self.operand(lty, lop)?;
        let n = if matches!(lty, Ty::Int(32)) {
            self.ins().uextend(Type::I64, len)
        } else {
            len
        };
        // The byte count moved by words: all whole words when every
        // address is word-aligned, none otherwise.
        let addrs = match access {
            Access::Copy(src, _) => self.ins().bor(dst.addr, src),
            Access::Set(..) => dst.addr,
        };
        let low = self.ins().band_imm(addrs, WORD_BYTES - 1);
        let aligned = self.ins().icmp_imm(IntCC::Eq, low, 0);
        let whole = self.ins().band_imm(n, -WORD_BYTES);
        let zero = self.ins().iconst(Type::I64, 0);
        let words = self.ins().select(aligned, whole, zero);
        let exit = self.fresh_block();
        let forward = self.fresh_block();
        match (&access, name.starts_with("memmove.")) {
            (&Access::Copy(src, ssp), true) => match self.comparable(&dst, src, ssp) {
                Some((d, s)) => {
                    let backward = self.fresh_block();
                    let up = self.ins().icmp(IntCC::Ule, d, s);
                    self.ins().brif(up, forward, &[zero], backward, &[n]);
                    self.copy_forward(forward, &dst, &access, n, words, exit);
                    self.copy_backward(backward, &dst, &access, words, exit);
                }
                None => {
                    self.ins().jump(forward, &[zero]);
                    self.copy_forward(forward, &dst, &access, n, words, exit);
                }
            },
            _ => {
                self.ins().jump(forward, &[zero]);
                self.copy_forward(forward, &dst, &access, n, words, exit);
            }
        }
        // The rest of the LLVM block continues in the exit block.
        self.start_block(exit);
        Ok(())
    }

    /// The two addresses as comparable numbers (same space, or both made
    /// generic); `None` when they are in different specific spaces and so
    /// cannot overlap.
    fn comparable(&mut self, dst: &Dest, src: Value, ssp: Space) -> Option<(Value, Value)> {
        let d = dst.addr;
        match (dst.space, ssp) {
            (a, b) if a == b => Some((d, src)),
            // Global addresses are their own generic addresses.
            (Space::Generic, Space::Global) | (Space::Global, Space::Generic) => Some((d, src)),
            (Space::Generic, s) => Some((d, self.ins().to_generic(s, src))),
            (s, Space::Generic) => Some((self.ins().to_generic(s, d), src)),
            _ => None,
        }
    }

    /// One iteration's access at byte offset `off`: an `i64` word when
    /// `wide`, else a byte.
    fn mem_access(&mut self, dst: &Dest, access: &Access, off: Value, wide: bool) {
        let t = if wide { Type::I64 } else { Type::I8 };
        let value = match *access {
            Access::Copy(src, ssp) => {
                let from = self.ins().iadd(src, off);
                self.ins().load(t, ssp, from, 0)
            }
            Access::Set(_, Some(splat)) if wide => splat,
            Access::Set(byte, _) => byte,
        };
        let to = self.ins().iadd(dst.addr, off);
        self.ins().store(dst.space, to, 0, value);
    }

    /// Blocks `head`(i) .. `exit`: words at i = 0, 8, .. below `words`,
    /// then bytes up to `n`.
    fn copy_forward(
        &mut self,
        head: Block,
        dst: &Dest,
        access: &Access,
        n: Value,
        words: Value,
        exit: Block,
    ) {
        let word_body = self.fresh_block();
        let byte_head = self.fresh_block();
        let byte_body = self.fresh_block();
        let i = self.b.append_block_param(head, Type::I64);
        self.start_block(head);
        let more = self.ins().icmp(IntCC::Ult, i, words);
        self.ins().brif(more, word_body, &[], byte_head, &[i]);
        self.start_block(word_body);
        self.mem_access(dst, access, i, true);
        let next = self.ins().iadd_imm(i, WORD_BYTES);
        self.ins().jump(head, &[next]);
        let j = self.b.append_block_param(byte_head, Type::I64);
        self.start_block(byte_head);
        let more = self.ins().icmp(IntCC::Ult, j, n);
        self.ins().brif(more, byte_body, &[], exit, &[]);
        self.start_block(byte_body);
        self.mem_access(dst, access, j, false);
        let next = self.ins().iadd_imm(j, 1);
        self.ins().jump(byte_head, &[next]);
    }

    /// Blocks `head`(j = n) .. `exit`: bytes j-1 down to `words`, then
    /// words down to 0.
    fn copy_backward(
        &mut self,
        head: Block,
        dst: &Dest,
        access: &Access,
        words: Value,
        exit: Block,
    ) {
        let byte_body = self.fresh_block();
        let word_head = self.fresh_block();
        let word_body = self.fresh_block();
        let j = self.b.append_block_param(head, Type::I64);
        self.start_block(head);
        let more = self.ins().icmp(IntCC::Ugt, j, words);
        self.ins().brif(more, byte_body, &[], word_head, &[j]);
        self.start_block(byte_body);
        let k = self.ins().iadd_imm(j, -1);
        self.mem_access(dst, access, k, false);
        self.ins().jump(head, &[k]);
        let i = self.b.append_block_param(word_head, Type::I64);
        self.start_block(word_head);
        let more = self.ins().icmp_imm(IntCC::Ne, i, 0);
        self.ins().brif(more, word_body, &[], exit, &[]);
        self.start_block(word_body);
        let k = self.ins().iadd_imm(i, -WORD_BYTES);
        self.mem_access(dst, access, k, true);
        self.ins().jump(word_head, &[k]);
    }

    /// A constant length up to [`MAX_UNROLLED_BYTES`], byte by byte (a
    /// move loads every byte before it stores any, so overlap is safe).
    /// `len` bytes at constant offsets, each access as wide as `align`
    /// (a power of two ≤ 8 that both addresses are multiples of), the
    /// offset and the bytes left allow.
    ///
    /// Each access promises the alignment its pointer's `align` gives at
    /// its offset (up to 16 bytes), which may exceed its width: the
    /// `vectorize` pass then merges the loads of a 16-aligned source into
    /// vector loads even when the destination is less aligned.
    fn mem_unrolled(
        &mut self,
        dst: &Dest,
        access: &Access,
        len: i32,
        align: i32,
        promised: Promised,
    ) {
        let mut pieces = Vec::new();
        let mut k = 0;
        while k < len {
            let mut width = align;
            while k % width != 0 || k + width > len {
                width /= 2;
            }
            pieces.push((k, width));
            k += width;
        }
        let ty = |width: i32| match width {
            8 => Type::I64,
            4 => Type::I32,
            2 => Type::I16,
            _ => Type::I8,
        };
        let values: Vec<Value> = match *access {
            Access::Copy(src, ssp) => pieces
                .iter()
                .map(|&(k, width)| {
                    let a = at_offset(promised.src, k);
                    self.ins().load_aligned(ty(width), ssp, src, k, a)
                })
                .collect(),
            Access::Set(byte, _) => {
                // The byte in every lane of each width used.
                let mut splats: [Option<Value>; 4] = [None; 4];
                let mut out = Vec::with_capacity(pieces.len());
                for &(_, width) in &pieces {
                    let slot = &mut splats[width.trailing_zeros() as usize];
                    let splat = match *slot {
                        Some(v) => v,
                        None if width == 1 => byte,
                        None => {
                            let wide = self.ins().uextend(ty(width), byte);
                            let lanes = (0x0101_0101_0101_0101_u64 >> (64 - 8 * width)) as i64;
                            self.ins().imul_imm(wide, lanes)
                        }
                    };
                    *slot = Some(splat);
                    out.push(splat);
                }
                out
            }
        };
        for (&(k, _), &v) in pieces.iter().zip(&values) {
            let a = at_offset(promised.dst, k);
            self.ins().store_aligned(dst.space, dst.addr, k, v, a);
        }
    }
}

/// The `align` attributes of a memory intrinsic's pointers (1 when
/// absent).
#[derive(Clone, Copy)]
struct Promised {
    dst: u64,
    src: u64,
}

/// Largest alignment an unrolled access promises (the IR's limit).
const MAX_PROMISED_ALIGN: u64 = crate::ir::typing::MAX_ACCESS_ALIGN as u64;

/// The alignment of `pointer + k` for a pointer aligned to `align`, at
/// most [`MAX_PROMISED_ALIGN`]; at least the piece's width, since the
/// pieces are chosen so that `k` is a multiple of it and `align` too.
fn at_offset(align: u64, k: i32) -> u8 {
    align_at(align.clamp(1, MAX_PROMISED_ALIGN), i64::from(k)) as u8
}
