; ldg_gather: read-only gathers through the non-coherent cache with
; __ldg. embedding_bag sums bags of float4 embedding rows (one 16-byte
; __ldg per row, ids read with __ldg); spmv_csr_ldg multiplies a CSR
; matrix of doubles by a vector, every operand read with __ldg (the x
; index itself an __ldg result); key_lookup reads a 64-bit key at a slot
; read with __ldg.
;
; Expected values are exact: small integers and dyadic fractions, so
; neither the order of the sums nor contraction changes a bit.
; Exercises: @llvm.nvvm.ldg.global.f.v4f32, .i.i32, .f.f64, .i.i64 (clang
; 19's __ldg; ld.global.nc), float4 stores, loops with loads.
;
; launch: %embedding_bag grid=2 block=64
; arg: @table = f32[256] ((i * 7) % 23 - 11) * 0.25
; arg: @ids = i32[24] (i * 5 + 3) % 16
; arg: @out = f32[128] 0
; arg: 3
; arg: 4
; arg: 32
; expect: @out == [2.5, 2.0, 1.5, 1.0, 0.5, 0.0, -0.5, -1.0, -1.5, -2.0, -2.5, 2.75, 2.25, 1.75, 1.25, 0.75, -1.0, -1.5, -2.0, -2.5, 2.75, 2.25, 1.75, 1.25, 0.75, 0.25, -0.25, -0.75, -1.25, -1.75, -2.25, -2.75, 1.25, 0.75, 0.25, -0.25, -0.75, -1.25, -1.75, -2.25, -2.75, 2.5, 2.0, 1.5, 1.0, 0.5, 0.0, -0.5, -2.25, -2.75, 2.5, 2.0, 1.5, 1.0, 0.5, 0.0, -0.5, -1.0, -1.5, -2.0, -2.5, 2.75, 2.25, 1.75, -0.5, -1.0, -1.5, 3.75, -2.5, -3.0, 2.25, 1.75, 1.25, 0.75, 0.25, -0.25, -0.75, -1.25, -1.75, -2.25, 1.75, 1.25, 0.75, 0.25, -0.25, -0.75, -1.25, -1.75, -2.25, 3.0, -3.25, 2.0, 1.5, 1.0, 0.5, 0.0, -1.75, -2.25, 3.0, -3.25, 2.0, 1.5, 1.0, 0.5, 0.0, -0.5, -1.0, -1.5, 3.75, -2.5, -3.0, 2.25, 0.5, 0.0, -0.5, -1.0, -1.5, 3.75, -2.5, -3.0, 2.25, 1.75, 1.25, 0.75, 0.25, -0.25, -0.75, -1.25]
; launch: %spmv_csr_ldg grid=1 block=32
; arg: 20
; arg: @row_ptr = i32[21] i * 3 - ((i + 5) >> 4) * (i - 10)
; arg: @cols = i32[60] (i * 11) % 20
; arg: @vals = f64[60] (i % 9 - 4) * 0.5
; arg: @x = f64[20] i - 7
; arg: @y = f64[20] 0
; expect: @y == [13.0, 1.0, 16.0, -22.5, 1.0, 11.5, -18.0, 1.0, 7.0, -33.5, -1.5, -1.5, 6.5, -18.0, -12.0, 2.0, 4.0, -22.0, -8.5, -0.5]
; launch: %key_lookup grid=1 block=64
; arg: @keys = i64[64] i * 0x7F4A7C159E3779B9 + 1
; arg: @slot = i32[48] (i * 13) % 64
; arg: @found = i64[48] 0
; arg: 0x5bd1e9955bd1e995
; arg: 48
; expect: @found == [0x5bd1e9955bd1e994, 0x2d19a48c5300c7f3, 0xb64173a74a73b55e, 0x3f890ede41a262a5, 0x80f0ddf178955000, 0x249b9580c5e6902f, 0xadc320bbfcd9418a, 0x370affd2f4083f11, 0xb8728af5e37aed7c, 0x01ba59ec9aaddadb, 0xa54511be67bf1ae6, 0x2e8cacd11e91c84d, 0xb7f47bc815c0b9a8, 0x393c36e30d339737, 0x8267c51a04624492, 0x260e9dd5817784b9, 0xaf7628ccb8a67204, 0x30a1e7e7b7992063, 0xb9e9b21eaec811ce, 0x02d14131a63acf55, 0xa6f819c3230c0f70, 0x2823d4fada7efcdf, 0xb16b631dd151aa3a, 0x3a533e34c8809b81, 0x839acd2fc7f349ec, 0x27a585f94cc4890b, 0xa8ed501044376696, 0x31d4ef0b736654fd, 0xbb1cba226a590258, 0x0c444945618bf3a7, 0xa06f0114ee9d33c2, 0x2956dc0fe5cfe129, 0xb29e6b269d3edeb4, 0x3bc6265994118c13, 0x8d31f57083407a7e, 0x20d88d020855bd85, 0xaa00582507846be0, 0x3348175c3ef7594f, 0x84b3a277362636aa, 0x0dfb716e2d18e431, 0xa1820939aa6a245c, 0x2acdc450a15d15bb, 0xbc35934a588fc306, 0x057d2e6d57feb16d, 0x8ea4fc844ed16ec8, 0x224fb557d422ae17, 0xabb7404ec3159c72, 0x3cff1f61fa444dd9]
; ModuleID = 'src/ldg_gather.cu'
source_filename = "src/ldg_gather.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @embedding_bag(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %55

13:                                               ; preds = %6
  %14 = sdiv i32 %11, %4
  %15 = mul i32 %14, %4
  %16 = sub i32 %11, %15
  %17 = icmp sgt i32 %3, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %13
  %19 = mul nsw i32 %14, %3
  br label %30

20:                                               ; preds = %30, %13
  %21 = phi float [ 0.000000e+00, %13 ], [ %49, %30 ]
  %22 = phi float [ 0.000000e+00, %13 ], [ %50, %30 ]
  %23 = phi float [ 0.000000e+00, %13 ], [ %51, %30 ]
  %24 = phi float [ 0.000000e+00, %13 ], [ %52, %30 ]
  %25 = sext i32 %11 to i64
  %26 = getelementptr inbounds %struct.float4, ptr %2, i64 %25
  store float %21, ptr %26, align 16, !tbaa !10
  %27 = getelementptr inbounds i8, ptr %26, i64 4
  store float %22, ptr %27, align 4, !tbaa !10
  %28 = getelementptr inbounds i8, ptr %26, i64 8
  store float %23, ptr %28, align 8, !tbaa !10
  %29 = getelementptr inbounds i8, ptr %26, i64 12
  store float %24, ptr %29, align 4, !tbaa !10
  br label %55

30:                                               ; preds = %18, %30
  %31 = phi float [ 0.000000e+00, %18 ], [ %52, %30 ]
  %32 = phi float [ 0.000000e+00, %18 ], [ %51, %30 ]
  %33 = phi float [ 0.000000e+00, %18 ], [ %50, %30 ]
  %34 = phi float [ 0.000000e+00, %18 ], [ %49, %30 ]
  %35 = phi i32 [ 0, %18 ], [ %53, %30 ]
  %36 = add nsw i32 %35, %19
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %1, i64 %37
  %39 = tail call noundef i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %38, i32 4)
  %40 = mul nsw i32 %39, %4
  %41 = add nsw i32 %40, %16
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.float4, ptr %0, i64 %42
  %44 = tail call contract <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %43, i32 16)
  %45 = extractelement <4 x float> %44, i64 0
  %46 = extractelement <4 x float> %44, i64 1
  %47 = extractelement <4 x float> %44, i64 2
  %48 = extractelement <4 x float> %44, i64 3
  %49 = fadd contract float %34, %45
  %50 = fadd contract float %33, %46
  %51 = fadd contract float %32, %47
  %52 = fadd contract float %31, %48
  %53 = add nuw nsw i32 %35, 1
  %54 = icmp eq i32 %53, %3
  br i1 %54, label %20, label %30, !llvm.loop !14

55:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @spmv_csr_ldg(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef readonly %4, ptr noalias nocapture noundef writeonly %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %0
  br i1 %12, label %13, label %71

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr i32, ptr %1, i64 %14
  %16 = getelementptr i8, ptr %15, i64 4
  %17 = tail call noundef i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %16, i32 4)
  %18 = tail call noundef i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %15, i32 4)
  %19 = icmp slt i32 %18, %17
  br i1 %19, label %20, label %42

20:                                               ; preds = %13
  %21 = sub i32 %17, %18
  %22 = add i32 %18, 1
  %23 = and i32 %21, 1
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %37, label %25

25:                                               ; preds = %20
  %26 = sext i32 %18 to i64
  %27 = getelementptr inbounds double, ptr %3, i64 %26
  %28 = tail call contract noundef double @llvm.nvvm.ldg.global.f.f64.p0(ptr %27, i32 8)
  %29 = getelementptr inbounds i32, ptr %2, i64 %26
  %30 = tail call noundef i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %29, i32 4)
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %4, i64 %31
  %33 = tail call contract noundef double @llvm.nvvm.ldg.global.f.f64.p0(ptr %32, i32 8)
  %34 = fmul contract double %28, %33
  %35 = fadd contract double %34, 0.000000e+00
  %36 = add i32 %18, 1
  br label %37

