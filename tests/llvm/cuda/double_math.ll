; double_math: double-precision libdevice math: sin and cos of large
; phases (Payne-Hanek: the fastcc __internal_trig_reduction_slowpathd),
; a Gaussian density with exp, and haversine distances with sin, cos, asin,
; sqrt on a struct of two doubles passed by value.
;
; oscillator runs twice: phases 3 t up to 2e10 (most beyond 2^31 pi/2,
; the slow path) with phase 0, and small exact phases with phase 0.5; the
; argument is one rounding either way, fused or not. Tolerances: sin/cos
; 2 ulp, exp 1, asin 2 (guide, double table), propagated with the f64
; roundings.
; Exercises: `fastcc` device function returning { double, i32 } (extractvalue),
; a local [5 x i64] alloca, freeze i64, inline asm on 64-bit operands
; (`l`/`d` constraints, mov.b64 {lo,hi}, mul.lo/mul.hi chains),
; rsqrt.approx.ftz.f64 asm, llvm.nvvm.d2i.lo/hi/rn, lohi.i2d, mul.rn.d,
; add.rn.d, llvm.fma.f64, llvm.ctlz.i64, llvm.fshl.i64, addrspace(1)
; constant tables (__cudart_i2opi_d, __cudart_sin_cos_coeffs), byval
; struct parameters of a kernel and of a device function.
;
; launch: %oscillator grid=1 block=64
; arg: @t = f64[64] (i - i % 32) * 1.0e8 + i * 0.731
; arg: 3.0
; arg: 0.0
; arg: @s = f64[64] 0
; arg: @c = f64[64] 0
; arg: 64
; expect: @s == [0.0, 0.8125960699168024, -0.9472062987819532, 0.29151925338775997, 0.6073955573229531, -0.9995326428782859, 0.5577142065840025, 0.3494305454725825, -0.965029508628633, 0.7754604833224282, 0.06111047498783996, -0.8466941859859983, 0.9258424476248792, -0.23251826720710275, -0.6548064736224676, 0.9957964065683984, -0.5059481294641505, -0.4060356720198605, 0.9792454543044627, -0.7354262384047744, -0.12199252004175946, 0.8776273733421716, -0.901017812875895, 0.17264813163062728, 0.6997697342699777, -0.9883378999374913, 0.4522908266942987, 0.4611230440128285, -0.9898009968421523, 0.69264298250208, 0.18241855909511936, -0.9052800042480939, -0.8051118883869681, 0.9512102079151631, -0.30367070509346067, -0.597234680008019, 0.9998407579130475, -0.5682324295879877, -0.337477279314795, 0.9616147878413315, -0.7834334193405587, -0.048401578254571614, 0.8398530012324896, -0.9305772710222824, 0.2448787850179059, 0.645134344877753, -0.9968815462242782, 0.5168848088803425, 0.3943716046037039, -0.9765867794400362, 0.7439919904310234, 0.10934966363289647, -0.8714557244315638, 0.9064658865561827, -0.18517152127127415, -0.6906210025943373, 0.9901957787339986, -0.4636051006770417, -0.44979179013689624, 0.9879075233062037, -0.7017670154727846, -0.16988900587516953, 0.899799957871245, -0.8789661815696028] within 5 ulp
; expect: @c == [1.0, -0.5828272704290416, -0.32062474568846566, 0.9565649611522695, -0.7943995449044134, -0.030569524378845844, 0.830033049808486, -0.9369622691926999, 0.2621412738886784, 0.6313961029380416, -0.9981310083585023, 0.5320798393263061, 0.3779097275487531, -0.9725920292779529, 0.755796587781467, 0.09159430476544382, -0.8625639050480418, 0.9138572279340905, -0.20267792238930787, -0.6776047873693071, 0.9925310196935212, -0.4793435026789458, -0.43378208916498456, 0.9849835646570219, -0.7143684756480544, -0.15227670717200745, 0.8918705108300128, -0.887336203634419, 0.1424569642042173, 0.7212805964329162, -0.98322096666907, 0.4248153880317558, 0.593122961263489, 0.3085435793498096, -0.9527770478281057, 0.8020665415012143, 0.017845414421155267, -0.822868097549378, 0.9413336740743337, -0.27440298796636864, -0.6214757255600257, 0.9988279567685651, -0.542813905791644, -0.3660955376083157, 0.9695537017866284, -0.7640691572489708, -0.07891250089493002, 0.8560549598879337, -0.9189510528218028, 0.21512382997459398, 0.668188534902002, -0.9940033455996878, 0.490474179091477, 0.42227905052218, -0.9827062163790774, 0.7232168628949357, 0.1396865053516991, -0.8860419350269094, 0.8931334421716871, -0.1550442691459529, -0.7124065243906884, 0.9854632036168305, -0.43630268829667523, -0.476884107154927] within 5 ulp
; launch: %oscillator grid=1 block=64
; arg: @t = f64[64] i * 0.25
; arg: 0.125
; arg: 0.5
; arg: @s = f64[64] 0
; arg: @c = f64[64] 0
; arg: 64
; expect: @s == [0.479425538604203, 0.5066114548142574, 0.5333026735360201, 0.5594731312473669, 0.5850972729404622, 0.6101500770757914, 0.6346070800152693, 0.6584443999105676, 0.6816387600233341, 0.7041675114545337, 0.7260086552607126, 0.7471408639355942, 0.7675435022360271, 0.7871966473319489, 0.806081108260693, 0.8241784446666367, 0.8414709848078965, 0.8579418428124834, 0.8735749351670711, 0.888354996422273, 0.9022675940990952, 0.9152991427820066, 0.9274369173848677, 0.9386690655767598, 0.9489846193555862, 0.9583735057581397, 0.9668265566961802, 0.9743355179089173, 0.9808930570231557, 0.9864927707132337, 0.9911291909537616, 0.9947977903590559, 0.9974949866040544, 0.999218145922396, 0.9999655856782489, 0.9997365760093756, 0.9985313405398316, 0.9963510561615996, 0.9931978518853749, 0.9890748067616226, 0.9839859468739369, 0.9779362414076386, 0.9709315977974505, 0.9629788559589872, 0.9540857816096938, 0.9442610586857545, 0.9335142808623762, 0.9218559421857278, 0.9092974268256817, 0.8958509979593657, 0.8815297857963782, 0.8663477747573614, 0.850319789818452, 0.8334614820349436, 0.815789313258297, 0.7973205400614205, 0.7780731968879212, 0.7580660784417752, 0.737318721334619, 0.7158513850085791, 0.6936850319532718, 0.6708413072362862, 0.6473425173671444, 0.6232116085153726] within 5 ulp
; expect: @c == [0.8775825618903728, 0.8621744799348805, 0.8459244992310679, 0.8288484876093257, 0.8109631195052179, 0.7922858596771786, 0.7728349461524715, 0.7526293724180665, 0.7316888688738209, 0.7100338835660797, 0.6876855622205048, 0.6646657275936333, 0.6409968581633251, 0.616702066178912, 0.5918050750924775, 0.5663301963933087, 0.5403023058681398, 0.513746819310368, 0.4866896677019633, 0.4591572718923041, 0.4311765167986662, 0.40277472515355744, 0.37397963082453317, 0.34481935173254513, 0.3153223623952687, 0.28551746612221973, 0.2554337668888117, 0.22510064091681745, 0.19454770798898718, 0.16380480252583335, 0.13290194445282522, 0.10186930988644112, 0.0707372016677029, 0.03953601977196579, 0.008296231623858378, -0.022951657653640416, -0.05417713502693632, -0.08534970934727917, -0.11643894112485226, -0.14741447225241752, -0.17824605564949209, -0.2089035847981091, -0.2393571231413216, -0.26957693331574223, -0.29953350618957414, -0.3291975896777772, -0.3585402173062328, -0.38753273649701414, -0.4161468365471424, -0.44435457627350766, -0.4721284112969602, -0.4994412209389292, -0.5262663347043051, -0.5525775583247253, -0.5783491993368335, -0.6035560921705327, -0.6281736227227391, -0.6521777523926343, -0.6755450415549525, -0.6982526724483759, -0.7202784714566918, -0.7416009307609522, -0.7621992293414946, -0.782053253309314] within 5 ulp
; launch: %gaussian_pdf grid=1 block=64
; arg: @x = f64[64] i * 0.125 - 4.0
; arg: 0.5
; arg: 1.25
; arg: @pdf = f64[64] 0
; arg: 64
; expect: @pdf == [0.0004895215440910175, 0.0006981461560366081, 0.0009857753347784159, 0.0013780551512429448, 0.0019072705611718722, 0.0026134552449599345, 0.0035454787295504057, 0.004762025935820683, 0.006332361266383974, 0.008336747851538071, 0.01086637538694849, 0.01402264039485483, 0.017915624235874318, 0.02266163019328095, 0.028379674276985137, 0.03518687678434175, 0.04319277321055044, 0.052492651819741276, 0.06316012664071531, 0.07523926190150955, 0.08873666774356442, 0.10361407653271339, 0.11978197250859589, 0.13709487363824588, 0.15534884398657037, 0.17428174162604043, 0.1935765796153147, 0.21286819991900385, 0.23175324220918617, 0.249803146693409, 0.2665796823134397, 0.2816522614114396, 0.29461611224265866, 0.30511025236841927, 0.31283415518036467, 0.3175620379816094, 0.31915382432114614, 0.3175620379816094, 0.31283415518036467, 0.30511025236841927, 0.29461611224265866, 0.2816522614114396, 0.2665796823134397, 0.249803146693409, 0.23175324220918617, 0.21286819991900385, 0.1935765796153147, 0.17428174162604043, 0.15534884398657037, 0.13709487363824588, 0.11978197250859589, 0.10361407653271339, 0.08873666774356442, 0.07523926190150955, 0.06316012664071531, 0.052492651819741276, 0.04319277321055044, 0.03518687678434175, 0.028379674276985137, 0.02266163019328095, 0.017915624235874318, 0.01402264039485483, 0.01086637538694849, 0.008336747851538071] within 24 ulp
; launch: %distances_to grid=1 block=64
; arg: @points = f64[128] (i % 2) * ((i * 97) % 359 - 179.5) + (1 - i % 2) * ((i * 37) % 121 - 60.25)
; arg: @origin = f64[2] [48.8566, 2.3522]
; arg: @km = f64[64] 0
; arg: 64
; expect: @km == [14304.881301041682, 10202.748415050306, 10671.596075404123, 9239.258461924577, 6660.444716485248, 18994.627831449485, 3131.1559576000136, 17097.13661135592, 2291.008153857272, 12952.31204251204, 12066.081289598926, 8715.691375697099, 11545.372428613382, 4997.533443871975, 11329.43482332922, 10825.44642104258, 10166.19835677192, 7017.921378418847, 18832.879934758894, 3926.807351178838, 17161.316852571443, 3197.718246206808, 12933.75667809803, 12996.018742114264, 8615.633018589995, 12668.129219557704, 4731.058206351181, 12450.595453692737, 11089.916001356545, 11065.90242196211, 7513.309802278058, 8369.350356148934, 4839.94815437722, 16980.70569861221, 4212.527152482334, 12827.441541846654, 13865.885164437452, 8468.790866964619, 13767.610452431754, 4425.749749653217, 13558.655156366602, 11463.882926910463, 11917.17863151077, 8129.107542159913, 8955.258724011412, 5827.012885079508, 16649.146209996354, 5285.678175301282, 12667.454715818427, 5518.547940432109, 8305.528263244918, 14829.376648403666, 4126.594353163285, 14645.119476022002, 11939.260204916127, 12697.031791177345, 8843.130797810214, 9452.143124792563, 6862.125604451806, 16260.494379745756, 6394.68136459323, 12489.95814698483, 6383.990134414438, 8158.882261539187] within 32 ulp
; ModuleID = 'src/double_math.cu'
source_filename = "src/double_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.LatLon = type { double, double }

