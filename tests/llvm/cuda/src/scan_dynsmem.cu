// Work-efficient (Blelloch) exclusive scan after GPU Gems 3, chapter 39:
// each block scans 2 * blockDim elements in dynamic shared memory with
// the bank-conflict-avoiding padding (CONFLICT_FREE_OFFSET), writes its
// segment's exclusive prefix sums and the segment total. A second kernel
// carves two arrays (keys and flags) out of one extern __shared__ buffer
// and computes per-segment stream-compaction offsets.
#include <cuda_runtime.h>

#define NUM_BANKS 32
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)

extern "C" __global__ void prescan(int* g_odata, const int* g_idata, int* g_block_sums, int n)
{
    extern __shared__ int temp[];
    const int thid = threadIdx.x;
    const int seg = blockIdx.x * n;
    int offset = 1;

    int ai = thid;
    int bi = thid + (n / 2);
    int bankOffsetA = CONFLICT_FREE_OFFSET(ai);
    int bankOffsetB = CONFLICT_FREE_OFFSET(bi);
    temp[ai + bankOffsetA] = g_idata[seg + ai];
    temp[bi + bankOffsetB] = g_idata[seg + bi];

    for (int d = n >> 1; d > 0; d >>= 1) {   // up-sweep
        __syncthreads();
        if (thid < d) {
            int a = offset * (2 * thid + 1) - 1;
            int b = offset * (2 * thid + 2) - 1;
            a += CONFLICT_FREE_OFFSET(a);
            b += CONFLICT_FREE_OFFSET(b);
            temp[b] += temp[a];
        }
        offset *= 2;
    }
    if (thid == 0) {
        int last = n - 1 + CONFLICT_FREE_OFFSET(n - 1);
        g_block_sums[blockIdx.x] = temp[last];
        temp[last] = 0;
    }
    for (int d = 1; d < n; d *= 2) {   // down-sweep
        offset >>= 1;
        __syncthreads();
        if (thid < d) {
            int a = offset * (2 * thid + 1) - 1;
            int b = offset * (2 * thid + 2) - 1;
            a += CONFLICT_FREE_OFFSET(a);
            b += CONFLICT_FREE_OFFSET(b);
            int t = temp[a];
            temp[a] = temp[b];
            temp[b] += t;
        }
    }
    __syncthreads();
    g_odata[seg + ai] = temp[ai + bankOffsetA];
    g_odata[seg + bi] = temp[bi + bankOffsetB];
}

// Stream compaction within a segment of blockDim elements: keep the keys
// whose flag is set, in order. Shared memory: keys[blockDim] then
// pos[blockDim] (a Hillis-Steele inclusive scan of the flags).
extern "C" __global__ void compact_segments(const unsigned int* __restrict__ keys_in,
                                            unsigned int* __restrict__ keys_out,
                                            int* __restrict__ counts, unsigned int threshold)
{
    extern __shared__ unsigned char smem_raw[];
    unsigned int* keys = reinterpret_cast<unsigned int*>(smem_raw);
    int* pos = reinterpret_cast<int*>(keys + blockDim.x);

    const int t = threadIdx.x;
    const int g = blockIdx.x * blockDim.x + t;
    keys[t] = keys_in[g];
    int flag = keys[t] >= threshold ? 1 : 0;
    pos[t] = flag;
    __syncthreads();
    for (int off = 1; off < blockDim.x; off <<= 1) {
        int add = t >= off ? pos[t - off] : 0;
        __syncthreads();
        pos[t] += add;
        __syncthreads();
    }
    if (flag) keys_out[blockIdx.x * blockDim.x + pos[t] - 1] = keys[t];
    if (t == blockDim.x - 1) counts[blockIdx.x] = pos[t];
}
