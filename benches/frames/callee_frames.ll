; callee_frames: each device function in a call chain has its own frame.
;
; The kernel keeps int keep[16] live across two calls. @rotate_median
; copies a rotation of it into its own int w[16], insertion-sorts it
; (data-dependent shifts) and calls @digit_score on the maximum;
; @digit_score counts decimal digits in its own int h[10] (cleared with a
; constant-length memset, incremented at h[x % 10]). The kernel also calls
; @digit_score directly, then writes keep[(5k + t) % n] * 2 plus both
; results.
; Frames: kernel 64 bytes (escaping: its address goes to @rotate_median),
; @rotate_median 64, @digit_score 40: 168 bytes of stack on the deepest
; path, reported per function.
;
; launch: %callee_frames grid=2 block=(32) fuel=4000000
; arg: @in = i32[1024] (i * 7919) % 2001 - 1000
; arg: @out = i32[1024] 0
; arg: 16
; expect: @out == [-630, 2522, 1672, 822, 2692, 1842, 992, 2862, 2012, 1162, 3032, 2182, 1332, 3202, 2352, 1502, 665, -185, 2967, 835, -15, 3137, 2287, 155, 3307, 2457, 325, 3477, 2627, 495, -355, 2797, -1006, -1856, -2706, -836, -1686, -2536, -666, -1516, -2366, -3216, -1346, -2196, -3046, -1176, -2026, -2876, 2688, 1838, 988, 2858, 2008, 1158, 3028, 2178, 1328, 3198, 2348, 1498, 648, 2518, 1668, 818, 34, 3186, 2336, 204, 3356, 2506, 374, 3526, 2676, 544, -306, 2846, 714, -136, 3016, 2166, -1588, -2438, 714, -1418, -2268, -3118, -1248, -2098, -2948, -1078, -1928, -2778, -908, -1758, -2608, -738, 1704, 854, 2724, 1874, 1024, 174, 2044, 1194, 344, 2214, 1364, 514, 2384, 1534, 684, 2554, 3352, 2502, 370, 3522, 2672, 540, -310, 2842, 1992, -140, 3012, 2162, 30, 3182, 2332, 200, -2219, -3069, -1199, -2049, -2899, -1029, -1879, -2729, -859, -1709, -2559, 593, -1539, -2389, 763, -1369, 718, -132, 1738, 888, 38, 1908, 1058, 208, 2078, 1228, 378, 2248, 1398, 548, -302, 1568, 2712, 1862, -270, 2882, 2032, -100, 3052, 2202, 70, 3222, 2372, 240, 3392, 2542, 410, 3562, -2859, -989, -1839, -2689, 463, -1669, -2519, 633, -1499, -2349, 803, -1329, -2179, -3029, -1159, -2009, -190, 1680, 830, -20, 1850, 1000, 150, -700, 1170, 320, -530, 1340, 490, -360, 1510, 660, 2063, -69, 3083, 2233, 101, 3253, 2403, 271, 3423, 2573, 1723, 3593, 2743, 1893, -239, 2913, 459, -1673, -2523, 629, -1503, -2353, 799, -1333, -2183, -3033, -1163, -2013, -2863, 289, -1843, -2693, -1192, 678, -172, -1022, 848, -2, -852, 1018, 168, -682, 1188, 338, -512, 1358, 508, -342, 204, 3356, 2506, 1656, 3526, 2676, 1826, 3696, 2846, 1996, -136, 3016, 2166, 34, 3186, 2336, -1418, -2268, 884, -1248, -2098, -2948, 204, -1928, -2778, 374, -1758, -2608, 544, -1588, -2438, 714, 507, -343, -1193, 677, -173, -1023, 847, -3, -853, -1703, 167, -683, -1533, 337, -513, -1363, 3178, 2328, 1478, -654, 2498, 1648, -484, 2668, 1818, -314, 2838, 1988, 1138, 3008, 2158, 1308, -2049, -2899, 253, -1879, -2729, 423, -1709, -2559, 593, -1539, -2389, 763, -1369, -2219, 933, 83, -478, -1328, -2178, -308, -1158, -2008, -138, -988, -1838, 32, -818, -1668, 202, -648, -1498, 372, 2538, 1688, -444, 2708, 1858, 1008, 2878, 2028, 1178, 3048, 2198, 1348, 3218, 2368, 1518, -614, -2689, 463, -1669, -2519, 633, -1499, -2349, 803, -47, -2179, 973, 123, -2009, -2859, 293, -1839, -1387, -2237, -367, -1217, -2067, -197, -1047, -1897, -27, -877, -1727, -2577, -707, -1557, -2407, -537, 1889, 1039, 2909, 2059, 1209, 3079, 2229, 1379, 3249, 2399, 1549, -583, 2569, 1719, 869, 2739, 3202, 2352, 220, 3372, 2522, 390, 3542, 2692, 560, -290, 2862, 730, -120, 3032, 900, 50, -2371, -501, -1351, -2201, -3051, -1181, -2031, -2881, -1011, -1861, -2711, -841, -1691, -2541, -671, -1521, 1296, 3166, 2316, 1466, 3336, 2486, 1636, 786, 2656, 1806, 956, 2826, 1976, 1126, 2996, 2146, 2562, 430, 3582, 2732, 600, -250, 2902, 770, -80, 3072, 2222, 90, 3242, 2392, 260, 3412, -3009, -1139, -1989, -2839, -969, -1819, -2669, -799, -1649, -2499, -629, -1479, -2329, 823, -1309, -2159, 330, 2200, 1350, 500, 2370, 1520, 670, 2540, 1690, 840, 2710, 1860, 1010, 2880, 2030, 1180, 694, -156, 2996, 2146, 14, 3166, 2316, 184, 3336, 2486, 354, 3506, 2656, 524, 3676, 2826, -976, -1826, -2676, -806, -1656, -2506, 646, -1486, -2336, 816, -1316, -2166, -3016, -1146, -1996, -2846, 2020, 1170, 320, 2190, 1340, 490, 2360, 1510, 660, -190, 1680, 830, -20, 1850, 1000, 150, 28, 3180, 2330, 198, 3350, 2500, 368, 3520, 2670, 538, 3690, 2840, 1990, -142, 3010, 2160, -1577, -2427, 725, -1407, -2257, 895, -1237, -2087, -2937, -1067, -1917, -2767, -897, -1747, -2597, 555, 1036, 186, -664, 1206, 356, -494, 1376, 526, -324, 1546, 696, -154, 1716, 866, 16, 1886, 3019, 2169, 37, 3189, 2339, 1489, -643, 2509, 1659, -473, 2679, 1829, -303, 2849, 1999, -133, -2190, 962, -1170, -2020, -2870, -1000, -1850, -2700, 452, -1680, -2530, 622, -1510, -2360, 792, -1340, 108, -742, 1128, 278, -572, 1298, 448, -402, 1468, 618, -232, -1082, 788, -62, -912, 958, 2379, 1529, -603, 2549, 1699, -433, 2719, 1869, -263, 2889, 2039, -93, 3059, 2209, 1359, 3229, -2839, 313, -1819, -2669, 483, -1649, -2499, 653, -1479, -2329, 823, -1309, -2159, 993, -1139, -1989, -876, 994, 144, -706, -1556, 314, -536, -1386, 484, -366, -1216, 654, -196, -1046, 824, -26, 1739, -393, 2759, 1909, -223, 2929, 2079, 1229, 3099, 2249, 1399, 3269, 2419, 1569, -563, 2589, 479, -1653, -2503, 649, -1483, -2333, 819, -1313, -2163, 989, 139, -1993, -2843, 309, -1823, -2673, -1842, 28, -822, -1672, 198, -652, -1502, 368, -482, -1332, 538, -312, -1162, -2012, -142, -992, 1146, 3016, 2166, 1316, 3186, 2336, 1486, 3356, 2506, 1656, -476, 2676, 1826, -306, 2846, 1996, -1389, -2239, 913, 63, -2069, 1083, 233, -1899, -2749, 403, -1729, -2579, 573, -1559, -2409, 743, -152, -1002, -1852, 18, -832, -1682, -2532, -662, -1512, -2362, -492, -1342, -2192, -322, -1172, -2022, 3189, 2339, 1489, 3359, 2509, 1659, -473, 2679, 1829, 979, 2849, 1999, 1149, 3019, 2169, 1319, 535, 3687, 2837, 705, -145, 3007, 875, 25, 3177, 1045, 195, 3347, 2497, 365, 3517, 2667, -1089, -1939, -2789, -919, -1769, -2619, -749, -1599, -2449, -579, -1429, -2279, -409, -1259, -2109, -2959, 2549, 1699, 849, 2719, 1869, 1019, 2889, 2039, 1189, 3059, 2209, 1359, 3229, 2379, 1529, 3399, -449, 2703, 571, -279, 2873, 2023, -109, 3043, 2193, 61, 3213, 2363, 231, -619, 2533, 401, -1709, -2559, -689, -1539, -2389, -519, -1369, -2219, 933, -1199, -2049, -2899, -1029, -1879, -2729, -859, 1583, 733, 2603, 1753, 903, 2773, 1923, 1073, 2943, 2093, 1243, 393, 2263, 1413, 563, 2433, 2869, 2019, -113, 3039, 2189, 57, 3209, 2359, 227, -623, 2529, 397, -453, 2699, 1849, -283, -2358, 794, -1338, -2188, 964, -1168, -2018, -2868, -998, -1848, -2698, -828, -1678, -2528, -658, -1508, 628, 2498, 1648, 798, -52, 1818, 968, 118, 1988, 1138, 288, 2158, 1308, 458, 2328, 1478, 2220, 88, 3240, 2390, 258, -592, 2560, 1710, -422, 2730, 1880, -252, 2900, 2050, -82, 3070, 978, -1154, -2004, -2854, -984, -1834, -2684, -814, -1664, -2514, 638, -1494, -2344, 808, -1324, -2174, -338, 1532, 682, -168, 1702, 852, 2, 1872, 1022, 172, 2042, 1192, 342, -508, 1362, 512, 1597, -535, 2617, 1767, -365, 2787, 1937, -195, 2957, 2107, -25, 3127, 2277, 145, 3297, 2447]
; ModuleID = 'src/callee_frames.ll'
source_filename = "src/callee_frames.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define i32 @digit_score(i32 noundef %x0) local_unnamed_addr #0 {
entry:
  %h = alloca [10 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %h)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %h, i8 0, i64 40, i1 false)
  br label %digits

