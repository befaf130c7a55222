; staggered_lifetimes: four local arrays, each overlapping only its neighbours.
;
; int A[24], B[40], C[24] and long long D[16] are declared together at
; function scope, so the lifetime markers clang emits span the whole
; kernel, but each array is used in two consecutive phases of a five-phase
; pipeline (A: 1-2, B: 2-3, C: 3-4, D: 4-5), every access dynamically
; indexed ((a k + t) % n with runtime n).
; Frame: 96 + 160 + 96 + 128 = 480 bytes declared; at most 256 live at
; once (A+B, B+C), so an allocator that follows the accesses rather than
; the markers can put A and C, and B and D, on the same bytes. Generic
; `ptr` parameters and the !nvvm.annotations kernel marker.
;
; launch: %staggered_lifetimes grid=2 block=(32) fuel=2000000
; arg: @in = i32[1536] (i * 29 + 7) % 61 - 30
; arg: @out = i64[1024] 0
; arg: 24
; arg: 40
; arg: 16
; expect: @out == [0, -23726, -441568, -60216, 16, -9370, -441568, -9378, 16, -60208, -22920, -23718, 16, -88888, -22920, -88880, -177247, 142469, 9, 13, 246949, -69115, 9, 13, 858381, 893901, 25, 13, 82457, 43285, 25, 29, -186658, 6, -40790, -63226, 260118, 6, 260110, 124454, -40782, 22, -186650, -63226, 5790, 22, 5798, -21498, -20529, 34463, -12639, -20517, 233469, -12643, 34467, -10303, 19291, 53963, 100377, 19287, -10299, 100389, 53967, 233465, 4, 15752, 261396, 1197976, 4, 42728, -201588, -51248, 20, -51240, 261396, 42736, 20, 1197984, 68380, 15760, -119035, -82071, 13, 17, -162619, -82935, 13, 17, 22233, -185883, 13, 17, -27387, 64081, 29, 17, -62430, 10, -10386, -97442, 44390, 10, -37362, -55054, -37354, 10, 44398, -55054, -10378, 26, -62422, -97442, -16625, -73645, -3225, 5163, 5167, -13405, -13401, -16613, 112127, -3229, -73641, -38981, -38977, 26547, 26535, 112123, 8, 20076, 10696, 20068, 8, -25524, 225776, 12260, 8, -57108, 225776, -57100, 24, 12268, 10696, -25516, -8167, 34717, 17, 5, 78089, 46509, 17, 21, 145241, 76637, 17, 21, -47703, 9597, 17, 21, 13810, 14, 13802, -20058, 53794, 14, 80274, -63314, 50170, 14, 50178, 165622, 80282, 14, 53802, -63314, -87189, -279297, -138285, -37713, 28899, -59785, 221619, 28895, -37709, 221615, -59781, -87177, 65043, -138273, -279293, 65039, 12, -913484, -50396, -53800, 12, -53792, 656, -913492, 12, -9344, -195148, 35976, 12, 35968, 656, -9336, 20165, 16225, 5, 9, -15155, -238959, 21, 9, 59997, 86977, 21, 25, -275155, -74391, 21, 25, 1854, 2, -4394, -7050, -4386, 18, 1846, -7050, -19842, 18, 358630, -602458, 358622, 18, -19834, -602458, -16905, 53019, 53023, 77879, -145995, 1255, -664103, 221381, 221385, -974951, -974947, -145999, 77883, -664091, 1259, -16893, 0, 146320, 61396, -1668, 16, -90836, 61396, -90844, 16, -1660, 21916, 146328, 16, 19600, 21916, 19608, -1239, 790165, 9, 13, 554105, -371403, 9, 13, -73775, -20907, 25, 13, -161247, -80011, 25, 29, -15130, 6, 21824, -140132, -90, 6, -98, -8698, 21832, 22, -15122, -140132, -275452, 22, -275444, 720390, -71057, -41133, -82489, -71045, 60079, -82493, -41129, 178515, -71921, -158437, -144217, -71925, 178519, -144205, -158433, 60075, 4, 34892, 111750, 48148, 4, -102292, -32076, -16706, 20, -16698, 111750, -102284, 20, 48156, -100304, 34900, -161467, -117955, 13, 17, -50455, -286743, 13, 17, -343179, -92187, 13, 17, -642219, -700435, 29, 17, 47856, 10, -25750, 111736, -14262, 10, 5834, 181532, 5842, 10, -14254, 181532, -25742, 26, 47864, 111736, 197899, 26231, -60213, 733587, 733591, -354949, -354945, 197911, -16021, -60217, 26235, 103159, 103163, -215733, -215745, -16025, 8, 42992, -165444, 42984, 8, -6104, -1752, 17128, 8, -25832, -1752, -25824, 24, 17136, -165444, -6096, 330489, -241763, 17, 5, 319437, 330289, 17, 21, -21111, 401089, 17, 21, -323723, -184523, 17, 21, 72770, 14, 72762, 106646, -62478, 14, 182718, 242306, -75630, 14, -75622, -441674, 182726, 14, -62470, 242306, -101095, 73167, -39549, -153785, 69021, -82395, -197027, 69017, -153781, -197031, -82391, -101083, 67227, -39537, 73171, 67223, 12, -58952, 173716, 327128, 12, 327136, -121660, -58960, 12, 226216, -112780, -20976, 12, -20984, -121660, 226224, 55341, 38881, 5, 9, 208141, 94929, 21, 9, -103923, -65615, 21, 25, 265261, 356625, 21, 25, 220982, 2, 577986, 59290, 577994, 18, 220974, 59290, -400126, 18, -62258, -144118, -62266, 18, -400118, -144118, 97119, -92061, -92057, -152989, 2463, 610659, -3593, -8389, -8385, 14179, 14183, 2459, -152985, -3581, 610663, 97131, 0, 121904, 392324, 265620, 16, -58280, 392324, -58288, 16, 265628, -49032, 121912, 16, 267644, -49032, 267652, 22849, -26971, 9, 13, 94769, -10363, 9, 13, -155743, -243579, 25, 13, -67087, 175701, 25, 29, -211558, 6, -15306, -333078, -516102, 6, -516110, -174050, -15298, 22, -211550, -333078, 41590, 22, 41598, -47698, -19821, -137, 266441, -19809, -126971, 266437, -133, 9087, 5923, 11783, -6373, 5919, 9091, -6361, 11787, -126975, 4, 16640, -23272, 98972, 4, 17408, -118988, 105212, 20, 105220, -23272, 17416, 20, 98980, -274012, 16648, 90581, 268493, 13, 17, 175445, 108345, 13, 17, 225805, 113685, 13, 17, 5541, 6849, 29, 17, 244626, 10, -33358, -726, 62490, 10, 30914, 256098, 30922, 10, 62498, 256098, -33350, 26, 244634, -726, 26931, 8703, -69581, 32721, 32725, 1495, 1499, 26943, 122227, -69585, 8707, -37081, -37077, 23701, 23689, 122223, 8, -14856, -155864, -14864, 8, -37224, -1047158, -422530, 8, -68808, -1047158, -68800, 24, -422522, -155864, -37216, 79489, -303143, 17, 5, 349869, 13885, 17, 21, -330123, 186913, 17, 21, -12743, 188837, 17, 21, -44834, 14, -44842, 26942, 66174, 14, 364248, -65170, 105934, 14, 105942, -26642, 364256, 14, 66182, -65170, 52727, 27147, 39471, -13013, 25751, 49515, 42799, 25747, -13009, 42795, 49519, 52739, -352149, 39483, 27151, -352153, 12, 13316, 94556, 115190, 12, 115198, -201406, 13308, 12, -117794, 93244, 57476, 12, 57468, -201406, -117786, 147545, 190345, 5, 9, -163355, -41959, 21, 9, 1248417, 1275397, 21, 25, 79165, -112011, 21, 25, -51646, 2, -62094, -5510, -62086, 18, -51654, -5510, -11854, 18, -116106, 171078, -116114, 18, -11846, 171078, -29245, -34577, -34573, -26121, 57205, 57735, -184863, -58957, -58953, 121195, 121199, 57201, -26117, -184851, 57739, -29233, 0, -21212, -101176, -19368, 16, 5780, -101176, 5772, 16, -19360, 5496, -21204, 16, 13928, 5496, 13936, 274737, -499835, 9, 13, -747251, 91877, 9, 13, -13035, -40807, 25, 13, 16957, -19827, 25, 29, 5906, 6, 4714, -21682, 18550, 6, 18542, 31502, 4722, 22, 5914, -21682, 31698, 22, 31706, -102498, -425037, 716503, -41989, -425025, -52061, -41993, 716507, 28215, -21221, 39503, 71075, -21225, 28219, 71087, 39507, -52065, 4, -210168, 70076, -24512, 4, 15208, 10652, 416, 20, 424, 70076, 15216, 20, -24504, 25628, -210160, -61675, 431649, 13, 17, 539645, -85911, 13, 17, -169611, -68487, 13, 17, 122013, 153121, 29, 17, -19818, 10, -50850, -28014, -3850, 10, -19266, -1662, -19258, 10, -3842, -1662, -50842, 26, -19810, -28014, -208553, -1522389, -104313, 88539, 88543, 99971, 99975, -208541, -25921, -104317, -1522385, -52901, -52897, 38963, 38951, -25925, 8, 61692, -6704, 61684, 8, -36996, 9952, -6148, 8, 4284, 9952, 4292, 24, -6140, -6704, -36988, -2199, -593615, 17, 5, -11415, 15565, 17, 21, 242249, 15565, 17, 21, -521215, 269905, 17, 21, 33070, 14, 33062, -177474, -1670, 14, -242946, 220930, -17126, 14, -17118, -269474, -242938, 14, -1662, 220930, -53965, -44029, 11451, -52045, -126401, 217947, 208747, -126405, -52041, 208743, 217951, -53953, -26973, 11463, -44025, -26977, 12, 615456, 252844, -210048, 12, -210040, -40008, 615448, 12, -30644, 86820, -12876, 12, -12884, -40008, -30636, 541, -125099, 5, 9, -128759, 64433, 21, 9, 46309, 14729, 21, 25, 49297, 13325, 21, 25, 22482, 2, -318948, -50326, -318940, 18, 22474, -50326, 322394, 18, -20278, -100358, -20286, 18, 322402, -100358, 9519, -1857, -1853, -57769, -591585, -95561, 174007, 46511, 46515, -68081, -68077, -591589, -57765, 174019, -95557, 9531]
; ModuleID = 'src/staggered_lifetimes.ll'
source_filename = "src/staggered_lifetimes.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @staggered_lifetimes(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %na, i32 noundef %nb, i32 noundef %nd) local_unnamed_addr #0 {
entry:
  %A = alloca [24 x i32], align 4
  %B = alloca [40 x i32], align 4
  %C = alloca [24 x i32], align 4
  %D = alloca [16 x i64], align 8
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  call void @llvm.lifetime.start.p0(ptr nonnull %A)
  call void @llvm.lifetime.start.p0(ptr nonnull %B)
  call void @llvm.lifetime.start.p0(ptr nonnull %C)
  call void @llvm.lifetime.start.p0(ptr nonnull %D)
  %baseA = mul nsw i32 %t, 24
  %c11 = icmp sgt i32 %na, 0
  br i1 %c11, label %p1.body.preheader, label %p2.cond.preheader

