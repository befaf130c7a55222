//! A kernel's launch bounds from what clang and NVVM front ends write:
//! function attributes (`"nvvm.maxntid"="256,1,1"`, `"nvvm.reqntid"`,
//! `"nvvm.minctasm"="2"`, `"nvvm.maxnreg"="32"`: clang 19+ for
//! `__launch_bounds__` and `__maxnreg__`) and `!nvvm.annotations` nodes
//! (`!{ptr @k, !"maxntidx", i32 256}`, `maxntidy`/`z`, `reqntidx`/`y`/`z`,
//! `minctasm`, `maxnreg`: older clang, NVVM IR). Either form gives the IR's
//! `LaunchBounds`; a dimension not given is 1.

use crate::ir::LaunchBounds;
use crate::llvm::ast::{Function, Module};

/// The launch bounds of kernel `f` of `m`, or what is wrong with a value.
pub(super) fn launch_bounds(m: &Module, f: &Function) -> Result<LaunchBounds, String> {
    let mut bounds = LaunchBounds::default();
    for (key, value) in &f.string_attrs {
        let Some(name) = key.strip_prefix("nvvm.") else {
            continue;
        };
        let numbers = || -> Result<Vec<u32>, String> {
            value
                .split(',')
                .map(|n| n.trim().parse::<u32>())
                .collect::<Result<Vec<u32>, _>>()
                .map_err(|_| format!("attribute \"{key}\"=\"{value}\" is not a list of counts"))
        };
        let shape = || -> Result<[u32; 3], String> {
            let n = numbers()?;
            if n.is_empty() || n.len() > 3 {
                return Err(format!(
                    "attribute \"{key}\"=\"{value}\" needs 1 to 3 dimensions"
                ));
            }
            let mut dims = [1; 3];
            dims[..n.len()].copy_from_slice(&n);
            Ok(dims)
        };
        let one = || -> Result<u32, String> {
            match numbers()?.as_slice() {
                [n] => Ok(*n),
                _ => Err(format!("attribute \"{key}\"=\"{value}\" is not one count")),
            }
        };
        match name {
            "maxntid" => bounds.maxntid = Some(shape()?),
            "reqntid" => bounds.reqntid = Some(shape()?),
            "minctasm" => bounds.minnctapersm = Some(one()?),
            "maxnreg" => bounds.maxnreg = Some(one()?),
            _ => {}
        }
    }
    for (target, key, value) in &m.annotations {
        if *target != f.name {
            continue;
        }
        let value = u32::try_from(*value)
            .map_err(|_| format!("annotation !\"{key}\" of @{target} is out of range: {value}"))?;
        let dim = |dims: &mut Option<[u32; 3]>, axis: usize| {
            dims.get_or_insert([1; 3])[axis] = value;
        };
        match key.as_str() {
            "maxntidx" => dim(&mut bounds.maxntid, 0),
            "maxntidy" => dim(&mut bounds.maxntid, 1),
            "maxntidz" => dim(&mut bounds.maxntid, 2),
            "reqntidx" => dim(&mut bounds.reqntid, 0),
            "reqntidy" => dim(&mut bounds.reqntid, 1),
            "reqntidz" => dim(&mut bounds.reqntid, 2),
            "minctasm" => bounds.minnctapersm = Some(value),
            "maxnreg" => bounds.maxnreg = Some(value),
            _ => {}
        }
    }
    Ok(bounds)
}
