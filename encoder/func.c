/* func.c: the func dialect (FuncOps.td): return, and call (the callee's body inlined when
 * both functions are in modules that hold it, else an uninterpreted function). */
#include <stdio.h>
#include "enc.h"
#include "interp.h"
#include "mlirutil.h"
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>

/* return: the function's results are the operands of the func.return reached. */
static int enc_return_op(EncFn *f, MlirOperation op) { return enc_return(f, op); }

/* Declares name(arg values..., arg not-poison flags...) -> range. */
static Z3_func_decl call_fun(EncFn *f, const char *callee, const char *what, unsigned n,
                             const EncVal *args, Z3_sort range) {
  Smt *s = f->s;
  Z3_sort *dom = arena_alloc(&f->q->arena, (2 * n + 1) * sizeof *dom);
  if (!dom) return NULL;
  for (unsigned i = 0; i < n; i++) {
    dom[i] = Z3_get_sort(s->ctx, args[i].v);
    dom[n + i] = Z3_mk_bool_sort(s->ctx);
  }
  char name[300];
  snprintf(name, sizeof name, "call.@%s.%s", callee, what);
  return smt_fun(s, name, 2 * n, dom, range);
}

/* Calls inlined inside one another at most this deep: a recursive callee is an
 * uninterpreted function below that. */
enum { CALL_DEPTH_MAX = 8 };

/* call with the callee's body in the module: "calls the callee with operands; results are
 * the values its func.return gets" (FuncOps.td), encoded as the body inlined. */
static int call_inline(EncFn *f, MlirOperation op, MlirOperation callee) {
  unsigned n = (unsigned)mlirOperationGetNumOperands(op), nres = (unsigned)mlirOperationGetNumResults(op);
  EncVal *args = arena_alloc(&f->q->arena, (n + 1) * sizeof *args);
  EncVal *res = arena_alloc(&f->q->arena, (nres + 1) * sizeof *res);
  if (!args || !res) return enc_failed(f);
  for (unsigned i = 0; i < n; i++)
    if (enc_operand(f, op, (int)i, &args[i])) return 1;
  f->q->call_depth++;
  int rc = enc_inline(f, callee, n, args, nres, res);
  f->q->call_depth--;
  for (unsigned i = 0; !rc && i < nres; i++)
    if (enc_result(f, op, (int)i, res[i])) return 1;
  return rc;
}

/* The body of the callee of a call, when calls are interpreted and it is within reach. */
static MlirOperation inlinable_callee(EncFn *f, MlirOperation op, MlirAttribute ca) {
  MlirOperation none = {NULL};
  if (!f->q->calls_interpreted || f->q->call_depth >= CALL_DEPTH_MAX) return none;
  MlirOperation callee = mu_lookup_symbol(op, mlirFlatSymbolRefAttrGetValue(ca));
  return !mlirOperationIsNull(callee) && mu_is_func_def(callee) ? callee : none;
}

/* call: results, their poison and the callee's UB are functions of the arguments, the same
 * on both sides (callees are pure and deterministic while memory is not modelled). A
 * poisoned argument is passed as 0 with its flag set. Sound for proofs; a counterexample
 * that reaches a call is only inconclusive, since the real callee may differ (solve.c). */
