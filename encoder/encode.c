/* encode.c: encodes a function body (a CFG of blocks, loops unrolled by cfloop.c; nested single-block regions)
 * into SMT terms, dispatching each op to its dialect table. */
#include "enc.h"
#include <stdio.h>
#include <string.h>
#include "cfloop.h"
#include "cut.h"
#include "fp.h"
#include "mem.h"
#include "mlirutil.h"
#include "tval.h"

/* ---- value map: MlirValue -> EncVal, open addressing in the query arena ---- */

typedef struct ValMap {
  size_t cap, n;
  const void **keys;
  EncVal *vals;
} ValMap;

static size_t vm_hash(const void *p, size_t cap) {
  unsigned long long x = (unsigned long long)(size_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (size_t)x & (cap - 1);
}

static int vm_grow(Arena *a, ValMap *m) {
  size_t cap = m->cap ? m->cap * 2 : 64;
  const void **keys = arena_alloc(a, cap * sizeof *keys);
  EncVal *vals = arena_alloc(a, cap * sizeof *vals);
  if (!keys || !vals) return 1;
  for (size_t i = 0; i < m->cap; i++) {
    if (!m->keys[i]) continue;
    size_t j = vm_hash(m->keys[i], cap);
    while (keys[j]) j = (j + 1) & (cap - 1);
    keys[j] = m->keys[i];
    vals[j] = m->vals[i];
  }
  m->cap = cap;
  m->keys = keys;
  m->vals = vals;
  return 0;
}

static EncVal *vm_find(ValMap *m, const void *key, int insert) {
  if (!m->cap) return NULL;
  size_t j = vm_hash(key, m->cap);
  while (m->keys[j] && m->keys[j] != key) j = (j + 1) & (m->cap - 1);
  if (m->keys[j]) return &m->vals[j];
  if (!insert) return NULL;
  m->keys[j] = key;
  m->n++;
  return &m->vals[j];
}

/* ---- status ---- */

int enc_stop(TvQuery *q, TvVerdict v, const char *fmt, ...) {
  if (q->stopped) return 1;
  q->stopped = 1;
  q->stop_verdict = v;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(q->reason, sizeof q->reason, fmt, ap);
  va_end(ap);
  return 1;
}

int enc_unsupported(EncFn *f, MlirOperation op, const char *why) {
  return enc_stop(f->q, TV_UNSUPPORTED, "%s %s", mu_op_name(&f->q->arena, op), why);
}

int enc_failed(EncFn *f) {
  TvQuery *q = f->q;
  if (q->stopped) return 1;
  if (q->arena.oom) return enc_stop(q, TV_ERROR, "out of memory while encoding");
  if (f->s->failed) return enc_stop(q, TV_ERROR, "%s", f->s->msg);
  return 0;
}

int enc_get(EncFn *f, MlirValue v, EncVal *out) {
  EncVal *e = vm_find(f->vals, v.ptr, 0);
  if (!e) return enc_stop(f->q, TV_ERROR, "internal: value used before its definition");
  *out = *e;
  return 0;
}

int enc_set(EncFn *f, MlirValue v, EncVal val) {
  ValMap *m = f->vals;
  if ((m->n + 1) * 2 > m->cap && vm_grow(&f->q->arena, m)) return enc_failed(f);
  if (!val.v || !val.np) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: null term");
  if (f->q->cuts && cut_replace(f, v, &val)) return 1;
  *vm_find(m, v.ptr, 1) = val;
  return 0;
}

int enc_operand(EncFn *f, MlirOperation op, int i, EncVal *out) {
  return enc_get(f, mlirOperationGetOperand(op, i), out);
}

int enc_index_operands(EncFn *f, MlirOperation op, int first, unsigned n, Z3_ast *out) {
  for (unsigned k = 0; k < n; k++) {
    EncVal v = {0};
    if (enc_operand(f, op, first + (int)k, &v)) return 1;
    enc_ub(f, smt_app1(f->s, Z3_mk_not, v.np));
    out[k] = v.v;
  }
  return enc_failed(f);
}

int enc_result(EncFn *f, MlirOperation op, int i, EncVal val) {
  return enc_set(f, mlirOperationGetResult(op, i), val);
}

/* A tensor's "was written" array, the constant-true array when all were. */
static Z3_ast written_array(EncFn *f, const EncTensor *t) {
  return t->init ? t->init : smt_const_array(f->s, smt_bv_sort(f->s, 64), smt_true(f->s));
}

EncVal enc_val_ite(EncFn *f, Z3_ast c, EncVal a, EncVal b) {
  Smt *s = f->s;
  EncVal r = {smt_ite(s, c, a.v, b.v), smt_ite(s, c, a.np, b.np), NULL, NULL};
  if (a.m || b.m) {
    r.m = mem_ref_ite(f, c, a.m, b.m);
    if (!r.m) r.v = NULL;
    return r;
  }
  if (!a.t || !b.t) {
    r.t = a.t;
    return r;
  }
  r.t = tval_shape_new(f, a.t->rank);
  EncMerge *m = arena_alloc(&f->q->arena, sizeof *m);
  if (!r.t || !m || a.t->rank != b.t->rank) return (EncVal){NULL, NULL, NULL};
  for (unsigned k = 0; k < a.t->rank; k++)
    r.t->dims[k] = a.t->dims[k] == b.t->dims[k] ? a.t->dims[k] : smt_ite(s, c, a.t->dims[k], b.t->dims[k]);
  if (a.t->init || b.t->init) r.t->init = smt_ite(s, c, written_array(f, a.t), written_array(f, b.t));
  *m = (EncMerge){c, r.v, r.np, r.t->init, a, b};
  r.t->merge = m;
  return r;
}

void enc_ub(EncFn *f, Z3_ast cond) {
  f->ub = smt_or(f->s, f->ub, smt_and(f->s, f->path, cond));
}

static int approx_add(EncFn *f, int run_decides, Z3_ast cond, const char *fmt, va_list ap) {
  if (cut_only_past(f)) return enc_failed(f);   /* it cannot reach the pair asked alone */
  char buf[256];
  vsnprintf(buf, sizeof buf, fmt, ap);
  EncApprox *a = arena_alloc(&f->q->arena, sizeof *a);
  char *what = arena_alloc(&f->q->arena, strlen(buf) + 1);
  if (!a || !what) return enc_failed(f);
  strcpy(what, buf);
  *a = (EncApprox){f->q->approx, what, smt_and(f->s, f->path, cond), run_decides};
  f->q->approx = a;
  return enc_failed(f);
}

int enc_approx(EncFn *f, Z3_ast cond, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int rc = approx_add(f, 0, cond, fmt, ap);
  va_end(ap);
  return rc;
}

int enc_approx_run(EncFn *f, Z3_ast cond, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int rc = approx_add(f, 1, cond, fmt, ap);
  va_end(ap);
  return rc;
}

int enc_is_src(EncFn *f) { return f->side && !strcmp(f->side, "src"); }

unsigned enc_width(EncFn *f, MlirType t, MlirOperation op) {
  if (tval_is_tensor(t) || mem_is_memref(t)) t = mlirShapedTypeGetElementType(t);
  if (mlirTypeIsAIndex(t)) return 64;
  switch (mu_shape_type(t)) {   /* shape.c: sizes and extents are indices, a witness a bit */
  case MU_SHAPE_SIZE: case MU_SHAPE_SHAPE: return 64;
  case MU_SHAPE_WITNESS: return 1;
  default: break;
  }
  int k = fp_kind(t), c = fp_complex_kind(t);
  if (k >= 0) return fp_width(f->q, (FpKind)k);
  if (c >= 0) return 2 * fp_width(f->q, (FpKind)c);   /* (im, re): fp.h */
  if (mlirTypeIsAInteger(t)) {
    unsigned w = mlirIntegerTypeGetWidth(t);
    if (w > 0) return w;
  }
  char *ts = mu_type_str(&f->q->arena, t);
  if (mlirOperationIsNull(op))
    enc_stop(f->q, TV_UNSUPPORTED, "argument of type %s", ts ? ts : "?");
  else
    enc_stop(f->q, TV_UNSUPPORTED, "%s on %s", mu_op_name(&f->q->arena, op), ts ? ts : "?");
  return 0;
}

/* ---- op dispatch ---- */

static int def_cmp(const void *key, const void *elem) {
  const MlirStringRef *k = key;
  const char *name = ((const EncOpDef *)elem)->name;
  size_t n = strlen(name), m = k->length < n ? k->length : n;
  int c = memcmp(k->data, name, m);
  if (c) return c;
  return k->length < n ? -1 : k->length > n;
}

const EncOpDef *enc_lookup(MlirStringRef name) {
  for (size_t t = 0; t < enc_ntables; t++) {
    const EncTable *tab = enc_tables[t];
    size_t dl = strlen(tab->dialect), lo = 0, hi = tab->n;
    if (name.length <= dl || memcmp(name.data, tab->dialect, dl) || name.data[dl] != '.') continue;   /* another dialect */
    while (lo < hi) {
      size_t mid = (lo + hi) / 2;
      int c = def_cmp(&name, &tab->ops[mid]);
      if (!c) return &tab->ops[mid];
      if (c < 0) hi = mid;
      else lo = mid + 1;
    }
  }
  return NULL;
}

unsigned enc_props(MlirOperation op) {
  if (mlirOperationIsNull(op)) return 0;
  const EncOpDef *d = enc_lookup(mlirIdentifierStr(mlirOperationGetName(op)));
  return d ? d->props : 0;
}

int enc_block(EncFn *f, MlirBlock b) {
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (cut_only_past(f)) return 0;   /* the rest cannot change the pair asked alone */
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
    const EncOpDef *d = enc_lookup(name);
    if (!d) return enc_stop(f->q, TV_UNSUPPORTED, "%.*s", (int)name.length, name.data);
    int ew = (d->props & OP_ELEMENTWISE) && tval_op_has_tensor(op);
    int rc = ew ? tval_elementwise(f, op, d->encode) : d->encode(f, op);
    if (rc || enc_failed(f)) return 1;
  }
  return 0;
}

