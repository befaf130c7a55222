; local_prefix: per-thread local array with dynamic indexing.
;
; Each thread copies its 16-element segment of @in into `int buf[16]`,
; turns it into an inclusive prefix sum in place, then writes
; out[t*16 + k] = buf[(7k + t) % n]. Written clang -O0 style (every scalar
; an alloca); after -O2 the array stays in memory.
; Exercises: alloca of [16 x i32], llvm.lifetime.start/end, addrspacecast
; to addrspace(5) with dynamically indexed local loads/stores, srem,
; loops with runtime trip count, sreg ctaid/ntid/tid.x.
;
; launch: %local_prefix grid=2 block=(32) fuel=1000000
; arg: @in = i32[1024] (i * 37 + 11) % 101 - 50
; arg: @out = i32[1024] -1
; arg: 16
; expect: @out == [-39, 17, -33, 18, -45, -35, -10, -41, -29, -22, -1, -7, -27, -46, -6, -38, 32, 47, -44, 2, -1, 4, -12, 53, 24, 48, 6, -41, 35, -25, 10, 38, 11, -15, 34, -5, 52, 52, -5, 55, -15, 4, 22, 35, 5, 5, 35, 22, -1, 33, -24, -3, 13, 8, 11, -35, 56, -31, 47, 20, -16, 44, -32, 15, -4, -11, 28, 8, 6, -27, 36, -15, 35, 44, -20, 49, -28, -9, 11, 17, 2, 55, -12, 28, 21, 48, 70, 14, 23, 27, 23, -14, 70, -8, 63, 28, -84, -72, -43, -44, -56, -70, -22, -49, -81, -82, -26, -68, -25, -7, -78, -53, 41, 12, 36, -6, -23, 23, -35, -2, 26, 20, 35, -12, -10, 3, -8, -36, -27, -97, -78, -60, -82, -77, -39, -47, -50, -71, -97, -48, -87, -79, -30, -63, 15, 37, 19, 97, 70, 34, 67, 18, 10, 49, 83, 26, 47, 50, 58, 20, -35, -18, 24, -40, 29, -48, -20, -9, -22, -24, 23, 8, -12, -14, -47, 11, 25, 37, 38, 9, -3, 81, 3, 74, 56, 13, 55, -1, 39, 32, 59, 11, -7, 0, -40, 27, -26, 17, 35, -36, 42, -42, -5, -1, -5, -14, -28, 20, -30, -28, -8, -47, -40, -19, -25, -36, -64, 13, -56, 8, -1, -51, -5, -63, -44, -47, -68, -11, -45, -29, -76, -27, -60, -24, 3, -75, 12, -79, -33, -36, -49, -57, -18, -67, -41, -30, -17, -47, -47, -52, -30, -48, -67, 3, -57, 0, 40, 43, 41, 88, 73, 79, 51, 16, 76, 30, 47, 89, 65, 94, 29, 45, -12, 51, 8, 50, -6, -5, 27, -13, 6, 26, 32, 33, 4, -8, 23, -2, 46, 68, 12, 21, 25, 21, 12, 68, 46, 61, 26, -14, 53, 0, 26, 61, 12, -7, 33, 1, 65, 56, 6, 57, -6, 4, 29, -2, 10, 17, 38, 32, -13, -73, -38, -10, -16, -1, -92, -46, -49, -44, -60, 5, -24, -58, -42, -89, -29, -29, 1, -12, -23, -49, 21, -39, 18, 18, -39, 21, -49, -30, -12, 1, -36, 24, -52, -5, -21, 13, -44, -23, -7, -12, -9, -55, 36, -51, 27, -1, -34, -15, 5, 11, -10, -17, 22, 2, -23, -33, 30, -21, 29, 38, -26, 43, 78, 56, 71, 36, 10, 63, -4, 36, 29, 56, 78, 22, 31, 35, 31, -6, -3, 15, -56, -31, -62, -50, -21, -22, -34, -48, -67, -27, -59, -60, -4, -46, 26, 39, 28, 12, 77, 48, 72, 30, 13, 59, 1, 34, 62, 56, 71, 24, -37, -29, 20, -13, 23, -47, -28, -10, -32, -27, 11, 3, -10, -21, -47, 2, 10, 13, 21, -17, -22, 69, -18, 60, 33, -3, 30, -19, -27, 12, 46, -11, -35, -37, -70, -12, -58, -41, 1, -63, 6, -71, -43, -32, -45, -47, -54, -15, 30, 23, 50, 2, 16, 28, 29, 25, -12, 72, -6, 65, 47, 4, 46, -10, 3, -9, -23, 25, -2, 5, -35, 32, -21, 22, 40, -31, 47, -37, 0, 4, 18, -32, 14, -44, -11, -9, 11, -28, -21, -19, -6, -17, -45, 32, -37, 27, 45, -46, -41, -3, -11, -14, -35, 22, -12, 4, -43, 6, -27, 9, 36, -42, -20, 50, -10, 47, -2, -10, 29, -20, 6, 17, 30, 38, 0, -5, 17, -1, 25, 54, -11, 5, 16, 3, 1, 48, 33, 39, 11, -24, 36, -10, 7, 49, -22, -34, -3, -28, -38, 25, -18, 24, -32, -31, 1, -39, -20, -6, 6, 7, 41, -12, 14, 49, 34, 56, -28, 9, 13, 9, 0, 56, 34, 49, 14, -26, 12, 19, 40, 34, 14, -5, 35, 3, 67, 58, 8, 59, -4, 6, 31, 51, -8, -42, -26, -73, 3, -57, -22, 6, -72, 15, -76, -30, -33, -28, -44, 21, -19, 7, 18, 31, 1, 1, 31, 18, 7, -19, 51, -9, 48, 48, -9, 51, 80, -7, 71, 43, 8, 68, -8, 39, 23, 57, 86, 21, 37, 32, 35, -11, -14, -5, -69, -37, -77, -58, -38, -32, -53, -60, -21, -41, -66, -76, -13, -64, 2, 6, 2, -35, 49, 27, 42, 7, -19, 34, -33, 7, 42, 27, 49, -7, -74, -75, -19, -61, -18, -81, -71, -46, -77, -65, -36, -37, -49, -63, -82, -42, 61, 55, 70, 23, 25, 38, 27, 11, 76, 47, 71, 29, 12, 58, -2, 33, 3, -8, -34, 15, -24, -16, 33, -24, 36, -34, -15, 3, -19, -14, 24, 16, 55, 39, 73, 16, 37, 40, 48, 10, 5, 96, 9, 87, 60, 24, 57, 8, -4, -6, -13, 26, 6, 4, -29, 29, -17, 33, 42, -22, 47, -30, -2, 9, 1, -42, 11, -56, -16, -23, 4, -44, -30, -18, -17, -21, -58, 26, -52, 19, 15, -69, -32, -28, -29, -41, -55, -7, -34, -27, -67, -11, -53, -10, 8, -63, -63, 14, -55, 9, -33, -50, -4, -62, -29, -27, -7, -46, -39, -37, -24, -35, -31, 5, 32, -46, 41, -50, -45, -7, -15, -18, -39, 18, -16, -55, -47, 2, 10, 5, 27, 9, -10, 60, 24, 57, 8, 0, 39, -10, 16, 27, 40, 48, 60, 14, 31, 73, 49, 78, 13, 29, 40, 27, 25, 72, 57, 63, 35, 2, 18, 32, 44, 45, 16, 4, 35, 10, 81, 63, 20, 62, 6, 7, 39, -1, -15, -42, -35, -75, -8, -61, -35, 0, -15, 7, -77, -40, -36, -40, -49, 7, -39, -29, -4, 16, -23, -16, 5, -1, -21, -40, 37, -32, 32, 23, -27, 24, -54, -49, -65, -86, -29, -63, -47, -94, -18, -78, -43, -15, -93, -6, -97, -51, 41, 41, -16, 44, -26, 0, 11, 24, -6, -6, 24, 11, -7, -26, 44, -16, 44, 39, 42, -4, 87, 72, 78, 50, 15, 75, -1, 46, 30, 64, 93, 28, -45, -55, 8, -43, 7, 16, -48, -16, -56, -37, -17, -11, -32, -39, -51, -20, 77, 62, 84, 28, 37, 41, 37, 28, 84, 62, 77, 42, 16, 69, 2, 42, 6, -14, -33, 7, -25, -26, 30, -12, 31, -32, -22, 3, -28, -16, 13, 12]

