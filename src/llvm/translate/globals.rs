//! Module globals: a shared-memory variable used by one function becomes a
//! shared slot of that function; one used by several becomes a slot of
//! each kernel that reaches it, directly or through its callees, and a
//! device function reaching it gets its shared address as a hidden
//! trailing parameter (`i64 shared`), so a kernel and all the functions it
//! calls see one variable per CTA. Constant-memory globals (addrspace 4) with
//! initialisers become module constant data, and global-memory ones
//! (addrspace 1, and generic addrspace 0, which NVPTX places in global
//! memory: CUDA's `__device__` variables) module global data, which every
//! function using one declares. LLVM's own globals (`@llvm.used`,
//! `@llvm.compiler.used`, `section "llvm.metadata"`) are ignored. An
//! external or zero-size shared global (CUDA's `extern __shared__ T a[]`)
//! is dynamic shared memory: every function using it declares a dynamic
//! shared slot of its own (`shared_slot extern`), and all of them start at
//! the launch's dynamic shared memory.
//!
//! ```text
//!   @tile = addrspace(3) global [64 x float]      kernel: a 256-byte shared variable
//!   @smem = external addrspace(3) global [0 x i32] each user: sh0 = shared_slot extern, align 4
//!   define void @dev(i32 %i) uses @tile           function %dev(i32, i64 shared)
//!   call void @dev(i32 %k) in the kernel          call fn0(v5, <shared_addr of it>)
//!   @t = addrspace(4) constant [4 x i32] [...]   constant data %t: 16 bytes, align 4
//!   a use of @t in a function                    a declaration of %t; const_addr.i64
//!   @g = addrspace(1) global i32 7               global data %g: 4 bytes, align 4
//!   a use of @g (addrspace 1 / 0)                global_addr (then to_generic global)
//! ```
//!
//! Initialisers are laid out by [`initialiser`](super::initialiser), with
//! the addresses of other globals as relocations of the module data.

use super::initialiser::{encode, order_by_address_use, reloc, Encoded};
use super::{FunctionTranslator, TResult};
use crate::ir::{ConstData, DataSpace, InstBuilder, SourceLoc, Space, Type, Value};
use crate::llvm::ast::{ConstExpr, Global, Module, Op, Operand, Typed};
use crate::llvm::layout::size_align;
use crate::llvm::ImportError;
use std::collections::{HashMap, HashSet};

/// The module's constant and global globals as IR module data.
#[derive(Default)]
pub(super) struct ConstGlobals {
    /// LLVM global name → module-data name in the IR.
    pub names: HashMap<String, String>,
    /// The constant data, each with the `.ll` line of its global.
    pub data: Vec<(ConstData, u32)>,
}

/// The IR object an LLVM global of `addrspace` becomes, if any: constant
/// data (4) or global data (1, and 0: generic globals live in global
/// memory); shared ones (3) become shared variables instead.
pub(super) fn data_space(addrspace: u32) -> Option<DataSpace> {
    match addrspace {
        4 => Some(DataSpace::Const),
        0 | 1 => Some(DataSpace::Global),
        _ => None,
    }
}

