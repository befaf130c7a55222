; histogram_shared: privatised histogram in shared memory.
;
; 64 bins per CTA in a shared array (threads 0..63 clear them), a barrier,
; then every byte b of @data adds 1 to sbins[b >> 2] with a shared atomic;
; after a second barrier threads 0..63 add their bin to the global @bins.
; Exercises: addrspace(3) module global with an `undef` initialiser,
; atomicrmw add on shared and global memory, llvm.nvvm.barrier0 (written
; so in the source; LLVM 22 upgrades it to barrier.cta.sync.aligned.all),
; i8 loads with zext, conditional stores guarded by tid.
;
; launch: %histogram_shared grid=4 block=(128) fuel=1000000
; arg: @data = i8[3000] (i * 13 + i / 7 + (i >> 5) * 3) % 256
; arg: @bins = i32[64] 0
; arg: 3000
; expect: @bins == [47, 48, 45, 48, 46, 50, 46, 45, 47, 47, 47, 48, 48, 44, 48, 47, 45, 46, 49, 48, 46, 47, 46, 46, 49, 46, 47, 46, 49, 44, 48, 46, 49, 47, 48, 44, 46, 48, 46, 47, 48, 47, 47, 47, 45, 46, 49, 48, 46, 46, 46, 47, 47, 48, 46, 49, 46, 46, 45, 47, 47, 49, 46, 48]

; ModuleID = 'src/histogram_shared.ll'
source_filename = "src/histogram_shared.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sbins = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define ptx_kernel void @histogram_shared(ptr addrspace(1) noundef readonly captures(none) %data, ptr addrspace(1) noundef captures(none) %bins, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %nctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %owner = icmp samesign ult i32 %t, 64
  br i1 %owner, label %zero, label %zeroed

zero:                                             ; preds = %entry
  %0 = zext nneg i32 %t to i64
  %zp = getelementptr inbounds nuw i32, ptr addrspace(3) @sbins, i64 %0
  store i32 0, ptr addrspace(3) %zp, align 4
  br label %zeroed

zeroed:                                           ; preds = %zero, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %base = mul i32 %ctaid, %ntid
  %first = add i32 %base, %t
  %stride = mul i32 %ntid, %nctaid
  %more1 = icmp slt i32 %first, %n
  br i1 %more1, label %body, label %merge

body:                                             ; preds = %zeroed, %body
  %i2 = phi i32 [ %next, %body ], [ %first, %zeroed ]
  %i.ext = sext i32 %i2 to i64
  %p = getelementptr inbounds i8, ptr addrspace(1) %data, i64 %i.ext
  %byte = load i8, ptr addrspace(1) %p, align 1
  %1 = lshr i8 %byte, 2
  %2 = zext nneg i8 %1 to i64
  %bp = getelementptr inbounds nuw i32, ptr addrspace(3) @sbins, i64 %2
  %old = atomicrmw add ptr addrspace(3) %bp, i32 1 monotonic, align 4
  %next = add i32 %i2, %stride
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %merge

merge:                                            ; preds = %body, %zeroed
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %owner, label %flush, label %done

flush:                                            ; preds = %merge
  %3 = zext nneg i32 %t to i64
  %gp = getelementptr inbounds nuw i32, ptr addrspace(1) %bins, i64 %3
  %sp = getelementptr inbounds nuw i32, ptr addrspace(3) @sbins, i64 %3
  %count = load i32, ptr addrspace(3) %sp, align 4
  %old2 = atomicrmw add ptr addrspace(1) %gp, i32 %count monotonic, align 4
  br label %done

done:                                             ; preds = %flush, %merge
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
