; twiddle_sincos: FFT twiddle factors with sincosf and sincospif, and a
; polar-to-Cartesian conversion with sincosf.
;
; make_twiddles: w_k = (cos, sin)(-2 pi k / 64) from a float angle and from
; sincospif(-2k/64) (exact at the quarter points). polar_to_cartesian:
; angles from -12 to 12, and four near 123456 that take sincosf's
; Payne-Hanek reduction (the __cudart_i2opi_f table, a multiply-add chain
; in inline asm). sincosf/sincospif: 2 ulp (guide).
; Exercises: libdevice sincosf/sincospif inlined with its slow path: inline
; asm `mad.lo.cc.u32`/`madc.hi.u32` with two results (a struct return read
; by extractvalue), a local [7 x i32] alloca with lifetime markers, an
; addrspace(1) constant table, llvm.nvvm.f2i.rn, llvm.fshl.i32,
; llvm.nvvm.mul.rn.f/add.rn.f/round.f.
;
; launch: %make_twiddles grid=1 block=64
; arg: @tw = f32[128] 0
; arg: @tw_pi = f32[128] 0
; arg: 64
; expect: @tw == [1.0, 0.0, 0.9951847195625305, -0.0980171412229538, 0.9807852506637573, -0.19509032368659973, 0.9569403529167175, -0.290284663438797, 0.9238795042037964, -0.3826834559440613, 0.8819212317466736, -0.4713967442512512, 0.8314695954322815, -0.5555702447891235, 0.7730104327201843, -0.6343933343887329, 0.7071067690849304, -0.7071067690849304, 0.6343932747840881, -0.7730104327201843, 0.5555701851844788, -0.8314696550369263, 0.47139665484428406, -0.8819212913513184, 0.3826834261417389, -0.9238795042037964, 0.2902846336364746, -0.9569403529167175, 0.19509023427963257, -0.9807853102684021, 0.0980171337723732, -0.9951847195625305, -4.371138828673793e-08, -1.0, -0.09801722317934036, -0.9951847195625305, -0.19509032368659973, -0.9807852506637573, -0.2902847230434418, -0.9569402933120728, -0.38268351554870605, -0.9238795042037964, -0.4713968336582184, -0.8819212317466736, -0.5555703639984131, -0.8314695358276367, -0.6343932747840881, -0.7730104923248291, -0.7071067690849304, -0.7071067690849304, -0.7730104923248291, -0.6343932747840881, -0.8314696550369263, -0.5555701851844788, -0.8819213509559631, -0.47139662504196167, -0.9238796234130859, -0.38268327713012695, -0.9569403529167175, -0.2902847230434418, -0.9807853102684021, -0.19509030878543854, -0.9951847195625305, -0.09801709651947021, -1.0, 8.742277657347586e-08, -0.9951847195625305, 0.09801726788282394, -0.9807852506637573, 0.19509048759937286, -0.9569402933120728, 0.2902848720550537, -0.9238795042037964, 0.3826834261417389, -0.8819212317466736, 0.4713967740535736, -0.8314695358276367, 0.5555703043937683, -0.7730103731155396, 0.6343933939933777, -0.7071066498756409, 0.70710688829422, -0.6343933343887329, 0.7730104327201843, -0.5555700063705444, 0.8314697742462158, -0.47139668464660645, 0.8819212913513184, -0.382683128118515, 0.9238796830177307, -0.29028454422950745, 0.9569403529167175, -0.1950903832912445, 0.9807852506637573, -0.09801693260669708, 0.9951847195625305, 1.1924880638503055e-08, 1.0, 0.09801743179559708, 0.9951847195625305, 0.1950904130935669, 0.9807852506637573, 0.29028502106666565, 0.956940233707428, 0.3826836049556732, 0.9238794445991516, 0.47139671444892883, 0.8819212913513184, 0.5555704236030579, 0.8314694762229919, 0.6343933343887329, 0.7730104327201843, 0.7071070075035095, 0.7071065306663513, 0.7730105519294739, 0.6343931555747986, 0.8314695954322815, 0.5555703043937683, 0.8819213509559631, 0.4713965356349945, 0.9238795638084412, 0.3826834261417389, 0.9569404125213623, 0.2902843952178955, 0.9807853102684021, 0.19509023427963257, 0.9951847791671753, 0.09801676869392395] within 5 ulp
; expect: @tw_pi == [1.0, 0.0, 0.9951847266721969, -0.0980171403295605, 0.9807852804032303, -0.19509032201612872, 0.9569403357322088, -0.2902846772544625, 0.9238795325112865, -0.3826834323650904, 0.8819212643483548, -0.4713967368259979, 0.8314696123025452, -0.5555702330196022, 0.7730104533627367, -0.6343932841636459, 0.7071067811865474, -0.7071067811865477, 0.6343932841636456, -0.7730104533627369, 0.5555702330196018, -0.8314696123025455, 0.4713967368259976, -0.881921264348355, 0.38268343236509, -0.9238795325112866, 0.29028467725446205, -0.9569403357322089, 0.1950903220161283, -0.9807852804032304, 0.09801714032956009, -0.9951847266721969, 0.0, -1.0, -0.09801714032956045, -0.9951847266721969, -0.19509032201612866, -0.9807852804032303, -0.29028467725446244, -0.9569403357322088, -0.38268343236509034, -0.9238795325112865, -0.47139673682599786, -0.8819212643483549, -0.5555702330196022, -0.8314696123025452, -0.6343932841636459, -0.7730104533627367, -0.7071067811865477, -0.7071067811865475, -0.7730104533627371, -0.6343932841636453, -0.8314696123025455, -0.555570233019602, -0.881921264348355, -0.47139673682599764, -0.9238795325112868, -0.38268343236508967, -0.9569403357322089, -0.2902846772544621, -0.9807852804032304, -0.19509032201612836, -0.9951847266721969, -0.09801714032956059, -1.0, 0.0, -0.9951847266721968, 0.09801714032956083, -0.9807852804032304, 0.1950903220161286, -0.9569403357322088, 0.2902846772544624, -0.9238795325112867, 0.3826834323650899, -0.8819212643483549, 0.47139673682599786, -0.8314696123025453, 0.5555702330196022, -0.773010453362737, 0.6343932841636455, -0.7071067811865475, 0.7071067811865476, -0.6343932841636454, 0.7730104533627371, -0.555570233019602, 0.8314696123025455, -0.4713967368259977, 0.881921264348355, -0.3826834323650897, 0.9238795325112867, -0.29028467725446216, 0.9569403357322089, -0.1950903220161282, 0.9807852804032304, -0.09801714032956065, 0.9951847266721969, 0.0, 1.0, 0.09801714032956077, 0.9951847266721968, 0.19509032201612833, 0.9807852804032304, 0.29028467725446233, 0.9569403357322089, 0.38268343236508984, 0.9238795325112867, 0.4713967368259978, 0.8819212643483549, 0.5555702330196023, 0.8314696123025452, 0.6343932841636455, 0.773010453362737, 0.7071067811865476, 0.7071067811865475, 0.773010453362737, 0.6343932841636455, 0.8314696123025452, 0.5555702330196022, 0.881921264348355, 0.47139673682599764, 0.9238795325112867, 0.3826834323650898, 0.9569403357322088, 0.29028467725446233, 0.9807852804032304, 0.19509032201612825, 0.9951847266721969, 0.0980171403295606] within 6 ulp
; launch: %polar_to_cartesian grid=1 block=64
; arg: @r = f32[64] 0.5 + i * 0.25
; arg: @theta = f32[64] i * 0.37 - 12.0 + (i - i % 60) * 2057.6
; arg: @x = f32[64] 0
; arg: @y = f32[64] 0
; arg: 64
; expect: @x == [0.42192697525024414, 0.44453638792037964, 0.2613551914691925, -0.13172242045402527, -0.6867730021476746, -1.3096166849136353, -1.875138759613037, -2.2497544288635254, -2.317204475402832, -2.0031652450561523, -1.2941310405731201, -0.24682125449180603, 1.0141788721084595, 2.3109652996063232, 3.4373676776885986, 4.191004276275635, 4.4074296951293945, 3.9908447265625, 2.9360642433166504, 1.3375474214553833, -0.6168394088745117, -2.6674067974090576, -4.517129898071289, -5.874485015869141, -6.4984846115112305, -6.239040851593018, -5.066165924072266, -3.082836627960205, -0.5186132788658142, 2.2961769104003906, 4.972879886627197, 7.118158340454102, 8.39143180847168, 8.557770729064941, 7.528163909912109, 5.380568504333496, 2.357666254043579, -1.1594858169555664, -4.699230670928955, -7.762558937072754, -9.89333438873291, -10.745662689208984, -10.138480186462402, -8.088956832885742, -4.818970680236816, -0.7325939536094666, 3.6333916187286377, 7.679935455322266, 10.827901840209961, 12.600698471069336, 12.695639610290527, 11.033390045166016, 7.777709484100342, 3.321561574935913, -1.7595914602279663, -6.7819719314575195, -11.045455932617188, -13.931129455566406, -14.990696907043457, -14.01497745513916, -0.6359816193580627, -6.252521514892578, -11.20022964477539, -14.835185050964355] within 6 ulp
; expect: @y == [0.26828646659851074, 0.604059100151062, 0.9652426838874817, 1.2430403232574463, 1.333545207977295, 1.1607773303985596, 0.6955965757369995, -0.033249545842409134, -0.9383834600448608, -1.884099006652832, -2.706515312194824, -3.2406139373779297, -3.349842071533203, -2.9532930850982666, -2.0456058979034424, -0.7056781649589539, 0.9080559015274048, 2.575977087020874, 4.047163009643555, 5.076757431030273, 5.465300559997559, 5.093863010406494, 3.9491183757781982, 2.133758068084717, -0.1403420865535736, -2.57621169090271, -4.830524444580078, -6.561906814575195, -7.482048034667969, -7.402031421661377, -6.266615390777588, -4.170650005340576, -1.354204773902893, 1.8240240812301636, 4.932215213775635, 7.524093151092529, 9.20279312133789, 9.680810928344727, 8.82707405090332, 6.693667411804199, 3.517375946044922, -0.30533871054649353, -4.267459869384766, -7.8186492919921875, -10.441624641418457, -11.727139472961426, -11.436716079711914, -9.543641090393066, -6.245521068572998, -1.9454816579818726, 2.7965598106384277, 7.336674690246582, 11.0343656539917, 13.342778205871582, 13.888982772827148, 12.532651901245117, 9.394035339355469, 4.846250057220459, -0.5282219052314758, -6.011897087097168, 15.486947059631348, 14.455741882324219, 11.426060676574707, 6.631726264953613] within 6 ulp
; ModuleID = 'src/twiddle_sincos.cu'
source_filename = "src/twiddle_sincos.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }

