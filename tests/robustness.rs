//! Robustness of the front end and interpreter on malformed input.
//!
//! Every example and filetest source is mutated thousands of times (byte
//! flips, deletions, truncation, token swaps, duplicated and dropped lines,
//! inserted tokens) and fed to parse + verify, and — when that succeeds — to
//! the run directives under small limits. Each outcome must be `Ok` or an
//! error carrying a line number; nothing may panic. Deterministic: the
//! mutations come from a fixed-seed generator.

mod common;

use common::plir_sources as sources;
use ptxlift::ir;
use ptxlift::runtest::engine::Executor;
use ptxlift::runtest::{self, Engines, RunLimits};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Mutated sources checked per run (at least); `PTXLIFT_MUTATIONS=N`
/// raises it for a deeper local search.
const MIN_MUTATIONS: usize = 20_000;
/// Fuel per directive when running mutated programs.
const FUEL_CAP: u64 = 20_000;
/// Buffer size cap when running mutated programs.
const BUFFER_CAP: u64 = 1 << 20;

const VOCABULARY: &[&str] = &[
    "iadd",
    "load.i32",
    "store",
    "global",
    "shared",
    "local",
    "v0",
    "v99",
    "block0",
    "block7",
    "ss0",
    "sh0",
    "fn0",
    "%f",
    "i1",
    "i64",
    "f32",
    "(",
    ")",
    "[",
    "]",
    ",",
    ":",
    "=",
    "+8",
    "-4",
    "0xffffffffffffffff",
    "1e400",
    "nan:0x1",
    "jump",
    "brif",
    "br_table",
    "call",
    "return",
    "barrier",
    "align 3",
    "byval",
    "kernel",
    "function",
    "{",
    "}",
    "->",
    "; run: %f(",
    "; launch: %k grid=0 block=2000",
    "; arg: @x = i32[3] [",
    "; expect: @x[i] == 1/0",
    "\"",
    "@",
    "%",
    "é",
    "\u{0}",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let rounds = 1 + rng.below(3);
    for _ in 0..rounds {
        let len = bytes.len();
        match rng.below(10) {
            0 if len > 0 => {
                let i = rng.below(len);
                const NOISE: &[u8] = b"0123456789abcxyz.,:;=+-()[]{}%@\" \n\t\x7f\xff";
                bytes[i] = NOISE[rng.below(NOISE.len())];
            }
            1 if len > 0 => {
                let i = rng.below(len);
                let n = 1 + rng.below(16.min(len - i));
                bytes.drain(i..i + n);
            }
            2 => bytes.truncate(rng.below(len + 1)),
            3 => {
                let s = String::from_utf8_lossy(&bytes).into_owned();
                let mut words: Vec<&str> = s.split(' ').collect();
                if words.len() > 1 {
                    let (a, b) = (rng.below(words.len()), rng.below(words.len()));
                    words.swap(a, b);
                }
                bytes = words.join(" ").into_bytes();
            }
            4 => {
                let s = String::from_utf8_lossy(&bytes).into_owned();
                let mut lines: Vec<&str> = s.lines().collect();
                if !lines.is_empty() {
                    let i = rng.below(lines.len());
                    let line = lines[i];
                    lines.insert(rng.below(lines.len() + 1), line);
                }
                bytes = lines.join("\n").into_bytes();
            }
            5 => {
                let s = String::from_utf8_lossy(&bytes).into_owned();
                let mut lines: Vec<&str> = s.lines().collect();
                if !lines.is_empty() {
                    lines.remove(rng.below(lines.len()));
                }
                bytes = lines.join("\n").into_bytes();
            }
            7..=9 => bytes = replace_word(&String::from_utf8_lossy(&bytes), rng).into_bytes(),
            _ => {
                let i = rng.below(len + 1);
                let word = VOCABULARY[rng.below(VOCABULARY.len())];
                bytes.splice(i..i, format!(" {word} ").into_bytes());
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Replaces one identifier-like word by another of its kind (value, block,
/// type or opcode), which keeps the text parseable far more often than
/// byte noise and so exercises the verifier and interpreter.
fn replace_word(text: &str, rng: &mut Rng) -> String {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.';
    let mut words = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        if is_ident(c) {
            start.get_or_insert(i);
        } else if let Some(s) = start.take() {
            words.push((s, i));
        }
    }
    if let Some(s) = start {
        words.push((s, text.len()));
    }
    if words.is_empty() {
        return text.to_string();
    }
    let (at, end) = words[rng.below(words.len())];
    let word = &text[at..end];
    let types = ["i1", "i8", "i16", "i32", "i64", "f32", "f64"];
    let opcodes = ir::Opcode::ALL;
    let replacement = if word.starts_with('v') && word[1..].bytes().all(|b| b.is_ascii_digit()) {
        format!("v{}", rng.below(40))
    } else if word.starts_with("block") {
        format!("block{}", rng.below(8))
    } else if types.contains(&word) {
        types[rng.below(types.len())].to_string()
    } else if let Some((_, suffix)) = word
        .split_once('.')
        .filter(|(op, _)| ir::Opcode::from_name(op).is_some())
    {
        format!("{}.{suffix}", opcodes[rng.below(opcodes.len())].name())
    } else if ir::Opcode::from_name(word).is_some() {
        opcodes[rng.below(opcodes.len())].name().to_string()
    } else {
        return text.to_string();
    };
    format!("{}{replacement}{}", &text[..at], &text[end..])
}

/// Parses, verifies and (if valid) runs `text`; returns a description of a
/// contract violation, if any.
fn check(text: &str) -> Option<String> {
    let lines = text.lines().count() as u32 + 1;
    let module = match ir::parse_module(text) {
        Err(e) => {
            return (e.line == 0 || e.line > lines || e.col == 0)
                .then(|| format!("parse error without a valid line: {e:?}"));
        }
        Ok(m) => m,
    };
    if let Err(errs) = ir::verify_module(&module) {
        return errs
            .0
            .iter()
            .find(|e| e.line.is_none())
            .map(|e| format!("verifier error without a line: {e}"));
    }
    // Printing and re-parsing a verified module must succeed and agree.
    let printed = module.to_string();
    match ir::parse_module(&printed) {
        Ok(again) if again == module => {}
        Ok(_) => return Some(format!("parse(print(m)) != m for:\n{printed}")),
        Err(e) => return Some(format!("printed module does not parse ({e}):\n{printed}")),
    }
    if let Ok(directives) = runtest::parse_directives(text) {
        let limits = RunLimits {
            fuel: FUEL_CAP,
            buffer_bytes: BUFFER_CAP,
            ..RunLimits::default()
        };
        let engines = Engines::One(Executor::Interp(&module));
        let _ = runtest::run_directives_with(engines, &directives, text, limits);
    }
    None
}

#[test]
fn mutated_sources_never_panic() {
    let sources = sources();
    assert!(
        sources.len() >= 5,
        "expected example and filetest sources, found {}",
        sources.len()
    );
    let wanted = std::env::var("PTXLIFT_MUTATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(MIN_MUTATIONS)
        .max(MIN_MUTATIONS);
    let per_file = wanted.div_ceil(sources.len()).max(8);
    let seed = std::env::var("PTXLIFT_MUTATION_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5eed_1234_abcd_ef01);
    let mut rng = Rng(seed | 1);
    let (mut total, mut parsed, mut verified) = (0usize, 0usize, 0usize);
    let mut failures = Vec::new();
    for (path, text) in &sources {
        for _ in 0..per_file {
            let mutated = mutate(text, &mut rng);
            total += 1;
            let outcome = catch_unwind(AssertUnwindSafe(|| check(&mutated)));
            match outcome {
                Err(_) => failures.push(format!("{}: PANIC on input:\n{mutated}", path.display())),
                Ok(Some(problem)) => failures.push(format!("{}: {problem}", path.display())),
                Ok(None) => {}
            }
            if let Ok(m) = ir::parse_module(&mutated) {
                parsed += 1;
                verified += usize::from(ir::verify_module(&m).is_ok());
            }
        }
    }
    println!(
        "{total} mutations: {parsed} parsed, {verified} verified, {} failures",
        failures.len()
    );
    assert!(total >= MIN_MUTATIONS);
    assert!(
        failures.is_empty(),
        "{} failures; first:\n{}",
        failures.len(),
        failures[0]
    );
}
