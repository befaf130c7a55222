; loop_scoped: arrays that live for one loop iteration vs. across loops.
;
; int across[16] lives from the first statement to the last. Inside the
; first loop, int tmp[16] is declared in the body (lifetime.start/end in
; the body: it lives for one iteration, written before it is read); inside
; the second loop, long long hist[12] is declared and cleared (memset) in
; the body. All indices depend on t, r or the data.
; Frame: 64 + 64 + 96 = 224 bytes declared; tmp and hist are never live
; together, so 64 + 96 = 160 suffice. An analysis that ignores the markers
; sees tmp (and hist) live around its loop's back edge, because element
; stores do not overwrite the whole array, but still dead after the loop.
;
; launch: %loop_scoped grid=2 block=(32) fuel=4000000
; arg: @in = i32[1024] (i * 41 + 3) % 97 - 48
; arg: @out = i32[1024] 0
; arg: 16
; arg: 4
; expect: @out == [-85, 1722, 1512, 1717, -517, -485, -1536, 423, 963, -1107, -2052, -1364, 843, 448, 1552, -696, 792, -329, 87, -884, -862, 725, 1977, -155, 1267, -857, 1664, -837, 620, -1702, -1019, 694, -1291, 131, 1871, -812, 1277, -868, -598, -568, -257, 1110, 1055, 828, 109, 274, -1561, 828, 314, 158, -702, -334, -680, 2087, -1013, 916, -2194, 1132, -191, 2955, -574, 1126, -2076, 370, 1344, -230, 194, -11, -1015, 496, 164, 476, -1504, -273, -386, 819, 1714, -49, 60, -608, 367, 1138, -970, 318, -317, -319, 1762, -1248, 514, -1339, 1493, -574, 1159, -1407, 454, 354, 166, 245, -73, -1816, 670, 333, 1927, -984, -1206, 15, -13, 228, 340, 619, -1133, 2113, 563, -72, 796, -1437, 1580, -844, 549, 1913, -696, 1381, -1229, 912, -1807, 373, -916, 254, 2125, 82, 1073, 543, -417, 1087, 1487, 188, -2215, -479, -1275, 185, 1027, -794, -1159, -85, 1191, -630, 340, -420, 170, -1048, 1849, -913, 2348, -1645, 1393, -1934, 1095, -1010, 1986, -1466, -125, 103, -677, 769, 407, 30, 439, -805, 385, -1312, 549, -314, -173, 1693, -241, 530, 713, -262, 440, 407, -73, -1184, -1148, 611, 289, 861, 137, 1128, -1173, 1501, -432, -403, 1565, -1000, 79, 1868, 1787, -241, -1346, 705, -1321, 522, 44, -1010, -2173, 733, 1899, -763, -861, 847, 126, 401, 391, -642, -330, 263, 2213, -787, 2468, -1327, 931, -892, -340, -1132, -2733, -457, -729, 968, 3545, 563, 11, -647, 498, 11, -614, -3161, -779, 410, 1435, 2982, -2904, 41, -1371, -495, -828, 1195, 339, 2684, -85, 1303, -206, 1427, -26, 1278, -1909, 987, 255, -1578, 103, 121, 2423, 1308, -431, 789, -40, 1556, -22, -463, -2721, -660, 999, -402, -337, 937, -598, 4, -1728, 515, -108, 680, 1595, -268, -1249, 480, 647, 418, 482, -164, -377, 1475, -763, 169, 708, -392, 647, -215, 703, 250, 651, -318, -435, -1458, -391, 1076, -594, 1072, 222, 283, -557, -1394, 1072, -1129, 104, 1314, -693, 2039, 20, 630, -888, -170, 1386, 349, 814, -1321, -1105, 831, 246, 822, -1184, -502, -610, 1147, 728, -41, 386, -610, 480, -1141, 1231, 1503, -1148, 1084, 505, -97, 2614, -202, 106, -727, 1286, -1806, -395, -1962, -935, 1869, 1152, -74, -2196, 180, 2557, 1403, 1105, -2265, -697, -925, 1905, 52, -2226, 406, -2040, -1194, -423, -1092, 2075, -776, 2324, 238, 1983, 258, 1618, -1490, -64, 1003, -1005, -158, 752, 168, 1370, -776, -57, 834, 962, 1669, -195, -121, -989, 469, 34, -161, -1336, -1245, 45, -311, -614, 715, -256, 1094, -890, -26, -1658, 998, -924, 99, 1401, -814, 1480, 862, 178, 1573, -1202, 456, -1286, -655, 1354, -192, 744, 165, 86, -647, 294, -1246, 638, 1090, 421, 1239, -970, 768, 387, -832, -334, -880, -609, 1464, 456, -1308, -573, 404, -120, 1844, 1580, -134, 145, -657, 1264, -76, 102, -26, -1043, 253, 399, 809, -1324, -148, -505, 626, 899, 334, -93, 2378, -1427, 2025, -2418, 263, -1389, 1228, -988, 1368, -2001, 155, 273, 577, -352, 709, -1837, 407, 1196, 1148, -14, -821, 632, 64, 2300, 1488, -1454, -1363, 311, -1098, -309, -241, -1382, -437, -211, -504, 826, -1311, 2007, -2134, 1238, -362, 1119, 1423, 1262, 288, 906, -1558, -964, -644, 1282, 305, 1085, 449, -277, 1863, 1460, 682, -1216, -644, -1394, 271, -16, -578, 879, -195, 491, 830, -1260, 1260, -833, 64, -591, -364, -736, 1092, 767, 405, -601, 1205, -137, 192, -72, 175, -1108, 560, 372, 3, 1261, -285, 967, -828, 61, -342, 596, 11, 537, -746, 1777, -1880, 1226, -767, 2118, -964, 1896, -2011, 918, -2183, 1209, -480, -1939, 696, 1076, -688, 1249, -1601, 14, 1967, 1492, -507, -253, 886, -1001, 1462, -74, -1431, 783, -581, 110, -1062, -1515, 517, -1807, 1679, 208, 1033, -1093, 1963, -475, 527, 2556, -1521, -2069, 719, 1040, 2276, -1573, -307, -309, 629, 2889, 94, -1229, -317, 1925, 51, -30, -2475, 869, 474, -1545, -504, -1911, -1649, 737, -2040, 119, -540, 1662, -69, 2849, -225, 1699, 1297, -1715, -978, 833, -525, 227, -2443, 199, 146, 1286, 1663, -94, 803, 59, 2467, -199, -419, 721, 567, 289, -141, -782, 2186, -1442, 635, -2595, 428, -763, 2425, -551, 1223, -1971, 1039, 550, -1586, -482, 1079, -967, 1451, -20, 253, 1029, -823, -1423, -26, 666, 861, 1358, -642, 1312, 539, 235, -379, -438, 644, 1685, -799, 705, -1388, 1073, -994, 314, -1766, -371, 988, 647, 492, 409, 614, 1285, -277, 771, 40, -1028, 289, 412, -1099, -955, 783, -831, -170, 864, -34, -346, -510, -242, -529, -89, 1516, -1099, 1331, 94, 212, 14, 191, -586, 407, 1230, 138, -1332, -131, -1051, 1083, 1757, 403, -3423, -9, 27, 1501, 3778, -1346, -324, -1049, 11, 209, -181, -314, -266, -948, 1176, -1526, 2457, -1533, 3268, -908, 2629, -2037, 1289, -2041, -174, 247, -1122, -688, -133, 78, 1463, -492, 56, 731, 939, 9, 752, 295, -1104, 501, 938, -677, 938, 658, -52, -344, -921, 685, 72, 950, 141, 557, -1252, 870, -922, -187, 1062, -1717, -224, 789, 73, 1712, 342, 289, -139, -686, -1041, 323, -1022, 614, 1576, -618, 962, -509, -599, 1387, 129, 133, -201, -483, 1553, -36, 1176, -567, 78, -951, 1481, -2294, -1028, -427, -1331, 1057, 1293, -725, -20, -481, 939, 291, 1180, -1198, -636, 1491, 283, 615, -1493, -121, 671, 422, 832, -56, -861, 2288, -1543, 1383, -2071, 865, -1705, 2588, -959, 1136, -481, -1003, -58, -1827, 632, 854, -2573, 83, 649, 544, 517, -405, -911, 92, 2912, 2168, 2071, 757, 1381, -626, -469, -168, -2111, -252, -717, -567, 1029, -612, 1735, -1363, 1759, -420, -226, 488, -1593, 698, 812, -443, -989, -2175, 158, -221, 1464, -715, -182, 51, 1323, 2826, -699, 1343, 1257, 302, -509, -675, 622, -883, 290, 783, -1293, 1633, -105, 92, -707, -97, 1326, -946, -158, -312, -261, 1145, 274, 338, -431, -216, -1098, 701, -754, 649, 1708, -552, 230, -1194, 288, -239, 195, -347, 271, 56, 1130, -826, -1058, -95, 1802, 267, 1834, -1083, -1118, 1120, 8, 367, -1935, -6, 1122, 633, 1304, -988, 181, -233, 1606, -185, -514, -114, -278, 12, 2619, -1156, 612, 32, -77, -1062, -1333, 197, -1049, 1705, -102, 1422, -1715, 1661, 1325, 148, 2193, -3019, -1749, -52, -78, 2779, 614, -620, -1055, 829, 347, 984, -875, -431, 1736, -929, 1307, 1809, -212, 1454, -1454, 217, -1566, -342, -1474, 338, -402, 613, 609, -510]
; ModuleID = 'src/loop_scoped.ll'
source_filename = "src/loop_scoped.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @loop_scoped(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %rounds) local_unnamed_addr #0 {
entry:
  %across = alloca [16 x i32], align 4
  %tmp = alloca [16 x i32], align 4
  %hist = alloca [12 x i64], align 8
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = shl nsw i32 %t, 4
  call void @llvm.lifetime.start.p0(ptr nonnull %across)
  %c01 = icmp sgt i32 %n, 0
  br i1 %c01, label %fill.body.preheader, label %r1.cond.preheader