@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4

; Function Attrs: norecurse nounwind memory(argmem: write)
define dso_local void @make_twiddles(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [7 x i32], align 4
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %165

11:                                               ; preds = %3
  %12 = sitofp i32 %9 to float
  %13 = fmul contract float %12, 0xC01921FB60000000
  %14 = sitofp i32 %2 to float
  %15 = fdiv contract float %13, %14
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %4)
  %16 = fmul float %15, 0x3FE45F3060000000
  %17 = tail call i32 @llvm.nvvm.f2i.rn(float %16) #5
  %18 = sitofp i32 %17 to float
  %19 = tail call float @llvm.fma.f32(float %18, float 0xBFF921FB40000000, float %15)
  %20 = tail call float @llvm.fma.f32(float %18, float 0xBE74442D00000000, float %19)
  %21 = tail call float @llvm.fma.f32(float %18, float 0xBCF84698A0000000, float %20)
  %22 = tail call float @llvm.nvvm.fabs.f(float %15) #5
  %23 = fcmp ult float %22, 1.056150e+05
  br i1 %23, label %97, label %24

24:                                               ; preds = %11
  %25 = fcmp oeq float %22, 0x7FF0000000000000
  br i1 %25, label %26, label %28

26:                                               ; preds = %24
  %27 = tail call float @llvm.nvvm.mul.rn.f(float %15, float 0.000000e+00) #5
  br label %97

