// --fold-tensor-subset-ops through the plugin: folding an extract_slice into vector.transfer_read on the tensor is proven (the slice's bounds are UB in the source, the read's in_bounds in the target); the tensor-only functions it leaves alone are not re-checked.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --fold-tensor-subset-ops %s 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning:

// CHECK-NOT: remark
// CHECK: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 2 unchanged
// IR-LABEL: func.func @read
func.func @read(%t: tensor<16xf32>, %o: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[%o][8][1] : tensor<16xf32> to tensor<8xf32>
  %v = vector.transfer_read %s[%c0], %pad {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// IR-NOT: tensor.extract_slice
// IR: vector.transfer_read %arg0[%arg1]

// IR-LABEL: func.func @ins_into_ins
func.func @ins_into_ins(%t: tensor<16xi32>, %u: tensor<8xi32>, %v: tensor<2xi32>) -> tensor<16xi32> {
  %i = tensor.insert_slice %v into %u[3][2][1] : tensor<2xi32> into tensor<8xi32>
  %r = tensor.insert_slice %i into %t[4][8][1] : tensor<8xi32> into tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @pad_dyn(%t: tensor<?xi32>, %lo: index, %x: i32) -> tensor<?xi32> {
  %p = tensor.pad %t low[%lo] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<?xi32> to tensor<?xi32>
  return %p : tensor<?xi32>
}