fill.body.preheader:                              ; preds = %entry
  %xtraiter = and i32 %n, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %fill.body.epil.preheader, label %fill.body.preheader.new

fill.body.preheader.new:                          ; preds = %fill.body.preheader
  %unroll_iter = and i32 %n, 2147483644
  br label %fill.body

r1.cond.preheader.loopexit.unr-lcssa:             ; preds = %fill.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %r1.cond.preheader, label %fill.body.epil.preheader

fill.body.epil.preheader:                         ; preds = %r1.cond.preheader.loopexit.unr-lcssa, %fill.body.preheader
  %k02.epil.init = phi i32 [ 0, %fill.body.preheader ], [ %k0.next.3, %r1.cond.preheader.loopexit.unr-lcssa ]
  %lcmp.mod24 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod24)
  br label %fill.body.epil

fill.body.epil:                                   ; preds = %fill.body.epil, %fill.body.epil.preheader
  %k02.epil = phi i32 [ %k0.next.epil, %fill.body.epil ], [ %k02.epil.init, %fill.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %fill.body.epil ], [ 0, %fill.body.epil.preheader ]
  %i0.epil = add nsw i32 %k02.epil, %base
  %i0.ext.epil = sext i32 %i0.epil to i64
  %g0.epil = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0.ext.epil
  %v0.epil = load i32, ptr addrspace(1) %g0.epil, align 4
  %k0.ext.epil = zext nneg i32 %k02.epil to i64
  %a0.epil = getelementptr inbounds nuw i32, ptr %across, i64 %k0.ext.epil
  store i32 %v0.epil, ptr %a0.epil, align 4
  %k0.next.epil = add nuw nsw i32 %k02.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %r1.cond.preheader, label %fill.body.epil, !llvm.loop !0