28:                                               ; preds = %24
  %29 = bitcast float %15 to i32
  %30 = lshr i32 %29, 23
  %31 = and i32 %30, 224
  %32 = add nsw i32 %31, -128
  %33 = shl i32 %29, 8
  %34 = or i32 %33, -2147483648
  %35 = lshr exact i32 %32, 5
  br label %36

36:                                               ; preds = %28, %36
  %37 = phi i32 [ 0, %28 ], [ %46, %36 ]
  %38 = phi i32 [ 0, %28 ], [ %44, %36 ]
  %39 = zext nneg i32 %37 to i64
  %40 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %39
  %41 = load i32, ptr addrspace(1) %40, align 4
  %42 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %41, i32 %34, i32 %38) #6, !srcloc !9
  %43 = extractvalue { i32, i32 } %42, 0
  %44 = extractvalue { i32, i32 } %42, 1
  %45 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %39
  store i32 %43, ptr %45, align 4
  %46 = add nuw nsw i32 %37, 1
  %47 = icmp eq i32 %46, 6
  br i1 %47, label %48, label %36, !llvm.loop !10

48:                                               ; preds = %36
  %49 = getelementptr inbounds i8, ptr %4, i64 24
  store i32 %44, ptr %49, align 4
  %50 = and i32 %30, 31
  %51 = sub nsw i32 6, %35
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = sub nsw i32 5, %35
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = icmp eq i32 %50, 0
  br i1 %59, label %72, label %60

