; cub_block_reduce: WARP INTRINSICS (next issue; reached through cub's
; inline asm). Per-block statistics with cub::BlockReduce from CCCL 2.8:
; Sum() and Reduce(x, cub::Max()) over 4 items per thread for int with the
; default algorithm, and a partial-tile Sum(v, valid) for float with
; BLOCK_REDUCE_RAKING.
;
; Integer data and half-integers: every result is exact whatever the order.
; Exercises: inline asm `shfl.sync.down.b32` with side effects, including a
; predicated form with a .pred output (`r0|p`) and an `@p add` in the
; template, asm `mov.u32 $0, %laneid;`, llvm.nvvm.redux.sync.max,
; bar.warp.sync, cub TempStorage structs in shared memory, smax/smin.
;
; launch: %block_stats_int grid=2 block=128
; arg: @in = i32[1024] (i * 7919) % 2001 - 1000
; arg: @sums = i32[2] 0
; arg: @maxima = i32[2] 0
; expect: @sums == [2454, 1349]
; expect: @maxima == [997, 1000]
; launch: %block_sum_float_raking grid=3 block=128
; arg: @in = f32[300] ((i * 37) % 41 - 20) * 0.5
; arg: @sums = f32[3] 0
; arg: 300
; expect: @sums == [12.0, -17.5, 6.5]
; ModuleID = 'src/cub_block_reduce.cu'
source_filename = "src/cub_block_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::BlockReduce<int, 128>::TempStorage" = type { %"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::Uninitialized" }
%"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::Uninitialized" = type { [6 x i32] }
%"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::BlockReduce<float, 128, cub::CUB_200802_SM___CUDA_ARCH_LIST__::BLOCK_REDUCE_RAKING>::TempStorage" = type { %"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::Uninitialized.0" }
%"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::Uninitialized.0" = type { [40 x %struct.ulonglong2.1] }
%struct.ulonglong2.1 = type { i64, i64 }

@_ZZ15block_stats_intE12temp_storage = internal unnamed_addr addrspace(3) global %"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::BlockReduce<int, 128>::TempStorage" undef, align 4
@_ZZ22block_sum_float_rakingE12temp_storage = internal unnamed_addr addrspace(3) global %"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::BlockReduce<float, 128, cub::CUB_200802_SM___CUDA_ARCH_LIST__::BLOCK_REDUCE_RAKING>::TempStorage" undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_stats_int(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 9
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !9
  %11 = add i32 %7, 128
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = add i32 %7, 256
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !9
  %19 = add i32 %7, 384
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !9
  %23 = add nsw i32 %14, %10
  %24 = add nsw i32 %18, %23
  %25 = add nsw i32 %22, %24
  %26 = lshr i32 %6, 5
  %27 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !13
  %28 = zext nneg i32 %26 to i64
  %29 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %25, i32 1, i32 31, i32 -1) #7, !srcloc !14
  %30 = icmp sgt i32 %27, 30
  %31 = select i1 %30, i32 0, i32 %29
  %32 = add nsw i32 %31, %25
  %33 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %32, i32 2, i32 31, i32 -1) #7, !srcloc !14
  %34 = icmp sgt i32 %27, 29
  %35 = select i1 %34, i32 0, i32 %33
  %36 = add nsw i32 %32, %35
  %37 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %36, i32 4, i32 31, i32 -1) #7, !srcloc !14
  %38 = icmp sgt i32 %27, 27
  %39 = select i1 %38, i32 0, i32 %37
  %40 = add nsw i32 %36, %39
  %41 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %40, i32 8, i32 31, i32 -1) #7, !srcloc !14
  %42 = icmp sgt i32 %27, 23
  %43 = select i1 %42, i32 0, i32 %41
  %44 = add nsw i32 %40, %43
  %45 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %44, i32 16, i32 31, i32 -1) #7, !srcloc !14
  %46 = icmp sgt i32 %27, 15
  %47 = select i1 %46, i32 0, i32 %45
  %48 = add nsw i32 %44, %47
  %49 = icmp eq i32 %27, 0
  br i1 %49, label %50, label %52

