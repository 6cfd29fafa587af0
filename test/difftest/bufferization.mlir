// Templates of the differential self-test (tools/difftest-templates.c) for the
// bufferization dialect (to_buffer and to_tensor are used throughout memref.mlir too).

func.func @clone(%t: tensor<3xi32>, %i: index) -> (i32, tensor<3xi32>) {
  %m = bufferization.to_buffer %t : tensor<3xi32> to memref<3xi32>
  %c = bufferization.clone %m : memref<3xi32> to memref<3xi32>
  %v = memref.load %c[%i] : memref<3xi32>
  %r = bufferization.to_tensor %c : memref<3xi32> to tensor<3xi32>
  memref.dealloc %c : memref<3xi32>
  return %v, %r : i32, tensor<3xi32>
}

// writing the clone's source or the clone afterwards is UB
func.func @clone_mutate(%t: tensor<2xf32>, %x: f32, %write: i1, %which: i1) -> tensor<2xf32> {
  %m = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %x, %m[%c1] : memref<2xf32>
  %c = bufferization.clone %m : memref<2xf32> to memref<2xf32>
  %w = arith.select %which, %m, %c : memref<2xf32>
  scf.if %write {
    memref.store %x, %w[%c0] : memref<2xf32>
  }
  %r = bufferization.to_tensor %c : memref<2xf32> to tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @clone_view(%t: tensor<4xi8>, %x: i8, %i: index) -> tensor<4xi8> {
  %m = bufferization.to_buffer %t : tensor<4xi8> to memref<4xi8>
  %s = memref.subview %m[1][2][2] : memref<4xi8> to memref<2xi8, strided<[2], offset: 1>>
  %c = bufferization.clone %s : memref<2xi8, strided<[2], offset: 1>> to memref<2xi8>
  memref.store %x, %m[%i] : memref<4xi8>
  %r = bufferization.to_tensor %m : memref<4xi8> to tensor<4xi8>
  return %r : tensor<4xi8>
}

func.func @alloc_tensor(%x: i64, %i: index, %j: index) -> i64 {
  %e = bufferization.alloc_tensor() : tensor<3xi64>
  %t = tensor.insert %x into %e[%i] : tensor<3xi64>
  %v = tensor.extract %t[%j] : tensor<3xi64>
  return %v : i64
}

// the size is capped, as @splat's in tensor.mlir
func.func @alloc_tensor_dynamic(%n0: index, %t: tensor<2xi32>) -> (index, tensor<2xi32>) {
  %c9 = arith.constant 9 : index
  %n = arith.minui %n0, %c9 : index
  %e = bufferization.alloc_tensor(%n) : tensor<?xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %e, %c0 : tensor<?xi32>
  %c = bufferization.alloc_tensor() copy(%t) : tensor<2xi32>
  return %d, %c : index, tensor<2xi32>
}

func.func @materialize(%t: tensor<2x2xf16>, %u: tensor<2x2xf16>) -> (tensor<2x2xf16>, tensor<2x2xf16>) {
  %m = memref.alloc() : memref<2x2xf16>
  bufferization.materialize_in_destination %t in writable %m : (tensor<2x2xf16>, memref<2x2xf16>) -> ()
  %r = bufferization.to_tensor %m : memref<2x2xf16> to tensor<2x2xf16>
  %d = bufferization.materialize_in_destination %u in %t : (tensor<2x2xf16>, tensor<2x2xf16>) -> tensor<2x2xf16>
  return %r, %d : tensor<2x2xf16>, tensor<2x2xf16>
}

func.func @materialize_shape(%t: tensor<4xi32>, %n: index) -> tensor<?xi32> {
  %c3 = arith.constant 3 : index
  %n3 = arith.addi %n, %c3 : index
  %e = tensor.empty(%n3) : tensor<?xi32>
  %c = tensor.cast %t : tensor<4xi32> to tensor<?xi32>
  %d = bufferization.materialize_in_destination %c in %e : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %d : tensor<?xi32>
}

// memref i is freed when its condition holds, unless retained or freed before
func.func @dealloc(%c: i1, %d: i1, %x: i32, %same: i1) -> (i1, i1, i32) {
  %a = memref.alloc() : memref<2xi32>
  %b = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<2xi32>
  memref.store %x, %b[%c0] : memref<2xi32>
  %second = arith.select %same, %a, %b : memref<2xi32>
  %r:2 = bufferization.dealloc (%a, %second : memref<2xi32>, memref<2xi32>) if (%c, %d) retain (%b, %a : memref<2xi32>, memref<2xi32>)
  %v = memref.load %b[%c0] : memref<2xi32>
  return %r#0, %r#1, %v : i1, i1, i32
}

func.func @dealloc_frees(%c: i1, %d: i1, %x: i32) -> i32 {
  %a = memref.alloc() : memref<2xi32>
  %b = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %b[%c0] : memref<2xi32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<2xi32> -> memref<i32>, index, index, index
  bufferization.dealloc (%base, %b : memref<i32>, memref<2xi32>) if (%c, %d)
  %v = memref.load %b[%c0] : memref<2xi32>
  return %v : i32
}
