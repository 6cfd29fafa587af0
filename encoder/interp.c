/* interp.c: the reference interpreter's core: values, blocks, regions, branches, calls,
 * and the text of values. Per-op evaluators are in the op tables (EncOpDef.eval). */
#include "interp.h"
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "fpabs.h"
#include "ifloat.h"
#include "imem.h"
#include "mlirutil.h"

/* The encoder's FpKind and ifloat's IfFormat name the four formats in one order: values of
 * one are passed as the other (fp_attr_bits here, if_format for counterexamples). */
_Static_assert(FP_F16 == (int)IF_F16 && FP_BF16 == (int)IF_BF16 && FP_F32 == (int)IF_F32 && FP_F64 == (int)IF_F64,
               "FpKind and IfFormat differ");

#define INTERP_MAX_STEPS 50000000ul   /* ops per run: a loop that does not end is a limit */
#define INTERP_MAX_DEPTH 64           /* nested calls */
#define INTERP_MAX_ELEMS (1u << 26)   /* elements of one tensor */
#define INTERP_MAX_NEST 32            /* regions nested in one function with reused buffers */

/* SSA value -> runtime value, open addressing (keys are MlirValue pointers). */
typedef struct IMap {
  const void **keys;
  IVal *vals;
  size_t cap, n;
} IMap;

/* Where control goes after a block's terminator. */
typedef enum { NEXT_NONE, NEXT_BLOCK, NEXT_RETURN, NEXT_YIELD } NextKind;

struct IFn {
  Interp *in;
  IMap map;
  NextKind next;
  MlirBlock dest;          /* NEXT_BLOCK: the successor */
  unsigned nout;           /* NEXT_BLOCK: its arguments; NEXT_RETURN/YIELD: the values */
  IVal *out;
  IForall *forall;         /* the scf.forall whose body runs, or NULL */
  unsigned depth;          /* regions being run (interp_region) */
  IVal *buf[INTERP_MAX_NEST];   /* per depth: what terminators hand on (out_buf) */
  unsigned bufcap[INTERP_MAX_NEST];
  struct { const void *name; const EncOpDef *def; } ops[64];   /* op name -> row (find_def) */
  unsigned elementwise;    /* run_elementwise: the op's operands are bound to elements */
};

Interp *interp_of(IFn *f) { return f->in; }

static int stop(Interp *in, InterpStatus st, const char *fmt, va_list ap) {
  if (in->status == INTERP_OK) {
    in->status = st;
    vsnprintf(in->why, sizeof in->why, fmt, ap);
  }
  return 1;
}

int interp_error(IFn *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  stop(f->in, INTERP_ERROR, fmt, ap);
  va_end(ap);
  return 1;
}

int interp_limit(IFn *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  stop(f->in, INTERP_LIMIT, fmt, ap);
  va_end(ap);
  return 1;
}

static int oom(IFn *f) { return interp_error(f, "out of memory in the interpreter"); }

int interp_ub(IFn *f, MlirOperation op, const char *fmt, ...) {
  char what[200], loc[120] = "";
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  mu_loc_text(mlirOperationGetLocation(op), loc, sizeof loc);
  if (f->in->status == INTERP_OK) {
    f->in->status = INTERP_UB;
    snprintf(f->in->why, sizeof f->in->why, "%s%s%s", what, *loc ? " at " : "", loc);
    snprintf(f->in->ub_loc, sizeof f->in->ub_loc, "%s", loc);
  }
  return 1;
}

int interp_unsupported(IFn *f, MlirOperation op, const char *why) {
  if (f->in->status == INTERP_OK) {
    f->in->status = INTERP_UNSUPPORTED;
    char *name = mu_op_name(f->in->arena, op);
    snprintf(f->in->why, sizeof f->in->why, "%s%s%s", name ? name : "?", why ? " " : "", why ? why : "");
  }
  return 1;
}

static size_t slot(const IMap *m, const void *k) {
  size_t h = ((uintptr_t)k >> 4) * 0x9E3779B97F4A7C15ull;
  for (size_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1))
    if (!m->keys[i] || m->keys[i] == k) return i;
}

static int map_put(IFn *f, MlirValue v, IVal x) {
  IMap *m = &f->map;
  if (2 * (m->n + 1) > m->cap) {
    IMap g = {.cap = m->cap ? m->cap * 2 : 64};
    g.keys = arena_alloc(f->in->arena, g.cap * sizeof *g.keys);
    g.vals = arena_alloc(f->in->arena, g.cap * sizeof *g.vals);
    if (!g.keys || !g.vals) return oom(f);
    for (size_t i = 0; i < m->cap; i++)
      if (m->keys[i]) {
        size_t j = slot(&g, m->keys[i]);
        g.keys[j] = m->keys[i];
        g.vals[j] = m->vals[i];
        g.n++;
      }
    *m = g;
  }
  size_t i = slot(m, v.ptr);
  if (!m->keys[i]) m->n++;
  m->keys[i] = v.ptr;
  m->vals[i] = x;
  return 0;
}