r1.cond.preheader:                                ; preds = %r1.cond.preheader.loopexit.unr-lcssa, %fill.body.epil, %entry
  %rc17 = icmp sgt i32 %rounds, 0
  br i1 %rc17, label %r1.body.preheader, label %out.cond.preheader

r1.body.preheader:                                ; preds = %r1.cond.preheader
  %1 = add i32 %n, -1
  %xtraiter25 = and i32 %n, 1
  %2 = icmp eq i32 %1, 0
  %unroll_iter29 = and i32 %n, 2147483646
  %lcmp.mod27.not = icmp eq i32 %xtraiter25, 0
  %lcmp.mod28 = icmp ne i32 %xtraiter25, 0
  br label %r1.body

fill.body:                                        ; preds = %fill.body, %fill.body.preheader.new
  %k02 = phi i32 [ 0, %fill.body.preheader.new ], [ %k0.next.3, %fill.body ]
  %niter = phi i32 [ 0, %fill.body.preheader.new ], [ %niter.next.3, %fill.body ]
  %i0 = add nsw i32 %k02, %base
  %i0.ext = sext i32 %i0 to i64
  %g0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0.ext
  %v0 = load i32, ptr addrspace(1) %g0, align 4
  %k0.ext = zext nneg i32 %k02 to i64
  %a0 = getelementptr inbounds nuw i32, ptr %across, i64 %k0.ext
  store i32 %v0, ptr %a0, align 4
  %k0.next = or disjoint i32 %k02, 1
  %i0.1 = add nsw i32 %k0.next, %base
  %i0.ext.1 = sext i32 %i0.1 to i64
  %g0.1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0.ext.1
  %v0.1 = load i32, ptr addrspace(1) %g0.1, align 4
  %k0.ext.1 = zext nneg i32 %k0.next to i64
  %a0.1 = getelementptr inbounds nuw i32, ptr %across, i64 %k0.ext.1
  store i32 %v0.1, ptr %a0.1, align 4
  %k0.next.1 = or disjoint i32 %k02, 2
  %i0.2 = add nsw i32 %k0.next.1, %base
  %i0.ext.2 = sext i32 %i0.2 to i64
  %g0.2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0.ext.2
  %v0.2 = load i32, ptr addrspace(1) %g0.2, align 4
  %k0.ext.2 = zext nneg i32 %k0.next.1 to i64
  %a0.2 = getelementptr inbounds nuw i32, ptr %across, i64 %k0.ext.2
  store i32 %v0.2, ptr %a0.2, align 4
  %k0.next.2 = or disjoint i32 %k02, 3
  %i0.3 = add nsw i32 %k0.next.2, %base
  %i0.ext.3 = sext i32 %i0.3 to i64
  %g0.3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0.ext.3
  %v0.3 = load i32, ptr addrspace(1) %g0.3, align 4
  %k0.ext.3 = zext nneg i32 %k0.next.2 to i64
  %a0.3 = getelementptr inbounds nuw i32, ptr %across, i64 %k0.ext.3
  store i32 %v0.3, ptr %a0.3, align 4
  %k0.next.3 = add nuw nsw i32 %k02, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %r1.cond.preheader.loopexit.unr-lcssa, label %fill.body

