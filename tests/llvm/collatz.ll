; collatz: Collatz sequences, a data-dependent loop per thread.
;
; Thread g follows n = start + g (i64) to 1, counting the steps and the
; peak value; the steps go to @steps, the peaks to @peak, and @stats gets
; the maximum (atomic max) and the sum (atomic add) of the step counts.
; start = 27 makes thread 0 take 111 steps up to 9232.
; Exercises: an i64 scalar parameter, loops with data-dependent trip
; counts (divergent exits), select, and/mul/lshr on i64, llvm.umax.i64,
; i64 stores, atomicrmw max/add.
;
; launch: %collatz grid=2 block=(64) fuel=1000000
; arg: 27
; arg: @steps = i32[128] 0
; arg: @peak = i64[128] 0
; arg: @stats = i32[2] [0, 0]
; expect: @steps == [111, 18, 18, 18, 106, 5, 26, 13, 13, 21, 21, 21, 34, 8, 109, 8, 29, 16, 16, 16, 104, 11, 24, 24, 24, 11, 11, 112, 112, 19, 32, 19, 32, 19, 19, 107, 107, 6, 27, 27, 27, 14, 14, 14, 102, 22, 115, 22, 14, 22, 22, 35, 35, 9, 22, 110, 110, 9, 9, 30, 30, 17, 30, 17, 92, 17, 17, 105, 105, 12, 118, 25, 25, 25, 25, 25, 87, 12, 38, 12, 100, 113, 113, 113, 69, 20, 12, 33, 33, 20, 20, 33, 33, 20, 95, 20, 46, 108, 108, 108, 46, 7, 121, 28, 28, 28, 28, 28, 41, 15, 90, 15, 41, 15, 15, 103, 103, 23, 116, 116, 116, 23, 23, 15, 15, 23, 36, 23]
; expect: @peak == [9232, 52, 88, 160, 9232, 32, 100, 52, 160, 52, 112, 88, 304, 40, 9232, 64, 196, 52, 136, 160, 9232, 48, 148, 88, 232, 52, 160, 9232, 9232, 56, 196, 88, 304, 160, 184, 9232, 9232, 64, 196, 100, 304, 68, 208, 160, 9232, 72, 9232, 112, 340, 88, 232, 304, 808, 80, 244, 9232, 9232, 84, 256, 196, 592, 88, 304, 136, 9232, 160, 280, 9232, 9232, 96, 9232, 148, 448, 100, 304, 232, 9232, 104, 808, 160, 9232, 9232, 9232, 9232, 9232, 112, 340, 196, 520, 116, 352, 304, 808, 160, 9232, 184, 628, 9232, 9232, 9232, 4372, 128, 9232, 196, 592, 132, 400, 304, 916, 136, 9232, 208, 628, 160, 424, 9232, 9232, 144, 9232, 9232, 9232, 148, 448, 340, 1024, 152, 520, 232]
; expect: @stats == [121, 5563]

; ModuleID = 'src/collatz.ll'
source_filename = "src/collatz.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define ptx_kernel void @collatz(i64 noundef %start, ptr addrspace(1) noundef writeonly captures(none) %steps, ptr addrspace(1) noundef writeonly captures(none) %peak, ptr addrspace(1) noundef captures(none) %stats) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = zext i32 %g to i64
  %n0 = add i64 %start, %g.e
  %one1 = icmp eq i64 %n0, 1
  br i1 %one1, label %done, label %body

body:                                             ; preds = %entry, %body
  %s4 = phi i32 [ %s.next, %body ], [ 0, %entry ]
  %top3 = phi i64 [ %top.next, %body ], [ %n0, %entry ]
  %n2 = phi i64 [ %n.next, %body ], [ %n0, %entry ]
  %low = and i64 %n2, 1
  %odd.not = icmp eq i64 %low, 0
  %n3 = mul i64 %n2, 3
  %up = add i64 %n3, 1
  %down = lshr i64 %n2, 1
  %n.next = select i1 %odd.not, i64 %down, i64 %up
  %top.next = tail call i64 @llvm.umax.i64(i64 %top3, i64 %n.next)
  %s.next = add nuw nsw i32 %s4, 1
  %one = icmp eq i64 %n.next, 1
  br i1 %one, label %done, label %body

done:                                             ; preds = %body, %entry
  %top.lcssa = phi i64 [ 1, %entry ], [ %top.next, %body ]
  %s.lcssa = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %sp = getelementptr inbounds nuw i32, ptr addrspace(1) %steps, i64 %g.e
  store i32 %s.lcssa, ptr addrspace(1) %sp, align 4
  %pp = getelementptr inbounds nuw i64, ptr addrspace(1) %peak, i64 %g.e
  store i64 %top.lcssa, ptr addrspace(1) %pp, align 8
  %m = atomicrmw max ptr addrspace(1) %stats, i32 %s.lcssa monotonic, align 4
  %tp = getelementptr inbounds nuw i8, ptr addrspace(1) %stats, i64 4
  %a = atomicrmw add ptr addrspace(1) %tp, i32 %s.lcssa monotonic, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
