//! Module data as LLVM globals: constant data becomes an `internal
//! addrspace(4) constant`, global data an `internal addrspace(1) global`.
//!
//! ```text
//!   const_data %t = 8, align 4, init "0100..."   @t = internal addrspace(4) constant [8 x i8] c"\01\00...", align 4
//!   global_data %p = 16, align 8,                 @p = internal addrspace(1) global
//!     addr 8 = generic %t+4                            <{ [8 x i8], ptr }> <{ [8 x i8] c"...",
//!                                                      ptr getelementptr (i8, ptr addrspacecast
//!                                                        (ptr addrspace(4) @t to ptr), i64 4) }>
//! ```
//!
//! An object without addresses is one `[N x i8]`; one holding addresses is
//! a packed struct of byte runs and `i8` pointers, so its bytes stay where
//! the IR has them. Function bodies see every object as `[N x i8]`:
//! [`data_ref`] gives that view (a `bitcast` of a struct object in the
//! typed-pointer dialect).

use super::dialect::{addrspace, Dialect};
use super::function::bytes_ty;
use super::global_name;
use crate::ir::{ConstData, DataReloc, DataSpace, Module, ADDR_BYTES};

/// Every module object's definition, one line each.
pub(super) fn module_data(module: &Module, dialect: Dialect) -> String {
    let mut out = String::new();
    for d in module.const_data.values() {
        let kind = match d.space {
            DataSpace::Const => "addrspace(4) constant",
            DataSpace::Global => "addrspace(1) global",
        };
        let (ty, value) = if d.relocs.is_empty() {
            (bytes_ty(d.size), byte_string(&d.bytes()))
        } else {
            with_addresses(module, d, dialect)
        };
        out.push_str(&format!(
            "{} = internal {kind} {ty} {value}, align {}\n",
            global_name(&d.name),
            d.align
        ));
    }
    out
}

/// `@name` as a pointer to `[size x i8]` in its own space (typed in the
/// dialect's way).
pub(super) fn data_ref(module: &Module, d: &ConstData, dialect: Dialect) -> String {
    let space = addrspace(d.space.space());
    let name = global_name(&d.name);
    if d.relocs.is_empty() || dialect == Dialect::Modern {
        return name;
    }
    format!(
        "bitcast ({} {name} to {})",
        dialect.ptr_ty(space, &struct_ty(module, d, dialect)),
        dialect.ptr_ty(space, &bytes_ty(d.size))
    )
}

/// `c"\01\02..."`.
fn byte_string(bytes: &[u8]) -> String {
    let body: String = bytes.iter().map(|b| format!("\\{b:02X}")).collect();
    format!("c\"{body}\"")
}

/// A piece of an object holding addresses: a run of bytes or an address.
enum Piece<'a> {
    Bytes(std::ops::Range<usize>),
    Addr(&'a DataReloc),
}

/// The pieces of `d`: byte runs between addresses, and the addresses.
fn pieces(d: &ConstData) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut at = 0usize;
    for r in &d.relocs {
        let start = r.offset as usize;
        if start > at {
            out.push(Piece::Bytes(at..start));
        }
        out.push(Piece::Addr(r));
        at = start + ADDR_BYTES as usize;
    }
    if (d.size as usize) > at {
        out.push(Piece::Bytes(at..d.size as usize));
    }
    out
}

/// The type of the pointer `r` stores: generic, or into its target's
/// space.
fn addr_ty(module: &Module, r: &DataReloc, dialect: Dialect) -> String {
    let space = match module.const_data_by_name(&r.target) {
        Some(k) if !r.generic => addrspace(module.const_data[k].space.space()),
        _ => 0,
    };
    dialect.ptr_ty(space, "i8")
}

/// The packed struct type of an object holding addresses.
fn struct_ty(module: &Module, d: &ConstData, dialect: Dialect) -> String {
    let fields: Vec<String> = pieces(d)
        .iter()
        .map(|p| match p {
            Piece::Bytes(run) => bytes_ty(run.len() as u32),
            Piece::Addr(r) => addr_ty(module, r, dialect),
        })
        .collect();
    format!("<{{ {} }}>", fields.join(", "))
}

/// The type and value of an object holding addresses.
fn with_addresses(module: &Module, d: &ConstData, dialect: Dialect) -> (String, String) {
    let bytes = d.bytes();
    let fields: Vec<String> = pieces(d)
        .iter()
        .map(|p| match p {
            Piece::Bytes(run) => format!(
                "{} {}",
                bytes_ty(run.len() as u32),
                byte_string(&bytes[run.clone()])
            ),
            Piece::Addr(r) => format!(
                "{} {}",
                addr_ty(module, r, dialect),
                address(module, r, dialect)
            ),
        })
        .collect();
    (
        struct_ty(module, d, dialect),
        format!("<{{ {} }}>", fields.join(", ")),
    )
}

/// Reloc `r` as a constant `i8` pointer: the target (its `[N x i8]`
/// view cast to `i8`), moved by the addend, cast to generic if `r` is.
/// The verifier has checked that the target exists.
fn address(module: &Module, r: &DataReloc, dialect: Dialect) -> String {
    let Some(t) = module
        .const_data_by_name(&r.target)
        .map(|k| &module.const_data[k])
    else {
        return "null".to_string();
    };
    let space = addrspace(t.space.space());
    let own = dialect.ptr_ty(space, "i8");
    let arr = dialect.ptr_ty(space, &bytes_ty(t.size));
    let mut base = data_ref(module, t, dialect);
    if arr != own {
        base = format!("bitcast ({arr} {base} to {own})");
    }
    if r.addend != 0 {
        base = format!("getelementptr (i8, {own} {base}, i64 {})", r.addend);
    }
    if r.generic && space != 0 {
        format!(
            "addrspacecast ({own} {base} to {})",
            dialect.ptr_ty(0, "i8")
        )
    } else {
        base
    }
}