int interp_operand(IFn *f, MlirOperation op, int i, IVal *out) {
  MlirValue v = mlirOperationGetOperand(op, i);
  IMap *m = &f->map;
  size_t k = m->cap ? slot(m, v.ptr) : 0;
  if (!m->cap || !m->keys[k]) return interp_error(f, "operand %d of an op has no value", i);
  *out = m->vals[k];
  return 0;
}

int interp_index_operands(IFn *f, MlirOperation op, int first, unsigned n, uint64_t *out) {
  for (unsigned k = 0; k < n; k++) {
    IVal v;
    if (interp_operand(f, op, first + (int)k, &v)) return 1;
    if (v.s.poison) return interp_ub(f, op, "a poison index or size");
    out[k] = v.s.bits;
  }
  return 0;
}

int interp_scalar_operands(IFn *f, MlirOperation op, unsigned n, IScalar *out) {
  for (unsigned k = 0; k < n; k++) {
    IVal v;
    if (interp_operand(f, op, (int)k, &v)) return 1;
    out[k] = v.s;
  }
  return 0;
}

int interp_result(IFn *f, MlirOperation op, int i, IVal v) {
  return map_put(f, mlirOperationGetResult(op, i), v);
}

/* Room for the n values a terminator hands on: one buffer per region depth, reused, so
 * that a loop's iterations do not grow the arena (interp_region: its caller reads them
 * before it runs a region again; a block's arguments are read before its first op). */
static IVal *out_buf(IFn *f, unsigned n) {
  unsigned d = f->depth;
  if (d >= INTERP_MAX_NEST) return arena_alloc(f->in->arena, (n + 1) * sizeof(IVal));
  if (f->bufcap[d] < n + 1) {
    f->buf[d] = arena_alloc(f->in->arena, (n + 1) * sizeof(IVal));
    f->bufcap[d] = f->buf[d] ? n + 1 : 0;
  }
  return f->buf[d];
}

/* Operands first..first+n-1 as the next block's arguments or the returned values. */
static int take_operands(IFn *f, MlirOperation op, int first, int n, NextKind k) {
  IVal *v = out_buf(f, (unsigned)n);
  if (!v) return oom(f);
  for (int i = 0; i < n; i++)
    if (interp_operand(f, op, first + i, &v[i])) return 1;
  f->next = k;
  f->nout = (unsigned)n;
  f->out = v;
  return 0;
}

int interp_return(IFn *f, MlirOperation op) {
  return take_operands(f, op, 0, (int)mlirOperationGetNumOperands(op), NEXT_RETURN);
}

int interp_yield(IFn *f, MlirOperation op) {
  return take_operands(f, op, 0, (int)mlirOperationGetNumOperands(op), NEXT_YIELD);
}

int interp_branch(IFn *f, MlirBlock dest, MlirOperation op, int first, int n) {
  if (take_operands(f, op, first, n, NEXT_BLOCK)) return 1;
  f->dest = dest;
  return 0;
}

/* The text of op's results, "3, [1, 2]" (arena memory; NULL if out of memory). */
static char *results_text(IFn *f, MlirOperation op) {
  Interp *in = f->in;
  char *out = arena_strdup(in->arena, "");
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); out && i < n; i++) {
    MlirValue r = mlirOperationGetResult(op, i);
    size_t k = slot(&f->map, r.ptr);
    char *t = f->map.keys[k] ? interp_text(in, mlirValueGetType(r), f->map.vals[k]) : NULL;
    size_t len = strlen(out) + (t ? strlen(t) : 1) + 3;
    char *o = arena_alloc(in->arena, len);
    if (o) snprintf(o, len, "%s%s%s", out, i ? ", " : "", t ? t : "?");
    out = o;
  }
  return out;
}

/* --trace and the recorded log: op and results, after the op ran. */
static void trace_op(IFn *f, MlirOperation op) {
  Interp *in = f->in;
  if (!in->trace && in->nlog >= INTERP_MAX_LOG) return;
  char *vals = results_text(f, op);
  if (in->trace) {
    char loc[120] = "";
    mu_loc_text(mlirOperationGetLocation(op), loc, sizeof loc);
    char *name = mu_op_name(in->arena, op);
    fprintf(in->trace, "  %s%s%s%s%s\n", name ? name : "?", *loc ? " at " : "", loc, vals && *vals ? ": " : "",
            vals ? vals : "");
  }
  if (!in->record || in->nlog >= INTERP_MAX_LOG || !vals) return;
  if (!in->log && !(in->log = arena_alloc(in->arena, INTERP_MAX_LOG * sizeof *in->log))) return;
  in->log[in->nlog++] = (IStep){op, vals};
}

/* The op table row of op (NULL: no semantics), through a cache keyed by the uniqued name:
 * enc_lookup searches every table, which dominated long loops. */
static const EncOpDef *find_def(IFn *f, MlirOperation op) {
  MlirIdentifier id = mlirOperationGetName(op);
  size_t k = ((uintptr_t)id.ptr >> 4) % (sizeof f->ops / sizeof f->ops[0]);
  if (f->ops[k].name != id.ptr || !f->ops[k].def) {
    f->ops[k].name = id.ptr;
    f->ops[k].def = enc_lookup(mlirIdentifierStr(id));
  }
  return f->ops[k].def;
}

