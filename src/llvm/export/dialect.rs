//! What differs between the LLVM IR dialects the exporter can write, in
//! one place: the module header, how a pointer type is spelt, how a kernel
//! is marked, and the names of the NVVM intrinsics it calls.
//!
//! Takes a [`Dialect`] and the pieces to print (an address space, an
//! element type, a special register); gives text, or answers whether a
//! construct exists in the dialect. Two dialects:
//!
//! - `modern` (LLVM 17 and later): opaque `ptr`, the `ptx_kernel` calling
//!   convention, `poison`, `fneg`, the `llvm.smin`/`abs`/`fptosi.sat`/
//!   `minimumnum` intrinsics, `align` on atomics.
//! - `nvvm7`, for NVIDIA's libNVVM (13.x reads LLVM 7 text): typed
//!   pointers (`float addrspace(1)*`; the emitter bitcasts where the IR
//!   reinterprets memory), kernels listed in `!nvvm.annotations`,
//!   `!nvvmir.version = !{!{i32 2, i32 0}}`, `undef` for `poison`,
//!   `fsub -0.0, x` for `fneg`, `llvm.nvvm.barrier0`, the NVVM min/max
//!   and round-toward-zero conversion intrinsics (`llvm.nvvm.fmin.f`,
//!   `llvm.nvvm.f2i.rz`) and `icmp`+`select` where LLVM 7 has no
//!   intrinsic, `llvm.lifetime.start.p0i8(i64 N, i8* p)`, and no `align`
//!   on `atomicrmw`/`cmpxchg`.
//!
//! The emitter never spells these itself: it asks the dialect.
//! Invariant: every intrinsic name returned for `modern` is one `llc-22
//! -march=nvptx64` accepts and `ptxlift import` understands (see
//! `src/llvm/translate/calls.rs`); every one returned for `nvvm7` is one
//! LLVM 7's NVPTX target declares, which libnvvm 13.5 accepts.

use crate::ir::{FenceScope, LaunchBounds, Space, SpecialReg};

/// The NVPTX data layout of LLVM 22 for 64-bit pointers (what `opt`
/// fills in for the `nvptx64-nvidia-cuda` triple).
pub const NVPTX64_DATALAYOUT: &str = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";

/// The data layout libNVVM documents for 64-bit NVVM IR (LLVM 7 syntax).
pub const NVVM7_DATALAYOUT: &str = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64";

/// The NVVM IR version libNVVM 13.x reads (`!nvvmir.version`).
pub const NVVM_IR_VERSION: (u32, u32) = (2, 0);

/// The target triple of every exported module.
pub const NVPTX64_TRIPLE: &str = "nvptx64-nvidia-cuda";

/// The LLVM IR dialect to write.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    /// LLVM 17+ text: opaque pointers, `define ptx_kernel` for kernels.
    Modern,
    /// LLVM 7 text for libNVVM: typed pointers, `!nvvm.annotations`.
    Nvvm7,
}

impl Dialect {
    /// Every dialect, for option parsing.
    pub const ALL: [Dialect; 2] = [Dialect::Modern, Dialect::Nvvm7];

    /// The dialect named `name`, or a sentence listing the dialects.
    pub fn parse(name: &str) -> Result<Dialect, String> {
        Dialect::from_name(name).ok_or_else(|| {
            let names: Vec<&str> = Dialect::ALL.iter().map(|d| d.name()).collect();
            format!(
                "unknown dialect `{name}`; the dialects are: {}",
                names.join(", ")
            )
        })
    }

