// Row softmax, one block per row, without warp primitives: the row max and
// the sum of exponentials are each reduced with a shared-memory tree and
// __syncthreads (the "block reduce" of pre-Volta code and of portable
// kernels), then every element is written as exp(x - max) / sum.
#include <cuda_runtime.h>
#include <float.h>
#include <math.h>

#define SOFTMAX_THREADS 64

__device__ float block_reduce_max(float v, float* red)
{
    red[threadIdx.x] = v;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) red[threadIdx.x] = fmaxf(red[threadIdx.x], red[threadIdx.x + s]);
        __syncthreads();
    }
    float r = red[0];
    __syncthreads();
    return r;
}

__device__ float block_reduce_sum(float v, float* red)
{
    red[threadIdx.x] = v;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) red[threadIdx.x] += red[threadIdx.x + s];
        __syncthreads();
    }
    float r = red[0];
    __syncthreads();
    return r;
}

extern "C" __global__ void softmax_rows(const float* __restrict__ in, float* __restrict__ out, int cols)
{
    __shared__ float red[SOFTMAX_THREADS];
    const float* x = in + (size_t)blockIdx.x * cols;
    float* y = out + (size_t)blockIdx.x * cols;

    float m = -FLT_MAX;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, x[c]);
    m = block_reduce_max(m, red);

    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) s += expf(x[c] - m);
    s = block_reduce_sum(s, red);

    const float inv = 1.0f / s;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) y[c] = expf(x[c] - m) * inv;
}
