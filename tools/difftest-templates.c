/* difftest-templates.c: the differential self-test on templates (docs/design.md section 14).
 * Each public func.func of the .mlir files of test/difftest is a template: small static shapes, its
 * arguments the inputs. For a few input sets (edge cases, pseudo-random values, poison
 * elements), the interpreter runs the template; then a function that defines the arguments
 * as constants followed by the template's body must be equivalent (refinement both ways)
 * to a function returning the interpreter's results as constants, or, where the
 * interpreter has UB, refine a function with certain UB. Ops whose evaluator needs shapes,
 * regions or several ops together (tensor, linalg, TOSA, scf, ...) are tested this way. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "arena.h"
#include "difftest.h"
#include "interp.h"
#include "mlirutil.h"

enum { NSETS = 6, MAX_ARGS = 8, MAX_RES = 8, MAX_ELEMS = 256, MAX_FILES = 128 };

/* A value of a template's argument or result: a scalar, or a tensor's elements. */
typedef struct Val {
  MlirType type;
  Ty ty;                   /* the element type */
  char tyname[24];
  int tensor;
  unsigned rank;
  int64_t dims[8];
  size_t n;
  V e[MAX_ELEMS];
  int uninit;              /* some element was never written */
} Val;

typedef struct Tpl {
  MlirOperation func;
  const char *file;
  char name[96];
  unsigned nargs, nres;
  MlirType res_types[MAX_RES];
  Val args[MAX_ARGS], res[MAX_RES];
} Tpl;

/* ---- types ---- */

typedef struct Buf {
  char *s;
  size_t n, cap;
} Buf;

static void buf_put(MlirStringRef str, void *ud) {
  Buf *b = ud;
  size_t k = b->n + str.length < b->cap ? str.length : b->cap - b->n - 1;
  memcpy(b->s + b->n, str.data, k);
  b->s[b->n += k] = 0;
}

static void type_text(MlirType t, char *s, size_t n) {
  Buf b = {s, 0, n};
  s[0] = 0;
  mlirTypePrint(t, buf_put, &b);
}

/* Describes an argument (static shapes only) or a result (dynamic sizes are taken from
 * the interpreter's value) of type t; 0 if tv-difftest cannot fill or print it. */
static int val_init(Val *v, MlirType t, int dynamic) {
  *v = (Val){.type = t, .n = 1};
  MlirType el = t;
  if (interp_is_tensor(t)) {   /* a vector too: read from a tensor (emit_vector) */
    if ((!dynamic && !mlirShapedTypeHasStaticShape(t)) || mlirShapedTypeGetRank(t) > 8) return 0;
    v->tensor = 1, v->rank = (unsigned)mlirShapedTypeGetRank(t);
    for (unsigned k = 0; k < v->rank; k++) v->n *= (size_t)(v->dims[k] = mlirShapedTypeGetDimSize(t, k));
    el = mlirShapedTypeGetElementType(t);
  } else if (mlirTypeIsAShaped(t)) return 0;
  if ((v->tensor && mlirShapedTypeHasStaticShape(t) && v->n > MAX_ELEMS) || !(v->ty.w = interp_width(el)) || v->ty.w > 64) return 0;
  v->ty.fmt = interp_float_format(el);
  type_text(el, v->tyname, sizeof v->tyname);
  v->ty.name = v->tyname;
  return 1;
}

/* ---- inputs ---- */

/* One element: an edge case (set 0 walks them in order), or, for integers, a small value
 * (below `small`) half of the time; index values (positions, sizes) are small 7 times in 8,
 * and 0 in set 0, so that most sets stay in bounds. */
static V pick(Run *r, const Val *v, int set, size_t i, uint64_t small) {
  uint64_t ev[MAX_EDGES];
  size_t ne = edges(r, &v->ty, ev);
  uint64_t x = rnd(r);
  int index = !strcmp(v->tyname, "index");
  if (index && set == 0) return (V){0, 0};
  if (v->ty.fmt < 0 && v->ty.w > 1 && (x & 7) < (index ? 7u : 4u)) return (V){(x >> 8) % small, 0};
  return (V){set == 0 ? ev[i % ne] : ev[(x >> 16) % ne], 0};
}