/* ---- CFG of the function body (its order and loops: cfloop.c) ---- */

typedef struct EncCfg {
  unsigned nblocks;
  MlirBlock *blocks;      /* topological order of the forward edges (cfl_encode) */
  EncEdge **in;           /* incoming edges per block (same index) */
  unsigned nres;
  EncVal *ret;            /* merged returned values */
  int returned;
  MlirOperation region_op;   /* enc_cfg_region: the op whose scf.yields merge like returns */
} EncCfg;

static int cfg_index(EncCfg *c, MlirBlock b) {
  for (unsigned i = 0; i < c->nblocks; i++)
    if (mlirBlockEqual(c->blocks[i], b)) return (int)i;
  return -1;
}

int enc_branch(EncFn *f, MlirBlock dest, Z3_ast cond, MlirOperation op, int first, int n) {
  EncCfg *c = f->cfg;
  int i = c ? cfg_index(c, dest) : -1;
  if (i < 0) return enc_stop(f->q, TV_ERROR, "internal: branch to unknown block");
  EncEdge *e = arena_alloc(&f->q->arena, sizeof *e);
  EncVal *vals = arena_alloc(&f->q->arena, (n ? n : 1) * sizeof *vals);
  if (!e || !vals) return enc_failed(f);
  for (int k = 0; k < n; k++)
    if (enc_operand(f, op, first + k, &vals[k])) return 1;
  e->cond = cond;
  e->n = (unsigned)n;
  e->vals = vals;
  e->next = c->in[i];
  c->in[i] = e;
  return 0;
}

