// Interpreter bugs the differential self-test (tv-difftest) found: each evaluator now
// agrees with the encoder and docs/semantics.md.
// muli overflow<nuw> on i64: the unsigned product was taken in signed 128-bit arithmetic
// (which overflows), so a wrapping product was not poison.
// RUN: %tv-run %s @muli_nuw -1 -2 | FileCheck %s --check-prefix=NUW
// NUW: poison : i64
// remsi MIN % -1 is defined, 0 (semantics.md 3: only division by zero is UB).
// RUN: %tv-run %s @remsi_min -128 -1 | FileCheck %s --check-prefix=REM
// REM: 0 : i8
// RUN: %tv-run %s @remsi_i1 true true | FileCheck %s --check-prefix=REM1
// REM1: false : i1
// index.sizeof is the index width in bits, 64 (IndexOps.td), not bytes.
// RUN: %tv-run %s @size | FileCheck %s --check-prefix=SIZE
// SIZE: 64 : index
func.func @muli_nuw(%a: i64, %b: i64) -> i64 {
  %r = arith.muli %a, %b overflow<nuw> : i64
  return %r : i64
}
func.func @remsi_min(%a: i8, %b: i8) -> i8 {
  %r = arith.remsi %a, %b : i8
  return %r : i8
}
func.func @remsi_i1(%a: i1, %b: i1) -> i1 {
  %r = arith.remsi %a, %b : i1
  return %r : i1
}
func.func @size() -> index {
  %r = index.sizeof
  return %r : index
}
