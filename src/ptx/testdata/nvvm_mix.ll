; Generated the PTX next to this file with: python3 nvvm_compile.py nvvm_mix.ll nvvm_mix.ptx (libnvvm 2.0 from nvidia-nvvm 13.5.37, -arch=compute_80)
; The kernel of llc_mix.ll in NVVM IR: typed pointers (this NVVM is based on LLVM 7), and llvm.smax/llvm.abs,
; which LLVM 7 lacks, written as icmp + select (same values, abs of INT_MIN wrapping as with `i1 false`).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
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

define void @mix(i8* %b8, i16* %b16, i32* %b32, i64* %b64, float* %f32, double* %f64) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p8 = getelementptr i8, i8* %b8, i64 %i
  %p16 = getelementptr i16, i16* %b16, i64 %i
  %p32 = getelementptr i32, i32* %b32, i64 %i
  %p64 = getelementptr i64, i64* %b64, i64 %i
  %pf = getelementptr float, float* %f32, i64 %i
  %pd = getelementptr double, double* %f64, i64 %i
  %v8 = load i8, i8* %p8
  %v16 = load i16, i16* %p16
  %v32 = load i32, i32* %p32
  %v64 = load i64, i64* %p64
  %vf = load float, float* %pf
  %vd = load double, double* %pd
  %a8 = mul i8 %v8, 3
  %s8 = ashr i8 %a8, 1
  %e16 = sext i8 %s8 to i16
  %gt16 = icmp sgt i16 %e16, %v16
  %m16 = select i1 %gt16, i16 %e16, i16 %v16
  %d16 = sdiv i16 %m16, 3
  store i16 %d16, i16* %p16
  %r = call i32 @llvm.fshl.i32(i32 %v32, i32 %v32, i32 %t)
  %bs = call i32 @llvm.bswap.i32(i32 %r)
  %neg = icmp slt i32 %bs, 0
  %nb = sub i32 0, %bs
  %ab = select i1 %neg, i32 %nb, i32 %bs
  %ex = lshr i32 %ab, 5
  %ex2 = and i32 %ex, 1023
  store i32 %ex2, i32* %p32
  %cl = call i64 @llvm.ctlz.i64(i64 %v64, i1 false)
  %mh = mul i64 %v64, -7046029254386353131
  %mx = xor i64 %mh, %cl
  %sh = ashr i64 %mx, 13
  store i64 %sh, i64* %p64
  %mn = call float @llvm.minnum.f32(float %vf, float 0.5)
  %fl = call float @llvm.floor.f32(float %mn)
  %fa = call float @llvm.fabs.f32(float %vf)
  %sum = fadd float %fl, %fa
  %fi = fptosi float %sum to i32
  %fu = fptoui float %fa to i8
  store i8 %fu, i8* %p8
  %cmp = fcmp ult float %vf, 1.0
  %sel = select i1 %cmp, float %sum, float %vf
  store float %sel, float* %pf
  %mxd = call double @llvm.maxnum.f64(double %vd, double 2.0)
  %rn = call double @llvm.rint.f64(double %mxd)
  %di = sitofp i32 %fi to double
  %dd = fdiv double %rn, %di
  %de = fpext float %sel to double
  %ds = fmul double %dd, %de
  store double %ds, double* %pd
  ret void
}
!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (i8*, i16*, i32*, i64*, float*, double*)* @mix, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
