// target of poolm-avg-loops-wrong-init-f32: mlir-opt --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))', then by hand: the fill constant 0.0 -> 1.0
#map = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func @f(%arg0: memref<1x3x3x2xf32>, %arg1: memref<1x2x2x2xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 4.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    scf.for %arg2 = %c0 to %c1 step %c1 {
      scf.for %arg3 = %c0 to %c2 step %c1 {
        scf.for %arg4 = %c0 to %c2 step %c1 {
          scf.for %arg5 = %c0 to %c2 step %c1 {
            memref.store %cst, %arg1[%arg2, %arg3, %arg4, %arg5] : memref<1x2x2x2xf32>
          }
        }
      }
    }
    scf.for %arg2 = %c0 to %c1 step %c1 {
      scf.for %arg3 = %c0 to %c2 step %c1 {
        scf.for %arg4 = %c0 to %c2 step %c1 {
          scf.for %arg5 = %c0 to %c2 step %c1 {
            scf.for %arg6 = %c0 to %c2 step %c1 {
              scf.for %arg7 = %c0 to %c2 step %c1 {
                %0 = affine.apply #map(%arg3, %arg6)
                %1 = affine.apply #map(%arg4, %arg7)
                %2 = memref.load %arg0[%arg2, %0, %1, %arg5] : memref<1x3x3x2xf32>
                %3 = memref.load %arg1[%arg2, %arg3, %arg4, %arg5] : memref<1x2x2x2xf32>
                %4 = arith.addf %3, %2 : f32
                memref.store %4, %arg1[%arg2, %arg3, %arg4, %arg5] : memref<1x2x2x2xf32>
              }
            }
          }
        }
      }
    }
    scf.for %arg2 = %c0 to %c1 step %c1 {
      scf.for %arg3 = %c0 to %c2 step %c1 {
        scf.for %arg4 = %c0 to %c2 step %c1 {
          scf.for %arg5 = %c0 to %c2 step %c1 {
            %0 = memref.load %arg1[%arg2, %arg3, %arg4, %arg5] : memref<1x2x2x2xf32>
            %1 = arith.divf %0, %cst_0 : f32
            memref.store %1, %arg1[%arg2, %arg3, %arg4, %arg5] : memref<1x2x2x2xf32>
          }
        }
      }
    }
    return
  }
}

