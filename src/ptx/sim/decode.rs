//! Decoding of parsed PTX functions into an executable form.
//!
//! ```text
//!   Function (AST) ──pass 1──> label and .branchtargets positions
//!                  ──pass 2──> registers (scoped; %r<N> ranges), .param/.local
//!                              variables, [`Inst`]s with every name resolved
//! ```
//!
//! Invariants: every register operand is an index into the function's
//! register table whose width is at least the instruction type's (so reads
//! and writes never look outside a register); every branch target is a valid
//! code index. An instruction that cannot be decoded (unknown modifier,
//! unsupported opcode, undeclared name, bad operand) becomes
//! [`Op::Invalid`]: it is an error when executed, and [`super::check`]
//! lists all of them. Module- and function-scope `.shared`, `.global` and
//! `.const` variables get fixed addresses from the [`Builder`].

use super::ops::{Op, Special};
use super::{Addr, AddrOp, Src};
use crate::interp::memory::Region;
use crate::ir::Space;
use crate::ptx::parse::{AddrBase, Function, Operand, ScalarType, Statement, TypeKind, Variable};
use core::cell::Cell;
use std::collections::hash_map::Entry;
use std::collections::HashMap;

mod snippet;

pub(super) use snippet::decode_snippet;

/// Registers one function may declare (bounds the memory of a frame).
pub(super) const MAX_REGS_PER_FUNCTION: usize = 1 << 20;
/// Largest alignment a declaration may ask for.
pub(super) const MAX_ALIGN: u64 = 1 << 12;
/// Largest `.param` variable (kernel parameters included).
pub(super) const MAX_PARAM_BYTES: u64 = 1 << 16;
/// Largest `.global` / `.const` variable.
const MAX_GLOBAL_BYTES: u64 = 64 << 20;
/// All `.shared` variables of a module together (a fresh CTA copies them).
const MAX_SHARED_BYTES: u64 = 1 << 20;
/// Largest `.local` variable (the thread's local region allows 16 MiB in all).
const MAX_LOCAL_BYTES: u64 = 16 << 20;

/// Checks a declaration's size (`None`: overflow) against `max` and its
/// alignment; returns both.
pub(super) fn layout(
    name: &str,
    size: Option<u64>,
    align: u64,
    max: u64,
) -> Result<(u64, u64), String> {
    let size = size
        .filter(|&s| s <= max)
        .ok_or_else(|| format!("`{name}` is larger than {max} bytes"))?;
    if !align.is_power_of_two() || align > MAX_ALIGN {
        return Err(format!(
            "`{name}`: alignment {align} is not a power of two up to {MAX_ALIGN}"
        ));
    }
    Ok((size, align))
}

/// A decoded instruction.
#[derive(Clone, Debug)]
pub(super) struct Inst {
    pub guard: Option<(u32, bool)>,
    pub op: Op,
    pub line: u32,
    /// The column of the instruction (where the guard or opcode starts).
    pub col: u32,
    /// Counts against fuel (declarations executed as resets do not).
    pub counts: bool,
}

#[derive(Clone, Debug)]
pub(super) struct RegInfo {
    pub bits: u32,
    /// The class of the declared type (`.b32`: bits, `.f32`: float, ...).
    pub kind: TypeKind,
}

/// A `.param` variable of a frame: formal, return value or call-site argument.
#[derive(Clone, Debug)]
pub(super) struct ParamVarInfo {
    pub name: String,
    pub size: u64,
}

/// How a formal parameter receives its value.
#[derive(Clone, Debug)]
pub(super) enum Formal {
    ParamVar(u32),
    Reg(u32, ScalarType),
    /// A kernel parameter already placed in param memory.
    Fixed,
}

#[derive(Clone, Debug)]
pub(super) struct FuncCode {
    pub name: String,
    pub is_entry: bool,
    pub has_body: bool,
    pub regs: Vec<RegInfo>,
    pub param_vars: Vec<ParamVarInfo>,
    pub formals: Vec<Formal>,
    pub ret: Option<u32>,
    /// `.local` variables: (size, align), allocated per call.
    pub locals: Vec<(u64, u64)>,
    pub code: Vec<Inst>,
    pub line: u32,
}

/// What a name means.
#[derive(Clone, Debug)]
pub(super) enum Binding {
    Reg(u32),
    Addr(Addr),
    Func(u32),
}

