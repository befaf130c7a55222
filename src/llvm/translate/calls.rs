//! Calls: of the module's device functions (declared in the caller on its
//! first call), and of LLVM and NVVM intrinsics, each made of ptxlift
//! instructions.
//!
//! ```text
//!   llvm.nvvm.read.ptx.sreg.*     sreg
//!   llvm.nvvm.barrier*            barrier
//!   float math (llvm.*, nvvm.*)   fma sqrt fabs fmin fmax floor ceil trunc
//!                                 nearest rcp rsqrt ex2 lg2 sin cos; round and
//!                                 copysign and saturate built from these
//!   nvvm.{add,mul,fma}.r[nzmp],   rounding modes, conversions with a mode,
//!   f2i/d2ull/..., round, div.*   nvvm.round, divisions (rounding.rs)
//!   integer (llvm.*)              smin .. umax, iabs, popcnt, clz, ctz, bitrev,
//!                                 bswap;
//!                                 fshl/fshr (i32: fshl/fshr, else from
//!                                 shifts); *.sat and
//!                                 *.with.overflow from compares and selects
//!   d2i.lo/hi, lohi.i2d           bitcast and shifts
//!   memcpy/memmove/memset         loads and stores, or loops (memory.rs)
//!   fptosi.sat / fptoui.sat       fcvt_to_sint / fcvt_to_uint
//!   nvvm.mulhi.*                  smulhi / umulhi
//!   nvvm.mul24.*, nvvm.sad.*      smul24 / umul24, ssad / usad (16-bit sad
//!                                 on operands extended to 32 bits)
//!   nvvm.prmt                     prmt
//!   nvvm.ldg/ldu.global.*         non-coherent global loads (ldg.rs)
//!   nvvm.fsh[lr].clamp.i32        fshl_clamp / fshr_clamp
//!   nvvm.isspacep.*               in_space
//!   nvvm.membar.cta/gl/sys        fence cta/gpu/sys
//!   nvvm.atomic.load.inc/dec.32   atomic_rmw inc/dec
//!   trap                          trap (what follows: an unreachable block)
//!   lifetime.start/end            stack_start/stack_end (lifetime.rs)
//!   assume, debug                 nothing
//! ```
//!
//! Each expansion computes exactly the intrinsic's defined result for
//! every input where LLVM defines one.

use super::aggregate::flat_scalars;
use super::params::device_params;
use super::{is_kernel, scalar, FunctionTranslator, TResult, Val};
use crate::ir::builder::FuncInstBuilder;
use crate::ir::{
    AbiParam, AtomicRmwOp, Dim, FenceScope, FloatCC, InstBuilder, IntCC, Signature, SourceLoc,
    Space, SpecialReg, Type, Value,
};
use crate::llvm::ast::{Operand, Ty, Typed};

