// Read-only gathers through the non-coherent cache with __ldg, as
// embedding lookups and sparse kernels write them: a float4 embedding-bag
// gather (one 16-byte __ldg per thread), a CSR sparse matrix-vector
// product in double that reads the row pointers, column indices, values
// and the gathered x all through __ldg, and a 64-bit key lookup that
// chases an index read with __ldg into a table of unsigned long long.
#include <cuda_runtime.h>
#include <stdint.h>

// out[t] = sum over the bag's ids of table[id][t % dim4] (dim4 float4s per row).
extern "C" __global__ void embedding_bag(const float4* __restrict__ table, const int* __restrict__ ids,
                                         float4* __restrict__ out, int bag_size, int dim4, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    int bag = t / dim4, col = t % dim4;
    float4 acc = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    for (int k = 0; k < bag_size; ++k) {
        int id = __ldg(&ids[bag * bag_size + k]);
        float4 v = __ldg(&table[id * dim4 + col]);
        acc.x += v.x;
        acc.y += v.y;
        acc.z += v.z;
        acc.w += v.w;
    }
    out[t] = acc;
}

// y = A x, A in CSR form, one row per thread.
extern "C" __global__ void spmv_csr_ldg(int rows, const int* __restrict__ row_ptr, const int* __restrict__ cols,
                                        const double* __restrict__ vals, const double* __restrict__ x,
                                        double* __restrict__ y)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    double sum = 0.0;
    int end = __ldg(&row_ptr[r + 1]);
    for (int j = __ldg(&row_ptr[r]); j < end; ++j)
        sum += __ldg(&vals[j]) * __ldg(&x[__ldg(&cols[j])]);
    y[r] = sum;
}

// found[t] = keys[slot[t]] ^ salt, the slot read first.
extern "C" __global__ void key_lookup(const unsigned long long* __restrict__ keys,
                                      const unsigned* __restrict__ slot, unsigned long long* __restrict__ found,
                                      unsigned long long salt, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) found[t] = __ldg(&keys[__ldg(&slot[t])]) ^ salt;
}
