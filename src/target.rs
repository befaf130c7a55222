//! The compilation target: an SM architecture and a PTX ISA version.
//!
//! `Target::new(sm, ptx)` checks the pair: every SM needs a minimum PTX
//! version (sm_90 needs PTX 7.8), and `ptxas` 13.5 accepts only sm_75 and
//! newer. Instructions that need more than the target offers are rejected
//! during lowering with an error naming the requirement
//! ([`Target::require_ptx`]).

use core::fmt;

/// A GPU architecture ptxlift can target.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sm {
    /// `sm_75` (Turing).
    Sm75,
    /// `sm_80` (Ampere, A100).
    Sm80,
    /// `sm_86` (Ampere, consumer GPUs).
    Sm86,
    /// `sm_89` (Ada Lovelace).
    Sm89,
    /// `sm_90` (Hopper).
    Sm90,
    /// `sm_100` (Blackwell, data center).
    Sm100,
    /// `sm_120` (Blackwell, consumer GPUs).
    Sm120,
}

impl Sm {
    /// Every supported SM, oldest first.
    pub const ALL: [Sm; 7] = [
        Sm::Sm75,
        Sm::Sm80,
        Sm::Sm86,
        Sm::Sm89,
        Sm::Sm90,
        Sm::Sm100,
        Sm::Sm120,
    ];

    /// The number in `sm_NN`.
    pub fn number(self) -> u32 {
        match self {
            Sm::Sm75 => 75,
            Sm::Sm80 => 80,
            Sm::Sm86 => 86,
            Sm::Sm89 => 89,
            Sm::Sm90 => 90,
            Sm::Sm100 => 100,
            Sm::Sm120 => 120,
        }
    }

    /// Parses `80` or `sm_80`.
    pub fn parse(text: &str) -> Option<Sm> {
        let n: u32 = text.strip_prefix("sm_").unwrap_or(text).parse().ok()?;
        Sm::ALL.into_iter().find(|s| s.number() == n)
    }

    /// The lowest PTX ISA version that can target this SM.
    pub fn min_ptx(self) -> PtxVersion {
        let (major, minor) = match self {
            Sm::Sm75 => (6, 3),
            Sm::Sm80 => (7, 0),
            Sm::Sm86 => (7, 1),
            Sm::Sm89 | Sm::Sm90 => (7, 8),
            Sm::Sm100 => (8, 6),
            Sm::Sm120 => (8, 7),
        };
        PtxVersion { major, minor }
    }
}

impl Sm {
    /// The most shared memory, static and dynamic together, one CTA may
    /// use on this SM once the kernel opts in to large dynamic shared
    /// memory (the CUDA C++ Programming Guide's "Maximum amount of shared
    /// memory per thread block" by compute capability; static shared
    /// variables alone stop at 48 KiB everywhere).
    pub const fn max_shared_per_cta(self) -> u64 {
        let kib = match self {
            Sm::Sm75 => 64,
            Sm::Sm80 => 163,
            Sm::Sm86 | Sm::Sm89 | Sm::Sm120 => 99,
            Sm::Sm90 | Sm::Sm100 => 227,
        };
        kib * 1024
    }
}

impl fmt::Display for Sm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "sm_{}", self.number())
    }
}

/// A PTX ISA version (`.version X.Y`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PtxVersion {
    /// The major version number.
    pub major: u8,
    /// The minor version number.
    pub minor: u8,
}

/// Newest PTX ISA version accepted (the newest `ptxas` 13.5 reads).
pub const MAX_PTX: PtxVersion = PtxVersion { major: 9, minor: 5 };

impl PtxVersion {
    /// Parses `7.8`.
    pub fn parse(text: &str) -> Option<PtxVersion> {
        let (a, b) = text.split_once('.')?;
        Some(PtxVersion {
            major: a.parse().ok()?,
            minor: b.parse().ok()?,
        })
    }
}

impl fmt::Display for PtxVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// An SM and the PTX version to write for it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    /// The GPU architecture.
    pub sm: Sm,
    /// The PTX ISA version written in `.version`.
    pub ptx: PtxVersion,
}

impl Default for Target {
    fn default() -> Self {
        Target {
            sm: Sm::Sm80,
            ptx: Sm::Sm80.min_ptx(),
        }
    }
}

impl Target {
    /// `sm` with `ptx`, or the lowest PTX version `sm` needs when `None`.
    pub fn new(sm: Sm, ptx: Option<PtxVersion>) -> Result<Target, String> {
        let ptx = ptx.unwrap_or(sm.min_ptx());
        if ptx < sm.min_ptx() {
            return Err(format!(
                "{sm} needs PTX {} or newer, but PTX {ptx} was requested; drop --ptx or raise it",
                sm.min_ptx()
            ));
        }
        if ptx > MAX_PTX {
            return Err(format!(
                "PTX {ptx} is newer than the newest supported version, {MAX_PTX}"
            ));
        }
        Ok(Target { sm, ptx })
    }

    /// Fails with a sentence naming `what` unless the PTX version is at least
    /// `major.minor`.
    pub fn require_ptx(&self, major: u8, minor: u8, what: &str) -> Result<(), String> {
        let need = PtxVersion { major, minor };
        if self.ptx >= need {
            Ok(())
        } else {
            Err(format!(
                "{what} needs PTX {need} or newer; the target is PTX {} (use --ptx {need})",
                self.ptx
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parsing_and_minimum_versions() {
        assert_eq!(Sm::parse("sm_90"), Some(Sm::Sm90));
        assert_eq!(Sm::parse("86"), Some(Sm::Sm86));
        assert_eq!(Sm::parse("70"), None);
        assert_eq!(
            PtxVersion::parse("7.8"),
            Some(PtxVersion { major: 7, minor: 8 })
        );
        let t = Target::new(Sm::Sm90, None).unwrap();
        assert_eq!(t.ptx.to_string(), "7.8");
        let e = Target::new(Sm::Sm90, PtxVersion::parse("7.0")).unwrap_err();
        assert!(e.contains("sm_90 needs PTX 7.8"), "{e}");
        assert!(Target::new(Sm::Sm80, PtxVersion::parse("9.9")).is_err());
        assert!(t.require_ptx(7, 7, "cvta.param").is_ok());
        assert!(Target::default()
            .require_ptx(7, 7, "cvta.param")
            .unwrap_err()
            .contains("PTX 7.7"));
    }
}
