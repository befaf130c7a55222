; A 1 KiB per-thread array next to small ones: the big table lives only in
; the first phase, two small arrays live throughout, and a third small
; array is used only after the big one is dead.
;
;   __global__ void big_and_small(const int *in, long long *out, int n, int steps) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     long long acc[4] = {0};                   // live throughout
;     unsigned char seen[6] = {0};              // live throughout
;     int x = t & 255;
;     {
;       int big[256];                           // phase 1 only
;       int m = 2 * in[t] + 1;                  // odd: k -> (k * m + t) & 255 is a permutation
;       for (int k = 0; k < n; k++) big[k] = (k * m + t) & 255;
;       for (int s = 0; s < steps; s++) { x = big[x]; acc[x & 3] += x; seen[x % 6]++; }
;     }
;     {
;       short tail[16];                         // phase 2 only
;       for (int k = 0; k < 16; k++) tail[(k * 5 + t) & 15] = (short)(acc[k & 3] * (k + 1));
;       for (int j = 0; j < 4; j++) out[t * 6 + j] = acc[j] + tail[j] * tail[15 - j];
;     }
;     long long packed = 0;
;     for (int j = 0; j < 6; j++) packed |= (long long)seen[j] << (8 * j);
;     out[t * 6 + 4] = packed;
;     out[t * 6 + 5] = x;
;   }
; Scalars are SSA values (clang -O1 before SROA); the arrays are allocas.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @big_and_small(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, i32 noundef %n, i32 noundef %steps) #0 {
entry:
  %acc = alloca [4 x i64], align 8
  %seen = alloca [6 x i8], align 1
  %big = alloca [256 x i32], align 4
  %tail = alloca [16 x i16], align 2
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  call void @llvm.lifetime.start.p0(ptr %acc)
  call void @llvm.memset.p0.i64(ptr align 8 %acc, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(ptr %seen)
  call void @llvm.memset.p0.i64(ptr align 1 %seen, i8 0, i64 6, i1 false)
  %x0 = and i32 %t, 255
  call void @llvm.lifetime.start.p0(ptr %big)
  %t.ext = sext i32 %t to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %t.ext
  %iv = load i32, ptr addrspace(1) %ip, align 4
  %iv2 = mul nsw i32 %iv, 2
  %m = add nsw i32 %iv2, 1
  br label %fill.cond

fill.cond:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill.body ]
  %kc = icmp slt i32 %k, %n
  br i1 %kc, label %fill.body, label %walk.cond

fill.body:
  %km = mul i32 %k, %m
  %kmt = add i32 %km, %t
  %kv = and i32 %kmt, 255
  %k.ext = sext i32 %k to i64
  %kp = getelementptr inbounds [256 x i32], ptr %big, i64 0, i64 %k.ext
  store i32 %kv, ptr %kp, align 4
  %k.next = add nsw i32 %k, 1
  br label %fill.cond

walk.cond:
  %s = phi i32 [ 0, %fill.cond ], [ %s.next, %walk.body ]
  %x = phi i32 [ %x0, %fill.cond ], [ %xn, %walk.body ]
  %sc = icmp slt i32 %s, %steps
  br i1 %sc, label %walk.body, label %walk.end

walk.body:
  %x.ext = sext i32 %x to i64
  %bp = getelementptr inbounds [256 x i32], ptr %big, i64 0, i64 %x.ext
  %xn = load i32, ptr %bp, align 4
  %a.i = and i32 %xn, 3
  %a.i.ext = sext i32 %a.i to i64
  %ap = getelementptr inbounds [4 x i64], ptr %acc, i64 0, i64 %a.i.ext
  %av = load i64, ptr %ap, align 8
  %xn.64 = sext i32 %xn to i64
  %an = add nsw i64 %av, %xn.64
  store i64 %an, ptr %ap, align 8
  %s.i = srem i32 %xn, 6
  %s.i.ext = sext i32 %s.i to i64
  %sp = getelementptr inbounds [6 x i8], ptr %seen, i64 0, i64 %s.i.ext
  %sv = load i8, ptr %sp, align 1
  %sn = add i8 %sv, 1
  store i8 %sn, ptr %sp, align 1
  %s.next = add nsw i32 %s, 1
  br label %walk.cond

