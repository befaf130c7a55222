; Grid-stride histogram with global atomics (generic pointers, as clang
; passes CUDA pointer parameters; the old `nvvm.annotations` kernel marker).
;
;   __global__ void histogram_global(const int *data, unsigned *bins, int n) {
;     for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
;          i += blockDim.x * gridDim.x) {
;       unsigned v = data[i];
;       atomicAdd(&bins[(v * 2654435761u) >> 28], 1);      // 16 hashed bins
;       atomicAdd(&bins[16 + v % 7], v & 3);               // 7 weighted bins
;     }
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @histogram_global(ptr noundef %data, ptr noundef %bins, i32 noundef %n) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %base = mul i32 %ctaid, %ntid
  %first = add i32 %base, %tid
  %stride = mul i32 %ntid, %nctaid
  br label %loop

loop:
  %i = phi i32 [ %first, %entry ], [ %next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %done

body:
  %i.ext = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %data, i64 %i.ext
  %v = load i32, ptr %p, align 4
  %h = mul i32 %v, -1640531535
  %bin = lshr i32 %h, 28
  %bin.ext = zext i32 %bin to i64
  %bp = getelementptr inbounds i32, ptr %bins, i64 %bin.ext
  %old1 = atomicrmw add ptr %bp, i32 1 monotonic, align 4
  %r = urem i32 %v, 7
  %slot = add nuw nsw i32 %r, 16
  %slot.ext = zext i32 %slot to i64
  %sp = getelementptr inbounds i32, ptr %bins, i64 %slot.ext
  %w = and i32 %v, 3
  %old2 = atomicrmw add ptr %sp, i32 %w seq_cst, align 4
  %next = add i32 %i, %stride
  br label %loop

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @histogram_global, !"kernel", i32 1}
