// Templates of the differential self-test (tools/difftest-templates.c) for the memref
// dialect: each public function is run by the interpreter on edge-case, random and poison
// arguments, and the encoder must agree on every result. Buffers are made inside (alloc,
// alloca, to_buffer) and read back as tensors.

memref.global "private" constant @k : memref<4xi32> = dense<[7, -1, 0, 3]>
memref.global "private" constant @kf : memref<2x2xf32> = dense<[[1.5, -0.0], [0x7FC00000, 2.0]]>

func.func @store_load(%t: tensor<4xi32>, %x: i32, %i: index, %j: index) -> (i32, tensor<4xi32>) {
  %m = bufferization.to_buffer %t : tensor<4xi32> to memref<4xi32>
  memref.store %x, %m[%i] : memref<4xi32>
  %v = memref.load %m[%j] : memref<4xi32>
  %r = bufferization.to_tensor %m : memref<4xi32> to tensor<4xi32>
  return %v, %r : i32, tensor<4xi32>
}

func.func @alloc_partial(%x: f16, %i: index, %j: index) -> (f16, tensor<3xf16>) {
  %m = memref.alloc() : memref<3xf16>
  memref.store %x, %m[%i] : memref<3xf16>
  %v = memref.load %m[%j] : memref<3xf16>
  %r = bufferization.to_tensor %m : memref<3xf16> to tensor<3xf16>
  memref.dealloc %m : memref<3xf16>
  return %v, %r : f16, tensor<3xf16>
}

func.func @alloca_2d(%x: i8, %y: i8, %i: index, %j: index) -> tensor<2x3xi8> {
  %m = memref.alloca() : memref<2x3xi8>
  %c0 = arith.constant 0 : index
  memref.store %x, %m[%i, %j] : memref<2x3xi8>
  memref.store %y, %m[%c0, %j] : memref<2x3xi8>
  %r = bufferization.to_tensor %m : memref<2x3xi8> to tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

// A dynamic size (at most 101: a random size may be too large for the interpreter to run;
// -1 gives 0, and the store is out of bounds).
func.func @alloc_dynamic(%n0: index, %x: i64) -> (index, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %nm = arith.minsi %n0, %c100 : index
  %n = arith.addi %nm, %c1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  memref.store %x, %m[%c0] : memref<?xi64>
  %v = memref.load %m[%c0] : memref<?xi64>
  %d = memref.dim %m, %c0 : memref<?xi64>
  return %d, %v : index, i64
}

func.func @use_after_free(%x: i32, %free: i1) -> i32 {
  %m = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %m[%c0] : memref<1xi32>
  scf.if %free {
    memref.dealloc %m : memref<1xi32>
  }
  %v = memref.load %m[%c0] : memref<1xi32>
  return %v : i32
}

func.func @copy(%t: tensor<2x2xbf16>, %x: bf16, %i: index) -> tensor<2x2xbf16> {
  %a = bufferization.to_buffer %t : tensor<2x2xbf16> to memref<2x2xbf16>
  %b = memref.alloc() : memref<2x2xbf16>
  memref.copy %a, %b : memref<2x2xbf16> to memref<2x2xbf16>
  memref.store %x, %b[%i, %i] : memref<2x2xbf16>
  %r = bufferization.to_tensor %b : memref<2x2xbf16> to tensor<2x2xbf16>
  return %r : tensor<2x2xbf16>
}

func.func @copy_uninit(%x: i32, %i: index) -> tensor<2xi32> {
  %a = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<2xi32>
  memref.store %x, %a[%i] : memref<2xi32>
  %b = memref.alloc() : memref<2xi32>
  memref.copy %a, %b : memref<2xi32> to memref<2xi32>
  %r = bufferization.to_tensor %b : memref<2xi32> to tensor<2xi32>
  return %r : tensor<2xi32>
}

func.func @subview(%t: tensor<4x4xi32>, %o: index, %p: index) -> (tensor<2x2xi32>, tensor<3xi32>) {
  %m = bufferization.to_buffer %t : tensor<4x4xi32> to memref<4x4xi32>
  %s = memref.subview %m[%o, 1][2, 2][1, 2] : memref<4x4xi32> to memref<2x2xi32, strided<[4, 2], offset: ?>>
  %st = bufferization.to_tensor %s : memref<2x2xi32, strided<[4, 2], offset: ?>> to tensor<2x2xi32>
  %r = memref.subview %m[%p, 0][1, 3][1, 1] : memref<4x4xi32> to memref<3xi32, strided<[1], offset: ?>>
  %rt = bufferization.to_tensor %r : memref<3xi32, strided<[1], offset: ?>> to tensor<3xi32>
  return %st, %rt : tensor<2x2xi32>, tensor<3xi32>
}

func.func @subview_store(%t: tensor<6xf64>, %x: f64, %o: index, %i: index) -> tensor<6xf64> {
  %m = bufferization.to_buffer %t : tensor<6xf64> to memref<6xf64>
  %s = memref.subview %m[%o][3][2] : memref<6xf64> to memref<3xf64, strided<[2], offset: ?>>
  memref.store %x, %s[%i] : memref<3xf64, strided<[2], offset: ?>>
  %r = bufferization.to_tensor %m : memref<6xf64> to tensor<6xf64>
  return %r : tensor<6xf64>
}

func.func @casts(%t: tensor<4xi32>, %k: index) -> (index, index, tensor<4xi32>) {
  %m = bufferization.to_buffer %t : tensor<4xi32> to memref<4xi32>
  %d = memref.cast %m : memref<4xi32> to memref<?xi32>
  %c2 = arith.constant 2 : index
  %k2 = arith.divui %k, %c2 : index
  %n = memref.dim %d, %k2 : memref<?xi32>
  %s = memref.cast %d : memref<?xi32> to memref<4xi32>
  %sp = memref.memory_space_cast %s : memref<4xi32> to memref<4xi32, 1>
  %r = bufferization.to_tensor %sp : memref<4xi32, 1> to tensor<4xi32>
  %rk = memref.rank %d : memref<?xi32>
  return %n, %rk, %r : index, index, tensor<4xi32>
}

func.func @cast_mismatch(%t: tensor<4xi32>, %n: index) -> tensor<3xi32> {
  %m = bufferization.to_buffer %t : tensor<4xi32> to memref<4xi32>
  %s = memref.subview %m[0][%n][1] : memref<4xi32> to memref<?xi32, strided<[1]>>
  %c = memref.cast %s : memref<?xi32, strided<[1]>> to memref<3xi32, strided<[1]>>
  %r = bufferization.to_tensor %c : memref<3xi32, strided<[1]>> to tensor<3xi32>
  return %r : tensor<3xi32>
}

func.func @reinterpret(%t: tensor<8xi16>, %o: index) -> tensor<2x3xi16> {
  %m = bufferization.to_buffer %t : tensor<8xi16> to memref<8xi16>
  %r = memref.reinterpret_cast %m to offset: [%o], sizes: [2, 3], strides: [1, 2] : memref<8xi16> to memref<2x3xi16, strided<[1, 2], offset: ?>>
  %rt = bufferization.to_tensor %r : memref<2x3xi16, strided<[1, 2], offset: ?>> to tensor<2x3xi16>
  return %rt : tensor<2x3xi16>
}

func.func @reshapes(%t: tensor<2x3xi32>, %x: i32, %i: index) -> (tensor<6xi32>, tensor<3x2xi32>) {
  %m = bufferization.to_buffer %t : tensor<2x3xi32> to memref<2x3xi32>
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3xi32> into memref<6xi32>
  memref.store %x, %c[%i] : memref<6xi32>
  %ct = bufferization.to_tensor %c : memref<6xi32> to tensor<6xi32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 2] : memref<6xi32> into memref<3x2xi32>
  %et = bufferization.to_tensor %e : memref<3x2xi32> to tensor<3x2xi32>
  return %ct, %et : tensor<6xi32>, tensor<3x2xi32>
}

