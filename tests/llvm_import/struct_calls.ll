; Structs through device-function calls as clang-19 -O2 emits them: a
; `fastcc` (static, not inlined) function returning { double, i32 } (the
; shape of libdevice's __internal_trig_reduction_slowpathd), fastcc
; functions taking structs `byval` (read in place when readonly; one that
; writes its own copy through a pointer), a nested struct
; { { float, float, i32 }, [2 x float] } returned by an insertvalue chain
; and read by extractvalue. The IR below is the unedited output of
;   clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudainc
;     -nocudalib -O2 -std=c++17 -S -emit-llvm struct_calls.cu
; on the source at the end of this header; the directives were printed by
; `expected.py struct_calls`.
; launch: %reduce_all grid=1 block=16
; arg: @x = f64[16] [-7.25, 3.0, 100.5, 250.0, 0.0, 1.5, -0.5, 12.375, 1.375, -1.5, 101.0, 6.125, -100.0, 44.25, 2.0, 5.0]
; arg: @r = f64[16] 9.0
; arg: @q = i32[16] 9
; arg: 14
; expect: @r == [0.25, 0.0, 100.5, 250.0, 0.0, 0.0, 1.0, 0.375, 1.375, 0.0, 101.0, 0.125, 0.5, 0.75, 9.0, 9.0]
; expect: @q == [3, 2, 7, 7, 0, 1, 3, 0, 0, 3, 7, 0, 1, 1, 9, 9]
; launch: %stats_rows grid=1 block=8
; arg: @a = f32[40] [-1.75, -0.75, 0.25, 1.25, -1.375, -0.375, 0.625, 1.625, -1.0, 0.0, 1.0, -1.625, -0.625, 0.375, 1.375, -1.25, -0.25, 0.75, 1.75, -0.875, 0.125, 1.125, -1.5, -0.5, 0.5, 1.5, -1.125, -0.125, 0.875, -1.75, -0.75, 0.25, 1.25, -1.375, -0.375, 0.625, 1.625, -1.0, 0.0, 1.0]
; arg: 5
; arg: @out = i32[24] 7
; arg: @boxes = i32[40] 7
; arg: @counts = i32[8] 7
; arg: @his = f32[8] 7.0
; expect: @out == [0, 0, 0, -1082130432, 1070596096, 5, 0, 0, -2, -1080033280, 1071644672, 5, 0, 0, -4, -1075838976, 1069547520, 5, 0, 0, -6, -1082130432, 1070596096, 5]
; expect: @boxes == [-1075838976, 1067450368, 5, -1090519040, -1069547520, -1082130432, 1070596096, 5, 1059061760, -1071120384, -1076887552, 1068498944, 5, -1098907648, -1069547520, -1080033280, 1071644672, 5, 1056964608, -1069547520, -1077936128, 1066401792, 5, -1094713344, -1071120384, -1075838976, 1069547520, 5, -1098907648, -1068498944, -1078984704, 1067450368, 5, -1107296256, -1071120384, -1082130432, 1070596096, 5, 1059061760, -1071120384]
; expect: @counts == [25005, 25005, 25005, 25005, 25005, 25005, 25005, 25005]
; expect: @his == [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
; launch: %stats_rows grid=1 block=8
; arg: @a = f32[16] [-1.75, -0.75, 0.25, 1.25, -1.375, -0.375, 0.625, 1.625, -1.0, 0.0, 1.0, -1.625, -0.625, 0.375, 1.375, -1.25]
; arg: 2
; arg: @out = i32[24] 7
; arg: @boxes = i32[40] 7
; arg: @counts = i32[8] 7
; arg: @his = f32[8] 7.0
; expect: @out == [0, 0, 0, 1048576000, 1067450368, 2, 0, 0, -2, 1059061760, 1070596096, 2, 0, 0, -4, -1076887552, 1065353216, 2, 0, 0, -6, -1080033280, 1068498944, 2]
; expect: @boxes == [-1075838976, -1086324736, 2, -1071644672, -1082130432, 1048576000, 1067450368, 2, 1069547520, -1082130432, -1078984704, -1094713344, 2, -1075838976, -1082130432, 1059061760, 1070596096, 2, 1074790400, -1082130432, -1082130432, 0, 2, -1082130432, -1082130432, -1076887552, 1065353216, 2, -1088421888, -1071120384, -1088421888, 1052770304, 2, -1098907648, -1082130432, -1080033280, 1068498944, 2, 1040187392, -1071120384]
; expect: @counts == [22002, 22002, 22002, 22002, 22002, 22002, 22002, 22002]
; expect: @his == [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
;
; struct_calls.cu:
;   #define __global__ __attribute__((global))
;   #define __device__ __attribute__((device))
;   #define __noinline__ __attribute__((noinline))
;
;   struct Pair { double value; int quadrant; };
;   struct Stats { float lo, hi; int count; };
;   struct Box { Stats s; float w[2]; };
;
;   // libdevice-style slow path: static, not inlined -> fastcc, returns { double, i32 }.
;   static __device__ __noinline__ Pair reduce_quadrant(double x) {
;       int q = 0;
;       while (x >= 1.5) { x -= 1.5; q++; }
;       while (x < 0.0) { x += 1.5; q--; }
;       Pair p; p.value = x; p.quadrant = q & 3;
;       return p;
;   }
;
;   static __device__ __noinline__ Stats widen(Stats s, float v) {
;       if (v < s.lo) s.lo = v;
;       if (v > s.hi) s.hi = v;
;       s.count += 1;
;       return s;
;   }
;
;   static __device__ __noinline__ Stats pick(bool first, Stats a, Stats b) {
;       return first ? a : b;
;   }
;
;   static __device__ __noinline__ void bump(Stats* s, float v) {
;       s->count += 10;
;       s->hi += v;
;   }
;
;   // Takes its struct by value and changes its own copy through a pointer.
;   static __device__ __noinline__ Stats twice(Stats s, float v) {
;       bump(&s, v);
;       bump(&s, v);
;       return s;
;   }
;
;   __device__ __noinline__ Box make_box(float a, float b, int n) {
;       Box bx;
;       bx.s.lo = a; bx.s.hi = b; bx.s.count = n;
;       bx.w[0] = a + b; bx.w[1] = a - b;
;       return bx;
;   }
;
;   extern "C" __global__ void reduce_all(const double* x, double* r, int* q, int n) {
;       unsigned i = __nvvm_read_ptx_sreg_tid_x();
;       if (i >= (unsigned)n) return;
;       double v = x[i];
;       Pair p = v > 100.0 ? Pair{v, 7} : reduce_quadrant(v);
;       r[i] = p.value;
;       q[i] = p.quadrant;
;   }
;
;   extern "C" __global__ void stats_rows(const float* a, int cols, Stats* out, Box* boxes, int* counts, float* his) {
;       unsigned row = __nvvm_read_ptx_sreg_tid_x();
;       Stats s = {a[row * cols], a[row * cols], 0};
;       for (int c = 0; c < cols; ++c) s = widen(s, a[row * cols + c]);
;       Stats t = {0.0f, 0.0f, -(int)row};
;       out[row] = pick(row & 1, s, t);
;       boxes[row] = make_box(s.lo, s.hi, s.count);
;       Stats u = twice(s, 0.5f);
;       // s is unchanged by the call: u and s differ by what twice added.
;       counts[row] = u.count * 1000 + s.count;
;       his[row] = u.hi - s.hi;
;   }
; ModuleID = 'struct_calls.cu'
source_filename = "struct_calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Box = type { %struct.Stats, [2 x float] }
%struct.Stats = type { float, float, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local %struct.Box @_Z8make_boxffi(float noundef %0, float noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = fadd contract float %0, %1
  %5 = fsub contract float %0, %1
  %6 = insertvalue %struct.Box poison, float %0, 0, 0
  %7 = insertvalue %struct.Box %6, float %1, 0, 1
  %8 = insertvalue %struct.Box %7, i32 %2, 0, 2
  %9 = insertvalue %struct.Box %8, float %4, 1, 0
  %10 = insertvalue %struct.Box %9, float %5, 1, 1
  ret %struct.Box %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @reduce_all(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp ult i32 %5, %3
  br i1 %6, label %7, label %21

7:                                                ; preds = %4
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !6
  %11 = fcmp contract ogt double %10, 1.000000e+02
  br i1 %11, label %16, label %12

12:                                               ; preds = %7
  %13 = tail call fastcc { double, i32 } @_ZL15reduce_quadrantd(double noundef %10) #7
  %14 = extractvalue { double, i32 } %13, 0
  %15 = extractvalue { double, i32 } %13, 1
  br label %16

16:                                               ; preds = %7, %12
  %17 = phi i32 [ %15, %12 ], [ 7, %7 ]
  %18 = phi double [ %14, %12 ], [ %10, %7 ]
  %19 = getelementptr inbounds double, ptr %1, i64 %8
  store double %18, ptr %19, align 8, !tbaa !6
  %20 = getelementptr inbounds i32, ptr %2, i64 %8
  store i32 %17, ptr %20, align 4, !tbaa !10
  br label %21

21:                                               ; preds = %4, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc { double, i32 } @_ZL15reduce_quadrantd(double noundef %0) unnamed_addr #0 {
  %2 = fcmp contract ult double %0, 1.500000e+00
  br i1 %2, label %3, label %7

3:                                                ; preds = %7, %1
  %4 = phi double [ %0, %1 ], [ %10, %7 ]
  %5 = phi i32 [ 0, %1 ], [ %11, %7 ]
  %6 = fcmp contract olt double %4, 0.000000e+00
  br i1 %6, label %13, label %19

7:                                                ; preds = %1, %7
  %8 = phi i32 [ %11, %7 ], [ 0, %1 ]
  %9 = phi double [ %10, %7 ], [ %0, %1 ]
  %10 = fadd contract double %9, -1.500000e+00
  %11 = add nuw nsw i32 %8, 1
  %12 = fcmp contract ult double %10, 1.500000e+00
  br i1 %12, label %3, label %7, !llvm.loop !12

13:                                               ; preds = %3, %13
  %14 = phi i32 [ %17, %13 ], [ %5, %3 ]
  %15 = phi double [ %16, %13 ], [ %4, %3 ]
  %16 = fadd contract double %15, 1.500000e+00
  %17 = add nsw i32 %14, -1
  %18 = fcmp contract olt double %16, 0.000000e+00
  br i1 %18, label %13, label %19, !llvm.loop !14

19:                                               ; preds = %13, %3
  %20 = phi double [ %4, %3 ], [ %16, %13 ]
  %21 = phi i32 [ %5, %3 ], [ %17, %13 ]
  %22 = and i32 %21, 3
  %23 = insertvalue { double, i32 } poison, double %20, 0
  %24 = insertvalue { double, i32 } %23, i32 %22, 1
  ret { double, i32 } %24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @stats_rows(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5) local_unnamed_addr #3 {
  %7 = alloca %struct.Stats, align 4
  %8 = alloca %struct.Stats, align 4
  %9 = alloca %struct.Stats, align 4
  %10 = alloca %struct.Stats, align 4
  %11 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = mul i32 %11, %1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !15
  %16 = icmp sgt i32 %1, 0
  br i1 %16, label %17, label %42

17:                                               ; preds = %6
  %18 = getelementptr inbounds i8, ptr %7, i64 4
  %19 = getelementptr inbounds i8, ptr %7, i64 8
  %20 = and i32 %1, 1
  %21 = icmp eq i32 %1, 1
  br i1 %21, label %24, label %22

22:                                               ; preds = %17
  %23 = and i32 %1, 2147483646
  br label %84

24:                                               ; preds = %84, %17
  %25 = phi float [ poison, %17 ], [ %104, %84 ]
  %26 = phi float [ poison, %17 ], [ %105, %84 ]
  %27 = phi i32 [ poison, %17 ], [ %106, %84 ]
  %28 = phi i32 [ 0, %17 ], [ %106, %84 ]
  %29 = phi float [ %15, %17 ], [ %105, %84 ]
  %30 = phi float [ %15, %17 ], [ %104, %84 ]
  %31 = phi i32 [ 0, %17 ], [ %107, %84 ]
  %32 = icmp eq i32 %20, 0
  br i1 %32, label %42, label %33

33:                                               ; preds = %24
  store float %30, ptr %7, align 4, !tbaa !15
  store float %29, ptr %18, align 4, !tbaa !15
  store i32 %28, ptr %19, align 4, !tbaa !10
  %34 = add i32 %31, %12
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !15
  %38 = tail call fastcc { float, float, i32 } @_ZL5widen5Statsf(ptr noundef nonnull byval(%struct.Stats) align 4 %7, float noundef %37) #7
  %39 = extractvalue { float, float, i32 } %38, 0
  %40 = extractvalue { float, float, i32 } %38, 1
  %41 = extractvalue { float, float, i32 } %38, 2
  br label %42

42:                                               ; preds = %33, %24, %6
  %43 = phi float [ %15, %6 ], [ %25, %24 ], [ %39, %33 ]
  %44 = phi float [ %15, %6 ], [ %26, %24 ], [ %40, %33 ]
  %45 = phi i32 [ 0, %6 ], [ %27, %24 ], [ %41, %33 ]
  %46 = sub nsw i32 0, %11
  %47 = and i32 %11, 1
  %48 = icmp ne i32 %47, 0
  store float %43, ptr %8, align 4, !tbaa !15
  %49 = getelementptr inbounds i8, ptr %8, i64 4
  store float %44, ptr %49, align 4, !tbaa !15
  %50 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 %45, ptr %50, align 4, !tbaa !10
  store float 0.000000e+00, ptr %9, align 4, !tbaa !15
  %51 = getelementptr inbounds i8, ptr %9, i64 4
  store float 0.000000e+00, ptr %51, align 4, !tbaa !15
  %52 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 %46, ptr %52, align 4, !tbaa !10
  %53 = tail call fastcc { float, float, i32 } @_ZL4pickb5StatsS_(i1 noundef zeroext %48, ptr noundef nonnull byval(%struct.Stats) align 4 %8, ptr noundef nonnull byval(%struct.Stats) align 4 %9) #7
  %54 = extractvalue { float, float, i32 } %53, 0
  %55 = extractvalue { float, float, i32 } %53, 1
  %56 = extractvalue { float, float, i32 } %53, 2
  %57 = zext nneg i32 %11 to i64
  %58 = getelementptr inbounds %struct.Stats, ptr %2, i64 %57
  store float %54, ptr %58, align 4, !tbaa !15
  %59 = getelementptr inbounds i8, ptr %58, i64 4
  store float %55, ptr %59, align 4, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %58, i64 8
  store i32 %56, ptr %60, align 4, !tbaa !10
  %61 = tail call %struct.Box @_Z8make_boxffi(float noundef %43, float noundef %44, i32 noundef %45) #7
  %62 = extractvalue %struct.Box %61, 0
  %63 = extractvalue %struct.Stats %62, 0
  %64 = extractvalue %struct.Stats %62, 1
  %65 = extractvalue %struct.Stats %62, 2
  %66 = extractvalue %struct.Box %61, 1
  %67 = extractvalue [2 x float] %66, 0
  %68 = extractvalue [2 x float] %66, 1
  %69 = getelementptr inbounds %struct.Box, ptr %3, i64 %57
  store float %63, ptr %69, align 4, !tbaa !15
  %70 = getelementptr inbounds i8, ptr %69, i64 4
  store float %64, ptr %70, align 4, !tbaa !15
  %71 = getelementptr inbounds i8, ptr %69, i64 8
  store i32 %65, ptr %71, align 4, !tbaa !10
  %72 = getelementptr inbounds i8, ptr %69, i64 12
  store float %67, ptr %72, align 4
  %73 = getelementptr inbounds i8, ptr %69, i64 16
  store float %68, ptr %73, align 4, !tbaa !17
  store float %43, ptr %10, align 4, !tbaa !15
  %74 = getelementptr inbounds i8, ptr %10, i64 4
  store float %44, ptr %74, align 4, !tbaa !15
  %75 = getelementptr inbounds i8, ptr %10, i64 8
  store i32 %45, ptr %75, align 4, !tbaa !10
  %76 = tail call fastcc { float, i32 } @_ZL5twice5Statsf(ptr noundef nonnull byval(%struct.Stats) align 4 %10) #7
  %77 = extractvalue { float, i32 } %76, 0
  %78 = extractvalue { float, i32 } %76, 1
  %79 = mul nsw i32 %78, 1000
  %80 = add nsw i32 %79, %45
  %81 = getelementptr inbounds i32, ptr %4, i64 %57
  store i32 %80, ptr %81, align 4, !tbaa !10
  %82 = fsub contract float %77, %44
  %83 = getelementptr inbounds float, ptr %5, i64 %57
  store float %82, ptr %83, align 4, !tbaa !15
  ret void

84:                                               ; preds = %84, %22
  %85 = phi i32 [ 0, %22 ], [ %106, %84 ]
  %86 = phi float [ %15, %22 ], [ %105, %84 ]
  %87 = phi float [ %15, %22 ], [ %104, %84 ]
  %88 = phi i32 [ 0, %22 ], [ %107, %84 ]
  %89 = phi i32 [ 0, %22 ], [ %108, %84 ]
  store float %87, ptr %7, align 4, !tbaa !15
  store float %86, ptr %18, align 4, !tbaa !15
  store i32 %85, ptr %19, align 4, !tbaa !10
  %90 = add i32 %88, %12
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %0, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !15
  %94 = tail call fastcc { float, float, i32 } @_ZL5widen5Statsf(ptr noundef nonnull byval(%struct.Stats) align 4 %7, float noundef %93) #7
  %95 = extractvalue { float, float, i32 } %94, 0
  %96 = extractvalue { float, float, i32 } %94, 1
  %97 = extractvalue { float, float, i32 } %94, 2
  %98 = or disjoint i32 %88, 1
  store float %95, ptr %7, align 4, !tbaa !15
  store float %96, ptr %18, align 4, !tbaa !15
  store i32 %97, ptr %19, align 4, !tbaa !10
  %99 = add i32 %98, %12
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr %0, i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !15
  %103 = tail call fastcc { float, float, i32 } @_ZL5widen5Statsf(ptr noundef nonnull byval(%struct.Stats) align 4 %7, float noundef %102) #7
  %104 = extractvalue { float, float, i32 } %103, 0
  %105 = extractvalue { float, float, i32 } %103, 1
  %106 = extractvalue { float, float, i32 } %103, 2
  %107 = add nuw nsw i32 %88, 2
  %108 = add i32 %89, 2
  %109 = icmp eq i32 %108, %23
  br i1 %109, label %24, label %84, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc { float, float, i32 } @_ZL5widen5Statsf(ptr nocapture noundef readonly byval(%struct.Stats) align 4 %0, float noundef %1) unnamed_addr #4 {
  %3 = load float, ptr %0, align 4, !tbaa !15
  %4 = fcmp contract ogt float %3, %1
  %5 = select i1 %4, float %1, float %3
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !15
  %8 = fcmp contract olt float %7, %1
  %9 = select i1 %8, float %1, float %7
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i32, ptr %10, align 4, !tbaa !19
  %12 = add nsw i32 %11, 1
  %13 = insertvalue { float, float, i32 } poison, float %5, 0
  %14 = insertvalue { float, float, i32 } %13, float %9, 1
  %15 = insertvalue { float, float, i32 } %14, i32 %12, 2
  ret { float, float, i32 } %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none)
define internal fastcc { float, float, i32 } @_ZL4pickb5StatsS_(i1 noundef zeroext %0, ptr nocapture noundef readonly byval(%struct.Stats) align 4 %1, ptr nocapture noundef readonly byval(%struct.Stats) align 4 %2) unnamed_addr #5 {
  %4 = select i1 %0, ptr %1, ptr %2
  %5 = load float, ptr %4, align 4, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %4, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  %9 = load i32, ptr %8, align 4, !tbaa !10
  %10 = insertvalue { float, float, i32 } poison, float %5, 0
  %11 = insertvalue { float, float, i32 } %10, float %7, 1
  %12 = insertvalue { float, float, i32 } %11, i32 %9, 2
  ret { float, float, i32 } %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc { float, i32 } @_ZL5twice5Statsf(ptr nocapture noundef byval(%struct.Stats) align 4 %0) unnamed_addr #6 {
  call fastcc void @_ZL4bumpP5Statsf(ptr noundef nonnull %0) #7
  call fastcc void @_ZL4bumpP5Statsf(ptr noundef nonnull %0) #7
  %2 = getelementptr inbounds i8, ptr %0, i64 4
  %3 = load float, ptr %2, align 4, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 4, !tbaa !10
  %6 = insertvalue { float, i32 } poison, float %3, 0
  %7 = insertvalue { float, i32 } %6, i32 %5, 1
  ret { float, i32 } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_ZL4bumpP5Statsf(ptr nocapture noundef %0) unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 4, !tbaa !19
  %4 = add nsw i32 %3, 10
  store i32 %4, ptr %2, align 4, !tbaa !19
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !21
  %7 = fadd contract float %6, 5.000000e-01
  store float %7, ptr %5, align 4, !tbaa !21
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+sm_80" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+sm_80" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+sm_80" }
attributes #7 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @reduce_all, !"kernel", i32 1}
!1 = !{ptr @stats_rows, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = !{!8, !8, i64 0}
!18 = distinct !{!18, !13}
!19 = !{!20, !11, i64 8}
!20 = !{!"_ZTS5Stats", !16, i64 0, !16, i64 4, !11, i64 8}
!21 = !{!20, !16, i64 4}
