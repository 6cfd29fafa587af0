// A memref whose elements are vectors (memref-emulate-wide-int makes memref<4xvector<2xi32>>
// of memref<4xi64>) ended as "error (Z3 error: domain sort ... do not match)": a memory
// block holds scalars, and the vector was stored where a bit-vector belongs. Such memrefs
// were then unsupported; now they are the view of their lanes (semantics.md 12), and both
// functions, checked against themselves, are proven.
// RUN: %tv-check --timeout=30 %s %s | FileCheck %s
// CHECK: @load_vector: proven
// CHECK: @alloc_vector: proven
func.func @load_vector(%m: memref<4xvector<2xi32>>, %i: index) -> vector<2xi32> {
  %v = memref.load %m[%i] : memref<4xvector<2xi32>>
  return %v : vector<2xi32>
}
func.func @alloc_vector(%x: vector<2xi32>) -> vector<2xi32> {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xvector<2xi32>, 1>
  memref.store %x, %m[%c0] : memref<4xvector<2xi32>, 1>
  %v = memref.load %m[%c0] : memref<4xvector<2xi32>, 1>
  return %v : vector<2xi32>
}
