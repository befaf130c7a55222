; An array of structs with mixed field types in local memory, sorted by
; whole-struct copies (clang emits llvm.memcpy for struct assignment).
;
;   struct Rec { char tag; char odd; short w; int key; double val; };   // 16 bytes, no padding
;   __global__ void struct_records(const int *keys, int *okey, char *otag, double *oval, short *ow, int n) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     Rec r[12];
;     for (int k = 0; k < n; k++) {
;       int x = keys[t * 12 + k];
;       r[k].tag = (char)(k + 'A'); r[k].odd = (char)(x & 1); r[k].w = (short)(x * 3); r[k].key = x % 10; r[k].val = x * 0.5;
;     }
;     for (int i = 1; i < n; i++) {             // stable insertion sort by key
;       Rec cur = r[i];
;       int j = i - 1;
;       while (j >= 0 && r[j].key > cur.key) { r[j + 1] = r[j]; j--; }
;       r[j + 1] = cur;
;     }
;     for (int k = 0; k < n; k++) {
;       int o = t * 12 + k;
;       okey[o] = r[k].key; otag[o] = r[k].tag + r[k].odd * 32; ow[o] = r[k].w; oval[o] = r[k].val + r[k].w;
;     }
;   }
; Scalars are SSA values (clang -O1 before SROA); r and cur are allocas.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Rec = type { i8, i8, i16, i32, double }

define ptx_kernel void @struct_records(ptr addrspace(1) noundef %keys, ptr addrspace(1) noundef %okey, ptr addrspace(1) noundef %otag, ptr addrspace(1) noundef %oval, ptr addrspace(1) noundef %ow, i32 noundef %n) #0 {
entry:
  %r = alloca [12 x %struct.Rec], align 8
  %cur = alloca %struct.Rec, align 8
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = mul nsw i32 %t, 12
  call void @llvm.lifetime.start.p0(ptr %r)
  br label %fill.cond

fill.cond:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill.body ]
  %kc = icmp slt i32 %k, %n
  br i1 %kc, label %fill.body, label %sort.outer

fill.body:
  %ki = add nsw i32 %base, %k
  %ki.ext = sext i32 %ki to i64
  %xp = getelementptr inbounds i32, ptr addrspace(1) %keys, i64 %ki.ext
  %x = load i32, ptr addrspace(1) %xp, align 4
  %k.ext = sext i32 %k to i64
  %tag0 = add nsw i32 %k, 65
  %tag = trunc i32 %tag0 to i8
  %tagp = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %k.ext, i32 0
  store i8 %tag, ptr %tagp, align 8
  %odd0 = and i32 %x, 1
  %odd = trunc i32 %odd0 to i8
  %oddp = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %k.ext, i32 1
  store i8 %odd, ptr %oddp, align 1
  %w0 = mul nsw i32 %x, 3
  %w = trunc i32 %w0 to i16
  %wp = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %k.ext, i32 2
  store i16 %w, ptr %wp, align 2
  %key = srem i32 %x, 10
  %keyp = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %k.ext, i32 3
  store i32 %key, ptr %keyp, align 4
  %xf = sitofp i32 %x to double
  %val = fmul double %xf, 5.000000e-01
  %valp = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %k.ext, i32 4
  store double %val, ptr %valp, align 8
  %k.next = add nsw i32 %k, 1
  br label %fill.cond

sort.outer:
  %i = phi i32 [ 1, %fill.cond ], [ %i.next, %place ]
  %ic = icmp slt i32 %i, %n
  br i1 %ic, label %sort.pick, label %out.cond

sort.pick:
  call void @llvm.lifetime.start.p0(ptr %cur)
  %i.ext = sext i32 %i to i64
  %rip = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %i.ext
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %cur, ptr align 8 %rip, i64 16, i1 false)
  %j0 = sub nsw i32 %i, 1
  br label %shift.cond

shift.cond:
  %j = phi i32 [ %j0, %sort.pick ], [ %j.next, %shift.body ]
  %jpos = icmp sge i32 %j, 0
  br i1 %jpos, label %shift.test, label %place

shift.test:
  %j.ext = sext i32 %j to i64
  %rjkey = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %j.ext, i32 3
  %kj = load i32, ptr %rjkey, align 4
  %curkeyp = getelementptr inbounds %struct.Rec, ptr %cur, i32 0, i32 3
  %kc2 = load i32, ptr %curkeyp, align 4
  %gt = icmp sgt i32 %kj, %kc2
  br i1 %gt, label %shift.body, label %place

shift.body:
  %j1 = add nsw i32 %j, 1
  %j1.ext = sext i32 %j1 to i64
  %dst = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %j1.ext
  %src = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %j.ext
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %src, i64 16, i1 false)
  %j.next = sub nsw i32 %j, 1
  br label %shift.cond

place:
  %jp = phi i32 [ %j, %shift.cond ], [ %j, %shift.test ]
  %jp1 = add nsw i32 %jp, 1
  %jp1.ext = sext i32 %jp1 to i64
  %pdst = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %jp1.ext
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %pdst, ptr align 8 %cur, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr %cur)
  %i.next = add nsw i32 %i, 1
  br label %sort.outer

out.cond:
  %q = phi i32 [ 0, %sort.outer ], [ %q.next, %out.body ]
  %qc = icmp slt i32 %q, %n
  br i1 %qc, label %out.body, label %exit

out.body:
  %q.ext = sext i32 %q to i64
  %o = add nsw i32 %base, %q
  %o.ext = sext i32 %o to i64
  %okp = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %q.ext, i32 3
  %okv = load i32, ptr %okp, align 4
  %okd = getelementptr inbounds i32, ptr addrspace(1) %okey, i64 %o.ext
  store i32 %okv, ptr addrspace(1) %okd, align 4
  %otp = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %q.ext, i32 0
  %otv0 = load i8, ptr %otp, align 8
  %odp = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %q.ext, i32 1
  %odv = load i8, ptr %odp, align 1
  %odv32 = shl i8 %odv, 5
  %otv = add i8 %otv0, %odv32
  %otd = getelementptr inbounds i8, ptr addrspace(1) %otag, i64 %o.ext
  store i8 %otv, ptr addrspace(1) %otd, align 1
  %owp = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %q.ext, i32 2
  %owv = load i16, ptr %owp, align 2
  %owd = getelementptr inbounds i16, ptr addrspace(1) %ow, i64 %o.ext
  store i16 %owv, ptr addrspace(1) %owd, align 2
  %ovp = getelementptr inbounds [12 x %struct.Rec], ptr %r, i64 0, i64 %q.ext, i32 4
  %ovv = load double, ptr %ovp, align 8
  %owf = sitofp i16 %owv to double
  %ovs = fadd double %ovv, %owf
  %ovd = getelementptr inbounds double, ptr addrspace(1) %oval, i64 %o.ext
  store double %ovs, ptr addrspace(1) %ovd, align 8
  %q.next = add nsw i32 %q, 1
  br label %out.cond

exit:
  call void @llvm.lifetime.end.p0(ptr %r)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }
