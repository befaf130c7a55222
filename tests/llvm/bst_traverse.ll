; bst_traverse: range queries on a binary search tree, explicit stack.
;
; @tree holds 31 nodes { key, left, right, value } (children as indices,
; -1 for none; keys (37k) % 101 inserted in order k = 1..31, value =
; 3 key - 50). Thread g counts and sums the values of the keys in
; [lo[g], hi[g]) by a depth-first walk with a stack in a local array,
; classifying each node (left of, inside, right of the range) and
; dispatching with a switch whose default is unreachable.
; Exercises: GEPs to fields of %struct.Node in global memory, switch,
; unreachable, six-input phis, select chains, icmp slt/sge/sgt, local
; [32 x i32] stack with data-dependent indices.
;
; launch: %bst_traverse grid=2 block=(32) fuel=1000000
; arg: @tree = i32[124] [37, 2, 1, 61, 74, 3, 4, 172, 10, 10, 5, -20, 47, 11, 6, 91, 84, 12, 7, 202, 20, 13, 8, 10, 57, 14, 9, 121, 94, 15, 18, 232, 30, 16, 19, 40, 67, 17, 20, 151, 3, -1, 21, -41, 40, -1, 22, 70, 77, -1, 23, 181, 13, -1, 24, -11, 50, -1, 25, 100, 87, -1, 26, 211, 23, -1, 27, 19, 60, -1, 28, 130, 97, -1, 29, 241, 33, -1, 30, 49, 70, -1, -1, 160, 6, -1, -1, -32, 43, -1, -1, 79, 80, -1, -1, 190, 16, -1, -1, -2, 53, -1, -1, 109, 90, -1, -1, 220, 26, -1, -1, 28, 63, -1, -1, 139, 100, -1, -1, 250, 36, -1, -1, 58]
; arg: @lo = i32[64] (i * 13) % 100 - 5
; arg: @hi = i32[64] (i * 13) % 100 - 5 + (i % 7) * 9 + 1
; arg: @count = i32[64] -1
; arg: @sum = i32[64] -1
; expect: @count == [0, 3, 6, 9, 11, 13, 9, 0, 2, 6, 9, 11, 13, 11, 1, 3, 6, 10, 12, 14, 14, 0, 3, 3, 8, 12, 15, 17, 0, 3, 5, 7, 12, 14, 17, 1, 3, 6, 4, 12, 15, 17, 0, 3, 6, 7, 3, 15, 17, 0, 3, 5, 8, 6, 13, 18, 1, 4, 6, 8, 8, 4, 17, 0]
; expect: @sum == [0, -33, 255, 819, 1544, 2479, 1899, 0, -73, 84, 576, 1322, 2218, 2210, 181, 693, -96, 412, 1047, 2036, 2600, 0, 633, 723, 113, 714, 1671, 2900, 0, 543, 1154, -77, 492, 1226, 2387, 100, 450, 1236, 943, 159, 963, 1901, 0, 390, 1056, 1546, 723, 540, 1415, 0, 300, 752, 1649, 1356, 229, 1071, 19, 268, 750, 1406, 1727, 943, 608, 0]

; ModuleID = 'src/bst_traverse.ll'
source_filename = "src/bst_traverse.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Node = type { i32, i32, i32, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @bst_traverse(ptr addrspace(1) noundef readonly captures(none) %tree, ptr addrspace(1) noundef readonly captures(none) %lo, ptr addrspace(1) noundef readonly captures(none) %hi, ptr addrspace(1) noundef writeonly captures(none) %count, ptr addrspace(1) noundef writeonly captures(none) %sum) local_unnamed_addr #0 {
entry:
  %stack = alloca [32 x i32], align 4
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = sext i32 %g to i64
  %lop = getelementptr inbounds i32, ptr addrspace(1) %lo, i64 %g.e
  %lov = load i32, ptr addrspace(1) %lop, align 4
  %hip = getelementptr inbounds i32, ptr addrspace(1) %hi, i64 %g.e
  %hiv = load i32, ptr addrspace(1) %hip, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %stack)
  store i32 0, ptr %stack, align 4
  br label %pop

