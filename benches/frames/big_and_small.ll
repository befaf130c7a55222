; big_and_small: a 1 KiB local array next to small ones.
;
; int big[256] holds a per-thread permutation of 0..255 (k -> (k m + t) &
; 255, m odd) that the thread then walks for `steps` steps, accumulating
; into long long acc[4] (at x & 3) and counting into unsigned char seen[6]
; (at x % 6); both small arrays live to the end. After the walk, big is
; dead and short tail[16] is filled at (5k + t) & 15 and read back.
; Frame: 1024 + 32 + 6 + 32 bytes declared; at most 1062 live at once
; (big with acc and seen), so tail can take bytes of big: 1064 with
; sharing, 1096 without.
;
; launch: %big_and_small grid=2 block=(32) fuel=4000000
; arg: @in = i32[64] (i * 53 + 17) % 97
; arg: @out = i64[384] 0
; arg: 256
; arg: 40
; expect: @out == [0, 0, 0, 0, 40, 0, 54120148, 23479806, 427301208, 340176818, 8843421812485, 89, 2264, 0, 2272, 0, 60130656265, 242, 2496, 0, 0, 2172, 8817685824775, 131, 4688, 0, 0, 0, 51540459535, 132, 55586732, 122208590, 141009656, 97275610, 8821980792070, 141, 2936, 0, 2608, 0, 51540590605, 54, 84175188, 45221246, 301468024, 40529274, 7726764000775, 31, 4512, 0, 0, 0, 51540590605, 136, 3048, 153402540, 255666240, 0, 6627218884870, 121, 2904, 0, 2496, 0, 64425492490, 250, 14909564, 135351526, 148886360, 187845050, 9938638472710, 115, 4080, 0, 0, 0, 42950328340, 12, 2608, -371898156, 13791104, 0, 7709601236230, 45, 2424, 0, 2448, 0, 60130459660, 62, 25871076, 78975310, 100513848, 92392826, 9895689324040, 199, 4160, 0, 0, 0, 64425164815, 16, 2616, 55147388, -930454336, 0, 6622940629000, 97, 2448, 0, 2840, 0, 60130525195, 114, 197606156, 152692534, 16360856, 9121466, 11016709014280, 27, 5168, 0, 0, 0, 51540459535, 116, 1280, 169729700, 195840000, 0, 10995284705290, 21, 2528, 0, 2264, 0, 51540525070, 86, 141272820, 49525022, 330160376, 68020474, 8821980726535, 111, 5280, 0, 0, 0, 51540590605, 216, 2440, 129830476, 216379200, 0, 6635842438915, 73, 2416, 0, 2008, 0, 51540459535, 186, 13968156, 121988230, 134186968, 175982650, 7713879492100, 195, 5136, 0, 0, 0, 55835623435, 188, 145387444, 146510198, 4187160, 99128106, 7722435545095, 245, 2112, 0, 3096, 0, 42950721550, 158, 2640, 0, 0, 2716, 4428296291590, 255, 4480, 0, 0, 0, 42950656015, 32, 29978156, 13290854, 241873144, 188428114, 7748222060290, 105, 2640, 0, 2712, 0, 55835426830, 2, 2152, 0, 0, 2740, 4428245895175, 147, 5616, 0, 0, 0, 42950524945, 4, 35778660, 152204374, 175619416, 62611450, 7731109364485, 221, 2464, 0, 2648, 0, 51540590605, 230, 2368, 0, 0, 2508, 6622974313990, 167, 4640, 0, 0, 0, 64425164815, 40, 291644380, 13381830, 22303032, 38887330, 7731075810565, 81, 2632, 0, 2384, 0, 47245754380, 122, 3032, 0, 0, 2788, 9921492354055, 59, 4848, 0, 0, 0, 51540394000, 236, 179584788, 125351094, 3582744, 122444746, 7735320381445, 197, 2504, 0, 2112, 0, 60130131985, 126, 2608, 0, 0, 2556, 5510561204230, 79, 960, 0, 0, 0, 40, 48, 38235788, 13631910, 248081912, 240332530, 2220683167495, 57, 2696, 0, 2416, 0, 55835426830, 2, 130320372, 102207638, 10952216, 6015346, 7713845676040, 11, 5008, 0, 0, 0, 64425230350, 244, 2968, -462493460, 763963200, 0, 6627302704135, 197, 2696, 0, 3040, 0, 42950721550, 6, 75077884, 54937342, 366241400, 36149202, 6640120563715, 159, 4960, 0, 0, 0, 42950656015, 56, 1920, 105756660, 176256000, 0, 5519201076490, 57, 2760, 0, 2704, 0, 55835557900, 138, 16303300, 149152614, 164067544, 205406386, 4428246026245, 51, 5168, 0, 0, 0, 60130328590, 252, 2088, -263836804, 12010176, 0, 2229273036550, 45, 2256, 0, 2760, 0, 60130459660, 30, 22537548, 46481486, 59157432, 80488082, 6622940563465, 199]
; ModuleID = 'src/big_and_small.ll'
source_filename = "src/big_and_small.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @big_and_small(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %steps) local_unnamed_addr #0 {
entry:
  %acc = alloca [4 x i64], align 8
  %seen = alloca [6 x i8], align 1
  %big = alloca [256 x i32], align 4
  %tail = alloca [16 x i16], align 2
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  call void @llvm.lifetime.start.p0(ptr nonnull %acc)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %acc, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %seen)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %seen, i8 0, i64 6, i1 false)
  %x0 = and i32 %t, 255
  call void @llvm.lifetime.start.p0(ptr nonnull %big)
  %t.ext = sext i32 %t to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %t.ext
  %iv = load i32, ptr addrspace(1) %ip, align 4
  %iv2 = shl nsw i32 %iv, 1
  %m = or disjoint i32 %iv2, 1
  %kc1 = icmp sgt i32 %n, 0
  br i1 %kc1, label %fill.body.preheader, label %walk.cond.preheader

