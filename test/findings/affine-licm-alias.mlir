// MLIR 22 finding (docs/findings.md): affine-loop-invariant-code-motion hoists a load out of a
// loop that stores to another memref value, taking distinct memref SSA values for distinct
// buffers. Memref arguments may alias (docs/semantics.md 12): with %b the same buffer as %a,
// the source doubles a[0] on every iteration (8 times over 3), the target once. The same with
// affine.vector_load (MLIR's own tests use distinct local allocations, where it is proven:
// test/affine/vector-memory.mlir).
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --affine-loop-invariant-code-motion %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'affine-loop-invariant-code-motion' is incorrect on @invariant_alias: memory of %a differs at element 0 of its buffer ({{.*}}) (%b starts at %a + 0)
// CHECK: note: executed: source returns nothing and leaves %a = [[[S:-?[0-9]+]], {{.*}}; target returns nothing and leaves %a = [{{-?[0-9]+}},
// CHECK: warning: tv: pass 'affine-loop-invariant-code-motion' is incorrect on @invariant_alias_vector{{( \[ieee\])?}}: memory of %{{[abc]}} differs
// CHECK: tv: 2 pass runs, 2 checks: 0 proven, 2 incorrect
func.func @invariant_alias(%a: memref<4xi32>, %b: memref<4xi32>) {
  affine.for %i = 0 to 3 {
    %v = affine.load %a[0] : memref<4xi32>
    %w = arith.addi %v, %v : i32
    affine.store %w, %b[0] : memref<4xi32>
  }
  return
}
func.func @invariant_alias_vector(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
  affine.for %i = 0 to 10 {
    %v0 = affine.vector_load %a[0] : memref<4xf32>, vector<4xf32>
    %v1 = affine.vector_load %b[0] : memref<4xf32>, vector<4xf32>
    %v2 = arith.addf %v0, %v1 : vector<4xf32>
    affine.vector_store %v2, %c[0] : memref<4xf32>, vector<4xf32>
  }
  return
}
