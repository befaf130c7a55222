; philox_montecarlo: cuRAND's device API (curand_kernel.h): curand_init of a
; Philox4_32_10 state per thread (subsequence = thread id, an offset),
; curand4 draws for a pi estimate in exact integer arithmetic, and
; curand_uniform draws binned with shared and global atomics.
;
; The model implements Philox4x32-10 (checked against Random123's
; known-answer vectors) and cuRAND's counter, subsequence and offset
; semantics.
; Exercises: llvm.nvvm.mulhi.ui, 128-bit counter increments with carries,
; a switch on the position in the 4-word block, uitofp and fmul/fadd,
; shared and global atomicrmw add, an `addrspace(4)` table brought in by
; the header (__cr_lgamma_table) in @llvm.compiler.used, i64 parameters.
;
; launch: %pi_philox grid=2 block=64
; arg: 1234
; arg: 6
; arg: 16
; arg: @hits = i32[128] 0
; arg: @first_draw = i32[128] 0
; expect: @hits == [27, 28, 24, 23, 20, 28, 27, 20, 25, 24, 24, 20, 26, 23, 30, 22, 23, 23, 23, 28, 23, 24, 25, 29, 22, 29, 27, 26, 27, 24, 27, 27, 27, 26, 24, 27, 25, 23, 27, 26, 23, 27, 27, 26, 25, 27, 22, 25, 22, 29, 22, 27, 19, 27, 26, 23, 26, 21, 27, 23, 29, 23, 27, 24, 23, 27, 27, 27, 26, 26, 23, 25, 22, 27, 26, 25, 29, 29, 23, 25, 24, 25, 29, 22, 22, 22, 25, 23, 28, 26, 25, 25, 27, 26, 26, 22, 27, 25, 27, 23, 26, 24, 29, 26, 27, 25, 29, 24, 21, 23, 24, 28, 23, 24, 23, 24, 26, 23, 28, 25, 25, 25, 25, 23, 24, 21, 26, 23]
; expect: @first_draw == [0xfa277093, 0x1d8331c1, 0x9547f212, 0xf1cb58ed, 0xe1171a91, 0x32773955, 0xcb840262, 0xd4e428b4, 0x46bad223, 0x90bd2f98, 0x1021e38d, 0xdf35e625, 0x066fbd35, 0xd2e978c2, 0xeffe6f05, 0x2735a9cc, 0x4e909a6e, 0x36a4b015, 0x6a293869, 0xea01f2cf, 0x02d69f86, 0x8f715cc9, 0xf2084bd2, 0x0b3560b1, 0xc8741472, 0x171106e8, 0xcd17966c, 0xc76cb976, 0xc7f996d6, 0xe8df5cac, 0xf68c654f, 0x364d977d, 0xe4267a26, 0x7100dcbc, 0xc62f0678, 0xcfed738f, 0xacdd705e, 0xd138a6ea, 0xec8ea476, 0xbd5d94d8, 0x9fe6ecba, 0x14a24a19, 0x538e7eb7, 0x4baffafa, 0xdcd678ac, 0xd84afbf8, 0x2694be86, 0x089e5891, 0x24ebd2f9, 0x892641ee, 0x40dcfbe7, 0x5cd45496, 0x415eab24, 0x1773ee21, 0x885f8f24, 0x1f4b9033, 0xa28513da, 0x9db43e13, 0xac7bcacd, 0xc53faac8, 0x6ca07de1, 0xaa7be279, 0x1291d05b, 0x953fe45e, 0x8b377c01, 0x91d6d45c, 0x2f265f84, 0x9abe101e, 0x4d9df9f8, 0x3f7073dc, 0xb9399787, 0x6d86b4a0, 0xfa43e8dd, 0xf96fef07, 0x11e7e494, 0x3de3b61d, 0x8856158e, 0x2f37d10d, 0xbacf9910, 0x470f1f0a, 0xe9c81498, 0x4f726ce4, 0xd014d3ad, 0x813bb790, 0x795a95e0, 0xafb4fa2c, 0x71d6819b, 0x805af35f, 0x77b36970, 0x73f91264, 0x592aed26, 0xfee248c9, 0x99eb9a19, 0x11b0ef47, 0xdf9ad126, 0xf6cfd66e, 0x99be1cc3, 0x98905880, 0x9d459eb3, 0xb7ac030e, 0xc6f793b5, 0xf1ccce30, 0x4cafc928, 0x654f9994, 0xe8a4fef2, 0x47931b38, 0xc6a47146, 0xdf53252b, 0x6442fc11, 0x21fe730b, 0xf460cbee, 0x043ad985, 0x5e5bbaf0, 0x2a5cb014, 0x0adee541, 0x72e32295, 0x458e4639, 0x5a7d89ef, 0x1699f2e6, 0xb0ba5499, 0x6e85e270, 0x80646339, 0xeed1eb9b, 0xa6875f70, 0xf9a800ff, 0x6c50bc0c, 0x206e3573, 0x3995f46d]
; launch: %uniform_histogram grid=2 block=64
; arg: 42
; arg: 8
; arg: @bins = i32[8] 0
; arg: @samples = f32[128] 0
; expect: @bins == [130, 119, 121, 124, 129, 144, 129, 128]
; expect: @samples == [0.6129598617553711, 0.010058844462037086, 0.39841368794441223, 0.0403083972632885, 0.15626674890518188, 0.48247307538986206, 0.7362473011016846, 0.40598195791244507, 0.5188996195793152, 0.28671109676361084, 0.24158042669296265, 0.9228392243385315, 0.8299142122268677, 0.034187909215688705, 0.38789403438568115, 0.0823899582028389, 0.7741796374320984, 0.27922070026397705, 0.5138351321220398, 0.20682062208652496, 0.007366951555013657, 0.8750307559967041, 0.9682188034057617, 0.12011679261922836, 0.19720549881458282, 0.45025700330734253, 0.051116205751895905, 0.4892095625400543, 0.9331017732620239, 0.38074737787246704, 0.050850626081228256, 0.2662521302700043, 0.649459719657898, 0.2674867510795593, 0.1732936054468155, 0.8564701676368713, 0.27613523602485657, 0.20928014814853668, 0.07107550650835037, 0.7701148390769958, 0.6099904179573059, 0.34437647461891174, 0.9851880669593811, 0.46917256712913513, 0.9203398823738098, 0.7127343416213989, 0.10516226291656494, 0.8138365149497986, 0.10919184237718582, 0.6099410057067871, 0.17505978047847748, 0.840650737285614, 0.8704725503921509, 0.7286893725395203, 0.25406312942504883, 0.16671854257583618, 0.7270079255104065, 0.39869388937950134, 0.2695796489715576, 0.8029540181159973, 0.4109162986278534, 0.14746199548244476, 0.022837171331048012, 0.2331128567457199, 0.2298327386379242, 0.39838138222694397, 0.4808346927165985, 0.3122192323207855, 0.6220088005065918, 0.3560962975025177, 0.6511315703392029, 0.9304735064506531, 0.26966309547424316, 0.04607335478067398, 0.9925239682197571, 0.27882298827171326, 0.5107294321060181, 0.5944966673851013, 0.6164632439613342, 0.32913026213645935, 0.803625226020813, 0.49611255526542664, 0.6978209018707275, 0.6446313858032227, 0.905843198299408, 0.32914242148399353, 0.18525433540344238, 0.354761004447937, 0.7497245669364929, 0.28277936577796936, 0.7888826131820679, 0.9162732362747192, 0.2556906044483185, 0.6950657963752747, 0.5083553791046143, 0.024037912487983704, 0.5593975782394409, 0.8196877837181091, 0.042068034410476685, 0.5214309692382812, 0.189039409160614, 0.9493705034255981, 0.2595629394054413, 0.3241702616214752, 0.2899894714355469, 0.26553094387054443, 0.5964574813842773, 0.9040117859840393, 0.8554415702819824, 0.9351739287376404, 0.20219635963439941, 0.038457613438367844, 0.7558954358100891, 0.8228064179420471, 0.9767940640449524, 0.8809632062911987, 0.6055861711502075, 0.4656940698623657, 0.818717360496521, 0.582259476184845, 0.3116695284843445, 0.698670506477356, 0.820473313331604, 0.8502122163772583, 0.22228199243545532, 0.3015691637992859, 0.9218319654464722, 0.499812513589859]
; ModuleID = 'src/philox_montecarlo.cu'
source_filename = "src/philox_montecarlo.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17uniform_histogramE6s_bins = internal addrspace(3) global [8 x i32] undef, align 4
@_ZL17__cr_lgamma_table = dso_local addrspace(4) externally_initialized global [9 x double] [double 0.000000e+00, double 0.000000e+00, double 0x3FE62E42FEFA39EF, double 0x3FFCAB0BFA2A2002, double 0x40096CA77C922CF9, double 0x401326643C4479C9, double 0x401A51273ACF01CA, double 0x40210CE1F32DCC30, double 0x4025358E82FCB70D], align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @_ZL17__cr_lgamma_table to ptr)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @pi_philox(i64 noundef %0, i64 noundef %1, i32 noundef %2, ptr noalias nocapture noundef writeonly %3, ptr noalias nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = trunc i64 %0 to i32
  %13 = lshr i64 %0, 32
  %14 = trunc nuw i64 %13 to i32
  %15 = add i32 %12, -1640531527
  %16 = add i32 %14, -1150833019
  %17 = add i32 %12, 1013904242
  %18 = add i32 %14, 1993301258
  %19 = add i32 %12, -626627285
  %20 = add i32 %14, 842468239
  %21 = add i32 %12, 2027808484
  %22 = add i32 %14, -308364780
  %23 = add i32 %12, 387276957
  %24 = add i32 %14, -1459197799
  %25 = add i32 %12, -1253254570
  %26 = add i32 %14, 1684936478
  %27 = add i32 %12, 1401181199
  %28 = add i32 %14, 534103459
  %29 = add i32 %12, -239350328
  %30 = add i32 %14, -616729560
  %31 = add i64 %0, -7591623470438416384
  %32 = add i32 %12, -1879881855
  %33 = lshr i64 %31, 32
  %34 = trunc nuw i64 %33 to i32
  %35 = trunc i64 %1 to i32
  %36 = and i32 %35, 3
  %37 = icmp sgt i32 %2, 0
  br i1 %37, label %38, label %124

38:                                               ; preds = %5
  %39 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %10)
  %40 = xor i32 %39, %12
  %41 = lshr i64 %1, 34
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = xor i32 %40, %42
  %44 = mul i32 %43, -766435501
  %45 = mul i32 %10, -845247145
  %46 = lshr i64 %1, 2
  %47 = trunc i64 %46 to i32
  %48 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %47)
  %49 = xor i32 %48, %14
  %50 = ashr i32 %10, 31
  %51 = xor i32 %49, %50
  %52 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %51)
  %53 = xor i32 %45, %52
  %54 = xor i32 %53, %15
  %55 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %54)
  %56 = xor i32 %44, %55
  %57 = xor i32 %56, %18
  %58 = mul i32 %57, -845247145
  %59 = mul i32 %54, -766435501
  %60 = mul i32 %51, -845247145
  %61 = mul i32 %47, -766435501
  %62 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %43)
  %63 = xor i32 %61, %62
  %64 = xor i32 %63, %16
  %65 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %64)
  %66 = xor i32 %60, %65
  %67 = xor i32 %66, %17
  %68 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %67)
  %69 = xor i32 %59, %68
  %70 = xor i32 %69, %20
  %71 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %70)
  %72 = xor i32 %58, %71
  %73 = xor i32 %72, %21
  %74 = mul i32 %73, -766435501
  %75 = mul i32 %70, -845247145
  %76 = mul i32 %67, -766435501
  %77 = mul i32 %64, -845247145
  %78 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %57)
  %79 = xor i32 %77, %78
  %80 = xor i32 %79, %19
  %81 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %80)
  %82 = xor i32 %76, %81
  %83 = xor i32 %82, %22
  %84 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %83)
  %85 = xor i32 %75, %84
  %86 = xor i32 %85, %23
  %87 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %86)
  %88 = xor i32 %74, %87
  %89 = xor i32 %88, %26
  %90 = mul i32 %89, -845247145
  %91 = mul i32 %86, -766435501
  %92 = mul i32 %83, -845247145
  %93 = mul i32 %80, -766435501
  %94 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %73)
  %95 = xor i32 %93, %94
  %96 = xor i32 %95, %24
  %97 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %96)
  %98 = xor i32 %92, %97
  %99 = xor i32 %98, %25
  %100 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %99)
  %101 = xor i32 %91, %100
  %102 = xor i32 %101, %28
  %103 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %102)
  %104 = xor i32 %90, %103
  %105 = xor i32 %104, %29
  %106 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %105)
  %107 = mul i32 %96, -845247145
  %108 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %89)
  %109 = xor i32 %107, %108
  %110 = xor i32 %109, %27
  %111 = mul i32 %110, -766435501
  %112 = xor i32 %111, %106
  %113 = xor i32 %112, %34
  %114 = mul i32 %99, -766435501
  %115 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %110)
  %116 = xor i32 %114, %115
  %117 = xor i32 %116, %30
  %118 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %117)
  %119 = mul i32 %102, -845247145
  %120 = xor i32 %119, %118
  %121 = xor i32 %120, %32
  %122 = mul i32 %117, -845247145
  %123 = getelementptr inbounds i32, ptr %4, i64 %11
  br label %127

