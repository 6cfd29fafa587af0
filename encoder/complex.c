/* complex.c: the complex dialect (ComplexOps.td) on complex<f16|bf16|f32|f64>. A value is
 * its two float parts in one bit-vector (fp.h: fp_part, fp_pack), poison as a whole; each
 * op computes on the parts with the float operations of fp.c, as ComplexToStandard lowers
 * it (docs/semantics.md 4.9). The interpreter runs complex<f16|bf16|f32> (an IScalar
 * holds both parts). */
#include <string.h>
#include "enc.h"
#include "fp.h"
#include "ifloat.h"
#include "interp.h"
#include "mlirutil.h"

/* The parts' kind of complex type t, or -1 after an unsupported stop. */
static int part_kind(EncFn *f, MlirOperation op, MlirType t) {
  int k = fp_complex_kind(t);
  if (k < 0) enc_stop(f->q, TV_UNSUPPORTED, "%s on %s", mu_op_name(&f->q->arena, op), mu_type_str(&f->q->arena, t));
  return k;
}

static MlirType operand_type(MlirOperation op, int i) { return mlirValueGetType(mlirOperationGetOperand(op, i)); }
static MlirType result_type(MlirOperation op) { return mlirValueGetType(mlirOperationGetResult(op, 0)); }

/* The complex operands of op (all of kind k): parts into x (re, im per operand), "not
 * poison" of all into *np. */
static int operands(EncFn *f, MlirOperation op, FpKind k, Z3_ast *x, Z3_ast *np) {
  *np = smt_true(f->s);
  for (int i = 0; i < mlirOperationGetNumOperands(op); i++) {
    EncVal v;
    if (enc_operand(f, op, i, &v)) return 1;
    x[2 * i] = fp_part(f, k, v.v, 0);
    x[2 * i + 1] = fp_part(f, k, v.v, 1);
    *np = smt_and(f->s, *np, v.np);
  }
  return enc_failed(f);
}

typedef enum { CX_ADD, CX_SUB, CX_MUL, CX_NEG, CX_CONJ } CxOp;

/* The parts (r[0], r[1]) of op m on parts x: as ComplexToStandard's patterns compute them. */
static void arith_parts(EncFn *f, FpKind k, CxOp m, const Z3_ast *x, Z3_ast *r) {
  switch (m) {
  case CX_ADD: case CX_SUB: {
    FpBin b = m == CX_ADD ? FP_ADD : FP_SUB;
    r[0] = fp_binary(f, k, b, x[0], x[2]);
    r[1] = fp_binary(f, k, b, x[1], x[3]);
    break;
  }
  case CX_MUL:   /* (a + bi)(c + di) = (ac - bd) + (bc + ad)i, each product rounded */
    r[0] = fp_binary(f, k, FP_SUB, fp_binary(f, k, FP_MUL, x[0], x[2]), fp_binary(f, k, FP_MUL, x[1], x[3]));
    r[1] = fp_binary(f, k, FP_ADD, fp_binary(f, k, FP_MUL, x[1], x[2]), fp_binary(f, k, FP_MUL, x[0], x[3]));
    break;
  case CX_NEG: r[0] = fp_neg(f, k, x[0]), r[1] = fp_neg(f, k, x[1]); break;
  case CX_CONJ: r[0] = x[0], r[1] = fp_neg(f, k, x[1]); break;
  }
}

/* add, sub, mul, neg, conj: the parts by arith_parts; poison if an operand is, or when
 * fastmath nnan/ninf meets a NaN/Inf part among the operands and the result. */
static int complex_arith(EncFn *f, MlirOperation op, CxOp m) {
  int k = part_kind(f, op, result_type(op));
  unsigned n = (unsigned)mlirOperationGetNumOperands(op);
  Z3_ast x[6], np;
  if (k < 0 || n > 2 || operands(f, op, (FpKind)k, x, &np)) return 1;
  arith_parts(f, (FpKind)k, m, x, &x[2 * n]);
  Z3_ast fm = fp_fastmath(f, op, (FpKind)k, 2 * n + 2, x);
  return enc_result(f, op, 0, (EncVal){fp_pack(f, x[2 * n], x[2 * n + 1]), smt_and(f->s, np, fm)});
}

/* complex.add: (a + c) + (b + d)i. */
static int enc_add(EncFn *f, MlirOperation op) { return complex_arith(f, op, CX_ADD); }
/* complex.sub: (a - c) + (b - d)i. */
static int enc_sub(EncFn *f, MlirOperation op) { return complex_arith(f, op, CX_SUB); }
/* complex.mul: (ac - bd) + (bc + ad)i, the formula of ComplexToStandard and ComplexToLLVM. */
static int enc_mul(EncFn *f, MlirOperation op) { return complex_arith(f, op, CX_MUL); }
/* complex.neg: -a + (-b)i, sign flips. */
static int enc_neg(EncFn *f, MlirOperation op) { return complex_arith(f, op, CX_NEG); }
/* complex.conj: a + (-b)i. */
static int enc_conj(EncFn *f, MlirOperation op) { return complex_arith(f, op, CX_CONJ); }

