; math_nvvm: llvm.nvvm.* float math on inputs where every result is exact.
;
; Per thread i (k = i % 8 - 3, x = i - 32): p = ex2.approx(k) = 2^k,
; rcp.approx.ftz(p), lg2.approx(p), rsqrt.approx(p*p), sqrt.rn(i*i),
; sqrt.approx(p*p), mul.rn(x, 0.5), add.rn(x, 0.25),
; saturate(x/16), nvvm.fabs(x), fmin.f(x, 3.5), fmax.f(x, -7.25): twelve
; floats per thread, all powers of two, small integers or quarters.
; Exercises: llvm.nvvm.ex2.approx.f (upgraded to .f32 by LLVM 22),
; rcp.approx.ftz.f, lg2.approx.f, rsqrt.approx.f, sqrt.rn.f,
; sqrt.approx.f, mul.rn.f, add.rn.f, saturate.f, fabs.f32, fmin.f and
; fmax.f (both canonicalised to llvm.minnum/maxnum by -O2), sitofp.
;
; launch: %math_nvvm grid=2 block=(32) fuel=1000000
; arg: @x = f32[64] i - 32
; arg: @k = i32[64] i % 8 - 3
; arg: @out = f32[768] 0.0
; expect: @out == [0.125, 8.0, -3.0, 8.0, 0.0, 0.125, -16.0, -31.75, 0.0, 32.0, -32.0, -7.25, 0.25, 4.0, -2.0, 4.0, 1.0, 0.25, -15.5, -30.75, 0.0, 31.0, -31.0, -7.25, 0.5, 2.0, -1.0, 2.0, 2.0, 0.5, -15.0, -29.75, 0.0, 30.0, -30.0, -7.25, 1.0, 1.0, 0.0, 1.0, 3.0, 1.0, -14.5, -28.75, 0.0, 29.0, -29.0, -7.25, 2.0, 0.5, 1.0, 0.5, 4.0, 2.0, -14.0, -27.75, 0.0, 28.0, -28.0, -7.25, 4.0, 0.25, 2.0, 0.25, 5.0, 4.0, -13.5, -26.75, 0.0, 27.0, -27.0, -7.25, 8.0, 0.125, 3.0, 0.125, 6.0, 8.0, -13.0, -25.75, 0.0, 26.0, -26.0, -7.25, 16.0, 0.0625, 4.0, 0.0625, 7.0, 16.0, -12.5, -24.75, 0.0, 25.0, -25.0, -7.25, 0.125, 8.0, -3.0, 8.0, 8.0, 0.125, -12.0, -23.75, 0.0, 24.0, -24.0, -7.25, 0.25, 4.0, -2.0, 4.0, 9.0, 0.25, -11.5, -22.75, 0.0, 23.0, -23.0, -7.25, 0.5, 2.0, -1.0, 2.0, 10.0, 0.5, -11.0, -21.75, 0.0, 22.0, -22.0, -7.25, 1.0, 1.0, 0.0, 1.0, 11.0, 1.0, -10.5, -20.75, 0.0, 21.0, -21.0, -7.25, 2.0, 0.5, 1.0, 0.5, 12.0, 2.0, -10.0, -19.75, 0.0, 20.0, -20.0, -7.25, 4.0, 0.25, 2.0, 0.25, 13.0, 4.0, -9.5, -18.75, 0.0, 19.0, -19.0, -7.25, 8.0, 0.125, 3.0, 0.125, 14.0, 8.0, -9.0, -17.75, 0.0, 18.0, -18.0, -7.25, 16.0, 0.0625, 4.0, 0.0625, 15.0, 16.0, -8.5, -16.75, 0.0, 17.0, -17.0, -7.25, 0.125, 8.0, -3.0, 8.0, 16.0, 0.125, -8.0, -15.75, 0.0, 16.0, -16.0, -7.25, 0.25, 4.0, -2.0, 4.0, 17.0, 0.25, -7.5, -14.75, 0.0, 15.0, -15.0, -7.25, 0.5, 2.0, -1.0, 2.0, 18.0, 0.5, -7.0, -13.75, 0.0, 14.0, -14.0, -7.25, 1.0, 1.0, 0.0, 1.0, 19.0, 1.0, -6.5, -12.75, 0.0, 13.0, -13.0, -7.25, 2.0, 0.5, 1.0, 0.5, 20.0, 2.0, -6.0, -11.75, 0.0, 12.0, -12.0, -7.25, 4.0, 0.25, 2.0, 0.25, 21.0, 4.0, -5.5, -10.75, 0.0, 11.0, -11.0, -7.25, 8.0, 0.125, 3.0, 0.125, 22.0, 8.0, -5.0, -9.75, 0.0, 10.0, -10.0, -7.25, 16.0, 0.0625, 4.0, 0.0625, 23.0, 16.0, -4.5, -8.75, 0.0, 9.0, -9.0, -7.25, 0.125, 8.0, -3.0, 8.0, 24.0, 0.125, -4.0, -7.75, 0.0, 8.0, -8.0, -7.25, 0.25, 4.0, -2.0, 4.0, 25.0, 0.25, -3.5, -6.75, 0.0, 7.0, -7.0, -7.0, 0.5, 2.0, -1.0, 2.0, 26.0, 0.5, -3.0, -5.75, 0.0, 6.0, -6.0, -6.0, 1.0, 1.0, 0.0, 1.0, 27.0, 1.0, -2.5, -4.75, 0.0, 5.0, -5.0, -5.0, 2.0, 0.5, 1.0, 0.5, 28.0, 2.0, -2.0, -3.75, 0.0, 4.0, -4.0, -4.0, 4.0, 0.25, 2.0, 0.25, 29.0, 4.0, -1.5, -2.75, 0.0, 3.0, -3.0, -3.0, 8.0, 0.125, 3.0, 0.125, 30.0, 8.0, -1.0, -1.75, 0.0, 2.0, -2.0, -2.0, 16.0, 0.0625, 4.0, 0.0625, 31.0, 16.0, -0.5, -0.75, 0.0, 1.0, -1.0, -1.0, 0.125, 8.0, -3.0, 8.0, 32.0, 0.125, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0, 0.25, 4.0, -2.0, 4.0, 33.0, 0.25, 0.5, 1.25, 0.0625, 1.0, 1.0, 1.0, 0.5, 2.0, -1.0, 2.0, 34.0, 0.5, 1.0, 2.25, 0.125, 2.0, 2.0, 2.0, 1.0, 1.0, 0.0, 1.0, 35.0, 1.0, 1.5, 3.25, 0.1875, 3.0, 3.0, 3.0, 2.0, 0.5, 1.0, 0.5, 36.0, 2.0, 2.0, 4.25, 0.25, 4.0, 3.5, 4.0, 4.0, 0.25, 2.0, 0.25, 37.0, 4.0, 2.5, 5.25, 0.3125, 5.0, 3.5, 5.0, 8.0, 0.125, 3.0, 0.125, 38.0, 8.0, 3.0, 6.25, 0.375, 6.0, 3.5, 6.0, 16.0, 0.0625, 4.0, 0.0625, 39.0, 16.0, 3.5, 7.25, 0.4375, 7.0, 3.5, 7.0, 0.125, 8.0, -3.0, 8.0, 40.0, 0.125, 4.0, 8.25, 0.5, 8.0, 3.5, 8.0, 0.25, 4.0, -2.0, 4.0, 41.0, 0.25, 4.5, 9.25, 0.5625, 9.0, 3.5, 9.0, 0.5, 2.0, -1.0, 2.0, 42.0, 0.5, 5.0, 10.25, 0.625, 10.0, 3.5, 10.0, 1.0, 1.0, 0.0, 1.0, 43.0, 1.0, 5.5, 11.25, 0.6875, 11.0, 3.5, 11.0, 2.0, 0.5, 1.0, 0.5, 44.0, 2.0, 6.0, 12.25, 0.75, 12.0, 3.5, 12.0, 4.0, 0.25, 2.0, 0.25, 45.0, 4.0, 6.5, 13.25, 0.8125, 13.0, 3.5, 13.0, 8.0, 0.125, 3.0, 0.125, 46.0, 8.0, 7.0, 14.25, 0.875, 14.0, 3.5, 14.0, 16.0, 0.0625, 4.0, 0.0625, 47.0, 16.0, 7.5, 15.25, 0.9375, 15.0, 3.5, 15.0, 0.125, 8.0, -3.0, 8.0, 48.0, 0.125, 8.0, 16.25, 1.0, 16.0, 3.5, 16.0, 0.25, 4.0, -2.0, 4.0, 49.0, 0.25, 8.5, 17.25, 1.0, 17.0, 3.5, 17.0, 0.5, 2.0, -1.0, 2.0, 50.0, 0.5, 9.0, 18.25, 1.0, 18.0, 3.5, 18.0, 1.0, 1.0, 0.0, 1.0, 51.0, 1.0, 9.5, 19.25, 1.0, 19.0, 3.5, 19.0, 2.0, 0.5, 1.0, 0.5, 52.0, 2.0, 10.0, 20.25, 1.0, 20.0, 3.5, 20.0, 4.0, 0.25, 2.0, 0.25, 53.0, 4.0, 10.5, 21.25, 1.0, 21.0, 3.5, 21.0, 8.0, 0.125, 3.0, 0.125, 54.0, 8.0, 11.0, 22.25, 1.0, 22.0, 3.5, 22.0, 16.0, 0.0625, 4.0, 0.0625, 55.0, 16.0, 11.5, 23.25, 1.0, 23.0, 3.5, 23.0, 0.125, 8.0, -3.0, 8.0, 56.0, 0.125, 12.0, 24.25, 1.0, 24.0, 3.5, 24.0, 0.25, 4.0, -2.0, 4.0, 57.0, 0.25, 12.5, 25.25, 1.0, 25.0, 3.5, 25.0, 0.5, 2.0, -1.0, 2.0, 58.0, 0.5, 13.0, 26.25, 1.0, 26.0, 3.5, 26.0, 1.0, 1.0, 0.0, 1.0, 59.0, 1.0, 13.5, 27.25, 1.0, 27.0, 3.5, 27.0, 2.0, 0.5, 1.0, 0.5, 60.0, 2.0, 14.0, 28.25, 1.0, 28.0, 3.5, 28.0, 4.0, 0.25, 2.0, 0.25, 61.0, 4.0, 14.5, 29.25, 1.0, 29.0, 3.5, 29.0, 8.0, 0.125, 3.0, 0.125, 62.0, 8.0, 15.0, 30.25, 1.0, 30.0, 3.5, 30.0, 16.0, 0.0625, 4.0, 0.0625, 63.0, 16.0, 15.5, 31.25, 1.0, 31.0, 3.5, 31.0]

