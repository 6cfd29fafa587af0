/* obs.c: observable behaviour: the events (external calls, prints) each side makes, in the
 * encoder and in the interpreter (obs.h; docs/semantics.md, "Observable behaviour"). */
#include "obs.h"
#include <inttypes.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "fp.h"
#include "imem.h"
#include "mem.h"
#include "mlirutil.h"
#include "tval.h"

/* Events recorded per side at most (a print in an unrolled loop is one per iteration). */
enum { OBS_MAX_EVENTS = 1024 };

/* One event of one side, in program order. */
typedef struct ObsEvent {
  struct ObsEvent *next;
  const char *what;        /* "@printI64", "vector.print", "vector.print str \"x\"" */
  Z3_ast ok;               /* reached, with no undefined behaviour before it */
  Z3_ast pos;              /* 32-bit: the events this run made before it */
  unsigned n;
  EncVal *vals;            /* scalars or tensors (a memref: its view's elements) */
  MlirType *elems;         /* each value's element type */
} ObsEvent;

typedef struct ObsState {
  MlirOperation fn[2];     /* source, target */
  ObsEvent *head[2], **tail[2];
  Z3_ast count[2];         /* events made so far */
  unsigned n[2];
} ObsState;

/* The first op of op's regions (op itself included) for which pick holds, or null. */
static MlirOperation find_op(MlirOperation op, int (*pick)(MlirOperation)) {
  if (pick(op)) return op;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o)) {
        MlirOperation hit = find_op(o, pick);
        if (!mlirOperationIsNull(hit)) return hit;
      }
  return (MlirOperation){NULL};
}

static int is_call(MlirOperation op) { return mu_op_is(op, "func.call") || mu_op_is(op, "func.constant"); }

/* A call of a function whose body tv does not have (a declaration, or a symbol it cannot
 * find from op) other than the runner's prints (printI64, printMemrefF32, printNewline, ...:
 * output only, RunnerUtils.cpp), whose semantics tv knows as events. */
static int calls_unknown(MlirOperation op) {
  if (!mu_op_is(op, "func.call")) return 0;
  MlirAttribute a = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("callee"));
  if (mlirAttributeIsNull(a)) return 0;
  MlirStringRef s = mlirFlatSymbolRefAttrGetValue(a);
  if (s.length >= 5 && !strncmp(s.data, "print", 5)) return 0;
  MlirOperation c = mu_lookup_symbol(op, s);
  return mlirOperationIsNull(c) || !mu_is_func_def(c);
}

/* A call in the target of a function without a body (not one of the runner's prints) where
 * the source makes no call at all: the target computes through a callee tv does not know,
 * which may compute what the source computed (a lowering to library calls,
 * convert-linalg-to-std). Null when there is none. (By the ops alone: a function pass's
 * source is a detached clone, where symbols cannot be looked up.) */
static MlirOperation new_callee(MlirOperation tgt, MlirOperation src) {
  if (!mlirOperationIsNull(find_op(src, is_call))) return (MlirOperation){NULL};
  return find_op(tgt, calls_unknown);
}

int obs_new_callee(MlirOperation src, MlirOperation tgt) { return !mlirOperationIsNull(new_callee(tgt, src)); }

int obs_prepare(TvQuery *q, MlirOperation src, MlirOperation tgt) {
  MlirOperation call = new_callee(tgt, src);
  if (!mlirOperationIsNull(call)) {
    MlirAttribute a = mlirOperationGetAttributeByName(call, mlirStringRefCreateFromCString("callee"));
    MlirStringRef n = mlirFlatSymbolRefAttrGetValue(a);
    return enc_stop(q, TV_INCONCLUSIVE, "the target calls @%.*s, a function without a body here that the source "
                    "never calls (it may compute what the source computed: a library call)", (int)n.length, n.data);
  }
  ObsState *st = arena_alloc(&q->arena, sizeof *st);
  if (!st) return enc_stop(q, TV_ERROR, "out of memory");
  *st = (ObsState){{src, tgt}, {NULL, NULL}, {&st->head[0], &st->head[1]}, {NULL, NULL}, {0, 0}};
  q->obs = st;
  return 0;
}