walk.end:
  call void @llvm.lifetime.end.p0(ptr %big)
  call void @llvm.lifetime.start.p0(ptr %tail)
  br label %tail.cond

tail.cond:
  %q = phi i32 [ 0, %walk.end ], [ %q.next, %tail.body ]
  %qc = icmp slt i32 %q, 16
  br i1 %qc, label %tail.body, label %out.cond

tail.body:
  %q3 = and i32 %q, 3
  %q3.ext = sext i32 %q3 to i64
  %qap = getelementptr inbounds [4 x i64], ptr %acc, i64 0, i64 %q3.ext
  %qav = load i64, ptr %qap, align 8
  %q1 = add nsw i32 %q, 1
  %q1.ext = sext i32 %q1 to i64
  %qm = mul nsw i64 %qav, %q1.ext
  %qm16 = trunc i64 %qm to i16
  %q5 = mul nsw i32 %q, 5
  %q5t = add nsw i32 %q5, %t
  %qi = and i32 %q5t, 15
  %qi.ext = sext i32 %qi to i64
  %tp = getelementptr inbounds [16 x i16], ptr %tail, i64 0, i64 %qi.ext
  store i16 %qm16, ptr %tp, align 2
  %q.next = add nsw i32 %q, 1
  br label %tail.cond

out.cond:
  %j = phi i32 [ 0, %tail.cond ], [ %j.next, %out.body ]
  %jc = icmp slt i32 %j, 4
  br i1 %jc, label %out.body, label %pack.cond

out.body:
  %j.ext = sext i32 %j to i64
  %jap = getelementptr inbounds [4 x i64], ptr %acc, i64 0, i64 %j.ext
  %jav = load i64, ptr %jap, align 8
  %jtp = getelementptr inbounds [16 x i16], ptr %tail, i64 0, i64 %j.ext
  %jtv = load i16, ptr %jtp, align 2
  %jr = sub nsw i32 15, %j
  %jr.ext = sext i32 %jr to i64
  %jrp = getelementptr inbounds [16 x i16], ptr %tail, i64 0, i64 %jr.ext
  %jrv = load i16, ptr %jrp, align 2
  %jtv.32 = sext i16 %jtv to i32
  %jrv.32 = sext i16 %jrv to i32
  %jp = mul nsw i32 %jtv.32, %jrv.32
  %jp.64 = sext i32 %jp to i64
  %jo = add nsw i64 %jav, %jp.64
  %ob = mul nsw i32 %t, 6
  %oi = add nsw i32 %ob, %j
  %oi.ext = sext i32 %oi to i64
  %op = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %oi.ext
  store i64 %jo, ptr addrspace(1) %op, align 8
  %j.next = add nsw i32 %j, 1
  br label %out.cond

pack.cond:
  call void @llvm.lifetime.end.p0(ptr %tail)
  br label %pack.loop

pack.loop:
  %pj = phi i32 [ 0, %pack.cond ], [ %pj.next, %pack.body ]
  %packed = phi i64 [ 0, %pack.cond ], [ %packed.next, %pack.body ]
  %pc = icmp slt i32 %pj, 6
  br i1 %pc, label %pack.body, label %exit

pack.body:
  %pj.ext = sext i32 %pj to i64
  %pp = getelementptr inbounds [6 x i8], ptr %seen, i64 0, i64 %pj.ext
  %pv = load i8, ptr %pp, align 1
  %pv.64 = zext i8 %pv to i64
  %pj8 = mul nsw i32 %pj, 8
  %pj8.64 = zext i32 %pj8 to i64
  %pvs = shl i64 %pv.64, %pj8.64
  %packed.next = or i64 %packed, %pvs
  %pj.next = add nsw i32 %pj, 1
  br label %pack.loop

exit:
  %eb = mul nsw i32 %t, 6
  %e4 = add nsw i32 %eb, 4
  %e4.ext = sext i32 %e4 to i64
  %ep4 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %e4.ext
  store i64 %packed, ptr addrspace(1) %ep4, align 8
  %ep5 = getelementptr inbounds i64, ptr addrspace(1) %ep4, i64 1
  %x.64 = sext i32 %x to i64
  store i64 %x.64, ptr addrspace(1) %ep5, align 8
  call void @llvm.lifetime.end.p0(ptr %seen)
  call void @llvm.lifetime.end.p0(ptr %acc)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
