; Escaping slots: two local arrays whose addresses are passed to a device
; function and stored into local structs, whose addresses are in turn
; passed to another device function (which reads the arrays through the
; stored pointers).
;
;   struct View { int *data; int len; int stride; };
;   __device__ __noinline__ void fill(int *p, int n, int seed) {
;     for (int k = 0; k < n; k++) p[k] = (seed * (k + 1)) ^ (k * 7);
;   }
;   __device__ __noinline__ int dot_view(const View *u, const View *w, int t) {
;     int s = 0;
;     for (int k = 0; k < u->len; k++)
;       s += u->data[(k * u->stride + t) % u->len] * w->data[k % w->len];
;     return s;
;   }
;   __global__ void escape_calls(const int *in, int *out, int n) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     int a[24], b[24];
;     View va, vb;
;     fill(a, n, in[t]);
;     fill(b, n, t * 3 + 1);
;     va.data = a; va.len = n; va.stride = 5;
;     vb.data = b; vb.len = n; vb.stride = 1;
;     out[2 * t] = dot_view(&va, &vb, t);
;     a[t % n] = -1;
;     out[2 * t + 1] = dot_view(&vb, &va, t);
;   }
; Scalars are SSA values (clang -O1 before SROA); arrays and structs are allocas.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.View = type { ptr, i32, i32 }

define void @fill(ptr noundef %p, i32 noundef %n, i32 noundef %seed) #1 {
entry:
  br label %cond

cond:
  %k = phi i32 [ 0, %entry ], [ %k.next, %body ]
  %c = icmp slt i32 %k, %n
  br i1 %c, label %body, label %exit

body:
  %k1 = add nsw i32 %k, 1
  %m = mul nsw i32 %seed, %k1
  %k7 = mul nsw i32 %k, 7
  %x = xor i32 %m, %k7
  %k.ext = sext i32 %k to i64
  %q = getelementptr inbounds i32, ptr %p, i64 %k.ext
  store i32 %x, ptr %q, align 4
  %k.next = add nsw i32 %k, 1
  br label %cond

exit:
  ret void
}

define i32 @dot_view(ptr noundef %u, ptr noundef %w, i32 noundef %t) #1 {
entry:
  %u.len.p = getelementptr inbounds %struct.View, ptr %u, i32 0, i32 1
  br label %cond

cond:
  %k = phi i32 [ 0, %entry ], [ %k.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %ulen = load i32, ptr %u.len.p, align 8
  %c = icmp slt i32 %k, %ulen
  br i1 %c, label %body, label %exit

body:
  %u.data.p = getelementptr inbounds %struct.View, ptr %u, i32 0, i32 0
  %udata = load ptr, ptr %u.data.p, align 8
  %u.stride.p = getelementptr inbounds %struct.View, ptr %u, i32 0, i32 2
  %ustride = load i32, ptr %u.stride.p, align 4
  %m = mul nsw i32 %k, %ustride
  %j = add nsw i32 %m, %t
  %ulen2 = load i32, ptr %u.len.p, align 8
  %r = srem i32 %j, %ulen2
  %r.ext = sext i32 %r to i64
  %up = getelementptr inbounds i32, ptr %udata, i64 %r.ext
  %uv = load i32, ptr %up, align 4
  %w.data.p = getelementptr inbounds %struct.View, ptr %w, i32 0, i32 0
  %wdata = load ptr, ptr %w.data.p, align 8
  %w.len.p = getelementptr inbounds %struct.View, ptr %w, i32 0, i32 1
  %wlen = load i32, ptr %w.len.p, align 8
  %rw = srem i32 %k, %wlen
  %rw.ext = sext i32 %rw to i64
  %wp = getelementptr inbounds i32, ptr %wdata, i64 %rw.ext
  %wv = load i32, ptr %wp, align 4
  %x = mul nsw i32 %uv, %wv
  %s.next = add nsw i32 %s, %x
  %k.next = add nsw i32 %k, 1
  br label %cond

exit:
  ret i32 %s
}

define ptx_kernel void @escape_calls(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, i32 noundef %n) #0 {
entry:
  %a = alloca [24 x i32], align 4
  %b = alloca [24 x i32], align 4
  %va = alloca %struct.View, align 8
  %vb = alloca %struct.View, align 8
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @llvm.lifetime.start.p0(ptr %b)
  call void @llvm.lifetime.start.p0(ptr %va)
  call void @llvm.lifetime.start.p0(ptr %vb)
  %t.ext = sext i32 %t to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %t.ext
  %seed = load i32, ptr addrspace(1) %ip, align 4
  call void @fill(ptr noundef %a, i32 noundef %n, i32 noundef %seed)
  %t3 = mul nsw i32 %t, 3
  %seed2 = add nsw i32 %t3, 1
  call void @fill(ptr noundef %b, i32 noundef %n, i32 noundef %seed2)
  %va.data = getelementptr inbounds %struct.View, ptr %va, i32 0, i32 0
  store ptr %a, ptr %va.data, align 8
  %va.len = getelementptr inbounds %struct.View, ptr %va, i32 0, i32 1
  store i32 %n, ptr %va.len, align 8
  %va.stride = getelementptr inbounds %struct.View, ptr %va, i32 0, i32 2
  store i32 5, ptr %va.stride, align 4
  %vb.data = getelementptr inbounds %struct.View, ptr %vb, i32 0, i32 0
  store ptr %b, ptr %vb.data, align 8
  %vb.len = getelementptr inbounds %struct.View, ptr %vb, i32 0, i32 1
  store i32 %n, ptr %vb.len, align 8
  %vb.stride = getelementptr inbounds %struct.View, ptr %vb, i32 0, i32 2
  store i32 1, ptr %vb.stride, align 4
  %d0 = call i32 @dot_view(ptr noundef %va, ptr noundef %vb, i32 noundef %t)
  %o0 = mul nsw i32 %t, 2
  %o0.ext = sext i32 %o0 to i64
  %op0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o0.ext
  store i32 %d0, ptr addrspace(1) %op0, align 4
  %tm = srem i32 %t, %n
  %tm.ext = sext i32 %tm to i64
  %ap = getelementptr inbounds [24 x i32], ptr %a, i64 0, i64 %tm.ext
  store i32 -1, ptr %ap, align 4
  %d1 = call i32 @dot_view(ptr noundef %vb, ptr noundef %va, i32 noundef %t)
  %o1 = add nsw i32 %o0, 1
  %o1.ext = sext i32 %o1 to i64
  %op1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o1.ext
  store i32 %d1, ptr addrspace(1) %op1, align 4
  call void @llvm.lifetime.end.p0(ptr %vb)
  call void @llvm.lifetime.end.p0(ptr %va)
  call void @llvm.lifetime.end.p0(ptr %b)
  call void @llvm.lifetime.end.p0(ptr %a)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { convergent mustprogress noinline nounwind "target-cpu"="sm_80" }