/* Input set `set` for every argument: set NSETS-2 has a poison element in each tensor, set
 * NSETS-1 a poison scalar (the first scalar argument). */
static void fill_inputs(Run *r, Tpl *t, int set) {
  int scalar_done = 0;
  uint64_t small = 4;   /* the smallest size of a tensor argument, if below 4 */
  for (unsigned a = 0; a < t->nargs; a++)
    for (unsigned k = 0; k < t->args[a].rank; k++)
      if (t->args[a].dims[k] > 0 && (uint64_t)t->args[a].dims[k] < small) small = (uint64_t)t->args[a].dims[k];
  for (unsigned a = 0; a < t->nargs; a++) {
    Val *v = &t->args[a];
    for (size_t i = 0; i < v->n; i++) v->e[i] = pick(r, v, set, i, small);
    if (set == NSETS - 2 && v->tensor && v->n) v->e[rnd(r) % v->n].poison = 1;
    if (set == NSETS - 1 && !v->tensor && !scalar_done) v->e[0].poison = 1, scalar_done = 1;
  }
}

/* ---- running the interpreter ---- */

static int to_ival(Interp *in, const Val *v, IVal *out) {
  if (!v->tensor) {
    *out = (IVal){.s = {v->e[0].bits, (uint8_t)v->e[0].poison, 0}};
    return 0;
  }
  if (interp_tensor(in, v->type, NULL, out)) return 1;
  for (size_t i = 0; i < v->n; i++) out->t->e[i] = (IScalar){v->e[i].bits, (uint8_t)v->e[i].poison, 0};
  return 0;
}

static int from_ival(Val *v, IVal x) {
  uint64_t m = interp_mask(v->ty.w);
  if (!v->tensor) {
    v->e[0] = (V){x.s.bits & m, x.s.poison}, v->uninit = x.s.uninit;
    return 0;
  }
  if (!x.t || x.t->rank != v->rank || x.t->n > MAX_ELEMS) return 1;
  v->n = x.t->n;
  for (unsigned k = 0; k < v->rank; k++) v->dims[k] = x.t->dims[k];
  for (size_t i = 0; i < v->n; i++) {
    v->e[i] = (V){x.t->e[i].bits & m, x.t->e[i].poison};
    v->uninit |= x.t->e[i].uninit;
  }
  return 0;
}

/* Runs the template on the current arguments: results into t->res; the interpreter's
 * status, its reason into why. */
static InterpStatus run_template(Tpl *t, char *why, size_t nwhy) {
  Arena arena;
  arena_init(&arena, 0);
  Interp in = {.arena = &arena};
  IVal args[MAX_ARGS], *res = NULL;
  unsigned nres = 0;
  InterpStatus st = INTERP_OK;
  for (unsigned a = 0; a < t->nargs && st == INTERP_OK; a++)
    if (to_ival(&in, &t->args[a], &args[a])) st = in.status;
  if (st == INTERP_OK) st = interp_run(&in, t->func, t->nargs, args, &nres, &res);
  snprintf(why, nwhy, "%s", in.why);
  if (st == INTERP_OK && nres != t->nres) st = INTERP_ERROR, snprintf(why, nwhy, "%u results", nres);
  for (unsigned k = 0; st == INTERP_OK && k < nres; k++)
    if (!val_init(&t->res[k], t->res_types[k], 1) || from_ival(&t->res[k], res[k]))
      st = INTERP_ERROR, snprintf(why, nwhy, "result %u has a type or size tv-difftest cannot print", k);
  arena_free(&arena);
  return st;
}

/* ---- MLIR text ---- */

static void emit_elems(FILE *o, const Val *v, unsigned dim, size_t *at) {
  if (dim == v->rank) {
    V x = v->e[(*at)++];
    x.bits = x.poison ? 0 : x.bits;
    emit_value(o, &v->ty, x);
    return;
  }
  fputc('[', o);
  for (int64_t i = 0; i < v->dims[dim]; i++) {
    if (i) fputs(", ", o);
    emit_elems(o, v, dim + 1, at);
  }
  fputc(']', o);
}

