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
; (this build: --cuda-gpu-arch=sm_75, the headers' sm_75 code)
; ModuleID = 'src/bf16_ops.cu'
source_filename = "src/bf16_ops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__nv_bfloat162 = type { %struct.__nv_bfloat16, %struct.__nv_bfloat16 }
%struct.__nv_bfloat16 = type { i16 }
%struct.float2.0 = type { float, float }

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite)
define dso_local void @bf16_residual_scale_relu(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, float noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call float @llvm.fabs.f32(float %3)
  %7 = bitcast float %6 to i32
  %8 = icmp ugt i32 %7, 2139095040
  %9 = bitcast float %3 to i32
  %10 = shl i32 %9, 16
  %11 = lshr i32 %9, 16
  %12 = trunc nuw i32 %11 to i16
  %13 = select i1 %8, i32 0, i32 %10
  %14 = select i1 %8, i16 32767, i16 %12
  %15 = icmp ugt i32 %13, -2147483648
  br i1 %15, label %21, label %16

16:                                               ; preds = %5
  %17 = icmp ne i32 %13, -2147483648
  %18 = and i16 %14, 1
  %19 = icmp eq i16 %18, 0
  %20 = or i1 %17, %19
  br i1 %20, label %23, label %21

21:                                               ; preds = %16, %5
  %22 = add i16 %14, 1
  br label %23

23:                                               ; preds = %21, %16
  %24 = phi i16 [ %22, %21 ], [ %14, %16 ]
  br i1 %15, label %30, label %25

25:                                               ; preds = %23
  %26 = icmp ne i32 %13, -2147483648
  %27 = and i16 %14, 1
  %28 = icmp eq i16 %27, 0
  %29 = or i1 %26, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %25, %23
  %31 = add i16 %14, 1
  br label %32

32:                                               ; preds = %25, %30
  %33 = phi i16 [ %31, %30 ], [ %14, %25 ]
  %34 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = add i32 %36, %37
  %39 = sdiv i32 %4, 2
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %178

41:                                               ; preds = %32
  %42 = sext i32 %38 to i64
  %43 = getelementptr inbounds %struct.__nv_bfloat162, ptr %0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !9
  %45 = getelementptr inbounds %struct.__nv_bfloat162, ptr %1, i64 %42
  %46 = load i32, ptr %45, align 4, !tbaa !9
  %47 = trunc i32 %46 to i16
  %48 = lshr i32 %46, 16
  %49 = trunc nuw i32 %48 to i16
  %50 = trunc i32 %44 to i16
  %51 = lshr i32 %44, 16
  %52 = trunc nuw i32 %51 to i16
  %53 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %50) #4, !srcloc !13
  %54 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %47) #4, !srcloc !13
  %55 = fadd float %53, %54
  %56 = tail call float @llvm.fabs.f32(float %55)
  %57 = bitcast float %56 to i32
  %58 = icmp ugt i32 %57, 2139095040
  %59 = bitcast float %55 to i32
  %60 = shl i32 %59, 16
  %61 = lshr i32 %59, 16
  %62 = trunc nuw i32 %61 to i16
  %63 = select i1 %58, i32 0, i32 %60
  %64 = select i1 %58, i16 32767, i16 %62
  %65 = icmp ugt i32 %63, -2147483648
  br i1 %65, label %71, label %66

66:                                               ; preds = %41
  %67 = icmp ne i32 %63, -2147483648
  %68 = and i16 %64, 1
  %69 = icmp eq i16 %68, 0
  %70 = or i1 %67, %69
  br i1 %70, label %73, label %71

71:                                               ; preds = %66, %41
  %72 = add i16 %64, 1
  br label %73

73:                                               ; preds = %71, %66
  %74 = phi i16 [ %72, %71 ], [ %64, %66 ]
  %75 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %52) #4, !srcloc !13
  %76 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %49) #4, !srcloc !13
  %77 = fadd float %75, %76
  %78 = tail call float @llvm.fabs.f32(float %77)
  %79 = bitcast float %78 to i32
  %80 = icmp ugt i32 %79, 2139095040
  %81 = bitcast float %77 to i32
  %82 = shl i32 %81, 16
  %83 = lshr i32 %81, 16
  %84 = trunc nuw i32 %83 to i16
  %85 = select i1 %80, i32 0, i32 %82
  %86 = select i1 %80, i16 32767, i16 %84
  %87 = icmp ugt i32 %85, -2147483648
  br i1 %87, label %93, label %88

