//! Run directives on a real GPU: the plan a driver-API runner executes, and
//! the check of what it brings back against the PTX simulator.
//!
//! ```text
//!   text ──compile──> PTX ──plan_file (the simulator runs every launch)──> HwFile
//!        HwFile JSON ──a runner on a GPU (benches/gpu/run_plan.py)──> HwFileResult JSON
//!   plan_file again + HwFileResult ──check_file──> per launch: agrees / differs (what)
//! ```
//!
//! A plan holds, per launch, the PTX, the grid, the parameters (scalar
//! bits, or the index of a buffer: passed by address, or, for a `byval`
//! parameter, as its bytes) and each buffer's bytes before the launch and
//! after the simulator ran it; module variables are listed with the
//! simulator's bytes after the launch. The runner loads the PTX once per
//! file and launches in order, so module variables carry from launch to
//! launch as they do in the simulator ([`super::engine::ModuleVarState`]);
//! variables whose initialisers hold addresses are not compared.
//! The check compares the GPU's bytes with the simulator's: integers bit
//! for bit, floats bit for bit (any NaN equals any NaN) unless the
//! launch's expectation allows `within N ulp` for that buffer. Nothing here
//! needs a GPU: the plan is made and checked here, the runner runs
//! elsewhere.
//!
//! Not planned (and listed in `skipped`): `; run:` directives (device
//! functions have no entry point), launches that expect an error, launches
//! the simulator cannot finish, and launches passing a buffer as a `const`
//! pointer (a GPU program cannot allocate constant memory). The simulator
//! still runs those, so one that changes a module variable makes the
//! file's later launches differ on a GPU.

use super::engine::{execute_after, Executor, ModuleVarState};
use super::{build_args, format_bits, module_var_view, values_match, DirectiveBuffer, RunLimits};
use crate::interp::{ArgValue, DeviceMemory};
use crate::ir::{Module, Space};
use crate::ptx::parse::{InitItem, PtxModule};
use crate::runtest::directives::Directive;
use serde::{Deserialize, Serialize};

/// Differing elements described per buffer before the rest are counted.
const MAX_LISTED_DIFFERENCES: usize = 4;

/// One file's PTX and launches.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct HwFile {
    /// The file's name (a path, or a fuzz seed).
    pub name: String,
    /// The PTX to load.
    pub ptx: String,
    /// The launches, in the file's order.
    pub launches: Vec<HwLaunch>,
    /// Directives not planned: `line: why`.
    pub skipped: Vec<String>,
}

/// One launch.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct HwLaunch {
    /// Line of the directive.
    pub line: u32,
    /// The kernel's name.
    pub kernel: String,
    /// Grid dimensions in CTAs.
    pub grid: [u32; 3],
    /// CTA dimensions in threads.
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory per CTA.
    pub shared: u32,
    /// The kernel's arguments, in order.
    pub params: Vec<HwParam>,
    /// The directive's buffers, then the module variables.
    pub buffers: Vec<HwBuffer>,
}

/// One kernel argument.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub enum HwParam {
    /// Raw bits, truncated to the parameter's size by the runner.
    Scalar(u64),
    /// The device address of buffer `n` of the launch.
    Pointer(usize),
    /// The bytes of buffer `n` of the launch, as the parameter itself.
    ByVal(usize),
}

/// A buffer, or a module variable (`initial` empty: the module holds it).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct HwBuffer {
    /// The buffer's or variable's name, without `@`.
    pub name: String,
    /// A module variable, found by name in the loaded module.
    pub module_var: bool,
    /// The element type, for reading the figures.
    pub elem: String,
    /// Bytes before the launch, in hex (empty for a module variable).
    pub initial: String,
    /// Bytes after the simulator's run, in hex.
    pub simulated: String,
}

/// What a runner brings back for one file.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct HwFileResult {
    /// The file's name, as planned.
    pub name: String,
    /// Why the module did not load, if it did not.
    pub load_error: Option<String>,
    /// Per launch, in the plan's order.
    pub launches: Vec<HwLaunchResult>,
}

/// What a runner brings back for one launch.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct HwLaunchResult {
    /// Line of the directive.
    pub line: u32,
    /// The driver's error, if the launch failed.
    pub error: Option<String>,
    /// Each planned buffer's bytes after the launch, in hex; `None` for a
    /// module variable the loaded module does not have (ptxas dropped it).
    pub buffers: Vec<Option<String>>,
}

/// A buffer (or a module variable) of an execution, with its tolerance.
struct Compared {
    view: DirectiveBuffer,
    module_var: bool,
    ulp: u64,
}