@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @oscillator(ptr noalias nocapture noundef readonly %0, double noundef %1, double noundef %2, ptr noalias nocapture noundef writeonly %3, ptr noalias nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %131

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = fmul contract double %16, %1
  %18 = fadd contract double %17, %2
  %19 = tail call i32 @llvm.nvvm.d2i.lo(double %18) #7
  %20 = tail call i32 @llvm.nvvm.d2i.hi(double %18) #7
  %21 = and i32 %20, 2147483647
  %22 = icmp eq i32 %21, 2146435072
  %23 = icmp eq i32 %19, 0
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %27

25:                                               ; preds = %13
  %26 = tail call double @llvm.nvvm.mul.rn.d(double %18, double 0.000000e+00) #7
  br label %41

27:                                               ; preds = %13
  %28 = fmul double %18, 0x3FE45F306DC9C883
  %29 = tail call i32 @llvm.nvvm.d2i.rn(double %28) #7
  %30 = sitofp i32 %29 to double
  %31 = fneg double %30
  %32 = tail call double @llvm.fma.f64(double %31, double 0x3FF921FB54442D18, double %18)
  %33 = tail call double @llvm.fma.f64(double %31, double 0x3C91A62633145C00, double %32)
  %34 = tail call double @llvm.fma.f64(double %31, double 0x397B839A252049C0, double %33)
  %35 = tail call double @llvm.fabs.f64(double %18)
  %36 = fcmp ult double %35, 0x41E0000000000000
  br i1 %36, label %41, label %37

37:                                               ; preds = %27
  %38 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %18) #7
  %39 = extractvalue { double, i32 } %38, 0
  %40 = extractvalue { double, i32 } %38, 1
  br label %41

41:                                               ; preds = %25, %27, %37
  %42 = phi double [ %26, %25 ], [ %39, %37 ], [ %34, %27 ]
  %43 = phi i32 [ 0, %25 ], [ %40, %37 ], [ %29, %27 ]
  %44 = and i32 %43, 1
  %45 = shl nuw nsw i32 %44, 3
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %46
  %48 = tail call double @llvm.nvvm.mul.rn.d(double %42, double %42) #7
  %49 = icmp eq i32 %44, 0
  %50 = select i1 %49, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %51 = load double, ptr addrspace(1) %47, align 16
  %52 = tail call double @llvm.fma.f64(double %50, double %48, double %51)
  %53 = getelementptr inbounds i8, ptr addrspace(1) %47, i64 8
  %54 = load double, ptr addrspace(1) %53, align 8
  %55 = tail call double @llvm.fma.f64(double %52, double %48, double %54)
  %56 = getelementptr inbounds i8, ptr addrspace(1) %47, i64 16
  %57 = load double, ptr addrspace(1) %56, align 16
  %58 = tail call double @llvm.fma.f64(double %55, double %48, double %57)
  %59 = getelementptr inbounds i8, ptr addrspace(1) %47, i64 24
  %60 = load double, ptr addrspace(1) %59, align 8
  %61 = tail call double @llvm.fma.f64(double %58, double %48, double %60)
  %62 = getelementptr inbounds i8, ptr addrspace(1) %47, i64 32
  %63 = load double, ptr addrspace(1) %62, align 16
  %64 = tail call double @llvm.fma.f64(double %61, double %48, double %63)
  %65 = getelementptr inbounds i8, ptr addrspace(1) %47, i64 40
  %66 = load double, ptr addrspace(1) %65, align 8
  %67 = tail call double @llvm.fma.f64(double %64, double %48, double %66)
  %68 = tail call double @llvm.fma.f64(double %67, double %42, double %42)
  %69 = tail call double @llvm.fma.f64(double %67, double %48, double 1.000000e+00)
  %70 = select i1 %49, double %68, double %69
  %71 = and i32 %43, 2
  %72 = icmp eq i32 %71, 0
  %73 = tail call double @llvm.fma.f64(double %70, double -1.000000e+00, double 0.000000e+00)
  %74 = select i1 %72, double %70, double %73
  %75 = getelementptr inbounds double, ptr %3, i64 %14
  store double %74, ptr %75, align 8, !tbaa !10
  br i1 %24, label %76, label %78

76:                                               ; preds = %41
  %77 = tail call double @llvm.nvvm.mul.rn.d(double %18, double 0.000000e+00) #7
  br label %96

78:                                               ; preds = %41
  %79 = fmul double %18, 0x3FE45F306DC9C883
  %80 = tail call i32 @llvm.nvvm.d2i.rn(double %79) #7
  %81 = sitofp i32 %80 to double
  %82 = fneg double %81
  %83 = tail call double @llvm.fma.f64(double %82, double 0x3FF921FB54442D18, double %18)
  %84 = tail call double @llvm.fma.f64(double %82, double 0x3C91A62633145C00, double %83)
  %85 = tail call double @llvm.fma.f64(double %82, double 0x397B839A252049C0, double %84)
  %86 = tail call double @llvm.fabs.f64(double %18)
  %87 = fcmp ult double %86, 0x41E0000000000000
  br i1 %87, label %92, label %88

88:                                               ; preds = %78
  %89 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %18) #7
  %90 = extractvalue { double, i32 } %89, 0
  %91 = extractvalue { double, i32 } %89, 1
  br label %92

92:                                               ; preds = %88, %78
  %93 = phi double [ %90, %88 ], [ %85, %78 ]
  %94 = phi i32 [ %91, %88 ], [ %80, %78 ]
  %95 = add nsw i32 %94, 1
  br label %96

96:                                               ; preds = %76, %92
  %97 = phi double [ %77, %76 ], [ %93, %92 ]
  %98 = phi i32 [ 1, %76 ], [ %95, %92 ]
  %99 = and i32 %98, 1
  %100 = shl nuw nsw i32 %99, 3
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %101
  %103 = tail call double @llvm.nvvm.mul.rn.d(double %97, double %97) #7
  %104 = icmp eq i32 %99, 0
  %105 = select i1 %104, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %106 = load double, ptr addrspace(1) %102, align 16
  %107 = tail call double @llvm.fma.f64(double %105, double %103, double %106)
  %108 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 8
  %109 = load double, ptr addrspace(1) %108, align 8
  %110 = tail call double @llvm.fma.f64(double %107, double %103, double %109)
  %111 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 16
  %112 = load double, ptr addrspace(1) %111, align 16
  %113 = tail call double @llvm.fma.f64(double %110, double %103, double %112)
  %114 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 24
  %115 = load double, ptr addrspace(1) %114, align 8
  %116 = tail call double @llvm.fma.f64(double %113, double %103, double %115)
  %117 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 32
  %118 = load double, ptr addrspace(1) %117, align 16
  %119 = tail call double @llvm.fma.f64(double %116, double %103, double %118)
  %120 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 40
  %121 = load double, ptr addrspace(1) %120, align 8
  %122 = tail call double @llvm.fma.f64(double %119, double %103, double %121)
  %123 = tail call double @llvm.fma.f64(double %122, double %97, double %97)
  %124 = tail call double @llvm.fma.f64(double %122, double %103, double 1.000000e+00)
  %125 = select i1 %104, double %123, double %124
  %126 = and i32 %98, 2
  %127 = icmp eq i32 %126, 0
  %128 = tail call double @llvm.fma.f64(double %125, double -1.000000e+00, double 0.000000e+00)
  %129 = select i1 %127, double %125, double %128
  %130 = getelementptr inbounds double, ptr %4, i64 %14
  store double %129, ptr %130, align 8, !tbaa !10
  br label %131