/// How many value operands intrinsic `name` takes, where it matters for
/// the expansion (`None`: no operand is read, or the count is checked
/// where it is expanded).
fn intrinsic_arity(name: &str) -> Option<usize> {
    let base = name.split('.').next().unwrap_or_default();
    if name.starts_with("nvvm.read.ptx.sreg.") || name == "nvvm.barrier0" {
        return Some(0);
    }
    if name.starts_with("nvvm.fma.")
        || name.starts_with("nvvm.sad.")
        || name == "nvvm.prmt"
        || name == "nvvm.fshl.clamp.i32"
        || name == "nvvm.fshr.clamp.i32"
        || matches!(base, "fma" | "fmuladd" | "fshl" | "fshr")
    {
        return Some(3);
    }
    if name.starts_with("nvvm.lohi.")
        || name.starts_with("nvvm.mulhi.")
        || name.starts_with("nvvm.mul24.")
        || name.starts_with("nvvm.fmin.")
        || name.starts_with("nvvm.fmax.")
        || name.starts_with("nvvm.mul.")
        || name.starts_with("nvvm.add.")
        || matches!(
            base,
            "minnum"
                | "maxnum"
                | "minimumnum"
                | "maximumnum"
                | "copysign"
                | "smin"
                | "smax"
                | "umin"
                | "umax"
                | "uadd"
                | "usub"
                | "sadd"
                | "ssub"
                | "umul"
                | "smul"
        )
    {
        return Some(2);
    }
    // `abs`, `ctlz` and `cttz` carry an extra `i1` flag.
    if matches!(base, "abs" | "ctlz" | "cttz") {
        return Some(2);
    }
    // The unary NVVM intrinsics translated below; any other `nvvm.*` has no
    // arity here, so it reaches the "not supported" error by its name.
    const NVVM_UNARY: &[&str] = &[
        "nvvm.rcp.",
        "nvvm.rsqrt.",
        "nvvm.sqrt.",
        "nvvm.ex2.",
        "nvvm.lg2.",
        "nvvm.sin.",
        "nvvm.cos.",
        "nvvm.fabs.",
        "nvvm.saturate.",
        "nvvm.d2i.",
        "nvvm.isspacep.",
        "nvvm.tanh.approx.",
    ];
    if NVVM_UNARY.iter().any(|p| name.starts_with(p))
        || matches!(
            base,
            "sqrt"
                | "fabs"
                | "floor"
                | "ceil"
                | "trunc"
                | "rint"
                | "nearbyint"
                | "roundeven"
                | "round"
                | "ctpop"
                | "bitreverse"
                | "bswap"
                | "fptosi"
                | "fptoui"
        )
    {
        return Some(1);
    }
    None
}

/// The special register `llvm.nvvm.read.ptx.sreg.NAME` reads.
fn special_register(name: &str) -> Option<SpecialReg> {
    let dim = |d: &str| match d {
        "x" => Some(Dim::X),
        "y" => Some(Dim::Y),
        "z" => Some(Dim::Z),
        _ => None,
    };
    Some(match name.split_once('.') {
        Some(("tid", d)) => SpecialReg::Tid(dim(d)?),
        Some(("ntid", d)) => SpecialReg::Ntid(dim(d)?),
        Some(("ctaid", d)) => SpecialReg::Ctaid(dim(d)?),
        Some(("nctaid", d)) => SpecialReg::Nctaid(dim(d)?),
        None if name == "laneid" => SpecialReg::LaneId,
        None if name == "warpsize" => SpecialReg::WarpSize,
        _ => return None,
    })
}

impl<'m, 'f> FunctionTranslator<'m, 'f> {
    pub(super) fn call(
        &mut self,
        r: &'m Option<String>,
        ret: &Ty,
        callee: &Operand,
        args: &[Typed],
        aligns: &[Option<u64>],
    ) -> TResult<()> {
        let Operand::Global(name) = callee else {
            return self.err("indirect calls are not supported");
        };
        if let Some(intr) = name.strip_prefix("llvm.") {
            return self.intrinsic(r, intr, args, aligns);
        }
        let Some(target) = self.m.functions.iter().find(|f| f.name == *name) else {
            return self.err(format!("call of @{name}, which is not in the module"));
        };
        if target.blocks.is_empty() {
            return self.err(format!(
                "call of @{name}, which is only declared: external functions are not supported"
            ));
        }
        if is_kernel(self.m, target) {
            return self.err(format!("call of kernel @{name}: kernels cannot be called"));
        }
        let fnref = match self.callees.get(name) {
            Some(&f) => f,
            None => {
                let mut signature = Signature::default();
                match device_params(self.m, target) {
                    Ok(params) => signature.params = params,
                    Err(message) => return self.err(message),
                }
                let hidden = self.shared_users.get(name).map_or(0, Vec::len);
                signature
                    .params
                    .extend((0..hidden).map(|_| AbiParam::pointer(Type::I64, Space::Shared)));
                if !matches!(target.ret, Ty::Void) {
                    match flat_scalars(&target.ret, &self.m.types) {
                        Some(ts) => signature.returns = ts,
                        None => return self.err(format!("@{name} returns an unsupported type")),
                    }
                }
                let ptx_name = self.function_names.get(name).unwrap_or(name);
                let fnref = self.b.import_function(ptx_name, signature);
                self.b.func.srcmap.func_refs[fnref] = SourceLoc(self.f.line);
                self.callees.insert(name.clone(), fnref);
                fnref
            }
        };
        let flat = flat_scalars(ret, &self.m.types);
        if matches!(ret, Ty::Void) != matches!(target.ret, Ty::Void)
            || (!matches!(ret, Ty::Void) && flat != flat_scalars(&target.ret, &self.m.types))
        {
            return self.err(format!("call of @{name} expects another return type"));
        }
        let mut vs = self.call_arguments(target, args, aligns)?;
        // The shared globals the callee reaches, from this function's view.
        for g in self.shared_users.get(name).into_iter().flatten() {
            vs.push(self.global_address(g)?);
        }
        let call = self.ins().call(fnref, &vs);
        let results = self.b.inst_results(call).to_vec();
        match flat {
            None => Ok(()),
            Some(_) if scalar(ret).is_some() => match results.first() {
                Some(&v) => self.bind(r, Val::One(v)),
                None => self.err(format!("call of @{name} expects another return type")),
            },
            // An aggregate: one result per scalar member.
            Some(_) => {
                let v = self.unflatten(ret, &mut results.into_iter())?;
                self.bind(r, v)
            }
        }
    }