/* complex.eq / complex.neq: cmpf oeq on both parts, and; cmpf une on both parts, or. */
static int complex_compare(EncFn *f, MlirOperation op, int neq) {
  int k = part_kind(f, op, operand_type(op, 0));
  Z3_ast x[4], np;
  if (k < 0 || operands(f, op, (FpKind)k, x, &np)) return 1;
  int pred = neq ? 13 : 1;   /* CmpFPredicate une, oeq */
  Z3_ast re = fp_cmp(f, (FpKind)k, pred, x[0], x[2]), im = fp_cmp(f, (FpKind)k, pred, x[1], x[3]);
  Z3_ast c = neq ? smt_or(f->s, re, im) : smt_and(f->s, re, im);
  return enc_result(f, op, 0, (EncVal){smt_bool_to_bv(f->s, c), np});
}
static int enc_eq(EncFn *f, MlirOperation op) { return complex_compare(f, op, 0); }
static int enc_neq(EncFn *f, MlirOperation op) { return complex_compare(f, op, 1); }

/* The [re, im] attribute of complex.constant, or a null attribute. */
static MlirAttribute constant_part(MlirOperation op, int im) {
  MlirAttribute v = mu_attr(op, "value");
  if (mlirAttributeIsNull(v) || !mlirAttributeIsAArray(v) || mlirArrayAttrGetNumElements(v) != 2)
    return (MlirAttribute){NULL};
  return mlirArrayAttrGetElement(v, im);
}

/* complex.constant [re, im]: the two float literals. */
static int enc_constant(EncFn *f, MlirOperation op) {
  int k = part_kind(f, op, result_type(op));
  if (k < 0) return 1;
  MlirAttribute re = constant_part(op, 0), im = constant_part(op, 1);
  if (mlirAttributeIsNull(re) || !mlirAttributeIsAFloat(re) || !mlirAttributeIsAFloat(im))
    return enc_unsupported(f, op, "with a value that is not two floats");
  Z3_ast vr = fp_constant(f, (FpKind)k, re), vi = vr ? fp_constant(f, (FpKind)k, im) : NULL;
  if (!vi) return 1;   /* fp_constant stopped */
  return enc_result(f, op, 0, (EncVal){fp_pack(f, vr, vi), smt_true(f->s)});
}

/* complex.create re, im: the pair; poison if either part is. */
static int enc_create(EncFn *f, MlirOperation op) {
  EncVal re, im;
  if (part_kind(f, op, result_type(op)) < 0 || enc_operand(f, op, 0, &re) || enc_operand(f, op, 1, &im)) return 1;
  return enc_result(f, op, 0, (EncVal){fp_pack(f, re.v, im.v), smt_and(f->s, re.np, im.np)});
}

/* complex.re / complex.im: one part (poison if the value is). */
static int complex_part(EncFn *f, MlirOperation op, int im) {
  int k = part_kind(f, op, operand_type(op, 0));
  EncVal c;
  if (k < 0 || enc_operand(f, op, 0, &c)) return 1;
  return enc_result(f, op, 0, (EncVal){fp_part(f, (FpKind)k, c.v, im), c.np});
}
static int enc_re(EncFn *f, MlirOperation op) { return complex_part(f, op, 0); }
static int enc_im(EncFn *f, MlirOperation op) { return complex_part(f, op, 1); }

/* The IEEE bits of a scalar of type t (integer: itself, float: fp_to_bits, complex: its
 * parts' bits, imaginary high); a value of type t from bits. */
static Z3_ast to_bits(EncFn *f, MlirType t, Z3_ast v) {
  int k = fp_kind(t), c = fp_complex_kind(t);
  if (k >= 0) return fp_to_bits(f, (FpKind)k, v);
  if (c < 0) return v;
  return fp_pack(f, fp_to_bits(f, (FpKind)c, fp_part(f, (FpKind)c, v, 0)), fp_to_bits(f, (FpKind)c, fp_part(f, (FpKind)c, v, 1)));
}
static Z3_ast from_bits(EncFn *f, MlirType t, Z3_ast b) {
  int k = fp_kind(t), c = fp_complex_kind(t);
  if (k >= 0) return fp_from_bits(f, (FpKind)k, b);
  if (c < 0) return b;
  unsigned w = smt_width(f->s, b) / 2;
  return fp_pack(f, fp_from_bits(f, (FpKind)c, smt_extract(f->s, w - 1, 0, b)),
                 fp_from_bits(f, (FpKind)c, smt_extract(f->s, 2 * w - 1, w, b)));
}

