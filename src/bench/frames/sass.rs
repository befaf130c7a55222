//! Counting the SASS of a cubin, as `nvdisasm -c` prints it, per function:
//! the figures `bench-frames` puts beside ptxas's report (issue 19, item 6).
//!
//! ```text
//!   nvdisasm -c listing ──parse_listing──> per function (in listing order):
//!     .type NAME,@function      starts a function (`$KERNEL$NAME`, a device
//!                               function ptxas placed after a kernel that
//!                               calls it, is NAME; its first copy counts)
//!     LABEL:                    the address of the next instruction
//!     /*ADDR*/ [@P] OP.MODS operands ;   an instruction
//!   ──count──> SassCounts { instructions, loop_instructions, global/local/
//!              shared/generic loads, stores, atomics, fma }
//! ```
//!
//! What is counted (the rules docs/BENCHMARKS.md states):
//! - **instructions**: every instruction of the function except `NOP`s
//!   (alignment padding) and a `BRA` to its own address (the trap loop
//!   ptxas puts after the last `EXIT`);
//! - **loop instructions**: a back-edge is a `BRA`/`JMP` to a lower address;
//!   the counted instructions whose address lies in the union of the ranges
//!   [target, branch] of the function's back-edges (a nested loop once);
//! - **accesses**: by base opcode, [`ACCESS_OPCODES`]; `RED` (the sm_80
//!   reduction, which ptxas emits for `red.global` and for `atom.global`
//!   whose result is unused) and `REDG` count as global atomics, `ATOM`
//!   (generic addressing) as generic ones;
//! - **fma**: `FFMA`, `FFMA2`, `DFMA`, `HFMA2` (any modifiers) unless a
//!   multiplicand is `RZ` (`HFMA2.MMA R0, -RZ, RZ, 0, 0` is how ptxas moves
//!   a constant).
//!
//! Invariants: parsing never fails (lines it does not know are skipped);
//! an instruction before any `.type` line is not counted.

use std::collections::{HashMap, HashSet};

/// Loads, stores and atomics (read-modify-writes) of one state space.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Accesses {
    /// Loads (`LDG`, `LDL`, `LDS`, `LD`, ...).
    pub loads: u32,
    /// Stores (`STG`, `STL`, `STS`, `ST`, ...).
    pub stores: u32,
    /// Atomics and reductions (`ATOMG`, `RED`, `ATOMS`, `ATOM`, ...).
    pub atomics: u32,
}

impl Accesses {
    /// Loads, stores and atomics together.
    pub fn total(&self) -> u32 {
        self.loads + self.stores + self.atomics
    }
}

/// The SASS figures of one function.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SassCounts {
    /// Instructions, without `NOP`s and the trailing self-branch.
    pub instructions: u32,
    /// Instructions inside a loop (the union of back-edge ranges).
    pub loop_instructions: u32,
    /// `LDG`, `STG`, `ATOMG`, `RED`, `REDG`, `LDGSTS` (its global read).
    pub global: Accesses,
    /// `LDL`, `STL`.
    pub local: Accesses,
    /// `LDS`, `LDSM`, `STS`, `STSM`, `ATOMS`, `LDGSTS` (its shared write).
    pub shared: Accesses,
    /// `LD`, `ST`, `ATOM` (generic addresses).
    pub generic: Accesses,
    /// Floating-point fused multiply-adds (`FFMA`, `FFMA2`, `DFMA`, `HFMA2`).
    pub fma: u32,
}

/// A state space of [`ACCESS_OPCODES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    /// `.global`.
    Global,
    /// `.local`.
    Local,
    /// `.shared`.
    Shared,
    /// Generic addressing.
    Generic,
}

/// What an access does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Reads memory.
    Load,
    /// Writes memory.
    Store,
    /// Reads, modifies and writes memory.
    Atomic,
}

