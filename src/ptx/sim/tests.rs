//! Tests of the PTX simulator on hand-written PTX: memory spaces,
//! barriers, calls, atomics, extended precision, `lop3`, `.f16`
//! conversions, errors, and no panic on mutated programs (the compiled
//! test kernels among them). The kernels llc-22 and libnvvm compiled are
//! run in `compiled_tests`.

use super::*;
use crate::interp::BufferId;
use crate::ptx::parse::parse;

pub(super) fn module(text: &str) -> PtxModule {
    match parse(text) {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    }
}

pub(super) fn kernel(body: &str, params: &str) -> String {
    format!(".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry k({params})\n{{\n{body}\n}}\n")
}

pub(super) fn u32_buf(mem: &mut DeviceMemory, vals: &[u32]) -> BufferId {
    let bytes = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
    mem.alloc(Space::Global, bytes).unwrap()
}

pub(super) fn u32s(mem: &DeviceMemory, id: BufferId) -> Vec<u32> {
    mem.bytes(id)
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

pub(super) fn cfg(grid: u32, block: u32) -> LaunchConfig {
    LaunchConfig {
        grid: [grid, 1, 1],
        block: [block, 1, 1],
        fuel: 1_000_000,
        dynamic_shared_bytes: 0,
        ..LaunchConfig::default()
    }
}

/// Runs kernel `k` (one u64 pointer parameter) over `out`; returns the buffer or the error.
pub(super) fn run_out(
    body: &str,
    grid: u32,
    block: u32,
    out: &[u32],
) -> Result<Vec<u32>, SimError> {
    let m = module(&kernel(body, ".param .u64 k_param_0"));
    let mut mem = DeviceMemory::new();
    let b = u32_buf(&mut mem, out);
    launch(&m, "k", &cfg(grid, block), &[ArgValue::Buffer(b)], &mut mem)?;
    Ok(u32s(&mem, b))
}

pub(super) const PROLOGUE: &str = "
    .reg .pred %p<4>;
    .reg .b32 %r<16>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [k_param_0];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mad.lo.s32 %r4, %r2, %r3, %r1;
    mul.wide.u32 %rd2, %r4, 4;
    add.s64 %rd3, %rd1, %rd2;";

pub(super) fn err_of<T: fmt::Debug>(r: Result<T, SimError>) -> String {
    match r {
        Ok(v) => panic!("expected an error, got {v:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn shared_memory_and_barriers() {
    let body = format!(
        "{PROLOGUE}
    .shared .align 4 .b8 sh[16];
    mov.u32 %r5, sh;
    shl.b32 %r6, %r1, 2;
    add.s32 %r7, %r5, %r6;
    st.shared.u32 [%r7], %r4;
    bar.sync 0;
    add.s32 %r8, %r1, 1;
    rem.u32 %r8, %r8, %r3;
    shl.b32 %r8, %r8, 2;
    add.s32 %r8, %r5, %r8;
    ld.shared.u32 %r9, [%r8];
    st.global.u32 [%rd3], %r9;
    ret;"
    );
    let out = run_out(&body, 2, 4, &[0; 8]).unwrap();
    assert_eq!(out, [1, 2, 3, 0, 5, 6, 7, 4]);
}

#[test]
fn barrier_errors() {
    let divergent = format!(
        "{PROLOGUE}
    setp.eq.u32 %p1, %r1, 2;
    @%p1 ret;
    bar.sync 0;
    ret;"
    );
    let e = err_of(run_out(&divergent, 1, 4, &[0; 4]));
    assert!(
        e.contains("barrier divergence") && e.contains("tid=(2,0,0)"),
        "{e}"
    );
    let different = format!(
        "{PROLOGUE}
    setp.eq.u32 %p1, %r1, 2;
    @%p1 bra L;
    bar.sync 0;
    ret;
L:
    bar.sync 0;
    ret;"
    );
    let e = err_of(run_out(&different, 1, 4, &[0; 4]));
    assert!(e.contains("different barriers"), "{e}");
}

#[test]
fn runtime_errors() {
    let cases = [
        ("L:\n bra.uni L;", "fuel"),
        ("trap;", "trap"),
        ("mov.u32 %r5, 0;\n div.u32 %r6, %r1, %r5;", "division by zero"),
        ("mov.u32 %r5, -1;\n mov.u32 %r6, 0x80000000;\n rem.s32 %r6, %r6, %r5;", "overflow"),
        (".shared .align 4 .b8 sh[8];\n ld.shared.u32 %r5, [sh+4];", "never written"),
        ("ld.global.u32 %r5, [%rd1+2];", "not aligned"),
        ("ld.global.u32 %r5, [%rd1+64];", "outside every allocation"),
        ("mov.u64 %rd4, k_param_0;\n st.param.u32 [%rd4], %r1;", "read-only"),
        ("cvta.to.shared.u64 %rd4, %rd1;", "does not point into the shared space"),
        (
            ".local .align 4 .b8 d[4];\n mov.u64 %rd4, d;\n cvta.local.u64 %rd4, %rd4;\n atom.add.u32 %r5, [%rd4], 1;",
            "atomics work on global or shared memory",
        ),
        ("setp.ne.u32 %p1, %r1, 9;\n @%p1 vote.sync.all.pred %p2, %p1, -1;", "not supported"),
        (
            "mov.u32 %r5, 3;\n$T: .branchtargets L, L;\n brx.idx %r5, $T;\nL: ret;",
            "outside its 2 targets",
        ),
    ];
    for (code, want) in cases {
        let body = format!("{PROLOGUE}\n {code}\n ret;");
        let e = err_of(run_out(&body, 1, 1, &[0; 4]));
        assert!(e.contains(want), "`{code}`: expected `{want}` in `{e}`");
    }
    // Undecodable instructions are listed up front and fail only when run.
    let m = module(&kernel(
        &format!("{PROLOGUE}\n @%p0 vote.sync.all.pred %p2, %p1, -1;\n ret;"),
        ".param .u64 k_param_0",
    ));
    let issues = check(&m);
    assert_eq!(issues.len(), 1);
    assert_eq!(issues[0].line, Some(18));
}

#[test]
fn narrow_types_and_conversions() {
    let body = format!(
        "{PROLOGUE}
    .reg .f32 %f<3>;
    ld.global.s8 %r5, [%rd1];
    st.global.u32 [%rd1+4], %r5;
    mov.u32 %r6, 0x1ff;
    cvt.s32.s8 %r7, %r6;
    st.global.u32 [%rd1+8], %r7;
    mov.f32 %f1, 0fC3800000;
    cvt.rzi.s8.f32 %r8, %f1;
    st.global.u32 [%rd1+12], %r8;
    mov.b64 %rd4, {{%r8, %r6}};
    mov.b64 {{%r9, %r10}}, %rd4;
    st.global.u32 [%rd1+16], %r10;
    cvt.rn.f32.u64 %f2, %rd4;
    mov.b32 %r11, %f2;
    st.global.u32 [%rd1+20], %r11;
    shl.b32 %r12, %r6, 40;
    st.global.u32 [%rd1+24], %r12;
    shr.s32 %r13, %r7, 99;
    st.global.u32 [%rd1+28], %r13;
    ret;"
    );
    let out = run_out(&body, 1, 1, &[0x80, 0, 0, 0, 0, 0, 0, 7]).unwrap();
    let big = ((0x1ffu64 << 32) | 0xffff_ff80) as f32;
    assert_eq!(
        out,
        [
            0x80,
            0xffff_ff80,
            0xffff_ffff,
            0xffff_ff80,
            0x1ff,
            big.to_bits(),
            0,
            0xffff_ffff
        ]
    );
}

/// The PTX ISA's extended-precision multiply example:
/// `[r3,r2,r1,r0] = [r5,r4] * [r7,r6]`, through `CC.CF`.
const WIDE_MULTIPLY: &str = "
    mul.lo.u32 %r0, %r4, %r6;
    mul.hi.u32 %r1, %r4, %r6;
    mad.lo.cc.u32 %r1, %r5, %r6, %r1;
    madc.hi.u32 %r2, %r5, %r6, 0;
    mad.lo.cc.u32 %r1, %r4, %r7, %r1;
    madc.hi.cc.u32 %r2, %r4, %r7, %r2;
    addc.u32 %r3, 0, 0;
    mad.lo.cc.u32 %r2, %r5, %r7, %r2;
    madc.hi.u32 %r3, %r5, %r7, %r3;";

#[test]
fn extended_precision_arithmetic() {
    let body = format!(
        "{PROLOGUE}
    .reg .b32 %q<8>;
    ld.global.v4.u32 {{%r4, %r5, %r6, %r7}}, [%rd1];
    {WIDE_MULTIPLY}
    st.global.v4.u32 [%rd1], {{%r0, %r1, %r2, %r3}};
    // 96-bit sums and differences: [ffffffff, ffffffff, 1] + [1, 0, 2].
    mov.u32 %q1, -1;
    add.cc.u32 %q2, %q1, 1;
    addc.cc.u32 %q3, %q1, 0;
    addc.u32 %q4, 1, 2;
    st.global.v2.u32 [%rd1+16], {{%q2, %q3}};
    st.global.u32 [%rd1+24], %q4;
    // [0, 0, 4] - [1, 0, 2] = [ffffffff, ffffffff, 1].
    sub.cc.u32 %q2, 0, 1;
    subc.cc.u32 %q3, 0, 0;
    subc.u32 %q4, 4, 2;
    st.global.v2.u32 [%rd1+32], {{%q2, %q3}};
    st.global.u32 [%rd1+40], %q4;
    // 64-bit: 2^64 - 1 + 1 carries into the high word.
    mov.u64 %rd4, -1;
    add.cc.u64 %rd5, %rd4, 1;
    addc.u64 %rd6, 0, 0;
    st.global.v2.u64 [%rd1+48], {{%rd5, %rd6}};
    ret;"
    );
    // [r5,r4] = 2^32 + 2, [r7,r6] = 3 * 2^32 + 4: the product is
    // 3 * 2^64 + 10 * 2^32 + 8.
    let mut input = [0u32; 16];
    input[..4].copy_from_slice(&[2, 1, 4, 3]);
    let out = run_out(&body, 1, 1, &input).unwrap();
    assert_eq!(&out[..4], &[8, 10, 3, 0]);
    assert_eq!(&out[4..7], &[0, 0, 4]);
    assert_eq!(&out[8..11], &[u32::MAX, u32::MAX, 1]);
    assert_eq!(&out[12..16], &[0, 0, 1, 0]);
    // (2^64 - 1)^2 = 2^128 - 2^65 + 1.
    input[..4].copy_from_slice(&[u32::MAX; 4]);
    let out = run_out(&body, 1, 1, &input).unwrap();
    assert_eq!(&out[..4], &[1, 0, 0xffff_fffe, u32::MAX]);
}

#[test]
fn lop3_and_half_conversions() {
    let body = format!(
        "{PROLOGUE}
    .reg .b16 %h<4>;
    .reg .f32 %f<4>;
    mov.u32 %r5, 0xffff0000;
    mov.u32 %r6, 0xff00ff00;
    mov.u32 %r7, 0xf0f0f0f0;
    lop3.b32 %r8, %r5, %r6, %r7, 0xca;
    st.global.u32 [%rd1], %r8;
    setp.eq.u32 %p1, %r1, 0;
    lop3.and.b32 %r9|%p2, %r5, %r6, %r7, 0x80, %p1;
    lop3.or.b32 _|%p3, %r5, %r5, %r5, 0x00, %p1;
    selp.u32 %r10, 1, 0, %p2;
    selp.u32 %r11, 1, 0, %p3;
    st.global.u32 [%rd1+4], %r9;
    st.global.v2.u32 [%rd1+8], {{%r10, %r11}};
    mov.f32 %f1, 0f3FA66666;
    cvt.rn.f16.f32 %h1, %f1;
    cvt.f32.f16 %f2, %h1;
    mov.b32 %r12, %f2;
    st.global.u32 [%rd1+16], %r12;
    mov.b16 %h2, 0xc2a0;
    cvt.rzi.s32.f16 %r13, %h2;
    st.global.u32 [%rd1+20], %r13;
    cvt.rn.f16.s32 %h3, %r13;
    cvt.u32.u16 %r14, %h3;
    st.global.u32 [%rd1+24], %r14;
    ret;"
    );
    let out = run_out(&body, 1, 1, &[0; 8]).unwrap();
    assert_eq!(out[0], 0xff00_f0f0, "a ? b : c");
    assert_eq!(out[1], 0xf000_0000, "a & b & c");
    assert_eq!(&out[2..4], &[1, 1], "(d != 0) and q; (0 != 0) or q");
    // 1.3 (0x3FA66666) rounds to 1331/1024 in binary16.
    assert_eq!(out[4], (1331.0f32 / 1024.0).to_bits());
    assert_eq!(out[5], (-3i32) as u32, "-3.3125 truncated");
    assert_eq!(out[6], 0xc200, "-3 in binary16");
    // What stays an error: a register table, a 64-bit lop3, a float carry.
    let cases = [
        ("lop3.b32 %r5, %r1, %r1, %r1, %r2;", "immLut"),
        ("lop3.b32 %r5, %r1, %r1, %r1, 256;", "immLut"),
        ("lop3.b64 %rd5, %rd1, %rd1, %rd1, 1;", "does not take"),
        ("lop3.and.b32 %r5, %r1, %r1, %r1, 1, %p1;", "d|p"),
        ("addc.f32 %r5, %r1, %r1;", "does not take"),
        ("mad.cc.u32 %r5, %r1, %r1, %r1;", ".lo or .hi"),
        ("add.cc.sat.s32 %r5, %r1, %r1;", "not supported"),
        ("lop3.sat.b32 %r5, %r1, %r1, %r1, 1;", "not supported"),
    ];
    for (code, want) in cases {
        let e = err_of(run_out(&format!("{PROLOGUE}\n {code}\n ret;"), 1, 1, &[0]));
        assert!(e.contains(want), "`{code}`: expected `{want}` in `{e}`");
    }
}

#[test]
fn special_registers() {
    let body = "
    .reg .b32 %r<12>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [k_param_0];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %tid.y;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %ctaid.z;
    mov.u32 %r5, %nctaid.z;
    mov.u32 %r6, %laneid;
    mov.u32 %r7, WARP_SZ;
    mad.lo.s32 %r8, %r2, %r3, %r1;
    mad.lo.s32 %r8, %r4, 6, %r8;
    mul.wide.u32 %rd2, %r8, 4;
    add.s64 %rd2, %rd1, %rd2;
    mul.lo.s32 %r9, %r4, 1000;
    mad.lo.s32 %r9, %r6, 10, %r9;
    add.s32 %r9, %r9, %r5;
    add.s32 %r9, %r9, %r7;
    st.u32 [%rd2], %r9;
    ret;";
    let m = module(&kernel(body, ".param .u64 k_param_0"));
    let mut mem = DeviceMemory::new();
    let b = u32_buf(&mut mem, &[0; 12]);
    let config = LaunchConfig {
        grid: [1, 1, 2],
        block: [3, 2, 1],
        fuel: 10_000,
        dynamic_shared_bytes: 0,
        ..LaunchConfig::default()
    };
    let stats = launch(&m, "k", &config, &[ArgValue::Buffer(b)], &mut mem).unwrap();
    assert_eq!(stats.instructions, 12 * 18);
    let want: Vec<u32> = (0..12)
        .map(|i| (i / 6) * 1000 + (i % 6) * 10 + 34)
        .collect();
    assert_eq!(u32s(&mem, b), want);
}

#[test]
fn atomics() {
    let body = format!(
        "{PROLOGUE}
    .shared .align 4 .b8 cnt[8];
    .reg .f32 %f<4>;
    setp.ne.u32 %p1, %r1, 0;
    @%p1 bra W;
    mov.u32 %r5, 0;
    st.shared.u32 [cnt], %r5;
    st.shared.u32 [cnt+4], %r5;
W:
    bar.sync 0;
    atom.shared.add.u32 %r6, [cnt], 1;
    atom.global.add.u32 %r7, [%rd1], 1;
    st.global.u32 [%rd3+4], %r6;
    atom.global.cas.b32 %r8, [%rd1+36], 0, %r4;
    mov.f32 %f1, 0f00000001;
    atom.global.add.f32 %f2, [%rd1+40], %f1;
    cvta.shared.u64 %rd5, cnt;
    atom.add.f32 %f3, [%rd5+4], %f1;
    bar.sync 0;
    @%p1 ret;
    ld.shared.u32 %r9, [cnt+4];
    st.global.u32 [%rd1+44], %r9;
    ret;"
    );
    let out = run_out(&body, 2, 4, &[0; 12]).unwrap();
    assert_eq!(out[0], 8);
    assert_eq!(&out[1..9], &[0, 1, 2, 3, 0, 1, 2, 3]);
    assert_eq!(
        out[9], 1,
        "cas succeeds while the word is 0: threads 0 and 1"
    );
    assert_eq!(
        out[10], 0,
        "atom.add.f32 on global memory flushes subnormals"
    );
    assert_eq!(out[11], 4, "atom.add.f32 on shared memory keeps them");
}

const CALLS: &str = ".version 7.0
.target sm_80
.address_size 64
.func (.param .b32 func_retval0) fib(.param .b32 fib_param_0);
.func (.param .align 8 .b8 func_retval0[16]) pair(.param .b32 pair_param_0)
{
    .reg .b32 %r<3>;
    .reg .b64 %rd<2>;
    ld.param.b32 %r1, [pair_param_0];
    cvt.s64.s32 %rd1, %r1;
    st.param.b32 [func_retval0], %r1;
    st.param.b64 [func_retval0+8], %rd1;
    ret;
}
.func (.param .b32 func_retval0) fib(.param .b32 fib_param_0)
{
    .reg .pred %p<2>;
    .reg .b32 %r<8>;
    ld.param.b32 %r1, [fib_param_0];
    setp.lt.s32 %p1, %r1, 2;
    @%p1 bra $L__BB1_2;
    {
    .param .b32 param0;
    add.s32 %r2, %r1, -1;
    st.param.b32 [param0+0], %r2;
    .param .b32 retval0;
    call.uni (retval0), fib, (param0);
    ld.param.b32 %r3, [retval0+0];
    }
    {
    .param .b32 param0;
    add.s32 %r4, %r1, -2;
    st.param.b32 [param0+0], %r4;
    .param .b32 retval0;
    call.uni (retval0), fib, (param0);
    ld.param.b32 %r5, [retval0+0];
    }
    add.s32 %r6, %r3, %r5;
    st.param.b32 [func_retval0+0], %r6;
    ret;
$L__BB1_2:
    st.param.b32 [func_retval0+0], %r1;
    ret;
}
.func (.param .b32 func_retval0) forgets()
{
    ret;
}
.func (.param .b32 func_retval0) caller()
{
    .reg .b32 %r<2>;
    .param .b32 r;
    call.uni (r), forgets, ();
    ld.param.b32 %r1, [r];
    st.param.b32 [func_retval0], %r1;
    ret;
}
";

#[test]
fn calls() {
    let m = module(CALLS);
    let mut mem = DeviceMemory::new();
    let r = call(&m, "fib", &[10], &mut mem, 1_000_000).unwrap();
    assert_eq!(r, 55u32.to_le_bytes());
    let r = call(&m, "pair", &[(-3i32) as u32 as u64], &mut mem, 1000).unwrap();
    assert_eq!(&r[..4], &(-3i32).to_le_bytes());
    assert_eq!(&r[8..], &(-3i64).to_le_bytes());
    let e = err_of(call(&m, "fib", &[5000], &mut mem, 100_000_000));
    assert!(e.contains("call depth exceeds 1024"), "{e}");
    let e = err_of(call(&m, "fib", &[30], &mut mem, 1000));
    assert!(e.contains("fuel"), "{e}");
    let e = err_of(call(&m, "caller", &[], &mut mem, 1000));
    assert!(e.contains("never written") && e.contains("caller"), "{e}");
    assert!(call(&m, "nope", &[], &mut mem, 10).is_err());
    assert!(call(&m, "fib", &[], &mut mem, 10).is_err());
}

#[test]
fn byval_params_and_generic_addresses() {
    let body = "
    .reg .b32 %r<8>;
    .reg .b64 %rd<8>;
    .local .align 8 .b8 __local_depot0[8];
    mov.u64 %rd1, k_param_0;
    ld.param.u32 %r1, [%rd1+4];
    cvta.param.u64 %rd2, %rd1;
    ld.u32 %r2, [%rd2+8];
    ld.param.u64 %rd3, [k_param_1];
    cvta.to.global.u64 %rd3, %rd3;
    mov.u64 %rd4, __local_depot0;
    cvta.local.u64 %rd5, %rd4;
    st.u32 [%rd5], %r1;
    ld.local.u32 %r3, [%rd4];
    add.s32 %r4, %r3, %r2;
    ld.param.u8 %r5, [k_param_2];
    add.s32 %r4, %r4, %r5;
    st.global.u32 [%rd3], %r4;
    ret;";
    let m = module(&kernel(
        body,
        ".param .align 8 .b8 k_param_0[16], .param .u64 k_param_1, .param .u8 k_param_2",
    ));
    let mut mem = DeviceMemory::new();
    let pv: Vec<u8> = [1u32, 20, 300, 4]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let p = mem.alloc_aligned(Space::Param, pv, 8).unwrap();
    let out = u32_buf(&mut mem, &[0]);
    let args = [
        ArgValue::Buffer(p),
        ArgValue::Buffer(out),
        ArgValue::Scalar(0x1_05),
    ];
    launch(&m, "k", &cfg(1, 1), &args, &mut mem).unwrap();
    assert_eq!(u32s(&mem, out), [325]);
    // Everything the launch placed in param memory is released again.
    let q = mem.alloc_aligned(Space::Param, vec![0; 4], 8).unwrap();
    let mut fresh = DeviceMemory::new();
    fresh.alloc_aligned(Space::Param, vec![0; 16], 8).unwrap();
    let q2 = fresh.alloc_aligned(Space::Param, vec![0; 4], 8).unwrap();
    assert_eq!(mem.address(q), fresh.address(q2));
    let e = err_of(launch(&m, "k", &cfg(1, 1), &args[..2], &mut mem));
    assert!(e.contains("takes 3 arguments"), "{e}");
    let bad = [
        ArgValue::Scalar(0),
        ArgValue::Buffer(out),
        ArgValue::Scalar(0),
    ];
    assert!(launch(&m, "k", &cfg(1, 1), &bad, &mut mem).is_err());
    assert!(launch(&m, "k", &cfg(0, 1), &args, &mut mem).is_err());
    assert!(launch(&m, "k", &cfg(1, 2048), &args, &mut mem).is_err());
}

#[test]
fn module_variables() {
    let text = "
.version 7.0
.target sm_80
.address_size 64
.global .align 4 .u32 g[2] = {5, 6};
.const .align 4 .f32 c = 0f3FC00000;
.global .align 8 .u64 p = generic(g);
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<6>;
    .reg .b64 %rd<4>;
    .reg .f32 %f<2>;
    ld.param.u64 %rd1, [out];
    ld.global.u32 %r1, [g+4];
    ld.const.f32 %f1, [c];
    cvt.rzi.u32.f32 %r2, %f1;
    add.s32 %r3, %r1, %r2;
    ld.global.u64 %rd2, [p];
    ld.u32 %r4, [%rd2];
    add.s32 %r3, %r3, %r4;
    st.global.u32 [g], %r3;
    ld.global.u32 %r5, [g];
    st.u32 [%rd1], %r5;
    ret;
}";
    let m = module(text);
    let mut mem = DeviceMemory::new();
    let out = u32_buf(&mut mem, &[0]);
    // g[1] + 1.5 truncated + g[0] (through the generic pointer p), into
    // g[0]: 6 + 1 + 5 = 12, then 6 + 1 + 12 = 19, since `.global`
    // variables persist across the launches that share device memory.
    for want in [12, 19] {
        launch(&m, "k", &cfg(1, 1), &[ArgValue::Buffer(out)], &mut mem).unwrap();
        assert_eq!(u32s(&mem, out), [want]);
    }
}

/// Addresses in initialisers as libNVVM writes them for byte arrays: each
/// byte a mask of the address (`0XFF(generic(x)+4)`, `0xFF00(...)`, ...,
/// the mask form of PTX 7.1), which must give the same 8 bytes as the
/// whole-word `.u64` form; and a variable whose initialiser names itself.
#[test]
fn address_initialisers_in_words_bytes_and_self_reference() {
    let bytes: Vec<String> = (0..8)
        .map(|k| format!("0x{:X}(generic(x)+4)", 0xFFu64 << (8 * k)))
        .collect();
    let text = format!(
        "
.version 7.8
.target sm_80
.address_size 64
.global .align 4 .b8 x[8];
.global .align 8 .u8 p[8] = {{{}}};
.global .align 8 .u64 q = generic(x)+4;
.global .align 8 .u64 me[2] = {{generic(me)+8, 77}};
.visible .entry k(.param .u64 out)
{{
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [out];
    ld.global.u64 %rd2, [p];
    ld.global.u64 %rd3, [q];
    sub.s64 %rd4, %rd2, %rd3;
    st.u64 [%rd1], %rd4;
    ld.global.u64 %rd2, [me];
    ld.u64 %rd5, [%rd2];
    st.u64 [%rd1+8], %rd5;
    ret;
}}",
        bytes.join(", ").replacen("0xFF(", "0XFF(", 1)
    );
    let m = module(&text);
    let mut mem = DeviceMemory::new();
    let out = mem.alloc(Space::Global, vec![0xAA; 16]).unwrap();
    launch(&m, "k", &cfg(1, 1), &[ArgValue::Buffer(out)], &mut mem).unwrap();
    let got = mem.bytes(out);
    assert_eq!(got[..8], [0; 8], "the byte form and the word form differ");
    assert_eq!(got[8..], 77u64.to_le_bytes(), "me[0] points at me[1]");
}

#[test]
fn resource_limits_are_errors() {
    let cases = [
        (
            ".shared .align 4 .b8 big[1073741824];\n ret;",
            "larger than",
        ),
        (".local .align 4 .b8 big[4294967295];\n ret;", "larger than"),
        (".local .align 8192 .b8 odd[4];\n ret;", "alignment"),
        (".param .b8 p[99999999];\n ret;", "larger than"),
        (".reg .b32 %x<2000000>;\n ret;", "registers"),
    ];
    for (code, want) in cases {
        let e = err_of(run_out(&format!("{PROLOGUE}\n {code}"), 1, 1, &[0]));
        assert!(e.contains(want), "`{code}`: expected `{want}` in `{e}`");
    }
    // 1024 threads with 2 MiB of local memory each exceed the CTA's budget.
    let e = err_of(run_out(
        &format!("{PROLOGUE}\n .local .align 4 .b8 d[2097152];\n ret;"),
        1,
        1024,
        &[0; 1024],
    ));
    assert!(e.contains("local variables exceed"), "{e}");
    // A grid of empty kernels still uses fuel.
    let m = module(&kernel("", ""));
    let mut mem = DeviceMemory::new();
    let config = LaunchConfig {
        grid: [i32::MAX as u32, 1, 1],
        block: [1024, 1, 1],
        fuel: 10_000,
        dynamic_shared_bytes: 0,
        ..LaunchConfig::default()
    };
    let e = err_of(launch(&m, "k", &config, &[], &mut mem));
    assert!(e.contains("fuel"), "{e}");
}

/// Deterministic xorshift for the mutation test.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn never_panics_on_mutated_programs() {
    let sources = [
        include_str!("../testdata/llc_sm80.ptx").to_string(),
        include_str!("../testdata/llc_mix.ptx").to_string(),
        include_str!("../testdata/nvvm_sm80.ptx").to_string(),
        include_str!("../testdata/nvvm_mix.ptx").to_string(),
        include_str!("../testdata/llc_ops.ptx").to_string(),
        include_str!("../testdata/nvvm_ops.ptx").to_string(),
        CALLS.to_string(),
    ];
    let words = [
        "%r1",
        "%rd1",
        "%p1",
        "0",
        "-1",
        "0x7fffffff",
        "[%rd1+-8]",
        "ld.shared.u64",
        "st.local.u8",
        "bar.sync 0",
        "ret",
        "cvt.rzi.s8.f64",
        "div.s32",
        "shl.b64",
        "retval0",
        "{",
        "}",
        "call.uni (retval0), fib, (param0)",
        "@%p1 bra LBB3_1",
        "atom.cas.b64",
        "sh",
        "gv+4",
    ];
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut ran = 0;
    for round in 0..1400 {
        let src = &sources[round % sources.len()];
        let mut toks: Vec<String> = src.split(' ').map(String::from).collect();
        for _ in 0..1 + next(&mut state) % 3 {
            let i = (next(&mut state) as usize) % toks.len();
            let w = words[(next(&mut state) as usize) % words.len()];
            toks[i] = w.to_string();
        }
        let text = toks.join(" ");
        let Ok(m) = parse(&text) else { continue };
        let _ = check(&m);
        let mut mem = DeviceMemory::new();
        let bufs: Vec<ArgValue> = (0..6)
            .map(|_| ArgValue::Buffer(mem.alloc(Space::Global, vec![0; 64]).unwrap()))
            .collect();
        let param = mem.alloc_aligned(Space::Param, vec![0; 16], 8).unwrap();
        for f in &m.functions {
            let args: Vec<ArgValue> = f
                .params
                .iter()
                .enumerate()
                .map(|(i, p)| match (p.array, p.ty.bits()) {
                    (Some(_), _) => ArgValue::Buffer(param),
                    (None, 64) => bufs[i % bufs.len()],
                    _ => ArgValue::Scalar(i as u64),
                })
                .collect();
            let config = LaunchConfig {
                grid: [2, 1, 1],
                block: [3, 1, 1],
                fuel: 5_000,
                dynamic_shared_bytes: 0,
                ..LaunchConfig::default()
            };
            if f.is_entry {
                let _ = launch(&m, &f.name, &config, &args, &mut mem);
            } else {
                let _ = call(&m, &f.name, &[3, 4], &mut mem, 5_000);
            }
            ran += 1;
        }
    }
    assert!(ran > 100, "only {ran} mutated functions ran");
}
