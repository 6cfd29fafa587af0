// vector.print is an event (semantics.md, "Observable behaviour"): the target must print
// what the source prints, in the source's order, before the source's first undefined
// behaviour, with values that refine the source's, and nothing more where the source has
// no UB. Its punctuation and string literal are part of the event. A wrong fold before a
// print is incorrect (the executed line shows what each side printed); after UB that follows
// a print, the print is still owed. tv-run prints as the runner does ("( 1, 2 )").
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-run %t/src.mlir @forms 3 | FileCheck %s --check-prefix=OUT
// RUN: not %tv-run %t/src.mlir @ub_after 5 | FileCheck %s --check-prefix=RUNUB
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(func.func(canonicalize,cse))' %t/prog.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLUGIN
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %t/prog.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MUT

// CHECK-LABEL: @fold: proven
// CHECK-LABEL: @forms: proven
// CHECK-LABEL: @ub_after: proven
// CHECK-LABEL: @loop: proven
// CHECK-LABEL: @wrong_value: incorrect
// CHECK-NEXT: why: call #1 differs: the source makes vector.print, the target vector.print with other values
// CHECK: executed: source prints 1 then returns nothing; target prints 2 then returns nothing
// CHECK-LABEL: @wrong_vector: incorrect
// CHECK: executed: source prints [{{.*}}] then returns nothing; target prints [{{.*}}] then returns nothing
// CHECK-LABEL: @dropped: incorrect
// CHECK-NEXT: why: the target does not make the source's call #2 (vector.print str "done")
// CHECK: executed: source prints {{.*}}, prints str "done" then returns nothing; target prints {{.*}} then returns nothing
// CHECK-LABEL: @extra: incorrect
// CHECK-NEXT: why: the target makes a call the source does not make (#2, vector.print)
// CHECK-LABEL: @swapped: incorrect
// CHECK: executed: source prints [[A:-?[0-9]+]], prints [[B:-?[0-9]+]] then returns nothing; target prints [[B]], prints [[A]] then returns nothing
// CHECK-LABEL: @punctuation: incorrect
// CHECK-NEXT: why: call #1 differs: the source makes vector.print, the target vector.print punctuation <comma>
// CHECK-LABEL: @string: incorrect
// CHECK-NEXT: why: call #1 differs: the source makes vector.print str "a", the target vector.print str "b"
// CHECK-LABEL: @ub_before_print: incorrect
// CHECK-NEXT: why: the target does not make the source's call #1 (vector.print)
// CHECK: executed: source prints 0 then has undefined behaviour: division by zero at {{.*}}; target has undefined behaviour: division by zero
// CHECK-LABEL: @loop_short: incorrect
// CHECK: executed: source prints 0, prints 1, prints 2 then returns nothing; target prints 0, prints 1 then returns nothing
// CHECK-LABEL: @in_forall: unsupported (vector.print where its executions are not encoded in order (a parallel loop, a region for every element))

// OUT-LABEL: 3
// OUT-NEXT: ( 3, 3 ), ( 4, 4 )
// OUT-NEXT: done
// OUT-NEXT: ( 1, 0 )
// RUNUB: 5
// RUNUB-NEXT: undefined behaviour: division by zero

// PLUGIN: tv: {{[0-9]+}} pass runs, 1 checks: 1 proven, 0 incorrect
// MUT: error: tv: pass 'tv-test-mutate' is incorrect on @main: call #1 differs
// MUT: note: executed: source prints 3, prints [9, 9, 9] punctuation <comma>, prints str "done" then returns nothing; target prints -1, prints [1, 1, 1] punctuation <comma>, prints str "done" then returns nothing

