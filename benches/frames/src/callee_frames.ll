; Device functions with local arrays of their own, in a call chain:
; kernel (keep[16], live across both calls) -> rotate_median (w[16]) ->
; digit_score (h[10]); the kernel also calls digit_score directly.
;
;   __device__ __noinline__ int digit_score(unsigned x) {
;     int h[10] = {0};
;     do { h[x % 10]++; x /= 10; } while (x);
;     int s = 0;
;     for (int d = 0; d < 10; d++) s += h[d] * (d + 1);
;     return s;
;   }
;   __device__ __noinline__ int rotate_median(const int *src, int n, int off) {
;     int w[16];
;     for (int k = 0; k < n; k++) w[k] = src[(k + off) % n];
;     for (int i = 1; i < n; i++) {                  // insertion sort
;       int x = w[i], j = i - 1;
;       while (j >= 0 && w[j] > x) { w[j + 1] = w[j]; j--; }
;       w[j + 1] = x;
;     }
;     return w[n / 2] * 4 + digit_score((unsigned)w[n - 1]);
;   }
;   __global__ void callee_frames(const int *in, int *out, int n) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     int keep[16];
;     for (int k = 0; k < n; k++) keep[k] = in[t * 16 + k];
;     int m = rotate_median(keep, n, t);
;     int d = digit_score((unsigned)keep[t % n]);
;     for (int k = 0; k < n; k++) out[t * 16 + k] = keep[(k * 5 + t) % n] * 2 + m + d;
;   }
; Scalars are SSA values (clang -O1 before SROA); the arrays are allocas.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @digit_score(i32 noundef %x0) #1 {
entry:
  %h = alloca [10 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr %h)
  call void @llvm.memset.p0.i64(ptr align 4 %h, i8 0, i64 40, i1 false)
  br label %digits

digits:
  %x = phi i32 [ %x0, %entry ], [ %x.next, %digits ]
  %dig = urem i32 %x, 10
  %dig.ext = zext i32 %dig to i64
  %hp = getelementptr inbounds [10 x i32], ptr %h, i64 0, i64 %dig.ext
  %hv = load i32, ptr %hp, align 4
  %hv1 = add nsw i32 %hv, 1
  store i32 %hv1, ptr %hp, align 4
  %x.next = udiv i32 %x, 10
  %more = icmp ne i32 %x.next, 0
  br i1 %more, label %digits, label %sum.cond

sum.cond:
  %d = phi i32 [ 0, %digits ], [ %d.next, %sum.body ]
  %s = phi i32 [ 0, %digits ], [ %s.next, %sum.body ]
  %c = icmp slt i32 %d, 10
  br i1 %c, label %sum.body, label %exit

sum.body:
  %d.ext = sext i32 %d to i64
  %sp = getelementptr inbounds [10 x i32], ptr %h, i64 0, i64 %d.ext
  %sv = load i32, ptr %sp, align 4
  %d1 = add nsw i32 %d, 1
  %sx = mul nsw i32 %sv, %d1
  %s.next = add nsw i32 %s, %sx
  %d.next = add nsw i32 %d, 1
  br label %sum.cond

exit:
  call void @llvm.lifetime.end.p0(ptr %h)
  ret i32 %s
}

define i32 @rotate_median(ptr noundef %src, i32 noundef %n, i32 noundef %off) #1 {
entry:
  %w = alloca [16 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr %w)
  br label %copy.cond

copy.cond:
  %k = phi i32 [ 0, %entry ], [ %k.next, %copy.body ]
  %kc = icmp slt i32 %k, %n
  br i1 %kc, label %copy.body, label %sort.outer

copy.body:
  %ko = add nsw i32 %k, %off
  %kr = srem i32 %ko, %n
  %kr.ext = sext i32 %kr to i64
  %sp = getelementptr inbounds i32, ptr %src, i64 %kr.ext
  %sv = load i32, ptr %sp, align 4
  %k.ext = sext i32 %k to i64
  %wp = getelementptr inbounds [16 x i32], ptr %w, i64 0, i64 %k.ext
  store i32 %sv, ptr %wp, align 4
  %k.next = add nsw i32 %k, 1
  br label %copy.cond

sort.outer:
  %i = phi i32 [ 1, %copy.cond ], [ %i.next, %place ]
  %ic = icmp slt i32 %i, %n
  br i1 %ic, label %sort.pick, label %done

sort.pick:
  %i.ext = sext i32 %i to i64
  %xp = getelementptr inbounds [16 x i32], ptr %w, i64 0, i64 %i.ext
  %x = load i32, ptr %xp, align 4
  %j0 = sub nsw i32 %i, 1
  br label %shift.cond

