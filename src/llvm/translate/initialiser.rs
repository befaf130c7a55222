//! Initialisers of module data: an LLVM constant laid out as bytes under
//! the NVPTX data layout (struct padding is zero), with the addresses of
//! globals it holds set apart as relocations.
//!
//! ```text
//!   @g = addrspace(1) global [4 x i32] [...]          bytes of %g
//!   @p = addrspace(1) global [2 x ptr] [              16 zero bytes, and
//!     ptr addrspacecast (ptr addrspace(1) @g to ptr),   addr 0 = generic %g
//!     ptr getelementptr (i8, ptr addrspacecast          addr 8 = generic %g+8
//!       (ptr addrspace(1) @g to ptr), i64 8)]
//! ```
//!
//! Takes integers, floats (half and bfloat by their bits), arrays, vectors, structs, `c"..."` strings,
//! `zeroinitializer`, `null`, `undef`/`poison` (as zero), and pointers (or
//! `ptrtoint` to `i64`) made of a module data global, `addrspacecast`,
//! `bitcast` and constant-index `getelementptr`. [`order_by_address_use`]
//! then puts every object after the objects whose addresses it holds, as
//! PTX requires.

use super::operands::f32_bits_of_double_hex;
use super::ImportError;
use crate::ir::{ConstData, DataReloc, ADDR_BYTES};
use crate::llvm::ast::{ConstExpr, FloatLit, Module, Operand, Ty};
use crate::llvm::layout::{gep_step, size_align, struct_fields, struct_layout, GepStep};
use std::collections::HashMap;

/// The bytes of an initialiser and the addresses in it.
#[derive(Default)]
pub(super) struct Encoded {
    /// The bytes, zero where an address goes.
    pub bytes: Vec<u8>,
    /// The addresses, by offset.
    pub addrs: Vec<GlobalAddr>,
}

/// An address in an initialiser: global `global` plus `addend` bytes, as
/// a pointer of address space `addrspace`, stored at byte `offset`.
pub(super) struct GlobalAddr {
    pub offset: u64,
    pub global: String,
    pub addend: i64,
    pub addrspace: u32,
}

