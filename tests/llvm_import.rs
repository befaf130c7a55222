//! LLVM IR import: kernels written as clang emits them run on both engines
//! with the results worked out in their comments; unsupported constructs
//! are errors naming the construct, the line and the function; and the
//! corpus in `tests/llvm/` imports either completely or with such an
//! error, never with an internal one.

mod common;

use std::path::PathBuf;

/// Writes `text` to a fresh file named `name` and returns its path.
fn write(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ptxlift-llvm-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(name);
    std::fs::write(&path, text).expect("the temporary directory is writable");
    path
}

const SAXPY: &str = r#"; y[i] = a * x[i] + y[i] for i < n: with x[i] = i, y[i] = 1, a = 2: 2i + 1.
; launch: %saxpy grid=2 block=32
; arg: 50
; arg: 2.0
; arg: @x = f32[50] i
; arg: @y = f32[50] 1.0
; expect: @y[i] == 2 * i + 1
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @saxpy(i32 noundef %n, float noundef %a, ptr addrspace(1) nocapture noundef readonly %x, ptr addrspace(1) nocapture noundef %y) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idxprom
  %3 = load float, ptr addrspace(1) %arrayidx, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds float, ptr addrspace(1) %y, i64 %idxprom
  %4 = load float, ptr addrspace(1) %arrayidx2, align 4, !tbaa !5
  %5 = tail call float @llvm.fma.f32(float %a, float %3, float %4)
  store float %5, ptr addrspace(1) %arrayidx2, align 4, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
"#;

const SWITCH_LOOP: &str = r#"; Six iterations for thread t, by i % 3: add t, double, subtract 1:
; t, 2t, 2t-1, 3t-1, 6t-2, 6t-3.
; launch: %loops grid=1 block=32
; arg: @out = i32[32] 0
; arg: 6
; expect: @out[i] == 6 * i - 3
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @loops(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %r = urem i32 %i, 3
  switch i32 %r, label %other [
    i32 0, label %zero
    i32 1, label %one
  ]

zero:
  %a0 = add i32 %acc, %tid
  br label %latch

one:
  %a1 = mul i32 %acc, 2
  br label %latch

other:
  %a2 = sub i32 %acc, 1
  br label %latch

latch:
  %acc.next = phi i32 [ %a0, %zero ], [ %a1, %one ], [ %a2, %other ]
  %i.next = add nuw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc.next, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

const SWITCHES: &str = r#"; Three switches per thread t (0..64). A on (t - 4) as i8, cases -2 -1 0 1 3
; (dense when ordered signed: a jump table over -2..=3 with a hole at 2):
; t = 2..=5 give 10..=13, t = 7 gives 14, others 0 (t = 6 is the hole; t = 0
; and 1 are -4 and -3, below the table). B on t * t, cases 0 9 49 3600
; (sparse: a compare chain): t = 0, 3, 7, 60 give 1, 2, 3, 4. C on t, cases
; 40 41 42 44 45 (a table from 40 with a hole at 43): 5 6 7 0 8 9. The
; default edges carry a phi value (0) from the switch's block.
; launch: %switches grid=1 block=64
; arg: @a = i32[64] 0
; arg: @b = i32[64] 0
; arg: @c = i32[64] 0
; expect: @a == [0, 0, 10, 11, 12, 13, 0, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
; expect: @b == [1, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0]
; expect: @c == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 6, 7, 0, 8, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @switches(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t4 = sub i32 %t, 4
  %x = trunc i32 %t4 to i8
  switch i8 %x, label %a.join [
    i8 -2, label %a.m2
    i8 -1, label %a.m1
    i8 0, label %a.0
    i8 1, label %a.1
    i8 3, label %a.3
  ]

a.m2:
  br label %a.join
a.m1:
  br label %a.join
a.0:
  br label %a.join
a.1:
  br label %a.join
a.3:
  br label %a.join

a.join:
  %ra = phi i32 [ 0, %entry ], [ 10, %a.m2 ], [ 11, %a.m1 ], [ 12, %a.0 ], [ 13, %a.1 ], [ 14, %a.3 ]
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %t
  store i32 %ra, ptr addrspace(1) %pa, align 4
  %sq = mul i32 %t, %t
  switch i32 %sq, label %b.join [
    i32 0, label %b.0
    i32 9, label %b.9
    i32 49, label %b.49
    i32 3600, label %b.3600
  ]

b.0:
  br label %b.join
b.9:
  br label %b.join
b.49:
  br label %b.join
b.3600:
  br label %b.join

b.join:
  %rb = phi i32 [ 0, %a.join ], [ 1, %b.0 ], [ 2, %b.9 ], [ 3, %b.49 ], [ 4, %b.3600 ]
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %t
  store i32 %rb, ptr addrspace(1) %pb, align 4
  switch i32 %t, label %c.join [
    i32 40, label %c.40
    i32 41, label %c.41
    i32 42, label %c.42
    i32 44, label %c.44
    i32 45, label %c.45
  ]

c.40:
  br label %c.join
c.41:
  br label %c.join
c.42:
  br label %c.join
c.44:
  br label %c.join
c.45:
  br label %c.join

c.join:
  %rc = phi i32 [ 0, %b.join ], [ 5, %c.40 ], [ 6, %c.41 ], [ 7, %c.42 ], [ 8, %c.44 ], [ 9, %c.45 ]
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i32 %t
  store i32 %rc, ptr addrspace(1) %pc, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

const SHARED_SUM: &str = r#"; Thread t reads field 0 of pair t (in[2t] = 2t), doubles it in a device
; function (4t), passes it through a local array and the shared array,
; and thread 0 sums the 64 entries: 4 * (0 + 1 + ... + 63) = 8064. One
; thread wins the cmpxchg 0 -> 1 and then adds 1: count ends at 2.
; launch: %reduce grid=1 block=64
; arg: @in = i32[128] i
; arg: @out = i32[1] 0
; arg: @count = i32[1] 0
; expect: @out == [8064]
; expect: @count == [2]
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, float }

@buf = internal addrspace(3) global [64 x i32] undef, align 4

define internal i32 @twice(i32 %x) #0 {
  %y = shl i32 %x, 1
  ret i32 %y
}

define void @reduce(ptr %in, ptr addrspace(1) %out, ptr addrspace(1) %count) {
entry:
  %local = alloca [4 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %src = getelementptr inbounds %struct.Pair, ptr %in, i64 %idx, i32 0
  %v = load i32, ptr %src, align 4
  %w = call i32 @twice(i32 %v)
  %slot = getelementptr inbounds [4 x i32], ptr %local, i64 0, i64 2
  store i32 %w, ptr %slot, align 4
  %back = load volatile i32, ptr %slot, align 4
  %sh = getelementptr inbounds [64 x i32], ptr addrspace(3) @buf, i64 0, i64 %idx
  store i32 %back, ptr addrspace(3) %sh, align 4
  call void @llvm.nvvm.barrier0()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %sum, label %exit

sum:
  %k = phi i64 [ 0, %entry ], [ %k.next, %sum ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %sum ]
  %e = getelementptr inbounds [64 x i32], ptr addrspace(3) @buf, i64 0, i64 %k
  %ev = load i32, ptr addrspace(3) %e, align 4
  %s.next = add i32 %s, %ev
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, 64
  br i1 %more, label %sum, label %done

done:
  store i32 %s.next, ptr addrspace(1) %out, align 4
  br label %exit

exit:
  %pair = cmpxchg ptr addrspace(1) %count, i32 0, i32 1 monotonic monotonic, align 4
  %ok = extractvalue { i32, i1 } %pair, 1
  %inc = zext i1 %ok to i32
  %old = atomicrmw add ptr addrspace(1) %count, i32 %inc monotonic, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

attributes #0 = { noinline nounwind }

!nvvm.annotations = !{!0}
!0 = !{ptr @reduce, !"kernel", i32 1}
"#;

const SHARED_ACROSS: &str = r#"; One shared tile for a kernel and the device functions it calls: @put
; writes tile[t] = 3t, @get reads tile[(t + 1) % 32] through a nested
; call (@peek), and the kernel itself reads tile[t]:
;   out[t] = 3 * ((t + 1) % 32) + 3t.
; A second kernel in the same module writes tile[t] = t + 100 directly
; and calls @get: out2[t] = (t + 1) % 32 + 100 (its own tile).
; launch: %k grid=1 block=32
; arg: @out = i32[32] 0
; expect: @out[i] == 3 * ((i + 1) % 32) + 3 * i
; launch: %k2 grid=2 block=32
; arg: @out2 = i32[32] 0
; expect: @out2[i] == (i + 1) % 32 + 100
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef, align 4

define internal void @put(i32 %i, i32 %v) #0 {
  %p = getelementptr inbounds [32 x i32], ptr addrspace(3) @tile, i32 0, i32 %i
  store i32 %v, ptr addrspace(3) %p, align 4
  ret void
}

define internal i32 @peek(i32 %i) #0 {
  %g = addrspacecast ptr addrspace(3) @tile to ptr
  %p = getelementptr inbounds i32, ptr %g, i32 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @get(i32 %i) #0 {
  %j = add i32 %i, 1
  %m = and i32 %j, 31
  %v = call i32 @peek(i32 %m)
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = mul i32 %t, 3
  call void @put(i32 %t, i32 %v)
  call void @llvm.nvvm.barrier0()
  %r = call i32 @get(i32 %t)
  %p = getelementptr inbounds [32 x i32], ptr addrspace(3) @tile, i32 0, i32 %t
  %own = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %r, %own
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %s, ptr addrspace(1) %o, align 4
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out2) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = add i32 %t, 100
  %p = getelementptr inbounds [32 x i32], ptr addrspace(3) @tile, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %r = call i32 @get(i32 %t)
  %o = getelementptr inbounds i32, ptr addrspace(1) %out2, i32 %t
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

attributes #0 = { noinline nounwind }
"#;

const DYNAMIC_SHARED: &str = r#"; Dynamic shared memory (extern __shared__) carved into three arrays of
; n = ntid words: ints at byte 0 through the byte array @dyn_bytes, floats
; at byte 4n through @dyn_f (in a device function too), ints at byte 8n
; through the zero-size @zero; all three start at the same address. With
; m = (t + 1) % n: out[t] = 5m + 2 * (0.5m) + (m + 7) = 7m + 7.
; launch: %k grid=2 block=32 shared=384
; arg: @out = i32[64] 0
; expect: @out[i] == 7 * ((i + 1) % 32) + 7
; 380 bytes: thread 31's store at byte 380 is past the end
; launch: %k grid=1 block=32 shared=380
; arg: @out = i32[32] 0
; expect: error "past its end"
target triple = "nvptx64-nvidia-cuda"

@dyn_bytes = external addrspace(3) global [0 x i8], align 16
@dyn_f = external addrspace(3) global [0 x float], align 4
@zero = internal addrspace(3) global [0 x i32] undef, align 4

define internal float @second(i32 %t, i32 %n) #0 {
  %j = add i32 %t, 1
  %m = urem i32 %j, %n
  %i = add i32 %n, %m
  %g = addrspacecast ptr addrspace(3) @dyn_f to ptr
  %p = getelementptr inbounds float, ptr %g, i32 %i
  %v = load float, ptr %p, align 4
  ret float %v
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %five = mul i32 %t, 5
  %pi = getelementptr inbounds i32, ptr addrspace(3) @dyn_bytes, i32 %t
  store i32 %five, ptr addrspace(3) %pi, align 4
  %tf = uitofp i32 %t to float
  %half = fmul float %tf, 5.000000e-01
  %fi = add i32 %n, %t
  %pf = getelementptr inbounds [0 x float], ptr addrspace(3) @dyn_f, i32 0, i32 %fi
  store float %half, ptr addrspace(3) %pf, align 4
  %seven = add i32 %t, 7
  %n2 = shl i32 %n, 1
  %zi = add i32 %n2, %t
  %pz = getelementptr inbounds i32, ptr addrspace(3) @zero, i32 %zi
  store i32 %seven, ptr addrspace(3) %pz, align 4
  call void @llvm.nvvm.barrier0()
  %j = add i32 %t, 1
  %m = urem i32 %j, %n
  %qa = getelementptr inbounds i32, ptr addrspace(3) @dyn_bytes, i32 %m
  %a = load i32, ptr addrspace(3) %qa, align 4
  %b = call float @second(i32 %t, i32 %n)
  %b2 = fmul float %b, 2.000000e+00
  %bi = fptosi float %b2 to i32
  %zm = add i32 %n2, %m
  %qz = getelementptr inbounds i32, ptr addrspace(3) @zero, i32 %zm
  %z = load i32, ptr addrspace(3) %qz, align 4
  %s1 = add i32 %a, %bi
  %s = add i32 %s1, %z
  %base = mul i32 %c, %n
  %gi = add i32 %base, %t
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gi
  store i32 %s, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

attributes #0 = { noinline nounwind }
"#;

const VECTOR_GEP: &str = r#"; Vector getelementptr: p = in + <t, t+1> (a vector index over a scalar
; base), then lane 1 is loaded; q = <o, o> + t (a vector base from a
; splat-like insertelement) and lane 0 is stored through; a constant
; vector index into a struct array picks field 1 of element t.
; launch: %k grid=1 block=32
; arg: @o = f32[32] 0
; arg: @in = f32[33] i
; arg: @st = i32[64] i
; arg: @o2 = i32[32] 0
; expect: @o[i] == i + 1
; expect: @o2[i] == 2 * i + 1
target triple = "nvptx64-nvidia-cuda"
%pair = type { i32, i32 }
define ptx_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %in, ptr addrspace(1) %st, ptr addrspace(1) %o2) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t1 = add i32 %t, 1
  %a = insertelement <2 x i32> undef, i32 %t, i32 0
  %i = insertelement <2 x i32> %a, i32 %t1, i32 1
  %ps = getelementptr inbounds float, ptr addrspace(1) %in, <2 x i32> %i
  %p1 = extractelement <2 x ptr addrspace(1)> %ps, i32 1
  %v = load float, ptr addrspace(1) %p1, align 4
  %b0 = insertelement <2 x ptr addrspace(1)> undef, ptr addrspace(1) %o, i32 0
  %bs = insertelement <2 x ptr addrspace(1)> %b0, ptr addrspace(1) %o, i32 1
  %qs = getelementptr inbounds float, <2 x ptr addrspace(1)> %bs, i32 %t
  %q = extractelement <2 x ptr addrspace(1)> %qs, i32 0
  store float %v, ptr addrspace(1) %q, align 4
  %fs = getelementptr inbounds %pair, ptr addrspace(1) %st, <2 x i32> %i, <2 x i32> <i32 1, i32 1>
  %f = extractelement <2 x ptr addrspace(1)> %fs, i32 0
  %fv = load i32, ptr addrspace(1) %f, align 4
  %r = getelementptr inbounds i32, ptr addrspace(1) %o2, i32 %t
  store i32 %fv, ptr addrspace(1) %r, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

