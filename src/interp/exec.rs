//! Thread execution: frames, instruction dispatch, barriers.
//!
//! A thread is a stack of frames (function, block, position, registers
//! indexed by `Value`, the local-memory mark to release on return). The
//! engine runs one thread until it stops at a barrier or exits, then the
//! next; see the module documentation of `interp` for the CTA protocol.
//!
//! Dispatch: `ir::fold` evaluates the pure operations, in one exhaustive
//! match on the opcode that names every opcode (a new one does not compile
//! until it is folded there or listed as not foldable); the others act
//! here, in one exhaustive match on the instruction's format, telling the
//! opcodes of a format apart by name (an opcode of an effectful format
//! this match does not name is an error, never another opcode's meaning).

use super::access::{atomic_address, atomic_op, effective_address, region};
use super::asm::{self, AsmProgram};
use super::memory::{self, MemError, Region};
use super::{
    DeviceMemory, ErrorSite, InterpError, LaunchConfig, RunStats, ThreadId, MAX_CALL_DEPTH,
    MAX_LIVE_REGISTER_BYTES,
};
use crate::ir::fold::{self, FoldError};
use crate::ir::printer::inst_to_string;
use crate::ir::{
    Block, FuncId, Function, Inst, InstData, Module, Opcode, SharedVar, Space, SpecialReg, Type,
    Value,
};
use crate::ptx::sim::inline::{InlineEnv, ThreadPosition};
use cranelift_entity::{EntityRef, PrimaryMap};
use std::collections::HashMap;
use std::rc::Rc;

/// Bytes of shared memory set up per unit of fuel.
const SHARED_BYTES_PER_FUEL: u64 = 64;

/// Per-function facts computed once per run.
struct FuncInfo {
    /// Callee of each `FuncRef`.
    callees: Vec<FuncId>,
    /// Shared address of each `SharedVar`.
    shared_bases: Vec<u64>,
    /// Address of each `ConstRef` in its object's space (const or global).
    const_bases: Vec<u64>,
}

struct Frame {
    func: FuncId,
    block: Block,
    pos: usize,
    regs: Vec<u64>,
    slot_bases: Vec<u64>,
    local_mark: u64,
    /// The caller's call instruction awaiting this frame's results.
    return_to: Option<Inst>,
}

struct Thread {
    id: ThreadId,
    linear_tid: u32,
    frames: Vec<Frame>,
    local: Region,
}

/// Why a thread stopped.
enum Stop {
    Barrier(FuncId, Inst),
    Exited(Vec<u64>),
}

/// A fault plus the instruction it happened at.
struct Fault {
    message: String,
    func: FuncId,
    block: Block,
    inst: Option<Inst>,
}

pub(super) struct Engine<'m> {
    module: &'m Module,
    info: PrimaryMap<FuncId, FuncInfo>,
    /// Shared variables of every function, as (size, align), allocated per CTA.
    shared_layout: Vec<(u64, u64)>,
    /// The dynamic shared memory as (size, align), allocated per CTA after
    /// the static variables; `None` when no reachable function declares it.
    dynamic_shared: Option<(u64, u64)>,
    grid: [u32; 3],
    block: [u32; 3],
    fuel: u64,
    stats: RunStats,
    memory: &'m mut DeviceMemory,
    /// Register memory of every live frame of the current CTA.
    live_reg_bytes: u64,
    /// Each inline `asm` run so far, prepared (decoded) once.
    asm_programs: HashMap<(FuncId, Inst), Rc<AsmProgram>>,
}

