//! Run directives: executable expectations inside `.plir` files.
//!
//! ```text
//!   text ──parse_module + verify──> Module
//!        ──parse_directives──> [run | launch{args, expects, prints}]
//!        ──engine::execute (interpreter or PTX simulator)──> Execution
//!        ──check_expectations (and, for both engines, compare_executions)──> Outcome
//! ```
//!
//! Used by `ptxlift run` and by the filetest runner. See
//! [`directives`] for the syntax and [`engine`] for the executors.
//! Integers compare exactly; floats compare bit for bit (any NaN equals any
//! NaN, since NaN payloads are unspecified) unless `within N ulp` allows a
//! distance. An expected error must quote the interpreter's message; the
//! simulator's messages are its own, so for it any error meets the
//! expectation.

pub mod directives;
pub mod engine;
pub mod expr;
pub mod hardware;

use crate::interp::{ArgValue, BufferId, DeviceMemory};
use crate::ir::{self, Module, ParamKind, Space, Type};
use crate::ptx::parse::PtxModule;
use crate::rng::splitmix64;
use directives::{
    ArgSpec, BufferCheck, BufferExpect, Directive, Init, LaunchDirective, RunDirective, RunExpect,
};
use engine::{compare_executions, execute_after, Agreement, Execution, Executor, ModuleVarState};

pub use directives::parse_directives;

/// Largest buffer a directive may create, in bytes.
pub const MAX_BUFFER_BYTES: u64 = 256 << 20;
/// Mismatching elements listed before the rest are counted.
const MAX_LISTED_MISMATCHES: usize = 5;
/// Elements per line when printing a buffer.
const PRINT_ROW: usize = 16;
/// Elements printed of one buffer; the rest are counted.
const MAX_PRINTED_ELEMENTS: usize = 4096;
/// Bytes all buffers of one directive may take together.
pub const MAX_TOTAL_BUFFER_BYTES: u64 = 1 << 30;

/// The result of one directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Line of the directive.
    pub line: u32,
    /// The directive as written (without the `;`).
    pub title: String,
    /// `None` on success; otherwise why it failed.
    pub failure: Option<String>,
    /// Printed results and buffers.
    pub output: Vec<String>,
}

/// Parses, verifies and runs every directive of a source file. An `Err`
/// holds parse or verifier diagnostics (each `line:col: message` or
/// `line: message`).
pub fn run_source(text: &str) -> Result<Vec<Outcome>, Vec<String>> {
    let module = ir::parse_module(text).map_err(|e| vec![e.to_string()])?;
    ir::verify_module(&module)
        .map_err(|e| e.0.iter().map(|e| e.to_string()).collect::<Vec<_>>())?;
    let directives = parse_directives(text).map_err(|e| vec![e.to_string()])?;
    Ok(run_directives(&module, &directives, text))
}

/// Limits a caller may impose on every directive (tests of mutated
/// programs use them to bound run time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunLimits {
    /// Upper bound on any directive's fuel.
    pub fuel: u64,
    /// Upper bound on any buffer's size in bytes.
    pub buffer_bytes: u64,
    /// The most shared memory a CTA may use: the target SM's.
    pub shared_bytes: u64,
}

impl RunLimits {
    /// The default limits with `target`'s shared memory per CTA.
    pub fn for_target(target: crate::Target) -> Self {
        RunLimits {
            shared_bytes: target.sm.max_shared_per_cta(),
            ..RunLimits::default()
        }
    }
}

impl Default for RunLimits {
    fn default() -> Self {
        RunLimits {
            fuel: u64::MAX,
            buffer_bytes: MAX_BUFFER_BYTES,
            shared_bytes: crate::Target::default().sm.max_shared_per_cta(),
        }
    }
}

/// Runs `directives` against `module` with the interpreter; `text`
/// supplies the titles.
pub fn run_directives(module: &Module, directives: &[Directive], text: &str) -> Vec<Outcome> {
    run_directives_with(
        Engines::One(Executor::Interp(module)),
        directives,
        text,
        RunLimits::default(),
    )
}

