// Real MLIR vector lowerings through the plugin: canonicalize, lower-vector-multi-reduction
// (inner and outer), the extract_strided_slice lowering, the masked load/store emulation
// (scf.if around memref.load/store), from_elements to a shuffle tree, the bitcast break-down
// and convert-vector-to-scf of 2-d transfers are proven on every function they change
// (the transfer lowering compares starts as signed values: semantics.md 12, a start that is
// negative is UB); a mutation of a lowered reduction is caught.
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-verbose --pass-pipeline='builtin.module(func.func(canonicalize,lower-vector-multi-reduction,test-vector-extract-strided-slice-lowering,test-vector-emulate-masked-load-store,lower-vector-to-from-elements-to-shuffle-tree,test-vector-break-down-bitcast,convert-vector-to-scf{full-unroll=true},canonicalize,cse))' %s -o /dev/null 2>%t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: not %tv-opt --tv-verify-each --tv-timeout=120 -p 'builtin.module(func.func(lower-vector-multi-reduction,tv-test-mutate{kind=addi-to-subi}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=MUT

// CHECK: tv: 81 pass runs, [[N:[0-9]+]] checks: [[N]] proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

// MUT: error: tv: pass 'tv-test-mutate' is incorrect on @multi: result #0 differs

func.func @multi(%a: vector<2x4xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %r = vector.multi_reduction <add>, %a, %acc [1] : vector<2x4xi32> to vector<2xi32>
  return %r : vector<2xi32>
}
func.func @multi_outer(%a: vector<3x2xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <maximumf>, %a, %acc [0] : vector<3x2xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @slice(%a: vector<4x4xi16>) -> vector<2x2xi16> {
  %e = vector.extract_strided_slice %a {offsets = [1, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi16> to vector<2x2xi16>
  return %e : vector<2x2xi16>
}
func.func @masked(%m: memref<8xi32>, %i: index, %k: vector<4xi1>, %p: vector<4xi32>) -> vector<4xi32> {
  %v = vector.maskedload %m[%i], %k, %p : memref<8xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.maskedstore %m[%i], %k, %v : memref<8xi32>, vector<4xi1>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @elems(%x: f32, %y: f32, %z: f32, %w: f32) -> vector<4xf32> {
  %v = vector.from_elements %x, %y, %z, %w : vector<4xf32>
  return %v : vector<4xf32>
}
func.func @bitcast(%a: vector<4xi32>) -> vector<8xi16> {
  %b = vector.bitcast %a : vector<4xi32> to vector<8xi16>
  return %b : vector<8xi16>
}
func.func @canon(%a: vector<4xi32>, %x: i32) -> (i32, vector<4xi32>) {
  %b = vector.broadcast %x : i32 to vector<4xi32>
  %e = vector.extract %b[2] : i32 from vector<4xi32>
  %t = vector.shape_cast %a : vector<4xi32> to vector<2x2xi32>
  %u = vector.shape_cast %t : vector<2x2xi32> to vector<4xi32>
  %i = vector.insert %x, %u[1] : i32 into vector<4xi32>
  %j = vector.insert %e, %i[1] : i32 into vector<4xi32>
  return %e, %j : i32, vector<4xi32>
}
func.func @xfer2d(%m: memref<4x8xf32>, %i: index, %j: index) -> vector<2x4xf32> {
  %p = arith.constant 0.5 : f32
  %v = vector.transfer_read %m[%i, %j], %p : memref<4x8xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}
func.func @xferw(%m: memref<4x8xi32>, %v: vector<2x4xi32>, %i: index) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0] {in_bounds = [false, true]} : vector<2x4xi32>, memref<4x8xi32>
  return
}
