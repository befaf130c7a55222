; NVVM math intrinsics on inputs where the approximate forms are exact.
;
;   __global__ void math_nvvm(const float *x, const int *k, float *out) {
;     int i = blockIdx.x * blockDim.x + threadIdx.x;
;     float p = ex2.approx(k[i]);                     // 2^k, k in [-3, 4]
;     float *o = out + 12 * i;
;     o[0] = p;               o[1] = rcp.approx.ftz(p);      o[2] = lg2.approx(p);
;     o[3] = rsqrt.approx(p * p);  o[4] = sqrt.rn(float(i * i)); o[5] = sqrt.approx(p * p);
;     o[6] = mul.rn(x[i], 0.5f);   o[7] = add.rn(x[i], 0.25f);
;     o[8] = saturate(x[i] * 0.0625f);  o[9] = nvvm.fabs(x[i]);
;     o[10] = fmin(x[i], 3.5f);    o[11] = fmax(x[i], -7.25f);
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @math_nvvm(ptr addrspace(1) noundef %x, ptr addrspace(1) noundef %k, ptr addrspace(1) noundef %out) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %i.e = sext i32 %i to i64
  %xp = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i.e
  %xv = load float, ptr addrspace(1) %xp, align 4
  %kp = getelementptr inbounds i32, ptr addrspace(1) %k, i64 %i.e
  %kv = load i32, ptr addrspace(1) %kp, align 4
  %kf = sitofp i32 %kv to float
  %o = mul nsw i64 %i.e, 12
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %o
  %p = call float @llvm.nvvm.ex2.approx.f(float %kf)
  store float %p, ptr addrspace(1) %o0, align 4
  %r1 = call float @llvm.nvvm.rcp.approx.ftz.f(float %p)
  %o1 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 1
  store float %r1, ptr addrspace(1) %o1, align 4
  %r2 = call float @llvm.nvvm.lg2.approx.f(float %p)
  %o2 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 2
  store float %r2, ptr addrspace(1) %o2, align 4
  %pp = fmul float %p, %p
  %r3 = call float @llvm.nvvm.rsqrt.approx.f(float %pp)
  %o3 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 3
  store float %r3, ptr addrspace(1) %o3, align 4
  %ii = mul nsw i32 %i, %i
  %iif = sitofp i32 %ii to float
  %r4 = call float @llvm.nvvm.sqrt.rn.f(float %iif)
  %o4 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 4
  store float %r4, ptr addrspace(1) %o4, align 4
  %r5 = call float @llvm.nvvm.sqrt.approx.f(float %pp)
  %o5 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 5
  store float %r5, ptr addrspace(1) %o5, align 4
  %r6 = call float @llvm.nvvm.mul.rn.f(float %xv, float 0.5)
  %o6 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 6
  store float %r6, ptr addrspace(1) %o6, align 4
  %r7 = call float @llvm.nvvm.add.rn.f(float %xv, float 0.25)
  %o7 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 7
  store float %r7, ptr addrspace(1) %o7, align 4
  %xs = fmul float %xv, 0.0625
  %r8 = call float @llvm.nvvm.saturate.f(float %xs)
  %o8 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 8
  store float %r8, ptr addrspace(1) %o8, align 4
  %r9 = call float @llvm.nvvm.fabs.f32(float %xv)
  %o9 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 9
  store float %r9, ptr addrspace(1) %o9, align 4
  %r10 = call float @llvm.nvvm.fmin.f(float %xv, float 3.5)
  %o10 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 10
  store float %r10, ptr addrspace(1) %o10, align 4
  %r11 = call float @llvm.nvvm.fmax.f(float %xv, float -7.25)
  %o11 = getelementptr inbounds float, ptr addrspace(1) %o0, i64 11
  store float %r11, ptr addrspace(1) %o11, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.rcp.approx.ftz.f(float)
declare float @llvm.nvvm.lg2.approx.f(float)
declare float @llvm.nvvm.rsqrt.approx.f(float)
declare float @llvm.nvvm.sqrt.rn.f(float)
declare float @llvm.nvvm.sqrt.approx.f(float)
declare float @llvm.nvvm.mul.rn.f(float, float)
declare float @llvm.nvvm.add.rn.f(float, float)
declare float @llvm.nvvm.saturate.f(float)
declare float @llvm.nvvm.fabs.f32(float)
declare float @llvm.nvvm.fmin.f(float, float)
declare float @llvm.nvvm.fmax.f(float, float)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
