; Generated the PTX next to this file with: python3 nvvm_compile.py nvvm_ops.ll nvvm_ops.ptx (libnvvm 2.0 from nvidia-nvvm 13.5.37, -arch=compute_80)
; The kernels of llc_ops.ll in NVVM IR: typed pointers, kernels and .reqntid/.maxntid as !nvvm.annotations, LLVM 7 debug
; metadata, `fsub -0.0` for fneg and icmp + select for llvm.umin/umax/smax (this NVVM is based on LLVM 7, which lacks them).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare float @llvm.copysign.f32(float, float)
declare i16 @llvm.bswap.i16(i16)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.trunc.f32(float)
declare float @llvm.ceil.f32(float)
declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)

; Per thread: 4 words in, 4 words out; one float in, one out.
define void @ops(<4 x i32>* noalias readonly align 16 %in, <4 x i32>* noalias %out, float* noalias readonly %fin, float* noalias %fout) !dbg !5 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %i = zext i32 %t to i64
  %pin = getelementptr <4 x i32>, <4 x i32>* %in, i64 %i
  %v = load <4 x i32>, <4 x i32>* %pin, align 16, !invariant.load !4
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  %na = xor i32 %a, -1
  %x1 = and i32 %a, %b
  %x2 = and i32 %na, %c
  %sel = or i32 %x1, %x2
  %x3 = xor i32 %sel, %d
  %br = call i32 @llvm.bitreverse.i32(i32 %x3), !dbg !9
  %fr = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %c)
  %tz = call i32 @llvm.cttz.i32(i32 %b, i1 false)
  %umc = icmp ult i32 %fr, %tz
  %um = select i1 %umc, i32 %fr, i32 %tz
  %ins1 = and i32 %br, -65281
  %ins2 = shl i32 %um, 8
  %ins3 = and i32 %ins2, 65280
  %ins = or i32 %ins1, %ins3
  %bf = lshr i32 %d, 7
  %bf2 = and i32 %bf, 31
  %s16 = trunc i32 %a to i16
  %bs16 = call i16 @llvm.bswap.i16(i16 %s16)
  %bs32 = sext i16 %bs16 to i32
  %r0 = add i32 %ins, %bf2
  %r1 = sdiv i32 %r0, 7
  %r2 = srem i32 %a, 13
  %r3 = udiv i32 %b, 10
  %w = zext i32 %a to i64
  %w2 = zext i32 %b to i64
  %wide = mul i64 %w, %w2
  %wc = zext i32 %c to i64
  %mw = add i64 %wide, %wc
  %hi = lshr i64 %mw, 32
  %hi32 = trunc i64 %hi to i32
  %pc64 = call i64 @llvm.ctpop.i64(i64 %mw)
  %cl64 = call i64 @llvm.ctlz.i64(i64 %mw, i1 false)
  %brv64 = call i64 @llvm.bitreverse.i64(i64 %mw)
  %f64s = call i64 @llvm.fshl.i64(i64 %mw, i64 %brv64, i64 %pc64)
  %mxc = icmp sgt i64 %f64s, %cl64
  %mx64 = select i1 %mxc, i64 %f64s, i64 %cl64
  %mx32 = trunc i64 %mx64 to i32
  %o0 = add i32 %r1, %bs32
  %o1 = add i32 %r2, %r3
  %o2 = xor i32 %hi32, %mx32
  %cmp = icmp ugt i32 %a, %b
  %cmp2 = icmp slt i32 %c, %d
  %both = and i1 %cmp, %cmp2
  %o3 = select i1 %both, i32 %o0, i32 %o1
  %vo0 = insertelement <4 x i32> undef, i32 %o0, i32 0
  %vo1 = insertelement <4 x i32> %vo0, i32 %o1, i32 1
  %vo2 = insertelement <4 x i32> %vo1, i32 %o2, i32 2
  %vo3 = insertelement <4 x i32> %vo2, i32 %o3, i32 3
  %pout = getelementptr <4 x i32>, <4 x i32>* %out, i64 %i
  store <4 x i32> %vo3, <4 x i32>* %pout, align 16, !dbg !10
  %pf = getelementptr float, float* %fin, i64 %i
  %f = load float, float* %pf, align 4
  %fn = fsub float -0.0, %f
  %cs = call float @llvm.copysign.f32(float 2.0, float %fn)
  %mxf = call float @llvm.maxnum.f32(float %cs, float %f)
  %tr = call float @llvm.trunc.f32(float %f)
  %ce = call float @llvm.ceil.f32(float %f)
  %fd = fdiv float %tr, 3.0
  %s1 = fadd float %mxf, %fd
  %s2 = fadd float %s1, %ce
  %fc = fcmp uno float %f, %s2
  %fsel = select i1 %fc, float 1.0, float %s2
  %h = fptrunc float %fsel to half
  %hf = fpext half %h to float
  %pfo = getelementptr float, float* %fout, i64 %i
  store float %hf, float* %pfo, align 4
  ret void, !dbg !11
}

