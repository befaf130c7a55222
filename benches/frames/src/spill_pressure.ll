; Many values live at once: 40 unsigned accumulators carried around a loop
; (a simultaneous update, every old value read after some new ones are
; made), plus a small lookup table indexed by the data. Under a budget of
; 32 registers (the "nvvm.maxnreg"="32" attribute, what
; __launch_bounds__/__maxnreg__(32) gives; llc writes `.maxnreg 32`), the
; register allocator must spill.
;
;   #define X(j) x##j
;   __global__ void __maxnreg__(32) spill_pressure(const unsigned *in, unsigned *out, int rounds) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     unsigned tab[16];
;     for (int k = 0; k < 16; k++) tab[k] = in[t * 40 + k] * (k + 1);
;     unsigned x0 = in[t * 40 + 0], ..., x39 = in[t * 40 + 39];
;     for (int r = 0; r < rounds; r++) {
;       unsigned d = tab[(x0 ^ r) & 15];
;       // simultaneously: x_j = 3 * x_j + x_(j+1 mod 40) + d, for j = 0..39
;       unsigned n0 = 3 * x0 + x1 + d, ..., n39 = 3 * x39 + x0 + d;
;       x0 = n0; ...; x39 = n39;
;       tab[r & 15] = x5;
;     }
;     out[t * 40 + j] = x_j, for j = 0..39;
;   }
; Scalars are SSA values (clang -O1 before SROA); the table is an alloca.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @spill_pressure(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out, i32 noundef %rounds) #0 {
entry:
  %tab = alloca [16 x i32], align 4
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = mul nsw i32 %t, 40
  call void @llvm.lifetime.start.p0(ptr %tab)
  br label %fill.cond

fill.cond:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill.body ]
  %kc = icmp slt i32 %k, 16
  br i1 %kc, label %fill.body, label %load

fill.body:
  %ki = add nsw i32 %base, %k
  %ki.ext = sext i32 %ki to i64
  %kp = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ki.ext
  %kv = load i32, ptr addrspace(1) %kp, align 4
  %k1 = add nsw i32 %k, 1
  %kx = mul i32 %kv, %k1
  %k.ext = sext i32 %k to i64
  %kq = getelementptr inbounds [16 x i32], ptr %tab, i64 0, i64 %k.ext
  store i32 %kx, ptr %kq, align 4
  %k.next = add nsw i32 %k, 1
  br label %fill.cond

load:
  %base.ext = sext i32 %base to i64
  %row = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %base.ext
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 0
  %in0 = load i32, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 1
  %in1 = load i32, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 2
  %in2 = load i32, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 3
  %in3 = load i32, ptr addrspace(1) %p3, align 4
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 4
  %in4 = load i32, ptr addrspace(1) %p4, align 4
  %p5 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 5
  %in5 = load i32, ptr addrspace(1) %p5, align 4
  %p6 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 6
  %in6 = load i32, ptr addrspace(1) %p6, align 4
  %p7 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 7
  %in7 = load i32, ptr addrspace(1) %p7, align 4
  %p8 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 8
  %in8 = load i32, ptr addrspace(1) %p8, align 4
  %p9 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 9
  %in9 = load i32, ptr addrspace(1) %p9, align 4
  %p10 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 10
  %in10 = load i32, ptr addrspace(1) %p10, align 4
  %p11 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 11
  %in11 = load i32, ptr addrspace(1) %p11, align 4
  %p12 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 12
  %in12 = load i32, ptr addrspace(1) %p12, align 4
  %p13 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 13
  %in13 = load i32, ptr addrspace(1) %p13, align 4
  %p14 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 14
  %in14 = load i32, ptr addrspace(1) %p14, align 4
  %p15 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 15
  %in15 = load i32, ptr addrspace(1) %p15, align 4
  %p16 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 16
  %in16 = load i32, ptr addrspace(1) %p16, align 4
  %p17 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 17
  %in17 = load i32, ptr addrspace(1) %p17, align 4
  %p18 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 18
  %in18 = load i32, ptr addrspace(1) %p18, align 4
  %p19 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 19
  %in19 = load i32, ptr addrspace(1) %p19, align 4
  %p20 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 20
  %in20 = load i32, ptr addrspace(1) %p20, align 4
  %p21 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 21
  %in21 = load i32, ptr addrspace(1) %p21, align 4
  %p22 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 22
  %in22 = load i32, ptr addrspace(1) %p22, align 4
  %p23 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 23
  %in23 = load i32, ptr addrspace(1) %p23, align 4
  %p24 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 24
  %in24 = load i32, ptr addrspace(1) %p24, align 4
  %p25 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 25
  %in25 = load i32, ptr addrspace(1) %p25, align 4
  %p26 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 26
  %in26 = load i32, ptr addrspace(1) %p26, align 4
  %p27 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 27
  %in27 = load i32, ptr addrspace(1) %p27, align 4
  %p28 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 28
  %in28 = load i32, ptr addrspace(1) %p28, align 4
  %p29 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 29
  %in29 = load i32, ptr addrspace(1) %p29, align 4
  %p30 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 30
  %in30 = load i32, ptr addrspace(1) %p30, align 4
  %p31 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 31
  %in31 = load i32, ptr addrspace(1) %p31, align 4
  %p32 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 32
  %in32 = load i32, ptr addrspace(1) %p32, align 4
  %p33 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 33
  %in33 = load i32, ptr addrspace(1) %p33, align 4
  %p34 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 34
  %in34 = load i32, ptr addrspace(1) %p34, align 4
  %p35 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 35
  %in35 = load i32, ptr addrspace(1) %p35, align 4
  %p36 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 36
  %in36 = load i32, ptr addrspace(1) %p36, align 4
  %p37 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 37
  %in37 = load i32, ptr addrspace(1) %p37, align 4
  %p38 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 38
  %in38 = load i32, ptr addrspace(1) %p38, align 4
  %p39 = getelementptr inbounds i32, ptr addrspace(1) %row, i64 39
  %in39 = load i32, ptr addrspace(1) %p39, align 4
  br label %loop.cond

