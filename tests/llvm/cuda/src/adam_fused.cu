// Fused Adam optimiser step with mixed precision (in the style of Apex's
// multi-tensor Adam and PyTorch's fused Adam): float master parameters and
// moments, __half gradients un-scaled by the loss scale, bias corrections
// with powf, the update with sqrtf and a division, and the new parameters
// also written as __half for the next forward pass. Hyper-parameters come
// as a struct by value.
#include <cuda_fp16.h>
#include <math.h>

struct AdamParams {
    float lr;
    float beta1;
    float beta2;
    float eps;
    float weight_decay;
    float inv_loss_scale;
    int step;
};

extern "C" __global__ void adam_step(float* __restrict__ p, float* __restrict__ m, float* __restrict__ v,
                                     const __half* __restrict__ g16, __half* __restrict__ p16,
                                     AdamParams hp, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float bias_correction1 = 1.0f - powf(hp.beta1, (float)hp.step);
    const float bias_correction2 = 1.0f - powf(hp.beta2, (float)hp.step);

    float grad = __half2float(g16[i]) * hp.inv_loss_scale;
    float param = p[i];
    grad += hp.weight_decay * param;   // L2 regularisation
    float mi = hp.beta1 * m[i] + (1.0f - hp.beta1) * grad;
    float vi = hp.beta2 * v[i] + (1.0f - hp.beta2) * grad * grad;
    m[i] = mi;
    v[i] = vi;
    float denom = sqrtf(vi / bias_correction2) + hp.eps;
    param -= hp.lr * (mi / bias_correction1) / denom;
    p[i] = param;
    p16[i] = __float2half_rn(param);
}
