// WARP INTRINSICS (through cub): stream compaction of one tile per block
// with the cub block primitives: cub::BlockLoad (transposing through
// shared memory) of ITEMS per thread, flags from a predicate,
// cub::BlockScan::ExclusiveSum of the flags giving every selected item's
// output position and the block's selected count, then a scatter. A
// second kernel computes running maxima with BlockScan::InclusiveScan
// and cub::Max().
#include <cub/block/block_load.cuh>
#include <cub/block/block_scan.cuh>

#define THREADS 64
#define ITEMS 4

extern "C" __global__ void select_if_tile(const int* __restrict__ in, int* __restrict__ out,
                                          int* __restrict__ counts, int threshold)
{
    typedef cub::BlockLoad<int, THREADS, ITEMS, cub::BLOCK_LOAD_TRANSPOSE> BlockLoadT;
    typedef cub::BlockScan<int, THREADS> BlockScanT;
    __shared__ union {
        typename BlockLoadT::TempStorage load;
        typename BlockScanT::TempStorage scan;
    } temp;

    const int tile = blockIdx.x * THREADS * ITEMS;
    int items[ITEMS];
    BlockLoadT(temp.load).Load(in + tile, items);
    __syncthreads();

    int flags[ITEMS], pos[ITEMS];
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) flags[k] = items[k] > threshold;
    int selected;
    BlockScanT(temp.scan).ExclusiveSum(flags, pos, selected);
#pragma unroll
    for (int k = 0; k < ITEMS; ++k)
        if (flags[k]) out[tile + pos[k]] = items[k];
    if (threadIdx.x == 0) counts[blockIdx.x] = selected;
}

extern "C" __global__ void running_max(const int* __restrict__ in, int* __restrict__ out)
{
    typedef cub::BlockScan<int, THREADS> BlockScanT;
    __shared__ typename BlockScanT::TempStorage temp;
    int i = blockIdx.x * THREADS + threadIdx.x;
    int v = in[i];
    BlockScanT(temp).InclusiveScan(v, v, cub::Max());
    out[i] = v;
}
