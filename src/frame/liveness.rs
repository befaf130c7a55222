//! Frame objects of one function and their lifetimes, computed on the
//! allocated code.
//!
//! ```text
//!   VCode (SSA, before allocation) ──which registers hold an address
//!       derived from which stack slot (fixpoint over defs and block params)──>
//!       per instruction: slot reads / writes through registers, escapes
//!   Allocated (final code, `origin` maps back) + direct [%SPL+off] accesses
//!       + spill stores / reloads ──backward liveness over the final CFG──>
//!       FrameObject { lifetime = points where live ∪ points that access }
//! ```
//!
//! Rules: a load (or atomic) reads; a direct store of the whole object (a
//! spill store, or a store at offset 0 as wide as the slot) kills earlier
//! contents; any other store only touches. An object occupies its bytes
//! at every point that accesses it and every point where its contents may
//! still be read. A stack slot whose address escapes (stored as a value,
//! passed to a call or returned, or observed by a branch) is live at every
//! point; a slot never accessed is dead. Program points are indices into
//! `Allocated::insts`.
//!
//! Lifetime markers (`stack_start` / `stack_end`, [`MInst::SlotLifetime`])
//! kill the whole slot without accessing it: backward liveness stops there,
//! and the marker's point neither occupies the slot nor counts as an access
//! that the slot's contents are reachable from. This is sound because of
//! what the IR says the markers mean: after `stack_start` the slot's
//! contents are undefined (a read before a write reads memory never
//! written, an error), and between `stack_end` and the next `stack_start`
//! the slot must not be accessed at all. So no read after a marker can
//! need a byte written before it: a byte the slot shares with another
//! object may hold anything there. Two objects that share bytes are then
//! never both live: where one is live it has been written since its last
//! marker and will be read before its next one, and cutting its range at
//! markers only removes points where nothing it holds can be read. An
//! escaped slot stays live everywhere (markers do not help: its address may
//! be used where we cannot see).

use super::object::{FrameObject, FrameObjectKind, Lifetime};
use crate::ir::Function;
use crate::vcode::regalloc::{Allocated, INSERTED};
use crate::vcode::{Addr, FrameRef, MInst, Reg, Role, Src, VCode};
use cranelift_entity::EntityRef;

/// What one instruction does to one object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Access {
    /// Reads it: its contents must be there.
    Read,
    /// Writes part of it, or somewhere in it not known exactly.
    Touch,
    /// Overwrites all of it.
    Kill,
    /// A lifetime marker: ends whatever it held, but is no access (see the
    /// module comment).
    Marker,
}

/// The objects of a function and how frame references map to them.
#[derive(Clone, Debug, Default)]
pub struct FrameObjects {
    /// Stack slots (declaration order), then spill-slot groups.
    pub objects: Vec<FrameObject>,
    /// For each register-allocator spill slot: its object and byte offset
    /// in it (`None` for slot indices nothing uses).
    pub spill_objects: Vec<Option<(u32, u32)>>,
}

/// Bytes of one register-allocator spill slot.
const SPILL_SLOT_BYTES: u32 = 4;

