; aes_round: one AES-128 round per thread on a 16-byte state.
;
; SubBytes through a 256-byte S-box in constant memory, ShiftRows by
; index arithmetic, MixColumns with xtime in i8 arithmetic, AddRoundKey
; with the round key @rk. Thread 0 gets the FIPS-197 Appendix B state at
; the start of round 1 and its first round key, so its output is the
; state at the start of round 2 (a4 9c 7f f2 68 9f 35 2b ...).
; Exercises: [256 x i8] addrspace(4) constant with an initialiser, i8
; loads/stores/xor/shl/lshr/mul, zeroext i8 arguments, an internal helper
; inlined by -O2, local [16 x i8] arrays, llvm.memcpy global->local.
;
; launch: %aes_round grid=2 block=(32) fuel=1000000
; arg: @in = i8[1024] [0x19, 0x3d, 0xe3, 0xbe, 0xa0, 0xf4, 0xe2, 0x2b, 0x9a, 0xc6, 0x8d, 0x2a, 0xe9, 0xf8, 0x48, 0x08, 185, 2, 75, 148, 221, 38, 111, 184, 1, 74, 147, 220, 37, 110, 183, 0, 114, 187, 4, 77, 150, 223, 40, 113, 186, 3, 76, 149, 222, 39, 112, 185, 43, 116, 189, 6, 79, 152, 225, 42, 115, 188, 5, 78, 151, 224, 41, 114, 228, 45, 118, 191, 8, 81, 154, 227, 44, 117, 190, 7, 80, 153, 226, 43, 157, 230, 47, 120, 193, 10, 83, 156, 229, 46, 119, 192, 9, 82, 155, 228, 86, 159, 232, 49, 122, 195, 12, 85, 158, 231, 48, 121, 194, 11, 84, 157, 15, 88, 161, 234, 51, 124, 197, 14, 87, 160, 233, 50, 123, 196, 13, 86, 200, 17, 90, 163, 236, 53, 126, 199, 16, 89, 162, 235, 52, 125, 198, 15, 129, 202, 19, 92, 165, 238, 55, 128, 201, 18, 91, 164, 237, 54, 127, 200, 58, 131, 204, 21, 94, 167, 240, 57, 130, 203, 20, 93, 166, 239, 56, 129, 243, 60, 133, 206, 23, 96, 169, 242, 59, 132, 205, 22, 95, 168, 241, 58, 172, 245, 62, 135, 208, 25, 98, 171, 244, 61, 134, 207, 24, 97, 170, 243, 101, 174, 247, 64, 137, 210, 27, 100, 173, 246, 63, 136, 209, 26, 99, 172, 30, 103, 176, 249, 66, 139, 212, 29, 102, 175, 248, 65, 138, 211, 28, 101, 215, 32, 105, 178, 251, 68, 141, 214, 31, 104, 177, 250, 67, 140, 213, 30, 144, 217, 34, 107, 180, 253, 70, 143, 216, 33, 106, 179, 252, 69, 142, 215, 73, 146, 219, 36, 109, 182, 255, 72, 145, 218, 35, 108, 181, 254, 71, 144, 2, 75, 148, 221, 38, 111, 184, 1, 74, 147, 220, 37, 110, 183, 0, 73, 187, 4, 77, 150, 223, 40, 113, 186, 3, 76, 149, 222, 39, 112, 185, 2, 116, 189, 6, 79, 152, 225, 42, 115, 188, 5, 78, 151, 224, 41, 114, 187, 45, 118, 191, 8, 81, 154, 227, 44, 117, 190, 7, 80, 153, 226, 43, 116, 230, 47, 120, 193, 10, 83, 156, 229, 46, 119, 192, 9, 82, 155, 228, 45, 159, 232, 49, 122, 195, 12, 85, 158, 231, 48, 121, 194, 11, 84, 157, 230, 88, 161, 234, 51, 124, 197, 14, 87, 160, 233, 50, 123, 196, 13, 86, 159, 17, 90, 163, 236, 53, 126, 199, 16, 89, 162, 235, 52, 125, 198, 15, 88, 202, 19, 92, 165, 238, 55, 128, 201, 18, 91, 164, 237, 54, 127, 200, 17, 131, 204, 21, 94, 167, 240, 57, 130, 203, 20, 93, 166, 239, 56, 129, 202, 60, 133, 206, 23, 96, 169, 242, 59, 132, 205, 22, 95, 168, 241, 58, 131, 245, 62, 135, 208, 25, 98, 171, 244, 61, 134, 207, 24, 97, 170, 243, 60, 174, 247, 64, 137, 210, 27, 100, 173, 246, 63, 136, 209, 26, 99, 172, 245, 103, 176, 249, 66, 139, 212, 29, 102, 175, 248, 65, 138, 211, 28, 101, 174, 32, 105, 178, 251, 68, 141, 214, 31, 104, 177, 250, 67, 140, 213, 30, 103, 217, 34, 107, 180, 253, 70, 143, 216, 33, 106, 179, 252, 69, 142, 215, 32, 146, 219, 36, 109, 182, 255, 72, 145, 218, 35, 108, 181, 254, 71, 144, 217, 75, 148, 221, 38, 111, 184, 1, 74, 147, 220, 37, 110, 183, 0, 73, 146, 4, 77, 150, 223, 40, 113, 186, 3, 76, 149, 222, 39, 112, 185, 2, 75, 189, 6, 79, 152, 225, 42, 115, 188, 5, 78, 151, 224, 41, 114, 187, 4, 118, 191, 8, 81, 154, 227, 44, 117, 190, 7, 80, 153, 226, 43, 116, 189, 47, 120, 193, 10, 83, 156, 229, 46, 119, 192, 9, 82, 155, 228, 45, 118, 232, 49, 122, 195, 12, 85, 158, 231, 48, 121, 194, 11, 84, 157, 230, 47, 161, 234, 51, 124, 197, 14, 87, 160, 233, 50, 123, 196, 13, 86, 159, 232, 90, 163, 236, 53, 126, 199, 16, 89, 162, 235, 52, 125, 198, 15, 88, 161, 19, 92, 165, 238, 55, 128, 201, 18, 91, 164, 237, 54, 127, 200, 17, 90, 204, 21, 94, 167, 240, 57, 130, 203, 20, 93, 166, 239, 56, 129, 202, 19, 133, 206, 23, 96, 169, 242, 59, 132, 205, 22, 95, 168, 241, 58, 131, 204, 62, 135, 208, 25, 98, 171, 244, 61, 134, 207, 24, 97, 170, 243, 60, 133, 247, 64, 137, 210, 27, 100, 173, 246, 63, 136, 209, 26, 99, 172, 245, 62, 176, 249, 66, 139, 212, 29, 102, 175, 248, 65, 138, 211, 28, 101, 174, 247, 105, 178, 251, 68, 141, 214, 31, 104, 177, 250, 67, 140, 213, 30, 103, 176, 34, 107, 180, 253, 70, 143, 216, 33, 106, 179, 252, 69, 142, 215, 32, 105, 219, 36, 109, 182, 255, 72, 145, 218, 35, 108, 181, 254, 71, 144, 217, 34, 148, 221, 38, 111, 184, 1, 74, 147, 220, 37, 110, 183, 0, 73, 146, 219, 77, 150, 223, 40, 113, 186, 3, 76, 149, 222, 39, 112, 185, 2, 75, 148, 6, 79, 152, 225, 42, 115, 188, 5, 78, 151, 224, 41, 114, 187, 4, 77, 191, 8, 81, 154, 227, 44, 117, 190, 7, 80, 153, 226, 43, 116, 189, 6, 120, 193, 10, 83, 156, 229, 46, 119, 192, 9, 82, 155, 228, 45, 118, 191, 49, 122, 195, 12, 85, 158, 231, 48, 121, 194, 11, 84, 157, 230, 47, 120, 234, 51, 124, 197, 14, 87, 160, 233, 50, 123, 196, 13, 86, 159, 232, 49, 163, 236, 53, 126, 199, 16, 89, 162, 235, 52, 125, 198, 15, 88, 161, 234, 92, 165, 238, 55, 128, 201, 18, 91, 164, 237, 54, 127, 200, 17, 90, 163, 21, 94, 167, 240, 57, 130, 203, 20, 93, 166, 239, 56, 129, 202, 19, 92, 206, 23, 96, 169, 242, 59, 132, 205, 22, 95, 168, 241, 58, 131, 204, 21, 135, 208, 25, 98, 171, 244, 61, 134, 207, 24, 97, 170, 243, 60, 133, 206]
; arg: @rk = i8[16] [0xa0, 0xfa, 0xfe, 0x17, 0x88, 0x54, 0x2c, 0xb1, 0x23, 0xa3, 0x39, 0x39, 0x2a, 0x6c, 0x76, 0x05]
; arg: @out = i8[1024] 0
; expect: @out == [-92, -100, 127, -14, 104, -97, 53, 43, 107, 91, -22, 67, 2, 106, 80, 73, -79, 69, 89, 0, -5, -32, 20, -46, -66, 88, 19, 73, -29, -40, -28, -116, -26, -80, -120, -52, -116, 34, 91, -19, -50, 122, 0, 93, 43, -56, -105, -88, -72, 122, 95, -78, -2, -127, 45, 56, -127, -98, -105, -7, 91, -25, -10, -78, 69, 50, 9, 42, -60, -2, -78, -12, -63, 76, -27, 94, -126, -126, -62, 1, 41, 7, -115, -75, -125, -50, -110, 127, 65, -101, -77, -5, -10, -4, -19, 10, -15, 69, -117, 73, 103, 26, 112, -27, 47, -76, 43, 119, 94, 75, -82, 56, -45, 63, 108, -6, 126, -87, 40, -51, 40, 61, -4, -73, 83, 75, 15, -20, -122, 29, 110, 116, -9, -38, 68, -109, -50, -109, 58, -86, -99, -116, 49, -107, 17, 5, -117, -39, 92, -4, -126, 52, 61, 62, 87, -68, -49, 45, -93, -122, -87, -37, -39, 50, 71, 98, -114, -13, 38, -38, 85, -68, -115, 72, 105, -111, -20, 16, -39, 118, -72, 105, 92, 73, -65, -11, -84, 88, 29, 71, 38, -7, -73, 25, 36, 53, -70, -110, 1, -124, -68, 118, -80, 122, 122, 121, -9, -86, 26, -56, 68, 57, -23, 104, 63, -24, -60, -110, 27, -47, 10, -81, -66, -97, 15, 124, -28, 103, 94, -84, -22, 9, -84, -54, 78, -66, -119, 88, -125, 87, 43, -13, -10, 50, 109, -29, 57, -120, 27, 77, 117, 8, -84, -55, 22, -101, -112, 58, -36, -3, -13, 108, -17, 39, -77, -61, -98, -127, 57, 53, -16, 123, 66, 87, 103, -14, -97, 11, 70, 110, 7, -51, -100, 7, 12, 77, 48, -104, 16, 108, 123, -42, -96, 100, -103, -107, 42, 38, -122, 43, -110, 5, -61, 30, 110, 113, -19, -62, 18, -14, -100, 76, 49, -80, -55, -11, 26, -68, 50, 33, 73, 24, -17, -94, 125, -128, 22, 67, -3, -87, -83, 89, 16, -59, -65, -87, -113, -113, -94, 38, 25, -6, -6, -26, -56, 124, -65, -9, -25, -110, 119, -93, -23, -72, -127, 98, 83, 1, -28, 116, 24, -68, 15, 107, -54, 62, -57, -52, 44, -119, 37, 46, 92, 74, -49, 54, -68, 46, 5, 111, 19, 80, 74, 85, 125, 121, 2, -127, -8, 115, 5, -77, 70, 63, -10, -28, -50, -45, 118, -6, 50, -49, -8, 68, 73, -30, 37, -37, -87, -49, 23, 78, -56, -67, -120, 87, 54, -8, 31, 71, 125, 43, -4, 20, 80, -42, -54, 64, 63, -118, 112, 16, -44, -75, -102, 16, 113, -85, 122, 19, 94, 74, -90, 96, 100, 55, -86, 110, -88, -119, 103, 102, -97, -114, 81, 28, 12, -63, -9, 45, 81, -44, 96, -61, -13, 61, -101, -53, -118, 111, 54, 127, 42, 65, 70, -114, -19, -9, 3, -66, -69, -22, 23, -100, 80, 4, 39, -60, 45, -126, 54, 60, -80, -27, 120, -81, 14, -107, 25, -101, 80, 16, -66, -94, -60, 122, -96, -47, 14, 86, 38, 16, -102, 5, -38, -76, -128, 93, 10, 56, 91, 121, 74, 89, 30, -6, 50, -110, -2, 123, -119, 10, -91, -101, -22, 64, -9, -116, -128, -127, -101, 26, -90, 44, 97, 92, 88, -22, 34, -54, -64, 93, -63, 116, 58, 79, 16, -99, -76, -119, 25, -97, -114, 20, -98, 81, 118, 26, 50, 55, 126, 83, -26, -102, -65, -98, 15, -63, 91, -39, 119, 51, 101, -105, 96, -10, -16, 114, -114, 43, 120, 98, 26, 32, 103, 11, -66, -111, -2, -21, -44, -70, -82, -118, -92, 124, -127, -56, -54, 111, -1, -23, -12, 1, 6, -116, -63, 57, -70, 48, -122, -103, 45, 8, -54, 115, 127, -121, 35, -62, 121, 49, 32, 61, 6, 78, 4, 107, 119, 92, -94, -8, -20, 82, 14, 122, 17, -52, -121, -6, 107, -126, 24, -17, -6, -1, -104, 125, -109, -26, 113, -46, 52, -104, -12, 122, 48, -78, 74, 95, -76, -125, -68, -55, -32, 116, -87, 70, 67, 11, -56, -9, -76, 66, 114, 118, 93, -25, -3, 71, 61, 111, -42, -23, -104, -97, -67, -110, -92, 21, -109, 83, 64, -11, 89, -124, 104, 6, 119, -128, -32, -66, -97, -74, 94, 70, 3, 51, 116, -29, -111, 101, -72, 101, -64, -10, 16, -49, 118, 81, 30, 43, -43, 63, -34, 11, 67, -9, -51, 32, 125, 3, -90, -122, -21, 74, -7, -58, 0, -37, -126, -121, 57, -28, 100, -83, -55, -20, 84, 8, -124, 95, 78, 20, -21, -125, 72, -48, -108, -92, -7, 47, 95, 11, 115, 116, 35, 117, -26, 105, -20, -22, -65, -36, -75, 61, -9, 62, -37, -36, 96, -56, 116, -37, 82, -115, -47, 62, 117, 63, 65, -67, 117, -109, 104, 66, -110, 45, 69, -52, 40, 93, -106, 70, 96, -20, 121, 16, 10, 125, 47, -13, -46, 114, -92, 86, -2, -95, 17, -125, 47, 36, 70, 35, 85, -5, -10, 63, 2, 62, 82, -115, 14, -57, -53, 94, -125, -2, -108, -121, 12, 85, 117, 55, -77, -119, 89, -9, 56, -4, 7, -35, -75, -74, -10, 75, -7, 21, -48, 79, -83, 20, 117, -30, -51, 50, -3, 53, -116, 117, -94, 86, -15, 78, -99, -43, 73, -64, 96, -97, 62, 105, -122, -39, 37, -117, -69, -25, -125, 1, -7, 45, -81, 48, -83, -18, -111, -94, 85, -78, 57, -33, -65, -22, -69, 6, -17, 35, -58, 121, -9, 100, 81, 80, 87, 26, -95, -23, -125, 40, 72, 87, -101, -83, 122, -70, 29, 3, -61, -85, 58, -84, -67, 91, -119, -30, 73, 41, -10, 7, -104, 55, -8, 5, -61, -111, -16, 111, -124, -23, 71, 20, 125, 5, -46, 112, 102, 57, 61, -76, -23, 58, -16, 26, 124, 86, -78, -75, -49, -92, 49, 5, 111, -35, -127, 25, -84, 42, -62, -10, 21, 88, 11, -86, -29, 3, 83, 86, -110, 8, -17, -15, -11, -83, -60, 87, 64, 104, 48, 41, 21, 115, -99, 127, 51, 98, -102, -57, 39, 11, 43, 68, -86, 6]