#[derive(Default)]
struct Scope {
    names: HashMap<String, Binding>,
    /// `%r<N>`: prefix -> (first register, count).
    ranges: HashMap<String, (u32, u32)>,
}

/// Shared state while decoding a module for one launch.
pub(super) struct Builder<'a> {
    pub memory: &'a mut crate::interp::DeviceMemory,
    pub shared: Region,
    /// Bytes of all `.shared` variables placed so far.
    pub shared_bytes: u64,
    pub module_scope: HashMap<String, Binding>,
}

pub(super) fn fixed(space: Space, addr: u64) -> Addr {
    Addr::Fixed { space, addr }
}

impl Builder<'_> {
    /// Places a module- or function-scope `.global`, `.const` or `.shared`
    /// variable and returns its address.
    pub fn place(&mut self, v: &Variable) -> Result<Addr, String> {
        let max = match v.space {
            Space::Shared => MAX_SHARED_BYTES.saturating_sub(self.shared_bytes),
            _ => MAX_GLOBAL_BYTES,
        };
        let (size, align) = layout(&v.name, v.size(), v.alignment(), max)?;
        match v.space {
            Space::Shared => {
                self.shared_bytes += size;
                let a = self.shared.allocate(size, align, None);
                a.map(|a| fixed(Space::Shared, a)).map_err(|e| e.message())
            }
            Space::Global | Space::Const => {
                let bytes = init_bytes(v, size, &self.module_scope)?;
                let region = self.memory.region_mut(v.space).ok_or("no such region")?;
                let a = region.allocate(size, align, Some(bytes));
                a.map(|a| fixed(v.space, a)).map_err(|e| e.message())
            }
            other => Err(format!(
                "variable `{}` in {other} space cannot be placed here",
                v.name
            )),
        }
    }

    pub fn bind(&mut self, name: &str, addr: Addr) {
        self.module_scope
            .insert(name.to_string(), Binding::Addr(addr));
    }

    pub fn bind_function(&mut self, name: &str, index: u32) {
        self.module_scope
            .entry(name.to_string())
            .or_insert(Binding::Func(index));
    }
}

/// Places the module-scope `.global` and `.const` variables `vars` as
/// module variables of `memory` (they outlive the launch; later launches
/// find them by name): first all of them, zeroed, in order, then each
/// one's initializer, whose symbols are looked up among every module
/// variable placed (so an initializer may name any of them).
pub(super) fn place_module_vars(
    memory: &mut crate::interp::DeviceMemory,
    vars: &[&Variable],
) -> Result<(), (u32, String)> {
    let mut sizes = Vec::with_capacity(vars.len());
    for v in vars {
        let (size, align) =
            layout(&v.name, v.size(), v.alignment(), MAX_GLOBAL_BYTES).map_err(|m| (v.line, m))?;
        memory
            .define_module_var(&v.name, v.space, align, vec![0; size as usize])
            .map_err(|e| (v.line, e.to_string()))?;
        sizes.push(size);
    }
    let scope: HashMap<String, Binding> = memory
        .module_vars()
        .iter()
        .map(|m| {
            let (space, base) = (memory.space(m.buffer), memory.address(m.buffer));
            (m.name.clone(), Binding::Addr(fixed(space, base)))
        })
        .collect();
    for (v, size) in vars.iter().zip(sizes) {
        let bytes = init_bytes(v, size, &scope).map_err(|m| (v.line, m))?;
        if let Some(buffer) = memory.module_var_buffer(&v.name) {
            memory.bytes_mut(buffer).copy_from_slice(&bytes);
        }
    }
    Ok(())
}

