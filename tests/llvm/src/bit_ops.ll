; Bit-counting, funnel-shift, byte-swap and saturating-arithmetic intrinsics.
;
;   __global__ void bit_ops(const int *A, const int *B, unsigned *o) {
;     int i = blockIdx.x * blockDim.x + threadIdx.x, x = A[i], y = B[i];
;     unsigned s = (unsigned)y & 31, *r = o + 16 * i;
;     r[0] = __popc(x); r[1] = __clz(x); r[2] = ctz(x) (32 for 0); r[3] = abs(x);
;     r[4] = __funnelshift_l(y, x, s); r[5] = __funnelshift_r(y, x, s);
;     r[6] = __byte_perm(x, 0, 0x0123); r[7] = __brev(x);
;     r[8] = uadd_sat(x, y); r[9] = usub_sat(x, y); r[10] = sadd_sat(x, y); r[11] = ssub_sat(x, y);
;     r[12] = uadd_sat((unsigned short)x, (unsigned short)y);
;     r[13] = __clzll(((unsigned long long)(unsigned)x << 7) | 1);
;     r[14] = __popc((unsigned short)x);
;     r[15] = __builtin_sadd_overflow(x, y, &tmp);
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @bit_ops(ptr addrspace(1) noundef %A, ptr addrspace(1) noundef %B, ptr addrspace(1) noundef %o) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %i.e = sext i32 %i to i64
  %ap = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %i.e
  %x = load i32, ptr addrspace(1) %ap, align 4
  %bp = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %i.e
  %y = load i32, ptr addrspace(1) %bp, align 4
  %s = and i32 %y, 31
  %rb = shl nsw i64 %i.e, 4
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %rb
  %r0 = call i32 @llvm.ctpop.i32(i32 %x)
  store i32 %r0, ptr addrspace(1) %p0, align 4
  %r1 = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  store i32 %r1, ptr addrspace(1) %p1, align 4
  %r2 = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 2
  store i32 %r2, ptr addrspace(1) %p2, align 4
  %r3 = call i32 @llvm.abs.i32(i32 %x, i1 false)
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 3
  store i32 %r3, ptr addrspace(1) %p3, align 4
  %r4 = call i32 @llvm.fshl.i32(i32 %y, i32 %x, i32 %s)
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 4
  store i32 %r4, ptr addrspace(1) %p4, align 4
  %r5 = call i32 @llvm.fshr.i32(i32 %y, i32 %x, i32 %s)
  %p5 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 5
  store i32 %r5, ptr addrspace(1) %p5, align 4
  %r6 = call i32 @llvm.bswap.i32(i32 %x)
  %p6 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 6
  store i32 %r6, ptr addrspace(1) %p6, align 4
  %r7 = call i32 @llvm.bitreverse.i32(i32 %x)
  %p7 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 7
  store i32 %r7, ptr addrspace(1) %p7, align 4
  %r8 = call i32 @llvm.uadd.sat.i32(i32 %x, i32 %y)
  %p8 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 8
  store i32 %r8, ptr addrspace(1) %p8, align 4
  %r9 = call i32 @llvm.usub.sat.i32(i32 %x, i32 %y)
  %p9 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 9
  store i32 %r9, ptr addrspace(1) %p9, align 4
  %r10 = call i32 @llvm.sadd.sat.i32(i32 %x, i32 %y)
  %p10 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 10
  store i32 %r10, ptr addrspace(1) %p10, align 4
  %r11 = call i32 @llvm.ssub.sat.i32(i32 %x, i32 %y)
  %p11 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 11
  store i32 %r11, ptr addrspace(1) %p11, align 4
  %x16 = trunc i32 %x to i16
  %y16 = trunc i32 %y to i16
  %u16 = call i16 @llvm.uadd.sat.i16(i16 %x16, i16 %y16)
  %r12 = zext i16 %u16 to i32
  %p12 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 12
  store i32 %r12, ptr addrspace(1) %p12, align 4
  %xz = zext i32 %x to i64
  %xs = shl nuw nsw i64 %xz, 7
  %xo = or i64 %xs, 1
  %l64 = call i64 @llvm.ctlz.i64(i64 %xo, i1 true)
  %r13 = trunc i64 %l64 to i32
  %p13 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 13
  store i32 %r13, ptr addrspace(1) %p13, align 4
  %c16 = call i16 @llvm.ctpop.i16(i16 %x16)
  %r14 = zext i16 %c16 to i32
  %p14 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 14
  store i32 %r14, ptr addrspace(1) %p14, align 4
  %so = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %x, i32 %y)
  %sov = extractvalue { i32, i1 } %so, 1
  %r15 = zext i1 %sov to i32
  %p15 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 15
  store i32 %r15, ptr addrspace(1) %p15, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.ctpop.i32(i32)
declare i16 @llvm.ctpop.i16(i16)
declare i32 @llvm.ctlz.i32(i32, i1 immarg)
declare i64 @llvm.ctlz.i64(i64, i1 immarg)
declare i32 @llvm.cttz.i32(i32, i1 immarg)
declare i32 @llvm.abs.i32(i32, i1 immarg)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i16 @llvm.uadd.sat.i16(i16, i16)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