131:                                              ; preds = %6, %96
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @gaussian_pdf(ptr noalias nocapture noundef readonly %0, double noundef %1, double noundef %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %65

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !10
  %16 = fsub contract double %15, %1
  %17 = fdiv contract double %16, %2
  %18 = fdiv contract double 0x3FD9884533D43651, %2
  %19 = fmul contract double %17, -5.000000e-01
  %20 = fmul contract double %17, %19
  %21 = tail call double @llvm.fma.f64(double %20, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %22 = tail call i32 @llvm.nvvm.d2i.lo(double %21) #7
  %23 = tail call double @llvm.nvvm.add.rn.d(double %21, double 0xC338000000000000) #7
  %24 = tail call double @llvm.fma.f64(double %23, double 0xBFE62E42FEFA39EF, double %20)
  %25 = tail call double @llvm.fma.f64(double %23, double 0xBC7ABC9E3B39803F, double %24)
  %26 = tail call double @llvm.fma.f64(double %25, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %27 = tail call double @llvm.fma.f64(double %26, double %25, double 0x3EC71DEE62401315)
  %28 = tail call double @llvm.fma.f64(double %27, double %25, double 0x3EFA01997C89EB71)
  %29 = tail call double @llvm.fma.f64(double %28, double %25, double 0x3F2A01A014761F65)
  %30 = tail call double @llvm.fma.f64(double %29, double %25, double 0x3F56C16C1852B7AF)
  %31 = tail call double @llvm.fma.f64(double %30, double %25, double 0x3F81111111122322)
  %32 = tail call double @llvm.fma.f64(double %31, double %25, double 0x3FA55555555502A1)
  %33 = tail call double @llvm.fma.f64(double %32, double %25, double 0x3FC5555555555511)
  %34 = tail call double @llvm.fma.f64(double %33, double %25, double 0x3FE000000000000B)
  %35 = tail call double @llvm.fma.f64(double %34, double %25, double 1.000000e+00)
  %36 = tail call double @llvm.fma.f64(double %35, double %25, double 1.000000e+00)
  %37 = tail call i32 @llvm.nvvm.d2i.lo(double %36) #7
  %38 = tail call i32 @llvm.nvvm.d2i.hi(double %36) #7
  %39 = shl i32 %22, 20
  %40 = add i32 %38, %39
  %41 = tail call double @llvm.nvvm.lohi.i2d(i32 %37, i32 %40) #7
  %42 = tail call i32 @llvm.nvvm.d2i.hi(double %20) #7
  %43 = bitcast i32 %42 to float
  %44 = tail call float @llvm.nvvm.fabs.f(float %43) #7
  %45 = fcmp olt float %44, 0x4010C46560000000
  br i1 %45, label %61, label %46

46:                                               ; preds = %12
  %47 = fcmp olt double %20, 0.000000e+00
  %48 = fadd double %20, 0x7FF0000000000000
  %49 = select i1 %47, double 0.000000e+00, double %48
  %50 = fcmp olt float %44, 0x4010E90000000000
  br i1 %50, label %51, label %61

51:                                               ; preds = %46
  %52 = sdiv i32 %22, 2
  %53 = shl i32 %52, 20
  %54 = add i32 %38, %53
  %55 = tail call double @llvm.nvvm.lohi.i2d(i32 %37, i32 %54) #7
  %56 = sub nsw i32 %22, %52
  %57 = shl i32 %56, 20
  %58 = add nsw i32 %57, 1072693248
  %59 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %58) #7
  %60 = fmul double %59, %55
  br label %61

61:                                               ; preds = %12, %46, %51
  %62 = phi double [ %41, %12 ], [ %60, %51 ], [ %49, %46 ]
  %63 = fmul contract double %18, %62
  %64 = getelementptr inbounds double, ptr %3, i64 %13
  store double %63, ptr %64, align 8, !tbaa !10
  br label %65

65:                                               ; preds = %5, %61
  ret void
}

; Function Attrs: nofree nounwind memory(argmem: read)
define dso_local noundef double @_Z12haversine_km6LatLonS_(ptr nocapture noundef readonly byval(%struct.LatLon) align 8 %0, ptr nocapture noundef readonly byval(%struct.LatLon) align 8 %1) local_unnamed_addr #2 {
  %3 = load double, ptr %1, align 8, !tbaa !14
  %4 = load double, ptr %0, align 8, !tbaa !14
  %5 = fsub contract double %3, %4
  %6 = fmul contract double %5, 0x3F91DF46A2529D39
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !16
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !16
  %11 = fsub contract double %8, %10
  %12 = fmul contract double %11, 0x3F91DF46A2529D39
  %13 = fmul contract double %6, 5.000000e-01
  %14 = tail call i32 @llvm.nvvm.d2i.lo(double %13) #7
  %15 = tail call i32 @llvm.nvvm.d2i.hi(double %13) #7
  %16 = and i32 %15, 2147483647
  %17 = icmp eq i32 %16, 2146435072
  %18 = icmp eq i32 %14, 0
  %19 = select i1 %17, i1 %18, i1 false
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = tail call double @llvm.nvvm.mul.rn.d(double %13, double 0.000000e+00) #7
  br label %36

22:                                               ; preds = %2
  %23 = fmul double %13, 0x3FE45F306DC9C883
  %24 = tail call i32 @llvm.nvvm.d2i.rn(double %23) #7
  %25 = sitofp i32 %24 to double
  %26 = fneg double %25
  %27 = tail call double @llvm.fma.f64(double %26, double 0x3FF921FB54442D18, double %13)
  %28 = tail call double @llvm.fma.f64(double %26, double 0x3C91A62633145C00, double %27)
  %29 = tail call double @llvm.fma.f64(double %26, double 0x397B839A252049C0, double %28)
  %30 = tail call double @llvm.fabs.f64(double %13)
  %31 = fcmp ult double %30, 0x41E0000000000000
  br i1 %31, label %36, label %32

32:                                               ; preds = %22
  %33 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %13) #7
  %34 = extractvalue { double, i32 } %33, 0
  %35 = extractvalue { double, i32 } %33, 1
  br label %36

36:                                               ; preds = %20, %22, %32
  %37 = phi double [ %21, %20 ], [ %34, %32 ], [ %29, %22 ]
  %38 = phi i32 [ 0, %20 ], [ %35, %32 ], [ %24, %22 ]
  %39 = and i32 %38, 1
  %40 = shl nuw nsw i32 %39, 3
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %41
  %43 = tail call double @llvm.nvvm.mul.rn.d(double %37, double %37) #7
  %44 = icmp eq i32 %39, 0
  %45 = select i1 %44, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %46 = load double, ptr addrspace(1) %42, align 16
  %47 = tail call double @llvm.fma.f64(double %45, double %43, double %46)
  %48 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 8
  %49 = load double, ptr addrspace(1) %48, align 8
  %50 = tail call double @llvm.fma.f64(double %47, double %43, double %49)
  %51 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 16
  %52 = load double, ptr addrspace(1) %51, align 16
  %53 = tail call double @llvm.fma.f64(double %50, double %43, double %52)
  %54 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 24
  %55 = load double, ptr addrspace(1) %54, align 8
  %56 = tail call double @llvm.fma.f64(double %53, double %43, double %55)
  %57 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 32
  %58 = load double, ptr addrspace(1) %57, align 16
  %59 = tail call double @llvm.fma.f64(double %56, double %43, double %58)
  %60 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 40
  %61 = load double, ptr addrspace(1) %60, align 8
  %62 = tail call double @llvm.fma.f64(double %59, double %43, double %61)
  %63 = tail call double @llvm.fma.f64(double %62, double %37, double %37)
  %64 = tail call double @llvm.fma.f64(double %62, double %43, double 1.000000e+00)
  %65 = select i1 %44, double %63, double %64
  %66 = and i32 %38, 2
  %67 = icmp eq i32 %66, 0
  %68 = tail call double @llvm.fma.f64(double %65, double -1.000000e+00, double 0.000000e+00)
  %69 = select i1 %67, double %65, double %68
  %70 = fmul contract double %12, 5.000000e-01
  %71 = tail call i32 @llvm.nvvm.d2i.lo(double %70) #7
  %72 = tail call i32 @llvm.nvvm.d2i.hi(double %70) #7
  %73 = and i32 %72, 2147483647
  %74 = icmp eq i32 %73, 2146435072
  %75 = icmp eq i32 %71, 0
  %76 = select i1 %74, i1 %75, i1 false
  br i1 %76, label %77, label %79

77:                                               ; preds = %36
  %78 = tail call double @llvm.nvvm.mul.rn.d(double %70, double 0.000000e+00) #7
  br label %93

