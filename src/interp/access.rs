//! Memory accesses of the interpreter: the effective address of an access
//! (address arithmetic, alignment, generic addresses decoded into their
//! space), the region it goes to, and the value an atomic read-modify-write
//! leaves.
//!
//! ```text
//!   (space, base, offset, align) ──effective_address──> (space, address)
//!   space ──region──> the thread's local, the CTA's shared, or device memory
//!   (op, old, operand) ──atomic_op──> new value (PTX `atom` semantics)
//! ```

use super::memory::{self, MemError, Region};
use super::DeviceMemory;
use crate::ir::fold::{self, Operands};
use crate::ir::{AtomicRmwOp, Opcode, Space, Type};

/// Address arithmetic, alignment check and generic decoding of an access.
pub(super) fn effective_address(
    space: Space,
    addr_ty: Type,
    base: u64,
    offset: i32,
    align: u32,
) -> Result<(Space, u64), String> {
    let addr = fold::mask(addr_ty, base.wrapping_add(offset as i64 as u64));
    if !addr.is_multiple_of(align as u64) {
        return Err(MemError::Misaligned { addr, align }.message());
    }
    Ok(match space {
        Space::Generic => memory::decode_generic(addr),
        s => (s, addr),
    })
}

/// The address of an atomic: naturally aligned, and (through a generic
/// address too) in global or shared memory, as PTX requires.
pub(super) fn atomic_address(
    space: Space,
    addr_ty: Type,
    base: u64,
    size: u32,
) -> Result<(Space, u64), String> {
    let (sp, addr) = effective_address(space, addr_ty, base, 0, size)?;
    if !matches!(sp, Space::Global | Space::Shared) {
        return Err(format!(
            "atomics work on global or shared memory; this address points into {sp} memory"
        ));
    }
    Ok((sp, addr))
}

/// The region an access in `space` goes to (generic addresses are
/// decoded before: here they mean global memory).
pub(super) fn region<'r>(
    space: Space,
    local: &'r mut Region,
    shared: &'r mut Region,
    mem: &'r mut DeviceMemory,
) -> &'r mut Region {
    match space {
        Space::Local => local,
        Space::Shared => shared,
        Space::Const => &mut mem.constant,
        Space::Param => &mut mem.param,
        Space::Global | Space::Generic => &mut mem.global,
    }
}

/// An f32 subnormal (as bits) replaced by zero of its sign.
fn flush32(bits: u64) -> u64 {
    if bits & 0x7f80_0000 == 0 {
        bits & 0x8000_0000
    } else {
        bits
    }
}

/// The value an atomic `op` of type `ty` in `space` leaves, from the old
/// value and the operand, as PTX's `atom` defines it.
pub(super) fn atomic_op(op: AtomicRmwOp, ty: Type, space: Space, old: u64, x: u64) -> u64 {
    let bin = |opcode| fold::fold(opcode, &Operands::binary(ty, old, x)).unwrap_or(old);
    match op {
        // `atom.add.f32` on global memory flushes subnormal inputs and
        // results to zero (on shared memory it does not).
        AtomicRmwOp::Add if ty == Type::F32 && space == Space::Global => {
            let sum = fold::fold(
                Opcode::Fadd,
                &Operands::binary(ty, flush32(old), flush32(x)),
            );
            flush32(sum.unwrap_or(old))
        }
        AtomicRmwOp::Add if ty.is_float() => bin(Opcode::Fadd),
        AtomicRmwOp::Add => bin(Opcode::Iadd),
        AtomicRmwOp::Smin => bin(Opcode::Smin),
        AtomicRmwOp::Smax => bin(Opcode::Smax),
        AtomicRmwOp::Umin => bin(Opcode::Umin),
        AtomicRmwOp::Umax => bin(Opcode::Umax),
        AtomicRmwOp::And => bin(Opcode::Band),
        AtomicRmwOp::Or => bin(Opcode::Bor),
        AtomicRmwOp::Xor => bin(Opcode::Bxor),
        AtomicRmwOp::Xchg => x,
        AtomicRmwOp::Inc => {
            let (old, x) = (old & ty.mask(), x & ty.mask());
            if old >= x {
                0
            } else {
                old + 1
            }
        }
        AtomicRmwOp::Dec => {
            let (old, x) = (old & ty.mask(), x & ty.mask());
            if old == 0 || old > x {
                x
            } else {
                old - 1
            }
        }
    }
}
