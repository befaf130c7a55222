; Monte-Carlo estimate of pi with a per-thread xorshift32 generator.
;
;   __global__ void xorshift_pi(unsigned *hits, unsigned *total, int iters) {
;     unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
;     unsigned x = (g + 1) * 2654435761u, inside = 0;
;     for (int i = 0; i < iters; i++) {
;       x ^= x << 13; x ^= x >> 17; x ^= x << 5;  unsigned px = x >> 22;
;       x ^= x << 13; x ^= x >> 17; x ^= x << 5;  unsigned py = x >> 22;
;       unsigned long long r2 = (unsigned long long)px * px + (unsigned long long)py * py;
;       inside += r2 < 1024ull * 1024ull;
;     }
;     hits[g] = inside;
;     atomicAdd(total, inside);
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @xorshift32(i32 %x) #2 {
  %s1 = shl i32 %x, 13
  %x1 = xor i32 %x, %s1
  %s2 = lshr i32 %x1, 17
  %x2 = xor i32 %x1, %s2
  %s3 = shl i32 %x2, 5
  %x3 = xor i32 %x2, %s3
  ret i32 %x3
}

define void @xorshift_pi(ptr noundef %hits, ptr noundef %total, i32 noundef %iters) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g1 = add i32 %g, 1
  %seed = mul i32 %g1, -1640531535
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %x = phi i32 [ %seed, %entry ], [ %y, %body ]
  %inside = phi i32 [ 0, %entry ], [ %inside.next, %body ]
  %more = icmp slt i32 %i, %iters
  br i1 %more, label %body, label %done

body:
  %xa = call i32 @xorshift32(i32 %x)
  %px = lshr i32 %xa, 22
  %y = call i32 @xorshift32(i32 %xa)
  %py = lshr i32 %y, 22
  %px.w = zext i32 %px to i64
  %py.w = zext i32 %py to i64
  %px2 = mul nuw nsw i64 %px.w, %px.w
  %py2 = mul nuw nsw i64 %py.w, %py.w
  %r2 = add nuw nsw i64 %px2, %py2
  %in = icmp ult i64 %r2, 1048576
  %in.i = zext i1 %in to i32
  %inside.next = add i32 %inside, %in.i
  %i.next = add nsw i32 %i, 1
  br label %loop

done:
  %g.e = zext i32 %g to i64
  %hp = getelementptr inbounds i32, ptr %hits, i64 %g.e
  store i32 %inside, ptr %hp, align 4
  %old = atomicrmw add ptr %total, i32 %inside monotonic, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #2 = { alwaysinline convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @xorshift_pi, !"kernel", i32 1}
