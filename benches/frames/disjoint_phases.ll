; disjoint_phases: three local arrays whose lifetimes do not overlap.
;
; Each thread fills int a[32] from @in and sums a dynamically indexed
; walk of it, then scatters into float b[32] through a permutation
; ((7k + t) % n) and sums it back, then fills long long c[16] and writes
; a permuted copy of it to @wide. The three arrays live in three block
; scopes one after another (lifetime.start/end around each).
; Frame: 128 + 128 + 128 bytes declared, never more than 128 live at once:
; a layout that shares by lifetime needs 128 bytes, one without sharing
; 384. Every index depends on the thread or on runtime n, so no array can
; be promoted to registers.
;
; launch: %disjoint_phases grid=2 block=(32) fuel=2000000
; arg: @in = i32[2048] (i * 37 + 11) % 101 - 50
; arg: @out = i32[64] 0
; arg: @wide = i64[1024] -1
; arg: 32
; expect: @out == [29954, 32373, 50191, 42986, 28850, 33454, 38737, 37089, 59538, 26705, 40918, 53441, 24162, 27786, 50672, 14061, 18357, 36600, 23758, 41972, 14265, 2820, 28303, 13020, 45305, 55545, 21508, 14183, 24156, 39985, 28316, 24734, 40328, 50229, 48685, 32440, 58586, 52762, 49153, 49758, 37913, 37794, 26721, 14705, 24150, 50082, 29762, 23047, 36213, 45458, 22252, 30102, 35109, 13130, 28249, 54720, 43841, 25701, 5859, 47686, 24144, 11593, 47624, 19503]
; expect: @wide == [29915, 119786, 209657, 299528, 389407, 479278, 89903, 179774, 269548, 359421, 449294, 59913, 149790, 239663, 329532, 419405, 64716, 161844, 258972, 356100, 453236, 32402, 129542, 226563, 323685, 420831, 517941, 97133, 194243, 291381, 388527, 485637, 150552, 301134, 451716, 602302, 752880, 100428, 250909, 401493, 552065, 702665, 50207, 200775, 351375, 501943, 652543, 803020, 171932, 300901, 429870, 558839, 687800, 128904, 257875, 386842, 515821, 644772, 85993, 214944, 343935, 472886, 601744, 42971, 144247, 230806, 317365, 403924, 28804, 115365, 201926, 288487, 375048, 461609, 86564, 173125, 259682, 346148, 432711, 57688, 200730, 301103, 401472, 501845, 66871, 167234, 267613, 367976, 468363, 33484, 133843, 234214, 334480, 434877, 535242, 100361, 271174, 387394, 503618, 619838, 116183, 232405, 348619, 464845, 581071, 77515, 193717, 309852, 426072, 542300, 38722, 154950, 296736, 408012, 519288, 37059, 148329, 259615, 370881, 482163, 593449, 111301, 222494, 333770, 445026, 556310, 74184, 185468, 535875, 714498, 893020, 119055, 297672, 476297, 654922, 833547, 59570, 238195, 416735, 595358, 773977, 952600, 178637, 357260, 267092, 347117, 427243, 80103, 160229, 240347, 320477, 400607, 53467, 133474, 213602, 293742, 373870, 26704, 106836, 186968, 450048, 572813, 40900, 163665, 286426, 409199, 531952, 654725, 122719, 245482, 368229, 490992, 613771, 81868, 204611, 327382, 641251, 801585, 106873, 267211, 427537, 587879, 748201, 53394, 213738, 374054, 534390, 694722, 855066, 160364, 320672, 481012, 314074, 386571, 72490, 144987, 217484, 289981, 362478, 48294, 120793, 193288, 265787, 338282, 24179, 96674, 169169, 241573, 388981, 27786, 111153, 194520, 277895, 361262, 444520, 83331, 166692, 250077, 333430, 416815, 55606, 138991, 222251, 305602, 760066, 101355, 253382, 405405, 557436, 709463, 50643, 202664, 354689, 506730, 658743, 810780, 152051, 303993, 456000, 608039, 224971, 42203, 84393, 126591, 168777, 210876, 28110, 70302, 112482, 154674, 196870, 14096, 56203, 98389, 140583, 182773, 18375, 73457, 128539, 183617, 238594, 293674, 55056, 110136, 165216, 220312, 275376, 36663, 91753, 146819, 201913, 257007, 73227, 183036, 292845, 402559, 512362, 36587, 146406, 256213, 366028, 475839, 585634, 109768, 219577, 329386, 439191, 548996, 71310, 142595, 213779, 285062, 356349, 47518, 118793, 190084, 261375, 332642, 23714, 94999, 166300, 237577, 308854, 380131, 167933, 293759, 419686, 545609, 671540, 125921, 251852, 377783, 503710, 629621, 83905, 209850, 335771, 461680, 587629, 42008, 71278, 114082, 156890, 199694, 14276, 57072, 99884, 142680, 185500, 228205, 42781, 85575, 128397, 171195, 213989, 28561, 16882, 25353, 33820, 42295, 5660, 14123, 22594, 31069, 39427, 2790, 11279, 19728, 28221, 36682, 45139, 8403, 198092, 283010, 367928, 452850, 84930, 169848, 254770, 339585, 424501, 56603, 141507, 226443, 311355, 396259, 28240, 113178, 104140, 143211, 182282, 13047, 52118, 91189, 130159, 169216, 208301, 39064, 78117, 117190, 156263, 195332, 26014, 65057, 407734, 543658, 679586, 90640, 226572, 362397, 498315, 634245, 45309, 181219, 317141, 453087, 588997, 724915, 135874, 271822, 555448, 722092, 888736, 166678, 333217, 499871, 666505, 833155, 111103, 277733, 444395, 611037, 777671, 55508, 222144, 388812, 236595, 301128, 21551, 85981, 150512, 215055, 279590, 344113, 64530, 129081, 193612, 258135, 322561, 43004, 107529, 172050, 170212, 212770, 28418, 70873, 113437, 155997, 198545, 14195, 56763, 99323, 141883, 184320, 226886, 42538, 85096, 127658, 314053, 386530, 72424, 144907, 217378, 289857, 362340, 48329, 120804, 193283, 265673, 338154, 24129, 96614, 169095, 241576, 559824, 39943, 159905, 279875, 399833, 519807, 639761, 119989, 239943, 359822, 479790, 599754, 79952, 199924, 319896, 439868, 424783, 56599, 141558, 226513, 311476, 396427, 28348, 113311, 198270, 283110, 368071, 453024, 84955, 169912, 254877, 339838, 395695, 74176, 148391, 222602, 296809, 371028, 49509, 123712, 197838, 272035, 346244, 24747, 98952, 173157, 247362, 321599, 40302, 161297, 282288, 403287, 524274, 645277, 121038, 241922, 362927, 483904, 604897, 80656, 201649, 322642, 443663, 564529, 100441, 251139, 401833, 552535, 703225, 50273, 200878, 351574, 502258, 652970, 803654, 150712, 301392, 452104, 602784, 753405, 146047, 292113, 438179, 584241, 730311, 97320, 243384, 389448, 535528, 681592, 48714, 194778, 340846, 486910, 632849, 778943, 129761, 227090, 324423, 421748, 519085, 97281, 194608, 291951, 389266, 486597, 64902, 162229, 259580, 356784, 454113, 32416, 292940, 468709, 644478, 820247, 58545, 234312, 410083, 585850, 761629, 937380, 175801, 351552, 527218, 703003, 878752, 117179, 316591, 474886, 633181, 791476, 105500, 263797, 422094, 580391, 738672, 52791, 211100, 369282, 527597, 685876, 844191, 158296, 344099, 491569, 639039, 786406, 147444, 294904, 442380, 589840, 737324, 98342, 245725, 393199, 540669, 688115, 49159, 196633, 398101, 547384, 696570, 49737, 199018, 348311, 497584, 646877, 796150, 149218, 298501, 447800, 597083, 746358, 99523, 248830, 341263, 454910, 568662, 75812, 189560, 303316, 417056, 530812, 37857, 151607, 265369, 379107, 492849, 606623, 113771, 227509, 377894, 491287, 604676, 113383, 226768, 340161, 453554, 566947, 75541, 188932, 302327, 415718, 529105, 37814, 151205, 264596, 293894, 374066, 26716, 106888, 187068, 267232, 347412, 427576, 80141, 160315, 240469, 320647, 400821, 53481, 133663, 213718, 176432, 220556, 29418, 73542, 117670, 161786, 205914, 14677, 58791, 102917, 147043, 191181, 235311, 44147, 88184, 132316, 313931, 386390, 72467, 144926, 217389, 289840, 362202, 48273, 120746, 193191, 265648, 338125, 24204, 96554, 169021, 241456, 701138, 50097, 200354, 350611, 500868, 651022, 801277, 150238, 300481, 450736, 600995, 751250, 100126, 250383, 400636, 550893, 446429, 59546, 148841, 238136, 327330, 416627, 29746, 119043, 208348, 297645, 386942, 476239, 89233, 178528, 267827, 357122, 368760, 69172, 138326, 207373, 276521, 345673, 46095, 115247, 184399, 253551, 322703, 22998, 92144, 161302, 230452, 299606, 36244, 144892, 253443, 362089, 470743, 579385, 108645, 217291, 325949, 434583, 543245, 72386, 181054, 289686, 398346, 506978, 90956, 227341, 363621, 500004, 636387, 45456, 181843, 318226, 454621, 591004, 727290, 136341, 272722, 409107, 545488, 681873, 66805, 133471, 200238, 267001, 333772, 44513, 111284, 178055, 244806, 311486, 22233, 89002, 155747, 222512, 289285, 356054, 120365, 210680, 300999, 391314, 481625, 90322, 180645, 270952, 361182, 451499, 60182, 150499, 240824, 331149, 421442, 30153, 175511, 280849, 386187, 491521, 35133, 140471, 245805, 351139, 456368, 561720, 105314, 210666, 315990, 421342, 526658, 70161, 78755, 118154, 157553, 196952, 26293, 65692, 105095, 144387, 183780, 13131, 52512, 91929, 131318, 170735, 210116, 39348, 197727, 282485, 367243, 451997, 84789, 169539, 254192, 338956, 423720, 56506, 141250, 226006, 310782, 395530, 28219, 112965, 437753, 601922, 766095, 54758, 218923, 382993, 547160, 711343, 875514, 164163, 328350, 492501, 656676, 820863, 109419, 273568, 394571, 526105, 657639, 87731, 219164, 350688, 482228, 613752, 43842, 175390, 306926, 438458, 569970, 701419, 131519, 263025, 257021, 334135, 411245, 77058, 154174, 231286, 308394, 385506, 51412, 128540, 205636, 282764, 359767, 25695, 102789, 179915, 64469, 82057, 5814, 23396, 40990, 58568, 76166, 93748, 17612, 35198, 52768, 70259, 87847, 11697, 29281, 46893, 572261, 715328, 95332, 238401, 381466, 524543, 667600, 47719, 190772, 333841, 476805, 619872, 762955, 143068, 286115, 429190, 313910, 386353, 72401, 144846, 217283, 289732, 362173, 48324, 120757, 193115, 265542, 337997, 24130, 96581, 169036, 241459, 162349, 11562, 46354, 81142, 115934, 150714, 185506, 34816, 69519, 104293, 139099, 173885, 23189, 57971, 92781, 127559, 714315, 95226, 238111, 380988, 523877, 666758, 47669, 190455, 333338, 476221, 619100, 761971, 142884, 285767, 428642, 571521, 312012, 58496, 117018, 175532, 234050, 292568, 38955, 97475, 155987, 214523, 273027, 19509, 78041, 136545, 195085, 253498]
; ModuleID = 'src/disjoint_phases.ll'
source_filename = "src/disjoint_phases.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @disjoint_phases(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %out, ptr addrspace(1) noundef writeonly captures(none) %wide, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %a = alloca [32 x i32], align 4
  %b = alloca [32 x float], align 4
  %c = alloca [16 x i64], align 8
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %t = add i32 %mul, %tid
  %base = shl nsw i32 %t, 5
  call void @llvm.lifetime.start.p0(ptr nonnull %a)
  %c01 = icmp sgt i32 %n, 0
  br i1 %c01, label %fa.body.preheader, label %sa.end

