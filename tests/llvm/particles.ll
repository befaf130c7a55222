; particles: particles bouncing on a floor, binned with atomics on struct fields.
;
; @ps is an array of struct Particle { float2 pos, vel; } (4 floats each).
; Every thread integrates its particle for `steps` steps of dt = 0.25 under
; unit gravity (bounce off y = 0 with half the speed, reflect at x = 0 and
; x = 4), writes it back, and counts it in the 4x4 grid @cells of
; struct Cell { int count, maxid; } with atomic add and max. Dyadic
; inputs keep every float exact.
; Exercises: nested named structs, GEPs with two struct indices, generic
; pointer parameters (clang style), the old nvvm.annotations kernel
; marker, fcmp olt/ogt, fneg, or i1, select of floats, fptosi,
; llvm.smin/smax, atomicrmw add/max on struct fields, a float parameter.
;
; launch: %particles grid=2 block=(32) fuel=1000000
; arg: @ps = f32[256] [0.0, 0.5, -2.0, -1.5, 1.25, 2.25, -0.5, 0.0, 2.5, 4.0, 1.0, 1.5, 3.75, 1.75, -1.5, -1.0, 1.0, 3.5, 0.0, 0.5, 2.25, 1.25, 1.5, 2.0, 3.5, 3.0, -1.0, -0.5, 0.75, 0.75, 0.5, 1.0, 2.0, 2.5, -2.0, -1.5, 3.25, 4.25, -0.5, 0.0, 0.5, 2.0, 1.0, 1.5, 1.75, 3.75, -1.5, -1.0, 3.0, 1.5, 0.0, 0.5, 0.25, 3.25, 1.5, 2.0, 1.5, 1.0, -1.0, -0.5, 2.75, 2.75, 0.5, 1.0, 0.0, 0.5, -2.0, -1.5, 1.25, 2.25, -0.5, 0.0, 2.5, 4.0, 1.0, 1.5, 3.75, 1.75, -1.5, -1.0, 1.0, 3.5, 0.0, 0.5, 2.25, 1.25, 1.5, 2.0, 3.5, 3.0, -1.0, -0.5, 0.75, 0.75, 0.5, 1.0, 2.0, 2.5, -2.0, -1.5, 3.25, 4.25, -0.5, 0.0, 0.5, 2.0, 1.0, 1.5, 1.75, 3.75, -1.5, -1.0, 3.0, 1.5, 0.0, 0.5, 0.25, 3.25, 1.5, 2.0, 1.5, 1.0, -1.0, -0.5, 2.75, 2.75, 0.5, 1.0, 0.0, 0.5, -2.0, -1.5, 1.25, 2.25, -0.5, 0.0, 2.5, 4.0, 1.0, 1.5, 3.75, 1.75, -1.5, -1.0, 1.0, 3.5, 0.0, 0.5, 2.25, 1.25, 1.5, 2.0, 3.5, 3.0, -1.0, -0.5, 0.75, 0.75, 0.5, 1.0, 2.0, 2.5, -2.0, -1.5, 3.25, 4.25, -0.5, 0.0, 0.5, 2.0, 1.0, 1.5, 1.75, 3.75, -1.5, -1.0, 3.0, 1.5, 0.0, 0.5, 0.25, 3.25, 1.5, 2.0, 1.5, 1.0, -1.0, -0.5, 2.75, 2.75, 0.5, 1.0, 0.0, 0.5, -2.0, -1.5, 1.25, 2.25, -0.5, 0.0, 2.5, 4.0, 1.0, 1.5, 3.75, 1.75, -1.5, -1.0, 1.0, 3.5, 0.0, 0.5, 2.25, 1.25, 1.5, 2.0, 3.5, 3.0, -1.0, -0.5, 0.75, 0.75, 0.5, 1.0, 2.0, 2.5, -2.0, -1.5, 3.25, 4.25, -0.5, 0.0, 0.5, 2.0, 1.0, 1.5, 1.75, 3.75, -1.5, -1.0, 3.0, 1.5, 0.0, 0.5, 0.25, 3.25, 1.5, 2.0, 1.5, 1.0, -1.0, -0.5, 2.75, 2.75, 0.5, 1.0]
; arg: @cells = i32[32] 0
; arg: 8
; arg: 0.25
; expect: @ps == [3.0, 0.625, 2.0, -0.5, 0.25, 0.0, -0.5, -2.0, 4.0, 4.75, -1.0, -0.5, 0.75, 0.90625, -1.5, 0.375, 1.0, 2.25, 0.0, -1.5, 3.0, 3.0, -1.5, 0.0, 1.5, 0.25, -1.0, 1.25, 1.75, 0.5, 0.5, -1.0, 1.0, 0.96875, 2.0, 0.625, 2.25, 2.0, -0.5, -2.0, 2.5, 2.75, 1.0, -0.5, 1.0, 0.5, 1.5, 1.5, 3.0, 0.25, 0.0, -1.5, 3.25, 5.0, 1.5, 0.0, 0.0, 0.25, 1.0, -0.25, 3.75, 2.5, 0.5, -1.0, 3.0, 0.625, 2.0, -0.5, 0.25, 0.0, -0.5, -2.0, 4.0, 4.75, -1.0, -0.5, 0.75, 0.90625, -1.5, 0.375, 1.0, 2.25, 0.0, -1.5, 3.0, 3.0, -1.5, 0.0, 1.5, 0.25, -1.0, 1.25, 1.75, 0.5, 0.5, -1.0, 1.0, 0.96875, 2.0, 0.625, 2.25, 2.0, -0.5, -2.0, 2.5, 2.75, 1.0, -0.5, 1.0, 0.5, 1.5, 1.5, 3.0, 0.25, 0.0, -1.5, 3.25, 5.0, 1.5, 0.0, 0.0, 0.25, 1.0, -0.25, 3.75, 2.5, 0.5, -1.0, 3.0, 0.625, 2.0, -0.5, 0.25, 0.0, -0.5, -2.0, 4.0, 4.75, -1.0, -0.5, 0.75, 0.90625, -1.5, 0.375, 1.0, 2.25, 0.0, -1.5, 3.0, 3.0, -1.5, 0.0, 1.5, 0.25, -1.0, 1.25, 1.75, 0.5, 0.5, -1.0, 1.0, 0.96875, 2.0, 0.625, 2.25, 2.0, -0.5, -2.0, 2.5, 2.75, 1.0, -0.5, 1.0, 0.5, 1.5, 1.5, 3.0, 0.25, 0.0, -1.5, 3.25, 5.0, 1.5, 0.0, 0.0, 0.25, 1.0, -0.25, 3.75, 2.5, 0.5, -1.0, 3.0, 0.625, 2.0, -0.5, 0.25, 0.0, -0.5, -2.0, 4.0, 4.75, -1.0, -0.5, 0.75, 0.90625, -1.5, 0.375, 1.0, 2.25, 0.0, -1.5, 3.0, 3.0, -1.5, 0.0, 1.5, 0.25, -1.0, 1.25, 1.75, 0.5, 0.5, -1.0, 1.0, 0.96875, 2.0, 0.625, 2.25, 2.0, -0.5, -2.0, 2.5, 2.75, 1.0, -0.5, 1.0, 0.5, 1.5, 1.5, 3.0, 0.25, 0.0, -1.5, 3.25, 5.0, 1.5, 0.0, 0.0, 0.25, 1.0, -0.25, 3.75, 2.5, 0.5, -1.0]
; expect: @cells == [12, 62, 16, 59, 0, 0, 8, 60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 52, 8, 58, 4, 63, 0, 0, 0, 0, 0, 0, 12, 61]