const SPLAT: &str = r#"; Uniform vector constants as LLVM 22 prints them: v * splat(2.0) + splat(1.0).
; launch: %k grid=1 block=8
; arg: @o = f32[32] 0
; expect: @o[i] == 2 * i + 1
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t4 = shl i32 %t, 2
  %f = uitofp i32 %t4 to float
  %a = insertelement <4 x float> undef, float %f, i32 0
  %b = shufflevector <4 x float> %a, <4 x float> poison, <4 x i32> zeroinitializer
  %c = fadd <4 x float> %b, <float 0.0, float 1.0, float 2.0, float 3.0>
  %d = fmul <4 x float> %c, splat (float 2.0)
  %e = fadd <4 x float> %d, splat (float 1.0)
  %p = getelementptr inbounds <4 x float>, ptr addrspace(1) %o, i32 %t
  store <4 x float> %e, ptr addrspace(1) %p, align 16
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

const DETAILS: &str = r#"; A local-space alloca, a NaN constant's exact bits (0xFFF8000000000000
; as a float is 0xFFC00000 = -4194304), the correctly rounded reciprocal
; (1/4 = 0x3E800000 = 1048576000), unnamed values and blocks numbered
; after named parameters, a debug record and a comdat line.
; launch: %details grid=1 block=32
; arg: @a = i32[32] 0
; arg: @b = i32[32] 0
; arg: @c = i32[32] 0
; arg: 4.0
; expect: @a[i] == i
; expect: @b[i] == -4194304
; expect: @c[i] == 1048576000
target triple = "nvptx64-nvidia-cuda"
$c = comdat any

define ptx_kernel void @details(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, float %four) {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %2, ptr addrspace(5) %1, align 4
  br label %3

3:
    #dbg_value(i32 %2, !10, !DIExpression(), !11)
  %4 = load i32, ptr addrspace(5) %1, align 4
  %5 = bitcast float 0xFFF8000000000000 to i32
  %6 = call float @llvm.nvvm.rcp.rn.f(float %four)
  %7 = bitcast float %6 to i32
  %8 = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %2
  store i32 %4, ptr addrspace(1) %8, align 4
  %9 = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %2
  store i32 %5, ptr addrspace(1) %9, align 4
  %10 = getelementptr inbounds i32, ptr addrspace(1) %c, i32 %2
  store i32 %7, ptr addrspace(1) %10, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.rcp.rn.f(float)
"#;

const CONST_TABLES: &str = r#"; Constant tables: a struct array with padding (an undef field and a
; zeroinitializer element read as zero), a string, nested arrays and a
; double, shared by a device function and the kernel, read through
; variable GEPs, a constant-expression GEP and a generic pointer.
; t = 0..3: field(t) = 100, 200, 0, 400; key 1, 2, 0, 0; short -1, 7, 0, 9;
; msg[t] = 65, 66, 67, 0; grid[1][1] = 40; (int) 2.5 = 2.
; launch: %tables grid=1 block=4
; arg: @out = i32[4] 0
; expect: @out == [207, 317, 109, 451]
target triple = "nvptx64-nvidia-cuda"

%struct.E = type { i8, i32, i16 }

@ents = internal addrspace(4) constant [4 x %struct.E] [%struct.E { i8 1, i32 100, i16 -1 }, %struct.E { i8 2, i32 200, i16 7 }, %struct.E zeroinitializer, %struct.E { i8 undef, i32 400, i16 9 }], align 4
@msg = internal addrspace(4) constant [4 x i8] c"ABC\00", align 1
@grid = internal addrspace(4) constant [2 x [2 x i16]] [[2 x i16] [i16 10, i16 20], [2 x i16] [i16 30, i16 40]], align 2
@scale = internal addrspace(4) constant double 2.5, align 8

define internal i32 @field(i32 %i) {
  %p = getelementptr inbounds [4 x %struct.E], ptr addrspace(4) @ents, i64 0, i32 %i, i32 1
  %v = load i32, ptr addrspace(4) %p, align 4
  ret i32 %v
}

define ptx_kernel void @tables(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = call i32 @field(i32 %t)
  %pk = getelementptr inbounds [4 x %struct.E], ptr addrspace(4) @ents, i64 0, i32 %t, i32 0
  %k8 = load i8, ptr addrspace(4) %pk, align 4
  %k = zext i8 %k8 to i32
  %ps = getelementptr inbounds [4 x %struct.E], ptr addrspace(4) @ents, i64 0, i32 %t, i32 2
  %s16 = load i16, ptr addrspace(4) %ps, align 4
  %s = sext i16 %s16 to i32
  %pc = getelementptr inbounds [4 x i8], ptr addrspace(4) @msg, i64 0, i32 %t
  %c8 = load i8, ptr addrspace(4) %pc, align 1
  %c = zext i8 %c8 to i32
  %g = load i16, ptr addrspace(4) getelementptr inbounds ([2 x [2 x i16]], ptr addrspace(4) @grid, i64 0, i64 1, i64 1), align 2
  %gz = zext i16 %g to i32
  %gen = addrspacecast ptr addrspace(4) @scale to ptr
  %d = load double, ptr %gen, align 8
  %di = fptosi double %d to i32
  %a1 = add i32 %f, %k
  %a2 = add i32 %a1, %s
  %a3 = add i32 %a2, %c
  %a4 = add i32 %a3, %gz
  %a5 = add i32 %a4, %di
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %a5, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn clang_style_kernels_run_on_both_engines() {
    let files = [
        write("saxpy.ll", SAXPY),
        write("switch_loop.ll", SWITCH_LOOP),
        write("switches.ll", SWITCHES),
        write("shared_sum.ll", SHARED_SUM),
        write("details.ll", DETAILS),
        write("const_tables.ll", CONST_TABLES),
        write("shared_across.ll", SHARED_ACROSS),
        write("vector_gep.ll", VECTOR_GEP),
        write("splat.ll", SPLAT),
        write("dynamic_shared.ll", DYNAMIC_SHARED),
    ];
    let mut args = vec!["run", "--engine", "both"];
    let names: Vec<String> = files.iter().map(|p| p.display().to_string()).collect();
    args.extend(names.iter().map(String::as_str));
    let (ok, out, err) = common::cli(&args);
    assert!(ok, "{out}\n{err}");
    assert!(out.contains("12 passed, 0 failed"), "{out}\n{err}");
}

#[test]
fn dense_switches_become_jump_tables() {
    let out = match ptxlift::llvm::import_to_text(SWITCHES) {
        Ok(out) => out,
        Err(e) => panic!("{e}"),
    };
    let lines: Vec<&str> = out.lines().map(str::trim).collect();
    let tables: Vec<&&str> = lines.iter().filter(|l| l.starts_with("br_table")).collect();
    // A (signed, from -2) and C (from 40) are tables; B is four compares.
    assert_eq!(tables.len(), 2, "{out}");
    assert_eq!(
        lines.iter().filter(|l| l.contains("icmp eq")).count(),
        4,
        "{out}"
    );
    // Six entries from -2 and from 40, the holes (2 and 43) to the default.
    for t in &tables {
        assert_eq!(t.matches("block").count(), 7, "{t}");
    }
    // A subtracts -2 (or adds 2), C subtracts 40 before its table.
    assert!(lines.iter().any(|l| l.contains("iconst.i8 -2")), "{out}");
    assert!(lines.iter().any(|l| l.contains("iconst.i32 40")), "{out}");
}

#[test]
fn dynamic_shared_globals_become_extern_shared_slots() {
    let module = ptxlift::llvm::import_module(DYNAMIC_SHARED).expect("imports");
    ptxlift::ir::verify_module(&module).expect("verifies");
    // Each function declares its own dynamic slot per global it uses (no
    // hidden parameters: all of them alias), with the global's alignment.
    let slots = |name: &str| -> Vec<(bool, u32, u32)> {
        let id = module.function_by_name(name).expect("the function");
        let vars = module.functions[id].shared_vars.values();
        vars.map(|d| (d.dynamic, d.size, d.align)).collect()
    };
    assert_eq!(slots("second"), [(true, 0, 4)]);
    assert_eq!(slots("k"), [(true, 0, 16), (true, 0, 4), (true, 0, 4)]);
    assert_eq!(
        module
            .functions
            .values()
            .map(|f| f.signature.params.len())
            .collect::<Vec<_>>(),
        [2, 1]
    );
    let ptx = ptxlift::compile(&module, &ptxlift::Options::default()).expect("compiles");
    assert!(
        ptx.ptx
            .contains(".extern .shared .align 16 .b8 __k_shared_0[];"),
        "{}",
        ptx.ptx
    );
    // The exporter writes them back as external zero-size arrays.
    let path = write("dynamic_shared_export.ll", DYNAMIC_SHARED);
    let (ok, out, err) = common::cli(&["export-llvm", &path.display().to_string()]);
    assert!(ok, "{err}");
    assert!(
        out.contains("@__dynamic_shared_k_sh0 = external addrspace(3) global [0 x i8], align 16"),
        "{out}"
    );
}

#[test]
fn constant_globals_become_module_constant_data() {
    let module = ptxlift::llvm::import_module(CONST_TABLES).expect("imports");
    ptxlift::ir::verify_module(&module).expect("verifies");
    let names: Vec<&str> = module
        .const_data
        .values()
        .map(|d| d.name.as_str())
        .collect();
    assert_eq!(names, ["ents", "msg", "grid", "scale"]);
    let ents = &module.const_data.values().next().expect("@ents");
    // Three 12-byte structs { i8, i32, i16 } with zero padding; the last
    // one's undef key is zero; trailing zeros are left to the size.
    assert_eq!((ents.size, ents.align), (48, 4));
    assert_eq!(
        &ents.init[..12],
        &[1, 0, 0, 0, 100, 0, 0, 0, 0xff, 0xff, 0, 0]
    );
    assert_eq!(ents.init.len(), 45);
    // One object, declared by both functions that use it; its source line
    // is the global's.
    for f in module.functions.values() {
        assert!(
            f.const_refs.values().any(|d| d.name == "ents"),
            "{}",
            f.name
        );
    }
    let first = module.const_lines.values().next().map(|l| l.0);
    assert_eq!(first, Some(14));
    // Names PTX cannot take are made into ones it can, unique and apart
    // from the functions'.
    let text = "@.str = addrspace(4) constant [2 x i8] c\"a\\00\"\n@__x = addrspace(4) constant i32 1\n@_str = addrspace(4) constant i8 2\n@f = addrspace(4) constant i8 3\ndefine void @f() {\n  ret void\n}\n";
    let m = ptxlift::llvm::import_module(text).expect("imports");
    let names: Vec<&str> = m.const_data.values().map(|d| d.name.as_str()).collect();
    assert_eq!(names, ["_str", "c__x", "_str_1", "f_1"]);
    ptxlift::ir::verify_module(&m).expect("verifies");
    ptxlift::compile(&m, &ptxlift::Options::default()).expect("PTX accepts the names");
}

/// `__device__` variables: a packed struct in addrspace(1) and a generic
/// (addrspace 0) `i32`. Two threads each add 1 to @gen (40 + 2 = 42),
/// store @packed's i32 (7) plus their index to `out`, and their index
/// plus 3 to @packed's float t; `@llvm.compiler.used` is ignored.
const DEVICE_GLOBALS: &str = r#"; launch: %k grid=1 block=2
; arg: @out = i32[2] 0
; expect: @out == [7, 8]
; expect: @gen == [42]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@packed = dso_local addrspace(1) externally_initialized global <{ i32, [3 x float] }> <{ i32 7, [3 x float] [float 1.000000e+00, float 2.000000e+00, float 5.000000e-01] }>, align 4
@gen = dso_local global i32 40, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @packed to ptr)], section "llvm.metadata"

