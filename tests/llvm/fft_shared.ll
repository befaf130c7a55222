; fft_shared: radix-2 FFT of 64 complex points per CTA in shared memory.
;
; 32 threads load their CTA's signal in bit-reversed order
; (llvm.bitreverse) into a shared array of struct cplx { float re, im; },
; then run six butterfly stages (one butterfly per thread per stage,
; twiddles from a constant-memory table, a barrier after each stage) and
; store (int)roundf() of each output. Only the rounded outputs are
; checked: the inputs are the inverse DFT of an integer spectrum (rounded
; to f32), so every output is within 1e-4 of an integer whatever the order
; of the operations or their fusion (expected.py checks a 0.05 margin).
; Exercises: addrspace(4) struct-array constant with an initialiser,
; GEPs into [64 x %struct.cplx] in shared memory, udiv/urem by a
; variable, fmuladd with fneg, llvm.round, fptosi, llvm.nvvm.barrier0.
;
; launch: %fft_shared grid=2 block=(32) fuel=1000000
; arg: @re = f32[128] [-0.0625, -0.06450674, -0.067622736, -0.072354205, -0.07991349, -0.09374219, -0.1290838, -0.7302072, -0.0045764567, -0.2686115, 0.0021462436, -0.034594182, -0.059662063, -0.10153257, -0.44124657, 0.06829517, -0.015625, -0.08151168, -0.47840786, 0.22229476, 0.10628888, 0.07930537, 0.07210837, 0.07546331, 0.08917354, 0.11918354, 0.18767162, 0.45490688, 0.6601425, -0.84563345, -0.37293893, -0.27727538, -0.25, -0.26099798, -0.33340484, -0.7569891, 0.9685081, -0.04959665, 0.0035754393, -0.013020201, -0.026673544, -0.038151883, -0.049989562, -0.06606864, -0.097238414, -0.21311979, 0.49288404, 0.10979917, 0.078125, 0.12313018, -0.4084772, -0.08461473, -0.05738353, -0.051653713, -0.06401749, 0.23997065, 0.06707646, -0.6901456, -0.101915695, -0.074192405, -0.065742016, -0.062415376, -0.061281066, -0.061413873, -0.015625, -0.016711127, -0.016843935, -0.015709624, -0.01238298, -0.0039325934, 0.023790698, 0.6120206, -0.14520146, -0.31809565, -0.014107507, -0.026471285, -0.02074147, 0.0064897314, 0.3303522, -0.20125519, -0.15625, -0.18792418, -0.57100904, 0.13499479, 0.019113414, -0.012056358, -0.028135438, -0.039973117, -0.051451456, -0.0651048, -0.08170044, -0.02852835, -1.0466331, 0.6788641, 0.25527984, 0.18287298, 0.171875, 0.1991504, 0.29481393, 0.76750845, -0.7382675, -0.5330319, -0.26579663, -0.19730854, -0.16729854, -0.15358831, -0.15023337, -0.15743038, -0.18441388, -0.30041978, 0.40028286, 0.003386679, -0.0625, -0.14642018, 0.36312157, 0.02340757, -0.018462937, -0.043530818, -0.080271244, 0.19048649, -0.07354854, 0.6520822, 0.0509588, 0.015617189, 0.0017884873, -0.005770793, -0.010502265, -0.013618263]
; arg: @im = f32[128] [-1.03125, -0.030484261, -0.030394342, -0.031376436, -0.034281395, -0.04138926, -0.06219758, -0.41303828, -0.011048543, -0.48299554, 0.11423171, 0.070022285, 0.062920816, 0.07521393, 0.26191032, -0.04358027, -0.015625, -0.03530856, -0.32799003, 0.25915602, 0.22323136, 0.5636859, -0.1556637, -0.008631065, 0.03693689, 0.071257, 0.11584144, 0.22636604, 0.49878135, -0.39571124, -0.11548213, -0.04342277, 4.4755866e-15, 0.042623114, 0.11158836, 0.3825621, -0.5601191, -0.09999448, -0.059996475, -0.023953743, 0.011048543, 0.06236705, 0.22092642, -0.47655204, -0.08723877, 0.063769415, -0.46912864, -0.13808548, -0.078125, -0.016920837, -0.30183992, -0.098024994, -0.06633088, -0.041560177, 0.009551934, -0.5923111, -0.1619369, 0.30107367, -0.027363654, -0.036657847, -0.036963385, -0.03562572, -0.03399372, -0.032472413, -0.03125, -0.030484261, -0.030394342, -0.031376436, -0.034281395, -0.04138926, -0.06219758, -0.41303828, -0.011048543, -0.48299554, 0.11423171, 0.070022285, 0.062920816, 0.07521393, 0.26191032, -0.04358027, -0.015625, -0.03530856, -0.32799003, 0.25915602, 0.22323136, 0.5636859, -0.1556637, -0.008631065, 0.03693689, 0.071257, 0.11584144, 0.22636604, 0.49878135, -0.39571124, -0.11548213, -0.04342277, -4.3368087e-15, 0.042623114, 0.11158836, 0.3825621, -0.5601191, -0.09999448, -0.059996475, -0.023953743, 0.011048543, 0.06236705, 0.22092642, -0.47655204, -0.08723877, 0.063769415, -0.46912864, -0.13808548, -0.078125, -0.016920837, -0.30183992, -0.098024994, -0.06633088, -0.041560177, 0.009551934, -0.5923111, -0.1619369, 0.30107367, -0.027363654, -0.036657847, -0.036963385, -0.03562572, -0.03399372, -0.032472413]
; arg: @ore = i32[128] 0
; arg: @oim = i32[128] 0
; expect: @ore == [-4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1]
; expect: @oim == [-3, -2, 1, -1, -1, 1, -2, -3, -2, 1, -1, -1, 1, -2, -3, -2, 1, -1, -1, 1, -2, -3, -2, 1, -1, -1, 1, -2, -3, -2, 1, -1, -1, 1, -2, -3, -2, 1, -1, -1, 1, -2, -3, -2, 1, -1, -1, 1, -2, -3, -2, 1, -1, -1, 1, -2, -3, -2, 1, -1, -1, 1, -2, -3, -2, -1, 2, 0, 0, 2, -1, -2, -1, 2, 0, 0, 2, -1, -2, -1, 2, 0, 0, 2, -1, -2, -1, 2, 0, 0, 2, -1, -2, -1, 2, 0, 0, 2, -1, -2, -1, 2, 0, 0, 2, -1, -2, -1, 2, 0, 0, 2, -1, -2, -1, 2, 0, 0, 2, -1, -2, -1, 2, 0, 0, 2, -1, -2]

