; Seven local arrays of seven alignments (1, 16, 2, 8, 1, 8, 4), declared
; in an order that leaves holes between them, all live at once and all
; updated at data-dependent indices.
;
;   typedef float float4v __attribute__((ext_vector_type(4)));
;   __global__ void mixed_align(const int *in, long long *out, float *fout, int n) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     unsigned char bytes[13] = {0};  float4v v[3] = {0};  short h[7] = {0};
;     double d[3] = {0};  unsigned char flags[3] = {0};  long long q[3] = {0};  int w[5] = {0};
;     for (int k = 0; k < n; k++) {
;       int x = in[t * 16 + k];                        // 0 <= x < 1009
;       bytes[x % 13] += k + 1;
;       h[(x >> 2) % 7] += x;
;       w[(x + k) % 5] ^= x << (k & 7);
;       q[k % 3] += (long long)x * x;
;       d[(x >> 3) % 3] += x * 0.25;
;       flags[x % 3] |= 1 << (k & 7);
;       v[(x + t) % 3] += (float4v){(float)x, (float)k, (float)(x - k), 1.0f};
;     }
;     long long s0 = 0, s1 = 0, s2 = 0;
;     for (int j = 0; j < 13; j++) s0 += bytes[j] * (j + 1);
;     for (int j = 0; j < 7; j++) s1 += h[j] * (j + 1);
;     for (int j = 0; j < 3; j++) s1 += flags[j] << (8 * j);
;     for (int j = 0; j < 5; j++) s2 += (long long)w[j] * (j + 1);
;     out[t * 4 + 0] = s0; out[t * 4 + 1] = s1; out[t * 4 + 2] = s2;
;     out[t * 4 + 3] = q[0] + q[1] + q[2] + (long long)(d[0] * 4 + d[1] * 8 + d[2] * 16);
;     float4v a = v[t % 3], b = v[(t + 1) % 3], c = v[(t + 2) % 3];
;     fout[t * 4 + 0] = a.x + b.x * 2.0f + c.x * 4.0f; ...   // per lane (see README: `splat`)
;   }
; Scalars are SSA values (clang -O1 before SROA); the arrays are allocas,
; cleared by llvm.memset.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mixed_align(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, ptr addrspace(1) noundef %fout, i32 noundef %n) #0 {
entry:
  %bytes = alloca [13 x i8], align 1
  %v = alloca [3 x <4 x float>], align 16
  %h = alloca [7 x i16], align 2
  %d = alloca [3 x double], align 8
  %flags = alloca [3 x i8], align 1
  %q = alloca [3 x i64], align 8
  %w = alloca [5 x i32], align 4
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = mul nsw i32 %t, 16
  call void @llvm.lifetime.start.p0(ptr %bytes)
  call void @llvm.memset.p0.i64(ptr align 1 %bytes, i8 0, i64 13, i1 false)
  call void @llvm.lifetime.start.p0(ptr %v)
  call void @llvm.memset.p0.i64(ptr align 16 %v, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(ptr %h)
  call void @llvm.memset.p0.i64(ptr align 2 %h, i8 0, i64 14, i1 false)
  call void @llvm.lifetime.start.p0(ptr %d)
  call void @llvm.memset.p0.i64(ptr align 8 %d, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(ptr %flags)
  call void @llvm.memset.p0.i64(ptr align 1 %flags, i8 0, i64 3, i1 false)
  call void @llvm.lifetime.start.p0(ptr %q)
  call void @llvm.memset.p0.i64(ptr align 8 %q, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(ptr %w)
  call void @llvm.memset.p0.i64(ptr align 4 %w, i8 0, i64 20, i1 false)
  br label %loop.cond

loop.cond:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop.body ]
  %kc = icmp slt i32 %k, %n
  br i1 %kc, label %loop.body, label %sum0.cond

loop.body:
  %xi = add nsw i32 %base, %k
  %xi.ext = sext i32 %xi to i64
  %xp = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %xi.ext
  %x = load i32, ptr addrspace(1) %xp, align 4
  ; bytes[x % 13] += k + 1
  %b.i = srem i32 %x, 13
  %b.i.ext = sext i32 %b.i to i64
  %b.p = getelementptr inbounds [13 x i8], ptr %bytes, i64 0, i64 %b.i.ext
  %b.v = load i8, ptr %b.p, align 1
  %k1 = add nsw i32 %k, 1
  %k1.8 = trunc i32 %k1 to i8
  %b.n = add i8 %b.v, %k1.8
  store i8 %b.n, ptr %b.p, align 1
  ; h[(x >> 2) % 7] += x
  %h.s = ashr i32 %x, 2
  %h.i = srem i32 %h.s, 7
  %h.i.ext = sext i32 %h.i to i64
  %h.p = getelementptr inbounds [7 x i16], ptr %h, i64 0, i64 %h.i.ext
  %h.v = load i16, ptr %h.p, align 2
  %x.16 = trunc i32 %x to i16
  %h.n = add i16 %h.v, %x.16
  store i16 %h.n, ptr %h.p, align 2
  ; w[(x + k) % 5] ^= x << (k & 7)
  %w.s = add nsw i32 %x, %k
  %w.i = srem i32 %w.s, 5
  %w.i.ext = sext i32 %w.i to i64
  %w.p = getelementptr inbounds [5 x i32], ptr %w, i64 0, i64 %w.i.ext
  %w.v = load i32, ptr %w.p, align 4
  %k7 = and i32 %k, 7
  %w.x = shl i32 %x, %k7
  %w.n = xor i32 %w.v, %w.x
  store i32 %w.n, ptr %w.p, align 4
  ; q[k % 3] += (long long)x * x
  %q.i = srem i32 %k, 3
  %q.i.ext = sext i32 %q.i to i64
  %q.p = getelementptr inbounds [3 x i64], ptr %q, i64 0, i64 %q.i.ext
  %q.v = load i64, ptr %q.p, align 8
  %x.64 = sext i32 %x to i64
  %xx = mul nsw i64 %x.64, %x.64
  %q.n = add nsw i64 %q.v, %xx
  store i64 %q.n, ptr %q.p, align 8
  ; d[(x >> 3) % 3] += x * 0.25
  %d.s = ashr i32 %x, 3
  %d.i = srem i32 %d.s, 3
  %d.i.ext = sext i32 %d.i to i64
  %d.p = getelementptr inbounds [3 x double], ptr %d, i64 0, i64 %d.i.ext
  %d.v = load double, ptr %d.p, align 8
  %x.d = sitofp i32 %x to double
  %x.q = fmul double %x.d, 2.500000e-01
  %d.n = fadd double %d.v, %x.q
  store double %d.n, ptr %d.p, align 8
  ; flags[x % 3] |= 1 << (k & 7)
  %f.i = srem i32 %x, 3
  %f.i.ext = sext i32 %f.i to i64
  %f.p = getelementptr inbounds [3 x i8], ptr %flags, i64 0, i64 %f.i.ext
  %f.v = load i8, ptr %f.p, align 1
  %f.bit = shl i32 1, %k7
  %f.bit8 = trunc i32 %f.bit to i8
  %f.n = or i8 %f.v, %f.bit8
  store i8 %f.n, ptr %f.p, align 1
  ; v[(x + t) % 3] += {x, k, x - k, 1}
  %v.s = add nsw i32 %x, %t
  %v.i = srem i32 %v.s, 3
  %v.i.ext = sext i32 %v.i to i64
  %v.p = getelementptr inbounds [3 x <4 x float>], ptr %v, i64 0, i64 %v.i.ext
  %v.v = load <4 x float>, ptr %v.p, align 16
  %e0 = sitofp i32 %x to float
  %e1 = sitofp i32 %k to float
  %xk = sub nsw i32 %x, %k
  %e2 = sitofp i32 %xk to float
  %a0 = insertelement <4 x float> undef, float %e0, i32 0
  %a1 = insertelement <4 x float> %a0, float %e1, i32 1
  %a2 = insertelement <4 x float> %a1, float %e2, i32 2
  %a3 = insertelement <4 x float> %a2, float 1.000000e+00, i32 3
  %v.n = fadd <4 x float> %v.v, %a3
  store <4 x float> %v.n, ptr %v.p, align 16
  %k.next = add nsw i32 %k, 1
  br label %loop.cond

sum0.cond:
  %j0 = phi i32 [ 0, %loop.cond ], [ %j0.next, %sum0.body ]
  %s0 = phi i64 [ 0, %loop.cond ], [ %s0.next, %sum0.body ]
  %c0 = icmp slt i32 %j0, 13
  br i1 %c0, label %sum0.body, label %sum1.cond

sum0.body:
  %j0.ext = sext i32 %j0 to i64
  %p0 = getelementptr inbounds [13 x i8], ptr %bytes, i64 0, i64 %j0.ext
  %v0 = load i8, ptr %p0, align 1
  %v0.32 = zext i8 %v0 to i32
  %j0.1 = add nsw i32 %j0, 1
  %m0 = mul nsw i32 %v0.32, %j0.1
  %m0.64 = sext i32 %m0 to i64
  %s0.next = add nsw i64 %s0, %m0.64
  %j0.next = add nsw i32 %j0, 1
  br label %sum0.cond

sum1.cond:
  %j1 = phi i32 [ 0, %sum0.cond ], [ %j1.next, %sum1.body ]
  %s1 = phi i64 [ 0, %sum0.cond ], [ %s1.next, %sum1.body ]
  %c1 = icmp slt i32 %j1, 7
  br i1 %c1, label %sum1.body, label %sum2.cond

sum1.body:
  %j1.ext = sext i32 %j1 to i64
  %p1 = getelementptr inbounds [7 x i16], ptr %h, i64 0, i64 %j1.ext
  %v1 = load i16, ptr %p1, align 2
  %v1.32 = sext i16 %v1 to i32
  %j1.1 = add nsw i32 %j1, 1
  %m1 = mul nsw i32 %v1.32, %j1.1
  %m1.64 = sext i32 %m1 to i64
  %s1.next = add nsw i64 %s1, %m1.64
  %j1.next = add nsw i32 %j1, 1
  br label %sum1.cond

sum2.cond:
  %j2 = phi i32 [ 0, %sum1.cond ], [ %j2.next, %sum2.body ]
  %s2 = phi i64 [ %s1, %sum1.cond ], [ %s2.next, %sum2.body ]
  %c2 = icmp slt i32 %j2, 3
  br i1 %c2, label %sum2.body, label %sum3.cond

sum2.body:
  %j2.ext = sext i32 %j2 to i64
  %p2 = getelementptr inbounds [3 x i8], ptr %flags, i64 0, i64 %j2.ext
  %v2 = load i8, ptr %p2, align 1
  %v2.32 = zext i8 %v2 to i32
  %j2.8 = mul nsw i32 %j2, 8
  %m2 = shl i32 %v2.32, %j2.8
  %m2.64 = sext i32 %m2 to i64
  %s2.next = add nsw i64 %s2, %m2.64
  %j2.next = add nsw i32 %j2, 1
  br label %sum2.cond

sum3.cond:
  %j3 = phi i32 [ 0, %sum2.cond ], [ %j3.next, %sum3.body ]
  %s3 = phi i64 [ 0, %sum2.cond ], [ %s3.next, %sum3.body ]
  %c3 = icmp slt i32 %j3, 5
  br i1 %c3, label %sum3.body, label %finish

sum3.body:
  %j3.ext = sext i32 %j3 to i64
  %p3 = getelementptr inbounds [5 x i32], ptr %w, i64 0, i64 %j3.ext
  %v3 = load i32, ptr %p3, align 4
  %v3.64 = sext i32 %v3 to i64
  %j3.1 = add nsw i32 %j3, 1
  %j3.1.64 = sext i32 %j3.1 to i64
  %m3 = mul nsw i64 %v3.64, %j3.1.64
  %s3.next = add nsw i64 %s3, %m3
  %j3.next = add nsw i32 %j3, 1
  br label %sum3.cond

finish:
  %ob = mul nsw i32 %t, 4
  %ob.ext = sext i32 %ob to i64
  %o0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %ob.ext
  store i64 %s0, ptr addrspace(1) %o0, align 8
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 1
  store i64 %s2, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 2
  store i64 %s3, ptr addrspace(1) %o2, align 8
  %qp0 = getelementptr inbounds [3 x i64], ptr %q, i64 0, i64 0
  %qv0 = load i64, ptr %qp0, align 8
  %qp1 = getelementptr inbounds [3 x i64], ptr %q, i64 0, i64 1
  %qv1 = load i64, ptr %qp1, align 8
  %qp2 = getelementptr inbounds [3 x i64], ptr %q, i64 0, i64 2
  %qv2 = load i64, ptr %qp2, align 8
  %qs0 = add nsw i64 %qv0, %qv1
  %qs = add nsw i64 %qs0, %qv2
  %dp0 = getelementptr inbounds [3 x double], ptr %d, i64 0, i64 0
  %dv0 = load double, ptr %dp0, align 8
  %dp1 = getelementptr inbounds [3 x double], ptr %d, i64 0, i64 1
  %dv1 = load double, ptr %dp1, align 8
  %dp2 = getelementptr inbounds [3 x double], ptr %d, i64 0, i64 2
  %dv2 = load double, ptr %dp2, align 8
  %dm0 = fmul double %dv0, 4.000000e+00
  %dm1 = fmul double %dv1, 8.000000e+00
  %dm2 = fmul double %dv2, 1.600000e+01
  %ds0 = fadd double %dm0, %dm1
  %ds = fadd double %ds0, %dm2
  %di = fptosi double %ds to i64
  %o3v = add nsw i64 %qs, %di
  %o3 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 3
  store i64 %o3v, ptr addrspace(1) %o3, align 8
  %r0i = srem i32 %t, 3
  %r0i.ext = sext i32 %r0i to i64
  %r0p = getelementptr inbounds [3 x <4 x float>], ptr %v, i64 0, i64 %r0i.ext
  %r0 = load <4 x float>, ptr %r0p, align 16
  %t1 = add nsw i32 %t, 1
  %r1i = srem i32 %t1, 3
  %r1i.ext = sext i32 %r1i to i64
  %r1p = getelementptr inbounds [3 x <4 x float>], ptr %v, i64 0, i64 %r1i.ext
  %r1 = load <4 x float>, ptr %r1p, align 16
  %t2 = add nsw i32 %t, 2
  %r2i = srem i32 %t2, 3
  %r2i.ext = sext i32 %r2i to i64
  %r2p = getelementptr inbounds [3 x <4 x float>], ptr %v, i64 0, i64 %r2i.ext
  %r2 = load <4 x float>, ptr %r2p, align 16
  %fo = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %ob.ext
  %r0.0 = extractelement <4 x float> %r0, i32 0
  %r1.0 = extractelement <4 x float> %r1, i32 0
  %r2.0 = extractelement <4 x float> %r2, i32 0
  %r1x2.0 = fmul float %r1.0, 2.000000e+00
  %r2x4.0 = fmul float %r2.0, 4.000000e+00
  %rs0.0 = fadd float %r0.0, %r1x2.0
  %rs.0 = fadd float %rs0.0, %r2x4.0
  %fo.0 = getelementptr inbounds float, ptr addrspace(1) %fo, i64 0
  store float %rs.0, ptr addrspace(1) %fo.0, align 4
  %r0.1 = extractelement <4 x float> %r0, i32 1
  %r1.1 = extractelement <4 x float> %r1, i32 1
  %r2.1 = extractelement <4 x float> %r2, i32 1
  %r1x2.1 = fmul float %r1.1, 2.000000e+00
  %r2x4.1 = fmul float %r2.1, 4.000000e+00
  %rs0.1 = fadd float %r0.1, %r1x2.1
  %rs.1 = fadd float %rs0.1, %r2x4.1
  %fo.1 = getelementptr inbounds float, ptr addrspace(1) %fo, i64 1
  store float %rs.1, ptr addrspace(1) %fo.1, align 4
  %r0.2 = extractelement <4 x float> %r0, i32 2
  %r1.2 = extractelement <4 x float> %r1, i32 2
  %r2.2 = extractelement <4 x float> %r2, i32 2
  %r1x2.2 = fmul float %r1.2, 2.000000e+00
  %r2x4.2 = fmul float %r2.2, 4.000000e+00
  %rs0.2 = fadd float %r0.2, %r1x2.2
  %rs.2 = fadd float %rs0.2, %r2x4.2
  %fo.2 = getelementptr inbounds float, ptr addrspace(1) %fo, i64 2
  store float %rs.2, ptr addrspace(1) %fo.2, align 4
  %r0.3 = extractelement <4 x float> %r0, i32 3
  %r1.3 = extractelement <4 x float> %r1, i32 3
  %r2.3 = extractelement <4 x float> %r2, i32 3
  %r1x2.3 = fmul float %r1.3, 2.000000e+00
  %r2x4.3 = fmul float %r2.3, 4.000000e+00
  %rs0.3 = fadd float %r0.3, %r1x2.3
  %rs.3 = fadd float %rs0.3, %r2x4.3
  %fo.3 = getelementptr inbounds float, ptr addrspace(1) %fo, i64 3
  store float %rs.3, ptr addrspace(1) %fo.3, align 4
  call void @llvm.lifetime.end.p0(ptr %w)
  call void @llvm.lifetime.end.p0(ptr %q)
  call void @llvm.lifetime.end.p0(ptr %flags)
  call void @llvm.lifetime.end.p0(ptr %d)
  call void @llvm.lifetime.end.p0(ptr %h)
  call void @llvm.lifetime.end.p0(ptr %v)
  call void @llvm.lifetime.end.p0(ptr %bytes)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
