; Every atomicrmw operation and a compare-and-swap loop.
;
;   __global__ void atomic_mix(const int *vals, int *acc, int *slots, int *old, float *fsum) {
;     int g = blockIdx.x * blockDim.x + threadIdx.x;
;     int v = vals[g];
;     atomicMax(&acc[0], v);  atomicMin(&acc[1], v);
;     atomicMax((unsigned *)&acc[2], v);  atomicMin((unsigned *)&acc[3], v);
;     atomicAnd(&acc[4], v | 0xff00ff00);  atomicOr(&acc[5], v & 0x0f0f0f0f);
;     atomicXor(&acc[6], v);  atomicSub(&acc[7], v & 255);
;     old[g] = atomicExch(&slots[g], v);
;     // float atomic add built from atomicCAS, as CUDA code did before sm_20
;     int *a = (int *)&fsum[g & 1], cur = *a, seen;
;     do { seen = cur;
;          cur = atomicCAS(a, seen, __float_as_int(__int_as_float(seen) + (float)(v & 15)));
;     } while (cur != seen);
;     // a CAS that never succeeds (no slot holds -7): returns the old value
;     int r = atomicCAS(&acc[8 + (g & 1)], -7, g);   // and the success bit
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @atomic_mix(ptr addrspace(1) noundef %vals, ptr addrspace(1) noundef %acc, ptr addrspace(1) noundef %slots, ptr addrspace(1) noundef %old, ptr addrspace(1) noundef %fsum) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.ext = sext i32 %g to i64
  %vp = getelementptr inbounds i32, ptr addrspace(1) %vals, i64 %g.ext
  %v = load i32, ptr addrspace(1) %vp, align 4
  %a0 = getelementptr inbounds i32, ptr addrspace(1) %acc, i64 0
  %r0 = atomicrmw max ptr addrspace(1) %a0, i32 %v monotonic, align 4
  %a1 = getelementptr inbounds i32, ptr addrspace(1) %acc, i64 1
  %r1 = atomicrmw min ptr addrspace(1) %a1, i32 %v monotonic, align 4
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %acc, i64 2
  %r2 = atomicrmw umax ptr addrspace(1) %a2, i32 %v monotonic, align 4
  %a3 = getelementptr inbounds i32, ptr addrspace(1) %acc, i64 3
  %r3 = atomicrmw umin ptr addrspace(1) %a3, i32 %v monotonic, align 4
  %a4 = getelementptr inbounds i32, ptr addrspace(1) %acc, i64 4
  %andv = or i32 %v, -16711936
  %r4 = atomicrmw and ptr addrspace(1) %a4, i32 %andv monotonic, align 4
  %a5 = getelementptr inbounds i32, ptr addrspace(1) %acc, i64 5
  %orv = and i32 %v, 252645135
  %r5 = atomicrmw or ptr addrspace(1) %a5, i32 %orv monotonic, align 4
  %a6 = getelementptr inbounds i32, ptr addrspace(1) %acc, i64 6
  %r6 = atomicrmw xor ptr addrspace(1) %a6, i32 %v monotonic, align 4
  %a7 = getelementptr inbounds i32, ptr addrspace(1) %acc, i64 7
  %subv = and i32 %v, 255
  %r7 = atomicrmw sub ptr addrspace(1) %a7, i32 %subv monotonic, align 4
  %sp = getelementptr inbounds i32, ptr addrspace(1) %slots, i64 %g.ext
  %prev = atomicrmw xchg ptr addrspace(1) %sp, i32 %v seq_cst, align 4
  %op = getelementptr inbounds i32, ptr addrspace(1) %old, i64 %g.ext
  store i32 %prev, ptr addrspace(1) %op, align 4
  ; float add through a CAS loop on the bit pattern
  %lane = and i32 %g, 1
  %lane.ext = zext i32 %lane to i64
  %fp = getelementptr inbounds float, ptr addrspace(1) %fsum, i64 %lane.ext
  %addend.i = and i32 %v, 15
  %addend = sitofp i32 %addend.i to float
  %init = load i32, ptr addrspace(1) %fp, align 4
  br label %cas

cas:
  %seen = phi i32 [ %init, %entry ], [ %cur, %cas ]
  %seen.f = bitcast i32 %seen to float
  %sum.f = fadd float %seen.f, %addend
  %sum = bitcast float %sum.f to i32
  %pair = cmpxchg ptr addrspace(1) %fp, i32 %seen, i32 %sum seq_cst seq_cst, align 4
  %cur = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  br i1 %ok, label %after, label %cas

after:
  ; a compare-and-swap that always fails: the slot is never -7
  %cas.ext = add nuw nsw i64 %lane.ext, 8
  %cp = getelementptr inbounds i32, ptr addrspace(1) %acc, i64 %cas.ext
  %pair2 = cmpxchg ptr addrspace(1) %cp, i32 -7, i32 %g monotonic monotonic, align 4
  %won = extractvalue { i32, i1 } %pair2, 1
  %seen2 = extractvalue { i32, i1 } %pair2, 0
  %won.i = zext i1 %won to i32
  %flag = add i32 %seen2, %won.i
  %slot2 = add nuw nsw i64 %lane.ext, 10
  %fl = getelementptr inbounds i32, ptr addrspace(1) %acc, i64 %slot2
  %r8 = atomicrmw add ptr addrspace(1) %fl, i32 %flag monotonic, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @atomic_mix, !"kernel", i32 1}
