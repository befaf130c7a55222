//! Random valid programs for differential fuzzing, in the manner of
//! Cranelift's fuzzgen.
//!
//! ```text
//!   arbitrary::Unstructured ──> module: constant table %table (64 random bytes),
//!                               device functions (callee first; some
//!                               parameters `i64 generic` pointers to a
//!                               word the calling thread owns) + kernel %k
//!                          └──> LaunchSpec: grid, CTA, input seed, scalar args
//!   kernel %k(i64 global in, i64 global out, i32 s, f32 f):
//!     variables of every type ──> random statements ──> each thread stores
//!     every variable to its own slice of `out`
//! ```
//!
//! Every choice comes from the byte source, so a seed reproduces a program.
//! Programs are built with `FunctionBuilder` (variables, structured control
//! flow) and keep to what both executors define: divisors are forced
//! non-zero (and positive for signed division), indices are reduced into
//! bounds, local arrays are written before they are read, shared memory is
//! exchanged between barriers at the kernel's top level only (uniform
//! control flow), atomics that many threads share use commutative
//! operations, and floats are stored with NaNs canonicalised. Every module
//! passes the verifier.

pub mod blame;
mod body;
pub mod harness;

use crate::ir::{
    AbiParam, Function, FunctionBuilder, FunctionBuilderContext, FunctionKind, LaunchBounds,
    Module, Signature, Space, Type,
};
use arbitrary::Unstructured;
use body::{BodyGen, GenLimits};

/// 32-bit words of the kernel's input buffer (`in`).
pub const INPUT_WORDS: u32 = 256;
/// 64-bit words of `out` each thread owns: scratch first, then results.
pub const OUT_WORDS_PER_THREAD: u32 = 32;
/// Words of a thread's slice used as scratch for stores and atomics.
pub const SCRATCH_WORDS: u32 = 8;
/// Words at the start of `out` shared by all threads (commutative atomics).
pub const SHARED_COUNTER_WORDS: u32 = 4;
/// Most device functions a module gets.
pub const MAX_DEVICE_FUNCTIONS: usize = 3;
/// Bytes of the module's constant table (`const_data %table`), random
/// contents every function may read.
pub const CONST_TABLE_BYTES: u32 = 64;
/// The constant table's name.
pub const CONST_TABLE_NAME: &str = "table";
/// Bytes of the module's global variables (`global_data %vars`), random
/// initial contents: the first [`GLOBAL_VARS_READ_BYTES`] are only read,
/// the rest are two 8-byte counters that kernels update with commutative
/// atomics (so their final value does not depend on thread order).
pub const GLOBAL_VARS_BYTES: u32 = 32;
/// The read-only part of the global variables.
pub const GLOBAL_VARS_READ_BYTES: u32 = 16;
/// The global variables' name.
pub const GLOBAL_VARS_NAME: &str = "vars";
/// Bytes of the module's pointer table (`%ptrs`, in const or global
/// memory): four addresses into the constant table and the read-only
/// global variables (see `pointer_table`).
pub const PTR_TABLE_BYTES: u32 = 32;
/// The pointer table's name.
pub const PTR_TABLE_NAME: &str = "ptrs";

/// Adds module object `name` of `size` bytes in `space`, 8-aligned, with
/// random initial bytes.
fn random_object(
    u: &mut Unstructured<'_>,
    module: &mut Module,
    space: crate::ir::DataSpace,
    name: &str,
    size: u32,
) -> arbitrary::Result<()> {
    let init = (0..size)
        .map(|_| u.arbitrary::<u8>())
        .collect::<arbitrary::Result<Vec<u8>>>()?;
    module.push_const_data(crate::ir::ConstData {
        space,
        name: name.into(),
        align: 8,
        size,
        init,
        relocs: Vec::new(),
    });
    Ok(())
}

