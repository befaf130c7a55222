; histogram_smem: 256-bin byte histogram after the CUDA sample histogram256:
; per-block histogram in shared memory updated with shared atomicAdd, four
; bytes per 32-bit word, merged into the global histogram with global
; atomicAdd.
;
; Exercises: atomicrmw add on addrspace(3) and on generic global pointers,
; a shared [256 x i32] without unnamed_addr, grid-stride loops, byte
; extraction by shifts and masks.
;
; launch: %histogram256Kernel grid=2 block=64
; arg: @hist = i32[256] 0
; arg: @data = i32[300] i * 2654435761 + 12345
; arg: 300
; expect: @hist == [6, 5, 4, 4, 4, 6, 4, 3, 5, 5, 7, 3, 4, 6, 5, 4, 5, 4, 6, 4, 3, 5, 6, 6, 4, 3, 6, 5, 3, 5, 4, 6, 5, 4, 4, 8, 5, 3, 4, 5, 5, 3, 5, 5, 5, 4, 4, 4, 7, 5, 4, 5, 5, 5, 5, 4, 5, 6, 4, 3, 6, 5, 4, 4, 5, 5, 4, 4, 5, 5, 7, 3, 4, 6, 4, 5, 3, 5, 6, 5, 3, 6, 5, 5, 4, 3, 6, 5, 4, 4, 5, 5, 6, 3, 6, 6, 5, 3, 4, 6, 4, 4, 3, 5, 5, 4, 4, 6, 6, 5, 3, 6, 5, 4, 5, 4, 6, 5, 3, 5, 6, 5, 3, 3, 6, 6, 4, 4, 5, 4, 7, 2, 5, 7, 6, 3, 3, 5, 6, 4, 2, 6, 5, 6, 3, 5, 6, 6, 3, 5, 5, 6, 4, 3, 6, 6, 4, 4, 5, 5, 6, 2, 6, 4, 6, 2, 4, 6, 6, 4, 4, 7, 5, 4, 3, 6, 5, 4, 3, 5, 6, 6, 3, 4, 5, 5, 3, 5, 4, 6, 6, 3, 4, 7, 5, 2, 5, 5, 6, 3, 3, 5, 6, 4, 4, 5, 7, 3, 4, 6, 5, 4, 4, 5, 5, 5, 4, 5, 5, 6, 3, 3, 6, 5, 4, 4, 5, 6, 7, 2, 5, 6, 5, 3, 4, 6, 6, 4, 3, 5, 6, 5, 3, 6, 5, 6, 3, 4, 5, 5, 5, 4, 5, 7, 5, 3]
; ModuleID = 'src/histogram_smem.cu'
source_filename = "src/histogram_smem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18histogram256KernelE6s_Hist = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram256Kernel(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, 256
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %15, label %7

7:                                                ; preds = %15, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = mul i32 %8, %6
  %10 = add i32 %9, %4
  %11 = icmp ult i32 %10, %2
  br i1 %11, label %12, label %21

12:                                               ; preds = %7
  %13 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %6, %13
  br label %22

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %19, %15 ], [ %4, %3 ]
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelE6s_Hist to ptr), i64 0, i64 %17
  store i32 0, ptr %18, align 4, !tbaa !8
  %19 = add nuw nsw i32 %16, %6
  %20 = icmp ult i32 %19, 256
  br i1 %20, label %15, label %7, !llvm.loop !12

21:                                               ; preds = %22, %7
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %48, label %47

22:                                               ; preds = %12, %22
  %23 = phi i32 [ %10, %12 ], [ %45, %22 ]
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %1, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !8
  %27 = and i32 %26, 255
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelE6s_Hist to ptr), i64 %28
  %30 = atomicrmw add ptr %29, i32 1 seq_cst, align 4
  %31 = lshr i32 %26, 8
  %32 = and i32 %31, 255
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelE6s_Hist to ptr), i64 %33
  %35 = atomicrmw add ptr %34, i32 1 seq_cst, align 4
  %36 = lshr i32 %26, 16
  %37 = and i32 %36, 255
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelE6s_Hist to ptr), i64 %38
  %40 = atomicrmw add ptr %39, i32 1 seq_cst, align 4
  %41 = lshr i32 %26, 24
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelE6s_Hist to ptr), i64 %42
  %44 = atomicrmw add ptr %43, i32 1 seq_cst, align 4
  %45 = add i32 %23, %14
  %46 = icmp ult i32 %45, %2
  br i1 %46, label %22, label %21, !llvm.loop !14

47:                                               ; preds = %57, %21
  ret void

48:                                               ; preds = %21, %57
  %49 = phi i32 [ %58, %57 ], [ %4, %21 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelE6s_Hist to ptr), i64 0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !8
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %48
  %55 = getelementptr inbounds i32, ptr %0, i64 %50
  %56 = atomicrmw add ptr %55, i32 %52 seq_cst, align 4
  br label %57

57:                                               ; preds = %54, %48
  %58 = add nuw nsw i32 %49, %6
  %59 = icmp ult i32 %58, 256
  br i1 %59, label %48, label %47, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @histogram256Kernel, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
