//! The IR verifier: checks every rule a later stage relies on and returns
//! *all* violations, each with a location.
//!
//! ```text
//!   Module ──> per function: header & slots ─> layout shape ─> per instruction:
//!              format, operand existence, types, immediates, branch targets,
//!              calls, state-space rules ─> SSA dominance of every use
//! ```
//!
//! Rules (see `docs/IR.md`): kernels return nothing; the entry block's
//! parameters match the signature and nothing branches to it; every block
//! ends in exactly one terminator; every use is dominated by its definition
//! (in unreachable blocks: defined in a reachable block or earlier in the
//! layout); branch arguments match the target's parameters; calls match a
//! device function of the module; constant-data declarations name objects
//! of the module and `const_addr` offsets stay inside them; no stores to
//! `const`/`param`; a block with a loop hint heads a loop; target limits
//! on local, shared and constant memory hold (the module-wide constant-data rules live in `const_data.rs`). The verifier accepts any
//! `Function` value, however malformed, and never panics.

use super::entities::{AnyEntity, Block, Inst, Value};
use super::function::{Function, FunctionKind, Module, ParamKind};
use super::printer::inst_to_string;
use super::typing::{check_operands, result_types};
use super::{AsmClass, DataSpace, FastMathFlag, InstData, Opcode, RoundingMode, Space};
use super::{Type, ValueDef};
use crate::analysis::{ControlFlowGraph, DominatorTree};
use crate::target::Sm;
use core::fmt;
use cranelift_entity::SecondaryMap;

mod loops;
mod preamble;

/// Largest alignment of a stack slot, shared variable or byval parameter.
pub const MAX_SLOT_ALIGN: u32 = 128;
/// Per-thread local memory a function's stack slots may use: CUDA's limit of
/// 512 KiB of local memory per thread.
pub const MAX_LOCAL_BYTES: u64 = 512 * 1024;
/// Most parameters a block, or results an instruction, may have (value
/// definitions record their position in 16 bits).
pub const MAX_VALUES_PER_DEF: usize = u16::MAX as usize;
/// Static shared memory a function may declare: the 48 KiB every SM since
/// sm_20 provides without opting in to larger dynamic shared memory.
pub const MAX_SHARED_BYTES: u64 = 48 * 1024;
/// Shared memory one CTA may use, static and dynamic together, on any
/// supported SM: the largest `Sm::max_shared_per_cta` (sm_90's 227 KiB;
/// the engines apply the target's own to a launch). It bounds offsets into
/// dynamic shared memory.
pub const MAX_SHARED_PER_CTA: u64 = {
    let (mut max, mut i) = (0, 0);
    while i < Sm::ALL.len() {
        let bytes = Sm::ALL[i].max_shared_per_cta();
        if bytes > max {
            max = bytes;
        }
        i += 1;
    }
    max
};

/// One verifier finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierError {
    /// Function name without `%`.
    pub function: String,
    /// The entity at fault.
    pub entity: AnyEntity,
    /// The block containing it, if any.
    pub block: Option<Block>,
    /// Source line, for parsed functions.
    pub line: Option<u32>,
    /// The instruction's text, when the entity is an instruction.
    pub inst_text: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl VerifierError {
    /// `file:line: ...` when the line is known, `file: ...` otherwise.
    pub fn with_file(&self, file: &str) -> String {
        match self.line {
            Some(_) => format!("{file}:{self}"),
            None => format!("{file}: {self}"),
        }
    }
}

impl fmt::Display for VerifierError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(line) = self.line {
            write!(f, "{line}: ")?;
        }
        if self.function.is_empty() {
            // A module-level finding (constant data): the message says what.
            return f.write_str(&self.message);
        }
        write!(f, "function %{}", self.function)?;
        if let Some(b) = self.block {
            if self.entity != AnyEntity::Block(b) {
                write!(f, ", {b}")?;
            }
        }
        match (&self.inst_text, self.entity) {
            (Some(text), _) => write!(f, ", `{text}`")?,
            (None, AnyEntity::Function) => {}
            (None, e) => write!(f, ", {e}")?,
        }
        write!(f, ": {}", self.message)
    }
}