fa.body.preheader:                                ; preds = %entry
  %0 = add nsw i32 %n, -1
  %xtraiter = and i32 %n, 1
  %1 = icmp eq i32 %0, 0
  br i1 %1, label %fa.body.epil.preheader, label %fa.body.preheader.new

fa.body.preheader.new:                            ; preds = %fa.body.preheader
  %unroll_iter = and i32 %n, 2147483646
  br label %fa.body

fa.body:                                          ; preds = %fa.body, %fa.body.preheader.new
  %k02 = phi i32 [ 0, %fa.body.preheader.new ], [ %k0.next.1, %fa.body ]
  %niter = phi i32 [ 0, %fa.body.preheader.new ], [ %niter.next.1, %fa.body ]
  %i0 = add nsw i32 %k02, %base
  %i0.ext = sext i32 %i0 to i64
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0.ext
  %v0 = load i32, ptr addrspace(1) %p0, align 4
  %m0 = mul nsw i32 %v0, 3
  %x0 = add nsw i32 %m0, %k02
  %k0.ext = zext nneg i32 %k02 to i64
  %q0 = getelementptr inbounds nuw i32, ptr %a, i64 %k0.ext
  store i32 %x0, ptr %q0, align 4
  %k0.next = or disjoint i32 %k02, 1
  %i0.1 = add nsw i32 %k0.next, %base
  %i0.ext.1 = sext i32 %i0.1 to i64
  %p0.1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0.ext.1
  %v0.1 = load i32, ptr addrspace(1) %p0.1, align 4
  %m0.1 = mul nsw i32 %v0.1, 3
  %x0.1 = add nsw i32 %m0.1, %k0.next
  %k0.ext.1 = zext nneg i32 %k0.next to i64
  %q0.1 = getelementptr inbounds nuw i32, ptr %a, i64 %k0.ext.1
  store i32 %x0.1, ptr %q0.1, align 4
  %k0.next.1 = add nuw nsw i32 %k02, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %sa.body.preheader.unr-lcssa, label %fa.body

