/* ub.c: the ub dialect (UBOps.td). */
#include "enc.h"

/* poison: a value that is poison; any value refines it. */
static int enc_poison(EncFn *f, MlirOperation op) {
  unsigned w = enc_width(f, mlirValueGetType(mlirOperationGetResult(op, 0)), op);
  if (!w) return 1;
  Smt *s = f->s;
  return enc_result(f, op, 0, (EncVal){smt_fresh(s, "poison", smt_bv_sort(s, w)), smt_false(s)});
}

static const EncOpDef ub_ops[] = {
    {"ub.poison", enc_poison, "a poison value of the result type"},
};

const EncTable ub_table = {"ub", ub_ops, sizeof ub_ops / sizeof ub_ops[0]};
