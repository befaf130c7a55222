//! Load/store vectorisation: runs of adjacent scalar accesses that one
//! block makes through one address become `load_v2`/`load_v4` and
//! `store_v2`/`store_v4`, as LLVM's LoadStoreVectorizer does for llc.
//!
//! ```text
//!   v5 = load.f32 global v1+16 align 16      v5, v6, v7, v8 = load_v4.f32 global v1+16
//!   v6 = load.f32 global v1+20          ──>  (the scalar loads' uses read the lanes)
//!   v7 = load.f32 global v1+24 align 8
//!   v8 = load.f32 global v1+28
//! ```
//!
//! Takes a function after `spaces` (offsets folded into the accesses by
//! the address optimiser, slots promoted, spaces known); gives the same
//! function with fewer, wider accesses and counts them.
//!
//! A run is 2 or 4 accesses (16 bytes at most, as PTX's `.v4`) of one
//! type (not `i1`), one space, one base (a value after `iadd_imm` steps,
//! a stack slot or a shared variable) and, for loads, one cache, at
//! offsets `o, o+s, ..` (`s` the type's size), where the access at `o`
//! promises, or its slot or variable proves, an alignment covering the
//! whole vector: the vector access then promises it too, and touches
//! exactly the bytes the scalar accesses touched. In budget mode
//! ([`VectorizeReach::Adjacent`]) only loads next to each other merge.
//! Invariants that keep the meaning:
//! - loads of a run lie in one *load window*: no instruction between the
//!   first and the last writes memory, synchronises or calls. The vector
//!   load goes where the run's first load was, so each lane reads what its
//!   load read, and it dominates every use of the lanes;
//! - stores of a run are consecutive among the block's memory
//!   instructions (nothing between them reads or writes memory,
//!   synchronises or calls, and no store of another address or type),
//!   none overlapping another. The vector store goes where the last store was,
//!   after every stored value's definition, and no access sees the
//!   difference.

use crate::ir::typing::{align_at, MAX_VECTOR_BYTES};
use crate::ir::{
    AccessMode, Block, Function, Inst, InstData, Opcode, SharedVar, Space, StackSlot, Type, Value,
    ValueDef,
};
use hashbrown::HashMap;

/// What vectorisation did to one function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VectorizeStats {
    /// Vector loads made.
    pub loads: u32,
    /// Vector stores made.
    pub stores: u32,
    /// Scalar accesses they replaced.
    pub scalars: u32,
}

/// What a run's addresses are offsets from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Base {
    /// A value (after its `iadd_imm` steps).
    Value(Value),
    /// A stack slot (each access may compute its own `stack_addr`).
    Slot(StackSlot),
    /// A shared variable (likewise, `shared_addr`).
    Shared(SharedVar),
}

/// A scalar access that may join a run.
#[derive(Clone, Copy, Debug)]
struct Access {
    inst: Inst,
    /// Its index in its block.
    pos: usize,
    /// Bytes from the base to the accessed address.
    offset: i64,
    /// The alignment the access promises or its base proves.
    align: u32,
    /// Its address operand, and that address's distance from the base:
    /// the vector access placed at this access uses them.
    addr: Value,
    addr_offset: i64,
}

/// What accesses of one run share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct RunKey {
    base: Base,
    space: Space,
    ty: Type,
    cache: AccessMode,
}

/// Which scalar accesses a run may gather.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VectorizeReach {
    /// Any in a load window, or consecutive among the memory accesses
    /// (virtual registers: ptxas schedules the lanes' uses).
    Window,
    /// Only loads next to each other in the block, so that no lane lives
    /// longer than its scalar did, and no store (budget mode: its
    /// allocator would spill lanes loaded early into the frame, and
    /// reloads a vector store's spilled lanes into registers all at once).
    Adjacent,
}