loop.cond:
  %r = phi i32 [ 0, %load ], [ %r.next, %loop.body ]
  %x0 = phi i32 [ %in0, %load ], [ %n0, %loop.body ]
  %x1 = phi i32 [ %in1, %load ], [ %n1, %loop.body ]
  %x2 = phi i32 [ %in2, %load ], [ %n2, %loop.body ]
  %x3 = phi i32 [ %in3, %load ], [ %n3, %loop.body ]
  %x4 = phi i32 [ %in4, %load ], [ %n4, %loop.body ]
  %x5 = phi i32 [ %in5, %load ], [ %n5, %loop.body ]
  %x6 = phi i32 [ %in6, %load ], [ %n6, %loop.body ]
  %x7 = phi i32 [ %in7, %load ], [ %n7, %loop.body ]
  %x8 = phi i32 [ %in8, %load ], [ %n8, %loop.body ]
  %x9 = phi i32 [ %in9, %load ], [ %n9, %loop.body ]
  %x10 = phi i32 [ %in10, %load ], [ %n10, %loop.body ]
  %x11 = phi i32 [ %in11, %load ], [ %n11, %loop.body ]
  %x12 = phi i32 [ %in12, %load ], [ %n12, %loop.body ]
  %x13 = phi i32 [ %in13, %load ], [ %n13, %loop.body ]
  %x14 = phi i32 [ %in14, %load ], [ %n14, %loop.body ]
  %x15 = phi i32 [ %in15, %load ], [ %n15, %loop.body ]
  %x16 = phi i32 [ %in16, %load ], [ %n16, %loop.body ]
  %x17 = phi i32 [ %in17, %load ], [ %n17, %loop.body ]
  %x18 = phi i32 [ %in18, %load ], [ %n18, %loop.body ]
  %x19 = phi i32 [ %in19, %load ], [ %n19, %loop.body ]
  %x20 = phi i32 [ %in20, %load ], [ %n20, %loop.body ]
  %x21 = phi i32 [ %in21, %load ], [ %n21, %loop.body ]
  %x22 = phi i32 [ %in22, %load ], [ %n22, %loop.body ]
  %x23 = phi i32 [ %in23, %load ], [ %n23, %loop.body ]
  %x24 = phi i32 [ %in24, %load ], [ %n24, %loop.body ]
  %x25 = phi i32 [ %in25, %load ], [ %n25, %loop.body ]
  %x26 = phi i32 [ %in26, %load ], [ %n26, %loop.body ]
  %x27 = phi i32 [ %in27, %load ], [ %n27, %loop.body ]
  %x28 = phi i32 [ %in28, %load ], [ %n28, %loop.body ]
  %x29 = phi i32 [ %in29, %load ], [ %n29, %loop.body ]
  %x30 = phi i32 [ %in30, %load ], [ %n30, %loop.body ]
  %x31 = phi i32 [ %in31, %load ], [ %n31, %loop.body ]
  %x32 = phi i32 [ %in32, %load ], [ %n32, %loop.body ]
  %x33 = phi i32 [ %in33, %load ], [ %n33, %loop.body ]
  %x34 = phi i32 [ %in34, %load ], [ %n34, %loop.body ]
  %x35 = phi i32 [ %in35, %load ], [ %n35, %loop.body ]
  %x36 = phi i32 [ %in36, %load ], [ %n36, %loop.body ]
  %x37 = phi i32 [ %in37, %load ], [ %n37, %loop.body ]
  %x38 = phi i32 [ %in38, %load ], [ %n38, %loop.body ]
  %x39 = phi i32 [ %in39, %load ], [ %n39, %loop.body ]
  %rc = icmp slt i32 %r, %rounds
  br i1 %rc, label %loop.body, label %exit

