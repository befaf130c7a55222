; Three per-thread arrays used one after another (block scopes, so clang
; brackets each with lifetime.start/end): their lifetimes are disjoint and
; one region of max(128, 128, 128) bytes can hold all three.
;
;   __global__ void disjoint_phases(const int *in, int *out, long long *wide, int n) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     int s = 0;
;     { int a[32];                                   // phase 1
;       for (int k = 0; k < n; k++) a[k] = in[t * 32 + k] * 3 + k;
;       for (int k = 0; k < n; k++) s += a[(k * 5 + t) % n] * (k + 1);
;     }
;     { float b[32];                                 // phase 2
;       for (int k = 0; k < n; k++) b[(k * 7 + t) % n] = (float)((s ^ k) & 1023) * 0.25f;
;       for (int k = 0; k < n; k++) s += (int)(b[k] * 4.0f) * (k & 3);
;     }
;     { long long c[16];                             // phase 3
;       int h = n / 2;
;       for (int k = 0; k < h; k++) c[k] = (long long)s * (k + 1) + in[t * 32 + k];
;       for (int k = 0; k < h; k++) wide[t * 16 + k] = c[(k * 3 + t) % h] ^ k;
;     }
;     out[t] = s;
;   }
; Scalars are SSA values (clang -O1 before SROA); the arrays are allocas.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @disjoint_phases(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %wide, i32 noundef %n) #0 {
entry:
  %a = alloca [32 x i32], align 4
  %b = alloca [32 x float], align 4
  %c = alloca [16 x i64], align 8
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = mul nsw i32 %t, 32
  call void @llvm.lifetime.start.p0(ptr %a)
  br label %fa.cond

fa.cond:
  %k0 = phi i32 [ 0, %entry ], [ %k0.next, %fa.body ]
  %c0 = icmp slt i32 %k0, %n
  br i1 %c0, label %fa.body, label %sa.cond

fa.body:
  %i0 = add nsw i32 %base, %k0
  %i0.ext = sext i32 %i0 to i64
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0.ext
  %v0 = load i32, ptr addrspace(1) %p0, align 4
  %m0 = mul nsw i32 %v0, 3
  %x0 = add nsw i32 %m0, %k0
  %k0.ext = sext i32 %k0 to i64
  %q0 = getelementptr inbounds [32 x i32], ptr %a, i64 0, i64 %k0.ext
  store i32 %x0, ptr %q0, align 4
  %k0.next = add nsw i32 %k0, 1
  br label %fa.cond

sa.cond:
  %k1 = phi i32 [ %k1.next, %sa.body ], [ 0, %fa.cond ]
  %s1 = phi i32 [ %s1.next, %sa.body ], [ 0, %fa.cond ]
  %c1 = icmp slt i32 %k1, %n
  br i1 %c1, label %sa.body, label %sa.end

sa.body:
  %m1 = mul nsw i32 %k1, 5
  %j1 = add nsw i32 %m1, %t
  %r1 = srem i32 %j1, %n
  %r1.ext = sext i32 %r1 to i64
  %q1 = getelementptr inbounds [32 x i32], ptr %a, i64 0, i64 %r1.ext
  %v1 = load i32, ptr %q1, align 4
  %w1 = add nsw i32 %k1, 1
  %x1 = mul nsw i32 %v1, %w1
  %s1.next = add nsw i32 %s1, %x1
  %k1.next = add nsw i32 %k1, 1
  br label %sa.cond

sa.end:
  call void @llvm.lifetime.end.p0(ptr %a)
  call void @llvm.lifetime.start.p0(ptr %b)
  br label %fb.cond

fb.cond:
  %k2 = phi i32 [ 0, %sa.end ], [ %k2.next, %fb.body ]
  %c2 = icmp slt i32 %k2, %n
  br i1 %c2, label %fb.body, label %sb.cond

