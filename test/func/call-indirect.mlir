// func.call_indirect through a func.constant is func.call of the constant's symbol (the
// body inlined when the module holds it, else the shared uninterpreted function of a
// declaration); a function value from anywhere else (an argument) is unsupported, and so
// is a func.constant used other than as a call_indirect's callee.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-run %t/src.mlir @body_indirect 5 | FileCheck %s --check-prefix=EXEC
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(canonicalize,inline,symbol-dce)' %t/src.mlir 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --check-prefix=PLUGIN --input-file=%t.err

// CHECK-LABEL: @body_indirect: proven
// CHECK-LABEL: @decl_indirect: proven
// CHECK-LABEL: @indirect_to_direct: proven
// CHECK-LABEL: @wrong_callee: incorrect
// CHECK-LABEL: @wrong_body: incorrect
// CHECK: executed: source returns [[V:-?[0-9]+]] : i32; target returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @through_argument: unsupported (argument of type (i32) -> i32)
// CHECK-LABEL: @constant_returned: unsupported (func.constant used other than as a call_indirect's callee)

// EXEC: 6 : i32

// canonicalize makes the calls through constants direct, inline inlines @inc: proven.
// IR-LABEL: func.func @body_indirect
// IR-NEXT: arith.constant 1
// IR-NEXT: arith.addi
// IR-LABEL: func.func @decl_indirect
// IR-NEXT: call @g
// PLUGIN: tv: 13 pass runs, 7 checks: 7 proven, 0 incorrect, 0 inconclusive, 0 unsupported

//--- src.mlir
func.func private @inc(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func private @g(i32) -> i32
func.func private @h(i32) -> i32

// a callee with a body: inlined; the target calls it directly
func.func @body_indirect(%x: i32) -> i32 {
  %f = func.constant @inc : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
// a declared callee: the same uninterpreted function as func.call @g
func.func @decl_indirect(%x: i32) -> i32 {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @indirect_to_direct(%x: i32) -> i32 {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  %s = func.call_indirect %f(%x) : (i32) -> i32
  %t = arith.addi %r, %s : i32
  return %t : i32
}
func.func @wrong_callee(%x: i32) -> i32 {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @wrong_body(%x: i32) -> i32 {
  %f = func.constant @inc : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @through_argument(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @constant_returned(%x: i32) -> ((i32) -> i32) {
  %f = func.constant @g : (i32) -> i32
  return %f : (i32) -> i32
}

//--- tgt.mlir
func.func private @inc(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func private @g(i32) -> i32
func.func private @h(i32) -> i32

func.func @body_indirect(%x: i32) -> i32 {
  %r = func.call @inc(%x) : (i32) -> i32
  return %r : i32
}
func.func @decl_indirect(%x: i32) -> i32 {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @indirect_to_direct(%x: i32) -> i32 {
  %r = func.call @g(%x) : (i32) -> i32
  %s = func.call @g(%x) : (i32) -> i32
  %t = arith.addi %r, %s : i32
  return %t : i32
}
func.func @wrong_callee(%x: i32) -> i32 {
  %f = func.constant @h : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @wrong_body(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.subi %x, %c1 : i32
  return %r : i32
}
func.func @through_argument(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @constant_returned(%x: i32) -> ((i32) -> i32) {
  %f = func.constant @g : (i32) -> i32
  return %f : (i32) -> i32
}
