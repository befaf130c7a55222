; Quicksort with an explicit stack of ranges: two local arrays live across
; one data-dependent loop, both indexed by runtime values (partition
; indices, the stack pointer).
;
;   struct Range { int lo, hi; };
;   __global__ void quicksort_stack(const int *in, int *out, int *depth, int n) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     int data[32];
;     Range stack[16];
;     for (int k = 0; k < n; k++) data[k] = in[t * 32 + k];
;     stack[0] = (Range){0, n - 1};
;     int sp = 1, maxsp = 1;
;     while (sp > 0) {
;       sp--;
;       int lo = stack[sp].lo, hi = stack[sp].hi;
;       if (lo >= hi) continue;
;       int p = data[hi], i = lo;                     // Lomuto partition
;       for (int j = lo; j < hi; j++)
;         if (data[j] < p) { int x = data[i]; data[i] = data[j]; data[j] = x; i++; }
;       int x = data[i]; data[i] = data[hi]; data[hi] = x;
;       Range a = {lo, i - 1}, b = {i + 1, hi};
;       if (i - lo > hi - i) { stack[sp] = a; stack[sp + 1] = b; }   // the smaller part on top
;       else { stack[sp] = b; stack[sp + 1] = a; }
;       sp += 2;
;       maxsp = max(maxsp, sp);
;     }
;     for (int k = 0; k < n; k++) out[t * 32 + k] = data[k];
;     depth[t] = maxsp;
;   }
; Scalars are SSA values (clang -O1 before SROA); the arrays are allocas.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Range = type { i32, i32 }

define ptx_kernel void @quicksort_stack(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %depth, i32 noundef %n) #0 {
entry:
  %data = alloca [32 x i32], align 4
  %stack = alloca [16 x %struct.Range], align 4
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = mul nsw i32 %t, 32
  call void @llvm.lifetime.start.p0(ptr %data)
  call void @llvm.lifetime.start.p0(ptr %stack)
  br label %fill.cond

fill.cond:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill.body ]
  %kc = icmp slt i32 %k, %n
  br i1 %kc, label %fill.body, label %init

fill.body:
  %ki = add nsw i32 %base, %k
  %ki.ext = sext i32 %ki to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext
  %iv = load i32, ptr addrspace(1) %ip, align 4
  %k.ext = sext i32 %k to i64
  %dp = getelementptr inbounds [32 x i32], ptr %data, i64 0, i64 %k.ext
  store i32 %iv, ptr %dp, align 4
  %k.next = add nsw i32 %k, 1
  br label %fill.cond

init:
  %s0lo = getelementptr inbounds [16 x %struct.Range], ptr %stack, i64 0, i64 0, i32 0
  store i32 0, ptr %s0lo, align 4
  %nm1 = sub nsw i32 %n, 1
  %s0hi = getelementptr inbounds [16 x %struct.Range], ptr %stack, i64 0, i64 0, i32 1
  store i32 %nm1, ptr %s0hi, align 4
  br label %loop.head

loop.head:
  %sp = phi i32 [ 1, %init ], [ %sp1, %pop ], [ %sp2, %push ]
  %maxsp = phi i32 [ 1, %init ], [ %maxsp, %pop ], [ %maxsp2, %push ]
  %more = icmp sgt i32 %sp, 0
  br i1 %more, label %pop, label %done

pop:
  %sp1 = sub nsw i32 %sp, 1
  %sp1.ext = sext i32 %sp1 to i64
  %lop = getelementptr inbounds [16 x %struct.Range], ptr %stack, i64 0, i64 %sp1.ext, i32 0
  %lo = load i32, ptr %lop, align 4
  %hip = getelementptr inbounds [16 x %struct.Range], ptr %stack, i64 0, i64 %sp1.ext, i32 1
  %hi = load i32, ptr %hip, align 4
  %empty = icmp sge i32 %lo, %hi
  br i1 %empty, label %loop.head, label %part.init

part.init:
  %hi.ext = sext i32 %hi to i64
  %php = getelementptr inbounds [32 x i32], ptr %data, i64 0, i64 %hi.ext
  %p = load i32, ptr %php, align 4
  br label %part.cond