; ModuleID = 'src/local_prefix.ll'
source_filename = "src/local_prefix.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @local_prefix(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %buf = alloca [16 x i32], align 4
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %add = add i32 %mul, %tid
  call void @llvm.lifetime.start.p0(ptr nonnull %buf)
  %buf.local = addrspacecast ptr %buf to ptr addrspace(5)
  %cmp010 = icmp sgt i32 %n, 0
  br i1 %cmp010, label %fill.body.lr.ph, label %scan.cond.preheader

fill.body.lr.ph:                                  ; preds = %entry
  %base0 = shl nsw i32 %add, 4
  %xtraiter = and i32 %n, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %fill.body.epil.preheader, label %fill.body.lr.ph.new

fill.body.lr.ph.new:                              ; preds = %fill.body.lr.ph
  %unroll_iter = and i32 %n, 2147483644
  br label %fill.body

scan.cond.preheader.loopexit.unr-lcssa:           ; preds = %fill.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %scan.cond.preheader, label %fill.body.epil.preheader

fill.body.epil.preheader:                         ; preds = %scan.cond.preheader.loopexit.unr-lcssa, %fill.body.lr.ph
  %k.011.epil.init = phi i32 [ 0, %fill.body.lr.ph ], [ %k2.3, %scan.cond.preheader.loopexit.unr-lcssa ]
  %lcmp.mod18 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod18)
  br label %fill.body.epil

