// Up to 191 local allocations per function (block ids are 8 bits, 64 of them for arguments and globals): an allocation inside a loop of 100 iterations, hoisted out of the loop by the target (buffer-hoisting's rewrite), is proven; with 200 iterations (--max-unroll=256) the source has more allocations than the model holds (unsupported, named).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 --max-unroll=256 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @hoisted_100: proven
// CHECK-LABEL: @hoisted_200: unsupported (more than 191 allocations)

//--- src.mlir
func.func @hoisted_100(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %x) -> i32 {
    %a = memref.alloc() : memref<1xi32>
    memref.store %s, %a[%c0] : memref<1xi32>
    %v = memref.load %a[%c0] : memref<1xi32>
    %w = arith.addi %v, %x : i32
    memref.dealloc %a : memref<1xi32>
    scf.yield %w : i32
  }
  return %r : i32
}
func.func @hoisted_200(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 200 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %x) -> i32 {
    %a = memref.alloc() : memref<1xi32>
    memref.store %s, %a[%c0] : memref<1xi32>
    %v = memref.load %a[%c0] : memref<1xi32>
    %w = arith.addi %v, %x : i32
    memref.dealloc %a : memref<1xi32>
    scf.yield %w : i32
  }
  return %r : i32
}

//--- tgt.mlir
func.func @hoisted_100(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  %a = memref.alloc() : memref<1xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %x) -> i32 {
    memref.store %s, %a[%c0] : memref<1xi32>
    %v = memref.load %a[%c0] : memref<1xi32>
    %w = arith.addi %v, %x : i32
    scf.yield %w : i32
  }
  memref.dealloc %a : memref<1xi32>
  return %r : i32
}
func.func @hoisted_200(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 200 : index
  %a = memref.alloc() : memref<1xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %x) -> i32 {
    memref.store %s, %a[%c0] : memref<1xi32>
    %v = memref.load %a[%c0] : memref<1xi32>
    %w = arith.addi %v, %x : i32
    scf.yield %w : i32
  }
  memref.dealloc %a : memref<1xi32>
  return %r : i32
}
