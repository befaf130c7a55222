// __device__ variables as counters, after the CUDA sample
// threadFenceReduction: each block reduces its part, publishes the partial
// sum, __threadfence()s, and takes a ticket with atomicInc on the
// __device__ retirementCount; the block that draws the last ticket adds the
// partials and resets the counter for the next launch. A second kernel
// counts selected elements into a __device__ counter with atomicAdd, which
// keeps growing across launches, and a third reads it back.
#include <cuda_runtime.h>

#define RBLOCK 64

__device__ unsigned int retirementCount = 0;
__device__ unsigned int g_selected = 0;
__device__ int g_max_seen = -2147483647 - 1;

extern "C" __global__ void reduce_single_pass(const int* __restrict__ in, int* __restrict__ partial,
                                              int* __restrict__ total, unsigned int n)
{
    __shared__ int sdata[RBLOCK];
    __shared__ bool amLast;
    unsigned int i = blockIdx.x * RBLOCK + threadIdx.x;
    sdata[threadIdx.x] = i < n ? in[i] : 0;
    __syncthreads();
    for (unsigned int s = RBLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = sdata[0];
        __threadfence();
        unsigned int ticket = atomicInc(&retirementCount, gridDim.x);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {
        int sum = 0;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += RBLOCK) sum += partial[b];
        sdata[threadIdx.x] = sum;
        __syncthreads();
        for (unsigned int s = RBLOCK / 2; s > 0; s >>= 1) {
            if (threadIdx.x < s) sdata[threadIdx.x] += sdata[threadIdx.x + s];
            __syncthreads();
        }
        if (threadIdx.x == 0) {
            *total = sdata[0];
            retirementCount = 0;
        }
    }
}

extern "C" __global__ void count_above(const int* __restrict__ in, int threshold, unsigned int n)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && in[i] > threshold) {
        atomicAdd(&g_selected, 1u);
        atomicMax(&g_max_seen, in[i]);
    }
}

extern "C" __global__ void read_counters(unsigned int* __restrict__ out)
{
    if (threadIdx.x == 0) {
        out[0] = g_selected;
        out[1] = (unsigned int)g_max_seen;
        out[2] = retirementCount;
    }
}
