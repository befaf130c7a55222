; sgemm_tiled: SGEMM C = alpha A B + beta C with shared-memory tiles and a
; 2x2 register micro-tile per thread, float4 tile loads (A stored
; transposed in shared memory); M = 32, N = 64, K = 16.
;
; Small-integer data: every product and sum is exact.
; Exercises: float4 (struct of four floats) global loads split into four
; scalar loads, a float4 copy into shared memory that -O2 makes a 16-byte
; llvm.memcpy from global to a generic shared address, 2-D shared arrays,
; unrolled inner loops, barrier0, ctaid.x/y.
;
; launch: %sgemm_2x2 grid=(2, 1) block=256
; arg: 32
; arg: 64
; arg: 16
; arg: 0.5
; arg: @A = f32[512] (i * 7) % 9 - 4
; arg: @B = f32[1024] (i * 5) % 7 - 3
; arg: 2.0
; arg: @C = f32[2048] i % 11 - 5
; expect: @C == [-10.0, -3.0, -17.0, 4.0, -3.0, 0.5, 0.5, 4.0, 11.0, -3.0, 18.0, -11.0, -7.5, -7.5, -4.0, 3.0, -11.0, 10.0, 3.0, 6.5, 6.5, 10.0, -5.0, -19.0, 2.0, -5.0, -1.5, -1.5, 2.0, 9.0, -5.0, 16.0, 9.0, -9.5, -9.5, -6.0, 1.0, -13.0, 8.0, 1.0, 4.5, 4.5, 8.0, 15.0, -21.0, 0.0, -7.0, -3.5, -3.5, 0.0, 7.0, -7.0, 14.0, 7.0, 10.5, -11.5, -8.0, -1.0, -15.0, 6.0, -1.0, 2.5, 2.5, 6.0, -3.0, 19.0, -16.0, -11.5, -3.5, 1.0, 2.0, -11.0, 11.0, -2.0, 2.5, 10.5, 15.0, -6.0, -19.0, 3.0, -10.0, -5.5, 2.5, 7.0, 8.0, -5.0, 17.0, 4.0, -13.5, -5.5, -1.0, 0.0, -13.0, 9.0, -4.0, 0.5, 8.5, 13.0, 14.0, -21.0, 1.0, -12.0, -7.5, 0.5, 5.0, 6.0, -7.0, 15.0, 2.0, 6.5, -7.5, -3.0, -2.0, -15.0, 7.0, -6.0, -1.5, 6.5, 11.0, 12.0, -1.0, -1.0, -14.0, -9.5, -1.5, 3.0, 4.0, -9.0, -9.0, 10.0, 11.5, 13.0, -4.0, -16.5, -1.0, -17.0, 2.0, 3.5, 5.0, 10.0, -2.5, 13.0, -3.0, -6.0, -4.5, -3.0, 2.0, -10.5, 5.0, -11.0, 8.0, 9.5, 11.0, 16.0, -18.5, -3.0, -19.0, 0.0, 1.5, 3.0, 8.0, -4.5, 11.0, -5.0, 14.0, -6.5, -5.0, 0.0, -12.5, 3.0, -13.0, 6.0, 7.5, 9.0, 14.0, 1.5, -5.0, -21.0, -2.0, -0.5, 1.0, 6.0, -6.5, 9.0, -7.0, 12.0, 13.5, -7.0, -2.0, -14.5, 1.0, -15.0, 3.0, 5.5, 8.0, -7.0, 13.0, 1.5, -4.0, -5.0, -2.5, 0.0, -15.0, 5.0, -6.5, 10.0, 9.0, 11.5, 14.0, -23.0, -3.0, -14.5, 2.0, 1.0, 3.5, 6.0, -9.0, 11.0, -0.5, 16.0, -7.0, -4.5, -2.0, -17.0, 3.0, -8.5, 8.0, 7.0, 9.5, 12.0, -3.0, -5.0, -16.5, 0.0, -1.0, 1.5, 4.0, -11.0, 9.0, -2.5, 14.0, 13.0, -6.5, -4.0, -19.0, 1.0, -10.5, 6.0, 5.0, 7.5, 10.0, -5.0, 15.0, -18.5, -2.0, -3.0, -7.5, -8.0, 9.0, -9.0, 8.0, 11.0, 10.5, 6.5, -16.0, 1.0, -17.0, 0.0, 3.0, 2.5, -1.5, -2.0, 15.0, -3.0, 14.0, -5.0, -5.5, -9.5, -10.0, 7.0, -11.0, 6.0, 9.0, 8.5, 4.5, 4.0, -1.0, -19.0, -2.0, 1.0, 0.5, -3.5, -4.0, 13.0, -5.0, 12.0, 15.0, -7.5, -11.5, -12.0, 5.0, -13.0, 4.0, 7.0, 6.5, 2.5, 2.0, 19.0, -21.0, -4.0, -1.0, -1.5, -5.5, -6.0, 11.0, -7.0, 10.0, 13.0, 12.5, -13.5, 0.0, -17.0, 1.0, -2.0, -1.5, 2.5, 3.0, 14.0, -3.0, 15.0, -10.0, -9.5, -5.5, -5.0, 6.0, -11.0, 7.0, 4.0, 4.5, 8.5, 9.0, -2.0, -19.0, -1.0, -4.0, -3.5, 0.5, 1.0, 12.0, -5.0, 13.0, 10.0, -11.5, -7.5, -7.0, 4.0, -13.0, 5.0, 2.0, 2.5, 6.5, 7.0, 18.0, -21.0, -3.0, -6.0, -5.5, -1.5, -1.0, 10.0, -7.0, 11.0, 8.0, 8.5, -9.5, -9.0, 2.0, -15.0, 3.0, 0.0, 0.5, 4.5, 5.0, 16.0, 16.0, -17.0, -7.0, -4.0, 2.5, -1.5, -9.0, 8.0, -3.0, 7.0, 10.0, 16.5, -9.5, -17.0, 0.0, -11.0, -1.0, 2.0, 8.5, 4.5, -3.0, 14.0, 3.0, -9.0, -6.0, 0.5, -3.5, -11.0, 6.0, -5.0, 5.0, 8.0, 14.5, 10.5, -19.0, -2.0, -13.0, -3.0, 0.0, 6.5, 2.5, -5.0, 12.0, 1.0, 11.0, -8.0, -1.5, -5.5, -13.0, 4.0, -7.0, 3.0, 6.0, 12.5, 8.5, 1.0, -4.0, -15.0, -5.0, -2.0, 4.5, 0.5, -7.0, 10.0, 14.5, 9.5, 11.5, -1.5, -20.5, -1.0, -16.5, 6.5, 1.5, 3.5, 12.5, -6.5, 13.0, -2.5, -1.5, -6.5, -4.5, 4.5, -14.5, 5.0, -10.5, 12.5, 7.5, 9.5, 18.5, -22.5, -3.0, -18.5, 4.5, -0.5, 1.5, 10.5, -8.5, 11.0, -4.5, 18.5, -8.5, -6.5, 2.5, -16.5, 3.0, -12.5, 10.5, 5.5, 7.5, 16.5, -2.5, -5.0, -20.5, 2.5, -2.5, -0.5, 8.5, -10.5, 9.0, -6.5, 16.5, 11.5, -8.5, 0.5, -18.5, 1.0, -14.5, 8.5, 4.0, 5.0, -1.0, 14.0, 1.0, -9.5, -1.5, -4.0, -3.0, -9.0, 6.0, -7.0, 4.5, 12.5, 10.0, 11.0, -17.0, -2.0, -15.0, -3.5, 4.5, 2.0, 3.0, -3.0, 12.0, -1.0, 10.5, -3.5, -6.0, -5.0, -11.0, 4.0, -9.0, 2.5, 10.5, 8.0, 9.0, 3.0, -4.0, -17.0, -5.5, 2.5, 0.0, 1.0, -5.0, 10.0, -3.0, 8.5, 16.5, -8.0, -7.0, -13.0, 2.0, -11.0, 0.5, 8.5, 6.0, 7.0, 1.0, 16.0, -19.0, -7.5, 0.5, -2.0, -2.0, 5.0, -9.0, 12.0, 5.0, 8.5, 8.5, -10.0, -3.0, -17.0, 4.0, -3.0, 0.5, 0.5, 4.0, 11.0, -3.0, 18.0, -11.0, -7.5, -7.5, -4.0, 3.0, -11.0, 10.0, 3.0, 6.5, 6.5, 10.0, -5.0, -19.0, 2.0, -5.0, -1.5, -1.5, 2.0, 9.0, -5.0, 16.0, 9.0, -9.5, -9.5, -6.0, 1.0, -13.0, 8.0, 1.0, 4.5, 4.5, 8.0, 15.0, -21.0, 0.0, -7.0, -3.5, -3.5, 0.0, 7.0, -7.0, 14.0, 7.0, 10.5, -11.5, -8.0, -17.0, 5.0, -8.0, -3.5, 4.5, 9.0, 10.0, -3.0, 19.0, -16.0, -11.5, -3.5, 1.0, 2.0, -11.0, 11.0, -2.0, 2.5, 10.5, 15.0, -6.0, -19.0, 3.0, -10.0, -5.5, 2.5, 7.0, 8.0, -5.0, 17.0, 4.0, -13.5, -5.5, -1.0, 0.0, -13.0, 9.0, -4.0, 0.5, 8.5, 13.0, 14.0, -21.0, 1.0, -12.0, -7.5, 0.5, 5.0, 6.0, -7.0, 15.0, 2.0, 6.5, -7.5, -3.0, -2.0, -15.0, 7.0, -6.0, -1.5, 6.5, 11.0, 12.0, -1.0, -23.0, -4.0, -2.5, -1.0, 4.0, -8.5, 7.0, -9.0, 10.0, 11.5, 13.0, -4.0, -16.5, -1.0, -17.0, 2.0, 3.5, 5.0, 10.0, -2.5, 13.0, -3.0, -6.0, -4.5, -3.0, 2.0, -10.5, 5.0, -11.0, 8.0, 9.5, 11.0, 16.0, -18.5, -3.0, -19.0, 0.0, 1.5, 3.0, 8.0, -4.5, 11.0, -5.0, 14.0, -6.5, -5.0, 0.0, -12.5, 3.0, -13.0, 6.0, 7.5, 9.0, 14.0, 1.5, -5.0, -21.0, -2.0, -0.5, 1.0, 6.0, -6.5, 9.0, -7.0, 11.0, 13.5, -6.0, -21.0, -1.0, -12.5, 4.0, 3.0, 5.5, 8.0, -7.0, 13.0, 1.5, -4.0, -5.0, -2.5, 0.0, -15.0, 5.0, -6.5, 10.0, 9.0, 11.5, 14.0, -23.0, -3.0, -14.5, 2.0, 1.0, 3.5, 6.0, -9.0, 11.0, -0.5, 16.0, -7.0, -4.5, -2.0, -17.0, 3.0, -8.5, 8.0, 7.0, 9.5, 12.0, -3.0, -5.0, -16.5, 0.0, -1.0, 1.5, 4.0, -11.0, 9.0, -2.5, 14.0, 13.0, -6.5, -4.0, -19.0, 1.0, -10.5, 6.0, 5.0, 0.5, 0.0, 17.0, -1.0, -6.0, -3.0, -3.5, -7.5, -8.0, 9.0, -9.0, 8.0, 11.0, 10.5, 6.5, -16.0, 1.0, -17.0, 0.0, 3.0, 2.5, -1.5, -2.0, 15.0, -3.0, 14.0, -5.0, -5.5, -9.5, -10.0, 7.0, -11.0, 6.0, 9.0, 8.5, 4.5, 4.0, -1.0, -19.0, -2.0, 1.0, 0.5, -3.5, -4.0, 13.0, -5.0, 12.0, 15.0, -7.5, -11.5, -12.0, 5.0, -13.0, 4.0, 7.0, 6.5, 2.5, 2.0, 19.0, -21.0, -4.0, -1.0, -1.5, -5.5, 8.0, -9.0, 9.0, 6.0, 6.5, 10.5, -11.0, 0.0, -17.0, 1.0, -2.0, -1.5, 2.5, 3.0, 14.0, -3.0, 15.0, -10.0, -9.5, -5.5, -5.0, 6.0, -11.0, 7.0, 4.0, 4.5, 8.5, 9.0, -2.0, -19.0, -1.0, -4.0, -3.5, 0.5, 1.0, 12.0, -5.0, 13.0, 10.0, -11.5, -7.5, -7.0, 4.0, -13.0, 5.0, 2.0, 2.5, 6.5, 7.0, 18.0, -21.0, -3.0, -6.0, -5.5, -1.5, -1.0, 10.0, -7.0, 11.0, 8.0, 8.5, -9.5, -9.0, 2.0, 2.0, -9.0, 1.0, 4.0, 10.5, 6.5, -1.0, 16.0, -17.0, -7.0, -4.0, 2.5, -1.5, -9.0, 8.0, -3.0, 7.0, 10.0, 16.5, -9.5, -17.0, 0.0, -11.0, -1.0, 2.0, 8.5, 4.5, -3.0, 14.0, 3.0, -9.0, -6.0, 0.5, -3.5, -11.0, 6.0, -5.0, 5.0, 8.0, 14.5, 10.5, -19.0, -2.0, -13.0, -3.0, 0.0, 6.5, 2.5, -5.0, 12.0, 1.0, 11.0, -8.0, -1.5, -5.5, -13.0, 4.0, -7.0, 3.0, 6.0, 12.5, 8.5, 1.0, -4.0, 0.5, -4.5, -2.5, 6.5, -12.5, 7.0, -8.5, 14.5, 9.5, 11.5, -1.5, -20.5, -1.0, -16.5, 6.5, 1.5, 3.5, 12.5, -6.5, 13.0, -2.5, -1.5, -6.5, -4.5, 4.5, -14.5, 5.0, -10.5, 12.5, 7.5, 9.5, 18.5, -22.5, -3.0, -18.5, 4.5, -0.5, 1.5, 10.5, -8.5, 11.0, -4.5, 18.5, -8.5, -6.5, 2.5, -16.5, 3.0, -12.5, 10.5, 5.5, 7.5, 16.5, -2.5, -5.0, -20.5, 2.5, -2.5, -0.5, 8.5, -10.5, 9.0, -6.5, 16.5, 12.0, -9.0, -15.0, 0.0, -13.0, -1.5, 6.5, 4.0, 5.0, -1.0, 14.0, 1.0, -9.5, -1.5, -4.0, -3.0, -9.0, 6.0, -7.0, 4.5, 12.5, 10.0, 11.0, -17.0, -2.0, -15.0, -3.5, 4.5, 2.0, 3.0, -3.0, 12.0, -1.0, 10.5, -3.5, -6.0, -5.0, -11.0, 4.0, -9.0, 2.5, 10.5, 8.0, 9.0, 3.0, -4.0, -17.0, -5.5, 2.5, 0.0, 1.0, -5.0, 10.0, -3.0, 8.5, 16.5, -8.0, -7.0, -13.0, 2.0, -11.0, 0.5, 8.5, 6.0, 6.0, 13.0, -1.0, -2.0, -9.0, -5.5, -5.5, -2.0, 5.0, -9.0, 12.0, 5.0, 8.5, 8.5, -10.0, -3.0, -17.0, 4.0, -3.0, 0.5, 0.5, 4.0, 11.0, -3.0, 18.0, -11.0, -7.5, -7.5, -4.0, 3.0, -11.0, 10.0, 3.0, 6.5, 6.5, 10.0, -5.0, -19.0, 2.0, -5.0, -1.5, -1.5, 2.0, 9.0, -5.0, 16.0, 9.0, -9.5, -9.5, -6.0, 1.0, -13.0, 8.0, 1.0, 4.5, 4.5, 8.0, 15.0, -21.0, 0.0, -7.0, -3.5, -3.5, 0.0, -9.0, 13.0, 0.0, 4.5, 12.5, -5.0, -4.0, -17.0, 5.0, -8.0, -3.5, 4.5, 9.0, 10.0, -3.0, 19.0, -16.0, -11.5, -3.5, 1.0, 2.0, -11.0, 11.0, -2.0, 2.5, 10.5, 15.0, -6.0, -19.0, 3.0, -10.0, -5.5, 2.5, 7.0, 8.0, -5.0, 17.0, 4.0, -13.5, -5.5, -1.0, 0.0, -13.0, 9.0, -4.0, 0.5, 8.5, 13.0, 14.0, -21.0, 1.0, -12.0, -7.5, 0.5, 5.0, 6.0, -7.0, 15.0, 2.0, 6.5, -7.5, -3.0, -2.0, -15.0, -15.0, 4.0, 5.5, 7.0, 12.0, -0.5, 15.0, -23.0, -4.0, -2.5, -1.0, 4.0, -8.5, 7.0, -9.0, 10.0, 11.5, 13.0, -4.0, -16.5, -1.0, -17.0, 2.0, 3.5, 5.0, 10.0, -2.5, 13.0, -3.0, -6.0, -4.5, -3.0, 2.0, -10.5, 5.0, -11.0, 8.0, 9.5, 11.0, 16.0, -18.5, -3.0, -19.0, 0.0, 1.5, 3.0, 8.0, -4.5, 11.0, -5.0, 14.0, -6.5, -5.0, 0.0, -12.5, 3.0, -13.0, 6.0, 7.5, 9.0, 14.0, 1.5, -5.0, -21.0, -3.0, -0.5, 2.0, -13.0, 7.0, -4.5, 12.0, 11.0, 13.5, -6.0, -21.0, -1.0, -12.5, 4.0, 3.0, 5.5, 8.0, -7.0, 13.0, 1.5, -4.0, -5.0, -2.5, 0.0, -15.0, 5.0, -6.5, 10.0, 9.0, 11.5, 14.0, -23.0, -3.0, -14.5, 2.0, 1.0, 3.5, 6.0, -9.0, 11.0, -0.5, 16.0, -7.0, -4.5, -2.0, -17.0, 3.0, -8.5, 8.0, 7.0, 9.5, 12.0, -3.0, -5.0, -16.5, 0.0, -1.0, 1.5, 4.0, -11.0, 9.0, -2.5, 14.0, 13.0, -13.5, -14.0, 3.0, -15.0, 2.0, 5.0, 4.5, 0.5, 0.0, 17.0, -1.0, -6.0, -3.0, -3.5, -7.5, -8.0, 9.0, -9.0, 8.0, 11.0, 10.5, 6.5, -16.0, 1.0, -17.0, 0.0, 3.0, 2.5, -1.5, -2.0, 15.0, -3.0, 14.0, -5.0, -5.5, -9.5, -10.0, 7.0, -11.0, 6.0, 9.0, 8.5, 4.5, 4.0, -1.0, -19.0, -2.0, 1.0, 0.5, -3.5, -4.0, 13.0, -5.0, 12.0, 15.0, -7.5, -11.5, -12.0, 5.0, -13.0, 4.0, 7.0, 6.5, 2.5, 16.0, -1.0, -5.0, -8.0, -7.5, -3.5, -3.0, 8.0, -9.0, 9.0, 6.0, 6.5, 10.5, -11.0, 0.0, -17.0, 1.0, -2.0, -1.5, 2.5, 3.0, 14.0, -3.0, 15.0, -10.0, -9.5, -5.5, -5.0, 6.0, -11.0, 7.0, 4.0, 4.5, 8.5, 9.0, -2.0, -19.0, -1.0, -4.0, -3.5, 0.5, 1.0, 12.0, -5.0, 13.0, 10.0, -11.5, -7.5, -7.0, 4.0, -13.0, 5.0, 2.0, 2.5, 6.5, 7.0, 18.0, -21.0, -3.0, -6.0, -5.5, -1.5, -1.0, 10.0, 10.0, -1.0, 9.0, 12.0, -3.5, -7.5, -15.0, 2.0, -9.0, 1.0, 4.0, 10.5, 6.5, -1.0, 16.0, -17.0, -7.0, -4.0, 2.5, -1.5, -9.0, 8.0, -3.0, 7.0, 10.0, 16.5, -9.5, -17.0, 0.0, -11.0, -1.0, 2.0, 8.5, 4.5, -3.0, 14.0, 3.0, -9.0, -6.0, 0.5, -3.5, -11.0, 6.0, -5.0, 5.0, 8.0, 14.5, 10.5, -19.0, -2.0, -13.0, -3.0, 0.0, 6.5, 2.5, -5.0, 12.0, 1.0, 11.0, -8.0, -1.5, -5.5, -13.0, 4.0, 8.5, 3.5, 5.5, 14.5, -4.5, 15.0, -22.5, 0.5, -4.5, -2.5, 6.5, -12.5, 7.0, -8.5, 14.5, 9.5, 11.5, -1.5, -20.5, -1.0, -16.5, 6.5, 1.5, 3.5, 12.5, -6.5, 13.0, -2.5, -1.5, -6.5, -4.5, 4.5, -14.5, 5.0, -10.5, 12.5, 7.5, 9.5, 18.5, -22.5, -3.0, -18.5, 4.5, -0.5, 1.5, 10.5, -8.5, 11.0, -4.5, 18.5, -8.5, -6.5, 2.5, -16.5, 3.0, -12.5, 10.5, 5.5, 7.5, 16.5, -2.5, -5.0, -20.5, 2.5, -2.0, -1.0, -7.0, 8.0, -5.0, 6.5, 14.5, 12.0, -9.0, -15.0, 0.0, -13.0, -1.5, 6.5, 4.0, 5.0, -1.0, 14.0, 1.0, -9.5, -1.5, -4.0, -3.0, -9.0, 6.0, -7.0, 4.5, 12.5, 10.0, 11.0, -17.0, -2.0, -15.0, -3.5, 4.5, 2.0, 3.0, -3.0, 12.0, -1.0, 10.5, -3.5, -6.0, -5.0, -11.0, 4.0, -9.0, 2.5, 10.5, 8.0, 9.0, 3.0, -4.0, -17.0, -5.5, 2.5, 0.0, 1.0, -5.0, 10.0, -3.0, 8.5, 16.5, -8.0, -8.0, -1.0, -15.0, 6.0, -1.0, 2.5, 2.5, 6.0, 13.0, -1.0, -2.0, -9.0, -5.5, -5.5, -2.0, 5.0, -9.0, 12.0, 5.0, 8.5, 8.5, -10.0, -3.0, -17.0, 4.0, -3.0, 0.5, 0.5, 4.0, 11.0, -3.0, 18.0, -11.0, -7.5, -7.5, -4.0, 3.0, -11.0, 10.0, 3.0, 6.5, 6.5, 10.0, -5.0, -19.0, 2.0, -5.0, -1.5, -1.5, 2.0, 9.0, -5.0, 16.0, 9.0, -9.5, -9.5, -6.0, 1.0, -13.0, 8.0, 1.0, 4.5, 4.5, 8.0, -1.0, -1.0, -14.0, -9.5, -1.5, 3.0, 4.0, -9.0, 13.0, 0.0, 4.5, 12.5, -5.0, -4.0, -17.0, 5.0, -8.0, -3.5, 4.5, 9.0, 10.0, -3.0, 19.0, -16.0, -11.5, -3.5, 1.0, 2.0, -11.0, 11.0, -2.0, 2.5, 10.5, 15.0, -6.0, -19.0, 3.0, -10.0, -5.5, 2.5, 7.0, 8.0, -5.0, 17.0, 4.0, -13.5, -5.5, -1.0, 0.0, -13.0, 9.0, -4.0, 0.5, 8.5, 13.0, 14.0, -21.0, 1.0, -12.0, -7.5, 0.5, 5.0, 6.0, -7.0, -7.0, 12.0, 13.5, -7.0, -2.0, -14.5, 1.0, -15.0, 4.0, 5.5, 7.0, 12.0, -0.5, 15.0, -23.0, -4.0, -2.5, -1.0, 4.0, -8.5, 7.0, -9.0, 10.0, 11.5, 13.0, -4.0, -16.5, -1.0, -17.0, 2.0, 3.5, 5.0, 10.0, -2.5, 13.0, -3.0, -6.0, -4.5, -3.0, 2.0, -10.5, 5.0, -11.0, 8.0, 9.5, 11.0, 16.0, -18.5, -3.0, -19.0, 0.0, 1.5, 3.0, 8.0, -4.5, 11.0, -5.0, 14.0, -6.5, -5.0, 0.0, -12.5, 3.0, -13.0, 5.0, 7.5, 10.0, -5.0, 15.0, -18.5, -2.0, -3.0, -0.5, 2.0, -13.0, 7.0, -4.5, 12.0, 11.0, 13.5, -6.0, -21.0, -1.0, -12.5, 4.0, 3.0, 5.5, 8.0, -7.0, 13.0, 1.5, -4.0, -5.0, -2.5, 0.0, -15.0, 5.0, -6.5, 10.0, 9.0, 11.5, 14.0, -23.0, -3.0, -14.5, 2.0, 1.0, 3.5, 6.0, -9.0, 11.0, -0.5, 16.0, -7.0, -4.5, -2.0, -17.0, 3.0, -8.5, 8.0, 7.0, 9.5, 12.0, -3.0, -5.0, -16.5, 0.0, -1.0, -5.5, -6.0, 11.0, -7.0, 10.0, 13.0, 12.5, -13.5, -14.0, 3.0, -15.0, 2.0, 5.0, 4.5, 0.5, 0.0, 17.0, -1.0, -6.0, -3.0, -3.5, -7.5, -8.0, 9.0, -9.0, 8.0, 11.0, 10.5, 6.5, -16.0, 1.0, -17.0, 0.0, 3.0, 2.5, -1.5, -2.0, 15.0, -3.0, 14.0, -5.0, -5.5, -9.5, -10.0, 7.0, -11.0, 6.0, 9.0, 8.5, 4.5, 4.0, -1.0, -19.0, -2.0, 1.0, 0.5, -3.5, -4.0, 13.0, -5.0, 12.0, 15.0, -7.5, -11.5]
; ModuleID = 'src/sgemm_tiled.cu'
source_filename = "src/sgemm_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9sgemm_2x2E2As = internal unnamed_addr addrspace(3) global [8 x [32 x float]] undef, align 4
@_ZZ9sgemm_2x2E2Bs = internal unnamed_addr addrspace(3) global [8 x [32 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sgemm_2x2(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr noalias nocapture noundef readonly %4, ptr noalias nocapture noundef readonly %5, float noundef %6, ptr noalias nocapture noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 15
  %11 = lshr i32 %9, 4
  %12 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = shl nuw nsw i32 %12, 5
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 5
  %16 = icmp sgt i32 %2, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %8
  %18 = shl nuw nsw i32 %11, 1
  %19 = shl nuw nsw i32 %10, 1
  br label %89

20:                                               ; preds = %8
  %21 = icmp ult i32 %9, 64
  %22 = icmp ult i32 %9, 128
  %23 = add nuw nsw i32 %9, 192
  %24 = lshr i32 %23, 3
  %25 = and i32 %24, 31
  %26 = shl nuw nsw i32 %9, 2
  %27 = and i32 %26, 28
  %28 = or disjoint i32 %27, %15
  %29 = zext nneg i32 %25 to i64
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 %29, i64 %30
  %32 = lshr i32 %9, 1
  %33 = add nuw nsw i32 %13, %32
  %34 = mul nuw nsw i32 %33, %2
  %35 = and i32 %26, 4
  %36 = add nuw i32 %34, %35
  %37 = zext nneg i32 %35 to i64
  %38 = zext nneg i32 %32 to i64
  %39 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 %37, i64 %38
  %40 = or disjoint i32 %35, 1
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 %41, i64 %38
  %43 = or disjoint i32 %35, 2
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 %44, i64 %38
  %46 = or disjoint i32 %35, 3
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 %47, i64 %38
  %49 = shl nuw nsw i32 %11, 1
  %50 = shl nuw nsw i32 %10, 1
  %51 = zext nneg i32 %49 to i64
  %52 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 0, i64 %51
  %53 = or disjoint i32 %49, 1
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 0, i64 %54
  %56 = zext nneg i32 %50 to i64
  %57 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 0, i64 %56
  %58 = or disjoint i32 %50, 1
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 0, i64 %59
  %61 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 1, i64 %51
  %62 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 1, i64 %54
  %63 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 1, i64 %56
  %64 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 1, i64 %59
  %65 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 2, i64 %51
  %66 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 2, i64 %54
  %67 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 2, i64 %56
  %68 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 2, i64 %59
  %69 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 3, i64 %51
  %70 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 3, i64 %54
  %71 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 3, i64 %56
  %72 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 3, i64 %59
  %73 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 4, i64 %51
  %74 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 4, i64 %54
  %75 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 4, i64 %56
  %76 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 4, i64 %59
  %77 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 5, i64 %51
  %78 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 5, i64 %54
  %79 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 5, i64 %56
  %80 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 5, i64 %59
  %81 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 6, i64 %51
  %82 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 6, i64 %54
  %83 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 6, i64 %56
  %84 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 6, i64 %59
  %85 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 7, i64 %51
  %86 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2As to ptr), i64 0, i64 7, i64 %54
  %87 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 7, i64 %56
  %88 = getelementptr inbounds [8 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9sgemm_2x2E2Bs to ptr), i64 0, i64 7, i64 %59
  br label %129

89:                                               ; preds = %153, %17
  %90 = phi i32 [ %19, %17 ], [ %50, %153 ]
  %91 = phi i32 [ %18, %17 ], [ %49, %153 ]
  %92 = phi float [ 0.000000e+00, %17 ], [ %243, %153 ]
  %93 = phi float [ 0.000000e+00, %17 ], [ %245, %153 ]
  %94 = phi float [ 0.000000e+00, %17 ], [ %247, %153 ]
  %95 = phi float [ 0.000000e+00, %17 ], [ %249, %153 ]
  %96 = add nuw nsw i32 %91, %13
  %97 = or disjoint i32 %90, %15
  %98 = mul nsw i32 %96, %1
  %99 = add i32 %97, %98
  %100 = fmul contract float %92, %3
  %101 = sext i32 %99 to i64
  %102 = getelementptr inbounds float, ptr %7, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !8
  %104 = fmul contract float %103, %6
  %105 = fadd contract float %100, %104
  store float %105, ptr %102, align 4, !tbaa !8
  %106 = fmul contract float %93, %3
  %107 = or disjoint i32 %99, 1
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr %7, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !8
  %111 = fmul contract float %110, %6
  %112 = fadd contract float %106, %111
  store float %112, ptr %109, align 4, !tbaa !8
  %113 = or disjoint i32 %96, 1
  %114 = mul nsw i32 %113, %1
  %115 = add i32 %97, %114
  %116 = fmul contract float %94, %3
  %117 = sext i32 %115 to i64
  %118 = getelementptr inbounds float, ptr %7, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !8
  %120 = fmul contract float %119, %6
  %121 = fadd contract float %116, %120
  store float %121, ptr %118, align 4, !tbaa !8
  %122 = fmul contract float %95, %3
  %123 = add i32 %115, 1
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds float, ptr %7, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !8
  %127 = fmul contract float %126, %6
  %128 = fadd contract float %122, %127
  store float %128, ptr %125, align 4, !tbaa !8
  ret void

129:                                              ; preds = %20, %153
  %130 = phi float [ 0.000000e+00, %20 ], [ %243, %153 ]
  %131 = phi float [ 0.000000e+00, %20 ], [ %245, %153 ]
  %132 = phi float [ 0.000000e+00, %20 ], [ %247, %153 ]
  %133 = phi float [ 0.000000e+00, %20 ], [ %249, %153 ]
  %134 = phi i32 [ 0, %20 ], [ %250, %153 ]
  br i1 %21, label %135, label %146

135:                                              ; preds = %129
  %136 = add i32 %36, %134
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds float, ptr %4, i64 %137
  %139 = load float, ptr %138, align 16, !tbaa !8
  %140 = getelementptr inbounds i8, ptr %138, i64 4
  %141 = load float, ptr %140, align 4, !tbaa !8
  %142 = getelementptr inbounds i8, ptr %138, i64 8
  %143 = load float, ptr %142, align 8, !tbaa !8
  %144 = getelementptr inbounds i8, ptr %138, i64 12
  %145 = load float, ptr %144, align 4, !tbaa !8
  store float %139, ptr %39, align 4, !tbaa !8
  store float %141, ptr %42, align 4, !tbaa !8
  store float %143, ptr %45, align 4, !tbaa !8
  store float %145, ptr %48, align 4, !tbaa !8
  br label %153

146:                                              ; preds = %129
  br i1 %22, label %147, label %153

147:                                              ; preds = %146
  %148 = add nuw nsw i32 %134, %25
  %149 = mul nsw i32 %148, %1
  %150 = add i32 %28, %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %5, i64 %151
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %31, ptr noundef nonnull align 16 dereferenceable(16) %152, i64 16, i1 false)
  br label %153

153:                                              ; preds = %146, %147, %135
  tail call void @llvm.nvvm.barrier0()
  %154 = load float, ptr %52, align 4, !tbaa !8
  %155 = load float, ptr %55, align 4, !tbaa !8
  %156 = load float, ptr %57, align 4, !tbaa !8
  %157 = load float, ptr %60, align 4, !tbaa !8
  %158 = fmul contract float %154, %156
  %159 = fadd contract float %130, %158
  %160 = fmul contract float %154, %157
  %161 = fadd contract float %131, %160
  %162 = fmul contract float %155, %156
  %163 = fadd contract float %132, %162
  %164 = fmul contract float %155, %157
  %165 = fadd contract float %133, %164
  %166 = load float, ptr %61, align 4, !tbaa !8
  %167 = load float, ptr %62, align 4, !tbaa !8
  %168 = load float, ptr %63, align 4, !tbaa !8
  %169 = load float, ptr %64, align 4, !tbaa !8
  %170 = fmul contract float %166, %168
  %171 = fadd contract float %159, %170
  %172 = fmul contract float %166, %169
  %173 = fadd contract float %161, %172
  %174 = fmul contract float %167, %168
  %175 = fadd contract float %163, %174
  %176 = fmul contract float %167, %169
  %177 = fadd contract float %165, %176
  %178 = load float, ptr %65, align 4, !tbaa !8
  %179 = load float, ptr %66, align 4, !tbaa !8
  %180 = load float, ptr %67, align 4, !tbaa !8
  %181 = load float, ptr %68, align 4, !tbaa !8
  %182 = fmul contract float %178, %180
  %183 = fadd contract float %171, %182
  %184 = fmul contract float %178, %181
  %185 = fadd contract float %173, %184
  %186 = fmul contract float %179, %180
  %187 = fadd contract float %175, %186
  %188 = fmul contract float %179, %181
  %189 = fadd contract float %177, %188
  %190 = load float, ptr %69, align 4, !tbaa !8
  %191 = load float, ptr %70, align 4, !tbaa !8
  %192 = load float, ptr %71, align 4, !tbaa !8
  %193 = load float, ptr %72, align 4, !tbaa !8
  %194 = fmul contract float %190, %192
  %195 = fadd contract float %183, %194
  %196 = fmul contract float %190, %193
  %197 = fadd contract float %185, %196
  %198 = fmul contract float %191, %192
  %199 = fadd contract float %187, %198
  %200 = fmul contract float %191, %193
  %201 = fadd contract float %189, %200
  %202 = load float, ptr %73, align 4, !tbaa !8
  %203 = load float, ptr %74, align 4, !tbaa !8
  %204 = load float, ptr %75, align 4, !tbaa !8
  %205 = load float, ptr %76, align 4, !tbaa !8
  %206 = fmul contract float %202, %204
  %207 = fadd contract float %195, %206
  %208 = fmul contract float %202, %205
  %209 = fadd contract float %197, %208
  %210 = fmul contract float %203, %204
  %211 = fadd contract float %199, %210
  %212 = fmul contract float %203, %205
  %213 = fadd contract float %201, %212
  %214 = load float, ptr %77, align 4, !tbaa !8
  %215 = load float, ptr %78, align 4, !tbaa !8
  %216 = load float, ptr %79, align 4, !tbaa !8
  %217 = load float, ptr %80, align 4, !tbaa !8
  %218 = fmul contract float %214, %216
  %219 = fadd contract float %207, %218
  %220 = fmul contract float %214, %217
  %221 = fadd contract float %209, %220
  %222 = fmul contract float %215, %216
  %223 = fadd contract float %211, %222
  %224 = fmul contract float %215, %217
  %225 = fadd contract float %213, %224
  %226 = load float, ptr %81, align 4, !tbaa !8
  %227 = load float, ptr %82, align 4, !tbaa !8
  %228 = load float, ptr %83, align 4, !tbaa !8
  %229 = load float, ptr %84, align 4, !tbaa !8
  %230 = fmul contract float %226, %228
  %231 = fadd contract float %219, %230
  %232 = fmul contract float %226, %229
  %233 = fadd contract float %221, %232
  %234 = fmul contract float %227, %228
  %235 = fadd contract float %223, %234
  %236 = fmul contract float %227, %229
  %237 = fadd contract float %225, %236
  %238 = load float, ptr %85, align 4, !tbaa !8
  %239 = load float, ptr %86, align 4, !tbaa !8
  %240 = load float, ptr %87, align 4, !tbaa !8
  %241 = load float, ptr %88, align 4, !tbaa !8
  %242 = fmul contract float %238, %240
  %243 = fadd contract float %231, %242
  %244 = fmul contract float %238, %241
  %245 = fadd contract float %233, %244
  %246 = fmul contract float %239, %240
  %247 = fadd contract float %235, %246
  %248 = fmul contract float %239, %241
  %249 = fadd contract float %237, %248
  tail call void @llvm.nvvm.barrier0()
  %250 = add nuw nsw i32 %134, 8
  %251 = icmp slt i32 %250, %2
  br i1 %251, label %129, label %89, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @sgemm_2x2, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