MlirOperation obs_callee(EncFn *f, MlirOperation op, MlirStringRef name) {
  MlirOperation c = mu_lookup_symbol(op, name);
  ObsState *st = f->q->obs;
  for (int k = 0; mlirOperationIsNull(c) && st && k < 2; k++) c = mu_lookup_symbol(st->fn[k], name);
  return !mlirOperationIsNull(c) && mu_op_is(c, "func.func") ? c : (MlirOperation){NULL};
}

/* Ops whose regions run their ops one execution after another, each encoded as it runs
 * (unrolled loops, branches): events inside them keep their order. */
static int ordered_parent(MlirOperation p) {
  static const char *const ok[] = {"func.func", "scf.if", "scf.for", "scf.while", "scf.execute_region",
                                   "scf.index_switch", "affine.for", "affine.if", "memref.alloca_scope"};
  for (size_t i = 0; i < sizeof ok / sizeof *ok; i++)
    if (mu_op_is(p, ok[i])) return 1;
  return 0;
}

static int in_order(EncFn *f, MlirOperation op) {
  if (f->footprint || f->forall || f->reduce_acc) return 0;
  for (MlirOperation p = mlirOperationGetParentOperation(op); !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p)) {
    if (!ordered_parent(p)) return 0;
    if (mu_op_is(p, "func.func")) return 1;
  }
  return 1;
}

/* Value k of an event: a memref as its view's elements now, others as they are. */
static int event_value(EncFn *f, MlirOperation op, EncVal v, MlirType t, EncVal *out, MlirType *elem) {
  *elem = mlirTypeIsAShaped(t) ? mlirShapedTypeGetElementType(t) : t;
  if (!v.m) return *out = v, 0;
  if (v.m->urank) return enc_unsupported(f, op, "with an unranked memref argument (its buffer is not modelled)");
  if (v.m->vrank) return enc_unsupported(f, op, "with a memref of vectors");
  return mem_snapshot(f, v.m, out);
}

int obs_event(EncFn *f, MlirOperation op, const char *what, unsigned n, const EncVal *vals, const MlirType *types) {
  ObsState *st = f->q->obs;
  Smt *s = f->s;
  if (!st) return 0;   /* a query without a pair (a test of one function) */
  if (!in_order(f, op)) return enc_unsupported(f, op, "where its executions are not encoded in order (a parallel loop, a region for every element)");
  int k = enc_is_src(f) ? 0 : 1;
  if (st->n[k] >= OBS_MAX_EVENTS) return enc_unsupported(f, op, "past 1024 calls and prints on one side");
  ObsEvent *e = arena_alloc(&f->q->arena, sizeof *e);
  EncVal *v = arena_alloc(&f->q->arena, (n + 1) * sizeof *v);
  MlirType *el = arena_alloc(&f->q->arena, (n + 1) * sizeof *el);
  if (!e || !v || !el) return enc_failed(f);
  for (unsigned i = 0; i < n; i++)
    if (event_value(f, op, vals[i], types[i], &v[i], &el[i])) return 1;
  if (!st->count[k]) st->count[k] = smt_bv_u64(s, 32, 0);
  Z3_ast ok = smt_and(s, f->path, smt_app1(s, Z3_mk_not, f->ub));
  *e = (ObsEvent){NULL, what, ok, st->count[k], n, v, el};
  st->count[k] = smt_app2(s, Z3_mk_bvadd, st->count[k], smt_ite(s, ok, smt_bv_u64(s, 32, 1), smt_bv_u64(s, 32, 0)));
  *st->tail[k] = e;
  st->tail[k] = &e->next;
  st->n[k]++;
  return enc_failed(f);
}

int obs_any(TvQuery *q) { return q->obs && (q->obs->n[0] || q->obs->n[1]); }

/* Element j of b (target) fails to refine element j of a (source): the source wrote it and
 * did not poison it, and the target's is poison, unwritten or another value. */
static Z3_ast elem_bad(EncFn *top, int kind, EncVal a, EncVal b, Z3_ast j) {
  Smt *s = top->s;
  EncVal x = tval_at(top, a, j), y = tval_at(top, b, j);
  Z3_ast xd = smt_and(s, x.np, tval_written(top, a, j)), yd = smt_and(s, y.np, tval_written(top, b, j));
  return smt_and(s, xd, smt_app1(s, Z3_mk_not, smt_and(s, yd, fp_same_value(top->q, kind, x.v, y.v))));
}

