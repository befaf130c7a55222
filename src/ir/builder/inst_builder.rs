//! [`InstBuilder`]: one method per opcode, so front ends write
//! `builder.ins().iadd(a, b)` instead of assembling `InstData` by hand.
//!
//! Implementors provide `build`, which creates the instruction, its results
//! (typed by [`result_types`](crate::ir::typing::result_types)) and places it.
//! Integer immediates are canonicalised to their operand's width here, so
//! `iadd_imm(x_i8, 255)` and `iadd_imm(x_i8, -1)` build the same instruction.

use crate::ir::immediates::canonical_imm;
use crate::ir::{
    AtomicRmwOp, Block, BlockCall, DataFlowGraph, FenceScope, FloatCC, FuncRef, Ieee32, Ieee64,
    Inst, InstData, IntCC, JumpTableData, Opcode, SharedVar, Space, SpecialReg, StackSlot, Type,
    Value, ValueList,
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
    fn f32const(self, x: f32) -> Value {
        self.build_value(
            InstData::UnaryIeee32 {
                opcode: Opcode::F32const,
                imm: Ieee32::from_f32(x),
            },
            None,
        )
    }
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

    fn iadd(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Iadd, a, b)
    }
    fn isub(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Isub, a, b)
    }
    fn imul(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Imul, a, b)
    }
    fn smulhi(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Smulhi, a, b)
    }
    fn umulhi(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Umulhi, a, b)
    }
    fn sdiv(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Sdiv, a, b)
    }
    fn udiv(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Udiv, a, b)
    }
    fn srem(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Srem, a, b)
    }
    fn urem(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Urem, a, b)
    }
    fn smin(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Smin, a, b)
    }
    fn smax(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Smax, a, b)
    }
    fn umin(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Umin, a, b)
    }
    fn umax(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Umax, a, b)
    }
    fn band(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Band, a, b)
    }
    fn bor(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Bor, a, b)
    }
    fn bxor(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Bxor, a, b)
    }
    fn ishl(self, a: Value, amount: Value) -> Value {
        self.binary(Opcode::Ishl, a, amount)
    }
    fn ushr(self, a: Value, amount: Value) -> Value {
        self.binary(Opcode::Ushr, a, amount)
    }
    fn sshr(self, a: Value, amount: Value) -> Value {
        self.binary(Opcode::Sshr, a, amount)
    }
    fn fadd(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fadd, a, b)
    }
    fn fsub(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fsub, a, b)
    }
    fn fmul(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fmul, a, b)
    }
    fn fdiv(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fdiv, a, b)
    }
    fn fmin(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fmin, a, b)
    }
    fn fmax(self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Fmax, a, b)
    }

    fn iadd_imm(self, x: Value, imm: i64) -> Value {
        self.binary_imm(Opcode::IaddImm, x, imm)
    }
    fn imul_imm(self, x: Value, imm: i64) -> Value {
        self.binary_imm(Opcode::ImulImm, x, imm)
    }
    fn band_imm(self, x: Value, imm: i64) -> Value {
        self.binary_imm(Opcode::BandImm, x, imm)
    }
    fn bor_imm(self, x: Value, imm: i64) -> Value {
        self.binary_imm(Opcode::BorImm, x, imm)
    }
    fn bxor_imm(self, x: Value, imm: i64) -> Value {
        self.binary_imm(Opcode::BxorImm, x, imm)
    }
    fn ishl_imm(self, x: Value, amount: i64) -> Value {
        self.binary_imm(Opcode::IshlImm, x, amount)
    }
    fn ushr_imm(self, x: Value, amount: i64) -> Value {
        self.binary_imm(Opcode::UshrImm, x, amount)
    }
    fn sshr_imm(self, x: Value, amount: i64) -> Value {
        self.binary_imm(Opcode::SshrImm, x, amount)
    }

    fn ineg(self, x: Value) -> Value {
        self.unary(Opcode::Ineg, x)
    }
    fn iabs(self, x: Value) -> Value {
        self.unary(Opcode::Iabs, x)
    }
    fn bnot(self, x: Value) -> Value {
        self.unary(Opcode::Bnot, x)
    }
    fn popcnt(self, x: Value) -> Value {
        self.unary(Opcode::Popcnt, x)
    }
    fn clz(self, x: Value) -> Value {
        self.unary(Opcode::Clz, x)
    }
    fn ctz(self, x: Value) -> Value {
        self.unary(Opcode::Ctz, x)
    }
    fn bitrev(self, x: Value) -> Value {
        self.unary(Opcode::Bitrev, x)
    }
    fn fneg(self, x: Value) -> Value {
        self.unary(Opcode::Fneg, x)
    }
    fn fabs(self, x: Value) -> Value {
        self.unary(Opcode::Fabs, x)
    }
    fn sqrt(self, x: Value) -> Value {
        self.unary(Opcode::Sqrt, x)
    }
    fn floor(self, x: Value) -> Value {
        self.unary(Opcode::Floor, x)
    }
    fn ceil(self, x: Value) -> Value {
        self.unary(Opcode::Ceil, x)
    }
    fn trunc(self, x: Value) -> Value {
        self.unary(Opcode::Trunc, x)
    }
    fn nearest(self, x: Value) -> Value {
        self.unary(Opcode::Nearest, x)
    }
    fn rcp(self, x: Value) -> Value {
        self.unary(Opcode::Rcp, x)
    }
    fn rsqrt(self, x: Value) -> Value {
        self.unary(Opcode::Rsqrt, x)
    }
    fn sin(self, x: Value) -> Value {
        self.unary(Opcode::Sin, x)
    }
    fn cos(self, x: Value) -> Value {
        self.unary(Opcode::Cos, x)
    }
    fn ex2(self, x: Value) -> Value {
        self.unary(Opcode::Ex2, x)
    }
    fn lg2(self, x: Value) -> Value {
        self.unary(Opcode::Lg2, x)
    }
    fn fpromote(self, x: Value) -> Value {
        self.unary(Opcode::Fpromote, x)
    }
    fn fdemote(self, x: Value) -> Value {
        self.unary(Opcode::Fdemote, x)
    }

    fn sextend(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::Sextend, ty, x)
    }
    fn uextend(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::Uextend, ty, x)
    }
    fn ireduce(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::Ireduce, ty, x)
    }
    fn fcvt_to_sint(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::FcvtToSint, ty, x)
    }
    fn fcvt_to_uint(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::FcvtToUint, ty, x)
    }
    fn fcvt_from_sint(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::FcvtFromSint, ty, x)
    }
    fn fcvt_from_uint(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::FcvtFromUint, ty, x)
    }
    fn bitcast(self, ty: Type, x: Value) -> Value {
        self.convert(Opcode::Bitcast, ty, x)
    }

    fn fma(self, a: Value, b: Value, c: Value) -> Value {
        self.build_value(
            InstData::Ternary {
                opcode: Opcode::Fma,
                args: [a, b, c],
            },
            None,
        )
    }
    fn select(self, cond: Value, if_true: Value, if_false: Value) -> Value {
        self.build_value(
            InstData::Ternary {
                opcode: Opcode::Select,
                args: [cond, if_true, if_false],
            },
            None,
        )
    }
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

    fn barrier(self) -> Inst {
        self.build(
            InstData::Nullary {
                opcode: Opcode::Barrier,
            },
            None,
        )
        .0
    }
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
