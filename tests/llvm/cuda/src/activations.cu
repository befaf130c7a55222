// Bias + activation epilogue with the activation chosen at run time by an
// enum, the way inference runtimes write one kernel for every activation:
// a switch on the enum inside a device function, each case calling
// libdevice (expf, tanhf, erff, log1pf).
#include <cuda_runtime.h>
#include <math.h>

enum class Activation : int {
    Identity = 0,
    ReLU = 1,
    LeakyReLU = 2,
    GELU = 3,
    SiLU = 4,
    Tanh = 5,
    Sigmoid = 6,
    Softplus = 7,
};

__device__ __forceinline__ float sigmoidf(float x) { return 1.0f / (1.0f + expf(-x)); }

__device__ float apply_activation(Activation act, float x)
{
    switch (act) {
    case Activation::Identity:
        return x;
    case Activation::ReLU:
        return fmaxf(x, 0.0f);
    case Activation::LeakyReLU:
        return x > 0.0f ? x : 0.125f * x;
    case Activation::GELU:
        return 0.5f * x * (1.0f + erff(x * 0.70710678118654752f));
    case Activation::SiLU:
        return x * sigmoidf(x);
    case Activation::Tanh:
        return tanhf(x);
    case Activation::Sigmoid:
        return sigmoidf(x);
    case Activation::Softplus:
        // log(1 + e^x), linear above the threshold as frameworks do
        return x > 20.0f ? x : log1pf(expf(x));
    }
    return x;
}

// out[r][c] = act(in[r][c] + bias[c]) over a rows x cols matrix.
extern "C" __global__ void bias_activation(const float* __restrict__ in,
                                           const float* __restrict__ bias,
                                           float* __restrict__ out,
                                           int rows, int cols, Activation act)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx >= rows * cols) return;
    int c = idx % cols;
    out[idx] = apply_activation(act, in[idx] + bias[c]);
}