static void emit_def(FILE *o, const char *name, const Val *v, MlirType type);

/* Defines %<name> as the vector v of type `type`: a tensor of its shape (emit_def) read
 * whole by vector.transfer_read. */
static void emit_vector(FILE *o, const char *name, const Val *v, MlirType type) {
  char tn[48], ty[256];
  snprintf(tn, sizeof tn, "%s_t", name);
  MlirType tt = mlirRankedTensorTypeGet((intptr_t)v->rank, v->dims, mlirShapedTypeGetElementType(type), mlirAttributeGetNull());
  emit_def(o, tn, v, tt);
  fprintf(o, "    %%%s_c0 = arith.constant 0 : index\n    %%%s_pad = arith.constant ", name, name);
  emit_value(o, &v->ty, (V){0, 0});
  if (v->ty.w != 1 || v->ty.fmt >= 0) fprintf(o, " : %s", v->tyname);
  fprintf(o, "\n    %%%s = vector.transfer_read %%%s[", name, tn);
  for (unsigned k = 0; k < v->rank; k++) fprintf(o, "%s%%%s_c0", k ? ", " : "", name);
  fprintf(o, "], %%%s_pad {in_bounds = [", name);
  for (unsigned k = 0; k < v->rank; k++) fprintf(o, "%strue", k ? ", " : "");
  type_text(tt, ty, sizeof ty);
  fprintf(o, "]} : %s, ", ty);
  type_text(type, ty, sizeof ty);
  fprintf(o, "%s\n", ty);
}

/* Defines %<name> as the value v of type `type` (a dynamic tensor type gets a cast from
 * v's static shape); poison elements are inserted one by one. */
static void emit_def(FILE *o, const char *name, const Val *v, MlirType type) {
  if (v->tensor && mlirTypeIsAVector(type)) {
    emit_vector(o, name, v, type);
    return;
  }
  V x = v->e[0];
  if (!v->tensor && x.poison) {
    fprintf(o, "    %%%s = ub.poison : %s\n", name, v->tyname);
    return;
  }
  if (!v->tensor) {
    fprintf(o, "    %%%s = arith.constant ", name);
    emit_value(o, &v->ty, x);
    if (v->ty.w != 1 || v->ty.fmt >= 0) fprintf(o, " : %s", v->tyname);
    fputc('\n', o);
    return;
  }
  char stat[256] = "tensor<", full[256];
  for (unsigned k = 0; k < v->rank; k++) snprintf(stat + strlen(stat), sizeof stat - strlen(stat), "%lldx", (long long)v->dims[k]);
  snprintf(stat + strlen(stat), sizeof stat - strlen(stat), "%s>", v->tyname);
  type_text(type, full, sizeof full);
  size_t at = 0, step = 0, npoison = 0;
  int cast = strcmp(stat, full) != 0;
  for (size_t i = 0; i < v->n; i++) npoison += v->e[i].poison != 0;
  char cur[48], next[48];   /* the name of each step; the last one is %<name> */
  if (npoison || cast) snprintf(cur, sizeof cur, "%s_s0", name);
  else snprintf(cur, sizeof cur, "%s", name);
  if (!v->n) fprintf(o, "    %%%s = tensor.empty() : %s\n", cur, stat);   /* no dense literal has no elements */
  else {
    fprintf(o, "    %%%s = arith.constant dense<", cur);
    emit_elems(o, v, 0, &at);
    fprintf(o, "> : %s\n", stat);
  }
  for (size_t i = 0; i < v->n; i++) {
    if (!v->e[i].poison) continue;
    fprintf(o, "    %%%s_p%zu = ub.poison : %s\n", name, i, v->tyname);
    size_t q = i;
    for (unsigned k = v->rank; k-- > 0;) {
      fprintf(o, "    %%%s_i%zu_%u = arith.constant %lld : index\n", name, i, k, (long long)(q % (size_t)v->dims[k]));
      q /= (size_t)v->dims[k];
    }
    if (++step < npoison || cast) snprintf(next, sizeof next, "%s_s%zu", name, step);
    else snprintf(next, sizeof next, "%s", name);
    fprintf(o, "    %%%s = tensor.insert %%%s_p%zu into %%%s[", next, name, i, cur);
    for (unsigned k = 0; k < v->rank; k++) fprintf(o, "%s%%%s_i%zu_%u", k ? ", " : "", name, i, k);
    fprintf(o, "] : %s\n", stat);
    snprintf(cur, sizeof cur, "%s", next);
  }
  if (cast) fprintf(o, "    %%%s = tensor.cast %%%s : %s to %s\n", name, cur, stat, full);
}