fill.body.epil:                                   ; preds = %fill.body.epil, %fill.body.epil.preheader
  %k.011.epil = phi i32 [ %k.011.epil.init, %fill.body.epil.preheader ], [ %k2.epil, %fill.body.epil ]
  %epil.iter = phi i32 [ 0, %fill.body.epil.preheader ], [ %epil.iter.next, %fill.body.epil ]
  %idx0.epil = add nsw i32 %k.011.epil, %base0
  %idx0.ext.epil = sext i32 %idx0.epil to i64
  %src.epil = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx0.ext.epil
  %v0.epil = load i32, ptr addrspace(1) %src.epil, align 4
  %k1.ext.epil = zext nneg i32 %k.011.epil to i64
  %dst0.epil = getelementptr inbounds nuw i32, ptr addrspace(5) %buf.local, i64 %k1.ext.epil
  store i32 %v0.epil, ptr addrspace(5) %dst0.epil, align 4
  %k2.epil = add nuw nsw i32 %k.011.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %scan.cond.preheader, label %fill.body.epil, !llvm.loop !0

scan.cond.preheader:                              ; preds = %scan.cond.preheader.loopexit.unr-lcssa, %fill.body.epil, %entry
  %cmp112 = icmp sgt i32 %n, 1
  br i1 %cmp112, label %scan.body.preheader, label %out.cond.preheader

scan.body.preheader:                              ; preds = %scan.cond.preheader
  %load_initial = load i32, ptr addrspace(5) %buf.local, align 4
  %1 = add nsw i32 %n, -1
  %2 = add nsw i32 %n, -2
  %xtraiter19 = and i32 %1, 3
  %3 = icmp ult i32 %2, 3
  br i1 %3, label %scan.body.epil.preheader, label %scan.body.preheader.new