/* Value b (target) refines a (source) of element type et: a scalar as a result, a tensor
 * of the same shape element by element. */
static Z3_ast value_refines(EncFn *top, MlirType et, EncVal a, EncVal b) {
  Smt *s = top->s;
  int kind = fp_value_kind(et);
  if (!a.t != !b.t || (a.t && a.t->rank != b.t->rank)) return smt_false(s);
  if (!a.t) {
    if (!Z3_is_eq_sort(s->ctx, Z3_get_sort(s->ctx, a.v), Z3_get_sort(s->ctx, b.v))) return smt_false(s);
    return smt_app1(s, Z3_mk_not, smt_and(s, a.np, smt_app1(s, Z3_mk_not, smt_and(s, b.np, fp_same_value(top->q, kind, a.v, b.v)))));
  }
  Z3_ast i = tval_index(top, "obs");
  Z3_ast some = tval_exists(top, i, tval_numel(top, a.t), elem_bad(top, kind, a, b, i));
  return smt_and(s, tval_same_shape(top, a.t, b.t), smt_app1(s, Z3_mk_not, some));
}

/* Target event b refines source event a: the same callee, values that refine a's. */
static Z3_ast event_refines(EncFn *top, const ObsEvent *a, const ObsEvent *b) {
  if (strcmp(a->what, b->what) || a->n != b->n) return smt_false(top->s);
  Z3_ast all = smt_true(top->s);
  for (unsigned i = 0; i < a->n; i++) {
    if (!mlirTypeEqual(a->elems[i], b->elems[i])) return smt_false(top->s);
    all = smt_and(top->s, all, value_refines(top, a->elems[i], a->vals[i], b->vals[i]));
  }
  return all;
}

/* "Source event a is made by the target": some target event at a's position refines it. */
static Z3_ast matched(EncFn *top, const ObsState *st, const ObsEvent *a) {
  Smt *s = top->s;
  Z3_ast any = smt_false(s);
  for (const ObsEvent *b = st->head[1]; b; b = b->next) {
    if (strcmp(a->what, b->what)) continue;
    Z3_ast here = smt_and(s, b->ok, smt_app2(s, Z3_mk_eq, b->pos, a->pos));
    any = smt_or(s, any, smt_and(s, here, event_refines(top, a, b)));
  }
  return any;
}

static Z3_ast count_of(Smt *s, const ObsState *st, int k) { return st->count[k] ? st->count[k] : smt_bv_u64(s, 32, 0); }

Z3_ast obs_bad(TvQuery *q, Z3_ast src_no_ub) {
  Smt *s = &q->smt;
  EncFn top = {.q = q, .s = s};
  if (!obs_any(q)) return smt_false(s);
  if (q->cuts) return enc_stop(q, TV_INCONCLUSIVE, "cut points do not compare calls and prints"), NULL;
  ObsState *st = q->obs;
  Z3_ast bad = smt_false(s);
  for (const ObsEvent *a = st->head[0]; a; a = a->next)
    bad = smt_or(s, bad, smt_and(s, a->ok, smt_app1(s, Z3_mk_not, matched(&top, st, a))));
  Z3_ast more = smt_app2(s, Z3_mk_bvugt, count_of(s, st, 1), count_of(s, st, 0));
  return smt_or(s, bad, smt_and(s, src_no_ub, more));
}

/* The events side k makes in m, by position: at[p] (NULL where none); *n: how many. */
static void events_by_pos(TvQuery *q, Z3_model m, int k, const ObsEvent **at, unsigned *n) {
  *n = 0;
  for (const ObsEvent *e = q->obs->head[k]; e; e = e->next) {
    uint64_t p;
    if (!smt_model_bool(&q->smt, m, e->ok) || !smt_model_u64(&q->smt, m, e->pos, &p) || p >= OBS_MAX_EVENTS) continue;
    at[p] = e;
    if (p + 1 > *n) *n = (unsigned)p + 1;
  }
}

