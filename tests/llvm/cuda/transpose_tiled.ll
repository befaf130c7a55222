; transpose_tiled: transposeNoBankConflicts and copySharedMem of NVIDIA's
; "efficient matrix transpose" example: 32x32 tiles, 8 rows of threads, a
; padded [32 x [33 x float]] shared tile; a 64x64 matrix.
;
; Exercises: 2-D grid and block indices, nctaid.x for the width, shared
; 2-D and 1-D float arrays, barrier0, element expectations by expression.
;
; launch: %transposeNoBankConflicts grid=(2, 2) block=(32, 8)
; arg: @odata = f32[4096] 0
; arg: @idata = f32[4096] i * 1.0
; expect: @odata[i] == (i % 64) * 64 + (i - i % 64) / 64
; launch: %copySharedMem grid=(2, 2) block=(32, 8)
; arg: @odata = f32[4096] 0
; arg: @idata = f32[4096] i * 0.5
; expect: @odata[i] == i * 0.5
; ModuleID = 'src/transpose_tiled.cu'
source_filename = "src/transpose_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ24transposeNoBankConflictsE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ13copySharedMemE4tile = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transposeNoBankConflicts(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 5
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl nuw nsw i32 %7, 5
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = add nuw nsw i32 %8, %9
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = shl i32 %11, 5
  %13 = zext nneg i32 %5 to i64
  %14 = mul nsw i32 %10, %12
  %15 = add nsw i32 %6, %14
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !9
  %19 = zext nneg i32 %9 to i64
  %20 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24transposeNoBankConflictsE4tile to ptr), i64 0, i64 %19, i64 %13
  store float %18, ptr %20, align 4, !tbaa !9
  %21 = add nuw nsw i32 %10, 8
  %22 = mul nsw i32 %21, %12
  %23 = add nsw i32 %6, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !9
  %27 = add nuw nsw i32 %9, 8
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24transposeNoBankConflictsE4tile to ptr), i64 0, i64 %28, i64 %13
  store float %26, ptr %29, align 4, !tbaa !9
  %30 = add nuw nsw i32 %10, 16
  %31 = mul nsw i32 %30, %12
  %32 = add nsw i32 %6, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !9
  %36 = add nuw nsw i32 %9, 16
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24transposeNoBankConflictsE4tile to ptr), i64 0, i64 %37, i64 %13
  store float %35, ptr %38, align 4, !tbaa !9
  %39 = add nuw nsw i32 %10, 24
  %40 = mul nsw i32 %39, %12
  %41 = add nsw i32 %6, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !9
  %45 = add nuw nsw i32 %9, 24
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24transposeNoBankConflictsE4tile to ptr), i64 0, i64 %46, i64 %13
  store float %44, ptr %47, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %48 = add nuw nsw i32 %8, %5
  %49 = add i32 %4, %9
  %50 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24transposeNoBankConflictsE4tile to ptr), i64 0, i64 %13, i64 %19
  %51 = load float, ptr %50, align 4, !tbaa !9
  %52 = mul nsw i32 %49, %12
  %53 = add nsw i32 %48, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  store float %51, ptr %55, align 4, !tbaa !9
  %56 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24transposeNoBankConflictsE4tile to ptr), i64 0, i64 %13, i64 %28
  %57 = load float, ptr %56, align 4, !tbaa !9
  %58 = add nsw i32 %49, 8
  %59 = mul nsw i32 %58, %12
  %60 = add nsw i32 %48, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %0, i64 %61
  store float %57, ptr %62, align 4, !tbaa !9
  %63 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24transposeNoBankConflictsE4tile to ptr), i64 0, i64 %13, i64 %37
  %64 = load float, ptr %63, align 4, !tbaa !9
  %65 = add nsw i32 %49, 16
  %66 = mul nsw i32 %65, %12
  %67 = add nsw i32 %48, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  store float %64, ptr %69, align 4, !tbaa !9
  %70 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24transposeNoBankConflictsE4tile to ptr), i64 0, i64 %13, i64 %46
  %71 = load float, ptr %70, align 4, !tbaa !9
  %72 = add nsw i32 %49, 24
  %73 = mul nsw i32 %72, %12
  %74 = add nsw i32 %48, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  store float %71, ptr %76, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @copySharedMem(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 5
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl nuw nsw i32 %7, 5
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = add nuw nsw i32 %8, %9
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = shl i32 %11, 5
  %13 = mul nsw i32 %10, %12
  %14 = add nsw i32 %13, %6
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %1, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !9
  %18 = shl nuw nsw i32 %9, 5
  %19 = add nuw nsw i32 %18, %5
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13copySharedMemE4tile to ptr), i64 0, i64 %20
  store float %17, ptr %21, align 4, !tbaa !9
  %22 = add nuw nsw i32 %10, 8
  %23 = mul nsw i32 %22, %12
  %24 = add nsw i32 %23, %6
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !9
  %28 = shl nuw nsw i32 %9, 5
  %29 = add nuw nsw i32 %28, 256
  %30 = add nuw nsw i32 %29, %5
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13copySharedMemE4tile to ptr), i64 0, i64 %31
  store float %27, ptr %32, align 4, !tbaa !9
  %33 = add nuw nsw i32 %10, 16
  %34 = mul nsw i32 %33, %12
  %35 = add nsw i32 %34, %6
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !9
  %39 = shl nuw nsw i32 %9, 5
  %40 = add nuw nsw i32 %39, 512
  %41 = add nuw nsw i32 %40, %5
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13copySharedMemE4tile to ptr), i64 0, i64 %42
  store float %38, ptr %43, align 4, !tbaa !9
  %44 = add nuw nsw i32 %10, 24
  %45 = mul nsw i32 %44, %12
  %46 = add nsw i32 %45, %6
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !9
  %50 = shl nuw nsw i32 %9, 5
  %51 = add nuw nsw i32 %50, 768
  %52 = add nuw nsw i32 %51, %5
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13copySharedMemE4tile to ptr), i64 0, i64 %53
  store float %49, ptr %54, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %55 = load float, ptr %21, align 4, !tbaa !9
  %56 = getelementptr inbounds float, ptr %0, i64 %15
  store float %55, ptr %56, align 4, !tbaa !9
  %57 = load float, ptr %32, align 4, !tbaa !9
  %58 = getelementptr inbounds float, ptr %0, i64 %25
  store float %57, ptr %58, align 4, !tbaa !9
  %59 = load float, ptr %43, align 4, !tbaa !9
  %60 = getelementptr inbounds float, ptr %0, i64 %36
  store float %59, ptr %60, align 4, !tbaa !9
  %61 = load float, ptr %54, align 4, !tbaa !9
  %62 = getelementptr inbounds float, ptr %0, i64 %47
  store float %61, ptr %62, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!4 = !{ptr @transposeNoBankConflicts, !"kernel", i32 1}
!5 = !{ptr @copySharedMem, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
