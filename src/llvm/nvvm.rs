//! NVIDIA's libNVVM, loaded at run time by path: compiles NVVM IR (what
//! `export_module(.., Dialect::Nvvm7)` writes) to PTX, in process.
//!
//! ```text
//!   path of libnvvm.so ──dlopen (libloading)──> Libnvvm (the C API's entry points)
//!   Libnvvm::compile(ir, name, options)
//!     ──nvvmCreateProgram → AddModuleToProgram → CompileProgram
//!       → GetCompiledResultSize → GetCompiledResult──> Compiled { ptx, api_time }
//!     (on failure: NvvmError with the call, libnvvm's message and the program log)
//!     ──nvvmDestroyProgram (always)
//! ```
//!
//! Takes the path of the shared library (see [`find`] for the default
//! search: `--libnvvm PATH`, then `$LIBNVVM`, then the first `libnvvm.so*`
//! under `.tools/nvvm`, where the pinned `nvidia-nvvm==13.5.37` wheel is
//! installed), NVVM IR text and options; gives PTX text and the time
//! between creating the program and reading the result (the "API time").
//! Invariants: nothing the library returns is trusted to be in range (a
//! size is checked before a buffer is made from it, PTX must be UTF-8);
//! every failure is an [`NvvmError`] sentence, never a panic; a program
//! is destroyed on every path once created. Calls into one loaded library
//! are serialised by a mutex (libNVVM is only documented to be safe for
//! distinct programs, and the API time must not include a neighbour's
//! work).

use core::fmt;
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The environment variable naming libnvvm when no path is given.
pub const LIBNVVM_ENV: &str = "LIBNVVM";
/// Where `test.sh` installs the pinned wheel (relative to the crate root).
pub const DEFAULT_TOOLS_DIR: &str = ".tools/nvvm";
/// The option selecting the virtual architecture for an SM number.
pub const ARCH_OPTION_PREFIX: &str = "-arch=compute_";
/// Turns off libNVVM's default contraction of `fmul` + `fadd` into `fma`
/// (`-fma=1`), which changes results: with it the PTX computes exactly
/// what the IR (and llc's and ptxlift's PTX) computes.
pub const NO_CONTRACTION_OPTION: &str = "-fma=0";
/// The largest PTX or log libnvvm may report (bytes); larger sizes are
/// taken as a broken library rather than allocated.
pub const MAX_OUTPUT_BYTES: usize = 1 << 30;
/// How deep [`find`] looks under [`DEFAULT_TOOLS_DIR`].
const MAX_SEARCH_DEPTH: usize = 6;

/// `nvvmResult` NVVM_SUCCESS.
const NVVM_SUCCESS: c_int = 0;

type Program = *mut c_void;
type GetErrorString = unsafe extern "C" fn(c_int) -> *const c_char;
type Version = unsafe extern "C" fn(*mut c_int, *mut c_int) -> c_int;
type IrVersion = unsafe extern "C" fn(*mut c_int, *mut c_int, *mut c_int, *mut c_int) -> c_int;
type CreateProgram = unsafe extern "C" fn(*mut Program) -> c_int;
type DestroyProgram = unsafe extern "C" fn(*mut Program) -> c_int;
type AddModule = unsafe extern "C" fn(Program, *const c_char, usize, *const c_char) -> c_int;
type CompileProgram = unsafe extern "C" fn(Program, c_int, *const *const c_char) -> c_int;
type SizeOf = unsafe extern "C" fn(Program, *mut usize) -> c_int;
type Fill = unsafe extern "C" fn(Program, *mut c_char) -> c_int;

/// A libNVVM failure, as a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NvvmError(pub String);

impl fmt::Display for NvvmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NvvmError {}

/// A compilation's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compiled {
    /// The PTX text.
    pub ptx: String,
    /// From `nvvmCreateProgram` to the end of `nvvmGetCompiledResult`.
    pub api_time: Duration,
    /// The program log (warnings), possibly empty.
    pub log: String,
}

/// The entry points of one loaded libNVVM.
struct Api {
    error_string: GetErrorString,
    version: Version,
    ir_version: IrVersion,
    create: CreateProgram,
    destroy: DestroyProgram,
    add_module: AddModule,
    compile: CompileProgram,
    result_size: SizeOf,
    result: Fill,
    log_size: SizeOf,
    log: Fill,
}

/// A loaded libNVVM.
pub struct Libnvvm {
    path: PathBuf,
    api: Api,
    /// Serialises programs (see the module comment).
    lock: Mutex<()>,
    /// Keeps the library mapped while `api` points into it (dropped last).
    _lib: libloading::Library,
}

impl fmt::Debug for Libnvvm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Libnvvm({})", self.path.display())
    }
}

