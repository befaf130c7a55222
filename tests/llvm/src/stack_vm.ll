; A bytecode interpreter: explicit operand stack, switch dispatch.
;
;   enum { HALT, PUSH, LOADX, ADD, SUB, MUL, DUP, SWAP, JNZ, OVER, DROP, JMP, ROT };
;   __constant__ signed char program[27] = { ... };   // see the header
;   __global__ void stack_vm(const int *xs, int *out) {
;     int g = blockIdx.x * blockDim.x + threadIdx.x, st[16], sp = 0, pc = 0;
;     for (;;) {
;       switch (program[pc]) {
;       case HALT:  out[g] = st[sp - 1]; return;
;       case PUSH:  st[sp++] = program[pc + 1]; pc += 2; break;
;       case LOADX: st[sp++] = xs[g]; pc++; break;
;       case ADD:   sp--; st[sp - 1] += st[sp]; pc++; break;
;       case SUB:   sp--; st[sp - 1] -= st[sp]; pc++; break;
;       case MUL:   sp--; st[sp - 1] *= st[sp]; pc++; break;
;       case DUP:   st[sp] = st[sp - 1]; sp++; pc++; break;
;       case SWAP:  swap(st[sp - 1], st[sp - 2]); pc++; break;
;       case JNZ:   pc = st[--sp] ? program[pc + 1] : pc + 2; break;
;       case OVER:  st[sp] = st[sp - 2]; sp++; pc++; break;
;       case DROP:  sp--; pc++; break;
;       case JMP:   pc = program[pc + 1]; break;
;       case ROT:   { int a = st[sp-3]; st[sp-3] = st[sp-2]; st[sp-2] = st[sp-1]; st[sp-1] = a; pc++; break; }
;       default:    __builtin_unreachable();
;       }
;   (the addresses of st[sp-1] and st[sp-2] are computed before the switch,
;   for every opcode, so those GEPs carry no `inbounds`: at sp = 0 they
;   point before the array, which `inbounds` would make poison)
;     }
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@program = internal addrspace(4) constant [27 x i8] [i8 1, i8 3, i8 2, i8 6, i8 8, i8 8, i8 10, i8 0, i8 6, i8 6, i8 5, i8 9, i8 1, i8 5, i8 5, i8 4, i8 12, i8 3, i8 7, i8 1, i8 1, i8 4, i8 6, i8 8, i8 8, i8 10, i8 0], align 1

define void @stack_vm(ptr addrspace(1) noundef %xs, ptr addrspace(1) noundef %out) #0 {
entry:
  %st = alloca [16 x i32], align 4
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = sext i32 %g to i64
  call void @llvm.lifetime.start.p0(ptr %st)
  br label %dispatch

dispatch:
  %pc = phi i32 [ 0, %entry ], [ %pc.next, %next ]
  %sp = phi i32 [ 0, %entry ], [ %sp.next, %next ]
  %pc.e = sext i32 %pc to i64
  %opp = getelementptr inbounds [27 x i8], ptr addrspace(4) @program, i64 0, i64 %pc.e
  %op = load i8, ptr addrspace(4) %opp, align 1
  %pc1 = add nsw i32 %pc, 1
  %pc1.e = sext i32 %pc1 to i64
  %argp = getelementptr inbounds [27 x i8], ptr addrspace(4) @program, i64 0, i64 %pc1.e
  %spm1 = add nsw i32 %sp, -1
  %spm1.e = sext i32 %spm1 to i64
  %top.p = getelementptr [16 x i32], ptr %st, i64 0, i64 %spm1.e
  %spm2 = add nsw i32 %sp, -2
  %spm2.e = sext i32 %spm2 to i64
  %sec.p = getelementptr [16 x i32], ptr %st, i64 0, i64 %spm2.e
  %sp.e = sext i32 %sp to i64
  %free.p = getelementptr inbounds [16 x i32], ptr %st, i64 0, i64 %sp.e
  switch i8 %op, label %bad [ i8 0, label %op.halt
                              i8 1, label %op.push
                              i8 2, label %op.loadx
                              i8 3, label %op.add
                              i8 4, label %op.sub
                              i8 5, label %op.mul
                              i8 6, label %op.dup
                              i8 7, label %op.swap
                              i8 8, label %op.jnz
                              i8 9, label %op.over
                              i8 10, label %op.drop
                              i8 11, label %op.jmp
                              i8 12, label %op.rot ]

op.push:
  %imm8 = load i8, ptr addrspace(4) %argp, align 1
  %imm = sext i8 %imm8 to i32
  store i32 %imm, ptr %free.p, align 4
  %sp.push = add nsw i32 %sp, 1
  %pc.push = add nsw i32 %pc, 2
  br label %next

op.loadx:
  %xp = getelementptr inbounds i32, ptr addrspace(1) %xs, i64 %g.e
  %x = load i32, ptr addrspace(1) %xp, align 4
  store i32 %x, ptr %free.p, align 4
  %sp.loadx = add nsw i32 %sp, 1
  br label %next

op.add:
  %add.a = load i32, ptr %sec.p, align 4
  %add.b = load i32, ptr %top.p, align 4
  %add.r = add i32 %add.a, %add.b
  store i32 %add.r, ptr %sec.p, align 4
  br label %next

op.sub:
  %sub.a = load i32, ptr %sec.p, align 4
  %sub.b = load i32, ptr %top.p, align 4
  %sub.r = sub i32 %sub.a, %sub.b
  store i32 %sub.r, ptr %sec.p, align 4
  br label %next

op.mul:
  %mul.a = load i32, ptr %sec.p, align 4
  %mul.b = load i32, ptr %top.p, align 4
  %mul.r = mul i32 %mul.a, %mul.b
  store i32 %mul.r, ptr %sec.p, align 4
  br label %next

op.dup:
  %dup.v = load i32, ptr %top.p, align 4
  store i32 %dup.v, ptr %free.p, align 4
  %sp.dup = add nsw i32 %sp, 1
  br label %next

op.swap:
  %sw.a = load i32, ptr %sec.p, align 4
  %sw.b = load i32, ptr %top.p, align 4
  store i32 %sw.b, ptr %sec.p, align 4
  store i32 %sw.a, ptr %top.p, align 4
  br label %next

op.jnz:
  %cond = load i32, ptr %top.p, align 4
  %target8 = load i8, ptr addrspace(4) %argp, align 1
  %target = zext i8 %target8 to i32
  %taken = icmp ne i32 %cond, 0
  %pc.skip = add nsw i32 %pc, 2
  %pc.jnz = select i1 %taken, i32 %target, i32 %pc.skip
  br label %next

op.over:
  %ov.v = load i32, ptr %sec.p, align 4
  store i32 %ov.v, ptr %free.p, align 4
  %sp.over = add nsw i32 %sp, 1
  br label %next

op.jmp:
  %jt8 = load i8, ptr addrspace(4) %argp, align 1
  %jt = zext i8 %jt8 to i32
  br label %next

op.rot:
  %spm3 = add nsw i32 %sp, -3
  %spm3.e = sext i32 %spm3 to i64
  %third.p = getelementptr inbounds [16 x i32], ptr %st, i64 0, i64 %spm3.e
  %r.a = load i32, ptr %third.p, align 4
  %r.b = load i32, ptr %sec.p, align 4
  %r.c = load i32, ptr %top.p, align 4
  store i32 %r.b, ptr %third.p, align 4
  store i32 %r.c, ptr %sec.p, align 4
  store i32 %r.a, ptr %top.p, align 4
  br label %next

next:
  %pc.next = phi i32 [ %pc.push, %op.push ], [ %pc1, %op.loadx ], [ %pc1, %op.add ], [ %pc1, %op.sub ], [ %pc1, %op.mul ], [ %pc1, %op.dup ], [ %pc1, %op.swap ], [ %pc.jnz, %op.jnz ], [ %pc1, %op.over ], [ %pc1, %op.drop ], [ %jt, %op.jmp ], [ %pc1, %op.rot ]
  %sp.next = phi i32 [ %sp.push, %op.push ], [ %sp.loadx, %op.loadx ], [ %spm1, %op.add ], [ %spm1, %op.sub ], [ %spm1, %op.mul ], [ %sp.dup, %op.dup ], [ %sp, %op.swap ], [ %spm1, %op.jnz ], [ %sp.over, %op.over ], [ %spm1, %op.drop ], [ %sp, %op.jmp ], [ %sp, %op.rot ]
  br label %dispatch

op.drop:
  br label %next

op.halt:
  %result = load i32, ptr %top.p, align 4
  %outp = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g.e
  store i32 %result, ptr addrspace(1) %outp, align 4
  call void @llvm.lifetime.end.p0(ptr %st)
  ret void

bad:
  unreachable
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @stack_vm, !"kernel", i32 1}