static void emit_header(FILE *o, const Tpl *t, const char *name) {
  char ty[256];
  fprintf(o, "  func.func @%s() -> (", name);
  for (unsigned k = 0; k < t->nres; k++) {
    type_text(t->res_types[k], ty, sizeof ty);
    fprintf(o, "%s%s", k ? ", " : "", ty);
  }
  fputs(") {\n", o);
}

/* @difftest_op: the arguments as constants, then the template's body (printed, so that
 * its arguments are %arg0, %arg1, ...). */
static int emit_op_func(FILE *o, const Tpl *t) {
  char *text = mu_op_print(t->func, 0), *body = text ? strchr(text, '\n') : NULL, *end = text ? strrchr(text, '}') : NULL;
  if (!body || !end || end < body) return free(text), 1;
  emit_header(o, t, "difftest_op");
  for (unsigned a = 0; a < t->nargs; a++) {
    char nm[16];
    snprintf(nm, sizeof nm, "arg%u", a);
    emit_def(o, nm, &t->args[a], t->args[a].type);
  }
  fprintf(o, "%.*s  }\n", (int)(end - body - 1), body + 1);
  free(text);
  return 0;
}

/* @difftest_val: the interpreter's results as constants; with ub, after a division by zero
 * (the results then do not matter). */
static void emit_val_func(FILE *o, const Tpl *t, int ub) {
  emit_header(o, t, "difftest_val");
  if (ub) fputs("    %z = arith.constant 0 : i8\n    %o = arith.constant 1 : i8\n    %u = arith.divui %o, %z : i8\n", o);
  for (unsigned k = 0; k < t->nres; k++) {
    char nm[16];
    snprintf(nm, sizeof nm, "res%u", k);
    if (!ub) {
      emit_def(o, nm, &t->res[k], t->res_types[k]);
      continue;
    }
    static Val v;   /* any value of the type: zeros, dynamic sizes 1 */
    val_init(&v, t->res_types[k], 1);
    v.n = 1;
    for (unsigned d = 0; d < v.rank; d++) v.n *= (size_t)(v.dims[d] = v.dims[d] < 0 ? 1 : v.dims[d]);
    for (size_t i = 0; i < v.n && i < MAX_ELEMS; i++) v.e[i] = (V){0, 0};
    emit_def(o, nm, &v, t->res_types[k]);
  }
  fputs("    return", o);
  for (unsigned k = 0; k < t->nres; k++) fprintf(o, "%s %%res%u", k ? "," : "", k);
  if (t->nres) fputs(" :", o);
  for (unsigned k = 0; k < t->nres; k++) {
    char ty[256];
    type_text(t->res_types[k], ty, sizeof ty);
    fprintf(o, "%s %s", k ? "," : "", ty);
  }
  fputs("\n  }\n", o);
}

/* The template's module (for its callees) with the two functions added. */
static MlirModule pair_module(Run *r, const Tpl *t, int ub) {
  char *text = NULL, *mod = mu_op_print(mlirOperationGetParentOperation(t->func), 0);
  size_t len = 0;
  FILE *o = open_memstream(&text, &len);
  char *close = mod ? strrchr(mod, '}') : NULL;
  if (!o || !close) return free(mod), o ? fclose(o) : 0, free(text), (MlirModule){NULL};
  fprintf(o, "%.*s", (int)(close - mod), mod);
  int bad = emit_op_func(o, t);
  emit_val_func(o, t, ub);
  fputs("}\n", o);
  fclose(o);
  MlirModule m = bad ? (MlirModule){NULL} : parse(r, text);
  free(text);
  free(mod);
  return m;
}

