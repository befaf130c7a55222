; Block-wide tree reduction of floats in shared memory (volatile accesses).
;
;   __shared__ volatile float sdata[128];
;   __global__ void reduce_sum(const float *in, float *partial, float *total) {
;     unsigned t = threadIdx.x, i = blockIdx.x * 256 + t;
;     sdata[t] = in[i] + in[i + 128];                  // first add during load
;     __syncthreads();
;     for (unsigned s = 64; s > 0; s >>= 1) {
;       if (t < s) sdata[t] = sdata[t] + sdata[t + s];
;       __syncthreads();
;     }
;     if (t == 0) { ((volatile float *)partial)[blockIdx.x] = sdata[0]; atomicAdd(total, sdata[0]); }
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = internal addrspace(3) global [128 x float] undef, align 4

define void @reduce_sum(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %partial, ptr addrspace(1) noundef %total) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b256 = shl i32 %b, 8
  %i = add i32 %b256, %t
  %i.e = zext i32 %i to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i.e
  %x0 = load float, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p0, i64 128
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %x = fadd float %x0, %x1
  %mine = getelementptr inbounds [128 x float], ptr addrspace(3) @sdata, i32 0, i32 %t
  store volatile float %x, ptr addrspace(3) %mine, align 4
  call void @llvm.nvvm.barrier0()
  br label %step

step:
  %s = phi i32 [ 64, %entry ], [ %s.next, %sync ]
  %active = icmp ult i32 %t, %s
  br i1 %active, label %add, label %sync

add:
  %a = load volatile float, ptr addrspace(3) %mine, align 4
  %other = add nuw nsw i32 %t, %s
  %op = getelementptr inbounds [128 x float], ptr addrspace(3) @sdata, i32 0, i32 %other
  %o = load volatile float, ptr addrspace(3) %op, align 4
  %sum = fadd float %a, %o
  store volatile float %sum, ptr addrspace(3) %mine, align 4
  br label %sync

sync:
  call void @llvm.nvvm.barrier0()
  %s.next = lshr i32 %s, 1
  %again = icmp ne i32 %s.next, 0
  br i1 %again, label %step, label %finish

finish:
  %leader = icmp eq i32 %t, 0
  br i1 %leader, label %publish, label %exit

publish:
  %r = load volatile float, ptr addrspace(3) @sdata, align 4
  %b.e = zext i32 %b to i64
  %pp = getelementptr inbounds float, ptr addrspace(1) %partial, i64 %b.e
  store volatile float %r, ptr addrspace(1) %pp, align 4
  %old = atomicrmw fadd ptr addrspace(1) %total, float %r monotonic, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @reduce_sum, !"kernel", i32 1}
