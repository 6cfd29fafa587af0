/* linalg.c: the linalg dialect (LinalgStructuredOps.td) on tensors. */
#include "enc.h"
#include "tval.h"

/* yield: hands the body's values to the enclosing linalg op. */
static int enc_yield_op(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

static const EncOpDef linalg_ops[] = {
    {"linalg.yield", enc_yield_op, "yields the body's values to the enclosing op"},
};

const EncTable linalg_table = {"linalg", linalg_ops, sizeof linalg_ops / sizeof linalg_ops[0]};