; ModuleID = 'src/fft_shared.ll'
source_filename = "src/fft_shared.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.cplx = type { float, float }

@twiddle = internal unnamed_addr addrspace(4) constant [32 x %struct.cplx] [%struct.cplx { float 1.000000e+00, float -0.000000e+00 }, %struct.cplx { float 0x3FEFD88DA0000000, float 0xBFB917A6C0000000 }, %struct.cplx { float 0x3FEF6297C0000000, float 0xBFC8F8B840000000 }, %struct.cplx { float 0x3FEE9F4160000000, float 0xBFD2940620000000 }, %struct.cplx { float 0x3FED906BC0000000, float 0xBFD87DE2A0000000 }, %struct.cplx { float 0x3FEC38B300000000, float 0xBFDE2B5D40000000 }, %struct.cplx { float 0x3FEA9B6620000000, float 0xBFE1C73B40000000 }, %struct.cplx { float 0x3FE8BC8060000000, float 0xBFE44CF320000000 }, %struct.cplx { float 0x3FE6A09E60000000, float 0xBFE6A09E60000000 }, %struct.cplx { float 0x3FE44CF320000000, float 0xBFE8BC8060000000 }, %struct.cplx { float 0x3FE1C73B40000000, float 0xBFEA9B6620000000 }, %struct.cplx { float 0x3FDE2B5D40000000, float 0xBFEC38B300000000 }, %struct.cplx { float 0x3FD87DE2A0000000, float 0xBFED906BC0000000 }, %struct.cplx { float 0x3FD2940620000000, float 0xBFEE9F4160000000 }, %struct.cplx { float 0x3FC8F8B840000000, float 0xBFEF6297C0000000 }, %struct.cplx { float 0x3FB917A6C0000000, float 0xBFEFD88DA0000000 }, %struct.cplx { float 0x3C91A62640000000, float -1.000000e+00 }, %struct.cplx { float 0xBFB917A6C0000000, float 0xBFEFD88DA0000000 }, %struct.cplx { float 0xBFC8F8B840000000, float 0xBFEF6297C0000000 }, %struct.cplx { float 0xBFD2940620000000, float 0xBFEE9F4160000000 }, %struct.cplx { float 0xBFD87DE2A0000000, float 0xBFED906BC0000000 }, %struct.cplx { float 0xBFDE2B5D40000000, float 0xBFEC38B300000000 }, %struct.cplx { float 0xBFE1C73B40000000, float 0xBFEA9B6620000000 }, %struct.cplx { float 0xBFE44CF320000000, float 0xBFE8BC8060000000 }, %struct.cplx { float 0xBFE6A09E60000000, float 0xBFE6A09E60000000 }, %struct.cplx { float 0xBFE8BC8060000000, float 0xBFE44CF320000000 }, %struct.cplx { float 0xBFEA9B6620000000, float 0xBFE1C73B40000000 }, %struct.cplx { float 0xBFEC38B300000000, float 0xBFDE2B5D40000000 }, %struct.cplx { float 0xBFED906BC0000000, float 0xBFD87DE2A0000000 }, %struct.cplx { float 0xBFEE9F4160000000, float 0xBFD2940620000000 }, %struct.cplx { float 0xBFEF6297C0000000, float 0xBFC8F8B840000000 }, %struct.cplx { float 0xBFEFD88DA0000000, float 0xBFB917A6C0000000 }], align 4
@s = internal unnamed_addr addrspace(3) global [64 x %struct.cplx] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define ptx_kernel void @fft_shared(ptr addrspace(1) noundef readonly captures(none) %re, ptr addrspace(1) noundef readonly captures(none) %im, ptr addrspace(1) noundef writeonly captures(none) %ore, ptr addrspace(1) noundef writeonly captures(none) %oim) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b = shl i32 %ctaid, 6
  br label %load

