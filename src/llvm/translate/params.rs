//! Parameters of device functions and the arguments of their calls:
//! aggregates by value are split into their scalar members, and so are
//! the structs a `byval` pointer points to, where they can be.
//!
//! ```text
//!   LLVM parameter                 IR parameters
//!   scalar / pointer               one (a pointer's kind from its space)
//!   struct, array, vector          one per scalar member, in order (a call
//!     by value                     passes the members of its argument the
//!                                  same way; kernels take none: clang passes
//!                                  their structs `byval`)
//!   ptr byval(T), T of at most     one per scalar member of T, in order; the
//!     16 integer, float or         caller loads them from its argument
//!     pointer members (no i1)      pointer at their data-layout offsets; at
//!                                  entry the callee stores them to a stack
//!                                  slot of its own (T's size, the larger of
//!                                  T's and the parameter's alignment) and
//!                                  the parameter names the slot's generic
//!                                  address
//!   ptr byval(T), any other T,     one pointer; unless `readonly`, at entry
//!     or `readonly` and read       the callee copies the T to a stack slot
//!     other than by loads at       of its own and the parameter names the copy
//!     constant offsets
//!   a kernel's ptr byval(T)        `i64 byval SIZE align A` (T's bytes in the
//!                                  param space); `readonly` and only loaded
//!                                  through: read in place (`to_generic
//!                                  param`, made `ld.param` by address-space
//!                                  inference); else copied to a local slot
//! ```
//!
//! LLVM's `byval` gives the callee its own copy of the pointee, so writes
//! through the parameter never reach the caller's object. Passing the
//! members by value is what llc does with its `.param` byte arrays: both
//! sides keep the members in registers once the promotion pass turns the
//! callee's slot into values (accesses at constant offsets; if the
//! address escapes, the slot stays, which is the copy `byval` asks for),
//! and the caller's loads from its own promoted objects fold too.
//! Padding between members is neither passed nor stored: its bytes have
//! no defined value (clang spells out the bytes a union or a tail may
//! carry as `[N x i8]` members, which are passed). A `readonly` byval
//! parameter that does not flatten, or that the callee indexes, selects
//! or passes on (its copy would stay in memory), is read in place: nothing is written
//! through it and clang passes a temporary of the caller's that nothing
//! else writes during the call. A kernel's `byval` is the PTX ABI's
//! by-value aggregate, `.param .align A .b8 NAME[SIZE]`
//! ([`FunctionTranslator::kernel_byval_param`]).
//!
//! Invariant: a callee's signature ([`device_params`]) and each call's
//! arguments ([`FunctionTranslator::call_arguments`]) follow the same
//! rule ([`byval_members`]), so they always agree.

use super::aggregate::flat_scalars;
use super::{param_kind, scalar, FunctionTranslator, TResult, Val};
use crate::ir::verifier::MAX_SLOT_ALIGN;
use crate::ir::{AbiParam, InstBuilder, ParamKind, Signature, SourceLoc, Space, Type, Value};
use crate::llvm::ast::{Function, Module, Op, Operand, Ty, Typed};
use crate::llvm::layout::{flat_layout, size_align};

/// A `byval` parameter, named once the entry block has made the callee's
/// copy ([`FunctionTranslator::copy_byval_params`]) or, for a kernel's
/// read in place, its generic address.
pub(super) struct ByvalParam<'m> {
    /// The LLVM parameter's name.
    pub name: &'m str,
    /// The pointee type `T` of `byval(T)`.
    pub pointee: &'m Ty,
    /// The parameter's `align`, if written.
    pub align: Option<u64>,
    /// What the caller passes.
    pub incoming: ByvalIncoming,
}

/// What a caller passes for a `byval` parameter.
pub(super) enum ByvalIncoming {
    /// The pointee's scalar members, in order ([`byval_members`]).
    Members(Vec<Value>),
    /// The pointer to the caller's object, which the callee copies.
    Pointer(Value),
    /// A kernel's parameter: its param-space address. Read in place
    /// (`in_place`: through `to_generic param`, which address-space
    /// inference turns into `ld.param`) when the kernel only loads
    /// through it, else copied to a local slot (the param space is
    /// read-only, and a generic param address needs PTX 7.7).
    Kernel { addr: Value, in_place: bool },
}

/// How deep [`byval_members`] follows a `readonly` byval pointer handed on
/// to another call's byval parameter (recursive device functions end the
/// chain here, read in place).
const MAX_BYVAL_FORWARDING: u32 = 4;

/// The IR types of the scalar members device function `f`'s parameter
/// `k` is passed as when it is `byval(T)` and T flattens: at most 16
/// integer, float or pointer members, each with a memory layout, none an
/// `i1` (which has no byte of its own); `None` for any other parameter,
/// and for a `readonly` one that `f` reads other than by loads at
/// constant offsets or hands on as another call's byval argument passed
/// by members (its callee copy would stay in memory: an array member
/// indexed by a variable, a pointer selected or passed on, so reading the
/// caller's object in place costs less).
pub(super) fn byval_members(m: &Module, f: &Function, k: usize) -> Option<Vec<Type>> {
    byval_members_within(m, f, k, MAX_BYVAL_FORWARDING)
}

