; hash_murmur: integer hashing as GPU hash tables and dedup kernels do it:
; MurmurHash3_x86_32 of variable-length strings (4-byte body, a tail
; switch with fallthrough, fmix32), xxHash32 of 16-byte records, and a
; linear-probing hash table in __device__ arrays cleared, filled with
; atomicCAS and queried by three launches.
;
; The models are the reference algorithms, checked against published test
; vectors; table slots depend on the order of colliding inserts, so only
; the cleared table and the lookups are expected.
; Exercises: `switch` with fallthrough, llvm.fshl.i32 rotates, i8 loads,
; uint4 loads, cmpxchg on an addrspace(1) global array (generic address),
; `addrspace(1) externally_initialized global [128 x i32]` persisting
; across launches, a non-inlined device function returning i32.
;
; launch: %murmur_strings grid=1 block=32
; arg: @bytes = i8[145] (i * 7 + 3) % 26 + 97
; arg: @offsets = i32[25] [0, 0, 5, 15, 17, 24, 36, 40, 49, 50, 56, 67, 70, 78, 78, 83, 93, 95, 102, 114, 118, 127, 128, 134, 145]
; arg: 2538058380
; arg: @hashes = i32[24] 0
; arg: 24
; expect: @hashes == [0xebb6c228, 0xa070bbdb, 0x001d282e, 0xb19829fa, 0x27c67af9, 0x2a5890db, 0x48da66ff, 0x4892155a, 0x74180d43, 0xad88d751, 0x443e9e8e, 0x4042dbb5, 0xe7edb94c, 0xebb6c228, 0xa070bbdb, 0x001d282e, 0xb19829fa, 0x27c67af9, 0x2a5890db, 0x48da66ff, 0x4892155a, 0x74180d43, 0xad88d751, 0x443e9e8e]
; launch: %xxhash32_records grid=1 block=32
; arg: @records = i32[128] i * 2654435761 ^ 1540483477
; arg: 0
; arg: @hashes = i32[32] 0
; arg: 32
; expect: @hashes == [0x3eaa3896, 0x3698e7b8, 0x104b2404, 0x9d802500, 0xb7cac257, 0x71536715, 0x456e58ed, 0xae74e9cd, 0x6e532917, 0x55a9a00e, 0xe3ab2af6, 0xc921bb1f, 0xb0488629, 0x2ccefe9b, 0x291c37b4, 0x99c38321, 0xd43d769a, 0x31c7dba1, 0x9922d394, 0x0b6cfed4, 0x96d9f1c5, 0xa9fc673c, 0x0f532c2b, 0x4737ae5c, 0xab68d53e, 0x45a2dd89, 0x84c771e8, 0x76368e92, 0x05d5a987, 0xcfbb05b3, 0x10dce841, 0xccefeaae]
; launch: %hash_clear grid=1 block=64
; expect: @g_table_keys == [0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff]
; expect: @g_table_vals == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
; launch: %hash_insert grid=1 block=64
; arg: @keys = i32[48] (i * 2654435761) % 100000 + 1
; arg: @vals = i32[48] i * 3 + 1
; arg: 48
; launch: %hash_lookup grid=1 block=64
; arg: @queries = i32[64] ((i * 13) % 48 * 2654435761) % 100000 + 1 + (i / 48) * 200000
; arg: @found = i32[64] 0
; arg: 64
; expect: @found == [0x00000001, 0x00000028, 0x0000004f, 0x00000076, 0x0000000d, 0x00000034, 0x0000005b, 0x00000082, 0x00000019, 0x00000040, 0x00000067, 0x0000008e, 0x00000025, 0x0000004c, 0x00000073, 0x0000000a, 0x00000031, 0x00000058, 0x0000007f, 0x00000016, 0x0000003d, 0x00000064, 0x0000008b, 0x00000022, 0x00000049, 0x00000070, 0x00000007, 0x0000002e, 0x00000055, 0x0000007c, 0x00000013, 0x0000003a, 0x00000061, 0x00000088, 0x0000001f, 0x00000046, 0x0000006d, 0x00000004, 0x0000002b, 0x00000052, 0x00000079, 0x00000010, 0x00000037, 0x0000005e, 0x00000085, 0x0000001c, 0x00000043, 0x0000006a, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff]
; ModuleID = 'src/hash_murmur.cu'
source_filename = "src/hash_murmur.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint4 = type { i32, i32, i32, i32 }

