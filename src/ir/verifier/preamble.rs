//! The verifier's checks of a function's header and preamble: the
//! signature (kernels return nothing, parameter kinds fit the function
//! kind), launch bounds (kernels only, `LaunchBounds::problem`), stack slots and shared variables (sizes, alignments, the local
//! and shared memory limits), callee declarations (defined in the module,
//! signatures that agree) and module-data declarations (defined, in the
//! declared space).

use super::*;

impl Verifier<'_> {
    pub(super) fn check_header(&mut self) {
        let f = self.func;
        if f.kind == FunctionKind::Kernel && !f.signature.returns.is_empty() {
            self.report(
                AnyEntity::Function,
                "a kernel returns nothing; remove the `->` result types",
            );
        }
        if !f.launch_bounds.is_empty() {
            let problem = if f.kind == FunctionKind::Kernel {
                f.launch_bounds.problem()
            } else {
                Some(
                    "launch bounds are for kernels; a device function runs in its caller's CTA"
                        .to_string(),
                )
            };
            if let Some(problem) = problem {
                self.report(AnyEntity::Function, format!("launch bounds: {problem}"));
            }
        }
        for (i, p) in f.signature.params.iter().enumerate() {
            let msg = match p.kind {
                ParamKind::Value => None,
                ParamKind::Pointer(Space::Param) => {
                    Some("a param-space parameter is written `i64 byval SIZE align A`".to_string())
                }
                ParamKind::Pointer(space) if !space.allows_32bit_addr() && p.ty != Type::I64 => {
                    Some(format!("a {space} pointer is i64, not {}", p.ty))
                }
                ParamKind::Pointer(space) if !p.ty.is_addr() => {
                    Some(format!("a {space} pointer is i32 or i64, not {}", p.ty))
                }
                ParamKind::Pointer(space @ (Space::Shared | Space::Local)) if f.kind == FunctionKind::Kernel => {
                    Some(format!("a kernel cannot take a {space} pointer: the host has no {space} addresses"))
                }
                ParamKind::Pointer(_) => None,
                ParamKind::ByVal { .. } if f.kind != FunctionKind::Kernel => {
                    Some("only kernel parameters can be `byval`".to_string())
                }
                ParamKind::ByVal { .. } if p.ty != Type::I64 => {
                    Some(format!("a byval parameter is an i64 param-space address, not {}", p.ty))
                }
                ParamKind::ByVal { size, align } if size == 0 || !is_valid_align(align) => Some(format!(
                    "byval size must be positive and alignment a power of two up to {MAX_SLOT_ALIGN}"
                )),
                ParamKind::ByVal { .. } => None,
            };
            let msg = msg.or_else(|| {
                let global = f.kind == FunctionKind::Kernel && p.kind == ParamKind::Pointer(Space::Global);
                (p.noalias_readonly && !global).then(|| {
                    "`noalias readonly` is a promise about a kernel's `global` pointer parameter only".to_string()
                })
            });
            if let Some(msg) = msg {
                self.report(AnyEntity::Function, format!("parameter {i}: {msg}"));
            }
        }
    }

    /// A slot's or shared variable's size is positive and its alignment a
    /// power of two up to `MAX_SLOT_ALIGN`.
    fn check_size_align(&mut self, entity: AnyEntity, size: u32, align: u32) {
        if size == 0 || !is_valid_align(align) {
            self.report(
                entity,
                format!(
                    "size must be positive and alignment a power of two up to {MAX_SLOT_ALIGN}"
                ),
            );
        }
    }

    pub(super) fn check_slots(&mut self) {
        let f = self.func;
        let mut local = 0u64;
        for (slot, d) in f.stack_slots.iter() {
            self.check_size_align(AnyEntity::StackSlot(slot), d.size, d.align);
            local += d.size as u64;
        }
        if local > MAX_LOCAL_BYTES {
            self.report(
                AnyEntity::Function,
                format!("stack slots need {local} bytes of local memory per thread; the limit is {MAX_LOCAL_BYTES}"),
            );
        }
        let mut shared = 0u64;
        for (var, d) in f.shared_vars.iter() {
            if d.dynamic {
                if d.size != 0 {
                    self.report(
                        AnyEntity::SharedVar(var),
                        format!(
                            "a dynamic shared slot (`shared_slot extern`) has no static size \
                             (its size is set at launch), but this one has {} bytes",
                            d.size
                        ),
                    );
                }
                if !is_valid_align(d.align) {
                    self.report(
                        AnyEntity::SharedVar(var),
                        format!("alignment must be a power of two up to {MAX_SLOT_ALIGN}"),
                    );
                }
                continue;
            }
            self.check_size_align(AnyEntity::SharedVar(var), d.size, d.align);
            shared += d.size as u64;
        }
        if shared > MAX_SHARED_BYTES {
            self.report(
                AnyEntity::Function,
                format!("shared variables need {shared} bytes; static shared memory is limited to {MAX_SHARED_BYTES}"),
            );
        }
    }

    pub(super) fn check_func_refs(&mut self) {
        let Some(module) = self.module else { return };
        for (fref, decl) in self.func.func_refs.iter() {
            let msg = match module
                .function_by_name(&decl.name)
                .map(|id| &module.functions[id])
            {
                None => Some(format!(
                    "calls `%{}`, which is not defined in this module",
                    decl.name
                )),
                Some(callee) if callee.kind == FunctionKind::Kernel => Some(format!(
                    "`%{}` is a kernel; only device functions can be called",
                    decl.name
                )),
                Some(callee) if !callee.signature.types_match(&decl.signature) => Some(format!(
                    "declared as `%{}{}` but defined as `%{}{}`",
                    decl.name, decl.signature, callee.name, callee.signature
                )),
                Some(_) => None,
            };
            if let Some(msg) = msg {
                self.report(AnyEntity::FuncRef(fref), msg);
            }
        }
    }

    pub(super) fn check_const_refs(&mut self) {
        let Some(module) = self.module else { return };
        for (cref, decl) in self.func.const_refs.iter() {
            let (keyword, what) = match decl.space {
                DataSpace::Const => ("const_data", "constant data"),
                DataSpace::Global => ("global_data", "a global variable"),
            };
            let msg = match module.const_data_by_name(&decl.name) {
                None => format!(
                    "`%{}` is not {what} of this module; define it with `{keyword} %{} = SIZE` at module level",
                    decl.name, decl.name
                ),
                Some(id) if module.const_data[id].space != decl.space => format!(
                    "`%{}` is declared as `{keyword}` here but defined as `{}` in the module",
                    decl.name,
                    module.const_data[id].space.keyword()
                ),
                Some(_) => continue,
            };
            self.report(AnyEntity::ConstRef(cref), msg);
        }
    }
}