; ModuleID = 'src/math_nvvm.ll'
source_filename = "src/math_nvvm.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @math_nvvm(ptr addrspace(1) noundef readonly captures(none) %x, ptr addrspace(1) noundef readonly captures(none) %k, ptr addrspace(1) noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %i.e = sext i32 %i to i64
  %xp = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i.e
  %xv = load float, ptr addrspace(1) %xp, align 4
  %kp = getelementptr inbounds i32, ptr addrspace(1) %k, i64 %i.e
  %kv = load i32, ptr addrspace(1) %kp, align 4
  %kf = sitofp i32 %kv to float
  %o0.idx = mul nsw i64 %i.e, 48
  %o0 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o0.idx
  %0 = tail call float @llvm.nvvm.ex2.approx.f32(float %kf)
  store float %0, ptr addrspace(1) %o0, align 4
  %r1 = tail call float @llvm.nvvm.rcp.approx.ftz.f(float %0)
  %o1 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 4
  store float %r1, ptr addrspace(1) %o1, align 4
  %r2 = tail call float @llvm.nvvm.lg2.approx.f(float %0)
  %o2 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 8
  store float %r2, ptr addrspace(1) %o2, align 4
  %pp = fmul float %0, %0
  %r3 = tail call float @llvm.nvvm.rsqrt.approx.f(float %pp)
  %o3 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 12
  store float %r3, ptr addrspace(1) %o3, align 4
  %ii = mul nsw i32 %i, %i
  %iif = uitofp nneg i32 %ii to float
  %r4 = tail call float @llvm.nvvm.sqrt.rn.f(float %iif)
  %o4 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 16
  store float %r4, ptr addrspace(1) %o4, align 4
  %r5 = tail call float @llvm.nvvm.sqrt.approx.f(float %pp)
  %o5 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 20
  store float %r5, ptr addrspace(1) %o5, align 4
  %r6 = tail call float @llvm.nvvm.mul.rn.f(float %xv, float 5.000000e-01)
  %o6 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 24
  store float %r6, ptr addrspace(1) %o6, align 4
  %r7 = tail call float @llvm.nvvm.add.rn.f(float %xv, float 2.500000e-01)
  %o7 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 28
  store float %r7, ptr addrspace(1) %o7, align 4
  %xs = fmul float %xv, 6.250000e-02
  %r8 = tail call float @llvm.nvvm.saturate.f(float %xs)
  %o8 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 32
  store float %r8, ptr addrspace(1) %o8, align 4
  %r9 = tail call float @llvm.nvvm.fabs.f32(float %xv)
  %o9 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 36
  store float %r9, ptr addrspace(1) %o9, align 4
  %r10 = tail call float @llvm.minnum.f32(float %xv, float 3.500000e+00)
  %o10 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 40
  store float %r10, ptr addrspace(1) %o10, align 4
  %r11 = tail call float @llvm.maxnum.f32(float %xv, float -7.250000e+00)
  %o11 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 44
  store float %r11, ptr addrspace(1) %o11, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.approx.ftz.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
