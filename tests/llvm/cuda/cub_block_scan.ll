; cub_block_scan: WARP INTRINSICS (next issue; reached through cub's inline
; asm). Stream compaction of 256-item tiles with cub::BlockLoad
; (BLOCK_LOAD_TRANSPOSE through shared memory), flags, and
; cub::BlockScan::ExclusiveSum giving each kept item's position and the
; tile's count; and running maxima with BlockScan::InclusiveScan and
; cub::Max().
;
; Exercises: inline asm `shfl.sync.up.b32` (plain and predicated forms),
; llvm.nvvm.shfl.sync.idx.i32, a shared union of TempStorage types
; (align 16), llvm.smax.i32, barrier0.
;
; launch: %select_if_tile grid=2 block=64
; arg: @in = i32[512] (i * 7919) % 1000
; arg: @out = i32[512] 0
; arg: @counts = i32[2] 0
; arg: 500
; expect: @out == [919, 838, 757, 676, 595, 514, 947, 866, 785, 704, 623, 542, 975, 894, 813, 732, 651, 570, 922, 841, 760, 679, 598, 517, 950, 869, 788, 707, 626, 545, 978, 897, 816, 735, 654, 573, 925, 844, 763, 682, 601, 520, 953, 872, 791, 710, 629, 548, 981, 900, 819, 738, 657, 576, 928, 847, 766, 685, 604, 523, 956, 875, 794, 713, 632, 551, 984, 903, 822, 741, 660, 579, 931, 850, 769, 688, 607, 526, 959, 878, 797, 716, 635, 554, 987, 906, 825, 744, 663, 582, 501, 934, 853, 772, 691, 610, 529, 962, 881, 800, 719, 638, 557, 990, 909, 828, 747, 666, 585, 504, 937, 856, 775, 694, 613, 532, 965, 884, 803, 722, 641, 560, 993, 912, 831, 750, 669, 588, 507, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 940, 859, 778, 697, 616, 535, 968, 887, 806, 725, 644, 563, 996, 915, 834, 753, 672, 591, 510, 943, 862, 781, 700, 619, 538, 971, 890, 809, 728, 647, 566, 999, 918, 837, 756, 675, 594, 513, 946, 865, 784, 703, 622, 541, 974, 893, 812, 731, 650, 569, 921, 840, 759, 678, 597, 516, 949, 868, 787, 706, 625, 544, 977, 896, 815, 734, 653, 572, 924, 843, 762, 681, 600, 519, 952, 871, 790, 709, 628, 547, 980, 899, 818, 737, 656, 575, 927, 846, 765, 684, 603, 522, 955, 874, 793, 712, 631, 550, 983, 902, 821, 740, 659, 578, 930, 849, 768, 687, 606, 525, 958, 877, 796, 715, 634, 553, 986, 905, 824, 743, 662, 581, 933, 852, 771, 690, 609, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
; expect: @counts == [129, 127]
; launch: %running_max grid=2 block=64
; arg: @in = i32[128] (i * 7919) % 2001 - 1000
; arg: @out = i32[128] 0
; expect: @out == [-1000, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 916, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, 962, -437, -437, -437, -437, -437, -437, -437, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 969, 976, 976, 976, 976, 976, 976, 976, 976, 976, 976]
; ModuleID = 'src/cub_block_scan.cu'
source_filename = "src/cub_block_scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%union.anon = type { %"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::Uninitialized" }
%"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::Uninitialized" = type { [64 x %struct.ulonglong2.0] }
%struct.ulonglong2.0 = type { i64, i64 }
%"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::BlockScan<int, 64>::TempStorage" = type { %"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::Uninitialized.1" }
%"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::Uninitialized.1" = type { [18 x %struct.ulonglong2.0] }

@_ZZ14select_if_tileE4temp = internal unnamed_addr addrspace(3) global %union.anon undef, align 16
@_ZZ11running_maxE4temp = internal unnamed_addr addrspace(3) global %"struct.cub::CUB_200802_SM___CUDA_ARCH_LIST__::BlockScan<int, 64>::TempStorage" undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @select_if_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 8
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = zext nneg i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr %9, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = add nuw nsw i32 %7, 64
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %9, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !9
  %17 = add nuw nsw i32 %7, 128
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %9, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !9
  %21 = add nuw nsw i32 %7, 192
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %9, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !9
  %25 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !13
  %26 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 %10
  store i32 %12, ptr %26, align 4, !tbaa !9
  %27 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 %14
  store i32 %16, ptr %27, align 4, !tbaa !9
  %28 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 %18
  store i32 %20, ptr %28, align 4, !tbaa !9
  %29 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 %22
  store i32 %24, ptr %29, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %30 = shl nuw nsw i32 %7, 2
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !9
  %34 = or disjoint i32 %30, 1
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !9
  %38 = or disjoint i32 %30, 2
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !9
  %42 = or disjoint i32 %30, 3
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %46 = icmp sgt i32 %33, %3
  %47 = zext i1 %46 to i32
  %48 = icmp sgt i32 %37, %3
  %49 = zext i1 %48 to i32
  %50 = icmp sgt i32 %41, %3
  %51 = zext i1 %50 to i32
  %52 = icmp sgt i32 %45, %3
  %53 = zext i1 %52 to i32
  %54 = add nuw nsw i32 %49, %47
  %55 = add nuw nsw i32 %54, %51
  %56 = add nuw nsw i32 %55, %53
  %57 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 16), i64 %10
  store i32 %56, ptr %57, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %58 = icmp ult i32 %7, 32
  br i1 %58, label %59, label %79

