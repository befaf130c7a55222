; crc32_table: CRC-32 with a lookup table in a __device__ array: one launch
; builds the table from the polynomial in an initialised __device__
; variable, the next hashes 64-byte records reading the table the first
; left in global memory; a __device__ const nibble table counts bits.
;
; Expected CRCs come from zlib.crc32, the table from the polynomial's
; definition.
; Exercises: `addrspace(1) externally_initialized global` i32 (initialised)
; and [256 x i32] (zeroinitializer) written by one launch and read by
; another, an `internal addrspace(4) constant [16 x i8]` (clang moves the
; __device__ const there), @llvm.compiler.used, i8 loads, loops.
;
; launch: %crc32_build_table grid=4 block=64
; expect: @crc_table == [0x00000000, 0x77073096, 0xee0e612c, 0x990951ba, 0x076dc419, 0x706af48f, 0xe963a535, 0x9e6495a3, 0x0edb8832, 0x79dcb8a4, 0xe0d5e91e, 0x97d2d988, 0x09b64c2b, 0x7eb17cbd, 0xe7b82d07, 0x90bf1d91, 0x1db71064, 0x6ab020f2, 0xf3b97148, 0x84be41de, 0x1adad47d, 0x6ddde4eb, 0xf4d4b551, 0x83d385c7, 0x136c9856, 0x646ba8c0, 0xfd62f97a, 0x8a65c9ec, 0x14015c4f, 0x63066cd9, 0xfa0f3d63, 0x8d080df5, 0x3b6e20c8, 0x4c69105e, 0xd56041e4, 0xa2677172, 0x3c03e4d1, 0x4b04d447, 0xd20d85fd, 0xa50ab56b, 0x35b5a8fa, 0x42b2986c, 0xdbbbc9d6, 0xacbcf940, 0x32d86ce3, 0x45df5c75, 0xdcd60dcf, 0xabd13d59, 0x26d930ac, 0x51de003a, 0xc8d75180, 0xbfd06116, 0x21b4f4b5, 0x56b3c423, 0xcfba9599, 0xb8bda50f, 0x2802b89e, 0x5f058808, 0xc60cd9b2, 0xb10be924, 0x2f6f7c87, 0x58684c11, 0xc1611dab, 0xb6662d3d, 0x76dc4190, 0x01db7106, 0x98d220bc, 0xefd5102a, 0x71b18589, 0x06b6b51f, 0x9fbfe4a5, 0xe8b8d433, 0x7807c9a2, 0x0f00f934, 0x9609a88e, 0xe10e9818, 0x7f6a0dbb, 0x086d3d2d, 0x91646c97, 0xe6635c01, 0x6b6b51f4, 0x1c6c6162, 0x856530d8, 0xf262004e, 0x6c0695ed, 0x1b01a57b, 0x8208f4c1, 0xf50fc457, 0x65b0d9c6, 0x12b7e950, 0x8bbeb8ea, 0xfcb9887c, 0x62dd1ddf, 0x15da2d49, 0x8cd37cf3, 0xfbd44c65, 0x4db26158, 0x3ab551ce, 0xa3bc0074, 0xd4bb30e2, 0x4adfa541, 0x3dd895d7, 0xa4d1c46d, 0xd3d6f4fb, 0x4369e96a, 0x346ed9fc, 0xad678846, 0xda60b8d0, 0x44042d73, 0x33031de5, 0xaa0a4c5f, 0xdd0d7cc9, 0x5005713c, 0x270241aa, 0xbe0b1010, 0xc90c2086, 0x5768b525, 0x206f85b3, 0xb966d409, 0xce61e49f, 0x5edef90e, 0x29d9c998, 0xb0d09822, 0xc7d7a8b4, 0x59b33d17, 0x2eb40d81, 0xb7bd5c3b, 0xc0ba6cad, 0xedb88320, 0x9abfb3b6, 0x03b6e20c, 0x74b1d29a, 0xead54739, 0x9dd277af, 0x04db2615, 0x73dc1683, 0xe3630b12, 0x94643b84, 0x0d6d6a3e, 0x7a6a5aa8, 0xe40ecf0b, 0x9309ff9d, 0x0a00ae27, 0x7d079eb1, 0xf00f9344, 0x8708a3d2, 0x1e01f268, 0x6906c2fe, 0xf762575d, 0x806567cb, 0x196c3671, 0x6e6b06e7, 0xfed41b76, 0x89d32be0, 0x10da7a5a, 0x67dd4acc, 0xf9b9df6f, 0x8ebeeff9, 0x17b7be43, 0x60b08ed5, 0xd6d6a3e8, 0xa1d1937e, 0x38d8c2c4, 0x4fdff252, 0xd1bb67f1, 0xa6bc5767, 0x3fb506dd, 0x48b2364b, 0xd80d2bda, 0xaf0a1b4c, 0x36034af6, 0x41047a60, 0xdf60efc3, 0xa867df55, 0x316e8eef, 0x4669be79, 0xcb61b38c, 0xbc66831a, 0x256fd2a0, 0x5268e236, 0xcc0c7795, 0xbb0b4703, 0x220216b9, 0x5505262f, 0xc5ba3bbe, 0xb2bd0b28, 0x2bb45a92, 0x5cb36a04, 0xc2d7ffa7, 0xb5d0cf31, 0x2cd99e8b, 0x5bdeae1d, 0x9b64c2b0, 0xec63f226, 0x756aa39c, 0x026d930a, 0x9c0906a9, 0xeb0e363f, 0x72076785, 0x05005713, 0x95bf4a82, 0xe2b87a14, 0x7bb12bae, 0x0cb61b38, 0x92d28e9b, 0xe5d5be0d, 0x7cdcefb7, 0x0bdbdf21, 0x86d3d2d4, 0xf1d4e242, 0x68ddb3f8, 0x1fda836e, 0x81be16cd, 0xf6b9265b, 0x6fb077e1, 0x18b74777, 0x88085ae6, 0xff0f6a70, 0x66063bca, 0x11010b5c, 0x8f659eff, 0xf862ae69, 0x616bffd3, 0x166ccf45, 0xa00ae278, 0xd70dd2ee, 0x4e048354, 0x3903b3c2, 0xa7672661, 0xd06016f7, 0x4969474d, 0x3e6e77db, 0xaed16a4a, 0xd9d65adc, 0x40df0b66, 0x37d83bf0, 0xa9bcae53, 0xdebb9ec5, 0x47b2cf7f, 0x30b5ffe9, 0xbdbdf21c, 0xcabac28a, 0x53b39330, 0x24b4a3a6, 0xbad03605, 0xcdd70693, 0x54de5729, 0x23d967bf, 0xb3667a2e, 0xc4614ab8, 0x5d681b02, 0x2a6f2b94, 0xb40bbe37, 0xc30c8ea1, 0x5a05df1b, 0x2d02ef8d]
; launch: %crc32_records grid=1 block=32
; arg: @data = i8[2048] (i * 2654435761) >> 11
; arg: 64
; arg: @crcs = i32[32] 0
; arg: @ones = i32[32] 0
; arg: 32
; expect: @crcs == [0x07cdd327, 0x40592810, 0x90d45f07, 0x49b4c73b, 0xea0feabd, 0xca6ac5ab, 0xe5eb8b24, 0x7291c2c2, 0x1c400cc5, 0x334d878a, 0xedf860e4, 0xde0bbe8f, 0x9022480b, 0x9b352263, 0xf54ce4b3, 0x2f839b11, 0x1d52f587, 0x1b8c6c5a, 0x9dddb3fd, 0x85f3356f, 0x52211375, 0xc4cb3eb8, 0x8524f79a, 0x9866bc3b, 0xc28a3130, 0xd63c04cf, 0x42e3a32d, 0x06d3fde7, 0x37ef439b, 0x6305f25c, 0x8bdc89d9, 0xc8af2882]
; expect: @ones == [259, 259, 256, 256, 254, 257, 256, 260, 257, 256, 262, 257, 249, 258, 254, 258, 258, 253, 254, 255, 262, 263, 254, 258, 250, 249, 262, 257, 255, 255, 254, 257]
; ModuleID = 'src/crc32_table.cu'
source_filename = "src/crc32_table.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@crc_poly = dso_local addrspace(1) externally_initialized global i32 -306674912, align 4
@crc_table = dso_local addrspace(1) externally_initialized global [256 x i32] zeroinitializer, align 4
@_ZL11nibble_bits = internal unnamed_addr addrspace(4) constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @crc_poly to ptr), ptr addrspacecast (ptr addrspace(1) @crc_table to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @crc32_build_table() local_unnamed_addr #0 {
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = mul i32 %1, %2
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add i32 %3, %4
  %6 = icmp ugt i32 %5, 255
  br i1 %6, label %51, label %7

7:                                                ; preds = %0
  %8 = load i32, ptr addrspacecast (ptr addrspace(1) @crc_poly to ptr), align 4
  %9 = and i32 %5, 1
  %10 = icmp eq i32 %9, 0
  %11 = lshr i32 %5, 1
  %12 = select i1 %10, i32 0, i32 %8
  %13 = xor i32 %12, %11
  %14 = and i32 %13, 1
  %15 = icmp eq i32 %14, 0
  %16 = lshr i32 %13, 1
  %17 = select i1 %15, i32 0, i32 %8
  %18 = xor i32 %17, %16
  %19 = and i32 %18, 1
  %20 = icmp eq i32 %19, 0
  %21 = lshr i32 %18, 1
  %22 = select i1 %20, i32 0, i32 %8
  %23 = xor i32 %22, %21
  %24 = and i32 %23, 1
  %25 = icmp eq i32 %24, 0
  %26 = lshr i32 %23, 1
  %27 = select i1 %25, i32 0, i32 %8
  %28 = xor i32 %27, %26
  %29 = and i32 %28, 1
  %30 = icmp eq i32 %29, 0
  %31 = lshr i32 %28, 1
  %32 = select i1 %30, i32 0, i32 %8
  %33 = xor i32 %32, %31
  %34 = and i32 %33, 1
  %35 = icmp eq i32 %34, 0
  %36 = lshr i32 %33, 1
  %37 = select i1 %35, i32 0, i32 %8
  %38 = xor i32 %37, %36
  %39 = and i32 %38, 1
  %40 = icmp eq i32 %39, 0
  %41 = lshr i32 %38, 1
  %42 = select i1 %40, i32 0, i32 %8
  %43 = xor i32 %42, %41
  %44 = and i32 %43, 1
  %45 = icmp eq i32 %44, 0
  %46 = lshr i32 %43, 1
  %47 = select i1 %45, i32 0, i32 %8
  %48 = xor i32 %47, %46
  %49 = zext nneg i32 %5 to i64
  %50 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(1) @crc_table to ptr), i64 0, i64 %49
  store i32 %48, ptr %50, align 4, !tbaa !9
  br label %51

