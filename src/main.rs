//! The `ptxlift` command line.
//!
//! ```text
//!   ptxlift verify FILE...   parse and verify; print every diagnostic
//!   ptxlift run FILE...      run the `; run:` / `; launch:` directives
//!   ptxlift print FILE...    print the canonical text of each module
//! ```
//!
//! Exit status: 0 when everything passed, 1 when any file failed, 2 for a
//! usage error (from clap).

use clap::{Parser, Subcommand};
use ptxlift::ir;
use ptxlift::runtest;
use std::fmt::Display;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "ptxlift", version, about = "Compile an SSA IR to NVIDIA PTX")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse and verify .plir files.
    Verify {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Execute the run directives of .plir files with the reference interpreter.
    Run {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print .plir files in canonical form.
    Print {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// Writes `text` to stdout. A closed pipe (`ptxlift print f | head`) ends
/// the program quietly instead of panicking.
fn out(text: impl Display) {
    if write!(std::io::stdout(), "{text}").is_err() {
        std::process::exit(0);
    }
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))
}

/// Parses and verifies; returns diagnostics prefixed with the file name.
fn load(path: &Path, text: &str) -> Result<ir::Module, Vec<String>> {
    let name = path.display().to_string();
    let module = ir::parse_module(text).map_err(|e| vec![format!("{name}:{e}")])?;
    ir::verify_module(&module).map_err(|errs| {
        errs.0
            .iter()
            .map(|e| e.with_file(&name))
            .collect::<Vec<_>>()
    })?;
    Ok(module)
}

fn verify(files: &[PathBuf]) -> bool {
    let mut ok = true;
    for path in files {
        let result = read(path)
            .map_err(|e| vec![e])
            .and_then(|t| load(path, &t).map(|_| ()));
        match result {
            Ok(()) => out(format!("{}: ok\n", path.display())),
            Err(msgs) => {
                ok = false;
                msgs.iter().for_each(|m| eprintln!("{m}"));
            }
        }
    }
    ok
}

fn run(files: &[PathBuf]) -> bool {
    let (mut passed, mut failed) = (0usize, 0usize);
    for path in files {
        let name = path.display().to_string();
        let outcomes = read(path)
            .map_err(|e| vec![e])
            .and_then(|text| load(path, &text).map(|m| (m, text)))
            .and_then(|(module, text)| {
                let directives =
                    runtest::parse_directives(&text).map_err(|e| vec![format!("{name}:{e}")])?;
                Ok(runtest::run_directives(&module, &directives, &text))
            });
        let outcomes = match outcomes {
            Ok(o) => o,
            Err(msgs) => {
                msgs.iter().for_each(|m| eprintln!("{m}"));
                failed += 1;
                continue;
            }
        };
        if outcomes.is_empty() {
            out(format!("{name}: no run directives\n"));
        }
        for o in outcomes {
            match &o.failure {
                None => {
                    passed += 1;
                    out(format!("PASS {name}:{}: {}\n", o.line, o.title));
                }
                Some(why) => {
                    failed += 1;
                    out(format!("FAIL {name}:{}: {}\n     {why}\n", o.line, o.title));
                }
            }
            for line in &o.output {
                out(format!("     {line}\n"));
            }
        }
    }
    out(format!("{passed} passed, {failed} failed\n"));
    failed == 0
}

fn print(files: &[PathBuf]) -> bool {
    let mut ok = true;
    for path in files {
        match read(path)
            .and_then(|t| ir::parse_module(&t).map_err(|e| format!("{}:{e}", path.display())))
        {
            Ok(m) => out(&m),
            Err(e) => {
                ok = false;
                eprintln!("{e}");
            }
        }
    }
    ok
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let ok = match &cli.command {
        Command::Verify { files } => verify(files),
        Command::Run { files } => run(files),
        Command::Print { files } => print(files),
    };
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
