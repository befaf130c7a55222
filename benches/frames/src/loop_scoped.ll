; Arrays declared inside loop bodies (clang puts lifetime.start/end inside
; the body, so each lives for one iteration) next to an array that lives
; across both loops.
;
;   __global__ void loop_scoped(const int *in, int *out, int n, int rounds) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     int across[16];                                    // live across both loops
;     for (int k = 0; k < n; k++) across[k] = in[t * 16 + k];
;     for (int r = 0; r < rounds; r++) {
;       int tmp[16];                                     // one iteration
;       for (int k = 0; k < n; k++) tmp[k] = across[(k + r + t) % n] * (r + 1) + k;
;       for (int k = 0; k < n; k++) across[k] = tmp[(k * 3 + t) % n] - tmp[k] / 2;
;     }
;     for (int r = 0; r < rounds; r++) {
;       long long hist[12] = {0};                        // one iteration
;       for (int k = 0; k < n; k++) hist[(across[k] & 0x7fffffff) % 12] += k + r;
;       for (int k = 0; k < n; k++) across[k] += (int)hist[(k + t) % 12];
;     }
;     for (int k = 0; k < n; k++) out[t * 16 + k] = across[k];
;   }
; Scalars are SSA values (clang -O1 before SROA); the arrays are allocas.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loop_scoped(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, i32 noundef %n, i32 noundef %rounds) #0 {
entry:
  %across = alloca [16 x i32], align 4
  %tmp = alloca [16 x i32], align 4
  %hist = alloca [12 x i64], align 8
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = mul nsw i32 %t, 16
  call void @llvm.lifetime.start.p0(ptr %across)
  br label %fill.cond

fill.cond:
  %k0 = phi i32 [ 0, %entry ], [ %k0.next, %fill.body ]
  %c0 = icmp slt i32 %k0, %n
  br i1 %c0, label %fill.body, label %r1.cond

fill.body:
  %i0 = add nsw i32 %base, %k0
  %i0.ext = sext i32 %i0 to i64
  %g0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0.ext
  %v0 = load i32, ptr addrspace(1) %g0, align 4
  %k0.ext = sext i32 %k0 to i64
  %a0 = getelementptr inbounds [16 x i32], ptr %across, i64 0, i64 %k0.ext
  store i32 %v0, ptr %a0, align 4
  %k0.next = add nsw i32 %k0, 1
  br label %fill.cond

r1.cond:
  %r1 = phi i32 [ 0, %fill.cond ], [ %r1.next, %r1.latch ]
  %rc1 = icmp slt i32 %r1, %rounds
  br i1 %rc1, label %r1.body, label %r2.cond

r1.body:
  call void @llvm.lifetime.start.p0(ptr %tmp)
  %r1p1 = add nsw i32 %r1, 1
  br label %t1.cond

t1.cond:
  %k1 = phi i32 [ 0, %r1.body ], [ %k1.next, %t1.body ]
  %c1 = icmp slt i32 %k1, %n
  br i1 %c1, label %t1.body, label %t2.cond

t1.body:
  %j1a = add nsw i32 %k1, %r1
  %j1 = add nsw i32 %j1a, %t
  %m1 = srem i32 %j1, %n
  %m1.ext = sext i32 %m1 to i64
  %a1 = getelementptr inbounds [16 x i32], ptr %across, i64 0, i64 %m1.ext
  %v1 = load i32, ptr %a1, align 4
  %w1 = mul nsw i32 %v1, %r1p1
  %x1 = add nsw i32 %w1, %k1
  %k1.ext = sext i32 %k1 to i64
  %p1 = getelementptr inbounds [16 x i32], ptr %tmp, i64 0, i64 %k1.ext
  store i32 %x1, ptr %p1, align 4
  %k1.next = add nsw i32 %k1, 1
  br label %t1.cond

t2.cond:
  %k2 = phi i32 [ %k2.next, %t2.body ], [ 0, %t1.cond ]
  %c2 = icmp slt i32 %k2, %n
  br i1 %c2, label %t2.body, label %r1.latch

