//! The simulator on the PTX that llc-22 and libnvvm compiled from the
//! LLVM IR kernels in `testdata/*.ll`: every output is compared with a
//! value computed here, in Rust, from the LLVM IR's semantics (never with
//! the simulator's own output). Each kernel runs in both compilations.

use super::tests::{cfg, module, u32_buf, u32s};
use super::*;

/// Runs the `saxpy` and `loop` kernels of `llc_sm80.ll` (as compiled into
/// `text`) and compares with values computed here from the LLVM IR.
fn check_saxpy_and_loop(text: &str) {
    let m = module(text);
    assert!(check(&m).is_empty(), "{:?}", check(&m));
    let mut mem = DeviceMemory::new();
    let f32_buf = |mem: &mut DeviceMemory, v: Vec<f32>| {
        mem.alloc(
            Space::Global,
            v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        )
        .unwrap()
    };
    let x = f32_buf(&mut mem, (0..8).map(|i| i as f32).collect());
    let y = f32_buf(&mut mem, (0..8).map(|i| 1.0 + i as f32).collect());
    let mut s = 7u32.to_le_bytes().to_vec();
    s.extend(0.25f32.to_le_bytes());
    s.extend(9u64.to_le_bytes());
    let s = mem.alloc_aligned(Space::Param, s, 8).unwrap();
    let args = [
        ArgValue::Scalar(8),
        ArgValue::Scalar(2.0f32.to_bits() as u64),
        ArgValue::Buffer(x),
        ArgValue::Buffer(y),
        ArgValue::Buffer(s),
        ArgValue::Scalar(0xfe),
    ];
    launch(&m, "saxpy", &cfg(2, 4), &args, &mut mem).unwrap();
    let sq = |i: u32| 2f32.mul_add(i as f32, 1.0 + i as f32).sqrt();
    let want: Vec<u32> = (0..8u32)
        .map(|i| {
            let sum = sq(i ^ 1) + 0.25;
            let sum = sum + (i * 8 + 7) as f32;
            let sum = sum + i as f32;
            let sum = sum + (2 + i) as f32;
            (sum * 2.5 - -2.0).to_bits()
        })
        .collect();
    assert_eq!(u32s(&mem, y), want);
    // The loop kernel: a local array, a switch and a vector store.
    let out = u32_buf(&mut mem, &[0; 4]);
    for (n, want) in [(0u32, 0u32), (1, 1), (3, 1)] {
        let args = [ArgValue::Buffer(out), ArgValue::Scalar(n as u64)];
        launch(&m, "loop", &cfg(1, 1), &args, &mut mem).unwrap();
        assert_eq!(u32s(&mem, out)[0], want, "n = {n}");
    }
    let args = [ArgValue::Buffer(out), ArgValue::Scalar(5)];
    launch(&m, "loop", &cfg(1, 1), &args, &mut mem).unwrap();
    let v = (5u32 << 5) >> 3 >> 5;
    assert_eq!(u32s(&mem, out)[0], v.count_ones().leading_zeros());
}

#[test]
fn llc_saxpy_kernel() {
    check_saxpy_and_loop(include_str!("../testdata/llc_sm80.ptx"));
}

#[test]
fn nvvm_saxpy_kernel() {
    check_saxpy_and_loop(include_str!("../testdata/nvvm_sm80.ptx"));
}

