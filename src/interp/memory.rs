//! Memory of the interpreter: state spaces as sets of allocations.
//!
//! ```text
//!   generic address space (64-bit):
//!     [GLOBAL_BASE, PARAM_WINDOW)         global buffers (generic == global address)
//!     PARAM_WINDOW  + param address       kernel byval parameters
//!     CONST_WINDOW  + const address       const buffers, module constant data
//!     SHARED_WINDOW + shared address      the CTA's shared variables
//!     LOCAL_WINDOW  + local address       the thread's stack slots
//! ```
//!
//! Each access must lie inside one allocation; anything else is an
//! out-of-bounds error. Allocations are separated by guard gaps and placed
//! at an address aligned to exactly their declared alignment (never more),
//! so a program that relies on more alignment than it declared fails here
//! rather than on a GPU. Shared and local memory start uninitialised and
//! track which bytes were written: reading an unwritten byte is an error,
//! since its value on a GPU is unpredictable.
//!
//! A stack slot's lifetime markers act on its allocation
//! ([`Region::set_lifetime`]): `stack_start` and `stack_end` both make every
//! byte unwritten again, and after `stack_end` any access (load, store or
//! atomic) is an error until the next `stack_start`, since the frame layout
//! may give those bytes to another slot.

use crate::ir::Space;

/// Generic-address window of the param space.
pub const PARAM_WINDOW: u64 = 0x0000_7c00_0000_0000;
/// Generic-address window of the const space.
pub const CONST_WINDOW: u64 = 0x0000_7d00_0000_0000;
/// Generic-address window of the shared space.
pub const SHARED_WINDOW: u64 = 0x0000_7e00_0000_0000;
/// Generic-address window of the local space.
pub const LOCAL_WINDOW: u64 = 0x0000_7f00_0000_0000;
/// Size of each non-global window (space addresses are below 2^32).
pub const WINDOW_SIZE: u64 = 1 << 32;
/// First global address.
pub const GLOBAL_BASE: u64 = 0x0000_0001_0000_0000;
/// First address of allocations in the 32-bit spaces (0 stays invalid).
pub const SPACE_BASE: u64 = 0x1000;
/// Gap between allocations, to catch small overruns.
pub const GUARD_BYTES: u64 = 64;
/// Local memory one thread may hold at once (stack slots of all active
/// calls), bounding what deep recursion with large slots can take.
pub const MAX_THREAD_LOCAL_BYTES: u64 = 16 << 20;
/// Alignment of global buffers (what `cudaMalloc` guarantees).
pub const GLOBAL_BUFFER_ALIGN: u64 = 256;
/// Least alignment of dynamic shared memory: a GPU starts it at a 16-byte
/// boundary at least, whatever its declarations ask for, and CUDA code
/// that carves `int` or `float4` arrays out of an `extern __shared__ char
/// smem[]` relies on it.
pub const DYNAMIC_SHARED_ALIGN: u64 = 16;

/// A memory fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MemError {
    /// An access not inside any one allocation.
    OutOfBounds {
        /// The space accessed.
        space: Space,
        /// The address accessed.
        addr: u64,
        /// The access size in bytes.
        size: u32,
    },
    /// A load of bytes that were never written.
    Uninitialized {
        /// The space accessed.
        space: Space,
        /// The address accessed.
        addr: u64,
        /// The access size in bytes.
        size: u32,
    },
    /// A store to a read-only space (const or param).
    ReadOnly {
        /// The space written.
        space: Space,
        /// The address written.
        addr: u64,
    },
    /// An address that is not a multiple of the required alignment.
    Misaligned {
        /// The address.
        addr: u64,
        /// The required alignment in bytes.
        align: u32,
    },
    /// A generic address that does not point into the expected space.
    NotInWindow {
        /// The expected space.
        space: Space,
        /// The generic address.
        addr: u64,
    },
    /// An access to a stack slot between its `stack_end` and the next
    /// `stack_start`.
    Ended {
        /// The space accessed.
        space: Space,
        /// The address accessed.
        addr: u64,
        /// The access size in bytes.
        size: u32,
    },
    /// An access past the end of the launch's dynamic shared memory.
    PastDynamicShared {
        /// The access's byte offset from the start of dynamic shared memory.
        offset: u64,
        /// The access size in bytes.
        size: u32,
        /// The dynamic shared memory's size (the launch's `shared=`).
        bytes: u64,
    },
    /// An allocation does not fit in the space's remaining addresses.
    SpaceFull {
        /// The space that is full.
        space: Space,
    },
}