/// All findings for a module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VerifierErrors(pub Vec<VerifierError>);

impl fmt::Display for VerifierErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for e in &self.0 {
            writeln!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for VerifierErrors {}

/// Verifies every function of `module`, including cross-function rules.
pub fn verify_module(module: &Module) -> Result<(), VerifierErrors> {
    let mut errors = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for func in module.functions.values() {
        if !seen.insert(func.name.as_str()) {
            errors.push(VerifierError {
                function: func.name.clone(),
                entity: AnyEntity::Function,
                block: None,
                line: func.srcmap.function.line(),
                inst_text: None,
                message: format!("the module defines `%{}` more than once", func.name),
            });
        }
    }
    super::const_data::verify_const_data(module, &mut errors);
    for func in module.functions.values() {
        Verifier::new(func, Some(module), &mut errors).run();
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(VerifierErrors(errors))
    }
}

/// Verifies one function on its own (calls are checked against their
/// declarations only).
pub fn verify_function(func: &Function) -> Result<(), VerifierErrors> {
    let mut errors = Vec::new();
    Verifier::new(func, None, &mut errors).run();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(VerifierErrors(errors))
    }
}

/// Verifies one function of `module` (calls are checked against the
/// module's functions, as [`verify_module`] does), without the
/// module-wide rules: what a pass that rewrote one function must keep.
pub fn verify_function_in(func: &Function, module: &Module) -> Result<(), VerifierErrors> {
    let mut errors = Vec::new();
    Verifier::new(func, Some(module), &mut errors).run();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(VerifierErrors(errors))
    }
}

struct Verifier<'a> {
    func: &'a Function,
    module: Option<&'a Module>,
    errors: &'a mut Vec<VerifierError>,
    /// Where each placed value is defined: its block, and for results, the
    /// position of the defining instruction in that block.
    def_block: SecondaryMap<Value, Option<Block>>,
    def_pos: SecondaryMap<Value, u32>,
}

const PARAM_POS: u32 = u32::MAX;

impl<'a> Verifier<'a> {
    fn new(
        func: &'a Function,
        module: Option<&'a Module>,
        errors: &'a mut Vec<VerifierError>,
    ) -> Self {
        Verifier {
            func,
            module,
            errors,
            def_block: SecondaryMap::new(),
            def_pos: SecondaryMap::new(),
        }
    }

    fn report(&mut self, entity: AnyEntity, message: impl Into<String>) {
        let f = self.func;
        let (block, inst_text) = match entity {
            AnyEntity::Inst(inst) => (f.layout.inst_block(inst), Some(inst_to_string(f, inst))),
            AnyEntity::Block(b) => (Some(b), None),
            _ => (None, None),
        };
        self.errors.push(VerifierError {
            function: f.name.clone(),
            entity,
            block,
            line: f.srcmap.line_of(entity),
            inst_text,
            message: message.into(),
        });
    }

    fn run(&mut self) {
        self.check_header();
        self.check_slots();
        self.check_func_refs();
        self.check_const_refs();
        if !self.check_layout() {
            return;
        }
        let blocks = self.func.layout.blocks().to_vec();
        for &b in &blocks {
            for &inst in self.func.layout.block_insts(b) {
                self.check_inst(inst);
            }
        }
        let cfg = ControlFlowGraph::new(self.func);
        let domtree = DominatorTree::new(self.func, &cfg);
        self.check_dominance(&domtree);
        self.check_loop_hints(&cfg, &domtree);
    }

