; layernorm_smem: layer normalisation, one block of 64 per row of 128,
; two passes (mean, then variance of the centred values) reduced in shared
; memory with __syncthreads only; y = (x - mean) * rsqrtf(var + eps) *
; gamma + beta; mean and rstd written for the backward pass.
;
; beta is around 4 so that no output cancels to near zero (where a few
; ulps of rstd would be many ulps of y). rsqrtf: rsqrt.approx.f32.
; Exercises: a device function on a shared array (inlined twice, its
; definition kept), fdiv by an
; i32 converted to float, llvm.nvvm.rsqrt.approx.f, barrier0 in loops,
; contraction to llvm.fma (or fmul/fadd pairs).
;
; launch: %layernorm_fwd grid=4 block=64
; arg: @x = f32[512] ((i * 53) % 67) * 0.0625 - 2.0
; arg: @gamma = f32[128] 1.0 + (i % 5) * 0.125
; arg: @beta = f32[128] (i % 7) * 0.0625 + 4.0
; arg: @y = f32[512] 0
; arg: @mean = f32[4] 0
; arg: @rstd = f32[4] 0
; arg: 128
; arg: 1e-5
; expect: @y == [2.279715061187744, 5.207708358764648, 4.49331521987915, 3.5980944633483887, 2.5220460891723633, 5.898778438568115, 5.345839023590088, 4.174571514129639, 3.2599761486053467, 2.16455340385437, 5.618783473968506, 5.046469211578369, 4.293327331542969, 3.3593578338623047, 1.807060718536377, 5.3387885093688965, 4.747099876403809, 3.974583387374878, 3.0212395191192627, 1.8870679140090942, 5.496293067932129, 4.44773006439209, 3.655839443206787, 2.6831212043762207, 6.721912860870361, 5.2162981033325195, 4.585860729217529, 3.7745954990386963, 2.3450028896331787, 6.364420413970947, 4.936302661895752, 4.2864909172058105, 3.4558515548706055, 2.4443845748901367, 6.444427490234375, 4.656307697296143, 3.98712158203125, 3.1371076107025146, 2.1062662601470947, 6.086935043334961, 4.813812255859375, 4.125251770019531, 2.818363666534424, 1.7681478261947632, 5.729442119598389, 4.533817291259766, 3.8258824348449707, 2.937119722366333, 6.627172470092773, 5.371949195861816, 4.253822326660156, 3.526512861251831, 2.618375778198242, 6.2890543937683105, 5.451956748962402, 4.411326885223389, 3.2271432876586914, 2.2996318340301514, 5.9509358406066895, 5.09446382522583, 4.131331920623779, 3.3652737140655518, 2.4183878898620605, 5.612817287445068, 4.736970901489258, 3.851336717605591, 3.065904140472412, 2.0996439456939697, 5.7121992111206055, 4.816978454589844, 3.5713415145874023, 2.7665345668792725, 6.107848167419434, 5.374080657958984, 4.4594855308532715, 3.728846311569214, 2.904664993286133, 5.789104461669922, 5.0359625816345215, 4.101993083953857, 3.4488511085510254, 2.605295419692993, 5.907860279083252, 5.1353440284729, 3.744500160217285, 3.168856143951416, 2.3059258460998535, 5.58911657333374, 4.7972259521484375, 3.824507474899292, 3.3263609409332275, 5.9008097648620605, 5.27037239074707, 4.459107398986816, 3.467014789581299, 3.046365737915039, 6.0389404296875, 5.389128684997559, 4.120988845825195, 3.1095218658447266, 2.7663705348968506, 5.739570617675781, 5.070384502410889, 4.220370769500732, 3.1895291805267334, 2.486375331878662, 5.440201282501221, 4.751640796661377, 3.8822524547576904, 2.8320364952087402, 2.6438801288604736, 5.578331470489502, 4.432896614074707, 3.5441341400146484, 2.474543809890747, 5.825443744659424, 5.278962135314941, 4.551652908325195, 3.6435155868530273, 2.117050886154175, 5.545448303222656, 4.979592323303223, 4.232908725738525, 3.3053972721099854, 2.1970582008361816, 5.702953338623047, 4.680222988128662, 3.9141647815704346, 3.175922155380249, 2.325397253036499, 5.602092266082764, 4.8222832679748535, 3.8624703884124756, 3.3341336250305176, 2.464322566986084, 5.284231662750244, 4.485136032104492, 3.506037473678589, 3.054844856262207, 6.042248725891113, 5.403870582580566, 4.585489273071289, 3.1496047973632812, 2.7755563259124756, 5.743674278259277, 5.086009979248047, 4.248342514038086, 3.2306718826293945, 2.933767795562744, 5.445099353790283, 4.768149375915527, 3.911195755004883, 2.874238967895508, 2.6544792652130127, 5.584024906158447, 4.887788772583008, 3.5740489959716797, 2.517806053161621, 5.820969104766846, 5.285449981689453, 4.56992769241333, 3.6744022369384766, 2.5988731384277344, 5.541680335998535, 4.986875534057617, 4.2520670890808105, 3.3372552394866943, 2.2424402236938477, 5.699892044067383, 5.125800609588623, 3.934206247329712, 3.000108480453491, 1.886007308959961, 5.420603275299072, 4.827226161956787, 4.053845405578613, 3.100461721420288, 1.5295745134353638, 5.14131498336792, 4.528651714324951, 3.7359848022460938, 2.763314962387085, 6.779309272766113, 5.299526214599609, 4.230076789855957, 3.418124198913574, 2.426168203353882, 6.422876358032227, 5.020237445831299, 4.369002342224121, 3.5377633571624756, 2.0890212059020996, 6.06644344329834, 4.7409491539001465, 4.070427417755127, 3.219902753829956, 2.1893744468688965, 6.147510528564453, 4.461660385131836, 3.771852731704712, 2.9020419120788574, 1.8522276878356934, 5.791077613830566, 4.619871616363525, 3.910778284072876, 2.584181308746338, 6.253026485443115, 5.434645175933838, 4.340583324432373, 3.612203598022461, 2.7038204669952393, 6.353379726409912, 5.078212261199951, 4.0612945556640625, 3.313628911972046, 2.3859596252441406, 6.016232490539551, 5.1592793464660645, 4.21950626373291, 3.015054225921631, 2.068099021911621, 5.679085731506348, 4.802846431732178, 3.9402174949645996, 3.153979539871216, 6.494961261749268, 5.3419389724731445, 4.446413516998291, 3.660928964614868, 2.855404853820801, 6.177100658416748, 5.442292213439941, 4.527480602264404, 3.3816401958465576, 2.5568301677703857, 5.8592400550842285, 5.105145454406738, 4.171047687530518, 3.539851665496826, 2.6957554817199707, 5.541378974914551, 4.767998695373535, 3.814614772796631, 3.2605631351470947, 2.3971807956695557, 5.661018371582031, 4.868351936340332, 3.458181858062744, 2.9812746047973633, 5.975107192993164, 5.343157768249512, 4.531205177307129, 3.5392489433288574, 3.1394858360290527, 5.67653226852417, 5.025297164916992, 4.0645318031311035, 3.3219950199127197, 2.398768186569214, 6.0508623123168945, 5.198620796203613, 4.2221550941467285, 3.4602584838867188, 2.080172300338745, 5.712906360626221, 4.841305732727051, 3.9422783851623535, 3.1610219478607178, 2.1990761756896973, 5.812450885772705, 4.48399019241333, 3.6624014377593994, 2.861785650253296, 6.204125881195068, 5.4744954109191895, 4.564175128936768, 3.8200244903564453, 2.562549114227295, 5.8855299949646, 5.136539459228516, 4.206859588623047, 3.5401477813720703, 2.700812578201294, 6.004433631896973, 4.798583984375, 3.8495442867279053, 3.260270833969116, 2.401576042175293, 5.685837745666504, 4.898128032684326, 3.9297289848327637, 2.980393886566162, 5.993620872497559, 5.367241382598877, 4.5601725578308105, 3.572413682937622, 3.138017177581787, 6.131884574890137, 5.048645496368408, 4.222216606140137, 3.2150983810424805, 2.858140230178833, 5.832647800445557, 5.167549133300781, 4.321761131286621, 2.857783079147339, 2.578263282775879, 5.533411502838135, 4.8489532470703125, 3.9838054180145264, 2.9379677772521973, 2.735886573791504, 5.234175205230713, 4.530357360839844, 3.6458497047424316, 2.5806524753570557, 5.914926528930664, 5.372438430786133, 4.649260997772217, 3.307893991470337, 2.223337173461914, 5.635049343109131, 5.073202133178711, 4.330665111541748, 3.407438278198242, 2.3035218715667725, 5.355172634124756, 4.773965835571289, 4.012068748474121, 3.0694825649261475, 1.9462066888809204, 5.512795925140381, 4.912229061126709, 3.6934728622436523, 2.7315268516540527, 1.5888913869857788, 5.232918739318848, 4.612992763519287, 3.8123767375946045, 2.831071138381958, 6.41995096206665, 4.953042030334473, 4.313755989074707, 3.4937806129455566, 2.4931156635284424, 6.500135898590088, 5.110665321350098, 4.014519691467285, 3.175184726715088, 2.1551599502563477, 6.142820358276367, 4.8307881355285645, 4.152783393859863, 3.29408860206604, 1.817204236984253, 5.785505294799805, 4.5509114265441895, 3.8535468578338623, 2.975492477416992, 6.672759056091309, 5.865689754486084, 4.2710347175598145, 3.5543103218078613, 2.6568963527679443, 6.334803104400635, 5.5083746910095215, 4.428657531738281, 3.6925737857818604, 2.3383002281188965, 5.996847629547119, 5.151059150695801, 4.148780822753906, 3.3933372497558594, 2.4572041034698486, 6.096391677856445, 4.793744087219238, 3.868903875350952, 3.0941009521484375, 2.13860821723938, 5.75843620300293, 4.873928546905518, 4.026526927947998, 2.7948644161224365, 6.143657684326172, 4.938470840454102, 4.297117710113525, 3.4732840061187744, 2.4669697284698486, 6.517971515655518, 5.094559192657471, 4.433654308319092, 3.1527693271636963, 2.126903533935547, 6.158353805541992, 4.81314754486084, 4.132690906524658, 3.269754409790039, 2.224337339401245, 5.798736095428467, 4.531735420227051, 3.8317277431488037, 2.949239730834961, 1.8842710256576538, 5.876618385314941, 4.68782377243042, 3.530764579772949, 2.6287248134613037, 6.347351551055908, 5.517000675201416, 4.406411647796631, 3.6673011779785156, 2.7457101345062256, 6.007285118103027, 5.157382965087891, 4.125, 3.366337776184082, 2.4251952171325684, 6.1047186851501465, 5.235265254974365, 3.84358811378479, 3.0653746128082275, 2.1046805381774902, 5.764652729034424, 4.87564754486084, 3.99967622756958, 3.201911211013794, 6.150662899017334, 5.424586296081543, 4.516029357910156, 3.718264579772949, 2.9009480476379395, 6.267647743225098, 5.52202033996582, 4.156411647796631, 3.4368526935577393, 2.599984645843506, 5.9471330642700195, 5.1819539070129395, 4.2342939376831055, 3.5929408073425293, 2.2990212440490723, 5.626618385314941, 4.841887474060059, 3.87467622756958, 3.3115289211273193, 2.4355580806732178, 5.743603706359863, 4.501821517944336, 3.5150585174560547, 3.0301172733306885, 6.064442157745361, 5.423088550567627, 4.599255084991455, 3.5929408073425293, 2.7487053871154785, 5.763478755950928, 5.102573871612549, 4.259188652038574, 3.233323097229004, 2.9047935009002686, 5.900015354156494, 4.782059192657471, 3.9191224575042725, 2.8737053871154785, 2.6233816146850586, 5.5990519523620605, 4.899044513702393, 4.016556262969971, 2.514087677001953, 2.3419697284698486, 5.298088550567627, 4.578529357910156, 3.67648983001709, 2.5919697284698486, 5.991255760192871, 4.997125625610352, 4.258014678955078, 3.336423635482788, 2.2323520183563232, 5.709843635559082, 5.133662223815918, 4.375, 2.9963574409484863, 1.8727343082427979, 5.428431987762451, 4.832698822021484, 4.054485321044922, 3.0937912464141846, 1.9506165981292725, 5.14702033996582, 4.531735420227051, 3.7339704036712646, 2.7537248134613037, 6.8307952880859375, 5.303108215332031, 4.668272018432617, 3.4134557247161865, 2.413658618927002, 6.471177577972412, 5.0216965675354, 4.367309093475342, 3.5304408073425293, 2.5110924243927, 6.111559867858887, 4.740284442901611, 4.066345691680908, 3.209926128387451, 2.1710259914398193, 6.189442157745361, 4.8963727951049805, 3.7653822898864746, 2.889411211013794] within 16 ulp
; expect: @mean == [0.0810546875, 0.06396484375, 0.046875, 0.0625] within 28 ulp
; expect: @rstd == [0.8266408443450928, 0.8228724598884583, 0.8260099291801453, 0.8341964483261108] within 8 ulp
; ModuleID = 'src/layernorm_smem.cu'
source_filename = "src/layernorm_smem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13layernorm_fwdE3buf = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef float @_Z12ln_block_sumfPf(float noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds float, ptr %1, i64 %4
  store float %0, ptr %5, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %6 = icmp ult i32 %3, 32
  br i1 %6, label %7, label %14

