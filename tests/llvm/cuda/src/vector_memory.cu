// Vector memory access as CUDA code writes it with the vector types of
// vector_types.h: a grid-stride float4 copy, a float4 sum reduction
// (each thread adds float4s, then a shared-memory tree per block), RGBA8
// pixels (uchar4) to normalised float4 colours, a double2 axpy, and a
// short4 -> int2 widening pack. clang emits <4 x float>, <4 x i8>,
// <2 x double> and <4 x i16> loads and stores (or scalar fields with
// the struct's alignment on the first), which llc makes ld/st.v2/.v4.
#include <cuda_runtime.h>

extern "C" __global__ void copy_float4(const float4* __restrict__ in, float4* __restrict__ out, int n4)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += gridDim.x * blockDim.x)
        out[i] = in[i];
}

// partial[b] = sum of every lane of the float4s block b's threads visit.
extern "C" __global__ void reduce_float4(const float4* __restrict__ x, float* __restrict__ partial, int n4)
{
    __shared__ float sums[128];
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += gridDim.x * blockDim.x) {
        float4 v = x[i];
        acc += (v.x + v.y) + (v.z + v.w);
    }
    sums[threadIdx.x] = acc;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            sums[threadIdx.x] += sums[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sums[0];
}

// out = (r, g, b) * scale / 256 and a / 256, from 8-bit RGBA.
extern "C" __global__ void rgba8_to_float4(const uchar4* __restrict__ in, float4* __restrict__ out,
                                           float scale, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uchar4 p = in[i];
    const float k = 1.0f / 256.0f;
    out[i] = make_float4(p.x * k * scale, p.y * k * scale, p.z * k * scale, p.w * k);
}

// y = a x + y on complex-like pairs of doubles.
extern "C" __global__ void axpy_double2(const double2* __restrict__ x, double2* __restrict__ y, double a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        double2 u = x[i];
        double2 v = y[i];
        v.x += a * u.x;
        v.y += a * u.y;
        y[i] = v;
    }
}

// Each short4 becomes two ints: (x + y) and (z - w), widened.
extern "C" __global__ void pack_short4(const short4* __restrict__ in, int2* __restrict__ out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        short4 s = in[i];
        out[i] = make_int2(s.x + s.y, s.z - s.w);
    }
}
