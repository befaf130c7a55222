//! Naming the pass at fault in a fuzz failure: the first pass of the
//! pipeline whose output is wrong.
//!
//! ```text
//!   failing program ──interp──> expected `out`
//!   for each enabled pass p, in pipeline order:
//!     compile with --stop-after p ──panics or fails?──────────────> blame p
//!     p is an IR pass: interp the IR after p ──`out` differs?─────> blame p
//!   every IR pass's output runs right, so the backend is at fault:
//!     budget mode and virtual registers pass? ────────────────────> blame regalloc
//!     otherwise ──────────────────────> blame lower (first backend pass; frame
//!                                       and emit are not told apart from it)
//!   both: which IR passes the failure needs (disabling one makes it pass)
//! ```
//!
//! The interpreter runs `ir::Module`s, so the IR after each pass is
//! checked against the input's meaning directly; no pass's output is
//! trusted because a later one happens to hide its error. Costs a few
//! compilations and interpretations; runs only for failures.

use super::harness::{check_program, interpret, FailureClass, FuzzOptions, Outcome};
use super::LaunchSpec;
use crate::ir::Module;
use crate::{Context, Options, Pass, RegMode};
use core::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The pass a failure is blamed on, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blame {
    /// The first pass whose output is wrong.
    pub pass: Pass,
    /// What shows it.
    pub evidence: String,
}

impl fmt::Display for Blame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "first failing pass `{}`: {}", self.pass, self.evidence)
    }
}

/// The pass to blame for `module` failing with `class` under `opts`;
/// `None` when no pass is at fault (the failure is outside compilation,
/// e.g. the generator's).
pub fn blame(
    module: &Module,
    launch: &LaunchSpec,
    opts: &FuzzOptions,
    class: FailureClass,
) -> Option<Blame> {
    if class == FailureClass::InvalidProgram {
        return None;
    }
    let expected = interpret(module, launch).ok()?;
    let compile = &opts.compile;
    let enabled: Vec<Pass> = Pass::ALL
        .into_iter()
        .filter(|&p| !compile.disabled.contains(p))
        .collect();
    // Backend passes are compiled alone only to find a crash or an
    // error; their output is checked as a whole below.
    let crashes = matches!(class, FailureClass::Panic | FailureClass::CompileError);
    let mut ctx = Context::new();
    for &pass in &enabled {
        if !pass.is_ir() && !crashes {
            break;
        }
        let stopped = Options {
            stop_after: Some(pass),
            verify: true,
            ..compile.clone()
        };
        match catch_unwind(AssertUnwindSafe(|| ctx.compile(module, &stopped))) {
            Err(_) => return Some(at(pass, "compiling up to it panics".into())),
            Ok(Err(e)) => {
                let first = e.to_string().lines().next().unwrap_or("").to_string();
                return Some(at(pass, format!("compiling up to it fails: {first}")));
            }
            Ok(Ok(_)) if pass.is_ir() => {
                let mut after = module.clone();
                for (f, optimized) in after.functions.values_mut().zip(ctx.functions()) {
                    f.clone_from(optimized);
                }
                if let Some(why) = differs(&expected, interpret(&after, launch)) {
                    return Some(at(pass, format!("the IR after it {why}")));
                }
            }
            Ok(Ok(_)) => {}
        }
    }
    let fails = |o: &Options| {
        let trial = FuzzOptions {
            compile: o.clone(),
            ..opts.clone()
        };
        matches!(check_program(module, launch, &trial), Outcome::Fail(c, _) if c == class)
    };
    let needs: Vec<String> = Pass::IR
        .into_iter()
        .filter(|&p| enabled.contains(&p))
        .filter(|&p| {
            !fails(&Options {
                disabled: compile.disabled.with(p),
                ..compile.clone()
            })
        })
        .map(|p| format!("`{p}`"))
        .collect();
    let needs = if needs.is_empty() {
        String::new()
    } else {
        format!("; disabling {} makes it pass", needs.join(" or "))
    };
    let runs_right = "the IR after every IR pass gives the input's results";
    if let RegMode::Budget { max_regs } = compile.reg_mode {
        let virtual_regs = Options {
            reg_mode: RegMode::Virtual,
            ..compile.clone()
        };
        if !fails(&virtual_regs) {
            return Some(at(
                Pass::Regalloc,
                format!("{runs_right}, and it fails with --max-regs {max_regs} but passes with virtual registers{needs}"),
            ));
        }
    }
    Some(at(
        Pass::Lower,
        format!(
            "{runs_right} and it fails with virtual registers too: lowering, or `frame` or `emit` after it{needs}"
        ),
    ))
}

fn at(pass: Pass, evidence: String) -> Blame {
    Blame { pass, evidence }
}

/// How `actual` differs from `expected` (`out` bytes), if it does.
fn differs(expected: &[u8], actual: Result<Vec<u8>, String>) -> Option<String> {
    let actual = match actual {
        Ok(a) => a,
        Err(e) => return Some(format!("fails in the interpreter, the input does not: {e}")),
    };
    let word = expected
        .chunks(8)
        .zip(actual.chunks(8))
        .position(|(a, b)| a != b)?;
    let get = |b: &[u8]| {
        b.get(word * 8..word * 8 + 8)
            .and_then(|w| w.try_into().ok())
            .map_or(0, u64::from_le_bytes)
    };
    Some(format!(
        "gives out[{word}] = {:#x} where the input gives {:#x}",
        get(&actual),
        get(expected)
    ))
}