int interp_elementwise(IFn *f) { return f->elementwise > 0; }

/* Whether op has an operand or a result that is a tensor or vector. */
static int has_tensor(MlirOperation op) {
  for (intptr_t k = 0, n = mlirOperationGetNumOperands(op); k < n; k++)
    if (interp_is_tensor(mlirValueGetType(mlirOperationGetOperand(op, k)))) return 1;
  for (intptr_t k = 0, n = mlirOperationGetNumResults(op); k < n; k++)
    if (interp_is_tensor(mlirValueGetType(mlirOperationGetResult(op, k)))) return 1;
  return 0;
}

static int same_shape(const ITensor *a, const ITensor *b) {
  if (a->rank != b->rank) return 0;
  for (unsigned r = 0; r < a->rank; r++)
    if (a->dims[r] != b->dims[r]) return 0;
  return 1;
}

/* Runs one element of an elementwise op: the tensor operands (saved) bound to element e,
 * the scalar evaluator, its results stored into res. */
static int run_element(IFn *f, MlirOperation op, EncEvalFn eval, const IVal *saved, IVal *res, size_t e) {
  intptr_t n = mlirOperationGetNumOperands(op), nres = mlirOperationGetNumResults(op);
  for (intptr_t k = 0; k < n; k++) {
    if (!saved[k].t) continue;
    IScalar x = saved[k].t->e[e];
    if (x.uninit) return interp_ub(f, op, "read of an element never written");
    if (map_put(f, mlirOperationGetOperand(op, (int)k), (IVal){.s = x})) return 1;
  }
  if (eval(f, op)) return 1;
  for (intptr_t r = 0; r < nres; r++) {
    IVal v;
    size_t k = slot(&f->map, mlirOperationGetResult(op, r).ptr);
    if (!f->map.keys[k]) return interp_error(f, "an elementwise op without result %d", (int)r);
    v = f->map.vals[k];
    res[r].t->e[e] = v.s;
  }
  return 0;
}

/* An elementwise op (OP_ELEMENTWISE: arith, math) on tensors or vectors, as
 * tval_elementwise encodes it: the scalar evaluator runs on each element with the tensor
 * operands bound to that element (scalar operands stay, as arith.select's condition);
 * operands of different shapes or an element never written are UB. */
static int run_elementwise(IFn *f, MlirOperation op, EncEvalFn eval) {
  intptr_t n = mlirOperationGetNumOperands(op), nres = mlirOperationGetNumResults(op);
  IVal *saved = arena_alloc(f->in->arena, (size_t)(n + 1) * sizeof *saved);
  IVal *res = arena_alloc(f->in->arena, (size_t)(nres + 1) * sizeof *res);
  if (!saved || !res) return oom(f);
  const ITensor *sh = NULL;
  for (intptr_t k = 0; k < n; k++) {
    if (interp_operand(f, op, (int)k, &saved[k])) return 1;
    if (saved[k].m) return interp_unsupported(f, op, "on memrefs");
    if (saved[k].t && !sh) sh = saved[k].t;
    else if (saved[k].t && !same_shape(sh, saved[k].t)) return interp_ub(f, op, "operands of different shapes");
  }
  if (!sh) return interp_unsupported(f, op, "producing a tensor from scalars");
  for (intptr_t r = 0; r < nres; r++)
    if (interp_tensor(f->in, mlirValueGetType(mlirOperationGetResult(op, r)), sh->dims, &res[r])) return 1;
  f->elementwise++;
  int rc = 0;
  for (size_t e = 0; e < sh->n && !rc; e++)
    rc = (e % INTERP_CHECK_EVERY == INTERP_CHECK_EVERY - 1 && interp_expired(f->in)) || run_element(f, op, eval, saved, res, e);
  f->elementwise--;
  for (intptr_t k = 0; k < n && !rc; k++)
    if (saved[k].t) rc = map_put(f, mlirOperationGetOperand(op, (int)k), saved[k]);
  for (intptr_t r = 0; r < nres && !rc; r++) rc = interp_result(f, op, (int)r, res[r]);
  return rc;
}

/* Stops in with a limit (INTERP_LIMIT, kind cut), unless it stopped already; returns 1. */
static int cut_short(Interp *in, InterpCut cut, const char *what) {
  if (in->status != INTERP_OK) return 1;
  in->status = INTERP_LIMIT;
  in->cut = cut;
  snprintf(in->why, sizeof in->why, "%s after %lu steps", what, in->steps);
  return 1;
}

int interp_expired(Interp *in) {
  if (in->halt && atomic_load_explicit(in->halt, memory_order_relaxed)) return cut_short(in, INTERP_CUT_TIME, "time limit reached");
  if (in->arena->oom && in->arena->limit) return cut_short(in, INTERP_CUT_MEMORY, "memory limit reached");
  if (in->deadline <= 0) return 0;
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);   /* smt_now's clock */
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9 >= in->deadline ? cut_short(in, INTERP_CUT_TIME, "time limit reached") : 0;
}

