//! Decoding of one PTX instruction (opcode, modifiers, operands) into an
//! [`Op`].
//!
//! Invariants: every modifier is either understood, known to have no effect
//! on a sequential simulation (cache and memory-order qualifiers, `.uni`),
//! or makes the instruction unsupported; nothing is silently ignored that
//! could change a result. Operand counts and kinds are checked here.

use super::decode::{Builder, Decoder};
use super::eval::is_half;
use super::ops::{AtomOp, BinOp, CallArg, FFlags, Op, PrmtMode, Rounding, TernOp, UnOp};
use super::Src;
use crate::ir::Space;
use crate::ptx::isa::space_from_name;
use crate::ptx::parse::{Instruction, Operand, ScalarType, TypeKind};

mod compare;
mod convert;
mod extended;
mod float;
mod integer;

/// Modifiers sorted by kind.
#[derive(Default)]
struct Mods {
    types: Vec<ScalarType>,
    rnd: Option<Rounding>,
    ftz: bool,
    sat: bool,
    space: Option<Space>,
    vec: Option<u32>,
    /// `.L2::cache_hint` (a cache-policy operand follows the address).
    cache_hint: bool,
    words: Vec<String>,
}

/// Qualifiers with no effect when threads run one at a time.
fn ignorable(m: &str) -> bool {
    matches!(
        m,
        "volatile"
            | "relaxed"
            | "acquire"
            | "release"
            | "acq_rel"
            | "weak"
            | "mmio"
            | "sys"
            | "gpu"
            | "cluster"
            | "nc"
            | "ca"
            | "cg"
            | "cs"
            | "lu"
            | "cv"
            | "wb"
            | "wt"
            | "uni"
            | "aligned"
            | "sc"
    ) || m.starts_with("L1::")
        || m.starts_with("L2::")
}

impl Mods {
    fn new(mods: &[String]) -> Mods {
        let mut m = Mods::default();
        for s in mods {
            if let Some(t) = ScalarType::from_name(s) {
                m.types.push(t);
            } else if let Some(r) = Rounding::from_name(s) {
                m.rnd = Some(r);
            } else if let Some(space) = space_from_name(s) {
                m.space = Some(space);
            } else {
                match s.as_str() {
                    "ftz" => m.ftz = true,
                    "sat" => m.sat = true,
                    // Approximate forms are computed accurately.
                    "approx" | "full" => {}
                    "v2" => m.vec = Some(2),
                    "v4" => m.vec = Some(4),
                    "L2::cache_hint" => m.cache_hint = true,
                    w if ignorable(w) => {}
                    w => m.words.push(w.to_string()),
                }
            }
        }
        m
    }

    fn take(&mut self, w: &str) -> bool {
        let before = self.words.len();
        self.words.retain(|x| x != w);
        self.words.len() != before
    }

