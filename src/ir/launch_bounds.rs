//! A kernel's launch bounds: the CTA shapes it may be launched with and
//! the register budget it asks for (CUDA's `__launch_bounds__` and
//! `__maxnreg__`, as PTX's performance-tuning directives).
//!
//! ```text
//!   preamble line                 PTX directive         meaning
//!   reqntid = X, Y, Z             .reqntid X, Y, Z      launched with exactly this CTA shape
//!   maxntid = X, Y, Z             .maxntid X, Y, Z      no CTA dimension above these
//!   minnctapersm = N              .minnctapersm N       ptxas keeps N CTAs resident per SM
//!   maxnreg = N                   .maxnreg N            at most N registers per thread
//! ```
//!
//! Taken from the text (`warn_stack_size`'s place in the preamble), the
//! builder, or the LLVM importer (`"nvvm.maxntid"`-style function
//! attributes and `!nvvm.annotations`); checked by the verifier (kernels
//! only, dimensions and counts at least 1, a CTA of at most
//! [`MAX_THREADS_PER_CTA`] threads, `reqntid` and `maxntid` not together,
//! as the PTX ISA says); printed by the emitter before the body; and
//! enforced at launch by both engines ([`LaunchBounds::check_launch`] in
//! the interpreter, the simulator from the PTX directives), so a launch
//! the bounds forbid is an error, as it is a launch failure on the GPU.
//! `maxnreg` also caps budget mode's budget for the kernel.

use core::fmt;

/// The most threads a CTA may have (every SM since sm_20).
pub const MAX_THREADS_PER_CTA: u32 = 1024;

/// The most registers a thread may have (PTX's `.maxnreg` limit).
pub const MAX_REGISTERS_PER_THREAD: u32 = 255;

/// A kernel's launch bounds; `None` where the kernel sets none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LaunchBounds {
    /// The CTA shape every launch must have (`.reqntid`).
    pub reqntid: Option<[u32; 3]>,
    /// The largest extent of each CTA dimension (`.maxntid`).
    pub maxntid: Option<[u32; 3]>,
    /// The CTAs per SM ptxas should make room for (`.minnctapersm`).
    pub minnctapersm: Option<u32>,
    /// The most registers per thread (`.maxnreg`).
    pub maxnreg: Option<u32>,
}

impl LaunchBounds {
    /// Are no bounds set?
    pub fn is_empty(&self) -> bool {
        *self == LaunchBounds::default()
    }

    /// Why a launch with CTA shape `block` breaks the bounds, or `Ok`.
    pub fn check_launch(&self, block: [u32; 3]) -> Result<(), String> {
        if let Some(req) = self.reqntid.filter(|&req| req != block) {
            return Err(format!(
                "the kernel requires a CTA of {} threads (`reqntid`), launched with {}",
                Shape(req),
                Shape(block)
            ));
        }
        if let Some(max) = self
            .maxntid
            .filter(|max| block.iter().zip(max).any(|(b, m)| b > m))
        {
            return Err(format!(
                "the kernel allows a CTA of at most {} threads (`maxntid`), launched with {}",
                Shape(max),
                Shape(block)
            ));
        }
        Ok(())
    }

    /// What is wrong with the bounds, if anything (the verifier's check).
    pub fn problem(&self) -> Option<String> {
        if self.reqntid.is_some() && self.maxntid.is_some() {
            return Some("`reqntid` and `maxntid` cannot both be given (PTX allows one)".into());
        }
        for (name, dims) in [("reqntid", self.reqntid), ("maxntid", self.maxntid)] {
            let Some(dims) = dims else { continue };
            let threads = dims.iter().map(|&d| u64::from(d)).product::<u64>();
            if dims.contains(&0) || threads > u64::from(MAX_THREADS_PER_CTA) {
                return Some(format!(
                    "`{name} = {}`: every dimension must be at least 1 and the CTA at most {MAX_THREADS_PER_CTA} threads",
                    Shape(dims)
                ));
            }
        }
        if self.minnctapersm == Some(0) {
            return Some("`minnctapersm` must be at least 1".into());
        }
        if let Some(n) = self
            .maxnreg
            .filter(|&n| n == 0 || n > MAX_REGISTERS_PER_THREAD)
        {
            return Some(format!(
                "`maxnreg = {n}`: must be from 1 to {MAX_REGISTERS_PER_THREAD}"
            ));
        }
        None
    }

    /// The preamble lines (`    maxntid = 256, 1, 1`) or PTX directives
    /// (`.maxntid 256, 1, 1`) of the bounds, each with `prefix` and
    /// `sep` between name and value.
    pub fn write_lines(&self, w: &mut dyn fmt::Write, prefix: &str, sep: &str) -> fmt::Result {
        for (name, dims) in [("reqntid", self.reqntid), ("maxntid", self.maxntid)] {
            if let Some(d) = dims {
                writeln!(w, "{prefix}{name}{sep}{}", Shape(d))?;
            }
        }
        for (name, n) in [
            ("minnctapersm", self.minnctapersm),
            ("maxnreg", self.maxnreg),
        ] {
            if let Some(n) = n {
                writeln!(w, "{prefix}{name}{sep}{n}")?;
            }
        }
        Ok(())
    }
}

/// A CTA shape, printed `X, Y, Z`.
struct Shape([u32; 3]);

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [x, y, z] = self.0;
        write!(f, "{x}, {y}, {z}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn launches_are_checked_against_each_bound() {
        let max = LaunchBounds {
            maxntid: Some([256, 1, 1]),
            ..LaunchBounds::default()
        };
        assert_eq!(max.check_launch([256, 1, 1]), Ok(()));
        assert_eq!(max.check_launch([64, 1, 1]), Ok(()));
        assert!(max.check_launch([128, 2, 1]).is_err());
        assert!(max.check_launch([257, 1, 1]).is_err());
        let req = LaunchBounds {
            reqntid: Some([32, 4, 1]),
            ..LaunchBounds::default()
        };
        assert_eq!(req.check_launch([32, 4, 1]), Ok(()));
        let err = req.check_launch([32, 2, 1]).unwrap_err();
        assert!(
            err.contains("32, 4, 1") && err.contains("32, 2, 1"),
            "{err}"
        );
    }

    #[test]
    fn bad_bounds_are_named() {
        let both = LaunchBounds {
            reqntid: Some([32, 1, 1]),
            maxntid: Some([32, 1, 1]),
            ..LaunchBounds::default()
        };
        assert!(both.problem().is_some_and(|p| p.contains("cannot both")));
        let big = LaunchBounds {
            maxntid: Some([1024, 2, 1]),
            ..LaunchBounds::default()
        };
        assert!(big.problem().is_some_and(|p| p.contains("1024 threads")));
        let regs = LaunchBounds {
            maxnreg: Some(256),
            ..LaunchBounds::default()
        };
        assert!(regs.problem().is_some_and(|p| p.contains("1 to 255")));
        assert_eq!(LaunchBounds::default().problem(), None);
    }
}