static int enc_call(EncFn *f, MlirOperation op) {
  Smt *s = f->s;
  MlirAttribute ca = mu_attr(op, "callee");
  if (mlirAttributeIsNull(ca)) return enc_stop(f->q, TV_ERROR, "func.call without callee");
  MlirOperation body = inlinable_callee(f, op, ca);
  if (!mlirOperationIsNull(body)) return call_inline(f, op, body);
  char *callee = mu_str(&f->q->arena, mlirFlatSymbolRefAttrGetValue(ca));
  unsigned n = (unsigned)mlirOperationGetNumOperands(op);
  EncVal *args = arena_alloc(&f->q->arena, (n ? n : 1) * sizeof *args);
  Z3_ast *xs = arena_alloc(&f->q->arena, (2 * n + 1) * sizeof *xs);
  if (!callee || !args || !xs) return enc_failed(f);
  for (unsigned i = 0; i < n; i++) {
    if (enc_operand(f, op, (int)i, &args[i])) return 1;
    if (args[i].m || args[i].t)
      return enc_stop(f->q, TV_UNSUPPORTED, "func.call with a %s operand (callee effects on memory "
                      "are not modelled)", args[i].m ? "memref" : "tensor");
    unsigned w = smt_width(s, args[i].v);
    xs[i] = smt_ite(s, args[i].np, args[i].v, smt_bv_u64(s, w, 0));
    xs[n + i] = args[i].np;
  }
  Z3_sort boolsort = Z3_mk_bool_sort(s->ctx);
  enc_ub(f, smt_call(s, call_fun(f, callee, "ub", n, args, boolsort), 2 * n, xs));
  intptr_t nres = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < nres; i++) {
    MlirType rt = mlirValueGetType(mlirOperationGetResult(op, i));
    if (mlirTypeIsAShaped(rt))
      return enc_stop(f->q, TV_UNSUPPORTED, "func.call with a %s result (callee effects on memory are not "
                      "modelled)", mlirTypeIsAMemRef(rt) ? "memref" : "shaped");
    unsigned w = enc_width(f, mlirValueGetType(mlirOperationGetResult(op, i)), op);
    if (!w) return 1;
    char what[32];
    snprintf(what, sizeof what, "res%d", (int)i);
    Z3_ast v = smt_call(s, call_fun(f, callee, what, n, args, smt_bv_sort(s, w)), 2 * n, xs);
    snprintf(what, sizeof what, "np%d", (int)i);
    Z3_ast np = smt_call(s, call_fun(f, callee, what, n, args, boolsort), 2 * n, xs);
    if (enc_result(f, op, (int)i, (EncVal){v, np})) return 1;
  }
  return enc_approx(f, smt_true(s), "calls @%s, which is not interpreted", callee);
}

/* ---- evaluators (interp.h) ---- */

static int ev_return(IFn *f, MlirOperation op) { return interp_return(f, op); }

/* call: runs the callee's body; a callee without one cannot be run. */
static int ev_call(IFn *f, MlirOperation op) {
  MlirAttribute ca = mu_attr(op, "callee");
  MlirOperation callee = mlirAttributeIsNull(ca) ? (MlirOperation){NULL}
                                                 : mu_lookup_symbol(op, mlirFlatSymbolRefAttrGetValue(ca));
  if (mlirOperationIsNull(callee) || !mu_is_func_def(callee))
    return interp_unsupported(f, op, "of a function without a body here");
  unsigned n = (unsigned)mlirOperationGetNumOperands(op), nres;
  IVal *args = arena_alloc(interp_of(f)->arena, (n + 1) * sizeof *args), *res;
  if (!args) return interp_error(f, "out of memory in the interpreter");
  for (unsigned i = 0; i < n; i++)
    if (interp_operand(f, op, (int)i, &args[i])) return 1;
  if (interp_call(f, callee, n, args, &nres, &res)) return 1;
  if (nres != (unsigned)mlirOperationGetNumResults(op)) return interp_error(f, "func.call result count");
  for (unsigned i = 0; i < nres; i++)
    if (interp_result(f, op, (int)i, res[i])) return 1;
  return 0;
}

static const EncOpDef func_ops[] = {
    {"func.call", enc_call, "the callee's body inlined when both sides' modules hold it (depth 8); "
                            "else an uninterpreted function of the arguments, shared by both sides", ev_call, OP_CALL},
    {"func.return", enc_return_op, "returns its operands", ev_return, OP_KEEPS_LAYOUT},
};

const EncTable func_table = {"func", func_ops, sizeof func_ops / sizeof func_ops[0]};
