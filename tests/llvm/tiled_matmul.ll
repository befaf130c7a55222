; tiled_matmul: C (32x32) = A (32x48) * B (48x32) with 16x16 shared tiles.
;
; A 2-D grid of 2x2 CTAs of 16x16 threads; each thread owns one element
; of C, the CTA stages one tile of A and one of B in shared memory per
; step of K, with a barrier before and after the inner product. Small
; integer data: every sum is exact in f32.
; Exercises: 2-D sregs (tid.x/y, ctaid.x/y, ntid.x/y), two shared
; [16 x [16 x float]] arrays, two-level GEPs into shared arrays,
; llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), fmuladd, scalar K and N.
;
; launch: %tiled_matmul grid=(2, 2) block=(16, 16) fuel=10000000
; arg: @A = f32[1536] (i * 7 + 3) % 9 - 4
; arg: @B = f32[1536] (i * 5 + 1) % 7 - 3
; arg: @C = f32[1024] 0.0
; arg: 48
; arg: 32
; expect: @C == [21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, 0.0, -7.0, 21.0, -7.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, 21.0, -7.0, 0.0, 21.0, -7.0, -21.0, -7.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0, 9.0, 2.0, -12.0, -12.0, 2.0, 9.0, 2.0]

; ModuleID = 'src/tiled_matmul.ll'
source_filename = "src/tiled_matmul.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define ptx_kernel void @tiled_matmul(ptr addrspace(1) noundef readonly captures(none) %A, ptr addrspace(1) noundef readonly captures(none) %B, ptr addrspace(1) noundef writeonly captures(none) %C, i32 noundef %K, i32 noundef %N) local_unnamed_addr #0 {
entry:
  %tx = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %bx = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %nx = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %rb = mul nuw nsw i32 %by, %ny
  %row = add nuw nsw i32 %rb, %ty
  %cb = mul i32 %bx, %nx
  %col = add i32 %cb, %tx
  %0 = zext nneg i32 %ty to i64
  %1 = zext nneg i32 %tx to i64
  %as.p.split = getelementptr inbounds nuw [16 x float], ptr addrspace(3) @As, i64 %0
  %as.p = getelementptr inbounds nuw float, ptr addrspace(3) %as.p.split, i64 %1
  %bs.p.split = getelementptr inbounds nuw [16 x float], ptr addrspace(3) @Bs, i64 %0
  %bs.p = getelementptr inbounds nuw float, ptr addrspace(3) %bs.p.split, i64 %1
  %more1 = icmp sgt i32 %K, 0
  br i1 %more1, label %tile.lr.ph, label %done

tile.lr.ph:                                       ; preds = %entry
  %arow = mul nuw nsw i32 %K, %row
  %ai0 = add nuw i32 %arow, %tx
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspace(3) @Bs, i64 %1
  %x.p.1 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 4
  %gep.1 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 64
  %x.p.2 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 8
  %gep.2 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 128
  %x.p.3 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 12
  %gep.3 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 192
  %x.p.4 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 16
  %gep.4 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 256
  %x.p.5 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 20
  %gep.5 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 320
  %x.p.6 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 24
  %gep.6 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 384
  %x.p.7 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 28
  %gep.7 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 448
  %x.p.8 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 32
  %gep.8 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 512
  %x.p.9 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 36
  %gep.9 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 576
  %x.p.10 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 40
  %gep.10 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 640
  %x.p.11 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 44
  %gep.11 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 704
  %x.p.12 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 48
  %gep.12 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 768
  %x.p.13 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 52
  %gep.13 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 832
  %x.p.14 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 56
  %gep.14 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 896
  %x.p.15 = getelementptr inbounds nuw i8, ptr addrspace(3) %as.p.split, i64 60
  %gep.15 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep, i64 960
  br label %tile

