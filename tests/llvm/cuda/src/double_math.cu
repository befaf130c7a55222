// Double-precision math through libdevice: an oscillator evaluated at
// large phases (sin and cos of arguments far beyond 2^20 * pi reach the
// Payne-Hanek reduction, libdevice's fastcc __internal_trig_reduction_slowpathd),
// a Gaussian density with exp, and the great-circle (haversine) distance
// with sin, cos, asin and sqrt.
#include <cuda_runtime.h>
#include <math.h>

extern "C" __global__ void oscillator(const double* __restrict__ t, double omega, double phase,
                                      double* __restrict__ s, double* __restrict__ c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double arg = omega * t[i] + phase;
    s[i] = sin(arg);
    c[i] = cos(arg);
}

extern "C" __global__ void gaussian_pdf(const double* __restrict__ x, double mu, double sigma,
                                        double* __restrict__ pdf, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const double inv_sqrt_2pi = 0.39894228040143267794;
    double z = (x[i] - mu) / sigma;
    pdf[i] = inv_sqrt_2pi / sigma * exp(-0.5 * z * z);
}

struct LatLon { double lat, lon; };   // degrees

__device__ double haversine_km(LatLon a, LatLon b)
{
    const double kDegToRad = 0.017453292519943295;
    const double kEarthRadiusKm = 6371.0088;
    double dlat = (b.lat - a.lat) * kDegToRad;
    double dlon = (b.lon - a.lon) * kDegToRad;
    double s1 = sin(0.5 * dlat);
    double s2 = sin(0.5 * dlon);
    double h = s1 * s1 + cos(a.lat * kDegToRad) * cos(b.lat * kDegToRad) * s2 * s2;
    return 2.0 * kEarthRadiusKm * asin(sqrt(h));
}

extern "C" __global__ void distances_to(const LatLon* __restrict__ points, LatLon origin,
                                        double* __restrict__ km, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) km[i] = haversine_km(points[i], origin);
}
