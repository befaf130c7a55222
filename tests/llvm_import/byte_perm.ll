; CUDA's __byte_perm as LLVM 21+ emits it (llvm.nvvm.prmt): SHA-256's
; big-endian message load and a byte permutation with a run-time selector
; per thread; __sad, __usad, __mul24 and __umul24 (llvm.nvvm.sad.i/ui,
; llvm.nvvm.mul24.i/ui). The directives were printed by
; `expected.py byte_perm`.
;
;   __global__ void load_be(const uint32_t *msg, uint32_t *w, int n) {
;     int t = threadIdx.x;
;     if (t < n)
;       for (int i = 0; i < 16; i++)
;         w[t * 16 + i] = __byte_perm(msg[t * 16 + i], 0, 0x0123);
;   }
;   __global__ void perm(const uint32_t *a, const uint32_t *b,
;                        const uint32_t *sel, uint32_t *out) {
;     int t = threadIdx.x;
;     out[t] = __byte_perm(a[t], b[t], sel[t]);
;   }
; launch: %load_be grid=1 block=4
; arg: @msg = i32[64] [19088743, -1621442784, 1032992985, -607538542, 2046897227, 406365700, -1234165827, 1420269942, -220261585, -1860793112, 793642657, -846888870, 1807546899, 167015372, -1473516155, 1180919614, -459611913, -2100143440, 554292329, -1086239198, 1568196571, -72334956, -1712866483, 941569286, -698962241, 1955473528, 314942001, -1325589526, 1328846243, -311685284, -1952216811, 702218958, -938312569, 1716123200, 75591673, -1564939854, 1089495915, -551035612, 2103400157, 462868630, -1177662897, 1476772872, -163758655, -1804290182, 850145587, -790385940, 1864049829, 223518302, -1417013225, 1237422544, -403108983, -2043640510, 610795259, -1029736268, 1624699501, -15832026, -1656363553, 998072216, -642459311, 2011976458, 371444931, -1269086596, 1385349173, -255182354]
; arg: @w = i32[64] 0
; arg: 4
; expect: @w == [1732584193, 549411487, -650603971, -1833776677, 1261175162, 78002200, -1122013002, 1989781332, 789831666, -393472367, -1593422289, 1518372301, 335199339, -864816119, -2048054360, 1046963014, -136275228, -1336225150, 1775503649, 575553983, -607684515, -1807634181, 1304160153, 104144696, -1079093546, 2015923828, 832750866, -367264336, -1550502833, 1544514797, 361341835, -838673623, -2021911864, 1089882470, -110132988, -1293305694, 1801711680, 618473439, -581542019, -1764714981, 1330302649, 147064152, -1052951050, 2058843284, 858893362, -324344880, -1524360337, 1587433997, 387484331, -795754167, -1995703833, 1116024966, -67213532, -1267163198, 1844631136, 644615935, -538622563, -1738572485, 1373222105, 173272183, -1010031850, 2084985780, 901812818, -298202384]
; launch: %perm grid=1 block=16
; arg: @a = i32[16] [-2130739455, -1505397870, -880056285, -254714700, 370626885, 995968470, 1621310055, -2048315656, -1422974071, -797632486, -172290901, 453050684, 1078392269, 1703733854, -1965891857, -1340550272]
; arg: @b = i32[16] [8388736, 1648920263, -1005515506, 635016021, -2019419748, -378888221, 1261643306, -1392792463, 247739064, 1888270591, -766165178, 874366349, -1780069420, -139537893, 1500993634, -1153442135]
; arg: @sel = i32[16] [291, 20800, 30292, 12816, 34952, 39612, 65244, -65536, 17185, 0, 30583, 45986, 7982, 27741, 582, 61166]
; arg: @out = i32[16] 0
; expect: @out == [25165696, -2039232622, -1005515506, -254714700, 0, 255, 0, -117901064, -1196740829, 437918234, -757935406, 1769473, -167819521, -1375677697, -271424905, 0]
; launch: %sad_mul24 grid=1 block=16
; arg: @a = i32[16] [-2130739455, -1505397870, -880056285, -254714700, 370626885, 995968470, 1621310055, -2048315656, -1422974071, -797632486, -172290901, 453050684, 1078392269, 1703733854, -1965891857, -1340550272]
; arg: @b = i32[16] [8388736, 1648920263, -1005515506, 635016021, -2019419748, -378888221, 1261643306, -1392792463, 247739064, 1888270591, -766165178, 874366349, -1780069420, -139537893, 1500993634, -1153442135]
; arg: @out = i32[64] 0
; expect: @out == [2139128198, -2139128188, 2134868096, 4161664, -1140649156, 1140649166, 294339198, 294339198, 125459228, 125459224, -130254614, 104626410, 889730728, -889730718, 156443588, 307438532, -1904920656, 1904920666, 2110735116, -1026604276, 1374856698, -1374856688, 733009602, 733009602, 359666756, 359666752, -839393562, -134750490, 655523200, 655523196, -1230742664, 530865016, 1670713142, -1670713132, 45501560, -1950987144, -1609064212, 1609064222, -1305628186, -869420570, 593874284, 593874280, 705334210, 1879739330, 421315672, 421315668, -364062196, -364062196, -1436505600, 1436505610, 234134724, -621503292, 1843271754, -1843271744, 2046940138, -217984022, -828081798, 828081808, 208961406, 1853128574, 187108144, 187108140, -1538482304, -1538482304]
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @load_be(ptr addrspace(1) noundef readonly captures(none) %msg, ptr addrspace(1) noundef writeonly captures(none) %w, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp slt i32 %0, %n
  br i1 %cmp, label %for.body.preheader, label %if.end

for.body.preheader:                               ; preds = %entry
  %mul = shl nuw nsw i32 %0, 4
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.07 = phi i32 [ 0, %for.body.preheader ], [ %inc, %for.body ]
  %add = or disjoint i32 %i.07, %mul
  %idxprom = zext nneg i32 %add to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr addrspace(1) %msg, i64 %idxprom
  %1 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !4
  %2 = tail call i32 @llvm.nvvm.prmt(i32 %1, i32 0, i32 291)
  %arrayidx4 = getelementptr inbounds nuw i32, ptr addrspace(1) %w, i64 %idxprom
  store i32 %2, ptr addrspace(1) %arrayidx4, align 4, !tbaa !4
  %inc = add nuw nsw i32 %i.07, 1
  %exitcond.not = icmp eq i32 %inc, 16
  br i1 %exitcond.not, label %if.end, label %for.body, !llvm.loop !8

if.end:                                           ; preds = %for.body, %entry
  ret void
}

