// Parallel reduction after the CUDA sample "reduction" (reduce3): the
// shared buffer is dynamic (extern __shared__, sized at launch) and reached
// through the sample's SharedMemory<T> helper, each thread adds two
// elements while loading, and the kernel is a template instantiated for
// int and float, with a non-power-of-two tail handled by bounds checks.
#include <cuda_runtime.h>

// Utility class used to avoid linker errors with extern unsized shared
// memory arrays with templated type (as in the CUDA samples).
template <class T>
struct SharedMemory {
    __device__ inline operator T*()
    {
        extern __shared__ int __smem[];
        return (T*)__smem;
    }
    __device__ inline operator const T*() const
    {
        extern __shared__ int __smem[];
        return (T*)__smem;
    }
};

template <>
struct SharedMemory<double> {
    __device__ inline operator double*()
    {
        extern __shared__ double __smem_d[];
        return (double*)__smem_d;
    }
    __device__ inline operator const double*() const
    {
        extern __shared__ double __smem_d[];
        return (double*)__smem_d;
    }
};

template <class T>
__global__ void reduce3(const T* g_idata, T* g_odata, unsigned int n)
{
    T* sdata = SharedMemory<T>();
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    T mySum = (i < n) ? g_idata[i] : 0;
    if (i + blockDim.x < n) mySum += g_idata[i + blockDim.x];
    sdata[tid] = mySum;
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) g_odata[blockIdx.x] = mySum;
}

template __global__ void reduce3<int>(const int*, int*, unsigned int);
template __global__ void reduce3<float>(const float*, float*, unsigned int);
template __global__ void reduce3<double>(const double*, double*, unsigned int);
