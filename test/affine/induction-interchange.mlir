// Loop interchange by induction (encoder/induct.c, docs/design.md 13): a perfect 2-level
// nest whose target runs its loops the other way round (for j { for i } against
// for i { for j }, the inner bounds not using the outer loop's variable) is proven by
// encoding the target's nest in the source's order. That order stands for the target's
// only when no two iterations the two orders run the other way round conflict: points
// (j1, i1), (j2, i2) with j1 < j2 and i2 < i1, one writing an element the other accesses
// (an obligation, swap_race). A dependence whose direction the interchange keeps (@diag:
// a[i][j] from a[i-1][j-1]) is fine; one it reverses (@carried: a[i][j] from
// a[i-1][j+1]) is not, found incorrect by unrolling when small and never proven when big.
// mlir-opt 22 has no interchange pass: the pairs are written by hand.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 --max-unroll=100 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @swap: proven (loops by induction: affine.for at {{.*}}src.mlir:{{[0-9]+}}:3 (interchanged))
// CHECK-LABEL: @diag: proven (loops by induction: affine.for at {{.*}} (interchanged))
// CHECK-LABEL: @transpose: proven [abstract] (loops by induction: scf.for at {{.*}} (interchanged))
// CHECK-LABEL: @same_order: proven (loops by induction: affine.for at {{.*}}, affine.for at
// CHECK-LABEL: @carried: incorrect
// CHECK-LABEL: @carried_big: inconclusive
// CHECK-LABEL: @bounds_swapped: incorrect
// CHECK-LABEL: @inner_swap: proven (loops by induction: affine.for at {{.*}}, affine.for at {{.*}} (interchanged))
// CHECK-LABEL: @outer_swap: proven (loops by induction: affine.for at {{.*}} (interchanged), affine.for at
// CHECK-LABEL: @outer_swap_bad: inconclusive

//--- src.mlir
func.func @swap(%a: memref<1000x1000xi32>) {
  affine.for %i = 0 to 1000 {
    affine.for %j = 0 to 1000 {
      %v = affine.load %a[%i, %j] : memref<1000x1000xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<1000x1000xi32>
    }
  }
  return
}
func.func @diag(%a: memref<1000x1000xi32>) {
  affine.for %i = 1 to 1000 {
    affine.for %j = 1 to 900 {
      %v = affine.load %a[%i - 1, %j - 1] : memref<1000x1000xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<1000x1000xi32>
    }
  }
  return
}
// two element types: the memrefs cannot overlap (two arguments of one type may, and then
// the transposed accesses could conflict)
func.func @transpose(%a: memref<500x600xf32>, %b: memref<600x500xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 600 : index
  %m = arith.constant 500 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %v = memref.load %a[%j, %i] : memref<500x600xf32>
      %x = arith.bitcast %v : f32 to i32
      memref.store %x, %b[%i, %j] : memref<600x500xi32>
    }
  }
  return
}
// a square nest kept in its order: paired loop with loop, not interchanged
func.func @same_order(%a: memref<1000x1000xi32>) {
  affine.for %i = 0 to 1000 {
    affine.for %j = 0 to 1000 {
      %v = affine.load %a[%j, %i] : memref<1000x1000xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%j, %i] : memref<1000x1000xi32>
    }
  }
  return
}
func.func @carried(%a: memref<8x8xi32>) {
  affine.for %i = 1 to 8 {
    affine.for %j = 0 to 7 {
      %v = affine.load %a[%i - 1, %j + 1] : memref<8x8xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<8x8xi32>
    }
  }
  return
}
func.func @carried_big(%a: memref<1000x1000xi32>) {
  affine.for %i = 1 to 1000 {
    affine.for %j = 0 to 999 {
      %v = affine.load %a[%i - 1, %j + 1] : memref<1000x1000xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<1000x1000xi32>
    }
  }
  return
}
// the target's loops keep their variables but swap their bounds
func.func @bounds_swapped(%a: memref<6x6xi32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 6 {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %a[%i, %j] : memref<6x6xi32>
    }
  }
  return
}

