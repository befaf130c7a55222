; mixed_align: seven local arrays of seven alignments, all live at once.
;
; unsigned char bytes[13], float4 v[3] (<4 x float>, align 16), short h[7],
; double d[3], unsigned char flags[3], long long q[3] and int w[5], cleared
; with constant-length memsets, are declared in an order that leaves holes
; (13 bytes then a 16-aligned array), and updated in one loop at indices
; computed from the data: i8 add, i16 add, i32 xor, i64 add, f64 add, i8
; or, and a read-modify-write of a whole <4 x float>. Then each array is
; summed into @out (i64) and three float4s are combined into @fout.
; Frame: 13 + 48 + 14 + 24 + 3 + 24 + 20 = 146 bytes of objects, 160 laid
; out in declaration order (with padding), 160 at best because the depot
; is a multiple of its 16-byte alignment.
;
; launch: %mixed_align grid=2 block=(32) fuel=2000000
; arg: @in = i32[1024] (i * 7919 + 13) % 1009
; arg: @out = i64[256] 0
; arg: @fout = f32[256] 0.0
; arg: 16
; expect: @out == [727, 8336126, 375097, 5619171, 756, 16222300, 716111, 5445766, 1096, 8422666, 628742, 5034229, 916, 15822888, 753146, 5833516, 999, 548031, 198354, 4280451, 1151, 4224382, 523330, 6346964, 988, 15961475, 434288, 4435909, 907, 12586579, 684288, 5905787, 988, 16353435, 811313, 5732921, 743, 8649073, 359609, 5293005, 784, 2128210, 698514, 6130795, 1036, 16350939, 348054, 4512001, 863, 14670283, 579681, 6655132, 973, 16601449, 474889, 4683726, 1243, 12729835, 738012, 6192207, 1076, 2127227, 678449, 4978827, 858, 16578171, 534850, 5560482, 1007, 13615098, 582875, 5400699, 813, 16740439, 320877, 4759416, 896, 14749415, 787269, 5947312, 932, 1079121, 486217, 4941627, 800, 16733012, 462882, 5465572, 996, 15180698, 680494, 5250999, 1168, 8424893, 299819, 5836856, 1005, 15816717, 678911, 5681378, 863, 558197, 344365, 5013747, 1050, 8415716, 728370, 6239093, 852, 15962375, 494900, 5209792, 811, 4221087, 546570, 5739267, 877, 16343884, 585188, 5530178, 847, 8645720, 418432, 5070595, 1068, 4227194, 931937, 5974381, 1184, 16478690, 391797, 4237498, 983, 10484092, 494706, 6546295, 892, 16346740, 370202, 4450646, 1147, 12696094, 339920, 6023235, 844, 2127027, 634981, 4790828, 767, 16650538, 674181, 5331411, 871, 13613908, 754225, 6273447, 948, 16609369, 308191, 4475420, 968, 14766141, 533651, 6858243, 1124, 1076804, 458501, 4704447, 1015, 16727611, 606980, 6315906, 920, 15702929, 870089, 5056345, 1077, 8354934, 371811, 5603297, 765, 14767930, 530742, 5534603, 777, 552884, 436854, 4721308, 984, 8405135, 380079, 6137926, 1018, 16217858, 524487, 4962328, 984, 8422117, 641700, 5576703, 1113, 15824394, 694624, 5328651, 973, 289164, 258176, 4851336, 997, 4224786, 504188, 5819218, 1048, 16481025, 468554, 4982404, 727, 12583492, 680332, 5417074, 756, 16351707, 792969, 5234843, 1086, 8524345, 328699, 5856916, 916, 2122714, 703474, 5611687, 984, 16612780, 264778, 5108426, 1151, 14667604, 509157, 6114653, 1020, 16611198, 477141, 5247356, 907, 12729935, 659576, 5684435, 988, 1076546, 686459, 5512102, 743, 16575163, 528650, 5091621]
; expect: @fout == [18495.0, 212.0, 18283.0, 37.0, 20845.0, 273.0, 20572.0, 41.0, 20771.0, 378.0, 20393.0, 43.0, 20635.0, 338.0, 20297.0, 35.0, 11669.0, 213.0, 11456.0, 32.0, 20430.0, 207.0, 20223.0, 37.0, 16625.0, 243.0, 16382.0, 38.0, 22253.0, 351.0, 21902.0, 43.0, 21936.0, 364.0, 21572.0, 38.0, 14657.0, 245.0, 14412.0, 32.0, 18525.0, 204.0, 18321.0, 35.0, 16512.0, 222.0, 16290.0, 37.0, 23735.0, 324.0, 23411.0, 43.0, 20868.0, 384.0, 20484.0, 40.0, 17645.0, 277.0, 17368.0, 32.0, 15875.0, 215.0, 15660.0, 36.0, 18447.0, 217.0, 18230.0, 37.0, 19224.0, 288.0, 18936.0, 40.0, 21482.0, 405.0, 21077.0, 43.0, 18609.0, 303.0, 18306.0, 31.0, 14477.0, 213.0, 14264.0, 34.0, 19379.0, 233.0, 19146.0, 40.0, 18838.0, 265.0, 18573.0, 39.0, 22964.0, 378.0, 22586.0, 43.0, 20375.0, 333.0, 20042.0, 34.0, 13301.0, 213.0, 13088.0, 32.0, 21377.0, 225.0, 21152.0, 40.0, 18563.0, 243.0, 18320.0, 38.0, 20372.0, 337.0, 20035.0, 41.0, 21808.0, 360.0, 21448.0, 37.0, 14256.0, 237.0, 14019.0, 31.0, 19433.0, 219.0, 19214.0, 38.0, 17423.0, 249.0, 17174.0, 40.0, 21812.0, 312.0, 21500.0, 41.0, 18858.0, 364.0, 18494.0, 38.0, 17223.0, 270.0, 16953.0, 31.0, 15690.0, 204.0, 15486.0, 35.0, 19421.0, 241.0, 19180.0, 40.0, 21264.0, 288.0, 20976.0, 40.0, 19583.0, 387.0, 19196.0, 41.0, 20190.0, 303.0, 19887.0, 31.0, 14169.0, 203.0, 13966.0, 33.0, 21419.0, 233.0, 21186.0, 40.0, 19878.0, 298.0, 19580.0, 42.0, 21023.0, 362.0, 20661.0, 41.0, 18041.0, 309.0, 17732.0, 32.0, 12870.0, 204.0, 12666.0, 31.0, 21387.0, 212.0, 21175.0, 39.0, 19615.0, 273.0, 19342.0, 41.0, 21478.0, 379.0, 21099.0, 44.0, 19585.0, 338.0, 19247.0, 35.0, 11793.0, 207.0, 11586.0, 29.0, 19320.0, 207.0, 19113.0, 37.0, 19463.0, 249.0, 19214.0, 40.0, 20963.0, 351.0, 20612.0, 43.0, 20796.0, 364.0, 20432.0, 38.0, 14718.0, 242.0, 14476.0, 29.0, 17475.0, 204.0, 17271.0, 35.0, 19422.0, 226.0, 19196.0, 39.0, 22445.0, 324.0, 22121.0, 43.0, 21674.0, 387.0, 21287.0, 41.0, 16685.0, 277.0, 16408.0, 32.0, 15852.0, 203.0, 15649.0, 33.0, 17337.0, 217.0, 17120.0, 37.0]
; ModuleID = 'src/mixed_align.ll'
source_filename = "src/mixed_align.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @mixed_align(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %out, ptr addrspace(1) noundef writeonly captures(none) %fout, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %bytes = alloca [13 x i8], align 1
  %v = alloca [3 x <4 x float>], align 16
  %h = alloca [7 x i16], align 2
  %d = alloca [3 x double], align 8
  %flags = alloca [3 x i8], align 1
  %q = alloca [3 x i64], align 8
  %w = alloca [5 x i32], align 4
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = shl nsw i32 %t, 4
  call void @llvm.lifetime.start.p0(ptr nonnull %bytes)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %bytes, i8 0, i64 13, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %v)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %v, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %h)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(14) %h, i8 0, i64 14, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %d)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %d, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %flags)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %flags, i8 0, i64 3, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %q)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %q, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %w)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %w, i8 0, i64 20, i1 false)
  %kc1 = icmp sgt i32 %n, 0
  br i1 %kc1, label %loop.body, label %sum0.cond.preheader