; ModuleID = 'src/particles.ll'
source_filename = "src/particles.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Particle = type { %struct.float2, %struct.float2 }
%struct.float2 = type { float, float }
%struct.Cell = type { i32, i32 }

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define void @particles(ptr noundef captures(none) %ps, ptr noundef captures(none) %cells, i32 noundef %steps, float noundef %dt) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = sext i32 %g to i64
  %px.p = getelementptr inbounds %struct.Particle, ptr %ps, i64 %g.e
  %py.p = getelementptr inbounds nuw i8, ptr %px.p, i64 4
  %vx.p = getelementptr inbounds nuw i8, ptr %px.p, i64 8
  %vy.p = getelementptr inbounds nuw i8, ptr %px.p, i64 12
  %px0 = load float, ptr %px.p, align 4
  %py0 = load float, ptr %py.p, align 4
  %vx0 = load float, ptr %vx.p, align 4
  %vy0 = load float, ptr %vy.p, align 4
  %more1 = icmp sgt i32 %steps, 0
  br i1 %more1, label %body.preheader, label %store

body.preheader:                                   ; preds = %entry
  %xtraiter = and i32 %steps, 1
  %0 = icmp eq i32 %steps, 1
  br i1 %0, label %body.epil.preheader, label %body.preheader.new

