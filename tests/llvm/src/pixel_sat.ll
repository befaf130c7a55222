; 8-bit image arithmetic with saturating intrinsics and i16 intermediates.
;
;   __global__ void pixel_sat(const unsigned char *img, const signed char *delta,
;                             unsigned char *out, short *wide) {
;     int g = blockIdx.x * blockDim.x + threadIdx.x;
;     unsigned char p = img[g]; signed char d = delta[g];
;     out[4*g+0] = uadd_sat(p, 40);                 // brighten
;     out[4*g+1] = usub_sat(p, 100);                // darken
;     out[4*g+2] = sadd_sat((signed char)p, d);     // signed view of the byte
;     out[4*g+3] = (unsigned char)(((unsigned short)p + (unsigned char)d + 1) >> 1);  // average
;     wide[g] = sadd_sat((short)(p * 200), (short)(d * 100));
;     if (g % 3 == 0) wide[g] = ssub_sat(wide[g], (short)30000);
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @pixel_sat(ptr addrspace(1) noundef %img, ptr addrspace(1) noundef %delta, ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %wide) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = sext i32 %g to i64
  %pp = getelementptr inbounds i8, ptr addrspace(1) %img, i64 %g.e
  %p = load i8, ptr addrspace(1) %pp, align 1
  %dp = getelementptr inbounds i8, ptr addrspace(1) %delta, i64 %g.e
  %d = load i8, ptr addrspace(1) %dp, align 1
  %o4 = shl nsw i64 %g.e, 2
  %o0 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o4
  %bright = call i8 @llvm.uadd.sat.i8(i8 %p, i8 40)
  store i8 %bright, ptr addrspace(1) %o0, align 1
  %dark = call i8 @llvm.usub.sat.i8(i8 %p, i8 100)
  %o1 = getelementptr inbounds i8, ptr addrspace(1) %o0, i64 1
  store i8 %dark, ptr addrspace(1) %o1, align 1
  %mix = call i8 @llvm.sadd.sat.i8(i8 %p, i8 %d)
  %o2 = getelementptr inbounds i8, ptr addrspace(1) %o0, i64 2
  store i8 %mix, ptr addrspace(1) %o2, align 1
  %p16 = zext i8 %p to i16
  %du16 = zext i8 %d to i16
  %sum16 = add nuw nsw i16 %p16, %du16
  %sum16r = add nuw nsw i16 %sum16, 1
  %avg16 = lshr i16 %sum16r, 1
  %avg = trunc i16 %avg16 to i8
  %o3 = getelementptr inbounds i8, ptr addrspace(1) %o0, i64 3
  store i8 %avg, ptr addrspace(1) %o3, align 1
  %pw = mul i16 %p16, 200
  %ds16 = sext i8 %d to i16
  %dw = mul nsw i16 %ds16, 100
  %w = call i16 @llvm.sadd.sat.i16(i16 %pw, i16 %dw)
  %g3 = srem i32 %g, 3
  %third = icmp eq i32 %g3, 0
  br i1 %third, label %lower, label %store

lower:
  %wl = call i16 @llvm.ssub.sat.i16(i16 %w, i16 30000)
  br label %store

store:
  %wv = phi i16 [ %w, %entry ], [ %wl, %lower ]
  %wp = getelementptr inbounds i16, ptr addrspace(1) %wide, i64 %g.e
  store i16 %wv, ptr addrspace(1) %wp, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i16 @llvm.sadd.sat.i16(i16, i16)
declare i16 @llvm.ssub.sat.i16(i16, i16)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @pixel_sat, !"kernel", i32 1}
