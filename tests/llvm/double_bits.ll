; double_bits: f64 bit fields and every integer/float conversion.
;
; From d = in[i] each thread extracts the low and high words
; (llvm.nvvm.d2i.lo/hi), the biased exponent (bitcast to i64, lshr, and,
; trunc), rebuilds -d with llvm.nvvm.lohi.i2d, round-trips d through
; float, and converts: fptosi to i32 and i64, fptoui to i64, uitofp from
; i64 and i32 (the latter rounds: i * 40000000 needs more than 24 bits),
; sitofp from i32 and i64, fdiv by 8.
; Exercises: llvm.nvvm.d2i.lo, d2i.hi, lohi.i2d, bitcast double<->i64,
; fptrunc/fpext, sitofp/uitofp/fptosi/fptoui at i32 and i64, llvm.fabs.f64,
; i64 loads/stores.
;
; launch: %double_bits grid=2 block=(32) fuel=1000000
; arg: @in = f64[64] (i - 30) * 1.625 + 0.0078125
; arg: @o32 = i32[256] 0
; arg: @o64 = f64[256] 0.0
; arg: @oi64 = i64[128] 0
; arg: @of32 = f32[128] 0.0
; expect: @o32 == [0, -1068998912, 1028, -48, 0, -1069052160, 1028, -47, 0, -1069105408, 1028, -45, 0, -1069158656, 1028, -43, 0, -1069211904, 1028, -42, 0, -1069265152, 1028, -40, 0, -1069318400, 1028, -38, 0, -1069371648, 1028, -37, 0, -1069424896, 1028, -35, 0, -1069478144, 1028, -34, 0, -1069531392, 1028, -32, 0, -1069621760, 1027, -30, 0, -1069728256, 1027, -29, 0, -1069834752, 1027, -27, 0, -1069941248, 1027, -25, 0, -1070047744, 1027, -24, 0, -1070154240, 1027, -22, 0, -1070260736, 1027, -21, 0, -1070367232, 1027, -19, 0, -1070473728, 1027, -17, 0, -1070580224, 1027, -16, 0, -1070777344, 1026, -14, 0, -1070990336, 1026, -12, 0, -1071203328, 1026, -11, 0, -1071416320, 1026, -9, 0, -1071629312, 1026, -8, 0, -1072039936, 1025, -6, 0, -1072465920, 1025, -4, 0, -1073090560, 1024, -3, 0, -1074143232, 1023, -1, 0, 1065353216, 1016, 0, 0, 1073356800, 1023, 1, 0, 1074401280, 1024, 3, 0, 1075021824, 1025, 4, 0, 1075447808, 1025, 6, 0, 1075856384, 1026, 8, 0, 1076069376, 1026, 9, 0, 1076282368, 1026, 11, 0, 1076495360, 1026, 13, 0, 1076708352, 1026, 14, 0, 1076904448, 1027, 16, 0, 1077010944, 1027, 17, 0, 1077117440, 1027, 19, 0, 1077223936, 1027, 21, 0, 1077330432, 1027, 22, 0, 1077436928, 1027, 24, 0, 1077543424, 1027, 26, 0, 1077649920, 1027, 27, 0, 1077756416, 1027, 29, 0, 1077862912, 1027, 30, 0, 1077952768, 1028, 32, 0, 1078006016, 1028, 34, 0, 1078059264, 1028, 35, 0, 1078112512, 1028, 37, 0, 1078165760, 1028, 39, 0, 1078219008, 1028, 40, 0, 1078272256, 1028, 42, 0, 1078325504, 1028, 43, 0, 1078378752, 1028, 45, 0, 1078432000, 1028, 47, 0, 1078485248, 1028, 48, 0, 1078538496, 1028, 50, 0, 1078591744, 1028, 52, 0, 1078644992, 1028, 53]
; expect: @o64 == [48.7421875, -48.7421875, 575257182208.0, -5.0, 47.1171875, -47.1171875, 519422607360.0, -4.875, 45.4921875, -45.4921875, 463588032512.0, -4.75, 43.8671875, -43.8671875, 407753457664.0, -4.625, 42.2421875, -42.2421875, 351918882816.0, -4.5, 40.6171875, -40.6171875, 296084307968.0, -4.375, 38.9921875, -38.9921875, 240249733120.0, -4.25, 37.3671875, -37.3671875, 184415158272.0, -4.125, 35.7421875, -35.7421875, 128580583424.0, -4.0, 34.1171875, -34.1171875, 72746008576.0, -3.875, 32.4921875, -32.4921875, 16911433728.0, -3.75, 30.8671875, -30.8671875, 1021665345536.0, -3.625, 29.2421875, -29.2421875, 909996195840.0, -3.5, 27.6171875, -27.6171875, 798327046144.0, -3.375, 25.9921875, -25.9921875, 686657896448.0, -3.25, 24.3671875, -24.3671875, 574988746752.0, -3.125, 22.7421875, -22.7421875, 463319597056.0, -3.0, 21.1171875, -21.1171875, 351650447360.0, -2.875, 19.4921875, -19.4921875, 239981297664.0, -2.75, 17.8671875, -17.8671875, 128312147968.0, -2.625, 16.2421875, -16.2421875, 16642998272.0, -2.5, 14.6171875, -14.6171875, 909459324928.0, -2.375, 12.9921875, -12.9921875, 686121025536.0, -2.25, 11.3671875, -11.3671875, 462782726144.0, -2.125, 9.7421875, -9.7421875, 239444426752.0, -2.0, 8.1171875, -8.1171875, 16106127360.0, -1.875, 6.4921875, -6.4921875, 685047283712.0, -1.75, 4.8671875, -4.8671875, 238370684928.0, -1.625, 3.2421875, -3.2421875, 682899800064.0, -1.5, 1.6171875, -1.6171875, 678604832768.0, -1.375, -0.0078125, 0.0078125, 0.0, -1.25, -1.6328125, 1.6328125, 695784701952.0, -1.125, -3.2578125, 3.2578125, 691489734656.0, -1.0, -4.8828125, 4.8828125, 242665652224.0, -0.875, -6.5078125, 6.5078125, 689342251008.0, -0.75, -8.1328125, 8.1328125, 18253611008.0, -0.625, -9.7578125, 9.7578125, 241591910400.0, -0.5, -11.3828125, 11.3828125, 464930209792.0, -0.375, -13.0078125, 13.0078125, 688268509184.0, -0.25, -14.6328125, 14.6328125, 911606808576.0, -0.125, -16.2578125, 16.2578125, 17716740096.0, 0.0, -17.8828125, 17.8828125, 129385889792.0, 0.125, -19.5078125, 19.5078125, 241055039488.0, 0.25, -21.1328125, 21.1328125, 352724189184.0, 0.375, -22.7578125, 22.7578125, 464393338880.0, 0.5, -24.3828125, 24.3828125, 576062488576.0, 0.625, -26.0078125, 26.0078125, 687731638272.0, 0.75, -27.6328125, 27.6328125, 799400787968.0, 0.875, -29.2578125, 29.2578125, 911069937664.0, 1.0, -30.8828125, 30.8828125, 1022739087360.0, 1.125, -32.5078125, 32.5078125, 17448304640.0, 1.25, -34.1328125, 34.1328125, 73282879488.0, 1.375, -35.7578125, 35.7578125, 129117454336.0, 1.5, -37.3828125, 37.3828125, 184952029184.0, 1.625, -39.0078125, 39.0078125, 240786604032.0, 1.75, -40.6328125, 40.6328125, 296621178880.0, 1.875, -42.2578125, 42.2578125, 352455753728.0, 2.0, -43.8828125, 43.8828125, 408290328576.0, 2.125, -45.5078125, 45.5078125, 464124903424.0, 2.25, -47.1328125, 47.1328125, 519959478272.0, 2.375, -48.7578125, 48.7578125, 575794053120.0, 2.5, -50.3828125, 50.3828125, 631628627968.0, 2.625, -52.0078125, 52.0078125, 687463202816.0, 2.75, -53.6328125, 53.6328125, 743297777664.0, 2.875]
; expect: @oi64 == [49912, 48742, 48248, 47117, 46584, 45492, 44920, 43867, 43256, 42242, 41592, 40617, 39928, 38992, 38264, 37367, 36600, 35742, 34936, 34117, 33272, 32492, 31608, 30867, 29944, 29242, 28280, 27617, 26616, 25992, 24952, 24367, 23288, 22742, 21624, 21117, 19960, 19492, 18296, 17867, 16632, 16242, 14968, 14617, 13304, 12992, 11640, 11367, 9976, 9742, 8312, 8117, 6648, 6492, 4984, 4867, 3320, 3242, 1656, 1617, 8, -7, 1672, -1632, 3336, -3257, 5000, -4882, 6664, -6507, 8328, -8132, 9992, -9757, 11656, -11382, 13320, -13007, 14984, -14632, 16648, -16257, 18312, -17882, 19976, -19507, 21640, -21132, 23304, -22757, 24968, -24382, 26632, -26007, 28296, -27632, 29960, -29257, 31624, -30882, 33288, -32507, 34952, -34132, 36616, -35757, 38280, -37382, 39944, -39007, 41608, -40632, 43272, -42257, 44936, -43882, 46600, -45507, 48264, -47132, 49928, -48757, 51592, -50382, 53256, -52007, 54920, -53632]
; expect: @of32 == [0.0, -4.0, 40000000.0, -3.875, 80000000.0, -3.75, 120000000.0, -3.625, 160000000.0, -3.5, 200000000.0, -3.375, 240000000.0, -3.25, 280000000.0, -3.125, 320000000.0, -3.0, 360000000.0, -2.875, 400000000.0, -2.75, 440000000.0, -2.625, 480000000.0, -2.5, 520000000.0, -2.375, 560000000.0, -2.25, 600000000.0, -2.125, 640000000.0, -2.0, 680000000.0, -1.875, 720000000.0, -1.75, 760000000.0, -1.625, 800000000.0, -1.5, 840000000.0, -1.375, 880000000.0, -1.25, 920000000.0, -1.125, 960000000.0, -1.0, 1000000000.0, -0.875, 1040000000.0, -0.75, 1080000000.0, -0.625, 1120000000.0, -0.5, 1160000000.0, -0.375, 1200000000.0, -0.25, 1240000000.0, -0.125, 1280000000.0, 0.0, 1320000000.0, 0.125, 1360000000.0, 0.25, 1400000000.0, 0.375, 1440000000.0, 0.5, 1480000000.0, 0.625, 1520000000.0, 0.75, 1560000000.0, 0.875, 1600000000.0, 1.0, 1640000000.0, 1.125, 1680000000.0, 1.25, 1720000000.0, 1.375, 1760000000.0, 1.5, 1800000000.0, 1.625, 1840000000.0, 1.75, 1880000000.0, 1.875, 1920000000.0, 2.0, 1960000000.0, 2.125, 2000000000.0, 2.25, 2040000000.0, 2.375, 2080000000.0, 2.5, 2120000000.0, 2.625, 2160000000.0, 2.75, 2200000000.0, 2.875, 2240000000.0, 3.0, 2280000000.0, 3.125, 2320000000.0, 3.25, 2360000000.0, 3.375, 2400000000.0, 3.5, 2440000000.0, 3.625, 2480000000.0, 3.75, 2520000000.0, 3.875]

