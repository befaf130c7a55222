//! ptxlift: a Cranelift-style code generator from an SSA IR to NVIDIA PTX.
//!
//! This crate currently provides the IR ([`ir`]): its text format, builder,
//! verifier, analyses ([`analysis`]) and the reference interpreter
//! ([`interp`]) that defines what a program means.

extern crate alloc;

pub mod analysis;
pub mod interp;
pub mod ir;
pub mod runtest;
