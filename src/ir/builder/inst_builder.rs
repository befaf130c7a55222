//! [`InstBuilder`]: one method per opcode, so front ends write
//! `builder.ins().iadd(a, b)` instead of assembling `InstData` by hand.
//!
//! Implementors provide `build`, which creates the instruction, its results
//! (typed by [`result_types`](crate::ir::typing::result_types)) and places it.
//! Integer immediates are canonicalised to their operand's width here, so
//! `iadd_imm(x_i8, 255)` and `iadd_imm(x_i8, -1)` build the same instruction.

use crate::ir::immediates::canonical_imm;
use crate::ir::{
    AtomicRmwOp, Block, BlockCall, ConstRef, DataFlowGraph, FenceScope, FloatCC, FuncRef, Ieee32,
    Ieee64, Inst, InstData, IntCC, JumpTableData, Opcode, SharedVar, Space, SpecialReg, StackSlot,
    Type, Value, ValueList,
};

/// A branch target and the arguments passed to its parameters.
pub type BlockArg<'a> = (Block, &'a [Value]);

/// Builds instructions; see the module documentation.
pub trait InstBuilder<'f>: Sized {
    /// The DFG operands and value lists are created in.
    fn data_flow_graph_mut(&mut self) -> &mut DataFlowGraph;

    /// Creates and places `data`. `ctrl` is the result type of explicitly
    /// typed opcodes (`iconst.i32`, `load.f32`, conversions).
    fn build(self, data: InstData, ctrl: Option<Type>) -> (Inst, &'f mut DataFlowGraph);

    /// Builds `data` and returns its first result.
    fn build_value(self, data: InstData, ctrl: Option<Type>) -> Value {
        let (inst, dfg) = self.build(data, ctrl);
        dfg.inst_results(inst)[0]
    }

    /// `iconst.ty imm`: an integer constant, `imm` canonicalised to `ty`'s width.
    fn iconst(self, ty: Type, imm: i64) -> Value {
        let imm = canonical_imm(imm, ty.bits());
        self.build_value(
            InstData::UnaryImm {
                opcode: Opcode::Iconst,
                imm,
            },
            Some(ty),
        )
    }
    /// `f32const`: an `f32` constant.
    fn f32const(self, x: f32) -> Value {
        self.build_value(
            InstData::UnaryIeee32 {
                opcode: Opcode::F32const,
                imm: Ieee32::from_f32(x),
            },
            None,
        )
    }
    /// `f64const`: an `f64` constant.
    fn f64const(self, x: f64) -> Value {
        self.build_value(
            InstData::UnaryIeee64 {
                opcode: Opcode::F64const,
                imm: Ieee64::from_f64(x),
            },
            None,
        )
    }

    /// Any opcode of the `Binary` format.
    fn binary(self, opcode: Opcode, a: Value, b: Value) -> Value {
        self.build_value(
            InstData::Binary {
                opcode,
                args: [a, b],
            },
            None,
        )
    }
    /// Any opcode of the `BinaryImm` format; `imm` is canonicalised to `x`'s width.
    fn binary_imm(mut self, opcode: Opcode, x: Value, imm: i64) -> Value {
        let is_shift = matches!(opcode, Opcode::IshlImm | Opcode::UshrImm | Opcode::SshrImm);
        let imm = match self.data_flow_graph_mut().try_value_type(x) {
            Some(ty) if !is_shift => canonical_imm(imm, ty.bits()),
            _ => imm,
        };
        self.build_value(
            InstData::BinaryImm {
                opcode,
                arg: x,
                imm,
            },
            None,
        )
    }
    /// Any opcode of the `Unary` format without an explicit type.
    fn unary(self, opcode: Opcode, x: Value) -> Value {
        self.build_value(InstData::Unary { opcode, arg: x }, None)
    }
    /// A conversion to `ty` (`sextend`, `fcvt_to_sint`, `bitcast`, ...).
    fn convert(self, opcode: Opcode, ty: Type, x: Value) -> Value {
        self.build_value(InstData::Unary { opcode, arg: x }, Some(ty))
    }

    /// `iadd`: wrapping addition.
    fn iadd(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Iadd, a, b)
    }
    /// `isub`: wrapping subtraction.
    fn isub(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Isub, a, b)
    }
    /// `imul`: wrapping multiplication (low half).
    fn imul(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Imul, a, b)
    }
    /// `smulhi`: high half of the signed double-width product.
    fn smulhi(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Smulhi, a, b)
    }
    /// `umulhi`: high half of the unsigned double-width product.
    fn umulhi(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Umulhi, a, b)
    }
    /// `sdiv`: signed division rounding toward zero.
    fn sdiv(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Sdiv, a, b)
    }
    /// `udiv`: unsigned division.
    fn udiv(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Udiv, a, b)
    }
    /// `srem`: signed remainder, with the sign of `a`.
    fn srem(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Srem, a, b)
    }
    /// `urem`: unsigned remainder.
    fn urem(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Urem, a, b)
    }
    /// `smin`: signed minimum.
    fn smin(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Smin, a, b)
    }
    /// `smax`: signed maximum.
    fn smax(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Smax, a, b)
    }
    /// `umin`: unsigned minimum.
    fn umin(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Umin, a, b)
    }
    /// `umax`: unsigned maximum.
    fn umax(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Umax, a, b)
    }
    /// `band`: bitwise and.
    fn band(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Band, a, b)
    }
    /// `bor`: bitwise or.
    fn bor(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Bor, a, b)
    }
    /// `bxor`: bitwise exclusive or.
    fn bxor(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Bxor, a, b)
    }
    /// `ishl`: shift `a` left by the `i32` `amount`.
    fn ishl(self, a: Value, amount: Value) -> Value {
        self.binary(Opcode::Ishl, a, amount)
    }
    /// `ushr`: logical shift right of `a` by the `i32` `amount`.
    fn ushr(self, a: Value, amount: Value) -> Value {
        self.binary(Opcode::Ushr, a, amount)
    }
    /// `sshr`: arithmetic shift right of `a` by the `i32` `amount`.
    fn sshr(self, a: Value, amount: Value) -> Value {
        self.binary(Opcode::Sshr, a, amount)
    }
    /// `fadd`: IEEE addition.
    fn fadd(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fadd, a, b)
    }
    /// `fsub`: IEEE subtraction.
    fn fsub(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fsub, a, b)
    }
    /// `fmul`: IEEE multiplication.
    fn fmul(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fmul, a, b)
    }
    /// `fdiv`: IEEE division.
    fn fdiv(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fdiv, a, b)
    }
    /// `fmin`: float minimum (a NaN operand yields the other operand).
    fn fmin(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fmin, a, b)
    }
    /// `fmax`: float maximum (a NaN operand yields the other operand).
    fn fmax(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fmax, a, b)
    }

    /// `iadd_imm`: adds the constant `imm` to `x`.
    fn iadd_imm(self, x: Value, imm: i64) -> Value {
        self.binary_imm(Opcode::IaddImm, x, imm)
    }
    /// `imul_imm`: multiplies `x` by the constant `imm`.
    fn imul_imm(self, x: Value, imm: i64) -> Value {
        self.binary_imm(Opcode::ImulImm, x, imm)
    }
    /// `band_imm`: bitwise and of `x` with the constant `imm`.
    fn band_imm(self, x: Value, imm: i64) -> Value {
        self.binary_imm(Opcode::BandImm, x, imm)
    }
    /// `bor_imm`: bitwise or of `x` with the constant `imm`.
    fn bor_imm(self, x: Value, imm: i64) -> Value {
        self.binary_imm(Opcode::BorImm, x, imm)
    }
    /// `bxor_imm`: bitwise exclusive or of `x` with the constant `imm`.
    fn bxor_imm(self, x: Value, imm: i64) -> Value {
        self.binary_imm(Opcode::BxorImm, x, imm)
    }
    /// `ishl_imm`: shifts `x` left by the constant `amount`.
    fn ishl_imm(self, x: Value, amount: i64) -> Value {
        self.binary_imm(Opcode::IshlImm, x, amount)
    }
    /// `ushr_imm`: logical shift right of `x` by the constant `amount`.
    fn ushr_imm(self, x: Value, amount: i64) -> Value {
        self.binary_imm(Opcode::UshrImm, x, amount)
    }
    /// `sshr_imm`: arithmetic shift right of `x` by the constant `amount`.
    fn sshr_imm(self, x: Value, amount: i64) -> Value {
        self.binary_imm(Opcode::SshrImm, x, amount)
    }

    /// `ineg`: two's-complement negation.
    fn ineg(self, x: Value) -> Value {
        self.unary(Opcode::Ineg, x)
    }
    /// `iabs`: integer absolute value.
    fn iabs(self, x: Value) -> Value {
        self.unary(Opcode::Iabs, x)
    }
    /// `bnot`: bitwise complement.
    fn bnot(self, x: Value) -> Value {
        self.unary(Opcode::Bnot, x)
    }
    /// `popcnt`: number of one bits.
    fn popcnt(self, x: Value) -> Value {
        self.unary(Opcode::Popcnt, x)
    }
    /// `clz`: number of leading zero bits.
    fn clz(self, x: Value) -> Value {
        self.unary(Opcode::Clz, x)
    }
    /// `ctz`: number of trailing zero bits.
    fn ctz(self, x: Value) -> Value {
        self.unary(Opcode::Ctz, x)
    }
    /// `bitrev`: bits in reverse order.
    fn bitrev(self, x: Value) -> Value {
        self.unary(Opcode::Bitrev, x)
    }
    /// `fneg`: flips the sign bit.
    fn fneg(self, x: Value) -> Value {
        self.unary(Opcode::Fneg, x)
    }
    /// `fabs`: clears the sign bit.
    fn fabs(self, x: Value) -> Value {
        self.unary(Opcode::Fabs, x)
    }
    /// `sqrt`: correctly rounded square root.
    fn sqrt(self, x: Value) -> Value {
        self.unary(Opcode::Sqrt, x)
    }
    /// `floor`: rounds down to an integral value.
    fn floor(self, x: Value) -> Value {
        self.unary(Opcode::Floor, x)
    }
    /// `ceil`: rounds up to an integral value.
    fn ceil(self, x: Value) -> Value {
        self.unary(Opcode::Ceil, x)
    }
    /// `trunc`: rounds toward zero to an integral value.
    fn trunc(self, x: Value) -> Value {
        self.unary(Opcode::Trunc, x)
    }
    /// `nearest`: rounds to the nearest integral value, ties to even.
    fn nearest(self, x: Value) -> Value {
        self.unary(Opcode::Nearest, x)
    }
    /// `rcp`: approximate reciprocal.
    fn rcp(self, x: Value) -> Value {
        self.unary(Opcode::Rcp, x)
    }
    /// `rsqrt`: approximate reciprocal square root.
    fn rsqrt(self, x: Value) -> Value {
        self.unary(Opcode::Rsqrt, x)
    }
    /// `sin`: approximate sine (f32 only).
    fn sin(self, x: Value) -> Value {
        self.unary(Opcode::Sin, x)
    }
    /// `cos`: approximate cosine (f32 only).
    fn cos(self, x: Value) -> Value {
        self.unary(Opcode::Cos, x)
    }
    /// `ex2`: approximate 2^x (f32 only).
    fn ex2(self, x: Value) -> Value {
        self.unary(Opcode::Ex2, x)
    }
    /// `lg2`: approximate log2 x (f32 only).
    fn lg2(self, x: Value) -> Value {
        self.unary(Opcode::Lg2, x)
    }
    /// `fpromote`: f32 to f64.
    fn fpromote(self, x: Value) -> Value {
        self.unary(Opcode::Fpromote, x)
    }
    /// `fdemote`: f64 to f32, round to nearest even.
    fn fdemote(self, x: Value) -> Value {
        self.unary(Opcode::Fdemote, x)
    }

    /// `sextend.ty`: sign-extends `x` to the wider integer type `ty`.
    fn sextend(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::Sextend, ty, x)
    }
    /// `uextend.ty`: zero-extends `x` to the wider integer type `ty`.
    fn uextend(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::Uextend, ty, x)
    }
    /// `ireduce.ty`: keeps the low bits of `x` as the narrower type `ty`.
    fn ireduce(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::Ireduce, ty, x)
    }
    /// `fcvt_to_sint.ty`: float to signed integer, truncating and saturating.
    fn fcvt_to_sint(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::FcvtToSint, ty, x)
    }
    /// `fcvt_to_uint.ty`: float to unsigned integer, truncating and saturating.
    fn fcvt_to_uint(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::FcvtToUint, ty, x)
    }
    /// `fcvt_from_sint.ty`: signed integer to float `ty`.
    fn fcvt_from_sint(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::FcvtFromSint, ty, x)
    }
    /// `fcvt_from_uint.ty`: unsigned integer to float `ty`.
    fn fcvt_from_uint(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::FcvtFromUint, ty, x)
    }
    /// `bitcast.ty`: reinterprets the bits of `x` as `ty`.
    fn bitcast(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::Bitcast, ty, x)
    }

    /// `fma`: `a * b + c` with one rounding.
    fn fma(self, a: Value, b: Value, c: Value) -> Value {
        self.build_value(
            InstData::Ternary {
                opcode: Opcode::Fma,
                args: [a, b, c],
            },
            None,
        )
    }
    /// `select`: `if_true` if the `i1` `cond` is 1, else `if_false`.
    fn select(self, cond: Value, if_true: Value, if_false: Value) -> Value {
        self.build_value(
            InstData::Ternary {
                opcode: Opcode::Select,
                args: [cond, if_true, if_false],
            },
            None,
        )
    }
    /// `icmp`: compares two integers; the result is an `i1`.
    fn icmp(self, cond: IntCC, a: Value, b: Value) -> Value {
        self.build_value(
            InstData::IntCompare {
                opcode: Opcode::Icmp,
                cond,
                args: [a, b],
            },
            None,
        )
    }
    /// `icmp_imm`: compares `x` with the constant `imm`; the result is an `i1`.
    fn icmp_imm(mut self, cond: IntCC, x: Value, imm: i64) -> Value {
        let imm = match self.data_flow_graph_mut().try_value_type(x) {
            Some(ty) => canonical_imm(imm, ty.bits()),
            None => imm,
        };
        self.build_value(
            InstData::IntCompareImm {
                opcode: Opcode::IcmpImm,
                cond,
                arg: x,
                imm,
            },
            None,
        )
    }
    /// `fcmp`: compares two floats; the result is an `i1`.
    fn fcmp(self, cond: FloatCC, a: Value, b: Value) -> Value {
        self.build_value(
            InstData::FloatCompare {
                opcode: Opcode::Fcmp,
                cond,
                args: [a, b],
            },
            None,
        )
    }
    /// `sreg`: reads a special register as an `i32`.
    fn sreg(self, reg: SpecialReg) -> Value {
        self.build_value(
            InstData::Sreg {
                opcode: Opcode::Sreg,
                reg,
            },
            None,
        )
    }

    /// Loads a `ty` from `addr + offset`, naturally aligned.
    fn load(self, ty: Type, space: Space, addr: Value, offset: i32) -> Value {
        self.load_aligned(ty, space, addr, offset, ty.bytes() as u8)
    }
    /// Loads a `ty` from `addr + offset` with the promised alignment `align`.
    fn load_aligned(self, ty: Type, space: Space, addr: Value, offset: i32, align: u8) -> Value {
        self.build_value(
            InstData::Load {
                opcode: Opcode::Load,
                space,
                offset,
                align,
                arg: addr,
            },
            Some(ty),
        )
    }
    /// Stores `value` to `addr + offset`, naturally aligned.
    fn store(mut self, space: Space, addr: Value, offset: i32, value: Value) -> Inst {
        let align = self
            .data_flow_graph_mut()
            .try_value_type(value)
            .map_or(1, |t| t.bytes() as u8);
        self.store_aligned(space, addr, offset, value, align)
    }
    /// Stores `value` to `addr + offset` with the promised alignment `align`.
    fn store_aligned(
        self,
        space: Space,
        addr: Value,
        offset: i32,
        value: Value,
        align: u8,
    ) -> Inst {
        self.build(
            InstData::Store {
                opcode: Opcode::Store,
                space,
                offset,
                align,
                args: [addr, value],
            },
            None,
        )
        .0
    }
    /// `stack_addr.ty`: the local-space address of `slot` plus `offset`.
    fn stack_addr(self, ty: Type, slot: StackSlot, offset: i32) -> Value {
        self.build_value(
            InstData::StackAddr {
                opcode: Opcode::StackAddr,
                slot,
                offset,
            },
            Some(ty),
        )
    }
    /// `stack_start`: `slot`'s lifetime begins; its contents are undefined.
    fn stack_start(self, slot: StackSlot) -> Inst {
        self.build(
            InstData::StackLifetime {
                opcode: Opcode::StackStart,
                slot,
            },
            None,
        )
        .0
    }
    /// `stack_end`: `slot`'s lifetime ends; no access until the next `stack_start`.
    fn stack_end(self, slot: StackSlot) -> Inst {
        self.build(
            InstData::StackLifetime {
                opcode: Opcode::StackEnd,
                slot,
            },
            None,
        )
        .0
    }
    /// `shared_addr.ty`: the shared-space address of `var` plus `offset`.
    fn shared_addr(self, ty: Type, var: SharedVar, offset: i32) -> Value {
        self.build_value(
            InstData::SharedAddr {
                opcode: Opcode::SharedAddr,
                var,
                offset,
            },
            Some(ty),
        )
    }
    /// `const_addr.ty`: the const-space address of a module constant
    /// object (declared as `data`) plus `offset`.
    fn const_addr(self, ty: Type, data: ConstRef, offset: i32) -> Value {
        self.build_value(
            InstData::ConstAddr {
                opcode: Opcode::ConstAddr,
                data,
                offset,
            },
            Some(ty),
        )
    }
    /// `to_generic`: the generic address of `addr`, an address in `space`.
    fn to_generic(self, space: Space, addr: Value) -> Value {
        self.build_value(
            InstData::Cvta {
                opcode: Opcode::ToGeneric,
                space,
                arg: addr,
            },
            None,
        )
    }
    /// Named after the opcode, as every method here is.
    #[allow(clippy::wrong_self_convention)]
    fn from_generic(self, ty: Type, space: Space, addr: Value) -> Value {
        self.build_value(
            InstData::Cvta {
                opcode: Opcode::FromGeneric,
                space,
                arg: addr,
            },
            Some(ty),
        )
    }

    /// `barrier`: CTA-wide barrier.
    fn barrier(self) -> Inst {
        self.build(
            InstData::Nullary {
                opcode: Opcode::Barrier,
            },
            None,
        )
        .0
    }
    /// `fence`: memory fence of the given scope.
    fn fence(self, scope: FenceScope) -> Inst {
        self.build(
            InstData::Fence {
                opcode: Opcode::Fence,
                scope,
            },
            None,
        )
        .0
    }
    /// `atomic_rmw`: atomically applies `op` with `operand` to `*addr`; returns the old value.
    fn atomic_rmw(self, op: AtomicRmwOp, space: Space, addr: Value, operand: Value) -> Value {
        self.build_value(
            InstData::AtomicRmw {
                opcode: Opcode::AtomicRmw,
                op,
                space,
                args: [addr, operand],
            },
            None,
        )
    }
    /// `atomic_cas`: atomically stores `replacement` if `*addr == expected`; returns the old value.
    fn atomic_cas(self, space: Space, addr: Value, expected: Value, replacement: Value) -> Value {
        self.build_value(
            InstData::AtomicCas {
                opcode: Opcode::AtomicCas,
                space,
                args: [addr, expected, replacement],
            },
            None,
        )
    }

    /// `jump`: unconditional branch to `block` with `args`.
    fn jump(mut self, block: Block, args: &[Value]) -> Inst {
        let dest = BlockCall::new(block, args, &mut self.data_flow_graph_mut().value_lists);
        self.build(
            InstData::Jump {
                opcode: Opcode::Jump,
                dest,
            },
            None,
        )
        .0
    }
    /// `brif`: branches to `then` if the `i1` `cond` is 1, else to `els`.
    fn brif(
        mut self,
        cond: Value,
        then: Block,
        then_args: &[Value],
        els: Block,
        else_args: &[Value],
    ) -> Inst {
        let pool = &mut self.data_flow_graph_mut().value_lists;
        let blocks = [
            BlockCall::new(then, then_args, pool),
            BlockCall::new(els, else_args, pool),
        ];
        self.build(
            InstData::Brif {
                opcode: Opcode::Brif,
                arg: cond,
                blocks,
            },
            None,
        )
        .0
    }
    /// Jumps to `targets[index]`, or to `default` when `index` is out of range.
    fn br_table(mut self, index: Value, default: BlockArg<'_>, targets: &[BlockArg<'_>]) -> Inst {
        let dfg = self.data_flow_graph_mut();
        let entries = core::iter::once(&default)
            .chain(targets)
            .map(|&(b, args)| BlockCall::new(b, args, &mut dfg.value_lists))
            .collect();
        let table = dfg.make_jump_table(JumpTableData { entries });
        self.build(
            InstData::BrTable {
                opcode: Opcode::BrTable,
                arg: index,
                table,
            },
            None,
        )
        .0
    }
    /// `return`: returns `values` from the function.
    fn return_(mut self, values: &[Value]) -> Inst {
        let args = ValueList::from_slice(values, &mut self.data_flow_graph_mut().value_lists);
        self.build(
            InstData::MultiAry {
                opcode: Opcode::Return,
                args,
            },
            None,
        )
        .0
    }
    /// `trap`: stops with an error.
    fn trap(self) -> Inst {
        self.build(
            InstData::Nullary {
                opcode: Opcode::Trap,
            },
            None,
        )
        .0
    }
    /// Calls `func`; its results are `dfg.inst_results(inst)`.
    fn call(mut self, func: FuncRef, args: &[Value]) -> Inst {
        let args = ValueList::from_slice(args, &mut self.data_flow_graph_mut().value_lists);
        self.build(
            InstData::Call {
                opcode: Opcode::Call,
                func,
                args,
            },
            None,
        )
        .0
    }
}
