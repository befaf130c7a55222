; tonemap: HDR post-processing: per-pixel log luminance (logf), and Reinhard
; tone mapping with an exposure from expf and gamma encoding with powf,
; over float3 pixels; the parameters arrive as a struct by value.
;
; Colours in [0.5, 4.5) keep log(1e-4 + L) away from L = 1, where its
; relative error is unbounded. Tolerances propagate logf 1 ulp, expf 2 ulp
; and powf 8 ulp (guide) through the formulas; a channel clamped to 1 is
; exactly 1 (powf(1, y) = 1).
; Exercises: a byval struct kernel parameter (ToneParams), float3 loads and
; stores (struct of three floats), libdevice logf/expf/powf inlined
; (llvm.nvvm.add.rn.f, mul.rn.f, round.f, floor, trunc, fma.rm.f,
; saturate.f), inline asm rcp.approx.ftz.f32, llvm.minnum/maxnum.
;
; launch: %log_luminance grid=1 block=64
; arg: @img = f32[192] 0.5 + ((i * 37) % 101) * 0.04
; arg: @log_lum = f32[64] 0
; arg: 64
; expect: @log_lum == [0.5722826719284058, 0.7757902145385742, 0.9448035359382629, 0.98604816198349, 1.1251308917999268, 1.2472105026245117, 1.3559949398040771, 0.3301753103733063, 0.5828924775123596, 0.7844547629356384, 0.9521257281303406, 0.7572049498558044, 0.9291311502456665, 0.9710137844085693, 1.1120613813400269, 1.2356517314910889, 1.345633864402771, 0.3010019361972809, 0.5603080987930298, 0.7660313844680786, 0.936568558216095, 0.7382677793502808, 0.9132091999053955, 0.9557498693466187, 1.0988188982009888, 1.2239577770233154, 1.335164189338684, 0.27095189690589905, 0.5372018218040466, 0.747262179851532, 0.9207655191421509, 0.7189649939537048, 0.8970296382904053, 0.9402493834495544, 1.0853986740112305, 1.2121254205703735, 1.324583888053894, 0.23997077345848083, 0.5135490894317627, 0.7281339168548584, 0.904708743095398, 0.6992823481559753, 0.8805839419364929, 1.0340055227279663, 1.07179594039917, 1.2001514434814453, 1.3138903379440308, 0.20799903571605682, 0.48932328820228577, 0.7086326479911804, 0.8883898854255676, 0.6792044639587402, 0.8638632893562317, 1.019680142402649, 1.0580055713653564, 1.1880323886871338, 1.3030811548233032, 0.17497125267982483, 0.464495986700058, 0.688743531703949, 0.8718003630638123, 0.6587151885032654, 0.8468583226203918, 1.0051467418670654] within 16 ulp
; launch: %tonemap_reinhard grid=1 block=64
; arg: @img = f32[192] 0.5 + ((i * 37) % 101) * 0.04
; arg: @out = f32[192] 0
; arg: 64
; arg: @params = f32[3] [0.5, 2.0, 0.45454545]
; expect: @out == [0.6025035381317139, 1.0, 1.0, 0.7637026906013489, 1.0, 1.0, 0.8811042904853821, 1.0, 1.0, 0.9896680116653442, 1.0, 0.6257092952728271, 1.0, 1.0, 0.769934356212616, 1.0, 1.0, 0.8808020353317261, 1.0, 1.0, 0.9727398157119751, 1.0, 0.746840238571167, 1.0, 1.0, 0.8749178647994995, 1.0, 1.0, 0.9736725091934204, 1.0, 1.0, 1.0, 1.0, 0.7501118183135986, 1.0, 1.0, 0.8705887198448181, 1.0, 1.0, 0.9810594916343689, 1.0, 0.6082939505577087, 1.0, 1.0, 0.7573756575584412, 1.0, 1.0, 0.8707166314125061, 1.0, 1.0, 0.9641795754432678, 1.0, 0.7314375042915344, 1.0, 1.0, 0.8637456893920898, 1.0, 1.0, 0.9646767377853394, 1.0, 1.0, 1.0, 1.0, 0.7360824942588806, 1.0, 1.0, 0.8598423004150391, 1.0, 1.0, 0.9723086357116699, 1.0, 0.5901071429252625, 1.0, 1.0, 0.7444802522659302, 1.0, 1.0, 0.860438346862793, 1.0, 1.0, 0.9554933309555054, 1.0, 0.7153813242912292, 1.0, 1.0, 0.8522764444351196, 1.0, 1.0, 0.9555121064186096, 1.0, 1.0, 1.0, 1.0, 0.7215791344642639, 1.0, 1.0, 0.8488519191741943, 1.0, 1.0, 0.9634090662002563, 1.0, 0.5710580348968506, 1.0, 1.0, 0.731224775314331, 1.0, 1.0, 0.8499576449394226, 1.0, 1.0, 0.9466760754585266, 1.0, 0.6986033320426941, 1.0, 1.0, 0.8404898047447205, 1.0, 1.0, 0.9461699724197388, 1.0, 1.0, 1.0, 1.0, 0.706561267375946, 1.0, 1.0, 0.8376034498214722, 1.0, 1.0, 0.9399648904800415, 1.0, 1.0, 1.0, 1.0, 0.7175833582878113, 1.0, 1.0, 0.8392641544342041, 1.0, 1.0, 0.9377225041389465, 1.0, 0.6810237169265747, 1.0, 1.0, 0.8283633589744568, 1.0, 1.0, 0.9366410970687866, 1.0, 1.0, 1.0, 1.0, 0.6909828782081604, 1.0, 1.0, 0.8260811567306519, 1.0, 1.0, 0.9306108355522156, 1.0, 1.0, 1.0, 1.0, 0.7035269737243652, 1.0, 1.0, 0.8283466696739197, 1.0, 1.0, 0.9286271929740906, 1.0, 0.6625484228134155, 1.0, 1.0, 0.8158720135688782, 1.0, 1.0, 0.9269153475761414, 1.0, 1.0, 1.0, 1.0, 0.674791157245636, 1.0, 1.0, 0.8142681121826172, 1.0, 1.0, 0.9210859537124634, 1.0, 1.0] within 14 ulp
; ModuleID = 'src/tonemap.cu'
source_filename = "src/tonemap.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float3 = type { float, float, float }
%struct.ToneParams = type { float, float, float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @log_luminance(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %53

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.float3, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %12, i64 4
  %15 = load float, ptr %14, align 4, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %12, i64 8
  %17 = load float, ptr %16, align 4, !tbaa !9
  %18 = fmul contract float %13, 0x3FCB367A00000000
  %19 = fmul contract float %15, 0x3FE6E2EB20000000
  %20 = fadd contract float %18, %19
  %21 = fmul contract float %17, 0x3FB27BB300000000
  %22 = fadd contract float %20, %21
  %23 = fadd contract float %22, 0x3F1A36E2E0000000
  %24 = fcmp olt float %23, 0x3810000000000000
  %25 = fmul float %23, 0x4160000000000000
  %26 = select i1 %24, float %25, float %23
  %27 = select i1 %24, float -2.300000e+01, float 0.000000e+00
  %28 = bitcast float %26 to i32
  %29 = add i32 %28, -1059760811
  %30 = and i32 %29, -8388608
  %31 = sub i32 %28, %30
  %32 = bitcast i32 %31 to float
  %33 = sitofp i32 %30 to float
  %34 = tail call float @llvm.fma.f32(float %33, float 0x3E80000000000000, float %27)
  %35 = fadd float %32, -1.000000e+00
  %36 = tail call float @llvm.fma.f32(float %35, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %37 = tail call float @llvm.fma.f32(float %36, float %35, float 0xBFBF19B980000000)
  %38 = tail call float @llvm.fma.f32(float %37, float %35, float 0x3FC1E52AA0000000)
  %39 = tail call float @llvm.fma.f32(float %38, float %35, float 0xBFC55B1720000000)
  %40 = tail call float @llvm.fma.f32(float %39, float %35, float 0x3FC99DA160000000)
  %41 = tail call float @llvm.fma.f32(float %40, float %35, float 0xBFCFFFE440000000)
  %42 = tail call float @llvm.fma.f32(float %41, float %35, float 0x3FD5554F00000000)
  %43 = tail call float @llvm.fma.f32(float %42, float %35, float -5.000000e-01)
  %44 = fmul float %35, %43
  %45 = tail call float @llvm.fma.f32(float %44, float %35, float %35)
  %46 = tail call float @llvm.fma.f32(float %34, float 0x3FE62E4300000000, float %45)
  %47 = icmp ugt i32 %28, 2139095039
  %48 = tail call float @llvm.fma.f32(float %26, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %49 = select i1 %47, float %48, float %46
  %50 = fcmp oeq float %26, 0.000000e+00
  %51 = select i1 %50, float 0xFFF0000000000000, float %49
  %52 = getelementptr inbounds float, ptr %1, i64 %11
  store float %51, ptr %52, align 4, !tbaa !9
  br label %53

53:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @tonemap_reinhard(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, ptr nocapture noundef readonly byval(%struct.ToneParams) align 4 %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %380

11:                                               ; preds = %4
  %12 = load float, ptr %3, align 4, !tbaa !13
  %13 = fmul contract float %12, 0x3FE62E4300000000
  %14 = tail call float @llvm.fma.f32(float %13, float 0x3F777313A0000000, float 5.000000e-01)
  %15 = tail call float @llvm.nvvm.saturate.f(float %14) #5
  %16 = tail call float @llvm.nvvm.fma.rm.f(float %15, float 2.520000e+02, float 0x4168000020000000) #5
  %17 = fadd float %16, 0xC168000FE0000000
  %18 = fneg float %17
  %19 = tail call float @llvm.fma.f32(float %13, float 0x3FF7154760000000, float %18)
  %20 = tail call float @llvm.fma.f32(float %13, float 0x3E54AE0C00000000, float %19)
  %21 = bitcast float %16 to i32
  %22 = shl i32 %21, 23
  %23 = bitcast i32 %22 to float
  %24 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %20) #5
  %25 = fmul float %24, %23
  %26 = sext i32 %9 to i64
  %27 = getelementptr inbounds %struct.float3, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %27, i64 4
  %30 = load float, ptr %29, align 4, !tbaa !9
  %31 = getelementptr inbounds i8, ptr %27, i64 8
  %32 = load float, ptr %31, align 4, !tbaa !9
  %33 = fmul contract float %28, 0x3FCB367A00000000
  %34 = fmul contract float %30, 0x3FE6E2EB20000000
  %35 = fadd contract float %33, %34
  %36 = fmul contract float %32, 0x3FB27BB300000000
  %37 = fadd contract float %35, %36
  %38 = fmul contract float %37, %25
  %39 = getelementptr inbounds i8, ptr %3, i64 4
  %40 = load float, ptr %39, align 4, !tbaa !15
  %41 = fmul contract float %40, %40
  %42 = fdiv contract float %38, %41
  %43 = fadd contract float %42, 1.000000e+00
  %44 = fmul contract float %38, %43
  %45 = fadd contract float %38, 1.000000e+00
  %46 = fdiv contract float %44, %45
  %47 = tail call noundef float @llvm.maxnum.f32(float %38, float 0x3EB0C6F7A0000000)
  %48 = fdiv contract float %46, %47
  %49 = fmul contract float %25, %48
  %50 = fmul contract float %28, %49
  %51 = tail call noundef float @llvm.minnum.f32(float %50, float 1.000000e+00)
  %52 = getelementptr inbounds i8, ptr %3, i64 8
  %53 = load float, ptr %52, align 4, !tbaa !16
  %54 = fmul float %53, 5.000000e-01
  %55 = tail call float @llvm.trunc.f32(float %54)
  %56 = fmul float %55, 2.000000e+00
  %57 = fsub float %53, %56
  %58 = tail call float @llvm.nvvm.fabs.f(float %57) #5
  %59 = fcmp une float %58, 1.000000e+00
  %60 = tail call float @llvm.nvvm.fabs.f(float %51) #5
  %61 = fcmp olt float %60, 0x3810000000000000
  %62 = fmul float %60, 0x4170000000000000
  %63 = select i1 %61, float %62, float %60
  %64 = select i1 %61, float -2.400000e+01, float 0.000000e+00
  %65 = bitcast float %63 to i32
  %66 = add i32 %65, -1060439283
  %67 = and i32 %66, -8388608
  %68 = sub i32 %65, %67
  %69 = bitcast i32 %68 to float
  %70 = sitofp i32 %67 to float
  %71 = tail call float @llvm.fma.f32(float %70, float 0x3E80000000000000, float %64)
  %72 = fadd float %69, -1.000000e+00
  %73 = fadd float %69, 1.000000e+00
  %74 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %73) #6, !srcloc !17
  %75 = fmul float %72, 2.000000e+00
  %76 = fmul float %74, %75
  %77 = fmul float %76, %76
  %78 = fsub float %72, %76
  %79 = fmul float %78, 2.000000e+00
  %80 = fneg float %76
  %81 = tail call float @llvm.fma.f32(float %80, float %72, float %79)
  %82 = tail call float @llvm.nvvm.mul.rn.f(float %74, float %81) #5
  %83 = tail call float @llvm.fma.f32(float %77, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %84 = tail call float @llvm.fma.f32(float %83, float %77, float 0x3F92776E60000000)
  %85 = tail call float @llvm.fma.f32(float %84, float %77, float 0x3FBEC709E0000000)
  %86 = tail call float @llvm.nvvm.mul.rn.f(float %85, float %77) #5
  %87 = tail call float @llvm.fma.f32(float %76, float 0x3FF7154760000000, float %71)
  %88 = fsub float %71, %87
  %89 = tail call float @llvm.fma.f32(float %76, float 0x3FF7154760000000, float %88)
  %90 = tail call float @llvm.fma.f32(float %82, float 0x3FF7154760000000, float %89)
  %91 = tail call float @llvm.fma.f32(float %76, float 0x3E54ABC680000000, float %90)
  %92 = fmul float %86, 3.000000e+00
  %93 = tail call float @llvm.fma.f32(float %92, float %82, float %91)
  %94 = tail call float @llvm.fma.f32(float %86, float %76, float %93)
  %95 = tail call float @llvm.nvvm.add.rn.f(float %87, float %94) #5
  %96 = fneg float %87
  %97 = tail call float @llvm.nvvm.add.rn.f(float %95, float %96) #5
  %98 = fneg float %97
  %99 = tail call float @llvm.nvvm.add.rn.f(float %94, float %98) #5
  %100 = tail call float @llvm.nvvm.mul.rn.f(float %95, float %53) #5
  %101 = fneg float %100
  %102 = tail call float @llvm.fma.f32(float %95, float %53, float %101)
  %103 = tail call float @llvm.fma.f32(float %99, float %53, float %102)
  %104 = tail call float @llvm.nvvm.round.f(float %100) #5
  %105 = fsub float %100, %104
  %106 = fadd float %105, %103
  %107 = tail call float @llvm.fma.f32(float %106, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %108 = tail call float @llvm.fma.f32(float %107, float %106, float 0x3F83B30AC0000000)
  %109 = tail call float @llvm.fma.f32(float %108, float %106, float 0x3FAC6AF760000000)
  %110 = tail call float @llvm.fma.f32(float %109, float %106, float 0x3FCEBFBD80000000)
  %111 = tail call float @llvm.fma.f32(float %110, float %106, float 0x3FE62E4300000000)
  %112 = tail call float @llvm.fma.f32(float %111, float %106, float 1.000000e+00)
  %113 = fptosi float %104 to i32
  %114 = fcmp ogt float %104, 0.000000e+00
  %115 = select i1 %114, i32 0, i32 -2097152000
  %116 = add nsw i32 %115, 2130706432
  %117 = bitcast i32 %116 to float
  %118 = fmul float %112, %117
  %119 = shl i32 %113, 23
  %120 = sub i32 %119, %115
  %121 = bitcast i32 %120 to float
  %122 = fmul float %118, %121
  %123 = tail call float @llvm.nvvm.fabs.f(float %100) #5
  %124 = fcmp ogt float %123, 1.520000e+02
  %125 = fcmp olt float %100, 0.000000e+00
  %126 = select i1 %125, float 0.000000e+00, float 0x7FF0000000000000
  %127 = select i1 %124, float %126, float %122
  %128 = fcmp oeq float %51, 1.000000e+00
  %129 = fcmp oeq float %53, 0.000000e+00
  %130 = select i1 %128, i1 true, i1 %129
  br i1 %130, label %163, label %131

131:                                              ; preds = %11
  %132 = fcmp uno float %60, 0.000000e+00
  br i1 %132, label %136, label %133

133:                                              ; preds = %131
  %134 = tail call float @llvm.nvvm.fabs.f(float %53) #5
  %135 = fcmp uno float %134, 0.000000e+00
  br i1 %135, label %136, label %138

136:                                              ; preds = %133, %131
  %137 = tail call float @llvm.nvvm.add.rn.f(float %51, float %53) #5
  br label %163

138:                                              ; preds = %133
  %139 = fcmp oeq float %51, 0.000000e+00
  %140 = fcmp oeq float %60, 0x7FF0000000000000
  %141 = select i1 %139, i1 true, i1 %140
  br i1 %141, label %142, label %151

142:                                              ; preds = %138
  %143 = fadd float %51, %51
  %144 = bitcast float %143 to i32
  %145 = fcmp olt float %53, 0.000000e+00
  %146 = xor i32 %144, 2139095040
  %147 = select i1 %145, i32 %146, i32 %144
  %148 = and i32 %147, 2147483647
  %149 = select i1 %59, i32 %148, i32 %147
  %150 = bitcast i32 %149 to float
  br label %163

151:                                              ; preds = %138
  %152 = fcmp oeq float %51, -1.000000e+00
  %153 = fcmp oeq float %134, 0x7FF0000000000000
  %154 = and i1 %153, %152
  br i1 %154, label %163, label %155

155:                                              ; preds = %151
  %156 = fcmp olt float %51, 0.000000e+00
  br i1 %156, label %157, label %163

157:                                              ; preds = %155
  %158 = tail call float @llvm.floor.f32(float %53)
  %159 = fcmp une float %158, %53
  %160 = fneg float %127
  %161 = select i1 %59, float %127, float %160
  %162 = select i1 %159, float 0x7FFFFFFFE0000000, float %161
  br label %163

163:                                              ; preds = %11, %136, %142, %151, %155, %157
  %164 = phi float [ 1.000000e+00, %11 ], [ %137, %136 ], [ %150, %142 ], [ %162, %157 ], [ %127, %155 ], [ 1.000000e+00, %151 ]
  %165 = fmul contract float %30, %49
  %166 = tail call noundef float @llvm.minnum.f32(float %165, float 1.000000e+00)
  %167 = tail call float @llvm.nvvm.fabs.f(float %166) #5
  %168 = fcmp olt float %167, 0x3810000000000000
  %169 = fmul float %167, 0x4170000000000000
  %170 = select i1 %168, float %169, float %167
  %171 = select i1 %168, float -2.400000e+01, float 0.000000e+00
  %172 = bitcast float %170 to i32
  %173 = add i32 %172, -1060439283
  %174 = and i32 %173, -8388608
  %175 = sub i32 %172, %174
  %176 = bitcast i32 %175 to float
  %177 = sitofp i32 %174 to float
  %178 = tail call float @llvm.fma.f32(float %177, float 0x3E80000000000000, float %171)
  %179 = fadd float %176, -1.000000e+00
  %180 = fadd float %176, 1.000000e+00
  %181 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %180) #6, !srcloc !17
  %182 = fmul float %179, 2.000000e+00
  %183 = fmul float %182, %181
  %184 = fmul float %183, %183
  %185 = fsub float %179, %183
  %186 = fmul float %185, 2.000000e+00
  %187 = fneg float %183
  %188 = tail call float @llvm.fma.f32(float %187, float %179, float %186)
  %189 = tail call float @llvm.nvvm.mul.rn.f(float %181, float %188) #5
  %190 = tail call float @llvm.fma.f32(float %184, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %191 = tail call float @llvm.fma.f32(float %190, float %184, float 0x3F92776E60000000)
  %192 = tail call float @llvm.fma.f32(float %191, float %184, float 0x3FBEC709E0000000)
  %193 = tail call float @llvm.nvvm.mul.rn.f(float %192, float %184) #5
  %194 = tail call float @llvm.fma.f32(float %183, float 0x3FF7154760000000, float %178)
  %195 = fsub float %178, %194
  %196 = tail call float @llvm.fma.f32(float %183, float 0x3FF7154760000000, float %195)
  %197 = tail call float @llvm.fma.f32(float %189, float 0x3FF7154760000000, float %196)
  %198 = tail call float @llvm.fma.f32(float %183, float 0x3E54ABC680000000, float %197)
  %199 = fmul float %193, 3.000000e+00
  %200 = tail call float @llvm.fma.f32(float %199, float %189, float %198)
  %201 = tail call float @llvm.fma.f32(float %193, float %183, float %200)
  %202 = tail call float @llvm.nvvm.add.rn.f(float %194, float %201) #5
  %203 = fneg float %194
  %204 = tail call float @llvm.nvvm.add.rn.f(float %202, float %203) #5
  %205 = fneg float %204
  %206 = tail call float @llvm.nvvm.add.rn.f(float %201, float %205) #5
  %207 = tail call float @llvm.nvvm.mul.rn.f(float %202, float %53) #5
  %208 = fneg float %207
  %209 = tail call float @llvm.fma.f32(float %202, float %53, float %208)
  %210 = tail call float @llvm.fma.f32(float %206, float %53, float %209)
  %211 = tail call float @llvm.nvvm.round.f(float %207) #5
  %212 = fsub float %207, %211
  %213 = fadd float %212, %210
  %214 = tail call float @llvm.fma.f32(float %213, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %215 = tail call float @llvm.fma.f32(float %214, float %213, float 0x3F83B30AC0000000)
  %216 = tail call float @llvm.fma.f32(float %215, float %213, float 0x3FAC6AF760000000)
  %217 = tail call float @llvm.fma.f32(float %216, float %213, float 0x3FCEBFBD80000000)
  %218 = tail call float @llvm.fma.f32(float %217, float %213, float 0x3FE62E4300000000)
  %219 = tail call float @llvm.fma.f32(float %218, float %213, float 1.000000e+00)
  %220 = fptosi float %211 to i32
  %221 = fcmp ogt float %211, 0.000000e+00
  %222 = select i1 %221, i32 0, i32 -2097152000
  %223 = add nsw i32 %222, 2130706432
  %224 = bitcast i32 %223 to float
  %225 = fmul float %219, %224
  %226 = shl i32 %220, 23
  %227 = sub i32 %226, %222
  %228 = bitcast i32 %227 to float
  %229 = fmul float %225, %228
  %230 = tail call float @llvm.nvvm.fabs.f(float %207) #5
  %231 = fcmp ogt float %230, 1.520000e+02
  %232 = fcmp olt float %207, 0.000000e+00
  %233 = select i1 %232, float 0.000000e+00, float 0x7FF0000000000000
  %234 = select i1 %231, float %233, float %229
  %235 = fcmp oeq float %166, 1.000000e+00
  %236 = select i1 %235, i1 true, i1 %129
  br i1 %236, label %269, label %237

237:                                              ; preds = %163
  %238 = fcmp uno float %167, 0.000000e+00
  br i1 %238, label %242, label %239

239:                                              ; preds = %237
  %240 = tail call float @llvm.nvvm.fabs.f(float %53) #5
  %241 = fcmp uno float %240, 0.000000e+00
  br i1 %241, label %242, label %244

242:                                              ; preds = %239, %237
  %243 = tail call float @llvm.nvvm.add.rn.f(float %166, float %53) #5
  br label %269

244:                                              ; preds = %239
  %245 = fcmp oeq float %166, 0.000000e+00
  %246 = fcmp oeq float %167, 0x7FF0000000000000
  %247 = select i1 %245, i1 true, i1 %246
  br i1 %247, label %248, label %257

248:                                              ; preds = %244
  %249 = fadd float %166, %166
  %250 = bitcast float %249 to i32
  %251 = fcmp olt float %53, 0.000000e+00
  %252 = xor i32 %250, 2139095040
  %253 = select i1 %251, i32 %252, i32 %250
  %254 = and i32 %253, 2147483647
  %255 = select i1 %59, i32 %254, i32 %253
  %256 = bitcast i32 %255 to float
  br label %269

257:                                              ; preds = %244
  %258 = fcmp oeq float %166, -1.000000e+00
  %259 = fcmp oeq float %240, 0x7FF0000000000000
  %260 = and i1 %259, %258
  br i1 %260, label %269, label %261

261:                                              ; preds = %257
  %262 = fcmp olt float %166, 0.000000e+00
  br i1 %262, label %263, label %269

263:                                              ; preds = %261
  %264 = tail call float @llvm.floor.f32(float %53)
  %265 = fcmp une float %264, %53
  %266 = fneg float %234
  %267 = select i1 %59, float %234, float %266
  %268 = select i1 %265, float 0x7FFFFFFFE0000000, float %267
  br label %269

269:                                              ; preds = %163, %242, %248, %257, %261, %263
  %270 = phi float [ 1.000000e+00, %163 ], [ %243, %242 ], [ %256, %248 ], [ %268, %263 ], [ %234, %261 ], [ 1.000000e+00, %257 ]
  %271 = fmul contract float %32, %49
  %272 = tail call noundef float @llvm.minnum.f32(float %271, float 1.000000e+00)
  %273 = tail call float @llvm.nvvm.fabs.f(float %272) #5
  %274 = fcmp olt float %273, 0x3810000000000000
  %275 = fmul float %273, 0x4170000000000000
  %276 = select i1 %274, float %275, float %273
  %277 = select i1 %274, float -2.400000e+01, float 0.000000e+00
  %278 = bitcast float %276 to i32
  %279 = add i32 %278, -1060439283
  %280 = and i32 %279, -8388608
  %281 = sub i32 %278, %280
  %282 = bitcast i32 %281 to float
  %283 = sitofp i32 %280 to float
  %284 = tail call float @llvm.fma.f32(float %283, float 0x3E80000000000000, float %277)
  %285 = fadd float %282, -1.000000e+00
  %286 = fadd float %282, 1.000000e+00
  %287 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %286) #6, !srcloc !17
  %288 = fmul float %285, 2.000000e+00
  %289 = fmul float %288, %287
  %290 = fmul float %289, %289
  %291 = fsub float %285, %289
  %292 = fmul float %291, 2.000000e+00
  %293 = fneg float %289
  %294 = tail call float @llvm.fma.f32(float %293, float %285, float %292)
  %295 = tail call float @llvm.nvvm.mul.rn.f(float %287, float %294) #5
  %296 = tail call float @llvm.fma.f32(float %290, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %297 = tail call float @llvm.fma.f32(float %296, float %290, float 0x3F92776E60000000)
  %298 = tail call float @llvm.fma.f32(float %297, float %290, float 0x3FBEC709E0000000)
  %299 = tail call float @llvm.nvvm.mul.rn.f(float %298, float %290) #5
  %300 = tail call float @llvm.fma.f32(float %289, float 0x3FF7154760000000, float %284)
  %301 = fsub float %284, %300
  %302 = tail call float @llvm.fma.f32(float %289, float 0x3FF7154760000000, float %301)
  %303 = tail call float @llvm.fma.f32(float %295, float 0x3FF7154760000000, float %302)
  %304 = tail call float @llvm.fma.f32(float %289, float 0x3E54ABC680000000, float %303)
  %305 = fmul float %299, 3.000000e+00
  %306 = tail call float @llvm.fma.f32(float %305, float %295, float %304)
  %307 = tail call float @llvm.fma.f32(float %299, float %289, float %306)
  %308 = tail call float @llvm.nvvm.add.rn.f(float %300, float %307) #5
  %309 = fneg float %300
  %310 = tail call float @llvm.nvvm.add.rn.f(float %308, float %309) #5
  %311 = fneg float %310
  %312 = tail call float @llvm.nvvm.add.rn.f(float %307, float %311) #5
  %313 = tail call float @llvm.nvvm.mul.rn.f(float %308, float %53) #5
  %314 = fneg float %313
  %315 = tail call float @llvm.fma.f32(float %308, float %53, float %314)
  %316 = tail call float @llvm.fma.f32(float %312, float %53, float %315)
  %317 = tail call float @llvm.nvvm.round.f(float %313) #5
  %318 = fsub float %313, %317
  %319 = fadd float %318, %316
  %320 = tail call float @llvm.fma.f32(float %319, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %321 = tail call float @llvm.fma.f32(float %320, float %319, float 0x3F83B30AC0000000)
  %322 = tail call float @llvm.fma.f32(float %321, float %319, float 0x3FAC6AF760000000)
  %323 = tail call float @llvm.fma.f32(float %322, float %319, float 0x3FCEBFBD80000000)
  %324 = tail call float @llvm.fma.f32(float %323, float %319, float 0x3FE62E4300000000)
  %325 = tail call float @llvm.fma.f32(float %324, float %319, float 1.000000e+00)
  %326 = fptosi float %317 to i32
  %327 = fcmp ogt float %317, 0.000000e+00
  %328 = select i1 %327, i32 0, i32 -2097152000
  %329 = add nsw i32 %328, 2130706432
  %330 = bitcast i32 %329 to float
  %331 = fmul float %325, %330
  %332 = shl i32 %326, 23
  %333 = sub i32 %332, %328
  %334 = bitcast i32 %333 to float
  %335 = fmul float %331, %334
  %336 = tail call float @llvm.nvvm.fabs.f(float %313) #5
  %337 = fcmp ogt float %336, 1.520000e+02
  %338 = fcmp olt float %313, 0.000000e+00
  %339 = select i1 %338, float 0.000000e+00, float 0x7FF0000000000000
  %340 = select i1 %337, float %339, float %335
  %341 = fcmp oeq float %272, 1.000000e+00
  %342 = select i1 %341, i1 true, i1 %129
  br i1 %342, label %375, label %343

343:                                              ; preds = %269
  %344 = fcmp uno float %273, 0.000000e+00
  br i1 %344, label %348, label %345

345:                                              ; preds = %343
  %346 = tail call float @llvm.nvvm.fabs.f(float %53) #5
  %347 = fcmp uno float %346, 0.000000e+00
  br i1 %347, label %348, label %350

348:                                              ; preds = %345, %343
  %349 = tail call float @llvm.nvvm.add.rn.f(float %272, float %53) #5
  br label %375

350:                                              ; preds = %345
  %351 = fcmp oeq float %272, 0.000000e+00
  %352 = fcmp oeq float %273, 0x7FF0000000000000
  %353 = select i1 %351, i1 true, i1 %352
  br i1 %353, label %354, label %363

354:                                              ; preds = %350
  %355 = fadd float %272, %272
  %356 = bitcast float %355 to i32
  %357 = fcmp olt float %53, 0.000000e+00
  %358 = xor i32 %356, 2139095040
  %359 = select i1 %357, i32 %358, i32 %356
  %360 = and i32 %359, 2147483647
  %361 = select i1 %59, i32 %360, i32 %359
  %362 = bitcast i32 %361 to float
  br label %375

363:                                              ; preds = %350
  %364 = fcmp oeq float %272, -1.000000e+00
  %365 = fcmp oeq float %346, 0x7FF0000000000000
  %366 = and i1 %365, %364
  br i1 %366, label %375, label %367

367:                                              ; preds = %363
  %368 = fcmp olt float %272, 0.000000e+00
  br i1 %368, label %369, label %375

369:                                              ; preds = %367
  %370 = tail call float @llvm.floor.f32(float %53)
  %371 = fcmp une float %370, %53
  %372 = fneg float %340
  %373 = select i1 %59, float %340, float %372
  %374 = select i1 %371, float 0x7FFFFFFFE0000000, float %373
  br label %375

375:                                              ; preds = %269, %348, %354, %363, %367, %369
  %376 = phi float [ 1.000000e+00, %269 ], [ %349, %348 ], [ %362, %354 ], [ %374, %369 ], [ %340, %367 ], [ 1.000000e+00, %363 ]
  %377 = getelementptr inbounds %struct.float3, ptr %1, i64 %26
  store float %164, ptr %377, align 4, !tbaa !9
  %378 = getelementptr inbounds i8, ptr %377, i64 4
  store float %270, ptr %378, align 4, !tbaa !9
  %379 = getelementptr inbounds i8, ptr %377, i64 8
  store float %376, ptr %379, align 4, !tbaa !9
  br label %380

380:                                              ; preds = %4, %375
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
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
!4 = !{ptr @log_luminance, !"kernel", i32 1}
!5 = !{ptr @tonemap_reinhard, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !10, i64 0}
!14 = !{!"_ZTS10ToneParams", !10, i64 0, !10, i64 4, !10, i64 8}
!15 = !{!14, !10, i64 4}
!16 = !{!14, !10, i64 8}
!17 = !{i32 21584}