impl MemError {
    /// A human-readable description of the fault.
    pub fn message(&self) -> String {
        match *self {
            MemError::OutOfBounds { space, addr, size } => {
                format!(
                    "{size}-byte access at {space} address {addr:#x} is outside every allocation"
                )
            }
            MemError::Uninitialized { space, addr, size } => {
                format!("{size}-byte load at {space} address {addr:#x} reads memory never written")
            }
            MemError::Ended { space, addr, size } => format!(
                "{size}-byte access at {space} address {addr:#x} is to a stack slot after its \
                 `stack_end` (only a `stack_start` makes it usable again)"
            ),
            MemError::ReadOnly { space, addr } => {
                format!("store to read-only {space} address {addr:#x}")
            }
            MemError::Misaligned { addr, align } => {
                format!("address {addr:#x} is not aligned to {align} bytes")
            }
            MemError::NotInWindow { space, addr } => {
                format!("generic address {addr:#x} does not point into the {space} space")
            }
            MemError::PastDynamicShared { offset, size, bytes } => format!(
                "{size}-byte access at offset {offset} of dynamic shared memory is past its end: \
                 the launch gives it {bytes} bytes (`shared=` on the `; launch:` line)"
            ),
            MemError::SpaceFull { space: Space::Local } => format!(
                "the thread's stack slots (of all active calls) exceed {MAX_THREAD_LOCAL_BYTES} bytes of local memory"
            ),
            MemError::SpaceFull { space } => format!("the {space} space is out of addresses"),
        }
    }
}

/// One allocation.
#[derive(Clone, Debug)]
struct Allocation {
    base: u64,
    bytes: Vec<u8>,
    /// Per-byte "written" flags; `None` when the whole allocation is defined.
    written: Option<Vec<bool>>,
    /// Between a `stack_end` and the next `stack_start`: no access allowed.
    ended: bool,
}

/// A state space's allocations, sorted by base address.
#[derive(Clone, Debug)]
pub struct Region {
    space: Space,
    allocs: Vec<Allocation>,
    next: u64,
    limit: u64,
    writable: bool,
    /// The dynamic shared memory's (base, size), placed last.
    dynamic: Option<(u64, u64)>,
}

impl Region {
    /// An empty region for `space`; const and param regions are read-only.
    pub fn new(space: Space) -> Self {
        let (next, limit) = match space {
            Space::Global => (GLOBAL_BASE, PARAM_WINDOW),
            Space::Local => (SPACE_BASE, SPACE_BASE + MAX_THREAD_LOCAL_BYTES),
            _ => (SPACE_BASE, WINDOW_SIZE),
        };
        Region {
            space,
            allocs: Vec::new(),
            next,
            limit,
            writable: space.is_writable(),
            dynamic: None,
        }
    }

    /// Places `size` bytes aligned to exactly `align`; `init` gives their
    /// contents, or `None` for uninitialised memory. Returns the base.
    pub fn allocate(
        &mut self,
        size: u64,
        align: u64,
        init: Option<Vec<u8>>,
    ) -> Result<u64, MemError> {
        let align = align.max(1);
        // Aligned to `align` but not to `2 * align`.
        let base = self.next.div_ceil(2 * align) * (2 * align) + align;
        let end = base + size;
        if end + GUARD_BYTES > self.limit {
            return Err(MemError::SpaceFull { space: self.space });
        }
        let (bytes, written) = match init {
            Some(b) => (b, None),
            None => (vec![0; size as usize], Some(vec![false; size as usize])),
        };
        self.allocs.push(Allocation {
            base,
            bytes,
            written,
            ended: false,
        });
        self.next = end + GUARD_BYTES;
        Ok(base)
    }

    /// Places the launch's dynamic shared memory: `size` uninitialised bytes
    /// aligned to `align` (at least `DYNAMIC_SHARED_ALIGN`), after the
    /// allocations so far (the GPU places it after the static shared
    /// variables); an access past its end is reported as such. Returns the
    /// base.
    pub fn allocate_dynamic(&mut self, size: u64, align: u64) -> Result<u64, MemError> {
        let base = self.allocate(size, align.max(DYNAMIC_SHARED_ALIGN), None)?;
        self.dynamic = Some((base, size));
        Ok(base)
    }

    /// Places a buffer at `GLOBAL_BUFFER_ALIGN`, fully initialised.
    pub fn allocate_buffer(&mut self, bytes: Vec<u8>) -> Result<u64, MemError> {
        let base = self.next.div_ceil(GLOBAL_BUFFER_ALIGN) * GLOBAL_BUFFER_ALIGN;
        let end = base + bytes.len() as u64;
        if end + GLOBAL_BUFFER_ALIGN > self.limit {
            return Err(MemError::SpaceFull { space: self.space });
        }
        self.allocs.push(Allocation {
            base,
            bytes,
            written: None,
            ended: false,
        });
        self.next = end + GLOBAL_BUFFER_ALIGN;
        Ok(base)
    }

