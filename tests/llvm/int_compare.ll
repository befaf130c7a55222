; int_compare: all ten icmp predicates, as a bit mask per element.
;
; Bits 0, 2, 4, 6, 8 of @mask are eq ugt ult sgt slt of (a[i], b[i]); bits
; 1, 3, 5, 7, 9 pair ne, uge, ule, sge, sle of (a, c) and (b, c) with and/or
; (alone, -O2 would turn each into its strict negation plus a select); bit 10 compares 3a > 5b in i64, bits 11 and 12 compare
; the low bytes (slt and ugt on i8). @sel is a two-level select. The
; inputs cover equal values, sign differences, 0, -1, INT_MIN, INT_MAX.
; Exercises: icmp eq/ne/ugt/uge/ult/ule/sgt/sge/slt/sle on i32, icmp on
; i64 and i8, sext, trunc, zext i1, shl/or mask building, select.
;
; launch: %int_compare grid=1 block=(64) fuel=1000000
; arg: @a = i32[64] [0, 0, 1, -1, -1, 5, -5, 2147483647, -2147483648, -2147483648, 2147483647, 7, 7, -7, 100, -100, 255, 256, 128, -128, 65535, -65536, 3, 3, 1000000, -1000000, 42, -42, 9, -9, 1, 0, 17, 19, 23, 29, 31, 37, 41, 43, -47, -53, -59, -61, 300, 511, -300, -511, 2, 2147483646, -2147483647, 0, 1, 2, 3, 4, -1, -2, -3, -4, 12345, -12345, 77, 88]
; arg: @b = i32[64] [0, 1, 0, 1, -1, -5, 5, -2147483648, 2147483647, -2147483648, 2147483647, -7, 7, 7, -100, 100, 256, 255, -128, 128, -65536, 65535, 3, -3, -1000000, 1000000, 43, -41, -9, 9, 0, -1, 19, 17, 29, 23, 37, 31, 43, 41, -53, -47, -61, -59, 44, -1, 44, -1, -2, 2147483647, -2147483648, 2, 1, 0, -3, 4, 1, -2, 3, -4, 12344, -12346, 88, 77]
; arg: @c = i32[64] [0, 1, 1, -1, 0, -5, -5, 2147483647, -2147483648, 2147483647, -2147483648, 7, 8, -7, 100, -101, 255, 255, -128, -128, 65535, -65535, 2, 4, -1000000, 1000000, 42, -42, -9, 9, 1, -1, 16, 18, 29, 30, 31, 36, 41, 44, -47, -54, -58, -61, 299, 512, -301, -510, 2, 2147483646, -2147483647, 1, 0, 2, -3, 4, -1, -1, 3, -5, 12345, -12345, 78, 87]
; arg: @mask = i32[64] 0
; arg: @sel = i32[64] 0
; expect: @mask == [649, 2842, 5740, 6956, 1547, 1754, 6956, 7928, 812, 1547, 553, 1784, 555, 6956, 1784, 6924, 7096, 718, 1754, 812, 7928, 812, 649, 1650, 1754, 6926, 3000, 4024, 1754, 6926, 5740, 1754, 2968, 4174, 2842, 4718, 3000, 4174, 3000, 4718, 5740, 3992, 5742, 4024, 1102, 1650, 6924, 816, 1784, 3000, 5740, 2864, 649, 5740, 1754, 649, 6956, 1579, 6926, 1673, 4716, 5740, 2864, 4174]
; expect: @sel == [12345, 1, 1, 2, 12345, 5, 10, 2147483647, -1, 12345, 12345, 7, 12345, 14, 100, 200, 1, 256, 128, 256, 65535, 131071, 12345, 3, 1000000, 2000000, 1, 1, 9, 18, 1, 0, 2, 19, 6, 29, 6, 37, 2, 43, -47, 6, -59, 2, 300, 511, 344, 510, 2, 1, -2147483647, 2, 12345, 2, 3, 12345, 2, 12345, 6, 12345, 12345, -12345, 11, 88]

; ModuleID = 'src/int_compare.ll'
source_filename = "src/int_compare.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @int_compare(ptr addrspace(1) noundef readonly captures(none) %a, ptr addrspace(1) noundef readonly captures(none) %b, ptr addrspace(1) noundef readonly captures(none) %c, ptr addrspace(1) noundef writeonly captures(none) %mask, ptr addrspace(1) noundef writeonly captures(none) %sel) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %s1 = select i1 %c1, i32 2, i32 0
  %s2 = select i1 %c2, i32 4, i32 0
  %s3 = select i1 %c3, i32 8, i32 0
  %s4 = select i1 %c4, i32 16, i32 0
  %s5 = select i1 %c5, i32 32, i32 0
  %s6 = select i1 %c6, i32 64, i32 0
  %s7 = select i1 %c7, i32 128, i32 0
  %s8 = select i1 %c8, i32 256, i32 0
  %s9 = select i1 %c9, i32 512, i32 0
  %s10 = select i1 %c10, i32 1024, i32 0
  %s11 = select i1 %c11, i32 2048, i32 0
  %s12 = select i1 %c12, i32 4096, i32 0
  %m1 = or disjoint i32 %s2, %z0
  %m2 = or disjoint i32 %m1, %s4
  %m3 = or disjoint i32 %m2, %s6
  %m4 = or disjoint i32 %m3, %s8
  %m5 = or disjoint i32 %m4, %s11
  %m6 = or i32 %m5, %s12
  %m7 = or i32 %m6, %s1
  %m8 = or i32 %m7, %s3
  %m9 = or i32 %m8, %s5
  %m10 = or i32 %m9, %s7
  %m11 = or i32 %m10, %s9
  %m12 = or i32 %m11, %s10
  %mp = getelementptr inbounds i32, ptr addrspace(1) %mask, i64 %i.e
  store i32 %m12, ptr addrspace(1) %mp, align 4
  %diff = sub i32 %y, %x
  %e = select i1 %c0, i32 12345, i32 %x
  %r = select i1 %c8, i32 %diff, i32 %e
  %sp = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %i.e
  store i32 %r, ptr addrspace(1) %sp, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!0 = !{ptr @int_compare, !"kernel", i32 1}
