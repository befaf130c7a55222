; ChaCha20 block function, one 64-byte block per thread.
;
;   __constant__ unsigned sigma[4] = { "expa", "nd 3", "2-by", "te k" };
;   __device__ __noinline__ void chacha_qr(unsigned *x, int a, int b, int c, int d) {
;     x[a] += x[b]; x[d] = rotl(x[d] ^ x[a], 16);
;     x[c] += x[d]; x[b] = rotl(x[b] ^ x[c], 12);
;     x[a] += x[b]; x[d] = rotl(x[d] ^ x[a], 8);
;     x[c] += x[d]; x[b] = rotl(x[b] ^ x[c], 7);
;   }
;   __global__ void chacha_block(const unsigned *key, const unsigned *nonce,
;                                unsigned counter0, unsigned *out) {
;     unsigned g = blockIdx.x * blockDim.x + threadIdx.x, x[16], s[16];
;     s[0..3] = sigma; s[4..11] = key; s[12] = counter0 + g; s[13..15] = nonce;
;     x = s;
;     for (int r = 0; r < 10; r++) {             // 20 rounds
;       chacha_qr(x, 0, 4, 8, 12); chacha_qr(x, 1, 5, 9, 13);
;       chacha_qr(x, 2, 6, 10, 14); chacha_qr(x, 3, 7, 11, 15);
;       chacha_qr(x, 0, 5, 10, 15); chacha_qr(x, 1, 6, 11, 12);
;       chacha_qr(x, 2, 7, 8, 13); chacha_qr(x, 3, 4, 9, 14);
;     }
;     for (int k = 0; k < 16; k++) out[16 * g + k] = x[k] + s[k];
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sigma = internal addrspace(4) constant [4 x i32] [i32 1634760805, i32 857760878, i32 2036477234, i32 1797285236], align 4

define void @chacha_qr(ptr noundef %x, i32 noundef %a, i32 noundef %b, i32 noundef %c, i32 noundef %d) #1 {
entry:
  %a.e = sext i32 %a to i64
  %b.e = sext i32 %b to i64
  %c.e = sext i32 %c to i64
  %d.e = sext i32 %d to i64
  %pa = getelementptr inbounds i32, ptr %x, i64 %a.e
  %pb = getelementptr inbounds i32, ptr %x, i64 %b.e
  %pc = getelementptr inbounds i32, ptr %x, i64 %c.e
  %pd = getelementptr inbounds i32, ptr %x, i64 %d.e
  %a0 = load i32, ptr %pa, align 4
  %b0 = load i32, ptr %pb, align 4
  %c0 = load i32, ptr %pc, align 4
  %d0 = load i32, ptr %pd, align 4
  %a1 = add i32 %a0, %b0
  %dx1 = xor i32 %d0, %a1
  %d1 = call i32 @llvm.fshl.i32(i32 %dx1, i32 %dx1, i32 16)
  %c1 = add i32 %c0, %d1
  %bx1 = xor i32 %b0, %c1
  %b1 = call i32 @llvm.fshl.i32(i32 %bx1, i32 %bx1, i32 12)
  %a2 = add i32 %a1, %b1
  %dx2 = xor i32 %d1, %a2
  %d2 = call i32 @llvm.fshl.i32(i32 %dx2, i32 %dx2, i32 8)
  %c2 = add i32 %c1, %d2
  %bx2 = xor i32 %b1, %c2
  %b2 = call i32 @llvm.fshl.i32(i32 %bx2, i32 %bx2, i32 7)
  store i32 %a2, ptr %pa, align 4
  store i32 %b2, ptr %pb, align 4
  store i32 %c2, ptr %pc, align 4
  store i32 %d2, ptr %pd, align 4
  ret void
}

define void @chacha_block(ptr addrspace(1) noundef %key, ptr addrspace(1) noundef %nonce, i32 noundef %counter0, ptr addrspace(1) noundef %out) #0 {
entry:
  %x = alloca [16 x i32], align 4
  %s = alloca [16 x i32], align 4
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  call void @llvm.lifetime.start.p0(ptr %x)
  call void @llvm.lifetime.start.p0(ptr %s)
  br label %init

