; bitonic_local: bitonic sorting network on a per-thread local array.
;
; Each thread loads n = 16 ints into `int buf[16]` and sorts them
; ascending (signed) with the bitonic network: three nested loops over
; size, stride and i, compare-exchange of buf[i] and buf[i ^ stride] by
; llvm.smin/smax and a direction chosen by (i & size) == 0.
; Exercises: generic-address-space alloca with dynamic indices (i and
; i ^ stride), llvm.lifetime, llvm.smin/smax, select, xor, icmp
; eq/ne/ult/ule/ugt/slt, nested loops with shifted induction variables.
;
; launch: %bitonic_local grid=2 block=(32) fuel=2000000
; arg: @in = i32[1024] (i * 7919 + 13) % 1009 - 500
; arg: @out = i32[1024] 0
; arg: 16
; expect: @out == [-487, -458, -396, -305, -243, -152, -90, 1, 63, 154, 216, 245, 307, 369, 398, 460, -429, -367, -276, -214, -185, -123, -61, -32, 30, 92, 121, 183, 274, 336, 427, 489, -491, -462, -400, -338, -309, -247, -156, -94, -3, 59, 150, 212, 303, 365, 394, 456, -433, -371, -280, -218, -127, -65, -36, 26, 88, 117, 179, 241, 270, 332, 423, 485, -495, -466, -404, -342, -313, -251, -189, -160, -98, -7, 55, 146, 208, 299, 361, 452, -437, -375, -284, -222, -131, -69, 22, 84, 113, 175, 237, 266, 328, 390, 419, 481, -499, -408, -346, -317, -255, -193, -164, -102, -40, -11, 51, 142, 204, 295, 357, 448, -470, -441, -379, -288, -226, -135, -73, 18, 80, 171, 233, 262, 324, 386, 415, 477, -412, -350, -259, -197, -168, -106, -44, -15, 47, 109, 138, 200, 291, 353, 444, 506, -474, -445, -383, -321, -292, -230, -139, -77, 14, 76, 167, 229, 320, 382, 411, 473, -416, -354, -263, -201, -110, -48, -19, 43, 105, 134, 196, 258, 287, 349, 440, 502, -478, -449, -387, -325, -296, -234, -172, -143, -81, 10, 72, 163, 225, 316, 378, 469, -420, -358, -267, -205, -114, -52, 39, 101, 130, 192, 254, 283, 345, 407, 436, 498, -482, -391, -329, -300, -238, -176, -147, -85, -23, 6, 68, 159, 221, 312, 374, 465, -453, -424, -362, -271, -209, -118, -56, 35, 97, 188, 250, 279, 341, 403, 432, 494, -486, -395, -333, -242, -180, -151, -89, -27, 2, 64, 126, 155, 217, 308, 370, 461, -457, -428, -366, -304, -275, -213, -122, -60, 31, 93, 184, 246, 337, 399, 428, 490, -490, -399, -337, -246, -184, -93, -31, -2, 60, 122, 151, 213, 275, 304, 366, 457, -461, -432, -370, -308, -279, -217, -155, -126, -64, 27, 89, 180, 242, 333, 395, 486, -494, -403, -341, -250, -188, -97, -35, 56, 118, 147, 209, 271, 300, 362, 424, 453, -465, -374, -312, -283, -221, -159, -130, -68, -6, 23, 85, 176, 238, 329, 391, 482, -498, -436, -407, -345, -254, -192, -101, -39, 52, 114, 205, 267, 296, 358, 420, 449, -469, -378, -316, -225, -163, -134, -72, -10, 19, 81, 143, 172, 234, 325, 387, 478, -440, -411, -349, -287, -258, -196, -105, -43, 48, 110, 201, 263, 354, 416, 445, 507, -473, -382, -320, -229, -167, -76, -14, 15, 77, 139, 168, 230, 292, 321, 383, 474, -444, -415, -353, -291, -262, -200, -138, -109, -47, 44, 106, 197, 259, 350, 412, 503, -477, -386, -324, -233, -171, -80, -18, 73, 135, 164, 226, 288, 317, 379, 441, 470, -448, -357, -295, -266, -204, -142, -113, -51, 11, 40, 102, 193, 255, 346, 408, 499, -481, -419, -390, -328, -237, -175, -84, -22, 69, 131, 222, 284, 313, 375, 437, 466, -452, -361, -299, -208, -146, -117, -55, 7, 36, 98, 160, 189, 251, 342, 404, 495, -485, -423, -394, -332, -270, -241, -179, -88, -26, 65, 127, 218, 280, 371, 433, 462, -456, -365, -303, -212, -150, -59, 3, 32, 94, 156, 185, 247, 309, 338, 400, 491, -489, -427, -398, -336, -274, -245, -183, -121, -92, -30, 61, 123, 214, 276, 367, 429, -460, -369, -307, -216, -154, -63, -1, 90, 152, 181, 243, 305, 334, 396, 458, 487, -493, -431, -340, -278, -249, -187, -125, -96, -34, 28, 57, 119, 210, 272, 363, 425, -464, -402, -373, -311, -220, -158, -67, -5, 86, 148, 239, 301, 330, 392, 454, 483, -497, -435, -344, -282, -191, -129, -100, -38, 24, 53, 115, 177, 206, 268, 359, 421, -468, -406, -377, -315, -253, -224, -162, -71, -9, 82, 144, 235, 297, 388, 450, 479, -439, -348, -286, -195, -133, -42, 20, 49, 111, 173, 202, 264, 326, 355, 417, 508, -472, -410, -381, -319, -257, -228, -166, -104, -75, -13, 78, 140, 231, 293, 384, 446, -443, -352, -290, -199, -137, -46, 16, 107, 169, 198, 260, 322, 351, 413, 475, 504, -476, -414, -323, -261, -232, -170, -108, -79, -17, 45, 74, 136, 227, 289, 380, 442, -447, -385, -356, -294, -203, -141, -50, 12, 103, 165, 256, 318, 347, 409, 471, 500, -480, -418, -327, -265, -174, -112, -83, -21, 41, 70, 132, 194, 223, 285, 376, 438, -451, -389, -360, -298, -236, -207, -145, -54, 8, 99, 161, 252, 314, 405, 467, 496, -484, -422, -331, -269, -178, -116, -25, 37, 66, 128, 190, 219, 281, 343, 372, 434, -455, -393, -364, -302, -240, -211, -149, -87, -58, 4, 95, 157, 248, 310, 401, 463, -488, -426, -335, -273, -182, -120, -29, 33, 124, 186, 215, 277, 339, 368, 430, 492, -459, -397, -306, -244, -215, -153, -91, -62, 0, 62, 91, 153, 244, 306, 397, 459, -492, -430, -368, -339, -277, -186, -124, -33, 29, 120, 182, 273, 335, 364, 426, 488, -463, -401, -310, -248, -157, -95, -66, -4, 58, 87, 149, 211, 240, 302, 393, 455, -496, -434, -372, -343, -281, -219, -190, -128, -37, 25, 116, 178, 269, 331, 422, 484, -467, -405, -314, -252, -161, -99, -8, 54, 83, 145, 207, 236, 298, 360, 389, 451, -438, -376, -347, -285, -223, -194, -132, -70, -41, 21, 112, 174, 265, 327, 418, 480, -500, -471, -409, -318, -256, -165, -103, -12, 50, 141, 203, 232, 294, 356, 385, 447, -442, -380, -289, -227, -198, -136, -74, -45, 17, 79, 108, 170, 261, 323, 414, 476, -475, -413, -351, -322, -260, -169, -107, -16, 46, 137, 199, 290, 352, 381, 443, 505, -446, -384, -293, -231, -140, -78, -49, 13, 75, 104, 166, 228, 257, 319, 410, 472, -479, -417, -355, -326, -264, -202, -173, -111, -20, 42, 133, 195, 286, 348, 439, 501, -450, -388, -297, -235, -144, -82, 9, 71, 100, 162, 224, 253, 315, 377, 406, 468, -421, -359, -330, -268, -206, -177, -115, -53, -24, 38, 129, 191, 282, 344, 435, 497, -483, -454, -392, -301, -239, -148, -86, 5, 67, 158, 220, 249, 311, 373, 402, 464, -425, -363, -272, -210, -181, -119, -57, -28, 34, 96, 125, 187, 278, 340, 431, 493, -487, -458, -396, -334, -305, -243, -152, -90, 1, 63, 154, 216, 307, 369, 398, 460]