79:                                               ; preds = %36
  %80 = fmul double %70, 0x3FE45F306DC9C883
  %81 = tail call i32 @llvm.nvvm.d2i.rn(double %80) #7
  %82 = sitofp i32 %81 to double
  %83 = fneg double %82
  %84 = tail call double @llvm.fma.f64(double %83, double 0x3FF921FB54442D18, double %70)
  %85 = tail call double @llvm.fma.f64(double %83, double 0x3C91A62633145C00, double %84)
  %86 = tail call double @llvm.fma.f64(double %83, double 0x397B839A252049C0, double %85)
  %87 = tail call double @llvm.fabs.f64(double %70)
  %88 = fcmp ult double %87, 0x41E0000000000000
  br i1 %88, label %93, label %89

89:                                               ; preds = %79
  %90 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %70) #7
  %91 = extractvalue { double, i32 } %90, 0
  %92 = extractvalue { double, i32 } %90, 1
  br label %93

93:                                               ; preds = %77, %79, %89
  %94 = phi double [ %78, %77 ], [ %91, %89 ], [ %86, %79 ]
  %95 = phi i32 [ 0, %77 ], [ %92, %89 ], [ %81, %79 ]
  %96 = and i32 %95, 1
  %97 = shl nuw nsw i32 %96, 3
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %98
  %100 = tail call double @llvm.nvvm.mul.rn.d(double %94, double %94) #7
  %101 = icmp eq i32 %96, 0
  %102 = select i1 %101, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %103 = load double, ptr addrspace(1) %99, align 16
  %104 = tail call double @llvm.fma.f64(double %102, double %100, double %103)
  %105 = getelementptr inbounds i8, ptr addrspace(1) %99, i64 8
  %106 = load double, ptr addrspace(1) %105, align 8
  %107 = tail call double @llvm.fma.f64(double %104, double %100, double %106)
  %108 = getelementptr inbounds i8, ptr addrspace(1) %99, i64 16
  %109 = load double, ptr addrspace(1) %108, align 16
  %110 = tail call double @llvm.fma.f64(double %107, double %100, double %109)
  %111 = getelementptr inbounds i8, ptr addrspace(1) %99, i64 24
  %112 = load double, ptr addrspace(1) %111, align 8
  %113 = tail call double @llvm.fma.f64(double %110, double %100, double %112)
  %114 = getelementptr inbounds i8, ptr addrspace(1) %99, i64 32
  %115 = load double, ptr addrspace(1) %114, align 16
  %116 = tail call double @llvm.fma.f64(double %113, double %100, double %115)
  %117 = getelementptr inbounds i8, ptr addrspace(1) %99, i64 40
  %118 = load double, ptr addrspace(1) %117, align 8
  %119 = tail call double @llvm.fma.f64(double %116, double %100, double %118)
  %120 = tail call double @llvm.fma.f64(double %119, double %94, double %94)
  %121 = tail call double @llvm.fma.f64(double %119, double %100, double 1.000000e+00)
  %122 = select i1 %101, double %120, double %121
  %123 = and i32 %95, 2
  %124 = icmp eq i32 %123, 0
  %125 = tail call double @llvm.fma.f64(double %122, double -1.000000e+00, double 0.000000e+00)
  %126 = select i1 %124, double %122, double %125
  %127 = fmul contract double %69, %69
  %128 = fmul contract double %4, 0x3F91DF46A2529D39
  %129 = tail call i32 @llvm.nvvm.d2i.lo(double %128) #7
  %130 = tail call i32 @llvm.nvvm.d2i.hi(double %128) #7
  %131 = and i32 %130, 2147483647
  %132 = icmp eq i32 %131, 2146435072
  %133 = icmp eq i32 %129, 0
  %134 = select i1 %132, i1 %133, i1 false
  br i1 %134, label %135, label %137

135:                                              ; preds = %93
  %136 = tail call double @llvm.nvvm.mul.rn.d(double %128, double 0.000000e+00) #7
  br label %155

137:                                              ; preds = %93
  %138 = fmul double %128, 0x3FE45F306DC9C883
  %139 = tail call i32 @llvm.nvvm.d2i.rn(double %138) #7
  %140 = sitofp i32 %139 to double
  %141 = fneg double %140
  %142 = tail call double @llvm.fma.f64(double %141, double 0x3FF921FB54442D18, double %128)
  %143 = tail call double @llvm.fma.f64(double %141, double 0x3C91A62633145C00, double %142)
  %144 = tail call double @llvm.fma.f64(double %141, double 0x397B839A252049C0, double %143)
  %145 = tail call double @llvm.fabs.f64(double %128)
  %146 = fcmp ult double %145, 0x41E0000000000000
  br i1 %146, label %151, label %147

147:                                              ; preds = %137
  %148 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %128) #7
  %149 = extractvalue { double, i32 } %148, 0
  %150 = extractvalue { double, i32 } %148, 1
  br label %151

151:                                              ; preds = %147, %137
  %152 = phi double [ %149, %147 ], [ %144, %137 ]
  %153 = phi i32 [ %150, %147 ], [ %139, %137 ]
  %154 = add nsw i32 %153, 1
  br label %155

155:                                              ; preds = %135, %151
  %156 = phi double [ %136, %135 ], [ %152, %151 ]
  %157 = phi i32 [ 1, %135 ], [ %154, %151 ]
  %158 = and i32 %157, 1
  %159 = shl nuw nsw i32 %158, 3
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %160
  %162 = tail call double @llvm.nvvm.mul.rn.d(double %156, double %156) #7
  %163 = icmp eq i32 %158, 0
  %164 = select i1 %163, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %165 = load double, ptr addrspace(1) %161, align 16
  %166 = tail call double @llvm.fma.f64(double %164, double %162, double %165)
  %167 = getelementptr inbounds i8, ptr addrspace(1) %161, i64 8
  %168 = load double, ptr addrspace(1) %167, align 8
  %169 = tail call double @llvm.fma.f64(double %166, double %162, double %168)
  %170 = getelementptr inbounds i8, ptr addrspace(1) %161, i64 16
  %171 = load double, ptr addrspace(1) %170, align 16
  %172 = tail call double @llvm.fma.f64(double %169, double %162, double %171)
  %173 = getelementptr inbounds i8, ptr addrspace(1) %161, i64 24
  %174 = load double, ptr addrspace(1) %173, align 8
  %175 = tail call double @llvm.fma.f64(double %172, double %162, double %174)
  %176 = getelementptr inbounds i8, ptr addrspace(1) %161, i64 32
  %177 = load double, ptr addrspace(1) %176, align 16
  %178 = tail call double @llvm.fma.f64(double %175, double %162, double %177)
  %179 = getelementptr inbounds i8, ptr addrspace(1) %161, i64 40
  %180 = load double, ptr addrspace(1) %179, align 8
  %181 = tail call double @llvm.fma.f64(double %178, double %162, double %180)
  %182 = tail call double @llvm.fma.f64(double %181, double %156, double %156)
  %183 = tail call double @llvm.fma.f64(double %181, double %162, double 1.000000e+00)
  %184 = select i1 %163, double %182, double %183
  %185 = and i32 %157, 2
  %186 = icmp eq i32 %185, 0
  %187 = tail call double @llvm.fma.f64(double %184, double -1.000000e+00, double 0.000000e+00)
  %188 = select i1 %186, double %184, double %187
  %189 = fmul contract double %3, 0x3F91DF46A2529D39
  %190 = tail call i32 @llvm.nvvm.d2i.lo(double %189) #7
  %191 = tail call i32 @llvm.nvvm.d2i.hi(double %189) #7
  %192 = and i32 %191, 2147483647
  %193 = icmp eq i32 %192, 2146435072
  %194 = icmp eq i32 %190, 0
  %195 = select i1 %193, i1 %194, i1 false
  br i1 %195, label %196, label %198

196:                                              ; preds = %155
  %197 = tail call double @llvm.nvvm.mul.rn.d(double %189, double 0.000000e+00) #7
  br label %216

198:                                              ; preds = %155
  %199 = fmul double %189, 0x3FE45F306DC9C883
  %200 = tail call i32 @llvm.nvvm.d2i.rn(double %199) #7
  %201 = sitofp i32 %200 to double
  %202 = fneg double %201
  %203 = tail call double @llvm.fma.f64(double %202, double 0x3FF921FB54442D18, double %189)
  %204 = tail call double @llvm.fma.f64(double %202, double 0x3C91A62633145C00, double %203)
  %205 = tail call double @llvm.fma.f64(double %202, double 0x397B839A252049C0, double %204)
  %206 = tail call double @llvm.fabs.f64(double %189)
  %207 = fcmp ult double %206, 0x41E0000000000000
  br i1 %207, label %212, label %208

208:                                              ; preds = %198
  %209 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %189) #7
  %210 = extractvalue { double, i32 } %209, 0
  %211 = extractvalue { double, i32 } %209, 1
  br label %212

212:                                              ; preds = %208, %198
  %213 = phi double [ %210, %208 ], [ %205, %198 ]
  %214 = phi i32 [ %211, %208 ], [ %200, %198 ]
  %215 = add nsw i32 %214, 1
  br label %216

