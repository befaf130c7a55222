; Aggregates in registers and memory: phis of a nested struct
; { i32, { float, float } }, of a struct with an array member and of
; [2 x i32], with zeroinitializer, undef and constant-array incoming
; values (what LLVM's -O2 leaves of a loop carrying structs); aggregate
; loads and stores, a select and a freeze of a struct, a freeze of
; <4 x i1>, a struct argument by value to a `coldcc` function, a
; `ptx_device` function returning <4 x i1>, insertvalue into and
; extractvalue of constant aggregates (in `optnone` functions, which the
; optimiser leaves as written). The IR below is the unedited output of
;   clang-19 -x ir --target=nvptx64-nvidia-cuda -O2 -S -emit-llvm aggregates.src.ll
; on the module at the end of this header; the directives were printed by
; `expected.py aggregates`.
; launch: %accumulate grid=1 block=8
; arg: @in = i32[24] [-1078984704, -2, 65536, 1048576000, 0, 393219, -1082130432, 2, 720902, 1059061760, -1, 327682, -1088421888, 1, 655365, 1065353216, -2, 262145, -1098907648, 0, 589828, 1068498944, 2, 196608]
; arg: @out = i32[64] 7
; arg: 8
; expect: @out == [-2, -1078984704, 0, -1078984704, -2, 65536, 1, 2, 0, 1048576000, 1048576000, 1048576000, 0, 393219, 1, 7, 2, -1082130432, 0, -1082130432, 2, 720902, 1, 12, -1, 1059061760, 1059061760, 1059061760, -1, 327682, 1, 6, 1, -1088421888, 0, -1088421888, 1, 655365, 1, 11, -2, 1065353216, 1065353216, 1065353216, -2, 262145, 1, 5, 0, -1098907648, 0, -1098907648, 0, 589828, 1, 10, 2, 1068498944, 1068498944, 1068498944, 2, 196608, 1, 4]
; launch: %accumulate grid=1 block=8
; arg: @in = i32[63] [-1078984704, -2, 65536, 1048576000, 0, 393219, -1082130432, 2, 720902, 1059061760, -1, 327682, -1088421888, 1, 655365, 1065353216, -2, 262145, -1098907648, 0, 589828, 1068498944, 2, 196608, 1040187392, -1, 524291, -1081081856, 1, 131078, 1056964608, -2, 458754, -1086324736, 0, 65541, 1063256064, 2, 393217, -1094713344, -1, 720900, 1067450368, 1, 327680, 0, -2, 655363, -1080033280, 0, 262150, 1052770304, 2, 589826, -1084227584, -1, 196613, 1061158912, 1, 524289, -1090519040, -2, 131076]
; arg: @out = i32[64] 7
; arg: 21
; expect: @out == [-3, -1071644672, 1040187392, -1080033280, 0, 262150, 10, 14, 3, -1090519040, 1052770304, 1052770304, 2, 589826, 9, 18, -1, -1078984704, 1056964608, -1084227584, -1, 196613, 19, 22, 0, 1059061760, 1061158912, 1061158912, 1, 524289, 7, 15, 1, -1098907648, 1063256064, -1090519040, -2, 131076, 17, 19, -3, 1059061760, 1065353216, -1094713344, -1, 720900, 5, 16, 1, 1065353216, 1067450368, 1067450368, 1, 327680, 10, 15, 0, 1068498944, 1068498944, 0, -2, 655363, 4, 14]
; launch: %stage grid=1 block=8
; arg: @samples = i32[24] [-1078984704, -2, 65536, 1048576000, 0, 393219, -1082130432, 2, 720902, 1059061760, -1, 327682, -1088421888, 1, 655365, 1065353216, -2, 262145, -1098907648, 0, 589828, 1068498944, 2, 196608]
; arg: @out = i32[48] 7
; arg: 0.5
; expect: @out == [-1078984704, -2, 65536, -2, 12, 5, 1048576000, 0, 393219, 0, 8, 5, -1082130432, 2, 720902, 2, 12, 5, 1056964608, -1, 327682, 99, 11, 5, -1088421888, 1, 655365, 1, 12, 5, 1056964608, -2, 262145, 98, 11, 5, -1098907648, 0, 589828, 0, 8, 5, 1056964608, 2, 196608, 102, 11, 5]
; launch: %stage grid=1 block=8
; arg: @samples = i32[24] [-1078984704, -2, 65536, 1048576000, 0, 393219, -1082130432, 2, 720902, 1059061760, -1, 327682, -1088421888, 1, 655365, 1065353216, -2, 262145, -1098907648, 0, 589828, 1068498944, 2, 196608]
; arg: @out = i32[48] 7
; arg: -1.0
; expect: @out == [-1078984704, -2, 65536, -2, 12, 5, -1082130432, 0, 393219, 100, 15, 5, -1082130432, 2, 720902, 2, 12, 5, -1082130432, -1, 327682, 99, 15, 5, -1082130432, 1, 655365, 101, 13, 5, -1082130432, -2, 262145, 98, 11, 5, -1082130432, 0, 589828, 100, 15, 5, -1082130432, 2, 196608, 102, 11, 5]
; launch: %isolate grid=1 block=4
; arg: @out = f64[12] 9.0
; expect: @out == [0.0, 1.0, 0.0, 1.5, 5.0, 1.0, 3.0, 9.0, 2.0, 4.5, 13.0, 3.0]
;
; aggregates.src.ll:
;   target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
;   target triple = "nvptx64-nvidia-cuda"
;
;   %struct.Sample = type { float, i32, [2 x i16] }
;   %struct.Acc = type { i32, { float, float } }
;   %struct.Rec = type { %struct.Acc, %struct.Sample, [2 x i32] }
;
;   ; Sums and extremes of a struct array through struct-valued phis.
;   define ptx_kernel void @accumulate(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, i32 noundef %n) {
;   entry:
;     %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;     br label %loop
;
;   loop:
;     %i = phi i32 [ %tid, %entry ], [ %i.next, %body ]
;     %acc = phi %struct.Acc [ zeroinitializer, %entry ], [ %acc.next, %body ]
;     %last = phi %struct.Sample [ undef, %entry ], [ %s, %body ]
;     %pair = phi [2 x i32] [ [i32 0, i32 1], %entry ], [ %pair.next, %body ]
;     %more = icmp slt i32 %i, %n
;     br i1 %more, label %body, label %done
;
;   body:
;     %idx = sext i32 %i to i64
;     %p = getelementptr inbounds %struct.Sample, ptr addrspace(1) %in, i64 %idx
;     %s = load %struct.Sample, ptr addrspace(1) %p, align 4
;     %x = extractvalue %struct.Sample %s, 0
;     %k = extractvalue %struct.Sample %s, 1
;     %h = extractvalue %struct.Sample %s, 2, 1
;     %c = extractvalue %struct.Acc %acc, 0
;     %sum = extractvalue %struct.Acc %acc, 1, 0
;     %mx = extractvalue %struct.Acc %acc, 1, 1
;     %c.next = add i32 %c, %k
;     %sum.next = fadd float %sum, %x
;     %big = fcmp ogt float %x, %mx
;     %mx.next = select i1 %big, float %x, float %mx
;     %a1 = insertvalue %struct.Acc poison, i32 %c.next, 0
;     %a2 = insertvalue %struct.Acc %a1, float %sum.next, 1, 0
;     %acc.next = insertvalue %struct.Acc %a2, float %mx.next, 1, 1
;     %p0 = extractvalue [2 x i32] %pair, 0
;     %p1 = extractvalue [2 x i32] %pair, 1
;     %hz = zext i16 %h to i32
;     %p0.next = add i32 %p1, %hz
;     %q1 = insertvalue [2 x i32] undef, i32 %p1, 0
;     %pair.next = insertvalue [2 x i32] %q1, i32 %p0.next, 1
;     %i.next = add nsw i32 %i, 8
;     br label %body.latch
;
;   body.latch:
;     br label %loop
;
;   done:
;     %tidx = sext i32 %tid to i64
;     %o = getelementptr inbounds %struct.Rec, ptr addrspace(1) %out, i64 %tidx
;     store %struct.Acc %acc, ptr addrspace(1) %o, align 4
;     %lastp = getelementptr inbounds i8, ptr addrspace(1) %o, i64 12
;     store %struct.Sample %last, ptr addrspace(1) %lastp, align 4
;     %pp = getelementptr inbounds i8, ptr addrspace(1) %o, i64 24
;     store [2 x i32] %pair, ptr addrspace(1) %pp, align 4
;     ret void
;   }
;
;   declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;
;   %struct.Out = type { %struct.Sample, [3 x i32] }
;
;   ; Not optimised (optnone): the aggregate loads, stores, selects and
;   ; freezes stay as written.
;   define ptx_kernel void @stage(ptr addrspace(1) noundef %samples, ptr addrspace(1) noundef %out, float noundef %lim) #1 {
;   entry:
;     %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;     %idx = sext i32 %tid to i64
;     %p = getelementptr inbounds %struct.Sample, ptr addrspace(1) %samples, i64 %idx
;     %s = load %struct.Sample, ptr addrspace(1) %p, align 4
;     %x = extractvalue %struct.Sample %s, 0
;     %k = extractvalue %struct.Sample %s, 1
;     %v0 = insertvalue { float, i32 } { float 0.000000e+00, i32 -1 }, float %x, 0
;     %v = insertvalue { float, i32 } %v0, i32 %k, 1
;     %c = call coldcc { float, i32 } @clamp_pair({ float, i32 } %v, float noundef %lim)
;     %cx = extractvalue { float, i32 } %c, 0
;     %ck = extractvalue { float, i32 } %c, 1
;     %x2 = fmul float %x, 2.000000e+00
;     %nx = fneg float %x
;     %l0 = insertelement <4 x float> <float poison, float poison, float poison, float 1.000000e+00>, float %x, i32 0
;     %l1 = insertelement <4 x float> %l0, float %x2, i32 1
;     %l2 = insertelement <4 x float> %l1, float %nx, i32 2
;     %m = call ptx_device <4 x i1> @over(<4 x float> %l2, float %lim)
;     %mz = zext <4 x i1> %m to <4 x i32>
;     %b0 = extractelement <4 x i32> %mz, i32 0
;     %b1 = extractelement <4 x i32> %mz, i32 1
;     %b2 = extractelement <4 x i32> %mz, i32 2
;     %b3 = extractelement <4 x i32> %mz, i32 3
;     %s1 = shl i32 %b1, 1
;     %s2 = shl i32 %b2, 2
;     %s3 = shl i32 %b3, 3
;     %o1 = or i32 %b0, %s1
;     %o2 = or i32 %o1, %s2
;     %bits = or i32 %o2, %s3
;     %five = extractvalue { i32, [2 x i32] } { i32 3, [2 x i32] [i32 4, i32 5] }, 1, 1
;     %w = insertvalue %struct.Sample %s, float %cx, 0
;     %r0 = insertvalue %struct.Out undef, %struct.Sample %w, 0
;     %arr0 = insertvalue [3 x i32] zeroinitializer, i32 %ck, 0
;     %arr1 = insertvalue [3 x i32] %arr0, i32 %bits, 1
;     %arr = insertvalue [3 x i32] %arr1, i32 %five, 2
;     %r = insertvalue %struct.Out %r0, [3 x i32] %arr, 1
;     %q = getelementptr inbounds %struct.Out, ptr addrspace(1) %out, i64 %idx
;     store %struct.Out %r, ptr addrspace(1) %q, align 4
;     ret void
;   }
;
;   define internal coldcc { float, i32 } @clamp_pair({ float, i32 } %v, float noundef %lim) #1 {
;   entry:
;     %x = extractvalue { float, i32 } %v, 0
;     %k = extractvalue { float, i32 } %v, 1
;     %big = fcmp ogt float %x, %lim
;     %k100 = add nsw i32 %k, 100
;     %h0 = insertvalue { float, i32 } poison, float %lim, 0
;     %h = insertvalue { float, i32 } %h0, i32 %k100, 1
;     %r = select i1 %big, { float, i32 } %h, { float, i32 } %v
;     %f = freeze { float, i32 } %r
;     ret { float, i32 } %f
;   }
;
;   define internal ptx_device <4 x i1> @over(<4 x float> %v, float %t) #1 {
;   entry:
;     %ins = insertelement <4 x float> poison, float %t, i32 0
;     %splat = shufflevector <4 x float> %ins, <4 x float> poison, <4 x i32> zeroinitializer
;     %gt = fcmp ogt <4 x float> %v, %splat
;     %f = freeze <4 x i1> %gt
;     ret <4 x i1> %f
;   }
;
;   %struct.Pad = type { i8, double }
;
;   ; A struct with padding passed `byval` to a function that writes its own
;   ; copy: the caller's object keeps its values.
;   define ptx_kernel void @isolate(ptr addrspace(1) noundef %out) #1 {
;   entry:
;     %a = alloca %struct.Pad, align 8
;     %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
;     %b = trunc i32 %tid to i8
;     store i8 %b, ptr %a, align 8
;     %d = sitofp i32 %tid to double
;     %d15 = fmul double %d, 1.500000e+00
;     %pd = getelementptr inbounds %struct.Pad, ptr %a, i32 0, i32 1
;     store double %d15, ptr %pd, align 8
;     %r = call fastcc double @scale_own(ptr noundef nonnull byval(%struct.Pad) align 8 %a)
;     %b2 = load i8, ptr %a, align 8
;     %d2 = load double, ptr %pd, align 8
;     %b2d = sitofp i8 %b2 to double
;     %idx = sext i32 %tid to i64
;     %o = getelementptr inbounds [3 x double], ptr addrspace(1) %out, i64 %idx
;     store double %d2, ptr addrspace(1) %o, align 8
;     %o1 = getelementptr inbounds double, ptr addrspace(1) %o, i64 1
;     store double %r, ptr addrspace(1) %o1, align 8
;     %o2 = getelementptr inbounds double, ptr addrspace(1) %o, i64 2
;     store double %b2d, ptr addrspace(1) %o2, align 8
;     ret void
;   }
;
;   define internal fastcc double @scale_own(ptr noundef byval(%struct.Pad) align 8 %p) #1 {
;   entry:
;     %pd = getelementptr inbounds %struct.Pad, ptr %p, i32 0, i32 1
;     %d = load double, ptr %pd, align 8
;     %d2 = fmul double %d, 2.000000e+00
;     store double %d2, ptr %pd, align 8
;     %b = load i8, ptr %p, align 8
;     %b1 = add i8 %b, 1
;     store i8 %b1, ptr %p, align 8
;     %d3 = load double, ptr %pd, align 8
;     %b3 = load i8, ptr %p, align 8
;     %bd = sitofp i8 %b3 to double
;     %r = fadd double %d3, %bd
;     ret double %r
;   }
;
;   attributes #1 = { noinline nounwind optnone }
; ModuleID = 'aggregates.src.ll'
source_filename = "aggregates.src.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Acc = type { i32, { float, float } }
%struct.Sample = type { float, i32, [2 x i16] }
%struct.Rec = type { %struct.Acc, %struct.Sample, [2 x i32] }
%struct.Out = type { %struct.Sample, [3 x i32] }
%struct.Pad = type { i8, double }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @accumulate(ptr addrspace(1) nocapture noundef readonly %in, ptr addrspace(1) nocapture noundef writeonly %out, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %tid = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %more21 = icmp slt i32 %tid, %n
  br i1 %more21, label %body, label %done

body:                                             ; preds = %entry, %body
  %pair24 = phi i32 [ %p0.next, %body ], [ 1, %entry ]
  %acc23 = phi %struct.Acc [ %acc.next, %body ], [ zeroinitializer, %entry ]
  %i22 = phi i32 [ %i.next, %body ], [ %tid, %entry ]
  %idx = zext nneg i32 %i22 to i64
  %p = getelementptr inbounds %struct.Sample, ptr addrspace(1) %in, i64 %idx
  %s.unpack = load float, ptr addrspace(1) %p, align 4
  %s.elt13 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
  %s.unpack14 = load i32, ptr addrspace(1) %s.elt13, align 4
  %s.unpack16.elt18 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 10
  %s.unpack16.unpack19 = load i16, ptr addrspace(1) %s.unpack16.elt18, align 2
  %c = extractvalue %struct.Acc %acc23, 0
  %sum = extractvalue %struct.Acc %acc23, 1, 0
  %mx = extractvalue %struct.Acc %acc23, 1, 1
  %c.next = add i32 %s.unpack14, %c
  %sum.next = fadd float %sum, %s.unpack
  %big = fcmp ogt float %s.unpack, %mx
  %mx.next = select i1 %big, float %s.unpack, float %mx
  %a1 = insertvalue %struct.Acc poison, i32 %c.next, 0
  %a2 = insertvalue %struct.Acc %a1, float %sum.next, 1, 0
  %acc.next = insertvalue %struct.Acc %a2, float %mx.next, 1, 1
  %hz = zext i16 %s.unpack16.unpack19 to i32
  %p0.next = add i32 %pair24, %hz
  %i.next = add nuw nsw i32 %i22, 8
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %body, label %loop.done_crit_edge

loop.done_crit_edge:                              ; preds = %body
  %q1 = insertvalue [2 x i32] undef, i32 %pair24, 0
  %pair.next = insertvalue [2 x i32] %q1, i32 %p0.next, 1
  %0 = insertvalue %struct.Sample poison, float %s.unpack, 0
  %1 = insertvalue %struct.Sample %0, i32 %s.unpack14, 1
  %s.elt15.le = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  %s.unpack16.unpack.le = load i16, ptr addrspace(1) %s.elt15.le, align 4
  %2 = insertvalue [2 x i16] poison, i16 %s.unpack16.unpack.le, 0
  %s.unpack1620.le = insertvalue [2 x i16] %2, i16 %s.unpack16.unpack19, 1
  %s17.le = insertvalue %struct.Sample %1, [2 x i16] %s.unpack1620.le, 2
  br label %done

done:                                             ; preds = %loop.done_crit_edge, %entry
  %acc.lcssa = phi %struct.Acc [ %acc.next, %loop.done_crit_edge ], [ zeroinitializer, %entry ]
  %last.lcssa = phi %struct.Sample [ %s17.le, %loop.done_crit_edge ], [ undef, %entry ]
  %pair.lcssa = phi [2 x i32] [ %pair.next, %loop.done_crit_edge ], [ [i32 0, i32 1], %entry ]
  %tidx = zext nneg i32 %tid to i64
  %o = getelementptr inbounds %struct.Rec, ptr addrspace(1) %out, i64 %tidx
  %acc.elt = extractvalue %struct.Acc %acc.lcssa, 0
  store i32 %acc.elt, ptr addrspace(1) %o, align 4
  %o.repack1 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 4
  %acc.elt2 = extractvalue %struct.Acc %acc.lcssa, 1
  %acc.elt2.elt = extractvalue { float, float } %acc.elt2, 0
  store float %acc.elt2.elt, ptr addrspace(1) %o.repack1, align 4
  %o.repack1.repack3 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  %acc.elt2.elt4 = extractvalue { float, float } %acc.elt2, 1
  store float %acc.elt2.elt4, ptr addrspace(1) %o.repack1.repack3, align 4
  %lastp = getelementptr inbounds i8, ptr addrspace(1) %o, i64 12
  %last.elt = extractvalue %struct.Sample %last.lcssa, 0
  store float %last.elt, ptr addrspace(1) %lastp, align 4
  %lastp.repack5 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 16
  %last.elt6 = extractvalue %struct.Sample %last.lcssa, 1
  store i32 %last.elt6, ptr addrspace(1) %lastp.repack5, align 4
  %lastp.repack7 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 20
  %last.elt8 = extractvalue %struct.Sample %last.lcssa, 2
  %last.elt8.elt = extractvalue [2 x i16] %last.elt8, 0
  store i16 %last.elt8.elt, ptr addrspace(1) %lastp.repack7, align 4
  %lastp.repack7.repack9 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 22
  %last.elt8.elt10 = extractvalue [2 x i16] %last.elt8, 1
  store i16 %last.elt8.elt10, ptr addrspace(1) %lastp.repack7.repack9, align 2
  %pp = getelementptr inbounds i8, ptr addrspace(1) %o, i64 24
  %pair.elt = extractvalue [2 x i32] %pair.lcssa, 0
  store i32 %pair.elt, ptr addrspace(1) %pp, align 4
  %pp.repack11 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 28
  %pair.elt12 = extractvalue [2 x i32] %pair.lcssa, 1
  store i32 %pair.elt12, ptr addrspace(1) %pp.repack11, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: noinline nounwind optnone
define ptx_kernel void @stage(ptr addrspace(1) noundef %samples, ptr addrspace(1) noundef %out, float noundef %lim) local_unnamed_addr #2 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = sext i32 %tid to i64
  %p = getelementptr inbounds %struct.Sample, ptr addrspace(1) %samples, i64 %idx
  %s = load %struct.Sample, ptr addrspace(1) %p, align 4
  %x = extractvalue %struct.Sample %s, 0
  %k = extractvalue %struct.Sample %s, 1
  %v0 = insertvalue { float, i32 } { float 0.000000e+00, i32 -1 }, float %x, 0
  %v = insertvalue { float, i32 } %v0, i32 %k, 1
  %c = call coldcc { float, i32 } @clamp_pair({ float, i32 } %v, float noundef %lim)
  %cx = extractvalue { float, i32 } %c, 0
  %ck = extractvalue { float, i32 } %c, 1
  %x2 = fmul float %x, 2.000000e+00
  %nx = fneg float %x
  %l0 = insertelement <4 x float> <float poison, float poison, float poison, float 1.000000e+00>, float %x, i32 0
  %l1 = insertelement <4 x float> %l0, float %x2, i32 1
  %l2 = insertelement <4 x float> %l1, float %nx, i32 2
  %m = call ptx_device <4 x i1> @over(<4 x float> %l2, float %lim)
  %mz = zext <4 x i1> %m to <4 x i32>
  %b0 = extractelement <4 x i32> %mz, i32 0
  %b1 = extractelement <4 x i32> %mz, i32 1
  %b2 = extractelement <4 x i32> %mz, i32 2
  %b3 = extractelement <4 x i32> %mz, i32 3
  %s1 = shl i32 %b1, 1
  %s2 = shl i32 %b2, 2
  %s3 = shl i32 %b3, 3
  %o1 = or i32 %b0, %s1
  %o2 = or i32 %o1, %s2
  %bits = or i32 %o2, %s3
  %five = extractvalue { i32, [2 x i32] } { i32 3, [2 x i32] [i32 4, i32 5] }, 1, 1
  %w = insertvalue %struct.Sample %s, float %cx, 0
  %r0 = insertvalue %struct.Out undef, %struct.Sample %w, 0
  %arr0 = insertvalue [3 x i32] zeroinitializer, i32 %ck, 0
  %arr1 = insertvalue [3 x i32] %arr0, i32 %bits, 1
  %arr = insertvalue [3 x i32] %arr1, i32 %five, 2
  %r = insertvalue %struct.Out %r0, [3 x i32] %arr, 1
  %q = getelementptr inbounds %struct.Out, ptr addrspace(1) %out, i64 %idx
  store %struct.Out %r, ptr addrspace(1) %q, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal coldcc { float, i32 } @clamp_pair({ float, i32 } %v, float noundef %lim) unnamed_addr #2 {
entry:
  %x = extractvalue { float, i32 } %v, 0
  %k = extractvalue { float, i32 } %v, 1
  %big = fcmp ogt float %x, %lim
  %k100 = add nsw i32 %k, 100
  %h0 = insertvalue { float, i32 } poison, float %lim, 0
  %h = insertvalue { float, i32 } %h0, i32 %k100, 1
  %r = select i1 %big, { float, i32 } %h, { float, i32 } %v
  %f = freeze { float, i32 } %r
  ret { float, i32 } %f
}

