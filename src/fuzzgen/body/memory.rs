//! Memory operations of generated bodies: the local array, scoped local
//! arrays with lifetime markers, the record slot, the input and output
//! buffers, the module's constant table, shared memory (exchanges across a
//! barrier, in static or dynamic shared memory, and counters) and atomics,
//! every address reduced into bounds.

use super::*;
use crate::ir::{AccessMode, AtomicOrder, AtomicOrdering, DataSpace, Inst, ValueDef};

/// The lane types and counts of generated vector accesses: every shape
/// PTX's `.v2`/`.v4` has for the IR's types (16 bytes at most).
const VECTOR_SHAPES: [(Type, u32); 10] = [
    (Type::I32, 4),
    (Type::F32, 4),
    (Type::I16, 4),
    (Type::I8, 4),
    (Type::I32, 2),
    (Type::F32, 2),
    (Type::I64, 2),
    (Type::F64, 2),
    (Type::I16, 2),
    (Type::I8, 2),
];

impl BodyGen<'_, '_, '_> {
    /// An index into `0..n` as an i64 byte offset scaled by `scale`: inside
    /// a counted loop, half the time affine in the innermost counter (what
    /// the address optimiser turns into induction variables), else a
    /// variable reduced into bounds.
    pub(super) fn index(&mut self, n: u32, scale: i64) -> Result<Value> {
        if let Some(&counter) = self.protected.last() {
            if self.u.arbitrary()? {
                return self.loop_index(counter, n, scale);
            }
        }
        let x = self.var_of(Type::I32)?;
        let i = self.b.ins().iconst(Type::I32, n as i64);
        let r = self.b.ins().urem(x, i);
        let r64 = self.b.ins().uextend(Type::I64, r);
        Ok(if scale == 1 {
            r64
        } else {
            self.b.ins().imul_imm(r64, scale)
        })
    }

    /// `(base + i*s)` scaled by `scale`, with `i` the loop counter (below
    /// `MAX_TRIP` in the body), `base` a constant or a variable reduced so
    /// the index stays in `0..n`; extended and scaled in one of the orders
    /// front ends emit.
    fn loop_index(&mut self, counter: Variable, n: u32, scale: i64) -> Result<Value> {
        let max_i = MAX_TRIP - 1;
        let mut s = self.u.int_in_range(1..=3)?;
        while s > 1 && i64::from(n) - max_i * s < 1 {
            s -= 1;
        }
        let span = (i64::from(n) - max_i * s).max(1);
        let base = if self.u.arbitrary()? {
            let k = self.u.int_in_range(0..=span - 1)?;
            self.b.ins().iconst(Type::I32, k)
        } else {
            let x = self.var_of(Type::I32)?;
            let m = self.b.ins().iconst(Type::I32, span);
            self.b.ins().urem(x, m)
        };
        let i = self.b.use_var(counter);
        let stepped = if s == 1 {
            i
        } else {
            self.b.ins().imul_imm(i, s)
        };
        let idx = if self.u.arbitrary()? {
            self.b.ins().iadd(stepped, base)
        } else {
            self.b.ins().iadd(base, stepped)
        };
        Ok(match self.u.int_in_range(0..=2)? {
            0 => {
                let wide = self.b.ins().uextend(Type::I64, idx);
                self.b.ins().imul_imm(wide, scale)
            }
            1 => {
                let wide = self.b.ins().sextend(Type::I64, idx);
                self.b.ins().imul_imm(wide, scale)
            }
            _ => {
                let scaled = self.b.ins().imul_imm(idx, scale);
                self.b.ins().sextend(Type::I64, scaled)
            }
        })
    }

    pub(super) fn memory(&mut self) -> Result<()> {
        let slot = self.slot;
        match self.u.int_in_range(0..=8)? {
            // One in five of the input and scratch accesses is a vector.
            2 | 3 if self.kernel.is_some() && self.u.ratio(1, 5)? => self.vector_access(),
            // A record field at a constant offset, through the slot's
            // address plus the offset or an `iadd_imm` of it.
            7 if self.record.is_some() => {
                let record = self.record.unwrap_or(StackSlot::from_u32(0));
                let &(offset, ty) = self.u.choose(&RECORD_FIELDS)?;
                let base = self.b.ins().stack_addr(Type::I64, record, 0);
                let (addr, offset) = if self.u.arbitrary()? {
                    (self.b.ins().iadd_imm(base, i64::from(offset)), 0)
                } else {
                    (base, offset)
                };
                if self.u.arbitrary()? {
                    let v = self.var_of(ty)?;
                    let v = if ty.is_float() {
                        self.canonical(ty, v)
                    } else {
                        v
                    };
                    self.b.ins().store(Space::Local, addr, offset, v);
                    Ok(())
                } else {
                    let r = self.b.ins().load(ty, Space::Local, addr, offset);
                    self.set(ty, r)
                }
            }
            // Local array: store and load at in-bounds dynamic indices.
            0 | 1 if slot.is_some() => {
                let slot = slot.unwrap_or(StackSlot::from_u32(0));
                let (ty, n, scale) = *self.u.choose(&[
                    (Type::I32, LOCAL_WORDS, 4),
                    (Type::I8, LOCAL_WORDS * 4, 1),
                    (Type::I16, LOCAL_WORDS * 2, 2),
                    (Type::I64, LOCAL_WORDS / 2, 8),
                    (Type::F32, LOCAL_WORDS, 4),
                ])?;
                let off = self.index(n, scale)?;
                let addr = if self.u.arbitrary()? {
                    let base = self.b.ins().stack_addr(Type::I64, slot, 0);
                    self.b.ins().iadd(base, off)
                } else {
                    let base = self.b.ins().stack_addr(Type::I32, slot, 0);
                    let off32 = self.b.ins().ireduce(Type::I32, off);
                    self.b.ins().iadd(base, off32)
                };
                if self.u.arbitrary()? {
                    let v = self.var_of(ty)?;
                    let v = if ty.is_float() {
                        self.canonical(ty, v)
                    } else {
                        v
                    };
                    self.b.ins().store(Space::Local, addr, 0, v);
                    Ok(())
                } else {
                    let r = self.b.ins().load(ty, Space::Local, addr, 0);
                    self.set(ty, r)
                }
            }
            2 if self.kernel.is_some() => {
                // Input: loads of every type, some under-aligned.
                let input = self
                    .kernel
                    .as_ref()
                    .map(|k| k.input)
                    .unwrap_or(Value::from_u32(0));
                let (ty, n, scale, align) = *self.u.choose(&[
                    (Type::I32, INPUT_WORDS, 4, 4u8),
                    (Type::I8, INPUT_WORDS * 4, 1, 1),
                    (Type::I16, INPUT_WORDS * 2, 2, 2),
                    (Type::I64, INPUT_WORDS / 2, 8, 8),
                    (Type::F32, INPUT_WORDS, 4, 4),
                    (Type::F64, INPUT_WORDS / 2, 8, 8),
                    (Type::I32, INPUT_WORDS * 2 - 2, 2, 2),
                    (Type::I64, INPUT_WORDS * 4 - 8, 1, 1),
                ])?;
                let off = self.index(n, scale)?;
                let addr = self.b.ins().iadd(input, off);
                let r = if self.u.arbitrary()? {
                    self.b.ins().load_aligned(ty, Space::Global, addr, 0, align)
                } else {
                    let g = self.b.ins().to_generic(Space::Global, addr);
                    self.b.ins().load_aligned(ty, Space::Generic, g, 0, align)
                };
                self.maybe_volatile_load(r)?;
                self.set(ty, r)
            }
            3 | 4 if self.kernel.is_some() => {
                // The thread's scratch words of `out`.
                let out = self
                    .kernel
                    .as_ref()
                    .map(|k| k.out_slice)
                    .unwrap_or(Value::from_u32(0));
                let word = self.u.int_in_range(0..=SCRATCH_WORDS - 1)? as i32 * 8;
                let ty = *self.u.choose(&Type::ALL)?;
                if self.u.arbitrary()? {
                    let v = self.var_of(ty)?;
                    let v = if ty.is_float() {
                        self.canonical(ty, v)
                    } else {
                        v
                    };
                    let store = if ty.bytes() > 1 && self.u.ratio(1, 4)? {
                        self.b.ins().store_aligned(Space::Global, out, word, v, 1)
                    } else {
                        self.b.ins().store(Space::Global, out, word, v)
                    };
                    self.maybe_volatile(store)
                } else {
                    let r = self.b.ins().load(ty, Space::Global, out, word);
                    self.maybe_volatile_load(r)?;
                    self.set(ty, r)
                }
            }
            5 if slot.is_some() => {
                // Local memory through a generic address, and back.
                let slot = slot.unwrap_or(StackSlot::from_u32(0));
                let off = self.index(LOCAL_WORDS, 4)?;
                let base = self.b.ins().stack_addr(Type::I64, slot, 0);
                let addr = self.b.ins().iadd(base, off);
                let g = self.b.ins().to_generic(Space::Local, addr);
                let r = self.b.ins().load(Type::I32, Space::Generic, g, 0);
                let back = self.b.ins().from_generic(Type::I32, Space::Local, g);
                let r2 = self.b.ins().load(Type::I32, Space::Local, back, 0);
                let sum = self.b.ins().iadd(r, r2);
                self.set(Type::I32, sum)?;
                if self.u.arbitrary()? {
                    self.pointer_mix(slot)?;
                }
                Ok(())
            }
            6 => self.const_table_load(),
            8 if self.kernel.is_some() && self.u.arbitrary()? => self.masked_access(),
            8 if !self.word_ptrs.is_empty() => {
                // A word the caller owns, through a pointer parameter.
                let p = *self.u.choose(&self.word_ptrs)?;
                if self.u.arbitrary()? {
                    let v = self.var_of(Type::I32)?;
                    self.b.ins().store(Space::Generic, p, 0, v);
                    Ok(())
                } else {
                    let r = self.b.ins().load(Type::I32, Space::Generic, p, 0);
                    self.set(Type::I32, r)
                }
            }
            _ => self.op(),
        }
    }

    /// Makes one access in eight volatile (`ld.volatile`/`st.volatile`).
    fn maybe_volatile(&mut self, inst: Inst) -> Result<()> {
        if self.u.ratio(1, 8)? {
            if let Some(mode) = self.b.func.dfg.insts[inst].access_mode_mut() {
                *mode = AccessMode::Volatile;
            }
        }
        Ok(())
    }

    /// [`Self::maybe_volatile`] for the load defining `v`.
    fn maybe_volatile_load(&mut self, v: Value) -> Result<()> {
        match self.b.func.dfg.value_def(v) {
            ValueDef::Result(inst, _) => self.maybe_volatile(inst),
            ValueDef::Param(..) => Ok(()),
        }
    }

    /// A vector access (`load_v2`/`load_v4`, `store_v2`/`store_v4`), or
    /// the run of adjacent scalar accesses the `vectorize` pass merges into
    /// one: loads of the input at a whole vector's index (global, or
    /// generic), loads and stores of the thread's scratch words; aligned to
    /// the vector, or only to a lane (the backend then splits it).
    fn vector_access(&mut self) -> Result<()> {
        let Some((input, out)) = self.kernel.as_ref().map(|k| (k.input, k.out_slice)) else {
            return self.op();
        };
        let (ty, lanes) = *self.u.choose(&VECTOR_SHAPES)?;
        let bytes = ty.bytes() * lanes;
        let align = if self.u.ratio(3, 4)? {
            bytes
        } else {
            ty.bytes()
        } as u8;
        let as_scalars = self.u.ratio(1, 3)?;
        if self.u.arbitrary()? {
            let off = self.index(INPUT_WORDS * 4 / bytes, i64::from(bytes))?;
            let addr = self.b.ins().iadd(input, off);
            let (space, addr) = if self.u.ratio(1, 4)? {
                (Space::Generic, self.b.ins().to_generic(Space::Global, addr))
            } else {
                (Space::Global, addr)
            };
            for v in self.load_lanes(ty, lanes, space, (addr, 0), align, as_scalars) {
                self.set(ty, v)?;
            }
            return Ok(());
        }
        // The scratch words start 16-aligned (a multiple of 32 bytes into
        // the 256-aligned `out`).
        let k = self.u.int_in_range(0..=SCRATCH_WORDS * 8 / bytes - 1)?;
        let at = (out, (k * bytes) as i32);
        if self.u.arbitrary()? {
            let mut xs = Vec::with_capacity(lanes as usize);
            for _ in 0..lanes {
                let v = self.var_of(ty)?;
                xs.push(if ty.is_float() {
                    self.canonical(ty, v)
                } else {
                    v
                });
            }
            self.store_lanes(Space::Global, at, &xs, align, as_scalars);
            Ok(())
        } else {
            for v in self.load_lanes(ty, lanes, Space::Global, at, align, as_scalars) {
                self.set(ty, v)?;
            }
            Ok(())
        }
    }

    /// `lanes` values of `ty` read at `addr + offset`: one vector load
    /// promising `align`, or scalar loads of which the first promises it.
    fn load_lanes(
        &mut self,
        ty: Type,
        lanes: u32,
        space: Space,
        (addr, offset): (Value, i32),
        align: u8,
        as_scalars: bool,
    ) -> Vec<Value> {
        let size = ty.bytes();
        if as_scalars {
            return (0..lanes)
                .map(|i| {
                    let a = if i == 0 { align } else { size as u8 };
                    let off = offset + (i * size) as i32;
                    self.b.ins().load_aligned(ty, space, addr, off, a)
                })
                .collect();
        }
        let inst = if lanes == 4 {
            self.b.ins().load_v4_aligned(ty, space, addr, offset, align)
        } else {
            self.b.ins().load_v2_aligned(ty, space, addr, offset, align)
        };
        self.b.inst_results(inst).to_vec()
    }

    /// Stores `xs` at `addr + offset`, as [`Self::load_lanes`] reads them.
    fn store_lanes(
        &mut self,
        space: Space,
        (addr, offset): (Value, i32),
        xs: &[Value],
        align: u8,
        as_scalars: bool,
    ) {
        let size = xs
            .first()
            .map_or(1, |&x| self.b.func.dfg.value_type(x).bytes());
        match *xs {
            [x0, x1, x2, x3] if !as_scalars => {
                self.b
                    .ins()
                    .store_v4_aligned(space, addr, offset, x0, x1, x2, x3, align);
            }
            [x0, x1] if !as_scalars => {
                self.b
                    .ins()
                    .store_v2_aligned(space, addr, offset, x0, x1, align);
            }
            _ => {
                for (i, &x) in (0u32..).zip(xs) {
                    let a = if i == 0 { align } else { size as u8 };
                    let off = offset + (i * size) as i32;
                    self.b.ins().store_aligned(space, addr, off, x, a);
                }
            }
        }
    }

    /// The argument of a callee's `i64 generic` parameter: the generic
    /// address of a word this thread owns, written before the call: one of
    /// this function's own pointer parameters (passed on), or a new one
    /// (local, global or shared; see [`Self::owned_word_pointer`]). So a
    /// parameter may see one space at every call, or several.
    pub(super) fn word_pointer_arg(&mut self) -> Result<Value> {
        if !self.word_ptrs.is_empty() && self.u.arbitrary()? {
            return Ok(*self.u.choose(&self.word_ptrs)?);
        }
        match self.slot {
            Some(slot) => self.owned_word_pointer(slot),
            None => Ok(*self.u.choose(&self.word_ptrs)?),
        }
    }

    /// Generic and specific pointers mixed (what address-space inference
    /// must see through, or must leave generic): two generic addresses of
    /// words this thread owns, each made by `to_generic` of a local,
    /// global or shared address (32- or 64-bit) with arithmetic before or
    /// after the conversion, each written through; then one of them chosen
    /// by a `select` or a block parameter (the two may be of different
    /// spaces), read and sometimes written through its generic form, and
    /// sometimes tested with `in_space` (of the chosen one, whose space
    /// only the run knows, or of the first, whose space the spaces pass
    /// proves and folds).
    fn pointer_mix(&mut self, slot: StackSlot) -> Result<()> {
        let a = self.owned_word_pointer(slot)?;
        let b = self.owned_word_pointer(slot)?;
        let c = self.var_of(Type::I1)?;
        let p = if self.u.arbitrary()? {
            self.b.ins().select(c, a, b)
        } else {
            let (then, els, merge) = (
                self.b.create_block(),
                self.b.create_block(),
                self.b.create_block(),
            );
            let p = self.b.append_block_param(merge, Type::I64);
            self.b.ins().brif(c, then, &[], els, &[]);
            self.b.seal_block(then);
            self.b.seal_block(els);
            self.b.switch_to_block(then);
            self.b.ins().jump(merge, &[a]);
            self.b.switch_to_block(els);
            self.b.ins().jump(merge, &[b]);
            self.b.seal_block(merge);
            self.b.switch_to_block(merge);
            p
        };
        if self.u.arbitrary()? {
            let v = self.var_of(Type::I32)?;
            self.b.ins().store(Space::Generic, p, 0, v);
        }
        if self.u.ratio(1, 2)? {
            let space =
                *self
                    .u
                    .choose(&[Space::Global, Space::Shared, Space::Local, Space::Const])?;
            let tested = if self.u.arbitrary()? { p } else { a };
            let t = self.b.ins().in_space(space, tested);
            self.set(Type::I1, t)?;
        }
        let r = self.b.ins().load(Type::I32, Space::Generic, p, 0);
        self.set(Type::I32, r)
    }

    /// A generic address of an `i32` word only this thread uses, written
    /// once through it: a word of the local array, of the thread's scratch
    /// in `out` (kernels), or of its own word of the exchange's shared
    /// variable (kernels, outside any exchange, so no other thread reads
    /// it meanwhile).
    pub(super) fn owned_word_pointer(&mut self, slot: StackSlot) -> Result<Value> {
        let kinds = if self.kernel.is_some() { 3 } else { 1 };
        let (space, base, off) = match self.u.int_in_range(0..=kinds - 1)? {
            0 => {
                let off = self.index(LOCAL_WORDS, 4)?;
                (
                    Space::Local,
                    self.b.ins().stack_addr(Type::I64, slot, 0),
                    off,
                )
            }
            1 => {
                let Some(k) = &self.kernel else {
                    return Ok(Value::from_u32(0));
                };
                let out = k.out_slice;
                let word = self.u.int_in_range(0..=SCRATCH_WORDS - 1)? as i64 * 8;
                let off = self.b.ins().iconst(Type::I64, word);
                (Space::Global, out, off)
            }
            _ => {
                let Some(k) = &self.kernel else {
                    return Ok(Value::from_u32(0));
                };
                let (tid, shared) = (k.tid, k.shared);
                let wide = self.b.ins().uextend(Type::I64, tid);
                let off = self.b.ins().imul_imm(wide, 8);
                (
                    Space::Shared,
                    self.b.ins().shared_addr(Type::I64, shared, 0),
                    off,
                )
            }
        };
        let g = match self.u.int_in_range(0..=2)? {
            // Arithmetic on the generic address, as front ends emit.
            0 => {
                let g = self.b.ins().to_generic(space, base);
                self.b.ins().iadd(g, off)
            }
            // On the space address, then converted.
            1 => {
                let addr = self.b.ins().iadd(base, off);
                self.b.ins().to_generic(space, addr)
            }
            // A 32-bit space address (not global: its addresses are 64-bit).
            _ if space != Space::Global => {
                let base32 = self.b.ins().ireduce(Type::I32, base);
                let off32 = self.b.ins().ireduce(Type::I32, off);
                let addr = self.b.ins().iadd(base32, off32);
                self.b.ins().to_generic(space, addr)
            }
            _ => {
                // Subtracting the negated offset, then a constant pair.
                let g = self.b.ins().to_generic(space, base);
                let neg = self.b.ins().ineg(off);
                let g = self.b.ins().isub(g, neg);
                let g = self.b.ins().iadd_imm(g, 4);
                self.b.ins().iadd_imm(g, -4)
            }
        };
        let v = self.var_of(Type::I32)?;
        self.b.ins().store(Space::Generic, g, 0, v);
        Ok(g)
    }

    /// A scoped local array: `stack_start`, every word written, nested
    /// statements whose local-memory accesses go to it (not to the array
    /// outside), a read of one word, then (mostly) `stack_end`. Scopes in
    /// sequence may share bytes; a scope in a loop body starts afresh each
    /// iteration; one without its `stack_end` is ended by the next
    /// `stack_start` or the return.
    pub(super) fn scoped_array(&mut self) -> Result<()> {
        self.scoped_arrays += 1;
        let slot = self.b.create_stack_slot(LOCAL_WORDS * 4, 8);
        self.b.ins().stack_start(slot);
        self.fill_local_array(slot)?;
        let outer = self.slot.replace(slot);
        self.depth += 1;
        let n = self.u.int_in_range(1..=self.limits.max_stmts)?;
        self.stmts(n)?;
        self.depth -= 1;
        let off = self.index(LOCAL_WORDS, 4)?;
        let base = self.b.ins().stack_addr(Type::I64, slot, 0);
        let addr = self.b.ins().iadd(base, off);
        let r = self.b.ins().load(Type::I32, Space::Local, addr, 0);
        self.set(Type::I32, r)?;
        if !self.u.ratio(1, 4)? {
            self.b.ins().stack_end(slot);
        }
        self.slot = outer;
        Ok(())
    }

    /// A load of any type from the module's constant table (declared on
    /// first use) at an in-bounds index, through an `i64` or `i32` const
    /// address or a generic one.
    fn const_table_load(&mut self) -> Result<()> {
        let table = match self.table {
            Some(t) => t,
            None => {
                let t = self.b.declare_const_data(CONST_TABLE_NAME);
                self.table = Some(t);
                t
            }
        };
        let words = CONST_TABLE_BYTES / 4;
        let (ty, n, scale) = *self.u.choose(&[
            (Type::I32, words, 4),
            (Type::I8, words * 4, 1),
            (Type::I16, words * 2, 2),
            (Type::I64, words / 2, 8),
            (Type::F32, words, 4),
            (Type::F64, words / 2, 8),
        ])?;
        let off = self.index(n, scale)?;
        let r = match self.u.int_in_range(0..=4)? {
            0 => {
                let base = self.b.ins().const_addr(Type::I64, table, 0);
                let addr = self.b.ins().iadd(base, off);
                self.b.ins().load(ty, Space::Const, addr, 0)
            }
            1 => {
                let base = self.b.ins().const_addr(Type::I32, table, 0);
                let off32 = self.b.ins().ireduce(Type::I32, off);
                let addr = self.b.ins().iadd(base, off32);
                self.b.ins().load(ty, Space::Const, addr, 0)
            }
            2 => {
                let base = self.b.ins().const_addr(Type::I64, table, 0);
                let addr = self.b.ins().iadd(base, off);
                let g = self.b.ins().to_generic(Space::Const, addr);
                self.b.ins().load(ty, Space::Generic, g, 0)
            }
            // Through an address the pointer table holds (the same index
            // within what its addend leaves).
            4 => {
                let j = self.u.int_in_range(0..=3u8)?;
                let p = self.pointer_from_table(j);
                let within = if j < 2 { 31 } else { 7 };
                let within = self.b.ins().band_imm(off, within);
                let addr = self.b.ins().iadd(p, within);
                let space = [Space::Generic, Space::Const, Space::Generic, Space::Global];
                self.b.ins().load(ty, space[j as usize], addr, 0)
            }
            // The read-only words of the global variables instead: the
            // same index within their (smaller) size.
            _ => {
                let vars = self.global_vars();
                let base = self.b.ins().global_addr(vars, 0);
                // `off` is a multiple of the access size (at most 8), so
                // its low bits stay one too.
                let mask = i64::from(GLOBAL_VARS_READ_BYTES) - 1;
                let within = self.b.ins().band_imm(off, mask);
                let addr = self.b.ins().iadd(base, within);
                if self.u.arbitrary()? {
                    let g = self.b.ins().to_generic(Space::Global, addr);
                    self.b.ins().load(ty, Space::Generic, g, 0)
                } else {
                    self.b.ins().load(ty, Space::Global, addr, 0)
                }
            }
        };
        self.set(ty, r)
    }

    /// Address `j` of the module's pointer table (declared on first use),
    /// loaded from wherever the table lives.
    fn pointer_from_table(&mut self, j: u8) -> Value {
        let space = self.ptrs_space;
        let ptrs = *self
            .ptrs
            .get_or_insert_with(|| self.b.func.declare_data(PTR_TABLE_NAME, space));
        let (base, at) = match space {
            DataSpace::Const => (self.b.ins().const_addr(Type::I64, ptrs, 0), Space::Const),
            DataSpace::Global => (self.b.ins().global_addr(ptrs, 0), Space::Global),
        };
        self.b.ins().load(Type::I64, at, base, 8 * i32::from(j))
    }

    /// The module's global variables, declared in this function on first use.
    fn global_vars(&mut self) -> ConstRef {
        match self.global_vars {
            Some(v) => v,
            None => {
                let v = self.b.declare_global_data(GLOBAL_VARS_NAME);
                self.global_vars = Some(v);
                v
            }
        }
    }

    /// Each thread writes its own shared word, then reads its neighbour's,
    /// with barriers before and after (top level only: uniform control).
    /// Half the time in dynamic shared memory, written through one dynamic
    /// variable and read through another, which aliases it.
    pub(super) fn shared_exchange(&mut self) -> Result<()> {
        let Some(k) = &self.kernel else { return Ok(()) };
        let (tid, ntid, shared) = (k.tid, k.ntid, k.shared);
        let (shared, theirs_var) = if self.u.arbitrary()? {
            (self.dynamic_shared_var()?, self.dynamic_shared_var()?)
        } else {
            (shared, shared)
        };
        let ty = *self.u.choose(&[Type::I32, Type::I64, Type::F32])?;
        let v = self.var_of(ty)?;
        let v = if ty.is_float() {
            self.canonical(ty, v)
        } else {
            v
        };
        let base = self.b.ins().shared_addr(Type::I32, shared, 0);
        let mine = self.b.ins().imul_imm(tid, 8);
        let mine = self.b.ins().iadd(base, mine);
        self.b.ins().store(Space::Shared, mine, 0, v);
        self.b.ins().barrier();
        let next = self.b.ins().iadd_imm(tid, 1);
        let next = self.b.ins().urem(next, ntid);
        let theirs = self.b.ins().imul_imm(next, 8);
        let theirs_base = if theirs_var == shared {
            base
        } else {
            self.b.ins().shared_addr(Type::I32, theirs_var, 0)
        };
        let theirs = self.b.ins().iadd(theirs_base, theirs);
        let r = self.b.ins().load(ty, Space::Shared, theirs, 0);
        self.b.ins().barrier();
        self.set(ty, r)
    }

    /// One of the kernel's dynamic shared variables, or a new one (aligned
    /// to 8 or 16) while there are fewer than `MAX_DYNAMIC_SHARED_VARS`.
    fn dynamic_shared_var(&mut self) -> Result<SharedVar> {
        let have = self.kernel.as_ref().map_or(0, |k| k.dynamic.len());
        let existing = if have > 0 && (have == MAX_DYNAMIC_SHARED_VARS || self.u.arbitrary()?) {
            let i = self.u.choose_index(have)?;
            self.kernel.as_ref().map(|k| k.dynamic[i])
        } else {
            None
        };
        if let Some(var) = existing {
            return Ok(var);
        }
        let align = *self.u.choose(&[8, 16])?;
        let var = self.b.create_dynamic_shared_var(align);
        if let Some(k) = &mut self.kernel {
            k.dynamic.push(var);
        }
        Ok(var)
    }

    /// A shared counter: thread 0 clears it, every thread updates it with a
    /// commutative atomic, everyone reads the total.
    pub(super) fn shared_counter(&mut self) -> Result<()> {
        let Some(k) = &self.kernel else { return Ok(()) };
        let (tid, counter) = (k.tid, k.shared_counter);
        let addr = self.b.ins().shared_addr(Type::I32, counter, 0);
        let (first, join) = (self.b.create_block(), self.b.create_block());
        let is_first = self.b.ins().icmp_imm(IntCC::Eq, tid, 0);
        self.b.ins().brif(is_first, first, &[], join, &[]);
        self.b.seal_block(first);
        self.b.switch_to_block(first);
        let zero = self.b.ins().iconst(Type::I32, 0);
        self.b.ins().store(Space::Shared, addr, 0, zero);
        self.b.ins().jump(join, &[]);
        self.b.seal_block(join);
        self.b.switch_to_block(join);
        self.b.ins().barrier();
        let op = *self.u.choose(&[
            AtomicRmwOp::Add,
            AtomicRmwOp::Or,
            AtomicRmwOp::Xor,
            AtomicRmwOp::Umax,
            AtomicRmwOp::Smin,
        ])?;
        let v = self.var_of(Type::I32)?;
        let order = self.atomic_order();
        self.b
            .ins()
            .atomic_rmw_ordered(op, order, Space::Shared, addr, v);
        self.b.ins().barrier();
        let total = self.b.ins().load(Type::I32, Space::Shared, addr, 0);
        self.b.ins().barrier();
        self.set(Type::I32, total)
    }

    /// Atomics: commutative ones on the counters all threads share; any kind
    /// on the thread's own scratch words.
    pub(super) fn atomics(&mut self) -> Result<()> {
        let Some(k) = &self.kernel else { return Ok(()) };
        let (out_base, out_slice) = (k.out_base, k.out_slice);
        if self.u.arbitrary()? {
            let word = self.u.int_in_range(0..=SHARED_COUNTER_WORDS - 1)? as i64 * 8;
            let ty = *self.u.choose(&[Type::I32, Type::I64])?;
            let op = *self.u.choose(&[
                AtomicRmwOp::Add,
                AtomicRmwOp::And,
                AtomicRmwOp::Or,
                AtomicRmwOp::Xor,
                AtomicRmwOp::Smin,
                AtomicRmwOp::Smax,
                AtomicRmwOp::Umin,
                AtomicRmwOp::Umax,
            ])?;
            let addr = if self.u.ratio(1, 4)? {
                // A counter of the module's global variables, which the
                // harness compares after the launch.
                let vars = self.global_vars();
                let k = self.u.int_in_range(0..=1)?;
                let off = GLOBAL_VARS_READ_BYTES as i32 + 8 * k;
                debug_assert!(off + 8 <= GLOBAL_VARS_BYTES as i32);
                self.b.ins().global_addr(vars, off)
            } else {
                self.b.ins().iadd_imm(out_base, word)
            };
            let v = self.var_of(ty)?;
            // The old value depends on thread order; only the total is kept.
            let order = self.atomic_order();
            self.b
                .ins()
                .atomic_rmw_ordered(op, order, Space::Global, addr, v);
            return Ok(());
        }
        let word = self.u.int_in_range(0..=SCRATCH_WORDS - 1)? as i64 * 8;
        let addr = self.b.ins().iadd_imm(out_slice, word);
        let (space, addr) = if self.u.arbitrary()? {
            (Space::Generic, self.b.ins().to_generic(Space::Global, addr))
        } else {
            (Space::Global, addr)
        };
        if self.u.ratio(1, 3)? {
            let ty = *self.u.choose(&[Type::I32, Type::I64])?;
            let (e, r) = (self.var_of(ty)?, self.var_of(ty)?);
            let order = self.atomic_order();
            let old = self.b.ins().atomic_cas_ordered(order, space, addr, e, r);
            return self.set(ty, old);
        }
        let (ty, op) = *self.u.choose(&[
            (Type::I32, AtomicRmwOp::Xchg),
            (Type::I64, AtomicRmwOp::Xchg),
            (Type::F32, AtomicRmwOp::Add),
            (Type::F64, AtomicRmwOp::Add),
            (Type::I32, AtomicRmwOp::Add),
            (Type::I32, AtomicRmwOp::Inc),
            (Type::I32, AtomicRmwOp::Dec),
        ])?;
        let v = self.var_of(ty)?;
        let v = if ty.is_float() {
            self.canonical(ty, v)
        } else {
            v
        };
        let order = self.atomic_order();
        let old = self.b.ins().atomic_rmw_ordered(op, order, space, addr, v);
        self.set(ty, old)
    }

    /// An atomic's ordering and scope, every pair in turn from a point the
    /// program's shape picks. Drawn from no input bytes, so that a program
    /// is the one it was before atomics had orders, but for them.
    /// Orderings change no result the harness compares (each thread's own
    /// words, commutative totals), so every one is valid anywhere.
    fn atomic_order(&mut self) -> AtomicOrder {
        let orders = AtomicOrdering::ALL.len() * FenceScope::ALL.len();
        let k = (self.insts_left + self.atomics_made as usize) % orders;
        self.atomics_made += 1;
        let ordering = AtomicOrdering::ALL[k / FenceScope::ALL.len()];
        AtomicOrder::new(ordering, FenceScope::ALL[k % FenceScope::ALL.len()])
    }
}