fill.body.preheader:                              ; preds = %entry
  %xtraiter = and i32 %n, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %fill.body.epil.preheader, label %fill.body.preheader.new

fill.body.preheader.new:                          ; preds = %fill.body.preheader
  %unroll_iter = and i32 %n, 2147483644
  br label %fill.body

walk.cond.preheader.loopexit.unr-lcssa:           ; preds = %fill.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %walk.cond.preheader, label %fill.body.epil.preheader

fill.body.epil.preheader:                         ; preds = %walk.cond.preheader.loopexit.unr-lcssa, %fill.body.preheader
  %k2.epil.init = phi i32 [ 0, %fill.body.preheader ], [ %k.next.3, %walk.cond.preheader.loopexit.unr-lcssa ]
  %lcmp.mod15 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod15)
  br label %fill.body.epil

fill.body.epil:                                   ; preds = %fill.body.epil, %fill.body.epil.preheader
  %k2.epil = phi i32 [ %k.next.epil, %fill.body.epil ], [ %k2.epil.init, %fill.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %fill.body.epil ], [ 0, %fill.body.epil.preheader ]
  %km.epil = mul i32 %k2.epil, %m
  %kmt.epil = add i32 %km.epil, %t
  %kv.epil = and i32 %kmt.epil, 255
  %k.ext.epil = zext nneg i32 %k2.epil to i64
  %kp.epil = getelementptr inbounds nuw i32, ptr %big, i64 %k.ext.epil
  store i32 %kv.epil, ptr %kp.epil, align 4
  %k.next.epil = add nuw nsw i32 %k2.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %walk.cond.preheader, label %fill.body.epil, !llvm.loop !0

walk.cond.preheader:                              ; preds = %walk.cond.preheader.loopexit.unr-lcssa, %fill.body.epil, %entry
  %sc3 = icmp sgt i32 %steps, 0
  br i1 %sc3, label %walk.body, label %walk.end

