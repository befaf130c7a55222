; bit_ops: bit counting, funnel shifts, byte swap and saturating arithmetic.
;
; Sixteen results per element of (x, y) = (A[i], B[i]), s = y & 31: ctpop,
; ctlz and cttz (defined at 0), abs, fshl(y, x, s), fshr(y, x, s), bswap,
; bitreverse, uadd/usub/sadd/ssub.sat, uadd.sat on i16, ctlz on i64
; (zero-is-poison form, never 0 here), ctpop on i16, the overflow bit of
; llvm.sadd.with.overflow. The first inputs are the edge cases 0, -1,
; INT_MIN, INT_MAX, 0x80000001, ...
; Exercises: llvm.ctpop.i32/i16, ctlz.i32/i64, cttz, abs, fshl/fshr with a
; variable amount, bswap, bitreverse, uadd.sat/usub.sat/sadd.sat/ssub.sat
; (i32 and i16), sadd.with.overflow, extractvalue, trunc/zext.
;
; launch: %bit_ops grid=2 block=(32) fuel=1000000
; arg: @A = i32[64] [0, -1, 1, -2147483648, 2147483647, 305419896, -305419896, -2147483647, 255, 256, 15790320, 65535, 65536, -65536, 3, 7, -495478000, -2134960959, 516329074, -1087502301, 1561690580, -69403771, -1717275338, 931917543, -726439784, 1929044553, 268590074, -1368795733, 1339117404, -308754163, -1956625730, 692567151, -990956000, 1731637201, 25045378, -1549425869, 1032658148, -598436203, 2119962694, 402885111, -1171586136, 1416789337, -138807542, -1847496517, 860416620, -854563811, 1863835086, 249517951, -1452879568, 1267616481, -436878190, -2042806717, 537180148, -1037291099, 1557375830, -23386873, -1616732488, 969545833, -617508326, 1970867147, 381715836, -1326973139, 1385134302, -329846129]
; arg: @B = i32[64] [0, 1, -1, -1, 1, 252645135, 5, 31, 2147483647, -2147483648, 13, 65535, 1, 65536, -3, 33, 62860656, 335224903, 607589150, 879953397, 1152317644, 1424681891, 1697046138, 1969410385, -2053192664, -1780828417, -1508464170, -1236099923, -963735676, -691371429, -419007182, -146642935, 125721312, 398085559, 670449806, 942814053, 1215178300, 1487542547, 1759906794, 2032271041, -1990332008, -1717967761, -1445603514, -1173239267, -900875020, -628510773, -356146526, -83782279, 188581968, 460946215, 733310462, 1005674709, 1278038956, 1550403203, 1822767450, 2095131697, -1927471352, -1655107105, -1382742858, -1110378611, -838014364, -565650117, -293285870, -20921623]
; arg: @o = i32[1024] 0
; expect: @o == [0, 32, 32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 63, 0, 0, 32, 0, 0, 1, 3, -1, -1, -1, -1, -2, 0, -2, 65535, 25, 16, 0, 1, 31, 0, 1, -2147483648, -2, 16777216, -2147483648, -1, 0, 0, 2, 65535, 56, 1, 0, 1, 0, 31, -2147483648, -1073741824, -1, 128, 1, -1, 0, -2147483648, -2147483647, 65535, 25, 0, 1, 31, 1, 0, 2147483647, 2, -1073741825, -129, -2, -2147483648, 2147483646, 2147483647, 2147483646, 65535, 26, 16, 1, 13, 3, 3, 305419896, -2021160678, 505291880, 2018915346, 510274632, 558065031, 52774761, 558065031, 52774761, 25991, 28, 8, 0, 17, 0, 3, 305419896, 189, 795761996, -2002138131, 295031735, -305419891, -305419901, -305419891, -305419901, 43405, 25, 6, 0, 2, 0, 0, 2147483647, -1073741824, 63, 16777344, -2147483647, -2147483616, 2147483618, -2147483616, -2147483648, 32, 25, 1, 0, 8, 24, 0, 255, -2147483521, -2, -16777216, -16777216, -2147483394, 0, 2147483647, -2147483392, 65535, 49, 8, 1, 1, 23, 8, 256, -2147483648, 256, 65536, 8388608, -2147483392, 0, -2147483392, 2147483647, 256, 48, 1, 0, 12, 8, 4, 15790320, 106526, 6817671, -252645376, 252645120, 15790333, 15790307, 15790333, 15790307, 61693, 33, 8, 0, 16, 16, 0, 65535, -2147450881, 131070, -65536, -65536, 131070, 0, 131070, 0, 65535, 41, 16, 0, 1, 15, 16, 65536, 2, -2147450880, 256, 32768, 65537, 65535, 65537, 65535, 1, 40, 0, 0, 16, 0, 16, 65536, 65536, -65536, 65535, 65535, -1, -131072, 0, -131072, 0, 25, 0, 0, 2, 30, 0, 3, -1610612736, -24, 50331648, -1073741824, -1, 0, 0, 6, 65535, 55, 2, 0, 3, 29, 0, 7, 66, -2147483645, 117440512, -536870912, 40, 0, 40, -26, 40, 54, 3, 0, 16, 0, 4, 495478000, 762372727, 762372727, 278624226, 148500039, -432617344, -558338656, -432617344, -558338656, 51328, 25, 6, 0, 13, 0, 0, 2134960959, -40885312, -1895727575, -1055604864, -2094465791, -1799736056, 1824781434, -1799736056, -2147483648, 13576, 25, 5, 0, 16, 3, 1, 516329074, -2018401380, -1864610696, 1921959454, 1316053880, 1123918224, 0, 1123918224, -91260076, 41360, 28, 8, 0, 15, 0, 0, 1087502301, -1095244351, -1741705735, 587738815, -1005554435, -207548904, -1967455698, -207548904, -1967455698, 3608, 25, 4, 0, 14, 1, 2, 1561690580, -275986991, -1933192872, -729737891, 729917626, -1580959072, 409372936, 2147483647, 409372936, 65535, 26, 6, 1, 22, 0, 0, 69403771, -1487446753, 2138808176, -2047091461, -1579205665, -1, -1494085662, 1355278120, -1494085662, 65535, 25, 10, 0, 16, 0, 1, 1717275338, -362376748, 1236770470, 913679513, 1823352217, -20229200, 880645820, -20229200, -2147483648, 65535, 25, 9, 0, 21, 2, 0, 931917543, -1566413033, 1755880389, -403797193, -411577876, -1393639368, 0, 2147483647, -1037492842, 65535, 27, 12, 1, 15, 0, 3, 726439784, -1631311660, 685028200, -1737968684, 420924715, -1, 1326752880, -2147483648, 1326752880, 65535, 25, 6, 1, 17, 1, 0, 1929044553, -1182961372, 733310462, 1239612018, -1840816306, -1, 0, 148216136, 2147483647, 65535, 26, 7, 0, 13, 3, 1, 268590074, 1971585174, 1520916544, -94698992, 1608138760, -1239874096, 0, -1239874096, 1777054244, 65535, 28, 11, 0, 19, 0, 0, 1368795733, 1402320333, -445811890, -1412077138, -710175115, -1, 0, -2147483648, -132695810, 65535, 25, 10, 1, 18, 1, 2, 1339117404, 1760098372, 1157436661, 1548734799, 988974066, -1, 0, 375381728, 2147483647, 57056, 26, 9, 0, 16, 0, 0, 308754163, -546519480, -649049219, 231315693, -1332536905, -1, 382617266, -1000125592, 382617266, 65535, 25, 7, 0, 14, 0, 1, 1956625730, -724947583, -1655921960, -1102946165, 2101479121, -1, 0, -2147483648, -1537618548, 47088, 25, 8, 1, 18, 2, 0, 692567151, -2066738606, 76850142, 1874609961, -163716460, -1, 0, 545924216, 839210086, 65535, 27, 11, 0, 15, 0, 5, 990956000, 125721312, -990956000, 540471236, 74250019, -865234688, -1116677312, -865234688, -1116677312, 37120, 25, 5, 0, 19, 1, 0, 1731637201, -608986281, 1956343502, -777046425, -1946850074, 2129722760, 1333551642, 2129722760, 1333551642, 64904, 26, 10, 0, 12, 7, 1, 25045378, -1876721569, 37225976, -2111209983, 1100250752, 695495184, 0, 695495184, -645404428, 27152, 32, 5, 0, 16, 0, 0, 1549425869, 105278644, 756886809, 866362787, -859462203, -606611816, 1802727374, -606611816, -2147483648, 54936, 25, 8, 0, 16, 2, 2, 1032658148, -1009200690, -2031983677, -467890883, 658026940, -2047130848, 0, 2147483647, -182520152, 17184, 27, 7, 1, 16, 0, 0, 598436203, -929111388, 1126333322, -1785309988, -1452725701, -1, -2085978750, 889106344, -2085978750, 44968, 25, 8, 0, 14, 1, 1, 2119962694, -1741706759, -90204412, 1175477374, 1644706430, -415097808, 360055900, 2147483647, 360055900, 7216, 26, 4, 1, 14, 3, 0, 402885111, -230425214, -1946041093, -142015720, -275660776, -1859811144, 0, 2147483647, -1629385930, 65535, 28, 10, 1, 14, 0, 3, 1171586136, -1732629757, 1576114362, -1476187206, 364958813, -1, 818745872, -2147483648, 818745872, 62784, 25, 5, 1, 17, 1, 0, 1416789337, -231232967, -924931868, 1501393492, -1698804182, -301178424, 0, -301178424, 2147483647, 65535, 26, 10, 0, 21, 0, 1, 138807542, 1970655677, 467593180, 184007159, 1357880815, -1, 1306795972, -1584411056, 1306795972, 65535, 25, 9, 0, 16, 0, 0, 1847496517, -1304678889, -795979540, -1150230127, -586250359, -1, 0, -2147483648, -674257250, 65535, 25, 9, 1, 15, 2, 2, 860416620, -817679218, -607173836, 1827293235, 911676108, -40458400, 0, -40458400, 1761291640, 65535, 27, 9, 0, 13, 0, 0, 854563811, 1300127336, -109469172, 493097165, -1205466957, -1, 0, -1483074584, -226053038, 65535, 25, 7, 0, 21, 1, 1, 1863835086, -1424586103, -1681524877, -824371345, 1941694710, -1, 0, 1507688560, 2147483647, 65535, 26, 11, 0, 22, 4, 0, 249517951, -232931666, -2134197113, 2136465166, -18154640, -1, 0, 165735672, 333300230, 60664, 29, 12, 0, 14, 0, 4, 1452879568, -2007979674, -2007979674, 819029673, 210462357, -1264297600, -1641461536, -1264297600, -1641461536, 65535, 25, 6, 0, 15, 1, 0, 1267616481, -1128426587, 1318526101, -515207605, -2024640046, 1728562696, 806670266, 1728562696, 806670266, 50696, 26, 7, 0, 17, 0, 1, 436878190, -1182961372, -1361725445, -1832585755, 1227075495, -1, -1170188652, 296432272, -1170188652, 65535, 25, 6, 0, 16, 0, 0, 2042806717, 447793063, -1962496975, 1128152454, -1032012703, -1037132008, 1246485870, -1037132008, -2147483648, 40728, 25, 8, 0, 13, 2, 2, 537180148, -717569536, 985792587, -189332448, 804069380, 1815219104, 0, 1815219104, -740858808, 65535, 27, 11, 0, 13, 0, 0, 1037291099, -481676258, 2017822260, -1523503934, -1517538237, -1, 1707272994, 513112104, -2147483648, 30760, 25, 7, 0, 18, 1, 1, 1557375830, 1769164461, 692999831, 1454101340, 1792396090, -914824016, 0, 2147483647, -265391620, 58544, 26, 9, 1, 18, 0, 0, 23386873, 1482947894, -1776746675, 119905278, -526067329, -1, -2118518570, 2071744824, -2118518570, 20792, 25, 6, 0, 18, 0, 3, 1616732488, 488573087, 144679582, -1197563233, 494487033, -1, 310738864, -2147483648, 310738864, 48576, 25, 9, 1, 14, 2, 0, 969545833, -1662710732, 984753086, 1763232313, -1776790628, -685561272, 0, -685561272, 2147483647, 10824, 27, 6, 0, 15, 0, 1, 617508326, 766954596, 1410521964, 445788635, 1481215195, -1, 765234532, -2000251184, 765234532, 38608, 25, 6, 0, 18, 1, 0, 1970867147, 519155375, -1133794360, -888440459, -741302610, -1, 0, 860488536, 2147483647, 65535, 26, 8, 0, 13, 3, 2, 381715836, -523327935, 1097599063, 2089140246, 1050739560, -456298528, 0, -456298528, 1219730200, 65535, 28, 8, 0, 21, 0, 0, 1326973139, -578338823, -920934538, 771745712, -1258297587, -1, 0, -1892623256, -761323022, 65535, 25, 12, 0, 18, 1, 1, 1385134302, 1078544957, 872715427, -562524334, 2065625418, -1, 0, 1091848432, 1678420172, 65535, 26, 10, 0, 19, 0, 0, 329846129, -2121935912, 1962290041, -1879943444, -246453705, -1, 0, -350767752, -308924506, 65535, 25, 10, 0]

