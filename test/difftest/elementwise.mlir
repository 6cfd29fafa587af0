// Templates of the differential self-test (tools/difftest-templates.c): arith and math ops
// on tensors and vectors, which the interpreter runs element by element (run_elementwise)
// and the encoder encodes as lambdas (tval_elementwise). Small static shapes only.

func.func @select_shaped(%c: tensor<3xi1>, %a: tensor<3xi8>, %b: tensor<3xi8>) -> tensor<3xi8> {
  %r = arith.select %c, %a, %b : tensor<3xi1>, tensor<3xi8>
  return %r : tensor<3xi8>
}

func.func @select_whole(%c: i1, %a: vector<2xf16>, %b: vector<2xf16>) -> vector<2xf16> {
  %r = arith.select %c, %a, %b : vector<2xf16>
  return %r : vector<2xf16>
}

func.func @int_chain(%a: tensor<2xi16>, %b: tensor<2xi16>) -> (tensor<2xi16>, tensor<2xi1>) {
  %s = arith.addi %a, %b overflow<nsw> : tensor<2xi16>
  %d = arith.divsi %s, %b : tensor<2xi16>
  %c = arith.cmpi slt, %d, %a : tensor<2xi16>
  return %d, %c : tensor<2xi16>, tensor<2xi1>
}

func.func @float_chain(%a: tensor<2xf16>, %b: tensor<2xf16>) -> (tensor<2xf16>, tensor<2xi32>) {
  %m = arith.maximumf %a, %b : tensor<2xf16>
  %n = math.absf %m : tensor<2xf16>
  %i = arith.fptosi %n : tensor<2xf16> to tensor<2xi32>
  return %n, %i : tensor<2xf16>, tensor<2xi32>
}

func.func @sparse_const(%x: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %k = arith.constant sparse<[[0, 1]], [7]> : tensor<2x2xi8>
  %r = arith.muli %x, %k : tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
