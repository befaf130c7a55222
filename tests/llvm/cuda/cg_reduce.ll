; cg_reduce: WARP INTRINSICS (next issue). Block reductions with
; cooperative groups: this_thread_block, tiled_partition<32>, cg::reduce
; with cg::plus<float> and cg::greater<int> per tile, tile results combined
; through shared memory by the first tile; and a tiled_partition<16>
; reduction by a tile.shfl_down loop.
;
; Integer-valued data: sums are exact in any order.
; Exercises: llvm.nvvm.shfl.sync.bfly.f32, shfl.sync.down.i32,
; redux.sync.max, barrier.sync, asm `mov.u32 $0, %laneid;` and an asm that
; reads %reserved_smem_offset_1 and converts it with cvta.shared.u64,
; tid.y/z and ntid.y/z from thread_rank().
;
; launch: %cg_block_sum grid=2 block=128
; arg: @in = f32[256] (i * 37) % 41 - 20
; arg: @out = f32[2] 0
; arg: @imax = i32[2] 0
; expect: @out == [24.0, -35.0]
; expect: @imax == [20, 20]
; launch: %cg_tile16_sum grid=2 block=64
; arg: @in = i32[128] (i * 13) % 31 - 15
; arg: @out = i32[8] 0
; expect: @out == [-13, -2, 9, -11, 0, 11, -9, 2]
; ModuleID = 'src/cg_reduce.cu'
source_filename = "src/cg_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12cg_block_sumE9tile_sums = internal unnamed_addr addrspace(3) global [4 x float] undef, align 4
@_ZZ12cg_block_sumE8tile_max = internal unnamed_addr addrspace(3) global [4 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @cg_block_sum(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #5, !srcloc !9
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %10 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %11 = mul nuw nsw i32 %7, %9
  %12 = add nuw nsw i32 %11, %6
  %13 = mul nuw nsw i32 %12, %8
  %14 = add nuw nsw i32 %13, %5
  %15 = mul nuw nsw i32 %8, %9
  %16 = mul nuw nsw i32 %15, %10
  %17 = add nuw nsw i32 %16, 31
  %18 = shl i32 %14, 11
  %19 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = shl i32 %19, 7
  %21 = add i32 %14, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !10
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 16, i32 31)
  %26 = fadd contract float %24, %25
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 8, i32 31)
  %28 = fadd contract float %26, %27
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 4, i32 31)
  %30 = fadd contract float %28, %29
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 2, i32 31)
  %32 = fadd contract float %30, %31
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 1, i32 31)
  %34 = lshr i32 %17, 5
  %35 = and i32 %34, 65535
  %36 = fptosi float %24 to i32
  %37 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 -1, i32 %36)
  %38 = and i32 %14, 31
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %46

40:                                               ; preds = %3
  %41 = fadd contract float %32, %33
  %42 = lshr exact i32 %18, 16
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12cg_block_sumE8tile_max to ptr), i64 0, i64 %43
  %45 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12cg_block_sumE9tile_sums to ptr), i64 0, i64 %43
  store float %41, ptr %45, align 4, !tbaa !10
  store i32 %37, ptr %44, align 4, !tbaa !14
  br label %46

46:                                               ; preds = %40, %3
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %47 = icmp ult i32 %18, 65536
  br i1 %47, label %48, label %77

48:                                               ; preds = %46
  %49 = icmp ult i32 %38, %35
  br i1 %49, label %50, label %54

50:                                               ; preds = %48
  %51 = zext nneg i32 %38 to i64
  %52 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12cg_block_sumE9tile_sums to ptr), i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !10
  br label %54

54:                                               ; preds = %48, %50
  %55 = phi contract float [ %53, %50 ], [ 0.000000e+00, %48 ]
  br i1 %49, label %56, label %60

56:                                               ; preds = %54
  %57 = zext nneg i32 %38 to i64
  %58 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12cg_block_sumE8tile_max to ptr), i64 0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !14
  br label %60

60:                                               ; preds = %54, %56
  %61 = phi i32 [ %59, %56 ], [ -2147483648, %54 ]
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %55, i32 16, i32 31)
  %63 = fadd contract float %55, %62
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %63, i32 8, i32 31)
  %65 = fadd contract float %63, %64
  %66 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %65, i32 4, i32 31)
  %67 = fadd contract float %65, %66
  %68 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %67, i32 2, i32 31)
  %69 = fadd contract float %67, %68
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %69, i32 1, i32 31)
  %71 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 -1, i32 %61)
  br i1 %39, label %72, label %77

72:                                               ; preds = %60
  %73 = fadd contract float %69, %70
  %74 = zext nneg i32 %19 to i64
  %75 = getelementptr inbounds i32, ptr %2, i64 %74
  %76 = getelementptr inbounds float, ptr %1, i64 %74
  store float %73, ptr %76, align 4, !tbaa !10
  store i32 %71, ptr %75, align 4, !tbaa !14
  br label %77

77:                                               ; preds = %60, %72, %46
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @cg_tile16_sum(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #5, !srcloc !9
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %9 = mul nuw nsw i32 %6, %8
  %10 = add nuw nsw i32 %9, %5
  %11 = mul nuw nsw i32 %10, %7
  %12 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !16
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %7
  %15 = add i32 %14, %4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !14
  %19 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !16
  %20 = and i32 %19, -16
  %21 = shl i32 65535, %20
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %21, i32 %18, i32 8, i32 4127)
  %23 = add nsw i32 %22, %18
  %24 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !16
  %25 = and i32 %24, -16
  %26 = shl i32 65535, %25
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %26, i32 %23, i32 4, i32 4127)
  %28 = add nsw i32 %27, %23
  %29 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !16
  %30 = and i32 %29, -16
  %31 = shl i32 65535, %30
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %31, i32 %28, i32 2, i32 4127)
  %33 = add nsw i32 %32, %28
  %34 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !16
  %35 = and i32 %34, -16
  %36 = shl i32 65535, %35
  %37 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %36, i32 %33, i32 1, i32 4127)
  %38 = add nuw nsw i32 %11, %4
  %39 = and i32 %38, 15
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %46

41:                                               ; preds = %2
  %42 = add nsw i32 %37, %33
  %43 = lshr i32 %15, 4
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %1, i64 %44
  store i32 %42, ptr %45, align 4, !tbaa !14
  br label %46

46:                                               ; preds = %41, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @cg_block_sum, !"kernel", i32 1}
!5 = !{ptr @cg_tile16_sum, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{i64 2161659398, i64 2161659402, i64 2161659439, i64 2161659479, i64 2161659540, i64 2161659576, i64 2161659626}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = !{i64 14047621}