impl<'m> Engine<'m> {
    /// An engine for running `entry` (shared memory is laid out for the
    /// functions `entry` can reach).
    pub fn new(
        module: &'m Module,
        entry: FuncId,
        config: &LaunchConfig,
        memory: &'m mut DeviceMemory,
    ) -> Result<Self, InterpError> {
        let mut info: PrimaryMap<FuncId, FuncInfo> = PrimaryMap::new();
        for func in module.functions.values() {
            let mut callees = Vec::new();
            for decl in func.func_refs.values() {
                let callee = module.function_by_name(&decl.name).ok_or_else(|| {
                    InterpError::new(format!(
                        "`%{}` calls `%{}`, which is not in the module",
                        func.name, decl.name
                    ))
                })?;
                callees.push(callee);
            }
            info.push(FuncInfo {
                callees,
                shared_bases: Vec::new(),
                const_bases: Vec::new(),
            });
        }
        // Shared variables of the functions `entry` may call, transitively.
        let mut reachable = vec![false; module.functions.len()];
        let mut work = vec![entry];
        while let Some(f) = work.pop() {
            if std::mem::replace(&mut reachable[f.index()], true) {
                continue;
            }
            work.extend(info[f].callees.iter().copied());
        }
        let mut shared_layout = Vec::new();
        let mut template = Region::new(Space::Shared);
        // The dynamic variables (all at one base) and their largest alignment.
        let mut dynamic_vars = Vec::new();
        let mut dynamic_align = 1;
        for (id, func) in module.functions.iter() {
            if !reachable[id.index()] {
                continue;
            }
            for (var, d) in func.shared_vars.iter() {
                if d.dynamic {
                    dynamic_vars.push((id, var));
                    dynamic_align = dynamic_align.max(d.align as u64);
                    info[id].shared_bases.push(0);
                    continue;
                }
                let (size, align) = (d.size as u64, d.align as u64);
                let base = template
                    .allocate(size, align, None)
                    .map_err(|e| InterpError::new(e.message()))?;
                shared_layout.push((size, align));
                info[id].shared_bases.push(base);
            }
        }
        // Dynamic shared memory follows the static variables, as on the GPU.
        let static_bytes: u64 = shared_layout.iter().map(|&(s, _)| s).sum();
        let dynamic_bytes = u64::from(config.dynamic_shared_bytes);
        let limit = config.max_shared_bytes;
        if static_bytes + dynamic_bytes > limit {
            return Err(InterpError::new(format!(
                "the launch asks for {dynamic_bytes} bytes of dynamic shared memory besides \
                 {static_bytes} bytes of static shared variables; a CTA may have at most \
                 {limit} bytes of shared memory on the target"
            )));
        }
        let dynamic_shared = (!dynamic_vars.is_empty()).then_some((dynamic_bytes, dynamic_align));
        if let Some((size, align)) = dynamic_shared {
            let base = template
                .allocate_dynamic(size, align)
                .map_err(|e| InterpError::new(e.message()))?;
            for (id, var) in dynamic_vars {
                info[id].shared_bases[var.index()] = base;
            }
        }
        super::place_module_data(module, memory)?;
        for (id, func) in module.functions.iter() {
            for decl in func.const_refs.values() {
                let base = memory.module_var(&decl.name).ok_or_else(|| {
                    InterpError::new(format!(
                        "`%{}` uses `%{}`, which is not in the module",
                        func.name, decl.name
                    ))
                })?;
                info[id].const_bases.push(base);
            }
        }
        Ok(Engine {
            module,
            info,
            shared_layout,
            dynamic_shared,
            grid: config.grid,
            block: config.block,
            fuel: config.fuel,
            stats: RunStats::default(),
            memory,
            live_reg_bytes: 0,
            asm_programs: HashMap::new(),
        })
    }

    /// A CTA's shared memory; setting it up costs fuel (one unit per 64
    /// bytes) so that huge grids with large shared arrays stay bounded.
    fn fresh_shared(&mut self) -> Result<Region, InterpError> {
        let dynamic_bytes = self.dynamic_shared.map_or(0, |(s, _)| s);
        let bytes = self.shared_layout.iter().map(|&(s, _)| s).sum::<u64>() + dynamic_bytes;
        let cost = bytes / SHARED_BYTES_PER_FUEL;
        if cost > self.fuel {
            return Err(InterpError::new(format!(
                "out of fuel after {} instructions while setting up shared memory (raise `fuel=`)",
                self.stats.instructions
            )));
        }
        self.fuel -= cost;
        let mut shared = Region::new(Space::Shared);
        for &(size, align) in &self.shared_layout {
            // Same order and sizes as the template, so the same bases.
            let _ = shared.allocate(size, align, None);
        }
        if let Some((size, align)) = self.dynamic_shared {
            let _ = shared.allocate_dynamic(size, align);
        }
        Ok(shared)
    }

