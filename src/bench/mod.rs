//! Benchmarks run as commands (`ptxlift bench-*`): whole-pipeline figures
//! on a corpus of kernels, measured the same way every time, printed as a
//! table a note or a document can quote.

pub mod addr;
pub mod import;