216:                                              ; preds = %196, %212
  %217 = phi double [ %197, %196 ], [ %213, %212 ]
  %218 = phi i32 [ 1, %196 ], [ %215, %212 ]
  %219 = and i32 %218, 1
  %220 = shl nuw nsw i32 %219, 3
  %221 = zext nneg i32 %220 to i64
  %222 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %221
  %223 = tail call double @llvm.nvvm.mul.rn.d(double %217, double %217) #7
  %224 = icmp eq i32 %219, 0
  %225 = select i1 %224, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %226 = load double, ptr addrspace(1) %222, align 16
  %227 = tail call double @llvm.fma.f64(double %225, double %223, double %226)
  %228 = getelementptr inbounds i8, ptr addrspace(1) %222, i64 8
  %229 = load double, ptr addrspace(1) %228, align 8
  %230 = tail call double @llvm.fma.f64(double %227, double %223, double %229)
  %231 = getelementptr inbounds i8, ptr addrspace(1) %222, i64 16
  %232 = load double, ptr addrspace(1) %231, align 16
  %233 = tail call double @llvm.fma.f64(double %230, double %223, double %232)
  %234 = getelementptr inbounds i8, ptr addrspace(1) %222, i64 24
  %235 = load double, ptr addrspace(1) %234, align 8
  %236 = tail call double @llvm.fma.f64(double %233, double %223, double %235)
  %237 = getelementptr inbounds i8, ptr addrspace(1) %222, i64 32
  %238 = load double, ptr addrspace(1) %237, align 16
  %239 = tail call double @llvm.fma.f64(double %236, double %223, double %238)
  %240 = getelementptr inbounds i8, ptr addrspace(1) %222, i64 40
  %241 = load double, ptr addrspace(1) %240, align 8
  %242 = tail call double @llvm.fma.f64(double %239, double %223, double %241)
  %243 = tail call double @llvm.fma.f64(double %242, double %217, double %217)
  %244 = tail call double @llvm.fma.f64(double %242, double %223, double 1.000000e+00)
  %245 = select i1 %224, double %243, double %244
  %246 = and i32 %218, 2
  %247 = icmp eq i32 %246, 0
  %248 = tail call double @llvm.fma.f64(double %245, double -1.000000e+00, double 0.000000e+00)
  %249 = select i1 %247, double %245, double %248
  %250 = fmul contract double %188, %249
  %251 = fmul contract double %126, %250
  %252 = fmul contract double %126, %251
  %253 = fadd contract double %127, %252
  %254 = tail call noundef double @llvm.sqrt.f64(double %253)
  %255 = tail call i32 @llvm.nvvm.d2i.hi(double %254) #7
  %256 = bitcast i32 %255 to float
  %257 = tail call float @llvm.nvvm.fabs.f(float %256) #7
  %258 = fcmp olt float %257, 0x3FFC4CCCC0000000
  br i1 %258, label %259, label %275

259:                                              ; preds = %216
  %260 = fmul double %254, %254
  %261 = tail call double @llvm.fma.f64(double %260, double 0x3FB0066BDC1895E9, double 0xBFB3823B180754AF)
  %262 = tail call double @llvm.fma.f64(double %261, double %260, double 0x3FB11E52CC2F79AE)
  %263 = tail call double @llvm.fma.f64(double %262, double %260, double 0xBF924EAF3526861B)
  %264 = tail call double @llvm.fma.f64(double %263, double %260, double 0x3F91DF02A31E6CB7)
  %265 = tail call double @llvm.fma.f64(double %264, double %260, double 0x3F847D18B0EEC6CC)
  %266 = tail call double @llvm.fma.f64(double %265, double %260, double 0x3F8D0AF961BA53B0)
  %267 = tail call double @llvm.fma.f64(double %266, double %260, double 0x3F91BF7734CF1C48)
  %268 = tail call double @llvm.fma.f64(double %267, double %260, double 0x3F96E91483144EF7)
  %269 = tail call double @llvm.fma.f64(double %268, double %260, double 0x3F9F1C6E0A4F9F81)
  %270 = tail call double @llvm.fma.f64(double %269, double %260, double 0x3FA6DB6DC27FA92B)
  %271 = tail call double @llvm.fma.f64(double %270, double %260, double 0x3FB333333320F91B)
  %272 = tail call double @llvm.fma.f64(double %271, double %260, double 0x3FC5555555555F4D)
  %273 = fmul double %260, %272
  %274 = tail call double @llvm.fma.f64(double %273, double %254, double %254)
  br label %320

275:                                              ; preds = %216
  %276 = tail call double @llvm.fabs.f64(double %254)
  %277 = tail call double @llvm.fma.f64(double %276, double -5.000000e-01, double 5.000000e-01)
  %278 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %277) #8, !srcloc !17
  %279 = tail call i32 @llvm.nvvm.d2i.lo(double %278) #7
  %280 = tail call i32 @llvm.nvvm.d2i.hi(double %278) #7
  %281 = add i32 %280, -1048576
  %282 = tail call double @llvm.nvvm.lohi.i2d(i32 %279, i32 %281) #7
  %283 = fmul double %277, %278
  %284 = fneg double %283
  %285 = tail call double @llvm.fma.f64(double %283, double %284, double %277)
  %286 = tail call double @llvm.fma.f64(double %285, double %282, double %283)
  %287 = fneg double %286
  %288 = tail call double @llvm.fma.f64(double %278, double %287, double 1.000000e+00)
  %289 = tail call double @llvm.fma.f64(double %288, double %282, double %282)
  %290 = tail call double @llvm.fma.f64(double %286, double %287, double %277)
  %291 = tail call double @llvm.fma.f64(double %290, double %289, double %286)
  %292 = tail call i32 @llvm.nvvm.d2i.hi(double %277) #7
  %293 = icmp slt i32 %292, 0
  %294 = select i1 %293, double 0xFFF8000000000000, double %291
  %295 = fcmp one double %277, 0.000000e+00
  %296 = select i1 %295, double %294, double %277
  %297 = tail call double @llvm.fma.f64(double %277, double 0x3FB0066BDC1895E9, double 0xBFB3823B180754AF)
  %298 = tail call double @llvm.fma.f64(double %297, double %277, double 0x3FB11E52CC2F79AE)
  %299 = tail call double @llvm.fma.f64(double %298, double %277, double 0xBF924EAF3526861B)
  %300 = tail call double @llvm.fma.f64(double %299, double %277, double 0x3F91DF02A31E6CB7)
  %301 = tail call double @llvm.fma.f64(double %300, double %277, double 0x3F847D18B0EEC6CC)
  %302 = tail call double @llvm.fma.f64(double %301, double %277, double 0x3F8D0AF961BA53B0)
  %303 = tail call double @llvm.fma.f64(double %302, double %277, double 0x3F91BF7734CF1C48)
  %304 = tail call double @llvm.fma.f64(double %303, double %277, double 0x3F96E91483144EF7)
  %305 = tail call double @llvm.fma.f64(double %304, double %277, double 0x3F9F1C6E0A4F9F81)
  %306 = tail call double @llvm.fma.f64(double %305, double %277, double 0x3FA6DB6DC27FA92B)
  %307 = tail call double @llvm.fma.f64(double %306, double %277, double 0x3FB333333320F91B)
  %308 = tail call double @llvm.fma.f64(double %307, double %277, double 0x3FC5555555555F4D)
  %309 = fmul double %277, %308
  %310 = fmul double %296, -2.000000e+00
  %311 = tail call double @llvm.fma.f64(double %310, double %309, double 0x3C91A62633145C07)
  %312 = fadd double %310, 0x3FE921FB54442D18
  %313 = fadd double %312, %311
  %314 = fadd double %313, 0x3FE921FB54442D18
  %315 = tail call i32 @llvm.nvvm.d2i.lo(double %314) #7
  %316 = tail call i32 @llvm.nvvm.d2i.hi(double %314) #7
  %317 = and i32 %255, -2147483648
  %318 = or i32 %316, %317
  %319 = tail call double @llvm.nvvm.lohi.i2d(i32 %315, i32 %318) #7
  br label %320

320:                                              ; preds = %259, %275
  %321 = phi double [ %274, %259 ], [ %319, %275 ]
  %322 = fmul contract double %321, 0x40C8E30240B78034
  ret double %322
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @distances_to(ptr noalias nocapture noundef readonly %0, ptr nocapture noundef readonly byval(%struct.LatLon) align 8 %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %335

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.LatLon, ptr %0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %13, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = load double, ptr %1, align 8, !tbaa !10
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !10
  %20 = fsub contract double %17, %14
  %21 = fmul contract double %20, 0x3F91DF46A2529D39
  %22 = fsub contract double %19, %16
  %23 = fmul contract double %22, 0x3F91DF46A2529D39
  %24 = fmul contract double %21, 5.000000e-01
  %25 = tail call i32 @llvm.nvvm.d2i.lo(double %24) #7
  %26 = tail call i32 @llvm.nvvm.d2i.hi(double %24) #7
  %27 = and i32 %26, 2147483647
  %28 = icmp eq i32 %27, 2146435072
  %29 = icmp eq i32 %25, 0
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %31, label %33

31:                                               ; preds = %11
  %32 = tail call double @llvm.nvvm.mul.rn.d(double %24, double 0.000000e+00) #7
  br label %47

33:                                               ; preds = %11
  %34 = fmul double %24, 0x3FE45F306DC9C883
  %35 = tail call i32 @llvm.nvvm.d2i.rn(double %34) #7
  %36 = sitofp i32 %35 to double
  %37 = fneg double %36
  %38 = tail call double @llvm.fma.f64(double %37, double 0x3FF921FB54442D18, double %24)
  %39 = tail call double @llvm.fma.f64(double %37, double 0x3C91A62633145C00, double %38)
  %40 = tail call double @llvm.fma.f64(double %37, double 0x397B839A252049C0, double %39)
  %41 = tail call double @llvm.fabs.f64(double %24)
  %42 = fcmp ult double %41, 0x41E0000000000000
  br i1 %42, label %47, label %43

43:                                               ; preds = %33
  %44 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %24) #7
  %45 = extractvalue { double, i32 } %44, 0
  %46 = extractvalue { double, i32 } %44, 1
  br label %47

