// Interval arithmetic with directed rounding, as verified-computation code
// writes it: each lower bound is rounded down and each upper bound up, so
// the real result of a formula lies inside [lo, hi] whatever the inputs.
// Also the correctly rounded intrinsics (__fdiv_rn, __fsqrt_rn, ...) that
// stay IEEE-exact under -use_fast_math, and double-to-float enclosures.
#include <cuda_runtime.h>

struct Interval {
  float lo, hi;
};

__device__ __forceinline__ Interval make_interval(float lo, float hi) {
  Interval r;
  r.lo = lo;
  r.hi = hi;
  return r;
}

__device__ Interval iadd(Interval a, Interval b) {
  return make_interval(__fadd_rd(a.lo, b.lo), __fadd_ru(a.hi, b.hi));
}

__device__ Interval imul(Interval a, Interval b) {
  float l = fminf(fminf(__fmul_rd(a.lo, b.lo), __fmul_rd(a.lo, b.hi)),
                  fminf(__fmul_rd(a.hi, b.lo), __fmul_rd(a.hi, b.hi)));
  float h = fmaxf(fmaxf(__fmul_ru(a.lo, b.lo), __fmul_ru(a.lo, b.hi)),
                  fmaxf(__fmul_ru(a.hi, b.lo), __fmul_ru(a.hi, b.hi)));
  return make_interval(l, h);
}

// The square of an interval: tighter than imul(a, a) when it holds 0.
__device__ Interval isqr(Interval a) {
  float l2 = __fmul_rd(a.lo, a.lo), h2 = __fmul_rd(a.hi, a.hi);
  float l2u = __fmul_ru(a.lo, a.lo), h2u = __fmul_ru(a.hi, a.hi);
  if (a.lo >= 0.0f) return make_interval(l2, h2u);
  if (a.hi <= 0.0f) return make_interval(h2, l2u);
  return make_interval(0.0f, fmaxf(l2u, h2u));
}

// a / b for b > 0.
__device__ Interval idiv_pos(Interval a, Interval b) {
  float l = a.lo >= 0.0f ? __fdiv_rd(a.lo, b.hi) : __fdiv_rd(a.lo, b.lo);
  float h = a.hi >= 0.0f ? __fdiv_ru(a.hi, b.lo) : __fdiv_ru(a.hi, b.hi);
  return make_interval(l, h);
}

__device__ Interval isqrt(Interval a) {
  return make_interval(__fsqrt_rd(fmaxf(a.lo, 0.0f)), __fsqrt_ru(a.hi));
}

// Encloses f(x) = sqrt(x^2 + 1) / (x + 2) + c * x over [x - r, x + r]
// (x - r > -2, c >= 0), and the reciprocal of the enclosure's width.
extern "C" __global__ void interval_eval(const float *x, float r, float c, float *lo,
                              float *hi, float *inv_width, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Interval X = make_interval(__fsub_rd(x[i], r), __fadd_ru(x[i], r));
  Interval num = isqrt(iadd(isqr(X), make_interval(1.0f, 1.0f)));
  Interval den = iadd(X, make_interval(2.0f, 2.0f));
  Interval q = idiv_pos(num, den);
  Interval f = make_interval(__fmaf_rd(c, X.lo, q.lo), __fmaf_ru(c, X.hi, q.hi));
  lo[i] = f.lo;
  hi[i] = f.hi;
  inv_width[i] = __frcp_rd(__fsub_ru(f.hi, f.lo));
}

// The IEEE-exact intrinsics, one output row each.
extern "C" __global__ void exact_ops(const float *a, const float *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i];
  out[0 * n + i] = __fdiv_rn(x, y);
  out[1 * n + i] = __fmul_rz(x, y);
  out[2 * n + i] = __fsqrt_rd(fabsf(x));
  out[3 * n + i] = __frcp_rn(y);
  out[4 * n + i] = __fsqrt_rn(fabsf(y));
  out[5 * n + i] = __fdiv_rz(x, y);
  out[6 * n + i] = __fadd_rz(x, y);
  out[7 * n + i] = __fmaf_rz(x, y, 1.0f);
}

// Row statistics of doubles bounded in double, then enclosed in floats:
// the sum and the mean rounded both ways, the root mean square of the
// row, and the row's element count as a float enclosure.
extern "C" __global__ void bound_rows(const double *v, const long long *count, float *sum_lo,
                           float *sum_hi, float *rms_lo, float *rms_hi,
                           float *count_lo, float *count_hi, int rows, int cols) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows) return;
  double s_lo = 0.0, s_hi = 0.0, q_lo = 0.0, q_hi = 0.0;
  for (int k = 0; k < cols; ++k) {
    double e = v[row * cols + k];
    s_lo = __dadd_rd(s_lo, e);
    s_hi = __dadd_ru(s_hi, e);
    q_lo = __fma_rd(e, e, q_lo);
    q_hi = __fma_ru(e, e, q_hi);
  }
  double n = __ll2double_rn((long long)cols);
  sum_lo[row] = __double2float_rd(s_lo);
  sum_hi[row] = __double2float_ru(s_hi);
  rms_lo[row] = __double2float_rd(__dsqrt_rd(__ddiv_rd(q_lo, n)));
  rms_hi[row] = __double2float_ru(__dsqrt_ru(__ddiv_ru(q_hi, n)));
  count_lo[row] = __ll2float_rd(count[row]) + __uint2float_rz((unsigned)row);
  count_hi[row] = __ll2float_ru(count[row]) + __int2float_rz(row);
}
