/* func.c: the func dialect (FuncOps.td): return, call (the callee's body inlined when both
 * functions are in modules that hold it, else uninterpreted functions of its inputs, memory
 * included), and call_indirect through a func.constant as a call of the constant's symbol. */
#include <stdio.h>
#include <string.h>
#include "enc.h"
#include "mem.h"
#include "tval.h"
#include "interp.h"
#include "mlirutil.h"
#include "obs.h"
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>

/* return: the function's results are the operands of the func.return reached. */
static int enc_return_op(EncFn *f, MlirOperation op) { return enc_return(f, op); }

/* Calls inlined inside one another at most this deep: a recursive callee is an
 * uninterpreted function below that. */
enum { CALL_DEPTH_MAX = 8 };

/* call with the callee's body in the module: "calls the callee with operands; results are
 * the values its func.return gets" (FuncOps.td), encoded as the body inlined. */
static int call_inline(EncFn *f, MlirOperation op, unsigned first, MlirOperation callee) {
  unsigned n = (unsigned)mlirOperationGetNumOperands(op) - first, nres = (unsigned)mlirOperationGetNumResults(op);
  EncVal *args = arena_alloc(&f->q->arena, (n + 1) * sizeof *args);
  EncVal *res = arena_alloc(&f->q->arena, (nres + 1) * sizeof *res);
  if (!args || !res) return enc_failed(f);
  for (unsigned i = 0; i < n; i++)
    if (enc_operand(f, op, (int)(first + i), &args[i])) return 1;
  f->q->call_depth++;
  int rc = enc_inline(f, callee, n, args, nres, res);
  f->q->call_depth--;
  for (unsigned i = 0; !rc && i < nres; i++)
    if (enc_result(f, op, (int)i, res[i])) return 1;
  return rc;
}

/* The body of the callee of a call, when calls are interpreted and it is within reach. */
static MlirOperation inlinable_callee(EncFn *f, MlirOperation op, MlirStringRef cname) {
  MlirOperation none = {NULL};
  if (!f->q->calls_interpreted || f->q->call_depth >= CALL_DEPTH_MAX) return none;
  MlirOperation callee = mu_lookup_symbol(op, cname);
  return !mlirOperationIsNull(callee) && mu_is_func_def(callee) ? callee : none;
}

/* ---- uninterpreted calls ---- */

/* What a call gives its callee, as terms: the operands (below) and, for memref operands,
 * the memory it can reach. */
typedef struct CallIn {
  unsigned n, cap;
  Z3_ast *xs;
} CallIn;

static int in_add(EncFn *f, CallIn *in, Z3_ast x) {
  if (!x) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: a null call input");
  if (in->n == in->cap) {
    Z3_ast *nx = arena_alloc(&f->q->arena, (in->cap = in->cap ? 2 * in->cap : 32) * sizeof *nx);
    if (!nx) return enc_failed(f);
    if (in->n) memcpy(nx, in->xs, in->n * sizeof *nx);
    in->xs = nx;
  }
  in->xs[in->n++] = x;
  return 0;
}

/* A tensor operand: its sizes and its elements below the element count, value 0 where
 * poison or never written, so that tensors that agree on their elements give equal terms. */
static int in_tensor(EncFn *f, CallIn *in, EncVal a) {
  Smt *s = f->s;
  Z3_ast i = tval_index(f, "callarg"), n = tval_numel(f, a.t);
  Z3_ast inb = smt_app2(s, Z3_mk_bvult, i, n), w = tval_written(f, a, i);
  EncVal e = tval_at(f, a, i);
  Z3_ast def = smt_and(s, inb, w), ok = smt_and(s, def, e.np);
  Z3_ast v = smt_ite(s, ok, e.v, smt_bv_u64(s, smt_width(s, e.v), 0));
  for (unsigned r = 0; r < a.t->rank; r++)
    if (in_add(f, in, a.t->dims[r])) return 1;
  return in_add(f, in, tval_lambda(f, i, v)) || in_add(f, in, tval_lambda(f, i, ok)) ||
         in_add(f, in, tval_lambda(f, i, def));
}

/* A memref operand: its view and the whole block it points into (the callee may reach any
 * of it). */
