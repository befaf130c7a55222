; quicksort_stack: quicksort with an explicit stack of ranges.
;
; Each thread sorts int data[32] (Lomuto partition, pivot data[hi]) with a
; local stack `struct Range { int lo, hi; } stack[16]` instead of
; recursion, pushing the larger part first so the smaller is sorted first
; (the stack stays shallow). Writes the sorted data and the deepest stack
; pointer reached to @depth.
; Frame: 128 + 128 = 256 bytes, both live across the whole sort loop,
; both indexed by values computed at run time (i, j, lo, hi, sp).
;
; launch: %quicksort_stack grid=2 block=(32) fuel=4000000
; arg: @in = i32[2048] (i * 7919 + i / 32 * 31) % 211 - 105
; arg: @out = i32[2048] 0
; arg: @depth = i32[64] 0
; arg: 32
; expect: @out == [-105, -100, -92, -87, -79, -74, -66, -61, -53, -48, -40, -35, -27, -22, -14, -9, -1, 7, 12, 20, 25, 33, 38, 46, 51, 59, 64, 72, 77, 85, 90, 98, -98, -93, -85, -77, -72, -64, -59, -51, -46, -38, -33, -25, -20, -12, -7, 1, 6, 14, 19, 27, 35, 40, 48, 53, 61, 66, 74, 79, 87, 92, 100, 105, -104, -96, -91, -83, -78, -70, -65, -57, -49, -44, -36, -31, -23, -18, -10, -5, 3, 8, 16, 21, 29, 34, 42, 47, 55, 63, 68, 76, 81, 89, 94, 102, -102, -94, -89, -81, -76, -68, -63, -55, -50, -42, -37, -29, -21, -16, -8, -3, 5, 10, 18, 23, 31, 36, 44, 49, 57, 62, 70, 75, 83, 91, 96, 104, -100, -92, -87, -79, -74, -66, -61, -53, -48, -40, -35, -27, -22, -14, -9, -1, 7, 12, 20, 25, 33, 38, 46, 51, 59, 64, 72, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -64, -59, -51, -46, -38, -33, -25, -20, -12, -7, 1, 6, 14, 19, 27, 35, 40, 48, 53, 61, 66, 74, 79, 87, 92, 100, 105, -104, -96, -91, -83, -78, -70, -65, -57, -52, -44, -36, -31, -23, -18, -10, -5, 3, 8, 16, 21, 29, 34, 42, 47, 55, 63, 68, 76, 81, 89, 94, 102, -102, -94, -89, -81, -76, -68, -63, -55, -50, -42, -37, -29, -24, -16, -8, -3, 5, 10, 18, 23, 31, 36, 44, 49, 57, 62, 70, 75, 83, 91, 96, 104, -100, -92, -87, -79, -74, -66, -61, -53, -48, -40, -35, -27, -22, -14, -9, -1, 4, 12, 20, 25, 33, 38, 46, 51, 59, 64, 72, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -64, -59, -51, -46, -38, -33, -25, -20, -12, -7, 1, 6, 14, 19, 27, 32, 40, 48, 53, 61, 66, 74, 79, 87, 92, 100, 105, -104, -96, -91, -83, -78, -70, -65, -57, -52, -44, -36, -31, -23, -18, -10, -5, 3, 8, 16, 21, 29, 34, 42, 47, 55, 60, 68, 76, 81, 89, 94, 102, -102, -94, -89, -81, -76, -68, -63, -55, -50, -42, -37, -29, -24, -16, -8, -3, 5, 10, 18, 23, 31, 36, 44, 49, 57, 62, 70, 75, 83, 88, 96, 104, -100, -95, -87, -79, -74, -66, -61, -53, -48, -40, -35, -27, -22, -14, -9, -1, 4, 12, 20, 25, 33, 38, 46, 51, 59, 64, 72, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -67, -59, -51, -46, -38, -33, -25, -20, -12, -7, 1, 6, 14, 19, 27, 32, 40, 48, 53, 61, 66, 74, 79, 87, 92, 100, 105, -104, -96, -91, -83, -78, -70, -65, -57, -52, -44, -39, -31, -23, -18, -10, -5, 3, 8, 16, 21, 29, 34, 42, 47, 55, 60, 68, 76, 81, 89, 94, 102, -102, -94, -89, -81, -76, -68, -63, -55, -50, -42, -37, -29, -24, -16, -11, -3, 5, 10, 18, 23, 31, 36, 44, 49, 57, 62, 70, 75, 83, 88, 96, 104, -100, -95, -87, -79, -74, -66, -61, -53, -48, -40, -35, -27, -22, -14, -9, -1, 4, 12, 17, 25, 33, 38, 46, 51, 59, 64, 72, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -67, -59, -51, -46, -38, -33, -25, -20, -12, -7, 1, 6, 14, 19, 27, 32, 40, 45, 53, 61, 66, 74, 79, 87, 92, 100, 105, -104, -96, -91, -83, -78, -70, -65, -57, -52, -44, -39, -31, -23, -18, -10, -5, 3, 8, 16, 21, 29, 34, 42, 47, 55, 60, 68, 73, 81, 89, 94, 102, -102, -94, -89, -81, -76, -68, -63, -55, -50, -42, -37, -29, -24, -16, -11, -3, 5, 10, 18, 23, 31, 36, 44, 49, 57, 62, 70, 75, 83, 88, 96, 101, -100, -95, -87, -82, -74, -66, -61, -53, -48, -40, -35, -27, -22, -14, -9, -1, 4, 12, 17, 25, 33, 38, 46, 51, 59, 64, 72, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -67, -59, -54, -46, -38, -33, -25, -20, -12, -7, 1, 6, 14, 19, 27, 32, 40, 45, 53, 61, 66, 74, 79, 87, 92, 100, 105, -104, -96, -91, -83, -78, -70, -65, -57, -52, -44, -39, -31, -26, -18, -10, -5, 3, 8, 16, 21, 29, 34, 42, 47, 55, 60, 68, 73, 81, 89, 94, 102, -102, -94, -89, -81, -76, -68, -63, -55, -50, -42, -37, -29, -24, -16, -11, -3, 2, 10, 18, 23, 31, 36, 44, 49, 57, 62, 70, 75, 83, 88, 96, 101, -100, -95, -87, -82, -74, -66, -61, -53, -48, -40, -35, -27, -22, -14, -9, -1, 4, 12, 17, 25, 30, 38, 46, 51, 59, 64, 72, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -67, -59, -54, -46, -38, -33, -25, -20, -12, -7, 1, 6, 14, 19, 27, 32, 40, 45, 53, 58, 66, 74, 79, 87, 92, 100, 105, -104, -96, -91, -83, -78, -70, -65, -57, -52, -44, -39, -31, -26, -18, -10, -5, 3, 8, 16, 21, 29, 34, 42, 47, 55, 60, 68, 73, 81, 86, 94, 102, -102, -97, -89, -81, -76, -68, -63, -55, -50, -42, -37, -29, -24, -16, -11, -3, 2, 10, 18, 23, 31, 36, 44, 49, 57, 62, 70, 75, 83, 88, 96, 101, -100, -95, -87, -82, -74, -69, -61, -53, -48, -40, -35, -27, -22, -14, -9, -1, 4, 12, 17, 25, 30, 38, 46, 51, 59, 64, 72, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -67, -59, -54, -46, -41, -33, -25, -20, -12, -7, 1, 6, 14, 19, 27, 32, 40, 45, 53, 58, 66, 74, 79, 87, 92, 100, 105, -104, -96, -91, -83, -78, -70, -65, -57, -52, -44, -39, -31, -26, -18, -13, -5, 3, 8, 16, 21, 29, 34, 42, 47, 55, 60, 68, 73, 81, 86, 94, 102, -102, -97, -89, -81, -76, -68, -63, -55, -50, -42, -37, -29, -24, -16, -11, -3, 2, 10, 15, 23, 31, 36, 44, 49, 57, 62, 70, 75, 83, 88, 96, 101, -100, -95, -87, -82, -74, -69, -61, -53, -48, -40, -35, -27, -22, -14, -9, -1, 4, 12, 17, 25, 30, 38, 43, 51, 59, 64, 72, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -67, -59, -54, -46, -41, -33, -25, -20, -12, -7, 1, 6, 14, 19, 27, 32, 40, 45, 53, 58, 66, 71, 79, 87, 92, 100, 105, -104, -96, -91, -83, -78, -70, -65, -57, -52, -44, -39, -31, -26, -18, -13, -5, 3, 8, 16, 21, 29, 34, 42, 47, 55, 60, 68, 73, 81, 86, 94, 99, -102, -97, -89, -84, -76, -68, -63, -55, -50, -42, -37, -29, -24, -16, -11, -3, 2, 10, 15, 23, 31, 36, 44, 49, 57, 62, 70, 75, 83, 88, 96, 101, -100, -95, -87, -82, -74, -69, -61, -56, -48, -40, -35, -27, -22, -14, -9, -1, 4, 12, 17, 25, 30, 38, 43, 51, 59, 64, 72, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -67, -59, -54, -46, -41, -33, -28, -20, -12, -7, 1, 6, 14, 19, 27, 32, 40, 45, 53, 58, 66, 71, 79, 87, 92, 100, 105, -104, -96, -91, -83, -78, -70, -65, -57, -52, -44, -39, -31, -26, -18, -13, -5, 0, 8, 16, 21, 29, 34, 42, 47, 55, 60, 68, 73, 81, 86, 94, 99, -102, -97, -89, -84, -76, -68, -63, -55, -50, -42, -37, -29, -24, -16, -11, -3, 2, 10, 15, 23, 28, 36, 44, 49, 57, 62, 70, 75, 83, 88, 96, 101, -100, -95, -87, -82, -74, -69, -61, -56, -48, -40, -35, -27, -22, -14, -9, -1, 4, 12, 17, 25, 30, 38, 43, 51, 56, 64, 72, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -67, -59, -54, -46, -41, -33, -28, -20, -12, -7, 1, 6, 14, 19, 27, 32, 40, 45, 53, 58, 66, 71, 79, 84, 92, 100, 105, -104, -99, -91, -83, -78, -70, -65, -57, -52, -44, -39, -31, -26, -18, -13, -5, 0, 8, 16, 21, 29, 34, 42, 47, 55, 60, 68, 73, 81, 86, 94, 99, -102, -97, -89, -84, -76, -71, -63, -55, -50, -42, -37, -29, -24, -16, -11, -3, 2, 10, 15, 23, 28, 36, 44, 49, 57, 62, 70, 75, 83, 88, 96, 101, -100, -95, -87, -82, -74, -69, -61, -56, -48, -43, -35, -27, -22, -14, -9, -1, 4, 12, 17, 25, 30, 38, 43, 51, 56, 64, 72, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -67, -59, -54, -46, -41, -33, -28, -20, -15, -7, 1, 6, 14, 19, 27, 32, 40, 45, 53, 58, 66, 71, 79, 84, 92, 100, 105, -104, -99, -91, -83, -78, -70, -65, -57, -52, -44, -39, -31, -26, -18, -13, -5, 0, 8, 13, 21, 29, 34, 42, 47, 55, 60, 68, 73, 81, 86, 94, 99, -102, -97, -89, -84, -76, -71, -63, -55, -50, -42, -37, -29, -24, -16, -11, -3, 2, 10, 15, 23, 28, 36, 41, 49, 57, 62, 70, 75, 83, 88, 96, 101, -100, -95, -87, -82, -74, -69, -61, -56, -48, -43, -35, -27, -22, -14, -9, -1, 4, 12, 17, 25, 30, 38, 43, 51, 56, 64, 69, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -67, -59, -54, -46, -41, -33, -28, -20, -15, -7, 1, 6, 14, 19, 27, 32, 40, 45, 53, 58, 66, 71, 79, 84, 92, 97, 105, -104, -99, -91, -86, -78, -70, -65, -57, -52, -44, -39, -31, -26, -18, -13, -5, 0, 8, 13, 21, 29, 34, 42, 47, 55, 60, 68, 73, 81, 86, 94, 99, -102, -97, -89, -84, -76, -71, -63, -58, -50, -42, -37, -29, -24, -16, -11, -3, 2, 10, 15, 23, 28, 36, 41, 49, 57, 62, 70, 75, 83, 88, 96, 101, -100, -95, -87, -82, -74, -69, -61, -56, -48, -43, -35, -30, -22, -14, -9, -1, 4, 12, 17, 25, 30, 38, 43, 51, 56, 64, 69, 77, 85, 90, 98, 103, -98, -93, -85, -80, -72, -67, -59, -54, -46, -41, -33, -28, -20, -15, -7, -2, 6, 14, 19, 27, 32, 40, 45, 53, 58, 66, 71, 79, 84, 92, 97, 105, -104, -99, -91, -86, -78, -70, -65, -57, -52, -44, -39, -31, -26, -18, -13, -5, 0, 8, 13, 21, 26, 34, 42, 47, 55, 60, 68, 73, 81, 86, 94, 99, -102, -97, -89, -84, -76, -71, -63, -58, -50, -42, -37, -29, -24, -16, -11, -3, 2, 10, 15, 23, 28, 36, 41, 49, 54, 62, 70, 75, 83, 88, 96, 101, -100, -95, -87, -82, -74, -69, -61, -56, -48, -43, -35, -30, -22, -14, -9, -1, 4, 12, 17, 25, 30, 38, 43, 51, 56, 64, 69, 77, 82, 90, 98, 103, -101, -93, -85, -80, -72, -67, -59, -54, -46, -41, -33, -28, -20, -15, -7, -2, 6, 14, 19, 27, 32, 40, 45, 53, 58, 66, 71, 79, 84, 92, 97, 105, -104, -99, -91, -86, -78, -73, -65, -57, -52, -44, -39, -31, -26, -18, -13, -5, 0, 8, 13, 21, 26, 34, 42, 47, 55, 60, 68, 73, 81, 86, 94, 99, -102, -97, -89, -84, -76, -71, -63, -58, -50, -45, -37, -29, -24, -16, -11, -3, 2, 10, 15, 23, 28, 36, 41, 49, 54, 62, 70, 75, 83, 88, 96, 101, -100, -95, -87, -82, -74, -69, -61, -56, -48, -43, -35, -30, -22, -17, -9, -1, 4, 12, 17, 25, 30, 38, 43, 51, 56, 64, 69, 77, 82, 90, 98, 103, -101, -93, -85, -80, -72, -67, -59, -54, -46, -41, -33, -28, -20, -15, -7, -2, 6, 11, 19, 27, 32, 40, 45, 53, 58, 66, 71, 79, 84, 92, 97, 105, -104, -99, -91, -86, -78, -73, -65, -57, -52, -44, -39, -31, -26, -18, -13, -5, 0, 8, 13, 21, 26, 34, 39, 47, 55, 60, 68, 73, 81, 86, 94, 99, -102, -97, -89, -84, -76, -71, -63, -58, -50, -45, -37, -29, -24, -16, -11, -3, 2, 10, 15, 23, 28, 36, 41, 49, 54, 62, 67, 75, 83, 88, 96, 101]
; expect: @depth == [4, 4, 4, 3, 4, 3, 3, 3, 4, 4, 4, 4, 2, 4, 3, 3, 4, 4, 3, 4, 3, 3, 3, 4, 4, 3, 4, 2, 4, 3, 3, 4, 4, 3, 4, 3, 3, 4, 4, 4, 3, 3, 2, 4, 3, 3, 4, 4, 3, 4, 3, 3, 4, 4, 4, 3, 3, 4, 4, 3, 3, 4, 4, 3]
; ModuleID = 'src/quicksort_stack.ll'
source_filename = "src/quicksort_stack.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Range = type { i32, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @quicksort_stack(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %out, ptr addrspace(1) noundef writeonly captures(none) %depth, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %data = alloca [32 x i32], align 4
  %stack = alloca [16 x %struct.Range], align 4
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = shl nsw i32 %t, 5
  call void @llvm.lifetime.start.p0(ptr nonnull %data)
  call void @llvm.lifetime.start.p0(ptr nonnull %stack)
  %kc2 = icmp sgt i32 %n, 0
  br i1 %kc2, label %fill.body.preheader, label %init

