; fir_constant: FIR filters with taps in __constant__ memory: a tiled
; 9-tap binomial low-pass over a shared-memory tile with a halo, and a
; decimating polyphase variant whose phase offsets and gains come from
; __constant__ int and float tables.
;
; Taps k/256 and integer samples: every sum is exact.
; Exercises: `addrspace(4) externally_initialized global` float and i32
; arrays listed in @llvm.compiler.used, constant-memory loads with
; computed indices, shared [72 x float] tile, barrier0.
;
; launch: %fir_tiled grid=4 block=64
; arg: @x = f32[200] (i * 37) % 19 - 9
; arg: @y = f32[200] 0
; arg: 200
; expect: @y == [0.625, 3.21484375, 5.53125, 6.36328125, 5.92578125, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, -4.0, -5.0, -5.92578125, -6.33203125, -5.25390625, -2.09765625, 2.09765625, 5.25390625, 6.33203125, 5.92578125, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, -4.0, -5.0, -5.92578125, -6.33203125, -5.25390625, -2.09765625, 2.09765625, 5.25390625, 6.33203125, 5.92578125, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, -4.0, -5.0, -5.92578125, -6.33203125, -5.25390625, -2.09765625, 2.09765625, 5.25390625, 6.33203125, 5.92578125, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, -4.0, -5.0, -5.92578125, -6.33203125, -5.25390625, -2.09765625, 2.09765625, 5.25390625, 6.33203125, 5.92578125, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, -4.0, -5.0, -5.92578125, -6.33203125, -5.25390625, -2.09765625, 2.09765625, 5.25390625, 6.33203125, 5.92578125, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, -4.0, -5.0, -5.92578125, -6.33203125, -5.25390625, -2.09765625, 2.09765625, 5.25390625, 6.33203125, 5.92578125, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, -4.0, -5.0, -5.92578125, -6.33203125, -5.25390625, -2.09765625, 2.09765625, 5.25390625, 6.33203125, 5.92578125, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, -4.0, -5.0, -5.92578125, -6.33203125, -5.25390625, -2.09765625, 2.09765625, 5.25390625, 6.33203125, 5.92578125, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, -4.0, -5.0, -5.92578125, -6.33203125, -5.25390625, -2.09765625, 2.09765625, 5.25390625, 6.33203125, 5.92578125, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, -4.0, -5.0, -5.92578125, -6.33203125, -5.25390625, -2.09765625, 2.09765625, 5.25390625, 6.33203125, 5.92578125, 5.0, 4.0, 3.00390625, 2.0390625, 1.18359375]
; launch: %fir_polyphase_decimate grid=1 block=64
; arg: @x = f32[200] (i * 37) % 19 - 9
; arg: @y = f32[50] 0
; arg: 50
; arg: 200
; expect: @y == [5.92578125, -0.5, -0.75, -10.5078125, 2.09765625, 1.0, 0.0, -10.0, -6.33203125, 2.5, 0.75, -4.0, -4.0, 2.626953125, 1.4814453125, 2.0, -1.0, -2.626953125, 0.5244140625, 8.0, 2.0, -2.5, -1.5830078125, 12.6640625, 5.0, -1.0, -1.0, -4.1953125, 5.25390625, 0.5, -0.25, -11.8515625, -5.25390625, 2.0, 0.5, -6.0, -5.0, 3.166015625, 1.25, 0.0, -2.0, -1.048828125, 1.3134765625, 6.0, 1.0, -2.962890625, -1.3134765625, 11.8515625, 4.0, 0.001953125]
; ModuleID = 'src/fir_constant.cu'
source_filename = "src/fir_constant.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_taps = dso_local addrspace(4) externally_initialized global [9 x float] [float 3.906250e-03, float 3.125000e-02, float 1.093750e-01, float 2.187500e-01, float 0x3FD1800000000000, float 2.187500e-01, float 1.093750e-01, float 3.125000e-02, float 3.906250e-03], align 4
@c_phase_offsets = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 0, i32 3, i32 1, i32 2], align 4
@c_phase_gain = dso_local addrspace(4) externally_initialized global [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 2.000000e+00], align 4
@_ZZ9fir_tiledE4tile = internal unnamed_addr addrspace(3) global [72 x float] undef, align 4
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_phase_gain to ptr), ptr addrspacecast (ptr addrspace(4) @c_phase_offsets to ptr), ptr addrspacecast (ptr addrspace(4) @c_taps to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fir_tiled(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 6
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !9
  br label %13

13:                                               ; preds = %3, %9
  %14 = phi contract float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = add nuw nsw i32 %6, 4
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [72 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fir_tiledE4tile to ptr), i64 0, i64 %16
  store float %14, ptr %17, align 4, !tbaa !9
  %18 = icmp ult i32 %6, 4
  br i1 %18, label %19, label %41

19:                                               ; preds = %13
  %20 = add nsw i32 %7, 64
  %21 = icmp sgt i32 %7, 3
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = zext nneg i32 %7 to i64
  %24 = getelementptr float, ptr %0, i64 %23
  %25 = getelementptr i8, ptr %24, i64 -16
  %26 = load float, ptr %25, align 4, !tbaa !9
  br label %27

27:                                               ; preds = %19, %22
  %28 = phi contract float [ %26, %22 ], [ 0.000000e+00, %19 ]
  %29 = zext nneg i32 %6 to i64
  %30 = getelementptr inbounds [72 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fir_tiledE4tile to ptr), i64 0, i64 %29
  store float %28, ptr %30, align 4, !tbaa !9
  %31 = icmp slt i32 %20, %2
  br i1 %31, label %32, label %36

32:                                               ; preds = %27
  %33 = sext i32 %20 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !9
  br label %36

36:                                               ; preds = %27, %32
  %37 = phi contract float [ %35, %32 ], [ 0.000000e+00, %27 ]
  %38 = or disjoint i32 %6, 68
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [72 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fir_tiledE4tile to ptr), i64 0, i64 %39
  store float %37, ptr %40, align 4, !tbaa !9
  br label %41

41:                                               ; preds = %36, %13
  tail call void @llvm.nvvm.barrier0()
  br i1 %8, label %42, label %104

42:                                               ; preds = %41
  %43 = load float, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), align 4, !tbaa !9
  %44 = zext nneg i32 %6 to i64
  %45 = getelementptr inbounds [72 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fir_tiledE4tile to ptr), i64 0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !9
  %47 = fmul contract float %43, %46
  %48 = fadd contract float %47, 0.000000e+00
  %49 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 4), align 4, !tbaa !9
  %50 = add nuw nsw i32 %6, 1
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [72 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fir_tiledE4tile to ptr), i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !9
  %54 = fmul contract float %49, %53
  %55 = fadd contract float %48, %54
  %56 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 8), align 4, !tbaa !9
  %57 = add nuw nsw i32 %6, 2
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds [72 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fir_tiledE4tile to ptr), i64 0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !9
  %61 = fmul contract float %56, %60
  %62 = fadd contract float %55, %61
  %63 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 12), align 4, !tbaa !9
  %64 = add nuw nsw i32 %6, 3
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [72 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fir_tiledE4tile to ptr), i64 0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !9
  %68 = fmul contract float %63, %67
  %69 = fadd contract float %62, %68
  %70 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 16), align 4, !tbaa !9
  %71 = load float, ptr %17, align 4, !tbaa !9
  %72 = fmul contract float %70, %71
  %73 = fadd contract float %69, %72
  %74 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 20), align 4, !tbaa !9
  %75 = add nuw nsw i32 %6, 5
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds [72 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fir_tiledE4tile to ptr), i64 0, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !9
  %79 = fmul contract float %74, %78
  %80 = fadd contract float %73, %79
  %81 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 24), align 4, !tbaa !9
  %82 = add nuw nsw i32 %6, 6
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds [72 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fir_tiledE4tile to ptr), i64 0, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !9
  %86 = fmul contract float %81, %85
  %87 = fadd contract float %80, %86
  %88 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 28), align 4, !tbaa !9
  %89 = add nuw nsw i32 %6, 7
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [72 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fir_tiledE4tile to ptr), i64 0, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !9
  %93 = fmul contract float %88, %92
  %94 = fadd contract float %87, %93
  %95 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 32), align 4, !tbaa !9
  %96 = add nuw nsw i32 %6, 8
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds [72 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9fir_tiledE4tile to ptr), i64 0, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !9
  %100 = fmul contract float %95, %99
  %101 = fadd contract float %94, %100
  %102 = sext i32 %7 to i64
  %103 = getelementptr inbounds float, ptr %1, i64 %102
  store float %101, ptr %103, align 4, !tbaa !9
  br label %104