/// The memory accesses counted, by base opcode (the text before the first
/// `.`); an opcode listed twice counts twice (`LDGSTS` reads global and
/// writes shared memory). Constant-bank loads (`LDC`, `ULDC`) are not
/// memory accesses here.
pub const ACCESS_OPCODES: [(&str, Space, Kind); 17] = [
    ("LDG", Space::Global, Kind::Load),
    ("STG", Space::Global, Kind::Store),
    ("ATOMG", Space::Global, Kind::Atomic),
    ("RED", Space::Global, Kind::Atomic),
    ("REDG", Space::Global, Kind::Atomic),
    ("LDGSTS", Space::Global, Kind::Load),
    ("LDGSTS", Space::Shared, Kind::Store),
    ("LDL", Space::Local, Kind::Load),
    ("STL", Space::Local, Kind::Store),
    ("LDS", Space::Shared, Kind::Load),
    ("LDSM", Space::Shared, Kind::Load),
    ("STS", Space::Shared, Kind::Store),
    ("STSM", Space::Shared, Kind::Store),
    ("ATOMS", Space::Shared, Kind::Atomic),
    ("LD", Space::Generic, Kind::Load),
    ("ST", Space::Generic, Kind::Store),
    ("ATOM", Space::Generic, Kind::Atomic),
];

/// Base opcodes of floating-point fused multiply-adds.
const FMA_OPCODES: [&str; 4] = ["FFMA", "FFMA2", "DFMA", "HFMA2"];
/// Base opcodes of branches to a label (back-edge candidates).
const BRANCH_OPCODES: [&str; 2] = ["BRA", "JMP"];

/// One instruction of the listing.
#[derive(Clone, Debug)]
struct Instruction {
    address: u64,
    /// The opcode with its modifiers (`LDG.E.CONSTANT`).
    opcode: String,
    /// The operands, split at commas, trimmed.
    operands: Vec<String>,
    /// The label of a `` `(label) `` operand.
    target: Option<String>,
}

impl Instruction {
    fn base(&self) -> &str {
        self.opcode.split('.').next().unwrap_or("")
    }
}

/// The counts of each function of an `nvdisasm -c` listing, in listing
/// order; a name met again (a device function copied after each kernel
/// that calls it) keeps its first copy's counts.
pub fn parse_listing(listing: &str) -> Vec<(String, SassCounts)> {
    let mut functions: Vec<(String, Vec<Instruction>)> = Vec::new();
    let mut labels: HashMap<String, u64> = HashMap::new();
    let mut pending: Vec<String> = Vec::new();
    for line in listing.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix(".type") {
            if let Some((name, kind)) = rest.split_once(',') {
                if kind.trim() == "@function" {
                    functions.push((function_name(name.trim()), Vec::new()));
                }
            }
        } else if let Some(inst) = parse_instruction(line) {
            for l in pending.drain(..) {
                labels.insert(l, inst.address);
            }
            if let Some((_, insts)) = functions.last_mut() {
                insts.push(inst);
            }
        } else if let Some(label) = line.strip_suffix(':') {
            if !label.contains(char::is_whitespace) {
                pending.push(label.to_string());
            }
        }
    }
    let mut seen = HashSet::new();
    functions
        .into_iter()
        .filter(|(name, _)| seen.insert(name.clone()))
        .map(|(name, insts)| {
            let counts = count(&insts, &labels);
            (name, counts)
        })
        .collect()
}

/// `$KERNEL$NAME` (a device function placed after a kernel) is `NAME`.
fn function_name(symbol: &str) -> String {
    match symbol.strip_prefix('$') {
        Some(rest) => rest.rsplit('$').next().unwrap_or(rest).to_string(),
        None => symbol.to_string(),
    }
}

/// `/*0130*/  @!P0 BRA `(.L_x_0) ;` as an [`Instruction`].
fn parse_instruction(line: &str) -> Option<Instruction> {
    let rest = line.strip_prefix("/*")?;
    let (address, rest) = rest.split_once("*/")?;
    let address = u64::from_str_radix(address.trim(), 16).ok()?;
    let text = rest.trim().trim_end_matches(';').trim();
    let text = match text.strip_prefix('@') {
        Some(guarded) => guarded.split_once(char::is_whitespace)?.1.trim_start(),
        None => text,
    };
    let (opcode, operands) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    if opcode.is_empty() || !opcode.starts_with(|c: char| c.is_ascii_uppercase()) {
        return None;
    }
    let target = operands
        .split_once("`(")
        .and_then(|(_, r)| r.split_once(')'))
        .map(|(label, _)| label.trim().to_string());
    Some(Instruction {
        address,
        opcode: opcode.to_string(),
        operands: operands
            .split(',')
            .map(|o| o.trim().to_string())
            .filter(|o| !o.is_empty())
            .collect(),
        target,
    })
}