define ptx_kernel void @k(ptr addrspace(1) noundef %out) {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %old = atomicrmw add ptr @gen, i32 1 syncscope("device") monotonic, align 4
  %v = load i32, ptr addrspace(1) @packed, align 4
  %r = add i32 %v, %t
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p, align 4
  %f = getelementptr inbounds [3 x float], ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @packed, i64 4), i64 0, i64 %i
  %tf = uitofp i32 %t to float
  %x = fadd float %tf, 3.000000e+00
  store float %x, ptr addrspace(1) %f, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn half_and_bfloat_initialisers_keep_their_bits() {
    // _Float16 and __bf16 tables as clang prints them: 1.0 = 0x3C00,
    // -2.0 = 0xC000 in binary16; 1.0 = 0x3F80 in bfloat16 (IEEE-754 and
    // bfloat16's definition: the top half of the f32 bits).
    let text = "@h = addrspace(4) constant [2 x half] [half 0xH3C00, half 0xHC000], align 2\n\
                @b = addrspace(1) global bfloat 0xR3F80, align 2\n";
    let module = ptxlift::llvm::import_module(text).expect("imports");
    let data: Vec<_> = module
        .const_data
        .values()
        .map(|d| (d.size, &d.init[..]))
        .collect();
    assert_eq!(
        data,
        [(4, &[0x00, 0x3c, 0x00, 0xc0][..]), (2, &[0x80, 0x3f][..])]
    );
}

#[test]
fn device_globals_become_module_global_data() {
    let module = ptxlift::llvm::import_module(DEVICE_GLOBALS).expect("imports");
    ptxlift::ir::verify_module(&module).expect("verifies");
    let data: Vec<_> = module.const_data.values().collect();
    assert_eq!(data.len(), 2, "@llvm.compiler.used is no data");
    assert_eq!(
        (
            data[0].name.as_str(),
            data[0].space,
            data[0].size,
            data[0].align
        ),
        ("packed", ptxlift::ir::DataSpace::Global, 16, 4)
    );
    // 7, then 1.0, 2.0 and 0.5 as little-endian f32 bits.
    assert_eq!(
        data[0].init,
        [7, 0, 0, 0, 0, 0, 0x80, 0x3f, 0, 0, 0, 0x40, 0, 0, 0, 0x3f]
    );
    assert_eq!(
        (data[1].name.as_str(), &data[1].init[..]),
        ("gen", &[40][..])
    );
    let path = write("device_globals.ll", DEVICE_GLOBALS);
    let (ok, out, err) = common::cli(&["run", "--engine", "both", &path.display().to_string()]);
    assert!(ok && out.contains("1 passed, 0 failed"), "{out}\n{err}");
}

/// The kernels in `tests/llvm_import/` (their directives printed by the
/// independent model `tests/llvm_import/expected.py`): every launch passes
/// on both engines, and ptxas accepts their PTX.
#[test]
fn kernels_with_modelled_results_run_on_both_engines() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/llvm_import");
    let check = std::process::Command::new("python3")
        .arg(dir.join("expected.py"))
        .arg("--check")
        .output()
        .expect("python3 runs (the README's set-up needs it)");
    assert!(
        check.status.success(),
        "tests/llvm_import/expected.py --check: {}{}",
        String::from_utf8_lossy(&check.stdout),
        String::from_utf8_lossy(&check.stderr)
    );
    let entries = std::fs::read_dir(&dir).expect("tests/llvm_import is readable");
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 3, "{files:?}");
    let ptxas = common::require_ptxas();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable");
        let launches = text.lines().filter(|l| l.starts_with("; launch:")).count();
        assert!(launches > 0, "{}", path.display());
        let (ok, out, err) = common::cli(&["run", "--engine", "both", &path.display().to_string()]);
        assert!(ok, "{}:\n{out}\n{err}", path.display());
        assert!(
            out.contains(&format!("{launches} passed, 0 failed")),
            "{}:\n{out}\n{err}",
            path.display()
        );
        if let Some(ptxas) = &ptxas {
            let module = ptxlift::llvm::import_module(&text).expect("it ran, so it imports");
            let options = ptxlift::Options {
                target: ptxlift::Target::new(ptxlift::Sm::Sm80, None).expect("sm_80"),
                ..ptxlift::Options::default()
            };
            let ptx = ptxlift::compile(&module, &options).expect("it ran, so it compiles");
            if let Err(e) = ptxlift::ptx::ptxas::assemble(ptxas, &ptx.ptx, ptxlift::Sm::Sm80) {
                panic!("{}: ptxas: {e}", path.display());
            }
        }
    }
}

/// Atomic loads, stores, read-modify-writes and fences become the IR's
/// relaxed atomics and fences as the C++-to-PTX mapping places them
/// (fence before for release and seq_cst, after for acquire and for
/// seq_cst loads and read-modify-writes; `fence` is `fence.sc`).
#[test]
fn atomic_orderings_follow_the_cpp_to_ptx_mapping() {
    // The PTX atomics ABI: the ordering on the atomic, seq_cst as a fence
    // before an acquire atomic (a relaxed one for a store); the scope from
    // `syncscope` (none: system); fences only around plain local accesses.
    let cases: [(&str, &[&str]); 18] = [
        (
            "%v = load atomic i32, ptr addrspace(1) %p monotonic, align 4",
            &["atomic_rmw or relaxed sys global"],
        ),
        (
            "%v = load atomic i32, ptr addrspace(1) %p unordered, align 4",
            &["atomic_rmw or relaxed sys global"],
        ),
        (
            "%v = load atomic i32, ptr addrspace(1) %p acquire, align 4",
            &["atomic_rmw or acquire sys global"],
        ),
        (
            "%v = load atomic i64, ptr addrspace(1) %p syncscope(\"block\") seq_cst, align 8",
            &["fence cta", "atomic_rmw or acquire cta global"],
        ),
        (
            "%v = load atomic float, ptr addrspace(3) %s syncscope(\"device\") acquire, align 4",
            &["atomic_rmw or acquire gpu shared"],
        ),
        (
            "store atomic i32 1, ptr addrspace(1) %p monotonic, align 4",
            &["atomic_rmw xchg relaxed sys global"],
        ),
        (
            "store atomic i32 1, ptr addrspace(1) %p release, align 4",
            &["atomic_rmw xchg release sys global"],
        ),
        (
            // Relaxed at gpu scope: the default, not written.
            "store atomic double 1.0, ptr %p syncscope(\"device\") seq_cst, align 8",
            &["fence gpu", "atomic_rmw xchg generic"],
        ),
        (
            "%v = load atomic i32, ptr addrspace(5) %l seq_cst, align 4",
            &["fence sys", "load.i32 local", "fence sys"],
        ),
        (
            "%v = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic, align 4",
            &["atomic_rmw add relaxed sys global"],
        ),
        (
            "%v = atomicrmw add ptr addrspace(1) %p, i32 1 acq_rel, align 4",
            &["atomic_rmw add acq_rel sys global"],
        ),
        (
            "%v = atomicrmw add ptr addrspace(1) %p, i32 1 seq_cst, align 4",
            &["fence sys", "atomic_rmw add acquire sys global"],
        ),
        (
            "%v = atomicrmw max ptr %p, i32 1 syncscope(\"block\") release, align 4",
            &["atomic_rmw smax release cta generic"],
        ),
        (
            "%v = cmpxchg ptr addrspace(1) %p, i32 0, i32 1 monotonic acquire, align 4",
            &["atomic_cas acquire sys global"],
        ),
        (
            "%v = cmpxchg ptr addrspace(1) %p, i32 0, i32 1 release monotonic, align 4",
            &["atomic_cas release sys global"],
        ),
        (
            "%v = cmpxchg ptr addrspace(3) %s, i32 0, i32 1 syncscope(\"device\") seq_cst seq_cst, align 4",
            &["fence gpu", "atomic_cas acquire gpu shared"],
        ),
        ("fence syncscope(\"block\") acquire", &["fence cta"]),
        ("fence seq_cst", &["fence sys"]),
    ];
    for (inst, expected) in cases {
        let text = format!(
            "define void @f(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr addrspace(5) %l) {{\n  {inst}\n  ret void\n}}\n"
        );
        let out = match ptxlift::llvm::import_to_text(&text) {
            Ok(out) => out,
            Err(e) => panic!("`{inst}`: {e}"),
        };
        let memory: Vec<&str> = out
            .lines()
            .map(str::trim)
            .filter(|l| {
                l.starts_with("fence")
                    || l.contains("atomic_")
                    || l.contains("load.")
                    || l.starts_with("store")
            })
            .collect();
        assert_eq!(memory.len(), expected.len(), "`{inst}`:\n{out}");
        for (line, want) in memory.iter().zip(expected) {
            assert!(
                line.contains(want),
                "`{inst}`: `{line}` is not `{want}`:\n{out}"
            );
        }
    }
}