/// The initial bytes of a `.global`/`.const` variable (zeros without initializer).
fn init_bytes(
    v: &Variable,
    size: u64,
    scope: &HashMap<String, Binding>,
) -> Result<Vec<u8>, String> {
    let mut out = vec![0u8; size as usize];
    let Some(items) = &v.init else {
        return Ok(out);
    };
    let elem = v.ty.bytes() as usize;
    for (i, item) in items.iter().enumerate() {
        let bits = match *item {
            crate::ptx::parse::InitItem::Int(x) => x,
            crate::ptx::parse::InitItem::F32(b) => match v.ty {
                ScalarType::F64 => (f32::from_bits(b) as f64).to_bits(),
                _ => b as u64,
            },
            crate::ptx::parse::InitItem::F64(b) => match v.ty {
                ScalarType::F32 => (f64::from_bits(b) as f32).to_bits() as u64,
                _ => b,
            },
            crate::ptx::parse::InitItem::Symbol {
                ref name,
                generic,
                offset,
                mask,
            } => match scope.get(name) {
                Some(Binding::Addr(Addr::Fixed { space, addr })) => {
                    let a = if generic {
                        crate::interp::memory::to_generic(*space, *addr)
                    } else {
                        *addr
                    };
                    let a = a.wrapping_add(offset as u64);
                    match mask {
                        Some(m) if m != 0 => (a & m) >> m.trailing_zeros(),
                        Some(_) => 0,
                        None => a,
                    }
                }
                _ => {
                    return Err(format!(
                        "initializer of `{}`: unknown symbol `{name}`",
                        v.name
                    ))
                }
            },
        };
        let start = i * elem;
        let dst = out
            .get_mut(start..start + elem)
            .ok_or_else(|| format!("initializer of `{}` has too many elements", v.name))?;
        let le = bits.to_le_bytes();
        dst.copy_from_slice(le.get(..elem).unwrap_or(&le));
    }
    Ok(out)
}

/// Decodes one function. `kernel_params` holds the addresses of the
/// parameters of the launched kernel (in param memory).
pub(super) fn decode_function(
    b: &mut Builder<'_>,
    f: &Function,
    kernel_params: Option<&[u64]>,
) -> Result<FuncCode, String> {
    let mut d = Decoder::new(&f.name, f.is_entry, f.body.is_some(), f.line);
    if let Some(r) = f.returns.first() {
        if f.returns.len() > 1 {
            return Err(format!(
                "function `{}` has several return parameters",
                f.name
            ));
        }
        let (size, _) = layout(&r.name, Some(r.size()), 1, MAX_PARAM_BYTES)?;
        let idx = d.param_var(&r.name, size);
        d.code.ret = Some(idx);
    }
    for (i, p) in f.params.iter().enumerate() {
        if p.is_reg {
            let r = d.declare_reg(&p.name, p.ty)?;
            d.code.formals.push(Formal::Reg(r, p.ty));
        } else if let Some(addrs) = kernel_params {
            let addr = addrs.get(i).copied().ok_or("parameter count mismatch")?;
            d.bind(&p.name, Binding::Addr(fixed(Space::Param, addr)));
            d.code.formals.push(Formal::Fixed);
        } else {
            let (size, _) = layout(&p.name, Some(p.size()), 1, MAX_PARAM_BYTES)?;
            let idx = d.param_var(&p.name, size);
            d.code.formals.push(Formal::ParamVar(idx));
        }
    }
    let Some(body) = &f.body else {
        return Ok(d.code);
    };
    d.labels(body)?;
    for s in body {
        d.statement(b, s)?;
    }
    Ok(d.code)
}

/// `nameK` of a `name<N>` range declared in `s`, with `K < N` written canonically.
fn range_lookup(s: &Scope, name: &str) -> Option<u32> {
    let digits = name.trim_start_matches(|c: char| !c.is_ascii_digit());
    let prefix = name.get(..name.len() - digits.len())?;
    let &(first, count) = s.ranges.get(prefix)?;
    let canonical = digits == "0" || !digits.starts_with('0');
    let k: u32 = digits.parse().ok()?;
    (canonical && k < count).then_some(first + k)
}

pub(super) struct Decoder {
    pub code: FuncCode,
    /// The instruction being decoded is `ld`, `st` or `cvt`, whose data
    /// registers may be wider than the instruction type.
    pub relaxed: Cell<bool>,
    scopes: Vec<Scope>,
    labels: HashMap<String, usize>,
    tables: HashMap<String, Vec<String>>,
}

impl Decoder {
    fn new(name: &str, is_entry: bool, has_body: bool, line: u32) -> Decoder {
        Decoder {
            code: FuncCode {
                name: name.to_string(),
                is_entry,
                has_body,
                regs: Vec::new(),
                param_vars: Vec::new(),
                formals: Vec::new(),
                ret: None,
                locals: Vec::new(),
                code: Vec::new(),
                line,
            },
            relaxed: Cell::new(false),
            scopes: vec![Scope::default()],
            labels: HashMap::new(),
            tables: HashMap::new(),
        }
    }

