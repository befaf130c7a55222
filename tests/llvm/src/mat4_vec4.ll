; 4x4 matrix times vector with LLVM vector types.
;
;   __global__ void mat4_vec4(const float4 *M, const float4 *V, float4 *out, int2 *iout) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     float4 x = V[t], y;
;     for (int r = 0; r < 4; r++) { float4 p = M[4*t + r] * x; y[r] = p.x + p.y + p.z + p.w; }
;     out[t] = y.wzyx;                                   // shufflevector
;     int2 i = make_int2((int)y.x, (int)y.z) + make_int2(1, -1);
;     iout[t] = i;
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @mat4_vec4(ptr addrspace(1) noundef %M, ptr addrspace(1) noundef %V, ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %iout) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %t = add i32 %base, %tid
  %t.ext = sext i32 %t to i64
  %vp = getelementptr inbounds <4 x float>, ptr addrspace(1) %V, i64 %t.ext
  %x = load <4 x float>, ptr addrspace(1) %vp, align 16
  %row0 = shl nsw i64 %t.ext, 2
  br label %rows

rows:
  %r = phi i64 [ 0, %entry ], [ %r.next, %rows ]
  %y = phi <4 x float> [ zeroinitializer, %entry ], [ %y.next, %rows ]
  %mi = add nsw i64 %row0, %r
  %mp = getelementptr inbounds <4 x float>, ptr addrspace(1) %M, i64 %mi
  %m = load <4 x float>, ptr addrspace(1) %mp, align 16
  %p = fmul <4 x float> %m, %x
  %p0 = extractelement <4 x float> %p, i64 0
  %p1 = extractelement <4 x float> %p, i64 1
  %p2 = extractelement <4 x float> %p, i64 2
  %p3 = extractelement <4 x float> %p, i64 3
  %s01 = fadd float %p0, %p1
  %s012 = fadd float %s01, %p2
  %dot = fadd float %s012, %p3
  %y.next = insertelement <4 x float> %y, float %dot, i64 %r
  %r.next = add nuw nsw i64 %r, 1
  %r.done = icmp eq i64 %r.next, 4
  br i1 %r.done, label %store, label %rows

store:
  %rev = shufflevector <4 x float> %y.next, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %op = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %t.ext
  store <4 x float> %rev, ptr addrspace(1) %op, align 16
  %xz = shufflevector <4 x float> %y.next, <4 x float> poison, <2 x i32> <i32 0, i32 2>
  %xzi = fptosi <2 x float> %xz to <2 x i32>
  %adj = add <2 x i32> %xzi, <i32 1, i32 -1>
  %ip = getelementptr inbounds <2 x i32>, ptr addrspace(1) %iout, i64 %t.ext
  store <2 x i32> %adj, ptr addrspace(1) %ip, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @mat4_vec4, !"kernel", i32 1}