7:                                                ; preds = %2
  %8 = or disjoint i32 %3, 32
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %1, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !8
  %12 = load float, ptr %5, align 4, !tbaa !8
  %13 = fadd contract float %11, %12
  store float %13, ptr %5, align 4, !tbaa !8
  br label %14

14:                                               ; preds = %7, %2
  tail call void @llvm.nvvm.barrier0()
  %15 = icmp ult i32 %3, 16
  br i1 %15, label %16, label %23

16:                                               ; preds = %14
  %17 = or disjoint i32 %3, 16
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = load float, ptr %5, align 4, !tbaa !8
  %22 = fadd contract float %20, %21
  store float %22, ptr %5, align 4, !tbaa !8
  br label %23

23:                                               ; preds = %16, %14
  tail call void @llvm.nvvm.barrier0()
  %24 = icmp ult i32 %3, 8
  br i1 %24, label %25, label %32

25:                                               ; preds = %23
  %26 = or disjoint i32 %3, 8
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = load float, ptr %5, align 4, !tbaa !8
  %31 = fadd contract float %29, %30
  store float %31, ptr %5, align 4, !tbaa !8
  br label %32

32:                                               ; preds = %25, %23
  tail call void @llvm.nvvm.barrier0()
  %33 = icmp ult i32 %3, 4
  br i1 %33, label %34, label %41