/// Runs the `mix` kernel of `llc_mix.ll` (as compiled into `text`) and
/// compares every output with values computed here from the LLVM IR.
fn check_mixed_types(text: &str) {
    let m = module(text);
    assert!(check(&m).is_empty(), "{:?}", check(&m));
    let mut mem = DeviceMemory::new();
    let v8: [u8; 4] = [5, 200, 0x7f, 0x81];
    let v16: [i16; 4] = [-7, 300, -32768, 5];
    let v32: [u32; 4] = [0x1234_5678, 0x8000_0001, 0xffff_ffff, 0x0f0f_0f0f];
    let v64: [u64; 4] = [1, u64::MAX, 0x1234_5678_9abc_def0, 42];
    let vf: [f32; 4] = [0.3, -2.75, 7.5, 100.25];
    let vd: [f64; 4] = [1.5, 2.5, -3.0, 1e300];
    let mut alloc = |bytes: Vec<u8>| mem.alloc(Space::Global, bytes).unwrap();
    let ids = [
        alloc(v8.to_vec()),
        alloc(v16.iter().flat_map(|x| x.to_le_bytes()).collect()),
        alloc(v32.iter().flat_map(|x| x.to_le_bytes()).collect()),
        alloc(v64.iter().flat_map(|x| x.to_le_bytes()).collect()),
        alloc(vf.iter().flat_map(|x| x.to_le_bytes()).collect()),
        alloc(vd.iter().flat_map(|x| x.to_le_bytes()).collect()),
    ];
    let args: Vec<ArgValue> = ids.iter().map(|&b| ArgValue::Buffer(b)).collect();
    launch(&m, "mix", &cfg(1, 4), &args, &mut mem).unwrap();
    let bytes = |i: usize| mem.bytes(ids[i]).to_vec();
    for t in 0..4 {
        let s8 = (v8[t].wrapping_mul(3) as i8) >> 1;
        let d16 = (s8 as i16).max(v16[t]) / 3;
        let b16 = i16::from_le_bytes([bytes(1)[2 * t], bytes(1)[2 * t + 1]]);
        assert_eq!(b16, d16, "i16 at {t}");
        let ex = (v32[t].rotate_left(t as u32).swap_bytes() as i32).wrapping_abs() as u32;
        let b32 = u32::from_le_bytes(bytes(2)[4 * t..4 * t + 4].try_into().unwrap());
        assert_eq!(b32, (ex >> 5) & 1023, "i32 at {t}");
        let sh = (v64[t].wrapping_mul(-7046029254386353131i64 as u64) as i64) >> 13;
        let b64 = i64::from_le_bytes(bytes(3)[8 * t..8 * t + 8].try_into().unwrap());
        assert_eq!(b64, sh, "i64 at {t}");
        let sum = vf[t].min(0.5).floor() + vf[t].abs();
        assert_eq!(bytes(0)[t], vf[t].abs() as u8, "u8 at {t}");
        let sel = if vf[t] < 1.0 { sum } else { vf[t] };
        let bf = f32::from_le_bytes(bytes(4)[4 * t..4 * t + 4].try_into().unwrap());
        assert_eq!(bf.to_bits(), sel.to_bits(), "f32 at {t}");
        let dd = vd[t].max(2.0).round_ties_even() / (sum as i32) as f64 * sel as f64;
        let bd = f64::from_le_bytes(bytes(5)[8 * t..8 * t + 8].try_into().unwrap());
        assert_eq!(bd.to_bits(), dd.to_bits(), "f64 at {t}");
    }
}

#[test]
fn llc_mixed_types_kernel() {
    check_mixed_types(include_str!("../testdata/llc_mix.ptx"));
}

#[test]
fn nvvm_mixed_types_kernel() {
    check_mixed_types(include_str!("../testdata/nvvm_mix.ptx"));
}

/// Threads of the `ops` kernel: its `.reqntid` (64, 1, 1).
const OPS_THREADS: usize = 64;

/// Deterministic xorshift for inputs.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// `llvm.fshr.i32`.
fn fshr32(hi: u32, lo: u32, shift: u32) -> u32 {
    let both = (u64::from(hi) << 32) | u64::from(lo);
    (both >> (shift % 32)) as u32
}

/// `llvm.fshl.i64`.
fn fshl64(hi: u64, lo: u64, shift: u64) -> u64 {
    let both = (u128::from(hi) << 64) | u128::from(lo);
    ((both << (shift % 64)) >> 64) as u64
}

/// The four output words of `ops` for input words `[a, b, c, d]`.
fn ops_words([a, b, c, d]: [u32; 4]) -> [u32; 4] {
    let sel = (a & b) | (!a & c);
    let br = (sel ^ d).reverse_bits();
    let um = fshr32(a, b, c).min(b.trailing_zeros());
    let ins = (br & 0xffff_00ff) | ((um << 8) & 0xff00);
    let r0 = ins.wrapping_add((d >> 7) & 31) as i32;
    let bs32 = i32::from((a as u16).swap_bytes() as i16);
    let mw = u64::from(a) * u64::from(b) + u64::from(c);
    let pc64 = u64::from(mw.count_ones());
    let cl64 = i64::from(mw.leading_zeros());
    let mx64 = (fshl64(mw, mw.reverse_bits(), pc64) as i64).max(cl64);
    let o0 = (r0 / 7).wrapping_add(bs32) as u32;
    let o1 = ((a as i32) % 13).wrapping_add((b / 10) as i32) as u32;
    let o2 = ((mw >> 32) as u32) ^ (mx64 as u32);
    let o3 = if a > b && (c as i32) < (d as i32) {
        o0
    } else {
        o1
    };
    [o0, o1, o2, o3]
}

/// `x` rounded to the nearest binary16 value, ties to even, for `|x|` up
/// to 65504: a multiple of the binary16 spacing at `x`'s exponent
/// (2^-24 below the normal range).
fn to_half_grid(x: f32) -> f32 {
    let exponent = ((x.to_bits() >> 23) & 0xff) as i32 - 127;
    let spacing = 2f32.powi(exponent.max(-14) - 10);
    (x / spacing).round_ties_even() * spacing
}

/// The float output of `ops` for input `f`.
fn ops_float(f: f32) -> f32 {
    let s2 = 2f32.copysign(-f).max(f) + f.trunc() / 3.0 + f.ceil();
    if f.is_nan() || s2.is_nan() {
        1.0
    } else {
        to_half_grid(s2)
    }
}