47:                                               ; preds = %43, %33, %31
  %48 = phi double [ %32, %31 ], [ %45, %43 ], [ %40, %33 ]
  %49 = phi i32 [ 0, %31 ], [ %46, %43 ], [ %35, %33 ]
  %50 = and i32 %49, 1
  %51 = shl nuw nsw i32 %50, 3
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %52
  %54 = tail call double @llvm.nvvm.mul.rn.d(double %48, double %48) #7
  %55 = icmp eq i32 %50, 0
  %56 = select i1 %55, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %57 = load double, ptr addrspace(1) %53, align 16
  %58 = tail call double @llvm.fma.f64(double %56, double %54, double %57)
  %59 = getelementptr inbounds i8, ptr addrspace(1) %53, i64 8
  %60 = load double, ptr addrspace(1) %59, align 8
  %61 = tail call double @llvm.fma.f64(double %58, double %54, double %60)
  %62 = getelementptr inbounds i8, ptr addrspace(1) %53, i64 16
  %63 = load double, ptr addrspace(1) %62, align 16
  %64 = tail call double @llvm.fma.f64(double %61, double %54, double %63)
  %65 = getelementptr inbounds i8, ptr addrspace(1) %53, i64 24
  %66 = load double, ptr addrspace(1) %65, align 8
  %67 = tail call double @llvm.fma.f64(double %64, double %54, double %66)
  %68 = getelementptr inbounds i8, ptr addrspace(1) %53, i64 32
  %69 = load double, ptr addrspace(1) %68, align 16
  %70 = tail call double @llvm.fma.f64(double %67, double %54, double %69)
  %71 = getelementptr inbounds i8, ptr addrspace(1) %53, i64 40
  %72 = load double, ptr addrspace(1) %71, align 8
  %73 = tail call double @llvm.fma.f64(double %70, double %54, double %72)
  %74 = tail call double @llvm.fma.f64(double %73, double %48, double %48)
  %75 = tail call double @llvm.fma.f64(double %73, double %54, double 1.000000e+00)
  %76 = select i1 %55, double %74, double %75
  %77 = and i32 %49, 2
  %78 = icmp eq i32 %77, 0
  %79 = tail call double @llvm.fma.f64(double %76, double -1.000000e+00, double 0.000000e+00)
  %80 = select i1 %78, double %76, double %79
  %81 = fmul contract double %23, 5.000000e-01
  %82 = tail call i32 @llvm.nvvm.d2i.lo(double %81) #7
  %83 = tail call i32 @llvm.nvvm.d2i.hi(double %81) #7
  %84 = and i32 %83, 2147483647
  %85 = icmp eq i32 %84, 2146435072
  %86 = icmp eq i32 %82, 0
  %87 = select i1 %85, i1 %86, i1 false
  br i1 %87, label %88, label %90

88:                                               ; preds = %47
  %89 = tail call double @llvm.nvvm.mul.rn.d(double %81, double 0.000000e+00) #7
  br label %104

90:                                               ; preds = %47
  %91 = fmul double %81, 0x3FE45F306DC9C883
  %92 = tail call i32 @llvm.nvvm.d2i.rn(double %91) #7
  %93 = sitofp i32 %92 to double
  %94 = fneg double %93
  %95 = tail call double @llvm.fma.f64(double %94, double 0x3FF921FB54442D18, double %81)
  %96 = tail call double @llvm.fma.f64(double %94, double 0x3C91A62633145C00, double %95)
  %97 = tail call double @llvm.fma.f64(double %94, double 0x397B839A252049C0, double %96)
  %98 = tail call double @llvm.fabs.f64(double %81)
  %99 = fcmp ult double %98, 0x41E0000000000000
  br i1 %99, label %104, label %100

100:                                              ; preds = %90
  %101 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %81) #7
  %102 = extractvalue { double, i32 } %101, 0
  %103 = extractvalue { double, i32 } %101, 1
  br label %104

104:                                              ; preds = %100, %90, %88
  %105 = phi double [ %89, %88 ], [ %102, %100 ], [ %97, %90 ]
  %106 = phi i32 [ 0, %88 ], [ %103, %100 ], [ %92, %90 ]
  %107 = and i32 %106, 1
  %108 = shl nuw nsw i32 %107, 3
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %109
  %111 = tail call double @llvm.nvvm.mul.rn.d(double %105, double %105) #7
  %112 = icmp eq i32 %107, 0
  %113 = select i1 %112, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %114 = load double, ptr addrspace(1) %110, align 16
  %115 = tail call double @llvm.fma.f64(double %113, double %111, double %114)
  %116 = getelementptr inbounds i8, ptr addrspace(1) %110, i64 8
  %117 = load double, ptr addrspace(1) %116, align 8
  %118 = tail call double @llvm.fma.f64(double %115, double %111, double %117)
  %119 = getelementptr inbounds i8, ptr addrspace(1) %110, i64 16
  %120 = load double, ptr addrspace(1) %119, align 16
  %121 = tail call double @llvm.fma.f64(double %118, double %111, double %120)
  %122 = getelementptr inbounds i8, ptr addrspace(1) %110, i64 24
  %123 = load double, ptr addrspace(1) %122, align 8
  %124 = tail call double @llvm.fma.f64(double %121, double %111, double %123)
  %125 = getelementptr inbounds i8, ptr addrspace(1) %110, i64 32
  %126 = load double, ptr addrspace(1) %125, align 16
  %127 = tail call double @llvm.fma.f64(double %124, double %111, double %126)
  %128 = getelementptr inbounds i8, ptr addrspace(1) %110, i64 40
  %129 = load double, ptr addrspace(1) %128, align 8
  %130 = tail call double @llvm.fma.f64(double %127, double %111, double %129)
  %131 = tail call double @llvm.fma.f64(double %130, double %105, double %105)
  %132 = tail call double @llvm.fma.f64(double %130, double %111, double 1.000000e+00)
  %133 = select i1 %112, double %131, double %132
  %134 = and i32 %106, 2
  %135 = icmp eq i32 %134, 0
  %136 = tail call double @llvm.fma.f64(double %133, double -1.000000e+00, double 0.000000e+00)
  %137 = select i1 %135, double %133, double %136
  %138 = fmul contract double %80, %80
  %139 = fmul contract double %14, 0x3F91DF46A2529D39
  %140 = tail call i32 @llvm.nvvm.d2i.lo(double %139) #7
  %141 = tail call i32 @llvm.nvvm.d2i.hi(double %139) #7
  %142 = and i32 %141, 2147483647
  %143 = icmp eq i32 %142, 2146435072
  %144 = icmp eq i32 %140, 0
  %145 = select i1 %143, i1 %144, i1 false
  br i1 %145, label %146, label %148

146:                                              ; preds = %104
  %147 = tail call double @llvm.nvvm.mul.rn.d(double %139, double 0.000000e+00) #7
  br label %166

148:                                              ; preds = %104
  %149 = fmul double %139, 0x3FE45F306DC9C883
  %150 = tail call i32 @llvm.nvvm.d2i.rn(double %149) #7
  %151 = sitofp i32 %150 to double
  %152 = fneg double %151
  %153 = tail call double @llvm.fma.f64(double %152, double 0x3FF921FB54442D18, double %139)
  %154 = tail call double @llvm.fma.f64(double %152, double 0x3C91A62633145C00, double %153)
  %155 = tail call double @llvm.fma.f64(double %152, double 0x397B839A252049C0, double %154)
  %156 = tail call double @llvm.fabs.f64(double %139)
  %157 = fcmp ult double %156, 0x41E0000000000000
  br i1 %157, label %162, label %158

158:                                              ; preds = %148
  %159 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %139) #7
  %160 = extractvalue { double, i32 } %159, 0
  %161 = extractvalue { double, i32 } %159, 1
  br label %162

162:                                              ; preds = %158, %148
  %163 = phi double [ %160, %158 ], [ %155, %148 ]
  %164 = phi i32 [ %161, %158 ], [ %150, %148 ]
  %165 = add nsw i32 %164, 1
  br label %166

