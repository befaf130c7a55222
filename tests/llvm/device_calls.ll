; device_calls: a kernel calling five non-inlined device functions.
;
; gcd_u32 (Euclid's loop), divmod_u32 (returns struct qr { q, r } built
; with insertvalue), isqrt_u32 (digit-by-digit square root, called twice),
; horner (evaluates 2 - x + x^2/2 + x^3/4 from a constant-memory table
; passed as a ptr addrspace(4) argument) and store2 (stores through a
; global pointer argument). Five ints per thread to @out, one float to
; @fout (x = g % 7 - 3: exact).
; Exercises: noinline device functions with external linkage, call and
; ret of i32/float/struct/void, extractvalue on a returned struct,
; udiv/urem by a variable, pointer arguments in addrspace(1) and (4),
; the old nvvm.annotations kernel marker.
;
; launch: %device_calls grid=2 block=(32) fuel=1000000
; arg: @A = i32[64] (i * 7919) % 100000 + 1
; arg: @B = i32[64] (i * 104729) % 997 + 1
; arg: @out = i32[320] 0
; arg: @fout = f32[64] 0.0
; expect: @out == [1, 1, 0, 1, 0, 45, 176, 0, 88, 0, 1, 177, 86, 125, 123, 7, 178, 84, 154, 122, 3, 178, 171, 177, 174, 1, 179, 37, 198, 81, 5, 179, 80, 217, 119, 3, 179, 123, 235, 148, 1, 179, 166, 251, 172, 1, 179, 209, 266, 193, 63, 179, 252, 281, 212, 5, 179, 295, 295, 229, 1, 179, 338, 308, 245, 1, 5, 83, 54, 20, 1, 17, 378, 104, 80, 1, 28, 278, 137, 88, 5, 37, 620, 163, 151, 1, 46, 170, 186, 88, 1, 53, 514, 206, 165, 1, 60, 242, 224, 120, 1, 66, 235, 241, 124, 25, 71, 625, 257, 210, 1, 76, 575, 272, 209, 2, 5133, 10, 286, 226, 3, 1500, 57, 300, 292, 8, 942, 8, 313, 86, 1, 39, 123, 76, 69, 2, 71, 182, 117, 113, 1, 92, 21, 147, 43, 28, 105, 252, 172, 162, 1, 115, 311, 193, 189, 2, 123, 226, 213, 166, 1, 129, 261, 231, 183, 8, 134, 224, 247, 173, 1, 138, 247, 263, 184, 2, 141, 462, 277, 255, 7, 144, 413, 291, 243, 4, 147, 100, 304, 121, 13, 1, 247, 30, 15, 2, 12, 202, 94, 49, 1, 21, 717, 129, 122, 8, 30, 440, 157, 114, 1, 38, 223, 180, 92, 2, 45, 198, 201, 94, 1, 51, 497, 220, 159, 4, 57, 268, 237, 123, 1, 2073, 12, 253, 157, 1, 962, 44, 268, 205, 1, 673, 26, 283, 132, 1, 540, 12, 296, 80, 1, 463, 110, 309, 225, 1, 15, 105, 62, 39, 1, 39, 284, 108, 105, 1, 58, 46, 140, 51, 1, 72, 51, 166, 60, 7, 83, 105, 188, 93, 1, 92, 133, 208, 110, 1, 99, 399, 226, 198, 1, 106, 49, 243, 72, 1, 111, 289, 259, 179, 1, 116, 89, 274, 101, 1, 120, 140, 288, 129, 7, 123, 574, 301, 265, 1, 126, 744, 314, 306]
; expect: @fout == [2.75, 4.0, 3.25, 2.0, 1.75, 4.0, 10.25, 2.75, 4.0, 3.25, 2.0, 1.75, 4.0, 10.25, 2.75, 4.0, 3.25, 2.0, 1.75, 4.0, 10.25, 2.75, 4.0, 3.25, 2.0, 1.75, 4.0, 10.25, 2.75, 4.0, 3.25, 2.0, 1.75, 4.0, 10.25, 2.75, 4.0, 3.25, 2.0, 1.75, 4.0, 10.25, 2.75, 4.0, 3.25, 2.0, 1.75, 4.0, 10.25, 2.75, 4.0, 3.25, 2.0, 1.75, 4.0, 10.25, 2.75, 4.0, 3.25, 2.0, 1.75, 4.0, 10.25, 2.75]

; ModuleID = 'src/device_calls.ll'
source_filename = "src/device_calls.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.qr = type { i32, i32 }

@coef = internal addrspace(4) constant [4 x float] [float 2.000000e+00, float -1.000000e+00, float 5.000000e-01, float 2.500000e-01], align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define i32 @gcd_u32(i32 noundef %a, i32 noundef %b) local_unnamed_addr #0 {
entry:
  %done1 = icmp eq i32 %b, 0
  br i1 %done1, label %exit, label %step

