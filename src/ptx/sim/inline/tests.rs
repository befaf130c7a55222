//! Tests of the inline-assembly runner: snippets as CUDA headers, libdevice
//! and cub write them, run on registers and the interpreter's memory.
//! Expected values are computed by hand or by the Python shown beside them.

use super::*;
use crate::interp::memory::to_generic;
use crate::ir::Space;
use ScalarType::*;

/// One thread of a 64-thread CTA: lane 5 of warp 1.
const THREAD: ThreadPosition = ThreadPosition {
    tid: [37, 0, 0],
    ntid: [64, 1, 1],
    ctaid: [2, 0, 0],
    nctaid: [4, 1, 1],
};

/// Memory for a run: device memory, a shared and a local region.
pub(super) struct World {
    pub memory: DeviceMemory,
    pub shared: Region,
    pub local: Region,
    pub fuel: u64,
}

impl World {
    pub fn new() -> World {
        World {
            memory: DeviceMemory::new(),
            shared: Region::new(Space::Shared),
            local: Region::new(Space::Local),
            fuel: 10_000,
        }
    }

    pub fn env(&mut self) -> InlineEnv<'_> {
        InlineEnv {
            memory: &mut self.memory,
            shared: &mut self.shared,
            local: &mut self.local,
            thread: THREAD,
            fuel: &mut self.fuel,
        }
    }
}

/// Parses `text` over `regs` and runs it on `values`; returns the values after.
pub(super) fn run(text: &str, regs: &[(&str, ScalarType)], values: &[u64]) -> Vec<u64> {
    let snippet = InlinePtx::parse(text, regs).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut world = World::new();
    let mut v = values.to_vec();
    snippet
        .run(&mut v, world.env())
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    v
}

fn parse_err(text: &str, regs: &[(&str, ScalarType)]) -> InlineError {
    match InlinePtx::parse(text, regs) {
        Ok(_) => panic!("expected an error for\n{text}"),
        Err(e) => e,
    }
}

/// libdevice's 64 x 64 -> 128-bit high product (`__nv_umul64hi`'s asm):
/// a scope with its own registers, `mov.b64` unpacking and packing, and a
/// carry chain through `mad.lo.cc`/`madc`.
#[test]
fn libdevice_umul64hi_scope() {
    let text = "{\n\t.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\n\
        \tmov.b64         {alo,ahi}, %a2;   \n\tmov.b64         {blo,bhi}, %a3;   \n\
        \tmul.lo.u32      r0, alo, blo;    \n\tmul.hi.u32      r1, alo, blo;    \n\
        \tmad.lo.cc.u32   r1, alo, bhi, r1;\n\tmadc.hi.u32     r2, alo, bhi,  0;\n\
        \tmad.lo.cc.u32   r1, ahi, blo, r1;\n\tmadc.hi.cc.u32  r2, ahi, blo, r2;\n\
        \tmadc.hi.u32     r3, ahi, bhi,  0;\n\tmad.lo.cc.u32   r2, ahi, bhi, r2;\n\
        \taddc.u32        r3, r3,  0;      \n\tmov.b64         %a0, {r0,r1};     \n\
        \tmov.b64         %a1, {r2,r3};     \n\t}";
    let regs = [("a0", B64), ("a1", B64), ("a2", B64), ("a3", B64)];
    let (a, b) = (0xfedc_ba98_7654_3210u64, 0x0123_4567_89ab_cdefu64);
    let out = run(text, &regs, &[0, 0, a, b]);
    // Python: p = 0xfedcba9876543210 * 0x0123456789abcdef
    //         hex(p & (2**64-1)), hex(p >> 64)
    assert_eq!(out[0], 0x2236_d88f_e561_8cf0);
    assert_eq!(out[1], 0x0121_fa00_ad77_d742);
    assert_eq!(&out[2..], &[a, b]);
}

