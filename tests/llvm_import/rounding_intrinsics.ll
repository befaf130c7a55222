; NVVM's rounding-mode intrinsics as clang and libdevice emit them:
; llvm.nvvm.f2i/f2ui.{rn,rz,rm,rp} (cvt.rni.s32.f32 ...: round, clamp,
; NaN to 0), f2i.rn.ftz, d2ll.rp, nvvm.round.f/.d and llvm.round.f32
; (halfway cases away from zero), fma.{rn,rz,rm,rp}.f, add.rz/rm.f,
; mul.rp.f and div.approx.f; to_float: i2f.rz, ui2f.rm, ll2f.rp,
; ull2f.rz, d2f.{rn,rz,rm,rp}, ll2d.rm, ull2d.rp, sqrt.rz.f, sqrt.rp.d and
; rcp.rm.d (a square root bracketed finer than any rounding boundary). The
; directives were printed by
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
; launch: %to_float grid=1 block=8
; arg: @i = i32[8] [16777217, -16777217, 2147483647, -2147483648, 33554435, -3, 1, 123456789]
; arg: @l = i64[8] [9007199254740993, -9007199254740993, 9223372036854775807, -4611686018427387907, 123456789012345678, -7, 1099511627776, -9223372036854763463]
; arg: @d = f64[8] [0.3333333333333333, -0.3333333333333333, 0.1, -2.5, 1e-30, 3.0000000000000004, -1428571428.5714285, 6.25]
; arg: @out = f32[64] 7.0
; arg: @dout = f64[32] 7.0
; expect: @out == [16777216.0, 16777216.0, 9007200328482816.0, 9007199254740992.0, 0.3333333134651184, 0.3333333134651184, 0.3333333432674408, 0.5773502588272095, -16777216.0, 4278189824.0, -9007199254740992.0, 1.8437735774943183e+19, -0.3333333134651184, -0.3333333432674408, -0.3333333134651184, 0.5773502588272095, 2147483520.0, 2147483520.0, 9.223372036854776e+18, 9.223371487098962e+18, 0.09999999403953552, 0.09999999403953552, 0.10000000149011612, 0.3162277638912201, -2147483648.0, 2147483648.0, -4.611686018427388e+18, 1.3835056955770536e+19, -2.5, -2.5, -2.5, 1.5811387300491333, 33554432.0, 33554432.0, 1.234567905190871e+17, 1.2345678192915251e+17, 9.999999091315288e-31, 9.999999091315288e-31, 1.0000000031710769e-30, 9.999998977483753e-16, -3.0, 4294967040.0, -7.0, 1.8446742974197924e+19, 3.0, 3.0, 3.000000238418579, 1.7320507764816284, 1.0, 1.0, 1099511627776.0, 1099511627776.0, -1428571392.0, -1428571520.0, -1428571392.0, 37796.4453125, 123456784.0, 123456784.0, -9.223371487098962e+18, 9.223372036854776e+18, 6.25, 6.25, 6.25, 2.5]
; expect: @dout == [9007199254740992.0, 9007199254740994.0, 0.5773502691896258, 3.0, -9007199254740994.0, 1.843773687445481e+19, 0.5773502691896258, -3.0000000000000004, 9.223372036854775e+18, 9.223372036854776e+18, 0.316227766016838, 9.999999999999998, -4.611686018427389e+18, 1.3835058055282164e+19, 1.5811388300841898, -0.4, 1.2345678901234566e+17, 1.2345678901234568e+17, 1e-15, 9.999999999999999e+29, -7.0, 1.8446744073709552e+19, 1.7320508075688776, 0.33333333333333326, 1099511627776.0, 1099511627776.0, 37796.44730092273, -7.000000000000001e-10, -9.223372036854764e+18, 9.22337203685479e+18, 2.5, 0.15999999999999998]
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