/// Builds the frame objects of `func` from its VCode before allocation and
/// the allocated code.
pub fn frame_objects(func: &Function, vcode: &VCode, alloc: &Allocated) -> FrameObjects {
    let points = alloc.insts.len() as u32;
    let slots = func.stack_slots.len();
    // (point, object, access), objects numbered stack slots first.
    let mut accesses: Vec<(u32, u32, Access)> = Vec::new();
    let mut escaped = vec![false; slots];
    let derived = DerivedSlots::new(vcode, slots);
    let via_regs = derived.accesses(vcode, &mut escaped);
    // Spill-slot accesses: (point, first slot, slot count, access).
    let mut spill_accesses: Vec<(u32, u32, u32, Access)> = Vec::new();
    for (p, inst) in alloc.insts.iter().enumerate() {
        let p = p as u32;
        if let Some(o) = alloc.origin.get(p as usize).filter(|&&o| o != INSERTED) {
            accesses.extend(via_regs[*o as usize].iter().map(|&(s, a)| (p, s, a)));
        }
        if let MInst::SlotLifetime { slot, .. } = inst {
            if slot.index() < slots {
                accesses.push((p, slot.index() as u32, Access::Marker));
            }
            continue;
        }
        let (frame, access, (off, bytes)) = match inst {
            MInst::Ld {
                addr: Addr::Frame(f, off),
                ty,
                ..
            }
            | MInst::Atom {
                addr: Addr::Frame(f, off),
                ty,
                ..
            }
            | MInst::AtomCas {
                addr: Addr::Frame(f, off),
                ty,
                ..
            } => (*f, Access::Read, (*off, ty.bytes())),
            MInst::St {
                addr: Addr::Frame(f, off),
                ty,
                ..
            } => (*f, Access::Touch, (*off, ty.bytes())),
            MInst::LdVec {
                addr: Addr::Frame(f, off),
                ty,
                dsts,
                ..
            } => (*f, Access::Read, (*off, ty.bytes() * dsts.len() as u32)),
            MInst::StVec {
                addr: Addr::Frame(f, off),
                ty,
                srcs,
                ..
            } => (*f, Access::Touch, (*off, ty.bytes() * srcs.len() as u32)),
            MInst::SpillPred { slot, .. } => (FrameRef::Spill(*slot), Access::Touch, (0, 1)),
            MInst::ReloadPred { slot, .. } => (FrameRef::Spill(*slot), Access::Read, (0, 1)),
            _ => continue,
        };
        match frame {
            FrameRef::Slot(s) => {
                let size = func.stack_slots.get(s).map_or(0, |d| d.size);
                let is_whole = off == 0 && bytes == size;
                let access = match access {
                    Access::Touch if is_whole => Access::Kill,
                    a => a,
                };
                accesses.push((p, s.index() as u32, access));
            }
            // A spill store writes all the slot holds; a reload reads it.
            FrameRef::Spill(k) => {
                let access = match access {
                    Access::Touch => Access::Kill,
                    a => a,
                };
                spill_accesses.push((p, k, bytes.div_ceil(SPILL_SLOT_BYTES), access));
            }
        }
    }
    // Group overlapping spill-slot spans into objects.
    let mut spans: Vec<(u32, u32)> = spill_accesses.iter().map(|a| (a.1, a.2)).collect();
    spans.sort_unstable();
    let mut groups: Vec<(u32, u32)> = Vec::new();
    for (k, n) in spans {
        match groups.last_mut() {
            Some((start, len)) if k < *start + *len => *len = (*len).max(k + n - *start),
            _ => groups.push((k, n)),
        }
    }
    let spill_count = groups
        .last()
        .map_or(0, |&(k, n)| k + n)
        .max(alloc.spill_slots);
    let mut spill_objects = vec![None; spill_count as usize];
    for (g, &(start, len)) in groups.iter().enumerate() {
        for k in start..start + len {
            spill_objects[k as usize] = Some(((slots + g) as u32, (k - start) * SPILL_SLOT_BYTES));
        }
    }
    for (p, k, n, access) in spill_accesses {
        if let Some(Some((o, first))) = spill_objects.get(k as usize) {
            let len = groups[*o as usize - slots].1;
            // A spill store smaller than its group only touches it.
            let access = match access {
                Access::Kill if *first != 0 || n != len => Access::Touch,
                a => a,
            };
            accesses.push((p, *o, access));
        }
    }
    let count = slots + groups.len();
    let mut marks = live_points(alloc, vcode, count, points, accesses);
    let mut objects = Vec::with_capacity(count);
    for (s, data) in func.stack_slots.iter() {
        let lifetime = if escaped[s.index()] {
            Lifetime::whole(points)
        } else {
            Lifetime::from_bits(&marks[s.index()])
        };
        objects.push(FrameObject::new(
            FrameObjectKind::StackSlot(s),
            data.size,
            data.align,
            lifetime,
        ));
    }
    for (g, &(start, len)) in groups.iter().enumerate() {
        let size = len * SPILL_SLOT_BYTES;
        let lifetime = Lifetime::from_bits(&std::mem::take(&mut marks[slots + g]));
        objects.push(FrameObject::new(
            FrameObjectKind::SpillSlot(start),
            size,
            size.min(8),
            lifetime,
        ));
    }
    FrameObjects {
        objects,
        spill_objects,
    }
}

