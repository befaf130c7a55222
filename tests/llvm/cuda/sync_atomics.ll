; sync_atomics: locks and atomics as real kernels write them.
;
; locked_accumulate: a shared-memory tree per block, then thread 0 takes a
; block-level spin lock on the __device__ g_lock with libcu++'s
; cuda::atomic_ref (exchange with memory_order_acquire, store with
; memory_order_release) and adds the block's sum to a global total.
; histogram_double: atomicAdd on double (grid-stride). ring_claim: slots
; of a ring whose head wraps with atomicInc(&g_head, cap - 1), counted per
; slot. key_stats: a
; double atomicMax emulated with a 64-bit atomicCAS loop, and 64-bit
; atomicMin/Max/And/Or/Xor/Add on unsigned long long.
;
; Every result is independent of the order in which threads and blocks
; run (integer sums, dyadic weights, idempotent or commutative updates),
; so the models do not depend on a schedule.
; Exercises: llvm.nvvm.isspacep.local (libcu++ tests for local memory
; before an atomic), inline asm atom.exch.acquire.gpu.b32,
; st.release.gpu.b32 and nanosleep.u32, atomicrmw fadd double, umin/umax/
; and/or/xor/add i64, cmpxchg i64 in a loop, llvm.nvvm.atomic.load.inc.32,
; shared-memory tree with barriers.
;
; launch: %locked_accumulate grid=4 block=128
; arg: @in = i32[500] (i * 37) % 101 - 50
; arg: @total = i64[1] 0
; arg: @blocks_done = i32[1] 0
; arg: 500
; expect: @total == [-3]
; expect: @blocks_done == [4]
; expect: @g_lock == [0]
; launch: %histogram_double grid=2 block=64
; arg: @w = f64[300] ((i * 13) % 17) * 0.125
; arg: @bin = i32[300] (i * 7) % 10
; arg: @hist = f64[10] 0
; arg: 300
; expect: @hist == [30.75, 30.375, 30.0, 29.625, 28.375, 30.125, 29.75, 30.625, 30.25, 29.875]
; launch: %ring_claim grid=2 block=64
; arg: @uses = i32[16] 0
; arg: 16
; arg: 100
; expect: @uses == [7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]
; expect: @g_head == [4]
; launch: %key_stats grid=2 block=32
; arg: @keys = i64[60] i * 0x9E3779B97F4A7C15 + 0x1234567
; arg: @x = f64[60] ((i * 29) % 31 - 15) * 0.75
; arg: @max_x = f64[1] -1000
; arg: @min_key = i64[1] -1
; arg: @max_key = i64[1] 0
; arg: 60
; expect: @max_x == [11.25]
; expect: @min_key == [0x0000000001234567]
; expect: @max_key == [0xfdeb26da5a23edea]
; expect: @g_bits == [0xf0f0f0f0f0f0f0f0, 0x0ff00ff00ff00ff0, 0x6600a37f22c09394, 0x0000001deb8f9c63]
; ModuleID = 'src/sync_atomics.cu'
source_filename = "src/sync_atomics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_lock = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_head = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_bits = dso_local addrspace(1) externally_initialized global [4 x i64] [i64 -1, i64 0, i64 0, i64 0], align 8
@_ZZ17locked_accumulateE7partial = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_bits to ptr), ptr addrspacecast (ptr addrspace(1) @g_head to ptr), ptr addrspacecast (ptr addrspace(1) @g_lock to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @locked_accumulate(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !11
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = zext nneg i32 %5 to i64
  %18 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17locked_accumulateE7partial to ptr), i64 0, i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier0()
  %19 = icmp ult i32 %7, 2
  br i1 %19, label %20, label %24

20:                                               ; preds = %35, %15
  %21 = icmp eq i32 %5, 0
  br i1 %21, label %22, label %54

22:                                               ; preds = %20
  %23 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr addrspacecast (ptr addrspace(1) @g_lock to ptr))
  br label %37

24:                                               ; preds = %15, %35
  %25 = phi i32 [ %26, %35 ], [ %7, %15 ]
  %26 = lshr i32 %25, 1
  %27 = icmp ult i32 %5, %26
  br i1 %27, label %28, label %35

28:                                               ; preds = %24
  %29 = add nuw nsw i32 %26, %5
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17locked_accumulateE7partial to ptr), i64 0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !11
  %33 = load i32, ptr %18, align 4, !tbaa !11
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %18, align 4, !tbaa !11
  br label %35

35:                                               ; preds = %28, %24
  tail call void @llvm.nvvm.barrier0()
  %36 = icmp ult i32 %25, 4
  br i1 %36, label %20, label %24, !llvm.loop !15

37:                                               ; preds = %22, %42
  br i1 %23, label %38, label %40

38:                                               ; preds = %37
  %39 = load i32, ptr addrspacecast (ptr addrspace(1) @g_lock to ptr), align 4
  store i32 1, ptr addrspacecast (ptr addrspace(1) @g_lock to ptr), align 4
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #8, !srcloc !17
  br label %42

40:                                               ; preds = %37
  %41 = tail call i32 asm sideeffect "atom.exch.acquire.gpu.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr addrspacecast (ptr addrspace(1) @g_lock to ptr), i32 1) #8, !srcloc !18
  br label %42