; ModuleID = 'src/bit_ops.ll'
source_filename = "src/bit_ops.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @bit_ops(ptr addrspace(1) noundef readonly captures(none) %A, ptr addrspace(1) noundef readonly captures(none) %B, ptr addrspace(1) noundef writeonly captures(none) %o) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %i.e = sext i32 %i to i64
  %ap = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %i.e
  %x = load i32, ptr addrspace(1) %ap, align 4
  %bp = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %i.e
  %y = load i32, ptr addrspace(1) %bp, align 4
  %p0.idx = shl nsw i64 %i.e, 6
  %p0 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 %p0.idx
  %r0 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %x)
  store i32 %r0, ptr addrspace(1) %p0, align 4
  %r1 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %x, i1 false)
  %p1 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 4
  store i32 %r1, ptr addrspace(1) %p1, align 4
  %r2 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %x, i1 false)
  %p2 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 8
  store i32 %r2, ptr addrspace(1) %p2, align 4
  %r3 = tail call i32 @llvm.abs.i32(i32 %x, i1 false)
  %p3 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 12
  store i32 %r3, ptr addrspace(1) %p3, align 4
  %r4 = tail call i32 @llvm.fshl.i32(i32 %y, i32 %x, i32 %y)
  %p4 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 16
  store i32 %r4, ptr addrspace(1) %p4, align 4
  %r5 = tail call i32 @llvm.fshr.i32(i32 %y, i32 %x, i32 %y)
  %p5 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 20
  store i32 %r5, ptr addrspace(1) %p5, align 4
  %r6 = tail call i32 @llvm.bswap.i32(i32 %x)
  %p6 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 24
  store i32 %r6, ptr addrspace(1) %p6, align 4
  %r7 = tail call i32 @llvm.bitreverse.i32(i32 %x)
  %p7 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 28
  store i32 %r7, ptr addrspace(1) %p7, align 4
  %r8 = tail call i32 @llvm.uadd.sat.i32(i32 %x, i32 %y)
  %p8 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 32
  store i32 %r8, ptr addrspace(1) %p8, align 4
  %r9 = tail call i32 @llvm.usub.sat.i32(i32 %x, i32 %y)
  %p9 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 36
  store i32 %r9, ptr addrspace(1) %p9, align 4
  %r10 = tail call i32 @llvm.sadd.sat.i32(i32 %x, i32 %y)
  %p10 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 40
  store i32 %r10, ptr addrspace(1) %p10, align 4
  %r11 = tail call i32 @llvm.ssub.sat.i32(i32 %x, i32 %y)
  %p11 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 44
  store i32 %r11, ptr addrspace(1) %p11, align 4
  %x16 = trunc i32 %x to i16
  %y16 = trunc i32 %y to i16
  %u16 = tail call i16 @llvm.uadd.sat.i16(i16 %x16, i16 %y16)
  %r12 = zext i16 %u16 to i32
  %p12 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 48
  store i32 %r12, ptr addrspace(1) %p12, align 4
  %xz = zext i32 %x to i64
  %xs = shl nuw nsw i64 %xz, 7
  %xo = or disjoint i64 %xs, 1
  %l64 = tail call range(i64 25, 64) i64 @llvm.ctlz.i64(i64 %xo, i1 true)
  %r13 = trunc nuw nsw i64 %l64 to i32
  %p13 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 52
  store i32 %r13, ptr addrspace(1) %p13, align 4
  %c16 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %x16)
  %r14 = zext nneg i16 %c16 to i32
  %p14 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 56
  store i32 %r14, ptr addrspace(1) %p14, align 4
  %so = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %x, i32 %y)
  %sov = extractvalue { i32, i1 } %so, 1
  %r15 = zext i1 %sov to i32
  %p15 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 60
  store i32 %r15, ptr addrspace(1) %p15, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctpop.i16(i16) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.uadd.sat.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.uadd.sat.i16(i16, i16) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