fill.body.preheader:                              ; preds = %entry
  %xtraiter = and i32 %n, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %fill.body.epil.preheader, label %fill.body.preheader.new

fill.body.preheader.new:                          ; preds = %fill.body.preheader
  %unroll_iter = and i32 %n, 2147483644
  br label %fill.body

fill.body:                                        ; preds = %fill.body, %fill.body.preheader.new
  %k3 = phi i32 [ 0, %fill.body.preheader.new ], [ %k.next.3, %fill.body ]
  %niter = phi i32 [ 0, %fill.body.preheader.new ], [ %niter.next.3, %fill.body ]
  %ki = add nsw i32 %k3, %base
  %ki.ext = sext i32 %ki to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext
  %iv = load i32, ptr addrspace(1) %ip, align 4
  %k.ext = zext nneg i32 %k3 to i64
  %dp = getelementptr inbounds nuw i32, ptr %data, i64 %k.ext
  store i32 %iv, ptr %dp, align 4
  %k.next = or disjoint i32 %k3, 1
  %ki.1 = add nsw i32 %k.next, %base
  %ki.ext.1 = sext i32 %ki.1 to i64
  %ip.1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext.1
  %iv.1 = load i32, ptr addrspace(1) %ip.1, align 4
  %k.ext.1 = zext nneg i32 %k.next to i64
  %dp.1 = getelementptr inbounds nuw i32, ptr %data, i64 %k.ext.1
  store i32 %iv.1, ptr %dp.1, align 4
  %k.next.1 = or disjoint i32 %k3, 2
  %ki.2 = add nsw i32 %k.next.1, %base
  %ki.ext.2 = sext i32 %ki.2 to i64
  %ip.2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext.2
  %iv.2 = load i32, ptr addrspace(1) %ip.2, align 4
  %k.ext.2 = zext nneg i32 %k.next.1 to i64
  %dp.2 = getelementptr inbounds nuw i32, ptr %data, i64 %k.ext.2
  store i32 %iv.2, ptr %dp.2, align 4
  %k.next.2 = or disjoint i32 %k3, 3
  %ki.3 = add nsw i32 %k.next.2, %base
  %ki.ext.3 = sext i32 %ki.3 to i64
  %ip.3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext.3
  %iv.3 = load i32, ptr addrspace(1) %ip.3, align 4
  %k.ext.3 = zext nneg i32 %k.next.2 to i64
  %dp.3 = getelementptr inbounds nuw i32, ptr %data, i64 %k.ext.3
  store i32 %iv.3, ptr %dp.3, align 4
  %k.next.3 = add nuw nsw i32 %k3, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %init.loopexit.unr-lcssa, label %fill.body