sum0.cond.preheader.loopexit:                     ; preds = %loop.body
  %v0.pre = load i8, ptr %bytes, align 1
  %p0.1.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 1
  %v0.1.pre = load i8, ptr %p0.1.phi.trans.insert, align 1
  %p0.2.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 2
  %v0.2.pre = load i8, ptr %p0.2.phi.trans.insert, align 1
  %p0.3.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 3
  %v0.3.pre = load i8, ptr %p0.3.phi.trans.insert, align 1
  %p0.4.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 4
  %v0.4.pre = load i8, ptr %p0.4.phi.trans.insert, align 1
  %p0.5.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 5
  %v0.5.pre = load i8, ptr %p0.5.phi.trans.insert, align 1
  %p0.6.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 6
  %v0.6.pre = load i8, ptr %p0.6.phi.trans.insert, align 1
  %p0.7.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 7
  %v0.7.pre = load i8, ptr %p0.7.phi.trans.insert, align 1
  %p0.8.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 8
  %v0.8.pre = load i8, ptr %p0.8.phi.trans.insert, align 1
  %p0.9.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 9
  %v0.9.pre = load i8, ptr %p0.9.phi.trans.insert, align 1
  %p0.10.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 10
  %v0.10.pre = load i8, ptr %p0.10.phi.trans.insert, align 1
  %p0.11.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 11
  %v0.11.pre = load i8, ptr %p0.11.phi.trans.insert, align 1
  %p0.12.phi.trans.insert = getelementptr inbounds nuw i8, ptr %bytes, i64 12
  %v0.12.pre = load i8, ptr %p0.12.phi.trans.insert, align 1
  %v1.pre = load i16, ptr %h, align 2
  %p1.1.phi.trans.insert = getelementptr inbounds nuw i8, ptr %h, i64 2
  %v1.1.pre = load i16, ptr %p1.1.phi.trans.insert, align 2
  %p1.2.phi.trans.insert = getelementptr inbounds nuw i8, ptr %h, i64 4
  %v1.2.pre = load i16, ptr %p1.2.phi.trans.insert, align 2
  %p1.3.phi.trans.insert = getelementptr inbounds nuw i8, ptr %h, i64 6
  %v1.3.pre = load i16, ptr %p1.3.phi.trans.insert, align 2
  %p1.4.phi.trans.insert = getelementptr inbounds nuw i8, ptr %h, i64 8
  %v1.4.pre = load i16, ptr %p1.4.phi.trans.insert, align 2
  %p1.5.phi.trans.insert = getelementptr inbounds nuw i8, ptr %h, i64 10
  %v1.5.pre = load i16, ptr %p1.5.phi.trans.insert, align 2
  %p1.6.phi.trans.insert = getelementptr inbounds nuw i8, ptr %h, i64 12
  %v1.6.pre = load i16, ptr %p1.6.phi.trans.insert, align 2
  %v2.pre = load i8, ptr %flags, align 1
  %p2.1.phi.trans.insert = getelementptr inbounds nuw i8, ptr %flags, i64 1
  %v2.1.pre = load i8, ptr %p2.1.phi.trans.insert, align 1
  %p2.2.phi.trans.insert = getelementptr inbounds nuw i8, ptr %flags, i64 2
  %v2.2.pre = load i8, ptr %p2.2.phi.trans.insert, align 1
  %v3.pre = load i32, ptr %w, align 4
  %p3.1.phi.trans.insert = getelementptr inbounds nuw i8, ptr %w, i64 4
  %v3.1.pre = load i32, ptr %p3.1.phi.trans.insert, align 4
  %p3.2.phi.trans.insert = getelementptr inbounds nuw i8, ptr %w, i64 8
  %v3.2.pre = load i32, ptr %p3.2.phi.trans.insert, align 4
  %p3.3.phi.trans.insert = getelementptr inbounds nuw i8, ptr %w, i64 12
  %v3.3.pre = load i32, ptr %p3.3.phi.trans.insert, align 4
  %p3.4.phi.trans.insert = getelementptr inbounds nuw i8, ptr %w, i64 16
  %v3.4.pre = load i32, ptr %p3.4.phi.trans.insert, align 4
  %0 = sext i16 %v1.pre to i64
  %1 = sext i16 %v1.1.pre to i32
  %2 = shl nsw i32 %1, 1
  %3 = sext i32 %2 to i64
  %4 = add nsw i64 %0, %3
  %5 = sext i16 %v1.2.pre to i64
  %6 = mul nsw i64 %5, 3
  %7 = add nsw i64 %4, %6
  %8 = sext i16 %v1.3.pre to i32
  %9 = shl nsw i32 %8, 2
  %10 = sext i32 %9 to i64
  %11 = add nsw i64 %7, %10
  %12 = sext i16 %v1.4.pre to i64
  %13 = mul nsw i64 %12, 5
  %14 = add nsw i64 %11, %13
  %15 = sext i16 %v1.5.pre to i64
  %16 = mul nsw i64 %15, 6
  %17 = add nsw i64 %14, %16
  %18 = sext i16 %v1.6.pre to i64
  %19 = mul nsw i64 %18, 7
  %20 = add nsw i64 %17, %19
  %21 = sext i32 %v3.pre to i64
  %22 = sext i32 %v3.1.pre to i64
  %23 = shl nsw i64 %22, 1
  %24 = add nsw i64 %23, %21
  %25 = sext i32 %v3.2.pre to i64
  %26 = mul nsw i64 %25, 3
  %27 = add nsw i64 %26, %24
  %28 = sext i32 %v3.3.pre to i64
  %29 = shl nsw i64 %28, 2
  %30 = add nsw i64 %29, %27
  %31 = sext i32 %v3.4.pre to i64
  %32 = mul nsw i64 %31, 5
  %33 = add nsw i64 %32, %30
  %34 = zext i8 %v2.pre to i64
  %35 = add nsw i64 %20, %34
  %36 = zext i8 %v2.1.pre to i64
  %37 = shl nuw nsw i64 %36, 8
  %38 = add nsw i64 %35, %37
  %39 = zext i8 %v2.2.pre to i64
  %40 = shl nuw nsw i64 %39, 16
  %41 = add nsw i64 %38, %40
  %42 = zext i8 %v0.pre to i64
  %43 = zext i8 %v0.1.pre to i64
  %44 = shl nuw nsw i64 %43, 1
  %45 = add nuw nsw i64 %44, %42
  %46 = zext i8 %v0.2.pre to i64
  %47 = mul nuw nsw i64 %46, 3
  %48 = add nuw nsw i64 %45, %47
  %49 = zext i8 %v0.3.pre to i64
  %50 = shl nuw nsw i64 %49, 2
  %51 = add nuw nsw i64 %48, %50
  %52 = zext i8 %v0.4.pre to i64
  %53 = mul nuw nsw i64 %52, 5
  %54 = add nuw nsw i64 %51, %53
  %55 = zext i8 %v0.5.pre to i64
  %56 = mul nuw nsw i64 %55, 6
  %57 = add nuw nsw i64 %54, %56
  %58 = zext i8 %v0.6.pre to i64
  %59 = mul nuw nsw i64 %58, 7
  %60 = add nuw nsw i64 %57, %59
  %61 = zext i8 %v0.7.pre to i64
  %62 = shl nuw nsw i64 %61, 3
  %63 = add nuw nsw i64 %60, %62
  %64 = zext i8 %v0.8.pre to i64
  %65 = mul nuw nsw i64 %64, 9
  %66 = add nuw nsw i64 %63, %65
  %67 = zext i8 %v0.9.pre to i64
  %68 = mul nuw nsw i64 %67, 10
  %69 = add nuw nsw i64 %66, %68
  %70 = zext i8 %v0.10.pre to i64
  %71 = mul nuw nsw i64 %70, 11
  %72 = add nuw nsw i64 %69, %71
  %73 = zext i8 %v0.11.pre to i64
  %74 = mul nuw nsw i64 %73, 12
  %75 = add nuw nsw i64 %72, %74
  %76 = zext i8 %v0.12.pre to i64
  %77 = mul nuw nsw i64 %76, 13
  %78 = add nuw nsw i64 %75, %77
  br label %sum0.cond.preheader

