//! Random function bodies: variables, straight-line operations, memory,
//! calls and structured control flow, built with `FunctionBuilder`.
//!
//! Invariants that keep generated programs defined in both executors: loop
//! counters are never reassigned by other statements and loops run at most
//! `MAX_TRIP` times; divisors are forced non-zero (and positive for signed
//! division); array indices are reduced into bounds; the local array is fully
//! written at entry, and a scoped array (between `stack_start` and
//! `stack_end`) right after its `stack_start`, and is the only one accessed
//! inside its scope; barriers only appear at the kernel's top level; the
//! kernel's dynamic shared memory is accessed below `8 * ntid` bytes; atomics
//! shared between threads use commutative operations; float bits are
//! canonicalised before they are stored or bitcast.

use super::{
    CONST_TABLE_BYTES, CONST_TABLE_NAME, GLOBAL_VARS_BYTES, GLOBAL_VARS_NAME,
    GLOBAL_VARS_READ_BYTES, INPUT_WORDS, MAX_THREADS, OUT_WORDS_PER_THREAD, PTR_TABLE_NAME,
    SCRATCH_WORDS, SHARED_COUNTER_WORDS,
};
use crate::ir::builder::Variable;
use crate::ir::{
    AbiParam, AtomicRmwOp, Block, ConstRef, Dim, FenceScope, FloatCC, FuncRef, FunctionBuilder,
    InstBuilder, IntCC, Opcode, ParamKind, SharedVar, Signature, Space, SpecialReg, StackSlot,
    Type, Value,
};
use arbitrary::{Result, Unstructured};

mod asm;
mod memory;
mod ops;

/// Most times a generated loop runs.
const MAX_TRIP: i64 = 4;
/// Most variables a function keeps.
const MAX_VARS: usize = 24;
/// Elements (i32) of each function's local array.
const LOCAL_WORDS: u32 = 8;
/// Most scoped local arrays (with lifetime markers) in one function.
const MAX_SCOPED_ARRAYS: u32 = 3;

#[derive(Copy, Clone, Debug)]
pub(super) struct GenLimits {
    /// Instructions a function may get (roughly).
    pub max_insts: usize,
    /// Deepest nesting of ifs, loops and switches.
    pub max_depth: usize,
    /// Most statements in one block of a structured region.
    pub max_stmts: usize,
}

impl Default for GenLimits {
    fn default() -> Self {
        GenLimits {
            max_insts: 160,
            max_depth: 3,
            max_stmts: 8,
        }
    }
}

/// What a kernel body knows about its thread.
struct KernelInfo {
    input: Value,
    /// Base of this thread's slice of `out`.
    out_slice: Value,
    /// Base of `out` (the shared counters).
    out_base: Value,
    tid: Value,
    ntid: Value,
    shared: SharedVar,
    shared_counter: SharedVar,
    /// Dynamic shared variables declared so far (at most
    /// `MAX_DYNAMIC_SHARED_VARS`; all alias the launch's dynamic shared
    /// memory, which `generate` sizes to `8 * ntid` bytes or more).
    dynamic: Vec<SharedVar>,
}

/// Most dynamic shared variables (aliases of one another) a kernel declares.
const MAX_DYNAMIC_SHARED_VARS: usize = 2;

pub(super) struct BodyGen<'a, 'u, 'f> {
    u: &'a mut Unstructured<'u>,
    b: FunctionBuilder<'f>,
    callees: Vec<(FuncRef, Signature)>,
    vars: Vec<(Variable, Type)>,
    /// Loop counters: never assigned by other statements.
    protected: Vec<Variable>,
    limits: GenLimits,
    insts_left: usize,
    depth: usize,
    kernel: Option<KernelInfo>,
    is_kernel: bool,
    /// The local array memory statements use (a scoped one inside its scope).
    slot: Option<StackSlot>,
    /// A struct-like slot read and written only at constant offsets (what
    /// local-memory promotion turns into SSA values).
    record: Option<StackSlot>,
    /// Scoped arrays made so far.
    scoped_arrays: u32,
    /// The module's constant table, once declared.
    table: Option<ConstRef>,
    /// The module's global variables, once declared.
    global_vars: Option<ConstRef>,
    /// Where the module's pointer table lives, and its reference once
    /// declared.
    ptrs_space: crate::ir::DataSpace,
    ptrs: Option<ConstRef>,
    /// Atomics made so far (which picks each one's order).
    atomics_made: u32,
    /// The function's `i64 generic` parameters: each the address of an
    /// `i32` word the calling thread owns (never a variable: an address
    /// differs between the engines, so it is only read and written
    /// through, or passed on).
    word_ptrs: Vec<Value>,
}