166:                                              ; preds = %162, %146
  %167 = phi double [ %147, %146 ], [ %163, %162 ]
  %168 = phi i32 [ 1, %146 ], [ %165, %162 ]
  %169 = and i32 %168, 1
  %170 = shl nuw nsw i32 %169, 3
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %171
  %173 = tail call double @llvm.nvvm.mul.rn.d(double %167, double %167) #7
  %174 = icmp eq i32 %169, 0
  %175 = select i1 %174, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %176 = load double, ptr addrspace(1) %172, align 16
  %177 = tail call double @llvm.fma.f64(double %175, double %173, double %176)
  %178 = getelementptr inbounds i8, ptr addrspace(1) %172, i64 8
  %179 = load double, ptr addrspace(1) %178, align 8
  %180 = tail call double @llvm.fma.f64(double %177, double %173, double %179)
  %181 = getelementptr inbounds i8, ptr addrspace(1) %172, i64 16
  %182 = load double, ptr addrspace(1) %181, align 16
  %183 = tail call double @llvm.fma.f64(double %180, double %173, double %182)
  %184 = getelementptr inbounds i8, ptr addrspace(1) %172, i64 24
  %185 = load double, ptr addrspace(1) %184, align 8
  %186 = tail call double @llvm.fma.f64(double %183, double %173, double %185)
  %187 = getelementptr inbounds i8, ptr addrspace(1) %172, i64 32
  %188 = load double, ptr addrspace(1) %187, align 16
  %189 = tail call double @llvm.fma.f64(double %186, double %173, double %188)
  %190 = getelementptr inbounds i8, ptr addrspace(1) %172, i64 40
  %191 = load double, ptr addrspace(1) %190, align 8
  %192 = tail call double @llvm.fma.f64(double %189, double %173, double %191)
  %193 = tail call double @llvm.fma.f64(double %192, double %167, double %167)
  %194 = tail call double @llvm.fma.f64(double %192, double %173, double 1.000000e+00)
  %195 = select i1 %174, double %193, double %194
  %196 = and i32 %168, 2
  %197 = icmp eq i32 %196, 0
  %198 = tail call double @llvm.fma.f64(double %195, double -1.000000e+00, double 0.000000e+00)
  %199 = select i1 %197, double %195, double %198
  %200 = fmul contract double %17, 0x3F91DF46A2529D39
  %201 = tail call i32 @llvm.nvvm.d2i.lo(double %200) #7
  %202 = tail call i32 @llvm.nvvm.d2i.hi(double %200) #7
  %203 = and i32 %202, 2147483647
  %204 = icmp eq i32 %203, 2146435072
  %205 = icmp eq i32 %201, 0
  %206 = select i1 %204, i1 %205, i1 false
  br i1 %206, label %207, label %209

207:                                              ; preds = %166
  %208 = tail call double @llvm.nvvm.mul.rn.d(double %200, double 0.000000e+00) #7
  br label %227

209:                                              ; preds = %166
  %210 = fmul double %200, 0x3FE45F306DC9C883
  %211 = tail call i32 @llvm.nvvm.d2i.rn(double %210) #7
  %212 = sitofp i32 %211 to double
  %213 = fneg double %212
  %214 = tail call double @llvm.fma.f64(double %213, double 0x3FF921FB54442D18, double %200)
  %215 = tail call double @llvm.fma.f64(double %213, double 0x3C91A62633145C00, double %214)
  %216 = tail call double @llvm.fma.f64(double %213, double 0x397B839A252049C0, double %215)
  %217 = tail call double @llvm.fabs.f64(double %200)
  %218 = fcmp ult double %217, 0x41E0000000000000
  br i1 %218, label %223, label %219

219:                                              ; preds = %209
  %220 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %200) #7
  %221 = extractvalue { double, i32 } %220, 0
  %222 = extractvalue { double, i32 } %220, 1
  br label %223

223:                                              ; preds = %219, %209
  %224 = phi double [ %221, %219 ], [ %216, %209 ]
  %225 = phi i32 [ %222, %219 ], [ %211, %209 ]
  %226 = add nsw i32 %225, 1
  br label %227

227:                                              ; preds = %223, %207
  %228 = phi double [ %208, %207 ], [ %224, %223 ]
  %229 = phi i32 [ 1, %207 ], [ %226, %223 ]
  %230 = and i32 %229, 1
  %231 = shl nuw nsw i32 %230, 3
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %232
  %234 = tail call double @llvm.nvvm.mul.rn.d(double %228, double %228) #7
  %235 = icmp eq i32 %230, 0
  %236 = select i1 %235, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %237 = load double, ptr addrspace(1) %233, align 16
  %238 = tail call double @llvm.fma.f64(double %236, double %234, double %237)
  %239 = getelementptr inbounds i8, ptr addrspace(1) %233, i64 8
  %240 = load double, ptr addrspace(1) %239, align 8
  %241 = tail call double @llvm.fma.f64(double %238, double %234, double %240)
  %242 = getelementptr inbounds i8, ptr addrspace(1) %233, i64 16
  %243 = load double, ptr addrspace(1) %242, align 16
  %244 = tail call double @llvm.fma.f64(double %241, double %234, double %243)
  %245 = getelementptr inbounds i8, ptr addrspace(1) %233, i64 24
  %246 = load double, ptr addrspace(1) %245, align 8
  %247 = tail call double @llvm.fma.f64(double %244, double %234, double %246)
  %248 = getelementptr inbounds i8, ptr addrspace(1) %233, i64 32
  %249 = load double, ptr addrspace(1) %248, align 16
  %250 = tail call double @llvm.fma.f64(double %247, double %234, double %249)
  %251 = getelementptr inbounds i8, ptr addrspace(1) %233, i64 40
  %252 = load double, ptr addrspace(1) %251, align 8
  %253 = tail call double @llvm.fma.f64(double %250, double %234, double %252)
  %254 = tail call double @llvm.fma.f64(double %253, double %228, double %228)
  %255 = tail call double @llvm.fma.f64(double %253, double %234, double 1.000000e+00)
  %256 = select i1 %235, double %254, double %255
  %257 = and i32 %229, 2
  %258 = icmp eq i32 %257, 0
  %259 = tail call double @llvm.fma.f64(double %256, double -1.000000e+00, double 0.000000e+00)
  %260 = select i1 %258, double %256, double %259
  %261 = fmul contract double %199, %260
  %262 = fmul contract double %137, %261
  %263 = fmul contract double %137, %262
  %264 = fadd contract double %138, %263
  %265 = tail call noundef double @llvm.sqrt.f64(double %264)
  %266 = tail call i32 @llvm.nvvm.d2i.hi(double %265) #7
  %267 = bitcast i32 %266 to float
  %268 = tail call float @llvm.nvvm.fabs.f(float %267) #7
  %269 = fcmp olt float %268, 0x3FFC4CCCC0000000
  br i1 %269, label %270, label %286

270:                                              ; preds = %227
  %271 = fmul double %265, %265
  %272 = tail call double @llvm.fma.f64(double %271, double 0x3FB0066BDC1895E9, double 0xBFB3823B180754AF)
  %273 = tail call double @llvm.fma.f64(double %272, double %271, double 0x3FB11E52CC2F79AE)
  %274 = tail call double @llvm.fma.f64(double %273, double %271, double 0xBF924EAF3526861B)
  %275 = tail call double @llvm.fma.f64(double %274, double %271, double 0x3F91DF02A31E6CB7)
  %276 = tail call double @llvm.fma.f64(double %275, double %271, double 0x3F847D18B0EEC6CC)
  %277 = tail call double @llvm.fma.f64(double %276, double %271, double 0x3F8D0AF961BA53B0)
  %278 = tail call double @llvm.fma.f64(double %277, double %271, double 0x3F91BF7734CF1C48)
  %279 = tail call double @llvm.fma.f64(double %278, double %271, double 0x3F96E91483144EF7)
  %280 = tail call double @llvm.fma.f64(double %279, double %271, double 0x3F9F1C6E0A4F9F81)
  %281 = tail call double @llvm.fma.f64(double %280, double %271, double 0x3FA6DB6DC27FA92B)
  %282 = tail call double @llvm.fma.f64(double %281, double %271, double 0x3FB333333320F91B)
  %283 = tail call double @llvm.fma.f64(double %282, double %271, double 0x3FC5555555555F4D)
  %284 = fmul double %271, %283
  %285 = tail call double @llvm.fma.f64(double %284, double %265, double %265)
  br label %331

286:                                              ; preds = %227
  %287 = tail call double @llvm.fabs.f64(double %265)
  %288 = tail call double @llvm.fma.f64(double %287, double -5.000000e-01, double 5.000000e-01)
  %289 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %288) #8, !srcloc !17
  %290 = tail call i32 @llvm.nvvm.d2i.lo(double %289) #7
  %291 = tail call i32 @llvm.nvvm.d2i.hi(double %289) #7
  %292 = add i32 %291, -1048576
  %293 = tail call double @llvm.nvvm.lohi.i2d(i32 %290, i32 %292) #7
  %294 = fmul double %288, %289
  %295 = fneg double %294
  %296 = tail call double @llvm.fma.f64(double %294, double %295, double %288)
  %297 = tail call double @llvm.fma.f64(double %296, double %293, double %294)
  %298 = fneg double %297
  %299 = tail call double @llvm.fma.f64(double %289, double %298, double 1.000000e+00)
  %300 = tail call double @llvm.fma.f64(double %299, double %293, double %293)
  %301 = tail call double @llvm.fma.f64(double %297, double %298, double %288)
  %302 = tail call double @llvm.fma.f64(double %301, double %300, double %297)
  %303 = tail call i32 @llvm.nvvm.d2i.hi(double %288) #7
  %304 = icmp slt i32 %303, 0
  %305 = select i1 %304, double 0xFFF8000000000000, double %302
  %306 = fcmp one double %288, 0.000000e+00
  %307 = select i1 %306, double %305, double %288
  %308 = tail call double @llvm.fma.f64(double %288, double 0x3FB0066BDC1895E9, double 0xBFB3823B180754AF)
  %309 = tail call double @llvm.fma.f64(double %308, double %288, double 0x3FB11E52CC2F79AE)
  %310 = tail call double @llvm.fma.f64(double %309, double %288, double 0xBF924EAF3526861B)
  %311 = tail call double @llvm.fma.f64(double %310, double %288, double 0x3F91DF02A31E6CB7)
  %312 = tail call double @llvm.fma.f64(double %311, double %288, double 0x3F847D18B0EEC6CC)
  %313 = tail call double @llvm.fma.f64(double %312, double %288, double 0x3F8D0AF961BA53B0)
  %314 = tail call double @llvm.fma.f64(double %313, double %288, double 0x3F91BF7734CF1C48)
  %315 = tail call double @llvm.fma.f64(double %314, double %288, double 0x3F96E91483144EF7)
  %316 = tail call double @llvm.fma.f64(double %315, double %288, double 0x3F9F1C6E0A4F9F81)
  %317 = tail call double @llvm.fma.f64(double %316, double %288, double 0x3FA6DB6DC27FA92B)
  %318 = tail call double @llvm.fma.f64(double %317, double %288, double 0x3FB333333320F91B)
  %319 = tail call double @llvm.fma.f64(double %318, double %288, double 0x3FC5555555555F4D)
  %320 = fmul double %288, %319
  %321 = fmul double %307, -2.000000e+00
  %322 = tail call double @llvm.fma.f64(double %321, double %320, double 0x3C91A62633145C07)
  %323 = fadd double %321, 0x3FE921FB54442D18
  %324 = fadd double %323, %322
  %325 = fadd double %324, 0x3FE921FB54442D18
  %326 = tail call i32 @llvm.nvvm.d2i.lo(double %325) #7
  %327 = tail call i32 @llvm.nvvm.d2i.hi(double %325) #7
  %328 = and i32 %266, -2147483648
  %329 = or i32 %327, %328
  %330 = tail call double @llvm.nvvm.lohi.i2d(i32 %326, i32 %329) #7
  br label %331

