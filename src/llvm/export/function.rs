//! One function as LLVM IR: its signature, its slots, its blocks and their
//! phis, branches, returns and calls. `inst.rs` dispatches each
//! instruction on its opcode (branches, returns and calls to the helpers
//! here); value and memory instructions are in `inst.rs` and `memory.rs`.
//!
//! ```text
//!   kernel %k(i64 global, i32)   define ptx_kernel void @k(ptr addrspace(1) %a0, i32 %v1)
//!                                  %v0 = ptrtoint ptr addrspace(1) %a0 to i64
//!   kernel %k(i64 const)         a generic `ptr` (what the host passes), addrspacecast to 4
//!   ss0 = explicit_slot 16       %ss0.g = alloca [16 x i8]; %ss0 = addrspacecast to addrspace(5)
//!   sh0 = shared_slot 64         @k.sh0 = internal addrspace(3) global [64 x i8] undef
//!   block3(v7: i32)              block3: %v7 = phi i32 [ ARG, %PRED ], ...
//!   brif c, b1(x), b1(y)         br i1 c, label %block0.e0, label %block0.e1 (edge blocks)
//!   br_table x, d, [b1, b2]      switch T x, label %d [ T 0, label %b1  T 1, label %b2 ]
//!   return x, y                  insertvalue chain; ret { T, U }
//!   v1, v2 = call fn0(x)         %t = call { T, U } @f(..); extractvalue ×2
//! ```
//!
//! Takes a verified function; gives its `define` text and its module
//! globals. Blocks unreachable from the entry are left out (they never
//! run, and LLVM does not accept phis without incoming values). Blocks
//! are translated in reverse postorder, so every value is named before a
//! use refers to it; phis are written last, when every edge is known.
//! Invariant: every phi has exactly one entry per LLVM predecessor edge,
//! which holds because an edge with arguments that shares its terminator
//! with another edge to the same block goes through its own edge block.

use super::dialect::{addrspace, Dialect};
use super::{global_name, ExportError};
use crate::analysis::{ControlFlowGraph, DominatorTree};
use crate::ir::{
    Block, Function, InstData, LoopHint, Module, ParamKind, SharedVar, Space, Type, Value,
};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

/// The text of one exported function.
pub(super) struct FunctionText {
    /// Module-level definitions it needs (shared slots).
    pub globals: String,
    /// The `define ... { ... }`.
    pub body: String,
    /// The function's pointer type, `void (i32, float*)*` (kernel
    /// metadata names kernels with it).
    pub fn_ty: String,
}

/// The LLVM type of `size` bytes of memory (a slot or constant object).
/// The module global of shared variable `var` of `f`: `@F.shN`, or for a
/// dynamic one, an external symbol that keeps its name in PTX, so it has
/// no `.` (`__` keeps it apart from the names of the module's functions
/// and constants, which PTX output never starts so).
pub(super) fn shared_global(f: &Function, var: SharedVar) -> String {
    if f.shared_vars[var].dynamic {
        global_name(&format!("__dynamic_shared_{}_{var}", f.name))
    } else {
        global_name(&format!("{}.{var}", f.name))
    }
}

pub(super) fn bytes_ty(size: u32) -> String {
    format!("[{size} x i8]")
}

/// The LLVM type an IR value of type `t` has in memory (`i1` is a byte).
pub(super) fn mem_ty(t: Type) -> &'static str {
    if t == Type::I1 {
        "i8"
    } else {
        lty(t)
    }
}

/// The LLVM type of an IR type.
pub(super) fn lty(t: Type) -> &'static str {
    match t {
        Type::I1 => "i1",
        Type::I8 => "i8",
        Type::I16 => "i16",
        Type::I32 => "i32",
        Type::I64 => "i64",
        Type::F32 => "float",
        Type::F64 => "double",
    }
}

/// An integer constant of type `t`, as LLVM reads it: `imm` taken modulo
/// the width and printed signed (`true`/`false` for `i1`).
pub(super) fn int_const(t: Type, imm: i64) -> String {
    match t.bits() {
        1 => if imm & 1 != 0 { "true" } else { "false" }.to_string(),
        64 => imm.to_string(),
        b => {
            let shift = 64 - b;
            ((imm << shift) >> shift).to_string()
        }
    }
}