r1.body:                                          ; preds = %r1.body.preheader, %r1.latch
  %r18 = phi i32 [ %r1p1, %r1.latch ], [ 0, %r1.body.preheader ]
  call void @llvm.lifetime.start.p0(ptr nonnull %tmp)
  %r1p1 = add nuw nsw i32 %r18, 1
  br i1 %c01, label %t1.body.lr.ph, label %r1.latch

t1.body.lr.ph:                                    ; preds = %r1.body
  %j1a = add i32 %r18, %t
  br i1 %2, label %t1.body.epil.preheader, label %t1.body

t1.body:                                          ; preds = %t1.body.lr.ph, %t1.body
  %k14 = phi i32 [ %k1.next.1, %t1.body ], [ 0, %t1.body.lr.ph ]
  %niter30 = phi i32 [ %niter30.next.1, %t1.body ], [ 0, %t1.body.lr.ph ]
  %j1 = add i32 %j1a, %k14
  %m1 = srem i32 %j1, %n
  %m1.ext = sext i32 %m1 to i64
  %a1 = getelementptr inbounds i32, ptr %across, i64 %m1.ext
  %v1 = load i32, ptr %a1, align 4
  %w1 = mul nsw i32 %v1, %r1p1
  %x1 = add nsw i32 %w1, %k14
  %k1.ext = zext nneg i32 %k14 to i64
  %p1 = getelementptr inbounds nuw i32, ptr %tmp, i64 %k1.ext
  store i32 %x1, ptr %p1, align 4
  %k1.next = or disjoint i32 %k14, 1
  %j1.1 = add i32 %j1a, %k1.next
  %m1.1 = srem i32 %j1.1, %n
  %m1.ext.1 = sext i32 %m1.1 to i64
  %a1.1 = getelementptr inbounds i32, ptr %across, i64 %m1.ext.1
  %v1.1 = load i32, ptr %a1.1, align 4
  %w1.1 = mul nsw i32 %v1.1, %r1p1
  %x1.1 = add nsw i32 %w1.1, %k1.next
  %k1.ext.1 = zext nneg i32 %k1.next to i64
  %p1.1 = getelementptr inbounds nuw i32, ptr %tmp, i64 %k1.ext.1
  store i32 %x1.1, ptr %p1.1, align 4
  %k1.next.1 = add nuw nsw i32 %k14, 2
  %niter30.next.1 = add i32 %niter30, 2
  %niter30.ncmp.1 = icmp eq i32 %niter30.next.1, %unroll_iter29
  br i1 %niter30.ncmp.1, label %t2.body.preheader.unr-lcssa, label %t1.body