34:                                               ; preds = %32
  %35 = or disjoint i32 %3, 4
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = load float, ptr %5, align 4, !tbaa !8
  %40 = fadd contract float %38, %39
  store float %40, ptr %5, align 4, !tbaa !8
  br label %41

41:                                               ; preds = %34, %32
  tail call void @llvm.nvvm.barrier0()
  %42 = icmp ult i32 %3, 2
  br i1 %42, label %43, label %50

43:                                               ; preds = %41
  %44 = or disjoint i32 %3, 2
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %1, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !8
  %48 = load float, ptr %5, align 4, !tbaa !8
  %49 = fadd contract float %47, %48
  store float %49, ptr %5, align 4, !tbaa !8
  br label %50

50:                                               ; preds = %43, %41
  tail call void @llvm.nvvm.barrier0()
  %51 = icmp eq i32 %3, 0
  br i1 %51, label %52, label %57

52:                                               ; preds = %50
  %53 = getelementptr inbounds i8, ptr %1, i64 4
  %54 = load float, ptr %53, align 4, !tbaa !8
  %55 = load float, ptr %5, align 4, !tbaa !8
  %56 = fadd contract float %54, %55
  store float %56, ptr %5, align 4, !tbaa !8
  br label %57

57:                                               ; preds = %52, %50
  tail call void @llvm.nvvm.barrier0()
  %58 = load float, ptr %1, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  ret float %58
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent norecurse nounwind
define dso_local void @layernorm_fwd(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, ptr noalias nocapture noundef writeonly %4, ptr noalias nocapture noundef writeonly %5, i32 noundef %6, float noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = sext i32 %6 to i64
  %12 = mul nsw i64 %11, %10
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = getelementptr inbounds float, ptr %3, i64 %12
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = icmp slt i32 %15, %6
  br i1 %16, label %75, label %17

17:                                               ; preds = %75, %8
  %18 = phi float [ 0.000000e+00, %8 ], [ %81, %75 ]
  %19 = zext nneg i32 %15 to i64
  %20 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 %19
  store float %18, ptr %20, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %21 = icmp ult i32 %15, 32
  br i1 %21, label %22, label %29

22:                                               ; preds = %17
  %23 = or disjoint i32 %15, 32
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !8
  %27 = load float, ptr %20, align 4, !tbaa !8
  %28 = fadd contract float %26, %27
  store float %28, ptr %20, align 4, !tbaa !8
  br label %29

29:                                               ; preds = %22, %17
  tail call void @llvm.nvvm.barrier0()
  %30 = icmp ult i32 %15, 16
  br i1 %30, label %31, label %38

31:                                               ; preds = %29
  %32 = or disjoint i32 %15, 16
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = load float, ptr %20, align 4, !tbaa !8
  %37 = fadd contract float %35, %36
  store float %37, ptr %20, align 4, !tbaa !8
  br label %38

38:                                               ; preds = %31, %29
  tail call void @llvm.nvvm.barrier0()
  %39 = icmp ult i32 %15, 8
  br i1 %39, label %40, label %47

40:                                               ; preds = %38
  %41 = or disjoint i32 %15, 8
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = load float, ptr %20, align 4, !tbaa !8
  %46 = fadd contract float %44, %45
  store float %46, ptr %20, align 4, !tbaa !8
  br label %47

47:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.barrier0()
  %48 = icmp ult i32 %15, 4
  br i1 %48, label %49, label %56

49:                                               ; preds = %47
  %50 = or disjoint i32 %15, 4
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = load float, ptr %20, align 4, !tbaa !8
  %55 = fadd contract float %53, %54
  store float %55, ptr %20, align 4, !tbaa !8
  br label %56

56:                                               ; preds = %49, %47
  tail call void @llvm.nvvm.barrier0()
  %57 = icmp ult i32 %15, 2
  br i1 %57, label %58, label %65

58:                                               ; preds = %56
  %59 = or disjoint i32 %15, 2
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !8
  %63 = load float, ptr %20, align 4, !tbaa !8
  %64 = fadd contract float %62, %63
  store float %64, ptr %20, align 4, !tbaa !8
  br label %65

65:                                               ; preds = %58, %56
  tail call void @llvm.nvvm.barrier0()
  %66 = icmp eq i32 %15, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %65
  %68 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 4), align 4, !tbaa !8
  %69 = load float, ptr %20, align 4, !tbaa !8
  %70 = fadd contract float %68, %69
  store float %70, ptr %20, align 4, !tbaa !8
  br label %71