124:                                              ; preds = %243, %5
  %125 = phi i32 [ 0, %5 ], [ %263, %243 ]
  %126 = getelementptr inbounds i32, ptr %3, i64 %11
  store i32 %125, ptr %126, align 4, !tbaa !9
  ret void

127:                                              ; preds = %38, %243
  %128 = phi i32 [ %105, %38 ], [ %222, %243 ]
  %129 = phi i32 [ 0, %38 ], [ %263, %243 ]
  %130 = phi i32 [ 0, %38 ], [ %264, %243 ]
  %131 = phi i32 [ %47, %38 ], [ %139, %243 ]
  %132 = phi i32 [ %42, %38 ], [ %152, %243 ]
  %133 = phi i32 [ %10, %38 ], [ %151, %243 ]
  %134 = phi i32 [ %50, %38 ], [ %150, %243 ]
  %135 = phi i32 [ %121, %38 ], [ %229, %243 ]
  %136 = phi i32 [ %122, %38 ], [ %227, %243 ]
  %137 = phi i32 [ %113, %38 ], [ %231, %243 ]
  %138 = mul i32 %128, -766435501
  %139 = add i32 %131, 1
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %141, label %149

141:                                              ; preds = %127
  %142 = add i32 %132, 1
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %144, label %149

144:                                              ; preds = %141
  %145 = add i32 %133, 1
  %146 = icmp eq i32 %145, 0
  %147 = zext i1 %146 to i32
  %148 = add i32 %134, %147
  br label %149