    fn new_thread(&self, ctaid: [u32; 3], tid: [u32; 3]) -> Thread {
        let [bx, by, _] = self.block;
        Thread {
            id: ThreadId { ctaid, tid },
            linear_tid: tid[0] + tid[1] * bx + tid[2] * bx * by,
            frames: Vec::new(),
            local: Region::new(Space::Local),
        }
    }

    pub fn launch(mut self, kernel: FuncId, params: &[u64]) -> Result<RunStats, InterpError> {
        let [gx, gy, gz] = self.grid;
        let [bx, by, bz] = self.block;
        for cz in 0..gz {
            for cy in 0..gy {
                for cx in 0..gx {
                    let mut shared = self.fresh_shared()?;
                    let mut threads = Vec::with_capacity((bx * by * bz) as usize);
                    for tz in 0..bz {
                        for ty in 0..by {
                            for tx in 0..bx {
                                let mut t = self.new_thread([cx, cy, cz], [tx, ty, tz]);
                                self.enter(&mut t, kernel, params, None)
                                    .map_err(|f| self.error(&t, f))?;
                                threads.push(t);
                            }
                        }
                    }
                    self.run_cta(&mut threads, &mut shared)?;
                }
            }
        }
        Ok(self.stats.clone())
    }

    pub fn call(
        mut self,
        func: FuncId,
        params: &[u64],
    ) -> Result<(Vec<u64>, RunStats), InterpError> {
        let mut shared = self.fresh_shared()?;
        let mut t = self.new_thread([0; 3], [0; 3]);
        self.enter(&mut t, func, params, None)
            .map_err(|f| self.error(&t, f))?;
        loop {
            match self
                .run_thread(&mut t, &mut shared)
                .map_err(|f| self.error(&t, f))?
            {
                Stop::Exited(values) => return Ok((values, self.stats.clone())),
                Stop::Barrier(..) => self.stats.barriers += 1,
            }
        }
    }

    /// Runs the threads of one CTA to completion, barrier phase by phase.
    fn run_cta(&mut self, threads: &mut [Thread], shared: &mut Region) -> Result<(), InterpError> {
        let mut done = vec![false; threads.len()];
        loop {
            let mut waiting: Option<(usize, FuncId, Inst)> = None;
            let mut exited_early: Option<usize> = None;
            for i in 0..threads.len() {
                if done[i] {
                    continue;
                }
                match self
                    .run_thread(&mut threads[i], shared)
                    .map_err(|f| self.error(&threads[i], f))?
                {
                    Stop::Exited(_) => {
                        done[i] = true;
                        exited_early.get_or_insert(i);
                    }
                    Stop::Barrier(func, inst) => match waiting {
                        None => waiting = Some((i, func, inst)),
                        Some((j, f0, i0)) if (f0, i0) != (func, inst) => {
                            let a = self.describe_barrier(f0, i0);
                            let b = self.describe_barrier(func, inst);
                            let (ta, tb) = (threads[j].id, threads[i].id);
                            return Err(InterpError::new(format!(
                                "threads wait at different barriers: tid {:?} at {a}, tid {:?} at {b}",
                                ta.tid, tb.tid
                            )));
                        }
                        Some(_) => {}
                    },
                }
            }
            match (waiting, exited_early) {
                (None, _) => return Ok(()),
                (Some((j, func, inst)), Some(k)) => {
                    let exited = done.iter().filter(|&&d| d).count();
                    return Err(InterpError::new(format!(
                        "barrier divergence: {} of {} threads wait at {} but tid {:?} and {} other(s) exited without reaching it (first waiting: tid {:?})",
                        threads.len() - exited,
                        threads.len(),
                        self.describe_barrier(func, inst),
                        threads[k].id.tid,
                        exited - 1,
                        threads[j].id.tid
                    ))
                    .with_thread(threads[k].id));
                }
                (Some(_), None) => self.stats.barriers += 1,
            }
        }
    }

    fn describe_barrier(&self, func: FuncId, inst: Inst) -> String {
        let f = &self.module.functions[func];
        match f.inst_line(inst) {
            Some(l) => format!("the barrier of %{} at line {l}", f.name),
            None => format!("the barrier {inst} of %{}", f.name),
        }
    }

