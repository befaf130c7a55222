; One AES-128 encryption round per thread (SubBytes, ShiftRows, MixColumns, AddRoundKey).
;
;   __constant__ unsigned char sbox[256];
;   __device__ unsigned char xtime(unsigned char b) { return (b << 1) ^ ((b >> 7) * 0x1b); }
;   __global__ void aes_round(const unsigned char *in, const unsigned char *rk, unsigned char *out) {
;     unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
;     unsigned char s[16], t[16];                  // column-major: s[r + 4c]
;     for (int i = 0; i < 16; i++) s[i] = in[16 * g + i];
;     for (int c = 0; c < 4; c++) for (int r = 0; r < 4; r++)
;       t[r + 4 * c] = sbox[s[r + 4 * ((c + r) & 3)]];      // SubBytes + ShiftRows
;     for (int c = 0; c < 4; c++) {                         // MixColumns
;       unsigned char a0 = t[4c], a1 = t[4c+1], a2 = t[4c+2], a3 = t[4c+3], all = a0 ^ a1 ^ a2 ^ a3;
;       out[16g + 4c + 0] = a0 ^ all ^ xtime(a0 ^ a1) ^ rk[4c + 0];
;       out[16g + 4c + 1] = a1 ^ all ^ xtime(a1 ^ a2) ^ rk[4c + 1];
;       out[16g + 4c + 2] = a2 ^ all ^ xtime(a2 ^ a3) ^ rk[4c + 2];
;       out[16g + 4c + 3] = a3 ^ all ^ xtime(a3 ^ a0) ^ rk[4c + 3];
;     }
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sbox = internal addrspace(4) constant [256 x i8] [i8 99, i8 124, i8 119, i8 123, i8 -14, i8 107, i8 111, i8 -59, i8 48, i8 1, i8 103, i8 43, i8 -2, i8 -41, i8 -85, i8 118, i8 -54, i8 -126, i8 -55, i8 125, i8 -6, i8 89, i8 71, i8 -16, i8 -83, i8 -44, i8 -94, i8 -81, i8 -100, i8 -92, i8 114, i8 -64, i8 -73, i8 -3, i8 -109, i8 38, i8 54, i8 63, i8 -9, i8 -52, i8 52, i8 -91, i8 -27, i8 -15, i8 113, i8 -40, i8 49, i8 21, i8 4, i8 -57, i8 35, i8 -61, i8 24, i8 -106, i8 5, i8 -102, i8 7, i8 18, i8 -128, i8 -30, i8 -21, i8 39, i8 -78, i8 117, i8 9, i8 -125, i8 44, i8 26, i8 27, i8 110, i8 90, i8 -96, i8 82, i8 59, i8 -42, i8 -77, i8 41, i8 -29, i8 47, i8 -124, i8 83, i8 -47, i8 0, i8 -19, i8 32, i8 -4, i8 -79, i8 91, i8 106, i8 -53, i8 -66, i8 57, i8 74, i8 76, i8 88, i8 -49, i8 -48, i8 -17, i8 -86, i8 -5, i8 67, i8 77, i8 51, i8 -123, i8 69, i8 -7, i8 2, i8 127, i8 80, i8 60, i8 -97, i8 -88, i8 81, i8 -93, i8 64, i8 -113, i8 -110, i8 -99, i8 56, i8 -11, i8 -68, i8 -74, i8 -38, i8 33, i8 16, i8 -1, i8 -13, i8 -46, i8 -51, i8 12, i8 19, i8 -20, i8 95, i8 -105, i8 68, i8 23, i8 -60, i8 -89, i8 126, i8 61, i8 100, i8 93, i8 25, i8 115, i8 96, i8 -127, i8 79, i8 -36, i8 34, i8 42, i8 -112, i8 -120, i8 70, i8 -18, i8 -72, i8 20, i8 -34, i8 94, i8 11, i8 -37, i8 -32, i8 50, i8 58, i8 10, i8 73, i8 6, i8 36, i8 92, i8 -62, i8 -45, i8 -84, i8 98, i8 -111, i8 -107, i8 -28, i8 121, i8 -25, i8 -56, i8 55, i8 109, i8 -115, i8 -43, i8 78, i8 -87, i8 108, i8 86, i8 -12, i8 -22, i8 101, i8 122, i8 -82, i8 8, i8 -70, i8 120, i8 37, i8 46, i8 28, i8 -90, i8 -76, i8 -58, i8 -24, i8 -35, i8 116, i8 31, i8 75, i8 -67, i8 -117, i8 -118, i8 112, i8 62, i8 -75, i8 102, i8 72, i8 3, i8 -10, i8 14, i8 97, i8 53, i8 87, i8 -71, i8 -122, i8 -63, i8 29, i8 -98, i8 -31, i8 -8, i8 -104, i8 17, i8 105, i8 -39, i8 -114, i8 -108, i8 -101, i8 30, i8 -121, i8 -23, i8 -50, i8 85, i8 40, i8 -33, i8 -116, i8 -95, i8 -119, i8 13, i8 -65, i8 -26, i8 66, i8 104, i8 65, i8 -103, i8 45, i8 15, i8 -80, i8 84, i8 -69, i8 22], align 1

define internal zeroext i8 @xtime(i8 zeroext %b) #2 {
  %sh = shl i8 %b, 1
  %hi = lshr i8 %b, 7
  %red = mul i8 %hi, 27
  %r = xor i8 %sh, %red
  ret i8 %r
}

