//! Unit tests of the LLVM IR parser.

use super::super::lexer::tokenize;
use super::*;

fn module(text: &str) -> Module {
    parse(&tokenize(text).expect("lexes")).expect("parses")
}

#[test]
fn a_kernel_with_phis_geps_and_metadata() {
    let m = module(
        r#"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.P = type { float, i32 }
@tile = internal addrspace(3) global [64 x float] undef, align 4
@tab = internal addrspace(4) constant [2 x i32] [i32 3, i32 5], align 4

define ptx_kernel void @k(ptr addrspace(1) noundef %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %loop, label %exit

loop:                                             ; preds = %entry, %loop
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds nuw %struct.P, ptr addrspace(1) %out, i64 1, i32 1
  store i32 %i, ptr addrspace(1) %p, align 4, !tbaa !3
  %i.next = add nuw nsw i32 %i, 1
  %d = icmp eq i32 %i.next, 8
  br i1 %d, label %exit, label %loop, !llvm.loop !7

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
attributes #0 = { nounwind "target-cpu"="sm_80" }
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!3 = !{!4, !4, i64 0}
"#,
    );
    assert_eq!(m.triple, "nvptx64-nvidia-cuda");
    assert_eq!(m.globals.len(), 2);
    assert_eq!(m.globals[0].addrspace, 3);
    assert!(m.globals[1].is_constant);
    let k = &m.functions[0];
    assert!(k.is_ptx_kernel);
    assert_eq!(k.params[0], (Ty::Ptr(1), "out".to_string()));
    assert_eq!(k.blocks.len(), 3);
    assert!(matches!(k.blocks[1].insts[0].op, Op::Phi(_, ref inc) if inc.len() == 2));
    assert_eq!(m.annotated_kernels, vec!["k".to_string()]);
    assert!(m.functions[1].blocks.is_empty());
}

#[test]
fn unnamed_values_and_blocks_are_numbered() {
    let m = module(
        "define i32 @f(i32 %0) {\n  %2 = add i32 %0, 1\n  br label %3\n\n3:\n  ret i32 %2\n}\n",
    );
    let f = &m.functions[0];
    assert_eq!(f.blocks[0].label, "1");
    assert_eq!(f.blocks[1].label, "3");
}

/// Every calling convention that is the PTX calling sequence parses on
/// definitions, declarations and calls, among the return, parameter
/// and function attributes clang prints around it; `ptx_kernel` and
/// `cc 71` make kernels.
#[test]
fn ptx_calling_conventions_and_attributes_parse() {
    let m = module(
        r#"
%struct.S = type { float, i32 }
define internal fastcc noundef nofpclass(nan inf) { double, i32 } @a(double noundef %0) unnamed_addr #0 {
  %2 = insertvalue { double, i32 } poison, double %0, 0
  ret { double, i32 } %2
}
define internal coldcc range(i32 0, 4) i32 @b(ptr nocapture noundef readonly byval(%struct.S) align 4 %0, i32 noundef signext %1) unnamed_addr {
  ret i32 %1
}
define ccc zeroext i1 @c(float nofpclass(nan) %x) {
  ret i1 true
}
define ptx_device float @d(ptr noalias nocapture noundef writeonly align 8 dereferenceable(16) %p) {
  ret float 1.0
}
define cc 8 void @e() { ret void }
define cc 9 void @f() { ret void }
define cc 72 void @g() { ret void }
define cc 0 void @h() { ret void }
define cc 71 void @kernel_by_number() { ret void }
define ptx_kernel void @k(ptr addrspace(1) noundef align 16 %out) {
  %1 = tail call fastcc { double, i32 } @a(double noundef 1.0) #1
  %2 = call coldcc range(i32 0, 4) i32 @b(ptr noundef nonnull byval(%struct.S) align 4 %out, i32 noundef signext 3)
  %3 = call ccc zeroext i1 @c(float nofpclass(nan) 2.0)
  %4 = call ptx_device noundef float @d(ptr noundef nonnull align 8 dereferenceable(16) %out) #1
  call cc 8 void @e()
  call cc 9 void @f()
  call cc 72 void @g()
  call cc 0 void @h()
  ret void
}
declare cc 72 float @decl(float noundef) local_unnamed_addr #0
attributes #0 = { noinline nounwind "target-cpu"="sm_80" }
"#,
    );
    let kernels: Vec<&str> = m
        .functions
        .iter()
        .filter(|f| f.is_ptx_kernel)
        .map(|f| f.name.as_str())
        .collect();
    assert_eq!(kernels, ["kernel_by_number", "k"]);
    let b = &m.functions[1];
    assert_eq!(b.ret, Ty::Int(32));
    assert_eq!(b.param_attrs[0].byval, Some(Ty::Named("struct.S".into())));
    assert!(b.param_attrs[0].readonly);
    assert_eq!(b.param_attrs[1], ParamAttrs::default());
    assert_eq!(
        m.functions[0].ret,
        Ty::Struct(vec![Ty::Float(64), Ty::Int(32)], false)
    );
    let calls = m.functions[9].blocks[0].insts.len();
    assert_eq!(calls, 9);
}

/// A calling convention that cannot be the PTX calling sequence is an
/// error at its line and column that names it.
#[test]
fn foreign_calling_conventions_are_located_errors() {
    let cases = [
        (
            "define swiftcc void @f() {\n  ret void\n}\n",
            "1:8",
            "`swiftcc`",
        ),
        (
            "define tailcc void @f() {\n  ret void\n}\n",
            "1:8",
            "`tailcc`",
        ),
        (
            "declare x86_stdcallcc void @f()\n",
            "1:9",
            "`x86_stdcallcc`",
        ),
        (
            "define amdgpu_kernel void @f() {\n  ret void\n}\n",
            "1:8",
            "`amdgpu_kernel`",
        ),
        (
            "define cc 10 void @f() {\n  ret void\n}\n",
            "1:8",
            "`cc 10`",
        ),
        (
            "define void @f() {\n  call preserve_allcc void @g()\n  ret void\n}\n",
            "2:8",
            "`preserve_allcc`",
        ),
        (
            "define void @f() {\n  tail call cc 64 void @g()\n  ret void\n}\n",
            "2:13",
            "`cc 64`",
        ),
    ];
    for (text, at, name) in cases {
        let e = parse(&tokenize(text).expect("lexes")).expect_err(text);
        assert_eq!(format!("{}:{}", e.line, e.col), at, "{text}: {}", e.message);
        assert!(
            e.message.contains(name) && e.message.contains("fastcc"),
            "{text}: {}",
            e.message
        );
    }
}

#[test]
fn errors_name_the_line() {
    let e = parse(&tokenize("define void @f() {\n  %x = frobnicate i32 1\n}\n").expect("lexes"))
        .expect_err("fails");
    assert_eq!(e.line, 2);
    assert!(e.message.contains("frobnicate"), "{}", e.message);
}