/// Per object, a bitset of the points it occupies: the points that access
/// it, and those both reachable from an access (forward) and live (its
/// contents may still be read: backward, stopped by kills and markers).
/// Markers are no access: they do not occupy their point or start a reach.
fn live_points(
    alloc: &Allocated,
    vcode: &VCode,
    count: usize,
    points: u32,
    mut accesses: Vec<(u32, u32, Access)>,
) -> Vec<Vec<u64>> {
    let words = count.div_ceil(64);
    let point_words = points.div_ceil(64) as usize;
    let mut marks = vec![vec![0u64; point_words]; count];
    if count == 0 {
        return marks;
    }
    accesses.sort_unstable();
    // Accesses of point p: accesses[at[p]..at[p + 1]].
    let mut at = vec![0usize; points as usize + 1];
    for &(p, _, _) in &accesses {
        at[p as usize + 1] += 1;
    }
    for p in 0..points as usize {
        at[p + 1] += at[p];
    }
    let at_point = |p: u32| &accesses[at[p as usize]..at[p as usize + 1]];
    // The objects point `p` really accesses (not through a marker).
    let accessed_at = |p: u32| {
        at_point(p)
            .iter()
            .filter(|a| a.2 != Access::Marker)
            .map(|a| a.1)
    };
    let set = |bits: &mut [u64], i: u32| bits[i as usize / 64] |= 1 << (i % 64);
    // Backward over point `p`: kills, then reads.
    let step_back = |live: &mut [u64], p: u32| {
        for &(_, o, a) in at_point(p) {
            if matches!(a, Access::Kill | Access::Marker) {
                live[o as usize / 64] &= !(1 << (o % 64));
            }
        }
        for &(_, o, a) in at_point(p) {
            if a == Access::Read {
                set(live, o);
            }
        }
    };
    let blocks = alloc.blocks.len();
    let succs = |b: usize| vcode.blocks.get(b).map_or(&[][..], |d| d.succs.as_slice());
    let preds = |b: usize| vcode.blocks.get(b).map_or(&[][..], |d| d.preds.as_slice());
    let union_of = |sets: &[Vec<u64>], of: &[regalloc2::Block], into: &mut [u64]| {
        into.iter_mut().for_each(|w| *w = 0);
        for b in of {
            for (l, x) in into.iter_mut().zip(&sets[b.index()]) {
                *l |= x;
            }
        }
    };
    // Live on block entry (backward) and accessed before block exit (forward).
    let mut live_in = vec![vec![0u64; words]; blocks];
    let mut reach_out = vec![vec![0u64; words]; blocks];
    let mut cur = vec![0u64; words];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..blocks).rev() {
            union_of(&live_in, succs(b), &mut cur);
            let r = &alloc.blocks[b];
            for p in (r.start..r.end).rev() {
                step_back(&mut cur, p);
            }
            if cur != live_in[b] {
                live_in[b].copy_from_slice(&cur);
                changed = true;
            }
        }
        for b in 0..blocks {
            union_of(&reach_out, preds(b), &mut cur);
            let r = &alloc.blocks[b];
            for p in r.start..r.end {
                for o in accessed_at(p) {
                    set(&mut cur, o);
                }
            }
            if cur != reach_out[b] {
                reach_out[b].copy_from_slice(&cur);
                changed = true;
            }
        }
    }
    // Live before each point, then intersected going forward with what an
    // access already reached.
    let mut live_before = vec![0u64; words * points as usize];
    for b in 0..blocks {
        union_of(&live_in, succs(b), &mut cur);
        let r = &alloc.blocks[b];
        for p in (r.start..r.end).rev() {
            step_back(&mut cur, p);
            live_before[p as usize * words..][..words].copy_from_slice(&cur);
        }
    }
    for b in 0..blocks {
        union_of(&reach_out, preds(b), &mut cur);
        let r = &alloc.blocks[b];
        for p in r.start..r.end {
            for o in accessed_at(p) {
                set(&mut cur, o);
            }
            let live = &live_before[p as usize * words..][..words];
            for (w, (&l, &reached)) in live.iter().zip(&cur).enumerate() {
                let mut bits = l & reached;
                while bits != 0 {
                    let o = w * 64 + bits.trailing_zeros() as usize;
                    set(&mut marks[o], p);
                    bits &= bits - 1;
                }
            }
            for o in accessed_at(p) {
                set(&mut marks[o as usize], p);
            }
        }
    }
    marks
}

/// Which stack slots each virtual register's value may be an address in.
struct DerivedSlots {
    /// Words per register.
    stride: usize,
    /// `stride` words per register.
    bits: Vec<u64>,
}

