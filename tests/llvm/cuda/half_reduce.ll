; half_reduce: sums of __half data: __hadd2 into a __half2 accumulator, then
; a float shared-memory tree; and per-row means narrowed back to half.
;
; half_block_sum: each of 128 threads adds 4 pairs with __hadd2 (rounded
; in half each time), widens with __low2float/__high2float, and the block
; reduces in float with __syncthreads; thread 0 writes the float sum and
; __float2half_rn of it. half_row_mean: one block per row of 256, strided
; float sums, a tree, mean = sum / cols narrowed to half. Every operation
; is an IEEE rounding in a fixed order, emulated exactly by the model.
; Exercises: inline asm add.f16x2, mov.b32 {low,high} unpacking, cvt.f32.f16,
; cvt.rn.f16.f32, shared [128 x float] arrays, barrier0 in loops, i16 and
; packed i32 loads.
;
; launch: %half_block_sum grid=2 block=128
; arg: @in = i16[2048] 0x3c00 + (i * 37) % 1024 + (i % 5 / 4) * 32768
; arg: @block_sums = f32[2] 0
; arg: @block_sums_half = i16[2] 0
; expect: @block_sums == [924.865234375, 920.12890625]
; expect: @block_sums_half == [0x633a, 0x6330]
; launch: %half_row_mean grid=4 block=128
; arg: @in = i16[1024] 0x3400 + (i * 613) % 3072 + (i % 7 / 5) * 32768
; arg: @mean = i16[4] 0
; arg: 256
; expect: @mean == [0x368d, 0x35b6, 0x3621, 0x35fe]
; ModuleID = 'src/half_reduce.cu'
source_filename = "src/half_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }

@_ZZ14half_block_sumE7partial = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ13half_row_meanE7partial = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @half_block_sum(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 9
  %6 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0.000000e+00) #3, !srcloc !9
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %5, %7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds %struct.__half2, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !10
  %12 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %6, i32 %11) #3, !srcloc !14
  %13 = add i32 %8, 128
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds %struct.__half2, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !10
  %17 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %12, i32 %16) #3, !srcloc !14
  %18 = add i32 %8, 256
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds %struct.__half2, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !10
  %22 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %17, i32 %21) #3, !srcloc !14
  %23 = add i32 %8, 384
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds %struct.__half2, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %22, i32 %26) #3, !srcloc !14
  %28 = tail call contract noundef float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %27) #3, !srcloc !15
  %29 = tail call contract noundef float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %27) #3, !srcloc !16
  %30 = fadd contract float %28, %29
  %31 = zext nneg i32 %7 to i64
  %32 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14half_block_sumE7partial to ptr), i64 0, i64 %31
  store float %30, ptr %32, align 4, !tbaa !17
  tail call void @llvm.nvvm.barrier0()
  %33 = icmp ult i32 %7, 64
  br i1 %33, label %34, label %41

34:                                               ; preds = %3
  %35 = or disjoint i32 %7, 64
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14half_block_sumE7partial to ptr), i64 0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !17
  %39 = load float, ptr %32, align 4, !tbaa !17
  %40 = fadd contract float %38, %39
  store float %40, ptr %32, align 4, !tbaa !17
  br label %41

41:                                               ; preds = %34, %3
  tail call void @llvm.nvvm.barrier0()
  %42 = icmp ult i32 %7, 32
  br i1 %42, label %43, label %50

43:                                               ; preds = %41
  %44 = or disjoint i32 %7, 32
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14half_block_sumE7partial to ptr), i64 0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !17
  %48 = load float, ptr %32, align 4, !tbaa !17
  %49 = fadd contract float %47, %48
  store float %49, ptr %32, align 4, !tbaa !17
  br label %50

50:                                               ; preds = %43, %41
  tail call void @llvm.nvvm.barrier0()
  %51 = icmp ult i32 %7, 16
  br i1 %51, label %52, label %59

52:                                               ; preds = %50
  %53 = or disjoint i32 %7, 16
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14half_block_sumE7partial to ptr), i64 0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !17
  %57 = load float, ptr %32, align 4, !tbaa !17
  %58 = fadd contract float %56, %57
  store float %58, ptr %32, align 4, !tbaa !17
  br label %59

59:                                               ; preds = %52, %50
  tail call void @llvm.nvvm.barrier0()
  %60 = icmp ult i32 %7, 8
  br i1 %60, label %61, label %68

61:                                               ; preds = %59
  %62 = or disjoint i32 %7, 8
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14half_block_sumE7partial to ptr), i64 0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !17
  %66 = load float, ptr %32, align 4, !tbaa !17
  %67 = fadd contract float %65, %66
  store float %67, ptr %32, align 4, !tbaa !17
  br label %68

68:                                               ; preds = %61, %59
  tail call void @llvm.nvvm.barrier0()
  %69 = icmp ult i32 %7, 4
  br i1 %69, label %70, label %77

70:                                               ; preds = %68
  %71 = or disjoint i32 %7, 4
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14half_block_sumE7partial to ptr), i64 0, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !17
  %75 = load float, ptr %32, align 4, !tbaa !17
  %76 = fadd contract float %74, %75
  store float %76, ptr %32, align 4, !tbaa !17
  br label %77