    fn error(&self, t: &Thread, fault: Fault) -> InterpError {
        let f = &self.module.functions[fault.func];
        InterpError {
            message: fault.message,
            site: Some(Box::new(ErrorSite {
                function: f.name.clone(),
                block: fault.block.to_string(),
                inst: fault.inst.map(|i| inst_to_string(f, i)).unwrap_or_default(),
                line: fault.inst.and_then(|i| f.inst_line(i)),
            })),
            thread: Some(t.id),
        }
    }

    /// Pushes a frame for `func` with `args` bound to its entry parameters.
    fn enter(
        &mut self,
        t: &mut Thread,
        func: FuncId,
        args: &[u64],
        return_to: Option<Inst>,
    ) -> Result<(), Fault> {
        let f = &self.module.functions[func];
        let entry = f.layout.entry_block().unwrap_or(Block::new(0));
        let fault = |message: String| Fault {
            message,
            func,
            block: entry,
            inst: None,
        };
        if t.frames.len() >= MAX_CALL_DEPTH {
            return Err(fault(format!(
                "call depth exceeds {MAX_CALL_DEPTH} (runaway recursion?)"
            )));
        }
        let local_mark = t.local.mark();
        let mut slot_bases = Vec::with_capacity(f.stack_slots.len());
        for d in f.stack_slots.values() {
            let base = t
                .local
                .allocate(d.size as u64, d.align as u64, None)
                .map_err(|e| fault(e.message()))?;
            slot_bases.push(base);
        }
        let reg_bytes = f.dfg.num_values() as u64 * 8;
        if self.live_reg_bytes + reg_bytes > MAX_LIVE_REGISTER_BYTES {
            t.local.release_to(local_mark);
            return Err(fault(format!(
                "the registers of all live calls in the CTA exceed {MAX_LIVE_REGISTER_BYTES} bytes (deep recursion across many threads?)"
            )));
        }
        self.live_reg_bytes += reg_bytes;
        let mut regs = vec![0u64; f.dfg.num_values()];
        for (&p, &a) in f.dfg.block_params(entry).iter().zip(args) {
            regs[p.index()] = a;
        }
        t.frames.push(Frame {
            func,
            block: entry,
            pos: 0,
            regs,
            slot_bases,
            local_mark,
            return_to,
        });
        Ok(())
    }

    /// Executes `t` until it reaches a barrier or returns from its outermost frame.
    fn run_thread(&mut self, t: &mut Thread, shared: &mut Region) -> Result<Stop, Fault> {
        loop {
            let Some(frame) = t.frames.last_mut() else {
                return Ok(Stop::Exited(Vec::new()));
            };
            let func_id = frame.func;
            let f: &'m Function = &self.module.functions[func_id];
            let insts = f.layout.block_insts(frame.block);
            let block = frame.block;
            let Some(&inst) = insts.get(frame.pos) else {
                return Err(Fault {
                    message: "fell off the end of a block".into(),
                    func: func_id,
                    block,
                    inst: None,
                });
            };
            let fault = |message: String| Fault {
                message,
                func: func_id,
                block,
                inst: Some(inst),
            };
            if self.fuel == 0 {
                return Err(fault(format!(
                    "out of fuel after {} instructions (an infinite loop? raise `fuel=`)",
                    self.stats.instructions
                )));
            }
            self.fuel -= 1;
            self.stats.instructions += 1;
            frame.pos += 1;
            match self.step(t, shared, f, inst).map_err(fault)? {
                Flow::Next => {}
                Flow::Stop(stop) => return Ok(stop),
            }
        }
    }

