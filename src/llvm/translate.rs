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
//!   addrspace(3) global            shared_slot of the one function using it
//!   load/store in addrspace N      load/store in space generic/global/shared/
//!                                  const/local (0/1/3/4/5)
//!   intrinsics                     sreg, barrier, fma, sqrt, min/max, ...
//!   cmpxchg { old, ok }            two values; extractvalue picks one
//! ```
//!
//! Invariants: every LLVM value maps to exactly one ptxlift value (casts
//! that change nothing alias their operand); every error names the
//! construct and carries the instruction's line and the function.

mod calls;
mod convert;
mod globals;

use super::ast::*;
use super::layout::{size_align, struct_fields};
use super::ImportError;
use std::collections::HashMap;
use std::fmt::Write;

type TResult<T> = Result<T, ImportError>;

/// Translates a whole module.
pub fn translate(m: &Module) -> TResult<String> {
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
        if g.addrspace != 3 {
            return Err(ImportError::at(
                g.line,
                0,
                format!(
                    "global @{} in address space {}: only shared-memory (addrspace 3) globals are supported so far",
                    g.name, g.addrspace
                ),
            ));
        }
    }
    globals::check_shared_users(m)?;
    let mut out = String::new();
    for f in m.functions.iter().filter(|f| !f.blocks.is_empty()) {
        let text = FunctionTranslator::new(m, f).run().map_err(|mut e| {
            e.function.get_or_insert_with(|| f.name.clone());
            e
        })?;
        out.push_str(&text);
        out.push('\n');
    }
    Ok(out)
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
    /// Shared globals → `shN`.
    shared: HashMap<String, String>,
    /// Device functions called → `fnN`.
    callees: HashMap<String, String>,
    /// The body being written.
    body: String,
    /// Line of the instruction being translated.
    line: u32,
    /// Blocks added for `switch` compare chains (numbered after LLVM's).
    extra_blocks: usize,
}