tile:                                             ; preds = %tile.lr.ph, %tile
  %acc3 = phi float [ 0.000000e+00, %tile.lr.ph ], [ %a.next.15, %tile ]
  %t2 = phi i32 [ 0, %tile.lr.ph ], [ %t.next, %tile ]
  %ai = add i32 %ai0, %t2
  %ai.e = sext i32 %ai to i64
  %ap = getelementptr inbounds float, ptr addrspace(1) %A, i64 %ai.e
  %av = load float, ptr addrspace(1) %ap, align 4
  store float %av, ptr addrspace(3) %as.p, align 4
  %br0 = add nuw nsw i32 %t2, %ty
  %br = mul nsw i32 %br0, %N
  %bi = add nsw i32 %br, %col
  %bi.e = sext i32 %bi to i64
  %bp = getelementptr inbounds float, ptr addrspace(1) %B, i64 %bi.e
  %bv = load float, ptr addrspace(1) %bp, align 4
  store float %bv, ptr addrspace(3) %bs.p, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %x = load float, ptr addrspace(3) %as.p.split, align 4
  %y = load float, ptr addrspace(3) %invariant.gep, align 4
  %a.next = tail call float @llvm.fmuladd.f32(float %x, float %y, float %acc3)
  %x.1 = load float, ptr addrspace(3) %x.p.1, align 4
  %y.1 = load float, ptr addrspace(3) %gep.1, align 4
  %a.next.1 = tail call float @llvm.fmuladd.f32(float %x.1, float %y.1, float %a.next)
  %x.2 = load float, ptr addrspace(3) %x.p.2, align 4
  %y.2 = load float, ptr addrspace(3) %gep.2, align 4
  %a.next.2 = tail call float @llvm.fmuladd.f32(float %x.2, float %y.2, float %a.next.1)
  %x.3 = load float, ptr addrspace(3) %x.p.3, align 4
  %y.3 = load float, ptr addrspace(3) %gep.3, align 4
  %a.next.3 = tail call float @llvm.fmuladd.f32(float %x.3, float %y.3, float %a.next.2)
  %x.4 = load float, ptr addrspace(3) %x.p.4, align 4
  %y.4 = load float, ptr addrspace(3) %gep.4, align 4
  %a.next.4 = tail call float @llvm.fmuladd.f32(float %x.4, float %y.4, float %a.next.3)
  %x.5 = load float, ptr addrspace(3) %x.p.5, align 4
  %y.5 = load float, ptr addrspace(3) %gep.5, align 4
  %a.next.5 = tail call float @llvm.fmuladd.f32(float %x.5, float %y.5, float %a.next.4)
  %x.6 = load float, ptr addrspace(3) %x.p.6, align 4
  %y.6 = load float, ptr addrspace(3) %gep.6, align 4
  %a.next.6 = tail call float @llvm.fmuladd.f32(float %x.6, float %y.6, float %a.next.5)
  %x.7 = load float, ptr addrspace(3) %x.p.7, align 4
  %y.7 = load float, ptr addrspace(3) %gep.7, align 4
  %a.next.7 = tail call float @llvm.fmuladd.f32(float %x.7, float %y.7, float %a.next.6)
  %x.8 = load float, ptr addrspace(3) %x.p.8, align 4
  %y.8 = load float, ptr addrspace(3) %gep.8, align 4
  %a.next.8 = tail call float @llvm.fmuladd.f32(float %x.8, float %y.8, float %a.next.7)
  %x.9 = load float, ptr addrspace(3) %x.p.9, align 4
  %y.9 = load float, ptr addrspace(3) %gep.9, align 4
  %a.next.9 = tail call float @llvm.fmuladd.f32(float %x.9, float %y.9, float %a.next.8)
  %x.10 = load float, ptr addrspace(3) %x.p.10, align 4
  %y.10 = load float, ptr addrspace(3) %gep.10, align 4
  %a.next.10 = tail call float @llvm.fmuladd.f32(float %x.10, float %y.10, float %a.next.9)
  %x.11 = load float, ptr addrspace(3) %x.p.11, align 4
  %y.11 = load float, ptr addrspace(3) %gep.11, align 4
  %a.next.11 = tail call float @llvm.fmuladd.f32(float %x.11, float %y.11, float %a.next.10)
  %x.12 = load float, ptr addrspace(3) %x.p.12, align 4
  %y.12 = load float, ptr addrspace(3) %gep.12, align 4
  %a.next.12 = tail call float @llvm.fmuladd.f32(float %x.12, float %y.12, float %a.next.11)
  %x.13 = load float, ptr addrspace(3) %x.p.13, align 4
  %y.13 = load float, ptr addrspace(3) %gep.13, align 4
  %a.next.13 = tail call float @llvm.fmuladd.f32(float %x.13, float %y.13, float %a.next.12)
  %x.14 = load float, ptr addrspace(3) %x.p.14, align 4
  %y.14 = load float, ptr addrspace(3) %gep.14, align 4
  %a.next.14 = tail call float @llvm.fmuladd.f32(float %x.14, float %y.14, float %a.next.13)
  %x.15 = load float, ptr addrspace(3) %x.p.15, align 4
  %y.15 = load float, ptr addrspace(3) %gep.15, align 4
  %a.next.15 = tail call float @llvm.fmuladd.f32(float %x.15, float %y.15, float %a.next.14)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t.next = add nuw nsw i32 %t2, 16
  %more = icmp slt i32 %t.next, %K
  br i1 %more, label %tile, label %done

done:                                             ; preds = %tile, %entry
  %acc.lcssa = phi float [ 0.000000e+00, %entry ], [ %a.next.15, %tile ]
  %crow = mul nsw i32 %N, %row
  %ci = add nsw i32 %crow, %col
  %ci.e = sext i32 %ci to i64
  %cp = getelementptr inbounds float, ptr addrspace(1) %C, i64 %ci.e
  store float %acc.lcssa, ptr addrspace(1) %cp, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