/// Labels, a loop and guards inside a snippet: the sum 0 + 1 + ... + (n - 1).
#[test]
fn loops_and_guards() {
    let text = "{ .reg .pred p; .reg .b32 t;
        mov.b32 t, 0;
        mov.b32 %r0, 0;
    LOOP:
        setp.ge.u32 p, t, %r1;
        @p bra DONE;
        add.u32 %r0, %r0, t;
        add.u32 t, t, 1;
        bra LOOP;
    DONE:
    }";
    let regs = [("r0", B32), ("r1", B32)];
    assert_eq!(run(text, &regs, &[7, 10]), vec![45, 10]);
    assert_eq!(run(text, &regs, &[7, 0]), vec![0, 0]);
    // `@!p` and a predicate operand: selects without a branch.
    let text =
        "{ .reg .pred q;\n setp.lt.s32 q, %r1, 0;\n @!q mov.b32 %r0, %r1;\n @q neg.s32 %r0, %r1; }";
    assert_eq!(run(text, &regs, &[0, (-5i32) as u32 as u64])[0], 5);
    assert_eq!(run(text, &regs, &[0, 9])[0], 9);
    // A predicate operand register (constraint `b`) in and out.
    let text = "setp.ne.and.b32 %p0, %r0, 0, %p1;";
    assert_eq!(
        run(text, &[("p0", Pred), ("r0", B32), ("p1", Pred)], &[0, 3, 1]),
        vec![1, 3, 1]
    );
}

/// Operand names with or without `%`, snippet names without it, and
/// `%r<N>` ranges declared in a scope.
#[test]
fn register_names() {
    let text = "{ .reg .b32 t<2>; mov.b32 t0, 3; mov.b32 t1, 4; mad.lo.u32 x, t0, t1, %y; }";
    assert_eq!(run(text, &[("x", B32), ("y", B32)], &[0, 5]), vec![17, 5]);
    let e = parse_err("mov.b32 %x, 1;", &[("x", B32), ("%x", B32)]);
    assert!(e.message.contains("given twice"), "{e}");
    let text = "add.u32 %out, %in, 1;";
    assert_eq!(
        run(text, &[("%out", B32), ("%in", B32)], &[0, 41]),
        vec![42, 41]
    );
}

/// Special registers read the thread's position.
#[test]
fn special_registers() {
    let regs = [("r0", B32), ("r1", B32), ("r2", B32), ("r3", B32)];
    let text = "mov.u32 %r0, %laneid; mov.u32 %r1, %lanemask_lt; \
        mov.u32 %r2, %warpid; mov.u32 %r3, WARP_SZ;";
    // Linear index 37: lane 5, warp 1.
    assert_eq!(run(text, &regs, &[0; 4]), vec![5, 0x1f, 1, 32]);
    let text = "mov.u32 %r0, %tid.x; mov.u32 %r1, %ntid.x; mov.u32 %r2, %ctaid.x; \
        mov.u32 %r3, %nctaid.x;";
    assert_eq!(run(text, &regs, &[0; 4]), vec![37, 64, 2, 4]);
    let text = "mov.u32 %r0, %lanemask_le; mov.u32 %r1, %lanemask_ge; \
        mov.u32 %r2, %lanemask_gt; mov.u32 %r3, %lanemask_eq;";
    assert_eq!(
        run(text, &regs, &[0; 4]),
        vec![0x3f, 0xffff_ffe0, 0xffff_ffc0, 0x20]
    );
}

/// Loads and stores reach the interpreter's memory: a global buffer through
/// its generic address (`.v4`, `.nc` and cache hints), shared memory
/// through a generic address and through a shared-space one, guarded
/// stores.
#[test]
fn memory_through_generic_addresses() {
    let mut world = World::new();
    let bytes: Vec<u8> = (0u32..8).flat_map(|i| (i * 10).to_le_bytes()).collect();
    let buf = world.memory.alloc(Space::Global, bytes).unwrap();
    let global = to_generic(Space::Global, world.memory.address(buf));
    let shared = world.shared.allocate(16, 16, None).unwrap();
    let text = "{ .reg .b32 a, b, c, d;\n\
        ld.global.nc.L1::evict_last.v4.u32 {a, b, c, d}, [%g+16];\n\
        add.u32 a, a, d;\n\
        st.u32 [%s], a;\n\
        st.shared.cg.u32 [%sh+4], b;\n\
        @%p st.global.wb.u32 [%g], c;\n\
        @!%p st.global.wb.u32 [%g+4], c;\n\
        ld.u32 %r0, [%s];\n\
        ld.shared.v2.u32 {%r1, b}, [%sh]; }";
    let regs = [
        ("g", B64),
        ("s", B64),
        ("sh", B32),
        ("p", Pred),
        ("r0", B32),
        ("r1", B32),
    ];
    let snippet = InlinePtx::parse(text, &regs).unwrap();
    let gen_shared = to_generic(Space::Shared, shared);
    let mut v = [global, gen_shared, shared, 1, 0, 0];
    snippet.run(&mut v, world.env()).unwrap();
    // a = 40, d = 70, b = 50, c = 60.
    assert_eq!(&v[4..], &[110, 110]);
    assert_eq!(world.shared.read(shared + 4, 4), Ok(50));
    let words: Vec<u32> = world
        .memory
        .bytes(buf)
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert_eq!(words, vec![60, 10, 20, 30, 40, 50, 60, 70]);
    // A misaligned vector access is the simulator's error, located.
    let e = InlinePtx::parse("ld.global.v2.u32 {%r0, %r1}, [%g+4];", &regs)
        .unwrap()
        .run(&mut v, world.env())
        .unwrap_err();
    assert_eq!((e.line, e.col), (1, 1));
    assert!(e.message.contains("not aligned"), "{e}");
}