digits:                                           ; preds = %digits, %entry
  %x = phi i32 [ %x0, %entry ], [ %x.next, %digits ]
  %x.frozen = freeze i32 %x
  %x.next = udiv i32 %x.frozen, 10
  %0 = mul i32 %x.next, 10
  %dig.decomposed = sub i32 %x.frozen, %0
  %dig.ext = zext nneg i32 %dig.decomposed to i64
  %hp = getelementptr inbounds nuw i32, ptr %h, i64 %dig.ext
  %hv = load i32, ptr %hp, align 4
  %hv1 = add nsw i32 %hv, 1
  store i32 %hv1, ptr %hp, align 4
  %more.not = icmp ult i32 %x, 10
  br i1 %more.not, label %sum.body.preheader, label %digits

sum.body.preheader:                               ; preds = %digits
  %sv = load i32, ptr %h, align 4
  %sp.1 = getelementptr inbounds nuw i8, ptr %h, i64 4
  %sv.1 = load i32, ptr %sp.1, align 4
  %sx.1 = shl nsw i32 %sv.1, 1
  %s.next.1 = add nsw i32 %sx.1, %sv
  %sp.2 = getelementptr inbounds nuw i8, ptr %h, i64 8
  %sv.2 = load i32, ptr %sp.2, align 4
  %sx.2 = mul nsw i32 %sv.2, 3
  %s.next.2 = add nsw i32 %sx.2, %s.next.1
  %sp.3 = getelementptr inbounds nuw i8, ptr %h, i64 12
  %sv.3 = load i32, ptr %sp.3, align 4
  %sx.3 = shl nsw i32 %sv.3, 2
  %s.next.3 = add nsw i32 %sx.3, %s.next.2
  %sp.4 = getelementptr inbounds nuw i8, ptr %h, i64 16
  %sv.4 = load i32, ptr %sp.4, align 4
  %sx.4 = mul nsw i32 %sv.4, 5
  %s.next.4 = add nsw i32 %sx.4, %s.next.3
  %sp.5 = getelementptr inbounds nuw i8, ptr %h, i64 20
  %sv.5 = load i32, ptr %sp.5, align 4
  %sx.5 = mul nsw i32 %sv.5, 6
  %s.next.5 = add nsw i32 %sx.5, %s.next.4
  %sp.6 = getelementptr inbounds nuw i8, ptr %h, i64 24
  %sv.6 = load i32, ptr %sp.6, align 4
  %sx.6 = mul nsw i32 %sv.6, 7
  %s.next.6 = add nsw i32 %sx.6, %s.next.5
  %sp.7 = getelementptr inbounds nuw i8, ptr %h, i64 28
  %sv.7 = load i32, ptr %sp.7, align 4
  %sx.7 = shl nsw i32 %sv.7, 3
  %s.next.7 = add nsw i32 %sx.7, %s.next.6
  %sp.8 = getelementptr inbounds nuw i8, ptr %h, i64 32
  %sv.8 = load i32, ptr %sp.8, align 4
  %sx.8 = mul nsw i32 %sv.8, 9
  %s.next.8 = add nsw i32 %sx.8, %s.next.7
  %sp.9 = getelementptr inbounds nuw i8, ptr %h, i64 36
  %sv.9 = load i32, ptr %sp.9, align 4
  %sx.9 = mul nsw i32 %sv.9, 10
  %s.next.9 = add nsw i32 %sx.9, %s.next.8
  call void @llvm.lifetime.end.p0(ptr nonnull %h)
  ret i32 %s.next.9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define i32 @rotate_median(ptr noundef readonly captures(none) %src, i32 noundef %n, i32 noundef %off) local_unnamed_addr #1 {
