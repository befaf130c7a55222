; NVVM's rounding-mode intrinsics as clang and libdevice emit them:
; llvm.nvvm.f2i/f2ui.{rn,rz,rm,rp} (cvt.rni.s32.f32 ...: round, clamp,
; NaN to 0), f2i.rn.ftz, d2ll.rp, nvvm.round.f/.d and llvm.round.f32
; (halfway cases away from zero), fma.{rn,rz,rm,rp}.f, add.rz/rm.f,
; mul.rp.f and div.approx.f. The directives were printed by
; `expected.py rounding_intrinsics` (Python Fractions: each result rounded
; once from the exact value).
; launch: %to_int grid=1 block=16
; arg: @x = f32[16] [2.5, -2.5, 3.5, -0.5, 0.4999999701976776, 1.5, -1.5, 2147483520.0, 3000000000.0, -3000000000.0, nan, inf, -inf, 1.401298464324817e-45, -1.401298464324817e-45, -7.25]
; arg: @out = i32[128] 7
; expect: @out == [2, 2, 2, 3, 2, 2, 2, 3, -2, -2, -3, -2, 0, 0, -2, -2, 4, 3, 3, 4, 4, 3, 4, 4, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 2, 1, 1, 2, 2, 1, 2, 2, -2, -1, -2, -1, 0, 0, -2, -1, 2147483520, 2147483520, 2147483520, 2147483520, 2147483520, 2147483520, 2147483520, 2147483520, 2147483647, 2147483647, 2147483647, 2147483647, -1294967296, -1294967296, 2147483647, -1294967296, -2147483648, -2147483648, -2147483648, -2147483648, 0, 0, -2147483648, 1294967296, 0, 0, 0, 0, 0, 0, 0, 0, 2147483647, 2147483647, 2147483647, 2147483647, -1, -1, 2147483647, -1, -2147483648, -2147483648, -2147483648, -2147483648, 0, 0, -2147483648, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, -7, -7, -8, -7, 0, 0, -7, -7]
; launch: %round_half_away grid=1 block=16
; arg: @x = f32[16] [0.5, 1.5, 2.5, -0.5, -2.5, -0.4000000059604645, 0.4999999701976776, -0.4999999701976776, 8388607.5, 8388608.0, 16777216.0, 1.0000000150474662e+30, -1.0000000150474662e+30, nan, inf, -0.0]
; arg: @out = f32[32] 7.0
; arg: @dout = f64[16] 7.0
; expect: @out == [1.0, 1.0, 2.0, 2.0, 3.0, 3.0, -1.0, -1.0, -3.0, -3.0, -0.0, -0.0, 0.0, 0.0, -0.0, -0.0, 8388608.0, 8388608.0, 8388608.0, 8388608.0, 16777216.0, 16777216.0, 1.0000000150474662e+30, 1.0000000150474662e+30, -1.0000000150474662e+30, -1.0000000150474662e+30, nan, nan, inf, inf, -0.0, -0.0]
; expect: @dout == [1.0, 2.0, 3.0, -1.0, -3.0, -0.0, 0.0, -0.0, 8388608.0, 8388608.0, 16777216.0, 1.0000000150474662e+30, -1.0000000150474662e+30, nan, inf, -0.0]
; launch: %arith_modes grid=1 block=8
; arg: @a = f32[8] [3.0, 1.000244140625, 1.5, -0.10000000149011612, 10000000000.0, 2.3333332538604736, -2.0, 0.30000001192092896]
; arg: @b = f32[8] [0.3333333432674408, 1.000244140625, -1.5, 0.699999988079071, 3.000000106112566e-07, -9.99999993922529e-09, 2.0, -0.30000001192092896]
; arg: @out = f32[64] 7.0
; expect: @out == [2.0, 2.0, 2.0, 2.000000238418579, 3.3333332538604736, 3.3333332538604736, 1.0000001192092896, 0.75, 2.00048828125, 2.00048828125, 2.00048828125, 2.000488519668579, 2.00048828125, 2.00048828125, 1.0004884004592896, 0.25006103515625, -1.25, -1.25, -1.25, -1.25, 0.0, -0.0, -2.25, 0.375, 0.9300000071525574, 0.9299999475479126, 0.9299999475479126, 0.9300000071525574, 0.5999999642372131, 0.5999999642372131, -0.06999999284744263, -0.02500000037252903, 3001.0, 3001.0, 3001.0, 3001.000244140625, 10000000000.0, 10000000000.0, 3000.000244140625, 2500000000.0, 1.0, 0.9999999403953552, 0.9999999403953552, 1.0, 2.3333330154418945, 2.3333330154418945, -2.333333171122831e-08, 0.5833333134651184, -3.0, -3.0, -3.0, -3.0, 0.0, -0.0, -4.0, -0.5, 0.9099999666213989, 0.9099999666213989, 0.9099999666213989, 0.9100000262260437, 0.0, -0.0, -0.09000000357627869, 0.07500000298023224]
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @to_int(ptr addrspace(1) noundef readonly captures(none) %x, ptr addrspace(1) noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t.e = zext nneg i32 %t to i64
  %xp = getelementptr inbounds float, ptr addrspace(1) %x, i64 %t.e
  %xv = load float, ptr addrspace(1) %xp, align 4
  %o = mul nuw nsw i64 %t.e, 32
  %p0 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o
  %r0 = tail call i32 @llvm.nvvm.f2i.rn(float %xv)
  store i32 %r0, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 4
  %r1 = tail call i32 @llvm.nvvm.f2i.rz(float %xv)
  store i32 %r1, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 8
  %r2 = tail call i32 @llvm.nvvm.f2i.rm(float %xv)
  store i32 %r2, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 12
  %r3 = tail call i32 @llvm.nvvm.f2i.rp(float %xv)
  store i32 %r3, ptr addrspace(1) %p3, align 4
  %p4 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 16
  %r4 = tail call i32 @llvm.nvvm.f2ui.rn(float %xv)
  store i32 %r4, ptr addrspace(1) %p4, align 4
  %p5 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 20
  %r5 = tail call i32 @llvm.nvvm.f2ui.rm(float %xv)
  store i32 %r5, ptr addrspace(1) %p5, align 4
  %p6 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 24
  %r6 = tail call i32 @llvm.nvvm.f2i.rn.ftz(float %xv)
  store i32 %r6, ptr addrspace(1) %p6, align 4
  %p7 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 28
  %xd = fpext float %xv to double
  %r7.w = tail call i64 @llvm.nvvm.d2ll.rp(double %xd)
  %r7 = trunc i64 %r7.w to i32
  store i32 %r7, ptr addrspace(1) %p7, align 4
  ret void
}