t2.body.preheader.unr-lcssa:                      ; preds = %t1.body
  br i1 %lcmp.mod27.not, label %t2.body.preheader, label %t1.body.epil.preheader

t1.body.epil.preheader:                           ; preds = %t2.body.preheader.unr-lcssa, %t1.body.lr.ph
  %k14.epil.init = phi i32 [ 0, %t1.body.lr.ph ], [ %k1.next.1, %t2.body.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod28)
  %j1.epil = add i32 %j1a, %k14.epil.init
  %m1.epil = srem i32 %j1.epil, %n
  %m1.ext.epil = sext i32 %m1.epil to i64
  %a1.epil = getelementptr inbounds i32, ptr %across, i64 %m1.ext.epil
  %v1.epil = load i32, ptr %a1.epil, align 4
  %w1.epil = mul nsw i32 %v1.epil, %r1p1
  %x1.epil = add nsw i32 %w1.epil, %k14.epil.init
  %k1.ext.epil = zext nneg i32 %k14.epil.init to i64
  %p1.epil = getelementptr inbounds nuw i32, ptr %tmp, i64 %k1.ext.epil
  store i32 %x1.epil, ptr %p1.epil, align 4
  br label %t2.body.preheader

t2.body.preheader:                                ; preds = %t2.body.preheader.unr-lcssa, %t1.body.epil.preheader
  br label %t2.body

t2.body:                                          ; preds = %t2.body.preheader, %t2.body
  %k26 = phi i32 [ %k2.next, %t2.body ], [ 0, %t2.body.preheader ]
  %j2a = mul nuw nsw i32 %k26, 3
  %j2 = add nsw i32 %j2a, %t
  %m2 = srem i32 %j2, %n
  %m2.ext = sext i32 %m2 to i64
  %p2 = getelementptr inbounds i32, ptr %tmp, i64 %m2.ext
  %v2 = load i32, ptr %p2, align 4
  %k2.ext = zext nneg i32 %k26 to i64
  %p2b = getelementptr inbounds nuw i32, ptr %tmp, i64 %k2.ext
  %v2b = load i32, ptr %p2b, align 4
  %h2.neg = sdiv i32 %v2b, -2
  %x2 = add i32 %h2.neg, %v2
  %a2 = getelementptr inbounds nuw i32, ptr %across, i64 %k2.ext
  store i32 %x2, ptr %a2, align 4
  %k2.next = add nuw nsw i32 %k26, 1
  %exitcond18.not = icmp eq i32 %k2.next, %n
  br i1 %exitcond18.not, label %r1.latch, label %t2.body

r1.latch:                                         ; preds = %t2.body, %r1.body
  call void @llvm.lifetime.end.p0(ptr nonnull %tmp)
  %exitcond19.not = icmp eq i32 %r1p1, %rounds
  br i1 %exitcond19.not, label %r2.body.preheader, label %r1.body

r2.body.preheader:                                ; preds = %r1.latch
  %xtraiter31 = and i32 %n, 1
  %3 = icmp eq i32 %1, 0
  %unroll_iter35 = and i32 %n, 2147483646
  %lcmp.mod33.not = icmp eq i32 %xtraiter31, 0
  %lcmp.mod34 = icmp ne i32 %xtraiter31, 0
  %xtraiter37 = and i32 %n, 1
  %4 = icmp eq i32 %1, 0
  %unroll_iter41 = and i32 %n, 2147483646
  %lcmp.mod39.not = icmp eq i32 %xtraiter37, 0
  %lcmp.mod40 = icmp ne i32 %xtraiter37, 0
  br label %r2.body

out.cond.preheader:                               ; preds = %r2.latch, %r1.cond.preheader
  br i1 %c01, label %out.body.preheader, label %exit

out.body.preheader:                               ; preds = %out.cond.preheader
  %xtraiter43 = and i32 %n, 3
  %5 = icmp ult i32 %n, 4
  br i1 %5, label %out.body.epil.preheader, label %out.body.preheader.new

out.body.preheader.new:                           ; preds = %out.body.preheader
  %unroll_iter47 = and i32 %n, 2147483644
  br label %out.body