init.loopexit.unr-lcssa:                          ; preds = %fill.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %init, label %fill.body.epil.preheader

fill.body.epil.preheader:                         ; preds = %init.loopexit.unr-lcssa, %fill.body.preheader
  %k3.epil.init = phi i32 [ 0, %fill.body.preheader ], [ %k.next.3, %init.loopexit.unr-lcssa ]
  %lcmp.mod19 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod19)
  br label %fill.body.epil

fill.body.epil:                                   ; preds = %fill.body.epil, %fill.body.epil.preheader
  %k3.epil = phi i32 [ %k.next.epil, %fill.body.epil ], [ %k3.epil.init, %fill.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %fill.body.epil ], [ 0, %fill.body.epil.preheader ]
  %ki.epil = add nsw i32 %k3.epil, %base
  %ki.ext.epil = sext i32 %ki.epil to i64
  %ip.epil = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext.epil
  %iv.epil = load i32, ptr addrspace(1) %ip.epil, align 4
  %k.ext.epil = zext nneg i32 %k3.epil to i64
  %dp.epil = getelementptr inbounds nuw i32, ptr %data, i64 %k.ext.epil
  store i32 %iv.epil, ptr %dp.epil, align 4
  %k.next.epil = add nuw nsw i32 %k3.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %init, label %fill.body.epil, !llvm.loop !0