define ptx_kernel void @round_half_away(ptr addrspace(1) noundef readonly captures(none) %x, ptr addrspace(1) noundef writeonly captures(none) %out, ptr addrspace(1) noundef writeonly captures(none) %dout) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t.e = zext nneg i32 %t to i64
  %xp = getelementptr inbounds float, ptr addrspace(1) %x, i64 %t.e
  %xv = load float, ptr addrspace(1) %xp, align 4
  %o = shl nuw nsw i64 %t.e, 1
  %p0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %o
  %r0 = tail call float @llvm.nvvm.round.f(float %xv)
  store float %r0, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 4
  %r1 = tail call float @llvm.round.f32(float %xv)
  store float %r1, ptr addrspace(1) %p1, align 4
  %xd = fpext float %xv to double
  %dp = getelementptr inbounds double, ptr addrspace(1) %dout, i64 %t.e
  %rd = tail call double @llvm.nvvm.round.d(double %xd)
  store double %rd, ptr addrspace(1) %dp, align 8
  ret void
}

define ptx_kernel void @arith_modes(ptr addrspace(1) noundef readonly captures(none) %a, ptr addrspace(1) noundef readonly captures(none) %b, ptr addrspace(1) noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t.e = zext nneg i32 %t to i64
  %ap = getelementptr inbounds float, ptr addrspace(1) %a, i64 %t.e
  %av = load float, ptr addrspace(1) %ap, align 4
  %bp = getelementptr inbounds float, ptr addrspace(1) %b, i64 %t.e
  %bv = load float, ptr addrspace(1) %bp, align 4
  %o = mul nuw nsw i64 %t.e, 8
  %p0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %o
  %r0 = tail call float @llvm.nvvm.fma.rn.f(float %av, float %bv, float 1.000000e+00)
  store float %r0, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 4
  %r1 = tail call float @llvm.nvvm.fma.rz.f(float %av, float %bv, float 1.000000e+00)
  store float %r1, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 8
  %r2 = tail call float @llvm.nvvm.fma.rm.f(float %av, float %bv, float 1.000000e+00)
  store float %r2, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 12
  %r3 = tail call float @llvm.nvvm.fma.rp.f(float %av, float %bv, float 1.000000e+00)
  store float %r3, ptr addrspace(1) %p3, align 4
  %p4 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 16
  %r4 = tail call float @llvm.nvvm.add.rz.f(float %av, float %bv)
  store float %r4, ptr addrspace(1) %p4, align 4
  %p5 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 20
  %r5 = tail call float @llvm.nvvm.add.rm.f(float %av, float %bv)
  store float %r5, ptr addrspace(1) %p5, align 4
  %p6 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 24
  %r6 = tail call float @llvm.nvvm.mul.rp.f(float %av, float %bv)
  store float %r6, ptr addrspace(1) %p6, align 4
  %p7 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 28
  %r7 = tail call float @llvm.nvvm.div.approx.f(float %av, float 4.000000e+00)
  store float %r7, ptr addrspace(1) %p7, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.f2i.rn(float)
declare i32 @llvm.nvvm.f2i.rz(float)
declare i32 @llvm.nvvm.f2i.rm(float)
declare i32 @llvm.nvvm.f2i.rp(float)
declare i32 @llvm.nvvm.f2ui.rn(float)
declare i32 @llvm.nvvm.f2ui.rm(float)
declare i32 @llvm.nvvm.f2i.rn.ftz(float)
declare i64 @llvm.nvvm.d2ll.rp(double)
declare float @llvm.nvvm.round.f(float)
declare float @llvm.round.f32(float)
declare double @llvm.nvvm.round.d(double)
declare float @llvm.nvvm.fma.rn.f(float, float, float)
declare float @llvm.nvvm.fma.rz.f(float, float, float)
declare float @llvm.nvvm.fma.rm.f(float, float, float)
declare float @llvm.nvvm.fma.rp.f(float, float, float)
declare float @llvm.nvvm.add.rz.f(float, float)
declare float @llvm.nvvm.add.rm.f(float, float)
declare float @llvm.nvvm.mul.rp.f(float, float)
declare float @llvm.nvvm.div.approx.f(float, float)

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "target-cpu"="sm_80" }