/// The plan of every launch of a file: each run by the simulator on `ptx`
/// (compiled from `module`) in order, carrying module variables.
pub fn plan_file(
    name: &str,
    module: &Module,
    ptx_text: &str,
    ptx: &PtxModule,
    directives: &[Directive],
    limits: RunLimits,
) -> HwFile {
    let executor = Executor::Ptx { module, ptx };
    let mut vars = ModuleVarState::default();
    let mut file = HwFile {
        name: name.to_string(),
        ptx: ptx_text.to_string(),
        launches: Vec::new(),
        skipped: Vec::new(),
    };
    for d in directives {
        let line = d.line();
        let before = vars.clone();
        let x = match execute_after(executor, d, limits, &mut vars) {
            Ok(x) => x,
            Err(e) => {
                file.skipped.push(format!("{line}: {e}"));
                continue;
            }
        };
        let l = match d {
            Directive::Launch(l) if l.expect_error.is_none() => l,
            Directive::Launch(_) => {
                file.skipped.push(format!("{line}: expects an error"));
                continue;
            }
            Directive::Run(_) => {
                file.skipped
                    .push(format!("{line}: a `run` of a device function"));
                continue;
            }
        };
        if let Err(e) = &x.result {
            file.skipped
                .push(format!("{line}: the simulator failed: {e}"));
            continue;
        }
        // The arguments and initial bytes, rebuilt as execute_after built them.
        let mut memory = DeviceMemory::new();
        let initial = before
            .restore(&executor, &mut memory)
            .and_then(|()| build_args(module, &l.kernel, &l.args, limits, &mut memory));
        let (args, _) = match initial {
            Ok(a) => a,
            Err(e) => {
                file.skipped.push(format!("{line}: {e}"));
                continue;
            }
        };
        let compared = compared_buffers(&x, d, ptx);
        let index = |id| {
            compared
                .iter()
                .position(|c| !c.module_var && c.view.id == id)
        };
        let params: Result<Vec<HwParam>, Space> = args
            .iter()
            .map(|a| match *a {
                ArgValue::Scalar(bits) => Ok(HwParam::Scalar(bits)),
                ArgValue::Buffer(id) => match (memory.space(id), index(id)) {
                    (Space::Param, Some(n)) => Ok(HwParam::ByVal(n)),
                    (Space::Global, Some(n)) => Ok(HwParam::Pointer(n)),
                    (space, _) => Err(space),
                },
            })
            .collect();
        let params = match params {
            Ok(p) => p,
            Err(space) => {
                let why = format!("a buffer in {space} memory cannot be made on a GPU");
                file.skipped.push(format!("{line}: {why}"));
                continue;
            }
        };
        let buffers = compared
            .iter()
            .map(|c| HwBuffer {
                name: c.view.name.clone(),
                module_var: c.module_var,
                elem: c.view.ty.to_string(),
                initial: if c.module_var {
                    String::new()
                } else {
                    hex(memory.bytes(c.view.id))
                },
                simulated: hex(x.memory.bytes(c.view.id)),
            })
            .collect();
        file.launches.push(HwLaunch {
            line,
            kernel: l.kernel.clone(),
            grid: l.grid,
            block: l.block,
            shared: l.shared.unwrap_or(0),
            params,
            buffers,
        });
    }
    file
}

/// The directive's buffers, then the module variables whose initialisers
/// hold no addresses (a GPU places variables elsewhere than the
/// simulator), each typed as the directive's expectations read it, with
/// the tolerance they allow.
fn compared_buffers(x: &super::engine::Execution, d: &Directive, ptx: &PtxModule) -> Vec<Compared> {
    let Directive::Launch(l) = d else {
        return Vec::new();
    };
    let ulp = |name: &str| {
        let allowed = l.expects.iter().filter(|e| e.name == name);
        allowed.map(|e| e.ulp).max().unwrap_or(0)
    };
    let mut out: Vec<Compared> = x
        .buffers
        .iter()
        .map(|b| Compared {
            view: b.clone(),
            module_var: false,
            ulp: ulp(&b.name),
        })
        .collect();
    let holds_addresses = |name: &str| {
        let var = ptx.variables.iter().find(|v| v.name == name);
        let init = var.and_then(|v| v.init.as_ref());
        init.is_some_and(|items| items.iter().any(|i| matches!(i, InitItem::Symbol { .. })))
    };
    for v in x.memory.module_vars() {
        if holds_addresses(&v.name) {
            continue;
        }
        let expect = l.expects.iter().find(|e| e.name == v.name);
        let view =
            module_var_view(x, &v.name, expect).or_else(|_| module_var_view(x, &v.name, None));
        if let Ok(view) = view {
            out.push(Compared {
                module_var: true,
                ulp: ulp(&v.name),
                view,
            });
        }
    }
    out
}

