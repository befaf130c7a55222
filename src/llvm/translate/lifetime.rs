//! `llvm.lifetime.start` / `llvm.lifetime.end` on an alloca become the IR's
//! lifetime markers `stack_start` / `stack_end` of its stack slot, which
//! the frame layout uses to let slots share bytes.
//!
//! ```text
//!   llvm.lifetime.start.p0(i64 N, ptr P)   (LLVM 17-21)
//!   llvm.lifetime.start.p0(ptr P)          (LLVM 22)
//!     P = %a, an alloca, or reaches it through getelementptrs whose
//!         indices are all 0, addrspacecasts and bitcasts
//!     N = -1 (whole object) or at least the alloca's size
//!   ──> stack_start of the alloca's slot    (end: stack_end)
//!   anything else (a smaller N, a pointer that is not an alloca's first
//!   byte, a phi or select of pointers, a constant expression): dropped
//! ```
//!
//! Dropping a marker only loses precision: without it the slot keeps the
//! live range its accesses give it. Keeping one is sound because LLVM
//! makes a dead alloca's contents undefined after `lifetime.start` and an
//! access to it after `lifetime.end` undefined behaviour, which is what
//! `stack_start` and `stack_end` say in the IR (the IR is stricter only
//! before the first `lifetime.start`, where LLVM calls the alloca dead and
//! the IR lets it be used: a refinement).

use super::{FunctionTranslator, TResult};
use crate::ir::{InstBuilder, StackSlot};
use crate::llvm::ast::{Function, Op, Operand, Ty, Typed};
use std::collections::HashMap;

/// The stack slots of a function's allocas, and which LLVM values are
/// their addresses.
#[derive(Debug, Default)]
pub(super) struct AllocaSlots {
    /// Alloca result → its slot and size in bytes.
    slots: HashMap<String, (StackSlot, u64)>,
    /// LLVM local → the alloca whose first byte it points to (the alloca
    /// itself included); computed on the first marker.
    bases: Option<HashMap<String, String>>,
}

impl AllocaSlots {
    /// Records that alloca `result` became `slot` of `bytes` bytes.
    pub(super) fn record(&mut self, result: &Option<String>, slot: StackSlot, bytes: u64) {
        if let Some(r) = result {
            self.slots.insert(r.clone(), (slot, bytes));
        }
    }
}

/// Is `op` a constant zero index?
fn is_zero(op: &Operand) -> bool {
    matches!(op, Operand::Int(0) | Operand::Zero)
}

/// For each local that points to the first byte of an alloca: that alloca.
fn alloca_bases(f: &Function) -> HashMap<String, String> {
    let mut bases: HashMap<String, String> = HashMap::new();
    let insts = || f.blocks.iter().flat_map(|b| &b.insts);
    for inst in insts() {
        if let (Some(r), Op::Alloca(..)) = (&inst.result, &inst.op) {
            bases.insert(r.clone(), r.clone());
        }
    }
    // Aliases of aliases, until nothing changes (a use may come before its
    // definition in the text when the definition dominates it).
    let mut changed = true;
    while changed {
        changed = false;
        for inst in insts() {
            let Some(r) = &inst.result else { continue };
            let source = match &inst.op {
                Op::Gep(_, (_, Operand::Local(p)), idx) if idx.iter().all(|(_, i)| is_zero(i)) => p,
                Op::Cast(op, _, Operand::Local(p), Ty::Ptr(_))
                    if op == "addrspacecast" || op == "bitcast" =>
                {
                    p
                }
                _ => continue,
            };
            if bases.contains_key(r) {
                continue;
            }
            if let Some(a) = bases.get(source).cloned() {
                bases.insert(r.clone(), a);
                changed = true;
            }
        }
    }
    bases
}

impl FunctionTranslator<'_, '_> {
    /// `llvm.lifetime.start.*` / `.end.*` (`name` without `llvm.`): a
    /// marker of the alloca's slot, or nothing (see the module comment).
    pub(super) fn lifetime_marker(&mut self, name: &str, args: &[Typed]) -> TResult<()> {
        let start = name.starts_with("lifetime.start");
        let (size, ptr) = match args {
            [(_, p)] => (None, p),
            [(_, Operand::Int(n)), (_, p)] => (Some(*n), p),
            _ => return Ok(()),
        };
        let Operand::Local(p) = ptr else {
            return Ok(());
        };
        let f = self.f;
        let bases = self.allocas.bases.get_or_insert_with(|| alloca_bases(f));
        let Some(&(slot, bytes)) = bases.get(p).and_then(|a| self.allocas.slots.get(a)) else {
            return Ok(());
        };
        let whole = match size {
            None | Some(-1) => true,
            Some(n) => u64::try_from(n).is_ok_and(|n| n >= bytes),
        };
        if !whole {
            return Ok(());
        }
        if start {
            self.ins().stack_start(slot);
        } else {
            self.ins().stack_end(slot);
        }
        Ok(())
    }
}