p1.body.preheader:                                ; preds = %entry
  %xtraiter = and i32 %na, 3
  %0 = icmp ult i32 %na, 4
  br i1 %0, label %p1.body.epil.preheader, label %p1.body.preheader.new

p1.body.preheader.new:                            ; preds = %p1.body.preheader
  %unroll_iter = and i32 %na, 2147483644
  br label %p1.body

p2.cond.preheader.loopexit.unr-lcssa:             ; preds = %p1.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %p2.cond.preheader, label %p1.body.epil.preheader

p1.body.epil.preheader:                           ; preds = %p2.cond.preheader.loopexit.unr-lcssa, %p1.body.preheader
  %k12.epil.init = phi i32 [ 0, %p1.body.preheader ], [ %k1.next.3, %p2.cond.preheader.loopexit.unr-lcssa ]
  %lcmp.mod15 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod15)
  br label %p1.body.epil

p1.body.epil:                                     ; preds = %p1.body.epil, %p1.body.epil.preheader
  %k12.epil = phi i32 [ %k1.next.epil, %p1.body.epil ], [ %k12.epil.init, %p1.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %p1.body.epil ], [ 0, %p1.body.epil.preheader ]
  %i1.epil = add nsw i32 %k12.epil, %baseA
  %i1.ext.epil = sext i32 %i1.epil to i64
  %g1.epil = getelementptr inbounds i32, ptr %in, i64 %i1.ext.epil
  %v1.epil = load i32, ptr %g1.epil, align 4
  %k1.ext.epil = zext nneg i32 %k12.epil to i64
  %a1.epil = getelementptr inbounds nuw i32, ptr %A, i64 %k1.ext.epil
  store i32 %v1.epil, ptr %a1.epil, align 4
  %k1.next.epil = add nuw nsw i32 %k12.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %p2.cond.preheader, label %p1.body.epil, !llvm.loop !0

