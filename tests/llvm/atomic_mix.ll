; atomic_mix: every atomicrmw operation and compare-and-swap.
;
; Each thread folds its value v into @acc with atomic max, min, umax, umin,
; and, or, xor and sub (order-independent results), swaps v into its own
; @slots entry (the old value goes to @old), adds (float)(v & 15) to
; @fsum[g & 1] with a cmpxchg loop on the float's bit pattern, and issues a
; cmpxchg that can never succeed, accumulating old value + success bit.
; Exercises: atomicrmw max/min/umax/umin/and/or/xor/sub/xchg/add,
; cmpxchg with extractvalue of { i32, i1 }, bitcast float<->i32, sitofp,
; a loop whose exit depends on the cmpxchg success bit.
;
; launch: %atomic_mix grid=2 block=(64) fuel=1000000
; arg: @vals = i32[128] (i * 7919 + 104729) % 200003 * 10723 - 1000000000
; arg: @acc = i32[12] [0, 0, 0, -1, -1, 0, 0, 1000, 100, 200, 0, 0]
; arg: @slots = i32[128] i * 3 - 100
; arg: @old = i32[128] 0
; arg: @fsum = f32[2] [0.5, -3.0]
; expect: @acc == [1141994311, -982961153, -5398858, 14277847, -16711936, 252645135, 1156675658, -15220, 100, 200, 6400, 12800]
; expect: @slots == [123009067, 207924504, 292839941, 377755378, 462670815, 547586252, 632501689, 717417126, 802332563, 887248000, 972163437, 1057078874, 1141994311, -917722421, -832806984, -747891547, -662976110, -578060673, -493145236, -408229799, -323314362, -238398925, -153483488, -68568051, 16347386, 101262823, 186178260, 271093697, 356009134, 440924571, 525840008, 610755445, 695670882, 780586319, 865501756, 950417193, 1035332630, 1120248067, -939468665, -854553228, -769637791, -684722354, -599806917, -514891480, -429976043, -345060606, -260145169, -175229732, -90314295, -5398858, 79516579, 164432016, 249347453, 334262890, 419178327, 504093764, 589009201, 673924638, 758840075, 843755512, 928670949, 1013586386, 1098501823, -961214909, -876299472, -791384035, -706468598, -621553161, -536637724, -451722287, -366806850, -281891413, -196975976, -112060539, -27145102, 57770335, 142685772, 227601209, 312516646, 397432083, 482347520, 567262957, 652178394, 737093831, 822009268, 906924705, 991840142, 1076755579, -982961153, -898045716, -813130279, -728214842, -643299405, -558383968, -473468531, -388553094, -303637657, -218722220, -133806783, -48891346, 36024091, 120939528, 205854965, 290770402, 375685839, 460601276, 545516713, 630432150, 715347587, 800263024, 885178461, 970093898, 1055009335, 1139924772, -919791960, -834876523, -749961086, -665045649, -580130212, -495214775, -410299338, -325383901, -240468464, -155553027, -70637590, 14277847, 99193284, 184108721]
; expect: @old == [-100, -97, -94, -91, -88, -85, -82, -79, -76, -73, -70, -67, -64, -61, -58, -55, -52, -49, -46, -43, -40, -37, -34, -31, -28, -25, -22, -19, -16, -13, -10, -7, -4, -1, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62, 65, 68, 71, 74, 77, 80, 83, 86, 89, 92, 95, 98, 101, 104, 107, 110, 113, 116, 119, 122, 125, 128, 131, 134, 137, 140, 143, 146, 149, 152, 155, 158, 161, 164, 167, 170, 173, 176, 179, 182, 185, 188, 191, 194, 197, 200, 203, 206, 209, 212, 215, 218, 221, 224, 227, 230, 233, 236, 239, 242, 245, 248, 251, 254, 257, 260, 263, 266, 269, 272, 275, 278, 281]
; expect: @fsum == [487.5, 466.0]