pop:                                              ; preds = %entry, %next
  %s5 = phi i32 [ 0, %entry ], [ %s.out, %next ]
  %n4 = phi i32 [ 0, %entry ], [ %n.out, %next ]
  %sp3 = phi i32 [ 1, %entry ], [ %sp.out, %next ]
  %sp1 = add nsw i32 %sp3, -1
  %sp1.e = zext nneg i32 %sp1 to i64
  %top.p = getelementptr inbounds nuw i32, ptr %stack, i64 %sp1.e
  %node = load i32, ptr %top.p, align 4
  %node.e = sext i32 %node to i64
  %key.p = getelementptr inbounds %struct.Node, ptr addrspace(1) %tree, i64 %node.e
  %key = load i32, ptr addrspace(1) %key.p, align 4
  %left.p = getelementptr inbounds nuw i8, ptr addrspace(1) %key.p, i64 4
  %left = load i32, ptr addrspace(1) %left.p, align 4
  %right.p = getelementptr inbounds nuw i8, ptr addrspace(1) %key.p, i64 8
  %right = load i32, ptr addrspace(1) %right.p, align 4
  %below = icmp slt i32 %key, %lov
  %above.not = icmp slt i32 %key, %hiv
  %k2 = select i1 %above.not, i32 1, i32 2
  %kind = select i1 %below, i32 0, i32 %k2
  switch i32 %kind, label %default.unreachable6 [
    i32 0, label %go.right
    i32 1, label %visit
    i32 2, label %go.left
  ]

go.right:                                         ; preds = %pop
  %r.ok = icmp sgt i32 %right, -1
  br i1 %r.ok, label %push.r0, label %next

push.r0:                                          ; preds = %go.right
  store i32 %right, ptr %top.p, align 4
  br label %next

visit:                                            ; preds = %pop
  %n1 = add nsw i32 %n4, 1
  %val.p = getelementptr inbounds nuw i8, ptr addrspace(1) %key.p, i64 12
  %val = load i32, ptr addrspace(1) %val.p, align 4
  %s1 = add nsw i32 %val, %s5
  %l.ok = icmp sgt i32 %left, -1
  br i1 %l.ok, label %push.l1, label %visit.r

push.l1:                                          ; preds = %visit
  store i32 %left, ptr %top.p, align 4
  br label %visit.r

visit.r:                                          ; preds = %push.l1, %visit
  %sp2 = phi i32 [ %sp3, %push.l1 ], [ %sp1, %visit ]
  %r1.ok = icmp sgt i32 %right, -1
  br i1 %r1.ok, label %push.r1, label %next

push.r1:                                          ; preds = %visit.r
  %sp.r1 = add nuw nsw i32 %sp2, 1
  %sp2.e = zext nneg i32 %sp2 to i64
  %pr1 = getelementptr inbounds nuw i32, ptr %stack, i64 %sp2.e
  store i32 %right, ptr %pr1, align 4
  br label %next

go.left:                                          ; preds = %pop
  %l2.ok = icmp sgt i32 %left, -1
  br i1 %l2.ok, label %push.l2, label %next

push.l2:                                          ; preds = %go.left
  store i32 %left, ptr %top.p, align 4
  br label %next

default.unreachable6:                             ; preds = %pop
  unreachable

next:                                             ; preds = %push.l2, %go.left, %push.r1, %visit.r, %push.r0, %go.right
  %sp.out = phi i32 [ %sp1, %go.right ], [ %sp3, %push.r0 ], [ %sp2, %visit.r ], [ %sp.r1, %push.r1 ], [ %sp1, %go.left ], [ %sp3, %push.l2 ]
  %n.out = phi i32 [ %n4, %go.right ], [ %n4, %push.r0 ], [ %n1, %visit.r ], [ %n1, %push.r1 ], [ %n4, %go.left ], [ %n4, %push.l2 ]
  %s.out = phi i32 [ %s5, %go.right ], [ %s5, %push.r0 ], [ %s1, %visit.r ], [ %s1, %push.r1 ], [ %s5, %go.left ], [ %s5, %push.l2 ]
  %nonempty.not = icmp eq i32 %sp.out, 0
  br i1 %nonempty.not, label %done, label %pop

done:                                             ; preds = %next
  %cp = getelementptr inbounds i32, ptr addrspace(1) %count, i64 %g.e
  store i32 %n.out, ptr addrspace(1) %cp, align 4
  %sump = getelementptr inbounds i32, ptr addrspace(1) %sum, i64 %g.e
  store i32 %s.out, ptr addrspace(1) %sump, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %stack)
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