/// Which executors run the directives.
#[derive(Clone, Copy)]
pub enum Engines<'a> {
    /// One executor; each directive's expectations are checked on it.
    One(Executor<'a>),
    /// The interpreter checks each directive's expectations, and the PTX
    /// simulator must agree with it ([`compare_executions`]).
    Both {
        /// The IR module.
        module: &'a Module,
        /// The PTX compiled from it.
        ptx: &'a PtxModule,
    },
}

/// Runs `directives` with `engines` under `limits`; `text` supplies the
/// titles.
pub fn run_directives_with(
    engines: Engines<'_>,
    directives: &[Directive],
    text: &str,
    limits: RunLimits,
) -> Vec<Outcome> {
    let lines: Vec<&str> = text.lines().collect();
    // Each executor's module variables, carried from directive to directive.
    let (mut ir_vars, mut sim_vars) = (ModuleVarState::default(), ModuleVarState::default());
    directives
        .iter()
        .map(|d| {
            let line = d.line();
            let title = lines
                .get(line as usize - 1)
                .map(|l| l.trim_start().trim_start_matches(';').trim().to_string())
                .unwrap_or_default();
            let mut output = Vec::new();
            let result = match engines {
                Engines::One(executor) => execute_after(executor, d, limits, &mut ir_vars)
                    .and_then(|x| check_expectations(executor, d, &x, &mut output)),
                Engines::Both { module, ptx } => {
                    let vars = (&mut ir_vars, &mut sim_vars);
                    run_both(module, ptx, d, limits, vars, &mut output)
                }
            };
            Outcome {
                line,
                title,
                failure: result.err(),
                output,
            }
        })
        .collect()
}

/// `--engine both`: the interpreter meets the expectations and the PTX
/// agrees with it (anything goes where the IR fails as expected).
fn run_both(
    module: &Module,
    ptx: &PtxModule,
    d: &Directive,
    limits: RunLimits,
    (ir_vars, sim_vars): (&mut ModuleVarState, &mut ModuleVarState),
    output: &mut Vec<String>,
) -> Result<(), String> {
    let ir = execute_after(Executor::Interp(module), d, limits, ir_vars)?;
    let sim = execute_after(Executor::Ptx { module, ptx }, d, limits, sim_vars)?;
    let mut failures = Vec::new();
    if let Err(m) = check_expectations(Executor::Interp(module), d, &ir, output) {
        failures.push(format!("IR: {m}"));
    }
    match compare_executions(module, d, &ir, &sim) {
        Agreement::Agree | Agreement::BothFailed(_) => {}
        Agreement::OnlyIrFailed(_) => output
            .push("note: the PTX runs where the IR's behaviour is undefined (allowed)".to_string()),
        Agreement::Differ(m) => failures.push(format!("IR and PTX differ: {m}")),
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("; "))
    }
}

/// A buffer created by a directive's arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectiveBuffer {
    /// The name without `@`.
    pub name: String,
    /// The buffer in device memory.
    pub id: BufferId,
    /// The element type.
    pub ty: Type,
    /// The number of elements.
    pub len: u64,
}