sa.body.preheader.unr-lcssa:                      ; preds = %fa.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %sa.body.preheader, label %fa.body.epil.preheader

fa.body.epil.preheader:                           ; preds = %sa.body.preheader.unr-lcssa, %fa.body.preheader
  %k02.epil.init = phi i32 [ 0, %fa.body.preheader ], [ %k0.next.1, %sa.body.preheader.unr-lcssa ]
  %lcmp.mod21 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod21)
  %i0.epil = add nsw i32 %k02.epil.init, %base
  %i0.ext.epil = sext i32 %i0.epil to i64
  %p0.epil = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0.ext.epil
  %v0.epil = load i32, ptr addrspace(1) %p0.epil, align 4
  %m0.epil = mul nsw i32 %v0.epil, 3
  %x0.epil = add nsw i32 %m0.epil, %k02.epil.init
  %k0.ext.epil = zext nneg i32 %k02.epil.init to i64
  %q0.epil = getelementptr inbounds nuw i32, ptr %a, i64 %k0.ext.epil
  store i32 %x0.epil, ptr %q0.epil, align 4
  br label %sa.body.preheader

sa.body.preheader:                                ; preds = %sa.body.preheader.unr-lcssa, %fa.body.epil.preheader
  %xtraiter22 = and i32 %n, 1
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %sa.body.epil.preheader, label %sa.body.preheader.new