r2.body:                                          ; preds = %r2.body.preheader, %r2.latch
  %r214 = phi i32 [ %r2.next, %r2.latch ], [ 0, %r2.body.preheader ]
  call void @llvm.lifetime.start.p0(ptr nonnull %hist)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %hist, i8 0, i64 96, i1 false)
  br i1 %c01, label %h1.body.preheader, label %r2.latch

h1.body.preheader:                                ; preds = %r2.body
  br i1 %3, label %h1.body.epil.preheader, label %h1.body

h1.body:                                          ; preds = %h1.body.preheader, %h1.body
  %k310 = phi i32 [ %k3.next.1, %h1.body ], [ 0, %h1.body.preheader ]
  %niter36 = phi i32 [ %niter36.next.1, %h1.body ], [ 0, %h1.body.preheader ]
  %k3.ext = zext nneg i32 %k310 to i64
  %a3 = getelementptr inbounds nuw i32, ptr %across, i64 %k3.ext
  %v3 = load i32, ptr %a3, align 4
  %v3m = and i32 %v3, 2147483647
  %b3 = urem i32 %v3m, 12
  %b3.ext = zext nneg i32 %b3 to i64
  %p3 = getelementptr inbounds nuw i64, ptr %hist, i64 %b3.ext
  %hv3 = load i64, ptr %p3, align 8
  %kr3 = add nuw nsw i32 %k310, %r214
  %kr3.ext = zext nneg i32 %kr3 to i64
  %hn3 = add nsw i64 %hv3, %kr3.ext
  store i64 %hn3, ptr %p3, align 8
  %k3.next = or disjoint i32 %k310, 1
  %k3.ext.1 = zext nneg i32 %k3.next to i64
  %a3.1 = getelementptr inbounds nuw i32, ptr %across, i64 %k3.ext.1
  %v3.1 = load i32, ptr %a3.1, align 4
  %v3m.1 = and i32 %v3.1, 2147483647
  %b3.1 = urem i32 %v3m.1, 12
  %b3.ext.1 = zext nneg i32 %b3.1 to i64
  %p3.1 = getelementptr inbounds nuw i64, ptr %hist, i64 %b3.ext.1
  %hv3.1 = load i64, ptr %p3.1, align 8
  %kr3.1 = add nuw nsw i32 %k3.next, %r214
  %kr3.ext.1 = zext nneg i32 %kr3.1 to i64
  %hn3.1 = add nsw i64 %hv3.1, %kr3.ext.1
  store i64 %hn3.1, ptr %p3.1, align 8
  %k3.next.1 = add nuw nsw i32 %k310, 2
  %niter36.next.1 = add i32 %niter36, 2
  %niter36.ncmp.1 = icmp eq i32 %niter36.next.1, %unroll_iter35
  br i1 %niter36.ncmp.1, label %h2.body.preheader.unr-lcssa, label %h1.body

h2.body.preheader.unr-lcssa:                      ; preds = %h1.body
  br i1 %lcmp.mod33.not, label %h2.body.preheader, label %h1.body.epil.preheader

h1.body.epil.preheader:                           ; preds = %h2.body.preheader.unr-lcssa, %h1.body.preheader
  %k310.epil.init = phi i32 [ 0, %h1.body.preheader ], [ %k3.next.1, %h2.body.preheader.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod34)
  %k3.ext.epil = zext nneg i32 %k310.epil.init to i64
  %a3.epil = getelementptr inbounds nuw i32, ptr %across, i64 %k3.ext.epil
  %v3.epil = load i32, ptr %a3.epil, align 4
  %v3m.epil = and i32 %v3.epil, 2147483647
  %b3.epil = urem i32 %v3m.epil, 12
  %b3.ext.epil = zext nneg i32 %b3.epil to i64
  %p3.epil = getelementptr inbounds nuw i64, ptr %hist, i64 %b3.ext.epil
  %hv3.epil = load i64, ptr %p3.epil, align 8
  %kr3.epil = add nuw nsw i32 %k310.epil.init, %r214
  %kr3.ext.epil = zext nneg i32 %kr3.epil to i64
  %hn3.epil = add nsw i64 %hv3.epil, %kr3.ext.epil
  store i64 %hn3.epil, ptr %p3.epil, align 8
  br label %h2.body.preheader