loop.body:
  %sel = xor i32 %x0, %r
  %sel15 = and i32 %sel, 15
  %sel.ext = zext i32 %sel15 to i64
  %dp = getelementptr inbounds [16 x i32], ptr %tab, i64 0, i64 %sel.ext
  %d = load i32, ptr %dp, align 4
  %m0 = mul i32 %x0, 3
  %a0 = add i32 %m0, %x1
  %n0 = add i32 %a0, %d
  %m1 = mul i32 %x1, 3
  %a1 = add i32 %m1, %x2
  %n1 = add i32 %a1, %d
  %m2 = mul i32 %x2, 3
  %a2 = add i32 %m2, %x3
  %n2 = add i32 %a2, %d
  %m3 = mul i32 %x3, 3
  %a3 = add i32 %m3, %x4
  %n3 = add i32 %a3, %d
  %m4 = mul i32 %x4, 3
  %a4 = add i32 %m4, %x5
  %n4 = add i32 %a4, %d
  %m5 = mul i32 %x5, 3
  %a5 = add i32 %m5, %x6
  %n5 = add i32 %a5, %d
  %m6 = mul i32 %x6, 3
  %a6 = add i32 %m6, %x7
  %n6 = add i32 %a6, %d
  %m7 = mul i32 %x7, 3
  %a7 = add i32 %m7, %x8
  %n7 = add i32 %a7, %d
  %m8 = mul i32 %x8, 3
  %a8 = add i32 %m8, %x9
  %n8 = add i32 %a8, %d
  %m9 = mul i32 %x9, 3
  %a9 = add i32 %m9, %x10
  %n9 = add i32 %a9, %d
  %m10 = mul i32 %x10, 3
  %a10 = add i32 %m10, %x11
  %n10 = add i32 %a10, %d
  %m11 = mul i32 %x11, 3
  %a11 = add i32 %m11, %x12
  %n11 = add i32 %a11, %d
  %m12 = mul i32 %x12, 3
  %a12 = add i32 %m12, %x13
  %n12 = add i32 %a12, %d
  %m13 = mul i32 %x13, 3
  %a13 = add i32 %m13, %x14
  %n13 = add i32 %a13, %d
  %m14 = mul i32 %x14, 3
  %a14 = add i32 %m14, %x15
  %n14 = add i32 %a14, %d
  %m15 = mul i32 %x15, 3
  %a15 = add i32 %m15, %x16
  %n15 = add i32 %a15, %d
  %m16 = mul i32 %x16, 3
  %a16 = add i32 %m16, %x17
  %n16 = add i32 %a16, %d
  %m17 = mul i32 %x17, 3
  %a17 = add i32 %m17, %x18
  %n17 = add i32 %a17, %d
  %m18 = mul i32 %x18, 3
  %a18 = add i32 %m18, %x19
  %n18 = add i32 %a18, %d
  %m19 = mul i32 %x19, 3
  %a19 = add i32 %m19, %x20
  %n19 = add i32 %a19, %d
  %m20 = mul i32 %x20, 3
  %a20 = add i32 %m20, %x21
  %n20 = add i32 %a20, %d
  %m21 = mul i32 %x21, 3
  %a21 = add i32 %m21, %x22
  %n21 = add i32 %a21, %d
  %m22 = mul i32 %x22, 3
  %a22 = add i32 %m22, %x23
  %n22 = add i32 %a22, %d
  %m23 = mul i32 %x23, 3
  %a23 = add i32 %m23, %x24
  %n23 = add i32 %a23, %d
  %m24 = mul i32 %x24, 3
  %a24 = add i32 %m24, %x25
  %n24 = add i32 %a24, %d
  %m25 = mul i32 %x25, 3
  %a25 = add i32 %m25, %x26
  %n25 = add i32 %a25, %d
  %m26 = mul i32 %x26, 3
  %a26 = add i32 %m26, %x27
  %n26 = add i32 %a26, %d
  %m27 = mul i32 %x27, 3
  %a27 = add i32 %m27, %x28
  %n27 = add i32 %a27, %d
  %m28 = mul i32 %x28, 3
  %a28 = add i32 %m28, %x29
  %n28 = add i32 %a28, %d
  %m29 = mul i32 %x29, 3
  %a29 = add i32 %m29, %x30
  %n29 = add i32 %a29, %d
  %m30 = mul i32 %x30, 3
  %a30 = add i32 %m30, %x31
  %n30 = add i32 %a30, %d
  %m31 = mul i32 %x31, 3
  %a31 = add i32 %m31, %x32
  %n31 = add i32 %a31, %d
  %m32 = mul i32 %x32, 3
  %a32 = add i32 %m32, %x33
  %n32 = add i32 %a32, %d
  %m33 = mul i32 %x33, 3
  %a33 = add i32 %m33, %x34
  %n33 = add i32 %a33, %d
  %m34 = mul i32 %x34, 3
  %a34 = add i32 %m34, %x35
  %n34 = add i32 %a34, %d
  %m35 = mul i32 %x35, 3
  %a35 = add i32 %m35, %x36
  %n35 = add i32 %a35, %d
  %m36 = mul i32 %x36, 3
  %a36 = add i32 %m36, %x37
  %n36 = add i32 %a36, %d
  %m37 = mul i32 %x37, 3
  %a37 = add i32 %m37, %x38
  %n37 = add i32 %a37, %d
  %m38 = mul i32 %x38, 3
  %a38 = add i32 %m38, %x39
  %n38 = add i32 %a38, %d
  %m39 = mul i32 %x39, 3
  %a39 = add i32 %m39, %x0
  %n39 = add i32 %a39, %d
  %r15 = and i32 %r, 15
  %r15.ext = zext i32 %r15 to i64
  %tp = getelementptr inbounds [16 x i32], ptr %tab, i64 0, i64 %r15.ext
  store i32 %n5, ptr %tp, align 4
  %r.next = add nsw i32 %r, 1
  br label %loop.cond

