; matrix3x3: per-thread 3x3 matrix product and determinant.
;
; Thread t copies A[t] and B[t] (struct Mat3 { float m[3][3]; }) into local
; structs, calls the non-inlined device function @mat3_mul (C = A*B with
; llvm.fmuladd, generic pointers to the caller's locals), copies the result
; to @C and stores det(A) (cofactor expansion) to @det. Small integer
; entries make every product and sum exact, fused or not.
; Exercises: named struct type with nested arrays, GEPs through struct and
; array levels, noinline device function called with local pointers,
; llvm.memcpy of a struct (constant length), fmuladd, fmul/fsub/fadd
; with the `contract` flag, fneg.
;
; launch: %matrix3x3 grid=2 block=(32) fuel=1000000
; arg: @A = f32[576] (i * i * 3 + i * 5 + 1) % 7 - 3
; arg: @B = f32[576] (i * 5 + 2) % 9 - 4
; arg: @C = f32[576] 0.0
; arg: @det = f32[64] 0.0
; expect: @C == [-1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0, -3.0, -12.0, 15.0, 10.0, 6.0, -16.0, -4.0, 3.0, 1.0, -3.0, 0.0, 3.0, -1.0, -3.0, 4.0, 16.0, -6.0, -10.0, -15.0, 12.0, 3.0]
; expect: @det == [13.0, 13.0, -15.0, -8.0, 6.0, -8.0, -15.0, 13.0, 13.0, -15.0, -8.0, 6.0, -8.0, -15.0, 13.0, 13.0, -15.0, -8.0, 6.0, -8.0, -15.0, 13.0, 13.0, -15.0, -8.0, 6.0, -8.0, -15.0, 13.0, 13.0, -15.0, -8.0, 6.0, -8.0, -15.0, 13.0, 13.0, -15.0, -8.0, 6.0, -8.0, -15.0, 13.0, 13.0, -15.0, -8.0, 6.0, -8.0, -15.0, 13.0, 13.0, -15.0, -8.0, 6.0, -8.0, -15.0, 13.0, 13.0, -15.0, -8.0, 6.0, -8.0, -15.0, 13.0]

; ModuleID = 'src/matrix3x3.ll'
source_filename = "src/matrix3x3.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Mat3 = type { [3 x [3 x float]] }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @mat3_mul(ptr noundef writeonly captures(none) initializes((0, 36)) %c, ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b) local_unnamed_addr #0 {
entry:
  %va = load float, ptr %a, align 4
  %vb = load float, ptr %b, align 4
  %s.next = tail call float @llvm.fmuladd.f32(float %va, float %vb, float 0.000000e+00)
  %pa.1 = getelementptr inbounds nuw i8, ptr %a, i64 4
  %va.1 = load float, ptr %pa.1, align 4
  %gep.1 = getelementptr inbounds nuw i8, ptr %b, i64 12
  %vb.1 = load float, ptr %gep.1, align 4
  %s.next.1 = tail call float @llvm.fmuladd.f32(float %va.1, float %vb.1, float %s.next)
  %pa.2 = getelementptr inbounds nuw i8, ptr %a, i64 8
  %va.2 = load float, ptr %pa.2, align 4
  %gep.2 = getelementptr inbounds nuw i8, ptr %b, i64 24
  %vb.2 = load float, ptr %gep.2, align 4
  %s.next.2 = tail call float @llvm.fmuladd.f32(float %va.2, float %vb.2, float %s.next.1)
  store float %s.next.2, ptr %c, align 4
  %invariant.gep.1 = getelementptr inbounds nuw i8, ptr %b, i64 4
  %va.11 = load float, ptr %a, align 4
  %vb.12 = load float, ptr %invariant.gep.1, align 4
  %s.next.13 = tail call float @llvm.fmuladd.f32(float %va.11, float %vb.12, float 0.000000e+00)
  %va.1.1 = load float, ptr %pa.1, align 4
  %gep.1.1 = getelementptr inbounds nuw i8, ptr %b, i64 16
  %vb.1.1 = load float, ptr %gep.1.1, align 4
  %s.next.1.1 = tail call float @llvm.fmuladd.f32(float %va.1.1, float %vb.1.1, float %s.next.13)
  %va.2.1 = load float, ptr %pa.2, align 4
  %gep.2.1 = getelementptr inbounds nuw i8, ptr %b, i64 28
  %vb.2.1 = load float, ptr %gep.2.1, align 4
  %s.next.2.1 = tail call float @llvm.fmuladd.f32(float %va.2.1, float %vb.2.1, float %s.next.1.1)
  %pc.1 = getelementptr inbounds nuw i8, ptr %c, i64 4
  store float %s.next.2.1, ptr %pc.1, align 4
  %invariant.gep.2 = getelementptr inbounds nuw i8, ptr %b, i64 8
  %va.24 = load float, ptr %a, align 4
  %vb.25 = load float, ptr %invariant.gep.2, align 4
  %s.next.26 = tail call float @llvm.fmuladd.f32(float %va.24, float %vb.25, float 0.000000e+00)
  %va.1.2 = load float, ptr %pa.1, align 4
  %gep.1.2 = getelementptr inbounds nuw i8, ptr %b, i64 20
  %vb.1.2 = load float, ptr %gep.1.2, align 4
  %s.next.1.2 = tail call float @llvm.fmuladd.f32(float %va.1.2, float %vb.1.2, float %s.next.26)
  %va.2.2 = load float, ptr %pa.2, align 4
  %gep.2.2 = getelementptr inbounds nuw i8, ptr %b, i64 32
  %vb.2.2 = load float, ptr %gep.2.2, align 4
  %s.next.2.2 = tail call float @llvm.fmuladd.f32(float %va.2.2, float %vb.2.2, float %s.next.1.2)
  %pc.2 = getelementptr inbounds nuw i8, ptr %c, i64 8
  store float %s.next.2.2, ptr %pc.2, align 4
  %pc.split.1 = getelementptr inbounds nuw i8, ptr %c, i64 12
  %pa.split.1 = getelementptr inbounds nuw i8, ptr %a, i64 12
  %va.17 = load float, ptr %pa.split.1, align 4
  %vb.18 = load float, ptr %b, align 4
  %s.next.19 = tail call float @llvm.fmuladd.f32(float %va.17, float %vb.18, float 0.000000e+00)
  %pa.1.110 = getelementptr inbounds nuw i8, ptr %a, i64 16
  %va.1.111 = load float, ptr %pa.1.110, align 4
  %vb.1.113 = load float, ptr %gep.1, align 4
  %s.next.1.114 = tail call float @llvm.fmuladd.f32(float %va.1.111, float %vb.1.113, float %s.next.19)
  %pa.2.115 = getelementptr inbounds nuw i8, ptr %a, i64 20
  %va.2.116 = load float, ptr %pa.2.115, align 4
  %vb.2.118 = load float, ptr %gep.2, align 4
  %s.next.2.119 = tail call float @llvm.fmuladd.f32(float %va.2.116, float %vb.2.118, float %s.next.1.114)
  store float %s.next.2.119, ptr %pc.split.1, align 4
  %va.11.1 = load float, ptr %pa.split.1, align 4
  %vb.12.1 = load float, ptr %invariant.gep.1, align 4
  %s.next.13.1 = tail call float @llvm.fmuladd.f32(float %va.11.1, float %vb.12.1, float 0.000000e+00)
  %va.1.1.1 = load float, ptr %pa.1.110, align 4
  %vb.1.1.1 = load float, ptr %gep.1.1, align 4
  %s.next.1.1.1 = tail call float @llvm.fmuladd.f32(float %va.1.1.1, float %vb.1.1.1, float %s.next.13.1)
  %va.2.1.1 = load float, ptr %pa.2.115, align 4
  %vb.2.1.1 = load float, ptr %gep.2.1, align 4
  %s.next.2.1.1 = tail call float @llvm.fmuladd.f32(float %va.2.1.1, float %vb.2.1.1, float %s.next.1.1.1)
  %pc.1.1 = getelementptr inbounds nuw i8, ptr %c, i64 16
  store float %s.next.2.1.1, ptr %pc.1.1, align 4
  %va.24.1 = load float, ptr %pa.split.1, align 4
  %vb.25.1 = load float, ptr %invariant.gep.2, align 4
  %s.next.26.1 = tail call float @llvm.fmuladd.f32(float %va.24.1, float %vb.25.1, float 0.000000e+00)
  %va.1.2.1 = load float, ptr %pa.1.110, align 4
  %vb.1.2.1 = load float, ptr %gep.1.2, align 4
  %s.next.1.2.1 = tail call float @llvm.fmuladd.f32(float %va.1.2.1, float %vb.1.2.1, float %s.next.26.1)
  %va.2.2.1 = load float, ptr %pa.2.115, align 4
  %vb.2.2.1 = load float, ptr %gep.2.2, align 4
  %s.next.2.2.1 = tail call float @llvm.fmuladd.f32(float %va.2.2.1, float %vb.2.2.1, float %s.next.1.2.1)
  %pc.2.1 = getelementptr inbounds nuw i8, ptr %c, i64 20
  store float %s.next.2.2.1, ptr %pc.2.1, align 4
  %pc.split.2 = getelementptr inbounds nuw i8, ptr %c, i64 24
  %pa.split.2 = getelementptr inbounds nuw i8, ptr %a, i64 24
  %va.221 = load float, ptr %pa.split.2, align 4
  %vb.222 = load float, ptr %b, align 4
  %s.next.223 = tail call float @llvm.fmuladd.f32(float %va.221, float %vb.222, float 0.000000e+00)
  %pa.1.224 = getelementptr inbounds nuw i8, ptr %a, i64 28
  %va.1.225 = load float, ptr %pa.1.224, align 4
  %vb.1.227 = load float, ptr %gep.1, align 4
  %s.next.1.228 = tail call float @llvm.fmuladd.f32(float %va.1.225, float %vb.1.227, float %s.next.223)
  %pa.2.229 = getelementptr inbounds nuw i8, ptr %a, i64 32
  %va.2.230 = load float, ptr %pa.2.229, align 4
  %vb.2.232 = load float, ptr %gep.2, align 4
  %s.next.2.233 = tail call float @llvm.fmuladd.f32(float %va.2.230, float %vb.2.232, float %s.next.1.228)
  store float %s.next.2.233, ptr %pc.split.2, align 4
  %va.11.2 = load float, ptr %pa.split.2, align 4
  %vb.12.2 = load float, ptr %invariant.gep.1, align 4
  %s.next.13.2 = tail call float @llvm.fmuladd.f32(float %va.11.2, float %vb.12.2, float 0.000000e+00)
  %va.1.1.2 = load float, ptr %pa.1.224, align 4
  %vb.1.1.2 = load float, ptr %gep.1.1, align 4
  %s.next.1.1.2 = tail call float @llvm.fmuladd.f32(float %va.1.1.2, float %vb.1.1.2, float %s.next.13.2)
  %va.2.1.2 = load float, ptr %pa.2.229, align 4
  %vb.2.1.2 = load float, ptr %gep.2.1, align 4
  %s.next.2.1.2 = tail call float @llvm.fmuladd.f32(float %va.2.1.2, float %vb.2.1.2, float %s.next.1.1.2)
  %pc.1.2 = getelementptr inbounds nuw i8, ptr %c, i64 28
  store float %s.next.2.1.2, ptr %pc.1.2, align 4
  %va.24.2 = load float, ptr %pa.split.2, align 4
  %vb.25.2 = load float, ptr %invariant.gep.2, align 4
  %s.next.26.2 = tail call float @llvm.fmuladd.f32(float %va.24.2, float %vb.25.2, float 0.000000e+00)
  %va.1.2.2 = load float, ptr %pa.1.224, align 4
  %vb.1.2.2 = load float, ptr %gep.1.2, align 4
  %s.next.1.2.2 = tail call float @llvm.fmuladd.f32(float %va.1.2.2, float %vb.1.2.2, float %s.next.26.2)
  %va.2.2.2 = load float, ptr %pa.2.229, align 4
  %vb.2.2.2 = load float, ptr %gep.2.2, align 4
  %s.next.2.2.2 = tail call float @llvm.fmuladd.f32(float %va.2.2.2, float %vb.2.2.2, float %s.next.1.2.2)
  %pc.2.2 = getelementptr inbounds nuw i8, ptr %c, i64 32
  store float %s.next.2.2.2, ptr %pc.2.2, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @matrix3x3(ptr addrspace(1) noundef readonly captures(none) %A, ptr addrspace(1) noundef readonly captures(none) %B, ptr addrspace(1) noundef writeonly captures(none) %C, ptr addrspace(1) noundef writeonly captures(none) %det) local_unnamed_addr #1 {
entry:
  %a = alloca %struct.Mat3, align 4
  %b = alloca %struct.Mat3, align 4
  %c = alloca %struct.Mat3, align 4
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %t = add i32 %base, %tid
  %t.ext = sext i32 %t to i64
  call void @llvm.lifetime.start.p0(ptr nonnull %a)
  call void @llvm.lifetime.start.p0(ptr nonnull %b)
  call void @llvm.lifetime.start.p0(ptr nonnull %c)
  %srcA = getelementptr inbounds %struct.Mat3, ptr addrspace(1) %A, i64 %t.ext
  call void @llvm.memcpy.p0.p1.i64(ptr noundef nonnull align 4 dereferenceable(36) %a, ptr addrspace(1) noundef align 4 dereferenceable(36) %srcA, i64 36, i1 false)
  %srcB = getelementptr inbounds %struct.Mat3, ptr addrspace(1) %B, i64 %t.ext
  call void @llvm.memcpy.p0.p1.i64(ptr noundef nonnull align 4 dereferenceable(36) %b, ptr addrspace(1) noundef align 4 dereferenceable(36) %srcB, i64 36, i1 false)
  call void @mat3_mul(ptr noundef nonnull %c, ptr noundef nonnull %a, ptr noundef nonnull %b)
  %dstC = getelementptr inbounds %struct.Mat3, ptr addrspace(1) %C, i64 %t.ext
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noundef align 4 dereferenceable(36) %dstC, ptr noundef nonnull align 4 dereferenceable(36) %c, i64 36, i1 false)
  %a00 = load float, ptr %a, align 4
  %p01 = getelementptr inbounds nuw i8, ptr %a, i64 4
  %a01 = load float, ptr %p01, align 4
  %p02 = getelementptr inbounds nuw i8, ptr %a, i64 8
  %a02 = load float, ptr %p02, align 4
  %p10 = getelementptr inbounds nuw i8, ptr %a, i64 12
  %a10 = load float, ptr %p10, align 4
  %p11 = getelementptr inbounds nuw i8, ptr %a, i64 16
  %a11 = load float, ptr %p11, align 4
  %p12 = getelementptr inbounds nuw i8, ptr %a, i64 20
  %a12 = load float, ptr %p12, align 4
  %p20 = getelementptr inbounds nuw i8, ptr %a, i64 24
  %a20 = load float, ptr %p20, align 4
  %p21 = getelementptr inbounds nuw i8, ptr %a, i64 28
  %a21 = load float, ptr %p21, align 4
  %p22 = getelementptr inbounds nuw i8, ptr %a, i64 32
  %a22 = load float, ptr %p22, align 4
  %m0a = fmul contract float %a11, %a22
  %m0b = fmul contract float %a12, %a21
  %m0 = fsub contract float %m0a, %m0b
  %m1a = fmul contract float %a10, %a22
  %m1b = fmul contract float %a12, %a20
  %m1 = fsub contract float %m1a, %m1b
  %m2a = fmul contract float %a10, %a21
  %m2b = fmul contract float %a11, %a20
  %m2 = fsub contract float %m2a, %m2b
  %t0 = fmul contract float %a00, %m0
  %t2 = fmul contract float %a02, %m2
  %0 = fmul contract float %a01, %m1
  %d01 = fsub contract float %t0, %0
  %d = fadd contract float %t2, %d01
  %dp = getelementptr inbounds float, ptr addrspace(1) %det, i64 %t.ext
  store float %d, ptr addrspace(1) %dp, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %c)
  call void @llvm.lifetime.end.p0(ptr nonnull %b)
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