60:                                               ; preds = %48
  %61 = sub nsw i32 4, %35
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %62
  %64 = shl i32 %58, %50
  %65 = shl i32 %54, %50
  %66 = sub nuw nsw i32 32, %50
  %67 = lshr i32 %58, %66
  %68 = add i32 %67, %65
  %69 = load i32, ptr %63, align 4
  %70 = lshr i32 %69, %66
  %71 = add i32 %70, %64
  br label %72

72:                                               ; preds = %60, %48
  %73 = phi i32 [ %68, %60 ], [ %54, %48 ]
  %74 = phi i32 [ %71, %60 ], [ %58, %48 ]
  %75 = lshr i32 %73, 30
  %76 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %74, i32 2)
  %77 = shl i32 %74, 2
  %78 = lshr i32 %76, 31
  %79 = add nuw nsw i32 %78, %75
  %80 = sub nsw i32 0, %79
  %81 = icmp slt i32 %29, 0
  %82 = select i1 %81, i32 %80, i32 %79
  %83 = xor i32 %76, %29
  %84 = ashr i32 %76, 31
  %85 = xor i32 %84, %76
  %86 = xor i32 %84, %77
  %87 = zext i32 %85 to i64
  %88 = shl nuw i64 %87, 32
  %89 = zext i32 %86 to i64
  %90 = or disjoint i64 %88, %89
  %91 = sitofp i64 %90 to double
  %92 = fmul double %91, 0x3BF921FB54442D19
  %93 = fptrunc double %92 to float
  %94 = fneg float %93
  %95 = icmp slt i32 %83, 0
  %96 = select i1 %95, float %94, float %93
  br label %97