50:                                               ; preds = %3
  %51 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15block_stats_intE12temp_storage to ptr), i64 4), i64 %28
  store i32 %48, ptr %51, align 4, !tbaa !9
  br label %52

52:                                               ; preds = %50, %3
  tail call void @llvm.nvvm.barrier0()
  %53 = icmp eq i32 %6, 0
  br i1 %53, label %54, label %61

54:                                               ; preds = %52
  %55 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15block_stats_intE12temp_storage to ptr), i64 8), align 4, !tbaa !9
  %56 = add nsw i32 %55, %48
  %57 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15block_stats_intE12temp_storage to ptr), i64 12), align 4, !tbaa !9
  %58 = add nsw i32 %56, %57
  %59 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15block_stats_intE12temp_storage to ptr), i64 16), align 4, !tbaa !9
  %60 = add nsw i32 %58, %59
  br label %61

61:                                               ; preds = %52, %54
  %62 = phi i32 [ %60, %54 ], [ %48, %52 ]
  tail call void @llvm.nvvm.barrier0()
  %63 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %14)
  %64 = tail call noundef i32 @llvm.smax.i32(i32 %18, i32 %22)
  %65 = tail call noundef i32 @llvm.smax.i32(i32 %63, i32 %64)
  %66 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !13
  %67 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 -1, i32 %65)
  %68 = icmp eq i32 %66, 0
  br i1 %68, label %69, label %71

69:                                               ; preds = %61
  %70 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15block_stats_intE12temp_storage to ptr), i64 4), i64 %28
  store i32 %67, ptr %70, align 4, !tbaa !9
  br label %71

71:                                               ; preds = %69, %61
  tail call void @llvm.nvvm.barrier0()
  br i1 %53, label %72, label %79

72:                                               ; preds = %71
  %73 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15block_stats_intE12temp_storage to ptr), i64 8), align 4, !tbaa !9
  %74 = tail call noundef i32 @llvm.smax.i32(i32 %67, i32 %73)
  %75 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15block_stats_intE12temp_storage to ptr), i64 12), align 4, !tbaa !9
  %76 = tail call noundef i32 @llvm.smax.i32(i32 %74, i32 %75)
  %77 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15block_stats_intE12temp_storage to ptr), i64 16), align 4, !tbaa !9
  %78 = tail call noundef i32 @llvm.smax.i32(i32 %76, i32 %77)
  br label %79

79:                                               ; preds = %71, %72
  %80 = phi i32 [ %78, %72 ], [ %67, %71 ]
  br i1 %53, label %81, label %85

81:                                               ; preds = %79
  %82 = zext nneg i32 %4 to i64
  %83 = getelementptr inbounds i32, ptr %2, i64 %82
  %84 = getelementptr inbounds i32, ptr %1, i64 %82
  store i32 %62, ptr %84, align 4, !tbaa !9
  store i32 %80, ptr %83, align 4, !tbaa !9
  br label %85

85:                                               ; preds = %81, %79
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent norecurse nounwind
define dso_local void @block_sum_float_raking(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sub nsw i32 %2, %5
  %9 = tail call noundef i32 @llvm.smin.i32(i32 %8, i32 128)
  %10 = icmp slt i32 %7, %2
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = sext i32 %7 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !15
  br label %15

15:                                               ; preds = %3, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %3 ]
  %17 = icmp sgt i32 %8, 127
  %18 = lshr i32 %6, 2
  %19 = add nuw nsw i32 %18, %6
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ22block_sum_float_rakingE12temp_storage to ptr), i64 %20
  store float %16, ptr %21, align 4, !tbaa !15
  %22 = icmp ult i32 %6, 32
  br i1 %17, label %23, label %44

23:                                               ; preds = %15
  tail call void @llvm.nvvm.barrier0()
  br i1 %22, label %24, label %84