/// Runs `ops` (64 threads) and `wide` of `llc_ops.ll` compiled into `text`.
fn check_ops_and_wide(text: &str) {
    let m = module(text);
    assert!(check(&m).is_empty(), "{:?}", check(&m));
    let mut mem = DeviceMemory::new();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut words: Vec<[u32; 4]> = vec![
        [0x1234_5678, 0x9abc_def0, 5, 0x7fff_ffff],
        [0xffff_fff0, 0x10, (-3i32) as u32, 0],
        [0xdead_beef, 0, 0, 0x80],
        [7, 0x8000_0000, 33, u32::MAX],
    ];
    while words.len() < OPS_THREADS {
        let r = next(&mut state);
        let s = next(&mut state);
        words.push([r as u32, (r >> 32) as u32, s as u32, (s >> 32) as u32]);
    }
    let mut floats = vec![0.3f32, -2.75, 7.5, f32::NAN];
    floats.extend((floats.len()..OPS_THREADS).map(|k| (k as f32 - 40.0) * 0.37));
    let input: Vec<u32> = words.iter().flatten().copied().collect();
    let fin: Vec<u32> = floats.iter().map(|f| f.to_bits()).collect();
    let ids = [
        u32_buf(&mut mem, &input),
        u32_buf(&mut mem, &vec![0; 4 * OPS_THREADS]),
        u32_buf(&mut mem, &fin),
        u32_buf(&mut mem, &vec![0; OPS_THREADS]),
    ];
    let args: Vec<ArgValue> = ids.iter().map(|&b| ArgValue::Buffer(b)).collect();
    launch(&m, "ops", &cfg(1, OPS_THREADS as u32), &args, &mut mem).unwrap();
    let out = u32s(&mem, ids[1]);
    let fout = u32s(&mem, ids[3]);
    for (t, w) in words.iter().enumerate() {
        assert_eq!(out[4 * t..4 * t + 4], ops_words(*w), "words of thread {t}");
        let want = ops_float(floats[t]);
        assert_eq!(fout[t], want.to_bits(), "float of thread {t}: {want}");
    }
    // Hand-checked: 1.3 lies between 1331/1024 and 1332/1024, nearer the first.
    assert_eq!(f32::from_bits(fout[0]), 1331.0 / 1024.0);

    let xs: [u128; 4] = [
        3,
        u128::MAX,
        (1 << 64) | 0xffff_ffff_ffff_fff7,
        0x1234_5678_9abc_def0_0fed_cba9_8765_4321,
    ];
    let n = 5u32;
    let a = mem
        .alloc(
            Space::Global,
            xs.iter().flat_map(|x| x.to_le_bytes()).collect(),
        )
        .unwrap();
    let o = mem.alloc(Space::Global, vec![0; 16 * xs.len()]).unwrap();
    let flags = mem.alloc(Space::Global, vec![0; 16 * xs.len()]).unwrap();
    let args = [
        ArgValue::Buffer(a),
        ArgValue::Buffer(o),
        ArgValue::Buffer(flags),
        ArgValue::Scalar(u64::from(n)),
    ];
    launch(&m, "wide", &cfg(1, xs.len() as u32), &args, &mut mem).unwrap();
    for (t, &x) in xs.iter().enumerate() {
        let s = x.wrapping_mul(x).wrapping_add(x) >> 67;
        let got = u128::from_le_bytes(mem.bytes(o)[16 * t..16 * t + 16].try_into().unwrap());
        assert_eq!(got, s, "i128 of thread {t}");
        let mut acc = x as u32;
        for k in 0..n {
            let (sum, overflow) = acc.overflowing_add(k);
            acc = sum.wrapping_add(u32::from(overflow));
        }
        let f = &mem.bytes(flags)[16 * t..16 * t + 16];
        let word = |i: usize| u32::from_le_bytes(f[i..i + 4].try_into().unwrap());
        let square_is_4 = (acc as u8).wrapping_mul(acc as u8) == 4;
        assert_eq!(f[0], u8::from(square_is_4), "bool of thread {t}");
        assert_eq!(word(4), acc.max(t as u32), "umax of thread {t}");
        assert_eq!(
            word(8),
            (s as u32) ^ ((s >> 32) as u32),
            "halves of thread {t}"
        );
    }
    // Thread 2's accumulator wraps to 2 (hand-checked), whose square is 4.
    assert_eq!(mem.bytes(flags)[32], 1);
}

#[test]
fn llc_ops_kernels() {
    check_ops_and_wide(include_str!("../testdata/llc_ops.ptx"));
}

#[test]
fn nvvm_ops_kernels() {
    check_ops_and_wide(include_str!("../testdata/nvvm_ops.ptx"));
}
