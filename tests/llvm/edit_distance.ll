; edit_distance: Levenshtein distance per thread, two DP rows in local memory.
;
; Thread g compares the 8 characters A[8g..] with the first 3 + g % 6
; characters of B[8g..] (alphabet a-d), keeping the previous and current
; DP rows in two local [9 x i32] arrays that swap roles every row.
; Exercises: phis of pointers (row swap), GEPs on a phi'd pointer,
; llvm.umin, icmp ne on i8 with zext i1, icmp sle, srem, generic pointer
; parameters, local arrays with lifetime markers.
;
; launch: %edit_distance grid=2 block=(64) fuel=2000000
; arg: @A = i8[1024] 97 + (i * 7 + i / 3) % 4
; arg: @B = i8[1024] 97 + (i * 7 + i / 3 + (i / 11) % 3) % 4
; arg: 8
; arg: @dist = i32[128] -1
; expect: @dist == [5, 5, 6, 4, 2, 3, 5, 4, 5, 3, 5, 6, 5, 4, 6, 5, 5, 1, 5, 6, 3, 2, 5, 6, 5, 4, 6, 7, 5, 0, 5, 6, 3, 2, 4, 6, 5, 5, 4, 5, 5, 2, 5, 6, 3, 5, 2, 4, 6, 4, 3, 5, 7, 5, 5, 6, 6, 4, 1, 4, 5, 4, 3, 5, 7, 6, 5, 5, 6, 4, 2, 3, 5, 4, 5, 3, 5, 6, 5, 4, 6, 5, 5, 1, 5, 6, 3, 2, 5, 6, 5, 4, 6, 7, 5, 0, 5, 6, 3, 2, 4, 6, 5, 5, 4, 5, 5, 2, 5, 6, 3, 5, 2, 4, 6, 4, 3, 5, 7, 5, 5, 6, 6, 4, 1, 4, 5, 4]

; ModuleID = 'src/edit_distance.ll'
source_filename = "src/edit_distance.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @edit_distance(ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, i32 noundef %la, ptr noundef writeonly captures(none) %dist) local_unnamed_addr #0 {
entry:
  %rowa = alloca [9 x i32], align 4
  %rowb = alloca [9 x i32], align 4
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %gm6 = srem i32 %g, 6
  %lb = add nsw i32 %gm6, 3
  call void @llvm.lifetime.start.p0(ptr nonnull %rowa)
  call void @llvm.lifetime.start.p0(ptr nonnull %rowb)
  %smax = tail call i32 @llvm.smax.i32(i32 %lb, i32 0)
  %0 = add nuw nsw i32 %smax, 1
  %xtraiter = and i32 %0, 7
  %1 = icmp slt i32 %gm6, 4
  br i1 %1, label %init.epil.preheader, label %entry.new

entry.new:                                        ; preds = %entry
  %unroll_iter = and i32 %0, 2147483640
  br label %init

init:                                             ; preds = %init, %entry.new
  %j0 = phi i32 [ 0, %entry.new ], [ %j0.next.7, %init ]
  %niter = phi i32 [ 0, %entry.new ], [ %niter.next.7, %init ]
  %j0.e = zext nneg i32 %j0 to i64
  %ip = getelementptr inbounds nuw i32, ptr %rowa, i64 %j0.e
  store i32 %j0, ptr %ip, align 4
  %j0.next = or disjoint i32 %j0, 1
  %j0.e.1 = zext nneg i32 %j0.next to i64
  %ip.1 = getelementptr inbounds nuw i32, ptr %rowa, i64 %j0.e.1
  store i32 %j0.next, ptr %ip.1, align 4
  %j0.next.1 = or disjoint i32 %j0, 2
  %j0.e.2 = zext nneg i32 %j0.next.1 to i64
  %ip.2 = getelementptr inbounds nuw i32, ptr %rowa, i64 %j0.e.2
  store i32 %j0.next.1, ptr %ip.2, align 4
  %j0.next.2 = or disjoint i32 %j0, 3
  %j0.e.3 = zext nneg i32 %j0.next.2 to i64
  %ip.3 = getelementptr inbounds nuw i32, ptr %rowa, i64 %j0.e.3
  store i32 %j0.next.2, ptr %ip.3, align 4
  %j0.next.3 = or disjoint i32 %j0, 4
  %j0.e.4 = zext nneg i32 %j0.next.3 to i64
  %ip.4 = getelementptr inbounds nuw i32, ptr %rowa, i64 %j0.e.4
  store i32 %j0.next.3, ptr %ip.4, align 4
  %j0.next.4 = or disjoint i32 %j0, 5
  %j0.e.5 = zext nneg i32 %j0.next.4 to i64
  %ip.5 = getelementptr inbounds nuw i32, ptr %rowa, i64 %j0.e.5
  store i32 %j0.next.4, ptr %ip.5, align 4
  %j0.next.5 = or disjoint i32 %j0, 6
  %j0.e.6 = zext nneg i32 %j0.next.5 to i64
  %ip.6 = getelementptr inbounds nuw i32, ptr %rowa, i64 %j0.e.6
  store i32 %j0.next.5, ptr %ip.6, align 4
  %j0.next.6 = or disjoint i32 %j0, 7
  %j0.e.7 = zext nneg i32 %j0.next.6 to i64
  %ip.7 = getelementptr inbounds nuw i32, ptr %rowa, i64 %j0.e.7
  store i32 %j0.next.6, ptr %ip.7, align 4
  %j0.next.7 = add nuw nsw i32 %j0, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %rows.preheader.unr-lcssa, label %init