88:                                               ; preds = %73
  %89 = icmp ne i32 %85, -2147483648
  %90 = and i16 %86, 1
  %91 = icmp eq i16 %90, 0
  %92 = or i1 %89, %91
  br i1 %92, label %95, label %93

93:                                               ; preds = %88, %73
  %94 = add i16 %86, 1
  br label %95

95:                                               ; preds = %88, %93
  %96 = phi i16 [ %94, %93 ], [ %86, %88 ]
  %97 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %74) #4, !srcloc !13
  %98 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %24) #4, !srcloc !13
  %99 = fmul float %97, %98
  %100 = tail call float @llvm.fabs.f32(float %99)
  %101 = bitcast float %100 to i32
  %102 = icmp ugt i32 %101, 2139095040
  %103 = bitcast float %99 to i32
  %104 = shl i32 %103, 16
  %105 = lshr i32 %103, 16
  %106 = trunc nuw i32 %105 to i16
  %107 = select i1 %102, i32 0, i32 %104
  %108 = select i1 %102, i16 32767, i16 %106
  %109 = icmp ugt i32 %107, -2147483648
  br i1 %109, label %115, label %110

110:                                              ; preds = %95
  %111 = icmp ne i32 %107, -2147483648
  %112 = and i16 %108, 1
  %113 = icmp eq i16 %112, 0
  %114 = or i1 %111, %113
  br i1 %114, label %117, label %115

115:                                              ; preds = %110, %95
  %116 = add i16 %108, 1
  br label %117

117:                                              ; preds = %115, %110
  %118 = phi i16 [ %116, %115 ], [ %108, %110 ]
  %119 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %96) #4, !srcloc !13
  %120 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %33) #4, !srcloc !13
  %121 = fmul float %119, %120
  %122 = tail call float @llvm.fabs.f32(float %121)
  %123 = bitcast float %122 to i32
  %124 = icmp ugt i32 %123, 2139095040
  %125 = bitcast float %121 to i32
  %126 = shl i32 %125, 16
  %127 = lshr i32 %125, 16
  %128 = trunc nuw i32 %127 to i16
  %129 = select i1 %124, i32 0, i32 %126
  %130 = select i1 %124, i16 32767, i16 %128
  %131 = icmp ugt i32 %129, -2147483648
  br i1 %131, label %137, label %132

132:                                              ; preds = %117
  %133 = icmp ne i32 %129, -2147483648
  %134 = and i16 %130, 1
  %135 = icmp eq i16 %134, 0
  %136 = or i1 %133, %135
  br i1 %136, label %139, label %137

137:                                              ; preds = %132, %117
  %138 = add i16 %130, 1
  br label %139

139:                                              ; preds = %132, %137
  %140 = phi i16 [ %138, %137 ], [ %130, %132 ]
  %141 = tail call i32 asm "{.reg .b32 a,b;\0A  mov.b32 a, {0, $1};\0A  mov.b32 b, {0, $2};\0A  set.ge.f32.f32 $0, a, b;}\0A", "=r,h,h"(i16 %118, i16 0) #4, !srcloc !14
  %142 = icmp eq i32 %141, 0
  br i1 %142, label %143, label %147

143:                                              ; preds = %139
  %144 = tail call i32 asm "{.reg .b32 a;\0A  mov.b32 a, {0,$1};\0A  set.nan.f32.f32 $0, a, a;}\0A", "=r,h"(i16 0) #4, !srcloc !15
  %145 = icmp eq i32 %144, 0
  %146 = select i1 %145, i16 0, i16 %118
  br label %147

147:                                              ; preds = %143, %139
  %148 = phi i16 [ %118, %139 ], [ %146, %143 ]
  %149 = tail call i32 asm "{.reg .b32 a;\0A  mov.b32 a, {0,$1};\0A  set.nan.f32.f32 $0, a, a;}\0A", "=r,h"(i16 %148) #4, !srcloc !15
  %150 = icmp eq i32 %149, 0
  br i1 %150, label %151, label %156