/// The libnvvm to use: `explicit`, else `$LIBNVVM`, else the first
/// `libnvvm.so*` (sorted) under `root/.tools/nvvm`. `None` when none is
/// named and none is found.
pub fn find(explicit: Option<&Path>, root: &Path) -> Option<PathBuf> {
    if let Some(p) = explicit {
        return Some(p.to_path_buf());
    }
    if let Some(p) = std::env::var_os(LIBNVVM_ENV).filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    let mut found = Vec::new();
    search(&root.join(DEFAULT_TOOLS_DIR), 0, &mut found);
    found.sort();
    found.into_iter().next()
}

/// Collects `libnvvm.so*` files under `dir`.
fn search(dir: &Path, depth: usize, found: &mut Vec<PathBuf>) {
    if depth > MAX_SEARCH_DEPTH {
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            search(&p, depth + 1, found);
        } else if e
            .file_name()
            .to_str()
            .is_some_and(|n| n.starts_with("libnvvm.so"))
        {
            found.push(p);
        }
    }
}

impl Libnvvm {
    /// Loads the library at `path` and looks up every entry point used.
    pub fn load(path: &Path) -> Result<Libnvvm, NvvmError> {
        if !path.is_file() {
            return Err(NvvmError(format!(
                "{}: no such file; give the path of libnvvm.so (--libnvvm or ${LIBNVVM_ENV})",
                path.display()
            )));
        }
        // SAFETY: loading runs the library's initialisers; libnvvm's are
        // those of a plain C library. The caller named this file as
        // libnvvm.
        let lib = unsafe { libloading::Library::new(path) }.map_err(|e| {
            NvvmError(format!(
                "{}: cannot load it as a shared library: {e}",
                path.display()
            ))
        })?;
        macro_rules! sym {
            ($name:literal) => {{
                // SAFETY: the type is the signature nvvm.h declares for
                // this name; the pointer is used only while `lib` lives
                // (it is stored beside it in `Libnvvm`).
                let s = unsafe { lib.get($name.as_bytes()) }.map_err(|e| {
                    NvvmError(format!(
                        "{}: has no `{}`, so it is not libnvvm: {e}",
                        path.display(),
                        $name
                    ))
                })?;
                *s
            }};
        }
        let api = Api {
            error_string: sym!("nvvmGetErrorString"),
            version: sym!("nvvmVersion"),
            ir_version: sym!("nvvmIRVersion"),
            create: sym!("nvvmCreateProgram"),
            destroy: sym!("nvvmDestroyProgram"),
            add_module: sym!("nvvmAddModuleToProgram"),
            compile: sym!("nvvmCompileProgram"),
            result_size: sym!("nvvmGetCompiledResultSize"),
            result: sym!("nvvmGetCompiledResult"),
            log_size: sym!("nvvmGetProgramLogSize"),
            log: sym!("nvvmGetProgramLog"),
        };
        Ok(Libnvvm {
            path: path.to_path_buf(),
            api,
            lock: Mutex::new(()),
            _lib: lib,
        })
    }

    /// The library's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `libnvvm MAJOR.MINOR, NVVM IR MAJOR.MINOR`, or why it is unknown.
    pub fn versions(&self) -> String {
        let (mut a, mut b, mut c, mut d, mut e, mut f) = (0, 0, 0, 0, 0, 0);
        // SAFETY: the pointers are to live locals, as nvvm.h asks.
        let (r1, r2) = unsafe {
            (
                (self.api.version)(&mut a, &mut b),
                (self.api.ir_version)(&mut c, &mut d, &mut e, &mut f),
            )
        };
        if r1 != NVVM_SUCCESS || r2 != NVVM_SUCCESS {
            return "libnvvm (version unknown)".into();
        }
        format!("libnvvm {a}.{b}, NVVM IR {c}.{d}")
    }

    /// libnvvm's message for result code `code`.
    fn message(&self, code: c_int) -> String {
        // SAFETY: nvvmGetErrorString returns a static C string or null.
        let p = unsafe { (self.api.error_string)(code) };
        if p.is_null() {
            return format!("error {code}");
        }
        // SAFETY: non-null, NUL-terminated (nvvm.h).
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }

    /// Reads a size-then-fill output (the result or the log) as text.
    fn read(&self, prog: Program, size: SizeOf, fill: Fill) -> Result<String, c_int> {
        let mut n = 0usize;
        // SAFETY: `prog` is a live program; `n` a live local.
        let r = unsafe { size(prog, &mut n) };
        if r != NVVM_SUCCESS {
            return Err(r);
        }
        if n > MAX_OUTPUT_BYTES {
            return Err(-1);
        }
        let mut buf = vec![0u8; n.max(1)];
        // SAFETY: the buffer holds the `n` bytes libnvvm said it writes.
        let r = unsafe { fill(prog, buf.as_mut_ptr().cast()) };
        if r != NVVM_SUCCESS {
            return Err(r);
        }
        let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
        buf.truncate(end);
        String::from_utf8(buf).map_err(|_| -2)
    }

