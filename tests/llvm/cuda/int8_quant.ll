; int8_quant: dynamic per-row symmetric int8 quantisation.
;
; One block of 64 per row of 256: max |x| by a shared-memory tree of
; fmaxf(fabsf), scale = absmax / 127, q = clamp(__float2int_rn(x / scale),
; -127, 127) stored as int8, scale stored for the consumer. IEEE division
; and round-to-nearest-even conversion, emulated exactly by the model.
; Exercises: llvm.nvvm.f2i.rn (libdevice __nv_float2int_rn), llvm.maxnum,
; llvm.nvvm.fabs.f, fdiv, llvm.smin/smax, i8 stores, shared float tree.
;
; launch: %quantize_rows_int8 grid=4 block=64
; arg: @x = f32[1024] ((i * 7919) % 2001 - 1000) * 0.0037
; arg: @q = i8[1024] 0
; arg: @scales = f32[4] 0
; arg: 256
; expect: @q == [-127, 116, 106, 95, 84, 73, 62, 52, 41, 30, 19, 8, -2, -13, -24, -35, -46, -56, -67, -78, -89, -100, -110, -121, 122, 111, 101, 90, 79, 68, 57, 47, 36, 25, 14, 3, -7, -18, -29, -40, -51, -61, -72, -83, -94, -105, -115, -126, 117, 106, 96, 85, 74, 63, 52, 42, 31, 20, 9, -2, -12, -23, -34, -45, -55, -66, -77, -88, -99, -109, -120, 123, 112, 101, 91, 80, 69, 58, 47, 37, 26, 15, 4, -6, -17, -28, -39, -50, -60, -71, -82, -93, -104, -114, -125, 118, 107, 97, 86, 75, 64, 53, 43, 32, 21, 10, -1, -11, -22, -33, -44, -55, -65, -76, -87, -98, -109, -119, 124, 113, 102, 92, 81, 70, 59, 48, 38, 27, 16, 5, -6, -16, -27, -38, -49, -60, -70, -81, -92, -103, -114, -124, 119, 108, 97, 87, 76, 65, 54, 43, 33, 22, 11, 0, -11, -21, -32, -43, -54, -65, -75, -86, -97, -108, -118, 125, 114, 103, 92, 82, 71, 60, 49, 38, 28, 17, 6, -5, -15, -26, -37, -48, -59, -69, -80, -91, -102, -113, -123, 120, 109, 98, 88, 77, 66, 55, 44, 34, 23, 12, 1, -10, -20, -31, -42, -53, -64, -74, -85, -96, -107, -118, 126, 115, 104, 93, 83, 72, 61, 50, 39, 29, 18, 7, -4, -15, -25, -36, -47, -58, -69, -79, -90, -101, -112, -123, 121, 110, 99, 88, 78, 67, 56, 45, 34, 24, 13, 2, -9, -20, -30, -41, -52, -63, -74, -84, -95, -106, -117, 127, 116, 105, 95, 84, 73, 62, 51, 40, 30, 19, 8, -3, -14, -25, -35, -46, -57, -68, -79, -90, -100, -111, -122, 122, 111, 100, 90, 79, 68, 57, 46, 35, 25, 14, 3, -8, -19, -30, -40, -51, -62, -73, -84, -95, -105, -116, -127, 117, 106, 95, 85, 74, 63, 52, 41, 30, 20, 9, -2, -13, -24, -35, -45, -56, -67, -78, -89, -99, -110, -121, 123, 112, 101, 90, 80, 69, 58, 47, 36, 25, 15, 4, -7, -18, -29, -39, -50, -61, -72, -83, -94, -104, -115, -126, 118, 107, 96, 85, 75, 64, 53, 42, 31, 21, 10, -1, -12, -23, -34, -44, -55, -66, -77, -88, -99, -109, -120, 124, 113, 102, 91, 81, 70, 59, 48, 37, 26, 16, 5, -6, -17, -28, -39, -49, -60, -71, -82, -93, -104, -114, -125, 119, 108, 97, 86, 76, 65, 54, 43, 32, 21, 11, 0, -11, -22, -33, -44, -54, -65, -76, -87, -98, -109, -119, 125, 114, 103, 92, 81, 71, 60, 49, 38, 27, 16, 6, -5, -16, -27, -38, -49, -59, -70, -81, -92, -103, -113, -124, 120, 109, 98, 87, 76, 66, 55, 44, 33, 22, 11, 1, -10, -21, -32, -43, -54, -64, -75, -86, -97, -108, -118, 126, 115, 104, 93, 82, 71, 61, 50, 39, 28, 17, 6, -4, -15, -26, -37, -48, -58, -69, -80, -91, -102, -113, -123, 121, 110, 99, 88, 77, 66, 56, 45, 34, 23, 12, 2, -9, -20, -31, -42, -53, -63, -74, -85, -96, -106, -117, 126, 115, 105, 94, 83, 72, 61, 51, 40, 29, 18, 7, -3, -14, -25, -36, -47, -57, -68, -79, -90, -101, -111, -122, 121, 110, 100, 89, 78, 67, 56, 46, 35, 24, 13, 2, -8, -19, -30, -41, -52, -62, -73, -84, -95, -106, -116, 127, 116, 105, 95, 84, 73, 62, 51, 41, 30, 19, 8, -3, -13, -24, -35, -46, -57, -67, -78, -89, -100, -110, -121, 122, 111, 100, 90, 79, 68, 57, 46, 36, 25, 14, 3, -7, -18, -29, -40, -51, -61, -72, -83, -94, -105, -115, -126, 117, 106, 96, 85, 74, 63, 52, 42, 31, 20, 9, -2, -12, -23, -34, -45, -56, -66, -77, -88, -99, -110, -120, 123, 112, 101, 91, 80, 69, 58, 47, 37, 26, 15, 4, -7, -17, -28, -39, -50, -61, -71, -82, -93, -104, -115, -125, 118, 107, 96, 86, 75, 64, 53, 42, 32, 21, 10, -1, -12, -22, -33, -44, -55, -66, -76, -87, -98, -109, -120, 124, 113, 102, 91, 81, 70, 59, 48, 37, 27, 16, 5, -6, -17, -27, -38, -49, -60, -70, -81, -92, -103, -114, -124, 119, 108, 97, 86, 76, 65, 54, 43, 33, 22, 11, 0, -11, -21, -32, -43, -54, -65, -75, -86, -97, -108, -119, 125, 114, 103, 92, 82, 71, 60, 49, 38, 28, 17, 6, -5, -16, -26, -37, -48, -59, -70, -80, -91, -102, -113, -124, 120, 109, 98, 87, 77, 66, 55, 44, 33, 23, 12, 1, -10, -21, -31, -42, -53, -64, -75, -86, -96, -107, -118, 126, 115, 104, 93, 83, 72, 61, 50, 39, 29, 18, 7, -4, -15, -26, -36, -47, -58, -69, -80, -90, -101, -112, -123, 121, 110, 99, 88, 78, 67, 56, 45, 34, 24, 13, 2, -9, -20, -31, -41, -52, -63, -74, -85, -95, -106, -117, 127, 116, 105, 94, 83, 73, 62, 51, 40, 29, 19, 8, -3, -14, -25, -36, -46, -57, -68, -79, -90, -100, -111, -122, 122, 111, 100, 89, 79, 68, 57, 46, 35, 24, 14, 3, -8, -19, -30, -40, -51, -62, -73, -84, -95, -105, -116, -127, 117, 106, 95, 84, 74, 63, 52, 41, 30, 19, 9, -2, -13, -24, -35, -45, -56, -67, -78, -89, -100, -110, -121, 123, 112, 101, 90, 79, 69, 58, 47, 36, 25, 15, 4, -7, -18, -29, -40, -50, -61, -72, -83, -94, -104, -115, -126, 118, 107, 96, 85, 74, 64, 53, 42, 31, 20, 10, -1, -12, -23, -34, -45, -55, -66, -77, -88, -99, -109, -120, 124, 113, 102, 91, 80, 69, 59, 48, 37, 26, 15, 5, -6, -17, -28, -39, -50, -60, -71, -82, -93, -104, -114, -125, 119, 108, 97, 86, 75, 65, 54, 43, 32, 21, 10, 0, -11, -22, -33, -44, -54, -65, -76, -87, -98, -109, -119, 124, 114, 103, 92, 81, 70, 60, 49, 38, 27, 16, 5, -5, -16, -27, -38, -49, -59, -70, -81, -92, -103, -114, -124, 119, 109, 98, 87, 76, 65, 55, 44, 33, 22, 11]
; expect: @scales == [0.029133858159184456, 0.02904645726084709, 0.029133858159184456, 0.029075590893626213]
; ModuleID = 'src/int8_quant.cu'
source_filename = "src/int8_quant.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18quantize_rows_int8E4smax = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local void @quantize_rows_int8(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = sext i32 %3 to i64
  %8 = mul nsw i64 %7, %6
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %17, label %12