t2.body:
  %j2a = mul nsw i32 %k2, 3
  %j2 = add nsw i32 %j2a, %t
  %m2 = srem i32 %j2, %n
  %m2.ext = sext i32 %m2 to i64
  %p2 = getelementptr inbounds [16 x i32], ptr %tmp, i64 0, i64 %m2.ext
  %v2 = load i32, ptr %p2, align 4
  %k2.ext = sext i32 %k2 to i64
  %p2b = getelementptr inbounds [16 x i32], ptr %tmp, i64 0, i64 %k2.ext
  %v2b = load i32, ptr %p2b, align 4
  %h2 = sdiv i32 %v2b, 2
  %x2 = sub nsw i32 %v2, %h2
  %a2 = getelementptr inbounds [16 x i32], ptr %across, i64 0, i64 %k2.ext
  store i32 %x2, ptr %a2, align 4
  %k2.next = add nsw i32 %k2, 1
  br label %t2.cond

r1.latch:
  call void @llvm.lifetime.end.p0(ptr %tmp)
  %r1.next = add nsw i32 %r1, 1
  br label %r1.cond

r2.cond:
  %r2 = phi i32 [ 0, %r1.cond ], [ %r2.next, %r2.latch ]
  %rc2 = icmp slt i32 %r2, %rounds
  br i1 %rc2, label %r2.body, label %out.cond

r2.body:
  call void @llvm.lifetime.start.p0(ptr %hist)
  call void @llvm.memset.p0.i64(ptr align 8 %hist, i8 0, i64 96, i1 false)
  br label %h1.cond

h1.cond:
  %k3 = phi i32 [ 0, %r2.body ], [ %k3.next, %h1.body ]
  %c3 = icmp slt i32 %k3, %n
  br i1 %c3, label %h1.body, label %h2.cond

h1.body:
  %k3.ext = sext i32 %k3 to i64
  %a3 = getelementptr inbounds [16 x i32], ptr %across, i64 0, i64 %k3.ext
  %v3 = load i32, ptr %a3, align 4
  %v3m = and i32 %v3, 2147483647
  %b3 = urem i32 %v3m, 12
  %b3.ext = zext i32 %b3 to i64
  %p3 = getelementptr inbounds [12 x i64], ptr %hist, i64 0, i64 %b3.ext
  %hv3 = load i64, ptr %p3, align 8
  %kr3 = add nsw i32 %k3, %r2
  %kr3.ext = sext i32 %kr3 to i64
  %hn3 = add nsw i64 %hv3, %kr3.ext
  store i64 %hn3, ptr %p3, align 8
  %k3.next = add nsw i32 %k3, 1
  br label %h1.cond

h2.cond:
  %k4 = phi i32 [ %k4.next, %h2.body ], [ 0, %h1.cond ]
  %c4 = icmp slt i32 %k4, %n
  br i1 %c4, label %h2.body, label %r2.latch

h2.body:
  %j4 = add nsw i32 %k4, %t
  %m4 = srem i32 %j4, 12
  %m4.ext = sext i32 %m4 to i64
  %p4 = getelementptr inbounds [12 x i64], ptr %hist, i64 0, i64 %m4.ext
  %hv4 = load i64, ptr %p4, align 8
  %hv4.32 = trunc i64 %hv4 to i32
  %k4.ext = sext i32 %k4 to i64
  %a4 = getelementptr inbounds [16 x i32], ptr %across, i64 0, i64 %k4.ext
  %v4 = load i32, ptr %a4, align 4
  %x4 = add nsw i32 %v4, %hv4.32
  store i32 %x4, ptr %a4, align 4
  %k4.next = add nsw i32 %k4, 1
  br label %h2.cond

r2.latch:
  call void @llvm.lifetime.end.p0(ptr %hist)
  %r2.next = add nsw i32 %r2, 1
  br label %r2.cond

out.cond:
  %k5 = phi i32 [ 0, %r2.cond ], [ %k5.next, %out.body ]
  %c5 = icmp slt i32 %k5, %n
  br i1 %c5, label %out.body, label %exit

out.body:
  %k5.ext = sext i32 %k5 to i64
  %a5 = getelementptr inbounds [16 x i32], ptr %across, i64 0, i64 %k5.ext
  %v5 = load i32, ptr %a5, align 4
  %i5 = add nsw i32 %base, %k5
  %i5.ext = sext i32 %i5 to i64
  %g5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i5.ext
  store i32 %v5, ptr addrspace(1) %g5, align 4
  %k5.next = add nsw i32 %k5, 1
  br label %out.cond

exit:
  call void @llvm.lifetime.end.p0(ptr %across)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
