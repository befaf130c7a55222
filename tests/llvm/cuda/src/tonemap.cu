// HDR image post-processing: the log-average luminance term
// (logf per pixel), Reinhard tone mapping with an exposure from expf, and
// gamma encoding with powf, per RGB pixel stored as float3.
#include <cuda_runtime.h>
#include <math.h>

struct ToneParams {
    float exposure_ev;   // exposure in stops: scale = exp(ev * ln 2)
    float white;         // white point of the extended Reinhard curve
    float inv_gamma;     // 1 / 2.2
};

__device__ __forceinline__ float luminance(float3 c)
{
    return 0.2126f * c.x + 0.7152f * c.y + 0.0722f * c.z;
}

extern "C" __global__ void log_luminance(const float3* __restrict__ img,
                                         float* __restrict__ log_lum, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) log_lum[i] = logf(1e-4f + luminance(img[i]));
}

extern "C" __global__ void tonemap_reinhard(const float3* __restrict__ img,
                                            float3* __restrict__ out, int n, ToneParams p)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float scale = expf(p.exposure_ev * 0.69314718055994531f);
    float3 c = img[i];
    float L = luminance(c) * scale;
    float Ld = L * (1.0f + L / (p.white * p.white)) / (1.0f + L);
    float k = Ld / fmaxf(L, 1e-6f) * scale;
    float3 o;
    o.x = powf(fminf(c.x * k, 1.0f), p.inv_gamma);
    o.y = powf(fminf(c.y * k, 1.0f), p.inv_gamma);
    o.z = powf(fminf(c.z * k, 1.0f), p.inv_gamma);
    out[i] = o;
}
