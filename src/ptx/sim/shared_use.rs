//! The static shared memory a kernel uses: the `.shared` variables of the
//! kernel and of every function it calls (transitively), the module-scope
//! ones they name included, as ptxas allocates them for that kernel. Other
//! kernels' shared variables in the same module are not the kernel's, so
//! they do not count against its shared-memory limit.
//!
//! ```text
//!   kernel ──calls, transitively──> functions ──names──> module .shared vars
//!   Σ sizes of those (and of .shared vars declared in the functions' bodies)
//! ```

use crate::ir::Space;
use crate::ptx::parse::{AddrBase, Operand, PtxModule, Statement, Variable};
use std::collections::{HashMap, HashSet};

/// Bytes of the static `.shared` variables function `kernel` of `module`
/// can reach (an unsized `.extern .shared` array has none).
pub(super) fn reachable_static_shared(module: &PtxModule, kernel: usize) -> u64 {
    let functions: HashMap<&str, usize> = module
        .functions
        .iter()
        .enumerate()
        .filter(|(_, f)| f.body.is_some())
        .map(|(i, f)| (f.name.as_str(), i))
        .collect();
    let shared: HashMap<&str, &Variable> = module
        .variables
        .iter()
        .filter(|v| v.space == Space::Shared)
        .map(|v| (v.name.as_str(), v))
        .collect();
    let mut seen = HashSet::from([kernel]);
    let mut work = vec![kernel];
    let mut named = HashSet::new();
    let mut bytes = 0u64;
    while let Some(i) = work.pop() {
        let body = module.functions[i].body.iter().flatten();
        for statement in body {
            let inst = match statement {
                Statement::Var(v) if v.space == Space::Shared => {
                    bytes += v.size().unwrap_or(0);
                    continue;
                }
                Statement::Inst(inst) => inst,
                _ => continue,
            };
            let mut names = Vec::new();
            inst.operands.iter().for_each(|o| symbols(o, &mut names));
            for name in names {
                if let Some(&f) = functions.get(name) {
                    if seen.insert(f) {
                        work.push(f);
                    }
                } else if let Some(v) = shared.get(name) {
                    if named.insert(name) {
                        bytes += v.size().unwrap_or(0);
                    }
                }
            }
        }
    }
    bytes
}

/// The symbols operand `o` names.
fn symbols<'a>(o: &'a Operand, out: &mut Vec<&'a str>) {
    match o {
        Operand::Symbol(s)
        | Operand::Address {
            base: AddrBase::Symbol(s),
            ..
        } => out.push(s),
        Operand::Vector(items) | Operand::List(items) => items.iter().for_each(|i| symbols(i, out)),
        _ => {}
    }
}
