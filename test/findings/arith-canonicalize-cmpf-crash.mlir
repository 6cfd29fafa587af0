// MLIR 22 finding of tv-sweep (docs/findings.md; `tv-sweep --pass=canonicalize
// --dialect=arith`, a comparison of a cast): canonicalize crashes (a segmentation fault in
// arith::ConstantIntOp::create, from the pattern that turns a cmpf of sitofp/uitofp and a
// float constant into a cmpi) when the predicate is `false` or `true`. This test fails
// when MLIR stops crashing; tv-sweep leaves these two predicates out of its patterns.
// RUN: not --crash mlir-opt --canonicalize %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: Program arguments: {{.*}}mlir-opt --canonicalize
func.func @cmpf_false_of_sitofp(%x: i8) -> i1 {
  %f = arith.sitofp %x : i8 to f16
  %zero = arith.constant 0.0 : f16
  %r = arith.cmpf false, %f, %zero : f16
  return %r : i1
}