    /// Frees every allocation at or above `mark` (a previous `next`).
    pub fn release_to(&mut self, mark: u64) {
        while self.allocs.last().is_some_and(|a| a.base >= mark) {
            self.allocs.pop();
        }
        self.next = mark;
    }

    /// The current bump position, for `release_to`.
    pub fn mark(&self) -> u64 {
        self.next
    }

    fn find(&self, addr: u64, size: u32) -> Result<usize, MemError> {
        let i = self.allocs.partition_point(|a| a.base <= addr);
        // Past the end of the dynamic shared memory: the nearest allocation
        // below the address is it.
        let below = i.checked_sub(1).map(|j| self.allocs[j].base);
        let oob = match self.dynamic {
            Some((base, bytes)) if below == Some(base) => MemError::PastDynamicShared {
                offset: addr - base,
                size,
                bytes,
            },
            _ => MemError::OutOfBounds {
                space: self.space,
                addr,
                size,
            },
        };
        let i = i.checked_sub(1).ok_or(oob.clone())?;
        let a = &self.allocs[i];
        if addr - a.base + size as u64 > a.bytes.len() as u64 {
            Err(oob)
        } else if a.ended {
            Err(MemError::Ended {
                space: self.space,
                addr,
                size,
            })
        } else {
            Ok(i)
        }
    }

    /// A lifetime marker on the allocation starting at `base` (a stack
    /// slot): every byte becomes unwritten; `live` says whether accesses
    /// are allowed from now on (`stack_start`) or not (`stack_end`).
    /// Returns `false` when no allocation starts at `base`.
    pub fn set_lifetime(&mut self, base: u64, live: bool) -> bool {
        let i = self.allocs.partition_point(|a| a.base < base);
        let Some(a) = self.allocs.get_mut(i).filter(|a| a.base == base) else {
            return false;
        };
        let len = a.bytes.len();
        a.written = Some(vec![false; len]);
        a.ended = !live;
        true
    }

    /// Checks that `size` bytes at `addr` lie in one live allocation: a
    /// vector access checks its whole range before it touches a lane.
    pub fn check_access(&self, addr: u64, size: u32) -> Result<(), MemError> {
        self.find(addr, size).map(|_| ())
    }

    /// Reads `size` bytes (at most 8) at `addr` as a little-endian integer.
    pub fn read(&self, addr: u64, size: u32) -> Result<u64, MemError> {
        let i = self.find(addr, size)?;
        let a = &self.allocs[i];
        let off = (addr - a.base) as usize;
        let range = off..off + size as usize;
        if let Some(w) = &a.written {
            if !w[range.clone()].iter().all(|&b| b) {
                return Err(MemError::Uninitialized {
                    space: self.space,
                    addr,
                    size,
                });
            }
        }
        let mut buf = [0u8; 8];
        buf[..size as usize].copy_from_slice(&a.bytes[range]);
        Ok(u64::from_le_bytes(buf))
    }

    /// Writes the low `size` bytes of `value` to `addr`, little-endian.
    pub fn write(&mut self, addr: u64, size: u32, value: u64) -> Result<(), MemError> {
        if !self.writable {
            return Err(MemError::ReadOnly {
                space: self.space,
                addr,
            });
        }
        let i = self.find(addr, size)?;
        let a = &mut self.allocs[i];
        let off = (addr - a.base) as usize;
        let range = off..off + size as usize;
        a.bytes[range.clone()].copy_from_slice(&value.to_le_bytes()[..size as usize]);
        if let Some(w) = &mut a.written {
            w[range].iter_mut().for_each(|b| *b = true);
        }
        Ok(())
    }

    /// The bytes of the allocation starting at `base`, to initialise
    /// (read-only regions too: this is the loader's view, not a store).
    pub fn bytes_at_mut(&mut self, base: u64) -> Option<&mut [u8]> {
        self.allocs
            .iter_mut()
            .find(|a| a.base == base)
            .map(|a| a.bytes.as_mut_slice())
    }

    /// The bytes of the allocation starting at `base`.
    pub fn bytes_at(&self, base: u64) -> Option<&[u8]> {
        self.allocs
            .iter()
            .find(|a| a.base == base)
            .map(|a| a.bytes.as_slice())
    }
}

