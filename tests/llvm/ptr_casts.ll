; ptr_casts: address-space casts and integer address arithmetic.
;
; Each thread stores 3 in[g] into shared memory through a generic pointer
; (addrspacecast from addrspace(3)), reads its neighbour's entry after a
; barrier, loads in[(5g) % 128] through an address computed with
; ptrtoint/add/inttoptr, and re-reads its own entry with a volatile
; generic load. @offs gets the byte offset of its shared entry (ptrtoint
; difference, 4t), @gen (a generic pointer parameter cast to global) the
; element index recovered from the integer address arithmetic.
; Exercises: addrspacecast 3->0, 0->1, ptrtoint of generic and global
; pointers, inttoptr to addrspace(1), load volatile from addrspace(0), a
; `poison`-initialised shared array, urem, ashr exact, i64 stores.
;
; launch: %ptr_casts grid=2 block=(64) fuel=1000000
; arg: @in = i32[128] (i * 31) % 97 - 48
; arg: @out = i32[128] 0
; arg: @offs = i64[128] -1
; arg: @gen = i32[128] -1
; expect: @out == [-243, 1, 148, 101, -43, 201, 57, -87, 157, 13, -34, 113, -31, -78, 69, 22, -122, 25, -22, -166, 78, -66, -210, 34, 181, 134, -1, 146, 99, -45, 102, 55, -89, 155, 11, -133, 111, -33, -80, 67, -77, -124, 23, -24, -168, -21, -68, -212, 32, 179, 132, -12, 144, 97, -47, 100, 53, -91, 153, 9, -135, 109, -35, -214, 65, -79, -126, 21, -26, -170, -23, -70, -214, 30, 177, 33, -14, 142, 95, -49, 98, 51, -93, 151, 7, -137, 107, -37, -84, 63, -81, -128, 19, -28, -172, -25, -72, -216, 28, 175, 31, -16, 131, 93, -51, 96, 49, -95, 149, 5, -139, 105, -39, -86, 61, -83, -130, 17, -30, -174, -27, 217, 73, 26, 173, 29, -18, -3]
; expect: @offs == [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 68, 72, 76, 80, 84, 88, 92, 96, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144, 148, 152, 156, 160, 164, 168, 172, 176, 180, 184, 188, 192, 196, 200, 204, 208, 212, 216, 220, 224, 228, 232, 236, 240, 244, 248, 252, 0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 68, 72, 76, 80, 84, 88, 92, 96, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144, 148, 152, 156, 160, 164, 168, 172, 176, 180, 184, 188, 192, 196, 200, 204, 208, 212, 216, 220, 224, 228, 232, 236, 240, 244, 248, 252]
; expect: @gen == [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 105, 110, 115, 120, 125, 2, 7, 12, 17, 22, 27, 32, 37, 42, 47, 52, 57, 62, 67, 72, 77, 82, 87, 92, 97, 102, 107, 112, 117, 122, 127, 4, 9, 14, 19, 24, 29, 34, 39, 44, 49, 54, 59, 64, 69, 74, 79, 84, 89, 94, 99, 104, 109, 114, 119, 124, 1, 6, 11, 16, 21, 26, 31, 36, 41, 46, 51, 56, 61, 66, 71, 76, 81, 86, 91, 96, 101, 106, 111, 116, 121, 126, 3, 8, 13, 18, 23, 28, 33, 38, 43, 48, 53, 58, 63, 68, 73, 78, 83, 88, 93, 98, 103, 108, 113, 118, 123]

; ModuleID = 'src/ptr_casts.ll'
source_filename = "src/ptr_casts.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@stage = internal addrspace(3) global [64 x i32] poison, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define void @ptr_casts(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef writeonly captures(none) %out, ptr addrspace(1) noundef writeonly captures(none) %offs, ptr noundef writeonly captures(none) %gen) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bn = mul i32 %b, %n
  %g = add i32 %bn, %t
  %g.e = zext i32 %g to i64
  %0 = zext nneg i32 %t to i64
  %sp3 = getelementptr inbounds nuw i32, ptr addrspace(3) @stage, i64 %0
  %p = addrspacecast ptr addrspace(3) %sp3 to ptr
  %ip = getelementptr inbounds nuw i32, ptr addrspace(1) %in, i64 %g.e
  %x = load i32, ptr addrspace(1) %ip, align 4
  %x3 = mul nsw i32 %x, 3
  store i32 %x3, ptr %p, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = trunc nuw nsw i32 %t to i16
  %nb.lhs.trunc = add nuw nsw i16 %1, 1
  %nb.rhs.trunc = trunc nuw nsw i32 %n to i16
  %nb1 = urem i16 %nb.lhs.trunc, %nb.rhs.trunc
  %2 = zext nneg i16 %nb1 to i64
  %np = getelementptr inbounds nuw i32, ptr addrspace(3) @stage, i64 %2
  %v = load i32, ptr addrspace(3) %np, align 4
  %in.int = ptrtoint ptr addrspace(1) %in to i64
  %k = mul i32 %g, 20
  %3 = and i32 %k, 508
  %koff = zext nneg i32 %3 to i64
  %q.int = add i64 %koff, %in.int
  %q = inttoptr i64 %q.int to ptr addrspace(1)
  %w = load i32, ptr addrspace(1) %q, align 4
  %self = load volatile i32, ptr %p, align 4
  %s1 = add i32 %w, %v
  %s2 = add i32 %s1, %self
  %op = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %g.e
  store i32 %s2, ptr addrspace(1) %op, align 4
  %p.int = ptrtoint ptr %p to i64
  %diff = sub i64 %p.int, ptrtoint (ptr addrspacecast (ptr addrspace(3) @stage to ptr) to i64)
  %dp = getelementptr inbounds nuw i64, ptr addrspace(1) %offs, i64 %g.e
  store i64 %diff, ptr addrspace(1) %dp, align 8
  %gg = addrspacecast ptr %gen to ptr addrspace(1)
  %qi = lshr exact i32 %3, 2
  %gp = getelementptr inbounds nuw i32, ptr addrspace(1) %gg, i64 %g.e
  store i32 %qi, ptr addrspace(1) %gp, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!0 = !{ptr @ptr_casts, !"kernel", i32 1}