entry:
  %w = alloca [16 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %w)
  %kc1 = icmp sgt i32 %n, 0
  br i1 %kc1, label %copy.body.preheader, label %sort.outer.preheader

copy.body.preheader:                              ; preds = %entry
  %xtraiter = and i32 %n, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %copy.body.epil.preheader, label %copy.body.preheader.new

copy.body.preheader.new:                          ; preds = %copy.body.preheader
  %unroll_iter = and i32 %n, 2147483646
  br label %copy.body

sort.outer.preheader.loopexit.unr-lcssa:          ; preds = %copy.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %sort.outer.preheader, label %copy.body.epil.preheader

copy.body.epil.preheader:                         ; preds = %sort.outer.preheader.loopexit.unr-lcssa, %copy.body.preheader
  %k2.epil.init = phi i32 [ 0, %copy.body.preheader ], [ %k.next.1, %sort.outer.preheader.loopexit.unr-lcssa ]
  %lcmp.mod8 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod8)
  %ko.epil = add nsw i32 %k2.epil.init, %off
  %kr.epil = srem i32 %ko.epil, %n
  %kr.ext.epil = sext i32 %kr.epil to i64
  %sp.epil = getelementptr inbounds i32, ptr %src, i64 %kr.ext.epil
  %sv.epil = load i32, ptr %sp.epil, align 4
  %k.ext.epil = zext nneg i32 %k2.epil.init to i64
  %wp.epil = getelementptr inbounds nuw i32, ptr %w, i64 %k.ext.epil
  store i32 %sv.epil, ptr %wp.epil, align 4
  br label %sort.outer.preheader

