// 256-bin byte histogram after the CUDA sample histogram256: each block
// keeps a private histogram in shared memory updated with shared-memory
// atomicAdd, reading the data four bytes per 32-bit word, and merges it
// into the global histogram with global atomicAdd.
#include <cuda_runtime.h>

#define HISTOGRAM256_BIN_COUNT 256
#define HIST_THREADS 64

__device__ inline void addByte(unsigned int* s_Hist, unsigned int data) { atomicAdd(s_Hist + data, 1); }

__device__ inline void addWord(unsigned int* s_Hist, unsigned int data)
{
    addByte(s_Hist, (data >> 0) & 0xFFU);
    addByte(s_Hist, (data >> 8) & 0xFFU);
    addByte(s_Hist, (data >> 16) & 0xFFU);
    addByte(s_Hist, (data >> 24) & 0xFFU);
}

extern "C" __global__ void histogram256Kernel(unsigned int* d_Histogram, const unsigned int* d_Data,
                                              unsigned int dataCount)
{
    __shared__ unsigned int s_Hist[HISTOGRAM256_BIN_COUNT];
    for (unsigned int i = threadIdx.x; i < HISTOGRAM256_BIN_COUNT; i += blockDim.x) s_Hist[i] = 0;
    __syncthreads();

    for (unsigned int pos = blockIdx.x * blockDim.x + threadIdx.x; pos < dataCount;
         pos += blockDim.x * gridDim.x)
        addWord(s_Hist, d_Data[pos]);
    __syncthreads();

    for (unsigned int bin = threadIdx.x; bin < HISTOGRAM256_BIN_COUNT; bin += blockDim.x) {
        unsigned int c = s_Hist[bin];
        if (c) atomicAdd(d_Histogram + bin, c);
    }
}
