; vector_memory: vector loads and stores as CUDA's vector types give them:
; a grid-stride float4 copy, a float4 sum reduction (per thread, then a
; shared-memory tree per block), uchar4 pixels to float4 colours, a
; double2 axpy and a short4 -> int2 pack.
;
; Expected values are exact: small integers and dyadic fractions.
; Exercises: load/store <4 x float>, <4 x i8>, <2 x double>, <4 x i16>,
; <2 x i32> (ld/st.global.v2/.v4 in ptxlift and llc), scalar fields of a
; 16-aligned struct merged by the vectorize pass.
;
; launch: %copy_float4 grid=2 block=32
; arg: @in = f32[400] i * 0.25 - 50
; arg: @out = f32[400] 0
; arg: 90
; expect: @out == [-50.0, -49.75, -49.5, -49.25, -49.0, -48.75, -48.5, -48.25, -48.0, -47.75, -47.5, -47.25, -47.0, -46.75, -46.5, -46.25, -46.0, -45.75, -45.5, -45.25, -45.0, -44.75, -44.5, -44.25, -44.0, -43.75, -43.5, -43.25, -43.0, -42.75, -42.5, -42.25, -42.0, -41.75, -41.5, -41.25, -41.0, -40.75, -40.5, -40.25, -40.0, -39.75, -39.5, -39.25, -39.0, -38.75, -38.5, -38.25, -38.0, -37.75, -37.5, -37.25, -37.0, -36.75, -36.5, -36.25, -36.0, -35.75, -35.5, -35.25, -35.0, -34.75, -34.5, -34.25, -34.0, -33.75, -33.5, -33.25, -33.0, -32.75, -32.5, -32.25, -32.0, -31.75, -31.5, -31.25, -31.0, -30.75, -30.5, -30.25, -30.0, -29.75, -29.5, -29.25, -29.0, -28.75, -28.5, -28.25, -28.0, -27.75, -27.5, -27.25, -27.0, -26.75, -26.5, -26.25, -26.0, -25.75, -25.5, -25.25, -25.0, -24.75, -24.5, -24.25, -24.0, -23.75, -23.5, -23.25, -23.0, -22.75, -22.5, -22.25, -22.0, -21.75, -21.5, -21.25, -21.0, -20.75, -20.5, -20.25, -20.0, -19.75, -19.5, -19.25, -19.0, -18.75, -18.5, -18.25, -18.0, -17.75, -17.5, -17.25, -17.0, -16.75, -16.5, -16.25, -16.0, -15.75, -15.5, -15.25, -15.0, -14.75, -14.5, -14.25, -14.0, -13.75, -13.5, -13.25, -13.0, -12.75, -12.5, -12.25, -12.0, -11.75, -11.5, -11.25, -11.0, -10.75, -10.5, -10.25, -10.0, -9.75, -9.5, -9.25, -9.0, -8.75, -8.5, -8.25, -8.0, -7.75, -7.5, -7.25, -7.0, -6.75, -6.5, -6.25, -6.0, -5.75, -5.5, -5.25, -5.0, -4.75, -4.5, -4.25, -4.0, -3.75, -3.5, -3.25, -3.0, -2.75, -2.5, -2.25, -2.0, -1.75, -1.5, -1.25, -1.0, -0.75, -0.5, -0.25, 0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5, 2.75, 3.0, 3.25, 3.5, 3.75, 4.0, 4.25, 4.5, 4.75, 5.0, 5.25, 5.5, 5.75, 6.0, 6.25, 6.5, 6.75, 7.0, 7.25, 7.5, 7.75, 8.0, 8.25, 8.5, 8.75, 9.0, 9.25, 9.5, 9.75, 10.0, 10.25, 10.5, 10.75, 11.0, 11.25, 11.5, 11.75, 12.0, 12.25, 12.5, 12.75, 13.0, 13.25, 13.5, 13.75, 14.0, 14.25, 14.5, 14.75, 15.0, 15.25, 15.5, 15.75, 16.0, 16.25, 16.5, 16.75, 17.0, 17.25, 17.5, 17.75, 18.0, 18.25, 18.5, 18.75, 19.0, 19.25, 19.5, 19.75, 20.0, 20.25, 20.5, 20.75, 21.0, 21.25, 21.5, 21.75, 22.0, 22.25, 22.5, 22.75, 23.0, 23.25, 23.5, 23.75, 24.0, 24.25, 24.5, 24.75, 25.0, 25.25, 25.5, 25.75, 26.0, 26.25, 26.5, 26.75, 27.0, 27.25, 27.5, 27.75, 28.0, 28.25, 28.5, 28.75, 29.0, 29.25, 29.5, 29.75, 30.0, 30.25, 30.5, 30.75, 31.0, 31.25, 31.5, 31.75, 32.0, 32.25, 32.5, 32.75, 33.0, 33.25, 33.5, 33.75, 34.0, 34.25, 34.5, 34.75, 35.0, 35.25, 35.5, 35.75, 36.0, 36.25, 36.5, 36.75, 37.0, 37.25, 37.5, 37.75, 38.0, 38.25, 38.5, 38.75, 39.0, 39.25, 39.5, 39.75, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
; launch: %reduce_float4 grid=2 block=128
; arg: @x = f32[1200] ((i * 13) % 29 - 14) * 0.5
; arg: @partial = f32[2] 0
; arg: 300
; expect: @partial == [-14.0, 4.5]
; launch: %rgba8_to_float4 grid=1 block=64
; arg: @in = i8[256] (i * 37 + 5) % 256 - 128
; arg: @out = f32[256] 0
; arg: 0.75
; arg: 60
; expect: @out == [0.3896484375, 0.498046875, 0.6064453125, 0.953125, 0.0732421875, 0.181640625, 0.2900390625, 0.53125, 0.5068359375, 0.615234375, 0.7236328125, 0.109375, 0.1904296875, 0.298828125, 0.4072265625, 0.6875, 0.6240234375, 0.732421875, 0.0908203125, 0.265625, 0.3076171875, 0.416015625, 0.5244140625, 0.84375, 0.7412109375, 0.099609375, 0.2080078125, 0.421875, 0.4248046875, 0.533203125, 0.6416015625, 0.0, 0.1083984375, 0.216796875, 0.3251953125, 0.578125, 0.5419921875, 0.650390625, 0.0087890625, 0.15625, 0.2255859375, 0.333984375, 0.4423828125, 0.734375, 0.6591796875, 0.017578125, 0.1259765625, 0.3125, 0.3427734375, 0.451171875, 0.5595703125, 0.890625, 0.0263671875, 0.134765625, 0.2431640625, 0.46875, 0.4599609375, 0.568359375, 0.6767578125, 0.046875, 0.1435546875, 0.251953125, 0.3603515625, 0.625, 0.5771484375, 0.685546875, 0.0439453125, 0.203125, 0.2607421875, 0.369140625, 0.4775390625, 0.78125, 0.6943359375, 0.052734375, 0.1611328125, 0.359375, 0.3779296875, 0.486328125, 0.5947265625, 0.9375, 0.0615234375, 0.169921875, 0.2783203125, 0.515625, 0.4951171875, 0.603515625, 0.7119140625, 0.09375, 0.1787109375, 0.287109375, 0.3955078125, 0.671875, 0.6123046875, 0.720703125, 0.0791015625, 0.25, 0.2958984375, 0.404296875, 0.5126953125, 0.828125, 0.7294921875, 0.087890625, 0.1962890625, 0.40625, 0.4130859375, 0.521484375, 0.6298828125, 0.984375, 0.0966796875, 0.205078125, 0.3134765625, 0.5625, 0.5302734375, 0.638671875, 0.7470703125, 0.140625, 0.2138671875, 0.322265625, 0.4306640625, 0.71875, 0.6474609375, 0.005859375, 0.1142578125, 0.296875, 0.3310546875, 0.439453125, 0.5478515625, 0.875, 0.0146484375, 0.123046875, 0.2314453125, 0.453125, 0.4482421875, 0.556640625, 0.6650390625, 0.03125, 0.1318359375, 0.240234375, 0.3486328125, 0.609375, 0.5654296875, 0.673828125, 0.0322265625, 0.1875, 0.2490234375, 0.357421875, 0.4658203125, 0.765625, 0.6826171875, 0.041015625, 0.1494140625, 0.34375, 0.3662109375, 0.474609375, 0.5830078125, 0.921875, 0.0498046875, 0.158203125, 0.2666015625, 0.5, 0.4833984375, 0.591796875, 0.7001953125, 0.078125, 0.1669921875, 0.275390625, 0.3837890625, 0.65625, 0.6005859375, 0.708984375, 0.0673828125, 0.234375, 0.2841796875, 0.392578125, 0.5009765625, 0.8125, 0.7177734375, 0.076171875, 0.1845703125, 0.390625, 0.4013671875, 0.509765625, 0.6181640625, 0.96875, 0.0849609375, 0.193359375, 0.3017578125, 0.546875, 0.5185546875, 0.626953125, 0.7353515625, 0.125, 0.2021484375, 0.310546875, 0.4189453125, 0.703125, 0.6357421875, 0.744140625, 0.1025390625, 0.28125, 0.3193359375, 0.427734375, 0.5361328125, 0.859375, 0.0029296875, 0.111328125, 0.2197265625, 0.4375, 0.4365234375, 0.544921875, 0.6533203125, 0.015625, 0.1201171875, 0.228515625, 0.3369140625, 0.59375, 0.5537109375, 0.662109375, 0.0205078125, 0.171875, 0.2373046875, 0.345703125, 0.4541015625, 0.75, 0.6708984375, 0.029296875, 0.1376953125, 0.328125, 0.3544921875, 0.462890625, 0.5712890625, 0.90625, 0.0380859375, 0.146484375, 0.2548828125, 0.484375, 0.4716796875, 0.580078125, 0.6884765625, 0.0625, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
; launch: %axpy_double2 grid=1 block=32
; arg: @x = f64[64] i * 0.5 - 8
; arg: @y = f64[64] (i % 7) * 0.25
; arg: 1.5
; arg: 30
; expect: @y == [-12.0, -11.0, -10.0, -9.0, -8.0, -7.0, -6.0, -6.75, -5.75, -4.75, -3.75, -2.75, -1.75, -0.75, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5, 4.5, 3.75, 4.75, 5.75, 6.75, 7.75, 8.75, 9.75, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 14.25, 15.25, 16.25, 17.25, 18.25, 19.25, 20.25, 19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 25.5, 24.75, 25.75, 26.75, 27.75, 28.75, 29.75, 30.75, 30.0, 31.0, 32.0, 33.0, 1.0, 1.25, 1.5, 0.0]
; launch: %pack_short4 grid=1 block=32
; arg: @in = i16[128] (i * 1237) % 20011 - 10005
; arg: @out = i32[64] 0
; arg: 30
; expect: @out == [-18773, -1237, -8877, -1237, 1019, -1237, 10915, -1237, 800, -1237, -9315, -1237, 581, -1237, 10477, -1237, 362, -1237, -9753, -1237, 143, -1237, 10039, -1237, -76, -1237, -10191, -1237, -295, -1237, 9601, -1237, -514, -1237, -10629, -1237, -733, -1237, 9163, -1237, -952, -1237, -11067, -1237, -1171, -1237, 8725, -1237, 18621, -1237, -11505, -1237, -1609, -1237, 8287, -1237, 18183, -1237, -11943, -1237, 0, 0, 0, 0]
; ModuleID = 'src/vector_memory.cu'
source_filename = "src/vector_memory.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.uchar4 = type { i8, i8, i8, i8 }
%struct.double2.0 = type { double, double }
%struct.short4 = type { i16, i16, i16, i16 }
%struct.int2 = type { i32, i32 }

@_ZZ13reduce_float4E4sums = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @copy_float4(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %11, %5
  br label %14

13:                                               ; preds = %14, %3
  ret void

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %19, %14 ]
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %struct.float4, ptr %0, i64 %16
  %18 = getelementptr inbounds %struct.float4, ptr %1, i64 %16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %18, ptr noundef nonnull align 16 dereferenceable(16) %17, i64 16, i1 false), !tbaa.struct !12
  %19 = add i32 %15, %12
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %14, label %13, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_float4(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %11, %5
  br label %18

13:                                               ; preds = %18, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %33, %18 ]
  %15 = zext nneg i32 %7 to i64
  %16 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_float4E4sums to ptr), i64 0, i64 %15
  store float %14, ptr %16, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier0()
  %17 = icmp ult i32 %5, 2
  br i1 %17, label %36, label %38