42:                                               ; preds = %38, %40
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %37, !llvm.loop !19

45:                                               ; preds = %42
  %46 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17locked_accumulateE7partial to ptr), align 4, !tbaa !11
  %47 = sext i32 %46 to i64
  %48 = load i64, ptr %1, align 8, !tbaa !20
  %49 = add nsw i64 %48, %47
  store i64 %49, ptr %1, align 8, !tbaa !20
  %50 = load i32, ptr %2, align 4, !tbaa !11
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %2, align 4, !tbaa !11
  br i1 %23, label %52, label %53

52:                                               ; preds = %45
  store i32 0, ptr addrspacecast (ptr addrspace(1) @g_lock to ptr), align 4
  br label %54

53:                                               ; preds = %45
  tail call void asm sideeffect "st.release.gpu.b32 [$0],$1;", "l,r,~{memory}"(ptr addrspacecast (ptr addrspace(1) @g_lock to ptr), i32 0) #8, !srcloc !22
  br label %54

54:                                               ; preds = %53, %52, %20
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @histogram_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %6, %12
  br label %15

14:                                               ; preds = %15, %4
  ret void

15:                                               ; preds = %11, %15
  %16 = phi i32 [ %9, %11 ], [ %25, %15 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %1, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !11
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %2, i64 %20
  %22 = getelementptr inbounds double, ptr %0, i64 %17
  %23 = load double, ptr %22, align 8, !tbaa !23
  %24 = atomicrmw fadd ptr %21, double %23 seq_cst, align 8
  %25 = add i32 %16, %13
  %26 = icmp slt i32 %25, %3
  br i1 %26, label %15, label %14, !llvm.loop !25
}

; Function Attrs: mustprogress norecurse nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @ring_claim(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = add i32 %1, -1
  %12 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(1) @g_head to ptr), i32 %11)
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = atomicrmw add ptr %14, i32 1 seq_cst, align 4
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef double @_Z17atomic_max_doublePdd(ptr nocapture noundef %0, double noundef %1) local_unnamed_addr #4 {
  %3 = load i64, ptr %0, align 8, !tbaa !20
  %4 = bitcast double %1 to i64
  br label %5

5:                                                ; preds = %9, %2
  %6 = phi i64 [ %3, %2 ], [ %11, %9 ]
  %7 = bitcast i64 %6 to double
  %8 = fcmp contract ult double %7, %1
  br i1 %8, label %9, label %13

9:                                                ; preds = %5
  %10 = cmpxchg ptr %0, i64 %6, i64 %4 seq_cst seq_cst, align 8
  %11 = extractvalue { i64, i1 } %10, 0
  %12 = icmp eq i64 %6, %11
  br i1 %12, label %13, label %5, !llvm.loop !26

13:                                               ; preds = %5, %9
  ret double %7
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @key_stats(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, i32 noundef %5) local_unnamed_addr #5 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %39

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i64, ptr %0, i64 %14
  %16 = load i64, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds double, ptr %1, i64 %14
  %18 = load double, ptr %17, align 8, !tbaa !23
  %19 = load i64, ptr %2, align 8, !tbaa !20
  %20 = bitcast double %18 to i64
  br label %21

21:                                               ; preds = %25, %13
  %22 = phi i64 [ %19, %13 ], [ %27, %25 ]
  %23 = bitcast i64 %22 to double
  %24 = fcmp contract ugt double %18, %23
  br i1 %24, label %25, label %29

25:                                               ; preds = %21
  %26 = cmpxchg ptr %2, i64 %22, i64 %20 seq_cst seq_cst, align 8
  %27 = extractvalue { i64, i1 } %26, 0
  %28 = icmp eq i64 %22, %27
  br i1 %28, label %29, label %21, !llvm.loop !26

29:                                               ; preds = %21, %25
  %30 = atomicrmw umin ptr %3, i64 %16 seq_cst, align 8
  %31 = atomicrmw umax ptr %4, i64 %16 seq_cst, align 8
  %32 = or i64 %16, -1085102592571150096
  %33 = atomicrmw and ptr addrspacecast (ptr addrspace(1) @g_bits to ptr), i64 %32 seq_cst, align 8
  %34 = and i64 %16, 1148435428713435120
  %35 = atomicrmw or ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_bits to ptr), i64 8), i64 %34 seq_cst, align 8
  %36 = atomicrmw xor ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_bits to ptr), i64 16), i64 %16 seq_cst, align 8
  %37 = lshr i64 %16, 32
  %38 = atomicrmw add ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_bits to ptr), i64 24), i64 %37 seq_cst, align 8
  br label %39

39:                                               ; preds = %6, %29
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress norecurse nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #5 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nounwind memory(argmem: readwrite) }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7}
!llvm.ident = !{!8, !9}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @locked_accumulate, !"kernel", i32 1}
!5 = !{ptr @histogram_double, !"kernel", i32 1}
!6 = !{ptr @ring_claim, !"kernel", i32 1}
!7 = !{ptr @key_stats, !"kernel", i32 1}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i64 6113791}
!18 = !{i64 7175186}
!19 = distinct !{!19, !16}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !13, i64 0}
!22 = !{i64 7129795}
!23 = !{!24, !24, i64 0}
!24 = !{!"double", !13, i64 0}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
