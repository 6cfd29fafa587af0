/* tosa.c: the TOSA dialect (TosaOps.td; the TOSA specification's pseudo-code). */
#include "enc.h"
#include "tval.h"

/* yield: hands a region's values to the enclosing op (tosa.cond_if, tosa.while_loop). */
static int enc_yield_op(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

static const EncOpDef tosa_ops[] = {
    {"tosa.yield", enc_yield_op, "yields to the enclosing op"},
};

const EncTable tosa_table = {"tosa", tosa_ops, sizeof tosa_ops / sizeof tosa_ops[0]};
