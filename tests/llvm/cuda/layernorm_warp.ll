; layernorm_warp: WARP INTRINSICS (next issue). Layer normalisation with one
; warp per row of 64, two ways: layernorm_warp_xor reduces the sum and then
; the centred sum of squares with __shfl_xor_sync butterflies (every lane
; gets the total, FasterTransformer style); layernorm_warp_welford keeps
; Welford statistics (a struct of three floats, pushed per element and
; merged) combined with __shfl_down_sync and broadcast from lane 0 with
; __shfl_sync (Apex/OneFlow style).
;
; beta is around 4 (see layernorm_smem). The Welford model follows the
; per-lane updates and lane 0's merge tree for the error bound.
; Exercises: llvm.nvvm.shfl.sync.bfly.f32, shfl.sync.down.f32,
; shfl.sync.idx.f32, a struct scalarised into values across a loop,
; rsqrt.approx.f, fdiv by a converted i32.
;
; launch: %layernorm_warp_xor grid=2 block=64
; arg: @x = f32[256] ((i * 53) % 67) * 0.0625 - 2.0
; arg: @gamma = f32[64] 1.0 + (i % 5) * 0.125
; arg: @beta = f32[64] (i % 7) * 0.0625 + 4.0
; arg: @y = f32[256] 0
; arg: 4
; arg: 64
; arg: 1e-5
; expect: @y == [2.304417133331299, 5.196974277496338, 4.492695331573486, 3.6098499298095703, 2.548438310623169, 5.882129669189453, 5.337285041809082, 4.1763739585876465, 3.2743966579437256, 2.1938531398773193, 5.6040730476379395, 5.040096282958984, 4.297553062438965, 3.37644362449646, 1.8392678499221802, 5.326015949249268, 4.7429070472717285, 3.981231927871704, 3.0409903526306152, 1.922182559967041, 5.485459327697754, 4.445718288421631, 3.6649110317230225, 2.7055373191833496, 6.695001602172852, 5.207402229309082, 4.586029529571533, 3.7860898971557617, 2.370084047317505, 6.340416431427002, 4.929345607757568, 4.288840293884277, 3.469768762588501, 2.4721310138702393, 6.423330783843994, 4.6512885093688965, 3.9916515350341797, 3.1534478664398193, 2.1366777420043945, 6.0687456130981445, 4.810731887817383, 4.131962299346924, 2.8371267318725586, 1.801224708557129, 5.714160442352295, 4.532675266265869, 3.834773540496826, 2.958305597305298, 6.603392124176025, 5.359575271606445, 4.254618167877197, 3.5375845432281494, 2.641984701156616, 6.26793909072876, 5.442490100860596, 4.414061546325684, 3.2403955459594727, 2.3256635665893555, 5.932485580444336, 5.087904930114746, 4.136004447937012, 3.380706787109375, 2.4468424320220947, 5.59703254699707, 4.452223777770996, 3.7469451427459717, 2.858487844467163, 1.786851167678833, 5.791894435882568, 4.607712745666504, 3.882808208465576, 2.537224292755127, 6.267498970031738, 5.431378364562988, 4.32570219039917, 3.5811710357666016, 2.65346097946167, 6.364109039306641, 5.070862293243408, 4.043691635131836, 3.279534101486206, 2.332197666168213, 6.023219108581543, 5.147846221923828, 4.199180603027344, 2.9778969287872314, 2.0109341144561768, 5.6823296546936035, 4.787330150604248, 3.9171700477600098, 3.113759994506836, 6.5103864669799805, 5.341439723968506, 4.426814079284668, 3.6351592540740967, 2.8121228218078613, 6.189123153686523, 5.438050270080566, 4.503798007965088, 3.3531484603881836, 2.510485887527466, 5.867859840393066, 5.097160339355469, 4.143281936645508, 3.5086379051208496, 2.646348714828491, 5.546596527099609, 4.756270885467529, 3.7827656269073486, 3.2266271114349365, 2.3447117805480957, 5.662833213806152, 4.852880954742432, 3.4222495555877686, 2.9446163177490234, 5.987968921661377, 5.341569423675537, 4.511991024017334, 3.4992334842681885, 3.1001057624816895, 5.686331748962402, 5.02030611038208, 4.1711015701293945, 3.1387174129486084, 2.8180949687957764, 5.822195053100586, 5.136542797088623, 3.830211639404297, 3.2063400745391846, 2.3599066734313965, 5.639219760894775, 4.863476753234863, 3.90779447555542, 3.3646066188812256, 2.498893976211548, 5.321427822113037, 4.526405334472656, 3.5514440536499023, 3.0853729248046875, 6.075498104095459, 5.441135883331299, 4.626834392547607, 3.195093870162964, 2.8061394691467285, 5.7769856452941895, 5.1233439445495605, 4.289763450622559, 3.2762436866760254, 2.9644060134887695, 5.478472709655762, 4.805552005767822, 3.9526922702789307, 2.919893264770508, 2.6851725578308105, 5.617460250854492, 4.925260066986084, 3.6156210899353027, 2.5635430812835693, 5.850487232208252, 5.3189473152160645, 4.607468128204346, 3.716050148010254, 2.644692897796631, 5.571253776550293, 5.020434856414795, 4.289676189422607, 3.378978967666626, 2.2883424758911133, 5.729520320892334, 5.159421920776367, 3.9718844890594482, 3.041908025741577, 1.9319922924041748, 5.450286865234375, 4.860909461975098, 4.091592788696289, 3.142336845397949, 1.5756419897079468, 5.171053409576416, 4.56239652633667, 3.773800849914551, 2.8052656650543213, 6.823614120483398, 5.329319953918457, 4.2638840675354, 3.4560089111328125, 2.4681947231292725, 6.467264175415039, 5.050086498260498, 4.402871131896973, 3.575716972351074, 2.1311235427856445, 5.307483196258545, 4.722376823425293, 3.957038640975952, 3.0114691257476807, 1.8856679201126099, 5.465498924255371, 4.861082077026367, 3.6389334201812744, 2.674053430557251, 1.5289416313171387, 5.1860151290893555, 4.562287330627441, 3.7583281993865967, 2.774137496948242, 6.347435474395752, 4.906530857086182, 4.263492584228516, 3.440222978591919, 2.4367218017578125, 6.42820930480957, 5.064546585083008, 3.96469783782959, 3.122117757797241, 2.099306106567383, 6.0714826583862305, 4.785062313079834, 4.103403091430664, 3.2415125370025635, 1.7618902921676636, 5.714756488800049, 4.50557804107666, 3.8046085834503174, 2.9234073162078857, 6.605926036834717, 5.795530319213867, 4.2260942459106445, 3.5058138370513916, 2.605302095413208, 6.268510341644287, 5.4388041496276855, 4.384109973907471, 3.644519090652466, 2.2871968746185303, 5.931094646453857, 5.082077980041504, 4.104625701904297, 3.34572434425354, 2.4065916538238525, 6.031178951263428, 4.725351333618164, 3.825141429901123, 3.0469298362731934, 2.088486433029175, 5.693763256072998, 4.806125164031982, 3.9831573963165283, 2.7481350898742676, 6.083064556121826, 5.356347560882568, 4.449398994445801, 3.7036731243133545, 2.886840343475342, 6.202459335327148, 5.018931865692139] within 16 ulp
; launch: %layernorm_warp_welford grid=2 block=64
; arg: @x = f32[256] ((i * 53) % 67) * 0.0625 - 2.0
; arg: @gamma = f32[64] 1.0 + (i % 5) * 0.125
; arg: @beta = f32[64] (i % 7) * 0.0625 + 4.0
; arg: @y = f32[256] 0
; arg: 4
; arg: 64
; arg: 1e-5
; expect: @y == [2.304417133331299, 5.196974277496338, 4.492695331573486, 3.6098499298095703, 2.548438310623169, 5.882129669189453, 5.337285041809082, 4.1763739585876465, 3.2743966579437256, 2.1938531398773193, 5.6040730476379395, 5.040096282958984, 4.297553062438965, 3.37644362449646, 1.8392678499221802, 5.326015949249268, 4.7429070472717285, 3.981231927871704, 3.0409903526306152, 1.922182559967041, 5.485459327697754, 4.445718288421631, 3.6649110317230225, 2.7055373191833496, 6.695001602172852, 5.207402229309082, 4.586029529571533, 3.7860898971557617, 2.370084047317505, 6.340416431427002, 4.929345607757568, 4.288840293884277, 3.469768762588501, 2.4721310138702393, 6.423330783843994, 4.6512885093688965, 3.9916515350341797, 3.1534478664398193, 2.1366777420043945, 6.0687456130981445, 4.810731887817383, 4.131962299346924, 2.8371267318725586, 1.801224708557129, 5.714160442352295, 4.532675266265869, 3.834773540496826, 2.958305597305298, 6.603392124176025, 5.359575271606445, 4.254618167877197, 3.5375845432281494, 2.641984701156616, 6.26793909072876, 5.442490100860596, 4.414061546325684, 3.2403955459594727, 2.3256635665893555, 5.932485580444336, 5.087904930114746, 4.136004447937012, 3.380706787109375, 2.4468424320220947, 5.59703254699707, 4.452223777770996, 3.7469451427459717, 2.858487844467163, 1.786851167678833, 5.791894435882568, 4.607712745666504, 3.882808208465576, 2.537224292755127, 6.267498970031738, 5.431378364562988, 4.32570219039917, 3.5811710357666016, 2.65346097946167, 6.364109039306641, 5.070862293243408, 4.043691635131836, 3.279534101486206, 2.332197666168213, 6.023219108581543, 5.147846221923828, 4.199180603027344, 2.9778969287872314, 2.0109341144561768, 5.6823296546936035, 4.787330150604248, 3.9171700477600098, 3.113759994506836, 6.5103864669799805, 5.341439723968506, 4.426814079284668, 3.6351592540740967, 2.8121228218078613, 6.189123153686523, 5.438050270080566, 4.503798007965088, 3.3531484603881836, 2.510485887527466, 5.867859840393066, 5.097160339355469, 4.143281936645508, 3.5086379051208496, 2.646348714828491, 5.546596527099609, 4.756270885467529, 3.7827656269073486, 3.2266271114349365, 2.3447117805480957, 5.662833213806152, 4.852880954742432, 3.4222495555877686, 2.9446163177490234, 5.987968921661377, 5.341569423675537, 4.511991024017334, 3.4992334842681885, 3.1001057624816895, 5.686331748962402, 5.02030611038208, 4.1711015701293945, 3.1387174129486084, 2.8180949687957764, 5.822195053100586, 5.136542797088623, 3.830211639404297, 3.2063400745391846, 2.3599066734313965, 5.639219760894775, 4.863476753234863, 3.90779447555542, 3.3646066188812256, 2.498893976211548, 5.321427822113037, 4.526405334472656, 3.5514440536499023, 3.0853729248046875, 6.075498104095459, 5.441135883331299, 4.626834392547607, 3.195093870162964, 2.8061394691467285, 5.7769856452941895, 5.1233439445495605, 4.289763450622559, 3.2762436866760254, 2.9644060134887695, 5.478472709655762, 4.805552005767822, 3.9526922702789307, 2.919893264770508, 2.6851725578308105, 5.617460250854492, 4.925260066986084, 3.6156210899353027, 2.5635430812835693, 5.850487232208252, 5.3189473152160645, 4.607468128204346, 3.716050148010254, 2.644692897796631, 5.571253776550293, 5.020434856414795, 4.289676189422607, 3.378978967666626, 2.2883424758911133, 5.729520320892334, 5.159421920776367, 3.9718844890594482, 3.041908025741577, 1.9319922924041748, 5.450286865234375, 4.860909461975098, 4.091592788696289, 3.142336845397949, 1.5756419897079468, 5.171053409576416, 4.56239652633667, 3.773800849914551, 2.8052656650543213, 6.823614120483398, 5.329319953918457, 4.2638840675354, 3.4560089111328125, 2.4681947231292725, 6.467264175415039, 5.050086498260498, 4.402871131896973, 3.575716972351074, 2.1311235427856445, 5.307483196258545, 4.722376823425293, 3.957038640975952, 3.0114691257476807, 1.8856679201126099, 5.465498924255371, 4.861082077026367, 3.6389334201812744, 2.674053430557251, 1.5289416313171387, 5.1860151290893555, 4.562287330627441, 3.7583281993865967, 2.774137496948242, 6.347435474395752, 4.906530857086182, 4.263492584228516, 3.440222978591919, 2.4367218017578125, 6.42820930480957, 5.064546585083008, 3.96469783782959, 3.122117757797241, 2.099306106567383, 6.0714826583862305, 4.785062313079834, 4.103403091430664, 3.2415125370025635, 1.7618902921676636, 5.714756488800049, 4.50557804107666, 3.8046085834503174, 2.9234073162078857, 6.605926036834717, 5.795530319213867, 4.2260942459106445, 3.5058138370513916, 2.605302095413208, 6.268510341644287, 5.4388041496276855, 4.384109973907471, 3.644519090652466, 2.2871968746185303, 5.931094646453857, 5.082077980041504, 4.104625701904297, 3.34572434425354, 2.4065916538238525, 6.031178951263428, 4.725351333618164, 3.825141429901123, 3.0469298362731934, 2.088486433029175, 5.693763256072998, 4.806125164031982, 3.9831573963165283, 2.7481350898742676, 6.083064556121826, 5.356347560882568, 4.449398994445801, 3.7036731243133545, 2.886840343475342, 6.202459335327148, 5.018931865692139] within 21 ulp
; ModuleID = 'src/layernorm_warp.cu'
source_filename = "src/layernorm_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @layernorm_warp_xor(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = mul i32 %12, %10
  %14 = lshr i32 %8, 5
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %4
  br i1 %16, label %17, label %90

