; reduce_minmax: signed/unsigned min and max and the sum of |v| over 512 ints.
;
; Each thread folds four inputs with llvm.smin/smax/umin/umax and
; llvm.abs, the CTA reduces the four partial results through a shared
; [4 x [64 x i32]] array (tree with barriers), and thread 0 merges them
; into @res[0..3] with atomic min/max/umin/umax; every thread adds its
; abs-sum to @res[4] (wrapping).
; Exercises: llvm.smin/smax/umin/umax/abs, a shared 2-D array with a
; `poison` initialiser, atomicrmw min/max/umin/umax/add, loop-carried
; phis with INT_MIN/INT_MAX/-1 starts.
;
; launch: %reduce_minmax grid=2 block=(64) fuel=1000000
; arg: @in = i32[512] (i * 1103515245 + 12345) >> 3
; arg: @res = i32[5] [2147483647, -2147483648, -1, 0, 0]
; expect: @res == [-2144472428, 2137668500, 1543, -6805470, 1652140744]

; ModuleID = 'src/reduce_minmax.ll'
source_filename = "src/reduce_minmax.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@red = internal unnamed_addr addrspace(3) global [4 x [64 x i32]] poison, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define ptx_kernel void @reduce_minmax(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef captures(none) %res) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %t
  %g4 = shl i32 %g, 2
  %idx.e = zext i32 %g4 to i64
  %p = getelementptr inbounds nuw i32, ptr addrspace(1) %in, i64 %idx.e
  %v = load i32, ptr addrspace(1) %p, align 4
  %idx.1 = or disjoint i32 %g4, 1
  %idx.e.1 = zext i32 %idx.1 to i64
  %p.1 = getelementptr inbounds nuw i32, ptr addrspace(1) %in, i64 %idx.e.1
  %v.1 = load i32, ptr addrspace(1) %p.1, align 4
  %smn.n.1 = tail call i32 @llvm.smin.i32(i32 %v, i32 %v.1)
  %smx.n.1 = tail call i32 @llvm.smax.i32(i32 %v, i32 %v.1)
  %umn.n.1 = tail call i32 @llvm.umin.i32(i32 %v, i32 %v.1)
  %umx.n.1 = tail call i32 @llvm.umax.i32(i32 %v, i32 %v.1)
  %idx.2 = or disjoint i32 %g4, 2
  %idx.e.2 = zext i32 %idx.2 to i64
  %p.2 = getelementptr inbounds nuw i32, ptr addrspace(1) %in, i64 %idx.e.2
  %v.2 = load i32, ptr addrspace(1) %p.2, align 4
  %smn.n.2 = tail call i32 @llvm.smin.i32(i32 %smn.n.1, i32 %v.2)
  %smx.n.2 = tail call i32 @llvm.smax.i32(i32 %smx.n.1, i32 %v.2)
  %umn.n.2 = tail call i32 @llvm.umin.i32(i32 %umn.n.1, i32 %v.2)
  %umx.n.2 = tail call i32 @llvm.umax.i32(i32 %umx.n.1, i32 %v.2)
  %idx.3 = or disjoint i32 %g4, 3
  %idx.e.3 = zext i32 %idx.3 to i64
  %p.3 = getelementptr inbounds nuw i32, ptr addrspace(1) %in, i64 %idx.e.3
  %v.3 = load i32, ptr addrspace(1) %p.3, align 4
  %smn.n.3 = tail call i32 @llvm.smin.i32(i32 %smn.n.2, i32 %v.3)
  %smx.n.3 = tail call i32 @llvm.smax.i32(i32 %smx.n.2, i32 %v.3)
  %umn.n.3 = tail call i32 @llvm.umin.i32(i32 %umn.n.2, i32 %v.3)
  %umx.n.3 = tail call i32 @llvm.umax.i32(i32 %umx.n.2, i32 %v.3)
  %0 = zext nneg i32 %t to i64
  %r0 = getelementptr inbounds nuw i32, ptr addrspace(3) @red, i64 %0
  %r1 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 256), i64 %0
  %r2 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 512), i64 %0
  %r3 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 768), i64 %0
  store i32 %smn.n.3, ptr addrspace(3) %r0, align 4
  store i32 %smx.n.3, ptr addrspace(3) %r1, align 4
  store i32 %umn.n.3, ptr addrspace(3) %r2, align 4
  store i32 %umx.n.3, ptr addrspace(3) %r3, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active = icmp samesign ult i32 %t, 32
  br i1 %active, label %combine, label %tree.sync