init:
  %k = phi i32 [ 0, %entry ], [ %k.next, %init.next ]
  %k.e = zext i32 %k to i64
  %sp = getelementptr inbounds [16 x i32], ptr %s, i64 0, i64 %k.e
  switch i32 %k, label %from.key [ i32 0, label %from.sigma
                                   i32 1, label %from.sigma
                                   i32 2, label %from.sigma
                                   i32 3, label %from.sigma
                                   i32 12, label %from.counter
                                   i32 13, label %from.nonce
                                   i32 14, label %from.nonce
                                   i32 15, label %from.nonce ]

from.sigma:
  %sgp = getelementptr inbounds [4 x i32], ptr addrspace(4) @sigma, i64 0, i64 %k.e
  %sg = load i32, ptr addrspace(4) %sgp, align 4
  br label %init.next

from.key:
  %ki = add nsw i64 %k.e, -4
  %kp = getelementptr inbounds i32, ptr addrspace(1) %key, i64 %ki
  %kv = load i32, ptr addrspace(1) %kp, align 4
  br label %init.next

from.counter:
  %ctr = add i32 %counter0, %g
  br label %init.next

from.nonce:
  %ni = add nsw i64 %k.e, -13
  %np = getelementptr inbounds i32, ptr addrspace(1) %nonce, i64 %ni
  %nv = load i32, ptr addrspace(1) %np, align 4
  br label %init.next

init.next:
  %word = phi i32 [ %sg, %from.sigma ], [ %kv, %from.key ], [ %ctr, %from.counter ], [ %nv, %from.nonce ]
  store i32 %word, ptr %sp, align 4
  %k.next = add nuw nsw i32 %k, 1
  %k.done = icmp eq i32 %k.next, 16
  br i1 %k.done, label %copy, label %init

copy:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %x, ptr align 4 %s, i64 64, i1 false)
  br label %round

round:
  %r = phi i32 [ 0, %copy ], [ %r.next, %round ]
  call void @chacha_qr(ptr noundef %x, i32 noundef 0, i32 noundef 4, i32 noundef 8, i32 noundef 12)
  call void @chacha_qr(ptr noundef %x, i32 noundef 1, i32 noundef 5, i32 noundef 9, i32 noundef 13)
  call void @chacha_qr(ptr noundef %x, i32 noundef 2, i32 noundef 6, i32 noundef 10, i32 noundef 14)
  call void @chacha_qr(ptr noundef %x, i32 noundef 3, i32 noundef 7, i32 noundef 11, i32 noundef 15)
  call void @chacha_qr(ptr noundef %x, i32 noundef 0, i32 noundef 5, i32 noundef 10, i32 noundef 15)
  call void @chacha_qr(ptr noundef %x, i32 noundef 1, i32 noundef 6, i32 noundef 11, i32 noundef 12)
  call void @chacha_qr(ptr noundef %x, i32 noundef 2, i32 noundef 7, i32 noundef 8, i32 noundef 13)
  call void @chacha_qr(ptr noundef %x, i32 noundef 3, i32 noundef 4, i32 noundef 9, i32 noundef 14)
  %r.next = add nuw nsw i32 %r, 1
  %r.done = icmp eq i32 %r.next, 10
  br i1 %r.done, label %emit, label %round

emit:
  %ob = shl i32 %g, 4
  br label %emit.loop

emit.loop:
  %m = phi i32 [ 0, %emit ], [ %m.next, %emit.loop ]
  %m.e = zext i32 %m to i64
  %xp = getelementptr inbounds [16 x i32], ptr %x, i64 0, i64 %m.e
  %xv = load i32, ptr %xp, align 4
  %sp2 = getelementptr inbounds [16 x i32], ptr %s, i64 0, i64 %m.e
  %sv = load i32, ptr %sp2, align 4
  %sum = add i32 %xv, %sv
  %oi = add i32 %ob, %m
  %oi.e = zext i32 %oi to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.e
  store i32 %sum, ptr addrspace(1) %op, align 4
  %m.next = add nuw nsw i32 %m, 1
  %m.done = icmp eq i32 %m.next, 16
  br i1 %m.done, label %exit, label %emit.loop

exit:
  call void @llvm.lifetime.end.p0(ptr %s)
  call void @llvm.lifetime.end.p0(ptr %x)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly, ptr noalias readonly, i64, i1 immarg)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @chacha_block, !"kernel", i32 1}
