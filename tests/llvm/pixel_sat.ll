; pixel_sat: 8-bit image arithmetic with saturation.
;
; For each pixel p (unsigned byte) and delta d (signed byte): p + 40 and
; p - 100 saturating unsigned, p + d saturating signed (p read as signed),
; the rounded average of p and (unsigned)d computed in i16, and in @wide
; the saturating i16 sum of 200 p and 100 d, lowered by 30000 (saturating)
; for every third pixel.
; Exercises: llvm.uadd.sat/usub.sat/sadd.sat on i8, sadd.sat/ssub.sat on
; i16, i8 and i16 loads/stores, zext/sext/trunc between i8, i16, mul i16,
; lshr i16, a phi of i16.
;
; launch: %pixel_sat grid=2 block=(64) fuel=1000000
; arg: @img = i8[128] (i * 53 + 7) % 256
; arg: @delta = i8[128] (i * 29) % 256 - 128
; arg: @out = i8[512] 0
; arg: @wide = i16[128] 0
; expect: @out == [47, 0, -121, 68, 100, 0, -39, 109, -103, 13, 43, -106, -50, 66, -128, -65, -1, 119, -49, -24, 56, 0, 33, 17, 109, 0, 115, 58, -94, 22, 127, 99, -41, 75, 23, -116, -1, -128, -128, -75, 65, 0, -69, 94, 118, 0, 13, -121, -85, 31, -128, -80, -32, 84, -79, -39, -1, -119, 3, -126, 74, 0, 85, 43, 127, 0, 127, 84, -76, 40, -7, 125, -23, 93, -128, -90, -1, -110, -99, -49, 83, 0, -17, 120, -120, 0, 65, -95, -67, 49, -109, -54, -14, 102, -27, 115, -1, -101, 55, -100, 92, 0, 127, 69, -111, 5, 127, 110, -58, 58, -128, -105, -5, 111, -128, -64, 48, 0, -47, 105, 101, 0, 35, -110, -102, 14, 117, 59, -49, 67, -57, 100, -1, 120, 25, -115, 57, 0, 107, 54, 110, 0, 127, 95, -93, 23, 15, -120, -40, 76, -128, -79, -1, -127, -77, -38, 66, 0, 5, -125, 119, 0, 87, 44, -84, 32, -87, 85, -31, 85, -5, 126, -1, -118, 77, -89, 75, 0, 127, 80, -128, 0, -15, 121, -75, 41, -128, -94, -22, 94, -107, -53, -1, -109, -25, -12, 84, 0, 57, 29, -119, 0, 127, 70, -66, 50, -35, 111, -13, 103, 47, -104, 40, 0, -127, 65, 93, 0, -45, 106, -110, 6, 37, -109, -57, 59, -128, -68, -4, 112, -55, -27, 49, 0, 27, 14, 102, 0, 109, 55, -101, 15, 127, 96, -48, 68, 17, -119, -1, 121, -128, -78, 58, 0, -75, 91, 111, 0, 7, -124, -92, 24, 89, -83, -39, 77, -85, -42, -1, -126, -3, 127, 67, 0, 79, 40, 120, 0, 127, 81, -83, 33, -13, 122, -30, 86, -128, -93, -1, -117, -105, -52, 76, 0, -23, 117, -127, 0, 59, -98, -74, 42, -115, -57, -21, 95, -33, 112, -1, -108, 49, -103, 85, 0, 127, 66, -118, 0, 127, 107, -65, 51, -128, -108, -12, 104, -128, -67, 41, 0, -53, 102, 94, 0, 29, -113, -109, 7, 111, 56, -56, 60, -63, 97, -3, 113, 19, -118, 50, 0, 101, 51, 103, 0, 127, 92, -100, 16, 9, -123, -47, 69, -128, -82, -1, 122, -83, -41, 59, 0, -1, -128, 112, 0, 81, 41, -91, 25, 127, 82, -38, 78, -11, 123, -1, -125, 71, -92, 68, 0, 127, 77, 121, 0, -21, 118, -82, 34, -128, -97, -29, 87, -113, -56, -1, -116, -31, -15, 77, 0, 51, 26, -126, 0, 127, 67, -73, 43, -41, 108, -20, 96, 41, -107, -1, -107, -128, -66, 86, 0, -51, 103, -117, 0, 31, -112, -64, 52, -128, -71, -11, 105, -61, -30, 42, 0, 21, 11, 95, 0, 103, 52, -108, 8, 127, 93, -55, 61, 11, -122, -2, 114, -128, -81, 51, 0, -81, 88, 104, 0, 1, -127, -99, 17, 83, -86, -46, 70, -91, -45, -1, 123, -9, 124, 60, 0, 73, 37, 113, 0, 127, 78, -90, 26, 127, 119, -37, 79, -128, -96, -1, -124, -111, -55, 69, 0, -29, 114, 122, 0, 53, -101]
; expect: @wide == [-32768, 2100, 15600, -32768, -22936, 4900, -11600, 31900, -20136, -32768, -4400, 9100, -7400, -29436, -15936, -18100, 25400, 32767, -32768, -25236, 2600, -13900, 29600, -22436, -32768, 18900, 32400, -9700, -31736, -3900, -20400, 23100, -28936, -32768, 12400, 25900, -16200, -32768, -24736, -26900, 16600, 30100, -32768, -8436, 19400, -22700, 20800, -31236, -32768, 10100, 23600, 2767, -14936, -12700, -29200, 14300, 27800, -32768, 3600, 17100, 600, -21436, -32768, -32768, 7800, 21300, -32768, -17236, 10600, -5900, 32767, -32768, -32768, 1300, 14800, -1700, -23736, -10236, -12400, 31100, 19000, -32768, -5200, 8300, -8200, 32767, -16736, -18900, 24600, 12500, -32768, -26036, 1800, -14700, 28800, -23236, -32768, 18100, 6000, -10500, -32536, -19036, -21200, 22300, 32767, -32768, -28336, -500, -17000, 26500, -25536, -27700, 15800, 29300, 2767, -32768, -7000, -23500, 20000, -32036, -32768, 9300, 22800, 2767, -32768, -27836, -30000, 13500]

