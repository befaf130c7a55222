//! FunctionBuilder: SSA construction from variables, removal of redundant
//! block parameters, and misuse reported as errors instead of panics.
//! Programs are checked by running them in the reference interpreter against
//! values computed here in plain Rust.

use ptxlift::interp::{self, ArgValue, DeviceMemory, DEFAULT_FUEL};
use ptxlift::ir::builder::BuilderError;
use ptxlift::ir::{
    verify_function, AbiParam, Function, FunctionBuilder, FunctionBuilderContext, FunctionKind,
    InstBuilder, IntCC, Module, Signature, Type,
};

fn device(name: &str, params: &[Type], returns: &[Type]) -> Function {
    let sig = Signature {
        params: params.iter().map(|&t| AbiParam::new(t)).collect(),
        returns: returns.to_vec(),
    };
    Function::new(name, FunctionKind::Device, sig)
}

fn call(func: &Function, args: &[u64]) -> Vec<u64> {
    let mut module = Module::new();
    module.push(func.clone());
    let args: Vec<ArgValue> = args.iter().map(|&a| ArgValue::Scalar(a)).collect();
    let mut mem = DeviceMemory::new();
    interp::call(&module, &func.name, &args, &mut mem, DEFAULT_FUEL)
        .expect("program runs")
        .0
}

