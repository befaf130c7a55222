//! Value instructions as LLVM IR: constants, integer and float arithmetic,
//! conversions, comparisons, special registers. Memory, synchronisation
//! and atomics are in `memory.rs`; control flow in `function.rs`.
//!
//! ```text
//!   iconst / f32const / f64const   inlined constants (NaN f32: bitcast of the bits)
//!   ishl/ushr x, y (y ≥ width → 0)  select (icmp uge y, W), 0, (shl x, y')
//!   sshr x, y (y ≥ width → signs)  ashr x, umin(y, W - 1)
//!   smulhi/umulhi                  widen, mul, lshr, trunc; i64: nvvm.mulhi.ll/ull
//!   iabs, clz, ctz                 llvm.abs / ctlz / cttz with `i1 false` (defined at MIN and 0)
//!   fmin/fmax                      llvm.minimumnum / maximumnum (NaN → other, -0 < +0)
//!   fcvt_to_sint/uint              llvm.fptosi.sat / fptoui.sat (saturate, NaN → 0)
//!   rcp                            fdiv afn float 1.0, x (rcp.approx.f32); f64: fdiv (rcp.rn)
//!   rsqrt sin cos ex2 lg2          llvm.nvvm.*.approx.f / .d (no flush to zero)
//!   nearest                        llvm.roundeven
//! ```
//!
//! In `nvvm7` (LLVM 7) the dialect supplies the older forms: `fsub -0.0`
//! for `fneg`, `icmp`+`select` for integer min/max/abs, `llvm.nvvm.fmin.f`
//! (PTX `min`, ptxlift's own lowering), `llvm.rint` for `nearest`, and
//! `llvm.nvvm.f2i.rz` & co. for saturating conversions (to `i8`/`i16` via
//! `i32` and a clamp).
//!
//! Takes one verified instruction; writes its lines into the current
//! block. Invariant: the LLVM result equals the IR's for every operand
//! value the IR defines a result for.

use super::function::{f32_const, f64_const, int_const, lty, Emitter};
use super::ExportError;
use crate::ir::{Block, Inst, InstData, Opcode, Type, Value};