sa.body.preheader.new:                            ; preds = %sa.body.preheader
  %unroll_iter26 = and i32 %n, 2147483646
  br label %sa.body

sa.body:                                          ; preds = %sa.body, %sa.body.preheader.new
  %s15 = phi i32 [ 0, %sa.body.preheader.new ], [ %s1.next.1, %sa.body ]
  %k14 = phi i32 [ 0, %sa.body.preheader.new ], [ %w1.1, %sa.body ]
  %niter27 = phi i32 [ 0, %sa.body.preheader.new ], [ %niter27.next.1, %sa.body ]
  %m1 = mul nuw nsw i32 %k14, 5
  %j1 = add nsw i32 %m1, %t
  %r1 = srem i32 %j1, %n
  %r1.ext = sext i32 %r1 to i64
  %q1 = getelementptr inbounds i32, ptr %a, i64 %r1.ext
  %v1 = load i32, ptr %q1, align 4
  %w1 = or disjoint i32 %k14, 1
  %x1 = mul nsw i32 %v1, %w1
  %s1.next = add nsw i32 %x1, %s15
  %m1.1 = mul nuw nsw i32 %w1, 5
  %j1.1 = add nsw i32 %m1.1, %t
  %r1.1 = srem i32 %j1.1, %n
  %r1.ext.1 = sext i32 %r1.1 to i64
  %q1.1 = getelementptr inbounds i32, ptr %a, i64 %r1.ext.1
  %v1.1 = load i32, ptr %q1.1, align 4
  %w1.1 = add nuw nsw i32 %k14, 2
  %x1.1 = mul nsw i32 %v1.1, %w1.1
  %s1.next.1 = add nsw i32 %x1.1, %s1.next
  %niter27.next.1 = add i32 %niter27, 2
  %niter27.ncmp.1 = icmp eq i32 %niter27.next.1, %unroll_iter26
  br i1 %niter27.ncmp.1, label %sa.end.loopexit.unr-lcssa, label %sa.body

sa.end.loopexit.unr-lcssa:                        ; preds = %sa.body
  %lcmp.mod23.not = icmp eq i32 %xtraiter22, 0
  br i1 %lcmp.mod23.not, label %sa.end, label %sa.body.epil.preheader

