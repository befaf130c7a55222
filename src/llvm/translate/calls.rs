//! Calls: of the module's device functions (declared `fnN = %name(...)` in
//! the caller's preamble), and of LLVM and NVVM intrinsics, each made of
//! ptxlift instructions.
//!
//! ```text
//!   llvm.nvvm.read.ptx.sreg.*     sreg
//!   llvm.nvvm.barrier*            barrier
//!   float math (llvm.*, nvvm.*)   fma sqrt fabs fmin fmax floor ceil trunc
//!                                 nearest rcp rsqrt ex2 lg2 sin cos; round and
//!                                 copysign and saturate built from these
//!   integer (llvm.*)              smin .. umax, iabs, popcnt, clz, ctz, bitrev,
//!                                 bswap;
//!                                 fshl/fshr from shifts; *.sat and
//!                                 *.with.overflow from compares and selects
//!   d2i.lo/hi, lohi.i2d           bitcast and shifts
//!   memcpy/memmove/memset         loads and stores, or loops (memory.rs)
//!   fptosi.sat / fptoui.sat       fcvt_to_sint / fcvt_to_uint
//!   nvvm.mulhi.*                  smulhi / umulhi
//!   trap                          trap (what follows: an unreachable block)
//!   lifetime.start/end            stack_start/stack_end (lifetime.rs)
//!   assume, debug                 nothing
//! ```
//!
//! Each expansion computes exactly the intrinsic's defined result for
//! every input where LLVM defines one.

use super::aggregate::flat_scalars;
use super::{is_kernel, param_annotation, scalar, FunctionTranslator, TResult, Val};
use crate::llvm::ast::{Operand, Ty, Typed};