    pub(super) fn intrinsic(
        &mut self,
        r: &'m Option<String>,
        name: &str,
        args: &[Typed],
        aligns: &[Option<u64>],
    ) -> TResult<()> {
        if name.starts_with("lifetime.") {
            return self.lifetime_marker(name, args);
        }
        if name.starts_with("memcpy.")
            || name.starts_with("memmove.")
            || name.starts_with("memset.")
        {
            return self.mem_intrinsic(name, args, aligns);
        }
        if name.starts_with("nvvm.ldg.global.") || name.starts_with("nvvm.ldu.global.") {
            return self.ldg(r, name, args);
        }
        let mut vals = Vec::new();
        for (t, a) in args {
            if matches!(a, Operand::Meta(_)) || matches!(t, Ty::Metadata) {
                continue;
            }
            vals.push(self.operand(t, a)?);
        }
        if let Some(k) = intrinsic_arity(name) {
            if vals.len() != k {
                return self.err(format!(
                    "@llvm.{name} takes {k} operand(s), not {}",
                    vals.len()
                ));
            }
        }
        if let Some(v) = self.rounding_intrinsic(name, &vals)? {
            return self.bind(r, Val::One(v));
        }
        let ty = args.first().map(|(t, _)| t.clone()).unwrap_or(Ty::Void);
        let t = scalar(&ty).unwrap_or(Type::I32);
        let vals = vals.as_slice();
        let base = name.split('.').next().unwrap_or_default().to_string();
        let v = if let Some(sreg) = name.strip_prefix("nvvm.read.ptx.sreg.") {
            let Some(reg) = special_register(sreg) else {
                return self.err(format!("special register `{sreg}` is not supported"));
            };
            self.ins().sreg(reg)
        } else {
            match name {
                "nvvm.barrier0" | "nvvm.barrier.cta.sync.aligned.all" | "nvvm.barrier.sync" => {
                    // Only barrier 0 (what __syncthreads uses): the IR has
                    // one CTA-wide barrier.
                    if args.iter().any(|(_, a)| *a != Operand::Int(0)) || args.len() > 1 {
                        return self.err(format!(
                            "@llvm.{name} with a barrier other than 0 (or a thread count) is not supported yet"
                        ));
                    }
                    self.ins().barrier();
                    return Ok(());
                }
                // `__threadfence_block`, `__threadfence`,
                // `__threadfence_system`.
                "nvvm.membar.cta" | "nvvm.membar.gl" | "nvvm.membar.sys" => {
                    let scope = match name {
                        "nvvm.membar.cta" => FenceScope::Cta,
                        "nvvm.membar.gl" => FenceScope::Gpu,
                        _ => FenceScope::Sys,
                    };
                    self.ins().fence(scope);
                    return Ok(());
                }
                // `atomicInc` / `atomicDec` (relaxed, as PTX `atom.inc`).
                n if n.starts_with("nvvm.atomic.load.inc.32.")
                    || n.starts_with("nvvm.atomic.load.dec.32.") =>
                {
                    let op = if n.contains(".inc.") {
                        AtomicRmwOp::Inc
                    } else {
                        AtomicRmwOp::Dec
                    };
                    let space = match args.first().map(|(t, _)| t) {
                        Some(Ty::Ptr(asp)) => super::space(*asp),
                        _ => None,
                    };
                    let (Some(sp @ (Space::Global | Space::Shared | Space::Generic)), [p, x]) =
                        (space, vals)
                    else {
                        return self.err(format!(
                            "@llvm.{name} takes a pointer into global, shared or generic memory and an i32"
                        ));
                    };
                    self.ins().atomic_rmw(op, sp, *p, *x)
                }
                n if n.starts_with("assume")
                    || n.starts_with("dbg.")
                    || n.starts_with("experimental.noalias.scope.decl") =>
                {
                    return Ok(());
                }
                // Approximate forms map to the IR's approximate operations;
                // `.rn` forms are correctly rounded (rounding modes:
                // rounding.rs). Flush-to-zero exact forms and NaN-propagating
                // min/max are refused (below) rather than approximated.
                n if n.starts_with("nvvm.rcp.approx.") => self.apply1(vals, |b, x| b.rcp(x))?,
                n if n.starts_with("nvvm.rsqrt.approx.") => self.apply1(vals, |b, x| b.rsqrt(x))?,
                "nvvm.sqrt.f" => self.apply1(vals, |b, x| b.sqrt(x))?,
                n if n.starts_with("nvvm.sqrt.approx.") => self.apply1(vals, |b, x| b.sqrt(x))?,
                n if n.starts_with("nvvm.ex2.approx.") => self.apply1(vals, |b, x| b.ex2(x))?,
                n if n.starts_with("nvvm.lg2.approx.") => self.apply1(vals, |b, x| b.lg2(x))?,
                n if n.starts_with("nvvm.sin.approx.") => self.apply1(vals, |b, x| b.sin(x))?,
                n if n.starts_with("nvvm.cos.approx.") => self.apply1(vals, |b, x| b.cos(x))?,
                "nvvm.tanh.approx.f32" => self.apply1(vals, |b, x| b.tanh_approx(x))?,
                "nvvm.fabs.f32" | "nvvm.fabs.f64" | "nvvm.fabs.f" | "nvvm.fabs.d" => {
                    self.apply1(vals, |b, x| b.fabs(x))?
                }
                "nvvm.fmin.f" | "nvvm.fmin.d" => self.apply2(vals, |b, x, y| b.fmin(x, y))?,
                "nvvm.fmax.f" | "nvvm.fmax.d" => self.apply2(vals, |b, x, y| b.fmax(x, y))?,
                "nvvm.mulhi.s" | "nvvm.mulhi.i" | "nvvm.mulhi.ll" => {
                    self.apply2(vals, |b, x, y| b.smulhi(x, y))?
                }
                "nvvm.mulhi.us" | "nvvm.mulhi.ui" | "nvvm.mulhi.ull" => {
                    self.apply2(vals, |b, x, y| b.umulhi(x, y))?
                }
                "nvvm.mul24.i" => self.apply2(vals, |b, x, y| b.smul24(x, y))?,
                "nvvm.mul24.ui" => self.apply2(vals, |b, x, y| b.umul24(x, y))?,
                "nvvm.sad.i" | "nvvm.sad.ll" => self.apply3(vals, |b, x, y, z| b.ssad(x, y, z))?,
                "nvvm.sad.ui" | "nvvm.sad.ull" => {
                    self.apply3(vals, |b, x, y, z| b.usad(x, y, z))?
                }
                // 16-bit `sad` (LLVM 20+): on the operands extended to 32
                // bits, whose low 16 bits of c + |a - b| are the same.
                "nvvm.sad.s" | "nvvm.sad.us" => {
                    let signed = name == "nvvm.sad.s";
                    let wide: Vec<Value> = vals
                        .iter()
                        .map(|&v| {
                            if signed {
                                self.ins().sextend(Type::I32, v)
                            } else {
                                self.ins().uextend(Type::I32, v)
                            }
                        })
                        .collect();
                    let sum = self.apply3(&wide, |b, x, y, z| {
                        if signed {
                            b.ssad(x, y, z)
                        } else {
                            b.usad(x, y, z)
                        }
                    })?;
                    self.ins().ireduce(Type::I16, sum)
                }
                // `llvm.trap` does not return: the IR's `trap` ends the
                // block, and what follows (normally `unreachable`) goes
                // into a fresh block that nothing reaches.
                "trap" => {
                    let next = self.fresh_block();
                    self.ins().trap();
                    self.start_block(next);
                    return Ok(());
                }
                // Saturating conversions (`llvm.fptosi.sat.i32.f32`): the
                // IR's conversions saturate, and NaN gives 0, as these do.
                n if n.starts_with("fptosi.sat.") || n.starts_with("fptoui.sat.") => {
                    let signed = n.starts_with("fptosi");
                    let to = match n.split('.').nth(2).unwrap_or_default() {
                        "i8" => Type::I8,
                        "i16" => Type::I16,
                        "i32" => Type::I32,
                        "i64" => Type::I64,
                        _ => return self.err(format!("@llvm.{name} to an unsupported type")),
                    };
                    if signed {
                        self.apply1(vals, |b, x| b.fcvt_to_sint(to, x))?
                    } else {
                        self.apply1(vals, |b, x| b.fcvt_to_uint(to, x))?
                    }
                }
                "nvvm.prmt" => self.apply3(vals, |b, x, y, s| b.prmt(x, y, s))?,
                "nvvm.fshl.clamp.i32" => self.apply3(vals, |b, x, y, s| b.fshl_clamp(x, y, s))?,
                "nvvm.fshr.clamp.i32" => self.apply3(vals, |b, x, y, s| b.fshr_clamp(x, y, s))?,
                // isspacep (libcu++'s atomics test for local memory first);
                // the spaces pass folds it where the address's space is
                // known.
                n if n.starts_with("nvvm.isspacep.") => {
                    let space = match &n["nvvm.isspacep.".len()..] {
                        "global" => Space::Global,
                        "shared" => Space::Shared,
                        "local" => Space::Local,
                        "const" => Space::Const,
                        _ => {
                            return self.err(format!(
                                "intrinsic @llvm.{n} is not supported (isspacep tests global, shared, local or const memory)"
                            ))
                        }
                    };
                    self.apply1(vals, |b, x| b.in_space(space, x))?
                }
                // saturate: clamp to [0, 1], NaN to 0 (fmax of NaN is 0).
                "nvvm.saturate.f" | "nvvm.saturate.d" => {
                    let zero = self.float_const(t, 0.0);
                    let one = self.float_const(t, 1.0);
                    let lo = self.apply1(vals, |b, x| b.fmax(x, zero))?;
                    self.ins().fmin(lo, one)
                }
                "nvvm.d2i.lo" | "nvvm.d2i.hi" => {
                    let bits = self.apply1(vals, |b, x| b.bitcast(Type::I64, x))?;
                    let part = if name.ends_with("hi") {
                        let k = self.ins().iconst(Type::I32, 32);
                        self.ins().ushr(bits, k)
                    } else {
                        bits
                    };
                    self.ins().ireduce(Type::I32, part)
                }
                "nvvm.lohi.i2d" => {
                    let lo = self.apply1(vals, |b, x| b.uextend(Type::I64, x))?;
                    let hi = self.apply2(vals, |b, _, y| b.uextend(Type::I64, y))?;
                    let k = self.ins().iconst(Type::I32, 32);
                    let hi = self.ins().ishl(hi, k);
                    let bits = self.ins().bor(hi, lo);
                    self.ins().bitcast(Type::F64, bits)
                }
                _ => match base.as_str() {
                    "fma" | "fmuladd" => self.apply3(vals, |b, x, y, z| b.fma(x, y, z))?,
                    "sqrt" => self.apply1(vals, |b, x| b.sqrt(x))?,
                    "fabs" => self.apply1(vals, |b, x| b.fabs(x))?,
                    // minnum/maxnum may order zeros either way; the
                    // *imumnum forms put -0 below +0, as the IR does.
                    "minnum" | "minimumnum" => self.apply2(vals, |b, x, y| b.fmin(x, y))?,
                    "maxnum" | "maximumnum" => self.apply2(vals, |b, x, y| b.fmax(x, y))?,
                    "floor" => self.apply1(vals, |b, x| b.floor(x))?,
                    "ceil" => self.apply1(vals, |b, x| b.ceil(x))?,
                    "trunc" => self.apply1(vals, |b, x| b.trunc(x))?,
                    "rint" | "nearbyint" | "roundeven" => self.apply1(vals, |b, x| b.nearest(x))?,
                    "round" => {
                        let x = self.apply1(vals, |_, x| x)?;
                        self.round(t, x)?
                    }
                    "copysign" => {
                        let (x, y) = self.apply2(vals, |_, x, y| (x, y))?;
                        self.copysign_value(t, x, y)?
                    }
                    "smin" => self.apply2(vals, |b, x, y| b.smin(x, y))?,
                    "smax" => self.apply2(vals, |b, x, y| b.smax(x, y))?,
                    "umin" => self.apply2(vals, |b, x, y| b.umin(x, y))?,
                    "umax" => self.apply2(vals, |b, x, y| b.umax(x, y))?,
                    "abs" => self.apply1(vals, |b, x| b.iabs(x))?,
                    "ctpop" => self.apply1(vals, |b, x| b.popcnt(x))?,
                    "ctlz" => self.apply1(vals, |b, x| b.clz(x))?,
                    "cttz" => self.apply1(vals, |b, x| b.ctz(x))?,
                    "bitreverse" => self.apply1(vals, |b, x| b.bitrev(x))?,
                    "bswap" => {
                        let x = self.apply1(vals, |_, x| x)?;
                        self.bswap(t, x)?
                    }
                    "fshl" | "fshr" => {
                        let (a, b, s) = self.apply3(vals, |_, a, b, s| (a, b, s))?;
                        self.funnel(&base, t, a, b, s)?
                    }
                    "uadd" | "usub" | "sadd" | "ssub" | "umul" | "smul" => {
                        let (a, b) = self.apply2(vals, |_, a, b| (a, b))?;
                        return self.checked(r, name, &base, t, a, b);
                    }
                    _ => return self.err(format!("intrinsic @llvm.{name} is not supported yet")),
                },
            }
        };
        self.bind(r, Val::One(v))
    }

