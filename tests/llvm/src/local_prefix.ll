; Per-thread local array with dynamic indexing (clang -O0 style: every
; local variable is an alloca; opt -O2 promotes the scalars, the array stays).
;
;   __global__ void local_prefix(const int *in, int *out, int n) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     int buf[16];                              // lifetime.start .. end
;     for (int k = 0; k < n; k++) buf[k] = in[t * 16 + k];
;     for (int k = 1; k < n; k++) buf[k] += buf[k - 1];
;     for (int k = 0; k < n; k++) out[t * 16 + k] = buf[(k * 7 + t) % n];
;   }
; buf is addressed through its local-space (addrspace 5) alias, as the
; NVPTX backend does after lowering allocas.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @local_prefix(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, i32 noundef %n) #0 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %n.addr = alloca i32, align 4
  %t = alloca i32, align 4
  %buf = alloca [16 x i32], align 4
  %k = alloca i32, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %add = add i32 %mul, %tid
  store i32 %add, ptr %t, align 4
  call void @llvm.lifetime.start.p0(ptr %buf)
  %buf.local = addrspacecast ptr %buf to ptr addrspace(5)
  store i32 0, ptr %k, align 4
  br label %fill.cond

fill.cond:
  %k0 = load i32, ptr %k, align 4
  %n0 = load i32, ptr %n.addr, align 4
  %cmp0 = icmp slt i32 %k0, %n0
  br i1 %cmp0, label %fill.body, label %fill.end

fill.body:
  %t0 = load i32, ptr %t, align 4
  %base0 = mul nsw i32 %t0, 16
  %k1 = load i32, ptr %k, align 4
  %idx0 = add nsw i32 %base0, %k1
  %idx0.ext = sext i32 %idx0 to i64
  %in0 = load ptr addrspace(1), ptr %in.addr, align 8
  %src = getelementptr inbounds i32, ptr addrspace(1) %in0, i64 %idx0.ext
  %v0 = load i32, ptr addrspace(1) %src, align 4
  %k1.ext = sext i32 %k1 to i64
  %dst0 = getelementptr inbounds [16 x i32], ptr addrspace(5) %buf.local, i64 0, i64 %k1.ext
  store i32 %v0, ptr addrspace(5) %dst0, align 4
  %k2 = add nsw i32 %k1, 1
  store i32 %k2, ptr %k, align 4
  br label %fill.cond

fill.end:
  store i32 1, ptr %k, align 4
  br label %scan.cond

scan.cond:
  %k3 = load i32, ptr %k, align 4
  %n1 = load i32, ptr %n.addr, align 4
  %cmp1 = icmp slt i32 %k3, %n1
  br i1 %cmp1, label %scan.body, label %scan.end

scan.body:
  %k4 = load i32, ptr %k, align 4
  %km1 = sub nsw i32 %k4, 1
  %km1.ext = sext i32 %km1 to i64
  %prev.p = getelementptr inbounds [16 x i32], ptr addrspace(5) %buf.local, i64 0, i64 %km1.ext
  %prev = load i32, ptr addrspace(5) %prev.p, align 4
  %k4.ext = sext i32 %k4 to i64
  %cur.p = getelementptr inbounds [16 x i32], ptr addrspace(5) %buf.local, i64 0, i64 %k4.ext
  %cur = load i32, ptr addrspace(5) %cur.p, align 4
  %sum = add nsw i32 %cur, %prev
  store i32 %sum, ptr addrspace(5) %cur.p, align 4
  %k5 = add nsw i32 %k4, 1
  store i32 %k5, ptr %k, align 4
  br label %scan.cond

scan.end:
  store i32 0, ptr %k, align 4
  br label %out.cond

out.cond:
  %k6 = load i32, ptr %k, align 4
  %n2 = load i32, ptr %n.addr, align 4
  %cmp2 = icmp slt i32 %k6, %n2
  br i1 %cmp2, label %out.body, label %out.end

out.body:
  %k7 = load i32, ptr %k, align 4
  %t1 = load i32, ptr %t, align 4
  %mul7 = mul nsw i32 %k7, 7
  %sel0 = add nsw i32 %mul7, %t1
  %n3 = load i32, ptr %n.addr, align 4
  %sel = srem i32 %sel0, %n3
  %sel.ext = sext i32 %sel to i64
  %g.p = getelementptr inbounds [16 x i32], ptr addrspace(5) %buf.local, i64 0, i64 %sel.ext
  %g = load i32, ptr addrspace(5) %g.p, align 4
  %base1 = mul nsw i32 %t1, 16
  %idx1 = add nsw i32 %base1, %k7
  %idx1.ext = sext i32 %idx1 to i64
  %out0 = load ptr addrspace(1), ptr %out.addr, align 8
  %dst1 = getelementptr inbounds i32, ptr addrspace(1) %out0, i64 %idx1.ext
  store i32 %g, ptr addrspace(1) %dst1, align 4
  %k8 = add nsw i32 %k7, 1
  store i32 %k8, ptr %k, align 4
  br label %out.cond

out.end:
  call void @llvm.lifetime.end.p0(ptr %buf)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