fill.body:                                        ; preds = %fill.body, %fill.body.preheader.new
  %k2 = phi i32 [ 0, %fill.body.preheader.new ], [ %k.next.3, %fill.body ]
  %niter = phi i32 [ 0, %fill.body.preheader.new ], [ %niter.next.3, %fill.body ]
  %km = mul i32 %k2, %m
  %kmt = add i32 %km, %t
  %kv = and i32 %kmt, 255
  %k.ext = zext nneg i32 %k2 to i64
  %kp = getelementptr inbounds nuw i32, ptr %big, i64 %k.ext
  store i32 %kv, ptr %kp, align 4
  %k.next = or disjoint i32 %k2, 1
  %km.1 = mul i32 %k.next, %m
  %kmt.1 = add i32 %km.1, %t
  %kv.1 = and i32 %kmt.1, 255
  %k.ext.1 = zext nneg i32 %k.next to i64
  %kp.1 = getelementptr inbounds nuw i32, ptr %big, i64 %k.ext.1
  store i32 %kv.1, ptr %kp.1, align 4
  %k.next.1 = or disjoint i32 %k2, 2
  %km.2 = mul i32 %k.next.1, %m
  %kmt.2 = add i32 %km.2, %t
  %kv.2 = and i32 %kmt.2, 255
  %k.ext.2 = zext nneg i32 %k.next.1 to i64
  %kp.2 = getelementptr inbounds nuw i32, ptr %big, i64 %k.ext.2
  store i32 %kv.2, ptr %kp.2, align 4
  %k.next.2 = or disjoint i32 %k2, 3
  %km.3 = mul i32 %k.next.2, %m
  %kmt.3 = add i32 %km.3, %t
  %kv.3 = and i32 %kmt.3, 255
  %k.ext.3 = zext nneg i32 %k.next.2 to i64
  %kp.3 = getelementptr inbounds nuw i32, ptr %big, i64 %k.ext.3
  store i32 %kv.3, ptr %kp.3, align 4
  %k.next.3 = add nuw nsw i32 %k2, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %walk.cond.preheader.loopexit.unr-lcssa, label %fill.body

walk.body:                                        ; preds = %walk.cond.preheader, %walk.body
  %x5 = phi i32 [ %xn, %walk.body ], [ %x0, %walk.cond.preheader ]
  %s4 = phi i32 [ %s.next, %walk.body ], [ 0, %walk.cond.preheader ]
  %x.ext = sext i32 %x5 to i64
  %bp = getelementptr inbounds i32, ptr %big, i64 %x.ext
  %xn = load i32, ptr %bp, align 4
  %a.i = and i32 %xn, 3
  %a.i.ext = zext nneg i32 %a.i to i64
  %ap = getelementptr inbounds nuw i64, ptr %acc, i64 %a.i.ext
  %av = load i64, ptr %ap, align 8
  %xn.64 = sext i32 %xn to i64
  %an = add nsw i64 %av, %xn.64
  store i64 %an, ptr %ap, align 8
  %s.i = srem i32 %xn, 6
  %s.i.ext = sext i32 %s.i to i64
  %sp = getelementptr inbounds i8, ptr %seen, i64 %s.i.ext
  %sv = load i8, ptr %sp, align 1
  %sn = add i8 %sv, 1
  store i8 %sn, ptr %sp, align 1
  %s.next = add nuw nsw i32 %s4, 1
  %exitcond11.not = icmp eq i32 %s.next, %steps
  br i1 %exitcond11.not, label %walk.end, label %walk.body

walk.end:                                         ; preds = %walk.body, %walk.cond.preheader
  %x.lcssa = phi i32 [ %x0, %walk.cond.preheader ], [ %xn, %walk.body ]
  call void @llvm.lifetime.end.p0(ptr nonnull %big)
  call void @llvm.lifetime.start.p0(ptr nonnull %tail)
  br label %tail.body