sa.body.epil.preheader:                           ; preds = %sa.end.loopexit.unr-lcssa, %sa.body.preheader
  %s15.epil.init = phi i32 [ 0, %sa.body.preheader ], [ %s1.next.1, %sa.end.loopexit.unr-lcssa ]
  %k14.epil.init = phi i32 [ 0, %sa.body.preheader ], [ %w1.1, %sa.end.loopexit.unr-lcssa ]
  %lcmp.mod25 = icmp ne i32 %xtraiter22, 0
  tail call void @llvm.assume(i1 %lcmp.mod25)
  %m1.epil = mul nuw nsw i32 %k14.epil.init, 5
  %j1.epil = add nsw i32 %m1.epil, %t
  %r1.epil = srem i32 %j1.epil, %n
  %r1.ext.epil = sext i32 %r1.epil to i64
  %q1.epil = getelementptr inbounds i32, ptr %a, i64 %r1.ext.epil
  %v1.epil = load i32, ptr %q1.epil, align 4
  %w1.epil = add nuw nsw i32 %k14.epil.init, 1
  %x1.epil = mul nsw i32 %v1.epil, %w1.epil
  %s1.next.epil = add nsw i32 %x1.epil, %s15.epil.init
  br label %sa.end

sa.end:                                           ; preds = %sa.body.epil.preheader, %sa.end.loopexit.unr-lcssa, %entry
  %s1.lcssa = phi i32 [ 0, %entry ], [ %s1.next.1, %sa.end.loopexit.unr-lcssa ], [ %s1.next.epil, %sa.body.epil.preheader ]
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  call void @llvm.lifetime.start.p0(ptr nonnull %b)
  br i1 %c01, label %fb.body.preheader, label %sb.end

fb.body.preheader:                                ; preds = %sa.end
  %3 = add nsw i32 %n, -1
  %xtraiter28 = and i32 %n, 1
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %fb.body.epil.preheader, label %fb.body.preheader.new

fb.body.preheader.new:                            ; preds = %fb.body.preheader
  %unroll_iter31 = and i32 %n, 2147483646
  br label %fb.body

fb.body:                                          ; preds = %fb.body, %fb.body.preheader.new
  %k27 = phi i32 [ 0, %fb.body.preheader.new ], [ %k2.next.1, %fb.body ]
  %niter32 = phi i32 [ 0, %fb.body.preheader.new ], [ %niter32.next.1, %fb.body ]
  %x2 = xor i32 %k27, %s1.lcssa
  %y2 = and i32 %x2, 1023
  %f2 = uitofp nneg i32 %y2 to float
  %g2 = fmul float %f2, 2.500000e-01
  %m2 = mul nuw nsw i32 %k27, 7
  %j2 = add nsw i32 %m2, %t
  %r2 = srem i32 %j2, %n
  %r2.ext = sext i32 %r2 to i64
  %q2 = getelementptr inbounds float, ptr %b, i64 %r2.ext
  store float %g2, ptr %q2, align 4
  %k2.next = or disjoint i32 %k27, 1
  %x2.1 = xor i32 %k2.next, %s1.lcssa
  %y2.1 = and i32 %x2.1, 1023
  %f2.1 = uitofp nneg i32 %y2.1 to float
  %g2.1 = fmul float %f2.1, 2.500000e-01
  %m2.1 = mul nuw nsw i32 %k2.next, 7
  %j2.1 = add nsw i32 %m2.1, %t
  %r2.1 = srem i32 %j2.1, %n
  %r2.ext.1 = sext i32 %r2.1 to i64
  %q2.1 = getelementptr inbounds float, ptr %b, i64 %r2.ext.1
  store float %g2.1, ptr %q2.1, align 4
  %k2.next.1 = add nuw nsw i32 %k27, 2
  %niter32.next.1 = add i32 %niter32, 2
  %niter32.ncmp.1 = icmp eq i32 %niter32.next.1, %unroll_iter31
  br i1 %niter32.ncmp.1, label %sb.body.preheader.unr-lcssa, label %fb.body

sb.body.preheader.unr-lcssa:                      ; preds = %fb.body
  %lcmp.mod29.not = icmp eq i32 %xtraiter28, 0
  br i1 %lcmp.mod29.not, label %sb.body.preheader, label %fb.body.epil.preheader

fb.body.epil.preheader:                           ; preds = %sb.body.preheader.unr-lcssa, %fb.body.preheader
  %k27.epil.init = phi i32 [ 0, %fb.body.preheader ], [ %k2.next.1, %sb.body.preheader.unr-lcssa ]
  %lcmp.mod30 = icmp ne i32 %xtraiter28, 0
  tail call void @llvm.assume(i1 %lcmp.mod30)
  %x2.epil = xor i32 %k27.epil.init, %s1.lcssa
  %y2.epil = and i32 %x2.epil, 1023
  %f2.epil = uitofp nneg i32 %y2.epil to float
  %g2.epil = fmul float %f2.epil, 2.500000e-01
  %m2.epil = mul nuw nsw i32 %k27.epil.init, 7
  %j2.epil = add nsw i32 %m2.epil, %t
  %r2.epil = srem i32 %j2.epil, %n
  %r2.ext.epil = sext i32 %r2.epil to i64
  %q2.epil = getelementptr inbounds float, ptr %b, i64 %r2.ext.epil
  store float %g2.epil, ptr %q2.epil, align 4
  br label %sb.body.preheader