/// Makes every addrspace(4) global constant data and every addrspace(1)
/// and addrspace(0) global (but LLVM's own metadata globals) global data:
/// checks it has an initialiser, encodes it, and gives it a name the IR
/// and PTX accept.
pub(super) fn const_globals(m: &Module) -> Result<ConstGlobals, ImportError> {
    let mut out = ConstGlobals::default();
    let mut taken: HashSet<String> = m.functions.iter().map(|f| f.name.clone()).collect();
    // Each object with its initialiser's addresses, still by LLVM name.
    let mut objects = Vec::new();
    for g in m.globals.iter().filter(|g| !g.is_metadata()) {
        let Some(space) = data_space(g.addrspace) else {
            continue;
        };
        let fail = |message: String| ImportError {
            line: g.line,
            col: 0,
            function: None,
            message: format!("{} global @{}: {message}", what(g), g.name),
        };
        let Some(init) = &g.init else {
            return Err(fail(format!(
                "an external {} has no initialiser to place; define it in this module",
                what(g)
            )));
        };
        let Some((size, natural)) = size_align(&g.ty, &m.types) else {
            return Err(fail("its type has no size".into()));
        };
        let max = match space {
            DataSpace::Const => crate::ir::MAX_CONST_BYTES,
            DataSpace::Global => crate::ir::MAX_GLOBAL_DATA_BYTES,
        };
        if size == 0 || size > max {
            return Err(fail(format!(
                "{size} bytes; {} data takes 1 to {max} bytes",
                what(g)
            )));
        }
        let mut enc = Encoded {
            bytes: vec![0u8; size as usize],
            addrs: Vec::new(),
        };
        encode(m, &g.ty, init, &mut enc, 0).map_err(fail)?;
        let mut bytes = enc.bytes;
        // Trailing zeros need not be written.
        let used = bytes.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
        bytes.truncate(used);
        let align = if g.align > 0 { g.align } else { natural }.clamp(1, 128);
        let name = unique_name(&g.name, &mut taken);
        out.names.insert(g.name.clone(), name.clone());
        // Both fit: `size` is at most MAX_GLOBAL_DATA_BYTES, `align` 128.
        let data = ConstData {
            name,
            space,
            align: align as u32,
            size: size as u32,
            init: bytes,
            relocs: Vec::new(),
        };
        objects.push((g, data, enc.addrs));
    }
    // The addresses, now that every object has its IR name.
    let by_llvm_name: HashMap<&str, (&ConstData, u32)> = objects
        .iter()
        .map(|(g, d, _)| (g.name.as_str(), (d, g.addrspace)))
        .collect();
    let mut relocs = Vec::with_capacity(objects.len());
    for (g, _, addrs) in &objects {
        let r: Result<Vec<_>, String> = addrs.iter().map(|a| reloc(a, &by_llvm_name)).collect();
        relocs.push(r.map_err(|message| ImportError {
            line: g.line,
            col: 0,
            function: None,
            message: format!("{} global @{}: {message}", what(g), g.name),
        })?);
    }
    let data = objects
        .into_iter()
        .zip(relocs)
        .map(|((g, mut d, _), relocs)| {
            d.relocs = relocs;
            (d, g.line)
        })
        .collect();
    out.data = order_by_address_use(data)?;
    Ok(out)
}

/// What module data global `g` is, for messages: `constant` or `global`.
fn what(g: &Global) -> &'static str {
    match data_space(g.addrspace) {
        Some(DataSpace::Const) => "constant",
        _ => "global",
    }
}

/// A constant-data name for LLVM global `name`: letters, digits, `_`
/// and `$` (others become `_`), not starting with a digit, `$` or `__`
/// (PTX identifiers; `__` is ptxlift's), and none of the `taken` names.
fn unique_name(name: &str, taken: &mut HashSet<String>) -> String {
    let mut base: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '$' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if base.is_empty()
        || base.starts_with(|c: char| c.is_ascii_digit() || c == '$')
        || base.starts_with("__")
        || base == "_"
    {
        base.insert(0, 'c');
    }
    claim_unique(base, taken)
}

/// `base`, or `base_K` with the first K that makes it new, added to `taken`.
pub(super) fn claim_unique(base: String, taken: &mut HashSet<String>) -> String {
    let mut candidate = base.clone();
    let mut k = 1;
    while taken.contains(&candidate) {
        candidate = format!("{base}_{k}");
        k += 1;
    }
    taken.insert(candidate.clone());
    candidate
}

