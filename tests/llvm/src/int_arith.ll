; Every integer binary operator at i32, plus i8/i16/i64 variants, freeze and
; multiply-with-overflow.
;
;   __global__ void int_arith(const int *A, const int *B, const int *S, int *o) {
;     int i = blockIdx.x * blockDim.x + threadIdx.x;
;     int x = freeze(A[i]), y = B[i], s = S[i] & 31;     // y is odd, never 0
;     int *r = o + 20 * i;
;     r[0] = x + y; r[1] = x - y; r[2] = x * y; r[3] = x / y; r[4] = (unsigned)x / y;
;     r[5] = x % y; r[6] = (unsigned)x % y; r[7] = x << s; r[8] = (unsigned)x >> s;
;     r[9] = x >> s; r[10] = x & y; r[11] = x | y; r[12] = x ^ y;
;     r[13] = ~x + s;                                    // xor -1
;     r[14] = ((long long)x * y) >> 32;                  // high word, i64 mul + ashr
;     unsigned lo; bool ov = __builtin_umul_overflow(x, y, &lo); r[15] = lo; r[16] = ov;
;     r[17] = (short)((short)x * 3 + (short)y);          // i16
;     r[18] = (unsigned char)x / ((unsigned char)y | 1); // i8 udiv
;     r[19] = (int)(((long long)x * 1000003) / y % 65521);// i64 sdiv/srem
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @int_arith(ptr addrspace(1) noundef %A, ptr addrspace(1) noundef %B, ptr addrspace(1) noundef %S, ptr addrspace(1) noundef %o) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %i.e = sext i32 %i to i64
  %ap = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %i.e
  %x.raw = load i32, ptr addrspace(1) %ap, align 4
  %x = freeze i32 %x.raw
  %bp = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %i.e
  %y = load i32, ptr addrspace(1) %bp, align 4
  %sp = getelementptr inbounds i32, ptr addrspace(1) %S, i64 %i.e
  %s.raw = load i32, ptr addrspace(1) %sp, align 4
  %s = and i32 %s.raw, 31
  %rb = mul nsw i64 %i.e, 20
  %r0p = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %rb
  %r0 = add i32 %x, %y
  store i32 %r0, ptr addrspace(1) %r0p, align 4
  %r1 = sub i32 %x, %y
  %r1p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 1
  store i32 %r1, ptr addrspace(1) %r1p, align 4
  %r2 = mul i32 %x, %y
  %r2p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 2
  store i32 %r2, ptr addrspace(1) %r2p, align 4
  %r3 = sdiv i32 %x, %y
  %r3p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 3
  store i32 %r3, ptr addrspace(1) %r3p, align 4
  %r4 = udiv i32 %x, %y
  %r4p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 4
  store i32 %r4, ptr addrspace(1) %r4p, align 4
  %r5 = srem i32 %x, %y
  %r5p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 5
  store i32 %r5, ptr addrspace(1) %r5p, align 4
  %r6 = urem i32 %x, %y
  %r6p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 6
  store i32 %r6, ptr addrspace(1) %r6p, align 4
  %r7 = shl i32 %x, %s
  %r7p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 7
  store i32 %r7, ptr addrspace(1) %r7p, align 4
  %r8 = lshr i32 %x, %s
  %r8p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 8
  store i32 %r8, ptr addrspace(1) %r8p, align 4
  %r9 = ashr i32 %x, %s
  %r9p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 9
  store i32 %r9, ptr addrspace(1) %r9p, align 4
  %r10 = and i32 %x, %y
  %r10p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 10
  store i32 %r10, ptr addrspace(1) %r10p, align 4
  %r11 = or i32 %x, %y
  %r11p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 11
  store i32 %r11, ptr addrspace(1) %r11p, align 4
  %r12 = xor i32 %x, %y
  %r12p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 12
  store i32 %r12, ptr addrspace(1) %r12p, align 4
  %nx = xor i32 %x, -1
  %r13 = add i32 %nx, %s
  %r13p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 13
  store i32 %r13, ptr addrspace(1) %r13p, align 4
  %x64 = sext i32 %x to i64
  %y64 = sext i32 %y to i64
  %p64 = mul nsw i64 %x64, %y64
  %h64 = ashr i64 %p64, 32
  %r14 = trunc i64 %h64 to i32
  %r14p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 14
  store i32 %r14, ptr addrspace(1) %r14p, align 4
  %mo = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %x, i32 %y)
  %lo = extractvalue { i32, i1 } %mo, 0
  %ov = extractvalue { i32, i1 } %mo, 1
  %r15p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 15
  store i32 %lo, ptr addrspace(1) %r15p, align 4
  %ovz = zext i1 %ov to i32
  %r16p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 16
  store i32 %ovz, ptr addrspace(1) %r16p, align 4
  %x16 = trunc i32 %x to i16
  %y16 = trunc i32 %y to i16
  %m16 = mul i16 %x16, 3
  %a16 = add i16 %m16, %y16
  %r17 = sext i16 %a16 to i32
  %r17p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 17
  store i32 %r17, ptr addrspace(1) %r17p, align 4
  %x8 = trunc i32 %x to i8
  %y8 = trunc i32 %y to i8
  %d8 = or i8 %y8, 1
  %q8 = udiv i8 %x8, %d8
  %r18 = zext i8 %q8 to i32
  %r18p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 18
  store i32 %r18, ptr addrspace(1) %r18p, align 4
  %big = mul nsw i64 %x64, 1000003
  %q64 = sdiv i64 %big, %y64
  %m64 = srem i64 %q64, 65521
  %r19 = trunc i64 %m64 to i32
  %r19p = getelementptr inbounds i32, ptr addrspace(1) %r0p, i64 19
  store i32 %r19, ptr addrspace(1) %r19p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @int_arith, !"kernel", i32 1}
