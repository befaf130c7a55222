; reduce_sum: tree reduction of 256 floats per CTA in shared memory.
;
; 128 threads each add two inputs into a shared array, then halve the
; active range seven times with a barrier after each step; thread 0
; writes the CTA's sum to @partial and adds it to @total[0] with an
; atomic float add. All shared accesses are volatile. Integer-valued
; data: every sum is exact, in any order.
; Exercises: volatile loads/stores in addrspace(3) and a volatile store in
; addrspace(1), atomicrmw fadd,
; llvm.nvvm.barrier0 inside a loop with a tid-dependent branch.
;
; launch: %reduce_sum grid=4 block=(128) fuel=1000000
; arg: @in = f32[1024] (i * 37) % 23 - 11
; arg: @partial = f32[4] 0.0
; arg: @total = f32[1] 0.5
; expect: @partial == [-14.0, -3.0, 8.0, -4.0]
; expect: @total == [-12.5]

; ModuleID = 'src/reduce_sum.ll'
source_filename = "src/reduce_sum.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = internal addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define void @reduce_sum(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef %partial, ptr addrspace(1) noundef captures(none) %total) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b256 = shl i32 %b, 8
  %i = add i32 %b256, %t
  %i.e = zext i32 %i to i64
  %p0 = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %i.e
  %x0 = load float, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds nuw i8, ptr addrspace(1) %p0, i64 512
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %x = fadd float %x0, %x1
  %0 = zext nneg i32 %t to i64
  %mine = getelementptr inbounds nuw float, ptr addrspace(3) @sdata, i64 %0
  store volatile float %x, ptr addrspace(3) %mine, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active = icmp samesign ult i32 %t, 64
  br i1 %active, label %add, label %sync

add:                                              ; preds = %entry
  %1 = zext nneg i32 %t to i64
  %2 = getelementptr inbounds nuw float, ptr addrspace(3) @sdata, i64 %1
  %op = getelementptr inbounds nuw i8, ptr addrspace(3) %2, i64 256
  %a = load volatile float, ptr addrspace(3) %mine, align 4
  %o = load volatile float, ptr addrspace(3) %op, align 4
  %sum = fadd float %a, %o
  store volatile float %sum, ptr addrspace(3) %mine, align 4
  br label %sync

sync:                                             ; preds = %add, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active.1 = icmp samesign ult i32 %t, 32
  br i1 %active.1, label %add.1, label %sync.1

add.1:                                            ; preds = %sync
  %3 = zext nneg i32 %t to i64
  %4 = getelementptr inbounds nuw float, ptr addrspace(3) @sdata, i64 %3
  %op.1 = getelementptr inbounds nuw i8, ptr addrspace(3) %4, i64 128
  %a.1 = load volatile float, ptr addrspace(3) %mine, align 4
  %o.1 = load volatile float, ptr addrspace(3) %op.1, align 4
  %sum.1 = fadd float %a.1, %o.1
  store volatile float %sum.1, ptr addrspace(3) %mine, align 4
  br label %sync.1

sync.1:                                           ; preds = %add.1, %sync
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active.2 = icmp samesign ult i32 %t, 16
  br i1 %active.2, label %add.2, label %sync.2

add.2:                                            ; preds = %sync.1
  %5 = zext nneg i32 %t to i64
  %6 = getelementptr inbounds nuw float, ptr addrspace(3) @sdata, i64 %5
  %op.2 = getelementptr inbounds nuw i8, ptr addrspace(3) %6, i64 64
  %a.2 = load volatile float, ptr addrspace(3) %mine, align 4
  %o.2 = load volatile float, ptr addrspace(3) %op.2, align 4
  %sum.2 = fadd float %a.2, %o.2
  store volatile float %sum.2, ptr addrspace(3) %mine, align 4
  br label %sync.2

sync.2:                                           ; preds = %add.2, %sync.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active.3 = icmp samesign ult i32 %t, 8
  br i1 %active.3, label %add.3, label %sync.3

add.3:                                            ; preds = %sync.2
  %7 = zext nneg i32 %t to i64
  %8 = getelementptr inbounds nuw float, ptr addrspace(3) @sdata, i64 %7
  %op.3 = getelementptr inbounds nuw i8, ptr addrspace(3) %8, i64 32
  %a.3 = load volatile float, ptr addrspace(3) %mine, align 4
  %o.3 = load volatile float, ptr addrspace(3) %op.3, align 4
  %sum.3 = fadd float %a.3, %o.3
  store volatile float %sum.3, ptr addrspace(3) %mine, align 4
  br label %sync.3

sync.3:                                           ; preds = %add.3, %sync.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active.4 = icmp samesign ult i32 %t, 4
  br i1 %active.4, label %add.4, label %sync.4

add.4:                                            ; preds = %sync.3
  %9 = zext nneg i32 %t to i64
  %10 = getelementptr inbounds nuw float, ptr addrspace(3) @sdata, i64 %9
  %op.4 = getelementptr inbounds nuw i8, ptr addrspace(3) %10, i64 16
  %a.4 = load volatile float, ptr addrspace(3) %mine, align 4
  %o.4 = load volatile float, ptr addrspace(3) %op.4, align 4
  %sum.4 = fadd float %a.4, %o.4
  store volatile float %sum.4, ptr addrspace(3) %mine, align 4
  br label %sync.4

sync.4:                                           ; preds = %add.4, %sync.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active.5 = icmp samesign ult i32 %t, 2
  br i1 %active.5, label %add.5, label %sync.5

add.5:                                            ; preds = %sync.4
  %11 = zext nneg i32 %t to i64
  %12 = getelementptr inbounds nuw float, ptr addrspace(3) @sdata, i64 %11
  %op.5 = getelementptr inbounds nuw i8, ptr addrspace(3) %12, i64 8
  %a.5 = load volatile float, ptr addrspace(3) %mine, align 4
  %o.5 = load volatile float, ptr addrspace(3) %op.5, align 4
  %sum.5 = fadd float %a.5, %o.5
  store volatile float %sum.5, ptr addrspace(3) %mine, align 4
  br label %sync.5

sync.5:                                           ; preds = %add.5, %sync.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active.6 = icmp eq i32 %t, 0
  br i1 %active.6, label %add.6, label %sync.6

add.6:                                            ; preds = %sync.5
  %a.6 = load volatile float, ptr addrspace(3) %mine, align 4
  %o.6 = load volatile float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @sdata, i64 4), align 4
  %sum.6 = fadd float %a.6, %o.6
  store volatile float %sum.6, ptr addrspace(3) %mine, align 4
  br label %sync.6

sync.6:                                           ; preds = %add.6, %sync.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %leader = icmp eq i32 %t, 0
  br i1 %leader, label %publish, label %exit

publish:                                          ; preds = %sync.6
  %b.e = zext nneg i32 %b to i64
  %pp = getelementptr inbounds nuw float, ptr addrspace(1) %partial, i64 %b.e
  %r = load volatile float, ptr addrspace(3) @sdata, align 4
  store volatile float %r, ptr addrspace(1) %pp, align 4
  %old = atomicrmw fadd ptr addrspace(1) %total, float %r monotonic, align 4
  br label %exit

exit:                                             ; preds = %publish, %sync.6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!0 = !{ptr @reduce_sum, !"kernel", i32 1}