/// Draws the module's pointer table and adds its definition to `module`
/// (after the objects it points at); returns where it lives. At byte 8 j
/// it holds the address of the constant table (j = 0 generic, 1
/// const-space) or of the global variables (j = 2 generic, 3
/// global-space), plus an addend that leaves 32 bytes of the table (0 or
/// 32) and 8 of the read-only variables (0 or 8) to read past it.
fn pointer_table(
    u: &mut Unstructured<'_>,
    module: &mut Module,
) -> arbitrary::Result<crate::ir::DataSpace> {
    use crate::ir::{DataReloc, DataSpace};
    let space = if u.arbitrary()? {
        DataSpace::Const
    } else {
        DataSpace::Global
    };
    let mut relocs = Vec::with_capacity(4);
    for j in 0..4u32 {
        let far = if j < 2 { 32 } else { 8 };
        relocs.push(DataReloc {
            offset: 8 * j,
            target: if j < 2 {
                CONST_TABLE_NAME
            } else {
                GLOBAL_VARS_NAME
            }
            .into(),
            addend: if u.arbitrary()? { far } else { 0 },
            generic: j % 2 == 0,
        });
    }
    module.push_const_data(crate::ir::ConstData {
        space,
        name: PTR_TABLE_NAME.into(),
        align: 8,
        size: PTR_TABLE_BYTES,
        init: Vec::new(),
        relocs,
    });
    Ok(space)
}

/// Most threads a launch gets (kept small so fuzzing stays fast).
pub const MAX_THREADS: u32 = 64;

/// How to launch a generated kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchSpec {
    /// Name of the kernel.
    pub kernel: String,
    /// Grid shape.
    pub grid: [u32; 3],
    /// CTA shape.
    pub block: [u32; 3],
    /// Seed of the input buffer's random contents.
    pub input_seed: u64,
    /// The `i32` scalar argument.
    pub scalar: i32,
    /// The `f32` scalar argument.
    pub float_bits: u32,
    /// Bytes of dynamic shared memory per CTA (`shared=`; 0: none).
    pub dynamic_shared_bytes: u32,
}

impl LaunchSpec {
    /// Threads in the whole grid.
    pub fn threads(&self) -> u64 {
        self.grid
            .iter()
            .chain(&self.block)
            .map(|&d| d as u64)
            .product()
    }

    /// 64-bit words of the output buffer.
    pub fn output_words(&self) -> u64 {
        SHARED_COUNTER_WORDS as u64 + self.threads() * OUT_WORDS_PER_THREAD as u64
    }

    /// The launch as run directives (for reproducer files).
    pub fn directives(&self) -> String {
        format!(
            "; launch: %{} grid=({}, {}, {}) block=({}, {}, {}){}\n; arg: @in = i32[{INPUT_WORDS}] random({})\n; arg: @out = i64[{}] 0\n; arg: {}\n; arg: nan:{:#010x}\n; print: @out\n",
            self.kernel,
            self.grid[0],
            self.grid[1],
            self.grid[2],
            self.block[0],
            self.block[1],
            self.block[2],
            match self.dynamic_shared_bytes {
                0 => String::new(),
                n => format!(" shared={n}"),
            },
            self.input_seed,
            self.output_words(),
            self.scalar,
            self.float_bits,
        )
        .replace(&format!("nan:{:#010x}", self.float_bits), &crate::ir::Ieee32(self.float_bits).to_string())
    }
}

/// A generated module and how to launch it.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The module; it passes the verifier.
    pub module: Module,
    /// The launch to run it with.
    pub launch: LaunchSpec,
}