out.cond.preheader:                               ; preds = %tail.body
  %ob = mul nsw i32 %t, 6
  %jav = load i64, ptr %acc, align 8
  %jtv = load i16, ptr %tail, align 2
  %jrp = getelementptr inbounds nuw i8, ptr %tail, i64 30
  %jrv = load i16, ptr %jrp, align 2
  %jtv.32 = sext i16 %jtv to i64
  %jrv.32 = sext i16 %jrv to i64
  %jp = mul nsw i64 %jrv.32, %jtv.32
  %jo = add nsw i64 %jp, %jav
  %oi.ext = sext i32 %ob to i64
  %op = getelementptr i64, ptr addrspace(1) %out, i64 %oi.ext
  store i64 %jo, ptr addrspace(1) %op, align 8
  %jap.1 = getelementptr inbounds nuw i8, ptr %acc, i64 8
  %jav.1 = load i64, ptr %jap.1, align 8
  %jtp.1 = getelementptr inbounds nuw i8, ptr %tail, i64 2
  %jtv.1 = load i16, ptr %jtp.1, align 2
  %jrp.1 = getelementptr inbounds nuw i8, ptr %tail, i64 28
  %jrv.1 = load i16, ptr %jrp.1, align 2
  %jtv.32.1 = sext i16 %jtv.1 to i64
  %jrv.32.1 = sext i16 %jrv.1 to i64
  %jp.1 = mul nsw i64 %jrv.32.1, %jtv.32.1
  %jo.1 = add nsw i64 %jp.1, %jav.1
  %1 = sext i32 %ob to i64
  %2 = getelementptr i64, ptr addrspace(1) %out, i64 %1
  %op.1 = getelementptr i8, ptr addrspace(1) %2, i64 8
  store i64 %jo.1, ptr addrspace(1) %op.1, align 8
  %jap.2 = getelementptr inbounds nuw i8, ptr %acc, i64 16
  %jav.2 = load i64, ptr %jap.2, align 8
  %jtp.2 = getelementptr inbounds nuw i8, ptr %tail, i64 4
  %jtv.2 = load i16, ptr %jtp.2, align 2
  %jrp.2 = getelementptr inbounds nuw i8, ptr %tail, i64 26
  %jrv.2 = load i16, ptr %jrp.2, align 2
  %jtv.32.2 = sext i16 %jtv.2 to i64
  %jrv.32.2 = sext i16 %jrv.2 to i64
  %jp.2 = mul nsw i64 %jrv.32.2, %jtv.32.2
  %jo.2 = add nsw i64 %jp.2, %jav.2
  %3 = sext i32 %ob to i64
  %4 = getelementptr i64, ptr addrspace(1) %out, i64 %3
  %op.2 = getelementptr i8, ptr addrspace(1) %4, i64 16
  store i64 %jo.2, ptr addrspace(1) %op.2, align 8
  %jap.3 = getelementptr inbounds nuw i8, ptr %acc, i64 24
  %jav.3 = load i64, ptr %jap.3, align 8
  %jtp.3 = getelementptr inbounds nuw i8, ptr %tail, i64 6
  %jtv.3 = load i16, ptr %jtp.3, align 2
  %jrp.3 = getelementptr inbounds nuw i8, ptr %tail, i64 24
  %jrv.3 = load i16, ptr %jrp.3, align 2
  %jtv.32.3 = sext i16 %jtv.3 to i64
  %jrv.32.3 = sext i16 %jrv.3 to i64
  %jp.3 = mul nsw i64 %jrv.32.3, %jtv.32.3
  %jo.3 = add nsw i64 %jp.3, %jav.3
  %5 = sext i32 %ob to i64
  %6 = getelementptr i64, ptr addrspace(1) %out, i64 %5
  %op.3 = getelementptr i8, ptr addrspace(1) %6, i64 24
  store i64 %jo.3, ptr addrspace(1) %op.3, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %tail)
  %pv = load i8, ptr %seen, align 1
  %pv.64 = zext i8 %pv to i64
  %pp.1 = getelementptr inbounds nuw i8, ptr %seen, i64 1
  %pv.1 = load i8, ptr %pp.1, align 1
  %pv.64.1 = zext i8 %pv.1 to i64
  %pvs.1 = shl nuw nsw i64 %pv.64.1, 8
  %packed.next.1 = or disjoint i64 %pvs.1, %pv.64
  %pp.2 = getelementptr inbounds nuw i8, ptr %seen, i64 2
  %pv.2 = load i8, ptr %pp.2, align 1
  %pv.64.2 = zext i8 %pv.2 to i64
  %pvs.2 = shl nuw nsw i64 %pv.64.2, 16
  %packed.next.2 = or disjoint i64 %pvs.2, %packed.next.1
  %pp.3 = getelementptr inbounds nuw i8, ptr %seen, i64 3
  %pv.3 = load i8, ptr %pp.3, align 1
  %pv.64.3 = zext i8 %pv.3 to i64
  %pvs.3 = shl nuw nsw i64 %pv.64.3, 24
  %packed.next.3 = or disjoint i64 %pvs.3, %packed.next.2
  %pp.4 = getelementptr inbounds nuw i8, ptr %seen, i64 4
  %pv.4 = load i8, ptr %pp.4, align 1
  %pv.64.4 = zext i8 %pv.4 to i64
  %pvs.4 = shl nuw nsw i64 %pv.64.4, 32
  %packed.next.4 = or disjoint i64 %pvs.4, %packed.next.3
  %pp.5 = getelementptr inbounds nuw i8, ptr %seen, i64 5
  %pv.5 = load i8, ptr %pp.5, align 1
  %pv.64.5 = zext i8 %pv.5 to i64
  %pvs.5 = shl nuw nsw i64 %pv.64.5, 40
  %packed.next.5 = or i64 %pvs.5, %packed.next.4
  %ep4 = getelementptr i8, ptr addrspace(1) %op, i64 32
  store i64 %packed.next.5, ptr addrspace(1) %ep4, align 8
  %ep5 = getelementptr i8, ptr addrspace(1) %op, i64 40
  %x.64 = sext i32 %x.lcssa to i64
  store i64 %x.64, ptr addrspace(1) %ep5, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %seen)
  call void @llvm.lifetime.end.p0(ptr nonnull %acc)
  ret void

