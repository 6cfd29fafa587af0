// scf.for as scf-for-to-while leaves it (an scf.while whose before region compares iv
// slt/ult UB and passes its arguments on, whose after region yields iv + STEP first) is
// proven by induction against the scf.for (encoder/disguise.c, induct.c; docs/design.md 13,
// "Loops by induction"). 10,000 iterations with memory, a 100 x 100 nest with an scf.if
// inside and an unsigned loop to a symbolic bound are proven through the plugin.
// Hand-written wrong targets are not: one iteration too many, a changed step and swapped
// carried values are incorrect by a run at 8 iterations; 10,001 iterations for 10,000 and
// swapped values at 10,000 with memory too. The real rewrite of an i8 loop whose iv + step
// wraps is incorrect (the while goes on past the wrap, the scf.for ends).
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-report=%t/while.jsonl --pass-pipeline='builtin.module(func.func(scf-for-to-while))' %t/src.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=WHILE < %t/while.jsonl
// RUN: not %tv-check --timeout=120 %t/wrong-src.mlir %t/wrong-tgt.mlir | FileCheck %s

// WHILE: "function":"sum_store","verdict":"proven"{{.*}}"reason":"loops by induction: scf.for at {{.*}}src.mlir:6:8 (as scf.while)"
// WHILE: "function":"nest","verdict":"proven"{{.*}}"reason":"loops by induction: scf.for at {{.*}}src.mlir:26:8 (as scf.while), scf.for at {{.*}}src.mlir:27:10 (as scf.while)"
// WHILE: "function":"unsigned_to_n","verdict":"proven"{{.*}}"reason":"loops by induction: scf.for at {{.*}} (as scf.while)"

// CHECK-LABEL: @one_too_many: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK: source (run): returns 28 : i32, 0 : i32
// CHECK-NEXT: target (run): returns 36 : i32, 0 : i32
// CHECK-LABEL: @step_changed: incorrect
// CHECK: source (run): returns 28 : i32, 0 : i32
// CHECK-NEXT: target (run): returns 12 : i32, 0 : i32
// CHECK-LABEL: @swapped: incorrect
// CHECK: source (run): returns
// CHECK-LABEL: @big_one_too_many: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK: source (run): returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @big_swapped: inconclusive
// CHECK-LABEL: @wraps: incorrect
// CHECK-NEXT: why: result #0 differs