static int in_memref(EncFn *f, CallIn *in, const MemRef *m) {
  Z3_ast blk[5];
  if (m->urank) return enc_stop(f->q, TV_UNSUPPORTED, "func.call of an unranked memref argument (its buffer is not modelled)");
  if (in_add(f, in, m->bid) || in_add(f, in, m->base) || in_add(f, in, m->off)) return 1;
  for (unsigned r = 0; r < m->rank; r++)
    if (in_add(f, in, m->sizes[r]) || in_add(f, in, m->strides[r])) return 1;
  if (m->np && in_add(f, in, m->np)) return 1;
  if (mem_block_terms(f, m, blk)) return 1;
  for (unsigned k = 0; k < 5; k++)
    if (in_add(f, in, blk[k])) return 1;
  return 0;
}

/* Operand values (args) and their terms; a poisoned scalar is passed as 0 with its flag. */
static int call_inputs(EncFn *f, MlirOperation op, unsigned first, unsigned n, EncVal *args, CallIn *in) {
  Smt *s = f->s;
  for (unsigned i = 0; i < n; i++) {
    if (enc_operand(f, op, (int)(first + i), &args[i])) return 1;
    if (args[i].m && !args[i].m->urank && mlirTypeIsAUnrankedMemRef(mlirValueGetType(mlirOperationGetOperand(op, (intptr_t)(first + i))))) {
      EncVal t;   /* memref<*x> cast from a ranked view: its shape and elements, as a tensor<*x> */
      if (mem_snapshot(f, args[i].m, &t) || in_tensor(f, in, t)) return 1;
    } else if (args[i].m) {
      if (in_memref(f, in, args[i].m)) return 1;
    } else if (args[i].t) {
      if (in_tensor(f, in, args[i])) return 1;
    } else if (in_add(f, in, smt_ite(s, args[i].np, args[i].v, smt_bv_u64(s, smt_width(s, args[i].v), 0))) ||
               in_add(f, in, args[i].np))
      return 1;
  }
  return 0;
}

/* call.@callee.<what>(inputs) of sort range. */
static Z3_ast call_uf(EncFn *f, const char *callee, const char *what, const CallIn *in, Z3_sort range) {
  Smt *s = f->s;
  Z3_sort *dom = arena_alloc(&f->q->arena, (in->n + 1) * sizeof *dom);
  if (!dom) return enc_failed(f), NULL;
  for (unsigned i = 0; i < in->n; i++) dom[i] = Z3_get_sort(s->ctx, in->xs[i]);
  char name[300];
  snprintf(name, sizeof name, "call.@%s.%s", callee, what);
  return smt_call(s, smt_fun(s, name, in->n, dom, range), in->n, in->xs);
}

static Z3_sort arr_sort(EncFn *f, Z3_sort elem) { return smt_array_sort(f->s, smt_bv_sort(f->s, 64), elem); }

/* A tensor result: dynamic sizes (bounded by --tv-max-dim), elements and poison flags are
 * functions of the inputs; every element is written. */
static int out_tensor(EncFn *f, const char *callee, const CallIn *in, int k, MlirType t, MlirOperation op, EncVal *out) {
  Smt *s = f->s;
  unsigned rank = (unsigned)mlirShapedTypeGetRank(t), w = enc_width(f, t, op), nd = 0;
  Z3_ast dyn[16];
  char what[48];
  if (!w) return 1;
  if (rank > 16) return enc_unsupported(f, op, "with a result of rank over 16");
  for (unsigned r = 0; r < rank; r++)
    if (mlirShapedTypeIsDynamicDim(t, r)) {
      snprintf(what, sizeof what, "res%d.dim%u", k, r);
      dyn[nd++] = call_uf(f, callee, what, in, smt_bv_sort(s, 64));
    }
  EncTensor *sh = tval_type_shape(f, t, dyn, "call");
  snprintf(what, sizeof what, "res%d", k);
  Z3_ast v = call_uf(f, callee, what, in, arr_sort(f, smt_bv_sort(s, w)));
  snprintf(what, sizeof what, "np%d", k);
  Z3_ast np = call_uf(f, callee, what, in, arr_sort(f, Z3_mk_bool_sort(s->ctx)));
  if (!sh || !v || !np) return enc_failed(f) ? 1 : 1;
  *out = (EncVal){v, np, sh, NULL};
  return 0;
}

