//! The frame as users see it: `ptxlift frame` (text, JSON, SVG), the
//! `FrameReport` in `CompiledModule`, `--warn-stack-size` and the
//! `warn_stack_size` attribute, and the layout invariants on every example
//! and filetest in both register modes, checked from the report alone.

mod common;

use common::{cli, plir_sources};
use ptxlift::frame::FrameReport;
use ptxlift::{compile, ir, Options, PassSet, RegMode};
use serde_json::Value;

const PHASES: &str = "tests/filetests/frame/disjoint_phases.plir";
const SPILLS: &str = "tests/filetests/frame/spill_shares_slot.plir";

fn ranges_overlap(a: &Value, b: &Value) -> bool {
    let pairs = |v: &Value| -> Vec<(u64, u64)> {
        v.as_array()
            .into_iter()
            .flatten()
            .map(|r| (r[0].as_u64().unwrap_or(0), r[1].as_u64().unwrap_or(0)))
            .collect()
    };
    let (pa, pb) = (pairs(a), pairs(b));
    pa.iter()
        .any(|&(s, e)| pb.iter().any(|&(t, f)| s < f && t < e))
}

#[test]
fn frame_command_prints_text_json_and_svg() {
    let (ok, text, err) = cli(&["frame", PHASES]);
    assert!(ok, "{err}");
    assert!(
        text.contains("depot 256 bytes (align 4), lower bound 256, no sharing 384, padding 0"),
        "{text}"
    );
    assert!(text.contains("ss0") && text.contains("ss1"), "{text}");

    let (ok, json, err) = cli(&["frame", "--json", PHASES]);
    assert!(ok, "{err}");
    let v: Value = serde_json::from_str(&json).expect("valid JSON");
    let f = &v[0];
    assert_eq!(f["function"], "phases");
    assert_eq!(
        (f["size"].as_u64(), f["sequential_size"].as_u64()),
        (Some(256), Some(384))
    );
    let objs = f["objects"].as_array().expect("objects");
    assert_eq!(objs.len(), 2);
    // Both arrays at offset 0: allowed only because their lifetimes are disjoint.
    assert_eq!(
        (objs[0]["offset"].as_u64(), objs[1]["offset"].as_u64()),
        (Some(0), Some(0))
    );
    assert!(!ranges_overlap(&objs[0]["lifetime"], &objs[1]["lifetime"]));

    let svg = std::env::temp_dir().join(format!("ptxlift-frame-{}.svg", std::process::id()));
    let svg_arg = svg.to_string_lossy().into_owned();
    let (ok, _, err) = cli(&["frame", PHASES, "--svg", &svg_arg]);
    assert!(ok, "{err}");
    let drawing = std::fs::read_to_string(&svg).expect("SVG written");
    let _ = std::fs::remove_file(&svg);
    assert!(drawing.starts_with("<svg") && drawing.trim_end().ends_with("</svg>"));
    assert_eq!(drawing.matches("<title>ss").count(), 2, "{drawing}");
}

#[test]
fn budget_mode_spills_share_a_dead_slots_bytes() {
    let (ok, json, err) = cli(&["frame", "--json", "--max-regs", "8", SPILLS]);
    assert!(ok, "{err}");
    let v: Value = serde_json::from_str(&json).expect("valid JSON");
    let objs = v[0]["objects"].as_array().expect("objects");
    let slot = &objs[0];
    assert_eq!(
        (slot["name"].as_str(), slot["size"].as_u64()),
        (Some("ss0"), Some(64))
    );
    let slot_at = slot["offset"].as_u64().expect("ss0 placed");
    let sharing = objs[1..]
        .iter()
        .filter(|o| o["kind"] == "spill")
        .filter(|o| {
            let off = o["offset"].as_u64().unwrap_or(u64::MAX);
            off < slot_at + 64 && slot_at < off + o["size"].as_u64().unwrap_or(0)
        })
        .inspect(|o| assert!(!ranges_overlap(&o["lifetime"], &slot["lifetime"])))
        .count();
    assert!(sharing > 0, "no spill slot reuses ss0's bytes: {json}");
    assert_eq!(v[0]["size"].as_u64(), Some(64));
}