sum0.cond.preheader:                              ; preds = %sum0.cond.preheader.loopexit, %entry
  %s3.next.4 = phi i64 [ %33, %sum0.cond.preheader.loopexit ], [ 0, %entry ]
  %s2.next.2 = phi i64 [ %41, %sum0.cond.preheader.loopexit ], [ 0, %entry ]
  %s0.next.12 = phi i64 [ %78, %sum0.cond.preheader.loopexit ], [ 0, %entry ]
  %ob = shl nsw i32 %t, 2
  %ob.ext = sext i32 %ob to i64
  %o0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %ob.ext
  store i64 %s0.next.12, ptr addrspace(1) %o0, align 8
  %o1 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 8
  store i64 %s2.next.2, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 16
  store i64 %s3.next.4, ptr addrspace(1) %o2, align 8
  %qv0 = load i64, ptr %q, align 8
  %qp1 = getelementptr inbounds nuw i8, ptr %q, i64 8
  %qv1 = load i64, ptr %qp1, align 8
  %qp2 = getelementptr inbounds nuw i8, ptr %q, i64 16
  %qv2 = load i64, ptr %qp2, align 8
  %qs0 = add nsw i64 %qv1, %qv0
  %qs = add nsw i64 %qs0, %qv2
  %dv0 = load double, ptr %d, align 8
  %dp1 = getelementptr inbounds nuw i8, ptr %d, i64 8
  %dv1 = load double, ptr %dp1, align 8
  %dp2 = getelementptr inbounds nuw i8, ptr %d, i64 16
  %dv2 = load double, ptr %dp2, align 8
  %dm0 = fmul double %dv0, 4.000000e+00
  %dm1 = fmul double %dv1, 8.000000e+00
  %dm2 = fmul double %dv2, 1.600000e+01
  %ds0 = fadd double %dm0, %dm1
  %ds = fadd double %ds0, %dm2
  %di = fptosi double %ds to i64
  %o3v = add nsw i64 %qs, %di
  %o3 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 24
  store i64 %o3v, ptr addrspace(1) %o3, align 8
  %r0i = srem i32 %t, 3
  %r0i.ext = sext i32 %r0i to i64
  %r0p = getelementptr inbounds <4 x float>, ptr %v, i64 %r0i.ext
  %r0 = load <4 x float>, ptr %r0p, align 16
  %t1 = add nsw i32 %t, 1
  %r1i = srem i32 %t1, 3
  %r1i.ext = sext i32 %r1i to i64
  %r1p = getelementptr inbounds <4 x float>, ptr %v, i64 %r1i.ext
  %r1 = load <4 x float>, ptr %r1p, align 16
  %t2 = add nsw i32 %t, 2
  %r2i = srem i32 %t2, 3
  %r2i.ext = sext i32 %r2i to i64
  %r2p = getelementptr inbounds <4 x float>, ptr %v, i64 %r2i.ext
  %r2 = load <4 x float>, ptr %r2p, align 16
  %fo = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %ob.ext
  %r0.0 = extractelement <4 x float> %r0, i64 0
  %r1.0 = extractelement <4 x float> %r1, i64 0
  %r2.0 = extractelement <4 x float> %r2, i64 0
  %r1x2.0 = fmul float %r1.0, 2.000000e+00
  %r2x4.0 = fmul float %r2.0, 4.000000e+00
  %rs0.0 = fadd float %r0.0, %r1x2.0
  %rs.0 = fadd float %rs0.0, %r2x4.0
  store float %rs.0, ptr addrspace(1) %fo, align 4
  %r0.1 = extractelement <4 x float> %r0, i64 1
  %r1.1 = extractelement <4 x float> %r1, i64 1
  %r2.1 = extractelement <4 x float> %r2, i64 1
  %r1x2.1 = fmul float %r1.1, 2.000000e+00
  %r2x4.1 = fmul float %r2.1, 4.000000e+00
  %rs0.1 = fadd float %r0.1, %r1x2.1
  %rs.1 = fadd float %rs0.1, %r2x4.1
  %fo.1 = getelementptr inbounds nuw i8, ptr addrspace(1) %fo, i64 4
  store float %rs.1, ptr addrspace(1) %fo.1, align 4
  %r0.2 = extractelement <4 x float> %r0, i64 2
  %r1.2 = extractelement <4 x float> %r1, i64 2
  %r2.2 = extractelement <4 x float> %r2, i64 2
  %r1x2.2 = fmul float %r1.2, 2.000000e+00
  %r2x4.2 = fmul float %r2.2, 4.000000e+00
  %rs0.2 = fadd float %r0.2, %r1x2.2
  %rs.2 = fadd float %rs0.2, %r2x4.2
  %fo.2 = getelementptr inbounds nuw i8, ptr addrspace(1) %fo, i64 8
  store float %rs.2, ptr addrspace(1) %fo.2, align 4
  %r0.3 = extractelement <4 x float> %r0, i64 3
  %r1.3 = extractelement <4 x float> %r1, i64 3
  %r2.3 = extractelement <4 x float> %r2, i64 3
  %r1x2.3 = fmul float %r1.3, 2.000000e+00
  %r2x4.3 = fmul float %r2.3, 4.000000e+00
  %rs0.3 = fadd float %r0.3, %r1x2.3
  %rs.3 = fadd float %rs0.3, %r2x4.3
  %fo.3 = getelementptr inbounds nuw i8, ptr addrspace(1) %fo, i64 12
  store float %rs.3, ptr addrspace(1) %fo.3, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %w)
  call void @llvm.lifetime.end.p0(ptr nonnull %q)
  call void @llvm.lifetime.end.p0(ptr nonnull %flags)
  call void @llvm.lifetime.end.p0(ptr nonnull %d)
  call void @llvm.lifetime.end.p0(ptr nonnull %h)
  call void @llvm.lifetime.end.p0(ptr nonnull %v)
  call void @llvm.lifetime.end.p0(ptr nonnull %bytes)
  ret void