/// Splits a generic address into its space and space address.
pub fn decode_generic(addr: u64) -> (Space, u64) {
    for (space, window) in [
        (Space::Local, LOCAL_WINDOW),
        (Space::Shared, SHARED_WINDOW),
        (Space::Const, CONST_WINDOW),
        (Space::Param, PARAM_WINDOW),
    ] {
        if (window..window + WINDOW_SIZE).contains(&addr) {
            return (space, addr - window);
        }
    }
    (Space::Global, addr)
}

/// The generic address of `addr` in `space`.
pub fn to_generic(space: Space, addr: u64) -> u64 {
    match space {
        Space::Local => LOCAL_WINDOW + (addr & 0xffff_ffff),
        Space::Shared => SHARED_WINDOW + (addr & 0xffff_ffff),
        Space::Const => CONST_WINDOW + (addr & 0xffff_ffff),
        Space::Param => PARAM_WINDOW + (addr & 0xffff_ffff),
        Space::Global | Space::Generic => addr,
    }
}

/// The `space` address of generic address `addr`, if it lies in `space`.
pub fn from_generic(space: Space, addr: u64) -> Result<u64, MemError> {
    let (actual, local) = decode_generic(addr);
    if actual == space || space == Space::Generic {
        Ok(if space == Space::Generic { addr } else { local })
    } else {
        Err(MemError::NotInWindow { space, addr })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allocation_alignment_bounds_and_init() {
        let mut r = Region::new(Space::Local);
        let a = r.allocate(4, 1, None).unwrap();
        let b = r.allocate(8, 8, None).unwrap();
        assert_eq!(a % 2, 1, "align-1 allocations are deliberately odd");
        assert_eq!(b % 8, 0);
        assert_ne!(b % 16, 0);
        assert!(matches!(r.read(b, 4), Err(MemError::Uninitialized { .. })));
        r.write(b, 4, 0xdead_beef).unwrap();
        assert_eq!(r.read(b, 4), Ok(0xdead_beef));
        assert!(matches!(
            r.read(b + 6, 4),
            Err(MemError::OutOfBounds { .. })
        ));
        assert!(matches!(
            r.read(a - 1, 1),
            Err(MemError::OutOfBounds { .. })
        ));
        // Lifetime markers: `stack_end` forbids access, `stack_start`
        // allows it again with every byte unwritten.
        assert!(r.set_lifetime(b, false));
        assert!(matches!(r.read(b, 4), Err(MemError::Ended { .. })));
        assert!(matches!(r.write(b, 4, 1), Err(MemError::Ended { .. })));
        assert!(r.set_lifetime(b, true));
        assert!(matches!(r.read(b, 4), Err(MemError::Uninitialized { .. })));
        r.write(b, 4, 7).unwrap();
        assert_eq!(r.read(b, 4), Ok(7));
        assert!(!r.set_lifetime(b + 1, true));
        let mark = r.mark();
        let c = r.allocate(4, 4, None).unwrap();
        r.release_to(mark);
        assert!(r.read(c, 4).is_err());
        assert_eq!(
            decode_generic(to_generic(Space::Shared, 0x40)),
            (Space::Shared, 0x40)
        );
        assert!(from_generic(Space::Local, to_generic(Space::Shared, 0x40)).is_err());
    }

    #[test]
    fn dynamic_shared_memory_follows_the_static_and_reports_its_end() {
        let mut r = Region::new(Space::Shared);
        let st = r.allocate(12, 4, None).unwrap();
        // Declared align 1, placed at 16 (and not 32: exactly that).
        let d = r.allocate_dynamic(8, 1).unwrap();
        assert!(d > st + 12);
        assert_eq!((d % DYNAMIC_SHARED_ALIGN, d % 32), (0, 16));
        r.write(d + 4, 4, 9).unwrap();
        assert_eq!(r.read(d + 4, 4), Ok(9));
        let past = MemError::PastDynamicShared {
            offset: 6,
            size: 4,
            bytes: 8,
        };
        assert_eq!(r.write(d + 6, 4, 1), Err(past.clone()));
        assert!(past.message().contains("the launch gives it 8 bytes"));
        // Past the static variable: the ordinary message.
        assert!(matches!(
            r.read(st + 12, 4),
            Err(MemError::OutOfBounds { .. })
        ));
        // Zero bytes: every access is past the end.
        let mut z = Region::new(Space::Shared);
        let d = z.allocate_dynamic(0, 16).unwrap();
        assert!(matches!(
            z.read(d, 1),
            Err(MemError::PastDynamicShared { bytes: 0, .. })
        ));
    }
}
