; Radix-2 decimation-in-time FFT of 64 points per CTA in shared memory.
;
;   struct cplx { float re, im; };
;   __constant__ cplx twiddle[32];                     // exp(-2*pi*i*k/64)
;   __shared__ cplx s[64];
;   __global__ void fft_shared(const float *re, const float *im, int *ore, int *oim) {
;     unsigned t = threadIdx.x, b = blockIdx.x * 64;   // 32 threads
;     for (unsigned n = t; n < 64; n += 32) {          // bit-reversed load
;       unsigned r = __brev(n) >> 26;
;       s[r] = cplx{re[b + n], im[b + n]};
;     }
;     __syncthreads();
;     for (unsigned half = 1; half < 64; half <<= 1) {
;       unsigned i = t / half * 2 * half + t % half, j = i + half;
;       cplx w = twiddle[t % half * (32 / half)], x = s[j], u = s[i];
;       float tr = x.re * w.re - x.im * w.im, ti = x.re * w.im + x.im * w.re;
;       s[j] = cplx{u.re - tr, u.im - ti};
;       s[i] = cplx{u.re + tr, u.im + ti};
;       __syncthreads();
;     }
;     for (unsigned n = t; n < 64; n += 32) {
;       ore[b + n] = (int)roundf(s[n].re);  oim[b + n] = (int)roundf(s[n].im);
;     }
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.cplx = type { float, float }

@twiddle = internal addrspace(4) constant [32 x %struct.cplx] [%struct.cplx { float 0x3FF0000000000000, float 0x8000000000000000 },
   %struct.cplx { float 0x3FEFD88DA0000000, float 0xBFB917A6C0000000 },
   %struct.cplx { float 0x3FEF6297C0000000, float 0xBFC8F8B840000000 },
   %struct.cplx { float 0x3FEE9F4160000000, float 0xBFD2940620000000 },
   %struct.cplx { float 0x3FED906BC0000000, float 0xBFD87DE2A0000000 },
   %struct.cplx { float 0x3FEC38B300000000, float 0xBFDE2B5D40000000 },
   %struct.cplx { float 0x3FEA9B6620000000, float 0xBFE1C73B40000000 },
   %struct.cplx { float 0x3FE8BC8060000000, float 0xBFE44CF320000000 },
   %struct.cplx { float 0x3FE6A09E60000000, float 0xBFE6A09E60000000 },
   %struct.cplx { float 0x3FE44CF320000000, float 0xBFE8BC8060000000 },
   %struct.cplx { float 0x3FE1C73B40000000, float 0xBFEA9B6620000000 },
   %struct.cplx { float 0x3FDE2B5D40000000, float 0xBFEC38B300000000 },
   %struct.cplx { float 0x3FD87DE2A0000000, float 0xBFED906BC0000000 },
   %struct.cplx { float 0x3FD2940620000000, float 0xBFEE9F4160000000 },
   %struct.cplx { float 0x3FC8F8B840000000, float 0xBFEF6297C0000000 },
   %struct.cplx { float 0x3FB917A6C0000000, float 0xBFEFD88DA0000000 },
   %struct.cplx { float 0x3C91A62640000000, float 0xBFF0000000000000 },
   %struct.cplx { float 0xBFB917A6C0000000, float 0xBFEFD88DA0000000 },
   %struct.cplx { float 0xBFC8F8B840000000, float 0xBFEF6297C0000000 },
   %struct.cplx { float 0xBFD2940620000000, float 0xBFEE9F4160000000 },
   %struct.cplx { float 0xBFD87DE2A0000000, float 0xBFED906BC0000000 },
   %struct.cplx { float 0xBFDE2B5D40000000, float 0xBFEC38B300000000 },
   %struct.cplx { float 0xBFE1C73B40000000, float 0xBFEA9B6620000000 },
   %struct.cplx { float 0xBFE44CF320000000, float 0xBFE8BC8060000000 },
   %struct.cplx { float 0xBFE6A09E60000000, float 0xBFE6A09E60000000 },
   %struct.cplx { float 0xBFE8BC8060000000, float 0xBFE44CF320000000 },
   %struct.cplx { float 0xBFEA9B6620000000, float 0xBFE1C73B40000000 },
   %struct.cplx { float 0xBFEC38B300000000, float 0xBFDE2B5D40000000 },
   %struct.cplx { float 0xBFED906BC0000000, float 0xBFD87DE2A0000000 },
   %struct.cplx { float 0xBFEE9F4160000000, float 0xBFD2940620000000 },
   %struct.cplx { float 0xBFEF6297C0000000, float 0xBFC8F8B840000000 },
   %struct.cplx { float 0xBFEFD88DA0000000, float 0xBFB917A6C0000000 }], align 4
@s = internal addrspace(3) global [64 x %struct.cplx] undef, align 4

define ptx_kernel void @fft_shared(ptr addrspace(1) noundef %re, ptr addrspace(1) noundef %im, ptr addrspace(1) noundef %ore, ptr addrspace(1) noundef %oim) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b = shl i32 %ctaid, 6
  br label %load

load:
  %n = phi i32 [ %t, %entry ], [ %n.next, %load ]
  %rev = call i32 @llvm.bitreverse.i32(i32 %n)
  %r = lshr i32 %rev, 26
  %gi = add i32 %b, %n
  %gi.z = zext i32 %gi to i64
  %pre = getelementptr inbounds float, ptr addrspace(1) %re, i64 %gi.z
  %vre = load float, ptr addrspace(1) %pre, align 4
  %pim = getelementptr inbounds float, ptr addrspace(1) %im, i64 %gi.z
  %vim = load float, ptr addrspace(1) %pim, align 4
  %sre = getelementptr inbounds [64 x %struct.cplx], ptr addrspace(3) @s, i32 0, i32 %r, i32 0
  store float %vre, ptr addrspace(3) %sre, align 4
  %sim = getelementptr inbounds [64 x %struct.cplx], ptr addrspace(3) @s, i32 0, i32 %r, i32 1
  store float %vim, ptr addrspace(3) %sim, align 4
  %n.next = add i32 %n, 32
  %n.more = icmp ult i32 %n.next, 64
  br i1 %n.more, label %load, label %loaded

loaded:
  call void @llvm.nvvm.barrier0()
  br label %stage

stage:
  %half = phi i32 [ 1, %loaded ], [ %half.next, %stage ]
  %group = udiv i32 %t, %half
  %pos = urem i32 %t, %half
  %span = shl i32 %half, 1
  %gbase = mul i32 %group, %span
  %i = add i32 %gbase, %pos
  %j = add i32 %i, %half
  %step = udiv i32 32, %half
  %widx = mul i32 %pos, %step
  %wre.p = getelementptr inbounds [32 x %struct.cplx], ptr addrspace(4) @twiddle, i32 0, i32 %widx, i32 0
  %wre = load float, ptr addrspace(4) %wre.p, align 4
  %wim.p = getelementptr inbounds [32 x %struct.cplx], ptr addrspace(4) @twiddle, i32 0, i32 %widx, i32 1
  %wim = load float, ptr addrspace(4) %wim.p, align 4
  %xre.p = getelementptr inbounds [64 x %struct.cplx], ptr addrspace(3) @s, i32 0, i32 %j, i32 0
  %xre = load float, ptr addrspace(3) %xre.p, align 4
  %xim.p = getelementptr inbounds [64 x %struct.cplx], ptr addrspace(3) @s, i32 0, i32 %j, i32 1
  %xim = load float, ptr addrspace(3) %xim.p, align 4
  %ure.p = getelementptr inbounds [64 x %struct.cplx], ptr addrspace(3) @s, i32 0, i32 %i, i32 0
  %ure = load float, ptr addrspace(3) %ure.p, align 4
  %uim.p = getelementptr inbounds [64 x %struct.cplx], ptr addrspace(3) @s, i32 0, i32 %i, i32 1
  %uim = load float, ptr addrspace(3) %uim.p, align 4
  %m1 = fmul float %xim, %wim
  %m1.neg = fneg float %m1
  %tr = call float @llvm.fmuladd.f32(float %xre, float %wre, float %m1.neg)
  %m2 = fmul float %xim, %wre
  %ti = call float @llvm.fmuladd.f32(float %xre, float %wim, float %m2)
  %jre = fsub float %ure, %tr
  %jim = fsub float %uim, %ti
  %ire = fadd float %ure, %tr
  %iim = fadd float %uim, %ti
  store float %jre, ptr addrspace(3) %xre.p, align 4
  store float %jim, ptr addrspace(3) %xim.p, align 4
  store float %ire, ptr addrspace(3) %ure.p, align 4
  store float %iim, ptr addrspace(3) %uim.p, align 4
  call void @llvm.nvvm.barrier0()
  %half.next = shl i32 %half, 1
  %more = icmp ult i32 %half.next, 64
  br i1 %more, label %stage, label %store

store:
  %m = phi i32 [ %t, %stage ], [ %m.next, %store ]
  %ore.p = getelementptr inbounds [64 x %struct.cplx], ptr addrspace(3) @s, i32 0, i32 %m, i32 0
  %fre = load float, ptr addrspace(3) %ore.p, align 4
  %oim.p = getelementptr inbounds [64 x %struct.cplx], ptr addrspace(3) @s, i32 0, i32 %m, i32 1
  %fim = load float, ptr addrspace(3) %oim.p, align 4
  %rre = call float @llvm.round.f32(float %fre)
  %rim = call float @llvm.round.f32(float %fim)
  %ire.i = fptosi float %rre to i32
  %iim.i = fptosi float %rim to i32
  %go = add i32 %b, %m
  %go.z = zext i32 %go to i64
  %dre = getelementptr inbounds i32, ptr addrspace(1) %ore, i64 %go.z
  store i32 %ire.i, ptr addrspace(1) %dre, align 4
  %dim = getelementptr inbounds i32, ptr addrspace(1) %oim, i64 %go.z
  store i32 %iim.i, ptr addrspace(1) %dim, align 4
  %m.next = add i32 %m, 32
  %m.more = icmp ult i32 %m.next, 64
  br i1 %m.more, label %store, label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.bitreverse.i32(i32)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.round.f32(float)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