/// Compares what a GPU left (`result`) with the plan's simulated bytes;
/// one line per launch: `ok` or what differs.
pub fn check_file(
    plan: &HwFile,
    result: &HwFileResult,
    module: &Module,
    ptx: &PtxModule,
    directives: &[Directive],
    limits: RunLimits,
) -> Vec<Result<String, String>> {
    if let Some(e) = &result.load_error {
        return vec![Err(format!("{}: the module did not load: {e}", plan.name))];
    }
    // The simulator's executions again, for the element types and tolerances.
    let executor = Executor::Ptx { module, ptx };
    let mut vars = ModuleVarState::default();
    let mut typed = Vec::new();
    for d in directives {
        if let Ok(x) = execute_after(executor, d, limits, &mut vars) {
            typed.push((d.line(), compared_buffers(&x, d, ptx)));
        }
    }
    let mut lines = Vec::new();
    for (launch, got) in plan.launches.iter().zip(&result.launches) {
        let at = format!("{}:{} %{}", plan.name, launch.line, launch.kernel);
        if let Some(e) = &got.error {
            lines.push(Err(format!("{at}: the launch failed on the GPU: {e}")));
            continue;
        }
        let Some((_, compared)) = typed.iter().find(|(l, _)| *l == launch.line) else {
            lines.push(Err(format!("{at}: the simulator no longer runs it")));
            continue;
        };
        let mut problems = Vec::new();
        let mut missing = Vec::new();
        for ((planned, c), bytes) in launch.buffers.iter().zip(compared).zip(&got.buffers) {
            let Some(bytes) = bytes else {
                missing.push(format!("@{}", planned.name));
                continue;
            };
            match (unhex(&planned.simulated), unhex(bytes)) {
                (Some(sim), Some(gpu)) if sim.len() == gpu.len() => {
                    if let Some(p) = differences(&planned.name, &c.view, c.ulp, &sim, &gpu) {
                        problems.push(p);
                    }
                }
                _ => problems.push(format!("@{}: the GPU's bytes are unreadable", planned.name)),
            }
        }
        let note = if missing.is_empty() {
            String::new()
        } else {
            format!(" ({} not in the loaded module)", missing.join(", "))
        };
        lines.push(if problems.is_empty() {
            Ok(format!("{at}: ok{note}"))
        } else {
            Err(format!("{at}: {}{note}", problems.join("; ")))
        });
    }
    // A fault ends a runner's file: the launches after it did not run.
    for launch in plan.launches.iter().skip(result.launches.len()) {
        let at = format!("{}:{} %{}", plan.name, launch.line, launch.kernel);
        lines.push(Err(format!(
            "{at}: not run on the GPU (an earlier launch failed)"
        )));
    }
    lines
}