#[test]
fn bench_import_times_what_imports() {
    let path = write("saxpy_bench.ll", SAXPY);
    let (ok, out, err) = common::cli(&[
        "bench-import",
        "--runs",
        "2",
        "--llc-runs",
        "1",
        &path.display().to_string(),
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("| saxpy_bench.ll | "), "{out}");
    assert!(out.contains("1 of 1 files import and compile."), "{out}");
}

#[test]
fn import_prints_the_ptxlift_ir() {
    let path = write("saxpy_print.ll", SAXPY);
    let (ok, out, err) = common::cli(&["import", &path.display().to_string()]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("kernel %saxpy(i32, f32, i64 global, i64 global) {"),
        "{out}"
    );
    assert!(out.contains("fma v1, v"), "{out}");
    // And it is valid ptxlift IR.
    let module = ptxlift::ir::parse_module(&out).expect("the printed IR parses");
    ptxlift::ir::verify_module(&module).expect("and verifies");
}

#[test]
fn unsupported_constructs_are_errors_with_line_and_function() {
    let cases = [
        (
            "define float @f(ptr addrspace(1) %p) {\n  %v = load <4 x float>, ptr addrspace(1) %p, align 16\n  %e = extractelement <4 x float> %v, i32 7\n  ret float %e\n}\n",
            "3: in @f: lane 7 of a vector of 4",
        ),
        (
            "declare i32 @ext(i32)\ndefine i32 @g(i32 %x) {\n  %y = call i32 @ext(i32 %x)\n  ret i32 %y\n}\n",
            "3: in @g: call of @ext, which is only declared",
        ),
        (
            "define float @h(float %x) {\n  %y = frem float %x, 2.0\n  ret float %y\n}\n",
            "2: in @h: `frem` is not supported",
        ),
        (
            "define void @k() {\n  %y = frobnicate i32 1\n  ret void\n}\n",
            "2:8: unsupported instruction `frobnicate`",
        ),
        (
            "@g = external addrspace(1) global i32\n",
            "1: global global @g: an external global has no initialiser to place; define it in this module",
        ),
        (
            "@tab = external addrspace(4) constant [2 x i32]\n",
            "1: constant global @tab: an external constant has no initialiser",
        ),
        (
            "@a = addrspace(1) global ptr addrspacecast (ptr addrspace(1) @b to ptr)\n@b = addrspace(1) global ptr addrspacecast (ptr addrspace(1) @a to ptr)\n",
            "2: globals @b and @a hold each other's addresses (through a cycle)",
        ),
        (
            "@a = addrspace(1) global [4 x i32] zeroinitializer\n@p = addrspace(1) global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @a to ptr), i64 -4)\n",
            "2: global global @p: the address of @a at offset -4, outside it (0..=16)",
        ),
        (
            "@p = addrspace(1) global ptr @f\ndefine void @f() {\n  ret void\n}\n",
            "1: global global @p: the address of function @f (ptxlift has no function pointers)",
        ),
        (
            "@s = addrspace(3) global i32 undef\n@p = addrspace(1) global ptr addrspacecast (ptr addrspace(3) @s to ptr)\n",
            "2: global global @p: the address of @s, which is not a constant or global variable",
        ),
        (
            "@a = addrspace(4) constant i32 1\n@p = addrspace(4) constant ptr addrspace(1) addrspacecast (ptr addrspace(4) @a to ptr addrspace(1))\n",
            "2: constant global @p: the address of @a as a pointer in address space 1, which is not where it lives",
        ),
        (
            "@h = addrspace(4) constant half 1.0\n",
            "1: constant global @h: a half or bfloat constant written in decimal; write its bits",
        ),
        (
            "@t = addrspace(4) constant i32 1\ndefine void @s() {\n  store i32 2, ptr addrspace(4) @t\n  ret void\n}\n",
            "3: in @s: a store to constant memory",
        ),
        (
            "@t = addrspace(4) constant [2 x i8] c\"ab\"\ndefine void @s(i64 %n) {\n  call void @llvm.memset.p4.i64(ptr addrspace(4) @t, i8 0, i64 %n, i1 false)\n  ret void\n}\n",
            "3: in @s: @llvm.memset.p4.i64 into constant memory (address space 4), which is read-only",
        ),
        (
            "define [20 x i32] @big() {\n  ret [20 x i32] zeroinitializer\n}\n",
            "1: in @big: the return type is not supported (only scalars and aggregates of at most 16 scalars)",
        ),
        (
            "@t = addrspace(4) constant [2 x i32] [i32 1]\n",
            "1: constant global @t: 1 elements for 2",
        ),
        (
            "target triple = \"x86_64-pc-linux-gnu\"\n",
            "target triple `x86_64-pc-linux-gnu` is not NVPTX",
        ),
        (
            "define float @w(float %x) {\n  %y = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %x, i32 16, i32 31)\n  ret float %y\n}\n",
            "2: in @w: intrinsic @llvm.nvvm.shfl.sync.bfly.f32 is not supported yet",
        ),
        (
            "define float @q(float %x) {\n  %y = call float @llvm.nvvm.div.approx.ftz.f(float %x, float 3.0)\n  ret float %y\n}\n",
            "2: in @q: intrinsic @llvm.nvvm.div.approx.ftz.f is not supported: the IR has no flush-to-zero arithmetic",
        ),
        (
            "define float @q(float %x) {\n  %y = call float @llvm.nvvm.fma.rm.ftz.f(float %x, float %x, float %x)\n  ret float %y\n}\n",
            "2: in @q: intrinsic @llvm.nvvm.fma.rm.ftz.f is not supported: the IR has no flush-to-zero arithmetic",
        ),
        (
            "define i32 @q(float %x) {\n  %y = call i32 @llvm.nvvm.f2i.rm.ftz(float %x)\n  ret i32 %y\n}\n",
            "2: in @q: intrinsic @llvm.nvvm.f2i.rm.ftz is not supported: the IR has no flush-to-zero",
        ),
        (
            "define float @q(float %x) {\n  %y = call float @llvm.nvvm.add.rz.f(float %x)\n  ret float %y\n}\n",
            "2: in @q: @llvm.nvvm.add.rz.f takes 2 operand(s), not 1",
        ),
        (
            "define i32 @v(i32 %x) {\n  %y = call i32 asm inteldialect \"mov eax, $1\", \"=r,r\"(i32 %x)\n  ret i32 %y\n}\n",
            "2:34: inline asm in the Intel dialect is not PTX",
        ),
        (
            "define i32 @u(i32 %x) {\n  %y = call i32 asm \"ld.global.u32 $0, [$1];\", \"=r,*m\"(ptr elementtype(i32) %x)\n  ret i32 %y\n}\n",
            "2: in @u: the asm constraint `*m` is a memory operand",
        ),
        (
            "define float @m(float %x) {\n  %y = call float @llvm.nvvm.fmin.nan.f(float %x, float %x)\n  ret float %y\n}\n",
            "2: in @m: intrinsic @llvm.nvvm.fmin.nan.f is not supported yet",
        ),
        (
            "define float @m(float %x) {\n  %y = call float @llvm.nvvm.rcp.rz.ftz.f(float %x)\n  ret float %y\n}\n",
            "2: in @m: intrinsic @llvm.nvvm.rcp.rz.ftz.f is not supported: the IR has no flush-to-zero arithmetic",
        ),
        (
            "define float @m(float %x) {\n  %y = call float @llvm.fma.f32(float %x)\n  ret float %y\n}\n",
            "2: in @m: @llvm.fma.f32 takes 3 operand(s), not 1",
        ),
        (
            "define i32 @u(i32 %x) {\n  %y = add i32 %x, %z\n  ret i32 %y\n}\n",
            "2: in @u: %z is used but never defined",
        ),
        (
            "define i32 @u(i32 %x) {\n  %y = add i32 %x, 1\n  %y = add i32 %x, 2\n  ret i32 %y\n}\n",
            "3: in @u: %y is defined twice",
        ),
        (
            "define i32 @u(i32 %x) {\n  %y = add i32 %x, 99999999999999999999\n  ret i32 %y\n}\n",
            "2: in @u: the constant 99999999999999999999 does not fit i32",
        ),
        (
            "define void @v() {\n  %p = alloca i8, i64 1000000\n  ret void\n}\n",
            "2: in @v: alloca of more than 524288 bytes",
        ),
        (
            "%T = type { i32, %T }\ndefine void @v() {\n  %p = alloca %T\n  ret void\n}\n",
            "3: in @v: alloca of a type without a size",
        ),
        (
            "define i8 @w(ptr addrspace(1) %p) {\n  %v = load atomic i8, ptr addrspace(1) %p acquire, align 1\n  ret i8 %v\n}\n",
            "2: in @w: an atomic load of i8: only 32- and 64-bit atomic accesses are supported",
        ),
        (
            "define i32 @w(ptr addrspace(1) %p) {\n  %v = load atomic i32, ptr addrspace(1) %p monotonic, align 2\n  ret i32 %v\n}\n",
            "2: in @w: an atomic load of 4 bytes aligned to 2",
        ),
        (
            "define void @w(ptr addrspace(1) %p) {\n  store atomic i32 1, ptr addrspace(1) %p acquire, align 4\n  ret void\n}\n",
            "2: in @w: an atomic store cannot be `acquire`",
        ),
        (
            "define i32 @w(ptr addrspace(1) %p) {\n  %v = load atomic i32, ptr addrspace(1) %p, align 4\n  ret i32 %v\n}\n",
            "an atomic load needs a memory ordering",
        ),
        (
            "define i32 @w(ptr addrspace(4) %p) {\n  %v = load atomic <2 x i16>, ptr addrspace(4) %p monotonic, align 4\n  ret i32 0\n}\n",
            "2: in @w: an atomic load of a vector or aggregate is not supported",
        ),
        (
            "define void @q(i1 %c) {\nentry:\n  br label %l\nl:\n  %y = phi [65 x i32] [ zeroinitializer, %entry ], [ %y, %l ]\n  br i1 %c, label %l, label %e\ne:\n  ret void\n}\n",
            "3: in @q: an aggregate with members that are not integers, floats or pointers, or more than 64 of them, is not supported in registers",
        ),
        (
            "define ptx_kernel void @kp({ float, i32 } %s) {\n  ret void\n}\n",
            "1: in @kp: kernel parameter %s is an aggregate by value",
        ),
        (
            "define void @mc(ptr addrspace(4) %d, ptr addrspace(1) %s, i64 %n) {\n  call void @llvm.memcpy.p4.p1.i64(ptr addrspace(4) %d, ptr addrspace(1) %s, i64 %n, i1 false)\n  ret void\n}\n",
            "2: in @mc: @llvm.memcpy.p4.p1.i64 into constant memory",
        ),
        (
            "define void @vm(ptr addrspace(1) %p) {\n  %a = load <4 x i32>, ptr addrspace(1) %p, align 16\n  %c = icmp eq <4 x i32> %a, zeroinitializer\n  store <4 x i1> %c, ptr addrspace(1) %p, align 1\n  ret void\n}\n",
            "4: in @vm: memory accesses of <N x i1> vectors are not supported",
        ),
        (
            "define void @w() {\n  call void @llvm.nvvm.barrier.sync(i32 1)\n  ret void\n}\n",
            "2: in @w: @llvm.nvvm.barrier.sync with a barrier other than 0",
        ),
    ];
    for (k, (text, expected)) in cases.iter().enumerate() {
        let err = match ptxlift::llvm::import_to_text(text) {
            Ok(out) => panic!("case {k} imported:\n{out}"),
            Err(e) => e.to_string(),
        };
        assert!(
            err.contains(expected),
            "case {k}: `{err}` lacks `{expected}`"
        );
    }
}

/// LLVM asks only that a definition dominate its uses: here `%use` is laid
/// out before `%def`, which dominates it and defines `%x4` (an aggregate's
/// member) that it reads, and `%latch` before the loop header whose phis
/// it reads. Python model of the result:
/// `out = [4 * t + 7 + sum(range(n)) for t in range(32)]`.
const LAYOUT_ORDER: &str = r#"; out[t] = 4t + 7 + (0 + 1 + ... + (n - 1))
; launch: %k grid=1 block=32
; arg: @out = i32[32] 0
; arg: 4
; expect: @out[i] == 4 * i + 13
; launch: %k grid=1 block=32
; arg: @out = i32[32] 0
; arg: 0
; expect: @out[i] == 4 * i + 7
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %def

use:
  %x4 = extractvalue { i32, i1 } %ov, 0
  %r = add i32 %x4, 7
  br label %loop

latch:
  %i.next = add i32 %i, 1
  %s.next = add i32 %s, %i
  br label %loop

loop:
  %i = phi i32 [ 0, %use ], [ %i.next, %latch ]
  %s = phi i32 [ %r, %use ], [ %s.next, %latch ]
  %more = icmp ult i32 %i, %n
  br i1 %more, label %latch, label %exit

def:
  %x3 = mul i32 %t, 3
  %ov = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %x3, i32 %t)
  br label %use

exit:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
"#;

#[test]
fn values_named_above_their_definition_import_and_run() {
    let out = match ptxlift::llvm::import_to_text(LAYOUT_ORDER) {
        Ok(out) => out,
        Err(e) => panic!("import failed: {e}"),
    };
    // The blocks keep LLVM's order; the uses read the values themselves
    // (no copies: the kernel has no select).
    let labels: Vec<&str> = out.lines().filter(|l| l.starts_with("block")).collect();
    assert_eq!(labels.len(), 6, "{out}");
    assert!(!out.contains("select"), "{out}");
    let path = write("layout_order.ll", LAYOUT_ORDER).display().to_string();
    let (ok, run, err) = common::cli(&["run", "--engine", "both", &path]);
    assert!(ok, "{run}\n{err}");
    assert!(run.contains("2 passed, 0 failed"), "{run}\n{err}");
}