    /// `op` on the intrinsic's first operand.
    fn apply1<T>(
        &mut self,
        vals: &[Value],
        op: impl FnOnce(FuncInstBuilder<'_, 'f>, Value) -> T,
    ) -> TResult<T> {
        match *vals {
            [x, ..] => Ok(op(self.ins(), x)),
            _ => self.err("an intrinsic call without its operand"),
        }
    }

    /// `op` on the intrinsic's first two operands.
    fn apply2<T>(
        &mut self,
        vals: &[Value],
        op: impl FnOnce(FuncInstBuilder<'_, 'f>, Value, Value) -> T,
    ) -> TResult<T> {
        match *vals {
            [x, y, ..] => Ok(op(self.ins(), x, y)),
            _ => self.err("an intrinsic call without its two operands"),
        }
    }

    /// `op` on the intrinsic's first three operands.
    fn apply3<T>(
        &mut self,
        vals: &[Value],
        op: impl FnOnce(FuncInstBuilder<'_, 'f>, Value, Value, Value) -> T,
    ) -> TResult<T> {
        match *vals {
            [x, y, z, ..] => Ok(op(self.ins(), x, y, z)),
            _ => self.err("an intrinsic call without its three operands"),
        }
    }

    /// The constant `x` of float type `t` (`f64`, else `f32`).
    pub(super) fn float_const(&mut self, t: Type, x: f64) -> Value {
        if t == Type::F64 {
            self.ins().f64const(x)
        } else {
            self.ins().f32const(x as f32)
        }
    }