//--- src.mlir
// 10,000 iterations with a carried value and memory: one cf loop
func.func @sum_store(%m: memref<10000xi32>, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %v = memref.load %m[%i] : memref<10000xi32>
    %s = arith.addi %acc, %v : i32
    memref.store %s, %m[%i] : memref<10000xi32>
    scf.yield %s : i32
  }
  return %r : i32
}
// a 100 x 100 nest with an scf.if in the inner body (more cf blocks), after an scf.if
// (a diamond before the loop: the header is still reached on every path)
func.func @nest(%m: memref<100x100xi32>, %x: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  %y = scf.if %c -> i32 {
    %t = arith.addi %x, %x : i32
    scf.yield %t : i32
  } else {
    scf.yield %x : i32
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %y) -> i32 {
    %q = scf.for %j = %c0 to %n step %c1 iter_args(%a = %acc) -> i32 {
      %v = memref.load %m[%i, %j] : memref<100x100xi32>
      %lt = arith.cmpi slt, %v, %a : i32
      %s = scf.if %lt -> i32 {
        %t = arith.addi %a, %v : i32
        scf.yield %t : i32
      } else {
        scf.yield %a : i32
      }
      memref.store %s, %m[%i, %j] : memref<100x100xi32>
      scf.yield %s : i32
    }
    scf.yield %q : i32
  }
  return %r : i32
}
// an unsigned comparison (cmpi ult) and a symbolic upper bound: iv + 1 never wraps below it
func.func @unsigned_to_n(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for unsigned %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %k = arith.index_cast %i : index to i32
    %t = arith.xori %acc, %k : i32
    scf.yield %t : i32
  }
  return %r : i32
}
//--- wrong-src.mlir
func.func @one_too_many(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %k = arith.index_cast %i : index to i32
    %s = arith.addi %a, %k : i32
    %t = arith.muli %b, %s : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @step_changed(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %k = arith.index_cast %i : index to i32
    %s = arith.addi %a, %k : i32
    %t = arith.muli %b, %s : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @swapped(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %k = arith.index_cast %i : index to i32
    %s = arith.addi %a, %k : i32
    %t = arith.muli %b, %s : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @big_one_too_many(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    %k = arith.index_cast %i : index to i32
    %s = arith.addi %a, %k : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @big_swapped(%m: memref<10000xi32>, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    memref.store %a, %m[%i] : memref<10000xi32>
    %s = arith.addi %a, %b : i32
    scf.yield %s, %b : i32, i32
  }
  return %r#0 : i32
}
func.func @wraps(%n: i8, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i8
  %c100 = arith.constant 100 : i8
  %r = scf.for %i = %c0 to %n step %c100 iter_args(%a = %x) -> i32 : i8 {
    %one = arith.constant 1 : i32
    %s = arith.addi %a, %one : i32
    scf.yield %s : i32
  }
  return %r : i32
}
//--- wrong-tgt.mlir
// the loop runs one iteration too many (its bound 9 for 8)
func.func @one_too_many(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 9 : index
  %0:3 = scf.while (%i = %c0, %a = %x, %b = %y) : (index, i32, i32) -> (index, i32, i32) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %a, %b : index, i32, i32
  } do {
  ^bb0(%i: index, %a: i32, %b: i32):
    %1 = arith.addi %i, %c1 : index
    %2 = arith.index_cast %i : index to i32
    %3 = arith.addi %a, %2 : i32
    %4 = arith.muli %b, %3 : i32
    scf.yield %1, %3, %4 : index, i32, i32
  }
  return %0#1, %0#2 : i32, i32
}
// the step is 2 instead of 1
func.func @step_changed(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 8 : index
  %0:3 = scf.while (%i = %c0, %a = %x, %b = %y) : (index, i32, i32) -> (index, i32, i32) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %a, %b : index, i32, i32
  } do {
  ^bb0(%i: index, %a: i32, %b: i32):
    %1 = arith.addi %i, %c2 : index
    %2 = arith.index_cast %i : index to i32
    %3 = arith.addi %a, %2 : i32
    %4 = arith.muli %b, %3 : i32
    scf.yield %1, %3, %4 : index, i32, i32
  }
  return %0#1, %0#2 : i32, i32
}
// the carried values are swapped in the yield
func.func @swapped(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %0:3 = scf.while (%i = %c0, %a = %x, %b = %y) : (index, i32, i32) -> (index, i32, i32) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %a, %b : index, i32, i32
  } do {
  ^bb0(%i: index, %a: i32, %b: i32):
    %1 = arith.addi %i, %c1 : index
    %2 = arith.index_cast %i : index to i32
    %3 = arith.addi %a, %2 : i32
    %4 = arith.muli %b, %3 : i32
    scf.yield %1, %4, %3 : index, i32, i32
  }
  return %0#1, %0#2 : i32, i32
}
// 10,001 iterations for 10,000
func.func @big_one_too_many(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10001 : index
  %0:2 = scf.while (%i = %c0, %a = %x) : (index, i32) -> (index, i32) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %a : index, i32
  } do {
  ^bb0(%i: index, %a: i32):
    %1 = arith.addi %i, %c1 : index
    %2 = arith.index_cast %i : index to i32
    %3 = arith.addi %a, %2 : i32
    scf.yield %1, %3 : index, i32
  }
  return %0#1 : i32
}
// the carried values swapped in the yield, 10,000 iterations with memory
func.func @big_swapped(%m: memref<10000xi32>, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000 : index
  %0:3 = scf.while (%i = %c0, %a = %x, %b = %y) : (index, i32, i32) -> (index, i32, i32) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %a, %b : index, i32, i32
  } do {
  ^bb0(%i: index, %a: i32, %b: i32):
    %1 = arith.addi %i, %c1 : index
    memref.store %a, %m[%i] : memref<10000xi32>
    %2 = arith.addi %a, %b : i32
    scf.yield %1, %b, %2 : index, i32, i32
  }
  return %0#1 : i32
}
// scf-for-to-while's own output: iv + 100 wraps past 127 and the while goes on, where the
// scf.for ends (docs/semantics.md 13)
func.func @wraps(%n: i8, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i8
  %c100 = arith.constant 100 : i8
  %0:2 = scf.while (%i = %c0, %a = %x) : (i8, i32) -> (i8, i32) {
    %c = arith.cmpi slt, %i, %n : i8
    scf.condition(%c) %i, %a : i8, i32
  } do {
  ^bb0(%i: i8, %a: i32):
    %1 = arith.addi %i, %c100 : i8
    %one = arith.constant 1 : i32
    %2 = arith.addi %a, %one : i32
    scf.yield %1, %2 : i8, i32
  }
  return %0#1 : i32
}