func.func @collapse_strided(%t: tensor<4x4xi32>, %o: index) -> tensor<8xi32> {
  %m = bufferization.to_buffer %t : tensor<4x4xi32> to memref<4x4xi32>
  %s = memref.subview %m[%o, 0][2, 4][1, 1] : memref<4x4xi32> to memref<2x4xi32, strided<[4, 1], offset: ?>>
  %c = memref.collapse_shape %s [[0, 1]] : memref<2x4xi32, strided<[4, 1], offset: ?>> into memref<8xi32, strided<[1], offset: ?>>
  %r = bufferization.to_tensor %c : memref<8xi32, strided<[1], offset: ?>> to tensor<8xi32>
  return %r : tensor<8xi32>
}

func.func @expand_dynamic(%t: tensor<6xi32>, %n: index) -> (index, tensor<6xi32>) {
  %m0 = bufferization.to_buffer %t : tensor<6xi32> to memref<6xi32>
  %m = memref.cast %m0 : memref<6xi32> to memref<?xi32>
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 2] : memref<?xi32> into memref<?x2xi32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %e, %c0 : memref<?x2xi32>
  %b = memref.collapse_shape %e [[0, 1]] : memref<?x2xi32> into memref<?xi32>
  %bc = memref.cast %b : memref<?xi32> to memref<6xi32>
  %r = bufferization.to_tensor %bc : memref<6xi32> to tensor<6xi32>
  return %d, %r : index, tensor<6xi32>
}

func.func @metadata(%t: tensor<4x4xi32>, %o: index) -> (index, index, index, index, index, i32) {
  %m = bufferization.to_buffer %t : tensor<4x4xi32> to memref<4x4xi32>
  %s = memref.subview %m[%o, 1][2, 2][2, 1] : memref<4x4xi32> to memref<2x2xi32, strided<[8, 1], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<2x2xi32, strided<[8, 1], offset: ?>> -> memref<i32>, index, index, index, index, index
  %v = memref.load %base[] : memref<i32>
  return %off, %sz#0, %sz#1, %st#0, %st#1, %v : index, index, index, index, index, i32
}

