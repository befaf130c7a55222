//! From [`ast::Module`] to `.plir` text, one function at a time.
//!
//! ```text
//!   LLVM                         ptxlift
//!   ptx_kernel / nvvm.annotations  kernel (pointer parameters: `global`)
//!   other definitions              function; callers declare it `fnN = ...`
//!   block with phis                block with parameters; each branch passes
//!                                  the phi values of its edge
//!   %x (any SSA value)             vN, numbered on first mention
//!   constant operand               iconst / f32const / f64const before the use
//!   getelementptr                  base + Σ index × size (+ field offsets)
//!   alloca (entry block, sized)    explicit_slot; stack_addr; to_generic local
//!   llvm.lifetime.start/end        stack_start/stack_end of the alloca's slot
//!   addrspace(3) global            shared_slot of the one function using it
//!   addrspace(4) global            const_data (module); cdN, const_addr
//!   load/store in addrspace N      load/store in space generic/global/shared/
//!                                  const/local (0/1/3/4/5)
//!   intrinsics                     sreg, barrier, fma, sqrt, min/max, ...
//!   cmpxchg { old, ok }            two values; extractvalue picks one
//!   atomics with orderings         atomic_rmw/atomic_cas and fences
//!                                  (atomic loads and stores too: atomics.rs)
//!   memcpy/memmove/memset          unrolled, or loops in new blocks (memory.rs)
//! ```
//!
//! Invariants: every LLVM value maps to exactly one ptxlift value (casts
//! that change nothing alias their operand); every error names the
//! construct and carries the instruction's line and the function.

mod aggregate;
mod atomics;
mod calls;
mod compare;
mod convert;
mod globals;
mod lifetime;
mod memory;
mod operands;

use super::ast::*;
use super::layout::size_align;
use super::ImportError;
use std::collections::{HashMap, HashSet};
use std::fmt::Write;

type TResult<T> = Result<T, ImportError>;

/// Most bytes one `alloca` may take: the per-thread local memory limit.
const MAX_ALLOCA_BYTES: u64 = 512 * 1024;

/// Translates a whole module; also gives the `.ll` line of each line of
/// the text (for diagnostics on the result).
pub fn translate(m: &Module) -> TResult<(String, Vec<u32>)> {
    if !m.triple.is_empty() && !m.triple.starts_with("nvptx") {
        return Err(ImportError::at(
            1,
            0,
            format!(
                "target triple `{}` is not NVPTX; compile the source for nvptx64-nvidia-cuda",
                m.triple
            ),
        ));
    }
    for g in &m.globals {
        if g.addrspace != 3 && g.addrspace != 4 {
            return Err(ImportError::at(
                g.line,
                0,
                format!(
                    "global @{} in address space {}: only shared-memory (addrspace 3) and constant (addrspace 4) globals are supported so far",
                    g.name, g.addrspace
                ),
            ));
        }
    }
    let shared_users = globals::shared_users(m);
    let consts = globals::const_globals(m)?;
    let mut out = String::new();
    let mut lines = Vec::new();
    for (text, line) in &consts.lines {
        out.push_str(text);
        out.push('\n');
        lines.push(*line);
    }
    if let Some(&(_, line)) = consts.lines.last() {
        out.push('\n');
        lines.push(line);
    }
    for f in m.functions.iter().filter(|f| !f.blocks.is_empty()) {
        let (text, text_lines) = FunctionTranslator::new(m, f, &consts.names, &shared_users)
            .run()
            .map_err(|mut e| {
                e.function.get_or_insert_with(|| f.name.clone());
                e
            })?;
        out.push_str(&text);
        out.push('\n');
        lines.extend_from_slice(&text_lines);
        lines.push(f.line);
    }
    Ok((out, lines))
}

/// Is `f` a kernel?
fn is_kernel(m: &Module, f: &Function) -> bool {
    f.is_ptx_kernel || m.annotated_kernels.contains(&f.name)
}

/// The ptxlift type of a scalar LLVM type.
fn scalar(ty: &Ty) -> Option<&'static str> {
    Some(match ty {
        Ty::Int(1) => "i1",
        Ty::Int(8) => "i8",
        Ty::Int(16) => "i16",
        Ty::Int(32) => "i32",
        Ty::Int(64) => "i64",
        Ty::Float(32) => "f32",
        Ty::Float(64) => "f64",
        Ty::Ptr(_) => "i64",
        _ => return None,
    })
}