    /// Pass 1: the code positions of labels and jump tables.
    fn labels(&mut self, body: &[Statement]) -> Result<(), String> {
        let mut pos = 0usize;
        for s in body {
            match s {
                Statement::Label { name, .. } => match self.labels.entry(name.clone()) {
                    Entry::Occupied(_) => return Err(format!("label `{name}` is defined twice")),
                    Entry::Vacant(v) => {
                        v.insert(pos);
                    }
                },
                Statement::BranchTargets { name, targets, .. } => {
                    self.tables.insert(name.clone(), targets.clone());
                }
                Statement::Inst(_) => pos += 1,
                Statement::Var(v) if v.space == Space::Param => pos += 1,
                _ => {}
            }
        }
        Ok(())
    }

    /// Pass 2: one statement (scopes, declarations, instructions).
    fn statement(&mut self, b: &mut Builder<'_>, s: &Statement) -> Result<(), String> {
        match s {
            Statement::OpenScope { .. } => self.scopes.push(Scope::default()),
            Statement::CloseScope { .. } => {
                if self.scopes.len() > 1 {
                    self.scopes.pop();
                }
            }
            Statement::Reg {
                ty, vector, names, ..
            } => {
                if vector.is_some() {
                    return Err("vector registers are not supported".into());
                }
                for n in names {
                    match n.count {
                        None => {
                            self.declare_reg(&n.name, *ty)?;
                        }
                        Some(count) => self.declare_range(&n.name, count, *ty)?,
                    }
                }
            }
            Statement::Var(v) => self.variable(b, v)?,
            Statement::Inst(i) => {
                let op = self.instruction(b, i).unwrap_or_else(Op::Invalid);
                let guard = match &i.guard {
                    None => None,
                    Some(g) => match self.pred_reg(&g.reg) {
                        Ok(r) => Some((r, g.negated)),
                        Err(m) => {
                            self.push(Op::Invalid(m), None, i.line, i.col);
                            return Ok(());
                        }
                    },
                };
                self.push(op, guard, i.line, i.col);
            }
            Statement::Label { .. } | Statement::BranchTargets { .. } => {}
        }
        Ok(())
    }

    fn push(&mut self, op: Op, guard: Option<(u32, bool)>, line: u32, col: u32) {
        let counts = !matches!(op, Op::ResetParam(_));
        self.code.code.push(Inst {
            guard,
            op,
            line,
            col,
            counts,
        });
    }

    fn bind(&mut self, name: &str, b: Binding) {
        if let Some(s) = self.scopes.last_mut() {
            s.names.insert(name.to_string(), b);
        }
    }

    fn param_var(&mut self, name: &str, size: u64) -> u32 {
        let idx = self.code.param_vars.len() as u32;
        self.code.param_vars.push(ParamVarInfo {
            name: name.to_string(),
            size,
        });
        self.bind(name, Binding::Addr(Addr::ParamVar(idx)));
        idx
    }

    fn new_regs(&mut self, name: &str, count: u32, ty: ScalarType) -> Result<u32, String> {
        let first = self.code.regs.len();
        if first + count as usize > MAX_REGS_PER_FUNCTION {
            return Err(format!(
                "function `{}` declares more than {MAX_REGS_PER_FUNCTION} registers",
                self.code.name
            ));
        }
        if ty.bits() > 64 {
            return Err(format!(
                "register `{name}`: {ty} registers are not supported"
            ));
        }
        self.code.regs.extend((0..count).map(|_| RegInfo {
            bits: ty.bits(),
            kind: ty.kind(),
        }));
        Ok(first as u32)
    }

    fn declare_reg(&mut self, name: &str, ty: ScalarType) -> Result<u32, String> {
        let r = self.new_regs(name, 1, ty)?;
        self.bind(name, Binding::Reg(r));
        Ok(r)
    }

    fn declare_range(&mut self, prefix: &str, count: u32, ty: ScalarType) -> Result<(), String> {
        let first = self.new_regs(prefix, count, ty)?;
        if let Some(s) = self.scopes.last_mut() {
            s.ranges.insert(prefix.to_string(), (first, count));
        }
        Ok(())
    }

