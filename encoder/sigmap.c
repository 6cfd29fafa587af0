/* sigmap.c: signature mappings (sigmap.h): one row per documented change of a function's
 * type, each a predicate on (source type, target type) per argument and result and how the
 * values of one side stand for the other's (docs/semantics.md, "Signature mappings").
 * Arguments: the target's is fresh and the source's is built from it (up), so every input
 * of the source's type the mapping reaches is checked without a precondition. Results: the
 * target's brought up to the source's type, or for a lossy mapping the source's brought
 * down to the target's (down). */
#include "sigmap.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "fp.h"
#include "ifloat.h"
#include "mem.h"
#include "tval.h"
#include "vc.h"

enum { SIG_MAXK = 2 };

struct SigRow {
  const char *name;
  int abi;                 /* a bufferized boundary: tensors as memrefs (mem_arg_abi) */
  int floats;              /* may convert floats */
  unsigned k;              /* target elements per source element (a trailing dimension) */
  /* element type te is se under this mapping (both scalar types) */
  int (*elems)(MlirType se, MlirType te);
  /* the source element from the target's k elements v[0..k-1] */
  Z3_ast (*up)(EncFn *f, MlirType se, MlirType te, const Z3_ast *v);
  /* NULL, or results compared in the target's type: a source element brought down */
  Z3_ast (*down)(EncFn *f, MlirType se, MlirType te, Z3_ast v);
  /* the interpreter's up and down on bits; 1 when the width is beyond it */
  int (*ev_up)(MlirType se, MlirType te, const uint64_t *v, uint64_t *out);
  int (*ev_down)(MlirType se, MlirType te, uint64_t v, uint64_t *out);
  const char *how;         /* "%s as %s..." with the source and target element types */
};

static MlirType elem_of(MlirType t) { return mlirTypeIsAShaped(t) ? mlirShapedTypeGetElementType(t) : t; }

static int signless_int(MlirType t) { return mlirTypeIsAInteger(t) && mlirIntegerTypeIsSignless(t); }

static unsigned int_width(MlirType t) { return mlirIntegerTypeGetWidth(t); }

/* ---- wide-integer emulation: i2N as vector<2xiN>, element 0 the low half ---- */

/* arith-emulate-wide-int's type converter (EmulateWideInt.cpp, WideIntEmulationConverter). */
static int wide_elems(MlirType se, MlirType te) {
  return signless_int(se) && signless_int(te) && int_width(se) == 2 * int_width(te);
}

/* x = high ++ low, v[0] the low half (ConvertConstant's getHalves). */
static Z3_ast wide_up(EncFn *f, MlirType se, MlirType te, const Z3_ast *v) {
  (void)se, (void)te;
  return smt_app2(f->s, Z3_mk_concat, v[1], v[0]);
}

static int ev_wide_up(MlirType se, MlirType te, const uint64_t *v, uint64_t *out) {
  unsigned n = int_width(te);
  if (int_width(se) > 64) return 1;
  *out = (v[0] & interp_mask(n)) | (v[1] & interp_mask(n)) << n;
  return 0;
}

/* ---- signless integers: ui8/si8 as i8, the same bits ---- */

/* tosa-convert-integer-type-to-signless: the same width, the signedness dropped. */
static int signless_elems(MlirType se, MlirType te) {
  return mlirTypeIsAInteger(se) && !mlirIntegerTypeIsSignless(se) && signless_int(te) && int_width(se) == int_width(te);
}

static Z3_ast same_up(EncFn *f, MlirType se, MlirType te, const Z3_ast *v) {
  (void)f, (void)se, (void)te;
  return v[0];
}

static int ev_same_up(MlirType se, MlirType te, const uint64_t *v, uint64_t *out) {
  (void)se, (void)te;
  *out = v[0];
  return 0;
}

/* ---- narrowing: i64 as i32, f64 as f32 ---- */

/* tosa-narrow-i64-to-i32 / tosa-narrow-f64-to-f32 with convert-function-boundaries. */
static int narrow_elems(MlirType se, MlirType te) {
  return (mlirTypeIsAF64(se) && mlirTypeIsAF32(te)) ||
         (signless_int(se) && signless_int(te) && int_width(se) == 64 && int_width(te) == 32);
}

/* The narrow value widened exactly: sign extension, extf (every f32 is an f64). */
static Z3_ast narrow_up(EncFn *f, MlirType se, MlirType te, const Z3_ast *v) {
  if (fp_kind(se) < 0) return smt_sext(f->s, int_width(se) - int_width(te), v[0]);
  return fp_convert(f, (FpKind)fp_kind(te), (FpKind)fp_kind(se), FP_RNE, v[0]);
}

