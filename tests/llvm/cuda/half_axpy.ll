; half_axpy: half-precision AXPY on __half2 pairs and a per-channel
; scale + bias + ReLU in scalar __half arithmetic (cuda_fp16.h).
;
; haxpy_half2 converts the float alpha once (__float2half2_rn), runs a
; grid-stride loop of __hfma2 over n/2 pairs and does the odd last element
; with __hfma; n = 257. scale_bias_relu_half computes
; max(__hadd(__hmul(x, scale[c]), bias[c]), 0) with __hgt; its data have
; few significant bits so x * scale is exact in half and the result does
; not depend on mul.f16/add.f16 being contracted. Half data are i16
; buffers of bit patterns; the model rounds exactly (numerics.f16).
; Exercises: inline asm with `h` and `r` constraints (fma.rn.f16x2,
; fma.rn.f16, mul.f16, add.f16, cvt.rn.f16.f32, mov.b32 {lo,hi} packing,
; setp.gt.f16 with a `$$`-escaped predicate name), i16 loads/stores,
; i32 loads/stores of packed pairs, grid-stride loop with nctaid.x.
;
; launch: %haxpy_half2 grid=2 block=64
; arg: 257
; arg: 0.3
; arg: @x = i16[257] 0x2c00 + (i * 389) % 7168 + (i % 3 / 2) * 32768
; arg: @y = i16[257] 0x3000 + (i * 631 + 17) % 5120 + (i % 5 / 3) * 32768
; expect: @y == [0x30ab, 0x335c, 0x3478, 0xb6c7, 0xb978, 0x3c1b, 0x3f3d, 0x4192, 0xc40c, 0x247f, 0x3884, 0x2e15, 0x3cb1, 0xb722, 0xc0df, 0x4314, 0x450c, 0xbe41, 0x3fb7, 0xb688, 0x3920, 0x3c10, 0x3e7f, 0xc0e3, 0xc30e, 0x34a4, 0x2f99, 0x38d1, 0xb63c, 0xbcfe, 0x3fb0, 0x418b, 0x418e, 0x3a06, 0x3b3b, 0xbca3, 0x4139, 0x3b6d, 0xbdd7, 0xc021, 0x42c0, 0x2e78, 0x34f8, 0xb474, 0xb98c, 0x3c26, 0x3e56, 0x3ecd, 0xc1a3, 0x3554, 0xb5eb, 0x3cbe, 0x3e54, 0xc066, 0x3833, 0x442e, 0x420d, 0x318e, 0xb1ca, 0xb657, 0x3884, 0x3b20, 0x3c6c, 0xbec6, 0xc16c, 0xafb0, 0x3843, 0x3a17, 0xbc1e, 0xa929, 0x4037, 0x38ad, 0x4464, 0x3fd0, 0xb322, 0x3561, 0x37f5, 0x397c, 0xbc14, 0xbe7c, 0x410c, 0x43fc, 0x35da, 0xb829, 0xb10e, 0x3c56, 0x3814, 0x4084, 0xbe83, 0xc4ce, 0x3e73, 0x4050, 0xbfa6, 0xb919, 0xbb81, 0x3e10, 0x40cd, 0x434b, 0xb449, 0xb050, 0x3878, 0x36bf, 0x3cca, 0xbc97, 0xc151, 0x4401, 0x3b6c, 0xb9f5, 0x3abb, 0x3c63, 0xbcfb, 0x3dc0, 0x4030, 0xc2aa, 0xaefb, 0x34c6, 0x34b5, 0x3952, 0xb9d2, 0xbe1b, 0x4066, 0x42e7, 0xb412, 0x34aa, 0x34e8, 0xb5eb, 0x3fcc, 0x418a, 0xc3af, 0xc1fe, 0x3154, 0x31e7, 0x361d, 0xb6fa, 0xbaed, 0x3d35, 0x3fc9, 0x4170, 0x2d3e, 0x2beb, 0xa84d, 0x3b8f, 0x3d5f, 0xbfb7, 0xb9d5, 0x4409, 0x406c, 0x40d3, 0xb47f, 0xb7cf, 0x3a17, 0x3c76, 0x3e76, 0xc105, 0xc36d, 0x2a66, 0x379c, 0x397e, 0xbbf7, 0xb89d, 0x404a, 0x3f06, 0x449c, 0x3bc3, 0xbf52, 0x40e1, 0x3964, 0x3b7b, 0xbe06, 0xc089, 0x42f9, 0x33e8, 0x35a1, 0xb846, 0xb742, 0x3c98, 0x3cc3, 0x4116, 0xc1d6, 0xba1e, 0x3c47, 0x3dc6, 0xba44, 0x3b73, 0x3b08, 0x4004, 0x4297, 0x323d, 0xb494, 0xb4d8, 0x3918, 0x39eb, 0x3de6, 0xbefe, 0xc2c1, 0x3787, 0x394b, 0xb25b, 0x32f2, 0x3061, 0x2ca6, 0x4302, 0x4511, 0xb119, 0xb1ff, 0x35ec, 0x3712, 0x3ac8, 0xbc73, 0xbfa3, 0x41f3, 0x34d9, 0xa60e, 0xa7b3, 0xad4e, 0x33f3, 0x3f01, 0x4131, 0xc394, 0xc100, 0x402d, 0xc017, 0x37a9, 0xb978, 0xbc5b, 0x3ee1, 0x4143, 0x4367, 0xac5b, 0xb03f, 0x335f, 0x3b8d, 0x3d51, 0xc018, 0xbf69, 0x446a, 0xba7d, 0x3e04, 0x3d1b, 0xc198, 0x3bce, 0x3e36, 0x407c, 0xc2ed, 0xaeeb, 0x3162, 0x3814, 0x39fb, 0xbc67, 0xbcdc, 0x40de, 0x41ef, 0x3975, 0x36d3, 0xbd1c, 0x3eca, 0x40c4]
; launch: %scale_bias_relu_half grid=3 block=64
; arg: @x = i16[192] 0x3000 + ((i * 1103515245 >> 10) & 0x0fe0) + (i % 3 / 2) * 32768
; arg: @scale = i16[8] 0x3800 + ((i * 2654435761 >> 7) & 0x07c0)
; arg: @bias = i16[8] 0x3400 + (i * 97 % 8) * 0x40 + (i % 2) * 32768
; arg: @out = i16[192] 0
; arg: 192
; arg: 8
; expect: @out == [0x3500, 0x2640, 0x0000, 0x29f0, 0x3987, 0x0000, 0x3a72, 0x3040, 0x0000, 0x40a3, 0x4222, 0x0000, 0x382a, 0x0000, 0x2d80, 0x0000, 0x3890, 0x0000, 0x3f6a, 0x3dca, 0x0000, 0x0000, 0x37c7, 0x0000, 0x36e0, 0x3819, 0x0000, 0x3958, 0x3d3f, 0x0000, 0x3e5c, 0x0000, 0x30d0, 0x3100, 0x3a34, 0x0000, 0x3b1a, 0x354c, 0x0000, 0x3658, 0x3c80, 0x0000, 0x3874, 0x0000, 0x0000, 0x2868, 0x39d8, 0x0000, 0x39d0, 0x3fcc, 0x0000, 0x0000, 0x37d8, 0x0000, 0x3883, 0x0000, 0x0000, 0x3b94, 0x3e6d, 0x0000, 0x3f8c, 0x0000, 0x3322, 0x0000, 0x3670, 0x0000, 0x3c00, 0x384e, 0x0000, 0x3964, 0x3dac, 0x0000, 0x3560, 0x2ea0, 0x0000, 0x310c, 0x3a41, 0x0000, 0x3b7a, 0x3460, 0x0000, 0x41e7, 0x3823, 0x0000, 0x389e, 0x0000, 0x2580, 0x1400, 0x3950, 0x0000, 0x40c9, 0x3f92, 0x3128, 0x0000, 0x382b, 0x0000, 0x37a0, 0x3a1a, 0x0000, 0x3b20, 0x3eb3, 0x0000, 0x3722, 0x0000, 0x3010, 0x3508, 0x3b48, 0x0000, 0x3c47, 0x37d4, 0x0000, 0x3900, 0x3520, 0x0000, 0x38fe, 0x2df0, 0x0000, 0x3044, 0x3ae0, 0x0000, 0x3b20, 0x412a, 0x2dc8, 0x0000, 0x3849, 0x0000, 0x3907, 0x0000, 0x0000, 0x3d29, 0x4011, 0x0000, 0x36f0, 0x0000, 0x3204, 0x0000, 0x3730, 0x0000, 0x3d14, 0x3a16, 0x0000, 0x3bec, 0x3eca, 0x0000, 0x35c0, 0x32b0, 0x0000, 0x3474, 0x3b96, 0x0000, 0x3c62, 0x37c0, 0x0000, 0x1cc0, 0x38ad, 0x0000, 0x3958, 0x2c50, 0x0000, 0x2ed0, 0x3a40, 0x0000, 0x41dd, 0x0000, 0x2f68, 0x0000, 0x38af, 0x0000, 0x3860, 0x3c51, 0x0000, 0x3d58, 0x4014, 0x0000, 0x37a6, 0x0000, 0x2d40, 0x3790, 0x3c73, 0x0000, 0x3d01, 0x3a3c, 0x0000, 0x0000, 0x3580, 0x0000, 0x39ef, 0x3288, 0x0000, 0x34aa, 0x3be8, 0x0000]
; ModuleID = 'src/half_axpy.cu'
source_filename = "src/half_axpy.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @haxpy_half2(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float %1) #2, !srcloc !9
  %6 = sdiv i32 %0, 2
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %6
  br i1 %12, label %13, label %16

