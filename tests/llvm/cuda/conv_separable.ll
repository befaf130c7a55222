; conv_separable: the CUDA sample convolutionSeparable: the filter in
; __constant__ c_Kernel, a row pass and a column pass, each staging a tile
; and its halo in a 2-D shared array with unrolled result and halo steps
; (smaller dimensions than the sample's).
;
; Binomial taps / 256 and integer pixels: exact sums.
; Exercises: 2-D grids and blocks (tid.y, ctaid.y), shared
; [4 x [32 x float]] and padded [8 x [17 x float]] arrays, an
; `addrspace(4) externally_initialized` [9 x float] in
; @llvm.compiler.used, negative offsets from a base pointer, fully
; unrolled constant loops.
;
; launch: %convolutionRowsKernel grid=(2, 2) block=(8, 4)
; arg: @dst = f32[256] 0
; arg: @src = f32[256] (i * 7) % 13 - 6
; arg: 32
; arg: 8
; arg: 32
; expect: @dst == [-1.921875, -2.02734375, -1.72265625, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.6875, -1.171875, -0.5390625, 0.01171875, -0.01171875, 0.5390625, 1.171875, 1.6875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.72265625, 2.02734375, 1.921875, -1.3515625, -1.921875, -2.02734375, -1.72265625, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.85546875, -1.78125, -1.5, -1.1953125, 0.55859375, 0.64453125, 0.8671875, 1.265625, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.7265625, 1.0625, 1.06640625, 0.71484375, 0.99609375, -0.0390625, -1.265625, -1.83984375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.26171875, -1.73046875, -1.34375, -0.625, -0.6484375, -0.31640625, 0.20703125, 0.7421875, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25390625, 0.7578125, 1.171875, 1.28515625, 0.85546875, 0.77734375, -0.1484375, -1.296875, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, -0.0078125, -1.32421875, -1.94921875, -1.78125, -0.078125, -0.2109375, -0.09765625, 0.26953125, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.25, 0.25, 0.75, 1.25, 1.69921875, 1.84375, 1.27734375, 0.0, -1.27734375, -1.84375, -1.69921875, -1.25, -0.75, -0.26953125, 0.09765625, 0.2109375, 0.078125]
; launch: %convolutionColumnsKernel grid=(2, 2) block=(8, 4)
; arg: @dst = f32[256] 0
; arg: @src = f32[256] (i * 11) % 17 - 8
; arg: 16
; arg: 16
; arg: 16
; expect: @dst == [-2.41015625, -1.05078125, -1.0859375, 1.6015625, 2.03125, 0.13671875, 1.49609375, 1.4609375, -0.5, 0.859375, 0.82421875, -1.13671875, 0.22265625, 0.1875, -1.7734375, -0.4140625, -2.19921875, -1.75390625, -1.70703125, 0.6640625, 2.0390625, 1.15625, 1.66796875, 1.71484375, 0.3671875, 0.8125, 0.859375, -0.48828125, -0.04296875, 0.00390625, -1.34375, -0.8984375, -1.7265625, -1.87109375, -2.08203125, -0.83203125, 0.8828125, 1.6015625, 1.921875, 1.77734375, 1.16796875, 1.0234375, 0.8125, 0.203125, 0.05859375, -0.15234375, -0.76171875, -0.90625, -1.3671875, -1.6328125, -1.96484375, -1.83203125, -0.76953125, 0.7578125, 1.8203125, 1.953125, 1.62109375, 1.35546875, 1.0234375, 0.625, 0.359375, 0.02734375, -0.37109375, -0.63671875, -1.0, -1.35546875, -1.64453125, -1.93359375, -1.82421875, -0.78515625, 0.78515625, 1.82421875, 1.93359375, 1.64453125, 1.35546875, 1.0, 0.64453125, 0.35546875, 0.0, -0.35546875, -0.64453125, -1.0, -1.35546875, -1.64453125, -1.93359375, -1.82421875, -0.78515625, 0.78515625, 1.82421875, 1.93359375, 1.64453125, 1.35546875, 1.0, 0.64453125, 0.35546875, 0.0, -0.35546875, -0.64453125, -1.0, -1.35546875, -1.64453125, -1.93359375, -1.82421875, -0.78515625, 0.78515625, 1.82421875, 1.93359375, 1.64453125, 1.35546875, 1.0, 0.64453125, 0.35546875, 0.0, -0.35546875, -0.64453125, -1.0, -1.35546875, -1.64453125, -1.93359375, -1.82421875, -0.78515625, 0.78515625, 1.82421875, 1.93359375, 1.64453125, 1.35546875, 1.0, 0.64453125, 0.35546875, 0.0, -0.35546875, -0.64453125, -1.0, -1.35546875, -1.64453125, -1.93359375, -1.82421875, -0.78515625, 0.78515625, 1.82421875, 1.93359375, 1.64453125, 1.35546875, 1.0, 0.64453125, 0.35546875, 0.0, -0.35546875, -0.64453125, -1.0, -1.35546875, -1.64453125, -1.93359375, -1.82421875, -0.78515625, 0.78515625, 1.82421875, 1.93359375, 1.64453125, 1.35546875, 1.0, 0.64453125, 0.35546875, 0.0, -0.35546875, -0.64453125, -1.0, -1.35546875, -1.64453125, -1.93359375, -1.82421875, -0.78515625, 0.78515625, 1.82421875, 1.93359375, 1.64453125, 1.35546875, 1.0, 0.64453125, 0.35546875, 0.0, -0.35546875, -0.64453125, -1.0, -1.35546875, -1.64453125, -1.93359375, -1.82421875, -0.78515625, 0.78515625, 1.82421875, 1.93359375, 1.6328125, 1.3671875, 0.96875, 0.63671875, 0.37109375, -0.02734375, -0.359375, -0.625, -1.0234375, -1.35546875, -1.62109375, -1.953125, -1.8203125, -0.7578125, 0.76953125, 1.83203125, 1.87109375, 1.7265625, 1.1171875, 0.90625, 0.76171875, 0.15234375, -0.05859375, -0.203125, -0.8125, -1.0234375, -1.16796875, -1.77734375, -1.921875, -1.6015625, -0.8828125, 0.83203125, 1.75390625, 2.19921875, 0.8515625, 0.8984375, 1.34375, -0.00390625, 0.04296875, 0.48828125, -0.859375, -0.8125, -0.3671875, -1.71484375, -1.66796875, -1.15625, -2.0390625, -0.6640625, 1.05078125, 2.41015625, 0.44921875, 0.4140625, 1.7734375, -0.1875, -0.22265625, 1.13671875, -0.82421875, -0.859375, 0.5, -1.4609375, -1.49609375, -0.13671875, -2.03125, -1.6015625]
; ModuleID = 'src/conv_separable.cu'
source_filename = "src/conv_separable.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_Kernel = dso_local addrspace(4) externally_initialized global [9 x float] [float 3.906250e-03, float 3.125000e-02, float 1.093750e-01, float 2.187500e-01, float 0x3FD1800000000000, float 2.187500e-01, float 1.093750e-01, float 3.125000e-02, float 3.906250e-03], align 4
@_ZZ21convolutionRowsKernelE6s_Data = internal unnamed_addr addrspace(3) global [4 x [32 x float]] undef, align 4
@_ZZ24convolutionColumnsKernelE6s_Data = internal unnamed_addr addrspace(3) global [8 x [17 x float]] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @convolutionRowsKernel(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 4
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %8, -8
  %10 = add i32 %9, %7
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 2
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = mul nsw i32 %14, %4
  %16 = add nsw i32 %15, %10
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = zext nneg i32 %13 to i64
  %20 = getelementptr inbounds i8, ptr %18, i64 32
  %21 = load float, ptr %20, align 4, !tbaa !9
  %22 = add nuw nsw i32 %8, 8
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %23
  store float %21, ptr %24, align 4, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %18, i64 64
  %26 = load float, ptr %25, align 4, !tbaa !9
  %27 = add nuw nsw i32 %8, 16
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %28
  store float %26, ptr %29, align 4, !tbaa !9
  %30 = icmp sgt i32 %10, -1
  br i1 %30, label %31, label %33

31:                                               ; preds = %5
  %32 = load float, ptr %18, align 4, !tbaa !9
  br label %33

33:                                               ; preds = %5, %31
  %34 = phi contract float [ %32, %31 ], [ 0.000000e+00, %5 ]
  %35 = zext nneg i32 %8 to i64
  %36 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %35
  store float %34, ptr %36, align 4, !tbaa !9
  %37 = sub nsw i32 %2, %10
  %38 = icmp sgt i32 %37, 24
  br i1 %38, label %39, label %42

39:                                               ; preds = %33
  %40 = getelementptr inbounds i8, ptr %18, i64 96
  %41 = load float, ptr %40, align 4, !tbaa !9
  br label %42

42:                                               ; preds = %33, %39
  %43 = phi contract float [ %41, %39 ], [ 0.000000e+00, %33 ]
  %44 = getelementptr inbounds float, ptr %0, i64 %17
  %45 = add nuw nsw i32 %8, 24
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %46
  store float %43, ptr %47, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %48 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 32), align 4, !tbaa !9
  %49 = add nuw nsw i32 %8, 4
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !9
  %53 = fmul contract float %48, %52
  %54 = fadd contract float %53, 0.000000e+00
  %55 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 28), align 4, !tbaa !9
  %56 = add nuw nsw i32 %8, 5
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !9
  %60 = fmul contract float %55, %59
  %61 = fadd contract float %54, %60
  %62 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 24), align 4, !tbaa !9
  %63 = add nuw nsw i32 %8, 6
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !9
  %67 = fmul contract float %62, %66
  %68 = fadd contract float %61, %67
  %69 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 20), align 4, !tbaa !9
  %70 = add nuw nsw i32 %8, 7
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !9
  %74 = fmul contract float %69, %73
  %75 = fadd contract float %68, %74
  %76 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 16), align 4, !tbaa !9
  %77 = load float, ptr %24, align 4, !tbaa !9
  %78 = fmul contract float %76, %77
  %79 = fadd contract float %75, %78
  %80 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 12), align 4, !tbaa !9
  %81 = add nuw nsw i32 %8, 9
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !9
  %85 = fmul contract float %80, %84
  %86 = fadd contract float %79, %85
  %87 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 8), align 4, !tbaa !9
  %88 = add nuw nsw i32 %8, 10
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !9
  %92 = fmul contract float %87, %91
  %93 = fadd contract float %86, %92
  %94 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 4), align 4, !tbaa !9
  %95 = add nuw nsw i32 %8, 11
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !9
  %99 = fmul contract float %94, %98
  %100 = fadd contract float %93, %99
  %101 = load float, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), align 4, !tbaa !9
  %102 = add nuw nsw i32 %8, 12
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !9
  %106 = fmul contract float %101, %105
  %107 = fadd contract float %100, %106
  %108 = getelementptr inbounds i8, ptr %44, i64 32
  store float %107, ptr %108, align 4, !tbaa !9
  %109 = add nuw nsw i32 %8, 12
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !9
  %113 = fmul contract float %48, %112
  %114 = fadd contract float %113, 0.000000e+00
  %115 = add nuw nsw i32 %8, 13
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !9
  %119 = fmul contract float %55, %118
  %120 = fadd contract float %114, %119
  %121 = add nuw nsw i32 %8, 14
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !9
  %125 = fmul contract float %62, %124
  %126 = fadd contract float %120, %125
  %127 = add nuw nsw i32 %8, 15
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !9
  %131 = fmul contract float %69, %130
  %132 = fadd contract float %126, %131
  %133 = load float, ptr %29, align 4, !tbaa !9
  %134 = fmul contract float %76, %133
  %135 = fadd contract float %132, %134
  %136 = add nuw nsw i32 %8, 17
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !9
  %140 = fmul contract float %80, %139
  %141 = fadd contract float %135, %140
  %142 = add nuw nsw i32 %8, 18
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !9
  %146 = fmul contract float %87, %145
  %147 = fadd contract float %141, %146
  %148 = add nuw nsw i32 %8, 19
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !9
  %152 = fmul contract float %94, %151
  %153 = fadd contract float %147, %152
  %154 = add nuw nsw i32 %8, 20
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21convolutionRowsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %155
  %157 = load float, ptr %156, align 4, !tbaa !9
  %158 = fmul contract float %101, %157
  %159 = fadd contract float %153, %158
  %160 = getelementptr inbounds i8, ptr %44, i64 64
  store float %159, ptr %160, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @convolutionColumnsKernel(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 3
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 3
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = add nsw i32 %12, -4
  %14 = add nsw i32 %13, %11
  %15 = mul nsw i32 %14, %4
  %16 = add nsw i32 %9, %15
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = zext nneg i32 %8 to i64
  %20 = shl nsw i32 %4, 2
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %18, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !9
  %24 = add nuw nsw i32 %12, 4
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %25
  store float %23, ptr %26, align 4, !tbaa !9
  %27 = shl nsw i32 %4, 3
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %18, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !9
  %31 = add nuw nsw i32 %12, 8
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %32
  store float %30, ptr %33, align 4, !tbaa !9
  %34 = icmp sgt i32 %14, -1
  br i1 %34, label %35, label %37

35:                                               ; preds = %5
  %36 = load float, ptr %18, align 4, !tbaa !9
  br label %37

37:                                               ; preds = %5, %35
  %38 = phi contract float [ %36, %35 ], [ 0.000000e+00, %5 ]
  %39 = zext nneg i32 %12 to i64
  %40 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %39
  store float %38, ptr %40, align 4, !tbaa !9
  %41 = sub nsw i32 %3, %14
  %42 = icmp sgt i32 %41, 12
  br i1 %42, label %43, label %48

43:                                               ; preds = %37
  %44 = mul nsw i32 %4, 12
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %18, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !9
  br label %48

48:                                               ; preds = %37, %43
  %49 = phi contract float [ %47, %43 ], [ 0.000000e+00, %37 ]
  %50 = getelementptr inbounds float, ptr %0, i64 %17
  %51 = add nuw nsw i32 %12, 12
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %52
  store float %49, ptr %53, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %54 = shl i32 %4, 2
  %55 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 32), align 4, !tbaa !9
  %56 = load float, ptr %40, align 4, !tbaa !9
  %57 = fmul contract float %55, %56
  %58 = fadd contract float %57, 0.000000e+00
  %59 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 28), align 4, !tbaa !9
  %60 = add nuw nsw i32 %12, 1
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !9
  %64 = fmul contract float %59, %63
  %65 = fadd contract float %58, %64
  %66 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 24), align 4, !tbaa !9
  %67 = add nuw nsw i32 %12, 2
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !9
  %71 = fmul contract float %66, %70
  %72 = fadd contract float %65, %71
  %73 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 20), align 4, !tbaa !9
  %74 = add nuw nsw i32 %12, 3
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !9
  %78 = fmul contract float %73, %77
  %79 = fadd contract float %72, %78
  %80 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 16), align 4, !tbaa !9
  %81 = load float, ptr %26, align 4, !tbaa !9
  %82 = fmul contract float %80, %81
  %83 = fadd contract float %79, %82
  %84 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 12), align 4, !tbaa !9
  %85 = add nuw nsw i32 %12, 5
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !9
  %89 = fmul contract float %84, %88
  %90 = fadd contract float %83, %89
  %91 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 8), align 4, !tbaa !9
  %92 = add nuw nsw i32 %12, 6
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !9
  %96 = fmul contract float %91, %95
  %97 = fadd contract float %90, %96
  %98 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), i64 4), align 4, !tbaa !9
  %99 = add nuw nsw i32 %12, 7
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !9
  %103 = fmul contract float %98, %102
  %104 = fadd contract float %97, %103
  %105 = load float, ptr addrspacecast (ptr addrspace(4) @c_Kernel to ptr), align 4, !tbaa !9
  %106 = add nuw nsw i32 %12, 8
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !9
  %110 = fmul contract float %105, %109
  %111 = fadd contract float %104, %110
  %112 = sext i32 %54 to i64
  %113 = getelementptr inbounds float, ptr %50, i64 %112
  store float %111, ptr %113, align 4, !tbaa !9
  %114 = add nuw nsw i32 %12, 4
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !9
  %118 = fmul contract float %55, %117
  %119 = fadd contract float %118, 0.000000e+00
  %120 = add nuw nsw i32 %12, 5
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !9
  %124 = fmul contract float %59, %123
  %125 = fadd contract float %119, %124
  %126 = add nuw nsw i32 %12, 6
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !9
  %130 = fmul contract float %66, %129
  %131 = fadd contract float %125, %130
  %132 = add nuw nsw i32 %12, 7
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !9
  %136 = fmul contract float %73, %135
  %137 = fadd contract float %131, %136
  %138 = load float, ptr %33, align 4, !tbaa !9
  %139 = fmul contract float %80, %138
  %140 = fadd contract float %137, %139
  %141 = add nuw nsw i32 %12, 9
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %142
  %144 = load float, ptr %143, align 4, !tbaa !9
  %145 = fmul contract float %84, %144
  %146 = fadd contract float %140, %145
  %147 = add nuw nsw i32 %12, 10
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !9
  %151 = fmul contract float %91, %150
  %152 = fadd contract float %146, %151
  %153 = add nuw nsw i32 %12, 11
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %154
  %156 = load float, ptr %155, align 4, !tbaa !9
  %157 = fmul contract float %98, %156
  %158 = fadd contract float %152, %157
  %159 = add nuw nsw i32 %12, 12
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds [8 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24convolutionColumnsKernelE6s_Data to ptr), i64 0, i64 %19, i64 %160
  %162 = load float, ptr %161, align 4, !tbaa !9
  %163 = fmul contract float %105, %162
  %164 = fadd contract float %158, %163
  %165 = shl i32 %4, 3
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds float, ptr %50, i64 %166
  store float %164, ptr %167, align 4, !tbaa !9
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
!4 = !{ptr @convolutionRowsKernel, !"kernel", i32 1}
!5 = !{ptr @convolutionColumnsKernel, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