104:                                              ; preds = %41, %42
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fir_polyphase_decimate(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %121

11:                                               ; preds = %4
  %12 = and i32 %9, 3
  %13 = shl nsw i32 %9, 2
  %14 = zext nneg i32 %12 to i64
  %15 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @c_phase_offsets to ptr), i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !13
  %17 = add nsw i32 %16, %13
  %18 = icmp slt i32 %17, %3
  br i1 %18, label %19, label %26

19:                                               ; preds = %11
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), align 4, !tbaa !9
  %23 = load float, ptr %21, align 4, !tbaa !9
  %24 = fmul contract float %22, %23
  %25 = fadd contract float %24, 0.000000e+00
  br label %26

26:                                               ; preds = %19, %11
  %27 = phi float [ %25, %19 ], [ 0.000000e+00, %11 ]
  %28 = add nsw i32 %17, 1
  %29 = icmp slt i32 %28, %3
  br i1 %29, label %30, label %37

30:                                               ; preds = %26
  %31 = sext i32 %28 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 4), align 4, !tbaa !9
  %34 = load float, ptr %32, align 4, !tbaa !9
  %35 = fmul contract float %33, %34
  %36 = fadd contract float %27, %35
  br label %37

37:                                               ; preds = %30, %26
  %38 = phi float [ %36, %30 ], [ %27, %26 ]
  %39 = add nsw i32 %17, 2
  %40 = icmp slt i32 %39, %3
  br i1 %40, label %41, label %48