13:                                               ; preds = %4
  %14 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = mul i32 %8, %14
  br label %22

16:                                               ; preds = %22, %4
  %17 = and i32 %0, 1
  %18 = icmp ne i32 %17, 0
  %19 = or i32 %7, %10
  %20 = icmp eq i32 %19, 0
  %21 = and i1 %20, %18
  br i1 %21, label %32, label %41

22:                                               ; preds = %13, %22
  %23 = phi i32 [ %11, %13 ], [ %30, %22 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.__half2, ptr %2, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = getelementptr inbounds %struct.__half2, ptr %3, i64 %24
  %28 = load i32, ptr %27, align 4, !tbaa !10
  %29 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %5, i32 %26, i32 %28) #2, !srcloc !14
  store i32 %29, ptr %27, align 4, !tbaa !10
  %30 = add i32 %23, %15
  %31 = icmp slt i32 %30, %6
  br i1 %31, label %22, label %16, !llvm.loop !15

32:                                               ; preds = %16
  %33 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %1) #2, !srcloc !17
  %34 = add nsw i32 %0, -1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.__half, ptr %2, i64 %35
  %37 = load i16, ptr %36, align 2, !tbaa !18
  %38 = getelementptr inbounds %struct.__half, ptr %3, i64 %35
  %39 = load i16, ptr %38, align 2, !tbaa !18
  %40 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %33, i16 %37, i16 %39) #2, !srcloc !20
  store i16 %40, ptr %38, align 2, !tbaa !18
  br label %41