sb.body.preheader:                                ; preds = %sb.body.preheader.unr-lcssa, %fb.body.epil.preheader
  %xtraiter33 = and i32 %n, 1
  %5 = icmp eq i32 %3, 0
  br i1 %5, label %sb.body.epil.preheader, label %sb.body.preheader.new

sb.body.preheader.new:                            ; preds = %sb.body.preheader
  %unroll_iter37 = and i32 %n, 2147483646
  br label %sb.body

sb.body:                                          ; preds = %sb.body, %sb.body.preheader.new
  %s310 = phi i32 [ %s1.lcssa, %sb.body.preheader.new ], [ %s3.next.1, %sb.body ]
  %k39 = phi i32 [ 0, %sb.body.preheader.new ], [ %k3.next.1, %sb.body ]
  %niter38 = phi i32 [ 0, %sb.body.preheader.new ], [ %niter38.next.1, %sb.body ]
  %k3.ext = zext nneg i32 %k39 to i64
  %q3 = getelementptr inbounds nuw float, ptr %b, i64 %k3.ext
  %v3 = load float, ptr %q3, align 4
  %f3 = fmul float %v3, 4.000000e+00
  %i3 = fptosi float %f3 to i32
  %w3 = and i32 %k39, 2
  %x3 = mul nsw i32 %w3, %i3
  %s3.next = add nsw i32 %x3, %s310
  %k3.next = or disjoint i32 %k39, 1
  %k3.ext.1 = zext nneg i32 %k3.next to i64
  %q3.1 = getelementptr inbounds nuw float, ptr %b, i64 %k3.ext.1
  %v3.1 = load float, ptr %q3.1, align 4
  %f3.1 = fmul float %v3.1, 4.000000e+00
  %i3.1 = fptosi float %f3.1 to i32
  %w3.1 = and i32 %k3.next, 3
  %x3.1 = mul nsw i32 %w3.1, %i3.1
  %s3.next.1 = add nsw i32 %x3.1, %s3.next
  %k3.next.1 = add nuw nsw i32 %k39, 2
  %niter38.next.1 = add i32 %niter38, 2
  %niter38.ncmp.1 = icmp eq i32 %niter38.next.1, %unroll_iter37
  br i1 %niter38.ncmp.1, label %sb.end.loopexit.unr-lcssa, label %sb.body

sb.end.loopexit.unr-lcssa:                        ; preds = %sb.body
  %lcmp.mod34.not = icmp eq i32 %xtraiter33, 0
  br i1 %lcmp.mod34.not, label %sb.end, label %sb.body.epil.preheader

sb.body.epil.preheader:                           ; preds = %sb.end.loopexit.unr-lcssa, %sb.body.preheader
  %s310.epil.init = phi i32 [ %s1.lcssa, %sb.body.preheader ], [ %s3.next.1, %sb.end.loopexit.unr-lcssa ]
  %k39.epil.init = phi i32 [ 0, %sb.body.preheader ], [ %k3.next.1, %sb.end.loopexit.unr-lcssa ]
  %lcmp.mod36 = icmp ne i32 %xtraiter33, 0
  tail call void @llvm.assume(i1 %lcmp.mod36)
  %k3.ext.epil = zext nneg i32 %k39.epil.init to i64
  %q3.epil = getelementptr inbounds nuw float, ptr %b, i64 %k3.ext.epil
  %v3.epil = load float, ptr %q3.epil, align 4
  %f3.epil = fmul float %v3.epil, 4.000000e+00
  %i3.epil = fptosi float %f3.epil to i32
  %w3.epil = and i32 %k39.epil.init, 3
  %x3.epil = mul nsw i32 %w3.epil, %i3.epil
  %s3.next.epil = add nsw i32 %x3.epil, %s310.epil.init
  br label %sb.end

sb.end:                                           ; preds = %sb.body.epil.preheader, %sb.end.loopexit.unr-lcssa, %sa.end
  %s3.lcssa = phi i32 [ %s1.lcssa, %sa.end ], [ %s3.next.1, %sb.end.loopexit.unr-lcssa ], [ %s3.next.epil, %sb.body.epil.preheader ]
  call void @llvm.lifetime.end.p0(ptr nonnull %b)
  call void @llvm.lifetime.start.p0(ptr nonnull %c)
  %h = sdiv i32 %n, 2
  %s3.wide = sext i32 %s3.lcssa to i64
  %c412 = icmp sgt i32 %n, 1
  br i1 %c412, label %fc.body.preheader, label %sc.end