; ModuleID = 'src/pixel_sat.ll'
source_filename = "src/pixel_sat.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define void @pixel_sat(ptr addrspace(1) noundef readonly captures(none) %img, ptr addrspace(1) noundef readonly captures(none) %delta, ptr addrspace(1) noundef writeonly captures(none) %out, ptr addrspace(1) noundef writeonly captures(none) %wide) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = sext i32 %g to i64
  %pp = getelementptr inbounds i8, ptr addrspace(1) %img, i64 %g.e
  %p = load i8, ptr addrspace(1) %pp, align 1
  %dp = getelementptr inbounds i8, ptr addrspace(1) %delta, i64 %g.e
  %d = load i8, ptr addrspace(1) %dp, align 1
  %o4 = shl nsw i64 %g.e, 2
  %o0 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o4
  %bright = tail call i8 @llvm.uadd.sat.i8(i8 %p, i8 40)
  store i8 %bright, ptr addrspace(1) %o0, align 1
  %dark = tail call i8 @llvm.usub.sat.i8(i8 %p, i8 100)
  %o1 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 1
  store i8 %dark, ptr addrspace(1) %o1, align 1
  %mix = tail call i8 @llvm.sadd.sat.i8(i8 %p, i8 %d)
  %o2 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 2
  store i8 %mix, ptr addrspace(1) %o2, align 1
  %p16 = zext i8 %p to i16
  %du16 = zext i8 %d to i16
  %sum16 = add nuw nsw i16 %p16, 1
  %sum16r = add nuw nsw i16 %sum16, %du16
  %avg16 = lshr i16 %sum16r, 1
  %avg = trunc nuw i16 %avg16 to i8
  %o3 = getelementptr inbounds nuw i8, ptr addrspace(1) %o0, i64 3
  store i8 %avg, ptr addrspace(1) %o3, align 1
  %pw = mul nuw i16 %p16, 200
  %ds16 = sext i8 %d to i16
  %dw = mul nsw i16 %ds16, 100
  %w = tail call i16 @llvm.sadd.sat.i16(i16 %pw, i16 %dw)
  %g3 = srem i32 %g, 3
  %third = icmp eq i32 %g3, 0
  %wl = tail call i16 @llvm.sadd.sat.i16(i16 %w, i16 -30000)
  %wv = select i1 %third, i16 %wl, i16 %w
  %wp = getelementptr inbounds i16, ptr addrspace(1) %wide, i64 %g.e
  store i16 %wv, ptr addrspace(1) %wp, align 2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.uadd.sat.i8(i8, i8) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.usub.sat.i8(i8, i8) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.sadd.sat.i8(i8, i8) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.sadd.sat.i16(i16, i16) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!0 = !{ptr @pixel_sat, !"kernel", i32 1}