/* The contents of a block the callee wrote or made: functions of the inputs. */
static int out_block(EncFn *f, const char *callee, const CallIn *in, const char *what, MlirType elem,
                     MlirOperation op, Z3_ast blk[3]) {
  Smt *s = f->s;
  unsigned w = enc_width(f, elem, op);
  char name[64];
  if (!w) return 1;
  snprintf(name, sizeof name, "%s.val", what);
  blk[0] = call_uf(f, callee, name, in, arr_sort(f, smt_bv_sort(s, w)));
  snprintf(name, sizeof name, "%s.np", what);
  blk[1] = call_uf(f, callee, name, in, arr_sort(f, Z3_mk_bool_sort(s->ctx)));
  snprintf(name, sizeof name, "%s.init", what);
  blk[2] = call_uf(f, callee, name, in, arr_sort(f, Z3_mk_bool_sort(s->ctx)));
  return blk[0] && blk[1] && blk[2] ? 0 : enc_failed(f) ? 1 : 1;
}

/* A memref result: a buffer the callee allocated ("Returning a MemRef from a function always
 * passes ownership to the caller", OwnershipBasedBufferDeallocation.md), a fresh local
 * block whose dynamic sizes, offset and strides and whose contents are functions of the
 * inputs. */
static int out_memref(EncFn *f, const char *callee, const CallIn *in, int k, MlirType t, MlirOperation op, EncVal *out) {
  Z3_ast dyn[40], blk[3];
  unsigned nd = 0, rank = (unsigned)mlirShapedTypeGetRank(t);
  int64_t st[16], off;
  int identity;
  char what[48];
  if (rank > 16) return enc_unsupported(f, op, "with a result of rank over 16");
  if (mem_type_layout(f, t, st, &off, &identity, op)) return 1;
  for (unsigned r = 0; r < rank; r++)
    if (mlirShapedTypeIsDynamicDim(t, r)) {
      snprintf(what, sizeof what, "mem%d.dim%u", k, r);
      dyn[nd++] = call_uf(f, callee, what, in, smt_bv_sort(f->s, 64));
    }
  if (!identity && mlirShapedTypeIsDynamicStrideOrOffset(off)) {
    snprintf(what, sizeof what, "mem%d.off", k);
    dyn[nd++] = call_uf(f, callee, what, in, smt_bv_sort(f->s, 64));
  }
  for (unsigned r = 0; !identity && r < rank; r++)
    if (mlirShapedTypeIsDynamicStrideOrOffset(st[r])) {
      snprintf(what, sizeof what, "mem%d.stride%u", k, r);
      dyn[nd++] = call_uf(f, callee, what, in, smt_bv_sort(f->s, 64));
    }
  for (unsigned j = 0; j < nd; j++)
    if (!dyn[j]) return enc_failed(f) ? 1 : 1;
  MemRef *m = mem_alloc(f, t, dyn, 0, op);
  snprintf(what, sizeof what, "mem%d", k);
  if (!m || out_block(f, callee, in, what, m->elem, op, blk) || mem_block_set(f, m, blk)) return 1;
  *out = (EncVal){m->bid, smt_true(f->s), NULL, m};
  return 0;
}

/* Uninterpreted calls of a function declared (without a body) in the module, recorded so
 * that the other side's calls can be compared with them (call_declared). */
typedef struct CallSite {
  struct CallSite *next;
  const char *callee;
  int src;
  Z3_ast path;
  CallIn in;
  EncApprox *approx;
} CallSite;

static Z3_ast same_inputs(EncFn *f, const CallIn *a, const CallIn *b) {
  if (a->n != b->n) return smt_false(f->s);
  Z3_ast all = smt_true(f->s);
  for (unsigned i = 0; i < a->n; i++) {
    if (!Z3_is_eq_sort(f->s->ctx, Z3_get_sort(f->s->ctx, a->xs[i]), Z3_get_sort(f->s->ctx, b->xs[i])))
      return smt_false(f->s);
    all = smt_and(f->s, all, smt_app2(f->s, Z3_mk_eq, a->xs[i], b->xs[i]));
  }
  return all;
}