24:                                               ; preds = %23
  %25 = mul nuw nsw i32 %6, 5
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ22block_sum_float_rakingE12temp_storage to ptr), i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !15
  %29 = getelementptr inbounds i8, ptr %27, i64 4
  %30 = load float, ptr %29, align 4, !tbaa !15
  %31 = fadd contract float %28, %30
  %32 = getelementptr inbounds i8, ptr %27, i64 8
  %33 = load float, ptr %32, align 4, !tbaa !15
  %34 = fadd contract float %31, %33
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  %36 = load float, ptr %35, align 4, !tbaa !15
  %37 = fadd contract float %34, %36
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %38 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !13
  %39 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %37, i32 1, i32 31, float %37, i32 -1) #7, !srcloc !17
  %40 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %39, i32 2, i32 31, float %39, i32 -1) #7, !srcloc !17
  %41 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %40, i32 4, i32 31, float %40, i32 -1) #7, !srcloc !17
  %42 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %41, i32 8, i32 31, float %41, i32 -1) #7, !srcloc !17
  %43 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %42, i32 16, i32 31, float %42, i32 -1) #7, !srcloc !17
  br label %84

44:                                               ; preds = %15
  tail call void @llvm.nvvm.barrier0()
  br i1 %22, label %45, label %84

45:                                               ; preds = %44
  %46 = mul nuw nsw i32 %6, 5
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ22block_sum_float_rakingE12temp_storage to ptr), i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !15
  %50 = shl nuw nsw i32 %6, 2
  %51 = or disjoint i32 %50, 1
  %52 = icmp ult i32 %51, %9
  br i1 %52, label %53, label %57

53:                                               ; preds = %45
  %54 = getelementptr inbounds i8, ptr %48, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !15
  %56 = fadd contract float %49, %55
  br label %57

57:                                               ; preds = %45, %53
  %58 = phi float [ %56, %53 ], [ %49, %45 ]
  %59 = or disjoint i32 %50, 2
  %60 = icmp ult i32 %59, %9
  br i1 %60, label %61, label %65

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %48, i64 8
  %63 = load float, ptr %62, align 4, !tbaa !15
  %64 = fadd contract float %58, %63
  br label %65

65:                                               ; preds = %57, %61
  %66 = phi float [ %64, %61 ], [ %58, %57 ]
  %67 = or disjoint i32 %50, 3
  %68 = icmp ult i32 %67, %9
  br i1 %68, label %69, label %73

69:                                               ; preds = %65
  %70 = getelementptr inbounds i8, ptr %48, i64 12
  %71 = load float, ptr %70, align 4, !tbaa !15
  %72 = fadd contract float %66, %71
  br label %73

73:                                               ; preds = %65, %69
  %74 = phi float [ %72, %69 ], [ %66, %65 ]
  %75 = add nsw i32 %9, 3
  %76 = sdiv i32 %75, 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %77 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !13
  %78 = add nsw i32 %76, -1
  %79 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %74, i32 1, i32 %78, float %74, i32 -1) #7, !srcloc !17
  %80 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %79, i32 2, i32 %78, float %79, i32 -1) #7, !srcloc !17
  %81 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %80, i32 4, i32 %78, float %80, i32 -1) #7, !srcloc !17
  %82 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %81, i32 8, i32 %78, float %81, i32 -1) #7, !srcloc !17
  %83 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %82, i32 16, i32 %78, float %82, i32 -1) #7, !srcloc !17
  br label %84

84:                                               ; preds = %73, %44, %24, %23
  %85 = phi float [ %43, %24 ], [ %16, %23 ], [ %83, %73 ], [ %16, %44 ]
  %86 = icmp eq i32 %6, 0
  br i1 %86, label %87, label %90

87:                                               ; preds = %84
  %88 = zext nneg i32 %4 to i64
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  store float %85, ptr %89, align 4, !tbaa !15
  br label %90

90:                                               ; preds = %87, %84
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @block_stats_int, !"kernel", i32 1}
!5 = !{ptr @block_sum_float_raking, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{i64 21099047}
!14 = !{i64 20173803}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !11, i64 0}
!17 = !{i64 20665267}