12:                                               ; preds = %17, %4
  %13 = phi float [ 0.000000e+00, %4 ], [ %24, %17 ]
  %14 = zext nneg i32 %10 to i64
  %15 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18quantize_rows_int8E4smax to ptr), i64 0, i64 %14
  store float %13, ptr %15, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %16 = icmp ult i32 %10, 32
  br i1 %16, label %27, label %34

17:                                               ; preds = %4, %17
  %18 = phi float [ %24, %17 ], [ 0.000000e+00, %4 ]
  %19 = phi i32 [ %25, %17 ], [ %10, %4 ]
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %9, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = tail call noundef float @llvm.nvvm.fabs.f(float %22)
  %24 = tail call noundef float @llvm.maxnum.f32(float %18, float %23)
  %25 = add nuw nsw i32 %19, 64
  %26 = icmp slt i32 %25, %3
  br i1 %26, label %17, label %12, !llvm.loop !12

27:                                               ; preds = %12
  %28 = or disjoint i32 %10, 32
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18quantize_rows_int8E4smax to ptr), i64 0, i64 %29
  %31 = load float, ptr %15, align 4, !tbaa !8
  %32 = load float, ptr %30, align 4, !tbaa !8
  %33 = tail call noundef float @llvm.maxnum.f32(float %31, float %32)
  store float %33, ptr %15, align 4, !tbaa !8
  br label %34

