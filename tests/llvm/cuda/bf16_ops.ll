; bf16_ops: bfloat16 elementwise kernels of a mixed-precision step
; (cuda_bf16.h on sm_80).
;
; bf16_residual_scale_relu: out = max((x + residual) * scale, 0) on
; __nv_bfloat162 pairs with __hadd2, __hmul2 (fma.rn.bf16x2 with 1.0 or
; -0.0 as the third operand) and __hmax2. bf16_cast_roundtrip: float master
; weights to bf16 with __float22bfloat162_rn (pairs) and
; __float2bfloat16_rn (the odd last one), and back to float. bf16 rounding
; is modelled by hand: round-to-nearest-even of the exact value.
; Exercises: inline asm fma.rn.bf16x2 with a .reg and a `U`-suffixed
; immediate, max.bf16x2, cvt.rn.bf16.f32, cvt.rn.bf16x2.f32, mov.b32
; {0,$1} widening, `r`/`h`/`f` constraints, i16 and float2 accesses.
;
; launch: %bf16_residual_scale_relu grid=2 block=64
; arg: @x = i16[256] 0x3e80 + (i * 131) % 512 + (i % 3 / 2) * 32768
; arg: @residual = i16[256] 0x3e80 + (i * 197 + 55) % 512 + (i % 4 / 3) * 32768
; arg: @out = i16[256] 0
; arg: 1.7
; arg: 256
; expect: @out == [0x3f85, 0x4024, 0x4057, 0x4030, 0x404b, 0x0000, 0x4057, 0x0000, 0x3e72, 0x404e, 0x4105, 0x0000, 0x4072, 0x3fdd, 0x0000, 0x0000, 0x3fbe, 0x3fc3, 0x403a, 0x4061, 0x4061, 0x4001, 0x4099, 0x0000, 0x3feb, 0x4093, 0x0000, 0x4079, 0x40bd, 0x0000, 0x40b5, 0x40ad, 0x3f2f, 0x40b5, 0x4074, 0x0000, 0x40e1, 0x4031, 0x3d24, 0x40bd, 0x4022, 0x4063, 0x4089, 0x0000, 0x0000, 0x404f, 0x40fc, 0x0000, 0x404c, 0x4104, 0x0000, 0x0000, 0x3fd5, 0x0000, 0x4119, 0x0000, 0x3fd1, 0x4031, 0x40c2, 0x0000, 0x3ffa, 0x4096, 0x3fae, 0x0000, 0x4092, 0x0000, 0x40df, 0x0000, 0x0000, 0x40b1, 0x40c3, 0x0000, 0x40b5, 0x406b, 0x0000, 0x0000, 0x402e, 0x3e68, 0x40dc, 0x0000, 0x406d, 0x4085, 0x4115, 0x0000, 0x4049, 0x40f5, 0x3ea9, 0x0000, 0x4103, 0x0000, 0x4072, 0x3eaa, 0x0000, 0x4116, 0x3fba, 0x0000, 0x4029, 0x40ba, 0x406e, 0x3eb8, 0x4092, 0x3fdd, 0x3fe6, 0x0000, 0x0000, 0x40d7, 0x40c0, 0x0000, 0x40ae, 0x40ba, 0x3f4c, 0x0000, 0x4063, 0x0000, 0x40e4, 0x3e6e, 0x3ed3, 0x40d2, 0x4022, 0x0000, 0x4081, 0x4111, 0x0000, 0x3e01, 0x40f2, 0x0000, 0x4049, 0x0000, 0x0000, 0x4072, 0x3fc4, 0x0000, 0x4112, 0x3fb8, 0x3fee, 0x3fbc, 0x40b1, 0x4077, 0x3fe9, 0x0000, 0x4007, 0x3fe4, 0x4090, 0x0000, 0x40d0, 0x40c0, 0x0000, 0x0000, 0x40b0, 0x3f5a, 0x40b6, 0x3feb, 0x0000, 0x40e6, 0x4027, 0x0000, 0x40c9, 0x4022, 0x407f, 0x3ffc, 0x410d, 0x0000, 0x4042, 0x0000, 0x0000, 0x4049, 0x4102, 0x0000, 0x4120, 0x3fbf, 0x3e08, 0x0000, 0x3fb5, 0x3ffc, 0x4017, 0x4010, 0x407e, 0x3fe1, 0x408c, 0x0000, 0x3fe1, 0x408f, 0x0000, 0x4024, 0x40c2, 0x0000, 0x40a7, 0x4086, 0x3f69, 0x40b6, 0x4051, 0x0000, 0x40e8, 0x4024, 0x3f4c, 0x4096, 0x4022, 0x4085, 0x4072, 0x4031, 0x0000, 0x403f, 0x40ee, 0x0000, 0x4049, 0x4102, 0x0000, 0x4036, 0x3fbb, 0x3e7c, 0x410d, 0x40b5, 0x4005, 0x400f, 0x409f, 0x0000, 0x3fda, 0x4088, 0x4036, 0x0000, 0x408f, 0x0000, 0x40bf, 0x0000, 0x0000, 0x40a4, 0x409e, 0x0000, 0x40b6, 0x4048, 0x0000, 0x0000, 0x4020, 0x3f83, 0x40b7, 0x0000, 0x408a, 0x406b, 0x4105, 0x0000, 0x403b, 0x40ed, 0x0000, 0x0000, 0x4102, 0x0000, 0x4119, 0x3db8, 0x3eb8, 0x410d, 0x40eb, 0x0000, 0x400b, 0x409b, 0x0000, 0x3d16]
; launch: %bf16_cast_roundtrip grid=2 block=64
; arg: @master = f32[129] (i * 0.0123 - 0.7) * (i % 7 - 3) + i * 1.5e-3
; arg: @half_weights = i16[129] 0
; arg: @widened = f32[129] 0
; arg: 129
; expect: @half_weights == [0x4006, 0x3fb0, 0x3f2e, 0x3b93, 0xbf25, 0xbfa2, 0xbfef, 0x3fed, 0x3f9c, 0x3f1a, 0x3c76, 0xbf0c, 0xbf8b, 0xbfcd, 0x3fcd, 0x3f87, 0x3f07, 0x3cd1, 0xbee7, 0xbf67, 0xbfaa, 0x3fae, 0x3f64, 0x3ee7, 0x3d13, 0xbeb6, 0xbf39, 0xbf88, 0x3f8e, 0x3f3b, 0x3ec1, 0x3d3e, 0xbe84, 0xbf0a, 0xbf4b, 0x3f5c, 0x3f12, 0x3e9a, 0x3d69, 0xbe26, 0xbeb6, 0xbf07, 0x3f1d, 0x3ed0, 0x3e66, 0x3d8a, 0xbd86, 0xbe31, 0xbe83, 0x3ebb, 0x3e7b, 0x3e19, 0x3da0, 0x3d01, 0x3c1a, 0x3c45, 0x3df1, 0x3dab, 0x3d97, 0x3db5, 0x3e03, 0x3e45, 0x3e90, 0xbe05, 0xbda1, 0xbb03, 0x3dcb, 0x3e66, 0x3ec0, 0x3f0d, 0xbec2, 0xbe76, 0xbd9f, 0x3de0, 0x3ea4, 0x3f0f, 0x3f52, 0xbf20, 0xbece, 0xbe1d, 0x3df6, 0x3ed6, 0x3f3d, 0x3f8b, 0xbf60, 0xbf10, 0xbe6a, 0x3e06, 0x3f04, 0x3f6c, 0x3fae, 0xbf90, 0xbf3a, 0xbe9c, 0x3e10, 0x3f1c, 0x3f8e, 0x3fd0, 0xbfaf, 0xbf63, 0xbec3, 0x3e1b, 0x3f35, 0x3fa5, 0x3ff2, 0xbfcf, 0xbf86, 0xbee9, 0x3e26, 0x3f4e, 0x3fbc, 0x400a, 0xbfef, 0xbf9b, 0xbf08, 0x3e31, 0x3f67, 0x3fd4, 0x401c, 0xc007, 0xbfb0, 0xbf1b, 0x3e3b, 0x3f7f, 0x3feb, 0x402d, 0xc017, 0xbfc4, 0xbf2f]
; expect: @widened == [2.09375, 1.375, 0.6796875, 0.004486083984375, -0.64453125, -1.265625, -1.8671875, 1.8515625, 1.21875, 0.6015625, 0.0150146484375, -0.546875, -1.0859375, -1.6015625, 1.6015625, 1.0546875, 0.52734375, 0.0255126953125, -0.451171875, -0.90234375, -1.328125, 1.359375, 0.890625, 0.451171875, 0.035888671875, -0.35546875, -0.72265625, -1.0625, 1.109375, 0.73046875, 0.376953125, 0.04638671875, -0.2578125, -0.5390625, -0.79296875, 0.859375, 0.5703125, 0.30078125, 0.056884765625, -0.162109375, -0.35546875, -0.52734375, 0.61328125, 0.40625, 0.224609375, 0.0673828125, -0.0654296875, -0.1728515625, -0.255859375, 0.365234375, 0.2451171875, 0.1494140625, 0.078125, 0.031494140625, 0.0093994140625, 0.01202392578125, 0.11767578125, 0.08349609375, 0.07373046875, 0.08837890625, 0.1279296875, 0.1923828125, 0.28125, -0.1298828125, -0.07861328125, -0.0019989013671875, 0.09912109375, 0.224609375, 0.375, 0.55078125, -0.37890625, -0.240234375, -0.07763671875, 0.109375, 0.3203125, 0.55859375, 0.8203125, -0.625, -0.40234375, -0.1533203125, 0.1201171875, 0.41796875, 0.73828125, 1.0859375, -0.875, -0.5625, -0.228515625, 0.130859375, 0.515625, 0.921875, 1.359375, -1.125, -0.7265625, -0.3046875, 0.140625, 0.609375, 1.109375, 1.625, -1.3671875, -0.88671875, -0.380859375, 0.1513671875, 0.70703125, 1.2890625, 1.890625, -1.6171875, -1.046875, -0.455078125, 0.162109375, 0.8046875, 1.46875, 2.15625, -1.8671875, -1.2109375, -0.53125, 0.1728515625, 0.90234375, 1.65625, 2.4375, -2.109375, -1.375, -0.60546875, 0.1826171875, 0.99609375, 1.8359375, 2.703125, -2.359375, -1.53125, -0.68359375]
; ModuleID = 'src/bf16_ops.cu'
source_filename = "src/bf16_ops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__nv_bfloat162 = type { %struct.__nv_bfloat16, %struct.__nv_bfloat16 }
%struct.__nv_bfloat16 = type { i16 }
%struct.float2.0 = type { float, float }

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @bf16_residual_scale_relu(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, float noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float %3) #2, !srcloc !9
  %7 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0.000000e+00) #2, !srcloc !9
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = sdiv i32 %4, 2
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %25

