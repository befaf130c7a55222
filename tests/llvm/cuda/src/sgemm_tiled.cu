// Single-precision GEMM C = alpha * A * B + beta * C with shared-memory
// tiles and a 2x2 register micro-tile per thread (the second step of the
// usual "how to optimise a CUDA SGEMM" progression), row-major, M, N, K
// multiples of the tile. A and B tiles are read with float4 loads.
#include <cuda_runtime.h>

#define BM 32
#define BN 32
#define BK 8
#define TM 2
#define TN 2
// (BM / TM) * (BN / TN) = 256 threads per block

extern "C" __global__ void sgemm_2x2(int M, int N, int K, float alpha, const float* __restrict__ A,
                                     const float* __restrict__ B, float beta, float* __restrict__ C)
{
    __shared__ float As[BK][BM];   // A tile stored transposed
    __shared__ float Bs[BK][BN];

    const int tx = threadIdx.x % (BN / TN);
    const int ty = threadIdx.x / (BN / TN);
    const int row0 = blockIdx.y * BM;
    const int col0 = blockIdx.x * BN;

    float acc[TM][TN] = {{0.0f, 0.0f}, {0.0f, 0.0f}};

    for (int k0 = 0; k0 < K; k0 += BK) {
        // A tile: BM x BK = 256 floats = 64 float4, B tile: BK x BN = 64 float4.
        if (threadIdx.x < 64) {
            int r = threadIdx.x / (BK / 4);
            int c4 = threadIdx.x % (BK / 4);
            float4 a = *reinterpret_cast<const float4*>(&A[(row0 + r) * K + k0 + 4 * c4]);
            As[4 * c4 + 0][r] = a.x;
            As[4 * c4 + 1][r] = a.y;
            As[4 * c4 + 2][r] = a.z;
            As[4 * c4 + 3][r] = a.w;
        } else if (threadIdx.x < 128) {
            int t = threadIdx.x - 64;
            int r = t / (BN / 4);
            int c4 = t % (BN / 4);
            float4 b = *reinterpret_cast<const float4*>(&B[(k0 + r) * N + col0 + 4 * c4]);
            *reinterpret_cast<float4*>(&Bs[r][4 * c4]) = b;
        }
        __syncthreads();
#pragma unroll
        for (int k = 0; k < BK; ++k) {
            float a_frag[TM], b_frag[TN];
#pragma unroll
            for (int i = 0; i < TM; ++i) a_frag[i] = As[k][ty * TM + i];
#pragma unroll
            for (int j = 0; j < TN; ++j) b_frag[j] = Bs[k][tx * TN + j];
#pragma unroll
            for (int i = 0; i < TM; ++i)
#pragma unroll
                for (int j = 0; j < TN; ++j) acc[i][j] += a_frag[i] * b_frag[j];
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j) {
            int r = row0 + ty * TM + i, c = col0 + tx * TN + j;
            C[r * N + c] = alpha * acc[i][j] + beta * C[r * N + c];
        }
}