; ModuleID = 'src/double_bits.ll'
source_filename = "src/double_bits.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @double_bits(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %o32, ptr addrspace(1) noundef writeonly captures(none) %o64, ptr addrspace(1) noundef writeonly captures(none) %oi64, ptr addrspace(1) noundef writeonly captures(none) %of32) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %i.e = sext i32 %i to i64
  %dp = getelementptr inbounds double, ptr addrspace(1) %in, i64 %i.e
  %d = load double, ptr addrspace(1) %dp, align 8
  %lo = tail call i32 @llvm.nvvm.d2i.lo(double %d)
  %hi = tail call i32 @llvm.nvvm.d2i.hi(double %d)
  %b4 = shl nsw i64 %i.e, 2
  %a0 = getelementptr inbounds i32, ptr addrspace(1) %o32, i64 %b4
  store i32 %lo, ptr addrspace(1) %a0, align 4
  %a1 = getelementptr inbounds nuw i8, ptr addrspace(1) %a0, i64 4
  store i32 %hi, ptr addrspace(1) %a1, align 4
  %bits = bitcast double %d to i64
  %sh = lshr i64 %bits, 52
  %0 = trunc nuw nsw i64 %sh to i32
  %expo = and i32 %0, 2047
  %a2 = getelementptr inbounds nuw i8, ptr addrspace(1) %a0, i64 8
  store i32 %expo, ptr addrspace(1) %a2, align 4
  %di = fptosi double %d to i32
  %a3 = getelementptr inbounds nuw i8, ptr addrspace(1) %a0, i64 12
  store i32 %di, ptr addrspace(1) %a3, align 4
  %hineg = xor i32 %hi, -2147483648
  %neg = tail call double @llvm.nvvm.lohi.i2d(i32 %lo, i32 %hineg)
  %q0 = getelementptr inbounds double, ptr addrspace(1) %o64, i64 %b4
  store double %neg, ptr addrspace(1) %q0, align 8
  %f = fptrunc double %d to float
  %fe = fpext float %f to double
  %q1 = getelementptr inbounds nuw i8, ptr addrspace(1) %q0, i64 8
  store double %fe, ptr addrspace(1) %q1, align 8
  %mid0 = lshr i64 %bits, 12
  %mid = and i64 %mid0, 1099511627775
  %midf = uitofp nneg i64 %mid to double
  %q2 = getelementptr inbounds nuw i8, ptr addrspace(1) %q0, i64 16
  store double %midf, ptr addrspace(1) %q2, align 8
  %im40 = add nsw i32 %i, -40
  %im40f = sitofp i32 %im40 to double
  %eighth = fmul double %im40f, 1.250000e-01
  %q3 = getelementptr inbounds nuw i8, ptr addrspace(1) %q0, i64 24
  store double %eighth, ptr addrspace(1) %q3, align 8
  %ad = tail call double @llvm.fabs.f64(double %d)
  %scaled = fmul double %ad, 1.024000e+03
  %u = fptoui double %scaled to i64
  %b2 = shl nsw i64 %i.e, 1
  %w0 = getelementptr inbounds i64, ptr addrspace(1) %oi64, i64 %b2
  store i64 %u, ptr addrspace(1) %w0, align 8
  %dm = fmul double %d, -1.000000e+03
  %s = fptosi double %dm to i64
  %w1 = getelementptr inbounds nuw i8, ptr addrspace(1) %w0, i64 8
  store i64 %s, ptr addrspace(1) %w1, align 8
  %big = mul i32 %i, 40000000
  %bigf = uitofp i32 %big to float
  %f0 = getelementptr inbounds float, ptr addrspace(1) %of32, i64 %b2
  store float %bigf, ptr addrspace(1) %f0, align 4
  %im32 = add nsw i64 %i.e, -32
  %im32f = sitofp i64 %im32 to float
  %im32s = fmul float %im32f, 1.250000e-01
  %f1 = getelementptr inbounds nuw i8, ptr addrspace(1) %f0, i64 4
  store float %im32s, ptr addrspace(1) %f1, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