/// Creates the buffers of a directive's arguments `specs` for `func_name`
/// in `memory`; returns the arguments and the buffers, sorted by name.
fn build_args(
    module: &Module,
    func_name: &str,
    specs: &[ArgSpec],
    limits: RunLimits,
    memory: &mut DeviceMemory,
) -> Result<(Vec<ArgValue>, Vec<DirectiveBuffer>), String> {
    let id = module
        .function_by_name(func_name)
        .ok_or_else(|| format!("no function `%{func_name}` in this file"))?;
    let params = &module.functions[id].signature.params;
    if params.len() != specs.len() {
        return Err(format!(
            "`%{func_name}` takes {} arguments but {} are given",
            params.len(),
            specs.len()
        ));
    }
    let mut args = Vec::new();
    let mut buffers: Vec<DirectiveBuffer> = Vec::new();
    let mut total_bytes = 0u64;
    for (i, (p, spec)) in params.iter().zip(specs).enumerate() {
        let arg = match spec {
            ArgSpec::Literal(text) => ArgValue::Scalar(
                literal_bits(text, p.ty).map_err(|m| format!("argument {i}: {m}"))?,
            ),
            ArgSpec::Buffer(name) => {
                let b = buffers
                    .iter()
                    .find(|b| b.name == *name)
                    .ok_or_else(|| format!("argument {i}: no buffer `@{name}` yet"))?;
                ArgValue::Buffer(b.id)
            }
            ArgSpec::NewBuffer {
                name,
                ty,
                len,
                init,
            } => {
                if buffers.iter().any(|b| b.name == *name) {
                    return Err(format!("argument {i}: buffer `@{name}` is created twice"));
                }
                let space = match p.kind {
                    ParamKind::ByVal { .. } => Space::Param,
                    ParamKind::Pointer(Space::Const) => Space::Const,
                    ParamKind::Pointer(s @ (Space::Shared | Space::Local)) => {
                        return Err(format!(
                            "argument {i}: a buffer cannot be passed as a {s} pointer"
                        ))
                    }
                    _ => Space::Global,
                };
                let bytes = make_buffer(*ty, *len, init, limits.buffer_bytes)
                    .map_err(|m| format!("buffer `@{name}`: {m}"))?;
                total_bytes += bytes.len() as u64;
                if total_bytes > MAX_TOTAL_BUFFER_BYTES {
                    return Err(format!(
                        "the buffers of this directive exceed {MAX_TOTAL_BUFFER_BYTES} bytes"
                    ));
                }
                let id = match p.kind {
                    ParamKind::ByVal { align, .. } => {
                        memory.alloc_aligned(space, bytes, align as u64)
                    }
                    _ => memory.alloc(space, bytes),
                }
                .map_err(|e| e.to_string())?;
                buffers.push(DirectiveBuffer {
                    name: name.clone(),
                    id,
                    ty: *ty,
                    len: *len,
                });
                ArgValue::Buffer(id)
            }
        };
        args.push(arg);
    }
    buffers.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((args, buffers))
}

/// Checks `x`, `executor`'s execution of `d`, against the directive's
/// expectations, and appends what it prints to `output`. An expected error
/// must contain the directive's text when the reference interpreter raised
/// it; the simulator's messages are its own, so any error of it will do.
fn check_expectations(
    executor: Executor<'_>,
    d: &Directive,
    x: &Execution,
    output: &mut Vec<String>,
) -> Result<(), String> {
    let matches_error = |e: &str, want: &str| !executor.is_reference() || e.contains(want);
    match d {
        Directive::Run(r) => {
            let returns = executor
                .module()
                .function_by_name(&r.func)
                .map(|id| executor.module().functions[id].signature.returns.clone())
                .unwrap_or_default();
            check_run(r, &x.result, &returns, matches_error, output)
        }
        Directive::Launch(l) => {
            match (&x.result, &l.expect_error) {
                (Err(e), Some(want)) if matches_error(e, want) => return Ok(()),
                (Err(e), _) => return Err(format!("error: {e}")),
                (Ok(_), Some(want)) => {
                    return Err(format!(
                        "expected an error containing \"{want}\", but the launch succeeded"
                    ))
                }
                (Ok(_), None) => {}
            }
            check_launch_buffers(l, x, output)
        }
    }
}