/* A call of a declared function: "the callee is any function" is its meaning, up to one
 * thing the functions cannot express: a real callee refines its result when its inputs are
 * refined (poison or unwritten elements replaced by values). So a counterexample is trusted
 * when every call that may get such inputs (vague: a poison scalar, or any tensor or memref
 * operand) has a call on the other side with exactly the same inputs; else the call is an
 * approximation (semantics.md, func.call). */
static int call_declared(EncFn *f, const char *callee, const CallIn *in, Z3_ast vague, unsigned nres) {
  Smt *s = f->s;
  CallSite *c = arena_alloc(&f->q->arena, sizeof *c);
  if (!c) return enc_failed(f);
  *c = (CallSite){f->q->call_sites, callee, enc_is_src(f), f->path, *in, NULL};
  Z3_ast unmatched = smt_true(s);
  for (CallSite *o = f->q->call_sites; o; o = o->next) {
    if (o->src == c->src || strcmp(o->callee, callee)) continue;
    Z3_ast meet = smt_and(s, smt_and(s, o->path, f->path), same_inputs(f, &o->in, in));
    unmatched = smt_and(s, unmatched, smt_app1(s, Z3_mk_not, meet));
    o->approx->cond = smt_and(s, o->approx->cond, smt_app1(s, Z3_mk_not, meet));
  }
  /* without results, a run decides: it calls the callee that does nothing (obs.h) */
  int (*approx)(EncFn *, Z3_ast, const char *, ...) = nres ? enc_approx : enc_approx_run;
  if (approx(f, smt_and(s, unmatched, vague), "calls @%s with inputs the other side's calls do not have", callee)) return 1;
  c->approx = f->q->approx;
  f->q->call_sites = c;
  return 0;
}

/* Whether a real callee may see inputs that refine each other without being equal: a poison
 * scalar operand, or any tensor or memref operand (elements poison or never written). */
static Z3_ast vague_inputs(EncFn *f, unsigned n, const EncVal *args) {
  Z3_ast v = smt_false(f->s);
  for (unsigned i = 0; i < n; i++) {
    if (args[i].m || args[i].t) return smt_true(f->s);
    v = smt_or(f->s, v, smt_app1(f->s, Z3_mk_not, args[i].np));
  }
  return v;
}

/* The call as an event (obs.h): "@callee" with its operands, read before the callee runs. */
static int call_event(EncFn *f, MlirOperation op, const char *callee, unsigned first, unsigned n, const EncVal *args) {
  MlirType *types = arena_alloc(&f->q->arena, (n + 1) * sizeof *types);
  char *what = arena_alloc(&f->q->arena, strlen(callee) + 2);
  if (!types || !what) return enc_failed(f);
  for (unsigned i = 0; i < n; i++) types[i] = mlirValueGetType(mlirOperationGetOperand(op, (intptr_t)(first + i)));
  snprintf(what, strlen(callee) + 2, "@%s", callee);
  return obs_event(f, op, what, n, args, types);
}

/* call: results (scalars, tensors, fresh buffers), their poison, the callee's UB and the
 * new contents of every block a memref operand points into are functions of the operands
 * and of those blocks, the same on both sides (semantics.md, func.call). */