71:                                               ; preds = %65, %67
  tail call void @llvm.nvvm.barrier0()
  %72 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %73 = sitofp i32 %6 to float
  %74 = fdiv contract float %72, %73
  br i1 %16, label %135, label %84

75:                                               ; preds = %8, %75
  %76 = phi float [ %81, %75 ], [ 0.000000e+00, %8 ]
  %77 = phi i32 [ %82, %75 ], [ %15, %8 ]
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %13, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !8
  %81 = fadd contract float %76, %80
  %82 = add nuw nsw i32 %77, 64
  %83 = icmp slt i32 %82, %6
  br i1 %83, label %75, label %17, !llvm.loop !12

84:                                               ; preds = %135, %71
  %85 = phi float [ 0.000000e+00, %71 ], [ %143, %135 ]
  store float %85, ptr %20, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  br i1 %21, label %86, label %93

86:                                               ; preds = %84
  %87 = or disjoint i32 %15, 32
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !8
  %91 = load float, ptr %20, align 4, !tbaa !8
  %92 = fadd contract float %90, %91
  store float %92, ptr %20, align 4, !tbaa !8
  br label %93

93:                                               ; preds = %86, %84
  tail call void @llvm.nvvm.barrier0()
  br i1 %30, label %94, label %101

94:                                               ; preds = %93
  %95 = or disjoint i32 %15, 16
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !8
  %99 = load float, ptr %20, align 4, !tbaa !8
  %100 = fadd contract float %98, %99
  store float %100, ptr %20, align 4, !tbaa !8
  br label %101

