// Sum of a __half tensor: each thread adds pairs with __hadd2 into a
// __half2 accumulator for a few iterations (as "vectorised" reductions do),
// widens the two halves with __low2float/__high2float, and the block then
// reduces in float in shared memory. Block results are written as float and,
// narrowed with __float2half_rn, as __half; the per-row mean of an
// [rows x 2*blockDim] matrix is written the same way.
#include <cuda_fp16.h>

#define BLOCK 128
#define PAIRS_PER_THREAD 4

extern "C" __global__ void half_block_sum(const __half* __restrict__ in,
                                          float* __restrict__ block_sums,
                                          __half* __restrict__ block_sums_half)
{
    __shared__ float partial[BLOCK];
    const __half2* in2 = reinterpret_cast<const __half2*>(in);
    const int base = blockIdx.x * BLOCK * PAIRS_PER_THREAD;

    __half2 acc = __float2half2_rn(0.0f);
#pragma unroll
    for (int k = 0; k < PAIRS_PER_THREAD; ++k) {
        acc = __hadd2(acc, in2[base + k * BLOCK + threadIdx.x]);
    }
    partial[threadIdx.x] = __low2float(acc) + __high2float(acc);
    __syncthreads();

    for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride) {
            partial[threadIdx.x] += partial[threadIdx.x + stride];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        block_sums[blockIdx.x] = partial[0];
        block_sums_half[blockIdx.x] = __float2half_rn(partial[0]);
    }
}

// One block per row; the mean of the row, reduced in float.
extern "C" __global__ void half_row_mean(const __half* __restrict__ in,
                                         __half* __restrict__ mean, int cols)
{
    __shared__ float partial[BLOCK];
    const __half* row = in + (size_t)blockIdx.x * cols;
    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) {
        s += __half2float(row[c]);
    }
    partial[threadIdx.x] = s;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride) {
            partial[threadIdx.x] += partial[threadIdx.x + stride];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        mean[blockIdx.x] = __float2half_rn(partial[0] / cols);
    }
}