/// The counts of one function's instructions.
fn count(insts: &[Instruction], labels: &HashMap<String, u64>) -> SassCounts {
    let target_of = |i: &Instruction| i.target.as_ref().and_then(|t| labels.get(t)).copied();
    let is_branch = |i: &Instruction| BRANCH_OPCODES.contains(&i.base());
    let counted: Vec<&Instruction> = insts
        .iter()
        .filter(|i| i.base() != "NOP" && !(is_branch(i) && target_of(i) == Some(i.address)))
        .collect();
    let loops: Vec<(u64, u64)> = counted
        .iter()
        .filter(|i| is_branch(i))
        .filter_map(|i| {
            target_of(i)
                .filter(|&t| t < i.address)
                .map(|t| (t, i.address))
        })
        .collect();
    let mut c = SassCounts::default();
    for i in &counted {
        c.instructions += 1;
        if loops.iter().any(|&(lo, hi)| (lo..=hi).contains(&i.address)) {
            c.loop_instructions += 1;
        }
        for (_, space, kind) in ACCESS_OPCODES.iter().filter(|(op, ..)| *op == i.base()) {
            let a = match space {
                Space::Global => &mut c.global,
                Space::Local => &mut c.local,
                Space::Shared => &mut c.shared,
                Space::Generic => &mut c.generic,
            };
            match kind {
                Kind::Load => a.loads += 1,
                Kind::Store => a.stores += 1,
                Kind::Atomic => a.atomics += 1,
            }
        }
        if FMA_OPCODES.contains(&i.base()) && !multiplies_by_zero(i) {
            c.fma += 1;
        }
    }
    c
}

/// Whether a multiplicand (the second or third operand) of an FMA is the
/// zero register: a move or constant materialisation, not arithmetic.
fn multiplies_by_zero(i: &Instruction) -> bool {
    i.operands.iter().skip(1).take(2).any(|o| {
        let o = o.trim_start_matches(['-', '|']).trim_end_matches('|');
        o == "RZ"
    })
}

/// `ptx` with a module-level `.pragma "nounroll";` after its
/// `.address_size` line (or `.target` line, or at the top), which stops
/// ptxas from unrolling any loop of the module.
pub fn with_nounroll(ptx: &str) -> String {
    const PRAGMA: &str = ".pragma \"nounroll\";";
    let header = [".address_size", ".target"].iter().find_map(|d| {
        let mut at = 0;
        for line in ptx.split_inclusive('\n') {
            at += line.len();
            if line.trim_start().starts_with(d) {
                return Some(at);
            }
        }
        None
    });
    match header {
        Some(at) => {
            let (head, tail) = ptx.split_at(at);
            let newline = if head.ends_with('\n') { "" } else { "\n" };
            format!("{head}{newline}{PRAGMA}\n{tail}")
        }
        None => format!("{PRAGMA}\n{ptx}"),
    }
}

