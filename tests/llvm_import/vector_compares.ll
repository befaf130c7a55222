; Vector icmp/fcmp giving <N x i1>, selects on vector and scalar conditions,
; extractelement (constant and variable lane) of <N x i1>, zext/sext from
; <N x i1>, logic and a phi on <4 x i1>. The directives were printed by
; `expected.py vector_compares`.
; launch: %ints grid=1 block=8
; arg: @a = i32[32] (i * 37) % 23 - 11
; arg: @b = i32[32] (i * 11) % 19 - 9
; arg: @min = i32[32] 0
; arg: @u = i32[32] 7
; arg: @s = i32[32] 7
; arg: @e = i32[8] 7
; arg: @e2 = i32[8] 7
; arg: @pick = i32[32] 0
; expect: @min == [-11, 2, -6, 5, -3, -10, 0, -8, 3, -5, -9, -2, -4, 1, -7, -8, -4, -3, -1, -9, -7, -6, -2, -11, 3, -6, -8, -1, -10, 4, -5, 9]
; expect: @u == [1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 1, 0]
; expect: @s == [-1, 0, 0, 0, 0, -1, 0, 0, 0, 0, -1, 0, -1, 0, 0, -1, 0, -1, 0, 0, -1, 0, -1, -1, -1, -1, 0, -1, -1, -1, -1, 0]
; expect: @e == [0, 1, 1, 1, 1, 1, 1, 1]
; expect: @e2 == [0, 0, 1, 0, 0, 1, 0, 1]
; expect: @pick == [-11, 3, -6, 8, -3, 8, 0, -8, 9, 0, -9, 5, 9, 1, -7, 4, 6, -3, 11, 2, 2, -6, 5, -3, 3, -6, 8, -1, -5, 6, -2, 9]
; launch: %floats grid=1 block=4
; arg: @x = f32[8] [1.0, nan, -0.0, 3.0, 2.0, inf, nan, -1.0]
; arg: @y = f32[8] [2.0, 1.0, 0.0, nan, 2.0, -inf, nan, -2.0]
; arg: @flags = i32[8] 0
; arg: @sel = f32[8] 0
; expect: @flags == [9, 14, 12, 14, 12, 8, 14, 8]
; expect: @sel == [2.0, 1.0, 0.0, nan, 2.0, inf, nan, -1.0]
; launch: %phimask grid=1 block=8
; arg: @out = i32[32] 7
; arg: 0
; expect: @out == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
; launch: %phimask grid=1 block=8
; arg: @out = i32[32] 7
; arg: 1
; expect: @out == [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
; launch: %phimask grid=1 block=8
; arg: @out = i32[32] 7
; arg: 4
; expect: @out == [1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @ints(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %min, ptr addrspace(1) %u, ptr addrspace(1) %s, ptr addrspace(1) %e, ptr addrspace(1) %e2, ptr addrspace(1) %pick) {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr inbounds <4 x i32>, ptr addrspace(1) %a, i32 %t
  %va = load <4 x i32>, ptr addrspace(1) %pa, align 16
  %pb = getelementptr inbounds <4 x i32>, ptr addrspace(1) %b, i32 %t
  %vb = load <4 x i32>, ptr addrspace(1) %pb, align 16
  %lt = icmp slt <4 x i32> %va, %vb
  %ult = icmp ult <4 x i32> %va, %vb
  %mn = select <4 x i1> %lt, <4 x i32> %va, <4 x i32> %vb
  %pmin = getelementptr inbounds <4 x i32>, ptr addrspace(1) %min, i32 %t
  store <4 x i32> %mn, ptr addrspace(1) %pmin, align 16
  %zu = zext <4 x i1> %ult to <4 x i32>
  %pu = getelementptr inbounds <4 x i32>, ptr addrspace(1) %u, i32 %t
  store <4 x i32> %zu, ptr addrspace(1) %pu, align 16
  %sl = sext <4 x i1> %lt to <4 x i32>
  %ps = getelementptr inbounds <4 x i32>, ptr addrspace(1) %s, i32 %t
  store <4 x i32> %sl, ptr addrspace(1) %ps, align 16
  %both = and <4 x i1> %lt, %ult
  %nb = xor <4 x i1> %both, <i1 true, i1 true, i1 true, i1 true>
  %lane = and i32 %t, 3
  %bit = extractelement <4 x i1> %nb, i32 %lane
  %bz = zext i1 %bit to i32
  %pe = getelementptr inbounds i32, ptr addrspace(1) %e, i32 %t
  store i32 %bz, ptr addrspace(1) %pe, align 4
  %l2 = extractelement <4 x i1> %lt, i64 2
  %l2z = zext i1 %l2 to i32
  %pe2 = getelementptr inbounds i32, ptr addrspace(1) %e2, i32 %t
  store i32 %l2z, ptr addrspace(1) %pe2, align 4
  %odd = and i32 %t, 1
  %even = icmp eq i32 %odd, 0
  %pk = select i1 %even, <4 x i32> %va, <4 x i32> %vb
  %ppick = getelementptr inbounds <4 x i32>, ptr addrspace(1) %pick, i32 %t
  store <4 x i32> %pk, ptr addrspace(1) %ppick, align 16
  ret void
}

define ptx_kernel void @floats(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %flags, ptr addrspace(1) %sel) {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr inbounds <2 x float>, ptr addrspace(1) %x, i32 %t
  %vx = load <2 x float>, ptr addrspace(1) %px, align 8
  %py = getelementptr inbounds <2 x float>, ptr addrspace(1) %y, i32 %t
  %vy = load <2 x float>, ptr addrspace(1) %py, align 8
  %olt = fcmp olt <2 x float> %vx, %vy
  %uno = fcmp uno <2 x float> %vx, %vy
  %ueq = fcmp ueq <2 x float> %vx, %vy
  %tru = fcmp true <2 x float> %vx, %vy
  %z1 = zext <2 x i1> %olt to <2 x i32>
  %z2 = zext <2 x i1> %uno to <2 x i32>
  %z2s = shl <2 x i32> %z2, <i32 1, i32 1>
  %z4 = zext <2 x i1> %ueq to <2 x i32>
  %z4s = shl <2 x i32> %z4, <i32 2, i32 2>
  %z8 = zext <2 x i1> %tru to <2 x i32>
  %z8s = shl <2 x i32> %z8, <i32 3, i32 3>
  %f12 = add <2 x i32> %z1, %z2s
  %f34 = add <2 x i32> %z4s, %z8s
  %f = add <2 x i32> %f12, %f34
  %pf = getelementptr inbounds <2 x i32>, ptr addrspace(1) %flags, i32 %t
  store <2 x i32> %f, ptr addrspace(1) %pf, align 8
  %ogt = fcmp ogt <2 x float> %vx, %vy
  %sv = select <2 x i1> %ogt, <2 x float> %vx, <2 x float> %vy
  %psel = getelementptr inbounds <2 x float>, ptr addrspace(1) %sel, i32 %t
  store <2 x float> %sv, ptr addrspace(1) %psel, align 8
  ret void
}

define ptx_kernel void @phimask(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v0 = insertelement <4 x i32> poison, i32 %t, i64 0
  %splat = shufflevector <4 x i32> %v0, <4 x i32> poison, <4 x i32> zeroinitializer
  %v = add <4 x i32> %splat, <i32 0, i32 1, i32 2, i32 3>
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %m = phi <4 x i1> [ zeroinitializer, %entry ], [ %m2, %loop ]
  %k3 = mul nsw i32 %k, 3
  %s0 = insertelement <4 x i32> poison, i32 %k3, i64 0
  %s = shufflevector <4 x i32> %s0, <4 x i32> poison, <4 x i32> zeroinitializer
  %eq = icmp eq <4 x i32> %v, %s
  %m2 = or <4 x i1> %m, %eq
  %k1 = add nuw nsw i32 %k, 1
  %again = icmp slt i32 %k1, %n
  br i1 %again, label %loop, label %done

done:
  %mf = phi <4 x i1> [ zeroinitializer, %entry ], [ %m2, %loop ]
  %z = zext <4 x i1> %mf to <4 x i32>
  %p = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i32 %t
  store <4 x i32> %z, ptr addrspace(1) %p, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