149:                                              ; preds = %144, %127, %141
  %150 = phi i32 [ %134, %141 ], [ %134, %127 ], [ %148, %144 ]
  %151 = phi i32 [ %133, %141 ], [ %133, %127 ], [ %145, %144 ]
  %152 = phi i32 [ %142, %141 ], [ %132, %127 ], [ 0, %144 ]
  %153 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %139)
  %154 = mul i32 %139, -766435501
  %155 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %151)
  %156 = mul i32 %151, -845247145
  %157 = xor i32 %155, %12
  %158 = xor i32 %157, %152
  %159 = xor i32 %153, %14
  %160 = xor i32 %159, %150
  %161 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %158)
  %162 = mul i32 %158, -766435501
  %163 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %160)
  %164 = mul i32 %160, -845247145
  %165 = xor i32 %156, %163
  %166 = xor i32 %165, %15
  %167 = xor i32 %154, %161
  %168 = xor i32 %167, %16
  %169 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %166)
  %170 = mul i32 %166, -766435501
  %171 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %168)
  %172 = mul i32 %168, -845247145
  %173 = xor i32 %164, %171
  %174 = xor i32 %173, %17
  %175 = xor i32 %162, %169
  %176 = xor i32 %175, %18
  %177 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %174)
  %178 = mul i32 %174, -766435501
  %179 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %176)
  %180 = mul i32 %176, -845247145
  %181 = xor i32 %172, %179
  %182 = xor i32 %181, %19
  %183 = xor i32 %170, %177
  %184 = xor i32 %183, %20
  %185 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %182)
  %186 = mul i32 %182, -766435501
  %187 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %184)
  %188 = mul i32 %184, -845247145
  %189 = xor i32 %180, %187
  %190 = xor i32 %189, %21
  %191 = xor i32 %178, %185
  %192 = xor i32 %191, %22
  %193 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %190)
  %194 = mul i32 %190, -766435501
  %195 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %192)
  %196 = mul i32 %192, -845247145
  %197 = xor i32 %188, %195
  %198 = xor i32 %197, %23
  %199 = xor i32 %186, %193
  %200 = xor i32 %199, %24
  %201 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %198)
  %202 = mul i32 %198, -766435501
  %203 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %200)
  %204 = mul i32 %200, -845247145
  %205 = xor i32 %196, %203
  %206 = xor i32 %205, %25
  %207 = xor i32 %194, %201
  %208 = xor i32 %207, %26
  %209 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %206)
  %210 = mul i32 %206, -766435501
  %211 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %208)
  %212 = mul i32 %208, -845247145
  %213 = xor i32 %204, %211
  %214 = xor i32 %213, %27
  %215 = xor i32 %202, %209
  %216 = xor i32 %215, %28
  %217 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %214)
  %218 = mul i32 %214, -766435501
  %219 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %216)
  %220 = mul i32 %216, -845247145
  %221 = xor i32 %212, %219
  %222 = xor i32 %221, %29
  %223 = xor i32 %210, %217
  %224 = xor i32 %223, %30
  %225 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %222)
  %226 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %224)
  %227 = mul i32 %224, -845247145
  %228 = xor i32 %220, %226
  %229 = xor i32 %228, %32
  %230 = xor i32 %218, %225
  %231 = xor i32 %230, %34
  switch i32 %36, label %235 [
    i32 3, label %233
    i32 1, label %234
    i32 2, label %232
    i32 0, label %236
  ]

232:                                              ; preds = %149
  br label %236

233:                                              ; preds = %149
  br label %236

234:                                              ; preds = %149
  br label %236

235:                                              ; preds = %149
  unreachable

236:                                              ; preds = %232, %233, %149, %234
  %237 = phi i32 [ %135, %149 ], [ %138, %233 ], [ %137, %232 ], [ %136, %234 ]
  %238 = phi i32 [ %136, %149 ], [ %229, %233 ], [ %138, %232 ], [ %137, %234 ]
  %239 = phi i32 [ %137, %149 ], [ %227, %233 ], [ %229, %232 ], [ %138, %234 ]
  %240 = phi i32 [ %138, %149 ], [ %231, %233 ], [ %227, %232 ], [ %229, %234 ]
  %241 = icmp eq i32 %130, 0
  br i1 %241, label %242, label %243

242:                                              ; preds = %236
  store i32 %237, ptr %123, align 4, !tbaa !9
  br label %243

243:                                              ; preds = %242, %236
  %244 = lshr i32 %237, 16
  %245 = zext nneg i32 %244 to i64
  %246 = lshr i32 %238, 16
  %247 = zext nneg i32 %246 to i64
  %248 = lshr i32 %239, 16
  %249 = zext nneg i32 %248 to i64
  %250 = lshr i32 %240, 16
  %251 = zext nneg i32 %250 to i64
  %252 = mul nuw nsw i64 %245, %245
  %253 = mul nuw nsw i64 %247, %247
  %254 = add nuw nsw i64 %253, %252
  %255 = icmp ult i64 %254, 4294967296
  %256 = zext i1 %255 to i32
  %257 = mul nuw nsw i64 %249, %249
  %258 = mul nuw nsw i64 %251, %251
  %259 = add nuw nsw i64 %258, %257
  %260 = icmp ult i64 %259, 4294967296
  %261 = zext i1 %260 to i32
  %262 = add i32 %129, %256
  %263 = add i32 %262, %261
  %264 = add nuw nsw i32 %130, 1
  %265 = icmp eq i32 %264, %2
  br i1 %265, label %124, label %127, !llvm.loop !13
}