/// The geometric mean of `values` (all positive), or `None` when there is
/// none or one is not positive.
pub fn geometric_mean(values: &[f64]) -> Option<f64> {
    if values.is_empty() || values.iter().any(|&v| v.is_nan() || v <= 0.0) {
        return None;
    }
    let mean_log = values.iter().map(|v| v.ln()).sum::<f64>() / values.len() as f64;
    Some(mean_log.exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ptxas + nvdisasm 13.5.37 on tests/sass/nest.ptx (see its README).
    const NEST: &str = include_str!("../../../tests/sass/nest.sm_80.sass");

    fn counts(name: &str) -> SassCounts {
        parse_listing(NEST)
            .into_iter()
            .find(|(n, _)| n == name)
            .map(|(_, c)| c)
            .unwrap_or_else(|| panic!("no function {name}"))
    }

    #[test]
    fn functions_are_found_in_listing_order() {
        let names: Vec<String> = parse_listing(NEST).into_iter().map(|(n, _)| n).collect();
        // `nest:` at 0x0000, then `$nest$dsum:` (the callee's copy) at 0x03b0.
        assert_eq!(names, ["nest", "dsum"]);
    }

    #[test]
    fn kernel_with_a_nested_loop() {
        let c = counts("nest");
        // Instructions 0x0000..=0x03a0 (EXIT), 16 bytes each: 0x3a0/16 + 1.
        assert_eq!(c.instructions, 59);
        // Back-edges 0x0160 -> 0x0130 (inner) and 0x0180 -> 0x00c0 (outer):
        // the union is 0x00c0..=0x0180, (0x180 - 0xc0)/16 + 1; the forward
        // `@!P0 BRA .L_x_2` at 0x0240 is no back-edge.
        assert_eq!(c.loop_instructions, 13);
        // LDG 0x0070, LDG.E.CONSTANT 0x01c0; STG 0x01a0, 0x0200, 0x0220,
        // 0x0390; ATOMG 0x01b0 and RED 0x0210.
        assert_eq!(
            c.global,
            Accesses {
                loads: 2,
                stores: 4,
                atomics: 2
            }
        );
        assert_eq!(c.local, Accesses::default());
        // LDS 0x00e0; STS 0x00a0; ATOMS 0x01e0.
        assert_eq!(
            c.shared,
            Accesses {
                loads: 1,
                stores: 1,
                atomics: 1
            }
        );
        // LD 0x00f0; ST 0x0170, 0x0360; ATOM 0x0230, 0x0320.
        assert_eq!(
            c.generic,
            Accesses {
                loads: 1,
                stores: 2,
                atomics: 2
            }
        );
        // FFMA 0x0140.
        assert_eq!(c.fma, 1);
    }

    #[test]
    fn device_function_without_trap_loop_and_padding() {
        let c = counts("dsum");
        // 0x03b0..=0x04c0 (RET): 0x110/16 + 1; the `BRA .L_x_4` to itself at
        // 0x04d0 and the NOPs after it are not counted.
        assert_eq!(c.instructions, 18);
        // Back-edge 0x0440 -> 0x03f0: 0x50/16 + 1.
        assert_eq!(c.loop_instructions, 6);
        // LD 0x03f0; STL 0x0430; LDL 0x0480.
        assert_eq!(
            c.generic,
            Accesses {
                loads: 1,
                ..Accesses::default()
            }
        );
        assert_eq!(
            c.local,
            Accesses {
                loads: 1,
                stores: 1,
                atomics: 0
            }
        );
        assert_eq!(c.global, Accesses::default());
        assert_eq!(c.shared, Accesses::default());
        // DFMA 0x04b0; `HFMA2.MMA R0, -RZ, RZ, 0, 0` at 0x03b0 is a move.
        assert_eq!(c.fma, 1);
    }

    #[test]
    fn a_second_copy_of_a_device_function_is_ignored() {
        let listing = "
        .type           k1,@function
k1:
        /*0000*/                   CALL.REL.NOINC `($k1$f) ;
        /*0010*/                   EXIT ;
        .type           $k1$f,@function
$k1$f:
        /*0020*/                   FFMA R1, R2, R3, R4 ;
        /*0030*/                   RET.REL.NODEC R6 `(k1) ;
        .type           k2,@function
k2:
        /*0000*/                   EXIT ;
        .type           $k2$f,@function
$k2$f:
        /*0010*/                   NOP ;
        /*0020*/                   RET.REL.NODEC R6 `(k2) ;
";
        let got = parse_listing(listing);
        let names: Vec<&str> = got.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["k1", "f", "k2"]);
        // f's first copy: FFMA and RET (a RET to a lower address is no loop).
        assert_eq!(got[1].1.instructions, 2);
        assert_eq!(got[1].1.fma, 1);
        assert_eq!(got[1].1.loop_instructions, 0);
    }

    #[test]
    fn nounroll_pragma_follows_the_header() {
        let ptx = ".version 8.0\n.target sm_80\n.address_size 64\n\n.entry k()\n{\n}\n";
        assert_eq!(
            with_nounroll(ptx),
            ".version 8.0\n.target sm_80\n.address_size 64\n.pragma \"nounroll\";\n\n.entry k()\n{\n}\n"
        );
        assert_eq!(
            with_nounroll(".target sm_80"),
            ".target sm_80\n.pragma \"nounroll\";\n"
        );
        assert_eq!(with_nounroll("x"), ".pragma \"nounroll\";\nx");
    }

    #[test]
    fn geometric_mean_of_hand_numbers() {
        // (2 * 8)^(1/2) = 4; (1 * 3 * 9)^(1/3) = 3; (0.5 * 2) = 1.
        let close = |a: Option<f64>, b: f64| a.is_some_and(|a| (a - b).abs() < 1e-12);
        assert!(close(geometric_mean(&[2.0, 8.0]), 4.0));
        assert!(close(geometric_mean(&[1.0, 3.0, 9.0]), 3.0));
        assert!(close(geometric_mean(&[0.5, 2.0]), 1.0));
        assert_eq!(geometric_mean(&[]), None);
        assert_eq!(geometric_mean(&[1.0, 0.0]), None);
    }
}
