// Dynamic per-row symmetric int8 quantisation of float activations:
// one block per row finds max |x| with a shared-memory tree of fmaxf,
// the scale is absmax / 127, and each element becomes
// clamp(__float2int_rn(x / scale), -127, 127) stored as int8. The scale is
// written for the dequantising consumer.
#include <cuda_runtime.h>

#define QBLOCK 64

extern "C" __global__ void quantize_rows_int8(const float* __restrict__ x,
                                              signed char* __restrict__ q,
                                              float* __restrict__ scales, int cols)
{
    __shared__ float smax[QBLOCK];
    const float* row = x + (size_t)blockIdx.x * cols;
    float m = 0.0f;
    for (int c = threadIdx.x; c < cols; c += QBLOCK) m = fmaxf(m, fabsf(row[c]));
    smax[threadIdx.x] = m;
    __syncthreads();
    for (int s = QBLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) smax[threadIdx.x] = fmaxf(smax[threadIdx.x], smax[threadIdx.x + s]);
        __syncthreads();
    }
    const float absmax = smax[0];
    const float scale = absmax > 0.0f ? absmax / 127.0f : 1.0f;
    if (threadIdx.x == 0) scales[blockIdx.x] = scale;
    for (int c = threadIdx.x; c < cols; c += QBLOCK) {
        int v = __float2int_rn(row[c] / scale);
        v = max(-127, min(127, v));
        q[(size_t)blockIdx.x * cols + c] = (signed char)v;
    }
}
