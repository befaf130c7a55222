; Integer min/max/abs-sum reduction: per-thread, shared-memory tree, global atomics.
;
;   __shared__ int red[4][64];
;   __global__ void reduce_minmax(const int *in, int *res) {
;     unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
;     int smn = INT_MAX, smx = INT_MIN; unsigned umn = ~0u, abssum = 0; unsigned umx = 0;
;     for (int k = 0; k < 4; k++) {
;       int v = in[4 * g + k];
;       smn = min(smn, v); smx = max(smx, v); umn = umin(umn, v); umx = umax(umx, v);
;       abssum += abs(v);
;     }
;     red[0][t] = smn; red[1][t] = smx; red[2][t] = umn; red[3][t] = umx;
;     __syncthreads();
;     for (unsigned s = 32; s > 0; s >>= 1) {
;       if (t < s) { red[0][t] = min(red[0][t], red[0][t+s]); ... }
;       __syncthreads();
;     }
;     atomicAdd(&res[4], abssum);
;     if (t == 0) { atomicMin(&res[0], red[0][0]); atomicMax(&res[1], red[1][0]);
;                   atomicMin((unsigned *)&res[2], red[2][0]); atomicMax((unsigned *)&res[3], red[3][0]); }
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@red = internal addrspace(3) global [4 x [64 x i32]] poison, align 4

define ptx_kernel void @reduce_minmax(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %res) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %t
  %g4 = shl i32 %g, 2
  br label %load

load:
  %k = phi i32 [ 0, %entry ], [ %k.next, %load ]
  %smn = phi i32 [ 2147483647, %entry ], [ %smn.n, %load ]
  %smx = phi i32 [ -2147483648, %entry ], [ %smx.n, %load ]
  %umn = phi i32 [ -1, %entry ], [ %umn.n, %load ]
  %umx = phi i32 [ 0, %entry ], [ %umx.n, %load ]
  %as = phi i32 [ 0, %entry ], [ %as.n, %load ]
  %idx = add i32 %g4, %k
  %idx.e = zext i32 %idx to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx.e
  %v = load i32, ptr addrspace(1) %p, align 4
  %smn.n = call i32 @llvm.smin.i32(i32 %smn, i32 %v)
  %smx.n = call i32 @llvm.smax.i32(i32 %smx, i32 %v)
  %umn.n = call i32 @llvm.umin.i32(i32 %umn, i32 %v)
  %umx.n = call i32 @llvm.umax.i32(i32 %umx, i32 %v)
  %av = call i32 @llvm.abs.i32(i32 %v, i1 false)
  %as.n = add i32 %as, %av
  %k.next = add nuw nsw i32 %k, 1
  %k.done = icmp eq i32 %k.next, 4
  br i1 %k.done, label %publish, label %load

publish:
  %r0 = getelementptr inbounds [4 x [64 x i32]], ptr addrspace(3) @red, i32 0, i32 0, i32 %t
  %r1 = getelementptr inbounds [4 x [64 x i32]], ptr addrspace(3) @red, i32 0, i32 1, i32 %t
  %r2 = getelementptr inbounds [4 x [64 x i32]], ptr addrspace(3) @red, i32 0, i32 2, i32 %t
  %r3 = getelementptr inbounds [4 x [64 x i32]], ptr addrspace(3) @red, i32 0, i32 3, i32 %t
  store i32 %smn.n, ptr addrspace(3) %r0, align 4
  store i32 %smx.n, ptr addrspace(3) %r1, align 4
  store i32 %umn.n, ptr addrspace(3) %r2, align 4
  store i32 %umx.n, ptr addrspace(3) %r3, align 4
  call void @llvm.nvvm.barrier0()
  br label %tree

tree:
  %s = phi i32 [ 32, %publish ], [ %s.next, %tree.sync ]
  %active = icmp ult i32 %t, %s
  br i1 %active, label %combine, label %tree.sync

combine:
  %o = add nuw nsw i32 %t, %s
  %q0 = getelementptr inbounds [4 x [64 x i32]], ptr addrspace(3) @red, i32 0, i32 0, i32 %o
  %q1 = getelementptr inbounds [4 x [64 x i32]], ptr addrspace(3) @red, i32 0, i32 1, i32 %o
  %q2 = getelementptr inbounds [4 x [64 x i32]], ptr addrspace(3) @red, i32 0, i32 2, i32 %o
  %q3 = getelementptr inbounds [4 x [64 x i32]], ptr addrspace(3) @red, i32 0, i32 3, i32 %o
  %a0 = load i32, ptr addrspace(3) %r0, align 4
  %b0 = load i32, ptr addrspace(3) %q0, align 4
  %c0 = call i32 @llvm.smin.i32(i32 %a0, i32 %b0)
  store i32 %c0, ptr addrspace(3) %r0, align 4
  %a1 = load i32, ptr addrspace(3) %r1, align 4
  %b1 = load i32, ptr addrspace(3) %q1, align 4
  %c1 = call i32 @llvm.smax.i32(i32 %a1, i32 %b1)
  store i32 %c1, ptr addrspace(3) %r1, align 4
  %a2 = load i32, ptr addrspace(3) %r2, align 4
  %b2 = load i32, ptr addrspace(3) %q2, align 4
  %c2 = call i32 @llvm.umin.i32(i32 %a2, i32 %b2)
  store i32 %c2, ptr addrspace(3) %r2, align 4
  %a3 = load i32, ptr addrspace(3) %r3, align 4
  %b3 = load i32, ptr addrspace(3) %q3, align 4
  %c3 = call i32 @llvm.umax.i32(i32 %a3, i32 %b3)
  store i32 %c3, ptr addrspace(3) %r3, align 4
  br label %tree.sync

tree.sync:
  call void @llvm.nvvm.barrier0()
  %s.next = lshr i32 %s, 1
  %again = icmp ugt i32 %s, 1
  br i1 %again, label %tree, label %tail

tail:
  %res4 = getelementptr inbounds i32, ptr addrspace(1) %res, i64 4
  %old4 = atomicrmw add ptr addrspace(1) %res4, i32 %as.n monotonic, align 4
  %lead = icmp eq i32 %t, 0
  br i1 %lead, label %final, label %exit

final:
  %f0 = load i32, ptr addrspace(3) @red, align 4
  %old0 = atomicrmw min ptr addrspace(1) %res, i32 %f0 monotonic, align 4
  %f1p = getelementptr inbounds [4 x [64 x i32]], ptr addrspace(3) @red, i32 0, i32 1, i32 0
  %f1 = load i32, ptr addrspace(3) %f1p, align 4
  %res1 = getelementptr inbounds i32, ptr addrspace(1) %res, i64 1
  %old1 = atomicrmw max ptr addrspace(1) %res1, i32 %f1 monotonic, align 4
  %f2p = getelementptr inbounds [4 x [64 x i32]], ptr addrspace(3) @red, i32 0, i32 2, i32 0
  %f2 = load i32, ptr addrspace(3) %f2p, align 4
  %res2 = getelementptr inbounds i32, ptr addrspace(1) %res, i64 2
  %old2 = atomicrmw umin ptr addrspace(1) %res2, i32 %f2 monotonic, align 4
  %f3p = getelementptr inbounds [4 x [64 x i32]], ptr addrspace(3) @red, i32 0, i32 3, i32 0
  %f3 = load i32, ptr addrspace(3) %f3p, align 4
  %res3 = getelementptr inbounds i32, ptr addrspace(1) %res, i64 3
  %old3 = atomicrmw umax ptr addrspace(1) %res3, i32 %f3 monotonic, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1 immarg)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
