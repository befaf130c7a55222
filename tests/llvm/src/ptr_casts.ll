; Pointer casts: shared <-> generic, generic <-> global, integer address arithmetic.
;
;   __shared__ int stage[64];
;   __global__ void ptr_casts(const int *in, int *out, long long *offs, int *gen) {
;     unsigned t = threadIdx.x, n = blockDim.x, g = blockIdx.x * n + t;
;     int *p = &stage[t];                              // generic pointer to shared memory
;     *p = in[g] * 3;
;     __syncthreads();
;     int v = stage[(t + 1) % n];                       // a neighbour's value
;     // address arithmetic in integers: in + (5 g) % 128 elements
;     const int *q = (const int *)((uintptr_t)in + 4 * ((5 * g) % 128));
;     out[g] = v + *q + *(volatile int *)p;             // volatile generic load
;     offs[g] = (char *)p - (char *)stage;             // ptrtoint difference: 4 t
;     int *gg = (int *)__cvta_generic_to_global(gen);  // generic -> global
;     gg[g] = (int)((uintptr_t)q - (uintptr_t)in) >> 2;
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@stage = internal addrspace(3) global [64 x i32] poison, align 4

define void @ptr_casts(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %offs, ptr noundef %gen) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bn = mul i32 %b, %n
  %g = add i32 %bn, %t
  %g.e = zext i32 %g to i64
  %sp3 = getelementptr inbounds [64 x i32], ptr addrspace(3) @stage, i32 0, i32 %t
  %p = addrspacecast ptr addrspace(3) %sp3 to ptr
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g.e
  %x = load i32, ptr addrspace(1) %ip, align 4
  %x3 = mul nsw i32 %x, 3
  store i32 %x3, ptr %p, align 4
  call void @llvm.nvvm.barrier0()
  %t1 = add nuw i32 %t, 1
  %nb = urem i32 %t1, %n
  %np = getelementptr inbounds [64 x i32], ptr addrspace(3) @stage, i32 0, i32 %nb
  %v = load i32, ptr addrspace(3) %np, align 4
  %in.int = ptrtoint ptr addrspace(1) %in to i64
  %g5 = mul i32 %g, 5
  %k = and i32 %g5, 127
  %k.e = zext i32 %k to i64
  %koff = shl nuw nsw i64 %k.e, 2
  %q.int = add i64 %in.int, %koff
  %q = inttoptr i64 %q.int to ptr addrspace(1)
  %w = load i32, ptr addrspace(1) %q, align 4
  %self = load volatile i32, ptr %p, align 4
  %s1 = add i32 %v, %w
  %s2 = add i32 %s1, %self
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g.e
  store i32 %s2, ptr addrspace(1) %op, align 4
  %p.int = ptrtoint ptr %p to i64
  %base.gen = addrspacecast ptr addrspace(3) @stage to ptr
  %base.int = ptrtoint ptr %base.gen to i64
  %diff = sub i64 %p.int, %base.int
  %dp = getelementptr inbounds i64, ptr addrspace(1) %offs, i64 %g.e
  store i64 %diff, ptr addrspace(1) %dp, align 8
  %gg = addrspacecast ptr %gen to ptr addrspace(1)
  %qd = sub i64 %q.int, %in.int
  %qd32 = trunc i64 %qd to i32
  %qi = ashr exact i32 %qd32, 2
  %gp = getelementptr inbounds i32, ptr addrspace(1) %gg, i64 %g.e
  store i32 %qi, ptr addrspace(1) %gp, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @ptr_casts, !"kernel", i32 1}
