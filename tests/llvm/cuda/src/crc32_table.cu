// CRC-32 (the zlib/IEEE polynomial, reflected) with a lookup table in a
// __device__ array: one launch builds the 256-entry table from the
// polynomial held in an initialised __device__ variable, a second launch
// hashes 64-byte records with it, one record per thread, reading the
// table that the first launch left in global memory. A __device__ const
// table of nibble bit counts gives each record's popcount.
#include <cuda_runtime.h>
#include <stdint.h>

__device__ uint32_t crc_poly = 0xEDB88320u;
__device__ uint32_t crc_table[256];
__device__ const unsigned char nibble_bits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

extern "C" __global__ void crc32_build_table()
{
    uint32_t n = blockIdx.x * blockDim.x + threadIdx.x;
    if (n >= 256) return;
    uint32_t c = n;
    for (int k = 0; k < 8; k++) c = (c & 1) ? (crc_poly ^ (c >> 1)) : (c >> 1);
    crc_table[n] = c;
}

extern "C" __global__ void crc32_records(const uint8_t* __restrict__ data, int record_len,
                                         uint32_t* __restrict__ crcs, uint32_t* __restrict__ ones,
                                         int records)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= records) return;
    const uint8_t* p = data + (size_t)r * record_len;
    uint32_t crc = 0xFFFFFFFFu;
    uint32_t bits = 0;
    for (int i = 0; i < record_len; ++i) {
        crc = crc_table[(crc ^ p[i]) & 0xFF] ^ (crc >> 8);
        bits += nibble_bits[p[i] & 15] + nibble_bits[p[i] >> 4];
    }
    crcs[r] = crc ^ 0xFFFFFFFFu;
    ones[r] = bits;
}