/// The shared globals used by several functions that each device function
/// reaches: the ones it uses and the ones its callees reach (to a
/// fixpoint, so recursion is fine), in name order. A device function does
/// not own a slot for such a global: it receives the global's shared
/// address as a hidden trailing parameter, which every caller passes on (a
/// kernel from its own slot). Kernels are not in the map.
pub(super) fn shared_users(m: &Module) -> HashMap<String, Vec<String>> {
    // Dynamic shared memory needs no passing around: every function that
    // uses it declares its own dynamic variable, and all of them alias.
    let is_shared = |g: &str| {
        m.globals.iter().any(|x| {
            x.name == g
                && x.addrspace == 3
                && !size_align(&x.ty, &m.types).is_some_and(|(size, _)| is_dynamic_shared(x, size))
        })
    };
    let defined = m.functions.iter().filter(|f| !f.blocks.is_empty());
    let mut uses: HashMap<&str, HashSet<&str>> = HashMap::new();
    let mut callees: HashMap<&str, HashSet<&str>> = HashMap::new();
    for f in defined.clone().filter(|f| !super::is_kernel(m, f)) {
        let own = uses.entry(&f.name).or_default();
        let calls = callees.entry(&f.name).or_default();
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            let mut globals = Vec::new();
            op_globals(&inst.op, &mut globals);
            own.extend(globals.into_iter().filter(|g| is_shared(g)));
            if let Op::Call(_, Operand::Global(callee), ..) = &inst.op {
                calls.insert(callee);
            }
        }
    }
    // Only a global that several functions use needs passing around;
    // one used by a single function stays that function's own slot (a
    // shared slot exists once per CTA wherever it is declared).
    let mut users: HashMap<&str, u32> = HashMap::new();
    for f in defined {
        let mut seen: HashSet<&str> = HashSet::new();
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            let mut globals = Vec::new();
            op_globals(&inst.op, &mut globals);
            for g in globals.into_iter().filter(|g| is_shared(g)) {
                if seen.insert(g) {
                    *users.entry(g).or_default() += 1;
                }
            }
        }
    }
    for gs in uses.values_mut() {
        gs.retain(|g| users.get(g).is_some_and(|&n| n > 1));
    }
    // Each round adds the callees' globals; sets only grow, so it ends.
    let mut changed = true;
    while changed {
        changed = false;
        for (f, calls) in &callees {
            let reached: Vec<&str> = calls
                .iter()
                .filter_map(|c| uses.get(c))
                .flat_map(|gs| gs.iter().copied())
                .collect();
            let own = uses.entry(f).or_default();
            for g in reached {
                changed |= own.insert(g);
            }
        }
    }
    uses.into_iter()
        .filter(|(_, gs)| !gs.is_empty())
        .map(|(f, gs)| {
            let mut gs: Vec<String> = gs.into_iter().map(str::to_string).collect();
            gs.sort();
            (f.to_string(), gs)
        })
        .collect()
}

impl FunctionTranslator<'_, '_> {
    /// The address of global `@name` (a shared variable or constant
    /// data).
    pub(super) fn global_address(&mut self, name: &str) -> TResult<Value> {
        let Some(g) = self.m.globals.iter().find(|g| g.name == name) else {
            return self.err(format!("@{name} is not a global variable of this module"));
        };
        match g.addrspace {
            4 => return self.const_address(g),
            1 => return self.data_address(g, DataSpace::Global),
            0 => {
                let a = self.data_address(g, DataSpace::Global)?;
                return Ok(self.ins().to_generic(Space::Global, a));
            }
            _ => {}
        }
        if let Some(&v) = self.shared_args.get(name) {
            return Ok(v);
        }
        let sh = match self.shared.get(name) {
            Some(&sh) => sh,
            None => {
                let Some((size, align)) = size_align(&g.ty, &self.m.types) else {
                    return self.err(format!("@{name} has a type without a size"));
                };
                let align = if g.align > 0 { g.align } else { align }.clamp(1, 128);
                // `extern __shared__` (dynamic shared memory) has no size
                // of its own: the launch sets it, and every such global
                // starts at the same address.
                if is_dynamic_shared(g, size) {
                    let sh = self.b.create_dynamic_shared_var(align as u32);
                    self.b.func.srcmap.shared_vars[sh] = SourceLoc(self.f.line);
                    self.shared.insert(name.to_string(), sh);
                    return Ok(self.ins().shared_addr(Type::I64, sh, 0));
                }
                let Ok(size) = u32::try_from(size) else {
                    return self.err(format!(
                        "@{name} takes {size} bytes, more than shared memory holds"
                    ));
                };
                let sh = self.b.create_shared_var(size, align as u32);
                self.b.func.srcmap.shared_vars[sh] = SourceLoc(self.f.line);
                self.shared.insert(name.to_string(), sh);
                sh
            }
        };
        Ok(self.ins().shared_addr(Type::I64, sh, 0))
    }