    /// Checks block shape and records where values are defined. Returns
    /// false when the structure is too broken for instruction checks.
    fn check_layout(&mut self) -> bool {
        let f = self.func;
        let Some(entry) = f.layout.entry_block() else {
            self.report(AnyEntity::Function, "the function has no blocks");
            return false;
        };
        let mut ok = true;
        for &b in f.layout.blocks() {
            if !f.dfg.block_is_valid(b) {
                self.report(AnyEntity::Block(b), "block does not exist in the function");
                ok = false;
                continue;
            }
            if f.dfg.block_params(b).len() > MAX_VALUES_PER_DEF {
                self.report(
                    AnyEntity::Block(b),
                    format!("a block may have at most {MAX_VALUES_PER_DEF} parameters"),
                );
            }
            for &p in f.dfg.block_params(b) {
                self.def_block[p] = Some(b);
                self.def_pos[p] = PARAM_POS;
            }
            let insts = f.layout.block_insts(b);
            if insts.is_empty() {
                self.report(
                    AnyEntity::Block(b),
                    "block is empty; it must end with a terminator",
                );
            }
            for (pos, &inst) in insts.iter().enumerate() {
                if !f.dfg.inst_is_valid(inst) {
                    self.report(AnyEntity::Block(b), format!("{inst} does not exist"));
                    ok = false;
                    continue;
                }
                if f.dfg.inst_results(inst).len() > MAX_VALUES_PER_DEF {
                    self.report(
                        AnyEntity::Inst(inst),
                        format!("an instruction may have at most {MAX_VALUES_PER_DEF} results"),
                    );
                }
                for &r in f.dfg.inst_results(inst) {
                    self.def_block[r] = Some(b);
                    self.def_pos[r] = pos as u32;
                }
                let is_term = f.dfg.insts[inst].opcode().is_terminator();
                let is_last = pos + 1 == insts.len();
                if is_term && !is_last {
                    self.report(AnyEntity::Inst(inst), "terminator in the middle of a block");
                } else if !is_term && is_last {
                    self.report(
                        AnyEntity::Inst(inst),
                        "block must end with a terminator (jump, brif, br_table, return or trap)",
                    );
                }
            }
        }
        let entry_types: Vec<Type> = f
            .dfg
            .block_params(entry)
            .iter()
            .map(|&v| f.dfg.value_type(v))
            .collect();
        let sig_types: Vec<Type> = f.signature.params.iter().map(|p| p.ty).collect();
        if entry_types != sig_types {
            self.report(
                AnyEntity::Block(entry),
                format!(
                    "entry block parameters ({}) do not match the signature ({})",
                    type_list(&entry_types),
                    type_list(&sig_types)
                ),
            );
        }
        ok
    }

    fn value_ok(&mut self, inst: Inst, v: Value) -> bool {
        if !self.func.dfg.value_is_valid(v) {
            self.report(
                AnyEntity::Inst(inst),
                format!("uses {v}, which does not exist"),
            );
            false
        } else if self.def_block[v].is_none() {
            self.report(
                AnyEntity::Inst(inst),
                format!("uses {v}, whose definition is not in the layout"),
            );
            false
        } else {
            true
        }
    }

    fn check_inst(&mut self, inst: Inst) {
        let f = self.func;
        let dfg = &f.dfg;
        let data = dfg.insts[inst];
        let opcode = data.opcode();
        if opcode.format() != data.format() {
            self.report(
                AnyEntity::Inst(inst),
                format!("`{opcode}` cannot have the {:?} format", data.format()),
            );
            return;
        }
        let mut args_ok = true;
        if let InstData::MultiAry { args, .. }
        | InstData::Call { args, .. }
        | InstData::InlineAsm { args, .. } = data
        {
            if !args.is_valid(&dfg.value_lists) {
                self.report(AnyEntity::Inst(inst), "operand list is corrupt");
                return;
            }
        }
        for &v in data.arguments(&dfg.value_lists) {
            args_ok &= self.value_ok(inst, v);
        }
        if !self.check_refs(inst, &data) {
            return;
        }
        if !args_ok {
            return;
        }
        let results = dfg.inst_results(inst);
        let ctrl = results.first().map(|&r| dfg.value_type(r));
        let types = result_types(
            &data,
            ctrl,
            &dfg.value_lists,
            &f.func_refs,
            &dfg.inline_asms,
            |v| dfg.try_value_type(v),
        );
        match types {
            Some(expected) => {
                let actual: Vec<Type> = results.iter().map(|&r| dfg.value_type(r)).collect();
                if expected != actual {
                    self.report(
                        AnyEntity::Inst(inst),
                        format!(
                            "results should be ({}) but are ({})",
                            type_list(&expected),
                            type_list(&actual)
                        ),
                    );
                }
            }
            None => self.report(AnyEntity::Inst(inst), "result types cannot be determined"),
        }
        for msg in check_operands(&data, ctrl, &dfg.value_lists, |v| dfg.value_type(v)) {
            self.report(AnyEntity::Inst(inst), msg);
        }
        self.check_branches(inst, &data);
        self.check_call_and_return(inst, &data);
        self.check_inline_asm(inst, &data);
        self.check_fast_math(inst, &data);
    }