    /// `llvm.round` (and `llvm.nvvm.round`): to the nearest integer,
    /// halfway cases away from zero, exactly.
    ///
    /// `tr = trunc(x)`; when `|x - tr| >= 0.5`, step one away from zero.
    /// Exact for every input: `x - tr` is `x`'s fractional part, which is
    /// representable (its bits are a subset of `x`'s), so `dist` compares
    /// the true distance with 0.5; a step happens only when `x` has a
    /// fraction, so `|x| < 2^23` (f32; 2^52 for f64) and `tr ± 1` is an
    /// integer of at most 24 (53) bits, exact. Zeros and `|x| < 0.5`
    /// keep `tr`, a zero of `x`'s sign (-0.4 gives -0); infinities give
    /// `inf - inf` = NaN as the distance, which compares false, so they
    /// stay; NaN stays NaN.
    pub(super) fn round(&mut self, t: Type, x: Value) -> TResult<Value> {
        let half = self.float_const(t, 0.5);
        let one = self.float_const(t, 1.0);
        let tr = self.ins().trunc(x);
        let diff = self.ins().fsub(x, tr);
        let dist = self.ins().fabs(diff);
        let far = self.ins().fcmp(FloatCC::Oge, dist, half);
        let step = self.copysign_value(t, one, x)?;
        let moved = self.ins().fadd(tr, step);
        Ok(self.ins().select(far, moved, tr))
    }

