// expect: correct
// kind: dealloc
// memref.dealloc of an argument moved above a load from it: correct only because the source is undefined: tv takes every dealloc of an argument as UB (the caller owns it: docs/semantics.md 12, after MLIR's OwnershipBasedBufferDeallocation.md function boundary ABI). If a callee could free a buffer its caller handed over (memref.dealloc's own text does not forbid it), this use after free would be incorrect
func.func @f(%m: memref<4xi32>, %i: index) -> i32 {
  %v = memref.load %m[%i] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %v : i32
}
