; scan_shared: inclusive prefix sum of 256 ints per CTA (Hillis-Steele).
;
; Two shared buffers alternate as source and destination (cur ^= 1) for
; log2(256) = 8 steps, each followed by a barrier; the last thread also
; writes its CTA's total to @totals.
; Exercises: a shared [2 x [256 x i32]] array indexed by a phi'd buffer
; number, icmp uge/ult/eq, the barrier count taken from ntid.x,
; llvm.nvvm.barrier.cta.sync.aligned.all(i32 0).
;
; launch: %scan_shared grid=3 block=(256) fuel=2000000
; arg: @in = i32[768] (i * 29) % 17 - 8
; arg: @out = i32[768] 0
; arg: @totals = i32[3] 0
; expect: @out == [-8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, -4, -5, -11, -5, -4, -8, 0, 3, 1, -6, -1, -1, -6, 1, 3, 0, -8, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, 3, -3, 3, 4, 0, 8, 11, 9, 2, 7, 7, 2, 9, 11, 8, 0, 4, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1, -7, -1, 0, -4, 4, 7, 5, -2, 3, 3, -2, 5, 7, 4, -4, 0, -1]
; expect: @totals == [-8, 4, -1]

; ModuleID = 'src/scan_shared.ll'
source_filename = "src/scan_shared.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal unnamed_addr addrspace(3) global [2 x [256 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define void @scan_shared(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %out, ptr addrspace(1) noundef writeonly captures(none) %totals) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bn = mul i32 %b, %n
  %g = add i32 %bn, %t
  %g.e = zext i32 %g to i64
  %ip = getelementptr inbounds nuw i32, ptr addrspace(1) %in, i64 %g.e
  %x = load i32, ptr addrspace(1) %ip, align 4
  %0 = zext nneg i32 %t to i64
  %first = getelementptr inbounds nuw i32, ptr addrspace(3) @buf, i64 %0
  store i32 %x, ptr addrspace(3) %first, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %more3 = icmp samesign ugt i32 %n, 1
  br i1 %more3, label %body, label %done

body:                                             ; preds = %entry, %write
  %cur5 = phi i32 [ %nxt, %write ], [ 0, %entry ]
  %off4 = phi i32 [ %off.next, %write ], [ 1, %entry ]
  %1 = zext nneg i32 %cur5 to i64
  %gep = getelementptr inbounds nuw [256 x i32], ptr addrspace(3) %first, i64 %1
  %v = load i32, ptr addrspace(3) %gep, align 4
  %has.not = icmp samesign ult i32 %t, %off4
  br i1 %has.not, label %write, label %addprev

addprev:                                          ; preds = %body
  %2 = zext nneg i32 %cur5 to i64
  %pp.split = getelementptr inbounds nuw [256 x i32], ptr addrspace(3) @buf, i64 %2
  %pi = sub nuw nsw i32 %t, %off4
  %3 = zext nneg i32 %pi to i64
  %pp = getelementptr inbounds nuw i32, ptr addrspace(3) %pp.split, i64 %3
  %pv = load i32, ptr addrspace(3) %pp, align 4
  %sum = add nsw i32 %pv, %v
  br label %write

write:                                            ; preds = %addprev, %body
  %w = phi i32 [ %v, %body ], [ %sum, %addprev ]
  %nxt = xor i32 %cur5, 1
  %4 = zext nneg i32 %nxt to i64
  %gep2 = getelementptr inbounds nuw [256 x i32], ptr addrspace(3) %first, i64 %4
  store i32 %w, ptr addrspace(3) %gep2, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %off.next = shl nuw nsw i32 %off4, 1
  %more = icmp samesign ult i32 %off.next, %n
  br i1 %more, label %body, label %done.loopexit

done.loopexit:                                    ; preds = %write
  %5 = zext nneg i32 %nxt to i64
  br label %done

done:                                             ; preds = %entry, %done.loopexit
  %cur.lcssa = phi i64 [ %5, %done.loopexit ], [ 0, %entry ]
  %rp.split = getelementptr inbounds nuw [256 x i32], ptr addrspace(3) @buf, i64 %cur.lcssa
  %rp = getelementptr inbounds nuw i32, ptr addrspace(3) %rp.split, i64 %0
  %r = load i32, ptr addrspace(3) %rp, align 4
  %op = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %g.e
  store i32 %r, ptr addrspace(1) %op, align 4
  %last = add nsw i32 %n, -1
  %is.last = icmp eq i32 %t, %last
  br i1 %is.last, label %total, label %exit

total:                                            ; preds = %done
  %b.e = zext nneg i32 %b to i64
  %tp = getelementptr inbounds nuw i32, ptr addrspace(1) %totals, i64 %b.e
  store i32 %r, ptr addrspace(1) %tp, align 4
  br label %exit

exit:                                             ; preds = %total, %done
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!0 = !{ptr @scan_shared, !"kernel", i32 1}
