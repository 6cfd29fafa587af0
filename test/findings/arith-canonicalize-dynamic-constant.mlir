// MLIR 22 finding of tv-sweep (docs/findings.md; `tv-sweep --pass=canonicalize
// --dialect=arith`, tensor<?x..> types): canonicalize folds `arith.cmpi eq(x, x)` (every
// predicate) and `arith.xori(x, x)` on a dynamically shaped tensor to
// `arith.constant dense<..> : tensor<?x..>`, a constant of dynamic shape: MLIR's verifier
// lets it pass but the printed module does not parse, and nothing ties its size to x's:
// tv gives it an unknown size, so the result's shape differs (an empty x against 64
// elements); the interpreter cannot run the target.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --canonicalize %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @cmpi_self: result #0 has another shape in the target
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @xori_self: result #0 has another shape in the target
// CHECK: tv: 1 pass runs, 2 checks: 0 proven, 2 incorrect
func.func @cmpi_self(%x: tensor<?xi32>) -> tensor<?xi1> {
  %r = arith.cmpi sge, %x, %x : tensor<?xi32>
  return %r : tensor<?xi1>
}

func.func @xori_self(%x: tensor<?xi8>) -> tensor<?xi8> {
  %r = arith.xori %x, %x : tensor<?xi8>
  return %r : tensor<?xi8>
}