fb.body:
  %x2 = xor i32 %s1, %k2
  %y2 = and i32 %x2, 1023
  %f2 = sitofp i32 %y2 to float
  %g2 = fmul float %f2, 2.500000e-01
  %m2 = mul nsw i32 %k2, 7
  %j2 = add nsw i32 %m2, %t
  %r2 = srem i32 %j2, %n
  %r2.ext = sext i32 %r2 to i64
  %q2 = getelementptr inbounds [32 x float], ptr %b, i64 0, i64 %r2.ext
  store float %g2, ptr %q2, align 4
  %k2.next = add nsw i32 %k2, 1
  br label %fb.cond

sb.cond:
  %k3 = phi i32 [ %k3.next, %sb.body ], [ 0, %fb.cond ]
  %s3 = phi i32 [ %s3.next, %sb.body ], [ %s1, %fb.cond ]
  %c3 = icmp slt i32 %k3, %n
  br i1 %c3, label %sb.body, label %sb.end

sb.body:
  %k3.ext = sext i32 %k3 to i64
  %q3 = getelementptr inbounds [32 x float], ptr %b, i64 0, i64 %k3.ext
  %v3 = load float, ptr %q3, align 4
  %f3 = fmul float %v3, 4.000000e+00
  %i3 = fptosi float %f3 to i32
  %w3 = and i32 %k3, 3
  %x3 = mul nsw i32 %i3, %w3
  %s3.next = add nsw i32 %s3, %x3
  %k3.next = add nsw i32 %k3, 1
  br label %sb.cond

sb.end:
  call void @llvm.lifetime.end.p0(ptr %b)
  call void @llvm.lifetime.start.p0(ptr %c)
  %h = sdiv i32 %n, 2
  %s3.wide = sext i32 %s3 to i64
  br label %fc.cond

fc.cond:
  %k4 = phi i32 [ 0, %sb.end ], [ %k4.next, %fc.body ]
  %c4 = icmp slt i32 %k4, %h
  br i1 %c4, label %fc.body, label %sc.cond

fc.body:
  %w4 = add nsw i32 %k4, 1
  %w4.ext = sext i32 %w4 to i64
  %m4 = mul nsw i64 %s3.wide, %w4.ext
  %i4 = add nsw i32 %base, %k4
  %i4.ext = sext i32 %i4 to i64
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i4.ext
  %v4 = load i32, ptr addrspace(1) %p4, align 4
  %v4.ext = sext i32 %v4 to i64
  %x4 = add nsw i64 %m4, %v4.ext
  %k4.ext = sext i32 %k4 to i64
  %q4 = getelementptr inbounds [16 x i64], ptr %c, i64 0, i64 %k4.ext
  store i64 %x4, ptr %q4, align 8
  %k4.next = add nsw i32 %k4, 1
  br label %fc.cond

sc.cond:
  %k5 = phi i32 [ %k5.next, %sc.body ], [ 0, %fc.cond ]
  %c5 = icmp slt i32 %k5, %h
  br i1 %c5, label %sc.body, label %sc.end

sc.body:
  %m5 = mul nsw i32 %k5, 3
  %j5 = add nsw i32 %m5, %t
  %r5 = srem i32 %j5, %h
  %r5.ext = sext i32 %r5 to i64
  %q5 = getelementptr inbounds [16 x i64], ptr %c, i64 0, i64 %r5.ext
  %v5 = load i64, ptr %q5, align 8
  %k5.ext = sext i32 %k5 to i64
  %x5 = xor i64 %v5, %k5.ext
  %base5 = mul nsw i32 %t, 16
  %i5 = add nsw i32 %base5, %k5
  %i5.ext = sext i32 %i5 to i64
  %p5 = getelementptr inbounds i64, ptr addrspace(1) %wide, i64 %i5.ext
  store i64 %x5, ptr addrspace(1) %p5, align 8
  %k5.next = add nsw i32 %k5, 1
  br label %sc.cond

sc.end:
  call void @llvm.lifetime.end.p0(ptr %c)
  %t.ext = sext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.ext
  store i32 %s3, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