/// Merges the runs of every block of `func`.
pub fn vectorize(func: &mut Function, reach: VectorizeReach) -> VectorizeStats {
    let mut stats = VectorizeStats::default();
    let mut subst: HashMap<Value, Value> = HashMap::new();
    let blocks: Vec<Block> = func.layout.blocks().to_vec();
    for block in blocks {
        vectorize_loads(func, block, reach, &mut subst, &mut stats);
        if reach == VectorizeReach::Window {
            vectorize_stores(func, block, &mut stats);
        }
    }
    substitute(func, &subst);
    stats
}

/// Makes every use of a key of `subst` read its value instead.
fn substitute(func: &mut Function, subst: &HashMap<Value, Value>) {
    if subst.is_empty() {
        return;
    }
    let insts: Vec<Inst> = func.layout.insts().collect();
    for inst in insts {
        func.dfg
            .map_uses(inst, |v| subst.get(&v).copied().unwrap_or(v));
    }
}

/// Most `iadd_imm` steps followed from an address to its base.
const MAX_BASE_STEPS: u32 = 8;

/// Most definitions looked at to tell whether an address is a stack
/// slot's (`is_slot_address`).
const MAX_SLOT_STEPS: u32 = 16;

/// `addr` as a base and a constant, with the alignment the base proves:
/// through `iadd_imm` steps (an offset computed apart from the access,
/// as the importer writes a field's address) to a value, a stack slot's
/// or a shared variable's address (aligned as the slot or variable is).
fn base_and_offset(func: &Function, mut addr: Value) -> (Base, i64, u32) {
    let mut offset = 0i64;
    for _ in 0..MAX_BASE_STEPS {
        let ValueDef::Result(inst, _) = func.dfg.value_def(addr) else {
            break;
        };
        let data = func.dfg.insts[inst];
        if let InstData::BinaryImm {
            opcode: Opcode::IaddImm,
            arg,
            imm,
        } = data
        {
            offset = offset.saturating_add(imm);
            addr = arg;
        } else if let InstData::StackAddr {
            slot, offset: k, ..
        } = data
        {
            let align = func.stack_slots.get(slot).map_or(1, |d| d.align);
            return (Base::Slot(slot), offset.saturating_add(k.into()), align);
        } else if let InstData::SharedAddr { var, offset: k, .. } = data {
            let align = func.shared_vars.get(var).map_or(1, |d| d.align);
            return (Base::Shared(var), offset.saturating_add(k.into()), align);
        } else {
            break;
        }
    }
    (Base::Value(addr), offset, 1)
}

/// The key and access of a scalar load or store that may join a run.
fn scalar_access(func: &Function, inst: Inst, pos: usize) -> Option<(RunKey, Access)> {
    let dfg = &func.dfg;
    let (addr, space, ty, cache, offset, align) = if let InstData::Load {
        space,
        cache,
        offset,
        align,
        arg,
        ..
    } = dfg.insts[inst]
    {
        let ty = dfg.value_type(dfg.first_result(inst)?);
        (arg, space, ty, cache, offset, align)
    } else if let InstData::Store {
        space,
        cache,
        offset,
        align,
        args: [addr, value],
        ..
    } = dfg.insts[inst]
    {
        let ty = dfg.value_type(value);
        (addr, space, ty, cache, offset, align)
    } else {
        return None;
    };
    // A volatile access happens as written: never merged.
    if ty == Type::I1 || cache == AccessMode::Volatile {
        return None;
    }
    let (base, addr_offset, base_align) = base_and_offset(func, addr);
    let offset = addr_offset.saturating_add(i64::from(offset));
    let proved = align_at(u64::from(base_align), offset) as u32;
    let key = RunKey {
        base,
        space,
        ty,
        cache,
    };
    let access = Access {
        inst,
        pos,
        offset,
        align: u32::from(align).max(proved),
        addr,
        addr_offset,
    };
    Some((key, access))
}

/// Does `inst` end a window in which loads may be merged (it writes
/// memory, synchronises, calls or has another side effect)?
fn breaks_loads(func: &Function, inst: Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    op.effects().writes_memory || op.has_side_effects()
}