#[test]
fn warn_stack_size_from_option_and_attribute() {
    let (ok, _, err) = cli(&["compile", PHASES, "--warn-stack-size", "255"]);
    assert!(ok, "a warning is not an error: {err}");
    assert!(
        err.contains("function %phases (line 12): stack frame size 256 bytes exceeds --warn-stack-size threshold of 255 bytes"),
        "{err}"
    );
    let (ok, _, err) = cli(&["compile", PHASES, "--warn-stack-size", "256"]);
    assert!(ok && !err.contains("warning"), "{err}");

    let text = "function %f(i32) -> i32 {\n    ss0 = explicit_slot 32, align 4\n    warn_stack_size = 16\nblock0(v0: i32):\n    v1 = stack_addr.i32 ss0\n    store local v1, v0\n    v2 = load.i32 local v1\n    return v2\n}\n";
    let module = ir::parse_module(text).expect("parses");
    let printed = module.to_string();
    assert!(printed.contains("warn_stack_size = 16"), "{printed}");
    let reparsed = ir::parse_module(&printed).expect("printed text parses");
    assert_eq!(
        reparsed
            .functions
            .values()
            .next()
            .and_then(|f| f.warn_stack_size),
        Some(16)
    );
    // The attribute wins over a looser option. (Without promotion, which
    // would turn this slot, read only at offset 0, into a register.)
    let options = Options {
        warn_stack_size: Some(1000),
        disabled: PassSet::NO_PROMOTE,
        ..Options::default()
    };
    let compiled = compile(&module, &options).expect("compiles");
    assert_eq!(compiled.functions[0].local_bytes, 32);
    assert_eq!(compiled.warnings.len(), 1, "{:?}", compiled.warnings);
    assert!(compiled.warnings[0].contains("32 bytes exceeds its warn_stack_size threshold of 16"));

    let bad = text.replace("= 16", "= sixteen");
    let e = ir::parse_module(&bad).expect_err("not a number");
    assert!(e.to_string().starts_with("3:"), "{e}");
}