//--- src.mlir
func.func @fold(%x: i32) {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  vector.print %y : i32
  return
}
func.func @forms(%x: i32) {
  vector.print %x : i32
  %v = vector.broadcast %x : i32 to vector<2xi32>
  vector.print %v : vector<2xi32> punctuation <comma>
  %c1 = arith.constant dense<1> : vector<2xi32>
  %w = arith.addi %v, %c1 : vector<2xi32>
  vector.print %w : vector<2xi32> punctuation <newline>
  vector.print str "done"
  %b = arith.constant dense<[true, false]> : vector<2xi1>
  vector.print %b : vector<2xi1>
  return
}
// UB after a print: the print is owed, after it anything goes
func.func @ub_after(%x: i32) -> i32 {
  vector.print %x : i32
  %c0 = arith.constant 0 : i32
  %q = arith.divsi %x, %c0 : i32
  return %q : i32
}
func.func @loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    vector.print %i : index
  }
  return
}
func.func @wrong_value(%x: i32) {
  %c1 = arith.constant 1 : i32
  vector.print %c1 : i32
  return
}
func.func @wrong_vector(%x: vector<2xi32>) {
  %c1 = arith.constant dense<1> : vector<2xi32>
  %y = arith.addi %x, %c1 : vector<2xi32>
  vector.print %y : vector<2xi32>
  return
}
func.func @dropped(%x: i32) {
  vector.print %x : i32
  vector.print str "done"
  return
}
func.func @extra(%x: i32) {
  vector.print %x : i32
  return
}
func.func @swapped(%x: i32, %y: i32) {
  vector.print %x : i32
  vector.print %y : i32
  return
}
func.func @punctuation(%x: i32) {
  vector.print %x : i32
  return
}
func.func @string() {
  vector.print str "a"
  return
}
func.func @ub_before_print(%x: i32, %d: i32) -> i32 {
  vector.print %x : i32
  %q = arith.divsi %x, %d : i32
  return %q : i32
}
func.func @loop_short() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    vector.print %i : index
  }
  return
}
func.func @in_forall() {
  scf.forall (%i) in (2) {
    vector.print %i : index
  }
  return
}

//--- tgt.mlir
func.func @fold(%x: i32) {
  vector.print %x : i32
  return
}
func.func @forms(%x: i32) {
  vector.print %x : i32
  %v = vector.broadcast %x : i32 to vector<2xi32>
  vector.print %v : vector<2xi32> punctuation <comma>
  %c1 = arith.constant 1 : i32
  %x1 = arith.addi %x, %c1 : i32
  %w = vector.broadcast %x1 : i32 to vector<2xi32>
  vector.print %w : vector<2xi32>
  vector.print str "done"
  %b = arith.constant dense<[true, false]> : vector<2xi1>
  vector.print %b : vector<2xi1>
  return
}
func.func @ub_after(%x: i32) -> i32 {
  vector.print %x : i32
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  vector.print %c0 : index
  vector.print %c1 : index
  vector.print %c2 : index
  return
}
func.func @wrong_value(%x: i32) {
  %c2 = arith.constant 2 : i32
  vector.print %c2 : i32
  return
}
func.func @wrong_vector(%x: vector<2xi32>) {
  %c2 = arith.constant dense<2> : vector<2xi32>
  %y = arith.addi %x, %c2 : vector<2xi32>
  vector.print %y : vector<2xi32>
  return
}
func.func @dropped(%x: i32) {
  vector.print %x : i32
  return
}
func.func @extra(%x: i32) {
  vector.print %x : i32
  vector.print %x : i32
  return
}
func.func @swapped(%x: i32, %y: i32) {
  vector.print %y : i32
  vector.print %x : i32
  return
}
func.func @punctuation(%x: i32) {
  vector.print %x : i32 punctuation <comma>
  return
}
func.func @string() {
  vector.print str "b"
  return
}
func.func @ub_before_print(%x: i32, %d: i32) -> i32 {
  %q = arith.divsi %x, %d : i32
  vector.print %x : i32
  return %q : i32
}
func.func @loop_short() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    vector.print %i : index
  }
  return
}
func.func @in_forall() {
  scf.forall (%i) in (2) {
    vector.print %i : index
  }
  return
}

//--- prog.mlir
// a test program as compilers are tested with: canonicalize folds what it prints
func.func @main() {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %z = arith.constant 0 : i32
  %s0 = arith.addi %s, %z : i32
  vector.print %s0 : i32
  %v = vector.broadcast %s0 : i32 to vector<3xi32>
  %w = arith.muli %v, %v : vector<3xi32>
  vector.print %w : vector<3xi32> punctuation <comma>
  vector.print str "done"
  return
}