body.preheader.new:                               ; preds = %body.preheader
  %unroll_iter = and i32 %steps, 2147483646
  br label %body

body:                                             ; preds = %body, %body.preheader.new
  %vy6 = phi float [ %vy0, %body.preheader.new ], [ %vy2.1, %body ]
  %vx5 = phi float [ %vx0, %body.preheader.new ], [ %vx2.1, %body ]
  %py4 = phi float [ %py0, %body.preheader.new ], [ %py2.1, %body ]
  %px3 = phi float [ %px0, %body.preheader.new ], [ %px1.1, %body ]
  %niter = phi i32 [ 0, %body.preheader.new ], [ %niter.next.1, %body ]
  %vy1 = fsub float %vy6, %dt
  %dx = fmul float %dt, %vx5
  %px1 = fadd float %px3, %dx
  %dy = fmul float %dt, %vy1
  %py1 = fadd float %py4, %dy
  %under = fcmp olt float %py1, 0.000000e+00
  %py.neg = fneg float %py1
  %vy.half = fmul float %vy1, -5.000000e-01
  %py2 = select i1 %under, float %py.neg, float %py1
  %vy2 = select i1 %under, float %vy.half, float %vy1
  %left = fcmp olt float %px1, 0.000000e+00
  %right = fcmp ogt float %px1, 4.000000e+00
  %out = or i1 %left, %right
  %vx.neg = fneg float %vx5
  %vx2 = select i1 %out, float %vx.neg, float %vx5
  %vy1.1 = fsub float %vy2, %dt
  %dx.1 = fmul float %dt, %vx2
  %px1.1 = fadd float %px1, %dx.1
  %dy.1 = fmul float %dt, %vy1.1
  %py1.1 = fadd float %py2, %dy.1
  %under.1 = fcmp olt float %py1.1, 0.000000e+00
  %py.neg.1 = fneg float %py1.1
  %vy.half.1 = fmul float %vy1.1, -5.000000e-01
  %py2.1 = select i1 %under.1, float %py.neg.1, float %py1.1
  %vy2.1 = select i1 %under.1, float %vy.half.1, float %vy1.1
  %left.1 = fcmp olt float %px1.1, 0.000000e+00
  %right.1 = fcmp ogt float %px1.1, 4.000000e+00
  %out.1 = or i1 %left.1, %right.1
  %vx.neg.1 = fneg float %vx2
  %vx2.1 = select i1 %out.1, float %vx.neg.1, float %vx2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %store.loopexit.unr-lcssa, label %body

store.loopexit.unr-lcssa:                         ; preds = %body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %store, label %body.epil.preheader