part.cond:
  %j = phi i32 [ %lo, %part.init ], [ %j.next, %part.latch ]
  %i = phi i32 [ %lo, %part.init ], [ %i2, %part.latch ]
  %jc = icmp slt i32 %j, %hi
  br i1 %jc, label %part.body, label %part.end

part.body:
  %j.ext = sext i32 %j to i64
  %djp = getelementptr inbounds [32 x i32], ptr %data, i64 0, i64 %j.ext
  %dj = load i32, ptr %djp, align 4
  %lt = icmp slt i32 %dj, %p
  br i1 %lt, label %swap, label %part.latch

swap:
  %i.ext = sext i32 %i to i64
  %dip = getelementptr inbounds [32 x i32], ptr %data, i64 0, i64 %i.ext
  %di = load i32, ptr %dip, align 4
  store i32 %dj, ptr %dip, align 4
  store i32 %di, ptr %djp, align 4
  %i1 = add nsw i32 %i, 1
  br label %part.latch

part.latch:
  %i2 = phi i32 [ %i, %part.body ], [ %i1, %swap ]
  %j.next = add nsw i32 %j, 1
  br label %part.cond

part.end:
  %ie.ext = sext i32 %i to i64
  %iep = getelementptr inbounds [32 x i32], ptr %data, i64 0, i64 %ie.ext
  %ie = load i32, ptr %iep, align 4
  %he = load i32, ptr %php, align 4
  store i32 %he, ptr %iep, align 4
  store i32 %ie, ptr %php, align 4
  %left = sub nsw i32 %i, %lo
  %right = sub nsw i32 %hi, %i
  %bigleft = icmp sgt i32 %left, %right
  %im1 = sub nsw i32 %i, 1
  %ip1 = add nsw i32 %i, 1
  %f.lo = select i1 %bigleft, i32 %lo, i32 %ip1
  %f.hi = select i1 %bigleft, i32 %im1, i32 %hi
  %s.lo = select i1 %bigleft, i32 %ip1, i32 %lo
  %s.hi = select i1 %bigleft, i32 %hi, i32 %im1
  br label %push

push:
  %fp.lo = getelementptr inbounds [16 x %struct.Range], ptr %stack, i64 0, i64 %sp1.ext, i32 0
  store i32 %f.lo, ptr %fp.lo, align 4
  %fp.hi = getelementptr inbounds [16 x %struct.Range], ptr %stack, i64 0, i64 %sp1.ext, i32 1
  store i32 %f.hi, ptr %fp.hi, align 4
  %sp1p1 = add nsw i32 %sp1, 1
  %sp1p1.ext = sext i32 %sp1p1 to i64
  %sp.lo = getelementptr inbounds [16 x %struct.Range], ptr %stack, i64 0, i64 %sp1p1.ext, i32 0
  store i32 %s.lo, ptr %sp.lo, align 4
  %sp.hi = getelementptr inbounds [16 x %struct.Range], ptr %stack, i64 0, i64 %sp1p1.ext, i32 1
  store i32 %s.hi, ptr %sp.hi, align 4
  %sp2 = add nsw i32 %sp1, 2
  %maxsp2 = call i32 @llvm.smax.i32(i32 %maxsp, i32 %sp2)
  br label %loop.head

done:
  br label %out.cond

out.cond:
  %q = phi i32 [ 0, %done ], [ %q.next, %out.body ]
  %qc = icmp slt i32 %q, %n
  br i1 %qc, label %out.body, label %exit

out.body:
  %q.ext = sext i32 %q to i64
  %qp = getelementptr inbounds [32 x i32], ptr %data, i64 0, i64 %q.ext
  %qv = load i32, ptr %qp, align 4
  %oi = add nsw i32 %base, %q
  %oi.ext = sext i32 %oi to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext
  store i32 %qv, ptr addrspace(1) %op, align 4
  %q.next = add nsw i32 %q, 1
  br label %out.cond

exit:
  %t.ext = sext i32 %t to i64
  %dep = getelementptr inbounds i32, ptr addrspace(1) %depth, i64 %t.ext
  store i32 %maxsp, ptr addrspace(1) %dep, align 4
  call void @llvm.lifetime.end.p0(ptr %stack)
  call void @llvm.lifetime.end.p0(ptr %data)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.smax.i32(i32, i32)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