unsigned interp_attr_flags(IFn *f, MlirOperation op, InterpAttr kind) {
  Interp *in = f->in;
  size_t k = (((uintptr_t)op.ptr >> 4) * 3 + kind) % (sizeof in->attrs / sizeof in->attrs[0]);
  if (in->attrs[k].op == op.ptr && in->attrs[k].kind == kind) return in->attrs[k].flags;
  unsigned v = 0;
  int nsw, nuw;
  if (kind == INTERP_ATTR_FASTMATH) v = mu_fastmath(NULL, op);
  else if (kind == INTERP_ATTR_OVERFLOW) mu_overflow_flags(NULL, op, &nsw, &nuw), v = (unsigned)(nsw | nuw << 1);
  else v = (unsigned)(mu_index_cmp_predicate(NULL, op) + 1);
  in->attrs[k].op = op.ptr;
  in->attrs[k].kind = kind;
  in->attrs[k].flags = v;
  return v;
}

static int run_op(IFn *f, MlirOperation op) {
  Interp *in = f->in;
  unsigned long max = in->max_steps ? in->max_steps : INTERP_MAX_STEPS;
  if (++in->steps > max) {
    cut_short(in, INTERP_CUT_STEPS, "");
    snprintf(in->why, sizeof in->why, "more than %lu ops run (a loop that does not end?)", max);
    return 1;
  }
  if (in->steps % INTERP_CHECK_EVERY == 0 && interp_expired(in)) return 1;
  const EncOpDef *d = find_def(f, op);
  if (!d) return interp_unsupported(f, op, "(no semantics)");
  if (!d->eval) return interp_unsupported(f, op, "(no evaluator)");
  if ((d->props & OP_ELEMENTWISE) && !f->elementwise && has_tensor(op) ? run_elementwise(f, op, d->eval)
                                                                       : d->eval(f, op))
    return 1;
  if (in->trace || in->record) trace_op(f, op);
  return 0;
}

/* Runs block b with its arguments bound to args, until its terminator set f->next. */
static int run_block(IFn *f, MlirBlock b, unsigned nargs, const IVal *args) {
  if ((unsigned)mlirBlockGetNumArguments(b) != nargs)
    return interp_error(f, "a block of %d arguments given %u", (int)mlirBlockGetNumArguments(b), nargs);
  for (unsigned i = 0; i < nargs; i++)
    if (map_put(f, mlirBlockGetArgument(b, i), args[i])) return 1;
  f->next = NEXT_NONE;
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (run_op(f, op)) return 1;
    if (f->next != NEXT_NONE) return 0;
  }
  return interp_error(f, "a block ended without a terminator");
}

int interp_ops(IFn *f, MlirBlock b) {
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (run_op(f, op)) return 1;
  return 0;
}

/* Runs a region's CFG from its entry block until a return or a yield. */
static int run_cfg(IFn *f, MlirRegion r, unsigned nargs, const IVal *args) {
  MlirBlock b = mlirRegionGetFirstBlock(r);
  if (mlirBlockIsNull(b)) return interp_error(f, "an empty region");
  for (;;) {
    if (run_block(f, b, nargs, args)) return 1;
    if (f->next != NEXT_BLOCK) return 0;
    b = f->dest;
    nargs = f->nout;
    args = f->out;
  }
}

/* Whether op is an AutomaticAllocationScope whose region runs once per iteration (SCFOps.td,
 * AffineOps.td): the allocas of an iteration die at its end (as loop.c's loop_body). */
static int alloca_scope(IFn *f, MlirOperation op) {
  const EncOpDef *d = mlirOperationIsNull(op) ? NULL : find_def(f, op);
  return d && (d->props & OP_ALLOCA_SCOPE);
}

int interp_region(IFn *f, MlirRegion r, unsigned nargs, const IVal *args, unsigned *nout, IVal **out) {
  *nout = 0;
  *out = NULL;
  MlirBlock entry = mlirRegionGetFirstBlock(r);
  if (mlirBlockIsNull(entry)) return 0;   /* scf.if without else */
  unsigned mark = imem_mark(f->in);
  f->depth++;
  int rc = run_cfg(f, r, nargs, args);
  f->depth--;
  if (rc) return 1;
  if (alloca_scope(f, mlirBlockGetParentOperation(entry))) imem_release_stack(f->in, mark);
  *nout = f->next == NEXT_YIELD ? f->nout : 0;
  *out = f->next == NEXT_YIELD ? f->out : NULL;
  f->next = NEXT_NONE;
  return 0;
}

