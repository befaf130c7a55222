; pointer_tables: module data whose initialisers hold addresses of module
; data. A __constant__ bank of filter descriptors points at __constant__
; tap arrays and at string literals; a __device__ workspace descriptor
; points at __device__ buffers and a __device__ counter; a __device__ list
; of pipeline stages points into itself. run_pipeline follows the pointers
; at run time, set_stage rewrites a stage between two runs, and the pass
; counter persists across the launches of this file.
; Exercises: `ptr addrspacecast (ptr addrspace(4) @taps to ptr)` and
; `ptr addrspacecast (ptr addrspace(1) getelementptr inbounds (...) to ptr)`
; in struct initialisers, string literals referenced from a constant
; table, a self-referencing __device__ array, loads of pointers from
; constant and global memory.
;
; launch: %filter_rows grid=2 block=32
; arg: @in = f32[60] (i * 7) % 13 - 6
; arg: @out = f32[60] 0
; arg: 60
; arg: 0
; expect: @out == [-4.25, -2.25, -1.75, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.75, 2.25, 2.75, 0.0, -2.75, -2.25, -1.75, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.75, 2.25, 2.75, 0.0, -2.75, -2.25, -1.75, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.75, 2.25, 2.75, 0.0, -2.75, -2.25, -1.75, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.75, 2.25, 2.75, 0.0, -2.75, -2.25, -1.75, -1.25, -0.75, -0.25, 0.25, 2.25]
; launch: %filter_rows grid=2 block=32
; arg: @in = f32[60] (i * 7) % 13 - 6
; arg: @out = f32[60] 0
; arg: 60
; arg: 1
; expect: @out == [-4.1875, -2.625, -1.75, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.75, 2.25, 1.9375, 0.0, -1.9375, -2.25, -1.75, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.75, 2.25, 1.9375, 0.0, -1.9375, -2.25, -1.75, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.75, 2.25, 1.9375, 0.0, -1.9375, -2.25, -1.75, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.75, 2.25, 1.9375, 0.0, -1.9375, -2.25, -1.75, -1.25, -0.75, -0.25, 0.625, 2.1875]
; launch: %filter_rows grid=2 block=32
; arg: @in = f32[60] (i * 7) % 13 - 6
; arg: @out = f32[60] 0
; arg: 60
; arg: 2
; expect: @out == [3.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, -6.0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, -6.0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, -6.0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, -6.0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 3.5]
; launch: %filter_name grid=1 block=32
; arg: 2
; arg: @out = i8[24] 0
; arg: 24
; expect: @out == [99, 101, 110, 116, 114, 97, 108, 45, 100, 105, 102, 102, 101, 114, 101, 110, 99, 101, 0, 0, 0, 0, 0, 0]
; launch: %filter_name grid=1 block=32
; arg: 1
; arg: @out = i8[6] 0
; arg: 6
; expect: @out == [98, 105, 110, 111, 109, 0]
; launch: %run_pipeline grid=1 block=64
; arg: @in = f32[100] (i * 11) % 17 - 8
; arg: @out = f32[100] 0
; arg: 100
; expect: @out == [2.34375, 2.4921875, 1.859375, 0.5546875, -0.2890625, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.2890625, 0.5078125, 1.5703125, 1.5703125, 0.5078125, -0.2890625, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.2890625, 0.5078125, 1.5703125, 1.5703125, 0.5078125, -0.2890625, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.2890625, 0.5078125, 1.5703125, 1.5703125, 0.5078125, -0.2890625, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.2890625, 0.5078125, 1.5703125, 1.5703125, 0.5078125, -0.2890625, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.2890625, 0.5078125, 1.5703125, 1.5703125, 0.5078125, -0.2890625, -0.2890625, -0.2890625, -0.421875, -0.2890625, -0.2890625, -0.421875, -0.375, -0.796875, -1.7578125, -2.3046875]
; expect: @ws_passes == [3]
; launch: %set_stage grid=1 block=32
; arg: 1
; arg: 0
; arg: 4.0
; launch: %run_pipeline grid=1 block=64
; arg: @in = f32[100] (i * 11) % 17 - 8
; arg: @out = f32[100] 0
; arg: 100
; expect: @out == [-6.5, -2.9140625, 1.1875, 3.6015625, 3.8671875, 3.2890625, 2.7109375, 2.0, 1.2890625, 0.7109375, 0.0, -0.7109375, -1.2890625, -2.0, -2.7109375, -3.2890625, -3.8671875, -3.6484375, -1.5703125, 1.5703125, 3.6484375, 3.8671875, 3.2890625, 2.7109375, 2.0, 1.2890625, 0.7109375, 0.0, -0.7109375, -1.2890625, -2.0, -2.7109375, -3.2890625, -3.8671875, -3.6484375, -1.5703125, 1.5703125, 3.6484375, 3.8671875, 3.2890625, 2.7109375, 2.0, 1.2890625, 0.7109375, 0.0, -0.7109375, -1.2890625, -2.0, -2.7109375, -3.2890625, -3.8671875, -3.6484375, -1.5703125, 1.5703125, 3.6484375, 3.8671875, 3.2890625, 2.7109375, 2.0, 1.2890625, 0.7109375, 0.0, -0.7109375, -1.2890625, -2.0, -2.7109375, -3.2890625, -3.8671875, -3.6484375, -1.5703125, 1.5703125, 3.6484375, 3.8671875, 3.2890625, 2.7109375, 2.0, 1.2890625, 0.7109375, 0.0, -0.7109375, -1.2890625, -2.0, -2.7109375, -3.2890625, -3.8671875, -3.6484375, -1.5703125, 1.5703125, 3.6484375, 3.8671875, 3.2890625, 2.7109375, 2.0, 1.2890625, 0.7109375, 0.0, -0.796875, -1.96875, -4.2421875, -6.8984375]
; expect: @ws_passes == [6]
; ModuleID = 'src/pointer_tables.cu'
source_filename = "src/pointer_tables.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Filter = type { ptr, i32, ptr }
%struct.Workspace = type { ptr, ptr, ptr }
%struct.Stage = type { i32, float, ptr }

