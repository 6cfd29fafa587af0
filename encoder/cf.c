/* cf.c: the cf dialect (ControlFlowOps.td): branches of an acyclic CFG, and assert. */
#include "enc.h"
#include "interp.h"

/* br: jumps to its successor passing its operands as block arguments. */
static int enc_br(EncFn *f, MlirOperation op) {
  MlirBlock dest = mlirOperationGetSuccessor(op, 0);
  return enc_branch(f, dest, f->path, op, 0, (int)mlirOperationGetNumOperands(op));
}

/* cond_br: condition 1 takes the first successor, 0 the second; a poison condition is UB. */
static int enc_cond_br(EncFn *f, MlirOperation op) {
  EncVal c;
  if (enc_operand(f, op, 0, &c)) return 1;
  Smt *s = f->s;
  enc_ub(f, smt_app1(s, Z3_mk_not, c.np));
  Z3_ast cb = smt_bv_to_bool(s, c.v);
  MlirBlock t = mlirOperationGetSuccessor(op, 0), e = mlirOperationGetSuccessor(op, 1);
  int nt = (int)mlirBlockGetNumArguments(t), ne = (int)mlirBlockGetNumArguments(e);
  if (enc_branch(f, t, smt_and(s, f->path, cb), op, 1, nt)) return 1;
  return enc_branch(f, e, smt_and(s, f->path, smt_app1(s, Z3_mk_not, cb)), op, 1 + nt, ne);
}

/* assert: "If the argument is `true` this operation has no effect. Otherwise, the program
 * execution will abort": an abort is UB here (as a failing shape.cstr_* op), poison too. */
static int enc_assert(EncFn *f, MlirOperation op) {
  EncVal c;
  if (enc_operand(f, op, 0, &c)) return 1;
  enc_ub(f, smt_app1(f->s, Z3_mk_not, smt_and(f->s, c.np, smt_bv_to_bool(f->s, c.v))));
  return enc_failed(f);
}

/* ---- evaluators (interp.h) ---- */

static int ev_assert(IFn *f, MlirOperation op) {
  IVal c;
  if (interp_operand(f, op, 0, &c)) return 1;
  return c.s.poison || !(c.s.bits & 1) ? interp_ub(f, op, "a failing cf.assert") : 0;
}

static int ev_br(IFn *f, MlirOperation op) {
  return interp_branch(f, mlirOperationGetSuccessor(op, 0), op, 0, (int)mlirOperationGetNumOperands(op));
}

static int ev_cond_br(IFn *f, MlirOperation op) {
  IVal c;
  if (interp_operand(f, op, 0, &c)) return 1;
  if (c.s.poison) return interp_ub(f, op, "branch on poison");
  MlirBlock t = mlirOperationGetSuccessor(op, 0), e = mlirOperationGetSuccessor(op, 1);
  int nt = (int)mlirBlockGetNumArguments(t), ne = (int)mlirBlockGetNumArguments(e);
  return c.s.bits & 1 ? interp_branch(f, t, op, 1, nt) : interp_branch(f, e, op, 1 + nt, ne);
}

static const EncOpDef cf_ops[] = {
    {"cf.assert", enc_assert, "no effect when true; false (abort) or poison is UB", ev_assert},
    {"cf.br", enc_br, "unconditional branch with block arguments", ev_br},
    {"cf.cond_br", enc_cond_br, "conditional branch; branching on poison is UB", ev_cond_br},
};

const EncTable cf_table = {"cf", cf_ops, sizeof cf_ops / sizeof cf_ops[0]};
