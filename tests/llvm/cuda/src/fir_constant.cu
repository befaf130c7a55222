// FIR filtering with the taps in __constant__ memory (as a host would set
// with cudaMemcpyToSymbol; here statically initialised): a 1-D low-pass
// (binomial) filter over a shared-memory tile with a halo of RADIUS
// samples on each side, zero outside the signal, plus a decimating
// polyphase variant whose tap offsets come from a __constant__ int table.
#include <cuda_runtime.h>

#define RADIUS 4
#define TAPS (2 * RADIUS + 1)
#define TILE 64

// Binomial(8) / 256: 1 8 28 56 70 56 28 8 1
__constant__ float c_taps[TAPS] = {
    1.0f / 256, 8.0f / 256, 28.0f / 256, 56.0f / 256, 70.0f / 256,
    56.0f / 256, 28.0f / 256, 8.0f / 256, 1.0f / 256};

__constant__ int c_phase_offsets[4] = {0, 3, 1, 2};
__constant__ float c_phase_gain[4] = {1.0f, 0.5f, 0.25f, 2.0f};

extern "C" __global__ void fir_tiled(const float* __restrict__ x, float* __restrict__ y, int n)
{
    __shared__ float tile[TILE + 2 * RADIUS];
    const int g = blockIdx.x * TILE + threadIdx.x;
    tile[threadIdx.x + RADIUS] = g < n ? x[g] : 0.0f;
    if (threadIdx.x < RADIUS) {
        int left = g - RADIUS;
        int right = g + TILE;
        tile[threadIdx.x] = left >= 0 ? x[left] : 0.0f;
        tile[threadIdx.x + TILE + RADIUS] = right < n ? x[right] : 0.0f;
    }
    __syncthreads();
    if (g >= n) return;
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k < TAPS; ++k) acc += c_taps[k] * tile[threadIdx.x + k];
    y[g] = acc;
}

// y[j] = gain[j % 4] * sum_k taps[k] * x[4 j + offset[j % 4] + k], where in range.
extern "C" __global__ void fir_polyphase_decimate(const float* __restrict__ x, float* __restrict__ y,
                                                  int n_out, int n_in)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j >= n_out) return;
    int phase = j & 3;
    int base = 4 * j + c_phase_offsets[phase];
    float acc = 0.0f;
    for (int k = 0; k < TAPS; ++k) {
        int idx = base + k;
        if (idx < n_in) acc += c_taps[k] * x[idx];
    }
    y[j] = c_phase_gain[phase] * acc;
}