static int run_func(Interp *in, MlirOperation func, unsigned nargs, const IVal *args, unsigned *nres,
                    IVal **res) {
  IFn fn = {.in = in}, *f = &fn;
  if (in->call_depth >= INTERP_MAX_DEPTH) {
    in->status = INTERP_LIMIT;
    in->cut = INTERP_CUT_OTHER;
    snprintf(in->why, sizeof in->why, "calls nested deeper than %d", INTERP_MAX_DEPTH);
    return 1;
  }
  in->call_depth++;
  int rc = run_cfg(f, mlirOperationGetRegion(func, 0), nargs, args);
  in->call_depth--;
  if (rc) return 1;
  if (f->next != NEXT_RETURN) return interp_error(f, "the function ended without func.return");
  *nres = f->nout;
  *res = f->out;
  return 0;
}

int interp_call(IFn *f, MlirOperation callee, unsigned nargs, const IVal *args, unsigned *nres, IVal **res) {
  unsigned mark = imem_mark(f->in);
  int rc = run_func(f->in, callee, nargs, args, nres, res);
  imem_release_stack(f->in, mark);   /* the callee's allocas die when it returns */
  return rc;
}

InterpStatus interp_run(Interp *in, MlirOperation func, unsigned nargs, const IVal *args,
                        unsigned *nres, IVal **res) {
  in->status = INTERP_OK;
  in->cut = INTERP_CUT_NONE;
  in->why[0] = 0;
  *nres = 0;
  *res = NULL;
  unsigned mark = imem_mark(in);
  run_func(in, func, nargs, args, nres, res);
  /* the function is an AutomaticAllocationScope: its allocas die when it returns (a
   * returned one holds no element, as mem.c's mem_snapshot) */
  imem_release_stack(in, mark);
  if (in->arena->oom && in->arena->limit && in->status != INTERP_LIMIT) {   /* the check's memory limit */
    in->status = INTERP_OK;
    cut_short(in, INTERP_CUT_MEMORY, "memory limit reached");
  }
  if (in->status == INTERP_OK && in->arena->oom) {
    in->status = INTERP_ERROR;
    snprintf(in->why, sizeof in->why, "out of memory in the interpreter");
  }
  return in->status;
}

/* ---- scf.forall's outputs ---- */

IForall *interp_forall(IFn *f) { return f->forall; }

IForall *interp_set_forall(IFn *f, IForall *fa) {
  IForall *old = f->forall;
  f->forall = fa;
  return old;
}

int interp_forall_output(IFn *f, MlirValue dest, unsigned *k, ITensor **cur) {
  IForall *fa = f->forall;
  intptr_t i = fa && mlirValueIsABlockArgument(dest) && mlirBlockEqual(mlirBlockArgumentGetOwner(dest), fa->body)
                   ? mlirBlockArgumentGetArgNumber(dest) - (intptr_t)fa->nivs : -1;
  if (i < 0 || i >= (intptr_t)fa->nouts || !fa->cur[i].t)
    return interp_error(f, "tensor.parallel_insert_slice whose dest is not an scf.forall output");
  *k = (unsigned)i;
  *cur = fa->cur[i].t;
  return 0;
}

int interp_forall_insert(IFn *f, unsigned k, size_t at, IScalar v) {
  IForall *fa = f->forall;
  if (!fa || k >= fa->nouts || !fa->cur[k].t || at >= fa->cur[k].t->n)
    return interp_error(f, "an insert outside the scf.forall's outputs");
  if (fa->written[k][at]) v = (IScalar){.poison = 1};
  fa->written[k][at] = 1;
  fa->cur[k].t->e[at] = v;
  return 0;
}

/* ---- types ---- */

int interp_is_tensor(MlirType t) {
  return mlirTypeIsARankedTensor(t) || (mlirTypeIsAVector(t) && !mlirVectorTypeIsScalable(t));
}

/* The scalar type of t's elements (a memref's of vectors: the lanes'). */
static MlirType elem_type(MlirType t) {
  while (mlirTypeIsAShaped(t)) t = mlirShapedTypeGetElementType(t);
  return t;
}

int interp_float_format(MlirType t) {
  t = elem_type(t);
  return mlirTypeIsAF16(t) ? IF_F16 : mlirTypeIsABF16(t) ? IF_BF16 : mlirTypeIsAF32(t) ? IF_F32
         : mlirTypeIsAF64(t) ? IF_F64 : -1;
}

int interp_complex_format(MlirType t) {
  t = elem_type(t);
  int k = mlirTypeIsAComplex(t) ? interp_float_format(mlirComplexTypeGetElementType(t)) : -1;
  return k >= 0 && if_width((IfFormat)k) <= 32 ? k : -1;
}

unsigned interp_width(MlirType t) {
  t = elem_type(t);
  int c = interp_complex_format(t);
  if (c >= 0) return 2 * if_width((IfFormat)c);
  if (mlirTypeIsAIndex(t)) return 64;
  int sk = mu_shape_type(t);   /* shape.c: sizes and extents are indices, a witness a bit */
  if (sk) return sk == MU_SHAPE_WITNESS ? 1 : 64;
  if (mlirTypeIsAInteger(t)) {
    unsigned w = mlirIntegerTypeGetWidth(t);
    return w >= 1 && w <= 64 ? w : 0;
  }
  int k = interp_float_format(t);
  return k >= 0 ? if_width((IfFormat)k) : 0;
}