shift.cond:
  %j = phi i32 [ %j0, %sort.pick ], [ %j.next, %shift.body ]
  %jpos = icmp sge i32 %j, 0
  br i1 %jpos, label %shift.test, label %place

shift.test:
  %j.ext = sext i32 %j to i64
  %yp = getelementptr inbounds [16 x i32], ptr %w, i64 0, i64 %j.ext
  %y = load i32, ptr %yp, align 4
  %gt = icmp sgt i32 %y, %x
  br i1 %gt, label %shift.body, label %place

shift.body:
  %j1 = add nsw i32 %j, 1
  %j1.ext = sext i32 %j1 to i64
  %zp = getelementptr inbounds [16 x i32], ptr %w, i64 0, i64 %j1.ext
  store i32 %y, ptr %zp, align 4
  %j.next = sub nsw i32 %j, 1
  br label %shift.cond

place:
  %jp = phi i32 [ %j, %shift.cond ], [ %j, %shift.test ]
  %jp1 = add nsw i32 %jp, 1
  %jp1.ext = sext i32 %jp1 to i64
  %pp = getelementptr inbounds [16 x i32], ptr %w, i64 0, i64 %jp1.ext
  store i32 %x, ptr %pp, align 4
  %i.next = add nsw i32 %i, 1
  br label %sort.outer

done:
  %half = sdiv i32 %n, 2
  %half.ext = sext i32 %half to i64
  %mp = getelementptr inbounds [16 x i32], ptr %w, i64 0, i64 %half.ext
  %med = load i32, ptr %mp, align 4
  %med4 = mul nsw i32 %med, 4
  %last = sub nsw i32 %n, 1
  %last.ext = sext i32 %last to i64
  %lp = getelementptr inbounds [16 x i32], ptr %w, i64 0, i64 %last.ext
  %lv = load i32, ptr %lp, align 4
  %ds = call i32 @digit_score(i32 noundef %lv)
  %res = add nsw i32 %med4, %ds
  call void @llvm.lifetime.end.p0(ptr %w)
  ret i32 %res
}

define ptx_kernel void @callee_frames(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, i32 noundef %n) #0 {
entry:
  %keep = alloca [16 x i32], align 4
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = mul nsw i32 %t, 16
  call void @llvm.lifetime.start.p0(ptr %keep)
  br label %fill.cond

fill.cond:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill.body ]
  %kc = icmp slt i32 %k, %n
  br i1 %kc, label %fill.body, label %calls

fill.body:
  %ki = add nsw i32 %base, %k
  %ki.ext = sext i32 %ki to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext
  %iv = load i32, ptr addrspace(1) %ip, align 4
  %k.ext = sext i32 %k to i64
  %kp = getelementptr inbounds [16 x i32], ptr %keep, i64 0, i64 %k.ext
  store i32 %iv, ptr %kp, align 4
  %k.next = add nsw i32 %k, 1
  br label %fill.cond

calls:
  %m = call i32 @rotate_median(ptr noundef %keep, i32 noundef %n, i32 noundef %t)
  %tn = srem i32 %t, %n
  %tn.ext = sext i32 %tn to i64
  %tp = getelementptr inbounds [16 x i32], ptr %keep, i64 0, i64 %tn.ext
  %tv = load i32, ptr %tp, align 4
  %d = call i32 @digit_score(i32 noundef %tv)
  %md = add nsw i32 %m, %d
  br label %out.cond

out.cond:
  %q = phi i32 [ 0, %calls ], [ %q.next, %out.body ]
  %qc = icmp slt i32 %q, %n
  br i1 %qc, label %out.body, label %exit

out.body:
  %q5 = mul nsw i32 %q, 5
  %qj = add nsw i32 %q5, %t
  %qr = srem i32 %qj, %n
  %qr.ext = sext i32 %qr to i64
  %rp = getelementptr inbounds [16 x i32], ptr %keep, i64 0, i64 %qr.ext
  %rv = load i32, ptr %rp, align 4
  %rv2 = mul nsw i32 %rv, 2
  %ov = add nsw i32 %rv2, %md
  %oi = add nsw i32 %base, %q
  %oi.ext = sext i32 %oi to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext
  store i32 %ov, ptr addrspace(1) %op, align 4
  %q.next = add nsw i32 %q, 1
  br label %out.cond

exit:
  call void @llvm.lifetime.end.p0(ptr %keep)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { convergent mustprogress noinline nounwind "target-cpu"="sm_80" }
