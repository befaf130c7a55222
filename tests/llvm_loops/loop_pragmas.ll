; loop_pragmas: loops with `#pragma unroll 1` and `#pragma unroll 4`
; (src/loop_pragmas.cu), compiled by regen.sh with clang-19 -O2 for sm_80.
; Their `!llvm.loop` metadata becomes loop hints on the headers:
; horner_rolled and window_sum keep `llvm.loop.unroll.disable`; clang
; unrolled strided_sum4 by 4 and marked the unrolled loop's latch with
; `unroll.disable` (the copies of the exit test keep `unroll.count 4`, on
; branches that are no back edge). Each kernel's loop gets one
; `.pragma "nounroll"`, as llc-22 writes.
; By hand: horner_rolled with coef = [1, 2, 3], degree 2: 3x^2 + 2x + 1 at
; x = i - 4; strided_sum4 over in[j] = j, j < 100, 8 threads: thread t
; sums t, t+8, ... below 100; window_sum: sum of i..i+7 = 8i + 28.
;
; launch: %_Z13horner_rolledPKiiS0_Pii grid=1 block=8
; arg: @coef = i32[3] i + 1
; arg: 2
; arg: @x = i32[8] i - 4
; arg: @y = i32[8] 0
; arg: 8
; expect: @y == [41, 22, 9, 2, 1, 6, 17, 34]
; launch: %_Z12strided_sum4PKiPii grid=1 block=8
; arg: @in = i32[100] i
; arg: @out = i32[8] 0
; arg: 100
; expect: @out == [624, 637, 650, 663, 576, 588, 600, 612]
; launch: %_Z10window_sumPKiPii grid=1 block=32
; arg: @in = i32[39] i
; arg: @out = i32[32] 0
; arg: 32
; expect: @out[i] == 8 * i + 28

; ModuleID = 'src/loop_pragmas.cu'
source_filename = "src/loop_pragmas.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z13horner_rolledPKiiS0_Pii(ptr noalias nocapture noundef readonly %0, i32 noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %30

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !10
  %16 = icmp sgt i32 %1, -1
  br i1 %16, label %20, label %17

17:                                               ; preds = %20, %12
  %18 = phi i32 [ 0, %12 ], [ %27, %20 ]
  %19 = getelementptr inbounds i32, ptr %3, i64 %13
  store i32 %18, ptr %19, align 4, !tbaa !10
  br label %30

20:                                               ; preds = %12, %20
  %21 = phi i32 [ %28, %20 ], [ %1, %12 ]
  %22 = phi i32 [ %27, %20 ], [ 0, %12 ]
  %23 = mul nsw i32 %22, %15
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = add nsw i32 %26, %23
  %28 = add nsw i32 %21, -1
  %29 = icmp eq i32 %21, 0
  br i1 %29, label %17, label %20, !llvm.loop !14

30:                                               ; preds = %5, %17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12strided_sum4PKiPii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp slt i32 %4, %2
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %12

8:                                                ; preds = %12, %21, %28, %35, %3
  %9 = phi i32 [ 0, %3 ], [ %18, %12 ], [ %25, %21 ], [ %32, %28 ], [ %39, %35 ]
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  store i32 %9, ptr %11, align 4, !tbaa !10
  ret void

12:                                               ; preds = %35, %6
  %13 = phi i32 [ %4, %6 ], [ %40, %35 ]
  %14 = phi i32 [ 0, %6 ], [ %39, %35 ]
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !10
  %18 = add nsw i32 %17, %14
  %19 = add i32 %13, %7
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %21, label %8, !llvm.loop !17

21:                                               ; preds = %12
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !10
  %25 = add nsw i32 %24, %18
  %26 = add i32 %19, %7
  %27 = icmp slt i32 %26, %2
  br i1 %27, label %28, label %8, !llvm.loop !17

28:                                               ; preds = %21
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !10
  %32 = add nsw i32 %31, %25
  %33 = add i32 %26, %7
  %34 = icmp slt i32 %33, %2
  br i1 %34, label %35, label %8, !llvm.loop !17

35:                                               ; preds = %28
  %36 = sext i32 %33 to i64
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !10
  %39 = add nsw i32 %38, %32
  %40 = add i32 %33, %7
  %41 = icmp slt i32 %40, %2
  br i1 %41, label %12, label %8, !llvm.loop !19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10window_sumPKiPii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %13, label %23

10:                                               ; preds = %13
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  store i32 %20, ptr %12, align 4, !tbaa !10
  br label %23

13:                                               ; preds = %3, %13
  %14 = phi i32 [ %21, %13 ], [ 0, %3 ]
  %15 = phi i32 [ %20, %13 ], [ 0, %3 ]
  %16 = add nsw i32 %14, %8
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !10
  %20 = add nsw i32 %19, %15
  %21 = add nuw nsw i32 %14, 1
  %22 = icmp eq i32 %21, 8
  br i1 %22, label %10, label %13, !llvm.loop !20

23:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z13horner_rolledPKiiS0_Pii, !"kernel", i32 1}
!5 = !{ptr @_Z12strided_sum4PKiPii, !"kernel", i32 1}
!6 = !{ptr @_Z10window_sumPKiPii, !"kernel", i32 1}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{i32 2, i32 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !18}
!18 = !{!"llvm.loop.unroll.count", i32 4}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