scan.body.preheader.new:                          ; preds = %scan.body.preheader
  %unroll_iter23 = and i32 %1, -4
  br label %scan.body

fill.body:                                        ; preds = %fill.body, %fill.body.lr.ph.new
  %k.011 = phi i32 [ 0, %fill.body.lr.ph.new ], [ %k2.3, %fill.body ]
  %niter = phi i32 [ 0, %fill.body.lr.ph.new ], [ %niter.next.3, %fill.body ]
  %idx0 = add nsw i32 %k.011, %base0
  %idx0.ext = sext i32 %idx0 to i64
  %src = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx0.ext
  %v0 = load i32, ptr addrspace(1) %src, align 4
  %k1.ext = zext nneg i32 %k.011 to i64
  %dst0 = getelementptr inbounds nuw i32, ptr addrspace(5) %buf.local, i64 %k1.ext
  store i32 %v0, ptr addrspace(5) %dst0, align 4
  %k2 = or disjoint i32 %k.011, 1
  %idx0.1 = add nsw i32 %k2, %base0
  %idx0.ext.1 = sext i32 %idx0.1 to i64
  %src.1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx0.ext.1
  %v0.1 = load i32, ptr addrspace(1) %src.1, align 4
  %k1.ext.1 = zext nneg i32 %k2 to i64
  %dst0.1 = getelementptr inbounds nuw i32, ptr addrspace(5) %buf.local, i64 %k1.ext.1
  store i32 %v0.1, ptr addrspace(5) %dst0.1, align 4
  %k2.1 = or disjoint i32 %k.011, 2
  %idx0.2 = add nsw i32 %k2.1, %base0
  %idx0.ext.2 = sext i32 %idx0.2 to i64
  %src.2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx0.ext.2
  %v0.2 = load i32, ptr addrspace(1) %src.2, align 4
  %k1.ext.2 = zext nneg i32 %k2.1 to i64
  %dst0.2 = getelementptr inbounds nuw i32, ptr addrspace(5) %buf.local, i64 %k1.ext.2
  store i32 %v0.2, ptr addrspace(5) %dst0.2, align 4
  %k2.2 = or disjoint i32 %k.011, 3
  %idx0.3 = add nsw i32 %k2.2, %base0
  %idx0.ext.3 = sext i32 %idx0.3 to i64
  %src.3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx0.ext.3
  %v0.3 = load i32, ptr addrspace(1) %src.3, align 4
  %k1.ext.3 = zext nneg i32 %k2.2 to i64
  %dst0.3 = getelementptr inbounds nuw i32, ptr addrspace(5) %buf.local, i64 %k1.ext.3
  store i32 %v0.3, ptr addrspace(5) %dst0.3, align 4
  %k2.3 = add nuw nsw i32 %k.011, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %scan.cond.preheader.loopexit.unr-lcssa, label %fill.body

out.cond.preheader.loopexit.unr-lcssa:            ; preds = %scan.body
  %lcmp.mod21.not = icmp eq i32 %xtraiter19, 0
  br i1 %lcmp.mod21.not, label %out.cond.preheader, label %scan.body.epil.preheader

scan.body.epil.preheader:                         ; preds = %out.cond.preheader.loopexit.unr-lcssa, %scan.body.preheader
  %store_forwarded.epil.init = phi i32 [ %load_initial, %scan.body.preheader ], [ %sum.3, %out.cond.preheader.loopexit.unr-lcssa ]
  %k.113.epil.init = phi i32 [ 1, %scan.body.preheader ], [ %k5.3, %out.cond.preheader.loopexit.unr-lcssa ]
  %lcmp.mod22 = icmp ne i32 %xtraiter19, 0
  tail call void @llvm.assume(i1 %lcmp.mod22)
  br label %scan.body.epil