/* The pass's own conversion: trunci (wrapping), truncf to nearest even. */
static Z3_ast narrow_down(EncFn *f, MlirType se, MlirType te, Z3_ast v) {
  if (fp_kind(se) < 0) return smt_extract(f->s, int_width(te) - 1, 0, v);
  return fp_convert(f, (FpKind)fp_kind(se), (FpKind)fp_kind(te), FP_RNE, v);
}

static int ev_narrow_down(MlirType se, MlirType te, uint64_t v, uint64_t *out) {
  int fs = interp_float_format(se), ft = interp_float_format(te);
  *out = fs < 0 ? v & interp_mask(int_width(te)) : if_convert((IfFormat)fs, (IfFormat)ft, IF_RNE, v);
  return 0;
}

static const SigRow rows[] = {
    {"bufferized function boundary", 1, 0, 1, NULL, NULL, NULL, NULL, NULL, "tensors as memrefs"},
    {"wide-integer emulation", 0, 0, 2, wide_elems, wide_up, NULL, ev_wide_up, NULL, "%s as vector<2x%s>, low half first"},
    {"signless integers", 0, 0, 1, signless_elems, same_up, NULL, ev_same_up, NULL, "%s as %s, the same bits"},
    {"narrowing", 0, 1, 1, narrow_elems, narrow_up, narrow_down, NULL, ev_narrow_down,
     "%s as %s: arguments the narrow type holds, results compared after narrowing the source's"},
};
enum { SIG_NROWS = sizeof rows / sizeof rows[0] };

/* Whether a tensor of type a became a memref of type b (same shape and element type). */
static int bufferized(MlirType a, MlirType b) {
  if (!tval_is_tensor(a) || !mem_is_memref(b) || mlirShapedTypeGetRank(a) != mlirShapedTypeGetRank(b) ||
      !mlirTypeEqual(mlirShapedTypeGetElementType(a), mlirShapedTypeGetElementType(b)))
    return 0;
  for (intptr_t k = 0; k < mlirShapedTypeGetRank(a); k++)
    if (mlirShapedTypeGetDimSize(a, k) != mlirShapedTypeGetDimSize(b, k)) return 0;
  return 1;
}

/* Whether the shape of t is s's, with a trailing dimension of k when k > 1 (a scalar s:
 * t scalar, or vector<kx..>); tensors stay tensors and vectors vectors. */
static int shapes_pair(MlirType s, MlirType t, unsigned k) {
  if (!tval_is_tensor(s)) return k == 1 ? !mlirTypeIsAShaped(t) : mlirTypeIsAVector(t) && tval_is_tensor(t) &&
                                              mlirShapedTypeGetRank(t) == 1 && mlirShapedTypeGetDimSize(t, 0) == k;
  intptr_t r = mlirShapedTypeGetRank(s);
  if (!tval_is_tensor(t) || mlirTypeIsAVector(s) != mlirTypeIsAVector(t) || mlirShapedTypeGetRank(t) != r + (k > 1)) return 0;
  for (intptr_t d = 0; d < r; d++)
    if (mlirShapedTypeGetDimSize(s, d) != mlirShapedTypeGetDimSize(t, d)) return 0;
  return k == 1 || mlirShapedTypeGetDimSize(t, r) == k;
}

static int pairs(const SigRow *r, MlirType s, MlirType t) {
  if (r->abi) return bufferized(s, t);
  /* arith-emulate-wide-int converts scalars and vectors only */
  if (r->k > 1 && mlirTypeIsARankedTensor(s)) return 0;
  return shapes_pair(s, t, r->k) && r->elems(elem_of(s), elem_of(t));
}

/* Whether r pairs every argument and result of fs and ft (equal types pair themselves);
 * *first gets the first pair it maps. */
static int row_pairs(const SigRow *r, MlirType fs, MlirType ft, MlirType first[2]) {
  intptr_t n = mlirFunctionTypeGetNumInputs(fs), m = mlirFunctionTypeGetNumResults(fs);
  if (n != mlirFunctionTypeGetNumInputs(ft) || m != mlirFunctionTypeGetNumResults(ft)) return 0;
  int mapped = 0;
  for (intptr_t i = 0; i < n + m; i++) {
    MlirType s = i < n ? mlirFunctionTypeGetInput(fs, i) : mlirFunctionTypeGetResult(fs, i - n);
    MlirType t = i < n ? mlirFunctionTypeGetInput(ft, i) : mlirFunctionTypeGetResult(ft, i - n);
    if (mlirTypeEqual(s, t)) continue;
    if (!pairs(r, s, t)) return 0;
    if (!mapped++) first[0] = s, first[1] = t;
  }
  return mapped;
}

