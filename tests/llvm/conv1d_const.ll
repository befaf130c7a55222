; conv1d_const: 7-tap 1-D convolution, filter in constant memory, shared halo tile.
;
; Each CTA of 64 threads stages its 64 inputs plus 3 halo values on each
; side (zero outside [0, n)) in a shared [70 x float] tile, synchronises,
; and applies the filter {1, -2, 3, 4, 3, -2, 1}. n = 250: the last CTA
; has 6 idle threads, which still take part in the barrier.
; Exercises: float constant array in addrspace(4) indexed by a loop
; counter (the trip count `taps` = 7 is a parameter, so it stays a loop), shared tile with computed offsets, a small internal
; helper inlined at three sites (icmp sge/slt, and i1), fmuladd,
; llvm.nvvm.barrier0, bounds-checked global stores.
;
; launch: %conv1d_const grid=4 block=(64) fuel=1000000
; arg: @in = f32[256] (i * 37) % 19 - 9
; arg: @out = f32[256] -1.0
; arg: 250
; arg: 7
; expect: @out == [-18.0, 25.0, 91.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -34.0, 34.0, 83.0, 37.0, 48.0, 40.0, 32.0, 24.0, 16.0, 8.0, 0.0, -8.0, -16.0, -24.0, -32.0, -40.0, -48.0, -37.0, -83.0, -41.0, 42.0, 69.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0]