/// Describes how `gpu` differs from `sim` as elements of `view`'s type.
fn differences(
    name: &str,
    view: &DirectiveBuffer,
    ulp: u64,
    sim: &[u8],
    gpu: &[u8],
) -> Option<String> {
    let size = view.ty.bytes() as usize;
    let element = |c: &[u8]| {
        let mut buf = [0u8; 8];
        buf[..c.len()].copy_from_slice(c);
        u64::from_le_bytes(buf) & view.ty.mask()
    };
    let pairs = sim.chunks_exact(size).zip(gpu.chunks_exact(size));
    let differing: Vec<String> = pairs
        .map(|(a, b)| (element(a), element(b)))
        .enumerate()
        .filter(|(_, (a, b))| !values_match(*a, *b, view.ty, ulp))
        .map(|(i, (a, b))| {
            let (a, b) = (format_bits(a, view.ty), format_bits(b, view.ty));
            format!("@{name}[{i}]: simulator {a}, GPU {b}")
        })
        .collect();
    if differing.is_empty() {
        return None;
    }
    let n = differing.len();
    let listed: Vec<String> = differing.into_iter().take(MAX_LISTED_DIFFERENCES).collect();
    Some(format!("{} ({n} elements differ)", listed.join(", ")))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    let digits = text.as_bytes();
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    digits
        .chunks(2)
        .map(|p| u8::from_str_radix(std::str::from_utf8(p).ok()?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtest::parse_directives;

    /// A kernel that scales a buffer, bumps a module counter and reads a
    /// module variable holding an address; a launch of it, then one that
    /// expects an error.
    const FILE: &str = "global_data %count = 4, align 4
global_data %self = 8, align 8, addr 0 = %count

kernel %scale(i64 global, f32) {
    cd0 = global_data %count
block0(v0: i64, v1: f32):
    v2 = sreg tid.x
    v3 = uextend.i64 v2
    v4 = ishl_imm v3, 2
    v5 = iadd v0, v4
    v6 = load.f32 global v5
    v7 = fmul v6, v1
    store global v5, v7
    v8 = global_addr cd0
    v9 = iconst.i32 1
    v10 = atomic_rmw add global v8, v9
    return
}
; launch: %scale grid=1 block=4
; arg: @x = f32[4] [1.0, 2.0, 3.0, 4.0]
; arg: 0.5
; expect: @x == [0.5, 1.0, 1.5, 2.0]
; launch: %scale grid=1 block=4
; arg: @x = f32[2] 0.0
; arg: 1.0
; expect: error \"outside every allocation\"
";

    fn planned() -> (Module, PtxModule, Vec<Directive>, HwFile) {
        let module = crate::ir::parse_module(FILE).expect("the test module parses");
        let compiled = crate::compile(&module, &crate::Options::default()).expect("it compiles");
        let ptx = crate::ptx::parse::parse(&compiled.ptx).expect("its PTX parses");
        let directives = parse_directives(FILE).expect("its directives parse");
        let limits = RunLimits::default();
        let plan = plan_file("t", &module, &compiled.ptx, &ptx, &directives, limits);
        (module, ptx, directives, plan)
    }

    #[test]
    fn a_plan_holds_arguments_buffers_and_comparable_module_variables() {
        let (_, _, _, plan) = planned();
        assert_eq!(plan.launches.len(), 1, "{:?}", plan.skipped);
        assert_eq!(plan.skipped.len(), 1);
        assert!(
            plan.skipped[0].contains("expects an error"),
            "{:?}",
            plan.skipped
        );
        let l = &plan.launches[0];
        assert_eq!(
            l.params,
            vec![HwParam::Pointer(0), HwParam::Scalar(0x3f00_0000)]
        );
        let names: Vec<&str> = l.buffers.iter().map(|b| b.name.as_str()).collect();
        // `self` holds an address, which differs on a GPU: not compared.
        assert_eq!(names, ["x", "count"]);
        assert_eq!(l.buffers[0].initial, "0000803f000000400000404000008040");
        assert_eq!(l.buffers[0].simulated, "0000003f0000803f0000c03f00000040");
        assert_eq!(l.buffers[1].simulated, "04000000");
    }

    #[test]
    fn the_check_accepts_the_simulated_bytes_and_names_a_differing_element() {
        let (module, ptx, directives, plan) = planned();
        let launch = &plan.launches[0];
        let mut result = HwFileResult {
            name: "t".into(),
            load_error: None,
            launches: vec![HwLaunchResult {
                line: launch.line,
                error: None,
                buffers: launch
                    .buffers
                    .iter()
                    .map(|b| Some(b.simulated.clone()))
                    .collect(),
            }],
        };
        let limits = RunLimits::default();
        let lines = check_file(&plan, &result, &module, &ptx, &directives, limits);
        assert!(
            matches!(&lines[..], [Ok(m)] if m.ends_with(": ok")),
            "{lines:?}"
        );
        // One float of @x off by one ulp, and the counter missing from the module.
        result.launches[0].buffers[0] = Some("0000003f0100803f0000c03f00000040".into());
        result.launches[0].buffers[1] = None;
        let lines = check_file(&plan, &result, &module, &ptx, &directives, limits);
        let [Err(m)] = &lines[..] else {
            panic!("{lines:?}")
        };
        assert!(
            m.contains("@x[1]: simulator 1.0, GPU 1.0000001 (1 elements differ)"),
            "{m}"
        );
        assert!(m.contains("@count not in the loaded module"), "{m}");
        result.load_error = Some("218".into());
        let lines = check_file(&plan, &result, &module, &ptx, &directives, limits);
        assert!(
            matches!(&lines[..], [Err(m)] if m.contains("did not load: 218")),
            "{lines:?}"
        );
        result.load_error = None;
        result.launches.clear();
        let lines = check_file(&plan, &result, &module, &ptx, &directives, limits);
        assert!(
            matches!(&lines[..], [Err(m)] if m.contains("not run on the GPU")),
            "{lines:?}"
        );
    }

    #[test]
    fn hex_round_trips_and_rejects_odd_text() {
        assert_eq!(hex(&[0, 0xab, 0x10]), "00ab10");
        assert_eq!(unhex("00ab10"), Some(vec![0, 0xab, 0x10]));
        assert_eq!(unhex("0ab"), None);
        assert_eq!(unhex("zz"), None);
    }
}
