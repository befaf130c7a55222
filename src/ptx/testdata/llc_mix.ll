; Generated the PTX next to this file with: llc-22 -march=nvptx64 -mcpu=sm_80 llc_mix.ll -o llc_mix.ptx (LLVM 22.1.8)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.minnum.f32(float, float)
declare double @llvm.maxnum.f64(double, double)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.bswap.i32(i32)
declare i64 @llvm.ctlz.i64(i64, i1)
declare float @llvm.floor.f32(float)
declare double @llvm.rint.f64(double)
declare float @llvm.fabs.f32(float)
declare i32 @llvm.abs.i32(i32, i1)
declare i16 @llvm.smax.i16(i16, i16)

define void @mix(ptr %b8, ptr %b16, ptr %b32, ptr %b64, ptr %f32, ptr %f64) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p8 = getelementptr i8, ptr %b8, i64 %i
  %p16 = getelementptr i16, ptr %b16, i64 %i
  %p32 = getelementptr i32, ptr %b32, i64 %i
  %p64 = getelementptr i64, ptr %b64, i64 %i
  %pf = getelementptr float, ptr %f32, i64 %i
  %pd = getelementptr double, ptr %f64, i64 %i
  %v8 = load i8, ptr %p8
  %v16 = load i16, ptr %p16
  %v32 = load i32, ptr %p32
  %v64 = load i64, ptr %p64
  %vf = load float, ptr %pf
  %vd = load double, ptr %pd
  %a8 = mul i8 %v8, 3
  %s8 = ashr i8 %a8, 1
  %e16 = sext i8 %s8 to i16
  %m16 = call i16 @llvm.smax.i16(i16 %e16, i16 %v16)
  %d16 = sdiv i16 %m16, 3
  store i16 %d16, ptr %p16
  %r = call i32 @llvm.fshl.i32(i32 %v32, i32 %v32, i32 %t)
  %bs = call i32 @llvm.bswap.i32(i32 %r)
  %ab = call i32 @llvm.abs.i32(i32 %bs, i1 false)
  %ex = lshr i32 %ab, 5
  %ex2 = and i32 %ex, 1023
  store i32 %ex2, ptr %p32
  %cl = call i64 @llvm.ctlz.i64(i64 %v64, i1 false)
  %mh = mul i64 %v64, -7046029254386353131
  %mx = xor i64 %mh, %cl
  %sh = ashr i64 %mx, 13
  store i64 %sh, ptr %p64
  %mn = call float @llvm.minnum.f32(float %vf, float 0.5)
  %fl = call float @llvm.floor.f32(float %mn)
  %fa = call float @llvm.fabs.f32(float %vf)
  %sum = fadd float %fl, %fa
  %fi = fptosi float %sum to i32
  %fu = fptoui float %fa to i8
  store i8 %fu, ptr %p8
  %cmp = fcmp ult float %vf, 1.0
  %sel = select i1 %cmp, float %sum, float %vf
  store float %sel, ptr %pf
  %mxd = call double @llvm.maxnum.f64(double %vd, double 2.0)
  %rn = call double @llvm.rint.f64(double %mxd)
  %di = sitofp i32 %fi to double
  %dd = fdiv double %rn, %di
  %de = fpext float %sel to double
  %ds = fmul double %dd, %de
  store double %ds, ptr %pd
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @mix, !"kernel", i32 1}