fn byval_members_within(m: &Module, f: &Function, k: usize, depth: u32) -> Option<Vec<Type>> {
    let attrs = f.param_attrs.get(k)?;
    let pointee = attrs.byval.as_ref()?;
    let members = flat_scalars(pointee, &m.types)?;
    let layout = flat_layout(pointee, &m.types, members.len())?;
    if layout.len() != members.len() || members.contains(&Type::I1) {
        return None;
    }
    if attrs.readonly && !is_read_by_members(m, f, &f.params.get(k)?.1, depth, true) {
        return None;
    }
    Some(members)
}

/// Whether every use of pointer `%name` in `f`'s body is a load, a
/// `getelementptr` (with constant indices if `constant_indices`) whose
/// result is used so in turn, or (`depth` > 0) a byval argument of a call
/// that passes it by members.
fn is_read_by_members(
    m: &Module,
    f: &Function,
    name: &str,
    depth: u32,
    constant_indices: bool,
) -> bool {
    let mut pointers: Vec<&str> = vec![name];
    let mut seen = 0;
    // Derived pointers may be defined after their uses in block order:
    // rescan until no new one appears.
    while seen < pointers.len() {
        seen = pointers.len();
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            let is_pointer =
                |o: &Operand| matches!(o, Operand::Local(n) if pointers.contains(&n.as_str()));
            let mut any = false;
            inst.op.for_each_operand(|o| any |= is_pointer(o));
            if !any {
                continue;
            }
            let derived = match &inst.op {
                Op::Load { ptr, .. } if is_pointer(&ptr.1) => None,
                Op::Gep(_, base, indices)
                    if is_pointer(&base.1)
                        && (!constant_indices
                            || indices.iter().all(|i| matches!(i.1, Operand::Int(_)))) =>
                {
                    inst.result.as_deref()
                }
                Op::Call(_, Operand::Global(callee), args, _) if depth > 0 => {
                    let Some(callee) = m.functions.iter().find(|g| &g.name == callee) else {
                        return false;
                    };
                    let forwarded = args.iter().enumerate().all(|(j, a)| {
                        !is_pointer(&a.1) || byval_members_within(m, callee, j, depth - 1).is_some()
                    });
                    if !forwarded {
                        return false;
                    }
                    None
                }
                _ => return false,
            };
            if let Some(r) = derived.filter(|r| !pointers.contains(r)) {
                pointers.push(r);
            }
        }
    }
    true
}

