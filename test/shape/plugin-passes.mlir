// Shape-dialect passes through the plugin, each proven: convert-shape-to-std (extent
// tensors into tensor/arith code), convert-shape-constraints (cstr_* into cf.assert),
// remove-shape-constraints (cstr_* into const_witness true: a failing one was UB), and
// canonicalize (constant witnesses and assuming regions folded away).
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(func.func(convert-shape-constraints))' %s 2>%t.a | FileCheck %s --check-prefix=CONSTR
// RUN: FileCheck %s --input-file=%t.a --check-prefix=A --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(func.func(remove-shape-constraints),canonicalize)' %s 2>%t.b | FileCheck %s --check-prefix=REMOVE
// RUN: FileCheck %s --input-file=%t.b --check-prefix=B --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(convert-shape-to-std,canonicalize)' %s 2>%t.c | FileCheck %s --check-prefix=STD
// RUN: FileCheck %s --input-file=%t.c --check-prefix=C --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// A: tv: 4 pass runs, 3 checks: 3 proven, 0 incorrect, 0 inconclusive, 0 unsupported
// B: tv: 5 pass runs, 6 checks: 6 proven, 0 incorrect, 0 inconclusive, 0 unsupported
// C: tv: 2 pass runs, 8 checks: 8 proven, 0 incorrect, 0 inconclusive, 0 unsupported

// CONSTR-LABEL: func.func @bcast_cstr
// CONSTR: cf.assert
// REMOVE-LABEL: func.func @bcast_cstr
// REMOVE-NOT: shape.
// REMOVE: return
// STD-LABEL: func.func @bcast
// STD-NOT: shape.
// STD: return

func.func @bcast(%a: tensor<?x4xf32>, %b: tensor<3x1xf32>) -> tensor<?xindex> {
  %0 = shape.shape_of %a : tensor<?x4xf32> -> tensor<2xindex>
  %1 = shape.shape_of %b : tensor<3x1xf32> -> tensor<2xindex>
  %2 = shape.broadcast %0, %1 : tensor<2xindex>, tensor<2xindex> -> tensor<?xindex>
  return %2 : tensor<?xindex>
}
func.func @bcast_cstr(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = shape.shape_of %a : tensor<?x4xf32> -> tensor<2xindex>
  %1 = shape.shape_of %b : tensor<?x4xf32> -> tensor<2xindex>
  %w = shape.cstr_broadcastable %0, %1 : tensor<2xindex>, tensor<2xindex>
  %r = shape.assuming %w -> (tensor<?x4xf32>) {
    %s = arith.addf %a, %a : tensor<?x4xf32>
    shape.assuming_yield %s : tensor<?x4xf32>
  }
  return %r : tensor<?x4xf32>
}
func.func @eq(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = shape.shape_of %a : tensor<?xf32> -> tensor<1xindex>
  %1 = shape.shape_of %b : tensor<?xf32> -> tensor<1xindex>
  %w = shape.cstr_eq %0, %1 : tensor<1xindex>, tensor<1xindex>
  %w2 = shape.const_witness true
  %w3 = shape.assuming_all %w, %w2
  %r = shape.assuming %w3 -> (tensor<?xf32>) {
    %s = arith.addf %a, %b : tensor<?xf32>
    shape.assuming_yield %s : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
func.func @extents(%a: tensor<?x?xf32>) -> (index, index) {
  %0 = shape.shape_of %a : tensor<?x?xf32> -> tensor<2xindex>
  %c1 = arith.constant 1 : index
  %e = shape.get_extent %0, %c1 : tensor<2xindex>, index -> index
  %n = shape.num_elements %0 : tensor<2xindex> -> index
  return %e, %n : index, index
}