impl Emitter<'_> {
    /// Writes instruction `inst` of block `b`.
    pub fn inst(&mut self, b: Block, inst: Inst) -> Result<(), ExportError> {
        let data = self.f.dfg.insts[inst];
        let results = self.f.dfg.inst_results(inst).to_vec();
        let opcode = data.opcode();
        if opcode.is_terminator() || opcode == Opcode::Call {
            return self.control(b, &data, &results);
        }
        let r = results.first().copied();
        match (data, r) {
            (InstData::UnaryImm { imm, .. }, Some(r)) => {
                let t = self.ty(r);
                self.alias(r, int_const(t, imm));
            }
            (InstData::UnaryIeee32 { imm, .. }, Some(r)) => self.alias(r, f32_const(imm.0)),
            (InstData::UnaryIeee64 { imm, .. }, Some(r)) => self.alias(r, f64_const(imm.0)),
            (InstData::Unary { opcode, arg }, Some(r)) => self.unary(opcode, r, arg)?,
            (InstData::Binary { opcode, args }, Some(r)) => {
                let y = self.val(args[1]);
                self.binary(opcode, r, args[0], args[1], &y)?
            }
            (InstData::BinaryImm { opcode, arg, imm }, Some(r)) => {
                let t = self.ty(r);
                self.binary_imm(opcode, r, arg, t, imm)?
            }
            (InstData::Ternary { opcode, args }, Some(r)) => {
                let [a, b2, c] = args.map(|v| self.typed(v));
                match opcode {
                    Opcode::Fma => {
                        let t = lty(self.ty(r));
                        let call = self.intrinsic(
                            t,
                            &format!("llvm.fma.{}", self.ty(r)),
                            &[
                                (t, self.val(args[0])),
                                (t, self.val(args[1])),
                                (t, self.val(args[2])),
                            ],
                        );
                        self.def(r, &call);
                    }
                    _ => self.def(r, &format!("select {a}, {b2}, {c}")),
                }
            }
            (InstData::IntCompare { cond, args, .. }, Some(r)) => {
                let (x, y) = (self.typed(args[0]), self.val(args[1]));
                self.def(r, &format!("icmp {} {x}, {y}", cond.name()));
            }
            (InstData::IntCompareImm { cond, arg, imm, .. }, Some(r)) => {
                let k = int_const(self.ty(arg), imm);
                let x = self.typed(arg);
                self.def(r, &format!("icmp {} {x}, {k}", cond.name()));
            }
            (InstData::FloatCompare { cond, args, .. }, Some(r)) => {
                let (x, y) = (self.typed(args[0]), self.val(args[1]));
                self.def(r, &format!("fcmp {} {x}, {y}", cond.name()));
            }
            (InstData::Sreg { reg, .. }, Some(r)) => {
                let call = self.intrinsic("i32", &self.d.sreg(reg), &[]);
                self.def(r, &call);
            }
            (data, r) => return self.memory(&data, r),
        }
        Ok(())
    }

    fn unary(&mut self, op: Opcode, r: Value, arg: Value) -> Result<(), ExportError> {
        let (from, to) = (self.ty(arg), self.ty(r));
        let (ft, tt) = (lty(from), lty(to));
        let x = self.val(arg);
        let xt = format!("{ft} {x}");
        // `llvm.NAME.TYPE(x)` and optional extra operands.
        let intr = |e: &mut Self, name: &str, extra: &[(&str, String)]| {
            let mut args = vec![(ft, x.clone())];
            args.extend_from_slice(extra);
            let call = e.intrinsic(tt, &format!("llvm.{name}.{from}"), &args);
            e.def(r, &call);
        };
        let no = || [("i1", "false".to_string())];
        match op {
            Opcode::Ineg => self.def(r, &format!("sub {ft} 0, {x}")),
            Opcode::Bnot => self.def(r, &format!("xor {xt}, {}", int_const(from, -1))),
            Opcode::Iabs if self.d.has_int_min_max() => intr(self, "abs", &no()),
            // abs(MIN) wraps to MIN, as llvm.abs with `i1 false`.
            Opcode::Iabs => {
                let neg = self.tmp(&format!("sub {ft} 0, {x}"));
                let c = self.tmp(&format!("icmp slt {xt}, 0"));
                self.def(r, &format!("select i1 {c}, {ft} {neg}, {xt}"));
            }
            Opcode::Popcnt => intr(self, "ctpop", &[]),
            Opcode::Clz => intr(self, "ctlz", &no()),
            Opcode::Ctz => intr(self, "cttz", &no()),
            Opcode::Bitrev => intr(self, "bitreverse", &[]),
            Opcode::Fneg => {
                let rhs = self.d.fneg(ft, &x);
                self.def(r, &rhs);
            }
            Opcode::Fabs => intr(self, "fabs", &[]),
            Opcode::Sqrt => intr(self, "sqrt", &[]),
            Opcode::Floor => intr(self, "floor", &[]),
            Opcode::Ceil => intr(self, "ceil", &[]),
            Opcode::Trunc => intr(self, "trunc", &[]),
            Opcode::Nearest => {
                let name = self.d.round_even(&from.to_string());
                let call = self.intrinsic(tt, &name, &[(ft, x.clone())]);
                self.def(r, &call);
            }
            // `afn` lets llc pick rcp.approx.f32 (no flush to zero); f64
            // is correctly rounded, as ptxlift's own rcp.rn.f64.
            Opcode::Rcp if from == Type::F32 => {
                self.def(r, &format!("fdiv afn float 1.0, {x}"));
            }
            Opcode::Rcp => self.def(r, &format!("fdiv double 1.0, {x}")),
            Opcode::Rsqrt => {
                let name = match from {
                    Type::F32 => self.d.approx_f32("rsqrt"),
                    _ => self.d.rsqrt_f64().to_string(),
                };
                let call = self.intrinsic(tt, &name, &[(ft, x.clone())]);
                self.def(r, &call);
            }
            Opcode::Sin | Opcode::Cos | Opcode::Ex2 | Opcode::Lg2 => {
                if from != Type::F32 {
                    return self.err(format!(
                        "`{op}` of {from}: only f32 has an approximate form"
                    ));
                }
                let name = self.d.approx_f32(op.name());
                let call = self.intrinsic(tt, &name, &[(ft, x.clone())]);
                self.def(r, &call);
            }
            Opcode::Sextend => self.def(r, &format!("sext {xt} to {tt}")),
            Opcode::Uextend => self.def(r, &format!("zext {xt} to {tt}")),
            Opcode::Ireduce => self.def(r, &format!("trunc {xt} to {tt}")),
            Opcode::FcvtToSint | Opcode::FcvtToUint => {
                let rhs = self.fp_to_int_sat(op == Opcode::FcvtToSint, from, to, &x)?;
                self.def(r, &rhs);
            }
            Opcode::FcvtFromSint => self.def(r, &format!("sitofp {xt} to {tt}")),
            Opcode::FcvtFromUint => self.def(r, &format!("uitofp {xt} to {tt}")),
            Opcode::Fpromote => self.def(r, &format!("fpext {xt} to {tt}")),
            Opcode::Fdemote => self.def(r, &format!("fptrunc {xt} to {tt}")),
            Opcode::Bitcast => self.def(r, &format!("bitcast {xt} to {tt}")),
            _ => return self.err(format!("`{op}` is not a unary operation")),
        }
        Ok(())
    }

    /// `op x, y` where `y` is the operand text of `yv` (a value or an
    /// immediate).
    fn binary(
        &mut self,
        op: Opcode,
        r: Value,
        xv: Value,
        yv: Value,
        y: &str,
    ) -> Result<(), ExportError> {
        let t = self.ty(xv);
        let (lt, x) = (lty(t), self.val(xv));
        let plain = |e: &mut Self, name: &str| e.def(r, &format!("{name} {lt} {x}, {y}"));
        match op {
            Opcode::Iadd => plain(self, "add"),
            Opcode::Isub => plain(self, "sub"),
            Opcode::Imul => plain(self, "mul"),
            // Division by zero and MIN / -1 have no result in the IR
            // either (an error): the plain instructions.
            Opcode::Sdiv => plain(self, "sdiv"),
            Opcode::Udiv => plain(self, "udiv"),
            Opcode::Srem => plain(self, "srem"),
            Opcode::Urem => plain(self, "urem"),
            Opcode::Band => plain(self, "and"),
            Opcode::Bor => plain(self, "or"),
            Opcode::Bxor => plain(self, "xor"),
            Opcode::Fadd => plain(self, "fadd"),
            Opcode::Fsub => plain(self, "fsub"),
            Opcode::Fmul => plain(self, "fmul"),
            Opcode::Fdiv => plain(self, "fdiv"),
            Opcode::Smin | Opcode::Smax | Opcode::Umin | Opcode::Umax => {
                let rhs = self.int_min_max(op, t, &x, y);
                self.def(r, &rhs);
            }
            Opcode::Fmin | Opcode::Fmax => {
                let name = self.d.float_min_max(op == Opcode::Fmax, &t.to_string());
                let call = self.intrinsic(lt, &name, &[(lt, x.clone()), (lt, y.to_string())]);
                self.def(r, &call);
            }
            Opcode::Smulhi | Opcode::Umulhi => self.mulhi(op == Opcode::Smulhi, r, t, &x, y),
            Opcode::Ishl | Opcode::Ushr | Opcode::Sshr => self.shift(op, r, t, &x, yv),
            _ => return self.err(format!("`{op}` is not a binary operation")),
        }
        Ok(())
    }

    /// The `_imm` forms: the operation with a constant of the type.
    fn binary_imm(
        &mut self,
        op: Opcode,
        r: Value,
        x: Value,
        t: Type,
        imm: i64,
    ) -> Result<(), ExportError> {
        let (lt, xs) = (lty(t), self.val(x));
        let k = int_const(t, imm);
        let name = match op {
            Opcode::IaddImm => "add",
            Opcode::ImulImm => "mul",
            Opcode::BandImm => "and",
            Opcode::BorImm => "or",
            Opcode::BxorImm => "xor",
            Opcode::IshlImm | Opcode::UshrImm | Opcode::SshrImm => {
                let w = i64::from(t.bits());
                let name = match op {
                    Opcode::IshlImm => "shl",
                    Opcode::UshrImm => "lshr",
                    _ => "ashr",
                };
                // The verifier keeps amounts below the width; the IR's
                // meaning for larger ones is written all the same.
                match imm {
                    0.. if imm < w => self.def(r, &format!("{name} {lt} {xs}, {imm}")),
                    _ if op == Opcode::SshrImm => {
                        self.def(r, &format!("ashr {lt} {xs}, {}", w - 1))
                    }
                    _ => self.alias(r, "0".to_string()),
                }
                return Ok(());
            }
            _ => return self.err(format!("`{op}` is not an immediate operation")),
        };
        self.def(r, &format!("{name} {lt} {xs}, {k}"));
        Ok(())
    }

    /// The high half of the double-width product.
    fn mulhi(&mut self, signed: bool, r: Value, t: Type, x: &str, y: &str) {
        let lt = lty(t);
        if t == Type::I64 {
            let name = self.d.mulhi_i64(signed);
            let call = self.intrinsic(lt, name, &[(lt, x.to_string()), (lt, y.to_string())]);
            self.def(r, &call);
            return;
        }
        let wide = match t {
            Type::I32 => "i64",
            Type::I16 => "i32",
            _ => "i16",
        };
        let ext = if signed { "sext" } else { "zext" };
        let a = self.tmp(&format!("{ext} {lt} {x} to {wide}"));
        let b = self.tmp(&format!("{ext} {lt} {y} to {wide}"));
        let p = self.tmp(&format!("mul {wide} {a}, {b}"));
        let hi = self.tmp(&format!("lshr {wide} {p}, {}", t.bits()));
        self.def(r, &format!("trunc {wide} {hi} to {lt}"));
    }

    /// `ishl`/`ushr`/`sshr` by an `i32` amount read as unsigned: amounts at
    /// or above the width give 0 (`sshr`: the sign in every bit), where
    /// LLVM's shifts are poison.
    fn shift(&mut self, op: Opcode, r: Value, t: Type, x: &str, yv: Value) {
        let lt = lty(t);
        let w = t.bits();
        let y = self.val(yv);
        // The amount in the shifted type (only used while below the width,
        // so the truncation to i8/i16 loses nothing that matters).
        let in_t = |e: &mut Self, amount: &str| match t {
            Type::I64 => e.tmp(&format!("zext i32 {amount} to i64")),
            Type::I8 | Type::I16 => e.tmp(&format!("trunc i32 {amount} to {lt}")),
            _ => amount.to_string(),
        };
        if op == Opcode::Sshr {
            let clamped = self.int_min_max(Opcode::Umin, Type::I32, &y, &(w - 1).to_string());
            let c = self.tmp(&clamped);
            let a = in_t(self, &c);
            self.def(r, &format!("ashr {lt} {x}, {a}"));
            return;
        }
        let big = self.tmp(&format!("icmp uge i32 {y}, {w}"));
        let a = in_t(self, &y);
        let name = if op == Opcode::Ishl { "shl" } else { "lshr" };
        let s = self.tmp(&format!("{name} {lt} {x}, {a}"));
        self.def(r, &format!("select i1 {big}, {lt} 0, {lt} {s}"));
    }

    /// The right-hand side computing `smin`/`smax`/`umin`/`umax` (`op`)
    /// of `x` and `y` of type `t`: the intrinsic call, or (in dialects
    /// without it) a comparison written here and a `select`.
    pub fn int_min_max(&mut self, op: Opcode, t: Type, x: &str, y: &str) -> String {
        let lt = lty(t);
        if self.d.has_int_min_max() {
            return self.intrinsic(
                lt,
                &format!("llvm.{}.{t}", op.name()),
                &[(lt, x.to_string()), (lt, y.to_string())],
            );
        }
        let cond = match op {
            Opcode::Smin => "slt",
            Opcode::Smax => "sgt",
            Opcode::Umin => "ult",
            _ => "ugt",
        };
        let c = self.tmp(&format!("icmp {cond} {lt} {x}, {y}"));
        format!("select i1 {c}, {lt} {x}, {lt} {y}")
    }

    /// The right-hand side of a saturating conversion toward zero of
    /// float `x` (type `from`) to integer type `to` (NaN gives 0). Where
    /// the dialect has no conversion to `to`, converts to `i32` and
    /// clamps to `to`'s range (saturating twice saturates once).
    fn fp_to_int_sat(
        &mut self,
        signed: bool,
        from: Type,
        to: Type,
        x: &str,
    ) -> Result<String, ExportError> {
        let (ft, tt) = (lty(from), lty(to));
        let (fs, ts) = (from.to_string(), to.to_string());
        if let Some(name) = self.d.fp_to_int_sat(signed, &fs, &ts) {
            return Ok(self.intrinsic(tt, &name, &[(ft, x.to_string())]));
        }
        let Some(name) = self.d.fp_to_int_sat(signed, &fs, "i32") else {
            return self.err(format!(
                "no saturating conversion from {from} to i32 in the {} dialect",
                self.d.name()
            ));
        };
        if to.bits() > 32 {
            return self.err(format!(
                "no saturating conversion from {from} to {to} in the {} dialect",
                self.d.name()
            ));
        }
        let call = self.intrinsic("i32", &name, &[(ft, x.to_string())]);
        let wide = self.tmp(&call);
        let bits = to.bits();
        let (lo, hi) = if signed {
            (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
        } else {
            (0, (1i64 << bits) - 1)
        };
        let (min, max) = if signed {
            (Opcode::Smin, Opcode::Smax)
        } else {
            (Opcode::Umin, Opcode::Umax)
        };
        let upper = self.int_min_max(min, Type::I32, &wide, &hi.to_string());
        let capped = self.tmp(&upper);
        let clamped = if signed {
            let lower = self.int_min_max(max, Type::I32, &capped, &lo.to_string());
            self.tmp(&lower)
        } else {
            capped
        };
        Ok(format!("trunc i32 {clamped} to {tt}"))
    }
}
