//! Program order: which blocks are in the function, in what order, and the
//! instructions of each block in order.
//!
//! ```text
//!   blocks: [block0, block2, block1]          (layout order; block0 is entry)
//!   insts[block2]: [inst4, inst5, inst6]       (inst6 is the terminator)
//!   inst_block[inst5] = block2
//! ```
//!
//! Invariants: a block appears at most once in `blocks`; an instruction is in
//! at most one block; `inst_block` agrees with `insts`. Positions are plain
//! vector indices, so iteration is a slice walk.

use super::entities::{Block, Inst};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

/// Block and instruction order of one function.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    blocks: Vec<Block>,
    /// `index + 1` of a block in `blocks`; 0 when not inserted.
    block_pos: SecondaryMap<Block, u32>,
    insts: SecondaryMap<Block, Vec<Inst>>,
    inst_block: SecondaryMap<Inst, PackedOption<Block>>,
}

impl Layout {
    /// Creates an empty layout.
    pub fn new() -> Self {
        Self::default()
    }

    /// Blocks in layout order.
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    /// The entry block: the first in layout order.
    pub fn entry_block(&self) -> Option<Block> {
        self.blocks.first().copied()
    }

    /// Is `block` in the layout?
    pub fn is_block_inserted(&self, block: Block) -> bool {
        self.block_pos[block] != 0
    }

    /// Appends `block` at the end of the layout (no-op if already inserted).
    pub fn append_block(&mut self, block: Block) {
        if self.is_block_inserted(block) {
            return;
        }
        self.blocks.push(block);
        self.block_pos[block] = self.blocks.len() as u32;
    }

    /// Removes `block` and detaches its instructions.
    pub fn remove_block(&mut self, block: Block) {
        let pos = self.block_pos[block];
        if pos == 0 {
            return;
        }
        self.blocks.remove(pos as usize - 1);
        self.block_pos[block] = 0;
        for (i, &b) in self.blocks.iter().enumerate().skip(pos as usize - 1) {
            self.block_pos[b] = i as u32 + 1;
        }
        for inst in core::mem::take(&mut self.insts[block]) {
            self.inst_block[inst] = None.into();
        }
    }

    /// Position of `block` in layout order.
    pub fn block_index(&self, block: Block) -> Option<usize> {
        match self.block_pos[block] {
            0 => None,
            p => Some(p as usize - 1),
        }
    }

    /// Instructions of `block` in order.
    pub fn block_insts(&self, block: Block) -> &[Inst] {
        &self.insts[block]
    }

    /// The last instruction of `block` (its terminator in valid IR).
    pub fn last_inst(&self, block: Block) -> Option<Inst> {
        self.insts[block].last().copied()
    }

    /// The block containing `inst`.
    pub fn inst_block(&self, inst: Inst) -> Option<Block> {
        self.inst_block[inst].expand()
    }

    /// Appends `inst` at the end of `block`. A no-op if `inst` is already
    /// placed; inserts `block` into the layout if it is not.
    pub fn append_inst(&mut self, inst: Inst, block: Block) {
        if self.inst_block[inst].is_some() {
            return;
        }
        self.append_block(block);
        self.insts[block].push(inst);
        self.inst_block[inst] = block.into();
    }

    /// Inserts `inst` just before `before` (which must be placed).
    pub fn insert_inst_before(&mut self, inst: Inst, before: Inst) {
        let Some(block) = self.inst_block(before) else {
            return;
        };
        if self.inst_block[inst].is_some() {
            return;
        }
        let list = &mut self.insts[block];
        let pos = list.iter().position(|&i| i == before).unwrap_or(list.len());
        list.insert(pos, inst);
        self.inst_block[inst] = block.into();
    }

    /// Inserts `inst` at position `index` of `block`'s instruction list.
    pub fn insert_inst_at(&mut self, inst: Inst, block: Block, index: usize) {
        if self.inst_block[inst].is_some() {
            return;
        }
        self.append_block(block);
        let list = &mut self.insts[block];
        list.insert(index.min(list.len()), inst);
        self.inst_block[inst] = block.into();
    }

    /// Removes `inst` from its block.
    pub fn remove_inst(&mut self, inst: Inst) {
        let Some(block) = self.inst_block(inst) else {
            return;
        };
        self.insts[block].retain(|&i| i != inst);
        self.inst_block[inst] = None.into();
    }

    /// Removes the instructions of `block` for which `is_removed` holds
    /// (one pass over the block, however many go).
    pub fn remove_insts_if(&mut self, block: Block, mut is_removed: impl FnMut(Inst) -> bool) {
        let Layout {
            insts, inst_block, ..
        } = self;
        insts[block].retain(|&i| {
            let gone = is_removed(i);
            if gone {
                inst_block[i] = None.into();
            }
            !gone
        });
    }

    /// Replaces `block`'s instructions by `list`, which holds every one of
    /// them (in any order) and instructions not yet placed.
    pub fn set_block_insts(&mut self, block: Block, list: Vec<Inst>) {
        for &i in &list {
            self.inst_block[i] = block.into();
        }
        self.insts[block] = list;
    }

    /// All placed instructions in layout order.
    pub fn insts(&self) -> impl Iterator<Item = Inst> + '_ {
        self.blocks
            .iter()
            .flat_map(move |&b| self.insts[b].iter().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_entity::EntityRef;

    #[test]
    fn append_insert_remove() {
        let mut l = Layout::new();
        let (b0, b1) = (Block::new(0), Block::new(1));
        let (i0, i1, i2) = (Inst::new(0), Inst::new(1), Inst::new(2));
        l.append_inst(i0, b1);
        l.append_inst(i2, b0);
        l.insert_inst_before(i1, i0);
        assert_eq!(l.blocks(), &[b1, b0]);
        assert_eq!(l.block_insts(b1), &[i1, i0]);
        assert_eq!(l.inst_block(i2), Some(b0));
        assert_eq!(l.block_index(b0), Some(1));
        l.remove_block(b1);
        assert_eq!(l.blocks(), &[b0]);
        assert_eq!(l.block_index(b0), Some(0));
        assert_eq!(l.inst_block(i0), None);
        l.remove_inst(i2);
        assert!(l.block_insts(b0).is_empty());
        assert_eq!(l.insts().count(), 0);
    }
}
