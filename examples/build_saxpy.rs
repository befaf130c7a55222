//! Builds `y[i] = a * x[i] + y[i]` with the builder API, verifies it and
//! prints it — the path a JIT takes instead of parsing text.
//!
//! Run: `cargo run --example build_saxpy`

use ptxlift::ir::{
    verify_function, AbiParam, Dim, Function, FunctionBuilder, FunctionBuilderContext,
    FunctionKind, InstBuilder, IntCC, Signature, Space, SpecialReg, Type,
};

fn main() {
    let signature = Signature {
        params: vec![
            AbiParam::new(Type::I32),                    // n
            AbiParam::new(Type::F32),                    // a
            AbiParam::pointer(Type::I64, Space::Global), // x
            AbiParam::pointer(Type::I64, Space::Global), // y
        ],
        returns: vec![],
    };
    let mut func = Function::new("saxpy", FunctionKind::Kernel, signature);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);

    let entry = b.create_block();
    let body = b.create_block();
    let exit = b.create_block();
    b.append_block_params_for_function_params(entry);

    b.switch_to_block(entry);
    let [n, a, x, y] = [0, 1, 2, 3].map(|i| b.block_params(entry)[i]);
    let ctaid = b.ins().sreg(SpecialReg::Ctaid(Dim::X));
    let ntid = b.ins().sreg(SpecialReg::Ntid(Dim::X));
    let tid = b.ins().sreg(SpecialReg::Tid(Dim::X));
    let base = b.ins().imul(ctaid, ntid);
    let i = b.ins().iadd(base, tid);
    let in_range = b.ins().icmp(IntCC::Ult, i, n);
    b.ins().brif(in_range, body, &[], exit, &[]);
    b.seal_block(entry);

    b.switch_to_block(body);
    let i64_index = b.ins().uextend(Type::I64, i);
    let byte_offset = b.ins().ishl_imm(i64_index, 2);
    let x_addr = b.ins().iadd(x, byte_offset);
    let y_addr = b.ins().iadd(y, byte_offset);
    let xv = b.ins().load(Type::F32, Space::Global, x_addr, 0);
    let yv = b.ins().load(Type::F32, Space::Global, y_addr, 0);
    let result = b.ins().fma(a, xv, yv);
    b.ins().store(Space::Global, y_addr, 0, result);
    b.ins().jump(exit, &[]);
    b.seal_block(body);

    b.switch_to_block(exit);
    b.ins().return_(&[]);
    b.seal_block(exit);

    if let Err(errors) = b.finalize() {
        for e in errors {
            eprintln!("builder: {e}");
        }
        std::process::exit(1);
    }
    if let Err(errors) = verify_function(&func) {
        eprint!("{errors}");
        std::process::exit(1);
    }
    print!("{func}");
}
