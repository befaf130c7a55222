//! No `match` on `Opcode` or `InstData` in `src/` has a catch-all arm
//! (`_ =>` or a bare binding like `op =>`): a new opcode or format must be a
//! compile error in every `match` that gives opcodes a meaning, until it
//! handles the new one. Code that only recognises a few patterns uses
//! `if let`, `let ... else` or `matches!`, which say so.
//!
//! Every `.rs` file under `src/` is parsed with `syn`; a `match` counts as
//! one on `Opcode`/`InstData` when any arm's pattern names a path through
//! `Opcode`, `InstData` or a `use ... as` alias of them.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use syn::visit::Visit;

const ENUMS: &[&str] = &["Opcode", "InstData"];

/// Names that stand for `Opcode` or `InstData` in a file: the names
/// themselves and their `use ... as` aliases.
fn aliases(file: &syn::File) -> HashSet<String> {
    fn walk(tree: &syn::UseTree, out: &mut HashSet<String>) {
        match tree {
            syn::UseTree::Path(p) => walk(&p.tree, out),
            syn::UseTree::Group(g) => g.items.iter().for_each(|t| walk(t, out)),
            syn::UseTree::Rename(r) if ENUMS.contains(&r.ident.to_string().as_str()) => {
                out.insert(r.rename.to_string());
            }
            syn::UseTree::Rename(_) | syn::UseTree::Name(_) | syn::UseTree::Glob(_) => {}
        }
    }
    let mut out: HashSet<String> = ENUMS.iter().map(|s| s.to_string()).collect();
    for item in &file.items {
        if let syn::Item::Use(u) = item {
            walk(&u.tree, &mut out);
        }
    }
    // `use` inside function bodies.
    struct Uses<'a>(&'a mut HashSet<String>);
    impl<'ast> Visit<'ast> for Uses<'_> {
        fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
            walk(&u.tree, self.0);
        }
    }
    Uses(&mut out).visit_file(file);
    out
}

/// Does `pat` name a path through one of `names`?
fn names_enum(pat: &syn::Pat, names: &HashSet<String>) -> bool {
    struct Finder<'a> {
        names: &'a HashSet<String>,
        found: bool,
    }
    impl<'ast> Visit<'ast> for Finder<'_> {
        fn visit_path(&mut self, p: &'ast syn::Path) {
            if p.segments.len() >= 2
                && p.segments
                    .iter()
                    .any(|s| self.names.contains(&s.ident.to_string()))
            {
                self.found = true;
            }
            syn::visit::visit_path(self, p);
        }
    }
    let mut f = Finder {
        names,
        found: false,
    };
    f.visit_pat(pat);
    f.found
}

/// A catch-all pattern: `_`, a binding with no subpattern, or a tuple of
/// catch-alls.
fn is_catch_all(pat: &syn::Pat) -> bool {
    match pat {
        syn::Pat::Wild(_) => true,
        syn::Pat::Ident(i) => {
            i.subpat.is_none() && i.ident.to_string().starts_with(char::is_lowercase)
        }
        syn::Pat::Tuple(t) => t.elems.iter().all(is_catch_all),
        _ => false,
    }
}

struct MatchFinder<'a> {
    names: &'a HashSet<String>,
    file: &'a Path,
    offences: Vec<String>,
}

impl<'ast> Visit<'ast> for MatchFinder<'_> {
    fn visit_expr_match(&mut self, m: &'ast syn::ExprMatch) {
        if m.arms.iter().any(|a| names_enum(&a.pat, self.names)) {
            for arm in &m.arms {
                if is_catch_all(&arm.pat) {
                    let line = syn::spanned::Spanned::span(&arm.pat).start().line;
                    self.offences
                        .push(format!("{}:{line}", self.file.display()));
                }
            }
        }
        syn::visit::visit_expr_match(self, m);
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_catch_all_arm_on_opcode_or_inst_data() {
    let mut files = Vec::new();
    rust_files(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src").as_path(),
        &mut files,
    );
    files.sort();
    assert!(
        files.len() > 50,
        "found only {} files under src/",
        files.len()
    );
    let mut offences = Vec::new();
    let mut matches_checked = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).expect("source is readable");
        let file = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let names = aliases(&file);
        let rel = path
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap_or(path);
        let mut finder = MatchFinder {
            names: &names,
            file: rel,
            offences: Vec::new(),
        };
        finder.visit_file(&file);
        offences.extend(finder.offences);
        matches_checked += text.matches("match ").count();
    }
    assert!(matches_checked > 100);
    assert!(
        offences.is_empty(),
        "catch-all arms in matches on Opcode/InstData ({}):\n{}",
        offences.len(),
        offences.join("\n")
    );
}

/// The checker itself finds what it must.
#[test]
fn the_checker_finds_catch_alls() {
    let file: syn::File = syn::parse_quote! {
        use crate::ir::{InstData as D, Opcode as O};
        fn f(op: Opcode, d: D, o: O) -> u32 {
            let a = match op { Opcode::Iadd => 1, _ => 2 };
            let b = match d { D::Unary { .. } => 1, other => 2 };
            let c = match o { O::Iadd | O::Isub => 1, O::Imul => 2 };
            let e = match (op, 3) { (Opcode::Iadd, _) => 1, (_, n) => n };
            let g = match 3 { 1 => 0, _ => 1 };
            a + b + c + e + g
        }
    };
    let names = aliases(&file);
    let mut finder = MatchFinder {
        names: &names,
        file: Path::new("x.rs"),
        offences: Vec::new(),
    };
    finder.visit_file(&file);
    // `_` on Opcode, `other` on InstData, the tuple `(_, n)`; not the
    // exhaustive match, not the integer one.
    assert_eq!(finder.offences.len(), 3, "{:?}", finder.offences);
}