p2.cond.preheader:                                ; preds = %p2.cond.preheader.loopexit.unr-lcssa, %p1.body.epil, %entry
  %c23 = icmp sgt i32 %nb, 0
  br i1 %c23, label %p2.body.preheader, label %p3.cond.preheader

p2.body.preheader:                                ; preds = %p2.cond.preheader
  %xtraiter16 = and i32 %nb, 1
  %1 = icmp eq i32 %nb, 1
  br i1 %1, label %p2.body.epil.preheader, label %p2.body.preheader.new

p2.body.preheader.new:                            ; preds = %p2.body.preheader
  %unroll_iter20 = and i32 %nb, 2147483646
  br label %p2.body

p1.body:                                          ; preds = %p1.body, %p1.body.preheader.new
  %k12 = phi i32 [ 0, %p1.body.preheader.new ], [ %k1.next.3, %p1.body ]
  %niter = phi i32 [ 0, %p1.body.preheader.new ], [ %niter.next.3, %p1.body ]
  %i1 = add nsw i32 %k12, %baseA
  %i1.ext = sext i32 %i1 to i64
  %g1 = getelementptr inbounds i32, ptr %in, i64 %i1.ext
  %v1 = load i32, ptr %g1, align 4
  %k1.ext = zext nneg i32 %k12 to i64
  %a1 = getelementptr inbounds nuw i32, ptr %A, i64 %k1.ext
  store i32 %v1, ptr %a1, align 4
  %k1.next = or disjoint i32 %k12, 1
  %i1.1 = add nsw i32 %k1.next, %baseA
  %i1.ext.1 = sext i32 %i1.1 to i64
  %g1.1 = getelementptr inbounds i32, ptr %in, i64 %i1.ext.1
  %v1.1 = load i32, ptr %g1.1, align 4
  %k1.ext.1 = zext nneg i32 %k1.next to i64
  %a1.1 = getelementptr inbounds nuw i32, ptr %A, i64 %k1.ext.1
  store i32 %v1.1, ptr %a1.1, align 4
  %k1.next.1 = or disjoint i32 %k12, 2
  %i1.2 = add nsw i32 %k1.next.1, %baseA
  %i1.ext.2 = sext i32 %i1.2 to i64
  %g1.2 = getelementptr inbounds i32, ptr %in, i64 %i1.ext.2
  %v1.2 = load i32, ptr %g1.2, align 4
  %k1.ext.2 = zext nneg i32 %k1.next.1 to i64
  %a1.2 = getelementptr inbounds nuw i32, ptr %A, i64 %k1.ext.2
  store i32 %v1.2, ptr %a1.2, align 4
  %k1.next.2 = or disjoint i32 %k12, 3
  %i1.3 = add nsw i32 %k1.next.2, %baseA
  %i1.ext.3 = sext i32 %i1.3 to i64
  %g1.3 = getelementptr inbounds i32, ptr %in, i64 %i1.ext.3
  %v1.3 = load i32, ptr %g1.3, align 4
  %k1.ext.3 = zext nneg i32 %k1.next.2 to i64
  %a1.3 = getelementptr inbounds nuw i32, ptr %A, i64 %k1.ext.3
  store i32 %v1.3, ptr %a1.3, align 4
  %k1.next.3 = add nuw nsw i32 %k12, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %p2.cond.preheader.loopexit.unr-lcssa, label %p1.body

