; Non-inlined device functions: loops, struct returns, pointer arguments.
;
;   __device__ __noinline__ unsigned gcd_u32(unsigned a, unsigned b) { while (b) { unsigned t = a % b; a = b; b = t; } return a; }
;   struct qr { unsigned q, r; };
;   __device__ __noinline__ qr divmod_u32(unsigned a, unsigned b) { return { a / b, a % b }; }
;   __device__ __noinline__ unsigned isqrt_u32(unsigned n);     // digit-by-digit, no division
;   __device__ __noinline__ float horner(float x, const float *c, int deg);   // c in constant memory
;   __device__ __noinline__ void store2(unsigned *p, unsigned a, unsigned b) { p[0] = a; p[1] = b; }
;   __constant__ float coef[4] = { 2.0f, -1.0f, 0.5f, 0.25f };
;   __global__ void device_calls(const unsigned *A, const unsigned *B, unsigned *out, float *fout) {
;     unsigned g = blockIdx.x * blockDim.x + threadIdx.x, a = A[g], b = B[g];
;     out[5 * g] = gcd_u32(a, b);
;     qr d = divmod_u32(a, b);
;     store2(out + 5 * g + 1, d.q, d.r);
;     out[5 * g + 3] = isqrt_u32(a);
;     out[5 * g + 4] = isqrt_u32(d.q * d.r);
;     fout[g] = horner((float)((int)(g % 7) - 3), coef, 3);
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.qr = type { i32, i32 }

@coef = internal addrspace(4) constant [4 x float] [float 2.0, float -1.0, float 0.5, float 0.25], align 4

define i32 @gcd_u32(i32 noundef %a, i32 noundef %b) #1 {
entry:
  br label %loop

loop:
  %x = phi i32 [ %a, %entry ], [ %y, %step ]
  %y = phi i32 [ %b, %entry ], [ %r, %step ]
  %done = icmp eq i32 %y, 0
  br i1 %done, label %exit, label %step

step:
  %r = urem i32 %x, %y
  br label %loop

exit:
  ret i32 %x
}

define %struct.qr @divmod_u32(i32 noundef %a, i32 noundef %b) #1 {
  %q = udiv i32 %a, %b
  %r = urem i32 %a, %b
  %s0 = insertvalue %struct.qr poison, i32 %q, 0
  %s1 = insertvalue %struct.qr %s0, i32 %r, 1
  ret %struct.qr %s1
}

define i32 @isqrt_u32(i32 noundef %n) #1 {
entry:
  br label %align

align:
  %bit = phi i32 [ 1073741824, %entry ], [ %bit.shr, %align.step ]
  %big = icmp ugt i32 %bit, %n
  br i1 %big, label %align.step, label %digits

align.step:
  %bit.shr = lshr i32 %bit, 2
  br label %align

digits:
  %b = phi i32 [ %bit, %align ], [ %b.next, %next ]
  %rem = phi i32 [ %n, %align ], [ %rem.next, %next ]
  %res = phi i32 [ 0, %align ], [ %res.next, %next ]
  %more = icmp ne i32 %b, 0
  br i1 %more, label %digit, label %exit

digit:
  %trial = add i32 %res, %b
  %fits = icmp uge i32 %rem, %trial
  %half = lshr i32 %res, 1
  br i1 %fits, label %take, label %skip

take:
  %rem.take = sub i32 %rem, %trial
  %res.take = add i32 %half, %b
  br label %next

skip:
  br label %next

next:
  %rem.next = phi i32 [ %rem.take, %take ], [ %rem, %skip ]
  %res.next = phi i32 [ %res.take, %take ], [ %half, %skip ]
  %b.next = lshr i32 %b, 2
  br label %digits

exit:
  ret i32 %res
}

define float @horner(float noundef %x, ptr addrspace(4) noundef %c, i32 noundef %deg) #1 {
entry:
  %deg.e = sext i32 %deg to i64
  %top.p = getelementptr inbounds float, ptr addrspace(4) %c, i64 %deg.e
  %top = load float, ptr addrspace(4) %top.p, align 4
  br label %loop

loop:
  %k = phi i32 [ %deg, %entry ], [ %k.next, %body ]
  %acc = phi float [ %top, %entry ], [ %acc.next, %body ]
  %k.next = add nsw i32 %k, -1
  %more = icmp sge i32 %k.next, 0
  br i1 %more, label %body, label %exit

body:
  %k.e = sext i32 %k.next to i64
  %cp = getelementptr inbounds float, ptr addrspace(4) %c, i64 %k.e
  %cv = load float, ptr addrspace(4) %cp, align 4
  %acc.next = call float @llvm.fmuladd.f32(float %acc, float %x, float %cv)
  br label %loop

exit:
  ret float %acc
}

define void @store2(ptr addrspace(1) noundef %p, i32 noundef %a, i32 noundef %b) #1 {
  store i32 %a, ptr addrspace(1) %p, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  store i32 %b, ptr addrspace(1) %p1, align 4
  ret void
}

define void @device_calls(ptr addrspace(1) noundef %A, ptr addrspace(1) noundef %B, ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %fout) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = zext i32 %g to i64
  %ap = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %g.e
  %a = load i32, ptr addrspace(1) %ap, align 4
  %bp = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %g.e
  %b = load i32, ptr addrspace(1) %bp, align 4
  %o5 = mul nuw nsw i64 %g.e, 5
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o5
  %gcd = call i32 @gcd_u32(i32 noundef %a, i32 noundef %b)
  store i32 %gcd, ptr addrspace(1) %o0, align 4
  %d = call %struct.qr @divmod_u32(i32 noundef %a, i32 noundef %b)
  %q = extractvalue %struct.qr %d, 0
  %r = extractvalue %struct.qr %d, 1
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 1
  call void @store2(ptr addrspace(1) noundef %o1, i32 noundef %q, i32 noundef %r)
  %s1 = call i32 @isqrt_u32(i32 noundef %a)
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 3
  store i32 %s1, ptr addrspace(1) %o3, align 4
  %qr = mul i32 %q, %r
  %s2 = call i32 @isqrt_u32(i32 noundef %qr)
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 4
  store i32 %s2, ptr addrspace(1) %o4, align 4
  %g7 = urem i32 %g, 7
  %xi = add nsw i32 %g7, -3
  %x = sitofp i32 %xi to float
  %h = call float @horner(float noundef %x, ptr addrspace(4) noundef @coef, i32 noundef 3)
  %fp = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %g.e
  store float %h, ptr addrspace(1) %fp, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @device_calls, !"kernel", i32 1}