/* complex.bitcast: the bits of a complex<fN> as an i(2N) or f(2N) and back, the real part
 * in the low half (LLVM's {re, im} in memory, little-endian: ComplexToLLVM). */
static int enc_bitcast(EncFn *f, MlirOperation op) {
  MlirType ti = operand_type(op, 0), to = result_type(op);
  EncVal x;
  if (!enc_width(f, ti, op) || !enc_width(f, to, op) || enc_operand(f, op, 0, &x)) return 1;
  if (mlirTypeIsAShaped(ti) || (fp_complex_kind(ti) < 0 && fp_complex_kind(to) < 0))
    return enc_unsupported(f, op, "on these types");
  return enc_result(f, op, 0, (EncVal){from_bits(f, to, to_bits(f, ti, x.v)), x.np});
}

/* ---- evaluators (interp.h): complex<f16|bf16|f32> in one IScalar ---- */

/* The parts' format of complex type t, or -1 after an unsupported stop. */
static int ev_kind(IFn *f, MlirOperation op, MlirType t) {
  int k = interp_complex_format(t);
  if (k < 0 || interp_shaped(f, t)) return interp_unsupported(f, op, "on this type (complex<f16|bf16|f32> only)"), -1;
  return k;
}

static uint64_t ev_part(IfFormat k, uint64_t c, int im) { return c >> (im ? if_width(k) : 0) & interp_mask(if_width(k)); }
static uint64_t ev_pack(IfFormat k, uint64_t re, uint64_t im) { return re | im << if_width(k); }

/* The complex operands' parts into x, their poison into *poison. */
static int ev_operands(IFn *f, MlirOperation op, IfFormat k, uint64_t *x, int *poison) {
  *poison = 0;
  for (int i = 0; i < mlirOperationGetNumOperands(op); i++) {
    IVal v;
    if (interp_operand(f, op, i, &v)) return 1;
    x[2 * i] = ev_part(k, v.s.bits, 0);
    x[2 * i + 1] = ev_part(k, v.s.bits, 1);
    *poison |= v.s.poison;
  }
  return 0;
}

/* arith_parts on concrete parts. */
static void ev_arith_parts(IfFormat k, CxOp m, const uint64_t *x, uint64_t *r) {
  switch (m) {
  case CX_ADD: r[0] = if_add(k, IF_RNE, x[0], x[2]), r[1] = if_add(k, IF_RNE, x[1], x[3]); break;
  case CX_SUB: r[0] = if_sub(k, IF_RNE, x[0], x[2]), r[1] = if_sub(k, IF_RNE, x[1], x[3]); break;
  case CX_MUL:
    r[0] = if_sub(k, IF_RNE, if_mul(k, IF_RNE, x[0], x[2]), if_mul(k, IF_RNE, x[1], x[3]));
    r[1] = if_add(k, IF_RNE, if_mul(k, IF_RNE, x[1], x[2]), if_mul(k, IF_RNE, x[0], x[3]));
    break;
  case CX_NEG: r[0] = if_neg(k, x[0]), r[1] = if_neg(k, x[1]); break;
  case CX_CONJ: r[0] = x[0], r[1] = if_neg(k, x[1]); break;
  }
}

static int ev_arith(IFn *f, MlirOperation op, CxOp m) {
  int k = ev_kind(f, op, result_type(op)), poison;
  unsigned n = (unsigned)mlirOperationGetNumOperands(op);
  uint64_t x[6];
  if (k < 0 || n > 2 || ev_operands(f, op, (IfFormat)k, x, &poison)) return 1;
  ev_arith_parts((IfFormat)k, m, x, &x[2 * n]);
  poison |= interp_fastmath_poison(f, op, k, 2 * n + 2, x);
  return interp_result(f, op, 0, (IVal){.s = {ev_pack((IfFormat)k, x[2 * n], x[2 * n + 1]), (uint8_t)poison, 0}});
}
static int ev_add(IFn *f, MlirOperation op) { return ev_arith(f, op, CX_ADD); }
static int ev_sub(IFn *f, MlirOperation op) { return ev_arith(f, op, CX_SUB); }
static int ev_mul(IFn *f, MlirOperation op) { return ev_arith(f, op, CX_MUL); }
static int ev_neg(IFn *f, MlirOperation op) { return ev_arith(f, op, CX_NEG); }
static int ev_conj(IFn *f, MlirOperation op) { return ev_arith(f, op, CX_CONJ); }