18:                                               ; preds = %10, %18
  %19 = phi float [ 0.000000e+00, %10 ], [ %33, %18 ]
  %20 = phi i32 [ %8, %10 ], [ %34, %18 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.float4, ptr %0, i64 %21
  %23 = load float, ptr %22, align 16, !tbaa !13
  %24 = getelementptr inbounds i8, ptr %22, i64 4
  %25 = load float, ptr %24, align 4, !tbaa !13
  %26 = getelementptr inbounds i8, ptr %22, i64 8
  %27 = load float, ptr %26, align 8, !tbaa !13
  %28 = getelementptr inbounds i8, ptr %22, i64 12
  %29 = load float, ptr %28, align 4, !tbaa !13
  %30 = fadd contract float %23, %25
  %31 = fadd contract float %27, %29
  %32 = fadd contract float %30, %31
  %33 = fadd contract float %19, %32
  %34 = add i32 %20, %12
  %35 = icmp slt i32 %34, %2
  br i1 %35, label %18, label %13, !llvm.loop !19

36:                                               ; preds = %49, %13
  %37 = icmp eq i32 %7, 0
  br i1 %37, label %51, label %55

38:                                               ; preds = %13, %49
  %39 = phi i32 [ %40, %49 ], [ %5, %13 ]
  %40 = lshr i32 %39, 1
  %41 = icmp ult i32 %7, %40
  br i1 %41, label %42, label %49

42:                                               ; preds = %38
  %43 = add nuw nsw i32 %40, %7
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_float4E4sums to ptr), i64 0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !13
  %47 = load float, ptr %16, align 4, !tbaa !13
  %48 = fadd contract float %46, %47
  store float %48, ptr %16, align 4, !tbaa !13
  br label %49