/// Writes constant `v` of type `ty` into `out` at byte `at` (`out.bytes`
/// is zero, so zero and undefined parts need no writing).
pub(super) fn encode(
    m: &Module,
    ty: &Ty,
    v: &Operand,
    out: &mut Encoded,
    at: usize,
) -> Result<(), String> {
    let too_short = || "the initialiser does not fit its type".to_string();
    match (ty, v) {
        (_, Operand::Zero | Operand::Undef | Operand::Null) => Ok(()),
        (Ty::Int(bits), Operand::Int(k)) => {
            let Some((size, _)) = size_align(ty, &m.types) else {
                return Err(format!("i{bits} has no size"));
            };
            let le = (*k as u128).to_le_bytes();
            let dst = out
                .bytes
                .get_mut(at..at + size as usize)
                .ok_or_else(too_short)?;
            let n = dst.len().min(16);
            dst[..n].copy_from_slice(&le[..n]);
            if *bits == 1 {
                dst[0] &= 1;
            }
            Ok(())
        }
        (Ty::Float(w @ (32 | 64)), Operand::Float(lit)) => {
            let bits: u64 = match (w, lit) {
                (32, FloatLit::HexDouble(b)) => u64::from(f32_bits_of_double_hex(*b)),
                (32, FloatLit::Decimal(d)) => u64::from((*d as f32).to_bits()),
                (_, FloatLit::HexDouble(b)) => *b,
                (_, FloatLit::Decimal(d)) => d.to_bits(),
                _ => return Err("a float literal of an unsupported form".into()),
            };
            let size = (*w / 8) as usize;
            let dst = out.bytes.get_mut(at..at + size).ok_or_else(too_short)?;
            dst.copy_from_slice(&bits.to_le_bytes()[..size]);
            Ok(())
        }
        // `half 0xH3C00`, `bfloat 0xR3F80`: the 16 bits as written (LLVM
        // prints every half and bfloat constant in this form).
        (Ty::Float(16), Operand::Float(FloatLit::Other('H' | 'R', bits))) => {
            let bits = u16::try_from(*bits).map_err(|_| "a 16-bit float literal wider than 16 bits")?;
            let dst = out.bytes.get_mut(at..at + 2).ok_or_else(too_short)?;
            dst.copy_from_slice(&bits.to_le_bytes());
            Ok(())
        }
        (Ty::Float(16), Operand::Float(_)) => Err(
            "a half or bfloat constant written in decimal; write its bits (`0xH3C00`, `0xR3F80`) as LLVM does"
                .into(),
        ),
        (Ty::Array(n, elem), Operand::Bytes(b)) if **elem == Ty::Int(8) => {
            if b.len() as u64 != *n {
                return Err(format!("a string of {} bytes for [{n} x i8]", b.len()));
            }
            let dst = out.bytes.get_mut(at..at + b.len()).ok_or_else(too_short)?;
            dst.copy_from_slice(b);
            Ok(())
        }
        (Ty::Array(n, elem) | Ty::Vector(n, elem), Operand::Aggregate(items)) => {
            if items.len() as u64 != *n {
                return Err(format!("{} elements for {n}", items.len()));
            }
            let Some((size, _)) = size_align(elem, &m.types) else {
                return Err("an element type without a size".into());
            };
            for (k, (ity, item)) in items.iter().enumerate() {
                encode(m, ity, item, out, at + k * size as usize)?;
            }
            Ok(())
        }
        (Ty::Struct(..) | Ty::Named(_), Operand::Aggregate(items)) => {
            let Some((fields, packed)) = struct_fields(ty, &m.types) else {
                return Err("a struct type that is not defined".into());
            };
            let Some((offsets, _, _)) = struct_layout(fields, packed, &m.types) else {
                return Err("a struct without a size".into());
            };
            if items.len() != offsets.len() {
                return Err(format!(
                    "{} fields for a struct of {}",
                    items.len(),
                    offsets.len()
                ));
            }
            for ((ity, item), off) in items.iter().zip(offsets) {
                encode(m, ity, item, out, at + off as usize)?;
            }
            Ok(())
        }
        (Ty::Ptr(space), Operand::Global(_) | Operand::Expr(_)) => {
            let a = address(m, v, *space)?;
            store_address(out, at, a)
        }
        (Ty::Int(64), Operand::Expr(e)) => match &**e {
            ConstExpr::Cast(op, Ty::Ptr(space), p, _) if op == "ptrtoint" => {
                let a = address(m, p, *space)?;
                store_address(out, at, a)
            }
            _ => Err("an integer constant expression other than `ptrtoint` of an address".into()),
        },
        (_, Operand::Global(g)) => Err(format!(
            "the address of @{g} in a field that is neither a pointer nor an i64"
        )),
        (_, Operand::Expr(_)) => {
            Err("a constant expression other than an address in a pointer or i64 field".into())
        }
        _ => Err("an initialiser of an unsupported type or form".into()),
    }
}

fn store_address(out: &mut Encoded, at: usize, mut a: GlobalAddr) -> Result<(), String> {
    if at + ADDR_BYTES as usize > out.bytes.len() {
        return Err("the initialiser does not fit its type".into());
    }
    a.offset = at as u64;
    out.addrs.push(a);
    Ok(())
}

/// The address constant `v` denotes, a pointer of address space `space`:
/// a global, moved by `getelementptr` with constant indices, through
/// `addrspacecast` and `bitcast`.
fn address(m: &Module, v: &Operand, space: u32) -> Result<GlobalAddr, String> {
    match v {
        Operand::Global(g) => {
            if m.functions.iter().any(|f| &f.name == g) {
                return Err(format!(
                    "the address of function @{g} (ptxlift has no function pointers)"
                ));
            }
            Ok(GlobalAddr {
                offset: 0,
                global: g.clone(),
                addend: 0,
                addrspace: space,
            })
        }
        Operand::Expr(e) => match &**e {
            ConstExpr::Cast(op, Ty::Ptr(from), p, Ty::Ptr(to))
                if op == "addrspacecast" || op == "bitcast" =>
            {
                let mut a = address(m, p, *from)?;
                a.addrspace = *to;
                Ok(a)
            }
            ConstExpr::Gep(elem, Ty::Ptr(from), p, idx) => {
                let mut a = address(m, p, *from)?;
                let mut cur = elem.clone();
                for (k, (_, index)) in idx.iter().enumerate() {
                    let Operand::Int(n) = index else {
                        return Err("a getelementptr with a non-constant index".into());
                    };
                    let step = match gep_step(&mut cur, k, Some(*n), &m.types)? {
                        GepStep::Field(off) => off as i64,
                        GepStep::Element(size) => (*n as i64).wrapping_mul(size as i64),
                    };
                    a.addend = a.addend.wrapping_add(step);
                }
                a.addrspace = space;
                Ok(a)
            }
            _ => Err("a constant expression that is not an address of a global".into()),
        },
        _ => Err("a pointer that is neither null nor the address of a global".into()),
    }
}