    /// The dialect's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Dialect::Modern => "modern",
            Dialect::Nvvm7 => "nvvm7",
        }
    }

    /// Looks a dialect up by its command-line name.
    pub fn from_name(name: &str) -> Option<Dialect> {
        Dialect::ALL.into_iter().find(|d| d.name() == name)
    }

    /// The module header: data layout and triple.
    pub fn header(self) -> String {
        match self {
            Dialect::Modern => format!(
                "target datalayout = \"{NVPTX64_DATALAYOUT}\"\ntarget triple = \"{NVPTX64_TRIPLE}\"\n"
            ),
            Dialect::Nvvm7 => format!(
                "target datalayout = \"{NVVM7_DATALAYOUT}\"\ntarget triple = \"{NVPTX64_TRIPLE}\"\n"
            ),
        }
    }

    /// The type of a pointer into address space `addrspace` to values of
    /// LLVM type `pointee` (used by typed-pointer dialects only). Two
    /// pointers need a `bitcast` between them exactly when their types
    /// differ here.
    pub fn ptr_ty(self, addrspace: u32, pointee: &str) -> String {
        match (self, addrspace) {
            (Dialect::Modern, 0) => "ptr".to_string(),
            (Dialect::Modern, n) => format!("ptr addrspace({n})"),
            (Dialect::Nvvm7, 0) => format!("{pointee}*"),
            (Dialect::Nvvm7, n) => format!("{pointee} addrspace({n})*"),
        }
    }

    /// A kernel parameter passed by value as `size` bytes aligned to
    /// `align`: its type and attributes, before the parameter's name.
    pub fn byval_param(self, size: u32, align: u32) -> String {
        let agg = format!("[{size} x i8]");
        match self {
            Dialect::Modern => format!("ptr byval({agg}) align {align}"),
            Dialect::Nvvm7 => format!("{} byval align {align}", self.ptr_ty(0, &agg)),
        }
    }

    /// The value of an unused or undefined operand.
    pub fn poison(self) -> &'static str {
        match self {
            Dialect::Modern => "poison",
            Dialect::Nvvm7 => "undef",
        }
    }

    /// The right-hand side negating float `xt` (`float %x`), sign bit
    /// only.
    pub fn fneg(self, ty: &str, x: &str) -> String {
        match self {
            Dialect::Modern => format!("fneg {ty} {x}"),
            Dialect::Nvvm7 => format!("fsub {ty} -0.0, {x}"),
        }
    }

    /// The right-hand side computing `prmt.b32` (default mode) of the
    /// three `i32` operands `args`: `llvm.nvvm.prmt` (LLVM 21+), or in
    /// dialects without it the PTX instruction as inline assembly (which
    /// libNVVM passes through).
    pub fn prmt(self, args: &[String; 3]) -> Option<String> {
        let [a, b, c] = args;
        match self {
            Dialect::Modern => None,
            Dialect::Nvvm7 => Some(format!(
                "call i32 asm \"prmt.b32 $0, $1, $2, $3;\", \"=r,r,r,r\"(i32 {a}, i32 {b}, i32 {c})"
            )),
        }
    }

    /// The right-hand side computing a funnel shift of `hi:lo` by
    /// `min(n, 32)` of the three `i32` operands `[hi, lo, n]`, where the
    /// dialect has no `llvm.nvvm.fsh[lr].clamp` (LLVM 20+): PTX's
    /// `shf.l/r.clamp` as inline assembly (its `a` is the low word).
    pub fn funnel_clamp(self, dir: Funnel, args: &[String; 3]) -> Option<String> {
        let [hi, lo, n] = args;
        let d = match dir {
            Funnel::Left => "l",
            Funnel::Right => "r",
        };
        match self {
            Dialect::Modern => None,
            Dialect::Nvvm7 => Some(format!(
                "call i32 asm \"shf.{d}.clamp.b32 $0, $1, $2, $3;\", \"=r,r,r,r\"(i32 {lo}, i32 {hi}, i32 {n})"
            )),
        }
    }

    /// Does the dialect have LLVM 12+'s integer `llvm.smin/smax/umin/umax`
    /// and `llvm.abs` intrinsics? Without them the emitter writes `icmp`
    /// and `select`.
    pub fn has_int_min_max(self) -> bool {
        self == Dialect::Modern
    }

    /// The name of the float min (or, with `max`, max) intrinsic for `t`
    /// (`f32`/`f64`) with the IR's meaning (a NaN operand gives the
    /// other; -0 is below +0).
    pub fn float_min_max(self, max: bool, t: &str) -> String {
        let op = if max { "max" } else { "min" };
        match self {
            Dialect::Modern => format!("llvm.{op}imumnum.{t}"),
            // min.f32 / min.f64, which is what ptxlift writes itself.
            Dialect::Nvvm7 => {
                let suffix = if t == "f64" { "d" } else { "f" };
                format!("llvm.nvvm.f{op}.{suffix}")
            }
        }
    }

    /// The round-to-nearest-even intrinsic for float type `t`.
    pub fn round_even(self, t: &str) -> String {
        match self {
            Dialect::Modern => format!("llvm.roundeven.{t}"),
            // With the default rounding mode, rint rounds to nearest even.
            Dialect::Nvvm7 => format!("llvm.rint.{t}"),
        }
    }

    /// A saturating float to integer conversion toward zero from `from`
    /// (`f32`/`f64`) to `to` (`i32`/`i64`, or any integer in `modern`), or
    /// `None` where the dialect has none for `to` (then the emitter
    /// converts to `i32` and clamps). A NaN gives 0 in `modern`; NVVM's
    /// intrinsics give `0x80..0` from `f64` or to `i64`, which the emitter
    /// selects away.
    pub fn fp_to_int_sat(self, signed: bool, from: &str, to: &str) -> Option<String> {
        match self {
            Dialect::Modern => {
                let kind = if signed { "fptosi" } else { "fptoui" };
                Some(format!("llvm.{kind}.sat.{to}.{from}"))
            }
            Dialect::Nvvm7 => {
                let f = if from == "f64" { "d" } else { "f" };
                let i = match (to, signed) {
                    ("i32", true) => "i",
                    ("i32", false) => "ui",
                    ("i64", true) => "ll",
                    ("i64", false) => "ull",
                    _ => return None,
                };
                Some(format!("llvm.nvvm.{f}2{i}.rz"))
            }
        }
    }

    /// The text after an `atomicrmw`/`cmpxchg` ordering for an access of
    /// `bytes` bytes (LLVM 7 has no `align` there).
    pub fn atomic_align(self, bytes: u32) -> String {
        match self {
            Dialect::Modern => format!(", align {bytes}"),
            Dialect::Nvvm7 => String::new(),
        }
    }

    /// The wrapping atomic increment (`inc`) or decrement of an `i32` in
    /// address space `addrspace`: `None` where `atomicrmw uinc_wrap` /
    /// `udec_wrap` exist, else the intrinsic's name (LLVM 7).
    pub fn atomic_inc_dec(self, inc: bool, addrspace: u32) -> Option<String> {
        match self {
            Dialect::Modern => None,
            Dialect::Nvvm7 => {
                let op = if inc { "inc" } else { "dec" };
                Some(format!("llvm.nvvm.atomic.load.{op}.32.p{addrspace}i32"))
            }
        }
    }

    /// The float atomic add of LLVM type `t` (`float`/`double`) in
    /// address space `addrspace`: `None` where `atomicrmw fadd` exists,
    /// else the intrinsic's name (LLVM 7).
    pub fn atomic_fadd(self, t: &str, addrspace: u32) -> Option<String> {
        match self {
            Dialect::Modern => None,
            Dialect::Nvvm7 => {
                let ty = if t == "double" { "f64" } else { "f32" };
                let p = match addrspace {
                    0 => format!("p0{ty}"),
                    n => format!("p{n}{ty}"),
                };
                Some(format!("llvm.nvvm.atomic.load.add.{ty}.{p}"))
            }
        }
    }

    /// The intrinsic for a sequentially consistent fence at `scope`, or
    /// `None` where the `fence` instruction is written (libNVVM rejects
    /// `fence`; its `membar` intrinsics are PTX's `fence.sc` aliases).
    pub fn fence_intrinsic(self, scope: FenceScope) -> Option<&'static str> {
        match (self, scope) {
            (Dialect::Modern, _) => None,
            (Dialect::Nvvm7, FenceScope::Cta) => Some("llvm.nvvm.membar.cta"),
            (Dialect::Nvvm7, FenceScope::Gpu) => Some("llvm.nvvm.membar.gl"),
            (Dialect::Nvvm7, FenceScope::Sys) => Some("llvm.nvvm.membar.sys"),
        }
    }

    /// Does `atomicrmw xchg` take a float operand? (Not in LLVM 7: the
    /// emitter exchanges the bits as an integer.)
    pub fn has_float_xchg(self) -> bool {
        self == Dialect::Modern
    }

    /// `llvm.lifetime.start`/`end` (`start` or not) and whether it takes
    /// the object's size first (with an `i8*` pointer: LLVM 7).
    pub fn lifetime(self, start: bool) -> (&'static str, bool) {
        match (self, start) {
            (Dialect::Modern, true) => ("llvm.lifetime.start.p0", false),
            (Dialect::Modern, false) => ("llvm.lifetime.end.p0", false),
            (Dialect::Nvvm7, true) => ("llvm.lifetime.start.p0i8", true),
            (Dialect::Nvvm7, false) => ("llvm.lifetime.end.p0i8", true),
        }
    }

    /// The calling-convention word after `define` for a kernel (with its
    /// trailing space), empty where kernels are marked otherwise.
    pub fn kernel_cc(self) -> &'static str {
        match self {
            Dialect::Modern => "ptx_kernel ",
            Dialect::Nvvm7 => "",
        }
    }

    /// A kernel's launch bounds as the function attributes llc reads
    /// (`"nvvm.maxntid"="256,1,1"`, LLVM 20+), after the parameter list.
    /// The NVVM 7 dialect states them in the kernel's `!nvvm.annotations`
    /// node instead ([`Dialect::kernel_trailer`]).
    pub fn launch_bound_attrs(self, bounds: &LaunchBounds) -> String {
        if self == Dialect::Nvvm7 {
            return String::new();
        }
        let dims = |d: [u32; 3]| format!("{},{},{}", d[0], d[1], d[2]);
        let mut s = String::new();
        let attrs = [
            ("maxntid", bounds.maxntid.map(dims)),
            ("reqntid", bounds.reqntid.map(dims)),
            ("minctasm", bounds.minnctapersm.map(|n| n.to_string())),
            ("maxnreg", bounds.maxnreg.map(|n| n.to_string())),
        ];
        for (name, value) in attrs {
            if let Some(v) = value {
                s.push_str(&format!(" \"nvvm.{name}\"=\"{v}\""));
            }
        }
        s
    }

    /// How many numbered metadata nodes [`Dialect::kernel_trailer`] defines
    /// for `kernels` kernels (`!0` up to one less).
    pub fn trailer_nodes(self, kernels: usize) -> u32 {
        match self {
            Dialect::Modern => 0,
            Dialect::Nvvm7 => kernels as u32 + 1,
        }
    }

    /// Lines after the functions that mark `kernels` (each its global
    /// name, its function pointer type and its launch bounds) as kernels,
    /// and the module metadata the dialect requires. In NVVM 7 a kernel's
    /// node also holds its bounds as name/value pairs, as NVVM IR states
    /// them (`!"maxntidx", i32 256, ..., !"minctasm", i32 2, !"maxnreg",
    /// i32 32`).
    pub fn kernel_trailer(self, kernels: &[(String, String, LaunchBounds)]) -> String {
        match self {
            Dialect::Modern => String::new(),
            Dialect::Nvvm7 => {
                let n = kernels.len();
                let refs: Vec<String> = (0..n).map(|k| format!("!{k}")).collect();
                let mut s = format!(
                    "\n!nvvm.annotations = !{{{}}}\n!nvvmir.version = !{{!{n}}}\n",
                    refs.join(", ")
                );
                for (k, (name, fn_ty, bounds)) in kernels.iter().enumerate() {
                    let pairs = nvvm7_bound_pairs(bounds);
                    s.push_str(&format!(
                        "!{k} = !{{{fn_ty} {name}, !\"kernel\", i32 1{pairs}}}\n"
                    ));
                }
                let (major, minor) = NVVM_IR_VERSION;
                s.push_str(&format!("!{n} = !{{i32 {major}, i32 {minor}}}\n"));
                s
            }
        }
    }

    /// The CTA-wide barrier 0 (`bar.sync 0`): the intrinsic and its
    /// operands.
    pub fn barrier(self) -> (&'static str, &'static [(&'static str, &'static str)]) {
        match self {
            Dialect::Modern => ("llvm.nvvm.barrier.cta.sync.aligned.all", &[("i32", "0")]),
            Dialect::Nvvm7 => ("llvm.nvvm.barrier0", &[]),
        }
    }

    /// The intrinsic that reads special register `reg` (an `i32`).
    pub fn sreg(self, reg: SpecialReg) -> String {
        format!("llvm.nvvm.read.ptx.sreg.{reg}")
    }

    /// The approximate f32 intrinsic for `op` (`sin`, `cos`, `ex2`, `lg2`,
    /// `rsqrt`), without flushing subnormals.
    pub fn approx_f32(self, op: &str) -> String {
        format!("llvm.nvvm.{op}.approx.f")
    }

    /// The approximate f64 reciprocal square root (no flush to zero).
    pub fn rsqrt_f64(self) -> &'static str {
        "llvm.nvvm.rsqrt.approx.d"
    }

    /// The high half of a signed (`signed`) or unsigned 64-bit product.
    pub fn mulhi_i64(self, signed: bool) -> &'static str {
        if signed {
            "llvm.nvvm.mulhi.ll"
        } else {
            "llvm.nvvm.mulhi.ull"
        }
    }
}