; ModuleID = 'src/conv1d_const.ll'
source_filename = "src/conv1d_const.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@filt = internal unnamed_addr addrspace(4) constant [7 x float] [float 1.000000e+00, float -2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 3.000000e+00, float -2.000000e+00, float 1.000000e+00], align 4
@tile = internal unnamed_addr addrspace(3) global [70 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define ptx_kernel void @conv1d_const(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %out, i32 noundef %n, i32 noundef %ntaps) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add nsw i32 %base, %t
  %lo.i = icmp sgt i32 %g, -1
  %hi.i = icmp slt i32 %g, %n
  %ok.i = and i1 %lo.i, %hi.i
  br i1 %ok.i, label %load.i, label %load_or_zero.exit

load.i:                                           ; preds = %entry
  %i.e.i = zext nneg i32 %g to i64
  %p.i = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %i.e.i
  %v.i = load float, ptr addrspace(1) %p.i, align 4
  br label %load_or_zero.exit

load_or_zero.exit:                                ; preds = %entry, %load.i
  %common.ret.op.i = phi float [ %v.i, %load.i ], [ 0.000000e+00, %entry ]
  %0 = zext nneg i32 %t to i64
  %1 = getelementptr inbounds nuw float, ptr addrspace(3) @tile, i64 %0
  %mine = getelementptr inbounds nuw i8, ptr addrspace(3) %1, i64 12
  store float %common.ret.op.i, ptr addrspace(3) %mine, align 4
  %halo = icmp samesign ult i32 %t, 3
  br i1 %halo, label %edges, label %sync

edges:                                            ; preds = %load_or_zero.exit
  %gl = add nsw i32 %g, -3
  %lo.i1 = icmp sgt i32 %g, 2
  %hi.i2 = icmp slt i32 %gl, %n
  %ok.i3 = and i1 %lo.i1, %hi.i2
  br i1 %ok.i3, label %load.i5, label %load_or_zero.exit9

load.i5:                                          ; preds = %edges
  %i.e.i6 = zext nneg i32 %gl to i64
  %p.i7 = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %i.e.i6
  %v.i8 = load float, ptr addrspace(1) %p.i7, align 4
  br label %load_or_zero.exit9

load_or_zero.exit9:                               ; preds = %edges, %load.i5
  %common.ret.op.i4 = phi float [ %v.i8, %load.i5 ], [ 0.000000e+00, %edges ]
  store float %common.ret.op.i4, ptr addrspace(3) %1, align 4
  %gr = add nsw i32 %g, 64
  %lo.i10 = icmp sgt i32 %g, -65
  %hi.i11 = icmp slt i32 %gr, %n
  %ok.i12 = and i1 %lo.i10, %hi.i11
  br i1 %ok.i12, label %load.i14, label %load_or_zero.exit18

load.i14:                                         ; preds = %load_or_zero.exit9
  %i.e.i15 = zext nneg i32 %gr to i64
  %p.i16 = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %i.e.i15
  %v.i17 = load float, ptr addrspace(1) %p.i16, align 4
  br label %load_or_zero.exit18

load_or_zero.exit18:                              ; preds = %load_or_zero.exit9, %load.i14
  %common.ret.op.i13 = phi float [ %v.i17, %load.i14 ], [ 0.000000e+00, %load_or_zero.exit9 ]
  %pr = getelementptr inbounds nuw i8, ptr addrspace(3) %1, i64 268
  store float %common.ret.op.i13, ptr addrspace(3) %pr, align 4
  br label %sync

sync:                                             ; preds = %load_or_zero.exit18, %load_or_zero.exit
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %smax = tail call i32 @llvm.smax.i32(i32 %ntaps, i32 1)
  %xtraiter = and i32 %smax, 1
  %2 = icmp slt i32 %ntaps, 2
  br i1 %2, label %taps.epil.preheader, label %sync.new

sync.new:                                         ; preds = %sync
  %unroll_iter = and i32 %smax, 2147483646
  br label %taps

taps:                                             ; preds = %taps, %sync.new
  %k = phi i32 [ 0, %sync.new ], [ %k.next.1, %taps ]
  %acc = phi float [ 0.000000e+00, %sync.new ], [ %acc.next.1, %taps ]
  %niter = phi i32 [ 0, %sync.new ], [ %niter.next.1, %taps ]
  %3 = zext nneg i32 %k to i64
  %fp = getelementptr inbounds nuw float, ptr addrspace(4) @filt, i64 %3
  %f = load float, ptr addrspace(4) %fp, align 4
  %tk = add nuw nsw i32 %k, %t
  %4 = zext nneg i32 %tk to i64
  %xp = getelementptr inbounds nuw float, ptr addrspace(3) @tile, i64 %4
  %x = load float, ptr addrspace(3) %xp, align 4
  %acc.next = tail call float @llvm.fmuladd.f32(float %f, float %x, float %acc)
  %k.next = or disjoint i32 %k, 1
  %5 = zext nneg i32 %k.next to i64
  %fp.1 = getelementptr inbounds nuw float, ptr addrspace(4) @filt, i64 %5
  %f.1 = load float, ptr addrspace(4) %fp.1, align 4
  %tk.1 = add nuw nsw i32 %k.next, %t
  %6 = zext nneg i32 %tk.1 to i64
  %xp.1 = getelementptr inbounds nuw float, ptr addrspace(3) @tile, i64 %6
  %x.1 = load float, ptr addrspace(3) %xp.1, align 4
  %acc.next.1 = tail call float @llvm.fmuladd.f32(float %f.1, float %x.1, float %acc.next)
  %k.next.1 = add nuw nsw i32 %k, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %write.unr-lcssa, label %taps

write.unr-lcssa:                                  ; preds = %taps
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %write, label %taps.epil.preheader

taps.epil.preheader:                              ; preds = %write.unr-lcssa, %sync
  %k.epil.init = phi i32 [ 0, %sync ], [ %k.next.1, %write.unr-lcssa ]
  %acc.epil.init = phi float [ 0.000000e+00, %sync ], [ %acc.next.1, %write.unr-lcssa ]
  %lcmp.mod20 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod20)
  %7 = zext nneg i32 %k.epil.init to i64
  %fp.epil = getelementptr inbounds nuw float, ptr addrspace(4) @filt, i64 %7
  %f.epil = load float, ptr addrspace(4) %fp.epil, align 4
  %tk.epil = add nuw nsw i32 %k.epil.init, %t
  %8 = zext nneg i32 %tk.epil to i64
  %xp.epil = getelementptr inbounds nuw float, ptr addrspace(3) @tile, i64 %8
  %x.epil = load float, ptr addrspace(3) %xp.epil, align 4
  %acc.next.epil = tail call float @llvm.fmuladd.f32(float %f.epil, float %x.epil, float %acc.epil.init)
  br label %write

write:                                            ; preds = %write.unr-lcssa, %taps.epil.preheader
  %acc.next.lcssa = phi float [ %acc.next.1, %write.unr-lcssa ], [ %acc.next.epil, %taps.epil.preheader ]
  br i1 %hi.i, label %store, label %exit

store:                                            ; preds = %write
  %g.e = sext i32 %g to i64
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g.e
  store float %acc.next.lcssa, ptr addrspace(1) %op, align 4
  br label %exit

exit:                                             ; preds = %store, %write
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