77:                                               ; preds = %70, %68
  tail call void @llvm.nvvm.barrier0()
  %78 = icmp ult i32 %7, 2
  br i1 %78, label %79, label %86

79:                                               ; preds = %77
  %80 = or disjoint i32 %7, 2
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14half_block_sumE7partial to ptr), i64 0, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !17
  %84 = load float, ptr %32, align 4, !tbaa !17
  %85 = fadd contract float %83, %84
  store float %85, ptr %32, align 4, !tbaa !17
  br label %86

86:                                               ; preds = %79, %77
  tail call void @llvm.nvvm.barrier0()
  %87 = icmp eq i32 %7, 0
  br i1 %87, label %88, label %92

88:                                               ; preds = %86
  %89 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14half_block_sumE7partial to ptr), i64 4), align 4, !tbaa !17
  %90 = load float, ptr %32, align 4, !tbaa !17
  %91 = fadd contract float %89, %90
  store float %91, ptr %32, align 4, !tbaa !17
  br label %92

92:                                               ; preds = %88, %86
  tail call void @llvm.nvvm.barrier0()
  %93 = icmp eq i32 %7, 0
  br i1 %93, label %94, label %100

94:                                               ; preds = %92
  %95 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ14half_block_sumE7partial to ptr), align 4, !tbaa !17
  %96 = zext nneg i32 %4 to i64
  %97 = getelementptr inbounds float, ptr %1, i64 %96
  store float %95, ptr %97, align 4, !tbaa !17
  %98 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %95) #3, !srcloc !19
  %99 = getelementptr inbounds %struct.__half, ptr %2, i64 %96
  store i16 %98, ptr %99, align 2, !tbaa !20
  br label %100

100:                                              ; preds = %94, %92
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @half_row_mean(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = sext i32 %2 to i64
  %7 = mul nsw i64 %6, %5
  %8 = getelementptr inbounds %struct.__half, ptr %0, i64 %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %13, label %11

11:                                               ; preds = %3
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %15

13:                                               ; preds = %3
  %14 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %21

15:                                               ; preds = %21, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %21 ]
  %17 = phi float [ 0.000000e+00, %11 ], [ %28, %21 ]
  %18 = zext nneg i32 %9 to i64
  %19 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13half_row_meanE7partial to ptr), i64 0, i64 %18
  store float %17, ptr %19, align 4, !tbaa !17
  tail call void @llvm.nvvm.barrier0()
  %20 = icmp ult i32 %16, 2
  br i1 %20, label %31, label %33

21:                                               ; preds = %13, %21
  %22 = phi float [ 0.000000e+00, %13 ], [ %28, %21 ]
  %23 = phi i32 [ %9, %13 ], [ %29, %21 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.__half, ptr %8, i64 %24
  %26 = load i16, ptr %25, align 2, !tbaa !20
  %27 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %26) #3, !srcloc !22
  %28 = fadd contract float %22, %27
  %29 = add i32 %23, %14
  %30 = icmp slt i32 %29, %2
  br i1 %30, label %21, label %15, !llvm.loop !23

31:                                               ; preds = %44, %15
  %32 = icmp eq i32 %9, 0
  br i1 %32, label %46, label %52

33:                                               ; preds = %15, %44
  %34 = phi i32 [ %35, %44 ], [ %16, %15 ]
  %35 = lshr i32 %34, 1
  %36 = icmp ult i32 %9, %35
  br i1 %36, label %37, label %44

37:                                               ; preds = %33
  %38 = add nuw nsw i32 %35, %9
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13half_row_meanE7partial to ptr), i64 0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !17
  %42 = load float, ptr %19, align 4, !tbaa !17
  %43 = fadd contract float %41, %42
  store float %43, ptr %19, align 4, !tbaa !17
  br label %44

44:                                               ; preds = %37, %33
  tail call void @llvm.nvvm.barrier0()
  %45 = icmp ult i32 %34, 4
  br i1 %45, label %31, label %33, !llvm.loop !25

46:                                               ; preds = %31
  %47 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13half_row_meanE7partial to ptr), align 4, !tbaa !17
  %48 = sitofp i32 %2 to float
  %49 = fdiv contract float %47, %48
  %50 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %49) #3, !srcloc !19
  %51 = getelementptr inbounds %struct.__half, ptr %1, i64 %5
  store i16 %50, ptr %51, align 2, !tbaa !20
  br label %52

52:                                               ; preds = %46, %31
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @half_block_sum, !"kernel", i32 1}
!5 = !{ptr @half_row_mean, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{i64 2154275613, i64 2154275642, i64 2154275680}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i64 2155480984, i64 2155481013}
!15 = !{i64 2154307348, i64 2154307382, i64 2154307419}
!16 = !{i64 2154317726, i64 2154317760, i64 2154317797}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !12, i64 0}
!19 = !{i64 2154241110}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !12, i64 0}
!22 = !{i64 2154297081}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = distinct !{!25, !24}