fc.body.preheader:                                ; preds = %sb.end
  %6 = add nsw i32 %h, -1
  %xtraiter39 = and i32 %h, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %fc.body.epil.preheader, label %fc.body.preheader.new

fc.body.preheader.new:                            ; preds = %fc.body.preheader
  %unroll_iter42 = and i32 %h, 1073741822
  br label %fc.body

sc.body.lr.ph.unr-lcssa:                          ; preds = %fc.body
  %lcmp.mod40.not = icmp eq i32 %xtraiter39, 0
  br i1 %lcmp.mod40.not, label %sc.body.lr.ph, label %fc.body.epil.preheader

fc.body.epil.preheader:                           ; preds = %sc.body.lr.ph.unr-lcssa, %fc.body.preheader
  %k413.epil.init = phi i32 [ 0, %fc.body.preheader ], [ %w4.1, %sc.body.lr.ph.unr-lcssa ]
  %lcmp.mod41 = icmp ne i32 %xtraiter39, 0
  tail call void @llvm.assume(i1 %lcmp.mod41)
  %w4.epil = add nuw nsw i32 %k413.epil.init, 1
  %w4.ext.epil = zext nneg i32 %w4.epil to i64
  %m4.epil = mul nsw i64 %w4.ext.epil, %s3.wide
  %i4.epil = add nsw i32 %k413.epil.init, %base
  %i4.ext.epil = sext i32 %i4.epil to i64
  %p4.epil = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i4.ext.epil
  %v4.epil = load i32, ptr addrspace(1) %p4.epil, align 4
  %v4.ext.epil = sext i32 %v4.epil to i64
  %x4.epil = add nsw i64 %m4.epil, %v4.ext.epil
  %k4.ext.epil = zext nneg i32 %k413.epil.init to i64
  %q4.epil = getelementptr inbounds nuw i64, ptr %c, i64 %k4.ext.epil
  store i64 %x4.epil, ptr %q4.epil, align 8
  br label %sc.body.lr.ph

sc.body.lr.ph:                                    ; preds = %sc.body.lr.ph.unr-lcssa, %fc.body.epil.preheader
  %base5 = shl nsw i32 %t, 4
  %xtraiter44 = and i32 %h, 1
  %8 = icmp eq i32 %6, 0
  br i1 %8, label %sc.body.epil.preheader, label %sc.body.lr.ph.new

sc.body.lr.ph.new:                                ; preds = %sc.body.lr.ph
  %unroll_iter47 = and i32 %h, 1073741822
  br label %sc.body

fc.body:                                          ; preds = %fc.body, %fc.body.preheader.new
  %k413 = phi i32 [ 0, %fc.body.preheader.new ], [ %w4.1, %fc.body ]
  %niter43 = phi i32 [ 0, %fc.body.preheader.new ], [ %niter43.next.1, %fc.body ]
  %w4 = or disjoint i32 %k413, 1
  %w4.ext = zext nneg i32 %w4 to i64
  %m4 = mul nsw i64 %w4.ext, %s3.wide
  %i4 = add nsw i32 %k413, %base
  %i4.ext = sext i32 %i4 to i64
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i4.ext
  %v4 = load i32, ptr addrspace(1) %p4, align 4
  %v4.ext = sext i32 %v4 to i64
  %x4 = add nsw i64 %m4, %v4.ext
  %k4.ext = zext nneg i32 %k413 to i64
  %q4 = getelementptr inbounds nuw i64, ptr %c, i64 %k4.ext
  store i64 %x4, ptr %q4, align 8
  %w4.1 = add nuw nsw i32 %k413, 2
  %w4.ext.1 = zext nneg i32 %w4.1 to i64
  %m4.1 = mul nsw i64 %w4.ext.1, %s3.wide
  %i4.1 = add nsw i32 %w4, %base
  %i4.ext.1 = sext i32 %i4.1 to i64
  %p4.1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i4.ext.1
  %v4.1 = load i32, ptr addrspace(1) %p4.1, align 4
  %v4.ext.1 = sext i32 %v4.1 to i64
  %x4.1 = add nsw i64 %m4.1, %v4.ext.1
  %k4.ext.1 = zext nneg i32 %w4 to i64
  %q4.1 = getelementptr inbounds nuw i64, ptr %c, i64 %k4.ext.1
  store i64 %x4.1, ptr %q4.1, align 8
  %niter43.next.1 = add i32 %niter43, 2
  %niter43.ncmp.1 = icmp eq i32 %niter43.next.1, %unroll_iter42
  br i1 %niter43.ncmp.1, label %sc.body.lr.ph.unr-lcssa, label %fc.body

