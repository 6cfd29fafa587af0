/* optable_test: the op tables' property column (EncOpDef.props, enc_props): the rules that
 * tie a property to the encoder's dispatch, and the lookup through a parsed op. */
#include <string.h>
#include "check.h"
#include "enc.h"
#include "mlirutil.h"

static int in_dialect(const EncOpDef *d, const char *dialect) {
  size_t n = strlen(dialect);
  return !strncmp(d->name, dialect, n) && d->name[n] == '.';
}

/* OP_ELEMENTWISE makes enc_block map the scalar encoder over tensors: every arith op but
 * the constant, every math op and vector.fma (math.fma's encoder), nothing else (TOSA's
 * encoders broadcast themselves). */
static void test_elementwise(void) {
  for (size_t t = 0; t < enc_ntables; t++)
    for (size_t i = 0; i < enc_tables[t]->n; i++) {
      const EncOpDef *d = &enc_tables[t]->ops[i];
      CHECK(in_dialect(d, enc_tables[t]->dialect));   /* enc_lookup skips the other tables */
      int want = (in_dialect(d, "arith") && strcmp(d->name, "arith.constant")) || in_dialect(d, "math") ||
                 !strcmp(d->name, "vector.fma");
      if (!!(d->props & OP_ELEMENTWISE) != want) fprintf(stderr, "elementwise: %s\n", d->name);
      CHECK(!!(d->props & OP_ELEMENTWISE) == want);
      CHECK(!(d->props & OP_ALLOCA_SCOPE) || (d->props & OP_LOOP));
      CHECK(!(d->props & OP_ELEMENTWISE) || !(d->props & OP_KEEPS_LAYOUT));
      CHECK(!(d->props & (OP_EXACT_AT_ZERO | OP_EXACT_AT_INF)) || (d->props & OP_LIBM));
    }
}

static MlirContext ctx;

/* The first op of the first function's body in src (kept alive by *m). */
static MlirOperation first_op(const char *src, MlirModule *m) {
  *m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(src));
  CHECK(!mlirModuleIsNull(*m));
  if (mlirModuleIsNull(*m)) return (MlirOperation){NULL};
  MlirOperation fn = mlirBlockGetFirstOperation(mlirModuleGetBody(*m));
  return mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0)));
}

static void test_lookup(void) {
  MlirModule m;
  MlirOperation op = first_op("func.func @f(%x: i8) -> i8 { %r = arith.addi %x, %x : i8\n return %r : i8 }", &m);
  CHECK(enc_props(op) == (OP_ELEMENTWISE | OP_ASSOC_COMM | OP_PURE_NO_UB));
  CHECK(enc_props(mlirOperationGetNextInBlock(op)) == OP_KEEPS_LAYOUT);   /* func.return */
  mlirModuleDestroy(m);
  op = first_op("func.func @f(%m: memref<4xi8>, %i: index, %v: i8) { memref.store %v, %m[%i] : memref<4xi8>\n"
                " return }", &m);
  CHECK(enc_props(op) == OP_STORES);
  mlirModuleDestroy(m);
  op = first_op("func.func @f() { %r = \"test.unknown\"() : () -> i8\n return }", &m);
  CHECK(enc_props(op) == 0);
  mlirModuleDestroy(m);
  CHECK(enc_props((MlirOperation){NULL}) == 0);
}

int main(void) {
  ctx = mu_context_new(NULL, NULL);
  mlirContextSetAllowUnregisteredDialects(ctx, 1);
  test_elementwise();
  test_lookup();
  mlirContextDestroy(ctx);
  return check_done("optable_test");
}