// nests of three loops: the inner two swapped inside an outer loop, the outer two swapped
// around an inner loop (paired again inside), and that with a (1, -1, 0) dependence
func.func @inner_swap(%a: memref<50x60x70xi32>) {
  affine.for %k = 0 to 50 {
    affine.for %i = 0 to 60 {
      affine.for %j = 0 to 70 {
        %v = affine.load %a[%k, %i, %j] : memref<50x60x70xi32>
        %c1 = arith.constant 1 : i32
        %w = arith.addi %v, %c1 : i32
        affine.store %w, %a[%k, %i, %j] : memref<50x60x70xi32>
      }
    }
  }
  return
}
func.func @outer_swap(%a: memref<50x60x70xi32>) {
  affine.for %i = 0 to 50 {
    affine.for %j = 0 to 60 {
      affine.for %k = 0 to 70 {
        %v = affine.load %a[%i, %j, %k] : memref<50x60x70xi32>
        %c1 = arith.constant 1 : i32
        %w = arith.addi %v, %c1 : i32
        affine.store %w, %a[%i, %j, %k] : memref<50x60x70xi32>
      }
    }
  }
  return
}
func.func @outer_swap_bad(%a: memref<50x60x70xi32>) {
  affine.for %i = 1 to 50 {
    affine.for %j = 0 to 59 {
      affine.for %k = 0 to 70 {
        %v = affine.load %a[%i - 1, %j + 1, %k] : memref<50x60x70xi32>
        %c1 = arith.constant 1 : i32
        %w = arith.addi %v, %c1 : i32
        affine.store %w, %a[%i, %j, %k] : memref<50x60x70xi32>
      }
    }
  }
  return
}

//--- tgt.mlir
func.func @swap(%a: memref<1000x1000xi32>) {
  affine.for %j = 0 to 1000 {
    affine.for %i = 0 to 1000 {
      %v = affine.load %a[%i, %j] : memref<1000x1000xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<1000x1000xi32>
    }
  }
  return
}
func.func @diag(%a: memref<1000x1000xi32>) {
  affine.for %j = 1 to 900 {
    affine.for %i = 1 to 1000 {
      %v = affine.load %a[%i - 1, %j - 1] : memref<1000x1000xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<1000x1000xi32>
    }
  }
  return
}
func.func @transpose(%a: memref<500x600xf32>, %b: memref<600x500xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 600 : index
  %m = arith.constant 500 : index
  scf.for %j = %c0 to %m step %c1 {
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %a[%j, %i] : memref<500x600xf32>
      %x = arith.bitcast %v : f32 to i32
      memref.store %x, %b[%i, %j] : memref<600x500xi32>
    }
  }
  return
}
func.func @same_order(%a: memref<1000x1000xi32>) {
  affine.for %i = 0 to 1000 {
    affine.for %j = 0 to 1000 {
      %v = affine.load %a[%j, %i] : memref<1000x1000xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%j, %i] : memref<1000x1000xi32>
    }
  }
  return
}
func.func @carried(%a: memref<8x8xi32>) {
  affine.for %j = 0 to 7 {
    affine.for %i = 1 to 8 {
      %v = affine.load %a[%i - 1, %j + 1] : memref<8x8xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<8x8xi32>
    }
  }
  return
}
func.func @carried_big(%a: memref<1000x1000xi32>) {
  affine.for %j = 0 to 999 {
    affine.for %i = 1 to 1000 {
      %v = affine.load %a[%i - 1, %j + 1] : memref<1000x1000xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<1000x1000xi32>
    }
  }
  return
}
func.func @bounds_swapped(%a: memref<6x6xi32>) {
  affine.for %j = 0 to 3 {
    affine.for %i = 0 to 6 {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %a[%i, %j] : memref<6x6xi32>
    }
  }
  return
}
func.func @inner_swap(%a: memref<50x60x70xi32>) {
  affine.for %k = 0 to 50 {
    affine.for %j = 0 to 70 {
      affine.for %i = 0 to 60 {
        %v = affine.load %a[%k, %i, %j] : memref<50x60x70xi32>
        %c1 = arith.constant 1 : i32
        %w = arith.addi %v, %c1 : i32
        affine.store %w, %a[%k, %i, %j] : memref<50x60x70xi32>
      }
    }
  }
  return
}
func.func @outer_swap(%a: memref<50x60x70xi32>) {
  affine.for %j = 0 to 60 {
    affine.for %i = 0 to 50 {
      affine.for %k = 0 to 70 {
        %v = affine.load %a[%i, %j, %k] : memref<50x60x70xi32>
        %c1 = arith.constant 1 : i32
        %w = arith.addi %v, %c1 : i32
        affine.store %w, %a[%i, %j, %k] : memref<50x60x70xi32>
      }
    }
  }
  return
}
func.func @outer_swap_bad(%a: memref<50x60x70xi32>) {
  affine.for %j = 0 to 59 {
    affine.for %i = 1 to 50 {
      affine.for %k = 0 to 70 {
        %v = affine.load %a[%i - 1, %j + 1, %k] : memref<50x60x70xi32>
        %c1 = arith.constant 1 : i32
        %w = arith.addi %v, %c1 : i32
        affine.store %w, %a[%i, %j, %k] : memref<50x60x70xi32>
      }
    }
  }
  return
}
