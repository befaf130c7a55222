; Inclusive prefix sum (Hillis-Steele) of 256 ints per CTA, double-buffered in shared memory.
;
;   __shared__ int buf[2][256];
;   __global__ void scan_shared(const int *in, int *out, int *totals) {
;     unsigned t = threadIdx.x, n = blockDim.x, g = blockIdx.x * n + t;
;     int cur = 0;
;     buf[cur][t] = in[g];
;     __syncthreads();
;     for (unsigned off = 1; off < n; off <<= 1) {
;       int v = buf[cur][t];
;       if (t >= off) v += buf[cur][t - off];
;       cur ^= 1;
;       buf[cur][t] = v;
;       __syncthreads();
;     }
;     out[g] = buf[cur][t];
;     if (t == n - 1) totals[blockIdx.x] = buf[cur][t];
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [2 x [256 x i32]] undef, align 4

define void @scan_shared(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %totals) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bn = mul i32 %b, %n
  %g = add i32 %bn, %t
  %g.e = zext i32 %g to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g.e
  %x = load i32, ptr addrspace(1) %ip, align 4
  %first = getelementptr inbounds [2 x [256 x i32]], ptr addrspace(3) @buf, i32 0, i32 0, i32 %t
  store i32 %x, ptr addrspace(3) %first, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %step

step:
  %off = phi i32 [ 1, %entry ], [ %off.next, %step.end ]
  %cur = phi i32 [ 0, %entry ], [ %nxt, %step.end ]
  %more = icmp ult i32 %off, %n
  br i1 %more, label %body, label %done

body:
  %mp = getelementptr inbounds [2 x [256 x i32]], ptr addrspace(3) @buf, i32 0, i32 %cur, i32 %t
  %v = load i32, ptr addrspace(3) %mp, align 4
  %has = icmp uge i32 %t, %off
  br i1 %has, label %addprev, label %write

addprev:
  %pi = sub i32 %t, %off
  %pp = getelementptr inbounds [2 x [256 x i32]], ptr addrspace(3) @buf, i32 0, i32 %cur, i32 %pi
  %pv = load i32, ptr addrspace(3) %pp, align 4
  %sum = add nsw i32 %v, %pv
  br label %write

write:
  %w = phi i32 [ %v, %body ], [ %sum, %addprev ]
  %nxt = xor i32 %cur, 1
  %wp = getelementptr inbounds [2 x [256 x i32]], ptr addrspace(3) @buf, i32 0, i32 %nxt, i32 %t
  store i32 %w, ptr addrspace(3) %wp, align 4
  br label %step.end

step.end:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %off.next = shl i32 %off, 1
  br label %step

done:
  %rp = getelementptr inbounds [2 x [256 x i32]], ptr addrspace(3) @buf, i32 0, i32 %cur, i32 %t
  %r = load i32, ptr addrspace(3) %rp, align 4
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g.e
  store i32 %r, ptr addrspace(1) %op, align 4
  %last = add i32 %n, -1
  %is.last = icmp eq i32 %t, %last
  br i1 %is.last, label %total, label %exit

total:
  %b.e = zext i32 %b to i64
  %tp = getelementptr inbounds i32, ptr addrspace(1) %totals, i64 %b.e
  store i32 %r, ptr addrspace(1) %tp, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @scan_shared, !"kernel", i32 1}