load:                                             ; preds = %load, %entry
  %n = phi i32 [ %t, %entry ], [ %n.next, %load ]
  %rev = tail call i32 @llvm.bitreverse.i32(i32 %n)
  %r = lshr i32 %rev, 26
  %gi = add i32 %n, %b
  %gi.z = zext i32 %gi to i64
  %pre = getelementptr inbounds nuw float, ptr addrspace(1) %re, i64 %gi.z
  %vre = load float, ptr addrspace(1) %pre, align 4
  %pim = getelementptr inbounds nuw float, ptr addrspace(1) %im, i64 %gi.z
  %vim = load float, ptr addrspace(1) %pim, align 4
  %0 = zext nneg i32 %r to i64
  %sre = getelementptr inbounds nuw %struct.cplx, ptr addrspace(3) @s, i64 %0
  store float %vre, ptr addrspace(3) %sre, align 4
  %sim = getelementptr inbounds nuw i8, ptr addrspace(3) %sre, i64 4
  store float %vim, ptr addrspace(3) %sim, align 4
  %n.next = add nuw nsw i32 %n, 32
  %n.more = icmp samesign ult i32 %n, 32
  br i1 %n.more, label %load, label %loaded

loaded:                                           ; preds = %load
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %stage

stage:                                            ; preds = %stage, %loaded
  %half = phi i32 [ 1, %loaded ], [ %span, %stage ]
  %1 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %half, i1 true)
  %group1 = lshr i32 %t, %1
  %2 = add nuw nsw i32 %half, 1023
  %pos = and i32 %2, %t
  %span = shl nuw nsw i32 %half, 1
  %gbase = mul nuw nsw i32 %group1, %span
  %i = add nuw nsw i32 %gbase, %pos
  %j = add nuw nsw i32 %i, %half
  %step2 = lshr i32 32, %1
  %widx = mul nuw nsw i32 %pos, %step2
  %3 = zext nneg i32 %widx to i64
  %wre.p = getelementptr inbounds nuw %struct.cplx, ptr addrspace(4) @twiddle, i64 %3
  %wre = load float, ptr addrspace(4) %wre.p, align 4
  %wim.p = getelementptr inbounds nuw i8, ptr addrspace(4) %wre.p, i64 4
  %wim = load float, ptr addrspace(4) %wim.p, align 4
  %4 = zext nneg i32 %j to i64
  %xre.p = getelementptr inbounds nuw %struct.cplx, ptr addrspace(3) @s, i64 %4
  %xre = load float, ptr addrspace(3) %xre.p, align 4
  %xim.p = getelementptr inbounds nuw i8, ptr addrspace(3) %xre.p, i64 4
  %xim = load float, ptr addrspace(3) %xim.p, align 4
  %5 = zext nneg i32 %i to i64
  %ure.p = getelementptr inbounds nuw %struct.cplx, ptr addrspace(3) @s, i64 %5
  %ure = load float, ptr addrspace(3) %ure.p, align 4
  %uim.p = getelementptr inbounds nuw i8, ptr addrspace(3) %ure.p, i64 4
  %uim = load float, ptr addrspace(3) %uim.p, align 4
  %6 = fneg float %wim
  %m1.neg = fmul float %xim, %6
  %tr = tail call float @llvm.fmuladd.f32(float %xre, float %wre, float %m1.neg)
  %m2 = fmul float %wre, %xim
  %ti = tail call float @llvm.fmuladd.f32(float %xre, float %wim, float %m2)
  %jre = fsub float %ure, %tr
  %jim = fsub float %uim, %ti
  %ire = fadd float %ure, %tr
  %iim = fadd float %uim, %ti
  store float %jre, ptr addrspace(3) %xre.p, align 4
  store float %jim, ptr addrspace(3) %xim.p, align 4
  store float %ire, ptr addrspace(3) %ure.p, align 4
  store float %iim, ptr addrspace(3) %uim.p, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %more = icmp samesign ult i32 %half, 32
  br i1 %more, label %stage, label %store

