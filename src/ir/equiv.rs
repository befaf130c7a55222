//! Structural equality of functions up to renumbering of values and blocks.
//!
//! Both functions are walked in layout order; the `n`th block and the `n`th
//! defined value of one are paired with those of the other. Two functions are
//! equivalent when every header field, slot, declaration, block-parameter
//! type and instruction (with its fast-math flags) agrees under that
//! pairing. Source locations are ignored. This is what
//! `Function == Function` means.

use super::entities::{Block, Inst, JumpTable, Value};
use super::function::Function;
use super::instructions::{InstData, ValueList, ValueListPool};
use super::AsmRef;
use cranelift_entity::{EntityRef, SecondaryMap};

/// Canonical numbers of blocks and values in layout order.
struct Canon {
    blocks: SecondaryMap<Block, u32>,
    values: SecondaryMap<Value, u32>,
}

const UNMAPPED: u32 = u32::MAX;

impl Canon {
    fn new(f: &Function) -> Self {
        let mut blocks = SecondaryMap::with_default(UNMAPPED);
        let mut values = SecondaryMap::with_default(UNMAPPED);
        let mut next = 0;
        for (i, &b) in f.layout.blocks().iter().enumerate() {
            blocks[b] = i as u32;
            for &p in f.dfg.block_params(b) {
                values[p] = next;
                next += 1;
            }
            for &inst in f.layout.block_insts(b) {
                for &r in f.dfg.inst_results(inst) {
                    values[r] = next;
                    next += 1;
                }
            }
        }
        Canon { blocks, values }
    }

    fn value(&self, v: Value) -> u32 {
        self.values.get(v).copied().unwrap_or(UNMAPPED)
    }

    fn block(&self, b: Block) -> u32 {
        self.blocks.get(b).copied().unwrap_or(UNMAPPED)
    }
}

/// An instruction with every entity reference replaced by a canonical number.
#[derive(PartialEq)]
struct InstKey {
    data: InstData,
    /// An inline `asm`'s template and constraints.
    asm: Option<super::InlineAsmData>,
    refs: Vec<u32>,
    result_types: Vec<super::Type>,
    fast_math: super::FastMathFlags,
}

fn inst_key(f: &Function, inst: Inst, canon: &Canon) -> InstKey {
    let dfg = &f.dfg;
    let mut data = dfg.insts[inst];
    let mut refs: Vec<u32> = data
        .arguments(&dfg.value_lists)
        .iter()
        .map(|&v| canon.value(v))
        .collect();
    for call in data.branch_destinations(&dfg.jump_tables) {
        let args = dfg.block_call_args(call);
        refs.push(canon.block(call.block));
        refs.push(args.len() as u32);
        refs.extend(args.iter().map(|&v| canon.value(v)));
    }
    let asm = if let InstData::InlineAsm { asm, .. } = data {
        dfg.inline_asms.get(asm).cloned()
    } else {
        None
    };
    // Blank the entity fields now captured in `refs` (and `asm`).
    match &mut data {
        InstData::InlineAsm { args, asm, .. } => {
            *args = ValueList::new();
            *asm = AsmRef::new(0);
        }
        InstData::MultiAry { args, .. } | InstData::Call { args, .. } => *args = ValueList::new(),
        InstData::BrTable { table, .. } => *table = JumpTable::new(0),
        // Value operands and block calls are blanked below; other fields
        // are compared as they are.
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
        | InstData::StackAddr { .. }
        | InstData::SharedAddr { .. }
        | InstData::StackLifetime { .. }
        | InstData::ConstAddr { .. }
        | InstData::Cvta { .. }
        | InstData::AtomicRmw { .. }
        | InstData::AtomicCas { .. }
        | InstData::Nullary { .. }
        | InstData::Fence { .. }
        | InstData::Jump { .. }
        | InstData::Brif { .. } => {}
    }
    let mut scratch = ValueListPool::new();
    for v in data.arguments_mut(&mut scratch) {
        *v = Value::new(0);
    }
    let mut no_tables = cranelift_entity::PrimaryMap::new();
    for call in data.branch_destinations_mut(&mut no_tables) {
        *call = super::BlockCall {
            block: Block::new(0),
            args: ValueList::new(),
        };
    }
    InstKey {
        data,
        asm,
        refs,
        result_types: dfg
            .inst_results(inst)
            .iter()
            .map(|&v| dfg.value_type(v))
            .collect(),
        fast_math: dfg.fast_math[inst],
    }
}

/// Are `a` and `b` the same function up to renumbering?
pub fn functions_equivalent(a: &Function, b: &Function) -> bool {
    if a.name != b.name
        || a.kind != b.kind
        || a.signature != b.signature
        || a.warn_stack_size != b.warn_stack_size
        || a.launch_bounds != b.launch_bounds
        || !a.stack_slots.values().eq(b.stack_slots.values())
        || !a.shared_vars.values().eq(b.shared_vars.values())
        || !a.func_refs.values().eq(b.func_refs.values())
        || !a.const_refs.values().eq(b.const_refs.values())
        || a.layout.blocks().len() != b.layout.blocks().len()
    {
        return false;
    }
    let (ca, cb) = (Canon::new(a), Canon::new(b));
    for (&ba, &bb) in a.layout.blocks().iter().zip(b.layout.blocks()) {
        let pa = a.dfg.block_params(ba).iter().map(|&v| a.dfg.value_type(v));
        let pb = b.dfg.block_params(bb).iter().map(|&v| b.dfg.value_type(v));
        if !pa.eq(pb) || a.dfg.loop_hint(ba) != b.dfg.loop_hint(bb) {
            return false;
        }
        let (ia, ib) = (a.layout.block_insts(ba), b.layout.block_insts(bb));
        if ia.len() != ib.len() {
            return false;
        }
        for (&x, &y) in ia.iter().zip(ib) {
            if inst_key(a, x, &ca) != inst_key(b, y, &cb) {
                return false;
            }
        }
    }
    true
}
