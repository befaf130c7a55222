//! Function bodies: blocks (labelled, or numbered when unnamed) and their
//! instructions, each parsed by its opcode into an [`Op`].
//!
//! ```text
//!   body  := (label ":")? inst* ... "}"
//!   inst  := (%x "=")? flags opcode flags operands (, !md !N)*
//! ```
//!
//! Unnamed values and blocks share one counter starting after the
//! parameters, as LLVM numbers them.

use super::{PResult, Parser, PARAM_ATTRS};
use crate::llvm::ast::*;
use crate::llvm::lexer::Tok;

impl Parser<'_> {
    pub(super) fn body(&mut self, unnamed_params: u32) -> PResult<Vec<BasicBlock>> {
        let mut blocks: Vec<BasicBlock> = Vec::new();
        // Unnamed values and blocks are numbered after the unnamed
        // parameters.
        let mut next_unnamed = unnamed_params;
        loop {
            if self.eat_punct("}") {
                break;
            }
            if self.at_end() {
                return self.err("expected `}` at the end of the function");
            }
            // A label starts a block.
            let label = match (self.peek(), self.peek_at(1)) {
                (Some(Tok::Word(w)), Some(Tok::Punct(":"))) => Some(w.clone()),
                (Some(Tok::Int(n)), Some(Tok::Punct(":"))) => Some(n.to_string()),
                (Some(Tok::Str(s)), Some(Tok::Punct(":"))) => {
                    Some(String::from_utf8_lossy(s).into_owned())
                }
                _ => None,
            };
            if let Some(label) = label {
                self.pos += 2;
                if label.parse::<u32>() == Ok(next_unnamed) {
                    next_unnamed += 1;
                }
                blocks.push(BasicBlock {
                    label,
                    insts: Vec::new(),
                });
                continue;
            }
            if blocks.is_empty() {
                blocks.push(BasicBlock {
                    label: next_unnamed.to_string(),
                    insts: Vec::new(),
                });
                next_unnamed += 1;
            }
            // Debug records (`#dbg_value(...)`, LLVM 19 and later).
            if matches!(self.peek(), Some(Tok::Word(w)) if w.starts_with("#dbg_")) {
                self.skip_line();
                continue;
            }
            let inst = self.inst(&mut next_unnamed)?;
            let is_term = matches!(
                inst.op,
                Op::Br(_) | Op::CondBr(..) | Op::Switch(..) | Op::Ret(_) | Op::Unreachable
            );
            let Some(block) = blocks.last_mut() else {
                return self.err("an instruction outside any block");
            };
            block.insts.push(inst);
            if is_term && !self.is_punct("}") {
                // The next block may be unlabelled (numbered).
                let labelled = matches!(
                    (self.peek(), self.peek_at(1)),
                    (
                        Some(Tok::Word(_) | Tok::Int(_) | Tok::Str(_)),
                        Some(Tok::Punct(":"))
                    )
                );
                if !labelled {
                    blocks.push(BasicBlock {
                        label: next_unnamed.to_string(),
                        insts: Vec::new(),
                    });
                    next_unnamed += 1;
                }
            }
        }
        Ok(blocks)
    }

    fn inst(&mut self, next_unnamed: &mut u32) -> PResult<Inst> {
        let line = self.line();
        let result = if matches!(self.peek_at(1), Some(Tok::Punct("=")))
            && matches!(self.peek(), Some(Tok::Local(_)))
        {
            let r = self.local()?;
            self.pos += 1;
            if r.parse::<u32>() == Ok(*next_unnamed) {
                *next_unnamed += 1;
            }
            Some(r)
        } else {
            None
        };
        let mut atomic = None;
        self.fast_math = crate::ir::FastMathFlags::NONE;
        self.no_signed_wrap = false;
        let op = self.op(&mut atomic)?;
        // Trailing metadata attachments: `, !tbaa !3`, `, !range !{...}`;
        // `!llvm.loop !N` and `!invariant.load` are kept.
        let mut loop_md = None;
        let mut invariant_load = false;
        while self.is_punct(",") && matches!(self.peek_at(1), Some(Tok::Meta(_))) {
            let is_loop = matches!(self.peek_at(1), Some(Tok::Meta(k)) if k == "llvm.loop");
            invariant_load |=
                matches!(self.peek_at(1), Some(Tok::Meta(k)) if k == "invariant.load");
            self.pos += 2;
            if let Some(Tok::Meta(node)) = self.peek() {
                if is_loop {
                    loop_md = Some(node.clone());
                }
                self.pos += 1;
            }
            if self.is_punct("{") {
                self.skip_group()?;
            }
        }
        // A call of a void function has no result but is not unnamed.
        Ok(Inst {
            result,
            op,
            atomic,
            loop_md,
            fast_math: self.fast_math,
            no_signed_wrap: self.no_signed_wrap,
            invariant_load,
            line,
        })
    }

    /// One instruction's operation; `atomic` receives the ordering and
    /// scope of atomic ones.
    fn op(&mut self, atomic: &mut Option<Atomic>) -> PResult<Op> {
        self.flags();
        let at = self.pos;
        let opcode = self.word()?.to_string();
        let is_disjoint = matches!(self.peek(), Some(Tok::Word(w)) if w == "disjoint");
        self.flags();
        match opcode.as_str() {
            "add" | "sub" | "mul" | "sdiv" | "udiv" | "srem" | "urem" | "shl" | "lshr" | "ashr"
            | "and" | "or" | "xor" | "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => {
                self.flags();
                let ty = self.ty()?;
                let a = self.operand(&ty)?;
                self.expect_punct(",")?;
                let b = self.operand(&ty)?;
                // `or disjoint x, k`: no bit is set in both operands (the
                // result is poison otherwise), so it is `x + k`, an index
                // offset the address optimiser folds into an access's
                // offset, as llc does. Without a constant operand it stays
                // `or` (ptxas packs ORed `selp`s of single bits into one
                // `P2R`, which it does not do for sums).
                let is_offset = is_disjoint && opcode == "or" && matches!(b, Operand::Int(_));
                let opcode = if is_offset { "add".to_string() } else { opcode };
                Ok(Op::Binary(opcode, ty, a, b))
            }
            "fneg" => {
                self.flags();
                let ty = self.ty()?;
                let a = self.operand(&ty)?;
                Ok(Op::Fneg(ty, a))
            }
            "icmp" | "fcmp" => {
                self.flags();
                let pred = self.word()?.to_string();
                let ty = self.ty()?;
                let a = self.operand(&ty)?;
                self.expect_punct(",")?;
                let b = self.operand(&ty)?;
                Ok(Op::Cmp(opcode == "fcmp", pred, ty, a, b))
            }
            "select" => {
                self.flags();
                let c = self.typed()?;
                self.expect_punct(",")?;
                let a = self.typed()?;
                self.expect_punct(",")?;
                let b = self.typed()?;
                Ok(Op::Select(c, a, b))
            }
            "phi" => {
                self.flags();
                let ty = self.ty()?;
                let mut incoming = Vec::new();
                loop {
                    self.expect_punct("[")?;
                    let v = self.operand(&ty)?;
                    self.expect_punct(",")?;
                    let b = self.local()?;
                    self.expect_punct("]")?;
                    incoming.push((v, b));
                    if !(self.is_punct(",") && matches!(self.peek_at(1), Some(Tok::Punct("[")))) {
                        break;
                    }
                    self.pos += 1;
                }
                Ok(Op::Phi(ty, incoming))
            }
            "trunc" | "zext" | "sext" | "fptrunc" | "fpext" | "fptoui" | "fptosi" | "uitofp"
            | "sitofp" | "ptrtoint" | "inttoptr" | "bitcast" | "addrspacecast" => {
                self.flags();
                let (from, v) = self.typed()?;
                self.expect_word("to")?;
                let to = self.ty()?;
                Ok(Op::Cast(opcode, from, v, to))
            }
            "freeze" => {
                let (t, v) = self.typed()?;
                Ok(Op::Freeze(t, v))
            }
            "getelementptr" => {
                self.flags();
                let elem = self.ty()?;
                self.expect_punct(",")?;
                let base = self.typed()?;
                let mut idx = Vec::new();
                while self.is_punct(",") && !matches!(self.peek_at(1), Some(Tok::Meta(_))) {
                    self.pos += 1;
                    self.eat_word("inrange");
                    idx.push(self.typed()?);
                }
                Ok(Op::Gep(elem, base, idx))
            }
            "load" => {
                let is_atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let ty = self.ty()?;
                self.expect_punct(",")?;
                let ptr = self.typed()?;
                let align = if is_atomic {
                    let (a, align) = self.ordering_tail("an atomic load")?;
                    *atomic = Some(a);
                    align
                } else {
                    self.mem_tail()?
                };
                Ok(Op::Load {
                    ty,
                    ptr,
                    align,
                    volatile,
                })
            }
            "store" => {
                let is_atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let value = self.typed()?;
                self.expect_punct(",")?;
                let ptr = self.typed()?;
                let align = if is_atomic {
                    let (a, align) = self.ordering_tail("an atomic store")?;
                    *atomic = Some(a);
                    align
                } else {
                    self.mem_tail()?
                };
                Ok(Op::Store {
                    value,
                    ptr,
                    align,
                    volatile,
                })
            }
            "alloca" => {
                self.eat_word("inalloca");
                let ty = self.ty()?;
                let mut count = None;
                let mut align = 0;
                let mut space = 0;
                while self.is_punct(",") && !matches!(self.peek_at(1), Some(Tok::Meta(_))) {
                    self.pos += 1;
                    if self.eat_word("align") {
                        align = self.uint()?;
                    } else if self.eat_word("addrspace") {
                        self.expect_punct("(")?;
                        space = self.uint()? as u32;
                        self.expect_punct(")")?;
                    } else {
                        count = Some(self.typed()?);
                    }
                }
                Ok(Op::Alloca(ty, count, align, space))
            }
            "call" => {
                self.flags();
                // Calling convention and return attributes.
                loop {
                    let at = self.pos;
                    self.calling_convention()?;
                    self.param_attrs()?;
                    if self.pos == at {
                        break;
                    }
                }
                let ret = self.ty()?;
                if self.eat_word("asm") {
                    return self.asm_call(ret);
                }
                let callee = match self.next() {
                    Some(Tok::Global(n)) => Operand::Global(n.clone()),
                    Some(Tok::Local(_)) => return self.err("indirect calls are not supported"),
                    _ => return self.err("expected the callee `@name`"),
                };
                let (args, aligns) = self.call_args()?;
                Ok(Op::Call(return_type(ret), callee, args, aligns))
            }
            "br" => {
                if self.eat_word("label") {
                    Ok(Op::Br(self.local()?))
                } else {
                    let (_, c) = self.typed()?;
                    self.expect_punct(",")?;
                    self.expect_word("label")?;
                    let t = self.local()?;
                    self.expect_punct(",")?;
                    self.expect_word("label")?;
                    let f = self.local()?;
                    Ok(Op::CondBr(c, t, f))
                }
            }
            "switch" => {
                let v = self.typed()?;
                self.expect_punct(",")?;
                self.expect_word("label")?;
                let default = self.local()?;
                self.expect_punct("[")?;
                let mut cases = Vec::new();
                while !self.eat_punct("]") {
                    let t = self.ty()?;
                    let k = match self.operand(&t)? {
                        Operand::Int(k) => k,
                        _ => return self.err("a switch case must be an integer constant"),
                    };
                    self.expect_punct(",")?;
                    self.expect_word("label")?;
                    cases.push((k, self.local()?));
                }
                Ok(Op::Switch(v, default, cases))
            }
            "ret" => {
                if self.eat_word("void") {
                    Ok(Op::Ret(None))
                } else {
                    Ok(Op::Ret(Some(self.typed()?)))
                }
            }
            "unreachable" => Ok(Op::Unreachable),
            "extractvalue" => {
                let agg = self.typed()?;
                let mut idx = Vec::new();
                while self.is_punct(",") && !matches!(self.peek_at(1), Some(Tok::Meta(_))) {
                    self.pos += 1;
                    idx.push(self.uint()?);
                }
                Ok(Op::ExtractValue(agg, idx))
            }
            "insertvalue" => {
                let agg = self.typed()?;
                self.expect_punct(",")?;
                let v = self.typed()?;
                let mut idx = Vec::new();
                while self.is_punct(",") && !matches!(self.peek_at(1), Some(Tok::Meta(_))) {
                    self.pos += 1;
                    idx.push(self.uint()?);
                }
                Ok(Op::InsertValue(agg, v, idx))
            }
            "extractelement" => {
                let v = self.typed()?;
                self.expect_punct(",")?;
                let i = self.typed()?;
                Ok(Op::ExtractElement(v, i))
            }
            "insertelement" => {
                let v = self.typed()?;
                self.expect_punct(",")?;
                let e = self.typed()?;
                self.expect_punct(",")?;
                let i = self.typed()?;
                Ok(Op::InsertElement(v, e, i))
            }
            "shufflevector" => {
                let a = self.typed()?;
                self.expect_punct(",")?;
                let b = self.typed()?;
                self.expect_punct(",")?;
                let m = self.typed()?;
                Ok(Op::Shuffle(a, b, m))
            }
            "atomicrmw" => {
                self.eat_word("volatile");
                let rmw = self.word()?.to_string();
                let ptr = self.typed()?;
                self.expect_punct(",")?;
                let v = self.typed()?;
                *atomic = Some(self.ordering_tail("atomicrmw")?.0);
                Ok(Op::AtomicRmw(rmw, ptr, v))
            }
            "cmpxchg" => {
                self.eat_word("weak");
                self.eat_word("volatile");
                let ptr = self.typed()?;
                self.expect_punct(",")?;
                let cmp = self.typed()?;
                self.expect_punct(",")?;
                let new = self.typed()?;
                *atomic = Some(self.ordering_tail("cmpxchg")?.0);
                Ok(Op::CmpXchg(ptr, cmp, new))
            }
            "fence" => {
                let a = self.ordering_tail("fence")?.0;
                let scope = a.scope.clone();
                *atomic = Some(a);
                Ok(Op::Fence(scope))
            }
            other => {
                self.pos = at;
                self.err(format!("unsupported instruction `{other}`"))
            }
        }
    }

    /// `[, align N]` after a load or store (before metadata).
    fn mem_tail(&mut self) -> PResult<u64> {
        let mut align = 0;
        while self.is_punct(",") && matches!(self.peek_at(1), Some(Tok::Word(w)) if w == "align") {
            self.pos += 2;
            align = self.uint()?;
        }
        Ok(align)
    }

    /// `[syncscope("S")] ORDERING [ORDERING] [, align N]` after the
    /// operands of `what`: the ordering (two are joined) and scope, and
    /// the alignment (0: none written).
    fn ordering_tail(&mut self, what: &str) -> PResult<(Atomic, u64)> {
        let mut scope = String::new();
        if self.eat_word("syncscope") {
            self.expect_punct("(")?;
            if let Some(Tok::Str(s)) = self.next() {
                scope = String::from_utf8_lossy(s).into_owned();
            }
            self.expect_punct(")")?;
        }
        let mut ordering: Option<Ordering> = None;
        while let Some(Tok::Word(w)) = self.peek() {
            let o = match w.as_str() {
                "unordered" => Ordering::Unordered,
                "monotonic" => Ordering::Monotonic,
                "acquire" => Ordering::Acquire,
                "release" => Ordering::Release,
                "acq_rel" => Ordering::AcqRel,
                "seq_cst" => Ordering::SeqCst,
                _ => break,
            };
            self.pos += 1;
            ordering = Some(ordering.map_or(o, |prev| prev.join(o)));
        }
        let Some(ordering) = ordering else {
            return self.err(format!(
                "{what} needs a memory ordering (monotonic, acquire, release, acq_rel or seq_cst)"
            ));
        };
        let align = self.mem_tail()?;
        Ok((Atomic { ordering, scope }, align))
    }

    /// `(args)` of a call, with each argument's `align` attribute, and
    /// what may follow them: function attributes and `#N` groups are
    /// dropped; operand bundles are an error.
    fn call_args(&mut self) -> PResult<(Vec<Typed>, Vec<Option<u64>>)> {
        self.expect_punct("(")?;
        let (mut args, mut aligns) = (Vec::new(), Vec::new());
        while !self.eat_punct(")") {
            if !args.is_empty() {
                self.expect_punct(",")?;
            }
            let (arg, attrs) = self.typed_with_attrs()?;
            args.push(arg);
            aligns.push(attrs.align);
        }
        while matches!(self.peek(), Some(Tok::AttrRef(_)))
            || matches!(self.peek(), Some(Tok::Word(w)) if PARAM_ATTRS.contains(&w.as_str()) || w == "nounwind" || w == "memory")
        {
            if self.eat_word("memory") {
                self.skip_group()?;
            } else {
                self.pos += 1;
            }
        }
        if self.is_punct("[") {
            return self.err("operand bundles are not supported");
        }
        Ok((args, aligns))
    }

    /// After `call RET asm`: `[sideeffect] [alignstack] "TEMPLATE",
    /// "CONSTRAINTS"(args)`.
    fn asm_call(&mut self, ret: Ty) -> PResult<Op> {
        let mut side_effect = false;
        loop {
            if self.eat_word("sideeffect") {
                side_effect = true;
            } else if self.eat_word("inteldialect") {
                return self.err("inline asm in the Intel dialect is not PTX");
            } else if !(self.eat_word("alignstack") || self.eat_word("unwind")) {
                break;
            }
        }
        let mut strings = Vec::with_capacity(2);
        for what in ["the asm template string", "the asm constraint string"] {
            if !strings.is_empty() {
                self.expect_punct(",")?;
            }
            match self.next() {
                Some(Tok::Str(s)) => match String::from_utf8(s.clone()) {
                    Ok(text) => strings.push(text),
                    Err(_) => return self.err(format!("{what} is not UTF-8")),
                },
                _ => return self.err(format!("expected {what}")),
            }
        }
        let constraints = strings.pop().unwrap_or_default();
        let template = strings.pop().unwrap_or_default();
        let (args, _) = self.call_args()?;
        let callee = AsmCallee {
            template,
            constraints,
            side_effect,
        };
        Ok(Op::CallAsm(return_type(ret), callee, args))
    }
}

/// A call's result type: `call T (...) @f` writes the function type.
fn return_type(ret: Ty) -> Ty {
    match ret {
        Ty::Func(r, _, _) => *r,
        t => t,
    }
}
