// dtype conversion kernels of a tensor library's cast operator, between
// float, __half and __nv_bfloat16, with the CUDA conversion intrinsics and
// their rounding modes: __float2half_rn / _rz / _rd / _ru,
// __half2float, __float2bfloat16_rn / _rz, __bfloat162float, the paired
// __float22half2_rn / __half22float2, and half <-> int (__half2int_rn,
// __int2half_rn) including inf, NaN, subnormals and overflow.
#include <cuda_fp16.h>
#include <cuda_bf16.h>

extern "C" __global__ void cast_f32_to_f16_modes(const float* __restrict__ in,
                                                 __half* __restrict__ rn, __half* __restrict__ rz,
                                                 __half* __restrict__ rd, __half* __restrict__ ru, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = in[i];
    rn[i] = __float2half_rn(v);
    rz[i] = __float2half_rz(v);
    rd[i] = __float2half_rd(v);
    ru[i] = __float2half_ru(v);
}

extern "C" __global__ void cast_f32_to_bf16(const float* __restrict__ in, __nv_bfloat16* __restrict__ rn,
                                            __nv_bfloat16* __restrict__ rz, float* __restrict__ back, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = in[i];
    __nv_bfloat16 b = __float2bfloat16_rn(v);
    rn[i] = b;
    rz[i] = __float2bfloat16_rz(v);
    back[i] = __bfloat162float(b);
}

// Half pairs to float pairs and back; half -> bf16 through float.
extern "C" __global__ void cast_half2_pairs(const __half2* __restrict__ in, float2* __restrict__ wide,
                                            __half2* __restrict__ narrow, __nv_bfloat16* __restrict__ as_bf16,
                                            int pairs)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= pairs) return;
    float2 f = __half22float2(in[i]);
    wide[i] = f;
    narrow[i] = __float22half2_rn(make_float2(f.x * 3.0f, f.y * 3.0f));
    as_bf16[2 * i] = __float2bfloat16(f.x);
    as_bf16[2 * i + 1] = __float2bfloat16(f.y);
}

extern "C" __global__ void cast_half_int(const __half* __restrict__ h, const int* __restrict__ ints,
                                         int* __restrict__ h_to_int, __half* __restrict__ int_to_h, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    h_to_int[i] = __half2int_rn(h[i]);
    int_to_h[i] = __int2half_rn(ints[i]);
}
