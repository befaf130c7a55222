; stack_vm: a bytecode interpreter with an operand stack in local memory.
;
; The 27-byte program in constant memory computes
;   f(x) = 3 + sum_{k=1..x} (k*k - 5k)
; with a loop (PUSH 3; LOADX; DUP; JNZ body; DROP; HALT; body: DUP DUP
; MUL OVER PUSH 5 MUL SUB ROT ADD SWAP PUSH 1 SUB DUP JNZ body; DROP;
; HALT). Each thread runs it on x = xs[g]; the dispatch is a 13-way
; switch on an i8 opcode with an unreachable default.
; Exercises: switch on i8 with many cases, unreachable, 12-input phis,
; [27 x i8] addrspace(4) table, sext/zext of i8, a dynamically indexed
; local stack, a loop whose trip count is set by the interpreted program.
;
; launch: %stack_vm grid=2 block=(32) fuel=10000000
; arg: @xs = i32[64] (i * 17) % 41
; arg: @out = i32[64] 0
; expect: @out == [3, 1023, 10713, 113, 5043, -13, 1823, 14063, 367, 7133, -11, 2947, 18043, 819, 9727, 63, 4449, -7, 1523, 12879, 263, 6383, -17, 2533, 16643, 643, 8803, 27, 3903, -1, 1257, 11763, 179, 5687, -17, 2159, 15317, 493, 7939, 3, 3403, 3, 1023, 10713, 113, 5043, -13, 1823, 14063, 367, 7133, -11, 2947, 18043, 819, 9727, 63, 4449, -7, 1523, 12879, 263, 6383, -17]

