// WARP INTRINSICS (through cooperative groups): block reductions written
// with cooperative groups: cg::this_thread_block, cg::tiled_partition<32>,
// cg::reduce with cg::plus / cg::greater over each 32-thread tile, the
// tile results combined through shared memory by the first tile, plus a
// tile.shfl_down loop for a reduction over a 16-thread tile.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

#define THREADS 128

extern "C" __global__ void cg_block_sum(const float* __restrict__ in, float* __restrict__ out,
                                        int* __restrict__ imax)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    __shared__ float tile_sums[THREADS / 32];
    __shared__ int tile_max[THREADS / 32];

    const int i = blockIdx.x * THREADS + block.thread_rank();
    float v = in[i];
    int iv = (int)v;
    float s = cg::reduce(tile, v, cg::plus<float>());
    int m = cg::reduce(tile, iv, cg::greater<int>());
    if (tile.thread_rank() == 0) {
        tile_sums[tile.meta_group_rank()] = s;
        tile_max[tile.meta_group_rank()] = m;
    }
    block.sync();
    if (tile.meta_group_rank() == 0) {
        float t = tile.thread_rank() < tile.meta_group_size() ? tile_sums[tile.thread_rank()] : 0.0f;
        int tm = tile.thread_rank() < tile.meta_group_size() ? tile_max[tile.thread_rank()] : -2147483647 - 1;
        t = cg::reduce(tile, t, cg::plus<float>());
        tm = cg::reduce(tile, tm, cg::greater<int>());
        if (tile.thread_rank() == 0) {
            out[blockIdx.x] = t;
            imax[blockIdx.x] = tm;
        }
    }
}

extern "C" __global__ void cg_tile16_sum(const int* __restrict__ in, int* __restrict__ out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
    int v = in[blockIdx.x * blockDim.x + threadIdx.x];
    for (int offset = tile.size() / 2; offset > 0; offset /= 2) v += tile.shfl_down(v, offset);
    if (tile.thread_rank() == 0) out[(blockIdx.x * blockDim.x + threadIdx.x) / 16] = v;
}
