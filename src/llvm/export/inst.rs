//! Instructions as LLVM IR: the one dispatch on the opcode, and the value
//! instructions (constants, integer and float arithmetic, conversions,
//! comparisons, special registers). Memory, synchronisation and atomics
//! are in `memory.rs`; control flow in `function.rs`.
//!
//! ```text
//!   Opcode ──Emitter::inst (one arm per opcode or small group)──> helper
//!     unary / binary / binary_imm   with an exporter-local kind (Unary, Binary, ...)
//!     load, store, atomic_rmw, ...  memory.rs
//!     jump, brif, ret, call, ...    function.rs
//! ```
//!
//! `Emitter::inst` is the only `match` on `Opcode` in the exporter and
//! lists every opcode, so a new opcode does not compile until it is
//! exported. Each helper takes the instruction data and pulls out its
//! format's fields with `let ... else` (an unverified instruction whose
//! data does not fit its opcode is an error, never a panic).
//!
//! ```text
//!   iconst / f32const / f64const   inlined constants (NaN f32: bitcast of the bits)
//!   ishl/ushr x, y (y ≥ width → 0)  select (icmp uge y, W), 0, (shl x, y')
//!   sshr x, y (y ≥ width → signs)  ashr x, umin(y, W - 1)
//!   smulhi/umulhi                  widen, mul, lshr, trunc; i64: nvvm.mulhi.ll/ull
//!   iabs, clz, ctz                 llvm.abs / ctlz / cttz with `i1 false` (defined at MIN and 0)
//!   fmin/fmax                      llvm.minimumnum / maximumnum (NaN → other, -0 < +0)
//!   fcvt_to_sint/uint              llvm.fptosi.sat / fptoui.sat (saturate, NaN → 0); NVVM 7:
//!                                  llvm.nvvm.f2i.rz &c., a NaN select from f64 or to i64
//!   fcvt_to_sint/uint_rzi          the same, then a NaN selects 0x80..0 from f64 or to i64
//!   rcp                            fdiv afn float 1.0, x (rcp.approx.f32); f64: fdiv (rcp.rn)
//!   fdiv_approx                    llvm.nvvm.div.approx.f
//!   rsqrt sqrt_approx sin cos ex2 lg2  llvm.nvvm.*.approx.f / .d (no flush to zero)
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

use super::dialect::{Dialect, Funnel};
use super::function::{f32_const, f64_const, int_const, lty, Emitter};
use super::ExportError;
use crate::ir::{Block, Inst, InstData, Opcode, RoundingMode, Type, Value};

/// How a unary instruction is written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Unary {
    /// `llvm.NAME.T(x)`.
    Intrinsic(&'static str),
    /// `llvm.NAME.T(x, i1 false)`: the flag makes the result at 0 defined
    /// rather than poison (`ctlz`, `cttz`).
    IntrinsicDefinedAtZero(&'static str),
    /// The cast instruction `NAME T x to U`.
    Cast(&'static str),
    /// `sub T 0, x`.
    Ineg,
    /// `xor T x, -1`.
    Bnot,
    /// `llvm.abs` (MIN maps to MIN), or a comparison and a `select`.
    Iabs,
    /// The dialect's sign flip.
    Fneg,
    /// Round to the nearest integral value, ties to even.
    Nearest,
    /// Approximate reciprocal.
    Rcp,
    /// Approximate reciprocal square root.
    Rsqrt,
    /// The f32-only NVVM approximation `NAME` (`sin`, `cos`, `ex2`, `lg2`).
    ApproxF32(&'static str),
    /// Saturating float to integer conversion toward zero; `rzi`: a NaN
    /// gives the GPU's `cvt.rzi` result rather than 0.
    FloatToInt { signed: bool, rzi: bool },
}

/// How a binary instruction of two values is written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Binary {
    /// LLVM's instruction of the same meaning: `NAME T x, y`.
    Plain(&'static str),
    /// Integer minimum or maximum.
    IntMinMax(IntMinMax),
    /// `fmin` (or, with `max`, `fmax`).
    FloatMinMax { max: bool },
    /// The high half of the (`signed`) double-width product.
    MulHi { signed: bool },
    /// A shift by a value.
    Shift(Shift),
    /// `llvm.nvvm.NAME.approx.f` (f32 only).
    Approx(&'static str),
}

/// How a binary instruction with an immediate is written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum BinaryImm {
    /// `NAME T x, IMM`.
    Plain(&'static str),
    /// A shift by a constant amount.
    Shift(Shift),
}

/// An integer minimum or maximum.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum IntMinMax {
    Smin,
    Smax,
    Umin,
    Umax,
}

impl IntMinMax {
    /// The name of LLVM's intrinsic (`llvm.NAME.T`).
    fn name(self) -> &'static str {
        match self {
            IntMinMax::Smin => "smin",
            IntMinMax::Smax => "smax",
            IntMinMax::Umin => "umin",
            IntMinMax::Umax => "umax",
        }
    }

    /// The `icmp` condition under which the first operand is the result.
    fn first_wins(self) -> &'static str {
        match self {
            IntMinMax::Smin => "slt",
            IntMinMax::Smax => "sgt",
            IntMinMax::Umin => "ult",
            IntMinMax::Umax => "ugt",
        }
    }
}

/// A shift.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Shift {
    /// `ishl`: amounts at or above the width give 0.
    Left,
    /// `ushr`: amounts at or above the width give 0.
    LogicalRight,
    /// `sshr`: amounts at or above the width give the sign in every bit.
    ArithmeticRight,
}

