// RMSNorm (as in LLaMA-style models) over bf16 activations and weights:
// one block per row, the sum of squares accumulated in float and reduced
// in shared memory with a tree (no warp shuffles), then
// y = bf16(x * rsqrtf(mean(x^2) + eps) * w). The per-row inverse RMS is
// also written out (the backward pass reuses it).
#include <cuda_bf16.h>

template <int BLOCK_SIZE>
__device__ float block_sum(float v, float* smem)
{
    smem[threadIdx.x] = v;
    __syncthreads();
#pragma unroll
    for (int stride = BLOCK_SIZE / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride) smem[threadIdx.x] += smem[threadIdx.x + stride];
        __syncthreads();
    }
    float total = smem[0];
    __syncthreads();
    return total;
}

template <int BLOCK_SIZE>
__global__ void rmsnorm_bf16_kernel(const __nv_bfloat16* __restrict__ x,
                                    const __nv_bfloat16* __restrict__ weight,
                                    __nv_bfloat16* __restrict__ y,
                                    float* __restrict__ inv_rms_out,
                                    int hidden, float eps)
{
    __shared__ float smem[BLOCK_SIZE];
    const __nv_bfloat16* row = x + (size_t)blockIdx.x * hidden;
    __nv_bfloat16* out = y + (size_t)blockIdx.x * hidden;

    float sumsq = 0.0f;
    for (int i = threadIdx.x; i < hidden; i += BLOCK_SIZE) {
        float v = __bfloat162float(row[i]);
        sumsq += v * v;
    }
    sumsq = block_sum<BLOCK_SIZE>(sumsq, smem);
    const float inv_rms = rsqrtf(sumsq / hidden + eps);
    if (threadIdx.x == 0) inv_rms_out[blockIdx.x] = inv_rms;

    for (int i = threadIdx.x; i < hidden; i += BLOCK_SIZE) {
        float v = __bfloat162float(row[i]) * inv_rms;
        out[i] = __float2bfloat16(v * __bfloat162float(weight[i]));
    }
}

template __global__ void rmsnorm_bf16_kernel<64>(const __nv_bfloat16*, const __nv_bfloat16*,
                                                 __nv_bfloat16*, float*, int, float);