101:                                              ; preds = %94, %93
  tail call void @llvm.nvvm.barrier0()
  br i1 %39, label %102, label %109

102:                                              ; preds = %101
  %103 = or disjoint i32 %15, 8
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !8
  %107 = load float, ptr %20, align 4, !tbaa !8
  %108 = fadd contract float %106, %107
  store float %108, ptr %20, align 4, !tbaa !8
  br label %109

109:                                              ; preds = %102, %101
  tail call void @llvm.nvvm.barrier0()
  br i1 %48, label %110, label %117

110:                                              ; preds = %109
  %111 = or disjoint i32 %15, 4
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !8
  %115 = load float, ptr %20, align 4, !tbaa !8
  %116 = fadd contract float %114, %115
  store float %116, ptr %20, align 4, !tbaa !8
  br label %117

117:                                              ; preds = %110, %109
  tail call void @llvm.nvvm.barrier0()
  br i1 %57, label %118, label %125

118:                                              ; preds = %117
  %119 = or disjoint i32 %15, 2
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 %120
  %122 = load float, ptr %121, align 4, !tbaa !8
  %123 = load float, ptr %20, align 4, !tbaa !8
  %124 = fadd contract float %122, %123
  store float %124, ptr %20, align 4, !tbaa !8
  br label %125