151:                                              ; preds = %147
  %152 = tail call i32 asm "{.reg .b32 a,b;\0A  mov.b32 a, {0, $1};\0A  mov.b32 b, {0, $2};\0A  set.eq.f32.f32 $0, a, b;}\0A", "=r,h,h"(i16 %118, i16 0) #4, !srcloc !16
  %153 = icmp eq i32 %152, 0
  %154 = zext i16 %148 to i32
  %155 = select i1 %153, i32 %154, i32 0
  br label %156

156:                                              ; preds = %151, %147
  %157 = phi i32 [ 32767, %147 ], [ %155, %151 ]
  %158 = tail call i32 asm "{.reg .b32 a,b;\0A  mov.b32 a, {0, $1};\0A  mov.b32 b, {0, $2};\0A  set.ge.f32.f32 $0, a, b;}\0A", "=r,h,h"(i16 %140, i16 0) #4, !srcloc !14
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %164

160:                                              ; preds = %156
  %161 = tail call i32 asm "{.reg .b32 a;\0A  mov.b32 a, {0,$1};\0A  set.nan.f32.f32 $0, a, a;}\0A", "=r,h"(i16 0) #4, !srcloc !15
  %162 = icmp eq i32 %161, 0
  %163 = select i1 %162, i16 0, i16 %140
  br label %164

164:                                              ; preds = %160, %156
  %165 = phi i16 [ %140, %156 ], [ %163, %160 ]
  %166 = tail call i32 asm "{.reg .b32 a;\0A  mov.b32 a, {0,$1};\0A  set.nan.f32.f32 $0, a, a;}\0A", "=r,h"(i16 %165) #4, !srcloc !15
  %167 = icmp eq i32 %166, 0
  br i1 %167, label %168, label %174

168:                                              ; preds = %164
  %169 = tail call i32 asm "{.reg .b32 a,b;\0A  mov.b32 a, {0, $1};\0A  mov.b32 b, {0, $2};\0A  set.eq.f32.f32 $0, a, b;}\0A", "=r,h,h"(i16 %140, i16 0) #4, !srcloc !16
  %170 = icmp eq i32 %169, 0
  %171 = zext i16 %165 to i32
  %172 = shl nuw i32 %171, 16
  %173 = select i1 %170, i32 %172, i32 0
  br label %174

174:                                              ; preds = %164, %168
  %175 = phi i32 [ 2147418112, %164 ], [ %173, %168 ]
  %176 = getelementptr inbounds %struct.__nv_bfloat162, ptr %2, i64 %42
  %177 = or i32 %175, %157
  store i32 %177, ptr %176, align 4, !tbaa !9
  br label %178