define ptx_kernel void @perm(ptr addrspace(1) noundef readonly captures(none) %a, ptr addrspace(1) noundef readonly captures(none) %b, ptr addrspace(1) noundef readonly captures(none) %sel, ptr addrspace(1) noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %0 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr addrspace(1) %a, i64 %idxprom
  %1 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !4
  %arrayidx2 = getelementptr inbounds nuw i32, ptr addrspace(1) %b, i64 %idxprom
  %2 = load i32, ptr addrspace(1) %arrayidx2, align 4, !tbaa !4
  %arrayidx4 = getelementptr inbounds nuw i32, ptr addrspace(1) %sel, i64 %idxprom
  %3 = load i32, ptr addrspace(1) %arrayidx4, align 4, !tbaa !4
  %4 = tail call i32 @llvm.nvvm.prmt(i32 %1, i32 %2, i32 %3)
  %arrayidx6 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %idxprom
  store i32 %4, ptr addrspace(1) %arrayidx6, align 4, !tbaa !4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @llvm.nvvm.prmt(i32, i32, i32) #1

define ptx_kernel void @sad_mul24(ptr addrspace(1) noundef readonly captures(none) %a, ptr addrspace(1) noundef readonly captures(none) %b, ptr addrspace(1) noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t.e = zext nneg i32 %t to i64
  %ap = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %t.e
  %x = load i32, ptr addrspace(1) %ap, align 4
  %bp = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %t.e
  %y = load i32, ptr addrspace(1) %bp, align 4
  %o = shl nuw nsw i64 %t.e, 4
  %p0 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o
  %s = tail call i32 @llvm.nvvm.sad.i(i32 %x, i32 %y, i32 7)
  store i32 %s, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 4
  %u = tail call i32 @llvm.nvvm.sad.ui(i32 %x, i32 %y, i32 3)
  store i32 %u, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 8
  %m = tail call i32 @llvm.nvvm.mul24.i(i32 %x, i32 %y)
  store i32 %m, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 12
  %um = tail call i32 @llvm.nvvm.mul24.ui(i32 %x, i32 %y)
  store i32 %um, ptr addrspace(1) %p3, align 4
  ret void
}

declare i32 @llvm.nvvm.sad.i(i32, i32, i32) #1
declare i32 @llvm.nvvm.sad.ui(i32, i32, i32) #1
declare i32 @llvm.nvvm.mul24.i(i32, i32) #1
declare i32 @llvm.nvvm.mul24.ui(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{!"clang version 22.0.0"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