/* A return (or a region's yield) on the current path: its operands merged into c->ret. */
static int cfg_merge(EncFn *f, EncCfg *c, MlirOperation op) {
  unsigned n = (unsigned)mlirOperationGetNumOperands(op);
  if (n != c->nres) return enc_stop(f->q, TV_ERROR, "internal: return arity");
  for (unsigned i = 0; i < n; i++) {
    EncVal v;
    if (enc_operand(f, op, (int)i, &v)) return 1;
    if (c->returned) v = enc_val_ite(f, f->path, v, c->ret[i]);
    c->ret[i] = v;
  }
  c->returned = 1;
  return 0;
}

int enc_return(EncFn *f, MlirOperation op) {
  if (!f->cfg) return enc_stop(f->q, TV_ERROR, "internal: return arity");
  return cfg_merge(f, f->cfg, op);
}

int enc_region(EncFn *f, MlirRegion r, Z3_ast cond, EncVal **out) {
  Z3_ast saved = f->path;
  MlirBlock b = mlirRegionGetFirstBlock(r);
  *out = NULL;
  if (mlirBlockIsNull(b)) return 0;
  f->path = smt_and(f->s, saved, cond);
  f->nyield = 0;
  f->yield = NULL;
  int rc = enc_block(f, b);
  f->path = saved;
  *out = f->yield;
  return rc;
}