/// Generates a program from `u`.
pub fn generate(u: &mut Unstructured<'_>) -> arbitrary::Result<Generated> {
    let limits = GenLimits::default();
    let mut module = Module::new();
    random_object(
        u,
        &mut module,
        crate::ir::DataSpace::Const,
        CONST_TABLE_NAME,
        CONST_TABLE_BYTES,
    )?;
    random_object(
        u,
        &mut module,
        crate::ir::DataSpace::Global,
        GLOBAL_VARS_NAME,
        GLOBAL_VARS_BYTES,
    )?;
    let ptrs = pointer_table(u, &mut module)?;
    let mut callees: Vec<(String, Signature)> = Vec::new();
    let ndev = u.int_in_range(0..=MAX_DEVICE_FUNCTIONS)?;
    let mut ctx = FunctionBuilderContext::new();
    // Device functions are generated callee-first: function i may call the
    // ones before it, so the call graph has no cycles.
    for i in 0..ndev {
        let nparams = u.int_in_range(1..=4)?;
        // Some parameters are pointers to a word the caller owns (what
        // the spaces pass's module step specialises).
        let params: Vec<AbiParam> = (0..nparams)
            .map(|_| {
                Ok(if u.ratio(1, 4)? {
                    AbiParam::pointer(Type::I64, Space::Generic)
                } else {
                    AbiParam::new(pick_type(u)?)
                })
            })
            .collect::<arbitrary::Result<_>>()?;
        let nrets = u.int_in_range(1..=2)?;
        let returns: Vec<Type> = (0..nrets)
            .map(|_| pick_type(u))
            .collect::<arbitrary::Result<_>>()?;
        let sig = Signature { params, returns };
        let name = format!("dev{i}");
        let mut func = Function::new(&name, FunctionKind::Device, sig.clone());
        {
            let b = FunctionBuilder::new(&mut func, &mut ctx);
            BodyGen::new(u, b, &callees, limits, ptrs, false)?.run()?;
        }
        module.push(func);
        callees.push((name, sig));
    }
    let sig = Signature {
        params: vec![
            AbiParam::pointer(Type::I64, Space::Global),
            AbiParam::pointer(Type::I64, Space::Global),
            AbiParam::new(Type::I32),
            AbiParam::new(Type::F32),
        ],
        returns: vec![],
    };
    let mut kernel = Function::new("k", FunctionKind::Kernel, sig);
    {
        let b = FunctionBuilder::new(&mut kernel, &mut ctx);
        BodyGen::new(u, b, &callees, limits, ptrs, true)?.run()?;
    }
    let uses_dynamic_shared = kernel.shared_vars.values().any(|d| d.dynamic);
    let threads_x = u.int_in_range(1..=MAX_THREADS)?;
    let grid_x = u.int_in_range(1..=2)?;
    let mut launch = LaunchSpec {
        kernel: "k".into(),
        grid: [grid_x, 1, 1],
        block: [threads_x, 1, 1],
        input_seed: u.arbitrary()?,
        scalar: u.arbitrary()?,
        float_bits: u.arbitrary()?,
        dynamic_shared_bytes: 0,
    };
    if uses_dynamic_shared {
        // The kernel reaches below `8 * ntid` bytes; sometimes more is given.
        launch.dynamic_shared_bytes = threads_x * 8 + *u.choose(&[0, 8, 256])?;
    }
    // Launch bounds the launch keeps: `maxntid` at or above the CTA (with
    // `minnctapersm`), `reqntid` of it, or a `maxnreg` (ptxas's limit in
    // virtual mode, a cap on the budget in budget mode).
    kernel.launch_bounds = match u.int_in_range(0..=7)? {
        0 => LaunchBounds {
            maxntid: Some([threads_x.next_multiple_of(32), 1, 1]),
            minnctapersm: Some(u.int_in_range(1..=4)?),
            ..LaunchBounds::default()
        },
        1 => LaunchBounds {
            reqntid: Some([threads_x, 1, 1]),
            ..LaunchBounds::default()
        },
        2 => LaunchBounds {
            maxnreg: Some(*u.choose(&[24, 32, 64])?),
            ..LaunchBounds::default()
        },
        _ => LaunchBounds::default(),
    };
    module.push(kernel);
    Ok(Generated { module, launch })
}

fn pick_type(u: &mut Unstructured<'_>) -> arbitrary::Result<Type> {
    Ok(*u.choose(&Type::ALL)?)
}

/// A program from a 64-bit seed (bytes from SplitMix64), for `ptxlift fuzz`.
pub fn generate_from_seed(seed: u64) -> Result<Generated, String> {
    let mut state = seed;
    let bytes: Vec<u8> = (0..BYTES_PER_PROGRAM / 8)
        .flat_map(|_| crate::rng::splitmix64(&mut state).to_le_bytes())
        .collect();
    generate(&mut Unstructured::new(&bytes))
        .map_err(|e| format!("generator ran out of choices: {e}"))
}

/// Random bytes each seeded program draws its choices from.
pub const BYTES_PER_PROGRAM: usize = 16 * 1024;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_modules_verify_and_round_trip() {
        for seed in 0..200 {
            let g = generate_from_seed(seed).unwrap();
            if let Err(e) = crate::ir::verify_module(&g.module) {
                panic!("seed {seed}: {e}\n{}", g.module);
            }
            let text = g.module.to_string();
            let again = crate::ir::parse_module(&text).unwrap();
            assert!(again == g.module, "seed {seed}");
        }
    }
}
