// Integer hashing as GPU hash tables and dedup kernels do it:
// MurmurHash3_x86_32 of variable-length byte strings
// (body in 4-byte blocks, tail switch with fallthrough, fmix32), and
// xxHash32 of 16-byte records (four accumulator lanes, rotl). A linear-
// probing hash table in __device__ arrays: cleared, filled with atomicCAS
// and queried with present and absent keys by three launches.
#include <cuda_runtime.h>
#include <stdint.h>

__device__ __forceinline__ uint32_t rotl32(uint32_t x, int8_t r) { return (x << r) | (x >> (32 - r)); }

__device__ __forceinline__ uint32_t fmix32(uint32_t h)
{
    h ^= h >> 16;
    h *= 0x85ebca6b;
    h ^= h >> 13;
    h *= 0xc2b2ae35;
    h ^= h >> 16;
    return h;
}

__device__ uint32_t murmur3_32(const uint8_t* data, int len, uint32_t seed)
{
    const int nblocks = len / 4;
    uint32_t h1 = seed;
    const uint32_t c1 = 0xcc9e2d51;
    const uint32_t c2 = 0x1b873593;
    for (int i = 0; i < nblocks; i++) {
        uint32_t k1 = (uint32_t)data[4 * i] | ((uint32_t)data[4 * i + 1] << 8) |
                      ((uint32_t)data[4 * i + 2] << 16) | ((uint32_t)data[4 * i + 3] << 24);
        k1 *= c1;
        k1 = rotl32(k1, 15);
        k1 *= c2;
        h1 ^= k1;
        h1 = rotl32(h1, 13);
        h1 = h1 * 5 + 0xe6546b64;
    }
    const uint8_t* tail = data + nblocks * 4;
    uint32_t k1 = 0;
    switch (len & 3) {
    case 3:
        k1 ^= tail[2] << 16;
        [[fallthrough]];
    case 2:
        k1 ^= tail[1] << 8;
        [[fallthrough]];
    case 1:
        k1 ^= tail[0];
        k1 *= c1;
        k1 = rotl32(k1, 15);
        k1 *= c2;
        h1 ^= k1;
    }
    h1 ^= (uint32_t)len;
    return fmix32(h1);
}

// Strings packed back to back; offsets[i]..offsets[i+1] is string i.
extern "C" __global__ void murmur_strings(const uint8_t* __restrict__ bytes, const int* __restrict__ offsets,
                                          uint32_t seed, uint32_t* __restrict__ hashes, int count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count) hashes[i] = murmur3_32(bytes + offsets[i], offsets[i + 1] - offsets[i], seed);
}

#define PRIME32_1 0x9E3779B1u
#define PRIME32_2 0x85EBCA77u
#define PRIME32_3 0xC2B2AE3Du
#define PRIME32_4 0x27D4EB2Fu
#define PRIME32_5 0x165667B1u

__device__ __forceinline__ uint32_t xxh_round(uint32_t acc, uint32_t input)
{
    acc += input * PRIME32_2;
    acc = rotl32(acc, 13);
    return acc * PRIME32_1;
}

// xxHash32 of one 16-byte record (one stripe, then the avalanche).
extern "C" __global__ void xxhash32_records(const uint4* __restrict__ records, uint32_t seed,
                                           uint32_t* __restrict__ hashes, int count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= count) return;
    uint4 r = records[i];
    uint32_t v1 = seed + PRIME32_1 + PRIME32_2;
    uint32_t v2 = seed + PRIME32_2;
    uint32_t v3 = seed;
    uint32_t v4 = seed - PRIME32_1;
    v1 = xxh_round(v1, r.x);
    v2 = xxh_round(v2, r.y);
    v3 = xxh_round(v3, r.z);
    v4 = xxh_round(v4, r.w);
    uint32_t h = rotl32(v1, 1) + rotl32(v2, 7) + rotl32(v3, 12) + rotl32(v4, 18);
    h += 16;
    h ^= h >> 15;
    h *= PRIME32_2;
    h ^= h >> 13;
    h *= PRIME32_3;
    h ^= h >> 16;
    hashes[i] = h;
}

#define EMPTY_KEY 0xffffffffu
#define CAPACITY 128   // a power of two

// Open addressing with linear probing in __device__ arrays that live
// across launches: clear, insert, then look up.
__device__ uint32_t g_table_keys[CAPACITY];
__device__ uint32_t g_table_vals[CAPACITY];

extern "C" __global__ void hash_clear()
{
    for (int s = blockIdx.x * blockDim.x + threadIdx.x; s < CAPACITY; s += blockDim.x * gridDim.x) {
        g_table_keys[s] = EMPTY_KEY;
        g_table_vals[s] = 0;
    }
}

extern "C" __global__ void hash_insert(const uint32_t* __restrict__ keys, const uint32_t* __restrict__ vals,
                                       int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t key = keys[i];
    uint32_t slot = fmix32(key) & (CAPACITY - 1);
    while (true) {
        uint32_t prev = atomicCAS(&g_table_keys[slot], EMPTY_KEY, key);
        if (prev == EMPTY_KEY || prev == key) {
            g_table_vals[slot] = vals[i];
            return;
        }
        slot = (slot + 1) & (CAPACITY - 1);
    }
}

extern "C" __global__ void hash_lookup(const uint32_t* __restrict__ queries, uint32_t* __restrict__ found,
                                       int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t key = queries[i];
    uint32_t slot = fmix32(key) & (CAPACITY - 1);
    for (uint32_t probes = 0; probes < CAPACITY; ++probes) {
        uint32_t k = g_table_keys[slot];
        if (k == key) {
            found[i] = g_table_vals[slot];
            return;
        }
        if (k == EMPTY_KEY) break;
        slot = (slot + 1) & (CAPACITY - 1);
    }
    found[i] = EMPTY_KEY;
}
