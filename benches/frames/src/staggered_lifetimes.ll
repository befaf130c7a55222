; Four per-thread arrays declared together at function scope (one
; lifetime.start each at the top, one lifetime.end each at the bottom, as
; clang emits them), but used in a chain of phases: A in phases 1-2, B in
; 2-3, C in 3-4, D in 4-5. Only neighbours overlap.
;
;   __global__ void staggered_lifetimes(const int *in, long long *out, int na, int nb, int nd) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     int A[24], B[40], C[24];
;     long long D[16];
;     for (int k = 0; k < na; k++) A[k] = in[t * 24 + k];
;     for (int k = 0; k < nb; k++) B[k] = A[(k * 7 + t) % na] * (k + 1);
;     for (int k = 0; k < na; k++) C[k] = B[(k * 11 + t) % nb] - B[(k + t) % nb];
;     for (int k = 0; k < nd; k++) D[k] = (long long)C[(k * 5 + t) % na] * C[(k * 13 + t + 1) % na] + k;
;     for (int k = 0; k < nd; k++) out[t * 16 + k] = D[(k * 3 + t) % nd] + D[k];
;   }
; Scalars are SSA values (clang -O1 before SROA); the arrays are allocas.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @staggered_lifetimes(ptr noundef %in, ptr noundef %out, i32 noundef %na, i32 noundef %nb, i32 noundef %nd) #0 {
entry:
  %A = alloca [24 x i32], align 4
  %B = alloca [40 x i32], align 4
  %C = alloca [24 x i32], align 4
  %D = alloca [16 x i64], align 8
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  call void @llvm.lifetime.start.p0(ptr %A)
  call void @llvm.lifetime.start.p0(ptr %B)
  call void @llvm.lifetime.start.p0(ptr %C)
  call void @llvm.lifetime.start.p0(ptr %D)
  %baseA = mul nsw i32 %t, 24
  br label %p1.cond

p1.cond:
  %k1 = phi i32 [ 0, %entry ], [ %k1.next, %p1.body ]
  %c1 = icmp slt i32 %k1, %na
  br i1 %c1, label %p1.body, label %p2.cond

p1.body:
  %i1 = add nsw i32 %baseA, %k1
  %i1.ext = sext i32 %i1 to i64
  %g1 = getelementptr inbounds i32, ptr %in, i64 %i1.ext
  %v1 = load i32, ptr %g1, align 4
  %k1.ext = sext i32 %k1 to i64
  %a1 = getelementptr inbounds [24 x i32], ptr %A, i64 0, i64 %k1.ext
  store i32 %v1, ptr %a1, align 4
  %k1.next = add nsw i32 %k1, 1
  br label %p1.cond

p2.cond:
  %k2 = phi i32 [ %k2.next, %p2.body ], [ 0, %p1.cond ]
  %c2 = icmp slt i32 %k2, %nb
  br i1 %c2, label %p2.body, label %p3.cond

p2.body:
  %m2 = mul nsw i32 %k2, 7
  %j2 = add nsw i32 %m2, %t
  %r2 = srem i32 %j2, %na
  %r2.ext = sext i32 %r2 to i64
  %a2 = getelementptr inbounds [24 x i32], ptr %A, i64 0, i64 %r2.ext
  %v2 = load i32, ptr %a2, align 4
  %w2 = add nsw i32 %k2, 1
  %x2 = mul nsw i32 %v2, %w2
  %k2.ext = sext i32 %k2 to i64
  %b2 = getelementptr inbounds [40 x i32], ptr %B, i64 0, i64 %k2.ext
  store i32 %x2, ptr %b2, align 4
  %k2.next = add nsw i32 %k2, 1
  br label %p2.cond

p3.cond:
  %k3 = phi i32 [ %k3.next, %p3.body ], [ 0, %p2.cond ]
  %c3 = icmp slt i32 %k3, %na
  br i1 %c3, label %p3.body, label %p4.cond

