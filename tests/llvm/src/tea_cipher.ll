; TEA (Tiny Encryption Algorithm): encrypt, then decrypt, a 64-bit block per thread.
;
;   __constant__ unsigned tea_key[4] = { 0xA56BABCD, 0x0000FFFF, 0xABCDEF01, 0x12345678 };
;   __global__ void tea_cipher(const unsigned *in, unsigned *enc, unsigned *dec, int rounds) {
;     unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
;     unsigned v0 = in[2*g], v1 = in[2*g+1], sum = 0, delta = 0x9E3779B9;
;     for (int i = 0; i < rounds; i++) {
;       sum += delta;
;       v0 += ((v1 << 4) + k0) ^ (v1 + sum) ^ ((v1 >> 5) + k1);
;       v1 += ((v0 << 4) + k2) ^ (v0 + sum) ^ ((v0 >> 5) + k3);
;     }
;     enc[2*g] = v0; enc[2*g+1] = v1;
;     for (int i = 0; i < rounds; i++) {
;       v1 -= ((v0 << 4) + k2) ^ (v0 + sum) ^ ((v0 >> 5) + k3);
;       v0 -= ((v1 << 4) + k0) ^ (v1 + sum) ^ ((v1 >> 5) + k1);
;       sum -= delta;
;     }
;     dec[2*g] = v0; dec[2*g+1] = v1;
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tea_key = internal addrspace(4) constant [4 x i32] [i32 -1519670323, i32 65535, i32 -1412567295, i32 305419896], align 4

define ptx_kernel void @tea_cipher(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %enc, ptr addrspace(1) noundef %dec, i32 noundef %rounds) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %i0 = shl i32 %g, 1
  %i0.e = zext i32 %i0 to i64
  %i1.e = add nuw nsw i64 %i0.e, 1
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0.e
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i1.e
  %v0.init = load i32, ptr addrspace(1) %p0, align 4
  %v1.init = load i32, ptr addrspace(1) %p1, align 4
  %k0 = load i32, ptr addrspace(4) @tea_key, align 4
  %k1p = getelementptr inbounds [4 x i32], ptr addrspace(4) @tea_key, i64 0, i64 1
  %k1 = load i32, ptr addrspace(4) %k1p, align 4
  %k2p = getelementptr inbounds [4 x i32], ptr addrspace(4) @tea_key, i64 0, i64 2
  %k2 = load i32, ptr addrspace(4) %k2p, align 4
  %k3p = getelementptr inbounds [4 x i32], ptr addrspace(4) @tea_key, i64 0, i64 3
  %k3 = load i32, ptr addrspace(4) %k3p, align 4
  br label %enc.cond

enc.cond:
  %e.i = phi i32 [ 0, %entry ], [ %e.i.next, %enc.body ]
  %e.v0 = phi i32 [ %v0.init, %entry ], [ %e.v0.next, %enc.body ]
  %e.v1 = phi i32 [ %v1.init, %entry ], [ %e.v1.next, %enc.body ]
  %e.sum = phi i32 [ 0, %entry ], [ %e.sum.next, %enc.body ]
  %e.more = icmp slt i32 %e.i, %rounds
  br i1 %e.more, label %enc.body, label %enc.done

enc.body:
  %e.sum.next = add i32 %e.sum, -1640531527
  %a1 = shl i32 %e.v1, 4
  %a2 = add i32 %a1, %k0
  %a3 = add i32 %e.v1, %e.sum.next
  %a4 = lshr i32 %e.v1, 5
  %a5 = add i32 %a4, %k1
  %a6 = xor i32 %a2, %a3
  %a7 = xor i32 %a6, %a5
  %e.v0.next = add i32 %e.v0, %a7
  %b1 = shl i32 %e.v0.next, 4
  %b2 = add i32 %b1, %k2
  %b3 = add i32 %e.v0.next, %e.sum.next
  %b4 = lshr i32 %e.v0.next, 5
  %b5 = add i32 %b4, %k3
  %b6 = xor i32 %b2, %b3
  %b7 = xor i32 %b6, %b5
  %e.v1.next = add i32 %e.v1, %b7
  %e.i.next = add nsw i32 %e.i, 1
  br label %enc.cond

enc.done:
  %q0 = getelementptr inbounds i32, ptr addrspace(1) %enc, i64 %i0.e
  store i32 %e.v0, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %enc, i64 %i1.e
  store i32 %e.v1, ptr addrspace(1) %q1, align 4
  br label %dec.cond

dec.cond:
  %d.i = phi i32 [ 0, %enc.done ], [ %d.i.next, %dec.body ]
  %d.v0 = phi i32 [ %e.v0, %enc.done ], [ %d.v0.next, %dec.body ]
  %d.v1 = phi i32 [ %e.v1, %enc.done ], [ %d.v1.next, %dec.body ]
  %d.sum = phi i32 [ %e.sum, %enc.done ], [ %d.sum.next, %dec.body ]
  %d.more = icmp slt i32 %d.i, %rounds
  br i1 %d.more, label %dec.body, label %dec.done

dec.body:
  %c1 = shl i32 %d.v0, 4
  %c2 = add i32 %c1, %k2
  %c3 = add i32 %d.v0, %d.sum
  %c4 = lshr i32 %d.v0, 5
  %c5 = add i32 %c4, %k3
  %c6 = xor i32 %c2, %c3
  %c7 = xor i32 %c6, %c5
  %d.v1.next = sub i32 %d.v1, %c7
  %f1 = shl i32 %d.v1.next, 4
  %f2 = add i32 %f1, %k0
  %f3 = add i32 %d.v1.next, %d.sum
  %f4 = lshr i32 %d.v1.next, 5
  %f5 = add i32 %f4, %k1
  %f6 = xor i32 %f2, %f3
  %f7 = xor i32 %f6, %f5
  %d.v0.next = sub i32 %d.v0, %f7
  %d.sum.next = sub i32 %d.sum, -1640531527
  %d.i.next = add nsw i32 %d.i, 1
  br label %dec.cond

dec.done:
  %r0 = getelementptr inbounds i32, ptr addrspace(1) %dec, i64 %i0.e
  store i32 %d.v0, ptr addrspace(1) %r0, align 4
  %r1 = getelementptr inbounds i32, ptr addrspace(1) %dec, i64 %i1.e
  store i32 %d.v1, ptr addrspace(1) %r1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
