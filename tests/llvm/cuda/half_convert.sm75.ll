; half_convert: dtype casts between float, __half and __nv_bfloat16 with
; the CUDA conversion intrinsics and their rounding modes, over special
; and boundary values (signed zeros, infinities, subnormals, the largest
; half and the overflow threshold, ties) and a sweep of ordinary values.
;
; cast_f32_to_f16_modes: __float2half_rn/_rz/_rd/_ru. cast_f32_to_bf16:
; __float2bfloat16_rn/_rz and back. cast_half2_pairs: __half22float2,
; __float22half2_rn of 3x, __float2bfloat16. cast_half_int: __half2int_rn
; (NaN gives 0, infinities saturate) and __int2half_rn. Rounding is
; modelled exactly in each IEEE direction.
; Exercises: inline asm cvt.{rn,rz,rm,rp}.f16.f32, cvt.rn/rz.bf16.f32,
; cvt.rn.f16x2.f32 with swapped operands, cvt.f32.f16, cvt.rni.s32.f16,
; cvt.rn.f16.s32, mov.b32 packing and unpacking with .reg declarations.
;
; launch: %cast_f32_to_f16_modes grid=1 block=64
; arg: @in = f32[64] [0.0, -0.0, 1.0, -1.0, 65504.0, 65519.996, 65520.0, 100000.0, -100000.0, inf, -inf, 5.9604645e-08, 2.9802322e-08, 2.9802326e-08, 4.4703484e-08, 1e-08, 6.097555e-05, 6.1035156e-05, 0.1, 0.33333334, -0.6666667, 3.4028235e+38, 1.0009766, 1.0004883, 1.0014648, -2.0019531, 1.1754944e-38, -1.4e-45, 2049.0, -3.1415927, 2.7182817, 1000.123, -0.34375, -0.6418125033378601, -1.1922500133514404, -2.2017500400543213, -4.038000106811523, -7.34499979019165, -13.227999687194824, -23.531999588012695, -41.215999603271484, -70.73600006103516, -118.08000183105469, -0.0924687534570694, -0.1392499953508377, -0.18712499737739563, -0.1914999932050705, -0.017500000074505806, 0.6959999799728394, 2.8540000915527344, 8.631999969482422, 23.11199951171875, 57.91999816894531, 139.23199462890625, 0.1588124930858612, 0.3633125126361847, 0.8180000185966492, 1.818750023841858, 4.002999782562256, 8.737000465393066, 18.93600082397461, 40.79600143432617, 87.44000244140625, 186.5760040283203]
; arg: @rn = i16[64] 0
; arg: @rz = i16[64] 0
; arg: @rd = i16[64] 0
; arg: @ru = i16[64] 0
; arg: 64
; expect: @rn == [0x0000, 0x8000, 0x3c00, 0xbc00, 0x7bff, 0x7bff, 0x7c00, 0x7c00, 0xfc00, 0x7c00, 0xfc00, 0x0001, 0x0000, 0x0001, 0x0001, 0x0000, 0x03ff, 0x0400, 0x2e66, 0x3555, 0xb955, 0x7c00, 0x3c01, 0x3c00, 0x3c02, 0xc001, 0x0000, 0x8000, 0x6800, 0xc248, 0x4170, 0x63d0, 0xb580, 0xb922, 0xbcc5, 0xc067, 0xc40a, 0xc758, 0xca9d, 0xcde2, 0xd127, 0xd46c, 0xd761, 0xadeb, 0xb075, 0xb1fd, 0xb221, 0xa47b, 0x3991, 0x41b5, 0x4851, 0x4dc7, 0x533d, 0x585a, 0x3115, 0x35d0, 0x3a8b, 0x3f46, 0x4401, 0x485e, 0x4cbc, 0x5119, 0x5577, 0x59d5]
; expect: @rz == [0x0000, 0x8000, 0x3c00, 0xbc00, 0x7bff, 0x7bff, 0x7bff, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x0001, 0x0000, 0x0000, 0x0000, 0x0000, 0x03ff, 0x0400, 0x2e66, 0x3555, 0xb955, 0x7bff, 0x3c01, 0x3c00, 0x3c01, 0xc001, 0x0000, 0x8000, 0x6800, 0xc248, 0x416f, 0x63d0, 0xb580, 0xb922, 0xbcc4, 0xc067, 0xc409, 0xc758, 0xca9d, 0xcde2, 0xd126, 0xd46b, 0xd761, 0xadeb, 0xb074, 0xb1fc, 0xb220, 0xa47a, 0x3991, 0x41b5, 0x4850, 0x4dc7, 0x533d, 0x5859, 0x3114, 0x35d0, 0x3a8b, 0x3f46, 0x4400, 0x485e, 0x4cbb, 0x5119, 0x5577, 0x59d4]
; expect: @rd == [0x0000, 0x8000, 0x3c00, 0xbc00, 0x7bff, 0x7bff, 0x7bff, 0x7bff, 0xfc00, 0x7c00, 0xfc00, 0x0001, 0x0000, 0x0000, 0x0000, 0x0000, 0x03ff, 0x0400, 0x2e66, 0x3555, 0xb956, 0x7bff, 0x3c01, 0x3c00, 0x3c01, 0xc001, 0x0000, 0x8001, 0x6800, 0xc249, 0x416f, 0x63d0, 0xb580, 0xb923, 0xbcc5, 0xc068, 0xc40a, 0xc759, 0xca9e, 0xcde3, 0xd127, 0xd46c, 0xd762, 0xadec, 0xb075, 0xb1fd, 0xb221, 0xa47b, 0x3991, 0x41b5, 0x4850, 0x4dc7, 0x533d, 0x5859, 0x3114, 0x35d0, 0x3a8b, 0x3f46, 0x4400, 0x485e, 0x4cbb, 0x5119, 0x5577, 0x59d4]
; expect: @ru == [0x0000, 0x8000, 0x3c00, 0xbc00, 0x7bff, 0x7c00, 0x7c00, 0x7c00, 0xfbff, 0x7c00, 0xfc00, 0x0001, 0x0001, 0x0001, 0x0001, 0x0001, 0x03ff, 0x0400, 0x2e67, 0x3556, 0xb955, 0x7c00, 0x3c01, 0x3c01, 0x3c02, 0xc001, 0x0001, 0x8000, 0x6801, 0xc248, 0x4170, 0x63d1, 0xb580, 0xb922, 0xbcc4, 0xc067, 0xc409, 0xc758, 0xca9d, 0xcde2, 0xd126, 0xd46b, 0xd761, 0xadeb, 0xb074, 0xb1fc, 0xb220, 0xa47a, 0x3992, 0x41b6, 0x4851, 0x4dc8, 0x533e, 0x585a, 0x3115, 0x35d1, 0x3a8c, 0x3f47, 0x4401, 0x485f, 0x4cbc, 0x511a, 0x5578, 0x59d5]
; launch: %cast_f32_to_bf16 grid=1 block=64
; arg: @in = f32[64] [0.0, -0.0, 1.0, -1.0, 65504.0, 65519.996, 65520.0, 100000.0, -100000.0, inf, -inf, 5.9604645e-08, 2.9802322e-08, 2.9802326e-08, 4.4703484e-08, 1e-08, 6.097555e-05, 6.1035156e-05, 0.1, 0.33333334, -0.6666667, 3.4028235e+38, 1.0009766, 1.0004883, 1.0014648, -2.0019531, 1.1754944e-38, -1.4e-45, 2049.0, -3.1415927, 2.7182817, 1000.123, -0.34375, -0.6418125033378601, -1.1922500133514404, -2.2017500400543213, -4.038000106811523, -7.34499979019165, -13.227999687194824, -23.531999588012695, -41.215999603271484, -70.73600006103516, -118.08000183105469, -0.0924687534570694, -0.1392499953508377, -0.18712499737739563, -0.1914999932050705, -0.017500000074505806, 0.6959999799728394, 2.8540000915527344, 8.631999969482422, 23.11199951171875, 57.91999816894531, 139.23199462890625, 0.1588124930858612, 0.3633125126361847, 0.8180000185966492, 1.818750023841858, 4.002999782562256, 8.737000465393066, 18.93600082397461, 40.79600143432617, 87.44000244140625, 186.5760040283203]
; arg: @rn = i16[64] 0
; arg: @rz = i16[64] 0
; arg: @back = f32[64] 0
; arg: 64
; expect: @rn == [0x0000, 0x8000, 0x3f80, 0xbf80, 0x4780, 0x4780, 0x4780, 0x47c3, 0xc7c3, 0x7f80, 0xff80, 0x3380, 0x3300, 0x3300, 0x3340, 0x322c, 0x3880, 0x3880, 0x3dcd, 0x3eab, 0xbf2b, 0x7f80, 0x3f80, 0x3f80, 0x3f80, 0xc000, 0x0080, 0x8000, 0x4500, 0xc049, 0x402e, 0x447a, 0xbeb0, 0xbf24, 0xbf99, 0xc00d, 0xc081, 0xc0eb, 0xc154, 0xc1bc, 0xc225, 0xc28d, 0xc2ec, 0xbdbd, 0xbe0f, 0xbe40, 0xbe44, 0xbc8f, 0x3f32, 0x4037, 0x410a, 0x41b9, 0x4268, 0x430b, 0x3e23, 0x3eba, 0x3f51, 0x3fe9, 0x4080, 0x410c, 0x4197, 0x4223, 0x42af, 0x433b]
; expect: @rz == [0x0000, 0x8000, 0x3f80, 0xbf80, 0x477f, 0x477f, 0x477f, 0x47c3, 0xc7c3, 0x7f80, 0xff80, 0x3380, 0x3300, 0x3300, 0x3340, 0x322b, 0x387f, 0x3880, 0x3dcc, 0x3eaa, 0xbf2a, 0x7f7f, 0x3f80, 0x3f80, 0x3f80, 0xc000, 0x0080, 0x8000, 0x4500, 0xc049, 0x402d, 0x447a, 0xbeb0, 0xbf24, 0xbf98, 0xc00c, 0xc081, 0xc0eb, 0xc153, 0xc1bc, 0xc224, 0xc28d, 0xc2ec, 0xbdbd, 0xbe0e, 0xbe3f, 0xbe44, 0xbc8f, 0x3f32, 0x4036, 0x410a, 0x41b8, 0x4267, 0x430b, 0x3e22, 0x3eba, 0x3f51, 0x3fe8, 0x4080, 0x410b, 0x4197, 0x4223, 0x42ae, 0x433a]
; expect: @back == [0.0, -0.0, 1.0, -1.0, 65536.0, 65536.0, 65536.0, 99840.0, -99840.0, inf, -inf, 5.960464477539063e-08, 2.9802322387695312e-08, 2.9802322387695312e-08, 4.470348358154297e-08, 1.0011717677116394e-08, 6.103515625e-05, 6.103515625e-05, 0.10009765625, 0.333984375, -0.66796875, inf, 1.0, 1.0, 1.0, -2.0, 1.1754943508222875e-38, -0.0, 2048.0, -3.140625, 2.71875, 1000.0, -0.34375, -0.640625, -1.1953125, -2.203125, -4.03125, -7.34375, -13.25, -23.5, -41.25, -70.5, -118.0, -0.09228515625, -0.1396484375, -0.1875, -0.19140625, -0.0174560546875, 0.6953125, 2.859375, 8.625, 23.125, 58.0, 139.0, 0.1591796875, 0.36328125, 0.81640625, 1.8203125, 4.0, 8.75, 18.875, 40.75, 87.5, 187.0]
; launch: %cast_half2_pairs grid=1 block=32
; arg: @in = i16[64] [0x0000, 0x8000, 0x3c00, 0xbc00, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x0001, 0x8001, 0x03ff, 0x0400, 0x5555, 0xd555, 0x2e66, 0x3555, 0x1000, 0x9a3b, 0x2076, 0x2ab1, 0xb8ec, 0x4327, 0x4962, 0xd39d, 0x61d8, 0x6813, 0xf24e, 0x0089, 0x0ac4, 0x90ff, 0x1b3a, 0x2975, 0xb3b0, 0x39eb, 0x4826, 0xd261, 0x589c, 0x62d7, 0xf112, 0x7b4d, 0x0188, 0x8bc3, 0x19fe, 0x2039, 0xaa74, 0x38af, 0x42ea, 0xc925, 0x5360, 0x619b, 0xebd6, 0x7211, 0x004c, 0x8a87, 0x10c2, 0x1afd, 0xa938, 0x3373, 0x39ae, 0xc3e9, 0x5224, 0x585f, 0xe29a, 0x70d5]
; arg: @wide = f32[64] 0
; arg: @narrow = i16[64] 0
; arg: @as_bf16 = i16[64] 0
; arg: 32
; expect: @wide == [0.0, -0.0, 1.0, -1.0, 65504.0, -65504.0, inf, -inf, 5.960464477539063e-08, -5.960464477539063e-08, 6.097555160522461e-05, 6.103515625e-05, 85.3125, -85.3125, 0.0999755859375, 0.333251953125, 0.00048828125, -0.0030422210693359375, 0.0087127685546875, 0.052276611328125, -0.615234375, 3.576171875, 10.765625, -60.90625, 748.0, 2086.0, -12912.0, 8.165836334228516e-06, 0.00020647048950195312, -0.0006098747253417969, 0.003528594970703125, 0.042633056640625, -0.240234375, 0.73974609375, 8.296875, -51.03125, 147.5, 875.5, -10384.0, 59808.0, 2.3365020751953125e-05, -0.00023686885833740234, 0.002925872802734375, 0.00824737548828125, -0.0504150390625, 0.58544921875, 3.45703125, -10.2890625, 59.0, 717.5, -4012.0, 12424.0, 4.5299530029296875e-06, -0.00019919872283935547, 0.0005807876586914062, 0.0034122467041015625, -0.040771484375, 0.2327880859375, 0.7099609375, -3.955078125, 49.125, 139.875, -845.0, 9896.0]
; expect: @narrow == [0x0000, 0x8000, 0x4200, 0xc200, 0x7c00, 0xfc00, 0x7c00, 0xfc00, 0x0003, 0x8003, 0x09fe, 0x0a00, 0x5c00, 0xdc00, 0x34cc, 0x3c00, 0x1600, 0xa0ac, 0x26b1, 0x3105, 0xbf62, 0x495d, 0x500a, 0xd9b6, 0x6862, 0x6e1c, 0xf8ba, 0x019b, 0x1113, 0x977e, 0x216c, 0x3018, 0xb9c4, 0x4070, 0x4e39, 0xd8c9, 0x5eea, 0x6921, 0xf79b, 0x7c00, 0x0498, 0x91d2, 0x207e, 0x2656, 0xb0d7, 0x3f06, 0x4930, 0xcfb8, 0x5988, 0x6834, 0xf1e0, 0x788d, 0x00e4, 0x90e5, 0x1723, 0x213e, 0xafd4, 0x3996, 0x4042, 0xc9ef, 0x589b, 0x5e8e, 0xe8f4, 0x7740]
; expect: @as_bf16 == [0x0000, 0x8000, 0x3f80, 0xbf80, 0x4780, 0xc780, 0x7f80, 0xff80, 0x3380, 0xb380, 0x3880, 0x3880, 0x42ab, 0xc2ab, 0x3dcd, 0x3eab, 0x3a00, 0xbb47, 0x3c0f, 0x3d56, 0xbf1e, 0x4065, 0x412c, 0xc274, 0x443b, 0x4502, 0xc64a, 0x3709, 0x3958, 0xba20, 0x3b67, 0x3d2f, 0xbe76, 0x3f3d, 0x4105, 0xc24c, 0x4314, 0x445b, 0xc622, 0x476a, 0x37c4, 0xb978, 0x3b40, 0x3c07, 0xbd4e, 0x3f16, 0x405d, 0xc125, 0x426c, 0x4433, 0xc57b, 0x4642, 0x3698, 0xb951, 0x3a18, 0x3b60, 0xbd27, 0x3e6e, 0x3f36, 0xc07d, 0x4244, 0x430c, 0xc453, 0x461b]
; launch: %cast_half_int grid=1 block=32
; arg: @h = i16[32] [0x7e00, 0x7c00, 0xfc00, 0x7bff, 0xfbff, 0x4100, 0x4300, 0xc100, 0x37d7, 0x0001, 0x8000, 0x3c00, 0x3e00, 0xbe00, 0x6400, 0x6401, 0x6402, 0x63ff, 0x5a3c, 0xda3c, 0x4248, 0xc7a0, 0x3800, 0xb800, 0x3a00, 0x4880, 0x4d00, 0x5001, 0x7000, 0xf000, 0x0400, 0x3bff]
; arg: @ints = i32[32] [0, 1, -1, 2049, 2051, 4097, 4099, 65504, 65519, 65520, 100000, -100000, 2147483647, -2147483648, 2048, -2050, 1023, 1025, 12345, -12345, 8191, 8193, 32767, -32768, 65535, 300, 301, 302, 303, 7, -7, 16]
; arg: @h_to_int = i32[32] 0
; arg: @int_to_h = i16[32] 0
; arg: 32
; expect: @h_to_int == [0, 2147483647, -2147483648, 65504, -65504, 2, 4, -2, 0, 0, 0, 1, 2, -2, 1024, 1025, 1026, 1024, 200, -200, 3, -8, 0, 0, 1, 9, 20, 32, 8192, -8192, 0, 1]
; expect: @int_to_h == [0x0000, 0x3c00, 0xbc00, 0x6800, 0x6802, 0x6c00, 0x6c01, 0x7bff, 0x7bff, 0x7c00, 0x7c00, 0xfc00, 0x7c00, 0xfc00, 0x6800, 0xe801, 0x63fe, 0x6401, 0x7207, 0xf207, 0x7000, 0x7000, 0x7800, 0xf800, 0x7c00, 0x5cb0, 0x5cb4, 0x5cb8, 0x5cbc, 0x4700, 0xc700, 0x4c00]
; (this build: --cuda-gpu-arch=sm_75, the headers' sm_75 code)
; ModuleID = 'src/half_convert.cu'
source_filename = "src/half_convert.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }
%struct.__nv_bfloat16 = type { i16 }
%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.float2.0 = type { float, float }

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @cast_f32_to_f16_modes(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2, ptr noalias nocapture noundef writeonly %3, ptr noalias nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %25

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !11
  %17 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %16) #3, !srcloc !15
  %18 = getelementptr inbounds %struct.__half, ptr %1, i64 %14
  store i16 %17, ptr %18, align 2, !tbaa !16
  %19 = tail call i16 asm "{  cvt.rz.f16.f32 $0, $1;}\0A", "=h,f"(float %16) #3, !srcloc !18
  %20 = getelementptr inbounds %struct.__half, ptr %2, i64 %14
  store i16 %19, ptr %20, align 2, !tbaa !16
  %21 = tail call i16 asm "{  cvt.rm.f16.f32 $0, $1;}\0A", "=h,f"(float %16) #3, !srcloc !19
  %22 = getelementptr inbounds %struct.__half, ptr %3, i64 %14
  store i16 %21, ptr %22, align 2, !tbaa !16
  %23 = tail call i16 asm "{  cvt.rp.f16.f32 $0, $1;}\0A", "=h,f"(float %16) #3, !srcloc !20
  %24 = getelementptr inbounds %struct.__half, ptr %4, i64 %14
  store i16 %23, ptr %24, align 2, !tbaa !16
  br label %25

25:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @cast_f32_to_bf16(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %39

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = tail call float @llvm.fabs.f32(float %15)
  %17 = bitcast float %16 to i32
  %18 = icmp ugt i32 %17, 2139095040
  %19 = bitcast float %15 to i32
  %20 = shl i32 %19, 16
  %21 = lshr i32 %19, 16
  %22 = trunc nuw i32 %21 to i16
  %23 = select i1 %18, i32 0, i32 %20
  %24 = select i1 %18, i16 32767, i16 %22
  %25 = icmp ugt i32 %23, -2147483648
  br i1 %25, label %31, label %26

26:                                               ; preds = %12
  %27 = icmp ne i32 %23, -2147483648
  %28 = and i16 %24, 1
  %29 = icmp eq i16 %28, 0
  %30 = or i1 %27, %29
  br i1 %30, label %33, label %31

31:                                               ; preds = %26, %12
  %32 = add i16 %24, 1
  br label %33

33:                                               ; preds = %26, %31
  %34 = phi i16 [ %32, %31 ], [ %24, %26 ]
  %35 = getelementptr inbounds %struct.__nv_bfloat16, ptr %1, i64 %13
  store i16 %34, ptr %35, align 2, !tbaa !16
  %36 = getelementptr inbounds %struct.__nv_bfloat16, ptr %2, i64 %13
  store i16 %24, ptr %36, align 2, !tbaa !16
  %37 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %34) #3, !srcloc !21
  %38 = getelementptr inbounds float, ptr %3, i64 %13
  store float %37, ptr %38, align 4, !tbaa !11
  br label %39

39:                                               ; preds = %5, %33
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @cast_half2_pairs(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %68

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.__half2, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !22
  %16 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %15) #3, !srcloc !24
  %17 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %15) #3, !srcloc !25
  %18 = getelementptr inbounds %struct.float2.0, ptr %1, i64 %13
  store float %16, ptr %18, align 8, !tbaa !11
  %19 = getelementptr inbounds i8, ptr %18, i64 4
  store float %17, ptr %19, align 4, !tbaa !11
  %20 = fmul contract float %16, 3.000000e+00
  %21 = fmul contract float %17, 3.000000e+00
  %22 = tail call i32 asm "{.reg .f16 low,high;\0A  cvt.rn.f16.f32 low, $1;\0A  cvt.rn.f16.f32 high, $2;\0A  mov.b32 $0, {low,high};}\0A", "=r,f,f"(float %20, float %21) #3, !srcloc !26
  %23 = getelementptr inbounds %struct.__half2, ptr %2, i64 %13
  store i32 %22, ptr %23, align 4, !tbaa !22
  %24 = tail call float @llvm.fabs.f32(float %16)
  %25 = bitcast float %24 to i32
  %26 = icmp ugt i32 %25, 2139095040
  %27 = bitcast float %16 to i32
  %28 = shl i32 %27, 16
  %29 = lshr i32 %27, 16
  %30 = trunc nuw i32 %29 to i16
  %31 = select i1 %26, i32 0, i32 %28
  %32 = select i1 %26, i16 32767, i16 %30
  %33 = icmp ugt i32 %31, -2147483648
  br i1 %33, label %39, label %34