char *obs_cex_reason(TvQuery *q, Z3_model m) {
  if (!obs_any(q)) return NULL;
  Smt *s = &q->smt;
  EncFn top = {.q = q, .s = s};
  const ObsEvent **sa = arena_alloc(&q->arena, OBS_MAX_EVENTS * sizeof *sa), **ta = arena_alloc(&q->arena, OBS_MAX_EVENTS * sizeof *ta);
  unsigned ns, nt;
  char buf[400];
  if (!sa || !ta) return NULL;
  events_by_pos(q, m, 0, sa, &ns);
  events_by_pos(q, m, 1, ta, &nt);
  for (unsigned p = 0; p < ns || p < nt; p++) {
    const ObsEvent *a = p < ns ? sa[p] : NULL, *b = p < nt ? ta[p] : NULL;
    if (!a && !b) return NULL;
    if (a && !b) snprintf(buf, sizeof buf, "the target does not make the source's call #%u (%s)", p + 1, a->what);
    else if (!a) snprintf(buf, sizeof buf, "the target makes a call the source does not make (#%u, %s)", p + 1, b->what);
    else if (!smt_model_bool(s, m, event_refines(&top, a, b)))
      snprintf(buf, sizeof buf, "call #%u differs: the source makes %s, the target %s%s", p + 1, a->what, b->what,
               strcmp(a->what, b->what) ? "" : " with other values");
    else continue;
    return strdup(buf);
  }
  return NULL;
}

/* ---- the interpreter ---- */

/* A copy of v as the event keeps it: a tensor's elements copied, a memref's view read. */
static int ev_value(IFn *f, MlirType t, IVal v, MlirType *type, IVal *out) {
  Interp *in = interp_of(f);
  *type = t;
  if (v.m) {
    int64_t dims[16];
    if (v.m->rank > 16 || v.m->vrank) return interp_error(f, "a call's memref of rank over 16 or of vectors");
    for (unsigned k = 0; k < v.m->rank; k++) dims[k] = (int64_t)v.m->sizes[k];
    *type = mlirRankedTensorTypeGet((intptr_t)v.m->rank, dims, mlirShapedTypeGetElementType(t), mlirAttributeGetNull());
    return imem_snapshot(in, *type, v.m, 0, out);
  }
  *out = v;
  if (!v.t) return 0;
  ITensor *x = arena_alloc(in->arena, sizeof *x);
  int64_t *d = arena_alloc(in->arena, (v.t->rank + 1) * sizeof *d);
  IScalar *e = arena_alloc(in->arena, (v.t->n + 1) * sizeof *e);
  if (!x || !d || !e) return interp_error(f, "out of memory in the interpreter");
  memcpy(d, v.t->dims, v.t->rank * sizeof *d);
  memcpy(e, v.t->e, v.t->n * sizeof *e);
  *x = (ITensor){v.t->rank, d, v.t->n, e};
  out->t = x;
  return 0;
}

int obs_ev_record(IFn *f, MlirOperation op, const char *what, unsigned n, const MlirType *types, const IVal *vals) {
  Interp *in = interp_of(f);
  ICall *c = arena_alloc(in->arena, sizeof *c);
  IVal *v = arena_alloc(in->arena, (n + 1) * sizeof *v);
  MlirType *t = arena_alloc(in->arena, (n + 1) * sizeof *t);
  if (!c || !v || !t) return interp_error(f, "out of memory in the interpreter");
  for (unsigned i = 0; i < n; i++)
    if (ev_value(f, types[i], vals[i], &t[i], &v[i])) return 1;
  *c = (ICall){NULL, op, what, n, t, v};
  if (!in->calls_end) in->calls_end = &in->calls;
  *in->calls_end = c;
  in->calls_end = &c->next;
  in->ncalls++;
  return 0;
}

/* Call b (target) refines call a (source). */
static int call_refines(const ICall *a, const ICall *b) {
  if (strcmp(a->what, b->what) || a->n != b->n) return 0;
  for (unsigned i = 0; i < a->n; i++) {
    int64_t at;
    if (!mlirTypeEqual(mlirTypeIsAShaped(a->types[i]) ? mlirShapedTypeGetElementType(a->types[i]) : a->types[i],
                       mlirTypeIsAShaped(b->types[i]) ? mlirShapedTypeGetElementType(b->types[i]) : b->types[i]) ||
        !interp_refines(a->types[i], a->vals[i], b->vals[i], &at))
      return 0;
  }
  return 1;
}