p3.cond.preheader.loopexit.unr-lcssa:             ; preds = %p2.body
  %lcmp.mod18.not = icmp eq i32 %xtraiter16, 0
  br i1 %lcmp.mod18.not, label %p3.cond.preheader, label %p2.body.epil.preheader

p2.body.epil.preheader:                           ; preds = %p3.cond.preheader.loopexit.unr-lcssa, %p2.body.preheader
  %k24.epil.init = phi i32 [ 0, %p2.body.preheader ], [ %w2.1, %p3.cond.preheader.loopexit.unr-lcssa ]
  %lcmp.mod19 = icmp ne i32 %xtraiter16, 0
  tail call void @llvm.assume(i1 %lcmp.mod19)
  %m2.epil = mul nuw nsw i32 %k24.epil.init, 7
  %j2.epil = add nsw i32 %m2.epil, %t
  %r2.epil = srem i32 %j2.epil, %na
  %r2.ext.epil = sext i32 %r2.epil to i64
  %a2.epil = getelementptr inbounds i32, ptr %A, i64 %r2.ext.epil
  %v2.epil = load i32, ptr %a2.epil, align 4
  %w2.epil = add nuw nsw i32 %k24.epil.init, 1
  %x2.epil = mul nsw i32 %v2.epil, %w2.epil
  %k2.ext.epil = zext nneg i32 %k24.epil.init to i64
  %b2.epil = getelementptr inbounds nuw i32, ptr %B, i64 %k2.ext.epil
  store i32 %x2.epil, ptr %b2.epil, align 4
  br label %p3.cond.preheader