p3.body:
  %m3 = mul nsw i32 %k3, 11
  %j3 = add nsw i32 %m3, %t
  %r3 = srem i32 %j3, %nb
  %r3.ext = sext i32 %r3 to i64
  %b3 = getelementptr inbounds [40 x i32], ptr %B, i64 0, i64 %r3.ext
  %v3 = load i32, ptr %b3, align 4
  %j3b = add nsw i32 %k3, %t
  %r3b = srem i32 %j3b, %nb
  %r3b.ext = sext i32 %r3b to i64
  %b3b = getelementptr inbounds [40 x i32], ptr %B, i64 0, i64 %r3b.ext
  %v3b = load i32, ptr %b3b, align 4
  %x3 = sub nsw i32 %v3, %v3b
  %k3.ext = sext i32 %k3 to i64
  %c3p = getelementptr inbounds [24 x i32], ptr %C, i64 0, i64 %k3.ext
  store i32 %x3, ptr %c3p, align 4
  %k3.next = add nsw i32 %k3, 1
  br label %p3.cond

p4.cond:
  %k4 = phi i32 [ %k4.next, %p4.body ], [ 0, %p3.cond ]
  %c4 = icmp slt i32 %k4, %nd
  br i1 %c4, label %p4.body, label %p5.cond

p4.body:
  %m4 = mul nsw i32 %k4, 5
  %j4 = add nsw i32 %m4, %t
  %r4 = srem i32 %j4, %na
  %r4.ext = sext i32 %r4 to i64
  %c4p = getelementptr inbounds [24 x i32], ptr %C, i64 0, i64 %r4.ext
  %v4 = load i32, ptr %c4p, align 4
  %m4b = mul nsw i32 %k4, 13
  %j4b0 = add nsw i32 %m4b, %t
  %j4b = add nsw i32 %j4b0, 1
  %r4b = srem i32 %j4b, %na
  %r4b.ext = sext i32 %r4b to i64
  %c4q = getelementptr inbounds [24 x i32], ptr %C, i64 0, i64 %r4b.ext
  %v4b = load i32, ptr %c4q, align 4
  %v4.ext = sext i32 %v4 to i64
  %v4b.ext = sext i32 %v4b to i64
  %x4 = mul nsw i64 %v4.ext, %v4b.ext
  %k4.ext = sext i32 %k4 to i64
  %y4 = add nsw i64 %x4, %k4.ext
  %d4 = getelementptr inbounds [16 x i64], ptr %D, i64 0, i64 %k4.ext
  store i64 %y4, ptr %d4, align 8
  %k4.next = add nsw i32 %k4, 1
  br label %p4.cond

p5.cond:
  %k5 = phi i32 [ %k5.next, %p5.body ], [ 0, %p4.cond ]
  %c5 = icmp slt i32 %k5, %nd
  br i1 %c5, label %p5.body, label %exit

p5.body:
  %m5 = mul nsw i32 %k5, 3
  %j5 = add nsw i32 %m5, %t
  %r5 = srem i32 %j5, %nd
  %r5.ext = sext i32 %r5 to i64
  %d5 = getelementptr inbounds [16 x i64], ptr %D, i64 0, i64 %r5.ext
  %v5 = load i64, ptr %d5, align 8
  %k5.ext = sext i32 %k5 to i64
  %d5b = getelementptr inbounds [16 x i64], ptr %D, i64 0, i64 %k5.ext
  %v5b = load i64, ptr %d5b, align 8
  %x5 = add nsw i64 %v5, %v5b
  %base5 = mul nsw i32 %t, 16
  %i5 = add nsw i32 %base5, %k5
  %i5.ext = sext i32 %i5 to i64
  %o5 = getelementptr inbounds i64, ptr %out, i64 %i5.ext
  store i64 %x5, ptr %o5, align 8
  %k5.next = add nsw i32 %k5, 1
  br label %p5.cond

exit:
  call void @llvm.lifetime.end.p0(ptr %D)
  call void @llvm.lifetime.end.p0(ptr %C)
  call void @llvm.lifetime.end.p0(ptr %B)
  call void @llvm.lifetime.end.p0(ptr %A)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @staggered_lifetimes, !"kernel", i32 1}
