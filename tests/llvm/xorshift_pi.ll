; xorshift_pi: Monte-Carlo estimate of pi with xorshift32 per thread.
;
; Each thread seeds x = (g + 1) * 2654435761 and draws `iters` points
; (px, py) = top 10 bits of two successive xorshift32 states, counting
; those with px^2 + py^2 < 1024^2 (computed in i64). The count goes to
; @hits[g] and is atomically added to @total[0].
; Exercises: an internal alwaysinline helper (inlined by -O2), shl/lshr/
; xor chains, zext i32->i64, mul nuw nsw i64, icmp ult on i64, zext i1,
; generic pointer parameters, atomicrmw add, the old kernel annotation.
;
; launch: %xorshift_pi grid=2 block=(128) fuel=10000000
; arg: @hits = i32[256] 0
; arg: @total = i32[1] 0
; arg: 64
; expect: @hits == [48, 53, 48, 49, 51, 47, 50, 51, 49, 56, 54, 58, 49, 49, 49, 42, 51, 46, 48, 52, 51, 51, 51, 50, 53, 47, 44, 55, 54, 55, 50, 48, 46, 49, 50, 49, 47, 51, 52, 53, 50, 49, 55, 51, 52, 53, 47, 47, 52, 51, 49, 51, 53, 55, 58, 53, 50, 53, 54, 46, 47, 52, 46, 55, 56, 51, 52, 49, 50, 52, 47, 49, 54, 48, 43, 51, 47, 50, 50, 50, 49, 53, 51, 55, 51, 50, 58, 57, 52, 49, 48, 50, 57, 52, 53, 53, 50, 54, 48, 50, 51, 51, 48, 48, 50, 47, 54, 48, 50, 51, 50, 49, 54, 52, 55, 51, 50, 50, 48, 54, 50, 47, 49, 49, 44, 53, 54, 49, 58, 53, 50, 49, 54, 48, 56, 53, 50, 43, 48, 53, 46, 51, 53, 49, 53, 48, 49, 51, 52, 52, 51, 52, 46, 51, 54, 53, 50, 48, 51, 42, 53, 51, 51, 49, 53, 53, 49, 46, 54, 53, 48, 53, 57, 50, 46, 54, 45, 53, 45, 50, 47, 49, 54, 48, 50, 46, 56, 37, 47, 46, 53, 51, 43, 53, 43, 49, 53, 50, 52, 52, 55, 51, 53, 57, 57, 46, 55, 55, 55, 50, 46, 54, 45, 48, 52, 49, 57, 50, 47, 52, 51, 46, 54, 52, 49, 52, 49, 49, 48, 54, 51, 52, 51, 49, 56, 48, 47, 53, 48, 44, 54, 51, 49, 51, 54, 51, 44, 53, 44, 56, 48, 49, 56, 51, 51, 52]
; expect: @total == [12940]

; ModuleID = 'src/xorshift_pi.ll'
source_filename = "src/xorshift_pi.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define void @xorshift_pi(ptr noundef writeonly captures(none) %hits, ptr noundef captures(none) %total, i32 noundef %iters) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %more7 = icmp sgt i32 %iters, 0
  br i1 %more7, label %body.preheader, label %done

body.preheader:                                   ; preds = %entry
  %0 = mul i32 %g, -1640531535
  %seed = add i32 %0, -1640531535
  br label %body

body:                                             ; preds = %body.preheader, %body
  %inside10 = phi i32 [ %inside.next, %body ], [ 0, %body.preheader ]
  %x9 = phi i32 [ %x3.i, %body ], [ %seed, %body.preheader ]
  %i8 = phi i32 [ %i.next, %body ], [ 0, %body.preheader ]
  %s1.i1 = shl i32 %x9, 13
  %x1.i2 = xor i32 %s1.i1, %x9
  %s2.i3 = lshr i32 %x1.i2, 17
  %x2.i4 = xor i32 %s2.i3, %x1.i2
  %s3.i5 = shl i32 %x2.i4, 5
  %x3.i6 = xor i32 %s3.i5, %x2.i4
  %px = lshr i32 %x3.i6, 22
  %s1.i = shl i32 %x3.i6, 13
  %x1.i = xor i32 %s1.i, %x3.i6
  %s2.i = lshr i32 %x1.i, 17
  %x2.i = xor i32 %s2.i, %x1.i
  %s3.i = shl i32 %x2.i, 5
  %x3.i = xor i32 %s3.i, %x2.i
  %py = lshr i32 %x3.i, 22
  %px.w = zext nneg i32 %px to i64
  %py.w = zext nneg i32 %py to i64
  %px2 = mul nuw nsw i64 %px.w, %px.w
  %py2 = mul nuw nsw i64 %py.w, %py.w
  %r2 = add nuw nsw i64 %py2, %px2
  %in = icmp samesign ult i64 %r2, 1048576
  %in.i = zext i1 %in to i32
  %inside.next = add i32 %inside10, %in.i
  %i.next = add nuw nsw i32 %i8, 1
  %exitcond.not = icmp eq i32 %i.next, %iters
  br i1 %exitcond.not, label %done, label %body

done:                                             ; preds = %body, %entry
  %inside.lcssa = phi i32 [ 0, %entry ], [ %inside.next, %body ]
  %g.e = zext i32 %g to i64
  %hp = getelementptr inbounds nuw i32, ptr %hits, i64 %g.e
  store i32 %inside.lcssa, ptr %hp, align 4
  %old = atomicrmw add ptr %total, i32 %inside.lcssa monotonic, align 4
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
!0 = !{ptr @xorshift_pi, !"kernel", i32 1}