/// The annotation of a pointer parameter: what it points to. A kernel's
/// generic pointers point to global memory (CUDA passes device buffers);
/// kernels take no shared or local pointers.
fn param_annotation(ty: &Ty, kernel: bool) -> &'static str {
    match ty {
        Ty::Ptr(1) => " global",
        Ty::Ptr(0) if kernel => " global",
        Ty::Ptr(0) => " generic",
        Ty::Ptr(3) if !kernel => " shared",
        Ty::Ptr(4) => " const",
        Ty::Ptr(5) if !kernel => " local",
        _ => "",
    }
}

/// The generic pointer parameters of kernel `f` that are only ever cast
/// to the constant space: they point to constant memory (a generic
/// address of a `__constant__` object, or ptxlift's own export of a
/// `const` kernel pointer), so they are `const` parameters. One pass over
/// the body.
fn const_space_params(f: &Function) -> HashSet<&str> {
    // Each generic pointer parameter: is every use so far such a cast, and
    // has there been one?
    let mut state: HashMap<&str, (bool, bool)> = f
        .params
        .iter()
        .filter(|(ty, _)| *ty == Ty::Ptr(0))
        .map(|(_, name)| (name.as_str(), (true, false)))
        .collect();
    if state.is_empty() {
        return HashSet::new();
    }
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        match &inst.op {
            Op::Cast(op, _, Operand::Local(x), Ty::Ptr(4)) if op == "addrspacecast" => {
                if let Some(s) = state.get_mut(x.as_str()) {
                    s.1 = true;
                }
            }
            op => op.for_each_operand(|o| {
                if let Operand::Local(x) = o {
                    if let Some(s) = state.get_mut(x.as_str()) {
                        s.0 = false;
                    }
                }
            }),
        }
    }
    state
        .into_iter()
        .filter(|&(_, (only_casts, cast))| only_casts && cast)
        .map(|(name, _)| name)
        .collect()
}

/// The state space of an address space number.
fn space(addrspace: u32) -> Option<&'static str> {
    Some(match addrspace {
        0 => "generic",
        1 => "global",
        3 => "shared",
        4 => "const",
        5 => "local",
        _ => return None,
    })
}

/// A value the translation refers to: an SSA value, or an aggregate of
/// values (results of `cmpxchg`, `insertvalue` chains).
#[derive(Clone, Debug)]
enum Val {
    One(String),
    Agg(Vec<Val>),
}

/// A phi: its result, its incoming (value, block) pairs, its type.
type PhiInfo<'m> = (String, &'m [(Operand, String)], Ty);

struct FunctionTranslator<'m> {
    m: &'m Module,
    f: &'m Function,
    /// LLVM local → value.
    locals: HashMap<String, Val>,
    /// Next `vN`.
    next_value: u32,
    /// LLVM block label → `blockN`.
    blocks: HashMap<String, String>,
    /// Phis of each block, in order.
    phis: HashMap<String, Vec<PhiInfo<'m>>>,
    /// Preamble lines (slots, declarations).
    preamble: Vec<String>,
    /// Shared globals → `shN` (kernels' own slots).
    shared: HashMap<String, String>,
    /// The shared globals each device function reaches (module-wide; see
    /// `globals::shared_users`).
    shared_users: &'m HashMap<String, Vec<String>>,
    /// In a device function: shared globals → the hidden parameter
    /// holding their address.
    shared_args: HashMap<String, String>,
    /// Constant globals → their constant-data names (module-wide).
    const_names: &'m HashMap<String, String>,
    /// Constant globals used here → `cdN`.
    consts: HashMap<String, String>,
    /// Device functions called → `fnN`.
    callees: HashMap<String, String>,
    /// The body being written.
    body: String,
    /// Line of the instruction being translated.
    line: u32,
    /// Blocks added (`switch` compare chains, memory intrinsic loops),
    /// numbered after LLVM's.
    extra_blocks: usize,
    /// Stack slots declared so far.
    stack_slots: usize,
    /// Each alloca's slot, for lifetime markers.
    allocas: lifetime::AllocaSlots,
    /// LLVM locals defined so far (each must be defined once).
    defined: std::collections::HashSet<String>,
    /// The line where each local was first mentioned.
    first_use: HashMap<String, u32>,
    /// Values known to address an `alloca` (generic or local addresses,
    /// and `getelementptr`s of them): memory no other thread can access,
    /// where atomic loads and stores can be plain ones.
    local_ptrs: std::collections::HashSet<String>,
    /// The `.ll` line of each line of `body`.
    body_lines: Vec<u32>,
    /// Kernel parameters (their ptxlift values) that are `const` pointers
    /// (see `const_space_params`): casting one to `addrspace(4)` is
    /// the identity.
    const_params: std::collections::HashSet<String>,
}