impl Shift {
    /// LLVM's shift instruction (poison for amounts at or above the width).
    fn instruction(self) -> &'static str {
        match self {
            Shift::Left => "shl",
            Shift::LogicalRight => "lshr",
            Shift::ArithmeticRight => "ashr",
        }
    }
}

impl Emitter<'_> {
    /// Writes instruction `inst` of block `b`.
    pub fn inst(&mut self, b: Block, inst: Inst) -> Result<(), ExportError> {
        let f = self.f;
        let data = &f.dfg.insts[inst];
        let results = f.dfg.inst_results(inst);
        let r = results.first().copied();
        match data.opcode() {
            // Constants.
            Opcode::Iconst => self.iconst(data, r),
            Opcode::F32const => self.f32const(data, r),
            Opcode::F64const => self.f64const(data, r),
            // Integer arithmetic.
            Opcode::Iadd => self.binary(data, r, Binary::Plain("add")),
            Opcode::Isub => self.binary(data, r, Binary::Plain("sub")),
            Opcode::Imul => self.binary(data, r, Binary::Plain("mul")),
            Opcode::Smulhi => self.binary(data, r, Binary::MulHi { signed: true }),
            Opcode::Umulhi => self.binary(data, r, Binary::MulHi { signed: false }),
            // Division by zero and MIN / -1 have no result in the IR
            // either (an error): the plain instructions.
            Opcode::Sdiv => self.binary(data, r, Binary::Plain("sdiv")),
            Opcode::Udiv => self.binary(data, r, Binary::Plain("udiv")),
            Opcode::Srem => self.binary(data, r, Binary::Plain("srem")),
            Opcode::Urem => self.binary(data, r, Binary::Plain("urem")),
            Opcode::Smin => self.binary(data, r, Binary::IntMinMax(IntMinMax::Smin)),
            Opcode::Smax => self.binary(data, r, Binary::IntMinMax(IntMinMax::Smax)),
            Opcode::Umin => self.binary(data, r, Binary::IntMinMax(IntMinMax::Umin)),
            Opcode::Umax => self.binary(data, r, Binary::IntMinMax(IntMinMax::Umax)),
            Opcode::Band => self.binary(data, r, Binary::Plain("and")),
            Opcode::Bor => self.binary(data, r, Binary::Plain("or")),
            Opcode::Bxor => self.binary(data, r, Binary::Plain("xor")),
            Opcode::Ishl => self.binary(data, r, Binary::Shift(Shift::Left)),
            Opcode::Ushr => self.binary(data, r, Binary::Shift(Shift::LogicalRight)),
            Opcode::Sshr => self.binary(data, r, Binary::Shift(Shift::ArithmeticRight)),
            // Integer operations with an immediate.
            Opcode::IaddImm => self.binary_imm(data, r, BinaryImm::Plain("add")),
            Opcode::ImulImm => self.binary_imm(data, r, BinaryImm::Plain("mul")),
            Opcode::BandImm => self.binary_imm(data, r, BinaryImm::Plain("and")),
            Opcode::BorImm => self.binary_imm(data, r, BinaryImm::Plain("or")),
            Opcode::BxorImm => self.binary_imm(data, r, BinaryImm::Plain("xor")),
            Opcode::IshlImm => self.binary_imm(data, r, BinaryImm::Shift(Shift::Left)),
            Opcode::UshrImm => self.binary_imm(data, r, BinaryImm::Shift(Shift::LogicalRight)),
            Opcode::SshrImm => self.binary_imm(data, r, BinaryImm::Shift(Shift::ArithmeticRight)),
            // Integer unary operations.
            Opcode::Ineg => self.unary(data, r, Unary::Ineg),
            Opcode::Iabs => self.unary(data, r, Unary::Iabs),
            Opcode::Bnot => self.unary(data, r, Unary::Bnot),
            Opcode::Popcnt => self.unary(data, r, Unary::Intrinsic("ctpop")),
            Opcode::Clz => self.unary(data, r, Unary::IntrinsicDefinedAtZero("ctlz")),
            Opcode::Ctz => self.unary(data, r, Unary::IntrinsicDefinedAtZero("cttz")),
            Opcode::Bitrev => self.unary(data, r, Unary::Intrinsic("bitreverse")),
            Opcode::Usad | Opcode::Ssad => self.ptx_instruction(data, r, "sad"),
            Opcode::Umul24 | Opcode::Smul24 => self.ptx_instruction(data, r, "mul24.lo"),
            Opcode::Ubfe | Opcode::Sbfe => self.ptx_instruction(data, r, "bfe"),
            Opcode::Ubfind | Opcode::Sbfind => self.ptx_instruction(data, r, "bfind"),
            // Floating point.
            Opcode::Fadd => self.rounded_binary(data, r, "fadd", "add"),
            Opcode::Fsub => self.rounded_binary(data, r, "fsub", "add"),
            Opcode::Fmul => self.rounded_binary(data, r, "fmul", "mul"),
            Opcode::Fdiv => self.rounded_binary(data, r, "fdiv", "div"),
            Opcode::FdivApprox => self.binary(data, r, Binary::Approx("div")),
            Opcode::Fmin => self.binary(data, r, Binary::FloatMinMax { max: false }),
            Opcode::Fmax => self.binary(data, r, Binary::FloatMinMax { max: true }),
            Opcode::Fneg => self.unary(data, r, Unary::Fneg),
            Opcode::Fabs => self.unary(data, r, Unary::Intrinsic("fabs")),
            Opcode::Sqrt => self.rounded_unary(data, r, Unary::Intrinsic("sqrt")),
            Opcode::Floor => self.unary(data, r, Unary::Intrinsic("floor")),
            Opcode::Ceil => self.unary(data, r, Unary::Intrinsic("ceil")),
            Opcode::Trunc => self.unary(data, r, Unary::Intrinsic("trunc")),
            Opcode::Nearest => self.unary(data, r, Unary::Nearest),
            Opcode::Rcp => self.unary(data, r, Unary::Rcp),
            Opcode::Rsqrt => self.unary(data, r, Unary::Rsqrt),
            Opcode::SqrtApprox => self.unary(data, r, Unary::ApproxF32("sqrt")),
            Opcode::Sin => self.unary(data, r, Unary::ApproxF32("sin")),
            Opcode::Cos => self.unary(data, r, Unary::ApproxF32("cos")),
            Opcode::Ex2 => self.unary(data, r, Unary::ApproxF32("ex2")),
            Opcode::Lg2 => self.unary(data, r, Unary::ApproxF32("lg2")),
            Opcode::TanhApprox => self.ptx_instruction(data, r, "tanh.approx"),
            Opcode::Fma => self.fma(data, r),
            Opcode::Prmt => self.prmt(data, r),
            Opcode::Fshl => self.funnel(data, r, Funnel::Left, false),
            Opcode::Fshr => self.funnel(data, r, Funnel::Right, false),
            Opcode::FshlClamp => self.funnel(data, r, Funnel::Left, true),
            Opcode::FshrClamp => self.funnel(data, r, Funnel::Right, true),
            // Conversions.
            Opcode::Sextend => self.unary(data, r, Unary::Cast("sext")),
            Opcode::Uextend => self.unary(data, r, Unary::Cast("zext")),
            Opcode::Ireduce => self.unary(data, r, Unary::Cast("trunc")),
            op @ (Opcode::FcvtToSint
            | Opcode::FcvtToUint
            | Opcode::FcvtToSintRzi
            | Opcode::FcvtToUintRzi) => {
                let signed = matches!(op, Opcode::FcvtToSint | Opcode::FcvtToSintRzi);
                let rzi = matches!(op, Opcode::FcvtToSintRzi | Opcode::FcvtToUintRzi);
                self.unary(data, r, Unary::FloatToInt { signed, rzi })
            }
            Opcode::FcvtFromSint => self.rounded_unary(data, r, Unary::Cast("sitofp")),
            Opcode::FcvtFromUint => self.rounded_unary(data, r, Unary::Cast("uitofp")),
            Opcode::Fpromote => self.unary(data, r, Unary::Cast("fpext")),
            Opcode::Fdemote => self.rounded_unary(data, r, Unary::Cast("fptrunc")),
            Opcode::Bitcast => self.unary(data, r, Unary::Cast("bitcast")),
            // Comparisons and selection.
            Opcode::Icmp => self.icmp(data, r),
            Opcode::IcmpImm => self.icmp_imm(data, r),
            Opcode::Fcmp => self.fcmp(data, r),
            Opcode::Select => self.select(data, r),
            // Special registers.
            Opcode::Sreg => self.sreg(data, r),
            // Memory (memory.rs).
            Opcode::Load => self.load(data, r),
            Opcode::Store => self.store(data),
            Opcode::LoadV2 | Opcode::LoadV4 => self.load_vec(data, results),
            Opcode::StoreV2 | Opcode::StoreV4 => self.store_vec(data),
            Opcode::StackAddr => self.stack_addr(data, r),
            Opcode::SharedAddr => self.shared_addr(data, r),
            Opcode::StackStart => self.lifetime(data, true),
            Opcode::StackEnd => self.lifetime(data, false),
            Opcode::ConstAddr | Opcode::GlobalAddr => self.const_addr(data, r),
            Opcode::ToGeneric => self.cvta(data, r, true),
            Opcode::FromGeneric => self.cvta(data, r, false),
            Opcode::InSpace => self.in_space(data, r),
            // Synchronisation and atomics (memory.rs).
            Opcode::Barrier => self.barrier(),
            Opcode::Fence => self.fence(data),
            Opcode::AtomicRmw => self.atomic_rmw(data, r),
            Opcode::AtomicCas => self.atomic_cas(data, r),
            // Control flow (function.rs).
            Opcode::Jump => self.jump(b, data),
            Opcode::Brif => self.brif(b, data),
            Opcode::BrTable => self.br_table(b, data),
            Opcode::Return => self.ret(data),
            Opcode::Trap => self.trap(),
            Opcode::Call => self.call(data, results),
            Opcode::Asm | Opcode::AsmVolatile => self.inline_asm(data, results),
        }
    }

    /// `iconst`: the constant is written where it is used.
    fn iconst(&mut self, data: &InstData, r: Option<Value>) -> Result<(), ExportError> {
        let (InstData::UnaryImm { imm, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let t = self.ty(r);
        self.alias(r, int_const(t, imm));
        Ok(())
    }

    /// `f32const`, written where it is used.
    fn f32const(&mut self, data: &InstData, r: Option<Value>) -> Result<(), ExportError> {
        let (InstData::UnaryIeee32 { imm, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        self.alias(r, f32_const(imm.0));
        Ok(())
    }

    /// `f64const`, written where it is used.
    fn f64const(&mut self, data: &InstData, r: Option<Value>) -> Result<(), ExportError> {
        let (InstData::UnaryIeee64 { imm, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        self.alias(r, f64_const(imm.0));
        Ok(())
    }

    /// `fma a, b, c`: `llvm.fma` (one rounding).
    /// `fma`: `llvm.fma`, or `llvm.nvvm.fma.{rz,rm,rp}.{f,d}` for a
    /// directed rounding.
    fn fma(&mut self, data: &InstData, r: Option<Value>) -> Result<(), ExportError> {
        let (InstData::RoundedTernary { rounding, args, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let t = lty(self.ty(r));
        let operands = args.map(|v| (t, self.val(v)));
        let name = match rounding {
            RoundingMode::Rn => format!("llvm.fma.{}", self.ty(r)),
            m => format!("llvm.nvvm.fma.{m}.{}", nvvm_float_suffix(self.ty(r))),
        };
        let call = self.intrinsic(t, &name, &operands);
        self.def(r, &call);
        Ok(())
    }

    /// `fadd`/`fsub`/`fmul`/`fdiv`: LLVM's `plain` instruction when rounding to
    /// nearest, else `llvm.nvvm.{nvvm}.{rz,rm,rp}.{f,d}` (a subtraction is
    /// the addition of the negated operand, which is exact).
    fn rounded_binary(
        &mut self,
        data: &InstData,
        r: Option<Value>,
        plain: &str,
        nvvm: &str,
    ) -> Result<(), ExportError> {
        let (
            InstData::RoundedBinary {
                rounding,
                args: [xv, yv],
                ..
            },
            Some(r),
        ) = (*data, r)
        else {
            return self.malformed(data);
        };
        let t = self.ty(xv);
        let (lt, x, mut y) = (lty(t), self.val(xv), self.val(yv));
        if rounding == RoundingMode::Rn {
            self.def(r, &format!("{plain} {lt} {x}, {y}"));
            return Ok(());
        }
        if plain == "fsub" {
            let rhs = self.d.fneg(lt, &y);
            y = self.tmp(&rhs);
        }
        let name = format!("llvm.nvvm.{nvvm}.{rounding}.{}", nvvm_float_suffix(t));
        let call = self.intrinsic(lt, &name, &[(lt, x), (lt, y)]);
        self.def(r, &call);
        Ok(())
    }

    /// `sqrt`, `fdemote`, `fcvt_from_sint`/`_uint`: as `plain` says when
    /// rounding to nearest, else NVVM's intrinsic of the mode:
    /// `llvm.nvvm.sqrt.{m}.{f,d}`, `llvm.nvvm.d2f.{m}` and
    /// `llvm.nvvm.{i,ui,ll,ull}2{f,d}.{m}` (an operand narrower than 32
    /// bits extended first, which is exact).
    fn rounded_unary(
        &mut self,
        data: &InstData,
        r: Option<Value>,
        plain: Unary,
    ) -> Result<(), ExportError> {
        let (
            InstData::RoundedUnary {
                opcode,
                rounding,
                arg,
            },
            Some(r),
        ) = (*data, r)
        else {
            return self.malformed(data);
        };
        if rounding == RoundingMode::Rn {
            return self.unary(data, Some(r), plain);
        }
        let (from, to) = (self.ty(arg), self.ty(r));
        let mut x = self.val(arg);
        let mut from_lt = lty(from);
        let signed = opcode == Opcode::FcvtFromSint;
        let name = if opcode == Opcode::Sqrt {
            format!("sqrt.{rounding}.{}", nvvm_float_suffix(to))
        } else if opcode == Opcode::Fdemote {
            format!("d2f.{rounding}")
        } else if matches!(opcode, Opcode::FcvtFromSint | Opcode::FcvtFromUint) {
            if from.bits() < 32 {
                let ext = if signed { "sext" } else { "zext" };
                x = self.tmp(&format!("{ext} {from_lt} {x} to i32"));
                from_lt = "i32";
            }
            let int = match (signed, from == Type::I64) {
                (true, false) => "i",
                (false, false) => "ui",
                (true, true) => "ll",
                (false, true) => "ull",
            };
            format!("{int}2{}.{rounding}", nvvm_float_suffix(to))
        } else {
            return self.malformed(data);
        };
        let call = self.intrinsic(lty(to), &format!("llvm.nvvm.{name}"), &[(from_lt, x)]);
        self.def(r, &call);
        Ok(())
    }

    /// An operation that is one PTX instruction and that LLVM has no
    /// intrinsic for in every dialect (`sad`, `mul24`, `bfe`, `bfind`,
    /// `tanh.approx`):
    /// `mnemonic.TYPE` as inline assembly, which llc and libNVVM pass
    /// through and the importer runs again. The type is the first
    /// operand's, signed for the `s` opcodes.
    fn ptx_instruction(
        &mut self,
        data: &InstData,
        r: Option<Value>,
        mnemonic: &str,
    ) -> Result<(), ExportError> {
        let operands: Vec<Value> = if let InstData::Unary { arg, .. } = *data {
            vec![arg]
        } else if let InstData::Binary { args, .. } = *data {
            args.to_vec()
        } else if let InstData::Ternary { args, .. } = *data {
            args.to_vec()
        } else {
            return self.malformed(data);
        };
        let Some(r) = r else {
            return self.malformed(data);
        };
        let x = self.ty(operands[0]);
        let signed = matches!(
            data.opcode(),
            Opcode::Ssad | Opcode::Smul24 | Opcode::Sbfe | Opcode::Sbfind
        );
        let ty = if x.is_float() {
            x.to_string()
        } else {
            format!("{}{}", if signed { 's' } else { 'u' }, x.bits())
        };
        let constraint = |t: Type| match t {
            Type::I64 => "l",
            Type::F32 => "f",
            Type::F64 => "d",
            _ => "r",
        };
        let mut constraints = vec![format!("={}", constraint(self.ty(r)))];
        let mut typed = Vec::new();
        let mut places = Vec::new();
        for (k, &v) in operands.iter().enumerate() {
            constraints.push(constraint(self.ty(v)).to_string());
            typed.push(format!("{} {}", lty(self.ty(v)), self.val(v)));
            places.push(format!("${}", k + 1));
        }
        let rhs = format!(
            "call {} asm \"{mnemonic}.{ty} $0, {};\", \"{}\"({})",
            lty(self.ty(r)),
            places.join(", "),
            constraints.join(","),
            typed.join(", ")
        );
        self.def(r, &rhs);
        Ok(())
    }

    /// `prmt`: `llvm.nvvm.prmt`, or what the dialect has instead.
    fn prmt(&mut self, data: &InstData, r: Option<Value>) -> Result<(), ExportError> {
        let (InstData::Ternary { args, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let operands = args.map(|v| self.val(v));
        let rhs = match self.d.prmt(&operands) {
            Some(rhs) => rhs,
            None => {
                let typed = operands.map(|x| ("i32", x));
                self.intrinsic("i32", "llvm.nvvm.prmt", &typed)
            }
        };
        self.def(r, &rhs);
        Ok(())
    }

    /// A funnel shift of `hi:lo`: `llvm.fshl.i32`/`llvm.fshr.i32` (the
    /// amount wrapped, LLVM 7+), or with the amount clamped at 32 what the
    /// dialect has (`llvm.nvvm.fshl.clamp.i32`, or inline `shf`).
    fn funnel(
        &mut self,
        data: &InstData,
        r: Option<Value>,
        dir: Funnel,
        clamp: bool,
    ) -> Result<(), ExportError> {
        let (InstData::Ternary { args, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let operands = args.map(|v| self.val(v));
        let inline = clamp.then(|| self.d.funnel_clamp(dir, &operands)).flatten();
        let rhs = inline.unwrap_or_else(|| {
            let name = if clamp {
                format!("llvm.nvvm.{}.clamp.i32", dir.name())
            } else {
                format!("llvm.{}.i32", dir.name())
            };
            self.intrinsic("i32", &name, &operands.map(|x| ("i32", x)))
        });
        self.def(r, &rhs);
        Ok(())
    }

    /// `select c, a, b`.
    fn select(&mut self, data: &InstData, r: Option<Value>) -> Result<(), ExportError> {
        let (InstData::Ternary { args, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let [c, a, b] = args.map(|v| self.typed(v));
        self.def(r, &format!("select {c}, {a}, {b}"));
        Ok(())
    }

    /// `icmp COND x, y`.
    fn icmp(&mut self, data: &InstData, r: Option<Value>) -> Result<(), ExportError> {
        let (InstData::IntCompare { cond, args, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let (x, y) = (self.typed(args[0]), self.val(args[1]));
        self.def(r, &format!("icmp {} {x}, {y}", cond.name()));
        Ok(())
    }

    /// `icmp_imm COND x, IMM`: the immediate in `x`'s type.
    fn icmp_imm(&mut self, data: &InstData, r: Option<Value>) -> Result<(), ExportError> {
        let (InstData::IntCompareImm { cond, arg, imm, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let k = int_const(self.ty(arg), imm);
        let x = self.typed(arg);
        self.def(r, &format!("icmp {} {x}, {k}", cond.name()));
        Ok(())
    }

    /// `fcmp COND x, y`.
    fn fcmp(&mut self, data: &InstData, r: Option<Value>) -> Result<(), ExportError> {
        let (InstData::FloatCompare { cond, args, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let (x, y) = (self.typed(args[0]), self.val(args[1]));
        self.def(r, &format!("fcmp {} {x}, {y}", cond.name()));
        Ok(())
    }

    /// `sreg REG`: the NVVM intrinsic reading the register.
    fn sreg(&mut self, data: &InstData, r: Option<Value>) -> Result<(), ExportError> {
        let (InstData::Sreg { reg, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let call = self.intrinsic("i32", &self.d.sreg(reg), &[]);
        self.def(r, &call);
        Ok(())
    }

    /// A unary instruction, written as `how` says.
    fn unary(&mut self, data: &InstData, r: Option<Value>, how: Unary) -> Result<(), ExportError> {
        let (InstData::Unary { arg, .. } | InstData::RoundedUnary { arg, .. }, Some(r)) =
            (*data, r)
        else {
            return self.malformed(data);
        };
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
        match how {
            Unary::Intrinsic(name) => intr(self, name, &[]),
            Unary::IntrinsicDefinedAtZero(name) => intr(self, name, &no()),
            Unary::Cast(name) => self.def(r, &format!("{name} {xt} to {tt}")),
            Unary::Ineg => self.def(r, &format!("sub {ft} 0, {x}")),
            Unary::Bnot => self.def(r, &format!("xor {xt}, {}", int_const(from, -1))),
            Unary::Iabs if self.d.has_int_min_max() => intr(self, "abs", &no()),
            // abs(MIN) wraps to MIN, as llvm.abs with `i1 false`.
            Unary::Iabs => {
                let neg = self.tmp(&format!("sub {ft} 0, {x}"));
                let c = self.tmp(&format!("icmp slt {xt}, 0"));
                self.def(r, &format!("select i1 {c}, {ft} {neg}, {xt}"));
            }
            Unary::Fneg => {
                let rhs = self.d.fneg(ft, &x);
                self.def(r, &rhs);
            }
            Unary::Nearest => {
                let name = self.d.round_even(&from.to_string());
                let call = self.intrinsic(tt, &name, &[(ft, x.clone())]);
                self.def(r, &call);
            }
            // `afn` lets llc pick rcp.approx.f32 (no flush to zero); f64
            // is correctly rounded, as ptxlift's own rcp.rn.f64.
            Unary::Rcp if from == Type::F32 => {
                self.def(r, &format!("fdiv afn float 1.0, {x}"));
            }
            Unary::Rcp => self.def(r, &format!("fdiv double 1.0, {x}")),
            Unary::Rsqrt => {
                let name = if from == Type::F32 {
                    self.d.approx_f32("rsqrt")
                } else {
                    self.d.rsqrt_f64().to_string()
                };
                let call = self.intrinsic(tt, &name, &[(ft, x.clone())]);
                self.def(r, &call);
            }
            Unary::ApproxF32(name) => {
                if from != Type::F32 {
                    return self.err(format!(
                        "`{name}` of {from}: only f32 has an approximate form"
                    ));
                }
                let name = self.d.approx_f32(name);
                let call = self.intrinsic(tt, &name, &[(ft, x.clone())]);
                self.def(r, &call);
            }
            Unary::FloatToInt { signed, rzi } => {
                let rhs = self.fp_to_int(signed, rzi, from, to, &x)?;
                self.def(r, &rhs);
            }
        }
        Ok(())
    }

    /// A binary instruction of two values, written as `how` says.
    fn binary(
        &mut self,
        data: &InstData,
        r: Option<Value>,
        how: Binary,
    ) -> Result<(), ExportError> {
        let (InstData::Binary { args: [xv, yv], .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let t = self.ty(xv);
        let (lt, x, y) = (lty(t), self.val(xv), self.val(yv));
        match how {
            Binary::Plain(name) => self.def(r, &format!("{name} {lt} {x}, {y}")),
            Binary::IntMinMax(which) => {
                let rhs = self.int_min_max(which, t, &x, &y);
                self.def(r, &rhs);
            }
            Binary::FloatMinMax { max } => {
                let name = self.d.float_min_max(max, &t.to_string());
                let call = self.intrinsic(lt, &name, &[(lt, x), (lt, y)]);
                self.def(r, &call);
            }
            Binary::MulHi { signed } => self.mulhi(signed, r, t, &x, &y),
            Binary::Shift(shift) => self.shift(shift, r, t, &x, &y),
            Binary::Approx(name) => {
                let call = self.intrinsic(lt, &self.d.approx_f32(name), &[(lt, x), (lt, y)]);
                self.def(r, &call);
            }
        }
        Ok(())
    }

    /// A binary instruction with an immediate: the operation with a
    /// constant of the type.
    fn binary_imm(
        &mut self,
        data: &InstData,
        r: Option<Value>,
        how: BinaryImm,
    ) -> Result<(), ExportError> {
        let (InstData::BinaryImm { arg, imm, .. }, Some(r)) = (*data, r) else {
            return self.malformed(data);
        };
        let t = self.ty(r);
        let (lt, x) = (lty(t), self.val(arg));
        let shift = match how {
            BinaryImm::Plain(name) => {
                self.def(r, &format!("{name} {lt} {x}, {}", int_const(t, imm)));
                return Ok(());
            }
            BinaryImm::Shift(shift) => shift,
        };
        // The verifier keeps amounts below the width; the IR's meaning for
        // larger ones is written all the same.
        let w = i64::from(t.bits());
        if (0..w).contains(&imm) {
            self.def(r, &format!("{} {lt} {x}, {imm}", shift.instruction()));
        } else if shift == Shift::ArithmeticRight {
            self.def(r, &format!("ashr {lt} {x}, {}", w - 1));
        } else {
            self.alias(r, "0".to_string());
        }
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

    /// A shift of `x` (type `t`) by the `i32` amount `y` read as unsigned:
    /// amounts at or above the width give 0 (arithmetic right shift: the
    /// sign in every bit), where LLVM's shifts are poison.
    fn shift(&mut self, shift: Shift, r: Value, t: Type, x: &str, y: &str) {
        let lt = lty(t);
        let w = t.bits();
        // The amount in the shifted type (only used while below the width,
        // so the truncation to i8/i16 loses nothing that matters).
        let in_t = |e: &mut Self, amount: &str| match t {
            Type::I64 => e.tmp(&format!("zext i32 {amount} to i64")),
            Type::I8 | Type::I16 => e.tmp(&format!("trunc i32 {amount} to {lt}")),
            _ => amount.to_string(),
        };
        if shift == Shift::ArithmeticRight {
            let clamped = self.int_min_max(IntMinMax::Umin, Type::I32, y, &(w - 1).to_string());
            let c = self.tmp(&clamped);
            let a = in_t(self, &c);
            self.def(r, &format!("ashr {lt} {x}, {a}"));
            return;
        }
        let big = self.tmp(&format!("icmp uge i32 {y}, {w}"));
        let a = in_t(self, y);
        let s = self.tmp(&format!("{} {lt} {x}, {a}", shift.instruction()));
        self.def(r, &format!("select i1 {big}, {lt} 0, {lt} {s}"));
    }

    /// The right-hand side computing `which` of `x` and `y` of type `t`:
    /// the intrinsic call, or (in dialects without it) a comparison
    /// written here and a `select`.
    fn int_min_max(&mut self, which: IntMinMax, t: Type, x: &str, y: &str) -> String {
        let lt = lty(t);
        if self.d.has_int_min_max() {
            return self.intrinsic(
                lt,
                &format!("llvm.{}.{t}", which.name()),
                &[(lt, x.to_string()), (lt, y.to_string())],
            );
        }
        let c = self.tmp(&format!("icmp {} {lt} {x}, {y}", which.first_wins()));
        format!("select i1 {c}, {lt} {x}, {lt} {y}")
    }

    /// The right-hand side of a saturating conversion toward zero of
    /// float `x` (type `from`) to integer type `to`. A NaN gives 0, or with
    /// `rzi` what the GPU's `cvt.rzi` gives (`0x80..0` from `f64` or to 64
    /// bits, else 0). `llvm.fptosi.sat` gives 0 and NVVM's `f2i`-style
    /// intrinsics (`cvt.rzi`, or `i32` then a clamp) what they give, so a
    /// NaN selects its value after them where those differ from it.
    fn fp_to_int(
        &mut self,
        signed: bool,
        rzi: bool,
        from: Type,
        to: Type,
        x: &str,
    ) -> Result<String, ExportError> {
        let converted = self.fp_to_int_sat(signed, from, to, x)?;
        let nan_differs = from == Type::F64 || to.bits() == 64;
        if !nan_differs || (self.d == Dialect::Modern && !rzi) {
            return Ok(converted);
        }
        let nan = if rzi {
            int_const(to, i64::MIN >> (64 - to.bits()))
        } else {
            "0".to_string()
        };
        let (ft, tt) = (lty(from), lty(to));
        let converted = self.tmp(&converted);
        let is_nan = self.tmp(&format!("fcmp uno {ft} {x}, {x}"));
        Ok(format!("select i1 {is_nan}, {tt} {nan}, {tt} {converted}"))
    }

    /// The saturating conversion of [`Self::fp_to_int`] before its NaN
    /// select. Where the dialect has no conversion to `to`, converts to
    /// `i32` and clamps to `to`'s range (saturating twice saturates once).
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
            (IntMinMax::Smin, IntMinMax::Smax)
        } else {
            (IntMinMax::Umin, IntMinMax::Umax)
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

/// The type suffix of NVVM's float intrinsics: `f` for `f32`, `d` for `f64`.
fn nvvm_float_suffix(t: Type) -> &'static str {
    if t == Type::F64 {
        "d"
    } else {
        "f"
    }
}

#[cfg(test)]
mod tests {
    use super::super::function::{emit_function, LoopMetadata};
    use super::super::Dialect;
    use crate::ir::{parse_module, InstData, Opcode};
    use std::collections::BTreeMap;

    /// An instruction whose data does not fit its opcode's format (the
    /// verifier rejects it; only code that skips the verifier makes one)
    /// is an error naming the opcode and its line, never a panic.
    #[test]
    fn data_that_does_not_fit_the_opcode_is_a_located_error() {
        let text =
            "function %f(i32) -> i32 {\nblock0(v0: i32):\n    v1 = popcnt v0\n    return v1\n}\n";
        let mut m = parse_module(text).expect("the module parses");
        let id = m.functions.keys().next().expect("one function");
        let mut decls = BTreeMap::new();
        let good = emit_function(
            &m,
            &m.functions[id],
            Dialect::Modern,
            &mut decls,
            &mut LoopMetadata::new(0),
        );
        assert!(
            good.is_ok_and(|t| t.body.contains("%v1 = call i32 @llvm.ctpop.i32(i32 %v0)")),
            "the well-formed function is exported"
        );
        // `iadd` with the unary format's single operand.
        let f = &mut m.functions[id];
        let block = f.layout.entry_block().expect("an entry block");
        let popcnt = f.layout.block_insts(block)[0];
        let InstData::Unary { arg, .. } = f.dfg.insts[popcnt] else {
            panic!("popcnt is a unary instruction");
        };
        f.dfg.insts[popcnt] = InstData::Unary {
            opcode: Opcode::Iadd,
            arg,
        };
        let Err(err) = emit_function(
            &m,
            &m.functions[id],
            Dialect::Modern,
            &mut decls,
            &mut LoopMetadata::new(0),
        ) else {
            panic!("an iadd with one operand is exported");
        };
        assert!(
            err.to_string().starts_with(
                "3: in %f: `iadd` does not have the operands and result of its format"
            ),
            "{err}"
        );
    }
}