; ModuleID = 'src/stack_vm.ll'
source_filename = "src/stack_vm.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@program = internal unnamed_addr addrspace(4) constant [27 x i8] c"\01\03\02\06\08\08\0A\00\06\06\05\09\01\05\05\04\0C\03\07\01\01\04\06\08\08\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @stack_vm(ptr addrspace(1) noundef readonly captures(none) %xs, ptr addrspace(1) noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %st = alloca [16 x i32], align 4
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = sext i32 %g to i64
  call void @llvm.lifetime.start.p0(ptr nonnull %st)
  %xp = getelementptr inbounds i32, ptr addrspace(1) %xs, i64 %g.e
  br label %dispatch

dispatch:                                         ; preds = %dispatch.backedge, %entry
  %pc = phi i32 [ 0, %entry ], [ %pc.be, %dispatch.backedge ]
  %sp = phi i32 [ 0, %entry ], [ %sp.be, %dispatch.backedge ]
  %pc.e = sext i32 %pc to i64
  %opp = getelementptr inbounds i8, ptr addrspace(4) @program, i64 %pc.e
  %op = load i8, ptr addrspace(4) %opp, align 1
  %pc1 = add nsw i32 %pc, 1
  %pc1.e = sext i32 %pc1 to i64
  %argp = getelementptr inbounds i8, ptr addrspace(4) @program, i64 %pc1.e
  %spm1 = add nsw i32 %sp, -1
  %spm1.e = sext i32 %spm1 to i64
  %top.p = getelementptr i32, ptr %st, i64 %spm1.e
  %0 = sext i32 %sp to i64
  %1 = getelementptr i32, ptr %st, i64 %0
  %sec.p = getelementptr i8, ptr %1, i64 -8
  switch i8 %op, label %bad [
    i8 0, label %op.halt
    i8 1, label %op.push
    i8 2, label %op.loadx
    i8 3, label %op.add
    i8 4, label %op.sub
    i8 5, label %op.mul
    i8 6, label %op.dup
    i8 7, label %op.swap
    i8 8, label %op.jnz
    i8 9, label %op.over
    i8 10, label %dispatch.backedge
    i8 11, label %op.jmp
    i8 12, label %op.rot
  ]

dispatch.backedge:                                ; preds = %dispatch, %op.rot, %op.jmp, %op.over, %op.jnz, %op.swap, %op.dup, %op.mul, %op.sub, %op.add, %op.loadx, %op.push
  %pc.be = phi i32 [ %pc.push, %op.push ], [ %pc1, %op.loadx ], [ %pc1, %op.add ], [ %pc1, %op.sub ], [ %pc1, %op.mul ], [ %pc1, %op.dup ], [ %pc1, %op.swap ], [ %pc.jnz, %op.jnz ], [ %pc1, %op.over ], [ %pc1, %op.rot ], [ %jt, %op.jmp ], [ %pc1, %dispatch ]
  %sp.be = phi i32 [ %sp.push, %op.push ], [ %sp.loadx, %op.loadx ], [ %spm1, %op.add ], [ %spm1, %op.sub ], [ %spm1, %op.mul ], [ %sp.dup, %op.dup ], [ %sp, %op.swap ], [ %spm1, %op.jnz ], [ %sp.over, %op.over ], [ %sp, %op.rot ], [ %sp, %op.jmp ], [ %spm1, %dispatch ]
  br label %dispatch

op.push:                                          ; preds = %dispatch
  %imm8 = load i8, ptr addrspace(4) %argp, align 1
  %imm = sext i8 %imm8 to i32
  store i32 %imm, ptr %1, align 4
  %sp.push = add nsw i32 %sp, 1
  %pc.push = add nsw i32 %pc, 2
  br label %dispatch.backedge

op.loadx:                                         ; preds = %dispatch
  %x = load i32, ptr addrspace(1) %xp, align 4
  store i32 %x, ptr %1, align 4
  %sp.loadx = add nsw i32 %sp, 1
  br label %dispatch.backedge

op.add:                                           ; preds = %dispatch
  %add.a = load i32, ptr %sec.p, align 4
  %add.b = load i32, ptr %top.p, align 4
  %add.r = add i32 %add.b, %add.a
  store i32 %add.r, ptr %sec.p, align 4
  br label %dispatch.backedge

op.sub:                                           ; preds = %dispatch
  %sub.a = load i32, ptr %sec.p, align 4
  %sub.b = load i32, ptr %top.p, align 4
  %sub.r = sub i32 %sub.a, %sub.b
  store i32 %sub.r, ptr %sec.p, align 4
  br label %dispatch.backedge

op.mul:                                           ; preds = %dispatch
  %mul.a = load i32, ptr %sec.p, align 4
  %mul.b = load i32, ptr %top.p, align 4
  %mul.r = mul i32 %mul.b, %mul.a
  store i32 %mul.r, ptr %sec.p, align 4
  br label %dispatch.backedge

op.dup:                                           ; preds = %dispatch
  %dup.v = load i32, ptr %top.p, align 4
  store i32 %dup.v, ptr %1, align 4
  %sp.dup = add nsw i32 %sp, 1
  br label %dispatch.backedge

op.swap:                                          ; preds = %dispatch
  %sw.a = load i32, ptr %sec.p, align 4
  %sw.b = load i32, ptr %top.p, align 4
  store i32 %sw.b, ptr %sec.p, align 4
  store i32 %sw.a, ptr %top.p, align 4
  br label %dispatch.backedge

op.jnz:                                           ; preds = %dispatch
  %cond = load i32, ptr %top.p, align 4
  %target8 = load i8, ptr addrspace(4) %argp, align 1
  %target = zext i8 %target8 to i32
  %taken.not = icmp eq i32 %cond, 0
  %pc.skip = add nsw i32 %pc, 2
  %pc.jnz = select i1 %taken.not, i32 %pc.skip, i32 %target
  br label %dispatch.backedge

op.over:                                          ; preds = %dispatch
  %ov.v = load i32, ptr %sec.p, align 4
  store i32 %ov.v, ptr %1, align 4
  %sp.over = add nsw i32 %sp, 1
  br label %dispatch.backedge

op.jmp:                                           ; preds = %dispatch
  %jt8 = load i8, ptr addrspace(4) %argp, align 1
  %jt = zext i8 %jt8 to i32
  br label %dispatch.backedge

op.rot:                                           ; preds = %dispatch
  %third.p = getelementptr i8, ptr %1, i64 -12
  %r.a = load i32, ptr %third.p, align 4
  %r.b = load i32, ptr %sec.p, align 4
  %r.c = load i32, ptr %top.p, align 4
  store i32 %r.b, ptr %third.p, align 4
  store i32 %r.c, ptr %sec.p, align 4
  store i32 %r.a, ptr %top.p, align 4
  br label %dispatch.backedge

op.halt:                                          ; preds = %dispatch
  %result = load i32, ptr %top.p, align 4
  %outp = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g.e
  store i32 %result, ptr addrspace(1) %outp, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %st)
  ret void

bad:                                              ; preds = %dispatch
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!nvvm.annotations = !{!0}
!0 = !{ptr @stack_vm, !"kernel", i32 1}
