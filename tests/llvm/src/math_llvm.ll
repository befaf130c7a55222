; Generic LLVM float intrinsics: rounding, sign, min/max, sqrt, fma, fneg.
;
;   __global__ void math_llvm(const float *in, float *out, const double *din, double *dout, float *qout) {
;     int i = blockIdx.x * blockDim.x + threadIdx.x;
;     float x = in[i], *o = out + 12 * i;            // x = (i - 64) / 4
;     o[0] = floorf(x); o[1] = ceilf(x); o[2] = truncf(x); o[3] = rintf(x);
;     o[4] = roundf(x); o[5] = copysignf(3.0f, x); o[6] = fabsf(x);
;     o[7] = fminf(x, 1.5f); o[8] = fmaxf(x, -1.5f); o[9] = sqrtf(fabsf(x));
;     o[10] = fmaf(x, x, -2.0f); o[11] = -x;
;     double d = din[i];
;     dout[2 * i] = fma(d, d, -0.5); dout[2 * i + 1] = x * 4.0f + 1.0f (fmuladd, then fpext);
;     float den = fabsf((float)d) + 3.0f;
;     qout[i] = (x * den) / den;                      // exact: the product is exact
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @math_llvm(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %din, ptr addrspace(1) noundef %dout, ptr addrspace(1) noundef %qout) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %i.e = sext i32 %i to i64
  %xp = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i.e
  %x = load float, ptr addrspace(1) %xp, align 4
  %ob = mul nsw i64 %i.e, 12
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %ob
  %r0 = call float @llvm.floor.f32(float %x)
  store float %r0, ptr addrspace(1) %o0, align 4
  %r1 = call float @llvm.ceil.f32(float %x)
  %o1 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 1
  store float %r1, ptr addrspace(1) %o1, align 4
  %r2 = call float @llvm.trunc.f32(float %x)
  %o2 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 2
  store float %r2, ptr addrspace(1) %o2, align 4
  %r3 = call float @llvm.rint.f32(float %x)
  %o3 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 3
  store float %r3, ptr addrspace(1) %o3, align 4
  %r4 = call float @llvm.round.f32(float %x)
  %o4 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 4
  store float %r4, ptr addrspace(1) %o4, align 4
  %r5 = call float @llvm.copysign.f32(float 3.0, float %x)
  %o5 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 5
  store float %r5, ptr addrspace(1) %o5, align 4
  %r6 = call float @llvm.fabs.f32(float %x)
  %o6 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 6
  store float %r6, ptr addrspace(1) %o6, align 4
  %r7 = call float @llvm.minnum.f32(float %x, float 1.5)
  %o7 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 7
  store float %r7, ptr addrspace(1) %o7, align 4
  %r8 = call float @llvm.maxnum.f32(float %x, float -1.5)
  %o8 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 8
  store float %r8, ptr addrspace(1) %o8, align 4
  %r9 = call float @llvm.sqrt.f32(float %r6)
  %o9 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 9
  store float %r9, ptr addrspace(1) %o9, align 4
  %r10 = call float @llvm.fma.f32(float %x, float %x, float -2.0)
  %o10 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 10
  store float %r10, ptr addrspace(1) %o10, align 4
  %r11 = fneg float %x
  %o11 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 11
  store float %r11, ptr addrspace(1) %o11, align 4
  %dp = getelementptr inbounds double, ptr addrspace(1) %din, i64 %i.e
  %d = load double, ptr addrspace(1) %dp, align 8
  %d2 = call double @llvm.fma.f64(double %d, double %d, double -0.5)
  %db = shl nsw i64 %i.e, 1
  %q0 = getelementptr inbounds double, ptr addrspace(1) %dout, i64 %db
  store double %d2, ptr addrspace(1) %q0, align 8
  %m = call float @llvm.fmuladd.f32(float %x, float 4.0, float 1.0)
  %me = fpext float %m to double
  %q1 = getelementptr inbounds double, ptr addrspace(1) %q0, i64 1
  store double %me, ptr addrspace(1) %q1, align 8
  %df = fptrunc double %d to float
  %dfa = call float @llvm.fabs.f32(float %df)
  %den = fadd float %dfa, 3.0
  %num = fmul float %x, %den
  %quo = fdiv float %num, %den
  %qp = getelementptr inbounds float, ptr addrspace(1) %qout, i64 %i.e
  store float %quo, ptr addrspace(1) %qp, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.fabs.f32(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @math_llvm, !"kernel", i32 1}