h2.body.preheader:                                ; preds = %h2.body.preheader.unr-lcssa, %h1.body.epil.preheader
  br i1 %4, label %h2.body.epil.preheader, label %h2.body

h2.body:                                          ; preds = %h2.body.preheader, %h2.body
  %k412 = phi i32 [ %k4.next.1, %h2.body ], [ 0, %h2.body.preheader ]
  %niter42 = phi i32 [ %niter42.next.1, %h2.body ], [ 0, %h2.body.preheader ]
  %j4 = add nsw i32 %k412, %t
  %m4 = srem i32 %j4, 12
  %m4.ext = sext i32 %m4 to i64
  %p4 = getelementptr inbounds i64, ptr %hist, i64 %m4.ext
  %hv4 = load i64, ptr %p4, align 8
  %hv4.32 = trunc i64 %hv4 to i32
  %k4.ext = zext nneg i32 %k412 to i64
  %a4 = getelementptr inbounds nuw i32, ptr %across, i64 %k4.ext
  %v4 = load i32, ptr %a4, align 4
  %x4 = add nsw i32 %v4, %hv4.32
  store i32 %x4, ptr %a4, align 4
  %k4.next = or disjoint i32 %k412, 1
  %j4.1 = add nsw i32 %k4.next, %t
  %m4.1 = srem i32 %j4.1, 12
  %m4.ext.1 = sext i32 %m4.1 to i64
  %p4.1 = getelementptr inbounds i64, ptr %hist, i64 %m4.ext.1
  %hv4.1 = load i64, ptr %p4.1, align 8
  %hv4.32.1 = trunc i64 %hv4.1 to i32
  %k4.ext.1 = zext nneg i32 %k4.next to i64
  %a4.1 = getelementptr inbounds nuw i32, ptr %across, i64 %k4.ext.1
  %v4.1 = load i32, ptr %a4.1, align 4
  %x4.1 = add nsw i32 %v4.1, %hv4.32.1
  store i32 %x4.1, ptr %a4.1, align 4
  %k4.next.1 = add nuw nsw i32 %k412, 2
  %niter42.next.1 = add i32 %niter42, 2
  %niter42.ncmp.1 = icmp eq i32 %niter42.next.1, %unroll_iter41
  br i1 %niter42.ncmp.1, label %r2.latch.loopexit.unr-lcssa, label %h2.body

r2.latch.loopexit.unr-lcssa:                      ; preds = %h2.body
  br i1 %lcmp.mod39.not, label %r2.latch, label %h2.body.epil.preheader

h2.body.epil.preheader:                           ; preds = %r2.latch.loopexit.unr-lcssa, %h2.body.preheader
  %k412.epil.init = phi i32 [ 0, %h2.body.preheader ], [ %k4.next.1, %r2.latch.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod40)
  %j4.epil = add nsw i32 %k412.epil.init, %t
  %m4.epil = srem i32 %j4.epil, 12
  %m4.ext.epil = sext i32 %m4.epil to i64
  %p4.epil = getelementptr inbounds i64, ptr %hist, i64 %m4.ext.epil
  %hv4.epil = load i64, ptr %p4.epil, align 8
  %hv4.32.epil = trunc i64 %hv4.epil to i32
  %k4.ext.epil = zext nneg i32 %k412.epil.init to i64
  %a4.epil = getelementptr inbounds nuw i32, ptr %across, i64 %k4.ext.epil
  %v4.epil = load i32, ptr %a4.epil, align 4
  %x4.epil = add nsw i32 %v4.epil, %hv4.32.epil
  store i32 %x4.epil, ptr %a4.epil, align 4
  br label %r2.latch

r2.latch:                                         ; preds = %h2.body.epil.preheader, %r2.latch.loopexit.unr-lcssa, %r2.body
  call void @llvm.lifetime.end.p0(ptr nonnull %hist)
  %r2.next = add nuw nsw i32 %r214, 1
  %exitcond22.not = icmp eq i32 %r2.next, %rounds
  br i1 %exitcond22.not, label %out.cond.preheader, label %r2.body

