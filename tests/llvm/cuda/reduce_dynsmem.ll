; reduce_dynsmem: the CUDA sample reduction (reduce3): dynamic shared memory
; through the sample's SharedMemory<T> helper (extern __shared__ int
; __smem[], and __smem_d[] for double), two elements added per thread
; while loading, a tree with __syncthreads; template instances for int,
; float and double with C++ mangled names, n not a multiple of the tile.
;
; Launches set the dynamic shared size (shared=blockDim * sizeof(T)).
; Float and double data are small dyadic values: sums are exact.
; Exercises: `external addrspace(3) global [0 x i32]` and `[0 x double]`
; (dynamic shared memory), addrspacecast of it, barrier0 in loops,
; i32/float/double loads, stores and adds.
;
; launch: %_Z7reduce3IiEvPKT_PS0_j grid=4 block=128 shared=512
; arg: @in = i32[1000] (i * 7919) % 2001 - 1000
; arg: @out = i32[4] 0
; arg: 1000
; expect: @out == [1115, 1339, 1563, 203]
; launch: %_Z7reduce3IfEvPKT_PS0_j grid=6 block=64 shared=256
; arg: @in = f32[700] ((i * 37) % 41 - 20) * 0.25
; arg: @out = f32[6] 0
; arg: 700
; expect: @out == [6.0, -8.75, 7.25, -7.5, 8.5, -3.0]
; launch: %_Z7reduce3IdEvPKT_PS0_j grid=5 block=32 shared=256
; arg: @in = f64[300] ((i * 53) % 67 - 33) * 0.125
; arg: @out = f64[5] 0
; arg: 300
; expect: @out == [1.875, 2.875, -4.5, 4.875, -0.125]
; ModuleID = 'src/reduce_dynsmem.cu'
source_filename = "src/reduce_dynsmem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z7reduce3IiEvPKT_PS0_j = comdat any

$_Z7reduce3IfEvPKT_PS0_j = comdat any

$_Z7reduce3IdEvPKT_PS0_j = comdat any

@__smem_d = external dso_local local_unnamed_addr addrspace(3) global [0 x double], align 8
@__smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7reduce3IiEvPKT_PS0_j(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = shl nuw nsw i32 %6, 1
  %8 = mul i32 %7, %5
  %9 = add i32 %8, %4
  %10 = icmp ult i32 %9, %2
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !10
  br label %15

15:                                               ; preds = %3, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %3 ]
  %17 = add i32 %9, %6
  %18 = icmp ult i32 %17, %2
  br i1 %18, label %19, label %24

19:                                               ; preds = %15
  %20 = zext i32 %17 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !10
  %23 = add nsw i32 %22, %16
  br label %24

24:                                               ; preds = %19, %15
  %25 = phi i32 [ %23, %19 ], [ %16, %15 ]
  %26 = zext nneg i32 %4 to i64
  %27 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %26
  store i32 %25, ptr %27, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %28 = icmp ult i32 %6, 2
  br i1 %28, label %29, label %32

29:                                               ; preds = %43, %24
  %30 = phi i32 [ %25, %24 ], [ %44, %43 ]
  %31 = icmp eq i32 %4, 0
  br i1 %31, label %46, label %49

32:                                               ; preds = %24, %43
  %33 = phi i32 [ %35, %43 ], [ %6, %24 ]
  %34 = phi i32 [ %44, %43 ], [ %25, %24 ]
  %35 = lshr i32 %33, 1
  %36 = icmp ult i32 %4, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = add nuw nsw i32 %35, %4
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !10
  %42 = add nsw i32 %41, %34
  store i32 %42, ptr %27, align 4, !tbaa !10
  br label %43

43:                                               ; preds = %37, %32
  %44 = phi i32 [ %42, %37 ], [ %34, %32 ]
  tail call void @llvm.nvvm.barrier0()
  %45 = icmp ult i32 %33, 4
  br i1 %45, label %29, label %32, !llvm.loop !14

46:                                               ; preds = %29
  %47 = zext nneg i32 %5 to i64
  %48 = getelementptr inbounds i32, ptr %1, i64 %47
  store i32 %30, ptr %48, align 4, !tbaa !10
  br label %49

49:                                               ; preds = %46, %29
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7reduce3IfEvPKT_PS0_j(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = shl nuw nsw i32 %6, 1
  %8 = mul i32 %7, %5
  %9 = add i32 %8, %4
  %10 = icmp ult i32 %9, %2
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !16
  br label %15

15:                                               ; preds = %3, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %3 ]
  %17 = add i32 %9, %6
  %18 = icmp ult i32 %17, %2
  br i1 %18, label %19, label %24

