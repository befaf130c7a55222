// Synchronisation and atomics as real kernels write them: a block-level
// spin lock built on cuda::atomic_ref (acquire exchange, release store,
// libcu++'s nanosleep back-off), a double-precision histogram with
// atomicAdd(double*), a ring buffer indexed by atomicInc, a double
// atomicMax emulated with a 64-bit atomicCAS loop, and 64-bit
// atomicMin/Max/And/Or/Xor on unsigned long long.
#include <cuda/atomic>
#include <cuda_runtime.h>

__device__ int g_lock;
__device__ unsigned g_head;
__device__ unsigned long long g_bits[4] = {~0ull, 0, 0, 0};

// Every block sums its slice in shared memory; thread 0 then takes the
// lock, adds the block's sum to the running total and bumps the count.
extern "C" __global__ void locked_accumulate(const int *in, long long *total,
                                             int *blocks_done, int n) {
  __shared__ int partial[128];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  partial[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0) {
    cuda::atomic_ref<int, cuda::thread_scope_device> lock(g_lock);
    while (lock.exchange(1, cuda::memory_order_acquire) != 0) {
    }
    *total += partial[0];
    *blocks_done += 1;
    lock.store(0, cuda::memory_order_release);
  }
}

// Weighted histogram in double precision.
extern "C" __global__ void histogram_double(const double *w, const int *bin,
                                            double *hist, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    atomicAdd(&hist[bin[i]], w[i]);
}

// Producers claim slots of a ring of `cap` entries, the head wrapping
// with atomicInc, and count how often each slot was handed out.
extern "C" __global__ void ring_claim(unsigned *uses, unsigned cap, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned slot = atomicInc(&g_head, cap - 1);
    atomicAdd(&uses[slot], 1u);
  }
}

__device__ double atomic_max_double(double *addr, double value) {
  unsigned long long *p = reinterpret_cast<unsigned long long *>(addr);
  unsigned long long old = *p, assumed;
  do {
    assumed = old;
    if (__longlong_as_double(assumed) >= value) break;
    old = atomicCAS(p, assumed, __double_as_longlong(value));
  } while (assumed != old);
  return __longlong_as_double(old);
}

// Reductions of 64-bit keys: the largest double, the smallest and
// largest key, and the and/or/xor of their bit patterns.
extern "C" __global__ void key_stats(const unsigned long long *keys, const double *x,
                                     double *max_x, unsigned long long *min_key,
                                     unsigned long long *max_key, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long k = keys[i];
  atomic_max_double(max_x, x[i]);
  atomicMin(min_key, k);
  atomicMax(max_key, k);
  atomicAnd(&g_bits[0], k | 0xF0F0F0F0F0F0F0F0ull);
  atomicOr(&g_bits[1], k & 0x0FF00FF00FF00FF0ull);
  atomicXor(&g_bits[2], k);
  atomicAdd(&g_bits[3], k >> 32);
}
