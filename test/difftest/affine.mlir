// Templates of the differential self-test (tools/difftest-templates.c) for the affine ops
// (affine.load/store on buffers made inside). Each public function is run by the
// interpreter on edge-case, random and poison arguments, and the encoder must agree on
// every result. Trip counts are bounded (min maps) so that the encoder unrolls them.

// Semi-affine maps: floordiv, ceildiv and mod by a symbol (not positive or poison: UB), and
// an affine combination (a sum or product beyond signed 64 bits: UB).
func.func @apply(%x: index, %s: index) -> (index, index, index, index) {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)> (%x)[%s]
  %b = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)> (%x)[%s]
  %c = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)> (%x)[%s]
  %d = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 * -5 + 7)> (%x)[%s]
  return %a, %b, %c, %d : index, index, index, index
}

// Constant divisors: a poison dividend only makes the result poison.
func.func @apply_const(%x: index, %y: index) -> (index, index, index) {
  %a = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 4)> (%x, %y)
  %b = affine.apply affine_map<(d0, d1) -> (d0 ceildiv 3 - d1 mod 5)> (%x, %y)
  %c = affine.apply affine_map<(d0, d1) -> ((d0 * 2) mod 7 + d1 floordiv 2)> (%x, %y)
  return %a, %b, %c : index, index, index
}

// Signed min and max over several results.
func.func @minmax(%x: index, %y: index, %z: index) -> (index, index, index) {
  %a = affine.min affine_map<(d0, d1)[s0] -> (d0, d1 + 2, s0 - 1, 10)> (%x, %y)[%z]
  %b = affine.max affine_map<(d0, d1)[s0] -> (d0, d1 * 2, -10, s0)> (%x, %y)[%z]
  %c = affine.min affine_map<(d0) -> (d0 floordiv 2)> (%x)
  return %a, %b, %c : index, index, index
}

// affine.for with max/min bound maps and iter_args; a poison bound is UB.
func.func @for(%l: index, %u: index, %x: i32) -> (i32, i8) {
  %c0 = arith.constant 0 : i8
  %r:2 = affine.for %i = max affine_map<(d0) -> (d0, 0)> (%l) to min affine_map<(d0)[s0] -> (d0, s0 + 2, 5)> (%u)[%l]
      step 2 iter_args(%acc = %x, %k = %c0) -> (i32, i8) {
    %c = arith.index_cast %i : index to i32
    %s = arith.muli %acc, %c : i32
    %t = arith.addi %s, %x : i32
    %one = arith.constant 1 : i8
    %k1 = arith.addi %k, %one : i8
    affine.yield %t, %k1 : i32, i8
  }
  return %r#0, %r#1 : i32, i8
}

// affine.for without results around an affine.if without else (UB in the body: division
// by %d where the condition i >= n holds).
func.func @for_if(%d: i16, %n: index) -> i16 {
  affine.for %i = 0 to 4 {
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)> (%i)[%n] {
      %k = arith.index_cast %i : index to i16
      %q = arith.divui %k, %d : i16
    }
  }
  return %d : i16
}

