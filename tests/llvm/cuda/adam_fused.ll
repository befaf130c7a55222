; adam_fused: a fused mixed-precision Adam step (Apex/PyTorch style): float
; master parameters and moments, __half gradients un-scaled by the loss
; scale, bias corrections with powf, sqrtf and divisions, the new
; parameters also written as __half; hyper-parameters in a struct by value.
;
; Step 1000 (at small steps 1 - beta2^t cancels and powf's 8 ulp become
; hundreds). sqrtf is sqrt.approx.f32 under clang-19 (no prec-sqrt):
; 2^-23 relative error. The struct mixes floats and an int: an i32 buffer
; with the floats' bit patterns.
; Exercises: byval struct kernel parameter (AdamParams), libdevice powf
; inlined (llvm.nvvm.mul.rn.f, add.rn.f, round.f, trunc, fabs.f, fma),
; llvm.nvvm.sqrt.approx.f, inline asm cvt.f32.f16 / cvt.rn.f16.f32 /
; rcp.approx.ftz.f32.
;
; launch: %adam_step grid=2 block=64
; arg: @p = f32[128] ((i * 37) % 101) * 0.02 - 1.0
; arg: @m = f32[128] ((i * 17) % 23 - 11) * 0.001
; arg: @v = f32[128] ((i * 13) % 29 + 1) * 1e-5
; arg: @g16 = i16[128] 0x5400 + (i * 389) % 4096 + (i % 3 / 2) * 32768
; arg: @p16 = i16[128] 0
; arg: @hp = i32[7] [981668463, 1063675494, 1065336439, 841731191, 1008981770, 981467136, 1000]
; arg: 128
; expect: @p == [-0.9989643096923828, -0.26090314984321594, 0.48049911856651306, -0.8005655407905579, -0.06138108670711517, 0.6812793612480164, -0.6013805270195007, 0.13811998069286346, 0.8815937042236328, -0.40259137749671936, 0.33773499727249146, -0.9392716288566589, -0.20123516023159027, 0.5392510294914246, -0.7385514378547668, -0.0006414566305465996, 0.737626314163208, -0.5384517312049866, 0.19782932102680206, 0.9381957650184631, -0.3380758762359619, 0.3976149260997772, -0.8801514506340027, -0.13842974603176117, 0.598997950553894, -0.6814167499542236, 0.061435434967279434, 0.7972067594528198, -0.4819571375846863, 0.262510746717453, 0.9979742169380188, -0.28238943219184875, 0.4602353572845459, -0.8203528523445129, -0.08038493245840073, 0.6603867411613464, -0.621916651725769, 0.1188027411699295, 0.8628711104393005, -0.42221078276634216, 0.3180559277534485, -0.9575893878936768, -0.2220313996076584, 0.518780529499054, -0.7594488859176636, -0.020821882411837578, 0.7195111513137817, -0.5584303736686707, 0.17845796048641205, 0.9186699986457825, -0.3583599030971527, 0.3778446912765503, -0.9023382663726807, -0.15929736196994781, 0.5783073306083679, -0.7008042931556702, 0.041741274297237396, 0.7792288661003113, -0.503087043762207, 0.24158811569213867, 0.9784348011016846, -0.3018827736377716, 0.44192537665367126, -0.8424570560455322, -0.10024344176054001, 0.6419468522071838, -0.6410824656486511, 0.09791388362646103, 0.8414989709854126, -0.44082629680633545, 0.29784053564071655, -0.9782167077064514, -0.2421129047870636, 0.49753421545028687, -0.7796840071678162, -0.040473055094480515, 0.6992802023887634, -0.5795793533325195, 0.15894612669944763, 0.8986241221427917, -0.37828001379966736, 0.35757556557655334, -0.9220104217529297, -0.17753909528255463, 0.5579123497009277, -0.7217171788215637, 0.020509755238890648, 0.7584884762763977, -0.5205093622207642, 0.22071576118469238, 0.9582414031028748, -0.3213835656642914, 0.42261502146720886, -0.862231433391571, -0.12243251502513885, 0.6206797957420349, -0.6628064513206482, 0.07899631559848785, 0.8207076787948608, -0.46084296703338623, 0.2784656286239624, -0.9982814788818359, -0.2616382837295532, 0.47798269987106323, -0.7980492115020752, -0.06254405528306961, 0.67963707447052, -0.5991302132606506, 0.13867513835430145, 0.8790597319602966, -0.3982990086078644, 0.33908361196517944, -0.9424030184745789, -0.19818761944770813, 0.5377581715583801, -0.7419882416725159, 0.00026478819199837744, 0.7393638491630554, -0.5402594208717346, 0.20034435391426086, 0.9388055205345154, -0.3415757417678833, 0.4017569124698639, -0.882696270942688, -0.14212334156036377, 0.6025298833847046, -0.68213951587677, 0.05925024300813675] within 20 ulp
; expect: @m == [-0.0046499986201524734, 0.013764269649982452, -0.01051853783428669, 0.00804560910910368, 0.02883414551615715, -0.0185626819729805, 0.030482430011034012, 0.035319503396749496, -0.04207313805818558, 0.0741472840309143, 0.08848142623901367, -0.015506945550441742, 0.017641212791204453, 0.015355481766164303, -0.019919496029615402, 0.01312803290784359, 0.034893132746219635, -0.03519020229578018, 0.042547278106212616, 0.05282868817448616, -0.07392283529043198, 0.10017697513103485, 0.003103888826444745, -0.020898155868053436, 0.019964847713708878, 0.018033383414149284, -0.028801919892430305, 0.042120907455682755, 0.04493797942996025, -0.051470089703798294, 0.06452423334121704, 0.09753838181495667, -0.003166564041748643, 0.006980832200497389, 0.0046951002441346645, -0.0074387346394360065, 0.023027271032333374, 0.02381160855293274, -0.04312868043780327, 0.05216575413942337, 0.061885640025138855, -0.0833197832107544, 0.0885339304804802, 0.015163508243858814, -0.010577776469290257, 0.009164085611701012, 0.009252621792256832, -0.01834115758538246, 0.03103938326239586, 0.03587645664811134, -0.04031352698802948, 0.07358118891716003, 0.08589532971382141, -0.013546183705329895, 0.01904045045375824, 0.014734719879925251, -0.017677972093224525, 0.014246508479118347, 0.033430084586143494, -0.032387156039476395, 0.04310423135757446, 0.0502425916492939, -0.06999673694372177, 0.09759087860584259, 0.004503126721829176, -0.01893739402294159, 0.019063323736190796, 0.019151858985424042, -0.02656039595603943, 0.019957859069108963, 0.0454949326813221, -0.050272002816200256, 0.06193814054131508, 0.09697228670120239, -0.0032258029095828533, 0.008380070328712463, 0.006094338838011026, -0.0072172111831605434, 0.02414574660360813, 0.024368559941649437, -0.04234563186764717, 0.05272270366549492, 0.059299543499946594, -0.07939369231462479, 0.08796783536672592, 0.014542746357619762, -0.00861701462417841, 0.010282562114298344, 0.008351098746061325, -0.016099633648991585, 0.031596336513757706, 0.0344134084880352, -0.05821048095822334, 0.07099509239196777, 0.08532924205064774, -0.011585420928895473, 0.018419688567519188, 0.016133958473801613, -0.015436449088156223, 0.01334498543292284, 0.03413351997733116, -0.031604111194610596, 0.04164118319749832, 0.04967649653553963, -0.06809064000844955, 0.09702479094266891, 0.005902365315705538, -0.01899663358926773, 0.020181799307465553, 0.02027033641934395, -0.02633887343108654, 0.02051481232047081, 0.044031884521245956, -0.04746895655989647, 0.061372045427560806, 0.07368618994951248, -0.001265040715225041, 0.009779308922588825, 0.0054735769517719746, -0.004975687246769667, 0.025264224037528038, 0.023332759737968445, -0.039542585611343384, 0.051259659230709076, 0.05873345211148262, -0.07546759396791458, 0.08538173884153366, 0.015941983088850975] within 15 ulp
; expect: @v == [1.27462144519086e-05, 0.00014685600763186812, 0.0002807938144542277, 0.00012796820374205709, 0.000275609694654122, 0.0001331080129602924, 0.00030827437876723707, 0.00022316598915494978, 0.0004406630469020456, 0.0005176652339287102, 0.0009649127605371177, 0.0002866204595193267, 0.00012898334534838796, 0.0002657659351825714, 0.0001195607110275887, 0.00026484232512302697, 0.00013662992569152266, 0.0003266356943640858, 0.0002429242740618065, 0.0005421135574579239, 0.000933271658141166, 0.0011154486564919353, 0.0002655218413565308, 0.00011199578148080036, 0.0002509831974748522, 0.00010244985605822876, 0.00025456424918957055, 0.000143777288030833, 0.00033335082116536796, 0.00026571998023428023, 0.0006414605304598808, 0.001053623971529305, 0.00011446858115959913, 0.0002474701905157417, 9.40691534196958e-05, 0.00023393490118905902, 9.126924123847857e-05, 0.00025010560057125986, 0.00014267920050770044, 0.00035203920560888946, 0.0006407435867004097, 0.0007553959148935974, 0.0012010240461677313, 9.776607475942001e-05, 0.00023295376740861684, 7.861047197366133e-05, 0.0002264918148284778, 8.633350807940587e-05, 0.00025618303334340453, 0.0004600822867359966, 0.0003820064594037831, 0.0007369546801783144, 0.000853232922963798, 0.00023502064868807793, 8.001093374332413e-05, 0.00021219803602434695, 6.517066503874958e-05, 0.00021582466433756053, 7.415046275127679e-05, 0.00026296923169866204, 0.00047952993190847337, 0.00045027126907370985, 0.0008356856415048242, 0.0009974971180781722, 0.00021635598386637866, 5.982504808343947e-05, 0.00019611003517638892, 5.32925951119978e-05, 0.00019851546676363796, 0.00036886800080537796, 0.00028063819627277553, 0.0005024740821681917, 0.000543346453923732, 0.0009779281681403518, 6.590872362721711e-05, 0.0001984218688448891, 4.53317588835489e-05, 0.0001861394412117079, 0.0003319222014397383, 0.00019834843988064677, 0.0003832599031738937, 0.00029901592643000185, 0.0005501165869645774, 0.0006581143825314939, 0.0011226906208321452, 4.535152038442902e-05, 0.0001806812797440216, 2.9262295356602408e-05, 0.00016996565682347864, 0.0003199036873411387, 0.00020411524747032672, 0.0003911833046004176, 0.0003133071295451373, 0.000640055863186717, 0.0007780481828376651, 0.0001836458977777511, 2.7238413167651743e-05, 0.00016338472778443247, 0.00030085057369433343, 0.00015847203030716628, 0.00031291856430470943, 0.00021384128194767982, 0.0004084911197423935, 0.0003834292874671519, 0.0007703036535531282, 0.0009196746977977455, 0.0001672399666858837, 0.00030158349545672536, 0.00014672249380964786, 0.00029385488596744835, 0.00015160493785515428, 0.0003168812545482069, 0.00021229761478025466, 0.000433752458775416, 0.0004738668503705412, 0.0008684858330525458, 1.4432217540161218e-05, 0.00014942337293177843, 0.0002815533080138266, 0.00013201830734033138, 0.0002828747092280537, 0.00013864187349099666, 0.00032029548310674727, 0.00022853548580314964, 0.00048378569772467017, 0.0005626642378047109, 0.001006976468488574, 0.0002858696097973734] within 7 ulp
; expect: @p16 == [0xbbfe, 0xb42d, 0x37b0, 0xba68, 0xabdb, 0x3973, 0xb8d0, 0x306b, 0x3b0e, 0xb671, 0x3567, 0xbb84, 0xb271, 0x3850, 0xb9e9, 0x9141, 0x39e7, 0xb84f, 0x3255, 0x3b81, 0xb569, 0x365d, 0xbb0b, 0xb06e, 0x38cb, 0xb974, 0x2bdd, 0x3a61, 0xb7b6, 0x3433, 0x3bfc, 0xb485, 0x375d, 0xba90, 0xad25, 0x3948, 0xb8fa, 0x2f9a, 0x3ae7, 0xb6c1, 0x3517, 0xbba9, 0xb31b, 0x3826, 0xba13, 0xa555, 0x39c2, 0xb878, 0x31b6, 0x3b59, 0xb5bc, 0x360c, 0xbb38, 0xb119, 0x38a0, 0xb99b, 0x2958, 0x3a3c, 0xb806, 0x33bb, 0x3bd4, 0xb4d5, 0x3712, 0xbabd, 0xae6a, 0x3923, 0xb921, 0x2e44, 0x3abb, 0xb70e, 0x34c4, 0xbbd3, 0xb3bf, 0x37f6, 0xba3d, 0xa92e, 0x3998, 0xb8a3, 0x3116, 0x3b30, 0xb60d, 0x35b9, 0xbb60, 0xb1ae, 0x3877, 0xb9c6, 0x2540, 0x3a11, 0xb82a, 0x3310, 0x3baa, 0xb524, 0x36c3, 0xbae6, 0xafd6, 0x38f7, 0xb94d, 0x2d0e, 0x3a91, 0xb760, 0x3475, 0xbbfc, 0xb430, 0x37a6, 0xba62, 0xac01, 0x3970, 0xb8cb, 0x3070, 0x3b08, 0xb65f, 0x356d, 0xbb8a, 0xb258, 0x384d, 0xb9f0, 0x0c57, 0x39ea, 0xb852, 0x3269, 0x3b83, 0xb577, 0x366e, 0xbb10, 0xb08c, 0x38d2, 0xb975, 0x2b96]
; ModuleID = 'src/adam_fused.cu'
source_filename = "src/adam_fused.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.AdamParams = type { float, float, float, float, float, float, i32 }
%struct.__half = type { i16 }

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite)
define dso_local void @adam_step(ptr noalias nocapture noundef %0, ptr noalias nocapture noundef %1, ptr noalias nocapture noundef %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef writeonly %4, ptr nocapture noundef readonly byval(%struct.AdamParams) align 4 %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %271

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, ptr %5, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = getelementptr inbounds i8, ptr %5, i64 24
  %18 = load i32, ptr %17, align 4, !tbaa !14
  %19 = sitofp i32 %18 to float
  %20 = fmul float %19, 5.000000e-01
  %21 = tail call float @llvm.trunc.f32(float %20)
  %22 = fmul float %21, 2.000000e+00
  %23 = fsub float %19, %22
  %24 = tail call float @llvm.nvvm.fabs.f(float %23) #4
  %25 = fcmp une float %24, 1.000000e+00
  %26 = tail call float @llvm.nvvm.fabs.f(float %16) #4
  %27 = fcmp olt float %26, 0x3810000000000000
  %28 = fmul float %26, 0x4170000000000000
  %29 = select i1 %27, float %28, float %26
  %30 = select i1 %27, float -2.400000e+01, float 0.000000e+00
  %31 = bitcast float %29 to i32
  %32 = add i32 %31, -1060439283
  %33 = and i32 %32, -8388608
  %34 = sub i32 %31, %33
  %35 = bitcast i32 %34 to float
  %36 = sitofp i32 %33 to float
  %37 = tail call float @llvm.fma.f32(float %36, float 0x3E80000000000000, float %30)
  %38 = fadd float %35, -1.000000e+00
  %39 = fadd float %35, 1.000000e+00
  %40 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %39) #5, !srcloc !15
  %41 = fmul float %38, 2.000000e+00
  %42 = fmul float %40, %41
  %43 = fmul float %42, %42
  %44 = fsub float %38, %42
  %45 = fmul float %44, 2.000000e+00
  %46 = fneg float %42
  %47 = tail call float @llvm.fma.f32(float %46, float %38, float %45)
  %48 = tail call float @llvm.nvvm.mul.rn.f(float %40, float %47) #4
  %49 = tail call float @llvm.fma.f32(float %43, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %50 = tail call float @llvm.fma.f32(float %49, float %43, float 0x3F92776E60000000)
  %51 = tail call float @llvm.fma.f32(float %50, float %43, float 0x3FBEC709E0000000)
  %52 = tail call float @llvm.nvvm.mul.rn.f(float %51, float %43) #4
  %53 = tail call float @llvm.fma.f32(float %42, float 0x3FF7154760000000, float %37)
  %54 = fsub float %37, %53
  %55 = tail call float @llvm.fma.f32(float %42, float 0x3FF7154760000000, float %54)
  %56 = tail call float @llvm.fma.f32(float %48, float 0x3FF7154760000000, float %55)
  %57 = tail call float @llvm.fma.f32(float %42, float 0x3E54ABC680000000, float %56)
  %58 = fmul float %52, 3.000000e+00
  %59 = tail call float @llvm.fma.f32(float %58, float %48, float %57)
  %60 = tail call float @llvm.fma.f32(float %52, float %42, float %59)
  %61 = tail call float @llvm.nvvm.add.rn.f(float %53, float %60) #4
  %62 = fneg float %53
  %63 = tail call float @llvm.nvvm.add.rn.f(float %61, float %62) #4
  %64 = fneg float %63
  %65 = tail call float @llvm.nvvm.add.rn.f(float %60, float %64) #4
  %66 = tail call float @llvm.nvvm.mul.rn.f(float %61, float %19) #4
  %67 = fneg float %66
  %68 = tail call float @llvm.fma.f32(float %61, float %19, float %67)
  %69 = tail call float @llvm.fma.f32(float %65, float %19, float %68)
  %70 = tail call float @llvm.nvvm.round.f(float %66) #4
  %71 = fsub float %66, %70
  %72 = fadd float %71, %69
  %73 = tail call float @llvm.fma.f32(float %72, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %74 = tail call float @llvm.fma.f32(float %73, float %72, float 0x3F83B30AC0000000)
  %75 = tail call float @llvm.fma.f32(float %74, float %72, float 0x3FAC6AF760000000)
  %76 = tail call float @llvm.fma.f32(float %75, float %72, float 0x3FCEBFBD80000000)
  %77 = tail call float @llvm.fma.f32(float %76, float %72, float 0x3FE62E4300000000)
  %78 = tail call float @llvm.fma.f32(float %77, float %72, float 1.000000e+00)
  %79 = fptosi float %70 to i32
  %80 = fcmp ogt float %70, 0.000000e+00
  %81 = select i1 %80, i32 0, i32 -2097152000
  %82 = add nsw i32 %81, 2130706432
  %83 = bitcast i32 %82 to float
  %84 = fmul float %78, %83
  %85 = shl i32 %79, 23
  %86 = sub i32 %85, %81
  %87 = bitcast i32 %86 to float
  %88 = fmul float %84, %87
  %89 = tail call float @llvm.nvvm.fabs.f(float %66) #4
  %90 = fcmp ogt float %89, 1.520000e+02
  %91 = fcmp olt float %66, 0.000000e+00
  %92 = select i1 %91, float 0.000000e+00, float 0x7FF0000000000000
  %93 = select i1 %90, float %92, float %88
  %94 = fcmp oeq float %16, 1.000000e+00
  %95 = icmp eq i32 %18, 0
  %96 = select i1 %94, i1 true, i1 %95
  br i1 %96, label %126, label %97

97:                                               ; preds = %14
  %98 = fcmp uno float %26, 0.000000e+00
  br i1 %98, label %102, label %99

99:                                               ; preds = %97
  %100 = tail call float @llvm.nvvm.fabs.f(float %19) #4
  %101 = fcmp uno float %100, 0.000000e+00
  br i1 %101, label %102, label %104

102:                                              ; preds = %99, %97
  %103 = tail call float @llvm.nvvm.add.rn.f(float %16, float %19) #4
  br label %126

104:                                              ; preds = %99
  %105 = fcmp oeq float %16, 0.000000e+00
  %106 = fcmp oeq float %26, 0x7FF0000000000000
  %107 = select i1 %105, i1 true, i1 %106
  br i1 %107, label %108, label %117

108:                                              ; preds = %104
  %109 = fadd float %16, %16
  %110 = bitcast float %109 to i32
  %111 = icmp slt i32 %18, 0
  %112 = xor i32 %110, 2139095040
  %113 = select i1 %111, i32 %112, i32 %110
  %114 = and i32 %113, 2147483647
  %115 = select i1 %25, i32 %114, i32 %113
  %116 = bitcast i32 %115 to float
  br label %126

117:                                              ; preds = %104
  %118 = fcmp oeq float %16, -1.000000e+00
  %119 = fcmp oeq float %100, 0x7FF0000000000000
  %120 = and i1 %118, %119
  br i1 %120, label %126, label %121

121:                                              ; preds = %117
  %122 = fcmp olt float %16, 0.000000e+00
  br i1 %122, label %123, label %126

123:                                              ; preds = %121
  %124 = fneg float %93
  %125 = select i1 %25, float %93, float %124
  br label %126

126:                                              ; preds = %14, %102, %108, %117, %121, %123
  %127 = phi float [ 1.000000e+00, %14 ], [ %103, %102 ], [ %116, %108 ], [ %125, %123 ], [ %93, %121 ], [ 1.000000e+00, %117 ]
  %128 = fsub contract float 1.000000e+00, %127
  %129 = getelementptr inbounds i8, ptr %5, i64 8
  %130 = load float, ptr %129, align 4, !tbaa !16
  %131 = tail call float @llvm.nvvm.fabs.f(float %130) #4
  %132 = fcmp olt float %131, 0x3810000000000000
  %133 = fmul float %131, 0x4170000000000000
  %134 = select i1 %132, float %133, float %131
  %135 = select i1 %132, float -2.400000e+01, float 0.000000e+00
  %136 = bitcast float %134 to i32
  %137 = add i32 %136, -1060439283
  %138 = and i32 %137, -8388608
  %139 = sub i32 %136, %138
  %140 = bitcast i32 %139 to float
  %141 = sitofp i32 %138 to float
  %142 = tail call float @llvm.fma.f32(float %141, float 0x3E80000000000000, float %135)
  %143 = fadd float %140, -1.000000e+00
  %144 = fadd float %140, 1.000000e+00
  %145 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %144) #5, !srcloc !15
  %146 = fmul float %143, 2.000000e+00
  %147 = fmul float %145, %146
  %148 = fmul float %147, %147
  %149 = fsub float %143, %147
  %150 = fmul float %149, 2.000000e+00
  %151 = fneg float %147
  %152 = tail call float @llvm.fma.f32(float %151, float %143, float %150)
  %153 = tail call float @llvm.nvvm.mul.rn.f(float %145, float %152) #4
  %154 = tail call float @llvm.fma.f32(float %148, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %155 = tail call float @llvm.fma.f32(float %154, float %148, float 0x3F92776E60000000)
  %156 = tail call float @llvm.fma.f32(float %155, float %148, float 0x3FBEC709E0000000)
  %157 = tail call float @llvm.nvvm.mul.rn.f(float %156, float %148) #4
  %158 = tail call float @llvm.fma.f32(float %147, float 0x3FF7154760000000, float %142)
  %159 = fsub float %142, %158
  %160 = tail call float @llvm.fma.f32(float %147, float 0x3FF7154760000000, float %159)
  %161 = tail call float @llvm.fma.f32(float %153, float 0x3FF7154760000000, float %160)
  %162 = tail call float @llvm.fma.f32(float %147, float 0x3E54ABC680000000, float %161)
  %163 = fmul float %157, 3.000000e+00
  %164 = tail call float @llvm.fma.f32(float %163, float %153, float %162)
  %165 = tail call float @llvm.fma.f32(float %157, float %147, float %164)
  %166 = tail call float @llvm.nvvm.add.rn.f(float %158, float %165) #4
  %167 = fneg float %158
  %168 = tail call float @llvm.nvvm.add.rn.f(float %166, float %167) #4
  %169 = fneg float %168
  %170 = tail call float @llvm.nvvm.add.rn.f(float %165, float %169) #4
  %171 = tail call float @llvm.nvvm.mul.rn.f(float %166, float %19) #4
  %172 = fneg float %171
  %173 = tail call float @llvm.fma.f32(float %166, float %19, float %172)
  %174 = tail call float @llvm.fma.f32(float %170, float %19, float %173)
  %175 = tail call float @llvm.nvvm.round.f(float %171) #4
  %176 = fsub float %171, %175
  %177 = fadd float %176, %174
  %178 = tail call float @llvm.fma.f32(float %177, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %179 = tail call float @llvm.fma.f32(float %178, float %177, float 0x3F83B30AC0000000)
  %180 = tail call float @llvm.fma.f32(float %179, float %177, float 0x3FAC6AF760000000)
  %181 = tail call float @llvm.fma.f32(float %180, float %177, float 0x3FCEBFBD80000000)
  %182 = tail call float @llvm.fma.f32(float %181, float %177, float 0x3FE62E4300000000)
  %183 = tail call float @llvm.fma.f32(float %182, float %177, float 1.000000e+00)
  %184 = fptosi float %175 to i32
  %185 = fcmp ogt float %175, 0.000000e+00
  %186 = select i1 %185, i32 0, i32 -2097152000
  %187 = add nsw i32 %186, 2130706432
  %188 = bitcast i32 %187 to float
  %189 = fmul float %183, %188
  %190 = shl i32 %184, 23
  %191 = sub i32 %190, %186
  %192 = bitcast i32 %191 to float
  %193 = fmul float %189, %192
  %194 = tail call float @llvm.nvvm.fabs.f(float %171) #4
  %195 = fcmp ogt float %194, 1.520000e+02
  %196 = fcmp olt float %171, 0.000000e+00
  %197 = select i1 %196, float 0.000000e+00, float 0x7FF0000000000000
  %198 = select i1 %195, float %197, float %193
  %199 = fcmp oeq float %130, 1.000000e+00
  %200 = select i1 %199, i1 true, i1 %95
  br i1 %200, label %230, label %201

201:                                              ; preds = %126
  %202 = fcmp uno float %131, 0.000000e+00
  br i1 %202, label %206, label %203

203:                                              ; preds = %201
  %204 = tail call float @llvm.nvvm.fabs.f(float %19) #4
  %205 = fcmp uno float %204, 0.000000e+00
  br i1 %205, label %206, label %208

206:                                              ; preds = %203, %201
  %207 = tail call float @llvm.nvvm.add.rn.f(float %130, float %19) #4
  br label %230

208:                                              ; preds = %203
  %209 = fcmp oeq float %130, 0.000000e+00
  %210 = fcmp oeq float %131, 0x7FF0000000000000
  %211 = select i1 %209, i1 true, i1 %210
  br i1 %211, label %212, label %221

212:                                              ; preds = %208
  %213 = fadd float %130, %130
  %214 = bitcast float %213 to i32
  %215 = icmp slt i32 %18, 0
  %216 = xor i32 %214, 2139095040
  %217 = select i1 %215, i32 %216, i32 %214
  %218 = and i32 %217, 2147483647
  %219 = select i1 %25, i32 %218, i32 %217
  %220 = bitcast i32 %219 to float
  br label %230

221:                                              ; preds = %208
  %222 = fcmp oeq float %130, -1.000000e+00
  %223 = fcmp oeq float %204, 0x7FF0000000000000
  %224 = and i1 %223, %222
  br i1 %224, label %230, label %225

225:                                              ; preds = %221
  %226 = fcmp olt float %130, 0.000000e+00
  br i1 %226, label %227, label %230

227:                                              ; preds = %225
  %228 = fneg float %198
  %229 = select i1 %25, float %198, float %228
  br label %230

230:                                              ; preds = %126, %206, %212, %221, %225, %227
  %231 = phi float [ 1.000000e+00, %126 ], [ %207, %206 ], [ %220, %212 ], [ %229, %227 ], [ %198, %225 ], [ 1.000000e+00, %221 ]
  %232 = fsub contract float 1.000000e+00, %231
  %233 = sext i32 %12 to i64
  %234 = getelementptr inbounds %struct.__half, ptr %3, i64 %233
  %235 = load i16, ptr %234, align 2, !tbaa !17
  %236 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %235) #6, !srcloc !19
  %237 = getelementptr inbounds i8, ptr %5, i64 20
  %238 = load float, ptr %237, align 4, !tbaa !20
  %239 = fmul contract float %236, %238
  %240 = getelementptr inbounds float, ptr %0, i64 %233
  %241 = load float, ptr %240, align 4, !tbaa !21
  %242 = getelementptr inbounds i8, ptr %5, i64 16
  %243 = load float, ptr %242, align 4, !tbaa !22
  %244 = fmul contract float %241, %243
  %245 = fadd contract float %239, %244
  %246 = getelementptr inbounds float, ptr %1, i64 %233
  %247 = load float, ptr %246, align 4, !tbaa !21
  %248 = fmul contract float %16, %247
  %249 = fsub contract float 1.000000e+00, %16
  %250 = fmul contract float %249, %245
  %251 = fadd contract float %248, %250
  %252 = getelementptr inbounds float, ptr %2, i64 %233
  %253 = load float, ptr %252, align 4, !tbaa !21
  %254 = fmul contract float %130, %253
  %255 = fsub contract float 1.000000e+00, %130
  %256 = fmul contract float %255, %245
  %257 = fmul contract float %245, %256
  %258 = fadd contract float %254, %257
  store float %251, ptr %246, align 4, !tbaa !21
  store float %258, ptr %252, align 4, !tbaa !21
  %259 = fdiv contract float %258, %232
  %260 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %259) #4
  %261 = getelementptr inbounds i8, ptr %5, i64 12
  %262 = load float, ptr %261, align 4, !tbaa !23
  %263 = fadd contract float %260, %262
  %264 = load float, ptr %5, align 4, !tbaa !24
  %265 = fdiv contract float %251, %128
  %266 = fmul contract float %265, %264
  %267 = fdiv contract float %266, %263
  %268 = fsub contract float %241, %267
  store float %268, ptr %240, align 4, !tbaa !21
  %269 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %268) #6, !srcloc !25
  %270 = getelementptr inbounds %struct.__half, ptr %4, i64 %233
  store i16 %269, ptr %270, align 2, !tbaa !17
  br label %271

271:                                              ; preds = %7, %230
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { convergent norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nounwind memory(none) }
attributes #6 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @adam_step, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !10, i64 4}
!9 = !{!"_ZTS10AdamParams", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !10, i64 16, !10, i64 20, !13, i64 24}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!"int", !11, i64 0}
!14 = !{!9, !13, i64 24}
!15 = !{i32 21584}
!16 = !{!9, !10, i64 8}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !11, i64 0}
!19 = !{i64 2154296339}
!20 = !{!9, !10, i64 20}
!21 = !{!10, !10, i64 0}
!22 = !{!9, !10, i64 16}
!23 = !{!9, !10, i64 12}
!24 = !{!9, !10, i64 0}
!25 = !{i64 2154240368}
