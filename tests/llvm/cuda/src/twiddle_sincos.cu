// FFT support kernels: the twiddle-factor table w_k = exp(-2 pi i k / N)
// computed two ways (sincosf of a float angle, and sincospif, which takes
// the angle in units of pi and is exact at the quarter points), and a
// polar-to-Cartesian conversion of (r, theta) pairs with sincosf.
#include <cuda_runtime.h>
#include <math.h>

extern "C" __global__ void make_twiddles(float2* __restrict__ tw, float2* __restrict__ tw_pi, int n)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k >= n) return;
    const float kTwoPi = 6.28318530717958647692f;
    float angle = -kTwoPi * (float)k / (float)n;
    float s, c;
    sincosf(angle, &s, &c);
    tw[k] = make_float2(c, s);
    float sp, cp;
    sincospif(-2.0f * (float)k / (float)n, &sp, &cp);
    tw_pi[k] = make_float2(cp, sp);
}

extern "C" __global__ void polar_to_cartesian(const float* __restrict__ r,
                                              const float* __restrict__ theta,
                                              float* __restrict__ x, float* __restrict__ y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s, c;
    sincosf(theta[i], &s, &c);
    x[i] = r[i] * c;
    y[i] = r[i] * s;
}