impl<'m> FunctionTranslator<'m> {
    fn new(
        m: &'m Module,
        f: &'m Function,
        const_names: &'m HashMap<String, String>,
        shared_users: &'m HashMap<String, Vec<String>>,
    ) -> Self {
        FunctionTranslator {
            m,
            f,
            locals: HashMap::new(),
            next_value: 0,
            blocks: HashMap::new(),
            phis: HashMap::new(),
            preamble: Vec::new(),
            shared: HashMap::new(),
            shared_users,
            shared_args: HashMap::new(),
            const_names,
            consts: HashMap::new(),
            callees: HashMap::new(),
            body: String::new(),
            line: f.line,
            extra_blocks: 0,
            stack_slots: 0,
            allocas: lifetime::AllocaSlots::default(),
            defined: std::collections::HashSet::new(),
            first_use: HashMap::new(),
            local_ptrs: std::collections::HashSet::new(),
            body_lines: Vec::new(),
            const_params: std::collections::HashSet::new(),
        }
    }

    fn err<T>(&self, message: impl Into<String>) -> TResult<T> {
        Err(ImportError {
            line: self.line,
            col: 0,
            function: Some(self.f.name.clone()),
            message: message.into(),
        })
    }

    fn fresh(&mut self) -> String {
        self.next_value += 1;
        format!("v{}", self.next_value - 1)
    }

    /// The value an LLVM local names (numbered now if first mentioned).
    fn local(&mut self, name: &str) -> String {
        match self.locals.get(name) {
            Some(Val::One(v)) => v.clone(),
            _ => {
                let v = self.fresh();
                self.locals.insert(name.to_string(), Val::One(v.clone()));
                self.first_use.insert(name.to_string(), self.line);
                v
            }
        }
    }

    /// Records the definition of `name`; a second one is an error.
    fn define(&mut self, name: &str) -> TResult<()> {
        if !self.defined.insert(name.to_string()) {
            return self.err(format!("%{name} is defined twice"));
        }
        Ok(())
    }

    fn emit(&mut self, line: &str) {
        self.body.push_str("    ");
        self.body.push_str(line);
        self.body.push('\n');
        self.body_lines.push(self.line);
    }

    /// A new block's name, numbered after LLVM's blocks (for `switch`
    /// chains and the loops of memory intrinsics). Its header may come
    /// anywhere in the body: an instruction can end the current block and
    /// continue in a new one.
    fn fresh_block(&mut self) -> String {
        let b = format!("block{}", self.blocks.len() + self.extra_blocks);
        self.extra_blocks += 1;
        b
    }

    /// Starts a block (a blank line and its header) in the body.
    fn block_header(&mut self, header: &str) {
        if !self.body.is_empty() {
            self.body.push('\n');
            self.body_lines.push(self.line);
        }
        self.body.push_str(header);
        self.body.push('\n');
        self.body_lines.push(self.line);
    }

    /// Emits `= OP` into a fresh value; returns it.
    fn def(&mut self, rhs: &str) -> String {
        let v = self.fresh();
        self.emit(&format!("{v} = {rhs}"));
        v
    }

    /// Binds the instruction's result to `v`.
    fn bind(&mut self, result: &Option<String>, v: Val) -> TResult<()> {
        if let Some(r) = result {
            self.define(r)?;
            match (self.locals.get(r).cloned(), &v) {
                // Mentioned before (a use laid out above the definition):
                // copy into that name.
                (Some(Val::One(existing)), Val::One(new)) if existing != *new => {
                    self.emit_copy(&existing, new);
                }
                _ => {
                    self.locals.insert(r.clone(), v);
                }
            }
        }
        Ok(())
    }