    /// Compiles NVVM IR text `ir` (named `name` in messages) with
    /// `options` (such as `-arch=compute_80`).
    pub fn compile(&self, ir: &str, name: &str, options: &[&str]) -> Result<Compiled, NvvmError> {
        let c_name = CString::new(name.replace('\0', "?"))
            .map_err(|_| NvvmError("the module name holds a NUL byte".into()))?;
        let c_opts = options
            .iter()
            .map(|o| CString::new(*o))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|_| NvvmError("an option holds a NUL byte".into()))?;
        let opt_ptrs: Vec<*const c_char> = c_opts.iter().map(|o| o.as_ptr()).collect();
        let n_opts = c_int::try_from(opt_ptrs.len())
            .map_err(|_| NvvmError("too many libnvvm options".into()))?;
        let _guard = self.lock.lock().unwrap_or_else(|p| p.into_inner());
        let start = Instant::now();
        let mut prog: Program = std::ptr::null_mut();
        // SAFETY: `prog` is a live local for the handle.
        let r = unsafe { (self.api.create)(&mut prog) };
        if r != NVVM_SUCCESS || prog.is_null() {
            return Err(NvvmError(format!(
                "nvvmCreateProgram failed: {}",
                self.message(r)
            )));
        }
        let out = self.run(prog, ir, &c_name, &opt_ptrs, n_opts, start);
        // SAFETY: `prog` was created above and is destroyed once.
        unsafe { (self.api.destroy)(&mut prog) };
        out
    }

    /// The calls between creation and destruction of `prog`.
    fn run(
        &self,
        prog: Program,
        ir: &str,
        name: &CStr,
        opts: &[*const c_char],
        n_opts: c_int,
        start: Instant,
    ) -> Result<Compiled, NvvmError> {
        let fail = |call: &str, r: c_int| {
            let log = self
                .read(prog, self.api.log_size, self.api.log)
                .unwrap_or_default();
            NvvmError(format!(
                "{call} failed for {}: {}{}{}",
                name.to_string_lossy(),
                self.message(r),
                if log.trim().is_empty() { "" } else { ": " },
                log.trim()
            ))
        };
        // SAFETY: `ir` outlives the call and its length is given; the
        // name is NUL-terminated.
        let r = unsafe { (self.api.add_module)(prog, ir.as_ptr().cast(), ir.len(), name.as_ptr()) };
        if r != NVVM_SUCCESS {
            return Err(fail("nvvmAddModuleToProgram", r));
        }
        // SAFETY: `opts` holds `n_opts` NUL-terminated strings that
        // outlive the call.
        let r = unsafe { (self.api.compile)(prog, n_opts, opts.as_ptr()) };
        if r != NVVM_SUCCESS {
            return Err(fail("nvvmCompileProgram", r));
        }
        let ptx = self
            .read(prog, self.api.result_size, self.api.result)
            .map_err(|r| match r {
                -1 => NvvmError("libnvvm reported an implausibly large PTX".into()),
                -2 => NvvmError("libnvvm's PTX is not UTF-8 text".into()),
                r => fail("nvvmGetCompiledResult", r),
            })?;
        let api_time = start.elapsed();
        let log = self
            .read(prog, self.api.log_size, self.api.log)
            .unwrap_or_default();
        Ok(Compiled { ptx, api_time, log })
    }
}

/// The `-arch=compute_XX` option for SM number `sm` (80 for sm_80).
pub fn arch_option(sm: u32) -> String {
    format!("{ARCH_OPTION_PREFIX}{sm}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_library_is_a_sentence() {
        let err = Libnvvm::load(Path::new("/nonexistent/libnvvm.so")).unwrap_err();
        assert!(err.0.contains("no such file"), "{err}");
        assert!(err.0.contains("--libnvvm"), "{err}");
    }

    #[test]
    fn a_library_without_the_api_is_refused() {
        // Any shared library that is not libnvvm: the C library.
        let libc = ["/lib/x86_64-linux-gnu/libc.so.6", "/usr/lib/libc.so.6"]
            .into_iter()
            .map(Path::new)
            .find(|p| p.is_file());
        let Some(libc) = libc else { return };
        let err = Libnvvm::load(libc).unwrap_err();
        assert!(err.0.contains("has no `nvvm"), "{err}");
    }

    #[test]
    fn an_explicit_path_wins() {
        let p = find(Some(Path::new("/x/libnvvm.so")), Path::new("/nowhere"));
        assert_eq!(p, Some(PathBuf::from("/x/libnvvm.so")));
        assert_eq!(arch_option(80), "-arch=compute_80");
    }
}