34:                                               ; preds = %12
  %35 = icmp ne i32 %31, -2147483648
  %36 = and i16 %32, 1
  %37 = icmp eq i16 %36, 0
  %38 = or i1 %35, %37
  br i1 %38, label %41, label %39

39:                                               ; preds = %34, %12
  %40 = add i16 %32, 1
  br label %41

41:                                               ; preds = %34, %39
  %42 = phi i16 [ %40, %39 ], [ %32, %34 ]
  %43 = shl nsw i32 %10, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.__nv_bfloat16, ptr %3, i64 %44
  store i16 %42, ptr %45, align 2, !tbaa !16
  %46 = tail call float @llvm.fabs.f32(float %17)
  %47 = bitcast float %46 to i32
  %48 = icmp ugt i32 %47, 2139095040
  %49 = bitcast float %17 to i32
  %50 = shl i32 %49, 16
  %51 = lshr i32 %49, 16
  %52 = trunc nuw i32 %51 to i16
  %53 = select i1 %48, i32 0, i32 %50
  %54 = select i1 %48, i16 32767, i16 %52
  %55 = icmp ugt i32 %53, -2147483648
  br i1 %55, label %61, label %56

56:                                               ; preds = %41
  %57 = icmp ne i32 %53, -2147483648
  %58 = and i16 %54, 1
  %59 = icmp eq i16 %58, 0
  %60 = or i1 %57, %59
  br i1 %60, label %63, label %61