    /// Defines the already-named `dst` as a copy of `src`. The IR has no
    /// copy instruction; a `select` on a constant true works for every
    /// type.
    fn emit_copy(&mut self, dst: &str, src: &str) {
        let t = self.def("iconst.i1 1");
        self.emit(&format!("{dst} = select {t}, {src}, {src}"));
    }

    // ---- the function ----

    /// The function's `.plir` text and the `.ll` line of each of its lines.
    fn run(mut self) -> TResult<(String, Vec<u32>)> {
        let f = self.f;
        let kernel = is_kernel(self.m, f);
        // Block names first (branches may point forward).
        for (k, b) in f.blocks.iter().enumerate() {
            self.blocks.insert(b.label.clone(), format!("block{k}"));
            let phis: Vec<_> = b
                .insts
                .iter()
                .map_while(|i| match (&i.op, &i.result) {
                    (Op::Phi(ty, inc), Some(r)) => Some((r.clone(), inc.as_slice(), ty.clone())),
                    _ => None,
                })
                .collect();
            self.phis.insert(b.label.clone(), phis);
        }
        // Signature.
        let mut params = Vec::new();
        let mut entry_params = Vec::new();
        let const_params = if kernel {
            const_space_params(f)
        } else {
            HashSet::new()
        };
        for (ty, name) in &f.params {
            let Some(t) = scalar(ty) else {
                return self.err(format!(
                    "parameter %{name} has an unsupported type (aggregates by value are not supported yet)"
                ));
            };
            let is_const = const_params.contains(name.as_str());
            let annotation = if is_const {
                " const"
            } else {
                param_annotation(ty, kernel)
            };
            params.push(format!("{t}{annotation}"));
            self.define(name)?;
            let v = self.local(name);
            if is_const {
                self.const_params.insert(v.clone());
            }
            entry_params.push(format!("{v}: {t}"));
        }
        // Hidden parameters: the shared globals this device function
        // reaches (see `globals::shared_users`).
        if !kernel {
            for g in self.shared_users.get(&f.name).into_iter().flatten() {
                let v = self.fresh();
                params.push("i64 shared".to_string());
                entry_params.push(format!("{v}: i64"));
                self.shared_args.insert(g.clone(), v);
            }
        }
        let ret = match &f.ret {
            Ty::Void => String::new(),
            _ if kernel => return self.err("a kernel must return void"),
            t => match aggregate::flat_scalars(t, &self.m.types) {
                Some(ts) => format!(" -> {}", ts.join(", ")),
                None => return self.err(
                    "the return type is not supported (only scalars and aggregates of at most 16 scalars)",
                ),
            },
        };
        // The entry block cannot be a branch target in ptxlift: if LLVM's
        // is, a fresh entry jumps to it.
        let entry_is_target = f.blocks.iter().any(|b| {
            b.insts.last().is_some_and(|t| match &t.op {
                Op::Br(l) => *l == f.blocks[0].label,
                Op::CondBr(_, a, b2) => *a == f.blocks[0].label || *b2 == f.blocks[0].label,
                Op::Switch(_, d, cases) => {
                    *d == f.blocks[0].label || cases.iter().any(|(_, l)| *l == f.blocks[0].label)
                }
                _ => false,
            })
        });
        if entry_is_target {
            return self.err("the entry block is a branch target; this is not supported yet");
        }
        for (k, b) in f.blocks.iter().enumerate() {
            let header = if k == 0 {
                format!("block0({}):", entry_params.join(", "))
            } else {
                let phis = self.phis.get(&b.label).cloned().unwrap_or_default();
                if phis.is_empty() {
                    format!("block{k}:")
                } else {
                    let mut ps = Vec::new();
                    self.line = b.insts.first().map_or(self.line, |i| i.line);
                    for (r, _, ty) in &phis {
                        self.define(r)?;
                        if let Ty::Vector(..) = ty {
                            // One parameter per lane.
                            let (n, elem) = self.lanes_of(ty)?;
                            let t = scalar(&elem).unwrap_or("i32");
                            let lanes: Vec<String> = (0..n).map(|_| self.fresh()).collect();
                            ps.extend(lanes.iter().map(|v| format!("{v}: {t}")));
                            self.locals.insert(
                                r.clone(),
                                Val::Agg(lanes.into_iter().map(Val::One).collect()),
                            );
                            continue;
                        }
                        let Some(t) = scalar(ty) else {
                            return self.err(format!(
                                "phi %{r} of an aggregate type is not supported yet"
                            ));
                        };
                        let v = self.local(r);
                        ps.push(format!("{v}: {t}"));
                    }
                    format!("block{k}({}):", ps.join(", "))
                }
            };
            self.line = b.insts.first().map_or(self.line, |i| i.line);
            self.block_header(&header);
            for inst in &b.insts {
                self.line = inst.line;
                if matches!(inst.op, Op::Phi(..)) {
                    continue;
                }
                self.inst(inst, &b.label)?;
            }
        }
        let mut undefined: Vec<(u32, &String)> = self
            .first_use
            .iter()
            .filter(|(n, _)| !self.defined.contains(*n))
            .map(|(n, &line)| (line, n))
            .collect();
        undefined.sort();
        if let Some(&(line, name)) = undefined.first() {
            self.line = line;
            return self.err(format!("%{name} is used but never defined"));
        }
        let mut out = String::new();
        let head = if kernel { "kernel" } else { "function" };
        let _ = writeln!(out, "{head} %{}({}){ret} {{", f.name, params.join(", "));
        for p in &self.preamble {
            let _ = writeln!(out, "    {p}");
        }
        out.push_str(&self.body);
        out.push_str("}\n");
        let mut lines = vec![f.line; 1 + self.preamble.len()];
        lines.extend_from_slice(&self.body_lines);
        lines.push(f.line);
        Ok((out, lines))
    }