define ptx_kernel void @to_float(ptr addrspace(1) noundef readonly captures(none) %i, ptr addrspace(1) noundef readonly captures(none) %l, ptr addrspace(1) noundef readonly captures(none) %d, ptr addrspace(1) noundef writeonly captures(none) %out, ptr addrspace(1) noundef writeonly captures(none) %dout) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t.e = zext nneg i32 %t to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %i, i64 %t.e
  %iv = load i32, ptr addrspace(1) %ip, align 4
  %lp = getelementptr inbounds i64, ptr addrspace(1) %l, i64 %t.e
  %lv = load i64, ptr addrspace(1) %lp, align 8
  %dp = getelementptr inbounds double, ptr addrspace(1) %d, i64 %t.e
  %dv = load double, ptr addrspace(1) %dp, align 8
  %o = shl nuw nsw i64 %t.e, 5
  %p0 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o
  %r0 = tail call float @llvm.nvvm.i2f.rz(i32 %iv)
  store float %r0, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 4
  %r1 = tail call float @llvm.nvvm.ui2f.rm(i32 %iv)
  store float %r1, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 8
  %r2 = tail call float @llvm.nvvm.ll2f.rp(i64 %lv)
  store float %r2, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 12
  %r3 = tail call float @llvm.nvvm.ull2f.rz(i64 %lv)
  store float %r3, ptr addrspace(1) %p3, align 4
  %p4 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 16
  %r4 = tail call float @llvm.nvvm.d2f.rz(double %dv)
  store float %r4, ptr addrspace(1) %p4, align 4
  %p5 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 20
  %r5 = tail call float @llvm.nvvm.d2f.rm(double %dv)
  store float %r5, ptr addrspace(1) %p5, align 4
  %p6 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 24
  %r6 = tail call float @llvm.nvvm.d2f.rp(double %dv)
  store float %r6, ptr addrspace(1) %p6, align 4
  %p7 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 28
  %dn = tail call float @llvm.nvvm.d2f.rn(double %dv)
  %dabs = tail call float @llvm.fabs.f32(float %dn)
  %r7 = tail call float @llvm.nvvm.sqrt.rz.f(float %dabs)
  store float %r7, ptr addrspace(1) %p7, align 4
  %q0 = getelementptr inbounds i8, ptr addrspace(1) %dout, i64 %o
  %s0 = tail call double @llvm.nvvm.ll2d.rm(i64 %lv)
  store double %s0, ptr addrspace(1) %q0, align 8
  %q1 = getelementptr inbounds i8, ptr addrspace(1) %q0, i64 8
  %s1 = tail call double @llvm.nvvm.ull2d.rp(i64 %lv)
  store double %s1, ptr addrspace(1) %q1, align 8
  %q2 = getelementptr inbounds i8, ptr addrspace(1) %q0, i64 16
  %dvabs = tail call double @llvm.fabs.f64(double %dv)
  %s2 = tail call double @llvm.nvvm.sqrt.rp.d(double %dvabs)
  store double %s2, ptr addrspace(1) %q2, align 8
  %q3 = getelementptr inbounds i8, ptr addrspace(1) %q0, i64 24
  %s3 = tail call double @llvm.nvvm.rcp.rm.d(double %dv)
  store double %s3, ptr addrspace(1) %q3, align 8
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

declare float @llvm.nvvm.i2f.rz(i32)
declare float @llvm.nvvm.ui2f.rm(i32)
declare float @llvm.nvvm.ll2f.rp(i64)
declare float @llvm.nvvm.ull2f.rz(i64)
declare float @llvm.nvvm.d2f.rz(double)
declare float @llvm.nvvm.d2f.rm(double)
declare float @llvm.nvvm.d2f.rp(double)
declare float @llvm.nvvm.d2f.rn(double)
declare float @llvm.nvvm.sqrt.rz.f(float)
declare double @llvm.nvvm.ll2d.rm(i64)
declare double @llvm.nvvm.ull2d.rp(i64)
declare double @llvm.nvvm.sqrt.rp.d(double)
declare double @llvm.nvvm.rcp.rm.d(double)
declare float @llvm.fabs.f32(float)
declare double @llvm.fabs.f64(double)

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "target-cpu"="sm_80" }
