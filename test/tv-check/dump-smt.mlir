// tv-check --dump-smt=PREFIX writes each solver query in SMT-LIB 2, named by function,
// encoding and reduction stage: a pair decided by the abstract encoding at stage 0 gives
// one file with the refinement assertion; an unwritable prefix changes nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tv-check --timeout=60 --dump-smt=%t/q- %s %s | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=SMT --input-file=%t/q-addf.abstract.stage0.smt2
// RUN: ls %t | FileCheck %s --check-prefix=FILES --implicit-check-not=smt2
// RUN: %tv-check --timeout=60 --dump-smt=%t/no/such/dir/ %s %s | FileCheck %s --check-prefix=OUT

// OUT: @addf: proven [abstract]
// SMT: (declare-fun arg0
// SMT: (assert
// FILES: q-addf.abstract.stage0.smt2

func.func @addf(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}
