; llvm.memcpy / memmove / memset with constant and variable lengths, across
; constant, shared, local and global memory.
;
;   __constant__ char pattern[64] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/";
;   __shared__ char stage[64];
;   __global__ void memops(const char *src, char *dst, char *dst2) {
;     unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
;     if (t == 0) memcpy(stage, pattern, 64);                 // constant -> shared, 64 bytes
;     __syncthreads();
;     char buf[64];
;     memset(buf, '.', 64);                                   // constant length
;     unsigned len = 8 + g % 17;
;     memcpy(buf + 4, src + 32 * g, len);                     // variable length
;     memmove(buf + 6, buf + 4, len);                         // overlapping, variable
;     memcpy(buf, stage + g % 60, 4);                         // shared -> local, 4 bytes
;     memcpy(dst + 64 * g, buf, 64);                          // local -> global, 64 bytes
;     memset(dst2 + 16 * g, 'Z', 16);                         // constant length
;     memset(dst2 + 16 * g, (char)g, g % 16);                 // variable length
;     memmove(dst2 + 16 * g + 1, dst2 + 16 * g, 12);          // overlapping, constant
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@pattern = internal addrspace(4) constant [64 x i8] c"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/", align 1
@stage = internal addrspace(3) global [64 x i8] undef, align 4

define ptx_kernel void @memops(ptr addrspace(1) noundef %src, ptr addrspace(1) noundef %dst, ptr addrspace(1) noundef %dst2) #0 {
entry:
  %buf = alloca [64 x i8], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %t
  %lead = icmp eq i32 %t, 0
  br i1 %lead, label %fill, label %filled

fill:
  call void @llvm.memcpy.p3.p4.i64(ptr addrspace(3) align 4 @stage, ptr addrspace(4) align 1 @pattern, i64 64, i1 false)
  br label %filled

filled:
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(ptr %buf)
  call void @llvm.memset.p0.i64(ptr align 4 %buf, i8 46, i64 64, i1 false)
  %r17 = urem i32 %g, 17
  %len = add nuw nsw i32 %r17, 8
  %len.e = zext i32 %len to i64
  %g32 = shl i32 %g, 5
  %g32.e = zext i32 %g32 to i64
  %from = getelementptr inbounds i8, ptr addrspace(1) %src, i64 %g32.e
  %buf4 = getelementptr inbounds i8, ptr %buf, i64 4
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %buf4, ptr addrspace(1) align 1 %from, i64 %len.e, i1 false)
  %buf6 = getelementptr inbounds i8, ptr %buf, i64 6
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %buf6, ptr align 4 %buf4, i64 %len.e, i1 false)
  %r60 = urem i32 %g, 60
  %sp = getelementptr inbounds [64 x i8], ptr addrspace(3) @stage, i32 0, i32 %r60
  call void @llvm.memcpy.p0.p3.i64(ptr align 4 %buf, ptr addrspace(3) align 1 %sp, i64 4, i1 false)
  %g64 = shl i32 %g, 6
  %g64.e = zext i32 %g64 to i64
  %to = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 %g64.e
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 1 %to, ptr align 4 %buf, i64 64, i1 false)
  call void @llvm.lifetime.end.p0(ptr %buf)
  %g16 = shl i32 %g, 4
  %g16.e = zext i32 %g16 to i64
  %to2 = getelementptr inbounds i8, ptr addrspace(1) %dst2, i64 %g16.e
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 1 %to2, i8 90, i64 16, i1 false)
  %byte = trunc i32 %g to i8
  %n2 = and i32 %g, 15
  %n2.e = zext i32 %n2 to i64
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 1 %to2, i8 %byte, i64 %n2.e, i1 false)
  %to2.1 = getelementptr inbounds i8, ptr addrspace(1) %to2, i64 1
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 1 %to2.1, ptr addrspace(1) align 1 %to2, i64 12, i1 false)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.memcpy.p3.p4.i64(ptr addrspace(3) noalias writeonly, ptr addrspace(4) noalias readonly, i64, i1 immarg)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias writeonly, ptr addrspace(1) noalias readonly, i64, i1 immarg)
declare void @llvm.memcpy.p0.p3.i64(ptr noalias writeonly, ptr addrspace(3) noalias readonly, i64, i1 immarg)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias writeonly, ptr noalias readonly, i64, i1 immarg)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly, ptr readonly, i64, i1 immarg)
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1) writeonly, ptr addrspace(1) readonly, i64, i1 immarg)
declare void @llvm.memset.p0.i64(ptr writeonly, i8, i64, i1 immarg)
declare void @llvm.memset.p1.i64(ptr addrspace(1) writeonly, i8, i64, i1 immarg)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