static int call_to(EncFn *f, MlirOperation op, MlirStringRef cname, unsigned first) {
  MlirOperation body = inlinable_callee(f, op, cname);
  if (!mlirOperationIsNull(body)) return call_inline(f, op, first, body);
  char *callee = mu_str(&f->q->arena, cname);
  unsigned n = (unsigned)mlirOperationGetNumOperands(op) - first, nres = (unsigned)mlirOperationGetNumResults(op);
  EncVal *args = arena_alloc(&f->q->arena, (n + 1) * sizeof *args), *res = arena_alloc(&f->q->arena, (nres + 1) * sizeof *res);
  CallIn in = {0, 0, NULL};
  if (!callee || !args || !res) return enc_failed(f);
  if (call_inputs(f, op, first, n, args, &in) || call_event(f, op, callee, first, n, args)) return 1;
  enc_ub(f, call_uf(f, callee, "ub", &in, Z3_mk_bool_sort(f->s->ctx)));
  for (unsigned i = 0; i < nres; i++) {
    MlirType rt = mlirValueGetType(mlirOperationGetResult(op, (intptr_t)i));
    char what[32];
    if (mlirTypeIsAMemRef(rt)) {
      if (out_memref(f, callee, &in, (int)i, rt, op, &res[i])) return 1;
    } else if (tval_is_tensor(rt)) {
      if (out_tensor(f, callee, &in, (int)i, rt, op, &res[i])) return 1;
    } else if (mlirTypeIsAShaped(rt)) {
      return enc_unsupported(f, op, "with an unranked or vector result");
    } else {
      unsigned w = enc_width(f, rt, op);
      if (!w) return 1;
      snprintf(what, sizeof what, "res%u", i);
      res[i].v = call_uf(f, callee, what, &in, smt_bv_sort(f->s, w));
      snprintf(what, sizeof what, "np%u", i);
      res[i].np = call_uf(f, callee, what, &in, Z3_mk_bool_sort(f->s->ctx));
      res[i].t = NULL, res[i].m = NULL;
    }
  }
  /* the callee's writes, computed from the memory before the call, then made */
  for (unsigned i = 0; i < n; i++) {
    Z3_ast blk[3];
    char what[32];
    snprintf(what, sizeof what, "arg%u", i);
    if (args[i].m && (out_block(f, callee, &in, what, args[i].m->elem, op, blk) || mem_block_set(f, args[i].m, blk))) return 1;
  }
  for (unsigned i = 0; i < nres; i++)
    if (enc_result(f, op, (int)i, res[i])) return 1;
  MlirOperation decl = obs_callee(f, op, cname);
  if (!mlirOperationIsNull(decl) && !mu_is_func_def(decl))
    return call_declared(f, callee, &in, vague_inputs(f, n, args), nres);
  return enc_approx(f, smt_true(f->s), "calls @%s, which is not interpreted", callee);
}

static int enc_call(EncFn *f, MlirOperation op) {
  MlirAttribute ca = mu_attr(op, "callee");
  if (mlirAttributeIsNull(ca)) return enc_stop(f->q, TV_ERROR, "func.call without callee");
  return call_to(f, op, mlirFlatSymbolRefAttrGetValue(ca), 0);
}

/* The function a func.call_indirect calls: the symbol of the func.constant that defines its
 * callee operand; a null attribute for any other function value (a block argument). */
static MlirAttribute indirect_callee(MlirOperation op) {
  MlirValue c = mlirOperationGetOperand(op, 0);
  if (!mlirValueIsAOpResult(c)) return (MlirAttribute){NULL};
  MlirOperation def = mlirOpResultGetOwner(c);
  return mu_op_is(def, "func.constant") ? mu_attr(def, "value") : (MlirAttribute){NULL};
}

/* call_indirect through a func.constant: "calls the function that the callee operand
 * refers to" (FuncOps.td), which is the constant's symbol: func.call of it. */
static int enc_call_indirect(EncFn *f, MlirOperation op) {
  MlirAttribute ca = indirect_callee(op);
  if (mlirAttributeIsNull(ca)) return enc_unsupported(f, op, "of a function value not from func.constant");
  return call_to(f, op, mlirFlatSymbolRefAttrGetValue(ca), 1);
}

/* Whether every use of func.constant's result is the callee of a func.call_indirect (the
 * only use we model: a function value stored, passed or returned is not). */
static int constant_only_called(MlirOperation op) {
  for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(op, 0)); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u))
    if (mlirOpOperandGetOperandNumber(u) != 0 || !mu_op_is(mlirOpOperandGetOwner(u), "func.call_indirect"))
      return 0;
  return 1;
}

/* constant: "produces an SSA value equal to some symbol reference" (FuncOps.td); its only
 * modelled use is a call_indirect's callee, which reads the symbol itself: no value. */
static int enc_constant(EncFn *f, MlirOperation op) {
  if (!constant_only_called(op)) return enc_unsupported(f, op, "used other than as a call_indirect's callee");
  return enc_result(f, op, 0, (EncVal){smt_bv_u64(f->s, 1, 0), smt_true(f->s), NULL, NULL});
}