int interp_fastmath_poison(IFn *f, MlirOperation op, int k, unsigned n, const uint64_t *vals) {
  unsigned fm = interp_attr_flags(f, op, INTERP_ATTR_FASTMATH);
  for (unsigned i = 0; fm && i < n; i++)
    if (((fm & MU_FM_NNAN) && if_is_nan((IfFormat)k, vals[i])) || ((fm & MU_FM_NINF) && if_is_inf((IfFormat)k, vals[i])))
      return 1;
  return 0;
}

/* ---- constants and tensors ---- */

/* Stops in with st and a message; returns 1. */
static int fail(Interp *in, InterpStatus st, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  stop(in, st, fmt, ap);
  va_end(ap);
  return 1;
}

int interp_tensor(Interp *in, MlirType t, const int64_t *dims, IVal *out) {
  unsigned rank = (unsigned)mlirShapedTypeGetRank(t);
  ITensor *x = arena_alloc(in->arena, sizeof *x);
  if (!x || !(x->dims = arena_alloc(in->arena, (rank + 1) * sizeof *x->dims)))
    return fail(in, INTERP_ERROR, "out of memory in the interpreter");
  x->rank = rank;
  x->n = 1;
  for (unsigned r = 0; r < rank; r++) {
    int64_t d = dims ? dims[r] : mlirShapedTypeGetDimSize(t, r);
    if (d < 0 && dims) return fail(in, INTERP_LIMIT, "a tensor with a size of 2^63 or more (too large to run)");
    if (d < 0) return fail(in, INTERP_ERROR, "a tensor of unknown size");
    if (__builtin_mul_overflow(x->n, (size_t)(x->dims[r] = d), &x->n)) x->n = SIZE_MAX;
  }
  if (x->n > INTERP_MAX_ELEMS) return fail(in, INTERP_LIMIT, "a tensor of %zu elements (too large to run)", x->n);
  if (!(x->e = arena_alloc(in->arena, (x->n + 1) * sizeof *x->e))) return fail(in, INTERP_ERROR, "out of memory in the interpreter");
  *out = (IVal){.t = x};
  return 0;
}

int interp_poison(IFn *f, MlirType t, const int64_t *dims, IVal *out) {
  *out = (IVal){.s.poison = 1};
  if (!interp_is_tensor(t) || f->elementwise) return 0;
  if (interp_tensor(f->in, t, dims, out)) return 1;
  for (size_t i = 0; i < out->t->n; i++) out->t->e[i].poison = 1;
  return 0;
}

/* One element attribute of element type et. */
static int constant_scalar(IFn *f, MlirOperation op, MlirType et, MlirAttribute a, IScalar *out) {
  int k = interp_float_format(et);
  unsigned w = interp_width(et);
  *out = (IScalar){0};
  if (!w) return interp_unsupported(f, op, "of this type");
  if (k >= 0) return fp_attr_bits(f->in->arena, (FpKind)k, a, &out->bits) ? interp_unsupported(f, op, "with this float literal") : 0;
  if (!mlirAttributeIsNull(a) && mlirAttributeIsABool(a)) return out->bits = mlirBoolAttrGetValue(a), 0;
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a)) return interp_unsupported(f, op, "with a non-integer value");
  out->bits = (uint64_t)mlirIntegerAttrGetValueInt(a) & interp_mask(w);
  return 0;
}

int interp_constant(IFn *f, MlirOperation op, MlirType t, MlirAttribute a, IVal *out) {
  *out = (IVal){0};
  if (!interp_is_tensor(t)) return constant_scalar(f, op, t, a, &out->s);
  if (mu_dense_count(a) < 0) return interp_unsupported(f, op, "with a value that is neither dense nor sparse");
  if (interp_tensor(f->in, t, NULL, out)) return 1;
  MlirType et = mlirShapedTypeGetElementType(t);
  int splat = mlirAttributeIsADenseElements(a) && mlirDenseElementsAttrIsSplat(a);
  IScalar s0;
  if (splat && constant_scalar(f, op, et, mlirDenseElementsAttrGetSplatValue(a), &s0)) return 1;
  for (size_t i = 0; i < out->t->n; i++)
    if (splat) out->t->e[i] = s0;
    else if (constant_scalar(f, op, et, mu_dense_elem(a, (int64_t)i), &out->t->e[i])) return 1;
  return 0;
}

/* ---- text ---- */


/* A complex value's bits as "(re, im)". */
static void complex_text(IfFormat k, uint64_t bits, char *buf, size_t n) {
  unsigned w = if_width(k);
  char re[48], im[48];
  if_format(k, bits & interp_mask(w), re, sizeof re);
  if_format(k, bits >> w & interp_mask(w), im, sizeof im);
  snprintf(buf, n, "(%s, %s)", re, im);
}