34:                                               ; preds = %27, %12
  tail call void @llvm.nvvm.barrier0()
  %35 = icmp ult i32 %10, 16
  br i1 %35, label %36, label %43

36:                                               ; preds = %34
  %37 = or disjoint i32 %10, 16
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18quantize_rows_int8E4smax to ptr), i64 0, i64 %38
  %40 = load float, ptr %15, align 4, !tbaa !8
  %41 = load float, ptr %39, align 4, !tbaa !8
  %42 = tail call noundef float @llvm.maxnum.f32(float %40, float %41)
  store float %42, ptr %15, align 4, !tbaa !8
  br label %43

43:                                               ; preds = %36, %34
  tail call void @llvm.nvvm.barrier0()
  %44 = icmp ult i32 %10, 8
  br i1 %44, label %45, label %52

45:                                               ; preds = %43
  %46 = or disjoint i32 %10, 8
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18quantize_rows_int8E4smax to ptr), i64 0, i64 %47
  %49 = load float, ptr %15, align 4, !tbaa !8
  %50 = load float, ptr %48, align 4, !tbaa !8
  %51 = tail call noundef float @llvm.maxnum.f32(float %49, float %50)
  store float %51, ptr %15, align 4, !tbaa !8
  br label %52

52:                                               ; preds = %45, %43
  tail call void @llvm.nvvm.barrier0()
  %53 = icmp ult i32 %10, 4
  br i1 %53, label %54, label %61

54:                                               ; preds = %52
  %55 = or disjoint i32 %10, 4
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18quantize_rows_int8E4smax to ptr), i64 0, i64 %56
  %58 = load float, ptr %15, align 4, !tbaa !8
  %59 = load float, ptr %57, align 4, !tbaa !8
  %60 = tail call noundef float @llvm.maxnum.f32(float %58, float %59)
  store float %60, ptr %15, align 4, !tbaa !8
  br label %61

61:                                               ; preds = %54, %52
  tail call void @llvm.nvvm.barrier0()
  %62 = icmp ult i32 %10, 2
  br i1 %62, label %63, label %70

63:                                               ; preds = %61
  %64 = or disjoint i32 %10, 2
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18quantize_rows_int8E4smax to ptr), i64 0, i64 %65
  %67 = load float, ptr %15, align 4, !tbaa !8
  %68 = load float, ptr %66, align 4, !tbaa !8
  %69 = tail call noundef float @llvm.maxnum.f32(float %67, float %68)
  store float %69, ptr %15, align 4, !tbaa !8
  br label %70

70:                                               ; preds = %63, %61
  tail call void @llvm.nvvm.barrier0()
  %71 = icmp eq i32 %10, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %70
  %73 = load float, ptr %15, align 4, !tbaa !8
  %74 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18quantize_rows_int8E4smax to ptr), i64 4), align 4, !tbaa !8
  %75 = tail call noundef float @llvm.maxnum.f32(float %73, float %74)
  store float %75, ptr %15, align 4, !tbaa !8
  br label %76

76:                                               ; preds = %72, %70
  tail call void @llvm.nvvm.barrier0()
  %77 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ18quantize_rows_int8E4smax to ptr), align 4, !tbaa !8
  %78 = fcmp contract ogt float %77, 0.000000e+00
  %79 = fdiv contract float %77, 1.270000e+02
  %80 = select contract i1 %78, float %79, float 1.000000e+00
  %81 = icmp eq i32 %10, 0
  br i1 %81, label %82, label %84

82:                                               ; preds = %76
  %83 = getelementptr inbounds float, ptr %2, i64 %6
  store float %80, ptr %83, align 4, !tbaa !8
  br label %84

84:                                               ; preds = %82, %76
  br i1 %11, label %85, label %87

85:                                               ; preds = %84
  %86 = getelementptr i8, ptr %1, i64 %8
  br label %88

87:                                               ; preds = %88, %84
  ret void

88:                                               ; preds = %85, %88
  %89 = phi i32 [ %10, %85 ], [ %99, %88 ]
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %9, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !8
  %93 = fdiv contract float %92, %80
  %94 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %93)
  %95 = tail call noundef i32 @llvm.smin.i32(i32 %94, i32 127)
  %96 = tail call noundef i32 @llvm.smax.i32(i32 %95, i32 -127)
  %97 = trunc nsw i32 %96 to i8
  %98 = getelementptr i8, ptr %86, i64 %90
  store i8 %97, ptr %98, align 1, !tbaa !14
  %99 = add nuw nsw i32 %89, 64
  %100 = icmp slt i32 %99, %3
  br i1 %100, label %88, label %87, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @quantize_rows_int8, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!10, !10, i64 0}
!15 = distinct !{!15, !13}