51:                                               ; preds = %0, %7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @crc32_records(ptr noalias nocapture noundef readonly %0, i32 noundef %1, ptr noalias nocapture noundef writeonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %54

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = sext i32 %1 to i64
  %15 = mul nsw i64 %14, %13
  %16 = getelementptr inbounds i8, ptr %0, i64 %15
  %17 = icmp sgt i32 %1, 0
  br i1 %17, label %25, label %20

18:                                               ; preds = %25
  %19 = xor i32 %39, -1
  br label %20

20:                                               ; preds = %18, %12
  %21 = phi i32 [ 0, %12 ], [ %19, %18 ]
  %22 = phi i32 [ 0, %12 ], [ %51, %18 ]
  %23 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %21, ptr %23, align 4, !tbaa !9
  %24 = getelementptr inbounds i32, ptr %3, i64 %13
  store i32 %22, ptr %24, align 4, !tbaa !9
  br label %54

25:                                               ; preds = %12, %25
  %26 = phi i32 [ %52, %25 ], [ 0, %12 ]
  %27 = phi i32 [ %51, %25 ], [ 0, %12 ]
  %28 = phi i32 [ %39, %25 ], [ -1, %12 ]
  %29 = zext nneg i32 %26 to i64
  %30 = getelementptr inbounds i8, ptr %16, i64 %29
  %31 = load i8, ptr %30, align 1, !tbaa !13
  %32 = zext i8 %31 to i32
  %33 = and i32 %28, 255
  %34 = xor i32 %33, %32
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(1) @crc_table to ptr), i64 0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !9
  %38 = lshr i32 %28, 8
  %39 = xor i32 %37, %38
  %40 = and i32 %32, 15
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [16 x i8], ptr addrspacecast (ptr addrspace(4) @_ZL11nibble_bits to ptr), i64 0, i64 %41
  %43 = load i8, ptr %42, align 1, !tbaa !13
  %44 = zext i8 %43 to i32
  %45 = lshr i32 %32, 4
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [16 x i8], ptr addrspacecast (ptr addrspace(4) @_ZL11nibble_bits to ptr), i64 0, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !13
  %49 = zext i8 %48 to i32
  %50 = add i32 %27, %44
  %51 = add i32 %50, %49
  %52 = add nuw nsw i32 %26, 1
  %53 = icmp eq i32 %52, %1
  br i1 %53, label %18, label %25, !llvm.loop !14

54:                                               ; preds = %5, %20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @crc32_build_table, !"kernel", i32 1}
!5 = !{ptr @crc32_records, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!11, !11, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
