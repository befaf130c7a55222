; mat4_vec4: 4x4 matrix times vector on <4 x float> values.
;
; Thread t loads its vector x = V[t] and the four rows of its matrix as
; <4 x float>, forms each dot product from a vector fmul and
; extractelement/fadd, collects y with insertelement, stores y reversed
; (shufflevector) to @out and (int)y.x + 1, (int)y.z - 1 as a <2 x i32>
; to @iout. Integer entries keep everything exact.
; Exercises: vector loads/stores (align 16 and 8), vector fmul,
; extractelement, insertelement with a variable index, shufflevector
; (permute and narrow), fptosi and add on <2 x i32>, vector phi.
;
; launch: %mat4_vec4 grid=2 block=(32) fuel=1000000
; arg: @M = f32[1024] (i * 3 + i % 5) % 9 - 4
; arg: @V = f32[256] (i * 7) % 5 - 2
; arg: @out = f32[256] 0.0
; arg: @iout = i32[128] 0
; expect: @out == [2.0, 3.0, -13.0, 17.0, 8.0, -2.0, 0.0, -2.0, -1.0, 8.0, 12.0, -11.0, -2.0, 16.0, 8.0, 3.0, 12.0, 3.0, 4.0, 8.0, -4.0, -12.0, 8.0, 2.0, -13.0, 13.0, -3.0, -5.0, 5.0, -4.0, -9.0, -5.0, 16.0, -11.0, -1.0, -15.0, 6.0, -3.0, -2.0, -7.0, -1.0, 9.0, 2.0, -4.0, 2.0, 1.0, -6.0, 1.0, -7.0, -7.0, 6.0, 10.0, -11.0, -11.0, 8.0, 3.0, -9.0, -9.0, 1.0, -4.0, 2.0, 3.0, -13.0, 17.0, 8.0, -2.0, 0.0, -2.0, -1.0, 8.0, 12.0, -11.0, -2.0, 16.0, 8.0, 3.0, 12.0, 3.0, 4.0, 8.0, -4.0, -12.0, 8.0, 2.0, -13.0, 13.0, -3.0, -5.0, 5.0, -4.0, -9.0, -5.0, 16.0, -11.0, -1.0, -15.0, 6.0, -3.0, -2.0, -7.0, -1.0, 9.0, 2.0, -4.0, 2.0, 1.0, -6.0, 1.0, -7.0, -7.0, 6.0, 10.0, -11.0, -11.0, 8.0, 3.0, -9.0, -9.0, 1.0, -4.0, 2.0, 3.0, -13.0, 17.0, 8.0, -2.0, 0.0, -2.0, -1.0, 8.0, 12.0, -11.0, -2.0, 16.0, 8.0, 3.0, 12.0, 3.0, 4.0, 8.0, -4.0, -12.0, 8.0, 2.0, -13.0, 13.0, -3.0, -5.0, 5.0, -4.0, -9.0, -5.0, 16.0, -11.0, -1.0, -15.0, 6.0, -3.0, -2.0, -7.0, -1.0, 9.0, 2.0, -4.0, 2.0, 1.0, -6.0, 1.0, -7.0, -7.0, 6.0, 10.0, -11.0, -11.0, 8.0, 3.0, -9.0, -9.0, 1.0, -4.0, 2.0, 3.0, -13.0, 17.0, 8.0, -2.0, 0.0, -2.0, -1.0, 8.0, 12.0, -11.0, -2.0, 16.0, 8.0, 3.0, 12.0, 3.0, 4.0, 8.0, -4.0, -12.0, 8.0, 2.0, -13.0, 13.0, -3.0, -5.0, 5.0, -4.0, -9.0, -5.0, 16.0, -11.0, -1.0, -15.0, 6.0, -3.0, -2.0, -7.0, -1.0, 9.0, 2.0, -4.0, 2.0, 1.0, -6.0, 1.0, -7.0, -7.0, 6.0, 10.0, -11.0, -11.0, 8.0, 3.0, -9.0, -9.0, 1.0, -4.0, 2.0, 3.0, -13.0, 17.0, 8.0, -2.0, 0.0, -2.0, -1.0, 8.0, 12.0, -11.0, -2.0, 16.0, 8.0, 3.0]
; expect: @iout == [18, 2, -1, -3, -10, 7, 4, 15, 9, 2, 3, -13, -4, 12, -4, -5, -14, -12, -6, -4, -3, 8, 2, 0, 11, -8, 4, -12, -3, -10, 18, 2, -1, -3, -10, 7, 4, 15, 9, 2, 3, -13, -4, 12, -4, -5, -14, -12, -6, -4, -3, 8, 2, 0, 11, -8, 4, -12, -3, -10, 18, 2, -1, -3, -10, 7, 4, 15, 9, 2, 3, -13, -4, 12, -4, -5, -14, -12, -6, -4, -3, 8, 2, 0, 11, -8, 4, -12, -3, -10, 18, 2, -1, -3, -10, 7, 4, 15, 9, 2, 3, -13, -4, 12, -4, -5, -14, -12, -6, -4, -3, 8, 2, 0, 11, -8, 4, -12, -3, -10, 18, 2, -1, -3, -10, 7, 4, 15]