    /// The const-space address of constant global `g`, declared in this
    /// function on first use.
    fn const_address(&mut self, g: &Global) -> TResult<Value> {
        self.data_address(g, DataSpace::Const)
    }

    /// The address of module data `g` in `space`'s own space (const or
    /// global), declared in this function on first use.
    fn data_address(&mut self, g: &Global, space: DataSpace) -> TResult<Value> {
        let cd = match self.consts.get(&g.name) {
            Some(&cd) => cd,
            None => {
                let Some(name) = self.const_names.get(&g.name) else {
                    return self.err(format!("@{} is not module data of this module", g.name));
                };
                let cd = self.b.func.declare_data(name.as_str(), space);
                self.b.func.srcmap.const_refs[cd] = SourceLoc(self.f.line);
                self.consts.insert(g.name.clone(), cd);
                cd
            }
        };
        Ok(match space {
            DataSpace::Const => self.ins().const_addr(Type::I64, cd, 0),
            DataSpace::Global => self.ins().global_addr(cd, 0),
        })
    }
}

/// Is shared global `g` (of `size` bytes) dynamic shared memory? CUDA's
/// `extern __shared__ T a[];` is an external `[0 x T]`; an external one of
/// any size, or a zero-size one, has no storage of its own either.
fn is_dynamic_shared(g: &Global, size: u64) -> bool {
    g.init.is_none() || size == 0
}

/// The globals an instruction's operands name (inside constant
/// expressions too).
fn op_globals<'a>(op: &'a Op, out: &mut Vec<&'a str>) {
    fn operand<'a>(o: &'a Operand, out: &mut Vec<&'a str>) {
        match o {
            Operand::Global(g) => out.push(g),
            Operand::Expr(e) => match &**e {
                ConstExpr::Cast(_, _, v, _) => operand(v, out),
                ConstExpr::Gep(_, _, p, idx) => {
                    operand(p, out);
                    idx.iter().for_each(|(_, v)| operand(v, out));
                }
            },
            Operand::Aggregate(items) => items.iter().for_each(|(_, v)| operand(v, out)),
            _ => {}
        }
    }
    let typed = |t: &'a Typed, out: &mut Vec<&'a str>| operand(&t.1, out);
    match op {
        Op::Binary(_, _, a, b) | Op::Cmp(_, _, _, a, b) => {
            operand(a, out);
            operand(b, out);
        }
        Op::Fneg(_, a) | Op::Cast(_, _, a, _) | Op::Freeze(_, a) | Op::CondBr(a, _, _) => {
            operand(a, out)
        }
        Op::Select(a, b, c)
        | Op::CmpXchg(a, b, c)
        | Op::InsertElement(a, b, c)
        | Op::Shuffle(a, b, c) => {
            typed(a, out);
            typed(b, out);
            typed(c, out);
        }
        Op::Phi(_, inc) => inc.iter().for_each(|(v, _)| operand(v, out)),
        Op::Gep(_, base, idx) => {
            typed(base, out);
            idx.iter().for_each(|t| typed(t, out));
        }
        Op::Load { ptr, .. } => typed(ptr, out),
        Op::Store { value, ptr, .. } => {
            typed(value, out);
            typed(ptr, out);
        }
        Op::Call(_, _, args, _) | Op::CallAsm(_, _, args) => {
            args.iter().for_each(|t| typed(t, out))
        }
        Op::Switch(v, _, _) | Op::ExtractValue(v, _) => typed(v, out),
        Op::Ret(Some(v)) => typed(v, out),
        Op::InsertValue(a, b, _) | Op::ExtractElement(a, b) | Op::AtomicRmw(_, a, b) => {
            typed(a, out);
            typed(b, out);
        }
        Op::Alloca(..) | Op::Br(_) | Op::Ret(None) | Op::Unreachable | Op::Fence(_) => {}
    }
}