; Function Attrs: convergent norecurse nounwind
define dso_local void @uniform_histogram(i64 noundef %0, i32 noundef %1, ptr noalias nocapture noundef %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp ult i32 %8, 8
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17uniform_histogramE6s_bins to ptr), i64 0, i64 %12
  store i32 0, ptr %13, align 4, !tbaa !9
  br label %14

14:                                               ; preds = %11, %4
  tail call void @llvm.nvvm.barrier0()
  %15 = trunc i64 %0 to i32
  %16 = lshr i64 %0, 32
  %17 = trunc nuw i64 %16 to i32
  %18 = add i32 %15, -1640531527
  %19 = add i32 %17, -1150833019
  %20 = add i32 %15, 1013904242
  %21 = add i32 %17, 1993301258
  %22 = add i32 %15, -626627285
  %23 = add i32 %17, 842468239
  %24 = add i32 %15, 2027808484
  %25 = add i32 %17, -308364780
  %26 = add i32 %15, 387276957
  %27 = add i32 %17, -1459197799
  %28 = add i32 %15, -1253254570
  %29 = add i32 %17, 1684936478
  %30 = add i32 %15, 1401181199
  %31 = add i32 %17, 534103459
  %32 = add i32 %15, -239350328
  %33 = add i32 %17, -616729560
  %34 = add i64 %0, -7591623470438416384
  %35 = add i32 %15, -1879881855
  %36 = lshr i64 %34, 32
  %37 = trunc nuw i64 %36 to i32
  %38 = icmp sgt i32 %1, 0
  br i1 %38, label %39, label %120