int enc_yield(EncFn *f, MlirOperation op) {
  EncCfg *c = f->cfg;
  if (c && !mlirOperationIsNull(c->region_op) &&
      mlirOperationEqual(mlirBlockGetParentOperation(mlirOperationGetBlock(op)), c->region_op))
    return cfg_merge(f, c, op);   /* leaves a region of several blocks (enc_cfg_region) */
  unsigned n = (unsigned)mlirOperationGetNumOperands(op);
  EncVal *v = arena_alloc(&f->q->arena, (n ? n : 1) * sizeof *v);
  if (!v) return enc_failed(f);
  for (unsigned i = 0; i < n; i++)
    if (enc_operand(f, op, (int)i, &v[i])) return 1;
  f->yield = v;
  f->nyield = n;
  return 0;
}

EncEdge **enc_cfg_in(EncFn *f, unsigned i) { return &f->cfg->in[i]; }

int enc_cfg_enter(EncFn *f, unsigned i) {
  EncCfg *c = f->cfg;
  MlirBlock b = c->blocks[i];
  Z3_ast path = smt_false(f->s);
  for (EncEdge *e = c->in[i]; e; e = e->next) path = smt_or(f->s, path, e->cond);
  f->path = path;
  intptr_t na = mlirBlockGetNumArguments(b);
  for (intptr_t k = 0; k < na; k++) {
    EncVal v = {0};
    for (EncEdge *e = c->in[i]; e; e = e->next) {
      if (!v.v) {
        v = e->vals[k];
        continue;
      }
      v = enc_val_ite(f, e->cond, e->vals[k], v);
    }
    if (!v.v) return enc_stop(f->q, TV_ERROR, "internal: block without predecessors");
    if (enc_set(f, mlirBlockGetArgument(b, k), v)) return 1;
  }
  return 0;
}

/* Encodes every block of region body's CFG, returns merged into c->ret: the entry block under
 * f's path, the others and the loops by cfl_encode. */
static int cfg_run(EncFn *f, MlirRegion body, EncCfg *c) {
  c->ret = arena_alloc(&f->q->arena, (c->nres ? c->nres : 1) * sizeof *c->ret);
  if (!c->ret) return enc_failed(f);
  unsigned n = 0;
  for (MlirBlock b = mlirRegionGetFirstBlock(body); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b)) n++;
  c->blocks = arena_alloc(&f->q->arena, n * sizeof *c->blocks);
  c->in = arena_alloc(&f->q->arena, n * sizeof *c->in);
  if (!c->blocks || !c->in) return enc_failed(f);
  return cfl_encode(f, body, c->blocks, &c->nblocks);
}

/* Encodes the blocks of region body, whose entry block gets args, under f's path: every
 * block of its CFG, returns merged into c->ret. */
