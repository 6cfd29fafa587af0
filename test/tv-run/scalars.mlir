// tv-run runs a function in the reference interpreter: results in counterexample syntax,
// undefined behaviour with its location and exit status 1, poison arguments, --trace.
// RUN: %tv-run %s @div 7 -3 | FileCheck %s --check-prefix=DIV
// DIV: -1 : i32
// RUN: not %tv-run %s @div 7 0 | FileCheck %s --check-prefix=DIVZ
// DIVZ: undefined behaviour: division by zero at {{.*}}scalars.mlir:23:8
// RUN: %tv-run %s @div poison 1 | FileCheck %s --check-prefix=POISON
// POISON: poison : i32
// The fma expansion of math-expand-ops rounds twice: on these inputs (issue 18) fma and
// mulf + addf differ in the last bit.
// RUN: %tv-run %s @fma 0x4b7d00f9 0x80000021 0x800457ce | FileCheck %s --check-prefix=FMA
// FMA: -7.6714495e-37 : f32
// FMA-NEXT: -7.671449e-37 : f32
// RUN: %tv-run --trace %s @loop 3 | FileCheck %s --check-prefix=LOOP
// LOOP: arith.addi at {{.*}}: 3
// LOOP: arith.addi at {{.*}}: 9
// LOOP: scf.for at {{.*}}: 9
// LOOP: 9 : i32
// RUN: not %tv-run %s @div 1 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: tv-run: the function takes 2 arguments, 1 given
func.func @div(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  %d = arith.divsi %c, %b : i32
  return %d : i32
}
func.func @fma(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %r = math.fma %a, %b, %c : f32
  %m = arith.mulf %a, %b : f32
  %s = arith.addf %m, %c : f32
  return %r, %s : f32, f32
}
func.func @loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %three = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %x = arith.addi %acc, %three : i32
    scf.yield %x : i32
  }
  return %r : i32
}
// fastmath<nnan> makes a NaN operand or result poison, in arith and math ops alike (also
// the math functions computed with libm).
// RUN: %tv-run %s @nnan nan | FileCheck %s --check-prefix=NNAN
// NNAN: poison : f32
// NNAN-NEXT: poison : f32
// RUN: %tv-run %s @nnan 1.0 | FileCheck %s --check-prefix=NNAN1
// NNAN1: 2.0 : f32
// NNAN1-NEXT: 2.7182817 : f32
// NNAN1-NEXT: note: some values came from libm
// An integer literal must fit its type (signed or unsigned reading).
// RUN: not %tv-run %s @div 4294967296 1 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not %tv-run %s @narrow 256 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: tv-run: argument 0: cannot read an integer of this width from '{{4294967296|256}}'
// RUN: %tv-run %s @narrow 255 | FileCheck %s --check-prefix=NARROW
// RUN: %tv-run %s @narrow -1 | FileCheck %s --check-prefix=NARROW
// NARROW: -1 : i8
func.func @nnan(%x: f32) -> (f32, f32) {
  %a = arith.addf %x, %x fastmath<nnan> : f32
  %e = math.exp %x fastmath<nnan> : f32
  return %a, %e : f32, f32
}
func.func @narrow(%x: i8) -> i8 {
  return %x : i8
}