61:                                               ; preds = %56, %41
  %62 = add i16 %54, 1
  br label %63

63:                                               ; preds = %56, %61
  %64 = phi i16 [ %62, %61 ], [ %54, %56 ]
  %65 = or disjoint i32 %43, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds %struct.__nv_bfloat16, ptr %3, i64 %66
  store i16 %64, ptr %67, align 2, !tbaa !16
  br label %68

68:                                               ; preds = %5, %63
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @cast_half_int(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %22

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.__half, ptr %0, i64 %13
  %15 = load i16, ptr %14, align 2, !tbaa !16
  %16 = tail call noundef i32 asm "cvt.rni.s32.f16 $0, $1;", "=r,h"(i16 %15) #3, !srcloc !27
  %17 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %16, ptr %17, align 4, !tbaa !22
  %18 = getelementptr inbounds i32, ptr %1, i64 %13
  %19 = load i32, ptr %18, align 4, !tbaa !22
  %20 = tail call i16 asm "cvt.rn.f16.s32 $0, $1;", "=h,r"(i32 %19) #3, !srcloc !28
  %21 = getelementptr inbounds %struct.__half, ptr %3, i64 %13
  store i16 %20, ptr %21, align 2, !tbaa !16
  br label %22

22:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx85,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7}
!llvm.ident = !{!8, !9}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @cast_f32_to_f16_modes, !"kernel", i32 1}
!5 = !{ptr @cast_f32_to_bf16, !"kernel", i32 1}
!6 = !{ptr @cast_half2_pairs, !"kernel", i32 1}
!7 = !{ptr @cast_half_int, !"kernel", i32 1}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = !{i64 2154240415}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !13, i64 0}
!18 = !{i64 2154248272}
!19 = !{i64 2154256657}
!20 = !{i64 2154265042}
!21 = !{i64 2156572117}
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !13, i64 0}
!24 = !{i64 2154438700, i64 2154438734, i64 2154438771}
!25 = !{i64 2154438885, i64 2154438919, i64 2154438956}
!26 = !{i64 2154287693, i64 2154287727, i64 2154287765, i64 2154287804}
!27 = !{i64 6596053}
!28 = !{i64 2154446452}