/// The fields of the record slot: byte offset and type.
const RECORD_FIELDS: [(i32, Type); 4] = [
    (0, Type::I32),
    (8, Type::I64),
    (16, Type::F32),
    (20, Type::I16),
];
/// Size of the record slot.
const RECORD_BYTES: u32 = 24;

const INT_TYPES: [Type; 4] = [Type::I8, Type::I16, Type::I32, Type::I64];
const FLOAT_TYPES: [Type; 2] = [Type::F32, Type::F64];

impl<'a, 'u, 'f> BodyGen<'a, 'u, 'f> {
    pub fn new(
        u: &'a mut Unstructured<'u>,
        mut b: FunctionBuilder<'f>,
        callees: &[(String, Signature)],
        limits: GenLimits,
        ptrs_space: crate::ir::DataSpace,
        is_kernel: bool,
    ) -> Result<Self> {
        let refs = callees
            .iter()
            .map(|(name, sig)| (b.import_function(name, sig.clone()), sig.clone()))
            .collect();
        Ok(BodyGen {
            u,
            b,
            callees: refs,
            vars: Vec::new(),
            protected: Vec::new(),
            limits,
            insts_left: limits.max_insts,
            depth: 0,
            kernel: None,
            is_kernel,
            slot: None,
            record: None,
            scoped_arrays: 0,
            table: None,
            global_vars: None,
            ptrs_space,
            ptrs: None,
            atomics_made: 0,
            word_ptrs: Vec::new(),
        })
    }

    /// Generates the whole function.
    pub fn run(mut self) -> Result<()> {
        let entry = self.b.create_block();
        self.b.append_block_params_for_function_params(entry);
        self.b.switch_to_block(entry);
        self.b.seal_block(entry);
        let params: Vec<Value> = self.b.block_params(entry).to_vec();
        let abi: Vec<AbiParam> = self.b.func.signature.params.clone();
        for (&v, p) in params.iter().zip(&abi) {
            if p.kind == ParamKind::Pointer(Space::Generic) {
                self.word_ptrs.push(v);
            } else if !self.is_kernel || p.ty != Type::I64 {
                self.new_var(p.ty, v);
            }
        }
        for ty in Type::ALL {
            let c = self.constant(ty)?;
            self.new_var(ty, c);
        }
        if self.is_kernel {
            self.kernel_prologue(&params);
        }
        self.local_array()?;
        self.record()?;
        let n = self.u.int_in_range(4..=self.limits.max_stmts * 2)?;
        self.stmts(n)?;
        if self.is_kernel {
            self.dump_vars();
            self.b.ins().return_(&[]);
        } else {
            let returns = self.b.func.signature.returns.clone();
            let mut rets = Vec::new();
            for ty in returns {
                rets.push(self.var_of(ty)?);
            }
            self.b.ins().return_(&rets);
        }
        self.b
            .finalize()
            .map_err(|_| arbitrary::Error::IncorrectFormat)
    }

    fn new_var(&mut self, ty: Type, v: Value) -> Variable {
        let var = self.b.declare_var(ty);
        self.b.def_var(var, v);
        self.vars.push((var, ty));
        var
    }

    /// Assigns `v` to a new variable or an existing one of its type.
    fn set(&mut self, ty: Type, v: Value) -> Result<()> {
        let existing: Vec<Variable> = self
            .vars
            .iter()
            .filter(|(var, t)| *t == ty && !self.protected.contains(var))
            .map(|&(var, _)| var)
            .collect();
        if self.vars.len() < MAX_VARS && (existing.is_empty() || self.u.ratio(1, 3)?) {
            self.new_var(ty, v);
        } else if let Ok(&var) = self.u.choose(&existing) {
            self.b.def_var(var, v);
        }
        Ok(())
    }