rows.preheader.unr-lcssa:                         ; preds = %init
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %rows.preheader, label %init.epil.preheader

init.epil.preheader:                              ; preds = %rows.preheader.unr-lcssa, %entry
  %j0.epil.init = phi i32 [ 0, %entry ], [ %j0.next.7, %rows.preheader.unr-lcssa ]
  %lcmp.mod8 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod8)
  br label %init.epil

init.epil:                                        ; preds = %init.epil, %init.epil.preheader
  %j0.epil = phi i32 [ %j0.epil.init, %init.epil.preheader ], [ %j0.next.epil, %init.epil ]
  %epil.iter = phi i32 [ 0, %init.epil.preheader ], [ %epil.iter.next, %init.epil ]
  %j0.e.epil = zext nneg i32 %j0.epil to i64
  %ip.epil = getelementptr inbounds nuw i32, ptr %rowa, i64 %j0.e.epil
  store i32 %j0.epil, ptr %ip.epil, align 4
  %j0.next.epil = add nuw nsw i32 %j0.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %rows.preheader, label %init.epil, !llvm.loop !0

rows.preheader:                                   ; preds = %init.epil, %rows.preheader.unr-lcssa
  %off = shl nsw i32 %g, 3
  %off.e = sext i32 %off to i64
  %a = getelementptr inbounds i8, ptr %A, i64 %off.e
  %b = getelementptr inbounds i8, ptr %B, i64 %off.e
  %i.ok.not1 = icmp slt i32 %la, 1
  br i1 %i.ok.not1, label %finish, label %row.preheader

row.preheader:                                    ; preds = %rows.preheader
  %smax5 = tail call i32 @llvm.smax.i32(i32 %lb, i32 1)
  br label %row

row:                                              ; preds = %row.preheader, %row.end
  %cur4 = phi ptr [ %prev3, %row.end ], [ %rowb, %row.preheader ]
  %prev3 = phi ptr [ %cur4, %row.end ], [ %rowa, %row.preheader ]
  %i2 = phi i32 [ %i.next, %row.end ], [ 1, %row.preheader ]
  store i32 %i2, ptr %cur4, align 4
  %2 = zext nneg i32 %i2 to i64
  %3 = getelementptr i8, ptr %a, i64 %2
  %ap = getelementptr i8, ptr %3, i64 -1
  %ca = load i8, ptr %ap, align 1
  br label %cols

cols:                                             ; preds = %cols, %row
  %j = phi i32 [ 1, %row ], [ %j.next, %cols ]
  %left = phi i32 [ %i2, %row ], [ %best, %cols ]
  %j.e = zext nneg i32 %j to i64
  %jm1 = add nsw i32 %j, -1
  %jm1.e = sext i32 %jm1 to i64
  %bp = getelementptr inbounds i8, ptr %b, i64 %jm1.e
  %cb = load i8, ptr %bp, align 1
  %diff = icmp ne i8 %ca, %cb
  %cost = zext i1 %diff to i32
  %up.p = getelementptr inbounds nuw i32, ptr %prev3, i64 %j.e
  %up = load i32, ptr %up.p, align 4
  %diag.p = getelementptr inbounds i32, ptr %prev3, i64 %jm1.e
  %diag = load i32, ptr %diag.p, align 4
  %del = add i32 %up, 1
  %ins = add i32 %left, 1
  %rep = add i32 %diag, %cost
  %m1 = tail call i32 @llvm.umin.i32(i32 %del, i32 %ins)
  %best = tail call i32 @llvm.umin.i32(i32 %m1, i32 %rep)
  %cur.p = getelementptr inbounds nuw i32, ptr %cur4, i64 %j.e
  store i32 %best, ptr %cur.p, align 4
  %j.next = add nuw nsw i32 %j, 1
  %exitcond6.not = icmp eq i32 %j, %smax5
  br i1 %exitcond6.not, label %row.end, label %cols

row.end:                                          ; preds = %cols
  %i.next = add nuw i32 %i2, 1
  %exitcond7.not = icmp eq i32 %i2, %la
  br i1 %exitcond7.not, label %finish, label %row

finish:                                           ; preds = %row.end, %rows.preheader
  %prev.lcssa = phi ptr [ %rowa, %rows.preheader ], [ %cur4, %row.end ]
  %lb.e = sext i32 %lb to i64
  %rp = getelementptr inbounds i32, ptr %prev.lcssa, i64 %lb.e
  %d = load i32, ptr %rp, align 4
  %g.e = sext i32 %g to i64
  %dp = getelementptr inbounds i32, ptr %dist, i64 %g.e
  store i32 %d, ptr %dp, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %rowb)
  call void @llvm.lifetime.end.p0(ptr nonnull %rowa)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!nvvm.annotations = !{!2}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{ptr @edit_distance, !"kernel", i32 1}
