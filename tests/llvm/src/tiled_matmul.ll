; C = A * B with 16x16 shared-memory tiles (the CUDA programming guide kernel).
;
;   __shared__ float As[16][16], Bs[16][16];
;   __global__ void tiled_matmul(const float *A, const float *B, float *C, int K, int N) {
;     int tx = threadIdx.x, ty = threadIdx.y;
;     int row = blockIdx.y * blockDim.y + ty, col = blockIdx.x * blockDim.x + tx;
;     float acc = 0.0f;
;     for (int t = 0; t < K; t += 16) {
;       As[ty][tx] = A[row * K + t + tx];
;       Bs[ty][tx] = B[(t + ty) * N + col];
;       __syncthreads();
;       for (int k = 0; k < 16; k++) acc += As[ty][k] * Bs[k][tx];
;       __syncthreads();
;     }
;     C[row * N + col] = acc;
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4

define ptx_kernel void @tiled_matmul(ptr addrspace(1) noundef %A, ptr addrspace(1) noundef %B, ptr addrspace(1) noundef %C, i32 noundef %K, i32 noundef %N) #0 {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %rb = mul i32 %by, %ny
  %row = add i32 %rb, %ty
  %cb = mul i32 %bx, %nx
  %col = add i32 %cb, %tx
  %arow = mul nsw i32 %row, %K
  %as.p = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @As, i32 0, i32 %ty, i32 %tx
  %bs.p = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @Bs, i32 0, i32 %ty, i32 %tx
  br label %tiles

tiles:
  %t = phi i32 [ 0, %entry ], [ %t.next, %tile.end ]
  %acc = phi float [ 0.0, %entry ], [ %acc.tile, %tile.end ]
  %more = icmp slt i32 %t, %K
  br i1 %more, label %tile, label %done

tile:
  %ai0 = add nsw i32 %arow, %t
  %ai = add nsw i32 %ai0, %tx
  %ai.e = sext i32 %ai to i64
  %ap = getelementptr inbounds float, ptr addrspace(1) %A, i64 %ai.e
  %av = load float, ptr addrspace(1) %ap, align 4
  store float %av, ptr addrspace(3) %as.p, align 4
  %br0 = add nsw i32 %t, %ty
  %br = mul nsw i32 %br0, %N
  %bi = add nsw i32 %br, %col
  %bi.e = sext i32 %bi to i64
  %bp = getelementptr inbounds float, ptr addrspace(1) %B, i64 %bi.e
  %bv = load float, ptr addrspace(1) %bp, align 4
  store float %bv, ptr addrspace(3) %bs.p, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %inner

inner:
  %k = phi i32 [ 0, %tile ], [ %k.next, %inner ]
  %a = phi float [ %acc, %tile ], [ %a.next, %inner ]
  %x.p = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @As, i32 0, i32 %ty, i32 %k
  %x = load float, ptr addrspace(3) %x.p, align 4
  %y.p = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @Bs, i32 0, i32 %k, i32 %tx
  %y = load float, ptr addrspace(3) %y.p, align 4
  %a.next = call float @llvm.fmuladd.f32(float %x, float %y, float %a)
  %k.next = add nuw nsw i32 %k, 1
  %k.done = icmp eq i32 %k.next, 16
  br i1 %k.done, label %tile.end, label %inner

tile.end:
  %acc.tile = phi float [ %a.next, %inner ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t.next = add nsw i32 %t, 16
  br label %tiles

done:
  %crow = mul nsw i32 %row, %N
  %ci = add nsw i32 %crow, %col
  %ci.e = sext i32 %ci to i64
  %cp = getelementptr inbounds float, ptr addrspace(1) %C, i64 %ci.e
  store float %acc, ptr addrspace(1) %cp, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
