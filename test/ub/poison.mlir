// ub.poison: any value refines poison, poison refines nothing but poison; poison propagates through arith and becomes UB only when branched on or used as a divisor.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @poison_to_value: proven
// CHECK-LABEL: @poison_to_arg: proven
// CHECK-LABEL: @poison_to_poison: proven
// CHECK-LABEL: @poison_propagates: proven
// CHECK-LABEL: @poison_through_cast_cmp: proven
// CHECK-LABEL: @poison_unused: proven
// CHECK-LABEL: @value_to_poison: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i32
// CHECK-NEXT: source: returns [[X]] : i32
// CHECK-NEXT: target: returns poison : i32
// CHECK-LABEL: @value_to_poison_i1: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns poison : i1
// CHECK-LABEL: @poison_to_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %x = {{.+}} : i8
// CHECK-NEXT: source: returns poison : i8
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @partial_poison: proven
// CHECK-LABEL: @partial_poison_wrong: incorrect
// CHECK-NEXT: why: result #1 differs
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i32
// CHECK-NEXT: source: returns poison : i32, [[X]] : i32
// CHECK-NEXT: target: returns [[X]] : i32, 1 : i32
// CHECK-LABEL: @poison_arg_identity: proven
// CHECK-LABEL: @no_results_ub_removed: proven
// CHECK-LABEL: @no_results_ub_added: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %x = {{.+}} : i32
// CHECK-NEXT: source: returns nothing
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @branch_on_poison_src: proven

//--- src.mlir
// a poison result may become any value
func.func @poison_to_value() -> i32 {
  %p = ub.poison : i32
  return %p : i32
}
// ... or an argument
func.func @poison_to_arg(%x: i32) -> i32 {
  %p = ub.poison : i32
  return %p : i32
}
// poison refines poison
func.func @poison_to_poison(%x: index) -> index {
  %p = ub.poison : index
  return %p : index
}
// poison propagates through arith: x + poison is poison
func.func @poison_propagates(%x: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.addi %x, %p : i32
  return %r : i32
}
// poison propagates through casts and compares
func.func @poison_through_cast_cmp(%x: i8) -> i1 {
  %p = ub.poison : i8
  %w = arith.extsi %p : i8 to i32
  %c0 = arith.constant 0 : i32
  %r = arith.cmpi slt, %w, %c0 : i32
  return %r : i1
}
// an unused poison is harmless: it is not UB
func.func @poison_unused(%x: i32) -> i32 {
  return %x : i32
}
// a value must not become poison
func.func @value_to_poison(%x: i32) -> i32 {
  return %x : i32
}
// an i1 value must not become poison either
func.func @value_to_poison_i1() -> i1 {
  %t = arith.constant true
  return %t : i1
}
// poison is not UB: a source returning poison is still refined only by non-UB targets
func.func @poison_to_ub(%x: i8) -> i8 {
  %p = ub.poison : i8
  return %p : i8
}
// with several results, only the poison ones may change
func.func @partial_poison(%x: i32) -> (i32, i32) {
  %p = ub.poison : i32
  return %p, %x : i32, i32
}
// ... the second result stays as it was
func.func @partial_poison_wrong(%x: i32) -> (i32, i32) {
  %p = ub.poison : i32
  return %p, %x : i32, i32
}
// a poison argument may be returned as it is
func.func @poison_arg_identity(%x: i16) -> i16 {
  return %x : i16
}
// no results: UB only in the source is fine
func.func @no_results_ub_removed(%x: i32) {
  %c0 = arith.constant 0 : i32
  %q = arith.divui %x, %c0 : i32
  return
}
// no results: UB only in the target is not
func.func @no_results_ub_added(%x: i32) {
  return
}
// a source that branches on poison is UB: anything refines it
func.func @branch_on_poison_src(%x: i32) -> i32 {
  %p = ub.poison : i1
  cf.cond_br %p, ^a, ^b
^a:
  return %x : i32
^b:
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}

//--- tgt.mlir
func.func @poison_to_value() -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @poison_to_arg(%x: i32) -> i32 {
  return %x : i32
}
func.func @poison_to_poison(%x: index) -> index {
  %p = ub.poison : index
  return %p : index
}
func.func @poison_propagates(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @poison_through_cast_cmp(%x: i8) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @poison_unused(%x: i32) -> i32 {
  %p = ub.poison : i32
  %a = arith.muli %p, %x : i32
  return %x : i32
}
func.func @value_to_poison(%x: i32) -> i32 {
  %p = ub.poison : i32
  return %p : i32
}
func.func @value_to_poison_i1() -> i1 {
  %p = ub.poison : i1
  return %p : i1
}
func.func @poison_to_ub(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.divui %x, %c0 : i8
  return %r : i8
}
func.func @partial_poison(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  return %c1, %x : i32, i32
}
func.func @partial_poison_wrong(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  return %x, %c1 : i32, i32
}
func.func @poison_arg_identity(%x: i16) -> i16 {
  return %x : i16
}
func.func @no_results_ub_removed(%x: i32) {
  return
}
func.func @no_results_ub_added(%x: i32) {
  %c0 = arith.constant 0 : i32
  %q = arith.divui %x, %c0 : i32
  return
}
func.func @branch_on_poison_src(%x: i32) -> i32 {
  %c42 = arith.constant 42 : i32
  %r = arith.divui %x, %c42 : i32
  return %r : i32
}