    fn var_of(&mut self, ty: Type) -> Result<Value> {
        let candidates: Vec<Variable> = self
            .vars
            .iter()
            .filter(|(_, t)| *t == ty)
            .map(|&(v, _)| v)
            .collect();
        match self.u.choose(&candidates) {
            Ok(&var) => Ok(self.b.use_var(var)),
            Err(_) => self.constant(ty),
        }
    }

    fn constant(&mut self, ty: Type) -> Result<Value> {
        Ok(match ty {
            Type::F32 => {
                let x = *self.u.choose(&[
                    0.0f32,
                    -0.0,
                    1.0,
                    -1.5,
                    0.1,
                    3.0e38,
                    1.0e-40,
                    f32::INFINITY,
                    12345.678,
                ])?;
                let x = if self.u.ratio(1, 4)? {
                    f32::from_bits(self.u.arbitrary()?)
                } else {
                    x
                };
                self.b.ins().f32const(x)
            }
            Type::F64 => {
                let x = *self.u.choose(&[
                    0.0f64,
                    -0.0,
                    2.5,
                    -1.0e300,
                    0.2,
                    4.9e-324,
                    f64::NEG_INFINITY,
                    1.0e10,
                ])?;
                let x = if self.u.ratio(1, 4)? {
                    f64::from_bits(self.u.arbitrary()?)
                } else {
                    x
                };
                self.b.ins().f64const(x)
            }
            _ => {
                let k = *self.u.choose(&[
                    0i64,
                    1,
                    -1,
                    2,
                    7,
                    255,
                    256,
                    65535,
                    i32::MAX as i64,
                    i32::MIN as i64,
                    i64::MIN,
                ])?;
                let k = if self.u.ratio(1, 3)? {
                    self.u.arbitrary()?
                } else {
                    k
                };
                self.b.ins().iconst(ty, k)
            }
        })
    }

    fn kernel_prologue(&mut self, params: &[Value]) {
        let (input, out) = (params[0], params[1]);
        let tid = self.b.ins().sreg(SpecialReg::Tid(Dim::X));
        let ntid = self.b.ins().sreg(SpecialReg::Ntid(Dim::X));
        let ctaid = self.b.ins().sreg(SpecialReg::Ctaid(Dim::X));
        let base = self.b.ins().imul(ctaid, ntid);
        let gid = self.b.ins().iadd(base, tid);
        let gid64 = self.b.ins().uextend(Type::I64, gid);
        let slice_off = self
            .b
            .ins()
            .imul_imm(gid64, OUT_WORDS_PER_THREAD as i64 * 8);
        let slice = self.b.ins().iadd(out, slice_off);
        let out_slice = self
            .b
            .ins()
            .iadd_imm(slice, SHARED_COUNTER_WORDS as i64 * 8);
        let shared = self.b.create_shared_var(MAX_THREADS * 8, 8);
        let shared_counter = self.b.create_shared_var(8, 8);
        self.new_var(Type::I32, gid);
        self.kernel = Some(KernelInfo {
            input,
            out_slice,
            out_base: out,
            tid,
            ntid,
            shared,
            shared_counter,
            dynamic: Vec::new(),
        });
    }

    /// A local array, fully written before anything reads it.
    fn local_array(&mut self) -> Result<()> {
        let slot = self.b.create_stack_slot(LOCAL_WORDS * 4, 8);
        self.fill_local_array(slot)?;
        self.slot = Some(slot);
        Ok(())
    }

    /// Writes every word of `slot` (a local array).
    fn fill_local_array(&mut self, slot: StackSlot) -> Result<()> {
        let base = self.b.ins().stack_addr(Type::I64, slot, 0);
        for i in 0..LOCAL_WORDS {
            let v = self.var_of(Type::I32)?;
            self.b.ins().store(Space::Local, base, (i * 4) as i32, v);
        }
        Ok(())
    }