    /// Fast-math flags only where `ir::fast_math` gives them a meaning:
    /// `contract` on `fadd fsub fmul` rounding to nearest (a fused result
    /// is rounded once, to nearest), `afn` on `sqrt` and `fdiv`.
    fn check_fast_math(&mut self, inst: Inst, data: &InstData) {
        let flags = self.func.dfg.fast_math[inst];
        let opcode = data.opcode();
        for flag in flags.iter() {
            if !flag.allowed_on(opcode) {
                self.report(AnyEntity::Inst(inst), flag.misplaced(opcode));
            }
        }
        let rounding = if let InstData::RoundedUnary { rounding, .. }
        | InstData::RoundedBinary { rounding, .. } = *data
        {
            rounding
        } else {
            RoundingMode::Rn
        };
        if rounding != RoundingMode::Rn {
            if flags.contains(FastMathFlag::Contract) {
                self.report(
                    AnyEntity::Inst(inst),
                    format!("`contract` needs the default rounding `rn`, not `{rounding}`; a fused result is rounded to nearest"),
                );
            }
            if flags.contains(FastMathFlag::Afn) {
                self.report(
                    AnyEntity::Inst(inst),
                    format!("`afn` needs the default rounding `rn`, not `{rounding}`; an approximation has no rounding mode"),
                );
            }
        }
    }

