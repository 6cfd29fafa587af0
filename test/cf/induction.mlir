// scf.for lowered to cf blocks (convert-scf-to-cf) is proven by induction against the
// scf.for (encoder/disguise.c, induct.c; docs/design.md 13, "Loops by induction"): a loop
// header ^h(iv, xs) comparing iv slt/ult UB and branching to the body or out, the body
// closed and ending in cf.br ^h(iv + STEP, ys), is paired with the source's scf.for and its
// body encoded once for the shared iteration. 10,000 iterations with memory, a 100 x 100
// nest with branches inside and an unsigned loop to a symbolic bound are proven through
// the plugin. Hand-written wrong targets are not: one iteration too many, a changed step
// and swapped carried values are incorrect by a run at 8 iterations, 10,001 iterations for
// 10,000 too; a changed step at 10,000 with memory is at least not proven. The real
// lowering of an i8 loop whose iv + step wraps is incorrect (the cf loop goes on past the
// wrap, the scf.for ends: the obligation on iv + step fails), and a loop entered only under
// a branch is not encoded by induction.
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-report=%t/cf.jsonl --pass-pipeline='builtin.module(func.func(convert-scf-to-cf))' %t/src.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=CF < %t/cf.jsonl
// RUN: not %tv-check --timeout=120 %t/wrong-src.mlir %t/wrong-tgt.mlir | FileCheck %s

// CF: "function":"sum_store","verdict":"proven"{{.*}}"reason":"loops by induction: scf.for at {{.*}}src.mlir:6:8 (as cf blocks)"
// CF: "function":"nest","verdict":"proven"{{.*}}"reason":"loops by induction: scf.for at {{.*}}src.mlir:26:8 (as cf blocks), scf.for at {{.*}}src.mlir:27:10 (as cf blocks)"
// CF: "function":"unsigned_to_n","verdict":"proven"{{.*}}"reason":"loops by induction: scf.for at {{.*}} (as cf blocks)"

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
// CHECK-LABEL: @big_step_changed: inconclusive
// CHECK-LABEL: @wraps: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @under_branch: incorrect
// Two differences: the stores skipped when %c is false, and a branch on a poison %c (which
// one the solver finds first depends on how much of the small-model search the load allows).
// CHECK-NEXT: why: {{memory of %m differs|target has undefined behaviour where the source has none}}
// CHECK: executed: {{.*}}target {{.*}}

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
func.func @big_step_changed(%m: memref<10000xi32>, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %m[%i] : memref<10000xi32>
  }
  return
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
func.func @under_branch(%m: memref<100xi32>, %x: i32, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %m[%i] : memref<100xi32>
  }
  return
}
//--- wrong-tgt.mlir
// the loop runs one iteration too many (its bound 9 for 8)
func.func @one_too_many(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 9 : index
  cf.br ^bb1(%c0, %x, %y : index, i32, i32)
^bb1(%0: index, %1: i32, %2: i32):
  %3 = arith.cmpi slt, %0, %n : index
  cf.cond_br %3, ^bb2, ^bb3
^bb2:
  %4 = arith.index_cast %0 : index to i32
  %5 = arith.addi %1, %4 : i32
  %6 = arith.muli %2, %5 : i32
  %7 = arith.addi %0, %c1 : index
  cf.br ^bb1(%7, %5, %6 : index, i32, i32)
^bb3:
  return %1, %2 : i32, i32
}
// the step is 2 instead of 1
func.func @step_changed(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 8 : index
  cf.br ^bb1(%c0, %x, %y : index, i32, i32)
^bb1(%0: index, %1: i32, %2: i32):
  %3 = arith.cmpi slt, %0, %n : index
  cf.cond_br %3, ^bb2, ^bb3
^bb2:
  %4 = arith.index_cast %0 : index to i32
  %5 = arith.addi %1, %4 : i32
  %6 = arith.muli %2, %5 : i32
  %7 = arith.addi %0, %c2 : index
  cf.br ^bb1(%7, %5, %6 : index, i32, i32)
^bb3:
  return %1, %2 : i32, i32
}
// the carried values are swapped on the back edge
func.func @swapped(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  cf.br ^bb1(%c0, %x, %y : index, i32, i32)
^bb1(%0: index, %1: i32, %2: i32):
  %3 = arith.cmpi slt, %0, %n : index
  cf.cond_br %3, ^bb2, ^bb3
^bb2:
  %4 = arith.index_cast %0 : index to i32
  %5 = arith.addi %1, %4 : i32
  %6 = arith.muli %2, %5 : i32
  %7 = arith.addi %0, %c1 : index
  cf.br ^bb1(%7, %6, %5 : index, i32, i32)
^bb3:
  return %1, %2 : i32, i32
}
// 10,001 iterations for 10,000
func.func @big_one_too_many(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10001 : index
  cf.br ^bb1(%c0, %x : index, i32)
^bb1(%0: index, %1: i32):
  %2 = arith.cmpi slt, %0, %n : index
  cf.cond_br %2, ^bb2, ^bb3
^bb2:
  %3 = arith.index_cast %0 : index to i32
  %4 = arith.addi %1, %3 : i32
  %5 = arith.addi %0, %c1 : index
  cf.br ^bb1(%5, %4 : index, i32)
^bb3:
  return %1 : i32
}
// every other element stored
func.func @big_step_changed(%m: memref<10000xi32>, %x: i32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 10000 : index
  cf.br ^bb1(%c0 : index)
^bb1(%0: index):
  %1 = arith.cmpi slt, %0, %n : index
  cf.cond_br %1, ^bb2, ^bb3
^bb2:
  memref.store %x, %m[%0] : memref<10000xi32>
  %2 = arith.addi %0, %c2 : index
  cf.br ^bb1(%2 : index)
^bb3:
  return
}
// convert-scf-to-cf's own output: iv + 100 wraps past 127 and the cf loop goes on, where
// the scf.for ends (docs/semantics.md 13)
func.func @wraps(%n: i8, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i8
  %c100 = arith.constant 100 : i8
  cf.br ^bb1(%c0, %x : i8, i32)
^bb1(%0: i8, %1: i32):
  %2 = arith.cmpi slt, %0, %n : i8
  cf.cond_br %2, ^bb2, ^bb3
^bb2:
  %c1_i32 = arith.constant 1 : i32
  %3 = arith.addi %1, %c1_i32 : i32
  %4 = arith.addi %0, %c100 : i8
  cf.br ^bb1(%4, %3 : i8, i32)
^bb3:
  return %1 : i32
}
// the loop runs only when %c holds: not entered on every path, so not by induction
func.func @under_branch(%m: memref<100xi32>, %x: i32, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  cf.cond_br %c, ^pre, ^done
^pre:
  cf.br ^h(%c0 : index)
^h(%i: index):
  %k = arith.cmpi slt, %i, %n : index
  cf.cond_br %k, ^b, ^done
^b:
  memref.store %x, %m[%i] : memref<100xi32>
  %j = arith.addi %i, %c1 : index
  cf.br ^h(%j : index)
^done:
  return
}
