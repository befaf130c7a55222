; escape_calls: escaping slots (addresses passed to calls and stored).
;
; The kernel passes the generic addresses of int a[24] and b[24] to the
; non-inlined @fill, stores them into two local `struct View { int *data;
; int len; int stride; }` (16 bytes, align 8) and passes the structs'
; addresses to the non-inlined @dot_view, which reads the arrays through
; the stored pointers with dynamic indices. Between the two dot products
; the kernel overwrites a[t % n].
; Frame: 96 + 96 + 16 + 16 = 224 bytes in the kernel, all escaping, so
; all live at once; the device functions have no locals. A frame analysis
; must see that the calls read and write the arrays.
;
; launch: %escape_calls grid=2 block=(32) fuel=2000000
; arg: @in = i32[64] (i * 13 + 5) % 41 - 20
; arg: @out = i32[128] 0
; arg: 24
; expect: @out == [-446888, -554970, -152184, -227072, 132984, 112872, -633428, -524812, -400500, -335825, 547356, 652792, -1064256, -1035382, -313856, -149072, 184608, 222808, 1817312, 1552016, -618972, -440901, 727228, 539956, 2317932, 1897137, -1400744, -1051512, 1112872, 924984, 2888280, 2691192, -2135124, -2206393, 1205964, 1065616, 2880740, 3091929, -3548864, -3404152, -1461760, -1375176, 2880272, 3073672, -4405980, -4659757, -1843364, -2057348, 2602572, 2780361, -5296040, -6045552, -2090584, -2100120, 2022456, 2492080, -5814772, -5734425, -1136884, -1171112, 1296324, 559961, 5890092, 5671244, -2572688, -2343464, 2403344, 2183968, 6029712, 4811150, -3736308, -3206348, 2475276, 2183241, 6818380, 6127744, -6506984, -5427208, 2732744, 2356536, 6793032, 6233418, -6876676, -6813520, -2939932, -2750431, 5758844, 4711652, -8488016, -8106696, -3417824, -3653096, 3855840, 3926446, -9129044, -9825860, -1847828, -2345759, 1650652, 1761000, 9697428, 11057687, -3015352, -3834576, 3675176, 2815994, 10302152, 9864216, -5129212, -6414879, 4300124, 3717452, 11866348, 8880155, -9469088, -7921648, 4107360, 3219422, 10237536, 8529416, -10262164, -9526431, -4208900, -3676384, 9284916, 7093191, -12231592, -10962280]
; ModuleID = 'src/escape_calls.ll'
source_filename = "src/escape_calls.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.View = type { ptr, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define void @fill(ptr noundef writeonly captures(none) %p, i32 noundef %n, i32 noundef %seed) local_unnamed_addr #0 {
entry:
  %c1 = icmp sgt i32 %n, 0
  br i1 %c1, label %body.preheader, label %exit

body.preheader:                                   ; preds = %entry
  %xtraiter = and i32 %n, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %body.epil.preheader, label %body.preheader.new

body.preheader.new:                               ; preds = %body.preheader
  %unroll_iter = and i32 %n, 2147483644
  br label %body

body:                                             ; preds = %body, %body.preheader.new
  %k2 = phi i32 [ 0, %body.preheader.new ], [ %k1.3, %body ]
  %niter = phi i32 [ 0, %body.preheader.new ], [ %niter.next.3, %body ]
  %k1 = or disjoint i32 %k2, 1
  %m = mul nsw i32 %k1, %seed
  %k7 = mul nuw nsw i32 %k2, 7
  %x = xor i32 %m, %k7
  %k.ext = zext nneg i32 %k2 to i64
  %q = getelementptr inbounds nuw i32, ptr %p, i64 %k.ext
  store i32 %x, ptr %q, align 4
  %k1.1 = or disjoint i32 %k2, 2
  %m.1 = mul nsw i32 %k1.1, %seed
  %k7.1 = mul nuw nsw i32 %k1, 7
  %x.1 = xor i32 %m.1, %k7.1
  %k.ext.1 = zext nneg i32 %k1 to i64
  %q.1 = getelementptr inbounds nuw i32, ptr %p, i64 %k.ext.1
  store i32 %x.1, ptr %q.1, align 4
  %k1.2 = or disjoint i32 %k2, 3
  %m.2 = mul nsw i32 %k1.2, %seed
  %k7.2 = mul nuw nsw i32 %k1.1, 7
  %x.2 = xor i32 %m.2, %k7.2
  %k.ext.2 = zext nneg i32 %k1.1 to i64
  %q.2 = getelementptr inbounds nuw i32, ptr %p, i64 %k.ext.2
  store i32 %x.2, ptr %q.2, align 4
  %k1.3 = add nuw nsw i32 %k2, 4
  %m.3 = mul nsw i32 %k1.3, %seed
  %k7.3 = mul nuw nsw i32 %k1.2, 7
  %x.3 = xor i32 %m.3, %k7.3
  %k.ext.3 = zext nneg i32 %k1.2 to i64
  %q.3 = getelementptr inbounds nuw i32, ptr %p, i64 %k.ext.3
  store i32 %x.3, ptr %q.3, align 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %exit.loopexit.unr-lcssa, label %body

exit.loopexit.unr-lcssa:                          ; preds = %body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %exit, label %body.epil.preheader

body.epil.preheader:                              ; preds = %exit.loopexit.unr-lcssa, %body.preheader
  %k2.epil.init = phi i32 [ 0, %body.preheader ], [ %k1.3, %exit.loopexit.unr-lcssa ]
  %lcmp.mod3 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod3)
  br label %body.epil