/// Each imported instruction records the `.ll` line it came from (the
/// LLVM instruction it was made for), so the verifier's and lowering's
/// diagnostics point into the `.ll` file.
#[test]
fn imported_instructions_carry_their_ll_lines() {
    let module = ptxlift::llvm::import_module(LAYOUT_ORDER).expect("imports");
    let source: Vec<&str> = LAYOUT_ORDER.lines().collect();
    let mut seen = 0;
    for f in module.functions.values() {
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                let text = ptxlift::ir::printer::inst_to_string(f, i);
                let line = f
                    .inst_line(i)
                    .unwrap_or_else(|| panic!("`{text}` has no line"));
                let ll = source[line as usize - 1].trim();
                // The LLVM instructions each IR opcode can come from here.
                let from: [(&str, &[&str]); 9] = [
                    ("sreg", &["sreg.tid.x"]),
                    ("imul ", &["mul i32"]),
                    ("iadd ", &["add i32", "getelementptr", "uadd.with.overflow"]),
                    ("icmp ", &["icmp ult", "uadd.with.overflow"]),
                    ("sextend", &["getelementptr"]),
                    ("store", &["store i32"]),
                    ("return", &["ret void"]),
                    ("jump", &["br label"]),
                    ("brif", &["br i1"]),
                ];
                if let Some((_, want)) = from.iter().find(|(op, _)| text.contains(op)) {
                    assert!(
                        want.iter().any(|w| ll.contains(w)),
                        "`{text}` is at line {line}: `{ll}`"
                    );
                    seen += 1;
                }
            }
        }
    }
    assert!(seen >= 15, "{seen}");
    // A store the verifier refuses (it states more alignment than the IR
    // allows) is reported at its `.ll` line.
    let text = "define ptx_kernel void @k(ptr addrspace(1) %p) {\nentry:\n  %v = load i32, ptr addrspace(1) %p, align 4\n  %w = add i32 %v, 1\n  store i32 %w, ptr addrspace(1) %p, align 32\n  ret void\n}\n";
    let module = ptxlift::llvm::import_module(text).expect("imports");
    let errors = match ptxlift::ir::verify_module(&module) {
        Ok(()) => panic!("a store aligned to 32 verified"),
        Err(e) => e.0,
    };
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].line, Some(5), "{errors:?}");
    assert!(errors[0].message.contains("alignment 32"), "{errors:?}");
}

/// The `.ll` files of the test and benchmark corpora, hand-written and
/// generated.
fn ll_corpus() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in [
        "tests/llvm",
        "tests/llvm/src",
        "tests/llvm_import",
        "benches/frames",
        "benches/frames/src",
    ] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        files.extend(
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ll")),
        );
    }
    files.sort();
    files
}

/// No imported value is a copy of another made as `select` on a constant
/// true (`vC = iconst.i1 1; vX = select vC, vY, vY`), the form the text
/// round trip used for values LLVM names above their definition: a value
/// that is another one is that one.
#[test]
fn no_import_copies_a_value_through_a_select_on_true() {
    let files = ll_corpus();
    assert!(files.len() >= 80, "{files:?}");
    let mut copies = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("corpus files are readable");
        let Ok(out) = ptxlift::llvm::import_to_text(&text) else {
            continue;
        };
        let mut trues = std::collections::HashSet::new();
        for line in out.lines().map(str::trim) {
            if line.starts_with("kernel ") || line.starts_with("function ") {
                trues.clear();
            }
            let Some((result, rhs)) = line.split_once(" = ") else {
                continue;
            };
            if rhs == "iconst.i1 1" {
                trues.insert(result.to_string());
            }
            if let Some(ops) = rhs.strip_prefix("select ") {
                let ops: Vec<&str> = ops.split(", ").collect();
                if let [c, a, b] = ops[..] {
                    if trues.contains(c) && a == b {
                        copies.push(format!("{}: {line}", path.display()));
                    }
                }
            }
        }
    }
    assert!(copies.is_empty(), "{}", copies.join("\n"));
}

/// Kernels of the corpus that import and must keep running correctly,
/// optimised forms and unoptimised sources together (a ratchet: raise it
/// as the importer grows).
const CORPUS_RUNNING_AT_LEAST: usize = 70;

#[test]
fn the_corpus_imports_fully_or_names_what_is_missing() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/llvm");
    // The expectations were computed by an independent Python model.
    let check = std::process::Command::new("python3")
        .arg(dir.join("expected.py"))
        .arg("--check")
        .output()
        .expect("python3 runs (the README's set-up needs it)");
    assert!(
        check.status.success(),
        "tests/llvm/expected.py --check: {}{}",
        String::from_utf8_lossy(&check.stdout),
        String::from_utf8_lossy(&check.stderr)
    );
    let entries = std::fs::read_dir(&dir).expect("tests/llvm is readable");
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    let mut importing = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable");
        match ptxlift::llvm::import_module(&text) {
            Ok(_) => importing.push(path.display().to_string()),
            Err(e) => {
                let msg = e.to_string();
                assert!(
                    !msg.contains("internal error") && e.line > 0,
                    "{}: {msg}",
                    path.display()
                );
            }
        }
    }
    eprintln!(
        "{} of {} corpus kernels import",
        importing.len(),
        files.len()
    );
    // The hand-written, unoptimised sources (allocas, loads and stores
    // through them) with the same directives: each one that imports must
    // run correctly too.
    let scratch = std::env::temp_dir().join(format!("ptxlift-llvm-src-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&scratch);
    for path in &files {
        let Some(name) = path.file_name() else {
            continue;
        };
        let src = dir.join("src").join(name);
        let header = dir.join("headers").join(name).with_extension("txt");
        let (Ok(src), Ok(header)) = (
            std::fs::read_to_string(&src),
            std::fs::read_to_string(&header),
        ) else {
            continue;
        };
        let text = header + &src;
        match ptxlift::llvm::import_module(&text) {
            Ok(_) => {
                let out = scratch.join(name);
                std::fs::write(&out, text).expect("the temporary directory is writable");
                importing.push(out.display().to_string());
            }
            Err(e) => assert!(
                !e.to_string().contains("internal error"),
                "src/{name:?}: {e}"
            ),
        }
    }
    eprintln!("{} with the unoptimised sources", importing.len());
    assert!(importing.len() >= CORPUS_RUNNING_AT_LEAST);
    if !importing.is_empty() {
        let mut args = vec!["run", "--engine", "both"];
        args.extend(importing.iter().map(String::as_str));
        let (ok, out, err) = common::cli(&args);
        assert!(ok && out.contains(" 0 failed"), "{out}\n{err}");
    }
}

/// Two local arrays used one after the other inside a loop, with LLVM 22's
/// one-operand lifetime markers around each array's part of the body.
const LIFETIME_SEQ: &str = r#"; for (j = 0; j < 4; j++) {
;   int a[64]; for (k = 0; k < 32; k++) a[k] = t + j + k;
;   int x = a[(t + s + j) % 32];
;   int b[32]; for (k = 0; k < 16; k++) b[k] = x * k;
;   acc += b[(t + j) % 16];
; }
; out[t] = acc;
; launch: %seq grid=1 block=40
; arg: @out = i32[40] -1
; arg: 3
; expect: @out[i] == (i + (i + 3) % 32) * (i % 16) + (i + 1 + (i + 4) % 32) * ((i + 1) % 16) + (i + 2 + (i + 5) % 32) * ((i + 2) % 16) + (i + 3 + (i + 6) % 32) * ((i + 3) % 16)
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @seq(ptr addrspace(1) %out, i32 %s) {
entry:
  %a = alloca [64 x i32], align 4
  %b = alloca [32 x i32], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer

outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  call void @llvm.lifetime.start.p0(ptr nonnull %a)
  br label %fill.a

fill.a:
  %k = phi i32 [ 0, %outer ], [ %k.next, %fill.a ]
  %tj = add i32 %t, %j
  %va = add i32 %tj, %k
  %ka = zext i32 %k to i64
  %pa = getelementptr inbounds [64 x i32], ptr %a, i64 0, i64 %ka
  store i32 %va, ptr %pa, align 4
  %k.next = add nuw nsw i32 %k, 1
  %more.a = icmp ult i32 %k.next, 32
  br i1 %more.a, label %fill.a, label %use.a

use.a:
  %ts = add i32 %t, %s
  %tsj = add i32 %ts, %j
  %ia = and i32 %tsj, 31
  %ia64 = zext i32 %ia to i64
  %pxa = getelementptr inbounds [64 x i32], ptr %a, i64 0, i64 %ia64
  %x = load i32, ptr %pxa, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  call void @llvm.lifetime.start.p0(ptr nonnull %b)
  br label %fill.b

fill.b:
  %m = phi i32 [ 0, %use.a ], [ %m.next, %fill.b ]
  %vb = mul i32 %x, %m
  %mb = zext i32 %m to i64
  %pb = getelementptr inbounds [32 x i32], ptr %b, i64 0, i64 %mb
  store i32 %vb, ptr %pb, align 4
  %m.next = add nuw nsw i32 %m, 1
  %more.b = icmp ult i32 %m.next, 16
  br i1 %more.b, label %fill.b, label %latch

latch:
  %tj2 = add i32 %t, %j
  %ib = and i32 %tj2, 15
  %ib64 = zext i32 %ib to i64
  %pxb = getelementptr inbounds [32 x i32], ptr %b, i64 0, i64 %ib64
  %y = load i32, ptr %pxb, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %b)
  %acc.next = add i32 %acc, %y
  %j.next = add nuw nsw i32 %j, 1
  %more = icmp ult i32 %j.next, 4
  br i1 %more, label %outer, label %done

done:
  %t64 = zext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %acc.next, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))
"#;

/// Bytes of `%a` and `%b` in [`LIFETIME_SEQ`]: `[64 x i32]`, `[32 x i32]`.
const SEQ_ARRAY_BYTES: [u64; 2] = [64 * 4, 32 * 4];

#[test]
fn lifetime_markers_let_allocas_share_the_depot() {
    let marker = |l: &str| l.trim_start().starts_with("call void @llvm.lifetime.");
    let plain: String = LIFETIME_SEQ
        .lines()
        .filter(|l| !marker(l))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(LIFETIME_SEQ.lines().filter(|l| marker(l)).count(), 4);
    let with = write("lifetime_seq.ll", LIFETIME_SEQ).display().to_string();
    let without = write("lifetime_seq_plain.ll", &plain).display().to_string();
    // The markers become the IR's, one per LLVM call.
    let (ok, ir, err) = common::cli(&["import", &with]);
    assert!(ok, "{err}");
    let markers: Vec<&str> = ir
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("stack_"))
        .collect();
    assert_eq!(
        markers,
        [
            "stack_start ss0",
            "stack_end ss0",
            "stack_start ss1",
            "stack_end ss1"
        ],
        "{ir}"
    );
    // Both versions compute the same, on both engines and register modes.
    for extra in [&[][..], &["--max-regs", "8"][..]] {
        let mut args = vec!["run", "--engine", "both"];
        args.extend_from_slice(extra);
        args.extend([with.as_str(), without.as_str()]);
        let (ok, out, err) = common::cli(&args);
        assert!(ok, "{extra:?}: {out}\n{err}");
        assert!(
            out.contains("2 passed, 0 failed"),
            "{extra:?}: {out}\n{err}"
        );
    }
    // With markers the arrays share bytes (the larger one's size); without
    // them both stay live around the loop (the sum).
    let [a, b] = SEQ_ARRAY_BYTES;
    for (file, depot) in [(&with, a.max(b)), (&without, a + b)] {
        let (ok, out, err) = common::cli(&["frame", file]);
        assert!(ok, "{err}");
        assert!(
            out.contains(&format!("function %seq: depot {depot} bytes")),
            "{file}: expected a depot of {depot} bytes:\n{out}"
        );
    }
}

