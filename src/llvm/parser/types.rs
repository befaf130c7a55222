//! Types, constants and operands of textual LLVM IR: `i32`, `ptr
//! addrspace(N)`, arrays, vectors, (packed) structs, named `%T` and function
//! types; constants (integers, floats in LLVM's decimal and hex forms,
//! `null`/`undef`/`poison`/`zeroinitializer`, aggregates, strings,
//! constant expressions) and the locals and globals operands name.

use super::*;

impl Parser<'_> {
    // ---- types ----

    pub(super) fn ty(&mut self) -> PResult<Ty> {
        if self.nesting >= MAX_NESTING {
            return self.err(format!("types nested more than {MAX_NESTING} deep"));
        }
        self.nesting += 1;
        let t = self.ty_inner();
        self.nesting -= 1;
        t
    }

    pub(super) fn ty_inner(&mut self) -> PResult<Ty> {
        let base = match self.peek() {
            Some(Tok::Word(w)) => {
                let t = match w.as_str() {
                    "void" => Ty::Void,
                    "half" | "bfloat" => Ty::Float(16),
                    "float" => Ty::Float(32),
                    "double" => Ty::Float(64),
                    "label" => Ty::Label,
                    "metadata" => Ty::Metadata,
                    "ptr" => {
                        self.pos += 1;
                        let mut space = 0;
                        if self.eat_word("addrspace") {
                            self.expect_punct("(")?;
                            space = self.uint()? as u32;
                            self.expect_punct(")")?;
                        }
                        return self.func_suffix(Ty::Ptr(space));
                    }
                    w if w.starts_with('i') && w[1..].parse::<u32>().is_ok() => {
                        Ty::Int(w[1..].parse().unwrap_or(32))
                    }
                    w => return self.err(format!("unknown type `{w}`")),
                };
                self.pos += 1;
                t
            }
            Some(Tok::Local(n)) => {
                let t = Ty::Named(n.clone());
                self.pos += 1;
                t
            }
            Some(Tok::Punct("[")) => {
                self.pos += 1;
                let n = self.uint()?;
                self.expect_word("x")?;
                let elem = self.ty()?;
                self.expect_punct("]")?;
                Ty::Array(n, Box::new(elem))
            }
            Some(Tok::Punct("<")) => {
                self.pos += 1;
                if self.is_punct("{") {
                    let s = self.struct_body(true)?;
                    self.expect_punct(">")?;
                    s
                } else {
                    let n = self.uint()?;
                    self.expect_word("x")?;
                    let elem = self.ty()?;
                    self.expect_punct(">")?;
                    Ty::Vector(n, Box::new(elem))
                }
            }
            Some(Tok::Punct("{")) => self.struct_body(false)?,
            _ => return self.err("expected a type"),
        };
        self.func_suffix(base)
    }

    pub(super) fn struct_body(&mut self, packed: bool) -> PResult<Ty> {
        self.expect_punct("{")?;
        let mut fields = Vec::new();
        while !self.eat_punct("}") {
            if !fields.is_empty() {
                self.expect_punct(",")?;
            }
            fields.push(self.ty()?);
        }
        Ok(Ty::Struct(fields, packed))
    }

    /// `T (args)` makes a function type (in `call` and `declare` only).
    pub(super) fn func_suffix(&mut self, ret: Ty) -> PResult<Ty> {
        if !self.is_punct("(") || matches!(self.peek_at(1), Some(Tok::Int(_))) {
            return Ok(ret);
        }
        // Only a list of types follows: look for a type word or `)`/`...`.
        let looks_like_types = matches!(
            self.peek_at(1),
            Some(Tok::Punct(")"))
                | Some(Tok::Punct("..."))
                | Some(Tok::Punct("["))
                | Some(Tok::Punct("{"))
                | Some(Tok::Punct("<"))
        ) || matches!(self.peek_at(1), Some(Tok::Word(w)) if is_type_word(w))
            && !matches!(
                self.peek_at(2),
                Some(Tok::Local(_)) | Some(Tok::Global(_)) | Some(Tok::Int(_))
            );
        if !looks_like_types {
            return Ok(ret);
        }
        self.pos += 1;
        let mut args = Vec::new();
        let mut varargs = false;
        while !self.eat_punct(")") {
            if !args.is_empty() {
                self.expect_punct(",")?;
            }
            if self.eat_punct("...") {
                varargs = true;
                continue;
            }
            args.push(self.ty()?);
        }
        Ok(Ty::Func(Box::new(ret), args, varargs))
    }

    // ---- constants and operands ----

    /// A value of type `ty`: a local, global or constant.
    pub(super) fn operand(&mut self, ty: &Ty) -> PResult<Operand> {
        match self.peek() {
            Some(Tok::Local(n)) => {
                self.pos += 1;
                Ok(Operand::Local(n.clone()))
            }
            _ => self.constant(ty),
        }
    }

    pub(super) fn constant(&mut self, ty: &Ty) -> PResult<Operand> {
        if self.nesting >= MAX_NESTING {
            return self.err(format!("constants nested more than {MAX_NESTING} deep"));
        }
        self.nesting += 1;
        let c = self.constant_inner(ty);
        self.nesting -= 1;
        c
    }

    pub(super) fn constant_inner(&mut self, ty: &Ty) -> PResult<Operand> {
        let t = self.peek().cloned();
        match t {
            Some(Tok::Int(n)) => {
                self.pos += 1;
                Ok(if matches!(ty, Ty::Float(_)) {
                    Operand::Float(FloatLit::Decimal(n as f64))
                } else {
                    Operand::Int(n)
                })
            }
            Some(Tok::Float(f)) => {
                self.pos += 1;
                Ok(Operand::Float(FloatLit::Decimal(f)))
            }
            Some(Tok::HexFloat(k, bits)) => {
                self.pos += 1;
                Ok(Operand::Float(match k {
                    'D' => FloatLit::HexDouble(bits as u64),
                    k => FloatLit::Other(k, bits),
                }))
            }
            Some(Tok::Global(n)) => {
                self.pos += 1;
                Ok(Operand::Global(n))
            }
            Some(Tok::Str(s)) => {
                self.pos += 1;
                Ok(Operand::Bytes(s))
            }
            Some(Tok::Meta(_)) => {
                // Metadata arguments (`metadata !"..."`, `!{}`).
                let name = match self.next() {
                    Some(Tok::Meta(n)) => n.clone(),
                    _ => String::new(),
                };
                if matches!(self.peek(), Some(Tok::Punct("{")) | Some(Tok::Str(_))) {
                    self.skip_group()?;
                }
                Ok(Operand::Meta(name))
            }
            Some(Tok::Punct(open @ ("[" | "{" | "<"))) => {
                self.pos += 1;
                // `<{ ... }>`: a packed struct's constant.
                let packed = open == "<" && self.eat_punct("{");
                let close = match open {
                    "[" => "]",
                    "{" => "}",
                    _ if packed => "}",
                    _ => ">",
                };
                let mut items = Vec::new();
                while !self.eat_punct(close) {
                    if !items.is_empty() {
                        self.expect_punct(",")?;
                    }
                    let t = self.ty()?;
                    let v = self.operand(&t)?;
                    items.push((t, v));
                }
                if packed {
                    self.expect_punct(">")?;
                }
                Ok(Operand::Aggregate(items))
            }
            Some(Tok::Word(w)) => {
                self.pos += 1;
                match w.as_str() {
                    "true" => Ok(Operand::Int(1)),
                    "false" => Ok(Operand::Int(0)),
                    "null" => Ok(Operand::Null),
                    "undef" | "poison" => Ok(Operand::Undef),
                    "zeroinitializer" => Ok(Operand::Zero),
                    // `splat (T v)`: every lane of a vector (or element
                    // of an array) is `v` (LLVM 20 and later print uniform
                    // vector constants this way).
                    "splat" => {
                        let n = match ty {
                            Ty::Vector(n, _) | Ty::Array(n, _) => *n,
                            _ => return self.err("`splat` of a non-vector type"),
                        };
                        if n > MAX_SPLAT_LANES {
                            return self.err(format!(
                                "`splat` of {n} lanes: at most {MAX_SPLAT_LANES} are supported"
                            ));
                        }
                        self.expect_punct("(")?;
                        let t = self.ty()?;
                        let v = self.operand(&t)?;
                        self.expect_punct(")")?;
                        Ok(Operand::Aggregate(vec![(t, v); n as usize]))
                    }
                    "getelementptr" => {
                        while matches!(self.peek(), Some(Tok::Word(w)) if INST_FLAGS.contains(&w.as_str()))
                            || self.is_word("inrange")
                        {
                            if self.eat_word("inrange") {
                                self.skip_group()?;
                            } else {
                                self.pos += 1;
                            }
                        }
                        self.expect_punct("(")?;
                        let elem = self.ty()?;
                        self.expect_punct(",")?;
                        let pty = self.ty()?;
                        let p = self.operand(&pty)?;
                        let mut idx = Vec::new();
                        while self.eat_punct(",") {
                            let t = self.ty()?;
                            let v = self.operand(&t)?;
                            idx.push((t, v));
                        }
                        self.expect_punct(")")?;
                        Ok(Operand::Expr(Box::new(ConstExpr::Gep(elem, pty, p, idx))))
                    }
                    "addrspacecast" | "bitcast" | "ptrtoint" | "inttoptr" | "trunc" | "zext"
                    | "sext" => {
                        self.expect_punct("(")?;
                        let from = self.ty()?;
                        let v = self.operand(&from)?;
                        self.expect_word("to")?;
                        let to = self.ty()?;
                        self.expect_punct(")")?;
                        Ok(Operand::Expr(Box::new(ConstExpr::Cast(w, from, v, to))))
                    }
                    w => self.err(format!("unsupported constant `{w}`")),
                }
            }
            _ => self.err("expected a value"),
        }
    }

    pub(super) fn typed(&mut self) -> PResult<Typed> {
        Ok(self.typed_with_attrs()?.0)
    }

    /// `T [attributes] operand`, with the attributes kept.
    pub(super) fn typed_with_attrs(&mut self) -> PResult<(Typed, ParamAttrs)> {
        let t = self.ty()?;
        let attrs = self.param_attrs()?;
        let v = self.operand(&t)?;
        Ok(((t, v), attrs))
    }
}