step:                                             ; preds = %entry, %step
  %y3 = phi i32 [ %r, %step ], [ %b, %entry ]
  %x2 = phi i32 [ %y3, %step ], [ %a, %entry ]
  %r = urem i32 %x2, %y3
  %done = icmp eq i32 %r, 0
  br i1 %done, label %exit, label %step

exit:                                             ; preds = %step, %entry
  %x.lcssa = phi i32 [ %a, %entry ], [ %y3, %step ]
  ret i32 %x.lcssa
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define %struct.qr @divmod_u32(i32 noundef %a, i32 noundef %b) local_unnamed_addr #0 {
  %q = udiv i32 %a, %b
  %1 = mul i32 %q, %b
  %r.decomposed = sub i32 %a, %1
  %s0 = insertvalue %struct.qr poison, i32 %q, 0
  %s1 = insertvalue %struct.qr %s0, i32 %r.decomposed, 1
  ret %struct.qr %s1
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define i32 @isqrt_u32(i32 noundef %n) local_unnamed_addr #0 {
entry:
  br label %align

align:                                            ; preds = %align, %entry
  %bit = phi i32 [ 1073741824, %entry ], [ %bit.shr, %align ]
  %big = icmp ugt i32 %bit, %n
  %bit.shr = lshr i32 %bit, 2
  br i1 %big, label %align, label %digits.preheader

digits.preheader:                                 ; preds = %align
  %more.not1 = icmp eq i32 %bit, 0
  br i1 %more.not1, label %exit, label %digit

digit:                                            ; preds = %digits.preheader, %digit
  %res4 = phi i32 [ %res.next, %digit ], [ 0, %digits.preheader ]
  %rem3 = phi i32 [ %rem.next, %digit ], [ %n, %digits.preheader ]
  %b2 = phi i32 [ %b.next, %digit ], [ %bit, %digits.preheader ]
  %trial = add i32 %res4, %b2
  %fits.not = icmp ult i32 %rem3, %trial
  %half = lshr i32 %res4, 1
  %rem.take = select i1 %fits.not, i32 0, i32 %trial
  %rem.next = sub i32 %rem3, %rem.take
  %res.take = select i1 %fits.not, i32 0, i32 %b2
  %res.next = add nuw i32 %res.take, %half
  %b.next = lshr i32 %b2, 2
  %more.not = icmp eq i32 %b.next, 0
  br i1 %more.not, label %exit, label %digit

exit:                                             ; preds = %digit, %digits.preheader
  %res.lcssa = phi i32 [ 0, %digits.preheader ], [ %res.next, %digit ]
  ret i32 %res.lcssa
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define float @horner(float noundef %x, ptr addrspace(4) noundef readonly captures(none) %c, i32 noundef %deg) local_unnamed_addr #0 {
entry:
  %deg.e = sext i32 %deg to i64
  %top.p = getelementptr inbounds float, ptr addrspace(4) %c, i64 %deg.e
  %top = load float, ptr addrspace(4) %top.p, align 4
  %more1 = icmp sgt i32 %deg, 0
  br i1 %more1, label %body.preheader, label %exit

body.preheader:                                   ; preds = %entry
  %xtraiter = and i32 %deg, 3
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %body.prol.loopexit, label %body.prol

body.prol:                                        ; preds = %body.preheader, %body.prol
  %acc3.prol = phi float [ %acc.next.prol, %body.prol ], [ %top, %body.preheader ]
  %k2.prol = phi i32 [ %k.next.prol, %body.prol ], [ %deg, %body.preheader ]
  %prol.iter = phi i32 [ %prol.iter.next, %body.prol ], [ 0, %body.preheader ]
  %k.next.prol = add nsw i32 %k2.prol, -1
  %k.e.prol = zext nneg i32 %k.next.prol to i64
  %cp.prol = getelementptr inbounds nuw float, ptr addrspace(4) %c, i64 %k.e.prol
  %cv.prol = load float, ptr addrspace(4) %cp.prol, align 4
  %acc.next.prol = tail call float @llvm.fmuladd.f32(float %acc3.prol, float %x, float %cv.prol)
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %body.prol.loopexit, label %body.prol, !llvm.loop !0

body.prol.loopexit:                               ; preds = %body.prol, %body.preheader
  %acc3.unr = phi float [ %top, %body.preheader ], [ %acc.next.prol, %body.prol ]
  %k2.unr = phi i32 [ %deg, %body.preheader ], [ %k.next.prol, %body.prol ]
  %acc.next.lcssa.unr = phi float [ poison, %body.preheader ], [ %acc.next.prol, %body.prol ]
  %0 = icmp ult i32 %deg, 4
  br i1 %0, label %exit, label %body