; ModuleID = 'src/atomic_mix.ll'
source_filename = "src/atomic_mix.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define void @atomic_mix(ptr addrspace(1) noundef readonly captures(none) %vals, ptr addrspace(1) noundef captures(none) %acc, ptr addrspace(1) noundef captures(none) %slots, ptr addrspace(1) noundef writeonly captures(none) %old, ptr addrspace(1) noundef captures(none) %fsum) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.ext = sext i32 %g to i64
  %vp = getelementptr inbounds i32, ptr addrspace(1) %vals, i64 %g.ext
  %v = load i32, ptr addrspace(1) %vp, align 4
  %r0 = atomicrmw max ptr addrspace(1) %acc, i32 %v monotonic, align 4
  %a1 = getelementptr inbounds nuw i8, ptr addrspace(1) %acc, i64 4
  %r1 = atomicrmw min ptr addrspace(1) %a1, i32 %v monotonic, align 4
  %a2 = getelementptr inbounds nuw i8, ptr addrspace(1) %acc, i64 8
  %r2 = atomicrmw umax ptr addrspace(1) %a2, i32 %v monotonic, align 4
  %a3 = getelementptr inbounds nuw i8, ptr addrspace(1) %acc, i64 12
  %r3 = atomicrmw umin ptr addrspace(1) %a3, i32 %v monotonic, align 4
  %a4 = getelementptr inbounds nuw i8, ptr addrspace(1) %acc, i64 16
  %andv = or i32 %v, -16711936
  %r4 = atomicrmw and ptr addrspace(1) %a4, i32 %andv monotonic, align 4
  %a5 = getelementptr inbounds nuw i8, ptr addrspace(1) %acc, i64 20
  %orv = and i32 %v, 252645135
  %r5 = atomicrmw or ptr addrspace(1) %a5, i32 %orv monotonic, align 4
  %a6 = getelementptr inbounds nuw i8, ptr addrspace(1) %acc, i64 24
  %r6 = atomicrmw xor ptr addrspace(1) %a6, i32 %v monotonic, align 4
  %a7 = getelementptr inbounds nuw i8, ptr addrspace(1) %acc, i64 28
  %subv = and i32 %v, 255
  %r7 = atomicrmw sub ptr addrspace(1) %a7, i32 %subv monotonic, align 4
  %sp = getelementptr inbounds i32, ptr addrspace(1) %slots, i64 %g.ext
  %prev = atomicrmw xchg ptr addrspace(1) %sp, i32 %v seq_cst, align 4
  %op = getelementptr inbounds i32, ptr addrspace(1) %old, i64 %g.ext
  store i32 %prev, ptr addrspace(1) %op, align 4
  %lane = and i32 %g, 1
  %lane.ext = zext nneg i32 %lane to i64
  %fp = getelementptr inbounds nuw float, ptr addrspace(1) %fsum, i64 %lane.ext
  %addend.i = and i32 %v, 15
  %addend = uitofp nneg i32 %addend.i to float
  %init = load i32, ptr addrspace(1) %fp, align 4
  br label %cas

cas:                                              ; preds = %cas, %entry
  %seen = phi i32 [ %init, %entry ], [ %cur, %cas ]
  %seen.f = bitcast i32 %seen to float
  %sum.f = fadd float %addend, %seen.f
  %sum = bitcast float %sum.f to i32
  %pair = cmpxchg ptr addrspace(1) %fp, i32 %seen, i32 %sum seq_cst seq_cst, align 4
  %cur = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  br i1 %ok, label %after, label %cas

after:                                            ; preds = %cas
  %0 = getelementptr inbounds nuw i32, ptr addrspace(1) %acc, i64 %lane.ext
  %cp = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 32
  %pair2 = cmpxchg ptr addrspace(1) %cp, i32 -7, i32 %g monotonic monotonic, align 4
  %won = extractvalue { i32, i1 } %pair2, 1
  %seen2 = extractvalue { i32, i1 } %pair2, 0
  %won.i = zext i1 %won to i32
  %flag = add i32 %seen2, %won.i
  %fl = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 40
  %r8 = atomicrmw add ptr addrspace(1) %fl, i32 %flag monotonic, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!0 = !{ptr @atomic_mix, !"kernel", i32 1}