sort.outer.preheader:                             ; preds = %copy.body.epil.preheader, %sort.outer.preheader.loopexit.unr-lcssa, %entry
  %ic5 = icmp sgt i32 %n, 1
  br i1 %ic5, label %sort.pick.preheader, label %done

sort.pick.preheader:                              ; preds = %sort.outer.preheader
  %1 = add nsw i32 %n, -1
  %xtraiter9 = and i32 %1, 1
  %2 = icmp eq i32 %n, 2
  br i1 %2, label %sort.pick.epil.preheader, label %sort.pick.preheader.new

sort.pick.preheader.new:                          ; preds = %sort.pick.preheader
  %unroll_iter12 = and i32 %1, -2
  br label %sort.pick

copy.body:                                        ; preds = %copy.body, %copy.body.preheader.new
  %k2 = phi i32 [ 0, %copy.body.preheader.new ], [ %k.next.1, %copy.body ]
  %niter = phi i32 [ 0, %copy.body.preheader.new ], [ %niter.next.1, %copy.body ]
  %ko = add nsw i32 %k2, %off
  %kr = srem i32 %ko, %n
  %kr.ext = sext i32 %kr to i64
  %sp = getelementptr inbounds i32, ptr %src, i64 %kr.ext
  %sv = load i32, ptr %sp, align 4
  %k.ext = zext nneg i32 %k2 to i64
  %wp = getelementptr inbounds nuw i32, ptr %w, i64 %k.ext
  store i32 %sv, ptr %wp, align 4
  %k.next = or disjoint i32 %k2, 1
  %ko.1 = add nsw i32 %k.next, %off
  %kr.1 = srem i32 %ko.1, %n
  %kr.ext.1 = sext i32 %kr.1 to i64
  %sp.1 = getelementptr inbounds i32, ptr %src, i64 %kr.ext.1
  %sv.1 = load i32, ptr %sp.1, align 4
  %k.ext.1 = zext nneg i32 %k.next to i64
  %wp.1 = getelementptr inbounds nuw i32, ptr %w, i64 %k.ext.1
  store i32 %sv.1, ptr %wp.1, align 4
  %k.next.1 = add nuw nsw i32 %k2, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %sort.outer.preheader.loopexit.unr-lcssa, label %copy.body