    /// `x` with the sign of `y`, through the bits.
    fn copysign_value(&mut self, t: Type, x: Value, y: Value) -> TResult<Value> {
        let (it, sign) = match t {
            Type::F32 => (Type::I32, i64::from(i32::MIN)),
            Type::F64 => (Type::I64, i64::MIN),
            _ => return self.err("copysign of a non-float"),
        };
        let xb = self.ins().bitcast(it, x);
        let yb = self.ins().bitcast(it, y);
        let mag = self.ins().band_imm(xb, !sign);
        let sgn = self.ins().band_imm(yb, sign);
        let bits = self.ins().bor(mag, sgn);
        Ok(self.ins().bitcast(t, bits))
    }

    /// `bswap`: the bytes in reverse order. An i32 is one `prmt` (selector
    /// 0x0123: byte i of the result is byte 3 - i of `x`), as llc emits;
    /// an i64 is its two halves swapped that way and exchanged; an i16
    /// one shift-mask-shift per byte.
    fn bswap(&mut self, t: Type, x: Value) -> TResult<Value> {
        match t {
            Type::I16 => {
                let low = self.ins().band_imm(x, 255);
                let eight = self.ins().iconst(Type::I32, 8);
                let up = self.ins().ishl(low, eight);
                let down = self.ins().ushr(x, eight);
                Ok(self.ins().bor(up, down))
            }
            Type::I32 => Ok(self.reversed_bytes(x)),
            Type::I64 => {
                let low = self.ins().ireduce(Type::I32, x);
                let thirty_two = self.ins().iconst(Type::I32, 32);
                let high = self.ins().ushr(x, thirty_two);
                let high = self.ins().ireduce(Type::I32, high);
                let (low, high) = (self.reversed_bytes(low), self.reversed_bytes(high));
                let top = self.ins().uextend(Type::I64, low);
                let top = self.ins().ishl(top, thirty_two);
                let bottom = self.ins().uextend(Type::I64, high);
                Ok(self.ins().bor(top, bottom))
            }
            _ => self.err("bswap of an unsupported type"),
        }
    }

