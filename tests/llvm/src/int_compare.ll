; Every icmp predicate, on i32, i64 (sign-extended) and i8 (truncated) operands.
;
;   __global__ void int_compare(const int *a, const int *b, const int *c, unsigned *mask, int *sel) {
;     int i = blockIdx.x * blockDim.x + threadIdx.x, x = a[i], y = b[i], w = c[i];
;     // ne and the non-strict predicates are combined in pairs with && / ||:
;     // alone, -O2 would invert each into its strict negation plus a select
;     unsigned m = (x == y) | (x != w && y <= w) << 1 | ((unsigned)x > (unsigned)y) << 2
;                | ((unsigned)x >= (unsigned)w || (unsigned)y <= (unsigned)w) << 3
;                | ((unsigned)x < (unsigned)y) << 4
;                | ((unsigned)x <= (unsigned)w && y != w) << 5 | (x > y) << 6
;                | (x >= w && (unsigned)y >= (unsigned)w) << 7 | (x < y) << 8
;                | (x <= w || y >= w) << 9;
;     m |= ((long long)x * 3 > (long long)y * 5) << 10;       // i64 slt/sgt
;     m |= ((signed char)x < (signed char)y) << 11 | ((unsigned char)x > (unsigned char)y) << 12;
;     mask[i] = m;
;     sel[i] = x < y ? y - x : x == y ? 12345 : x;
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @int_compare(ptr addrspace(1) noundef %a, ptr addrspace(1) noundef %b, ptr addrspace(1) noundef %c, ptr addrspace(1) noundef %mask, ptr addrspace(1) noundef %sel) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %i.e = sext i32 %i to i64
  %ap = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i.e
  %x = load i32, ptr addrspace(1) %ap, align 4
  %bp = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i.e
  %y = load i32, ptr addrspace(1) %bp, align 4
  %cp = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %i.e
  %w = load i32, ptr addrspace(1) %cp, align 4
  %c0 = icmp eq i32 %x, %y
  %ne.xw = icmp ne i32 %x, %w
  %sle.yw = icmp sle i32 %y, %w
  %c1 = and i1 %ne.xw, %sle.yw
  %c2 = icmp ugt i32 %x, %y
  %uge.xw = icmp uge i32 %x, %w
  %ule.yw = icmp ule i32 %y, %w
  %c3 = or i1 %uge.xw, %ule.yw
  %c4 = icmp ult i32 %x, %y
  %ule.xw = icmp ule i32 %x, %w
  %ne.yw = icmp ne i32 %y, %w
  %c5 = and i1 %ule.xw, %ne.yw
  %c6 = icmp sgt i32 %x, %y
  %sge.xw = icmp sge i32 %x, %w
  %uge.yw = icmp uge i32 %y, %w
  %c7 = and i1 %sge.xw, %uge.yw
  %c8 = icmp slt i32 %x, %y
  %sle.xw = icmp sle i32 %x, %w
  %sge.yw = icmp sge i32 %y, %w
  %c9 = or i1 %sle.xw, %sge.yw
  %x64 = sext i32 %x to i64
  %y64 = sext i32 %y to i64
  %x3 = mul nsw i64 %x64, 3
  %y5 = mul nsw i64 %y64, 5
  %c10 = icmp sgt i64 %x3, %y5
  %x8 = trunc i32 %x to i8
  %y8 = trunc i32 %y to i8
  %c11 = icmp slt i8 %x8, %y8
  %c12 = icmp ugt i8 %x8, %y8
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %z6 = zext i1 %c6 to i32
  %z7 = zext i1 %c7 to i32
  %z8 = zext i1 %c8 to i32
  %z9 = zext i1 %c9 to i32
  %z10 = zext i1 %c10 to i32
  %z11 = zext i1 %c11 to i32
  %z12 = zext i1 %c12 to i32
  %s1 = shl i32 %z1, 1
  %s2 = shl i32 %z2, 2
  %s3 = shl i32 %z3, 3
  %s4 = shl i32 %z4, 4
  %s5 = shl i32 %z5, 5
  %s6 = shl i32 %z6, 6
  %s7 = shl i32 %z7, 7
  %s8 = shl i32 %z8, 8
  %s9 = shl i32 %z9, 9
  %s10 = shl i32 %z10, 10
  %s11 = shl i32 %z11, 11
  %s12 = shl i32 %z12, 12
  %m1 = or i32 %z0, %s1
  %m2 = or i32 %m1, %s2
  %m3 = or i32 %m2, %s3
  %m4 = or i32 %m3, %s4
  %m5 = or i32 %m4, %s5
  %m6 = or i32 %m5, %s6
  %m7 = or i32 %m6, %s7
  %m8 = or i32 %m7, %s8
  %m9 = or i32 %m8, %s9
  %m10 = or i32 %m9, %s10
  %m11 = or i32 %m10, %s11
  %m12 = or i32 %m11, %s12
  %mp = getelementptr inbounds i32, ptr addrspace(1) %mask, i64 %i.e
  store i32 %m12, ptr addrspace(1) %mp, align 4
  %diff = sub i32 %y, %x
  %e = select i1 %c0, i32 12345, i32 %x
  %r = select i1 %c8, i32 %diff, i32 %e
  %sp = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %i.e
  store i32 %r, ptr addrspace(1) %sp, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @int_compare, !"kernel", i32 1}
