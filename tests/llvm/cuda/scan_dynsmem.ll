; scan_dynsmem: the work-efficient (Blelloch) exclusive scan of GPU Gems 3
; ch. 39 in dynamic shared memory with the CONFLICT_FREE_OFFSET padding,
; and a stream compaction that carves two arrays out of one extern
; __shared__ byte buffer.
;
; prescan: 64 threads scan 128 elements per block, write the segment's
; prefix sums and total (shared=528: 128 ints plus padding). compact_segments:
; keys and a Hillis-Steele scan of flags in shared memory (shared=512),
; keys >= threshold kept in order.
; Exercises: `external addrspace(3) global [0 x i32]` and `[0 x i8]`,
; pointer arithmetic between two arrays in one dynamic buffer, shifts of
; indices, barrier0 in loops with tid-dependent branches.
;
; launch: %prescan grid=2 block=64 shared=528
; arg: @out = i32[256] 0
; arg: @in = i32[256] (i * 7) % 10
; arg: @block_sums = i32[2] 0
; arg: 128
; expect: @out == [0, 0, 7, 11, 12, 20, 25, 27, 36, 42, 45, 45, 52, 56, 57, 65, 70, 72, 81, 87, 90, 90, 97, 101, 102, 110, 115, 117, 126, 132, 135, 135, 142, 146, 147, 155, 160, 162, 171, 177, 180, 180, 187, 191, 192, 200, 205, 207, 216, 222, 225, 225, 232, 236, 237, 245, 250, 252, 261, 267, 270, 270, 277, 281, 282, 290, 295, 297, 306, 312, 315, 315, 322, 326, 327, 335, 340, 342, 351, 357, 360, 360, 367, 371, 372, 380, 385, 387, 396, 402, 405, 405, 412, 416, 417, 425, 430, 432, 441, 447, 450, 450, 457, 461, 462, 470, 475, 477, 486, 492, 495, 495, 502, 506, 507, 515, 520, 522, 531, 537, 540, 540, 547, 551, 552, 560, 565, 567, 0, 6, 9, 9, 16, 20, 21, 29, 34, 36, 45, 51, 54, 54, 61, 65, 66, 74, 79, 81, 90, 96, 99, 99, 106, 110, 111, 119, 124, 126, 135, 141, 144, 144, 151, 155, 156, 164, 169, 171, 180, 186, 189, 189, 196, 200, 201, 209, 214, 216, 225, 231, 234, 234, 241, 245, 246, 254, 259, 261, 270, 276, 279, 279, 286, 290, 291, 299, 304, 306, 315, 321, 324, 324, 331, 335, 336, 344, 349, 351, 360, 366, 369, 369, 376, 380, 381, 389, 394, 396, 405, 411, 414, 414, 421, 425, 426, 434, 439, 441, 450, 456, 459, 459, 466, 470, 471, 479, 484, 486, 495, 501, 504, 504, 511, 515, 516, 524, 529, 531, 540, 546, 549, 549, 556, 560, 561, 569]
; expect: @block_sums == [576, 574]
; launch: %compact_segments grid=4 block=64 shared=512
; arg: @keys_in = i32[256] (i * 2654435761) % 1000
; arg: @keys_out = i32[256] 0
; arg: @counts = i32[4] 0
; arg: 600
; expect: @keys_out == [761, 805, 849, 610, 893, 654, 937, 698, 981, 742, 786, 830, 874, 635, 918, 679, 962, 723, 767, 811, 855, 616, 899, 660, 943, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 704, 987, 748, 792, 836, 880, 641, 924, 685, 968, 729, 773, 817, 861, 622, 905, 666, 949, 710, 993, 754, 798, 842, 603, 886, 647, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 930, 691, 974, 735, 779, 823, 867, 628, 911, 672, 955, 716, 999, 760, 804, 848, 609, 892, 653, 936, 697, 980, 741, 785, 829, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 873, 634, 917, 678, 961, 722, 766, 810, 854, 615, 898, 659, 942, 703, 986, 747, 791, 835, 879, 640, 923, 684, 967, 728, 772, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
; expect: @counts == [25, 26, 25, 25]
; ModuleID = 'src/scan_dynsmem.cu'
source_filename = "src/scan_dynsmem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@temp = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@smem_raw = external dso_local local_unnamed_addr addrspace(3) global [0 x i8], align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @prescan(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, %3
  %8 = sdiv i32 %3, 2
  %9 = add nsw i32 %8, %5
  %10 = lshr i32 %5, 5
  %11 = ashr i32 %9, 5
  %12 = add nsw i32 %7, %5
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !9
  %16 = add nuw nsw i32 %10, %5
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %17
  store i32 %15, ptr %18, align 4, !tbaa !9
  %19 = add nsw i32 %9, %7
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !9
  %23 = add nsw i32 %11, %9
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %24
  store i32 %22, ptr %25, align 4, !tbaa !9
  %26 = ashr i32 %3, 1
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %4
  %29 = shl nuw nsw i32 %5, 1
  %30 = or disjoint i32 %29, 1
  %31 = add nuw nsw i32 %29, 2
  br label %35

32:                                               ; preds = %55, %4
  %33 = phi i32 [ 1, %4 ], [ %56, %55 ]
  %34 = icmp eq i32 %5, 0
  br i1 %34, label %59, label %68

35:                                               ; preds = %28, %55
  %36 = phi i32 [ 1, %28 ], [ %56, %55 ]
  %37 = phi i32 [ %26, %28 ], [ %57, %55 ]
  tail call void @llvm.nvvm.barrier0()
  %38 = icmp slt i32 %5, %37
  br i1 %38, label %39, label %55

39:                                               ; preds = %35
  %40 = mul nsw i32 %36, %30
  %41 = add nsw i32 %40, -1
  %42 = mul nsw i32 %36, %31
  %43 = add nsw i32 %42, -1
  %44 = ashr i32 %41, 5
  %45 = add nsw i32 %44, %41
  %46 = ashr i32 %43, 5
  %47 = add nsw i32 %46, %43
  %48 = sext i32 %45 to i64
  %49 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = sext i32 %47 to i64
  %52 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !9
  %54 = add nsw i32 %53, %50
  store i32 %54, ptr %52, align 4, !tbaa !9
  br label %55

55:                                               ; preds = %39, %35
  %56 = shl nsw i32 %36, 1
  %57 = lshr i32 %37, 1
  %58 = icmp ult i32 %37, 2
  br i1 %58, label %32, label %35, !llvm.loop !13

59:                                               ; preds = %32
  %60 = zext nneg i32 %6 to i64
  %61 = getelementptr inbounds i32, ptr %2, i64 %60
  %62 = add nsw i32 %3, -1
  %63 = ashr i32 %62, 5
  %64 = add nsw i32 %63, %62
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !9
  store i32 %67, ptr %61, align 4, !tbaa !9
  store i32 0, ptr %66, align 4, !tbaa !9
  br label %68

68:                                               ; preds = %59, %32
  %69 = icmp sgt i32 %3, 1
  br i1 %69, label %70, label %74

70:                                               ; preds = %68
  %71 = shl nuw nsw i32 %5, 1
  %72 = or disjoint i32 %71, 1
  %73 = add nuw nsw i32 %71, 2
  br label %79

74:                                               ; preds = %100, %68
  tail call void @llvm.nvvm.barrier0()
  %75 = load i32, ptr %18, align 4, !tbaa !9
  %76 = getelementptr inbounds i32, ptr %0, i64 %13
  store i32 %75, ptr %76, align 4, !tbaa !9
  %77 = load i32, ptr %25, align 4, !tbaa !9
  %78 = getelementptr inbounds i32, ptr %0, i64 %20
  store i32 %77, ptr %78, align 4, !tbaa !9
  ret void

79:                                               ; preds = %70, %100
  %80 = phi i32 [ %33, %70 ], [ %82, %100 ]
  %81 = phi i32 [ 1, %70 ], [ %101, %100 ]
  %82 = lshr i32 %80, 1
  tail call void @llvm.nvvm.barrier0()
  %83 = icmp slt i32 %5, %81
  br i1 %83, label %84, label %100

84:                                               ; preds = %79
  %85 = mul nuw nsw i32 %82, %72
  %86 = add nsw i32 %85, -1
  %87 = mul nuw nsw i32 %82, %73
  %88 = add nsw i32 %87, -1
  %89 = ashr i32 %86, 5
  %90 = add nsw i32 %89, %86
  %91 = ashr i32 %88, 5
  %92 = add nsw i32 %91, %88
  %93 = sext i32 %90 to i64
  %94 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !9
  %96 = sext i32 %92 to i64
  %97 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !9
  store i32 %98, ptr %94, align 4, !tbaa !9
  %99 = add nsw i32 %98, %95
  store i32 %99, ptr %97, align 4, !tbaa !9
  br label %100

100:                                              ; preds = %79, %84
  %101 = shl nsw i32 %81, 1
  %102 = icmp slt i32 %101, %3
  br i1 %102, label %79, label %74, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @compact_segments(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @smem_raw to ptr), i64 %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %9, %5
  %11 = add i32 %10, %8
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = zext nneg i32 %8 to i64
  %16 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @smem_raw to ptr), i64 %15
  store i32 %14, ptr %16, align 4, !tbaa !9
  %17 = icmp uge i32 %14, %3
  %18 = zext i1 %17 to i32
  %19 = getelementptr inbounds i32, ptr %7, i64 %15
  store i32 %18, ptr %19, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %20 = icmp ugt i32 %5, 1
  br i1 %20, label %22, label %21

