; Range query on a binary search tree with an explicit stack, dispatch by switch.
;
;   struct Node { int key, left, right, value; };      // children: index or -1
;   __global__ void bst_traverse(const Node *tree, const int *lo, const int *hi,
;                                int *count, int *sum) {
;     int g = blockIdx.x * blockDim.x + threadIdx.x, stack[32], sp = 0, n = 0, s = 0;
;     stack[sp++] = 0;                                  // the root
;     while (sp > 0) {
;       Node nd = tree[stack[--sp]];
;       int kind = nd.key < lo[g] ? 0 : nd.key >= hi[g] ? 2 : 1;
;       switch (kind) {
;       case 0: if (nd.right >= 0) stack[sp++] = nd.right; break;    // all left of range
;       case 1: n++; s += nd.value;
;               if (nd.left >= 0) stack[sp++] = nd.left;
;               if (nd.right >= 0) stack[sp++] = nd.right; break;
;       case 2: if (nd.left >= 0) stack[sp++] = nd.left; break;      // all right of range
;       default: __builtin_unreachable();
;       }
;     }
;     count[g] = n; sum[g] = s;
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Node = type { i32, i32, i32, i32 }

define ptx_kernel void @bst_traverse(ptr addrspace(1) noundef %tree, ptr addrspace(1) noundef %lo, ptr addrspace(1) noundef %hi, ptr addrspace(1) noundef %count, ptr addrspace(1) noundef %sum) #0 {
entry:
  %stack = alloca [32 x i32], align 4
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = sext i32 %g to i64
  %lop = getelementptr inbounds i32, ptr addrspace(1) %lo, i64 %g.e
  %lov = load i32, ptr addrspace(1) %lop, align 4
  %hip = getelementptr inbounds i32, ptr addrspace(1) %hi, i64 %g.e
  %hiv = load i32, ptr addrspace(1) %hip, align 4
  call void @llvm.lifetime.start.p0(ptr %stack)
  store i32 0, ptr %stack, align 4
  br label %loop

loop:
  %sp = phi i32 [ 1, %entry ], [ %sp.out, %next ]
  %n = phi i32 [ 0, %entry ], [ %n.out, %next ]
  %s = phi i32 [ 0, %entry ], [ %s.out, %next ]
  %nonempty = icmp sgt i32 %sp, 0
  br i1 %nonempty, label %pop, label %done

pop:
  %sp1 = add nsw i32 %sp, -1
  %sp1.e = sext i32 %sp1 to i64
  %top.p = getelementptr inbounds [32 x i32], ptr %stack, i64 0, i64 %sp1.e
  %node = load i32, ptr %top.p, align 4
  %node.e = sext i32 %node to i64
  %key.p = getelementptr inbounds %struct.Node, ptr addrspace(1) %tree, i64 %node.e, i32 0
  %key = load i32, ptr addrspace(1) %key.p, align 4
  %left.p = getelementptr inbounds %struct.Node, ptr addrspace(1) %tree, i64 %node.e, i32 1
  %left = load i32, ptr addrspace(1) %left.p, align 4
  %right.p = getelementptr inbounds %struct.Node, ptr addrspace(1) %tree, i64 %node.e, i32 2
  %right = load i32, ptr addrspace(1) %right.p, align 4
  %below = icmp slt i32 %key, %lov
  %above = icmp sge i32 %key, %hiv
  %k2 = select i1 %above, i32 2, i32 1
  %kind = select i1 %below, i32 0, i32 %k2
  switch i32 %kind, label %bad [ i32 0, label %go.right
                                  i32 1, label %visit
                                  i32 2, label %go.left ]

go.right:
  %r.ok = icmp sge i32 %right, 0
  br i1 %r.ok, label %push.r0, label %next

push.r0:
  %sp1.e2 = sext i32 %sp1 to i64
  %pr0 = getelementptr inbounds [32 x i32], ptr %stack, i64 0, i64 %sp1.e2
  store i32 %right, ptr %pr0, align 4
  %sp.r0 = add nsw i32 %sp1, 1
  br label %next

visit:
  %n1 = add nsw i32 %n, 1
  %val.p = getelementptr inbounds %struct.Node, ptr addrspace(1) %tree, i64 %node.e, i32 3
  %val = load i32, ptr addrspace(1) %val.p, align 4
  %s1 = add nsw i32 %s, %val
  %l.ok = icmp sge i32 %left, 0
  br i1 %l.ok, label %push.l1, label %visit.r

push.l1:
  %pl1 = getelementptr inbounds [32 x i32], ptr %stack, i64 0, i64 %sp1.e
  store i32 %left, ptr %pl1, align 4
  %sp.l1 = add nsw i32 %sp1, 1
  br label %visit.r

visit.r:
  %sp2 = phi i32 [ %sp.l1, %push.l1 ], [ %sp1, %visit ]
  %r1.ok = icmp sge i32 %right, 0
  br i1 %r1.ok, label %push.r1, label %next

push.r1:
  %sp2.e = sext i32 %sp2 to i64
  %pr1 = getelementptr inbounds [32 x i32], ptr %stack, i64 0, i64 %sp2.e
  store i32 %right, ptr %pr1, align 4
  %sp.r1 = add nsw i32 %sp2, 1
  br label %next

go.left:
  %l2.ok = icmp sge i32 %left, 0
  br i1 %l2.ok, label %push.l2, label %next

push.l2:
  %pl2 = getelementptr inbounds [32 x i32], ptr %stack, i64 0, i64 %sp1.e
  store i32 %left, ptr %pl2, align 4
  %sp.l2 = add nsw i32 %sp1, 1
  br label %next

bad:
  unreachable

next:
  %sp.out = phi i32 [ %sp1, %go.right ], [ %sp.r0, %push.r0 ], [ %sp2, %visit.r ], [ %sp.r1, %push.r1 ], [ %sp1, %go.left ], [ %sp.l2, %push.l2 ]
  %n.out = phi i32 [ %n, %go.right ], [ %n, %push.r0 ], [ %n1, %visit.r ], [ %n1, %push.r1 ], [ %n, %go.left ], [ %n, %push.l2 ]
  %s.out = phi i32 [ %s, %go.right ], [ %s, %push.r0 ], [ %s1, %visit.r ], [ %s1, %push.r1 ], [ %s, %go.left ], [ %s, %push.l2 ]
  br label %loop

done:
  %cp = getelementptr inbounds i32, ptr addrspace(1) %count, i64 %g.e
  store i32 %n, ptr addrspace(1) %cp, align 4
  %sump = getelementptr inbounds i32, ptr addrspace(1) %sum, i64 %g.e
  store i32 %s, ptr addrspace(1) %sump, align 4
  call void @llvm.lifetime.end.p0(ptr %stack)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