body.epil.preheader:                              ; preds = %store.loopexit.unr-lcssa, %body.preheader
  %vy6.epil.init = phi float [ %vy0, %body.preheader ], [ %vy2.1, %store.loopexit.unr-lcssa ]
  %vx5.epil.init = phi float [ %vx0, %body.preheader ], [ %vx2.1, %store.loopexit.unr-lcssa ]
  %py4.epil.init = phi float [ %py0, %body.preheader ], [ %py2.1, %store.loopexit.unr-lcssa ]
  %px3.epil.init = phi float [ %px0, %body.preheader ], [ %px1.1, %store.loopexit.unr-lcssa ]
  %lcmp.mod14 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod14)
  %vy1.epil = fsub float %vy6.epil.init, %dt
  %dx.epil = fmul float %dt, %vx5.epil.init
  %px1.epil = fadd float %px3.epil.init, %dx.epil
  %dy.epil = fmul float %dt, %vy1.epil
  %py1.epil = fadd float %py4.epil.init, %dy.epil
  %under.epil = fcmp olt float %py1.epil, 0.000000e+00
  %py.neg.epil = fneg float %py1.epil
  %vy.half.epil = fmul float %vy1.epil, -5.000000e-01
  %py2.epil = select i1 %under.epil, float %py.neg.epil, float %py1.epil
  %vy2.epil = select i1 %under.epil, float %vy.half.epil, float %vy1.epil
  %left.epil = fcmp olt float %px1.epil, 0.000000e+00
  %right.epil = fcmp ogt float %px1.epil, 4.000000e+00
  %out.epil = or i1 %left.epil, %right.epil
  %vx.neg.epil = fneg float %vx5.epil.init
  %vx2.epil = select i1 %out.epil, float %vx.neg.epil, float %vx5.epil.init
  br label %store

store:                                            ; preds = %body.epil.preheader, %store.loopexit.unr-lcssa, %entry
  %px.lcssa = phi float [ %px0, %entry ], [ %px1.1, %store.loopexit.unr-lcssa ], [ %px1.epil, %body.epil.preheader ]
  %py.lcssa = phi float [ %py0, %entry ], [ %py2.1, %store.loopexit.unr-lcssa ], [ %py2.epil, %body.epil.preheader ]
  %vx.lcssa = phi float [ %vx0, %entry ], [ %vx2.1, %store.loopexit.unr-lcssa ], [ %vx2.epil, %body.epil.preheader ]
  %vy.lcssa = phi float [ %vy0, %entry ], [ %vy2.1, %store.loopexit.unr-lcssa ], [ %vy2.epil, %body.epil.preheader ]
  store float %px.lcssa, ptr %px.p, align 4
  store float %py.lcssa, ptr %py.p, align 4
  store float %vx.lcssa, ptr %vx.p, align 4
  store float %vy.lcssa, ptr %vy.p, align 4
  %ix = fptosi float %px.lcssa to i32
  %iy = fptosi float %py.lcssa to i32
  %cx0 = tail call i32 @llvm.smax.i32(i32 %ix, i32 0)
  %1 = tail call i32 @llvm.umin.i32(i32 %cx0, i32 3)
  %cy0 = tail call i32 @llvm.smax.i32(i32 %iy, i32 0)
  %2 = tail call i32 @llvm.umin.i32(i32 %cy0, i32 3)
  %row = shl nuw nsw i32 %2, 2
  %cell = or disjoint i32 %row, %1
  %cell.e = zext nneg i32 %cell to i64
  %count.p = getelementptr inbounds nuw %struct.Cell, ptr %cells, i64 %cell.e
  %old.c = atomicrmw add ptr %count.p, i32 1 monotonic, align 4
  %maxid.p = getelementptr inbounds nuw i8, ptr %count.p, i64 4
  %old.m = atomicrmw max ptr %maxid.p, i32 %g monotonic, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!nvvm.annotations = !{!0}
!0 = !{ptr @particles, !"kernel", i32 1}
