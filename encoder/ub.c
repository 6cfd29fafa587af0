/* ub.c: the ub dialect (UBOps.td). */
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "interp.h"
#include "tval.h"

/* poison: a value that is poison; any value refines it. A tensor or vector is poison in
 * every element ("partially poisoned vectors" need the value attribute, which is not
 * modelled: such ops keep their default, all poison). A fully poisoned tensor of a dynamic
 * shape has poison sizes, which sizes (plain index values) cannot be: unsupported. */
static int enc_poison(EncFn *f, MlirOperation op) {
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  int tensor = tval_is_tensor(t);
  if (tensor && !mlirShapedTypeHasStaticShape(t))
    return enc_unsupported(f, op, "of a dynamically shaped tensor (its sizes would be poison)");
  unsigned w = enc_width(f, tensor ? mlirShapedTypeGetElementType(t) : t, op);
  if (!w) return 1;
  Smt *s = f->s;
  if (!tensor) return enc_result(f, op, 0, (EncVal){smt_fresh(s, "poison", smt_bv_sort(s, w)), smt_false(s)});
  EncTensor *sh = tval_type_shape(f, t, NULL, "ub.poison");
  if (!sh) return 1;
  Z3_sort is = smt_bv_sort(s, 64);
  EncVal v = {smt_fresh(s, "poison", smt_array_sort(s, is, smt_bv_sort(s, w))),
              smt_const_array(s, is, smt_false(s)), sh, NULL};
  return enc_result(f, op, 0, v);
}

static int ev_poison(IFn *f, MlirOperation op) {
  IVal v;
  return interp_poison(f, mlirValueGetType(mlirOperationGetResult(op, 0)), NULL, &v) || interp_result(f, op, 0, v);
}

static const EncOpDef ub_ops[] = {
    {"ub.poison", enc_poison, "a poison value of the result type (tensors: every element)", ev_poison, OP_PURE_NO_UB},
};

const EncTable ub_table = {"ub", ub_ops, sizeof ub_ops / sizeof ub_ops[0]};