; ModuleID = 'src/mat4_vec4.ll'
source_filename = "src/mat4_vec4.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @mat4_vec4(ptr addrspace(1) noundef readonly captures(none) %M, ptr addrspace(1) noundef readonly captures(none) %V, ptr addrspace(1) noundef writeonly captures(none) %out, ptr addrspace(1) noundef writeonly captures(none) %iout) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %t = add i32 %base, %tid
  %t.ext = sext i32 %t to i64
  %vp = getelementptr inbounds <4 x float>, ptr addrspace(1) %V, i64 %t.ext
  %x = load <4 x float>, ptr addrspace(1) %vp, align 16
  %.idx = shl nsw i64 %t.ext, 6
  %0 = getelementptr i8, ptr addrspace(1) %M, i64 %.idx
  %m = load <4 x float>, ptr addrspace(1) %0, align 16
  %p = fmul <4 x float> %x, %m
  %p0 = extractelement <4 x float> %p, i64 0
  %p1 = extractelement <4 x float> %p, i64 1
  %p2 = extractelement <4 x float> %p, i64 2
  %p3 = extractelement <4 x float> %p, i64 3
  %s01 = fadd float %p0, %p1
  %s012 = fadd float %p2, %s01
  %dot = fadd float %p3, %s012
  %y.next = insertelement <4 x float> poison, float %dot, i64 0
  %mp.1 = getelementptr i8, ptr addrspace(1) %0, i64 16
  %m.1 = load <4 x float>, ptr addrspace(1) %mp.1, align 16
  %p.1 = fmul <4 x float> %x, %m.1
  %p0.1 = extractelement <4 x float> %p.1, i64 0
  %p1.1 = extractelement <4 x float> %p.1, i64 1
  %p2.1 = extractelement <4 x float> %p.1, i64 2
  %p3.1 = extractelement <4 x float> %p.1, i64 3
  %s01.1 = fadd float %p0.1, %p1.1
  %s012.1 = fadd float %p2.1, %s01.1
  %dot.1 = fadd float %p3.1, %s012.1
  %y.next.1 = insertelement <4 x float> %y.next, float %dot.1, i64 1
  %mp.2 = getelementptr i8, ptr addrspace(1) %0, i64 32
  %m.2 = load <4 x float>, ptr addrspace(1) %mp.2, align 16
  %p.2 = fmul <4 x float> %x, %m.2
  %p0.2 = extractelement <4 x float> %p.2, i64 0
  %p1.2 = extractelement <4 x float> %p.2, i64 1
  %p2.2 = extractelement <4 x float> %p.2, i64 2
  %p3.2 = extractelement <4 x float> %p.2, i64 3
  %s01.2 = fadd float %p0.2, %p1.2
  %s012.2 = fadd float %p2.2, %s01.2
  %dot.2 = fadd float %p3.2, %s012.2
  %y.next.2 = insertelement <4 x float> %y.next.1, float %dot.2, i64 2
  %mp.3 = getelementptr i8, ptr addrspace(1) %0, i64 48
  %m.3 = load <4 x float>, ptr addrspace(1) %mp.3, align 16
  %p.3 = fmul <4 x float> %x, %m.3
  %p0.3 = extractelement <4 x float> %p.3, i64 0
  %p1.3 = extractelement <4 x float> %p.3, i64 1
  %p2.3 = extractelement <4 x float> %p.3, i64 2
  %p3.3 = extractelement <4 x float> %p.3, i64 3
  %s01.3 = fadd float %p0.3, %p1.3
  %s012.3 = fadd float %p2.3, %s01.3
  %dot.3 = fadd float %p3.3, %s012.3
  %y.next.3 = insertelement <4 x float> %y.next.2, float %dot.3, i64 3
  %rev = shufflevector <4 x float> %y.next.3, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %op = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %t.ext
  store <4 x float> %rev, ptr addrspace(1) %op, align 16
  %xz = shufflevector <4 x float> %y.next.2, <4 x float> poison, <2 x i32> <i32 0, i32 2>
  %xzi = fptosi <2 x float> %xz to <2 x i32>
  %adj = add <2 x i32> %xzi, <i32 1, i32 -1>
  %ip = getelementptr inbounds <2 x i32>, ptr addrspace(1) %iout, i64 %t.ext
  store <2 x i32> %adj, ptr addrspace(1) %ip, align 8
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

!nvvm.annotations = !{!0}
!0 = !{ptr @mat4_vec4, !"kernel", i32 1}