loop.body:                                        ; preds = %entry, %loop.body
  %k2 = phi i32 [ %k1, %loop.body ], [ 0, %entry ]
  %xi = add nsw i32 %k2, %base
  %xi.ext = sext i32 %xi to i64
  %xp = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %xi.ext
  %x = load i32, ptr addrspace(1) %xp, align 4
  %b.i = srem i32 %x, 13
  %b.i.ext = sext i32 %b.i to i64
  %b.p = getelementptr inbounds i8, ptr %bytes, i64 %b.i.ext
  %b.v = load i8, ptr %b.p, align 1
  %k1 = add nuw nsw i32 %k2, 1
  %k1.8 = trunc i32 %k1 to i8
  %b.n = add i8 %b.v, %k1.8
  store i8 %b.n, ptr %b.p, align 1
  %h.s = ashr i32 %x, 2
  %h.i = srem i32 %h.s, 7
  %h.i.ext = sext i32 %h.i to i64
  %h.p = getelementptr inbounds i16, ptr %h, i64 %h.i.ext
  %h.v = load i16, ptr %h.p, align 2
  %x.16 = trunc i32 %x to i16
  %h.n = add i16 %h.v, %x.16
  store i16 %h.n, ptr %h.p, align 2
  %w.s = add nsw i32 %x, %k2
  %w.i = srem i32 %w.s, 5
  %w.i.ext = sext i32 %w.i to i64
  %w.p = getelementptr inbounds i32, ptr %w, i64 %w.i.ext
  %w.v = load i32, ptr %w.p, align 4
  %k7 = and i32 %k2, 7
  %w.x = shl i32 %x, %k7
  %w.n = xor i32 %w.v, %w.x
  store i32 %w.n, ptr %w.p, align 4
  %q.i = urem i32 %k2, 3
  %q.i.ext = zext nneg i32 %q.i to i64
  %q.p = getelementptr inbounds nuw i64, ptr %q, i64 %q.i.ext
  %q.v = load i64, ptr %q.p, align 8
  %x.64 = sext i32 %x to i64
  %xx = mul nsw i64 %x.64, %x.64
  %q.n = add nsw i64 %q.v, %xx
  store i64 %q.n, ptr %q.p, align 8
  %d.s = ashr i32 %x, 3
  %d.i = srem i32 %d.s, 3
  %d.i.ext = sext i32 %d.i to i64
  %d.p = getelementptr inbounds double, ptr %d, i64 %d.i.ext
  %d.v = load double, ptr %d.p, align 8
  %x.d = sitofp i32 %x to double
  %x.q = fmul double %x.d, 2.500000e-01
  %d.n = fadd double %x.q, %d.v
  store double %d.n, ptr %d.p, align 8
  %f.i = srem i32 %x, 3
  %f.i.ext = sext i32 %f.i to i64
  %f.p = getelementptr inbounds i8, ptr %flags, i64 %f.i.ext
  %f.v = load i8, ptr %f.p, align 1
  %f.bit = shl nuw nsw i32 1, %k7
  %f.bit8 = trunc nuw i32 %f.bit to i8
  %f.n = or i8 %f.v, %f.bit8
  store i8 %f.n, ptr %f.p, align 1
  %v.s = add nsw i32 %x, %t
  %v.i = srem i32 %v.s, 3
  %v.i.ext = sext i32 %v.i to i64
  %v.p = getelementptr inbounds <4 x float>, ptr %v, i64 %v.i.ext
  %v.v = load <4 x float>, ptr %v.p, align 16
  %e0 = sitofp i32 %x to float
  %e1 = uitofp nneg i32 %k2 to float
  %xk = sub nsw i32 %x, %k2
  %e2 = sitofp i32 %xk to float
  %79 = insertelement <4 x float> <float poison, float poison, float poison, float 1.000000e+00>, float %e0, i64 0
  %80 = insertelement <4 x float> %79, float %e1, i64 1
  %a3 = insertelement <4 x float> %80, float %e2, i64 2
  %v.n = fadd <4 x float> %a3, %v.v
  store <4 x float> %v.n, ptr %v.p, align 16
  %exitcond.not = icmp eq i32 %k1, %n
  br i1 %exitcond.not, label %sum0.cond.preheader.loopexit, label %loop.body
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