17:                                               ; preds = %7
  %18 = sext i32 %15 to i64
  %19 = sext i32 %5 to i64
  %20 = mul nsw i64 %19, %18
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = icmp slt i32 %9, %5
  br i1 %22, label %37, label %23

23:                                               ; preds = %37, %17
  %24 = phi float [ 0.000000e+00, %17 ], [ %43, %37 ]
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 16, i32 31)
  %26 = fadd contract float %24, %25
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 8, i32 31)
  %28 = fadd contract float %26, %27
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 4, i32 31)
  %30 = fadd contract float %28, %29
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 2, i32 31)
  %32 = fadd contract float %30, %31
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 1, i32 31)
  %34 = fadd contract float %32, %33
  %35 = sitofp i32 %5 to float
  %36 = fdiv contract float %34, %35
  br i1 %22, label %63, label %46

37:                                               ; preds = %17, %37
  %38 = phi float [ %43, %37 ], [ 0.000000e+00, %17 ]
  %39 = phi i32 [ %44, %37 ], [ %9, %17 ]
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %21, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !9
  %43 = fadd contract float %38, %42
  %44 = add nuw nsw i32 %39, 32
  %45 = icmp slt i32 %44, %5
  br i1 %45, label %37, label %23, !llvm.loop !13

46:                                               ; preds = %63, %23
  %47 = phi float [ 0.000000e+00, %23 ], [ %71, %63 ]
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %47, i32 16, i32 31)
  %49 = fadd contract float %47, %48
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %49, i32 8, i32 31)
  %51 = fadd contract float %49, %50
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %51, i32 4, i32 31)
  %53 = fadd contract float %51, %52
  %54 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %53, i32 2, i32 31)
  %55 = fadd contract float %53, %54
  %56 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %55, i32 1, i32 31)
  %57 = fadd contract float %55, %56
  %58 = fdiv contract float %57, %35
  %59 = fadd contract float %58, %6
  %60 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %59)
  br i1 %22, label %61, label %90

