; 1-D convolution with a 7-tap filter in constant memory and a shared tile with halo.
;
;   __constant__ float filt[7] = { 1, -2, 3, 4, 3, -2, 1 };
;   __shared__ float tile[64 + 6];
;   __global__ void conv1d_const(const float *in, float *out, int n, int taps) {   // taps = 7
;     int t = threadIdx.x, g = blockIdx.x * blockDim.x + t;       // blockDim.x == 64
;     tile[t + 3] = g < n ? in[g] : 0.0f;
;     if (t < 3) {
;       tile[t] = g - 3 >= 0 ? in[g - 3] : 0.0f;
;       tile[t + 67] = g + 64 < n ? in[g + 64] : 0.0f;
;     }
;     __syncthreads();
;     float acc = 0.0f;
;     int k = 0;
;     do acc += filt[k] * tile[t + k]; while (++k < taps);
;     if (g < n) out[g] = acc;
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@filt = internal addrspace(4) constant [7 x float] [float 1.0, float -2.0, float 3.0, float 4.0, float 3.0, float -2.0, float 1.0], align 4
@tile = internal addrspace(3) global [70 x float] undef, align 4

define internal float @load_or_zero(ptr addrspace(1) %in, i32 %i, i32 %n) #2 {
entry:
  %lo = icmp sge i32 %i, 0
  %hi = icmp slt i32 %i, %n
  %ok = and i1 %lo, %hi
  br i1 %ok, label %load, label %zero

load:
  %i.e = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i.e
  %v = load float, ptr addrspace(1) %p, align 4
  ret float %v

zero:
  ret float 0.0
}

define ptx_kernel void @conv1d_const(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, i32 noundef %n, i32 noundef %ntaps) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add nsw i32 %base, %t
  %v = call float @load_or_zero(ptr addrspace(1) %in, i32 %g, i32 %n)
  %t3 = add nuw nsw i32 %t, 3
  %mine = getelementptr inbounds [70 x float], ptr addrspace(3) @tile, i32 0, i32 %t3
  store float %v, ptr addrspace(3) %mine, align 4
  %halo = icmp ult i32 %t, 3
  br i1 %halo, label %edges, label %sync

edges:
  %gl = add nsw i32 %g, -3
  %vl = call float @load_or_zero(ptr addrspace(1) %in, i32 %gl, i32 %n)
  %pl = getelementptr inbounds [70 x float], ptr addrspace(3) @tile, i32 0, i32 %t
  store float %vl, ptr addrspace(3) %pl, align 4
  %gr = add nsw i32 %g, 64
  %vr = call float @load_or_zero(ptr addrspace(1) %in, i32 %gr, i32 %n)
  %t67 = add nuw nsw i32 %t, 67
  %pr = getelementptr inbounds [70 x float], ptr addrspace(3) @tile, i32 0, i32 %t67
  store float %vr, ptr addrspace(3) %pr, align 4
  br label %sync

sync:
  call void @llvm.nvvm.barrier0()
  br label %taps

taps:
  %k = phi i32 [ 0, %sync ], [ %k.next, %taps ]
  %acc = phi float [ 0.0, %sync ], [ %acc.next, %taps ]
  %fp = getelementptr inbounds [7 x float], ptr addrspace(4) @filt, i32 0, i32 %k
  %f = load float, ptr addrspace(4) %fp, align 4
  %tk = add nuw nsw i32 %t, %k
  %xp = getelementptr inbounds [70 x float], ptr addrspace(3) @tile, i32 0, i32 %tk
  %x = load float, ptr addrspace(3) %xp, align 4
  %acc.next = call float @llvm.fmuladd.f32(float %f, float %x, float %acc)
  %k.next = add nuw nsw i32 %k, 1
  %k.done = icmp sge i32 %k.next, %ntaps
  br i1 %k.done, label %write, label %taps

write:
  %inside = icmp slt i32 %g, %n
  br i1 %inside, label %store, label %exit

store:
  %g.e = sext i32 %g to i64
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g.e
  store float %acc.next, ptr addrspace(1) %op, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #2 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
