//! Module-level data: objects with initial bytes that every function of the
//! module sees. Constant data (read-only) becomes `.const` arrays in PTX's
//! constant bank; global data (module variables, CUDA's `__device__`
//! variables: read, written and atomically updated by every kernel)
//! becomes `.global` arrays.
//!
//! ```text
//!   const_data %table = 16, align 4, init "0100000002000000"   (module level)
//!   global_data %count = 4, align 4                            (module level)
//!   kernel %k(...) {
//!       cd0 = const_data %table                                 (preamble)
//!       cd1 = global_data %count
//!   block0:
//!       v1 = const_addr.i64 cd0+4                               (const-space address)
//!       v2 = global_addr cd1                                    (global-space address)
//! ```
//!
//! A [`ConstData`] belongs to the [`Module`]; a function names the objects
//! it uses with a [`ConstDecl`] (like a callee declaration), so a function
//! stays self-contained and the same object serves every function. The
//! declaration repeats the object's [`DataSpace`], so a function's text
//! says which address instruction fits. The initialiser may be shorter than
//! the object: the rest is zero. The rules checked here (names, sizes,
//! alignment, the 64 KiB bank) are module-wide; references from functions
//! are checked with the function.
//!
//! An object's bytes may also hold addresses of objects (a table of
//! pointers, CUDA's `__device__ int *p = &x;`): each [`DataReloc`] puts
//! the 64-bit address of an object (plus a byte offset) at an 8-aligned
//! place, generic or in the target's own space. As PTX names a variable in
//! an initialiser only once it is defined, a target is the object itself
//! or one defined before it.
//!
//! ```text
//!   global_data %x = 16, align 4
//!   const_data %names = 16, align 8, addr 0 = generic %x+4, addr 8 = %x
//!   PTX: .const .align 8 .u64 names[2] = {generic(x)+4, x};
//! ```

use super::entities::AnyEntity;
use super::function::Module;
use super::gpu::Space;
use super::verifier::{VerifierError, MAX_SLOT_ALIGN};
use std::collections::{HashMap, HashSet};
use std::fmt;

/// All constant data of a module together: PTX's constant bank 0 holds
/// 64 KiB for module-scope `.const` variables.
pub const MAX_CONST_BYTES: u64 = 64 * 1024;

/// All global data of a module together. PTX allows more, but the
/// interpreter and the simulator hold every module variable in host memory
/// for a whole run; 256 MiB is also the largest buffer a run directive makes.
pub const MAX_GLOBAL_DATA_BYTES: u64 = 256 << 20;

/// Bytes of a stored address: PTX's 64-bit addresses.
pub const ADDR_BYTES: u64 = 8;

/// Where a module object lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DataSpace {
    /// Read-only constant memory (`const_data`, PTX `.const`).
    Const,
    /// Writable global memory (`global_data`, PTX `.global`): one copy per
    /// module, kept across launches.
    Global,
}

impl DataSpace {
    /// The keyword of its definitions and declarations in the text.
    pub fn keyword(self) -> &'static str {
        match self {
            DataSpace::Const => "const_data",
            DataSpace::Global => "global_data",
        }
    }

    /// The state space its addresses point into.
    pub fn space(self) -> Space {
        match self {
            DataSpace::Const => Space::Const,
            DataSpace::Global => Space::Global,
        }
    }
}

/// A module object: `size` bytes aligned to `align` in `space`, starting
/// with `init` (shorter than `size` means a zero tail).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstData {
    /// Its name, without the `%` sigil (also its PTX name).
    pub name: String,
    /// Constant or global memory.
    pub space: DataSpace,
    /// Alignment in bytes (a power of two up to 128).
    pub align: u32,
    /// Size in bytes.
    pub size: u32,
    /// The initial bytes; at most `size`, the rest is zero.
    pub init: Vec<u8>,
    /// Addresses of objects stored in the initial bytes, by increasing
    /// offset (the bytes under them are zero in `init`).
    pub relocs: Vec<DataReloc>,
}