// affine.if with results: equality and inequality constraints, a poison operand is UB.
func.func @if(%i: index, %n: index, %x: f32, %y: f32) -> f32 {
  %r = affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0)> (%i)[%n] -> f32 {
    affine.yield %x : f32
  } else {
    %s = arith.subf %x, %y : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// affine.parallel with integer reductions (those MLIR's verifier accepts: addi, muli,
// andi, ori) over a 2-d space with grouped bounds; a poison yielded value sticks.
func.func @parallel(%n: index, %m: index, %x: i32, %y: i8) -> (i32, i32, i8, i64) {
  %r:4 = affine.parallel (%i, %j) = (0, max(0, %m - 3)) to (min(%n, 3), min(%m, 2)) reduce ("addi", "muli", "andi", "ori") -> (i32, i32, i8, i64) {
    %a = arith.index_cast %i : index to i32
    %b = arith.index_cast %j : index to i32
    %s = arith.subi %a, %b : i32
    %t = arith.addi %s, %x : i32
    %c = arith.trunci %t : i32 to i8
    %d = arith.xori %c, %y : i8
    %e = arith.extsi %t : i32 to i64
    affine.yield %s, %t, %d, %e : i32, i32, i8, i64
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i8, i64
}

// A poison upper bound (the first scalar argument is poison in one input set).
func.func @parallel_poison_bound(%u: index, %x: i32) -> i32 {
  %r = affine.parallel (%i) = (0) to (min(%u, 4)) reduce ("addi") -> i32 {
    affine.yield %x : i32
  }
  return %r : i32
}

// affine.load and affine.store on a buffer made from a tensor: the map's results are the
// indices (out of bounds is UB, and so is a poison map operand or a zero divisor).
func.func @load_store(%t: tensor<3x4xi32>, %x: i32, %i: index, %j: index, %s: index) -> (i32, i32, tensor<3x4xi32>) {
  %m = bufferization.to_buffer %t : tensor<3x4xi32> to memref<3x4xi32>
  affine.store %x, %m[2 - %i, %j + 1] : memref<3x4xi32>
  %a = affine.load %m[%i, %j] : memref<3x4xi32>
  %b = affine.load %m[2, %j floordiv 2] : memref<3x4xi32>
  %c = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)> (%i)[%s]
  affine.store %a, %m[%c, symbol(%s) - 1] : memref<3x4xi32>
  %r = bufferization.to_tensor %m : memref<3x4xi32> to tensor<3x4xi32>
  return %a, %b, %r : i32, i32, tensor<3x4xi32>
}

// affine.store in an affine.for into a fresh buffer (an element no iteration writes stays
// uninitialized), then affine.load of what was written.
func.func @for_store(%x: f16, %n: index, %k: index) -> (f16, tensor<4xf16>) {
  %m = memref.alloc() : memref<4xf16>
  %c0 = arith.constant 0 : index
  affine.store %x, %m[%c0] : memref<4xf16>
  affine.for %i = 1 to min affine_map<(d0) -> (d0 + 2, 4)> (%n) {
    %v = affine.load %m[%i - 1] : memref<4xf16>
    %w = arith.addf %v, %x : f16
    affine.store %w, %m[%i] : memref<4xf16>
  }
  %e = affine.load %m[%k mod 2] : memref<4xf16>
  %r = bufferization.to_tensor %m : memref<4xf16> to tensor<4xf16>
  return %e, %r : f16, tensor<4xf16>
}

// delinearize_index with and without an outer bound, a dynamic basis element, and
// linearize_index with and without disjoint
func.func @delinearize(%x: index, %n: i8) -> (index, index, index, index, index) {
  %c1 = arith.constant 1 : i8
  %m = arith.maxsi %n, %c1 : i8
  %d = arith.index_cast %m : i8 to index
  %a:3 = affine.delinearize_index %x into (3, %d) : index, index, index
  %b:2 = affine.delinearize_index %x into (4, 7) : index, index
  return %a#0, %a#1, %a#2, %b#0, %b#1 : index, index, index, index, index
}

func.func @linearize(%a: i8, %b: i8, %c: index) -> (index, index) {
  %i = arith.index_cast %a : i8 to index
  %j = arith.index_cast %b : i8 to index
  %l = affine.linearize_index [%i, %j, %c] by (2, 3, 5) : index
  %d = affine.linearize_index disjoint [%i, %j] by (7) : index
  return %l, %d : index, index
}

// affine.vector_load / affine.vector_store: vector.load / vector.store at the map's results
// (out of bounds UB) on a buffer made from a tensor.
func.func @vector_load_store(%t: tensor<3x4xi16>, %v: vector<2xi16>, %i: index, %j: index) -> (vector<3xi16>, tensor<3x4xi16>) {
  %m = bufferization.to_buffer %t : tensor<3x4xi16> to memref<3x4xi16>
  %a = affine.vector_load %m[%i, %j floordiv 2] : memref<3x4xi16>, vector<3xi16>
  affine.vector_store %v, %m[%j mod 3, %i + 1] : memref<3x4xi16>, vector<2xi16>
  %r = bufferization.to_tensor %m : memref<3x4xi16> to tensor<3x4xi16>
  return %a, %r : vector<3xi16>, tensor<3x4xi16>
}