func.func @globals(%i: index, %j: index) -> (i32, f32, tensor<2x2xf32>) {
  %k = memref.get_global @k : memref<4xi32>
  %v = memref.load %k[%i] : memref<4xi32>
  %kf = memref.get_global @kf : memref<2x2xf32>
  %w = memref.load %kf[%i, %j] : memref<2x2xf32>
  %t = bufferization.to_tensor %kf : memref<2x2xf32> to tensor<2x2xf32>
  return %v, %w, %t : i32, f32, tensor<2x2xf32>
}

func.func @global_write(%x: i32, %write: i1) -> i32 {
  %k = memref.get_global @k : memref<4xi32>
  %c1 = arith.constant 1 : index
  scf.if %write {
    memref.store %x, %k[%c1] : memref<4xi32>
  }
  %v = memref.load %k[%c1] : memref<4xi32>
  return %v : i32
}

func.func @transpose(%t: tensor<2x3xf32>, %x: f32, %i: index) -> tensor<2x3xf32> {
  %m = bufferization.to_buffer %t : tensor<2x3xf32> to memref<2x3xf32>
  %tr = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %c0 = arith.constant 0 : index
  memref.store %x, %tr[%i, %c0] : memref<3x2xf32, strided<[1, 3]>>
  %r = bufferization.to_tensor %m : memref<2x3xf32> to tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @view(%t: tensor<8xi8>, %s: index) -> tensor<2x2xi8> {
  %m = bufferization.to_buffer %t : tensor<8xi8> to memref<8xi8>
  %v = memref.view %m[%s][] : memref<8xi8> to memref<2x2xi8>
  %r = bufferization.to_tensor %v : memref<2x2xi8> to tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}

func.func @hints(%t: tensor<4xi32>, %i: index) -> (index, i32) {
  %m = bufferization.to_buffer %t : tensor<4xi32> to memref<4xi32>
  %a = memref.assume_alignment %m, 16 : memref<4xi32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<4xi32>
  memref.prefetch %m[%i], read, locality<3>, data : memref<4xi32>
  %v = memref.load %m[%i] : memref<4xi32>
  return %d, %v : index, i32
}

func.func @select(%c: i1, %t: tensor<2xi32>, %i: index) -> i32 {
  %a = bufferization.to_buffer %t : tensor<2xi32> to memref<2xi32>
  %b = memref.alloc() : memref<2xi32>
  %m = arith.select %c, %a, %b : memref<2xi32>
  %v = memref.load %m[%i] : memref<2xi32>
  return %v : i32
}

func.func @alloca_in_loop(%x: i32, %n0: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = arith.remui %n0, %c3 : index
  %acc = memref.alloc() : memref<1xi32>
  memref.store %x, %acc[%c0] : memref<1xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%m = %acc) -> memref<1xi32> {
    %a = memref.alloca() : memref<1xi32>
    memref.store %x, %a[%c0] : memref<1xi32>
    scf.yield %a : memref<1xi32>
  }
  %v = memref.load %r[%c0] : memref<1xi32>
  return %v : i32
}

// realloc: the first min(old, new) elements copied (an uninitialized one is UB), the rest
// uninitialized, the old buffer freed; grown and shrunk to a dynamic size, and the old
// buffer read afterwards (UB) when %k is 1; a cast to an unranked memref and back, and its rank.
func.func @realloc(%x: i32, %y: i32, %n: index, %i: index, %k: index) -> (i32, i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi32>
  memref.store %x, %m[%c0] : memref<2xi32>
  memref.store %y, %m[%c1] : memref<2xi32>
  %r = memref.realloc %m(%n) : memref<2xi32> to memref<?xi32>
  %v = memref.load %r[%i] : memref<?xi32>
  %u = memref.cast %r : memref<?xi32> to memref<*xi32>
  %rk = memref.rank %u : memref<*xi32>
  %b = memref.cast %u : memref<*xi32> to memref<?xi32>
  %w = memref.load %b[%c0] : memref<?xi32>
  %old = arith.cmpi eq, %k, %c1 : index
  %z = scf.if %old -> i32 {
    %o = memref.load %m[%c0] : memref<2xi32>
    scf.yield %o : i32
  } else {
    scf.yield %w : i32
  }
  return %v, %z, %rk : i32, i32, index
}

// view over a typed byte buffer (an i8 allocation used only by views to f32 at shifts 0 and
// 8): element 2 of the first view is element 0 of the second.
func.func @view_typed(%x: f32, %i: index, %j: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<32xi8>
  %v0 = memref.view %a[%c0][] : memref<32xi8> to memref<8xf32>
  %v1 = memref.view %a[%c8][] : memref<32xi8> to memref<6xf32>
  memref.store %x, %v0[%i] : memref<8xf32>
  %y = memref.load %v1[%j] : memref<6xf32>
  memref.dealloc %a : memref<32xi8>
  return %y : f32
}