store:                                            ; preds = %stage, %store
  %m = phi i32 [ %m.next, %store ], [ %t, %stage ]
  %7 = zext nneg i32 %m to i64
  %ore.p = getelementptr inbounds nuw %struct.cplx, ptr addrspace(3) @s, i64 %7
  %fre = load float, ptr addrspace(3) %ore.p, align 4
  %oim.p = getelementptr inbounds nuw i8, ptr addrspace(3) %ore.p, i64 4
  %fim = load float, ptr addrspace(3) %oim.p, align 4
  %rre = tail call float @llvm.round.f32(float %fre)
  %rim = tail call float @llvm.round.f32(float %fim)
  %ire.i = fptosi float %rre to i32
  %iim.i = fptosi float %rim to i32
  %go = add i32 %m, %b
  %go.z = zext i32 %go to i64
  %dre = getelementptr inbounds nuw i32, ptr addrspace(1) %ore, i64 %go.z
  store i32 %ire.i, ptr addrspace(1) %dre, align 4
  %dim = getelementptr inbounds nuw i32, ptr addrspace(1) %oim, i64 %go.z
  store i32 %iim.i, ptr addrspace(1) %dim, align 4
  %m.next = add nuw nsw i32 %m, 32
  %m.more = icmp samesign ult i32 %m, 32
  br i1 %m.more, label %store, label %exit

exit:                                             ; preds = %store
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