    /// The record slot (see [`RECORD_FIELDS`]), every field written before
    /// anything reads it.
    fn record(&mut self) -> Result<()> {
        let slot = self.b.create_stack_slot(RECORD_BYTES, 8);
        let base = self.b.ins().stack_addr(Type::I64, slot, 0);
        for &(offset, ty) in &RECORD_FIELDS {
            let v = self.var_of(ty)?;
            let v = if ty.is_float() {
                self.canonical(ty, v)
            } else {
                v
            };
            self.b.ins().store(Space::Local, base, offset, v);
        }
        self.record = Some(slot);
        Ok(())
    }

    /// Stores every variable, widened to 64 bits, to the thread's slice.
    fn dump_vars(&mut self) {
        let Some(k) = &self.kernel else { return };
        let out = k.out_slice;
        let vars = self.vars.clone();
        for (i, (var, ty)) in vars
            .into_iter()
            .enumerate()
            .take((OUT_WORDS_PER_THREAD - SCRATCH_WORDS) as usize)
        {
            let v = self.b.use_var(var);
            let bits = self.widen_to_i64(ty, v);
            self.b.ins().store(
                Space::Global,
                out,
                ((SCRATCH_WORDS as usize + i) * 8) as i32,
                bits,
            );
        }
    }

    /// A float with any NaN replaced by the default quiet NaN.
    fn canonical(&mut self, ty: Type, v: Value) -> Value {
        let is_nan = self.b.ins().fcmp(FloatCC::Uno, v, v);
        let nan = if ty == Type::F32 {
            self.b.ins().f32const(f32::NAN)
        } else {
            self.b.ins().f64const(f64::NAN)
        };
        self.b.ins().select(is_nan, nan, v)
    }

    fn widen_to_i64(&mut self, ty: Type, v: Value) -> Value {
        match ty {
            Type::I64 => v,
            Type::F64 => {
                let c = self.canonical(ty, v);
                self.b.ins().bitcast(Type::I64, c)
            }
            Type::F32 => {
                let c = self.canonical(ty, v);
                let i = self.b.ins().bitcast(Type::I32, c);
                self.b.ins().uextend(Type::I64, i)
            }
            _ => self.b.ins().uextend(Type::I64, v),
        }
    }

    fn stmts(&mut self, n: usize) -> Result<()> {
        for _ in 0..n {
            if self.insts_left == 0 || self.u.is_empty() {
                break;
            }
            self.stmt()?;
        }
        Ok(())
    }

    fn stmt(&mut self) -> Result<()> {
        self.insts_left = self.insts_left.saturating_sub(1);
        let nested = self.depth < self.limits.max_depth;
        let in_loop = !self.protected.is_empty();
        match self.u.int_in_range(0..=99)? {
            // Loop bodies get more memory operations (indices affine in the
            // counter exercise the address optimiser's induction variables).
            0..=19 if in_loop => self.memory(),
            0..=54 => self.op(),
            55..=59 if nested => self.if_else(),
            60..=65 if nested => self.counted_loop(),
            66..=67 if nested => self.switch(),
            68..=79 => self.memory(),
            80..=84 if !self.callees.is_empty() => self.call(),
            85..=88 if self.is_kernel && self.depth == 0 => self.shared_exchange(),
            89..=91 if self.is_kernel && self.depth == 0 => self.shared_counter(),
            92..=95 if self.is_kernel => self.atomics(),
            96 => {
                let scope = *self
                    .u
                    .choose(&[FenceScope::Cta, FenceScope::Gpu, FenceScope::Sys])?;
                self.b.ins().fence(scope);
                Ok(())
            }
            97 if nested => self.guarded_trap(),
            98..=99 if nested && self.scoped_arrays < MAX_SCOPED_ARRAYS => self.scoped_array(),
            _ => self.op(),
        }
    }

