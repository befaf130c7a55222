// WARP INTRINSICS (through cub): per-block statistics with
// cub::BlockReduce from the CCCL headers, the way cub users write them:
// TempStorage in shared memory, Sum() and Reduce(x, cub::Max()) over
// several items per thread, with the default algorithm
// (BLOCK_REDUCE_WARP_REDUCTIONS) for int and the raking algorithm for
// float. cub's warp reductions use shfl.sync inline assembly.
#include <cub/block/block_reduce.cuh>

#define THREADS 128
#define ITEMS 4

extern "C" __global__ void block_stats_int(const int* __restrict__ in, int* __restrict__ sums,
                                           int* __restrict__ maxima)
{
    typedef cub::BlockReduce<int, THREADS> BlockReduceT;
    __shared__ typename BlockReduceT::TempStorage temp_storage;

    int items[ITEMS];
    const int base = blockIdx.x * THREADS * ITEMS;
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) items[k] = in[base + k * THREADS + threadIdx.x];

    int sum = BlockReduceT(temp_storage).Sum(items);
    __syncthreads();   // temp_storage is reused
    int mx = BlockReduceT(temp_storage).Reduce(items, cub::Max());
    if (threadIdx.x == 0) {
        sums[blockIdx.x] = sum;
        maxima[blockIdx.x] = mx;
    }
}

extern "C" __global__ void block_sum_float_raking(const float* __restrict__ in, float* __restrict__ sums,
                                                  int n)
{
    typedef cub::BlockReduce<float, THREADS, cub::BLOCK_REDUCE_RAKING> BlockReduceT;
    __shared__ typename BlockReduceT::TempStorage temp_storage;
    int i = blockIdx.x * THREADS + threadIdx.x;
    // Partial tiles: only the first `valid` threads contribute.
    int valid = min(THREADS, n - (int)(blockIdx.x * THREADS));
    float v = i < n ? in[i] : 0.0f;
    float s = BlockReduceT(temp_storage).Sum(v, valid);
    if (threadIdx.x == 0) sums[blockIdx.x] = s;
}