    /// The branch arguments for the edge `from` → `to`.
    fn edge(&mut self, from: &str, to: &str) -> TResult<String> {
        let Some(block) = self.blocks.get(to).cloned() else {
            return self.err(format!("branch to unknown block %{to}"));
        };
        let phis = self.phis.get(to).cloned().unwrap_or_default();
        if phis.is_empty() {
            return Ok(block);
        }
        let mut args = Vec::new();
        for (r, incoming, ty) in phis {
            let Some((v, _)) = incoming.iter().find(|(_, b)| b == from) else {
                return self.err(format!("phi %{r} has no value for the edge from %{from}"));
            };
            match ty {
                Ty::Vector(..) => args.extend(self.lanes(&ty, v)?),
                _ if scalar(&ty).is_some() => args.push(self.operand(&ty, v)?),
                _ => {
                    return self.err(format!(
                        "phi %{r} of an aggregate type is not supported yet"
                    ))
                }
            }
        }
        Ok(format!("{block}({})", args.join(", ")))
    }

    fn inst(&mut self, inst: &'m Inst, block: &str) -> TResult<()> {
        let r = &inst.result;
        match &inst.op {
            Op::Binary(op, ty, a, b) => {
                if let Ty::Vector(_, elem) = ty {
                    return self.vector_binary(r, op, ty, elem, a, b);
                }
                let Some(t) = scalar(ty) else {
                    return self.err(format!("`{op}` on an unsupported type"));
                };
                let x = self.operand(ty, a)?;
                let y = self.operand(ty, b)?;
                let v = self.binary(op, t, &x, &y)?;
                self.bind(r, Val::One(v))
            }
            Op::Fneg(ty, a) => {
                let x = self.operand(ty, a)?;
                let v = self.def(&format!("fneg {x}"));
                self.bind(r, Val::One(v))
            }
            Op::Cmp(is_float, pred, ty, a, b) => {
                if let Ty::Vector(..) = ty {
                    return self.vector_cmp(r, *is_float, pred, ty, a, b);
                }
                if scalar(ty).is_none() {
                    return self.err("comparisons of aggregates are not supported");
                }
                let (x, y) = match pred.as_str() {
                    "true" | "false" => (String::new(), String::new()),
                    _ => (self.operand(ty, a)?, self.operand(ty, b)?),
                };
                let v = self.compare(*is_float, pred, &x, &y)?;
                self.bind(r, Val::One(v))
            }
            Op::Select(c, (at, a), (bt, b)) => {
                if let Ty::Vector(..) = at {
                    return self.vector_select(r, c, (at, a), (bt, b));
                }
                let (ct, c) = c;
                if let Ty::Vector(..) = ct {
                    return self.err("a select with a vector condition needs vector operands");
                }
                let c = self.operand(ct, c)?;
                let x = self.operand(at, a)?;
                let y = self.operand(bt, b)?;
                let v = self.def(&format!("select {c}, {x}, {y}"));
                self.bind(r, Val::One(v))
            }
            Op::Cast(op, from, a, to) => {
                if let (Ty::Vector(..), Ty::Vector(..)) = (from, to) {
                    return self.vector_cast(r, op, from, a, to);
                }
                let x = self.operand(from, a)?;
                let v = self.cast(op, from, &x, to)?;
                self.bind(r, Val::One(v))
            }
            Op::Freeze(ty, a) => {
                let x = self.operand(ty, a)?;
                self.bind(r, Val::One(x))
            }
            Op::Gep(elem, ptr, idx)
                if matches!(ptr.0, Ty::Vector(..))
                    || idx.iter().any(|(t, _)| matches!(t, Ty::Vector(..))) =>
            {
                self.vector_gep(r, elem, ptr, idx)
            }
            Op::Gep(elem, (pty, p), idx) => {
                let base = self.operand(pty, p)?;
                let v = self.gep(elem, &base, idx)?;
                if self.local_ptrs.contains(&base) {
                    self.mark_local(r, &v);
                }
                self.bind(r, Val::One(v))
            }
            Op::Load { ty, ptr, align, .. } => {
                if inst.atomic.is_some() {
                    return self.atomic_load(r, inst.atomic.as_ref(), ty, ptr, *align);
                }
                let (pty, p) = ptr;
                if let Ty::Vector(..) = ty {
                    return self.vector_load(r, ty, pty, p);
                }
                let Some(t) = scalar(ty) else {
                    return self.err("loads of aggregates are not supported yet");
                };
                let Ty::Ptr(asp) = pty else {
                    return self.err("load from a non-pointer");
                };
                let Some(sp) = space(*asp) else {
                    return self.err(format!("address space {asp} is not supported"));
                };
                let a = self.operand(pty, p)?;
                let align = self.align_suffix(*align);
                let v = self.def(&format!("load.{t} {sp} {a}{align}"));
                self.bind(r, Val::One(v))
            }
            Op::Store {
                value, ptr, align, ..
            } => {
                if inst.atomic.is_some() {
                    return self.atomic_store(inst.atomic.as_ref(), value, ptr, *align);
                }
                let ((vt, v), (pty, p)) = (value, ptr);
                if let Ty::Vector(..) = vt {
                    return self.vector_store(vt, v, pty, p);
                }
                if scalar(vt).is_none() {
                    return self.err("stores of aggregates are not supported yet");
                }
                let Ty::Ptr(asp) = pty else {
                    return self.err("store to a non-pointer");
                };
                let Some(sp) = space(*asp) else {
                    return self.err(format!("address space {asp} is not supported"));
                };
                if sp == "const" {
                    return self.err("a store to constant memory");
                }
                let x = self.operand(vt, v)?;
                let a = self.operand(pty, p)?;
                let align = self.align_suffix(*align);
                self.emit(&format!("store {sp} {a}, {x}{align}"));
                Ok(())
            }
            Op::Alloca(ty, count, align, addrspace) => {
                let Some((size, natural)) = size_align(ty, &self.m.types) else {
                    return self.err("alloca of a type without a size");
                };
                let n = match count {
                    None => 1,
                    Some((_, Operand::Int(n))) if *n > 0 => *n as u64,
                    Some(_) => return self.err("alloca with a variable count is not supported"),
                };
                if block != self.f.blocks[0].label {
                    return self.err("alloca outside the entry block is not supported");
                }
                let bytes = match size.checked_mul(n) {
                    Some(b) if b <= MAX_ALLOCA_BYTES => b.max(1),
                    _ => {
                        return self.err(format!(
                            "alloca of more than {MAX_ALLOCA_BYTES} bytes (the per-thread local memory limit)"
                        ))
                    }
                };
                let ss = format!("ss{}", self.stack_slots);
                self.stack_slots += 1;
                let align = if *align > 0 { *align } else { natural }.clamp(1, 128);
                self.preamble
                    .push(format!("{ss} = explicit_slot {bytes}, align {align}"));
                self.allocas.record(r, &ss, bytes);
                let local = self.def(&format!("stack_addr.i64 {ss}"));
                // An alloca in the local address space is a local address;
                // the default (0) is a generic one.
                let v = match addrspace {
                    5 => local,
                    0 => self.def(&format!("to_generic local {local}")),
                    s => return self.err(format!("alloca in address space {s}")),
                };
                self.mark_local(r, &v);
                self.bind(r, Val::One(v))
            }
            Op::Call(ret, callee, args) => self.call(r, ret, callee, args),
            Op::Br(to) => {
                let t = self.edge(block, to)?;
                self.emit(&format!("jump {t}"));
                Ok(())
            }
            Op::CondBr(c, t, f) => {
                let c = self.operand(&Ty::Int(1), c)?;
                let t = self.edge(block, t)?;
                let f = self.edge(block, f)?;
                self.emit(&format!("brif {c}, {t}, {f}"));
                Ok(())
            }
            Op::Switch((ty, v), default, cases) => {
                let Some(t) = scalar(ty) else {
                    return self.err("switch on a non-integer");
                };
                let x = self.operand(ty, v)?;
                // A chain of compares: each case tests and branches on, the
                // last falls to the default. Extra blocks are numbered after
                // LLVM's.
                if cases.is_empty() {
                    let d = self.edge(block, default)?;
                    self.emit(&format!("jump {d}"));
                    return Ok(());
                }
                for (k, (value, target)) in cases.iter().enumerate() {
                    let kv = self.def(&format!("iconst.{t} {value}"));
                    let c = self.def(&format!("icmp eq {x}, {kv}"));
                    let to = self.edge(block, target)?;
                    if k + 1 == cases.len() {
                        let d = self.edge(block, default)?;
                        self.emit(&format!("brif {c}, {to}, {d}"));
                    } else {
                        let rest = self.fresh_block();
                        self.emit(&format!("brif {c}, {to}, {rest}"));
                        self.block_header(&format!("{rest}:"));
                    }
                }
                Ok(())
            }
            Op::Ret(None) => {
                self.emit("return");
                Ok(())
            }
            Op::Ret(Some((ty, v))) => {
                let xs = match scalar(ty) {
                    Some(_) => vec![self.operand(ty, v)?],
                    None => self.flat_values(ty, v)?,
                };
                self.emit(&format!("return {}", xs.join(", ")));
                Ok(())
            }
            Op::Unreachable => {
                self.emit("trap");
                Ok(())
            }
            Op::ExtractValue(agg, idx) => self.extract_value(r, agg, idx),
            Op::InsertValue(agg, v, idx) => self.insert_value(r, agg, v, idx),
            Op::AtomicRmw(op, ptr, v) => self.atomic_rmw(r, inst.atomic.as_ref(), op, ptr, v),
            Op::CmpXchg(ptr, c, n) => self.cmpxchg(r, inst.atomic.as_ref(), ptr, c, n),
            Op::Fence(scope) => {
                self.fence(inst.atomic.as_ref(), scope);
                Ok(())
            }
            Op::Phi(..) => Ok(()),
            Op::ExtractElement(v, i) => self.extract_element(r, v, i),
            Op::InsertElement(v, e, i) => self.insert_element(r, v, e, i),
            Op::Shuffle(a, b, m) => self.shuffle(r, a, b, m),
        }
    }

    /// The scalar binary operation `op` of LLVM on `t` values.
    fn binary(&mut self, op: &str, t: &str, x: &str, y: &str) -> TResult<String> {
        let name = match op {
            "add" => "iadd",
            "sub" => "isub",
            "mul" => "imul",
            "sdiv" | "udiv" | "srem" | "urem" => op,
            "and" => "band",
            "or" => "bor",
            "xor" => "bxor",
            "fadd" | "fsub" | "fmul" | "fdiv" => op,
            "shl" | "lshr" | "ashr" => {
                let amount = self.shift_amount(t, y)?;
                let name = match op {
                    "shl" => "ishl",
                    "lshr" => "ushr",
                    _ => "sshr",
                };
                return Ok(self.def(&format!("{name} {x}, {amount}")));
            }
            other => return self.err(format!("`{other}` is not supported")),
        };
        Ok(self.def(&format!("{name} {x}, {y}")))
    }

    fn align_suffix(&self, align: u64) -> String {
        if align > 0 {
            format!(" align {align}")
        } else {
            String::new()
        }
    }
}
