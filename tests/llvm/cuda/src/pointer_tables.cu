// Tables of pointers in module data, as filter banks and dispatch tables
// are written: a __constant__ bank of filter descriptors (pointers to
// __constant__ tap arrays, a radius and a name string), a __device__
// workspace descriptor whose pointers address __device__ buffers and a
// __device__ counter, and a __device__ list of pipeline stages that point
// at each other. Each pointer is a constant expression in its global's
// initialiser; the kernels follow them at run time.
#include <cuda_runtime.h>

#define MAX_N 256

__constant__ float taps_binomial3[3] = {0.25f, 0.5f, 0.25f};
__constant__ float taps_binomial5[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
__constant__ float taps_difference[3] = {-0.5f, 0.0f, 0.5f};

struct Filter {
    const float* taps;
    int radius;
    const char* name;
};

__constant__ Filter filter_bank[3] = {
    {taps_binomial3, 1, "binomial3"},
    {taps_binomial5, 2, "binomial5"},
    {taps_difference, 1, "central-difference"},
};

__device__ float ws_ping[MAX_N];
__device__ float ws_pong[MAX_N];
__device__ unsigned int ws_passes = 0;

struct Workspace {
    float* ping;
    float* pong;
    unsigned int* passes;
};

__device__ Workspace workspace = {ws_ping, ws_pong, &ws_passes};

struct Stage {
    int filter;
    float gain;
    Stage* next;
};

// Smooth, differentiate (doubled), smooth wider (halved).
__device__ Stage pipeline[3] = {
    {0, 1.0f, &pipeline[1]},
    {2, 2.0f, &pipeline[2]},
    {1, 0.5f, nullptr},
};

__device__ __forceinline__ int clamp_index(int i, int n)
{
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

__device__ float apply_filter(const Filter& f, const float* x, int i, int n)
{
    float acc = 0.0f;
    for (int k = -f.radius; k <= f.radius; ++k)
        acc += f.taps[k + f.radius] * x[clamp_index(i + k, n)];
    return acc;
}

extern "C" __global__ void filter_rows(const float* __restrict__ in, float* __restrict__ out,
                                       int n, int which)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = apply_filter(filter_bank[which], in, i, n);
}

extern "C" __global__ void filter_name(int which, char* __restrict__ out, int cap)
{
    if (threadIdx.x != 0)
        return;
    const char* s = filter_bank[which].name;
    int i = 0;
    for (; i + 1 < cap && s[i] != '\0'; ++i)
        out[i] = s[i];
    out[i] = '\0';
}

// One block runs the whole pipeline in the __device__ workspace,
// ping-ponging between its buffers and counting the passes.
extern "C" __global__ void run_pipeline(const float* __restrict__ in, float* __restrict__ out, int n)
{
    float* src = workspace.ping;
    float* dst = workspace.pong;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        src[i] = in[i];
    __syncthreads();
    for (const Stage* s = &pipeline[0]; s != nullptr; s = s->next) {
        const Filter& f = filter_bank[s->filter];
        for (int i = threadIdx.x; i < n; i += blockDim.x)
            dst[i] = s->gain * apply_filter(f, src, i, n);
        __syncthreads();
        if (threadIdx.x == 0)
            atomicAdd(workspace.passes, 1u);
        float* t = src;
        src = dst;
        dst = t;
    }
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        out[i] = src[i];
}

extern "C" __global__ void set_stage(int stage, int filter, float gain)
{
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        pipeline[stage].filter = filter;
        pipeline[stage].gain = gain;
    }
}
