//! Parameters of device functions and the arguments of their calls:
//! aggregates by value are split into their scalar members, and a
//! `byval` pointer the callee may write through is copied.
//!
//! ```text
//!   LLVM parameter                 IR parameters
//!   scalar / pointer               one (a pointer's kind from its space)
//!   struct, array, vector          one per scalar member, in order (a call
//!     by value                     passes the members of its argument the
//!                                  same way; kernels take none: clang passes
//!                                  their structs `byval`)
//!   ptr byval(T), not readonly     one pointer; at entry the callee copies
//!                                  the T to a stack slot of its own and the
//!                                  parameter names the copy
//! ```
//!
//! LLVM's `byval` gives the callee its own copy of the pointee, so writes
//! through the parameter never reach the caller's object. A `readonly`
//! byval parameter is read in place: nothing is written through it and
//! clang passes a temporary of the caller's that nothing else writes
//! during the call.

use super::aggregate::flat_scalars;
use super::{param_kind, scalar, FunctionTranslator, TResult, Val};
use crate::ir::{AbiParam, InstBuilder, Signature, SourceLoc, Space, Type, Value};
use crate::llvm::ast::{Function, Ty, Typed};
use crate::llvm::layout::size_align;

/// The IR parameters of device function `f`'s LLVM parameters (the
/// hidden shared-memory pointers not included), or what is wrong.
pub(super) fn device_params(f: &Function, types: &[(String, Ty)]) -> Result<Vec<AbiParam>, String> {
    let mut out = Vec::new();
    for (ty, name) in &f.params {
        match scalar(ty) {
            Some(t) => out.push(AbiParam::of_kind(t, param_kind(ty, false))),
            None => match flat_scalars(ty, types) {
                Some(ts) => out.extend(ts.into_iter().map(AbiParam::new)),
                None => {
                    return Err(format!(
                        "parameter %{name} of @{} has an unsupported type (aggregates by value of at most 16 integer, float or pointer members are supported)",
                        f.name
                    ))
                }
            },
        }
    }
    Ok(out)
}

impl<'m> FunctionTranslator<'m, '_> {
    /// Aggregate parameter `%name` of type `ty` of a device function:
    /// entry-block parameters for its members, in `signature` too.
    pub(super) fn aggregate_param(
        &mut self,
        kernel: bool,
        name: &'m str,
        ty: &Ty,
        signature: &mut Signature,
    ) -> TResult<()> {
        if kernel {
            return self.err(format!(
                "kernel parameter %{name} is an aggregate by value: kernels take scalars and pointers (pass a struct `byval`, as clang does)"
            ));
        }
        let Some(ts) = flat_scalars(ty, &self.m.types) else {
            return self.err(format!(
                "parameter %{name} has an unsupported type (aggregates by value of at most 16 integer, float or pointer members are supported)"
            ));
        };
        let entry = self.blocks[0];
        let mut members = Vec::with_capacity(ts.len());
        for t in ts {
            signature.params.push(AbiParam::new(t));
            members.push(self.b.append_block_param(entry, t));
        }
        let v = self.unflatten(ty, &mut members.into_iter())?;
        self.define(name, v)
    }

    /// Whether parameter `k` of this device function is a `byval` pointer
    /// it may write through (so it must copy the pointee): its type.
    pub(super) fn byval_to_copy(&self, k: usize) -> Option<&'m Ty> {
        let attrs = self.f.param_attrs.get(k)?;
        attrs.byval.as_ref().filter(|_| !attrs.readonly)
    }

    /// At the entry: each `byval` parameter the function may write
    /// through is copied, member by member (padding is never read), to a
    /// stack slot of its own, and names the copy's generic address.
    pub(super) fn copy_byval_params(&mut self) -> TResult<()> {
        for (name, incoming, ty) in std::mem::take(&mut self.byval_params) {
            let Some((size, align)) = size_align(ty, &self.m.types) else {
                return self.err(format!("byval parameter %{name} of a type without a size"));
            };
            let (members, _) = self.member_accesses(ty, &Ty::Ptr(0), align)?;
            // Both fit: the members' offsets fit an i32, the slot's
            // alignment is clamped.
            let slot = self
                .b
                .create_stack_slot(size.max(1) as u32, align.clamp(1, 128) as u32);
            self.b.func.srcmap.stack_slots[slot] = SourceLoc(self.f.line);
            let local = self.ins().stack_addr(Type::I64, slot, 0);
            for (t, off, member_align) in members {
                let value = self
                    .ins()
                    .load_aligned(t, Space::Generic, incoming, off, member_align);
                self.ins()
                    .store_aligned(Space::Local, local, off, value, member_align);
            }
            let copy = self.ins().to_generic(Space::Local, local);
            self.local_ptrs.insert(copy);
            self.define(name, Val::One(copy))?;
        }
        Ok(())
    }

    /// The argument values of a call of device function `target`: one per
    /// scalar argument, one per member of an aggregate one.
    pub(super) fn call_arguments(
        &mut self,
        target: &Function,
        args: &[Typed],
    ) -> TResult<Vec<Value>> {
        let matches = |(a, _): &Typed, (p, _): &(Ty, String)| {
            flat_scalars(a, &self.m.types) == flat_scalars(p, &self.m.types)
        };
        if args.len() != target.params.len()
            || !args.iter().zip(&target.params).all(|(a, p)| matches(a, p))
        {
            return self.err(format!(
                "call of @{} with arguments that do not match its parameters",
                target.name
            ));
        }
        let mut vs = Vec::new();
        for (t, a) in args {
            vs.extend(self.flat_values(t, a)?);
        }
        Ok(vs)
    }
}