    fn variable(&mut self, b: &mut Builder<'_>, v: &Variable) -> Result<(), String> {
        match v.space {
            Space::Param => {
                let (size, _) = layout(&v.name, v.size(), v.alignment(), MAX_PARAM_BYTES)?;
                let idx = self.param_var(&v.name, size);
                self.push(Op::ResetParam(idx), None, v.line, v.col);
            }
            Space::Local => {
                let (size, align) = layout(&v.name, v.size(), v.alignment(), MAX_LOCAL_BYTES)?;
                let idx = self.code.locals.len() as u32;
                self.code.locals.push((size, align));
                self.bind(&v.name, Binding::Addr(Addr::Local(idx)));
            }
            _ => {
                let a = b.place(v)?;
                self.bind(&v.name, Binding::Addr(a));
            }
        }
        Ok(())
    }

    fn lookup(&self, b: &Builder<'_>, name: &str) -> Option<Binding> {
        for s in self.scopes.iter().rev() {
            if let Some(x) = s.names.get(name) {
                return Some(x.clone());
            }
            if let Some(r) = range_lookup(s, name) {
                return Some(Binding::Reg(r));
            }
        }
        b.module_scope.get(name).cloned()
    }

    pub fn reg(&self, name: &str) -> Result<u32, String> {
        for s in self.scopes.iter().rev() {
            if let Some(x) = s.names.get(name) {
                return match x {
                    Binding::Reg(r) => Ok(*r),
                    _ => Err(format!("`{name}` is not a register")),
                };
            }
            if let Some(r) = range_lookup(s, name) {
                return Ok(r);
            }
        }
        Err(format!("register `{name}` is not declared"))
    }

    pub fn reg_bits(&self, r: u32) -> u32 {
        self.code.regs.get(r as usize).map_or(0, |x| x.bits)
    }

    pub fn pred_reg(&self, name: &str) -> Result<u32, String> {
        let r = self.reg(name)?;
        if self.reg_bits(r) != 1 {
            return Err(format!("`{name}` is not a predicate register"));
        }
        Ok(r)
    }

    /// A destination register able to hold a `ty`.
    pub fn dst(&self, o: &Operand, ty: ScalarType) -> Result<u32, String> {
        let Operand::Reg(name) = o else {
            return Err(format!("expected a destination register, found {o:?}"));
        };
        let r = self.reg(name)?;
        self.check_width(r, name, ty)?;
        Ok(r)
    }

    /// PTX's operand rules: the register has the instruction type's size
    /// (or is wider, for `ld`/`st`/`cvt`); `.u`/`.s` types take bit-size
    /// and integer registers, `.f` types bit-size and float registers, `.b`
    /// types any register; predicates only predicate registers.
    fn check_width(&self, r: u32, name: &str, ty: ScalarType) -> Result<(), String> {
        let Some(reg) = self.code.regs.get(r as usize) else {
            return Err(format!("register `{name}` is not declared"));
        };
        let ok = if ty == ScalarType::Pred || reg.kind == TypeKind::Pred {
            ty == ScalarType::Pred && reg.kind == TypeKind::Pred
        } else {
            let size_ok = if self.relaxed.get() {
                reg.bits >= ty.bits()
            } else {
                reg.bits == ty.bits()
            };
            let kind_ok = match ty.kind() {
                TypeKind::Signed | TypeKind::Unsigned => reg.kind != TypeKind::Float,
                TypeKind::Float => matches!(reg.kind, TypeKind::Bits | TypeKind::Float),
                _ => true,
            };
            size_ok && kind_ok
        };
        if ok {
            Ok(())
        } else {
            Err(format!(
                "register `{name}` ({}-bit {:?}) cannot be a {ty} operand",
                reg.bits, reg.kind
            ))
        }
    }