const SigRow *sig_find(MlirType fs, MlirType ft) {
  MlirType first[2];
  for (unsigned i = 0; i < SIG_NROWS; i++)
    if (row_pairs(&rows[i], fs, ft, first)) return &rows[i];
  return NULL;
}

static void type_text(MlirStringRef s, void *ud) {
  char *buf = ud;
  size_t len = strlen(buf);
  snprintf(buf + len, 32 - len, "%.*s", (int)s.length, s.data);
}

char *sig_describe(MlirType fs, MlirType ft) {
  MlirType first[2];
  const SigRow *r = NULL;
  for (unsigned i = 0; i < SIG_NROWS && !r; i++)
    if (row_pairs(&rows[i], fs, ft, first)) r = &rows[i];
  if (!r) return NULL;
  char se[32] = "", te[32] = "", how[160], buf[300];
  mlirTypePrint(elem_of(first[0]), type_text, se);
  mlirTypePrint(elem_of(first[1]), type_text, te);
  snprintf(how, sizeof how, r->how, se, te);
  if (r->down) snprintf(buf, sizeof buf, "%s %s -> %s (%s)", r->name, se, te, how);
  else snprintf(buf, sizeof buf, "%s (%s)", r->name, how);
  return strdup(buf);
}

const char *sig_name(const SigRow *r) { return r->name; }
int sig_floats(const SigRow *r, MlirType fs, MlirType ft) {
  intptr_t n = mlirFunctionTypeGetNumInputs(fs), m = mlirFunctionTypeGetNumResults(fs);
  for (intptr_t i = 0; r->floats && i < n + m; i++) {
    MlirType s = i < n ? mlirFunctionTypeGetInput(fs, i) : mlirFunctionTypeGetResult(fs, i - n);
    MlirType t = i < n ? mlirFunctionTypeGetInput(ft, i) : mlirFunctionTypeGetResult(ft, i - n);
    if (!mlirTypeEqual(s, t) && fp_kind(elem_of(s)) >= 0) return 1;
  }
  return 0;
}
int sig_runs(const SigRow *r) { return !r->abi; }

/* ---- the encoder ---- */

/* The value of type st that t (of type tt) stands for: each element from the k target
 * elements at j * k + c (a scalar from a vector's k); an element poison or never written
 * in any of them is poison or never written. */
static int val_up(EncFn *f, const SigRow *r, MlirType st, MlirType tt, EncVal t, EncVal *out) {
  Smt *s = f->s;
  MlirType se = elem_of(st), te = elem_of(tt);
  if (!t.t) {
    *out = (EncVal){r->up(f, se, te, &t.v), t.np, NULL, NULL};
    return enc_failed(f);
  }
  int shaped = tval_is_tensor(st);
  Z3_ast j = shaped ? tval_index(f, "sig") : smt_bv_u64(s, 64, 0), v[SIG_MAXK], np = smt_true(s), wr = smt_true(s);
  for (unsigned c = 0; c < r->k; c++) {
    Z3_ast at = r->k == 1 ? j : smt_app2(s, Z3_mk_bvadd, smt_app2(s, Z3_mk_bvmul, j, smt_bv_u64(s, 64, r->k)), smt_bv_u64(s, 64, c));
    EncVal e = tval_at(f, t, at);
    v[c] = e.v;
    np = smt_and(s, np, e.np);
    wr = smt_and(s, wr, tval_written(f, t, at));
  }
  Z3_ast x = r->up(f, se, te, v);
  if (!shaped) {
    *out = (EncVal){x, smt_and(s, np, wr), NULL, NULL};
    return enc_failed(f);
  }
  unsigned rank = (unsigned)mlirShapedTypeGetRank(st);
  EncTensor *sh = tval_shape_new(f, rank);
  if (!sh) return 1;
  memcpy(sh->dims, t.t->dims, rank * sizeof *sh->dims);
  if (t.t->init) sh->init = tval_lambda(f, j, wr);
  *out = tval_from_lambda(f, sh, j, x, np);
  return enc_failed(f);
}

/* Source element x brought down, knowing the target's y at the same place: y itself when
 * x is y widened exactly (then down(x) = y), else down(x). The same value, but a data
 * movement whose two sides read the same argument element is then settled by the
 * terms alone, not by the solver through the float circuits of both conversions. */
static Z3_ast down_at(EncFn *f, const SigRow *r, MlirType se, MlirType te, Z3_ast x, Z3_ast y) {
  return smt_ite(f->s, smt_app2(f->s, Z3_mk_eq, x, r->up(f, se, te, &y)), y, r->down(f, se, te, x));
}

