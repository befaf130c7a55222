// Particle integration with small vector structs, in the style of the
// CUDA "particles" sample and of physics codes with their own vector
// helpers: float3 arithmetic in non-inlined device functions that take and
// return structs by value, a simulation-parameter struct passed to the
// kernel by value, and a struct-returning collision routine; and the time
// each particle needs to reach the x wall it moves toward, chosen between
// two struct-returning routines with a conditional expression.
#include <cuda_runtime.h>

struct SimParams {
    float3 gravity;
    float dt;
    float damping;      // velocity kept after a wall bounce
    float3 box_min;
    float3 box_max;
    int steps;
};

struct Particle {
    float3 pos;
    float3 vel;
};

__device__ __noinline__ float3 add3(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ __noinline__ float3 scale3(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
__device__ __noinline__ float dot3(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

// Reflect one coordinate against [lo, hi]; returns the new (position, velocity).
struct Bounce {
    float p;
    float v;
    int hit;
};

__device__ __noinline__ Bounce bounce1(float p, float v, float lo, float hi, float damping)
{
    Bounce b = {p, v, 0};
    if (p < lo) {
        b.p = lo + (lo - p);
        b.v = -v * damping;
        b.hit = 1;
    } else if (p > hi) {
        b.p = hi - (p - hi);
        b.v = -v * damping;
        b.hit = 1;
    }
    return b;
}

__device__ __noinline__ Particle integrate(Particle q, const SimParams& prm, int* hits)
{
    q.vel = add3(q.vel, scale3(prm.gravity, prm.dt));
    q.pos = add3(q.pos, scale3(q.vel, prm.dt));
    Bounce bx = bounce1(q.pos.x, q.vel.x, prm.box_min.x, prm.box_max.x, prm.damping);
    Bounce by = bounce1(q.pos.y, q.vel.y, prm.box_min.y, prm.box_max.y, prm.damping);
    Bounce bz = bounce1(q.pos.z, q.vel.z, prm.box_min.z, prm.box_max.z, prm.damping);
    q.pos = make_float3(bx.p, by.p, bz.p);
    q.vel = make_float3(bx.v, by.v, bz.v);
    *hits += bx.hit + by.hit + bz.hit;
    return q;
}

extern "C" __global__ void integrate_particles(Particle* __restrict__ particles, SimParams params,
                                               int* __restrict__ wall_hits, float* __restrict__ energy,
                                               int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Particle p = particles[i];
    int hits = 0;
    for (int s = 0; s < params.steps; ++s) p = integrate(p, params, &hits);
    particles[i] = p;
    wall_hits[i] = hits;
    energy[i] = 0.5f * dot3(p.vel, p.vel);
}

// Time of flight to the wall crossed first along x, and which wall it is.
struct WallHit {
    float t;
    int wall;
};

__device__ __noinline__ WallHit hit_low(float p, float v, float lo) { return WallHit{(lo - p) / v, 0}; }
__device__ __noinline__ WallHit hit_high(float p, float v, float hi) { return WallHit{(hi - p) / v, 1}; }

extern "C" __global__ void time_to_wall(const Particle* __restrict__ particles, SimParams params,
                                        float* __restrict__ t_out, int* __restrict__ wall_out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Particle p = particles[i];
    WallHit h = p.vel.x < 0.0f ? hit_low(p.pos.x, p.vel.x, params.box_min.x)
                               : hit_high(p.pos.x, p.vel.x, params.box_max.x);
    t_out[i] = h.t;
    wall_out[i] = h.wall;
}
