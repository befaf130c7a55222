; tea_cipher: TEA encryption and decryption of one 64-bit block per thread.
;
; 32 Feistel cycles of TEA with a key from a constant-memory table
; encrypt (v0, v1) into @enc; running the inverse cycles brings the block
; back, which @dec must equal (the input again).
; Exercises: shl/lshr/add/sub/xor on i32 in loops carried by four phis,
; loads of an addrspace(4) constant table with an initialiser, loop
; bound from a scalar parameter.
;
; launch: %tea_cipher grid=2 block=(64) fuel=5000000
; arg: @in = i32[256] i * 2654435761 + 12345
; arg: @enc = i32[256] 0
; arg: @dec = i32[256] 0
; arg: 32

; expect: @dec[i] == i * 2654435761 + 12345
; expect: @enc == [646013245, -869502053, 790615250, 411362411, 1782227704, -1836772228, -1406360170, -292307699, 1878068843, -1285818187, 404792212, -1042004497, 1903257083, -2143965459, -1418123187, -2134753828, -2018671064, -865522188, 1120125433, 1547617221, -173668945, 1613044778, 1177192817, 777576454, -1235111756, 1366370164, 205940923, 904605538, 1726034877, -806558492, 1699719255, 1332787669, -2022993678, 720748770, -1606196088, -997878599, 1336870072, -751167860, -128240558, 535969338, -323197031, 39184229, -936616657, 415502863, 1430126912, 1665258878, -921369747, 1221463942, 458693627, 1454275904, 1174377930, 917760398, 1672397972, -955154570, 764459509, 1391791852, -1162322887, -1062519128, 1076027336, 1605671473, 421211222, 1611718529, -1894323235, -657634882, -276234106, 208313941, 728145557, 1032214963, -1380424400, -72139867, 892998016, -821643832, -1696506793, 67057258, 904868914, 1115532490, 684146705, -2128094726, 358037055, -1250448163, 2114237166, 845724716, -1360503087, 68716169, -996232329, 147371303, 1204562104, -1220187815, -311815048, -2044434753, 1607392270, 1873126627, 1508594428, 1563909379, 1166272749, 1461876159, -1275404444, 500372007, -2124327322, -1780803349, 402821275, 1250085972, -231775018, -513303980, 1341666618, 90147600, 800694506, -209414555, -1534210886, 665201363, -2094405622, 634944916, -1506957133, -143723370, 816931336, 1373175346, -1512221822, 1088336587, -599431854, 1762829055, 607734566, 944524405, -1468343075, -885648404, -211231941, 48732428, -1854194950, 1147506930, 2022186321, 355500108, 1260766294, 2081669852, 233733944, -239929824, -587561484, 2066404644, -379501319, -25665870, -1264110525, -878292269, 675698693, -942615363, -128502799, 1662588281, 374155369, -209171280, 1061171112, 218234383, -485064481, -1970451963, 1578732378, -830956491, -1860386495, -1514946344, 180991596, -596714338, -1540240777, -776416840, -237780427, 1241196230, -879860489, -762861563, 1000631518, 960990456, 1191774206, 1856733844, -1948358910, -1168322747, -1754700522, 1319964803, 371154697, 1569808209, 135558639, -546605685, -846578311, 1244063692, 2073859389, 2032366678, 354240825, -1031321219, -1598864201, -2134135945, 1819667172, 705931425, -148706785, 741848570, -1207554188, -1969770731, 846477922, -1207644940, -843226431, -112665990, 1747262035, -1855410535, -195506335, -1941900333, -1376743741, -714398504, 2106027596, 2125451173, -1842772609, -2035194281, -2037167670, 363781381, -1065779597, 1932801418, -640796118, 1675704024, -949713235, -1373552292, 1172484407, 1651318230, -651621621, 644864443, 1278414924, -2073148781, 888442066, 1594834151, -906505286, -1696547770, -1268970979, -1520101951, -526191387, 669347499, -642400323, -2011904098, -1464317489, 641692789, 1972821019, -1861725698, 1768514211, 250148599, 2009064090, -1694253397, -1775337729, 1013077952, -1956904621, -964840328, 1452706491, -1487272579, 659579401, 2090487381, -1361031787, 1932360991, -1876719274, -1377769524, 1792235643, -1832666764, -1048227544, 218694371, 1272688268, 441520296, 1474851880, -490068442, 791849465, 1286519039]

; ModuleID = 'src/tea_cipher.ll'
source_filename = "src/tea_cipher.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @tea_cipher(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %enc, ptr addrspace(1) noundef writeonly captures(none) %dec, i32 noundef %rounds) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %i0 = shl i32 %g, 1
  %i0.e = zext i32 %i0 to i64
  %i1.e = or disjoint i64 %i0.e, 1
  %p0 = getelementptr inbounds nuw i32, ptr addrspace(1) %in, i64 %i0.e
  %p1 = getelementptr inbounds nuw i32, ptr addrspace(1) %in, i64 %i1.e
  %v0.init = load i32, ptr addrspace(1) %p0, align 4
  %v1.init = load i32, ptr addrspace(1) %p1, align 4
  %e.more1 = icmp sgt i32 %rounds, 0
  br i1 %e.more1, label %enc.body, label %enc.done