; ModuleID = 'src/bitonic_local.ll'
source_filename = "src/bitonic_local.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @bitonic_local(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef writeonly captures(none) %out, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %buf = alloca [16 x i32], align 16
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %t = add i32 %base, %tid
  %seg = mul i32 %n, %t
  call void @llvm.lifetime.start.p0(ptr nonnull %buf)
  %k.more1 = icmp sgt i32 %n, 0
  br i1 %k.more1, label %load.body.preheader, label %size.loop.preheader

load.body.preheader:                              ; preds = %entry
  %xtraiter = and i32 %n, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %load.body.epil.preheader, label %load.body.preheader.new

load.body.preheader.new:                          ; preds = %load.body.preheader
  %unroll_iter = and i32 %n, 2147483644
  br label %load.body

size.loop.preheader.loopexit.unr-lcssa:           ; preds = %load.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %size.loop.preheader, label %load.body.epil.preheader

load.body.epil.preheader:                         ; preds = %size.loop.preheader.loopexit.unr-lcssa, %load.body.preheader
  %k2.epil.init = phi i32 [ 0, %load.body.preheader ], [ %k.next.3, %size.loop.preheader.loopexit.unr-lcssa ]
  %lcmp.mod14 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod14)
  br label %load.body.epil

load.body.epil:                                   ; preds = %load.body.epil, %load.body.epil.preheader
  %k2.epil = phi i32 [ %k.next.epil, %load.body.epil ], [ %k2.epil.init, %load.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %load.body.epil ], [ 0, %load.body.epil.preheader ]
  %gi.epil = add nsw i32 %k2.epil, %seg
  %gi.ext.epil = sext i32 %gi.epil to i64
  %gp.epil = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gi.ext.epil
  %gv.epil = load i32, ptr addrspace(1) %gp.epil, align 4
  %k.ext.epil = zext nneg i32 %k2.epil to i64
  %lp.epil = getelementptr inbounds nuw i32, ptr %buf, i64 %k.ext.epil
  store i32 %gv.epil, ptr %lp.epil, align 4
  %k.next.epil = add nuw nsw i32 %k2.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %size.loop.preheader, label %load.body.epil, !llvm.loop !0