    /// Executes one instruction of the top frame of `t`: `ir::fold` gives
    /// the value of a pure operation; the others act here, by format.
    fn step(
        &mut self,
        t: &mut Thread,
        shared: &mut Region,
        f: &'m Function,
        inst: Inst,
    ) -> Result<Flow, String> {
        use Opcode as O;
        let Thread {
            frames,
            local,
            linear_tid,
            id,
            ..
        } = t;
        let depth = frames.len();
        let frame = frames.last_mut().ok_or("no frame")?;
        let dfg = &f.dfg;
        let data = dfg.insts[inst];
        let get = |v: Value| frame.regs[v.index()];
        let ty_of = |v: Value| dfg.value_type(v);
        let result = dfg.inst_results(inst).first().copied();
        let rty = result.map(|r| dfg.value_type(r)).unwrap_or(Type::I32);
        // The pure operations are `ir::fold`'s; the others act here.
        let value: u64 = match fold::fold_inst(&data, rty, |v| Some(get(v)), ty_of) {
            Ok(value) => value,
            Err(FoldError::NotFoldable) => {
                let op = data.opcode();
                let no_semantics = || format!("`{op}` has no meaning in the interpreter");
                match data {
                    InstData::UnaryImm { .. }
                    | InstData::UnaryIeee32 { .. }
                    | InstData::UnaryIeee64 { .. }
                    | InstData::Unary { .. }
                    | InstData::Binary { .. }
                    | InstData::BinaryImm { .. }
                    | InstData::Ternary { .. }
                    | InstData::RoundedUnary { .. }
                    | InstData::RoundedBinary { .. }
                    | InstData::RoundedTernary { .. }
                    | InstData::IntCompare { .. }
                    | InstData::IntCompareImm { .. }
                    | InstData::FloatCompare { .. } => {
                        return Err(format!("`{op}` did not fold (an internal error)"));
                    }
                    InstData::Sreg { reg, .. } => self.special_reg(reg, id, *linear_tid) as u64,
                    InstData::Load {
                        space,
                        offset,
                        align,
                        arg,
                        ..
                    } => {
                        let (sp, addr) =
                            effective_address(space, ty_of(arg), get(arg), offset, align as u32)?;
                        let raw = region(sp, local, shared, self.memory)
                            .read(addr, rty.bytes())
                            .map_err(mem_msg)?;
                        if rty == Type::I1 {
                            (raw != 0) as u64
                        } else {
                            raw
                        }
                    }
                    InstData::Store {
                        space,
                        offset,
                        align,
                        args,
                        ..
                    } => {
                        let vty = ty_of(args[1]);
                        let (sp, addr) = effective_address(
                            space,
                            ty_of(args[0]),
                            get(args[0]),
                            offset,
                            align as u32,
                        )?;
                        region(sp, local, shared, self.memory)
                            .write(addr, vty.bytes(), get(args[1]))
                            .map_err(mem_msg)?;
                        0
                    }
                    InstData::LoadVec {
                        space,
                        offset,
                        align,
                        arg,
                        ..
                    } => {
                        let (sp, addr) =
                            effective_address(space, ty_of(arg), get(arg), offset, align as u32)?;
                        let mem = region(sp, local, shared, self.memory);
                        let size = rty.bytes();
                        mem.check_access(addr, size * op.lanes()).map_err(mem_msg)?;
                        for (lane, &r) in (0u64..).zip(dfg.inst_results(inst)) {
                            let lane_addr = addr + lane * u64::from(size);
                            frame.regs[r.index()] = mem.read(lane_addr, size).map_err(mem_msg)?;
                        }
                        return Ok(Flow::Next);
                    }
                    InstData::StoreV2 {
                        space,
                        offset,
                        align,
                        args: [a, ..],
                        ..
                    }
                    | InstData::StoreV4 {
                        space,
                        offset,
                        align,
                        args: [a, ..],
                        ..
                    } => {
                        let lanes = &data.arguments(&dfg.value_lists)[1..];
                        let size = lanes.first().map_or(1, |&v| ty_of(v).bytes());
                        let (sp, addr) =
                            effective_address(space, ty_of(a), get(a), offset, align as u32)?;
                        let mem = region(sp, local, shared, self.memory);
                        mem.check_access(addr, size * op.lanes()).map_err(mem_msg)?;
                        for (lane, &v) in (0u64..).zip(lanes) {
                            let lane_addr = addr + lane * u64::from(size);
                            mem.write(lane_addr, size, get(v)).map_err(mem_msg)?;
                        }
                        0
                    }
                    InstData::StackAddr { slot, offset, .. } => {
                        frame.slot_bases[slot.index()].wrapping_add(offset as u64)
                    }
                    InstData::StackLifetime { slot, .. } => {
                        let live = if op == O::StackStart {
                            true
                        } else if op == O::StackEnd {
                            false
                        } else {
                            return Err(no_semantics());
                        };
                        let base = frame.slot_bases.get(slot.index()).copied();
                        if !base.is_some_and(|b| local.set_lifetime(b, live)) {
                            return Err(format!("`{op}` names {slot}, which has no allocation"));
                        }
                        0
                    }
                    InstData::SharedAddr { var, offset, .. } => self
                        .shared_base(frame.func, var)
                        .wrapping_add(offset as u64),
                    InstData::ConstAddr { data, offset, .. } => {
                        self.info[frame.func].const_bases[data.index()].wrapping_add(offset as u64)
                    }
                    InstData::Cvta { space, arg, .. } => {
                        if op == O::ToGeneric {
                            memory::to_generic(space, get(arg))
                        } else if op == O::FromGeneric {
                            let a = memory::from_generic(space, get(arg)).map_err(mem_msg)?;
                            if a > rty.mask() {
                                return Err(format!(
                                    "{space} address {a:#x} does not fit in {rty}"
                                ));
                            }
                            a
                        } else if op == O::InSpace {
                            u64::from(memory::decode_generic(get(arg)).0.is_within(space))
                        } else {
                            return Err(no_semantics());
                        }
                    }
                    // The order (ordering and scope) is not read: threads
                    // run one at a time, each access seeing every earlier
                    // one, so every interleaving the interpreter runs is
                    // sequentially consistent and no ordering changes
                    // what it computes.
                    InstData::AtomicRmw {
                        op: rmw,
                        space,
                        args,
                        ..
                    } => {
                        let vty = ty_of(args[1]);
                        let size = vty.bytes();
                        let (sp, addr) = atomic_address(space, ty_of(args[0]), get(args[0]), size)?;
                        let mem = region(sp, local, shared, self.memory);
                        let old = mem.read(addr, size).map_err(mem_msg)?;
                        let new = atomic_op(rmw, vty, sp, old, get(args[1]));
                        mem.write(addr, size, new).map_err(mem_msg)?;
                        old
                    }
                    InstData::AtomicCas { space, args, .. } => {
                        let vty = ty_of(args[1]);
                        let size = vty.bytes();
                        let (sp, addr) = atomic_address(space, ty_of(args[0]), get(args[0]), size)?;
                        let mem = region(sp, local, shared, self.memory);
                        let old = mem.read(addr, size).map_err(mem_msg)?;
                        if old == get(args[1]) {
                            mem.write(addr, size, get(args[2])).map_err(mem_msg)?;
                        }
                        old
                    }
                    InstData::Nullary { .. } => {
                        if op == O::Barrier {
                            return Ok(Flow::Stop(Stop::Barrier(frame.func, inst)));
                        } else if op == O::Trap {
                            return Err("trap executed".into());
                        } else {
                            return Err(no_semantics());
                        }
                    }
                    // Threads run one at a time: every access is already
                    // ordered.
                    InstData::Fence { .. } => 0,
                    InstData::Jump { dest, .. } => {
                        branch(frame, f, &dest);
                        return Ok(Flow::Next);
                    }
                    InstData::Brif { arg, blocks, .. } => {
                        let dest = if get(arg) & 1 != 0 {
                            blocks[0]
                        } else {
                            blocks[1]
                        };
                        branch(frame, f, &dest);
                        return Ok(Flow::Next);
                    }
                    InstData::BrTable { arg, table, .. } => {
                        let index = fold::mask(ty_of(arg), get(arg));
                        let jt = &dfg.jump_tables[table];
                        let dest = usize::try_from(index)
                            .ok()
                            .and_then(|i| jt.targets().get(i))
                            .or(jt.default_target())
                            .copied()
                            .ok_or("br_table has no targets")?;
                        branch(frame, f, &dest);
                        return Ok(Flow::Next);
                    }
                    InstData::MultiAry { args, .. } => {
                        if op != O::Return {
                            return Err(no_semantics());
                        }
                        let values: Vec<u64> = args
                            .as_slice(&dfg.value_lists)
                            .iter()
                            .map(|&v| get(v))
                            .collect();
                        let done = frames.pop().ok_or("no frame")?;
                        local.release_to(done.local_mark);
                        self.live_reg_bytes -= done.regs.len() as u64 * 8;
                        let Some(call) = done.return_to else {
                            return Ok(Flow::Stop(Stop::Exited(values)));
                        };
                        let caller = frames.last_mut().ok_or("no caller frame")?;
                        let cf = &self.module.functions[caller.func];
                        for (&r, &v) in cf.dfg.inst_results(call).iter().zip(&values) {
                            caller.regs[r.index()] = v;
                        }
                        return Ok(Flow::Next);
                    }
                    InstData::Call { func, args, .. } => {
                        let values: Vec<u64> = args
                            .as_slice(&dfg.value_lists)
                            .iter()
                            .map(|&v| get(v))
                            .collect();
                        let callee = self.info[frame.func].callees[func.index()];
                        if depth >= MAX_CALL_DEPTH {
                            return Err(format!(
                                "call depth exceeds {MAX_CALL_DEPTH} (runaway recursion?)"
                            ));
                        }
                        self.enter(t, callee, &values, Some(inst))
                            .map_err(|fault| fault.message)?;
                        return Ok(Flow::Next);
                    }
                    InstData::InlineAsm { asm, args, .. } => {
                        let args = args.as_slice(&dfg.value_lists);
                        let key = (frame.func, inst);
                        let program = match self.asm_programs.get(&key) {
                            Some(p) => Rc::clone(p),
                            None => {
                                let data = dfg
                                    .inline_asms
                                    .get(asm)
                                    .ok_or_else(|| format!("{asm} does not exist"))?;
                                let imms: Vec<Option<i64>> =
                                    args.iter().map(|&v| dfg.iconst_imm(v)).collect();
                                let p = Rc::new(asm::prepare(data, &imms, inst.as_u32())?);
                                self.asm_programs.insert(key, Rc::clone(&p));
                                p
                            }
                        };
                        let values: Vec<u64> = args.iter().map(|&v| get(v)).collect();
                        let env = InlineEnv {
                            memory: &mut *self.memory,
                            shared,
                            local,
                            thread: ThreadPosition {
                                tid: id.tid,
                                ntid: self.block,
                                ctaid: id.ctaid,
                                nctaid: self.grid,
                            },
                            fuel: &mut self.fuel,
                        };
                        let outs = program.run(&values, env)?;
                        for (r, v) in dfg.inst_results(inst).iter().zip(outs) {
                            frame.regs[r.index()] = v;
                        }
                        return Ok(Flow::Next);
                    }
                }
            }
            Err(e) => return Err(fold_msg(e)),
        };
        if let Some(r) = result {
            frame.regs[r.index()] = fold::mask(rty, value);
        }
        Ok(Flow::Next)
    }