41:                                               ; preds = %32, %16
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @scale_bias_relu_half(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %30

13:                                               ; preds = %6
  %14 = srem i32 %11, %5
  %15 = sext i32 %11 to i64
  %16 = getelementptr inbounds %struct.__half, ptr %0, i64 %15
  %17 = load i16, ptr %16, align 2, !tbaa !18
  %18 = sext i32 %14 to i64
  %19 = getelementptr inbounds %struct.__half, ptr %1, i64 %18
  %20 = load i16, ptr %19, align 2, !tbaa !18
  %21 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %17, i16 %20) #2, !srcloc !21
  %22 = getelementptr inbounds %struct.__half, ptr %2, i64 %18
  %23 = load i16, ptr %22, align 2, !tbaa !18
  %24 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %21, i16 %23) #2, !srcloc !22
  %25 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #2, !srcloc !23
  %26 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.gt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %24, i16 %25) #2, !srcloc !24
  %27 = icmp eq i16 %26, 0
  %28 = getelementptr inbounds %struct.__half, ptr %3, i64 %15
  %29 = select i1 %27, i16 %25, i16 %24
  store i16 %29, ptr %28, align 2, !tbaa !18
  br label %30

30:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @haxpy_half2, !"kernel", i32 1}
!5 = !{ptr @scale_bias_relu_half, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{i64 2154275213, i64 2154275242, i64 2154275280}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i64 2155601475, i64 2155601529}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i64 2154240710}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !12, i64 0}
!20 = !{i64 2155741031, i64 2155741083}
!21 = !{i64 2155647957, i64 2155647984}
!22 = !{i64 2155617621, i64 2155617648}
!23 = !{i64 2154231941}
!24 = !{i64 2155351751, i64 2155351789, i64 2155351842}