61:                                               ; preds = %46
  %62 = getelementptr float, ptr %3, i64 %20
  br label %74

63:                                               ; preds = %23, %63
  %64 = phi i32 [ %72, %63 ], [ %9, %23 ]
  %65 = phi float [ %71, %63 ], [ 0.000000e+00, %23 ]
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %21, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !9
  %69 = fsub contract float %68, %36
  %70 = fmul contract float %69, %69
  %71 = fadd contract float %65, %70
  %72 = add nuw nsw i32 %64, 32
  %73 = icmp slt i32 %72, %5
  br i1 %73, label %63, label %46, !llvm.loop !15

74:                                               ; preds = %61, %74
  %75 = phi i32 [ %9, %61 ], [ %88, %74 ]
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %21, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !9
  %79 = fsub contract float %78, %36
  %80 = fmul contract float %60, %79
  %81 = getelementptr inbounds float, ptr %1, i64 %76
  %82 = load float, ptr %81, align 4, !tbaa !9
  %83 = fmul contract float %82, %80
  %84 = getelementptr inbounds float, ptr %2, i64 %76
  %85 = load float, ptr %84, align 4, !tbaa !9
  %86 = fadd contract float %85, %83
  %87 = getelementptr float, ptr %62, i64 %76
  store float %86, ptr %87, align 4, !tbaa !9
  %88 = add nuw nsw i32 %75, 32
  %89 = icmp slt i32 %88, %5
  br i1 %89, label %74, label %90, !llvm.loop !16