static int enc_body(EncFn *f, MlirRegion body, EncCfg *c, unsigned nargs, const EncVal *args) {
  MlirBlock entry = mlirRegionGetFirstBlock(body);
  if (mlirBlockIsNull(entry)) return enc_stop(f->q, TV_UNSUPPORTED, "function declaration");
  if ((unsigned)mlirBlockGetNumArguments(entry) != nargs)
    return enc_stop(f->q, TV_ERROR, "internal: argument count");
  for (unsigned i = 0; i < nargs; i++)
    if (enc_set(f, mlirBlockGetArgument(entry, i), args[i])) return 1;
  return cfg_run(f, body, c);
}

int enc_cfg_region(EncFn *f, MlirOperation op, MlirRegion r, unsigned nres, EncVal **res) {
  EncCfg *outer = f->cfg, *c = arena_alloc(&f->q->arena, sizeof *c);
  Z3_ast saved = f->path;
  *res = NULL;
  if (!c) return enc_failed(f);
  c->nres = nres;
  c->region_op = op;
  f->cfg = c;
  int rc = cfg_run(f, r, c);
  f->cfg = outer;
  f->path = saved;
  if (!rc && c->returned) *res = c->ret;
  return rc;
}

int enc_inline(EncFn *f, MlirOperation callee, unsigned nargs, const EncVal *args, unsigned nres,
               EncVal *res) {
  Arena *a = &f->q->arena;
  EncFn g = *f;   /* the caller's path, UB, memory and loop budget; its own values and CFG */
  g.vals = arena_alloc(a, sizeof *g.vals);
  g.cfg = arena_alloc(a, sizeof *g.cfg);
  g.nyield = 0;
  g.yield = NULL;
  g.forall = NULL;
  g.reduce_acc = NULL;
  if (!g.vals || !g.cfg) return enc_failed(f);   /* arena memory is zeroed: empty map, CFG */
  g.cfg->nres = nres;
  unsigned mark = mem_mark(f);
  if (enc_body(&g, mlirOperationGetRegion(callee, 0), g.cfg, nargs, args)) return 1;
  if (!g.cfg->returned) return enc_stop(f->q, TV_UNSUPPORTED, "callee without func.return");
  for (unsigned i = 0; i < nres; i++) res[i] = g.cfg->ret[i];
  f->ub = g.ub;   /* f's path is its own: the callee's blocks changed only g's */
  f->mem = g.mem;
  /* the callee is an AutomaticAllocationScope: its allocas die when it returns */
  mem_release_stack(f, mark);
  f->loop_iters = g.loop_iters;
  return enc_failed(f);
}

int enc_function(TvQuery *q, MlirOperation func, const char *side, unsigned nargs,
                 const EncVal *args, EncOut *out) {
  Arena *a = &q->arena;
  ValMap *vm = arena_alloc(a, sizeof *vm);
  EncCfg *c = arena_alloc(a, sizeof *c);
  EncFn fn = {.q = q, .s = &q->smt, .side = side, .vals = vm, .cfg = c};
  EncFn *f = &fn;
  if (!vm || !c) return enc_failed(f);
  if (!(f->mem = mem_state_new(f))) return 1;
  c->nres = out->nres;
  f->ub = smt_false(f->s);
  f->path = smt_true(f->s);
  if (enc_body(f, mlirOperationGetRegion(func, 0), c, nargs, args)) return 1;
  if (cut_only_past(f)) {   /* stopped after the pair asked alone: no results */
    out->ub = f->ub;
    out->mem = f->mem;
    return enc_failed(f);
  }
  if (!c->returned) return enc_stop(q, TV_UNSUPPORTED, "function without func.return");
  out->ub = f->ub;
  out->res = c->ret;
  out->mem = f->mem;
  /* a returned memref escapes: its elements in the final memory are compared */
  f->path = smt_true(f->s);
  for (unsigned i = 0; i < out->nres; i++)
    if (c->ret[i].m && mem_snapshot(f, c->ret[i].m, &out->res[i])) return 1;
  return enc_failed(f);
}