exit:
  call void @llvm.lifetime.end.p0(ptr %tab)
  %orow = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base.ext
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 0
  store i32 %x0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 1
  store i32 %x1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 2
  store i32 %x2, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 3
  store i32 %x3, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 4
  store i32 %x4, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 5
  store i32 %x5, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 6
  store i32 %x6, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 7
  store i32 %x7, ptr addrspace(1) %o7, align 4
  %o8 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 8
  store i32 %x8, ptr addrspace(1) %o8, align 4
  %o9 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 9
  store i32 %x9, ptr addrspace(1) %o9, align 4
  %o10 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 10
  store i32 %x10, ptr addrspace(1) %o10, align 4
  %o11 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 11
  store i32 %x11, ptr addrspace(1) %o11, align 4
  %o12 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 12
  store i32 %x12, ptr addrspace(1) %o12, align 4
  %o13 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 13
  store i32 %x13, ptr addrspace(1) %o13, align 4
  %o14 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 14
  store i32 %x14, ptr addrspace(1) %o14, align 4
  %o15 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 15
  store i32 %x15, ptr addrspace(1) %o15, align 4
  %o16 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 16
  store i32 %x16, ptr addrspace(1) %o16, align 4
  %o17 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 17
  store i32 %x17, ptr addrspace(1) %o17, align 4
  %o18 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 18
  store i32 %x18, ptr addrspace(1) %o18, align 4
  %o19 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 19
  store i32 %x19, ptr addrspace(1) %o19, align 4
  %o20 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 20
  store i32 %x20, ptr addrspace(1) %o20, align 4
  %o21 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 21
  store i32 %x21, ptr addrspace(1) %o21, align 4
  %o22 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 22
  store i32 %x22, ptr addrspace(1) %o22, align 4
  %o23 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 23
  store i32 %x23, ptr addrspace(1) %o23, align 4
  %o24 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 24
  store i32 %x24, ptr addrspace(1) %o24, align 4
  %o25 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 25
  store i32 %x25, ptr addrspace(1) %o25, align 4
  %o26 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 26
  store i32 %x26, ptr addrspace(1) %o26, align 4
  %o27 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 27
  store i32 %x27, ptr addrspace(1) %o27, align 4
  %o28 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 28
  store i32 %x28, ptr addrspace(1) %o28, align 4
  %o29 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 29
  store i32 %x29, ptr addrspace(1) %o29, align 4
  %o30 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 30
  store i32 %x30, ptr addrspace(1) %o30, align 4
  %o31 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 31
  store i32 %x31, ptr addrspace(1) %o31, align 4
  %o32 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 32
  store i32 %x32, ptr addrspace(1) %o32, align 4
  %o33 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 33
  store i32 %x33, ptr addrspace(1) %o33, align 4
  %o34 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 34
  store i32 %x34, ptr addrspace(1) %o34, align 4
  %o35 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 35
  store i32 %x35, ptr addrspace(1) %o35, align 4
  %o36 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 36
  store i32 %x36, ptr addrspace(1) %o36, align 4
  %o37 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 37
  store i32 %x37, ptr addrspace(1) %o37, align 4
  %o38 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 38
  store i32 %x38, ptr addrspace(1) %o38, align 4
  %o39 = getelementptr inbounds i32, ptr addrspace(1) %orow, i64 39
  store i32 %x39, ptr addrspace(1) %o39, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "nvvm.maxnreg"="32" "target-cpu"="sm_80" }
