//! The verifier on IR built through the API, where nothing stops a caller
//! from making dangling references or mismatched formats: every malformed
//! function must produce located errors, never a panic.

use cranelift_entity::EntityRef;
use ptxlift::ir::{
    verify_function, verify_module, AbiParam, Block, BlockCall, FuncRef, Function, FunctionKind,
    InstData, JumpTable, Module, Opcode, Signature, StackSlot, Type, Value, ValueList,
};

fn empty_device() -> Function {
    Function::new(
        "f",
        FunctionKind::Device,
        Signature {
            params: vec![AbiParam::new(Type::I32)],
            returns: vec![Type::I32],
        },
    )
}

/// A function `block0(v0: i32): <data>; return v0` with `data` in the middle.
fn with_inst(data: InstData) -> Function {
    let mut f = empty_device();
    let b = f.dfg.make_block();
    let v0 = f.dfg.append_block_param(b, Type::I32);
    let inst = f.dfg.make_inst(data);
    f.dfg.make_inst_results(inst, &[Type::I32]);
    f.layout.append_inst(inst, b);
    let args = ValueList::from_slice(&[v0], &mut f.dfg.value_lists);
    let ret = f.dfg.make_inst(InstData::MultiAry {
        opcode: Opcode::Return,
        args,
    });
    f.layout.append_inst(ret, b);
    f
}

fn errors(f: &Function) -> Vec<String> {
    match verify_function(f) {
        Ok(()) => Vec::new(),
        Err(e) => e.0.iter().map(|e| e.to_string()).collect(),
    }
}

fn assert_rejects(f: &Function, needle: &str) {
    let errs = errors(f);
    assert!(
        errs.iter().any(|e| e.contains(needle)),
        "expected an error containing {needle:?}, got {errs:?}"
    );
    assert!(errs.iter().all(|e| e.contains("function %f")), "{errs:?}");
}

#[test]
fn dangling_value() {
    let f = with_inst(InstData::Binary {
        opcode: Opcode::Iadd,
        args: [Value::new(0), Value::new(999)],
    });
    assert_rejects(&f, "v999, which does not exist");
}

#[test]
fn opcode_in_the_wrong_format() {
    let f = with_inst(InstData::Binary {
        opcode: Opcode::Load,
        args: [Value::new(0), Value::new(0)],
    });
    assert_rejects(&f, "cannot have the Binary format");
}

#[test]
fn dangling_jump_table_slot_and_callee() {
    let f = with_inst(InstData::BrTable {
        opcode: Opcode::BrTable,
        arg: Value::new(0),
        table: JumpTable::new(5),
    });
    assert_rejects(&f, "jt5 does not exist");
    let f = with_inst(InstData::StackAddr {
        opcode: Opcode::StackAddr,
        slot: StackSlot::new(3),
        offset: 0,
    });
    assert_rejects(&f, "ss3 is not declared");
    let f = with_inst(InstData::Call {
        opcode: Opcode::Call,
        func: FuncRef::new(2),
        args: ValueList::new(),
    });
    assert_rejects(&f, "fn2 is not declared");
}

#[test]
fn branch_outside_the_layout() {
    let mut f = empty_device();
    let b = f.dfg.make_block();
    f.dfg.append_block_param(b, Type::I32);
    let jump = f.dfg.make_inst(InstData::Jump {
        opcode: Opcode::Jump,
        dest: BlockCall {
            block: Block::new(42),
            args: ValueList::new(),
        },
    });
    f.layout.append_inst(jump, b);
    assert_rejects(&f, "block42, which is not in the function");
}

#[test]
fn structural_problems() {
    assert_rejects(&empty_device(), "no blocks");
    let mut f = empty_device();
    let b = f.dfg.make_block();
    f.layout.append_block(b);
    let errs = errors(&f);
    assert!(
        errs.iter().any(|e| e.contains("block is empty")),
        "{errs:?}"
    );
    assert!(
        errs.iter()
            .any(|e| e.contains("do not match the signature")),
        "{errs:?}"
    );
}

#[test]
fn module_level_call_checks() {
    let mut module = Module::new();
    let mut caller = with_inst(InstData::UnaryImm {
        opcode: Opcode::Iconst,
        imm: 1,
    });
    caller.import_function("missing", Signature::default());
    module.push(caller);
    let errs = verify_module(&module).unwrap_err();
    assert!(
        errs.to_string()
            .contains("`%missing`, which is not defined"),
        "{errs}"
    );
}

/// `block0(v0: i32): stack_start|stack_end ss<slot>; return v0`, with one
/// 4-byte slot declared.
fn with_marker(opcode: Opcode, slot: usize) -> Function {
    let mut f = empty_device();
    f.create_stack_slot(4, 4);
    let b = f.dfg.make_block();
    let v0 = f.dfg.append_block_param(b, Type::I32);
    f.layout.append_block(b);
    let marker = f.dfg.make_inst(InstData::StackLifetime {
        opcode,
        slot: StackSlot::new(slot),
    });
    f.layout.append_inst(marker, b);
    let args = ValueList::from_slice(&[v0], &mut f.dfg.value_lists);
    let ret = f.dfg.make_inst(InstData::MultiAry {
        opcode: Opcode::Return,
        args,
    });
    f.layout.append_inst(ret, b);
    f
}

#[test]
fn lifetime_markers_name_a_declared_slot() {
    for opcode in [Opcode::StackStart, Opcode::StackEnd] {
        assert_eq!(errors(&with_marker(opcode, 0)), Vec::<String>::new());
        assert_rejects(&with_marker(opcode, 3), "ss3 is not declared");
    }
    // A marker opcode in another format is caught as any such mix-up is.
    let f = with_inst(InstData::StackAddr {
        opcode: Opcode::StackEnd,
        slot: StackSlot::new(0),
        offset: 0,
    });
    assert_rejects(&f, "cannot have the StackAddr format");
}

#[test]
fn dynamic_shared_slot_with_a_static_size() {
    // The text cannot say it (`shared_slot extern 64` does not parse); the
    // API can.
    let mut f = with_inst(InstData::Binary {
        opcode: Opcode::Iadd,
        args: [Value::new(0), Value::new(0)],
    });
    f.shared_vars.push(ptxlift::ir::SharedVarData {
        size: 64,
        align: 4,
        dynamic: true,
    });
    assert_rejects(&f, "a dynamic shared slot (`shared_slot extern`) has no static size (its size is set at launch), but this one has 64 bytes");
    let mut ok = with_inst(InstData::Binary {
        opcode: Opcode::Iadd,
        args: [Value::new(0), Value::new(0)],
    });
    ok.create_dynamic_shared_var(16);
    assert_eq!(errors(&ok), Vec::<String>::new());
}
