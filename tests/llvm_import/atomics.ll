; Atomic loads and stores of every supported type and ordering, in global,
; generic, shared and local memory, with atomicrmw and cmpxchg orderings.
; The directives were printed by `expected.py atomics`.
; launch: %message grid=1 block=32
; arg: @data = i32[4] 0
; arg: @flag = i32[1] 0
; arg: @out = i32[32] -1
; expect: @data == [7, 17, 27, 37]
; expect: @flag == [1]
; expect: @out == [7, 17, 27, 37, 7, 17, 27, 37, 7, 17, 27, 37, 7, 17, 27, 37, 7, 17, 27, 37, 7, 17, 27, 37, 7, 17, 27, 37, 7, 17, 27, 37]
; launch: %types grid=1 block=1
; arg: @i64 = i64[2] [123456789012, 0]
; arg: @f32 = f32[4] [1.5, 0, 1e-40, 0]
; arg: @f64 = f64[2] [-2.25, 0]
; arg: @ptrs = i64[1] 0
; arg: @out = i64[4] 0
; expect: @i64 == [5, 77]
; expect: @f32 == [1.5, 3.0, 1e-40, 1e-40]
; expect: @f64 == [-2.25, -2.25]
; expect: @out == [123456789012, 43, 9, 123456789012]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @message(ptr addrspace(1) %data, ptr addrspace(1) %flag, ptr addrspace(1) %out) {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %produce, label %wait

produce:
  store i32 7, ptr addrspace(1) %data, align 4
  %d1 = getelementptr inbounds i32, ptr addrspace(1) %data, i64 1
  store i32 17, ptr addrspace(1) %d1, align 4
  %d2 = getelementptr inbounds i32, ptr addrspace(1) %data, i64 2
  store i32 27, ptr addrspace(1) %d2, align 4
  %d3 = getelementptr inbounds i32, ptr addrspace(1) %data, i64 3
  store i32 37, ptr addrspace(1) %d3, align 4
  store atomic i32 1, ptr addrspace(1) %flag syncscope("device") release, align 4
  %back = load atomic i32, ptr addrspace(1) %data seq_cst, align 4
  br label %write

wait:
  %f = load atomic i32, ptr addrspace(1) %flag syncscope("device") acquire, align 4
  %ready = icmp eq i32 %f, 1
  br i1 %ready, label %read, label %wait

read:
  %k = and i32 %t, 3
  %pk = getelementptr inbounds i32, ptr addrspace(1) %data, i32 %k
  %v = load i32, ptr addrspace(1) %pk, align 4
  br label %write

write:
  %r = phi i32 [ %back, %produce ], [ %v, %read ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @types(ptr addrspace(1) %i64, ptr %f32, ptr addrspace(1) %f64, ptr addrspace(1) %ptrs, ptr addrspace(1) %out) {
entry:
  %slot = alloca i64, align 8
  ; i64 in global memory: out of [A, 0] make [A, A + 5].
  %a = load atomic i64, ptr addrspace(1) %i64 monotonic, align 8
  %a5 = add i64 %a, 5
  %i64.1 = getelementptr inbounds i64, ptr addrspace(1) %i64, i64 1
  store atomic i64 %a5, ptr addrspace(1) %i64.1 seq_cst, align 8
  ; f32 through generic pointers: f[1] = 2 f[0]; f[3] = f[2] (a subnormal).
  %x = load atomic float, ptr %f32 acquire, align 4
  %x2 = fmul float %x, 2.0
  %f32.1 = getelementptr inbounds float, ptr %f32, i64 1
  store atomic float %x2, ptr %f32.1 release, align 4
  %f32.2 = getelementptr inbounds float, ptr %f32, i64 2
  %sub = load atomic float, ptr %f32.2 monotonic, align 4
  %f32.3 = getelementptr inbounds float, ptr %f32, i64 3
  store atomic float %sub, ptr %f32.3 seq_cst, align 4
  ; f64: g[1] = g[0].
  %g = load atomic double, ptr addrspace(1) %f64 seq_cst, align 8
  %f64.1 = getelementptr inbounds double, ptr addrspace(1) %f64, i64 1
  store atomic double %g, ptr addrspace(1) %f64.1 unordered, align 8
  ; A pointer stored and loaded atomically, then read through: out[0] = A.
  store atomic ptr addrspace(1) %i64, ptr addrspace(1) %ptrs release, align 8
  %q = load atomic ptr addrspace(1), ptr addrspace(1) %ptrs acquire, align 8
  %w = load i64, ptr addrspace(1) %q, align 8
  store i64 %w, ptr addrspace(1) %out, align 8
  ; Shared memory, block scope: out[1] = 42 + 1. (The atomic store is an
  ; exchange, which reads the old value: the interpreter wants it written.)
  store i32 0, ptr addrspace(3) @sh, align 4
  store atomic i32 42, ptr addrspace(3) @sh syncscope("block") release, align 4
  %s = load atomic i32, ptr addrspace(3) @sh syncscope("block") acquire, align 4
  %s1 = add i32 %s, 1
  %s64 = zext i32 %s1 to i64
  %out.1 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  store i64 %s64, ptr addrspace(1) %out.1, align 8
  ; A local slot through its generic address: out[2] = 9.
  store atomic i64 9, ptr %slot monotonic, align 8
  %l = load atomic i64, ptr %slot seq_cst, align 8
  %out.2 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 2
  store i64 %l, ptr addrspace(1) %out.2, align 8
  ; Read-modify-writes: i[0] = 5 (out[3] = the old A); i[1] = 77 (was A + 5).
  %old = atomicrmw xchg ptr addrspace(1) %i64, i64 5 acq_rel, align 8
  %out.3 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 3
  store i64 %old, ptr addrspace(1) %out.3, align 8
  %pair = cmpxchg ptr addrspace(1) %i64.1, i64 %a5, i64 77 seq_cst acquire, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