15:                                               ; preds = %5
  %16 = sext i32 %12 to i64
  %17 = getelementptr inbounds %struct.__nv_bfloat162, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !10
  %19 = getelementptr inbounds %struct.__nv_bfloat162, ptr %1, i64 %16
  %20 = load i32, ptr %19, align 4, !tbaa !10
  %21 = tail call i32 asm "{.reg .b32 c;\0A  mov.b32 c, 0x3f803f80U;\0A  fma.rn.bf16x2 $0,$1,c,$2;}\0A", "=r,r,r"(i32 %18, i32 %20) #2, !srcloc !14
  %22 = tail call i32 asm "{.reg .b32 c;\0A  mov.b32 c, 0x80008000U;\0A  fma.rn.bf16x2 $0,$1,$2,c;}\0A", "=r,r,r"(i32 %21, i32 %6) #2, !srcloc !15
  %23 = tail call i32 asm "{ max.bf16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %22, i32 %7) #2, !srcloc !16
  %24 = getelementptr inbounds %struct.__nv_bfloat162, ptr %2, i64 %16
  store i32 %23, ptr %24, align 4, !tbaa !10
  br label %25

25:                                               ; preds = %15, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @bf16_cast_roundtrip(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = shl nsw i32 %9, 1
  %11 = or disjoint i32 %10, 1
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %32

13:                                               ; preds = %4
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %14
  %16 = load i64, ptr %15, align 8
  %17 = trunc i64 %16 to i32
  %18 = lshr i64 %16, 32
  %19 = trunc nuw i64 %18 to i32
  %20 = bitcast i32 %17 to float
  %21 = bitcast i32 %19 to float
  %22 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %20, float %21) #2, !srcloc !17
  %23 = getelementptr inbounds %struct.__nv_bfloat162, ptr %1, i64 %14
  store i32 %22, ptr %23, align 4, !tbaa !10
  %24 = trunc i32 %22 to i16
  %25 = lshr i32 %22, 16
  %26 = trunc nuw i32 %25 to i16
  %27 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %24) #2, !srcloc !18
  %28 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %26) #2, !srcloc !18
  %29 = sext i32 %10 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  store float %27, ptr %30, align 4, !tbaa !19
  %31 = sext i32 %11 to i64
  br label %41