fn check_run(
    r: &RunDirective,
    result: &Result<Vec<u64>, String>,
    returns: &[Type],
    matches_error: impl Fn(&str, &str) -> bool,
    output: &mut Vec<String>,
) -> Result<(), String> {
    match (result, &r.expect) {
        (Err(e), RunExpect::Error(want)) if matches_error(e, want) => Ok(()),
        (Err(e), _) => Err(format!("error: {e}")),
        (Ok(values), RunExpect::Error(want)) => Err(format!(
            "expected an error containing \"{want}\", but it returned ({})",
            format_values(values, returns)
        )),
        (Ok(values), RunExpect::Print) => {
            output.push(format!(
                "%{} returned ({})",
                r.func,
                format_values(values, returns)
            ));
            Ok(())
        }
        (Ok(values), RunExpect::Values(want)) => {
            if want.len() != returns.len() {
                return Err(format!(
                    "expects {} values but %{} returns {}",
                    want.len(),
                    r.func,
                    returns.len()
                ));
            }
            let mut ok = true;
            for ((text, &ty), &got) in want.iter().zip(returns).zip(values) {
                let expected = literal_bits(text, ty)?;
                ok &= values_match(expected, got, ty, r.ulp);
            }
            if ok {
                Ok(())
            } else {
                Err(format!(
                    "expected ({}), got ({})",
                    want.join(", "),
                    format_values(values, returns)
                ))
            }
        }
    }
}

/// Prints and checks the buffers of a launch that ran.
fn check_launch_buffers(
    l: &LaunchDirective,
    x: &Execution,
    output: &mut Vec<String>,
) -> Result<(), String> {
    for name in &l.prints {
        let b = match x.buffer(name) {
            Some(b) => b.clone(),
            None => module_var_view(x, name, l.expects.iter().find(|e| &e.name == name))?,
        };
        let values: Vec<String> = x
            .elements(&b)
            .take(MAX_PRINTED_ELEMENTS)
            .map(|bits| format_bits(bits, b.ty))
            .collect();
        output.push(format!("@{name} = {}[{}]:", b.ty, b.len));
        for row in values.chunks(PRINT_ROW) {
            output.push(format!("  {}", row.join(", ")));
        }
        if b.len > MAX_PRINTED_ELEMENTS as u64 {
            output.push(format!(
                "  ... ({} more)",
                b.len - MAX_PRINTED_ELEMENTS as u64
            ));
        }
    }
    let mut failures = Vec::new();
    for e in &l.expects {
        let b = match x.buffer(&e.name) {
            Some(b) if e.elem.is_some_and(|t| t != b.ty) => {
                failures.push(format!(
                    "line {}: @{} is a buffer of {}, not of {}",
                    e.line,
                    e.name,
                    b.ty,
                    e.elem.map_or(String::new(), |t| t.to_string())
                ));
                continue;
            }
            Some(b) => b.clone(),
            None => {
                module_var_view(x, &e.name, Some(e)).map_err(|m| format!("line {}: {m}", e.line))?
            }
        };
        if let Err(m) = check_buffer(x, &b, &e.check, e.ulp) {
            failures.push(format!("line {}: @{}: {m}", e.line, e.name));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("; "))
    }
}

/// Module variable `name` of an execution as a buffer of elements: the
/// IR knows only its bytes, so the element type is the one `expect` writes
/// (`@name: f32[i] == ...`), else the one its listed values show (the size
/// split evenly over them: 1, 2, 4 or 8 bytes; float when a value is
/// written as one, with a `.`, an exponent, `inf` or `nan`); without an
/// expectation, 32-bit integers where the size allows, else bytes.
pub fn module_var_view(
    x: &Execution,
    name: &str,
    expect: Option<&BufferExpect>,
) -> Result<DirectiveBuffer, String> {
    let id = x
        .memory
        .module_var_buffer(name)
        .ok_or_else(|| format!("no buffer or module variable `@{name}`"))?;
    let size = x.memory.bytes(id).len() as u64;
    let ty = match (expect.and_then(|e| e.elem), expect.map(|e| &e.check)) {
        (Some(t), _) if t != Type::I1 && size.is_multiple_of(t.bytes() as u64) => t,
        (Some(t), _) => {
            return Err(format!(
                "module variable `@{name}` has {size} bytes, which elements of {t} do not fill"
            ))
        }
        (None, Some(BufferCheck::List(items))) => {
            let n = items.len() as u64;
            let width = if n > 0 && size.is_multiple_of(n) { size / n } else { 0 };
            let is_float = items.iter().any(|t| {
                let t = t.trim_start_matches(['-', '+']);
                !t.starts_with("0x")
                    && (t.contains(['.', 'e', 'E']) || t.starts_with("inf") || t.starts_with("nan"))
            });
            match (width, is_float) {
                (1, false) => Type::I8,
                (2, false) => Type::I16,
                (4, false) => Type::I32,
                (8, false) => Type::I64,
                (4, true) => Type::F32,
                (8, true) => Type::F64,
                _ => {
                    return Err(format!(
                        "module variable `@{name}` has {size} bytes, which {n} values of 1, 2, 4 or 8 bytes (4 or 8 for floats) do not fill"
                    ))
                }
            }
        }
        (None, Some(BufferCheck::Elementwise(_))) => {
            return Err(format!(
                "`@{name}` is a module variable, whose bytes have no element type: write it, as in `@{name}: i32[i] == ...`"
            ))
        }
        (None, None) if size.is_multiple_of(4) => Type::I32,
        (None, None) => Type::I8,
    };
    Ok(DirectiveBuffer {
        name: name.to_string(),
        id,
        ty,
        len: size / ty.bytes() as u64,
    })
}