    fn call(&mut self) -> Result<()> {
        let i = self.u.int_in_range(0..=self.callees.len() - 1)?;
        let (fref, sig) = self.callees[i].clone();
        let mut args = Vec::new();
        for p in &sig.params {
            let arg = if p.kind == ParamKind::Pointer(Space::Generic) {
                self.word_pointer_arg()?
            } else {
                self.var_of(p.ty)?
            };
            args.push(arg);
        }
        let call = self.b.ins().call(fref, &args);
        let results = self.b.inst_results(call).to_vec();
        for (r, ty) in results.into_iter().zip(sig.returns) {
            self.set(ty, r)?;
        }
        Ok(())
    }

    fn region(&mut self, block: Block, merge: Block) -> Result<()> {
        self.b.switch_to_block(block);
        self.depth += 1;
        let n = self.u.int_in_range(1..=self.limits.max_stmts)?;
        self.stmts(n)?;
        self.depth -= 1;
        self.b.ins().jump(merge, &[]);
        Ok(())
    }

    fn if_else(&mut self) -> Result<()> {
        let c = self.var_of(Type::I1)?;
        let (then, els, merge) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.ins().brif(c, then, &[], els, &[]);
        self.b.seal_block(then);
        self.b.seal_block(els);
        self.region(then, merge)?;
        self.region(els, merge)?;
        self.b.seal_block(merge);
        self.b.switch_to_block(merge);
        Ok(())
    }

    fn counted_loop(&mut self) -> Result<()> {
        let limit = if self.u.arbitrary()? {
            let k = self.u.int_in_range(0..=MAX_TRIP)?;
            self.b.ins().iconst(Type::I32, k)
        } else {
            let x = self.var_of(Type::I32)?;
            self.b.ins().band_imm(x, MAX_TRIP - 1)
        };
        let zero = self.b.ins().iconst(Type::I32, 0);
        let counter = self.b.declare_var(Type::I32);
        self.b.def_var(counter, zero);
        self.protected.push(counter);
        let (header, body, exit) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(header);
        let i = self.b.use_var(counter);
        let more = self.b.ins().icmp(IntCC::Slt, i, limit);
        self.b.ins().brif(more, body, &[], exit, &[]);
        self.b.seal_block(body);
        self.b.switch_to_block(body);
        self.depth += 1;
        let n = self.u.int_in_range(1..=self.limits.max_stmts)?;
        self.stmts(n)?;
        self.depth -= 1;
        let i = self.b.use_var(counter);
        let next = self.b.ins().iadd_imm(i, 1);
        self.b.def_var(counter, next);
        self.b.ins().jump(header, &[]);
        self.b.seal_block(header);
        self.b.seal_block(exit);
        self.b.switch_to_block(exit);
        self.protected.pop();
        Ok(())
    }

    fn switch(&mut self) -> Result<()> {
        let n = self.u.int_in_range(1..=4)?;
        let x = self.var_of(Type::I32)?;
        let k = self.b.ins().iconst(Type::I32, n as i64 + 1);
        let idx = self.b.ins().urem(x, k);
        let targets: Vec<Block> = (0..n).map(|_| self.b.create_block()).collect();
        let (default, merge) = (self.b.create_block(), self.b.create_block());
        let table: Vec<(Block, &[Value])> = targets.iter().map(|&t| (t, &[][..])).collect();
        self.b.ins().br_table(idx, (default, &[]), &table);
        for &t in targets.iter().chain([&default]) {
            self.b.seal_block(t);
            self.region(t, merge)?;
        }
        self.b.seal_block(merge);
        self.b.switch_to_block(merge);
        Ok(())
    }

    /// A `trap` behind a condition that is always false (`x != x`).
    fn guarded_trap(&mut self) -> Result<()> {
        let x = self.var_of(Type::I32)?;
        let never = self.b.ins().icmp(IntCC::Ne, x, x);
        let (trap, cont) = (self.b.create_block(), self.b.create_block());
        self.b.ins().brif(never, trap, &[], cont, &[]);
        self.b.seal_block(trap);
        self.b.seal_block(cont);
        self.b.switch_to_block(trap);
        self.b.ins().trap();
        self.b.switch_to_block(cont);
        Ok(())
    }
}