size.loop.preheader:                              ; preds = %size.loop.preheader.loopexit.unr-lcssa, %load.body.epil, %entry
  %size.ok.not8 = icmp ult i32 %n, 2
  br i1 %size.ok.not8, label %out.loop.preheader, label %stride.loop.preheader

load.body:                                        ; preds = %load.body, %load.body.preheader.new
  %k2 = phi i32 [ 0, %load.body.preheader.new ], [ %k.next.3, %load.body ]
  %niter = phi i32 [ 0, %load.body.preheader.new ], [ %niter.next.3, %load.body ]
  %gi = add nsw i32 %k2, %seg
  %gi.ext = sext i32 %gi to i64
  %gp = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gi.ext
  %gv = load i32, ptr addrspace(1) %gp, align 4
  %k.ext = zext nneg i32 %k2 to i64
  %lp = getelementptr inbounds nuw i32, ptr %buf, i64 %k.ext
  store i32 %gv, ptr %lp, align 16
  %k.next = or disjoint i32 %k2, 1
  %gi.1 = add nsw i32 %k.next, %seg
  %gi.ext.1 = sext i32 %gi.1 to i64
  %gp.1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gi.ext.1
  %gv.1 = load i32, ptr addrspace(1) %gp.1, align 4
  %k.ext.1 = zext nneg i32 %k.next to i64
  %lp.1 = getelementptr inbounds nuw i32, ptr %buf, i64 %k.ext.1
  store i32 %gv.1, ptr %lp.1, align 4
  %k.next.1 = or disjoint i32 %k2, 2
  %gi.2 = add nsw i32 %k.next.1, %seg
  %gi.ext.2 = sext i32 %gi.2 to i64
  %gp.2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gi.ext.2
  %gv.2 = load i32, ptr addrspace(1) %gp.2, align 4
  %k.ext.2 = zext nneg i32 %k.next.1 to i64
  %lp.2 = getelementptr inbounds nuw i32, ptr %buf, i64 %k.ext.2
  store i32 %gv.2, ptr %lp.2, align 8
  %k.next.2 = or disjoint i32 %k2, 3
  %gi.3 = add nsw i32 %k.next.2, %seg
  %gi.ext.3 = sext i32 %gi.3 to i64
  %gp.3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gi.ext.3
  %gv.3 = load i32, ptr addrspace(1) %gp.3, align 4
  %k.ext.3 = zext nneg i32 %k.next.2 to i64
  %lp.3 = getelementptr inbounds nuw i32, ptr %buf, i64 %k.ext.3
  store i32 %gv.3, ptr %lp.3, align 4
  %k.next.3 = add nuw nsw i32 %k2, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %size.loop.preheader.loopexit.unr-lcssa, label %load.body