@g_table_keys = dso_local addrspace(1) externally_initialized global [128 x i32] zeroinitializer, align 4
@g_table_vals = dso_local addrspace(1) externally_initialized global [128 x i32] zeroinitializer, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_table_keys to ptr), ptr addrspacecast (ptr addrspace(1) @g_table_vals to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z10murmur3_32PKhij(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sdiv i32 %1, 4
  %5 = icmp sgt i32 %1, 3
  br i1 %5, label %12, label %6

6:                                                ; preds = %12, %3
  %7 = phi i32 [ %2, %3 ], [ %49, %12 ]
  %8 = shl nsw i32 %4, 2
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i8, ptr %0, i64 %9
  %11 = and i32 %1, 3
  switch i32 %11, label %75 [
    i32 3, label %52
    i32 2, label %57
    i32 1, label %64
    i32 0, label %76
  ]

12:                                               ; preds = %3, %12
  %13 = phi i32 [ %49, %12 ], [ %2, %3 ]
  %14 = phi i32 [ %50, %12 ], [ 0, %3 ]
  %15 = shl nsw i32 %14, 2
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %0, i64 %16
  %18 = load i8, ptr %17, align 1, !tbaa !12
  %19 = zext i8 %18 to i32
  %20 = or disjoint i32 %15, 1
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %0, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !12
  %24 = zext i8 %23 to i32
  %25 = shl nuw nsw i32 %24, 8
  %26 = or disjoint i32 %25, %19
  %27 = or disjoint i32 %15, 2
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds i8, ptr %0, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !12
  %31 = zext i8 %30 to i32
  %32 = shl nuw nsw i32 %31, 16
  %33 = or disjoint i32 %26, %32
  %34 = or disjoint i32 %15, 3
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr %0, i64 %35
  %37 = load i8, ptr %36, align 1, !tbaa !12
  %38 = zext i8 %37 to i32
  %39 = shl nuw i32 %38, 24
  %40 = or disjoint i32 %33, %39
  %41 = mul i32 %40, -862048943
  %42 = mul i32 %40, 380141568
  %43 = lshr i32 %41, 17
  %44 = or disjoint i32 %43, %42
  %45 = mul i32 %44, 461845907
  %46 = xor i32 %45, %13
  %47 = tail call i32 @llvm.fshl.i32(i32 %46, i32 %46, i32 13)
  %48 = mul i32 %47, 5
  %49 = add i32 %48, -430675100
  %50 = add nuw nsw i32 %14, 1
  %51 = icmp eq i32 %50, %4
  br i1 %51, label %6, label %12, !llvm.loop !15

52:                                               ; preds = %6
  %53 = getelementptr inbounds i8, ptr %10, i64 2
  %54 = load i8, ptr %53, align 1, !tbaa !12
  %55 = zext i8 %54 to i32
  %56 = shl nuw nsw i32 %55, 16
  br label %57

57:                                               ; preds = %6, %52
  %58 = phi i32 [ 0, %6 ], [ %56, %52 ]
  %59 = getelementptr inbounds i8, ptr %10, i64 1
  %60 = load i8, ptr %59, align 1, !tbaa !12
  %61 = zext i8 %60 to i32
  %62 = shl nuw nsw i32 %61, 8
  %63 = or disjoint i32 %62, %58
  br label %64

64:                                               ; preds = %6, %57
  %65 = phi i32 [ 0, %6 ], [ %63, %57 ]
  %66 = load i8, ptr %10, align 1, !tbaa !12
  %67 = zext i8 %66 to i32
  %68 = xor i32 %65, %67
  %69 = mul i32 %68, -862048943
  %70 = mul i32 %68, 380141568
  %71 = lshr i32 %69, 17
  %72 = or disjoint i32 %71, %70
  %73 = mul i32 %72, 461845907
  %74 = xor i32 %73, %7
  br label %76

75:                                               ; preds = %6
  unreachable

76:                                               ; preds = %6, %64
  %77 = phi i32 [ %7, %6 ], [ %74, %64 ]
  %78 = xor i32 %77, %1
  %79 = lshr i32 %78, 16
  %80 = xor i32 %79, %78
  %81 = mul i32 %80, -2048144789
  %82 = lshr i32 %81, 13
  %83 = xor i32 %82, %81
  %84 = mul i32 %83, -1028477387
  %85 = lshr i32 %84, 16
  %86 = xor i32 %85, %84
  ret i32 %86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @murmur_strings(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %105

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !17
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %0, i64 %16
  %18 = getelementptr i8, ptr %14, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !17
  %20 = sub nsw i32 %19, %15
  %21 = sdiv i32 %20, 4
  %22 = icmp sgt i32 %20, 3
  br i1 %22, label %29, label %23

23:                                               ; preds = %29, %12
  %24 = phi i32 [ %2, %12 ], [ %66, %29 ]
  %25 = shl nsw i32 %21, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %17, i64 %26
  %28 = and i32 %20, 3
  switch i32 %28, label %92 [
    i32 3, label %69
    i32 2, label %74
    i32 1, label %81
    i32 0, label %93
  ]

29:                                               ; preds = %12, %29
  %30 = phi i32 [ %66, %29 ], [ %2, %12 ]
  %31 = phi i32 [ %67, %29 ], [ 0, %12 ]
  %32 = shl nsw i32 %31, 2
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr %17, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !12
  %36 = zext i8 %35 to i32
  %37 = or disjoint i32 %32, 1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %17, i64 %38
  %40 = load i8, ptr %39, align 1, !tbaa !12
  %41 = zext i8 %40 to i32
  %42 = shl nuw nsw i32 %41, 8
  %43 = or disjoint i32 %42, %36
  %44 = or disjoint i32 %32, 2
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr %17, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !12
  %48 = zext i8 %47 to i32
  %49 = shl nuw nsw i32 %48, 16
  %50 = or disjoint i32 %43, %49
  %51 = or disjoint i32 %32, 3
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr %17, i64 %52
  %54 = load i8, ptr %53, align 1, !tbaa !12
  %55 = zext i8 %54 to i32
  %56 = shl nuw i32 %55, 24
  %57 = or disjoint i32 %50, %56
  %58 = mul i32 %57, -862048943
  %59 = mul i32 %57, 380141568
  %60 = lshr i32 %58, 17
  %61 = or disjoint i32 %60, %59
  %62 = mul i32 %61, 461845907
  %63 = xor i32 %62, %30
  %64 = tail call i32 @llvm.fshl.i32(i32 %63, i32 %63, i32 13)
  %65 = mul i32 %64, 5
  %66 = add i32 %65, -430675100
  %67 = add nuw nsw i32 %31, 1
  %68 = icmp eq i32 %67, %21
  br i1 %68, label %23, label %29, !llvm.loop !15

69:                                               ; preds = %23
  %70 = getelementptr inbounds i8, ptr %27, i64 2
  %71 = load i8, ptr %70, align 1, !tbaa !12
  %72 = zext i8 %71 to i32
  %73 = shl nuw nsw i32 %72, 16
  br label %74

74:                                               ; preds = %69, %23
  %75 = phi i32 [ 0, %23 ], [ %73, %69 ]
  %76 = getelementptr inbounds i8, ptr %27, i64 1
  %77 = load i8, ptr %76, align 1, !tbaa !12
  %78 = zext i8 %77 to i32
  %79 = shl nuw nsw i32 %78, 8
  %80 = or disjoint i32 %79, %75
  br label %81

81:                                               ; preds = %74, %23
  %82 = phi i32 [ 0, %23 ], [ %80, %74 ]
  %83 = load i8, ptr %27, align 1, !tbaa !12
  %84 = zext i8 %83 to i32
  %85 = xor i32 %82, %84
  %86 = mul i32 %85, -862048943
  %87 = mul i32 %85, 380141568
  %88 = lshr i32 %86, 17
  %89 = or disjoint i32 %88, %87
  %90 = mul i32 %89, 461845907
  %91 = xor i32 %90, %24
  br label %93

92:                                               ; preds = %23
  unreachable

93:                                               ; preds = %23, %81
  %94 = phi i32 [ %24, %23 ], [ %91, %81 ]
  %95 = xor i32 %94, %20
  %96 = lshr i32 %95, 16
  %97 = xor i32 %96, %95
  %98 = mul i32 %97, -2048144789
  %99 = lshr i32 %98, 13
  %100 = xor i32 %99, %98
  %101 = mul i32 %100, -1028477387
  %102 = lshr i32 %101, 16
  %103 = xor i32 %102, %101
  %104 = getelementptr inbounds i32, ptr %3, i64 %13
  store i32 %103, ptr %104, align 4, !tbaa !17
  br label %105

105:                                              ; preds = %93, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @xxhash32_records(ptr noalias nocapture noundef readonly %0, i32 noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %65

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %struct.uint4, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 16, !tbaa !17
  %15 = getelementptr inbounds i8, ptr %13, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !17
  %17 = getelementptr inbounds i8, ptr %13, i64 8
  %18 = load i32, ptr %17, align 8, !tbaa !17
  %19 = getelementptr inbounds i8, ptr %13, i64 12
  %20 = load i32, ptr %19, align 4, !tbaa !17
  %21 = add i32 %1, 606290984
  %22 = add i32 %1, -2048144777
  %23 = add i32 %1, 1640531535
  %24 = mul i32 %14, -2048144777
  %25 = add i32 %21, %24
  %26 = tail call i32 @llvm.fshl.i32(i32 %25, i32 %25, i32 13)
  %27 = mul i32 %26, -1640531535
  %28 = mul i32 %16, -2048144777
  %29 = add i32 %22, %28
  %30 = tail call i32 @llvm.fshl.i32(i32 %29, i32 %29, i32 13)
  %31 = mul i32 %30, -1640531535
  %32 = mul i32 %18, -2048144777
  %33 = add i32 %32, %1
  %34 = tail call i32 @llvm.fshl.i32(i32 %33, i32 %33, i32 13)
  %35 = mul i32 %34, -1640531535
  %36 = mul i32 %20, -2048144777
  %37 = add i32 %23, %36
  %38 = tail call i32 @llvm.fshl.i32(i32 %37, i32 %37, i32 13)
  %39 = mul i32 %38, -1640531535
  %40 = mul i32 %26, 1013904226
  %41 = lshr i32 %27, 31
  %42 = mul i32 %30, 465361024
  %43 = lshr i32 %31, 25
  %44 = mul i32 %34, 2006650880
  %45 = lshr i32 %35, 20
  %46 = mul i32 %38, -423362560
  %47 = lshr i32 %39, 14
  %48 = add i32 %40, 16
  %49 = or disjoint i32 %48, %41
  %50 = add i32 %49, %42
  %51 = add i32 %50, %43
  %52 = add i32 %51, %44
  %53 = add i32 %52, %45
  %54 = add i32 %53, %46
  %55 = add i32 %54, %47
  %56 = lshr i32 %55, 15
  %57 = xor i32 %56, %55
  %58 = mul i32 %57, -2048144777
  %59 = lshr i32 %58, 13
  %60 = xor i32 %59, %58
  %61 = mul i32 %60, -1028477379
  %62 = lshr i32 %61, 16
  %63 = xor i32 %62, %61
  %64 = getelementptr inbounds i32, ptr %2, i64 %12
  store i32 %63, ptr %64, align 4, !tbaa !17
  br label %65

65:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none)
define dso_local void @hash_clear() local_unnamed_addr #3 {
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = mul i32 %1, %2
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add i32 %3, %4
  %6 = icmp slt i32 %5, 128
  br i1 %6, label %7, label %10

7:                                                ; preds = %0
  %8 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = mul i32 %2, %8
  br label %11

10:                                               ; preds = %11, %0
  ret void

11:                                               ; preds = %7, %11
  %12 = phi i32 [ %5, %7 ], [ %16, %11 ]
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(1) @g_table_keys to ptr), i64 0, i64 %13
  store i32 -1, ptr %14, align 4, !tbaa !17
  %15 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(1) @g_table_vals to ptr), i64 0, i64 %13
  store i32 0, ptr %15, align 4, !tbaa !17
  %16 = add i32 %12, %9
  %17 = icmp slt i32 %16, 128
  br i1 %17, label %11, label %10, !llvm.loop !19
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local void @hash_insert(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %41

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !17
  %14 = lshr i32 %13, 16
  %15 = xor i32 %14, %13
  %16 = mul i32 %15, -2048144789
  %17 = lshr i32 %16, 13
  %18 = xor i32 %17, %16
  %19 = mul i32 %18, -1028477387
  %20 = lshr i32 %19, 16
  %21 = xor i32 %20, %19
  %22 = and i32 %21, 127
  %23 = getelementptr inbounds i32, ptr %1, i64 %11
  br label %24

24:                                               ; preds = %39, %10
  %25 = phi i32 [ %22, %10 ], [ %40, %39 ]
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(1) @g_table_keys to ptr), i64 0, i64 %26
  %28 = cmpxchg ptr %27, i32 -1, i32 %13 seq_cst seq_cst, align 4
  %29 = extractvalue { i32, i1 } %28, 0
  %30 = extractvalue { i32, i1 } %28, 1
  %31 = icmp eq i32 %29, %13
  %32 = or i1 %30, %31
  br i1 %32, label %33, label %36

33:                                               ; preds = %24
  %34 = load i32, ptr %23, align 4, !tbaa !17
  %35 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(1) @g_table_vals to ptr), i64 0, i64 %26
  store i32 %34, ptr %35, align 4, !tbaa !17
  br label %39