/// The forms of LLVM 17-21 (a size operand) and the pointers a marker may
/// go through: kept when they name an alloca's first byte with its whole
/// size (or -1), dropped otherwise.
const LIFETIME_FORMS: &str = r#"; out[t] = t + 2t + 3t
; launch: %forms grid=1 block=32
; arg: @out = i32[32] -1
; expect: @out[i] == 6 * i
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @forms(ptr addrspace(1) %out) {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [8 x i32], align 4
  %c = alloca i32, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 0
  call void @llvm.lifetime.start.p0(i64 16, ptr %a0)
  %b5 = addrspacecast ptr %b to ptr addrspace(5)
  call void @llvm.lifetime.start.p5(i64 -1, ptr addrspace(5) %b5)
  call void @llvm.lifetime.start.p0(i64 4, ptr %b)
  %b1 = getelementptr inbounds i8, ptr %b, i64 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %b1)
  call void @llvm.lifetime.start.p1(i64 4, ptr addrspace(1) %out)
  call void @llvm.lifetime.start.p0(i64 -1, ptr %c)
  %pa = getelementptr inbounds i8, ptr %a, i64 4
  store i32 %t, ptr %pa, align 4
  %t2 = shl i32 %t, 1
  %pb = getelementptr inbounds i8, ptr addrspace(5) %b5, i64 28
  store i32 %t2, ptr addrspace(5) %pb, align 4
  %t3 = mul i32 %t, 3
  store i32 %t3, ptr %c, align 4
  %x = load i32, ptr %pa, align 4
  %y = load i32, ptr addrspace(5) %pb, align 4
  %z = load i32, ptr %c, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %a)
  call void @llvm.lifetime.end.p5(i64 32, ptr addrspace(5) %b5)
  call void @llvm.lifetime.end.p0(i64 4, ptr %c)
  %xy = add i32 %x, %y
  %sum = add i32 %xy, %z
  %t64 = zext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %sum, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.start.p1(i64, ptr addrspace(1))
declare void @llvm.lifetime.start.p5(i64, ptr addrspace(5))
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @llvm.lifetime.end.p5(i64, ptr addrspace(5))
"#;

#[test]
fn lifetime_marker_forms_kept_and_dropped() {
    let path = write("lifetime_forms.ll", LIFETIME_FORMS)
        .display()
        .to_string();
    let (ok, ir, err) = common::cli(&["import", &path]);
    assert!(ok, "{err}");
    let markers: Vec<&str> = ir
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("stack_"))
        .collect();
    // Kept: %a through a zero GEP, %b through an addrspacecast with size
    // -1, %c with -1; the ends with their exact sizes. Dropped: 4 bytes of
    // the 32 of %b, a pointer 4 bytes into %b, a global pointer.
    assert_eq!(
        markers,
        [
            "stack_start ss0",
            "stack_start ss1",
            "stack_start ss2",
            "stack_end ss0",
            "stack_end ss1",
            "stack_end ss2"
        ],
        "{ir}"
    );
    let (ok, out, err) = common::cli(&["run", "--engine", "both", &path]);
    assert!(ok, "{out}\n{err}");
    assert!(out.contains("1 passed, 0 failed"), "{out}\n{err}");
}

/// ptxas (sm_80) assembles what ptxlift compiles from every corpus module,
/// optimised and unoptimised.
#[test]
fn the_corpus_assembles_with_ptxas() {
    let Some(ptxas) = common::require_ptxas() else {
        return;
    };
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/llvm");
    let mut files: Vec<PathBuf> = Vec::new();
    for sub in [dir.clone(), dir.join("src")] {
        let entries = std::fs::read_dir(&sub).expect("tests/llvm is readable");
        files.extend(
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ll")),
        );
    }
    files.sort();
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("corpus files are readable");
        let module = match ptxlift::llvm::import_module(&text) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{}: import: {e}", path.display()));
                continue;
            }
        };
        match ptxlift::compile(&module, &ptxlift::Options::default()) {
            Ok(out) => {
                if let Err(e) = ptxlift::ptx::ptxas::assemble(&ptxas, &out.ptx, ptxlift::Sm::Sm80) {
                    failures.push(format!("{}: ptxas: {e}", path.display()));
                }
            }
            Err(e) => failures.push(format!("{}: compile: {e}", path.display())),
        }
    }
    println!("{} corpus modules assembled", files.len() - failures.len());
    assert!(files.len() >= 70, "only {} corpus modules", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A kernel's generic pointer that is only ever cast to `addrspace(4)`
/// points to constant memory: it becomes a `const` parameter and the
/// casts the identity; one also used another way stays `global`.
#[test]
fn a_kernel_pointer_only_cast_to_constant_space_is_a_const_parameter() {
    let text = r#"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %c, ptr %g, ptr %out) {
  %cc = addrspacecast ptr %c to ptr addrspace(4)
  %x = load float, ptr addrspace(4) %cc, align 4
  %gc = addrspacecast ptr %g to ptr addrspace(4)
  %y = load float, ptr addrspace(4) %gc, align 4
  %z = load float, ptr %g, align 4
  %s = fadd float %x, %y
  %t = fadd float %s, %z
  store float %t, ptr %out, align 4
  ret void
}
"#;
    let out = match ptxlift::llvm::import_to_text(text) {
        Ok(out) => out,
        Err(e) => panic!("import failed: {e}"),
    };
    assert!(
        out.contains("kernel %k(i64 const, i64 global, i64 global)"),
        "{out}"
    );
    // Only %g's cast converts; %c's is the parameter itself.
    assert_eq!(out.matches("from_generic").count(), 1, "{out}");
}

/// NVVM intrinsics of PTX's one-instruction operations import as the IR's
/// operations of the same meaning: `llvm.nvvm.tanh.approx.f32` (LLVM 20+,
/// what `__tanhf`-style fast paths and Triton's `tanh` become),
/// `llvm.nvvm.isspacep.*` (a kernel pointer parameter's space is unknown,
/// so the test stays) and `llvm.nvvm.sad.ui`.
#[test]
fn one_instruction_intrinsics_import_as_operations() {
    let text = r#"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, ptr %out, i32 %a, i32 %b) {
  %x = load float, ptr %p, align 4
  %t = call float @llvm.nvvm.tanh.approx.f32(float %x)
  store float %t, ptr %out, align 4
  %g = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %gz = zext i1 %g to i32
  %s = call i32 @llvm.nvvm.sad.ui(i32 %a, i32 %b, i32 %gz)
  %o = getelementptr i8, ptr %out, i64 4
  store i32 %s, ptr %o, align 4
  ret void
}
declare float @llvm.nvvm.tanh.approx.f32(float)
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i32 @llvm.nvvm.sad.ui(i32, i32, i32)
"#;
    let out = match ptxlift::llvm::import_to_text(text) {
        Ok(out) => out,
        Err(e) => panic!("import failed: {e}"),
    };
    for op in ["= tanh_approx v", "= in_space shared v", "= usad v"] {
        assert!(out.contains(op), "no `{op}` in\n{out}");
    }
}

/// The real CUDA kernels of `tests/llvm/cuda/` (clang-19 -O2 with the CUDA
/// 12.9 headers) that ptxlift compiles so far: each runs its directives on
/// both engines (expectations from the independent models of
/// `tests/llvm/cuda/expected.py`) and its PTX assembles for sm_75, sm_80
/// and sm_90 (the sm_80 builds of the kernels with bf16 inline PTX from
/// cuda_bf16.hpp, which needs sm_80, for sm_80 and sm_90; their `.sm75`
/// builds for all three). The other kernels wait on warp intrinsics (their
/// first errors are in `tests/llvm/cuda/README.md`); a kernel joins this
/// list when it passes, and never leaves it.
#[test]
fn cuda_kernels_that_compile_run_on_both_engines_and_assemble() {
    const PASSING: &[&str] = &[
        "activations",
        "adam_fused",
        "bf16_ops",
        "bf16_ops.sm75",
        "bf16_rmsnorm",
        "bf16_rmsnorm.sm75",
        "blackscholes",
        "conv_separable",
        "crc32_table",
        "device_counter",
        "double_math",
        "dp4a_gemv",
        "fir_constant",
        "geometry_byval",
        "half_axpy",
        "half_convert",
        "half_convert.sm75",
        "half_gelu",
        "half_reduce",
        "hash_murmur",
        "histogram_smem",
        "int8_quant",
        "interval_bounds",
        "layernorm_smem",
        "ldg_gather",
        "particles_struct",
        "philox_montecarlo",
        "pointer_tables",
        "reduce_dynsmem",
        "scan_dynsmem",
        "sgemm_tiled",
        "softmax_smem",
        "sync_atomics",
        "tonemap",
        "transpose_tiled",
        "twiddle_sincos",
        "vector_memory",
    ];
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/llvm/cuda");
    let ptxas = common::require_ptxas();
    for name in PASSING {
        let path = dir.join(format!("{name}.ll"));
        let file = path.display().to_string();
        let (ok, out, err) = common::cli(&["run", "--engine", "both", &file]);
        assert!(ok && out.contains(" 0 failed"), "{file}:\n{out}\n{err}");
        let Some(ptxas) = &ptxas else { continue };
        let text = std::fs::read_to_string(&path).expect("the corpus is readable");
        let module = ptxlift::llvm::import_module(&text).expect("it ran, so it imports");
        // The sm_80 builds of these use cuda_bf16.hpp's inline `.bf16` PTX
        // (`cvt.rn.bf16.f32`, ...), which needs sm_80; their NAME.sm75
        // builds are the ones for sm_75.
        let needs_sm80 = ["bf16_ops", "bf16_rmsnorm", "half_convert"].contains(name);
        for sm in [ptxlift::Sm::Sm75, ptxlift::Sm::Sm80, ptxlift::Sm::Sm90] {
            if needs_sm80 && sm == ptxlift::Sm::Sm75 {
                continue;
            }
            let options = ptxlift::Options {
                target: ptxlift::Target::new(sm, None).expect("a supported SM"),
                ..ptxlift::Options::default()
            };
            let ptx = ptxlift::compile(&module, &options).expect("it ran, so it compiles");
            if let Err(e) = ptxlift::ptx::ptxas::assemble(ptxas, &ptx.ptx, sm) {
                panic!("{file} for {sm:?}: ptxas: {e}");
            }
        }
    }
}

/// Fast-math flags the IR gives a meaning to come through the import
/// (`contract` on `fadd fsub fmul`, `fast` as well; `afn` on `fdiv`, `llvm.sqrt`,
/// and on `llvm.nvvm.sqrt.approx.f` by its name); the others are dropped.
#[test]
fn fast_math_flags_come_through_the_import() {
    let ll = "target triple = \"nvptx64-nvidia-cuda\"
declare float @llvm.sqrt.f32(float)
declare float @llvm.nvvm.sqrt.approx.f(float)
define float @f(float %x, float %y, float %z) {
  %m = fmul contract float %x, %y
  %a = fadd contract float %m, %z
  %n = fmul fast float %a, %y
  %s = fsub nnan nsz float %n, %z
  %r = call afn float @llvm.sqrt.f32(float %s)
  %q = call float @llvm.nvvm.sqrt.approx.f(float %r)
  %d = fdiv arcp float 1.0, %q
  %e = fdiv afn float %d, %x
  ret float %e
}
";
    let path = write("fast_math_flags.ll", ll);
    let (ok, out, err) = common::cli(&["import", &path.display().to_string()]);
    assert!(ok, "{err}");
    let body: Vec<&str> = out.lines().map(str::trim).collect();
    assert!(body.contains(&"v3 = fmul contract v0, v1"), "{out}");
    assert!(body.contains(&"v4 = fadd contract v3, v2"), "{out}");
    assert!(body.contains(&"v5 = fmul contract v4, v1"), "{out}");
    assert!(body.contains(&"v6 = fsub v5, v2"), "{out}");
    assert!(body.contains(&"v7 = sqrt afn v6"), "{out}");
    assert!(body.contains(&"v8 = sqrt afn v7"), "{out}");
    assert!(
        body.iter().any(|l| l.starts_with("v10 = fdiv v9, v8")),
        "{out}"
    );
    assert!(body.contains(&"v11 = fdiv afn v10, v0"), "{out}");
}