/// An f32 constant: LLVM spells floats as the bits of the equal double;
/// a NaN is written through its bits so the payload survives exactly.
pub(super) fn f32_const(bits: u32) -> String {
    let x = f32::from_bits(bits);
    if x.is_nan() {
        format!("bitcast (i32 {} to float)", bits as i32)
    } else {
        format!("0x{:016X}", f64::from(x).to_bits())
    }
}

/// An f64 constant, as its bits.
pub(super) fn f64_const(bits: u64) -> String {
    format!("0x{bits:016X}")
}

/// The state of one function's export.
pub(super) struct Emitter<'a> {
    pub m: &'a Module,
    pub f: &'a Function,
    pub d: Dialect,
    /// Intrinsic name → `declare` line (module-wide).
    pub decls: &'a mut BTreeMap<String, String>,
    /// The `!llvm.loop` number of each latch's branch.
    latch_loop_ids: HashMap<Block, u32>,
    /// Values written as something other than `%vN` (constants, aliases).
    names: HashMap<Value, String>,
    /// The block being written.
    pub out: String,
    /// Next temporary `%tN`.
    next_tmp: u32,
    /// The source line of the instruction being written (0: unknown).
    pub line: u32,
    /// Phi entries of each block: (arguments, predecessor label).
    incoming: HashMap<Block, Vec<(Vec<String>, String)>>,
    /// Edge blocks: (label, body).
    edges: Vec<(String, String)>,
}

/// The `!llvm.loop` nodes of a module's hinted loops, numbered from a
/// first free metadata number: per loop a distinct self-referential loop
/// ID and its property (`llvm.loop.unroll.disable`, `.count N`, `.full`).
pub(super) struct LoopMetadata {
    /// The next free metadata number.
    next: u32,
    /// The nodes' definitions, one a line.
    pub text: String,
}

impl LoopMetadata {
    /// No nodes yet; numbers start at `first`.
    pub fn new(first: u32) -> Self {
        LoopMetadata {
            next: first,
            text: String::new(),
        }
    }

    /// Defines the loop ID of a loop with `hint`; gives its number.
    fn loop_id(&mut self, hint: LoopHint) -> u32 {
        let (id, property) = (self.next, self.next + 1);
        self.next += 2;
        let body = match hint {
            LoopHint::NoUnroll => "!\"llvm.loop.unroll.disable\"".to_string(),
            LoopHint::Count(n) => format!("!\"llvm.loop.unroll.count\", i32 {n}"),
            LoopHint::Full => "!\"llvm.loop.unroll.full\"".to_string(),
        };
        let _ = writeln!(
            self.text,
            "!{id} = distinct !{{!{id}, !{property}}}\n!{property} = !{{{body}}}"
        );
        id
    }
}

/// The loop ID each back-edge branch of `f` carries: for each header with a
/// hint, its predecessors that it dominates (the latches) map to the loop's
/// ID. A latch whose branch reaches the header through an edge block
/// (`brif c, h(x), h(y)`) carries it on the branch that leads there.
fn latch_loop_ids(f: &Function, loops: &mut LoopMetadata) -> HashMap<Block, u32> {
    let mut ids = HashMap::new();
    let hinted: Vec<(Block, LoopHint)> = f
        .layout
        .blocks()
        .iter()
        .filter_map(|&b| f.dfg.loop_hint(b).map(|h| (b, h)))
        .collect();
    if hinted.is_empty() {
        return ids;
    }
    let cfg = ControlFlowGraph::new(f);
    let domtree = DominatorTree::new(f, &cfg);
    for (header, hint) in hinted {
        let id = loops.loop_id(hint);
        for &latch in cfg.preds(header) {
            if domtree.dominates(header, latch) {
                ids.entry(latch).or_insert(id);
            }
        }
    }
    ids
}

/// Writes `f` of `m` in `d`, adding the intrinsics it calls to `decls` and
/// its loops' metadata to `loops`.
pub(super) fn emit_function(
    m: &Module,
    f: &Function,
    d: Dialect,
    decls: &mut BTreeMap<String, String>,
    loops: &mut LoopMetadata,
) -> Result<FunctionText, ExportError> {
    let e = Emitter {
        m,
        f,
        d,
        decls,
        latch_loop_ids: latch_loop_ids(f, loops),
        names: HashMap::new(),
        out: String::new(),
        next_tmp: 0,
        line: f.srcmap.function.0,
        incoming: HashMap::new(),
        edges: Vec::new(),
    };
    e.function()
}