/* ---- describing ---- */

static void describe(FILE *o, const Val *v, unsigned n) {
  fputc('(', o);
  for (unsigned a = 0; a < n; a++) {
    fputs(a ? ", " : "", o);
    if (v[a].tensor) fputc('[', o);
    for (size_t i = 0; i < v[a].n; i++) {
      fputs(i ? ", " : "", o);
      if (v[a].e[i].poison) fputs("poison", o);
      else emit_value(o, &v[a].ty, v[a].e[i]);
    }
    if (v[a].tensor) fputc(']', o);
  }
  fputc(')', o);
}

static void fail(Run *r, const Tpl *t, int set, const char *what) {
  r->failures++;
  printf("FAIL template @%s (%s), input set %d ", t->name, t->file, set);
  describe(stdout, t->args, t->nargs);
  printf(": %s", what);
  if (!strcmp(what, "the interpreter gives ")) describe(stdout, t->res, t->nres);
  fputc('\n', stdout);
}

/* ---- one template ---- */

/* One input set; 1 if the interpreter has UB on it. */
static int check_set(Run *r, Tpl *t, int set) {
  char why[320];
  fill_inputs(r, t, set);
  InterpStatus st = run_template(t, why, sizeof why);
  if (st != INTERP_OK && st != INTERP_UB) {
    char msg[400];
    snprintf(msg, sizeof msg, "the interpreter cannot run it: %s", why);
    fail(r, t, set, msg);
    return 0;
  }
  int ub = st == INTERP_UB, uninit = 0;
  for (unsigned k = 0; !ub && k < t->nres; k++) uninit |= t->res[k].uninit;
  for (unsigned k = 0; r->inject && !ub && k < t->nres; k++)
    if (t->res[k].n && !t->res[k].e[0].poison) {
      t->res[k].e[0].bits ^= 1;
      break;
    }
  MlirModule m = pair_module(r, t, ub);
  if (mlirModuleIsNull(m)) {
    fail(r, t, set, "cannot generate the pair");
    return ub;
  }
  /* with UB: the op must have it too; an element never written (tensor.empty) may be
   * anything, so only the op is refined by the constants */
  int a = refines(r, m, "difftest_op", "difftest_val", 1);
  int b = a && !ub && !uninit ? refines(r, m, "difftest_val", "difftest_op", 1) : 1;
  if (!a || !b) {
    fail(r, t, set, ub ? "the interpreter has UB" : "the interpreter gives ");
    if (!refines(r, m, "difftest_op", "difftest_val", 0) || (!ub && !uninit)) refines(r, m, "difftest_val", "difftest_op", 0);
  }
  mlirModuleDestroy(m);
  return ub;
}

static int seen(const Run *r, const char *name) {
  for (size_t i = 0; i < r->nseen; i++)
    if (!strcmp(r->seen[i], name)) return 1;
  return 0;
}

typedef struct Uses {
  Run *r;
  int argc, first, wanted, excluded;
  char **argv;
} Uses;

static MlirWalkResult note_op(MlirOperation op, void *ud) {
  Uses *u = ud;
  char name[96];
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  snprintf(name, sizeof name, "%.*s", (int)s.length, s.data);
  for (int i = u->first; i < u->argc; i++)
    if (strstr(name, u->argv[i])) u->wanted = 1;
  if (excluded(u->r, name)) u->excluded = 1;
  if (!seen(u->r, name)) {
    char **grown = realloc(u->r->seen, (u->r->nseen + 1) * sizeof *grown);
    if (grown && (grown[u->r->nseen] = strdup(name))) u->r->seen = grown, u->r->nseen++;
    else if (grown) u->r->seen = grown;
  }
  return MlirWalkResultAdvance;
}