combine:                                          ; preds = %entry
  %o = or disjoint i32 %t, 32
  %1 = zext nneg i32 %o to i64
  %q0 = getelementptr inbounds nuw i32, ptr addrspace(3) @red, i64 %1
  %q1 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 256), i64 %1
  %q2 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 512), i64 %1
  %q3 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 768), i64 %1
  %a0 = load i32, ptr addrspace(3) %r0, align 4
  %b0 = load i32, ptr addrspace(3) %q0, align 4
  %c0 = tail call i32 @llvm.smin.i32(i32 %a0, i32 %b0)
  store i32 %c0, ptr addrspace(3) %r0, align 4
  %a1 = load i32, ptr addrspace(3) %r1, align 4
  %b1 = load i32, ptr addrspace(3) %q1, align 4
  %c1 = tail call i32 @llvm.smax.i32(i32 %a1, i32 %b1)
  store i32 %c1, ptr addrspace(3) %r1, align 4
  %a2 = load i32, ptr addrspace(3) %r2, align 4
  %b2 = load i32, ptr addrspace(3) %q2, align 4
  %c2 = tail call i32 @llvm.umin.i32(i32 %a2, i32 %b2)
  store i32 %c2, ptr addrspace(3) %r2, align 4
  %a3 = load i32, ptr addrspace(3) %r3, align 4
  %b3 = load i32, ptr addrspace(3) %q3, align 4
  %c3 = tail call i32 @llvm.umax.i32(i32 %a3, i32 %b3)
  store i32 %c3, ptr addrspace(3) %r3, align 4
  br label %tree.sync

tree.sync:                                        ; preds = %combine, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active.1 = icmp samesign ult i32 %t, 16
  br i1 %active.1, label %combine.1, label %tree.sync.1

combine.1:                                        ; preds = %tree.sync
  %o.1 = or disjoint i32 %t, 16
  %2 = zext nneg i32 %o.1 to i64
  %q0.1 = getelementptr inbounds nuw i32, ptr addrspace(3) @red, i64 %2
  %q1.1 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 256), i64 %2
  %q2.1 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 512), i64 %2
  %q3.1 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 768), i64 %2
  %a0.1 = load i32, ptr addrspace(3) %r0, align 4
  %b0.1 = load i32, ptr addrspace(3) %q0.1, align 4
  %c0.1 = tail call i32 @llvm.smin.i32(i32 %a0.1, i32 %b0.1)
  store i32 %c0.1, ptr addrspace(3) %r0, align 4
  %a1.1 = load i32, ptr addrspace(3) %r1, align 4
  %b1.1 = load i32, ptr addrspace(3) %q1.1, align 4
  %c1.1 = tail call i32 @llvm.smax.i32(i32 %a1.1, i32 %b1.1)
  store i32 %c1.1, ptr addrspace(3) %r1, align 4
  %a2.1 = load i32, ptr addrspace(3) %r2, align 4
  %b2.1 = load i32, ptr addrspace(3) %q2.1, align 4
  %c2.1 = tail call i32 @llvm.umin.i32(i32 %a2.1, i32 %b2.1)
  store i32 %c2.1, ptr addrspace(3) %r2, align 4
  %a3.1 = load i32, ptr addrspace(3) %r3, align 4
  %b3.1 = load i32, ptr addrspace(3) %q3.1, align 4
  %c3.1 = tail call i32 @llvm.umax.i32(i32 %a3.1, i32 %b3.1)
  store i32 %c3.1, ptr addrspace(3) %r3, align 4
  br label %tree.sync.1

tree.sync.1:                                      ; preds = %combine.1, %tree.sync
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active.2 = icmp samesign ult i32 %t, 8
  br i1 %active.2, label %combine.2, label %tree.sync.2