    /// The bytes of the i32 `x` in reverse order: `prmt x, x, 0x0123`.
    fn reversed_bytes(&mut self, x: Value) -> Value {
        let selector = self.ins().iconst(Type::I32, 0x0123);
        self.ins().prmt(x, x, selector)
    }

    /// `fshl(a, b, s)`: the high half of `a:b << (s mod w)`; `fshr`: the
    /// low half of `a:b >> (s mod w)`. On i32 the IR's own `fshl`/`fshr`
    /// (PTX's `shf.wrap`); on other widths shifts, where a shift by the
    /// width gives 0, which makes a zero amount come out right.
    fn funnel(&mut self, which: &str, t: Type, a: Value, b: Value, s: Value) -> TResult<Value> {
        if !matches!(t, Type::I8 | Type::I16 | Type::I32 | Type::I64) {
            return self.err("a funnel shift of an unsupported type");
        }
        if t == Type::I32 {
            return Ok(if which == "fshl" {
                self.ins().fshl(a, b, s)
            } else {
                self.ins().fshr(a, b, s)
            });
        }
        let w = i64::from(t.bits());
        let amount = self.shift_amount(t, s)?;
        let k = self.ins().band_imm(amount, w - 1);
        let wv = self.ins().iconst(Type::I32, w);
        let rest = self.ins().isub(wv, k);
        Ok(if which == "fshl" {
            let hi = self.ins().ishl(a, k);
            let lo = self.ins().ushr(b, rest);
            self.ins().bor(hi, lo)
        } else {
            let lo = self.ins().ushr(b, k);
            let hi = self.ins().ishl(a, rest);
            self.ins().bor(hi, lo)
        })
    }

