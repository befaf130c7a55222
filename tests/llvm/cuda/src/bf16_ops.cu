// bfloat16 elementwise kernels from a mixed-precision training step:
// a residual add followed by a scaled ReLU on __nv_bfloat162 pairs
// (__hadd2, __hmul2, __hmax2), and the float -> bf16 cast of master
// weights with round-to-nearest-even (__float2bfloat16_rn, and
// __float22bfloat162_rn for pairs), plus the widening cast back.
#include <cuda_bf16.h>

extern "C" __global__ void bf16_residual_scale_relu(const __nv_bfloat16* __restrict__ x,
                                                    const __nv_bfloat16* __restrict__ residual,
                                                    __nv_bfloat16* __restrict__ out,
                                                    float scale, int n)
{
    const __nv_bfloat162 s2 = __float2bfloat162_rn(scale);
    const __nv_bfloat162 zero2 = __float2bfloat162_rn(0.0f);
    const __nv_bfloat162* x2 = reinterpret_cast<const __nv_bfloat162*>(x);
    const __nv_bfloat162* r2 = reinterpret_cast<const __nv_bfloat162*>(residual);
    __nv_bfloat162* o2 = reinterpret_cast<__nv_bfloat162*>(out);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n / 2) {
        __nv_bfloat162 v = __hadd2(x2[i], r2[i]);
        v = __hmul2(v, s2);
        o2[i] = __hmax2(v, zero2);
    }
}

// Master weights (float) to bf16 and back; pairs through float2.
extern "C" __global__ void bf16_cast_roundtrip(const float* __restrict__ master,
                                               __nv_bfloat16* __restrict__ half_weights,
                                               float* __restrict__ widened, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (2 * i + 1 < n) {
        float2 pair = reinterpret_cast<const float2*>(master)[i];
        __nv_bfloat162 b = __float22bfloat162_rn(pair);
        reinterpret_cast<__nv_bfloat162*>(half_weights)[i] = b;
        float2 back = __bfloat1622float2(b);
        widened[2 * i] = back.x;
        widened[2 * i + 1] = back.y;
    } else if (2 * i < n) {
        __nv_bfloat16 b = __float2bfloat16_rn(master[2 * i]);
        half_weights[2 * i] = b;
        widened[2 * i] = __bfloat162float(b);
    }
}
