//! `llvm.memcpy`/`llvm.memset` of a constant length are expanded into
//! accesses as wide as the pointers' `align` attributes allow, and the
//! widened copies compute what byte copies would: the kernel below runs on
//! both engines with its results worked out in its comments.

mod common;

/// Records of five `i32`s (20 bytes, `align 4`) copied from global memory
/// into a local array, each field k multiplied by k + 1, copied back; then
/// a 13-byte header per thread (`align 8`) set to 7.
/// With recs[j] = j: recs[j] = j * (j % 5 + 1). Headers start as -1; bytes
/// 0..12 of each 16 become 7, bytes 13..15 stay -1.
const RECORDS: &str = r#"; launch: %update grid=1 block=32
; arg: @recs = i32[160] i
; arg: @hdr = i8[512] -1
; expect: @recs[i] == i * (i % 5 + 1)
; expect: @hdr[i] == 7 - ((i % 16 + 3) >> 4) * 8
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @update(ptr addrspace(1) noundef %recs, ptr addrspace(1) noundef %hdr) {
entry:
  %rec = alloca [5 x i32], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %src = getelementptr inbounds [5 x i32], ptr addrspace(1) %recs, i64 %i
  call void @llvm.memcpy.p0.p1.i64(ptr noundef nonnull align 4 dereferenceable(20) %rec, ptr addrspace(1) noundef align 4 dereferenceable(20) %src, i64 20, i1 false)
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %f = getelementptr inbounds i32, ptr %rec, i64 %k
  %v = load i32, ptr %f, align 4
  %k.next = add nuw nsw i64 %k, 1
  %scale = trunc i64 %k.next to i32
  %v2 = mul i32 %v, %scale
  store i32 %v2, ptr %f, align 4
  %done = icmp eq i64 %k.next, 5
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noundef align 4 dereferenceable(20) %src, ptr noundef nonnull align 4 dereferenceable(20) %rec, i64 20, i1 false)
  %h = getelementptr inbounds [16 x i8], ptr addrspace(1) %hdr, i64 %i
  call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 8 dereferenceable(13) %h, i8 7, i64 13, i1 false)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p1.i64(ptr addrspace(1) nocapture writeonly, i8, i64, i1 immarg)
"#;

#[test]
fn constant_length_copies_are_as_wide_as_their_alignment() {
    let ir = match ptxlift::llvm::import_to_text(RECORDS) {
        Ok(ir) => ir,
        Err(e) => panic!("import failed: {e}"),
    };
    let count = |needle: &str| ir.lines().filter(|l| l.contains(needle)).count();
    // The copy in and the copy out: five i32 loads each, no byte access
    // but the memset's last byte.
    assert_eq!(count("load.i32"), 5 + 5 + 1, "{ir}");
    assert_eq!(count("load.i8"), 0, "{ir}");
    // 13 bytes at align 8: an i64, an i32 and an i8 store.
    assert_eq!(count("store global") - 5, 3, "{ir}");
    assert!(
        ir.contains("uextend.i64") && ir.contains("imul_imm"),
        "{ir}"
    );

    let dir = std::env::temp_dir().join(format!("ptxlift-memint-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join("records.ll");
    std::fs::write(&path, RECORDS).expect("the temporary directory is writable");
    let path = path.display().to_string();
    for regs in [None, Some("16")] {
        let mut args = vec!["run", "--engine", "both", &path];
        if let Some(n) = regs {
            args.extend(["--max-regs", n]);
        }
        let (ok, run, err) = common::cli(&args);
        assert!(ok, "{run}\n{err}");
        assert!(run.contains("1 passed, 0 failed"), "{run}\n{err}");
    }
}