/* The value of type tt that a (of type st) comes to under r's down (one element each), t
 * the target's value it is compared with. */
static int val_down(EncFn *f, const SigRow *r, MlirType st, MlirType tt, EncVal a, EncVal t, EncVal *out) {
  MlirType se = elem_of(st), te = elem_of(tt);
  if (!a.t || !t.t) {
    *out = (EncVal){a.t || t.t ? r->down(f, se, te, a.v) : down_at(f, r, se, te, a.v, t.v), a.np, NULL, NULL};
    return enc_failed(f);
  }
  EncTensor *sh = tval_shape_new(f, a.t->rank);
  if (!sh) return 1;
  memcpy(sh->dims, a.t->dims, a.t->rank * sizeof *sh->dims);
  sh->init = a.t->init;
  Z3_ast i = tval_index(f, "sig");
  EncVal e = tval_at(f, a, i);
  *out = tval_from_lambda(f, sh, i, down_at(f, r, se, te, e.v, tval_at(f, t, i).v), e.np);
  return enc_failed(f);
}

int sig_arg(EncFn *f, const SigRow *r, MlirType st, MlirType tt, unsigned i, EncVal *src, EncVal *tgt) {
  if (r->abi) return mem_arg_abi(f, tt, st, i, src, tgt);
  return vc_arg(f, tt, i, tgt) || val_up(f, r, st, tt, *tgt, src);
}

int sig_result(EncFn *f, const SigRow *r, MlirType st, MlirType tt, EncVal *src, EncVal *tgt, MlirType *cmp) {
  *cmp = r->down ? tt : st;
  if (r->abi) return 0;   /* a returned memref is already its elements (mem_snapshot) */
  return r->down ? val_down(f, r, st, tt, *src, *tgt, src) : val_up(f, r, st, tt, *tgt, tgt);
}

/* ---- the interpreter ---- */

static int ev_cannot(Interp *in) {
  snprintf(in->why, sizeof in->why, "a signature mapping of values wider than 64 bits or of rank above 16");
  return 1;
}

/* One element from k (up) or one (down), poison or never written as any of them is. */
static int ev_elem(Interp *in, const SigRow *r, MlirType se, MlirType te, const IScalar *x, IScalar *out) {
  unsigned n = r->down ? 1 : r->k;
  uint64_t v[SIG_MAXK];
  *out = (IScalar){0};
  for (unsigned c = 0; c < n; c++) {
    out->poison |= x[c].poison;
    out->uninit |= x[c].uninit;
    v[c] = x[c].bits;
  }
  if (out->poison || out->uninit) return 0;
  if (r->down ? r->ev_down(se, te, v[0], &out->bits) : r->ev_up(se, te, v, &out->bits)) return ev_cannot(in);
  return 0;
}

/* Value a as a value of type to: a target's in the source's type st (up), or a source's in
 * the target's type tt (down). */
static int ev_val(Interp *in, const SigRow *r, MlirType st, MlirType tt, IVal a, IVal *out) {
  MlirType to = r->down ? tt : st;
  unsigned k = r->down ? 1 : r->k;
  *out = (IVal){0};
  if (!a.t) return ev_elem(in, r, elem_of(st), elem_of(tt), &a.s, &out->s);
  int64_t dims[17];
  unsigned rank = tval_is_tensor(to) ? (unsigned)mlirShapedTypeGetRank(to) : 0;
  if (rank > 16 || a.t->rank < rank) return ev_cannot(in);
  memcpy(dims, a.t->dims, rank * sizeof *dims);
  if (tval_is_tensor(to) && interp_tensor(in, to, dims, out)) return 1;
  size_t n = tval_is_tensor(to) ? out->t->n : 1;
  if (a.t->n < n * k) return ev_cannot(in);
  for (size_t e = 0; e < n; e++)
    if (ev_elem(in, r, elem_of(st), elem_of(tt), &a.t->e[e * k], tval_is_tensor(to) ? &out->t->e[e] : &out->s)) return 1;
  if (!tval_is_tensor(to) && out->s.uninit) out->s = (IScalar){.poison = 1};
  return 0;
}

int sig_ev_result(Interp *in, const SigRow *r, MlirType st, MlirType tt, IVal *src, IVal *tgt, MlirType *cmp) {
  *cmp = r->down ? tt : st;
  if (r->abi) return 0;
  return r->down ? ev_val(in, r, st, tt, *src, src) : ev_val(in, r, st, tt, *tgt, tgt);
}
