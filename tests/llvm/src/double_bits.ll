; Double precision bit manipulation and every int<->float conversion.
;
;   __global__ void double_bits(const double *in, int *o32, double *o64, long long *oi64, float *of32) {
;     int i = blockIdx.x * blockDim.x + threadIdx.x;
;     double d = in[i];
;     int lo = __double2loint(d), hi = __double2hiint(d);
;     o32[4i] = lo; o32[4i+1] = hi;
;     o32[4i+2] = (int)((__double_as_longlong(d) >> 52) & 0x7ff);   // biased exponent
;     o32[4i+3] = (int)d;                                            // fptosi
;     o64[4i] = __hiloint2double(hi ^ 0x80000000, lo);               // -d
;     o64[4i+1] = (double)(float)d;                                  // fptrunc, fpext
;     o64[4i+2] = (double)(unsigned long long)(__double_as_longlong(d) >> 12 & 0xffffffffff); // uitofp
;     o64[4i+3] = (double)(i - 40) / 8;                              // sitofp, fdiv
;     oi64[2i] = (unsigned long long)(fabs(d) * 1024.0);             // fptoui
;     oi64[2i+1] = (long long)(d * -1000.0);                         // fptosi i64
;     of32[2i] = (float)(unsigned)(i * 40000000);                    // uitofp i32 -> float (rounds)
;     of32[2i+1] = (float)(long long)(i - 32) * 0.125f;              // sitofp i64 -> float
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @double_bits(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %o32, ptr addrspace(1) noundef %o64, ptr addrspace(1) noundef %oi64, ptr addrspace(1) noundef %of32) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %i.e = sext i32 %i to i64
  %dp = getelementptr inbounds double, ptr addrspace(1) %in, i64 %i.e
  %d = load double, ptr addrspace(1) %dp, align 8
  %lo = call i32 @llvm.nvvm.d2i.lo(double %d)
  %hi = call i32 @llvm.nvvm.d2i.hi(double %d)
  %b4 = shl nsw i64 %i.e, 2
  %a0 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %b4
  store i32 %lo, ptr addrspace(1) %a0, align 4
  %a1 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 1
  store i32 %hi, ptr addrspace(1) %a1, align 4
  %bits = bitcast double %d to i64
  %sh = lshr i64 %bits, 52
  %expo64 = and i64 %sh, 2047
  %expo = trunc i64 %expo64 to i32
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 2
  store i32 %expo, ptr addrspace(1) %a2, align 4
  %di = fptosi double %d to i32
  %a3 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 3
  store i32 %di, ptr addrspace(1) %a3, align 4
  %hineg = xor i32 %hi, -2147483648
  %neg = call double @llvm.nvvm.lohi.i2d(i32 %lo, i32 %hineg)
  %q0 = getelementptr inbounds double, ptr addrspace(1) %o64, i64 %b4
  store double %neg, ptr addrspace(1) %q0, align 8
  %f = fptrunc double %d to float
  %fe = fpext float %f to double
  %q1 = getelementptr inbounds double, ptr addrspace(1) %q0, i64 1
  store double %fe, ptr addrspace(1) %q1, align 8
  %mid0 = lshr i64 %bits, 12
  %mid = and i64 %mid0, 1099511627775
  %midf = uitofp i64 %mid to double
  %q2 = getelementptr inbounds double, ptr addrspace(1) %q0, i64 2
  store double %midf, ptr addrspace(1) %q2, align 8
  %im40 = add nsw i32 %i, -40
  %im40f = sitofp i32 %im40 to double
  %eighth = fdiv double %im40f, 8.0
  %q3 = getelementptr inbounds double, ptr addrspace(1) %q0, i64 3
  store double %eighth, ptr addrspace(1) %q3, align 8
  %ad = call double @llvm.fabs.f64(double %d)
  %scaled = fmul double %ad, 1024.0
  %u = fptoui double %scaled to i64
  %b2 = shl nsw i64 %i.e, 1
  %w0 = getelementptr inbounds i64, ptr addrspace(1) %oi64, i64 %b2
  store i64 %u, ptr addrspace(1) %w0, align 8
  %dm = fmul double %d, -1000.0
  %s = fptosi double %dm to i64
  %w1 = getelementptr inbounds i64, ptr addrspace(1) %w0, i64 1
  store i64 %s, ptr addrspace(1) %w1, align 8
  %big = mul i32 %i, 40000000
  %bigf = uitofp i32 %big to float
  %f0 = getelementptr inbounds float, ptr addrspace(1) %of32, i64 %b2
  store float %bigf, ptr addrspace(1) %f0, align 4
  %im32 = add nsw i64 %i.e, -32
  %im32f = sitofp i64 %im32 to float
  %im32s = fmul float %im32f, 0.125
  %f1 = getelementptr inbounds float, ptr addrspace(1) %f0, i64 1
  store float %im32s, ptr addrspace(1) %f1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.d2i.lo(double)
declare i32 @llvm.nvvm.d2i.hi(double)
declare double @llvm.nvvm.lohi.i2d(i32, i32)
declare double @llvm.fabs.f64(double)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
