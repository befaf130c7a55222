; float_compare: all fourteen non-trivial fcmp predicates as a bit mask.
;
; Bits 0..13 of @mask are oeq ogt oge olt ole one ord ueq ugt uge ult ule
; une uno of (a[i], b[i]); bit 14 is `uno x, x` (isnan), bit 15 is
; `oeq x, 0.0` (true for -0.0 as well), bit 16 is olt on the operands
; extended to double. @pick selects x if x > y, else y unless y is NaN,
; else 1.0. Inputs: NaN against numbers and NaN, +-inf, +0/-0, equal and
; unequal finite values.
; Exercises: fcmp oeq/ogt/oge/olt/ole/one/ord/ueq/ugt/uge/ult/ule/une/uno
; on f32 and on f64 after fpext, select on fcmp results.
;
; launch: %float_compare grid=1 block=(32) fuel=1000000
; arg: @a = f32[32] [nan, 1.0, nan, 0.0, -0.0, 0.0, inf, -inf, inf, 1.0, 2.5, -2.5, 3.0, -1.0, 1e30, -1e-30, 7.0, 7.0, nan, 5.0, -inf, 0.5, 0.25, -0.0, 100.0, -100.0, 1.5, 1.5, 65504.0, 1e-38, 3.0, -3.0]
; arg: @b = f32[32] [1.0, nan, nan, -0.0, 0.0, 0.0, inf, inf, -inf, inf, -2.5, 2.5, 3.0, -1.0, -1e30, 1e-30, 8.0, 6.0, -inf, nan, -inf, 0.25, 0.5, -0.0, -100.0, 100.0, 1.5000001, 1.4999999, 65504.0, 0.0, nan, nan]
; arg: @mask = i32[32] 0
; arg: @pick = f32[32] 0.0
; expect: @mask == [32640, 16256, 32640, 35541, 35541, 35541, 2773, 72824, 4966, 72824, 4966, 72824, 2773, 2773, 4966, 72824, 72824, 4966, 32640, 16256, 2773, 4966, 72824, 35541, 4966, 72824, 72824, 4966, 2773, 4966, 16256, 16256]
; expect: @pick == [1.0, 1.0, 1.0, -0.0, 0.0, 0.0, inf, inf, inf, inf, 2.5, 2.5, 3.0, -1.0, 1.0000000150474662e+30, 1.0000000031710769e-30, 8.0, 7.0, -inf, 1.0, -inf, 0.5, 0.5, -0.0, 100.0, 100.0, 1.5000001192092896, 1.5, 65504.0, 9.999999350456404e-39, 1.0, 1.0]

; ModuleID = 'src/float_compare.ll'
source_filename = "src/float_compare.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @float_compare(ptr addrspace(1) noundef readonly captures(none) %a, ptr addrspace(1) noundef readonly captures(none) %b, ptr addrspace(1) noundef writeonly captures(none) %mask, ptr addrspace(1) noundef writeonly captures(none) %pick) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %i.e = sext i32 %i to i64
  %ap = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i.e
  %x = load float, ptr addrspace(1) %ap, align 4
  %bp = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i.e
  %y = load float, ptr addrspace(1) %bp, align 4
  %c0 = fcmp oeq float %x, %y
  %c1 = fcmp ogt float %x, %y
  %c2 = fcmp oge float %x, %y
  %c3 = fcmp olt float %x, %y
  %c4 = fcmp ole float %x, %y
  %c5 = fcmp one float %x, %y
  %c6 = fcmp ord float %x, %y
  %c7 = fcmp ueq float %x, %y
  %c8 = fcmp ugt float %x, %y
  %c9 = fcmp uge float %x, %y
  %c10 = fcmp ult float %x, %y
  %c11 = fcmp ule float %x, %y
  %c12 = fcmp une float %x, %y
  %c13 = fcmp uno float %x, %y
  %c14 = fcmp uno float %x, 0.000000e+00
  %c15 = fcmp oeq float %x, 0.000000e+00
  %z0 = zext i1 %c0 to i32
  %s1 = select i1 %c1, i32 2, i32 0
  %s2 = select i1 %c2, i32 4, i32 0
  %s3 = select i1 %c3, i32 8, i32 0
  %s4 = select i1 %c4, i32 16, i32 0
  %s5 = select i1 %c5, i32 32, i32 0
  %s6 = select i1 %c6, i32 64, i32 0
  %s7 = select i1 %c7, i32 128, i32 0
  %s8 = select i1 %c8, i32 256, i32 0
  %s9 = select i1 %c9, i32 512, i32 0
  %s10 = select i1 %c10, i32 1024, i32 0
  %s11 = select i1 %c11, i32 2048, i32 0
  %s12 = select i1 %c12, i32 4096, i32 0
  %s13 = select i1 %c13, i32 8192, i32 0
  %s14 = select i1 %c14, i32 16384, i32 0
  %s15 = select i1 %c15, i32 32768, i32 0
  %s16 = select i1 %c3, i32 65536, i32 0
  %m1 = or disjoint i32 %s15, %s14
  %m2 = or disjoint i32 %m1, %z0
  %m3 = or disjoint i32 %m2, %s1
  %m4 = or disjoint i32 %m3, %s2
  %m5 = or disjoint i32 %m4, %s3
  %m6 = or i32 %m5, %s4
  %m7 = or i32 %m6, %s5
  %m8 = or i32 %m7, %s6
  %m9 = or i32 %m8, %s7
  %m10 = or i32 %m9, %s8
  %m11 = or i32 %m10, %s9
  %m12 = or i32 %m11, %s10
  %m13 = or i32 %m12, %s11
  %m14 = or i32 %m13, %s12
  %m15 = or i32 %m14, %s13
  %m16 = or i32 %m15, %s16
  %mp = getelementptr inbounds i32, ptr addrspace(1) %mask, i64 %i.e
  store i32 %m16, ptr addrspace(1) %mp, align 4
  %ynn = fcmp ord float %y, 0.000000e+00
  %alt = select i1 %ynn, float %y, float 1.000000e+00
  %pk = select i1 %c1, float %x, float %alt
  %pp = getelementptr inbounds float, ptr addrspace(1) %pick, i64 %i.e
  store float %pk, ptr addrspace(1) %pp, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
