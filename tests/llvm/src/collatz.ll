; Collatz sequences: a data-dependent loop per thread, i64 arithmetic, atomic max.
;
;   __global__ void collatz(unsigned long long start, int *steps, unsigned long long *peak, int *stats) {
;     unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
;     unsigned long long n = start + g, top = n; int s = 0;
;     while (n != 1) { n = (n & 1) ? 3 * n + 1 : n >> 1; top = max(top, n); s++; }
;     steps[g] = s; peak[g] = top;
;     atomicMax(&stats[0], s); atomicAdd(&stats[1], s);
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @collatz(i64 noundef %start, ptr addrspace(1) noundef %steps, ptr addrspace(1) noundef %peak, ptr addrspace(1) noundef %stats) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = zext i32 %g to i64
  %n0 = add i64 %start, %g.e
  br label %loop

loop:
  %n = phi i64 [ %n0, %entry ], [ %n.next, %body ]
  %top = phi i64 [ %n0, %entry ], [ %top.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %one = icmp eq i64 %n, 1
  br i1 %one, label %done, label %body

body:
  %low = and i64 %n, 1
  %odd = icmp ne i64 %low, 0
  %n3 = mul i64 %n, 3
  %up = add i64 %n3, 1
  %down = lshr i64 %n, 1
  %n.next = select i1 %odd, i64 %up, i64 %down
  %top.next = call i64 @llvm.umax.i64(i64 %top, i64 %n.next)
  %s.next = add nuw nsw i32 %s, 1
  br label %loop

done:
  %sp = getelementptr inbounds i32, ptr addrspace(1) %steps, i64 %g.e
  store i32 %s, ptr addrspace(1) %sp, align 4
  %pp = getelementptr inbounds i64, ptr addrspace(1) %peak, i64 %g.e
  store i64 %top, ptr addrspace(1) %pp, align 8
  %m = atomicrmw max ptr addrspace(1) %stats, i32 %s monotonic, align 4
  %tp = getelementptr inbounds i32, ptr addrspace(1) %stats, i64 1
  %a = atomicrmw add ptr addrspace(1) %tp, i32 %s monotonic, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.umax.i64(i64, i64)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