stride.loop.preheader:                            ; preds = %size.loop.preheader, %size.next.bb
  %size9 = phi i32 [ %size.next, %size.next.bb ], [ 2, %size.loop.preheader ]
  %stride.ok.not6 = icmp eq i32 %size9, 0
  br i1 %stride.ok.not6, label %size.next.bb, label %i.loop.preheader.preheader

i.loop.preheader.preheader:                       ; preds = %stride.loop.preheader
  %stride5 = lshr exact i32 %size9, 1
  br label %i.loop.preheader

out.loop.preheader:                               ; preds = %size.next.bb, %size.loop.preheader
  br i1 %k.more1, label %out.body.preheader, label %exit

out.body.preheader:                               ; preds = %out.loop.preheader
  %xtraiter15 = and i32 %n, 3
  %1 = icmp ult i32 %n, 4
  br i1 %1, label %out.body.epil.preheader, label %out.body.preheader.new

out.body.preheader.new:                           ; preds = %out.body.preheader
  %unroll_iter19 = and i32 %n, 2147483644
  br label %out.body

stride.loop.loopexit:                             ; preds = %i.next.bb
  %stride = lshr i32 %stride7, 1
  %stride.ok.not = icmp eq i32 %stride, 0
  br i1 %stride.ok.not, label %size.next.bb, label %i.loop.preheader

i.loop.preheader:                                 ; preds = %i.loop.preheader.preheader, %stride.loop.loopexit
  %stride7 = phi i32 [ %stride, %stride.loop.loopexit ], [ %stride5, %i.loop.preheader.preheader ]
  br label %i.body

i.body:                                           ; preds = %i.loop.preheader, %i.next.bb
  %i4 = phi i32 [ %i.next, %i.next.bb ], [ 0, %i.loop.preheader ]
  %j = xor i32 %i4, %stride7
  %partner = icmp ugt i32 %j, %i4
  br i1 %partner, label %exchange, label %i.next.bb

exchange:                                         ; preds = %i.body
  %i.z = zext i32 %i4 to i64
  %pi = getelementptr inbounds nuw i32, ptr %buf, i64 %i.z
  %j.z = zext i32 %j to i64
  %pj = getelementptr inbounds nuw i32, ptr %buf, i64 %j.z
  %a = load i32, ptr %pi, align 4
  %b = load i32, ptr %pj, align 4
  %lo = tail call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %hi = tail call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %dir = and i32 %i4, %size9
  %up = icmp eq i32 %dir, 0
  %first = select i1 %up, i32 %lo, i32 %hi
  %second = select i1 %up, i32 %hi, i32 %lo
  store i32 %first, ptr %pi, align 4
  store i32 %second, ptr %pj, align 4
  br label %i.next.bb

i.next.bb:                                        ; preds = %exchange, %i.body
  %i.next = add nuw i32 %i4, 1
  %exitcond12.not = icmp eq i32 %i.next, %n
  br i1 %exitcond12.not, label %stride.loop.loopexit, label %i.body

size.next.bb:                                     ; preds = %stride.loop.loopexit, %stride.loop.preheader
  %size.next = shl i32 %size9, 1
  %size.ok.not = icmp ugt i32 %size.next, %n
  br i1 %size.ok.not, label %out.loop.preheader, label %stride.loop.preheader