/// The NVPTX address space of an IR state space. Param-space addresses
/// are represented by the generic address of the `byval` argument (LLVM
/// has no param-space address a program may compute with), so `Param` is
/// the generic space 0.
pub fn addrspace(space: Space) -> u32 {
    match space {
        Space::Generic | Space::Param => 0,
        Space::Global => 1,
        Space::Shared => 3,
        Space::Const => 4,
        Space::Local => 5,
    }
}

/// The direction of a funnel shift.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Funnel {
    /// `fshl`: the high word of the pair shifted left.
    Left,
    /// `fshr`: the low word of the pair shifted right.
    Right,
}

impl Funnel {
    /// LLVM's name of the operation: `fshl` or `fshr`.
    pub fn name(self) -> &'static str {
        match self {
            Funnel::Left => "fshl",
            Funnel::Right => "fshr",
        }
    }
}

/// A kernel's launch bounds as NVVM 7 annotation pairs, each after a
/// `, ` (empty without bounds): `maxntid{x,y,z}`, `reqntid{x,y,z}`,
/// `minctasm`, `maxnreg`.
fn nvvm7_bound_pairs(bounds: &LaunchBounds) -> String {
    let mut s = String::new();
    for (prefix, dims) in [("maxntid", bounds.maxntid), ("reqntid", bounds.reqntid)] {
        if let Some(d) = dims {
            for (axis, n) in ["x", "y", "z"].iter().zip(d) {
                s.push_str(&format!(", !\"{prefix}{axis}\", i32 {n}"));
            }
        }
    }
    for (name, value) in [
        ("minctasm", bounds.minnctapersm),
        ("maxnreg", bounds.maxnreg),
    ] {
        if let Some(n) = value {
            s.push_str(&format!(", !\"{name}\", i32 {n}"));
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nvvm7_spells_typed_pointers_and_kernel_metadata() {
        let d = Dialect::Nvvm7;
        assert_eq!(d.ptr_ty(1, "float"), "float addrspace(1)*");
        assert_eq!(d.ptr_ty(0, "i8"), "i8*");
        assert_eq!(Dialect::Modern.ptr_ty(1, "float"), "ptr addrspace(1)");
        assert_eq!(d.byval_param(16, 8), "[16 x i8]* byval align 8");
        let t = d.kernel_trailer(&[("@k".into(), "void (i32)*".into(), LaunchBounds::default())]);
        assert!(t.contains("!nvvm.annotations = !{!0}"), "{t}");
        assert!(
            t.contains("!0 = !{void (i32)* @k, !\"kernel\", i32 1}"),
            "{t}"
        );
        assert!(t.contains("!nvvmir.version = !{!1}\n"), "{t}");
        assert!(t.contains("!1 = !{i32 2, i32 0}"), "{t}");
        assert_eq!(Dialect::Modern.kernel_trailer(&[]), "");
    }

    #[test]
    fn nvvm7_names_llvm7_intrinsics() {
        let d = Dialect::Nvvm7;
        assert_eq!(d.barrier().0, "llvm.nvvm.barrier0");
        assert_eq!(d.float_min_max(false, "f64"), "llvm.nvvm.fmin.d");
        assert_eq!(
            d.fp_to_int_sat(false, "f32", "i64").as_deref(),
            Some("llvm.nvvm.f2ull.rz")
        );
        assert_eq!(d.fp_to_int_sat(true, "f32", "i8"), None);
        assert_eq!(
            d.atomic_fadd("float", 3).as_deref(),
            Some("llvm.nvvm.atomic.load.add.f32.p3f32")
        );
        assert_eq!(d.lifetime(true), ("llvm.lifetime.start.p0i8", true));
        assert_eq!(Dialect::parse("nvvm7"), Ok(Dialect::Nvvm7));
        assert!(Dialect::parse("x").is_err_and(|e| e.contains("modern, nvvm7")));
    }
}