/// The runs among `accesses` (one key, in layout order): sorted by
/// offset, from each unused offset the longest of 4 and 2 accesses at
/// consecutive offsets whose first promises the vector's alignment.
/// Returns the runs as indices into `accesses`, lowest offset first.
fn find_runs(accesses: &[Access], size: u32, reach: VectorizeReach) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..accesses.len()).collect();
    order.sort_by_key(|&i| accesses[i].offset);
    let mut runs = Vec::new();
    let mut k = 0;
    while k < order.len() {
        let first = accesses[order[k]];
        let fits = |n: usize| {
            let bytes = n as u32 * size;
            bytes <= MAX_VECTOR_BYTES
                && first.align >= bytes
                && k + n <= order.len()
                && (1..n).all(|j| {
                    accesses[order[k + j]].offset == first.offset + i64::from(j as u32 * size)
                })
                && (reach == VectorizeReach::Window || {
                    let run = &order[k..k + n];
                    let lo = run.iter().map(|&i| accesses[i].pos).min().unwrap_or(0);
                    let hi = run.iter().map(|&i| accesses[i].pos).max().unwrap_or(0);
                    hi - lo == n - 1
                })
        };
        match [4, 2].into_iter().find(|&n| fits(n)) {
            Some(n) => {
                runs.push(order[k..k + n].to_vec());
                k += n;
            }
            None => k += 1,
        }
    }
    runs
}

/// Merges the load runs of each load window of `block`.
fn vectorize_loads(
    func: &mut Function,
    block: Block,
    reach: VectorizeReach,
    subst: &mut HashMap<Value, Value>,
    stats: &mut VectorizeStats,
) {
    let insts: Vec<Inst> = func.layout.block_insts(block).to_vec();
    let mut window = LoadWindow::default();
    for (pos, &inst) in insts.iter().enumerate() {
        if breaks_loads(func, inst) {
            merge_load_window(func, &mut window, reach, subst, stats);
            continue;
        }
        if let Some((key, access)) = scalar_access(func, inst, pos) {
            if func.dfg.insts[inst].opcode().effects().reads_memory {
                let next = window.groups.len();
                let k = *window.index.entry(key).or_insert(next);
                if k == next {
                    window.groups.push((key, Vec::new()));
                }
                window.groups[k].1.push(access);
            }
        }
    }
    merge_load_window(func, &mut window, reach, subst, stats);
}

/// The loads of one load window, grouped by key in order of first
/// appearance (so the output does not depend on hashing).
#[derive(Default)]
struct LoadWindow {
    groups: Vec<(RunKey, Vec<Access>)>,
    index: HashMap<RunKey, usize>,
}

/// Replaces each run of `window`'s loads by one vector load placed at
/// the run's first load in layout order; empties `window`.
fn merge_load_window(
    func: &mut Function,
    window: &mut LoadWindow,
    reach: VectorizeReach,
    subst: &mut HashMap<Value, Value>,
    stats: &mut VectorizeStats,
) {
    window.index.clear();
    for (key, accesses) in window.groups.drain(..) {
        if accesses.len() < 2 {
            continue;
        }
        for run in find_runs(&accesses, key.ty.bytes(), reach) {
            let lowest = accesses[run[0]];
            // In layout order, the run's first load is the earliest pushed.
            let Some(&earliest) = run.iter().min() else {
                continue;
            };
            let at = accesses[earliest];
            let Some((arg, offset, align)) = placement(at, lowest) else {
                continue;
            };
            let opcode = if run.len() == 4 {
                Opcode::LoadV4
            } else {
                Opcode::LoadV2
            };
            let vector = func.dfg.make_inst(InstData::LoadVec {
                opcode,
                space: key.space,
                cache: key.cache,
                offset,
                align,
                arg,
            });
            func.dfg.make_inst_results(vector, &vec![key.ty; run.len()]);
            func.layout.insert_inst_before(vector, at.inst);
            let lanes = func.dfg.inst_results(vector).to_vec();
            for (&i, &lane) in run.iter().zip(&lanes) {
                let scalar = accesses[i].inst;
                if let Some(old) = func.dfg.first_result(scalar) {
                    subst.insert(old, lane);
                }
                func.layout.remove_inst(scalar);
            }
            stats.loads += 1;
            stats.scalars += run.len() as u32;
        }
    }
}