p3.cond.preheader:                                ; preds = %p2.body.epil.preheader, %p3.cond.preheader.loopexit.unr-lcssa, %p2.cond.preheader
  br i1 %c11, label %p3.body, label %p4.cond.preheader

p2.body:                                          ; preds = %p2.body, %p2.body.preheader.new
  %k24 = phi i32 [ 0, %p2.body.preheader.new ], [ %w2.1, %p2.body ]
  %niter21 = phi i32 [ 0, %p2.body.preheader.new ], [ %niter21.next.1, %p2.body ]
  %m2 = mul nuw nsw i32 %k24, 7
  %j2 = add nsw i32 %m2, %t
  %r2 = srem i32 %j2, %na
  %r2.ext = sext i32 %r2 to i64
  %a2 = getelementptr inbounds i32, ptr %A, i64 %r2.ext
  %v2 = load i32, ptr %a2, align 4
  %w2 = or disjoint i32 %k24, 1
  %x2 = mul nsw i32 %v2, %w2
  %k2.ext = zext nneg i32 %k24 to i64
  %b2 = getelementptr inbounds nuw i32, ptr %B, i64 %k2.ext
  store i32 %x2, ptr %b2, align 4
  %m2.1 = mul nuw nsw i32 %w2, 7
  %j2.1 = add nsw i32 %m2.1, %t
  %r2.1 = srem i32 %j2.1, %na
  %r2.ext.1 = sext i32 %r2.1 to i64
  %a2.1 = getelementptr inbounds i32, ptr %A, i64 %r2.ext.1
  %v2.1 = load i32, ptr %a2.1, align 4
  %w2.1 = add nuw nsw i32 %k24, 2
  %x2.1 = mul nsw i32 %v2.1, %w2.1
  %k2.ext.1 = zext nneg i32 %w2 to i64
  %b2.1 = getelementptr inbounds nuw i32, ptr %B, i64 %k2.ext.1
  store i32 %x2.1, ptr %b2.1, align 4
  %niter21.next.1 = add i32 %niter21, 2
  %niter21.ncmp.1 = icmp eq i32 %niter21.next.1, %unroll_iter20
  br i1 %niter21.ncmp.1, label %p3.cond.preheader.loopexit.unr-lcssa, label %p2.body

p4.cond.preheader:                                ; preds = %p3.body, %p3.cond.preheader
  %c47 = icmp sgt i32 %nd, 0
  br i1 %c47, label %p4.body.lr.ph, label %exit

p4.body.lr.ph:                                    ; preds = %p4.cond.preheader
  %j4b0 = add i32 %t, 1
  br label %p4.body

