// The classifier head of examples/model/net.mlir (max pool, average pool, matmul, softmax).
// canonicalize folds the average pool's window count `sitofp(maxsi(1, 4) * maxsi(1, 4))`
// into 16.0: the abstract float encoding now maps an integer equal to a float constant to
// that constant (it timed out at 60 s). linalg-fuse-elementwise-ops fuses the division by
// 16 into the matmul and the bias add into a 4-d op that the reduce_max reads directly and
// the rest through a collapse_shape with the source's location: the cut is put on the 4-d
// value (the same array: docs/design.md 10.1), not on the collapse; and fusion's
// expand_shape of an empty init is not paired with the source's expanded reduce_max
// result. Both timed out; both are proven in about a second. (tosa-to-linalg-named and
// tosa-to-linalg are not checked: their max_pool2d and reduce_max start from -FLT_MAX,
// docs/semantics.md 11.)
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-only=canonicalize,linalg-fuse-elementwise-ops -p 'builtin.module(func.func(tosa-to-linalg-named, canonicalize, tosa-to-linalg, tosa-to-tensor, linalg-fuse-elementwise-ops))' %s 2>&1 >/dev/null | FileCheck %s
// CHECK: tv: 5 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

func.func @classifier_head(%x: tensor<1x8x8x6xf32>, %w: tensor<1x6x5xf32>) -> tensor<1x5xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bias = "tosa.const"() <{values = dense<[[[0.5, -0.5, 0.25, 0.0, 1.0]]]> : tensor<1x1x5xf32>}> : () -> tensor<1x1x5xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %mp = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}
      : (tensor<1x8x8x6xf32>) -> tensor<1x4x4x6xf32>
  %ap = tosa.avg_pool2d %mp, %zp, %zp {acc_type = f32, kernel = array<i64: 4, 4>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
      : (tensor<1x4x4x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x6xf32>
  %s3 = tosa.const_shape {values = dense<[1, 1, 6]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %flat = tosa.reshape %ap, %s3 : (tensor<1x1x1x6xf32>, !tosa.shape<3>) -> tensor<1x1x6xf32>
  %fc = tosa.matmul %flat, %w, %zp, %zp : (tensor<1x1x6xf32>, tensor<1x6x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x5xf32>
  %logits = tosa.add %fc, %bias : (tensor<1x1x5xf32>, tensor<1x1x5xf32>) -> tensor<1x1x5xf32>
  %mx = tosa.reduce_max %logits {axis = 2 : i32} : (tensor<1x1x5xf32>) -> tensor<1x1x1xf32>
  %sh = tosa.sub %logits, %mx : (tensor<1x1x5xf32>, tensor<1x1x1xf32>) -> tensor<1x1x5xf32>
  %ex = tosa.exp %sh : (tensor<1x1x5xf32>) -> tensor<1x1x5xf32>
  %sum = tosa.reduce_sum %ex {axis = 2 : i32} : (tensor<1x1x5xf32>) -> tensor<1x1x1xf32>
  %rcp = tosa.reciprocal %sum : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %sm = tosa.mul %ex, %rcp, %shift : (tensor<1x1x5xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x1x5xf32>
  %s2 = tosa.const_shape {values = dense<[1, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %y = tosa.reshape %sm, %s2 : (tensor<1x1x5xf32>, !tosa.shape<2>) -> tensor<1x5xf32>
  return %y : tensor<1x5xf32>
}