/// `or disjoint x, k` of a constant (no bit set in both operands, else
/// poison) imports as `iadd`, so the address optimiser folds `(2i | 1) * 4`
/// into an access's offset as llc does; `or disjoint` of two values and a
/// plain `or` stay `bor` (ptxas packs ORed single-bit `selp`s into a `P2R`).
#[test]
fn or_disjoint_of_a_constant_imports_as_add() {
    let ll = "target triple = \"nvptx64-nvidia-cuda\"
define i32 @f(i32 %x, i32 %y) {
  %e = shl nuw i32 %x, 1
  %o = or disjoint i32 %e, 1
  %p = or i32 %o, %y
  %h = shl i32 %y, 8
  %q = or disjoint i32 %h, %x
  %r = xor i32 %p, %q
  ret i32 %r
}
";
    let path = write("or_disjoint.ll", ll);
    let (ok, out, err) = common::cli(&["import", &path.display().to_string()]);
    assert!(ok, "{err}");
    let body: Vec<&str> = out.lines().map(str::trim).collect();
    assert!(body.contains(&"v5 = iadd v3, v4"), "{out}");
    assert!(body.contains(&"v6 = bor v5, v1"), "{out}");
    assert!(body.iter().any(|l| l.ends_with("= bor v8, v0")), "{out}");
}