sc.body:                                          ; preds = %sc.body, %sc.body.lr.ph.new
  %k515 = phi i32 [ 0, %sc.body.lr.ph.new ], [ %k5.next.1, %sc.body ]
  %niter48 = phi i32 [ 0, %sc.body.lr.ph.new ], [ %niter48.next.1, %sc.body ]
  %m5 = mul nuw nsw i32 %k515, 3
  %j5 = add nsw i32 %m5, %t
  %r5 = srem i32 %j5, %h
  %r5.ext = sext i32 %r5 to i64
  %q5 = getelementptr inbounds i64, ptr %c, i64 %r5.ext
  %v5 = load i64, ptr %q5, align 8
  %k5.ext = zext nneg i32 %k515 to i64
  %x5 = xor i64 %v5, %k5.ext
  %i5 = add nsw i32 %k515, %base5
  %i5.ext = sext i32 %i5 to i64
  %p5 = getelementptr inbounds i64, ptr addrspace(1) %wide, i64 %i5.ext
  store i64 %x5, ptr addrspace(1) %p5, align 8
  %k5.next = or disjoint i32 %k515, 1
  %m5.1 = mul nuw nsw i32 %k5.next, 3
  %j5.1 = add nsw i32 %m5.1, %t
  %r5.1 = srem i32 %j5.1, %h
  %r5.ext.1 = sext i32 %r5.1 to i64
  %q5.1 = getelementptr inbounds i64, ptr %c, i64 %r5.ext.1
  %v5.1 = load i64, ptr %q5.1, align 8
  %k5.ext.1 = zext nneg i32 %k5.next to i64
  %x5.1 = xor i64 %v5.1, %k5.ext.1
  %i5.1 = add nsw i32 %k5.next, %base5
  %i5.ext.1 = sext i32 %i5.1 to i64
  %p5.1 = getelementptr inbounds i64, ptr addrspace(1) %wide, i64 %i5.ext.1
  store i64 %x5.1, ptr addrspace(1) %p5.1, align 8
  %k5.next.1 = add nuw nsw i32 %k515, 2
  %niter48.next.1 = add i32 %niter48, 2
  %niter48.ncmp.1 = icmp eq i32 %niter48.next.1, %unroll_iter47
  br i1 %niter48.ncmp.1, label %sc.end.loopexit.unr-lcssa, label %sc.body

sc.end.loopexit.unr-lcssa:                        ; preds = %sc.body
  %lcmp.mod45.not = icmp eq i32 %xtraiter44, 0
  br i1 %lcmp.mod45.not, label %sc.end, label %sc.body.epil.preheader

sc.body.epil.preheader:                           ; preds = %sc.end.loopexit.unr-lcssa, %sc.body.lr.ph
  %k515.epil.init = phi i32 [ 0, %sc.body.lr.ph ], [ %k5.next.1, %sc.end.loopexit.unr-lcssa ]
  %lcmp.mod46 = icmp ne i32 %xtraiter44, 0
  tail call void @llvm.assume(i1 %lcmp.mod46)
  %m5.epil = mul nuw nsw i32 %k515.epil.init, 3
  %j5.epil = add nsw i32 %m5.epil, %t
  %r5.epil = srem i32 %j5.epil, %h
  %r5.ext.epil = sext i32 %r5.epil to i64
  %q5.epil = getelementptr inbounds i64, ptr %c, i64 %r5.ext.epil
  %v5.epil = load i64, ptr %q5.epil, align 8
  %k5.ext.epil = zext nneg i32 %k515.epil.init to i64
  %x5.epil = xor i64 %v5.epil, %k5.ext.epil
  %i5.epil = add nsw i32 %k515.epil.init, %base5
  %i5.ext.epil = sext i32 %i5.epil to i64
  %p5.epil = getelementptr inbounds i64, ptr addrspace(1) %wide, i64 %i5.ext.epil
  store i64 %x5.epil, ptr addrspace(1) %p5.epil, align 8
  br label %sc.end

sc.end:                                           ; preds = %sc.body.epil.preheader, %sc.end.loopexit.unr-lcssa, %sb.end
  call void @llvm.lifetime.end.p0(ptr nonnull %c)
  %t.ext = sext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t.ext
  store i32 %s3.lcssa, ptr addrspace(1) %po, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
