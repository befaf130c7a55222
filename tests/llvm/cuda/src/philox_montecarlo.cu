// Monte Carlo with cuRAND's device API (curand_kernel.h): every thread
// initialises a Philox4_32_10 state with curand_init(seed, subsequence =
// thread id, offset), draws 32-bit integers four at a time with curand4
// to estimate pi by the quarter-circle test in integer arithmetic, and
// draws uniform floats with curand_uniform for a histogram of 8 bins kept
// with shared and global atomics.
#include <curand_kernel.h>

#define MC_THREADS 64

extern "C" __global__ void pi_philox(unsigned long long seed, unsigned long long offset, int rounds,
                                     unsigned int* __restrict__ hits, unsigned int* __restrict__ first_draw)
{
    const int tid = blockIdx.x * blockDim.x + threadIdx.x;
    curandStatePhilox4_32_10_t state;
    curand_init(seed, tid, offset, &state);
    unsigned int inside = 0;
    for (int r = 0; r < rounds; ++r) {
        uint4 v = curand4(&state);
        if (r == 0) first_draw[tid] = v.x;
        // two points per draw: 16-bit coordinates, exact integer test
        unsigned long long x0 = v.x >> 16, y0 = v.y >> 16, x1 = v.z >> 16, y1 = v.w >> 16;
        inside += (x0 * x0 + y0 * y0 < (1ull << 32)) + (x1 * x1 + y1 * y1 < (1ull << 32));
    }
    hits[tid] = inside;
}

extern "C" __global__ void uniform_histogram(unsigned long long seed, int draws,
                                             unsigned int* __restrict__ bins, float* __restrict__ samples)
{
    __shared__ unsigned int s_bins[8];
    const int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x < 8) s_bins[threadIdx.x] = 0;
    __syncthreads();
    curandStatePhilox4_32_10_t state;
    curand_init(seed, tid, 0, &state);
    for (int d = 0; d < draws; ++d) {
        float u = curand_uniform(&state);   // (0, 1]
        if (d == 0) samples[tid] = u;
        int b = min(7, (int)(u * 8.0f));
        atomicAdd(&s_bins[b], 1u);
    }
    __syncthreads();
    if (threadIdx.x < 8) atomicAdd(&bins[threadIdx.x], s_bins[threadIdx.x]);
}