p3.body:                                          ; preds = %p3.cond.preheader, %p3.body
  %k36 = phi i32 [ %k3.next, %p3.body ], [ 0, %p3.cond.preheader ]
  %m3 = mul nuw nsw i32 %k36, 11
  %j3 = add nsw i32 %m3, %t
  %r3 = srem i32 %j3, %nb
  %r3.ext = sext i32 %r3 to i64
  %b3 = getelementptr inbounds i32, ptr %B, i64 %r3.ext
  %v3 = load i32, ptr %b3, align 4
  %j3b = add nsw i32 %k36, %t
  %r3b = srem i32 %j3b, %nb
  %r3b.ext = sext i32 %r3b to i64
  %b3b = getelementptr inbounds i32, ptr %B, i64 %r3b.ext
  %v3b = load i32, ptr %b3b, align 4
  %x3 = sub nsw i32 %v3, %v3b
  %k3.ext = zext nneg i32 %k36 to i64
  %c3p = getelementptr inbounds nuw i32, ptr %C, i64 %k3.ext
  store i32 %x3, ptr %c3p, align 4
  %k3.next = add nuw nsw i32 %k36, 1
  %exitcond12.not = icmp eq i32 %k3.next, %na
  br i1 %exitcond12.not, label %p4.cond.preheader, label %p3.body

p5.body.lr.ph:                                    ; preds = %p4.body
  %base5 = shl nsw i32 %t, 4
  br label %p5.body

p4.body:                                          ; preds = %p4.body.lr.ph, %p4.body
  %k48 = phi i32 [ 0, %p4.body.lr.ph ], [ %k4.next, %p4.body ]
  %m4 = mul nuw nsw i32 %k48, 5
  %j4 = add nsw i32 %m4, %t
  %r4 = srem i32 %j4, %na
  %r4.ext = sext i32 %r4 to i64
  %c4p = getelementptr inbounds i32, ptr %C, i64 %r4.ext
  %v4 = load i32, ptr %c4p, align 4
  %m4b = mul nuw nsw i32 %k48, 13
  %j4b = add i32 %j4b0, %m4b
  %r4b = srem i32 %j4b, %na
  %r4b.ext = sext i32 %r4b to i64
  %c4q = getelementptr inbounds i32, ptr %C, i64 %r4b.ext
  %v4b = load i32, ptr %c4q, align 4
  %v4.ext = sext i32 %v4 to i64
  %v4b.ext = sext i32 %v4b to i64
  %x4 = mul nsw i64 %v4b.ext, %v4.ext
  %k4.ext = zext nneg i32 %k48 to i64
  %y4 = add nsw i64 %x4, %k4.ext
  %d4 = getelementptr inbounds nuw i64, ptr %D, i64 %k4.ext
  store i64 %y4, ptr %d4, align 8
  %k4.next = add nuw nsw i32 %k48, 1
  %exitcond13.not = icmp eq i32 %k4.next, %nd
  br i1 %exitcond13.not, label %p5.body.lr.ph, label %p4.body

p5.body:                                          ; preds = %p5.body.lr.ph, %p5.body
  %k510 = phi i32 [ 0, %p5.body.lr.ph ], [ %k5.next, %p5.body ]
  %m5 = mul nuw nsw i32 %k510, 3
  %j5 = add nsw i32 %m5, %t
  %r5 = srem i32 %j5, %nd
  %r5.ext = sext i32 %r5 to i64
  %d5 = getelementptr inbounds i64, ptr %D, i64 %r5.ext
  %v5 = load i64, ptr %d5, align 8
  %k5.ext = zext nneg i32 %k510 to i64
  %d5b = getelementptr inbounds nuw i64, ptr %D, i64 %k5.ext
  %v5b = load i64, ptr %d5b, align 8
  %x5 = add nsw i64 %v5b, %v5
  %i5 = add nsw i32 %k510, %base5
  %i5.ext = sext i32 %i5 to i64
  %o5 = getelementptr inbounds i64, ptr %out, i64 %i5.ext
  store i64 %x5, ptr %o5, align 8
  %k5.next = add nuw nsw i32 %k510, 1
  %exitcond14.not = icmp eq i32 %k5.next, %nd
  br i1 %exitcond14.not, label %exit, label %p5.body

exit:                                             ; preds = %p5.body, %p4.cond.preheader
  call void @llvm.lifetime.end.p0(ptr nonnull %D)
  call void @llvm.lifetime.end.p0(ptr nonnull %C)
  call void @llvm.lifetime.end.p0(ptr nonnull %B)
  call void @llvm.lifetime.end.p0(ptr nonnull %A)
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!nvvm.annotations = !{!2}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{ptr @staggered_lifetimes, !"kernel", i32 1}