tail.body:                                        ; preds = %tail.body, %walk.end
  %q6 = phi i32 [ 0, %walk.end ], [ %q1.1, %tail.body ]
  %q3 = and i32 %q6, 2
  %q3.ext = zext nneg i32 %q3 to i64
  %qap = getelementptr inbounds nuw i64, ptr %acc, i64 %q3.ext
  %qav = load i64, ptr %qap, align 8
  %q1 = or disjoint i32 %q6, 1
  %q1.ext = zext nneg i32 %q1 to i64
  %qm = mul nsw i64 %qav, %q1.ext
  %qm16 = trunc i64 %qm to i16
  %q5 = mul nuw nsw i32 %q6, 5
  %q5t = add nsw i32 %q5, %t
  %qi = and i32 %q5t, 15
  %qi.ext = zext nneg i32 %qi to i64
  %tp = getelementptr inbounds nuw i16, ptr %tail, i64 %qi.ext
  store i16 %qm16, ptr %tp, align 2
  %q3.1 = and i32 %q1, 3
  %q3.ext.1 = zext nneg i32 %q3.1 to i64
  %qap.1 = getelementptr inbounds nuw i64, ptr %acc, i64 %q3.ext.1
  %qav.1 = load i64, ptr %qap.1, align 8
  %q1.1 = add nuw nsw i32 %q6, 2
  %q1.ext.1 = zext nneg i32 %q1.1 to i64
  %qm.1 = mul nsw i64 %qav.1, %q1.ext.1
  %qm16.1 = trunc i64 %qm.1 to i16
  %q5.1 = mul nuw nsw i32 %q1, 5
  %q5t.1 = add nsw i32 %q5.1, %t
  %qi.1 = and i32 %q5t.1, 15
  %qi.ext.1 = zext nneg i32 %qi.1 to i64
  %tp.1 = getelementptr inbounds nuw i16, ptr %tail, i64 %qi.ext.1
  store i16 %qm16.1, ptr %tp.1, align 2
  %exitcond12.not.1 = icmp eq i32 %q1.1, 16
  br i1 %exitcond12.not.1, label %out.cond.preheader, label %tail.body
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
