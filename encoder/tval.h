/* tval.h: tensor values (docs/design.md, "Tensors"; seed 003 sections 4.3-5.1).
 * A ranked tensor is an SMT array from its 64-bit row-major index to the element, an array
 * of not-poison flags, its sizes, and an array "element was written". Results of tensor ops
 * are lambdas over a fresh index, so the encoding does not grow with the element count.
 * Out-of-bounds access, reading an element that was never written (tensor.empty) and
 * operands whose dynamic shapes disagree are UB. */
#ifndef TV_TVAL_H
#define TV_TVAL_H
#include "enc.h"

/* Ranked tensors and vectors of static, non-scalable shape (both are tensors here). */
int tval_is_tensor(MlirType t);
/* The element count of a ranked tensor type with a static shape, or -1. */
int64_t tval_static_numel(MlirType t);
/* Whether index term a simplifies to a numeral, *v (sizes and trip counts known statically). */
int tval_const_u64(EncFn *f, Z3_ast a, uint64_t *v);
/* Whether any operand or result of op is a tensor. */
int tval_op_has_tensor(MlirOperation op);

/* A shape of the given rank; dims left NULL for the caller. */
EncTensor *tval_shape_new(EncFn *f, unsigned rank);
/* The shape of tensor type t: static sizes from the type, dynamic ones from dyn[] in order
 * (as tensor.empty's operands) or fresh when dyn is NULL; each dynamic size is bounded by
 * --tv-max-dim (a precondition, recorded so that a proof says so). */
EncTensor *tval_type_shape(EncFn *f, MlirType t, const Z3_ast *dyn, const char *what);
/* The shape of a result of ranked tensor type rt (the caller checked) from the sizes an op
 * computes, dims[rank of rt]: a static size of rt that differs at run time is UB. */
EncTensor *tval_result_shape(EncFn *f, MlirType rt, const Z3_ast *dims);
/* Whether some size of t is not a constant. */
int tval_dynamic(EncFn *f, const EncTensor *t);
Z3_ast tval_numel(EncFn *f, const EncTensor *t);
/* Row-major linear index of idx[rank], and back. */
Z3_ast tval_linear(EncFn *f, const EncTensor *t, const Z3_ast *idx);
void tval_delinear(EncFn *f, const EncTensor *t, Z3_ast lin, Z3_ast *idx);
/* a + b and a * b as unsigned 64-bit values (sizes, offsets); *ok becomes false when one
 * wraps. */
Z3_ast tval_add_ok(EncFn *f, Z3_ast a, Z3_ast b, Z3_ast *ok);
Z3_ast tval_mul_ok(EncFn *f, Z3_ast a, Z3_ast b, Z3_ast *ok);
Z3_ast tval_in_bounds(EncFn *f, const EncTensor *t, const Z3_ast *idx);
Z3_ast tval_same_shape(EncFn *f, const EncTensor *a, const EncTensor *b);
/* UB unless the shapes agree (dynamic operands of one op). */
void tval_require_same_shape(EncFn *f, const EncTensor *a, const EncTensor *b);

/* A fresh 64-bit index constant to build a lambda over. */
Z3_ast tval_index(EncFn *f, const char *what);
/* A fresh index i for a lambda that is a tensor of shape sh (read only below its size),
 * and its coordinates idx[rank]. */
Z3_ast tval_lam_index(EncFn *f, const EncTensor *sh, const char *what, Z3_ast *idx);
Z3_ast tval_lambda(EncFn *f, Z3_ast i, Z3_ast body);
/* "some in-bounds i (i < n) satisfies body(i)" without a quantifier in the caller's hands:
 * the lambda (i < n && body) differs from the constant-false array. */
Z3_ast tval_exists(EncFn *f, Z3_ast i, Z3_ast n, Z3_ast body);
/* The same over k indices i[j] < n[j] (fresh constants), one bound variable each. */
Z3_ast tval_exists_n(EncFn *f, unsigned k, const Z3_ast *i, const Z3_ast *n, Z3_ast body);
/* Element at linear index lin, no checks (value and not-poison). */
EncVal tval_at(EncFn *f, EncVal t, Z3_ast lin);
/* Element at multi-index idx and whether it was written, for callers that use them only
 * where idx is in bounds (an out-of-bounds read is UB or its value discarded): a lambda
 * is read through its body at the coordinates, without row-major division. */
EncVal tval_at_idx(EncFn *f, EncVal t, const Z3_ast *idx);
Z3_ast tval_written_idx(EncFn *f, EncVal t, const Z3_ast *idx);
/* Both at once (written may be NULL), with each coordinate that is an ite split into a read
 * per case: for a broadcast's "0 where the size is 1", which its lowering decides by an
 * scf.if around whole tensors. */
EncVal tval_at_cases(EncFn *f, EncVal t, const Z3_ast *idx, Z3_ast *written);
/* Element at multi-index idx: UB when out of bounds or never written. */
int tval_read(EncFn *f, EncVal t, const Z3_ast *idx, EncVal *out);
/* Whether element lin was written (true when all were). */
Z3_ast tval_written(EncFn *f, EncVal t, Z3_ast lin);
/* A tensor value from lambda bodies over index i. */
EncVal tval_from_lambda(EncFn *f, EncTensor *shape, Z3_ast i, Z3_ast v, Z3_ast np);

/* A dense elements attribute (splat or not) as a constant tensor of type t. */
int tval_constant(EncFn *f, MlirType t, MlirAttribute a, MlirOperation op, EncVal *out);
/* UB and approximations met while encoding an element at a symbolic index i: between
 * begin and end they are collected apart, and end makes them "for some i < n". */
typedef struct TvalScope {
  Z3_ast ub;
  EncApprox *approx;
} TvalScope;
void tval_scope_begin(EncFn *f, TvalScope *sc);
void tval_scope_end(EncFn *f, TvalScope *sc, Z3_ast i, Z3_ast n);
/* The same for i the row-major index of a lambda of shape sh whose coordinates
 * (tval_delinear) the element's encoding used: "for some in-bounds multi-index". */
void tval_scope_end_at(EncFn *f, TvalScope *sc, Z3_ast i, const EncTensor *sh);
/* A result built as a lambda over its row-major index: i and its coordinates idx for the
 * element's encoding, with UB and approximations collected between begin and end. */
typedef struct TvalLam {
  Z3_ast i, idx[16];
  TvalScope sc;
  EncTensor *sh;
} TvalLam;
void tval_lam_begin(EncFn *f, EncTensor *sh, const char *what, TvalLam *l);
/* Ends the scope and makes lambda i. e result 0 of op. */
int tval_lam_end(EncFn *f, MlirOperation op, TvalLam *l, EncVal e);
/* A function argument of tensor type t: fresh arrays and sizes, every element written. */
int tval_arg(EncFn *f, MlirType t, unsigned argno, EncVal *out);
/* An arith/math op applied elementwise to tensor operands, through its scalar encoder. */
int tval_elementwise(EncFn *f, MlirOperation op, EncOpFn scalar);

#endif
