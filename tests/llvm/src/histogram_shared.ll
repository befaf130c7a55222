; Privatised histogram: per-CTA bins in shared memory, merged into global.
;
;   __shared__ unsigned sbins[64];
;   __global__ void histogram_shared(const unsigned char *data, unsigned *bins, int n) {
;     unsigned t = threadIdx.x;
;     if (t < 64) sbins[t] = 0;
;     __syncthreads();
;     for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x)
;       atomicAdd(&sbins[data[i] >> 2], 1);
;     __syncthreads();
;     if (t < 64) atomicAdd(&bins[t], sbins[t]);
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sbins = internal addrspace(3) global [64 x i32] undef, align 4

define ptx_kernel void @histogram_shared(ptr addrspace(1) noundef %data, ptr addrspace(1) noundef %bins, i32 noundef %n) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %owner = icmp ult i32 %t, 64
  br i1 %owner, label %zero, label %zeroed

zero:
  %zp = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbins, i32 0, i32 %t
  store i32 0, ptr addrspace(3) %zp, align 4
  br label %zeroed

zeroed:
  call void @llvm.nvvm.barrier0()
  %base = mul i32 %ctaid, %ntid
  %first = add i32 %base, %t
  %stride = mul i32 %ntid, %nctaid
  br label %loop

loop:
  %i = phi i32 [ %first, %zeroed ], [ %next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %merge

body:
  %i.ext = sext i32 %i to i64
  %p = getelementptr inbounds i8, ptr addrspace(1) %data, i64 %i.ext
  %byte = load i8, ptr addrspace(1) %p, align 1
  %v = zext i8 %byte to i32
  %bin = lshr i32 %v, 2
  %bp = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbins, i32 0, i32 %bin
  %old = atomicrmw add ptr addrspace(3) %bp, i32 1 monotonic, align 4
  %next = add i32 %i, %stride
  br label %loop

merge:
  call void @llvm.nvvm.barrier0()
  br i1 %owner, label %flush, label %done

flush:
  %sp = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbins, i32 0, i32 %t
  %count = load i32, ptr addrspace(3) %sp, align 4
  %t.ext = zext i32 %t to i64
  %gp = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %t.ext
  %old2 = atomicrmw add ptr addrspace(1) %gp, i32 %count monotonic, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare void @llvm.nvvm.barrier0()

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
