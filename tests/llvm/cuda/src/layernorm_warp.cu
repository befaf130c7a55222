// WARP INTRINSICS: layer normalisation with one warp per row, two ways:
// two-pass sums reduced with __shfl_xor_sync butterflies (every lane ends
// with the total, as FasterTransformer's warpReduceSum does), and Welford
// statistics merged across lanes with __shfl_down_sync and broadcast with
// __shfl_sync (the shape of Apex/OneFlow warp layer norm).
#include <cuda_runtime.h>

__device__ __forceinline__ float warp_reduce_sum(float v)
{
#pragma unroll
    for (int mask = 16; mask > 0; mask >>= 1) v += __shfl_xor_sync(0xffffffffu, v, mask, 32);
    return v;
}

extern "C" __global__ void layernorm_warp_xor(const float* __restrict__ x,
                                              const float* __restrict__ gamma,
                                              const float* __restrict__ beta,
                                              float* __restrict__ y, int rows, int cols, float eps)
{
    const int lane = threadIdx.x & 31;
    const int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    if (row >= rows) return;
    const float* xr = x + (size_t)row * cols;
    float s = 0.0f;
    for (int c = lane; c < cols; c += 32) s += xr[c];
    const float mean = warp_reduce_sum(s) / cols;
    float sq = 0.0f;
    for (int c = lane; c < cols; c += 32) {
        float d = xr[c] - mean;
        sq += d * d;
    }
    const float rstd = rsqrtf(warp_reduce_sum(sq) / cols + eps);
    for (int c = lane; c < cols; c += 32) {
        y[(size_t)row * cols + c] = (xr[c] - mean) * rstd * gamma[c] + beta[c];
    }
}

struct Welford {
    float mean;
    float m2;
    float count;
};

__device__ __forceinline__ Welford welford_push(Welford w, float x)
{
    w.count += 1.0f;
    float delta = x - w.mean;
    w.mean += delta / w.count;
    w.m2 += delta * (x - w.mean);
    return w;
}

__device__ __forceinline__ Welford welford_merge(Welford a, Welford b)
{
    if (b.count == 0.0f) return a;
    float count = a.count + b.count;
    float delta = b.mean - a.mean;
    float nb_over_n = b.count / count;
    Welford r;
    r.mean = a.mean + delta * nb_over_n;
    r.m2 = a.m2 + b.m2 + delta * delta * a.count * nb_over_n;
    r.count = count;
    return r;
}

extern "C" __global__ void layernorm_warp_welford(const float* __restrict__ x,
                                          const float* __restrict__ gamma,
                                          const float* __restrict__ beta,
                                          float* __restrict__ y, int rows, int cols, float eps)
{
    const int lane = threadIdx.x & 31;
    const int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
    if (row >= rows) return;
    const float* xr = x + (size_t)row * cols;
    Welford w = {0.0f, 0.0f, 0.0f};
    for (int c = lane; c < cols; c += 32) w = welford_push(w, xr[c]);
    for (int offset = 16; offset > 0; offset >>= 1) {
        Welford o;
        o.mean = __shfl_down_sync(0xffffffffu, w.mean, offset);
        o.m2 = __shfl_down_sync(0xffffffffu, w.m2, offset);
        o.count = __shfl_down_sync(0xffffffffu, w.count, offset);
        w = welford_merge(w, o);
    }
    const float mean = __shfl_sync(0xffffffffu, w.mean, 0);
    const float var = __shfl_sync(0xffffffffu, w.m2, 0) / cols;
    const float rstd = rsqrtf(var + eps);
    for (int c = lane; c < cols; c += 32) {
        y[(size_t)row * cols + c] = (xr[c] - mean) * rstd * gamma[c] + beta[c];
    }
}