/// Errors name the instruction and carry its line and column in the snippet.
#[test]
fn errors_are_located() {
    let regs = [("r0", B32), ("r1", B32)];
    let e = parse_err("mov.b32 %r0, 1;\n  frobnicate.b32 %r0, %r1;", &regs);
    assert_eq!((e.line, e.col), (2, 3));
    assert!(
        e.message.contains("unknown instruction `frobnicate`"),
        "{e}"
    );
    // A PTX instruction the simulator does not run.
    let e = parse_err(
        "{\n\tvshr.u32.u32.u32.clamp.add %r0, %r1, %r1, %r1;\n}",
        &regs,
    );
    assert_eq!((e.line, e.col), (2, 2));
    assert!(e.message.contains("`vshr`"), "{e}");
    // Warp-collective instructions and barriers wait for warp execution.
    for (text, what) in [
        ("shfl.sync.idx.b32 %r0, %r1, 0, 31, -1;", "warp-collective"),
        ("vote.sync.ballot.b32 %r0, 1, -1;", "warp-collective"),
        ("bar.warp.sync -1;", "warp-collective"),
        ("redux.sync.add.u32 %r0, %r1, -1;", "warp-collective"),
        ("match.any.sync.b32 %r0, %r1, -1;", "warp-collective"),
        ("bar.sync 0;", "barrier"),
        ("exit;", "not supported"),
    ] {
        let e = parse_err(&format!("add.u32 %r0, %r0, 1;\n {text}"), &regs);
        assert_eq!((e.line, e.col), (2, 2), "{text}");
        assert!(e.message.contains(what), "{text}: {e}");
        assert!(e.message.contains("inline asm"), "{text}: {e}");
    }
    // Malformed text.
    for (text, at) in [
        ("add.u32 %r0, %r1\nmov.b32 %r0, %r1;", (2, 1)),
        ("{ add.u32 %r0, %r1, 1;", (1, 1)),
        ("add.u32 %r0, %r1, 1; }", (1, 22)),
        ("mov.b32 %r0, %r1;\n\tmov.b32 %r0, [%r1;", (2, 19)),
        ("add.u32 %r0, %q, 1;", (1, 1)),
        ("bra NOWHERE;", (1, 1)),
        ("L: L: ret;", (1, 1)),
        ("{ .local .b32 x[4]; }", (1, 3)),
        ("add.u32 %r0, %r1, 1.5;", (1, 1)),
        ("mov.b32 %r0, 0x1`;", (1, 17)),
    ] {
        let e = parse_err(text, &regs);
        assert_eq!((e.line, e.col), at, "{text}: {e}");
    }
    // Run-time errors: a fault and an endless loop.
    let snippet = InlinePtx::parse("mov.b32 %r0, 1;\n div.u32 %r0, %r0, %r1;", &regs).unwrap();
    let mut world = World::new();
    let e = snippet.run(&mut [0, 0], world.env()).unwrap_err();
    assert_eq!((e.line, e.col), (2, 2));
    assert!(e.message.contains("division by zero"), "{e}");
    let snippet = InlinePtx::parse("L:\n bra L;", &regs).unwrap();
    let e = snippet.run(&mut [0, 0], world.env()).unwrap_err();
    assert!(e.message.contains("out of fuel"), "{e}");
    assert_eq!(world.fuel, 0);
    let e = snippet.run(&mut [0], world.env()).unwrap_err();
    assert!(e.message.contains("2 operand registers"), "{e}");
}
