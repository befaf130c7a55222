//! The simulator's half of the inline-PTX hardware cross-check
//! (`src/ptx/testdata/gpucheck/README.md`): runs every instruction form
//! `gen.py` wrote on every input row through `ptx::sim::inline` and writes
//! `sim<N>.txt` beside the GPU's `gpu<N>.txt`, for `compare.py`.
//!
//! ```sh
//! cargo run --release --example gpucheck_sim -- DIR
//! ```

use ptxlift::interp::memory::Region;
use ptxlift::interp::DeviceMemory;
use ptxlift::ir::Space;
use ptxlift::ptx::parse::ScalarType;
use ptxlift::ptx::sim::inline::{InlineEnv, InlinePtx, ThreadPosition};

/// Every run starts with fresh memory and this much fuel.
const FUEL: u64 = 10_000;
/// The thread position the special registers read (as the unit tests use).
const THREAD: ThreadPosition = ThreadPosition {
    tid: [37, 0, 0],
    ntid: [64, 1, 1],
    ctaid: [2, 0, 0],
    nctaid: [4, 1, 1],
};

fn main() {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: gpucheck_sim DIR (a directory gen.py and run.py filled)");
        std::process::exit(2);
    };
    if let Err(e) = simulate(&dir) {
        eprintln!("gpucheck_sim: {e}");
        std::process::exit(1);
    }
}

fn read(path: &str) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))
}

fn simulate(dir: &str) -> Result<(), String> {
    for line in read(&format!("{dir}/forms.txt"))?.lines() {
        let parts: Vec<&str> = line.split('\t').collect();
        let (Some(idx), Some(types), Some(snippet)) = (parts.first(), parts.get(1), parts.get(3))
        else {
            return Err(format!("forms.txt: malformed line `{line}`"));
        };
        let tys: Vec<ScalarType> = types
            .chars()
            .map(|c| match c {
                'h' => ScalarType::B16,
                'r' => ScalarType::B32,
                'l' => ScalarType::B64,
                'f' => ScalarType::F32,
                'd' => ScalarType::F64,
                _ => ScalarType::Pred,
            })
            .collect();
        let names: Vec<String> = (0..tys.len()).map(|i| format!("a{i}")).collect();
        let regs: Vec<(&str, ScalarType)> = names.iter().map(String::as_str).zip(tys).collect();
        let mut out = String::new();
        match InlinePtx::parse(snippet, &regs) {
            Err(e) => out.push_str(&format!("PARSEERR {e}\n")),
            Ok(s) => {
                for row in read(&format!("{dir}/in{idx}.txt"))?.lines() {
                    let mut v = row
                        .split(' ')
                        .map(|x| u64::from_str_radix(x, 16))
                        .collect::<Result<Vec<u64>, _>>()
                        .map_err(|e| format!("in{idx}.txt: `{row}`: {e}"))?;
                    let mut memory = DeviceMemory::default();
                    let (mut shared, mut local) =
                        (Region::new(Space::Shared), Region::new(Space::Local));
                    let mut fuel = FUEL;
                    let env = InlineEnv {
                        memory: &mut memory,
                        shared: &mut shared,
                        local: &mut local,
                        thread: THREAD,
                        fuel: &mut fuel,
                    };
                    match s.run(&mut v, env) {
                        Ok(()) => {
                            let hex: Vec<String> = v.iter().map(|x| format!("{x:x}")).collect();
                            out.push_str(&hex.join(" "));
                        }
                        Err(e) => out.push_str(&format!("RUNERR {e}")),
                    }
                    out.push('\n');
                }
            }
        }
        let path = format!("{dir}/sim{idx}.txt");
        std::fs::write(&path, out).map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(())
}