59:                                               ; preds = %4
  %60 = shl nuw nsw i32 %7, 1
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 16), i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !9
  %64 = getelementptr inbounds i8, ptr %62, i64 4
  %65 = load i32, ptr %64, align 4, !tbaa !9
  %66 = add nsw i32 %65, %63
  %67 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !13
  %68 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %66, i32 1, i32 0, i32 %66, i32 -1) #6, !srcloc !14
  %69 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %68, i32 2, i32 0, i32 %68, i32 -1) #6, !srcloc !14
  %70 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %69, i32 4, i32 0, i32 %69, i32 -1) #6, !srcloc !14
  %71 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %70, i32 8, i32 0, i32 %70, i32 -1) #6, !srcloc !14
  %72 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %71, i32 16, i32 0, i32 %71, i32 -1) #6, !srcloc !14
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %72, i32 31, i32 31)
  %74 = sub nsw i32 %72, %66
  %75 = load i32, ptr %62, align 4, !tbaa !9
  %76 = add nsw i32 %75, %74
  store i32 %74, ptr %62, align 4, !tbaa !9
  store i32 %76, ptr %64, align 4, !tbaa !9
  %77 = icmp eq i32 %7, 0
  br i1 %77, label %78, label %79

78:                                               ; preds = %59
  store i32 %73, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 272), align 16, !tbaa !15
  br label %79

79:                                               ; preds = %59, %78, %4
  tail call void @llvm.nvvm.barrier0()
  %80 = load i32, ptr %57, align 4, !tbaa !9
  %81 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14select_if_tileE4temp to ptr), i64 272), align 16, !tbaa !15
  %82 = add nsw i32 %80, %47
  %83 = add nsw i32 %82, %49
  %84 = add nsw i32 %83, %51
  br i1 %46, label %85, label %89

85:                                               ; preds = %79
  %86 = add nsw i32 %80, %6
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %1, i64 %87
  store i32 %33, ptr %88, align 4, !tbaa !9
  br label %89

89:                                               ; preds = %79, %85
  br i1 %48, label %90, label %94

90:                                               ; preds = %89
  %91 = add nsw i32 %82, %6
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %1, i64 %92
  store i32 %37, ptr %93, align 4, !tbaa !9
  br label %94

94:                                               ; preds = %90, %89
  br i1 %50, label %95, label %99

95:                                               ; preds = %94
  %96 = add nsw i32 %83, %6
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %1, i64 %97
  store i32 %41, ptr %98, align 4, !tbaa !9
  br label %99

99:                                               ; preds = %95, %94
  br i1 %52, label %100, label %104

100:                                              ; preds = %99
  %101 = add nsw i32 %84, %6
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %1, i64 %102
  store i32 %45, ptr %103, align 4, !tbaa !9
  br label %104

104:                                              ; preds = %100, %99
  %105 = icmp eq i32 %7, 0
  br i1 %105, label %106, label %109

106:                                              ; preds = %104
  %107 = zext nneg i32 %5 to i64
  %108 = getelementptr inbounds i32, ptr %2, i64 %107
  store i32 %81, ptr %108, align 4, !tbaa !9
  br label %109