32:                                               ; preds = %4
  %33 = icmp slt i32 %10, %3
  br i1 %33, label %34, label %45

34:                                               ; preds = %32
  %35 = sext i32 %10 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !19
  %38 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %37) #2, !srcloc !21
  %39 = getelementptr inbounds %struct.__nv_bfloat16, ptr %1, i64 %35
  store i16 %38, ptr %39, align 2, !tbaa !22
  %40 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %38) #2, !srcloc !18
  br label %41

41:                                               ; preds = %13, %34
  %42 = phi i64 [ %35, %34 ], [ %31, %13 ]
  %43 = phi float [ %40, %34 ], [ %28, %13 ]
  %44 = getelementptr inbounds float, ptr %2, i64 %42
  store float %43, ptr %44, align 4, !tbaa !19
  br label %45

45:                                               ; preds = %41, %32
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!4 = !{ptr @bf16_residual_scale_relu, !"kernel", i32 1}
!5 = !{ptr @bf16_cast_roundtrip, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{i64 2156586421, i64 2156586450, i64 2156586489}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i64 2158555321, i64 2158555348, i64 2158555386}
!15 = !{i64 2158588393, i64 2158588420, i64 2158588458}
!16 = !{i64 2159427056, i64 2159427081}
!17 = !{i64 2156594662}
!18 = !{i64 2156599506}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !12, i64 0}
!21 = !{i64 2156534985}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !12, i64 0}