49:                                               ; preds = %42, %38
  tail call void @llvm.nvvm.barrier0()
  %50 = icmp ult i32 %39, 4
  br i1 %50, label %36, label %38, !llvm.loop !20

51:                                               ; preds = %36
  %52 = zext nneg i32 %4 to i64
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_float4E4sums to ptr), align 4, !tbaa !13
  store float %54, ptr %53, align 4, !tbaa !13
  br label %55

55:                                               ; preds = %51, %36
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @rgba8_to_float4(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %36

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.uchar4, ptr %0, i64 %12
  %14 = load i8, ptr %13, align 4, !tbaa !21
  %15 = getelementptr inbounds i8, ptr %13, i64 1
  %16 = load i8, ptr %15, align 1, !tbaa !21
  %17 = getelementptr inbounds i8, ptr %13, i64 2
  %18 = load i8, ptr %17, align 2, !tbaa !21
  %19 = getelementptr inbounds i8, ptr %13, i64 3
  %20 = load i8, ptr %19, align 1, !tbaa !21
  %21 = uitofp i8 %14 to float
  %22 = fmul contract float %21, 3.906250e-03
  %23 = fmul contract float %22, %2
  %24 = uitofp i8 %16 to float
  %25 = fmul contract float %24, 3.906250e-03
  %26 = fmul contract float %25, %2
  %27 = uitofp i8 %18 to float
  %28 = fmul contract float %27, 3.906250e-03
  %29 = fmul contract float %28, %2
  %30 = uitofp i8 %20 to float
  %31 = fmul contract float %30, 3.906250e-03
  %32 = getelementptr inbounds %struct.float4, ptr %1, i64 %12
  store float %23, ptr %32, align 16, !tbaa !13
  %33 = getelementptr inbounds i8, ptr %32, i64 4
  store float %26, ptr %33, align 4, !tbaa !13
  %34 = getelementptr inbounds i8, ptr %32, i64 8
  store float %29, ptr %34, align 8, !tbaa !13
  %35 = getelementptr inbounds i8, ptr %32, i64 12
  store float %31, ptr %35, align 4, !tbaa !13
  br label %36

36:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @axpy_double2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef %1, double noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %25

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.double2.0, ptr %0, i64 %12
  %14 = load double, ptr %13, align 16, !tbaa !22
  %15 = getelementptr inbounds i8, ptr %13, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !22
  %17 = getelementptr inbounds %struct.double2.0, ptr %1, i64 %12
  %18 = load double, ptr %17, align 16, !tbaa !22
  %19 = getelementptr inbounds i8, ptr %17, i64 8
  %20 = load double, ptr %19, align 8, !tbaa !22
  %21 = fmul contract double %14, %2
  %22 = fadd contract double %21, %18
  %23 = fmul contract double %16, %2
  %24 = fadd contract double %23, %20
  store double %22, ptr %17, align 16, !tbaa !22
  store double %24, ptr %19, align 8, !tbaa !22
  br label %25

25:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @pack_short4(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %28

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.short4, ptr %0, i64 %11
  %13 = load i16, ptr %12, align 8, !tbaa !24
  %14 = getelementptr inbounds i8, ptr %12, i64 2
  %15 = load i16, ptr %14, align 2, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %12, i64 4
  %17 = load i16, ptr %16, align 4, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %12, i64 6
  %19 = load i16, ptr %18, align 2, !tbaa !24
  %20 = sext i16 %13 to i32
  %21 = sext i16 %15 to i32
  %22 = add nsw i32 %21, %20
  %23 = sext i16 %17 to i32
  %24 = sext i16 %19 to i32
  %25 = sub nsw i32 %23, %24
  %26 = getelementptr inbounds %struct.int2, ptr %1, i64 %11
  store i32 %22, ptr %26, align 8, !tbaa !26
  %27 = getelementptr inbounds i8, ptr %26, i64 4
  store i32 %25, ptr %27, align 4, !tbaa !26
  br label %28

28:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @copy_float4, !"kernel", i32 1}
!5 = !{ptr @reduce_float4, !"kernel", i32 1}
!6 = !{ptr @rgba8_to_float4, !"kernel", i32 1}
!7 = !{ptr @axpy_double2, !"kernel", i32 1}
!8 = !{ptr @pack_short4, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = !{i64 0, i64 4, !13, i64 4, i64 4, !13, i64 8, i64 4, !13, i64 12, i64 4, !13}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !18}
!21 = !{!15, !15, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !15, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !15, i64 0}
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !15, i64 0}
