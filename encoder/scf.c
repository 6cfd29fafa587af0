/* scf.c: the scf dialect (SCFOps.td): structured if with yielded results. */
#include "enc.h"

/* Encodes region r's single block under cond and copies what its scf.yield yields. */
static int branch(EncFn *f, MlirRegion r, Z3_ast cond, EncVal **out) {
  Z3_ast saved = f->path;
  MlirBlock b = mlirRegionGetFirstBlock(r);
  *out = NULL;
  if (mlirBlockIsNull(b)) return 0;
  f->path = smt_and(f->s, saved, cond);
  f->nyield = 0;
  f->yield = NULL;
  int rc = enc_block(f, b);
  f->path = saved;
  *out = f->yield;
  return rc;
}

/* if: runs the then region when the i1 condition is 1, else the else region; the results
 * are the yielded values of the region that ran. Branching on poison is UB. */
static int enc_if(EncFn *f, MlirOperation op) {
  EncVal c, *t, *e;
  Smt *s = f->s;
  if (enc_operand(f, op, 0, &c)) return 1;
  enc_ub(f, smt_app1(s, Z3_mk_not, c.np));
  Z3_ast cb = smt_bv_to_bool(s, c.v);
  if (branch(f, mlirOperationGetRegion(op, 0), cb, &t)) return 1;
  if (branch(f, mlirOperationGetRegion(op, 1), smt_app1(s, Z3_mk_not, cb), &e)) return 1;
  intptr_t n = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < n; i++) {
    if (!enc_width(f, mlirValueGetType(mlirOperationGetResult(op, i)), op)) return 1;
    if (!t || !e) return enc_stop(f->q, TV_ERROR, "scf.if with results but no yield");
    EncVal v = enc_val_ite(f, cb, t[i], e[i]);
    if (enc_result(f, op, (int)i, v)) return 1;
  }
  return 0;
}

/* yield: hands its operands to the enclosing op. */
static int enc_yield_op(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

static const EncOpDef scf_ops[] = {
    {"scf.if", enc_if, "then region if the condition is 1, else region; poison condition is UB"},
    {"scf.yield", enc_yield_op, "yields its operands to the enclosing op"},
};

const EncTable scf_table = {"scf", scf_ops, sizeof scf_ops / sizeof scf_ops[0]};