21:                                               ; preds = %30, %4
  br i1 %17, label %36, label %43

22:                                               ; preds = %4, %30
  %23 = phi i32 [ %34, %30 ], [ 1, %4 ]
  %24 = icmp slt i32 %8, %23
  br i1 %24, label %30, label %25

25:                                               ; preds = %22
  %26 = sub nsw i32 %8, %23
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %7, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !9
  br label %30

30:                                               ; preds = %22, %25
  %31 = phi i32 [ %29, %25 ], [ 0, %22 ]
  tail call void @llvm.nvvm.barrier0()
  %32 = load i32, ptr %19, align 4, !tbaa !9
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %19, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %34 = shl i32 %23, 1
  %35 = icmp ult i32 %34, %5
  br i1 %35, label %22, label %21, !llvm.loop !16

36:                                               ; preds = %21
  %37 = load i32, ptr %16, align 4, !tbaa !9
  %38 = load i32, ptr %19, align 4, !tbaa !9
  %39 = add i32 %10, -1
  %40 = add i32 %39, %38
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %1, i64 %41
  store i32 %37, ptr %42, align 4, !tbaa !9
  br label %43

43:                                               ; preds = %36, %21
  %44 = add nsw i32 %5, -1
  %45 = icmp eq i32 %8, %44
  br i1 %45, label %46, label %50

46:                                               ; preds = %43
  %47 = zext nneg i32 %9 to i64
  %48 = getelementptr inbounds i32, ptr %2, i64 %47
  %49 = load i32, ptr %19, align 4, !tbaa !9
  store i32 %49, ptr %48, align 4, !tbaa !9
  br label %50

50:                                               ; preds = %46, %43
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @prescan, !"kernel", i32 1}
!5 = !{ptr @compact_segments, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