init:                                             ; preds = %init.loopexit.unr-lcssa, %fill.body.epil, %entry
  store i32 0, ptr %stack, align 4
  %nm1 = add nsw i32 %n, -1
  %s0hi = getelementptr inbounds nuw i8, ptr %stack, i64 4
  store i32 %nm1, ptr %s0hi, align 4
  br label %loop.head.outer

loop.head.outer:                                  ; preds = %part.end, %init
  %sp.ph = phi i32 [ %sp2, %part.end ], [ 1, %init ]
  %maxsp.ph = phi i32 [ %maxsp2, %part.end ], [ 1, %init ]
  br label %loop.head

loop.head:                                        ; preds = %loop.head.outer, %pop
  %sp = phi i32 [ %sp1, %pop ], [ %sp.ph, %loop.head.outer ]
  %more = icmp sgt i32 %sp, 0
  br i1 %more, label %pop, label %out.cond.preheader

out.cond.preheader:                               ; preds = %loop.head
  br i1 %kc2, label %out.body.preheader, label %exit

out.body.preheader:                               ; preds = %out.cond.preheader
  %xtraiter24 = and i32 %n, 3
  %1 = icmp ult i32 %n, 4
  br i1 %1, label %out.body.epil.preheader, label %out.body.preheader.new

out.body.preheader.new:                           ; preds = %out.body.preheader
  %unroll_iter28 = and i32 %n, 2147483644
  br label %out.body

