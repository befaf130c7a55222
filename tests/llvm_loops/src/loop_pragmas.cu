// Loops with unrolling pragmas, written as CUDA code writes them: a
// coefficient loop kept rolled (`#pragma unroll 1`), a grid-stride
// reduction unrolled by 4 (`#pragma unroll 4`, a run-time trip count, so
// clang unrolls it by 4 and keeps the remainder loop rolled), and a
// fixed-size window kept rolled although its trip count is known.

// Horner's rule over a polynomial of run-time degree, one x per thread.
__global__ void horner_rolled(const int *__restrict__ coef, int degree,
                              const int *__restrict__ x, int *__restrict__ y,
                              int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int xi = x[i];
    int acc = 0;
#pragma unroll 1
    for (int k = degree; k >= 0; --k)
        acc = acc * xi + coef[k];
    y[i] = acc;
}

// Each thread sums the elements it visits with a stride of the block size.
__global__ void strided_sum4(const int *__restrict__ in, int *__restrict__ out,
                             int len) {
    int s = 0;
#pragma unroll 4
    for (int j = threadIdx.x; j < len; j += blockDim.x)
        s += in[j];
    out[threadIdx.x] = s;
}

// A moving sum over a window of 8, the window loop kept rolled.
__global__ void window_sum(const int *__restrict__ in, int *__restrict__ out,
                           int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int s = 0;
#pragma unroll 1
    for (int k = 0; k < 8; ++k)
        s += in[i + k];
    out[i] = s;
}