sort.pick:                                        ; preds = %place.1, %sort.pick.preheader.new
  %i6 = phi i32 [ 1, %sort.pick.preheader.new ], [ %i.next.1, %place.1 ]
  %niter13 = phi i32 [ 0, %sort.pick.preheader.new ], [ %niter13.next.1, %place.1 ]
  %i.ext = zext nneg i32 %i6 to i64
  %xp = getelementptr inbounds nuw i32, ptr %w, i64 %i.ext
  %x = load i32, ptr %xp, align 4
  br label %shift.test

shift.test:                                       ; preds = %sort.pick, %shift.body
  %j4.in = phi i32 [ %i6, %sort.pick ], [ %j4, %shift.body ]
  %j4 = add nsw i32 %j4.in, -1
  %j.ext = zext nneg i32 %j4 to i64
  %yp = getelementptr inbounds nuw i32, ptr %w, i64 %j.ext
  %y = load i32, ptr %yp, align 4
  %gt = icmp sgt i32 %y, %x
  br i1 %gt, label %shift.body, label %place

shift.body:                                       ; preds = %shift.test
  %zp = getelementptr inbounds nuw i8, ptr %yp, i64 4
  store i32 %y, ptr %zp, align 4
  %jpos = icmp sgt i32 %j4.in, 1
  br i1 %jpos, label %shift.test, label %place

place:                                            ; preds = %shift.test, %shift.body
  %j.lcssa = phi i32 [ %j4, %shift.test ], [ -1, %shift.body ]
  %3 = sext i32 %j.lcssa to i64
  %4 = getelementptr i32, ptr %w, i64 %3
  %pp = getelementptr i8, ptr %4, i64 4
  store i32 %x, ptr %pp, align 4
  %i.next = add nuw nsw i32 %i6, 1
  %i.ext.1 = zext nneg i32 %i.next to i64
  %xp.1 = getelementptr inbounds nuw i32, ptr %w, i64 %i.ext.1
  %x.1 = load i32, ptr %xp.1, align 4
  br label %shift.test.1

shift.test.1:                                     ; preds = %shift.body.1, %place
  %j4.in.1 = phi i32 [ %i.next, %place ], [ %j4.1, %shift.body.1 ]
  %j4.1 = add nsw i32 %j4.in.1, -1
  %j.ext.1 = zext nneg i32 %j4.1 to i64
  %yp.1 = getelementptr inbounds nuw i32, ptr %w, i64 %j.ext.1
  %y.1 = load i32, ptr %yp.1, align 4
  %gt.1 = icmp sgt i32 %y.1, %x.1
  br i1 %gt.1, label %shift.body.1, label %place.1

shift.body.1:                                     ; preds = %shift.test.1
  %zp.1 = getelementptr inbounds nuw i8, ptr %yp.1, i64 4
  store i32 %y.1, ptr %zp.1, align 4
  %jpos.1 = icmp sgt i32 %j4.in.1, 1
  br i1 %jpos.1, label %shift.test.1, label %place.1