pop:                                              ; preds = %loop.head
  %sp1 = add nsw i32 %sp, -1
  %sp1.ext = zext nneg i32 %sp1 to i64
  %lop = getelementptr inbounds nuw %struct.Range, ptr %stack, i64 %sp1.ext
  %lo = load i32, ptr %lop, align 4
  %hip = getelementptr inbounds nuw i8, ptr %lop, i64 4
  %hi = load i32, ptr %hip, align 4
  %empty.not = icmp slt i32 %lo, %hi
  br i1 %empty.not, label %part.init, label %loop.head

part.init:                                        ; preds = %pop
  %hip.le = getelementptr inbounds nuw i8, ptr %lop, i64 4
  %hi.ext = sext i32 %hi to i64
  %php = getelementptr inbounds i32, ptr %data, i64 %hi.ext
  %p = load i32, ptr %php, align 4
  %2 = sub i32 %hi, %lo
  %.neg = add i32 %lo, 1
  %xtraiter22 = and i32 %2, 1
  %lcmp.mod23.not = icmp eq i32 %xtraiter22, 0
  br i1 %lcmp.mod23.not, label %part.body.prol.loopexit, label %part.body.prol

part.body.prol:                                   ; preds = %part.init
  %j.ext.prol = sext i32 %lo to i64
  %djp.prol = getelementptr inbounds i32, ptr %data, i64 %j.ext.prol
  %dj.prol = load i32, ptr %djp.prol, align 4
  %lt.prol = icmp slt i32 %dj.prol, %p
  br i1 %lt.prol, label %swap.prol, label %part.latch.prol