/// Merges runs of consecutive stores of `block`.
fn vectorize_stores(func: &mut Function, block: Block, stats: &mut VectorizeStats) {
    let insts: Vec<Inst> = func.layout.block_insts(block).to_vec();
    // The current group: consecutive stores of one key.
    let mut group: Vec<Access> = Vec::new();
    let mut group_key: Option<RunKey> = None;
    for (pos, &inst) in insts.iter().enumerate() {
        let store = scalar_access(func, inst, pos)
            .filter(|_| func.dfg.insts[inst].opcode().effects().writes_memory);
        let touches = {
            let op = func.dfg.insts[inst].opcode();
            op.effects().reads_memory || op.effects().writes_memory || op.has_side_effects()
        };
        match store {
            // A store overlapping one of the group ends it: merging would
            // move the earlier one past it.
            Some((key, access))
                if group_key == Some(key)
                    && group.iter().all(|a| {
                        (a.offset - access.offset).unsigned_abs() >= u64::from(key.ty.bytes())
                    }) =>
            {
                group.push(access);
            }
            Some((key, access)) => {
                merge_store_group(func, group_key, &group, stats);
                group = vec![access];
                group_key = Some(key);
            }
            None if touches => {
                merge_store_group(func, group_key, &group, stats);
                group.clear();
                group_key = None;
            }
            None => {}
        }
    }
    merge_store_group(func, group_key, &group, stats);
}

/// Replaces each run of `group` (consecutive stores of `key`) by one
/// vector store placed at the run's last store in layout order.
fn merge_store_group(
    func: &mut Function,
    key: Option<RunKey>,
    group: &[Access],
    stats: &mut VectorizeStats,
) {
    let Some(key) = key else {
        return;
    };
    if group.len() < 2 {
        return;
    }
    for run in find_runs(group, key.ty.bytes(), VectorizeReach::Window) {
        let lowest = group[run[0]];
        let Some(&latest) = run.iter().max() else {
            continue;
        };
        let values: Vec<Value> = run
            .iter()
            .filter_map(|&i| {
                let InstData::Store { args: [_, v], .. } = func.dfg.insts[group[i].inst] else {
                    return None;
                };
                Some(v)
            })
            .collect();
        let at = group[latest];
        let Some((addr, offset, align)) = placement(at, lowest) else {
            continue;
        };
        let space = key.space;
        let data = match *values.as_slice() {
            [x0, x1, x2, x3] => InstData::StoreV4 {
                opcode: Opcode::StoreV4,
                space,
                cache: key.cache,
                offset,
                align,
                args: [addr, x0, x1, x2, x3],
            },
            [x0, x1] => InstData::StoreV2 {
                opcode: Opcode::StoreV2,
                space,
                cache: key.cache,
                offset,
                align,
                args: [addr, x0, x1],
            },
            _ => continue,
        };
        let vector = func.dfg.make_inst(data);
        func.layout.insert_inst_before(vector, at.inst);
        for &i in &run {
            func.layout.remove_inst(group[i].inst);
        }
        stats.stores += 1;
        stats.scalars += run.len() as u32;
    }
}

/// The address, offset and alignment of a vector access that starts at
/// `lowest`'s address and is placed at `at`, through `at`'s own address
/// operand (defined before `at`); `None` if the offset does not fit.
fn placement(at: Access, lowest: Access) -> Option<(Value, i32, u8)> {
    let offset = i32::try_from(lowest.offset - at.addr_offset).ok()?;
    Some((at.addr, offset, lowest.align.min(MAX_VECTOR_BYTES) as u8))
}