125:                                              ; preds = %118, %117
  tail call void @llvm.nvvm.barrier0()
  br i1 %66, label %126, label %130

126:                                              ; preds = %125
  %127 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), i64 4), align 4, !tbaa !8
  %128 = load float, ptr %20, align 4, !tbaa !8
  %129 = fadd contract float %127, %128
  store float %129, ptr %20, align 4, !tbaa !8
  br label %130

130:                                              ; preds = %125, %126
  tail call void @llvm.nvvm.barrier0()
  %131 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13layernorm_fwdE3buf to ptr), align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %132 = fdiv contract float %131, %73
  %133 = fadd contract float %132, %7
  %134 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %133)
  br i1 %66, label %146, label %149

135:                                              ; preds = %71, %135
  %136 = phi float [ %143, %135 ], [ 0.000000e+00, %71 ]
  %137 = phi i32 [ %144, %135 ], [ %15, %71 ]
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds float, ptr %13, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !8
  %141 = fsub contract float %140, %74
  %142 = fmul contract float %141, %141
  %143 = fadd contract float %136, %142
  %144 = add nuw nsw i32 %137, 64
  %145 = icmp slt i32 %144, %6
  br i1 %145, label %135, label %84, !llvm.loop !14

146:                                              ; preds = %130
  %147 = getelementptr inbounds float, ptr %5, i64 %10
  %148 = getelementptr inbounds float, ptr %4, i64 %10
  store float %74, ptr %148, align 4, !tbaa !8
  store float %134, ptr %147, align 4, !tbaa !8
  br label %149

149:                                              ; preds = %146, %130
  br i1 %16, label %151, label %150

150:                                              ; preds = %151, %149
  ret void

151:                                              ; preds = %149, %151
  %152 = phi i32 [ %165, %151 ], [ %15, %149 ]
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds float, ptr %13, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !8
  %156 = fsub contract float %155, %74
  %157 = fmul contract float %134, %156
  %158 = getelementptr inbounds float, ptr %1, i64 %153
  %159 = load float, ptr %158, align 4, !tbaa !8
  %160 = fmul contract float %159, %157
  %161 = getelementptr inbounds float, ptr %2, i64 %153
  %162 = load float, ptr %161, align 4, !tbaa !8
  %163 = fadd contract float %162, %160
  %164 = getelementptr inbounds float, ptr %14, i64 %153
  store float %163, ptr %164, align 4, !tbaa !8
  %165 = add nuw nsw i32 %152, 64
  %166 = icmp slt i32 %165, %6
  br i1 %166, label %151, label %150, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @layernorm_fwd, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