/// `a` as an address stored in module data: `objects` gives each data
/// global's IR name, space and size by LLVM name.
pub(super) fn reloc(
    a: &GlobalAddr,
    objects: &HashMap<&str, (&ConstData, u32)>,
) -> Result<DataReloc, String> {
    let Some((target, target_space)) = objects.get(a.global.as_str()) else {
        return Err(format!(
            "the address of @{}, which is not a constant or global variable in global or constant memory",
            a.global
        ));
    };
    // A generic pointer, or one in the target's own space (addrspace 0
    // globals live in global memory).
    let generic = match (a.addrspace, *target_space) {
        (0, _) => true,
        (1, 0 | 1) | (4, 4) => false,
        (s, _) => {
            return Err(format!(
                "the address of @{} as a pointer in address space {s}, which is not where it lives",
                a.global
            ))
        }
    };
    let addend = u32::try_from(a.addend)
        .ok()
        .filter(|&k| k <= target.size)
        .ok_or_else(|| {
            format!(
                "the address of @{} at offset {}, outside it (0..={}); PTX initialisers only add offsets within an object",
                a.global, a.addend, target.size
            )
        })?;
    Ok(DataReloc {
        offset: a.offset as u32,
        target: target.name.clone(),
        addend,
        generic,
    })
}

/// `data` (each with its `.ll` line) reordered so that every object comes
/// after the objects whose addresses it holds, otherwise in the given
/// order; an error for objects that hold each other's addresses, which
/// PTX cannot write.
pub(super) fn order_by_address_use(
    data: Vec<(ConstData, u32)>,
) -> Result<Vec<(ConstData, u32)>, ImportError> {
    let index: HashMap<&str, usize> = data
        .iter()
        .enumerate()
        .map(|(i, (d, _))| (d.name.as_str(), i))
        .collect();
    let deps: Vec<Vec<usize>> = data
        .iter()
        .map(|(d, _)| {
            let mut v: Vec<usize> = d
                .relocs
                .iter()
                .filter(|r| r.target != d.name)
                .filter_map(|r| index.get(r.target.as_str()).copied())
                .collect();
            v.dedup();
            v
        })
        .collect();
    // Depth-first, post-order: 0 unvisited, 1 on the path, 2 placed.
    let mut state = vec![0u8; data.len()];
    let mut order = Vec::with_capacity(data.len());
    for root in 0..data.len() {
        if state[root] != 0 {
            continue;
        }
        state[root] = 1;
        let mut stack = vec![(root, 0usize)];
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            let Some(&dep) = deps[node].get(next) else {
                state[node] = 2;
                order.push(node);
                stack.pop();
                continue;
            };
            top.1 += 1;
            match state[dep] {
                0 => {
                    state[dep] = 1;
                    stack.push((dep, 0));
                }
                1 => {
                    let (d, line) = &data[node];
                    return Err(ImportError {
                        line: *line,
                        col: 0,
                        function: None,
                        message: format!(
                            "globals @{} and @{} hold each other's addresses (through a cycle); PTX defines an object before an initialiser may name it, so it cannot write this",
                            d.name, data[dep].0.name
                        ),
                    });
                }
                _ => {}
            }
        }
    }
    let mut slots: Vec<Option<(ConstData, u32)>> = data.into_iter().map(Some).collect();
    Ok(order.into_iter().filter_map(|i| slots[i].take()).collect())
}