97:                                               ; preds = %11, %26, %72
  %98 = phi i32 [ %17, %11 ], [ 0, %26 ], [ %82, %72 ]
  %99 = phi float [ %21, %11 ], [ %27, %26 ], [ %96, %72 ]
  %100 = fmul float %99, %99
  %101 = tail call float @llvm.fma.f32(float %100, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %102 = tail call float @llvm.fma.f32(float %101, float %100, float 0x3FA5555760000000)
  %103 = tail call float @llvm.fma.f32(float %102, float %100, float 0xBFDFFFFFE0000000)
  %104 = tail call float @llvm.fma.f32(float %103, float %100, float 1.000000e+00)
  %105 = tail call float @llvm.fma.f32(float %100, float %99, float 0.000000e+00)
  %106 = tail call float @llvm.fma.f32(float %100, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %107 = tail call float @llvm.fma.f32(float %106, float %100, float 0xBFC5555500000000)
  %108 = tail call float @llvm.fma.f32(float %107, float %105, float %99)
  %109 = and i32 %98, 1
  %110 = icmp eq i32 %109, 0
  %111 = select i1 %110, float %108, float %104
  %112 = select i1 %110, float %104, float %108
  %113 = and i32 %98, 2
  %114 = icmp eq i32 %113, 0
  %115 = fneg float %111
  %116 = select i1 %114, float %111, float %115
  %117 = add i32 %98, 1
  %118 = and i32 %117, 2
  %119 = icmp eq i32 %118, 0
  %120 = fneg float %112
  %121 = select i1 %119, float %112, float %120
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4)
  %122 = sext i32 %9 to i64
  %123 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %122
  store float %121, ptr %123, align 8, !tbaa !12
  %124 = getelementptr inbounds i8, ptr %123, i64 4
  store float %116, ptr %124, align 4, !tbaa !12
  %125 = fmul contract float %12, -2.000000e+00
  %126 = fdiv contract float %125, %14
  %127 = fadd float %126, %126
  %128 = tail call float @llvm.nvvm.round.f(float %127) #5
  %129 = fptosi float %128 to i32
  %130 = fneg float %128
  %131 = tail call float @llvm.fma.f32(float %130, float 5.000000e-01, float %126)
  %132 = tail call float @llvm.nvvm.mul.rn.f(float %131, float %131) #5
  %133 = tail call float @llvm.fma.f32(float %132, float 0xBFE2F59920000000, float 0x400466B200000000)
  %134 = tail call float @llvm.fma.f32(float %132, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %135 = tail call float @llvm.fma.f32(float %133, float %132, float 0xC014ABBEC0000000)
  %136 = tail call float @llvm.fma.f32(float %134, float %132, float 0x40103C19E0000000)
  %137 = tail call float @llvm.fma.f32(float %132, float %131, float 0.000000e+00)
  %138 = tail call float @llvm.fma.f32(float %136, float %132, float 0xC013BD3CC0000000)
  %139 = tail call float @llvm.fma.f32(float %135, float %137, float 0.000000e+00)
  %140 = tail call float @llvm.fma.f32(float %138, float %132, float 1.000000e+00)
  %141 = tail call float @llvm.fma.f32(float %131, float 0x400921FB60000000, float %139)
  %142 = and i32 %129, 1
  %143 = icmp eq i32 %142, 0
  %144 = select i1 %143, float %141, float %140
  %145 = select i1 %143, float %140, float %141
  %146 = and i32 %129, 2
  %147 = icmp eq i32 %146, 0
  %148 = fneg float %144
  %149 = select i1 %147, float %144, float %148
  %150 = add i32 %129, 1
  %151 = and i32 %150, 2
  %152 = icmp eq i32 %151, 0
  %153 = tail call float @llvm.fma.f32(float %145, float -1.000000e+00, float 0.000000e+00)
  %154 = select i1 %152, float %145, float %153
  %155 = tail call float @llvm.trunc.f32(float %126)
  %156 = fcmp oeq float %155, %126
  %157 = tail call float @llvm.nvvm.mul.rn.f(float %126, float 0.000000e+00) #5
  %158 = select i1 %156, float %157, float %149
  %159 = tail call float @llvm.nvvm.fabs.f(float %126) #5
  %160 = fcmp ogt float %159, 0x4170000000000000
  %161 = tail call float @llvm.nvvm.add.rn.f(float %158, float 1.000000e+00) #5
  %162 = select i1 %160, float %161, float %154
  %163 = getelementptr inbounds %struct.float2.0, ptr %1, i64 %122
  store float %162, ptr %163, align 8, !tbaa !12
  %164 = getelementptr inbounds i8, ptr %163, i64 4
  store float %158, ptr %164, align 4, !tbaa !12
  br label %165

165:                                              ; preds = %3, %97
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @polar_to_cartesian(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = alloca [7 x i32], align 4
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %129

13:                                               ; preds = %5
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %6)
  %17 = fmul float %16, 0x3FE45F3060000000
  %18 = tail call i32 @llvm.nvvm.f2i.rn(float %17) #5
  %19 = sitofp i32 %18 to float
  %20 = tail call float @llvm.fma.f32(float %19, float 0xBFF921FB40000000, float %16)
  %21 = tail call float @llvm.fma.f32(float %19, float 0xBE74442D00000000, float %20)
  %22 = tail call float @llvm.fma.f32(float %19, float 0xBCF84698A0000000, float %21)
  %23 = tail call float @llvm.nvvm.fabs.f(float %16) #5
  %24 = fcmp ult float %23, 1.056150e+05
  br i1 %24, label %98, label %25

25:                                               ; preds = %13
  %26 = fcmp oeq float %23, 0x7FF0000000000000
  br i1 %26, label %27, label %29

27:                                               ; preds = %25
  %28 = tail call float @llvm.nvvm.mul.rn.f(float %16, float 0.000000e+00) #5
  br label %98

29:                                               ; preds = %25
  %30 = bitcast float %16 to i32
  %31 = lshr i32 %30, 23
  %32 = and i32 %31, 224
  %33 = add nsw i32 %32, -128
  %34 = shl i32 %30, 8
  %35 = or i32 %34, -2147483648
  %36 = lshr exact i32 %33, 5
  br label %37

37:                                               ; preds = %29, %37
  %38 = phi i32 [ 0, %29 ], [ %47, %37 ]
  %39 = phi i32 [ 0, %29 ], [ %45, %37 ]
  %40 = zext nneg i32 %38 to i64
  %41 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %40
  %42 = load i32, ptr addrspace(1) %41, align 4
  %43 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %42, i32 %35, i32 %39) #6, !srcloc !9
  %44 = extractvalue { i32, i32 } %43, 0
  %45 = extractvalue { i32, i32 } %43, 1
  %46 = getelementptr inbounds [7 x i32], ptr %6, i64 0, i64 %40
  store i32 %44, ptr %46, align 4
  %47 = add nuw nsw i32 %38, 1
  %48 = icmp eq i32 %47, 6
  br i1 %48, label %49, label %37, !llvm.loop !10

49:                                               ; preds = %37
  %50 = getelementptr inbounds i8, ptr %6, i64 24
  store i32 %45, ptr %50, align 4
  %51 = and i32 %31, 31
  %52 = sub nsw i32 6, %36
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [7 x i32], ptr %6, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = sub nsw i32 5, %36
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [7 x i32], ptr %6, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = icmp eq i32 %51, 0
  br i1 %60, label %73, label %61

61:                                               ; preds = %49
  %62 = sub nsw i32 4, %36
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [7 x i32], ptr %6, i64 0, i64 %63
  %65 = shl i32 %59, %51
  %66 = shl i32 %55, %51
  %67 = sub nuw nsw i32 32, %51
  %68 = lshr i32 %59, %67
  %69 = add i32 %68, %66
  %70 = load i32, ptr %64, align 4
  %71 = lshr i32 %70, %67
  %72 = add i32 %71, %65
  br label %73

73:                                               ; preds = %61, %49
  %74 = phi i32 [ %69, %61 ], [ %55, %49 ]
  %75 = phi i32 [ %72, %61 ], [ %59, %49 ]
  %76 = lshr i32 %74, 30
  %77 = tail call i32 @llvm.fshl.i32(i32 %74, i32 %75, i32 2)
  %78 = shl i32 %75, 2
  %79 = lshr i32 %77, 31
  %80 = add nuw nsw i32 %79, %76
  %81 = sub nsw i32 0, %80
  %82 = icmp slt i32 %30, 0
  %83 = select i1 %82, i32 %81, i32 %80
  %84 = xor i32 %77, %30
  %85 = ashr i32 %77, 31
  %86 = xor i32 %85, %77
  %87 = xor i32 %85, %78
  %88 = zext i32 %86 to i64
  %89 = shl nuw i64 %88, 32
  %90 = zext i32 %87 to i64
  %91 = or disjoint i64 %89, %90
  %92 = sitofp i64 %91 to double
  %93 = fmul double %92, 0x3BF921FB54442D19
  %94 = fptrunc double %93 to float
  %95 = fneg float %94
  %96 = icmp slt i32 %84, 0
  %97 = select i1 %96, float %95, float %94
  br label %98

98:                                               ; preds = %13, %27, %73
  %99 = phi i32 [ %18, %13 ], [ 0, %27 ], [ %83, %73 ]
  %100 = phi float [ %22, %13 ], [ %28, %27 ], [ %97, %73 ]
  %101 = fmul float %100, %100
  %102 = tail call float @llvm.fma.f32(float %101, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %103 = tail call float @llvm.fma.f32(float %102, float %101, float 0x3FA5555760000000)
  %104 = tail call float @llvm.fma.f32(float %103, float %101, float 0xBFDFFFFFE0000000)
  %105 = tail call float @llvm.fma.f32(float %104, float %101, float 1.000000e+00)
  %106 = tail call float @llvm.fma.f32(float %101, float %100, float 0.000000e+00)
  %107 = tail call float @llvm.fma.f32(float %101, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %108 = tail call float @llvm.fma.f32(float %107, float %101, float 0xBFC5555500000000)
  %109 = tail call float @llvm.fma.f32(float %108, float %106, float %100)
  %110 = and i32 %99, 1
  %111 = icmp eq i32 %110, 0
  %112 = select i1 %111, float %109, float %105
  %113 = select i1 %111, float %105, float %109
  %114 = and i32 %99, 2
  %115 = icmp eq i32 %114, 0
  %116 = fneg float %112
  %117 = select i1 %115, float %112, float %116
  %118 = add i32 %99, 1
  %119 = and i32 %118, 2
  %120 = icmp eq i32 %119, 0
  %121 = fneg float %113
  %122 = select i1 %120, float %113, float %121
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %6)
  %123 = getelementptr inbounds float, ptr %0, i64 %14
  %124 = load float, ptr %123, align 4, !tbaa !12
  %125 = fmul contract float %124, %122
  %126 = getelementptr inbounds float, ptr %2, i64 %14
  store float %125, ptr %126, align 4, !tbaa !12
  %127 = fmul contract float %124, %117
  %128 = getelementptr inbounds float, ptr %3, i64 %14
  store float %127, ptr %128, align 4, !tbaa !12
  br label %129

129:                                              ; preds = %5, %98
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #4

attributes #0 = { norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @make_twiddles, !"kernel", i32 1}
!5 = !{ptr @polar_to_cartesian, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{i32 33416, i32 33420, i32 33465, i32 33510}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.count", i32 1}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
