; Levenshtein distance of two short strings per thread, two DP rows in local memory.
;
;   __global__ void edit_distance(const char *A, const char *B, int la, int *dist) {
;     int g = blockIdx.x * blockDim.x + threadIdx.x, lb = 3 + g % 6;
;     const char *a = A + 8 * g, *b = B + 8 * g;
;     unsigned rowa[9], rowb[9], *prev = rowa, *cur = rowb;
;     for (int j = 0; j <= lb; j++) prev[j] = j;
;     for (int i = 1; i <= la; i++) {
;       cur[0] = i;
;       for (int j = 1; j <= lb; j++)
;         cur[j] = umin(umin(prev[j] + 1, cur[j - 1] + 1), prev[j - 1] + (a[i - 1] != b[j - 1]));
;       unsigned *tmp = prev; prev = cur; cur = tmp;     // pointer phis
;     }
;     dist[g] = prev[lb];
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @edit_distance(ptr noundef %A, ptr noundef %B, i32 noundef %la, ptr noundef %dist) #0 {
entry:
  %rowa = alloca [9 x i32], align 4
  %rowb = alloca [9 x i32], align 4
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %gm6 = srem i32 %g, 6
  %lb = add nsw i32 %gm6, 3
  %off = shl nsw i32 %g, 3
  %off.e = sext i32 %off to i64
  %a = getelementptr inbounds i8, ptr %A, i64 %off.e
  %b = getelementptr inbounds i8, ptr %B, i64 %off.e
  call void @llvm.lifetime.start.p0(ptr %rowa)
  call void @llvm.lifetime.start.p0(ptr %rowb)
  br label %init

init:
  %j0 = phi i32 [ 0, %entry ], [ %j0.next, %init ]
  %j0.e = sext i32 %j0 to i64
  %ip = getelementptr inbounds [9 x i32], ptr %rowa, i64 0, i64 %j0.e
  store i32 %j0, ptr %ip, align 4
  %j0.next = add nsw i32 %j0, 1
  %j0.more = icmp sle i32 %j0.next, %lb
  br i1 %j0.more, label %init, label %rows

rows:
  %i = phi i32 [ 1, %init ], [ %i.next, %row.end ]
  %prev = phi ptr [ %rowa, %init ], [ %cur, %row.end ]
  %cur = phi ptr [ %rowb, %init ], [ %prev, %row.end ]
  %i.ok = icmp sle i32 %i, %la
  br i1 %i.ok, label %row, label %finish

row:
  store i32 %i, ptr %cur, align 4
  %im1 = add nsw i32 %i, -1
  %im1.e = sext i32 %im1 to i64
  %ap = getelementptr inbounds i8, ptr %a, i64 %im1.e
  %ca = load i8, ptr %ap, align 1
  br label %cols

cols:
  %j = phi i32 [ 1, %row ], [ %j.next, %cols ]
  %left = phi i32 [ %i, %row ], [ %best, %cols ]
  %j.e = sext i32 %j to i64
  %jm1 = add nsw i32 %j, -1
  %jm1.e = sext i32 %jm1 to i64
  %bp = getelementptr inbounds i8, ptr %b, i64 %jm1.e
  %cb = load i8, ptr %bp, align 1
  %diff = icmp ne i8 %ca, %cb
  %cost = zext i1 %diff to i32
  %up.p = getelementptr inbounds i32, ptr %prev, i64 %j.e
  %up = load i32, ptr %up.p, align 4
  %diag.p = getelementptr inbounds i32, ptr %prev, i64 %jm1.e
  %diag = load i32, ptr %diag.p, align 4
  %del = add i32 %up, 1
  %ins = add i32 %left, 1
  %rep = add i32 %diag, %cost
  %m1 = call i32 @llvm.umin.i32(i32 %del, i32 %ins)
  %best = call i32 @llvm.umin.i32(i32 %m1, i32 %rep)
  %cur.p = getelementptr inbounds i32, ptr %cur, i64 %j.e
  store i32 %best, ptr %cur.p, align 4
  %j.next = add nsw i32 %j, 1
  %j.more = icmp sle i32 %j.next, %lb
  br i1 %j.more, label %cols, label %row.end

row.end:
  %i.next = add nsw i32 %i, 1
  br label %rows

finish:
  %lb.e = sext i32 %lb to i64
  %rp = getelementptr inbounds i32, ptr %prev, i64 %lb.e
  %d = load i32, ptr %rp, align 4
  %g.e = sext i32 %g to i64
  %dp = getelementptr inbounds i32, ptr %dist, i64 %g.e
  store i32 %d, ptr %dp, align 4
  call void @llvm.lifetime.end.p0(ptr %rowb)
  call void @llvm.lifetime.end.p0(ptr %rowa)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.umin.i32(i32, i32)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @edit_distance, !"kernel", i32 1}
