// memref.realloc: a fresh buffer of the new size holding the first min(old, new) elements (copied as memref.copy copies: an uninitialized one is undefined behaviour), the rest uninitialized, the old buffer freed (using it afterwards, or reallocating what no allocation returned, is undefined behaviour). Counterexamples: a target that swaps the copied elements, one that reads the undefined tail; the plugin proves MLIR's expand-realloc (with and without deallocs) on Dialect/MemRef/expand-realloc.mlir's functions.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --expand-realloc %t/passes.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PASS --implicit-check-not=remark: --implicit-check-not=warning:
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --expand-realloc=emit-deallocs=false %t/passes.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PASS --implicit-check-not=remark: --implicit-check-not=warning:

// CHECK-LABEL: @grow: proven
// CHECK-LABEL: @grow_swapped: incorrect
// CHECK-NEXT: why: result #0 differs at index [{{[01]}}]
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i32
// CHECK-NEXT: input: %y = [[Y:-?[0-9]+]] : i32
// CHECK: executed: source returns [[[X]], [[Y]], uninit, uninit] : memref<4xi32>; target returns [[[Y]], [[X]], uninit, uninit] : memref<4xi32>
// CHECK-LABEL: @read_tail: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns {{-?[0-9]+}} : i32; target has undefined behaviour: {{.*}}uninitialized
// CHECK-LABEL: @shrink: proven
// CHECK-LABEL: @use_old: proven
// CHECK-LABEL: @realloc_arg: proven

// PASS: tv: 1 pass runs, 5 checks: 5 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

//--- src.mlir
func.func @grow(%x: i32, %y: i32) -> memref<4xi32> {
  %a = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %x, %a[%c0] : memref<2xi32>
  memref.store %y, %a[%c1] : memref<2xi32>
  %r = memref.realloc %a : memref<2xi32> to memref<4xi32>
  return %r : memref<4xi32>
}
func.func @grow_swapped(%x: i32, %y: i32) -> memref<4xi32> {
  %a = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %x, %a[%c0] : memref<2xi32>
  memref.store %y, %a[%c1] : memref<2xi32>
  %r = memref.realloc %a : memref<2xi32> to memref<4xi32>
  return %r : memref<4xi32>
}
func.func @read_tail(%x: i32, %y: i32) -> i32 {
  %a = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %x, %a[%c0] : memref<2xi32>
  memref.store %y, %a[%c1] : memref<2xi32>
  %r = memref.realloc %a : memref<2xi32> to memref<4xi32>
  %v = memref.load %r[%c1] : memref<4xi32>
  return %v : i32
}
// shrinking keeps the first elements (the target: expand-realloc's reinterpret_cast)
func.func @shrink(%x: i32, %n: index) -> i32 {
  %a = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<4xi32>
  %r = memref.realloc %a : memref<4xi32> to memref<1xi32>
  %v = memref.load %r[%c0] : memref<1xi32>
  return %v : i32
}
// the old buffer is freed: reading it is undefined behaviour, anything refines it
func.func @use_old(%x: i32) -> i32 {
  %a = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<2xi32>
  %r = memref.realloc %a : memref<2xi32> to memref<4xi32>
  %v = memref.load %a[%c0] : memref<2xi32>
  return %v : i32
}
// an argument's buffer is the caller's: reallocating it is undefined behaviour
func.func @realloc_arg(%a: memref<2xi32>) -> memref<4xi32> {
  %r = memref.realloc %a : memref<2xi32> to memref<4xi32>
  return %r : memref<4xi32>
}

//--- tgt.mlir
func.func @grow(%x: i32, %y: i32) -> memref<4xi32> {
  %b = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %x, %b[%c0] : memref<4xi32>
  memref.store %y, %b[%c1] : memref<4xi32>
  return %b : memref<4xi32>
}
func.func @grow_swapped(%x: i32, %y: i32) -> memref<4xi32> {
  %b = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %y, %b[%c0] : memref<4xi32>
  memref.store %x, %b[%c1] : memref<4xi32>
  return %b : memref<4xi32>
}
func.func @read_tail(%x: i32, %y: i32) -> i32 {
  %a = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %x, %a[%c0] : memref<2xi32>
  memref.store %y, %a[%c1] : memref<2xi32>
  %r = memref.realloc %a : memref<2xi32> to memref<4xi32>
  %v = memref.load %r[%c2] : memref<4xi32>
  return %v : i32
}
func.func @shrink(%x: i32, %n: index) -> i32 {
  %a = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<4xi32>
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [1], strides: [1] : memref<4xi32> to memref<1xi32>
  %v = memref.load %r[%c0] : memref<1xi32>
  return %v : i32
}
func.func @use_old(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @realloc_arg(%a: memref<2xi32>) -> memref<4xi32> {
  %b = memref.alloc() : memref<4xi32>
  return %b : memref<4xi32>
}

//--- passes.mlir
// MLIR's Dialect/MemRef/expand-realloc.mlir, and a grown buffer with contents
func.func @dynamic_both(%init_size: index, %new_size: index) -> memref<?xf32> {
  %alloc = memref.alloc(%init_size) : memref<?xf32>
  %realloc = memref.realloc %alloc (%new_size) {alignment = 8}: memref<?xf32> to memref<?xf32>
  return %realloc : memref<?xf32>
}
func.func @static_grow() -> memref<4xf32> {
  %alloc = memref.alloc() : memref<2xf32>
  %realloc = memref.realloc %alloc {alignment = 8}: memref<2xf32> to memref<4xf32>
  return %realloc : memref<4xf32>
}
func.func @dynamic_source(%init_size: index) -> memref<4xf32> {
  %alloc = memref.alloc(%init_size) : memref<?xf32>
  %realloc = memref.realloc %alloc : memref<?xf32> to memref<4xf32>
  return %realloc : memref<4xf32>
}
func.func @dynamic_result(%new_size: index) -> memref<?xf32> {
  %alloc = memref.alloc() : memref<2xf32>
  %realloc = memref.realloc %alloc(%new_size) : memref<2xf32> to memref<?xf32>
  return %realloc : memref<?xf32>
}
func.func @contents(%x: i32, %n: index) -> memref<?xi32> {
  %a = memref.alloc() : memref<3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %x, %a[%c0] : memref<3xi32>
  memref.store %x, %a[%c1] : memref<3xi32>
  memref.store %x, %a[%c2] : memref<3xi32>
  %r = memref.realloc %a(%n) : memref<3xi32> to memref<?xi32>
  return %r : memref<?xi32>
}
