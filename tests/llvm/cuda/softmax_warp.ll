; softmax_warp: WARP INTRINSICS (next issue). Row softmax with one warp per
; row of 64 (two values per lane in registers) and __shfl_xor_sync
; butterflies for the max and the sum, y = e / sum (PyTorch/OneFlow warp
; softmax); a template instance, warp_softmax<64>.
;
; Tolerance as in softmax_smem (the butterfly is a pairwise tree).
; Exercises: llvm.nvvm.shfl.sync.bfly.f32, unrolled per-lane arrays
; (promoted to registers), libdevice expf, llvm.maxnum.
;
; launch: %_Z12warp_softmaxILi64EEvPKfPfi grid=2 block=64
; arg: @in = f32[256] ((i * 37) % 61) * 0.125 - 4.0
; arg: @out = f32[256] 0
; arg: 4
; expect: @out == [6.456711707869545e-05, 0.006586025003343821, 0.00032789885881356895, 0.03344659507274628, 0.001665207906626165, 8.290581899927929e-05, 0.008456623181700706, 0.00042103047599084675, 0.04294627532362938, 0.0021381692495197058, 0.00010645317524904385, 0.01085851900279522, 0.0005406138370744884, 0.055144112557172775, 0.002745463512837887, 0.0001366885844618082, 0.013942615129053593, 0.000694161921273917, 0.07080643624067307, 0.003525245003402233, 0.00017551160999573767, 0.017902672290802002, 0.0008913215133361518, 0.09091726690530777, 0.004526504315435886, 0.00022536137839779258, 0.0229874849319458, 0.0011444794945418835, 0.11674008518457413, 0.0058121467009186745, 0.0002893697237595916, 0.029516516253352165, 0.0014695407589897513, 7.316412666114047e-05, 0.007462943904101849, 0.0003715580969583243, 0.03789995610713959, 0.00188692775554955, 9.394459630129859e-05, 0.009582609869539738, 0.00047709004138596356, 0.048664506524801254, 0.0024228631518781185, 0.00012062724999850616, 0.012304314412176609, 0.0006125957588665187, 0.06248646229505539, 0.003111017867922783, 0.00015488846111111343, 0.015799053013324738, 0.0007865884690545499, 0.08023420721292496, 0.003994625993072987, 0.00019888071983586997, 0.020286384969949722, 0.0010099996579810977, 0.10302276164293289, 0.005129201337695122, 0.00025536789325997233, 0.02604823373258114, 0.00129686517175287, 6.456711707869545e-05, 0.006586025003343821, 0.00032789885881356895, 0.03252875432372093, 0.0016195114003494382, 8.063072164077312e-05, 0.008224557153880596, 0.00040947660454548895, 0.041767749935388565, 0.0020794938318431377, 0.00010353190009482205, 0.010560540482401848, 0.0005257783341221511, 0.053630851209163666, 0.0026701227761805058, 0.000132937595481053, 0.01356000266969204, 0.0006751127657480538, 0.06886337697505951, 0.003428505500778556, 0.00017069524619728327, 0.01741138845682144, 0.0008668619557283819, 0.08842232823371887, 0.004402288235723972, 0.0002191770327044651, 0.022356664761900902, 0.0011130728526040912, 0.11353651434183121, 0.005652650259435177, 0.00028142888913862407, 0.02870652638375759, 0.0014292137930169702, 7.115636253729463e-05, 0.007258146535605192, 0.00036136183189228177, 0.0368599072098732, 0.0018351468024775386, 9.136657899944112e-05, 0.009319644421339035, 0.00046399777056649327, 0.04732906073331833, 0.002356375101953745, 0.00011731700942618772, 0.011966660618782043, 0.000595784920733422, 0.06077171489596367, 0.003025645622983575, 0.0001506380212958902, 0.015365496277809143, 0.0007650030311197042, 0.07803242653608322, 0.00388500583358109, 0.00019342305313330144, 0.01972968690097332, 0.0009822832653298974, 0.10019562393426895, 0.004988446366041899, 0.00024836009833961725, 0.02533341944217682, 0.0012612767750397325, 6.279526860453188e-05, 0.006405291613191366, 0.00031890071113593876, 0.03252875432372093, 0.0016195114003494382, 8.063072164077312e-05, 0.00809365976601839, 0.00040295958751812577, 0.04110299423336983, 0.002046397654339671, 0.00010188413580181077, 0.010392464697360992, 0.0005174103425815701, 0.05277729034423828, 0.0026276265271008015, 0.0001308218197664246, 0.01334418822079897, 0.0006643680389970541, 0.06776738166809082, 0.003373939311131835, 0.00016797854914329946, 0.017134277150034904, 0.00085306545952335, 0.08701504021883011, 0.004332223907113075, 0.00021568872034549713, 0.02200084738433361, 0.0010953577002510428, 0.11172952502965927, 0.005562685430049896, 0.00027694980963133276, 0.028249647468328476, 0.0014064671704545617, 7.00238742865622e-05, 0.007142629474401474, 0.00035561059485189617, 0.03627326712012291, 0.0018059395952150226, 8.991243521450087e-05, 0.009171318262815475, 0.0004566130228340626, 0.046575795859098434, 0.002318872371688485, 0.00011544985318323597, 0.011776205152273178, 0.0005863027181476355, 0.05980450287461281, 0.0029774908907711506, 0.0001482405496062711, 0.015120946802198887, 0.0007528276182711124, 0.07679050415754318, 0.00382317416369915, 0.00019034462457057089, 0.019415680319070816, 0.0009666497935540974, 0.09860096126794815, 0.004909052513539791, 0.0002444073325023055, 0.024930225685238838, 0.0012412029318511486, 6.179585034260526e-05, 0.006303348578512669, 0.00031382523593492806, 0.03201104328036308, 0.0015937361167743802, 7.934744644444436e-05, 0.00809365976601839, 0.00040295958751812577, 0.04110299423336983, 0.0021251533180475235, 0.00010580515663605183, 0.01079241931438446, 0.0005373229505494237, 0.05480842664837837, 0.002728750929236412, 0.0001358565059490502, 0.01385774090886116, 0.0006899362779222429, 0.07037541270256042, 0.003503785701468587, 0.00017444320837967098, 0.017793690785765648, 0.0008858957444317639, 0.09036382287740707, 0.0044989497400820255, 0.00022398952569346875, 0.022847551852464676, 0.0011375126196071506, 0.11602944135665894, 0.0057767657563090324, 0.00028760824352502823, 0.02933683805167675, 0.001460595172829926, 7.271875074366108e-05, 0.0074175139889121056, 0.00036929629277437925, 0.03766924515366554, 0.00187544128857553, 9.3372720584739e-05, 0.009524276480078697, 0.000474185828352347, 0.048368267714977264, 0.0024081142619252205, 0.00011989295308012515, 0.012229413725435734, 0.0006088666268624365, 0.06210608407855034, 0.0030920798890292645, 0.00015394559886772186, 0.015702877193689346, 0.0007818002486601472, 0.07974579185247421, 0.0039703091606497765, 0.00019767005869653076, 0.02016289345920086, 0.0010038514155894518, 0.10239562392234802, 0.005097977817058563, 0.0002538133703637868, 0.025889668613672256, 0.0012889706995338202, 6.417406984837726e-05, 0.0065459334291517735, 0.0003259028308093548, 0.03324299305677414, 0.0016550711588934064, 8.240113675128669e-05, 0.008405144326388836, 0.0004184675053693354, 0.04268484562635422, 0.0021251533180475235, 0.00010580515663605183, 0.01079241931438446] within 19 ulp
; ModuleID = 'src/softmax_warp.cu'
source_filename = "src/softmax_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z12warp_softmaxILi64EEvPKfPfi = comdat any

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z12warp_softmaxILi64EEvPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = lshr i32 %6, 5
  %8 = mul i32 %7, %5
  %9 = lshr i32 %4, 5
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %80

