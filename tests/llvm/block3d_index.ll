; block3d_index: 4x4x4 thread blocks in a 2x2 grid, every special register.
;
; Each thread computes its linear index from tid.x/y/z, ntid.x/y/z,
; ctaid.x/y and nctaid.x and stores its packed coordinates
; tx | ty << 4 | tz << 8 | cx << 12 | cy << 16 there (checked by an
; element expression). It also copies a constant table into a local array
; with volatile loads (addrspace(4)) and volatile stores (addrspace(5)),
; and sums three volatile local reads into @chk.
; Exercises: llvm.nvvm.read.ptx.sreg.tid.x/y/z, ntid.x/y/z, ctaid.x/y,
; nctaid.x; load volatile from addrspace(4); store/load volatile in
; addrspace(5) through an addrspacecast alloca; 3-D block= and grid=.
;
; launch: %block3d_index grid=(2, 2) block=(4, 4, 4) fuel=1000000
; arg: @out = i32[256] -1
; arg: @chk = i32[256] -1
; expect: @out[i] == (i % 4) | (i / 4 % 4) << 4 | (i / 16 % 4) << 8 | (i / 64 % 2) << 12 | (i / 128) << 16
; expect: @chk == [4002, 321, 321, 4002, 4002, 321, 321, 4002, 4002, 321, 321, 4002, 4002, 321, 321, 4002, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001, 4002, 321, 321, 4002, 4002, 321, 321, 4002, 4002, 321, 321, 4002, 4002, 321, 321, 4002, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001, 4002, 321, 321, 4002, 4002, 321, 321, 4002, 4002, 321, 321, 4002, 4002, 321, 321, 4002, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001, 4002, 321, 321, 4002, 4002, 321, 321, 4002, 4002, 321, 321, 4002, 4002, 321, 321, 4002, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4021, 340, 340, 4021, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 4301, 620, 620, 4301, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001, 8001, 4320, 4320, 8001]

; ModuleID = 'src/block3d_index.ll'
source_filename = "src/block3d_index.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@weights = internal addrspace(4) constant [4 x i32] [i32 1, i32 10, i32 100, i32 1000], align 4

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define ptx_kernel void @block3d_index(ptr addrspace(1) noundef writeonly captures(none) %out, ptr addrspace(1) noundef writeonly captures(none) %chk) local_unnamed_addr #0 {
entry:
  %scratch = alloca [4 x i32], align 4
  %tx = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tz = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %cx = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cy = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %nx = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %nz = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %gx = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %row = mul i32 %cy, %gx
  %blk = add i32 %row, %cx
  %blk.base = mul i32 %blk, %nz
  %reass.add1 = add i32 %blk.base, %tz
  %reass.mul2 = mul i32 %reass.add1, %ny
  %reass.add = add i32 %reass.mul2, %ty
  %reass.mul = mul i32 %reass.add, %nx
  %lin = add i32 %reass.mul, %tx
  %lin.e = zext i32 %lin to i64
  %f1 = shl nuw nsw i32 %ty, 4
  %f2 = shl nuw nsw i32 %tz, 8
  %f3 = shl i32 %cx, 12
  %f4 = shl nuw i32 %cy, 16
  %0 = or i32 %f2, %f1
  %1 = or i32 %0, %f3
  %2 = or i32 %1, %f4
  %v4 = or i32 %2, %tx
  %op = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %lin.e
  store i32 %v4, ptr addrspace(1) %op, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %scratch)
  %loc = addrspacecast ptr %scratch to ptr addrspace(5)
  %w = load volatile i32, ptr addrspace(4) @weights, align 4
  store volatile i32 %w, ptr addrspace(5) %loc, align 4
  %w.1 = load volatile i32, ptr addrspace(4) getelementptr inbounds nuw (i8, ptr addrspace(4) @weights, i64 4), align 4
  %wk.1 = shl nsw i32 %w.1, 1
  %lp.1 = getelementptr inbounds nuw i8, ptr addrspace(5) %loc, i64 4
  store volatile i32 %wk.1, ptr addrspace(5) %lp.1, align 4
  %w.2 = load volatile i32, ptr addrspace(4) getelementptr inbounds nuw (i8, ptr addrspace(4) @weights, i64 8), align 4
  %wk.2 = mul nsw i32 %w.2, 3
  %lp.2 = getelementptr inbounds nuw i8, ptr addrspace(5) %loc, i64 8
  store volatile i32 %wk.2, ptr addrspace(5) %lp.2, align 4
  %w.3 = load volatile i32, ptr addrspace(4) getelementptr inbounds nuw (i8, ptr addrspace(4) @weights, i64 12), align 4
  %wk.3 = shl nsw i32 %w.3, 2
  %lp.3 = getelementptr inbounds nuw i8, ptr addrspace(5) %loc, i64 12
  store volatile i32 %wk.3, ptr addrspace(5) %lp.3, align 4
  %3 = zext nneg i32 %tx to i64
  %p1 = getelementptr inbounds nuw i32, ptr addrspace(5) %loc, i64 %3
  %r1 = load volatile i32, ptr addrspace(5) %p1, align 4
  %mirror = sub nsw i32 3, %tx
  %4 = sext i32 %mirror to i64
  %p2 = getelementptr inbounds i32, ptr addrspace(5) %loc, i64 %4
  %r2 = load volatile i32, ptr addrspace(5) %p2, align 4
  %5 = zext nneg i32 %tz to i64
  %p3 = getelementptr inbounds nuw i32, ptr addrspace(5) %loc, i64 %5
  %r3 = load volatile i32, ptr addrspace(5) %p3, align 4
  %s12 = add i32 %r2, %r1
  %s = add i32 %s12, %r3
  %cp = getelementptr inbounds nuw i32, ptr addrspace(1) %chk, i64 %lin.e
  store i32 %s, ptr addrspace(1) %cp, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %scratch)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