combine.2:                                        ; preds = %tree.sync.1
  %o.2 = or disjoint i32 %t, 8
  %3 = zext nneg i32 %o.2 to i64
  %q0.2 = getelementptr inbounds nuw i32, ptr addrspace(3) @red, i64 %3
  %q1.2 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 256), i64 %3
  %q2.2 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 512), i64 %3
  %q3.2 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 768), i64 %3
  %a0.2 = load i32, ptr addrspace(3) %r0, align 4
  %b0.2 = load i32, ptr addrspace(3) %q0.2, align 4
  %c0.2 = tail call i32 @llvm.smin.i32(i32 %a0.2, i32 %b0.2)
  store i32 %c0.2, ptr addrspace(3) %r0, align 4
  %a1.2 = load i32, ptr addrspace(3) %r1, align 4
  %b1.2 = load i32, ptr addrspace(3) %q1.2, align 4
  %c1.2 = tail call i32 @llvm.smax.i32(i32 %a1.2, i32 %b1.2)
  store i32 %c1.2, ptr addrspace(3) %r1, align 4
  %a2.2 = load i32, ptr addrspace(3) %r2, align 4
  %b2.2 = load i32, ptr addrspace(3) %q2.2, align 4
  %c2.2 = tail call i32 @llvm.umin.i32(i32 %a2.2, i32 %b2.2)
  store i32 %c2.2, ptr addrspace(3) %r2, align 4
  %a3.2 = load i32, ptr addrspace(3) %r3, align 4
  %b3.2 = load i32, ptr addrspace(3) %q3.2, align 4
  %c3.2 = tail call i32 @llvm.umax.i32(i32 %a3.2, i32 %b3.2)
  store i32 %c3.2, ptr addrspace(3) %r3, align 4
  br label %tree.sync.2

tree.sync.2:                                      ; preds = %combine.2, %tree.sync.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active.3 = icmp samesign ult i32 %t, 4
  br i1 %active.3, label %combine.3, label %tree.sync.3

combine.3:                                        ; preds = %tree.sync.2
  %o.3 = or disjoint i32 %t, 4
  %4 = zext nneg i32 %o.3 to i64
  %q0.3 = getelementptr inbounds nuw i32, ptr addrspace(3) @red, i64 %4
  %q1.3 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 256), i64 %4
  %q2.3 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 512), i64 %4
  %q3.3 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 768), i64 %4
  %a0.3 = load i32, ptr addrspace(3) %r0, align 4
  %b0.3 = load i32, ptr addrspace(3) %q0.3, align 4
  %c0.3 = tail call i32 @llvm.smin.i32(i32 %a0.3, i32 %b0.3)
  store i32 %c0.3, ptr addrspace(3) %r0, align 4
  %a1.3 = load i32, ptr addrspace(3) %r1, align 4
  %b1.3 = load i32, ptr addrspace(3) %q1.3, align 4
  %c1.3 = tail call i32 @llvm.smax.i32(i32 %a1.3, i32 %b1.3)
  store i32 %c1.3, ptr addrspace(3) %r1, align 4
  %a2.3 = load i32, ptr addrspace(3) %r2, align 4
  %b2.3 = load i32, ptr addrspace(3) %q2.3, align 4
  %c2.3 = tail call i32 @llvm.umin.i32(i32 %a2.3, i32 %b2.3)
  store i32 %c2.3, ptr addrspace(3) %r2, align 4
  %a3.3 = load i32, ptr addrspace(3) %r3, align 4
  %b3.3 = load i32, ptr addrspace(3) %q3.3, align 4
  %c3.3 = tail call i32 @llvm.umax.i32(i32 %a3.3, i32 %b3.3)
  store i32 %c3.3, ptr addrspace(3) %r3, align 4
  br label %tree.sync.3

tree.sync.3:                                      ; preds = %combine.3, %tree.sync.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active.4 = icmp samesign ult i32 %t, 2
  br i1 %active.4, label %combine.4, label %tree.sync.4