/* "@printI64(1)", "vector.print [1, 2]". */
static void call_text(Interp *in, const ICall *c, char *buf, size_t n) {
  int fn = c->what[0] == '@';
  size_t head = fn ? strlen(c->what) : strlen("vector.print");   /* a print's value, then its punctuation */
  size_t len = (size_t)snprintf(buf, n, "%.*s%s", (int)head, c->what, fn ? "(" : c->n ? " " : "");
  for (unsigned i = 0; i < c->n && len < n; i++) {
    char *v = interp_text(in, c->types[i], c->vals[i]);
    len += (size_t)snprintf(buf + len, n - len, "%s%s", i ? ", " : "", v ? v : "?");
  }
  if (len < n) snprintf(buf + len, n - len, "%s", fn ? ")" : c->what + head);
}

int obs_ev_differs(Interp *s, int s_ub, Interp *t, int t_ub, char *why, size_t n) {
  const ICall *a = s->calls, *b = t->calls;
  char x[200], y[200];
  for (unsigned long k = 1; a; a = a->next, b = b ? b->next : NULL, k++) {
    if (!b) {
      call_text(s, a, x, sizeof x);
      snprintf(why, n, "the target does not make the source's call #%lu, %s%s", k, x,
               t_ub ? " (it has undefined behaviour first)" : "");
      return 1;
    }
    if (call_refines(a, b)) continue;
    call_text(s, a, x, sizeof x);
    call_text(t, b, y, sizeof y);
    snprintf(why, n, "call #%lu differs: the source makes %s, the target %s", k, x, y);
    return 1;
  }
  if (b && !s_ub) {
    call_text(t, b, y, sizeof y);
    snprintf(why, n, "the target makes a call the source does not make: #%lu, %s", s->ncalls + 1, y);
    return 1;
  }
  return 0;
}

int obs_ev_external(const Interp *in) {
  for (const ICall *c = in->calls; c; c = c->next)
    if (c->what[0] == '@') return 1;
  return 0;
}

void obs_ev_text(Interp *in, char *buf, size_t n) {
  size_t len = 0;
  *buf = 0;
  for (const ICall *c = in->calls; c && len + 1 < n; c = c->next) {
    char x[300];
    call_text(in, c, x, sizeof x);
    int print = c->what[0] != '@';
    len += (size_t)snprintf(buf + len, n - len, "%s%s%s", c == in->calls ? "" : ", ", print ? "prints" : "calls ",
                            print ? x + strlen("vector.print") : x);
  }
  if (in->calls && len + 1 < n) snprintf(buf + len, n - len, " then ");
}

/* One element as the runner's print functions write it (CRunnerUtils.cpp): printF32 "%g",
 * printF64 "%lg", integers through printI64 (sign-extended), i1 and index through printU64;
 * other floats as counterexamples show them. */
static void runner_scalar(Interp *in, MlirType et, IScalar x, FILE *out) {
  unsigned w = interp_width(et);
  int k = interp_float_format(et);
  if (x.poison || x.uninit) {
    fputs(x.poison ? "poison" : "uninit", out);
  } else if (k >= 0 && (w == 32 || w == 64)) {
    double d;
    if (w == 32) {
      float f;
      uint32_t b = (uint32_t)x.bits;
      memcpy(&f, &b, sizeof f);
      d = f;
    } else memcpy(&d, &x.bits, sizeof d);
    fprintf(out, "%g", d);
  } else if (k >= 0) {
    char *t = interp_text(in, et, (IVal){.s = x});
    fputs(t ? t : "?", out);
  } else if (w == 1 || mlirTypeIsAIndex(et)) {
    fprintf(out, "%" PRIu64, x.bits & interp_mask(w));
  } else {
    fprintf(out, "%" PRId64, interp_sext(x.bits, w));
  }
}