; Per thread: an i128 in and out, and 16 bytes of flags: [0] a bool (i1),
; [4] umax(acc, tid), [8] the xor of the halves of the low 64 bits.
define void @wide(i128* %a, i128* %o, [16 x i8]* %flags, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pa = getelementptr i128, i128* %a, i64 %i
  %x = load i128, i128* %pa, align 16
  %y = mul i128 %x, %x
  %z = add i128 %y, %x
  %s = lshr i128 %z, 67
  %po = getelementptr i128, i128* %o, i64 %i
  store i128 %s, i128* %po, align 16
  %acc0 = trunc i128 %x to i32
  br label %loop
loop:
  %k = phi i32 [0, %entry], [%k1, %loop]
  %acc = phi i32 [%acc0, %entry], [%acc1, %loop]
  %r = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %acc, i32 %k)
  %rv = extractvalue {i32, i1} %r, 0
  %ro = extractvalue {i32, i1} %r, 1
  %ext = zext i1 %ro to i32
  %acc1 = add i32 %rv, %ext
  %k1 = add i32 %k, 1
  %c = icmp ult i32 %k1, %n
  br i1 %c, label %loop, label %done, !llvm.loop !2
done:
  %pf = getelementptr [16 x i8], [16 x i8]* %flags, i64 %i
  %pf1 = bitcast [16 x i8]* %pf to i1*
  %pf32 = bitcast [16 x i8]* %pf to i32*
  %b8 = trunc i32 %acc1 to i8
  %b8m = mul i8 %b8, %b8
  %b1 = icmp eq i8 %b8m, 4
  store i1 %b1, i1* %pf1, align 4
  %uc = icmp ugt i32 %acc1, %t
  %u = select i1 %uc, i32 %acc1, i32 %t
  %pu = getelementptr i32, i32* %pf32, i64 1
  store i32 %u, i32* %pu, align 4
  %lo = trunc i128 %s to i64
  %halves = bitcast i64 %lo to <2 x i32>
  %h0 = extractelement <2 x i32> %halves, i32 0
  %h1 = extractelement <2 x i32> %halves, i32 1
  %hx = xor i32 %h0, %h1
  %ph = getelementptr i32, i32* %pf32, i64 2
  store i32 %hx, i32* %ph, align 4
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!13}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "ops.cu", directory: "/src")
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = !{}
!5 = distinct !DISubprogram(name: "ops", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, isLocal: false, isDefinition: true, isOptimized: true, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = !DILocation(line: 3, column: 5, scope: !5)
!10 = !DILocation(line: 4, column: 5, scope: !5)
!11 = !DILocation(line: 5, column: 1, scope: !5)
!13 = !{i32 2, !"Debug Info Version", i32 3}
!nvvm.annotations = !{!14, !15, !16, !17}
!14 = !{void (<4 x i32>*, <4 x i32>*, float*, float*)* @ops, !"kernel", i32 1}
!15 = !{void (<4 x i32>*, <4 x i32>*, float*, float*)* @ops, !"reqntidx", i32 64}
!16 = !{void (i128*, i128*, [16 x i8]*, i32)* @wide, !"kernel", i32 1}
!17 = !{void (i128*, i128*, [16 x i8]*, i32)* @wide, !"maxntidx", i32 128}
!nvvmir.version = !{!18}
!18 = !{i32 2, i32 0, i32 3, i32 2}