impl<'m> FunctionTranslator<'m> {
    fn new(m: &'m Module, f: &'m Function) -> Self {
        FunctionTranslator {
            m,
            f,
            locals: HashMap::new(),
            next_value: 0,
            blocks: HashMap::new(),
            phis: HashMap::new(),
            preamble: Vec::new(),
            shared: HashMap::new(),
            callees: HashMap::new(),
            body: String::new(),
            line: f.line,
            extra_blocks: 0,
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
                v
            }
        }
    }

    fn emit(&mut self, line: &str) {
        self.body.push_str("    ");
        self.body.push_str(line);
        self.body.push('\n');
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

    /// The value of an operand of type `ty` (constants are materialised).
    fn operand(&mut self, ty: &Ty, op: &Operand) -> TResult<String> {
        match op {
            Operand::Local(n) => match self.locals.get(n) {
                Some(Val::Agg(_)) => self.err(format!("%{n} is an aggregate; use extractvalue")),
                _ => Ok(self.local(n)),
            },
            Operand::Int(k) => {
                let t = match ty {
                    Ty::Ptr(_) => "i64",
                    t => match scalar(t) {
                        Some(t) if t.starts_with('i') => t,
                        _ => return self.err("an integer constant of a non-integer type"),
                    },
                };
                let k = if t == "i1" { *k & 1 } else { *k };
                Ok(self.def(&format!("iconst.{t} {k}")))
            }
            Operand::Null | Operand::Undef | Operand::Zero => match scalar(ty) {
                Some("f32") => Ok(self.def("f32const 0.0")),
                Some("f64") => Ok(self.def("f64const 0.0")),
                Some(t) => Ok(self.def(&format!("iconst.{t} 0"))),
                None => self.err("an undefined or zero aggregate operand"),
            },
            Operand::Float(lit) => {
                let value = match (ty, lit) {
                    (Ty::Float(32), FloatLit::HexDouble(bits)) => {
                        format!("{:?}", f64::from_bits(*bits) as f32)
                    }
                    (Ty::Float(64), FloatLit::HexDouble(bits)) => {
                        format!("{:?}", f64::from_bits(*bits))
                    }
                    (Ty::Float(32), FloatLit::Decimal(d)) => format!("{:?}", *d as f32),
                    (Ty::Float(64), FloatLit::Decimal(d)) => format!("{d:?}"),
                    _ => return self.err("a float constant of an unsupported type"),
                };
                let value = float_text(&value);
                Ok(match ty {
                    Ty::Float(32) => self.def(&format!("f32const {value}")),
                    _ => self.def(&format!("f64const {value}")),
                })
            }
            Operand::Global(name) => self.global_address(name),
            Operand::Expr(e) => self.const_expr(e),
            _ => self.err("an unsupported operand (aggregate constant or metadata)"),
        }
    }

    fn const_expr(&mut self, e: &ConstExpr) -> TResult<String> {
        match e {
            ConstExpr::Cast(op, from, v, to) => {
                let x = self.operand(from, v)?;
                self.cast(op, from, &x, to)
            }
            ConstExpr::Gep(elem, pty, p, idx) => {
                let base = self.operand(pty, p)?;
                self.gep(elem, &base, idx)
            }
        }
    }

    // ---- the function ----

    fn run(mut self) -> TResult<String> {
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
        for (ty, name) in &f.params {
            let Some(t) = scalar(ty) else {
                return self.err(format!(
                    "parameter %{name} has an unsupported type (aggregates by value are not supported yet)"
                ));
            };
            let annot = match ty {
                Ty::Ptr(1) => " global",
                Ty::Ptr(0) if kernel => " global",
                Ty::Ptr(0) => " generic",
                Ty::Ptr(3) if !kernel => " shared",
                Ty::Ptr(4) => " const",
                Ty::Ptr(5) if !kernel => " local",
                _ => "",
            };
            params.push(format!("{t}{annot}"));
            let v = self.local(name);
            entry_params.push(format!("{v}: {t}"));
        }
        let ret = match &f.ret {
            Ty::Void => String::new(),
            t => match scalar(t) {
                Some(s) if !kernel => format!(" -> {s}"),
                Some(_) => return self.err("a kernel must return void"),
                None => {
                    return self
                        .err("the return type is not supported (aggregates are not supported yet)")
                }
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
                    for (r, _, ty) in &phis {
                        let Some(t) = scalar(ty) else {
                            self.line = b.insts.first().map_or(self.line, |i| i.line);
                            return self.err("a phi of an unsupported type");
                        };
                        let v = self.local(r);
                        ps.push(format!("{v}: {t}"));
                    }
                    format!("block{k}({}):", ps.join(", "))
                }
            };
            if k > 0 {
                self.body.push('\n');
            }
            self.body.push_str(&header);
            self.body.push('\n');
            for inst in &b.insts {
                self.line = inst.line;
                if matches!(inst.op, Op::Phi(..)) {
                    continue;
                }
                self.inst(inst, &b.label, kernel)?;
            }
        }
        let mut out = String::new();
        let head = if kernel { "kernel" } else { "function" };
        let _ = writeln!(out, "{head} %{}({}){ret} {{", f.name, params.join(", "));
        for p in &self.preamble {
            let _ = writeln!(out, "    {p}");
        }
        out.push_str(&self.body);
        out.push_str("}\n");
        Ok(out)
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
            args.push(self.operand(&ty, v)?);
        }
        Ok(format!("{block}({})", args.join(", ")))
    }

    fn inst(&mut self, inst: &'m Inst, block: &str, kernel: bool) -> TResult<()> {
        let r = &inst.result;
        match &inst.op {
            Op::Binary(op, ty, a, b) => {
                let Some(t) = scalar(ty) else {
                    return self.err(format!(
                        "`{op}` on {ty:?} is not supported (vectors are not supported yet)"
                    ));
                };
                let x = self.operand(ty, a)?;
                let y = self.operand(ty, b)?;
                let name = match op.as_str() {
                    "add" => "iadd",
                    "sub" => "isub",
                    "mul" => "imul",
                    "sdiv" | "udiv" | "srem" | "urem" => op.as_str(),
                    "and" => "band",
                    "or" => "bor",
                    "xor" => "bxor",
                    "fadd" | "fsub" | "fmul" | "fdiv" => op.as_str(),
                    "shl" | "lshr" | "ashr" => {
                        let amount = self.shift_amount(t, &y)?;
                        let name = match op.as_str() {
                            "shl" => "ishl",
                            "lshr" => "ushr",
                            _ => "sshr",
                        };
                        let v = self.def(&format!("{name} {x}, {amount}"));
                        return self.bind(r, Val::One(v));
                    }
                    other => return self.err(format!("`{other}` is not supported")),
                };
                let v = self.def(&format!("{name} {x}, {y}"));
                self.bind(r, Val::One(v))
            }
            Op::Fneg(ty, a) => {
                let x = self.operand(ty, a)?;
                let v = self.def(&format!("fneg {x}"));
                self.bind(r, Val::One(v))
            }
            Op::Cmp(is_float, pred, ty, a, b) => {
                if scalar(ty).is_none() {
                    return self.err("comparisons of vectors are not supported yet");
                }
                let v = match pred.as_str() {
                    "true" => self.def("iconst.i1 1"),
                    "false" => self.def("iconst.i1 0"),
                    p => {
                        let x = self.operand(ty, a)?;
                        let y = self.operand(ty, b)?;
                        let ok = if *is_float {
                            matches!(
                                p,
                                "oeq"
                                    | "one"
                                    | "olt"
                                    | "ole"
                                    | "ogt"
                                    | "oge"
                                    | "ueq"
                                    | "une"
                                    | "ult"
                                    | "ule"
                                    | "ugt"
                                    | "uge"
                                    | "ord"
                                    | "uno"
                            )
                        } else {
                            matches!(
                                p,
                                "eq" | "ne"
                                    | "slt"
                                    | "sle"
                                    | "sgt"
                                    | "sge"
                                    | "ult"
                                    | "ule"
                                    | "ugt"
                                    | "uge"
                            )
                        };
                        if !ok {
                            return self.err(format!("unknown comparison `{p}`"));
                        }
                        let name = if *is_float { "fcmp" } else { "icmp" };
                        self.def(&format!("{name} {p} {x}, {y}"))
                    }
                };
                self.bind(r, Val::One(v))
            }
            Op::Select((ct, c), (at, a), (bt, b)) => {
                let c = self.operand(ct, c)?;
                let x = self.operand(at, a)?;
                let y = self.operand(bt, b)?;
                let v = self.def(&format!("select {c}, {x}, {y}"));
                self.bind(r, Val::One(v))
            }
            Op::Cast(op, from, a, to) => {
                let x = self.operand(from, a)?;
                let v = self.cast(op, from, &x, to)?;
                self.bind(r, Val::One(v))
            }
            Op::Freeze(ty, a) => {
                let x = self.operand(ty, a)?;
                self.bind(r, Val::One(x))
            }
            Op::Gep(elem, (pty, p), idx) => {
                let base = self.operand(pty, p)?;
                let v = self.gep(elem, &base, idx)?;
                self.bind(r, Val::One(v))
            }
            Op::Load {
                ty,
                ptr: (pty, p),
                align,
                ..
            } => {
                let Some(t) = scalar(ty) else {
                    return self.err("loads of aggregates and vectors are not supported yet");
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
                value: (vt, v),
                ptr: (pty, p),
                align,
                ..
            } => {
                if scalar(vt).is_none() {
                    return self.err("stores of aggregates and vectors are not supported yet");
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
            Op::Alloca(ty, count, align) => {
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
                let ss = format!(
                    "ss{}",
                    self.preamble.iter().filter(|p| p.starts_with("ss")).count()
                );
                let align = if *align > 0 { *align } else { natural }.clamp(1, 128);
                let bytes = size.saturating_mul(n).max(1);
                self.preamble
                    .push(format!("{ss} = explicit_slot {bytes}, align {align}"));
                let local = self.def(&format!("stack_addr.i64 {ss}"));
                let v = self.def(&format!("to_generic local {local}"));
                self.bind(r, Val::One(v))
            }
            Op::Call(ret, callee, args) => self.call(r, ret, callee, args, kernel),
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
                let mut next_block = self.blocks.len() + self.extra_blocks;
                for (k, (value, target)) in cases.iter().enumerate() {
                    let kv = self.def(&format!("iconst.{t} {value}"));
                    let c = self.def(&format!("icmp eq {x}, {kv}"));
                    let to = self.edge(block, target)?;
                    let rest = if k + 1 == cases.len() {
                        self.edge(block, default)?
                    } else {
                        format!("block{next_block}")
                    };
                    self.emit(&format!("brif {c}, {to}, {rest}"));
                    if k + 1 < cases.len() {
                        self.body.push_str(&format!("\nblock{next_block}:\n"));
                        next_block += 1;
                        self.extra_blocks += 1;
                    }
                }
                Ok(())
            }
            Op::Ret(None) => {
                self.emit("return");
                Ok(())
            }
            Op::Ret(Some((ty, v))) => {
                let x = self.operand(ty, v)?;
                self.emit(&format!("return {x}"));
                Ok(())
            }
            Op::Unreachable => {
                self.emit("trap");
                Ok(())
            }
            Op::ExtractValue((_, agg), idx) => {
                let Operand::Local(n) = agg else {
                    return self.err("extractvalue of a constant is not supported");
                };
                let mut v = match self.locals.get(n) {
                    Some(v) => v.clone(),
                    None => {
                        return self.err(format!(
                            "extractvalue of %{n}, which is not an aggregate the importer built"
                        ))
                    }
                };
                for &i in idx {
                    v = match v {
                        Val::Agg(items) => match items.get(i as usize) {
                            Some(x) => x.clone(),
                            None => return self.err("extractvalue index out of range"),
                        },
                        Val::One(_) => return self.err("extractvalue of a scalar"),
                    };
                }
                self.bind(r, v)
            }
            Op::InsertValue((aty, agg), (vt, v), idx) => {
                let mut base = match agg {
                    Operand::Local(n) => match self.locals.get(n) {
                        Some(v @ Val::Agg(_)) => v.clone(),
                        _ => {
                            return self.err(format!(
                            "insertvalue into %{n}, which is not an aggregate the importer built"
                        ))
                        }
                    },
                    Operand::Undef | Operand::Zero => self.zero_agg(aty)?,
                    _ => return self.err("insertvalue into a constant aggregate is not supported"),
                };
                let x = self.operand(vt, v)?;
                if !set_path(&mut base, idx, Val::One(x)) {
                    return self.err("insertvalue index out of range");
                }
                self.bind(r, base)
            }
            Op::AtomicRmw(op, (pty, p), (vt, v)) => {
                let Ty::Ptr(asp) = pty else {
                    return self.err("atomicrmw on a non-pointer");
                };
                let sp = match space(*asp) {
                    Some(s @ ("global" | "shared" | "generic")) => s,
                    _ => {
                        return self
                            .err(format!("atomicrmw in address space {asp} is not supported"))
                    }
                };
                let name = match op.as_str() {
                    "add" | "fadd" | "sub" | "fsub" => "add",
                    "min" => "smin",
                    "max" => "smax",
                    "umin" | "umax" | "and" | "or" | "xor" | "xchg" => op.as_str(),
                    other => return self.err(format!("atomicrmw `{other}` is not supported")),
                };
                let a = self.operand(pty, p)?;
                let x = self.operand(vt, v)?;
                // Subtraction is the addition of the negation.
                let x = match op.as_str() {
                    "sub" => self.def(&format!("ineg {x}")),
                    "fsub" => self.def(&format!("fneg {x}")),
                    _ => x,
                };
                let v = self.def(&format!("atomic_rmw {name} {sp} {a}, {x}"));
                self.bind(r, Val::One(v))
            }
            Op::CmpXchg((pty, p), (ct, c), (nt, n)) => {
                let Ty::Ptr(asp) = pty else {
                    return self.err("cmpxchg on a non-pointer");
                };
                let sp = match space(*asp) {
                    Some(s @ ("global" | "shared" | "generic")) => s,
                    _ => {
                        return self.err(format!("cmpxchg in address space {asp} is not supported"))
                    }
                };
                let a = self.operand(pty, p)?;
                let e = self.operand(ct, c)?;
                let x = self.operand(nt, n)?;
                let old = self.def(&format!("atomic_cas {sp} {a}, {e}, {x}"));
                let ok = self.def(&format!("icmp eq {old}, {e}"));
                self.bind(r, Val::Agg(vec![Val::One(old), Val::One(ok)]))
            }
            Op::Fence(scope) => {
                let s = match scope.as_str() {
                    "block" | "cta" => "cta",
                    "device" => "gpu",
                    _ => "sys",
                };
                self.emit(&format!("fence {s}"));
                Ok(())
            }
            Op::Phi(..) => Ok(()),
            Op::ExtractElement(..) | Op::InsertElement(..) | Op::Shuffle(..) => {
                self.err("vector instructions are not supported yet")
            }
        }
    }

    fn zero_agg(&mut self, ty: &Ty) -> TResult<Val> {
        if let Some((fields, _)) = struct_fields(ty, &self.m.types) {
            let fields = fields.to_vec();
            let mut items = Vec::new();
            for f in &fields {
                items.push(self.zero_agg(f)?);
            }
            return Ok(Val::Agg(items));
        }
        if let Ty::Array(n, elem) = ty {
            if *n > 64 {
                return self
                    .err("aggregates of more than 64 elements in registers are not supported");
            }
            let mut items = Vec::new();
            for _ in 0..*n {
                items.push(self.zero_agg(elem)?);
            }
            return Ok(Val::Agg(items));
        }
        Ok(Val::One(self.operand(ty, &Operand::Zero)?))
    }

    fn align_suffix(&self, align: u64) -> String {
        if align > 0 {
            format!(" align {align}")
        } else {
            String::new()
        }
    }
}

/// Sets the member of `agg` at `path` to `v`; false if the path is bad.
fn set_path(agg: &mut Val, path: &[u64], v: Val) -> bool {
    match path.split_first() {
        None => {
            *agg = v;
            true
        }
        Some((&i, rest)) => match agg {
            Val::Agg(items) => match items.get_mut(i as usize) {
                Some(item) => set_path(item, rest, v),
                None => false,
            },
            Val::One(_) => false,
        },
    }
}

/// A float as the `.plir` lexer reads it (`inf`, `nan`, decimals).
fn float_text(debug: &str) -> String {
    match debug {
        "inf" => "inf".into(),
        "-inf" => "-inf".into(),
        "NaN" => "nan".into(),
        s => s.to_string(),
    }
}