/// How many value operands intrinsic `name` takes, where it matters for
/// the expansion (`None`: no operand is read, or the count is checked
/// where it is expanded).
fn intrinsic_arity(name: &str) -> Option<usize> {
    let base = name.split('.').next().unwrap_or_default();
    if name.starts_with("nvvm.read.ptx.sreg.") || name == "nvvm.barrier0" {
        return Some(0);
    }
    if name.starts_with("nvvm.fma.") || matches!(base, "fma" | "fmuladd" | "fshl" | "fshr") {
        return Some(3);
    }
    if name.starts_with("nvvm.lohi.")
        || name.starts_with("nvvm.mulhi.")
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
    if name.starts_with("nvvm.")
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

impl FunctionTranslator<'_> {
    pub(super) fn call(
        &mut self,
        r: &Option<String>,
        ret: &Ty,
        callee: &Operand,
        args: &[Typed],
    ) -> TResult<()> {
        let Operand::Global(name) = callee else {
            return self.err("indirect calls are not supported");
        };
        if let Some(intr) = name.strip_prefix("llvm.") {
            return self.intrinsic(r, intr, args);
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
            Some(f) => f.clone(),
            None => {
                let fnref = format!("fn{}", self.callees.len());
                let mut ps = Vec::new();
                for (t, _) in &target.params {
                    let Some(s) = scalar(t) else {
                        return self.err(format!("@{name} has a parameter of an unsupported type"));
                    };
                    ps.push(format!("{s}{}", param_annotation(t, false)));
                }
                let hidden = self.shared_users.get(name).map_or(0, Vec::len);
                ps.extend((0..hidden).map(|_| "i64 shared".to_string()));
                let rets = match &target.ret {
                    Ty::Void => String::new(),
                    t => match flat_scalars(t, &self.m.types) {
                        Some(ts) => format!(" -> {}", ts.join(", ")),
                        None => return self.err(format!("@{name} returns an unsupported type")),
                    },
                };
                self.preamble
                    .push(format!("{fnref} = %{name}({}){rets}", ps.join(", ")));
                self.callees.insert(name.clone(), fnref.clone());
                fnref
            }
        };
        if args.len() != target.params.len()
            || args
                .iter()
                .zip(&target.params)
                .any(|((a, _), (p, _))| scalar(a) != scalar(p))
        {
            return self.err(format!(
                "call of @{name} with arguments that do not match its parameters"
            ));
        }
        let flat = flat_scalars(ret, &self.m.types);
        if matches!(ret, Ty::Void) != matches!(target.ret, Ty::Void)
            || (!matches!(ret, Ty::Void) && flat != flat_scalars(&target.ret, &self.m.types))
        {
            return self.err(format!("call of @{name} expects another return type"));
        }
        let mut vs = Vec::new();
        for (t, a) in args {
            vs.push(self.operand(t, a)?);
        }
        // The shared globals the callee reaches, from this function's view.
        for g in self.shared_users.get(name).into_iter().flatten() {
            vs.push(self.global_address(g)?);
        }
        match flat {
            None => {
                self.emit(&format!("call {fnref}({})", vs.join(", ")));
                Ok(())
            }
            Some(_) if scalar(ret).is_some() => {
                let v = self.def(&format!("call {fnref}({})", vs.join(", ")));
                self.bind(r, Val::One(v))
            }
            // An aggregate: one result per scalar member.
            Some(ts) => {
                let results: Vec<String> = ts.iter().map(|_| self.fresh()).collect();
                self.emit(&format!(
                    "{} = call {fnref}({})",
                    results.join(", "),
                    vs.join(", ")
                ));
                let v = self.unflatten(ret, &mut results.into_iter())?;
                self.bind(r, v)
            }
        }
    }
    pub(super) fn intrinsic(
        &mut self,
        r: &Option<String>,
        name: &str,
        args: &[Typed],
    ) -> TResult<()> {
        if name.starts_with("lifetime.") {
            return self.lifetime_marker(name, args);
        }
        if name.starts_with("memcpy.")
            || name.starts_with("memmove.")
            || name.starts_with("memset.")
        {
            return self.mem_intrinsic(name, args);
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
        let ty = args.first().map(|(t, _)| t.clone()).unwrap_or(Ty::Void);
        let t = scalar(&ty).unwrap_or("i32");
        let arg = |k: usize| vals.get(k).cloned().unwrap_or_default();
        let unary = |op: &str| format!("{op} {}", arg(0));
        let binary = |op: &str| format!("{op} {}, {}", arg(0), arg(1));
        let base = name.split('.').next().unwrap_or_default().to_string();
        let rhs = if let Some(sreg) = name.strip_prefix("nvvm.read.ptx.sreg.") {
            let ok = matches!(
                sreg,
                "tid.x"
                    | "tid.y"
                    | "tid.z"
                    | "ntid.x"
                    | "ntid.y"
                    | "ntid.z"
                    | "ctaid.x"
                    | "ctaid.y"
                    | "ctaid.z"
                    | "nctaid.x"
                    | "nctaid.y"
                    | "nctaid.z"
                    | "laneid"
                    | "warpsize"
            );
            if !ok {
                return self.err(format!("special register `{sreg}` is not supported"));
            }
            format!("sreg {sreg}")
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
                    self.emit("barrier");
                    return Ok(());
                }
                n if n.starts_with("assume")
                    || n.starts_with("dbg.")
                    || n.starts_with("experimental.noalias.scope.decl") =>
                {
                    return Ok(());
                }
                // Approximate forms map to the IR's approximate operations;
                // `.rn` forms are correctly rounded. Directed roundings,
                // flush-to-zero exact forms and NaN-propagating min/max are
                // refused (below) rather than approximated.
                n if n.starts_with("nvvm.rcp.approx.") => unary("rcp"),
                "nvvm.rcp.rn.f" | "nvvm.rcp.rn.d" => {
                    let one = if t == "f64" {
                        self.def("f64const 1.0")
                    } else {
                        self.def("f32const 1.0")
                    };
                    format!("fdiv {one}, {}", arg(0))
                }
                n if n.starts_with("nvvm.rsqrt.approx.") => unary("rsqrt"),
                "nvvm.sqrt.f" | "nvvm.sqrt.rn.f" | "nvvm.sqrt.rn.d" => unary("sqrt"),
                n if n.starts_with("nvvm.sqrt.approx.") => unary("sqrt"),
                n if n.starts_with("nvvm.ex2.approx.") => unary("ex2"),
                n if n.starts_with("nvvm.lg2.approx.") => unary("lg2"),
                n if n.starts_with("nvvm.sin.approx.") => unary("sin"),
                n if n.starts_with("nvvm.cos.approx.") => unary("cos"),
                "nvvm.fabs.f32" | "nvvm.fabs.f64" | "nvvm.fabs.f" | "nvvm.fabs.d" => unary("fabs"),
                "nvvm.fmin.f" | "nvvm.fmin.d" => binary("fmin"),
                "nvvm.fmax.f" | "nvvm.fmax.d" => binary("fmax"),
                "nvvm.mul.rn.f" | "nvvm.mul.rn.d" => binary("fmul"),
                "nvvm.mulhi.s" | "nvvm.mulhi.i" | "nvvm.mulhi.ll" => binary("smulhi"),
                "nvvm.mulhi.us" | "nvvm.mulhi.ui" | "nvvm.mulhi.ull" => binary("umulhi"),
                // `llvm.trap` does not return: the IR's `trap` ends the
                // block, and what follows (normally `unreachable`) goes
                // into a fresh block that nothing reaches.
                "trap" => {
                    let next = self.blocks.len() + self.extra_blocks;
                    self.extra_blocks += 1;
                    self.emit("trap");
                    self.block_header(&format!("block{next}:"));
                    return Ok(());
                }
                // Saturating conversions (`llvm.fptosi.sat.i32.f32`): the
                // IR's conversions saturate, and NaN gives 0, as these do.
                n if n.starts_with("fptosi.sat.") || n.starts_with("fptoui.sat.") => {
                    let kind = if n.starts_with("fptosi") {
                        "sint"
                    } else {
                        "uint"
                    };
                    let to = n.split('.').nth(2).unwrap_or_default();
                    if !matches!(to, "i8" | "i16" | "i32" | "i64") {
                        return self.err(format!("@llvm.{name} to an unsupported type"));
                    }
                    format!("fcvt_to_{kind}.{to} {}", arg(0))
                }
                "nvvm.add.rn.f" | "nvvm.add.rn.d" => binary("fadd"),
                "nvvm.fma.rn.f" | "nvvm.fma.rn.d" => {
                    format!("fma {}, {}, {}", arg(0), arg(1), arg(2))
                }
                // saturate: clamp to [0, 1], NaN to 0 (fmax of NaN is 0).
                "nvvm.saturate.f" | "nvvm.saturate.d" => {
                    let (zero, one) = if t == "f64" {
                        (self.def("f64const 0.0"), self.def("f64const 1.0"))
                    } else {
                        (self.def("f32const 0.0"), self.def("f32const 1.0"))
                    };
                    let lo = self.def(&format!("fmax {}, {zero}", arg(0)));
                    format!("fmin {lo}, {one}")
                }
                "nvvm.d2i.lo" | "nvvm.d2i.hi" => {
                    let bits = self.def(&format!("bitcast.i64 {}", arg(0)));
                    let part = if name.ends_with("hi") {
                        let k = self.def("iconst.i32 32");
                        self.def(&format!("ushr {bits}, {k}"))
                    } else {
                        bits
                    };
                    format!("ireduce.i32 {part}")
                }
                "nvvm.lohi.i2d" => {
                    let lo = self.def(&format!("uextend.i64 {}", arg(0)));
                    let hi = self.def(&format!("uextend.i64 {}", arg(1)));
                    let k = self.def("iconst.i32 32");
                    let hi = self.def(&format!("ishl {hi}, {k}"));
                    let bits = self.def(&format!("bor {hi}, {lo}"));
                    format!("bitcast.f64 {bits}")
                }
                _ => match base.as_str() {
                    "fma" | "fmuladd" => format!("fma {}, {}, {}", arg(0), arg(1), arg(2)),
                    "sqrt" => unary("sqrt"),
                    "fabs" => unary("fabs"),
                    // minnum/maxnum may order zeros either way; the
                    // *imumnum forms put -0 below +0, as the IR does.
                    "minnum" | "minimumnum" => binary("fmin"),
                    "maxnum" | "maximumnum" => binary("fmax"),
                    "floor" => unary("floor"),
                    "ceil" => unary("ceil"),
                    "trunc" => unary("trunc"),
                    "rint" | "nearbyint" | "roundeven" => unary("nearest"),
                    "round" => return self.round(r, t, &arg(0)),
                    "copysign" => return self.copysign(r, t, &arg(0), &arg(1)),
                    "smin" | "smax" | "umin" | "umax" => binary(&base),
                    "abs" => unary("iabs"),
                    "ctpop" => unary("popcnt"),
                    "ctlz" => unary("clz"),
                    "cttz" => unary("ctz"),
                    "bitreverse" => unary("bitrev"),
                    "bswap" => return self.bswap(r, t, &arg(0)),
                    "fshl" | "fshr" => return self.funnel(r, &base, t, &arg(0), &arg(1), &arg(2)),
                    "uadd" | "usub" | "sadd" | "ssub" | "umul" | "smul" => {
                        return self.checked(r, name, &base, t, &arg(0), &arg(1))
                    }
                    _ => return self.err(format!("intrinsic @llvm.{name} is not supported yet")),
                },
            }
        };
        let v = self.def(&rhs);
        self.bind(r, Val::One(v))
    }

    /// `llvm.round`: to the nearest integer, halfway cases away from zero.
    fn round(&mut self, r: &Option<String>, t: &str, x: &str) -> TResult<()> {
        let (half, one) = if t == "f64" {
            (self.def("f64const 0.5"), self.def("f64const 1.0"))
        } else {
            (self.def("f32const 0.5"), self.def("f32const 1.0"))
        };
        // t = trunc(x); if |x - t| >= 0.5, step one away from zero. x - t
        // is exact (same binade or smaller), so this is correctly rounded.
        let tr = self.def(&format!("trunc {x}"));
        let diff = self.def(&format!("fsub {x}, {tr}"));
        let dist = self.def(&format!("fabs {diff}"));
        let far = self.def(&format!("fcmp oge {dist}, {half}"));
        let step = self.copysign_value(t, &one, x)?;
        let moved = self.def(&format!("fadd {tr}, {step}"));
        let v = self.def(&format!("select {far}, {moved}, {tr}"));
        self.bind(r, Val::One(v))
    }

    fn copysign(&mut self, r: &Option<String>, t: &str, x: &str, y: &str) -> TResult<()> {
        let v = self.copysign_value(t, x, y)?;
        self.bind(r, Val::One(v))
    }

    /// `x` with the sign of `y`, through the bits.
    fn copysign_value(&mut self, t: &str, x: &str, y: &str) -> TResult<String> {
        let (it, sign) = match t {
            "f32" => ("i32", i64::from(i32::MIN)),
            "f64" => ("i64", i64::MIN),
            _ => return self.err("copysign of a non-float"),
        };
        let xb = self.def(&format!("bitcast.{it} {x}"));
        let yb = self.def(&format!("bitcast.{it} {y}"));
        let mag = self.def(&format!("band_imm {xb}, {}", !sign));
        let sgn = self.def(&format!("band_imm {yb}, {sign}"));
        let bits = self.def(&format!("bor {mag}, {sgn}"));
        Ok(self.def(&format!("bitcast.{t} {bits}")))
    }

    /// `bswap`: the bytes in reverse order, one shift-mask-shift each.
    fn bswap(&mut self, r: &Option<String>, t: &str, x: &str) -> TResult<()> {
        let n: u32 = match t {
            "i16" => 2,
            "i32" => 4,
            "i64" => 8,
            _ => return self.err("bswap of an unsupported type"),
        };
        let mut acc: Option<String> = None;
        for k in 0..n {
            let down = self.def(&format!("iconst.i32 {}", 8 * k));
            let byte = self.def(&format!("ushr {x}, {down}"));
            let byte = self.def(&format!("band_imm {byte}, 255"));
            let up = self.def(&format!("iconst.i32 {}", 8 * (n - 1 - k)));
            let moved = self.def(&format!("ishl {byte}, {up}"));
            acc = Some(match acc {
                None => moved,
                Some(a) => self.def(&format!("bor {a}, {moved}")),
            });
        }
        let v = acc.unwrap_or_default();
        self.bind(r, Val::One(v))
    }

    /// `fshl(a, b, s)`: the high half of `a:b << (s mod w)`; `fshr`: the
    /// low half of `a:b >> (s mod w)`. Shifts by the width give 0, which
    /// makes a zero amount come out right.
    fn funnel(
        &mut self,
        r: &Option<String>,
        which: &str,
        t: &str,
        a: &str,
        b: &str,
        s: &str,
    ) -> TResult<()> {
        let w: i64 = match t {
            "i8" => 8,
            "i16" => 16,
            "i32" => 32,
            "i64" => 64,
            _ => return self.err("a funnel shift of an unsupported type"),
        };
        let amount = self.shift_amount(t, s)?;
        let k = self.def(&format!("band_imm {amount}, {}", w - 1));
        let wv = self.def(&format!("iconst.i32 {w}"));
        let rest = self.def(&format!("isub {wv}, {k}"));
        let v = if which == "fshl" {
            let hi = self.def(&format!("ishl {a}, {k}"));
            let lo = self.def(&format!("ushr {b}, {rest}"));
            self.def(&format!("bor {hi}, {lo}"))
        } else {
            let lo = self.def(&format!("ushr {b}, {k}"));
            let hi = self.def(&format!("ishl {a}, {rest}"));
            self.def(&format!("bor {hi}, {lo}"))
        };
        self.bind(r, Val::One(v))
    }

    /// `*.sat` (clamped) and `*.with.overflow` ({ result, overflowed }).
    fn checked(
        &mut self,
        r: &Option<String>,
        name: &str,
        base: &str,
        t: &str,
        a: &str,
        b: &str,
    ) -> TResult<()> {
        let bits: u32 = match t {
            "i8" => 8,
            "i16" => 16,
            "i32" => 32,
            "i64" => 64,
            _ => return self.err(format!("@llvm.{name} of an unsupported type")),
        };
        let is_sat = name.contains(".sat.");
        let is_overflow = name.contains(".with.overflow.");
        if !is_sat && !is_overflow {
            return self.err(format!("intrinsic @llvm.{name} is not supported yet"));
        }
        let (wrapped, overflow) = match base {
            "uadd" => {
                let s = self.def(&format!("iadd {a}, {b}"));
                let o = self.def(&format!("icmp ult {s}, {a}"));
                (s, o)
            }
            "usub" => {
                let s = self.def(&format!("isub {a}, {b}"));
                let o = self.def(&format!("icmp ult {a}, {b}"));
                (s, o)
            }
            "sadd" | "ssub" => {
                let op = if base == "sadd" { "iadd" } else { "isub" };
                let s = self.def(&format!("{op} {a}, {b}"));
                // Overflow iff the operands' signs make it possible and the
                // result's sign differs from a's: for add, a and b agree;
                // for sub, they differ.
                let x1 = self.def(&format!("bxor {s}, {a}"));
                let x2 = if base == "sadd" {
                    self.def(&format!("bxor {s}, {b}"))
                } else {
                    self.def(&format!("bxor {a}, {b}"))
                };
                let both = self.def(&format!("band {x1}, {x2}"));
                let zero = self.def(&format!("iconst.{t} 0"));
                let o = self.def(&format!("icmp slt {both}, {zero}"));
                (s, o)
            }
            "umul" if is_overflow => {
                let s = self.def(&format!("imul {a}, {b}"));
                let hi = self.def(&format!("umulhi {a}, {b}"));
                let zero = self.def(&format!("iconst.{t} 0"));
                let o = self.def(&format!("icmp ne {hi}, {zero}"));
                (s, o)
            }
            "smul" if is_overflow => {
                let s = self.def(&format!("imul {a}, {b}"));
                let hi = self.def(&format!("smulhi {a}, {b}"));
                let k = self.def(&format!("iconst.i32 {}", bits - 1));
                let sign = self.def(&format!("sshr {s}, {k}"));
                let o = self.def(&format!("icmp ne {hi}, {sign}"));
                (s, o)
            }
            _ => return self.err(format!("intrinsic @llvm.{name} is not supported yet")),
        };
        if is_overflow {
            return self.bind(r, Val::Agg(vec![Val::One(wrapped), Val::One(overflow)]));
        }
        let clamp = match base {
            "uadd" => self.def(&format!("iconst.{t} -1")),
            "usub" => self.def(&format!("iconst.{t} 0")),
            _ => {
                // Signed: the bound on a's side: max if a >= 0, else min.
                let max = (1i128 << (bits - 1)) - 1;
                let hi = self.def(&format!("iconst.{t} {max}"));
                let lo = self.def(&format!("iconst.{t} {}", -max - 1));
                let zero = self.def(&format!("iconst.{t} 0"));
                let neg = self.def(&format!("icmp slt {a}, {zero}"));
                self.def(&format!("select {neg}, {lo}, {hi}"))
            }
        };
        let v = self.def(&format!("select {overflow}, {clamp}, {wrapped}"));
        self.bind(r, Val::One(v))
    }
}
