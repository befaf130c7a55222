; histogram_global: grid-stride histogram with global atomics.
;
; Every element v of @data adds 1 to bins[(v * 2654435761) >> 28] (16
; hashed bins) and v & 3 to bins[16 + v % 7] (unsigned).
; Exercises: generic `ptr` kernel parameters (clang's style), the
; !nvvm.annotations kernel marker, atomicrmw add (monotonic and seq_cst),
; grid-stride loop with nctaid.x, mul/lshr/urem/and, zext/sext.
;
; launch: %histogram_global grid=3 block=(64) fuel=1000000
; arg: @data = i32[1000] (i * i * 31 + i * 7 + 3) % 65521 - 20000
; arg: @bins = i32[23] 0
; arg: 1000
; expect: @bins == [52, 57, 67, 69, 64, 57, 55, 72, 58, 61, 68, 48, 69, 59, 65, 79, 182, 212, 236, 196, 266, 234, 204]

; ModuleID = 'src/histogram_global.ll'
source_filename = "src/histogram_global.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define void @histogram_global(ptr noundef readonly captures(none) %data, ptr noundef captures(none) %bins, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %base = mul i32 %ctaid, %ntid
  %first = add i32 %base, %tid
  %stride = mul i32 %ntid, %nctaid
  %more1 = icmp slt i32 %first, %n
  br i1 %more1, label %body, label %done

body:                                             ; preds = %entry, %body
  %i2 = phi i32 [ %next, %body ], [ %first, %entry ]
  %i.ext = sext i32 %i2 to i64
  %p = getelementptr inbounds i32, ptr %data, i64 %i.ext
  %v = load i32, ptr %p, align 4
  %h = mul i32 %v, -1640531535
  %bin = lshr i32 %h, 28
  %bin.ext = zext nneg i32 %bin to i64
  %bp = getelementptr inbounds nuw i32, ptr %bins, i64 %bin.ext
  %old1 = atomicrmw add ptr %bp, i32 1 monotonic, align 4
  %r = urem i32 %v, 7
  %0 = zext nneg i32 %r to i64
  %1 = getelementptr inbounds nuw i32, ptr %bins, i64 %0
  %sp = getelementptr inbounds nuw i8, ptr %1, i64 64
  %w = and i32 %v, 3
  %old2 = atomicrmw add ptr %sp, i32 %w seq_cst, align 4
  %next = add i32 %i2, %stride
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %done

done:                                             ; preds = %body, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!0 = !{ptr @histogram_global, !"kernel", i32 1}