19:                                               ; preds = %15
  %20 = zext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !16
  %23 = fadd contract float %16, %22
  br label %24

24:                                               ; preds = %19, %15
  %25 = phi float [ %23, %19 ], [ %16, %15 ]
  %26 = zext nneg i32 %4 to i64
  %27 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %26
  store float %25, ptr %27, align 4, !tbaa !16
  tail call void @llvm.nvvm.barrier0()
  %28 = icmp ult i32 %6, 2
  br i1 %28, label %29, label %32

29:                                               ; preds = %43, %24
  %30 = phi float [ %25, %24 ], [ %44, %43 ]
  %31 = icmp eq i32 %4, 0
  br i1 %31, label %46, label %49

32:                                               ; preds = %24, %43
  %33 = phi i32 [ %35, %43 ], [ %6, %24 ]
  %34 = phi float [ %44, %43 ], [ %25, %24 ]
  %35 = lshr i32 %33, 1
  %36 = icmp ult i32 %4, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = add nuw nsw i32 %35, %4
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !16
  %42 = fadd contract float %34, %41
  store float %42, ptr %27, align 4, !tbaa !16
  br label %43

43:                                               ; preds = %37, %32
  %44 = phi float [ %42, %37 ], [ %34, %32 ]
  tail call void @llvm.nvvm.barrier0()
  %45 = icmp ult i32 %33, 4
  br i1 %45, label %29, label %32, !llvm.loop !18

46:                                               ; preds = %29
  %47 = zext nneg i32 %5 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  store float %30, ptr %48, align 4, !tbaa !16
  br label %49

49:                                               ; preds = %46, %29
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7reduce3IdEvPKT_PS0_j(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = shl nuw nsw i32 %6, 1
  %8 = mul i32 %7, %5
  %9 = add i32 %8, %4
  %10 = icmp ult i32 %9, %2
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = zext i32 %9 to i64
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !19
  br label %15

15:                                               ; preds = %3, %11
  %16 = phi contract double [ %14, %11 ], [ 0.000000e+00, %3 ]
  %17 = add i32 %9, %6
  %18 = icmp ult i32 %17, %2
  br i1 %18, label %19, label %24

19:                                               ; preds = %15
  %20 = zext i32 %17 to i64
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !19
  %23 = fadd contract double %16, %22
  br label %24

24:                                               ; preds = %19, %15
  %25 = phi double [ %23, %19 ], [ %16, %15 ]
  %26 = zext nneg i32 %4 to i64
  %27 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @__smem_d to ptr), i64 %26
  store double %25, ptr %27, align 8, !tbaa !19
  tail call void @llvm.nvvm.barrier0()
  %28 = icmp ult i32 %6, 2
  br i1 %28, label %29, label %32

29:                                               ; preds = %43, %24
  %30 = phi double [ %25, %24 ], [ %44, %43 ]
  %31 = icmp eq i32 %4, 0
  br i1 %31, label %46, label %49

32:                                               ; preds = %24, %43
  %33 = phi i32 [ %35, %43 ], [ %6, %24 ]
  %34 = phi double [ %44, %43 ], [ %25, %24 ]
  %35 = lshr i32 %33, 1
  %36 = icmp ult i32 %4, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = add nuw nsw i32 %35, %4
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @__smem_d to ptr), i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !19
  %42 = fadd contract double %34, %41
  store double %42, ptr %27, align 8, !tbaa !19
  br label %43

43:                                               ; preds = %37, %32
  %44 = phi double [ %42, %37 ], [ %34, %32 ]
  tail call void @llvm.nvvm.barrier0()
  %45 = icmp ult i32 %33, 4
  br i1 %45, label %29, label %32, !llvm.loop !21

46:                                               ; preds = %29
  %47 = zext nneg i32 %5 to i64
  %48 = getelementptr inbounds double, ptr %1, i64 %47
  store double %30, ptr %48, align 8, !tbaa !19
  br label %49

49:                                               ; preds = %46, %29
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
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z7reduce3IiEvPKT_PS0_j, !"kernel", i32 1}
!5 = !{ptr @_Z7reduce3IfEvPKT_PS0_j, !"kernel", i32 1}
!6 = !{ptr @_Z7reduce3IdEvPKT_PS0_j, !"kernel", i32 1}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{i32 2, i32 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !12, i64 0}
!18 = distinct !{!18, !15}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !12, i64 0}
!21 = distinct !{!21, !15}