scan.body.epil:                                   ; preds = %scan.body.epil, %scan.body.epil.preheader
  %store_forwarded.epil = phi i32 [ %store_forwarded.epil.init, %scan.body.epil.preheader ], [ %sum.epil, %scan.body.epil ]
  %k.113.epil = phi i32 [ %k.113.epil.init, %scan.body.epil.preheader ], [ %k5.epil, %scan.body.epil ]
  %epil.iter20 = phi i32 [ 0, %scan.body.epil.preheader ], [ %epil.iter20.next, %scan.body.epil ]
  %4 = zext nneg i32 %k.113.epil to i64
  %5 = getelementptr i32, ptr addrspace(5) %buf.local, i64 %4
  %cur.epil = load i32, ptr addrspace(5) %5, align 4
  %sum.epil = add nsw i32 %cur.epil, %store_forwarded.epil
  store i32 %sum.epil, ptr addrspace(5) %5, align 4
  %k5.epil = add nuw nsw i32 %k.113.epil, 1
  %epil.iter20.next = add i32 %epil.iter20, 1
  %epil.iter20.cmp.not = icmp eq i32 %epil.iter20.next, %xtraiter19
  br i1 %epil.iter20.cmp.not, label %out.cond.preheader, label %scan.body.epil, !llvm.loop !2

out.cond.preheader:                               ; preds = %out.cond.preheader.loopexit.unr-lcssa, %scan.body.epil, %scan.cond.preheader
  br i1 %cmp010, label %out.body.lr.ph, label %out.end

out.body.lr.ph:                                   ; preds = %out.cond.preheader
  %base1 = shl nsw i32 %add, 4
  %xtraiter25 = and i32 %n, 1
  %6 = icmp eq i32 %n, 1
  br i1 %6, label %out.body.epil.preheader, label %out.body.lr.ph.new

out.body.lr.ph.new:                               ; preds = %out.body.lr.ph
  %unroll_iter29 = and i32 %n, 2147483646
  br label %out.body

scan.body:                                        ; preds = %scan.body, %scan.body.preheader.new
  %store_forwarded = phi i32 [ %load_initial, %scan.body.preheader.new ], [ %sum.3, %scan.body ]
  %k.113 = phi i32 [ 1, %scan.body.preheader.new ], [ %k5.3, %scan.body ]
  %niter24 = phi i32 [ 0, %scan.body.preheader.new ], [ %niter24.next.3, %scan.body ]
  %7 = zext nneg i32 %k.113 to i64
  %8 = getelementptr i32, ptr addrspace(5) %buf.local, i64 %7
  %cur = load i32, ptr addrspace(5) %8, align 4
  %sum = add nsw i32 %cur, %store_forwarded
  store i32 %sum, ptr addrspace(5) %8, align 4
  %9 = zext nneg i32 %k.113 to i64
  %10 = getelementptr i32, ptr addrspace(5) %buf.local, i64 %9
  %11 = getelementptr i8, ptr addrspace(5) %10, i64 4
  %cur.1 = load i32, ptr addrspace(5) %11, align 4
  %sum.1 = add nsw i32 %cur.1, %sum
  store i32 %sum.1, ptr addrspace(5) %11, align 4
  %12 = zext nneg i32 %k.113 to i64
  %13 = getelementptr i32, ptr addrspace(5) %buf.local, i64 %12
  %14 = getelementptr i8, ptr addrspace(5) %13, i64 8
  %cur.2 = load i32, ptr addrspace(5) %14, align 4
  %sum.2 = add nsw i32 %cur.2, %sum.1
  store i32 %sum.2, ptr addrspace(5) %14, align 4
  %15 = zext nneg i32 %k.113 to i64
  %16 = getelementptr i32, ptr addrspace(5) %buf.local, i64 %15
  %17 = getelementptr i8, ptr addrspace(5) %16, i64 12
  %cur.3 = load i32, ptr addrspace(5) %17, align 4
  %sum.3 = add nsw i32 %cur.3, %sum.2
  store i32 %sum.3, ptr addrspace(5) %17, align 4
  %k5.3 = add nuw nsw i32 %k.113, 4
  %niter24.next.3 = add nuw i32 %niter24, 4
  %niter24.ncmp.3 = icmp eq i32 %niter24.next.3, %unroll_iter23
  br i1 %niter24.ncmp.3, label %out.cond.preheader.loopexit.unr-lcssa, label %scan.body