define ptx_kernel void @aes_round(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %rk, ptr addrspace(1) noundef %out) #0 {
entry:
  %s = alloca [16 x i8], align 1
  %t = alloca [16 x i8], align 1
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g16 = shl i32 %g, 4
  %g16.e = zext i32 %g16 to i64
  %src = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %g16.e
  call void @llvm.memcpy.p0.p1.i64(ptr align 1 %s, ptr addrspace(1) align 1 %src, i64 16, i1 false)
  br label %sub.c

sub.c:
  %c = phi i32 [ 0, %entry ], [ %c.next, %sub.c.latch ]
  br label %sub.r

sub.r:
  %r = phi i32 [ 0, %sub.c ], [ %r.next, %sub.r ]
  %cr = add nuw nsw i32 %c, %r
  %col = and i32 %cr, 3
  %col4 = shl nuw nsw i32 %col, 2
  %si = add nuw nsw i32 %col4, %r
  %si.e = zext i32 %si to i64
  %sp = getelementptr inbounds [16 x i8], ptr %s, i64 0, i64 %si.e
  %byte = load i8, ptr %sp, align 1
  %byte.e = zext i8 %byte to i64
  %boxp = getelementptr inbounds [256 x i8], ptr addrspace(4) @sbox, i64 0, i64 %byte.e
  %sub = load i8, ptr addrspace(4) %boxp, align 1
  %c4 = shl nuw nsw i32 %c, 2
  %ti = add nuw nsw i32 %c4, %r
  %ti.e = zext i32 %ti to i64
  %tp = getelementptr inbounds [16 x i8], ptr %t, i64 0, i64 %ti.e
  store i8 %sub, ptr %tp, align 1
  %r.next = add nuw nsw i32 %r, 1
  %r.done = icmp eq i32 %r.next, 4
  br i1 %r.done, label %sub.c.latch, label %sub.r

sub.c.latch:
  %c.next = add nuw nsw i32 %c, 1
  %c.done = icmp eq i32 %c.next, 4
  br i1 %c.done, label %mix, label %sub.c

mix:
  %m = phi i32 [ 0, %sub.c.latch ], [ %m.next, %mix ]
  %m4 = shl nuw nsw i32 %m, 2
  %m4.e = zext i32 %m4 to i64
  %p0 = getelementptr inbounds [16 x i8], ptr %t, i64 0, i64 %m4.e
  %p1 = getelementptr inbounds i8, ptr %p0, i64 1
  %p2 = getelementptr inbounds i8, ptr %p0, i64 2
  %p3 = getelementptr inbounds i8, ptr %p0, i64 3
  %a0 = load i8, ptr %p0, align 1
  %a1 = load i8, ptr %p1, align 1
  %a2 = load i8, ptr %p2, align 1
  %a3 = load i8, ptr %p3, align 1
  %x01 = xor i8 %a0, %a1
  %x12 = xor i8 %a1, %a2
  %x23 = xor i8 %a2, %a3
  %x30 = xor i8 %a3, %a0
  %all = xor i8 %x01, %x23
  %k0p = getelementptr inbounds i8, ptr addrspace(1) %rk, i64 %m4.e
  %k0 = load i8, ptr addrspace(1) %k0p, align 1
  %k1p = getelementptr inbounds i8, ptr addrspace(1) %k0p, i64 1
  %k1 = load i8, ptr addrspace(1) %k1p, align 1
  %k2p = getelementptr inbounds i8, ptr addrspace(1) %k0p, i64 2
  %k2 = load i8, ptr addrspace(1) %k2p, align 1
  %k3p = getelementptr inbounds i8, ptr addrspace(1) %k0p, i64 3
  %k3 = load i8, ptr addrspace(1) %k3p, align 1
  %e0 = call zeroext i8 @xtime(i8 zeroext %x01)
  %e1 = call zeroext i8 @xtime(i8 zeroext %x12)
  %e2 = call zeroext i8 @xtime(i8 zeroext %x23)
  %e3 = call zeroext i8 @xtime(i8 zeroext %x30)
  %y0a = xor i8 %a0, %all
  %y0b = xor i8 %y0a, %e0
  %y0 = xor i8 %y0b, %k0
  %y1a = xor i8 %a1, %all
  %y1b = xor i8 %y1a, %e1
  %y1 = xor i8 %y1b, %k1
  %y2a = xor i8 %a2, %all
  %y2b = xor i8 %y2a, %e2
  %y2 = xor i8 %y2b, %k2
  %y3a = xor i8 %a3, %all
  %y3b = xor i8 %y3a, %e3
  %y3 = xor i8 %y3b, %k3
  %ob = add nuw nsw i64 %g16.e, %m4.e
  %o0 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %ob
  store i8 %y0, ptr addrspace(1) %o0, align 1
  %o1 = getelementptr inbounds i8, ptr addrspace(1) %o0, i64 1
  store i8 %y1, ptr addrspace(1) %o1, align 1
  %o2 = getelementptr inbounds i8, ptr addrspace(1) %o0, i64 2
  store i8 %y2, ptr addrspace(1) %o2, align 1
  %o3 = getelementptr inbounds i8, ptr addrspace(1) %o0, i64 3
  store i8 %y3, ptr addrspace(1) %o3, align 1
  %m.next = add nuw nsw i32 %m, 1
  %m.done = icmp eq i32 %m.next, 4
  br i1 %m.done, label %exit, label %mix

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p1.i64(ptr noalias writeonly, ptr addrspace(1) noalias readonly, i64, i1 immarg)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #2 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