36:                                               ; preds = %24
  %37 = add nuw nsw i32 %25, 1
  %38 = and i32 %37, 127
  br label %39

39:                                               ; preds = %36, %33
  %40 = phi i32 [ %25, %33 ], [ %38, %36 ]
  br i1 %32, label %41, label %24, !llvm.loop !20

41:                                               ; preds = %39, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @hash_lookup(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %67

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !17
  %14 = lshr i32 %13, 16
  %15 = xor i32 %14, %13
  %16 = mul i32 %15, -2048144789
  %17 = lshr i32 %16, 13
  %18 = xor i32 %17, %16
  %19 = mul i32 %18, -1028477387
  %20 = lshr i32 %19, 16
  %21 = xor i32 %20, %19
  %22 = and i32 %21, 127
  %23 = getelementptr inbounds i32, ptr %1, i64 %11
  br label %44

24:                                               ; preds = %59
  %25 = zext nneg i32 %60 to i64
  %26 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(1) @g_table_keys to ptr), i64 0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !17
  %28 = icmp eq i32 %27, %13
  br i1 %28, label %34, label %29

29:                                               ; preds = %24
  %30 = icmp eq i32 %27, -1
  br i1 %30, label %37, label %31

31:                                               ; preds = %29
  %32 = add nuw nsw i32 %60, 1
  %33 = and i32 %32, 127
  br label %37

