; dp4a_gemv: int8 inference kernels built on __dp4a.
;
; gemv_int8_dp4a: one block of 64 per row; int8 weights and activations
; four to a word (char4), __dp4a accumulation into int32, a shared-memory
; tree of the partial sums, and dequantisation with a per-row and a
; per-tensor float scale. correlate_u8_dp4a: the unsigned form
; (dp4a.u32.u32) correlating 16-byte windows of packed pixels with a
; template. All integer; the float product is emulated exactly.
; Exercises: inline asm `dp4a.s32.s32` / `dp4a.u32.u32` with side effects
; (`asm volatile` in the header) and `r` constraints, i8 buffers read as
; i32, shared [64 x i32], barrier0, sitofp and fmul.
;
; launch: %gemv_int8_dp4a grid=4 block=64
; arg: @W = i8[2048] (i * 37 + 11) % 255 - 127
; arg: @x = i8[512] (i * 53 + 7) % 251 - 125
; arg: @row_scale = f32[4] 0.01 * (i + 1)
; arg: 0.05
; arg: 128
; arg: @acc = i32[4] 0
; arg: @y = f32[4] 0
; expect: @acc == [23125, 9735, 28475, -140210]
; expect: @y == [11.562500953674316, 9.735000610351562, 42.712501525878906, -280.4200134277344]
; launch: %correlate_u8_dp4a grid=1 block=64
; arg: @image = i32[67] i * 2654435761 + 12345
; arg: @templ = i32[4] [0x01020304, 0x80ff7f10, 0x11223344, 0xfefdfcfb]
; arg: @score = i32[64] 0
; arg: 64
; expect: @score == [232957, 222839, 211427, 192238, 135436, 281229, 254934, 230900, 272767, 232301, 188776, 257544, 190815, 230401, 219772, 272874, 197858, 197521, 214414, 238845, 195831, 264599, 197870, 172432, 222475, 182647, 260229, 216450, 269807, 259305, 203141, 211475, 231937, 159996, 261276, 194803, 169365, 219408, 244094, 201590, 265513, 170735, 242450, 168072, 203307, 197506, 143652, 290466, 199657, 231450, 216852, 241027, 263037, 271133, 232820, 239894, 165005, 200240, 194439, 140585, 223140, 248082, 140554, 265149]
; ModuleID = 'src/dp4a_gemv.cu'
source_filename = "src/dp4a_gemv.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.char4 = type { i8, i8, i8, i8 }

@_ZZ14gemv_int8_dp4aE7partial = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gemv_int8_dp4a(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, float noundef %3, i32 noundef %4, ptr noalias nocapture noundef writeonly %5, ptr noalias nocapture noundef writeonly %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = sext i32 %4 to i64
  %11 = mul nsw i64 %10, %9
  %12 = getelementptr inbounds %struct.char4, ptr %0, i64 %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %20, label %15

15:                                               ; preds = %20, %7
  %16 = phi i32 [ 0, %7 ], [ %28, %20 ]
  %17 = zext nneg i32 %13 to i64
  %18 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14gemv_int8_dp4aE7partial to ptr), i64 0, i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %19 = icmp ult i32 %13, 32
  br i1 %19, label %31, label %38

20:                                               ; preds = %7, %20
  %21 = phi i32 [ %28, %20 ], [ 0, %7 ]
  %22 = phi i32 [ %29, %20 ], [ %13, %7 ]
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds %struct.char4, ptr %12, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = getelementptr inbounds %struct.char4, ptr %1, i64 %23
  %27 = load i32, ptr %26, align 4
  %28 = tail call noundef i32 asm sideeffect "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %25, i32 %27, i32 %21) #3, !srcloc !13
  %29 = add nuw nsw i32 %22, 64
  %30 = icmp slt i32 %29, %4
  br i1 %30, label %20, label %15, !llvm.loop !14

31:                                               ; preds = %15
  %32 = or disjoint i32 %13, 32
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14gemv_int8_dp4aE7partial to ptr), i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !9
  %36 = load i32, ptr %18, align 4, !tbaa !9
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %18, align 4, !tbaa !9
  br label %38

38:                                               ; preds = %31, %15
  tail call void @llvm.nvvm.barrier0()
  %39 = icmp ult i32 %13, 16
  br i1 %39, label %40, label %47

40:                                               ; preds = %38
  %41 = or disjoint i32 %13, 16
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14gemv_int8_dp4aE7partial to ptr), i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !9
  %45 = load i32, ptr %18, align 4, !tbaa !9
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %18, align 4, !tbaa !9
  br label %47

47:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.barrier0()
  %48 = icmp ult i32 %13, 8
  br i1 %48, label %49, label %56

49:                                               ; preds = %47
  %50 = or disjoint i32 %13, 8
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14gemv_int8_dp4aE7partial to ptr), i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !9
  %54 = load i32, ptr %18, align 4, !tbaa !9
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr %18, align 4, !tbaa !9
  br label %56

56:                                               ; preds = %49, %47
  tail call void @llvm.nvvm.barrier0()
  %57 = icmp ult i32 %13, 4
  br i1 %57, label %58, label %65

58:                                               ; preds = %56
  %59 = or disjoint i32 %13, 4
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14gemv_int8_dp4aE7partial to ptr), i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !9
  %63 = load i32, ptr %18, align 4, !tbaa !9
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr %18, align 4, !tbaa !9
  br label %65

65:                                               ; preds = %58, %56
  tail call void @llvm.nvvm.barrier0()
  %66 = icmp ult i32 %13, 2
  br i1 %66, label %67, label %74

67:                                               ; preds = %65
  %68 = or disjoint i32 %13, 2
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14gemv_int8_dp4aE7partial to ptr), i64 0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !9
  %72 = load i32, ptr %18, align 4, !tbaa !9
  %73 = add nsw i32 %72, %71
  store i32 %73, ptr %18, align 4, !tbaa !9
  br label %74

74:                                               ; preds = %67, %65
  tail call void @llvm.nvvm.barrier0()
  %75 = icmp eq i32 %13, 0
  br i1 %75, label %76, label %80

76:                                               ; preds = %74
  %77 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemv_int8_dp4aE7partial to ptr), i64 4), align 4, !tbaa !9
  %78 = load i32, ptr %18, align 4, !tbaa !9
  %79 = add nsw i32 %78, %77
  store i32 %79, ptr %18, align 4, !tbaa !9
  br label %80

80:                                               ; preds = %76, %74
  tail call void @llvm.nvvm.barrier0()
  %81 = icmp eq i32 %13, 0
  br i1 %81, label %82, label %91

82:                                               ; preds = %80
  %83 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14gemv_int8_dp4aE7partial to ptr), align 4, !tbaa !9
  %84 = getelementptr inbounds i32, ptr %5, i64 %9
  store i32 %83, ptr %84, align 4, !tbaa !9
  %85 = sitofp i32 %83 to float
  %86 = getelementptr inbounds float, ptr %2, i64 %9
  %87 = load float, ptr %86, align 4, !tbaa !16
  %88 = fmul contract float %87, %3
  %89 = fmul contract float %88, %85
  %90 = getelementptr inbounds float, ptr %6, i64 %9
  store float %89, ptr %90, align 4, !tbaa !16
  br label %91

91:                                               ; preds = %82, %80
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @correlate_u8_dp4a(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %39

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = load i32, ptr %1, align 4, !tbaa !9
  %16 = tail call noundef i32 asm sideeffect "dp4a.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %14, i32 %15, i32 0) #3, !srcloc !18
  %17 = sext i32 %9 to i64
  %18 = getelementptr i32, ptr %0, i64 %17
  %19 = getelementptr i8, ptr %18, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %1, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !9
  %23 = tail call noundef i32 asm sideeffect "dp4a.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %20, i32 %22, i32 %16) #3, !srcloc !18
  %24 = sext i32 %9 to i64
  %25 = getelementptr i32, ptr %0, i64 %24
  %26 = getelementptr i8, ptr %25, i64 8
  %27 = load i32, ptr %26, align 4, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %1, i64 8
  %29 = load i32, ptr %28, align 4, !tbaa !9
  %30 = tail call noundef i32 asm sideeffect "dp4a.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %27, i32 %29, i32 %23) #3, !srcloc !18
  %31 = sext i32 %9 to i64
  %32 = getelementptr i32, ptr %0, i64 %31
  %33 = getelementptr i8, ptr %32, i64 12
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %1, i64 12
  %36 = load i32, ptr %35, align 4, !tbaa !9
  %37 = tail call noundef i32 asm sideeffect "dp4a.u32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %34, i32 %36, i32 %30) #3, !srcloc !18
  %38 = getelementptr inbounds i32, ptr %2, i64 %12
  store i32 %37, ptr %38, align 4, !tbaa !9
  br label %39

39:                                               ; preds = %4, %11
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
attributes #3 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @gemv_int8_dp4a, !"kernel", i32 1}
!5 = !{ptr @correlate_u8_dp4a, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{i64 5311779}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !11, i64 0}
!18 = !{i64 5312016}
