// A small geometry and physics helper library whose small structs travel
// by value, the way renderer and simulation codes write their math
// headers: 3- and 4-component vectors (a 16-byte aligned quaternion), a
// sample record that mixes an int and a double (four bytes of padding
// after the int), a polynomial with its coefficients in an array member,
// a helper that clamps its parameter in place (it writes its own copy)
// and one that reflects its parameter and hands its address to another
// helper (the copy escapes). Every helper is __noinline__, so clang passes
// each struct `byval` and the calls survive into the IR.
#include <cuda_runtime.h>

struct Vec3 {
    float x, y, z;
};

struct __align__(16) Quat {
    float w, x, y, z;
};

struct Sample {
    int id;          // 4 bytes of padding follow: weight is 8-aligned
    double weight;
};

struct Poly {
    float c[4];      // c[0] + c[1] t + c[2] t^2 + c[3] t^3
    int degree;      // highest coefficient used
};

__device__ __noinline__ Vec3 v3_add(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
__device__ __noinline__ Vec3 v3_scale(Vec3 a, float s) { return {a.x * s, a.y * s, a.z * s}; }
__device__ __noinline__ float v3_dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__device__ __noinline__ Vec3 v3_cross(Vec3 a, Vec3 b)
{
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

// Hamilton product.
__device__ __noinline__ Quat q_mul(Quat a, Quat b)
{
    Quat r;
    r.w = a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z;
    r.x = a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y;
    r.y = a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x;
    r.z = a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w;
    return r;
}

// Clamps each component of its own copy to [lo, hi].
__device__ __noinline__ Vec3 clamp_box(Vec3 v, float lo, float hi)
{
    if (v.x < lo) v.x = lo;
    if (v.x > hi) v.x = hi;
    if (v.y < lo) v.y = lo;
    if (v.y > hi) v.y = hi;
    if (v.z < lo) v.z = lo;
    if (v.z > hi) v.z = hi;
    return v;
}

__device__ __noinline__ float v3_sum(const Vec3* v) { return v->x + v->y + v->z; }

// Reflects v about the plane with unit normal n (v - 2 (v.n) n), in its
// own copy, and sums the result through a pointer to that copy.
__device__ __noinline__ float reflect_sum(Vec3 v, Vec3 n)
{
    float d = 2.0f * v3_dot(v, n);
    v.x -= d * n.x;
    v.y -= d * n.y;
    v.z -= d * n.z;
    return v3_sum(&v);
}

__device__ __noinline__ double weigh(Sample s, double x) { return s.weight * x + s.id; }

// Horner's rule over the first degree + 1 coefficients (a variable index
// into the array member).
__device__ __noinline__ float poly_eval(Poly p, float t)
{
    float r = 0.0f;
    for (int k = p.degree; k >= 0; --k)
        r = r * t + p.c[k];
    return r;
}

__device__ Vec3 load3(const float* p, int i) { return {p[3 * i], p[3 * i + 1], p[3 * i + 2]}; }

// out_vec[i]: clamp(cross(a, b) / 2 + a) with a = point i, b = point i+1;
// out_scalar[i]: (dot(a, b), reflect_sum(a, e_k), the quaternion product's w, x, y, z).
extern "C" __global__ void geometry(const float* __restrict__ pts, const float* __restrict__ quats,
                                    float* __restrict__ out_vec, float* __restrict__ out_scalar, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Vec3 a = load3(pts, i);
    Vec3 b = load3(pts, (i + 1) % n);
    Vec3 s = v3_add(v3_scale(v3_cross(a, b), 0.5f), a);
    Vec3 c = clamp_box(s, -1.0f, 1.0f);
    out_vec[3 * i] = c.x;
    out_vec[3 * i + 1] = c.y;
    out_vec[3 * i + 2] = c.z;
    Vec3 axis = {i % 3 == 0 ? 1.0f : 0.0f, i % 3 == 1 ? 1.0f : 0.0f, i % 3 == 2 ? 1.0f : 0.0f};
    Quat p = {quats[4 * i], quats[4 * i + 1], quats[4 * i + 2], quats[4 * i + 3]};
    int j = (i + 1) % n;
    Quat q = {quats[4 * j], quats[4 * j + 1], quats[4 * j + 2], quats[4 * j + 3]};
    Quat pq = q_mul(p, q);
    float* o = out_scalar + 6 * i;
    o[0] = v3_dot(a, b);
    o[1] = reflect_sum(a, axis);
    o[2] = pq.w;
    o[3] = pq.x;
    o[4] = pq.y;
    o[5] = pq.z;
}

// out_w[i] = weight[i] * x_i + id[i] with x_i = i / 4; out_p[i] = the
// polynomial of coefficients coef[4i..4i+3] up to degree i % 4 at t = 1/2.
extern "C" __global__ void records(const int* __restrict__ ids, const double* __restrict__ weights,
                                   const float* __restrict__ coef, double* __restrict__ out_w,
                                   float* __restrict__ out_p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Sample s = {ids[i], weights[i]};
    out_w[i] = weigh(s, 0.25 * i);
    Poly p;
    for (int k = 0; k < 4; ++k)
        p.c[k] = coef[4 * i + k];
    p.degree = i % 4;
    out_p[i] = poly_eval(p, 0.5f);
}
