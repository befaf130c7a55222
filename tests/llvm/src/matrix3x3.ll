; Per-thread 3x3 matrix algebra with a non-inlined device function.
;
;   struct Mat3 { float m[3][3]; };
;   __device__ __noinline__ void mat3_mul(Mat3 *c, const Mat3 *a, const Mat3 *b) {
;     for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) {
;       float s = 0.0f;
;       for (int k = 0; k < 3; k++) s = fmaf(a->m[i][k], b->m[k][j], s);  // contracted
;       c->m[i][j] = s; } }
;   __global__ void matrix3x3(const Mat3 *A, const Mat3 *B, Mat3 *C, float *det) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     Mat3 a = A[t], b = B[t], c;                 // struct copies: memcpy
;     mat3_mul(&c, &a, &b);
;     C[t] = c;
;     det[t] = a00*(a11*a22 - a12*a21) - a01*(a10*a22 - a12*a20) + a02*(a10*a21 - a11*a20);
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Mat3 = type { [3 x [3 x float]] }

define void @mat3_mul(ptr noundef %c, ptr noundef %a, ptr noundef %b) #1 {
entry:
  br label %row

row:
  %i = phi i64 [ 0, %entry ], [ %i.next, %row.end ]
  br label %col

col:
  %j = phi i64 [ 0, %row ], [ %j.next, %col.end ]
  br label %dot

dot:
  %k = phi i64 [ 0, %col ], [ %k.next, %dot ]
  %s = phi float [ 0.0, %col ], [ %s.next, %dot ]
  %pa = getelementptr inbounds %struct.Mat3, ptr %a, i64 0, i32 0, i64 %i, i64 %k
  %va = load float, ptr %pa, align 4
  %pb = getelementptr inbounds %struct.Mat3, ptr %b, i64 0, i32 0, i64 %k, i64 %j
  %vb = load float, ptr %pb, align 4
  %s.next = call float @llvm.fmuladd.f32(float %va, float %vb, float %s)
  %k.next = add nuw nsw i64 %k, 1
  %k.done = icmp eq i64 %k.next, 3
  br i1 %k.done, label %col.end, label %dot

col.end:
  %pc = getelementptr inbounds %struct.Mat3, ptr %c, i64 0, i32 0, i64 %i, i64 %j
  store float %s.next, ptr %pc, align 4
  %j.next = add nuw nsw i64 %j, 1
  %j.done = icmp eq i64 %j.next, 3
  br i1 %j.done, label %row.end, label %col

row.end:
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, 3
  br i1 %i.done, label %exit, label %row

exit:
  ret void
}

define ptx_kernel void @matrix3x3(ptr addrspace(1) noundef %A, ptr addrspace(1) noundef %B, ptr addrspace(1) noundef %C, ptr addrspace(1) noundef %det) #0 {
entry:
  %a = alloca %struct.Mat3, align 4
  %b = alloca %struct.Mat3, align 4
  %c = alloca %struct.Mat3, align 4
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %t = add i32 %base, %tid
  %t.ext = sext i32 %t to i64
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @llvm.lifetime.start.p0(ptr %b)
  call void @llvm.lifetime.start.p0(ptr %c)
  %srcA = getelementptr inbounds %struct.Mat3, ptr addrspace(1) %A, i64 %t.ext
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %a, ptr addrspace(1) align 4 %srcA, i64 36, i1 false)
  %srcB = getelementptr inbounds %struct.Mat3, ptr addrspace(1) %B, i64 %t.ext
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %b, ptr addrspace(1) align 4 %srcB, i64 36, i1 false)
  call void @mat3_mul(ptr noundef %c, ptr noundef %a, ptr noundef %b)
  %dstC = getelementptr inbounds %struct.Mat3, ptr addrspace(1) %C, i64 %t.ext
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %dstC, ptr align 4 %c, i64 36, i1 false)
  ; determinant by cofactor expansion along the first row
  %p00 = getelementptr inbounds %struct.Mat3, ptr %a, i64 0, i32 0, i64 0, i64 0
  %a00 = load float, ptr %p00, align 4
  %p01 = getelementptr inbounds %struct.Mat3, ptr %a, i64 0, i32 0, i64 0, i64 1
  %a01 = load float, ptr %p01, align 4
  %p02 = getelementptr inbounds %struct.Mat3, ptr %a, i64 0, i32 0, i64 0, i64 2
  %a02 = load float, ptr %p02, align 4
  %p10 = getelementptr inbounds %struct.Mat3, ptr %a, i64 0, i32 0, i64 1, i64 0
  %a10 = load float, ptr %p10, align 4
  %p11 = getelementptr inbounds %struct.Mat3, ptr %a, i64 0, i32 0, i64 1, i64 1
  %a11 = load float, ptr %p11, align 4
  %p12 = getelementptr inbounds %struct.Mat3, ptr %a, i64 0, i32 0, i64 1, i64 2
  %a12 = load float, ptr %p12, align 4
  %p20 = getelementptr inbounds %struct.Mat3, ptr %a, i64 0, i32 0, i64 2, i64 0
  %a20 = load float, ptr %p20, align 4
  %p21 = getelementptr inbounds %struct.Mat3, ptr %a, i64 0, i32 0, i64 2, i64 1
  %a21 = load float, ptr %p21, align 4
  %p22 = getelementptr inbounds %struct.Mat3, ptr %a, i64 0, i32 0, i64 2, i64 2
  %a22 = load float, ptr %p22, align 4
  %m0a = fmul contract float %a11, %a22
  %m0b = fmul contract float %a12, %a21
  %m0 = fsub contract float %m0a, %m0b
  %m1a = fmul contract float %a10, %a22
  %m1b = fmul contract float %a12, %a20
  %m1 = fsub contract float %m1a, %m1b
  %m2a = fmul contract float %a10, %a21
  %m2b = fmul contract float %a11, %a20
  %m2 = fsub contract float %m2a, %m2b
  %t0 = fmul contract float %a00, %m0
  %t1 = fmul contract float %a01, %m1
  %t1n = fneg contract float %t1
  %t2 = fmul contract float %a02, %m2
  %d01 = fadd contract float %t0, %t1n
  %d = fadd contract float %d01, %t2
  %dp = getelementptr inbounds float, ptr addrspace(1) %det, i64 %t.ext
  store float %d, ptr addrspace(1) %dp, align 4
  call void @llvm.lifetime.end.p0(ptr %c)
  call void @llvm.lifetime.end.p0(ptr %b)
  call void @llvm.lifetime.end.p0(ptr %a)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fmuladd.f32(float, float, float)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias writeonly, ptr addrspace(1) noalias readonly, i64, i1 immarg)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias writeonly, ptr noalias readonly, i64, i1 immarg)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "target-cpu"="sm_80" }