39:                                               ; preds = %14
  %40 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %9)
  %41 = xor i32 %40, %15
  %42 = mul i32 %41, -766435501
  %43 = mul i32 %9, -845247145
  %44 = ashr i32 %9, 31
  %45 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 0)
  %46 = xor i32 %44, %45
  %47 = xor i32 %46, %17
  %48 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %47)
  %49 = xor i32 %43, %48
  %50 = xor i32 %49, %18
  %51 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %50)
  %52 = xor i32 %42, %51
  %53 = xor i32 %52, %21
  %54 = mul i32 %53, -845247145
  %55 = mul i32 %50, -766435501
  %56 = mul i32 %47, -845247145
  %57 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %41)
  %58 = xor i32 %57, %19
  %59 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %58)
  %60 = xor i32 %56, %59
  %61 = xor i32 %60, %20
  %62 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %61)
  %63 = xor i32 %55, %62
  %64 = xor i32 %63, %23
  %65 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %64)
  %66 = xor i32 %54, %65
  %67 = xor i32 %66, %24
  %68 = mul i32 %67, -766435501
  %69 = mul i32 %64, -845247145
  %70 = mul i32 %61, -766435501
  %71 = mul i32 %58, -845247145
  %72 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %53)
  %73 = xor i32 %71, %72
  %74 = xor i32 %73, %22
  %75 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %74)
  %76 = xor i32 %70, %75
  %77 = xor i32 %76, %25
  %78 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %77)
  %79 = xor i32 %69, %78
  %80 = xor i32 %79, %26
  %81 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %80)
  %82 = xor i32 %68, %81
  %83 = xor i32 %82, %29
  %84 = mul i32 %83, -845247145
  %85 = mul i32 %80, -766435501
  %86 = mul i32 %77, -845247145
  %87 = mul i32 %74, -766435501
  %88 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %67)
  %89 = xor i32 %87, %88
  %90 = xor i32 %89, %27
  %91 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %90)
  %92 = xor i32 %86, %91
  %93 = xor i32 %92, %28
  %94 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %93)
  %95 = xor i32 %85, %94
  %96 = xor i32 %95, %31
  %97 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %96)
  %98 = xor i32 %84, %97
  %99 = xor i32 %98, %32
  %100 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %99)
  %101 = mul i32 %90, -845247145
  %102 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %83)
  %103 = xor i32 %101, %102
  %104 = xor i32 %103, %30
  %105 = mul i32 %104, -766435501
  %106 = xor i32 %105, %100
  %107 = xor i32 %106, %37
  %108 = mul i32 %93, -766435501
  %109 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %104)
  %110 = xor i32 %108, %109
  %111 = xor i32 %110, %33
  %112 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %111)
  %113 = mul i32 %96, -845247145
  %114 = xor i32 %113, %112
  %115 = xor i32 %114, %35
  %116 = mul i32 %111, -845247145
  %117 = mul i32 %99, -766435501
  %118 = sext i32 %9 to i64
  %119 = getelementptr inbounds float, ptr %3, i64 %118
  br label %121

