// A miscompiling pass (the plugin's test mutation addi-to-subi stands for one): incorrect
// on both functions; the suite's own CHECK lines still pass, only tv notices.
// RUN: mlir-opt -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %s | FileCheck %s

// CHECK-LABEL: func.func @sum
// CHECK-NEXT: arith.subi
func.func @sum(%x: i32, %y: i32) -> i32 {
  %s = arith.addi %x, %y : i32
  return %s : i32
}

// A name the HTML page and the JSON summary must escape.
// CHECK-LABEL: func.func @"odd<&'\22name"
func.func @"odd<&'\"name"(%x: i8, %y: i8) -> i8 {
  %s = arith.addi %x, %y : i8
  return %s : i8
}