@taps_binomial3 = dso_local addrspace(4) externally_initialized global [3 x float] [float 2.500000e-01, float 5.000000e-01, float 2.500000e-01], align 4
@taps_binomial5 = dso_local addrspace(4) externally_initialized global [5 x float] [float 6.250000e-02, float 2.500000e-01, float 3.750000e-01, float 2.500000e-01, float 6.250000e-02], align 4
@taps_difference = dso_local addrspace(4) externally_initialized global [3 x float] [float -5.000000e-01, float 0.000000e+00, float 5.000000e-01], align 4
@.str = private unnamed_addr constant [10 x i8] c"binomial3\00", align 1
@.str1 = private unnamed_addr constant [10 x i8] c"binomial5\00", align 1
@.str2 = private unnamed_addr constant [19 x i8] c"central-difference\00", align 1
@filter_bank = dso_local addrspace(4) externally_initialized global [3 x %struct.Filter] [%struct.Filter { ptr addrspacecast (ptr addrspace(4) @taps_binomial3 to ptr), i32 1, ptr @.str }, %struct.Filter { ptr addrspacecast (ptr addrspace(4) @taps_binomial5 to ptr), i32 2, ptr @.str1 }, %struct.Filter { ptr addrspacecast (ptr addrspace(4) @taps_difference to ptr), i32 1, ptr @.str2 }], align 8
@ws_ping = dso_local addrspace(1) externally_initialized global [256 x float] zeroinitializer, align 4
@ws_pong = dso_local addrspace(1) externally_initialized global [256 x float] zeroinitializer, align 4
@ws_passes = dso_local addrspace(1) externally_initialized global i32 0, align 4
@workspace = dso_local addrspace(1) externally_initialized global %struct.Workspace { ptr addrspacecast (ptr addrspace(1) @ws_ping to ptr), ptr addrspacecast (ptr addrspace(1) @ws_pong to ptr), ptr addrspacecast (ptr addrspace(1) @ws_passes to ptr) }, align 8
@pipeline = dso_local addrspace(1) externally_initialized global [3 x %struct.Stage] [%struct.Stage { i32 0, float 1.000000e+00, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @pipeline to ptr), i64 16) }, %struct.Stage { i32 2, float 2.000000e+00, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @pipeline to ptr), i64 32) }, %struct.Stage { i32 1, float 5.000000e-01, ptr null }], align 8
@llvm.compiler.used = appending global [9 x ptr] [ptr addrspacecast (ptr addrspace(4) @filter_bank to ptr), ptr addrspacecast (ptr addrspace(1) @pipeline to ptr), ptr addrspacecast (ptr addrspace(4) @taps_binomial3 to ptr), ptr addrspacecast (ptr addrspace(4) @taps_binomial5 to ptr), ptr addrspacecast (ptr addrspace(4) @taps_difference to ptr), ptr addrspacecast (ptr addrspace(1) @workspace to ptr), ptr addrspacecast (ptr addrspace(1) @ws_passes to ptr), ptr addrspacecast (ptr addrspace(1) @ws_ping to ptr), ptr addrspacecast (ptr addrspace(1) @ws_pong to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none)
define dso_local noundef float @_Z12apply_filterRK6FilterPKfii(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 8, !tbaa !11
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %24, label %8

8:                                                ; preds = %4
  %9 = load ptr, ptr %0, align 8, !tbaa !17
  %10 = add nsw i32 %3, -1
  %11 = load float, ptr %9, align 4, !tbaa !18
  %12 = sub nsw i32 %2, %6
  %13 = icmp slt i32 %12, 0
  %14 = icmp slt i32 %12, %3
  %15 = select i1 %14, i32 %12, i32 %10
  %16 = select i1 %13, i32 0, i32 %15
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !18
  %20 = fmul contract float %11, %19
  %21 = fadd contract float %20, 0.000000e+00
  %22 = sub nsw i32 1, %6
  %23 = icmp eq i32 %6, 0
  br i1 %23, label %24, label %26

24:                                               ; preds = %8, %26, %4
  %25 = phi float [ 0.000000e+00, %4 ], [ %21, %8 ], [ %57, %26 ]
  ret float %25

26:                                               ; preds = %8, %26
  %27 = phi i32 [ %58, %26 ], [ %22, %8 ]
  %28 = phi float [ %57, %26 ], [ %21, %8 ]
  %29 = add nsw i32 %27, %6
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %9, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !18
  %33 = add nsw i32 %27, %2
  %34 = icmp slt i32 %33, 0
  %35 = icmp slt i32 %33, %3
  %36 = select i1 %35, i32 %33, i32 %10
  %37 = select i1 %34, i32 0, i32 %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !18
  %41 = fmul contract float %32, %40
  %42 = fadd contract float %28, %41
  %43 = add i32 %27, 1
  %44 = add nsw i32 %43, %6
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %9, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !18
  %48 = add nsw i32 %43, %2
  %49 = icmp slt i32 %48, 0
  %50 = icmp slt i32 %48, %3
  %51 = select i1 %50, i32 %48, i32 %10
  %52 = select i1 %49, i32 0, i32 %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %1, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !18
  %56 = fmul contract float %47, %55
  %57 = fadd contract float %42, %56
  %58 = add i32 %27, 2
  %59 = icmp eq i32 %43, %6
  br i1 %59, label %24, label %26, !llvm.loop !20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @filter_rows(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %71

11:                                               ; preds = %4
  %12 = sext i32 %3 to i64
  %13 = getelementptr inbounds [3 x %struct.Filter], ptr addrspacecast (ptr addrspace(4) @filter_bank to ptr), i64 0, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load i32, ptr %14, align 8, !tbaa !11
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %67, label %17

17:                                               ; preds = %11
  %18 = load ptr, ptr %13, align 8, !tbaa !17
  %19 = add nsw i32 %2, -1
  %20 = load float, ptr %18, align 4, !tbaa !18
  %21 = sub i32 %9, %15
  %22 = icmp slt i32 %21, 0
  %23 = icmp slt i32 %21, %2
  %24 = select i1 %23, i32 %21, i32 %19
  %25 = select i1 %22, i32 0, i32 %24
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !18
  %29 = fmul contract float %20, %28
  %30 = fadd contract float %29, 0.000000e+00
  %31 = sub nsw i32 1, %15
  %32 = icmp eq i32 %15, 0
  br i1 %32, label %67, label %33

33:                                               ; preds = %17, %33
  %34 = phi i32 [ %65, %33 ], [ %31, %17 ]
  %35 = phi float [ %64, %33 ], [ %30, %17 ]
  %36 = add nsw i32 %34, %15
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %18, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !18
  %40 = add nsw i32 %34, %9
  %41 = icmp slt i32 %40, 0
  %42 = icmp slt i32 %40, %2
  %43 = select i1 %42, i32 %40, i32 %19
  %44 = select i1 %41, i32 0, i32 %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !18
  %48 = fmul contract float %39, %47
  %49 = fadd contract float %35, %48
  %50 = add i32 %34, 1
  %51 = add nsw i32 %50, %15
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %18, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !18
  %55 = add nsw i32 %50, %9
  %56 = icmp slt i32 %55, 0
  %57 = icmp slt i32 %55, %2
  %58 = select i1 %57, i32 %55, i32 %19
  %59 = select i1 %56, i32 0, i32 %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !18
  %63 = fmul contract float %54, %62
  %64 = fadd contract float %49, %63
  %65 = add i32 %34, 2
  %66 = icmp eq i32 %50, %15
  br i1 %66, label %67, label %33, !llvm.loop !20

67:                                               ; preds = %17, %33, %11
  %68 = phi float [ 0.000000e+00, %11 ], [ %30, %17 ], [ %64, %33 ]
  %69 = sext i32 %9 to i64
  %70 = getelementptr inbounds float, ptr %1, i64 %69
  store float %68, ptr %70, align 4, !tbaa !18
  br label %71

71:                                               ; preds = %67, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @filter_name(i32 noundef %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %28

6:                                                ; preds = %3
  %7 = sext i32 %0 to i64
  %8 = getelementptr inbounds [3 x %struct.Filter], ptr addrspacecast (ptr addrspace(4) @filter_bank to ptr), i64 0, i64 %7, i32 2
  %9 = load ptr, ptr %8, align 8, !tbaa !22
  %10 = icmp sgt i32 %2, 1
  br i1 %10, label %11, label %25

11:                                               ; preds = %6, %18
  %12 = phi i32 [ %20, %18 ], [ 1, %6 ]
  %13 = phi i32 [ %12, %18 ], [ 0, %6 ]
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr %9, i64 %14
  %16 = load i8, ptr %15, align 1, !tbaa !23
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %22, label %18

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %1, i64 %14
  store i8 %16, ptr %19, align 1, !tbaa !23
  %20 = add nuw nsw i32 %12, 1
  %21 = icmp eq i32 %20, %2
  br i1 %21, label %22, label %11, !llvm.loop !24

22:                                               ; preds = %18, %11
  %23 = phi i32 [ %13, %11 ], [ %12, %18 ]
  %24 = zext nneg i32 %23 to i64
  br label %25

25:                                               ; preds = %22, %6
  %26 = phi i64 [ 0, %6 ], [ %24, %22 ]
  %27 = getelementptr inbounds i8, ptr %1, i64 %26
  store i8 0, ptr %27, align 1, !tbaa !23
  br label %28

28:                                               ; preds = %3, %25
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @run_pipeline(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = load ptr, ptr addrspacecast (ptr addrspace(1) @workspace to ptr), align 8, !tbaa !25
  %5 = load ptr, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @workspace to ptr), i64 8), align 8, !tbaa !27
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16

10:                                               ; preds = %16, %3
  tail call void @llvm.nvvm.barrier0()
  %11 = icmp eq ptr addrspacecast (ptr addrspace(1) @pipeline to ptr), null
  br i1 %11, label %24, label %12

12:                                               ; preds = %10
  %13 = add nsw i32 %2, -1
  %14 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = icmp eq i32 %6, 0
  br label %28

16:                                               ; preds = %8, %16
  %17 = phi i32 [ %6, %8 ], [ %22, %16 ]
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !18
  %21 = getelementptr inbounds float, ptr %4, i64 %18
  store float %20, ptr %21, align 4, !tbaa !18
  %22 = add i32 %17, %9
  %23 = icmp slt i32 %22, %2
  br i1 %23, label %16, label %10, !llvm.loop !28

24:                                               ; preds = %103, %10
  %25 = phi ptr [ %4, %10 ], [ %30, %103 ]
  br i1 %7, label %26, label %107

26:                                               ; preds = %24
  %27 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %108

28:                                               ; preds = %12, %103
  %29 = phi ptr [ %4, %12 ], [ %30, %103 ]
  %30 = phi ptr [ %5, %12 ], [ %29, %103 ]
  %31 = phi ptr [ addrspacecast (ptr addrspace(1) @pipeline to ptr), %12 ], [ %105, %103 ]
  %32 = load i32, ptr %31, align 8, !tbaa !29
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x %struct.Filter], ptr addrspacecast (ptr addrspace(4) @filter_bank to ptr), i64 0, i64 %33
  br i1 %7, label %35, label %42

35:                                               ; preds = %28
  %36 = getelementptr inbounds i8, ptr %31, i64 4
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load i32, ptr %37, align 8, !tbaa !11
  %39 = icmp slt i32 %38, 0
  %40 = sub nsw i32 1, %38
  %41 = icmp eq i32 %38, 0
  br label %43

42:                                               ; preds = %93, %28
  tail call void @llvm.nvvm.barrier0()
  br i1 %15, label %100, label %103

43:                                               ; preds = %35, %93
  %44 = phi i32 [ %6, %35 ], [ %98, %93 ]
  %45 = load float, ptr %36, align 4, !tbaa !31
  br i1 %39, label %93, label %46

46:                                               ; preds = %43
  %47 = load ptr, ptr %34, align 8, !tbaa !17
  %48 = load float, ptr %47, align 4, !tbaa !18
  %49 = sub i32 %44, %38
  %50 = icmp slt i32 %49, 0
  %51 = icmp slt i32 %49, %2
  %52 = select i1 %51, i32 %49, i32 %13
  %53 = select i1 %50, i32 0, i32 %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %29, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !18
  %57 = fmul contract float %48, %56
  %58 = fadd contract float %57, 0.000000e+00
  br i1 %41, label %93, label %59

59:                                               ; preds = %46, %59
  %60 = phi i32 [ %91, %59 ], [ %40, %46 ]
  %61 = phi float [ %90, %59 ], [ %58, %46 ]
  %62 = add nsw i32 %60, %38
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %47, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !18
  %66 = add nsw i32 %60, %44
  %67 = icmp slt i32 %66, 0
  %68 = icmp slt i32 %66, %2
  %69 = select i1 %68, i32 %66, i32 %13
  %70 = select i1 %67, i32 0, i32 %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %29, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !18
  %74 = fmul contract float %65, %73
  %75 = fadd contract float %61, %74
  %76 = add i32 %60, 1
  %77 = add nsw i32 %76, %38
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %47, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !18
  %81 = add nsw i32 %76, %44
  %82 = icmp slt i32 %81, 0
  %83 = icmp slt i32 %81, %2
  %84 = select i1 %83, i32 %81, i32 %13
  %85 = select i1 %82, i32 0, i32 %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %29, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !18
  %89 = fmul contract float %80, %88
  %90 = fadd contract float %75, %89
  %91 = add i32 %60, 2
  %92 = icmp eq i32 %76, %38
  br i1 %92, label %93, label %59, !llvm.loop !20

93:                                               ; preds = %46, %59, %43
  %94 = phi float [ 0.000000e+00, %43 ], [ %58, %46 ], [ %90, %59 ]
  %95 = fmul contract float %45, %94
  %96 = sext i32 %44 to i64
  %97 = getelementptr inbounds float, ptr %30, i64 %96
  store float %95, ptr %97, align 4, !tbaa !18
  %98 = add i32 %44, %14
  %99 = icmp slt i32 %98, %2
  br i1 %99, label %43, label %42, !llvm.loop !32

100:                                              ; preds = %42
  %101 = load ptr, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @workspace to ptr), i64 16), align 8, !tbaa !33
  %102 = atomicrmw add ptr %101, i32 1 seq_cst, align 4
  br label %103