#[test]
fn frame_command_reports_bad_input() {
    let (ok, _, err) = cli(&["frame", "no/such/file.plir"]);
    assert!(!ok && err.contains("cannot read"), "{err}");
    let (ok, _, err) = cli(&["frame", PHASES, "--max-regs", "2"]);
    assert!(!ok && err.contains("max-regs"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// Checks a report against the layout rules using only what it states.
fn check_report(name: &str, r: &FrameReport) {
    let live: Vec<_> = r.objects.iter().filter(|o| o.offset.is_some()).collect();
    for o in &r.objects {
        assert_eq!(
            o.offset.is_none(),
            o.lifetime.is_empty(),
            "{name} %{}: {} dead iff no offset",
            r.function,
            o.name
        );
    }
    for (i, a) in live.iter().enumerate() {
        let off = a.offset.unwrap_or(0);
        assert_eq!(
            off % a.align,
            0,
            "{name} %{}: {} misaligned",
            r.function,
            a.name
        );
        assert!(
            off + a.size <= r.size,
            "{name} %{}: {} past the depot",
            r.function,
            a.name
        );
        for b in &live[i + 1..] {
            let boff = b.offset.unwrap_or(0);
            let share_bytes = off < boff + b.size && boff < off + a.size;
            let share_time = a
                .lifetime
                .iter()
                .any(|x| b.lifetime.iter().any(|y| x[0] < y[1] && y[0] < x[1]));
            assert!(
                !(share_bytes && share_time),
                "{name} %{}: {} and {} are live together and share bytes",
                r.function,
                a.name,
                b.name
            );
        }
    }
    assert!(
        r.lower_bound <= r.size && r.size <= r.sequential_size,
        "{name} %{}: {r:?}",
        r.function
    );
    assert_eq!(r.size % r.align, 0);
}

#[test]
fn every_program_gets_a_valid_frame_in_both_modes() {
    let mut functions = 0;
    let mut shared = 0;
    for (path, text) in plir_sources() {
        let Ok(module) = ir::parse_module(&text) else {
            continue;
        };
        for mode in [RegMode::Virtual, RegMode::Budget { max_regs: 8 }] {
            let options = Options {
                reg_mode: mode,
                ..Options::default()
            };
            let Ok(compiled) = compile(&module, &options) else {
                continue;
            };
            for f in &compiled.functions {
                check_report(&path.display().to_string(), &f.frame);
                assert_eq!(f.local_bytes, f.frame.size);
                functions += 1;
                shared += usize::from(f.frame.size < f.frame.sequential_size);
            }
        }
    }
    eprintln!(
        "{functions} compiled functions checked; {shared} frames smaller than without sharing"
    );
    assert!(functions > 200 && shared > 0);
}

#[test]
fn fuzzer_programs_get_valid_frames() {
    let (mut functions, mut with_frame, mut shared, mut at_bound) = (0, 0, 0, 0);
    let (mut bytes, mut unshared_bytes) = (0u64, 0u64);
    for seed in 1..=300 {
        let generated = ptxlift::fuzzgen::generate_from_seed(seed).expect("generates");
        for mode in [RegMode::Virtual, RegMode::Budget { max_regs: 16 }] {
            let options = Options {
                reg_mode: mode,
                ..Options::default()
            };
            let compiled = compile(&generated.module, &options).expect("compiles");
            for f in &compiled.functions {
                check_report(&format!("fuzz seed {seed}"), &f.frame);
                functions += 1;
                with_frame += usize::from(f.frame.size > 0);
                at_bound += usize::from(f.frame.size > 0 && f.frame.size == f.frame.lower_bound);
                shared += usize::from(f.frame.size < f.frame.sequential_size);
                bytes += u64::from(f.frame.size);
                unshared_bytes += u64::from(f.frame.sequential_size);
            }
        }
    }
    eprintln!(
        "{functions} functions, {with_frame} with a frame ({at_bound} at the lower bound), \
         {shared} smaller than without sharing; \
         {bytes} depot bytes in all against {unshared_bytes} without sharing"
    );
    assert!(shared > 0);
}

#[test]
fn frame_reports_unrolled_loops_and_promoted_array() {
    const UNROLLED: &str = "tests/filetests/promote/unrolled_fill_sum.plir";
    let (ok, text, err) = cli(&["frame", UNROLLED]);
    assert!(ok, "{err}");
    assert!(text.contains("function %fill_sum: depot 0 bytes"), "{text}");
    assert!(
        text.contains("promoted to registers: 32 bytes, 1 slot(s) completely"),
        "{text}"
    );
    assert!(text.contains("unrolled loops: 2 "), "{text}");
    let (ok, json, err) = cli(&["frame", "--json", UNROLLED]);
    assert!(ok, "{err}");
    let v: Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(v[0]["unrolled_loops"], 2, "{json}");
    assert_eq!(v[0]["size"], 0, "{json}");
    // Without promotion nothing is unrolled: the 8 words stay in the depot.
    let (ok, text, err) = cli(&["frame", "--no-promote", UNROLLED]);
    assert!(ok, "{err}");
    assert!(
        text.contains("function %fill_sum: depot 32 bytes"),
        "{text}"
    );
    assert!(!text.contains("unrolled"), "{text}");
    let (ok, text, err) = cli(&[
        "frame",
        "tests/filetests/promote/unroll_over_limit_kept.plir",
    ]);
    assert!(ok, "{err}");
    assert!(
        text.contains("depot 132 bytes") && !text.contains("unrolled"),
        "{text}"
    );
}
