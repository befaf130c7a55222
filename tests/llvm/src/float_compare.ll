; Every fcmp predicate, ordered and unordered, with NaN, infinities and signed zeros.
;
;   __global__ void float_compare(const float *a, const float *b, unsigned *mask, float *pick) {
;     int i = blockIdx.x * blockDim.x + threadIdx.x; float x = a[i], y = b[i];
;     mask[i] = oeq | ogt << 1 | oge << 2 | olt << 3 | ole << 4 | one << 5 | ord << 6
;             | ueq << 7 | ugt << 8 | uge << 9 | ult << 10 | ule << 11 | une << 12 | uno << 13
;             | (x is NaN, by fcmp uno x, x) << 14 | (x oeq 0.0) << 15 | (x olt y, doubled) << 16;
;     pick[i] = x > y ? x : (y == y ? y : 1.0f);      // select on fcmp results
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @float_compare(ptr addrspace(1) noundef %a, ptr addrspace(1) noundef %b, ptr addrspace(1) noundef %mask, ptr addrspace(1) noundef %pick) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %c14 = fcmp uno float %x, %x
  %c15 = fcmp oeq float %x, 0.0
  %xd = fpext float %x to double
  %yd = fpext float %y to double
  %c16 = fcmp olt double %xd, %yd
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %z6 = zext i1 %c6 to i32
  %z7 = zext i1 %c7 to i32
  %z8 = zext i1 %c8 to i32
  %z9 = zext i1 %c9 to i32
  %z10 = zext i1 %c10 to i32
  %z11 = zext i1 %c11 to i32
  %z12 = zext i1 %c12 to i32
  %z13 = zext i1 %c13 to i32
  %z14 = zext i1 %c14 to i32
  %z15 = zext i1 %c15 to i32
  %z16 = zext i1 %c16 to i32
  %s1 = shl i32 %z1, 1
  %s2 = shl i32 %z2, 2
  %s3 = shl i32 %z3, 3
  %s4 = shl i32 %z4, 4
  %s5 = shl i32 %z5, 5
  %s6 = shl i32 %z6, 6
  %s7 = shl i32 %z7, 7
  %s8 = shl i32 %z8, 8
  %s9 = shl i32 %z9, 9
  %s10 = shl i32 %z10, 10
  %s11 = shl i32 %z11, 11
  %s12 = shl i32 %z12, 12
  %s13 = shl i32 %z13, 13
  %s14 = shl i32 %z14, 14
  %s15 = shl i32 %z15, 15
  %s16 = shl i32 %z16, 16
  %m1 = or i32 %z0, %s1
  %m2 = or i32 %m1, %s2
  %m3 = or i32 %m2, %s3
  %m4 = or i32 %m3, %s4
  %m5 = or i32 %m4, %s5
  %m6 = or i32 %m5, %s6
  %m7 = or i32 %m6, %s7
  %m8 = or i32 %m7, %s8
  %m9 = or i32 %m8, %s9
  %m10 = or i32 %m9, %s10
  %m11 = or i32 %m10, %s11
  %m12 = or i32 %m11, %s12
  %m13 = or i32 %m12, %s13
  %m14 = or i32 %m13, %s14
  %m15 = or i32 %m14, %s15
  %m16 = or i32 %m15, %s16
  %mp = getelementptr inbounds i32, ptr addrspace(1) %mask, i64 %i.e
  store i32 %m16, ptr addrspace(1) %mp, align 4
  %ynn = fcmp oeq float %y, %y
  %alt = select i1 %ynn, float %y, float 1.0
  %pk = select i1 %c1, float %x, float %alt
  %pp = getelementptr inbounds float, ptr addrspace(1) %pick, i64 %i.e
  store float %pk, ptr addrspace(1) %pp, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
