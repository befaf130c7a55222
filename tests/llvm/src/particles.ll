; Particles bouncing on a floor, binned into cells with atomics on struct fields.
;
;   struct float2 { float x, y; };
;   struct Particle { float2 pos, vel; };
;   struct Cell { int count, maxid; };
;   __global__ void particles(Particle *ps, Cell *cells, int steps, float dt) {
;     int g = blockIdx.x * blockDim.x + threadIdx.x;
;     Particle p = ps[g];
;     for (int s = 0; s < steps; s++) {
;       p.vel.y -= dt;                                   // gravity 1
;       p.pos.x += p.vel.x * dt;  p.pos.y += p.vel.y * dt;
;       if (p.pos.y < 0.0f) { p.pos.y = -p.pos.y; p.vel.y = -p.vel.y * 0.5f; }
;       if (p.pos.x < 0.0f || p.pos.x > 4.0f) p.vel.x = -p.vel.x;
;     }
;     ps[g] = p;
;     int cx = min(max((int)p.pos.x, 0), 3), cy = min(max((int)p.pos.y, 0), 3);
;     Cell *c = &cells[cy * 4 + cx];
;     atomicAdd(&c->count, 1);  atomicMax(&c->maxid, g);
;   }

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2 = type { float, float }
%struct.Particle = type { %struct.float2, %struct.float2 }
%struct.Cell = type { i32, i32 }

define void @particles(ptr noundef %ps, ptr noundef %cells, i32 noundef %steps, float noundef %dt) #0 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g.e = sext i32 %g to i64
  %px.p = getelementptr inbounds %struct.Particle, ptr %ps, i64 %g.e, i32 0, i32 0
  %py.p = getelementptr inbounds %struct.Particle, ptr %ps, i64 %g.e, i32 0, i32 1
  %vx.p = getelementptr inbounds %struct.Particle, ptr %ps, i64 %g.e, i32 1, i32 0
  %vy.p = getelementptr inbounds %struct.Particle, ptr %ps, i64 %g.e, i32 1, i32 1
  %px0 = load float, ptr %px.p, align 4
  %py0 = load float, ptr %py.p, align 4
  %vx0 = load float, ptr %vx.p, align 4
  %vy0 = load float, ptr %vy.p, align 4
  br label %step

step:
  %s = phi i32 [ 0, %entry ], [ %s.next, %step.end ]
  %px = phi float [ %px0, %entry ], [ %px1, %step.end ]
  %py = phi float [ %py0, %entry ], [ %py2, %step.end ]
  %vx = phi float [ %vx0, %entry ], [ %vx2, %step.end ]
  %vy = phi float [ %vy0, %entry ], [ %vy2, %step.end ]
  %more = icmp slt i32 %s, %steps
  br i1 %more, label %body, label %store

body:
  %vy1 = fsub float %vy, %dt
  %dx = fmul float %vx, %dt
  %px1 = fadd float %px, %dx
  %dy = fmul float %vy1, %dt
  %py1 = fadd float %py, %dy
  %under = fcmp olt float %py1, 0.0
  br i1 %under, label %bounce, label %walls

bounce:
  %py.neg = fneg float %py1
  %vy.neg = fneg float %vy1
  %vy.half = fmul float %vy.neg, 5.000000e-01
  br label %walls

walls:
  %py2 = phi float [ %py1, %body ], [ %py.neg, %bounce ]
  %vy2 = phi float [ %vy1, %body ], [ %vy.half, %bounce ]
  %left = fcmp olt float %px1, 0.0
  %right = fcmp ogt float %px1, 4.0
  %out = or i1 %left, %right
  %vx.neg = fneg float %vx
  %vx2 = select i1 %out, float %vx.neg, float %vx
  br label %step.end

step.end:
  %s.next = add nsw i32 %s, 1
  br label %step

store:
  store float %px, ptr %px.p, align 4
  store float %py, ptr %py.p, align 4
  store float %vx, ptr %vx.p, align 4
  store float %vy, ptr %vy.p, align 4
  %ix = fptosi float %px to i32
  %iy = fptosi float %py to i32
  %cx0 = call i32 @llvm.smax.i32(i32 %ix, i32 0)
  %cx = call i32 @llvm.smin.i32(i32 %cx0, i32 3)
  %cy0 = call i32 @llvm.smax.i32(i32 %iy, i32 0)
  %cy = call i32 @llvm.smin.i32(i32 %cy0, i32 3)
  %row = shl nsw i32 %cy, 2
  %cell = add nsw i32 %row, %cx
  %cell.e = sext i32 %cell to i64
  %count.p = getelementptr inbounds %struct.Cell, ptr %cells, i64 %cell.e, i32 0
  %old.c = atomicrmw add ptr %count.p, i32 1 monotonic, align 4
  %maxid.p = getelementptr inbounds %struct.Cell, ptr %cells, i64 %cell.e, i32 1
  %old.m = atomicrmw max ptr %maxid.p, i32 %g monotonic, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_80" }

!nvvm.annotations = !{!0}
!0 = !{ptr @particles, !"kernel", i32 1}
