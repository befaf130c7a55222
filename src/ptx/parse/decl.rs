//! Parsing of module-level declarations: the header directives, variables
//! with initializers, and function headers with their parameter lists.
//!
//! Invariant: each method consumes exactly the tokens of what it parses and
//! reports errors at the offending token.

use super::lexer::{listed, parse_int_literal, parse_number, Number, Tok, SKIPPED_FUNC_DIRECTIVES};
use super::{Function, InitItem, Linkage, PResult, Param, Parser, PtxModule, ScalarType, Variable};
use crate::ir::{LaunchBounds, Space};
use crate::ptx::isa::space_from_name;

impl Parser {
    pub(super) fn module(&mut self) -> PResult<PtxModule> {
        let mut m = PtxModule::default();
        let mut linkage = Linkage::Internal;
        loop {
            let (line, col) = self.here();
            let tok = self.next();
            let Tok::Dot(d) = tok else {
                if tok == Tok::Eof {
                    return Ok(m);
                }
                self.pos -= 1;
                return self.err(format!("expected a directive, found {}", self.describe()));
            };
            match d.as_str() {
                "version" => {
                    let Tok::Num(v) = self.next() else {
                        self.pos -= 1;
                        return self.err("expected a version number");
                    };
                    let parsed = v
                        .split_once('.')
                        .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)));
                    let Some(parsed) = parsed else {
                        self.pos -= 1;
                        return self.err(format!("bad version `{v}`"));
                    };
                    m.version = Some(parsed);
                }
                "target" => loop {
                    m.target.push(self.ident("a target name")?);
                    if !self.eat_punct(',') {
                        break;
                    }
                },
                "address_size" => m.address_size = Some(self.u32_value("an address size")?),
                "file" | "loc" => {
                    self.pos -= 1;
                    self.skip_line();
                }
                "section" => self.skip_braces()?,
                "pragma" | "alias" => self.skip_statement()?,
                "visible" => linkage = Linkage::Visible,
                "extern" => linkage = Linkage::Extern,
                "weak" => linkage = Linkage::Weak,
                "common" => linkage = Linkage::Common,
                "entry" | "func" => {
                    let f = self.function(d == "entry", linkage, line, col)?;
                    m.functions.push(f);
                    linkage = Linkage::Internal;
                }
                other => match space_from_name(other) {
                    Some(space) if space != Space::Param => {
                        let vars = self.variables(space, linkage, line, col)?;
                        m.variables.extend(vars);
                        linkage = Linkage::Internal;
                    }
                    _ => {
                        self.pos -= 1;
                        return self.err(format!("unknown directive `.{other}`"));
                    }
                },
            }
        }
    }

    fn function(
        &mut self,
        is_entry: bool,
        linkage: Linkage,
        line: u32,
        col: u32,
    ) -> PResult<Function> {
        self.regs.clear();
        let mut returns = Vec::new();
        if !is_entry && self.is_punct('(') {
            returns = self.param_list()?;
        }
        let name = self.ident("a function name")?;
        let params = if self.is_punct('(') {
            self.param_list()?
        } else {
            Vec::new()
        };
        for p in returns.iter().chain(&params) {
            if p.is_reg {
                self.regs.insert(p.name.clone());
            }
        }
        let mut launch_bounds = LaunchBounds::default();
        loop {
            match self.peek().clone() {
                Tok::Dot(d) if listed(SKIPPED_FUNC_DIRECTIVES, &d) => {
                    self.pos += 1;
                    let mut values = Vec::new();
                    while let Tok::Num(n) = self.peek().clone() {
                        self.pos += 1;
                        values.push(n);
                        if !self.eat_punct(',') {
                            break;
                        }
                    }
                    self.launch_bound(&mut launch_bounds, &d, &values)?;
                }
                Tok::Dot(d) if d == "pragma" => self.skip_statement()?,
                _ => break,
            }
        }
        let body = if self.eat_punct(';') {
            None
        } else if self.eat_punct('{') {
            Some(self.body()?)
        } else {
            return self.err(format!(
                "expected `{{` or `;` after the function header, found {}",
                self.describe()
            ));
        };
        Ok(Function {
            name,
            is_entry,
            linkage,
            returns,
            params,
            body,
            launch_bounds,
            line,
            col,
        })
    }

    /// Records directive `.name values` of the launch bounds (the other
    /// tuning directives mean nothing to the simulator).
    fn launch_bound(
        &mut self,
        bounds: &mut LaunchBounds,
        name: &str,
        values: &[String],
    ) -> PResult<()> {
        let mut numbers = Vec::with_capacity(values.len());
        for v in values {
            match parse_int_literal(v).and_then(|n| u32::try_from(n).ok()) {
                Some(n) => numbers.push(n),
                None => return self.err(format!("`.{name}` takes 32-bit counts, not `{v}`")),
            }
        }
        let shape = || {
            let mut dims = [1; 3];
            for (d, &n) in dims.iter_mut().zip(&numbers) {
                *d = n;
            }
            dims
        };
        match name {
            "reqntid" => bounds.reqntid = Some(shape()),
            "maxntid" => bounds.maxntid = Some(shape()),
            "minnctapersm" => bounds.minnctapersm = numbers.first().copied(),
            "maxnreg" => bounds.maxnreg = numbers.first().copied(),
            _ => {}
        }
        Ok(())
    }

    fn param_list(&mut self) -> PResult<Vec<Param>> {
        self.expect_punct('(')?;
        let mut out = Vec::new();
        if self.eat_punct(')') {
            return Ok(out);
        }
        loop {
            out.push(self.param()?);
            if self.eat_punct(')') {
                return Ok(out);
            }
            self.expect_punct(',')?;
        }
    }

    fn param(&mut self) -> PResult<Param> {
        let (line, col) = self.here();
        let is_reg = match self.next() {
            Tok::Dot(d) if d == "param" => false,
            Tok::Dot(d) if d == "reg" => true,
            _ => {
                self.pos -= 1;
                return self.err(format!("expected `.param`, found {}", self.describe()));
            }
        };
        let (mut ty, mut align, mut ptr_space, mut ptr_align) = (None, None, None, None);
        let mut is_ptr = false;
        while let Tok::Dot(d) = self.peek().clone() {
            self.pos += 1;
            if d == "align" {
                // After `.ptr`, `.align N` is the alignment of the memory
                // pointed to, not of the parameter (PTX ISA, "Kernel
                // Parameter Attribute: .ptr").
                let n = Some(self.u32_value("an alignment")?);
                if is_ptr {
                    ptr_align = n;
                } else {
                    align = n;
                }
            } else if d == "ptr" {
                is_ptr = true;
            } else if let Some(t) = ScalarType::from_name(&d) {
                ty = Some(t);
            } else if let Some(s) = space_from_name(&d) {
                ptr_space = Some(s);
            } else {
                self.pos -= 1;
                return self.err(format!("unexpected `.{d}` in a parameter"));
            }
        }
        let Some(ty) = ty else {
            return self.err("the parameter has no type");
        };
        let name = self.ident("a parameter name")?;
        let mut array = None;
        if self.eat_punct('[') {
            array = Some(self.uint("an array size")?);
            self.expect_punct(']')?;
        }
        Ok(Param {
            is_reg,
            ty,
            align,
            ptr_space,
            ptr_align,
            name,
            array,
            line,
            col,
        })
    }

    /// `SPACE` already consumed: attributes, names, dimensions, initializers.
    pub(super) fn variables(
        &mut self,
        space: Space,
        linkage: Linkage,
        line: u32,
        col: u32,
    ) -> PResult<Vec<Variable>> {
        let (mut ty, mut align, mut vector) = (None, None, None);
        while let Tok::Dot(d) = self.peek().clone() {
            self.pos += 1;
            match d.as_str() {
                "align" => align = Some(self.u32_value("an alignment")?),
                "v2" => vector = Some(2),
                "v4" => vector = Some(4),
                "v8" => vector = Some(8),
                "ptr" => {}
                "attribute" => {
                    self.expect_punct('(')?;
                    while !self.eat_punct(')') {
                        if *self.peek() == Tok::Eof {
                            return self.err("unterminated `.attribute(`");
                        }
                        self.pos += 1;
                    }
                }
                _ => match ScalarType::from_name(&d) {
                    Some(t) => ty = Some(t),
                    None => {
                        self.pos -= 1;
                        return self.err(format!("unexpected `.{d}` in a declaration"));
                    }
                },
            }
        }
        let Some(ty) = ty else {
            return self.err("the declaration has no type");
        };
        let mut out = Vec::new();
        loop {
            let name = self.ident("a variable name")?;
            let mut dims = Vec::new();
            while self.eat_punct('[') {
                if self.eat_punct(']') {
                    dims.push(None);
                } else {
                    dims.push(Some(self.uint("an array size")?));
                    self.expect_punct(']')?;
                }
            }
            let init = if self.eat_punct('=') {
                let mut items = Vec::new();
                self.init_items(&mut items, 0)?;
                Some(items)
            } else {
                None
            };
            out.push(Variable {
                space,
                linkage,
                align,
                ty,
                vector,
                name,
                dims,
                init,
                line,
                col,
            });
            if !self.eat_punct(',') {
                break;
            }
        }
        self.expect_punct(';')?;
        Ok(out)
    }

    /// `sym`, `sym+4`, `generic(sym)` or `generic(sym)+4`, whose first
    /// identifier (`sym` or `generic`) was read.
    fn init_symbol(&mut self, first: String) -> PResult<InitItem> {
        let (name, generic) = if first == "generic" && self.eat_punct('(') {
            let inner = self.ident("a variable name")?;
            self.expect_punct(')')?;
            (inner, true)
        } else {
            (first, false)
        };
        let mut offset = 0i64;
        if self.eat_punct('+') {
            offset = self.uint("an offset")? as i64;
        }
        Ok(InitItem::Symbol {
            name,
            generic,
            offset,
            mask: None,
        })
    }

    fn init_items(&mut self, out: &mut Vec<InitItem>, depth: u32) -> PResult<()> {
        if depth > 16 {
            return self.err("initializer nested too deeply");
        }
        if self.eat_punct('{') {
            if self.eat_punct('}') {
                return Ok(());
            }
            loop {
                self.init_items(out, depth + 1)?;
                if self.eat_punct('}') {
                    return Ok(());
                }
                self.expect_punct(',')?;
            }
        }
        let neg = self.eat_punct('-');
        match self.next() {
            Tok::Num(s) if !neg && self.eat_punct('(') => {
                let Some(Number::Int(mask)) = parse_number(&s) else {
                    self.pos -= 2;
                    return self.err(format!("`{s}(...)` needs an integer mask"));
                };
                let first = self.ident("a variable name")?;
                let mut item = self.init_symbol(first)?;
                self.expect_punct(')')?;
                if let InitItem::Symbol { mask: m, .. } = &mut item {
                    *m = Some(mask);
                }
                out.push(item);
            }
            Tok::Num(s) => {
                let item = match parse_number(&s) {
                    Some(Number::Int(v)) => InitItem::Int(if neg { v.wrapping_neg() } else { v }),
                    Some(Number::F32(b)) => InitItem::F32(if neg { b ^ 0x8000_0000 } else { b }),
                    Some(Number::F64(b)) => InitItem::F64(if neg { b ^ (1 << 63) } else { b }),
                    None => {
                        self.pos -= 1;
                        return self.err(format!("bad number `{s}`"));
                    }
                };
                out.push(item);
            }
            Tok::Ident(name) if !neg => {
                let item = self.init_symbol(name)?;
                out.push(item);
            }
            _ => {
                self.pos -= 1;
                return self.err(format!(
                    "expected an initializer, found {}",
                    self.describe()
                ));
            }
        }
        Ok(())
    }
}