body:                                             ; preds = %body.prol.loopexit, %body
  %acc3 = phi float [ %acc.next.3, %body ], [ %acc3.unr, %body.prol.loopexit ]
  %k2 = phi i32 [ %k.next.3, %body ], [ %k2.unr, %body.prol.loopexit ]
  %1 = sext i32 %k2 to i64
  %2 = getelementptr float, ptr addrspace(4) %c, i64 %1
  %cp = getelementptr i8, ptr addrspace(4) %2, i64 -4
  %cv = load float, ptr addrspace(4) %cp, align 4
  %acc.next = tail call float @llvm.fmuladd.f32(float %acc3, float %x, float %cv)
  %3 = sext i32 %k2 to i64
  %4 = getelementptr float, ptr addrspace(4) %c, i64 %3
  %cp.1 = getelementptr i8, ptr addrspace(4) %4, i64 -8
  %cv.1 = load float, ptr addrspace(4) %cp.1, align 4
  %acc.next.1 = tail call float @llvm.fmuladd.f32(float %acc.next, float %x, float %cv.1)
  %k.next.2 = add nsw i32 %k2, -3
  %k.e.2 = zext nneg i32 %k.next.2 to i64
  %cp.2 = getelementptr inbounds nuw float, ptr addrspace(4) %c, i64 %k.e.2
  %cv.2 = load float, ptr addrspace(4) %cp.2, align 4
  %acc.next.2 = tail call float @llvm.fmuladd.f32(float %acc.next.1, float %x, float %cv.2)
  %k.next.3 = add nsw i32 %k2, -4
  %k.e.3 = zext nneg i32 %k.next.3 to i64
  %cp.3 = getelementptr inbounds nuw float, ptr addrspace(4) %c, i64 %k.e.3
  %cv.3 = load float, ptr addrspace(4) %cp.3, align 4
  %acc.next.3 = tail call float @llvm.fmuladd.f32(float %acc.next.2, float %x, float %cv.3)
  %more.3 = icmp sgt i32 %k2, 4
  br i1 %more.3, label %body, label %exit

exit:                                             ; preds = %body.prol.loopexit, %body, %entry
  %acc.lcssa = phi float [ %top, %entry ], [ %acc.next.lcssa.unr, %body.prol.loopexit ], [ %acc.next.3, %body ]
  ret float %acc.lcssa
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define void @store2(ptr addrspace(1) noundef writeonly captures(none) initializes((0, 8)) %p, i32 noundef %a, i32 noundef %b) local_unnamed_addr #1 {
  store i32 %a, ptr addrspace(1) %p, align 4
  %p1 = getelementptr inbounds nuw i8, ptr addrspace(1) %p, i64 4
  store i32 %b, ptr addrspace(1) %p1, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @device_calls(ptr addrspace(1) noundef readonly captures(none) %A, ptr addrspace(1) noundef readonly captures(none) %B, ptr addrspace(1) noundef writeonly captures(none) %out, ptr addrspace(1) noundef writeonly captures(none) %fout) local_unnamed_addr #2 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = zext i32 %g to i64
  %ap = getelementptr inbounds nuw i32, ptr addrspace(1) %A, i64 %g.e
  %a = load i32, ptr addrspace(1) %ap, align 4
  %bp = getelementptr inbounds nuw i32, ptr addrspace(1) %B, i64 %g.e
  %b = load i32, ptr addrspace(1) %bp, align 4
  %o0.idx = mul nuw nsw i64 %g.e, 20
  %o0 = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 %o0.idx
  %gcd = tail call i32 @gcd_u32(i32 noundef %a, i32 noundef %b)
  store i32 %gcd, ptr addrspace(1) %o0, align 4
  %d = tail call %struct.qr @divmod_u32(i32 noundef %a, i32 noundef %b)
  %q = extractvalue %struct.qr %d, 0
  %r = extractvalue %struct.qr %d, 1
  %o1 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 4
  tail call void @store2(ptr addrspace(1) noundef nonnull %o1, i32 noundef %q, i32 noundef %r)
  %s1 = tail call i32 @isqrt_u32(i32 noundef %a)
  %o3 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 12
  store i32 %s1, ptr addrspace(1) %o3, align 4
  %qr = mul i32 %q, %r
  %s2 = tail call i32 @isqrt_u32(i32 noundef %qr)
  %o4 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 16
  store i32 %s2, ptr addrspace(1) %o4, align 4
  %g7 = urem i32 %g, 7
  %xi = add nsw i32 %g7, -3
  %x = sitofp i32 %xi to float
  %h = tail call float @horner(float noundef %x, ptr addrspace(4) noundef @coef, i32 noundef 3)
  %fp = getelementptr inbounds nuw float, ptr addrspace(1) %fout, i64 %g.e
  store float %h, ptr addrspace(1) %fp, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "target-cpu"="sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!2}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{ptr @device_calls, !"kernel", i32 1}
