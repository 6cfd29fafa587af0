// linalg ops on memrefs lowered to loop nests: convert-linalg-to-loops (scf.for) and
// convert-linalg-to-affine-loops (affine.for) through the plugin are proven on fills,
// copies, elementwise generics (one reading its output), transposes, broadcasts, integer
// and float matmuls, a float row sum, a convolution and a max pool (reductions unrolled; arguments split by how they
// overlap: design.md 12.1). Wrong loop nests written by
// hand are caught by tv-check: a bound off by one, swapped indices, a reduction that skips
// its first step; and a loop that copies between arguments is not refined by linalg.copy,
// which is undefined when its buffers overlap (semantics.md 12).
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --convert-linalg-to-loops %t/in.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=SCF --implicit-check-not=remark:
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --convert-linalg-to-affine-loops %t/in.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=AFF --implicit-check-not=remark:
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=WRONG

// SCF: tv: 1 pass runs, 12 checks: 12 proven, 0 incorrect
// AFF: tv: 1 pass runs, 12 checks: 12 proven, 0 incorrect

// WRONG-LABEL: @bound_off_by_one: incorrect
// WRONG-NEXT: why: memory of %m differs at element 3 of its buffer
// WRONG-LABEL: @transpose_swapped: incorrect
// WRONG-NEXT: why: memory of %o differs at element {{[12]}} of its buffer
// WRONG-LABEL: @matmul_skips_k0: incorrect
// WRONG-NEXT: why: memory of %c differs
// WRONG-LABEL: @loop_to_copy: incorrect
// WRONG-NEXT: why: target has undefined behaviour where the source has none

//--- in.mlir
func.func @fill(%m: memref<4xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
  return
}
func.func @copy(%a: memref<2x3xi32>, %o: memref<2x3xi32>) {
  linalg.copy ins(%a : memref<2x3xi32>) outs(%o : memref<2x3xi32>)
  return
}
func.func @add(%a: memref<4xf32>, %b: memref<4xf32>, %o: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
func.func @add_scalar(%a: memref<4xf32>, %b: f32, %o: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : memref<4xf32>, f32) outs(%o : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
func.func @accumulate(%a: memref<8xi32>, %b: memref<8xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b : memref<8xi32>) outs(%a : memref<8xi32>) {
  ^bb0(%x: i32, %z: i32):
    %s = arith.muli %x, %z : i32
    linalg.yield %s : i32
  }
  return
}
func.func @transpose(%a: memref<2x3xf32>, %o: memref<3x2xf32>) {
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%o : memref<3x2xf32>) permutation = [1, 0]
  return
}
func.func @broadcast(%a: memref<4xf32>, %o: memref<3x4xf32>) {
  linalg.broadcast ins(%a : memref<4xf32>) outs(%o : memref<3x4xf32>) dimensions = [0]
  return
}
func.func @matmul(%a: memref<2x3xi32>, %b: memref<3x4xi32>, %c: memref<2x4xi32>) {
  linalg.matmul ins(%a, %b : memref<2x3xi32>, memref<3x4xi32>) outs(%c : memref<2x4xi32>)
  return
}
func.func @rowsum(%a: memref<2x4xf32>, %o: memref<2xf32>) {
  linalg.reduce ins(%a : memref<2x4xf32>) outs(%o : memref<2xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}
func.func @maxpool(%i: memref<1x3x3x1xf32>, %k: memref<2x2xf32>, %o: memref<1x2x2x1xf32>) {
  linalg.pooling_nhwc_max ins(%i, %k : memref<1x3x3x1xf32>, memref<2x2xf32>) outs(%o : memref<1x2x2x1xf32>)
  return
}
func.func @matmul_f32(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}
func.func @conv(%i: memref<1x4x4x1xf32>, %k: memref<2x2x1x1xf32>, %o: memref<1x3x3x1xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%i, %k : memref<1x4x4x1xf32>, memref<2x2x1x1xf32>) outs(%o : memref<1x3x3x1xf32>)
  return
}

//--- src.mlir
func.func @bound_off_by_one(%m: memref<4xi32>, %v: i32) {
  linalg.fill ins(%v : i32) outs(%m : memref<4xi32>)
  return
}
func.func @transpose_swapped(%a: memref<2x2xi32>, %o: memref<2x2xi32>) {
  linalg.transpose ins(%a : memref<2x2xi32>) outs(%o : memref<2x2xi32>) permutation = [1, 0]
  return
}
func.func @matmul_skips_k0(%a: memref<2x2xi32>, %b: memref<2x2xi32>, %c: memref<2x2xi32>) {
  linalg.matmul ins(%a, %b : memref<2x2xi32>, memref<2x2xi32>) outs(%c : memref<2x2xi32>)
  return
}
func.func @loop_to_copy(%a: memref<4xi32>, %b: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xi32>
    memref.store %x, %b[%i] : memref<4xi32>
  }
  return
}

//--- tgt.mlir
func.func @bound_off_by_one(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %v, %m[%i] : memref<4xi32>
  }
  return
}
func.func @transpose_swapped(%a: memref<2x2xi32>, %o: memref<2x2xi32>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      %x = affine.load %a[%i, %j] : memref<2x2xi32>
      affine.store %x, %o[%i, %j] : memref<2x2xi32>
    }
  }
  return
}
func.func @matmul_skips_k0(%a: memref<2x2xi32>, %b: memref<2x2xi32>, %c: memref<2x2xi32>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      affine.for %k = 1 to 2 {
        %x = affine.load %a[%i, %k] : memref<2x2xi32>
        %y = affine.load %b[%k, %j] : memref<2x2xi32>
        %z = affine.load %c[%i, %j] : memref<2x2xi32>
        %p = arith.muli %x, %y : i32
        %s = arith.addi %z, %p : i32
        affine.store %s, %c[%i, %j] : memref<2x2xi32>
      }
    }
  }
  return
}
func.func @loop_to_copy(%a: memref<4xi32>, %b: memref<4xi32>) {
  linalg.copy ins(%a : memref<4xi32>) outs(%b : memref<4xi32>)
  return
}
