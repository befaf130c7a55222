// Quantised int8 matrix-vector product, the inner loop of int8 inference
// engines: weights and activations are int8, four packed per 32-bit word
// (char4), multiplied and accumulated with __dp4a into int32, reduced over
// the block in shared memory, and dequantised with a per-row weight scale
// and a per-tensor activation scale. A second kernel does the unsigned
// byte form (__dp4a on unsigned int) for an 8-bit image correlation.
#include <cuda_runtime.h>

#define THREADS 64

extern "C" __global__ void gemv_int8_dp4a(const char4* __restrict__ W,    // [rows][K/4]
                                          const char4* __restrict__ x,    // [K/4]
                                          const float* __restrict__ row_scale,
                                          float x_scale,
                                          int k4,
                                          int* __restrict__ acc_out,
                                          float* __restrict__ y)
{
    __shared__ int partial[THREADS];
    const char4* w_row = W + (size_t)blockIdx.x * k4;
    int acc = 0;
    for (int k = threadIdx.x; k < k4; k += THREADS) {
        char4 a = w_row[k];
        char4 b = x[k];
        acc = __dp4a(*reinterpret_cast<const int*>(&a), *reinterpret_cast<const int*>(&b), acc);
    }
    partial[threadIdx.x] = acc;
    __syncthreads();
    for (int s = THREADS / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        int total = partial[0];
        acc_out[blockIdx.x] = total;
        y[blockIdx.x] = (float)total * (row_scale[blockIdx.x] * x_scale);
    }
}

// Unsigned 8-bit correlation of each 16-pixel window with a template:
// sum over bytes of pixel * template, four bytes per __dp4a.
extern "C" __global__ void correlate_u8_dp4a(const unsigned int* __restrict__ image,   // packed bytes
                                             const unsigned int* __restrict__ templ,   // 4 words
                                             unsigned int* __restrict__ score, int windows)
{
    int w = blockIdx.x * blockDim.x + threadIdx.x;
    if (w >= windows) return;
    unsigned int acc = 0;
#pragma unroll
    for (int k = 0; k < 4; ++k) {
        acc = __dp4a(image[w + k], templ[k], acc);
    }
    score[w] = acc;
}