34:                                               ; preds = %24
  %35 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(1) @g_table_vals to ptr), i64 0, i64 %25
  %36 = load i32, ptr %35, align 4, !tbaa !17
  store i32 %36, ptr %23, align 4, !tbaa !17
  br label %37

37:                                               ; preds = %34, %31, %29
  %38 = phi i32 [ %60, %34 ], [ %33, %31 ], [ %60, %29 ]
  %39 = phi i1 [ false, %34 ], [ true, %31 ], [ false, %29 ]
  %40 = phi i32 [ 1, %34 ], [ 0, %31 ], [ 2, %29 ]
  br i1 %39, label %41, label %63

41:                                               ; preds = %37
  %42 = add nuw nsw i32 %45, 2
  %43 = icmp eq i32 %42, 128
  br i1 %43, label %63, label %44, !llvm.loop !21

44:                                               ; preds = %41, %10
  %45 = phi i32 [ 0, %10 ], [ %42, %41 ]
  %46 = phi i32 [ %22, %10 ], [ %38, %41 ]
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(1) @g_table_keys to ptr), i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !17
  %50 = icmp eq i32 %49, %13
  br i1 %50, label %51, label %54

51:                                               ; preds = %44
  %52 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(1) @g_table_vals to ptr), i64 0, i64 %47
  %53 = load i32, ptr %52, align 4, !tbaa !17
  store i32 %53, ptr %23, align 4, !tbaa !17
  br label %59

