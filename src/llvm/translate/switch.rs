//! `switch`: a `br_table` when the cases are dense, a chain of compares
//! otherwise.
//!
//! ```text
//!   switch T %x, default [k_0 -> L_0, ..., k_n -> L_n]
//!     dense (>= MIN_JUMP_TABLE_CASES cases, cases * 100 >= range * MIN_JUMP_TABLE_DENSITY,
//!            range <= MAX_JUMP_TABLE_ENTRIES)
//!       i = x - min (wrapping in T; no subtraction when min is 0)
//!       br_table i, default, [entry for min, ..., entry for max]   holes go to default
//!     otherwise
//!       brif (x == k_0) L_0, rest_0;  rest_0: brif (x == k_1) L_1, rest_1; ...   last: default
//! ```
//!
//! The subtraction keeps every in-range value in `0..range` and sends every
//! other value to `range` or above (the cases are distinct values of `T`, so
//! `range <= 2^bits(T)`); `br_table` takes the default for those, as
//! `brx.idx` needs its index in range. Case values are compared modulo
//! `2^bits(T)`, as LLVM's are (a case may be written signed or unsigned),
//! and `min` is the smaller end of the signed or the unsigned span.
//! The thresholds are LLVM's (`-min-jump-table-entries`, the non-optsize
//! `-jump-table-density`), so the same switches get a table as under
//! `llc`; the extra blocks of a chain follow the LLVM block.

use super::{FunctionTranslator, TResult};
use crate::ir::{InstBuilder, IntCC, Type, Value};

/// Fewest cases that get a jump table. Below this a compare chain is as
/// short: the table costs a range check, the table load and an indirect
/// branch, which is what three compare-and-branches cost (LLVM's default).
const MIN_JUMP_TABLE_CASES: usize = 4;

/// Least share of the table's entries, in percent, that must be cases
/// rather than holes (LLVM's default when not optimising for size).
const MIN_JUMP_TABLE_DENSITY: u128 = 40;

/// Most entries a jump table may have: its `.branchtargets` list is one
/// label per entry, and a table this sparse has become a chain anyway
/// through the density rule for all but huge switches.
const MAX_JUMP_TABLE_ENTRIES: u128 = 4096;

/// A `switch` being translated: its operand, the LLVM block it ends, its
/// default label and its cases.
struct Switch<'m, 'b> {
    t: Type,
    x: Value,
    block: &'b str,
    default: &'b str,
    cases: &'m [(i128, String)],
}

impl<'m> FunctionTranslator<'m, '_> {
    /// Translates `switch ty %x, default [cases]` ending LLVM block `block`.
    pub(super) fn switch(
        &mut self,
        t: Type,
        x: Value,
        block: &str,
        default: &str,
        cases: &'m [(i128, String)],
    ) -> TResult<()> {
        if cases.is_empty() {
            let (d, args) = self.edge(block, default)?;
            self.ins().jump(d, &args);
            return Ok(());
        }
        let sw = Switch {
            t,
            x,
            block,
            default,
            cases,
        };
        match dense_range(t, cases) {
            Some((min, range)) => self.switch_table(&sw, min, range),
            None => self.switch_chain(&sw),
        }
    }

    /// A `br_table` on `x - min` with `range` entries.
    fn switch_table(&mut self, sw: &Switch<'m, '_>, min: u128, range: u128) -> TResult<()> {
        let mask = value_mask(sw.t);
        let default_edge = self.edge(sw.block, sw.default)?;
        let mut entries = vec![default_edge.clone(); range as usize];
        for (value, target) in sw.cases {
            let slot = ((*value as u128) & mask).wrapping_sub(min) & mask;
            entries[slot as usize] = self.edge(sw.block, target)?;
        }
        let index = if min == 0 {
            sw.x
        } else {
            // Fits 64 bits: the builder keeps the low `bits` bits.
            let k = self.ins().iconst(sw.t, min as i64);
            self.ins().isub(sw.x, k)
        };
        let targets: Vec<_> = entries.iter().map(|(b, a)| (*b, a.as_slice())).collect();
        self.ins()
            .br_table(index, (default_edge.0, &default_edge.1), &targets);
        Ok(())
    }

    /// A chain of compares: each case tests and branches on, the last falls
    /// to the default. Extra blocks follow the LLVM block.
    fn switch_chain(&mut self, sw: &Switch<'m, '_>) -> TResult<()> {
        for (k, (value, target)) in sw.cases.iter().enumerate() {
            let kv = self.int_const(sw.t, *value)?;
            let c = self.ins().icmp(IntCC::Eq, sw.x, kv);
            let (to, args) = self.edge(sw.block, target)?;
            if k + 1 == sw.cases.len() {
                let (d, dargs) = self.edge(sw.block, sw.default)?;
                self.ins().brif(c, to, &args, d, &dargs);
            } else {
                let rest = self.fresh_block();
                self.ins().brif(c, to, &args, rest, &[]);
                self.start_block(rest);
            }
        }
        Ok(())
    }
}

/// The bits of a value of `t` (at most 64).
fn value_mask(t: Type) -> u128 {
    (1u128 << t.bits().min(64)) - 1
}

/// The first table entry's case (modulo `2^bits(t)`) and the number of
/// entries, when the cases deserve a jump table. The cases are ordered
/// unsigned or signed, whichever spans fewer entries (`-2..=1` as `i8`
/// is four entries signed, 256 unsigned).
fn dense_range(t: Type, cases: &[(i128, String)]) -> Option<(u128, u128)> {
    if cases.len() < MIN_JUMP_TABLE_CASES || t.bits() > 64 {
        return None;
    }
    let (mask, bits) = (value_mask(t), t.bits());
    let unsigned = cases.iter().map(|(v, _)| (*v as u128) & mask);
    // The same bits sign-extended from `bits`.
    let signed = unsigned
        .clone()
        .map(|u| ((u << (128 - bits)) as i128) >> (128 - bits));
    let (umin, umax) = (unsigned.clone().min()?, unsigned.max()?);
    let (smin, smax) = (signed.clone().min()?, signed.max()?);
    let signed_span = (smax - smin) as u128;
    let (min, range) = if signed_span < umax - umin {
        ((smin as u128) & mask, signed_span + 1)
    } else {
        (umin, umax - umin + 1)
    };
    let dense = (cases.len() as u128) * 100 >= range * MIN_JUMP_TABLE_DENSITY;
    (dense && range <= MAX_JUMP_TABLE_ENTRIES).then_some((min, range))
}