; ModuleID = 'src/aes_round.ll'
source_filename = "src/aes_round.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sbox = internal unnamed_addr addrspace(4) constant [256 x i8] c"c|w{\F2ko\C50\01g+\FE\D7\ABv\CA\82\C9}\FAYG\F0\AD\D4\A2\AF\9C\A4r\C0\B7\FD\93&6?\F7\CC4\A5\E5\F1q\D81\15\04\C7#\C3\18\96\05\9A\07\12\80\E2\EB'\B2u\09\83,\1A\1BnZ\A0R;\D6\B3)\E3/\84S\D1\00\ED \FC\B1[j\CB\BE9JLX\CF\D0\EF\AA\FBCM3\85E\F9\02\7FP<\9F\A8Q\A3@\8F\92\9D8\F5\BC\B6\DA!\10\FF\F3\D2\CD\0C\13\EC_\97D\17\C4\A7~=d]\19s`\81O\DC\22*\90\88F\EE\B8\14\DE^\0B\DB\E02:\0AI\06$\\\C2\D3\ACb\91\95\E4y\E7\C87m\8D\D5N\A9lV\F4\EAez\AE\08\BAx%.\1C\A6\B4\C6\E8\DDt\1FK\BD\8B\8Ap>\B5fH\03\F6\0Ea5W\B9\86\C1\1D\9E\E1\F8\98\11i\D9\8E\94\9B\1E\87\E9\CEU(\DF\8C\A1\89\0D\BF\E6BhA\99-\0F\B0T\BB\16", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @aes_round(ptr addrspace(1) noundef readonly captures(none) %in, ptr addrspace(1) noundef readonly captures(none) %rk, ptr addrspace(1) noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g16 = shl i32 %g, 4
  %g16.e = zext i32 %g16 to i64
  %src = getelementptr inbounds nuw i8, ptr addrspace(1) %in, i64 %g16.e
  %s.sroa.0.0.copyload = load i8, ptr addrspace(1) %src, align 1
  %s.sroa.2.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 1
  %s.sroa.2.0.copyload = load i8, ptr addrspace(1) %s.sroa.2.0.src.sroa_idx, align 1
  %s.sroa.3.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 2
  %s.sroa.3.0.copyload = load i8, ptr addrspace(1) %s.sroa.3.0.src.sroa_idx, align 1
  %s.sroa.4.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 3
  %s.sroa.4.0.copyload = load i8, ptr addrspace(1) %s.sroa.4.0.src.sroa_idx, align 1
  %s.sroa.5.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 4
  %s.sroa.5.0.copyload = load i8, ptr addrspace(1) %s.sroa.5.0.src.sroa_idx, align 1
  %s.sroa.6.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 5
  %s.sroa.6.0.copyload = load i8, ptr addrspace(1) %s.sroa.6.0.src.sroa_idx, align 1
  %s.sroa.7.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 6
  %s.sroa.7.0.copyload = load i8, ptr addrspace(1) %s.sroa.7.0.src.sroa_idx, align 1
  %s.sroa.8.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 7
  %s.sroa.8.0.copyload = load i8, ptr addrspace(1) %s.sroa.8.0.src.sroa_idx, align 1
  %s.sroa.9.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 8
  %s.sroa.9.0.copyload = load i8, ptr addrspace(1) %s.sroa.9.0.src.sroa_idx, align 1
  %s.sroa.10.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 9
  %s.sroa.10.0.copyload = load i8, ptr addrspace(1) %s.sroa.10.0.src.sroa_idx, align 1
  %s.sroa.11.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 10
  %s.sroa.11.0.copyload = load i8, ptr addrspace(1) %s.sroa.11.0.src.sroa_idx, align 1
  %s.sroa.12.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 11
  %s.sroa.12.0.copyload = load i8, ptr addrspace(1) %s.sroa.12.0.src.sroa_idx, align 1
  %s.sroa.13.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 12
  %s.sroa.13.0.copyload = load i8, ptr addrspace(1) %s.sroa.13.0.src.sroa_idx, align 1
  %s.sroa.14.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 13
  %s.sroa.14.0.copyload = load i8, ptr addrspace(1) %s.sroa.14.0.src.sroa_idx, align 1
  %s.sroa.15.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 14
  %s.sroa.15.0.copyload = load i8, ptr addrspace(1) %s.sroa.15.0.src.sroa_idx, align 1
  %s.sroa.16.0.src.sroa_idx = getelementptr inbounds nuw i8, ptr addrspace(1) %src, i64 15
  %s.sroa.16.0.copyload = load i8, ptr addrspace(1) %s.sroa.16.0.src.sroa_idx, align 1
  %byte.e = zext i8 %s.sroa.0.0.copyload to i64
  %boxp = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e
  %byte.e.1 = zext i8 %s.sroa.6.0.copyload to i64
  %boxp.1 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.1
  %byte.e.2 = zext i8 %s.sroa.11.0.copyload to i64
  %boxp.2 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.2
  %byte.e.3 = zext i8 %s.sroa.16.0.copyload to i64
  %boxp.3 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.3
  %byte.e.117 = zext i8 %s.sroa.5.0.copyload to i64
  %boxp.118 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.117
  %byte.e.1.1 = zext i8 %s.sroa.10.0.copyload to i64
  %boxp.1.1 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.1.1
  %byte.e.2.1 = zext i8 %s.sroa.15.0.copyload to i64
  %boxp.2.1 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.2.1
  %byte.e.3.1 = zext i8 %s.sroa.4.0.copyload to i64
  %boxp.3.1 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.3.1
  %byte.e.226 = zext i8 %s.sroa.9.0.copyload to i64
  %boxp.227 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.226
  %byte.e.1.2 = zext i8 %s.sroa.14.0.copyload to i64
  %boxp.1.2 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.1.2
  %byte.e.2.2 = zext i8 %s.sroa.3.0.copyload to i64
  %boxp.2.2 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.2.2
  %byte.e.3.2 = zext i8 %s.sroa.8.0.copyload to i64
  %boxp.3.2 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.3.2
  %byte.e.335 = zext i8 %s.sroa.13.0.copyload to i64
  %boxp.336 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.335
  %byte.e.1.3 = zext i8 %s.sroa.2.0.copyload to i64
  %boxp.1.3 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.1.3
  %byte.e.2.3 = zext i8 %s.sroa.7.0.copyload to i64
  %boxp.2.3 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.2.3
  %byte.e.3.3 = zext i8 %s.sroa.12.0.copyload to i64
  %boxp.3.3 = getelementptr inbounds nuw i8, ptr addrspace(4) @sbox, i64 %byte.e.3.3
  %0 = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 %g16.e
  %k1p = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 1
  %k2p = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 2
  %k3p = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 3
  %sub = load i8, ptr addrspace(4) %boxp, align 1
  %sub.1 = load i8, ptr addrspace(4) %boxp.1, align 1
  %sub.2 = load i8, ptr addrspace(4) %boxp.2, align 1
  %sub.3 = load i8, ptr addrspace(4) %boxp.3, align 1
  %x30 = xor i8 %sub.3, %sub
  %x23 = xor i8 %sub.3, %sub.2
  %x12 = xor i8 %sub.2, %sub.1
  %x01 = xor i8 %sub.1, %sub
  %k3 = load i8, ptr addrspace(1) %k3p, align 1
  %k2 = load i8, ptr addrspace(1) %k2p, align 1
  %k1 = load i8, ptr addrspace(1) %k1p, align 1
  %k0 = load i8, ptr addrspace(1) %rk, align 1
  %sh.i9 = shl i8 %x30, 1
  %sh.i5 = shl i8 %x23, 1
  %sh.i1 = shl i8 %x12, 1
  %sh.i = shl i8 %x01, 1
  %isneg.i10 = icmp slt i8 %x30, 0
  %isneg.i6 = icmp slt i8 %x23, 0
  %isneg.i2 = icmp slt i8 %x12, 0
  %isneg.i = icmp slt i8 %x01, 0
  %red.i11 = select i1 %isneg.i10, i8 27, i8 0
  %red.i7 = select i1 %isneg.i6, i8 27, i8 0
  %red.i3 = select i1 %isneg.i2, i8 27, i8 0
  %red.i = select i1 %isneg.i, i8 27, i8 0
  %1 = xor i8 %sh.i9, %red.i11
  %2 = xor i8 %sh.i5, %red.i7
  %3 = xor i8 %sh.i1, %red.i3
  %4 = xor i8 %sh.i, %red.i
  %5 = xor i8 %1, %k3
  %6 = xor i8 %2, %k2
  %7 = xor i8 %3, %k1
  %8 = xor i8 %4, %k0
  %9 = xor i8 %5, %sub.2
  %10 = xor i8 %6, %x01
  %11 = xor i8 %7, %sub
  %12 = xor i8 %8, %sub.1
  %y3 = xor i8 %9, %x01
  %y2 = xor i8 %10, %sub.3
  %y1 = xor i8 %11, %x23
  %y0 = xor i8 %12, %x23
  %13 = insertelement <4 x i8> poison, i8 %y0, i64 0
  %14 = insertelement <4 x i8> %13, i8 %y1, i64 1
  %15 = insertelement <4 x i8> %14, i8 %y2, i64 2
  %16 = insertelement <4 x i8> %15, i8 %y3, i64 3
  store <4 x i8> %16, ptr addrspace(1) %0, align 1
  %k0p.1 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 4
  %k1p.1 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 5
  %k2p.1 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 6
  %k3p.1 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 7
  %o0.1 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  %sub.119 = load i8, ptr addrspace(4) %boxp.118, align 1
  %sub.1.1 = load i8, ptr addrspace(4) %boxp.1.1, align 1
  %sub.2.1 = load i8, ptr addrspace(4) %boxp.2.1, align 1
  %sub.3.1 = load i8, ptr addrspace(4) %boxp.3.1, align 1
  %x30.1 = xor i8 %sub.3.1, %sub.119
  %x23.1 = xor i8 %sub.3.1, %sub.2.1
  %x12.1 = xor i8 %sub.2.1, %sub.1.1
  %x01.1 = xor i8 %sub.1.1, %sub.119
  %k3.1 = load i8, ptr addrspace(1) %k3p.1, align 1
  %k2.1 = load i8, ptr addrspace(1) %k2p.1, align 1
  %k1.1 = load i8, ptr addrspace(1) %k1p.1, align 1
  %k0.1 = load i8, ptr addrspace(1) %k0p.1, align 1
  %sh.i9.1 = shl i8 %x30.1, 1
  %sh.i5.1 = shl i8 %x23.1, 1
  %sh.i1.1 = shl i8 %x12.1, 1
  %sh.i.1 = shl i8 %x01.1, 1
  %isneg.i10.1 = icmp slt i8 %x30.1, 0
  %isneg.i6.1 = icmp slt i8 %x23.1, 0
  %isneg.i2.1 = icmp slt i8 %x12.1, 0
  %isneg.i.1 = icmp slt i8 %x01.1, 0
  %red.i11.1 = select i1 %isneg.i10.1, i8 27, i8 0
  %red.i7.1 = select i1 %isneg.i6.1, i8 27, i8 0
  %red.i3.1 = select i1 %isneg.i2.1, i8 27, i8 0
  %red.i.1 = select i1 %isneg.i.1, i8 27, i8 0
  %17 = xor i8 %sh.i9.1, %red.i11.1
  %18 = xor i8 %sh.i5.1, %red.i7.1
  %19 = xor i8 %sh.i1.1, %red.i3.1
  %20 = xor i8 %sh.i.1, %red.i.1
  %21 = xor i8 %17, %k3.1
  %22 = xor i8 %18, %k2.1
  %23 = xor i8 %19, %k1.1
  %24 = xor i8 %20, %k0.1
  %25 = xor i8 %21, %sub.2.1
  %26 = xor i8 %22, %x01.1
  %27 = xor i8 %23, %sub.119
  %28 = xor i8 %24, %sub.1.1
  %y3.1 = xor i8 %25, %x01.1
  %y2.1 = xor i8 %26, %sub.3.1
  %y1.1 = xor i8 %27, %x23.1
  %y0.1 = xor i8 %28, %x23.1
  %29 = insertelement <4 x i8> poison, i8 %y0.1, i64 0
  %30 = insertelement <4 x i8> %29, i8 %y1.1, i64 1
  %31 = insertelement <4 x i8> %30, i8 %y2.1, i64 2
  %32 = insertelement <4 x i8> %31, i8 %y3.1, i64 3
  store <4 x i8> %32, ptr addrspace(1) %o0.1, align 1
  %k0p.2 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 8
  %k1p.2 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 9
  %k2p.2 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 10
  %k3p.2 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 11
  %o0.2 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 8
  %sub.228 = load i8, ptr addrspace(4) %boxp.227, align 1
  %sub.1.2 = load i8, ptr addrspace(4) %boxp.1.2, align 1
  %sub.2.2 = load i8, ptr addrspace(4) %boxp.2.2, align 1
  %sub.3.2 = load i8, ptr addrspace(4) %boxp.3.2, align 1
  %x30.2 = xor i8 %sub.3.2, %sub.228
  %x23.2 = xor i8 %sub.3.2, %sub.2.2
  %x12.2 = xor i8 %sub.2.2, %sub.1.2
  %x01.2 = xor i8 %sub.1.2, %sub.228
  %k3.2 = load i8, ptr addrspace(1) %k3p.2, align 1
  %k2.2 = load i8, ptr addrspace(1) %k2p.2, align 1
  %k1.2 = load i8, ptr addrspace(1) %k1p.2, align 1
  %k0.2 = load i8, ptr addrspace(1) %k0p.2, align 1
  %sh.i9.2 = shl i8 %x30.2, 1
  %sh.i5.2 = shl i8 %x23.2, 1
  %sh.i1.2 = shl i8 %x12.2, 1
  %sh.i.2 = shl i8 %x01.2, 1
  %isneg.i10.2 = icmp slt i8 %x30.2, 0
  %isneg.i6.2 = icmp slt i8 %x23.2, 0
  %isneg.i2.2 = icmp slt i8 %x12.2, 0
  %isneg.i.2 = icmp slt i8 %x01.2, 0
  %red.i11.2 = select i1 %isneg.i10.2, i8 27, i8 0
  %red.i7.2 = select i1 %isneg.i6.2, i8 27, i8 0
  %red.i3.2 = select i1 %isneg.i2.2, i8 27, i8 0
  %red.i.2 = select i1 %isneg.i.2, i8 27, i8 0
  %33 = xor i8 %sh.i9.2, %red.i11.2
  %34 = xor i8 %sh.i5.2, %red.i7.2
  %35 = xor i8 %sh.i1.2, %red.i3.2
  %36 = xor i8 %sh.i.2, %red.i.2
  %37 = xor i8 %33, %k3.2
  %38 = xor i8 %34, %k2.2
  %39 = xor i8 %35, %k1.2
  %40 = xor i8 %36, %k0.2
  %41 = xor i8 %37, %sub.2.2
  %42 = xor i8 %38, %x01.2
  %43 = xor i8 %39, %sub.228
  %44 = xor i8 %40, %sub.1.2
  %y3.2 = xor i8 %41, %x01.2
  %y2.2 = xor i8 %42, %sub.3.2
  %y1.2 = xor i8 %43, %x23.2
  %y0.2 = xor i8 %44, %x23.2
  %45 = insertelement <4 x i8> poison, i8 %y0.2, i64 0
  %46 = insertelement <4 x i8> %45, i8 %y1.2, i64 1
  %47 = insertelement <4 x i8> %46, i8 %y2.2, i64 2
  %48 = insertelement <4 x i8> %47, i8 %y3.2, i64 3
  store <4 x i8> %48, ptr addrspace(1) %o0.2, align 1
  %k0p.3 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 12
  %k1p.3 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 13
  %k2p.3 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 14
  %k3p.3 = getelementptr inbounds nuw i8, ptr addrspace(1) %rk, i64 15
  %o0.3 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 12
  %sub.337 = load i8, ptr addrspace(4) %boxp.336, align 1
  %sub.1.3 = load i8, ptr addrspace(4) %boxp.1.3, align 1
  %sub.2.3 = load i8, ptr addrspace(4) %boxp.2.3, align 1
  %sub.3.3 = load i8, ptr addrspace(4) %boxp.3.3, align 1
  %x30.3 = xor i8 %sub.3.3, %sub.337
  %x23.3 = xor i8 %sub.3.3, %sub.2.3
  %x12.3 = xor i8 %sub.2.3, %sub.1.3
  %x01.3 = xor i8 %sub.1.3, %sub.337
  %k3.3 = load i8, ptr addrspace(1) %k3p.3, align 1
  %k2.3 = load i8, ptr addrspace(1) %k2p.3, align 1
  %k1.3 = load i8, ptr addrspace(1) %k1p.3, align 1
  %k0.3 = load i8, ptr addrspace(1) %k0p.3, align 1
  %sh.i9.3 = shl i8 %x30.3, 1
  %sh.i5.3 = shl i8 %x23.3, 1
  %sh.i1.3 = shl i8 %x12.3, 1
  %sh.i.3 = shl i8 %x01.3, 1
  %isneg.i10.3 = icmp slt i8 %x30.3, 0
  %isneg.i6.3 = icmp slt i8 %x23.3, 0
  %isneg.i2.3 = icmp slt i8 %x12.3, 0
  %isneg.i.3 = icmp slt i8 %x01.3, 0
  %red.i11.3 = select i1 %isneg.i10.3, i8 27, i8 0
  %red.i7.3 = select i1 %isneg.i6.3, i8 27, i8 0
  %red.i3.3 = select i1 %isneg.i2.3, i8 27, i8 0
  %red.i.3 = select i1 %isneg.i.3, i8 27, i8 0
  %49 = xor i8 %sh.i9.3, %red.i11.3
  %50 = xor i8 %sh.i5.3, %red.i7.3
  %51 = xor i8 %sh.i1.3, %red.i3.3
  %52 = xor i8 %sh.i.3, %red.i.3
  %53 = xor i8 %49, %k3.3
  %54 = xor i8 %50, %k2.3
  %55 = xor i8 %51, %k1.3
  %56 = xor i8 %52, %k0.3
  %57 = xor i8 %53, %sub.2.3
  %58 = xor i8 %54, %x01.3
  %59 = xor i8 %55, %sub.337
  %60 = xor i8 %56, %sub.1.3
  %y3.3 = xor i8 %57, %x01.3
  %y2.3 = xor i8 %58, %sub.3.3
  %y1.3 = xor i8 %59, %x23.3
  %y0.3 = xor i8 %60, %x23.3
  %61 = insertelement <4 x i8> poison, i8 %y0.3, i64 0
  %62 = insertelement <4 x i8> %61, i8 %y1.3, i64 1
  %63 = insertelement <4 x i8> %62, i8 %y2.3, i64 2
  %64 = insertelement <4 x i8> %63, i8 %y3.3, i64 3
  store <4 x i8> %64, ptr addrspace(1) %o0.3, align 1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