/// Splits each vector access through a stack slot's address (`stack_addr`
/// after `iadd`/`iadd_imm` steps and `to_generic local`) into one scalar
/// access per lane, so that local-memory promotion sees the slot's fields
/// one by one; the lane at `k * size` promises the vector's alignment at
/// that offset. What promotion leaves in memory, this pass merges again.
pub fn split_slot_vectors(func: &mut Function) {
    let vectors: Vec<Inst> = func
        .layout
        .insts()
        .filter(|&inst| func.dfg.insts[inst].opcode().lanes() > 1)
        .collect();
    let mut subst: HashMap<Value, Value> = HashMap::new();
    for inst in vectors {
        let data = func.dfg.insts[inst];
        let (InstData::LoadVec {
            space,
            cache,
            offset,
            align,
            ..
        }
        | InstData::StoreV2 {
            space,
            cache,
            offset,
            align,
            ..
        }
        | InstData::StoreV4 {
            space,
            cache,
            offset,
            align,
            ..
        }) = data
        else {
            continue;
        };
        let args = data.arguments(&func.dfg.value_lists).to_vec();
        let results = func.dfg.inst_results(inst).to_vec();
        let (Some(&addr), Some(&lane0)) = (args.first(), results.first().or(args.get(1))) else {
            continue;
        };
        let lanes = data.opcode().lanes();
        let ty = func.dfg.value_type(lane0);
        let size = ty.bytes();
        let last = i64::from(offset) + i64::from((lanes - 1) * size);
        if i32::try_from(last).is_err() || !is_slot_address(func, addr) {
            continue;
        }
        for k in 0..lanes {
            let at = k * size;
            let lane_offset = offset + at as i32;
            let lane_align = align_at(u64::from(align), i64::from(at)) as u8;
            let lane_data = match results.get(k as usize) {
                Some(_) => InstData::Load {
                    opcode: Opcode::Load,
                    space,
                    cache,
                    offset: lane_offset,
                    align: lane_align,
                    arg: addr,
                },
                None => InstData::Store {
                    opcode: Opcode::Store,
                    space,
                    cache,
                    offset: lane_offset,
                    align: lane_align,
                    args: [addr, args[1 + k as usize]],
                },
            };
            let lane = func.dfg.make_inst(lane_data);
            if let Some(&r) = results.get(k as usize) {
                func.dfg.make_inst_results(lane, &[ty]);
                if let Some(v) = func.dfg.first_result(lane) {
                    subst.insert(r, v);
                }
            }
            func.layout.insert_inst_before(lane, inst);
        }
        func.layout.remove_inst(inst);
    }
    substitute(func, &subst);
}

/// Is `addr` a stack slot's address: `stack_addr`, after `iadd_imm` and
/// `iadd` steps and a `to_generic local` (at most `MAX_SLOT_STEPS`
/// definitions looked at)?
fn is_slot_address(func: &Function, addr: Value) -> bool {
    let mut work = vec![addr];
    let mut budget = MAX_SLOT_STEPS;
    while let Some(v) = work.pop() {
        let Some(left) = budget.checked_sub(1) else {
            return false;
        };
        budget = left;
        let ValueDef::Result(inst, _) = func.dfg.value_def(v) else {
            continue;
        };
        let data = func.dfg.insts[inst];
        if let InstData::StackAddr { .. } = data {
            return true;
        } else if let InstData::BinaryImm {
            opcode: Opcode::IaddImm,
            arg,
            ..
        }
        | InstData::Cvta {
            opcode: Opcode::ToGeneric,
            space: Space::Local,
            arg,
        } = data
        {
            work.push(arg);
        } else if let InstData::Binary {
            opcode: Opcode::Iadd,
            args: [x, y],
        } = data
        {
            work.extend([x, y]);
        }
    }
    false
}
