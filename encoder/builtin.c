/* builtin.c: the builtin dialect's one op with semantics here, unrealized_conversion_cast
 * (BuiltinOps.td), in pairs that cancel. */
#include "enc.h"
#include "interp.h"
#include "mlirutil.h"

/* The cast whose results are exactly op's operands, in order, when op casts them back to
 * that cast's operand types (A -> B -> A); else a null op. */
static MlirOperation cancelled(MlirOperation op) {
  MlirOperation none = {NULL};
  intptr_t n = mlirOperationGetNumOperands(op);
  if (n == 0 || !mlirValueIsAOpResult(mlirOperationGetOperand(op, 0))) return none;
  MlirOperation first = mlirOpResultGetOwner(mlirOperationGetOperand(op, 0));
  if (!mu_op_is(first, "builtin.unrealized_conversion_cast") || mlirOperationGetNumResults(first) != n ||
      mlirOperationGetNumOperands(first) != mlirOperationGetNumResults(op))
    return none;
  for (intptr_t i = 0; i < n; i++)
    if (!mlirValueEqual(mlirOperationGetOperand(op, i), mlirOperationGetResult(first, i))) return none;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(op, i)),
                       mlirValueGetType(mlirOperationGetOperand(first, i))))
      return none;
  return first;
}

/* Whether every use of op's results is a cast that cancels op. */
static int only_cancelled(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++)
    for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(op, i)); !mlirOpOperandIsNull(u);
         u = mlirOpOperandGetNextUse(u)) {
      MlirOperation user = mlirOpOperandGetOwner(u);
      if (!mu_op_is(user, "builtin.unrealized_conversion_cast") ||
          !mlirOperationEqual(cancelled(user), op))
        return 0;
    }
  return 1;
}

/* The role of a cast, for the encoder and the evaluator alike: the second of a cancelling
 * pair (*first = the pair's first cast, whose operands it gives back), the first of one
 * (*first null: its results are placeholders), or why it is unsupported. */
static const char *cast_role(MlirOperation op, MlirOperation *first) {
  *first = cancelled(op);
  if (!mlirOperationIsNull(*first)) return NULL;
  if (mlirOperationGetNumResults(op) == 0 || !only_cancelled(op)) return "not cast back by a cast that cancels it";
  return NULL;
}

/* unrealized_conversion_cast: "the values produced ... are not guaranteed to be the same
 * bits" but a cast of its results back to the original types "A -> B -> A ... folds
 * to A" (BuiltinOps.td): the second cast of a cancelling pair gives back the first's
 * operands; the first's results (read by nothing else) hold no value of their own. Any
 * other cast: unsupported (its meaning is the conversion's, which MLIR leaves open). */
static int enc_cast(EncFn *f, MlirOperation op) {
  MlirOperation first;
  const char *why = cast_role(op, &first);
  if (why) return enc_unsupported(f, op, why);
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
    EncVal v;
    if (mlirOperationIsNull(first)) v = (EncVal){smt_bv_u64(f->s, 1, 0), smt_true(f->s), NULL, NULL};
    else if (enc_operand(f, first, (int)i, &v)) return 1;
    if (enc_result(f, op, (int)i, v)) return 1;
  }
  return 0;
}

static int ev_cast(IFn *f, MlirOperation op) {
  MlirOperation first;
  const char *why = cast_role(op, &first);
  if (why) return interp_unsupported(f, op, why);
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
    IVal v = {{0, 0, 0}, NULL, NULL};
    if (!mlirOperationIsNull(first) && interp_operand(f, first, (int)i, &v)) return 1;
    if (interp_result(f, op, (int)i, v)) return 1;
  }
  return 0;
}

static const EncOpDef builtin_ops[] = {
    {"builtin.unrealized_conversion_cast", enc_cast, "only in pairs that cancel (A -> B -> A): the second "
                                                     "gives back the first's operands; other casts unsupported",
     ev_cast, OP_KEEPS_LAYOUT},
};

const EncTable builtin_table = {"builtin", builtin_ops, sizeof builtin_ops / sizeof builtin_ops[0]};
