; device_counter: __device__ variables as counters across four launches
; (the module variables persist between the launches of this file).
;
; reduce_single_pass is the CUDA sample threadFenceReduction: partial sums,
; __threadfence, a ticket from atomicInc on the __device__ retirementCount,
; and the last block sums the partials and resets the counter to 0.
; count_above runs twice, adding to the __device__ g_selected with
; atomicAdd and to g_max_seen (initialised to INT_MIN) with atomicMax;
; read_counters copies the three variables to a buffer.
; Exercises: `addrspace(1) externally_initialized global i32` (three, one
; with a non-zero initialiser) listed in @llvm.compiler.used,
; llvm.nvvm.atomic.load.inc.32.p0, llvm.nvvm.membar.gl, atomicrmw add/max
; on constant-expression addrspacecasts of the globals to generic, a
; shared i8 flag, nctaid.x.
;
; launch: %reduce_single_pass grid=5 block=64
; arg: @in = i32[300] (i * 37) % 101 - 50
; arg: @partial = i32[5] 0
; arg: @total = i32[1] 0
; arg: 300
; expect: @partial == [-15, -64, 89, -61, 19]
; expect: @total == [-32]
; expect: @retirementCount == [0]
; launch: %count_above grid=2 block=64
; arg: @in = i32[128] (i * 53) % 97 - 40
; arg: 20
; arg: 128
; expect: @g_selected == [47]
; expect: @g_max_seen == [56]
; launch: %count_above grid=1 block=64
; arg: @in = i32[64] (i * 29) % 83 - 70
; arg: 0
; arg: 50
; expect: @g_selected == [53]
; expect: @g_max_seen == [56]
; launch: %read_counters grid=1 block=32
; arg: @out = i32[3] 0
; expect: @out == [53, 56, 0]
; ModuleID = 'src/device_counter.cu'
source_filename = "src/device_counter.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@retirementCount = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_selected = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_max_seen = dso_local addrspace(1) externally_initialized global i32 -2147483648, align 4
@_ZZ18reduce_single_passE5sdata = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@_ZZ18reduce_single_passE6amLast = internal unnamed_addr addrspace(3) global i8 undef, align 1
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_max_seen to ptr), ptr addrspacecast (ptr addrspace(1) @g_selected to ptr), ptr addrspacecast (ptr addrspace(1) @retirementCount to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_single_pass(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 6
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp ult i32 %8, %3
  br i1 %9, label %10, label %14

10:                                               ; preds = %4
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !10
  br label %14

14:                                               ; preds = %4, %10
  %15 = phi i32 [ %13, %10 ], [ 0, %4 ]
  %16 = zext nneg i32 %7 to i64
  %17 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 0, i64 %16
  store i32 %15, ptr %17, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %18 = icmp ult i32 %7, 32
  br i1 %18, label %19, label %26

19:                                               ; preds = %14
  %20 = or disjoint i32 %7, 32
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !10
  %24 = load i32, ptr %17, align 4, !tbaa !10
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %17, align 4, !tbaa !10
  br label %26

26:                                               ; preds = %19, %14
  tail call void @llvm.nvvm.barrier0()
  %27 = icmp ult i32 %7, 16
  br i1 %27, label %28, label %35

28:                                               ; preds = %26
  %29 = or disjoint i32 %7, 16
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !10
  %33 = load i32, ptr %17, align 4, !tbaa !10
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %17, align 4, !tbaa !10
  br label %35

35:                                               ; preds = %28, %26
  tail call void @llvm.nvvm.barrier0()
  %36 = icmp ult i32 %7, 8
  br i1 %36, label %37, label %44

37:                                               ; preds = %35
  %38 = or disjoint i32 %7, 8
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !10
  %42 = load i32, ptr %17, align 4, !tbaa !10
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr %17, align 4, !tbaa !10
  br label %44

44:                                               ; preds = %37, %35
  tail call void @llvm.nvvm.barrier0()
  %45 = icmp ult i32 %7, 4
  br i1 %45, label %46, label %53

46:                                               ; preds = %44
  %47 = or disjoint i32 %7, 4
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !10
  %51 = load i32, ptr %17, align 4, !tbaa !10
  %52 = add nsw i32 %51, %50
  store i32 %52, ptr %17, align 4, !tbaa !10
  br label %53

53:                                               ; preds = %46, %44
  tail call void @llvm.nvvm.barrier0()
  %54 = icmp ult i32 %7, 2
  br i1 %54, label %55, label %62

55:                                               ; preds = %53
  %56 = or disjoint i32 %7, 2
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !10
  %60 = load i32, ptr %17, align 4, !tbaa !10
  %61 = add nsw i32 %60, %59
  store i32 %61, ptr %17, align 4, !tbaa !10
  br label %62

62:                                               ; preds = %55, %53
  tail call void @llvm.nvvm.barrier0()
  %63 = icmp eq i32 %7, 0
  br i1 %63, label %64, label %68

64:                                               ; preds = %62
  %65 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 4), align 4, !tbaa !10
  %66 = load i32, ptr %17, align 4, !tbaa !10
  %67 = add nsw i32 %66, %65
  store i32 %67, ptr %17, align 4, !tbaa !10
  br label %68

68:                                               ; preds = %64, %62
  tail call void @llvm.nvvm.barrier0()
  %69 = icmp eq i32 %7, 0
  br i1 %69, label %70, label %79

70:                                               ; preds = %68
  %71 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), align 4, !tbaa !10
  %72 = zext nneg i32 %5 to i64
  %73 = getelementptr inbounds i32, ptr %1, i64 %72
  store i32 %71, ptr %73, align 4, !tbaa !10
  tail call void @llvm.nvvm.membar.gl()
  %74 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %75 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(1) @retirementCount to ptr), i32 %74)
  %76 = add nsw i32 %74, -1
  %77 = icmp eq i32 %75, %76
  %78 = zext i1 %77 to i8
  store i8 %78, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE6amLast to ptr), align 1, !tbaa !14
  br label %79