109:                                              ; preds = %106, %104
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @running_max(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 6
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !9
  %10 = zext nneg i32 %5 to i64
  %11 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11running_maxE4temp to ptr), i64 16), i64 %10
  store i32 %9, ptr %11, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %12 = icmp ult i32 %5, 32
  br i1 %12, label %13, label %49

13:                                               ; preds = %2
  %14 = shl nuw nsw i32 %5, 1
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11running_maxE4temp to ptr), i64 16), i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %16, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !9
  %20 = tail call noundef i32 @llvm.smax.i32(i32 %17, i32 %19)
  %21 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #5, !srcloc !13
  %22 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %20, i32 1, i32 0, i32 -1) #6, !srcloc !21
  %23 = tail call noundef i32 @llvm.smax.i32(i32 %22, i32 %20)
  %24 = icmp slt i32 %21, 1
  %25 = select i1 %24, i32 %20, i32 %23
  %26 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %25, i32 2, i32 0, i32 -1) #6, !srcloc !21
  %27 = tail call noundef i32 @llvm.smax.i32(i32 %26, i32 %25)
  %28 = icmp slt i32 %21, 2
  %29 = select i1 %28, i32 %25, i32 %27
  %30 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %29, i32 4, i32 0, i32 -1) #6, !srcloc !21
  %31 = tail call noundef i32 @llvm.smax.i32(i32 %30, i32 %29)
  %32 = icmp slt i32 %21, 4
  %33 = select i1 %32, i32 %29, i32 %31
  %34 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %33, i32 8, i32 0, i32 -1) #6, !srcloc !21
  %35 = tail call noundef i32 @llvm.smax.i32(i32 %34, i32 %33)
  %36 = icmp slt i32 %21, 8
  %37 = select i1 %36, i32 %33, i32 %35
  %38 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %37, i32 16, i32 0, i32 -1) #6, !srcloc !21
  %39 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 %37)
  %40 = icmp slt i32 %21, 16
  %41 = select i1 %40, i32 %37, i32 %39
  %42 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %41, i32 1, i32 0, i32 -1) #6, !srcloc !21
  %43 = icmp eq i32 %5, 0
  %44 = load i32, ptr %16, align 4, !tbaa !9
  %45 = load i32, ptr %18, align 4, !tbaa !9
  %46 = tail call noundef i32 @llvm.smax.i32(i32 %42, i32 %44)
  %47 = select i1 %43, i32 %44, i32 %46
  %48 = tail call noundef i32 @llvm.smax.i32(i32 %47, i32 %45)
  store i32 %47, ptr %16, align 4, !tbaa !9
  store i32 %48, ptr %18, align 4, !tbaa !9
  br label %49

49:                                               ; preds = %2, %13
  tail call void @llvm.nvvm.barrier0()
  %50 = load i32, ptr %11, align 4, !tbaa !9
  %51 = getelementptr inbounds i32, ptr %1, i64 %7
  store i32 %50, ptr %51, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @select_if_tile, !"kernel", i32 1}
!5 = !{ptr @running_max, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{i64 20641558}
!14 = !{i64 23580231}
!15 = !{!16, !10, i64 272}
!16 = !{!"_ZTSN3cub32CUB_200802_SM___CUDA_ARCH_LIST__6detail15BlockScanRakingIiLi64ELi1ELi1ELb0ELi0EE12_TempStorageE", !17, i64 0, !19, i64 16, !10, i64 272}
!17 = !{!"_ZTSN3cub32CUB_200802_SM___CUDA_ARCH_LIST__8WarpScanIiLi32ELi0EE11TempStorageE", !18, i64 0}
!18 = !{!"_ZTSN3cub32CUB_200802_SM___CUDA_ARCH_LIST__13UninitializedINS0_6detail12WarpScanShflIiLi32ELi0EE11TempStorageEEE", !11, i64 0}
!19 = !{!"_ZTSN3cub32CUB_200802_SM___CUDA_ARCH_LIST__17BlockRakingLayoutIiLi64ELi0EE11TempStorageE", !20, i64 0}
!20 = !{!"_ZTSN3cub32CUB_200802_SM___CUDA_ARCH_LIST__13UninitializedINS0_17BlockRakingLayoutIiLi64ELi0EE12_TempStorageEEE", !11, i64 0}
!21 = !{i64 16718297}