fn check_buffer(
    x: &Execution,
    b: &DirectiveBuffer,
    check: &BufferCheck,
    ulp: u64,
) -> Result<(), String> {
    if let BufferCheck::List(items) = check {
        if items.len() as u64 != b.len {
            return Err(format!(
                "lists {} values for a buffer of {}",
                items.len(),
                b.len
            ));
        }
    }
    let mut mismatches = Vec::new();
    let mut count = 0;
    for (i, got) in x.elements(b).enumerate() {
        let want = match check {
            BufferCheck::List(items) => literal_bits(&items[i], b.ty)?,
            BufferCheck::Elementwise(e) => expr_bits(e, i as u64, b.ty)?,
        };
        if !values_match(want, got, b.ty, ulp) {
            count += 1;
            if mismatches.len() < MAX_LISTED_MISMATCHES {
                mismatches.push(format!(
                    "[{i}] expected {}, got {}",
                    format_bits(want, b.ty),
                    format_bits(got, b.ty)
                ));
            }
        }
    }
    if count == 0 {
        Ok(())
    } else {
        let more = count - mismatches.len();
        let tail = if more > 0 {
            format!(" (and {more} more)")
        } else {
            String::new()
        };
        Err(format!("{}{tail}", mismatches.join(", ")))
    }
}

fn expr_bits(e: &expr::Expr, i: u64, ty: Type) -> Result<u64, String> {
    Ok(match ty {
        Type::F32 => (e.eval_float(i)? as f32).to_bits() as u64,
        Type::F64 => e.eval_float(i)?.to_bits(),
        _ => e.eval_int(i)? as u64 & ty.mask(),
    })
}

/// The bits of literal `text` read as a `ty`.
pub fn literal_bits(text: &str, ty: Type) -> Result<u64, String> {
    if ty.is_float() {
        return ir::parse_float_bits(text, ty.bits())
            .ok_or_else(|| format!("`{text}` is not an {ty} value"));
    }
    let v = match text {
        "true" => 1,
        "false" => 0,
        _ => ir::parse_int(text).ok_or_else(|| format!("`{text}` is not an integer"))?,
    };
    let bits = ty.bits();
    if !(-(1i128 << (bits - 1))..(1i128 << bits)).contains(&v) {
        return Err(format!("{v} does not fit in {ty}"));
    }
    Ok(v as u64 & ty.mask())
}

/// How `bits` of type `ty` print: signed decimal, `true`/`false`, or a float.
pub fn format_bits(bits: u64, ty: Type) -> String {
    match ty {
        Type::I1 => (if bits & 1 != 0 { "true" } else { "false" }).to_string(),
        Type::F32 => ir::Ieee32(bits as u32).to_string(),
        Type::F64 => ir::Ieee64(bits).to_string(),
        _ => interp_sext(ty, bits).to_string(),
    }
}