/* A scalar in counterexample syntax: integers signed (i1: true/false), floats by ifloat. */
static void scalar_text(MlirType et, IScalar s, char *buf, size_t n) {
  int k = interp_float_format(et), c = interp_complex_format(et);
  unsigned w = interp_width(et);
  if (s.poison) snprintf(buf, n, "poison");
  else if (s.uninit) snprintf(buf, n, "uninit");
  else if (k >= 0) if_format((IfFormat)k, s.bits, buf, n);
  else if (c >= 0) complex_text((IfFormat)c, s.bits, buf, n);
  else if (w == 1 && !mlirTypeIsAIndex(et)) snprintf(buf, n, "%s", s.bits & 1 ? "true" : "false");
  else snprintf(buf, n, "%" PRId64, interp_sext(s.bits, w));
}

/* Appends s to out (capacity cap, length *len); what does not fit is dropped. */
static void append(char *out, size_t cap, size_t *len, const char *s) {
  size_t n = strlen(s);
  if (*len + n >= cap) n = *len + 1 < cap ? cap - 1 - *len : 0;
  memcpy(out + *len, s, n);
  *len += n;
  out[*len] = 0;
}

char *interp_text(Interp *in, MlirType t, IVal v) {
  char buf[128];   /* a complex value: two floats */
  if (v.m) {   /* its elements now; printing never stops a run (a view too large to show) */
    InterpStatus st = in->status;
    char why[sizeof in->why];
    memcpy(why, in->why, sizeof why);
    IVal c;
    char *text = imem_snapshot(in, t, v.m, 0, &c) ? NULL : interp_text(in, t, c);
    in->status = st;
    memcpy(in->why, why, sizeof why);
    return text;
  }
  if (!v.t) {
    scalar_text(elem_type(t), v.s, buf, sizeof buf);
    return arena_strdup(in->arena, buf);
  }
  ITensor *x = v.t;
  int64_t inner[17];
  if (x->rank > 16) return arena_strdup(in->arena, "?");
  if (x->n == 0) return arena_strdup(in->arena, "[]");
  inner[x->rank] = 1;
  for (unsigned r = x->rank; r-- > 0;) inner[r] = inner[r + 1] * x->dims[r];
  /* an element: its text (at most sizeof buf), ", " and a bracket each side per dimension */
  size_t cap = x->n * (sizeof buf + 2 + 2 * x->rank) + 1, len = 0;
  char *out = arena_alloc(in->arena, cap);
  if (!out) return NULL;
  for (size_t e = 0; e < x->n; e++) {
    for (unsigned r = 0; r < x->rank; r++)
      if (e % (size_t)inner[r] == 0) append(out, cap, &len, "[");
    scalar_text(elem_type(t), x->e[e], buf, sizeof buf);
    append(out, cap, &len, buf);
    for (unsigned r = x->rank; r-- > 0;)
      if ((e + 1) % (size_t)inner[r] == 0) append(out, cap, &len, "]");
    if (e + 1 < x->n) append(out, cap, &len, ", ");
  }
  return out;
}

/* ---- parsing arguments ---- */

static int parse_fail(Interp *in, const char *what, const char *text) {
  in->status = INTERP_ERROR;
  snprintf(in->why, sizeof in->why, "cannot read %s from '%s'", what, text);
  return 1;
}

static const char *skip_ws(const char *p) {
  while (*p == ' ' || *p == '\t' || *p == '\n') p++;
  return p;
}

static int parse_scalar(Interp *in, MlirType et, const char **p, IScalar *out);

/* A complex literal "(re, im)" at *p (advanced past it), parts of format k. */
static int parse_complex(Interp *in, MlirType et, int k, const char **p, IScalar *out) {
  const char *s = skip_ws(*p);
  MlirType pt = mlirComplexTypeGetElementType(et);
  IScalar re, im;
  if (*s != '(') return parse_fail(in, "a complex value (re, im)", s);
  s++;
  if (parse_scalar(in, pt, &s, &re)) return 1;
  if (*(s = skip_ws(s)) != ',') return parse_fail(in, "a complex value (re, im)", *p);
  s++;
  if (parse_scalar(in, pt, &s, &im)) return 1;
  if (*(s = skip_ws(s)) != ')') return parse_fail(in, "a complex value (re, im)", *p);
  *p = s + 1;
  *out = (IScalar){re.bits | im.bits << if_width((IfFormat)k), (uint8_t)(re.poison | im.poison), 0};
  return 0;
}