120:                                              ; preds = %249, %14
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %258, label %264

121:                                              ; preds = %39, %249
  %122 = phi i32 [ 0, %39 ], [ %256, %249 ]
  %123 = phi i32 [ 0, %39 ], [ %243, %249 ]
  %124 = phi i32 [ 0, %39 ], [ %242, %249 ]
  %125 = phi i32 [ %9, %39 ], [ %241, %249 ]
  %126 = phi i32 [ %44, %39 ], [ %240, %249 ]
  %127 = phi i32 [ 0, %39 ], [ %239, %249 ]
  %128 = phi i32 [ %115, %39 ], [ %238, %249 ]
  %129 = phi i32 [ %116, %39 ], [ %237, %249 ]
  %130 = phi i32 [ %107, %39 ], [ %236, %249 ]
  %131 = phi i32 [ %117, %39 ], [ %235, %249 ]
  %132 = add i32 %127, 1
  switch i32 %127, label %136 [
    i32 1, label %133
    i32 2, label %134
    i32 3, label %135
  ]

133:                                              ; preds = %121
  br label %136

134:                                              ; preds = %121
  br label %136

135:                                              ; preds = %121
  br label %136

136:                                              ; preds = %121, %135, %134, %133
  %137 = phi i32 [ %131, %135 ], [ %130, %134 ], [ %129, %133 ], [ %128, %121 ]
  %138 = icmp eq i32 %132, 4
  br i1 %138, label %139, label %234

139:                                              ; preds = %136
  %140 = add i32 %123, 1
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %142, label %150

142:                                              ; preds = %139
  %143 = add i32 %124, 1
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %145, label %150

145:                                              ; preds = %142
  %146 = add i32 %125, 1
  %147 = icmp eq i32 %146, 0
  %148 = zext i1 %147 to i32
  %149 = add i32 %126, %148
  br label %150