place.1:                                          ; preds = %shift.body.1, %shift.test.1
  %j.lcssa.1 = phi i32 [ %j4.1, %shift.test.1 ], [ -1, %shift.body.1 ]
  %5 = sext i32 %j.lcssa.1 to i64
  %6 = getelementptr i32, ptr %w, i64 %5
  %pp.1 = getelementptr i8, ptr %6, i64 4
  store i32 %x.1, ptr %pp.1, align 4
  %i.next.1 = add nuw nsw i32 %i6, 2
  %niter13.next.1 = add i32 %niter13, 2
  %niter13.ncmp.1 = icmp eq i32 %niter13.next.1, %unroll_iter12
  br i1 %niter13.ncmp.1, label %done.loopexit.unr-lcssa, label %sort.pick

done.loopexit.unr-lcssa:                          ; preds = %place.1
  %lcmp.mod10.not = icmp eq i32 %xtraiter9, 0
  br i1 %lcmp.mod10.not, label %done, label %sort.pick.epil.preheader

sort.pick.epil.preheader:                         ; preds = %done.loopexit.unr-lcssa, %sort.pick.preheader
  %i6.epil.init = phi i32 [ 1, %sort.pick.preheader ], [ %i.next.1, %done.loopexit.unr-lcssa ]
  %lcmp.mod11 = icmp ne i32 %xtraiter9, 0
  tail call void @llvm.assume(i1 %lcmp.mod11)
  %i.ext.epil = zext nneg i32 %i6.epil.init to i64
  %xp.epil = getelementptr inbounds nuw i32, ptr %w, i64 %i.ext.epil
  %x.epil = load i32, ptr %xp.epil, align 4
  br label %shift.test.epil

shift.test.epil:                                  ; preds = %shift.body.epil, %sort.pick.epil.preheader
  %j4.in.epil = phi i32 [ %i6.epil.init, %sort.pick.epil.preheader ], [ %j4.epil, %shift.body.epil ]
  %j4.epil = add nsw i32 %j4.in.epil, -1
  %j.ext.epil = zext nneg i32 %j4.epil to i64
  %yp.epil = getelementptr inbounds nuw i32, ptr %w, i64 %j.ext.epil
  %y.epil = load i32, ptr %yp.epil, align 4
  %gt.epil = icmp sgt i32 %y.epil, %x.epil
  br i1 %gt.epil, label %shift.body.epil, label %place.epil

shift.body.epil:                                  ; preds = %shift.test.epil
  %zp.epil = getelementptr inbounds nuw i8, ptr %yp.epil, i64 4
  store i32 %y.epil, ptr %zp.epil, align 4
  %jpos.epil = icmp sgt i32 %j4.in.epil, 1
  br i1 %jpos.epil, label %shift.test.epil, label %place.epil

place.epil:                                       ; preds = %shift.body.epil, %shift.test.epil
  %j.lcssa.epil = phi i32 [ %j4.epil, %shift.test.epil ], [ -1, %shift.body.epil ]
  %7 = sext i32 %j.lcssa.epil to i64
  %8 = getelementptr i32, ptr %w, i64 %7
  %pp.epil = getelementptr i8, ptr %8, i64 4
  store i32 %x.epil, ptr %pp.epil, align 4
  br label %done