/// The IR parameters of device function `f`'s LLVM parameters (the
/// hidden shared-memory pointers not included), or what is wrong.
pub(super) fn device_params(m: &Module, f: &Function) -> Result<Vec<AbiParam>, String> {
    let mut out = Vec::new();
    for (k, (ty, name)) in f.params.iter().enumerate() {
        if let Some(members) = byval_members(m, f, k) {
            out.extend(members.into_iter().map(AbiParam::new));
            continue;
        }
        match scalar(ty) {
            Some(t) => out.push(AbiParam::of_kind(t, param_kind(ty, false))),
            None => match flat_scalars(ty, &m.types) {
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
        let members = self.member_params(ts, signature);
        let v = self.unflatten(ty, &mut members.into_iter())?;
        self.define(name, v)
    }

    /// Entry-block parameters of types `ts`, in `signature` too.
    fn member_params(&mut self, ts: Vec<Type>, signature: &mut Signature) -> Vec<Value> {
        let entry = self.blocks[0];
        let mut members = Vec::with_capacity(ts.len());
        for t in ts {
            signature.params.push(AbiParam::new(t));
            members.push(self.b.append_block_param(entry, t));
        }
        members
    }

    /// Parameter `k` of this device function, `%name`, when it is a
    /// `byval` pointer passed as its pointee's members
    /// ([`byval_members`]): entry-block parameters for them, in
    /// `signature` too; named when the entry block stores them to the
    /// callee's copy. Whether it was one.
    pub(super) fn byval_member_params(
        &mut self,
        k: usize,
        name: &'m str,
        signature: &mut Signature,
    ) -> bool {
        let f = self.f;
        let attrs = f.param_attrs.get(k);
        let (Some(members), Some(pointee)) = (
            byval_members(self.m, f, k),
            attrs.and_then(|a| a.byval.as_ref()),
        ) else {
            return false;
        };
        let values = self.member_params(members, signature);
        self.byval_params.push(ByvalParam {
            name,
            pointee,
            align: attrs.and_then(|a| a.align),
            incoming: ByvalIncoming::Members(values),
        });
        true
    }

    /// Whether parameter `k` of this device function is a `byval` pointer
    /// it may write through (so it must copy the pointee): its type.
    /// Kernel `f`'s parameter `k` if it is `byval(T)`: an IR `byval`
    /// parameter of T's size in the param space (the PTX ABI: the
    /// aggregate's bytes are the kernel's parameter, as llc's `.param
    /// .align A .b8 name[N]`), read in place or copied at the entry (see
    /// [`ByvalIncoming::Kernel`]). Returns whether it was one.
    pub(super) fn kernel_byval_param(
        &mut self,
        k: usize,
        name: &'m str,
        signature: &mut Signature,
    ) -> TResult<bool> {
        let Some(attrs) = self.f.param_attrs.get(k) else {
            return Ok(false);
        };
        let Some(pointee) = attrs.byval.as_ref() else {
            return Ok(false);
        };
        let size = size_align(pointee, &self.m.types).and_then(|(size, natural)| {
            let align = natural.max(attrs.align.unwrap_or(1));
            Some((u32::try_from(size).ok()?, u32::try_from(align).ok()?))
        });
        let Some((size, align)) = size.filter(|&(s, a)| s > 0 && a <= MAX_SLOT_ALIGN) else {
            return self.err(format!(
                "byval kernel parameter %{name}: its type needs a size of 1 byte to 4 GiB and an \
                 alignment of at most {MAX_SLOT_ALIGN}"
            ));
        };
        signature.params.push(AbiParam {
            ty: Type::I64,
            kind: ParamKind::ByVal { size, align },
            noalias_readonly: false,
        });
        let entry = self.blocks[0];
        let addr = self.b.append_block_param(entry, Type::I64);
        let in_place = attrs.readonly && is_read_by_members(self.m, self.f, name, 0, false);
        self.byval_params.push(ByvalParam {
            name,
            pointee,
            align: attrs.align,
            incoming: ByvalIncoming::Kernel { addr, in_place },
        });
        Ok(true)
    }

    pub(super) fn byval_to_copy(&self, k: usize) -> Option<&'m Ty> {
        let attrs = self.f.param_attrs.get(k)?;
        attrs.byval.as_ref().filter(|_| !attrs.readonly)
    }

    /// At the entry: the callee's copy of each `byval` parameter that
    /// needs one, a stack slot of its own, and the parameter names the
    /// copy's generic address. Members passed by value are stored to it;
    /// a pointer's pointee is copied member by member. Padding is
    /// neither read nor written.
    pub(super) fn copy_byval_params(&mut self) -> TResult<()> {
        for param in std::mem::take(&mut self.byval_params) {
            let name = param.name;
            if let ByvalIncoming::Kernel {
                addr,
                in_place: true,
            } = param.incoming
            {
                let generic = self.ins().to_generic(Space::Param, addr);
                self.define(name, Val::One(generic))?;
                continue;
            }
            let Some((size, natural)) = size_align(param.pointee, &self.m.types) else {
                return self.err(format!("byval parameter %{name} of a type without a size"));
            };
            let align = natural.max(param.align.unwrap_or(1));
            let (members, _) = self.member_accesses(param.pointee, &Ty::Ptr(0), align)?;
            // Both fit: the members' offsets fit an i32, the slot's
            // alignment is clamped.
            let slot = self
                .b
                .create_stack_slot(size.max(1) as u32, align.clamp(1, 128) as u32);
            self.b.func.srcmap.stack_slots[slot] = SourceLoc(self.f.line);
            let local = self.ins().stack_addr(Type::I64, slot, 0);
            let source = match param.incoming {
                ByvalIncoming::Members(values) => {
                    for ((_, off, member_align), value) in members.iter().copied().zip(values) {
                        self.ins()
                            .store_aligned(Space::Local, local, off, value, member_align);
                    }
                    None
                }
                ByvalIncoming::Pointer(incoming) => Some((Space::Generic, incoming)),
                ByvalIncoming::Kernel { addr, .. } => Some((Space::Param, addr)),
            };
            if let Some((space, incoming)) = source {
                for (t, off, member_align) in members {
                    let value = self
                        .ins()
                        .load_aligned(t, space, incoming, off, member_align);
                    self.ins()
                        .store_aligned(Space::Local, local, off, value, member_align);
                }
            }
            let copy = self.ins().to_generic(Space::Local, local);
            self.local_ptrs.insert(copy);
            self.define(name, Val::One(copy))?;
        }
        Ok(())
    }

    /// The argument values of a call of device function `target`: one per
    /// scalar argument, one per member of an aggregate one, and the
    /// members of a `byval` argument passed by value, loaded from the
    /// argument pointer (`aligns`: the call's `align` of each argument).
    pub(super) fn call_arguments(
        &mut self,
        target: &Function,
        args: &[Typed],
        aligns: &[Option<u64>],
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
        for (k, (t, a)) in args.iter().enumerate() {
            let attrs = target.param_attrs.get(k);
            match attrs.and_then(|a| a.byval.as_ref()) {
                Some(pointee) if byval_members(self.m, target, k).is_some() => {
                    let align = aligns
                        .get(k)
                        .copied()
                        .flatten()
                        .or(attrs.and_then(|a| a.align))
                        .unwrap_or(0);
                    let (members, sp) = self.member_accesses(pointee, t, align)?;
                    let pointer = self.operand(t, a)?;
                    for (ty, off, member_align) in members {
                        vs.push(self.ins().load_aligned(ty, sp, pointer, off, member_align));
                    }
                }
                _ => vs.extend(self.flat_values(t, a)?),
            }
        }
        Ok(vs)
    }
}