swap.prol:                                        ; preds = %part.body.prol
  %i1.prol = add nsw i32 %lo, 1
  %i.ext.prol = sext i32 %lo to i64
  %dip.prol = getelementptr inbounds i32, ptr %data, i64 %i.ext.prol
  %di.prol = load i32, ptr %dip.prol, align 4
  store i32 %dj.prol, ptr %dip.prol, align 4
  store i32 %di.prol, ptr %djp.prol, align 4
  br label %part.latch.prol

part.latch.prol:                                  ; preds = %swap.prol, %part.body.prol
  %i2.prol = phi i32 [ %lo, %part.body.prol ], [ %i1.prol, %swap.prol ]
  %j.next.prol = add nsw i32 %lo, 1
  br label %part.body.prol.loopexit

part.body.prol.loopexit:                          ; preds = %part.latch.prol, %part.init
  %i2.lcssa.unr = phi i32 [ poison, %part.init ], [ %i2.prol, %part.latch.prol ]
  %i7.unr = phi i32 [ %lo, %part.init ], [ %i2.prol, %part.latch.prol ]
  %j6.unr = phi i32 [ %lo, %part.init ], [ %j.next.prol, %part.latch.prol ]
  %3 = icmp eq i32 %hi, %.neg
  br i1 %3, label %part.end, label %part.body

part.body:                                        ; preds = %part.body.prol.loopexit, %part.latch.1
  %i7 = phi i32 [ %i2.1, %part.latch.1 ], [ %i7.unr, %part.body.prol.loopexit ]
  %j6 = phi i32 [ %j.next.1, %part.latch.1 ], [ %j6.unr, %part.body.prol.loopexit ]
  %j.ext = sext i32 %j6 to i64
  %djp = getelementptr inbounds i32, ptr %data, i64 %j.ext
  %dj = load i32, ptr %djp, align 4
  %lt = icmp slt i32 %dj, %p
  br i1 %lt, label %swap, label %part.latch