79:                                               ; preds = %70, %68
  tail call void @llvm.nvvm.barrier0()
  %80 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE6amLast to ptr), align 1, !tbaa !14, !range !16, !noundef !17
  %81 = trunc nuw i8 %80 to i1
  br i1 %81, label %82, label %143

82:                                               ; preds = %79
  %83 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %84 = icmp ult i32 %7, %83
  br i1 %84, label %87, label %85

85:                                               ; preds = %87, %82
  %86 = phi i32 [ 0, %82 ], [ %93, %87 ]
  store i32 %86, ptr %17, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  br i1 %18, label %96, label %103

87:                                               ; preds = %82, %87
  %88 = phi i32 [ %94, %87 ], [ %7, %82 ]
  %89 = phi i32 [ %93, %87 ], [ 0, %82 ]
  %90 = zext nneg i32 %88 to i64
  %91 = getelementptr inbounds i32, ptr %1, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !10
  %93 = add nsw i32 %92, %89
  %94 = add nuw i32 %88, 64
  %95 = icmp ult i32 %94, %83
  br i1 %95, label %87, label %85, !llvm.loop !18

96:                                               ; preds = %85
  %97 = or disjoint i32 %7, 32
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !10
  %101 = load i32, ptr %17, align 4, !tbaa !10
  %102 = add nsw i32 %101, %100
  store i32 %102, ptr %17, align 4, !tbaa !10
  br label %103

103:                                              ; preds = %96, %85
  tail call void @llvm.nvvm.barrier0()
  br i1 %27, label %104, label %111

104:                                              ; preds = %103
  %105 = or disjoint i32 %7, 16
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 0, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !10
  %109 = load i32, ptr %17, align 4, !tbaa !10
  %110 = add nsw i32 %109, %108
  store i32 %110, ptr %17, align 4, !tbaa !10
  br label %111

