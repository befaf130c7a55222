; Bitonic sort of 256 keys per CTA in shared memory.
;
;   __shared__ unsigned keys[256];
;   __global__ void bitonic_shared(const unsigned *in, unsigned *out) {
;     unsigned t = threadIdx.x, g = blockIdx.x * 256 + t;
;     keys[t] = in[g];
;     __syncthreads();
;     for (unsigned k = 2; k <= 256; k <<= 1)
;       for (unsigned j = k >> 1; j > 0; j >>= 1) {
;         unsigned p = t ^ j;
;         if (p > t) {
;           unsigned a = keys[t], b = keys[p];
;           if ((t & k) == 0 ? a > b : a < b) { keys[t] = b; keys[p] = a; }
;         }
;         __syncthreads();
;       }
;     out[g] = keys[t];
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@keys = internal addrspace(3) global [256 x i32] undef, align 4

define void @bitonic_shared(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %blk = shl i32 %ctaid, 8
  %g = add i32 %blk, %t
  %g.z = zext i32 %g to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g.z
  %v = load i32, ptr addrspace(1) %ip, align 4
  %mine = getelementptr inbounds [256 x i32], ptr addrspace(3) @keys, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %mine, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %k.loop

k.loop:
  %k = phi i32 [ 2, %entry ], [ %k.next, %k.latch ]
  %k.half = lshr i32 %k, 1
  br label %j.loop

j.loop:
  %j = phi i32 [ %k.half, %k.loop ], [ %j.next, %j.latch ]
  %p = xor i32 %t, %j
  %upper = icmp ugt i32 %p, %t
  br i1 %upper, label %compare, label %j.latch

compare:
  %pp = getelementptr inbounds [256 x i32], ptr addrspace(3) @keys, i32 0, i32 %p
  %a = load i32, ptr addrspace(3) %mine, align 4
  %b = load i32, ptr addrspace(3) %pp, align 4
  %dirbit = and i32 %t, %k
  %ascending = icmp eq i32 %dirbit, 0
  br i1 %ascending, label %asc, label %desc

asc:
  %gt = icmp ugt i32 %a, %b
  br label %decide

desc:
  %lt = icmp ult i32 %a, %b
  br label %decide

decide:
  %swap = phi i1 [ %gt, %asc ], [ %lt, %desc ]
  br i1 %swap, label %do.swap, label %j.latch

do.swap:
  store i32 %b, ptr addrspace(3) %mine, align 4
  store i32 %a, ptr addrspace(3) %pp, align 4
  br label %j.latch

j.latch:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %j.next = lshr i32 %j, 1
  %j.more = icmp ugt i32 %j, 1
  br i1 %j.more, label %j.loop, label %k.latch

k.latch:
  %k.next = shl i32 %k, 1
  %k.more = icmp ule i32 %k.next, 256
  br i1 %k.more, label %k.loop, label %done

done:
  %r = load i32, ptr addrspace(3) %mine, align 4
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g.z
  store i32 %r, ptr addrspace(1) %op, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @bitonic_shared, !"kernel", i32 1}