swap:                                             ; preds = %part.body
  %i1 = add nsw i32 %i7, 1
  %i.ext = sext i32 %i7 to i64
  %dip = getelementptr inbounds i32, ptr %data, i64 %i.ext
  %di = load i32, ptr %dip, align 4
  store i32 %dj, ptr %dip, align 4
  store i32 %di, ptr %djp, align 4
  br label %part.latch

part.latch:                                       ; preds = %swap, %part.body
  %i2 = phi i32 [ %i7, %part.body ], [ %i1, %swap ]
  %4 = sext i32 %j6 to i64
  %5 = getelementptr i32, ptr %data, i64 %4
  %djp.1 = getelementptr i8, ptr %5, i64 4
  %dj.1 = load i32, ptr %djp.1, align 4
  %lt.1 = icmp slt i32 %dj.1, %p
  br i1 %lt.1, label %swap.1, label %part.latch.1

swap.1:                                           ; preds = %part.latch
  %i1.1 = add nsw i32 %i2, 1
  %i.ext.1 = sext i32 %i2 to i64
  %dip.1 = getelementptr inbounds i32, ptr %data, i64 %i.ext.1
  %di.1 = load i32, ptr %dip.1, align 4
  store i32 %dj.1, ptr %dip.1, align 4
  store i32 %di.1, ptr %djp.1, align 4
  br label %part.latch.1

part.latch.1:                                     ; preds = %swap.1, %part.latch
  %i2.1 = phi i32 [ %i2, %part.latch ], [ %i1.1, %swap.1 ]
  %j.next.1 = add nsw i32 %j6, 2
  %exitcond12.not.1 = icmp eq i32 %j.next.1, %hi
  br i1 %exitcond12.not.1, label %part.end, label %part.body

part.end:                                         ; preds = %part.latch.1, %part.body.prol.loopexit
  %i2.lcssa = phi i32 [ %i2.lcssa.unr, %part.body.prol.loopexit ], [ %i2.1, %part.latch.1 ]
  %he.pre = load i32, ptr %php, align 4
  %ie.ext = sext i32 %i2.lcssa to i64
  %iep = getelementptr inbounds i32, ptr %data, i64 %ie.ext
  %ie = load i32, ptr %iep, align 4
  store i32 %he.pre, ptr %iep, align 4
  store i32 %ie, ptr %php, align 4
  %left = sub nsw i32 %i2.lcssa, %lo
  %right = sub nsw i32 %hi, %i2.lcssa
  %bigleft = icmp sgt i32 %left, %right
  %im1 = add nsw i32 %i2.lcssa, -1
  %ip1 = add nsw i32 %i2.lcssa, 1
  %f.lo = select i1 %bigleft, i32 %lo, i32 %ip1
  %f.hi = select i1 %bigleft, i32 %im1, i32 %hi
  %s.lo = select i1 %bigleft, i32 %ip1, i32 %lo
  %s.hi = select i1 %bigleft, i32 %hi, i32 %im1
  store i32 %f.lo, ptr %lop, align 4
  store i32 %f.hi, ptr %hip.le, align 4
  %sp1p1.ext = zext nneg i32 %sp to i64
  %sp.lo = getelementptr inbounds nuw %struct.Range, ptr %stack, i64 %sp1p1.ext
  store i32 %s.lo, ptr %sp.lo, align 4
  %sp.hi = getelementptr inbounds nuw i8, ptr %sp.lo, i64 4
  store i32 %s.hi, ptr %sp.hi, align 4
  %sp2 = add nuw nsw i32 %sp, 1
  %maxsp2 = tail call i32 @llvm.smax.i32(i32 %maxsp.ph, i32 %sp2)
  br label %loop.head.outer