enc.body:                                         ; preds = %entry, %enc.body
  %e.sum5 = phi i32 [ %e.sum.next, %enc.body ], [ 0, %entry ]
  %e.v14 = phi i32 [ %e.v1.next, %enc.body ], [ %v1.init, %entry ]
  %e.v03 = phi i32 [ %e.v0.next, %enc.body ], [ %v0.init, %entry ]
  %e.i2 = phi i32 [ %e.i.next, %enc.body ], [ 0, %entry ]
  %e.sum.next = add i32 %e.sum5, -1640531527
  %a1 = shl i32 %e.v14, 4
  %a2 = add i32 %a1, -1519670323
  %a3 = add i32 %e.sum.next, %e.v14
  %a4 = lshr i32 %e.v14, 5
  %a5 = add nuw nsw i32 %a4, 65535
  %a6 = xor i32 %a5, %a2
  %a7 = xor i32 %a6, %a3
  %e.v0.next = add i32 %a7, %e.v03
  %b1 = shl i32 %e.v0.next, 4
  %b2 = add i32 %b1, -1412567295
  %b3 = add i32 %e.v0.next, %e.sum.next
  %b4 = lshr i32 %e.v0.next, 5
  %b5 = add nuw nsw i32 %b4, 305419896
  %b6 = xor i32 %b2, %b3
  %b7 = xor i32 %b6, %b5
  %e.v1.next = add i32 %b7, %e.v14
  %e.i.next = add nuw nsw i32 %e.i2, 1
  %exitcond.not = icmp eq i32 %e.i.next, %rounds
  br i1 %exitcond.not, label %enc.done.loopexit, label %enc.body

enc.done.loopexit:                                ; preds = %enc.body
  %0 = mul i32 %rounds, -1640531527
  br label %enc.done

enc.done:                                         ; preds = %enc.done.loopexit, %entry
  %e.v0.lcssa = phi i32 [ %v0.init, %entry ], [ %e.v0.next, %enc.done.loopexit ]
  %e.v1.lcssa = phi i32 [ %v1.init, %entry ], [ %e.v1.next, %enc.done.loopexit ]
  %e.sum.lcssa = phi i32 [ 0, %entry ], [ %0, %enc.done.loopexit ]
  %q0 = getelementptr inbounds nuw i32, ptr addrspace(1) %enc, i64 %i0.e
  store i32 %e.v0.lcssa, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr inbounds nuw i32, ptr addrspace(1) %enc, i64 %i1.e
  store i32 %e.v1.lcssa, ptr addrspace(1) %q1, align 4
  br i1 %e.more1, label %dec.body, label %dec.done

dec.body:                                         ; preds = %enc.done, %dec.body
  %d.sum12 = phi i32 [ %d.sum.next, %dec.body ], [ %e.sum.lcssa, %enc.done ]
  %d.v111 = phi i32 [ %d.v1.next, %dec.body ], [ %e.v1.lcssa, %enc.done ]
  %d.v010 = phi i32 [ %d.v0.next, %dec.body ], [ %e.v0.lcssa, %enc.done ]
  %d.i9 = phi i32 [ %d.i.next, %dec.body ], [ 0, %enc.done ]
  %c1 = shl i32 %d.v010, 4
  %c2 = add i32 %c1, -1412567295
  %c3 = add i32 %d.sum12, %d.v010
  %c4 = lshr i32 %d.v010, 5
  %c5 = add nuw nsw i32 %c4, 305419896
  %c6 = xor i32 %c5, %c2
  %c7 = xor i32 %c6, %c3
  %d.v1.next = sub i32 %d.v111, %c7
  %f1 = shl i32 %d.v1.next, 4
  %f2 = add i32 %f1, -1519670323
  %f3 = add i32 %d.v1.next, %d.sum12
  %f4 = lshr i32 %d.v1.next, 5
  %f5 = add nuw nsw i32 %f4, 65535
  %f6 = xor i32 %f2, %f3
  %f7 = xor i32 %f6, %f5
  %d.v0.next = sub i32 %d.v010, %f7
  %d.sum.next = add i32 %d.sum12, 1640531527
  %d.i.next = add nuw nsw i32 %d.i9, 1
  %exitcond15.not = icmp eq i32 %d.i.next, %rounds
  br i1 %exitcond15.not, label %dec.done, label %dec.body

dec.done:                                         ; preds = %dec.body, %enc.done
  %d.v0.lcssa = phi i32 [ %e.v0.lcssa, %enc.done ], [ %d.v0.next, %dec.body ]
  %d.v1.lcssa = phi i32 [ %e.v1.lcssa, %enc.done ], [ %d.v1.next, %dec.body ]
  %r0 = getelementptr inbounds nuw i32, ptr addrspace(1) %dec, i64 %i0.e
  store i32 %d.v0.lcssa, ptr addrspace(1) %r0, align 4
  %r1 = getelementptr inbounds nuw i32, ptr addrspace(1) %dec, i64 %i1.e
  store i32 %d.v1.lcssa, ptr addrspace(1) %r1, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