    /// `*.sat` (clamped) and `*.with.overflow` ({ result, overflowed }).
    fn checked(
        &mut self,
        r: &'m Option<String>,
        name: &str,
        base: &str,
        t: Type,
        a: Value,
        b: Value,
    ) -> TResult<()> {
        if !matches!(t, Type::I8 | Type::I16 | Type::I32 | Type::I64) {
            return self.err(format!("@llvm.{name} of an unsupported type"));
        }
        let bits = t.bits();
        let is_sat = name.contains(".sat.");
        let is_overflow = name.contains(".with.overflow.");
        if !is_sat && !is_overflow {
            return self.err(format!("intrinsic @llvm.{name} is not supported yet"));
        }
        let (wrapped, overflow) = match base {
            "uadd" => {
                let s = self.ins().iadd(a, b);
                let o = self.ins().icmp(IntCC::Ult, s, a);
                (s, o)
            }
            "usub" => {
                let s = self.ins().isub(a, b);
                let o = self.ins().icmp(IntCC::Ult, a, b);
                (s, o)
            }
            "sadd" | "ssub" => {
                let s = if base == "sadd" {
                    self.ins().iadd(a, b)
                } else {
                    self.ins().isub(a, b)
                };
                // Overflow iff the operands' signs make it possible and the
                // result's sign differs from a's: for add, a and b agree;
                // for sub, they differ.
                let x1 = self.ins().bxor(s, a);
                let x2 = if base == "sadd" {
                    self.ins().bxor(s, b)
                } else {
                    self.ins().bxor(a, b)
                };
                let both = self.ins().band(x1, x2);
                let zero = self.ins().iconst(t, 0);
                let o = self.ins().icmp(IntCC::Slt, both, zero);
                (s, o)
            }
            "umul" if is_overflow => {
                let s = self.ins().imul(a, b);
                let hi = self.ins().umulhi(a, b);
                let zero = self.ins().iconst(t, 0);
                let o = self.ins().icmp(IntCC::Ne, hi, zero);
                (s, o)
            }
            "smul" if is_overflow => {
                let s = self.ins().imul(a, b);
                let hi = self.ins().smulhi(a, b);
                let k = self.ins().iconst(Type::I32, i64::from(bits - 1));
                let sign = self.ins().sshr(s, k);
                let o = self.ins().icmp(IntCC::Ne, hi, sign);
                (s, o)
            }
            _ => return self.err(format!("intrinsic @llvm.{name} is not supported yet")),
        };
        if is_overflow {
            return self.bind(r, Val::Agg(vec![Val::One(wrapped), Val::One(overflow)]));
        }
        let clamp = match base {
            "uadd" => self.ins().iconst(t, -1),
            "usub" => self.ins().iconst(t, 0),
            _ => {
                // Signed: the bound on a's side: max if a >= 0, else min.
                let max = (1i64 << (bits - 1)).wrapping_sub(1);
                let hi = self.ins().iconst(t, max);
                let lo = self.ins().iconst(t, max.wrapping_neg().wrapping_sub(1));
                let zero = self.ins().iconst(t, 0);
                let neg = self.ins().icmp(IntCC::Slt, a, zero);
                self.ins().select(neg, lo, hi)
            }
        };
        let v = self.ins().select(overflow, clamp, wrapped);
        self.bind(r, Val::One(v))
    }
}
