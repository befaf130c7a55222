; Generated the PTX next to this file with: python3 nvvm_compile.py nvvm_sm80.ll nvvm_sm80.ptx (libnvvm 2.0 from nvidia-nvvm 13.5.37, -arch=compute_80)
; The kernels of llc_sm80.ll in NVVM IR: typed pointers and untyped `byval` (this NVVM is based on LLVM 7).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [64 x float] undef, align 4
@gv = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@cv = addrspace(4) constant [2 x float] [float 1.5, float 2.5], align 4
@str = private unnamed_addr addrspace(1) constant [6 x i8] c"hello\00", align 1

%struct.S = type { i32, float, i64 }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
declare float @llvm.sqrt.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare i32 @vprintf(i8*, i8*)

define internal i32 @helper(i32 %a, i32 %b) noinline {
  %c = mul i32 %a, %b
  %d = add i32 %c, 7
  ret i32 %d
}

define internal {i32, i64} @pair(i32 %a) noinline {
  %e = sext i32 %a to i64
  %r1 = insertvalue {i32, i64} undef, i32 %a, 0
  %r2 = insertvalue {i32, i64} %r1, i64 %e, 1
  ret {i32, i64} %r2
}

define void @saxpy(i32 %n, float %a, float* %x, float* %y, %struct.S* byval align 8 %s, i8 %small) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %i = add i32 %mul, %tid
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %body, label %exit
body:
  %idx = sext i32 %i to i64
  %px = getelementptr float, float* %x, i64 %idx
  %py = getelementptr float, float* %y, i64 %idx
  %vx = load float, float* %px, align 4
  %vy = load float, float* %py, align 4
  %f = call float @llvm.fma.f32(float %a, float %vx, float %vy)
  %sq = call float @llvm.sqrt.f32(float %f)
  %shp = getelementptr [64 x float], [64 x float] addrspace(3)* @sh, i32 0, i32 %tid
  store float %sq, float addrspace(3)* %shp, align 4
  call void @llvm.nvvm.barrier0()
  %t2 = xor i32 %tid, 1
  %shp2 = getelementptr [64 x float], [64 x float] addrspace(3)* @sh, i32 0, i32 %t2
  %v2 = load float, float addrspace(3)* %shp2, align 4
  %sf = getelementptr %struct.S, %struct.S* %s, i32 0, i32 1
  %sv = load float, float* %sf, align 4
  %sum = fadd float %v2, %sv
  %h = call i32 @helper(i32 %i, i32 %n)
  %hf = sitofp i32 %h to float
  %sum2 = fadd float %sum, %hf
  %pr = call {i32, i64} @pair(i32 %i)
  %p1 = extractvalue {i32, i64} %pr, 1
  %pf = sitofp i64 %p1 to float
  %sum3 = fadd float %sum2, %pf
  %g = getelementptr [4 x i32], [4 x i32] addrspace(1)* @gv, i32 0, i32 1
  %gl = load i32, i32 addrspace(1)* %g
  %gf = uitofp i32 %gl to float
  %sum4 = fadd float %sum3, %gf
  %cp = getelementptr [2 x float], [2 x float] addrspace(4)* @cv, i32 0, i32 1
  %cl = load float, float addrspace(4)* %cp
  %sum5 = fmul float %sum4, %cl
  %sx = sext i8 %small to i32
  %sxf = sitofp i32 %sx to float
  %sum6 = fsub float %sum5, %sxf
  store float %sum6, float* %py, align 4
  %old = atomicrmw add i32 addrspace(1)* %g, i32 1 seq_cst
  br label %exit
exit:
  ret void
}

define void @loop(i32* %out, i32 %n) {
entry:
  %arr = alloca [16 x i32], align 4
  br label %l
l:
  %k = phi i32 [0, %entry], [%k1, %l]
  %p = getelementptr [16 x i32], [16 x i32]* %arr, i32 0, i32 %k
  store volatile i32 %k, i32* %p
  %k1 = add i32 %k, 1
  %c = icmp ult i32 %k1, 16
  br i1 %c, label %l, label %done
done:
  %q = getelementptr [16 x i32], [16 x i32]* %arr, i32 0, i32 %n
  %v = load volatile i32, i32* %q
  switch i32 %v, label %d [ i32 0, label %a  i32 1, label %b i32 2, label %a i32 3, label %b]
a:
  store i32 %v, i32* %out
  ret void
b:
  %w = udiv i32 %v, %n
  store i32 %w, i32* %out
  ret void
d:
  %z = shl i32 %v, %n
  %x = lshr i32 %z, 3
  %y = ashr i32 %x, %n
  %pc = call i32 @llvm.ctpop.i32(i32 %y)
  %cl = call i32 @llvm.ctlz.i32(i32 %pc, i1 false)
  %vv = insertelement <4 x i32> undef, i32 %cl, i32 0
  %v4p = bitcast i32* %out to <4 x i32>*
  store <4 x i32> %vv, <4 x i32>* %v4p, align 16
  ret void
}
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)

!nvvm.annotations = !{!0, !1}
!nvvmir.version = !{!2}
!0 = !{void (i32, float, float*, float*, %struct.S*, i8)* @saxpy, !"kernel", i32 1}
!1 = !{void (i32*, i32)* @loop, !"kernel", i32 1}
!2 = !{i32 2, i32 0}
