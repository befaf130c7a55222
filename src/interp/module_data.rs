//! Module data in device memory: every constant object of a module in const
//! memory and every global one (a module variable) in global memory, placed
//! once per [`DeviceMemory`] and kept across launches, as a GPU keeps a
//! loaded module's variables.
//!
//! ```text
//!   Module.const_data ──place (new ones only)──> DeviceMemory module vars
//!        initial bytes, then the addresses they hold (generic or own-space)
//! ```
//!
//! Objects are placed in module order, so the PTX simulator, placing the
//! PTX's variables in the order the emitter writes them, gives each object
//! the same address. An object placed by an earlier launch keeps what that
//! launch left in it.

use super::memory::to_generic;
use super::{DeviceMemory, InterpError};
use crate::ir::Module;

/// Places every module object `memory` does not hold yet, with its initial
/// bytes and the addresses its initialiser holds.
pub fn place_module_data(module: &Module, memory: &mut DeviceMemory) -> Result<(), InterpError> {
    let mut placed = Vec::new();
    for d in module.const_data.values() {
        if memory.module_var(&d.name).is_none() {
            let space = d.space.space();
            memory.define_module_var(&d.name, space, u64::from(d.align), d.bytes())?;
            placed.push(d);
        }
    }
    // The addresses, once every object (the targets) has its place.
    for d in placed {
        let Some(buffer) = memory.module_var_buffer(&d.name) else {
            continue;
        };
        for r in &d.relocs {
            let target = memory.module_var_buffer(&r.target).ok_or_else(|| {
                InterpError::new(format!(
                    "`%{}` holds the address of `%{}`, which is not in the module",
                    d.name, r.target
                ))
            })?;
            let base = memory.address(target);
            let addr = if r.generic {
                to_generic(memory.space(target), base)
            } else {
                base
            };
            let value = addr.wrapping_add(u64::from(r.addend)).to_le_bytes();
            let at = r.offset as usize;
            if let Some(dst) = memory.bytes_mut(buffer).get_mut(at..at + value.len()) {
                dst.copy_from_slice(&value);
            }
        }
    }
    Ok(())
}