150:                                              ; preds = %145, %142, %139
  %151 = phi i32 [ %126, %142 ], [ %126, %139 ], [ %149, %145 ]
  %152 = phi i32 [ %125, %142 ], [ %125, %139 ], [ %146, %145 ]
  %153 = phi i32 [ %143, %142 ], [ %124, %139 ], [ 0, %145 ]
  %154 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %140)
  %155 = mul i32 %140, -766435501
  %156 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %152)
  %157 = mul i32 %152, -845247145
  %158 = xor i32 %156, %15
  %159 = xor i32 %158, %153
  %160 = xor i32 %154, %17
  %161 = xor i32 %160, %151
  %162 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %159)
  %163 = mul i32 %159, -766435501
  %164 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %161)
  %165 = mul i32 %161, -845247145
  %166 = xor i32 %157, %164
  %167 = xor i32 %166, %18
  %168 = xor i32 %155, %162
  %169 = xor i32 %168, %19
  %170 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %167)
  %171 = mul i32 %167, -766435501
  %172 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %169)
  %173 = mul i32 %169, -845247145
  %174 = xor i32 %165, %172
  %175 = xor i32 %174, %20
  %176 = xor i32 %163, %170
  %177 = xor i32 %176, %21
  %178 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %175)
  %179 = mul i32 %175, -766435501
  %180 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %177)
  %181 = mul i32 %177, -845247145
  %182 = xor i32 %173, %180
  %183 = xor i32 %182, %22
  %184 = xor i32 %171, %178
  %185 = xor i32 %184, %23
  %186 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %183)
  %187 = mul i32 %183, -766435501
  %188 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %185)
  %189 = mul i32 %185, -845247145
  %190 = xor i32 %181, %188
  %191 = xor i32 %190, %24
  %192 = xor i32 %179, %186
  %193 = xor i32 %192, %25
  %194 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %191)
  %195 = mul i32 %191, -766435501
  %196 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %193)
  %197 = mul i32 %193, -845247145
  %198 = xor i32 %189, %196
  %199 = xor i32 %198, %26
  %200 = xor i32 %187, %194
  %201 = xor i32 %200, %27
  %202 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %199)
  %203 = mul i32 %199, -766435501
  %204 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %201)
  %205 = mul i32 %201, -845247145
  %206 = xor i32 %197, %204
  %207 = xor i32 %206, %28
  %208 = xor i32 %195, %202
  %209 = xor i32 %208, %29
  %210 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %207)
  %211 = mul i32 %207, -766435501
  %212 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %209)
  %213 = mul i32 %209, -845247145
  %214 = xor i32 %205, %212
  %215 = xor i32 %214, %30
  %216 = xor i32 %203, %210
  %217 = xor i32 %216, %31
  %218 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %215)
  %219 = mul i32 %215, -766435501
  %220 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %217)
  %221 = mul i32 %217, -845247145
  %222 = xor i32 %213, %220
  %223 = xor i32 %222, %32
  %224 = xor i32 %211, %218
  %225 = xor i32 %224, %33
  %226 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %223)
  %227 = mul i32 %223, -766435501
  %228 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %225)
  %229 = mul i32 %225, -845247145
  %230 = xor i32 %221, %228
  %231 = xor i32 %230, %35
  %232 = xor i32 %219, %226
  %233 = xor i32 %232, %37
  br label %234

234:                                              ; preds = %136, %150
  %235 = phi i32 [ %227, %150 ], [ %131, %136 ]
  %236 = phi i32 [ %233, %150 ], [ %130, %136 ]
  %237 = phi i32 [ %229, %150 ], [ %129, %136 ]
  %238 = phi i32 [ %231, %150 ], [ %128, %136 ]
  %239 = phi i32 [ 0, %150 ], [ %132, %136 ]
  %240 = phi i32 [ %151, %150 ], [ %126, %136 ]
  %241 = phi i32 [ %152, %150 ], [ %125, %136 ]
  %242 = phi i32 [ %153, %150 ], [ %124, %136 ]
  %243 = phi i32 [ %140, %150 ], [ %123, %136 ]
  %244 = uitofp i32 %137 to float
  %245 = fmul contract float %244, 0x3DF0000000000000
  %246 = fadd contract float %245, 0x3DE0000000000000
  %247 = icmp eq i32 %122, 0
  br i1 %247, label %248, label %249

248:                                              ; preds = %234
  store float %246, ptr %119, align 4, !tbaa !15
  br label %249

249:                                              ; preds = %248, %234
  %250 = fmul contract float %246, 8.000000e+00
  %251 = fptosi float %250 to i32
  %252 = tail call noundef i32 @llvm.smin.i32(i32 %251, i32 7)
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17uniform_histogramE6s_bins to ptr), i64 0, i64 %253
  %255 = atomicrmw add ptr %254, i32 1 seq_cst, align 4
  %256 = add nuw nsw i32 %122, 1
  %257 = icmp eq i32 %256, %1
  br i1 %257, label %120, label %121, !llvm.loop !17

258:                                              ; preds = %120
  %259 = zext nneg i32 %8 to i64
  %260 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17uniform_histogramE6s_bins to ptr), i64 0, i64 %259
  %261 = getelementptr inbounds i32, ptr %2, i64 %259
  %262 = load i32, ptr %260, align 4, !tbaa !9
  %263 = atomicrmw add ptr %261, i32 %262 seq_cst, align 4
  br label %264

264:                                              ; preds = %258, %120
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @pi_philox, !"kernel", i32 1}
!5 = !{ptr @uniform_histogram, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !11, i64 0}
!17 = distinct !{!17, !14}
