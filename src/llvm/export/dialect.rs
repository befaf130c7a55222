//! What differs between the LLVM IR dialects the exporter can write, in
//! one place: the module header, how a pointer type is spelt, how a kernel
//! is marked, and the names of the NVVM intrinsics it calls.
//!
//! Takes a [`Dialect`] and the pieces to print (an address space, an
//! element type, a special register); gives text. Only `modern` (LLVM 17
//! and later: opaque `ptr`, the `ptx_kernel` calling convention) is
//! implemented. A typed-pointer dialect for libNVVM (`nvvm7`) would add a
//! variant and answer differently here: `ptr_ty` would use the pointee
//! (`float addrspace(1)*`), `kernel_cc` would be empty and
//! `kernel_trailer` would list `!nvvm.annotations`, and `barrier` would
//! name `llvm.nvvm.barrier0`. The emitter never spells these itself.
//!
//! Invariant: every intrinsic name returned here is one `llc-22
//! -march=nvptx64` accepts and `ptxlift import` understands (see
//! `src/llvm/translate/calls.rs`).

use crate::ir::{Space, SpecialReg};

/// The NVPTX data layout of LLVM 22 for 64-bit pointers (what `opt`
/// fills in for the `nvptx64-nvidia-cuda` triple).
pub const NVPTX64_DATALAYOUT: &str = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";

/// The target triple of every exported module.
pub const NVPTX64_TRIPLE: &str = "nvptx64-nvidia-cuda";

/// The LLVM IR dialect to write.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    /// LLVM 17+ text: opaque pointers, `define ptx_kernel` for kernels.
    Modern,
}

impl Dialect {
    /// Every dialect, for option parsing.
    pub const ALL: [Dialect; 1] = [Dialect::Modern];

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
        }
    }

    /// The type of a pointer into address space `addrspace` to values of
    /// LLVM type `_pointee` (used by typed-pointer dialects only).
    pub fn ptr_ty(self, addrspace: u32, _pointee: &str) -> String {
        match (self, addrspace) {
            (Dialect::Modern, 0) => "ptr".to_string(),
            (Dialect::Modern, n) => format!("ptr addrspace({n})"),
        }
    }

    /// The calling-convention word after `define` for a kernel (with its
    /// trailing space), empty where kernels are marked otherwise.
    pub fn kernel_cc(self) -> &'static str {
        match self {
            Dialect::Modern => "ptx_kernel ",
        }
    }

    /// Lines after the functions that mark `kernels` as kernels (metadata
    /// in dialects without the calling convention).
    pub fn kernel_trailer(self, _kernels: &[String]) -> String {
        match self {
            Dialect::Modern => String::new(),
        }
    }

    /// The CTA-wide barrier 0 (`bar.sync 0`): the intrinsic and its
    /// operands.
    pub fn barrier(self) -> (&'static str, &'static [(&'static str, &'static str)]) {
        match self {
            Dialect::Modern => ("llvm.nvvm.barrier.cta.sync.aligned.all", &[("i32", "0")]),
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