    /// Checks references to slots, shared variables, functions and tables.
    fn check_refs(&mut self, inst: Inst, data: &InstData) -> bool {
        let f = self.func;
        let msg = match *data {
            InstData::StackAddr { slot, offset, .. } => match f.stack_slots.get(slot) {
                None => Some(format!("{slot} is not declared")),
                Some(d) if offset < 0 || offset as u32 > d.size => Some(format!(
                    "offset {offset} is outside {slot} (0..={})",
                    d.size
                )),
                _ => None,
            },
            InstData::StackLifetime { slot, .. } => {
                (!f.stack_slots.is_valid(slot)).then(|| format!("{slot} is not declared"))
            }
            InstData::SharedAddr { var, offset, .. } => match f.shared_vars.get(var) {
                None => Some(format!("{var} is not declared")),
                Some(d) => {
                    let size = if d.dynamic {
                        MAX_SHARED_PER_CTA
                    } else {
                        d.size.into()
                    };
                    (offset < 0 || offset as u64 > size).then(|| {
                        let kind = if d.dynamic { "dynamic " } else { "" };
                        format!("offset {offset} is outside {kind}{var} (0..={size})")
                    })
                }
            },
            InstData::ConstAddr {
                opcode,
                data,
                offset,
                ..
            } => {
                let wanted = if opcode == Opcode::GlobalAddr {
                    DataSpace::Global
                } else {
                    DataSpace::Const
                };
                let size = self.module.and_then(|m| {
                    let decl = f.const_refs.get(data)?;
                    let id = m.const_data_by_name(&decl.name)?;
                    Some(m.const_data[id].size)
                });
                match (f.const_refs.get(data), size) {
                    (None, _) => Some(format!("{data} is not declared")),
                    (Some(d), _) if d.space != wanted => Some(format!(
                        "`{opcode}` takes the address of `{}`; {data} is declared as `{}`",
                        wanted.keyword(),
                        d.space.keyword()
                    )),
                    (Some(d), Some(size)) if offset < 0 || offset as u32 > size => Some(format!(
                        "offset {offset} is outside `%{}` (0..={size})",
                        d.name
                    )),
                    _ => None,
                }
            }
            InstData::Call { func, .. } => {
                (!f.func_refs.is_valid(func)).then(|| format!("{func} is not declared"))
            }
            InstData::InlineAsm { asm, .. } => match f.dfg.inline_asms.get(asm) {
                None => Some(format!("{asm} does not exist")),
                Some(d) => d
                    .pieces()
                    .err()
                    .map(|e| format!("the asm template at byte {}: {}", e.offset, e.message)),
            },
            InstData::BrTable { table, .. } => match f.dfg.jump_tables.get(table) {
                None => Some(format!("{table} does not exist")),
                Some(t) if t.entries.is_empty() => {
                    Some("br_table needs a default target".to_string())
                }
                _ => None,
            },
            // Formats that name no slot, variable, constant, callee or table.
            InstData::UnaryImm { .. }
            | InstData::UnaryIeee32 { .. }
            | InstData::UnaryIeee64 { .. }
            | InstData::Unary { .. }
            | InstData::Binary { .. }
            | InstData::BinaryImm { .. }
            | InstData::Ternary { .. }
            | InstData::RoundedUnary { .. }
            | InstData::RoundedBinary { .. }
            | InstData::RoundedTernary { .. }
            | InstData::IntCompare { .. }
            | InstData::IntCompareImm { .. }
            | InstData::FloatCompare { .. }
            | InstData::Sreg { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::LoadVec { .. }
            | InstData::StoreV2 { .. }
            | InstData::StoreV4 { .. }
            | InstData::Cvta { .. }
            | InstData::AtomicRmw { .. }
            | InstData::AtomicCas { .. }
            | InstData::Nullary { .. }
            | InstData::Fence { .. }
            | InstData::Jump { .. }
            | InstData::Brif { .. }
            | InstData::MultiAry { .. } => None,
        };
        match msg {
            Some(m) => {
                self.report(AnyEntity::Inst(inst), m);
                false
            }
            None => true,
        }
    }

    fn check_branches(&mut self, inst: Inst, data: &InstData) {
        let f = self.func;
        let dfg = &f.dfg;
        let entry = f.layout.entry_block();
        for call in data.branch_destinations(&dfg.jump_tables) {
            let target = call.block;
            if !dfg.block_is_valid(target) || !f.layout.is_block_inserted(target) {
                self.report(
                    AnyEntity::Inst(inst),
                    format!("branches to {target}, which is not in the function"),
                );
                continue;
            }
            if Some(target) == entry {
                self.report(
                    AnyEntity::Inst(inst),
                    format!("branches to the entry block {target}"),
                );
            }
            if !call.args.is_valid(&dfg.value_lists) {
                self.report(AnyEntity::Inst(inst), "branch argument list is corrupt");
                continue;
            }
            let args = dfg.block_call_args(call);
            let mut ok = true;
            for &a in args {
                ok &= self.value_ok(inst, a);
            }
            if !ok {
                continue;
            }
            let params = dfg.block_params(target);
            let arg_types: Vec<Type> = args.iter().map(|&v| dfg.value_type(v)).collect();
            let param_types: Vec<Type> = params.iter().map(|&v| dfg.value_type(v)).collect();
            if arg_types != param_types {
                self.report(
                    AnyEntity::Inst(inst),
                    format!(
                        "passes ({}) to {target}, which takes ({})",
                        type_list(&arg_types),
                        type_list(&param_types)
                    ),
                );
            }
        }
    }

    fn check_call_and_return(&mut self, inst: Inst, data: &InstData) {
        let f = self.func;
        let dfg = &f.dfg;
        let (expected, what): (Vec<Type>, String) = if let InstData::Call { func, .. } = *data {
            let callee = &f.func_refs[func];
            let params = callee.signature.params.iter().map(|p| p.ty).collect();
            (params, format!("`%{}` takes", callee.name))
        } else if let InstData::MultiAry {
            opcode: Opcode::Return,
            ..
        } = *data
        {
            (f.signature.returns.clone(), format!("%{} returns", f.name))
        } else {
            return;
        };
        let actual: Vec<Type> = data
            .arguments(&dfg.value_lists)
            .iter()
            .map(|&v| dfg.value_type(v))
            .collect();
        if actual != expected {
            self.report(
                AnyEntity::Inst(inst),
                format!(
                    "{what} ({}) but is given ({})",
                    type_list(&expected),
                    type_list(&actual)
                ),
            );
        }
    }

    /// An inline `asm`'s arguments: one per input constraint, each of its
    /// class's type, an immediate (`n`) defined by an `iconst`.
    fn check_inline_asm(&mut self, inst: Inst, data: &InstData) {
        let f = self.func;
        let dfg = &f.dfg;
        let InstData::InlineAsm { asm, args, .. } = *data else {
            return;
        };
        let Some(d) = dfg.inline_asms.get(asm) else {
            return; // reported by check_refs
        };
        let args = args.as_slice(&dfg.value_lists);
        if args.len() != d.num_args() {
            self.report(
                AnyEntity::Inst(inst),
                format!(
                    "the constraints `{}` take {} input(s) but {} are given",
                    d.constraint_text(),
                    d.num_args(),
                    args.len()
                ),
            );
            return;
        }
        for (n, operand) in d.operands().iter().enumerate() {
            let Some(&v) = operand.arg.and_then(|k| args.get(k)) else {
                continue;
            };
            let ty = dfg.value_type(v);
            if !operand.class.accepts(ty) {
                let want = operand
                    .class
                    .value_type()
                    .map_or("an integer".to_string(), |t| t.to_string());
                self.report(
                    AnyEntity::Inst(inst),
                    format!(
                        "asm operand ${n} (`{}`) needs {want}, not {ty} ({v})",
                        operand.class.letter()
                    ),
                );
            } else if operand.class == AsmClass::Imm && dfg.iconst_imm(v).is_none() {
                self.report(
                    AnyEntity::Inst(inst),
                    format!("asm operand ${n} (`n`) must be an `iconst`, but {v} is not"),
                );
            }
        }
    }

    fn check_dominance(&mut self, domtree: &DominatorTree) {
        let f = self.func;
        let mut findings = Vec::new();
        for &b in f.layout.blocks() {
            let reachable = domtree.is_reachable(b);
            for (pos, &inst) in f.layout.block_insts(b).iter().enumerate() {
                if !f.dfg.inst_is_valid(inst) {
                    continue;
                }
                f.dfg.for_each_use(inst, |v| {
                    let Some(Some(db)) = self.def_block.get(v).copied() else {
                        return; // already reported by value_ok
                    };
                    let dpos = self.def_pos[v];
                    let is_param = dpos == PARAM_POS;
                    let ok = if db == b {
                        is_param || (dpos as usize) < pos
                    } else if reachable {
                        domtree.dominates(db, b)
                    } else {
                        // Unreachable code may use values of reachable blocks, or
                        // of unreachable blocks earlier in the layout (so the
                        // text form never has circular definitions).
                        domtree.is_reachable(db)
                            || f.layout.block_index(db) < f.layout.block_index(b)
                    };
                    if !ok {
                        let def = match f.dfg.value_def(v) {
                            ValueDef::Param(pb, _) => format!("a parameter of {pb}"),
                            ValueDef::Result(..) => format!("defined in {db}"),
                        };
                        findings.push((
                            inst,
                            format!("uses {v} ({def}), which does not dominate this use"),
                        ));
                    }
                });
            }
        }
        for (inst, msg) in findings {
            self.report(AnyEntity::Inst(inst), msg);
        }
    }
}

fn is_valid_align(align: u32) -> bool {
    align.is_power_of_two() && align <= MAX_SLOT_ALIGN
}

fn type_list(types: &[Type]) -> String {
    types
        .iter()
        .map(|t| t.name())
        .collect::<Vec<_>>()
        .join(", ")
}