41:                                               ; preds = %37
  %42 = sext i32 %39 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 8), align 4, !tbaa !9
  %45 = load float, ptr %43, align 4, !tbaa !9
  %46 = fmul contract float %44, %45
  %47 = fadd contract float %38, %46
  br label %48

48:                                               ; preds = %41, %37
  %49 = phi float [ %47, %41 ], [ %38, %37 ]
  %50 = add nsw i32 %17, 3
  %51 = icmp slt i32 %50, %3
  br i1 %51, label %52, label %59

52:                                               ; preds = %48
  %53 = sext i32 %50 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 12), align 4, !tbaa !9
  %56 = load float, ptr %54, align 4, !tbaa !9
  %57 = fmul contract float %55, %56
  %58 = fadd contract float %49, %57
  br label %59

59:                                               ; preds = %52, %48
  %60 = phi float [ %58, %52 ], [ %49, %48 ]
  %61 = add nsw i32 %17, 4
  %62 = icmp slt i32 %61, %3
  br i1 %62, label %63, label %70

63:                                               ; preds = %59
  %64 = sext i32 %61 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 16), align 4, !tbaa !9
  %67 = load float, ptr %65, align 4, !tbaa !9
  %68 = fmul contract float %66, %67
  %69 = fadd contract float %60, %68
  br label %70

70:                                               ; preds = %63, %59
  %71 = phi float [ %69, %63 ], [ %60, %59 ]
  %72 = add nsw i32 %17, 5
  %73 = icmp slt i32 %72, %3
  br i1 %73, label %74, label %81

74:                                               ; preds = %70
  %75 = sext i32 %72 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 20), align 4, !tbaa !9
  %78 = load float, ptr %76, align 4, !tbaa !9
  %79 = fmul contract float %77, %78
  %80 = fadd contract float %71, %79
  br label %81

81:                                               ; preds = %74, %70
  %82 = phi float [ %80, %74 ], [ %71, %70 ]
  %83 = add nsw i32 %17, 6
  %84 = icmp slt i32 %83, %3
  br i1 %84, label %85, label %92

85:                                               ; preds = %81
  %86 = sext i32 %83 to i64
  %87 = getelementptr inbounds float, ptr %0, i64 %86
  %88 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 24), align 4, !tbaa !9
  %89 = load float, ptr %87, align 4, !tbaa !9
  %90 = fmul contract float %88, %89
  %91 = fadd contract float %82, %90
  br label %92

92:                                               ; preds = %85, %81
  %93 = phi float [ %91, %85 ], [ %82, %81 ]
  %94 = add nsw i32 %17, 7
  %95 = icmp slt i32 %94, %3
  br i1 %95, label %96, label %103

96:                                               ; preds = %92
  %97 = sext i32 %94 to i64
  %98 = getelementptr inbounds float, ptr %0, i64 %97
  %99 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 28), align 4, !tbaa !9
  %100 = load float, ptr %98, align 4, !tbaa !9
  %101 = fmul contract float %99, %100
  %102 = fadd contract float %93, %101
  br label %103

103:                                              ; preds = %96, %92
  %104 = phi float [ %102, %96 ], [ %93, %92 ]
  %105 = add nsw i32 %17, 8
  %106 = icmp slt i32 %105, %3
  br i1 %106, label %107, label %114

107:                                              ; preds = %103
  %108 = sext i32 %105 to i64
  %109 = getelementptr inbounds float, ptr %0, i64 %108
  %110 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_taps to ptr), i64 32), align 4, !tbaa !9
  %111 = load float, ptr %109, align 4, !tbaa !9
  %112 = fmul contract float %110, %111
  %113 = fadd contract float %104, %112
  br label %114

114:                                              ; preds = %107, %103
  %115 = phi float [ %113, %107 ], [ %104, %103 ]
  %116 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(4) @c_phase_gain to ptr), i64 0, i64 %14
  %117 = load float, ptr %116, align 4, !tbaa !9
  %118 = fmul contract float %115, %117
  %119 = sext i32 %9 to i64
  %120 = getelementptr inbounds float, ptr %1, i64 %119
  store float %118, ptr %120, align 4, !tbaa !9
  br label %121

121:                                              ; preds = %4, %114
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @fir_tiled, !"kernel", i32 1}
!5 = !{ptr @fir_polyphase_decimate, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