/// `llvm.bswap` of i16, i32 and i64 (i32: one `prmt` with selector
/// 0x0123, as llc emits; i64: its halves so and exchanged). Expected values
/// from Python's `int.to_bytes` (little-endian bytes read big-endian).
const BSWAP: &str = r#"; launch: %bswaps grid=1 block=4
; arg: @h = i16[4] [4660, -256, 255, -21555]
; arg: @w = i32[4] [305419896, -16776961, -2147483647, -559038737]
; arg: @d = i64[4] [81985529216486895, -72057594037927808, -9223372036854775807, -81985529216486896]
; expect: @h == [13330, 255, -256, -12885]
; expect: @w == [2018915346, -16776961, 16777344, -272716322]
; expect: @d == [-1167088121787636991, -9223372036854775553, 72057594037928064, 1167088121787636990]
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @bswaps(ptr addrspace(1) %h, ptr addrspace(1) %w, ptr addrspace(1) %d) {
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %ph = getelementptr inbounds i16, ptr addrspace(1) %h, i64 %i
  %vh = load i16, ptr addrspace(1) %ph, align 2
  %sh = tail call i16 @llvm.bswap.i16(i16 %vh)
  store i16 %sh, ptr addrspace(1) %ph, align 2
  %pw = getelementptr inbounds i32, ptr addrspace(1) %w, i64 %i
  %vw = load i32, ptr addrspace(1) %pw, align 4
  %sw = tail call i32 @llvm.bswap.i32(i32 %vw)
  store i32 %sw, ptr addrspace(1) %pw, align 4
  %pd = getelementptr inbounds i64, ptr addrspace(1) %d, i64 %i
  %vd = load i64, ptr addrspace(1) %pd, align 8
  %sd = tail call i64 @llvm.bswap.i64(i64 %vd)
  store i64 %sd, ptr addrspace(1) %pd, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bswap.i32(i32)
declare i64 @llvm.bswap.i64(i64)
"#;

#[test]
fn byte_swaps_run_on_both_engines_and_use_prmt() {
    let path = write("bswaps.ll", BSWAP);
    let path = path.display().to_string();
    let (ok, out, err) = common::cli(&["run", "--engine", "both", &path]);
    assert!(ok && out.contains("1 passed, 0 failed"), "{out}\n{err}");
    let (ok, ptx, err) = common::cli(&["compile", &path]);
    assert!(ok, "{err}");
    assert_eq!(ptx.matches("prmt.b32").count(), 3, "{ptx}");
}

/// `sext (add nsw x, k)` imports as `sext x + k`: the sum cannot overflow,
/// so its extension is the extension's sum, the form whose `+ k` the
/// address optimiser folds into an access's offset (`a[i + 1]` is
/// `[base+4]`), as LLVM uses the flag; a sum without `nsw` is extended as
/// it is.
#[test]
fn sign_extended_nsw_sums_split_off_their_constant() {
    let ll = "; run: %f(10) == 27
; run: %f(-5) == -3
target triple = \"nvptx64-nvidia-cuda\"
define i64 @f(i32 %x) {
  %a = add nsw i32 %x, 3
  %b = add nsw i32 %a, -1
  %e = sext i32 %b to i64
  %c = add i32 %x, 5
  %g = sext i32 %c to i64
  %r = add i64 %e, %g
  ret i64 %r
}
";
    let path = write("nsw_sext.ll", ll);
    let (ok, out, err) = common::cli(&["import", &path.display().to_string()]);
    assert!(ok, "{err}");
    let body: Vec<&str> = out.lines().map(str::trim).collect();
    let defs = |rhs: &str| body.iter().filter(|l| l.ends_with(rhs)).count();
    // sext x, then + 3, then + -1; the plain sum is extended whole.
    assert_eq!(defs("= sextend.i64 v0"), 1, "{out}");
    assert!(
        body.iter()
            .any(|l| l.contains("= iadd_imm v") && l.ends_with(", 3")),
        "{out}"
    );
    assert!(
        body.iter()
            .any(|l| l.contains("= iadd_imm v") && l.ends_with(", -1")),
        "{out}"
    );
    assert!(
        body.iter()
            .any(|l| l.contains("= sextend.i64 v") && !l.ends_with("v0")),
        "{out}"
    );
    let (ok, out, err) = common::cli(&["run", "--engine", "both", &path.display().to_string()]);
    assert!(ok && out.contains("2 passed, 0 failed"), "{out}\n{err}");
}

/// `const float *__restrict__ x` as clang writes it: `noalias` + `readonly`
/// on a generic kernel pointer; `y` is `noalias` but written.
const RESTRICT: &str = r#"; y[i] = x[i] + x[i + 32] + y[i] for i < 32: with x[i] = i, y[i] = 3: 2i + 35.
; launch: %restrict grid=1 block=32
; arg: @x = f32[64] i
; arg: @y = f32[32] 3.0
; expect: @y[i] == 2 * i + 35
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @restrict(ptr noalias nocapture noundef readonly %x, ptr noalias nocapture noundef %y) local_unnamed_addr {
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %t to i64
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %a = load float, ptr %px, align 4
  %px2 = getelementptr inbounds i8, ptr %px, i64 128
  %b = load float, ptr %px2, align 4
  %py = getelementptr inbounds float, ptr %y, i64 %i
  %c = load float, ptr %py, align 4
  %s = fadd float %a, %b
  %r = fadd float %s, %c
  store float %r, ptr %py, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn noalias_readonly_kernel_pointers_load_non_coherently() {
    let path = write("restrict.ll", RESTRICT);
    let path = path.display().to_string();
    let (ok, out, err) = common::cli(&["import", &path]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("kernel %restrict(i64 global noalias readonly, i64 global) {"),
        "{out}"
    );
    let (ok, ptx, err) = common::cli(&["compile", &path]);
    assert!(ok, "{err}");
    // Both loads of `x` read the non-coherent cache; `y`'s load does not.
    assert_eq!(ptx.matches("ld.global.nc.f32").count(), 2, "{ptx}");
    assert_eq!(ptx.matches("ld.global.f32").count(), 1, "{ptx}");
    let (ok, out, err) = common::cli(&["run", "--engine", "both", &path]);
    assert!(ok, "{out}\n{err}");
    assert!(out.contains("1 passed, 0 failed"), "{out}\n{err}");
}

/// A device function's `byval` struct that flattens to at most 16
/// scalars is passed as its members (tests/llvm/cuda/geometry_byval.cu,
/// particles_struct.cu): the signatures take them by value, the callees
/// keep them in registers (no frame, no generic access) unless the copy
/// escapes or is indexed at a variable offset, and the results agree on
/// both engines, with and without a register budget.
#[test]
fn byval_structs_of_device_functions_pass_their_members() {
    let geometry = "tests/llvm/cuda/geometry_byval.ll";
    let particles = "tests/llvm/cuda/particles_struct.ll";
    let (ok, ir, err) = common::cli(&["import", geometry]);
    assert!(ok, "{err}");
    for signature in [
        // Vec3 + Vec3: three floats each.
        "function %_Z6v3_dot4Vec3S_(f32, f32, f32, f32, f32, f32) -> f32 {",
        // A 16-aligned quaternion: four floats each.
        "function %_Z5q_mul4QuatS_(f32, f32, f32, f32, f32, f32, f32, f32) -> f32, f32, f32, f32 {",
        // { i32, double }: the padding after the int is not passed.
        "function %_Z5weigh6Sampled(i32, f64, f64) -> f64 {",
        // { [4 x float], i32 } read at a variable index: its copy would
        // stay in memory, so the readonly byval is read in place.
        "function %_Z9poly_eval4Polyf(i64 generic, f32) -> f32 {",
        // A byval the callee writes and whose address escapes.
        "function %_Z11reflect_sum4Vec3S_(f32, f32, f32, f32, f32, f32) -> f32 {",
    ] {
        assert!(ir.contains(signature), "missing `{signature}`:\n{ir}");
    }
    // Promotion keeps the members in registers: no frame, except where
    // the copy's address escapes (reflect_sum hands &v to v3_sum: its
    // 12 bytes); the Poly poly_eval indexes by a variable stays in the
    // caller's 20-byte frame, read in place.
    let (ok, frames, err) = common::cli(&["frame", geometry]);
    assert!(ok, "{err}");
    for (function, depot) in [
        ("_Z6v3_add4Vec3S_", 0),
        ("_Z6v3_dot4Vec3S_", 0),
        ("_Z5q_mul4QuatS_", 0),
        ("_Z9clamp_box4Vec3ff", 0),
        ("_Z5weigh6Sampled", 0),
        ("_Z11reflect_sum4Vec3S_", 12),
        ("_Z9poly_eval4Polyf", 0),
        ("geometry", 0),
        ("records", 20),
    ] {
        let line = format!("function %{function}: depot {depot} bytes");
        assert!(frames.contains(&line), "missing `{line}`:\n{frames}");
    }
    // particles_struct's integrate took a 48-byte frame (its Particle
    // copied at entry, two float3 temporaries passed by pointer).
    let (ok, frames, err) = common::cli(&["frame", particles]);
    assert!(ok, "{err}");
    let line = "function %_Z9integrate8ParticleRK9SimParamsPi: depot 0 bytes";
    assert!(frames.contains(line), "missing `{line}`:\n{frames}");
    // The float3 helpers read their parameters from param space, never
    // through a generic pointer.
    let (ok, ptx, err) = common::cli(&["compile", particles]);
    assert!(ok, "{err}");
    // A definition follows its forward declaration: the last `) NAME(`.
    let body = |name: &str| -> String {
        let start = ptx.rfind(&format!(") {name}(")).unwrap_or(0);
        let from = &ptx[start..];
        from[..from.find("\n}").unwrap_or(from.len())].to_string()
    };
    for name in ["_Z4add36float3S_", "_Z6scale36float3f", "_Z4dot36float3S_"] {
        let text = body(name);
        assert!(text.contains("ld.param.f32"), "{name}:\n{text}");
        assert!(
            !text.contains("ld.f32") && !text.contains("ld.u64"),
            "{name}:\n{text}"
        );
    }
    for budget in [None, Some("16")] {
        let mut args = vec!["run", "--engine", "both"];
        if let Some(n) = budget {
            args.extend(["--max-regs", n]);
        }
        args.extend([geometry, particles]);
        let (ok, out, err) = common::cli(&args);
        assert!(ok, "{out}\n{err}");
        assert!(out.contains("4 passed, 0 failed"), "{out}\n{err}");
    }
}

/// CUDA kernels taking a struct by value, as clang writes them: `ptr
/// byval(%struct.Params) align 4`. The PTX ABI passes the struct's bytes
/// as the kernel's parameter (`.param .align 4 .b8 NAME[28]`, as llc
/// does), not a pointer to them. `apply` only loads through it (a
/// variable index included): it is read in place with `ld.param`;
/// `countdown` writes its copy and `escape` hands its address to a device
/// function: each is copied to a local slot at the entry, so no generic
/// param address (`cvta.param`, PTX 7.7) is needed. Params = {a = 2.0,
/// b = 0.5, n = 3, taps = [1, 2, 3, 4]}; expected values by hand:
/// apply: y[i] = 2 i + 0.5 + taps[i % 4]; countdown: taps[2] + taps[1] +
/// taps[0] + i = 6 + i; escape: taps[0] + taps[1] = 3.
const BYVAL_KERNELS: &str = r#"; launch: %apply grid=1 block=8
; arg: @x = f32[8] i
; arg: @p = i32[7] [1073741824, 1056964608, 3, 1065353216, 1073741824, 1077936128, 1082130432]
; arg: @y = f32[8] 0
; expect: @y == [1.5, 4.5, 7.5, 10.5, 9.5, 12.5, 15.5, 18.5]
; launch: %countdown grid=1 block=4
; arg: @p = i32[7] [1073741824, 1056964608, 3, 1065353216, 1073741824, 1077936128, 1082130432]
; arg: @out = f32[4] 0
; expect: @out == [6.0, 7.0, 8.0, 9.0]
; launch: %escape grid=1 block=2
; arg: @p = i32[7] [1073741824, 1056964608, 3, 1065353216, 1073741824, 1077936128, 1082130432]
; arg: @out = f32[2] 0
; expect: @out == [3.0, 3.0]
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { float, float, i32, [4 x float] }

define ptx_kernel void @apply(ptr noalias readonly %x, ptr readonly byval(%struct.Params) align 4 %p, ptr %y) {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %xp = getelementptr inbounds float, ptr %x, i64 %i
  %xv = load float, ptr %xp, align 4
  %a = load float, ptr %p, align 4
  %bp = getelementptr inbounds i8, ptr %p, i64 4
  %b = load float, ptr %bp, align 4
  %k = and i32 %tid, 3
  %kx = zext i32 %k to i64
  %tp = getelementptr inbounds %struct.Params, ptr %p, i64 0, i32 3, i64 %kx
  %t = load float, ptr %tp, align 4
  %m = fmul float %xv, %a
  %s = fadd float %m, %b
  %r = fadd float %s, %t
  %yp = getelementptr inbounds float, ptr %y, i64 %i
  store float %r, ptr %yp, align 4
  ret void
}

define ptx_kernel void @countdown(ptr byval(%struct.Params) align 4 %p, ptr %out) {
entry:
  %np = getelementptr inbounds i8, ptr %p, i64 8
  br label %loop

loop:
  %acc = phi float [ 0.0, %entry ], [ %acc2, %loop ]
  %n = load i32, ptr %np, align 4
  %nm = add nsw i32 %n, -1
  store i32 %nm, ptr %np, align 4
  %k = and i32 %nm, 3
  %kx = zext i32 %k to i64
  %tp = getelementptr inbounds %struct.Params, ptr %p, i64 0, i32 3, i64 %kx
  %t = load float, ptr %tp, align 4
  %acc2 = fadd float %acc, %t
  %more = icmp sgt i32 %nm, 0
  br i1 %more, label %loop, label %done

done:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tf = uitofp i32 %tid to float
  %r = fadd float %acc2, %tf
  %i = zext i32 %tid to i64
  %op = getelementptr inbounds float, ptr %out, i64 %i
  store float %r, ptr %op, align 4
  ret void
}

define internal float @tap_sum(ptr %q) {
entry:
  %t0p = getelementptr inbounds %struct.Params, ptr %q, i64 0, i32 3, i64 0
  %t0 = load float, ptr %t0p, align 4
  %t1p = getelementptr inbounds %struct.Params, ptr %q, i64 0, i32 3, i64 1
  %t1 = load float, ptr %t1p, align 4
  %s = fadd float %t0, %t1
  ret float %s
}

define ptx_kernel void @escape(ptr readonly byval(%struct.Params) align 4 %p, ptr %out) {
entry:
  %s = call float @tap_sum(ptr %p)
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %op = getelementptr inbounds float, ptr %out, i64 %i
  store float %s, ptr %op, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn byval_kernel_parameters_are_param_space_aggregates() {
    let path = write("byval_kernels.ll", BYVAL_KERNELS);
    let path = path.display().to_string();
    let (ok, out, err) = common::cli(&["import", &path]);
    assert!(ok, "{err}");
    for kernel in [
        "kernel %apply(i64 global noalias readonly, i64 byval 28 align 4, i64 global) {",
        "kernel %countdown(i64 byval 28 align 4, i64 global) {",
        "kernel %escape(i64 byval 28 align 4, i64 global) {",
    ] {
        assert!(out.contains(kernel), "{kernel}\n{out}");
    }
    let (ok, ptx, err) = common::cli(&["compile", &path]);
    assert!(ok, "{err}");
    for name in ["apply", "countdown", "escape"] {
        let param = format!(".param .align 4 .b8 __{name}_param_");
        assert!(ptx.contains(&param), "{param}\n{ptx}");
    }
    assert!(!ptx.contains("cvta.param"), "{ptx}");
    let apply = ptx
        .split(".entry apply(")
        .nth(1)
        .and_then(|s| s.split("\n}").next())
        .unwrap_or_default();
    assert_eq!(apply.matches("ld.param.f32").count(), 3, "{apply}");
    assert!(!apply.contains(".local"), "{apply}");
    let (ok, out, err) = common::cli(&["run", "--engine", "both", &path]);
    assert!(ok && out.contains("3 passed, 0 failed"), "{out}\n{err}");
    if let Some(ptxas) = common::require_ptxas() {
        let assembled = ptxlift::ptx::ptxas::assemble(&ptxas, &ptx, ptxlift::Sm::Sm80);
        assert!(assembled.is_ok(), "{assembled:?}\n{ptx}");
    }
}

/// Launch bounds as clang 19+ writes them (function attributes, here in
/// an attribute group and inline) and as older clang and NVVM IR write
/// them (`!nvvm.annotations`) become the kernels' bounds, printed as PTX
/// directives; a kernel's `maxnreg` compiles it with that register budget.
#[test]
fn launch_bounds_come_from_attributes_and_annotations() {
    let ll = r#"target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @bounded(ptr %p) #0 {
  store i32 1, ptr %p, align 4
  ret void
}
define void @annotated(ptr %p) {
  store i32 2, ptr %p, align 4
  ret void
}
define ptx_kernel void @exact(ptr %p) "nvvm.reqntid"="32,4" {
  store i32 3, ptr %p, align 4
  ret void
}
attributes #0 = { nounwind "nvvm.maxntid"="128" "nvvm.minctasm"="2" "target-cpu"="sm_80" }
!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @annotated, !"kernel", i32 1}
!1 = !{ptr @annotated, !"maxntidx", i32 64}
!2 = !{ptr @annotated, !"maxntidy", i32 2}
!3 = !{ptr @annotated, !"maxnreg", i32 40}
"#;
    let path = write("launch_bounds.ll", ll);
    let path = path.display().to_string();
    let (ok, out, err) = common::cli(&["import", &path]);
    assert!(ok, "{err}");
    for line in [
        "kernel %bounded(i64 global) {\n    maxntid = 128, 1, 1\n    minnctapersm = 2\n",
        "kernel %annotated(i64 global) {\n    maxntid = 64, 2, 1\n    maxnreg = 40\n",
        "kernel %exact(i64 global) {\n    reqntid = 32, 4, 1\n",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
    let (ok, ptx, err) = common::cli(&["compile", &path]);
    assert!(ok, "{err}");
    for directive in [
        ")\n.maxntid 128, 1, 1\n.minnctapersm 2\n{",
        ")\n.maxntid 64, 2, 1\n.maxnreg 40\n{",
        ")\n.reqntid 32, 4, 1\n{",
    ] {
        assert!(ptx.contains(directive), "{directive}\n{ptx}");
    }
    let bad = ll.replace("\"nvvm.maxntid\"=\"128\"", "\"nvvm.maxntid\"=\"lots\"");
    let path = write("launch_bounds_bad.ll", &bad);
    let (ok, _, err) = common::cli(&["import", &path.display().to_string()]);
    assert!(!ok, "a malformed bound imports");
    assert!(
        err.contains("2: in @bounded: attribute \"nvvm.maxntid\"=\"lots\" is not a list of counts"),
        "{err}"
    );
}

/// `__ldg` as clang 20+ writes it (a global load with `!invariant.load`,
/// here a scalar and a `<2 x float>`) reads the non-coherent cache; the
/// same load without the attachment, or of a generic pointer, does not.
/// `llvm.nvvm.ldg.global.*` with a result type it lacks is a located
/// error.
#[test]
fn invariant_loads_of_global_memory_are_non_coherent() {
    let ll = r#"target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @scale(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr %g, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %x = load float, ptr addrspace(1) %pa, align 4, !invariant.load !0
  %pb = getelementptr inbounds <2 x float>, ptr addrspace(1) %b, i64 %i
  %v = load <2 x float>, ptr addrspace(1) %pb, align 8, !invariant.load !0
  %v0 = extractelement <2 x float> %v, i64 0
  %v1 = extractelement <2 x float> %v, i64 1
  %pc = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  %y = load float, ptr addrspace(1) %pc, align 4
  %pg = getelementptr inbounds float, ptr %g, i64 %i
  %z = load float, ptr %pg, align 4, !invariant.load !0
  %s0 = fadd float %x, %v0
  %s1 = fadd float %s0, %v1
  %s2 = fadd float %s1, %y
  %s3 = fadd float %s2, %z
  store float %s3, ptr addrspace(1) %pc, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!0 = !{}
"#;
    let module = ptxlift::llvm::import_module(ll).expect("imports");
    let text = module.to_string();
    // %x, and %v as one vector load (8-aligned, as `<2 x float>` is).
    assert_eq!(text.matches("global nc").count(), 2, "{text}");
    assert_eq!(text.matches("load_v2.f32 global nc").count(), 1, "{text}");
    assert_eq!(text.matches("load.f32 global v").count(), 1, "{text}");
    assert_eq!(text.matches("load.f32 generic").count(), 1, "{text}");
    let bad = ll
        .replace(
            "%x = load float, ptr addrspace(1) %pa, align 4, !invariant.load !0",
            "%x = call float @llvm.nvvm.ldg.global.f.v8f32.p1(ptr addrspace(1) %pa, i32 4)",
        )
        .replace(
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare float @llvm.nvvm.ldg.global.f.v8f32.p1(ptr addrspace(1), i32)",
        );
    let err = ptxlift::llvm::import_module(&bad)
        .expect_err("no v8 ldg")
        .to_string();
    assert!(
        err.starts_with("8: in @scale") && err.contains("ldg.global.f.v8f32"),
        "{err}"
    );
}

/// `load volatile`/`store volatile` (scalars, vectors and aggregates) keep
/// their mode: `volatile` in the IR, `ld/st.volatile` in the PTX of
/// shared and global memory, never merged into a vector access; the
/// export writes them volatile again.
#[test]
fn volatile_accesses_stay_volatile() {
    let ll = r#"target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [64 x float] undef, align 16

define ptx_kernel void @warp_tail(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i
  %a = load volatile float, ptr addrspace(3) %p, align 16
  %q = getelementptr inbounds i8, ptr addrspace(3) %p, i64 4
  %b = load volatile float, ptr addrspace(3) %q, align 4
  %s = fadd float %a, %b
  store volatile float %s, ptr addrspace(3) %p, align 4
  %v = load volatile <2 x float>, ptr addrspace(3) @buf, align 8
  %v0 = extractelement <2 x float> %v, i64 0
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store volatile float %v0, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;
    let module = ptxlift::llvm::import_module(ll).expect("imports");
    let text = module.to_string();
    assert_eq!(
        text.matches("load.f32 shared volatile").count(),
        2,
        "{text}"
    );
    assert_eq!(
        text.matches("load_v2.f32 shared volatile").count(),
        1,
        "{text}"
    );
    assert_eq!(text.matches("store shared volatile").count(), 1, "{text}");
    assert_eq!(text.matches("store global volatile").count(), 1, "{text}");
    let ptx = ptxlift::compile(&module, &ptxlift::Options::default()).expect("compiles");
    let ptx = ptx.ptx;
    assert_eq!(ptx.matches("ld.volatile.shared.f32").count(), 2, "{ptx}");
    assert_eq!(ptx.matches("ld.volatile.shared.v2.f32").count(), 1, "{ptx}");
    assert_eq!(ptx.matches("st.volatile.shared.f32").count(), 1, "{ptx}");
    assert_eq!(ptx.matches("st.volatile.global.f32").count(), 1, "{ptx}");
    let exported =
        ptxlift::llvm::export_module(&module, ptxlift::llvm::Dialect::Modern).expect("exports");
    assert_eq!(exported.matches("load volatile").count(), 3, "{exported}");
    assert_eq!(exported.matches("store volatile").count(), 2, "{exported}");
}