111:                                              ; preds = %104, %103
  tail call void @llvm.nvvm.barrier0()
  br i1 %36, label %112, label %119

112:                                              ; preds = %111
  %113 = or disjoint i32 %7, 8
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 0, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !10
  %117 = load i32, ptr %17, align 4, !tbaa !10
  %118 = add nsw i32 %117, %116
  store i32 %118, ptr %17, align 4, !tbaa !10
  br label %119

119:                                              ; preds = %112, %111
  tail call void @llvm.nvvm.barrier0()
  br i1 %45, label %120, label %127

120:                                              ; preds = %119
  %121 = or disjoint i32 %7, 4
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 0, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !10
  %125 = load i32, ptr %17, align 4, !tbaa !10
  %126 = add nsw i32 %125, %124
  store i32 %126, ptr %17, align 4, !tbaa !10
  br label %127

127:                                              ; preds = %120, %119
  tail call void @llvm.nvvm.barrier0()
  br i1 %54, label %128, label %135

128:                                              ; preds = %127
  %129 = or disjoint i32 %7, 2
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 0, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !10
  %133 = load i32, ptr %17, align 4, !tbaa !10
  %134 = add nsw i32 %133, %132
  store i32 %134, ptr %17, align 4, !tbaa !10
  br label %135

135:                                              ; preds = %128, %127
  tail call void @llvm.nvvm.barrier0()
  br i1 %63, label %136, label %140

136:                                              ; preds = %135
  %137 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), i64 4), align 4, !tbaa !10
  %138 = load i32, ptr %17, align 4, !tbaa !10
  %139 = add nsw i32 %138, %137
  store i32 %139, ptr %17, align 4, !tbaa !10
  br label %140

140:                                              ; preds = %136, %135
  tail call void @llvm.nvvm.barrier0()
  br i1 %69, label %141, label %143

141:                                              ; preds = %140
  %142 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_single_passE5sdata to ptr), align 4, !tbaa !10
  store i32 %142, ptr %2, align 4, !tbaa !10
  store i32 0, ptr addrspacecast (ptr addrspace(1) @retirementCount to ptr), align 4, !tbaa !10
  br label %143

143:                                              ; preds = %140, %141, %79
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local void @count_above(ptr noalias nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %10, label %18

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !10
  %14 = icmp sgt i32 %13, %1
  br i1 %14, label %15, label %18

15:                                               ; preds = %10
  %16 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @g_selected to ptr), i32 1 seq_cst, align 4
  %17 = atomicrmw max ptr addrspacecast (ptr addrspace(1) @g_max_seen to ptr), i32 %13 seq_cst, align 4
  br label %18

18:                                               ; preds = %15, %10, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none)
define dso_local void @read_counters(ptr noalias nocapture noundef writeonly %0) local_unnamed_addr #3 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load i32, ptr addrspacecast (ptr addrspace(1) @g_selected to ptr), align 4, !tbaa !10
  store i32 %5, ptr %0, align 4, !tbaa !10
  %6 = load i32, ptr addrspacecast (ptr addrspace(1) @g_max_seen to ptr), align 4, !tbaa !10
  %7 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %6, ptr %7, align 4, !tbaa !10
  %8 = load i32, ptr addrspacecast (ptr addrspace(1) @retirementCount to ptr), align 4, !tbaa !10
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %8, ptr %9, align 4, !tbaa !10
  br label %10

10:                                               ; preds = %4, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #5

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nounwind }
attributes #6 = { nocallback nounwind memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @reduce_single_pass, !"kernel", i32 1}
!5 = !{ptr @count_above, !"kernel", i32 1}
!6 = !{ptr @read_counters, !"kernel", i32 1}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{i32 2, i32 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"bool", !12, i64 0}
!16 = !{i8 0, i8 2}
!17 = !{}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
