/* tv-run: runs one function of an MLIR file in tv's reference interpreter (encoder/interp.h)
 * on arguments given as MLIR literals, and prints its results in counterexample syntax. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/IR.h>
#include "imem.h"
#include "interp.h"
#include "mlirutil.h"
#include "obs.h"

enum { EXIT_RAN = 0, EXIT_UB = 1, EXIT_USAGE = 2, EXIT_CANNOT = 3 };

static void usage(FILE *out) {
  fputs("usage: tv-run [--trace] FILE.mlir @FUNC [--] ARG...\n"
        "Runs @FUNC of FILE.mlir in tv's reference interpreter (the semantics of\n"
        "docs/semantics.md, without the solver) and prints one line per result.\n"
        "  ARG      an MLIR literal per argument: -6, -0.0, 0x7FC00000 (a float's bits),\n"
        "           inf, nan, poison, true, dense<[1, 2, 3, 4]> or [1, 2, 3, 4] (tensors;\n"
        "           a single value fills the tensor; a memref argument is a fresh buffer\n"
        "           holding them, whose final contents are printed after the results:\n"
        "           memref %arg0 = [1, 2, 3, 4] : memref<4xi32>)\n"
        "The function's prints come first, as the MLIR runner writes them: vector.print\n"
        "as ( 1, 2 ) with its punctuation, a call of a function without a body (printI64,\n"
        "printMemrefF32) as @printI64(1), one line each.\n"
        "  --trace  print every op with its results on the way\n"
        "exit status: 0 ran, 1 undefined behaviour, 2 usage, 3 could not run (unsupported\n"
        "op, limit, error)\n",
        out);
}

static void print_to_stderr(MlirStringRef s, void *ud) {
  (void)ud;
  fwrite(s.data, 1, s.length, stderr);
}

static MlirLogicalResult on_diagnostic(MlirDiagnostic d, void *ud) {
  (void)ud;
  char buf[512];
  if (mu_loc_text(mlirDiagnosticGetLocation(d), buf, sizeof buf)) fprintf(stderr, "%s: ", buf);
  fputs("error: ", stderr);
  mlirDiagnosticPrint(d, print_to_stderr, NULL);
  fputc('\n', stderr);
  return mlirLogicalResultSuccess();
}

/* Runs func on the argument texts; prints results or why not. */
static int run(MlirOperation func, int nargs, char **argv, int trace) {
  Arena arena;
  arena_init(&arena, 0);
  Interp in = {.arena = &arena, .trace = trace ? stdout : NULL};
  MlirType ft = mlirTypeAttrGetValue(mu_attr(func, "function_type"));
  int want = (int)mlirFunctionTypeGetNumInputs(ft), rc = EXIT_RAN;
  IVal *args = arena_alloc(&arena, ((size_t)want + 1) * sizeof *args), *res;
  unsigned nres;
  if (nargs != want) {
    fprintf(stderr, "tv-run: the function takes %d argument%s, %d given\n", want, want == 1 ? "" : "s", nargs);
    rc = EXIT_USAGE;
  }
  for (int i = 0; rc == EXIT_RAN && i < nargs; i++)
    if (!args || interp_parse(&in, mlirFunctionTypeGetInput(ft, i), argv[i], &args[i])) {
      fprintf(stderr, "tv-run: argument %d: %s\n", i, args ? in.why : "out of memory");
      rc = EXIT_USAGE;
    }
  if (rc == EXIT_RAN) {
    InterpStatus st = interp_run(&in, func, (unsigned)nargs, args, &nres, &res);
    obs_ev_print(&in, stdout);   /* what it printed (vector.print, external calls), first */
    if (st == INTERP_UB) {
      printf("undefined behaviour: %s\n", in.why);
      rc = EXIT_UB;
    } else if (st != INTERP_OK) {
      fprintf(stderr, "tv-run: cannot run: %s%s\n", st == INTERP_UNSUPPORTED ? "unsupported " : "", in.why);
      rc = EXIT_CANNOT;
    }
    for (unsigned i = 0; rc == EXIT_RAN && i < nres; i++) {
      MlirType t = mlirFunctionTypeGetResult(ft, i);
      char *v = interp_text(&in, t, res[i]), *ts = mu_type_str(&arena, t);
      printf("%s : %s\n", v ? v : "?", ts ? ts : "?");
    }
    /* memref arguments are the caller's buffers: what the function left in them */
    for (int i = 0; rc == EXIT_RAN && i < nargs; i++) {
      MlirType t = mlirFunctionTypeGetInput(ft, i);
      if (!args[i].m) continue;
      char *v = interp_text(&in, t, args[i]), *ts = mu_type_str(&arena, t);
      printf("memref %%arg%d = %s : %s\n", i, args[i].m->b->alive ? v ? v : "?" : "deallocated", ts ? ts : "?");
    }
    if (rc == EXIT_RAN && in.libm) printf("note: some values came from libm (math functions tv leaves uninterpreted)\n");
    if (rc == EXIT_RAN && in.chose) printf("note: one of several values the semantics allow: %s\n", in.chose);
  }
  arena_free(&arena);
  return rc;
}

int main(int argc, char **argv) {
  int i = 1, trace = 0;
  for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-' && argv[i][2]; i++) {
    if (!strcmp(argv[i], "--trace")) trace = 1;
    else if (!strcmp(argv[i], "--help")) return usage(stdout), EXIT_RAN;
    else return usage(stderr), EXIT_USAGE;
  }
  if (argc - i < 2 || argv[i + 1][0] != '@') return usage(stderr), EXIT_USAGE;
  const char *path = argv[i], *name = argv[i + 1] + 1;
  i += 2;
  if (i < argc && !strcmp(argv[i], "--")) i++;
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "tv-run: cannot open %s: %s\n", path, strerror(errno));
    return EXIT_USAGE;
  }
  fclose(f);
  MlirContext ctx = mu_context_new(on_diagnostic, NULL);
  MlirModule m = mlirModuleCreateParseFromFile(ctx, mlirStringRefCreateFromCString(path));
  int rc = EXIT_USAGE;
  if (mlirModuleIsNull(m)) {
    fprintf(stderr, "tv-run: %s: cannot parse the file (see the errors above)\n", path);
  } else {
    MlirOperation func = mu_module_func(m, mlirStringRefCreateFromCString(name));
    if (mlirOperationIsNull(func) || !mu_is_func_def(func))
      fprintf(stderr, "tv-run: %s has no function @%s with a body\n", path, name);
    else
      rc = run(func, argc - i, argv + i, trace);
    mlirModuleDestroy(m);
  }
  mlirContextDestroy(ctx);
  return rc;
}