done:                                             ; preds = %place.epil, %done.loopexit.unr-lcssa, %sort.outer.preheader
  %half = sdiv i32 %n, 2
  %half.ext = sext i32 %half to i64
  %mp = getelementptr inbounds i32, ptr %w, i64 %half.ext
  %med = load i32, ptr %mp, align 4
  %med4 = shl nsw i32 %med, 2
  %9 = sext i32 %n to i64
  %10 = getelementptr i32, ptr %w, i64 %9
  %lp = getelementptr i8, ptr %10, i64 -4
  %lv = load i32, ptr %lp, align 4
  %ds = tail call i32 @digit_score(i32 noundef %lv)
  %res = add nsw i32 %ds, %med4
  call void @llvm.lifetime.end.p0(ptr nonnull %w)
  ret i32 %res
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @callee_frames(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %keep = alloca [16 x i32], align 4
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = shl nsw i32 %t, 4
  call void @llvm.lifetime.start.p0(ptr nonnull %keep)
  %kc1 = icmp sgt i32 %n, 0
  br i1 %kc1, label %fill.body.preheader, label %exit

fill.body.preheader:                              ; preds = %entry
  %xtraiter = and i32 %n, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %fill.body.epil.preheader, label %fill.body.preheader.new

fill.body.preheader.new:                          ; preds = %fill.body.preheader
  %unroll_iter = and i32 %n, 2147483644
  br label %fill.body

fill.body:                                        ; preds = %fill.body, %fill.body.preheader.new
  %k2 = phi i32 [ 0, %fill.body.preheader.new ], [ %k.next.3, %fill.body ]
  %niter = phi i32 [ 0, %fill.body.preheader.new ], [ %niter.next.3, %fill.body ]
  %ki = add nsw i32 %k2, %base
  %ki.ext = sext i32 %ki to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext
  %iv = load i32, ptr addrspace(1) %ip, align 4
  %k.ext = zext nneg i32 %k2 to i64
  %kp = getelementptr inbounds nuw i32, ptr %keep, i64 %k.ext
  store i32 %iv, ptr %kp, align 4
  %k.next = or disjoint i32 %k2, 1
  %ki.1 = add nsw i32 %k.next, %base
  %ki.ext.1 = sext i32 %ki.1 to i64
  %ip.1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext.1
  %iv.1 = load i32, ptr addrspace(1) %ip.1, align 4
  %k.ext.1 = zext nneg i32 %k.next to i64
  %kp.1 = getelementptr inbounds nuw i32, ptr %keep, i64 %k.ext.1
  store i32 %iv.1, ptr %kp.1, align 4
  %k.next.1 = or disjoint i32 %k2, 2
  %ki.2 = add nsw i32 %k.next.1, %base
  %ki.ext.2 = sext i32 %ki.2 to i64
  %ip.2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext.2
  %iv.2 = load i32, ptr addrspace(1) %ip.2, align 4
  %k.ext.2 = zext nneg i32 %k.next.1 to i64
  %kp.2 = getelementptr inbounds nuw i32, ptr %keep, i64 %k.ext.2
  store i32 %iv.2, ptr %kp.2, align 4
  %k.next.2 = or disjoint i32 %k2, 3
  %ki.3 = add nsw i32 %k.next.2, %base
  %ki.ext.3 = sext i32 %ki.3 to i64
  %ip.3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext.3
  %iv.3 = load i32, ptr addrspace(1) %ip.3, align 4
  %k.ext.3 = zext nneg i32 %k.next.2 to i64
  %kp.3 = getelementptr inbounds nuw i32, ptr %keep, i64 %k.ext.3
  store i32 %iv.3, ptr %kp.3, align 4
  %k.next.3 = add nuw nsw i32 %k2, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %calls.unr-lcssa, label %fill.body

calls.unr-lcssa:                                  ; preds = %fill.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %calls, label %fill.body.epil.preheader

fill.body.epil.preheader:                         ; preds = %calls.unr-lcssa, %fill.body.preheader
  %k2.epil.init = phi i32 [ 0, %fill.body.preheader ], [ %k.next.3, %calls.unr-lcssa ]
  %lcmp.mod6 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod6)
  br label %fill.body.epil

fill.body.epil:                                   ; preds = %fill.body.epil, %fill.body.epil.preheader
  %k2.epil = phi i32 [ %k.next.epil, %fill.body.epil ], [ %k2.epil.init, %fill.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %fill.body.epil ], [ 0, %fill.body.epil.preheader ]
  %ki.epil = add nsw i32 %k2.epil, %base
  %ki.ext.epil = sext i32 %ki.epil to i64
  %ip.epil = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext.epil
  %iv.epil = load i32, ptr addrspace(1) %ip.epil, align 4
  %k.ext.epil = zext nneg i32 %k2.epil to i64
  %kp.epil = getelementptr inbounds nuw i32, ptr %keep, i64 %k.ext.epil
  store i32 %iv.epil, ptr %kp.epil, align 4
  %k.next.epil = add nuw nsw i32 %k2.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %calls, label %fill.body.epil, !llvm.loop !0