103:                                              ; preds = %100, %42
  %104 = getelementptr inbounds i8, ptr %31, i64 8
  %105 = load ptr, ptr %104, align 8, !tbaa !34
  %106 = icmp eq ptr %105, null
  br i1 %106, label %24, label %28, !llvm.loop !35

107:                                              ; preds = %108, %24
  ret void

108:                                              ; preds = %26, %108
  %109 = phi i32 [ %6, %26 ], [ %114, %108 ]
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %25, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !18
  %113 = getelementptr inbounds float, ptr %1, i64 %110
  store float %112, ptr %113, align 4, !tbaa !18
  %114 = add i32 %109, %27
  %115 = icmp slt i32 %114, %2
  br i1 %115, label %108, label %107, !llvm.loop !36
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none)
define dso_local void @set_stage(i32 noundef %0, i32 noundef %1, float noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = or i32 %4, %5
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %3
  %9 = sext i32 %0 to i64
  %10 = getelementptr inbounds [3 x %struct.Stage], ptr addrspacecast (ptr addrspace(1) @pipeline to ptr), i64 0, i64 %9
  %11 = getelementptr inbounds i8, ptr %10, i64 4
  store i32 %1, ptr %10, align 8, !tbaa !29
  store float %2, ptr %11, align 4, !tbaa !31
  br label %12

12:                                               ; preds = %8, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7}
!llvm.ident = !{!8, !9}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @filter_rows, !"kernel", i32 1}
!5 = !{ptr @filter_name, !"kernel", i32 1}
!6 = !{ptr @run_pipeline, !"kernel", i32 1}
!7 = !{ptr @set_stage, !"kernel", i32 1}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !16, i64 8}
!12 = !{!"_ZTS6Filter", !13, i64 0, !16, i64 8, !13, i64 16}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!"int", !14, i64 0}
!17 = !{!12, !13, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !14, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!12, !13, i64 16}
!23 = !{!14, !14, i64 0}
!24 = distinct !{!24, !21}
!25 = !{!26, !13, i64 0}
!26 = !{!"_ZTS9Workspace", !13, i64 0, !13, i64 8, !13, i64 16}
!27 = !{!26, !13, i64 8}
!28 = distinct !{!28, !21}
!29 = !{!30, !16, i64 0}
!30 = !{!"_ZTS5Stage", !16, i64 0, !19, i64 4, !13, i64 8}
!31 = !{!30, !19, i64 4}
!32 = distinct !{!32, !21}
!33 = !{!26, !13, i64 16}
!34 = !{!30, !13, i64 8}
!35 = distinct !{!35, !21}
!36 = distinct !{!36, !21}