impl DerivedSlots {
    fn new(vcode: &VCode, slots: usize) -> DerivedSlots {
        let stride = slots.div_ceil(64);
        let mut d = DerivedSlots {
            stride,
            bits: vec![0; stride * vcode.regs.len()],
        };
        if slots == 0 {
            return d;
        }
        // Seeds (FrameAddr) and edges `def ⊇ use` (any instruction that
        // computes a value from registers, and block arguments).
        let mut edges: Vec<(Reg, Reg)> = Vec::new();
        let mut uses = Vec::new();
        for inst in &vcode.insts {
            match inst {
                MInst::FrameAddr {
                    dst,
                    frame: FrameRef::Slot(s),
                    ..
                } => {
                    d.insert(*dst, s.index());
                }
                // Loaded values, parameters and call results are not
                // addresses in the frame (a stored address escapes).
                MInst::Ld { .. }
                | MInst::LdVec { .. }
                | MInst::Atom { .. }
                | MInst::AtomCas { .. }
                | MInst::LdParam { .. }
                | MInst::LdRetval { .. } => {}
                _ => {
                    uses.clear();
                    let mut def = None;
                    inst.clone().visit_regs(&mut |r, role| match role {
                        Role::Use => uses.push(*r),
                        Role::Def | Role::EarlyDef | Role::ReuseDef(_) => def = Some(*r),
                    });
                    if let Some(def) = def {
                        edges.extend(uses.iter().map(|&u| (def, u)));
                    }
                }
            }
        }
        for block in &vcode.blocks {
            if let Some(MInst::Jump { target }) = vcode.insts.get(block.insts.end as usize - 1) {
                let params = &vcode.blocks[target.0 as usize].params;
                for (a, p) in block.branch_args.iter().zip(params) {
                    edges.push((Reg(p.vreg() as u32), Reg(a.vreg() as u32)));
                }
            }
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &(def, u) in &edges {
                changed |= d.union(def, u);
            }
        }
        d
    }

    fn row(&self, r: Reg) -> &[u64] {
        let i = r.index() * self.stride;
        self.bits.get(i..i + self.stride).unwrap_or(&[])
    }

    fn insert(&mut self, r: Reg, slot: usize) -> bool {
        let i = r.index() * self.stride + slot / 64;
        match self.bits.get_mut(i) {
            Some(w) if *w & (1 << (slot % 64)) == 0 => {
                *w |= 1 << (slot % 64);
                true
            }
            _ => false,
        }
    }

    fn union(&mut self, dst: Reg, src: Reg) -> bool {
        let (d, s) = (dst.index() * self.stride, src.index() * self.stride);
        let mut changed = false;
        for k in 0..self.stride {
            let (Some(&from), Some(&to)) = (self.bits.get(s + k), self.bits.get(d + k)) else {
                return changed;
            };
            if from & !to != 0 {
                self.bits[d + k] = to | from;
                changed = true;
            }
        }
        changed
    }

    fn slots(&self, r: Reg) -> impl Iterator<Item = u32> + '_ {
        self.row(r).iter().enumerate().flat_map(|(w, &word)| {
            (0..64)
                .filter(move |b| word >> b & 1 == 1)
                .map(move |b| (w * 64 + b) as u32)
        })
    }

    fn is_derived(&self, r: Reg) -> bool {
        self.row(r).iter().any(|&w| w != 0)
    }

    /// Per VCode instruction, the slots it accesses through registers;
    /// marks slots whose address escapes.
    fn accesses(&self, vcode: &VCode, escaped: &mut [bool]) -> Vec<Vec<(u32, Access)>> {
        let mut out = vec![Vec::new(); vcode.insts.len()];
        if self.stride == 0 {
            return out;
        }
        let escape = |r: Reg, escaped: &mut [bool]| {
            for s in self.slots(r) {
                escaped[s as usize] = true;
            }
        };
        for (i, inst) in vcode.insts.iter().enumerate() {
            let (addr, access, values): (Option<&Addr>, Access, Vec<&Src>) = match inst {
                MInst::Ld { addr, .. } => (Some(addr), Access::Read, vec![]),
                MInst::St { addr, src, .. } => (Some(addr), Access::Touch, vec![src]),
                MInst::LdVec { addr, .. } => (Some(addr), Access::Read, vec![]),
                MInst::StVec { addr, srcs, .. } => {
                    (Some(addr), Access::Touch, srcs.iter().collect())
                }
                MInst::Atom { addr, src, .. } => (Some(addr), Access::Read, vec![src]),
                MInst::AtomCas { addr, cmp, new, .. } => (Some(addr), Access::Read, vec![cmp, new]),
                MInst::StParam { src, .. } | MInst::StRetval { src, .. } => {
                    (None, Access::Touch, vec![src])
                }
                MInst::CondBr { cond, .. } => {
                    escape(*cond, escaped);
                    continue;
                }
                MInst::BrTable {
                    index,
                    out_of_range,
                    ..
                } => {
                    escape(*index, escaped);
                    escape(*out_of_range, escaped);
                    continue;
                }
                _ => continue,
            };
            for v in values {
                if let Src::Reg(r) = v {
                    escape(*r, escaped);
                }
            }
            if let Some(Addr::Reg(base, _)) = addr {
                if self.is_derived(*base) {
                    out[i].extend(self.slots(*base).map(|s| (s, access)));
                }
            }
        }
        out
    }
}