/* ---- evaluators (interp.h) ---- */

static int ev_return(IFn *f, MlirOperation op) { return interp_return(f, op); }

/* A call of a function without a body here and without results: an event of the run, the
 * callee one that does nothing else (any callee may be that one: obs.h). */
static int ev_call_event(IFn *f, MlirOperation op, MlirStringRef name, unsigned first, unsigned n, const IVal *args) {
  Arena *a = interp_of(f)->arena;
  MlirType *types = arena_alloc(a, (n + 1) * sizeof *types);
  char *what = arena_alloc(a, name.length + 2);
  if (!types || !what) return interp_error(f, "out of memory in the interpreter");
  for (unsigned i = 0; i < n; i++) types[i] = mlirValueGetType(mlirOperationGetOperand(op, (intptr_t)(first + i)));
  snprintf(what, name.length + 2, "@%.*s", (int)name.length, name.data);
  return obs_ev_record(f, op, what, n, types, args);
}

/* call: runs the callee's body; a callee without one (here) and without results records the
 * call as an event; with results it cannot be run. */
static int ev_call_to(IFn *f, MlirOperation op, MlirAttribute ca, unsigned first) {
  MlirOperation callee = mlirAttributeIsNull(ca) ? (MlirOperation){NULL}
                                                 : mu_lookup_symbol(op, mlirFlatSymbolRefAttrGetValue(ca));
  int body = !mlirOperationIsNull(callee) && mu_is_func_def(callee);
  if (!body && mlirOperationGetNumResults(op))
    return interp_unsupported(f, op, "of a function without a body here, with results");
  unsigned n = (unsigned)mlirOperationGetNumOperands(op) - first, nres;
  IVal *args = arena_alloc(interp_of(f)->arena, (n + 1) * sizeof *args), *res;
  if (!args) return interp_error(f, "out of memory in the interpreter");
  for (unsigned i = 0; i < n; i++)
    if (interp_operand(f, op, (int)(first + i), &args[i])) return 1;
  if (!body) return ev_call_event(f, op, mlirFlatSymbolRefAttrGetValue(ca), first, n, args);
  if (interp_call(f, callee, n, args, &nres, &res)) return 1;
  if (nres != (unsigned)mlirOperationGetNumResults(op)) return interp_error(f, "func.call result count");
  for (unsigned i = 0; i < nres; i++)
    if (interp_result(f, op, (int)i, res[i])) return 1;
  return 0;
}

static int ev_call(IFn *f, MlirOperation op) { return ev_call_to(f, op, mu_attr(op, "callee"), 0); }

static int ev_call_indirect(IFn *f, MlirOperation op) {
  MlirAttribute ca = indirect_callee(op);
  if (mlirAttributeIsNull(ca)) return interp_unsupported(f, op, "of a function value not from func.constant");
  return ev_call_to(f, op, ca, 1);
}

/* constant: a placeholder value; call_indirect reads the symbol from the op. */
static int ev_constant(IFn *f, MlirOperation op) {
  if (!constant_only_called(op)) return interp_unsupported(f, op, "used other than as a call_indirect's callee");
  return interp_result(f, op, 0, (IVal){{0, 0, 0}, NULL, NULL});
}

static const EncOpDef func_ops[] = {
    {"func.call", enc_call, "the callee's body inlined when both sides' modules hold it (depth 8); else "
                            "results, UB and the blocks its memref operands point into are uninterpreted "
                            "functions of the operands and those blocks, shared by both sides; such a call is an "
                            "event, compared in order (obs.h)", ev_call, OP_CALL},
    {"func.call_indirect", enc_call_indirect, "through a func.constant: func.call of its symbol (other "
                                              "function values: unsupported)", ev_call_indirect, OP_CALL},
    {"func.constant", enc_constant, "a symbol's function value, only as a func.call_indirect's callee "
                                    "(any other use: unsupported)", ev_constant, 0},
    {"func.return", enc_return_op, "returns its operands", ev_return, OP_KEEPS_LAYOUT},
};

const EncTable func_table = {"func", func_ops, sizeof func_ops / sizeof func_ops[0]};
