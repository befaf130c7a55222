; particles_struct: particle integration with small vector structs: float3
; helpers in __noinline__ device functions that take and return structs by
; value, a struct-returning wall-bounce routine, a particle struct loaded
; and stored whole, and the simulation parameters passed to the kernel as
; a struct by value (referenced by a device function through a const &).
; time_to_wall picks one of two struct-returning routines with a
; conditional expression (the time to reach the x wall each particle moves
; toward, and which wall).
;
; Dyadic positions, velocities, dt = 1/16 and damping 1/2: every operation
; of the integration is exact, which the model asserts; the time of flight
; is one IEEE division (+inf for a particle at rest). The parameter struct
; mixes floats and an int, so its buffer is i32 with the floats' bit
; patterns.
; Exercises: byval struct parameters of device functions and of the kernel
; (%struct.float3, %struct.SimParams, %struct.Particle), struct returns
; (%struct.float3, %struct.Bounce, %struct.Particle, %struct.WallHit)
; built by insertvalue and read by extractvalue, a `phi %struct.WallHit`
; of two call results, allocas of structs with lifetime markers, a pointer
; to a kernel byval parameter.
;
; launch: %integrate_particles grid=1 block=64
; arg: @particles = f32[384] [-1.0, -0.828125, -0.65625, 0.625, 1.5, -1.75, -0.421875, -0.25, -0.078125, -1.0, -0.125, 0.75, 0.15625, 0.328125, 0.5, 1.5, -1.75, -0.875, 0.734375, 0.90625, -0.921875, -0.125, 0.75, 1.625, -0.6875, -0.515625, -0.34375, -1.75, -0.875, 0.0, -0.109375, 0.0625, 0.234375, 0.75, 1.625, -1.625, 0.46875, 0.640625, 0.8125, -0.875, 0.0, 0.875, -0.953125, -0.78125, -0.609375, 1.625, -1.625, -0.75, -0.375, -0.203125, -0.03125, 0.0, 0.875, 1.75, 0.203125, 0.375, 0.546875, -1.625, -0.75, 0.125, 0.78125, 0.953125, -0.875, 0.875, 1.75, -1.5, -0.640625, -0.46875, -0.296875, -0.75, 0.125, 1.0, -0.0625, 0.109375, 0.28125, 1.75, -1.5, -0.625, 0.515625, 0.6875, 0.859375, 0.125, 1.0, 1.875, -0.90625, -0.734375, -0.5625, -1.5, -0.625, 0.25, -0.328125, -0.15625, 0.015625, 1.0, 1.875, -1.375, 0.25, 0.421875, 0.59375, -0.625, 0.25, 1.125, 0.828125, -1.0, -0.828125, 1.875, -1.375, -0.5, -0.59375, -0.421875, -0.25, 0.25, 1.125, 2.0, -0.015625, 0.15625, 0.328125, -1.375, -0.5, 0.375, 0.5625, 0.734375, 0.90625, 1.125, 2.0, -1.25, -0.859375, -0.6875, -0.515625, -0.5, 0.375, 1.25, -0.28125, -0.109375, 0.0625, 2.0, -1.25, -0.375, 0.296875, 0.46875, 0.640625, 0.375, 1.25, -2.0, 0.875, -0.953125, -0.78125, -1.25, -0.375, 0.5, -0.546875, -0.375, -0.203125, 1.25, -2.0, -1.125, 0.03125, 0.203125, 0.375, -0.375, 0.5, 1.375, 0.609375, 0.78125, 0.953125, -2.0, -1.125, -0.25, -0.8125, -0.640625, -0.46875, 0.5, 1.375, -1.875, -0.234375, -0.0625, 0.109375, -1.125, -0.25, 0.625, 0.34375, 0.515625, 0.6875, 1.375, -1.875, -1.0, 0.921875, -0.90625, -0.734375, -0.25, 0.625, 1.5, -0.5, -0.328125, -0.15625, -1.875, -1.0, -0.125, 0.078125, 0.25, 0.421875, 0.625, 1.5, -1.75, 0.65625, 0.828125, -1.0, -1.0, -0.125, 0.75, -0.765625, -0.59375, -0.421875, 1.5, -1.75, -0.875, -0.1875, -0.015625, 0.15625, -0.125, 0.75, 1.625, 0.390625, 0.5625, 0.734375, -1.75, -0.875, 0.0, 0.96875, -0.859375, -0.6875, 0.75, 1.625, -1.625, -0.453125, -0.28125, -0.109375, -0.875, 0.0, 0.875, 0.125, 0.296875, 0.46875, 1.625, -1.625, -0.75, 0.703125, 0.875, -0.953125, 0.0, 0.875, 1.75, -0.71875, -0.546875, -0.375, -1.625, -0.75, 0.125, -0.140625, 0.03125, 0.203125, 0.875, 1.75, -1.5, 0.4375, 0.609375, 0.78125, -0.75, 0.125, 1.0, -0.984375, -0.8125, -0.640625, 1.75, -1.5, -0.625, -0.40625, -0.234375, -0.0625, 0.125, 1.0, 1.875, 0.171875, 0.34375, 0.515625, -1.5, -0.625, 0.25, 0.75, 0.921875, -0.90625, 1.0, 1.875, -1.375, -0.671875, -0.5, -0.328125, -0.625, 0.25, 1.125, -0.09375, 0.078125, 0.25, 1.875, -1.375, -0.5, 0.484375, 0.65625, 0.828125, 0.25, 1.125, 2.0, -0.9375, -0.765625, -0.59375, -1.375, -0.5, 0.375, -0.359375, -0.1875, -0.015625, 1.125, 2.0, -1.25, 0.21875, 0.390625, 0.5625, -0.5, 0.375, 1.25, 0.796875, 0.96875, -0.859375, 2.0, -1.25, -0.375, -0.625, -0.453125, -0.28125, 0.375, 1.25, -2.0, -0.046875, 0.125, 0.296875, -1.25, -0.375, 0.5, 0.53125, 0.703125, 0.875, 1.25, -2.0, -1.125, -0.890625, -0.71875, -0.546875, -0.375, 0.5, 1.375, -0.3125, -0.140625, 0.03125, -2.0, -1.125, -0.25, 0.265625, 0.4375, 0.609375, 0.5, 1.375, -1.875, 0.84375, -0.984375, -0.8125, -1.125, -0.25, 0.625, -0.578125, -0.40625, -0.234375, 1.375, -1.875, -1.0]
; arg: @params = i32[12] [0, -1073741824, 1056964608, 1031798784, 1056964608, -1082130432, -1082130432, -1082130432, 1065353216, 1065353216, 1065353216, 8]
; arg: @wall_hits = i32[64] 0
; arg: @energy = f32[64] 0
; arg: 64
; expect: @particles == [-0.6875, -0.359375, -0.703125, 0.625, 0.5, 0.9375, -0.921875, -0.59375, 0.3671875, -1.0, -1.125, 1.0, 0.90625, -0.828125, 0.1328125, 1.5, -2.75, -0.625, 0.671875, 0.875, -0.0390625, -0.125, -0.625, 1.875, -0.7109375, -0.9140625, -0.2734375, 0.875, 0.5625, 0.25, 0.265625, 0.59375, -0.5078125, 0.75, 0.625, -1.375, 0.03125, 0.359375, 0.84375, -0.875, -1.0, -0.375, -0.140625, -0.8046875, -0.9140625, 1.625, 0.1875, -0.5, -0.375, -0.046875, 0.9140625, 0.0, -0.125, 2.0, -0.609375, -0.28125, 0.6796875, -1.625, -1.75, 0.375, 0.86328125, 0.37109375, -0.6328125, -0.4375, -1.6875, 0.90625, -0.984375, -0.6875, 0.2734375, 0.375, -0.875, 1.25, 0.8125, -0.921875, 0.0390625, 1.75, -2.5, -0.375, 0.578125, 0.90625, 0.578125, 0.125, 0.0, -0.78125, -0.625, -0.8828125, -0.3671875, 0.75, 0.25, 0.5, 0.171875, 0.5, -0.6015625, 1.0, 0.875, -1.125, -0.0625, 0.265625, 0.8671875, -0.625, -0.75, -0.59375, 0.5859375, -0.796875, -0.9921875, -0.9375, -0.125, 0.125, -0.46875, -0.140625, 0.8203125, 0.25, 0.125, 2.25, -0.703125, -0.375, 0.5859375, -1.375, -1.5, 0.625, 0.91015625, 0.56640625, 0.3515625, -0.5625, -1.4375, -1.0, -0.9375, -0.78125, 0.1796875, 0.25, -0.625, 1.5, 0.71875, -0.984375, -0.0546875, 2.0, 1.125, -0.125, 0.484375, 0.8125, -0.2890625, 0.375, 0.25, -1.75, 0.25, -0.9765625, -0.4609375, -1.25, 0.21875, 0.75, 0.078125, -0.68359375, -0.6953125, 1.25, 0.9375, -0.875, -0.15625, 0.171875, 0.9208984375, -0.375, -0.5, -0.765625, -0.390625, -0.0625, 0.8984375, -2.0, -2.125, 0.0, -0.5625, -0.234375, -0.8017578125, 0.5, 0.375, 0.953125, -0.796875, -0.46875, 0.4921875, -1.125, -1.25, 0.875, 0.96875, -0.703125, 0.2578125, -0.6875, -2.875, -0.75, 0.796875, -0.875, 0.0859375, -0.25, -0.375, 1.75, -0.73828125, -0.890625, -0.1484375, 0.9375, 1.0, 0.125, 0.390625, 0.71875, -0.3828125, 0.625, 0.5, -1.5, 0.15625, 0.484375, -0.5546875, -1.0, -1.125, 1.0, -0.015625, -0.6875, -0.7890625, 1.5, 0.625, -0.625, -0.25, 0.078125, 0.9609375, -0.125, -0.25, -0.9375, -0.484375, -0.15625, 0.8046875, -1.75, -1.875, 0.25, 0.8203125, -0.328125, -0.71875, -0.375, 0.625, 0.875, -0.890625, -0.5625, 0.3984375, -0.875, -1.0, 1.125, 0.9375, -0.796875, 0.1640625, 1.625, -2.625, -0.5, 0.703125, 0.859375, -0.0078125, 0.0, -0.6875, 2.0, -0.72265625, -0.86328125, -0.2421875, 0.8125, 0.6875, 0.375, 0.296875, 0.625, -0.4765625, 0.875, 0.75, -1.25, 0.0625, 0.390625, 0.828125, -0.75, -0.875, -0.4375, -0.109375, -0.8125, -0.8828125, 1.75, 0.125, -0.375, -0.34375, -0.015625, 0.9453125, 0.125, 0.0, 2.125, -0.578125, -0.25, 0.7109375, -1.5, -1.625, 0.5, 0.84375, 0.3671875, -0.640625, -0.5, -1.75, 0.84375, -0.984375, -0.65625, 0.3046875, -0.625, -0.75, 1.375, 0.84375, -0.890625, 0.0703125, 1.875, -2.375, -0.25, 0.609375, 0.9375, 0.5703125, 0.25, 0.125, -0.84375, -0.67578125, -0.90234375, -0.3359375, 0.6875, 0.1875, 0.625, 0.203125, 0.53125, -0.5703125, 1.125, 1.0, -1.0, -0.03125, 0.296875, 0.84375, -0.5, -0.625, -0.65625, 0.578125, 0.0625, -0.9765625, -1.0, -2.25, -0.125, -0.4375, -0.109375, -0.8408203125, 0.375, 0.25, 0.921875, -0.671875, -0.34375, 0.6171875, -1.25, -1.375, 0.75, 0.8828125, -0.578125, 0.3828125, -0.625, -3.0, -0.875, -0.95703125, -0.75, 0.2109375, 0.1875, -0.5, 1.625, -0.8125, -0.984375, -0.0234375, 1.0, -2.125, 0.0, 0.515625, 0.84375, -0.2578125, 0.5, 0.375, -1.625, 0.28125, -0.994140625, -0.4296875, -1.125, 0.0859375, 0.875, 0.109375, -0.703125, -0.6640625, 1.375, 0.875, -0.75]
; expect: @wall_hits == [1, 0, 0, 1, 2, 0, 1, 1, 0, 0, 3, 1, 0, 1, 2, 0, 1, 3, 0, 0, 2, 1, 1, 0, 2, 1, 1, 0, 1, 0, 1, 0, 2, 0, 0, 1, 1, 0, 2, 0, 0, 1, 2, 0, 1, 1, 0, 0, 3, 0, 0, 1, 2, 0, 1, 1, 1, 0, 1, 1, 1, 0, 4, 1]
; expect: @energy == [0.759765625, 1.6328125, 5.1015625, 1.9609375, 0.572265625, 1.421875, 0.953125, 1.462890625, 2.0078125, 2.921875, 1.93017578125, 1.234375, 4.7265625, 0.31298828125, 0.4375, 1.515625, 0.65283203125, 0.455078125, 2.5703125, 2.265625, 1.69140625, 1.3515625, 2.640625, 1.6328125, 1.08642578125, 1.603515625, 0.4884033203125, 4.2578125, 0.6495361328125, 1.796875, 4.650390625, 1.6328125, 0.947265625, 1.4453125, 1.6328125, 1.515625, 0.478515625, 3.3203125, 0.6484375, 1.515625, 4.890625, 2.236328125, 0.63671875, 1.4453125, 0.759765625, 1.609375, 2.265625, 2.5703125, 2.01220703125, 1.421875, 4.609375, 0.39501953125, 0.44921875, 1.6328125, 0.53564453125, 3.0390625, 0.5264892578125, 2.0078125, 5.078125, 1.462890625, 2.7578125, 1.515625, 1.019317626953125, 1.609375]
; launch: %time_to_wall grid=1 block=64
; arg: @particles = f32[384] [-1.0, -0.828125, -0.65625, 0.625, 1.5, -1.75, -0.421875, -0.25, -0.078125, -1.0, -0.125, 0.75, 0.15625, 0.328125, 0.5, 1.5, -1.75, -0.875, 0.734375, 0.90625, -0.921875, -0.125, 0.75, 1.625, -0.6875, -0.515625, -0.34375, -1.75, -0.875, 0.0, -0.109375, 0.0625, 0.234375, 0.75, 1.625, -1.625, 0.46875, 0.640625, 0.8125, -0.875, 0.0, 0.875, -0.953125, -0.78125, -0.609375, 1.625, -1.625, -0.75, -0.375, -0.203125, -0.03125, 0.0, 0.875, 1.75, 0.203125, 0.375, 0.546875, -1.625, -0.75, 0.125, 0.78125, 0.953125, -0.875, 0.875, 1.75, -1.5, -0.640625, -0.46875, -0.296875, -0.75, 0.125, 1.0, -0.0625, 0.109375, 0.28125, 1.75, -1.5, -0.625, 0.515625, 0.6875, 0.859375, 0.125, 1.0, 1.875, -0.90625, -0.734375, -0.5625, -1.5, -0.625, 0.25, -0.328125, -0.15625, 0.015625, 1.0, 1.875, -1.375, 0.25, 0.421875, 0.59375, -0.625, 0.25, 1.125, 0.828125, -1.0, -0.828125, 1.875, -1.375, -0.5, -0.59375, -0.421875, -0.25, 0.25, 1.125, 2.0, -0.015625, 0.15625, 0.328125, -1.375, -0.5, 0.375, 0.5625, 0.734375, 0.90625, 1.125, 2.0, -1.25, -0.859375, -0.6875, -0.515625, -0.5, 0.375, 1.25, -0.28125, -0.109375, 0.0625, 2.0, -1.25, -0.375, 0.296875, 0.46875, 0.640625, 0.375, 1.25, -2.0, 0.875, -0.953125, -0.78125, -1.25, -0.375, 0.5, -0.546875, -0.375, -0.203125, 1.25, -2.0, -1.125, 0.03125, 0.203125, 0.375, -0.375, 0.5, 1.375, 0.609375, 0.78125, 0.953125, -2.0, -1.125, -0.25, -0.8125, -0.640625, -0.46875, 0.5, 1.375, -1.875, -0.234375, -0.0625, 0.109375, -1.125, -0.25, 0.625, 0.34375, 0.515625, 0.6875, 1.375, -1.875, -1.0, 0.921875, -0.90625, -0.734375, -0.25, 0.625, 1.5, -0.5, -0.328125, -0.15625, -1.875, -1.0, -0.125, 0.078125, 0.25, 0.421875, 0.625, 1.5, -1.75, 0.65625, 0.828125, -1.0, -1.0, -0.125, 0.75, -0.765625, -0.59375, -0.421875, 1.5, -1.75, -0.875, -0.1875, -0.015625, 0.15625, -0.125, 0.75, 1.625, 0.390625, 0.5625, 0.734375, -1.75, -0.875, 0.0, 0.96875, -0.859375, -0.6875, 0.75, 1.625, -1.625, -0.453125, -0.28125, -0.109375, -0.875, 0.0, 0.875, 0.125, 0.296875, 0.46875, 1.625, -1.625, -0.75, 0.703125, 0.875, -0.953125, 0.0, 0.875, 1.75, -0.71875, -0.546875, -0.375, -1.625, -0.75, 0.125, -0.140625, 0.03125, 0.203125, 0.875, 1.75, -1.5, 0.4375, 0.609375, 0.78125, -0.75, 0.125, 1.0, -0.984375, -0.8125, -0.640625, 1.75, -1.5, -0.625, -0.40625, -0.234375, -0.0625, 0.125, 1.0, 1.875, 0.171875, 0.34375, 0.515625, -1.5, -0.625, 0.25, 0.75, 0.921875, -0.90625, 1.0, 1.875, -1.375, -0.671875, -0.5, -0.328125, -0.625, 0.25, 1.125, -0.09375, 0.078125, 0.25, 1.875, -1.375, -0.5, 0.484375, 0.65625, 0.828125, 0.25, 1.125, 2.0, -0.9375, -0.765625, -0.59375, -1.375, -0.5, 0.375, -0.359375, -0.1875, -0.015625, 1.125, 2.0, -1.25, 0.21875, 0.390625, 0.5625, -0.5, 0.375, 1.25, 0.796875, 0.96875, -0.859375, 2.0, -1.25, -0.375, -0.625, -0.453125, -0.28125, 0.375, 1.25, -2.0, -0.046875, 0.125, 0.296875, -1.25, -0.375, 0.5, 0.53125, 0.703125, 0.875, 1.25, -2.0, -1.125, -0.890625, -0.71875, -0.546875, -0.375, 0.5, 1.375, -0.3125, -0.140625, 0.03125, -2.0, -1.125, -0.25, 0.265625, 0.4375, 0.609375, 0.5, 1.375, -1.875, 0.84375, -0.984375, -0.8125, -1.125, -0.25, 0.625, -0.578125, -0.40625, -0.234375, 1.375, -1.875, -1.0]
; arg: @params = i32[12] [0, -1073741824, 1056964608, 1031798784, 1056964608, -1082130432, -1082130432, -1082130432, 1065353216, 1065353216, 1065353216, 8]
; arg: @t = f32[64] 0
; arg: @wall = i32[64] 0
; arg: 64
; expect: @t == [3.200000047683716, 0.578125, 0.5625, 13.875, 0.1785714328289032, 1.4791666269302368, 1.6785714626312256, 1.201923131942749, inf, 0.7403846383094788, 0.25, 0.4791666567325592, 0.6071428656578064, 3.875, 0.0625, 1.328125, 2.0, 0.09166666865348816, 6.375, 0.7159090638160706, 0.3888888955116272, 0.28125, 0.640625, 1.875, 1.5, 1.2374999523162842, 2.75, 0.8046875, 3.625, 0.6805555820465088, 0.47727271914482117, 7.6875, 0.2666666805744171, 1.475000023841858, 1.65625, 1.1770833730697632, 6.5, 0.7946428656578064, 0.0416666679084301, 0.625, 0.5384615659713745, inf, 0.17307692766189575, 1.3035714626312256, 1.9166666269302368, 1.1339285373687744, 11.25, 0.78125, 0.25, 0.5249999761581421, 0.5833333134651184, 2.0625, 0.04545454680919647, 1.2083333730697632, 2.4375, 0.1015625, 4.333333492279053, 0.762499988079071, 0.375, 0.2916666567325592, 0.34375, 1.46875, 1.6388888359069824, 1.1477272510528564]
; expect: @wall == [1, 0, 1, 0, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 1]
; ModuleID = 'src/particles_struct.cu'
source_filename = "src/particles_struct.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float3 = type { float, float, float }
%struct.Bounce = type { float, float, i32 }
%struct.Particle = type { %struct.float3, %struct.float3 }
%struct.SimParams = type { %struct.float3, float, float, %struct.float3, %struct.float3, i32 }
%struct.WallHit = type { float, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.float3 @_Z4add36float3S_(ptr nocapture noundef readonly byval(%struct.float3) align 4 %0, ptr nocapture noundef readonly byval(%struct.float3) align 4 %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !9
  %4 = load float, ptr %1, align 4, !tbaa !9
  %5 = fadd contract float %3, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !14
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !14
  %10 = fadd contract float %7, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load float, ptr %11, align 4, !tbaa !15
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !15
  %15 = fadd contract float %12, %14
  %16 = insertvalue %struct.float3 poison, float %5, 0
  %17 = insertvalue %struct.float3 %16, float %10, 1
  %18 = insertvalue %struct.float3 %17, float %15, 2
  ret %struct.float3 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.float3 @_Z6scale36float3f(ptr nocapture noundef readonly byval(%struct.float3) align 4 %0, float noundef %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !9
  %4 = fmul contract float %3, %1
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !14
  %7 = fmul contract float %6, %1
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load float, ptr %8, align 4, !tbaa !15
  %10 = fmul contract float %9, %1
  %11 = insertvalue %struct.float3 poison, float %4, 0
  %12 = insertvalue %struct.float3 %11, float %7, 1
  %13 = insertvalue %struct.float3 %12, float %10, 2
  ret %struct.float3 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z4dot36float3S_(ptr nocapture noundef readonly byval(%struct.float3) align 4 %0, ptr nocapture noundef readonly byval(%struct.float3) align 4 %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !9
  %4 = load float, ptr %1, align 4, !tbaa !9
  %5 = fmul contract float %3, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !14
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !14
  %10 = fmul contract float %7, %9
  %11 = fadd contract float %5, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load float, ptr %14, align 4, !tbaa !15
  %16 = fmul contract float %13, %15
  %17 = fadd contract float %11, %16
  ret float %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local %struct.Bounce @_Z7bounce1fffff(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #1 {
  %6 = fcmp contract olt float %0, %2
  br i1 %6, label %7, label %12

7:                                                ; preds = %5
  %8 = fsub contract float %2, %0
  %9 = fadd contract float %8, %2
  %10 = fneg contract float %1
  %11 = fmul contract float %10, %4
  br label %19

12:                                               ; preds = %5
  %13 = fcmp contract ogt float %0, %3
  br i1 %13, label %14, label %19

14:                                               ; preds = %12
  %15 = fneg contract float %1
  %16 = fmul contract float %15, %4
  %17 = fsub contract float %0, %3
  %18 = fsub contract float %3, %17
  br label %19

19:                                               ; preds = %12, %14, %7
  %20 = phi float [ %9, %7 ], [ %18, %14 ], [ %0, %12 ]
  %21 = phi float [ %11, %7 ], [ %16, %14 ], [ %1, %12 ]
  %22 = phi i32 [ 1, %7 ], [ 1, %14 ], [ 0, %12 ]
  %23 = insertvalue %struct.Bounce poison, float %20, 0
  %24 = insertvalue %struct.Bounce %23, float %21, 1
  %25 = insertvalue %struct.Bounce %24, i32 %22, 2
  ret %struct.Bounce %25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local %struct.Particle @_Z9integrate8ParticleRK9SimParamsPi(ptr nocapture noundef byval(%struct.Particle) align 4 %0, ptr nocapture noundef nonnull readonly align 4 dereferenceable(48) %1, ptr nocapture noundef %2) local_unnamed_addr #2 {
  %4 = alloca %struct.float3, align 4
  %5 = alloca %struct.float3, align 4
  %6 = getelementptr inbounds i8, ptr %0, i64 12
  %7 = getelementptr inbounds i8, ptr %1, i64 12
  %8 = load float, ptr %7, align 4, !tbaa !16
  %9 = tail call %struct.float3 @_Z6scale36float3f(ptr noundef nonnull byval(%struct.float3) align 4 %1, float noundef %8) #7
  %10 = extractvalue %struct.float3 %9, 0
  store float %10, ptr %4, align 4
  %11 = getelementptr inbounds i8, ptr %4, i64 4
  %12 = extractvalue %struct.float3 %9, 1
  store float %12, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %4, i64 8
  %14 = extractvalue %struct.float3 %9, 2
  store float %14, ptr %13, align 4
  %15 = tail call %struct.float3 @_Z4add36float3S_(ptr noundef nonnull byval(%struct.float3) align 4 %6, ptr noundef nonnull byval(%struct.float3) align 4 %4) #7
  %16 = extractvalue %struct.float3 %15, 0
  %17 = extractvalue %struct.float3 %15, 1
  %18 = extractvalue %struct.float3 %15, 2
  store float %16, ptr %6, align 4, !tbaa !19
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  store float %17, ptr %19, align 4, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %0, i64 20
  store float %18, ptr %20, align 4, !tbaa !19
  %21 = tail call %struct.float3 @_Z6scale36float3f(ptr noundef nonnull byval(%struct.float3) align 4 %6, float noundef %8) #7
  %22 = extractvalue %struct.float3 %21, 0
  store float %22, ptr %5, align 4
  %23 = getelementptr inbounds i8, ptr %5, i64 4
  %24 = extractvalue %struct.float3 %21, 1
  store float %24, ptr %23, align 4
  %25 = getelementptr inbounds i8, ptr %5, i64 8
  %26 = extractvalue %struct.float3 %21, 2
  store float %26, ptr %25, align 4
  %27 = tail call %struct.float3 @_Z4add36float3S_(ptr noundef nonnull byval(%struct.float3) align 4 %0, ptr noundef nonnull byval(%struct.float3) align 4 %5) #7
  %28 = extractvalue %struct.float3 %27, 0
  %29 = extractvalue %struct.float3 %27, 1
  %30 = extractvalue %struct.float3 %27, 2
  %31 = getelementptr inbounds i8, ptr %1, i64 20
  %32 = load float, ptr %31, align 4, !tbaa !20
  %33 = getelementptr inbounds i8, ptr %1, i64 32
  %34 = load float, ptr %33, align 4, !tbaa !21
  %35 = getelementptr inbounds i8, ptr %1, i64 16
  %36 = load float, ptr %35, align 4, !tbaa !22
  %37 = tail call %struct.Bounce @_Z7bounce1fffff(float noundef %28, float noundef %16, float noundef %32, float noundef %34, float noundef %36) #7
  %38 = extractvalue %struct.Bounce %37, 0
  %39 = extractvalue %struct.Bounce %37, 1
  %40 = extractvalue %struct.Bounce %37, 2
  %41 = getelementptr inbounds i8, ptr %1, i64 24
  %42 = load float, ptr %41, align 4, !tbaa !23
  %43 = getelementptr inbounds i8, ptr %1, i64 36
  %44 = load float, ptr %43, align 4, !tbaa !24
  %45 = tail call %struct.Bounce @_Z7bounce1fffff(float noundef %29, float noundef %17, float noundef %42, float noundef %44, float noundef %36) #7
  %46 = extractvalue %struct.Bounce %45, 0
  %47 = extractvalue %struct.Bounce %45, 1
  %48 = extractvalue %struct.Bounce %45, 2
  %49 = getelementptr inbounds i8, ptr %1, i64 28
  %50 = load float, ptr %49, align 4, !tbaa !25
  %51 = getelementptr inbounds i8, ptr %1, i64 40
  %52 = load float, ptr %51, align 4, !tbaa !26
  %53 = tail call %struct.Bounce @_Z7bounce1fffff(float noundef %30, float noundef %18, float noundef %50, float noundef %52, float noundef %36) #7
  %54 = extractvalue %struct.Bounce %53, 0
  %55 = extractvalue %struct.Bounce %53, 1
  %56 = extractvalue %struct.Bounce %53, 2
  %57 = add nuw nsw i32 %48, %40
  %58 = add nuw nsw i32 %57, %56
  %59 = load i32, ptr %2, align 4, !tbaa !27
  %60 = add nsw i32 %58, %59
  store i32 %60, ptr %2, align 4, !tbaa !27
  %61 = insertvalue %struct.Particle poison, float %38, 0, 0
  %62 = insertvalue %struct.Particle %61, float %46, 0, 1
  %63 = insertvalue %struct.Particle %62, float %54, 0, 2
  %64 = insertvalue %struct.Particle %63, float %39, 1, 0
  %65 = insertvalue %struct.Particle %64, float %47, 1, 1
  %66 = insertvalue %struct.Particle %65, float %55, 1, 2
  ret %struct.Particle %66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @integrate_particles(ptr noalias nocapture noundef %0, ptr nocapture noundef readonly byval(%struct.SimParams) align 4 %1, ptr noalias nocapture noundef writeonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = alloca i32, align 4
  %7 = alloca %struct.Particle, align 4
  %8 = alloca %struct.float3, align 4
  %9 = alloca %struct.float3, align 4
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %4
  br i1 %15, label %16, label %119

16:                                               ; preds = %5
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds %struct.Particle, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %18, i64 4
  %21 = load float, ptr %20, align 4, !tbaa !19
  %22 = getelementptr inbounds i8, ptr %18, i64 8
  %23 = load float, ptr %22, align 4, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %18, i64 12
  %25 = load float, ptr %24, align 4, !tbaa !19
  %26 = getelementptr inbounds i8, ptr %18, i64 16
  %27 = load float, ptr %26, align 4, !tbaa !19
  %28 = getelementptr inbounds i8, ptr %18, i64 20
  %29 = load float, ptr %28, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #7
  store i32 0, ptr %6, align 4, !tbaa !27
  %30 = getelementptr inbounds i8, ptr %1, i64 44
  %31 = load i32, ptr %30, align 4, !tbaa !28
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %33, label %75

33:                                               ; preds = %16
  %34 = getelementptr inbounds i8, ptr %7, i64 4
  %35 = getelementptr inbounds i8, ptr %7, i64 8
  %36 = getelementptr inbounds i8, ptr %7, i64 12
  %37 = getelementptr inbounds i8, ptr %7, i64 16
  %38 = getelementptr inbounds i8, ptr %7, i64 20
  %39 = and i32 %31, 1
  %40 = icmp eq i32 %31, 1
  br i1 %40, label %43, label %41

41:                                               ; preds = %33
  %42 = and i32 %31, 2147483646
  br label %91

43:                                               ; preds = %91, %33
  %44 = phi float [ poison, %33 ], [ %110, %91 ]
  %45 = phi float [ poison, %33 ], [ %111, %91 ]
  %46 = phi float [ poison, %33 ], [ %112, %91 ]
  %47 = phi float [ poison, %33 ], [ %114, %91 ]
  %48 = phi float [ poison, %33 ], [ %115, %91 ]
  %49 = phi float [ poison, %33 ], [ %116, %91 ]
  %50 = phi float [ %29, %33 ], [ %116, %91 ]
  %51 = phi float [ %27, %33 ], [ %115, %91 ]
  %52 = phi float [ %25, %33 ], [ %114, %91 ]
  %53 = phi float [ %23, %33 ], [ %112, %91 ]
  %54 = phi float [ %21, %33 ], [ %111, %91 ]
  %55 = phi float [ %19, %33 ], [ %110, %91 ]
  %56 = icmp eq i32 %39, 0
  br i1 %56, label %67, label %57

57:                                               ; preds = %43
  store float %55, ptr %7, align 4, !tbaa !19
  store float %54, ptr %34, align 4, !tbaa !19
  store float %53, ptr %35, align 4, !tbaa !19
  store float %52, ptr %36, align 4, !tbaa !19
  store float %51, ptr %37, align 4, !tbaa !19
  store float %50, ptr %38, align 4, !tbaa !19
  %58 = call %struct.Particle @_Z9integrate8ParticleRK9SimParamsPi(ptr noundef nonnull byval(%struct.Particle) align 4 %7, ptr noundef nonnull align 4 dereferenceable(48) %1, ptr noundef nonnull %6) #7
  %59 = extractvalue %struct.Particle %58, 0
  %60 = extractvalue %struct.float3 %59, 0
  %61 = extractvalue %struct.float3 %59, 1
  %62 = extractvalue %struct.float3 %59, 2
  %63 = extractvalue %struct.Particle %58, 1
  %64 = extractvalue %struct.float3 %63, 0
  %65 = extractvalue %struct.float3 %63, 1
  %66 = extractvalue %struct.float3 %63, 2
  br label %67

67:                                               ; preds = %43, %57
  %68 = phi float [ %44, %43 ], [ %60, %57 ]
  %69 = phi float [ %45, %43 ], [ %61, %57 ]
  %70 = phi float [ %46, %43 ], [ %62, %57 ]
  %71 = phi float [ %47, %43 ], [ %64, %57 ]
  %72 = phi float [ %48, %43 ], [ %65, %57 ]
  %73 = phi float [ %49, %43 ], [ %66, %57 ]
  %74 = load i32, ptr %6, align 4, !tbaa !27
  br label %75

75:                                               ; preds = %67, %16
  %76 = phi i32 [ 0, %16 ], [ %74, %67 ]
  %77 = phi float [ %19, %16 ], [ %68, %67 ]
  %78 = phi float [ %21, %16 ], [ %69, %67 ]
  %79 = phi float [ %23, %16 ], [ %70, %67 ]
  %80 = phi float [ %25, %16 ], [ %71, %67 ]
  %81 = phi float [ %27, %16 ], [ %72, %67 ]
  %82 = phi float [ %29, %16 ], [ %73, %67 ]
  store float %77, ptr %18, align 4, !tbaa !19
  store float %78, ptr %20, align 4, !tbaa !19
  store float %79, ptr %22, align 4, !tbaa !19
  store float %80, ptr %24, align 4, !tbaa !19
  store float %81, ptr %26, align 4, !tbaa !19
  store float %82, ptr %28, align 4, !tbaa !19
  %83 = getelementptr inbounds i32, ptr %2, i64 %17
  store i32 %76, ptr %83, align 4, !tbaa !27
  store float %80, ptr %8, align 4, !tbaa !19
  %84 = getelementptr inbounds i8, ptr %8, i64 4
  store float %81, ptr %84, align 4, !tbaa !19
  %85 = getelementptr inbounds i8, ptr %8, i64 8
  store float %82, ptr %85, align 4, !tbaa !19
  store float %80, ptr %9, align 4, !tbaa !19
  %86 = getelementptr inbounds i8, ptr %9, i64 4
  store float %81, ptr %86, align 4, !tbaa !19
  %87 = getelementptr inbounds i8, ptr %9, i64 8
  store float %82, ptr %87, align 4, !tbaa !19
  %88 = tail call contract noundef float @_Z4dot36float3S_(ptr noundef nonnull byval(%struct.float3) align 4 %8, ptr noundef nonnull byval(%struct.float3) align 4 %9) #7
  %89 = fmul contract float %88, 5.000000e-01
  %90 = getelementptr inbounds float, ptr %3, i64 %17
  store float %89, ptr %90, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #7
  br label %119

91:                                               ; preds = %91, %41
  %92 = phi float [ %29, %41 ], [ %116, %91 ]
  %93 = phi float [ %27, %41 ], [ %115, %91 ]
  %94 = phi float [ %25, %41 ], [ %114, %91 ]
  %95 = phi float [ %23, %41 ], [ %112, %91 ]
  %96 = phi float [ %21, %41 ], [ %111, %91 ]
  %97 = phi float [ %19, %41 ], [ %110, %91 ]
  %98 = phi i32 [ 0, %41 ], [ %117, %91 ]
  store float %97, ptr %7, align 4, !tbaa !19
  store float %96, ptr %34, align 4, !tbaa !19
  store float %95, ptr %35, align 4, !tbaa !19
  store float %94, ptr %36, align 4, !tbaa !19
  store float %93, ptr %37, align 4, !tbaa !19
  store float %92, ptr %38, align 4, !tbaa !19
  %99 = call %struct.Particle @_Z9integrate8ParticleRK9SimParamsPi(ptr noundef nonnull byval(%struct.Particle) align 4 %7, ptr noundef nonnull align 4 dereferenceable(48) %1, ptr noundef nonnull %6) #7
  %100 = extractvalue %struct.Particle %99, 0
  %101 = extractvalue %struct.float3 %100, 0
  %102 = extractvalue %struct.float3 %100, 1
  %103 = extractvalue %struct.float3 %100, 2
  %104 = extractvalue %struct.Particle %99, 1
  %105 = extractvalue %struct.float3 %104, 0
  %106 = extractvalue %struct.float3 %104, 1
  %107 = extractvalue %struct.float3 %104, 2
  store float %101, ptr %7, align 4, !tbaa !19
  store float %102, ptr %34, align 4, !tbaa !19
  store float %103, ptr %35, align 4, !tbaa !19
  store float %105, ptr %36, align 4, !tbaa !19
  store float %106, ptr %37, align 4, !tbaa !19
  store float %107, ptr %38, align 4, !tbaa !19
  %108 = call %struct.Particle @_Z9integrate8ParticleRK9SimParamsPi(ptr noundef nonnull byval(%struct.Particle) align 4 %7, ptr noundef nonnull align 4 dereferenceable(48) %1, ptr noundef nonnull %6) #7
  %109 = extractvalue %struct.Particle %108, 0
  %110 = extractvalue %struct.float3 %109, 0
  %111 = extractvalue %struct.float3 %109, 1
  %112 = extractvalue %struct.float3 %109, 2
  %113 = extractvalue %struct.Particle %108, 1
  %114 = extractvalue %struct.float3 %113, 0
  %115 = extractvalue %struct.float3 %113, 1
  %116 = extractvalue %struct.float3 %113, 2
  %117 = add i32 %98, 2
  %118 = icmp eq i32 %117, %42
  br i1 %118, label %43, label %91, !llvm.loop !29

119:                                              ; preds = %5, %75
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local %struct.WallHit @_Z7hit_lowfff(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #1 {
  %4 = fsub contract float %2, %0
  %5 = fdiv contract float %4, %1
  %6 = insertvalue %struct.WallHit poison, float %5, 0
  %7 = insertvalue %struct.WallHit %6, i32 0, 1
  ret %struct.WallHit %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local %struct.WallHit @_Z8hit_highfff(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #1 {
  %4 = fsub contract float %2, %0
  %5 = fdiv contract float %4, %1
  %6 = insertvalue %struct.WallHit poison, float %5, 0
  %7 = insertvalue %struct.WallHit %6, i32 1, 1
  ret %struct.WallHit %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @time_to_wall(ptr noalias nocapture noundef readonly %0, ptr nocapture noundef readonly byval(%struct.SimParams) align 4 %1, ptr noalias nocapture noundef writeonly %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #5 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %33

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.Particle, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !19
  %16 = getelementptr inbounds i8, ptr %14, i64 12
  %17 = load float, ptr %16, align 4, !tbaa !19
  %18 = fcmp contract olt float %17, 0.000000e+00
  br i1 %18, label %19, label %23

19:                                               ; preds = %12
  %20 = getelementptr inbounds i8, ptr %1, i64 20
  %21 = load float, ptr %20, align 4, !tbaa !20
  %22 = tail call %struct.WallHit @_Z7hit_lowfff(float noundef %15, float noundef %17, float noundef %21) #7
  br label %27

23:                                               ; preds = %12
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  %25 = load float, ptr %24, align 4, !tbaa !21
  %26 = tail call %struct.WallHit @_Z8hit_highfff(float noundef %15, float noundef %17, float noundef %25) #7
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi i32 [ 0, %19 ], [ 1, %23 ]
  %29 = phi %struct.WallHit [ %22, %19 ], [ %26, %23 ]
  %30 = extractvalue %struct.WallHit %29, 0
  %31 = getelementptr inbounds float, ptr %2, i64 %13
  store float %30, ptr %31, align 4, !tbaa !19
  %32 = getelementptr inbounds i32, ptr %3, i64 %13
  store i32 %28, ptr %32, align 4, !tbaa !27
  br label %33

33:                                               ; preds = %5, %27
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @integrate_particles, !"kernel", i32 1}
!5 = !{ptr @time_to_wall, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS6float3", !11, i64 0, !11, i64 4, !11, i64 8}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!10, !11, i64 4}
!15 = !{!10, !11, i64 8}
!16 = !{!17, !11, i64 12}
!17 = !{!"_ZTS9SimParams", !10, i64 0, !11, i64 12, !11, i64 16, !10, i64 20, !10, i64 32, !18, i64 44}
!18 = !{!"int", !12, i64 0}
!19 = !{!11, !11, i64 0}
!20 = !{!17, !11, i64 20}
!21 = !{!17, !11, i64 32}
!22 = !{!17, !11, i64 16}
!23 = !{!17, !11, i64 24}
!24 = !{!17, !11, i64 36}
!25 = !{!17, !11, i64 28}
!26 = !{!17, !11, i64 40}
!27 = !{!18, !18, i64 0}
!28 = !{!17, !18, i64 44}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.mustprogress"}