90:                                               ; preds = %74, %46, %7
  ret void
}

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @layernorm_warp_welford(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = mul i32 %12, %10
  %14 = lshr i32 %8, 5
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %4
  br i1 %16, label %17, label %162

17:                                               ; preds = %7
  %18 = sext i32 %15 to i64
  %19 = sext i32 %5 to i64
  %20 = mul nsw i64 %19, %18
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = icmp slt i32 %9, %5
  br i1 %22, label %31, label %23

23:                                               ; preds = %31, %17
  %24 = phi float [ 0.000000e+00, %17 ], [ %39, %31 ]
  %25 = phi float [ 0.000000e+00, %17 ], [ %45, %31 ]
  %26 = phi float [ 0.000000e+00, %17 ], [ %42, %31 ]
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %26, i32 16, i32 31)
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %25, i32 16, i32 31)
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %24, i32 16, i32 31)
  %30 = fcmp contract oeq float %29, 0.000000e+00
  br i1 %30, label %61, label %50

31:                                               ; preds = %17, %31
  %32 = phi float [ %42, %31 ], [ 0.000000e+00, %17 ]
  %33 = phi float [ %45, %31 ], [ 0.000000e+00, %17 ]
  %34 = phi float [ %39, %31 ], [ 0.000000e+00, %17 ]
  %35 = phi i32 [ %46, %31 ], [ %9, %17 ]
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %21, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !9
  %39 = fadd contract float %34, 1.000000e+00
  %40 = fsub contract float %38, %32
  %41 = fdiv contract float %40, %39
  %42 = fadd contract float %32, %41
  %43 = fsub contract float %38, %42
  %44 = fmul contract float %40, %43
  %45 = fadd contract float %33, %44
  %46 = add nuw nsw i32 %35, 32
  %47 = icmp slt i32 %46, %5
  br i1 %47, label %31, label %23, !llvm.loop !17