54:                                               ; preds = %44
  %55 = icmp eq i32 %49, -1
  br i1 %55, label %59, label %56

56:                                               ; preds = %54
  %57 = add nuw nsw i32 %46, 1
  %58 = and i32 %57, 127
  br label %59

59:                                               ; preds = %54, %56, %51
  %60 = phi i32 [ %46, %51 ], [ %58, %56 ], [ %46, %54 ]
  %61 = phi i1 [ false, %51 ], [ true, %56 ], [ false, %54 ]
  %62 = phi i32 [ 1, %51 ], [ 0, %56 ], [ 2, %54 ]
  br i1 %61, label %24, label %63

63:                                               ; preds = %41, %37, %59
  %64 = phi i32 [ %62, %59 ], [ %40, %37 ], [ 2, %41 ]
  %65 = icmp eq i32 %64, 2
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  store i32 -1, ptr %23, align 4, !tbaa !17
  br label %67

67:                                               ; preds = %66, %63, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(write, argmem: none, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nounwind memory(readwrite, argmem: read, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @murmur_strings, !"kernel", i32 1}
!5 = !{ptr @xxhash32_records, !"kernel", i32 1}
!6 = !{ptr @hash_clear, !"kernel", i32 1}
!7 = !{ptr @hash_insert, !"kernel", i32 1}
!8 = !{ptr @hash_lookup, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !13, i64 0}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