out.body:                                         ; preds = %out.body, %out.body.lr.ph.new
  %k.215 = phi i32 [ 0, %out.body.lr.ph.new ], [ %k8.1, %out.body ]
  %niter30 = phi i32 [ 0, %out.body.lr.ph.new ], [ %niter30.next.1, %out.body ]
  %mul7 = mul nuw nsw i32 %k.215, 7
  %sel0 = add nsw i32 %mul7, %add
  %sel = srem i32 %sel0, %n
  %sel.ext = sext i32 %sel to i64
  %g.p = getelementptr inbounds i32, ptr addrspace(5) %buf.local, i64 %sel.ext
  %g = load i32, ptr addrspace(5) %g.p, align 4
  %idx1 = add nsw i32 %k.215, %base1
  %idx1.ext = sext i32 %idx1 to i64
  %dst1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx1.ext
  store i32 %g, ptr addrspace(1) %dst1, align 4
  %k8 = or disjoint i32 %k.215, 1
  %mul7.1 = mul nuw nsw i32 %k8, 7
  %sel0.1 = add nsw i32 %mul7.1, %add
  %sel.1 = srem i32 %sel0.1, %n
  %sel.ext.1 = sext i32 %sel.1 to i64
  %g.p.1 = getelementptr inbounds i32, ptr addrspace(5) %buf.local, i64 %sel.ext.1
  %g.1 = load i32, ptr addrspace(5) %g.p.1, align 4
  %idx1.1 = add nsw i32 %k8, %base1
  %idx1.ext.1 = sext i32 %idx1.1 to i64
  %dst1.1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx1.ext.1
  store i32 %g.1, ptr addrspace(1) %dst1.1, align 4
  %k8.1 = add nuw nsw i32 %k.215, 2
  %niter30.next.1 = add i32 %niter30, 2
  %niter30.ncmp.1 = icmp eq i32 %niter30.next.1, %unroll_iter29
  br i1 %niter30.ncmp.1, label %out.end.loopexit.unr-lcssa, label %out.body

out.end.loopexit.unr-lcssa:                       ; preds = %out.body
  %lcmp.mod27.not = icmp eq i32 %xtraiter25, 0
  br i1 %lcmp.mod27.not, label %out.end, label %out.body.epil.preheader

out.body.epil.preheader:                          ; preds = %out.end.loopexit.unr-lcssa, %out.body.lr.ph
  %k.215.epil.init = phi i32 [ 0, %out.body.lr.ph ], [ %k8.1, %out.end.loopexit.unr-lcssa ]
  %lcmp.mod28 = icmp ne i32 %xtraiter25, 0
  tail call void @llvm.assume(i1 %lcmp.mod28)
  %mul7.epil = mul nuw nsw i32 %k.215.epil.init, 7
  %sel0.epil = add nsw i32 %mul7.epil, %add
  %sel.epil = srem i32 %sel0.epil, %n
  %sel.ext.epil = sext i32 %sel.epil to i64
  %g.p.epil = getelementptr inbounds i32, ptr addrspace(5) %buf.local, i64 %sel.ext.epil
  %g.epil = load i32, ptr addrspace(5) %g.p.epil, align 4
  %idx1.epil = add nsw i32 %k.215.epil.init, %base1
  %idx1.ext.epil = sext i32 %idx1.epil to i64
  %dst1.epil = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx1.ext.epil
  store i32 %g.epil, ptr addrspace(1) %dst1.epil, align 4
  br label %out.end

out.end:                                          ; preds = %out.body.epil.preheader, %out.end.loopexit.unr-lcssa, %out.cond.preheader
  call void @llvm.lifetime.end.p0(ptr nonnull %buf)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