48:                                               ; preds = %137
  %49 = getelementptr float, ptr %3, i64 %20
  br label %146

50:                                               ; preds = %23
  %51 = fadd contract float %24, %29
  %52 = fsub contract float %27, %26
  %53 = fdiv contract float %29, %51
  %54 = fmul contract float %52, %53
  %55 = fadd contract float %26, %54
  %56 = fadd contract float %25, %28
  %57 = fmul contract float %52, %52
  %58 = fmul contract float %24, %57
  %59 = fmul contract float %58, %53
  %60 = fadd contract float %56, %59
  br label %61

61:                                               ; preds = %23, %50
  %62 = phi float [ %55, %50 ], [ %26, %23 ]
  %63 = phi float [ %60, %50 ], [ %25, %23 ]
  %64 = phi float [ %51, %50 ], [ %24, %23 ]
  %65 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %62, i32 8, i32 31)
  %66 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %63, i32 8, i32 31)
  %67 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %64, i32 8, i32 31)
  %68 = fcmp contract oeq float %67, 0.000000e+00
  br i1 %68, label %80, label %69

69:                                               ; preds = %61
  %70 = fadd contract float %64, %67
  %71 = fsub contract float %65, %62
  %72 = fdiv contract float %67, %70
  %73 = fmul contract float %71, %72
  %74 = fadd contract float %62, %73
  %75 = fadd contract float %63, %66
  %76 = fmul contract float %71, %71
  %77 = fmul contract float %64, %76
  %78 = fmul contract float %77, %72
  %79 = fadd contract float %75, %78
  br label %80

80:                                               ; preds = %69, %61
  %81 = phi float [ %74, %69 ], [ %62, %61 ]
  %82 = phi float [ %79, %69 ], [ %63, %61 ]
  %83 = phi float [ %70, %69 ], [ %64, %61 ]
  %84 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %81, i32 4, i32 31)
  %85 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %82, i32 4, i32 31)
  %86 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %83, i32 4, i32 31)
  %87 = fcmp contract oeq float %86, 0.000000e+00
  br i1 %87, label %99, label %88