/// The address of module object `target` plus `addend` bytes, stored as
/// 8 little-endian bytes at `offset` of an object's initial bytes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DataReloc {
    /// Where in the object (a multiple of 8).
    pub offset: u32,
    /// The object whose address is stored, without the `%` sigil.
    pub target: String,
    /// Bytes past the target's start, up to its size (PTX initialisers
    /// add, they do not subtract).
    pub addend: u32,
    /// A generic address (`generic(x)` in PTX) rather than one in the
    /// target's own space (const or global).
    pub generic: bool,
}

impl fmt::Display for DataReloc {
    /// The text form after `addr OFFSET = `: `generic %x+4`, `%x`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.generic {
            f.write_str("generic ")?;
        }
        write!(f, "%{}", self.target)?;
        if self.addend != 0 {
            write!(f, "+{}", self.addend)?;
        }
        Ok(())
    }
}

impl ConstData {
    /// All `size` bytes: the initialiser and its zero tail.
    pub fn bytes(&self) -> Vec<u8> {
        let mut b = self.init.clone();
        b.resize(self.size as usize, 0);
        b
    }
}

/// A function's declaration of a module object it uses.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstDecl {
    /// The object's name, without the `%` sigil.
    pub name: String,
    /// The space the function expects it in (the module's object must
    /// agree).
    pub space: DataSpace,
}

/// `bytes` as two lower-case hex digits each.
pub fn to_hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push_str(&format!("{b:02x}"));
    }
    s
}

/// The bytes of a hex string (two digits per byte), or the index of the
/// first bad character and what is wrong.
pub fn parse_hex(text: &str) -> Result<Vec<u8>, (usize, String)> {
    if !text.len().is_multiple_of(2) {
        return Err((
            text.len(),
            "an initialiser has two hex digits per byte; this one has an odd count".into(),
        ));
    }
    let digit = |i: usize| {
        let c = text.as_bytes()[i];
        (c as char)
            .to_digit(16)
            .ok_or((i, format!("`{}` is not a hex digit", c as char)))
    };
    (0..text.len() / 2)
        .map(|k| Ok((digit(2 * k)? * 16 + digit(2 * k + 1)?) as u8))
        .collect()
}

/// Is `name` a name the text format can write (`%` + letters, digits,
/// `_`, `$`)?
pub fn is_valid_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$')
}