static void run_func(Run *r, MlirOperation func, const char *file, int argc, char **argv, int first) {
  static Tpl t;
  Uses u = {r, argc, first, first >= argc, 0, argv};
  mlirOperationWalk(func, note_op, &u, MlirWalkPreOrder);
  if (!u.wanted || u.excluded || r->cover_only) return;
  MlirStringRef nm = mu_func_name(func);
  t = (Tpl){.func = func, .file = file};
  snprintf(t.name, sizeof t.name, "%.*s", (int)nm.length, nm.data);
  MlirType ft = mlirTypeAttrGetValue(mu_attr(func, "function_type"));
  t.nargs = (unsigned)mlirFunctionTypeGetNumInputs(ft), t.nres = (unsigned)mlirFunctionTypeGetNumResults(ft);
  int ok = t.nargs <= MAX_ARGS && t.nres <= MAX_RES;
  for (unsigned a = 0; ok && a < t.nargs; a++) ok = val_init(&t.args[a], mlirFunctionTypeGetInput(ft, a), 0);
  for (unsigned k = 0; ok && k < t.nres; k++) t.res_types[k] = mlirFunctionTypeGetResult(ft, k);
  r->cases++;
  /* the template's own inputs: seeded by its name, so that adding or filtering templates
   * does not change the inputs of the others (a shared sequence once moved a template's
   * size argument to 2^63 when another template was added before it) */
  uint64_t seed = 0x9E3779B97F4A7C15ull;
  for (const char *c = t.name; *c; c++) seed = (seed ^ (unsigned char)*c) * 0x100000001B3ull;
  r->seed = seed ? seed : 1;
  if (!ok) {
    fail(r, &t, 0, "its arguments are not small static tensors or scalars");
    return;
  }
  int ub = 0;
  for (int set = 0; set < NSETS; set++) ub += check_set(r, &t, set);
  if (r->verbose) printf("template @%s (%s): %d input sets, %d with UB\n", t.name, file, NSETS, ub), fflush(stdout);
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  char *s = NULL;
  size_t len = 0;
  FILE *o = f ? open_memstream(&s, &len) : NULL;
  for (int c; o && (c = fgetc(f)) != EOF;) fputc(c, o);
  if (o) fclose(o);
  if (f) fclose(f);
  return s;
}

static void run_file(Run *r, const char *path, int argc, char **argv, int first) {
  char *text = read_file(path);
  MlirModule m = text ? parse(r, text) : (MlirModule){NULL};
  free(text);
  if (mlirModuleIsNull(m)) {
    r->failures++;
    printf("FAIL %s: cannot read or parse it\n", path);
    return;
  }
  Uses decls = {r, 0, 0, 0, 0, NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (mu_is_func_def(op) && !mu_func_is_local(op)) run_func(r, op, path, argc, argv, first);
    else if (!mu_op_is(op, "func.func")) note_op(op, &decls);   /* memref.global: read by the templates */
  mlirModuleDestroy(m);
}

int templates_run(Run *r, const char *dir, int argc, char **argv, int first) {
  DIR *d = opendir(dir);
  size_t dlen = strlen(dir);
  if (!d && dlen > 5 && !strcmp(dir + dlen - 5, ".mlir")) {   /* a single file */
    FILE *probe = fopen(dir, "rb");
    if (!probe) return 1;
    fclose(probe);
    run_file(r, dir, argc, argv, first);
    return 0;
  }
  if (!d) return 1;
  char *files[MAX_FILES];
  size_t n = 0;
  for (struct dirent *e; (e = readdir(d)) && n < MAX_FILES;) {
    size_t len = strlen(e->d_name);
    if (len > 5 && !strcmp(e->d_name + len - 5, ".mlir")) {
      char *p = malloc(strlen(dir) + len + 2);
      if (p) sprintf(p, "%s/%s", dir, e->d_name), files[n++] = p;
    }
  }
  closedir(d);
  qsort(files, n, sizeof *files, by_name);
  for (size_t i = 0; i < n; i++) run_file(r, files[i], argc, argv, first), free(files[i]);
  return 0;
}

int templates_cover(const Run *r, const char *name) { return seen(r, name); }

void templates_free(Run *r) {
  for (size_t i = 0; i < r->nseen; i++) free(r->seen[i]);
  free(r->seen);
  r->seen = NULL, r->nseen = 0;
}