/* One scalar of element type et at *p (advanced past it). */
static int parse_scalar(Interp *in, MlirType et, const char **p, IScalar *out) {
  int c = interp_complex_format(et);
  if (c >= 0 && *skip_ws(*p) == '(') return parse_complex(in, et, c, p, out);
  if (c < 0 && mlirTypeIsAComplex(et)) return parse_fail(in, "a value of a complex type other than complex<f16|bf16|f32>", *p);
  const char *s = skip_ws(*p), *e = s;
  while (*e && !strchr(" \t\n,])", *e)) e++;
  char tok[80];
  size_t n = (size_t)(e - s);
  if (!n || n >= sizeof tok) return parse_fail(in, "a value", s);
  memcpy(tok, s, n);
  tok[n] = 0;
  *p = e;
  *out = (IScalar){0};
  if (!strcmp(tok, "poison")) return out->poison = 1, 0;
  int k = interp_float_format(et);
  unsigned w = interp_width(et);
  if (!w) return parse_fail(in, "a value of this type", tok);
  if (k >= 0) return if_parse((IfFormat)k, tok, &out->bits) ? parse_fail(in, "a float", tok) : 0;
  if (!strcmp(tok, "true") || !strcmp(tok, "false")) {
    out->bits = tok[0] == 't';
    return w == 1 ? 0 : parse_fail(in, "an integer", tok);
  }
  char *end;
  errno = 0;
  uint64_t v = tok[0] == '-' ? (uint64_t)strtoll(tok, &end, 0) : strtoull(tok, &end, 0);
  /* MLIR reads an integer literal of w bits as signed or unsigned: -2^(w-1) .. 2^w - 1 */
  int fits = tok[0] == '-' ? w == 64 || (int64_t)v >= -(int64_t)(1ull << (w - 1)) : v <= interp_mask(w);
  if (*end || errno || !fits) return parse_fail(in, "an integer of this width", tok);
  out->bits = v & interp_mask(w);
  return 0;
}

/* Elements of a tensor literal "[[1, 2], [3, 4]]" (or a splat "5") into x. */
static int parse_elems(Interp *in, MlirType et, const char *text, ITensor *x) {
  const char *p = skip_ws(text);
  if (*p != '[') {   /* a splat */
    IScalar s;
    if (parse_scalar(in, et, &p, &s)) return 1;
    for (size_t i = 0; i < x->n; i++) x->e[i] = s;
    return *skip_ws(p) ? parse_fail(in, "a tensor", text) : 0;
  }
  size_t k = 0;
  for (; *p; p = skip_ws(p)) {
    if (*p == '[' || *p == ']' || *p == ',') {
      p++;
      continue;
    }
    if (k == x->n) return parse_fail(in, "a tensor of this shape (too many elements)", text);
    if (parse_scalar(in, et, &p, &x->e[k++])) return 1;
  }
  return k == x->n ? 0 : parse_fail(in, "a tensor of this shape (too few elements)", text);
}

int interp_parse(Interp *in, MlirType t, const char *text, IVal *out) {
  *out = (IVal){0};
  if (mlirTypeIsAMemRef(t)) return imem_parse(in, t, text, out);
  if (!interp_is_tensor(t)) {
    const char *p = text;
    if (parse_scalar(in, t, &p, &out->s)) return 1;
    return *skip_ws(p) ? parse_fail(in, "a scalar", text) : 0;
  }
  if (!mlirShapedTypeHasStaticShape(t)) return parse_fail(in, "a dynamically shaped tensor", text);
  if (interp_tensor(in, t, NULL, out)) return 1;
  ITensor *x = out->t;
  size_t len = strlen(text);
  if (!strncmp(text, "dense<", 6) && len > 7 && text[len - 1] == '>') {
    char *inner = arena_strndup(in->arena, text + 6, len - 7);
    if (!inner) return parse_fail(in, "(out of memory)", text);
    if (parse_elems(in, elem_type(t), inner, x)) return 1;
  } else if (parse_elems(in, elem_type(t), text, x)) {
    return 1;
  }
  return 0;
}

/* ---- refinement of results ---- */

/* Floats a and b are the same result: both NaN, or the same bits. */
static int float_same(IfFormat k, uint64_t a, uint64_t b) {
  return (if_is_nan(k, a) && if_is_nan(k, b)) || a == b;
}

int interp_same(MlirType et, uint64_t a, uint64_t b) {
  int k = interp_float_format(et), c = interp_complex_format(et);
  unsigned w = c >= 0 ? if_width((IfFormat)c) : interp_width(et);
  a &= interp_mask(c >= 0 ? 2 * w : w), b &= interp_mask(c >= 0 ? 2 * w : w);
  if (c >= 0)   /* part by part */
    return float_same((IfFormat)c, a & interp_mask(w), b & interp_mask(w)) && float_same((IfFormat)c, a >> w, b >> w);
  return k >= 0 ? float_same((IfFormat)k, a, b) : a == b;
}

/* As vc.c's value_bad / elem_bad: an element the source never wrote is like poison. */
static int scalar_refines(MlirType et, IScalar a, IScalar b) {
  if (a.poison || a.uninit) return 1;
  if (b.poison || b.uninit) return 0;
  return interp_same(et, a.bits, b.bits);
}

int interp_refines(MlirType t, IVal a, IVal b, int64_t *at) {
  *at = -1;
  if (!a.t) return scalar_refines(elem_type(t), a.s, b.s);
  if (!b.t || a.t->rank != b.t->rank || a.t->n != b.t->n) return 0;
  for (unsigned r = 0; r < a.t->rank; r++)
    if (a.t->dims[r] != b.t->dims[r]) return 0;
  for (size_t i = 0; i < a.t->n; i++)
    if (!scalar_refines(elem_type(t), a.t->e[i], b.t->e[i])) return (int)(*at = (int64_t)i, 0);
  return 1;
}