178:                                              ; preds = %174, %32
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @bf16_cast_roundtrip(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = shl nsw i32 %9, 1
  %11 = or disjoint i32 %10, 1
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %68

13:                                               ; preds = %4
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %14
  %16 = load i64, ptr %15, align 8
  %17 = trunc i64 %16 to i32
  %18 = lshr i64 %16, 32
  %19 = trunc nuw i64 %18 to i32
  %20 = bitcast i32 %17 to float
  %21 = bitcast i32 %19 to float
  %22 = tail call float @llvm.fabs.f32(float %20)
  %23 = bitcast float %22 to i32
  %24 = icmp ugt i32 %23, 2139095040
  %25 = shl i32 %17, 16
  %26 = lshr i64 %16, 16
  %27 = trunc i64 %26 to i16
  %28 = select i1 %24, i32 0, i32 %25
  %29 = select i1 %24, i16 32767, i16 %27
  %30 = icmp ugt i32 %28, -2147483648
  br i1 %30, label %36, label %31

31:                                               ; preds = %13
  %32 = icmp ne i32 %28, -2147483648
  %33 = and i16 %29, 1
  %34 = icmp eq i16 %33, 0
  %35 = or i1 %32, %34
  br i1 %35, label %38, label %36

36:                                               ; preds = %31, %13
  %37 = add i16 %29, 1
  br label %38

38:                                               ; preds = %36, %31
  %39 = phi i16 [ %37, %36 ], [ %29, %31 ]
  %40 = tail call float @llvm.fabs.f32(float %21)
  %41 = bitcast float %40 to i32
  %42 = icmp ugt i32 %41, 2139095040
  %43 = shl i32 %19, 16
  %44 = lshr i64 %16, 48
  %45 = trunc nuw i64 %44 to i16
  %46 = select i1 %42, i32 0, i32 %43
  %47 = select i1 %42, i16 32767, i16 %45
  %48 = icmp ugt i32 %46, -2147483648
  br i1 %48, label %54, label %49

49:                                               ; preds = %38
  %50 = icmp ne i32 %46, -2147483648
  %51 = and i16 %47, 1
  %52 = icmp eq i16 %51, 0
  %53 = or i1 %50, %52
  br i1 %53, label %56, label %54

54:                                               ; preds = %49, %38
  %55 = add i16 %47, 1
  br label %56

56:                                               ; preds = %49, %54
  %57 = phi i16 [ %55, %54 ], [ %47, %49 ]
  %58 = zext i16 %57 to i32
  %59 = shl nuw i32 %58, 16
  %60 = zext i16 %39 to i32
  %61 = or disjoint i32 %59, %60
  %62 = getelementptr inbounds %struct.__nv_bfloat162, ptr %1, i64 %14
  store i32 %61, ptr %62, align 4, !tbaa !9
  %63 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %39) #4, !srcloc !13
  %64 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %57) #4, !srcloc !13
  %65 = sext i32 %10 to i64
  %66 = getelementptr inbounds float, ptr %2, i64 %65
  store float %63, ptr %66, align 4, !tbaa !17
  %67 = sext i32 %11 to i64
  br label %95

68:                                               ; preds = %4
  %69 = icmp slt i32 %10, %3
  br i1 %69, label %70, label %99

70:                                               ; preds = %68
  %71 = sext i32 %10 to i64
  %72 = getelementptr inbounds float, ptr %0, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !17
  %74 = tail call float @llvm.fabs.f32(float %73)
  %75 = bitcast float %74 to i32
  %76 = icmp ugt i32 %75, 2139095040
  %77 = bitcast float %73 to i32
  %78 = shl i32 %77, 16
  %79 = lshr i32 %77, 16
  %80 = trunc nuw i32 %79 to i16
  %81 = select i1 %76, i32 0, i32 %78
  %82 = select i1 %76, i16 32767, i16 %80
  %83 = icmp ugt i32 %81, -2147483648
  br i1 %83, label %89, label %84

84:                                               ; preds = %70
  %85 = icmp ne i32 %81, -2147483648
  %86 = and i16 %82, 1
  %87 = icmp eq i16 %86, 0
  %88 = or i1 %85, %87
  br i1 %88, label %91, label %89

89:                                               ; preds = %84, %70
  %90 = add i16 %82, 1
  br label %91

91:                                               ; preds = %84, %89
  %92 = phi i16 [ %90, %89 ], [ %82, %84 ]
  %93 = getelementptr inbounds %struct.__nv_bfloat16, ptr %1, i64 %71
  store i16 %92, ptr %93, align 2, !tbaa !19
  %94 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %92) #4, !srcloc !13
  br label %95

95:                                               ; preds = %56, %91
  %96 = phi i64 [ %71, %91 ], [ %67, %56 ]
  %97 = phi float [ %94, %91 ], [ %64, %56 ]
  %98 = getelementptr inbounds float, ptr %2, i64 %96
  store float %97, ptr %98, align 4, !tbaa !17
  br label %99

99:                                               ; preds = %95, %68
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

attributes #0 = { convergent norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx85,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx85,+sm_75" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{i64 2156571801}
!14 = !{i64 2158188548, i64 2158188578, i64 2158188613, i64 2158188648}
!15 = !{i64 2158864873, i64 2158864901, i64 2158864935}
!16 = !{i64 2158069580, i64 2158069610, i64 2158069645, i64 2158069680}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !11, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !11, i64 0}