/* A value as vector.print writes it: "( 1, 2 )" per dimension (VectorOps.td). */
static void runner_text(Interp *in, MlirType t, IVal v, FILE *out) {
  MlirType et = mlirTypeIsAShaped(t) ? mlirShapedTypeGetElementType(t) : t;
  if (!v.t || !v.t->rank) {
    runner_scalar(in, et, v.t ? v.t->e[0] : v.s, out);
    return;
  }
  int64_t inner[17];
  const ITensor *x = v.t;
  if (x->rank > 16) return;
  inner[x->rank] = 1;
  for (unsigned r = x->rank; r-- > 0;) inner[r] = inner[r + 1] * x->dims[r];
  for (size_t e = 0; e < x->n; e++) {
    for (unsigned r = 0; r < x->rank; r++)
      if (e % (size_t)inner[r] == 0) fputs("( ", out);
    runner_scalar(in, et, x->e[e], out);
    for (unsigned r = x->rank; r-- > 0;)
      if ((e + 1) % (size_t)inner[r] == 0) fputs(" )", out);
    if (e + 1 < x->n) fputs(", ", out);
  }
}

void obs_ev_print(Interp *in, FILE *out) {
  int open = 0;   /* the last print left its line unfinished */
  for (const ICall *c = in->calls; c; c = c->next) {
    if (c->what[0] == '@') {
      if (open) fputc('\n', out);
      open = 0;
      char x[1000];
      call_text(in, c, x, sizeof x);
      fprintf(out, "%s\n", x);
      continue;
    }
    const char *str = strstr(c->what, " str \""), *pun = strstr(c->what, "punctuation <");
    if (str) {   /* the literal as its attribute prints it, without the quotes */
      const char *b = str + 6, *e = strrchr(b, '"');
      fprintf(out, "%.*s", (int)(e ? e - b : (long)strlen(b)), b);
    }
    for (unsigned i = 0; i < c->n; i++) runner_text(in, c->types[i], c->vals[i], out);
    const char *p = pun ? pun + 13 : "newline>";
    fputs(!strncmp(p, "comma", 5) ? ", " : !strncmp(p, "open", 4) ? "( " : !strncmp(p, "close", 5) ? " )"
          : !strncmp(p, "newline", 7) ? "\n" : "", out);
    open = strncmp(p, "newline", 7) != 0;
  }
  if (open) fputc('\n', out);
}

/* ---- vector.print (the row is vector.c's) ---- */

/* "vector.print", then " punctuation <comma>" unless the punctuation is the default newline,
 * then " str \"...\"" for a string: what tells one print from another. */
static char *print_what(Arena *a, MlirOperation op) {
  MlirAttribute p = mu_attr(op, "punctuation"), str = mu_attr(op, "stringLiteral");
  char *pt = mlirAttributeIsNull(p) ? NULL : mu_attr_str(a, p), *st = mlirAttributeIsNull(str) ? NULL : mu_attr_str(a, str);
  const char *lt = pt ? strchr(pt, '<') : NULL;
  int newline = !lt || !strncmp(lt, "<newline>", 9);
  size_t n = 64 + (pt ? strlen(pt) : 0) + (st ? strlen(st) : 0);
  char *w = arena_alloc(a, n);
  if (!w) return NULL;
  snprintf(w, n, "vector.print%s%s%s%s", newline ? "" : " punctuation ", newline ? "" : lt, st ? " str " : "", st ? st : "");
  return w;
}

int obs_enc_print(EncFn *f, MlirOperation op) {
  char *what = print_what(&f->q->arena, op);
  EncVal v;
  MlirType t;
  if (!what) return enc_failed(f);
  if (!mlirOperationGetNumOperands(op)) return obs_event(f, op, what, 0, NULL, NULL);
  t = mlirValueGetType(mlirOperationGetOperand(op, 0));
  if (enc_operand(f, op, 0, &v)) return 1;
  return obs_event(f, op, what, 1, &v, &t);
}

int obs_ev_print_op(IFn *f, MlirOperation op) {
  char *what = print_what(interp_of(f)->arena, op);
  IVal v;
  MlirType t;
  if (!what) return interp_error(f, "out of memory in the interpreter");
  if (!mlirOperationGetNumOperands(op)) return obs_ev_record(f, op, what, 0, NULL, NULL);
  t = mlirValueGetType(mlirOperationGetOperand(op, 0));
  if (interp_operand(f, op, 0, &v)) return 1;
  return obs_ev_record(f, op, what, 1, &t, &v);
}