; Function Attrs: noinline nounwind optnone
define internal ptx_device <4 x i1> @over(<4 x float> %v, float %t) unnamed_addr #2 {
entry:
  %ins = insertelement <4 x float> poison, float %t, i32 0
  %splat = shufflevector <4 x float> %ins, <4 x float> poison, <4 x i32> zeroinitializer
  %gt = fcmp ogt <4 x float> %v, %splat
  %f = freeze <4 x i1> %gt
  ret <4 x i1> %f
}

; Function Attrs: noinline nounwind optnone
define ptx_kernel void @isolate(ptr addrspace(1) noundef %out) local_unnamed_addr #2 {
entry:
  %a = alloca %struct.Pad, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = trunc i32 %tid to i8
  store i8 %b, ptr %a, align 8
  %d = sitofp i32 %tid to double
  %d15 = fmul double %d, 1.500000e+00
  %pd = getelementptr inbounds %struct.Pad, ptr %a, i32 0, i32 1
  store double %d15, ptr %pd, align 8
  %r = call fastcc double @scale_own(ptr noundef nonnull byval(%struct.Pad) align 8 %a)
  %b2 = load i8, ptr %a, align 8
  %d2 = load double, ptr %pd, align 8
  %b2d = sitofp i8 %b2 to double
  %idx = sext i32 %tid to i64
  %o = getelementptr inbounds [3 x double], ptr addrspace(1) %out, i64 %idx
  store double %d2, ptr addrspace(1) %o, align 8
  %o1 = getelementptr inbounds double, ptr addrspace(1) %o, i64 1
  store double %r, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr inbounds double, ptr addrspace(1) %o, i64 2
  store double %b2d, ptr addrspace(1) %o2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal fastcc double @scale_own(ptr noundef byval(%struct.Pad) align 8 %p) unnamed_addr #2 {
entry:
  %pd = getelementptr inbounds %struct.Pad, ptr %p, i32 0, i32 1
  %d = load double, ptr %pd, align 8
  %d2 = fmul double %d, 2.000000e+00
  store double %d2, ptr %pd, align 8
  %b = load i8, ptr %p, align 8
  %b1 = add i8 %b, 1
  store i8 %b1, ptr %p, align 8
  %d3 = load double, ptr %pd, align 8
  %b3 = load i8, ptr %p, align 8
  %bd = sitofp i8 %b3 to double
  %r = fadd double %d3, %bd
  ret double %r
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind optnone }
