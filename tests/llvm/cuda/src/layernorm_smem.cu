// Layer normalisation, one block per row, two passes (mean, then the
// variance of the centred values) reduced in shared memory with
// __syncthreads only; y = (x - mean) * rsqrtf(var + eps) * gamma + beta.
// Mean and inverse standard deviation are saved for the backward pass.
#include <cuda_runtime.h>

#define LN_THREADS 64

__device__ float ln_block_sum(float v, float* buf)
{
    buf[threadIdx.x] = v;
    __syncthreads();
    for (int s = LN_THREADS / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    float total = buf[0];
    __syncthreads();
    return total;
}

extern "C" __global__ void layernorm_fwd(const float* __restrict__ x,
                                         const float* __restrict__ gamma,
                                         const float* __restrict__ beta,
                                         float* __restrict__ y,
                                         float* __restrict__ mean_out,
                                         float* __restrict__ rstd_out,
                                         int cols, float eps)
{
    __shared__ float buf[LN_THREADS];
    const float* row = x + (size_t)blockIdx.x * cols;
    float* out = y + (size_t)blockIdx.x * cols;

    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += LN_THREADS) s += row[c];
    const float mean = ln_block_sum(s, buf) / cols;

    float sq = 0.0f;
    for (int c = threadIdx.x; c < cols; c += LN_THREADS) {
        float d = row[c] - mean;
        sq += d * d;
    }
    const float var = ln_block_sum(sq, buf) / cols;
    const float rstd = rsqrtf(var + eps);
    if (threadIdx.x == 0) {
        mean_out[blockIdx.x] = mean;
        rstd_out[blockIdx.x] = rstd;
    }
    for (int c = threadIdx.x; c < cols; c += LN_THREADS) {
        out[c] = (row[c] - mean) * rstd * gamma[c] + beta[c];
    }
}
