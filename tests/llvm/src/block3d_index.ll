; 3-D thread blocks in a 2-D grid: every sreg, and volatile accesses to
; constant and local memory.
;
;   __constant__ int weights[4] = { 1, 10, 100, 1000 };
;   __global__ void block3d_index(int *out, int *chk) {
;     unsigned tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
;     unsigned cx = blockIdx.x, cy = blockIdx.y;
;     unsigned per = blockDim.x * blockDim.y * blockDim.z;
;     unsigned lin = (cy * gridDim.x + cx) * per + (tz * blockDim.y + ty) * blockDim.x + tx;
;     out[lin] = tx | ty << 4 | tz << 8 | cx << 12 | cy << 16;
;     volatile int scratch[4];                         // local, volatile
;     for (int k = 0; k < 4; k++) scratch[k] = ((volatile int *)weights)[k] * (k + 1);
;     chk[lin] = scratch[tx] + scratch[3 - tx] + scratch[tz];
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@weights = internal addrspace(4) constant [4 x i32] [i32 1, i32 10, i32 100, i32 1000], align 4

define ptx_kernel void @block3d_index(ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %chk) #0 {
entry:
  %scratch = alloca [4 x i32], align 4
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %nz = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %gx = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %nxy = mul i32 %nx, %ny
  %per = mul i32 %nxy, %nz
  %row = mul i32 %cy, %gx
  %blk = add i32 %row, %cx
  %blk.base = mul i32 %blk, %per
  %zy0 = mul i32 %tz, %ny
  %zy = add i32 %zy0, %ty
  %zyx0 = mul i32 %zy, %nx
  %zyx = add i32 %zyx0, %tx
  %lin = add i32 %blk.base, %zyx
  %lin.e = zext i32 %lin to i64
  %f1 = shl i32 %ty, 4
  %f2 = shl i32 %tz, 8
  %f3 = shl i32 %cx, 12
  %f4 = shl i32 %cy, 16
  %v1 = or i32 %tx, %f1
  %v2 = or i32 %v1, %f2
  %v3 = or i32 %v2, %f3
  %v4 = or i32 %v3, %f4
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %lin.e
  store i32 %v4, ptr addrspace(1) %op, align 4
  call void @llvm.lifetime.start.p0(ptr %scratch)
  %loc = addrspacecast ptr %scratch to ptr addrspace(5)
  br label %fill

fill:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill ]
  %wp = getelementptr inbounds [4 x i32], ptr addrspace(4) @weights, i32 0, i32 %k
  %w = load volatile i32, ptr addrspace(4) %wp, align 4
  %k1 = add nuw nsw i32 %k, 1
  %wk = mul nsw i32 %w, %k1
  %lp = getelementptr inbounds [4 x i32], ptr addrspace(5) %loc, i32 0, i32 %k
  store volatile i32 %wk, ptr addrspace(5) %lp, align 4
  %k.next = add nuw nsw i32 %k, 1
  %k.done = icmp eq i32 %k.next, 4
  br i1 %k.done, label %read, label %fill

read:
  %p1 = getelementptr inbounds [4 x i32], ptr addrspace(5) %loc, i32 0, i32 %tx
  %r1 = load volatile i32, ptr addrspace(5) %p1, align 4
  %mirror = sub i32 3, %tx
  %p2 = getelementptr inbounds [4 x i32], ptr addrspace(5) %loc, i32 0, i32 %mirror
  %r2 = load volatile i32, ptr addrspace(5) %p2, align 4
  %p3 = getelementptr inbounds [4 x i32], ptr addrspace(5) %loc, i32 0, i32 %tz
  %r3 = load volatile i32, ptr addrspace(5) %p3, align 4
  %s12 = add i32 %r1, %r2
  %s = add i32 %s12, %r3
  %cp = getelementptr inbounds i32, ptr addrspace(1) %chk, i64 %lin.e
  store i32 %s, ptr addrspace(1) %cp, align 4
  call void @llvm.lifetime.end.p0(ptr %scratch)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
