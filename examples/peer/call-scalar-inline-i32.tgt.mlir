// target of call-scalar-inline-i32: mlir-opt --pass-pipeline='builtin.module(inline,canonicalize)'
module {
  func.func @f(%arg0: i32) -> i32 {
    %c-8_i32 = arith.constant -8 : i32
    %c7_i32 = arith.constant 7 : i32
    %0 = arith.maxsi %arg0, %c-8_i32 : i32
    %1 = arith.minsi %0, %c7_i32 : i32
    %2 = arith.muli %1, %1 : i32
    return %2 : i32
  }
}