    /// Takes the first word found among `options`.
    fn take_one(&mut self, options: &[&'static str]) -> Option<&'static str> {
        options.iter().copied().find(|o| self.take(o))
    }

    fn one_type(&self) -> Result<ScalarType, String> {
        match self.types.as_slice() {
            [t] => Ok(*t),
            _ => Err("expected exactly one type modifier".into()),
        }
    }

    fn done(&self) -> Result<(), String> {
        match self.words.first() {
            None => Ok(()),
            Some(w) => Err(format!("modifier `.{w}` is not supported")),
        }
    }
}

fn operands(i: &Instruction, n: usize) -> Result<&[Operand], String> {
    if i.operands.len() == n {
        Ok(&i.operands)
    } else {
        Err(format!(
            "`{}` takes {n} operands, found {}",
            i.opcode,
            i.operands.len()
        ))
    }
}

fn is_float(t: ScalarType) -> bool {
    t.kind() == TypeKind::Float
}

fn int_bits_ok(t: ScalarType) -> Result<(), String> {
    match t.bits() {
        16 | 32 | 64 if !is_float(t) && t != ScalarType::Pred => Ok(()),
        _ => Err(format!("{t} is not an integer type of 16, 32 or 64 bits")),
    }
}

impl Decoder {
    pub(super) fn instruction(&self, b: &Builder<'_>, i: &Instruction) -> Result<Op, String> {
        self.relaxed
            .set(matches!(i.opcode.as_str(), "ld" | "ldu" | "st" | "cvt"));
        let mut m = Mods::new(&i.modifiers);
        let op = self.decode(b, i, &mut m)?;
        m.done()?;
        Ok(op)
    }

    fn decode(&self, b: &Builder<'_>, i: &Instruction, m: &mut Mods) -> Result<Op, String> {
        let name = i.opcode.as_str();
        let bin = |op: BinOp, ty: ScalarType, bty: ScalarType, f: FFlags| -> Result<Op, String> {
            let o = operands(i, 3)?;
            Ok(Op::Bin {
                op,
                ty,
                f,
                d: self.dst(&o[0], ty)?,
                a: self.src(b, &o[1], ty)?,
                b: self.src(b, &o[2], bty)?,
            })
        };
        let un = |op: UnOp, ty: ScalarType, dty: ScalarType, f: FFlags| -> Result<Op, String> {
            let o = operands(i, 2)?;
            Ok(Op::Un {
                op,
                ty,
                f,
                d: self.dst(&o[0], dty)?,
                a: self.src(b, &o[1], ty)?,
            })
        };
        let tern = |op: TernOp, ty: ScalarType, bc: ScalarType, f: FFlags| -> Result<Op, String> {
            let o = operands(i, 4)?;
            Ok(Op::Tern {
                op,
                ty,
                f,
                d: self.dst(&o[0], ty)?,
                a: self.src(b, &o[1], ty)?,
                b: self.src(b, &o[2], bc)?,
                c: self.src(b, &o[3], bc)?,
            })
        };
        match name {
            "add" | "sub" | "mad" if i.modifiers.iter().any(|w| w == "cc") => self.carry(b, i, m),
            "addc" | "subc" | "madc" => self.carry(b, i, m),
            "lop3" => self.lop3(b, i, m),
            "add" | "sub" => {
                let ty = m.one_type()?;
                if is_float(ty) {
                    return self.float_op(b, i, m, ty);
                }
                int_bits_ok(ty)?;
                let op = match (name, m.sat) {
                    ("add", false) => BinOp::Add,
                    ("sub", false) => BinOp::Sub,
                    (_, true) if ty != ScalarType::S32 => return Err(".sat needs .s32".into()),
                    ("add", true) => BinOp::AddSat,
                    _ => BinOp::SubSat,
                };
                bin(op, ty, ty, FFlags::default())
            }
            "mul" | "mad" => {
                let ty = m.one_type()?;
                if is_float(ty) {
                    return self.float_op(b, i, m, ty);
                }
                int_bits_ok(ty)?;
                match (m.take_one(&["lo", "hi", "wide"]), name) {
                    (Some("lo"), "mul") => bin(BinOp::Mul, ty, ty, FFlags::default()),
                    (Some("hi"), "mul") => bin(BinOp::MulHi, ty, ty, FFlags::default()),
                    (Some("lo"), _) => tern(TernOp::MadLo, ty, ty, FFlags::default()),
                    (Some("hi"), _) if !m.sat => tern(TernOp::MadHi, ty, ty, FFlags::default()),
                    (Some("wide"), _) if ty.bits() <= 32 => {
                        let wide = wide_type(ty);
                        let n = if name == "mul" { 3 } else { 4 };
                        let o = operands(i, n)?;
                        Ok(Op::Wide {
                            ty,
                            d: self.dst(&o[0], wide)?,
                            a: self.src(b, &o[1], ty)?,
                            b: self.src(b, &o[2], ty)?,
                            c: match o.get(3) {
                                Some(c) => Some(self.src(b, c, wide)?),
                                None => None,
                            },
                        })
                    }
                    _ => Err(format!("unsupported form of `{name}`")),
                }
            }
            "fma" => {
                let ty = m.one_type()?;
                self.float_op(b, i, m, ty)
            }
            "div" | "rem" | "min" | "max" | "copysign" => {
                let ty = m.one_type()?;
                let op = match name {
                    "div" => BinOp::Div,
                    "rem" => BinOp::Rem,
                    "min" => BinOp::Min,
                    "max" => BinOp::Max,
                    _ => BinOp::Copysign,
                };
                if is_float(ty) {
                    return self.float_op(b, i, m, ty);
                }
                int_bits_ok(ty)?;
                if op == BinOp::Copysign || ty.kind() == TypeKind::Bits {
                    return Err(format!("`{name}` does not take {ty}"));
                }
                bin(op, ty, ty, FFlags::default())
            }
            "abs" | "neg" => {
                let ty = m.one_type()?;
                let op = if name == "abs" { UnOp::Abs } else { UnOp::Neg };
                if is_float(ty) {
                    return self.float_op(b, i, m, ty);
                }
                int_bits_ok(ty)?;
                un(op, ty, ty, FFlags::default())
            }
            "not" | "cnot" | "and" | "or" | "xor" => {
                let ty = m.one_type()?;
                if ty != ScalarType::Pred {
                    int_bits_ok(ty)?;
                }
                match name {
                    "not" => un(UnOp::Not, ty, ty, FFlags::default()),
                    "cnot" => un(UnOp::Cnot, ty, ty, FFlags::default()),
                    "and" => bin(BinOp::And, ty, ty, FFlags::default()),
                    "or" => bin(BinOp::Or, ty, ty, FFlags::default()),
                    _ => bin(BinOp::Xor, ty, ty, FFlags::default()),
                }
            }
            "shl" | "shr" => {
                let ty = m.one_type()?;
                int_bits_ok(ty)?;
                let op = if name == "shl" {
                    BinOp::Shl
                } else {
                    BinOp::Shr
                };
                bin(op, ty, ScalarType::U32, FFlags::default())
            }
            "popc" | "clz" | "brev" | "bfind" => {
                let ty = m.one_type()?;
                if ty.bits() < 32 || is_float(ty) || ty == ScalarType::Pred {
                    return Err(format!("`{name}` does not take {ty}"));
                }
                match name {
                    "popc" => un(UnOp::Popc, ty, ScalarType::U32, FFlags::default()),
                    "clz" => un(UnOp::Clz, ty, ScalarType::U32, FFlags::default()),
                    "bfind" if m.take("shiftamt") => {
                        un(UnOp::BfindShiftAmt, ty, ScalarType::U32, FFlags::default())
                    }
                    "bfind" => un(UnOp::Bfind, ty, ScalarType::U32, FFlags::default()),
                    _ => un(UnOp::Brev, ty, ty, FFlags::default()),
                }
            }
            "sqrt" | "rcp" | "rsqrt" | "sin" | "cos" | "ex2" | "lg2" | "tanh" => {
                let ty = m.one_type()?;
                self.float_op(b, i, m, ty)
            }
            "setp" => self.setp(b, i, m),
            "set" => self.set(b, i, m),
            "dp4a" | "dp2a" => self.dot(b, i, m),
            "mul24" | "mad24" => self.mul24(b, i, m),
            "fns" => self.fns(b, i, m),
            "isspacep" => {
                let space = m.space.take().ok_or("isspacep needs a state space")?;
                let o = operands(i, 2)?;
                Ok(Op::Isspacep {
                    space,
                    d: self.pred_reg_operand(&o[0])?,
                    a: self.src(b, &o[1], ScalarType::U64)?,
                })
            }
            "selp" => {
                let ty = m.one_type()?;
                let o = operands(i, 4)?;
                Ok(Op::Selp {
                    ty,
                    d: self.dst(&o[0], ty)?,
                    a: self.src(b, &o[1], ty)?,
                    b: self.src(b, &o[2], ty)?,
                    c: self.src(b, &o[3], ScalarType::Pred)?,
                })
            }
            "slct" => {
                let [ty, cty] = m.types[..] else {
                    return Err("slct takes two types".into());
                };
                let o = operands(i, 4)?;
                Ok(Op::Slct {
                    ty,
                    cty,
                    d: self.dst(&o[0], ty)?,
                    a: self.src(b, &o[1], ty)?,
                    b: self.src(b, &o[2], ty)?,
                    c: self.src(b, &o[3], cty)?,
                })
            }
            "mov" => self.mov(b, i, m),
            "cvt" => self.cvt(b, i, m),
            "cvta" => {
                let to = m.take("to");
                let ty = m.one_type()?;
                let space = m.space.ok_or("cvta needs a state space")?;
                let o = operands(i, 2)?;
                Ok(Op::Cvta {
                    to,
                    space,
                    ty,
                    d: self.dst(&o[0], ty)?,
                    a: self.src(b, &o[1], ty)?,
                })
            }
            "ld" | "ldu" | "st" => self.ld_st(b, i, m),
            "atom" | "red" => self.atom(b, i, m),
            "bar" | "barrier" => {
                m.take("cta");
                if !m.take("sync") {
                    return Err(format!("only `{name}.sync` is supported"));
                }
                match i.operands.as_slice() {
                    [] | [_] => Ok(Op::Bar),
                    _ => Err("barriers with a thread count are not supported".into()),
                }
            }
            "membar" | "fence" => {
                m.words.clear();
                Ok(Op::Nop)
            }
            "nanosleep" | "prefetch" | "prefetchu" | "pmevent" => {
                m.words.clear();
                m.space = None;
                Ok(Op::Nop)
            }
            "trap" => Ok(Op::Trap),
            "exit" => Ok(Op::Exit),
            "ret" => Ok(Op::Ret),
            "bra" => Ok(Op::Bra(self.label(operands(i, 1)?.first().ok_or("bra")?)?)),
            "brx" => {
                if !m.take("idx") {
                    return Err("only brx.idx is supported".into());
                }
                let o = operands(i, 2)?;
                Ok(Op::BrxIdx {
                    index: self.src(b, &o[0], ScalarType::U32)?,
                    targets: self.table(&o[1])?,
                })
            }
            "call" => self.call(b, i),
            "bfi" => {
                let ty = m.one_type()?;
                if !matches!(ty, ScalarType::B32 | ScalarType::B64) {
                    return Err(format!("bfi does not take {ty}"));
                }
                let o = operands(i, 5)?;
                Ok(Op::Bfi {
                    ty,
                    d: self.dst(&o[0], ty)?,
                    a: self.src(b, &o[1], ty)?,
                    b: self.src(b, &o[2], ty)?,
                    pos: self.src(b, &o[3], ScalarType::U32)?,
                    len: self.src(b, &o[4], ScalarType::U32)?,
                })
            }
            "sad" => {
                let ty = m.one_type()?;
                if !matches!(
                    ty,
                    ScalarType::U16
                        | ScalarType::S16
                        | ScalarType::U32
                        | ScalarType::S32
                        | ScalarType::U64
                        | ScalarType::S64
                ) {
                    return Err(format!("sad does not take {ty}"));
                }
                tern(TernOp::Sad, ty, ty, FFlags::default())
            }
            "bfe" => {
                let ty = m.one_type()?;
                if !matches!(
                    ty,
                    ScalarType::U32 | ScalarType::S32 | ScalarType::U64 | ScalarType::S64
                ) {
                    return Err(format!("bfe does not take {ty}"));
                }
                tern(TernOp::Bfe, ty, ScalarType::U32, FFlags::default())
            }
            "shf" => {
                let dir = m.take_one(&["l", "r"]).ok_or("shf needs .l or .r")?;
                let wrap = m
                    .take_one(&["wrap", "clamp"])
                    .ok_or("shf needs .wrap or .clamp")?
                    == "wrap";
                if m.one_type()? != ScalarType::B32 {
                    return Err("shf takes .b32".into());
                }
                let op = if dir == "l" {
                    TernOp::ShfL(wrap)
                } else {
                    TernOp::ShfR(wrap)
                };
                tern(op, ScalarType::B32, ScalarType::B32, FFlags::default())
            }
            "prmt" => {
                if m.one_type()? != ScalarType::B32 {
                    return Err("prmt takes .b32".into());
                }
                let mode = m.words.iter().find_map(|w| PrmtMode::from_name(w));
                m.words.retain(|w| PrmtMode::from_name(w).is_none());
                tern(
                    TernOp::Prmt(mode),
                    ScalarType::B32,
                    ScalarType::B32,
                    FFlags::default(),
                )
            }
            other => Err(format!("`{other}` is not supported by the simulator")),
        }
    }

    fn mov(&self, b: &Builder<'_>, i: &Instruction, m: &mut Mods) -> Result<Op, String> {
        let ty = m.one_type()?;
        let o = operands(i, 2)?;
        match (&o[0], &o[1]) {
            (Operand::Vector(ds), a) => {
                let part_bits = parts(ty, ds.len())?;
                let part = part_type(part_bits);
                let ds = ds
                    .iter()
                    .map(|d| match d {
                        Operand::Symbol(s) if s == "_" => Ok(None),
                        d => self.dst(d, part).map(Some),
                    })
                    .collect::<Result<Vec<_>, String>>()?;
                Ok(Op::Unpack {
                    part_bits,
                    ds,
                    a: self.src(b, a, ty)?,
                })
            }
            (d, Operand::Vector(ps)) => {
                let part_bits = parts(ty, ps.len())?;
                let part = part_type(part_bits);
                let parts = ps
                    .iter()
                    .map(|p| self.src(b, p, part))
                    .collect::<Result<Vec<_>, String>>()?;
                Ok(Op::Pack {
                    ty,
                    part_bits,
                    d: self.dst(d, ty)?,
                    parts,
                })
            }
            (d, a) => Ok(Op::Mov {
                ty,
                d: self.dst(d, ty)?,
                a: self.src(b, a, ty)?,
            }),
        }
    }

    fn ld_st(&self, b: &Builder<'_>, i: &Instruction, m: &mut Mods) -> Result<Op, String> {
        let ty = m.one_type()?;
        if ty.bits() > 64 || matches!(ty, ScalarType::F16 | ScalarType::Bf16 | ScalarType::F16x2) {
            return Err(format!("{ty} memory accesses are not supported"));
        }
        let space = m.space.unwrap_or(Space::Generic);
        // `ld.global.nc`: a read through the non-coherent cache, of memory
        // the kernel does not write, so it reads what `ld.global` would.
        if m.take("nc") && (i.opcode != "ld" || space != Space::Global) {
            return Err("`.nc` is only for `ld.global`".into());
        }
        // `.L2::cache_hint` adds a 64-bit cache-policy operand: a hint,
        // checked and ignored.
        let hinted = m.cache_hint;
        let o = operands(i, if hinted { 3 } else { 2 })?;
        if let Some(policy) = o.get(2) {
            self.src(b, policy, ScalarType::B64)?;
        }
        let n = m.vec.unwrap_or(1) as usize;
        let (val, addr) = if i.opcode == "st" {
            (&o[1], &o[0])
        } else {
            (&o[0], &o[1])
        };
        let vals: Vec<&Operand> = match (val, m.vec) {
            (Operand::Vector(v), Some(_)) if v.len() == n => v.iter().collect(),
            (v, None) if !matches!(v, Operand::Vector(_)) => vec![v],
            // A scalar access may brace its one value (Triton writes
            // `ld.global.b32 { $0 }, [ $1 + 0 ];`; ptxas accepts it).
            (Operand::Vector(v), None) if v.len() == 1 => v.iter().collect(),
            _ => return Err("vector width and operand do not match".into()),
        };
        let addr = self.addr(b, addr)?;
        if i.opcode == "st" {
            let srcs = vals
                .into_iter()
                .map(|v| self.src(b, v, ty))
                .collect::<Result<Vec<_>, String>>()?;
            Ok(Op::St {
                space,
                ty,
                srcs,
                addr,
            })
        } else {
            let ds = vals
                .into_iter()
                .map(|v| self.dst(v, ty))
                .collect::<Result<Vec<_>, String>>()?;
            Ok(Op::Ld {
                space,
                ty,
                ds,
                addr,
            })
        }
    }

    fn atom(&self, b: &Builder<'_>, i: &Instruction, m: &mut Mods) -> Result<Op, String> {
        let op = AtomOp::ALL
            .iter()
            .copied()
            .find(|o| m.take(o.name()))
            .ok_or("atom needs an operation")?;
        m.take("cta");
        let ty = m.one_type()?;
        // `atom.add.noftz` on the half types (PTX ISA 9.7.13.5).
        let half = is_half(ty);
        if half && (op != AtomOp::Add || !m.take("noftz")) {
            return Err(format!("atom on {ty} is `atom.add.noftz` only"));
        }
        if !half && !matches!(ty.bits(), 32 | 64) {
            return Err(format!("atom with {ty} is not supported"));
        }
        let space = m.space.unwrap_or(Space::Generic);
        if !matches!(space, Space::Global | Space::Shared | Space::Generic) {
            return Err(format!("atom in the {space} space"));
        }
        let red = i.opcode == "red";
        let n = usize::from(!red) + if op == AtomOp::Cas { 3 } else { 2 };
        let o = operands(i, n)?;
        let (d, rest) = if red {
            (None, o)
        } else {
            (Some(self.dst(&o[0], ty)?), &o[1..])
        };
        Ok(Op::Atom {
            space,
            op,
            ty,
            d,
            addr: self.addr(b, &rest[0])?,
            b: self.src(b, &rest[1], ty)?,
            c: match rest.get(2) {
                Some(c) => Some(self.src(b, c, ty)?),
                None => None,
            },
        })
    }

    fn call(&self, b: &Builder<'_>, i: &Instruction) -> Result<Op, String> {
        let (rets, rest): (&[Operand], &[Operand]) = match i.operands.as_slice() {
            [Operand::List(r), rest @ ..] => (r, rest),
            all => (&[], all),
        };
        let (f, args): (&Operand, &[Operand]) = match rest {
            [f] => (f, &[]),
            [f, Operand::List(a)] => (f, a),
            _ => return Err("unsupported call form (indirect calls are not supported)".into()),
        };
        let func = self.function(b, f)?;
        let ret = match rets {
            [] => None,
            [r] => Some(self.param_operand(b, r)?),
            _ => return Err("a call has at most one return parameter".into()),
        };
        let args = args
            .iter()
            .map(|a| match a {
                Operand::Reg(name) => {
                    let r = self.reg(name)?;
                    let bytes = self.reg_bits(r).div_ceil(8);
                    Ok(CallArg::Value(Src::Reg(r), bytes))
                }
                other => self.param_operand(b, other).map(CallArg::Param),
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(Op::Call { func, ret, args })
    }
}

fn wide_type(t: ScalarType) -> ScalarType {
    match (t.kind(), t.bits()) {
        (TypeKind::Signed, 16) => ScalarType::S32,
        (TypeKind::Signed, _) => ScalarType::S64,
        (_, 16) => ScalarType::U32,
        _ => ScalarType::U64,
    }
}

/// The width of each of `n` parts of a `mov.ty` pack or unpack: `.b16`
/// of two bytes, `.b32` of two halves or four bytes, `.b64` of two words
/// or four halves (PTX ISA 9.7.9.10).
fn parts(ty: ScalarType, n: usize) -> Result<u32, String> {
    match (ty, n) {
        (ScalarType::B16, 2) | (ScalarType::B32 | ScalarType::B64, 2 | 4) => {
            Ok(ty.bits() / n as u32)
        }
        _ => Err(format!("cannot split {ty} into {n} parts")),
    }
}

fn part_type(bits: u32) -> ScalarType {
    match bits {
        8 => ScalarType::B8,
        16 => ScalarType::B16,
        _ => ScalarType::B32,
    }
}