impl Emitter<'_> {
    /// An error at the current instruction.
    pub fn err<T>(&self, message: impl Into<String>) -> Result<T, ExportError> {
        Err(ExportError {
            function: Some(self.f.name.clone()),
            line: self.line,
            message: message.into(),
        })
    }

    /// The error for an instruction whose data does not fit its opcode's
    /// format or that lacks its result (the verifier rejects both, so a
    /// verified module never has one).
    pub fn malformed<T>(&self, data: &InstData) -> Result<T, ExportError> {
        self.err(format!(
            "`{}` does not have the operands and result of its format, so it cannot be exported; verify the module first",
            data.opcode()
        ))
    }

    /// The operand text of `v`.
    pub fn val(&self, v: Value) -> String {
        self.names
            .get(&v)
            .cloned()
            .unwrap_or_else(|| format!("%{v}"))
    }

    /// `v` with its type: `i32 %v3`.
    pub fn typed(&self, v: Value) -> String {
        format!("{} {}", lty(self.ty(v)), self.val(v))
    }

    /// The IR type of `v`.
    pub fn ty(&self, v: Value) -> Type {
        self.f.dfg.value_type(v)
    }

    /// Makes `v` stand for `text` (a constant or another value).
    pub fn alias(&mut self, v: Value, text: String) {
        self.names.insert(v, text);
    }

    /// Writes one instruction line.
    pub fn line_out(&mut self, text: &str) {
        self.out.push_str("  ");
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Writes `%tN = rhs`; gives `%tN`.
    pub fn tmp(&mut self, rhs: &str) -> String {
        let t = format!("%t{}", self.next_tmp);
        self.next_tmp += 1;
        self.line_out(&format!("{t} = {rhs}"));
        t
    }

    /// Writes `%vN = rhs` for result `v`.
    pub fn def(&mut self, v: Value, rhs: &str) {
        self.line_out(&format!("%{v} = {rhs}"));
    }

    /// A call of intrinsic `name` returning `ret` (`void` for none), with
    /// `args` as `(type, operand)`; declares the intrinsic. Gives the call
    /// text (without a result name).
    pub fn intrinsic(&mut self, ret: &str, name: &str, args: &[(&str, String)]) -> String {
        let types: Vec<&str> = args.iter().map(|(t, _)| *t).collect();
        self.decls
            .entry(name.to_string())
            .or_insert_with(|| format!("declare {ret} @{name}({})", types.join(", ")));
        let ops: Vec<String> = args.iter().map(|(t, a)| format!("{t} {a}")).collect();
        format!("call {ret} @{name}({})", ops.join(", "))
    }

    /// The whole function.
    fn function(mut self) -> Result<FunctionText, ExportError> {
        let f = self.f;
        let Some(entry) = f.layout.entry_block() else {
            return self.err("the function has no blocks");
        };
        let kernel = f.is_kernel();
        // Signature: annotated parameters are typed pointers, converted to
        // the IR's integer addresses at the top of the entry block.
        let mut params = Vec::new();
        let mut param_tys = Vec::new();
        let mut prologue = String::new();
        let entry_params = f.dfg.block_params(entry).to_vec();
        for (k, (p, &v)) in f.signature.params.iter().zip(&entry_params).enumerate() {
            let t = lty(p.ty);
            match p.kind {
                ParamKind::Value => {
                    params.push(format!("{t} %{v}"));
                    param_tys.push(t.to_string());
                }
                // A kernel's pointers arrive as generic addresses (what the
                // host has; global ones are their own generic addresses),
                // so a const pointer is converted in the kernel, as
                // ptxlift's own kernels do. Device functions take pointers
                // into their space.
                ParamKind::Pointer(space)
                    if kernel && !matches!(space, Space::Global | Space::Generic) =>
                {
                    let gp = self.d.ptr_ty(0, "i8");
                    let pt = self.d.ptr_ty(addrspace(space), "i8");
                    params.push(format!("{gp} %a{k}"));
                    param_tys.push(gp.clone());
                    let _ = writeln!(
                        prologue,
                        "  %a{k}.s = addrspacecast {gp} %a{k} to {pt}\n  %{v} = ptrtoint {pt} %a{k}.s to {t}"
                    );
                }
                ParamKind::Pointer(space) => {
                    let pt = self.d.ptr_ty(addrspace(space), "i8");
                    params.push(format!("{pt} %a{k}"));
                    param_tys.push(pt.clone());
                    let _ = writeln!(prologue, "  %{v} = ptrtoint {pt} %a{k} to {t}");
                }
                ParamKind::ByVal { size, align } => {
                    if p.ty != Type::I64 {
                        return self.err(format!(
                            "parameter {k} is a byval aggregate with a {} address; its generic address needs an i64",
                            p.ty
                        ));
                    }
                    let pt = self.d.ptr_ty(0, &bytes_ty(size));
                    params.push(format!("{} %a{k}", self.d.byval_param(size, align)));
                    param_tys.push(pt.clone());
                    let _ = writeln!(prologue, "  %{v} = ptrtoint {pt} %a{k} to i64");
                }
            }
        }
        let ret = match f.signature.returns.as_slice() {
            [] => "void".to_string(),
            [t] => lty(*t).to_string(),
            ts => struct_ty(ts),
        };
        let mut globals = String::new();
        for (sh, data) in f.shared_vars.iter() {
            let name = shared_global(f, sh);
            let align = data.align.max(1);
            // Dynamic shared memory is CUDA's `extern __shared__` array.
            let _ = if data.dynamic {
                writeln!(
                    globals,
                    "{name} = external addrspace(3) global [0 x i8], align {align}"
                )
            } else {
                writeln!(
                    globals,
                    "{name} = internal addrspace(3) global [{} x i8] undef, align {align}",
                    data.size
                )
            };
        }
        // Allocas in the default address space, cast to the local one, as
        // clang writes them: llc-22 addresses an addrspace(5) alloca
        // through the generic stack pointer, which ld.local cannot use.
        for (ss, data) in f.stack_slots.iter() {
            let agg = bytes_ty(data.size);
            let gp = self.d.ptr_ty(0, &agg);
            let lp = self.d.ptr_ty(5, &agg);
            let _ = writeln!(
                prologue,
                "  %{ss}.g = alloca {agg}, align {}\n  %{ss} = addrspacecast {gp} %{ss}.g to {lp}",
                data.align.max(1)
            );
        }
        // Reachable blocks, in reverse postorder for translation.
        let order = reverse_postorder(f, entry);
        let mut bodies: HashMap<Block, String> = HashMap::new();
        for &b in &order {
            self.out.clear();
            for &inst in f.layout.block_insts(b) {
                self.line = f.inst_line(inst).unwrap_or(0);
                self.inst(b, inst)?;
            }
            bodies.insert(b, std::mem::take(&mut self.out));
        }
        // Assemble in layout order: label, phis, body.
        let cc = if kernel { self.d.kernel_cc() } else { "" };
        let mut body = format!(
            "define {cc}{ret} {}({}){} {{\n",
            global_name(&f.name),
            params.join(", "),
            self.d.launch_bound_attrs(&f.launch_bounds)
        );
        for &b in f.layout.blocks() {
            let Some(text) = bodies.get(&b) else {
                continue;
            };
            let _ = writeln!(body, "{b}:");
            if b == entry {
                body.push_str(&prologue);
            }
            let incoming = self.incoming.get(&b).map(Vec::as_slice).unwrap_or(&[]);
            // The entry block's parameters are the function's.
            let phis = if b == entry {
                &[][..]
            } else {
                f.dfg.block_params(b)
            };
            for (k, &p) in phis.iter().enumerate() {
                let entries: Vec<String> = incoming
                    .iter()
                    .map(|(args, pred)| {
                        let a = args.get(k).map(String::as_str).unwrap_or(self.d.poison());
                        format!("[ {a}, %{pred} ]")
                    })
                    .collect();
                let _ = writeln!(
                    body,
                    "  %{p} = phi {} {}",
                    lty(self.ty(p)),
                    entries.join(", ")
                );
            }
            body.push_str(text);
        }
        for (label, text) in &self.edges {
            let _ = writeln!(body, "{label}:");
            body.push_str(text);
        }
        body.push_str("}\n");
        let fn_ty = format!("{ret} ({})*", param_tys.join(", "));
        Ok(FunctionText {
            globals,
            body,
            fn_ty,
        })
    }

    /// The label a branch of block `from` uses to reach target `n` of its
    /// terminator, `dest` with `args`: the target itself, or an edge block
    /// when the terminator reaches `dest` more than once and `dest` takes
    /// arguments. Records the phi entries.
    pub fn edge(
        &mut self,
        from: Block,
        n: usize,
        dest: Block,
        args: &[Value],
        shared: bool,
    ) -> String {
        let values: Vec<String> = args.iter().map(|&a| self.val(a)).collect();
        if shared && !args.is_empty() {
            let label = format!("{from}.e{n}");
            self.edges
                .push((label.clone(), format!("  br label %{dest}\n")));
            self.incoming
                .entry(dest)
                .or_default()
                .push((values, label.clone()));
            label
        } else {
            self.incoming
                .entry(dest)
                .or_default()
                .push((values, from.to_string()));
            dest.to_string()
        }
    }

    /// `jump dest(args)`.
    pub(super) fn jump(&mut self, from: Block, data: &InstData) -> Result<(), ExportError> {
        let InstData::Jump { dest, .. } = *data else {
            return self.malformed(data);
        };
        let args = self.f.dfg.block_call_args(&dest).to_vec();
        let l = self.edge(from, 0, dest.block, &args, false);
        let md = self.loop_attachment(from);
        self.line_out(&format!("br label %{l}{md}"));
        Ok(())
    }

    /// `, !llvm.loop !N` when `from` is the latch of a hinted loop.
    fn loop_attachment(&self, from: Block) -> String {
        match self.latch_loop_ids.get(&from) {
            Some(id) => format!(", !llvm.loop !{id}"),
            None => String::new(),
        }
    }

    /// `brif c, then(args), else(args)`.
    pub(super) fn brif(&mut self, from: Block, data: &InstData) -> Result<(), ExportError> {
        let InstData::Brif { arg, blocks, .. } = *data else {
            return self.malformed(data);
        };
        let same = blocks[0].block == blocks[1].block;
        let c = self.val(arg);
        let mut labels = Vec::new();
        for (n, call) in blocks.iter().enumerate() {
            let args = self.f.dfg.block_call_args(call).to_vec();
            labels.push(self.edge(from, n, call.block, &args, same));
        }
        let md = self.loop_attachment(from);
        self.line_out(&format!(
            "br i1 {c}, label %{}, label %{}{md}",
            labels[0], labels[1]
        ));
        Ok(())
    }

    /// `br_table x, default, [targets]`: a `switch`.
    pub(super) fn br_table(&mut self, from: Block, data: &InstData) -> Result<(), ExportError> {
        let InstData::BrTable { arg, table, .. } = *data else {
            return self.malformed(data);
        };
        let Some(jt) = self.f.dfg.jump_tables.get(table) else {
            return self.err("br_table names a missing jump table");
        };
        let entries = jt.entries.clone();
        let t = self.ty(arg);
        let x = self.val(arg);
        let mut labels = Vec::new();
        for (n, call) in entries.iter().enumerate() {
            let shared = entries.iter().filter(|c| c.block == call.block).count() > 1;
            let args = self.f.dfg.block_call_args(call).to_vec();
            labels.push(self.edge(from, n, call.block, &args, shared));
        }
        let Some((default, cases)) = labels.split_first() else {
            return self.err("br_table without a default target");
        };
        // Indices the selector's type cannot hold are never taken.
        let limit = if t.bits() >= 64 { u64::MAX } else { t.mask() };
        let arms: Vec<String> = cases
            .iter()
            .enumerate()
            .filter(|(k, _)| (*k as u64) <= limit)
            .map(|(k, l)| format!("{} {}, label %{l}", lty(t), int_const(t, k as i64)))
            .collect();
        self.line_out(&format!(
            "switch {} {x}, label %{default} [ {} ]",
            lty(t),
            arms.join("  ")
        ));
        Ok(())
    }

    /// `return args`: `ret` of the value, or of a struct of the values.
    pub(super) fn ret(&mut self, data: &InstData) -> Result<(), ExportError> {
        let InstData::MultiAry { args, .. } = *data else {
            return self.malformed(data);
        };
        let vals = args.as_slice(&self.f.dfg.value_lists).to_vec();
        match vals.as_slice() {
            [] => self.line_out("ret void"),
            [v] => {
                let tv = self.typed(*v);
                self.line_out(&format!("ret {tv}"));
            }
            vs => {
                let st = struct_ty(&vs.iter().map(|&v| self.ty(v)).collect::<Vec<_>>());
                let mut acc = self.d.poison().to_string();
                for (k, &v) in vs.iter().enumerate() {
                    let tv = self.typed(v);
                    acc = self.tmp(&format!("insertvalue {st} {acc}, {tv}, {k}"));
                }
                self.line_out(&format!("ret {st} {acc}"));
            }
        }
        Ok(())
    }

    /// `trap`: `llvm.trap` and `unreachable`.
    pub(super) fn trap(&mut self) -> Result<(), ExportError> {
        let call = self.intrinsic("void", "llvm.trap", &[]);
        self.line_out(&call);
        self.line_out("unreachable");
        Ok(())
    }

    /// `results = call fnN(args)`: pointer arguments become typed
    /// pointers; several results come back as a struct.
    pub(super) fn call(&mut self, data: &InstData, results: &[Value]) -> Result<(), ExportError> {
        let InstData::Call { func, args, .. } = *data else {
            return self.malformed(data);
        };
        let Some(decl) = self.f.func_refs.get(func) else {
            return self.err("call of an undeclared function");
        };
        let Some(callee) = self
            .m
            .function_by_name(&decl.name)
            .and_then(|id| self.m.functions.get(id))
        else {
            return self.err(format!(
                "call of %{}, which is not in the module",
                decl.name
            ));
        };
        let vals = args.as_slice(&self.f.dfg.value_lists).to_vec();
        let mut ops = Vec::new();
        for (p, &v) in callee.signature.params.iter().zip(&vals) {
            match p.kind {
                ParamKind::Pointer(space) => {
                    let pt = self.d.ptr_ty(addrspace(space), "i8");
                    let tv = self.typed(v);
                    let ptr = self.tmp(&format!("inttoptr {tv} to {pt}"));
                    ops.push(format!("{pt} {ptr}"));
                }
                ParamKind::Value => ops.push(self.typed(v)),
                ParamKind::ByVal { .. } => {
                    return self.err(format!(
                        "call of %{} with a byval parameter (only kernels take them)",
                        callee.name
                    ))
                }
            }
        }
        let name = global_name(&callee.name);
        match results {
            [] => self.line_out(&format!("call void {name}({})", ops.join(", "))),
            [r] => {
                let t = lty(self.ty(*r));
                self.def(*r, &format!("call {t} {name}({})", ops.join(", ")));
            }
            rs => {
                let st = struct_ty(&rs.iter().map(|&r| self.ty(r)).collect::<Vec<_>>());
                let agg = self.tmp(&format!("call {st} {name}({})", ops.join(", ")));
                for (k, &r) in rs.iter().enumerate() {
                    self.def(r, &format!("extractvalue {st} {agg}, {k}"));
                }
            }
        }
        Ok(())
    }
}

/// `{ T, U, ... }`.
pub(super) fn struct_ty(ts: &[Type]) -> String {
    let parts: Vec<&str> = ts.iter().map(|&t| lty(t)).collect();
    format!("{{ {} }}", parts.join(", "))
}

/// The blocks reachable from `entry`, in reverse postorder.
fn reverse_postorder(f: &Function, entry: Block) -> Vec<Block> {
    let succs = |b: Block| -> Vec<Block> {
        f.layout
            .last_inst(b)
            .map(|i| {
                f.dfg
                    .branch_destinations(i)
                    .iter()
                    .map(|c| c.block)
                    .collect()
            })
            .unwrap_or_default()
    };
    let mut seen = std::collections::HashSet::new();
    let mut post = Vec::new();
    // Iterative DFS: (block, its successors, next successor index).
    let mut stack = vec![(entry, succs(entry), 0usize)];
    seen.insert(entry);
    while let Some((b, ss, k)) = stack.last_mut() {
        if let Some(&s) = ss.get(*k) {
            *k += 1;
            if seen.insert(s) {
                let next = succs(s);
                stack.push((s, next, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    post.reverse();
    post
}