calls:                                            ; preds = %fill.body.epil, %calls.unr-lcssa
  %m = call i32 @rotate_median(ptr noundef nonnull %keep, i32 noundef %n, i32 noundef %t)
  %tn = srem i32 %t, %n
  %tn.ext = sext i32 %tn to i64
  %tp = getelementptr inbounds i32, ptr %keep, i64 %tn.ext
  %tv = load i32, ptr %tp, align 4
  %d = tail call i32 @digit_score(i32 noundef %tv)
  %md = add nsw i32 %d, %m
  %xtraiter7 = and i32 %n, 1
  %1 = icmp eq i32 %n, 1
  br i1 %1, label %out.body.epil.preheader, label %calls.new

calls.new:                                        ; preds = %calls
  %unroll_iter11 = and i32 %n, 2147483646
  br label %out.body

out.body:                                         ; preds = %out.body, %calls.new
  %q4 = phi i32 [ 0, %calls.new ], [ %q.next.1, %out.body ]
  %niter12 = phi i32 [ 0, %calls.new ], [ %niter12.next.1, %out.body ]
  %q5 = mul nuw nsw i32 %q4, 5
  %qj = add nsw i32 %q5, %t
  %qr = srem i32 %qj, %n
  %qr.ext = sext i32 %qr to i64
  %rp = getelementptr inbounds i32, ptr %keep, i64 %qr.ext
  %rv = load i32, ptr %rp, align 4
  %rv2 = shl nsw i32 %rv, 1
  %ov = add nsw i32 %md, %rv2
  %oi = add nsw i32 %q4, %base
  %oi.ext = sext i32 %oi to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext
  store i32 %ov, ptr addrspace(1) %op, align 4
  %q.next = or disjoint i32 %q4, 1
  %q5.1 = mul nuw nsw i32 %q.next, 5
  %qj.1 = add nsw i32 %q5.1, %t
  %qr.1 = srem i32 %qj.1, %n
  %qr.ext.1 = sext i32 %qr.1 to i64
  %rp.1 = getelementptr inbounds i32, ptr %keep, i64 %qr.ext.1
  %rv.1 = load i32, ptr %rp.1, align 4
  %rv2.1 = shl nsw i32 %rv.1, 1
  %ov.1 = add nsw i32 %md, %rv2.1
  %oi.1 = add nsw i32 %q.next, %base
  %oi.ext.1 = sext i32 %oi.1 to i64
  %op.1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext.1
  store i32 %ov.1, ptr addrspace(1) %op.1, align 4
  %q.next.1 = add nuw nsw i32 %q4, 2
  %niter12.next.1 = add i32 %niter12, 2
  %niter12.ncmp.1 = icmp eq i32 %niter12.next.1, %unroll_iter11
  br i1 %niter12.ncmp.1, label %exit.loopexit.unr-lcssa, label %out.body

exit.loopexit.unr-lcssa:                          ; preds = %out.body
  %lcmp.mod9.not = icmp eq i32 %xtraiter7, 0
  br i1 %lcmp.mod9.not, label %exit, label %out.body.epil.preheader

out.body.epil.preheader:                          ; preds = %exit.loopexit.unr-lcssa, %calls
  %q4.epil.init = phi i32 [ 0, %calls ], [ %q.next.1, %exit.loopexit.unr-lcssa ]
  %lcmp.mod10 = icmp ne i32 %xtraiter7, 0
  tail call void @llvm.assume(i1 %lcmp.mod10)
  %q5.epil = mul nuw nsw i32 %q4.epil.init, 5
  %qj.epil = add nsw i32 %q5.epil, %t
  %qr.epil = srem i32 %qj.epil, %n
  %qr.ext.epil = sext i32 %qr.epil to i64
  %rp.epil = getelementptr inbounds i32, ptr %keep, i64 %qr.ext.epil
  %rv.epil = load i32, ptr %rp.epil, align 4
  %rv2.epil = shl nsw i32 %rv.epil, 1
  %ov.epil = add nsw i32 %md, %rv2.epil
  %oi.epil = add nsw i32 %q4.epil.init, %base
  %oi.ext.epil = sext i32 %oi.epil to i64
  %op.epil = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext.epil
  store i32 %ov.epil, ptr addrspace(1) %op.epil, align 4
  br label %exit

exit:                                             ; preds = %out.body.epil.preheader, %exit.loopexit.unr-lcssa, %entry
  call void @llvm.lifetime.end.p0(ptr nonnull %keep)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "target-cpu"="sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