body.epil:                                        ; preds = %body.epil, %body.epil.preheader
  %k2.epil = phi i32 [ %k1.epil, %body.epil ], [ %k2.epil.init, %body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %body.epil ], [ 0, %body.epil.preheader ]
  %k1.epil = add nuw nsw i32 %k2.epil, 1
  %m.epil = mul nsw i32 %k1.epil, %seed
  %k7.epil = mul nuw nsw i32 %k2.epil, 7
  %x.epil = xor i32 %m.epil, %k7.epil
  %k.ext.epil = zext nneg i32 %k2.epil to i64
  %q.epil = getelementptr inbounds nuw i32, ptr %p, i64 %k.ext.epil
  store i32 %x.epil, ptr %q.epil, align 4
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %exit, label %body.epil, !llvm.loop !0

exit:                                             ; preds = %exit.loopexit.unr-lcssa, %body.epil, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define i32 @dot_view(ptr noundef readonly captures(none) %u, ptr noundef readonly captures(none) %w, i32 noundef %t) local_unnamed_addr #1 {
entry:
  %u.len.p = getelementptr inbounds nuw i8, ptr %u, i64 8
  %ulen = load i32, ptr %u.len.p, align 8
  %c1 = icmp sgt i32 %ulen, 0
  br i1 %c1, label %body.lr.ph, label %exit

body.lr.ph:                                       ; preds = %entry
  %udata = load ptr, ptr %u, align 8
  %u.stride.p = getelementptr inbounds nuw i8, ptr %u, i64 12
  %ustride = load i32, ptr %u.stride.p, align 4
  %wdata = load ptr, ptr %w, align 8
  %w.len.p = getelementptr inbounds nuw i8, ptr %w, i64 8
  %wlen = load i32, ptr %w.len.p, align 8
  br label %body

body:                                             ; preds = %body.lr.ph, %body
  %s3 = phi i32 [ 0, %body.lr.ph ], [ %s.next, %body ]
  %k2 = phi i32 [ 0, %body.lr.ph ], [ %k.next, %body ]
  %m = mul nsw i32 %ustride, %k2
  %j = add nsw i32 %m, %t
  %r = srem i32 %j, %ulen
  %r.ext = sext i32 %r to i64
  %up = getelementptr inbounds i32, ptr %udata, i64 %r.ext
  %uv = load i32, ptr %up, align 4
  %rw = srem i32 %k2, %wlen
  %rw.ext = zext nneg i32 %rw to i64
  %wp = getelementptr inbounds nuw i32, ptr %wdata, i64 %rw.ext
  %wv = load i32, ptr %wp, align 4
  %x = mul nsw i32 %wv, %uv
  %s.next = add nsw i32 %x, %s3
  %k.next = add nuw nsw i32 %k2, 1
  %exitcond.not = icmp eq i32 %k.next, %ulen
  br i1 %exitcond.not, label %exit, label %body

exit:                                             ; preds = %body, %entry
  %s.lcssa = phi i32 [ 0, %entry ], [ %s.next, %body ]
  ret i32 %s.lcssa
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define ptx_kernel void @escape_calls(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %a = alloca [24 x i32], align 4
  %b = alloca [24 x i32], align 4
  %va = alloca %struct.View, align 8
  %vb = alloca %struct.View, align 8
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  call void @llvm.lifetime.start.p0(ptr nonnull %a)
  call void @llvm.lifetime.start.p0(ptr nonnull %b)
  call void @llvm.lifetime.start.p0(ptr nonnull %va)
  call void @llvm.lifetime.start.p0(ptr nonnull %vb)
  %t.ext = sext i32 %t to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %t.ext
  %seed = load i32, ptr addrspace(1) %ip, align 4
  call void @fill(ptr noundef nonnull %a, i32 noundef %n, i32 noundef %seed)
  %t3 = mul nsw i32 %t, 3
  %seed2 = add nsw i32 %t3, 1
  call void @fill(ptr noundef nonnull %b, i32 noundef %n, i32 noundef %seed2)
  store ptr %a, ptr %va, align 8
  %va.len = getelementptr inbounds nuw i8, ptr %va, i64 8
  store i32 %n, ptr %va.len, align 8
  %va.stride = getelementptr inbounds nuw i8, ptr %va, i64 12
  store i32 5, ptr %va.stride, align 4
  store ptr %b, ptr %vb, align 8
  %vb.len = getelementptr inbounds nuw i8, ptr %vb, i64 8
  store i32 %n, ptr %vb.len, align 8
  %vb.stride = getelementptr inbounds nuw i8, ptr %vb, i64 12
  store i32 1, ptr %vb.stride, align 4
  %d0 = call i32 @dot_view(ptr noundef nonnull %va, ptr noundef nonnull %vb, i32 noundef %t)
  %o0 = shl nsw i32 %t, 1
  %o0.ext = sext i32 %o0 to i64
  %op0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o0.ext
  store i32 %d0, ptr addrspace(1) %op0, align 4
  %tm = srem i32 %t, %n
  %tm.ext = sext i32 %tm to i64
  %ap = getelementptr inbounds i32, ptr %a, i64 %tm.ext
  store i32 -1, ptr %ap, align 4
  %d1 = call i32 @dot_view(ptr noundef nonnull %vb, ptr noundef nonnull %va, i32 noundef %t)
  %op1 = getelementptr i8, ptr addrspace(1) %op0, i64 4
  store i32 %d1, ptr addrspace(1) %op1, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %vb)
  call void @llvm.lifetime.end.p0(ptr nonnull %va)
  call void @llvm.lifetime.end.p0(ptr nonnull %b)
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "target-cpu"="sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "target-cpu"="sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