combine.4:                                        ; preds = %tree.sync.3
  %o.4 = or disjoint i32 %t, 2
  %5 = zext nneg i32 %o.4 to i64
  %q0.4 = getelementptr inbounds nuw i32, ptr addrspace(3) @red, i64 %5
  %q1.4 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 256), i64 %5
  %q2.4 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 512), i64 %5
  %q3.4 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 768), i64 %5
  %a0.4 = load i32, ptr addrspace(3) %r0, align 4
  %b0.4 = load i32, ptr addrspace(3) %q0.4, align 4
  %c0.4 = tail call i32 @llvm.smin.i32(i32 %a0.4, i32 %b0.4)
  store i32 %c0.4, ptr addrspace(3) %r0, align 4
  %a1.4 = load i32, ptr addrspace(3) %r1, align 4
  %b1.4 = load i32, ptr addrspace(3) %q1.4, align 4
  %c1.4 = tail call i32 @llvm.smax.i32(i32 %a1.4, i32 %b1.4)
  store i32 %c1.4, ptr addrspace(3) %r1, align 4
  %a2.4 = load i32, ptr addrspace(3) %r2, align 4
  %b2.4 = load i32, ptr addrspace(3) %q2.4, align 4
  %c2.4 = tail call i32 @llvm.umin.i32(i32 %a2.4, i32 %b2.4)
  store i32 %c2.4, ptr addrspace(3) %r2, align 4
  %a3.4 = load i32, ptr addrspace(3) %r3, align 4
  %b3.4 = load i32, ptr addrspace(3) %q3.4, align 4
  %c3.4 = tail call i32 @llvm.umax.i32(i32 %a3.4, i32 %b3.4)
  store i32 %c3.4, ptr addrspace(3) %r3, align 4
  br label %tree.sync.4

tree.sync.4:                                      ; preds = %combine.4, %tree.sync.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %active.5 = icmp eq i32 %t, 0
  br i1 %active.5, label %combine.5, label %tree.sync.5

combine.5:                                        ; preds = %tree.sync.4
  %a0.5 = load i32, ptr addrspace(3) %r0, align 4
  %b0.5 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 4), align 4
  %c0.5 = tail call i32 @llvm.smin.i32(i32 %a0.5, i32 %b0.5)
  store i32 %c0.5, ptr addrspace(3) %r0, align 4
  %a1.5 = load i32, ptr addrspace(3) %r1, align 4
  %b1.5 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 260), align 4
  %c1.5 = tail call i32 @llvm.smax.i32(i32 %a1.5, i32 %b1.5)
  store i32 %c1.5, ptr addrspace(3) %r1, align 4
  %a2.5 = load i32, ptr addrspace(3) %r2, align 4
  %b2.5 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 516), align 4
  %c2.5 = tail call i32 @llvm.umin.i32(i32 %a2.5, i32 %b2.5)
  store i32 %c2.5, ptr addrspace(3) %r2, align 4
  %a3.5 = load i32, ptr addrspace(3) %r3, align 4
  %b3.5 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 772), align 4
  %c3.5 = tail call i32 @llvm.umax.i32(i32 %a3.5, i32 %b3.5)
  store i32 %c3.5, ptr addrspace(3) %r3, align 4
  br label %tree.sync.5

tree.sync.5:                                      ; preds = %combine.5, %tree.sync.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %av = tail call i32 @llvm.abs.i32(i32 %v, i1 false)
  %av.1 = tail call i32 @llvm.abs.i32(i32 %v.1, i1 false)
  %as.n.1 = add i32 %av.1, %av
  %av.2 = tail call i32 @llvm.abs.i32(i32 %v.2, i1 false)
  %as.n.2 = add i32 %av.2, %as.n.1
  %av.3 = tail call i32 @llvm.abs.i32(i32 %v.3, i1 false)
  %as.n.3 = add i32 %av.3, %as.n.2
  %res4 = getelementptr inbounds nuw i8, ptr addrspace(1) %res, i64 16
  %old4 = atomicrmw add ptr addrspace(1) %res4, i32 %as.n.3 monotonic, align 4
  %lead = icmp eq i32 %t, 0
  br i1 %lead, label %final, label %exit

final:                                            ; preds = %tree.sync.5
  %f0 = load i32, ptr addrspace(3) @red, align 4
  %old0 = atomicrmw min ptr addrspace(1) %res, i32 %f0 monotonic, align 4
  %f1 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 256), align 4
  %res1 = getelementptr inbounds nuw i8, ptr addrspace(1) %res, i64 4
  %old1 = atomicrmw max ptr addrspace(1) %res1, i32 %f1 monotonic, align 4
  %f2 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 512), align 4
  %res2 = getelementptr inbounds nuw i8, ptr addrspace(1) %res, i64 8
  %old2 = atomicrmw umin ptr addrspace(1) %res2, i32 %f2 monotonic, align 4
  %f3 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @red, i64 768), align 4
  %res3 = getelementptr inbounds nuw i8, ptr addrspace(1) %res, i64 12
  %old3 = atomicrmw umax ptr addrspace(1) %res3, i32 %f3 monotonic, align 4
  br label %exit

exit:                                             ; preds = %final, %tree.sync.5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