out.body:                                         ; preds = %out.body, %out.body.preheader.new
  %o11 = phi i32 [ 0, %out.body.preheader.new ], [ %o.next.3, %out.body ]
  %niter20 = phi i32 [ 0, %out.body.preheader.new ], [ %niter20.next.3, %out.body ]
  %o.ext = zext nneg i32 %o11 to i64
  %sp = getelementptr inbounds nuw i32, ptr %buf, i64 %o.ext
  %sv = load i32, ptr %sp, align 16
  %oi = add nsw i32 %o11, %seg
  %oi.ext = sext i32 %oi to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext
  store i32 %sv, ptr addrspace(1) %op, align 4
  %o.next = or disjoint i32 %o11, 1
  %o.ext.1 = zext nneg i32 %o.next to i64
  %sp.1 = getelementptr inbounds nuw i32, ptr %buf, i64 %o.ext.1
  %sv.1 = load i32, ptr %sp.1, align 4
  %oi.1 = add nsw i32 %o.next, %seg
  %oi.ext.1 = sext i32 %oi.1 to i64
  %op.1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext.1
  store i32 %sv.1, ptr addrspace(1) %op.1, align 4
  %o.next.1 = or disjoint i32 %o11, 2
  %o.ext.2 = zext nneg i32 %o.next.1 to i64
  %sp.2 = getelementptr inbounds nuw i32, ptr %buf, i64 %o.ext.2
  %sv.2 = load i32, ptr %sp.2, align 8
  %oi.2 = add nsw i32 %o.next.1, %seg
  %oi.ext.2 = sext i32 %oi.2 to i64
  %op.2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext.2
  store i32 %sv.2, ptr addrspace(1) %op.2, align 4
  %o.next.2 = or disjoint i32 %o11, 3
  %o.ext.3 = zext nneg i32 %o.next.2 to i64
  %sp.3 = getelementptr inbounds nuw i32, ptr %buf, i64 %o.ext.3
  %sv.3 = load i32, ptr %sp.3, align 4
  %oi.3 = add nsw i32 %o.next.2, %seg
  %oi.ext.3 = sext i32 %oi.3 to i64
  %op.3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext.3
  store i32 %sv.3, ptr addrspace(1) %op.3, align 4
  %o.next.3 = add nuw nsw i32 %o11, 4
  %niter20.next.3 = add i32 %niter20, 4
  %niter20.ncmp.3 = icmp eq i32 %niter20.next.3, %unroll_iter19
  br i1 %niter20.ncmp.3, label %exit.loopexit.unr-lcssa, label %out.body

exit.loopexit.unr-lcssa:                          ; preds = %out.body
  %lcmp.mod17.not = icmp eq i32 %xtraiter15, 0
  br i1 %lcmp.mod17.not, label %exit, label %out.body.epil.preheader

out.body.epil.preheader:                          ; preds = %exit.loopexit.unr-lcssa, %out.body.preheader
  %o11.epil.init = phi i32 [ 0, %out.body.preheader ], [ %o.next.3, %exit.loopexit.unr-lcssa ]
  %lcmp.mod18 = icmp ne i32 %xtraiter15, 0
  tail call void @llvm.assume(i1 %lcmp.mod18)
  br label %out.body.epil

out.body.epil:                                    ; preds = %out.body.epil, %out.body.epil.preheader
  %o11.epil = phi i32 [ %o.next.epil, %out.body.epil ], [ %o11.epil.init, %out.body.epil.preheader ]
  %epil.iter16 = phi i32 [ %epil.iter16.next, %out.body.epil ], [ 0, %out.body.epil.preheader ]
  %o.ext.epil = zext nneg i32 %o11.epil to i64
  %sp.epil = getelementptr inbounds nuw i32, ptr %buf, i64 %o.ext.epil
  %sv.epil = load i32, ptr %sp.epil, align 4
  %oi.epil = add nsw i32 %o11.epil, %seg
  %oi.ext.epil = sext i32 %oi.epil to i64
  %op.epil = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oi.ext.epil
  store i32 %sv.epil, ptr addrspace(1) %op.epil, align 4
  %o.next.epil = add nuw nsw i32 %o11.epil, 1
  %epil.iter16.next = add i32 %epil.iter16, 1
  %epil.iter16.cmp.not = icmp eq i32 %epil.iter16.next, %xtraiter15
  br i1 %epil.iter16.cmp.not, label %exit, label %out.body.epil, !llvm.loop !2

exit:                                             ; preds = %exit.loopexit.unr-lcssa, %out.body.epil, %out.loop.preheader
  call void @llvm.lifetime.end.p0(ptr nonnull %buf)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