fn interp_sext(ty: Type, bits: u64) -> i64 {
    let shift = 64 - ty.bits();
    ((bits << shift) as i64) >> shift
}

fn format_values(values: &[u64], types: &[Type]) -> String {
    values
        .iter()
        .zip(types)
        .map(|(&v, &t)| format_bits(v, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Equal integers; floats equal bit for bit, both NaN, or within `ulp`.
pub fn values_match(expected: u64, actual: u64, ty: Type, ulp: u64) -> bool {
    let (e, a) = (expected & ty.mask(), actual & ty.mask());
    match ty {
        Type::F32 => {
            let (x, y) = (f32::from_bits(e as u32), f32::from_bits(a as u32));
            (x.is_nan() && y.is_nan())
                || e == a
                || (ulp > 0 && !x.is_nan() && !y.is_nan() && ulp_distance32(x, y) <= ulp)
        }
        Type::F64 => {
            let (x, y) = (f64::from_bits(e), f64::from_bits(a));
            (x.is_nan() && y.is_nan())
                || e == a
                || (ulp > 0 && !x.is_nan() && !y.is_nan() && ulp_distance64(x, y) <= ulp)
        }
        _ => e == a,
    }
}

fn ulp_distance32(x: f32, y: f32) -> u64 {
    let key = |f: f32| {
        let b = f.to_bits() as i64;
        if b & 0x8000_0000 != 0 {
            -(b & 0x7fff_ffff)
        } else {
            b
        }
    };
    key(x).abs_diff(key(y))
}

fn ulp_distance64(x: f64, y: f64) -> u64 {
    let key = |f: f64| {
        let b = f.to_bits() as i128;
        if b & (1 << 63) != 0 {
            -(b & 0x7fff_ffff_ffff_ffff)
        } else {
            b
        }
    };
    key(x).abs_diff(key(y)).min(u64::MAX as u128) as u64
}

fn make_buffer(ty: Type, len: u64, init: &Init, max_bytes: u64) -> Result<Vec<u8>, String> {
    let size = ty.bytes() as u64;
    let max_bytes = max_bytes.min(MAX_BUFFER_BYTES);
    if len.saturating_mul(size) > max_bytes {
        return Err(format!(
            "{len} elements of {ty} exceed the {max_bytes}-byte limit"
        ));
    }
    let mut bytes = Vec::with_capacity((len * size) as usize);
    let mut push = |b: u64| bytes.extend_from_slice(&b.to_le_bytes()[..size as usize]);
    match init {
        Init::Expr(e) => {
            for i in 0..len {
                push(expr_bits(e, i, ty)?);
            }
        }
        Init::List(items) => {
            if items.len() as u64 != len {
                return Err(format!(
                    "lists {} values for a length of {len}",
                    items.len()
                ));
            }
            for t in items {
                push(literal_bits(t, ty)?);
            }
        }
        Init::Random { seed, range } => {
            let mut state = *seed;
            for _ in 0..len {
                let r = splitmix64(&mut state);
                push(random_element(r, ty, range.as_ref())?);
            }
        }
    }
    Ok(bytes)
}

fn random_element(r: u64, ty: Type, range: Option<&(String, String)>) -> Result<u64, String> {
    let unit = (r >> 11) as f64 / (1u64 << 53) as f64;
    if ty.is_float() {
        let (lo, hi) = match range {
            Some((lo, hi)) => (parse_f64(lo)?, parse_f64(hi)?),
            None => (0.0, 1.0),
        };
        let x = lo + unit * (hi - lo);
        return Ok(if ty == Type::F32 {
            (x as f32).to_bits() as u64
        } else {
            x.to_bits()
        });
    }
    match range {
        None => Ok(r & ty.mask()),
        Some((lo, hi)) => {
            let lo = ir::parse_int(lo).ok_or_else(|| format!("`{lo}` is not an integer"))?;
            let hi = ir::parse_int(hi).ok_or_else(|| format!("`{hi}` is not an integer"))?;
            if hi <= lo {
                return Err(format!("random range [{lo}, {hi}) is empty"));
            }
            let span = (hi - lo) as u128;
            Ok(((lo + (r as u128 % span) as i128) as u64) & ty.mask())
        }
    }
}

fn parse_f64(text: &str) -> Result<f64, String> {
    ir::parse_float_bits(text, 64)
        .map(f64::from_bits)
        .ok_or_else(|| format!("`{text}` is not a number"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_and_matching() {
        assert_eq!(literal_bits("-1", Type::I8), Ok(0xff));
        assert_eq!(literal_bits("255", Type::I8), Ok(0xff));
        assert!(literal_bits("256", Type::I8).is_err());
        assert_eq!(literal_bits("true", Type::I1), Ok(1));
        assert_eq!(literal_bits("1.5", Type::F32), Ok(1.5f32.to_bits() as u64));
        assert!(values_match(
            f32::NAN.to_bits() as u64,
            0x7fff_ffff,
            Type::F32,
            0
        ));
        assert!(!values_match(
            1.0f32.to_bits() as u64,
            1.0000001f32.to_bits() as u64,
            Type::F32,
            0
        ));
        assert!(values_match(
            1.0f32.to_bits() as u64,
            1.0000001f32.to_bits() as u64,
            Type::F32,
            1
        ));
        assert!(values_match(
            (-0.0f32).to_bits() as u64,
            0.0f32.to_bits() as u64,
            Type::F32,
            1
        ));
        assert_eq!(format_bits(0xff, Type::I8), "-1");
        assert_eq!(ulp_distance64(1.0, f64::from_bits(1.0f64.to_bits() + 3)), 3);
        assert!(make_buffer(
            Type::I64,
            MAX_BUFFER_BYTES,
            &Init::List(vec![]),
            MAX_BUFFER_BYTES
        )
        .is_err());
    }

    #[test]
    fn module_variables_are_read_as_the_expectation_types_them() {
        // %t holds the i32 words 1 2 3 4; %f the f64 1.0, whose f32 halves
        // are 0.0 and 1.875 (0x3ff00000).
        let text = "global_data %t = 16, align 4, init \"01000000020000000300000004000000\"\n\
            global_data %f = 8, align 8, init \"000000000000f03f\"\n\
            kernel %k(i64 global) {\nblock0(v0: i64):\n    return\n}\n\
            ; launch: %k grid=1 block=1\n; arg: @out = f32[2] 0\n; expect: @t: i32[i] == i + 1\n\
            ; launch: %k grid=1 block=1\n; arg: @out = f32[2] 0\n; expect: @t: i64 == [8589934593, 17179869187]\n\
            ; launch: %k grid=1 block=1\n; arg: @out = f32[2] 0\n; expect: @f: f32 == [0.0, 1.875]\n\
            ; launch: %k grid=1 block=1\n; arg: @out = f32[2] 0\n; expect: @t[i] == i + 1\n\
            ; launch: %k grid=1 block=1\n; arg: @out = f32[2] 0\n; expect: @out: i32[i] == 0\n\
            ; launch: %k grid=1 block=1\n; arg: @out = f32[2] 0\n; expect: @f: i64[i] == 1\n";
        let module = crate::ir::parse_module(text).unwrap();
        let directives = parse_directives(text).unwrap();
        let failures: Vec<Option<String>> = run_directives(&module, &directives, text)
            .into_iter()
            .map(|o| o.failure)
            .collect();
        assert_eq!(failures[..3], [None, None, None], "{failures:?}");
        let expected = [
            "whose bytes have no element type: write it, as in `@t: i32[i] == ...`",
            "@out is a buffer of f32, not of i32",
            "@f: [0] expected 1, got 4607182418800017408",
        ];
        for (f, e) in failures[3..].iter().zip(expected) {
            assert!(
                f.as_deref().is_some_and(|f| f.contains(e)),
                "{f:?} lacks {e}"
            );
        }
    }
}
