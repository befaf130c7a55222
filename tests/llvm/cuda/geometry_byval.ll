; geometry_byval: a geometry/physics helper library whose small structs are
; passed by value to __noinline__ device functions (clang: `byval`): Vec3
; add/scale/dot/cross, a 16-byte aligned quaternion product, a clamp that
; writes its own copy, a reflection that writes its copy and passes its
; address on (the copy escapes), a record of an int and a double (padding
; after the int), a polynomial whose coefficients are an array member read
; at a variable index.
;
; Dyadic data (eighths and sixteenths): every float and double operation is
; exact, which the model asserts, so contraction cannot change a bit.
; Exercises: `ptr byval(T)` parameters of device functions with T a struct
; of floats, a 16-aligned struct, { i32, double } with padding, a struct
; with an array member; readonly and written byval parameters; a byval
; copy whose address escapes to another call; struct returns.
;
; launch: %geometry grid=1 block=64
; arg: @pts = f32[192] [-0.625, 0.0, 0.625, 1.25, 1.875, -1.5, -0.875, -0.25, 0.375, 1.0, 1.625, -1.75, -1.125, -0.5, 0.125, 0.75, 1.375, -2.0, -1.375, -0.75, -0.125, 0.5, 1.125, 1.75, -1.625, -1.0, -0.375, 0.25, 0.875, 1.5, -1.875, -1.25, -0.625, 0.0, 0.625, 1.25, 1.875, -1.5, -0.875, -0.25, 0.375, 1.0, 1.625, -1.75, -1.125, -0.5, 0.125, 0.75, 1.375, -2.0, -1.375, -0.75, -0.125, 0.5, 1.125, 1.75, -1.625, -1.0, -0.375, 0.25, 0.875, 1.5, -1.875, -1.25, -0.625, 0.0, 0.625, 1.25, 1.875, -1.5, -0.875, -0.25, 0.375, 1.0, 1.625, -1.75, -1.125, -0.5, 0.125, 0.75, 1.375, -2.0, -1.375, -0.75, -0.125, 0.5, 1.125, 1.75, -1.625, -1.0, -0.375, 0.25, 0.875, 1.5, -1.875, -1.25, -0.625, 0.0, 0.625, 1.25, 1.875, -1.5, -0.875, -0.25, 0.375, 1.0, 1.625, -1.75, -1.125, -0.5, 0.125, 0.75, 1.375, -2.0, -1.375, -0.75, -0.125, 0.5, 1.125, 1.75, -1.625, -1.0, -0.375, 0.25, 0.875, 1.5, -1.875, -1.25, -0.625, 0.0, 0.625, 1.25, 1.875, -1.5, -0.875, -0.25, 0.375, 1.0, 1.625, -1.75, -1.125, -0.5, 0.125, 0.75, 1.375, -2.0, -1.375, -0.75, -0.125, 0.5, 1.125, 1.75, -1.625, -1.0, -0.375, 0.25, 0.875, 1.5, -1.875, -1.25, -0.625, 0.0, 0.625, 1.25, 1.875, -1.5, -0.875, -0.25, 0.375, 1.0, 1.625, -1.75, -1.125, -0.5, 0.125, 0.75, 1.375, -2.0, -1.375, -0.75, -0.125, 0.5, 1.125, 1.75, -1.625, -1.0, -0.375, 0.25, 0.875, 1.5, -1.875, -1.25]
; arg: @quats = f32[256] [-0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0, -0.375, -0.75, 0.875, 0.5, 0.125, -0.25, -0.625, -1.0, 0.625, 0.25, -0.125, -0.5, -0.875, 0.75, 0.375, 0.0]
; arg: @out_vec = f32[192] 0
; arg: @out_scalar = f32[384] 0
; arg: 60
; expect: @out_vec == [-1.0, -0.078125, 0.0390625, 1.0, 1.0, -0.8359375, -0.9609375, -0.828125, -0.2109375, 0.6640625, 1.0, -1.0, -0.7109375, -1.0, -0.4609375, -0.0859375, 1.0, -1.0, -1.0, 0.421875, -0.7109375, 1.0, -0.203125, 1.0, -1.0, 0.171875, -0.9609375, 0.9140625, -0.453125, 1.0, -1.0, -0.078125, -1.0, 0.6640625, 1.0, 0.6640625, 1.0, -1.0, -0.7109375, 0.4140625, 1.0, 0.9140625, 1.0, -1.0, -1.0, 0.1640625, 0.296875, 1.0, 0.7890625, -1.0, -1.0, -1.0, -0.453125, -0.0859375, 1.0, 1.0, -0.9609375, -0.8359375, -1.0, -0.3359375, 0.2890625, 1.0, -1.0, -1.0, 0.546875, -0.5859375, 1.0, -0.078125, 1.0, -1.0, 0.296875, -0.8359375, 1.0, -0.328125, 1.0, -1.0, 0.046875, -1.0, 0.7890625, -0.578125, 1.0, -1.0, -0.203125, -1.0, 0.5390625, 1.0, 0.7890625, 1.0, -1.0, -1.0, 0.2890625, 0.671875, 1.0, 0.9140625, -1.0, -1.0, -1.0, -0.078125, 0.0390625, 1.0, 1.0, -0.8359375, -0.9609375, -0.828125, -0.2109375, 0.6640625, 1.0, -1.0, -0.7109375, -1.0, -0.4609375, -0.0859375, 1.0, -1.0, -1.0, 0.421875, -0.7109375, 1.0, -0.203125, 1.0, -1.0, 0.171875, -0.9609375, 0.9140625, -0.453125, 1.0, -1.0, -0.078125, -1.0, 0.6640625, 1.0, 0.6640625, 1.0, -1.0, -0.7109375, 0.4140625, 1.0, 0.9140625, 1.0, -1.0, -1.0, 0.1640625, 0.296875, 1.0, 0.7890625, -1.0, -1.0, -1.0, -0.453125, -0.0859375, 1.0, 1.0, -0.9609375, -0.8359375, -1.0, -0.3359375, 0.2890625, 1.0, -1.0, -1.0, 0.546875, -0.5859375, 1.0, -0.078125, 1.0, -1.0, 0.296875, -0.8359375, 1.0, -0.328125, 1.0, -1.0, 0.046875, -1.0, 0.7890625, -0.578125, 1.0, -1.0, -0.515625, -1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
; expect: @out_scalar == [-1.71875, 1.25, 0.8125, -0.5625, -0.53125, 1.125, -2.125, -2.125, -0.4375, 0.0625, -0.78125, -0.5, -1.9375, -1.5, -0.6875, 0.4375, -0.03125, 0.625, -2.15625, -1.125, 0.5625, 0.5625, -1.28125, 0.5, -1.78125, -0.5, 0.8125, -0.5625, -0.53125, 1.125, -1.8125, 4.125, -0.4375, 0.0625, -0.78125, -0.5, -1.75, 0.5, -0.6875, 0.4375, -0.03125, 0.625, -2.59375, 1.125, 0.5625, 0.5625, -1.28125, 0.5, -1.84375, -2.25, 0.8125, -0.5625, -0.53125, 1.125, -2.5, 2.125, -0.4375, 0.0625, -0.78125, -0.5, -1.5625, -1.25, -0.6875, 0.4375, -0.03125, 0.625, -2.03125, -0.625, 0.5625, 0.5625, -1.28125, 0.5, -1.90625, -4.25, 0.8125, -0.5625, -0.53125, 1.125, -2.1875, 0.375, -0.4375, 0.0625, -0.78125, -0.5, -1.875, 1.0, -0.6875, 0.4375, -0.03125, 0.625, -1.96875, 1.375, 0.5625, 0.5625, -1.28125, 0.5, -1.46875, 2.0, 0.8125, -0.5625, -0.53125, 1.125, -1.875, -1.375, -0.4375, 0.0625, -0.78125, -0.5, -2.1875, -1.0, -0.6875, 0.4375, -0.03125, 0.625, -1.90625, -0.375, 0.5625, 0.5625, -1.28125, 0.5, -2.03125, 4.25, 0.8125, -0.5625, -0.53125, 1.125, -1.5625, 0.625, -0.4375, 0.0625, -0.78125, -0.5, -2.5, 1.25, -0.6875, 0.4375, -0.03125, 0.625, -1.84375, -2.125, 0.5625, 0.5625, -1.28125, 0.5, -2.59375, 2.25, 0.8125, -0.5625, -0.53125, 1.125, -1.75, -1.125, -0.4375, 0.0625, -0.78125, -0.5, -2.3125, -0.5, -0.6875, 0.4375, -0.03125, 0.625, -1.28125, -0.125, 0.5625, 0.5625, -1.28125, 0.5, -2.15625, 0.5, 0.8125, -0.5625, -0.53125, 1.125, -1.9375, 1.125, -0.4375, 0.0625, -0.78125, -0.5, -2.125, 1.5, -0.6875, 0.4375, -0.03125, 0.625, -1.71875, 2.125, 0.5625, 0.5625, -1.28125, 0.5, -1.71875, -1.25, 0.8125, -0.5625, -0.53125, 1.125, -2.125, -0.875, -0.4375, 0.0625, -0.78125, -0.5, -1.9375, -0.25, -0.6875, 0.4375, -0.03125, 0.625, -2.15625, 4.375, 0.5625, 0.5625, -1.28125, 0.5, -1.78125, 0.75, 0.8125, -0.5625, -0.53125, 1.125, -1.8125, -2.625, -0.4375, 0.0625, -0.78125, -0.5, -1.75, -2.0, -0.6875, 0.4375, -0.03125, 0.625, -2.59375, 2.375, 0.5625, 0.5625, -1.28125, 0.5, -1.84375, -1.0, 0.8125, -0.5625, -0.53125, 1.125, -2.5, -0.375, -0.4375, 0.0625, -0.78125, -0.5, -1.5625, 0.0, -0.6875, 0.4375, -0.03125, 0.625, -2.03125, 0.625, 0.5625, 0.5625, -1.28125, 0.5, -1.90625, 1.25, 0.8125, -0.5625, -0.53125, 1.125, -2.1875, 1.625, -0.4375, 0.0625, -0.78125, -0.5, -1.875, 2.25, -0.6875, 0.4375, -0.03125, 0.625, -1.96875, -1.125, 0.5625, 0.5625, -1.28125, 0.5, -1.46875, -4.75, 0.8125, -0.5625, -0.53125, 1.125, -1.875, -0.125, -0.4375, 0.0625, -0.78125, -0.5, -2.1875, 4.5, -0.6875, 0.4375, -0.03125, 0.625, -1.90625, 0.875, 0.5625, 0.5625, -1.28125, 0.5, -2.03125, -2.5, 0.8125, -0.5625, -0.53125, 1.125, -1.5625, -1.875, -0.4375, 0.0625, -0.78125, -0.5, -2.5, 2.5, -0.6875, 0.4375, -0.03125, 0.625, -1.84375, -0.875, 0.5625, 0.5625, -1.28125, 0.5, -2.59375, -0.25, 0.8125, -0.5625, -0.53125, 1.125, -1.75, 0.125, -0.4375, 0.0625, -0.78125, -0.5, -2.3125, 0.75, -0.6875, 0.4375, -0.03125, 0.625, 0.78125, -2.625, 0.5625, 0.5625, -1.28125, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
; launch: %records grid=2 block=32
; arg: @ids = i32[64] (i * 7) % 23 - 11
; arg: @weights = f64[64] ((i * 13) % 17 - 8) * 0.25
; arg: @coef = f32[256] ((i * 11 + 3) % 15 - 7) * 0.25
; arg: @out_w = f64[64] 0
; arg: @out_p = f32[64] 0
; arg: 64
; expect: @out_w == [-11.0, -3.6875, 3.125, 9.4375, -7.75, 2.875, 8.75, -8.875, -4.0, 9.9375, -8.125, -3.6875, 0.25, 17.5, -1.5, 2.0, 5.0, -15.5, 5.625, 8.1875, -12.75, -11.1875, 13.25, -8.125, -7.0, -6.375, 21.375, -0.9375, -0.75, -1.0625, 7.0, 6.75, 6.0, -18.25, -20.0, 14.9375, 13.25, -11.9375, -14.625, 23.625, -2.0, -5.125, -8.75, 9.8125, 6.25, 2.1875, -25.375, 19.5, 15.0, 10.0, -18.5, -24.5, 24.25, -4.6875, -11.125, -18.0625, 11.0, 4.125, -3.25, -11.125, 21.25, 13.4375, 5.125, -26.6875]
; expect: @out_p == [-1.0, -0.5, -0.8125, -1.375, 1.75, 1.75, 1.1875, 0.96875, 0.75, 0.25, -0.5625, 0.03125, -0.25, -1.25, -1.375, 0.03125, -1.25, -0.875, -1.25, 1.90625, 1.5, 1.375, 0.75, 0.5, 0.5, -0.125, -0.0625, -0.4375, -0.5, -1.625, 0.0625, -0.4375, -1.5, -1.25, 2.0625, 1.4375, 1.25, 1.0, 0.3125, 0.03125, 0.25, -0.5, -0.5, -0.90625, -0.75, -0.125, -0.375, -0.90625, -1.75, 2.125, 1.625, 0.96875, 1.0, 0.625, -0.125, -0.4375, 0.0, -0.875, -0.9375, -1.375, -1.0, -0.5, -0.8125, -1.375]
; ModuleID = 'src/geometry_byval.cu'
source_filename = "src/geometry_byval.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Quat = type { float, float, float, float }
%struct.Sample = type { i32, double }
%struct.Poly = type { [4 x float], i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z6v3_add4Vec3S_(ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %0, ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !9
  %4 = load float, ptr %1, align 4, !tbaa !9
  %5 = fadd contract float %3, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !14
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !14
  %10 = fadd contract float %7, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load float, ptr %11, align 4, !tbaa !15
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !15
  %15 = fadd contract float %12, %14
  %16 = insertvalue %struct.Vec3 poison, float %5, 0
  %17 = insertvalue %struct.Vec3 %16, float %10, 1
  %18 = insertvalue %struct.Vec3 %17, float %15, 2
  ret %struct.Vec3 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z8v3_scale4Vec3f(ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %0, float noundef %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !9
  %4 = fmul contract float %3, %1
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !14
  %7 = fmul contract float %6, %1
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load float, ptr %8, align 4, !tbaa !15
  %10 = fmul contract float %9, %1
  %11 = insertvalue %struct.Vec3 poison, float %4, 0
  %12 = insertvalue %struct.Vec3 %11, float %7, 1
  %13 = insertvalue %struct.Vec3 %12, float %10, 2
  ret %struct.Vec3 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z6v3_dot4Vec3S_(ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %0, ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !9
  %4 = load float, ptr %1, align 4, !tbaa !9
  %5 = fmul contract float %3, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !14
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !14
  %10 = fmul contract float %7, %9
  %11 = fadd contract float %5, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load float, ptr %14, align 4, !tbaa !15
  %16 = fmul contract float %13, %15
  %17 = fadd contract float %11, %16
  ret float %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z8v3_cross4Vec3S_(ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %0, ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load float, ptr %5, align 4, !tbaa !15
  %7 = fmul contract float %4, %6
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load float, ptr %8, align 4, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !14
  %12 = fmul contract float %9, %11
  %13 = fsub contract float %7, %12
  %14 = load float, ptr %1, align 4, !tbaa !9
  %15 = fmul contract float %9, %14
  %16 = load float, ptr %0, align 4, !tbaa !9
  %17 = fmul contract float %6, %16
  %18 = fsub contract float %15, %17
  %19 = fmul contract float %11, %16
  %20 = fmul contract float %4, %14
  %21 = fsub contract float %19, %20
  %22 = insertvalue %struct.Vec3 poison, float %13, 0
  %23 = insertvalue %struct.Vec3 %22, float %18, 1
  %24 = insertvalue %struct.Vec3 %23, float %21, 2
  ret %struct.Vec3 %24
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Quat @_Z5q_mul4QuatS_(ptr nocapture noundef readonly byval(%struct.Quat) align 16 %0, ptr nocapture noundef readonly byval(%struct.Quat) align 16 %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 16, !tbaa !16
  %4 = load float, ptr %1, align 16, !tbaa !16
  %5 = fmul contract float %3, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !18
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !18
  %10 = fmul contract float %7, %9
  %11 = fsub contract float %5, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load float, ptr %12, align 8, !tbaa !19
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load float, ptr %14, align 8, !tbaa !19
  %16 = fmul contract float %13, %15
  %17 = fsub contract float %11, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 12
  %19 = load float, ptr %18, align 4, !tbaa !20
  %20 = getelementptr inbounds i8, ptr %1, i64 12
  %21 = load float, ptr %20, align 4, !tbaa !20
  %22 = fmul contract float %19, %21
  %23 = fsub contract float %17, %22
  %24 = fmul contract float %3, %9
  %25 = fmul contract float %4, %7
  %26 = fadd contract float %25, %24
  %27 = fmul contract float %13, %21
  %28 = fadd contract float %26, %27
  %29 = fmul contract float %15, %19
  %30 = fsub contract float %28, %29
  %31 = fmul contract float %3, %15
  %32 = fmul contract float %7, %21
  %33 = fsub contract float %31, %32
  %34 = fmul contract float %4, %13
  %35 = fadd contract float %34, %33
  %36 = fmul contract float %9, %19
  %37 = fadd contract float %36, %35
  %38 = fmul contract float %3, %21
  %39 = fmul contract float %7, %15
  %40 = fadd contract float %39, %38
  %41 = fmul contract float %9, %13
  %42 = fsub contract float %40, %41
  %43 = fmul contract float %4, %19
  %44 = fadd contract float %43, %42
  %45 = insertvalue %struct.Quat poison, float %23, 0
  %46 = insertvalue %struct.Quat %45, float %30, 1
  %47 = insertvalue %struct.Quat %46, float %37, 2
  %48 = insertvalue %struct.Quat %47, float %44, 3
  ret %struct.Quat %48
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z9clamp_box4Vec3ff(ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %0, float noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = load float, ptr %0, align 4, !tbaa !21
  %5 = fcmp contract olt float %4, %1
  %6 = select i1 %5, float %1, float %4
  %7 = fcmp contract ogt float %6, %2
  %8 = select i1 %7, float %2, float %6
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !21
  %11 = fcmp contract olt float %10, %1
  %12 = select i1 %11, float %1, float %10
  %13 = fcmp contract ogt float %12, %2
  %14 = select i1 %13, float %2, float %12
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load float, ptr %15, align 4, !tbaa !21
  %17 = fcmp contract olt float %16, %1
  %18 = select i1 %17, float %1, float %16
  %19 = fcmp contract ogt float %18, %2
  %20 = select i1 %19, float %2, float %18
  %21 = insertvalue %struct.Vec3 poison, float %8, 0
  %22 = insertvalue %struct.Vec3 %21, float %14, 1
  %23 = insertvalue %struct.Vec3 %22, float %20, 2
  ret %struct.Vec3 %23
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z6v3_sumPK4Vec3(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load float, ptr %0, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !14
  %5 = fadd contract float %2, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load float, ptr %6, align 4, !tbaa !15
  %8 = fadd contract float %5, %7
  ret float %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local noundef float @_Z11reflect_sum4Vec3S_(ptr nocapture noundef byval(%struct.Vec3) align 4 %0, ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %1) local_unnamed_addr #1 {
  %3 = tail call contract noundef float @_Z6v3_dot4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %0, ptr noundef nonnull byval(%struct.Vec3) align 4 %1) #5
  %4 = fmul contract float %3, 2.000000e+00
  %5 = load float, ptr %1, align 4, !tbaa !9
  %6 = fmul contract float %4, %5
  %7 = load float, ptr %0, align 4, !tbaa !9
  %8 = fsub contract float %7, %6
  store float %8, ptr %0, align 4, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !14
  %11 = fmul contract float %4, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 4
  %13 = load float, ptr %12, align 4, !tbaa !14
  %14 = fsub contract float %13, %11
  store float %14, ptr %12, align 4, !tbaa !14
  %15 = getelementptr inbounds i8, ptr %1, i64 8
  %16 = load float, ptr %15, align 4, !tbaa !15
  %17 = fmul contract float %4, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load float, ptr %18, align 4, !tbaa !15
  %20 = fsub contract float %19, %17
  store float %20, ptr %18, align 4, !tbaa !15
  %21 = call contract noundef float @_Z6v3_sumPK4Vec3(ptr noundef nonnull %0) #5
  ret float %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef double @_Z5weigh6Sampled(ptr nocapture noundef readonly byval(%struct.Sample) align 8 %0, double noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !22
  %5 = fmul contract double %4, %1
  %6 = load i32, ptr %0, align 8, !tbaa !26
  %7 = sitofp i32 %6 to double
  %8 = fadd contract double %5, %7
  ret double %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z9poly_eval4Polyf(ptr nocapture noundef readonly byval(%struct.Poly) align 4 %0, float noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i32, ptr %3, align 4, !tbaa !27
  %5 = icmp sgt i32 %4, -1
  br i1 %5, label %6, label %27

6:                                                ; preds = %2
  %7 = add nuw i32 %4, 1
  %8 = and i32 %7, 3
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %22, label %10

10:                                               ; preds = %6, %10
  %11 = phi i32 [ %19, %10 ], [ %4, %6 ]
  %12 = phi float [ %18, %10 ], [ 0.000000e+00, %6 ]
  %13 = phi i32 [ %20, %10 ], [ 0, %6 ]
  %14 = fmul contract float %12, %1
  %15 = zext nneg i32 %11 to i64
  %16 = getelementptr inbounds [4 x float], ptr %0, i64 0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !21
  %18 = fadd contract float %14, %17
  %19 = add nsw i32 %11, -1
  %20 = add i32 %13, 1
  %21 = icmp eq i32 %20, %8
  br i1 %21, label %22, label %10, !llvm.loop !29

22:                                               ; preds = %10, %6
  %23 = phi float [ poison, %6 ], [ %18, %10 ]
  %24 = phi i32 [ %4, %6 ], [ %19, %10 ]
  %25 = phi float [ 0.000000e+00, %6 ], [ %18, %10 ]
  %26 = icmp ult i32 %4, 3
  br i1 %26, label %27, label %29

27:                                               ; preds = %22, %29, %2
  %28 = phi float [ 0.000000e+00, %2 ], [ %23, %22 ], [ %54, %29 ]
  ret float %28

29:                                               ; preds = %22, %29
  %30 = phi i32 [ %55, %29 ], [ %24, %22 ]
  %31 = phi float [ %54, %29 ], [ %25, %22 ]
  %32 = fmul contract float %31, %1
  %33 = zext nneg i32 %30 to i64
  %34 = getelementptr inbounds [4 x float], ptr %0, i64 0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !21
  %36 = fadd contract float %32, %35
  %37 = add nsw i32 %30, -1
  %38 = fmul contract float %36, %1
  %39 = zext nneg i32 %37 to i64
  %40 = getelementptr inbounds [4 x float], ptr %0, i64 0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !21
  %42 = fadd contract float %38, %41
  %43 = add nsw i32 %30, -2
  %44 = fmul contract float %42, %1
  %45 = zext nneg i32 %43 to i64
  %46 = getelementptr inbounds [4 x float], ptr %0, i64 0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !21
  %48 = fadd contract float %44, %47
  %49 = add nsw i32 %30, -3
  %50 = fmul contract float %48, %1
  %51 = zext nneg i32 %49 to i64
  %52 = getelementptr inbounds [4 x float], ptr %0, i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !21
  %54 = fadd contract float %50, %53
  %55 = add nsw i32 %30, -4
  %56 = icmp eq i32 %49, 0
  br i1 %56, label %27, label %29, !llvm.loop !31
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z5load3PKfi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = mul nsw i32 %1, 3
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds float, ptr %0, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !21
  %7 = getelementptr i8, ptr %5, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !21
  %9 = getelementptr i8, ptr %5, i64 8
  %10 = load float, ptr %9, align 4, !tbaa !21
  %11 = insertvalue %struct.Vec3 poison, float %6, 0
  %12 = insertvalue %struct.Vec3 %11, float %8, 1
  %13 = insertvalue %struct.Vec3 %12, float %10, 2
  ret %struct.Vec3 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @geometry(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = alloca %struct.Vec3, align 4
  %7 = alloca %struct.Vec3, align 4
  %8 = alloca %struct.Vec3, align 4
  %9 = alloca %struct.Vec3, align 4
  %10 = alloca %struct.Vec3, align 4
  %11 = alloca %struct.Vec3, align 4
  %12 = alloca %struct.Quat, align 16
  %13 = alloca %struct.Quat, align 16
  %14 = alloca %struct.Vec3, align 4
  %15 = alloca %struct.Vec3, align 4
  %16 = alloca %struct.Vec3, align 4
  %17 = alloca %struct.Vec3, align 4
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  %23 = icmp slt i32 %22, %4
  br i1 %23, label %24, label %142

24:                                               ; preds = %5
  %25 = mul nsw i32 %22, 3
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !21
  %29 = getelementptr i8, ptr %27, i64 4
  %30 = load float, ptr %29, align 4, !tbaa !21
  %31 = getelementptr i8, ptr %27, i64 8
  %32 = load float, ptr %31, align 4, !tbaa !21
  %33 = add nsw i32 %22, 1
  %34 = srem i32 %33, %4
  %35 = mul nsw i32 %34, 3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !21
  %39 = getelementptr i8, ptr %37, i64 4
  %40 = load float, ptr %39, align 4, !tbaa !21
  %41 = getelementptr i8, ptr %37, i64 8
  %42 = load float, ptr %41, align 4, !tbaa !21
  store float %28, ptr %8, align 4, !tbaa !21
  %43 = getelementptr inbounds i8, ptr %8, i64 4
  store float %30, ptr %43, align 4, !tbaa !21
  %44 = getelementptr inbounds i8, ptr %8, i64 8
  store float %32, ptr %44, align 4, !tbaa !21
  store float %38, ptr %9, align 4, !tbaa !21
  %45 = getelementptr inbounds i8, ptr %9, i64 4
  store float %40, ptr %45, align 4, !tbaa !21
  %46 = getelementptr inbounds i8, ptr %9, i64 8
  store float %42, ptr %46, align 4, !tbaa !21
  %47 = tail call %struct.Vec3 @_Z8v3_cross4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %8, ptr noundef nonnull byval(%struct.Vec3) align 4 %9) #5
  %48 = extractvalue %struct.Vec3 %47, 0
  store float %48, ptr %7, align 4
  %49 = getelementptr inbounds i8, ptr %7, i64 4
  %50 = extractvalue %struct.Vec3 %47, 1
  store float %50, ptr %49, align 4
  %51 = getelementptr inbounds i8, ptr %7, i64 8
  %52 = extractvalue %struct.Vec3 %47, 2
  store float %52, ptr %51, align 4
  %53 = tail call %struct.Vec3 @_Z8v3_scale4Vec3f(ptr noundef nonnull byval(%struct.Vec3) align 4 %7, float noundef 5.000000e-01) #5
  %54 = extractvalue %struct.Vec3 %53, 0
  store float %54, ptr %6, align 4
  %55 = getelementptr inbounds i8, ptr %6, i64 4
  %56 = extractvalue %struct.Vec3 %53, 1
  store float %56, ptr %55, align 4
  %57 = getelementptr inbounds i8, ptr %6, i64 8
  %58 = extractvalue %struct.Vec3 %53, 2
  store float %58, ptr %57, align 4
  store float %28, ptr %10, align 4, !tbaa !21
  %59 = getelementptr inbounds i8, ptr %10, i64 4
  store float %30, ptr %59, align 4, !tbaa !21
  %60 = getelementptr inbounds i8, ptr %10, i64 8
  store float %32, ptr %60, align 4, !tbaa !21
  %61 = tail call %struct.Vec3 @_Z6v3_add4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %6, ptr noundef nonnull byval(%struct.Vec3) align 4 %10) #5
  %62 = extractvalue %struct.Vec3 %61, 0
  %63 = extractvalue %struct.Vec3 %61, 1
  %64 = extractvalue %struct.Vec3 %61, 2
  store float %62, ptr %11, align 4, !tbaa !21
  %65 = getelementptr inbounds i8, ptr %11, i64 4
  store float %63, ptr %65, align 4, !tbaa !21
  %66 = getelementptr inbounds i8, ptr %11, i64 8
  store float %64, ptr %66, align 4, !tbaa !21
  %67 = tail call %struct.Vec3 @_Z9clamp_box4Vec3ff(ptr noundef nonnull byval(%struct.Vec3) align 4 %11, float noundef -1.000000e+00, float noundef 1.000000e+00) #5
  %68 = extractvalue %struct.Vec3 %67, 0
  %69 = extractvalue %struct.Vec3 %67, 1
  %70 = extractvalue %struct.Vec3 %67, 2
  %71 = getelementptr inbounds float, ptr %2, i64 %26
  store float %68, ptr %71, align 4, !tbaa !21
  %72 = getelementptr i8, ptr %71, i64 4
  store float %69, ptr %72, align 4, !tbaa !21
  %73 = getelementptr i8, ptr %71, i64 8
  store float %70, ptr %73, align 4, !tbaa !21
  %74 = srem i32 %22, 3
  %75 = icmp eq i32 %74, 0
  %76 = select contract i1 %75, float 1.000000e+00, float 0.000000e+00
  %77 = icmp eq i32 %74, 1
  %78 = select contract i1 %77, float 1.000000e+00, float 0.000000e+00
  %79 = icmp eq i32 %74, 2
  %80 = select contract i1 %79, float 1.000000e+00, float 0.000000e+00
  %81 = shl nsw i32 %22, 2
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %1, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !21
  %85 = or disjoint i32 %81, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %1, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !21
  %89 = or disjoint i32 %81, 2
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %1, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !21
  %93 = or disjoint i32 %81, 3
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %1, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !21
  %97 = shl nsw i32 %34, 2
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %1, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !21
  %101 = or disjoint i32 %97, 1
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %1, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !21
  %105 = or disjoint i32 %97, 2
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr %1, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !21
  %109 = or disjoint i32 %97, 3
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %1, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !21
  store float %84, ptr %12, align 16, !tbaa !21
  %113 = getelementptr inbounds i8, ptr %12, i64 4
  store float %88, ptr %113, align 4, !tbaa !21
  %114 = getelementptr inbounds i8, ptr %12, i64 8
  store float %92, ptr %114, align 8, !tbaa !21
  %115 = getelementptr inbounds i8, ptr %12, i64 12
  store float %96, ptr %115, align 4, !tbaa !21
  store float %100, ptr %13, align 16, !tbaa !21
  %116 = getelementptr inbounds i8, ptr %13, i64 4
  store float %104, ptr %116, align 4, !tbaa !21
  %117 = getelementptr inbounds i8, ptr %13, i64 8
  store float %108, ptr %117, align 8, !tbaa !21
  %118 = getelementptr inbounds i8, ptr %13, i64 12
  store float %112, ptr %118, align 4, !tbaa !21
  %119 = tail call %struct.Quat @_Z5q_mul4QuatS_(ptr noundef nonnull byval(%struct.Quat) align 16 %12, ptr noundef nonnull byval(%struct.Quat) align 16 %13) #5
  %120 = extractvalue %struct.Quat %119, 0
  %121 = extractvalue %struct.Quat %119, 1
  %122 = extractvalue %struct.Quat %119, 2
  %123 = extractvalue %struct.Quat %119, 3
  %124 = mul nsw i32 %22, 6
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr %3, i64 %125
  store float %28, ptr %14, align 4, !tbaa !21
  %127 = getelementptr inbounds i8, ptr %14, i64 4
  store float %30, ptr %127, align 4, !tbaa !21
  %128 = getelementptr inbounds i8, ptr %14, i64 8
  store float %32, ptr %128, align 4, !tbaa !21
  store float %38, ptr %15, align 4, !tbaa !21
  %129 = getelementptr inbounds i8, ptr %15, i64 4
  store float %40, ptr %129, align 4, !tbaa !21
  %130 = getelementptr inbounds i8, ptr %15, i64 8
  store float %42, ptr %130, align 4, !tbaa !21
  %131 = tail call contract noundef float @_Z6v3_dot4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %14, ptr noundef nonnull byval(%struct.Vec3) align 4 %15) #5
  store float %131, ptr %126, align 4, !tbaa !21
  store float %28, ptr %16, align 4, !tbaa !21
  %132 = getelementptr inbounds i8, ptr %16, i64 4
  store float %30, ptr %132, align 4, !tbaa !21
  %133 = getelementptr inbounds i8, ptr %16, i64 8
  store float %32, ptr %133, align 4, !tbaa !21
  store float %76, ptr %17, align 4, !tbaa !21
  %134 = getelementptr inbounds i8, ptr %17, i64 4
  store float %78, ptr %134, align 4, !tbaa !21
  %135 = getelementptr inbounds i8, ptr %17, i64 8
  store float %80, ptr %135, align 4, !tbaa !21
  %136 = tail call contract noundef float @_Z11reflect_sum4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %16, ptr noundef nonnull byval(%struct.Vec3) align 4 %17) #5
  %137 = getelementptr inbounds i8, ptr %126, i64 4
  store float %136, ptr %137, align 4, !tbaa !21
  %138 = getelementptr inbounds i8, ptr %126, i64 8
  store float %120, ptr %138, align 4, !tbaa !21
  %139 = getelementptr inbounds i8, ptr %126, i64 12
  store float %121, ptr %139, align 4, !tbaa !21
  %140 = getelementptr inbounds i8, ptr %126, i64 16
  store float %122, ptr %140, align 4, !tbaa !21
  %141 = getelementptr inbounds i8, ptr %126, i64 20
  store float %123, ptr %141, align 4, !tbaa !21
  br label %142

142:                                              ; preds = %5, %24
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @records(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, ptr noalias nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = alloca %struct.Sample, align 8
  %8 = alloca %struct.Poly, align 4
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %5
  br i1 %14, label %15, label %49

15:                                               ; preds = %6
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !33
  %19 = getelementptr inbounds double, ptr %1, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !34
  store i32 %18, ptr %7, align 8, !tbaa !33
  %21 = getelementptr inbounds i8, ptr %7, i64 8
  store double %20, ptr %21, align 8, !tbaa !34
  %22 = sitofp i32 %13 to double
  %23 = fmul contract double %22, 2.500000e-01
  %24 = tail call contract noundef double @_Z5weigh6Sampled(ptr noundef nonnull byval(%struct.Sample) align 8 %7, double noundef %23) #5
  %25 = getelementptr inbounds double, ptr %3, i64 %16
  store double %24, ptr %25, align 8, !tbaa !34
  %26 = shl nsw i32 %13, 2
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %2, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !21
  %30 = or disjoint i32 %26, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %2, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !21
  %34 = or disjoint i32 %26, 2
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %2, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !21
  %38 = or disjoint i32 %26, 3
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %2, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !21
  %42 = srem i32 %13, 4
  store float %29, ptr %8, align 4
  %43 = getelementptr inbounds i8, ptr %8, i64 4
  store float %33, ptr %43, align 4
  %44 = getelementptr inbounds i8, ptr %8, i64 8
  store float %37, ptr %44, align 4
  %45 = getelementptr inbounds i8, ptr %8, i64 12
  store float %41, ptr %45, align 4, !tbaa !35
  %46 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 %42, ptr %46, align 4, !tbaa !33
  %47 = tail call contract noundef float @_Z9poly_eval4Polyf(ptr noundef nonnull byval(%struct.Poly) align 4 %8, float noundef 5.000000e-01) #5
  %48 = getelementptr inbounds float, ptr %4, i64 %16
  store float %47, ptr %48, align 4, !tbaa !21
  br label %49

49:                                               ; preds = %6, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @geometry, !"kernel", i32 1}
!5 = !{ptr @records, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS4Vec3", !11, i64 0, !11, i64 4, !11, i64 8}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!10, !11, i64 4}
!15 = !{!10, !11, i64 8}
!16 = !{!17, !11, i64 0}
!17 = !{!"_ZTS4Quat", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12}
!18 = !{!17, !11, i64 4}
!19 = !{!17, !11, i64 8}
!20 = !{!17, !11, i64 12}
!21 = !{!11, !11, i64 0}
!22 = !{!23, !25, i64 8}
!23 = !{!"_ZTS6Sample", !24, i64 0, !25, i64 8}
!24 = !{!"int", !12, i64 0}
!25 = !{!"double", !12, i64 0}
!26 = !{!23, !24, i64 0}
!27 = !{!28, !24, i64 16}
!28 = !{!"_ZTS4Poly", !12, i64 0, !24, i64 16}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = !{!24, !24, i64 0}
!34 = !{!25, !25, i64 0}
!35 = !{!12, !12, i64 0}