/// Checks the module's objects on their own: names (writable, unique, not
/// a function's), sizes, alignments, initialiser lengths and the 64 KiB
/// total of constant data.
pub(super) fn verify_const_data(module: &Module, errors: &mut Vec<VerifierError>) {
    let mut names = HashSet::new();
    // Each object checked so far, by name: its size.
    let mut defined: HashMap<&str, u32> = HashMap::new();
    let mut total = 0u64;
    let mut global_total = 0u64;
    // The object that first takes the total over the limit, and its line.
    let mut first_over = None;
    for (id, d) in module.const_data.iter() {
        let line = module.const_lines.get(id).and_then(|l| l.line());
        let mut report = |message: String| {
            errors.push(VerifierError {
                function: String::new(),
                entity: AnyEntity::Function,
                block: None,
                line,
                inst_text: None,
                message: format!("{} %{}: {message}", d.space.keyword(), d.name),
            })
        };
        if !is_valid_name(&d.name) {
            report("the name may only hold letters, digits, `_` and `$`".into());
        }
        if !names.insert(d.name.as_str()) {
            report("the module defines this object more than once".into());
        }
        if module.function_by_name(&d.name).is_some() {
            report(format!(
                "a function is also named `%{}`; rename one of them",
                d.name
            ));
        }
        if d.size == 0 || !d.align.is_power_of_two() || d.align > MAX_SLOT_ALIGN {
            report(format!(
                "size must be positive and alignment a power of two up to {MAX_SLOT_ALIGN}"
            ));
        }
        if d.init.len() > d.size as usize {
            report(format!(
                "the initialiser has {} bytes but the object only {}",
                d.init.len(),
                d.size
            ));
        }
        // A target may be the object itself or one defined before it.
        defined.entry(d.name.as_str()).or_insert(d.size);
        for r in &d.relocs {
            if let Some(message) = reloc_problem(d, r, &defined) {
                report(format!("addr {}: {message}", r.offset));
            }
        }
        if let Some(w) = d.relocs.windows(2).find(|w| w[0].offset >= w[1].offset) {
            report(format!(
                "addr {} comes after addr {}; list the addresses by increasing offset, each once",
                w[1].offset, w[0].offset
            ));
        }
        if d.space == DataSpace::Global {
            let before = global_total;
            global_total += u64::from(d.size);
            if before <= MAX_GLOBAL_DATA_BYTES && global_total > MAX_GLOBAL_DATA_BYTES {
                report(format!(
                    "from this object on, the module's global data ({global_total} bytes) is more than the {MAX_GLOBAL_DATA_BYTES} bytes allowed; pass large arrays as kernel buffers"
                ));
            }
            continue;
        }
        let align = u64::from(d.align.clamp(1, MAX_SLOT_ALIGN));
        total = total.div_ceil(align) * align + u64::from(d.size);
        if total > MAX_CONST_BYTES && first_over.is_none() {
            first_over = Some((d.name.as_str(), line));
        }
    }
    if let Some((name, line)) = first_over {
        errors.push(VerifierError {
            function: String::new(),
            entity: AnyEntity::Function,
            block: None,
            line,
            inst_text: None,
            message: format!(
                "const_data %{name}: from this object on, the module's constant data ({total} bytes in all) is more than the {MAX_CONST_BYTES} bytes of the constant bank; make the tables smaller or pass them in global memory"
            ),
        });
    }
}

/// Why address `r` cannot be stored in object `d` (whose predecessors and
/// itself are in `defined`, with their sizes), if it cannot.
fn reloc_problem(d: &ConstData, r: &DataReloc, defined: &HashMap<&str, u32>) -> Option<String> {
    let end = u64::from(r.offset) + ADDR_BYTES;
    if !r.offset.is_multiple_of(ADDR_BYTES as u32) || end > u64::from(d.size) {
        return Some(format!(
            "an address takes 8 bytes at a multiple of 8 within the object's {} bytes",
            d.size
        ));
    }
    if d.align < ADDR_BYTES as u32 || !d.size.is_multiple_of(ADDR_BYTES as u32) {
        return Some(
            "an object holding addresses needs `align 8` (or more) and a size that is a multiple of 8 (PTX writes it as 64-bit words)"
                .into(),
        );
    }
    let under = d
        .init
        .get(r.offset as usize..(end as usize).min(d.init.len()));
    if under.is_some_and(|b| b.iter().any(|&b| b != 0)) {
        return Some("the initial bytes under an address must be zero".into());
    }
    match defined.get(r.target.as_str()) {
        None => Some(format!(
            "`%{}` is not an object defined before this one (PTX names an object in an initialiser only after its definition); define it earlier",
            r.target
        )),
        Some(&size) if r.addend > size => Some(format!(
            "offset {} is outside `%{}` (0..={size})",
            r.addend, r.target
        )),
        Some(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips_and_rejects_bad_digits() {
        let bytes = vec![0u8, 1, 0x7f, 0x80, 0xff];
        assert_eq!(to_hex(&bytes), "00017f80ff");
        assert_eq!(parse_hex("00017F80ff"), Ok(bytes));
        assert_eq!(parse_hex("abc").map_err(|e| e.0), Err(3));
        assert_eq!(parse_hex("0g").map_err(|e| e.0), Err(1));
        let d = ConstData {
            name: "t".into(),
            space: DataSpace::Global,
            align: 1,
            size: 4,
            init: vec![9],
            relocs: Vec::new(),
        };
        assert_eq!(d.bytes(), vec![9, 0, 0, 0]);
    }
}