88:                                               ; preds = %80
  %89 = fadd contract float %83, %86
  %90 = fsub contract float %84, %81
  %91 = fdiv contract float %86, %89
  %92 = fmul contract float %90, %91
  %93 = fadd contract float %81, %92
  %94 = fadd contract float %82, %85
  %95 = fmul contract float %90, %90
  %96 = fmul contract float %83, %95
  %97 = fmul contract float %96, %91
  %98 = fadd contract float %94, %97
  br label %99

99:                                               ; preds = %88, %80
  %100 = phi float [ %93, %88 ], [ %81, %80 ]
  %101 = phi float [ %98, %88 ], [ %82, %80 ]
  %102 = phi float [ %89, %88 ], [ %83, %80 ]
  %103 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %100, i32 2, i32 31)
  %104 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %101, i32 2, i32 31)
  %105 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %102, i32 2, i32 31)
  %106 = fcmp contract oeq float %105, 0.000000e+00
  br i1 %106, label %118, label %107

107:                                              ; preds = %99
  %108 = fadd contract float %102, %105
  %109 = fsub contract float %103, %100
  %110 = fdiv contract float %105, %108
  %111 = fmul contract float %109, %110
  %112 = fadd contract float %100, %111
  %113 = fadd contract float %101, %104
  %114 = fmul contract float %109, %109
  %115 = fmul contract float %102, %114
  %116 = fmul contract float %115, %110
  %117 = fadd contract float %113, %116
  br label %118

118:                                              ; preds = %107, %99
  %119 = phi float [ %112, %107 ], [ %100, %99 ]
  %120 = phi float [ %117, %107 ], [ %101, %99 ]
  %121 = phi float [ %108, %107 ], [ %102, %99 ]
  %122 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %119, i32 1, i32 31)
  %123 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %120, i32 1, i32 31)
  %124 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %121, i32 1, i32 31)
  %125 = fcmp contract oeq float %124, 0.000000e+00
  br i1 %125, label %137, label %126

126:                                              ; preds = %118
  %127 = fadd contract float %121, %124
  %128 = fsub contract float %122, %119
  %129 = fdiv contract float %124, %127
  %130 = fmul contract float %128, %129
  %131 = fadd contract float %119, %130
  %132 = fadd contract float %120, %123
  %133 = fmul contract float %128, %128
  %134 = fmul contract float %121, %133
  %135 = fmul contract float %134, %129
  %136 = fadd contract float %132, %135
  br label %137

137:                                              ; preds = %126, %118
  %138 = phi float [ %131, %126 ], [ %119, %118 ]
  %139 = phi float [ %136, %126 ], [ %120, %118 ]
  %140 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %138, i32 0, i32 31)
  %141 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %139, i32 0, i32 31)
  %142 = sitofp i32 %5 to float
  %143 = fdiv contract float %141, %142
  %144 = fadd contract float %143, %6
  %145 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %144)
  br i1 %22, label %48, label %162

146:                                              ; preds = %48, %146
  %147 = phi i32 [ %9, %48 ], [ %160, %146 ]
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds float, ptr %21, i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !9
  %151 = fsub contract float %150, %140
  %152 = fmul contract float %145, %151
  %153 = getelementptr inbounds float, ptr %1, i64 %148
  %154 = load float, ptr %153, align 4, !tbaa !9
  %155 = fmul contract float %154, %152
  %156 = getelementptr inbounds float, ptr %2, i64 %148
  %157 = load float, ptr %156, align 4, !tbaa !9
  %158 = fadd contract float %157, %155
  %159 = getelementptr float, ptr %49, i64 %148
  store float %158, ptr %159, align 4, !tbaa !9
  %160 = add nuw nsw i32 %147, 32
  %161 = icmp slt i32 %160, %5
  br i1 %161, label %146, label %162, !llvm.loop !18

162:                                              ; preds = %146, %137, %7
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

attributes #0 = { convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @layernorm_warp_xor, !"kernel", i32 1}
!5 = !{ptr @layernorm_warp_welford, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