out.body:                                         ; preds = %out.body, %out.body.preheader.new
  %k516 = phi i32 [ 0, %out.body.preheader.new ], [ %k5.next.3, %out.body ]
  %niter48 = phi i32 [ 0, %out.body.preheader.new ], [ %niter48.next.3, %out.body ]
  %k5.ext = zext nneg i32 %k516 to i64
  %a5 = getelementptr inbounds nuw i32, ptr %across, i64 %k5.ext
  %v5 = load i32, ptr %a5, align 4
  %i5 = add nsw i32 %k516, %base
  %i5.ext = sext i32 %i5 to i64
  %g5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i5.ext
  store i32 %v5, ptr addrspace(1) %g5, align 4
  %k5.next = or disjoint i32 %k516, 1
  %k5.ext.1 = zext nneg i32 %k5.next to i64
  %a5.1 = getelementptr inbounds nuw i32, ptr %across, i64 %k5.ext.1
  %v5.1 = load i32, ptr %a5.1, align 4
  %i5.1 = add nsw i32 %k5.next, %base
  %i5.ext.1 = sext i32 %i5.1 to i64
  %g5.1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i5.ext.1
  store i32 %v5.1, ptr addrspace(1) %g5.1, align 4
  %k5.next.1 = or disjoint i32 %k516, 2
  %k5.ext.2 = zext nneg i32 %k5.next.1 to i64
  %a5.2 = getelementptr inbounds nuw i32, ptr %across, i64 %k5.ext.2
  %v5.2 = load i32, ptr %a5.2, align 4
  %i5.2 = add nsw i32 %k5.next.1, %base
  %i5.ext.2 = sext i32 %i5.2 to i64
  %g5.2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i5.ext.2
  store i32 %v5.2, ptr addrspace(1) %g5.2, align 4
  %k5.next.2 = or disjoint i32 %k516, 3
  %k5.ext.3 = zext nneg i32 %k5.next.2 to i64
  %a5.3 = getelementptr inbounds nuw i32, ptr %across, i64 %k5.ext.3
  %v5.3 = load i32, ptr %a5.3, align 4
  %i5.3 = add nsw i32 %k5.next.2, %base
  %i5.ext.3 = sext i32 %i5.3 to i64
  %g5.3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i5.ext.3
  store i32 %v5.3, ptr addrspace(1) %g5.3, align 4
  %k5.next.3 = add nuw nsw i32 %k516, 4
  %niter48.next.3 = add i32 %niter48, 4
  %niter48.ncmp.3 = icmp eq i32 %niter48.next.3, %unroll_iter47
  br i1 %niter48.ncmp.3, label %exit.loopexit.unr-lcssa, label %out.body

exit.loopexit.unr-lcssa:                          ; preds = %out.body
  %lcmp.mod45.not = icmp eq i32 %xtraiter43, 0
  br i1 %lcmp.mod45.not, label %exit, label %out.body.epil.preheader

out.body.epil.preheader:                          ; preds = %exit.loopexit.unr-lcssa, %out.body.preheader
  %k516.epil.init = phi i32 [ 0, %out.body.preheader ], [ %k5.next.3, %exit.loopexit.unr-lcssa ]
  %lcmp.mod46 = icmp ne i32 %xtraiter43, 0
  tail call void @llvm.assume(i1 %lcmp.mod46)
  br label %out.body.epil

out.body.epil:                                    ; preds = %out.body.epil, %out.body.epil.preheader
  %k516.epil = phi i32 [ %k5.next.epil, %out.body.epil ], [ %k516.epil.init, %out.body.epil.preheader ]
  %epil.iter44 = phi i32 [ %epil.iter44.next, %out.body.epil ], [ 0, %out.body.epil.preheader ]
  %k5.ext.epil = zext nneg i32 %k516.epil to i64
  %a5.epil = getelementptr inbounds nuw i32, ptr %across, i64 %k5.ext.epil
  %v5.epil = load i32, ptr %a5.epil, align 4
  %i5.epil = add nsw i32 %k516.epil, %base
  %i5.ext.epil = sext i32 %i5.epil to i64
  %g5.epil = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i5.ext.epil
  store i32 %v5.epil, ptr addrspace(1) %g5.epil, align 4
  %k5.next.epil = add nuw nsw i32 %k516.epil, 1
  %epil.iter44.next = add i32 %epil.iter44, 1
  %epil.iter44.cmp.not = icmp eq i32 %epil.iter44.next, %xtraiter43
  br i1 %epil.iter44.cmp.not, label %exit, label %out.body.epil, !llvm.loop !2

exit:                                             ; preds = %exit.loopexit.unr-lcssa, %out.body.epil, %out.cond.preheader
  call void @llvm.lifetime.end.p0(ptr nonnull %across)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
