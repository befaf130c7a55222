; Bitonic sorting network on a per-thread local array.
;
;   __global__ void bitonic_local(const int *in, int *out, int n) {   // n = 16
;     int t = blockIdx.x * blockDim.x + threadIdx.x, buf[16];
;     for (int k = 0; k < n; k++) buf[k] = in[t * n + k];
;     for (unsigned size = 2; size <= n; size <<= 1)
;       for (unsigned stride = size >> 1; stride > 0; stride >>= 1)
;         for (unsigned i = 0; i < n; i++) {
;           unsigned j = i ^ stride;
;           if (j > i) {
;             int a = buf[i], b = buf[j], lo = min(a, b), hi = max(a, b);
;             bool up = (i & size) == 0;
;             buf[i] = up ? lo : hi;  buf[j] = up ? hi : lo;
;           }
;         }
;     for (int k = 0; k < n; k++) out[t * n + k] = buf[k];
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @bitonic_local(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, i32 noundef %n) #0 {
entry:
  %buf = alloca [16 x i32], align 16
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %t = add i32 %base, %tid
  %seg = mul i32 %t, %n
  call void @llvm.lifetime.start.p0(ptr %buf)
  br label %load

load:
  %k = phi i32 [ 0, %entry ], [ %k.next, %load.body ]
  %k.more = icmp slt i32 %k, %n
  br i1 %k.more, label %load.body, label %sort

load.body:
  %gi = add nsw i32 %seg, %k
  %gi.ext = sext i32 %gi to i64
  %gp = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gi.ext
  %gv = load i32, ptr addrspace(1) %gp, align 4
  %k.ext = sext i32 %k to i64
  %lp = getelementptr inbounds [16 x i32], ptr %buf, i64 0, i64 %k.ext
  store i32 %gv, ptr %lp, align 4
  %k.next = add nsw i32 %k, 1
  br label %load

sort:
  br label %size.loop

size.loop:
  %size = phi i32 [ 2, %sort ], [ %size.next, %size.next.bb ]
  %size.ok = icmp ule i32 %size, %n
  br i1 %size.ok, label %stride.init, label %store

stride.init:
  %stride0 = lshr i32 %size, 1
  br label %stride.loop

stride.loop:
  %stride = phi i32 [ %stride0, %stride.init ], [ %stride.next, %stride.next.bb ]
  %stride.ok = icmp ne i32 %stride, 0
  br i1 %stride.ok, label %i.loop, label %size.next.bb

i.loop:
  %i = phi i32 [ 0, %stride.loop ], [ %i.next, %i.next.bb ]
  %i.ok = icmp ult i32 %i, %n
  br i1 %i.ok, label %i.body, label %stride.next.bb

i.body:
  %j = xor i32 %i, %stride
  %partner = icmp ugt i32 %j, %i
  br i1 %partner, label %exchange, label %i.next.bb

exchange:
  %i.z = zext i32 %i to i64
  %pi = getelementptr inbounds [16 x i32], ptr %buf, i64 0, i64 %i.z
  %j.z = zext i32 %j to i64
  %pj = getelementptr inbounds [16 x i32], ptr %buf, i64 0, i64 %j.z
  %a = load i32, ptr %pi, align 4
  %b = load i32, ptr %pj, align 4
  %lo = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %hi = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %dir = and i32 %i, %size
  %up = icmp eq i32 %dir, 0
  %first = select i1 %up, i32 %lo, i32 %hi
  %second = select i1 %up, i32 %hi, i32 %lo
  store i32 %first, ptr %pi, align 4
  store i32 %second, ptr %pj, align 4
  br label %i.next.bb

i.next.bb:
  %i.next = add nuw i32 %i, 1
  br label %i.loop

stride.next.bb:
  %stride.next = lshr i32 %stride, 1
  br label %stride.loop

size.next.bb:
  %size.next = shl i32 %size, 1
  br label %size.loop

store:
  br label %out.loop

out.loop:
  %o = phi i32 [ 0, %store ], [ %o.next, %out.body ]
  %o.more = icmp slt i32 %o, %n
  br i1 %o.more, label %out.body, label %exit

out.body:
  %o.ext = sext i32 %o to i64
  %sp = getelementptr inbounds [16 x i32], ptr %buf, i64 0, i64 %o.ext
  %sv = load i32, ptr %sp, align 4
  %oi = add nsw i32 %seg, %o
  %oi.ext = sext i32 %oi to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext
  store i32 %sv, ptr addrspace(1) %op, align 4
  %o.next = add nsw i32 %o, 1
  br label %out.loop

exit:
  call void @llvm.lifetime.end.p0(ptr %buf)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
