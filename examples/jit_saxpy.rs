//! What a JIT does with ptxlift: build a kernel in memory, compile it in
//! process, and hand the PTX to the driver (here: print it).
//!
//! The kernel is a grid-stride saxpy, `for (i = gid; i < n; i += gridsize)
//! y[i] = a * x[i] + y[i]`, written with builder variables so the loop's
//! block parameters come from SSA construction.
//!
//! Run: `cargo run --example jit_saxpy`

use ptxlift::ir::{
    AbiParam, Dim, Function, FunctionBuilder, FunctionBuilderContext, FunctionKind, InstBuilder,
    IntCC, Module, Signature, Space, SpecialReg, Type,
};
use ptxlift::{Context, Options, RegMode};

fn build_kernel() -> Function {
    let sig = Signature {
        params: vec![
            AbiParam::new(Type::I32),
            AbiParam::new(Type::F32),
            AbiParam::pointer(Type::I64, Space::Global),
            AbiParam::pointer(Type::I64, Space::Global),
        ],
        returns: vec![],
    };
    let mut func = Function::new("saxpy_grid_stride", FunctionKind::Kernel, sig);
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut fctx);
    let (entry, header, body, exit) = (
        b.create_block(),
        b.create_block(),
        b.create_block(),
        b.create_block(),
    );
    b.append_block_params_for_function_params(entry);
    let i = b.declare_var(Type::I32);

    b.switch_to_block(entry);
    b.seal_block(entry);
    let [n, a, x, y] = [0, 1, 2, 3].map(|k| b.block_params(entry)[k]);
    let tid = b.ins().sreg(SpecialReg::Tid(Dim::X));
    let ntid = b.ins().sreg(SpecialReg::Ntid(Dim::X));
    let ctaid = b.ins().sreg(SpecialReg::Ctaid(Dim::X));
    let nctaid = b.ins().sreg(SpecialReg::Nctaid(Dim::X));
    let base = b.ins().imul(ctaid, ntid);
    let gid = b.ins().iadd(base, tid);
    let stride = b.ins().imul(nctaid, ntid);
    b.def_var(i, gid);
    b.ins().jump(header, &[]);

    b.switch_to_block(header);
    let iv = b.use_var(i);
    let more = b.ins().icmp(IntCC::Ult, iv, n);
    b.ins().brif(more, body, &[], exit, &[]);

    b.switch_to_block(body);
    b.seal_block(body);
    let iv = b.use_var(i);
    let wide = b.ins().uextend(Type::I64, iv);
    let off = b.ins().ishl_imm(wide, 2);
    let xa = b.ins().iadd(x, off);
    let ya = b.ins().iadd(y, off);
    let xv = b.ins().load(Type::F32, Space::Global, xa, 0);
    let yv = b.ins().load(Type::F32, Space::Global, ya, 0);
    let r = b.ins().fma(a, xv, yv);
    b.ins().store(Space::Global, ya, 0, r);
    let next = b.ins().iadd(iv, stride);
    b.def_var(i, next);
    b.ins().jump(header, &[]);
    b.seal_block(header);

    b.switch_to_block(exit);
    b.seal_block(exit);
    b.ins().return_(&[]);
    if let Err(errors) = b.finalize() {
        errors.iter().for_each(|e| eprintln!("builder: {e}"));
        std::process::exit(1);
    }
    func
}

fn main() {
    let mut module = Module::new();
    module.push(build_kernel());
    // One context per compiling thread; reuse it across compilations.
    let mut ctx = Context::new();
    for (label, reg_mode) in [
        ("virtual registers", RegMode::Virtual),
        ("budget of 16", RegMode::Budget { max_regs: 16 }),
    ] {
        let options = Options {
            reg_mode,
            ..Options::default()
        };
        let start = std::time::Instant::now();
        match ctx.compile(&module, &options) {
            Ok(out) => {
                let elapsed = start.elapsed();
                let r = &out.functions[0];
                eprintln!(
                    "// {label}: compiled in {elapsed:?}; registers b32/b64/pred = {:?}, local memory {} bytes",
                    r.registers, r.local_bytes
                );
                if reg_mode == RegMode::Virtual {
                    print!("{}", out.ptx);
                }
            }
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        }
    }
}
