//! The compile API and CLI: every diagnostic path (bad option, target that
//! cannot express an instruction, verifier failure before lowering, a name
//! PTX cannot use), determinism, and use from several threads.

mod common;

use common::cli;
use ptxlift::ir::parse_module;
use ptxlift::{compile, Context, Error, Options, PtxVersion, RegMode, Sm, Target};

const SAXPY: &str = include_str!("../examples/saxpy.plir");

#[test]
fn bad_options_are_errors_naming_the_fix() {
    let e = Target::new(Sm::Sm90, PtxVersion::parse("7.0")).unwrap_err();
    assert!(e.contains("sm_90 needs PTX 7.8"), "{e}");
    let module = parse_module(SAXPY).unwrap();
    let options = Options {
        reg_mode: RegMode::Budget { max_regs: 2 },
        ..Options::default()
    };
    match compile(&module, &options) {
        Err(Error::Option(m)) => assert!(m.contains("--max-regs 2 is too small"), "{m}"),
        other => panic!("expected an option error, got {other:?}"),
    }
    let (ok, _, err) = cli(&[
        "compile",
        "examples/saxpy.plir",
        "--sm",
        "90",
        "--ptx",
        "7.0",
    ]);
    assert!(!ok && err.contains("sm_90 needs PTX 7.8"), "{err}");
    let (ok, _, err) = cli(&["compile", "examples/saxpy.plir", "--sm", "70"]);
    assert!(!ok && err.contains("unknown architecture"), "{err}");
    let (ok, _, err) = cli(&["compile", "examples/saxpy.plir", "--ptx", "seven"]);
    assert!(!ok && err.contains("write the version as X.Y"), "{err}");
}

#[test]
fn unsupported_instruction_names_the_requirement() {
    let text = "kernel %k(i64 byval 8 align 8, i64 global) {\nblock0(v0: i64, v1: i64):\n    v2 = to_generic param v0\n    store global v1, v2\n    return\n}\n";
    let module = parse_module(text).unwrap();
    match compile(&module, &Options::default()) {
        Err(Error::Lower(errs)) => {
            assert_eq!(errs.len(), 1, "{errs:?}");
            assert_eq!(errs[0].line, Some(3));
            assert!(errs[0].message.contains("needs PTX 7.7"), "{}", errs[0]);
        }
        other => panic!("expected a lowering error, got {other:?}"),
    }
    let target = Target::new(Sm::Sm80, PtxVersion::parse("7.7")).unwrap();
    assert!(compile(
        &module,
        &Options {
            target,
            ..Options::default()
        }
    )
    .is_ok());
}

#[test]
fn verifier_runs_before_lowering() {
    let text = "function %f(i32) -> i32 {\nblock0(v0: i32):\n    v1 = iadd v0, v2\n    v2 = iconst.i32 1\n    return v1\n}\n";
    let module = parse_module(text).unwrap();
    match compile(&module, &Options::default()) {
        Err(Error::Verifier(errs)) => {
            assert!(errs.to_string().contains("does not dominate"), "{errs}")
        }
        other => panic!("expected verifier errors, got {other:?}"),
    }
    std::fs::write(std::env::temp_dir().join("ptxlift-bad.plir"), text).unwrap();
    let path = std::env::temp_dir().join("ptxlift-bad.plir");
    let (ok, _, err) = cli(&["compile", path.to_str().unwrap()]);
    assert!(!ok && err.contains("ptxlift-bad.plir:3:"), "{err}");
}

#[test]
fn names_ptx_cannot_use_are_rejected() {
    let module = parse_module("function %1bad() {\nblock0:\n    return\n}\n").unwrap();
    match compile(&module, &Options::default()) {
        Err(Error::Function { function, message }) => {
            assert_eq!(function, "1bad");
            assert!(message.contains("not a valid PTX identifier"), "{message}");
        }
        other => panic!("expected a name error, got {other:?}"),
    }
}

#[test]
fn output_is_deterministic_and_contexts_work_on_threads() {
    let module = parse_module(SAXPY).unwrap();
    let first = compile(&module, &Options::default()).unwrap().ptx;
    let mut ctx = Context::new();
    assert_eq!(
        ctx.compile(&module, &Options::default()).unwrap().ptx,
        first
    );
    ctx.clear();
    assert_eq!(
        ctx.compile(&module, &Options::default()).unwrap().ptx,
        first
    );
    let results: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|_| {
                s.spawn(|| {
                    let mut c = Context::new();
                    c.compile(&module, &Options::default()).unwrap().ptx
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert!(results.iter().all(|r| *r == first));
    fn is_send<T: Send>(_: &T) {}
    is_send(&ctx);
}

#[test]
fn reports_describe_each_function() {
    let module = parse_module(include_str!("../examples/device_call.plir")).unwrap();
    let out = compile(&module, &Options::default()).unwrap();
    assert_eq!(out.functions.len(), module.functions.len());
    for (r, f) in out.functions.iter().zip(module.functions.values()) {
        assert_eq!(r.name, f.name);
        assert!(r.registers.iter().sum::<u32>() > 0, "{r:?}");
        assert_eq!((r.spills, r.reloads), (0, 0), "virtual mode never spills");
    }
    let (ok, ptx, err) = cli(&[
        "compile",
        "examples/device_call.plir",
        "--report",
        "--max-regs",
        "16",
    ]);
    assert!(
        ok && ptx.contains(".func") && err.contains("registers b32="),
        "{err}"
    );
    let (ok, vcode, _) = cli(&["compile", "examples/saxpy.plir", "--emit", "vcode"]);
    assert!(
        ok && vcode.contains("vblock0:") && vcode.contains(" bra vblock"),
        "{vcode}"
    );
}
