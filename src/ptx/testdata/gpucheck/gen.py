# Generates instruction forms, inputs and PTX kernels for a hardware cross-check.
import random, struct, os, sys
random.seed(12345)
N = 256
FORMS = [
 # (snippet, types, output formats per operand: i exact, h f16, b bf16, h2, b2, f f32, d f64)
 ("cvt.rn.f16.f32 %a0, %a1;", "hf", "hi"),
 ("cvt.rz.f16.f32 %a0, %a1;", "hf", "hi"),
 ("cvt.rm.f16.f32 %a0, %a1;", "hf", "hi"),
 ("cvt.rp.f16.f32 %a0, %a1;", "hf", "hi"),
 ("cvt.rn.relu.f16.f32 %a0, %a1;", "hf", "hi"),
 ("cvt.rn.satfinite.f16.f32 %a0, %a1;", "hf", "hi"),
 ("cvt.rn.bf16.f32 %a0, %a1;", "hf", "bi"),
 ("cvt.rz.bf16.f32 %a0, %a1;", "hf", "bi"),
 ("cvt.rn.relu.satfinite.bf16.f32 %a0, %a1;", "hf", "bi"),
 ("cvt.f32.f16 %a0, %a1;", "fh", "fi"),
 ("cvt.f32.bf16 %a0, %a1;", "fh", "fi"),
 ("cvt.rn.f16x2.f32 %a0, %a1, %a2;", "rff", "Hii"),
 ("cvt.rz.relu.bf16x2.f32 %a0, %a1, %a2;", "rff", "Bii"),
 ("cvt.rn.f16.f64 %a0, %a1;", "hd", "hi"),
 ("cvt.rm.bf16.f64 %a0, %a1;", "hd", "bi"),
 ("cvt.rn.bf16.s32 %a0, %a1;", "hr", "bi"),
 ("cvt.rp.f16.u32 %a0, %a1;", "hr", "hi"),
 ("cvt.rzi.s32.f16 %a0, %a1;", "rh", "ii"),
 ("cvt.rni.f16.f16 %a0, %a1;", "hh", "hi"),
 ("cvt.rn.f16.bf16 %a0, %a1;", "hh", "hi"),
 ("add.f16 %a0, %a1, %a2;", "hhh", "hii"),
 ("sub.sat.f16 %a0, %a1, %a2;", "hhh", "hii"),
 ("mul.ftz.f16 %a0, %a1, %a2;", "hhh", "hii"),
 ("fma.rn.f16 %a0, %a1, %a2, %a3;", "hhhh", "hiii"),
 ("fma.rn.relu.f16 %a0, %a1, %a2, %a3;", "hhhh", "hiii"),
 ("fma.rn.sat.f16 %a0, %a1, %a2, %a3;", "hhhh", "hiii"),
 ("add.f16x2 %a0, %a1, %a2;", "rrr", "Hii"),
 ("fma.rn.f16x2 %a0, %a1, %a2, %a3;", "rrrr", "Hiii"),
 ("add.rn.bf16 %a0, %a1, %a2;", "hhh", "bii"),
 ("mul.rn.bf16 %a0, %a1, %a2;", "hhh", "bii"),
 ("fma.rn.bf16 %a0, %a1, %a2, %a3;", "hhhh", "biii"),
 ("fma.rn.relu.bf16x2 %a0, %a1, %a2, %a3;", "rrrr", "Biii"),
 ("sub.bf16x2 %a0, %a1, %a2;", "rrr", "Bii"),
 ("min.f16 %a0, %a1, %a2;", "hhh", "hii"),
 ("max.NaN.f16 %a0, %a1, %a2;", "hhh", "hii"),
 ("min.xorsign.abs.f16 %a0, %a1, %a2;", "hhh", "hii"),
 ("max.bf16x2 %a0, %a1, %a2;", "rrr", "Bii"),
 ("min.NaN.f32 %a0, %a1, %a2;", "fff", "fii"),
 ("max.xorsign.abs.f32 %a0, %a1, %a2;", "fff", "fii"),
 ("neg.f16x2 %a0, %a1;", "rr", "Hi"),
 ("abs.bf16 %a0, %a1;", "hh", "bi"),
 ("setp.lt.f16x2 %a0|%a1, %a2, %a3;", "pprr", "iiii"),
 ("setp.gtu.and.bf16 %a0, %a2, %a3, %a4;", "pphhp", "iiiii"),
 ("set.eq.f16x2.f16x2 %a0, %a1, %a2;", "rrr", "iii"),
 ("set.ltu.u32.f16x2 %a0, %a1, %a2;", "rrr", "iii"),
 ("set.nan.f16.f16 %a0, %a1, %a2;", "hhh", "iii"),
 ("set.lt.or.f32.s32 %a0, %a1, %a2, %a3;", "frrp", "iiii"),
 ("dp4a.u32.s32 %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("dp4a.s32.s32 %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("dp2a.hi.s32.u32 %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("dp2a.lo.u32.u32 %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("prmt.b32 %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("prmt.b32.f4e %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("prmt.b32.b4e %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("prmt.b32.rc8 %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("prmt.b32.ecl %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("prmt.b32.ecr %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("prmt.b32.rc16 %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("mul24.hi.s32 %a0, %a1, %a2;", "rrr", "iii"),
 ("mul24.lo.u32 %a0, %a1, %a2;", "rrr", "iii"),
 ("mad24.hi.sat.s32 %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("mad24.hi.u32 %a0, %a1, %a2, %a3;", "rrrr", "iiii"),
 ("{ .reg .b32 base; and.b32 base, %a2, 31; fns.b32 %a0, %a1, base, %a3; }", "rrrr", "iiii"),
 ("bfind.shiftamt.u32 %a0, %a1;", "rr", "ii"),
 ("bfind.shiftamt.s32 %a0, %a1;", "rr", "ii"),
 ("bfind.shiftamt.u64 %a0, %a1;", "rl", "ii"),
 ("mul.rz.f32 %a0, %a1, %a2;", "fff", "fii"),
 ("fma.rz.f32 %a0, %a1, %a2, %a3;", "ffff", "fiii"),
 ("fma.rm.f32 %a0, %a1, %a2, %a3;", "ffff", "fiii"),
 ("add.rp.f32 %a0, %a1, %a2;", "fff", "fii"),
 ("sub.rm.ftz.f32 %a0, %a1, %a2;", "fff", "fii"),
 ("sub.rz.f64 %a0, %a1, %a2;", "ddd", "dii"),
 ("add.rm.f64 %a0, %a1, %a2;", "ddd", "dii"),
 ("{ .reg .b16 lo, hi; mov.b32 {lo, hi}, %a1; mov.b32 %a0, {hi, lo}; }", "rr", "ii"),
 # What ptxlift's own lowering writes for conversions (fcvt_to_sint/uint,
 # fcvt_from_*, fpromote/fdemote) and float min/max, at every width.
 ("cvt.rzi.s64.f32 %a0, %a1;", "lf", "ii"),
 ("cvt.rzi.u64.f32 %a0, %a1;", "lf", "ii"),
 ("cvt.rzi.s32.f32 %a0, %a1;", "rf", "ii"),
 ("cvt.rzi.u32.f32 %a0, %a1;", "rf", "ii"),
 ("cvt.rzi.s16.f32 %a0, %a1;", "hf", "ii"),
 ("cvt.rzi.u16.f32 %a0, %a1;", "hf", "ii"),
 ("cvt.rzi.s8.f32 %a0, %a1;", "hf", "ii"),
 ("cvt.rzi.u8.f32 %a0, %a1;", "hf", "ii"),
 ("cvt.rzi.s64.f64 %a0, %a1;", "ld", "ii"),
 ("cvt.rzi.u64.f64 %a0, %a1;", "ld", "ii"),
 ("cvt.rzi.s32.f64 %a0, %a1;", "rd", "ii"),
 ("cvt.rzi.u32.f64 %a0, %a1;", "rd", "ii"),
 ("cvt.rzi.s16.f64 %a0, %a1;", "hd", "ii"),
 ("cvt.rzi.u16.f64 %a0, %a1;", "hd", "ii"),
 ("cvt.rzi.s8.f64 %a0, %a1;", "hd", "ii"),
 ("cvt.rzi.u8.f64 %a0, %a1;", "hd", "ii"),
 ("cvt.rn.f32.s64 %a0, %a1;", "fl", "fi"),
 ("cvt.rn.f32.u64 %a0, %a1;", "fl", "fi"),
 ("cvt.rn.f32.s32 %a0, %a1;", "fr", "fi"),
 ("cvt.rn.f32.u32 %a0, %a1;", "fr", "fi"),
 ("cvt.rn.f64.s64 %a0, %a1;", "dl", "di"),
 ("cvt.rn.f64.u64 %a0, %a1;", "dl", "di"),
 ("cvt.rn.f64.s32 %a0, %a1;", "dr", "di"),
 ("cvt.rn.f64.u32 %a0, %a1;", "dr", "di"),
 ("cvt.rn.f32.f64 %a0, %a1;", "fd", "fi"),
 ("cvt.f64.f32 %a0, %a1;", "df", "di"),
 ("min.f32 %a0, %a1, %a2;", "fff", "fii"),
 ("max.f64 %a0, %a1, %a2;", "ddd", "dii"),
]
PTXTY = {'h': '.b16', 'r': '.b32', 'l': '.b64', 'f': '.f32', 'd': '.f64', 'p': '.pred'}

def f32b(x): return struct.unpack('<I', struct.pack('<f', x))[0]
def f64b(x): return struct.unpack('<Q', struct.pack('<d', x))[0]
SPECIAL32 = [0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f7fffff, 0x00000001, 0x3f800000, 0xbf800000, 0x477fe000, 0x477ff000, 0x477ff001, 0x33800000, 0x33000000, 0x387fc000]
SPECIAL16 = [0, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7bff, 0x0001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x3555, 0x7f80, 0xff80, 0x7f7f, 0x3f80, 0xbf80, 0x0080]

def val(t, fmt_hint, k):
    if t == 'p': return random.getrandbits(1)
    if t == 'h':
        return SPECIAL16[k] if k < len(SPECIAL16) else (random.getrandbits(16) if k % 2 else (random.choice([0x3c00, 0x4000, 0x3800, 0xbc00]) ^ random.getrandbits(8)))
    if t == 'r':
        if fmt_hint == 'half':
            lanes = [SPECIAL16[(k + j) % len(SPECIAL16)] if k < 40 else random.getrandbits(16) for j in range(2)]
            return lanes[0] | lanes[1] << 16
        return random.choice([random.getrandbits(32), random.getrandbits(8), (1 << 32) - random.getrandbits(8), random.getrandbits(24)])
    if t == 'f':
        if k < len(SPECIAL32): return SPECIAL32[k]
        e = random.choice([-30, -20, -15, -10, -1, 0, 1, 10, 15, 16, 100])
        return f32b(random.uniform(-2, 2) * 2.0 ** e)
    if t == 'd':
        if k < 6: return [0, f64b(1.0), f64b(-1.0), f64b(1.7976931348623157e308), f64b(float('inf')), f64b(float('nan'))][k]
        e = random.choice([-60, -30, 0, 10, 60, 1000])
        return f64b(random.uniform(-2, 2) * 2.0 ** e)
    if t == 'l': return random.getrandbits(64) >> random.randrange(64)
    raise ValueError(t)

def kernel(idx, snippet, types):
    n = len(types)
    lines = ['.version 8.5', '.target sm_90', '.address_size 64', f'.visible .entry k{idx}(.param .u64 io)', '{',
             '.reg .b64 %base, %off, %t64; .reg .b32 %myid, %t32; .reg .b16 %t16;']
    for i, t in enumerate(types):
        lines.append(f'.reg {PTXTY[t]} %a{i};')
    lines += ['ld.param.u64 %base, [io];', 'mov.u32 %myid, %tid.x;', f'mul.wide.u32 %off, %myid, {8 * n};', 'add.u64 %base, %base, %off;']
    for i, t in enumerate(types):
        lines.append(f'ld.global.u64 %t64, [%base+{8 * i}];')
        lines.append({'h': f'cvt.u16.u64 %a{i}, %t64;', 'r': f'cvt.u32.u64 %a{i}, %t64;', 'l': f'mov.b64 %a{i}, %t64;',
                      'f': f'cvt.u32.u64 %t32, %t64; mov.b32 %a{i}, %t32;', 'd': f'mov.b64 %a{i}, %t64;',
                      'p': f'setp.ne.u64 %a{i}, %t64, 0;'}[t])
    lines.append('{')
    lines.append(snippet)
    lines.append('}')
    for i, t in enumerate(types):
        lines.append({'h': f'cvt.u64.u16 %t64, %a{i};', 'r': f'cvt.u64.u32 %t64, %a{i};', 'l': f'mov.b64 %t64, %a{i};',
                      'f': f'mov.b32 %t32, %a{i}; cvt.u64.u32 %t64, %t32;', 'd': f'mov.b64 %t64, %a{i};',
                      'p': f'selp.u64 %t64, 1, 0, %a{i};'}[t])
        lines.append(f'st.global.u64 [%base+{8 * i}], %t64;')
    lines += ['ret;', '}']
    return '\n'.join(lines) + '\n'

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
with open(f'{out}/forms.txt', 'w') as fo:
    for idx, (snippet, types, fmts) in enumerate(FORMS):
        hint = 'half' if any(c in fmts for c in 'HB') or ('f16x2' in snippet or 'bf16x2' in snippet) else ''
        rows = []
        for k in range(N):
            rows.append([val(t, hint, k) for t in types])
        fo.write(f'{idx}\t{types}\t{fmts}\t{snippet}\n')
        with open(f'{out}/in{idx}.txt', 'w') as f:
            for r in rows: f.write(' '.join(f'{v:x}' for v in r) + '\n')
        with open(f'{out}/k{idx}.ptx', 'w') as f:
            f.write(kernel(idx, snippet, types))
print(len(FORMS), 'forms')