out.body:                                         ; preds = %out.body, %out.body.preheader.new
  %q9 = phi i32 [ 0, %out.body.preheader.new ], [ %q.next.3, %out.body ]
  %niter29 = phi i32 [ 0, %out.body.preheader.new ], [ %niter29.next.3, %out.body ]
  %q.ext = zext nneg i32 %q9 to i64
  %qp = getelementptr inbounds nuw i32, ptr %data, i64 %q.ext
  %qv = load i32, ptr %qp, align 4
  %oi = add nsw i32 %q9, %base
  %oi.ext = sext i32 %oi to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext
  store i32 %qv, ptr addrspace(1) %op, align 4
  %q.next = or disjoint i32 %q9, 1
  %q.ext.1 = zext nneg i32 %q.next to i64
  %qp.1 = getelementptr inbounds nuw i32, ptr %data, i64 %q.ext.1
  %qv.1 = load i32, ptr %qp.1, align 4
  %oi.1 = add nsw i32 %q.next, %base
  %oi.ext.1 = sext i32 %oi.1 to i64
  %op.1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext.1
  store i32 %qv.1, ptr addrspace(1) %op.1, align 4
  %q.next.1 = or disjoint i32 %q9, 2
  %q.ext.2 = zext nneg i32 %q.next.1 to i64
  %qp.2 = getelementptr inbounds nuw i32, ptr %data, i64 %q.ext.2
  %qv.2 = load i32, ptr %qp.2, align 4
  %oi.2 = add nsw i32 %q.next.1, %base
  %oi.ext.2 = sext i32 %oi.2 to i64
  %op.2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext.2
  store i32 %qv.2, ptr addrspace(1) %op.2, align 4
  %q.next.2 = or disjoint i32 %q9, 3
  %q.ext.3 = zext nneg i32 %q.next.2 to i64
  %qp.3 = getelementptr inbounds nuw i32, ptr %data, i64 %q.ext.3
  %qv.3 = load i32, ptr %qp.3, align 4
  %oi.3 = add nsw i32 %q.next.2, %base
  %oi.ext.3 = sext i32 %oi.3 to i64
  %op.3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext.3
  store i32 %qv.3, ptr addrspace(1) %op.3, align 4
  %q.next.3 = add nuw nsw i32 %q9, 4
  %niter29.next.3 = add i32 %niter29, 4
  %niter29.ncmp.3 = icmp eq i32 %niter29.next.3, %unroll_iter28
  br i1 %niter29.ncmp.3, label %exit.loopexit.unr-lcssa, label %out.body

exit.loopexit.unr-lcssa:                          ; preds = %out.body
  %lcmp.mod26.not = icmp eq i32 %xtraiter24, 0
  br i1 %lcmp.mod26.not, label %exit, label %out.body.epil.preheader

out.body.epil.preheader:                          ; preds = %exit.loopexit.unr-lcssa, %out.body.preheader
  %q9.epil.init = phi i32 [ 0, %out.body.preheader ], [ %q.next.3, %exit.loopexit.unr-lcssa ]
  %lcmp.mod27 = icmp ne i32 %xtraiter24, 0
  tail call void @llvm.assume(i1 %lcmp.mod27)
  br label %out.body.epil

out.body.epil:                                    ; preds = %out.body.epil, %out.body.epil.preheader
  %q9.epil = phi i32 [ %q.next.epil, %out.body.epil ], [ %q9.epil.init, %out.body.epil.preheader ]
  %epil.iter25 = phi i32 [ %epil.iter25.next, %out.body.epil ], [ 0, %out.body.epil.preheader ]
  %q.ext.epil = zext nneg i32 %q9.epil to i64
  %qp.epil = getelementptr inbounds nuw i32, ptr %data, i64 %q.ext.epil
  %qv.epil = load i32, ptr %qp.epil, align 4
  %oi.epil = add nsw i32 %q9.epil, %base
  %oi.ext.epil = sext i32 %oi.epil to i64
  %op.epil = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext.epil
  store i32 %qv.epil, ptr addrspace(1) %op.epil, align 4
  %q.next.epil = add nuw nsw i32 %q9.epil, 1
  %epil.iter25.next = add i32 %epil.iter25, 1
  %epil.iter25.cmp.not = icmp eq i32 %epil.iter25.next, %xtraiter24
  br i1 %epil.iter25.cmp.not, label %exit, label %out.body.epil, !llvm.loop !2

exit:                                             ; preds = %exit.loopexit.unr-lcssa, %out.body.epil, %out.cond.preheader
  %t.ext = sext i32 %t to i64
  %dep = getelementptr inbounds i32, ptr addrspace(1) %depth, i64 %t.ext
  store i32 %maxsp.ph, ptr addrspace(1) %dep, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %stack)
  call void @llvm.lifetime.end.p0(ptr nonnull %data)
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
