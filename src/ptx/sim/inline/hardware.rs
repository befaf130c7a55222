//! The simulator's half of a hardware cross-check
//! (`src/ptx/testdata/gpucheck/`, see its README): runs every instruction
//! form `gen.py` wrote on every input row through the inline runner and
//! writes `sim<N>.txt` beside the GPU's `gpu<N>.txt`, for `compare.py`.
//! Ignored: it needs the directory a GPU run produced, named by
//! `PTXLIFT_GPUCHECK_DIR`.
use super::tests::World;
use super::*;
use ScalarType::*;

#[test]
#[ignore]
fn simulate_gpucheck_forms() {
    let Ok(dir) = std::env::var("PTXLIFT_GPUCHECK_DIR") else {
        eprintln!("set PTXLIFT_GPUCHECK_DIR to a directory gen.py and run.py filled");
        return;
    };
    let forms = std::fs::read_to_string(format!("{dir}/forms.txt")).unwrap();
    for line in forms.lines() {
        let parts: Vec<&str> = line.split('\t').collect();
        let (idx, types, snippet) = (parts[0], parts[1], parts[3]);
        let tys: Vec<ScalarType> = types
            .chars()
            .map(|c| match c {
                'h' => B16,
                'r' => B32,
                'l' => B64,
                'f' => F32,
                'd' => F64,
                _ => Pred,
            })
            .collect();
        let names: Vec<String> = (0..tys.len()).map(|i| format!("a{i}")).collect();
        let regs: Vec<(&str, ScalarType)> = names
            .iter()
            .map(|n| n.as_str())
            .zip(tys.iter().copied())
            .collect();
        let mut out = String::new();
        match InlinePtx::parse(snippet, &regs) {
            Err(e) => out.push_str(&format!("PARSEERR {e}\n")),
            Ok(s) => {
                let rows = std::fs::read_to_string(format!("{dir}/in{idx}.txt")).unwrap();
                for row in rows.lines() {
                    let mut v: Vec<u64> = row
                        .split(' ')
                        .map(|x| u64::from_str_radix(x, 16).unwrap())
                        .collect();
                    let mut w = World::new();
                    match s.run(&mut v, w.env()) {
                        Ok(()) => out.push_str(
                            &v.iter()
                                .map(|x| format!("{x:x}"))
                                .collect::<Vec<_>>()
                                .join(" "),
                        ),
                        Err(e) => out.push_str(&format!("RUNERR {e}")),
                    }
                    out.push('\n');
                }
            }
        }
        std::fs::write(format!("{dir}/sim{idx}.txt"), out).unwrap();
    }
}