    /// A source operand read as `ty`.
    pub fn src(&self, b: &Builder<'_>, o: &Operand, ty: ScalarType) -> Result<Src, String> {
        let bits = ty.bits();
        let mask = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        match o {
            Operand::Reg(name) => {
                let r = self.reg(name)?;
                self.check_width(r, name, ty)?;
                Ok(Src::Reg(r))
            }
            Operand::NotReg(name) if ty == ScalarType::Pred => {
                Ok(Src::NotReg(self.pred_reg(name)?))
            }
            Operand::Int(v) => match (ty.kind(), bits) {
                (TypeKind::Float, 32) => Ok(Src::Imm((*v as i64 as f32).to_bits() as u64)),
                (TypeKind::Float, 64) => Ok(Src::Imm((*v as i64 as f64).to_bits())),
                (TypeKind::Float, _) => Err(format!("{ty} immediates are not supported")),
                _ => Ok(Src::Imm(v & mask)),
            },
            Operand::F32(x) => match (ty, bits) {
                (ScalarType::F64, _) => Ok(Src::Imm((f32::from_bits(*x) as f64).to_bits())),
                (ScalarType::F32 | ScalarType::B32, _) => Ok(Src::Imm(*x as u64)),
                _ => Err(format!("an f32 immediate cannot be a {ty} operand")),
            },
            Operand::F64(x) => match ty {
                ScalarType::F32 => Ok(Src::Imm((f64::from_bits(*x) as f32).to_bits() as u64)),
                ScalarType::F64 | ScalarType::B64 => Ok(Src::Imm(*x)),
                _ => Err(format!("an f64 immediate cannot be a {ty} operand")),
            },
            Operand::Special(name) => Special::from_name(name)
                .map(Src::Special)
                .ok_or_else(|| format!("special register `{name}` is not supported")),
            Operand::Symbol(name) => match self.lookup(b, name) {
                Some(Binding::Addr(a)) if ty.kind() != TypeKind::Float && bits >= 32 => {
                    Ok(Src::Addr(a))
                }
                Some(Binding::Reg(r)) => {
                    self.check_width(r, name, ty)?;
                    Ok(Src::Reg(r))
                }
                Some(_) => Err(format!("`{name}` cannot be a {ty} operand")),
                None => Err(format!("`{name}` is not declared")),
            },
            other => Err(format!("unexpected operand {other:?}")),
        }
    }

    /// A memory operand.
    pub fn addr(&self, b: &Builder<'_>, o: &Operand) -> Result<AddrOp, String> {
        let Operand::Address { base, offset } = o else {
            return Err(format!("expected an address `[...]`, found {o:?}"));
        };
        match base {
            AddrBase::None => Ok(AddrOp::Abs(*offset as u64)),
            AddrBase::Reg(name) => {
                let r = self.reg(name)?;
                if self.reg_bits(r) < 32 {
                    return Err(format!("`{name}` is too narrow to hold an address"));
                }
                Ok(AddrOp::Reg(r, *offset))
            }
            AddrBase::Symbol(name) => match self.lookup(b, name) {
                Some(Binding::Addr(a)) => Ok(AddrOp::Sym(a, *offset)),
                Some(Binding::Reg(r)) if self.reg_bits(r) >= 32 => Ok(AddrOp::Reg(r, *offset)),
                _ => Err(format!("`{name}` is not a variable")),
            },
        }
    }

    pub fn label(&self, o: &Operand) -> Result<usize, String> {
        match o {
            Operand::Symbol(name) | Operand::Reg(name) => self
                .labels
                .get(name)
                .copied()
                .ok_or_else(|| format!("label `{name}` is not defined")),
            other => Err(format!("expected a label, found {other:?}")),
        }
    }

    pub fn table(&self, o: &Operand) -> Result<Vec<usize>, String> {
        let Operand::Symbol(name) = o else {
            return Err(format!("expected a .branchtargets label, found {o:?}"));
        };
        let targets = self
            .tables
            .get(name)
            .ok_or_else(|| format!("`{name}` is not a .branchtargets list"))?;
        targets
            .iter()
            .map(|t| self.label(&Operand::Symbol(t.clone())))
            .collect()
    }

    pub fn function(&self, b: &Builder<'_>, o: &Operand) -> Result<u32, String> {
        match o {
            Operand::Symbol(name) => match self.lookup(b, name) {
                Some(Binding::Func(i)) => Ok(i),
                _ => Err(format!("`{name}` is not a function")),
            },
            other => Err(format!("expected a function name, found {other:?}")),
        }
    }

    /// A `.param` variable named by a call's argument or return list.
    pub fn param_operand(&self, b: &Builder<'_>, o: &Operand) -> Result<u32, String> {
        match o {
            Operand::Symbol(name) => match self.lookup(b, name) {
                Some(Binding::Addr(Addr::ParamVar(i))) => Ok(i),
                _ => Err(format!(
                    "`{name}` is not a .param variable of this function"
                )),
            },
            other => Err(format!("expected a .param variable, found {other:?}")),
        }
    }
}