12:                                               ; preds = %3
  %13 = and i32 %4, 31
  %14 = sext i32 %10 to i64
  %15 = shl nsw i64 %14, 6
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = zext nneg i32 %13 to i64
  %18 = getelementptr inbounds float, ptr %16, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = tail call noundef float @llvm.maxnum.f32(float %19, float 0xFFF0000000000000)
  %21 = or disjoint i32 %13, 32
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %16, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = tail call noundef float @llvm.maxnum.f32(float %20, float %24)
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 16, i32 31)
  %27 = tail call noundef float @llvm.maxnum.f32(float %25, float %26)
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 8, i32 31)
  %29 = tail call noundef float @llvm.maxnum.f32(float %27, float %28)
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 4, i32 31)
  %31 = tail call noundef float @llvm.maxnum.f32(float %29, float %30)
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 2, i32 31)
  %33 = tail call noundef float @llvm.maxnum.f32(float %31, float %32)
  %34 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %33, i32 1, i32 31)
  %35 = tail call noundef float @llvm.maxnum.f32(float %33, float %34)
  %36 = fsub contract float %19, %35
  %37 = tail call float @llvm.fma.f32(float %36, float 0x3F777313A0000000, float 5.000000e-01)
  %38 = tail call float @llvm.nvvm.saturate.f(float %37) #5
  %39 = tail call float @llvm.nvvm.fma.rm.f(float %38, float 2.520000e+02, float 0x4168000020000000) #5
  %40 = fadd float %39, 0xC168000FE0000000
  %41 = fneg float %40
  %42 = tail call float @llvm.fma.f32(float %36, float 0x3FF7154760000000, float %41)
  %43 = tail call float @llvm.fma.f32(float %36, float 0x3E54AE0C00000000, float %42)
  %44 = bitcast float %39 to i32
  %45 = shl i32 %44, 23
  %46 = bitcast i32 %45 to float
  %47 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %43) #5
  %48 = fmul float %47, %46
  %49 = fadd contract float %48, 0.000000e+00
  %50 = fsub contract float %24, %35
  %51 = tail call float @llvm.fma.f32(float %50, float 0x3F777313A0000000, float 5.000000e-01)
  %52 = tail call float @llvm.nvvm.saturate.f(float %51) #5
  %53 = tail call float @llvm.nvvm.fma.rm.f(float %52, float 2.520000e+02, float 0x4168000020000000) #5
  %54 = fadd float %53, 0xC168000FE0000000
  %55 = fneg float %54
  %56 = tail call float @llvm.fma.f32(float %50, float 0x3FF7154760000000, float %55)
  %57 = tail call float @llvm.fma.f32(float %50, float 0x3E54AE0C00000000, float %56)
  %58 = bitcast float %53 to i32
  %59 = shl i32 %58, 23
  %60 = bitcast i32 %59 to float
  %61 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %57) #5
  %62 = fmul float %61, %60
  %63 = fadd contract float %49, %62
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %63, i32 16, i32 31)
  %65 = fadd contract float %63, %64
  %66 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %65, i32 8, i32 31)
  %67 = fadd contract float %65, %66
  %68 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %67, i32 4, i32 31)
  %69 = fadd contract float %67, %68
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %69, i32 2, i32 31)
  %71 = fadd contract float %69, %70
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %71, i32 1, i32 31)
  %73 = fadd contract float %71, %72
  %74 = fdiv contract float %48, %73
  %75 = or disjoint i64 %15, %17
  %76 = getelementptr inbounds float, ptr %1, i64 %75
  store float %74, ptr %76, align 4, !tbaa !8
  %77 = fdiv contract float %62, %73
  %78 = or disjoint i64 %15, %22
  %79 = getelementptr inbounds float, ptr %1, i64 %78
  store float %77, ptr %79, align 4, !tbaa !8
  br label %80

80:                                               ; preds = %3, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

attributes #0 = { convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z12warp_softmaxILi64EEvPKfPfi, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
