// WARP INTRINSICS: row softmax with one warp per row and the reductions
// done by __shfl_xor_sync butterflies (the shape of PyTorch's
// persistent softmax and OneFlow's WarpSoftmax): each lane keeps
// COLS/32 elements in registers.
#include <cuda_runtime.h>
#include <math.h>

#define WARP 32

template <typename T>
__device__ __forceinline__ T warp_allreduce_max(T v)
{
#pragma unroll
    for (int mask = WARP / 2; mask > 0; mask >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, mask));
    return v;
}

template <typename T>
__device__ __forceinline__ T warp_allreduce_sum(T v)
{
#pragma unroll
    for (int mask = WARP / 2; mask > 0; mask >>= 1) v += __shfl_xor_sync(0xffffffffu, v, mask);
    return v;
}

template <int COLS>
__global__ void warp_softmax(const float* __restrict__ in, float* __restrict__ out, int rows)
{
    constexpr int PER_LANE = COLS / WARP;
    const int lane = threadIdx.x % WARP;
    const int row = blockIdx.x * (blockDim.x / WARP) + threadIdx.x / WARP;
    if (row >= rows) return;
    const float* x = in + (size_t)row * COLS;
    float v[PER_LANE];
    float m = -INFINITY;
#pragma unroll
    for (int k = 0; k < PER_LANE; ++k) {
        v[k] = x[k * WARP + lane];
        m = fmaxf(m, v[k]);
    }
    m = warp_allreduce_max(m);
    float s = 0.0f;
#pragma unroll
    for (int k = 0; k < PER_LANE; ++k) {
        v[k] = expf(v[k] - m);
        s += v[k];
    }
    s = warp_allreduce_sum(s);
#pragma unroll
    for (int k = 0; k < PER_LANE; ++k) out[(size_t)row * COLS + k * WARP + lane] = v[k] / s;
}

template __global__ void warp_softmax<64>(const float*, float*, int);
