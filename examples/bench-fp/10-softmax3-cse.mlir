// cse: an unfused 3-way softmax recomputes the max and the sum of exponentials for every output; the target shares them; correct.
//--- src.mlir
func.func @f(%a: f32, %b: f32, %c: f32) -> (f32, f32, f32) {
  %m0 = arith.maximumf %a, %b : f32
  %m = arith.maximumf %m0, %c : f32
  %da = arith.subf %a, %m : f32
  %db = arith.subf %b, %m : f32
  %dc = arith.subf %c, %m : f32
  %ea = math.exp %da : f32
  %eb = math.exp %db : f32
  %ec = math.exp %dc : f32
  %s0 = arith.addf %ea, %eb : f32
  %s = arith.addf %s0, %ec : f32
  %oa = arith.divf %ea, %s : f32
  %n0 = arith.maximumf %a, %b : f32
  %n = arith.maximumf %n0, %c : f32
  %fa = arith.subf %a, %n : f32
  %fb = arith.subf %b, %n : f32
  %fc = arith.subf %c, %n : f32
  %ga = math.exp %fa : f32
  %gb = math.exp %fb : f32
  %gc = math.exp %fc : f32
  %t0 = arith.addf %ga, %gb : f32
  %t = arith.addf %t0, %gc : f32
  %ob = arith.divf %gb, %t : f32
  %oc = arith.divf %gc, %t : f32
  return %oa, %ob, %oc : f32, f32, f32
}
//--- tgt.mlir
func.func @f(%a: f32, %b: f32, %c: f32) -> (f32, f32, f32) {
  %m0 = arith.maximumf %a, %b : f32
  %m = arith.maximumf %m0, %c : f32
  %da = arith.subf %a, %m : f32
  %db = arith.subf %b, %m : f32
  %dc = arith.subf %c, %m : f32
  %ea = math.exp %da : f32
  %eb = math.exp %db : f32
  %ec = math.exp %dc : f32
  %s0 = arith.addf %ea, %eb : f32
  %s = arith.addf %s0, %ec : f32
  %oa = arith.divf %ea, %s : f32
  %ob = arith.divf %eb, %s : f32
  %oc = arith.divf %ec, %s : f32
  return %oa, %ob, %oc : f32, f32, f32
}