331:                                              ; preds = %270, %286
  %332 = phi double [ %285, %270 ], [ %330, %286 ]
  %333 = fmul contract double %332, 0x40C8E30240B78034
  %334 = getelementptr inbounds double, ptr %2, i64 %12
  store double %333, ptr %334, align 8, !tbaa !10
  br label %335

335:                                              ; preds = %331, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #4

; Function Attrs: nofree noinline nosync nounwind memory(none)
define internal fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %0) unnamed_addr #5 {
  %2 = alloca [5 x i64], align 8
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #7
  %4 = and i32 %3, -2147483648
  %5 = lshr i32 %3, 20
  %6 = and i32 %5, 2047
  %7 = icmp eq i32 %6, 2047
  br i1 %7, label %105, label %8

8:                                                ; preds = %1
  %9 = add nsw i32 %6, -1024
  %10 = bitcast double %0 to i64
  %11 = shl i64 %10, 11
  %12 = or i64 %11, -9223372036854775808
  %13 = lshr i32 %9, 6
  %14 = sub nsw i32 15, %13
  %15 = sub nsw i32 19, %13
  %16 = icmp ult i32 %9, 128
  %17 = select i1 %16, i32 18, i32 %15
  %18 = icmp slt i32 %14, %17
  br i1 %18, label %19, label %33

19:                                               ; preds = %8, %19
  %20 = phi i32 [ %31, %19 ], [ %14, %8 ]
  %21 = phi i64 [ %27, %19 ], [ 0, %8 ]
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds [18 x i64], ptr addrspace(1) @__cudart_i2opi_d, i64 0, i64 %22
  %24 = load i64, ptr addrspace(1) %23, align 8
  %25 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %24, i64 %12, i64 %21) #8, !srcloc !18
  %26 = extractvalue { i64, i64 } %25, 0
  %27 = extractvalue { i64, i64 } %25, 1
  %28 = sub nsw i32 %20, %14
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %29
  store i64 %26, ptr %30, align 8
  %31 = add nsw i32 %20, 1
  %32 = icmp eq i32 %31, %17
  br i1 %32, label %33, label %19, !llvm.loop !19

33:                                               ; preds = %19, %8
  %34 = phi i64 [ 0, %8 ], [ %27, %19 ]
  %35 = phi i32 [ %14, %8 ], [ %17, %19 ]
  %36 = sub nsw i32 %35, %14
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %37
  store i64 %34, ptr %38, align 8
  %39 = and i32 %5, 63
  %40 = getelementptr inbounds i8, ptr %2, i64 16
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds i8, ptr %2, i64 24
  %43 = load i64, ptr %42, align 8
  %44 = icmp eq i32 %39, 0
  br i1 %44, label %57, label %45

45:                                               ; preds = %33
  %46 = sub nuw nsw i32 64, %39
  %47 = zext nneg i32 %39 to i64
  %48 = shl i64 %43, %47
  %49 = zext nneg i32 %46 to i64
  %50 = lshr i64 %41, %49
  %51 = or i64 %48, %50
  %52 = shl i64 %41, %47
  %53 = getelementptr inbounds i8, ptr %2, i64 8
  %54 = load i64, ptr %53, align 8
  %55 = lshr i64 %54, %49
  %56 = or i64 %55, %52
  br label %57

57:                                               ; preds = %45, %33
  %58 = phi i64 [ %51, %45 ], [ %43, %33 ]
  %59 = phi i64 [ %56, %45 ], [ %41, %33 ]
  %60 = lshr i64 %58, 62
  %61 = trunc nuw nsw i64 %60 to i32
  %62 = tail call i64 @llvm.fshl.i64(i64 %58, i64 %59, i64 2)
  %63 = shl i64 %59, 2
  %64 = lshr i64 %62, 63
  %65 = trunc nuw nsw i64 %64 to i32
  %66 = add nuw nsw i32 %65, %61
  %67 = icmp eq i32 %4, 0
  %68 = sub nsw i32 0, %66
  %69 = select i1 %67, i32 %66, i32 %68
  %70 = icmp sgt i64 %62, -1
  br i1 %70, label %76, label %71

71:                                               ; preds = %57
  %72 = xor i32 %4, -2147483648
  %73 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %63, i64 %62) #8, !srcloc !21
  %74 = extractvalue { i64, i64 } %73, 0
  %75 = extractvalue { i64, i64 } %73, 1
  br label %76

76:                                               ; preds = %71, %57
  %77 = phi i64 [ %75, %71 ], [ %62, %57 ]
  %78 = phi i64 [ %74, %71 ], [ %63, %57 ]
  %79 = phi i32 [ %72, %71 ], [ %4, %57 ]
  %80 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %77, i1 false)
  %81 = freeze i64 %78
  %82 = tail call i64 @llvm.fshl.i64(i64 %77, i64 %81, i64 %80)
  %83 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %82, i64 -3958705157555305931) #8, !srcloc !22
  %84 = extractvalue { i64, i64 } %83, 1
  %85 = icmp sgt i64 %84, 0
  br i1 %85, label %86, label %91

86:                                               ; preds = %76
  %87 = add nuw nsw i64 %80, 1
  %88 = extractvalue { i64, i64 } %83, 0
  %89 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %88, i64 %84, i64 %88, i64 %84) #8, !srcloc !23
  %90 = extractvalue { i64, i64 } %89, 1
  br label %91

91:                                               ; preds = %86, %76
  %92 = phi i64 [ %90, %86 ], [ %84, %76 ]
  %93 = phi i64 [ %87, %86 ], [ %80, %76 ]
  %94 = zext i32 %79 to i64
  %95 = shl nuw i64 %94, 32
  %96 = add i64 %92, 1
  %97 = lshr i64 %96, 10
  %98 = add nuw nsw i64 %97, 1
  %99 = lshr i64 %98, 1
  %100 = shl nuw nsw i64 %93, 52
  %101 = sub nsw i64 %99, %100
  %102 = add nsw i64 %101, 4602678819172646912
  %103 = or i64 %102, %95
  %104 = bitcast i64 %103 to double
  br label %105

105:                                              ; preds = %1, %91
  %106 = phi double [ %104, %91 ], [ %0, %1 ]
  %107 = phi i32 [ %69, %91 ], [ 0, %1 ]
  %108 = insertvalue { double, i32 } poison, double %106, 0
  %109 = insertvalue { double, i32 } %108, i32 %107, 1
  ret { double, i32 } %109
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #6

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nofree nounwind memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree noinline nosync nounwind memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @oscillator, !"kernel", i32 1}
!5 = !{ptr @gaussian_pdf, !"kernel", i32 1}
!6 = !{ptr @distances_to, !"kernel", i32 1}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{i32 2, i32 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !11, i64 0}
!15 = !{!"_ZTS6LatLon", !11, i64 0, !11, i64 8}
!16 = !{!15, !11, i64 8}
!17 = !{i32 151279}
!18 = !{i32 157355, i32 157359, i32 157428, i32 157476, i32 157524, i32 157572, i32 157620, i32 157668, i32 157716, i32 157764, i32 157812, i32 157860, i32 157908, i32 157956, i32 158004, i32 158052, i32 158100}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.count", i32 1}
!21 = !{i32 155089, i32 155093, i32 155164, i32 155206, i32 155248, i32 155290, i32 155332, i32 155374, i32 155416, i32 155458, i32 155500, i32 155542, i32 155584}
!22 = !{i32 156130, i32 156134, i32 156193, i32 156240, i32 156287, i32 156334, i32 156381, i32 156428, i32 156475, i32 156522, i32 156569, i32 156616, i32 156663, i32 156710, i32 156757, i32 156804}
!23 = !{i32 153891, i32 153895, i32 153966, i32 154008, i32 154050, i32 154092, i32 154134, i32 154176, i32 154218, i32 154260, i32 154302, i32 154344, i32 154386}