/// `sum = 0; i = 0; while i < n { sum += i * i; i += 1 }; return sum`
fn build_sum_of_squares() -> Function {
    let mut func = device("sumsq", &[Type::I32], &[Type::I32]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let (entry, header, body, exit) = (
        b.create_block(),
        b.create_block(),
        b.create_block(),
        b.create_block(),
    );
    b.append_block_params_for_function_params(entry);
    let (i, sum, n) = (
        b.declare_var(Type::I32),
        b.declare_var(Type::I32),
        b.declare_var(Type::I32),
    );

    b.switch_to_block(entry);
    b.seal_block(entry);
    let n_param = b.block_params(entry)[0];
    b.def_var(n, n_param);
    let zero = b.ins().iconst(Type::I32, 0);
    b.def_var(i, zero);
    b.def_var(sum, zero);
    b.ins().jump(header, &[]);

    b.switch_to_block(header);
    let (iv, nv) = (b.use_var(i), b.use_var(n));
    let more = b.ins().icmp(IntCC::Slt, iv, nv);
    b.ins().brif(more, body, &[], exit, &[]);

    b.switch_to_block(body);
    b.seal_block(body);
    let (iv, sv) = (b.use_var(i), b.use_var(sum));
    let sq = b.ins().imul(iv, iv);
    let s2 = b.ins().iadd(sv, sq);
    b.def_var(sum, s2);
    let i2 = b.ins().iadd_imm(iv, 1);
    b.def_var(i, i2);
    b.ins().jump(header, &[]);
    b.seal_block(header);

    b.switch_to_block(exit);
    b.seal_block(exit);
    let result = b.use_var(sum);
    b.ins().return_(&[result]);
    b.finalize().expect("no builder misuse");
    func
}

#[test]
fn loop_variables_become_header_parameters() {
    let func = build_sum_of_squares();
    verify_function(&func).expect("verifies");
    let header = func.layout.blocks()[1];
    // `i` and `sum` change in the loop; `n` does not, so its parameter was
    // removed as redundant and the entry parameter is used directly.
    assert_eq!(func.dfg.block_params(header).len(), 2, "{func}");
    for &blk in &func.layout.blocks()[2..] {
        assert!(func.dfg.block_params(blk).is_empty(), "{func}");
    }
    for n in [0u64, 1, 5, 100] {
        let expected: u64 = (0..n).map(|k| k * k).sum();
        assert_eq!(call(&func, &[n]), vec![expected & 0xffff_ffff], "n = {n}");
    }
}

#[test]
fn text_round_trip_of_built_function() {
    let func = build_sum_of_squares();
    let text = func.to_string();
    let reparsed = ptxlift::ir::parse_function(&text).expect("printed IR parses");
    assert!(reparsed == func, "parse(print(f)) == f:\n{text}");
    // The builder's numbering has gaps (removed parameters); the parser
    // renumbers in order of definition, and that form is a fixpoint.
    let canonical = reparsed.to_string();
    assert_eq!(
        ptxlift::ir::parse_function(&canonical).unwrap().to_string(),
        canonical
    );
    assert!(
        canonical.contains("block1(v2: i32, v3: i32):"),
        "{canonical}"
    );
}

#[test]
fn join_of_one_definition_needs_no_parameter() {
    // x defined once before a diamond and used after the join.
    let mut func = device("join", &[Type::I1, Type::I32], &[Type::I32]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let blocks: Vec<_> = (0..4).map(|_| b.create_block()).collect();
    b.append_block_params_for_function_params(blocks[0]);
    let x = b.declare_var(Type::I32);
    let y = b.declare_var(Type::I32);
    b.switch_to_block(blocks[0]);
    let (c, p) = (b.block_params(blocks[0])[0], b.block_params(blocks[0])[1]);
    b.def_var(x, p);
    b.def_var(y, p);
    b.ins().brif(c, blocks[1], &[], blocks[2], &[]);
    b.switch_to_block(blocks[1]);
    let yv = b.use_var(y);
    let doubled = b.ins().iadd(yv, yv);
    b.def_var(y, doubled);
    b.ins().jump(blocks[3], &[]);
    b.switch_to_block(blocks[2]);
    b.ins().jump(blocks[3], &[]);
    b.switch_to_block(blocks[3]);
    b.seal_all_blocks();
    let (xv, yv) = (b.use_var(x), b.use_var(y));
    let r = b.ins().iadd(xv, yv);
    b.ins().return_(&[r]);
    b.finalize().expect("no misuse");
    verify_function(&func).expect("verifies");
    // Only `y` differs between the two paths.
    assert_eq!(func.dfg.block_params(blocks[3]).len(), 1, "{func}");
    assert_eq!(call(&func, &[1, 5]), vec![15]);
    assert_eq!(call(&func, &[0, 5]), vec![10]);
}

#[test]
fn reading_an_undefined_variable_gives_zero() {
    let mut func = device("undef", &[], &[Type::I64, Type::F32]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let entry = b.create_block();
    b.switch_to_block(entry);
    b.seal_block(entry);
    let (a, f) = (b.declare_var(Type::I64), b.declare_var(Type::F32));
    let (av, fv) = (b.use_var(a), b.use_var(f));
    b.ins().return_(&[av, fv]);
    b.finalize().expect("no misuse");
    verify_function(&func).expect("verifies");
    assert_eq!(call(&func, &[]), vec![0, 0]);
}

#[test]
fn misuse_is_reported_not_panicked() {
    let mut func = device("bad", &[Type::I32], &[]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let (entry, next) = (b.create_block(), b.create_block());
    // Inserting before any block is current.
    let orphan = b.ins().iconst(Type::I32, 1);
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let f32var = b.declare_var(Type::F32);
    b.def_var(f32var, orphan);
    b.seal_block(next);
    b.ins().jump(next, &[]);
    b.ins().return_(&[]);
    let errors = b.finalize().unwrap_err();
    assert!(
        matches!(errors[0], BuilderError::NoCurrentBlock(_)),
        "{errors:?}"
    );
    assert!(errors
        .iter()
        .any(|e| matches!(e, BuilderError::TypeMismatch { .. })));
    assert!(errors
        .iter()
        .any(|e| matches!(e, BuilderError::PredecessorAfterSeal { .. })));
    assert!(errors
        .iter()
        .any(|e| matches!(e, BuilderError::BlockFilled(..))));
    for e in &errors {
        assert!(!e.to_string().is_empty());
    }
    // The verifier rejects what the misuse produced.
    assert!(verify_function(&func).is_err());
}

#[test]
fn unsealed_blocks_are_reported() {
    let mut func = device("unsealed", &[], &[]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let entry = b.create_block();
    b.switch_to_block(entry);
    b.ins().return_(&[]);
    let errors = b.finalize().unwrap_err();
    assert_eq!(errors, vec![BuilderError::UnsealedBlocks(vec![entry])]);
}

/// `load_v4`/`store_v2` from the builder: the results are the lanes in
/// address order, the default alignment is the whole vector's (printed
/// without `align`), and the interpreter reads and writes each lane.
#[test]
fn vector_accesses_from_the_builder() {
    use ptxlift::ir::Space;
    // f(p) = p[1] + p[2] + (p[3] - p[0]), the last two stored at p + 16
    // (words 4 and 5) and read back.
    let mut func = device("lanes", &[Type::I64], &[Type::I32]);
    let mut ctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut ctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let p = b.block_params(entry)[0];
    let quad = b.ins().load_v4(Type::I32, Space::Generic, p, 0);
    let lanes = b.inst_results(quad).to_vec();
    assert_eq!(lanes.len(), 4);
    b.ins().store_v2(Space::Generic, p, 16, lanes[3], lanes[0]);
    let pair = b.ins().load_v2_aligned(Type::I32, Space::Generic, p, 16, 4);
    let back = b.inst_results(pair).to_vec();
    let sum = b.ins().iadd(lanes[1], lanes[2]);
    let check = b.ins().isub(back[0], back[1]);
    let out = b.ins().iadd(sum, check);
    b.ins().return_(&[out]);
    b.finalize().expect("no builder errors");
    verify_function(&func).expect("verifies");
    let text = func.to_string();
    assert!(text.contains("= load_v4.i32 generic v0\n"), "{text}");
    assert!(text.contains("store_v2 generic v0+16, "), "{text}");
    assert!(
        text.contains("load_v2.i32 generic v0+16 align 4\n"),
        "{text}"
    );
    let mut module = Module::new();
    module.push(func.clone());
    let words: Vec<u8> = [7u32, 100, 20, 50, 0, 0]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    let mut mem = DeviceMemory::new();
    let buf = mem.alloc(Space::Global, words).expect("allocates");
    let (out, _) = interp::call(
        &module,
        "lanes",
        &[ArgValue::Buffer(buf)],
        &mut mem,
        DEFAULT_FUEL,
    )
    .expect("runs");
    // 100 + 20 + (50 - 7)
    assert_eq!(out, vec![163]);
    assert_eq!(&mem.bytes(buf)[16..24], &[50, 0, 0, 0, 7, 0, 0, 0]);
}