37:                                               ; preds = %25, %20
  %38 = phi double [ poison, %20 ], [ %35, %25 ]
  %39 = phi i32 [ %18, %20 ], [ %36, %25 ]
  %40 = phi double [ 0.000000e+00, %20 ], [ %35, %25 ]
  %41 = icmp eq i32 %17, %22
  br i1 %41, label %42, label %45

42:                                               ; preds = %37, %45, %13
  %43 = phi double [ 0.000000e+00, %13 ], [ %38, %37 ], [ %68, %45 ]
  %44 = getelementptr inbounds double, ptr %5, i64 %14
  store double %43, ptr %44, align 8, !tbaa !16
  br label %71

45:                                               ; preds = %37, %45
  %46 = phi i32 [ %69, %45 ], [ %39, %37 ]
  %47 = phi double [ %68, %45 ], [ %40, %37 ]
  %48 = sext i32 %46 to i64
  %49 = getelementptr inbounds double, ptr %3, i64 %48
  %50 = tail call contract noundef double @llvm.nvvm.ldg.global.f.f64.p0(ptr %49, i32 8)
  %51 = getelementptr inbounds i32, ptr %2, i64 %48
  %52 = tail call noundef i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %51, i32 4)
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %4, i64 %53
  %55 = tail call contract noundef double @llvm.nvvm.ldg.global.f.f64.p0(ptr %54, i32 8)
  %56 = fmul contract double %50, %55
  %57 = fadd contract double %47, %56
  %58 = add i32 %46, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %3, i64 %59
  %61 = tail call contract noundef double @llvm.nvvm.ldg.global.f.f64.p0(ptr %60, i32 8)
  %62 = getelementptr inbounds i32, ptr %2, i64 %59
  %63 = tail call noundef i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %62, i32 4)
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %4, i64 %64
  %66 = tail call contract noundef double @llvm.nvvm.ldg.global.f.f64.p0(ptr %65, i32 8)
  %67 = fmul contract double %61, %66
  %68 = fadd contract double %57, %67
  %69 = add i32 %46, 2
  %70 = icmp eq i32 %69, %17
  br i1 %70, label %42, label %45, !llvm.loop !18

71:                                               ; preds = %6, %42
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @key_lookup(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i64 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = tail call noundef i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %14, i32 4)
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i64, ptr %0, i64 %16
  %18 = tail call noundef i64 @llvm.nvvm.ldg.global.i.i64.p0(ptr %17, i32 8)
  %19 = xor i64 %18, %3
  %20 = getelementptr inbounds i64, ptr %2, i64 %13
  store i64 %19, ptr %20, align 8, !tbaa !19
  br label %21

21:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare double @llvm.nvvm.ldg.global.f.f64.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare i64 @llvm.nvvm.ldg.global.i.i64.p0(ptr nocapture, i32) #2

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind memory(argmem: read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @embedding_bag, !"kernel", i32 1}
!5 = !{ptr @spmv_csr_ldg, !"kernel", i32 1}
!6 = !{ptr @key_lookup, !"kernel", i32 1}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{i32 2, i32 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !12, i64 0}
!18 = distinct !{!18, !15}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !12, i64 0}