static int ev_compare(IFn *f, MlirOperation op, int neq) {
  int k = ev_kind(f, op, operand_type(op, 0)), poison;
  uint64_t x[4];
  if (k < 0 || ev_operands(f, op, (IfFormat)k, x, &poison)) return 1;
  int pred = neq ? 13 : 1;
  int re = if_cmp((IfFormat)k, pred, x[0], x[2]), im = if_cmp((IfFormat)k, pred, x[1], x[3]);
  return interp_result(f, op, 0, (IVal){.s = {(uint64_t)(neq ? re || im : re && im), (uint8_t)poison, 0}});
}
static int ev_eq(IFn *f, MlirOperation op) { return ev_compare(f, op, 0); }
static int ev_neq(IFn *f, MlirOperation op) { return ev_compare(f, op, 1); }

static int ev_constant(IFn *f, MlirOperation op) {
  int k = ev_kind(f, op, result_type(op));
  MlirType pt = k < 0 ? (MlirType){NULL} : mlirComplexTypeGetElementType(result_type(op));
  IVal re, im;
  if (k >= 0 && (mlirAttributeIsNull(constant_part(op, 0)) || !mlirAttributeIsAFloat(constant_part(op, 0)) ||
                 !mlirAttributeIsAFloat(constant_part(op, 1))))
    return interp_unsupported(f, op, "with a value that is not two floats");
  if (k < 0 || interp_constant(f, op, pt, constant_part(op, 0), &re) || interp_constant(f, op, pt, constant_part(op, 1), &im)) return 1;
  return interp_result(f, op, 0, (IVal){.s = {ev_pack((IfFormat)k, re.s.bits, im.s.bits), 0, 0}});
}

static int ev_create(IFn *f, MlirOperation op) {
  int k = ev_kind(f, op, result_type(op));
  IVal re, im;
  if (k < 0 || interp_operand(f, op, 0, &re) || interp_operand(f, op, 1, &im)) return 1;
  return interp_result(f, op, 0, (IVal){.s = {ev_pack((IfFormat)k, re.s.bits, im.s.bits), (uint8_t)(re.s.poison | im.s.poison), 0}});
}

static int ev_part_op(IFn *f, MlirOperation op, int im) {
  int k = ev_kind(f, op, operand_type(op, 0));
  IVal c;
  if (k < 0 || interp_operand(f, op, 0, &c)) return 1;
  return interp_result(f, op, 0, (IVal){.s = {ev_part((IfFormat)k, c.s.bits, im), c.s.poison, 0}});
}
static int ev_re(IFn *f, MlirOperation op) { return ev_part_op(f, op, 0); }
static int ev_im(IFn *f, MlirOperation op) { return ev_part_op(f, op, 1); }

/* The bits are the value in the interpreter (floats and complex parts are IEEE bits). */
static int ev_bitcast(IFn *f, MlirOperation op) {
  MlirType ti = operand_type(op, 0), to = result_type(op);
  unsigned w = interp_width(to);
  IVal x;
  if (!w || w != interp_width(ti) || interp_shaped(f, ti)) return interp_unsupported(f, op, "on this type");
  if (interp_operand(f, op, 0, &x)) return 1;
  return interp_result(f, op, 0, (IVal){.s = {x.s.bits & interp_mask(w), x.s.poison, 0}});
}

#define C_EW OP_PURE_NO_UB   /* scalars only (ComplexOps.td: Complex<AnyFloat> operands) */
static const EncOpDef complex_ops[] = {
    {"complex.add", enc_add, "(a + c) + (b + d)i, each part rounded to nearest even", ev_add, C_EW},
    {"complex.bitcast", enc_bitcast, "the bits of complex<fN> as i2N/f2N and back, real part in the low half",
     ev_bitcast, OP_PURE_NO_UB},
    {"complex.conj", enc_conj, "a + (-b)i", ev_conj, C_EW},
    {"complex.constant", enc_constant, "the [re, im] float literals", ev_constant, OP_FLOAT_CONSTS | OP_PURE_NO_UB},
    {"complex.create", enc_create, "re + im i; poison if either part is", ev_create, C_EW},
    {"complex.eq", enc_eq, "cmpf oeq on both parts, and", ev_eq, C_EW},
    {"complex.im", enc_im, "the imaginary part", ev_im, C_EW},
    {"complex.mul", enc_mul, "(ac - bd) + (bc + ad)i, each product and sum rounded (ComplexToStandard's formula)",
     ev_mul, C_EW},
    {"complex.neg", enc_neg, "-a + (-b)i", ev_neg, C_EW},
    {"complex.neq", enc_neq, "cmpf une on both parts, or", ev_neq, C_EW},
    {"complex.re", enc_re, "the real part", ev_re, C_EW},
    {"complex.sub", enc_sub, "(a - c) + (b - d)i, each part rounded to nearest even", ev_sub, C_EW},
};
#undef C_EW

const EncTable complex_table = {"complex", complex_ops, sizeof complex_ops / sizeof complex_ops[0]};