    fn shared_base(&self, func: FuncId, var: SharedVar) -> u64 {
        self.info[func].shared_bases[var.index()]
    }

    fn special_reg(&self, reg: SpecialReg, id: &ThreadId, linear_tid: u32) -> u32 {
        match reg {
            SpecialReg::Tid(d) => id.tid[d.index()],
            SpecialReg::Ntid(d) => self.block[d.index()],
            SpecialReg::Ctaid(d) => id.ctaid[d.index()],
            SpecialReg::Nctaid(d) => self.grid[d.index()],
            SpecialReg::LaneId => linear_tid % 32,
            SpecialReg::WarpSize => 32,
        }
    }
}

enum Flow {
    Next,
    Stop(Stop),
}

impl InterpError {
    fn with_thread(mut self, id: ThreadId) -> Self {
        self.thread = Some(id);
        self
    }
}

fn fold_msg(e: FoldError) -> String {
    e.message().to_string()
}

fn mem_msg(e: MemError) -> String {
    e.message()
}

/// Moves to `dest`, assigning its parameters from the arguments in parallel.
fn branch(frame: &mut Frame, f: &Function, dest: &crate::ir::BlockCall) {
    let args = f.dfg.block_call_args(dest);
    let values: Vec<u64> = args.iter().map(|&v| frame.regs[v.index()]).collect();
    for (&p, v) in f.dfg.block_params(dest.block).iter().zip(values) {
        frame.regs[p.index()] = v;
    }
    frame.block = dest.block;
    frame.pos = 0;
}
